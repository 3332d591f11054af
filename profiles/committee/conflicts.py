"""Conflicts of interest between a committee member and candidates, from the records.

A candidate conflicts with a member when the member is their advisor (of a degree) or
their mentor (of a position or a project), when they advised or mentored the member,
when they share a publication, when they studied or worked at the same institution in
overlapping years, or when they are the member. Who the member is comes from their
`Member` row ("this is me"): an advisor record, a person record or both; an advisor
record that names a person in the directory brings that person, and a person brings
every advisor record that names them.

Used by the profile, the shortlist pages and the directory's "without my conflicts".
`me` costs one query; `conflicts_with` one query for any number of candidates;
`conflicted_people` is a subquery for the directory's own query.
"""

from collections import defaultdict
from dataclasses import dataclass, field

from django.db import connection
from django.db.models.expressions import RawSQL
from django.utils import timezone

from profiles.models import (
    Advisor,
    Authorship,
    Education,
    Institution,
    Member,
    Person,
    Position,
    Publication,
)

# What each kind of conflict is called on the badge.
LABELS = {
    "self": "you",
    "advisor": "advisor",
    "mentor": "mentor",
    "advised_you": "your advisor",
    "mentored_you": "your mentor",
    "co_author": "co-author",
    "institution": "same institution",
}
# How the badge explains it, with the record that shows it.
EXPLAINED = {
    "self": "This is you",
    "advisor": "You ({}) are their advisor",
    "mentor": "You ({}) mentored them",
    "advised_you": "They ({}) were your advisor",
    "mentored_you": "They ({}) mentored you",
    "co_author": "You wrote “{}” together",
    "institution": "You were both at {}",
}


@dataclass(frozen=True)
class Conflict:
    kind: str
    detail: str = ""

    @property
    def label(self) -> str:
        return LABELS[self.kind]

    @property
    def reason(self) -> str:
        return EXPLAINED[self.kind].format(self.detail)


@dataclass(frozen=True)
class Me:
    """The records that stand for a member: their advisor record and their people."""

    advisor_id: int | None = None
    person_ids: tuple[int, ...] = field(default_factory=tuple)

    @property
    def linked(self) -> bool:
        return bool(self.advisor_id or self.person_ids)


def me(user) -> Me:
    """The records the user linked their account to (none for a visitor); one query."""
    if not user.is_authenticated:
        return Me()
    row = (
        Member.objects.filter(user=user)
        .values_list("advisor_id", "person_id", "advisor__person_id")
        .first()
    )
    if row is None:
        return Me()
    advisor_id, person_id, advisor_person_id = row
    people = tuple(dict.fromkeys(pk for pk in (person_id, advisor_person_id) if pk))
    return Me(advisor_id, people)


def quoted(model, column: str | None = None) -> str:
    table = connection.ops.quote_name(model._meta.db_table)
    return table if column is None else f"{table}.{connection.ops.quote_name(column)}"


def m2m_table(name: str) -> str:
    return connection.ops.quote_name(Person._meta.get_field(name).m2m_db_table())


def span(alias: str, year: int) -> tuple[str, str]:
    """The first and last year of a period row as SQL: an ongoing period lasts until
    this year, a period with one known end is that year; none when no year is known.
    (`year` is an int, written into the SQL as a literal.)"""
    year = int(year)
    first = (
        f"COALESCE({alias}.start_year, {alias}.end_year, CASE WHEN {alias}.ongoing THEN {year} END)"
    )
    last = (
        f"CASE WHEN {alias}.ongoing THEN GREATEST({year}, {alias}.start_year)"
        f" ELSE COALESCE({alias}.end_year, {alias}.start_year) END"
    )
    return first, last


PLACES = ((Education, "institution_id"), (Position, "organization_id"))


