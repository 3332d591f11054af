"""The one place where a parsed CV becomes rows.

`import_documents` reads and parses files, validates every record, finds the person
each describes (or creates one) and writes the people of a batch of files in one
transaction, inserting each kind of record once per batch (see profiles.import_batch).
Should the database refuse anything in a batch, the batch is rolled back and its files
imported again one at a time, each in its own transaction: a person is written whole
or not at all, and one bad file costs the others nothing.
"""

import hashlib
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from django.db import DatabaseError, transaction

from profiles import parsing
from profiles.curation import CurationPlan, assign_keys, values
from profiles.import_batch import Batch, PaperList, Planned
from profiles.known_people import KnownPeople
from profiles.models import (
    Award,
    Education,
    Person,
    Position,
    Project,
    Publication,
    SourceDocument,
    title_key,
)
from profiles.resolvers import SharedRecords, people_named
from profiles.snapshots import person_snapshot

Status = Literal["created", "updated", "unchanged", "failed"]
DATE = re.compile(r"^(\d{4})(?:-(\d{2}))?")
# Files written per transaction by a bulk import. Larger batches gain little: at 100
# the per-batch queries cost well under a millisecond per file.
BATCH_SIZE = 100
BATCH_BYTES = 32 * 2**20


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


def import_document(*, path: Path, dry_run: bool = False, describe: bool = False) -> ImportResult:
    """Import one CV file. With `describe` (implied by `dry_run`) the result lists the
    changes made to a new person too."""
    [result] = import_documents(paths=[path], dry_run=dry_run, describe=describe)
    return result


def import_documents(
    *,
    paths: Iterable[Path],
    dry_run: bool = False,
    describe: bool = False,
    batch_size: int = BATCH_SIZE,
) -> Iterator[ImportResult]:
    """Import CV files, yielding one result per file in their order as each batch is
    written. The people counts of what the files touched are recounted at the end."""
    shared = SharedRecords()
    for paths_batch in batches(map(Path, paths), batch_size):
        yield from import_batch(paths_batch, shared, dry_run=dry_run, describe=describe)
    if not dry_run:
        shared.pending_counts.flush()


def batches(paths: Iterable[Path], size: int) -> Iterator[tuple[Path, ...]]:
    """Up to `size` files at a time, and no more than BATCH_BYTES of them: a batch is
    held in memory until it is written."""
    batch, total = [], 0
    for path in paths:
        try:
            length = path.stat().st_size
        except OSError:
            length = 0  # read_bytes reports it
        if batch and (len(batch) == size or total + length > BATCH_BYTES):
            yield tuple(batch)
            batch, total = [], 0
        if length <= parsing.MAX_BYTES:
            total += length
        batch.append(path)
    if batch:
        yield tuple(batch)


def import_batch(
    paths: tuple[Path, ...], shared: SharedRecords, *, dry_run: bool, describe: bool
) -> list[ImportResult]:
    """Import a few files in one transaction, or one at a time should it fail."""
    try:
        with transaction.atomic():
            results = write_batch(paths, shared, describe or dry_run, dry_run)
            if dry_run:
                transaction.set_rollback(True)
    except DatabaseError as error:
        shared.forget_created()
        if len(paths) > 1:
            return [
                r
                for path in paths
                for r in import_batch((path,), shared, dry_run=dry_run, describe=describe)
            ]
        return [ImportResult(paths[0], "failed", error=f"the database refused it: {error}".strip())]
    if dry_run:
        shared.forget_created()
    else:
        shared.keep_created()
    return results


def write_batch(
    paths: tuple[Path, ...], shared: SharedRecords, describe: bool, dry_run: bool
) -> list[ImportResult]:
    """Parse every file, then plan and write them together; files that fail are
    skipped. The lookups for the whole batch are made before planning."""
    results: list[ImportResult | None] = [None] * len(paths)
    contents = []
    for i, path in enumerate(paths):
        try:
            data = read_bytes(path)
        except InvalidCV as error:
            results[i] = ImportResult(path, "failed", error=str(error))
        else:
            contents.append((i, path, data, hashlib.sha256(data).hexdigest()))
    documents = documents_by_sha(sha256 for *_, sha256 in contents)
    parses = []
    for i, path, data, sha256 in contents:
        if not dry_run and is_imported(documents.get(sha256)):
            results[i] = ImportResult(path, "unchanged", documents[sha256].person)
            continue
        try:
            parsed = parsing.parse_bytes(data, path.name)
            parses.append((i, path, parsed, validate(parsed, path.name)))
        except (parsing.UnreadableDocument, InvalidCV) as error:
            reason = getattr(error, "reason", None) or str(error)
            results[i] = ImportResult(path, "failed", error=reason)

    batch = Batch(shared, KnownPeople([(parsed, path.name) for _, path, parsed, _ in parses]))
    shared.look_up_advisors([parsed for _, _, parsed, _ in parses])
    for i, path, parsed, notes in parses:
        if f"sha:{parsed.sha256}" in batch.keys:
            # The same content twice in one batch: the second copy sees the first.
            batch.flush()
            documents |= documents_by_sha([parsed.sha256])
        if not dry_run and is_imported(documents.get(parsed.sha256)):
            results[i] = ImportResult(path, "unchanged", documents[parsed.sha256].person)
            continue
        document = documents.get(parsed.sha256)
        results[i] = plan(parsed, path, notes, document, batch, describe)
    batch.flush()
    return results


