"""Jobs a bio tells in a sentence: "I am an Assistant Professor of Computer Science at NYU
Shanghai", "Now, I'm a postdoctoral researcher in Fudan University, working with Prof. A
and Dr. B", "Previously, I was a Research Engineer at Together AI", "Chong Wu is an
Assistant Professor in the Department of Biostatistics at X". Used by prose.py for each
sentence of a homepage's about text that is not about a degree.
"""

from __future__ import annotations

import re

from . import institutions
from .bio_degrees import WORKING_WITH
from .dates import DateRange, find_range
from .entries import ORG_WORDS, TITLE_WORDS, degree_of, is_location
from .mentors import JUNIOR, head_mentors, people_with, same_people_once, worked_with
from .model import Education, Position
from .names import split_people, supervisors_in, unlink
from .positions import position_kind, zh_org_and_title
from .text import Line

# Who the sentence is about and the verb that gives them a role.
_AS = (
    r"(?:serve[sd]?|work(?:s|ed)?"
    r"(?:\s+for\s+(?:a|an|one|two|three|four|five|\d+)\s+(?:years?|months?))?)\s+as"
)
_ADVERB = r"(?:(?:also|currently|now|previously|later|then)\s+)?"
_INTRO = re.compile(
    rf"(?:\bI\s+{_ADVERB}(?:am|was|have\s+been|had\s+been|{_AS})|\bI['’]m"
    rf"|\b(?:[Hh]e|[Ss]he|[A-Z][a-z]+)\s+{_ADVERB}(?:is|was|has\s+been|{_AS})"
    rf"|\b(?:I|[Hh]e|[Ss]he|[A-Z][a-z]+)\s+{_ADVERB}became"
    r"|\bas\s+well\s+as|\bjoined\s+[^,.;]{2,60}?\s+as)"
    r"\s+(?:(?:now|currently|also|presently|previously|formerly|recently|once)\s+)?"
    r"(?:an?|the)\s+"
    # "X has held research internships at A (2018), B (2015-2017), and C (2013)".
    r"|\b(?:I|[Hh]e|[Ss]he|[A-Z][a-z]+)\s+(?:has|have|had)\s+(?:also\s+)?held\s+"
    r"(?=(?:[\w-]+\s+){0,3}?(?:internships|positions|appointments)\s+at\b)"
)
# "I worked at X as an Associate Researcher", "I currently work at X (...) as a research
# scientist", "I am joining X in 2022 as a Research Fellow": the place named before the
# title (the year a place was joined, when the role began).
_AT_THEN_AS = re.compile(
    r"\b(?:I|[Hh]e|[Ss]he)\s+(?:[a-z]+\s+)?"
    r"(?:(?:work(?:s|ed)?|intern(?:s|ed)?)\s+at|join(?:s|ed|ing)?)\s+(?:the\s+)?"
    r"(?P<org>[A-Z][^,.;()]{1,80}?)\s*(?:\([^()]*\)\s*)?"
    r"(?:\s+in\s+(?P<year>(?:19|20)\d\d))?,?\s+as\s+(?:an?|the)\s+"
    r"(?P<title>[^,.;()]{2,60}?)(?=\s*(?:[,.;(]|$)|\s+(?:from|since|in|at|where|with|under|to)\b)"
)
# One separator of a list of places ("A (2018), B (2015-2017), and C", "A and the B").
_LIST_SEP = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
_PLURAL_ROLE = {"internships": "intern", "positions": "position", "appointments": "appointment"}
# Where the title ends and the place begins.
_PLACE_START = re.compile(r"\s+(?:at|in|within|with|for|from)\s+(?:the\s+)?(?=[A-Z\[])|,\s*|$")
_PLACE_END = re.compile(
    r"\s*[;(]|,\s*(?:[a-z]|I\b|and\b|in\s+the\b)|\.(?:\s|$)"
    r"|\s+(?:where|working|with|under|supervised|advised|since|until|till|"
    r"and\s+(?:I|my|am|was))\b"
    # "at X from 2018 to 2020", "with X in Summer 2021": the dates after the place.
    r"|\s+(?:from|in|during)\s+(?i:(?:early|late|the)\s+)?(?i:(?:spring|summer|fall|autumn|"
    r"winter)\s+(?:of\s+)?)?(?i:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?"
    r"(?:19|20)\d\d\b"
)
_TITLE_MAX_WORDS = 8
_JOINED_TITLE = re.compile(r"\s+and\s+(?:an?|the)\s+")


