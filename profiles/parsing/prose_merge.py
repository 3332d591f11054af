"""What a bio or a homepage's news items say about degrees and jobs, folded into the records
the CV lists: a bio's degree or job dates and adds advisors to the listed one at the same
place, and adds a record only for a place listed nowhere. Used by cv.py once every section
is read.
"""

from __future__ import annotations

import re

from . import institutions
from .mentors import same_people_once
from .model import Education, ParsedCV, Position
from .text import has_cjk


def _same_org(a: str | None, b: str | None) -> bool:
    if not a or not b:
        return False
    na, nb = institutions.normalise(a), institutions.normalise(b)
    return na == nb or na in nb or nb in na


def _same_role(a: str | None, b: str | None) -> bool:
    """One title's words all in the other's: "Assistant Professor of Finance" and
    "Lecturer (Assistant Professor) of Finance"."""
    wa, wb = (set(re.findall(r"\w+", (t or "").lower())) for t in (a, b))
    return bool(wa and wb) and (wa <= wb or wb <= wa)


# Initials in brackets after a school's name ("艾伦·斯密研究所（ASI）"), which prose.py keeps
# in the place as written; and the words a name's initials skip.
BRACKETED_INITIALS = re.compile(r"\s*[（(]([A-Z][A-Za-z]{1,7})[）)]")
_SMALL_WORDS = {"of", "and", "for", "the", "at", "in", "de"}


def _initials_of(name: str | None, written: str | None) -> bool:
    """The school written in another script with initials in brackets ("艾伦·斯密研究所
    （ASI）") is the one whose name in letters they spell ("Allen Smith Institute"):
    `merge_prose` folds a bio's degree there into the listed degree."""
    found = BRACKETED_INITIALS.search(written or "")
    if not name or not found or not has_cjk(written[: found.start()]):
        return False
    words = [w for w in re.findall(r"[A-Za-z]+", name) if w.lower() not in _SMALL_WORDS]
    return len(words) > 1 and "".join(w[0] for w in words).upper() == found[1].upper()


def merge_prose(cv: ParsedCV, prose_edu: list[Education], prose_pos: list[Position]) -> None:
    """Fold what prose said into the structured entries of the same place."""
    for pe in prose_edu:
        if pe.institution is None:
            _advisors_of_listed(cv.education, pe)
            continue
        target = next(
            (
                e
                for e in cv.education
                if e.degree == pe.degree
                and (
                    _same_org(e.institution, pe.institution)
                    or _initials_of(e.institution, pe.institution_raw)
                )
            ),
            None,
        ) or _undegreed_at(cv.education, pe)
        if target is None and pe.degree == "other":  # "山东大学/男/1995": a place listed above
            listed = (e for e in cv.education if _same_org(e.institution, pe.institution))
            target = next(listed, None)
        if target is None:
            cv.education.append(pe)
            continue
        target.advisors = same_people_once(target.advisors + pe.advisors)
        target.start = _finer(target.start, pe.start) or pe.start
        target.end = _finer(target.end, pe.end)
        if target.end is None and pe.end and not (target.start and not target.expected):
            target.end = pe.end
    for pp in prose_pos:
        target = next(
            (p for p in cv.positions if _same_org(p.organization, pp.organization)
             and (not p.title or not pp.title or p.title.lower() == pp.title.lower())),
            None,
        )  # fmt: skip
        if target is None:
            if not (pp.start or pp.end) and any(
                _same_org(p.organization, pp.organization) and _same_role(p.title, pp.title)
                for p in cv.positions
            ):
                continue  # "an Assistant Professor at X": "Lecturer (Assistant Professor)" at X
            cv.positions.append(pp)
            continue
        target.supervisors = list(dict.fromkeys(target.supervisors + pp.supervisors))
        if not target.start:
            target.start, target.end = pp.start, pp.end


def _advisors_of_listed(education: list[Education], pe: Education) -> None:
    """ "I am a PhD student, advised by X" (no place named): X advises the one listed
    record of that degree (the one under way, when the CV lists several)."""
    same = [e for e in education if e.degree == pe.degree]
    if len(same) > 1 and pe.ongoing:
        same = [e for e in same if e.ongoing or e.expected or e.end is None]
    if len(same) == 1 and not same[0].advisors:
        same[0].advisors = list(pe.advisors)


def _finer(listed: str | None, told: str | None) -> str | None:
    """The listed date, or the bio's when it names the month of the listed year ("2017"
    listed, "in June 2017" told)."""
    if listed and told and len(listed) == 4 and len(told) == 7 and told[:4] == listed:
        return told
    return listed


