"""Author lists in citations, for publications.py and publication_entries.py: whether a
line is only an author list ("A. Lee, Bo Chen and C. Wu", "Lee, A., & Wu, C. (2021).",
"张三, 李四", "Ruiz, Li, and Tan"), and where the authors that open a citation end."""

from __future__ import annotations

import functools
import html
import re

from .text import CJK, COMBINING

# Marks set after an author's name: equal contribution, corresponding author.
_MARKS = re.compile(r"^\W*\|\s|\\?[*†‡§#∗⋆✉¶^]+|&(?:dagger|Dagger|#\d+);?|\s\d(?=\s*(?:,|$))")
_ROLE = re.compile(
    r"\((?:co-?first(?: author)?|equal contribution|(?:co-?)?correspond(?:ing|ence)(?: authors?)?|"
    r"organi[sz]ers?|eds?\.?|editors?|student author)\)",
    re.I,
)
# Accents a PDF sets as marks of their own after the letter ("Garcı́a" from LaTeX's \'{\i}).
_NICKNAME = re.compile(r"(?<=\w)\s\([A-Z][a-z]+\)(?=\s\w)")  # Zichao (Tyson) Chen
_ORDER_NOTE = re.compile(r"^\s*\([^()]{1,12}\)\s+")  # "(α-β) A. Lee, B. Wu": alphabetical
_ETAL = re.compile(
    r"(?:,?\s*(?:et\.?\s*al\.?|and (?:colleagues|others)|…|\.\.\.)|[,，、]?\s*等人?)\s*$", re.I
)  # "等" and "等人": "et al." in Chinese
# A note closing an author list: "(2021)", "(under review)", "(eds.)".
_NOTE_TAIL = re.compile(
    r"\s*\((?:(?:19|20)\d\d[a-z]?|under review|submitted|in press|accepted|forthcoming|"
    r"to appear|in preparation|eds?\.?|editors?|organi[sz]ers?)\)\s*[.,]?\s*$",
    re.I,
)
_ANY_TAIL = re.compile(r"\s*\([^()]{1,60}\)\s*[.,]?\s*$")
# The last character an _ETAL match ends with before its spaces ("et al", "et al.",
# "and others", "and colleagues", "…", "...", "等", "等人"; "ſ" is an "s" in any case).
_ETAL_LAST = frozenset("lL.sSſ…等人")


def _ends_as_etal(s: str) -> bool:
    """``s`` ends with a character an _ETAL match can end with: a text that does not
    (most author lists end in a name's letter) holds no _ETAL, which its scan tries at
    every character."""
    return s.rstrip()[-1:] in _ETAL_LAST


_PARTS = re.compile(r"\s*(?:,\s*and\s+|;\s*and\s+|,\s*&\s*|\band\b|&|,|;|、|，)\s*")
_PARTICLE = r"(?:van|von|de|der|den|da|di|del|della|dos|du|la|le|bin|al|el)"
_WORD = r"[A-Z][\w'’\-]*[\w'’]"
_INITIAL = r"[A-Z](?:\.\s?-?|\.?-[A-Z]\.?)"
_PERSON = re.compile(
    rf"^(?:{_WORD}|{_PARTICLE})(?:\s+(?:{_WORD}|{_PARTICLE}|{_INITIAL}|[A-Z]\.?)){{1,3}}$"  # Bo Li
    # B. Li, S.E. Ahmadi, J. van Rijn
    rf"|^(?:{_INITIAL}\s?){{1,3}}\s*(?:{_PARTICLE}\s+){{0,2}}{_WORD}(?:\s+{_WORD})?$"
    rf"|^[A-Z](?:\s[A-Z])+\s{_WORD}(?:\s+{_WORD})?$"  # K V Aditya
    rf"|^{_WORD}\s+(?:[A-Z]\.?\s?-?){{1,3}}$"  # Li B. / Li BX
    rf"|^[{CJK}]{{2,4}}$"
)
_INITIALS_ONLY = re.compile(rf"^(?:{_INITIAL}\s?){{0,2}}[A-Z]\.?$|^[A-Z]{{1,2}}$")
_SURNAME = re.compile(rf"^{_WORD}$")
_SURNAMES = re.compile(rf"^(?:{_PARTICLE}\s)?{_WORD}(?:\s{_WORD})?$")  # Mostafazadeh Davani
# Given names written after the surname and a comma ("Roe, Jane", "Roe, Jane B.", "Roe,
# J.B."); one with an initial ("Jane B.", "J.B.") is no surname.
_GIVEN = re.compile(rf"^{_WORD}(?:\s+(?:{_WORD}|{_INITIAL}|[A-Z]\.?))*$|{_INITIALS_ONLY.pattern}")
_GIVEN_INITIAL = re.compile(rf"^(?:{_WORD}\s+)+(?:{_INITIAL}|[A-Z]\.?)$|{_INITIALS_ONLY.pattern}")
# Words of titles, venues and topics, never of a name.
_NOT_NAMES = {
    "learning", "network", "networks", "conference", "journal", "proceedings", "university",
    "international", "workshop", "transactions", "ieee", "acm", "systems", "system",
    "analysis", "model", "models", "data", "deep", "neural", "vision", "language", "research",
    "science", "sciences", "computer", "computing", "engineering", "institute", "symposium",
    "society", "annual", "review", "letters", "press", "department", "school", "college",
    "the", "of", "for", "with", "in", "on", "to", "a", "an", "via", "using", "towards",
    "intelligence", "processing", "information", "technology", "applications", "lab",
    "laboratory", "center", "centre", "group", "student", "award", "paper", "papers",
    "china", "usa", "preprint", "arxiv", "oral", "spotlight", "poster",
}  # fmt: skip