def bio_positions(sentence: str, line_no: int) -> list[Position]:
    """The jobs one sentence of a bio gives its subject, each with its place, dates and
    the people it names as supervisors."""
    sentence = unlink(sentence)
    out = []
    for m in _INTRO.finditer(sentence):
        rest = sentence[m.end() :]
        place = _PLACE_START.search(rest)
        title = rest[: place.start()].strip(" ,") if place else ""
        # "a Distinguished Professor of X and a Dean's Fellow at Y": the first title is
        # the job's; what is joined to it is most often an honour held there.
        title = _JOINED_TITLE.split(title, maxsplit=1)[0]
        words = title.split()
        if words and words[-1].lower() in _PLURAL_ROLE:
            title = " ".join([*words[:-1], _PLURAL_ROLE[words[-1].lower()]])
        if not _is_job_title(title):
            continue
        tail = rest[place.end() :] if place and place.group(0).strip(" ,") else ""
        listed = listed_places(tail)
        if listed:
            for org, dr in listed:  # "at A (2018), B (2015-2017), and C (2013)"
                start, end = (dr.start, dr.start if dr.single else dr.end) if dr else (None, None)
                out.append(_position(org, title, start, end, [], line_no))
            continue
        org = _place(tail) if tail else None
        if not org:
            continue
        start, end = _dates(sentence)
        found = _supervisors(sentence, title, rest, tail)
        out.append(_position(org, title, start, end, found, line_no))
    if not out:
        for m in _AT_THEN_AS.finditer(sentence):
            title, org = m.group("title").strip(), m.group("org").strip()
            if _is_job_title(title) and title.lower() != "member" and _place(org) == org:
                start, end = _dates(sentence)
                if start is None and end is None:
                    start = m.group("year")
                found = _supervisors(sentence, title, sentence[m.end() :], "")
                out.append(_position(org, title, start, end, found, line_no))
    return out


def _supervisors(sentence: str, title: str, rest: str, tail: str) -> list[str]:
    """The people a sentence names as supervising a job: the titled ones it says supervise,
    and for a junior role those it is held with (``rest``: the sentence from the title on;
    ``tail``: from the place on)."""
    found = supervisors_in(sentence)
    if JUNIOR.search(title):
        found += head_mentors([rest]) + worked_with([rest])
        # "a postdoc at X, working with A and B": whom a junior works with, untitled too.
        working = WORKING_WITH.search(rest) if not found else None
        found += split_people(working.group(1)) if working else []
        found += people_with(tail) if not found and tail else []  # "at X with Ann Lee"
    return found


def _position(org, title, start, end, found, line_no) -> Position:
    resolved = institutions.resolve(org)
    return Position(
        organization=resolved.name if resolved else org, organization_raw=org,
        title=title, kind=position_kind(title), start=start, end=end,
        supervisors=same_people_once(found), lines=[line_no, line_no],
    )  # fmt: skip


