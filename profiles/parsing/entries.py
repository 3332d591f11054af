"""Splitting a section into entries, and reading the parts of an entry head.

An entry starts at an entry heading (a Markdown heading that is not a section
word), else at a top-level bullet when the section is a bullet list, else at a
plain line that follows bullets or that carries a date when the entry being
built already has one. A date alone, a blank line, then a block: the block is
that date's entry.
"""

from __future__ import annotations

import collections
import functools
import itertools
import re
from dataclasses import dataclass, field

from . import institutions
from .dates import OPEN_BEFORE, DateRange, find_range
from .model import EARNED_DEGREES
from .text import CELL, Line, both_scripts, cjk_count


@dataclass
class Entry:
    lines: list[Line] = field(default_factory=list)
    heading: Line | None = None
    place: Line | None = None  # the line naming the place, when it is above the entry
    courses: list[Line] = field(default_factory=list)  # dated courses a teaching role lists

    @property
    def span(self) -> list[int]:
        return [self.lines[0].no, self.lines[-1].no] if self.lines else []

    @property
    def head(self) -> list[Line]:
        """The entry's own lines before its bullet details (plus a leading bullet)."""
        out = []
        for i, ln in enumerate(self.lines):
            if ln.bullet and i > 0:
                break
            out.append(ln)
        return out

    @property
    def body(self) -> list[Line]:
        head = self.head
        return self.lines[len(head) :]


def _without_leading_marks(lines: list[Line]) -> list[Line]:
    """A section's lines without the marks alone that open it ("." or "***" under the
    heading, a text CV's decoration): taken for the first entry's head, they made one
    entry of the whole list below them."""
    i = 0
    while i < len(lines) and (
        lines[i].blank or not (lines[i].bullet or _WORD_CHAR.search(lines[i].text))
    ):
        i += 1
    return lines[i:] if i else lines


def _blocks(lines: list[Line]) -> list[list[Line]]:
    """The blank-separated blocks of lines."""
    blocks: list[list[Line]] = [[]]
    for ln in lines:
        if ln.blank:
            if blocks[-1]:
                blocks.append([])
        else:
            blocks[-1].append(ln)
    return [b for b in blocks if b]


def _block_starts(blocks: list[list[Line]], dated: set[int]) -> set[int]:
    """Line numbers that open a blank-separated block, when blocks are multi-line
    entries (a CV that separates entries, not lines, by blank lines)."""
    if len(blocks) < 2 or sum(len(b) for b in blocks) / len(blocks) < 1.5:
        return set()
    # A block set deeper than the first entry's margin ("    导师: X" after a blank line) goes
    # on with the entry above it, and so does a block under a date alone.
    margin = blocks[0][0].indent
    return {
        b[0].no for b in blocks if (b[0].indent < margin + 2 or b[0].level) and b[0].no not in dated
    }


def _under_dates(blocks: list[list[Line]]) -> set[int]:
    """The lines of each block right under a block that is only a date range ("2021--2023",
    a blank, then the role's lines): the block is that date's entry, and a date in it
    ("2014: exchange term at X") is one of its details."""
    return {
        ln.no
        for above, block in itertools.pairwise(blocks)
        if len(above) == 1 and date_only(above[0])
        for ln in block
    }


# A subheading that sorts a section's entries by time ("### Current", "### Past Positions",
# "Earlier"): a label over the entries, not an entry's heading.
_TIME_GROUP = re.compile(
    r"(?i)^(?:current(?:ly)?|present|previous(?:ly)?|past|former|earlier|recent|older)"
    r"(?:\s+(?:positions?|appointments?|roles?|employment|jobs?|work))?\W*$"
)


def _time_groups(lines: list[Line]) -> list[Line]:
    """The lines without subheadings that only sort the entries by time ("### Current" /
    "* Lecturer, Hill University (since 2025)" / "### Previous" / "* 2019-2025, ..."):
    with them the list below each was read as one entry headed by a word of time."""
    return [ln for ln in lines if not (ln.level and _TIME_GROUP.match(ln.text.strip(" *_#:")))]


