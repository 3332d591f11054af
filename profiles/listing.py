"""The denormalised fields the directory lists, filters, counts and sorts by.

`refresh_person` runs after every import (and may run after a staff edit): it sets the
person's headline, affiliation, highest degree, stage, search vector and the
`listed_institutions` / `listed_advisors` links, then recounts the people of every
institution, advisor and area it touched. `refresh_counters` recounts everything.
"""

from collections.abc import Iterable, Sequence

from django.db import models
from django.db.models import Count, OuterRef, Subquery, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from profiles.models import (
    Advisor,
    Authorship,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    Position,
    Project,
    ResearchArea,
    SourceDocument,
)
from profiles.search import as_vector

RANK = {"phd": 5, "master": 4, "bachelor": 3, "highschool": 1}
STUDENT = {
    "phd": "PhD student",
    "master": "Master's student",
    "bachelor": "Undergraduate",
    "postdoc": "Postdoc",
    "visiting": "Visiting student",
    "highschool": "High-school student",
    "other": "Student",
}
HOLDS = {
    "phd": "PhD",
    "master": "Master's",
    "bachelor": "Bachelor's",
    "postdoc": "Postdoc",
    "visiting": "Visiting student",
    "highschool": "High school",
    "other": "Studied",
}
JOB_KINDS = {"employment", "research", "teaching"}


def place(record) -> str:
    inst = getattr(record, "institution", None) or getattr(record, "organization", None)
    if inst is not None:
        return inst.name
    return getattr(record, "institution_raw", "") or getattr(record, "organization_raw", "")


def is_current(record) -> bool:
    return bool(record.ongoing or record.expected)


def summary(education: Sequence[Education], positions: Sequence[Position]) -> dict:
    """Headline, affiliation, highest degree, graduation year and stage from a person's
    records (no query).

    The headline describes the current study if any ("PhD student, Peking University,
    expected 2025"), else the current job with the highest degree, else the highest
    degree, else the latest position.
    """
    degrees = [e for e in education if e.degree in RANK]
    top = max(degrees, key=lambda e: (RANK[e.degree], e.start_year or 0), default=None)
    studying = [e for e in education if is_current(e)]
    current = max(studying, key=lambda e: (RANK.get(e.degree, 2), e.start_year or 0), default=None)
    jobs = [p for p in positions if p.ongoing and p.kind in JOB_KINDS]
    job = max(jobs, key=lambda p: p.start_year or 0, default=None)
    latest = max(positions, key=lambda p: (p.start_year or 0, p.end_year or 0), default=None)

    stage = ""
    if current is not None:
        stage = "studying"
        parts = [STUDENT[current.degree], place(current)]
        if current.expected and current.end_year:
            parts.append(f"expected {current.end_year}")
        affiliation = place(current)
    elif job is not None:
        parts = [job.title or "Working", place(job)]
        if top is not None:
            parts.append(" ".join(filter(None, [HOLDS[top.degree], str(top.end_year or "")])))
        affiliation = place(job)
    elif top is not None:
        parts = [HOLDS[top.degree], place(top), str(top.end_year or "")]
        affiliation = place(top)
    elif latest is not None:
        parts = [latest.title, place(latest)]
        affiliation = place(latest)
    else:
        parts, affiliation = [], ""
    if stage == "" and top is not None and top.end_year and not top.expected:
        stage = "graduated"
    return {
        "headline": ", ".join(p for p in parts if p)[:400],
        "affiliation": affiliation[:300],
        "highest_degree": top.degree if top else (education[0].degree if education else ""),
        # The end year of the highest degree, expected or not: the directory's filter.
        "graduation_year": top.end_year if top else None,
        "stage": stage,
    }


def with_ancestors(ids: Iterable[int]) -> set[int]:
    """The institutions and all their parents; one query per level of the tree."""
    found, frontier = set(), {i for i in ids if i}
    while frontier:
        found |= frontier
        parents = Institution.objects.filter(id__in=frontier, parent__isnull=False)
        frontier = set(parents.values_list("parent_id", flat=True)) - found
    return found


def search_texts(person: Person, education, positions, projects) -> list[str]:
    """Everything the directory's search looks through (four queries)."""
    texts = [person.full_name, person.native_name, *person.other_names, pinyin(person.native_name)]
    texts += person.research_interests
    for area in person.areas.all():
        texts += [area.name, area.name_native, *area.keywords]
    for record in [*education, *positions]:
        inst = getattr(record, "institution", None) or getattr(record, "organization", None)
        if inst is not None:
            texts += [inst.name, inst.name_native, *inst.aliases]
        texts += [
            getattr(record, "institution_raw", ""),
            getattr(record, "organization_raw", ""),
            getattr(record, "title", ""),
            getattr(record, "degree_title", ""),
            getattr(record, "field", ""),
        ]
    texts += [project.title for project in projects]
    advisors = Advisor.objects.filter(listed_people=person)
    for advisor in advisors:
        texts += [advisor.name, advisor.native_name, pinyin(advisor.native_name)]
    for authorship in Authorship.objects.filter(person=person).select_related("publication"):
        paper = authorship.publication
        texts += [paper.title, paper.venue, *paper.authors]
    texts += [award.title + " " + award.issuer for award in person.awards.all()]
    texts += SourceDocument.objects.filter(person=person).values_list("text", flat=True)
    return texts


