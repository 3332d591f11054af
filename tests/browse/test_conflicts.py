"""Conflicts of interest on the pages, with the seed CVs: the badge and its reason on a
profile and on a shortlist, "This is me", and no rating of a conflicted candidate."""

import re

import pytest
from django.urls import reverse

from profiles.committee.members import link_member
from profiles.committee.shortlists import add_people, create_shortlist
from profiles.models import Advisor, Member, Person, Rating
from profiles.staff.roles import COMMITTEE
from tests.browse.test_directory_seed import import_seed_cvs

pytestmark = pytest.mark.django_db
BADGE = re.compile(r'<span class="conflict-badge" title="([^"]*)">Conflict: ([^<]*)</span>')


@pytest.fixture
def seeded():
    return import_seed_cvs()


@pytest.fixture
def alice(user_in):
    return user_in("alice", COMMITTEE)


def badges(client, person) -> list[tuple[str, str]]:
    return BADGE.findall(client.get(person.get_absolute_url()).content.decode())


def test_linked_to_gennady_pekhimenko_one_sees_advisor_on_hongyu_zhu_none_on_tongzhou_gu(
    seeded, alice, client_for
):
    link_member(user=alice, advisor=Advisor.objects.get(name="Gennady Pekhimenko"))
    client = client_for(alice)
    assert badges(client, seeded["Hongyu Zhu"]) == [
        ("You (Gennady Pekhimenko) are their advisor", "advisor")
    ]
    assert badges(client, seeded["Tongzhou Gu"]) == []


def test_linked_to_zheng_zhang_a_member_sees_mentor_on_hongyu_zhu(seeded, alice, client_for):
    link_member(user=alice, advisor=Advisor.objects.get(name="Zheng Zhang"))
    assert badges(client_for(alice), seeded["Hongyu Zhu"]) == [
        ("You (Zheng Zhang) mentored them", "mentor")
    ]


def test_an_unlinked_member_sees_no_conflict(seeded, alice, client_for):
    assert badges(client_for(alice), seeded["Hongyu Zhu"]) == []


def test_this_is_me_links_the_account_from_an_advisor_page(seeded, alice, client_for):
    client = client_for(alice)
    advisor = Advisor.objects.get(name="Gennady Pekhimenko")
    assert b"This is me" in client.get(advisor.get_absolute_url()).content
    response = client.post(
        reverse("profiles:this_is_me"),
        {"kind": "advisor", "slug": advisor.slug, "next": advisor.get_absolute_url()},
    )
    assert response["Location"] == advisor.get_absolute_url()
    assert Member.objects.get(user=alice).advisor == advisor
    assert badges(client, seeded["Hongyu Zhu"])[0][1] == "advisor"


def test_the_settings_page_finds_records_by_name_and_unlinks_them(seeded, alice, client_for):
    client = client_for(alice)
    html = client.get(reverse("profiles:settings") + "?q=zheng").content.decode()
    assert "Zheng Zhang" in html
    link_member(user=alice, advisor=Advisor.objects.get(name="Zheng Zhang"))
    assert "Zheng Zhang" in client.get(reverse("profiles:settings")).content.decode()
    client.post(reverse("profiles:this_is_me"), {"kind": "advisor", "slug": ""})
    assert Member.objects.get(user=alice).advisor is None


@pytest.mark.parametrize(
    "data", [{"kind": "boss", "slug": "x"}, {"kind": "advisor", "slug": "no-such-advisor"}]
)
def test_linking_to_nothing_known_is_told_not_failed(seeded, alice, client_for, data):
    response = client_for(alice).post(reverse("profiles:this_is_me"), data)
    assert response.status_code in (302, 404)
    assert not Member.objects.filter(user=alice, advisor__isnull=False).exists()


def test_the_shortlist_shows_the_badge_and_the_member_cannot_rate(seeded, alice, client_for):
    link_member(user=alice, advisor=Advisor.objects.get(name="Gennady Pekhimenko"))
    shortlist = create_shortlist(owner=alice, name="Systems")
    people = [seeded["Hongyu Zhu"], seeded["Tongzhou Gu"]]
    entries = add_people(shortlist=shortlist, person_ids=[p.pk for p in people], by=alice).entries
    client = client_for(alice)
    table = client.get(shortlist.get_absolute_url()).content.decode()
    assert len(BADGE.findall(table)) == 1
    assert "Recused" in table
    conflicted = next(e for e in entries if e.person_id == seeded["Hongyu Zhu"].pk)
    page = client.get(conflicted.get_absolute_url()).content.decode()
    assert "You (Gennady Pekhimenko) are their advisor" in page
    assert "Save rating" not in page
    url = reverse("profiles:entry_rate", args=[shortlist.pk, conflicted.pk])
    response = client.post(url, {"score": "5"}, follow=True)
    assert "You have a conflict of interest with this candidate (advisor)." in (
        response.content.decode()
    )
    assert not Rating.objects.exists()
    other = next(e for e in entries if e.person_id == seeded["Tongzhou Gu"].pk)
    client.post(reverse("profiles:entry_rate", args=[shortlist.pk, other.pk]), {"score": "4"})
    assert Rating.objects.get().entry == other


def test_linking_to_oneself_marks_ones_own_profile(seeded, alice, client_for):
    client = client_for(alice)
    hongyu = seeded["Hongyu Zhu"]
    client.post(reverse("profiles:this_is_me"), {"kind": "person", "slug": hongyu.slug})
    html = client.get(hongyu.get_absolute_url()).content.decode()
    assert "This is you" in html
    assert ("This is you", "you") in BADGE.findall(html)
    assert Person.objects.filter(members__user=alice).get() == hongyu
