"""People named in pasted text: one a line (or separated by semicolons), each a name as
the directory writes it (English or native), an email address, or a profile's address.

Used by the shortlist page's "Paste names or emails". Three queries for any number of
lines (emails, names, addresses); a name two people share is reported, not guessed.
Emails are contact details: only those allowed to see them may find people by them
(`by_email`); for anyone else an email line is set aside, not looked up.
"""

import re
from dataclasses import dataclass, field
from urllib.parse import unquote, urlparse

from django.db.models import Q
from django.db.models.functions import Upper

from profiles.models import Person

MAX_LINES = 500
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
PROFILE_PATH = re.compile(r"/people/([^/\x00]+)/?$")


@dataclass
class Pasted:
    """What the lines named: the people found in order, lines that named nobody, and
    lines whose name several people share (with them)."""

    people: list[Person] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    ambiguous: list[tuple[str, list[Person]]] = field(default_factory=list)
    emails_refused: list[str] = field(default_factory=list)
    too_many: bool = False


def lines_of(text: str) -> list[str]:
    items = (item.strip(" \t,") for line in text.splitlines() for item in line.split(";"))
    return list(dict.fromkeys(item for item in items if item))


def profile_slug(line: str) -> str | None:
    found = PROFILE_PATH.search(urlparse(line).path if "://" in line else line)
    return unquote(found.group(1)) if found else None


def find_pasted(text: str, *, by_email: bool) -> Pasted:
    lines = lines_of(text)
    result = Pasted(too_many=len(lines) > MAX_LINES)
    lines = lines[:MAX_LINES]
    emails = {line: EMAIL.search(line).group().casefold() for line in lines if EMAIL.search(line)}
    if not by_email:
        result.emails_refused = list(emails)
        lines = [line for line in lines if line not in emails]
        emails = {}
    slugs = {line: slug for line in lines if line not in emails and (slug := profile_slug(line))}
    names = {line: line for line in lines if line not in emails and line not in slugs}

    by_email: dict[str, list[Person]] = {}
    if emails:
        # Emails are stored as the CV writes them: look for each as pasted and in lower
        # case (the GIN index answers exact values), then compare case-insensitively.
        written = {EMAIL.search(line).group() for line in emails}
        wanted = sorted(written | set(emails.values()))
        for person in Person.objects.filter(emails__overlap=wanted):
            for email in person.emails:
                by_email.setdefault(email.casefold(), []).append(person)
    by_slug = {}
    if slugs:
        by_slug = {p.slug: p for p in Person.objects.filter(slug__in=set(slugs.values()))}
    by_name: dict[str, list[Person]] = {}
    if names:
        uppered = {name.upper() for name in names}
        query = Q(upper_name__in=uppered) | Q(native_name__in=set(names))
        for person in Person.objects.annotate(upper_name=Upper("full_name")).filter(query):
            for key in {person.full_name.upper(), person.native_name}:
                by_name.setdefault(key, []).append(person)

    for line in lines:
        if line in emails:
            found = list({p.pk: p for p in by_email.get(emails[line], [])}.values())
        elif line in slugs:
            found = [by_slug[slugs[line]]] if slugs[line] in by_slug else []
        else:
            found = by_name.get(line.upper()) or by_name.get(line) or []
            found = list({p.pk: p for p in found}.values())
        if not found:
            result.unknown.append(line)
        elif len(found) > 1:
            result.ambiguous.append((line, found))
        else:
            result.people.append(found[0])
    return result
