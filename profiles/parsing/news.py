"""A homepage's news items as evidence of degrees and jobs: "[Jun 2021] I started my
summer internship @Microsoft, working with Dr. X", "2023.09: Joined X as a PhD student",
"May 2025: Interning at Y", "2020-05-04 | I got my Ph.D. degree from Z". Only an item
that says so plainly counts: it names the writer's own move (a first-person sentence,
or one that opens on the verb), a role or degree, and the place; the item's date is
when the move happened. Used by cv.py, which lets these records date the ones the page
lists elsewhere and adds one only for a place the page names nowhere else.
"""

from __future__ import annotations

import re

from . import institutions
from .bio_degrees import bio_degrees
from .bio_positions import bio_positions
from .dates import find_range
from .entries import ORG_WORDS, TITLE_WORDS, degree_of
from .mentors import JUNIOR, head_mentors, same_people_once, worked_with
from .model import EARNED_DEGREES, Education, Position
from .names import supervisors_in, unlink
from .positions import position_kind
from .prose import SENTENCE
from .text import Line

# What is not the writer's own move: plans, other people's news, invitations.
_NOT_A_MOVE = re.compile(
    r"(?i)\b(?:will|going\s+to|plan(?:s|ning)?\s+to|upcoming|congrat\w*|welcome[sd]?|our\s+"
    r"(?:alumn\w*|student|lab|group|team|paper|work)|students?\s+\w+\s+joined|visit(?:ed|ing)?"
    r"\s+(?:us|our)|talk|present\w*|paper|accepted\s+(?:to|by|at|in)|award|best)\b"
)
_TEACHING = re.compile(r"(?i)\bteaching|\bcourse\b|\btutor|\bgrader|\b(?:ta|ca)\b|助教")
# "Joined X as a Y", "I joined X as Y in Z", "I returned to X again as a Y".
_JOINED_AS = re.compile(
    r"(?i:\b(?:join(?:ed|ing)?|return(?:ed|ing)?\s+to))\s+(?:the\s+)?(?P<org>[A-Z][^,;!]*?)"
    r"(?:\s+(?i:again))?\s+(?i:as)\s+(?:an?\s+|the\s+)?"
    r"(?P<title>[^,;!]+?)(?=\s*(?:[,;!(]|\.(?:\s|$)|$|\s+(?:in|at|with|working|under|to|for|"
    r"from|since|after|and)\b))(?:\s+(?:in|at)\s+(?:the\s+)?(?P<place>[A-Z][^,;!(]*?)"
    r"(?=\s*(?:[,;!(]|\.(?:\s|$)|$)))?"
)
# "Started as a Y at X", "Started my internship at X", "Interning at X", "Summer intern @X".
_STARTED = re.compile(
    r"(?i:\b(?:start(?:ed|ing)?|began|beginning)\s+(?:as\s+|my\s+|a\s+|an\s+|the\s+)?"
    r"(?:an?\s+|new\s+)?)(?P<title>[^,;!@]{2,60}?)\s+(?i:at|with|in|@)\s*(?:the\s+)?"
    r"(?P<org>[A-Z][^,;!(]*?)(?=\s*(?:[,;!(]|\.(?:\s|$)|$|\s+(?:with|working|under|as|to)\b))"
)
_INTERNING = re.compile(
    r"(?P<title>(?i:\b(?:[\w-]+\s+)?intern(?:ing|ed)?))\s+(?i:at|with|@)\s*(?:the\s+)?"
    r"(?P<org>[A-Z][^,;!(]*?)(?=\s*(?:[,;!(]|\.(?:\s|$)|$|\s+(?:with|working|under|on|as|to)\b))"
)
# A move the writer makes: an opening verb, or "I" and a verb.
_OWN = re.compile(
    r"(?i)^(?:\W{0,3})(?:joined|joining|returned|started|starting|began|beginning|interning|interned|graduated|"
    r"defended|received|obtained|got|moved|summer\s+intern|research\s+intern|intern)\b|\bI\b|\bmy\b"
)
_GRADUATED = re.compile(
    r"(?i)\b(?:graduated|defended|(?:received|obtained|got|get|earned|completed)\s+(?:my|the|a))\b"
)
_GRADUATED_FROM = re.compile(
    r"(?i:\bgraduated\s+from)\s+(?:the\s+)?(?P<org>[A-Z][^,;!(]*?)(?=\s*(?:[,;!(]|\.(?:\s|$)|$|"
    r"\s+(?:with|in|and)\b))"
)


def news_records(lines: list[Line]) -> tuple[list[Education], list[Position]]:
    """The degrees and jobs the news items of a section tell, dated by their items."""
    edu: list[Education] = []
    pos: list[Position] = []
    for date, until, text, no in _items(lines):
        if _NOT_A_MOVE.search(text) or not _OWN.search(text):
            continue
        text = unlink(text)
        found_edu, found_pos = _records(text, no)
        graduated = bool(_GRADUATED.search(text))
        for e in found_edu:
            if graduated:
                e.start, e.end = e.start if e.start and e.start < date else None, until or date
            else:
                e.start, e.end = date, until
        for p in found_pos:
            p.start, p.end = date, until
        edu.extend(found_edu)
        pos.extend(p for p in found_pos if not _TEACHING.search(p.title or ""))
    return edu, pos


