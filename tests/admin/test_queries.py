"""Admin pages run a fixed number of queries, however many records they show."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from profiles.models import (
    Advisor,
    Award,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    Position,
    Project,
    Publication,
    SourceDocument,
)
from profiles.text import title_key

pytestmark = pytest.mark.django_db


def add_records(person: Person, count: int) -> None:
    """`count` imported records of every kind, each with an advisor and an institution."""
    document = SourceDocument.objects.create(
        person=person,
        file_name=f"{person.slug}.md",
        sha256=f"{person.pk:064d}",
        format="markdown",
        text="line\n" * 40,
        parser_version="1",
    )
    for i in range(count):
        place = Institution.objects.create(name=f"{person.slug} U{i}", slug=f"{person.slug}-u{i}")
        advisor = Advisor.objects.create(name=f"{person.slug} A{i}", slug=f"{person.slug}-a{i}")
        sourced = {"source": document, "line_first": i + 1, "line_last": i + 2}
        education = Education.objects.create(
            person=person, institution=place, degree="phd", **sourced
        )
        EducationAdvisor.objects.create(education=education, advisor=advisor)
        position = Position.objects.create(
            person=person, organization=place, title="Intern", **sourced
        )
        position.supervisors.add(advisor)
        Project.objects.create(person=person, title=f"Project {i}").supervisors.add(advisor)
        Award.objects.create(person=person, title=f"Award {i}", **sourced)
        Publication.objects.create(
            title=f"{person.slug} paper {i}", title_key=title_key(f"{person.slug} paper {i}")
        ).people.add(person)


def person_with(count: int) -> Person:
    person = Person.objects.create(full_name=f"Person {count}", slug=f"person-{count}")
    add_records(person, count)
    return person


def queries(client, url) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(url).status_code == 200
    return len(captured)


def test_the_person_page_costs_the_same_for_two_records_or_six(
    admin_client_logged_in, django_assert_num_queries
):
    small, large = person_with(2), person_with(6)
    warm = reverse("admin:profiles_person_change", args=[small.pk])
    admin_client_logged_in.get(warm)  # first request of the session loads caches

    for person in (small, large):
        # 1 session, 2 user, 3 person, 4 its areas, 5 every area (the area selector);
        # widget labels: 6-7 institutions (education, positions), 8-9 advisors
        # (positions, projects), 10 publications; inline rows: 11 education,
        # 12 positions, 13 their supervisors, 14 projects, 15 their supervisors,
        # 16 authorships, 17 awards; 18 the audit entry (a superuser sees contact details)
        with django_assert_num_queries(18):
            url = reverse("admin:profiles_person_change", args=[person.pk])
            assert admin_client_logged_in.get(url).status_code == 200


@pytest.mark.parametrize(
    "model",
    [
        "person",
        "education",
        "position",
        "publication",
        "award",
        "advisor",
        "institution",
        "sourcedocument",
        "researcharea",
    ],
)
def test_every_changelist_costs_the_same_for_few_rows_or_many(admin_client_logged_in, model):
    url = reverse(f"admin:profiles_{model}_changelist")
    admin_client_logged_in.get(url)
    person_with(1)
    few = queries(admin_client_logged_in, url)
    person_with(5)
    assert queries(admin_client_logged_in, url) == few


@pytest.mark.parametrize(
    "model, pick",
    [
        ("education", lambda p: p.education.first()),
        ("position", lambda p: p.positions.first()),
        ("award", lambda p: p.awards.first()),
        ("publication", lambda p: p.publications.first()),
        ("advisor", lambda p: Advisor.objects.filter(education__person=p).first()),
        ("institution", lambda p: Institution.objects.filter(education__person=p).first()),
        ("sourcedocument", lambda p: p.documents.first()),
    ],
)
def test_every_change_page_costs_a_fixed_number(admin_client_logged_in, model, pick):
    small, large = person_with(1), person_with(5)
    counts = []
    for person in (small, large, small):
        url = reverse(f"admin:profiles_{model}_change", args=[pick(person).pk])
        counts.append(queries(admin_client_logged_in, url))
    assert counts[1] == counts[2], counts
