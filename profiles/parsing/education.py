"""Education entries: institution, degree, field, dates, advisors, and the
award lists people put under a degree."""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re

from . import institutions
from .awards import award_items, labelled_award_list
from .bio_degrees import WORKING_WITH, bio_degrees
from .dates import find_range
from .entries import (
    ORG_WORDS,
    TITLE_WORDS,
    Entry,
    date_only,
    degree_of,
    first_range,
    is_location,
    last_cell_dates,
    looks_like_title,
    remove_span,
    strip_location,
)
from .mentors import group_heads, with_people
from .model import EARNED_DEGREES, Award, Education
from .names import split_people, supervisors_in_lines, without_supervision
from .text import CELL, CJK, Line, cjk_count

_PLACEHOLDER = re.compile(
    r"(?i)^(?:tbd|tba|n/?a|unknown|to be (?:determined|announced)|待定|未定|\?+)$"
)


# Fields: " | ", column gaps, and a spaced dash ("Bilkent University, Ankara — B.Sc. in CE").
_FIELD_SPLIT = re.compile(r"\s+\|\s+|\s{2,}|\s+[—–]\s+")
# A semicolon between the fields of a short line ("Ph.D. in Physics; Hill University").
_SEMICOLON = re.compile(r"\s*;(?:\s+|$)")


def fields_of(text: str) -> list[str]:
    """Split a line into its comma/pipe-separated fields (commas only split CJK lines
    and lines where a known institution stands alone in a field); a short line's
    semicolons separate fields too, a long line's end its clauses."""
    return list(_fields_of(text))


@functools.lru_cache(maxsize=8192)
def _fields_of(text: str) -> tuple[str, ...]:
    """The fields of a line (see fields_of)."""
    if ";" in text and len(text.split()) <= 12:
        text = _SEMICOLON.sub(CELL, text)
    parts = [p.strip() for p in _FIELD_SPLIT.split(text) if p.strip()]
    out = []
    for p in parts:
        label = _LABEL_FIELD.match(p) if ":" in p else None
        if label:
            # "Ph.D.: Hill University", "硕士:青山大学", "学校:青山大学": a label and its
            # value are two fields; a form's label names nothing itself.
            if not _FORM_LABEL.match(label.group(1)):
                out.append(label.group(1).strip())
            p = label.group(2)
        if cjk_count(p):
            out.extend(x.strip() for x in re.split(r"[,，;；]", p) if x.strip())
        else:
            out.append(p)
    return tuple(out)


_BRACKETED_PLACE = re.compile(r"\(([^()]{4,80})\)\s*$")
_AT_PLACE = re.compile(r"(?:\s(?:at|from)\s+|\s*:\s+)(?:the\s+)?([A-Z][^,;()]*)")
_LABEL_FIELD = re.compile(r"^([^:/\d]{1,25}?)\s*:\s*(?!//)(\S.*)$")
_FORM_LABEL = re.compile(
    r"(?i)^\s*(?:institution|school|university|college|degree|dates?|period|major|"
    r"学校|院校|毕业院校|学历|学位|专业|时间|在校时间)\s*$"
)


_EMPTY_BRACKETS = re.compile(r"\s*[(（][\s,，]*(?:[)）]|$)")
_BRACKETED_AFTER_DEGREE = re.compile(r"[(（]([^()（）]+)(?:[)）]|$)")


def find_institution(lines: list[Line], heading: Line | None) -> tuple[str | None, Line | None]:
    """The institution as written, and the line it was found on."""
    cands: list[tuple[str, Line, str]] = []  # (text, line, field)
    for ln in lines:
        dr = find_range(ln.text)
        text = remove_span(ln.text, dr)
        text = without_supervision(text)
        if not text or is_location(text):
            continue
        for f in fields_of(text):
            if _FORM_LABEL.match(f):
                continue  # "时间 | 学校 | 专业 | 学位": a table's header row names no place
            cands.extend((text, ln, part) for part in _place_then_sentences(f))
    # 0) "Ph.D. in Physics (Hill University)": the degree's field names its place in
    # brackets (which a wrapped line may leave open).
    for _text, _ln, f in cands:
        deg = degree_of(f)
        m = _BRACKETED_AFTER_DEGREE.search(f, deg[1].end()) if deg and deg[1].start() < 3 else None
        place = m.group(1).split(",")[0].strip() if m else ""
        named = place and (ORG_WORDS.search(place) or institutions.resolve(place, fuzzy=False))
        if named and not degree_of(place):
            return strip_location(place), _ln
    # 1) a field that names a known institution (English lines: the comma part).
    for _text, ln, f in cands:
        parts = [f] if cjk_count(f) else [x.strip() for x in f.split(",")]
        for part in parts:
            if institutions.resolve(part, fuzzy=False):
                deg = degree_of(f)
                if deg and cjk_count(f) and (school := _cjk_school(f[: deg[1].start()])):
                    return school, ln
                if (
                    cjk_count(f)
                    or (deg and deg[1].start() < 3)
                    or (len(parts) > 1 and _is_unit(parts))
                ):
                    return strip_location(_place_after_degree(part) or part), ln
                if any(_is_degree_part(x) for x in parts if x != part):
                    # "University of Toronto, Ph.D.": the degree is a field of its own.
                    return strip_location(part), ln
                return strip_location(_place_after_degree(part) or f), ln
    # 2) the first field that reads as an organisation and not as a degree.
    for _text, ln, f in cands:
        deg = degree_of(f)
        if ORG_WORDS.search(f) and not (deg and deg[1].start() < 3):
            if deg and cjk_count(f) and (school := _cjk_school(f[: deg[1].start()])):
                return school, ln  # "广州大学软件工程专业工学学士": the school before the degree
            inner = _BRACKETED_PLACE.search(f)
            if inner and not ORG_WORDS.search(f[: inner.start()]) and ORG_WORDS.search(inner[1]):
                return inner[1].strip(), ln  # "Classical Archaeology (X-Universität Bochum)"
            if deg and (place := _place_after_degree(f.split(",")[0])):
                return strip_location(place), ln  # "Completed PhD in Physics: X University"
            if school := _school_of_unit(f, [g for _t, other, g in cands if other is ln]):
                return school, ln
            line_fields = [g for _t, other, g in cands if other is ln]
            return strip_location(_without_subject(_without_role(f), f, line_fields)), ln
    # 3) "B.Sc. in Chemical Engineering, Khalifa University, Abu Dhabi, UAE": the degree
    # and the institution share a field; the institution is the comma part after the
    # degree that reads as an organisation (with the locations after it dropped).
    for _text, ln, f in cands:
        deg = degree_of(f)
        if cjk_count(f) and deg and deg[1].start() < 3:
            # "硕士 青山大学 计算机": a Chinese run that opens on its degree names its
            # school right after it.
            if school := _cjk_school(f[deg[1].end() :].lstrip(" :：,，")):
                return school, ln
            continue
        if cjk_count(f) or not (deg and deg[1].start() < 3):
            continue
        at = _AT_PLACE.search(f, deg[1].end())  # "PhD in Physics at/: Hill University"
        if at and ORG_WORDS.search(at.group(1)) and not degree_of(at.group(1)):
            return strip_location(at.group(1)), ln
        if place := _place_after_degree(f):
            return strip_location(place), ln
        if "," not in f:
            continue
        parts = [x.strip() for x in f.split(",")]
        for i, part in enumerate(parts[1:], 1):
            if ORG_WORDS.search(part) and _names_school(part):
                # The place ends where the dates were taken out ("X College, 2019, with
                # honours"); the parts after it up to there may be its location.
                after = parts[i:]
                gap = after.index("") if "" in after else len(after)
                return strip_location(", ".join(after[:gap])), ln
    # 4) a field that is a known name misspelt ("Shanghai Jiao Tong Univeristy").
    for _text, ln, f in cands:
        if len(f.split()) <= 6 and not degree_of(f) and institutions.resolve(f):
            return strip_location(f), ln
    if heading is not None and not degree_of(heading.text):
        return strip_location(heading.text), heading
    return None, None


