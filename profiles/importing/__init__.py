"""The only writer of parsed data: CV files in, people and their records out.

Used by the `import_cvs` command and the admin's upload. `import_documents` reads and
parses files, validates each parse (validation), finds the person each describes
(matching) and builds their rows unsaved (planning), then writes the people of a batch
of files in one transaction, inserting each kind of record once per batch (batch).
Should the database refuse anything in a batch, the batch is rolled back and its files
imported again one at a time, each in its own transaction: a person is written whole
or not at all, and one bad file costs the others nothing.
"""

import hashlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from django.db import DatabaseError, connection, transaction

from profiles import parsing
from profiles.importing.batch import Batch
from profiles.importing.matching import KnownPeople
from profiles.importing.parallel import Parsers
from profiles.importing.planning import plan
from profiles.importing.result import ImportResult
from profiles.importing.shared_records import SharedRecords
from profiles.importing.validation import validate
from profiles.models import OriginalFile, SourceDocument

Format = SourceDocument.Format

__all__ = [
    "ImportResult",
    "import_document",
    "import_documents",
    "reparse_documents",
    "reparse_people",
]

# Files written per transaction by a bulk import. Larger batches gain little: at 100
# the per-batch queries cost well under a millisecond per file.
BATCH_SIZE = 100
BATCH_BYTES = 32 * 2**20
# Imports take this PostgreSQL advisory lock for each batch's transaction, so that two
# imports running at once see each other's people instead of making them twice.
IMPORT_LOCK = 0x43_56_49_4D  # "CVIM"


@dataclass
class Incoming:
    """A file to import: read from disk, or a document's stored bytes to parse again."""

    path: Path
    data: bytes | None = None
    error: str = ""
    file_time: float | None = None
    # The document parsed again, when it is one.
    document: SourceDocument | None = None

    @classmethod
    def read(cls, path: Path) -> "Incoming":
        try:
            path.name.encode("utf-8")
        except UnicodeEncodeError:
            return cls(path, error="the file name is not valid UTF-8")
        try:
            data = parsing.read_file(path)
        except parsing.UnreadableDocument as error:
            return cls(path, error=error.reason)
        try:
            file_time = path.stat().st_mtime
        except OSError:
            file_time = None
        return cls(path, data, file_time=file_time)


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
    groups = (tuple(map(Incoming.read, group)) for group in batches(map(Path, paths), batch_size))
    yield from import_groups(groups, dry_run=dry_run, describe=describe)


def reparse_documents(*, documents: Iterable[SourceDocument]) -> Iterator[ImportResult]:
    """Parse stored CVs again (after a parser upgrade, say) and rebuild their people from
    every source they have, staff decisions kept; one result per document. A Markdown or
    text CV imported before files were kept is parsed from its text; another such
    document is reported failed (import its file again)."""

    def incoming(document: SourceDocument) -> Incoming:
        path = Path(document.file_name)
        data = stored_file(document)
        if not data and document.format in (Format.MARKDOWN, Format.TEXT):
            data = document.text.encode("utf-8")
        if not data:
            return Incoming(path, error="imported before its file was kept; import it again")
        return Incoming(path, data, document=document)

    items = (incoming(document) for document in documents)
    yield from import_groups(grouped(items, BATCH_SIZE), dry_run=False, describe=False, again=True)


def reparse_people(*, people: Iterable[int] | None = None) -> Iterator[ImportResult]:
    """`reparse_documents` for every current source of these people (by id), or of
    everyone; the documents are read a batch at a time."""
    documents = SourceDocument.objects.current().select_related("person", "original")
    if people is not None:
        documents = documents.filter(person_id__in=list(people))
    yield from reparse_documents(documents=documents.order_by("id").iterator(chunk_size=50))


def stored_file(document: SourceDocument) -> bytes:
    """The bytes of the file a document was read from, or none if it was not kept."""
    try:
        return bytes(document.original.data)
    except OriginalFile.DoesNotExist:
        return b""


def grouped(items: Iterable[Incoming], size: int) -> Iterator[tuple[Incoming, ...]]:
    """Up to `size` items and BATCH_BYTES of their bytes at a time."""
    group, total = [], 0
    for item in items:
        length = len(item.data or b"")
        if group and (len(group) == size or total + length > BATCH_BYTES):
            yield tuple(group)
            group, total = [], 0
        group.append(item)
        total += length
    if group:
        yield tuple(group)


def import_groups(
    groups: Iterable[tuple[Incoming, ...]], *, dry_run: bool, describe: bool, again: bool = False
) -> Iterator[ImportResult]:
    shared, parsers = SharedRecords(), Parsers()
    try:
        for group in groups:
            yield from import_group(
                group, shared, parsers, dry_run=dry_run, describe=describe, again=again
            )
    finally:
        parsers.close()
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
            length = 0  # parsing.read_file reports it
        if batch and (len(batch) == size or total + length > BATCH_BYTES):
            yield tuple(batch)
            batch, total = [], 0
        if length <= parsing.MAX_BYTES:
            total += length
        batch.append(path)
    if batch:
        yield tuple(batch)


