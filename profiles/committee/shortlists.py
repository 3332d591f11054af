"""Writing shortlists: create, change, delete; add people, move and remove entries.

Used by the shortlist pages, the directory's and the profile's "Add to shortlist" and
the admin. Each service runs in one transaction; the pages check who may call them
(`access`). Every change of an entry's status, its first one included, is a row of its
history (StatusChange).
"""

from collections.abc import Iterable
from dataclasses import dataclass, field

from django.contrib.auth.models import Group
from django.db import transaction
from django.utils import timezone

from profiles.models import EntryStatus, Shortlist, ShortlistEntry, StatusChange


@transaction.atomic
def create_shortlist(
    *,
    owner,
    name: str,
    description: str = "",
    shared_with_everyone: bool = False,
    groups: Iterable[Group] = (),
) -> Shortlist:
    shortlist = Shortlist.objects.create(
        owner=owner,
        name=name,
        description=description,
        shared_with_everyone=shared_with_everyone,
    )
    shortlist.groups.set(groups)
    return shortlist


@transaction.atomic
def change_shortlist(
    *,
    shortlist: Shortlist,
    name: str,
    description: str,
    shared_with_everyone: bool,
    groups: Iterable[Group],
) -> Shortlist:
    shortlist.name = name
    shortlist.description = description
    shortlist.shared_with_everyone = shared_with_everyone
    shortlist.save()
    shortlist.groups.set(groups)
    return shortlist


def delete_shortlist(*, shortlist: Shortlist) -> None:
    """The shortlist with its entries, their history and ratings."""
    shortlist.delete()


@dataclass
class Added:
    """What adding people did: how many were added and how many were already listed."""

    added: int = 0
    already: int = 0
    entries: list[ShortlistEntry] = field(default_factory=list)

    def __str__(self):
        parts = [f"Added {self.added} {'person' if self.added == 1 else 'people'}"]
        if self.already:
            parts.append(f"{self.already} {'was' if self.already == 1 else 'were'} already on it")
        return "; ".join(parts) + "."


@transaction.atomic
def add_people(*, shortlist: Shortlist, person_ids: Iterable[int], by) -> Added:
    """Add the people not yet on the shortlist, in the order given, as new; four queries
    (the shortlist locked, its people, the entries, their first history rows)."""
    Shortlist.objects.select_for_update().filter(pk=shortlist.pk).first()
    wanted = list(dict.fromkeys(person_ids))
    listed = set(shortlist.entries.filter(person_id__in=wanted).values_list("person_id", flat=True))
    now = timezone.now()
    entries = ShortlistEntry.objects.bulk_create(
        ShortlistEntry(
            shortlist=shortlist,
            person_id=pk,
            added_by=by,
            added_at=now,
            status_changed_at=now,
        )
        for pk in wanted
        if pk not in listed
    )
    StatusChange.objects.bulk_create(
        StatusChange(entry=entry, status=EntryStatus.NEW, changed_by=by, changed_at=now)
        for entry in entries
    )
    return Added(len(entries), len(listed), entries)


@transaction.atomic
def move_entry(*, entry: ShortlistEntry, status: str, by) -> bool:
    """Give the entry a new status and record the step; False when it already has it."""
    if status not in EntryStatus.values:
        raise ValueError(f"Unknown status: {status!r}")
    if entry.status == status:
        return False
    now = timezone.now()
    entry.status = status
    entry.status_changed_at = now
    entry.save(update_fields=["status", "status_changed_at"])
    StatusChange.objects.create(entry=entry, status=status, changed_by=by, changed_at=now)
    return True


def remove_entry(*, entry: ShortlistEntry) -> None:
    """The entry with its history and ratings."""
    entry.delete()
