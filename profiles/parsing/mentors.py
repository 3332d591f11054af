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

from . import institutions
from .dates import find_range
from .entries import ORG_WORDS, degree_of
from .interest_phrases import TOPIC_WORDS
from .model import EARNED_DEGREES, Education
from .names import (
    is_person_name,
    latin_key,
    name_before_honorific,
    no_name_words,
    pinyin_key,
    split_people,
    strip_titles,
    supervisors_in,
    supervisors_in_lines,
    unlink,
)
from .text import CJK, cjk_count

# Roles whose holder works under someone: for them, "with Dr. X" names a supervisor;
# for a lecturer or a senior researcher it names a colleague.
JUNIOR = re.compile(
    r"(?i)intern|trainee|assistant|student|post-?doc|postdoctoral|fellow|junior|apprentice|"
    r"undergraduate|graduate|visiting|\b(?:ra|ta)\b|实习|助理|访问|博士后"
)

# A word of a name: "Ann", "M.K.", "O'Brien", "Lap-Pui" (not "Lee's").
_NAME_WORD = r"(?:[A-Z]\.\s?)*[A-Z][\w-]*(?:['’][A-Z][\w-]+)?\.?"
# "Professor" titles a person only before the name ("Professor Ann Lee"): "Assistant
# Professor, X" and "Assistant Professor. Hill University." name a role.
_TITLE = (
    r"(?<![A-Za-z])(?:(?:Prof|PROF|Dr|DR|Pr)(?:\.\s*|\s+)"
    r"|(?<!Assistant )(?<!Associate )(?<!Adjunct )(?<!Visiting )Professor\s+)"
)
_TITLED = rf"{_TITLE}{_NAME_WORD}(?:\s+(?:{_NAME_WORD}|van|von|de|der|da|di|del|le|la)){{0,3}}"
_TITLED_RE = re.compile(_TITLED)
# A line about someone else: a referee, a committee, a co-author, a collaborator.
_NOT_MINE = re.compile(r"(?i)referee|reference|recommend|committee|co-?author|collaborat|jointly")
# In the details, only a person the line says the work was with, for or under (on a
# topic between or not), or a junior's role was for ("RA for Prof. Ann Lee").
_WORKED_WITH = re.compile(
    rf"(?i:\b(?:work(?:ed|ing|s)?|research(?:ed|ing)?)\s+(?:closely\s+)?"
    # "working on AI and optimization with Dr. Ann Lee": the topic between.
    rf"(?:on\s+[^,.;()]{{1,60}}?\s+)?(?:with|for|under)\s+"
    rf"|\b(?:RA|assistant|intern)\s+for\s+(?=(?:prof|dr))"
    rf"|\bunder\s+(?=(?:prof|dr)))(?P<people>{_TITLED}(?:\s*(?:,|and|&)\s*(?:{_TITLED}))*)"
)
# A titled person the work was done with: "my PhD at X, with Prof. A and Dr. B".
_WITH_TITLED = re.compile(rf"\bwith\s+(?P<people>{_TITLED}(?:\s*(?:,|and|&)\s*(?:{_TITLED}))*)")
_TITLE_RE = re.compile(_TITLE)
# An honorific written after a Chinese name ("王明教授", "李华副教授").
_ZH_HONORIFIC = "(?:长聘|特聘)?(?:副|助理)?(?:教授|研究员|老师|讲师)"
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
        found = [p for m in _WORKED_WITH.finditer(text) for p in _people(m.group("people"))]
        if not found and not _NOT_MINE.search(text):
            # "Worked with Ann Lee and Bo Chen on speech": untitled, the people alone.
            for m in _WORKED_WITH_UNTITLED.finditer(unlink(text)):
                found += _people_then_place(m.group("people"), lead=True)
        out.extend(found)
    return list(dict.fromkeys(out))


