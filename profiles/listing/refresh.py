"""The denormalised fields the directory lists, filters, counts and sorts by.

`refresh_people` runs after every import batch and after staff edits: it sets each
person's sort name, headline, affiliation, highest degree, stage, search vector and its
`listed_institutions`, `listed_advisors` and `listed_mentors` links, then recounts the
people of every institution, advisor and area it touched. `refresh_counters` recounts everything.
"""

from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import date

from django.db import connection, models
from django.db.models import Count, OuterRef, Q, Subquery, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from profiles.listing.lookups import refresh_lookups
from profiles.listing.redaction import redact
from profiles.listing.search import person_fields, vector_literal
from profiles.models import (
    DEGREE_RANK,
    HOLDER_OF,
    STUDYING_FOR,
    Advisor,
    Authorship,
    Award,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    PersonTag,
    Position,
    Project,
    ResearchArea,
    SourceDocument,
    Stage,
    Tag,
)
from profiles.text import (
    month_year,
    name_sort_key,
    partial_date_key,
    partial_date_text,
)

JOB_KINDS = {"employment", "research", "teaching"}


def place(record) -> str:
    inst = getattr(record, "institution", None) or getattr(record, "organization", None)
    if inst is not None:
        return inst.name
    return getattr(record, "institution_raw", "") or getattr(record, "organization_raw", "")


def is_current(record, today: date) -> bool:
    """Under way as of today: "present" in the CV, or an end (expected or not) still to
    come. An expected end that has passed is not current: "expected June 2022" in 2026."""
    if record.end_year:
        return (record.end_year, record.end_month or 12) >= (today.year, today.month)
    return bool(record.ongoing)


def has_ended(record, today: date) -> bool:
    return bool(record.end_year) and not is_current(record, today)


def summary(
    education: Sequence[Education],
    positions: Sequence[Position],
    today: date | None = None,
    cv_date: str = "",
) -> dict:
    """Headline, affiliation, highest degree, graduation year and stage from a person's
    records as of `today` (no query).

    The headline describes the current study if any ("PhD student, Peking University,
    expected 2025"), else the current job with the highest degree, else the highest
    degree ("Bachelor's, Peking University, expected to finish June 2022 — CV from 2021"
    when the CV, of `cv_date`, is older than the plans it states), else the latest
    position. The stage is studying (a study under way), graduated (the highest degree
    ended), or unknown.
    """
    today = today or timezone.localdate()
    degrees = [e for e in education if e.degree in DEGREE_RANK]
    top = max(degrees, key=lambda e: (DEGREE_RANK[e.degree], e.start_year or 0), default=None)
    studying = [e for e in education if is_current(e, today)]
    current = max(
        studying, key=lambda e: (DEGREE_RANK.get(e.degree, 2), e.start_year or 0), default=None
    )
    jobs = [p for p in positions if p.ongoing and p.kind in JOB_KINDS]
    job = max(jobs, key=lambda p: p.start_year or 0, default=None)
    latest = max(positions, key=lambda p: (p.start_year or 0, p.end_year or 0), default=None)

    stage = Stage.UNKNOWN
    if current is not None:
        stage = Stage.STUDYING
        parts = [STUDYING_FOR[current.degree], place(current)]
        if current.expected and current.end_year:
            parts.append(f"expected {current.end_year}")
        affiliation = place(current)
    elif job is not None:
        parts = [job.title or "Working", place(job)]
        if top is not None:
            parts.append(" ".join(filter(None, [HOLDER_OF[top.degree], str(top.end_year or "")])))
        affiliation = place(job)
    elif top is not None:
        ended = str(top.end_year or "")
        if top.expected and ended:
            # The CV is older than its plans: say so, and how old it is.
            ended = f"expected to finish {month_year(top.end_year, top.end_month)}"
            if cv_date:
                ended += f" — CV from {partial_date_text(cv_date)}"
        parts = [HOLDER_OF[top.degree], place(top), ended]
        affiliation = place(top)
    elif latest is not None:
        parts = [latest.title, place(latest)]
        affiliation = place(latest)
    else:
        parts, affiliation = [], ""
    if stage == Stage.UNKNOWN and top is not None and has_ended(top, today):
        stage = Stage.GRADUATED
    return {
        "headline": ", ".join(p for p in parts if p)[:400],
        "affiliation": affiliation[:300],
        "highest_degree": top.degree if top else (education[0].degree if education else ""),
        # The end year of the highest degree, expected or not: the directory's filter.
        "graduation_year": top.end_year if top else None,
        "stage": stage,
    }


