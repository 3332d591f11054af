"""Why a person matched a search: a snippet with the matched words marked, and the
fields they were found in ("Matched in: interests, publications, CV text").

Used by the directory for the people of one result page. The words are matched with
the search's own terms (listing.search.query_terms), so a snippet marks what the query
matched. For those not allowed to see contact details, every text is redacted first
(browse.sources.redact): a snippet never shows an email, a phone number or a birth date.
"""

import re
from dataclasses import dataclass, field

from django.db import connection
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from profiles.listing.redaction import redact
from profiles.listing.search import WORD, Term, query_terms
from profiles.models import (
    Authorship,
    Education,
    Institution,
    Person,
    Position,
    Publication,
    SourceDocument,
)
from profiles.text import fold_for_search

WINDOW = 180
# Markdown's list marks, headings and emphasis, left out of a snippet.
LIST_MARK = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)]|#{1,6})\s+")
MARKUP = re.compile(r"\*\*|__|`")
# A Markdown link or image, "[MSRA](https://…)": its text is shown, its address is not.
LINK = re.compile(r"!?\[([^\]\n]*)\]\([^)\s]*(?:\s+\"[^\"]*\")?\)")
# The fields a snippet may come from, in the order they are preferred, with their labels.
FIELDS = {
    "interests": "interests",
    "areas": "research areas",
    "publications": "publications",
    "positions": "positions",
    "education": "education",
    "advisors": "advisors and mentors",
    "cv": "CV text",
}


@dataclass
class Explained:
    """What a result page shows under a person found by a search."""

    snippet: SafeString | str = ""
    matched_in: list[str] = field(default_factory=list)


def spans(text: str, terms: list[Term]) -> tuple[list[tuple[int, int]], set[Term]]:
    """The (start, end) spans of `text` the terms match, in order, and the terms found."""
    found: list[tuple[int, int]] = []
    hit: set[Term] = set()
    latin = [t for t in terms if not t.cjk]
    if latin:
        for match in WORD.finditer(text):
            word = fold_for_search(match.group())
            for term in latin:
                if term.matches(word):
                    found.append(match.span())
                    hit.add(term)
                    break
    for term in (t for t in terms if t.cjk):
        start = text.find(term.token)
        while start != -1:
            found.append((start, start + len(term.token)))
            hit.add(term)
            start = text.find(term.token, start + 1)
    return merged(sorted(found)), hit