# A full stop ending a sentence: after a word of three letters or more or a bracket
# ("Hill University. Thesis on ...", "Hill Institute (HIT). Received ..."), not after
# an abbreviation ("Ph.D. Thesis", "St. Louis", "Univ. of Hill").
_SENTENCE_STOP = re.compile(r"(?:(?<=[A-Za-z]{3})|(?<=\)))\.\s+(?=[A-Z][a-z])")


def _place_then_sentences(field: str) -> list[str]:
    """ "Hill University. Thesis on tidal models.": a place followed by sentences about
    the degree is the place, then each sentence; any other field is itself."""
    parts = _SENTENCE_STOP.split(field)
    first = parts[0].strip()
    if len(parts) == 1 or not (ORG_WORDS.search(first) or institutions.resolve(first, fuzzy=False)):
        return [field]
    return [first, *(p.strip(" .") for p in parts[1:] if p.strip(" ."))]


def _names_school(part: str) -> bool:
    """A part naming no degree, or a school whose name holds one's words after its own
    ("Hill High School", "Vale Secondary School"), not a credential ("High School Diploma")."""
    deg = degree_of(part)
    return deg is None or (deg[0] == "highschool" and deg[1].start() > 0)


# A part of a school: "Department of Physics", "School of Mathematics", "Faculty of Arts".
_UNIT = re.compile(
    r"(?i)^(?:the\s+)?(?:department|dept\.?|school|faculty|college|division|graduate school)"
    r"\s+(?:of|for)\s"
)


def _school_of_unit(field: str, fields: list[str]) -> str | None:
    """ "Ph.D. in Physics | Department of Physics | Hill University": a department in a
    field of its own names its university in a later field of the line; the place is the
    two ("Department of Physics, Hill University"), not the department alone."""
    if not _UNIT.match(field) or _UNIVERSITY.search(field):
        return None
    later = fields[fields.index(field) + 1 :] if field in fields else []
    school = next(
        (
            g
            for g in later
            if (_UNIVERSITY.search(g) or _SCHOOL_NAME.match(g))
            and not _UNIT.match(g)
            and not degree_of(g)
        ),
        None,
    )
    return f"{field}, {strip_location(school)}" if school else None


# A school's name: "Hill University", "University of Vale", "Lake Institute of Technology".
_SCHOOL_NAME = re.compile(
    r"(?i)^(?:the\s+)?(?:[\w.'’&-]+\s+){0,5}?(?:university|universit\w+|institute|college|"
    r"school|academy|polytechnic|politecnico|hochschule|[ée]cole)(?:\s+of\s+[\w.'’&\s-]+)?$"
)
# What joins a degree to its place: "PhD in/at/from X", "MSc: X", or nothing ("Bachelor X").
_TO_PLACE = re.compile(r"^\s*(?:(?:in|at|from)\s+(?:the\s+)?|[:：]\s*)?")


def _place_after_degree(field: str) -> str | None:
    """ "Master and Ph.D. in Lake UNIVERSITY", "BS in Physics (Optics): Hill Institute of
    Technology", "Bachelor  VALE UNIVERSITY": the place a degree's own field names after
    the degree, without the degree's words; a known institution anywhere after the
    degree, else a school's name right after it (and its "in", "at", "from" or ":")."""
    deg = degree_of(field)
    if deg is None:
        return None
    after = deg[1].end()
    known = institutions.resolve(field, fuzzy=False)
    if known and known.start >= after and field[known.start : known.start + 1].isalnum():
        return field[known.start :].strip(" ,;")
    while (more := degree_of(field[after:])) and _AND_DEGREE.match(field[after:]):
        after += more[1].end()  # "Master and Ph.D. in X": both degrees' words
    tail = re.split(r"[,;(（]", field[after:], maxsplit=1)[0]
    tail = re.split(r"[:：]\s", tail)[-1]  # "PhD in Physics: X University": the place after ':'
    place = tail[_TO_PLACE.match(tail).end() :].strip(" .")
    if place[:1].isupper() and _SCHOOL_NAME.match(place) and not degree_of(place):
        return place
    return None


_AND_DEGREE = re.compile(r"(?i)^\s*(?:and|&|/|\+)\s*")


# "加州大学伯克利分校": a branch campus is part of the name.
_CJK_UNIVERSITY = re.compile(r"^.*?大学(?:[^\s，,；;（）()]{1,10}?分校)?")
_CJK_INSTITUTE = re.compile(r"^.*(?:学院|研究院|研究所)")


def _cjk_school(text: str) -> str | None:
    """The school that opens a Chinese run of place, major and degree: up to its first
    大学, or else up to its last 学院/研究院/研究所."""
    m = _CJK_UNIVERSITY.match(text) or _CJK_INSTITUTE.match(text)
    return m.group(0).strip() if m and cjk_count(m.group(0)) >= 4 else None


# Any separator of a line's fields, commas too ("LMU Munich, Research Scientist | 2018").
_ANY_FIELD = re.compile(r"[,，;；|]|\s{2,}|\s+[—–]\s+")


def _role_field(text: str) -> bool:
    """A line one of whose fields is a role ("X University, Staff Scientist | 2018 – 2023",
    "2020.01-至今 某大学，某学院，教授"): a job, even when the whole line is long."""
    text = remove_span(text, find_range(text))
    return looks_like_title(text) or any(
        looks_like_title(f.strip()) for f in _ANY_FIELD.split(text) if f.strip()
    )


def within_degree_above(record: Education, above: Education) -> bool:
    """A line naming no degree, dated exactly as the degree just above it ("X University
    2021.8~2025.6" / "Y Honours College  2021.8~2025.6"): a college or programme the
    degree was taken in, not a record of its own (the degree above may name its kind
    only later, by its span)."""
    return (
        record.degree == "other"
        and above.degree in (*EARNED_DEGREES, "other")
        and record.start is not None
        and (record.start, record.end) == (above.start, above.end)
        and not record.advisors
    )


def lists_positions(section_title: str) -> bool:
    """An education heading that names jobs too ("Education and Appointments", "教育与工作
    经历"): a postdoc listed there is a job."""
    return bool(_POSITIONS_TITLE.search(section_title) or _AND_EXPERIENCE.search(section_title))


# "Education and Experience", "Experience & Education" (not "Education Experience", a
# translation of 教育经历, which lists only degrees).
_AND_EXPERIENCE = re.compile(r"(?i)(?:and|&)\s+(?:\w+\s+)?experience|experience\s+(?:and|&)")


def _without_role(field: str) -> str:
    """ "Visiting Researcher, Hill University" -> "Hill University"; "Hill University, PhD
    in Linguistics" -> "Hill University"."""
    parts = [p.strip() for p in field.split(",")]
    while len(parts) > 1 and TITLE_WORDS.search(parts[0]) and not ORG_WORDS.search(parts[0]):
        parts.pop(0)
    kept = [p for p in parts if not _is_degree_part(p)]
    return ", ".join(kept or parts)


def _without_subject(place: str, field: str, fields: list[str]) -> str:
    """ "Master – Geophysics, Hill Institute, Lakeside": the field after a degree opens
    with the degree's subject, then names the place; the place starts at the first comma
    part that reads as an organisation."""
    before = fields[: fields.index(field)] if field in fields else []
    if not any(_is_degree_part(g) for g in before):
        return place
    parts = [p.strip() for p in place.split(",")]
    at = next((i for i, p in enumerate(parts) if ORG_WORDS.search(p)), 0)
    if at == 0 or institutions.resolve(parts[0], fuzzy=False):
        return place
    return ", ".join(parts[at:])


def _is_degree_part(part: str) -> bool:
    deg = degree_of(part)
    return bool(deg and deg[1].start() < 3 and len(part.split()) <= 6)


