"""The committee's records in the admin: status labels renamed (never added or
deleted), account links set by staff, shortlists for editors and not for viewers."""

import pytest
from django.urls import reverse

from profiles.committee.conflicts import me
from profiles.committee.shortlists import create_shortlist
from profiles.models import Advisor, StatusLabel
from profiles.staff.roles import EDITORS, VIEWERS

pytestmark = pytest.mark.django_db


def test_a_migration_made_one_label_per_status():
    assert list(StatusLabel.objects.values_list("status", "label")) == [
        ("new", "New"),
        ("screening", "Screening"),
        ("interview", "Interview"),
        ("offer", "Offer"),
        ("hired", "Hired"),
        ("declined", "Declined"),
    ]


def test_staff_rename_a_status_but_cannot_add_or_delete_one(admin_client_logged_in):
    label = StatusLabel.objects.get(status="screening")
    url = reverse("admin:profiles_statuslabel_change", args=[label.pk])
    response = admin_client_logged_in.post(url, {"label": "Phone screen"})
    assert response.status_code == 302
    label.refresh_from_db()
    assert label.label == "Phone screen"
    assert admin_client_logged_in.get(reverse("admin:profiles_statuslabel_add")).status_code == 403
    delete = reverse("admin:profiles_statuslabel_delete", args=[label.pk])
    assert admin_client_logged_in.get(delete).status_code == 403


def test_staff_link_an_account_to_its_owners_advisor_record(
    admin_client_logged_in, django_user_model
):
    alice = django_user_model.objects.create_user("alice")
    advisor = Advisor.objects.create(name="Grace Hopper", slug="grace-hopper")
    response = admin_client_logged_in.post(
        reverse("admin:profiles_member_add"), {"user": alice.pk, "advisor": advisor.pk}
    )
    assert response.status_code == 302
    assert me(alice).advisor_id == advisor.pk


def test_editors_see_every_shortlist_in_the_admin_and_viewers_none(user_in, client_for):
    owner = user_in("owner")
    create_shortlist(owner=owner, name="Private list")
    editor = client_for(user_in("ed", EDITORS, is_staff=True))
    viewer = client_for(user_in("vera", VIEWERS, is_staff=True))
    url = reverse("admin:profiles_shortlist_changelist")
    assert b"Private list" in editor.get(url).content
    assert viewer.get(url).status_code == 403
    assert viewer.get(reverse("admin:profiles_note_changelist")).status_code == 200