def listed_places(text: str) -> list[tuple[str, DateRange | None]]:
    """ "NVIDIA Research (2018), Sandia Labs (2015-2017), and Livermore Lab (2013).": a
    list of two or more places joined by commas and an "and" (not always before the last
    one: "A (2018), B (2020), and C (2021), D (2023)"), each a known institution or named
    as one, each with the dates (or details) in brackets after it; else []. The list ends
    at the sentence's end (not at "Inc." or "Ltd.") or at a clause after it (", working on
    X")."""
    end = re.search(r"(?<!\bInc)(?<!\bLtd)(?<!\bCorp)(?<!\bCo)[.;](?:\s|$)", text)
    text = text[: end.start()] if end else text
    items, last, seps = [], 0, []
    for sep in _LIST_SEP.finditer(text):
        depth = text.count("(", 0, sep.start()) - text.count(")", 0, sep.start())
        if depth == 0:
            items.append(text[last : sep.start()])
            seps.append(sep.group(0))
            last = sep.end()
    items.append(text[last:])
    while len(items) > 1 and re.match(r"\s*(?!the\b)[a-z]", items[-1]):
        items.pop()  # "..., conducting research on speech": what follows the list
        seps.pop()
    if len(items) < 2 or not any("and" in sep for sep in seps):
        return []
    out = []
    for item in items:
        item = re.sub(r"^the\s+", "", item.strip())
        m = re.match(r"^(?P<org>[A-Z][^()]{1,80}?)\s*\((?P<note>[^()]*)\)$", item)
        if not m:
            return []
        org = m.group("org").strip()
        if _place(org) != org.rstrip(".") or is_location(org):
            return []  # "Qux Web Services (2023)": a name in capitals is a company's too
        out.append((org, find_range(m.group("note"))))
    return out


def _is_job_title(title: str) -> bool:
    words = title.split()
    if not words or len(words) > _TITLE_MAX_WORDS or not TITLE_WORDS.search(title):
        return False
    degree = degree_of(title)
    # "a PhD student", "a master's candidate": a degree, told elsewhere.
    return not (degree and degree[0] != "postdoc" and re.search(r"(?i)student|candidate", title))


def _place(text: str) -> str | None:
    """ "the Department of Statistics at UC Davis, where ..." -> "Department of
    Statistics, UC Davis"; a place is a known institution or reads as one."""
    cut = _PLACE_END.search(text)
    text = text[: cut.start()] if cut else text
    parts = [p.strip(" ,") for p in re.split(r"\s+at\s+(?:the\s+)?", text) if p.strip(" ,")]
    if not parts or len(" ".join(parts).split()) > 16:
        return None
    place = ", ".join(parts)
    if institutions.find_in(place) or ORG_WORDS.search(place):
        return place
    words = place.split()
    # "Together AI", "Kanari.ai": a company's name in capitals, short.
    return place if len(words) <= 4 and all(w[:1].isupper() for w in words) else None


_SEASON_BEFORE = re.compile(r"(?i)\b(?:spring|summer|fall|autumn|winter)\s+(?:of\s+)?$")


def _dates(sentence: str) -> tuple[str | None, str | None]:
    dr = find_range(sentence)
    if dr is None:
        return None, None
    if dr.single and (dr.season or _SEASON_BEFORE.search(sentence[: dr.span[0]])):
        return dr.start, dr.start  # "the summer of 2022", "in Fall 2021": that season only
    if dr.single:
        before = sentence[: dr.span[0]]
        if re.search(r"(?i)\b(?:until|till)\s+$", before):
            return None, dr.start  # "Until December 2019, she was a X at Y"
        since = re.search(r"(?i)\b(?:since|from|as\s+of)\s+$", before)
        # "I became a X in May 2019": the date the role was taken.
        became = re.search(r"(?i)\bbec[oa]me\b", before)
        return (dr.start, None) if since or became or dr.ongoing else (None, None)
    return dr.start, dr.end


# "现任X大学Y学院副教授", "我是X大学的百人计划研究员", "现为X系长聘副教授，博士生导师".
_ZH_NOW = re.compile(
    r"(?:现任|现为|目前是|目前为|我是|现就职于|任职于)\s*(?P<rest>[^，,。；;！!？?]+)"
)


# "中国科学院计算技术研究所助理研究员，研究领域为…": a bio opening with its subject's place
# and title, the subject left unsaid, as a whole first clause.
_ZH_OPENING = re.compile(r"^\s*(?P<rest>[^，,。；;！!？?：:]{4,40})[，,。；;]")


# "2018年至2019年担任X公司实习研究员", "2020年起任X大学副教授": a job a Chinese bio dates, the
# place first and the title last, after the verb.
_ZH_DATED_POST = re.compile(r"(?:担任|任职为|出任|任)(?P<rest>[^，,。；;！!？?、]{4,40})")
# A trainee's word written before the title ("实习研究员"): the title's, not the place's.
_ZH_TRAINEE = re.compile(r"(?:实习|访问|兼职)$")