def merged(found: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping or touching spans as one (CJK bigrams overlap)."""
    out: list[tuple[int, int]] = []
    for start, end in found:
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def marked(text: str, found: list[tuple[int, int]]) -> SafeString:
    """A window of the text around its densest matches, escaped, the matches in <mark>."""
    start, end = window(text, found)
    parts, pos = [], start
    for first, last in found:
        if start <= first and last <= end:
            parts += [escape(text[pos:first]), f"<mark>{escape(text[first:last])}</mark>"]
            pos = last
    parts.append(escape(text[pos:end]))
    lead = "…" if start > 0 else ""
    tail = "…" if end < len(text) else ""
    return mark_safe(lead + "".join(parts).strip() + tail)


def window(text: str, found: list[tuple[int, int]]) -> tuple[int, int]:
    """About WINDOW characters holding as many matches as can be, cut at spaces."""
    if len(text) <= WINDOW:
        return 0, len(text)
    best, best_count = found[0][0], 0
    for first, _ in found:
        count = sum(1 for s, e in found if first <= s and e <= first + WINDOW)
        if count > best_count:
            best, best_count = first, count
    start = max(0, best - WINDOW // 4)
    if start:
        space = text.rfind(" ", 0, start)
        start = space + 1 if space != -1 and start - space < 20 else start
    end = min(len(text), start + WINDOW)
    if end < len(text):
        space = text.find(" ", end)
        end = space if space != -1 and space - end < 20 else end
    return start, end


def candidates(texts: list[str], terms: list[Term]) -> list[str]:
    """The lines of the texts that may hold a term (a cheap test on folded text before
    the word-by-word one), Markdown's marks and link addresses left out, whitespace
    collapsed."""
    tokens = [term.token for term in terms]
    found = []
    for text in texts:
        if not any(token in fold_for_search(text) for token in tokens):
            continue
        for line in text.split("\n"):
            folded = fold_for_search(line)
            if any(token in folded for token in tokens):
                plain = MARKUP.sub(" ", LINK.sub(r"\1", LIST_MARK.sub("", line)))
                found.append(" ".join(plain.split()))
    return found


def page_texts(ids: list[int]) -> dict[int, dict[str, list[str]]]:
    """The texts a snippet may come from for these people, by person and field, with
    their emails and phones (to redact them); one query."""
    quote = connection.ops.quote_name
    person = quote(Person._meta.db_table)
    institution = quote(Institution._meta.db_table)
    sql = " UNION ALL ".join(
        [
            f"SELECT id, 'interests', unnest(research_interests) FROM {person} WHERE id = ANY(%s)",
            f"SELECT id, 'contact', unnest(emails || phones) FROM {person} WHERE id = ANY(%s)",
            f"SELECT a.person_id, 'publications', p.title FROM {quote(Authorship._meta.db_table)}"
            f" a JOIN {quote(Publication._meta.db_table)} p ON p.id = a.publication_id"
            " WHERE a.person_id = ANY(%s)",
            "SELECT r.person_id, 'positions', concat_ws(', ', nullif(r.title, ''),"
            " coalesce(i.name, nullif(r.organization_raw, '')))"
            f" FROM {quote(Position._meta.db_table)} r LEFT JOIN {institution} i"
            " ON i.id = r.organization_id WHERE r.person_id = ANY(%s)",
            "SELECT r.person_id, 'education', concat_ws(', ', nullif(r.degree_title, ''),"
            " nullif(r.field, ''), coalesce(i.name, nullif(r.institution_raw, '')))"
            f" FROM {quote(Education._meta.db_table)} r LEFT JOIN {institution} i"
            " ON i.id = r.institution_id WHERE r.person_id = ANY(%s)",
            f"SELECT person_id, 'cv', text FROM {quote(SourceDocument._meta.db_table)}"
            " WHERE person_id = ANY(%s)",
        ]
    )
    texts: dict[int, dict[str, list[str]]] = {pk: {} for pk in ids}
    with connection.cursor() as cursor:
        cursor.execute(sql, [ids] * 6)
        for pk, kind, text in cursor.fetchall():
            if text:
                texts[pk].setdefault(kind, []).append(text)
    return texts


def explain(people: list[Person], query: str, contact_allowed: bool) -> dict[int, Explained]:
    """For each person of a result page, the snippet and the fields the query matched
    in; one query. `people` carry `area_list` (Person.objects.for_directory)."""
    terms = query_terms(query)
    if not terms or not people:
        return {}
    texts = page_texts([person.pk for person in people])
    result = {}
    for person in people:
        fields = texts[person.pk]
        contact = fields.pop("contact", [])
        fields["areas"] = [a for area in person.area_list for a in (area.name, area.name_native)]
        fields["advisors"] = [
            " ".join(filter(None, [advisor.name, advisor.native_name]))
            for advisor in [*person.advisor_list, *person.mentor_list]
        ]
        explained = Explained()
        names = [person.full_name, person.native_name]
        named = any(spans(name, terms)[1] for name in names if name)
        if named:
            explained.matched_in.append("name")
        best = None
        for kind, label in FIELDS.items():
            lines = candidates(fields.get(kind, []), terms)
            if lines and not contact_allowed:
                # Redacted whole, so that nothing is cut out of a line it spans.
                redacted = [redact(t, emails=contact, phones=contact) for t in fields[kind]]
                lines = candidates(redacted, terms)
            scored = []
            for line in lines:
                found, hit = spans(line, terms)
                if found:
                    scored.append((len(hit), line, found))
            if scored:
                explained.matched_in.append(label)
                top = max(scored, key=lambda item: item[0])
                # A name found again in its CV's header says nothing new.
                if (best is None or top[0] > best[0]) and not (named and kind == "cv"):
                    best = top
        if best is not None:
            explained.snippet = marked(best[1], best[2])
        result[person.pk] = explained
    return result
