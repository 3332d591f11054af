"""What an import asks staff to review, and how the review queue follows each import.

Used by planning (which finds the issues of a person from all their sources) and by the
batch (which writes them). Each issue has a key naming what it is about; after an import
a person's open review items are exactly the issues their sources raise now. An item
staff decided stays decided: the same issue raised again is not asked again.
"""

import hashlib
import re
from collections import defaultdict
from dataclasses import dataclass, field

from profiles.models import Person, ReviewItem, SourceDocument

# Records the parser is less sure of than this are shown to staff.
LOW_CONFIDENCE = 0.6
# The name cues below this (an email address, a linked CV's file name) are checked.
UNSURE_NAME = 0.7
LINES = re.compile(r"\blines? (\d+)(?:\s*[-–]\s*(\d+))?")


@dataclass
class Issue:
    reason: str
    key: str
    message: str
    document: SourceDocument | None = None
    lines: tuple[int | None, int | None] = (None, None)
    kind: str = ""  # education, position, project or award: `record` is one
    record: object = None
    details: dict = field(default_factory=dict)


def digest(value) -> str:
    return hashlib.sha256(repr(value).encode()).hexdigest()[:12]


def warning_issue(warning: str, document: SourceDocument) -> Issue:
    """A parser warning, with the lines it names."""
    lines = LINES.search(warning)
    first = int(lines[1]) if lines else None
    last = int(lines[2] or lines[1]) if lines else None
    return Issue(
        ReviewItem.Reason.WARNING,
        f"warning:{document.file_name}:{digest(warning)}",
        warning,
        document,
        (first, last),
    )


def to_item(person: Person, issue: Issue) -> ReviewItem:
    item = ReviewItem(
        person=person,
        key=issue.key[:600],
        reason=issue.reason,
        message=issue.message,
        document=issue.document,
        line_first=issue.lines[0],
        line_last=issue.lines[1] if issue.lines[1] is not None else issue.lines[0],
        details=issue.details,
    )
    if issue.kind:
        setattr(item, issue.kind, issue.record)
    return item


def sync_review(issues: list[tuple[Person, list[Issue]]]) -> None:
    """Make the people's open review items the issues raised now: new ones are added,
    open ones refreshed or, when nothing raises them any more, removed; items staff
    decided are left as they are. Four queries at most however many people, run once
    the people are inserted."""
    if not issues:
        return
    existing = defaultdict(dict)
    for item in ReviewItem.objects.filter(person__in=[person for person, _ in issues]):
        existing[item.person_id][item.key] = item
    new, changed, seen = [], [], set()
    fields = ["reason", "message", "document", "line_first", "line_last", "details"]
    fields += ["education", "position", "project", "award"]
    for person, found in issues:
        for issue in found:
            item = to_item(person, issue)
            if (person.pk, item.key) in seen:
                continue
            seen.add((person.pk, item.key))
            old = existing[person.pk].get(item.key)
            if old is None:
                new.append(item)
            elif old.status == ReviewItem.Status.OPEN:
                item.pk = old.pk
                item.created_at = old.created_at
                changed.append(item)
    stale = [
        item.pk
        for items in existing.values()
        for item in items.values()
        if item.status == ReviewItem.Status.OPEN and (item.person_id, item.key) not in seen
    ]
    if stale:
        ReviewItem.objects.filter(pk__in=stale).delete()
    ReviewItem.objects.bulk_update(changed, fields)
    ReviewItem.objects.bulk_create(new)
