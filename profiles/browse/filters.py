"""The directory's filters: every query parameter of `/` and `/people.csv`.

Values in URLs are slugs. Repeating `institution`, `area` or `advisor` narrows the
result (people at A *and* B), matching the facet counts, which are always counted
within the current result; repeating `degree` widens it (PhD *or* Master).
"""

import django_filters as filters
from django import forms
from django.db import connection
from django.db.models import F, Q, QuerySet

from profiles.committee.conflicts import Me, conflicted_people, me
from profiles.listing.search import (
    AmongSubquery,
    TokenQuery,
    keyword_areas,
    query_literal,
    ranked,
)
from profiles.models import (
    Advisor,
    Degree,
    Education,
    Institution,
    Person,
    Position,
    ResearchArea,
    Stage,
    Tag,
)

YEAR = forms.NumberInput(attrs={"min": 1950, "max": 2100, "inputmode": "numeric"})


class YearField(forms.IntegerField):
    """A year a CV could name; anything else is reported, never sent to the database."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, min_value=1900, max_value=2100, **kwargs)


class YearFilter(filters.NumberFilter):
    """A year: a whole number between 1900 and 2100."""

    field_class = YearField


SORTS = {
    "relevance": "Relevance",
    "name": "Name",
    "graduation": "Graduation year",
    "recent": "Recently imported",
}


class SlugsFilter(filters.ModelMultipleChoiceFilter):
    """Slugs in the URL; each chosen record narrows the people to those linked to it.

    `field_name` names a many-to-many field of Person; each value becomes the semi-join
    `id IN (SELECT person_id FROM <its join table> WHERE <target>_id = pk)`, which cannot
    repeat a person, so no DISTINCT is needed (it would make PostgreSQL sort and compare
    the wide person rows). Validating the slugs costs one query when the parameter is set.
    """

    def filter(self, qs, value):
        if not value:
            return qs
        relation = Person._meta.get_field(self.field_name)
        through = relation.remote_field.through.objects
        target = f"{relation.m2m_reverse_field_name()}_id__in"  # lookup_expr "exact", per pk
        person = f"{relation.m2m_field_name()}_id"
        groups = [[record] for record in value] if self.conjoined else [value]
        for group in groups:
            linked = through.filter(**{target: self.targets(group)})
            qs = qs.filter(id__in=linked.values(person))
        return qs

    def targets(self, records) -> list:
        """What the chosen records stand for in the join table: themselves."""
        return [record.pk for record in records]


class AreaFilter(SlugsFilter):
    """An area stands for itself and its sub-areas: `?area=systems` finds the people of
    "Operating systems" too (a subquery, no extra query)."""

    def targets(self, records):
        pks = [record.pk for record in records]
        return ResearchArea.objects.filter(Q(pk__in=pks) | Q(parent__in=pks)).values("pk")


def linked_by_slug(field_name: str, model, label: str, kind=SlugsFilter) -> SlugsFilter:
    """A filter on one of Person's links to shared records, named in URLs by slug."""
    return kind(
        field_name=field_name,
        lookup_expr="exact",
        to_field_name="slug",
        queryset=model.objects.all(),
        conjoined=True,
        distinct=False,
        label=label,
    )


def descendants(institution: Institution) -> set[int]:
    """The institution and everything under it, however deep; one query (UNION, not
    UNION ALL, so that a loop in the parents ends)."""
    table = connection.ops.quote_name(Institution._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            "WITH RECURSIVE tree(id) AS (SELECT %s::bigint UNION"
            f" SELECT child.id FROM {table} child JOIN tree ON child.parent_id = tree.id)"
            " SELECT id FROM tree",
            [institution.pk],
        )
        return {pk for (pk,) in cursor.fetchall()}


def overlapping(start: int | None, end: int | None) -> Q:
    """Periods that share at least one year with [start, end] (either may be open)."""
    q = Q()
    if start is not None:
        q &= (
            Q(end_year__gte=start)
            | Q(ongoing=True)
            | Q(end_year__isnull=True, start_year__gte=start)
        )
    if end is not None:
        q &= Q(start_year__lte=end) | Q(start_year__isnull=True, end_year__lte=end)
    return q


