"""How sure the parser is: a confidence between 0 and 1 on the name and on every
record, from the cues that found them. The import asks staff to review what scores low.
Used by cv.py once every record is read.
"""

from __future__ import annotations

import re

from . import institutions
from .awards import AWARD_WORDS
from .entries import TITLE_WORDS
from .model import ParsedCV

# The name's confidence by the cue that gave it, strongest first.
NAME_CUES = {
    "front_matter": 0.95,
    "header": 0.9,
    "page_meta": 0.85,
    "layout": 0.9,  # the largest text at the top of a PDF's first page
    "intro": 0.8,
    "bio": 0.75,
    "marked_author": 0.75,
    "cv_file": 0.6,
    "copyright": 0.6,
    "photo": 0.6,  # the alt text of the page's one named photo
    "publications": 0.6,
    "email_spelling": 0.6,  # a name in the text that the email address spells
    "profile_link": 0.5,
    "author_lines": 0.5,  # the author common to author lists outside a publication list
    "email_address": 0.4,
}


class NameCue:
    """Remembers which step of the parse first found the name."""

    def __init__(self, cv: ParsedCV):
        self.cv = cv
        self.cue: str | None = None
        self.seen = (cv.name, cv.name_native)

    def after(self, step: str) -> None:
        name, native = self.cv.name, self.cv.name_native
        # A native name given its Latin spelling is the same person, found by the same cue.
        respelled = native is not None and native in self.seen and self.cue is not None
        changed = (name, native) != self.seen and not respelled
        if name and (changed or self.cue is None):
            self.cue = step
        self.seen = (name, native)


def _known(name: str | None) -> bool:
    return bool(name) and institutions.resolve(name, fuzzy=False) is not None


def _words(name: str) -> list[str]:
    return [w for w in re.findall(r"[a-z]+", name.lower()) if len(w) >= 2]


def _in_an_email(cv: ParsedCV) -> bool:
    """Is every word of the name in one of the CV's addresses ("jane.roe@...")?"""
    words = _words(cv.name or "")
    locals_ = [e.split("@")[0].lower() for e in cv.emails]
    return bool(words) and any(all(w in local for w in words) for local in locals_)


def _an_author(cv: ParsedCV) -> bool:
    """Does the name's surname sign two of the CV's publications or more?"""
    words = _words(cv.name or "")
    if not words:
        return False
    signed = [p for p in cv.publications if any(words[-1] in _words(a) for a in p.authors)]
    return len(signed) >= 2


def _name_confidence(cv: ParsedCV, cue: str | None) -> float:
    """The cue's confidence, raised when a second cue agrees: the address spells the
    name, or a weak guess is also the surname of the CV's publications."""
    if not cv.name:
        return 0.0
    score = NAME_CUES.get(cue, 0.0)
    if cue != "email_address" and _in_an_email(cv):
        score = max(score, min(0.95, score + 0.1))
    if score < 0.6 and _an_author(cv):
        score = 0.6
    return score


def rate(cv: ParsedCV, name_cue: str | None) -> None:
    """Set `name_confidence` and each record's `confidence`."""
    cv.name_confidence = _name_confidence(cv, name_cue)
    for e in cv.education:
        e.confidence = _sum(
            0.45,
            (0.25, _known(e.institution_raw or e.institution)),
            (0.15, bool(e.start or e.end)),
            (0.15, e.degree != "other"),
        )
    for p in cv.positions:
        where = p.organization_raw or p.organization
        p.confidence = _sum(
            0.3,
            (0.2, bool(where)),
            (0.15, _known(where)),
            (0.2, bool(p.title and TITLE_WORDS.search(p.title))),
            (0.15, bool(p.start or p.end)),
        )
    for j in cv.projects:
        j.confidence = _sum(0.5, (0.3, bool(j.start or j.end)), (0.2, bool(j.supervisors)))
    for paper in cv.publications:
        paper.confidence = _sum(
            0.4, (0.2, bool(paper.year)), (0.25, bool(paper.authors)), (0.15, bool(paper.venue))
        )
    for award in cv.awards:
        award.confidence = _sum(
            0.5,
            (0.3, bool(award.title and AWARD_WORDS.search(award.title))),
            (0.2, bool(award.year)),
        )


def _sum(base: float, *cues: tuple[float, bool]) -> float:
    return round(min(1.0, base + sum(weight for weight, present in cues if present)), 2)
