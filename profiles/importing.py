"""The one place where a parsed CV becomes rows.

`import_document` reads and parses a file, validates every record, finds the person
it describes (or creates one), and writes the person whole in one transaction:
a file either imports completely or leaves the database as it was.
"""

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from django.db import DatabaseError, transaction
from django.db.models import Q

from profiles import parsing
from profiles.curation import CurationPlan, assign_keys, values
from profiles.listing import refresh_person
from profiles.models import (
    Authorship,
    Award,
    Education,
    EducationAdvisor,
    Person,
    Position,
    Project,
    Publication,
    SourceDocument,
    title_key,
)
from profiles.resolvers import SharedRecords, fold, has_cjk, unique_slug
from profiles.snapshots import diff_snapshots, person_snapshot

Status = Literal["created", "updated", "unchanged", "failed"]
DATE = re.compile(r"^(\d{4})(?:-(\d{2}))?")


@dataclass
class ImportResult:
    path: Path
    status: Status
    person: Person | None = None
    error: str = ""
    warnings: list[str] = field(default_factory=list)
    changes: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)

    def __str__(self):
        if self.status == "failed":
            return f"{self.path}: {self.error}"
        return f"{self.path}: {self.status} {self.person}"


class InvalidCV(Exception):
    """The parse is too poor to make a person of; the message says why."""


def import_document(
    *,
    path: Path,
    dry_run: bool = False,
    describe: bool = False,
    shared: SharedRecords | None = None,
) -> ImportResult:
    """Import one CV file. With `describe` (implied by `dry_run`) the result lists the
    changes made to a new person too. `shared` carries lookups across a batch; its
    caller recounts `shared.pending_counts` when the batch is done."""
    if shared is None:
        # A file on its own: the people counts it changed are recounted right after.
        shared = SharedRecords()
        result = import_document(path=path, dry_run=dry_run, describe=describe, shared=shared)
        if not dry_run:
            shared.pending_counts.flush()
        return result
    path = Path(path)
    try:
        data = read_bytes(path)
        sha256 = hashlib.sha256(data).hexdigest()
        if not dry_run and (person := imported_person(sha256)):
            return ImportResult(path, "unchanged", person)
        parsed = parsing.parse_bytes(data, path.name)
        notes = validate(parsed, path.name)
        with transaction.atomic():
            result = write(parsed, path, notes, shared, describe or dry_run)
            if dry_run:
                transaction.set_rollback(True)
    except (parsing.UnreadableDocument, InvalidCV) as error:
        shared.forget_created()
        return ImportResult(path, "failed", error=getattr(error, "reason", None) or str(error))
    except DatabaseError as error:
        shared.forget_created()
        return ImportResult(path, "failed", error=f"the database refused it: {error}".strip())
    if dry_run:
        shared.forget_created()
    return result


def read_bytes(path: Path) -> bytes:
    """The file's content, refusing an oversized file before reading it into memory."""
    try:
        size = path.stat().st_size
    except OSError as error:
        raise InvalidCV(f"the file could not be opened ({error.strerror})") from None
    if size > parsing.MAX_BYTES:
        raise InvalidCV(f"the file is larger than the {parsing.MAX_BYTES // 2**20} MB limit")
    return path.read_bytes()


def read_cv(path: Path):
    """Parse a file as the import does. Used by parse_cv; touches no database."""
    return parsing.parse_bytes(read_bytes(path), path.name)


def imported_person(sha256: str) -> Person | None:
    """The person an identical file was imported into by this parser version; one query."""
    document = (
        SourceDocument.objects.filter(
            sha256=sha256, parser_version=parsing.PARSER_VERSION, person__isnull=False
        )
        .select_related("person")
        .first()
    )
    return document.person if document else None


# Validation -------------------------------------------------------------------


def split_date(value: str | None) -> tuple[int | None, int | None]:
    match = DATE.match(value or "")
    if not match:
        return None, None
    month = int(match[2]) if match[2] else None
    return int(match[1]), month if month and 1 <= month <= 12 else None


def validate(parsed, file_name: str) -> list[str]:
    """Refuse a CV without a person in it; return notes on records that were mended."""
    if not (parsed.name or parsed.name_native):
        raise InvalidCV("no name was found in the CV")
    notes = []
    for kind in ("education", "positions", "projects"):
        for record in getattr(parsed, kind):
            start, end = split_date(record.start), split_date(record.end)
            if start[0] and end[0] and (end[0], end[1] or 12) < (start[0], start[1] or 1):
                where = f"line {record.lines[0]}" if record.lines else "an entry"
                notes.append(
                    f"{file_name}, {where}, {kind} end: {record.end} is before the start "
                    f"{record.start}; the end was left out."
                )
                record.end = None
    return notes


# Writing ----------------------------------------------------------------------


