"""Showing a CV's own text: rendered safely, with contact details hidden from those
without the permission (listing.redaction)."""

import re
from dataclasses import dataclass

import markdown
import nh3

from profiles.listing.redaction import redact
from profiles.models import Person, SourceDocument


def redacted(text: str, person: Person | None) -> str:
    """The text as those without the permission see it: listing.redaction's, with the
    person's own emails, phones and birth date hidden wherever they appear."""
    if person is None:
        return redact(text)
    return redact(text, emails=person.emails, phones=person.phones, birth_date=person.birth_date)


def visible_text(document: SourceDocument, person: Person | None, allowed: bool) -> str:
    """The CV's text, whole for those `allowed` to see contact details."""
    return document.text if allowed else redacted(document.text, person)


def render_markdown(text: str) -> str:
    """Markdown to HTML with scripts, event handlers and javascript: links removed."""
    return nh3.clean(
        markdown.markdown(text, extensions=["extra"]),
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
    )


@dataclass
class Line:
    number: int
    text: str
    marked: bool


def parse_span(value: str | None) -> tuple[int, int] | None:
    """ "12-15" or "12" -> (12, 15) or (12, 12); None when unreadable."""
    match = re.fullmatch(r"\s*(\d{1,6})\s*(?:[-–]\s*(\d{1,6}))?\s*", value or "")
    if not match:
        return None
    first = int(match[1])
    last = int(match[2] or first)
    return (first, last) if last >= first else (last, first)


def numbered_lines(text: str, span: tuple[int, int] | None) -> list[Line]:
    """Every line of the text, numbered from 1, those in `span` marked."""
    first, last = span or (0, -1)
    return [Line(n, ln, first <= n <= last) for n, ln in enumerate(text.split("\n"), start=1)]