def _is_unit(parts: list[str]) -> bool:
    """ "School of CS, Faculty of Engineering, The University of Sydney": the
    parts are organisational units, keep only the institution."""
    return all(ORG_WORDS.search(p) for p in parts)


_EARNED = ("bachelor", "master", "phd")


def _other_degrees(line, degree: str | None) -> bool:
    """A line of an entry whose supervision follows the mention of an earned degree of
    another kind ("I'm an undergraduate at X and I'll start my M.S. studies at Vale
    University, supervised by Ann Lee" in a bachelor's entry): the supervision is that
    degree's, not the entry's."""
    if degree not in _EARNED or not ("upervis" in line.text or "dvis" in line.text):
        return False
    last = degree_before_supervision(line.text)
    return last in _EARNED and last != degree


def degree_before_supervision(text: str) -> str | None:
    """The kind of the last degree a line names before its supervision clause ("an
    undergraduate at X, and I'll start my M.S. at Y, supervised by Ann Lee": master),
    the degree the supervision is of; the clause's own words are not read ("Advisor:
    A. B. Lee" names no B.A.)."""
    before = without_supervision(text)
    at, last = 0, None
    while found := degree_of(before[at:]):
        last, at = found[0], at + max(found[1].end(), 1)
    return last


def parse_education(
    entry: Entry, footnotes: dict[str, str], warnings: list[str], listed_as_education=False
) -> tuple[list[Education], list[Award]]:
    """The degree an entry names (with the awards listed under it). `listed_as_education`:
    the entry is in an education list, where a visiting researcher's stay is a visit."""
    lines = entry.lines
    awards: list[Award] = []
    head: list[Line] = []
    for ln in lines:
        items = award_items(ln.text)
        if items and not labelled_award_list(ln.text) and _is_degree_part(items[0][0]):
            items = []  # "BA in Biology, First-Class Honours": the degree, with its class
        if items and (ln is not lines[0] or labelled_award_list(ln.text)):
            awards.extend(Award(title=t, year=y, lines=[ln.no, ln.no]) for t, y in items)
            continue
        head.append(ln)
    listed = _places_with_years(head, listed_as_education)
    if listed:
        return listed, awards
    own = [ln for ln in head if not ln.bullet or ln is lines[0]]
    dr, dr_line = first_range(own)
    dr = _column_span(own) or dr
    if dr is None:
        dr = _column_range(head) or _dates_item(head)
    raw, _ = find_institution([entry.place] if entry.place else own, entry.heading)
    if raw is None and entry.heading is None:
        # "Quillmark Polytechnic   Vale City" over the degree, or over the degree above.
        raw = school_and_town(entry.place) if entry.place else school_over_degree(own)
    if raw is None and entry.place is None:
        raw = _school_item(lines) or _cell_beside_degree(own)
    raw = without_grade(raw) or None if raw else raw
    deg = None
    deg_line = None
    for ln in [dr_line] * (dr_line is not None) + head:
        # The degree on the dated line ("博士 计算机系统结构  2018.09 – 2023.06") is the
        # entry's; another line may carry a note about a degree ("本科加权排名 – 33/160").
        text = without_supervision(ln.text)
        # "2011 – 2013 | MS Bioinformatics – X": a bare "MS" opens the line once its dates
        # are read out of it.
        d = degree_of(text) or degree_of(remove_span(text, find_range(text)))
        if d:
            deg, deg_line = d, ln
            break
    if deg is None and listed_as_education:
        visit = next((m for ln in head if (m := _VISITING_ROLE.search(ln.text))), None)
        deg = ("visiting", visit) if visit else None
        deg_line = next((ln for ln in head if _VISITING_ROLE.search(ln.text)), None)
        stay = next((ln for ln in head if _RESEARCH_INTERN.search(ln.text)), None)
        if deg is None and stay is not None and raw and _UNIVERSITY.search(raw):
            # "Summer Research Intern, University of X" among the degrees: a research stay.
            deg, deg_line = ("visiting", _RESEARCH_INTERN.search(stay.text)), stay
    degree = deg[0] if deg else "other"
    if deg is None and listed_as_education and any(_WITH_MINOR.search(ln.text) for ln in head):
        degree = "bachelor"  # "Major in CS; Minor in Mathematics": an undergraduate's
    degree_raw = field = next_degree = None
    if deg_line is not None:
        text = without_supervision(remove_span(deg_line.text, find_range(deg_line.text)))
        parts = fields_of(text)
        dfield = next((p for p in parts if degree_of(p)), text)
        degree_raw = dfield
        if not _DUAL_DEGREE.search(deg_line.text):
            next_degree = _degree_in_next_field(parts, dfield)
        m = re.search(r"\b(?:in|of)\s+((?:(?!\bin\b).)+)$", dfield)
        if m and not degree_of(m.group(1)):
            field = m.group(1).strip(" ,")
        elif len(parts) > 1:
            idx = parts.index(dfield)
            prev = [
                p
                for p in parts[:idx]
                if not ORG_WORDS.search(p) and not institutions.resolve(p, False)
            ]
            field = prev[-1] if prev else None
        if degree_raw and raw and raw in degree_raw and degree_raw != raw:
            degree_raw = _EMPTY_BRACKETS.sub("", degree_raw.replace(raw, "")).strip(" ,|")
        if field and raw and raw in field and field != raw:
            field = _EMPTY_BRACKETS.sub("", field.replace(raw, "")).strip(" ,|") or None
        if degree_raw:
            degree_raw = without_grade(degree_raw).strip(" ,|") or None
    if dr is None and deg_line is not None:
        # "**Zhejiang University**" / "- Ph.D. in CS, 2017.9 -- 2022.6": the dates sit on
        # the degree's own line, which may be a list item.
        dr = find_range(deg_line.text)
    start = end = None
    expected = ongoing = False
    if dr is not None:
        expected, ongoing = dr.expected, dr.ongoing
        # A lone date on a degree one graduates with, a season too ("B.S., Fall 2012"),
        # is the graduation; a lone season on a summer school, or a lone date on a visit,
        # is a stay within that time.
        if (dr.season and degree not in EARNED_DEGREES) or (dr.single and degree == "visiting"):
            start = end = dr.start  # "Summer 2022": a stay within that year
        elif dr.single and _begun(dr_line or deg_line):
            start = dr.start  # "2023.04: PhD journey started at X": the day it began
        elif dr.single:
            end = dr.start  # a lone date on a degree is its graduation
        else:
            start, end = dr.start, dr.end
    if end is None and not (dr and dr.single):
        # "» Anticipated Graduation: 04/2026" under "2019 – Present".
        for ln in lines:
            m = _EXPECTED_LINE.search(ln.text)
            nd = find_range(ln.text[m.end() :]) if m else None
            if nd and nd.start and (start is None or nd.start > start):
                end, expected, ongoing = nd.start, True, False
                break
    notes = [n for ln in head for n in ln.notes]
    for n in notes:
        note = footnotes.get(n, "")
        nd = find_range(note)
        if nd and re.search(r"(?i)expect|预计|anticipat", note):
            end, expected, ongoing = nd.start, True, False
    if dr is None:
        for ln in head:
            if _PLACEHOLDER.match(ln.text):
                warnings.append(f"Could not read dates in line {ln.no}: {ln.text!r}.")
                break
    advisors = supervisors_in_lines([ln.text for ln in lines if not _other_degrees(ln, degree)])
    if not advisors and degree in ("phd", "master"):
        # "Working with Prof. X and Dr. Y" under a research degree: its supervision.
        working = next((m for ln in lines if (m := WORKING_WITH.search(ln.text))), None)
        advisors = split_people(working.group(1)) if working else []
        # "PhD in X – with Ann Lee and Bo Chen": the field of its head that names them.
        advisors = advisors or with_people([ln.text for ln in own])
    if not advisors and degree == "visiting":
        # "University of Lakeside" / "visiting Prof. Ann Lee at the Department of X": the
        # professor a stay visited is its host.
        advisors = [m.group(1) for ln in lines if (m := _VISITED.search(ln.text))][:1]
    if not advisors and degree in ("phd", "master", "visiting", "postdoc"):
        # "In the group of Prof. Ann Lee", "王明教授课题组": the head of the group the
        # research was done in.
        advisors = group_heads([ln.text for ln in lines])
    if raw is None and deg is not None and _FIRST_PERSON.search(deg_line.text):
        # "Since 2022 I am completing a PhD in CS at Telecom Paris.": a list told in
        # sentences, each read as a bio's sentence is.
        told = bio_degrees(deg_line.text, deg_line.no)
        for e in told:
            e.lines = entry.span
        if told:
            return told, awards
    if raw is None and deg is None:
        return [], awards
    if deg is None and any(_role_field(ln.text) for ln in head):
        return [], awards  # a role, not a degree: the caller reads it as a position
    edu = Education(
        institution=raw,
        institution_raw=raw,
        degree=degree,
        degree_raw=degree_raw,
        field=field,
        start=start,
        end=end,
        ongoing=ongoing and end is None,
        expected=expected,
        advisors=list(dict.fromkeys(advisors)),
        lines=entry.span,
    )
    match = institutions.resolve(raw) if raw else None
    if match:
        edu.institution = match.name
    # The stays a degree's details tell ("- Visiting Scholar at X") are records of their own.
    stays = _stays_told_under(lines[1:], entry.span) if degree != "visiting" else []
    second = _second_degree(degree_raw or "")
    if second and second[0] == degree and not _in_own_fields(degree_raw, second[1]):
        second = None
    if second and second[0] == degree and deg_line and _DUAL_DEGREE.search(deg_line.text):
        second = None  # "B.A. in X and B.A. in Y (Dual Degree)": one programme, one record
    if second is None and next_degree is not None:
        # "M.S. in Finance; M.S. in Economics, X University": two degrees, one a field.
        twin_raw = next_degree[1]
        if raw and raw in twin_raw:
            twin_raw = _EMPTY_BRACKETS.sub("", twin_raw.replace(raw, "")).strip(" ,|")
        twin = dataclasses.replace(edu, degree=next_degree[0], degree_raw=twin_raw)
        twin.field = _field_named(twin_raw)
        for record in (edu, twin):
            _dated_by_item(record, lines[1:])
        return [edu, twin, *stays], awards
    if second:
        # "B.Tech. in CS and M.S. by Research in CL": two degrees of one programme; "M.A.
        # in History and M.A. in Philosophy": two of one kind, each with its field.
        own_fields = second[0] == degree
        twin = dataclasses.replace(edu, degree=second[0], degree_raw=second[1], field=None)
        edu.degree_raw = degree_raw[: len(degree_raw) - len(second[1])]
        edu.degree_raw = edu.degree_raw.strip(" ,;&+及和与與") or None
        edu.degree_raw = re.sub(r"\s+and$", "", edu.degree_raw or "")
        edu.degree_raw = _EMPTY_BRACKETS.sub("", edu.degree_raw).strip(" ,") or None
        if own_fields:
            edu.field, twin.field = _field_named(edu.degree_raw or ""), _field_named(second[1])
        for record in (edu, twin):
            _dated_by_item(record, lines[1:])
        return [edu, twin, *stays], awards
    return [edu, *stays], awards