def split_entries(lines: list[Line]) -> list[Entry]:
    lines = _time_groups(_without_leading_marks(lines))
    content = [ln for ln in lines if not ln.blank]
    if not content:
        return []
    blocks = _blocks(lines)
    under_dates = _under_dates(blocks)
    block_starts = _block_starts(blocks, under_dates)
    entries: list[Entry] = []
    # Entries open at headings only if more than the first line is one: a lone heading
    # over the list ("Academic Qualifications", a docx heading style on the first place)
    # opens the first entry, and the others are told apart as plain lines are.
    has_headings = bool(content[0].level) and any(ln.level for ln in content[1:])
    first_plain = next((ln for ln in content if not ln.level), None)
    bullets = [ln for ln in content if ln.bullet]
    top = min((ln.indent for ln in bullets), default=0)
    bullet_style = bool(first_plain is not None and first_plain.bullet)
    flat = bullet_style and _flat_dated_list(content)
    cur: Entry | None = None
    prev: Line | None = None
    plain_mode = not (has_headings or bullet_style)
    hanging = plain_mode and _hanging_indent(content)
    grouped = plain_mode and _opens_with_place(content)
    dates_above = _dates_above_headings(content)
    dates_below = plain_mode and not hanging and _dates_below(content)
    for ln in content:
        start = False
        if _role_under_dated_head(ln, prev, cur):
            pass
        elif has_headings or ln.level:
            start = bool(ln.level)
        elif bullet_style:
            start = ln.bullet and ln.indent <= top and (not flat or _dated_item(ln))
            start = start or _plain_block_after_items(ln, cur, block_starts, top)
        elif hanging:
            start = ln.indent == hanging[0] and not ln.bullet
        else:
            if ln.no in block_starts or (
                not ln.bullet
                and (
                    (
                        prev is not None
                        and prev.bullet
                        and not dates_below
                        and not _DETAIL_LABEL.match(ln.text)
                    )
                    or (
                        cur is not None
                        and ln.no not in under_dates
                        and find_range(ln.text)
                        and not _dated_after_a_sentence(ln)
                        and not _STAMP.match(ln.text)
                        and not _DETAIL_LABEL.match(ln.text)
                        and any(find_range(x.text) for x in cur.lines if not x.bullet)
                    )
                    or (cur is not None and _another_degree(ln, cur))
                )
            ):
                start = True
        if cur is None or start:
            moved: list[Line] = []
            if dates_below and cur is not None and ln.no not in block_starts:
                moved = _after_dates(cur)
            elif (
                plain_mode
                and cur is not None
                and ln.no not in block_starts
                and find_range(ln.text)
                and not _names_its_place(ln.text)
            ):
                moved = _trailing_head_lines(cur, ln.indent, grouped, _lead(entries))
            if dates_above and ln.level and cur is not None and date_only(cur.lines[-1]):
                moved = [cur.lines.pop()]  # "Mar 2024 – present" / "### Role": the role's
            cur = Entry(heading=ln if ln.level else None)
            entries.append(cur)
            cur.lines.extend(moved)
        cur.lines.append(ln)
        prev = ln
    return [e for e in entries if e.lines]


# A sentence's end in Chinese (in English a full stop also closes a field: "Hill
# University. 2018–2021.").
_SENTENCE_END = re.compile(r"[。！？]")


def _plain_block_after_items(ln: Line, cur: Entry | None, block_starts: set[int], top: int) -> bool:
    """ "• Ph.D., Hill University (2019 – now)", a blank line, then "Vale College" at the
    list's margin: a short plain block that names a place or a degree after a dated item
    opens an entry of its own."""
    return (
        not ln.bullet
        and ln.no in block_starts
        and ln.indent <= top
        and len(ln.text) <= 60  # a name, not a paragraph of prose about one
        and cur is not None
        and any(find_range(x.text) for x in cur.lines)
        and bool(degree_of(ln.text) or ORG_WORDS.search(ln.text))
    )


def _dated_item(ln: Line) -> bool:
    """A line that carries a date range, not after a sentence nor behind a label."""
    return bool(
        find_range(ln.text) and not _dated_after_a_sentence(ln) and not _DETAIL_LABEL.match(ln.text)
    )


def _flat_dated_list(content: list[Line]) -> bool:
    """A list whose items are all bullets at one margin, a few of them dated and named
    ("- Hill University, Boston [2014-2018]", or that line in bold) and the others
    undated ("- Research Assistant @ Vision Lab", "- Supervisor: Ann Lee"): a nested list
    whose nesting was lost, as a document's list paragraphs often lose it; each dated
    item opens a record and the undated items below it are its details, not records of
    their own."""
    bullets = [ln for ln in content if ln.bullet]
    dated = [ln for ln in content if _dated_item(ln)]
    items = [ln for ln in content if ln.bullet or (ln.level and ln in dated)]
    if len(items) != len(content) or len({ln.indent for ln in bullets}) != 1:
        return False  # a bold line with its dates may open a record too
    return 2 <= len(dated) <= len(content) - len(dated) and not any(map(date_only, dated))


def _dated_after_a_sentence(ln: Line) -> bool:
    """ "……的学术志趣。预计于 2024 年 3 月获硕士学位。": a line whose first date comes after
    the end of a sentence goes on with a paragraph; it opens no entry."""
    dr = find_range(ln.text)
    return dr is not None and bool(_SENTENCE_END.search(ln.text[: dr.span[0]]))


def _role_under_dated_head(ln: Line, prev: Line | None, cur: Entry | None) -> bool:
    """A bold line right below (no blank line between) the one plain line an entry has so
    far, which names it and its dates ("*Lumen Ltd*, Boston | Jan 2021 – Present" /
    "**Data Scientist**"): the entry's role, not the heading of the next entry; opening
    one there gave the role to the entry below and its dates."""
    return bool(
        ln.level == 7
        and cur is not None
        and prev is not None
        and len(cur.lines) == 1
        and cur.lines[0] is prev
        and prev.no == ln.no - 1
        and not prev.level
        and not prev.bullet
        and find_range(prev.text)
        and not date_only(prev)
    )


_WORD_CHAR = re.compile(r"\w")


def date_only(ln: Line) -> bool:
    """Does the line hold a date range and no word besides ("2019.09 – 2024.06")?"""
    dr = find_range(ln.text)
    return dr is not None and not _WORD_CHAR.search(remove_span(ln.text, dr))


