"""The "Needs review" page: a fixed number of queries for any queue, and decisions made
in place with plain forms (no JavaScript needed)."""

import pytest
from django.urls import reverse

from profiles.models import (
    Advisor,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    Position,
    ReviewItem,
    SourceDocument,
    Suppression,
)

pytestmark = pytest.mark.django_db

QUEUE = "/admin/profiles/reviewitem/"


def queue_of(count: int) -> list[ReviewItem]:
    """`count` open items of every sort, each on its own person, record and document."""
    items = []
    for i in range(count):
        person = Person.objects.create(full_name=f"Person {i:03}", slug=f"person-{i:03}")
        document = SourceDocument.objects.create(
            person=person,
            file_name=f"cv{i}.md",
            sha256=f"{i:064d}",
            format="markdown",
            text="\n".join(f"line {n}" for n in range(1, 30)),
            parser_version="7",
        )
        place = Institution.objects.create(name=f"Place {i}", slug=f"place-{i}")
        advisor = Advisor.objects.create(name=f"Advisor {i}", slug=f"advisor-{i}")
        sourced = {"source": document, "line_first": 5, "line_last": 6, "stated_by": []}
        education = Education.objects.create(
            person=person, institution=place, degree="phd", import_key=f"phd|{i}", **sourced
        )
        EducationAdvisor.objects.create(education=education, advisor=advisor)
        position = Position.objects.create(
            person=person, organization_raw="Beyond Academics", title="Intern", **sourced
        )
        position.supervisors.add(advisor)
        common = {"person": person, "document": document, "line_first": 5, "line_last": 6}
        sort = i % 3
        if sort == 0:
            item = ReviewItem(key="e", reason="confidence", message="Unsure.", **common)
            item.education = education
        elif sort == 1:
            item = ReviewItem(key="p", reason="unlinked", message="Not a place.", **common)
            item.position = position
            item.details = {"place": "Beyond Academics"}
        else:
            item = ReviewItem(key="w", reason="warning", message="Left out line 5.", **common)
        item.save()
        items.append(item)
    return items


# 1 the session, 2 the user, 3 the counts by reason (the paginator's count too), 4 the
# page's items with their people, records, places and documents, 5 the advisors of their
# education, 6 the mentors of their positions (those of projects: none here, so no query).
@pytest.mark.parametrize("count", [2, 50])
def test_the_queue_costs_the_same_queries_for_2_items_as_for_50(
    count, admin_client_logged_in, django_assert_num_queries
):
    queue_of(count)
    with django_assert_num_queries(6):
        page = admin_client_logged_in.get(QUEUE)
    assert page.status_code == 200
    shown = page.context["shown"]
    assert len(shown) == min(count, 25)
    assert "Beyond Academics" in page.content.decode()
    assert page.context["total"] == count


def test_each_item_is_shown_beside_its_lines(admin_client_logged_in):
    [item] = queue_of(1)
    page = admin_client_logged_in.get(QUEUE).content.decode()
    assert '<tr class="marked"><th scope="row">5</th><td><pre>line 5</pre>' in page
    assert '<th scope="row">3</th>' in page and '<th scope="row">9</th>' not in page
    assert (
        f'action="{reverse("admin:profiles_reviewitem_decide", args=[item.pk, "accept"])}"' in page
    )


def post(client, item, action, data=None, **headers):
    url = reverse("admin:profiles_reviewitem_decide", args=[item.pk, action])
    return client.post(url, {"next": QUEUE, **(data or {})}, **headers)


def test_accepting_keeps_the_record_through_later_imports(admin_client_logged_in):
    [item] = queue_of(1)
    response = post(admin_client_logged_in, item, "accept")
    assert response.status_code == 302 and response.url == QUEUE
    item.refresh_from_db()
    assert (item.status, item.decided_by.username) == ("accepted", "root")
    assert Education.objects.get(pk=item.education_id).reviewed


def test_accepting_a_place_that_was_not_linked_makes_it_an_institution(admin_client_logged_in):
    item = queue_of(2)[1]
    post(admin_client_logged_in, item, "accept")
    position = Position.objects.get(pk=item.position_id)
    assert position.organization.name == "Beyond Academics"


def test_correcting_links_the_place_staff_name_and_learns_the_written_one(admin_client_logged_in):
    item = queue_of(2)[1]
    mit = Institution.objects.get(name="Massachusetts Institute of Technology")
    post(admin_client_logged_in, item, "correct", {f"item{item.pk}-name": "MIT"})
    position = Position.objects.get(pk=item.position_id)
    assert position.organization == mit
    assert position.edited_by_staff
    mit.refresh_from_db()
    assert "Beyond Academics" in mit.aliases


def test_correcting_a_record_sets_its_fields_as_a_staff_correction(admin_client_logged_in):
    [item] = queue_of(1)
    prefix = f"item{item.pk}"
    post(
        admin_client_logged_in,
        item,
        "correct",
        {f"{prefix}-degree": "master", f"{prefix}-start_year": "2018", f"{prefix}-end_year": ""},
    )
    education = Education.objects.get(pk=item.education_id)
    assert (education.degree, education.start_year, education.edited_by_staff) == (
        "master",
        2018,
        True,
    )
    item.refresh_from_db()
    assert item.status == "corrected"


def test_a_correction_that_makes_no_sense_is_refused_with_a_message(admin_client_logged_in):
    [item] = queue_of(1)
    prefix = f"item{item.pk}"
    data = {f"{prefix}-degree": "phd", f"{prefix}-start_year": "2020", f"{prefix}-end_year": "2019"}
    response = post(admin_client_logged_in, item, "correct", data, HTTP_X_REQUESTED_WITH="fetch")
    assert response.status_code == 400
    assert response.json() == {"ok": False, "message": "The end comes before the start."}
    item.refresh_from_db()
    assert item.status == "open"


def test_deleting_removes_the_record_for_good(admin_client_logged_in):
    [item] = queue_of(1)
    education_id = item.education_id
    response = post(admin_client_logged_in, item, "delete", HTTP_X_REQUESTED_WITH="fetch")
    assert response.json() == {"ok": True, "message": "The record was deleted."}
    assert not Education.objects.filter(pk=education_id).exists()
    assert Suppression.objects.filter(kind="education", import_key="phd|0").exists()


def test_dismissing_a_warning_keeps_it_decided(admin_client_logged_in):
    item = queue_of(3)[2]
    post(admin_client_logged_in, item, "delete")
    item.refresh_from_db()
    assert item.status == "deleted"
    assert not ReviewItem.objects.open().filter(pk=item.pk).exists()


def test_viewers_see_the_queue_but_cannot_decide(client, django_user_model):
    from profiles.staff.roles import VIEWERS, ensure_roles

    ensure_roles()
    viewer = django_user_model.objects.create_user("viewer", password="pw", is_staff=True)
    viewer.groups.add(
        __import__("django.contrib.auth.models").contrib.auth.models.Group.objects.get(name=VIEWERS)
    )
    client.force_login(viewer)
    [item] = queue_of(1)
    page = client.get(QUEUE)
    assert page.status_code == 200
    assert "data-action" not in page.content.decode()
    assert post(client, item, "accept").status_code == 403
    item.refresh_from_db()
    assert item.status == "open"
