"""A person's records as all their sources state them, and what that changes.

Used by planning. Each source's parse gives rows, unsaved and keyed by what identifies
the CV entry (rows.py). The rows of all the person's current
sources are joined by key: the newest CV's values win, an older CV fills in what the
newer leaves out, and where both give a value and they differ the older one is kept as
a conflict for review. The result is compared with the records the person has:

- a record a source states is updated in place (its id, and staff's review of it, stay);
- a record staff corrected keeps their version, and a CV that disagrees is reported;
- a record staff deleted does not come back;
- a record no source states any more goes, unless staff corrected it or kept it in review;
- a record staff added is never touched.
"""

from dataclasses import dataclass, field

from django.db.models import Prefetch

from profiles.importing.issues import LOW_CONFIDENCE, Issue, digest
from profiles.importing.rows import MODELS, Candidate, candidates_of
from profiles.importing.sources import Source
from profiles.models import (
    Advisor,
    Person,
    Position,
    ReviewItem,
    Suppression,
)
from profiles.staff.curation import FIELDS, current_people, values
from profiles.text import fold_name

PEOPLE = {"education": "advisors", "position": "supervisors", "project": "supervisors"}
# Where a row's place is, for the rows that have one.
PLACE = {"education": "institution", "position": "organization"}
# Fields an older CV may fill in when the newer leaves them empty, and compare otherwise.
FILLED = {
    "education": ["institution", "institution_raw", "degree_title", "field"],
    "position": ["organization", "organization_raw", "title"],
    "project": [],
    "award": ["year", "issuer"],
}
DATES = ["start_year", "start_month", "end_year", "end_month"]
# What the import writes on a record it updates, besides the values of FIELDS.
WRITTEN = ["source", "line_first", "line_last", "confidence", "imported", "import_key"]
JOB_KINDS = {Position.Kind.EMPLOYMENT, Position.Kind.RESEARCH}


@dataclass
class Joined:
    """One record as all the sources stating it give it; `candidates` newest first."""

    kind: str
    candidates: list[Candidate]
    conflicts: list[tuple[Candidate, dict]] = field(default_factory=list)

    @property
    def winner(self) -> Candidate:
        return self.candidates[0]

    @property
    def documents(self) -> list:
        return [c.source.document for c in self.candidates]


def empty(value) -> bool:
    return value is None or value == "" or value == []


def shown(value) -> str:
    return str(value) if not isinstance(value, list) else ", ".join(map(str, value))


def join(sources: list[Source], shared) -> dict[str, dict[str, Joined]]:
    """Every record the sources (newest first) state, by kind and key."""
    joined: dict[str, dict[str, Joined]] = {kind: {} for kind in MODELS}
    for source in sources:
        for kind, candidates in candidates_of(source, shared).items():
            for candidate in candidates:
                key = candidate.row.import_key
                if key in joined[kind]:
                    joined[kind][key].candidates.append(candidate)
                else:
                    joined[kind][key] = Joined(kind, [candidate])
    for records in joined.values():
        for record in records.values():
            fill_in(record)
    return joined


def fill_in(record: Joined) -> None:
    """The winner takes what only older CVs give (a month, a field, an advisor); where
    both give a value and they differ, the older one is a conflict."""
    winner = record.winner
    row = winner.row
    for other in record.candidates[1:]:
        theirs = other.row
        differing = {}
        for name in FILLED[record.kind]:
            mine, their = getattr(row, name), getattr(theirs, name)
            if empty(mine) and not empty(their):
                setattr(row, name, their)
            elif not empty(their) and shown(mine) != shown(their):
                differing[name] = shown(their)
        if record.kind != "award":
            fill_dates(row, theirs, differing)
        if winner.people is not None:
            mine = {str(a) for a in winner.people}
            their = [str(a) for a in other.people]
            if not mine and their:
                winner.people = list(other.people)
            elif their and set(their) != mine:
                differing["people"] = ", ".join(their)
        if differing:
            record.conflicts.append((other, differing))


def fill_dates(row, theirs, differing: dict) -> None:
    """Take a start, an end or a month only an older CV gives, when the period stays one
    (an end not before its start; no end where the newer CV says "present")."""
    before = {name: getattr(row, name) for name in (*DATES, "ongoing")}
    for end in ("start", "end"):
        year, month = f"{end}_year", f"{end}_month"
        mine, their = getattr(row, year), getattr(theirs, year)
        if mine is None and their is not None and not (end == "end" and row.ongoing):
            setattr(row, year, their)
            setattr(row, month, getattr(theirs, month))
        elif mine is not None and their is not None:
            if mine != their:
                differing[year] = their
            elif getattr(row, month) is None:
                setattr(row, month, getattr(theirs, month))
    if row.end_year is not None:
        row.ongoing = False
    start = (row.start_year or 0, row.start_month or 0)
    end = (row.end_year or 9999, row.end_month or 13)
    if row.start_year and row.end_year and end < start:
        for name, value in before.items():
            setattr(row, name, value)