def _dates_above_headings(content: list[Line]) -> bool:
    """A section whose headings have their dates written above them ("Mar 2024 – present"
    / "### PhD Researcher" / "Donders Institute"): it opens with a line of dates alone and
    a heading, or, after an introduction, the first of its entries' headings (those of the
    level most of its headings have) and most of them, two or more, stand right under a
    line of dates alone. A line of dates alone right above a heading is then that
    heading's, not the last line of the entry before."""
    if len(content) > 1 and not content[0].level and content[1].level and date_only(content[0]):
        return True
    levels = collections.Counter(ln.level for ln in content if ln.level)
    if not levels:
        return False
    level = levels.most_common(1)[0][0]
    heads = [i for i, ln in enumerate(content) if ln.level == level]
    under = [i for i in heads if i and not content[i - 1].level and date_only(content[i - 1])]
    return bool(under) and under[0] == heads[0] and len(under) >= 2 and len(under) * 2 > len(heads)


def _dates_below(content: list[Line]) -> bool:
    """A list whose entries end on their dates ("Hill University" / "Ph.D. in Physics" /
    "GPA: 3.9/4.0" / "2018 – 2023" / "Vale University" / ...): it opens on a place alone,
    undated, and the line after its first dated line (past details with a label) names a
    place alone again."""
    if len(content) < 4 or not _place_alone(content[0]):
        return False
    first = next((i for i, ln in enumerate(content) if find_range(ln.text)), 0)
    after = [ln for ln in content[first + 1 :] if ":" not in ln.text and "：" not in ln.text]
    return first > 0 and bool(after) and _place_alone(after[0])


def _after_dates(entry: Entry) -> list[Line]:
    """The lines of ``entry`` after its last dated line: in a list whose entries end on
    their dates, the next entry's."""
    dated = [i for i, ln in enumerate(entry.lines) if find_range(ln.text)]
    if not dated:
        return []
    moved = entry.lines[dated[-1] + 1 :]
    del entry.lines[dated[-1] + 1 :]
    return moved


def _hanging_indent(content: list[Line]) -> tuple[int] | None:
    """Entries set with a hanging indent: every entry's first line at one margin and
    its continuation lines indented deeper ("  Trinity College, ..." / "      Thesis:").
    Returns (margin,) when the section is laid out that way."""
    indents = [ln.indent for ln in content if not ln.bullet]
    if len(indents) < 3:
        return None
    margin = min(indents)
    firsts = [ln for ln in content if ln.indent == margin and not ln.bullet]

    def continues(ln: Line) -> bool:
        # Dates alone far to the right are a column of dates, not a continuation line.
        return ln.indent >= margin + 2 and not (ln.indent >= margin + 20 and date_only(ln))

    deeper = [ln for ln in content if continues(ln)]
    if len(firsts) < 2 or len(deeper) < 2 or content[0].indent != margin:
        return None
    # Each margin line opens an entry only if most of them are followed by deeper lines.
    followed = sum(1 for a, b in itertools.pairwise(content) if a.indent == margin and continues(b))
    return (margin,) if followed * 2 >= len(firsts) else None


def _names_its_place(text: str) -> bool:
    """A dated line that names its own institution and degree ("2010 – 2011 | 硕士, 某某大学")
    opens its entry by itself: the lines above it belong to the entry before."""
    rest = remove_span(text, find_range(text))
    place = ORG_WORDS.search(rest) or institutions.find_in(rest)
    return bool(place and degree_of(rest))


def _another_degree(ln: Line, cur: Entry) -> bool:
    """A line that names a degree and its school ("B.Sc. Physics, Vale University") below
    an entry that names a degree of another kind ("M.Sc. Geology, Hill University"): the
    next record of a list of degrees written one a line, without dates or blank lines."""
    text = _BRACKETED.sub(" ", ln.text)  # not a place its note names ("(courses: ...)")
    found = degree_of(text) if not ln.bullet else None
    if not found or _LEVEL_WORD.fullmatch(found[1].group(0)) or not _names_its_place(text):
        return False
    named = {d[0] for x in cur.lines if (d := degree_of(x.text))}
    return bool(named) and found[0] not in named


_BRACKETED = re.compile(r"[(（][^)）]*[)）]")
# "Undergraduate", "Graduate": a level of study ("Undergraduate TA for X"), no degree's name.
_LEVEL_WORD = re.compile(r"(?i)(?:under)?graduate")


_ABBREVIATION_END = re.compile(r"\b(?:Inc|Ltd|Co|Corp|Univ|Dept|Tech|Assoc)\.$")


def _head_like(ln: Line) -> bool:
    """A short title/organisation line (not a description, label or location)."""
    t = ln.text
    if ln.bullet or not t or len(t.split(" | ")[0]) > 80 or t.endswith(("。", ":", "：")):
        return False
    if t.endswith(".") and not _ABBREVIATION_END.search(t) and not _degree_alone(t):
        return False  # a sentence, but "Mech-Mind Robotics Inc." is a name, "M.S." a degree
    if find_range(t) or is_location(t) or re.search(r"[:：]", t):
        return False
    # The first column holds the name ("Department of X, Y University | Beijing, China").
    words = len(t.split(" | ")[0].split())
    return (words <= 8 or (words <= 12 and bool(ORG_WORDS.search(t)))) and cjk_count(t) <= 20


