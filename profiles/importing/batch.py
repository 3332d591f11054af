"""The writes of a batch of imported files, made together: the import's only writer.

Used by the import service. Planning a file reads what it must (the person it
describes, their other sources, staff decisions) and queues here the new people, the
changes to people already in the directory, their documents, the records to insert,
update or delete, and the issues for review. `flush()` writes them, each kind in one
statement for the whole batch, and then refreshes the listing fields of everyone
touched: a fixed number of queries per batch instead of a few dozen per file. The
caller runs the planning and the flush in one transaction.
"""

from dataclasses import dataclass

from django.db.models import Q
from django.utils import timezone

from profiles.importing.issues import Issue, sync_review
from profiles.importing.matching import KnownPeople
from profiles.importing.result import ImportResult
from profiles.importing.shared_records import SharedRecords
from profiles.importing.snapshots import diff_snapshots, person_snapshot
from profiles.listing import refresh_people
from profiles.models import (
    Authorship,
    Award,
    Education,
    EducationAdvisor,
    OriginalFile,
    Person,
    Position,
    Project,
    Publication,
    SourceDocument,
)
from profiles.staff.slugs import assign_slugs
from profiles.text import fold_name, has_cjk

# The person fields an import sets (the rest are derived by the listing).
PERSON_FIELDS = [
    "full_name",
    "native_name",
    "other_names",
    "emails",
    "phones",
    "links",
    "birth_date",
    "research_interests",
    "updated_at",
]
KINDS = (Education, Position, Project, Award)


@dataclass
class Planned:
    """A file whose rows wait in the batch, and how to finish its result."""

    result: ImportResult
    before: dict
    describe: bool


@dataclass
class PaperList:
    """The papers a CV lists for its person, by title key; `fresh` for a new person,
    who has no earlier papers to forget."""

    person: Person
    document: SourceDocument
    papers: dict
    fresh: bool = True