def raw_key(kind: str, row) -> str:
    """What identifies a record as the CV writes it, whatever its place resolved to."""
    if kind == "education":
        return f"{row.degree}|{fold_name(row.institution_raw)}"
    if kind == "position":
        return f"{fold_name(row.organization_raw)}|{fold_name(row.title)}"
    return row.import_key


class PersonRecords:
    """The records a person has, and staff's decisions about them; reads only, about
    six queries (none for a new person)."""

    def __init__(self, person: Person, fresh: bool):
        self.person = person
        self.existing: dict[str, list] = {kind: [] for kind in MODELS}
        self.suppressed: dict[str, set[str]] = {kind: set() for kind in Suppression.Kind.values}
        if fresh:
            return
        for row in Suppression.objects.filter(person=person):
            self.suppressed[row.kind].add(row.import_key)
        for kind, model in MODELS.items():
            rows = model.objects.filter(person=person)
            if kind in PEOPLE:
                rows = rows.prefetch_related(
                    Prefetch(PEOPLE[kind], queryset=Advisor.objects.only("name", "native_name"))
                )
            self.existing[kind] = list(rows)

    def plan(self, joined: dict[str, dict[str, Joined]], batch) -> list[Issue]:
        """Queue the writes that make the person's records what the sources state;
        returns the issues for review."""
        issues: list[Issue] = []
        written: dict[str, list] = {kind: [] for kind in MODELS}
        for kind, records in joined.items():
            by_key = {row.import_key: row for row in self.existing[kind] if row.import_key}
            by_raw = {raw_key(kind, row): row for row in self.existing[kind] if row.import_key}
            matched = set()
            for key, record in records.items():
                if key in self.suppressed[kind]:
                    continue
                winner = record.winner
                current = by_key.get(key) or by_raw.get(raw_key(kind, winner.row))
                if current is not None and current.pk in matched:
                    current = None
                if current is None:
                    row = self.insert(kind, record, batch)
                else:
                    matched.add(current.pk)
                    row = self.update(kind, record, current, batch, issues)
                written[kind].append(row)
                issues += record_issues(kind, record, row)
            for row in self.existing[kind]:
                if row.pk not in matched:
                    self.forget(kind, row, batch)
        issues += contradictions(written["position"])
        return issues

    def insert(self, kind: str, record: Joined, batch):
        winner = record.winner
        row = winner.row
        row.person = self.person
        row.imported = values(kind, row, names(winner.people))
        batch.insert(MODELS[kind], row, winner.people, record.documents)
        return row

    def update(self, kind: str, record: Joined, row, batch, issues: list[Issue]):
        winner = record.winner
        new = values(kind, winner.row, names(winner.people))
        if row.edited_by_staff:
            people = current_people(kind, row) if kind in PEOPLE else None
            current = values(kind, row, people)
            if new != row.imported and new != current:
                issues.append(correction(kind, row, current, new, winner))
            row.imported = new
            batch.update(MODELS[kind], row, record.documents, ["imported"])
            return row
        for name in FIELDS[kind]:
            attribute = name.removesuffix("_id")
            setattr(row, attribute, getattr(winner.row, attribute))
        for name in WRITTEN:
            setattr(row, name, getattr(winner.row, name))
        row.imported = new
        batch.update(MODELS[kind], row, record.documents, [*FIELDS[kind], *WRITTEN])
        if kind in PEOPLE and sorted(current_people(kind, row)) != names(winner.people):
            batch.relink(MODELS[kind], row, winner.people)
        return row

    def forget(self, kind: str, row, batch) -> None:
        """A record none of the sources states any more."""
        if row.source_id is None and not row.stated_by:
            return  # added by staff
        if row.edited_by_staff or row.reviewed:
            if row.stated_by:
                batch.update(MODELS[kind], row, [], [])
            return
        batch.delete(MODELS[kind], row)


def names(people: list | None) -> list[str] | None:
    return None if people is None else sorted(str(a) for a in people)


