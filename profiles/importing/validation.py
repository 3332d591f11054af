"""Checks on a parse before anything is planned from it; they change nothing.

Used by the import service: a CV without a person in it is refused (InvalidCV); a
record whose end comes before its start is kept without that end, with a note.
"""

from dataclasses import dataclass, field

from profiles.text import split_partial_date

DATED_KINDS = ("education", "positions", "projects")


class InvalidCV(Exception):
    """The parse is too poor to make a person of; the message says why."""


@dataclass
class Validation:
    notes: list[str] = field(default_factory=list)
    # (kind, index) of the records whose end is left out.
    dropped_ends: set[tuple[str, int]] = field(default_factory=set)


def validate(parsed, file_name: str) -> Validation:
    """Refuse a CV without a person in it; say which records are to be mended."""
    if not (parsed.name or parsed.name_native):
        raise InvalidCV("no name was found in the CV")
    found = Validation()
    for kind in DATED_KINDS:
        for index, record in enumerate(getattr(parsed, kind)):
            start, end = split_partial_date(record.start), split_partial_date(record.end)
            if start[0] and end[0] and (end[0], end[1] or 12) < (start[0], start[1] or 1):
                where = f"line {record.lines[0]}" if record.lines else "an entry"
                found.notes.append(
                    f"{file_name}, {where}, {kind} end: {record.end} is before the start "
                    f"{record.start}; the end was left out."
                )
                found.dropped_ends.add((kind, index))
    return found
