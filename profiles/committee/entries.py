"""Reading a shortlist as its pages show it: its entries with their people, ratings
(as far as the reader may see them), conflicts and tags; an entry's history.

Used by the shortlist's table, board and CSV, and the entry page. `rows` costs four
queries whatever the number of entries, ratings and notes: the entries with their
people and rating figures, the people's tags, and the reader's conflicts (one query,
after `me`'s).
"""

import math
from dataclasses import dataclass, field

from django.db.models import Avg, Count, IntegerField, OuterRef, Prefetch, Subquery
from django.db.models.functions import Coalesce

from profiles.committee.conflicts import Conflict, Me, conflicts_with
from profiles.committee.ratings import revealed
from profiles.committee.statuses import TABLE_ORDER, Status
from profiles.models import Note, Rating, Shortlist, ShortlistEntry, StatusChange, Tag

# The table's orders: status (furthest along first) then average rating (the default),
# rating, name, added.
SORTS = {
    "status": "Status, then rating",
    "rating": "Average rating",
    "name": "Name",
    "added": "Recently added",
}
PERSON_FIELDS = ("slug", "full_name", "native_name", "sort_name", "headline", "affiliation")


@dataclass
class Row:
    entry: ShortlistEntry
    status: Status
    count: int
    average: float | None
    mine: int | None
    revealed: bool
    notes: int
    conflicts: list[Conflict] = field(default_factory=list)

    @property
    def person(self):
        return self.entry.person


def entries_of(shortlist: Shortlist, user):
    """The shortlist's entries with their people, the number and average of their
    ratings, the reader's own score and the number of notes on the person; one query,
    and one more for the people's tags."""
    mine = Rating.objects.filter(entry=OuterRef("pk"), rater_id=user.pk).values("score")[:1]
    notes = (
        Note.objects.filter(person=OuterRef("person_id"))
        .order_by()
        .values("person_id")
        .annotate(n=Count("pk"))
        .values("n")
    )
    return (
        ShortlistEntry.objects.filter(shortlist=shortlist)
        .select_related("person", "added_by")
        .only(
            "shortlist_id",
            "status",
            "added_at",
            "status_changed_at",
            "added_by__username",
            *(f"person__{name}" for name in PERSON_FIELDS),
        )
        .prefetch_related(
            Prefetch("person__tags", queryset=Tag.objects.only("slug", "name").order_by("name"))
        )
        .annotate(
            rating_count=Count("ratings"),
            rating_average=Avg("ratings__score"),
            my_score=Subquery(mine, output_field=IntegerField()),
            note_count=Coalesce(Subquery(notes, output_field=IntegerField()), 0),
        )
    )


def sort_key(order: str):
    def key(row: Row):
        average = -row.average if row.average is not None else math.inf
        name = row.person.sort_name or row.person.full_name.casefold()
        if order == "rating":
            return (average, name)
        if order == "name":
            return (name,)
        if order == "added":
            return (-row.entry.added_at.timestamp(), name)
        return (TABLE_ORDER[row.entry.status], average, name)

    return key


def rows(
    *,
    shortlist: Shortlist,
    user,
    member: Me,
    may_rate: bool,
    statuses: list[Status],
    order: str = "status",
) -> list[Row]:
    """The shortlist's rows for this reader, in `order` (SORTS). An average the reader
    may not see yet sorts after those they see, so the order tells them nothing."""
    labels = {status.value: status for status in statuses}
    entries = list(entries_of(shortlist, user))
    conflicts = conflicts_with(member, [entry.person_id for entry in entries])
    result = []
    for entry in entries:
        conflicted = conflicts.get(entry.person_id, [])
        shown = revealed(
            rated=entry.my_score is not None, may_rate=may_rate, conflicted=bool(conflicted)
        )
        result.append(
            Row(
                entry=entry,
                status=labels[entry.status],
                count=entry.rating_count,
                average=entry.rating_average if shown else None,
                mine=entry.my_score,
                revealed=shown,
                notes=entry.note_count,
                conflicts=conflicted,
            )
        )
    return sorted(result, key=sort_key(order if order in SORTS else "status"))


def board(table: list[Row], statuses: list[Status]) -> list[tuple[Status, list[Row]]]:
    """The rows in one column per status, in board order (no query)."""
    columns = {status.value: (status, []) for status in statuses}
    for row in table:
        columns[row.entry.status][1].append(row)
    return list(columns.values())


def history(entry: ShortlistEntry):
    """The entry's statuses, oldest first, with who set them; one query when read."""
    return (
        StatusChange.objects.filter(entry=entry)
        .select_related("changed_by")
        .order_by("changed_at", "id")
    )


def ratings_of(entry: ShortlistEntry):
    """The entry's ratings with their raters, best first; one query when read."""
    return (
        Rating.objects.filter(entry=entry)
        .select_related("rater")
        .order_by("-score", "created_at", "id")
    )
