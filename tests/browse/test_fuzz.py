"""Every parameter of the directory, its CSV and its facet pages, however malformed,
gives a page (with a message where something was not understood), never a server error."""

from urllib.parse import quote, urlencode

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from profiles.listing import refresh_counters, refresh_lookups
from profiles.models import Advisor, Institution, Person, ResearchArea

PARAMS = [
    "q",
    "institution",
    "area",
    "advisor",
    "mentor",
    "degree",
    "stage",
    "graduated_from",
    "graduated_to",
    "at",
    "at_from",
    "at_to",
    "as",
    "sort",
    "page",
    "facet",
    "find",
]
NASTY = [
    "",
    "\x00",
    "a\x00b",
    "-1",
    "0",
    "99999999999999999999",
    "1e309",
    "NaN",
    "2020.5",
    "%",
    "_",
    "\\",
    "'",
    "' OR 1=1 --",
    "&|!():*",
    "<script>",
    "北京大学",
    "PKU",
    "institution",
    "area",
    "advisor",
    "mentor",
    "relevance",
    "x" * 5000,
    "\ud7ff\ue000",
    "peking-university",
    "phd",
]
VALUES = st.one_of(st.sampled_from(NASTY), st.text(max_size=40), st.integers().map(str))
QUERIES = st.lists(st.tuples(st.sampled_from(PARAMS), VALUES), max_size=6)


@pytest.fixture
def some_records(db):
    pku = Institution.objects.create(
        name="Fuzz Example University", slug="fuzz-example-university", aliases=["FEU"]
    )
    area = ResearchArea.objects.create(slug="fuzz-systems", name="Systems", keywords=["systems"])
    advisor = Advisor.objects.create(name="Xin Jin", slug="xin-jin", native_name="金鑫")
    ada = Person.objects.create(full_name="Ada Example", slug="ada", sort_name="example ada")
    ada.listed_institutions.add(pku)
    ada.areas.add(area)
    ada.listed_advisors.add(advisor)
    refresh_counters()
    for model in (Institution, Advisor, ResearchArea):
        refresh_lookups(model)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(query=QUERIES, path=st.sampled_from(["/", "/people.csv"]))
def test_no_parameter_gives_a_server_error(member_client, some_records, query, path):
    response = member_client.get(path + "?" + urlencode(query))
    assert response.status_code == 200


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    page=st.sampled_from(["people", "institutions", "advisors", "areas", "sources"]),
    slug=st.one_of(st.sampled_from(NASTY[:16]), st.text(min_size=1, max_size=30)),
    query=QUERIES,
)
def test_no_record_address_gives_a_server_error(member_client, some_records, page, slug, query):
    url = f"/{page}/{quote(slug, safe='')}/?{urlencode(query)}"
    assert member_client.get(url).status_code in (200, 404)