class Batch:
    def __init__(self, shared: SharedRecords, known: KnownPeople):
        self.shared = shared
        # Who the files of the batch may describe, as the directory held them before;
        # None once a flush has changed the directory (the caller then looks again).
        self.known: KnownPeople | None = known
        # The files of the batch by sha256, and documents written before their file was.
        self.originals: dict[str, bytes] = {}
        self.missing_originals: list[SourceDocument] = []
        self.clear()

    def clear(self) -> None:
        """Forget what was planned (after it is written)."""
        self.new_people: list[Person] = []
        self.people: list[Person] = []
        self.documents: list[SourceDocument] = []
        # Earlier versions of files the batch imports again: no longer anyone's source.
        self.detached: list[SourceDocument] = []
        self.area_links = []
        self.stale_areas = Q()
        self.areas_changed: set[int] = set()
        # Records to insert, as (record, advisors or None); records to update, with the
        # fields to write; records whose advisors are replaced; records to delete. Each
        # inserted or updated record comes with the documents that state it.
        self.rows: dict[type, list[tuple]] = {model: [] for model in KINDS}
        self.changed: dict[type, dict[int, object]] = {model: {} for model in KINDS}
        self.changed_fields: dict[type, set[str]] = {model: set() for model in KINDS}
        self.relinked: dict[type, list[tuple]] = {model: [] for model in KINDS}
        self.deleted: dict[type, list[int]] = {model: [] for model in KINDS}
        self.stating: list[tuple[object, list[SourceDocument]]] = []
        self.paper_lists: list[PaperList] = []
        self.issues: list[tuple[Person, list[Issue]]] = []
        self.planned: list[Planned] = []
        # What identifies the files planned so far: another file sharing any of it may
        # describe the same person, so it waits for the flush (see `overlaps`).
        self.keys: set[str] = set()

    def overlaps(self, keys: set[str]) -> bool:
        return bool(keys & self.keys)

    def touches(self, person: Person | None) -> bool:
        return person is not None and person.pk is not None and person in self.people

    def add_person(self, person: Person, keys: set[str]) -> None:
        if person.pk is None:
            self.new_people.append(person)
        self.people.append(person)
        self.keys |= keys

    def insert(self, model, row, people: list | None, documents: list) -> None:
        self.rows[model].append((row, people))
        self.stating.append((row, documents))

    def update(self, model, row, documents: list, fields: list[str]) -> None:
        """Save `fields` of a record, and which of `documents` state it."""
        self.changed[model][row.pk] = row
        self.changed_fields[model] |= {*fields, "stated_by"}
        self.stating.append((row, documents))

    def relink(self, model, row, people: list) -> None:
        """Replace a record's advisors (or a position's or project's mentors)."""
        self.relinked[model].append((row, people))

    def delete(self, model, row) -> None:
        self.deleted[model].append(row.pk)

    def detach(self, documents: list[SourceDocument]) -> None:
        self.detached += documents

    def set_areas(self, person: Person, before: set[int], after: set[int]) -> None:
        """Link the person to exactly the areas `after`."""
        through = Person.areas.through
        self.area_links += [through(person=person, researcharea_id=pk) for pk in after - before]
        if before - after:
            self.stale_areas |= Q(person_id=person.pk, researcharea_id__in=before - after)
        self.areas_changed |= before ^ after

    def flush(self) -> None:
        """Write everything planned, refresh the listings of the people touched and
        finish the results; about forty queries."""
        self.keep_originals(self.missing_originals)
        self.missing_originals = []
        if not self.planned:
            return
        self.shared.insert_new()
        for model, ids in self.deleted.items():
            if ids:
                model.objects.filter(pk__in=ids).delete()
        assign_slugs(Person, self.new_people, "full_name", "person")
        Person.objects.bulk_create(self.new_people)
        known = [person for person in self.people if person not in self.new_people]
        now = timezone.now()
        for person in known:
            person.updated_at = now
        Person.objects.bulk_update(known, PERSON_FIELDS)
        # Rows pointing at a new person (or document, or record) take its id as they are
        # inserted, so each kind goes in after what it points to.
        if self.detached:
            SourceDocument.objects.filter(pk__in=[d.pk for d in self.detached]).update(person=None)
        earlier = [d for d in self.documents if d.pk is not None]
        SourceDocument.objects.bulk_create([d for d in self.documents if d.pk is None])
        for document in earlier:
            document.save()
        self.keep_originals(self.documents)
        for row, documents in self.stating:
            row.stated_by = sorted({document.pk for document in documents})
        if self.stale_areas:
            Person.areas.through.objects.filter(self.stale_areas).delete()
        Person.areas.through.objects.bulk_create(self.area_links)
        education = self.insert_rows(Education)
        link_advisors(education)
        for model, name in ((Position, "position"), (Project, "project")):
            link_supervisors(model, name, self.insert_rows(model))
        self.insert_rows(Award)
        self.update_rows()
        write_publications(self.paper_lists)
        sync_review(self.issues)
        refresh_people(self.people, self.areas_changed, self.shared.pending_counts)
        for planned in self.planned:
            finish(planned)
        self.clear()
        self.known = None

    def keep_originals(self, documents: list[SourceDocument]) -> None:
        """Store the file each document was read from, unless it is already; one query."""
        OriginalFile.objects.bulk_create(
            [
                OriginalFile(document=document, data=data, size=len(data))
                for document in documents
                if (data := self.originals.get(document.sha256)) is not None
            ],
            ignore_conflicts=True,
        )

    def insert_rows(self, model) -> list[tuple]:
        rows = self.rows[model]
        model.objects.bulk_create([row for row, _ in rows])
        return rows

    def update_rows(self) -> None:
        """Save the records the batch changed and replace the advisors of those whose
        advisors changed; up to three queries per kind of record."""
        for model in KINDS:
            rows = list(self.changed[model].values())
            if rows:
                model.objects.bulk_update(rows, sorted(self.changed_fields[model]))
        relinked = self.relinked[Education]
        if relinked:
            EducationAdvisor.objects.filter(education__in=[row for row, _ in relinked]).delete()
            link_advisors(relinked)
        for model, name in ((Position, "position"), (Project, "project")):
            relinked = self.relinked[model]
            if relinked:
                through = model.supervisors.through
                through.objects.filter(**{f"{name}__in": [row for row, _ in relinked]}).delete()
                link_supervisors(model, name, relinked)