def _degree_alone(text: str) -> bool:
    """A line that is a degree's abbreviation and nothing more ("M.S.", "Ph.D.", "B.A."):
    a table's cell, its full stop the abbreviation's."""
    found = degree_of(text)
    return bool(found) and found[1].start() == 0 and found[1].end() >= len(text.rstrip(".")) - 1


def _lead(entries: list[Entry]) -> int | None:
    """How many lines the entries so far set above their date line, at most ("Hill Lab" /
    "2019 – 2021" / "Research Intern": one); None when none is dated below its first line."""
    leads = []
    for e in entries:
        dated = next((i for i, ln in enumerate(e.lines) if find_range(ln.text)), None)
        if dated and not any(ln.bullet for ln in e.lines[:dated]):
            leads.append(dated)
    return max(leads) if leads else None


def _trailing_head_lines(
    entry: Entry, indent: int = 0, grouped: bool = False, lead: int | None = None
) -> list[Line]:
    """Lines at the end of ``entry``, after its own date line, that name the next
    entry's organisation/title (LinkedIn: "Google / Research Intern / June 2020 - ...").
    Lines indented deeper than the next entry's date line are this entry's own (a
    column of text beside a column of dates). ``grouped``: the list names each place
    on a line of its own above the dated roles held there. ``lead``: the most lines an
    entry of the list sets above its dates; the next entry takes no more than that
    ("Hill Lab" / "2019 – 2021" / "Research Intern" / "Vale Lab" / "2017 – 2019": the
    role below the dates stays with them)."""
    dated = [i for i, ln in enumerate(entry.lines) if find_range(ln.text)]
    last = entry.lines[-1]
    employer = _place_alone(last) or _named_at(last) or (grouped and _bare_name(last))
    if grouped and len(entry.lines) > 1 and dated == [0] and employer:
        return [entry.lines.pop()]  # "2021-2022 | TA, X" / "Hill University" / "2018 | TA, Y"
    if not dated or dated[0] == 0:
        return []  # an entry that opens on its dates keeps the lines after them
    i = len(entry.lines)
    floor = dated[0] if lead is None else max(dated[0], len(entry.lines) - lead - 1)
    while i - 1 > floor and entry.lines[i - 1].indent <= indent and _head_like(entry.lines[i - 1]):
        i -= 1
    moved = entry.lines[i:]
    del entry.lines[i:]
    return moved


def _place_alone(ln: Line) -> bool:
    """A line that names a place and nothing else ("Hill University")."""
    t = ln.text
    if not _head_like(ln) or TITLE_WORDS.search(t) or len(t.split()) > 8:
        return False
    return bool(ORG_WORDS.search(t) or institutions.find_in(t))


def _named_at(ln: Line) -> bool:
    """A line that names an employer by a name and its city, and nothing else
    ("Kestrel Dynamics, Austin, TX", "Quillmark Analytics | Denver, CO")."""
    parts = re.split(r"\s+\|\s+|,\s*", ln.text, maxsplit=1)
    if len(parts) < 2 or not _head_like(ln) or TITLE_WORDS.search(ln.text):
        return False
    name, rest = parts[0].strip(), parts[1].strip()
    words = name.split()
    return 0 < len(words) <= 5 and all(w[:1].isupper() for w in words) and is_location(rest)


def employer_beside_its_city(entry: Entry) -> str | None:
    """The employer's name, when an entry is one undated line naming an employer by its
    name and its city and nothing else ("Kestrel Dynamics   Austin, TX"): the line a list
    sets above the roles held there."""
    if len(entry.lines) != 1 or entry.lines[0].bullet or not _named_at(entry.lines[0]):
        return None
    return re.split(r"\s+\|\s+|,\s*", entry.lines[0].text, maxsplit=1)[0].strip()


def _opens_with_place(content: list[Line]) -> bool:
    """The list opens on a place alone, its dated roles below it ("Hill University" /
    "2024 Fall | Instructor, X" / "2023 Fall | Teaching Assistant, Y"); or on a bare name
    above a dated role ("Kestrel Dynamics" / "Data Scientist   2018 – 2021"), which the
    role's line shows to be its employer."""
    if len(content) <= 2 or find_range(content[0].text) or find_range(content[1].text) is None:
        return False
    if _place_alone(content[0]) or _named_at(content[0]):
        return True
    role = remove_span(content[1].text, find_range(content[1].text))
    return _bare_name(content[0]) and bool(TITLE_WORDS.search(role)) and not content[1].bullet


def _bare_name(ln: Line) -> bool:
    """A short capitalised line that names no role, no date and no sentence ("Kestrel
    Dynamics"): where the list sets its employers on lines of their own, an employer."""
    words = ln.text.split()
    return (
        _head_like(ln)
        and 0 < len(words) <= 6
        and ln.text[:1].isalpha()
        and not ln.text[:1].islower()
        and not TITLE_WORDS.search(ln.text)
        and not degree_of(ln.text)
    )


# --- vocabularies ------------------------------------------------------------

