"""Headless Chromium through Playwright against pytest-django's live_server.

Debian's /usr/bin/chromium is used; Playwright never downloads a browser here. Without
it the browser tests are skipped, except in CI (the CI variable set), where they fail.
"""

import os
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
PASSWORD = "browser-test-password"


@pytest.fixture(scope="module", autouse=True)
def allow_orm_beside_playwright():
    """Playwright's sync API runs an event loop in the test's thread, so Django takes the
    tests' plain synchronous ORM calls for async code. The variable is set in os.environ
    while a browser test module runs (outliving its browser and its database teardowns)
    and removed after, so it never reaches other tests or the subprocesses they start
    (`check --deploy` refuses it)."""
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if previous is None:
        del os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"]
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture(scope="module")
def chromium():
    """One browser per test module; its event loop ends with the module."""
    if not CHROMIUM.exists():
        reason = f"{CHROMIUM} is missing (install Debian's chromium: make browser)"
        if os.environ.get("CI"):
            pytest.fail(f"Browser tests must run in CI: {reason}")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=LAUNCH_ARGS
        )
        yield browser
        browser.close()


@pytest.fixture
def tab(chromium):
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def member(transactional_db, django_user_model):
    return django_user_model.objects.create_user("member", password=PASSWORD)


def log_in(tab, live_server, user, next_url: str = "/"):
    tab.goto(f"{live_server.url}/login/?next={next_url}")
    tab.get_by_label("User name").fill(user.username)
    tab.get_by_label("Password").fill(PASSWORD)
    tab.get_by_role("button", name="Log in").click()
    tab.wait_for_load_state()
