"""Who may see what: browsing needs an account, contact details the permission."""

import pytest
from django.test import override_settings
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_anonymous_visitors_are_sent_to_login(client):
    response = client.get("/")
    assert response.status_code == 302
    assert response["Location"] == "/login/?next=/"


def test_the_login_page_is_open_and_in_the_site_look(client):
    response = client.get(reverse("login"))
    assert response.status_code == 200
    assert b'<link rel="stylesheet" href="/static/css/site.css">' in response.content
    assert b'<label for="id_username">' in response.content


def test_a_wrong_password_is_told_plainly(client, django_user_model):
    django_user_model.objects.create_user("member", password="right")
    response = client.post(reverse("login"), {"username": "member", "password": "wrong"})
    assert b"did not match" in response.content


def test_a_member_sees_a_profile_without_contact_details(member_client, person):
    response = member_client.get(person.get_absolute_url())
    assert response.status_code == 200
    assert "艾达" in response.content.decode()
    assert b"ada@example.org" not in response.content
    assert b"+86 191" not in response.content


def test_editors_see_contact_details(editor_client, person):
    response = editor_client.get(person.get_absolute_url())
    assert b"ada@example.org" in response.content
    assert b"+86 191 0000 0000" in response.content


@pytest.mark.parametrize("status", ["staff", "viewer_staff"])
def test_staff_status_alone_shows_no_contact_details(request, status, person):
    client = request.getfixturevalue(f"{status}_client")
    response = client.get(person.get_absolute_url())
    assert response.status_code == 200
    assert b"ada@example.org" not in response.content
    assert b"+86 191" not in response.content


def test_superusers_see_contact_details(admin_client_logged_in, person):
    response = admin_client_logged_in.get(person.get_absolute_url())
    assert b"ada@example.org" in response.content


def test_open_browsing_lets_anonymous_visitors_in_but_hides_contacts(client, person, settings):
    settings.MIDDLEWARE = [
        m for m in settings.MIDDLEWARE if not m.endswith("LoginRequiredMiddleware")
    ]
    with override_settings(OPEN_BROWSING=True):
        response = client.get(person.get_absolute_url())
    assert response.status_code == 200
    assert b"ada@example.org" not in response.content


def test_logging_out_takes_a_post_and_ends_the_session(member_client):
    response = member_client.post(reverse("logout"))
    assert response.status_code == 302
    assert member_client.get("/").status_code == 302