# A school's name as a template sets it: a few words, each capitalised or a joining word
# ("CentraVale", "Liceo A. Ferrante", "Liceo Ferrante").
_NAME_WORD = re.compile(
    r"^(?:[A-Z\u00c0-\u00de][\w.'’&-]*|of|de|di|da|del|der|des|du|la|le|and|the|&)$"
)
# Fields set apart by a gap or a bar, as a template's columns are.
_GAP = re.compile(r"\s+\|\s+|\s{2,}|\t")
_TOWN = re.compile(r"^[A-Z][\w.'’-]*(?:[\s-]+[A-Z][\w.'’-]*){0,2}$")


def _school_name(text: str) -> bool:
    words = text.split()
    return (
        0 < len(words) <= 6
        and all(_NAME_WORD.match(w) for w in words)
        and not (degree_of(text) or is_location(text) or TITLE_WORDS.search(text))
    )


def _town(text: str) -> bool:
    """ "Vale City, UK", "Vale Heights": where a template sets a school's town."""
    return is_location(text) or bool(_TOWN.match(text) and not ORG_WORDS.search(text))


def school_and_town(line: Line) -> str | None:
    """ "Quillmark Polytechnic   Vale City": a line of a name and a town, no dates and no
    degree, names the school of the degree below it."""
    if find_range(line.text) or degree_of(line.text) or re.search("[:：]", line.text):
        return None
    fields = [f.strip() for f in _GAP.split(line.text) if f.strip()]
    if len(fields) == 2 and _school_name(fields[0]) and _town(fields[1]):
        return fields[0]
    return None


_CELL_SPLIT = re.compile(r"\s+\|\s+")


def _cell_beside_degree(lines: list[Line]) -> str | None:
    """ "M.Sc. Geology (CPI 9.1) | Hillcrest Vidyaniketan, Dale | 2011": a row of three cells,
    the degree with its subject, a cell left, and the dates: the cell left is the place,
    named by no word for a school (the degree's cell holds the subject, so the cell left
    is not it). The plausibility filter vets it."""
    if len(lines) != 1:
        return None
    cells = [c.strip() for c in _CELL_SPLIT.split(lines[0].text) if c.strip()]
    if len(cells) != 3:
        return None
    deg = degree_of(cells[0])
    if deg is None or deg[1].start() > 0 or not re.search(r"[A-Za-z]{3}", cells[0][deg[1].end() :]):
        return None  # "B.Sc. | Physics | 2009": the cell left is the subject
    if "," in cells[0]:
        return None  # "B.Sc. in Physics, TKVU | Bergen, Norway | 2015": the place is the degree's
    dr = find_range(cells[2])
    if dr is None or _WORD.search(remove_span(cells[2], dr)):
        return None
    place = cells[1]
    if not place[:1].isupper() or re.search(r"\d", place) or len(place.split()) > 8:
        return None
    if degree_of(place) or looks_like_title(place) or without_grade(place) != place:
        return None
    if is_location(place) or is_location(place.split(",")[0]):
        return None
    return place


_WORD = re.compile(r"\w")
_MAJOR_IN_BRACKETS = re.compile(r"[(（]([^()（）]+)[)）]$")


def _school_item(lines: list[Line]) -> str | None:
    """ "* 2018.09-2022.06  本科" / "    * 青山大学信息学院" / "    * 平均绩点3.8": a dated
    line naming a degree and no place, whose first item names a school and nothing else
    (no dates, no degree, a short line): the school is the degree's."""
    if len(lines) < 2 or not lines[1].bullet:
        return None
    if not (degree_of(lines[0].text) and find_range(lines[0].text)):
        return None
    text = lines[1].text
    if len(text) > 60 or find_range(text) or not _names_school(text) or looks_like_title(text):
        return None
    raw, _ = find_institution([lines[1]], None)
    if not raw or not (ORG_WORDS.search(raw) or institutions.resolve(raw, fuzzy=False)):
        return None
    if len(raw) * 3 < len(text) * 2:
        return None  # the item says more than a place
    major = _MAJOR_IN_BRACKETS.search(raw) if cjk_count(raw) else None
    if major and not ORG_WORDS.search(major.group(1)):
        raw = raw[: major.start()]  # "碧水大学人工智能学院（人工智能）": the major in brackets
    return raw


