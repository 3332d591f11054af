"""Editors change records in the admin; viewers may look but not change."""

import pytest
from django.contrib.auth.models import Group
from django.urls import reverse

from profiles.staff.roles import EDITORS, VIEWERS

pytestmark = pytest.mark.django_db


@pytest.fixture
def login_as(client, django_user_model):
    def login(group_name):
        user = django_user_model.objects.create_user(group_name, password="pw", is_staff=True)
        user.groups.add(Group.objects.get(name=group_name))
        client.force_login(user)
        return client

    return login


def test_an_editor_can_change_a_person(login_as, person):
    client = login_as(EDITORS)
    url = reverse("admin:profiles_person_change", args=[person.pk])
    page = client.get(url)
    assert page.status_code == 200
    assert b'name="_save"' in page.content


def test_a_viewer_sees_a_person_but_cannot_save(login_as, person):
    client = login_as(VIEWERS)
    url = reverse("admin:profiles_person_change", args=[person.pk])
    page = client.get(url)
    assert page.status_code == 200
    assert b'name="_save"' not in page.content
    assert client.post(url, {"full_name": "Changed"}).status_code == 403


def test_a_viewer_cannot_upload_or_merge(login_as):
    client = login_as(VIEWERS)
    assert client.get(reverse("admin:profiles_sourcedocument_upload")).status_code == 403
    assert client.get(reverse("admin:profiles_duplicates")).status_code == 403


def test_the_committee_adds_rates_notes_and_tags_but_deletes_no_shortlist():
    from profiles.staff.roles import COMMITTEE

    perms = set(Group.objects.get(name=COMMITTEE).permissions.values_list("codename", flat=True))
    assert {
        "add_shortlist",
        "add_shortlistentry",
        "add_rating",
        "add_note",
        "add_persontag",
    } <= perms
    assert {"delete_shortlist", "delete_shortlistentry", "change_shortlist"}.isdisjoint(perms)
    assert "view_person" in perms and "change_person" not in perms


def test_no_role_reads_shortlists_ratings_or_saved_searches_through_a_view_permission():
    from profiles.staff.roles import COMMITTEE

    for name in (VIEWERS, COMMITTEE):
        perms = set(Group.objects.get(name=name).permissions.values_list("codename", flat=True))
        assert {"view_shortlist", "view_rating", "view_savedsearch", "view_member"}.isdisjoint(
            perms
        )
        assert "view_note" in perms
