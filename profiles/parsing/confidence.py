"""How sure the parser is: a confidence between 0 and 1 on the name and on every
record, from the cues that found them. The import asks staff to review what scores low.
Used by cv.py once every record is read.
"""

from __future__ import annotations

from . import institutions
from .awards import AWARD_WORDS
from .entries import TITLE_WORDS
from .model import ParsedCV

# The name's confidence by the cue that gave it, strongest first.
NAME_CUES = {
    "front_matter": 0.95,
    "header": 0.9,
    "layout": 0.9,  # the largest text at the top of a PDF's first page
    "intro": 0.8,
    "marked_author": 0.75,
    "cv_file": 0.6,
    "publications": 0.6,
    "email_address": 0.4,
}


class NameCue:
    """Remembers which step of the parse first found the name."""

    def __init__(self, cv: ParsedCV):
        self.cv = cv
        self.cue: str | None = None
        self.seen = cv.name

    def after(self, step: str) -> None:
        if self.cv.name and self.cv.name != self.seen:
            self.cue, self.seen = step, self.cv.name
        elif self.cv.name and self.cue is None:
            self.cue = step


def _known(name: str | None) -> bool:
    return bool(name) and institutions.resolve(name, fuzzy=False) is not None


def rate(cv: ParsedCV, name_cue: str | None) -> None:
    """Set `name_confidence` and each record's `confidence`."""
    cv.name_confidence = NAME_CUES.get(name_cue, 0.0) if cv.name else 0.0
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