def pinyin(native: str) -> str:
    """谷典典 -> "gu dian dian gu diandian gudiandian", so any spelling finds the name."""
    if not native:
        return ""
    from pypinyin import lazy_pinyin

    syllables = [s for s in lazy_pinyin(native) if s.isascii() and s.isalpha()]
    if len(syllables) < 2:
        return " ".join(syllables)
    return " ".join([*syllables, syllables[0], "".join(syllables[1:]), "".join(syllables)])


class PendingCounts:
    """Institutions, advisors and areas whose people counts are out of date.

    Used by the import command so a run recounts each of them once, at its end."""

    def __init__(self):
        self.ids = {model: set() for model in COUNTED_BY}

    def add(self, model, ids: Iterable[int]) -> None:
        self.ids[model] |= set(ids)

    def flush(self) -> None:
        """One query per kind of record with something to recount."""
        for model, ids in self.ids.items():
            recount(model, ids)
            ids.clear()


def refresh_person(
    person: Person,
    areas_changed: Iterable[int] | None = None,
    pending: "PendingCounts | None" = None,
) -> None:
    """Recompute everything the directory keeps about one person (about 15 queries).

    Only the counters of institutions, advisors and areas the person joined or left
    are recounted; `areas_changed` names the areas whose link to the person changed
    (the import knows them), else the person's current areas are recounted. With
    `pending`, the recount is left to its `flush()`.
    """
    education = list(person.education.select_related("institution"))
    positions = list(person.positions.select_related("organization"))
    projects = list(person.projects.all())
    institutions = with_ancestors(
        [e.institution_id for e in education] + [p.organization_id for p in positions]
    )
    links = (
        EducationAdvisor.objects.filter(education__person=person)
        .values_list("advisor_id", flat=True)
        .union(
            Position.supervisors.through.objects.filter(position__person=person).values_list(
                "advisor_id", flat=True
            ),
            Project.supervisors.through.objects.filter(project__person=person).values_list(
                "advisor_id", flat=True
            ),
        )
    )
    advisors = set(links)
    institutions_changed = relink(
        person, Person.listed_institutions.through, "institution_id", institutions
    )
    advisors_changed = relink(person, Person.listed_advisors.through, "advisor_id", advisors)

    fields = summary(education, positions)
    fields["imported_at"] = timezone.now()
    fields["search_vector"] = as_vector(search_texts(person, education, positions, projects))
    Person.objects.filter(pk=person.pk).update(**fields)
    for name, value in fields.items():
        if name != "search_vector":
            setattr(person, name, value)

    if areas_changed is None:
        areas_changed = person.areas.values_list("id", flat=True)
    counts = pending or PendingCounts()
    counts.add(Institution, institutions_changed)
    counts.add(Advisor, advisors_changed)
    counts.add(ResearchArea, areas_changed)
    if pending is None:
        counts.flush()


def relink(person: Person, through, column: str, wanted: set[int]) -> set[int]:
    """Make the person's rows in `through` point at exactly `wanted`; returns the ids
    added or removed. One query, plus one for each of deleting and adding if needed."""
    rows = through.objects.filter(person=person)
    current = set(rows.values_list(column, flat=True))
    if current - wanted:
        rows.filter(**{f"{column}__in": current - wanted}).delete()
    if wanted - current:
        through.objects.bulk_create(
            [through(person=person, **{column: pk}) for pk in wanted - current]
        )
    return current ^ wanted


COUNTED_BY = {
    Institution: (Person.listed_institutions.through, "institution_id"),
    Advisor: (Person.listed_advisors.through, "advisor_id"),
    ResearchArea: (Person.areas.through, "researcharea_id"),
}


def recount(model: type[models.Model], ids: Iterable[int] | None = None) -> None:
    """Set `people_count` on the given rows (all when `ids` is None); one query, none
    when `ids` is empty."""
    if ids is not None:
        ids = list(ids)
        if not ids:
            return
    through, column = COUNTED_BY[model]
    counted = (
        through.objects.filter(**{column: OuterRef("pk")})
        .values(column)
        .annotate(n=Count("pk"))
        .values("n")
    )
    rows = model.objects.all() if ids is None else model.objects.filter(pk__in=ids)
    rows.update(people_count=Coalesce(Subquery(counted), Value(0)))


def refresh_counters() -> None:
    """Recount the people of every institution, advisor and area (three queries)."""
    for model in COUNTED_BY:
        recount(model)
