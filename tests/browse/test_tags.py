"""Free tags on people: put on and taken off from the profile by the committee, a facet
and a filter in the directory."""

import re

import pytest
from django.urls import reverse

from profiles.committee.tags import tag_person
from profiles.models import PersonTag, Tag
from profiles.staff.roles import COMMITTEE, VIEWERS
from tests.committee.helpers import make_people

pytestmark = pytest.mark.django_db
NAME = re.compile(r'class="person-name"><a href="[^"]+">([^<]+)</a>')


@pytest.fixture
def alice(user_in):
    return user_in("alice", COMMITTEE)


def test_a_committee_member_tags_a_person_from_the_profile(alice, client_for):
    person = make_people(1)[0]
    client = client_for(alice)
    response = client.post(
        reverse("profiles:tag_add", args=[person.slug]),
        {"name": "Needs visa", "next": person.get_absolute_url()},
    )
    assert response["Location"] == person.get_absolute_url()
    tag = Tag.objects.get()
    assert (tag.name, tag.slug, tag.people_count) == ("Needs visa", "needs-visa", 1)
    html = client.get(person.get_absolute_url()).content.decode()
    assert 'href="/?tag=needs-visa">Needs visa</a>' in html


def test_the_same_tag_typed_differently_is_one_tag(alice, client_for):
    first, second = make_people(2)
    client = client_for(alice)
    client.post(reverse("profiles:tag_add", args=[first.slug]), {"name": "needs-visa"})
    client.post(reverse("profiles:tag_add", args=[second.slug]), {"name": "Needs  Visa"})
    client.post(reverse("profiles:tag_add", args=[second.slug]), {"name": "NEEDS-VISA"})
    assert list(Tag.objects.values_list("slug", "people_count")) == [("needs-visa", 2)]


@pytest.mark.parametrize("name", ["", "  ", "!!!", "x" * 61])
def test_a_tag_without_letters_or_too_long_is_refused_with_a_message(alice, client_for, name):
    person = make_people(1)[0]
    response = client_for(alice).post(
        reverse("profiles:tag_add", args=[person.slug]), {"name": name}, follow=True
    )
    assert response.status_code == 200
    assert 'class="message error"' in response.content.decode()
    assert not Tag.objects.exists()


def test_a_tag_is_taken_off_and_its_count_follows(alice, client_for):
    person = make_people(1)[0]
    tag = tag_person(person=person, name="systems-2027", by=alice)
    response = client_for(alice).post(reverse("profiles:tag_remove", args=[person.slug, tag.slug]))
    assert response.status_code == 302
    assert not PersonTag.objects.exists()
    tag.refresh_from_db()
    assert tag.people_count == 0


@pytest.mark.parametrize("group", [VIEWERS, None])
def test_viewers_and_plain_accounts_cannot_tag(alice, user_in, client_for, group):
    person = make_people(1)[0]
    tag = tag_person(person=person, name="systems-2027", by=alice)
    client = client_for(user_in("vera", group))
    assert b"Add tag" not in client.get(person.get_absolute_url()).content
    assert (
        client.post(reverse("profiles:tag_add", args=[person.slug]), {"name": "x"}).status_code
        == 403
    )
    remove = reverse("profiles:tag_remove", args=[person.slug, tag.slug])
    assert client.post(remove).status_code == 403
    assert PersonTag.objects.count() == 1


def test_the_directory_counts_tags_in_a_facet_and_filters_by_them(alice, member_client):
    people = make_people(3)
    for person in people[:2]:
        tag_person(person=person, name="needs-visa", by=alice)
    tag_person(person=people[2], name="systems-2027", by=alice)
    html = member_client.get("/").content.decode()
    facet = html[html.index("<legend>Tag</legend>") :]
    facet = facet[: facet.index("</fieldset>")]
    assert re.findall(r'value="([^"]+)"', facet) == ["needs-visa", "systems-2027"]
    assert ">2<" in facet
    html = member_client.get("/?tag=needs-visa").content.decode()
    assert NAME.findall(html) == ["Person 000", "Person 001"]
    assert "Tag: needs-visa" in html  # the filter's chip
    both = member_client.get("/?tag=needs-visa&tag=systems-2027").content.decode()
    assert NAME.findall(both) == []


def test_an_unknown_tag_in_the_url_is_reported_not_a_server_error(member_client):
    make_people(2)
    response = member_client.get("/?tag=no-such-tag")
    assert response.status_code == 200
    assert "were left out" in response.content.decode()
