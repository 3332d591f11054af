"""Every facet value is reachable: "Show all N" leads to the facet's own page listing
every value of the result with its count, and each facet's "Find" box finds a value by
any of its names (issue 12: "Most facet values are unreachable")."""

import re
from urllib.parse import unquote

import pytest
from django.db import connection

from profiles.browse.facets import SOURCES, holders, value_counts
from profiles.listing import refresh_counters, refresh_lookups
from profiles.models import Advisor, Institution, Person, ResearchArea
from tests.browse.test_directory_seed import import_seed_cvs

pytestmark = pytest.mark.django_db
VALUE = re.compile(r'<li><span><a href="([^"]+)">([^<]+?)\s*(?:<span[^>]*>[^<]*</span>)?</a>')
NAME = re.compile(r'class="person-name"><a href="[^"]+">([^<]+)</a>')


@pytest.fixture
def seeded():
    return import_seed_cvs()


@pytest.fixture
def fifteen_places():
    """Fifteen institutions: the n-th has n people, so "Place 01" is the rarest."""
    people = Person.objects.bulk_create(
        Person(full_name=f"Person {i:02}", sort_name=f"person {i:02}", slug=f"person-{i:02}")
        for i in range(15)
    )
    for n in range(1, 16):
        place = Institution.objects.create(name=f"Place {n:02}", slug=f"place-{n:02}")
        place.listed_people.add(*people[:n])
    refresh_counters()
    refresh_lookups(Institution)
    return people


def values(client, query: str) -> list[tuple[str, str]]:
    response = client.get("/" + query)
    assert response.status_code == 200
    html = response.content.decode()
    listing = html[html.index('<ul class="facet-values"') :] if "facet-values" in html else ""
    return [(unquote(href.replace("&amp;", "&")), label) for href, label in VALUE.findall(listing)]


def test_a_facet_with_more_values_than_it_shows_links_to_all_of_them(member_client, fifteen_places):
    html = member_client.get("/").content.decode()
    assert 'href="/?facet=institution">Show all 15' in html
    found = values(member_client, "?facet=institution")
    assert [label for _, label in found] == [f"Place {n:02}" for n in range(15, 0, -1)]
    assert found[-1][0] == "/?institution=place-01"


def test_the_rarest_value_filters_the_directory_from_its_show_all_link(
    member_client, fifteen_places
):
    href = dict((label, href) for href, label in values(member_client, "?facet=institution"))
    names = NAME.findall(member_client.get(href["Place 01"]).content.decode())
    assert names == ["Person 00"]


def test_show_all_counts_within_the_current_result_and_keeps_its_filters(
    member_client, fifteen_places
):
    found = values(member_client, "?institution=place-03&facet=institution")
    assert [label for _, label in found][:3] == ["Place 03", "Place 04", "Place 05"]
    assert len(found) == 15
    html = member_client.get("/?institution=place-03&facet=institution").content.decode()
    assert re.search(r'<a href="/\?institution=place-03&amp;institution=place-04">', html)
    assert '<span class="facet-count">3<' in html


def test_values_with_equal_counts_are_in_name_order(member_client):
    people = Person.objects.bulk_create(
        Person(full_name=f"P {i}", sort_name=f"p {i}", slug=f"p-{i}") for i in range(2)
    )
    for name in ["Zeta Lab", "Alpha Lab", "Mid Lab"]:
        Institution.objects.create(name=name, slug=name.lower()).listed_people.add(*people)
    refresh_counters()
    assert [label for _, label in values(member_client, "?facet=institution")] == [
        "Alpha Lab",
        "Mid Lab",
        "Zeta Lab",
    ]


@pytest.mark.parametrize("typed", ["PKU", "pku", "北大", "北京大学", "beijing", "Peking Univ"])
def test_the_find_box_finds_peking_university_by_any_of_its_names(member_client, seeded, typed):
    found = values(member_client, f"?facet=institution&find={typed}")
    assert found[0][1] == "Peking University"
    assert found[0][0] == "/?institution=peking-university"


@pytest.mark.parametrize("typed", ["Xin Jin", "金鑫", "jinxin", "jin"])
def test_the_find_box_finds_an_advisor_by_name_native_name_or_pinyin(member_client, seeded, typed):
    assert ("/?advisor=xin-jin", "Xin Jin") in values(member_client, f"?facet=advisor&find={typed}")


