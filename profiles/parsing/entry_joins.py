"""Entries that a layout's spacing split apart and that a reader sees as one, and the
roles a list sets as items under their place.

Used by cv.py on experience sections, before each entry is read as a position.
"""

from __future__ import annotations

import re
from dataclasses import replace

from . import institutions
from .dates import DateRange, find_range
from .entries import (
    ORG_WORDS,
    TITLE_WORDS,
    Entry,
    employer_beside_its_city,
    is_location,
    remove_span,
)
from .names import TITLE_EN_RE, is_person_name, strip_titles
from .position_fields import may_name_a_place
from .text import Line, cjk_count

_WORD = re.compile(r"[^\W_]")
_FIELDS = r"\s+\|\s+|\s{2,}"


def _fields(line: Line) -> list[str]:
    text = remove_span(line.text, find_range(line.text))
    return [f.strip(" ,") for f in re.split(_FIELDS, text) if f.strip(" ,")]


def _role_line(line: Line) -> bool:
    """ "R&D Engineer   Paris, France", "Research Intern on NLP   Dr. Ann Lee": a line naming
    a role, and where or with whom, without dates; or "Acme Corp | Data Scientist": the
    employer, then the role held there."""
    if line.bullet or find_range(line.text):
        return False
    fields = _fields(line)
    if not fields or len(fields[0].split()) > 8:
        return False
    if not TITLE_WORDS.search(fields[0]):
        return len(fields) == 2 and _employer_and_role(*fields)
    return all(is_location(f) or is_person_name(strip_titles(f)) for f in fields[1:])


def _employer_and_role(employer: str, role: str) -> bool:
    return bool(TITLE_WORDS.search(role)) and len(role.split()) <= 8 and not is_location(employer)


def _trailing_role(entry: Entry) -> int | None:
    """Where the role line closing the entry starts (only marks such as "-" after it)."""
    if _untitled_dated(entry):
        return None  # "X Inc.   2019 - 2021" / "Engineer": the role is its own, below its place
    i = len(entry.lines)
    while i > 0 and not _WORD.search(entry.lines[i - 1].text):
        i -= 1
    if i == 0 or not _role_line(entry.lines[i - 1]):
        return None
    return i - 1


def _untitled_dated(entry: Entry, item_below: Line | None = None) -> bool:
    """ "NORTHWIND   February 2022 - Present": a place and dates, no role; an item only
    right below `item_below` ("**Data Scientist**" / "- Fenwick Analytics | 2019 – 2021")."""
    first = entry.lines[0]
    dr = find_range(first.text)
    item = first.bullet and item_below is not None and first.no == item_below.no + 1
    if (first.bullet and not item) or dr is None or not (dr.start or dr.end):
        return False
    return not any(TITLE_WORDS.search(f) for f in _fields(first))


def _roles_above_dates(entries: list[Entry]) -> bool:
    """Does the section keep its roles off its dated lines? Where most dated lines name a
    role ("2021 | Teaching Assistant" / "X University"), a role line is no other's."""
    dated = [e.lines[0] for e in entries if find_range(e.lines[0].text)]
    untitled = sum(not any(TITLE_WORDS.search(f) for f in _fields(ln)) for ln in dated)
    return untitled * 2 > len(dated)


def join_title_to_dates(entries: list[Entry]) -> list[Entry]:
    """A role on a line of its own right above the line of its place and dates, set apart
    by a gap ("R&D Engineer   Paris" / "" / "NORTHWIND   Feb 2022 - Present"), belongs to
    the entry below it, also when it closes the details of the entry before."""
    if not _roles_above_dates(entries):
        return entries
    out: list[Entry] = []
    for entry in entries:
        joins = out and _untitled_dated(entry, out[-1].lines[-1])
        at = _trailing_role(out[-1]) if joins else None
        if at is not None:
            above = out.pop()
            if at > 0:
                out.append(Entry(above.lines[:at], above.heading, above.place, above.courses))
            entry = Entry(
                lines=above.lines[at:] + entry.lines,
                heading=entry.heading or (above.heading if at == 0 else None),
                place=entry.place,
                courses=entry.courses,
            )
        out.append(entry)
    return out


def _dated_role(line: Line, below: Line) -> bool:
    """An item set under `below` that names a role and its dates ("- Postdoc, 2019 - 2021")."""
    dr = find_range(line.text)
    return (
        line.bullet
        and line.indent > below.indent
        and dr is not None
        and bool(TITLE_WORDS.search(remove_span(line.text, dr)))
    )