def import_group(
    items: tuple[Incoming, ...],
    shared: SharedRecords,
    parsers: Parsers,
    *,
    dry_run: bool,
    describe: bool,
    again: bool = False,
) -> list[ImportResult]:
    """Import a few files in one transaction, or one at a time should it fail. With
    `again`, files already imported are parsed and planned again all the same."""
    try:
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_xact_lock(%s)", [IMPORT_LOCK])
            results = write_group(items, shared, parsers, describe or dry_run, dry_run, again)
            if dry_run:
                transaction.set_rollback(True)
    except DatabaseError as error:
        shared.forget_created()
        if len(items) > 1:
            return [
                r
                for item in items
                for r in import_group(
                    (item,), shared, parsers, dry_run=dry_run, describe=describe, again=again
                )
            ]
        error = f"the database refused it: {error}".strip()
        return [ImportResult(items[0].path, "failed", error=error)]
    if dry_run:
        shared.forget_created()
    else:
        shared.keep_created()
    return results


def write_group(
    items: tuple[Incoming, ...],
    shared: SharedRecords,
    parsers: Parsers,
    describe: bool,
    dry_run: bool,
    again: bool = False,
) -> list[ImportResult]:
    """Parse every file, then plan and write them together; files that fail are
    skipped. The lookups for the whole batch are made before planning."""
    results: list[ImportResult | None] = [None] * len(items)
    contents = []
    for i, item in enumerate(items):
        if item.error:
            results[i] = ImportResult(item.path, "failed", error=item.error)
        else:
            contents.append((i, item, hashlib.sha256(item.data).hexdigest()))
    documents = documents_by_sha(sha256 for *_, sha256 in contents)
    skip = dry_run or again
    to_parse = []
    for i, item, sha256 in contents:
        if not skip and is_imported(documents.get(sha256)):
            results[i] = ImportResult(item.path, "unchanged", documents[sha256].person)
        else:
            to_parse.append((i, item))
    parses = []
    outcomes = parsers.parse([(item.data, item.path.name) for _, item in to_parse])
    for (i, item), parsed in zip(to_parse, outcomes, strict=True):
        if isinstance(parsed, parsing.UnreadableDocument):
            results[i] = ImportResult(item.path, "failed", error=parsed.reason)
        else:
            parses.append((i, item, parsed, validate(parsed, item.path.name)))

    batch = Batch(shared, KnownPeople([(parsed, item.path.name) for _, item, parsed, _ in parses]))
    # Each document keeps the file it was read from; one imported before files were kept
    # gets it now, even when its content is unchanged.
    batch.originals = {sha256: item.data for _, item, sha256 in contents}
    batch.missing_originals = [
        documents[sha256]
        for _, _, sha256 in contents
        if sha256 in documents and documents[sha256].pk and documents[sha256].original_size is None
    ]
    shared.look_up_advisors([parsed for _, _, parsed, _ in parses])
    shared.look_up_institutions([parsed for _, _, parsed, _ in parses])
    for n, (i, item, parsed, checked) in enumerate(parses):
        if f"sha:{parsed.sha256}" in batch.keys:
            # The same content twice in one batch: the second copy sees the first.
            batch.flush()
            documents |= documents_by_sha([parsed.sha256])
            if is_imported(documents.get(parsed.sha256)) and not dry_run:
                results[i] = ImportResult(item.path, "unchanged", documents[parsed.sha256].person)
                continue
        elif not skip and is_imported(documents.get(parsed.sha256)):
            results[i] = ImportResult(item.path, "unchanged", documents[parsed.sha256].person)
            continue
        if batch.known is None:
            # The batch was written: the files left may describe the people it wrote.
            batch.known = KnownPeople([(p, f.path.name) for _, f, p, _ in parses[n:]])
        document = item.document or documents.get(parsed.sha256)
        results[i] = plan(
            parsed,
            item.path,
            checked,
            document,
            batch,
            describe,
            file_time=item.file_time,
        )
    batch.flush()
    return results


def is_imported(document: SourceDocument | None) -> bool:
    """Was this content imported into a person by this parser version?"""
    return bool(
        document and document.person_id and document.parser_version == parsing.PARSER_VERSION
    )


def documents_by_sha(shas: Iterable[str]) -> dict[str, SourceDocument]:
    """The documents already imported with these contents (their text and bytes left
    out); one query."""
    rows = SourceDocument.objects.filter(sha256__in=list(shas)).select_related("person")
    rows = rows.defer("text").with_original_size()
    return {document.sha256: document for document in rows}
