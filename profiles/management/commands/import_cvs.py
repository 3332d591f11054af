import sys
from collections import Counter
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import connection
from tqdm import tqdm

from profiles import audit
from profiles.importing import import_documents
from profiles.models import AuditEntry

CV_SUFFIXES = {".md", ".markdown", ".txt", ".text", ".html", ".htm", ".pdf", ".docx"}


def collect(paths: list[Path]) -> list[Path]:
    """Named files as given; folders searched recursively for CV-like files. A file
    named twice is imported once."""
    files = []
    for path in paths:
        if path.is_dir():
            files += sorted(
                p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in CV_SUFFIXES
            )
        else:
            files.append(path)
    return list(dict.fromkeys(files))


class Command(BaseCommand):
    help = "Import CV files (or folders of them) into the directory."

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", type=Path, metavar="PATH")
        parser.add_argument(
            "--dry-run", action="store_true", help="Show what would change; write nothing."
        )

    def handle(self, *args, paths, dry_run, verbosity, **options):
        files = collect(paths)
        if not files:
            raise CommandError("No CV files found in " + ", ".join(map(str, paths)))
        counts = Counter()
        # Not waiting for the WAL flush at each commit: a crash can lose only the last
        # batches, never consistency, and running the import again redoes them.
        with connection.cursor() as cursor:
            cursor.execute("SET synchronous_commit TO off")
        results = import_documents(paths=files, dry_run=dry_run, describe=verbosity >= 2)
        progress = tqdm(
            results, total=len(files), desc="Importing", unit="CV", disable=None, file=sys.stderr
        )
        for result in progress:
            counts[result.status] += 1
            self.report(result, dry_run, verbosity)
        verb = "Would import" if dry_run else "Imported"
        summary = (
            f"{len(files)} file{'s' if len(files) != 1 else ''}: "
            f"{counts['created']} created, {counts['updated']} updated, "
            f"{counts['unchanged']} unchanged, {counts['failed']} failed"
        )
        if not dry_run:
            audit.record(
                action=AuditEntry.Action.IMPORT, summary=summary, actor=audit.command_actor()
            )
        self.stdout.write(f"{verb} {summary}.")
        if counts["failed"]:
            raise CommandError(f"{counts['failed']} of {len(files)} files could not be imported.")

    def report(self, result, dry_run, verbosity):
        if result.status == "failed":
            self.stderr.write(f"{result.shown_path}: {result.error}")
            return
        if verbosity >= 2 or (dry_run and verbosity >= 1 and result.changes):
            self.stdout.write(f"{result.shown_path}: {result.status} — {result.person}")
        if verbosity >= 2 or dry_run:
            for line in result.changes:
                self.stdout.write(f"    {line}")
        if verbosity >= 2:
            for warning in result.warnings:
                self.stdout.write(f"    warning: {warning}")
