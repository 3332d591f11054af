"""Checks on a parse before anything is planned from it; they change nothing.

Used by the import service. A readable CV is never refused: one whose parse names
nobody is listed under a name made from its file name, with a note asking staff to
review it. A record whose end comes before its start is kept without that end, with
a note.
"""

import re
from dataclasses import dataclass, field
from pathlib import PurePath

from profiles.text import split_partial_date

DATED_KINDS = ("education", "positions", "projects")


@dataclass
class Validation:
    notes: list[str] = field(default_factory=list)
    # (kind, index) of the records whose end is left out.
    dropped_ends: set[tuple[str, int]] = field(default_factory=set)
    # The name to list a CV under when its parse names nobody.
    stand_in_name: str = ""


# Words of a CV's file name that are not its person's name.
_FILE_WORDS = re.compile(
    r"(?i)^(?:cv|resume|résumé|curriculum|vitae|vita|final|latest|updated|new|english|en|"
    r"zh|cn|chinese|academic|short|long|full|homepage|index|about|main|profile|v?\d+)$"
)


def stand_in_name(file_name: str) -> str:
    """ "jane_doe_cv_2024.pdf" -> "Jane Doe"; "cv.pdf" -> "Unnamed CV (cv.pdf)"."""
    words = re.split(r"[\s_.\-]+", PurePath(file_name).stem)
    kept = [w for w in words if w and w.isalpha() and not _FILE_WORDS.match(w)]
    if 2 <= len(kept) <= 4:
        return " ".join(w.capitalize() for w in kept)
    return f"Unnamed CV ({file_name})"[:200]


def validate(parsed, file_name: str) -> Validation:
    """Say which records are to be mended, and what to call a CV that names nobody."""
    found = Validation()
    if not (parsed.name or parsed.name_native):
        found.stand_in_name = stand_in_name(file_name)
        found.notes.append(
            f"Needs review: no name was found in {file_name}; it is listed as "
            f"{found.stand_in_name!r} until staff give the right one."
        )
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
