"""Rating shortlist entries, and when ratings are shown (no anchoring).

Used by the shortlist pages. A member rates an entry 1 to 5 with an optional comment,
once (rating again changes their rating). Others' ratings, and the average, stay hidden
from a member who may rate the entry until they have rated it, so nobody is anchored by
the scores before theirs; those who may not rate (viewers) see them. A member who
conflicts with the candidate may not rate the entry and does not see its ratings.
"""

from django.db import transaction

from profiles.committee.conflicts import conflicts_with, me
from profiles.models import Rating, ShortlistEntry

SCORES = [
    (5, "5 — outstanding"),
    (4, "4 — strong"),
    (3, "3 — good"),
    (2, "2 — weak"),
    (1, "1 — no"),
]


class RatingRefused(Exception):
    """The member may not rate this entry; the message says why."""


def revealed(*, rated: bool, may_rate: bool, conflicted: bool) -> bool:
    """Whether a member sees an entry's ratings and average."""
    return not conflicted and (rated or not may_rate)


@transaction.atomic
def rate(*, entry: ShortlistEntry, rater, score: int, comment: str = "") -> Rating:
    """The rater's rating of the entry, made or changed; refused when the rater
    conflicts with the candidate. Three queries."""
    if not 1 <= int(score) <= 5:
        raise ValueError("A rating is a whole number from 1 to 5.")
    conflicts = conflicts_with(me(rater), [entry.person_id]).get(entry.person_id)
    if conflicts:
        reasons = ", ".join(conflict.label for conflict in conflicts)
        raise RatingRefused(f"You have a conflict of interest with this candidate ({reasons}).")
    rating, _ = Rating.objects.update_or_create(
        entry=entry, rater=rater, defaults={"score": int(score), "comment": comment.strip()}
    )
    return rating
