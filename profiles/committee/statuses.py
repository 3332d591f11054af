"""The statuses of shortlist entries as the pages show them: in board order, under the
labels staff gave them in the admin. Used by the shortlist pages and the CSV export."""

from dataclasses import dataclass

from profiles.models import EntryStatus, StatusLabel

# The table lists the candidates furthest along first and the declined last.
TABLE_ORDER = {
    status: index
    for index, status in enumerate(
        [
            EntryStatus.HIRED,
            EntryStatus.OFFER,
            EntryStatus.INTERVIEW,
            EntryStatus.SCREENING,
            EntryStatus.NEW,
            EntryStatus.DECLINED,
        ]
    )
}


@dataclass(frozen=True)
class Status:
    value: str
    label: str


def statuses() -> list[Status]:
    """Every status in board order with its label (the default where staff set none);
    one query."""
    labels = dict(StatusLabel.objects.values_list("status", "label"))
    return [Status(value, labels.get(value) or default) for value, default in EntryStatus.choices]