def author_names(text: str) -> list[str] | None:
    """The names when ``text`` is an author list and nothing else ("A. Lee, Bo Chen and
    C. Wu", "Lee, A., Chen, B., & Wu, C. (2021).", "张三, 李四", "Ruiz, Li, and Tan"),
    else None. Two names at least (or one before "et al."): one name alone is as often
    a heading."""
    names = _author_names(text)
    return list(names) if names else None


@functools.lru_cache(maxsize=8192)
def _author_names(text: str) -> tuple[str, ...] | None:
    s = _ROLE.sub(" ", COMBINING.sub("", html.unescape(text)))
    s = _NICKNAME.sub(" ", _ORDER_NOTE.sub("", s))
    s = _MARKS.sub(" ", s)
    s = _NOTE_TAIL.sub("", s).strip(" |")
    if ")" in s and _ends_as_etal(untailed := _ANY_TAIL.sub("", s)) and _ETAL.search(untailed):
        s = untailed  # "A. Lee, et al. (Nature, under review)"
    # "A. Lee et al.": one name stands for a list
    listed = _ends_as_etal(s) and _ETAL.search(s) is not None
    s = (_ETAL.sub("", s) if listed else s).strip().rstrip(".").strip()
    if not s or len(s) > 600 or re.search(r"[:?!()\[\]|\"“”]|\d", s):
        return None
    parts = [p.strip() for p in _PARTS.split(s)]
    # "Chen, B., ..., C. Gilly": the authors left out between two named ones.
    kept = [p for p in parts if p and p not in ("...", "…")]
    listed = listed or len(kept) < len([p for p in parts if p])
    parts = kept
    inverted = _inverted_pairs(parts)
    if inverted:
        return inverted
    names: list[str] = []
    # Surnames alone ("Ruiz, Li, and Tan") make a list of three or more; two
    # capitalised words ("Security and Privacy") are as often a phrase.
    surnames_only = len(parts) >= 3 and all(_SURNAME.match(p) for p in parts)
    i = 0
    while i < len(parts):
        p = parts[i]
        nxt = parts[i + 1] if i + 1 < len(parts) else ""
        if _SURNAMES.match(p) and _INITIALS_ONLY.match(nxt):
            names.append(f"{p}, {nxt}")  # "Lee, A." written as two comma parts
            i += 2
            continue
        if not names and not surnames_only and _SURNAME.match(p) and _SURNAME.match(nxt):
            names.append(f"{p}, {nxt}")  # "Lee, Ann, Bo Wu and Cy Tan": the first inverted
            i += 2
            continue
        if not (_PERSON.match(p) or (surnames_only and _SURNAME.match(p))):
            return None
        if any(len(w) > 2 and w.lower() in _NOT_NAMES for w in p.split()):
            return None
        names.append(p)
        i += 1
    names = [n.rstrip(". ") for n in names]
    return tuple(names) if len(names) >= (1 if listed else 2) else None


def _inverted_pairs(parts: list[str]) -> tuple[str, ...] | None:
    """Every author written surname, comma, given names ("Roe, Jane, Lee, Ann B., and Wu,
    Bo", as author-date styles write them): the parts pair up, and one given name at
    least carries an initial, which no surname does ("Ruiz, Li, Tan, and Wu" are four
    surnames)."""
    if len(parts) < 4 or len(parts) % 2:
        return None
    pairs = list(zip(parts[::2], parts[1::2], strict=True))
    if not all(_SURNAMES.match(sur) and _GIVEN.match(given) for sur, given in pairs):
        return None
    if not any(_GIVEN_INITIAL.match(given) for _, given in pairs):
        return None
    if any(len(w) > 2 and w.lower() in _NOT_NAMES for p in parts for w in p.split()):
        return None
    return tuple(f"{sur}, {given.rstrip('. ')}" for sur, given in pairs)


