"""The shortlist pages: creating and sharing, adding people (from the directory, a
profile or pasted names and emails), moving them through the statuses with a history,
the table, the board and the CSV; who may do what."""

import csv
import io
import re

import pytest
from django.contrib.auth.models import Group
from django.urls import reverse

from profiles.committee.shortlists import add_people, create_shortlist, move_entry
from profiles.models import (
    EntryStatus,
    Person,
    Shortlist,
    StatusChange,
    StatusLabel,
)
from profiles.staff.roles import COMMITTEE, EDITORS, VIEWERS
from tests.committee.helpers import filled_shortlist, make_people

pytestmark = pytest.mark.django_db
ROW_NAME = re.compile(r'<th scope="row" data-label="Candidate">\s*<a href="[^"]+">([^<]+)</a>')


@pytest.fixture
def alice(user_in):
    return user_in("alice", COMMITTEE)


@pytest.fixture
def alice_client(alice, client_for):
    return client_for(alice)


@pytest.fixture
def shortlist(alice):
    return create_shortlist(owner=alice, name="Systems 2027")


def names_in_table(client, shortlist, query="") -> list[str]:
    response = client.get(reverse("profiles:shortlist", args=[shortlist.pk]) + query)
    assert response.status_code == 200
    return ROW_NAME.findall(response.content.decode())


# Creating and sharing -------------------------------------------------------------


def test_a_committee_member_creates_a_shortlist_they_own(alice, alice_client):
    response = alice_client.post(
        reverse("profiles:shortlists"), {"name": "Systems 2027", "shared_with_everyone": "on"}
    )
    shortlist = Shortlist.objects.get()
    assert response["Location"] == shortlist.get_absolute_url()
    assert (shortlist.owner, shortlist.shared_with_everyone) == (alice, True)
    assert "Systems 2027" in alice_client.get(reverse("profiles:shortlists")).content.decode()


def test_a_shortlist_needs_a_name(alice_client):
    response = alice_client.post(reverse("profiles:shortlists"), {"name": ""})
    assert response.status_code == 200
    assert "This field is required" in response.content.decode()
    assert not Shortlist.objects.exists()


@pytest.mark.parametrize("group", [VIEWERS, None])
def test_viewers_and_plain_accounts_cannot_create_shortlists(user_in, client_for, group):
    client = client_for(user_in("vera", group))
    assert b"New shortlist" not in client.get(reverse("profiles:shortlists")).content
    response = client.post(reverse("profiles:shortlists"), {"name": "Mine"})
    assert response.status_code == 403
    assert b"You may not create shortlists." in response.content
    assert not Shortlist.objects.exists()


def test_a_private_shortlist_is_not_found_by_anyone_else(shortlist, user_in, client_for):
    bob = client_for(user_in("bob", COMMITTEE))
    assert bob.get(shortlist.get_absolute_url()).status_code == 404
    assert b"Systems 2027" not in bob.get(reverse("profiles:shortlists")).content


def test_a_shortlist_shared_with_everyone_is_read_by_any_account(shortlist, user_in, client_for):
    shortlist.shared_with_everyone = True
    shortlist.save()
    plain = client_for(user_in("plain"))
    assert plain.get(shortlist.get_absolute_url()).status_code == 200
    assert b"Systems 2027" in plain.get(reverse("profiles:shortlists")).content


def test_a_shortlist_shared_with_a_group_is_read_by_its_members_only(
    shortlist, user_in, client_for
):
    shortlist.groups.add(Group.objects.get(name=VIEWERS))
    assert client_for(user_in("vera", VIEWERS)).get(shortlist.get_absolute_url()).status_code == 200
    assert client_for(user_in("plain")).get(shortlist.get_absolute_url()).status_code == 404


def test_the_owner_changes_whom_a_shortlist_is_shared_with(shortlist, alice_client):
    viewers = Group.objects.get(name=VIEWERS)
    url = reverse("profiles:shortlist_edit", args=[shortlist.pk])
    response = alice_client.post(url, {"name": "Systems 2028", "groups": [viewers.pk]})
    assert response.status_code == 302
    shortlist.refresh_from_db()
    assert shortlist.name == "Systems 2028"
    assert list(shortlist.groups.all()) == [viewers]


def test_a_reader_who_does_not_own_it_cannot_change_its_sharing(shortlist, user_in, client_for):
    shortlist.shared_with_everyone = True
    shortlist.save()
    bob = client_for(user_in("bob", COMMITTEE))
    url = reverse("profiles:shortlist_edit", args=[shortlist.pk])
    assert bob.post(url, {"name": "Taken"}).status_code == 403
    shortlist.refresh_from_db()
    assert shortlist.name == "Systems 2027"


