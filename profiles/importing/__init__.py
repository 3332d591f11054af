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
from profiles.models import SourceDocument

__all__ = ["ImportResult", "import_document", "import_documents"]

# Files written per transaction by a bulk import. Larger batches gain little: at 100
# the per-batch queries cost well under a millisecond per file.
BATCH_SIZE = 100
BATCH_BYTES = 32 * 2**20
# Imports take this PostgreSQL advisory lock for each batch's transaction, so that two
# imports running at once see each other's people instead of making them twice.
IMPORT_LOCK = 0x43_56_49_4D  # "CVIM"


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
    shared, parsers = SharedRecords(), Parsers()
    try:
        for group in batches(map(Path, paths), batch_size):
            yield from import_group(group, shared, parsers, dry_run=dry_run, describe=describe)
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
    paths: tuple[Path, ...],
    shared: SharedRecords,
    parsers: Parsers,
    *,
    dry_run: bool,
    describe: bool,
) -> list[ImportResult]:
    """Import a few files in one transaction, or one at a time should it fail."""
    try:
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_xact_lock(%s)", [IMPORT_LOCK])
            results = write_group(paths, shared, parsers, describe or dry_run, dry_run)
            if dry_run:
                transaction.set_rollback(True)
    except DatabaseError as error:
        shared.forget_created()
        if len(paths) > 1:
            return [
                r
                for path in paths
                for r in import_group((path,), shared, parsers, dry_run=dry_run, describe=describe)
            ]
        return [ImportResult(paths[0], "failed", error=f"the database refused it: {error}".strip())]
    if dry_run:
        shared.forget_created()
    else:
        shared.keep_created()
    return results


def write_group(
    paths: tuple[Path, ...], shared: SharedRecords, parsers: Parsers, describe: bool, dry_run: bool
) -> list[ImportResult]:
    """Parse every file, then plan and write them together; files that fail are
    skipped. The lookups for the whole batch are made before planning."""
    results: list[ImportResult | None] = [None] * len(paths)
    contents = []
    for i, path in enumerate(paths):
        try:
            path.name.encode("utf-8")
        except UnicodeEncodeError:
            results[i] = ImportResult(path, "failed", error="the file name is not valid UTF-8")
            continue
        try:
            data = parsing.read_file(path)
        except parsing.UnreadableDocument as error:
            results[i] = ImportResult(path, "failed", error=error.reason)
        else:
            contents.append((i, path, data, hashlib.sha256(data).hexdigest()))
    documents = documents_by_sha(sha256 for *_, sha256 in contents)
    to_parse = []
    for i, path, data, sha256 in contents:
        if not dry_run and is_imported(documents.get(sha256)):
            results[i] = ImportResult(path, "unchanged", documents[sha256].person)
        else:
            to_parse.append((i, path, data))
    parses = []
    outcomes = parsers.parse([(data, path.name) for _, path, data in to_parse])
    for (i, path, _), parsed in zip(to_parse, outcomes, strict=True):
        if isinstance(parsed, parsing.UnreadableDocument):
            results[i] = ImportResult(path, "failed", error=parsed.reason)
        else:
            parses.append((i, path, parsed, validate(parsed, path.name)))

    batch = Batch(shared, KnownPeople([(parsed, path.name) for _, path, parsed, _ in parses]))
    # Each document keeps the file it was read from; one imported before files were kept
    # gets it now, even when its content is unchanged.
    batch.originals = {sha256: data for *_, data, sha256 in contents}
    batch.missing_originals = [
        documents[sha256]
        for _, _, _, sha256 in contents
        if sha256 in documents and documents[sha256].pk and documents[sha256].original_size is None
    ]
    shared.look_up_advisors([parsed for _, _, parsed, _ in parses])
    for n, (i, path, parsed, checked) in enumerate(parses):
        if f"sha:{parsed.sha256}" in batch.keys:
            # The same content twice in one batch: the second copy sees the first.
            batch.flush()
            documents |= documents_by_sha([parsed.sha256])
        if not dry_run and is_imported(documents.get(parsed.sha256)):
            results[i] = ImportResult(path, "unchanged", documents[parsed.sha256].person)
            continue
        if batch.known is None:
            # The batch was written: the files left may describe the people it wrote.
            batch.known = KnownPeople([(p, f.name) for _, f, p, _ in parses[n:]])
        document = documents.get(parsed.sha256)
        results[i] = plan(parsed, path, checked, document, batch, describe)
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
    return {document.sha256: document for document in rows.with_original_size()}
