"""Sections found by their content when they have no heading. Used by cv.py after
split_sections: a CV that opens, under its name, with lines such as "2020 – 2025 | B.Tech.
in Computer Science" / "Lakeside Institute of Technology" lists its degrees there, whether
or not a heading says "Education".
"""

from __future__ import annotations

import re

from . import institutions
from .dates import find_range
from .entries import ORG_WORDS, TITLE_WORDS, degree_of, remove_span
from .model import Education
from .sections import Section
from .text import Line, cjk_count

_PROSE = re.compile(r"[。！？]|\b(?:I|I'm|I am|my|he|she|his|her|they)\b")
_FIELD_SEP = (" | ", ", ", "，", "  ")


def with_unheaded_education(sections: list[Section]) -> list[Section]:
    """The sections, with the degree rows of the header (the part before the first
    heading) made an education section of their own when the CV has none, and a
    biography written as a timeline read as one."""
    for sec in sections:
        if sec.kind == "about" and _timeline(sec.lines):
            sec.kind = "experience"
    if any(s.kind == "education" for s in sections):
        return sections
    head = sections[0]
    lines = head.lines
    content = [i for i, ln in enumerate(lines) if not ln.blank]
    first = next((i for i in content if _degree_row(lines, i)), None)
    if first is None or first == content[0]:
        return sections  # the very first line is the name or a title, not a degree
    start = _block_start(lines, first)
    end = _block_end(lines, first)
    head.lines = lines[:start]
    found = [Section("education", "", None, lines=lines[start:end])]
    if any(not ln.blank for ln in lines[end:]):
        found.append(Section("header", "", None, lines=lines[end:]))
    return [head, *found, *sections[1:]]


def _timeline(lines: list[Line]) -> bool:
    """Blocks of a few short lines, each opened by a line with a date range and none a
    sentence ("Ph.D. Candidate in X (2021 - Present)" / "Some University," / "City."):
    a career told as a list under an About or Biography heading, not a bio."""
    blocks: list[list[Line]] = [[]]
    for ln in lines:
        if ln.blank:
            blocks.append([])
        else:
            blocks[-1].append(ln)
    blocks = [b for b in blocks if b]
    if len(blocks) < 3 or any(len(b) > 6 for b in blocks):
        return False
    if any(_PROSE.search(ln.text) or len(ln.text) > 100 for b in blocks for ln in b):
        return False
    return all((r := find_range(b[0].text)) and not r.single for b in blocks)


def _degree_row(lines: list[Line], i: int) -> bool:
    """Line ``i`` names a degree (as a field of its own), and it or a line next to it
    names dates and a place."""
    ln = lines[i]
    if ln.bullet or _PROSE.search(ln.text) or len(ln.text) > 160 or cjk_count(ln.text) > 40:
        return False  # a bio's sentence is read as prose
    if not _names_degree(ln.text):
        return False
    near = [lines[j] for j in (i - 1, i, i + 1) if 0 <= j < len(lines) and not lines[j].blank]
    dated = any(find_range(x.text) for x in near)
    return dated and any(_names_place(x.text) for x in near)


def _names_degree(text: str) -> bool:
    text = remove_span(text, find_range(text))
    for field in _fields(text):
        deg = degree_of(field)
        if deg and (deg[1].start() < 3 or cjk_count(field)) and not TITLE_WORDS.search(field):
            return True
    return False


def _names_place(text: str) -> bool:
    text = remove_span(text, find_range(text))
    for field in _fields(text):
        words = len(field.split())
        if words <= 12 and ORG_WORDS.search(field):
            return True
        if words <= 6 and institutions.resolve(field):  # a known name, however misspelt
            return True
    return False


def _fields(text: str) -> list[str]:
    parts = [text]
    for sep in _FIELD_SEP:
        parts = [p.strip() for part in parts for p in part.split(sep) if p.strip()]
    return parts


def _block_start(lines: list[Line], i: int) -> int:
    """The first line of the degree rows: the lines above the first degree that name its
    place or its dates ("Lakeside University" / "B.S. in Physics, 2018 – 2022"), and the
    blocks above them made only of such lines."""
    while i > 0:
        j = i - 1
        while j > 0 and lines[j].blank:
            j -= 1
        if lines[j].blank or not _place_or_dates(lines[j].text):
            return i
        i = j
    return i


def _block_end(lines: list[Line], i: int) -> int:
    """The end of the degree rows: the header's lines go on being degrees (and their
    details) up to the first blank-separated block without dates."""
    n = len(lines)
    j = i
    while j < n:
        if lines[j].blank:
            k = j
            while k < n and lines[k].blank:
                k += 1
            block_end = k
            while block_end < n and not lines[block_end].blank:
                block_end += 1
            if not any(find_range(x.text) for x in lines[k:block_end]):
                return j
            j = block_end
            continue
        j += 1
    return n


def _place_or_dates(text: str) -> bool:
    return bool(find_range(text)) or _names_place(text)


# "PhD Student", "Ph.D. candidate", "Master's student", "PhD Candidate in Geology": a role
# line of a homepage's header, with the field studied maybe.
_STUDENT_ROLE = re.compile(
    r"(?i)^(?:ph\.?\s?d\.?|doctoral|master'?s?|m\.?sc?\.?)\s+(?:student|candidate)"
    r"(?:\s+in\s+(?-i:[A-Z])[\w&'’ -]{1,50})?$"
)
_NOT_PLACE = re.compile(r"[:：@]|https?://|www\.|\d{3}")


def header_degree(lines: list[Line]) -> list[Education]:
    """The degree a homepage's header says its owner is studying for: a role line such as
    "PhD Student" right under the name, with the lines naming the department and the
    university below it ("School of Computing" / "Hill University, Oslo")."""
    content = [ln for ln in lines if not ln.blank][:12]
    for i, ln in enumerate(content):
        role = ln.text.strip().rstrip(".,")
        if not _STUDENT_ROLE.match(role):
            continue
        places = []
        for below in content[i + 1 : i + 4]:
            text = below.text.strip()
            if below.bullet or _NOT_PLACE.search(text) or len(text) > 90:
                break
            if not _names_place(text):
                break
            places.append(below)
        if not places:
            return []
        written = ", ".join(p.text.strip() for p in places)
        resolved = institutions.resolve(places[-1].text.strip())
        return [
            Education(
                institution=resolved.name if resolved else written,
                institution_raw=written,
                degree=degree_of(role)[0],
                degree_raw=role,
                lines=[ln.no, places[-1].no],
            )
        ]
    return []