# Deleting ---------------------------------------------------------------------------


def test_only_the_owner_and_editors_delete_a_shortlist(alice, user_in, client_for):
    people = make_people(2)
    for user, allowed in [
        (user_in("bob", COMMITTEE), False),
        (user_in("vera", VIEWERS), False),
        (user_in("ed", EDITORS), True),
        (alice, True),
    ]:
        shortlist = filled_shortlist(alice, people)
        url = reverse("profiles:shortlist_delete", args=[shortlist.pk])
        response = client_for(user).post(url)
        assert response.status_code == (302 if allowed else 403), user
        assert Shortlist.objects.filter(pk=shortlist.pk).exists() is not allowed
        shortlist.delete() if not allowed else None


def test_deleting_asks_first(shortlist, alice_client):
    response = alice_client.get(reverse("profiles:shortlist_delete", args=[shortlist.pk]))
    assert b"Delete the shortlist" in response.content
    assert Shortlist.objects.filter(pk=shortlist.pk).exists()


def test_only_the_owner_and_editors_remove_a_candidate(alice, user_in, client_for):
    shortlist = filled_shortlist(alice, make_people(2))
    first, second = shortlist.entries.order_by("pk")
    bob = client_for(user_in("bob", COMMITTEE))
    assert (
        bob.post(reverse("profiles:entry_remove", args=[shortlist.pk, first.pk])).status_code == 403
    )
    editor = client_for(user_in("ed", EDITORS))
    assert (
        editor.post(reverse("profiles:entry_remove", args=[shortlist.pk, first.pk])).status_code
        == 302
    )
    owner = client_for(alice)
    assert (
        owner.post(reverse("profiles:entry_remove", args=[shortlist.pk, second.pk])).status_code
        == 302
    )
    assert not shortlist.entries.exists()


# Adding people ----------------------------------------------------------------------


def test_checked_people_are_added_from_the_directory(shortlist, alice_client):
    people = make_people(3)
    response = alice_client.post(
        reverse("profiles:shortlist_add"),
        {
            "shortlist": shortlist.pk,
            "scope": "checked",
            "person": [people[0].pk, people[2].pk],
            "next": "/?q=person",
        },
    )
    assert response["Location"] == "/?q=person"
    listed = shortlist.entries.values_list("person__full_name", flat=True)
    assert sorted(listed) == ["Person 000", "Person 002"]
    message = alice_client.get("/").content.decode()
    assert "Added 2 people" in message


def test_the_whole_filtered_result_is_added_up_to_a_limit(shortlist, alice_client, monkeypatch):
    monkeypatch.setattr("profiles.browse.shortlists.ADD_LIMIT", 3)
    make_people(5, "Zed")
    make_people(2, "Other")
    Person.objects.filter(full_name__startswith="Zed").update(highest_degree="phd")
    response = alice_client.post(
        reverse("profiles:shortlist_add"),
        {"shortlist": shortlist.pk, "scope": "all", "query": "degree=phd&sort=name&page=2"},
        follow=True,
    )
    listed = sorted(shortlist.entries.values_list("person__full_name", flat=True))
    assert listed == ["Zed 000", "Zed 001", "Zed 002"]
    assert "Only the first 3 people of the result were added" in response.content.decode()


def test_adding_someone_twice_keeps_one_entry(shortlist, alice_client):
    person = make_people(1)[0]
    data = {"shortlist": shortlist.pk, "scope": "checked", "person": [person.pk]}
    alice_client.post(reverse("profiles:shortlist_add"), data)
    response = alice_client.post(reverse("profiles:shortlist_add"), data, follow=True)
    assert shortlist.entries.count() == 1
    assert "1 was already on it" in response.content.decode()


def test_a_person_is_added_from_their_profile(shortlist, alice_client):
    person = make_people(1)[0]
    html = alice_client.get(person.get_absolute_url()).content.decode()
    assert 'action="/shortlists/add/"' in html
    alice_client.post(
        reverse("profiles:shortlist_add"),
        {
            "shortlist": shortlist.pk,
            "scope": "checked",
            "person": person.pk,
            "next": person.get_absolute_url(),
        },
    )
    html = alice_client.get(person.get_absolute_url()).content.decode()
    assert (
        f'href="{reverse("profiles:entry", args=[shortlist.pk, shortlist.entries.get().pk])}"'
        in html
    )


