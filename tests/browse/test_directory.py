"""The directory page `/`: filters, facets, chips, sort, pagination and CSV export,
checked against the seed CVs (the acceptance criteria of issue 4)."""

import csv
import io
import re

import pytest
from django.urls import reverse

from profiles.models import Person, ResearchArea
from tests.browse.test_directory_seed import import_seed_cvs

pytestmark = pytest.mark.django_db
NAME = re.compile(r'class="person-name"><a href="[^"]+">([^<]+)</a>')


@pytest.fixture
def seeded():
    return import_seed_cvs()


def listed(client, query: str = "") -> list[str]:
    response = client.get("/" + query)
    assert response.status_code == 200
    return NAME.findall(response.content.decode())


def test_it_lists_msra_interns_hongyu_zhu_and_diandian_gu_and_nobody_else(member_client, seeded):
    assert sorted(listed(member_client, "?institution=microsoft-research-asia")) == [
        "Diandian Gu",
        "Hongyu Zhu",
    ]


def test_it_says_how_people_were_at_an_institution(member_client, seeded):
    msra = "?institution=microsoft-research-asia"
    assert sorted(listed(member_client, msra + "&as=intern")) == ["Diandian Gu", "Hongyu Zhu"]
    assert listed(member_client, msra + "&as=student") == []
    assert "Hongyu Zhu" in listed(member_client, "?institution=university-of-toronto&as=student")
    assert "Hongyu Zhu" not in listed(member_client, "?institution=university-of-toronto&as=intern")


def test_a_mentor_is_not_an_advisor(member_client, seeded):
    assert "Hongyu Zhu" not in listed(member_client, "?advisor=zheng-zhang")
    assert listed(member_client, "?mentor=zheng-zhang") == ["Hongyu Zhu"]
    assert listed(member_client, "?advisor=gennady-pekhimenko") == ["Hongyu Zhu"]
    csv_rows = list(
        csv.DictReader(io.StringIO(member_client.get("/people.csv").getvalue().decode("utf-8-sig")))
    )
    hongyu = next(row for row in csv_rows if row["name"] == "Hongyu Zhu")
    assert hongyu["advisors"] == "Gennady Pekhimenko; Minyi Guo; Yong Yu"
    assert "Zheng Zhang" in hongyu["mentors"]


def test_shanghai_jiao_tong_lists_hongyu_zhu_and_zhuofu_chen(member_client, seeded):
    assert sorted(listed(member_client, "?institution=shanghai-jiao-tong-university")) == [
        "Hongyu Zhu",
        "Zhuofu Chen",
    ]


def test_advisor_xin_jin_lists_diandian_gu(member_client, seeded):
    assert listed(member_client, "?advisor=xin-jin") == ["Diandian Gu"]


def test_a_research_area_holds_both_hongyu_zhu_and_diandian_gu(member_client, seeded):
    shared = ResearchArea.objects.filter(people__full_name="Hongyu Zhu").filter(
        people__full_name="Diandian Gu"
    )
    assert shared.exists()
    names = listed(member_client, f"?area={shared.first().slug}")
    assert {"Hongyu Zhu", "Diandian Gu"} <= set(names)


@pytest.mark.parametrize(
    ("query", "person"),
    [
        ("分布式", "Diandian Gu"),
        ("Pekhimenko", "Hongyu Zhu"),
        ("Peking University", "Diandian Gu"),
        ("Canini", "Tongzhou Gu"),
        ("WebAssembly", "Zhuofu Chen"),
    ],
)
def test_search_finds_the_person(member_client, seeded, query, person):
    assert person in listed(member_client, f"?q={query}")


def test_a_chinese_query_finds_an_english_cv_through_bilingual_area_keywords(member_client, seeded):
    assert "Hongyu Zhu" in listed(member_client, "?q=分布式")


def test_searching_peking_university_finds_a_cv_that_writes_it_in_chinese(member_client, seeded):
    names = listed(member_client, "?q=Peking+University")
    assert names == ["Diandian Gu"]


def test_filters_combine_and_repeat_to_narrow(member_client, seeded):
    assert listed(member_client, "?institution=microsoft-research-asia&q=北京大学") == [
        "Diandian Gu"
    ]
    both = "?institution=microsoft-research-asia&institution=shanghai-jiao-tong-university"
    assert listed(member_client, both) == ["Hongyu Zhu"]


def test_a_parent_institution_lists_the_people_of_its_children(member_client, seeded):
    names = listed(member_client, "?institution=microsoft")
    assert {"Hongyu Zhu", "Diandian Gu"} <= set(names)


def test_studied_or_worked_at_an_institution_between_two_years(member_client, seeded):
    # Hongyu Zhu interned at MSRA in 2012-2013, Diandian Gu in 2021-2022.
    assert listed(member_client, "?at=microsoft-research-asia&at_from=2012&at_to=2013") == [
        "Hongyu Zhu"
    ]
    assert listed(member_client, "?at=microsoft-research-asia&at_from=2021") == ["Diandian Gu"]


def test_graduation_year_range(member_client, seeded):
    assert listed(member_client, "?graduated_from=2024&graduated_to=2025") == ["Diandian Gu"]


def test_degree_repeats_to_widen(member_client, seeded):
    phd = set(listed(member_client, "?degree=phd"))
    bachelor = set(listed(member_client, "?degree=bachelor"))
    assert set(listed(member_client, "?degree=phd&degree=bachelor")) == phd | bachelor


