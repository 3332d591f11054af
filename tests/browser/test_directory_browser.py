"""The directory in a real browser: login, facets, search, pagination and CSV export."""

import csv
import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from profiles.listing import refresh_counters, refresh_listing
from profiles.models import Education, Institution, Person, ResearchArea
from tests.browse.test_directory_seed import import_seed_cvs
from tests.browser.conftest import log_in

pytestmark = pytest.mark.browser


@pytest.fixture
def seeded(transactional_db):
    return import_seed_cvs()


# The number of lines a node's first run of text is set on, from its line boxes.
LINES_OF_TEXT = """node => {
    const range = document.createRange();
    range.selectNodeContents(node.firstChild);
    return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size;
}"""


def result_names(tab) -> list[str]:
    return tab.locator(".person-name > a").all_inner_texts()


def query(tab) -> dict[str, list[str]]:
    return parse_qs(urlparse(tab.url).query)


def test_anonymous_visitors_are_sent_to_login_and_brought_back(tab, live_server, member, seeded):
    tab.goto(f"{live_server.url}/institutions/")
    assert urlparse(tab.url).path == "/login/"
    tab.get_by_label("User name").fill(member.username)
    tab.get_by_label("Password").fill("browser-test-password")
    tab.get_by_role("button", name="Log in").click()
    expect(tab.get_by_role("heading", name="Institutions", level=1)).to_be_visible()
    assert urlparse(tab.url).path == "/institutions/"


def test_clicking_facets_filters_the_directory(tab, live_server, member, seeded):
    log_in(tab, live_server, member)
    assert len(result_names(tab)) == 5
    institution = tab.locator("fieldset.facet", has_text="Institution").first
    institution.get_by_label(re.compile(r"^Microsoft Research Asia\b")).check()
    tab.wait_for_url(re.compile(r"institution=microsoft-research-asia"))
    assert sorted(result_names(tab)) == ["Diandian Gu", "Hongyu Zhu"]
    assert "q" not in query(tab)  # empty fields stay out of the URL
    area = tab.locator("fieldset.facet", has_text="Research area")
    area.get_by_label(re.compile(r"^Cluster scheduling\b|^Cluster", re.I)).first.check()
    tab.wait_for_url(re.compile(r"area="))
    assert result_names(tab) == ["Diandian Gu"]
    tab.get_by_role("link", name=re.compile("Remove filter: Microsoft Research Asia")).click()
    tab.wait_for_load_state()
    assert "institution" not in query(tab)


def test_search_from_the_search_box(tab, live_server, member, seeded):
    log_in(tab, live_server, member)
    tab.get_by_label("Search people").fill("分布式")
    tab.get_by_label("Search people").press("Enter")
    tab.wait_for_url(re.compile(r"q="))
    assert "Diandian Gu" in result_names(tab)
    tab.get_by_label("Search people").fill("Canini")
    tab.get_by_role("button", name="Search").click()
    tab.wait_for_url(re.compile(r"q=Canini"))
    assert result_names(tab) == ["Tongzhou Gu"]


def test_pagination_keeps_the_filters(tab, live_server, member, seeded):
    area = ResearchArea.objects.get(slug="ml-systems")
    extra = Person.objects.bulk_create(
        Person(full_name=f"Zz Extra {i:02}", sort_name=f"zz extra {i:02}", slug=f"zz-extra-{i:02}")
        for i in range(30)
    )
    area.people.add(*extra)
    refresh_counters()
    log_in(tab, live_server, member, next_url="/?area=ml-systems")
    first_page = result_names(tab)
    assert len(first_page) == 20
    tab.get_by_role("link", name=re.compile("Next")).click()
    tab.wait_for_url(re.compile(r"page=2"))
    assert query(tab)["area"] == ["ml-systems"]
    second_page = result_names(tab)
    assert second_page and not set(second_page) & set(first_page)
    chip = tab.get_by_role("link", name=f"Remove filter: {area.name}")
    expect(chip).to_be_visible()


