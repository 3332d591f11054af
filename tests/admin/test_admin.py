"""Staff work in the admin: every model is registered and its pages open."""

import pytest
from django.contrib import admin
from django.urls import reverse

from profiles import models
from profiles.models import (
    Advisor,
    Award,
    Education,
    EducationAdvisor,
    Position,
    Publication,
    SourceDocument,
)
from profiles.text import title_key

pytestmark = pytest.mark.django_db

EDITABLE = [
    models.Institution,
    models.ResearchArea,
    models.Person,
    models.Advisor,
    models.Education,
    models.Position,
    models.Publication,
    models.Award,
    models.SourceDocument,
]


@pytest.mark.parametrize("model", EDITABLE, ids=lambda m: m.__name__)
def test_every_model_is_registered(model):
    assert admin.site.is_registered(model)


@pytest.fixture
def filled(person, university):
    document = SourceDocument.objects.create(
        person=person,
        file_name="ada.md",
        sha256="a" * 64,
        format="markdown",
        text="# Ada",
        parser_version="1",
    )
    advisor = Advisor.objects.create(name="Xin Jin", native_name="金鑫", slug="xin-jin")
    education = Education.objects.create(
        person=person, institution=university, degree="phd", start_year=2020, source=document
    )
    EducationAdvisor.objects.create(education=education, advisor=advisor)
    Position.objects.create(person=person, organization=university, title="Intern")
    Award.objects.create(person=person, title="Best Paper", year=2023)
    paper = Publication.objects.create(
        title="A Paper", title_key=title_key("A Paper"), authors=["Ada Example"], year=2023
    )
    paper.people.add(person)
    return person


@pytest.mark.parametrize("model", EDITABLE, ids=lambda m: m.__name__)
def test_every_changelist_opens(admin_client_logged_in, filled, model):
    url = reverse(f"admin:profiles_{model._meta.model_name}_changelist")
    assert admin_client_logged_in.get(url).status_code == 200


def test_the_person_page_shows_every_kind_of_record_inline(admin_client_logged_in, filled):
    response = admin_client_logged_in.get(reverse("admin:profiles_person_change", args=[filled.pk]))
    html = response.content.decode()
    for heading in ("Education", "Positions", "Awards", "Best Paper", "Intern"):
        assert heading in html


def test_staff_can_search_people_by_native_name(admin_client_logged_in, filled):
    response = admin_client_logged_in.get(
        reverse("admin:profiles_person_changelist"), {"q": "艾达"}
    )
    assert "Ada Example" in response.content.decode()


def test_institution_autocomplete_finds_by_alias(admin_client_logged_in, university):
    university.aliases = ["EXU"]
    university.save()
    response = admin_client_logged_in.get(
        reverse("admin:autocomplete"),
        {
            "term": "EXU",
            "app_label": "profiles",
            "model_name": "education",
            "field_name": "institution",
        },
    )
    assert [r["text"] for r in response.json()["results"]] == ["Example University"]


def test_parse_warnings_are_listed_and_filterable(admin_client_logged_in, person):
    noisy = SourceDocument.objects.create(
        person=person,
        file_name="noisy.md",
        sha256="1" * 64,
        format="markdown",
        text="# Ada <b>",
        parser_version="1",
        warnings=["Could not read dates in line 3: 'TBD'."],
    )
    SourceDocument.objects.create(
        person=person,
        file_name="clean.md",
        sha256="2" * 64,
        format="markdown",
        text="",
        parser_version="1",
    )
    changelist = reverse("admin:profiles_sourcedocument_changelist")
    listed = admin_client_logged_in.get(changelist, {"notes": "warnings"}).content.decode()
    assert "noisy.md" in listed
    assert "clean.md" not in listed

    page = admin_client_logged_in.get(
        reverse("admin:profiles_sourcedocument_change", args=[noisy.pk])
    ).content.decode()
    assert "<li>Could not read dates in line 3: &#x27;TBD&#x27;.</li>" in page
    assert "# Ada &lt;b&gt;" in page, "the source text is shown, escaped"
