"""Facet counts beside the directory's result: one query per facet, whatever its size.

Without a filter, the institution, advisor, mentor, area and tag counts are the count
columns kept by profiles.listing, read through an index, and degrees are counted by
index-only scans: exact, in a few milliseconds.

With a filter, one query (`counted`) finds the result's size and the ids to count: all
of them up to EXACT_LIMIT people. Beyond that, counting every link of tens of thousands
of people costs 50-90 ms per facet on two cores, so the database keeps an evenly spread
sample of about SAMPLE_SIZE of them (every n-th id), whose counts are scaled up and
shown as estimates (≈). Each count is then a GROUP BY over an indexed join table
restricted to those ids, passed as one array so that PostgreSQL knows how many there are.
"""

from dataclasses import dataclass, field

from django.db import connection
from django.db.models import F, QuerySet

from profiles.models import Advisor, Degree, Institution, Person, ResearchArea, Tag

FACET_SIZE = 10
EXACT_LIMIT = 3_000
SAMPLE_SIZE = 2_000
# Each facet of shared records: its parameter, title, model, the model's native-name
# field (None: it has none), the many-to-many field of Person that links it to people,
# and the column that counts them.
RECORD_FACETS = [
    (
        "institution",
        "Institution",
        Institution,
        "name_native",
        "listed_institutions",
        "people_count",
    ),
    ("area", "Research area", ResearchArea, "name_native", "areas", "people_count"),
    ("advisor", "Advisor", Advisor, "native_name", "listed_advisors", "people_count"),
    ("mentor", "Mentor", Advisor, "native_name", "listed_mentors", "mentees_count"),
    ("tag", "Tag", Tag, None, "tags", "people_count"),
]


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


@dataclass
class Counted:
    """The people the facets count: the whole result up to EXACT_LIMIT people, else
    every `step`-th of them by id, whose counts are then scaled up by `step`."""

    total: int
    step: int
    # A PostgreSQL array literal as the database wrote it, handed back to it as is.
    ids: str


def counted(result: QuerySet | None) -> Counted | None:
    """The result's size and the ids its facets count (None without a filter); one query.

    The database picks the sample: sending Python the ids of tens of thousands of people
    only to keep every n-th one costs more than finding them.
    """
    if result is None:
        return None
    people, params = result.prefetch_related(None).order_by().values("id").query.sql_with_params()
    sql = (
        "WITH found AS (SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids"
        f" FROM ({people}) AS people),"
        " sized AS (SELECT ids, cardinality(ids) AS n FROM found),"
        " stepped AS (SELECT ids, n, CASE WHEN n <= %s THEN 1 ELSE (n + %s - 1) / %s END AS step"
        " FROM sized)"
        " SELECT n, step, ARRAY(SELECT ids[i] FROM generate_series(1, n, step) AS i)::text"
        " FROM stepped"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, EXACT_LIMIT, SAMPLE_SIZE, SAMPLE_SIZE])
        return Counted(*cursor.fetchone())


def related_counts(
    model, ids: str | None, native: str | None, relation_name: str, count_field: str
) -> list[dict]:
    """The rows of `model` most common in the result, with their count; one query.

    With a filter, the links of the result are counted in the join table first and only
    the counted rows are joined to `model`, rather than grouping the wide joined rows.
    """
    fields = ("slug", "name", native, "n") if native else ("slug", "name", "n")
    if ids is None:
        rows = model.objects.filter(**{f"{count_field}__gt": 0}).annotate(n=F(count_field))
        return list(rows.order_by("-n", "name").values(*fields)[:FACET_SIZE])
    relation = Person._meta.get_field(relation_name)
    quote = connection.ops.quote_name
    target = quote(relation.m2m_reverse_name())
    sql = (
        f"SELECT {', '.join(f't.{quote(name)}' for name in fields[:-1])}, c.n"
        f" FROM (SELECT {target} AS id, count(*) AS n"
        f" FROM {quote(relation.m2m_db_table())}"
        f" WHERE {quote(relation.m2m_column_name())} = ANY(%s::bigint[]) GROUP BY {target}) c"
        f" JOIN {quote(model._meta.db_table)} t ON t.id = c.id"
        " ORDER BY c.n DESC, t.name LIMIT %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [ids, FACET_SIZE])
        return [dict(zip(fields, row, strict=True)) for row in cursor.fetchall()]


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
    for param, title, model, native, relation, count_field in RECORD_FACETS:
        chosen = {obj.slug: obj for obj in selected.get(param) or []}
        facet = Facet(param, title, estimated=step > 1)
        for row in related_counts(model, ids, native, relation, count_field):
            facet.options.append(
                Option(
                    row["slug"],
                    row["name"],
                    row["n"] * step,
                    row["slug"] in chosen,
                    row.get(native, ""),
                )
            )
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