def link_advisors(rows: list) -> None:
    EducationAdvisor.objects.bulk_create(
        [
            EducationAdvisor(education=row, advisor=advisor, order=i)
            for row, advisors in rows
            for i, advisor in enumerate(advisors)
        ],
        ignore_conflicts=True,
    )


def link_supervisors(model, name: str, rows: list) -> None:
    through = model.supervisors.through
    through.objects.bulk_create(
        [
            through(**{name: row, "advisor": advisor})
            for row, advisors in rows
            for advisor in advisors
        ],
        ignore_conflicts=True,
    )


def finish(planned: Planned) -> None:
    """Say what the import changed; an update that changed nothing is "unchanged"."""
    result = planned.result
    # An update is "unchanged" when nothing differs, so its changes are always worked out.
    if result.status == "updated" or planned.describe:
        result.changes = diff_snapshots(planned.before, person_snapshot(result.person))
    if result.status == "updated" and not result.changes:
        result.status = "unchanged"


def forget_papers(paper_lists: list[PaperList]) -> None:
    """Unlink people from the imported papers their new CV no longer lists, and delete
    the papers nobody lists any more; two queries."""
    stale = Q()
    for entry in paper_lists:
        if not entry.fresh:
            stale |= Q(person=entry.person, publication__source__isnull=False) & ~Q(
                publication__title_key__in=list(entry.papers)
            )
    if stale:
        Authorship.objects.filter(stale).delete()
        Publication.objects.filter(authorships__isnull=True, source__isnull=False).delete()


def write_publications(paper_lists: list[PaperList]) -> None:
    """One row per paper however many authors import it; six queries."""
    forget_papers(paper_lists)
    keys = {key for entry in paper_lists for key in entry.papers}
    existing = {p.title_key: p for p in Publication.objects.filter(title_key__in=keys)}
    new, changed = {}, {}
    for entry in paper_lists:
        for key, record in entry.papers.items():
            publication = existing.get(key)
            if publication is None:
                lines = record.lines or [None, None]
                publication = Publication(
                    title=record.title[:1000],
                    title_key=key,
                    source=entry.document,
                    line_first=lines[0],
                    line_last=lines[-1],
                )
                new[key] = publication
            elif publication.edited_by_staff:
                continue
            elif publication.pk is not None:
                changed[key] = publication
            publication.venue = (record.venue or publication.venue)[:500]
            publication.year = record.year or publication.year
            publication.authors = record.authors or publication.authors
            publication.status = record.status
            existing[key] = publication
    Publication.objects.bulk_create(new.values())
    Publication.objects.bulk_update(changed.values(), ["venue", "year", "authors", "status"])
    Authorship.objects.bulk_create(
        [
            Authorship(
                person=entry.person,
                publication=existing[key],
                author_index=author_index(record.authors, entry.person),
            )
            for entry in paper_lists
            for key, record in entry.papers.items()
        ],
        update_conflicts=True,
        unique_fields=["person", "publication"],
        update_fields=["author_index"],
    )


def author_index(authors: list[str], person: Person) -> int | None:
    """Where the person stands in an author list ("Zhu H.", "Hongyu Zhu", "朱宏宇")."""
    names = [person.full_name, person.native_name, *person.other_names]
    wanted = [fold_name(n).split() for n in names if n]
    for i, author in enumerate(authors):
        tokens = fold_name(author.replace("*", "")).split()
        if not tokens:
            continue
        for name in wanted:
            if has_cjk(author) and fold_name(author).replace(" ", "") == "".join(name):
                return i
            if sorted(tokens) == sorted(name):
                return i
            if len(name) >= 2 and len(tokens) == 2 and name[-1] in tokens:
                other = tokens[1 - tokens.index(name[-1])]
                if len(other) == 1 and name[0].startswith(other):
                    return i
            if len(name) >= 2 and len(tokens) == 2 and name[0] in tokens:
                other = tokens[1 - tokens.index(name[0])]
                if len(other) == 1 and name[-1].startswith(other):
                    return i
    return None
