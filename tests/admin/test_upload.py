"""Staff upload a CV in the admin, see the import's preview, and confirm it."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from profiles.admin.upload import safe_name, stored
from profiles.models import Person, SourceDocument
from tests.hostile_files import write_long_text, write_zip_bomb

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def upload_dir(tmp_path, monkeypatch):
    monkeypatch.setattr("profiles.admin.upload.UPLOAD_DIR", tmp_path)


CV = b"""# Ada Example

ada@example.org

## Education

### Peking University
Sep. 2019 - Present
*Ph.D. in Computer Science*
"""


def test_the_preview_shows_the_changes_and_writes_nothing(admin_client_logged_in):
    url = reverse("admin:profiles_sourcedocument_upload")
    response = admin_client_logged_in.post(url, {"cv": SimpleUploadedFile("ada.md", CV)})
    html = response.content.decode()
    assert "Importing it would <strong>create a new person</strong>" in html
    assert "full_name: &#x27;&#x27; -&gt; &#x27;Ada Example&#x27;" in html
    assert not Person.objects.exists()
    assert not SourceDocument.objects.exists()


def test_confirming_imports_exactly_the_previewed_file(admin_client_logged_in):
    url = reverse("admin:profiles_sourcedocument_upload")
    preview = admin_client_logged_in.post(url, {"cv": SimpleUploadedFile("ada.md", CV)})
    token = preview.context["upload"]

    done = admin_client_logged_in.post(url, {"confirm": "1", "upload": token})

    person = Person.objects.get()
    assert done["Location"] == reverse("admin:profiles_person_change", args=[person.pk])
    assert person.documents.get().file_name == "ada.md"


def test_a_bad_upload_is_refused_with_its_reason(admin_client_logged_in):
    url = reverse("admin:profiles_sourcedocument_upload")
    response = admin_client_logged_in.post(
        url, {"cv": SimpleUploadedFile("scan.pdf", b"%PDF-1.4 not really")}
    )
    expected = "This file cannot be imported: the file is not a readable PDF"
    assert expected in response.content.decode()


def test_a_forged_confirmation_cannot_reach_other_files(admin_client_logged_in):
    assert stored("../../settings.py") is None
    assert stored("0" * 64 + "/../../etc/passwd") is None
    response = admin_client_logged_in.post(
        reverse("admin:profiles_sourcedocument_upload"),
        {"confirm": "1", "upload": "0" * 64 + "/..%2F..%2Fsecret"},
    )
    assert response.status_code == 302
    assert not Person.objects.exists()


def test_upload_names_lose_their_folders():
    assert safe_name("C:\\Users\\me\\cv 2024.pdf") == "cv 2024.pdf"
    assert safe_name("../../etc/passwd") == "passwd"


def test_only_staff_who_may_add_can_upload(staff_client):
    response = staff_client.get(reverse("admin:profiles_sourcedocument_upload"))
    assert response.status_code == 403


@pytest.mark.parametrize(
    ("write", "name", "reason"),
    [
        (write_zip_bomb, "bomb.docx", "the Word document unpacks to more than the 40 MB limit"),
        (write_long_text, "long.txt", "the text is longer than the 1,000,000 characters limit"),
    ],
)
def test_a_hostile_upload_is_refused_with_its_name_and_reason(
    admin_client_logged_in, tmp_path_factory, write, name, reason
):
    path = write(tmp_path_factory.mktemp("hostile") / name)
    url = reverse("admin:profiles_sourcedocument_upload")
    with path.open("rb") as upload:
        response = admin_client_logged_in.post(url, {"cv": upload})
    html = response.content.decode()
    assert f"Preview: {name}" in html
    assert f"This file cannot be imported: {reason}" in html
    assert not Person.objects.exists()