# An untitled name of two or three words, each capitalised and in lower case after ("Ann
# Lee", "Ann B. Lee"); and a list of them after "worked with".
_UNTITLED = r"[A-Z][a-z][\w'’-]*(?:\s+(?:[A-Z]\.|[A-Z][a-z][\w'’-]*)){1,2}"
_WORKED_WITH_UNTITLED = re.compile(
    r"(?i:\b(?:work(?:ed|ing|s)?|research(?:ed|ing)?)\s+(?:closely\s+)?(?:with|under)\s+)"
    rf"(?P<people>{_UNTITLED}(?:\s*(?:,|and|&)\s*{_UNTITLED})*)(?![\w'’-])"
)


# "PhD in X – with Ann Lee and Bo Chen", "Acme Labs (with Ann Lee)", "Postdoctoral Researcher
# with Ann Lee, Hill University", "Research Intern under Bo Chen": a field of a head line that
# says "with" or "under" and names people first.
_WITH_FIELD = re.compile(
    r"(?:^|\s[-–—|]\s|,\s*|[(（]\s*|(?P<role>(?i:\b(?:intern|assistant|researcher|student|"
    r"post-?doc|fellow|scholar|visitor|trainee)s?\s+)))(?:with|under)\s+"
    r"(?P<people>[^()（）|–—;:]+?)\s*(?=[)）]|\s[-–—|]\s|\s{2,}|;|$)"
)
# What "with" names that is no person: an honour ("with Highest Honors", "with Distinction"),
# people by their role ("Senior Engineers"), an organisation ("Acme Corp"), a topic
# ("Machine Learning").
_NO_PERSON = re.compile(
    rf"(?i)\b(?:hono(?:u)?rs?|distinction|merit|laude|class|minor|major|thesis)\b"
    r"|\b(?:manager|engineer|scientist|researcher|student|member|colleague|partner|client|"
    r"customer|stakeholder|designer|developer|analyst|professor|staff|lead|leader|director|"
    r"officer|team|expert|faculty|people)s?\b"
    rf"|{ORG_WORDS.pattern}|{TOPIC_WORDS.pattern[4:]}"
)


# A double surname that a PDF sets with an en dash ("Rowe–Quill", LaTeX's "--"): a hyphen.
_DASHED_NAME = re.compile(r"(?<=[a-z])[–‐‑](?=[A-Z][a-z])")


def with_people(texts: list[str]) -> list[str]:
    """The people a field of a head line names first after "with" or "under", untitled
    ("PhD in Graph Learning – with Ann Lee and Bo Chen   2019 – 2023", "Postdoctoral
    Researcher with Ann Lee, Hill University"): whom the degree or the junior's work was
    done with, its supervisors. The names run to the first part that is no person's; none
    may be a topic, an honour ("with Highest Honors") or an organisation ("Acme Corp")."""
    out: list[str] = []
    for text in texts:
        if ("with" not in text and "under" not in text) or _NOT_MINE.search(text):
            continue
        for m in _WITH_FIELD.finditer(_DASHED_NAME.sub("-", unlink(text))):
            chunk = m.group("people")
            dr = find_range(chunk)
            chunk = chunk[: dr.span[0]] if dr and dr.span else chunk  # "... 2021 – 2023"
            out.extend(_people_then_place(chunk, lead=bool(m.group("role"))))
    return list(dict.fromkeys(out))


def _people_then_place(chunk: str, lead: bool = False) -> list[str]:
    """The people a list names when it names people alone, or people and then their place
    ("Ann Lee and Bo Chen, Hill University"); none when any other part is no person's.
    `lead`: the list follows a junior's role ("Research Intern under Ann Lee, Orbit AI"),
    and the people who open it are read whatever follows them."""
    people: list[str] = []
    # "with Prof. Ann Lee, 2018 – 2023": the dates cut off leave a comma behind.
    for part in re.split(r"\s*(?:,|&|\band\b)\s*", chunk.strip(" ,;")):
        found = split_people(part) if part else []
        if len(found) == 1 and not _NO_PERSON.search(part):
            people.append(found[0])
        elif people and (lead or ORG_WORDS.search(part) or institutions.resolve(part, fuzzy=False)):
            break  # the place the people work at
        else:
            return []
    return people