def sole_author(text: str) -> bool:
    """A line holding one person's name only (a thesis, a single-author paper)."""
    s = _MARKS.sub(" ", COMBINING.sub("", text)).strip().rstrip(".")
    return bool(_PERSON.match(s)) and not any(w.lower() in _NOT_NAMES for w in s.split())


# The date a right-hand column sets on the authors' line ("A. Roe, B. Lee | Jun. 2024"): a
# column's gap, then a month and a year or a year alone.
_DATE_COLUMN = re.compile(r"\s\|\s+(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d\d\s*$")


def date_column(text: str) -> tuple[str, str]:
    """(the line before its date column, that date or ""); or (an author list, the venue
    set in a column beside it: "A. Roe, B. Lee | J. Lakes 12, 104"), as a page sets its
    papers' authors and venues in two columns under their titles. A column of one word
    ("A. Roe, B. Lee | Workshop") is more often a venue wrapped beside the author list."""
    if " | " not in text:
        return text, ""
    m = _DATE_COLUMN.search(text)
    if m:
        return text[: m.start()], text[m.start() :].strip(" |")
    head, _, column = text.partition(" | ")
    if (
        len(column.split()) >= 2
        and len(author_names(head) or ()) >= 2
        and not DANGLING.search(head.rstrip())
    ):
        return head, column.strip(" |")
    return text, ""


@functools.lru_cache(maxsize=8192)
def is_author_line(text: str) -> bool:
    """A line holding a whole author list (not one that breaks off at a comma), with the
    date of a right-hand column after it at most."""
    text = date_column(text)[0]
    return not DANGLING.search(text.rstrip()) and bool(author_names(text))


def leading_authors(text: str) -> tuple[list[str], str] | None:
    """(names, rest) when ``text`` opens with an author list and goes on with more
    ("Lee, A., & Wu, B. (2021). Title", "S. Ahmadi, E. Kabir, Title of It, Venue")."""
    found = _leading_authors(text)
    return (list(found[0]), found[1]) if found else None


@functools.lru_cache(maxsize=8192)
def _leading_authors(text: str) -> tuple[tuple[str, ...], str] | None:
    s = _YEAR_LEAD.sub("", text)
    best = None
    for m in _CUT.finditer(s):
        rest = s[m.end() :].strip(" .,:;")
        if len(rest) < 10:
            break
        names = _author_names(s[: m.start()])
        if not names and CITED_YEAR.match(s[m.end() :]):
            names = _sole_author(s[: m.start()])  # "Wu, C. (2020). Title"
        if names:
            best = (names, rest)
        elif _NOT_A_NAME.search(s[: m.start()]):
            break  # the text has gone past the names (a year, a lower-case word)
    return best


CITED_YEAR = re.compile(r"\((?:19|20)\d\d[a-z]?\)[.,]?\s|(?:19|20)\d\d[a-z]?\.\s")


def _sole_author(text: str) -> tuple[str, ...] | None:
    """One author written "Wu, C.", "Wu, Chen J." or "Chen Wu" (before the year of an APA
    citation)."""
    s = _MARKS.sub(" ", text).strip().rstrip(".")
    m = re.fullmatch(r"(.+?),\s*(.+)", s)
    if m and _SURNAMES.match(m.group(1)) and _GIVEN_INITIAL.match(m.group(2)):
        return (f"{m.group(1)}, {m.group(2).rstrip('.')}",)
    return (s,) if sole_author(s) else None


_NOT_A_NAME = re.compile(rf"\d|[:?!\"“”]|\s(?!(?:and|et|al|{_PARTICLE})\b)[a-z]{{2,}}")


# A year or a number set in a margin column before a citation ("2020 | [C.3] | A. Lee"),
# or a year set before it with a colon ("2020: A. Lee and B. Wu: Title").
_YEAR_LEAD = re.compile(
    r"^(?:\s*(?:[\[(]?(?:19|20)\d\d[\])]?|\[[A-Z]{0,2}\.?\d{1,3}\]|\d{1,3}\.)\s*[|:]?)+\s*(?=\S)"
)
# Where the authors may end: a stop, a comma, the year, or a colon before the title.
_CUT = re.compile(r"\.\s+|,\s+|:\s+|\s+(?=\((?:19|20)\d\d)|(?<=\))\.?\s+")


# A word cut at its hyphen at a line's end ("Multi-", "pp. 12-", a dash alone): it goes on
# below. A word set between hyphens ("-PDF-", a link's label) is whole.
CUT_WORD = r"(?:^|\s)(?:[^\s-]\S*)?-"
# A list that breaks off at the end of a line ("A. Lee, B. Wu,"), or a cut word: it goes
# on below.
DANGLING = re.compile(rf"(?:[,&;]|\band|{CUT_WORD})$")