def test_facets_count_within_the_current_result(member_client, seeded):
    response = member_client.get("/?institution=microsoft-research-asia")
    institution = next(f for f in response.context["facets"] if f.param == "institution")
    counts = {option.value: option.count for option in institution.options}
    assert counts["microsoft-research-asia"] == 2
    assert counts["peking-university"] == 1
    assert "southern-university-of-science-and-technology" not in counts


def test_each_result_shows_native_name_affiliation_areas_and_advisors(member_client, seeded):
    page = member_client.get("/?advisor=xin-jin").content.decode()
    assert '<span class="native" lang="zh">谷典典</span>' in page
    assert "PhD, Peking University, expected to finish June 2025" in page
    assert "?advisor=xin-jin" in page
    assert 'class="tags"' in page


def test_active_filters_are_chips_that_remove_themselves(member_client, seeded):
    page = member_client.get("/?institution=microsoft-research-asia&q=Peking").content.decode()
    assert 'href="/?q=Peking"' in page  # removes the institution
    assert 'href="/?institution=microsoft-research-asia"' in page  # removes the search


def test_pagination_keeps_the_filters(member_client, seeded):
    area = ResearchArea.objects.get(slug="ml-systems")
    extra = Person.objects.bulk_create(
        Person(full_name=f"Zz Extra {i:02}", sort_name=f"zz extra {i:02}", slug=f"zz-{i:02}")
        for i in range(30)
    )
    area.people.add(*extra)
    first = member_client.get("/?area=ml-systems&sort=name")
    assert first.context["total"] == 34
    assert 'href="?area=ml-systems&amp;sort=name&amp;page=2"' in first.content.decode()
    second = listed(member_client, "?area=ml-systems&sort=name&page=2")
    assert len(second) == 14
    assert not set(second) & set(NAME.findall(first.content.decode()))


def test_a_query_of_punctuation_only_filters_nothing(member_client, seeded):
    response = member_client.get("/?q=%21%21%21")
    assert response.context["total"] == 5
    assert not any(facet.estimated for facet in response.context["facets"])


def test_unknown_filter_values_are_reported_not_fatal(member_client, seeded):
    response = member_client.get("/?institution=nowhere")
    assert response.status_code == 200
    assert "were not understood" in response.content.decode()


def test_sorting_by_graduation_year_puts_the_latest_first(member_client, seeded):
    names = listed(member_client, "?sort=graduation")
    assert names.index("Diandian Gu") < names.index("Tongzhou Gu")


def test_export_csv_downloads_exactly_the_current_result(member_client, seeded):
    page = member_client.get("/?institution=microsoft-research-asia").content.decode()
    link = re.search(r'class="export" href="([^"]+)"', page).group(1).replace("&amp;", "&")
    assert link == reverse("profiles:directory_csv") + "?institution=microsoft-research-asia"
    response = member_client.get(link)
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert "attachment" in response["Content-Disposition"]
    text = b"".join(response.streaming_content).decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert sorted(row["name"] for row in rows) == ["Diandian Gu", "Hongyu Zhu"]
    gu = next(row for row in rows if row["name"] == "Diandian Gu")
    assert gu["native_name"] == "谷典典"
    assert gu["profile"].endswith("/people/diandian-gu/")


def csv_rows(client, query: str = "") -> list[dict]:
    text = b"".join(client.get("/people.csv" + query).streaming_content).decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(text)))


def test_the_csv_gives_members_no_contact_details(member_client, seeded):
    rows = csv_rows(member_client)
    assert "emails" not in rows[0] and not any("@" in v for row in rows for v in row.values())


def test_the_csv_gives_editors_contact_details_and_everyone_the_listing(editor_client, seeded):
    rows = {row["name"]: row for row in csv_rows(editor_client, "?sort=name")}
    hongyu = rows["Hongyu Zhu"]
    assert "@" in hongyu["emails"]
    assert hongyu["affiliation"] == "University of Toronto"
    assert int(hongyu["publications"]) > 0
    assert list(rows) == sorted(rows, key=lambda name: name.split()[::-1])  # family name first


def test_large_results_show_estimated_facet_counts_from_an_even_sample(
    member_client, seeded, monkeypatch
):
    from profiles.browse import facets

    monkeypatch.setattr(facets, "EXACT_LIMIT", 2)
    monkeypatch.setattr(facets, "SAMPLE_SIZE", 2)
    response = member_client.get("/?degree=phd&degree=bachelor")
    assert response.context["total"] == 5
    assert all(facet.estimated for facet in response.context["facets"])
    page = response.content.decode()
    assert "estimated from an evenly spread sample of the 5 people" in page
    assert '<abbr title="estimated from a sample of the result">≈</abbr>' in page


def test_facet_counts_are_exact_for_small_results(member_client, seeded):
    response = member_client.get("/?degree=phd&degree=bachelor")
    assert not any(facet.estimated for facet in response.context["facets"])
    assert "≈" not in response.content.decode()


def test_an_area_includes_its_sub_areas(member_client, seeded):
    hpc = ResearchArea.objects.get(slug="hpc")
    tagged = sorted(p.full_name for p in Person.objects.filter(areas=hpc))
    assert tagged, "the seeds tag someone with high-performance computing"
    under = listed(member_client, f"?area={hpc.parent.slug}")
    assert set(tagged) <= set(under)