@pytest.mark.parametrize(
    "data",
    [
        {"scope": "checked", "person": ["1"]},
        {"shortlist": "x", "scope": "checked", "person": ["1"]},
        {"shortlist": "{pk}", "scope": "checked"},
        {"shortlist": "{pk}", "scope": "checked", "person": ["one"]},
        {"shortlist": "{pk}", "scope": "everything"},
    ],
)
def test_bad_additions_are_told_not_failed(shortlist, alice_client, data):
    data = {
        k: v.replace("{pk}", str(shortlist.pk)) if isinstance(v, str) else v
        for k, v in data.items()
    }
    response = alice_client.post(reverse("profiles:shortlist_add"), data, follow=True)
    assert response.status_code == 200
    assert 'class="message error"' in response.content.decode()
    assert not shortlist.entries.exists()


def test_nobody_adds_to_a_shortlist_they_cannot_read(shortlist, user_in, client_for):
    bob = client_for(user_in("bob", COMMITTEE))
    person = make_people(1)[0]
    bob.post(
        reverse("profiles:shortlist_add"),
        {"shortlist": shortlist.pk, "person": [person.pk], "scope": "checked"},
    )
    assert not shortlist.entries.exists()


def test_a_viewer_cannot_add_people(shortlist, user_in, client_for):
    shortlist.shared_with_everyone = True
    shortlist.save()
    vera = client_for(user_in("vera", VIEWERS))
    person = make_people(1)[0]
    data = {"shortlist": shortlist.pk, "person": [person.pk], "scope": "checked"}
    assert vera.post(reverse("profiles:shortlist_add"), data).status_code == 403
    paste = reverse("profiles:shortlist_paste", args=[shortlist.pk])
    assert vera.post(paste, {"text": person.full_name}).status_code == 403
    assert not shortlist.entries.exists()


def test_pasted_names_and_profile_addresses_are_added(shortlist, alice_client):
    people = make_people(3)
    text = "Person 000\n http://testserver/people/person-001/ ;  person 002  \n"
    response = alice_client.post(
        reverse("profiles:shortlist_paste", args=[shortlist.pk]), {"text": text}
    )
    assert response["Location"] == shortlist.get_absolute_url()
    assert set(shortlist.entries.values_list("person_id", flat=True)) == {p.pk for p in people}


def test_editors_who_see_contact_details_also_paste_emails(shortlist, user_in, client_for):
    shortlist.shared_with_everyone = True
    shortlist.save()
    staff = client_for(user_in("sam", EDITORS, is_staff=True))
    person = make_people(2)[1]
    response = staff.post(
        reverse("profiles:shortlist_paste", args=[shortlist.pk]), {"text": "PERSON001@example.org"}
    )
    assert response.status_code == 302
    assert list(shortlist.entries.values_list("person", flat=True)) == [person.pk]


def test_emails_are_not_looked_up_for_members_who_may_not_see_them(shortlist, alice_client):
    make_people(1)
    response = alice_client.post(
        reverse("profiles:shortlist_paste", args=[shortlist.pk]),
        {"text": "person000@example.org"},
    )
    html = response.content.decode()
    assert "Emails are contact details, looked up only for those who may see" in html
    assert "Person 000" not in html
    assert not shortlist.entries.exists()


def test_staff_status_alone_does_not_look_up_pasted_emails(shortlist, user_in, client_for):
    shortlist.shared_with_everyone = True
    shortlist.save()
    staff = client_for(user_in("sam", COMMITTEE, is_staff=True))
    make_people(1)
    response = staff.post(
        reverse("profiles:shortlist_paste", args=[shortlist.pk]), {"text": "person000@example.org"}
    )
    assert "Emails are contact details" in response.content.decode()
    assert not shortlist.entries.exists()


