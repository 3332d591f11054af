"""The committee's workflow in a real browser: create a shortlist, add three people from
a filtered directory, move one to interview, rate, note, export the CSV, open the board.
Screenshots of each page at desktop and phone width go to var/screenshots/ (or
SCREENSHOT_DIR) for a person to look at."""

import csv
import os
import re
from pathlib import Path

import pytest
from django.contrib.auth.models import Group
from playwright.sync_api import expect

from profiles.models import Note, Rating, ShortlistEntry
from profiles.staff.roles import COMMITTEE
from tests.browse.test_directory_seed import import_seed_cvs
from tests.browser.conftest import PASSWORD, log_in

pytestmark = pytest.mark.browser

SCREENSHOTS = Path(
    os.environ.get("SCREENSHOT_DIR") or Path(__file__).resolve().parents[2] / "var" / "screenshots"
)
WIDTHS = {"desktop": 1280, "phone": 390}


@pytest.fixture
def seeded(transactional_db):
    return import_seed_cvs()


@pytest.fixture
def alice(transactional_db, django_user_model):
    user = django_user_model.objects.create_user("alice", password=PASSWORD)
    user.groups.add(Group.objects.get(name=COMMITTEE))
    return user


def shoot(tab, name: str) -> None:
    """The page at each width, whole, then back to the desktop width."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for label, width in WIDTHS.items():
        tab.set_viewport_size({"width": width, "height": 900})
        tab.screenshot(path=str(SCREENSHOTS / f"committee-{name}-{label}.png"), full_page=True)
    tab.set_viewport_size({"width": WIDTHS["desktop"], "height": 900})


def test_a_committee_member_works_through_a_shortlist(tab, live_server, seeded, alice):
    log_in(tab, live_server, alice, "/shortlists/")
    tab.get_by_label("Name").fill("Systems 2027")
    tab.get_by_label("Shared with everyone signed in").check()
    tab.get_by_role("button", name="Create shortlist").click()
    expect(tab.get_by_role("heading", name="Systems 2027", level=1)).to_be_visible()
    shoot(tab, "empty-shortlist")

    # Three people from the directory filtered by an area.
    tab.goto(f"{live_server.url}/?area=ml-systems")
    names = tab.locator(".person-name > a").all_inner_texts()
    assert len(names) == 4
    chosen = names[:3]
    for name in chosen:
        tab.get_by_label(f"Choose {name}").check()
    assert "area=ml-systems" in tab.url, "checking a person does not submit the filters"
    shoot(tab, "directory")
    tab.get_by_role("button", name="Add checked").click()
    expect(tab.locator(".message.success")).to_contain_text("Added 3 people")
    assert set(ShortlistEntry.objects.values_list("person__full_name", flat=True)) == set(chosen)

    # Move one to interview from the table (the menu saves as it changes).
    tab.locator(".message.success a").click()
    row = tab.locator("tr", has_text=chosen[0])
    row.get_by_label(f"Status of {chosen[0]}").select_option(label="Interview")
    expect(tab.locator(".message.success")).to_contain_text(f"{chosen[0]} moved to Interview")
    shoot(tab, "table")

    # Rate and note on the candidate's page.
    tab.locator("tr", has_text=chosen[0]).get_by_role(
        "link", name=re.compile("Rate, history")
    ).click()
    tab.get_by_label("4 — strong").check()
    tab.get_by_label("Comment").fill("Strong systems papers.")
    tab.get_by_role("button", name="Save rating").click()
    expect(tab.locator(".message.success")).to_contain_text("Your rating is saved")
    tab.get_by_label("Add a note").fill("Met at **OSDI**; ask about the *visa*.")
    tab.get_by_role("button", name="Save note").click()
    expect(tab.locator(".note-text strong")).to_have_text("OSDI")
    assert Rating.objects.get().score == 4 and Note.objects.get().author == alice
    expect(tab.locator(".history li")).to_have_count(2)
    shoot(tab, "entry")

    # The CSV of the table.
    tab.get_by_role("link", name="Systems 2027").click()
    with tab.expect_download() as download_info:
        tab.get_by_role("link", name="Export CSV").click()
    with open(download_info.value.path(), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    first = rows[0]
    assert (first["name"], first["status"], first["average_rating"], first["your_rating"]) == (
        chosen[0],
        "Interview",
        "4.00",
        "4",
    )
    assert sorted(r["name"] for r in rows) == sorted(chosen)

    # The board.
    tab.get_by_role("link", name="Board").click()
    interview = tab.locator(".board-column", has=tab.locator("#column-interview"))
    expect(interview.locator(".board-card")).to_have_count(1)
    expect(interview).to_contain_text(chosen[0])
    expect(
        tab.locator(".board-column", has=tab.locator("#column-new")).locator(".board-card")
    ).to_have_count(2)
    shoot(tab, "board")

    # The profile shows the shortlist, the note and the tags box.
    tab.goto(
        f"{live_server.url}{ShortlistEntry.objects.get(status='interview').person.get_absolute_url()}"
    )
    expect(tab.locator(".committee-box")).to_contain_text("Systems 2027")
    expect(tab.locator("#notes")).to_contain_text("Met at OSDI")
    shoot(tab, "profile")


def test_status_moves_and_additions_work_without_javascript(chromium, live_server, seeded, alice):
    context = chromium.new_context(
        java_script_enabled=False, viewport={"width": 1280, "height": 900}
    )
    tab = context.new_page()
    try:
        log_in(tab, live_server, alice, "/shortlists/")
        tab.get_by_label("Name").fill("No script")
        tab.get_by_role("button", name="Create shortlist").click()
        tab.goto(f"{live_server.url}/?area=ml-systems")
        tab.get_by_role("button", name=re.compile("Add all 4")).click()
        tab.wait_for_load_state()
        assert ShortlistEntry.objects.count() == 4
        tab.goto(f"{live_server.url}{ShortlistEntry.objects.first().shortlist.get_absolute_url()}")
        first = tab.locator("tbody tr").first
        first.locator("select").select_option("offer")
        first.get_by_role("button", name="Move").click()
        tab.wait_for_load_state()
        assert ShortlistEntry.objects.filter(status="offer").count() == 1
    finally:
        context.close()


def test_a_search_is_saved_from_the_directory_and_opened_again(tab, live_server, seeded, alice):
    log_in(tab, live_server, alice, "/?area=ml-systems")
    tab.get_by_label("Name this search").fill("ML systems")
    tab.get_by_role("button", name="Save", exact=True).click()
    row = tab.locator("tr", has_text="ML systems")
    expect(row.locator('td[data-label="Matching now"]')).to_have_text("4")
    shoot(tab, "saved-searches")
    row.get_by_role("link", name="ML systems").click()
    tab.wait_for_url(re.compile(r"area=ml-systems"))
    assert len(tab.locator(".person-name > a").all_inner_texts()) == 4
