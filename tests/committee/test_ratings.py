"""The rating service: whole scores 1 to 5, one rating per member and entry, and the
rule that shows ratings (no anchoring)."""

import pytest
from django.db import IntegrityError

from profiles.committee.ratings import rate, revealed
from profiles.models import Rating
from profiles.staff.roles import COMMITTEE
from tests.committee.helpers import filled_shortlist, make_people

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("rated", "may_rate", "conflicted", "shown"),
    [
        (False, True, False, False),
        (True, True, False, True),
        (False, False, False, True),
        (True, True, True, False),
        (False, False, True, False),
    ],
)
def test_ratings_show_once_rated_or_to_those_who_may_not_rate_never_when_conflicted(
    rated, may_rate, conflicted, shown
):
    assert revealed(rated=rated, may_rate=may_rate, conflicted=conflicted) is shown


@pytest.mark.parametrize("score", [0, 6])
def test_it_refuses_a_score_outside_1_to_5(user_in, score):
    alice = user_in("alice", COMMITTEE)
    entry = filled_shortlist(alice, make_people(1)).entries.get()
    with pytest.raises(ValueError, match="from 1 to 5"):
        rate(entry=entry, rater=alice, score=score)


def test_the_database_keeps_one_rating_per_member_and_entry(user_in):
    alice = user_in("alice", COMMITTEE)
    entry = filled_shortlist(alice, make_people(1)).entries.get()
    Rating.objects.create(entry=entry, rater=alice, score=3)
    with pytest.raises(IntegrityError):
        Rating.objects.create(entry=entry, rater=alice, score=4)