def _items(lines: list[Line]):
    """(date, end, text, line) of each dated item: the date opens the line, or stands
    alone on the line above its text; an item dated by a range ("[Jun - Sep 2021] I
    interned at X") has its end too."""
    pending = None
    for ln in lines:
        text = ln.text.strip()
        if not text:
            continue
        dr = find_range(text[:40])
        if dr is not None and dr.start and len(dr.start) == 7 and dr.span[0] <= 2:
            end = None if dr.single else dr.end
            if end is not None and len(end) != 7:
                continue  # "2019 - 2021": a span of years, not a news item's date
            rest = text[dr.span[1] :].lstrip(" ]):|-–—,.")
            if rest:
                yield dr.start, end, rest, ln.no
                pending = None
            else:
                pending = (dr.start, end)
            continue
        if pending:
            yield *pending, text, ln.no
        pending = None


def _records(text: str, no: int) -> tuple[list[Education], list[Position]]:
    """What one item says: a degree begun or earned, a job begun."""
    sentences = SENTENCE.split(text)
    head = sentences[0]
    edu = [e for s in sentences for e in bio_degrees(s, no)]
    if edu:
        _advisors_told_after(edu, sentences[1:])
        return edu, []
    m = _GRADUATED_FROM.search(head)
    if m:
        deg = degree_of(head)
        if deg and deg[0] in EARNED_DEGREES:
            return [_education(m.group("org"), deg[0], deg[1].group(0), no)], []
    m = _JOINED_AS.search(head) or _STARTED.search(head) or _INTERNING.search(head)
    if m:
        title = m.group("title").strip()
        org = _closed(head, m.start("org"), m.end("org"))
        if "place" in m.groupdict() and m.group("place"):
            org = m.group("place").strip(" .")  # "the X Team as a postdoc in Y University"
        deg = degree_of(title)
        if deg and deg[0] in EARNED_DEGREES:
            return [_education(org, deg[0], deg[1].group(0), no)], []
        title = re.sub(r"(?i)^(?:my|a|an|the)\s+", "", title)
        if re.fullmatch(r"(?i)(?:[\w-]+\s+)?intern(?:ing|ed)?", title):
            title = "Intern" if title.lower().startswith("intern") else title.rsplit(" ", 1)[0]
            title = title if title == "Intern" else f"{title.title()} Intern"
        elif re.search(r"(?i)internship$", title):
            title = re.sub(r"(?i)internship$", "Intern", title).strip()
        if _is_place(org) and TITLE_WORDS.search(title) and len(title.split()) <= 6:
            return [], [_position(org, title, text, no)]
    pos = [p for s in sentences for p in bio_positions(s, no)]
    _supervisors_told_after(pos, sentences[1:])
    return [], pos


def _advisors_told_after(edu: list[Education], after: list[str]) -> None:
    """ "I got my Ph.D. degree from X! Thanks to my supervisor Ann Lee.": the advisors a
    later sentence of the item names are those of the one research degree it tells."""
    research = [e for e in edu if e.degree in ("phd", "master")]
    if len(research) != 1 or research[0].advisors:
        return
    people = [p for s in after if not degree_of(s) for p in supervisors_in(s)]
    research[0].advisors = same_people_once(people)


def _supervisors_told_after(pos: list[Position], after: list[str]) -> None:
    """ "I work as a Postdoctoral Fellow at X. I work closely with Prof. Ann Lee.": the
    people a later sentence of the item names as the supervisors, or as those the work is
    with, are those of the one junior's job it tells."""
    if len(pos) != 1 or pos[0].supervisors or not JUNIOR.search(pos[0].title or ""):
        return
    people = [p for s in after if not degree_of(s) for p in supervisors_in(s) + worked_with([s])]
    pos[0].supervisors = same_people_once(people)


def _closed(text: str, start: int, end: int) -> str:
    """The name from ``start`` to ``end``, with a bracket it opens closed ("HKUST (GZ)")."""
    name = text[start:end]
    if name.count("(") > name.count(")"):
        close = text.find(")", end)
        name = text[start : close + 1] if close != -1 else name.split("(")[0]
    return name.strip(" .")


def _is_place(org: str) -> bool:
    words = [w for w in org.split() if re.search(r"\w", w)]  # "MERL — Speech & Audio"
    if not words or len(words) > 10:
        return False
    return bool(institutions.find_in(org) or ORG_WORDS.search(org)) or all(
        w[:1].isupper() or w.lower() in ("of", "and", "&", "for") for w in words
    )


def _education(org: str, degree: str, raw: str, no: int) -> Education:
    resolved = institutions.resolve(org)
    return Education(
        institution=resolved.name if resolved else org, institution_raw=org,
        degree=degree, degree_raw=raw, lines=[no, no],
    )  # fmt: skip


def _position(org: str, title: str, text: str, no: int) -> Position:
    people = supervisors_in(text)
    if JUNIOR.search(title):
        people += head_mentors([text]) + worked_with([text])
    resolved = institutions.resolve(org)
    return Position(
        organization=resolved.name if resolved else org, organization_raw=org,
        title=title, kind=position_kind(title), supervisors=same_people_once(people),
        lines=[no, no],
    )  # fmt: skip