def reasons_sql(member: Me, candidates: list[int] | None) -> tuple[str, list]:
    """One statement listing (person id, kind, detail, from year, to year) for every
    conflict of the member, with the candidates given or with anyone (None)."""
    first, last = span("r", timezone.now().year)
    params: list = [list(member.person_ids), member.advisor_id]

    def among(column: str) -> str:
        if candidates is None:
            return ""
        params.append(list(candidates))
        return f" AND {column} = ANY(%s::bigint[])"

    spans = " UNION ALL ".join(
        f"SELECT r.{place} AS place, {first} AS first, {last} AS last FROM {quoted(model)} r"
        f" WHERE r.person_id IN (SELECT id FROM my_people) AND r.{place} IS NOT NULL"
        for model, place in PLACES
    )
    ctes = (
        "WITH my_people AS (SELECT unnest(%s::bigint[]) AS id),"
        f" my_advisors AS (SELECT id FROM {quoted(Advisor)}"
        " WHERE id = %s OR person_id IN (SELECT id FROM my_people)),"
        f" my_spans AS (SELECT * FROM ({spans}) s WHERE first IS NOT NULL)"
    )
    advisor = quoted(Advisor)
    nobody_of_mine = " AND {} NOT IN (SELECT id FROM my_people)"
    parts = []
    for kind, table in (("advisor", "listed_advisors"), ("mentor", "listed_mentors")):
        parts.append(
            f"SELECT l.person_id, '{kind}', a.name, NULL::int, NULL::int FROM {m2m_table(table)} l"
            f" JOIN {advisor} a ON a.id = l.advisor_id"
            # An array, not IN (subquery): the member has a few advisor records, and the
            # planner, not knowing it, would read every link rather than use the index.
            " WHERE l.advisor_id = ANY(ARRAY(SELECT id FROM my_advisors))"
            + nobody_of_mine.format("l.person_id")
            + among("l.person_id")
        )
    for kind, table in (("advised_you", "listed_advisors"), ("mentored_you", "listed_mentors")):
        parts.append(
            f"SELECT a.person_id, '{kind}', a.name, NULL::int, NULL::int FROM {advisor} a"
            f" JOIN {m2m_table(table)} l ON l.advisor_id = a.id"
            " WHERE l.person_id IN (SELECT id FROM my_people) AND a.person_id IS NOT NULL"
            + nobody_of_mine.format("a.person_id")
            + among("a.person_id")
        )
    authorship = quoted(Authorship)
    parts.append(
        f"SELECT x.person_id, 'co_author', p.title, NULL::int, NULL::int FROM {authorship} y"
        f" JOIN {authorship} x ON x.publication_id = y.publication_id"
        f" JOIN {quoted(Publication)} p ON p.id = y.publication_id"
        " WHERE y.person_id IN (SELECT id FROM my_people)"
        + nobody_of_mine.format("x.person_id")
        + among("x.person_id")
    )
    for model, place in PLACES:
        parts.append(
            f"SELECT r.person_id, 'institution', i.name, GREATEST(m.first, {first}),"
            f" LEAST(m.last, {last}) FROM my_spans m"
            f" JOIN {quoted(model)} r ON r.{place} = m.place"
            f" JOIN {quoted(Institution)} i ON i.id = m.place"
            f" WHERE {first} <= m.last AND m.first <= {last}"
            + nobody_of_mine.format("r.person_id")
            + among("r.person_id")
        )
    parts.append(
        "SELECT id, 'self', '', NULL::int, NULL::int FROM my_people WHERE TRUE" + among("id")
    )
    return f"{ctes} {' UNION ALL '.join(parts)}", params


def detail(kind: str, text: str, start: int | None, end: int | None) -> str:
    if kind != "institution" or start is None:
        return text
    return f"{text}, {start}" if start == end else f"{text}, {start}–{end}"


def conflicts_with(member: Me, candidates: list[int]) -> dict[int, list[Conflict]]:
    """The member's conflicts with each of the candidates (by person id), each reason
    once, in the order of LABELS; one query, none when the member linked no record."""
    if not member.linked or not candidates:
        return {}
    sql, params = reasons_sql(member, candidates)
    found: dict[int, dict[Conflict, None]] = defaultdict(dict)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        for person_id, kind, text, start, end in cursor.fetchall():
            found[person_id][Conflict(kind, detail(kind, text, start, end))] = None
    order = list(LABELS)
    return {
        pk: sorted(reasons, key=lambda c: (order.index(c.kind), c.detail))
        for pk, reasons in found.items()
    }


def conflicted_people(member: Me) -> RawSQL:
    """The ids of everyone the member conflicts with, as a subquery for
    `exclude(id__in=...)` (no query of its own)."""
    sql, params = reasons_sql(member, None)
    return RawSQL(f"SELECT reasons.person_id FROM ({sql}) AS reasons", params)