def _undegreed_at(education: list[Education], pe: Education) -> Education | None:
    """The one listed record at the bio's place that names no degree ("2023 - 至今  X大学Y学院,
    人工智能专业"): the bio's "Y学院人工智能专业本科生" gives it its degree."""
    found = [
        e for e in education if e.degree == "other" and _same_org(e.institution, pe.institution)
    ]
    if len(found) != 1:
        return None
    found[0].degree, found[0].degree_raw = pe.degree, found[0].degree_raw or pe.degree_raw
    return found[0]


def merge_news(cv: ParsedCV, news_edu: list[Education], news_pos: list[Position]) -> None:
    """News items date the degrees and jobs the page lists elsewhere; one that names a
    place the page names nowhere else adds its record."""
    places = [r.institution for r in cv.education] + [r.organization for r in cv.positions]
    for ne in news_edu:
        target = next(
            (e for e in cv.education
             if e.degree == ne.degree and _same_org(e.institution, ne.institution)),
            None,
        )  # fmt: skip
        if target is None:
            if not any(_same_org(p, ne.institution) for p in places):
                cv.education.append(ne)
            continue
        target.advisors = list(dict.fromkeys(target.advisors + ne.advisors))
        if ne.start and not target.start and (not target.end or ne.start <= target.end):
            target.start = ne.start
        if ne.end and not target.end and not target.expected:
            target.end = ne.end
    for np in news_pos:
        target = next(
            (p for p in cv.positions if _same_org(p.organization, np.organization)
             and (not p.title or not np.title or p.title.lower() == np.title.lower())),
            None,
        )  # fmt: skip
        if target is not None and _another_stint(target, np):
            cv.positions.append(np)  # "[Jun - Sep 2021] interned at X", "[Jun 2023] returned"
            continue
        if target is None:
            if not any(_same_org(p, np.organization) for p in places):
                cv.positions.append(np)
                places.append(np.organization)
            continue
        target.supervisors = list(dict.fromkeys(target.supervisors + np.supervisors))
        if not target.start and not target.end:
            target.start = np.start
        else:
            target.start = _finer(target.start, np.start)


def _earlier(a: str, b: str) -> bool:
    """Date ``a`` is before date ``b``, compared to the month at most and at the precision
    both name: "2020" is neither before nor after "2020-05"."""
    n = min(len(a), len(b), 7)
    return a[:n] < b[:n]


def _another_stint(held: Position, told: Position) -> bool:
    """A news item's job with the title of one the page lists at the same place, dated
    by the item before the listed one began or after it ended: the job held again."""
    if not (held.start and told.start and held.title and told.title):
        return False
    if _earlier(told.start, held.start):
        return not told.end or _earlier(told.end, held.start)
    return bool(held.end) and _earlier(held.end, told.start)


def merge_header_position(cv: ParsedCV, found: tuple[Position, str] | None) -> None:
    """The job a header states under the name, added when the CV lists no job at its
    place (or at a place the header's block names) and none of its title held now: a
    listed one is the same job, told better."""
    if found is None:
        return
    told, block = found
    named = institutions.normalise(block)
    title = (told.title or "").lower()
    for p in cv.positions:
        if _same_org(p.organization, told.organization) or _same_org(
            p.organization_raw, told.organization_raw
        ):
            return
        if (p.title or "").lower() == title and not p.end:
            return
        raw = institutions.normalise(p.organization_raw or "")
        if raw and raw in named:
            return
    cv.positions.append(told)


def merge_tagline(cv: ParsedCV, told: Position | None) -> None:
    """The job a tagline states ("Researcher at Northwind"), added when no listed job and
    no listed degree is at its place: a "researcher at" the person's university is most
    often the degree under way there."""
    if told is None:
        return
    listed = [p.organization for p in cv.positions] + [e.institution for e in cv.education]
    listed += [p.organization_raw for p in cv.positions]
    listed += [e.institution_raw for e in cv.education]
    if not any(_same_org(place, told.organization) for place in listed):
        cv.positions.append(told)


def merge_form_school(cv: ParsedCV, found: list[Education]) -> None:
    """The school a personal-details form names: it dates and grades the degree listed
    at that school when that record leaves them out, and is added only when no degree
    is listed at all."""
    for fe in found:
        same = [e for e in cv.education if _same_org(e.institution_raw, fe.institution_raw)]
        if not cv.education:
            cv.education.append(fe)
        elif len(same) == 1:
            target = same[0]
            if target.degree == "other" and fe.degree != "other":
                target.degree, target.degree_raw = fe.degree, target.degree_raw or fe.degree_raw
            if not target.end and fe.end and not (target.start and target.start > fe.end):
                target.end = fe.end
