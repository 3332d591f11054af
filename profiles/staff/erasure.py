"""Erase people and everything derived from them, keeping what others still use.

Used by the admin's "Erase person" action. In one transaction: the person's records,
their source documents (earlier versions of their files too) with the original files,
their review items, the committee's notes, ratings, shortlist entries and tags on them,
their place in saved searches' "seen" lists and in the admin's history. Papers they share
with others stay, forgetting the person's documents; institutions and advisors stay if
anyone else uses them (or, for institutions, if they are reference data), and their
people counts are recounted. Once committed, their uploads are removed from the disk.
"""

import shutil
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.db import transaction
from django.db.models import Q

from profiles.listing.refresh import recount
from profiles.models import (
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
    Publication,
    ResearchArea,
    ReviewItem,
    SavedSearch,
    SourceDocument,
    Tag,
)
from profiles.text import title_key

RECORDS = (Education, Position, Project, Award)


@dataclass
class Erasure:
    people: int
    records: int
    documents: int
    shared: int

    def __str__(self):
        return (
            f"Erased {self.people} {'person' if self.people == 1 else 'people'}: "
            f"{self.records} records, {self.documents} source documents and their files, "
            f"{self.shared} institutions and advisors no one else uses."
        )


def documents_of(people: list[Person]) -> list[int]:
    """The ids of the documents of these people: their sources, and earlier versions of
    those files (no one's source any more) that their records or review items still name,
    or that carry the same file name and the person's name or an email of theirs."""
    ids = [person.pk for person in people]
    current = SourceDocument.objects.filter(person_id__in=ids)
    names = set(current.values_list("file_name", flat=True))
    named = {n for person in people for n in (person.full_name, person.native_name) if n}
    emails = {email.casefold() for person in people for email in person.emails}
    referenced = set(
        ReviewItem.objects.filter(person_id__in=ids, document__isnull=False).values_list(
            "document_id", flat=True
        )
    )
    for model in RECORDS:
        for source, stated in model.objects.filter(person_id__in=ids).values_list(
            "source_id", "stated_by"
        ):
            referenced |= {source, *stated} - {None}
    found = set(current.values_list("pk", flat=True))
    earlier = SourceDocument.objects.filter(person__isnull=True).filter(
        Q(pk__in=referenced) | Q(file_name__in=names)
    )
    for pk, parsed in earlier.values_list("pk", "parsed"):
        parsed = parsed or {}
        mine = parsed.get("name") in named or emails & {
            e.casefold() for e in parsed.get("emails") or []
        }
        if pk in referenced or mine:
            found.add(pk)
    return sorted(found)


def forget_documents(documents: set[int]) -> None:
    """Records that stay (others' papers) no longer name these documents as sources."""
    for model in (*RECORDS, Publication):
        rows = list(model.objects.filter(stated_by__overlap=list(documents)))
        for row in rows:
            row.stated_by = [pk for pk in row.stated_by if pk not in documents]
            if row.source_id in documents:
                row.source_id = row.stated_by[0] if row.stated_by else None
        model.objects.bulk_update(rows, ["stated_by", "source"])


def restate_papers(papers: set[int]) -> None:
    """Papers others list too take their values (authors, venue, year, status, title)
    from a current CV of one of those others, not from the erased person's."""
    rows = Publication.objects.filter(pk__in=papers, edited_by_staff=False)
    rows = rows.prefetch_related("people__documents")
    changed = []
    for paper in rows:
        documents = [d for person in paper.people.all() for d in person.documents.all()]
        for document in sorted(documents, key=lambda d: d.cv_date, reverse=True):
            entry = next(
                (
                    e
                    for e in (document.parsed or {}).get("publications") or []
                    if title_key(e.get("title") or "") == paper.title_key
                ),
                None,
            )
            if entry is not None:
                lines = entry.get("lines") or [None, None]
                paper.title = entry["title"][:1000]
                paper.venue = (entry.get("venue") or "")[:500]
                paper.year = entry.get("year")
                paper.authors = entry.get("authors") or []
                paper.status = entry.get("status") or Publication.Status.PUBLISHED
                paper.source, paper.line_first, paper.line_last = document, lines[0], lines[-1]
                changed.append(paper)
                break
    fields = ["title", "venue", "year", "authors", "status", "source", "line_first", "line_last"]
    Publication.objects.bulk_update(changed, fields)


