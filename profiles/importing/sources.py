"""A person's sources: each CV on file, its parse and its date.

Used by planning. Every current document of a person is a source; a newer version of a
file replaces the older (same file name, same person). A source's date is the CV's own:
the latest date it mentions (a record's start or end, a paper's or an award's year; an
end the CV only expects does not count, nor anything after the day of the import), else
the file's time. Where sources disagree, the newer CV wins.
"""

import dataclasses
from dataclasses import dataclass
from datetime import date, datetime

from profiles import parsing
from profiles.importing.validation import Validation, validate
from profiles.models import SourceDocument
from profiles.text import partial_date_key

RECORD_TYPES = {
    "education": parsing.Education,
    "positions": parsing.Position,
    "projects": parsing.Project,
    "publications": parsing.Publication,
    "awards": parsing.Award,
}
PARSE_FIELDS = {f.name for f in dataclasses.fields(parsing.ParsedCV)}


@dataclass
class Source:
    """One CV of a person as the import reads it."""

    document: SourceDocument
    parsed: parsing.ParsedCV
    checked: Validation
    cv_date: str

    @property
    def sort_key(self) -> tuple[int, int]:
        return partial_date_key(self.cv_date)


def partial(year: int, month: int = 0) -> str:
    return f"{year}-{month:02d}" if month else str(year)


def mentioned_date(parsed, today: date) -> str:
    """The latest date the CV mentions, no later than `today`; "" when it mentions none."""
    latest = (0, 0)
    limit = (today.year, today.month)

    def see(value) -> None:
        nonlocal latest
        key = partial_date_key(str(value)) if value else (0, 0)
        if latest < key <= limit:
            latest = key

    for kind in ("education", "positions", "projects"):
        for record in getattr(parsed, kind):
            see(record.start)
            if not getattr(record, "expected", False):
                see(record.end)
    for record in [*parsed.publications, *parsed.awards]:
        see(record.year)
    return partial(*latest) if latest[0] else ""


def cv_date(parsed, file_time: float | None, today: date) -> tuple[str, str]:
    """The CV's date and what gave it (SourceDocument.DatedBy)."""
    found = mentioned_date(parsed, today)
    if found:
        return found, SourceDocument.DatedBy.TEXT
    if file_time:
        when = datetime.fromtimestamp(file_time).date()
        return partial(when.year, when.month), SourceDocument.DatedBy.FILE
    return partial(today.year, today.month), SourceDocument.DatedBy.FILE


def stored_parse(document: SourceDocument) -> parsing.ParsedCV:
    """The parse a document was imported with, as the parser returned it (without the
    text, which the records do not need)."""
    data = document.parsed or {}
    values = {key: value for key, value in data.items() if key in PARSE_FIELDS}
    for key, kind in RECORD_TYPES.items():
        names = {f.name for f in dataclasses.fields(kind)}
        values[key] = [
            kind(**{k: v for k, v in record.items() if k in names})
            for record in data.get(key) or []
        ]
    values.update(
        source=document.file_name,
        sha256=document.sha256,
        format=document.format,
        text="",
    )
    return parsing.ParsedCV(**values)


def stored_source(document: SourceDocument) -> Source:
    parsed = stored_parse(document)
    return Source(document, parsed, validate(parsed, document.file_name), document.cv_date)


def other_sources(person, document: SourceDocument) -> tuple[list[Source], list]:
    """The person's current sources besides `document`, and the documents it replaces
    (earlier versions of the same file); one query."""
    if person.pk is None:
        return [], []
    others = person.documents.exclude(sha256=document.sha256).defer("text")
    sources, replaced = [], []
    for other in others:
        if other.file_name == document.file_name:
            replaced.append(other)
        else:
            sources.append(stored_source(other))
    return sources, replaced


def newest_first(sources: list[Source]) -> list[Source]:
    """By CV date, newest first; a tie goes to the source listed first (the one being
    imported)."""
    return sorted(sources, key=lambda source: source.sort_key, reverse=True)
