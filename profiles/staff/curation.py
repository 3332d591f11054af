"""Staff corrections, and how imports respect them.

The admin calls `note_*` when staff change or delete imported records; the import
service asks a `CurationPlan` which CV entries it may write and which disagree with
a staff correction. Records are matched across imports by an `import_key` built
from what identifies a CV entry (a degree and its institution, a job title and its
organization, an award's title and year), never by database ids.
"""

from collections import Counter

from profiles.models import (
    Authorship,
    Award,
    Education,
    Person,
    Position,
    Project,
    Suppression,
)
from profiles.text import fold_name

PERIOD = ["start_year", "start_month", "end_year", "end_month", "ongoing", "expected"]
FIELDS = {
    "education": ["institution_id", "institution_raw", "degree", "degree_title", "field", *PERIOD],
    "position": ["organization_id", "organization_raw", "title", "kind", *PERIOD],
    "project": ["title", *PERIOD],
    "award": ["title", "year", "issuer"],
}
KIND_OF = {Education: "education", Position: "position", Project: "project", Award: "award"}
# What a person's fields are called in the parse, where the names differ.
PARSE_KEYS = {
    "full_name": "name",
    "native_name": "name_native",
    "other_names": "other_names",
    "emails": "emails",
    "phones": "phones",
    "links": "links",
    "birth_date": "birth_date",
    "research_interests": "research_interests",
    "areas": "research_areas",
}


def base_key(kind: str, record) -> str:
    if kind == "education":
        where = record.institution.name if record.institution else record.institution_raw
        return f"{record.degree}|{fold_name(where or '')}"
    if kind == "position":
        where = record.organization.name if record.organization else record.organization_raw
        return f"{fold_name(where or '')}|{fold_name(record.title)}"
    if kind == "award":
        return f"{fold_name(record.title)}|{record.year or ''}"
    return fold_name(record.title)


def assign_keys(kind: str, records: list) -> None:
    """Give each new record its key; the second identical entry in a CV gets '#2'."""
    seen = Counter()
    for record in records:
        key = base_key(kind, record)
        seen[key] += 1
        record.import_key = key if seen[key] == 1 else f"{key}#{seen[key]}"


def values(kind: str, record, people: list[str] | None = None) -> dict:
    """The record's comparable values; `people` are its advisors or supervisors."""
    data = {field: getattr(record, field) for field in FIELDS[kind]}
    if people is not None:
        data["people"] = sorted(people)
    return data


def describe_difference(old: dict, new: dict) -> str:
    return ", ".join(
        f"{field} {new.get(field)!r}" for field in new if new.get(field) != old.get(field)
    )


class CurationPlan:
    """What staff decided about one person's imported records; reads only, about six
    queries. The import writes what it implies: the person's other imported records are
    replaced, and `noted` rows (staff-edited) keep the CV's latest values in `imported`."""

    def __init__(self, person: Person, fresh: bool):
        self.conflicts: list[str] = []
        self.noted: list = []
        self.staff: dict[str, dict[str, object]] = {kind: {} for kind in FIELDS}
        self.suppressed: dict[str, set[str]] = {kind: set() for kind in Suppression.Kind.values}
        if fresh:
            return
        for row in Suppression.objects.filter(person=person):
            self.suppressed[row.kind].add(row.import_key)
        for model, kind in KIND_OF.items():
            edited = model.objects.filter(person=person, edited_by_staff=True)
            if kind in ("education", "position", "project"):
                edited = edited.prefetch_related(people_field(kind))
            self.staff[kind] = {row.import_key: row for row in edited if row.import_key}

    def admits(self, kind: str, record, people: list[str] | None = None) -> bool:
        """May the import write this record? Records a conflict when staff disagree."""
        if record.import_key in self.suppressed[kind]:
            return False
        row = self.staff[kind].get(record.import_key)
        if row is None:
            return True
        new = values(kind, record, people)
        current = values(kind, row, current_people(kind, row) if people is not None else None)
        if new != row.imported and new != current:
            self.conflicts.append(
                f"{kind} '{row}': the CV now says {describe_difference(current, new)}; "
                "the staff correction was kept."
            )
        if row.imported != new:
            row.imported = new
            self.noted.append(row)
        return False


def people_field(kind: str) -> str:
    return "advisors" if kind == "education" else "supervisors"


def current_people(kind: str, row) -> list[str]:
    return [str(a) for a in getattr(row, people_field(kind)).all()]


# Called by the admin ------------------------------------------------------------


def note_person_edit(person: Person, changed: list[str]) -> None:
    """Lock the fields staff changed so imports no longer overwrite them."""
    locked = [f for f in changed if f in PARSE_KEYS and f not in person.locked_fields]
    if locked:
        person.locked_fields = [*person.locked_fields, *locked]


def note_record_edit(record) -> None:
    """Mark an imported record as corrected; rows staff added are not imported."""
    if record.pk and getattr(record, "source_id", None):
        record.edited_by_staff = True


def note_record_deletion(record) -> None:
    """Remember a deleted imported record (or a paper removed from a person)."""
    if isinstance(record, Authorship):
        Suppression.objects.get_or_create(
            person_id=record.person_id,
            kind=Suppression.Kind.PUBLICATION,
            import_key=record.publication.title_key,
            defaults={"label": record.publication.title[:600]},
        )
        return
    kind = KIND_OF.get(type(record))
    if kind and record.import_key:
        Suppression.objects.get_or_create(
            person_id=record.person_id,
            kind=kind,
            import_key=record.import_key,
            defaults={"label": str(record)[:600]},
        )
