"""Notes on a person: Markdown sanitised like CV text, newest first on the profile,
changed by their author only, read by those with the permission to browse them; and
the profile's committee parts in a fixed number of queries."""

import pytest
from django.urls import reverse
from django.utils import timezone

from profiles.committee.notes import add_note
from profiles.committee.shortlists import add_people, create_shortlist
from profiles.models import Note
from profiles.staff.roles import COMMITTEE, EDITORS, VIEWERS
from tests.committee.helpers import make_people

pytestmark = pytest.mark.django_db


@pytest.fixture
def alice(user_in):
    return user_in("alice", COMMITTEE)


@pytest.fixture
def person():
    return make_people(1)[0]


def test_a_note_is_written_from_the_profile_and_shown_there(alice, person, client_for):
    client = client_for(alice)
    url = reverse("profiles:note_add", args=[person.slug])
    response = client.post(url, {"text": "Met at **OSDI**", "next": person.get_absolute_url()})
    assert response["Location"] == person.get_absolute_url()
    note = Note.objects.get()
    assert (note.person, note.author, note.text) == (person, alice, "Met at **OSDI**")
    html = client.get(person.get_absolute_url()).content.decode()
    assert "Met at <strong>OSDI</strong>" in html


def test_a_note_is_sanitised_like_cv_text(alice, person, client_for):
    add_note(
        person=person,
        author=alice,
        text='Hi <script>alert("x")</script> [link](javascript:alert(1))'
        " <img src=x onerror=alert(2)>",
    )
    html = client_for(alice).get(person.get_absolute_url()).content.decode()
    notes = html[html.index('id="notes"') :]
    assert "<script>" not in notes
    assert "javascript:" not in notes
    assert "onerror" not in notes


def test_notes_are_listed_newest_first(alice, person, client_for):
    for i, text in enumerate(["First note", "Second note", "Third note"]):
        note = add_note(person=person, author=alice, text=text)
        Note.objects.filter(pk=note.pk).update(created=timezone.now() + timezone.timedelta(i))
    html = client_for(alice).get(person.get_absolute_url()).content.decode()
    assert html.index("Third note") < html.index("Second note") < html.index("First note")


def test_an_empty_note_is_refused_with_a_message(alice, person, client_for):
    response = client_for(alice).post(
        reverse("profiles:note_add", args=[person.slug]), {"text": "   "}, follow=True
    )
    assert response.status_code == 200
    assert 'class="message error"' in response.content.decode()
    assert not Note.objects.exists()


def test_only_its_author_changes_a_note(alice, person, user_in, client_for):
    note = add_note(person=person, author=alice, text="Mine")
    url = reverse("profiles:note_edit", args=[note.pk])
    bob = client_for(user_in("bob", COMMITTEE))
    assert bob.get(url).status_code == 403
    assert bob.post(url, {"text": "Bob's now"}).status_code == 403
    editor = client_for(user_in("ed", EDITORS))
    assert editor.post(url, {"text": "Editor's now"}).status_code == 403
    response = client_for(alice).post(url, {"text": "Mine, changed"})
    assert response["Location"] == person.get_absolute_url() + "#notes"
    note.refresh_from_db()
    assert (note.text, note.edited is not None) == ("Mine, changed", True)
    assert b'">Edit<' not in bob.get(person.get_absolute_url()).content


def test_viewers_read_notes_but_do_not_write_them(alice, person, user_in, client_for):
    add_note(person=person, author=alice, text="For the committee")
    vera = client_for(user_in("vera", VIEWERS))
    html = vera.get(person.get_absolute_url()).content.decode()
    assert "For the committee" in html
    assert "Save note" not in html
    response = vera.post(reverse("profiles:note_add", args=[person.slug]), {"text": "Mine"})
    assert response.status_code == 403
    assert Note.objects.count() == 1


def test_an_account_without_the_permission_to_browse_notes_sees_none(alice, person, member_client):
    add_note(person=person, author=alice, text="For the committee")
    html = member_client.get(person.get_absolute_url()).content.decode()
    assert "For the committee" not in html
    assert 'id="notes"' not in html


def test_notes_show_on_an_entrys_page_too(alice, person, client_for):
    shortlist = create_shortlist(owner=alice, name="Systems")
    entry = add_people(shortlist=shortlist, person_ids=[person.pk], by=alice).entries[0]
    add_note(person=person, author=alice, text="Seen on the entry")
    assert b"Seen on the entry" in client_for(alice).get(entry.get_absolute_url()).content


# 1 session, 2 user, 3 the person (who has no records of their own: test_queries.py
# counts those), 4 areas, 5 tags, 6 education, 7 positions, 8 projects,
# 9 publications, 10 awards, 11 source documents; the committee's parts: 12 the
# reader's records (Member), 13 the person's entries on shortlists the reader may read,
# 14 the status labels, 15-16 the reader's permissions and their groups', 17 their
# conflicts with the person, 18 the shortlists to add the person to, 19 the notes with
# their authors.
COMMITTEE_PROFILE = 19


@pytest.mark.parametrize("n", [2, 50])
def test_a_profile_with_notes_tags_and_shortlists_runs_a_fixed_number_of_queries(
    alice, person, client_for, django_assert_num_queries, n
):
    from profiles.committee.members import link_member
    from profiles.committee.tags import tag_person
    from profiles.models import Advisor

    link_member(user=alice, advisor=Advisor.objects.create(name="Alice A", slug="alice-a"))
    for i in range(n):
        add_note(person=person, author=alice, text=f"Note {i}")
        tag_person(person=person, name=f"tag-{i}", by=alice)
        shortlist = create_shortlist(owner=alice, name=f"List {i}")
        if i % 2:
            add_people(shortlist=shortlist, person_ids=[person.pk], by=alice)
    client = client_for(alice)
    with django_assert_num_queries(COMMITTEE_PROFILE):
        response = client.get(person.get_absolute_url())
    html = response.content.decode()
    assert html.count('class="note"') == n
    assert html.count("?tag=tag-") == n


def test_an_author_who_left_the_committee_no_longer_changes_their_note(alice, person, client_for):
    note = add_note(person=person, author=alice, text="Mine")
    alice.groups.clear()
    response = client_for(alice).post(reverse("profiles:note_edit", args=[note.pk]), {"text": "x"})
    assert response.status_code == 403
    note.refresh_from_db()
    assert note.text == "Mine"