# A role then "with" a titled person in a job's head ("Associate Investigator with Dr. Ann
# Lee, Hill Observatory"); a senior's role ("Lecturer", "Director") works with colleagues.
_ROLE_WITH_TITLED = re.compile(
    rf"^\W*(?P<role>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){{0,4}})\s+with\s+"
    rf"(?P<people>{_TITLED}(?:\s*(?:,|and|&)\s*(?:{_TITLED}))*)"
)
_SENIOR = re.compile(
    r"(?i)professor|lecturer|director|chair|head|manager|lead|principal|founder|dean|president"
)
# The word a role's name ends in ("Associate Investigator", "Staff Scientist"), not a deed
# ("Co-teaching with Prof. Ann Lee").
_ROLE_NOUN = re.compile(
    r"(?i)(?:scientist|engineer|researcher|investigator|fellow|associate|assistant|analyst|"
    r"developer|specialist|officer|consultant|postdoc|student|intern|technician|programmer)$"
)


def role_with_titled(texts: list[str]) -> list[str]:
    """The titled people a job's head says its role was held with, right after the role
    ("Associate Investigator with Dr. Ann Lee and Dr. Bo Chen, Hill Observatory"): whom
    the work was done for, unless the role is a senior's."""
    out: list[str] = []
    for text in texts:
        m = _ROLE_WITH_TITLED.match(text) if " with " in text else None
        role = m.group("role") if m else ""
        if _ROLE_NOUN.search(role) and not _SENIOR.search(role) and not _NOT_MINE.search(text):
            out.extend(_people(m.group("people")))
    return list(dict.fromkeys(out))


# "under Dr. Ann Lee": the titled people a job's work was done under.
_UNDER_TITLED = re.compile(
    rf"\b[Uu]nder\s+(?P<people>{_TITLED}(?:\s*(?:,|and|&)\s*(?:{_TITLED}))*)"
)


def worked_under(texts: list[str]) -> list[str]:
    """The titled people the details say the work was done under ("Coordinated the trial
    under Dr. Ann Lee"): whatever the role, its supervisors."""
    out: list[str] = []
    for text in texts:
        if "nder" in text and not _NOT_MINE.search(text):
            out.extend(p for m in _UNDER_TITLED.finditer(text) for p in _people(m.group("people")))
    return list(dict.fromkeys(out))


# "with Ann Lee and Bo Chen" to the end of its clause.
_WITH_CLAUSE = re.compile(r"\bwith\s+(?P<people>[^.;:()]+)")


def people_with(text: str) -> list[str]:
    """The people a junior's sentence says the work was with, untitled ("I was a research
    intern at Acme AI with Ann Lee and Bo Chen"): the first "with" that names people first,
    none of them a team, a topic or a place."""
    for m in _WITH_CLAUSE.finditer(unlink(text)):
        found = _people_then_place(m.group("people"), lead=True)
        if found:
            return found
    return []


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
# Lee's group", "Member of Ann Lee's lab", "Research group of Ann Lee" or "Lab: Ann Lee's
# Lake Group" opening a line (a titled head is read by head_mentors).
_HEAD = rf"(?:{_TITLE})?{_NAME_WORD}(?:\s+{_NAME_WORD}){{1,3}}"
_GROUP_WORD = r"(?:(?i:research)\s+)?(?i:group|lab|laboratory|team)"
_GROUP_HEAD = re.compile(
    rf"(?:\b[iI]n\s+(?:the\s+)?|\b[Mm]ember\s+of\s+(?:the\s+)?|^\W*)"
    rf"{_GROUP_WORD}\s+of\s+(?P<a>{_HEAD})"
    rf"|(?:\b[iI]n|\b[Mm]ember\s+of|^\W*(?i:lab|group)\s*:)\s+(?P<b>{_HEAD})['’]s?\s+"
    rf"(?:[A-Z][a-z]+\s+){{0,3}}{_GROUP_WORD}\b"
)
# Each way above holds one of these.
_GROUP_CUES = (" in ", "In ", "ember of", "roup of", "ab of", "eam of", "ab:", "roup:")
# A titled head, wherever the line names the group ("Hill University, Prof. Lee’s Lab",
# "Working on the group of Prof. Lee"): the title says it is a person, so a surname alone
# will do.
_TITLED_HEAD = rf"{_TITLE}(?:{_NAME_WORD}\s+){{0,3}}[A-Z][\w-]*[a-z]"
_TITLED_GROUP_HEAD = re.compile(
    rf"(?P<c>{_TITLED_HEAD})['’]s?\s+(?:[A-Z][a-z]+\s+){{0,3}}{_GROUP_WORD}\b"
    rf"|\b{_GROUP_WORD}\s+of\s+(?P<d>{_TITLED_HEAD})\b(?![\w'’-])"
)
# A surname alone, in capitals at its start only: "Lee", "McKay", "Andrews-Hanna".
_SURNAME_ALONE = re.compile(r"^[A-Z][a-z]*(?:[A-Z][a-z]+)?[a-z](?:-[A-Z][a-z]+)?$")