def school_over_degree(lines: list[Line]) -> str | None:
    """The school of a degree whose lines name it by no word for a school: a name set
    beside its town on the line above the degree's own ("Quillmark Polytechnic   Vale
    City" / "PhD in X   2021 – 2023", as Jake's template does), or set alone right above
    a line of the dates and the town ("Liceo A. Ferrante" / "2008 – 2013   Verona, Italy", as
    AltaCV does), and read after the degree's words. The plausibility filter vets it."""
    degree_at = next((i for i, ln in enumerate(lines) if degree_of(ln.text)), None)
    if degree_at is None:
        return None
    for i, ln in enumerate(lines):
        if i == degree_at or find_range(ln.text) or degree_of(ln.text):
            continue
        if i < degree_at and (school := school_and_town(ln)):
            return school
        fields = [f.strip() for f in _GAP.split(ln.text) if f.strip()]
        below = lines[i + 1] if i + 1 < len(lines) else None
        dr = find_range(below.text) if below is not None else None
        if len(fields) == 1 and _school_name(fields[0]) and dr and not dr.single:
            town = remove_span(below.text, dr).strip(" |,–-")
            if not town or is_location(town):
                return fields[0]
    return None


# A stay at another place during a degree ("Visiting Scholar at X", "Exchange student at
# X", "2014: ERASMUS-Scholarship at X").
_STAY = re.compile(
    r"(?i)\bvisiting\s+(?:(?:ph\.?\s?d\.?|graduate|research)\s+)?"
    r"(?:scholar|student|researcher|scientist)|\bexchange\s+(?:student|program(?:me)?|semester"
    r"|year)|\berasmus\b"
)


# "哈佛大学访问学者，2015": in Chinese the place comes before the stay.
_STAY_ZH = re.compile(
    rf"^[\W\d.\s]*([{CJK}]{{2,20}}?(?:大学|学院|研究所|研究院|实验室))\s*"
    r"(?:访问学者|访问学生|访问研究|访学|联合培养|交换生|交流学习)"
)
_STAY_PLACE = re.compile(r"\s(?:at|in|to)\s+(?:the\s+)?([^\W\d_][^,;()]*)")


def _stays_told_under(lines: list[Line], span: list[int]) -> list[Education]:
    """ "- Visiting Scholar at Lake University (UIUC)", "2014: ERASMUS-Scholarship at Vale
    University" among a degree's details: a stay at another place during the degree, a
    record of its own (a lone date is a stay within that time)."""
    out = []
    for ln in lines:
        m = _STAY.search(ln.text) or _STAY_ZH.search(ln.text)
        if not m:
            continue
        dr = find_range(ln.text)
        text = remove_span(ln.text, dr)
        at = _STAY_PLACE.search(text, _STAY.search(text).end()) if _STAY.search(text) else None
        place = at.group(1).strip(" .") if at else m.group(1) if m.re is _STAY_ZH else ""
        if not (place[:1].isupper() or cjk_count(place[:1])):
            continue
        if not (ORG_WORDS.search(place) or institutions.resolve(place, False)):
            continue
        place = strip_location(place)
        start, end = (dr.start, dr.start if dr.single else dr.end) if dr else (None, None)
        known = institutions.resolve(place)
        out.append(
            Education(
                institution=known.name if known else place, institution_raw=place,
                degree="visiting", degree_raw=m.group(0), start=start, end=end,
                ongoing=bool(dr and dr.ongoing), lines=span,
            )
        )  # fmt: skip
    return out


# "Hill University (2019)": a place and the year in brackets after it.
_PLACE_YEAR = re.compile(r"\s*([^,;()]+?)\s*\(((?:19|20)\d\d)\)\s*")


def _places_with_years(head: list[Line], listed_as_education: bool) -> list[Education]:
    """ "Short-term Exchange:" / "Hill University (2019), Vale University (2018)": a line
    listing places, each with its year in brackets, is a record a place, of the degree
    the lines above name (a stay within its year for a visit, a graduation else)."""
    if not listed_as_education:
        return []
    for i, ln in enumerate(head):
        if "(" not in ln.text:
            continue  # every item needs its year in brackets
        items = [_PLACE_YEAR.fullmatch(x) for x in re.split(r"[,;]", ln.text)]
        if len(items) < 2 or not all(items):
            continue
        if not all(_names_a_place(m.group(1)) for m in items):
            continue
        deg = next((d for x in head[:i] if (d := degree_of(x.text))), None)
        kind = deg[0] if deg else "other"
        out = []
        for m in items:
            place, year = m.group(1).strip(), m.group(2)
            known = institutions.resolve(place)
            out.append(
                Education(
                    institution=known.name if known else place, institution_raw=place,
                    degree=kind, degree_raw=deg[1].group(0) if deg else None,
                    start=year if kind == "visiting" else None, end=year, lines=[ln.no, ln.no],
                )
            )  # fmt: skip
        return out
    return []


def _dated_by_item(record: Education, lines: list[Line]) -> None:
    """ "M.S. & B.E., X University" / "- M.S., 2016 - 2019" / "- B.E., 2012 - 2016": a
    degree of two that has no dates of its own takes those of the item naming it."""
    if record.start or record.end:
        return
    for ln in lines:
        d = degree_of(ln.text) if ln.bullet and _dated_degree(ln) else None
        dr = find_range(ln.text) if d and d[0] == record.degree else None
        if dr:  # a lone date is the graduation, as on the degree's own line
            record.start, record.end = (None, dr.start) if dr.single else (dr.start, dr.end)
            record.ongoing, record.expected = dr.ongoing and record.end is None, dr.expected
            return


def _dates_item(lines: list[Line]):
    """ "**Ph.D. in Geology, Hill University**" / "- Aug 2019-present" / "- Supervisor: X":
    a list item holding dates and nothing else dates the degree it is listed under, when
    no line of the degree's own gives any."""
    return next((find_range(ln.text) for ln in lines if ln.bullet and date_only(ln)), None)


def _column_range(lines: list[Line]):
    """The dates in a column of their own at the end of a list item ("- Related courses:
    X, Y | Sep - Dec 2018"): the entry's, when no line of its own gives any."""
    for ln in lines:
        if ln.bullet and (dr := last_cell_dates(ln.text)):
            return dr
    return None


# A minor beside the major ("Minor in Mathematics", "辅修数学"), not a minor degree of its own
# ("经济学辅修学位"): only a bachelor's has one.
_WITH_MINOR = re.compile(r"(?i)\bminors?\s+in\b|辅修(?!学位)")
_FIRST_PERSON = re.compile(r"\bI\b|\bI['’]m\b")
_UNIVERSITY = re.compile(r"(?i)univer|大学")  # and "Univeristy" misspelt


def bachelors_by_span(degrees: list[Education]) -> None:
    """ "2019.09 – 2023.06  X大学 | 网络工程", "Hill University | 2018 – 2022": a list's one
    record at a university that names no degree but spans four academic years (autumn to
    summer) is its bachelor's, when no other record of the list is."""
    if any(e.degree == "bachelor" for e in degrees):
        return
    found = [e for e in degrees if e.degree == "other" and _four_years(e.start, e.end)]
    found = [e for e in found if _UNIVERSITY.search(e.institution_raw or "")]
    if len(found) == 1:
        found[0].degree = "bachelor"


def masters_by_span(degrees: list[Education]) -> None:
    """ "X大学 | 2019/09 – 2023/06" (the bachelor's) / "Y大学 | 2023/09 – 2026/06": a list's one
    record at a university that names no degree, begun after its bachelor's ended and two or
    three academic years long (autumn to summer), is the master's that followed, when the
    list names no master's."""
    bachelors = [e for e in degrees if e.degree == "bachelor" and e.end]
    if len(bachelors) != 1 or any(e.degree == "master" for e in degrees):
        return
    done = int(bachelors[0].end[:4])
    found = [
        e
        for e in degrees
        if e.degree == "other"
        and _UNIVERSITY.search(e.institution_raw or "")
        and _academic_years(e.start, e.end) in (2, 3)
        and int(e.start[:4]) >= done
    ]
    if len(found) == 1:
        found[0].degree = "master"


