"""Saved searches: name the directory's current query; the list tells how many people
match now and how many are new since its owner last opened it."""

import re

import pytest
from django.urls import reverse

from profiles.committee.searches import save_search
from profiles.models import Person, SavedSearch
from tests.committee.helpers import make_people

pytestmark = pytest.mark.django_db
ROW = re.compile(
    r'<a href="/searches/\d+/">([^<]+)</a>\s*'
    r'<p class="muted small">([^<]*) · last looked[^<]*</p></th>\s*'
    r'<td data-label="Matching now">(\d+)</td>\s*<td data-label="New since you last looked">'
    r"(?:<strong class=\"new-count\">(\d+) new</strong>|<span class=\"muted\">none</span>)"
)


@pytest.fixture
def phds():
    people = make_people(3)
    Person.objects.filter(pk__in=[p.pk for p in people[:2]]).update(highest_degree="phd")
    return people


def rows(client) -> list[tuple[str, str, int, int]]:
    html = client.get(reverse("profiles:searches")).content.decode()
    return [(name, words, int(n), int(new or 0)) for name, words, n, new in ROW.findall(html)]


def test_a_search_is_saved_from_the_directory_and_listed_with_its_count(member_client, phds):
    page = member_client.get("/?degree=phd&page=1").content.decode()
    assert 'id="save-search"' in page and 'name="query" value="degree=phd"' in page
    response = member_client.post(
        reverse("profiles:search_save"), {"name": "PhDs", "query": "degree=phd&page=1"}
    )
    assert response["Location"] == reverse("profiles:searches")
    assert SavedSearch.objects.get().query == "degree=phd"
    assert rows(member_client) == [("PhDs", "PhD", 2, 0)]


def test_people_matching_since_the_owner_last_looked_are_new_until_they_open_it(
    member_client, phds
):
    member_client.post(reverse("profiles:search_save"), {"name": "PhDs", "query": "degree=phd"})
    newcomer = make_people(1, "Newcomer")[0]
    Person.objects.filter(pk__in=[newcomer.pk, phds[2].pk]).update(highest_degree="phd")
    assert rows(member_client) == [("PhDs", "PhD", 4, 2)]
    search = SavedSearch.objects.get()
    response = member_client.get(reverse("profiles:search", args=[search.pk]))
    assert response["Location"] == "/?degree=phd"
    assert rows(member_client) == [("PhDs", "PhD", 4, 0)]


def test_saving_under_a_name_already_used_replaces_that_search(member_client, phds):
    save = reverse("profiles:search_save")
    member_client.post(save, {"name": "Mine", "query": "degree=phd"})
    member_client.post(save, {"name": "Mine", "query": ""})
    assert rows(member_client) == [("Mine", "Everyone", 3, 0)]


def test_a_search_needs_a_name(member_client):
    response = member_client.post(
        reverse("profiles:search_save"), {"name": " ", "query": "degree=phd"}, follow=True
    )
    assert 'class="message error"' in response.content.decode()
    assert not SavedSearch.objects.exists()


def test_a_saved_search_is_its_owners_alone(member_client, user_in, django_user_model):
    other = user_in("other")
    search = save_search(owner=other, name="Theirs", query="degree=phd", ids=[])
    assert rows(member_client) == []
    assert member_client.get(reverse("profiles:search", args=[search.pk])).status_code == 404
    delete = reverse("profiles:search_delete", args=[search.pk])
    assert member_client.post(delete).status_code == 404
    assert SavedSearch.objects.exists()


def test_the_owner_deletes_a_saved_search(member_client, django_user_model):
    owner = django_user_model.objects.get(username="member")
    search = save_search(owner=owner, name="Mine", query="", ids=[])
    member_client.post(reverse("profiles:search_delete", args=[search.pk]))
    assert not SavedSearch.objects.exists()


def test_a_search_whose_filters_no_longer_exist_is_counted_without_them(member_client):
    owner = member_client.get("/").wsgi_request.user
    make_people(2)
    save_search(owner=owner, name="Gone", query="institution=merged-away", ids=[])
    assert rows(member_client) == [("Gone", "Everyone", 2, 2)]


# 1 session, 2 user, 3 the saved searches, 4 every count in one statement, plus one
# query per record filter in each search (here none: searches by degree and words).
SEARCHES_PAGE = 4


@pytest.mark.parametrize("n", [2, 50])
def test_the_saved_searches_page_runs_a_fixed_number_of_queries(
    member_client, phds, django_assert_num_queries, n
):
    owner = member_client.get("/").wsgi_request.user
    for i in range(n):
        save_search(owner=owner, name=f"Search {i:02}", query=f"degree=phd&q=x{i}", ids=[])
    with django_assert_num_queries(SEARCHES_PAGE):
        response = member_client.get(reverse("profiles:searches"))
    assert response.content.decode().count('class="muted small"') == n
