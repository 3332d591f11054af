"""Login throttling (django-axes): 20 wrong passwords lock the account and the address
for a while, on the site and in the admin, with a plain message; a superuser unlocks
them in the admin."""

from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.contrib.admin import helpers
from django.urls import reverse

pytestmark = pytest.mark.django_db

LIMIT = 20


@pytest.fixture(autouse=True)
def fast_hashing(settings):
    # Twenty wrong passwords hash twenty times; the default hasher takes a while each.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def member(django_user_model):
    return django_user_model.objects.create_user("member", password="right-password")


def log_in(client, password, *, username="member", address="10.0.0.1", url="/login/"):
    return client.post(url, {"username": username, "password": password}, REMOTE_ADDR=address)


def fail(client, times, **where) -> list[int]:
    """Wrong passwords; the status of each answer."""
    return [log_in(client, "wrong", **where).status_code for _ in range(times)]


def test_nineteen_wrong_passwords_still_let_the_right_one_in(client, member):
    fail(client, LIMIT - 1)
    assert log_in(client, "right-password").status_code == 302


def test_twenty_wrong_passwords_lock_the_account_with_a_plain_message(client, member):
    # The form again ("did not match") nineteen times; the twentieth locks.
    assert fail(client, LIMIT) == [200] * (LIMIT - 1) + [429]
    response = log_in(client, "right-password")
    assert response.status_code == 429
    page = response.content.decode()
    assert "Too many failed logins" in page
    assert "locked for 15 minutes" in page and "ask an administrator" in page
    assert "_auth_user_id" not in client.session


def test_the_account_stays_locked_from_another_address(client, member):
    fail(client, LIMIT)
    assert log_in(client, "right-password", address="10.9.9.9").status_code == 429


def test_the_address_is_locked_for_other_accounts_too(client, member, django_user_model):
    django_user_model.objects.create_user("other", password="other-password")
    for n in range(LIMIT):
        log_in(client, "wrong", username=f"guess{n}")
    assert log_in(client, "other-password", username="other").status_code == 429
    assert log_in(client, "other-password", username="other", address="10.0.0.2").status_code == 302


def test_the_admin_login_is_throttled_as_well(client, django_user_model):
    django_user_model.objects.create_superuser("root", password="root-password")
    admin_login = reverse("admin:login")
    fail(client, LIMIT, username="root", url=admin_login)
    response = log_in(client, "root-password", username="root", url=admin_login)
    assert response.status_code == 429
    assert "Too many failed logins" in response.content.decode()


def test_the_lock_ends_after_a_while(client, member):
    fail(client, LIMIT)
    AccessAttempt.objects.update(
        attempt_time=AccessAttempt.objects.get().attempt_time - timedelta(minutes=16)
    )
    assert log_in(client, "right-password").status_code == 302


def test_a_superuser_unlocks_an_account_in_the_admin(client, member, admin_client_logged_in):
    fail(client, LIMIT)
    attempts = list(AccessAttempt.objects.values_list("pk", flat=True))
    response = admin_client_logged_in.post(
        reverse("admin:axes_accessattempt_changelist"),
        {"action": "unlock", helpers.ACTION_CHECKBOX_NAME: attempts},
        follow=True,
    )
    assert "Unlocked: member from 10.0.0.1." in response.content.decode()
    assert log_in(client, "right-password").status_code == 302


def test_behind_a_proxy_the_address_is_the_one_the_proxy_saw(client, member, settings):
    settings.PROXY_COUNT = 1

    def through_proxy(username, password, client_address, forged=""):
        forwarded = f"{forged}, {client_address}" if forged else client_address
        return client.post(
            "/login/",
            {"username": username, "password": password},
            REMOTE_ADDR="127.0.0.1",
            HTTP_X_FORWARDED_FOR=forwarded,
        )

    for n in range(LIMIT):
        through_proxy(f"guess{n}", "wrong", "203.0.113.5", forged=f"10.0.0.{n}")
    assert through_proxy("member", "right-password", "203.0.113.5").status_code == 429
    # Another client behind the same proxy is not locked out.
    assert through_proxy("member", "right-password", "198.51.100.7").status_code == 302