# The same in Chinese, the honorific after the name: "（王明教授领导）", "李华副教授课题组",
# "王明老师团队"; the name is told from a place ("清华大学教授团队") by name_before_honorific.
_ZH_GROUP_HEAD = re.compile(
    rf"(?P<run>[{CJK}]{{2,12}}?)\s*{_ZH_HONORIFIC}\s*的?\s*"
    "(?:领导|带领|负责|主持|课题组|研究组|团队|实验室)"
)


def zh_group_heads(text: str) -> list[str]:
    """The people a Chinese text names, honorific after the name, as heading the group
    the work was done in ("在蒙特利尔大学 刘邦副教授课题组访学")."""
    out = []
    for m in _ZH_GROUP_HEAD.finditer(text):
        name = name_before_honorific(m.group("run"))
        if name:
            out.append(name)
    return list(dict.fromkeys(out))


def group_heads(texts: list[str]) -> list[str]:
    """The heads of the group a junior's work was done in ("Research Assistant at X, in the
    group of Ann Lee", "Research project in Bo Chen's group", "王明教授课题组"): the work's
    supervisors."""
    out: list[str] = []
    for text in texts:
        if "教授" in text or "研究员" in text or "老师" in text or "讲师" in text:
            out.extend(zh_group_heads(text))
        if ("Prof" in text or "Dr" in text) and ("'s" in text or "’s" in text or " of " in text):
            out.extend(_titled_group_heads(unlink(text)))
        if not any(cue in text for cue in _GROUP_CUES):
            continue
        for m in _GROUP_HEAD.finditer(unlink(text)):
            name = strip_titles(m.group("a") or m.group("b"))
            if is_person_name(name) and not no_name_words(name):
                out.append(name)
    return list(dict.fromkeys(out))


def _titled_group_heads(text: str) -> list[str]:
    """The titled heads of the groups a line names ("Prof. Lee’s Lab", "the group of Prof.
    Lee"), a surname alone among them."""
    out = []
    for m in _TITLED_GROUP_HEAD.finditer(text):
        name = strip_titles(m.group("c") or m.group("d"))
        if (is_person_name(name) or _SURNAME_ALONE.match(name)) and not no_name_words(name):
            out.append(name)
    return out


# "，王明教授领导" in "X实验室（Y，王明教授领导）": who leads the place, not a role or a place.
_ZH_LED_BY = re.compile(
    rf"[，,、]?\s*(?P<run>[{CJK}]{{2,12}}?)\s*{_ZH_HONORIFIC}\s*(?:领导|带领|负责|主持)"
    rf"(?![{CJK}])"
)


def _without_head(m: re.Match) -> str:
    """The words of a "王明教授领导" clause that are not the leader ("实验室" of
    "实验室王明教授领导"); nothing when the leader is all of it."""
    run = m.group("run")
    name = name_before_honorific(run)
    if not name:
        return m.group(0)
    kept = run[: len(run) - len(name)]
    return m.group(0)[: m.start("run") - m.start()] + kept if kept else ""


