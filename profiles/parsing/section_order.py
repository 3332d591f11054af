"""Consistency inside one section: the order in which its entries give title and place.

Used by cv.py once an experience section's positions are read: where most entries write
"Title, Place" on one line, an entry whose first field the title words do not recognise
("2025 NSF AAPF, Department of X, Y University") still has its title before its place.
"""

from __future__ import annotations

import re

from .dates import find_range
from .entries import Entry, is_location, remove_span
from .model import Position
from .position_fields import describes_work

_MAX_TITLE_WORDS = 6


def _line_with(entry: Entry, org: str) -> str | None:
    for ln in entry.head[:3]:
        text = remove_span(ln.text, find_range(ln.text))
        if org in text:
            return text
    return None


def _title_first(entry: Entry, position: Position) -> bool:
    text = _line_with(entry, position.organization_raw or "")
    return bool(
        text
        and position.title
        and 0 <= text.find(position.title) < text.find(position.organization_raw or "")
    )


def _lead(entry: Entry, org: str) -> str | None:
    """The field written before the place on the place's line, if it could be a title."""
    text = _line_with(entry, org)
    if text is None:
        return None
    lead = text[: text.find(org)].strip(" ,;|:-–—")
    if not lead or "," in lead or re.search(r"\d", lead) or not re.match(r"[A-Z]", lead):
        return None
    if len(lead.split()) > _MAX_TITLE_WORDS or is_location(lead) or describes_work(lead):
        return None
    return lead


def titles_by_order(read: list[tuple[Entry, Position]]) -> None:
    """Give an untitled position the field before its place, when the section's other
    entries (at least two, and most of them) write their title there."""
    known = [(e, p) for e, p in read if p.title and p.organization_raw]
    first = sum(_title_first(e, p) for e, p in known)
    if first < 2 or first * 2 <= len(known):
        return
    for entry, position in read:
        if position.title is None and position.organization_raw:
            position.title = _lead(entry, position.organization_raw)