def write(
    parsed, path: Path, notes: list[str], shared: SharedRecords, describe: bool
) -> ImportResult:
    person = find_person(parsed, path)
    status: Status = "updated" if person else "created"
    before = person_snapshot(person) if person else {}
    person, conflicts = save_person(person, parsed)
    document = save_document(parsed, path, notes, person)
    record_conflicts, areas_changed = replace_records(
        person, parsed, document, shared, fresh=status == "created"
    )
    conflicts += record_conflicts
    if conflicts:
        document.conflicts = conflicts
        document.save(update_fields=["conflicts"])
    refresh_person(person, areas_changed, shared.pending_counts)
    changes = []
    # An update is "unchanged" when nothing differs, so its changes are always worked out.
    if status == "updated" or describe:
        changes = diff_snapshots(before, person_snapshot(person))
    if status == "updated" and not changes:
        status = "unchanged"
    return ImportResult(
        path,
        status,
        person,
        warnings=parsed.warnings + notes,
        changes=changes,
        conflicts=conflicts,
    )


def find_person(parsed, path: Path) -> Person | None:
    """The person this CV describes, if already in the directory.

    Tried in order: an earlier import of a file with the same name whose parse had
    the same name or an email in common (so a rename by staff does not matter); a
    shared email; the same name with an institution in common.
    """
    emails = {e.casefold() for e in parsed.emails}
    names = {fold(n) for n in (parsed.name, parsed.name_native) if n}
    earlier = SourceDocument.objects.filter(file_name=path.name, person__isnull=False)
    for document in earlier.select_related("person"):
        old = document.parsed
        old_names = {fold(n) for n in (old.get("name"), old.get("name_native")) if n}
        old_emails = {e.casefold() for e in old.get("emails", [])}
        if names & old_names or emails & old_emails:
            return document.person
    if emails:
        person = Person.objects.filter(emails__overlap=sorted(emails)).first()
        if person:
            return person
    query = Q()
    for name in (parsed.name, parsed.name_native):
        if name:
            query |= Q(full_name__iexact=name) | Q(native_name=name)
    institutions = {e.institution for e in parsed.education if e.institution}
    for person in Person.objects.filter(query):
        theirs = set(person.education.values_list("institution__name", flat=True)) | set(
            person.education.values_list("institution_raw", flat=True)
        )
        if not institutions or not theirs or institutions & theirs:
            return person
    return None


def save_document(parsed, path: Path, notes: list[str], person: Person) -> SourceDocument:
    """The document row for this content: a new one, or the earlier import's refreshed."""
    document = SourceDocument.objects.filter(sha256=parsed.sha256).first()
    document = document or SourceDocument(sha256=parsed.sha256)
    document.person = person
    document.file_name = path.name
    document.format = parsed.format
    document.language = parsed.language
    document.text = parsed.text
    document.parser_version = parsed.parser_version
    document.parsed = parsed.to_dict()
    document.warnings = parsed.warnings + notes
    document.save()
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


# Contact lists grow with each CV rather than forget an old address.
ACCUMULATED = {"other_names", "emails", "phones", "links"}


def save_person(person: Person | None, parsed) -> tuple[Person, list[str]]:
    """Write the parse's values, except in fields staff changed; returns conflicts."""
    new = person_values(vars(parsed))
    if person is None:
        person = Person(slug=unique_slug(Person, new["full_name"], "person"))
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
    person.save()
    return person, conflicts


def comparable(value):
    return value.isoformat() if hasattr(value, "isoformat") else value


def earlier_parse(person: Person, sha256: str) -> dict:
    """The parse of the person's latest other CV, as imported; one query."""
    documents = person.documents.exclude(sha256=sha256).order_by("-imported_at")
    return documents.values_list("parsed", flat=True).first() or {}


def period_fields(record) -> dict:
    start_year, start_month = split_date(record.start)
    end_year, end_month = split_date(record.end)
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


def people_named(record, prefix: str) -> list[tuple[str, str | None, str | None]]:
    names = getattr(record, prefix)
    natives = getattr(record, f"{prefix}_native", []) or []
    latins = getattr(record, f"{prefix}_en", []) or []
    pad = [None] * len(names)
    return list(zip(names, [*natives, *pad], [*latins, *pad], strict=False))