def without_people(text: str) -> str:
    """``text`` without the titled people in it ("Research Assistant with Dr. X, Lab"
    -> "Research Assistant, Lab", "LION（X实验室，王明教授领导）" -> "LION（X实验室）")."""
    if "领导" in text or "带领" in text or "负责" in text or "主持" in text:
        text = _ZH_LED_BY.sub(_without_head, text)
        text = re.sub(r"[(（]\s*[)）]", "", text)
    if not _TITLED_RE.search(text):
        return text
    out = _PERSON_CLAUSE.sub(",", text)
    out = re.sub(r"(?:\s*,)+", ",", out)
    return out.strip(" ,|-–—:;")


def same_people_once(names: list[str]) -> list[str]:
    """Each person once: "Late J. Tinsley Oden" is "J. Tinsley Oden", and "Kuangyu Shi"
    beside 施匡宇 is the same person in pinyin, written as the native text writes them."""
    out: list[str] = []
    for name in names:
        words = set(latin_key(name) or ())
        same = next((i for i, kept in enumerate(out) if _same_person(name, words, kept)), None)
        if same is None:
            out.append(name)
        elif cjk_count(name) and latin_key(out[same]):
            out[same] = name  # the native spelling, which the Latin one is the pinyin of
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


# A referee marked as the person's advisor: "Ann Lee (Advisor)", "Prof. Ann Lee, PhD
# supervisor", "Dissertation Chair" on a line of the referee's block.
_REFEREE_ADVISOR = re.compile(
    r"(?i)(?:^|[(（,，;|–—-]\s*)(?:(?:ph\.?\s?d\.?|doctoral|dissertation|thesis|master['’]?s|"
    r"m\.?sc?\.?|research|main|primary|co-?)\s*)*(?:advisor|adviser|supervisor|promotor|"
    r"(?<=dissertation\s)chair|(?<=thesis\s)chair|(?<=committee\s)chair)(?:\s*[)）]|\s*$|\s*[,;|–—])"
)
# The degree a label names the advisor of: "Ph.D. Advisor: X", "Master's thesis supervisor:
# X", "博士导师：X".
DEGREE_LABEL = re.compile(
    r"(?i)^\W{0,3}(?:(?P<phd>ph\.?\s?d\.?|doctoral|doctorate|dissertation|博士(?:生|研究生)?)"
    r"|(?P<master>master(?:['’]?s)?|m\.?sc?\.?|m\.?phil\.?|硕士(?:生|研究生)?)"
    r"|(?P<bachelor>bachelor(?:['’]?s)?|undergraduate|b\.?sc?\.?|本科(?:生)?))"
    r"\s*(?:thesis\s+|research\s+)?(?:advisors?|advisers?|supervisors?|mentors?|导师)\s*[:：]"
)


def referee_advisors(lines: list) -> list[tuple[str | None, str]]:
    """The referees a references section marks as the person's advisor, each with the
    degree the mark names ("Master's thesis supervisor": master; None when it names none):
    each block of lines (set apart by blank lines) with such a mark gives the person it
    names, from the marked line ("Ann Lee (Advisor)") or else from its first line ("Prof.
    Ann Lee" / "Hill University" / "PhD advisor")."""
    out: list[tuple[str | None, str]] = []
    block: list[str] = []
    for ln in [*lines, None]:
        if ln is not None and not ln.blank:
            block.append(ln.text)
            continue
        marked = next((t for t in block if _REFEREE_ADVISOR.search(t)), None)
        if marked is not None:
            found = supervisors_in(marked)
            if not found:
                first = strip_titles(re.split(r"[,，(（|–—]", block[0])[0])
                found = [first] if is_person_name(first) else []
            degree = _MARKED_DEGREE.search(marked)
            kind = next((k for k in ("phd", "master") if degree and degree.group(k)), None)
            out.extend((kind, person) for person in found)
        block = []
    return list(dict.fromkeys(out))


# The degree a referee's mark names: "(PhD advisor)", "Master's thesis supervisor".
_MARKED_DEGREE = re.compile(
    r"(?i)(?P<phd>ph\.?\s?d|doctora|dissertation)|(?P<master>master|m\.?sc?\b|m\.?phil)"
)


# The parts of a line set apart as columns are: "PhD advisor: Ann Lee | MS advisor: Bo Chen".
LABEL_PARTS = re.compile(r"\s+\|\s+|\s{2,}|\t|;\s*")


