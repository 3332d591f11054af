"""Staff decide the review queue's items: accept, correct or delete, each in one step.

Used by the admin's "Needs review" page. What each decision does depends on the item:

- accept: the record is real as it stands (it is kept even when no CV states it any
  more); a place or a person the import did not link becomes a shared record and is
  linked; a name, a warning or a disagreement is taken as it is;
- correct: staff give the right value (a name, a place, a person, a record's fields, or
  the other CV's value of a disagreement); the record is marked as corrected by staff,
  so imports keep it;
- delete: the record goes and does not come back; a name that is no person's is dropped;
  a warning is dismissed.

Every decision is kept with the item (by its key), so the next import does not ask
again, and the listing of the person is refreshed.
"""

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone

from profiles.listing import refresh_listing
from profiles.models import (
    Advisor,
    Degree,
    EducationAdvisor,
    Institution,
    Person,
    ReviewItem,
)
from profiles.parsing.institutions import normalise
from profiles.staff.curation import note_person_edit, note_record_deletion, note_record_edit
from profiles.staff.slugs import unique_slug
from profiles.text import fold_name, has_cjk

# Record fields staff may correct from the queue, by kind of record.
CORRECTABLE = {
    "education": ["degree", "start_year", "end_year"],
    "position": ["title", "start_year", "end_year"],
    "project": ["title", "start_year", "end_year"],
    "award": ["title", "year"],
}


class ReviewError(ValueError):
    """A decision that cannot be made, in words for staff."""


@dataclass
class Decision:
    item: ReviewItem
    status: str
    summary: str


def decide(item: ReviewItem, status: str, user, summary: str) -> Decision:
    item.status = status
    item.decided_by = user if getattr(user, "pk", None) else None
    item.decided_at = timezone.now()
    item.save(update_fields=["status", "decided_by", "decided_at"])
    refresh_listing([item.person_id])
    return Decision(item, status, summary)


@transaction.atomic
def accept(*, item: ReviewItem, user) -> Decision:
    """Take the item as the import left it (see the module's docstring)."""
    record = item.record
    place, person = item.details.get("place"), item.details.get("person")
    if item.reason == ReviewItem.Reason.UNLINKED and record is not None and place:
        institution = institution_named(place)
        link_place(record, institution)
        summary = f"{place} is now an institution."
    elif item.reason == ReviewItem.Reason.UNLINKED and record is not None and person:
        advisor = advisor_named(person, place_of(record))
        link_person(record, advisor)
        summary = f"{person} is now an advisor."
    else:
        summary = "Accepted."
    if record is not None and item.reason != ReviewItem.Reason.CORRECTION:
        record.reviewed = True
        record.save(update_fields=["reviewed"])
    return decide(item, ReviewItem.Status.ACCEPTED, user, summary)


@transaction.atomic
def correct(*, item: ReviewItem, user, values: dict) -> Decision:
    """Set what staff say is right. `values` holds, by item: `name` (the person's name,
    or the right place or person of an item the import did not link), `use_other` (take
    the other CV's value of a disagreement), or the record's fields of CORRECTABLE."""
    record = item.record
    if item.reason == ReviewItem.Reason.NAME:
        return correct_name(item, user, values.get("name", ""))
    if record is None and values.get("use_other") and item.details.get("values"):
        return correct_person(item, user, item.details["values"])
    if record is None:
        raise ReviewError("There is nothing to correct here; accept or dismiss it.")
    if item.reason == ReviewItem.Reason.UNLINKED and values.get("name"):
        summary = correct_link(item, record, values["name"].strip())
    elif values.get("use_other") and item.details.get("values"):
        summary = use_other(record, item.details["values"])
    else:
        summary = correct_fields(item.record_kind, record, values)
    note_record_edit(record)
    record.save()
    return decide(item, ReviewItem.Status.CORRECTED, user, summary)


@transaction.atomic
def delete(*, item: ReviewItem, user) -> Decision:
    """Remove what the item is about (see the module's docstring)."""
    record = item.record
    if item.reason == ReviewItem.Reason.UNLINKED and item.details.get("person"):
        return decide(item, ReviewItem.Status.DELETED, user, "The name was dropped.")
    if record is None or item.reason == ReviewItem.Reason.WARNING:
        return decide(item, ReviewItem.Status.DELETED, user, "Dismissed.")
    person_id = item.person_id
    note_record_deletion(record)
    record.delete()  # its review items go with it
    refresh_listing([person_id])
    return Decision(item, ReviewItem.Status.DELETED, "The record was deleted.")


def correct_name(item: ReviewItem, user, name: str) -> Decision:
    name = " ".join(name.split())
    if not name:
        raise ReviewError("Give the person's name.")
    person = Person.objects.get(pk=item.person_id)
    field = "native_name" if has_cjk(name) and not person.native_name else "full_name"
    if field == "native_name":
        person.native_name = name[:100]
    else:
        person.full_name = name[:200]
    note_person_edit(person, [field])
    person.save()
    return decide(item, ReviewItem.Status.CORRECTED, user, f"Named {name}.")