def _zh_dated_posts(text: str) -> list[tuple[str, str, DateRange]]:
    """(place, title, dates) of each clause of a Chinese bio that opens on its dates and
    names a job held then: "2018年至2019年担任X公司实习研究员"."""
    out = []
    for clause in re.split(r"[，,。；;！!？?、]", text):
        dr = find_range(clause)
        if dr is None or dr.span[0] > 2:
            continue
        m = _ZH_DATED_POST.search(clause, dr.span[1])
        if not m or re.sub(r"[\s至到起今~\-–—]", "", clause[dr.span[1] : m.start()]):
            continue  # the verb right after the dates, nothing between
        found = zh_org_and_title(m.group("rest"))
        if found:
            org, title = found
            trainee = _ZH_TRAINEE.search(org)
            if trainee:
                org, title = org[: trainee.start()], trainee.group(0) + title
            out.append((org, title, dr))
    return out


def zh_bio_positions(text: str, line_no: int) -> list[Position]:
    """The jobs a Chinese bio says its subject holds now or held in the years it names,
    place first and title last."""
    text = unlink(text)
    out = []
    for org, title, dr in _zh_dated_posts(text):
        start, end = dr.start, (dr.start if dr.single else dr.end)
        out.append(_position(org, title, start, end, [], line_no))
    clauses = [m.group("rest") for m in _ZH_NOW.finditer(text)]
    opening = _ZH_OPENING.match(text)
    if opening and not clauses:
        clauses.append(opening.group("rest"))
    for clause in clauses:
        found = zh_org_and_title(clause)
        if not found:
            continue
        org, title = found
        resolved = institutions.resolve(org)
        out.append(
            Position(
                organization=resolved.name if resolved else org, organization_raw=org,
                title=title, kind=position_kind(title),
                lines=[line_no, line_no],
            )
        )  # fmt: skip
    return out


# A header line that cannot be a role or a place: a label, an address, a link, a number.
_NOT_HEADER_FIELD = re.compile(r"[:：@|,;()\d]|https?://|www\.")
_HEADER_PLACE_MAX_WORDS = 12


def header_position(lines: list[Line]) -> tuple[Position, str] | None:
    """The job a header states under the name: a line that is a job title alone
    ("Assistant Professor", "Post-Doctoral Associate") with the lines right below it
    naming its place ("Department of Physics" / "Hill University"), read down to the
    first known institution; with the text of the block below the title (which may name
    the job's group as well: "TideLab")."""
    content = [ln for ln in lines if not ln.blank][:15]
    for i, ln in enumerate(content):
        role = ln.text.strip().rstrip(".")
        if not _header_role(role):
            continue
        places: list[str] = []
        for below in content[i + 1 : i + 4]:
            text = below.text.strip().rstrip(".,")
            if below.bullet or not _header_place(text):
                break
            places.append(text)
            if institutions.find_in(text):
                break
        if places:
            block = " ".join(below.text for below in content[i + 1 : i + 4])
            return _position(", ".join(places), role, None, None, [], ln.no), block
    return None


def _header_role(text: str) -> bool:
    """A job title written alone on its line: short, capitalised, naming no place."""
    return (
        text[:1].isupper()
        and len(text.split()) <= 6
        and not _NOT_HEADER_FIELD.search(text)
        and not ORG_WORDS.search(text)
        and _is_job_title(text)
    )


def _header_place(text: str) -> bool:
    """A line naming a place and nothing else: a unit or an institution."""
    if _NOT_HEADER_FIELD.search(text.replace(",", "")) or TITLE_WORDS.search(text):
        return False
    words = len(text.split())
    return bool(words <= _HEADER_PLACE_MAX_WORDS and ORG_WORDS.search(text)) or bool(
        words <= 6 and institutions.find_in(text)
    )


