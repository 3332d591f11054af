"""Showing a CV's own text: rendered safely, with contact details hidden from non-staff."""

import re
from dataclasses import dataclass

import markdown
import nh3

from profiles.models import Person, SourceDocument

HIDDEN = "[hidden]"
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# Phone numbers: an optional +country code, then at least 8 digits with separators.
PHONE = re.compile(r"(?:\(?\+\d{1,3}\)?[\s.-]*)?(?:\d[\s.-]?){7,}\d")
BIRTH_LINE = re.compile(r"(?i)birth|born|d\.o\.b|\bdob\b|出生|生日")


def redact(text: str, person: Person | None) -> str:
    """The text without emails, phone numbers or birth-date lines."""
    for value in [*(person.emails if person else []), *(person.phones if person else [])]:
        text = text.replace(value, HIDDEN)
    text = EMAIL.sub(HIDDEN, text)
    text = PHONE.sub(hide_phone, text)
    return "\n".join(HIDDEN if BIRTH_LINE.search(ln) else ln for ln in text.split("\n"))


def looks_like_dates(candidate: str) -> bool:
    """2020.09-2025.06, 2019-2023 and 2021.9.1 are dates, not phone numbers."""
    groups = re.findall(r"\d+", candidate)
    return (
        all(len(g) in (1, 2) or (len(g) == 4 and g[:2] in ("19", "20")) for g in groups)
        and len(groups[0]) == 4
    )


def hide_phone(match: re.Match) -> str:
    candidate = match.group()
    if not candidate.lstrip("( ").startswith("+") and looks_like_dates(candidate):
        return candidate
    return HIDDEN


def visible_text(document: SourceDocument, person: Person | None, staff: bool) -> str:
    return document.text if staff else redact(document.text, person)


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
