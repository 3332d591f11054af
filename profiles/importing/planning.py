"""Planning one parsed CV: find its person and build the rows it implies, unsaved.

Used by the import service. Planning reads (the person, their earlier parse, staff
decisions) but writes nothing: every row, change and deletion waits in the Batch,
whose `flush()` is the only writer.
"""

from pathlib import Path

from profiles.importing.batch import Batch, PaperList, Planned
from profiles.importing.matching import KnownPeople, identity
from profiles.importing.result import ImportResult, Status
from profiles.importing.shared_records import people_named
from profiles.importing.snapshots import person_snapshot
from profiles.importing.validation import Validation
from profiles.models import Award, Education, Person, Position, Project, SourceDocument
from profiles.staff.curation import CurationPlan, assign_keys, values
from profiles.text import split_partial_date, title_key

# Contact lists grow with each CV rather than forget an old address.
ACCUMULATED = {"other_names", "emails", "phones", "links"}


def plan(
    parsed,
    path: Path,
    checked: Validation,
    document: SourceDocument | None,
    batch: Batch,
    describe: bool,
) -> ImportResult:
    """Find the file's person and queue its rows in the batch."""
    keys = identity(parsed, path.name, parsed.sha256)
    known = batch.known
    if batch.overlaps(keys):
        # It may describe a person the batch holds: write those first, then look again.
        batch.flush()
        known = KnownPeople([(parsed, path.name)])
    person = known.find(parsed, path.name)
    if batch.touches(person):
        batch.flush()
        person = KnownPeople([(parsed, path.name)]).find(parsed, path.name)
    status: Status = "updated" if person else "created"
    before = person_snapshot(person) if person else {}
    person, conflicts = plan_person(person, parsed, batch, checked.stand_in_name)
    batch.add_person(person, keys)
    document = plan_document(parsed, path, checked.notes, person, document, batch)
    conflicts += plan_records(person, parsed, checked, document, batch, fresh=status == "created")
    document.conflicts = conflicts
    result = ImportResult(
        path, status, person, warnings=parsed.warnings + checked.notes, conflicts=conflicts
    )
    batch.planned.append(Planned(result, before, describe))
    return result


def plan_document(
    parsed, path: Path, notes: list[str], person: Person, document, batch: Batch
) -> SourceDocument:
    """The document row for this content: a new one, or the earlier import's refreshed."""
    document = document or SourceDocument(sha256=parsed.sha256)
    document.person = person
    document.file_name = path.name
    document.format = parsed.format
    document.language = parsed.language
    document.text = parsed.text
    document.parser_version = parsed.parser_version
    document.parsed = parsed.to_dict()
    document.warnings = parsed.warnings + notes
    batch.documents.append(document)
    return document


def merged(old: list[str], new: list[str]) -> list[str]:
    return list(dict.fromkeys([*(old or []), *new]))


def person_values(parse: dict) -> dict:
    """The person's fields as a parse (ParsedCV or its dict) gives them."""
    birth = parse.get("birth_date")
    return {
        "full_name": (parse.get("name") or parse.get("name_native") or "")[:200],
        "native_name": (parse.get("name_native") or "")[:100],
        "other_names": parse.get("other_names") or [],
        "emails": parse.get("emails") or [],
        "phones": parse.get("phones") or [],
        "links": parse.get("links") or [],
        "birth_date": birth if birth and len(birth) == 10 else None,
        "research_interests": list(dict.fromkeys(parse.get("research_interests") or [])),
    }


def plan_person(
    person: Person | None, parsed, batch: Batch, stand_in_name: str = ""
) -> tuple[Person, list[str]]:
    """Set the parse's values, except in fields staff changed; returns conflicts. The
    batch inserts a new person and saves a known one."""
    new = person_values(vars(parsed))
    if stand_in_name and (person is None or not person.full_name):
        new["full_name"] = stand_in_name
    if person is None:
        # Its slug is given when the batch inserts it.
        person = Person()
    conflicts = []
    previous = earlier_parse(person, parsed.sha256) if person.locked_fields else {}
    for name, value in new.items():
        current = getattr(person, name)
        if name in person.locked_fields:
            said_before = person_values(previous).get(name) if previous else None
            if value != said_before and value != comparable(current):
                conflicts.append(
                    f"{name}: the CV now says {value!r}; the staff correction "
                    f"{comparable(current)!r} was kept."
                )
            continue
        setattr(person, name, merged(current, value) if name in ACCUMULATED else value)
    return person, conflicts


