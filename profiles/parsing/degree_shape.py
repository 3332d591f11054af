"""An education list's own shape: where its entries put the school on the degree line.

People write every degree of a list the same way ("M.A. in Geography, GWU | Washington" /
"B.Eng. in Urban Planning, IMAU | Hohhot"). When the degrees whose school was recognised
all name it in the same part of the degree line (the n-th comma or pipe part after the
degree), a degree whose school was not recognised names it in that part too, provided the
part reads as a name (capitalised, short, not a place, a date, a grade or a minor). Used by
cv.py on each education section once its entries are read.
"""

from __future__ import annotations

import re

from . import institutions
from .dates import find_range
from .education import fields_of
from .entries import ORG_WORDS, Entry, degree_of, is_location, remove_span
from .model import Education
from .names import without_supervision
from .plausible import looks_like_organization

# A note in brackets after a school ("Dauphine-ENS (Second year)"); not an acronym ("(TMU)").
_TRAILING_NOTE = re.compile(r"\s*\((?![A-Z][A-Za-z&.\-]{1,12}\))[^()]*\)\s*$")
_CONNECTORS = {"of", "de", "di", "da", "del", "der", "des", "du", "la", "le", "and", "the", "&"}


def _degree_parts(entry: Entry) -> list[str] | None:
    """The comma and pipe parts of the entry's degree line, dates left out, the degree
    first (the parts before the degree are not counted)."""
    for ln in entry.head:
        text = without_supervision(ln.text)
        text = remove_span(text, find_range(text))
        parts = [p.strip(" .;") for f in fields_of(text) for p in f.split(",")]
        parts = [p for p in parts if p]
        for i, part in enumerate(parts):
            deg = degree_of(part)
            if deg and deg[1].start() < 3:
                return parts[i:]
    return None


def _offset_of(parts: list[str], school: str) -> int | None:
    for i, part in enumerate(parts[1:], 1):
        if part == school or school.startswith(part + ","):
            return i
    return None


def _names_a_school(part: str) -> bool:
    return bool(ORG_WORDS.search(part) or institutions.find_in(part))


def _reads_as_name(part: str) -> bool:
    words = part.split()
    if not words or len(words) > 6 or re.search(r"\d|[:：]", part):
        return False
    if not all(w[0].isupper() or w.lower() in _CONNECTORS for w in words):
        return False  # "minor in Economics", "with honours"
    if degree_of(part) or is_location(part):
        return False
    return looks_like_organization(part, of_study=True)


def schools_by_shape(degrees: list[Education], entries: list[Entry]) -> None:
    """Give each degree of ``degrees`` (read from ``entries``) whose school is missing
    the part of its degree line where its siblings name theirs."""
    by_span = {tuple(e.span): e for e in entries}
    offsets, missing = set(), []
    for degree in degrees:
        entry = by_span.get(tuple(degree.lines))
        parts = _degree_parts(entry) if entry else None
        if parts is None:
            continue
        if degree.institution_raw:
            offset = _offset_of(parts, degree.institution_raw)
            if offset is not None:
                offsets.add(offset)
        elif degree.degree != "other":
            missing.append((degree, parts))
    if len(offsets) != 1:
        return  # no shape, or the list is not written one way
    (offset,) = offsets
    for degree, parts in missing:
        if offset >= len(parts) or _names_a_school(parts[0]):
            continue  # "Ph.D. University of California, Los Angeles": the school is read
        school = _TRAILING_NOTE.sub("", parts[offset]).strip()
        if not _reads_as_name(school):
            continue
        degree.institution_raw = degree.institution = school
        match = institutions.resolve(school)
        if match:
            degree.institution = match.name
