"""Staff upload a CV in the admin, read the preview and confirm it, in a real browser."""

from pathlib import Path

import pytest

from profiles.models import Person
from tests.browser.conftest import PASSWORD, log_in

pytestmark = pytest.mark.browser

CV = Path(__file__).resolve().parents[2] / "fixtures" / "cvs" / "002_6b0fc1a58155d0c0.txt"


@pytest.fixture
def editor(transactional_db, django_user_model, tmp_path, monkeypatch):
    monkeypatch.setattr("profiles.admin.upload.UPLOAD_DIR", tmp_path)
    return django_user_model.objects.create_superuser("editor", password=PASSWORD)


def test_staff_upload_a_cv_see_the_preview_and_confirm(tab, live_server, editor):
    log_in(tab, live_server, editor, "/admin/profiles/person/")
    tab.get_by_role("link", name="Import a CV").click()

    tab.get_by_label("CV file").set_input_files(str(CV))
    tab.get_by_role("button", name="Preview").click()

    assert "Importing it would create a new person" in tab.inner_text("#content")
    assert "full_name: '' -> 'Zhuofu Chen'" in tab.inner_text("ul.changes")
    assert not Person.objects.exists(), "a preview writes nothing"

    tab.get_by_role("button", name="Confirm import").click()
    tab.wait_for_load_state()

    person = Person.objects.get()
    assert person.full_name == "Zhuofu Chen"
    assert tab.url.endswith(f"/admin/profiles/person/{person.pk}/change/")
    assert "created Zhuofu Chen" in tab.inner_text(".messagelist")