DEGREES = [
    ("postdoc", r"post-?doc\w*|博士后"),
    ("phd", r"ph\.?\s?d\b\.?|doctor of (?!medicine|dental|pharmacy|veterinary|osteopath|jurisprudence|law|optometry|nursing practice)[a-z]+|ed\.\s?d\.|psy\.\s?d\.|d\.\s?eng\.|doctoral|doctorate|d\.?\s?phil|dr\.?-ing\.?|sc\.\s?d\.|d\.\s?sc\.|博士研究生|博士生|博士|直博|(?:本)?硕博连读|dr\. rer|doctorat|dottorato|doctorado|doutorado|doktorat|promotion(?=\s+(?:in|im|zum|zur)\s)|dr\.\s?(?:med|phil|sc|techn)\.(?=\s*(?:[,(|–-]|$|(?:in|at)\s))|candidate of (?:[\w-]+\s+){0,2}sciences?|박사"),  # noqa: E501
    ("master", r"master'?s?|m\.\s?s\.?c?\b|m\.\s?sc\b|m\.\s?eng\b|m\.\s?e\.|m\.\s?a\.|m\.\s?a(?=\s+(?:in|of)\s)|m\.\s?phil|mphil|msc|(?-i:MEng|MENG)|(?-i:ME)(?=\s+(?:in|of)\s+(?-i:[A-Z]))|mba|mres|m\.?\s?tech\.?|mast|(?-i:MS|MA|MSc|MPhil)(?=\.?\s+(?:in|of|by\s+research)\s|\.?\s*[,(]|\.?\s*$|\.\s)|msci|mmath|mphys|mchem|m\.?\s?a\.?\s?sc\.?|magister|laurea magistrale|laurea specialistica|ma[îi]trise|mestrado|máster|dipl\.?-\s?ing\.?|diplom(?:-\w+)?|(?:engineer|specialist)['’]?s?\s+(?:degree|diploma)|dipl[ôo]me d['’]ing[ée]nieur|s\.\s?m\.(?=\s)|m\.\s?p\.\s?[hpa]\.|(?-i:MPH)|m\.\s?f\.\s?a\.|m\.\s?ed\.|m\.\s?arch\.|ll\.\s?m\.|硕士研究生|硕士|研究生|本硕连读|magist[èe]re|cand\.\s?(?:scient|polyt|mag|oecon|real|philol)\.?|dipl\.-\s?(?:phys|math|inf|chem|biol|psych|kfm)\.?|m\.\s?(?:math|stat)\.?|ing[ée]nieur\s+dipl[ôo]m[ée]|bs-ms|修士|석사"),  # noqa: E501
    ("bachelor", r"bachelor'?s?|b\.\s?s\.?c?\b|[sa]\.\s?b\.|b\.\s?sc\b|b\.\s?eng\b|b\.\s?e\.|b\.\s?a\.|b\.\s?a(?=\s+(?:in|of)\s)|b\.\s?m\.|bsc|(?-i:BEng|BENG)|(?-i:BE)(?=\s+(?:in|of)\s+(?-i:[A-Z]))|b\.?\s?tech\.?|(?-i:BS|BA)(?=\.?\s+(?:in|of)\s|\.?\s*[,(]|\.?\s*$|\.\s)|undergrad(?:uate)?|b\.\s?a\.\s?sc\.?|bba|b\.\s?b\.\s?a\.|b\.\s?ed\.|b\.\s?arch\.|b\.\s?f\.\s?a\.|ll\.\s?b\.|laurea triennale|licence(?=\s+(?:en|de|d['’]|in)\b)|licenciatur[ae]|grado(?=\s+en\s)|bakalavr|b\.\s?(?:math|stat)\.?|bacharelado|学士|本科|학사"),  # noqa: E501
    ("visiting", r"visiting|exchange|erasmus|(?:study|semester|year)\s+abroad|联合培养|summer\s+\w*s+ion|summer school|summer program|non-degree|交换|访问|访学|暑期|学术交流|交流生|交流学习"),  # noqa: E501
    ("highschool", r"high school|senior student|secondary school|higher secondary|class\s+(?:xii|x|10th|12th)|a[- ]levels?|abitur|baccalaur[ée]at|diploma di maturit[àa]|ib diploma|international baccalaureate|高中|中学"),  # noqa: E501
]  # fmt: skip
# Degree words stand alone: "B.Eng" is a degree, "Bengaluru" is a city; "MEng" is a degree,
# "Meng" and "Beng" are given names ("Prof. Meng Jiang").
DEGREES = [(k, both_scripts(p)) for k, p in DEGREES]
_DEGREE_RES = [(k, re.compile(rf"(?<![A-Za-z])(?:{p})(?![A-Za-z])", re.I)) for k, p in DEGREES]
_ANY_DEGREE = re.compile(
    r"(?<![A-Za-z])(?:" + "|".join(p for _, p in DEGREES) + r")(?![A-Za-z])", re.I
)