def _academic_years(start: str | None, end: str | None) -> int:
    """How many academic years run from an autumn start to a summer end (0 if the dates
    do not read so)."""
    if not start or not end or len(start) < 7 or len(end) < 7:
        return 0
    if not (7 <= int(start[5:7]) <= 10 and 5 <= int(end[5:7]) <= 7):
        return 0
    return int(end[:4]) - int(start[:4])


def _four_years(start: str | None, end: str | None) -> bool:
    if not start or not end or int(end[:4]) - int(start[:4]) != 4:
        return False
    return (len(start) == 4 or 7 <= int(start[5:]) <= 10) and (
        len(end) == 4 or 5 <= int(end[5:]) <= 7
    )


# "X University, Iran, GPA: 3.55/4.0", "X Institute Percentage - 87.25 (First class)": the
# grade written after the place is not part of its name.
_GRADE_AFTER = re.compile(
    r"[\s,;|]+(?:c?gpa|percentage|grade|average|score)\b\s*(?:[:：=-]\s*)?\d.*$", re.I
)


@functools.lru_cache(maxsize=8192)
def without_grade(text: str) -> str:
    """The place or degree without the grade written after it ("X University, GPA: 3.6/4.0")."""
    return _GRADE_AFTER.sub("", text)


# A verb saying a degree began ("PhD journey started", "began my master's", "入学").
_BEGAN = re.compile(r"(?i)\b(?:started|starts|began|begins|commenced|enrolled)\b|入学|开始")


def _begun(line: Line | None) -> bool:
    """The dated line says the degree began then, and not that it was earned."""
    return (
        line is not None and bool(_BEGAN.search(line.text)) and not _EARNED_VERB.search(line.text)
    )


_EARNED_VERB = re.compile(r"(?i)\b(?:graduated|received|obtained|earned|completed|defended)\b|毕业")


# The filler after the cue stops short of a month's name ("expected graduation Mar 2022");
# "预计 2022 年 3 月毕业" writes the date between the cue and the graduation.
_EXPECTED_LINE = re.compile(
    r"(?i)\b(?:expected|anticipated)\b[^:：\d]{0,40}?"
    r"(?:graduation|completion|defen[cs]e|to graduate)[^:：\d]{0,20}?[:：]?|预计(?:毕业|答辩)"
    r"|预计(?=[\s\d年月.\-/]{4,16}(?:毕业|答辩))"
)
_AND = re.compile(r"\s(?:and|&|\+)\s+|\s*;\s*|(?<=[士科])[及和与與]")


@functools.lru_cache(maxsize=8192)
def _second_degree(text: str) -> tuple[str, str] | None:
    """The second degree a degree field names after "and" ("B.Tech. in CS and M.S. by
    Research"), with its words."""
    first = degree_of(text)
    if first is None:
        return None
    for m in _AND.finditer(text, first[1].end()):
        before = text[: m.start()]
        if before.count("(") > before.count(")"):
            continue  # "(X University, and exchange at Y)": an aside, not a second degree
        rest = text[m.end() :]
        deg = degree_of(rest)
        if deg and deg[1].start() == 0:
            return deg[0], rest
    return None


# Two degrees of one programme, counted as one ("(Dual Degree)", "双学位").
_DUAL_DEGREE = re.compile(r"(?i)\b(?:dual|double|joint)[- ]degrees?\b|双学位|雙學位")


def _field_named(degree_raw: str) -> str | None:
    """The field a degree's words name after "in" or "of" ("M.S. in Economics")."""
    m = re.search(r"\b(?:in|of)\s+((?:(?!\bin\b).)+)$", degree_raw)
    return m.group(1).strip(" ,") if m and not degree_of(m.group(1)) else None


def _in_own_fields(degree_raw: str | None, second: str) -> bool:
    """Two degrees of one kind, each named with its field ("M.A. in History and M.A. in
    Philosophy"): two records, not one degree's words."""
    first = (degree_raw or "")[: len(degree_raw or "") - len(second)]
    return bool(_field_named(second) and _field_named(re.sub(r"\s+and\s*$", "", first)))


def _degree_in_next_field(parts: list[str], dfield: str) -> tuple[str, str] | None:
    """The field right after a degree's field that names another degree and its field
    ("M.S. in Finance; M.S. in Economics, Hill University"): a second degree of the line."""
    if dfield not in parts or not _field_named(dfield):
        return None
    at = parts.index(dfield) + 1
    nxt = parts[at] if at < len(parts) else ""
    found = degree_of(nxt)
    if not found or found[1].start() or not _field_named(nxt) or found[0] == "visiting":
        return None
    return found[0], nxt


def join_degree_parts(entries: list[Entry], lines: list[Line]) -> list[Entry]:
    """Blocks that each hold a part of one degree ("Max Planck Institute" / "PhD in
    Neuroscience, May 2021 – Dec 2026" / "Advisor: X", each set apart by blank lines) are
    one entry: a block after a blank line joins the one before when the two name no part
    twice (a place, a degree, dates); lines that name none of them ("Supervisor: X" after
    a thesis) go with the degree above. A degree line that took the place of the degree
    above drops it when a block of its own names its place ("PhD (2021-)" / "X, Hill
    University" / "MSc (2019-2021)" / "Y, Vale University")."""
    after_blank = {b.no for a, b in itertools.pairwise(lines) if a.blank and not b.blank}
    out: list[Entry] = []
    parts_of_last: set[str] = set()
    placed_last = False
    for entry in entries:
        if out and not entry.heading and _label_line(out[-1].lines[-1]) and len(out[-1].lines) > 1:
            entry = Entry(lines=[out[-1].lines.pop(), *entry.lines], heading=entry.heading)
        parts = _degree_parts(entry)
        if (
            out
            and not entry.heading
            and parts_of_last
            and (
                not parts
                or (entry.lines[0].no in after_blank and not parts & parts_of_last)
                or _college_of_last(entry, parts, parts_of_last)
            )
        ):
            out[-1].lines.extend(entry.lines)
            if "place" in parts:
                out[-1].place = None  # its own place's block, not the degree's above
            parts_of_last |= parts
            placed_last = False
            continue
        if out and _place_item_under_degree(out[-1], entry, parts, parts_of_last):
            out[-1].lines.extend(entry.lines)
            out[-1].place = entry.lines[0]  # an item, where items are read as details
            parts_of_last |= parts
            placed_last = False
            continue
        joined = _degree_under_dated_place(out[-1], entry, parts, parts_of_last) if out else False
        if joined and not entry.heading:
            out[-1].lines.extend(entry.lines)
            parts_of_last |= parts
            placed_last = False
            continue
        if out and not entry.heading and _column_pair(out[-1], entry, parts, parts_of_last):
            out[-1].lines.extend(entry.lines)
            parts_of_last |= parts
            placed_last = False
            continue
        place = None
        if (
            not entry.heading
            and out
            and parts == {"degree", "dates"}
            and ("place" in parts_of_last or placed_last)
        ):
            place = _same_place(entry, out[-1])
        for part in _degree_lines(Entry(lines=list(entry.lines), heading=entry.heading)):
            part.place = place if part.lines[0] is entry.lines[0] else None
            out.extend(_degree_items(part))
        parts_of_last = parts
        # A degree read at the place above passes it on to the next degree line below it
        # ("Hill University" / "PhD, 2020" / "MSc, 2016" / "BSc, 2014").
        placed_last = place is not None
    return out


def _place_item_under_degree(
    above: Entry, entry: Entry, parts: set[str], parts_of_above: set[str]
) -> bool:
    """ "**PhD in Physics (2018)**" / "- Hill University, Lakeland": a list item right under
    a plain line that names a degree and no place, the item naming a place and no degree,
    is that degree's place, not a school of its own."""
    upper, first = above.lines[-1], entry.lines[0]
    return (
        first.bullet
        and not upper.bullet
        and first.no == upper.no + 1
        and "degree" in parts_of_above
        and "place" not in parts_of_above
        and "place" in parts
        and "degree" not in parts
    )