def test_export_csv_downloads_the_current_result(tab, live_server, member, seeded):
    log_in(tab, live_server, member, next_url="/?institution=shanghai-jiao-tong-university")
    with tab.expect_download() as download_info:
        tab.get_by_role("link", name="Export CSV").click()
    download = download_info.value
    with open(download.path(), encoding="utf-8-sig", newline="") as f:
        names = sorted(row["name"] for row in csv.DictReader(f))
    assert names == ["Hongyu Zhu", "Zhuofu Chen"]


@pytest.mark.parametrize("typed", ["PKU", "北大"])
def test_the_type_ahead_finds_peking_university(tab, live_server, member, seeded, typed):
    log_in(tab, live_server, member)
    box = tab.get_by_label("Find an institution")
    box.press_sequentially(typed, delay=40)
    suggestion = tab.locator("#find-institution-suggestions a", has_text="Peking University")
    expect(suggestion.first).to_be_visible()
    suggestion.first.click()
    tab.wait_for_url(re.compile(r"institution=peking-university"))
    assert result_names(tab) == ["Diandian Gu"]


def test_without_javascript_the_find_box_is_a_form(chromium, live_server, member, seeded):
    context = chromium.new_context(java_script_enabled=False)
    tab = context.new_page()
    try:
        log_in(tab, live_server, member)
        tab.get_by_label("Find an institution").fill("北大")
        tab.get_by_label("Find an institution").press("Enter")
        tab.wait_for_url(re.compile(r"facet=institution"))
        tab.get_by_role("link", name=re.compile("^Peking University")).click()
        tab.wait_for_url(re.compile(r"institution=peking-university"))
        assert result_names(tab) == ["Diandian Gu"]
    finally:
        context.close()


def test_show_all_reaches_an_institution_beyond_the_first_ten(tab, live_server, member, seeded):
    log_in(tab, live_server, member)
    facet = tab.locator("fieldset.facet", has_text="Institution").first
    first_ten = facet.locator(".facet-label").all_inner_texts()
    assert len(first_ten) == 10
    facet.get_by_role("link", name=re.compile("^Show all")).click()
    tab.wait_for_url(re.compile(r"facet=institution"))
    links = tab.locator("ul.facet-values > li > span > a")
    labels = [text.split("\n")[0].strip() for text in links.all_inner_texts()]
    beyond = next(label for label in labels if label not in first_ten)
    index = labels.index(beyond)
    links.nth(index).click()
    tab.wait_for_url(re.compile(r"institution="))
    chips = tab.locator(".chips").inner_text()
    assert beyond.split(" ")[0] in chips
    assert result_names(tab)


def test_a_search_shows_snippets_with_the_words_marked(tab, live_server, member, seeded):
    log_in(tab, live_server, member)
    tab.get_by_label("Search people").fill("distributed training")
    tab.get_by_label("Search people").press("Enter")
    tab.wait_for_url(re.compile(r"q=distributed"))
    first = tab.locator(".person-card").first
    expect(first.locator(".snippet mark").first).to_be_visible()
    expect(first.locator(".matched-in")).to_contain_text("Matched in:")
    assert tab.locator("#id_sort").input_value() == ""
    assert tab.locator("#id_sort option:checked").inner_text() == "Relevance"


def test_a_two_digit_count_beside_a_wrapped_institution_stays_on_one_line(
    tab, live_server, member, seeded
):
    place = Institution.objects.create(
        name="Shanghai Jiao Tong University School of Design", slug="sjtu-design"
    )
    people = [
        Person.objects.create(full_name=f"Candidate {i}", slug=f"candidate-{i}") for i in range(12)
    ]
    Education.objects.bulk_create(
        Education(person=person, institution=place, degree="phd") for person in people
    )
    refresh_listing([person.pk for person in people])
    refresh_counters()
    log_in(tab, live_server, member)
    option = tab.locator("fieldset.facet li", has_text="School of Design")
    label_lines = option.locator(".facet-label").evaluate(LINES_OF_TEXT)
    count = option.locator(".facet-count")
    assert count.inner_text().startswith("12")
    assert label_lines > 1  # the institution's name wraps in the sidebar
    assert count.evaluate(LINES_OF_TEXT) == 1  # "12" is not broken into "1" over "2"