TITLE_WORDS = re.compile(
    r"(?<![A-Za-z])(?:intern(?:ship)?|assistant|engineer|developer|researcher|scientist|tutor|"
    r"lecturer|instructor|professor|post-?doc\w*|fellow|manager|consultant|analyst|member|"
    r"lead|leader|head|director|founder|co-founder|architect|programmer|designer|officer|"
    r"associate|specialist|technician|coordinator|president|chair|captain|aide|ta|ra|sde|swe|"
    # Trades outside research ("Science Journalist", "Graduate Trainee").
    r"journalist|reporter|writer|translator|interpreter|teacher|trainee|apprentice|economist|"
    r"statistician|curator|librarian|accountant|auditor|physician|clinician|nurse|pharmacist|"
    r"therapist|counsell?or|clerk|"
    # German roles ("Wissenschaftlicher Mitarbeiter", "Praktikantin", "Werkstudent").
    r"mitarbeiter(?:in)?|praktikant(?:in)?|doktorand(?:in)?|werkstudent(?:in)?|dozent(?:in)?|"
    r"hilfskraft|"
    # A scientist named by the science ("Research Geologist", "Staff Ecologist", "Chemist").
    r"[a-z]*ologist|physicist|chemist|mathematician|"
    # A scholar in a role held at a place, not an honour ("Rhodes Scholar", "Google Scholar").
    r"(?:visiting|postdoctoral|research|guest)\s+scholar)s?(?![A-Za-z])"
    + both_scripts(
        r"|实习生|实习|研究员|工程师|助教|助理|研究助理|开发|经理|主席|部长|班长|负责人|科学家"
        r"|分析师|设计师|架构师|顾问|总监|主管|专员|合伙人|创始人|总裁|董事|记者|教师"
        r"|(?:教授|讲师)(?![一-鿿])"
    ),
    re.I,
)
ORG_WORDS = re.compile(
    r"(?<![A-Za-z])(?:university|universit[éà]|"
    # "University" misspelt by a letter or two ("Univesity", "Univeristy", "Universty").
    r"univ[a-z]{3,5}ty|institute|institut|college|school|lab|labs|laboratory|"
    r"laboratories|center|centre|department|dept|academy|inc|corp|corporation|company|ltd|llc|"
    r"group|foundation|hospital|bank|technologies|faculty|polytechnic|gmbh|universidad|universidade|"
    r"universit[àäa]t?|hochschule|politecnico|polytechnique|[ée]cole|instituto|istituto|liceo|"
    r"lyc[ée]e|gymnasium|vidyalaya|vidyalayam|vidyapeeth|"
    # The word for a university or school in more languages ("Scuola Normale Superiore").
    r"scuola|escuela|escola|universiteit|universitet|uniwersytet|univerzit[ae]t?|universiti|"
    r"universitas|[üu]niversitesi|yliopisto|h[öo]gskola|hogeschool|fachhochschule|"
    r"polit[ée]cnica|πανεπιστήμιο|университет|"
    # A laboratory, centre or institute in more languages ("Laboratoire d'Informatique X").
    r"laboratoire|laboratorio|laboratorium|centro|zentrum|centrum|instytut|institutet|"
    # An observatory is a research institute ("Hill Observatory", "Observatoire de X").
    r"observatory|observatories|observatoire|observatorio|osservatorio|sternwarte)(?![A-Za-z])"
    # "Univ. Lakemont", "Univ.Vale Coast": a university's word cut short before its name.
    r"|(?<![A-Za-z])univ\.(?=\s?[A-Z])"
    + both_scripts(
        r"|大学|学院|研究院|研究所|实验室|公司|中心|集团|学校|中学|科学院|部门|研究组|银行"
    ),
    re.I,
)
COUNTRIES = (
    "china|usa|u\\.s\\.a?\\.?|united states|us|canada|australia|singapore|japan|korea|south korea|"
    "germany|france|uk|u\\.k\\.|united kingdom|england|switzerland|netherlands|sweden|italy|spain|"
    "india|hong kong|hong kong sar|taiwan|macau|israel|saudi arabia|new zealand|austria|belgium|"
    "denmark|finland|norway|ireland|scotland|russia|brazil|uae|united arab emirates|ghana|"
    "nigeria|kenya|south africa|egypt|turkey|t[üu]rkiye|greece|portugal|poland|czech republic|"
    "mexico|chile|argentina|colombia|vietnam|thailand|malaysia|indonesia|pakistan|bangladesh|"
    "iran|remote|remotely|virtual|online|中国"
)
_COUNTRY_RE = re.compile(rf"^(?:{COUNTRIES})$", re.I)
_STATE_RE = re.compile(r"^[A-Z]{2}$")
_LOCATION_LINE = re.compile(
    rf"^(?:[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*)*,\s*)*(?:[A-Z]{{2}}|(?i:{COUNTRIES}))"
    rf"(?:\s*[/&]\s*\w+)*$|^(?i:{COUNTRIES})$"
)


def _state(text: str, m: re.Match) -> bool:
    """Is the "MA" or "MS" matched a US state ("Amherst MA, USA", "Boston, MA")?"""
    if _STATE_AFTER.match(text, m.end()):
        return True
    return (
        m[0] in ("MA", "MS")
        and bool(_CITY_BEFORE.search(text, 0, m.start()))
        and (bool(_STATE_END.match(text, m.end())) or _degree_follows(text, m.end()))
    )


def _degree_follows(text: str, at: int) -> bool:
    """A degree of its own right after a comma ("Northbridge, MA, B.Sc. in Physics"): the
    letters before it close the place, not name a degree."""
    after = _COMMA_AFTER.match(text, at)
    found = degree_of(text[after.end() :]) if after else None
    return bool(found and found[1].start() == 0)