# How a person was at an institution: the education and the position records that say
# so (None: no record of that kind does).
ROLES = {
    "student": (~Q(degree__in=[Degree.VISITING, Degree.POSTDOC]), None),
    "intern": (None, Q(kind=Position.Kind.INTERNSHIP)),
    "employee": (
        Q(degree=Degree.POSTDOC),
        Q(kind__in=[Position.Kind.EMPLOYMENT, Position.Kind.RESEARCH, Position.Kind.TEACHING]),
    ),
    "visitor": (Q(degree=Degree.VISITING), None),
}
ROLE_CHOICES = [
    ("student", "As a student"),
    ("intern", "As an intern"),
    ("employee", "As an employee"),
    ("visitor", "As a visitor"),
]


class PersonFilter(filters.FilterSet):
    q = filters.CharFilter(method="search", label="Search")
    institution = linked_by_slug("listed_institutions", Institution, "Institution")
    area = linked_by_slug("areas", ResearchArea, "Research area", AreaFilter)
    advisor = linked_by_slug("listed_advisors", Advisor, "Advisor")
    mentor = linked_by_slug("listed_mentors", Advisor, "Mentor")
    tag = linked_by_slug("tags", Tag, "Tag")
    degree = filters.MultipleChoiceFilter(
        field_name="highest_degree",
        lookup_expr="exact",
        choices=Degree.choices,
        distinct=False,
        label="Highest degree",
    )
    stage = filters.ChoiceFilter(
        field_name="stage",
        lookup_expr="exact",
        choices=Stage.choices,
        empty_label="Any",
        label="Stage",
    )
    graduated_from = YearFilter(
        field_name="graduation_year",
        lookup_expr="gte",
        widget=YEAR,
        label="Graduating from year",
    )
    graduated_to = YearFilter(
        field_name="graduation_year", lookup_expr="lte", widget=YEAR, label="to year"
    )
    at = filters.ModelChoiceFilter(
        queryset=Institution.objects.all(),
        to_field_name="slug",
        method="studied_or_worked_at",
        label="Studied or worked at",
    )
    at_from = YearFilter(method="read_by_at", widget=YEAR, label="from year")
    at_to = YearFilter(method="read_by_at", widget=YEAR, label="to year")
    no_conflicts = filters.BooleanFilter(
        method="without_conflicts", widget=forms.CheckboxInput, label="Without my conflicts"
    )

    class Meta:
        model = Person
        fields = []

    def search(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        """People whose vector holds every term; a query that is exactly an area's
        keyword also finds that area's people (a subquery of the same query)."""
        if not query_literal(value):
            return queryset
        found = Q(search_vector=TokenQuery(value))
        areas = keyword_areas(value)
        if areas is not None:
            tagged = Person.areas.through.objects.filter(researcharea_id__in=areas)
            found |= Q(AmongSubquery(F("id"), tagged.values("person_id")))
        return queryset.filter(found)

    def query(self) -> str:
        """The search query, when it has something to search for."""
        value = self.cleaned.get("q") or ""
        return value if query_literal(value) else ""

    def sort(self, requested: str | None) -> str:
        """The order asked for, if known; else the default: by relevance with a query, by
        name without."""
        if requested in SORTS and (requested != "relevance" or self.query()):
            return requested
        return self.default_sort()

    def default_sort(self) -> str:
        return "relevance" if self.query() else "name"

    def sort_choices(self) -> list[tuple[str, str]]:
        """The sort menu: the default first, as "" so that a new search (which submits the
        menu with it) is ranked when it has a query and by name when it has none."""
        default = self.default_sort()
        others = [(key, label) for key, label in SORTS.items() if key not in (default, "relevance")]
        return [("", SORTS[default]), *others]

    def ordered(self, sort: str) -> QuerySet:
        """The result in the given order (see `sort`)."""
        if sort == "relevance" and self.query():
            return ranked(self.qs, self.query())
        return self.qs.sorted_by(sort)

    def studied_or_worked_at(self, queryset: QuerySet, name: str, value: Institution):
        """At the institution or one under it, in a period overlapping at_from..at_to."""
        places = descendants(value)
        years = overlapping(self.cleaned.get("at_from"), self.cleaned.get("at_to"))
        studied = Education.objects.filter(years, institution__in=places).values("person_id")
        worked = Position.objects.filter(years, organization__in=places).values("person_id")
        return queryset.filter(Q(id__in=studied) | Q(id__in=worked))

    def in_role(self, queryset: QuerySet, name: str, value: str) -> QuerySet:
        """People who were at each chosen institution (or anywhere, without one) as a
        student, intern, employee or visitor; one query per institution."""
        for institution in self.cleaned.get("institution") or [None]:
            places = descendants(institution) if institution else None
            found = Q()
            for (model, place), kind in zip(
                ((Education, "institution"), (Position, "organization")), ROLES[value], strict=True
            ):
                if kind is not None:
                    records = model.objects.filter(kind)
                    if places is not None:
                        records = records.filter(**{f"{place}__in": places})
                    found |= Q(id__in=records.values("person_id"))
            queryset = queryset.filter(found)
        return queryset

    def without_conflicts(self, queryset: QuerySet, name: str, value) -> QuerySet:
        """Without the people the signed-in member conflicts with (a subquery, after one
        query for the member's records); `member` tells the page whether they linked any."""
        if not value:
            return queryset
        user = getattr(self.request, "user", None)
        self.member = me(user) if user is not None else Me()
        if not self.member.linked:
            return queryset
        return queryset.exclude(id__in=conflicted_people(self.member))

    def read_by_at(self, queryset: QuerySet, name: str, value) -> QuerySet:
        """at_from and at_to only qualify `at`; alone they filter nothing."""
        return queryset

    @property
    def cleaned(self) -> dict:
        """The valid parameters (invalid ones are left out and reported in `errors`)."""
        if not self.is_bound:
            return {}
        self.form.is_valid()
        return self.form.cleaned_data

    def is_active(self) -> bool:
        """Whether any parameter filters; an empty model choice cleans to `none()`."""
        return any(
            value not in (None, "", []) and value is not False and not isinstance(value, QuerySet)
            for name, value in self.cleaned.items()
            if name != "q" or query_literal(value)
        )

    def result(self) -> QuerySet | None:
        """The people matching; None when nothing is filtered (everyone matches)."""
        return self.qs if self.is_active() else None

    def chips(self) -> list[tuple[str, str, str]]:
        """(parameter, value, label) for each active filter, to show and remove."""
        data = self.cleaned
        chips = []
        if data.get("q"):
            chips.append(("q", data["q"], f"“{data['q']}”"))
        for param in ("institution", "area", "advisor"):
            chips += [(param, obj.slug, str(obj)) for obj in data.get(param) or []]
        chips += [("mentor", obj.slug, f"Mentor: {obj}") for obj in data.get("mentor") or []]
        chips += [("tag", obj.slug, f"Tag: {obj}") for obj in data.get("tag") or []]
        if data.get("as"):
            chips.append(("as", data["as"], dict(ROLE_CHOICES)[data["as"]]))
        degrees = dict(Degree.choices)
        chips += [("degree", d, degrees[d]) for d in data.get("degree") or []]
        if data.get("stage"):
            chips.append(("stage", data["stage"], dict(Stage.choices)[data["stage"]]))
        for param, label in (("graduated_from", "from"), ("graduated_to", "until")):
            if data.get(param) is not None:
                chips.append((param, str(data[param]), f"Graduating {label} {data[param]}"))
        if data.get("at"):
            years = "–".join(str(data.get(p) or "") for p in ("at_from", "at_to"))
            chips.append(
                ("at", data["at"].slug, f"At {data['at']}" + (f", {years}" if years != "–" else ""))
            )
        if data.get("no_conflicts"):
            chips.append(("no_conflicts", "1", "Without my conflicts"))
        return chips


# `as` is a Python keyword, so this filter is added by its parameter name.
PersonFilter.base_filters["as"] = filters.ChoiceFilter(
    choices=ROLE_CHOICES, method="in_role", empty_label="In any role", label="How"
)
