"""Contact details in every form a CV writes them: none reach a user without the
permission (profile, source page, search results, the CSV), all reach an Editor."""

import csv
import io

import pytest
from django.urls import reverse

from profiles.importing import import_document
from profiles.models import SourceDocument
from tests.contact_forms import CV, SECRETS

pytestmark = pytest.mark.django_db


@pytest.fixture
def quinn(tmp_path):
    path = tmp_path / "quinn_zephyrine.md"
    path.write_text(CV, encoding="utf-8")
    result = import_document(path=path)
    assert result.status == "created", result.error
    return result.person


def body(response) -> str:
    assert response.status_code == 200
    if response.streaming:
        return b"".join(response.streaming_content).decode("utf-8-sig")
    return response.content.decode()


def pages(client, person) -> dict[str, str]:
    """Everything a user can read about the person, by where it is shown."""
    document = SourceDocument.objects.get(person=person)
    return {
        "profile": body(client.get(person.get_absolute_url())),
        "source page": body(client.get(reverse("profiles:source", args=[document.pk]))),
        "search results": body(client.get("/", {"q": "Zephyrine"})),
        "csv": body(client.get("/people.csv", {"q": "Zephyrine"})),
    }


@pytest.mark.parametrize("who", ["member", "staff", "viewer_staff"])
def test_no_contact_form_reaches_a_user_without_the_permission(request, who, quinn):
    shown = pages(request.getfixturevalue(f"{who}_client"), quinn)
    assert "Quinn Zephyrine" in shown["search results"] and "Quinn Zephyrine" in shown["csv"]
    leaks = [
        (form, where) for form, secret in SECRETS for where, text in shown.items() if secret in text
    ]
    assert leaks == []


def test_every_contact_form_reaches_an_editor(editor_client, quinn):
    shown = pages(editor_client, quinn)
    assert [form for form, secret in SECRETS if secret not in shown["profile"]] == []
    assert [form for form, secret in SECRETS if secret not in shown["source page"]] == []
    row = next(csv.DictReader(io.StringIO(shown["csv"])))
    assert "qzalpha@zephyrmail.org" in row["emails"]


def test_the_profile_lists_the_parsed_contact_details_for_an_editor(editor_client, quinn):
    assert {"qzalpha@zephyrmail.org", "qzbravo@bravohost.com"} <= set(quinn.emails)
    html = body(editor_client.get(quinn.get_absolute_url()))
    assert '<a href="mailto:qzalpha@zephyrmail.org">' in html