def degree_advisor_labels(lines: list) -> dict[str, list[str]]:
    """Advisors a label names with their degree ("Ph.D. Advisor: Ann Lee", "硕士导师：
    王明"), as a homepage's header or a bio states them away from the degree's entry; a
    line may hold a label for each degree in its columns ("PhD advisor: Ann Lee | MS
    advisor: Bo Chen")."""
    out: dict[str, list[str]] = {}
    for ln in lines:
        for part in LABEL_PARTS.split(ln.text) if DEGREE_LABEL.match(ln.text) else ():
            m = DEGREE_LABEL.match(part)
            people = supervisors_in(part) if m else []
            if people:
                degree = next(k for k in ("phd", "master", "bachelor") if m.group(k))
                out.setdefault(degree, []).extend(people)
    return out


def advise_listed_degrees(education: list, sections: list) -> None:
    """Give the listed degrees the advisors told outside their entries: a degree's label
    in the header or a bio ("Ph.D. Advisor: Ann Lee") names that degree's; a referee marked
    as the advisor names the research degree's (the doctorate, else the master's). Only a
    degree listed once and given no advisors takes them."""
    told: dict[str, list[str]] = {}
    for sec in sections:
        if sec.kind in ("header", "about"):
            labelled = degree_advisor_labels(sec.lines)
            for degree, people in labelled.items():
                told.setdefault(degree, []).extend(people)
            if sec.kind == "header" and not labelled:
                _advise_studies_under_way(education, sec.lines)
        elif sec.kind == "references":
            research = "phd" if any(e.degree == "phd" for e in education) else "master"
            for degree, person in referee_advisors(sec.lines):
                told.setdefault(degree or research, []).append(person)
    for degree, people in told.items():
        same = [e for e in education if e.degree == degree]
        if len(same) == 1 and not same[0].advisors:
            same[0].advisors = same_people_once(people)


def advise_degrees_by_thesis(education: list, projects: list, text: str) -> None:
    """ "2019 - 2023   Thesis Topic: Detecting Comets" / "Advisor: Ann Lee" under
    "Research": a supervised thesis dated as a listed research degree (the same years it
    began and ended, or both under way) is that degree's, its supervisors the degree's
    advisors (when the degree names none)."""
    lines = text.split("\n")
    for project in projects:
        if not (project.supervisors and project.start and project.lines):
            continue
        said = " ".join(lines[project.lines[0] - 1 : project.lines[-1]])
        if not THESIS.search(said):
            continue
        dated = [
            e
            for e in education
            if e.degree in EARNED_DEGREES
            and (e.start or "")[:4] == project.start[:4]
            and (e.end or "")[:4] == (project.end or "")[:4]
        ]
        if len(dated) == 1 and not dated[0].advisors:
            dated[0].advisors = same_people_once(project.supervisors)


# A thesis or dissertation, which a degree's advisor supervises.
THESIS = re.compile(r"(?i)\b(?:thesis|dissertation)\b|论文")


def advise_degree_of_kind(record: Education, education: list) -> None:
    """ "BSc Thesis: X" / "Supervisor: Ann Lee" under "Research": a degree's thesis named
    with its supervisors and no place tells the supervision of the one listed degree of its
    kind (when that degree names none); undergraduate research and its advisor do not."""
    if not record.advisors or record.degree not in EARNED_DEGREES:
        return
    same = [
        e
        for e in education
        if e is not record and e.degree == record.degree and (e.institution_raw or e.institution)
    ]
    if len(same) == 1 and not same[0].advisors:
        same[0].advisors = list(record.advisors)


def _advise_studies_under_way(education: list, lines: list) -> None:
    """ "Lan Wu" / "PhD Student, Hill University" / "Advisor: Ann Lee": the supervision the
    header states is that of the research degree under way, the one the header names
    ("PhD Student") or else the one listed research degree not yet finished."""
    texts = [ln.text for ln in lines if not ln.blank]
    people = supervisors_in_lines(texts)
    if not people:
        return
    named = next((d[0] for t in texts if (d := degree_of(t)) and d[0] in ("phd", "master")), None)
    under_way = [
        e
        for e in education
        if e.degree in ("phd", "master")
        and (named is None or e.degree == named)
        and (e.ongoing or e.expected or e.end is None)
    ]
    if len(under_way) == 1 and not under_way[0].advisors:
        under_way[0].advisors = same_people_once(people)