# "Researcher at Northwind", "Senior Research Scientist @ Lake AI", "Cloud developer at
# Nekco Technologies, building ...": a line opening on a title and its place, no subject.
_TAGLINE = re.compile(
    r"^\W{0,3}(?P<title>[A-Z][\w'’/.-]*(?:\s+[\w'’/&.-]+){0,5}?)\s*(?:\s(?:at)\s|@)\s*(?:the\s+)?"
    r"(?P<place>[A-Z][\w'’.&-]*(?:\s+(?:[A-Z][\w'’.&-]*|of|for|and|de|&))*)"
)
# The fields of a tagline set apart by commas, bars or dashes: "Postdoctoral Researcher,
# Hill University", "Assistant Professor | Department of Geology | Hill University".
_TAGLINE_FIELD = re.compile(r"\s*,\s*|\s+[|–—]\s+|\s+-\s+")
_TAGLINE_MAX_WORDS = 16


def _tagline(text: str) -> tuple[str, str] | None:
    """(title, place) of a line that opens on a title and names its place after "at",
    "@", a comma, a bar or a dash, and nothing else but the place's city or country."""
    m = _TAGLINE.match(text)
    if m:
        place = re.sub(r"(?:\s+(?:of|for|and|de|&))+$", "", m.group("place")).rstrip(".")
        if not is_location(place) and _place(place) == place:
            return m.group("title"), place
    if len(text.split()) > _TAGLINE_MAX_WORDS:
        return None
    fields = [f for f in _TAGLINE_FIELD.split(text.strip().rstrip(".")) if f]
    places = []
    for field in fields[1:]:
        if _header_place(field) and not is_location(field):
            places.append(field)
        elif not (places and is_location(field)):
            return None  # "Research Scientist, Machine Learning": not a place
    if len(fields) < 2 or not places:
        return None
    return fields[0], ", ".join(places)


def tagline_position(lines: list[Line]) -> Position | None:
    """The job a tagline states: one of the first lines of a header or an about text that
    opens on a job title and names its place ("Researcher at Northwind", "Postdoctoral
    Researcher, Hill University"), the place read up to its first lower-case word
    ("Cloud developer at Nekco Technologies in the process of")."""
    content = [ln for ln in lines if not ln.blank]
    for i, ln in enumerate(content[:4]):
        found = _tagline(ln.text)
        if found and _is_job_title(found[0]) and not ORG_WORDS.search(found[0]):
            return _position(_place_below(found[1], content[i + 1 : i + 3]), found[0], None,
                             None, [], ln.no)  # fmt: skip
    return None


# A university or college: the top of a place's units.
_SCHOOL = re.compile(r"(?i)universit|\bcollege\b|大学")


def _place_below(place: str, below: list[Line]) -> str:
    """A tagline's unit with the lines under it that name its institution ("Assistant
    Professor, Department of Geology" / "Hill University"), read down to a known one."""
    parts = [place]
    for ln in below:
        last = parts[-1]
        if institutions.find_in(last) or _SCHOOL.search(last) or not _header_place(ln.text):
            break
        parts.append(ln.text.strip())
    return ", ".join(parts)


# "PhD Student", "Ph.D. candidate", "Master's student": the degree a student's tagline
# names.
_STUDENT = re.compile(
    r"(?i)^(?:ph\.?\s?d\.?|doctoral|master'?s?|m\.?sc?\.?)\s+(?:student|candidate)$"
)


def tagline_degree(lines: list[Line]) -> Education | None:
    """The degree a student's tagline names with its place: "Ph.D. Student @ Hill
    University", "Master's student | Department of Geology | Hill University"."""
    for ln in [ln for ln in lines if not ln.blank][:4]:
        found = _tagline(ln.text)
        if found and _STUDENT.match(found[0].strip()) and (degree := degree_of(found[0])):
            resolved = institutions.resolve(found[1])
            return Education(
                institution=resolved.name if resolved else found[1],
                institution_raw=found[1], degree=degree[0], degree_raw=found[0],
                ongoing=True, lines=[ln.no, ln.no],
            )  # fmt: skip
    return None