def test_pasted_lines_naming_nobody_or_several_people_are_shown(shortlist, alice_client):
    make_people(1)
    twins = make_people(2, "Twin")
    for twin in twins:
        twin.full_name = "Li Wei"
        twin.save()
    text = "Person 000\nNo Such Person\nLi Wei"
    response = alice_client.post(
        reverse("profiles:shortlist_paste", args=[shortlist.pk]), {"text": text}
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "No one in the directory matches" in html and "No Such Person" in html
    assert "Several people match these" in html
    assert all(twin.get_absolute_url() in html for twin in twins)
    assert list(shortlist.entries.values_list("person__full_name", flat=True)) == ["Person 000"]


# Statuses and their history ---------------------------------------------------------


def test_moving_a_candidate_records_the_step_in_its_history(shortlist, alice, alice_client):
    person = make_people(1)[0]
    entry = add_people(shortlist=shortlist, person_ids=[person.pk], by=alice).entries[0]
    url = reverse("profiles:entry_status", args=[shortlist.pk, entry.pk])
    response = alice_client.post(url, {"status": "interview", "next": shortlist.get_absolute_url()})
    assert response["Location"] == shortlist.get_absolute_url()
    entry.refresh_from_db()
    assert entry.status == EntryStatus.INTERVIEW
    steps = StatusChange.objects.filter(entry=entry).order_by("changed_at", "id")
    assert [(s.status, s.changed_by) for s in steps] == [("new", alice), ("interview", alice)]
    page = alice_client.get(entry.get_absolute_url()).content.decode()
    assert re.search(r"<strong>New</strong>.*<strong>Interview</strong>", page, re.S)


def test_an_unknown_status_is_refused_with_a_message(shortlist, alice, alice_client):
    entry = add_people(shortlist=shortlist, person_ids=[make_people(1)[0].pk], by=alice).entries[0]
    url = reverse("profiles:entry_status", args=[shortlist.pk, entry.pk])
    response = alice_client.post(url, {"status": "fired"}, follow=True)
    assert "Choose one of the statuses." in response.content.decode()
    entry.refresh_from_db()
    assert entry.status == "new"


def test_a_viewer_cannot_move_candidates(shortlist, alice, user_in, client_for):
    shortlist.shared_with_everyone = True
    shortlist.save()
    entry = add_people(shortlist=shortlist, person_ids=[make_people(1)[0].pk], by=alice).entries[0]
    vera = client_for(user_in("vera", VIEWERS))
    url = reverse("profiles:entry_status", args=[shortlist.pk, entry.pk])
    assert vera.post(url, {"status": "offer"}).status_code == 403
    assert b'class="status-form"' not in vera.get(shortlist.get_absolute_url()).content


def test_the_labels_staff_give_the_statuses_are_shown(shortlist, alice, alice_client):
    StatusLabel.objects.filter(status="screening").update(label="Phone screen")
    entry = add_people(shortlist=shortlist, person_ids=[make_people(1)[0].pk], by=alice).entries[0]
    move_entry(entry=entry, status="screening", by=alice)
    board = alice_client.get(
        reverse("profiles:shortlist_board", args=[shortlist.pk])
    ).content.decode()
    assert 'id="column-screening">Phone screen' in board
    table = alice_client.get(shortlist.get_absolute_url()).content.decode()
    assert '<option value="screening" selected>Phone screen</option>' in table


# The table, the board and the CSV -----------------------------------------------------


def test_the_table_lists_by_status_then_average_rating(alice, user_in, client_for):
    bob = user_in("bob", COMMITTEE)
    people = make_people(4)
    # Scores 1..4 by bob and alice: averages 1, 2, 3, 4.
    shortlist = filled_shortlist(alice, people, raters=[bob, alice])
    entries = {e.person.full_name: e for e in shortlist.entries.select_related("person")}
    move_entry(entry=entries["Person 000"], status="interview", by=alice)
    move_entry(entry=entries["Person 003"], status="declined", by=alice)
    client = client_for(alice)
    assert names_in_table(client, shortlist) == [
        "Person 000",
        "Person 002",
        "Person 001",
        "Person 003",
    ]
    assert names_in_table(client, shortlist, "?sort=rating") == [
        "Person 003",
        "Person 002",
        "Person 001",
        "Person 000",
    ]
    assert names_in_table(client, shortlist, "?sort=nonsense")[0] == "Person 000"


def test_the_board_has_a_column_per_status_in_order(alice, alice_client):
    shortlist = filled_shortlist(alice, make_people(3))
    entry = shortlist.entries.order_by("pk").first()
    move_entry(entry=entry, status="offer", by=alice)
    html = alice_client.get(
        reverse("profiles:shortlist_board", args=[shortlist.pk])
    ).content.decode()
    columns = re.findall(r'<h2 id="column-(\w+)">[^<]*<span class="count-badge">(\d+)</span>', html)
    assert columns == [
        ("new", "2"),
        ("screening", "0"),
        ("interview", "0"),
        ("offer", "1"),
        ("hired", "0"),
        ("declined", "0"),
    ]


def test_the_csv_exports_every_candidate_with_status_and_ratings(alice, user_in, client_for):
    bob = user_in("bob", COMMITTEE)
    shortlist = filled_shortlist(alice, make_people(3), raters=[alice, bob])
    response = client_for(alice).get(reverse("profiles:shortlist_csv", args=[shortlist.pk]))
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert "attachment" in response["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert [(r["name"], r["status"], r["average_rating"], r["ratings"]) for r in rows] == [
        ("Person 002", "New", "3.00", "2"),
        ("Person 001", "New", "2.00", "2"),
        ("Person 000", "New", "1.00", "2"),
    ]
    assert rows[0]["profile"] == "http://testserver/people/person-002/"


def test_the_csv_hides_averages_from_a_member_who_has_not_rated(alice, user_in, client_for):
    bob = user_in("bob", COMMITTEE)
    shortlist = filled_shortlist(alice, make_people(2), raters=[alice])
    response = client_for(bob).get(reverse("profiles:shortlist_csv", args=[shortlist.pk]))
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert [(r["average_rating"], r["ratings"]) for r in rows] == [("", "1"), ("", "1")]


# Queries ------------------------------------------------------------------------------

# 1 session, 2 user, 3 the shortlist and its owner, 4-5 the reader's permissions and
# their groups', 6 the status labels, 7 the reader's records (Member), 8 the entries
# with their people, rating counts, averages, the reader's own score and note counts,
# 9 the people's tags, 10 the reader's conflicts, 11 the shortlist's groups.
SHORTLIST_PAGE = 11


@pytest.fixture
def linked_bob(user_in):
    from profiles.committee.members import link_member
    from profiles.models import Advisor

    bob = user_in("bob", COMMITTEE)
    link_member(user=bob, advisor=Advisor.objects.create(name="Bob Advisor", slug="bob-advisor"))
    return bob


@pytest.mark.parametrize("n", [2, 50])
@pytest.mark.parametrize("view", ["shortlist", "shortlist_board", "shortlist_csv"])
def test_a_shortlist_page_runs_a_fixed_number_of_queries(
    alice, linked_bob, client_for, django_assert_num_queries, view, n
):
    shortlist = filled_shortlist(alice, make_people(n), raters=[alice, linked_bob], notes_by=alice)
    client = client_for(linked_bob)
    audit = view == "shortlist_csv"  # 12 the export's audit entry
    with django_assert_num_queries(SHORTLIST_PAGE + audit):
        response = client.get(reverse(f"profiles:{view}", args=[shortlist.pk]))
    assert response.status_code == 200
    assert response.content.decode().count("Person 0") >= n


# 1 session, 2 user, 3 the shortlist, 4 the entry and its person, 5-6 permissions,
# 7 status labels, 8 the reader's records, 9 their conflicts, 10 their rating, 11 every
# rating with its rater, 12 the history, 13 the notes with their authors.
ENTRY_PAGE = 13


@pytest.mark.parametrize("n", [2, 50])
def test_an_entry_page_runs_a_fixed_number_of_queries(
    alice, linked_bob, user_in, client_for, django_assert_num_queries, n
):
    from profiles.committee.notes import add_note
    from profiles.committee.ratings import rate

    shortlist = filled_shortlist(alice, make_people(1), raters=[linked_bob])
    entry = shortlist.entries.get()
    for i in range(n):
        rater = user_in(f"rater{i}", COMMITTEE)
        rate(entry=entry, rater=rater, score=i % 5 + 1)
        add_note(person=entry.person, author=rater, text=f"Note {i}")
        move_entry(entry=entry, status=["screening", "interview"][i % 2], by=rater)
    client = client_for(linked_bob)
    with django_assert_num_queries(ENTRY_PAGE):
        response = client.get(entry.get_absolute_url())
    html = response.content.decode()
    assert html.count('class="note"') == n
    assert html.count("/5</strong>") == n + 1


# 1 session, 2 user, 3-4 the reader's permissions and their groups', 5 the shortlists
# with their owners and sizes, 6 the groups offered in the form.
SHORTLISTS_PAGE = 6


@pytest.mark.parametrize("n", [2, 50])
def test_the_list_of_shortlists_runs_a_fixed_number_of_queries(
    alice, alice_client, django_assert_num_queries, n
):
    people = make_people(3)
    for i in range(n):
        shortlist = create_shortlist(owner=alice, name=f"List {i:02}")
        add_people(shortlist=shortlist, person_ids=[p.pk for p in people], by=alice)
    with django_assert_num_queries(SHORTLISTS_PAGE):
        response = alice_client.get(reverse("profiles:shortlists"))
    assert response.content.decode().count('<span class="count-badge" title="candidates">3<') == n
