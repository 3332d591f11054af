"""Facet counts beside the directory's result, and every value of a facet on its own
page (`?facet=institution`), found by any of its names (`&find=PKU`).

Without a filter, the institution, advisor, mentor, area and tag counts are the count
columns kept by profiles.listing, read through an index, and degrees are counted by
index-only scans: exact, in a few milliseconds.

With a filter, one query (`counted`) finds the result's size and the ids to count: all
of them up to EXACT_LIMIT people. Beyond that, counting every link of tens of thousands
of people costs 50-90 ms per facet on two cores, so the database keeps an evenly spread
sample of about SAMPLE_SIZE of them (every n-th id), whose counts are scaled up and
shown as estimates (≈). Each count is then a GROUP BY over an indexed join table
restricted to those ids, passed as one array so that PostgreSQL knows how many there are.

A facet's own page lists every value of one facet, counted as the facets are; its
`find` box matches the `lookup` column kept by profiles.listing.lookups (English and
native names, aliases, abbreviations, pinyin) and counts what it finds in the whole
result when few people hold it (the filters are checked for those people only), so
that a rare value can always be found; values held by many are counted like the rest.
"""

from dataclasses import dataclass, field

from django.db import connection
from django.db.models import BooleanField, Q, QuerySet
from django.db.models.expressions import RawSQL

from profiles.listing import lookups as lookup
from profiles.models import Advisor, Degree, Institution, Person, ResearchArea, Tag

FACET_SIZE = 10
EXACT_LIMIT = 3_000
SAMPLE_SIZE = 2_000
# What Find finds in a filtered result is counted exactly when its values are held by
# no more people than this in all (see `holders`), else in the result's sample.
EXACT_HOLDERS = 10_000


@dataclass(frozen=True)
class Source:
    """A facet of shared records: its parameter, its title and what one value is called,
    the model and its native-name field, the many-to-many field of Person that links it
    to people, the column counting them, and whether a value counts its children's
    people too (an area counts its sub-areas')."""

    param: str
    title: str
    noun: str
    model: type
    native: str
    relation: str
    count_field: str
    rolls_up: bool = False

    @property
    def find_label(self) -> str:
        """ "Find an institution", "Find a research area"."""
        return f"Find {'an' if self.noun[0] in 'aeiou' else 'a'} {self.noun}"


SOURCES = {
    source.param: source
    for source in [
        Source(
            "institution",
            "Institution",
            "institution",
            Institution,
            "name_native",
            "listed_institutions",
            "people_count",
        ),
        Source(
            "area",
            "Research area",
            "research area",
            ResearchArea,
            "name_native",
            "areas",
            "people_count",
            rolls_up=True,
        ),
        Source(
            "advisor",
            "Advisor",
            "advisor",
            Advisor,
            "native_name",
            "listed_advisors",
            "people_count",
        ),
        Source(
            "mentor", "Mentor", "mentor", Advisor, "native_name", "listed_mentors", "mentees_count"
        ),
    ]
}
# Committee members' free tags: counted like the others, without a Find box (tags have
# no spellings to look up) or a page of every value.
TAGS = Source("tag", "Tag", "tag", Tag, "", "tags", "people_count")


@dataclass
class Option:
    value: str
    label: str
    count: int
    selected: bool = False
    native: str = ""


@dataclass
class Facet:
    param: str
    title: str
    options: list[Option] = field(default_factory=list)
    estimated: bool = False
    # How many values the result has (counted in the sample when estimated), and whether
    # some are not shown; a facet of shared records links to its own page listing them
    # all, and can be searched.
    values: int = 0
    more: bool = False
    source: Source | None = None


@dataclass
class Counted:
    """The people the facets count: the whole result up to EXACT_LIMIT people, else
    every `step`-th of them by id, whose counts are then scaled up by `step`; with a
    ranking, the ids of the first `top` people in its order."""

    total: int
    step: int
    # A PostgreSQL array literal as the database wrote it, handed back to it as is.
    ids: str
    top: list[int] = field(default_factory=list)