def erase_people(*, people: Iterable[Person], upload_dir: Path | None = None) -> Erasure:
    """Erase these people (see the module's docstring); the uploads of their documents
    under `upload_dir` are removed once the erasure is committed."""
    with transaction.atomic():
        people = list(Person.objects.filter(pk__in=[p.pk for p in people]))
        ids = [person.pk for person in people]
        documents = documents_of(people)
        shas = list(
            SourceDocument.objects.filter(pk__in=documents).values_list("sha256", flat=True)
        )
        education = Education.objects.filter(person_id__in=ids)
        positions = Position.objects.filter(person_id__in=ids)
        institutions = {
            *education.values_list("institution_id", flat=True),
            *positions.values_list("organization_id", flat=True),
            *Person.listed_institutions.through.objects.filter(person_id__in=ids).values_list(
                "institution_id", flat=True
            ),
        } - {None}
        advisors = {
            *EducationAdvisor.objects.filter(education__person_id__in=ids).values_list(
                "advisor_id", flat=True
            ),
            *Position.supervisors.through.objects.filter(position__person_id__in=ids).values_list(
                "advisor_id", flat=True
            ),
            *Project.supervisors.through.objects.filter(project__person_id__in=ids).values_list(
                "advisor_id", flat=True
            ),
            *Person.listed_advisors.through.objects.filter(person_id__in=ids).values_list(
                "advisor_id", flat=True
            ),
            *Person.listed_mentors.through.objects.filter(person_id__in=ids).values_list(
                "advisor_id", flat=True
            ),
        }
        areas = set(
            Person.areas.through.objects.filter(person_id__in=ids).values_list(
                "researcharea_id", flat=True
            )
        )
        tags = set(PersonTag.objects.filter(person_id__in=ids).values_list("tag_id", flat=True))
        papers = set(
            Authorship.objects.filter(person_id__in=ids).values_list("publication_id", flat=True)
        )
        history = admin_history(ids, documents)

        records = sum(model.objects.filter(person_id__in=ids).count() for model in RECORDS)
        records += len(papers)
        for model in RECORDS:
            model.objects.filter(person_id__in=ids).delete()
        Authorship.objects.filter(person_id__in=ids).delete()
        Publication.objects.filter(pk__in=papers, authorships__isnull=True).delete()
        forget_documents(set(documents))
        restate_papers(papers)
        for search in SavedSearch.objects.filter(seen__overlap=ids):
            search.seen = [pk for pk in search.seen if pk not in ids]
            search.save(update_fields=["seen"])
        LogEntry.objects.filter(pk__in=history).delete()
        # The rest goes with the person (review items, notes, tags, shortlist entries and
        # their ratings and history) or forgets them (account links, advisor records).
        SourceDocument.objects.filter(pk__in=documents).delete()
        Person.objects.filter(pk__in=ids).delete()

        shared = orphans(Advisor, advisors).delete()[0]
        # A place only their CV named goes, and with it what it told of advisors who stay.
        orphaned = list(orphans(Institution, institutions).values_list("pk", flat=True))
        Advisor.objects.filter(institution_id__in=orphaned).update(institution=None)
        shared += Institution.objects.filter(pk__in=orphaned).delete()[0]
        recount(Institution, institutions)
        recount(Advisor, advisors)
        recount(ResearchArea, areas)
        recount(Tag, tags)
        if upload_dir is not None:
            transaction.on_commit(lambda: remove_uploads(upload_dir, shas))
    return Erasure(len(ids), records, len(documents), shared)


def orphans(model, ids: set[int]):
    """Which of these advisors nothing refers to any more; which of these institutions,
    not reference data, no record or person does (an advisor's may, if they stay)."""
    rows = model.objects.filter(pk__in=ids)
    if model is Advisor:
        return rows.filter(
            education_links__isnull=True,
            positions__isnull=True,
            projects__isnull=True,
            listed_people__isnull=True,
            mentored_people__isnull=True,
            members__isnull=True,
            person__isnull=True,
        )
    return rows.filter(
        is_reference=False,
        education__isnull=True,
        positions__isnull=True,
        children__isnull=True,
        listed_people__isnull=True,
    )


def admin_history(ids: list[int], documents: list[int]):
    """The admin's history of these people, their records and documents: it names them."""
    objects = {Person: ids, SourceDocument: documents}
    for model in RECORDS:
        objects[model] = list(model.objects.filter(person_id__in=ids).values_list("pk", flat=True))
    wanted = Q(pk__in=[])
    for model, pks in objects.items():
        kind = ContentType.objects.get_for_model(model)
        wanted |= Q(content_type=kind, object_id__in=[str(pk) for pk in pks])
    return list(LogEntry.objects.filter(wanted).values_list("pk", flat=True))


def remove_uploads(upload_dir: Path, shas: list[str]) -> None:
    """The admin's stored uploads of these contents (var/uploads/<sha256>/)."""
    for sha in shas:
        shutil.rmtree(upload_dir / sha, ignore_errors=True)