def ancestors_map(ids: Iterable[int]) -> dict[int, set[int]]:
    """Each institution with all its parents, itself included; one query per level of
    the tree."""
    parent: dict[int, int] = {}
    frontier = {i for i in ids if i}
    seen = set(frontier)
    while frontier:
        rows = Institution.objects.filter(id__in=frontier, parent__isnull=False)
        found = dict(rows.values_list("id", "parent_id"))
        parent.update(found)
        frontier = set(found.values()) - seen
        seen |= frontier
    lineage = {}
    for pk in seen:
        chain, node = {pk}, pk
        while node in parent and parent[node] not in chain:
            node = parent[node]
            chain.add(node)
        lineage[pk] = chain
    return lineage


class PendingCounts:
    """Institutions, advisors and areas whose people counts are out of date.

    Used by the import command so a run recounts each of them once, at its end."""

    def __init__(self):
        self.ids = {model: set() for model, *_ in COUNTERS}

    def add(self, model, ids: Iterable[int]) -> None:
        self.ids[model] |= set(ids)

    def flush(self) -> None:
        """Three queries per kind of record with something to recount: the counts, and
        reading and writing the lookups (their names may be new)."""
        for model, ids in self.ids.items():
            if ids:
                recount(model, ids)
                refresh_lookups(model, ids)
            ids.clear()


def email_domains(email: str) -> list[str]:
    """The domain of an address and the domains above it, down to two labels:
    a@mail.ustc.edu.cn -> mail.ustc.edu.cn, ustc.edu.cn, edu.cn."""
    labels = email.rpartition("@")[2].casefold().strip(".").split(".")
    return [".".join(labels[i:]) for i in range(len(labels) - 1)]


def institutions_by_email(emails: dict[int, list[str]]) -> dict[int, Institution]:
    """The institution each person's email address is at (the longest web domain that
    matches, among their addresses in order); one query, none without addresses."""
    wanted = {
        pk: [d for e in addresses for d in email_domains(e)] for pk, addresses in emails.items()
    }
    domains = {d for found in wanted.values() for d in found}
    if not domains:
        return {}
    by_domain = {}
    for inst in Institution.objects.filter(domains__overlap=sorted(domains)).only(
        "name", "domains"
    ):
        for domain in inst.domains:
            by_domain.setdefault(domain.casefold(), inst)
    found = {}
    for pk, candidates in wanted.items():
        inst = next((by_domain[d] for d in candidates if d in by_domain), None)
        if inst is not None:
            found[pk] = inst
    return found


class PeopleRecords:
    """The records of several people that their listing fields come from, grouped by
    person; eleven queries however many people, plus one per level of institutions.

    A person whose records name no institution is listed at the one their email
    address is at (someone@mail.ustc.edu.cn at USTC), if the reference data knows it."""

    def __init__(self, ids: list[int], emails: dict[int, list[str]] | None = None):
        self.education = grouped(
            Education.objects.filter(person_id__in=ids).select_related("institution")
        )
        self.positions = grouped(
            Position.objects.filter(person_id__in=ids).select_related("organization")
        )
        self.projects = grouped(Project.objects.filter(person_id__in=ids))
        self.awards = grouped(Award.objects.filter(person_id__in=ids))
        self.areas = defaultdict(list)
        areas = Person.areas.through.objects.filter(person_id__in=ids)
        for link in areas.select_related("researcharea"):
            self.areas[link.person_id].append(link.researcharea)
        self.papers = defaultdict(list)
        authorships = Authorship.objects.filter(person_id__in=ids).select_related("publication")
        for authorship in authorships:
            self.papers[authorship.person_id].append(authorship.publication)
        self.texts = defaultdict(list)
        self.cv_dates: dict[int, str] = {}
        documents = SourceDocument.objects.filter(person_id__in=ids).values_list(
            "person_id", "text", "cv_date", "person__emails", "person__phones", "person__birth_date"
        )
        for person_id, text, cv_date, own_emails, own_phones, born in documents:
            # Searchable without its contact details: a search must not tell whose they are.
            self.texts[person_id].append(
                redact(text, emails=own_emails, phones=own_phones, birth_date=born)
            )
            if partial_date_key(cv_date) > partial_date_key(self.cv_dates.get(person_id)):
                self.cv_dates[person_id] = cv_date

        # A degree's advisors are advisors; supervisors of positions and projects are
        # mentors. One query: each link says which it is.
        links = (
            EducationAdvisor.objects.filter(education__person_id__in=ids)
            .annotate(mentor=Value(False))
            .values_list("education__person_id", "advisor_id", "mentor")
            .union(
                Position.supervisors.through.objects.filter(position__person_id__in=ids)
                .annotate(mentor=Value(True))
                .values_list("position__person_id", "advisor_id", "mentor"),
                Project.supervisors.through.objects.filter(project__person_id__in=ids)
                .annotate(mentor=Value(True))
                .values_list("project__person_id", "advisor_id", "mentor"),
            )
        )
        self.advisor_ids = defaultdict(set)
        self.mentor_ids = defaultdict(set)
        for person_id, advisor_id, mentor in links:
            (self.mentor_ids if mentor else self.advisor_ids)[person_id].add(advisor_id)
        wanted = set().union(*self.advisor_ids.values(), *self.mentor_ids.values())
        by_id = Advisor.objects.in_bulk(wanted) if wanted else {}
        # Advisors and mentors both, for the search.
        self.advisors = defaultdict(list)
        for pk in ids:
            linked = self.advisor_ids[pk] | self.mentor_ids[pk]
            self.advisors[pk] = [by_id[a] for a in sorted(linked)]

        places = [e.institution_id for rows in self.education.values() for e in rows]
        places += [p.organization_id for rows in self.positions.values() for p in rows]
        unplaced = {
            pk: addresses
            for pk, addresses in (emails or {}).items()
            if addresses
            and not any(e.institution_id for e in self.education[pk])
            and not any(p.organization_id for p in self.positions[pk])
        }
        self.by_email = institutions_by_email(unplaced)
        places += [inst.pk for inst in self.by_email.values()]
        lineage = ancestors_map(places)
        self.institution_ids = defaultdict(set)
        for pk in ids:
            for record in self.education[pk]:
                self.institution_ids[pk] |= lineage.get(record.institution_id, set())
            for record in self.positions[pk]:
                self.institution_ids[pk] |= lineage.get(record.organization_id, set())
            if pk in self.by_email:
                self.institution_ids[pk] |= lineage.get(self.by_email[pk].pk, set())