@functools.lru_cache(maxsize=16384)
def degree_of(text: str) -> tuple[str, re.Match] | None:
    bare = _BARE_DEGREE.match(text)
    if bare:  # "BS Psychology", "MA Economics": the degree opens the line
        return ("bachelor" if bare.group(1)[0] == "B" else "master"), bare
    if not _ANY_DEGREE.search(text):
        return None  # one pass decides for the many lines that name no degree
    best = None
    for kind, rx in _DEGREE_RES:
        for m in rx.finditer(text):
            if kind != "postdoc" and _is_role(text, m):
                continue  # "Graduate Research Assistant", "PhD Intern": a job, not a degree
            if kind == "master" and _state(text, m):
                continue  # "Amherst MA, USA": a state, not a Master of Arts
            if best is None or m.start() < best[1].start():
                best = (kind, m)
            break
    if best and best[0] in ("bachelor", "master"):
        # "MSc/PhD Student", "M.S./Ph.D. program": a programme that leads to a doctorate;
        # "B.S.-M.S. Integrated Degree", "B.Tech - M.Tech Dual Degree", joined by a dash,
        # one that leads to a master's ("BSc/MSc (diploma)" names the two levels it spans).
        joint = _JOINT.match(text, best[1].end())
        later = degree_of(text[joint.end() :]) if joint else None
        dashed = joint is not None and "/" not in joint.group(0)
        higher = ("master", "phd") if best[0] == "bachelor" and dashed else ("phd",)
        if later and later[1].start() == 0 and later[0] in higher:
            return later[0], _JOINT_DEGREE.match(text, best[1].start())
    if best and "quivalent" in text:
        # "Vor-Diplom (BSc equivalent)": the kind the CV equates its degree with.
        said = _EQUIVALENT.match(text, best[1].end())
        kind = degree_of(said.group(1) or said.group(2)) if said else None
        if kind and kind[0] in EARNED_DEGREES:
            return kind[0], best[1]
    return best


# The degree a CV equates its own with, right after it: "(BSc equivalent)", "(equivalent to
# an MSc)".
_EQUIVALENT = re.compile(
    r"\s*[(（]\s*(?:equivalent\s+to\s+(?:an?\s+)?([^()（）]{2,30}?)|([^()（）]{2,30}?)\s+equivalent)"
    r"\s*[)）]",
    re.I,
)


_BARE_DEGREE = re.compile(r"^\s*(BS|BA|MS|MA|BSc|MSc)\s+(?=[A-Z][a-z])")
_STATE_AFTER = re.compile(r"(?<=[A-Z])\s*,\s*(?:USA|U\.S\.A?\.?|US|United States)\b|\s+\d{5}\b")
# "Hill University, Boston, MA": a state closing the place a city opens, after the
# entry's first field, with nothing but its dates after it.
# The city is set off from the place before it by a comma, a bar or a column gap
# ("Hill University          Boston, MA").
_CITY_BEFORE = re.compile(r"(?:,|\s\|\s|\s{2})\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*,\s*$")
_COMMA_AFTER = re.compile(r"\.?\s*,\s*")
_STATE_END = re.compile(r"\s*(?:[|(–—~-]|\d|$)")
_JOINT = re.compile(r"\.?\s*[/–-]\s*")
_JOINT_DEGREE = re.compile(r"\S+")


_ROLE_AFTER = re.compile(
    r"^\s*(?:[\w-]+\s+){0,2}?(?:research\s+)?(?:intern|assistant|researcher|engineer|"
    r"scientist|fellow|tutor|instructor|teacher|aide|student researcher|lecturer|"
    r"professor)s?\b"
    r"|^\s*研究员|^\s*实习|^\s*助理"
    # "Undergraduate Research Program/Opportunities": a programme one takes part in.
    r"|^\s*research\s+(?:programs?|programmes?|projects?|opportunit)",
    re.I,
)


def _is_role(text: str, m: re.Match) -> bool:
    after = text[m.end() : m.end() + 40]
    if re.match(r"^\s*(?:student|candidate|program|degree|course)", after, re.I):
        return False
    return bool(_ROLE_AFTER.match(after))


@functools.lru_cache(maxsize=8192)
def is_location(text: str) -> bool:
    t = text.strip().strip(",")
    if not t or len(t) > 60 or t.count(",") > 2 or _DIGIT.search(t):
        return False
    if not (_LOCATION_LINE.match(t) or _COUNTRY_RE.match(t)):
        return False
    last = t.rsplit(",", 1)[-1].strip()
    if t.count(",") == 2 and _STATE_RE.match(last) and not _COUNTRY_RE.match(last):
        return False  # "Tidewell Systems, Seattle, WA": a name before the city and its state
    return not (ORG_WORDS.search(t) or TITLE_WORDS.search(t) or institutions.find_in(t))


@functools.lru_cache(maxsize=8192)
def strip_location(text: str) -> str:
    """ "Tongji University Shanghai, China" -> "Tongji University"."""
    t = text.strip().rstrip(",")
    m = re.match(r"^(.*?\([A-Z][A-Za-z&.\-]{1,12}\))\s+\S.*$", t)
    if m and ORG_WORDS.search(m.group(1)):
        return m.group(1)
    parts = [p.strip() for p in t.split(",")]
    dropped = False
    while len(parts) > 1 and (_COUNTRY_RE.match(parts[-1]) or _STATE_RE.match(parts[-1])):
        parts.pop()
        dropped = True
    if (
        dropped
        and len(parts) > 1
        and not ORG_WORDS.search(parts[-1])
        and len(parts[-1].split()) <= 2
    ):
        parts.pop()
    t = ", ".join(parts)
    words = t.split()
    dropped = False
    if len(words) >= 2 and _COUNTRY_RE.match(words[-1]) and "," not in t and not _known_to_end(t):
        words.pop()
        dropped = True
    if dropped and len(words) >= 3 and ORG_WORDS.search(words[-2]) and words[-1][:1].isupper():
        words.pop()  # "... University Shanghai" -> the city after the name
    return " ".join(words).strip(" ,|-")