def replace_records(
    person: Person, parsed, document: SourceDocument, shared: SharedRecords, *, fresh: bool
) -> tuple[list[str], set[int]]:
    """Swap the records earlier imports made for this CV's; returns the conflicts and
    the areas the person joined or left.

    Rows staff added stay; rows staff edited or deleted are kept as staff left them
    (see profiles.curation). Inserts each kind of record in bulk.
    """
    plan = CurationPlan(person, fresh)
    areas_changed: set[int] = set()
    if "areas" not in person.locked_fields:
        before = set() if fresh else set(person.areas.values_list("id", flat=True))
        after = {area.pk for area in shared.areas(parsed.research_areas)}
        person.areas.set(after)
        areas_changed = before ^ after

    education = []
    for record in parsed.education:
        inst = shared.institution(record.institution, record.institution_raw)
        row = Education(
            person=person,
            institution=inst,
            institution_raw=(record.institution_raw or record.institution or "")[:500],
            degree=record.degree,
            degree_title=(record.degree_raw or "")[:300],
            field=(record.field or "")[:300],
            **period_fields(record),
            **source_fields(record, document),
        )
        education.append(
            (row, [shared.advisor(*n, inst) for n in people_named(record, "advisors")])
        )
    education = admitted(plan, "education", education)
    Education.objects.bulk_create([row for row, _ in education])
    EducationAdvisor.objects.bulk_create(
        [
            EducationAdvisor(education=row, advisor=advisor, order=i)
            for row, advisors in education
            for i, advisor in enumerate(advisors)
        ],
        ignore_conflicts=True,
    )

    positions = []
    for record in parsed.positions:
        org = shared.institution(record.organization, record.organization_raw)
        row = Position(
            person=person,
            organization=org,
            organization_raw=(record.organization_raw or record.organization or "")[:500],
            title=(record.title or "")[:300],
            kind=record.kind,
            **period_fields(record),
            **source_fields(record, document),
        )
        positions.append(
            (row, [shared.advisor(*n, org) for n in people_named(record, "supervisors")])
        )
    positions = admitted(plan, "position", positions)
    Position.objects.bulk_create([row for row, _ in positions])
    link_supervisors(Position, "position", positions)

    projects = [
        (
            Project(
                person=person,
                title=record.title[:500],
                **period_fields(record),
                **source_fields(record, document),
            ),
            [shared.advisor(*n, None) for n in people_named(record, "supervisors")],
        )
        for record in parsed.projects
        if record.title
    ]
    projects = admitted(plan, "project", projects)
    Project.objects.bulk_create([row for row, _ in projects])
    link_supervisors(Project, "project", projects)

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
    Award.objects.bulk_create([row for row, _ in admitted(plan, "award", awards)])
    replace_publications(person, parsed, document, plan, fresh=fresh)
    return plan.conflicts, areas_changed


def admitted(plan: CurationPlan, kind: str, rows: list) -> list:
    """Key the new rows, note what they hold, and keep those staff decisions allow."""
    assign_keys(kind, [row for row, _ in rows])
    kept = []
    for row, people in rows:
        names = None if people is None else [str(p) for p in people]
        row.imported = values(kind, row, names)
        if plan.admits(kind, row, names):
            kept.append((row, people))
    return kept


def link_supervisors(model, name: str, rows: list) -> None:
    through = model.supervisors.through
    through.objects.bulk_create(
        [
            through(**{name: row, "advisor": advisor})
            for row, advisors in rows
            for advisor in advisors
        ],
        ignore_conflicts=True,
    )


def replace_publications(
    person: Person, parsed, document: SourceDocument, plan: CurationPlan, *, fresh: bool
):
    """Link the person to each paper, one row per paper however many authors import it."""
    papers = {
        key: p
        for p in parsed.publications
        if p.title and (key := title_key(p.title)) and key not in plan.suppressed["publication"]
    }
    if not fresh:
        imported = person.authorships.filter(publication__source__isnull=False)
        imported.exclude(publication__title_key__in=papers).delete()
        Publication.objects.filter(authorships__isnull=True, source__isnull=False).delete()
    existing = {p.title_key: p for p in Publication.objects.filter(title_key__in=papers)}
    new, changed = [], []
    for key, record in papers.items():
        publication = existing.get(key)
        if publication is None:
            lines = record.lines or [None, None]
            publication = Publication(
                title=record.title[:1000],
                title_key=key,
                source=document,
                line_first=lines[0],
                line_last=lines[-1],
            )
            new.append(publication)
        elif publication.edited_by_staff:
            continue
        else:
            changed.append(publication)
        publication.venue = (record.venue or publication.venue)[:500]
        publication.year = record.year or publication.year
        publication.authors = record.authors or publication.authors
        publication.status = record.status
        existing[key] = publication
    Publication.objects.bulk_create(new)
    Publication.objects.bulk_update(changed, ["venue", "year", "authors", "status"])
    Authorship.objects.bulk_create(
        [
            Authorship(
                person=person,
                publication=existing[key],
                author_index=author_index(record.authors, person),
            )
            for key, record in papers.items()
        ],
        update_conflicts=True,
        unique_fields=["person", "publication"],
        update_fields=["author_index"],
    )


def author_index(authors: list[str], person: Person) -> int | None:
    """Where the person stands in an author list ("Zhu H.", "Hongyu Zhu", "朱宏宇")."""
    names = [person.full_name, person.native_name, *person.other_names]
    wanted = [fold(n).split() for n in names if n]
    for i, author in enumerate(authors):
        tokens = fold(author.replace("*", "")).split()
        if not tokens:
            continue
        for name in wanted:
            if has_cjk(author) and fold(author).replace(" ", "") == "".join(name):
                return i
            if sorted(tokens) == sorted(name):
                return i
            if len(name) >= 2 and len(tokens) == 2 and name[-1] in tokens:
                other = tokens[1 - tokens.index(name[-1])]
                if len(other) == 1 and name[0].startswith(other):
                    return i
            if len(name) >= 2 and len(tokens) == 2 and name[0] in tokens:
                other = tokens[1 - tokens.index(name[0])]
                if len(other) == 1 and name[-1].startswith(other):
                    return i
    return None
