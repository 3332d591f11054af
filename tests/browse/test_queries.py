"""Query budgets: the directory and a profile cost the same number of queries for 2
results (or records) as for 50."""

import pytest

from profiles.listing import refresh_counters, refresh_lookups
from profiles.listing.search import NAME, as_vector
from profiles.models import (
    Advisor,
    Authorship,
    Award,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    Position,
    Project,
    Publication,
    ResearchArea,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def shared():
    return {
        "area": ResearchArea.objects.create(slug="test-area", name="Test area"),
        "advisor": Advisor.objects.create(name="Xin Jin", slug="xin-jin"),
        "institution": Institution.objects.create(name="Example University", slug="example"),
    }


def make_people(n: int, shared: dict) -> list[Person]:
    people = Person.objects.bulk_create(
        Person(
            full_name=f"Person {i:03}",
            sort_name=f"person {i:03}",
            slug=f"person-{i:03}",
            headline="PhD student, Peking University",
            highest_degree="phd",
        )
        for i in range(n)
    )
    Person.areas.through.objects.bulk_create(
        Person.areas.through(person=p, researcharea=shared["area"]) for p in people
    )
    Person.listed_advisors.through.objects.bulk_create(
        Person.listed_advisors.through(person=p, advisor=shared["advisor"]) for p in people
    )
    Person.listed_institutions.through.objects.bulk_create(
        Person.listed_institutions.through(person=p, institution=shared["institution"])
        for p in people
    )
    Person.objects.update(search_vector=as_vector([(NAME, ["Person"])]))
    refresh_counters()
    return people


# 1 session, 2 user, 3 count, 4 the page's people, 5 their areas, 6 their advisors,
# 7 their mentors, 8-13 the institution, area, advisor, mentor, tag and degree facets,
# 14-15 the reader's permissions and their groups' (whether they may add people to
# shortlists: tests/browse/test_directory_committee.py counts a committee member's).
DIRECTORY = 15
# ... plus one query per filter parameter naming records by slug (validating them):
# 3 institution, 4 area, 5 advisor, then as above from the count on.
DIRECTORY_FILTERED = DIRECTORY + 3
# ... plus, with a query, the texts of the page's people that the snippets come from
# (the areas the query is a keyword of are a subquery of the result's).
DIRECTORY_SEARCHED = DIRECTORY_FILTERED + 1


@pytest.mark.parametrize("n", [2, 50])
def test_the_directory_runs_a_fixed_number_of_queries(
    member_client, shared, django_assert_num_queries, n
):
    make_people(n, shared)
    with django_assert_num_queries(DIRECTORY):
        response = member_client.get("/")
    assert response.context["total"] == n


@pytest.mark.parametrize("n", [2, 50])
def test_the_filtered_directory_runs_a_fixed_number_of_queries(
    member_client, shared, django_assert_num_queries, n
):
    make_people(n, shared)
    url = "/?area=test-area&advisor=xin-jin&institution=example&degree=phd&sort=recent"
    with django_assert_num_queries(DIRECTORY_FILTERED):
        response = member_client.get(url)
    assert response.context["total"] == n


@pytest.mark.parametrize("n", [2, 50])
def test_a_search_with_snippets_runs_a_fixed_number_of_queries(
    member_client, shared, django_assert_num_queries, n
):
    make_people(n, shared)
    url = "/?area=test-area&advisor=xin-jin&institution=example&degree=phd&q=person"
    with django_assert_num_queries(DIRECTORY_SEARCHED):
        response = member_client.get(url)
    assert response.context["total"] == n


# 1 session, 2 user, 3 the facet's values with their counts and how many there are.
FACET_PAGE = 3
# ... plus 1 per filter parameter naming records by slug, as above, and 1 for the people
# whose values are counted (the result's sample, or with `find` all its ids).
FACET_PAGE_FILTERED = FACET_PAGE + 3 + 1


@pytest.mark.parametrize("n", [2, 50])
@pytest.mark.parametrize("facet", ["institution", "area", "advisor", "mentor"])
@pytest.mark.parametrize("find", ["", "pla"])
def test_a_facets_page_of_every_value_runs_a_fixed_number_of_queries(
    member_client, shared, django_assert_num_queries, n, facet, find
):
    make_people(n, shared)
    for i in range(n):
        Institution.objects.create(name=f"Place {i}", slug=f"place-{i}").listed_people.add(
            *Person.objects.all()
        )
    refresh_counters()
    refresh_lookups(Institution)
    with django_assert_num_queries(FACET_PAGE):
        member_client.get(f"/?facet={facet}&find={find}")
    url = f"/?area=test-area&advisor=xin-jin&institution=example&degree=phd&facet={facet}"
    with django_assert_num_queries(FACET_PAGE_FILTERED):
        response = member_client.get(f"{url}&find={find}")
    assert response.status_code == 200
    if facet == "institution":
        assert response.context["count"] == (n + 1 if find == "" else n)


# 1 session, 2 user, 3 the person, 4 areas, 5 tags, 6 education with institutions,
# 7 advisor links, 8 their advisors, 9 positions with organizations, 10 supervisors,
# 11 projects, 12 project supervisors, 13 publications, 14 awards, 15 source documents,
# then the committee's parts for an account in no role: 16 the reader's records
# (Member), 17 the person's entries on shortlists the reader may read, 18-19 the
# reader's permissions and their groups' (tests/browse/test_notes.py counts a
# committee member's profile, with notes).
PROFILE = 19


@pytest.mark.parametrize("n", [2, 50])
def test_a_profile_runs_a_fixed_number_of_queries(
    member_client, shared, django_assert_num_queries, n
):
    person = make_people(1, shared)[0]
    educations = Education.objects.bulk_create(
        Education(
            person=person, institution=shared["institution"], degree="phd", start_year=2000 + i
        )
        for i in range(n)
    )
    EducationAdvisor.objects.bulk_create(
        EducationAdvisor(education=e, advisor=shared["advisor"]) for e in educations
    )
    Position.objects.bulk_create(
        Position(person=person, organization=shared["institution"], title=f"Intern {i}")
        for i in range(n)
    )
    projects = Project.objects.bulk_create(
        Project(person=person, title=f"Project {i}") for i in range(n)
    )
    Project.supervisors.through.objects.bulk_create(
        Project.supervisors.through(project=p, advisor=shared["advisor"]) for p in projects
    )
    papers = Publication.objects.bulk_create(
        Publication(title=f"Paper {i}", title_key=f"paper{i}", authors=["Person 000", "B"])
        for i in range(n)
    )
    Authorship.objects.bulk_create(
        Authorship(person=person, publication=p, author_index=0) for p in papers
    )
    Award.objects.bulk_create(Award(person=person, title=f"Prize {i}") for i in range(n))
    with django_assert_num_queries(PROFILE):
        response = member_client.get(person.get_absolute_url())
    assert response.content.decode().count('<strong class="self">Person 000</strong>') == n
