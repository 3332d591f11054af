"""The rows one CV's parse gives, unsaved and keyed, with the names it did not link.

Used by records.py, which joins the rows of all a person's sources. Each row is keyed by
what identifies the CV entry (`staff.curation.assign_keys`), so that the same entry in
another CV, or in the next version of this one, is the same record.
"""

from dataclasses import dataclass, field

from profiles.importing.shared_records import people_named
from profiles.importing.sources import Source
from profiles.models import Advisor, Award, Education, Position, Project
from profiles.staff.curation import assign_keys
from profiles.text import split_partial_date

MODELS = {"education": Education, "position": Position, "project": Project, "award": Award}


@dataclass
class Candidate:
    """One record as one source states it."""

    kind: str
    row: object
    people: list[Advisor] | None
    source: Source
    unlinked_place: str = ""
    unlinked_people: list[str] = field(default_factory=list)


def period_fields(record, *, drop_end: bool = False) -> dict:
    start_year, start_month = split_partial_date(record.start)
    end_year, end_month = (None, None) if drop_end else split_partial_date(record.end)
    return {
        "start_year": start_year,
        "start_month": start_month,
        "end_year": end_year,
        "end_month": end_month if end_year else None,
        # "Present" or "Now" in the CV; an end the CV leaves out after a start counts too.
        "ongoing": end_year is None
        and (getattr(record, "ongoing", False) or start_year is not None),
        "expected": bool(getattr(record, "expected", False)) and end_year is not None,
    }


def source_fields(record, source: Source) -> dict:
    lines = record.lines or [None, None]
    return {
        "source": source.document,
        "line_first": lines[0],
        "line_last": lines[-1],
        "confidence": getattr(record, "confidence", None),
    }


def linked(shared, record, prefix: str, place) -> tuple[list[Advisor], list[str]]:
    """The advisors a record names that are people, and the names that are not."""
    people, unlinked = [], []
    for name, native, latin in people_named(record, prefix):
        advisor = shared.advisor(name, native, latin, place)
        if advisor is None:
            unlinked.append(name)
        elif advisor not in people:
            people.append(advisor)
    return people, unlinked


def candidates_of(source: Source, shared) -> dict[str, list[Candidate]]:
    """The rows one source's parse gives, by kind, keyed."""
    parsed = source.parsed
    dropped = source.checked.dropped_ends
    found: dict[str, list[Candidate]] = {kind: [] for kind in MODELS}

    def dates(kind: str, index: int, record) -> dict:
        return period_fields(record, drop_end=(kind, index) in dropped)

    for index, record in enumerate(parsed.education):
        raw = (record.institution_raw or record.institution or "")[:500]
        place = shared.institution(record.institution, record.institution_raw)
        row = Education(
            institution=place,
            institution_raw=raw,
            degree=record.degree,
            degree_title=(record.degree_raw or "")[:300],
            field=(record.field or "")[:300],
            **dates("education", index, record),
            **source_fields(record, source),
        )
        people, unlinked = linked(shared, record, "advisors", place)
        missing = raw if place is None and raw else ""
        found["education"].append(Candidate("education", row, people, source, missing, unlinked))
    for index, record in enumerate(parsed.positions):
        raw = (record.organization_raw or record.organization or "")[:500]
        place = shared.institution(record.organization, record.organization_raw)
        row = Position(
            organization=place,
            organization_raw=raw,
            title=(record.title or "")[:300],
            kind=record.kind,
            **dates("positions", index, record),
            **source_fields(record, source),
        )
        people, unlinked = linked(shared, record, "supervisors", place)
        missing = raw if place is None and raw else ""
        found["position"].append(Candidate("position", row, people, source, missing, unlinked))
    for index, record in enumerate(parsed.projects):
        if record.title:
            row = Project(
                title=record.title[:500],
                **dates("projects", index, record),
                **source_fields(record, source),
            )
            people, unlinked = linked(shared, record, "supervisors", None)
            found["project"].append(Candidate("project", row, people, source, "", unlinked))
    for record in parsed.awards:
        if record.title:
            row = Award(
                title=record.title[:500],
                year=record.year,
                issuer=(record.issuer or "")[:300],
                **source_fields(record, source),
            )
            found["award"].append(Candidate("award", row, None, source))
    for kind, rows in found.items():
        assign_keys(kind, [candidate.row for candidate in rows])
    return found
