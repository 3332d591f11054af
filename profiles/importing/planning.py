"""Planning one parsed CV: find its person and build the rows all their sources imply,
unsaved.

Used by the import service. Planning reads (the person, their other sources, staff
decisions) but writes nothing: every row, change and deletion waits in the Batch, whose
`flush()` is the only writer. A person is planned from every source they have, not from
the file alone: one source's import never removes what another states (see records.py).
"""

from datetime import date
from pathlib import Path

from profiles.importing.batch import Batch, PaperList, Planned
from profiles.importing.issues import UNSURE_NAME, Issue, digest, warning_issue
from profiles.importing.matching import KnownPeople, identity
from profiles.importing.records import PersonRecords, join
from profiles.importing.result import ImportResult, Status
from profiles.importing.snapshots import person_snapshot
from profiles.importing.sources import Source, cv_date, newest_first, other_sources
from profiles.importing.validation import STAND_IN_NOTE, Validation
from profiles.models import Person, ReviewItem, SourceDocument
from profiles.text import fold_name, title_key

# Contact lists grow with each CV rather than forget an old address.
ACCUMULATED = {"other_names", "emails", "phones", "links"}


def plan(
    parsed,
    path: Path,
    checked: Validation,
    document: SourceDocument | None,
    batch: Batch,
    describe: bool,
    *,
    file_time: float | None = None,
) -> ImportResult:
    """Find the file's person and queue their rows in the batch."""
    keys = identity(parsed, path.name, parsed.sha256)
    person = document.person if document is not None and document.person_id else None
    if batch.overlaps(keys):
        # It may describe a person the batch holds: write those first, then look again.
        batch.flush()
        person = (
            fresh_copy(person)
            if person
            else KnownPeople([(parsed, path.name)]).find(parsed, path.name)
        )
    elif person is None:
        person = batch.known.find(parsed, path.name)
    if batch.touches(person):
        batch.flush()
        person = fresh_copy(person)
    status: Status = "updated" if person else "created"
    before = person_snapshot(person) if person else {}
    fresh = person is None
    person = person or Person()
    document = plan_document(parsed, path, checked, person, document, batch, file_time)
    sources = [Source(document, parsed, checked, document.cv_date)]
    if not fresh:
        others, replaced = other_sources(person, document)
        sources += others
        batch.detach(replaced)
    sources = newest_first(sources)
    issues = plan_person(person, sources, document, checked.stand_in_name)
    batch.add_person(person, keys)
    records = PersonRecords(person, fresh)
    issues += records.plan(join(sources, batch.shared), batch)
    plan_areas(person, sources, batch, fresh)
    papers = {}
    for source in sources:
        for paper in source.parsed.publications:
            key = title_key(paper.title or "")
            if key and key not in papers and key not in records.suppressed["publication"]:
                papers[key] = paper
    batch.paper_lists.append(PaperList(person, document, papers, fresh))
    for source in sources:
        for warning in [*source.parsed.warnings, *source.checked.notes]:
            if not warning.startswith(STAND_IN_NOTE):
                issues.append(warning_issue(warning, source.document))
    batch.issues.append((person, issues))
    conflicts = [i.message for i in issues if i.reason == ReviewItem.Reason.CORRECTION]
    document.conflicts = conflicts
    result = ImportResult(
        path, status, person, warnings=parsed.warnings + checked.notes, conflicts=conflicts
    )
    batch.planned.append(Planned(result, before, describe))
    return result


def fresh_copy(person: Person | None) -> Person | None:
    """The person as the database now holds them (after a flush); one query."""
    return Person.objects.filter(pk=person.pk).first() if person else None


def plan_document(
    parsed,
    path: Path,
    checked: Validation,
    person: Person,
    document,
    batch: Batch,
    file_time: float | None,
) -> SourceDocument:
    """The document row for this content: a new one, or the earlier import's refreshed."""
    earlier = document
    document = document or SourceDocument(sha256=parsed.sha256)
    document.person = person
    document.file_name = path.name
    document.format = parsed.format
    document.language = parsed.language
    document.text = parsed.text
    document.parser_version = parsed.parser_version
    document.parsed = parsed.to_dict()
    document.warnings = parsed.warnings + checked.notes
    when, dated_by = cv_date(parsed, file_time, date.today())
    if dated_by == SourceDocument.DatedBy.FILE and earlier is not None and earlier.cv_date:
        when, dated_by = earlier.cv_date, earlier.cv_dated_by  # a re-parse has no file time
    document.cv_date, document.cv_dated_by = when, dated_by
    batch.documents.append(document)
    return document


def merged(old: list[str], new: list[str]) -> list[str]:
    return list(dict.fromkeys([*(old or []), *new]))


def person_values(parse: dict) -> dict:
    """The person's fields as a parse (ParsedCV or its dict) gives them."""
    birth = parse.get("birth_date")
    return {
        "full_name": (parse.get("name") or parse.get("name_native") or "")[:200],
        "native_name": (parse.get("name_native") or "")[:100],
        "other_names": parse.get("other_names") or [],
        "emails": parse.get("emails") or [],
        "phones": parse.get("phones") or [],
        "links": parse.get("links") or [],
        "birth_date": birth if birth and len(birth) == 10 else None,
        "research_interests": list(dict.fromkeys(parse.get("research_interests") or [])),
    }


