"""Rating candidates on a shortlist: 1 to 5 with a comment, once per member, the
average and count in the table, and nobody anchored: others' ratings stay hidden from a
member who may rate until they have rated."""

import pytest
from django.urls import reverse

from profiles.committee.ratings import rate
from profiles.models import Rating
from profiles.staff.roles import COMMITTEE, VIEWERS
from tests.committee.helpers import filled_shortlist, make_people

pytestmark = pytest.mark.django_db


@pytest.fixture
def committee(user_in):
    return user_in("alice", COMMITTEE), user_in("bob", COMMITTEE)


@pytest.fixture
def entry(committee):
    alice, _ = committee
    shortlist = filled_shortlist(alice, make_people(1))
    return shortlist.entries.select_related("person").get()


def rate_url(entry) -> str:
    return reverse("profiles:entry_rate", args=[entry.shortlist_id, entry.pk])


def test_a_member_rates_an_entry_with_a_comment(committee, entry, client_for):
    alice, _ = committee
    response = client_for(alice).post(rate_url(entry), {"score": "4", "comment": " Strong "})
    assert response["Location"] == entry.get_absolute_url()
    rating = Rating.objects.get()
    assert (rating.rater, rating.score, rating.comment) == (alice, 4, "Strong")


def test_rating_again_changes_the_members_rating(committee, entry, client_for):
    alice, _ = committee
    client = client_for(alice)
    client.post(rate_url(entry), {"score": "4"})
    client.post(rate_url(entry), {"score": "2", "comment": "On reflection"})
    assert list(Rating.objects.values_list("score", "comment")) == [(2, "On reflection")]


@pytest.mark.parametrize("score", ["0", "6", "five", ""])
def test_a_score_outside_1_to_5_is_refused_with_a_message(committee, entry, client_for, score):
    alice, _ = committee
    response = client_for(alice).post(rate_url(entry), {"score": score}, follow=True)
    assert response.status_code == 200
    assert "Choose a rating from 1 to 5." in response.content.decode()
    assert not Rating.objects.exists()


def test_others_ratings_stay_hidden_until_the_member_has_rated(committee, entry, client_for):
    alice, bob = committee
    rate(entry=entry, rater=bob, score=5, comment="Bob's view")
    client = client_for(alice)
    table = client.get(reverse("profiles:shortlist", args=[entry.shortlist_id])).content.decode()
    assert "1 rating · rate to see" in table
    assert "★" not in table
    page = client.get(entry.get_absolute_url()).content.decode()
    assert "Bob&#x27;s view" not in page and "5/5" not in page
    assert "You see them once you have rated" in page

    client.post(rate_url(entry), {"score": "3"})
    table = client.get(reverse("profiles:shortlist", args=[entry.shortlist_id])).content.decode()
    assert "★ 4.0" in table and "(2)" in table
    page = client.get(entry.get_absolute_url()).content.decode()
    assert "Bob&#x27;s view" in page and "<strong>5/5</strong> bob" in page


def test_a_viewer_who_may_not_rate_sees_the_ratings(committee, entry, user_in, client_for):
    _, bob = committee
    rate(entry=entry, rater=bob, score=5)
    entry.shortlist.shared_with_everyone = True
    entry.shortlist.save()
    vera = client_for(user_in("vera", VIEWERS))
    table = vera.get(reverse("profiles:shortlist", args=[entry.shortlist_id])).content.decode()
    assert "★ 5.0" in table
    page = vera.get(entry.get_absolute_url()).content.decode()
    assert "Save rating" not in page
    assert vera.post(rate_url(entry), {"score": "1"}).status_code == 403
    assert Rating.objects.count() == 1


def test_ratings_need_the_shortlist_to_be_readable(committee, entry, user_in, client_for):
    entry.shortlist.shared_with_everyone = False
    entry.shortlist.save()
    outsider = client_for(user_in("carol", COMMITTEE))
    assert outsider.post(rate_url(entry), {"score": "5"}).status_code == 404
    assert not Rating.objects.exists()