def test_the_find_box_is_a_plain_form_that_keeps_the_filters(member_client, seeded):
    html = member_client.get("/?degree=phd").content.decode()
    form = re.search(r'<form id="find-institution-form"[^>]*>(.*?)</form>', html, re.S).group(1)
    assert '<input type="hidden" name="degree" value="phd">' in form
    assert '<input type="hidden" name="facet" value="institution">' in form
    assert 'name="find" form="find-institution-form"' in html


def test_seed_values_the_top_ten_left_out_are_reachable(member_client, seeded):
    reachable = set()
    html = member_client.get("/").content.decode()
    for param in ["institution", "advisor", "mentor", "area"]:
        reachable |= {label for _, label in values(member_client, f"?facet={param}")}
        assert f'value="{param}"' in html
    assert {"Peking University", "University of Toronto", "Xin Jin", "Yong Yu"} <= reachable


def test_a_parent_area_counts_the_people_of_its_sub_areas(member_client):
    top = ResearchArea.objects.create(slug="systems-x", name="Systems X")
    one = ResearchArea.objects.create(slug="os-x", name="OS X", parent=top)
    two = ResearchArea.objects.create(slug="db-x", name="DB X", parent=top)
    ada = Person.objects.create(full_name="Ada", slug="ada", sort_name="ada")
    bo = Person.objects.create(full_name="Bo", slug="bo", sort_name="bo")
    ada.areas.add(one, two)
    bo.areas.add(two)
    refresh_counters()
    assert ResearchArea.objects.get(pk=top.pk).people_count == 2
    for query in ["", "?area=db-x"]:
        facet = member_client.get("/" + query).context["facets"][1]
        counts = {option.value: option.count for option in facet.options}
        assert counts["systems-x"] == 2, query
        assert counts["os-x"] == 1, query
    counts = dict((label, href) for href, label in values(member_client, "?area=os-x&facet=area"))
    assert set(counts) == {"Systems X", "OS X", "DB X"}


def test_an_unknown_facet_is_reported_on_the_result_page(member_client, db):
    response = member_client.get("/?facet=nothing")
    assert response.status_code == 200
    assert "there is no facet “nothing”" in response.content.decode()


def test_a_shared_records_lookup_holds_every_spelling_and_the_pinyin(db):
    advisor = Advisor.objects.create(
        name="Xin Jin", native_name="金鑫", slug="xin-jin", other_names=["X. Jin"]
    )
    refresh_lookups(Advisor)
    advisor.refresh_from_db()
    assert advisor.lookup == "| xin jin | 金鑫 | jinxin | jin xin | x jin |"


def test_in_a_large_result_find_counts_a_rare_value_exactly(member_client):
    area = ResearchArea.objects.create(slug="big", name="Big area")
    people = Person.objects.bulk_create(
        Person(full_name=f"P {i}", sort_name=f"p {i:05}", slug=f"p-{i}") for i in range(3100)
    )
    Person.areas.through.objects.bulk_create(
        Person.areas.through(person=p, researcharea=area) for p in people
    )
    common = Institution.objects.create(name="Common University", slug="common")
    Person.listed_institutions.through.objects.bulk_create(
        Person.listed_institutions.through(person=p, institution=common) for p in people
    )
    Institution.objects.create(name="Rare Lab", slug="rare-lab").listed_people.add(people[7])
    refresh_counters()
    refresh_lookups(Institution)
    sampled = member_client.get("/?area=big&facet=institution")
    assert sampled.context["estimated"]
    assert "Counts marked ≈ are estimated" in sampled.content.decode()
    found = member_client.get("/?area=big&facet=institution&find=rare")
    assert not found.context["estimated"]
    assert [(o.label, o.count) for o in found.context["options"]] == [("Rare Lab", 1)]


def test_the_people_a_find_counts_are_read_once_not_per_link(db):
    # With `IN (subquery)` the planner may fold the people into a join with the links and,
    # misled by stale statistics, run the result's query once per link (it hung the
    # suite once); read into an array, the people are an InitPlan, run once.
    source = SOURCES["institution"]
    people = holders(source, Person.objects.filter(full_name__startswith="P"), "rare")
    sql, params = value_counts(source, people, None)
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN {sql}", params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert re.search(r"Cond: \(person_id = ANY \(\(InitPlan \d+\)", plan), plan