def _degree_under_dated_place(
    above: Entry, entry: Entry, parts: set[str], parts_of_above: set[str]
) -> bool:
    """ "Hill University, Lakeside   2019 – Present" / "M.S. candidate in Physics, expected
    graduation Mar 2022": a line naming a place and its span, and right below it a line
    naming a degree and no place whose one date is the graduation, are one degree (the
    date below made it look like an entry of its own)."""
    upper, lower = above.lines[-1], entry.lines[0]
    if lower.no != upper.no + 1 or len(above.lines) != 1:
        return False
    if parts_of_above != {"place", "dates"} or not {"degree", "dates"} <= parts or "place" in parts:
        return False
    span, date = find_range(upper.text), find_range(lower.text)
    return bool(span and not span.single and date and date.single)


def _label_line(ln: Line) -> bool:
    """A line that ends on a colon and holds no date ("Short-term Exchange:"): the label of
    the lines below it, not a detail of the entry above."""
    return ln.text.rstrip().endswith((":", "：")) and not find_range(ln.text) and not ln.bullet


def _column_pair(above: Entry, entry: Entry, parts: set[str], parts_of_above: set[str]) -> bool:
    """ "June 2023    Hill University" / "September 2018    Ph.D. in Physics": a line naming
    the place and the line right below it naming the degree, each opening on one date of a
    column of dates, are one degree, the two dates its span (the later on either line); so
    are a date alone and the entry right below it opening on another ("2018" / "2023" /
    "Ph.D. in Physics")."""
    upper, lower = above.lines[-1], entry.lines[0]
    if not _stacked_dates(upper, lower):
        return False
    if len(above.lines) == 1 and date_only(upper) and date_only(lower):
        return True
    return (
        parts_of_above == {"place", "dates"}
        and parts == {"degree", "dates"}
        and len(above.lines) == 1
        and len(entry.lines) == 1
    )


def _stacked_dates(upper: Line, lower: Line) -> bool:
    """Two lines, one right below the other, each opening on one date."""
    return lower.no == upper.no + 1 and _opens_on_one_date(upper) and _opens_on_one_date(lower)


def _opens_on_one_date(ln: Line) -> bool:
    dr = find_range(ln.text)
    return bool(dr and dr.single and dr.start and not dr.season and dr.span[0] == 0)


def _column_span(lines: list[Line]):
    """The span that two adjacent lines of an entry, each opening on one date, give: a
    column of dates written one a line ("2018" / "2023" / "Ph.D. in Physics", or the two
    lines of `_column_pair`), in either order; else None."""
    for upper, lower in itertools.pairwise(lines):
        if not _stacked_dates(upper, lower):
            continue
        a, b = sorted((find_range(ln.text) for ln in (upper, lower)), key=lambda d: d.start)
        if a.start != b.start:
            return dataclasses.replace(a, end=b.start, single=False)
    return None


_COLLEGE = re.compile(r"(?i)^(?:the\s+)?[\w'’ .-]{0,40}\bcollege$")


def _college_of_last(entry: Entry, parts: set[str], parts_of_last: set[str]) -> bool:
    """ "Magdalene College" / "Jardine Scholar", "Honors College" / "Advisor: X" set apart
    below a dated degree: the college of that degree's university, not a place of study of
    its own (it names no degree and no dates)."""
    if parts != {"place"} or not {"degree", "dates"} <= parts_of_last:
        return False
    return bool(_COLLEGE.match(entry.lines[0].text.strip()))


def _degree_lines(entry: Entry) -> list[Entry]:
    """ "M.Sc. Optics, Hill University" / "B.Sc. Physics, Vale University", plain lines one
    under another: lines that each open on a degree and name a place of their own are
    degrees of their own, with the lines below each."""
    starts = [i for i, ln in enumerate(entry.lines) if not ln.bullet and _degree_at_place(ln)]
    if len(starts) < 2:
        return [entry]
    bounds = [0, *starts] if starts[0] else starts
    return [
        Entry(lines=entry.lines[a:b], heading=entry.heading if a == 0 else None)
        for a, b in itertools.pairwise([*bounds, len(entry.lines)])
    ]


def _degree_at_place(ln: Line) -> bool:
    """A line that names a degree and its place, each a part of its own ("MSc Optics, Hill
    University", "Hill University — MSc Optics") or the place after at/from ("MSc in Optics
    from Hill University")."""
    text = without_supervision(remove_span(ln.text, find_range(ln.text)))  # "Advisor: X, PhD"
    deg = degree_of(text)
    if not deg or cjk_count(text):
        return False
    parts = [p.strip() for p in re.split(r"[,;|]|\s[—–-]\s", text)]
    opens = [p for p in parts if (d := degree_of(p)) and d[1].start() < 3]
    if opens and any(_names_a_place(p) for p in parts if p not in opens):
        return True
    at = _AT_PLACE.search(text, deg[1].end()) if deg[1].start() < 3 else None
    return bool(at and _names_a_place(at.group(1))) or bool(_place_after_degree(text))


def _degree_items(entry: Entry) -> list[Entry]:
    """ "**University of X**" / "- MSc in A, 2019" / "- MSc in B, 2017": list items under a
    place that each name a degree and its year are degrees of their own at that place; so
    are plain lines under a place set as a heading ("**Hill University**" / "2020 –
    present: PhD in Physics" / "2018 – 2020: MS in Physics")."""
    headed = entry.heading is not None and entry.lines[0] is entry.heading
    items = [
        i for i, ln in enumerate(entry.lines) if i and (ln.bullet or headed) and _dated_degree(ln)
    ]
    if len(items) < 2:
        return [entry]
    above = entry.lines[: items[0]]
    if any(degree_of(ln.text) for ln in above):
        return [entry]  # "M.S. & B.E., X" / "- M.S., 2016 - 2019": the items date its degrees
    place = entry.place or next(
        (ln for ln in above if any(map(_names_a_place, fields_of(ln.text)))), None
    )
    if place is None:
        return [entry]
    out = [Entry(lines=entry.lines[: items[1]], heading=entry.heading, place=entry.place)]
    for a, b in itertools.pairwise([*items[1:], len(entry.lines)]):
        out.append(Entry(lines=entry.lines[a:b], heading=entry.heading, place=place))
    return out


def _dated_degree(ln: Line) -> bool:
    """A line naming a degree and its dates, and no place of its own."""
    dr = find_range(ln.text)
    rest = remove_span(ln.text, dr)
    return bool(dr and degree_of(rest)) and not ORG_WORDS.search(rest)


_MINOR = re.compile(r"(?i)\bminors?\b|\b(?:second|double) major|辅修|第二专业")


def _same_place(entry: Entry, above: Entry) -> Line | None:
    """ "University College London" / "PhD in NLP, 2018" / "MSc in Statistics, 2013": a
    degree line that names nothing but the degree and its dates, after a degree at a
    place, is another degree at that place (the place's line)."""
    first = entry.lines[0]
    # "Ph.D. in Economics, 1999.": the comma before the year taken out separates nothing;
    # nor does the one before its supervisors ("MSc in X, Supervised by Ann Lee").
    rest = without_supervision(remove_span(first.text, find_range(first.text))).strip(" ,.;")
    degree = degree_of(rest)
    if "," in rest or len(fields_of(rest)) > 1 or not degree:
        return None  # another field may name another place ("M.A., GWU", "X | UTHealth")
    # "Secondary School Certificate": the school word is the degree's own when it opens it.
    opening = degree[1].start() == 0
    if ORG_WORDS.search(rest[degree[1].end() :] if opening else rest):
        return None  # "02/9 - 05/6 上海市某某中学": a school is a place of its own
    if _MINOR.search(first.text) and not _WITH_MINOR.search(first.text):
        # "B.A. in Sociology (Minor)": a minor is not a degree of its own; "BSc in X with
        # minor in Y" is one degree, the minor its part.
        return None
    if school_over_degree(entry.lines):
        return None  # "High School Diploma" / "Liceo A. Ferrante" / "2008 – 2013   Verona"
    if above.place is not None or above.heading is not None:
        return above.place or above.heading
    return next(
        (
            ln
            for ln in above.head
            if any(map(_names_a_place, fields_of(ln.text))) or school_and_town(ln)
        ),
        None,
    )