def _known_to_end(text: str) -> bool:
    """A known name runs to the end of ``text`` ("Microsoft Research India")."""
    m = institutions.find_in(text)
    return m is not None and m.end >= len(text.rstrip(" .,"))


DURATION = re.compile(
    r"\(?\b\d+\s*(?:years?|yrs?|months?|mos?)\b(?:\s*\d+\s*(?:months?|mos?)\b)?\)?|\(?\b\d+\s*个?(?:年|月)\)?",
    re.I,
)


def remove_span(text: str, dr: DateRange | None) -> str:
    """``text`` without its date range (and a duration such as "(1 year 8 months)")."""
    return _without_span(text, None if dr is None else dr.span)


@functools.lru_cache(maxsize=8192)
def _without_span(text: str, span: tuple[int, int] | None) -> str:
    """``text`` without the date range at ``span`` (see remove_span), which is all of the
    range it reads."""
    if span is None:
        if not _DIGIT.search(text):
            return text
        return DURATION.sub(" ", text).strip() if DURATION.fullmatch(text.strip()) else text
    a, b = span
    before = _GRADUATION_BEFORE.sub("", OPEN_BEFORE.sub("", text[:a]))  # "since", "Class of"
    after = DURATION.sub(" ", text[b:])
    out = before + " " + after
    brackets = before.rstrip()[-1:] + after.lstrip()[:1]
    if brackets in _EMPTIED and before.rstrip()[:-1].strip() and after.lstrip()[1:].strip():
        # "PhD in Physics (2019-2024) Hill University": a bracketed date between two texts
        # parts them as a column gap would.
        out = before.rstrip()[:-1] + " | " + after.lstrip()[1:]
    if "(" in out or "[" in out or "预计" in out or "xpected" in out:
        out = _EMPTY_PARENS.sub(" ", out)
        out = _EXPECTED_WORD.sub(" ", out)
    return " ".join(out.split()).strip(" ,|-–—:;")


# The brackets a date leaves when it is read out of them.
_EMPTIED = ("()", "[]", "（）")
# The brackets a date leaves behind ("[2019-2024] PhD", "PhD (2019–2024)").
_EMPTY_PARENS = re.compile(r"\(\s*(?:预计|expected|exp\.?)?\s*\)|\(\s*\)|\[\s*\]", re.I)
# The words that say what a date is, right before it ("Class of 2020", "Graduated 2019",
# "Anticipated May 2025", "(exp. 2025)"): the date's, not the line's text.
_GRADUATION_BEFORE = re.compile(
    r"(?i)\b(?:class\s+of|graduat(?:ed|ing|ion)(?:\s+(?:in|on|date))?|anticipated|exp\.)"
    r"\s*:?\s*$"
)
_EXPECTED_WORD = re.compile(r"(?i)\bexpected\b|预计")
_DIGIT = re.compile(r"\d")


# "» Anticipated Graduation: 04/2026", "Thesis defense: May 2019": a detail of the entry
# above, however dated.
_DETAIL_LABEL = re.compile(
    r"(?i)^\W*(?:(?:expected|anticipated|planned)\s+(?:date\s+of\s+)?(?:the\s+)?"
    r"(?:\w+\s+)?(?:graduation|completion|defen[cs]e)|thesis(?:\s+\w+)?|defen[cs]e|"
    r"(?:co-?)?(?:supervisors?|advisors?)|预计毕业|导师)\s*[:：]"
)
# "Last updated on May 10, 2025": the document's date, not an entry's.
# "Last updated: May 2024", "© 2025 Jane Roe. All rights reserved.": the page's, not an entry's.
_STAMP = re.compile(
    r"(?i)^\W*(?:last\s+)?(?:updated|modified|revised)\b|^\W*(?:©|\(c\)\s*\d|copyright\b)"
)


def last_cell_dates(text: str) -> DateRange | None:
    """The dates a line's last column holds, and nothing more ("X, Y | Sep - Dec 2018")."""
    if CELL not in text:
        return None
    last = text.rsplit(CELL, 1)[1].strip()
    dr = find_range(last)
    return dr if dr and dr.span[0] == 0 and dr.span[1] >= len(last) - 1 else None


def first_range(lines: list[Line]) -> tuple[DateRange | None, Line | None]:
    """The first date range on these lines (only the start of a long paragraph counts,
    or its last column: "A paragraph on the role ... | 2011 - 2014")."""
    for ln in lines:
        long = len(ln.text) > 200
        dr = (
            (find_range(ln.text[:100]) or last_cell_dates(ln.text)) if long else find_range(ln.text)
        )
        if dr and not _STAMP.match(ln.text):
            return dr, ln
    return None, None


def looks_like_title(text: str) -> bool:
    if not TITLE_WORDS.search(text):
        return False
    return len(text) <= 60 or cjk_count(text) > 0
