"""A person's imported state as plain lines, and the difference between two states.

Used by the import service to say what an import changed (or, with --dry-run,
would change) in words a person reads.
"""

from profiles.models import Person
from profiles.text import period_text

Snapshot = dict[str, list[str]]

SCALAR_FIELDS = ("full_name", "native_name", "birth_date")
LIST_FIELDS = ("other_names", "emails", "phones", "links", "research_interests")


def period(record) -> str:
    return period_text(record, style="iso", unknown="?")


def names(advisors) -> str:
    return ", ".join(str(a) for a in advisors)


def person_snapshot(person: Person | None) -> Snapshot:
    """Costs one query per kind of record (seven)."""
    if person is None:
        return {}
    snap: Snapshot = {field: [str(getattr(person, field) or "")] for field in SCALAR_FIELDS}
    for field in LIST_FIELDS:
        snap[field] = list(getattr(person, field))
    snap["areas"] = sorted(area.slug for area in person.areas.all())
    snap["education"] = sorted(
        f"{e.get_degree_display()}, {e.institution or e.institution_raw}, {period(e)}"
        + (f"; advisors: {names(e.advisors.all())}" if e.advisors.all() else "")
        for e in person.education.select_related("institution").prefetch_related("advisors")
    )
    snap["positions"] = sorted(
        f"{p.title}, {p.organization or p.organization_raw}, {period(p)}"
        + (f"; supervisors: {names(p.supervisors.all())}" if p.supervisors.all() else "")
        for p in person.positions.select_related("organization").prefetch_related("supervisors")
    )
    snap["projects"] = sorted(
        f"{p.title}, {period(p)}"
        + (f"; supervisors: {names(p.supervisors.all())}" if p.supervisors.all() else "")
        for p in person.projects.prefetch_related("supervisors")
    )
    snap["publications"] = sorted(str(p) for p in person.publications.all())
    snap["awards"] = sorted(str(a) for a in person.awards.all())
    return snap


def diff_snapshots(before: Snapshot, after: Snapshot) -> list[str]:
    """Lines such as `full_name: 'A' -> 'B'`, `+ awards: Best Paper (2023)`."""
    lines = []
    for field in after.keys() | before.keys():
        empty = [""] if field in SCALAR_FIELDS else []
        old, new = before.get(field, empty), after.get(field, empty)
        if old == new:
            continue
        if field in SCALAR_FIELDS:
            lines.append(f"{field}: {old[0]!r} -> {new[0]!r}")
            continue
        lines += [f"- {field}: {item}" for item in old if item not in new]
        lines += [f"+ {field}: {item}" for item in new if item not in old]
    return sorted(lines, key=lambda line: line.lstrip("+- "))
