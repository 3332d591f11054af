"""Degrees a bio tells in a sentence, each with its own place, years and advisors:
"I received my B.S. from X in 2018 and my Ph.D. from Y in 2023, advised by Z",
"I received my bachelor and master degrees from X and Y in 2018 and 2021, respectively",
"I hold a BSc and an MSc, both from X", "In 2021, I graduated from X with a B.Tech.",
"I am a third-year PhD student at X, advised by Y". Used by prose.py for each sentence
of a homepage's about text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import institutions
from .dates import MONTHS, find_dates
from .entries import ORG_WORDS, degree_of
from .mentors import group_heads, titled_with
from .model import EARNED_DEGREES, Education
from .names import split_people, supervisors_in, unlink


@dataclass
class _Span:
    start: int
    end: int
    text: str  # the place's name; for a school with its unit, the school's
    written: str = ""  # the words that name it, unit and all


@dataclass
class _Degree:
    start: int
    end: int
    text: str
    kind: str


# A verb that says the degree is done, or that it is under way.
_DONE = re.compile(
    r"(?i)\b(?:received|obtained|earned|got|did|completed|finished|graduated|hold|holds|held"
    r"|was|were|have|has|had|awarded)\b"
)
_ONGOING = re.compile(
    r"(?i)\b(?:am|is|are|['’]m|pursuing|studying|currently|now|working\s+toward|enrolled)\b"
)
# The people a degree's student works under ("working with A and B" for a student).
WORKING_WITH = re.compile(
    r"(?i)\b(?:work(?:s|ing|ed)?|stud(?:ies|ying|ied))\s+(?:with|under)\s+(?:prof(?:essor)?s?\.?\s+)?"
    r"(.+?)(?:[.;]|$)"
)
# A degree word that names other people's degrees, or a programme, not the writer's.
_NOT_MINE = re.compile(
    r"(?i)^\W{0,2}(?:students|candidates|programs?\b(?!\s+(?:at|in)\b)|courses?|level|"
    r"admissions?|applicants?|thesis|theses|dissertations?|research|projects?)"
)
# "my B.Tech. thesis", "her PhD dissertation": the writer's degree, named by its thesis
# (whose advisors are the degree's).
_MY_THESIS = re.compile(r"(?i)\b(?:my|his|her)\s+\S+\s+(?:thesis|dissertation)\b")
# A degree named to date something else ("During my PhD", "before my master's"): told
# elsewhere, and the place that follows is the other thing's.
_TIME_OF = re.compile(
    r"(?i)\b(?:during|before|after|throughout|prior\s+to)\s+(?:my|his|her|their)\s+$"
)
_OTHERS = re.compile(
    r"(?i)\b(?:mentor\w*|supervis(?:e|es|ed|ing)\s+(?!by)|advis(?:e|es|ing)\s+(?!by)|"
    r"teach\w*|taught|recruit\w*|hiring|looking\s+for|seeking)\b"
)
# An unknown place after a preposition, a bracket or a comma: "at the Software Security
# Group", "from Universitat de Barcelona", "(Hill University)"; the words must read as an
# organisation.
_PLACE = re.compile(
    r"(?:\b(?:at|from|in|of|with|and)\s+(?:the\s+)?|\(|,\s+(?:the\s+)?)"
    r"(?P<org>[A-Z][\w'’&.\-]*(?:\s+(?:[A-Z][\w'’&.\-]*|of|for|and|de|del|la|di|der|für|&"
    r"|research|group|lab|laboratory|center|centre|institute))*)"
)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
# Bold marks left in the text where Markdown did not read them ("at ** Telecom Paris **").
_STRAY_BOLD = re.compile(r"\*\*\s*|\s*\*\*")
# Words that move a sentence on from a degree to what came after it.
_AFTERWARDS = re.compile(
    r"(?i)\b(?:then|later|afterwards?|subsequently|before|after|now|currently|joined|joining"
    r"|moved|postdoc\w*)\b"
)
_RESPECTIVELY = re.compile(r"(?i)\brespectively\b")
_VISITING = re.compile(
    r"(?i)\b(?:visiting|exchange)\s+(?:ph\.?\s?d\.?\s+|graduate\s+|master'?s?\s+)?"
    r"(?:students?|scholar|researcher)|\bexchange\s+(?:program|semester|year)"
)
_EXPECT = re.compile(r"(?i)expect|anticipat|will\s+graduate|to\s+graduate")
_WILL = re.compile(
    r"(?i)\b(?:will|to)\s+(?:receive|obtain|earn|complete|finish|defend|graduate)\b|\bexpect"
)


def bio_degrees(sentence: str, line_no: int, placeless: bool = False) -> list[Education]:
    """The degrees one sentence gives its subject, each paired with the place named
    after it (or, when none is, before it). `placeless`: a degree with advisors and no
    place is told too, without an institution."""
    sentence = _months_named(unlink(_STRAY_BOLD.sub("", sentence)))
    degrees = _degrees(sentence)
    if not degrees:
        return []
    places = _places(sentence)
    if not places:
        return _placeless(sentence, degrees, line_no) if placeless else []
    pairs = _pair(sentence, degrees, places)
    years = _respective_years(sentence, degrees)
    out = []
    for i, (deg, place, reach) in enumerate(pairs):
        if place is None:
            continue
        nxt = degrees[i + 1].start if i + 1 < len(degrees) else len(sentence)
        segment = sentence[deg.start : nxt]
        done = _status(sentence[: deg.start])
        if place.end <= deg.start:  # "In 2021, I graduated from X with a B.Tech."
            segment = sentence[degrees[i - 1].end if i else 0 : nxt]
        # "I will receive my PhD from X in May 2026": a degree still to come, by the verb
        # before it.
        soon = bool(_WILL.search(sentence[degrees[i - 1].end if i else 0 : deg.start]))
        start, end, expected = _dates(segment, done, soon)
        lead = sentence[: deg.start] if i == 0 and not _YEAR.search(segment) else ""
        if lead and (_RANGE.search(lead) or _SINCE.search(lead)):
            start, end, expected = _dates(lead, done)  # "From 2019 to 2023, I was a", "Since"
        if years:
            start, end = (None, years[i]) if done else (years[i], None)
        advisors = supervisors_in(sentence[deg.start : reach])
        # Whom the person worked with is read within the words about the degree: "my PhD
        # at X, and then worked with Prof. Y at Z" names Y for the job after it.
        own = sentence[deg.start : reach]
        after = _AFTERWARDS.search(own, deg.end - deg.start)
        own = own[: after.start()] if after else own
        working = WORKING_WITH.search(own)
        if not advisors and working and deg.kind in ("phd", "master"):
            advisors = split_people(working.group(1))
        if not advisors and deg.kind in EARNED_DEGREES:
            advisors = titled_with(own)
        if not advisors and deg.kind in ("phd", "master"):
            advisors = group_heads([own])  # "a PhD student at X in the group of Prof. Y"
        resolved = institutions.resolve(place.text)
        out.append(
            Education(
                institution=resolved.name if resolved else place.text,
                institution_raw=place.written or place.text, degree=deg.kind, degree_raw=deg.text,
                start=start, end=end, expected=expected, advisors=advisors,
                lines=[line_no, line_no],
            )
        )  # fmt: skip
    if len(degrees) == 1 and len(out) == 1:
        out.extend(_one_more(sentence, out[0], places, line_no))
    _shared_advisors_to_highest(out)
    return out


# "I obtained a master in math from X, and one from Y": the same degree again, at Y.
_ONE_MORE = re.compile(r"(?i),?\s+and\s+(?:one|another)\s+(?:from|at)\s+(?:the\s+)?")


def _one_more(sentence: str, told: Education, places: list[_Span], line_no: int):
    """The degree told again at a second place ("and one from Y", "and another at Y")."""
    m = _ONE_MORE.search(sentence)
    place = next((p for p in places if m and p.start == m.end()), None)
    if place is None:
        return []
    start, end, expected = _dates(sentence[place.end :], bool(_DONE.search(sentence)))
    resolved = institutions.resolve(place.text)
    return [
        Education(
            institution=resolved.name if resolved else place.text,
            institution_raw=place.written or place.text, degree=told.degree,
            degree_raw=told.degree_raw, start=start, end=end, expected=expected,
            lines=[line_no, line_no],
        )
    ]  # fmt: skip


_RANK = {"phd": 3, "master": 2, "bachelor": 1}


def _shared_advisors_to_highest(told: list[Education]) -> None:
    """ "my B.E. and Ph.D. from X, advised by Y", "his Ph.D. and B.S. from X in 2021 and
    2016, respectively, under the supervision of Y": one clause after degrees that include
    a doctorate names the doctorate's advisors, not each degree's ("my B.S. and M.S. from
    X, advised by Y" gives both, as studies at one place under one advisor)."""
    advised = [e for e in told if e.advisors]
    if len(told) < 2 or not advised:
        return
    people = advised[0].advisors
    if any(e.advisors != people for e in advised):
        return  # each degree with its own advisors
    highest = max(told, key=lambda e: _RANK.get(e.degree, 0))
    if highest.degree != "phd" or (len(advised) == 1 and advised[0] is told[0]):
        return  # the first degree's own clause ("my Ph.D., advised by Y, and my B.S.")
    for e in told:
        e.advisors = list(people) if e is highest else []


def _placeless(sentence: str, degrees: list[_Degree], line_no: int) -> list[Education]:
    """ "I am a final-year PhD student, advised by Prof. X": one degree, no place, its
    advisors named. A record without an institution, which prose_merge gives only to the
    listed record of that degree (and drops when there is none)."""
    if len(degrees) != 1 or degrees[0].kind not in EARNED_DEGREES:
        return []
    advisors = supervisors_in(sentence[degrees[0].start :])
    if not advisors:
        return []
    deg = degrees[0]
    done = _status(sentence[: deg.start])
    return [
        Education(
            institution=None, degree=deg.kind, degree_raw=deg.text, ongoing=not done,
            advisors=advisors, lines=[line_no, line_no],
        )
    ]  # fmt: skip


# "an ME from Hill University, and my MS": a place, then "and" and the next degree of
# the same kind, which is a second one.
_ANOTHER_AFTER_PLACE = re.compile(
    r"\b(?:from|at)\s+(?:the\s+)?[A-Z][^,;]*,?\s+and\s+(?:(?:then|later|also)\s+)?(?:my|his|her|an?|the)\s+$"
)


def _degrees(sentence: str) -> list[_Degree]:
    """The writer's own degrees named in the sentence, left to right."""
    out: list[_Degree] = []
    at = 0
    while at < len(sentence):
        found = degree_of(sentence[at:])
        if not found:
            break
        kind, m = found
        start, end = at + m.start(), at + m.end()
        at = max(end, start + 1)
        if kind == "postdoc" or kind == "highschool":
            continue  # a postdoc is a job in a bio
        if kind == "visiting" and not _VISITING.search(sentence, max(0, start - 12)):
            continue  # "visiting Prof. X's lab" is no programme
        own_thesis = _MY_THESIS.search(sentence[max(0, start - 7) : end + 14])
        if _NOT_MINE.match(sentence[end:]) and not own_thesis:
            continue
        if _OTHERS.search(sentence[max(0, start - 40) : start]):
            continue
        if _TIME_OF.search(sentence, max(0, start - 30), start):
            continue  # "During my undergraduate studies, I was an exchange student at X"
        if (
            out
            and out[-1].kind == kind
            and not _ANOTHER_AFTER_PLACE.search(sentence, out[-1].end, start)
        ):
            continue  # "my undergraduate education ..., receiving a Bachelor's": one degree
        out.append(_Degree(start, end, m.group(0), kind))
    return out


def _places(sentence: str) -> list[_Span]:
    """Places named in the sentence: known institutions, and capitalised names after a
    preposition that read as an organisation. A department beside its university
    ("Department of Statistics at UC Davis") is one place, named by the university."""
    found = [_closed(sentence, m.start, m.end) for m in institutions.find_all(sentence)]
    for m in _PLACE.finditer(sentence):
        # "Hill University and another ...": the joining word is not the name's.
        org = re.sub(r"(?:\s+(?:of|for|and|de|&))+$", "", m.group("org").rstrip(" ."))
        a = m.start("org")
        # After "at"/"from" a short capitalised name is a place ("at Télécom Paris").
        named = m.group(0)[:2] in ("at", "fr") and len(org.split()) <= 5
        overlaps = any(p.start < a + len(org) and a < p.end for p in found)
        if overlaps or not (named or ORG_WORDS.search(org) or _UNIVERSITY.search(org)):
            continue
        found.append(_Span(a, a + len(org), org))
    found.sort(key=lambda p: p.start)
    merged: list[_Span] = []
    for p in found:
        prev = merged[-1] if merged else None
        if prev and _joins(sentence[prev.end : p.start]):
            keep = prev if _rank(prev.text) >= _rank(p.text) else p
            written = sentence[prev.start : p.end]
            written += ")" if written.count("(") > written.count(")") else ""
            merged[-1] = _Span(prev.start, p.end, keep.text, written)
            continue
        merged.append(p)
    return merged


_LINK_WORDS = re.compile(r"(?i)\s*,?\s*(?:\(|at|of|in|within)?\s*(?:the\s+)?")


def _closed(sentence: str, start: int, end: int) -> _Span:
    """The place from ``start`` to ``end``, with a bracket it opens closed ("HKUST (GZ)")."""
    name = sentence[start:end]
    close = sentence.find(")", end)
    if name.count("(") > name.count(")") and close != -1:
        end = close + 1
    return _Span(start, end, sentence[start:end])


def _joins(gap: str) -> bool:
    """Do these words join two places into one ("X, in the Y", "X (Y", "X, Faculty of
    Engineering, Y")?"""
    if _LINK_WORDS.fullmatch(gap):
        return True
    parts = gap.split(",")
    return (
        len(parts) >= 3
        and all(
            not p.strip()
            or (p.strip()[:1].isupper() and ORG_WORDS.search(p) and len(p.split()) <= 6)
            for p in parts[1:-1]
        )
        and bool(_LINK_WORDS.fullmatch(parts[-1]))
    )


def _rank(text: str) -> int:
    """Which of two adjacent places names the degree's: a university over a school, a
    school over one of its units (department, lab, group)."""
    resolved = institutions.resolve(text, fuzzy=False)
    if resolved is not None and resolved.record.get("kind") == "university":
        return 2
    if _SUBUNIT.search(text):
        return 0
    return 2 if _UNIVERSITY.search(text) else 1


_UNIVERSITY = re.compile(r"(?i)universi|institute of technology|polytechn")
_SUBUNIT = re.compile(
    r"(?i)\b(?:department|dept|school|faculty|college|lab|labs|laboratory|group|cent(?:er|re)"
    r"|division|program(?:me)?)\b"
)


def _pair(sentence: str, degrees: list[_Degree], places: list[_Span]):
    """Each degree with its place: the first named after it and before the next degree;
    "A and B from X" share X; "with a B.Tech." takes the place named before it."""
    # How far the words about each degree reach: to the next degree, or further for a
    # degree that shares the place (and the advisors) named after the next one.
    reach = [d.start for d in degrees[1:]] + [len(sentence)]
    if _RESPECTIVELY.search(sentence) and len(places) < len(degrees):
        places = [part for p in places for part in _joined_places(p)]
    if _RESPECTIVELY.search(sentence) and len(places) == len(degrees):
        return list(zip(degrees, places, reach, strict=True))
    own: list[_Span | None] = []
    for i, deg in enumerate(degrees):
        nxt = degrees[i + 1].start if i + 1 < len(degrees) else len(sentence)
        after = [p for p in places if deg.end <= p.start < nxt]
        first = after[0] if after else None
        own.append(next((p for p in after if _FROM_AT.search(sentence, 0, p.start)), first))
    for i in range(len(degrees) - 2, -1, -1):
        if own[i] is None and own[i + 1] is not None:
            own[i] = own[i + 1]  # "my B.S. and M.S. degrees from X, advised by Y"
            reach[i] = reach[i + 1]
    for i, deg in enumerate(degrees):
        if own[i] is None:
            prev_end = degrees[i - 1].end if i else 0
            before = [p for p in places if prev_end <= p.start and p.end <= deg.start]
            own[i] = before[-1] if before else None
    return list(zip(degrees, own, reach, strict=True))


# "the Ph.D. in Information Technologies from Hill University": the place a degree
# names after "from" or "at" is its own, a name before it is the degree's subject.
_FROM_AT = re.compile(r"(?i)\b(?:from|at)\s+(?:the\s+)?$")

_AND = re.compile(r"\s+and\s+")


def _joined_places(place: _Span) -> list[_Span]:
    """ "Hill University and Vale College" (of "degrees from X and Y in 2016 and 2018,
    respectively"): the places one name ran together, each naming a school of its own;
    a name whose parts are not each a school's is one place ("School of Arts and
    Sciences")."""
    cuts = [m.span() for m in _AND.finditer(place.text)]
    if not cuts:
        return [place]
    bounds = [0, *(x for span in cuts for x in span), len(place.text)]
    spans = [
        _Span(place.start + a, place.start + b, place.text[a:b])
        for a, b in zip(bounds[::2], bounds[1::2], strict=True)
    ]
    if all(_UNIVERSITY.search(p.text) or ORG_WORDS.search(p.text.split()[-1]) for p in spans):
        return spans
    return [place]


def _status(before: str) -> bool:
    """Is the degree done, by the last verb before it ("I am a PhD student" is not)?"""
    done = list(_DONE.finditer(before))
    going = list(_ONGOING.finditer(before))
    if not done:
        return False
    return not going or done[-1].start() > going[-1].start()


# "from 2019 to 2023", "(2019-2023)", "From Mar. 2024 to Sep. 2024", and a span a
# sentence opens on ("During 2018~2019, I was", "In 2016-2017, I was").
_RANGE = re.compile(
    r"(?i)(?:\bfrom\s+|\(|^\W*(?:during|in|between)\s+)(?:([a-z]+)\.?\s+)?((?:19|20)\d\d)\s*"
    r"(?:to|until|till|-|–|—|~|～)\s*"
    r"(?:([a-z]+)\.?\s+(?=(?:19|20)\d))?((?:19|20)\d\d|present|now)"
)
_SINCE = re.compile(
    r"(?i)\b(?:since|starting|started|began|beginning)\s+(?:in\s+)?(?:(?:the\s+)?"
    r"(?:fall|spring|summer|autumn|winter)\s+(?:of\s+)?|([a-z]+)\.?\s+)?((?:19|20)\d\d)\b"
)
_IN_YEAR = re.compile(r"(?i)(?:\bin|[(（])\s*(?:([a-z]+)\.?\s+)?((?:19|20)\d\d)\b")


_MONTH_NAMES = {number: name for name, number in MONTHS.items() if len(name) == 3}


def _months_named(sentence: str) -> str:
    """ "in 06/2025", "from 2019.09 to 2023.06", "in 2021年8月": each date with a month
    written as "Jun 2025", the one form the sentence patterns below read."""
    parts, last = [], 0
    for value, a, b in find_dates(sentence):
        if len(value) == len("YYYY-MM"):
            parts += [sentence[last:a], f"{_MONTH_NAMES[int(value[5:])]} {value[:4]}"]
            last = b
    return "".join(parts) + sentence[last:]


def _when(m: re.Match) -> str:
    """ "June 2025" -> "2025-06", "2025" -> "2025": a date as precise as written."""
    month = MONTHS.get((m.group(1) or "").lower())
    return f"{m.group(2)}-{month:02d}" if month else m.group(2)


def _month_year(month: str | None, year: str) -> str:
    number = MONTHS.get((month or "").lower())
    return f"{year}-{number:02d}" if number else year


def _dates(segment: str, done: bool, soon: bool = False) -> tuple[str | None, str | None, bool]:
    """(start, end, expected) of a degree from the words after it."""
    m = _RANGE.search(segment)
    if m:
        end = _month_year(m.group(3), m.group(4)) if m.group(4)[:1].isdigit() else None
        return _month_year(m.group(1), m.group(2)), end, bool(_EXPECT.search(segment))
    since = _SINCE.search(segment)
    if since:
        return _when(since), None, False
    m = _IN_YEAR.search(segment)
    if not m:
        return None, None, False
    if done:
        return None, _when(m), False
    if soon or _EXPECT.search(segment):
        return None, _when(m), True
    return None, None, False


def _respective_years(sentence: str, degrees: list[_Degree]) -> list[str]:
    """ "in 2018 and 2021, respectively": one year a degree, in order."""
    if not _RESPECTIVELY.search(sentence) or len(degrees) < 2:
        return []
    years = _YEAR.findall(sentence[degrees[0].start :])
    return years if len(years) == len(degrees) else []
