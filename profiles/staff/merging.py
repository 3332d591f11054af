"""Merge duplicate people, institutions or advisors into one, losing no record.

Used by the admin's merge actions. Each merge runs in one transaction: every
relation of the merged-away rows moves to the kept row, their names become aliases
or other names of it, and the listing fields of everyone touched are refreshed.
"""

from dataclasses import dataclass

from django.db import transaction

from profiles.listing import refresh_listing, refresh_lookups
from profiles.listing.refresh import recount
from profiles.models import (
    Advisor,
    Authorship,
    Award,
    Education,
    EducationAdvisor,
    Institution,
    Member,
    Note,
    Person,
    PersonTag,
    Position,
    Project,
    ShortlistEntry,
    SourceDocument,
    Tag,
)


@dataclass
class MergeResult:
    kept: object
    merged: int
    moved: int

    def __str__(self):
        return f"Merged {self.merged} into {self.kept}; {self.moved} records moved."


def union(*lists, exclude=()) -> list[str]:
    """Items of all lists in order, once each, case-insensitively; blanks dropped."""
    seen = {item.casefold() for item in exclude if item}
    out = []
    for items in lists:
        for item in items:
            if item and item.casefold() not in seen:
                seen.add(item.casefold())
                out.append(item)
    return out


def others_of(kept, rows) -> list:
    others = [row for row in rows if row.pk != kept.pk]
    if not others:
        raise ValueError("Choose at least two different records to merge.")
    return others


@transaction.atomic
def merge_people(kept: Person, rows) -> MergeResult:
    others = others_of(kept, rows)
    ids = [p.pk for p in others]
    moved = 0
    for model in (Education, Position, Project, Award):
        moved += model.objects.filter(person_id__in=ids).update(person=kept)
    # A paper both rows list stays one authorship of the kept person.
    has = set(kept.authorships.values_list("publication_id", flat=True))
    Authorship.objects.filter(person_id__in=ids, publication_id__in=has).delete()
    moved += Authorship.objects.filter(person_id__in=ids).update(person=kept)
    SourceDocument.objects.filter(person_id__in=ids).update(person=kept)
    Advisor.objects.filter(person_id__in=ids).update(person=kept)
    kept.areas.add(*{area for p in others for area in p.areas.all()})
    moved += move_committee_work(kept, ids)

    kept.other_names = union(
        kept.other_names,
        *([p.full_name, p.native_name, *p.other_names] for p in others),
        exclude=[kept.full_name, kept.native_name],
    )
    kept.emails = union(kept.emails, *(p.emails for p in others))
    kept.phones = union(kept.phones, *(p.phones for p in others))
    kept.links = union(kept.links, *(p.links for p in others))
    kept.research_interests = union(
        kept.research_interests, *(p.research_interests for p in others)
    )
    kept.native_name = kept.native_name or next(
        (p.native_name for p in others if p.native_name), ""
    )
    kept.birth_date = kept.birth_date or next((p.birth_date for p in others if p.birth_date), None)
    kept.save()
    Person.objects.filter(pk__in=ids).delete()
    refresh_listing([kept.pk])
    return MergeResult(kept, len(others), moved)


def move_committee_work(kept: Person, ids: list[int]) -> int:
    """The committee's notes, tags, shortlist entries and account links move to the kept
    person; where the kept person already has a tag or is on a shortlist, theirs stays
    and the merged-away one goes (with that entry's history and ratings)."""
    moved = Note.objects.filter(person_id__in=ids).update(person=kept)
    Member.objects.filter(person_id__in=ids).update(person=kept)
    tags = set(PersonTag.objects.filter(person_id__in=ids).values_list("tag_id", flat=True))
    for model, key in ((ShortlistEntry, "shortlist_id"), (PersonTag, "tag_id")):
        rows = model.objects.filter(person_id__in=ids)
        held = set(model.objects.filter(person=kept).values_list(key, flat=True))
        rows.filter(**{f"{key}__in": held}).delete()
        # Two merged-away people on one shortlist, or with one tag: keep one row.
        seen, duplicates = set(), []
        for pk, value in rows.order_by("pk").values_list("pk", key):
            if value in seen:
                duplicates.append(pk)
            seen.add(value)
        model.objects.filter(pk__in=duplicates).delete()
        moved += rows.update(person=kept)
    recount(Tag, tags)
    return moved


@transaction.atomic
def merge_institutions(kept: Institution, rows) -> MergeResult:
    others = others_of(kept, rows)
    ids = [i.pk for i in others]
    touched = set(
        Education.objects.filter(institution_id__in=ids).values_list("person_id", flat=True)
    )
    touched |= set(
        Position.objects.filter(organization_id__in=ids).values_list("person_id", flat=True)
    )
    moved = Education.objects.filter(institution_id__in=ids).update(institution=kept)
    moved += Position.objects.filter(organization_id__in=ids).update(organization=kept)
    moved += Advisor.objects.filter(institution_id__in=ids).update(institution=kept)
    Institution.objects.filter(parent_id__in=ids).exclude(pk=kept.pk).update(parent=kept)
    if kept.parent_id in ids:
        kept.parent = next(i for i in others if i.pk == kept.parent_id).parent
    kept.aliases = union(
        kept.aliases,
        *([i.name, i.name_native, *i.aliases] for i in others),
        exclude=[kept.name, kept.name_native],
    )
    kept.name_native = kept.name_native or next(
        (i.name_native for i in others if i.name_native), ""
    )
    kept.save()
    Institution.objects.filter(pk__in=ids).delete()
    refresh_listing(touched)
    refresh_lookups(Institution, [kept.pk])
    return MergeResult(kept, len(others), moved)


@transaction.atomic
def merge_advisors(kept: Advisor, rows) -> MergeResult:
    others = others_of(kept, rows)
    ids = [a.pk for a in others]
    touched = set(Person.objects.filter(listed_advisors__in=ids).values_list("pk", flat=True))
    touched |= set(Person.objects.filter(listed_mentors__in=ids).values_list("pk", flat=True))
    moved = move_links(EducationAdvisor, "education", kept, ids)
    moved += move_links(Position.supervisors.through, "position", kept, ids)
    moved += move_links(Project.supervisors.through, "project", kept, ids)
    kept.other_names = union(
        kept.other_names,
        *([a.name, a.native_name, *a.other_names] for a in others),
        exclude=[kept.name, kept.native_name],
    )
    kept.native_name = kept.native_name or next(
        (a.native_name for a in others if a.native_name), ""
    )
    kept.institution = kept.institution or next(
        (a.institution for a in others if a.institution), None
    )
    kept.person = kept.person or next((a.person for a in others if a.person), None)
    kept.save()
    Advisor.objects.filter(pk__in=ids).delete()
    refresh_listing(touched)
    refresh_lookups(Advisor, [kept.pk])
    return MergeResult(kept, len(others), moved)


def move_links(through, owner: str, kept: Advisor, ids: list[int]) -> int:
    """Point advisor links at `kept`, dropping those that would repeat one it has."""
    owner_id = f"{owner}_id"
    already = set(through.objects.filter(advisor=kept).values_list(owner_id, flat=True))
    through.objects.filter(advisor_id__in=ids, **{f"{owner_id}__in": already}).delete()
    links = through.objects.filter(advisor_id__in=ids)
    # Two merged-away advisors on one record: keep one link.
    seen, duplicates = set(), []
    for pk, key in links.values_list("pk", owner_id):
        if key in seen:
            duplicates.append(pk)
        seen.add(key)
    through.objects.filter(pk__in=duplicates).delete()
    return links.update(advisor=kept)
