"""Facet counts beside the directory's result: one query per facet, whatever its size.

Without a filter, the institution, advisor and area counts are the `people_count`
columns kept by profiles.listing, read through an index, and degrees are counted by
index-only scans: exact, in a few milliseconds.

With a filter, the ids of the result are read once (`result_ids`, one query) and each
count is a GROUP BY over an indexed join table restricted to them, passed as one array
so that PostgreSQL knows how many there are: exact up to EXACT_LIMIT people. Beyond
that, counting every link of tens of thousands of people costs 50-90 ms per facet on
two cores, so the counts are taken over an evenly spread sample of about SAMPLE_SIZE of
them (every n-th id), scaled up, and shown as estimates (≈).
"""

from dataclasses import dataclass, field

from django.contrib.postgres.aggregates import ArrayAgg
from django.db import connection
from django.db.models import BigAutoField, Count, F, Lookup, QuerySet

from profiles.models import DEGREE_CHOICES, Advisor, Institution, Person, ResearchArea

FACET_SIZE = 10
EXACT_LIMIT = 3_000
SAMPLE_SIZE = 2_000


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


@BigAutoField.register_lookup
class AnyOf(Lookup):
    """`id__any=[...]`: `id = ANY('{...}'::bigint[])`, the ids sent as one array literal
    (Django and psycopg would otherwise handle each of thousands of ids in Python)."""

    lookup_name = "any"
    prepare_rhs = False

    def get_prep_lookup(self):
        return "{" + ",".join(str(int(pk)) for pk in self.rhs) + "}"

    def as_sql(self, compiler, connection):
        lhs, params = self.process_lhs(compiler, connection)
        return f"{lhs} = ANY(%s::bigint[])", [*params, self.rhs]


def result_ids(result: QuerySet | None) -> list[int] | None:
    """The ids of everyone in the result, sorted (None without a filter); one query,
    returning one array. The directory also takes the result's size from it."""
    if result is None:
        return None
    found = result.prefetch_related(None).order_by().aggregate(ids=ArrayAgg("id", order_by="id"))
    return found["ids"] or []


def related_counts(model, ids: list[int] | None, native: str) -> QuerySet:
    """The rows of `model` most common in the result, with their count; one query."""
    if ids is None:
        rows = model.objects.filter(people_count__gt=0).annotate(n=F("people_count"))
    else:
        relation = "people" if model is ResearchArea else "listed_people"
        rows = model.objects.filter(**{f"{relation}__id__any": ids}).annotate(n=Count(relation))
    return rows.order_by("-n", "name").values("slug", "name", native, "n")[:FACET_SIZE]


def degree_counts(ids: list[int] | None) -> list[dict]:
    """People per highest degree in the result, by index-only scans; one query."""
    if ids is None:
        # One index-only count per degree beats a GROUP BY that reads the whole table.
        codes = [code for code, _ in DEGREE_CHOICES]
        with connection.cursor() as cursor:
            table = connection.ops.quote_name(Person._meta.db_table)
            cursor.execute(
                f"SELECT code, (SELECT count(*) FROM {table} WHERE highest_degree = code)"
                " FROM unnest(%s::text[]) AS code",
                [codes],
            )
            rows = [{"highest_degree": code, "n": n} for code, n in cursor.fetchall() if n]
    else:
        people = Person.objects.filter(id__any=ids).exclude(highest_degree="")
        rows = list(people.values("highest_degree").annotate(n=Count("highest_degree")))
    return sorted(rows, key=lambda row: (-row["n"], row["highest_degree"]))


def facets(ids: list[int] | None, selected: dict[str, list], total: int) -> list[Facet]:
    """The four facets of the people with these ids (None: everyone); four queries.
    Selected values stay listed even beyond the top ones."""
    step = 1 if ids is None or len(ids) <= EXACT_LIMIT else -(-len(ids) // SAMPLE_SIZE)
    counted = None if ids is None else ids[::step]
    result = []
    for param, title, model, native in (
        ("institution", "Institution", Institution, "name_native"),
        ("area", "Research area", ResearchArea, "name_native"),
        ("advisor", "Advisor", Advisor, "native_name"),
    ):
        chosen = {obj.slug: obj for obj in selected.get(param) or []}
        facet = Facet(param, title, estimated=step > 1)
        for row in related_counts(model, counted, native):
            facet.options.append(
                Option(
                    row["slug"], row["name"], row["n"] * step, row["slug"] in chosen, row[native]
                )
            )
        listed = {option.value for option in facet.options}
        facet.options += [
            Option(slug, obj.name, total, True)
            for slug, obj in chosen.items()
            if slug not in listed
        ]
        result.append(facet)
    labels = dict(DEGREE_CHOICES)
    chosen = set(selected.get("degree") or [])
    degree = Facet("degree", "Highest degree", estimated=step > 1)
    for row in degree_counts(counted):
        code = row["highest_degree"]
        degree.options.append(Option(code, labels.get(code, code), row["n"] * step, code in chosen))
    listed = {option.value for option in degree.options}
    degree.options += [Option(c, labels[c], 0, True) for c in sorted(chosen - listed)]
    result.append(degree)
    return result