def named_by(sources: list[Source]) -> Source | None:
    """The source whose name the person goes by: a sure name before an unsure one, then
    the newest CV."""
    named = [
        s for s in sources if (s.parsed.name or s.parsed.name_native) and not s.checked.heading_name
    ]
    return max(
        named, key=lambda s: (s.parsed.name_confidence >= UNSURE_NAME, s.sort_key), default=None
    )


def values_from(sources: list[Source]) -> dict:
    """The person's fields as all their sources (newest first) give them."""
    each = [person_values(vars(source.parsed)) for source in sources]
    best = named_by(sources)
    chosen = person_values(vars(best.parsed)) if best else person_values({})
    found = {"full_name": chosen["full_name"], "native_name": chosen["native_name"]}
    found["birth_date"] = next((v["birth_date"] for v in each if v["birth_date"]), None)
    for name in ("other_names", "emails", "phones", "links", "research_interests"):
        found[name] = list(dict.fromkeys(item for v in each for item in v[name]))
    return found


def plan_person(
    person: Person, sources: list[Source], document: SourceDocument, stand_in_name: str = ""
) -> list[Issue]:
    """Set the sources' values, except in fields staff changed; returns the issues for
    review (a CV that disagrees with a staff correction among them). The batch inserts a
    new person and saves a known one."""
    new = values_from(sources)
    if not new["full_name"] and not person.full_name:
        new["full_name"] = stand_in_name or sources[0].document.file_name[:200]
    elif not new["full_name"]:
        new["full_name"] = person.full_name
    issues = []
    previous = earlier_parse(person, document.sha256) if person.locked_fields else {}
    for name, value in new.items():
        current = getattr(person, name)
        if name in person.locked_fields:
            said_before = person_values(previous).get(name) if previous else None
            if value != said_before and value != comparable(current):
                message = (
                    f"{name}: the CV now says {value!r}; the staff correction "
                    f"{comparable(current)!r} was kept."
                )
                issues.append(
                    Issue(
                        ReviewItem.Reason.CORRECTION,
                        f"person:{name}:correction:{digest(value)}",
                        message,
                        document,
                        details={"values": {name: comparable(value)}},
                    )
                )
            continue
        setattr(person, name, merged(current, value) if name in ACCUMULATED else value)
    if "full_name" not in person.locked_fields:
        issues += name_issues(person, sources, stand_in_name)
    return issues


def name_issues(person: Person, sources: list[Source], stand_in_name: str) -> list[Issue]:
    """A name the CVs do not give surely, or give differently."""
    best = named_by(sources)
    key = f"name:{fold_name(person.full_name)}"
    header = (1, 3)
    if best is None:
        document = sources[0].document
        return [
            Issue(
                ReviewItem.Reason.NAME,
                key,
                f"No name was found in {document.file_name}; it is listed as "
                f"{person.full_name!r} until staff give the right one.",
                document,
                header,
            )
        ]
    found = []
    if best.parsed.name_confidence < UNSURE_NAME:
        found.append(
            Issue(
                ReviewItem.Reason.NAME,
                key,
                f"The name {person.full_name!r} was read from weak evidence in "
                f"{best.document.file_name} (confidence {best.parsed.name_confidence:.2f}).",
                best.document,
                header,
            )
        )
    for source in sources:
        name = source.parsed.name or source.parsed.name_native
        sure = source.parsed.name_confidence >= UNSURE_NAME
        if (
            name
            and sure
            and fold_name(name)
            not in {
                fold_name(n)
                for n in (person.full_name, person.native_name, *person.other_names)
                if n
            }
        ):
            found.append(
                Issue(
                    ReviewItem.Reason.CONFLICT,
                    f"person:full_name:{fold_name(name)}",
                    f"{source.document.file_name} (CV from {source.cv_date}) names the person "
                    f"{name!r}; the directory lists {person.full_name!r}.",
                    source.document,
                    header,
                    details={"values": {"full_name": name}},
                )
            )
    return found


def comparable(value):
    return value.isoformat() if hasattr(value, "isoformat") else value


def earlier_parse(person: Person, sha256: str) -> dict:
    """The parse of the person's latest other CV, as imported; one query."""
    if person.pk is None:
        return {}
    documents = person.documents.exclude(sha256=sha256).order_by("-imported_at")
    return documents.values_list("parsed", flat=True).first() or {}


def plan_areas(person: Person, sources: list[Source], batch: Batch, fresh: bool) -> None:
    """The areas every source states, unless staff chose them; one query."""
    if "areas" in person.locked_fields:
        return
    slugs = [slug for source in sources for slug in source.parsed.research_areas]
    after = {area.pk for area in batch.shared.areas(slugs)}
    before = set() if fresh else set(person.areas.values_list("id", flat=True))
    batch.set_areas(person, before, after)