def counted(result: QuerySet | None, ranked: QuerySet | None = None, top: int = 0):
    """The result's size and the ids its facets count (None without a filter); one query.

    The database picks the sample: sending Python the ids of tens of thousands of people
    only to keep every n-th one costs more than finding them. With `ranked` (the result
    in its order), the same pass also numbers the people in that order and returns the
    first `top` of their ids: a ranking reads every matching person's search vector, and
    reading them twice, to count and to rank, would cost twice.
    """
    if result is None:
        return None
    if ranked is None:
        people, params = (
            result.prefetch_related(None).order_by().values("id").query.sql_with_params()
        )
        found = (
            "SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids, '{}'::bigint[] AS top"
            f" FROM ({people}) AS people"
        )
    else:
        people, params = ranked.prefetch_related(None).values("id").query.sql_with_params()
        params = (top, *params)
        found = (
            "SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids,"
            " coalesce(array_agg(id ORDER BY r) FILTER (WHERE r <= %s), '{}') AS top"
            f" FROM (SELECT id, row_number() OVER () AS r FROM ({people}) AS ordered) AS people"
        )
    sql = (
        f"WITH found AS ({found}),"
        " sized AS (SELECT ids, top, cardinality(ids) AS n FROM found),"
        " stepped AS (SELECT ids, top, n,"
        " CASE WHEN n <= %s THEN 1 ELSE (n + %s - 1) / %s END AS step FROM sized)"
        " SELECT n, step, ARRAY(SELECT ids[i] FROM generate_series(1, n, step) AS i)::text, top"
        " FROM stepped"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, EXACT_LIMIT, SAMPLE_SIZE, SAMPLE_SIZE])
        return Counted(*cursor.fetchone())


class RankedPeople:
    """A ranked result for the Paginator: its size, and its people by position, the
    first ones known by id from `counted`; a page is one query (and its prefetches)."""

    def __init__(self, found: Counted, people: QuerySet):
        self.found, self.people = found, people

    def count(self) -> int:
        return self.found.total

    def __len__(self) -> int:
        return self.found.total

    def __getitem__(self, positions: slice) -> list:
        ids = self.found.top[positions]
        by_id = {person.pk: person for person in self.people.filter(pk__in=ids)}
        return [by_id[pk] for pk in ids if pk in by_id]


# The people whose links a facet counts: their ids as a PostgreSQL array literal, or
# the SQL selecting them and its parameters; None for everyone.
People = str | tuple[str, tuple] | None


def of_people(column: str, people: str | tuple[str, tuple]) -> tuple[str, list]:
    """A condition restricting `column` (a person id) to the people.

    The people's SQL is read once, into an array (an InitPlan): as `IN (...)` the planner
    may join it into the links and, misled by stale statistics, run it once per link."""
    if isinstance(people, str):
        return f"{column} = ANY(%s::bigint[])", [people]
    sql, params = people
    return f"{column} = ANY(ARRAY({sql}))", list(params)


def value_counts(source: Source, people: People, only: tuple[str, list] | None) -> tuple[str, list]:
    """SQL for (value id, people) of the facet's values among the people (everyone:
    None), restricted to values matching `only` (a condition on `x.lookup`)."""
    quote = connection.ops.quote_name
    table = quote(source.model._meta.db_table)
    only_sql, only_params = only or ("", [])
    if people is None:
        sql = f"SELECT id, {quote(source.count_field)} AS n FROM {table} x"
        sql += f" WHERE {quote(source.count_field)} > 0"
        return sql + (f" AND {only_sql}" if only_sql else ""), list(only_params)
    relation = Person._meta.get_field(source.relation)
    through = quote(relation.m2m_db_table())
    person, target = quote(relation.m2m_column_name()), quote(relation.m2m_reverse_name())
    matching = f"(SELECT x.id FROM {table} x WHERE {only_sql})" if only_sql else ""
    cond, params = of_people(f"l.{person}", people)
    links = f"SELECT l.{person} AS person, l.{target} AS id FROM {through} l WHERE {cond}"
    if matching:
        links += f" AND l.{target} IN {matching}"
        params += only_params
    count = "count(*)"
    if source.rolls_up:
        cond, more = of_people(f"l.{person}", people)
        links += (
            f" UNION ALL SELECT l.{person}, a.parent_id FROM {through} l"
            f" JOIN {table} a ON a.id = l.{target} WHERE a.parent_id IS NOT NULL AND {cond}"
        )
        params += more
        if matching:
            links += f" AND a.parent_id IN {matching}"
            params += only_params
        count = "count(DISTINCT person)"
    return f"SELECT id, {count} AS n FROM ({links}) links GROUP BY id", params