def described(kind: str, row) -> str:
    """A record in words: "PhD, Peking University", "Research Intern, MSRA"."""
    if kind == "education":
        place = row.institution.name if row.institution else row.institution_raw
        return f"{row.get_degree_display()}, {place}" if place else row.get_degree_display()
    if kind == "position":
        place = row.organization.name if row.organization else row.organization_raw
        return ", ".join(filter(None, [row.title, place])) or "a position"
    return row.title


def lines_of(row) -> tuple[int | None, int | None]:
    return row.line_first, row.line_last


def record_issue(reason, key, message, kind, row, candidate, details=None) -> Issue:
    """An issue about `row`, shown beside the lines of the source that raised it."""
    return Issue(
        reason,
        key,
        message,
        candidate.source.document,
        lines_of(candidate.row),
        kind,
        row,
        details or {},
    )


def record_issues(kind: str, record: Joined, row) -> list[Issue]:
    """What staff should look at in one record."""
    if row.edited_by_staff:
        return []
    winner = record.winner
    what = described(kind, row)
    file_name = winner.source.document.file_name
    found = []
    base = f"{kind}:{row.import_key}"
    confidence = winner.row.confidence
    if not row.reviewed and confidence is not None and confidence < LOW_CONFIDENCE:
        found.append(
            record_issue(
                ReviewItem.Reason.CONFIDENCE,
                f"{base}:confidence",
                f"{what}: the parser is unsure this {kind} is real "
                f"(confidence {confidence:.2f}) in {file_name}.",
                kind,
                row,
                winner,
            )
        )
    if winner.unlinked_place and getattr(row, f"{PLACE[kind]}_id", None) is None:
        found.append(
            record_issue(
                ReviewItem.Reason.UNLINKED,
                f"{base}:place",
                f"{winner.unlinked_place!r} does not look like an institution, so it is not "
                f"linked to one (nor listed in the directory's facets).",
                kind,
                row,
                winner,
                {"place": winner.unlinked_place},
            )
        )
    for name in winner.unlinked_people:
        found.append(
            record_issue(
                ReviewItem.Reason.UNLINKED,
                f"{base}:person:{fold_name(name)}",
                f"{name!r}, named as {'an advisor' if kind == 'education' else 'a mentor'} "
                f"of {what}, does not look like a person's name, so no advisor was made.",
                kind,
                row,
                winner,
                {"person": name},
            )
        )
    for other, differing in record.conflicts:
        said = "; ".join(f"{name.replace('_', ' ')} {value}" for name, value in differing.items())
        found.append(
            record_issue(
                ReviewItem.Reason.CONFLICT,
                f"{base}:conflict:{other.source.document.file_name}:{digest(sorted(differing.items()))}",
                f"{what}: {other.source.document.file_name} (CV from {other.source.cv_date}) "
                f"says {said}; the newer {file_name} (CV from {winner.source.cv_date}) is shown.",
                kind,
                row,
                other,
                {"values": differing, "document": other.source.document.file_name},
            )
        )
    return found


def correction(kind: str, row, current: dict, new: dict, winner: Candidate) -> Issue:
    said = ", ".join(
        f"{name.removesuffix('_id')} {new.get(name)!r}"
        for name in new
        if new.get(name) != current.get(name)
    )
    return record_issue(
        ReviewItem.Reason.CORRECTION,
        f"{kind}:{row.import_key}:correction:{digest(sorted(new.items()))}",
        f"{kind} '{described(kind, row)}': the CV now says {said}; the staff correction was kept.",
        kind,
        row,
        winner,
        {"values": {k: v for k, v in new.items() if v != current.get(k)}},
    )


def contradictions(jobs: list) -> list[Issue]:
    """A job "to present" that started before a later full-time job (employment or
    research, not an internship) elsewhere: the first has probably ended."""
    found = []
    for row in jobs:
        if not row.ongoing or row.start_year is None or row.kind not in JOB_KINDS:
            continue
        later = [
            other
            for other in jobs
            if other is not row
            and other.kind in JOB_KINDS
            and other.start_year
            and (other.start_year, other.start_month or 1) > (row.start_year, row.start_month or 12)
            and place_of(other) != place_of(row)
        ]
        if later:
            other = later[0]
            found.append(
                Issue(
                    ReviewItem.Reason.CONTRADICTION,
                    f"position:{row.import_key}:contradiction",
                    f"{described('position', row)} is listed as ongoing since "
                    f"{row.start_year}, but {described('position', other)} started in "
                    f"{other.start_year}: has the first ended?",
                    row.source,
                    lines_of(row),
                    "position",
                    row,
                )
            )
    return found


def place_of(row) -> str:
    return fold_name(row.organization.name if row.organization else row.organization_raw or "")