def _degree_parts(entry: Entry) -> set[str]:
    """The parts of a degree a block states as fields of their own: a place ("University
    of Trento"), a degree ("Ph.D. in Psychology", "计算机科学博士"), dates ("Sept 2017 – June
    2020"). A sentence that mentions a place or a degree states neither."""
    parts = set()
    for ln in entry.head:
        dr = find_range(ln.text)
        if dr:
            parts.add("dates")
        text = without_supervision(remove_span(ln.text, dr))
        if not text or (len(text) > 100 and text.endswith((".", "。"))):
            continue
        if school_and_town(ln):
            parts.add("place")
        for f in fields_of(text):
            deg = degree_of(f)
            if deg and (deg[1].start() < 3 or cjk_count(f)):
                parts.add("degree")
            elif _names_a_place(f):
                parts.add("place")
    return parts


@functools.lru_cache(maxsize=8192)
def _names_a_place(field: str) -> bool:
    """A field that is an institution's name, not a role ("Graduate School Fellow")."""
    # A sentence ends in a full stop; a place's line may, after its state ("Madison, WI.").
    sentence = field.endswith(".") and not is_location(field[:-1].rsplit(",", 1)[-1].strip())
    if len(field.split()) > 12 or sentence or TITLE_WORDS.search(field):
        return False
    return bool(ORG_WORDS.search(field) or institutions.resolve(field, fuzzy=False))


# "visiting Prof. Ann Lee at X": the person visited, titled, after the word of the visit.
_VISITED = re.compile(
    r"(?i:visiting)\s+(?:Prof(?:essor)?|Dr)\.?\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,2})"
)
_RESEARCH_INTERN = re.compile(r"(?i)\bresearch\s+intern(?:ship)?\b")
_VISITING_ROLE = re.compile(
    r"(?i)\bvisiting\s+(?:(?:phd|graduate|research)\s+)?(?:researcher|scholar|scientist|student)"
)


_EXPERIENCE = re.compile(r"(?i)experience|经历|經歷")
_STUDENT = re.compile(r"(?i)\bstudents?\b|学生|學生")
_OTHERS_DEGREES = re.compile(r"(?i)teach|mentor|supervis|students|courses|指导|教学|授课")
_POSITIONS_TITLE = re.compile(
    r"(?i)position|appointment|employment|\bwork|\bjobs?\b|career|\binternships?\b|工作|任职|职业|实习"
)


def is_education_entry(entry: Entry, section_title: str = "") -> bool:
    """An entry of an experience list that is really a degree (not a postdoc job).

    The first line that names a role or a degree decides ("TEACHING ASSISTANT – UNIVERSITY
    OF AMSTERDAM" / "... (MSc AI programme)" is a job); a visiting stay listed under a
    positions heading is a position, under "Research visits" a stay."""
    if _OTHERS_DEGREES.search(section_title):
        return False  # under teaching or mentoring, a degree is a student's (see below)
    degs = []
    for ln in entry.head:
        text = without_supervision(ln.text)
        d = degree_of(text)
        if d and _THESIS_OF.match(text, d[1].end()):
            d = None  # "the PhD dissertation of a student of the group": another's degree
        t = TITLE_WORDS.search(remove_span(text, find_range(text)))
        if t and (not d or t.start() < d[1].start()) and not degs:
            return False
        if d:
            degs.append(d)
    kinds = {d[0] for d in degs} - {"postdoc"}
    if kinds == {"visiting"} and _POSITIONS_TITLE.search(section_title):
        return False
    if kinds == {"visiting"} and _EXPERIENCE.search(section_title):
        # "Visiting Research Scholar" under "Research Experience": a role held, while a
        # visiting or exchange student's stay stays a stay.
        head = " ".join(ln.text for ln in entry.head)
        if _VISITING_ROLE.search(head) and not _STUDENT.search(head):
            return False
    return bool(kinds) and not any(_role_only(ln.text) for ln in entry.head)


# "the Masters thesis of Jo Roe": the thesis, and so the degree, of someone else.
_THESIS_OF = re.compile(r"(?i)\W{0,2}\s*(?:thesis|theses|dissertations?)\s+of\b")


def doctorate_as_role(entry: Entry, section_title: str) -> bool:
    """ "Doctoral Candidate" / "X University" under "Experience": the doctorate held as a
    role, listed with the jobs; a position as well as the degree."""
    if not (_EXPERIENCE.search(section_title) or _POSITIONS_TITLE.search(section_title)):
        return False
    return any(_DOCTORAL_ROLE.match(ln.text.strip(" *_")) for ln in entry.head[:2])


# "PhD Candidate", "Doctoral Student"; in Chinese "博士研究生", "博士生", "博士候选人".
_DOCTORAL_ROLE = re.compile(
    r"(?i)\b(?:ph\.?\s?d\.?|doctoral)\s+(?:candidate|student|researcher)\b"
    r"|博士(?:研究)?生(?!导师)|博士候选人"
)


def is_students_degree(entry: Entry, section_title: str) -> bool:
    """ "A. Student. Thesis title. MSc in Machine Learning, UCL, 2017" under a teaching or
    mentoring heading: a degree someone else took, neither a degree nor a job of the CV's
    owner."""
    if not _OTHERS_DEGREES.search(section_title):
        return False
    head = " ".join(ln.text for ln in entry.head)
    return bool(degree_of(head)) and not (TITLE_WORDS.search(head) or _FACULTY.search(head))


# "Visiting Faculty", "Adjunct Faculty": a teacher's post ("Faculty of Arts" is a unit).
_FACULTY = re.compile(r"(?i)\bfaculty\b(?!\s+of\b)")


def _role_only(text: str) -> bool:
    text = remove_span(text, find_range(text))
    return looks_like_title(text) and not degree_of(text) and not ORG_WORDS.search(text)


def fold_degrees_told_again(degrees: list[Education], listed: set[int]) -> list[Education]:
    """A degree an experience list tells again ("PhD Candidate, X, 2016 – 2020,
    supervised by A" among the jobs, "BSc project, X" among research) when the
    education list names it (same degree, same place, within its years): one degree,
    the listed one, with the advisors the other names."""
    kept = [e for e in degrees if id(e) in listed]
    out = []
    for e in degrees:
        twin = None
        if id(e) not in listed and e.degree in EARNED_DEGREES:
            twin = next((o for o in kept if _told_again(o, e)), None)
        if twin is None:
            out.append(e)
        elif not twin.advisors and e.advisors:
            twin.advisors = list(e.advisors)
            twin.advisors_native = list(e.advisors_native)
            twin.advisors_en = list(e.advisors_en)
    return out


_BRACKETED = re.compile(r"\s*[(（][^()（）]*[)）]")


def _told_again(listed: Education, other: Education) -> bool:
    if listed.degree != other.degree:
        return False
    a = institutions.normalise(_BRACKETED.sub(" ", listed.institution or ""))  # "X (SUT)"
    b = institutions.normalise(_BRACKETED.sub(" ", other.institution or ""))
    if not (a and b and (a == b or a in b or b in a)):
        return False
    if listed.degree == "phd" and not (other.start and other.end):
        return True  # one doctorate a place: a headline's "Ph.D., X, 1991" is the listed one
    low = int(listed.start[:4]) if listed.start else 0
    high = int(listed.end[:4]) if listed.end else 9999
    years = [int(d[:4]) for d in (other.start, other.end) if d]
    return all(low <= y <= high for y in years)
