"""Staff work through "Needs review" in a real browser: accept one item with a key, correct
one and delete one in place; and the same page without JavaScript.

Screenshots go to $SCREENSHOTS_DIR when it is set (to look at them), else to a temporary
folder."""

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from profiles.importing import import_document
from profiles.models import Award, Education, Position, Project, ReviewItem
from profiles.staff.reference_data import load_reference_data
from tests.browser.conftest import PASSWORD, log_in

pytestmark = pytest.mark.browser

PDF = (
    Path(__file__).resolve().parents[2]
    / "tests"
    / "corpus"
    / "cvs"
    / "132_pdf_postdoc_in_education.pdf"
)
CV = """# Ada Example

ada@example.org

## Education

### Peking University
Sep. 2019 – Jun. 2024
*Ph.D. in Computer Science*

## Experience

### Beyond Academics
Research Intern, Jun. 2022 – Aug. 2022

## Projects

- Something we built

## Awards
- Something odd
"""


@pytest.fixture
def queue(transactional_db, django_user_model, tmp_path):
    load_reference_data()
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    import_document(path=cv)
    import_document(path=PDF)
    return django_user_model.objects.create_superuser("editor", password=PASSWORD)


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def item_of(tab, item: ReviewItem):
    return tab.locator(f"#item-{item.pk}")


def test_staff_accept_correct_and_delete_in_place(tab, live_server, queue, shots):
    project = ReviewItem.objects.get(reason="confidence", project__title="Something we built")
    place = ReviewItem.objects.get(reason="unlinked", position__isnull=False)
    award = ReviewItem.objects.get(reason="confidence", award__title="Something odd")
    log_in(tab, live_server, queue, "/admin/profiles/reviewitem/")
    expect(tab.get_by_role("heading", name="Needs review")).to_be_visible()
    tab.screenshot(path=shots / "review-desktop.png", full_page=True)

    # Accept with the keyboard: move to the item, press "a".
    item_of(tab, project).locator(".message").click()
    tab.keyboard.press("a")
    expect(item_of(tab, project).get_by_role("status")).to_have_text("Accepted.")

    # Correct: name the place the import did not link.
    item = item_of(tab, place)
    item.get_by_label("Institution").fill("Google")
    item.get_by_role("button", name=re.compile("^Correct")).click()
    expect(item.get_by_role("status")).to_have_text("Linked to Google.")

    # Delete the award that is no award.
    item = item_of(tab, award)
    item.get_by_role("button", name=re.compile("^Delete the award")).click()
    expect(item.get_by_role("status")).to_have_text("The record was deleted.")
    tab.screenshot(path=shots / "review-decided-desktop.png", full_page=True)

    assert Project.objects.get(title="Something we built").reviewed
    job = Position.objects.get(organization_raw="Beyond Academics")
    assert (job.organization.name, job.edited_by_staff) == ("Google", True)
    assert not Award.objects.filter(title="Something odd").exists()
    assert ReviewItem.objects.get(pk=project.pk).status == "accepted"

    # Reloaded, the queue holds what is left.
    tab.reload()
    assert not tab.locator(f"#item-{project.pk}").count()
    assert not tab.locator(f"#item-{place.pk}").count()


def test_a_pdf_item_shows_its_page_with_the_lines_marked(tab, live_server, queue, shots):
    # The invented PDF parses cleanly: ask about its first degree as the import would.
    degree = Education.objects.filter(source__format="pdf").order_by("line_first").first()
    item = ReviewItem.objects.create(
        person=degree.person,
        key="test",
        reason="confidence",
        message="Is this degree real?",
        education=degree,
        document=degree.source,
        line_first=degree.line_first,
        line_last=degree.line_last,
    )
    log_in(tab, live_server, queue, f"/admin/profiles/reviewitem/?reason={item.reason}")
    box = item_of(tab, item)
    box.get_by_text("The PDF page, lines marked").click()
    image = box.get_by_role("img")
    image.scroll_into_view_if_needed()
    tab.wait_for_function(
        "img => img.complete && img.naturalWidth > 0", arg=image.element_handle(), timeout=30_000
    )
    box.screenshot(path=shots / "review-pdf-desktop.png")
    tab.set_viewport_size({"width": 390, "height": 844})
    tab.screenshot(path=shots / "review-phone.png", full_page=False)
    box.screenshot(path=shots / "review-pdf-phone.png")


def test_the_queue_works_without_javascript(chromium, live_server, queue, shots):
    context = chromium.new_context(
        java_script_enabled=False, viewport={"width": 1280, "height": 900}
    )
    tab = context.new_page()
    try:
        project = ReviewItem.objects.get(reason="confidence", project__title="Something we built")
        log_in(tab, live_server, queue, "/admin/profiles/reviewitem/")
        item_of(tab, project).get_by_role("button", name=re.compile("^Accept")).click()
        tab.wait_for_load_state()
        assert "Ada Example: Accepted." in tab.inner_text(".messagelist")
        assert ReviewItem.objects.get(pk=project.pk).status == "accepted"
        tab.screenshot(path=shots / "review-nojs-desktop.png")
    finally:
        context.close()