def _role_item(line: Line) -> bool:
    """An item that is a role and its dates and nothing more ("- Data Scientist, 2018 -
    2020", "- 工程师，2018.07 – 2021.06"), not a sentence of what was done then."""
    dr = find_range(line.text) if line.bullet else None
    if dr is None or not (dr.start or dr.end):
        return False
    role = remove_span(line.text, dr).strip(" ,;:|()（），")
    if not role or role.endswith(".") or len(role.split()) > 8 or cjk_count(role) > 12:
        return False
    return bool(TITLE_WORDS.search(role)) and not ORG_WORDS.search(role)


def _flush_roles(entry: Entry) -> list[int]:
    """Where each role starts when a line (or heading) naming a place is followed, at its
    own margin, by a list whose every item is a role and its dates ("Acme Corp" / "- Senior
    Engineer, 2021 - now" / "- Engineer, 2018 - 2021"): the roles held there, one a record.
    A list with any other item (what was done, a course) is the details of one entry."""
    items = [i for i, ln in enumerate(entry.lines) if i and ln.bullet]
    if not items or items[0] != 1 or entry.lines[0].bullet:
        return []
    if not all(_role_item(entry.lines[i]) for i in items):
        return []
    return items


def _stacked_roles(entry: Entry) -> list[Line]:
    """The role lines under an entry's line of its place and dates, when that is all its
    head holds ("Acme Corp, Austin, TX   2010 - 2014" / "Staff Engineer, R&D" / "Senior
    Engineer, R&D"): one role a line."""
    head = entry.head
    if len(head) < 2 or head[0].bullet or not _untitled_dated(entry):
        return []
    roles = head[1:]
    named = all(_role_line(ln) and not ln.text[:1].islower() for ln in roles)
    return roles if named and not any(ln.text.endswith(".") for ln in roles) else []


def _one_role_each(entries: list[Entry]) -> bool:
    """Does the list set one role under each line of a place and its dates? Two entries or
    more have that shape, and no more than one sets several roles there."""
    counts = [len(roles) for e in entries if (roles := _stacked_roles(e))]
    return counts.count(1) >= 2 and len(counts) - counts.count(1) <= 1


def roles_under_place(entries: list[Entry]) -> list[Entry]:
    """ "- X University" / "  - Postdoc, 2021 - now" / "  - Research Assistant, 2019 -
    2021": an item naming only a place, its roles and their dates the items under it;
    each role is an entry of its own, the place its heading. In a list that sets one role
    under each place and its dates, an entry with two role lines there holds two roles
    ("Acme Corp   2010 - 2014" / "Staff Engineer" / "Senior Engineer"), each with the
    place's line."""
    one_each = _one_role_each(entries)
    out: list[Entry] = []
    for entry in entries:
        roles = _stacked_roles(entry) if one_each else []
        if len(roles) > 1:
            body = entry.body
            for i, role in enumerate(roles):
                more = body if i == len(roles) - 1 else []
                out.append(Entry([entry.lines[0], role, *more], entry.heading, entry.place))
            continue
        place = entry.lines[0]
        text = place.text
        if find_range(text) or TITLE_WORDS.search(text) or not may_name_a_place(text):
            out.append(entry)
            continue
        starts = [i for i, ln in enumerate(entry.lines) if i and _dated_role(ln, place)]
        starts = starts or _flush_roles(entry)
        if not starts:
            out.append(entry)
            continue
        for a, b in zip(starts, [*starts[1:], len(entry.lines)], strict=True):
            out.append(Entry(lines=entry.lines[a:b], heading=place, courses=entry.courses))
    return out


# A line that groups the jobs below it by sector, not by employer ("Industry", "Academia").
_SECTOR = re.compile(
    r"(?i)^(?:industry|industrial|academia|academic|freelance|consulting|government|"
    r"part[- ]time|full[- ]time|other|current|previous|past|research|teaching|startups?|"
    r"corporate|non-?profit|selected|recent|earlier)(?:\s+(?:roles|positions|jobs|work))?$"
)


def employer_alone(entry: Entry) -> str | None:
    """An undated line set apart above the roles held there, naming their employer: by
    its name and city ("Kestrel Dynamics   Austin, TX") or by its name alone (below)."""
    return employer_beside_its_city(entry) or _bare_employer(entry)


def _bare_employer(entry: Entry) -> str | None:
    """ "Quillmark Studio" set apart on a line of its own, the role and its dates below it
    in a block of their own ("ML Research Scientist | Aug 2024 – Jun 2025"), as a PDF's
    paragraphs split a job: a name of a few capitalised words, no dates and no role, is
    the employer of the roles below that name none."""
    if len(entry.lines) != 1 or entry.lines[0].bullet:
        return None
    text = entry.lines[0].text.strip(" *_")
    words = text.split()
    if not 0 < len(words) <= 5 or find_range(text) or TITLE_WORDS.search(text):
        return None
    if not all(
        w.strip("()")[:1].isupper() or w.lower() in ("of", "and", "&", "for", "the") for w in words
    ):
        return None
    if _SECTOR.match(text) or is_location(text) or TITLE_EN_RE.match(text):
        return None  # "Industry", "Vale City, UK", "Prof. Ann Lee"
    return text if may_name_a_place(text) and not re.search(r"[:：,;/]|\.$", text) else None


