"""The people a job or project names as its supervisors without a supervision word.

A person written with an academic title in the head of a position ("Research Assistant
with Dr. Ann Lee, X Lab", "Research Intern, Prof. Bo Chen's group", "Research Intern
on NLP | Dr. Ann Lee", "Teaching Assistant: Algorithms (Dr. A, Dr. B)") is the one the
person worked for; so is one the details say the person worked with or under ("Worked
with Prof. Ann Lee to build ..."). Used by positions.py, which also takes these people
out of the title and organization it reads.
"""

from __future__ import annotations

import re

from .names import is_person_name, latin_key, pinyin_key, strip_titles, unlink

# Roles whose holder works under someone: for them, "with Dr. X" names a supervisor;
# for a lecturer or a senior researcher it names a colleague.
JUNIOR = re.compile(
    r"(?i)intern|trainee|assistant|student|post-?doc|postdoctoral|fellow|junior|apprentice|"
    r"undergraduate|graduate|visiting|\b(?:ra|ta)\b|实习|助理|访问|博士后"
)

# A word of a name: "Ann", "M.K.", "O'Brien", "Lap-Pui" (not "Lee's").
_NAME_WORD = r"(?:[A-Z]\.\s?)*[A-Z][\w-]*(?:['’][A-Z][\w-]+)?\.?"
_TITLE = r"(?<![A-Za-z])(?:Prof(?:essor)?|PROF|Dr|DR|Pr)(?:\.\s*|\s+)"
_TITLED = rf"{_TITLE}{_NAME_WORD}(?:\s+(?:{_NAME_WORD}|van|von|de|der|da|di|del|le|la)){{0,3}}"
_TITLED_RE = re.compile(_TITLED)
# A line about someone else: a referee, a committee, a co-author, a collaborator.
_NOT_MINE = re.compile(r"(?i)referee|reference|recommend|committee|co-?author|collaborat|jointly")
# In the details, only a person the line says the work was with, for or under.
_WORKED_WITH = re.compile(
    rf"(?i:\b(?:work(?:ed|ing|s)?|research(?:ed|ing)?)\s+(?:closely\s+)?(?:with|for|under)\s+"
    rf"|\bunder\s+(?=(?:prof|dr)))(?P<people>{_TITLED}(?:\s*(?:,|and|&)\s*(?:{_TITLED}))*)"
)
# A titled person the work was done with: "my PhD at X, with Prof. A and Dr. B".
_WITH_TITLED = re.compile(rf"\bwith\s+(?P<people>{_TITLED}(?:\s*(?:,|and|&)\s*(?:{_TITLED}))*)")
_TITLE_RE = re.compile(_TITLE)
# What a titled person leaves behind in a title or organization once taken out.
_PERSON_CLAUSE = re.compile(
    rf"\s*(?:,\s*|\(\s*)?(?:\b(?:with|for|under)\s+)?{_TITLED}"
    rf"(?:\s*(?:,|and|&)\s*{_TITLED})*(?:(?:\s+[a-z]+)?['’]s?\s+(?:group|lab|laboratory|team))?"
    r"\s*\)?"
)


def _people(text: str) -> list[str]:
    out = []
    for m in _TITLED_RE.finditer(text):
        name = strip_titles(m.group(0)[_TITLE_RE.match(m.group(0)).end() :])
        name = re.split(r"(?<=[a-z]{2})\.\s", name)[0]  # "Ann Lee. I worked ..."
        name = re.sub(r"\.(?=[A-Z])", ". ", name)  # "M.K. Bhuyan" -> "M. K. Bhuyan"
        if is_person_name(name):
            out.append(name.title() if name.isupper() else name)
    return out


def head_mentors(texts: list[str]) -> list[str]:
    """People written with a title in the head lines of a position."""
    out: list[str] = []
    for text in texts:
        if not _NOT_MINE.search(text):
            out.extend(_people(text))
    return list(dict.fromkeys(out))


def worked_with(texts: list[str]) -> list[str]:
    """People the details say the work was with, for or under ("Worked with Dr. X")."""
    out: list[str] = []
    for text in texts:
        if "with" not in text and "for" not in text and "under" not in text:
            continue
        for m in _WORKED_WITH.finditer(text):
            out.extend(_people(m.group("people")))
    return list(dict.fromkeys(out))


def titled_with(text: str) -> list[str]:
    """People written with an academic title after "with" ("I did my PhD at X, with
    Prof. Ann Lee"): whom a degree's research was done with, its advisors."""
    if "with" not in text:
        return []
    out: list[str] = []
    for m in _WITH_TITLED.finditer(text):
        out.extend(_people(m.group("people")))
    return list(dict.fromkeys(out))


# The group the work was done in, named by its head: "in the group of Ann Lee", "in Ann
# Lee's group" (a titled head is read by head_mentors).
_HEAD = rf"(?:{_TITLE})?{_NAME_WORD}(?:\s+{_NAME_WORD}){{1,3}}"
_GROUP_HEAD = re.compile(
    rf"\bin\s+(?:the\s+)?(?:research\s+)?(?:group|lab|laboratory|team)\s+of\s+(?P<a>{_HEAD})"
    rf"|\bin\s+(?P<b>{_HEAD})['’]s?\s+(?:research\s+)?(?:group|lab|laboratory|team)\b"
)


def group_heads(texts: list[str]) -> list[str]:
    """The heads of the group a junior's work was done in ("Research Assistant at X, in the
    group of Ann Lee", "Research project in Bo Chen's group"): the work's supervisors."""
    out: list[str] = []
    for text in texts:
        if " in " not in text:
            continue
        for m in _GROUP_HEAD.finditer(unlink(text)):
            name = strip_titles(m.group("a") or m.group("b"))
            if is_person_name(name):
                out.append(name)
    return list(dict.fromkeys(out))


def without_people(text: str) -> str:
    """``text`` without the titled people in it ("Research Assistant with Dr. X, Lab"
    -> "Research Assistant, Lab")."""
    if not _TITLED_RE.search(text):
        return text
    out = _PERSON_CLAUSE.sub(",", text)
    out = re.sub(r"(?:\s*,)+", ",", out)
    return out.strip(" ,|-–—:;")


def same_people_once(names: list[str]) -> list[str]:
    """Each person once: "Late J. Tinsley Oden" is "J. Tinsley Oden", and "Kuangyu Shi"
    beside 施匡宇 is the same person in pinyin."""
    out: list[str] = []
    for name in names:
        words = set(latin_key(name) or ())
        if any(_same_person(name, words, kept) for kept in out):
            continue
        out.append(name)
    return out


def _same_person(name: str, words: set[str], kept: str) -> bool:
    if name == kept:
        return True
    kept_words = set(latin_key(kept) or ())
    if words and kept_words and (words <= kept_words or kept_words <= words):
        return True
    if kept_words and not words:
        return pinyin_key(name) == frozenset(kept_words)  # 施匡宇 after "Kuangyu Shi"
    return bool(words) and pinyin_key(kept) == frozenset(words)