def grouped(rows) -> defaultdict:
    by_person = defaultdict(list)
    for row in rows:
        by_person[row.person_id].append(row)
    return by_person


# The columns `refresh_people` derives, besides the search vector.
DERIVED_FIELDS = [
    "cv_date",
    "sort_name",
    "headline",
    "affiliation",
    "highest_degree",
    "graduation_year",
    "stage",
    "imported_at",
]


def sort_name(person: Person) -> str:
    """The key "sort by name" orders by: family name first (`text.name_sort_key`)."""
    return name_sort_key(person.full_name, person.native_name)


def refresh_people(
    people: Sequence[Person],
    areas_changed: Iterable[int] | None = None,
    pending: "PendingCounts | None" = None,
) -> None:
    """Recompute everything the directory keeps about these people: about fifteen
    queries however many there are.

    Only the counters of institutions, advisors and areas they joined or left are
    recounted; `areas_changed` names the areas whose links changed (the import knows
    them), else the people's current areas are recounted. With `pending`, the recount
    is left to its `flush()`.
    """
    people = list({person.pk: person for person in people}.values())
    if not people:
        return
    ids = [person.pk for person in people]
    records = PeopleRecords(ids, {person.pk: person.emails for person in people})
    institutions_changed = relink(
        ids, Person.listed_institutions.through, "institution_id", records.institution_ids
    )
    advisors_changed = relink(
        ids, Person.listed_advisors.through, "advisor_id", records.advisor_ids
    )
    advisors_changed |= relink(ids, Person.listed_mentors.through, "advisor_id", records.mentor_ids)
    now = timezone.now()
    for person in people:
        person.cv_date = records.cv_dates.get(person.pk, "")
        fields = summary(
            records.education[person.pk], records.positions[person.pk], cv_date=person.cv_date
        )
        if not fields["affiliation"] and person.pk in records.by_email:
            fields["affiliation"] = records.by_email[person.pk].name
        for name, value in fields.items():
            setattr(person, name, value)
        person.sort_name = sort_name(person)
        person.imported_at = now
    vectors = {person.pk: vector_literal(person_fields(person, records)) for person in people}
    write_columns(Person, people, DERIVED_FIELDS, {"search_vector": vectors})

    if areas_changed is None:
        areas_changed = {area.pk for pk in ids for area in records.areas[pk]}
    counts = pending or PendingCounts()
    counts.add(Institution, institutions_changed)
    counts.add(Advisor, advisors_changed)
    counts.add(ResearchArea, areas_changed)
    if pending is None:
        counts.flush()