def correct_person(item: ReviewItem, user, values: dict) -> Decision:
    """Take a CV's value of a person's field (a name another CV gives)."""
    person = Person.objects.get(pk=item.person_id)
    fields = [name for name in values if name in ("full_name", "native_name")]
    if not fields:
        raise ReviewError("There is nothing to take from the CV here.")
    for name in fields:
        setattr(person, name, str(values[name])[:200])
    note_person_edit(person, fields)
    person.save()
    return decide(item, ReviewItem.Status.CORRECTED, user, "Took the CV's value.")


def correct_link(item: ReviewItem, record, name: str) -> str:
    """Link the record to the place or person staff name, made if new; the text the CV
    wrote becomes an alias of the place, so that imports find it."""
    if item.details.get("place"):
        institution = institution_named(name)
        written = item.details["place"]
        if fold_name(written) != fold_name(institution.name) and written not in institution.aliases:
            institution.aliases = [*institution.aliases, written[:500]]
            institution.save(update_fields=["aliases"])
        link_place(record, institution)
        return f"Linked to {institution.name}."
    advisor = advisor_named(name, place_of(record))
    link_person(record, advisor)
    return f"Linked to {advisor.name}."


def use_other(record, values: dict) -> str:
    for name, value in values.items():
        if name == "people":
            continue
        field = record._meta.get_field(name.removesuffix("_id"))
        if field.is_relation:
            lookup = {"pk": value} if isinstance(value, int) else {"name": value}
            related = field.related_model.objects.filter(**lookup).first() if value else None
            if related is None and value:
                raise ReviewError(f"{value} is not in the directory any more.")
            setattr(record, field.name, related)
        else:
            setattr(record, field.attname, field.to_python(value))
    fix_period(record)
    return "Took the other CV's value."


def correct_fields(kind: str, record, values: dict) -> str:
    changed = []
    for name in CORRECTABLE[kind]:
        if name not in values:
            continue
        field = record._meta.get_field(name)
        value = values[name]
        if name == "degree" and value not in Degree.values:
            raise ReviewError("Choose a degree from the list.")
        if value in ("", None) and field.null:
            value = None
        if getattr(record, name) != value:
            setattr(record, name, value)
            changed.append(name.replace("_", " "))
    if "start_year" in changed and record.start_year is None:
        record.start_month = None
    fix_period(record)
    return "Corrected " + ", ".join(changed) + "." if changed else "Nothing changed."


def fix_period(record) -> None:
    """Keep a corrected period consistent with the table's rules."""
    if not hasattr(record, "end_year"):
        return
    if record.end_year is None:
        record.end_month = None
    else:
        record.ongoing = False
    if record.start_year is None:
        record.start_month = None
    if record.start_year and record.end_year and record.end_year < record.start_year:
        raise ReviewError("The end comes before the start.")
    if (
        record.start_year
        and record.start_year == record.end_year
        and record.start_month
        and record.end_month
        and record.end_month < record.start_month
    ):
        record.end_month = None


def place_of(record):
    return getattr(record, "institution", None) or getattr(record, "organization", None)


def link_place(record, institution: Institution) -> None:
    field = "institution" if hasattr(record, "institution_raw") else "organization"
    setattr(record, field, institution)
    record.save(update_fields=[field])


def link_person(record, advisor: Advisor) -> None:
    if hasattr(record, "advisor_links"):
        order = record.advisor_links.count()
        EducationAdvisor.objects.get_or_create(
            education=record, advisor=advisor, defaults={"order": order}
        )
    else:
        record.supervisors.add(advisor)


def institution_named(name: str) -> Institution:
    """The institution with this name, native name or alias (as the parser compares
    names), made when there is none; a few queries."""
    name = " ".join(name.split())[:300]
    if not name:
        raise ReviewError("Give the institution's name.")
    wanted = normalise(name)
    candidates = Institution.objects.filter(name__iexact=name) | Institution.objects.filter(
        aliases__contains=[name]
    )
    for institution in candidates:
        return institution
    for institution in Institution.objects.filter(name__icontains=name.split()[0]).only(
        "name", "name_native", "aliases", "slug"
    ):
        names = [institution.name, institution.name_native, *institution.aliases]
        if any(normalise(n) == wanted for n in names if n):
            return institution
    return Institution.objects.create(
        name=name,
        slug=unique_slug(Institution, name, "institution"),
        name_native=name if has_cjk(name) else "",
    )


def advisor_named(name: str, institution: Institution | None) -> Advisor:
    name = " ".join(name.split())[:200]
    if not name:
        raise ReviewError("Give the person's name.")
    field = "native_name" if has_cjk(name) else "name__iexact"
    found = Advisor.objects.filter(**{field: name}).order_by("id").first()
    if found is not None:
        return found
    return Advisor.objects.create(
        name=name,
        native_name=name if has_cjk(name) else "",
        slug=unique_slug(Advisor, name, "advisor"),
        institution=institution,
    )