def value_rows(
    source: Source, people: People, *, typed: str = "", limit: int, offset: int = 0
) -> tuple[list[Option], int]:
    """The facet's values among the people, most people first, then by name (with
    `typed`, those it finds, a whole name or the start of one first), a page of them,
    and how many there are; one query."""
    quote = connection.ops.quote_name
    only = None
    order, order_params = "c.n DESC, lower(t.name), t.name", []
    wanted = lookup.find("x.lookup", typed)
    if wanted is not None:
        only = (wanted.condition, wanted.params)
        ranking = lookup.find("t.lookup", typed)
        order, order_params = f"{ranking.rank}, {order}", ranking.rank_params
    counts, params = value_counts(source, people, only)
    native = f"t.{quote(source.native)}" if source.native else "NULL"
    sql = (
        f"SELECT t.slug, t.name, {native}, c.n, count(*) OVER ()"
        f" FROM ({counts}) c JOIN {quote(source.model._meta.db_table)} t ON t.id = c.id"
        f" ORDER BY {order} LIMIT %s OFFSET %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, *order_params, limit, offset])
        rows = cursor.fetchall()
    options = [Option(slug, name, n, native=native or "") for slug, name, native, n, _ in rows]
    return options, rows[0][4] if rows else 0


def find_terms(typed: str) -> bool:
    """Whether what was typed in a Find box can find anything."""
    return lookup.find("x.lookup", typed) is not None


def links_found(source: Source, typed: str) -> int:
    """How many people hold the values `typed` finds, all told (a bound on the links
    `holders` checks); one query."""
    wanted = lookup.find("lookup", typed)
    count = connection.ops.quote_name(source.count_field)
    table = connection.ops.quote_name(source.model._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT coalesce(sum({count}), 0) FROM {table} WHERE {wanted.condition}",
            wanted.params,
        )
        return cursor.fetchone()[0]


def holders(source: Source, result: QuerySet, typed: str) -> tuple[str, tuple]:
    """The SQL selecting the people of a result who hold a value `typed` finds (or, for
    an area, one of its sub-areas): the filters are checked for those few people only,
    rather than for the whole result."""
    # Unqualified: Django names the table of a subquery as it likes.
    wanted = lookup.find("lookup", typed)
    matching = source.model.objects.filter(
        RawSQL(wanted.condition, wanted.params, output_field=BooleanField())
    ).values("pk")
    relation = Person._meta.get_field(source.relation)
    target = relation.m2m_reverse_field_name()
    held = Q(**{f"{target}__in": matching})
    if source.rolls_up:
        held |= Q(**{f"{target}__parent__in": matching})
    links = relation.remote_field.through.objects.filter(held)
    people = result.filter(id__in=links.values(f"{relation.m2m_field_name()}_id"))
    return people.prefetch_related(None).order_by().values("id").query.sql_with_params()


@dataclass
class ValuesPage:
    """A page of a facet's values, how many there are, the page's number, what was typed
    to find them, and whether the counts are estimates from the result's sample."""

    options: list[Option]
    count: int
    number: int
    typed: str
    estimated: bool


def values_page(
    source: Source, result: QuerySet | None, *, typed: str, number: int, size: int
) -> ValuesPage:
    """A page of the values of one facet among a result's people (everyone: None).

    Without a filter the counts are exact (the count columns). With one, the values are
    counted like the facets: in the whole result up to EXACT_LIMIT people, else in its
    evenly spread sample (estimates; a value few of them hold may be missing), as
    counting every link of tens of thousands of people takes several times the budget.
    What `typed` finds is counted in the whole result when few people hold it, so that a
    rare value can always be found. One query without a filter; with one, one more to
    sample the result, or with `typed` one to count the holders of what it finds (and
    one more to sample the result when they are many); one more when the page asked for
    is past the last."""
    people, step = None, 1
    if result is not None:
        if find_terms(typed) and links_found(source, typed) <= EXACT_HOLDERS:
            people = holders(source, result, typed)
        else:
            found = counted(result)
            people, step = found.ids, found.step
    options, count = value_rows(source, people, typed=typed, limit=size, offset=(number - 1) * size)
    last = max(1, -(-count // size))
    if not options and count and number > last:
        number = last
        options, count = value_rows(
            source, people, typed=typed, limit=size, offset=(number - 1) * size
        )
    for option in options:
        option.count *= step
    return ValuesPage(options, count, number, typed, step > 1)


def degree_counts(ids: str | None) -> list[dict]:
    """People per highest degree in the result, by index-only scans; one query."""
    table = connection.ops.quote_name(Person._meta.db_table)
    if ids is None:
        # One index-only count per degree beats a GROUP BY that reads the whole table.
        sql = (
            f"SELECT code, (SELECT count(*) FROM {table} WHERE highest_degree = code)"
            " FROM unnest(%s::text[]) AS code"
        )
        params = [Degree.values]
    else:
        # A join on the ids makes one lookup per id in `person_degree_by_id`; with
        # `id = ANY(...)` the planner may instead skip-scan `person_by_degree`, 5x slower.
        sql = (
            f"SELECT p.highest_degree, count(*) FROM unnest(%s::bigint[]) AS r(id)"
            f" JOIN {table} p ON p.id = r.id"
            " WHERE p.highest_degree <> '' GROUP BY p.highest_degree"
        )
        params = [ids]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = [{"highest_degree": code, "n": n} for code, n in cursor.fetchall() if n]
    return sorted(rows, key=lambda row: (-row["n"], row["highest_degree"]))


def facets(people: Counted | None, selected: dict[str, list], total: int) -> list[Facet]:
    """The six facets of these people (None: everyone); six queries.
    Selected values stay listed even beyond the top ones."""
    ids, step = (None, 1) if people is None else (people.ids, people.step)
    result = []
    for source in [*SOURCES.values(), TAGS]:
        chosen = {obj.slug: obj for obj in selected.get(source.param) or []}
        findable = source.param in SOURCES
        facet = Facet(
            source.param, source.title, estimated=step > 1, source=source if findable else None
        )
        facet.options, facet.values = value_rows(source, ids, limit=FACET_SIZE)
        facet.more = findable and facet.values > len(facet.options)
        for option in facet.options:
            option.count *= step
            option.selected = option.value in chosen
        listed = {option.value for option in facet.options}
        facet.options += [
            Option(slug, obj.name, total, True)
            for slug, obj in chosen.items()
            if slug not in listed
        ]
        result.append(facet)
    labels = dict(Degree.choices)
    chosen = set(selected.get("degree") or [])
    degree = Facet("degree", "Highest degree", estimated=step > 1)
    for row in degree_counts(ids):
        code = row["highest_degree"]
        degree.options.append(Option(code, labels.get(code, code), row["n"] * step, code in chosen))
    listed = {option.value for option in degree.options}
    degree.options += [Option(c, labels[c], 0, True) for c in sorted(chosen - listed)]
    result.append(degree)
    return result
