"""The rows a batch of imported files will write, inserted together.

Used by the import service. Planning a file reads what it must (the person it
describes, staff decisions) and saves changes to people already in the directory,
but the new people, their documents and every record are kept here until `flush()`,
which inserts each kind in one statement for the whole batch and then refreshes the
listing fields of everyone touched: a fixed number of queries per batch instead of a
few dozen per file. The caller runs the planning and the flush in one transaction.
"""

from dataclasses import dataclass
from typing import TYPE_CHECKING

from profiles.known_people import KnownPeople
from profiles.listing import refresh_people
from profiles.models import (
    Authorship,
    Award,
    Education,
    EducationAdvisor,
    Person,
    Position,
    Project,
    Publication,
    SourceDocument,
)
from profiles.resolvers import SharedRecords, assign_slugs, fold, has_cjk
from profiles.snapshots import diff_snapshots, person_snapshot

if TYPE_CHECKING:
    from profiles.importing import ImportResult


@dataclass
class Planned:
    """A file whose rows wait in the batch, and how to finish its result."""

    result: "ImportResult"
    before: dict
    describe: bool


@dataclass
class PaperList:
    person: Person
    document: SourceDocument
    papers: dict


class Batch:
    def __init__(self, shared: SharedRecords, known: KnownPeople):
        self.shared = shared
        # Who the files of the batch may describe, as the directory held them before.
        self.known = known
        self.clear()

    def clear(self) -> None:
        """Forget what was planned (after it is written)."""
        self.new_people: list[Person] = []
        self.people: list[Person] = []
        self.documents: list[SourceDocument] = []
        self.area_links = []
        self.areas_changed: set[int] = set()
        self.rows: dict[type, list[tuple]] = {Education: [], Position: [], Project: [], Award: []}
        self.paper_lists: list[PaperList] = []
        self.planned: list[Planned] = []
        # What identifies the files planned so far: another file sharing any of it may
        # describe the same person, so it waits for the flush (see `overlaps`).
        self.keys: set[str] = set()

    @staticmethod
    def identity(parsed, file_name: str, sha256: str) -> set[str]:
        keys = {f"sha:{sha256}", f"file:{file_name}"}
        keys |= {f"email:{e.casefold()}" for e in parsed.emails}
        keys |= {f"name:{fold(n)}" for n in (parsed.name, parsed.name_native) if n}
        return keys

    def overlaps(self, keys: set[str]) -> bool:
        return bool(keys & self.keys)

    def touches(self, person: Person | None) -> bool:
        return person is not None and person.pk is not None and person in self.people

    def add_person(self, person: Person, keys: set[str]) -> None:
        if person.pk is None:
            self.new_people.append(person)
        self.people.append(person)
        self.keys |= keys

    def add_rows(self, model, rows: list[tuple]) -> None:
        """`rows` are (record, advisors or None) pairs."""
        self.rows[model] += rows

    def flush(self) -> None:
        """Insert everything planned, refresh the listings of the people touched and
        finish the results; about thirty queries."""
        if not self.planned:
            return
        self.shared.insert_advisors()
        assign_slugs(Person, self.new_people, "full_name", "person")
        Person.objects.bulk_create(self.new_people)
        # Rows pointing at a new person (or document, or record) take its id as they are
        # inserted, so each kind goes in after what it points to.
        earlier = [d for d in self.documents if d.pk is not None]
        SourceDocument.objects.bulk_create([d for d in self.documents if d.pk is None])
        for document in earlier:
            document.save()
        Person.areas.through.objects.bulk_create(self.area_links)
        education = self.insert(Education)
        EducationAdvisor.objects.bulk_create(
            [
                EducationAdvisor(education=row, advisor=advisor, order=i)
                for row, advisors in education
                for i, advisor in enumerate(advisors)
            ],
            ignore_conflicts=True,
        )
        for model, name in ((Position, "position"), (Project, "project")):
            link_supervisors(model, name, self.insert(model))
        self.insert(Award)
        write_publications(self.paper_lists)
        refresh_people(self.people, self.areas_changed, self.shared.pending_counts)
        for planned in self.planned:
            finish(planned)
        self.clear()

    def insert(self, model) -> list[tuple]:
        rows = self.rows[model]
        model.objects.bulk_create([row for row, _ in rows])
        return rows


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


def write_publications(paper_lists: list[PaperList]) -> None:
    """One row per paper however many authors import it; four queries."""
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
    wanted = [fold(n).split() for n in names if n]
    for i, author in enumerate(authors):
        tokens = fold(author.replace("*", "")).split()
        if not tokens:
            continue
        for name in wanted:
            if has_cjk(author) and fold(author).replace(" ", "") == "".join(name):
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