def comparable(value):
    return value.isoformat() if hasattr(value, "isoformat") else value


def earlier_parse(person: Person, sha256: str) -> dict:
    """The parse of the person's latest other CV, as imported; one query."""
    documents = person.documents.exclude(sha256=sha256).order_by("-imported_at")
    return documents.values_list("parsed", flat=True).first() or {}


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


def source_fields(record, document: SourceDocument) -> dict:
    lines = record.lines or [None, None]
    return {"source": document, "line_first": lines[0], "line_last": lines[-1]}


def plan_records(
    person: Person,
    parsed,
    checked: Validation,
    document: SourceDocument,
    batch: Batch,
    *,
    fresh: bool,
) -> list[str]:
    """Queue this CV's records in place of those earlier imports made; returns the
    conflicts with staff corrections.

    Rows staff added stay; rows staff edited or deleted are kept as staff left them
    (see profiles.staff.curation).
    """
    shared = batch.shared
    curation = CurationPlan(person, fresh)
    if "areas" not in person.locked_fields:
        after = {area.pk for area in shared.areas(parsed.research_areas)}
        before = set() if fresh else set(person.areas.values_list("id", flat=True))
        batch.set_areas(person, before, after)

    def dates(kind: str, index: int, record) -> dict:
        return period_fields(record, drop_end=(kind, index) in checked.dropped_ends)

    education = []
    for index, record in enumerate(parsed.education):
        inst = shared.institution(record.institution, record.institution_raw)
        row = Education(
            person=person,
            institution=inst,
            institution_raw=(record.institution_raw or record.institution or "")[:500],
            degree=record.degree,
            degree_title=(record.degree_raw or "")[:300],
            field=(record.field or "")[:300],
            **dates("education", index, record),
            **source_fields(record, document),
        )
        education.append(
            (row, [shared.advisor(*n, inst) for n in people_named(record, "advisors")])
        )
    batch.add_rows(Education, admitted(curation, "education", education))

    positions = []
    for index, record in enumerate(parsed.positions):
        org = shared.institution(record.organization, record.organization_raw)
        row = Position(
            person=person,
            organization=org,
            organization_raw=(record.organization_raw or record.organization or "")[:500],
            title=(record.title or "")[:300],
            kind=record.kind,
            **dates("positions", index, record),
            **source_fields(record, document),
        )
        positions.append(
            (row, [shared.advisor(*n, org) for n in people_named(record, "supervisors")])
        )
    batch.add_rows(Position, admitted(curation, "position", positions))

    projects = [
        (
            Project(
                person=person,
                title=record.title[:500],
                **dates("projects", index, record),
                **source_fields(record, document),
            ),
            [shared.advisor(*n, None) for n in people_named(record, "supervisors")],
        )
        for index, record in enumerate(parsed.projects)
        if record.title
    ]
    batch.add_rows(Project, admitted(curation, "project", projects))

    awards = [
        (
            Award(
                person=person,
                title=record.title[:500],
                year=record.year,
                issuer=(record.issuer or "")[:300],
                **source_fields(record, document),
            ),
            None,
        )
        for record in parsed.awards
        if record.title
    ]
    batch.add_rows(Award, admitted(curation, "award", awards))
    papers = {
        key: p
        for p in parsed.publications
        if p.title and (key := title_key(p.title)) and key not in curation.suppressed["publication"]
    }
    batch.paper_lists.append(PaperList(person, document, papers, fresh))
    if not fresh:
        batch.replace_imported_records(person, curation.noted)
    return curation.conflicts


def admitted(curation: CurationPlan, kind: str, rows: list) -> list:
    """Key the new rows, note what they hold, and keep those staff decisions allow."""
    assign_keys(kind, [row for row, _ in rows])
    kept = []
    for row, people in rows:
        names = None if people is None else [str(p) for p in people]
        row.imported = values(kind, row, names)
        if curation.admits(kind, row, names):
            kept.append((row, people))
    return kept