def is_imported(document: SourceDocument | None) -> bool:
    """Was this content imported into a person by this parser version?"""
    return bool(
        document and document.person_id and document.parser_version == parsing.PARSER_VERSION
    )


def documents_by_sha(shas: Iterable[str]) -> dict[str, SourceDocument]:
    """The documents already imported with these contents; one query."""
    rows = SourceDocument.objects.filter(sha256__in=list(shas)).select_related("person")
    return {document.sha256: document for document in rows}


def read_bytes(path: Path) -> bytes:
    """The file's content, refusing an oversized file before reading it into memory."""
    try:
        size = path.stat().st_size
    except OSError as error:
        raise InvalidCV(f"the file could not be opened ({error.strerror})") from None
    if size > parsing.MAX_BYTES:
        raise InvalidCV(f"the file is larger than the {parsing.MAX_BYTES // 2**20} MB limit")
    try:
        return path.read_bytes()
    except OSError as error:
        raise InvalidCV(f"the file could not be read ({error.strerror})") from None


def read_cv(path: Path):
    """Parse a file as the import does. Used by parse_cv; touches no database."""
    return parsing.parse_bytes(read_bytes(path), path.name)


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


def plan(
    parsed, path: Path, notes: list[str], document, batch: Batch, describe: bool
) -> ImportResult:
    """Find the file's person and queue its rows in the batch."""
    keys = batch.identity(parsed, path.name, parsed.sha256)
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
    person, conflicts = save_person(person, parsed, batch)
    batch.add_person(person, keys)
    document = queue_document(parsed, path, notes, person, document, batch)
    conflicts += replace_records(person, parsed, document, batch, fresh=status == "created")
    document.conflicts = conflicts
    result = ImportResult(
        path, status, person, warnings=parsed.warnings + notes, conflicts=conflicts
    )
    batch.planned.append(Planned(result, before, describe))
    return result


def queue_document(
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


# Contact lists grow with each CV rather than forget an old address.
ACCUMULATED = {"other_names", "emails", "phones", "links"}


def save_person(person: Person | None, parsed, batch: Batch) -> tuple[Person, list[str]]:
    """Write the parse's values, except in fields staff changed; returns conflicts.
    A new person is left to the batch to insert."""
    new = person_values(vars(parsed))
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
    if person.pk is not None:
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


def replace_records(
    person: Person, parsed, document: SourceDocument, batch: Batch, *, fresh: bool
) -> list[str]:
    """Queue this CV's records in place of those earlier imports made; returns the
    conflicts with staff corrections.

    Rows staff added stay; rows staff edited or deleted are kept as staff left them
    (see profiles.curation).
    """
    shared = batch.shared
    plan = CurationPlan(person, fresh)
    if "areas" not in person.locked_fields:
        after = {area.pk for area in shared.areas(parsed.research_areas)}
        if fresh:
            through = Person.areas.through
            batch.area_links += [through(person=person, researcharea_id=pk) for pk in after]
            batch.areas_changed |= after
        else:
            before = set(person.areas.values_list("id", flat=True))
            person.areas.set(after)
            batch.areas_changed |= before ^ after

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
    batch.add_rows(Education, admitted(plan, "education", education))

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
    batch.add_rows(Position, admitted(plan, "position", positions))

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
    batch.add_rows(Project, admitted(plan, "project", projects))

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
    batch.add_rows(Award, admitted(plan, "award", awards))
    batch.paper_lists.append(
        PaperList(person, document, replace_publications(person, parsed, plan, fresh=fresh))
    )
    return plan.conflicts


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


def replace_publications(person: Person, parsed, plan: CurationPlan, *, fresh: bool) -> dict:
    """The papers the person is to be linked to, by title key; links to papers the CV
    no longer lists are removed now, with papers nobody lists any more."""
    papers = {
        key: p
        for p in parsed.publications
        if p.title and (key := title_key(p.title)) and key not in plan.suppressed["publication"]
    }
    if not fresh:
        imported = person.authorships.filter(publication__source__isnull=False)
        imported.exclude(publication__title_key__in=papers).delete()
        Publication.objects.filter(authorships__isnull=True, source__isnull=False).delete()
    return papers
