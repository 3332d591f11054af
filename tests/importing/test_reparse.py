"""Re-parsing every stored CV (after a parser upgrade): the command and the admin action
rebuild people from all their sources and keep what staff decided."""

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from profiles.importing import import_document
from profiles.models import Award, OriginalFile, SourceDocument
from profiles.staff.reference_data import load_reference_data

pytestmark = pytest.mark.django_db

SEEDS = Path(__file__).resolve().parents[2] / "fixtures" / "cvs"


@pytest.fixture
def imported(db):
    load_reference_data()
    return import_document(path=SEEDS / "002_6b0fc1a58155d0c0.txt").person


def test_the_command_parses_every_cv_again_and_says_so(imported):
    Award.objects.filter(person=imported).delete()
    out = StringIO()
    call_command("reparse_cvs", stdout=out)
    assert out.getvalue().strip() == "Re-parsed 1 file: 1 updated, 0 unchanged, 0 failed."
    assert Award.objects.filter(person=imported).exists()


def test_the_command_takes_people_by_slug_and_refuses_unknown_ones(imported):
    out = StringIO()
    call_command("reparse_cvs", "--person", imported.slug, stdout=out)
    assert out.getvalue().strip() == "Re-parsed 1 file: 0 updated, 1 unchanged, 0 failed."
    with pytest.raises(CommandError, match="No such person: nobody"):
        call_command("reparse_cvs", "--person", "nobody", stdout=StringIO())


def test_a_pdf_imported_before_files_were_kept_is_reported(imported):
    OriginalFile.objects.all().delete()
    SourceDocument.objects.update(format="pdf")
    err = StringIO()
    with pytest.raises(CommandError):
        call_command("reparse_cvs", stdout=StringIO(), stderr=err)
    assert "imported before its file was kept; import it again" in err.getvalue()


def test_staff_reparse_selected_people_from_the_admin(admin_client_logged_in, imported):
    Award.objects.filter(person=imported).delete()
    response = admin_client_logged_in.post(
        "/admin/profiles/person/",
        {"action": "reparse_selected", "_selected_action": [imported.pk]},
        follow=True,
    )
    assert "Re-parsed 1 CVs: 1 changed their person" in response.content.decode()
    assert Award.objects.filter(person=imported).exists()
