"""Facet counts beside the directory's result: one query per facet, whatever its size.

With a filter, each count is a GROUP BY over an indexed join table restricted to the
ids of the current result. Without one, the institution, advisor and area counts are
the `people_count` columns kept by profiles.listing, read through an index.
"""

from dataclasses import dataclass, field

from django.db.models import Count, F, QuerySet

from profiles.models import DEGREE_CHOICES, Advisor, Institution, Person, ResearchArea

FACET_SIZE = 10


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


def related_counts(model, ids: QuerySet | None, native: str) -> QuerySet:
    """The rows of `model` most common in the result, with their count; one query."""
    if ids is None:
        rows = model.objects.filter(people_count__gt=0).annotate(n=F("people_count"))
    else:
        relation = "people" if model is ResearchArea else "listed_people"
        rows = model.objects.filter(**{f"{relation}__in": ids}).annotate(n=Count(relation))
    return rows.order_by("-n", "name").values("slug", "name", native, "n")[:FACET_SIZE]


def degree_counts(ids: QuerySet | None) -> list[dict]:
    """People per highest degree in the result; one query."""
    people = Person.objects.all() if ids is None else Person.objects.filter(id__in=ids)
    rows = people.exclude(highest_degree="").values("highest_degree").annotate(n=Count("id"))
    return list(rows.order_by("-n", "highest_degree"))


def facets(ids: QuerySet | None, selected: dict[str, list], total: int) -> list[Facet]:
    """The four facets; four queries. Selected values stay listed even beyond the top ones."""
    result = []
    for param, title, model, native in (
        ("institution", "Institution", Institution, "name_native"),
        ("area", "Research area", ResearchArea, "name_native"),
        ("advisor", "Advisor", Advisor, "native_name"),
    ):
        chosen = {obj.slug: obj for obj in selected.get(param) or []}
        facet = Facet(param, title)
        for row in related_counts(model, ids, native):
            facet.options.append(
                Option(row["slug"], row["name"], row["n"], row["slug"] in chosen, row[native])
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
    degree = Facet("degree", "Highest degree")
    for row in degree_counts(ids):
        code = row["highest_degree"]
        degree.options.append(Option(code, labels.get(code, code), row["n"], code in chosen))
    listed = {option.value for option in degree.options}
    degree.options += [Option(c, labels[c], 0, True) for c in sorted(chosen - listed)]
    result.append(degree)
    return result
