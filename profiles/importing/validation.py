"""Checks on a parse before anything is planned from it; they change nothing.

Used by the import service. A readable CV is never refused: one whose parse names
nobody is listed under a name made from its file name, with a note asking staff to
review it. A record whose end comes before its start is kept without that end, with
a note.
"""

import re
from dataclasses import dataclass, field
from pathlib import PurePath

from profiles.parsing.names import _NOT_NAME_WORDS as NOT_NAME_WORDS
from profiles.parsing.names import is_person_name
from profiles.parsing.sections import classify_heading
from profiles.text import split_partial_date

DATED_KINDS = ("education", "positions", "projects")
# How the note on a CV that names nobody begins (the review queue asks for its name).
STAND_IN_NOTE = "Needs review: no name was found"


@dataclass
class Validation:
    notes: list[str] = field(default_factory=list)
    # (kind, index) of the records whose end is left out.
    dropped_ends: set[tuple[str, int]] = field(default_factory=set)
    # The name to list a CV under when its parse names nobody (or only a heading).
    stand_in_name: str = ""
    # The parse's name reads as a heading ("About Me", "English Version"): not a name.
    heading_name: bool = False


# Words of a CV's file name that are not its person's name.
_FILE_WORDS = re.compile(
    r"(?i)^(?:cv|resume|résumé|curriculum|vitae|vita|final|latest|updated|new|english|en|"
    r"zh|cn|chinese|academic|short|long|full|homepage|index|about|main|profile|v?\d+)$"
)


def name_in(text: str) -> str:
    """The words of a file name or an email's local part as a person's name, or "" when
    they do not read as one ("bio_education" is no name)."""
    words = re.split(r"[\s_.\-+]+", text)
    kept = [w.capitalize() for w in words if w and w.isalpha() and not _FILE_WORDS.match(w)]
    name = " ".join(kept)
    return name if 2 <= len(kept) <= 4 and is_person_name(name) else ""


def stand_in_name(file_name: str, emails: list[str] = ()) -> str:
    """The best evidence of a name in a CV whose parse names nobody: its email address
    ("jane.roe@x.org" -> "Jane Roe"), else its file name ("jane_doe_cv_2024.pdf" -> "Jane
    Doe"), else "Unnamed CV (cv.pdf)"."""
    for email in emails:
        if name := name_in(email.partition("@")[0]):
            return name
    return name_in(PurePath(file_name).stem) or f"Unnamed CV ({file_name})"[:200]


def reads_as_heading(name: str | None) -> bool:
    """ "About Me", "English Version", "Curriculum Vitae": a page's heading, no name."""
    words = re.findall(r"[^\W\d_]+", (name or "").casefold())
    return bool(words) and (
        all(w in NOT_NAME_WORDS for w in words) or classify_heading(name) is not None
    )


def validate(parsed, file_name: str) -> Validation:
    """Say which records are to be mended, and what to call a CV that names nobody."""
    found = Validation()
    if parsed.name and not parsed.name_native and reads_as_heading(parsed.name):
        found.heading_name = True
        found.stand_in_name = stand_in_name(file_name, parsed.emails)
        found.notes.append(
            f"{STAND_IN_NOTE} in {file_name} ({parsed.name!r} reads as a heading); it is "
            f"listed as {found.stand_in_name!r} until staff give the right one."
        )
    elif not (parsed.name or parsed.name_native):
        found.stand_in_name = stand_in_name(file_name, parsed.emails)
        found.notes.append(
            f"{STAND_IN_NOTE} in {file_name}; it is listed as "
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