# "my PhD", "his master's", "我的博士": the possessive before a degree's word, which opens
# its part; "博士期间", "硕士阶段": the writer's own time as a student.
_POSSESSIVE = re.compile(r"(?i)\b(?:my|his|her)\s+$|我的$")
_ZH_OWN_TIME = re.compile(r"(?:生|研究生)?(?:期间|阶段|时期|导师)")


_LISTED_AFTER = re.compile(r"[^.;]{0,24}?(?:\band\b|&|,)\s*(?:an?\s+|the\s+)?")


def degree_advisors(sentence: str, line_no: int) -> list[Education]:
    """The advisors a bio's sentence gives a degree it names only by its kind ("During my
    PhD, I was advised by Ann Lee", "My PhD advisor was Ann Lee and my master's advisor
    was Bo Chen", "博士期间，导师为李华教授"): a record of that degree with no place, which
    prose_merge gives to the one listed degree of that kind. A degree counts when the
    writer's own ("my PhD", "博士期间"), and reads the words from its mention (its possessive
    included) to the next one's."""
    mentions: list[tuple[str, int]] = []
    at = last = 0
    while found := degree_of(sentence[at:]):
        kind, m = found
        start = at + m.start()
        at = at + max(m.end(), m.start() + 1)
        own = _POSSESSIVE.search(sentence[:start])
        # "my B.E. (2016) and Ph.D. (2023)": a degree listed after one of the writer's.
        listed = bool(mentions) and _LISTED_AFTER.fullmatch(sentence[last:start])
        if not (own or listed or _ZH_OWN_TIME.match(sentence, at)):
            continue  # "I mentored PhD students": someone else's degree
        if kind in ("phd", "master", "bachelor") and all(k != kind for k, _ in mentions):
            mentions.append((kind, own.start() if own else start))
            last = at
    out = []
    for i, (kind, start) in enumerate(mentions):
        part = sentence[start : mentions[i + 1][1] if i + 1 < len(mentions) else None]
        people = supervisors_in(part) or worked_with([part]) or titled_with(part)
        if people:
            out.append(
                Education(institution=None, degree=kind, advisors=people, lines=[line_no, line_no])
            )
    return out


# A Markdown table's rows and the rule under its header ("|---|:---:|").
_PIPE_ROW = re.compile(r"^\s*\|(.*)\|\s*$")
_PIPE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_ADVISOR_COLUMN = re.compile(
    r"(?i)^(?:(?:co-?)?(?:advisors?|supervisors?|mentors?|hosts?)|导师|指导(?:老师|教师))$"
)


def label_advisor_columns(text: str) -> str:
    """A Markdown table whose header names an advisor column ("| Years | Degree | School |
    Advisor |"): each row's cell in that column written as its label ("Advisor: Ann Lee"),
    as the HTML reader writes such a table's cells, so the row names its advisors."""
    if "|" not in text or "--" not in text:
        return text
    lines = text.split("\n")
    column = None
    for i, line in enumerate(lines):
        row = _PIPE_ROW.match(line)
        if row is None:
            column = None
            continue
        if _PIPE_RULE.match(line):
            continue
        cells = row.group(1).split("|")
        if i + 1 < len(lines) and _PIPE_RULE.match(lines[i + 1]):
            labels = [c.strip().strip("*_") for c in cells]
            found = [j for j, c in enumerate(labels) if _ADVISOR_COLUMN.match(c)]
            column = (found[0], labels[found[0]]) if found else None
            continue
        if column is not None and column[0] < len(cells) and cells[column[0]].strip():
            j, label = column
            cells[j] = f" {label}: {cells[j].strip()} "
            lines[i] = "|" + "|".join(cells) + "|"
    return "\n".join(lines)