def write_columns(model, rows: Sequence, fields: list[str], literals: dict | None = None) -> None:
    """Save `fields` of many rows in one UPDATE ... FROM (VALUES ...) statement, each
    value cast to its column's type; `literals` gives more columns by row id, as text
    PostgreSQL casts (a tsvector). One query: Django's bulk_update builds a CASE per
    field and row, which costs more to make than the database spends running it."""
    literals = literals or {}
    if not rows:
        return
    columns = [model._meta.get_field(name) for name in fields]
    extra = [model._meta.get_field(name) for name in literals]
    table = connection.ops.quote_name(model._meta.db_table)
    names = [connection.ops.quote_name(f.column) for f in (*columns, *extra)]
    types = [f.db_type(connection) for f in (*columns, *extra)]
    row_sql = "(%s::bigint, " + ", ".join(f"%s::{t}" for t in types) + ")"
    params = []
    for row in rows:
        params.append(row.pk)
        params += [f.get_db_prep_save(getattr(row, f.attname), connection) for f in columns]
        params += [values[row.pk] for values in literals.values()]
    assignments = ", ".join(f"{name} = v.{name}" for name in names)
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {table} SET {assignments} FROM (VALUES "
            + ", ".join([row_sql] * len(rows))
            + f") AS v(id, {', '.join(names)}) WHERE {table}.id = v.id",
            params,
        )


def refresh_listing(ids: Iterable[int]) -> None:
    """`refresh_people` for people known by id (one query more): after staff edits and
    merges, which hold ids, not the people."""
    refresh_people(list(Person.objects.filter(pk__in=ids)))


def relink(ids: list[int], through, column: str, wanted: dict[int, set[int]]) -> set[int]:
    """Make the people's rows in `through` point at exactly what `wanted` gives each;
    returns the ids added or removed. One query, plus one for each of deleting and
    adding if needed."""
    rows = through.objects.filter(person_id__in=ids)
    current = defaultdict(set)
    for person_id, pk in rows.values_list("person_id", column):
        current[person_id].add(pk)
    stale = Q()
    fresh, changed = [], set()
    for person_id in ids:
        gone = current[person_id] - wanted[person_id]
        new = wanted[person_id] - current[person_id]
        if gone:
            stale |= Q(person_id=person_id, **{f"{column}__in": gone})
        fresh += [through(person_id=person_id, **{column: pk}) for pk in new]
        changed |= gone | new
    if stale:
        through.objects.filter(stale).delete()
    if fresh:
        through.objects.bulk_create(fresh)
    return changed


# Each counter: the model, the join table whose rows it counts, the column naming the
# counted row, and the field holding the count.
COUNTERS = [
    (Institution, Person.listed_institutions.through, "institution_id", "people_count"),
    (Advisor, Person.listed_advisors.through, "advisor_id", "people_count"),
    (Advisor, Person.listed_mentors.through, "advisor_id", "mentees_count"),
    (ResearchArea, Person.areas.through, "researcharea_id", "people_count"),
    (Tag, PersonTag, "tag_id", "people_count"),
]


def recount(model: type[models.Model], ids: Iterable[int] | None = None) -> None:
    """Set the people counts of the given rows (all when `ids` is None); one query per
    counter of the model, none when `ids` is empty. An area counts the people of its
    sub-areas too, each once, so its parent is recounted with it."""
    if ids is not None:
        ids = list(ids)
        if not ids:
            return
    rows = model.objects.all()
    if ids is not None:
        rows = model.objects.filter(pk__in=ids)
        if model is ResearchArea:
            parents = model.objects.filter(pk__in=ids).values("parent_id")
            rows = model.objects.filter(Q(pk__in=ids) | Q(pk__in=parents))
    counts = {}
    for counted_model, through, column, field in COUNTERS:
        if counted_model is model:
            if model is ResearchArea:
                links = through.objects.filter(
                    Q(researcharea=OuterRef("pk")) | Q(researcharea__parent=OuterRef("pk"))
                )
                n = Count("person_id", distinct=True)
            else:
                links, n = through.objects.filter(**{column: OuterRef("pk")}), Count("pk")
            # Grouped by a constant: one row, the count of all the links found.
            counted = links.order_by().annotate(all=Value(1)).values("all").annotate(n=n)
            counts[field] = Coalesce(Subquery(counted.values("n")), Value(0))
    rows.update(**counts)


def refresh_everyone(chunk: int = 2000) -> int:
    """`refresh_people` for everyone, a chunk at a time, then every counter and lookup;
    returns how many people. About fifteen queries a chunk."""
    ids = list(Person.objects.order_by("pk").values_list("pk", flat=True))
    for start in range(0, len(ids), chunk):
        refresh_people(list(Person.objects.filter(pk__in=ids[start : start + chunk])), set())
    refresh_counters()
    for model in dict.fromkeys(model for model, *_ in COUNTERS):
        refresh_lookups(model)
    return len(ids)


def refresh_counters() -> None:
    """Recount the people of every institution, advisor, area and tag (four queries)."""
    for model in dict.fromkeys(model for model, *_ in COUNTERS):
        recount(model)
