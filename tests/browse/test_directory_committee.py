"""The directory's committee tools: people checked for a shortlist, the whole result,
"without my conflicts", in a fixed number of queries; with the seed CVs."""

import re

import pytest
from django.urls import reverse

from profiles.committee.members import link_member
from profiles.committee.shortlists import create_shortlist
from profiles.models import Advisor, Institution, ResearchArea
from profiles.staff.roles import COMMITTEE
from tests.browse.test_directory_seed import import_seed_cvs
from tests.browse.test_queries import make_people as listed_people

pytestmark = pytest.mark.django_db
NAME = re.compile(r'class="person-name"><a href="[^"]+">([^<]+)</a>')


@pytest.fixture
def seeded():
    return import_seed_cvs()


@pytest.fixture
def alice(user_in):
    return user_in("alice", COMMITTEE)


def test_without_my_conflicts_leaves_out_those_the_member_conflicts_with(seeded, alice, client_for):
    link_member(user=alice, advisor=Advisor.objects.get(name="Gennady Pekhimenko"))
    client = client_for(alice)
    everyone = NAME.findall(client.get("/").content.decode())
    html = client.get("/?no_conflicts=1").content.decode()
    assert "Hongyu Zhu" in everyone
    assert NAME.findall(html) == [n for n in everyone if n != "Hongyu Zhu"]
    assert "Without my conflicts" in html  # its chip
    assert 'id="id_no_conflicts" checked' in html
    csv_text = client.get("/people.csv?no_conflicts=1").getvalue().decode("utf-8-sig")
    assert "Hongyu Zhu" not in csv_text and "Tongzhou Gu" in csv_text


def test_without_my_conflicts_says_so_when_the_account_is_linked_to_no_record(
    seeded, alice, client_for
):
    html = client_for(alice).get("/?no_conflicts=1").content.decode()
    assert len(NAME.findall(html)) == 5
    assert "Your account is linked to no record yet" in html


def test_committee_members_get_checkboxes_and_the_add_tools_and_others_do_not(
    seeded, alice, client_for, member_client
):
    create_shortlist(owner=alice, name="Systems 2027")
    html = client_for(alice).get("/?institution=microsoft-research-asia").content.decode()
    assert html.count('class="person-pick" form="add-people"') == 2
    assert "Add all 2" in html and 'form="add-people"' in html
    assert 'name="query" value="institution=microsoft-research-asia"' in html
    plain = member_client.get("/").content.decode()
    assert "person-pick" not in plain and "Add checked" not in plain


def test_the_whole_result_of_a_filtered_directory_is_added(seeded, alice, client_for):
    shortlist = create_shortlist(owner=alice, name="Systems 2027")
    client_for(alice).post(
        reverse("profiles:shortlist_add"),
        {"shortlist": shortlist.pk, "scope": "all", "query": "institution=microsoft-research-asia"},
    )
    names = sorted(shortlist.entries.values_list("person__full_name", flat=True))
    assert names == ["Diandian Gu", "Hongyu Zhu"]


# 1 session, 2 user, 3 validating the institution slug, 4 the result's size and the ids
# its facets count, 5 the page's people, 6-8 their areas, advisors and mentors, 9-14 the
# institution, area, advisor, mentor, tag and degree facets, 15-16 the reader's
# permissions and their groups', 17 the shortlists they may add to, 18 their records
# (for "without my conflicts"), with the conflicts a subquery of 4 and 5.
COMMITTEE_DIRECTORY = 18


@pytest.mark.parametrize("n", [2, 50])
def test_the_directory_with_the_committee_tools_runs_a_fixed_number_of_queries(
    alice, client_for, django_assert_num_queries, n
):
    shared = {
        "area": ResearchArea.objects.create(slug="test-ml-systems", name="ML systems"),
        "advisor": Advisor.objects.create(name="Xin Jin", slug="xin-jin"),
        "institution": Institution.objects.create(name="Test Committee University", slug="tcu"),
    }
    listed_people(n, shared)
    link_member(user=alice, advisor=Advisor.objects.create(name="Alice", slug="alice"))
    for i in range(n):
        create_shortlist(owner=alice, name=f"List {i}")
    client = client_for(alice)
    with django_assert_num_queries(COMMITTEE_DIRECTORY):
        response = client.get("/?institution=tcu&no_conflicts=1")
    assert response.context["total"] == n
    assert response.content.decode().count("<option value=") >= n
