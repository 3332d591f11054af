"""In the admin too, contact details are for those with the permission: a Viewer given
staff status sees a person and their CV without emails, phones or birth dates."""

import pytest
from django.urls import reverse

from profiles.models import SourceDocument

pytestmark = pytest.mark.django_db


@pytest.fixture
def document(person):
    return SourceDocument.objects.create(
        person=person,
        file_name="ada.md",
        sha256="a" * 64,
        format="markdown",
        text="# Ada Example\nEmail: ada [at] example [dot] org\nTel: +86 191 0000 0000\n",
        parser_version="7",
        warnings=["line 2: two addresses, ada@example.org and another"],
    )


def test_a_viewer_with_staff_status_sees_a_person_without_contact_details(
    viewer_staff_client, person
):
    html = viewer_staff_client.get(reverse("admin:profiles_person_change", args=[person.pk]))
    assert html.status_code == 200
    assert "Ada Example" in html.content.decode()
    assert "ada@example.org" not in html.content.decode()
    assert "191 0000" not in html.content.decode()


def test_a_viewer_cannot_find_a_person_by_email(viewer_staff_client, person):
    found = viewer_staff_client.get(reverse("admin:profiles_person_changelist"), {"q": "ada@"})
    assert "0 people" in found.content.decode()


def test_an_editor_sees_and_finds_by_contact_details(editor_client, person):
    html = editor_client.get(reverse("admin:profiles_person_change", args=[person.pk]))
    assert "ada@example.org" in html.content.decode()
    found = editor_client.get(reverse("admin:profiles_person_changelist"), {"q": "ada@"})
    assert "1 person" in found.content.decode()


def test_a_viewer_sees_a_cv_and_its_warnings_redacted_in_the_admin(viewer_staff_client, document):
    url = reverse("admin:profiles_sourcedocument_change", args=[document.pk])
    html = viewer_staff_client.get(url).content.decode()
    assert "Ada Example" in html and "[hidden]" in html
    assert "example [dot] org" not in html and "ada@example.org" not in html
    assert "191 0000" not in html


def test_an_editor_sees_the_whole_cv_in_the_admin(editor_client, document):
    url = reverse("admin:profiles_sourcedocument_change", args=[document.pk])
    html = editor_client.get(url).content.decode()
    assert "ada [at] example [dot] org" in html and "ada@example.org" in html