def employer_with_span(entry: Entry) -> tuple[str, DateRange] | None:
    """ "Quillmark Analytics   2018 – Present" over "Senior Data Scientist   Mar 2021 –
    Present" and "Data Scientist   Jul 2018 – Feb 2021": an employer's name on a line of its
    own with the span of all the roles held there, which name no place. Returns the name
    and its span."""
    if len(entry.lines) != 1:
        return None
    line = entry.lines[0]
    dr = find_range(line.text)
    if dr is None or dr.single or not dr.start:
        return None
    rest = remove_span(line.text, dr).strip(" |,;–—-")
    name = _bare_employer(Entry(lines=[replace(line, text=rest)]))
    return (name, dr) if name else None


def role_alone(entry: Entry) -> Line | None:
    """ "Teaching Assistant" / "Hill University CS 101   Fall 2024": a role named on a line
    of its own, no dates, no place and few words, over the first job it heads; the lists
    of jobs that follow name only their places and dates."""
    first = entry.lines[0]
    if len(entry.lines) < 2 or first.bullet or find_range(first.text):
        return None
    text = first.text.strip(" *_:")
    words = text.split()
    if not 0 < len(words) <= 5 or not TITLE_WORDS.search(text):
        return None
    if ORG_WORDS.search(text) or institutions.find_in(text) or "," in text:
        return None
    return first if find_range(entry.lines[1].text) else None


# An acronym that names a place ("GWU", "NCA&T", "KISTI").
_ACRONYM = re.compile(r"^[A-Z][A-Z&.]{1,7}\b")


def under_role(entry: Entry, role: Line) -> Entry | None:
    """The entry read as a job held in `role` when its dated first line names a place
    (by a word for one, a known name or an acronym) and no role of its own; else None."""
    first = entry.lines[0]
    dr = find_range(first.text)
    if first.bullet or dr is None or TITLE_WORDS.search(first.text):
        return None
    rest = remove_span(first.text, dr).strip(" |,–-")
    field = re.split(r"\s+[|–—-]\s+|\s{2,}|,\s*", rest)[0]
    named = ORG_WORDS.search(field) or institutions.find_in(field) or _ACRONYM.match(field)
    if not named:
        return None
    return Entry(lines=[role, *entry.lines], heading=entry.heading, courses=entry.courses)


def dated_lines_under_place(entries: list[Entry]) -> list[Entry]:
    """ "Hill University" / "2016 Quantum Mechanics" / "2014 Optics" / "2013 Mechanics": a
    line naming a place alone, then lines that each open with a year and name what was
    done that year, each split into an entry of its own. Every such line is held at the
    place above it, as the first one is; read alone it named no place at all."""
    out: list[Entry] = []
    place: Line | None = None
    for entry in entries:
        if place is not None and _dated_line_alone(entry):
            entry = replace(entry, heading=place)
        else:
            place = _place_above_dates(entry)
        out.append(entry)
    return out


def _place_above_dates(entry: Entry) -> Line | None:
    """The first line of an entry when it names a place alone and the line below it opens
    with a date ("Hill University" / "2016 Quantum Mechanics")."""
    if len(entry.lines) < 2 or entry.heading is not None:
        return None
    first, second = entry.lines[:2]
    if first.bullet or find_range(first.text) or TITLE_WORDS.search(first.text):
        return None
    if not may_name_a_place(first.text) or not _opens_with_date(second):
        return None
    return first


def _dated_line_alone(entry: Entry) -> bool:
    """An entry of one short line that opens with its date and names no place of its own
    ("2014 Optics, Thermodynamics")."""
    if len(entry.lines) != 1 or entry.heading is not None or not _opens_with_date(entry.lines[0]):
        return False
    rest = remove_span(entry.lines[0].text, find_range(entry.lines[0].text)).strip(" ,|")
    if not rest or len(rest.split()) > 10 or rest.endswith("."):
        return False
    return not ORG_WORDS.search(rest) and not institutions.resolve(rest, fuzzy=False)


def _opens_with_date(line: Line) -> bool:
    dr = find_range(line.text)
    return dr is not None and not line.bullet and not line.text[: dr.span[0]].strip(" |")
