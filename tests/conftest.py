"""Shared fixtures. Django is imported inside them so that the parser's tests
(tests/parsing, pure Python) also run without Django: `pytest -p no:django`."""

import pytest

# A statement that runs this long is a hang (a bad plan), not a slow test: it fails the
# test that ran it instead of holding the whole suite until CI's time runs out.
STATEMENT_TIMEOUT_MS = 120_000


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix):
    from django.conf import settings

    options = settings.DATABASES["default"].setdefault("OPTIONS", {})
    options["options"] = f"{options.get('options', '')} -c statement_timeout={STATEMENT_TIMEOUT_MS}"


@pytest.fixture
def staff_client(client, db):
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_user("staff", password="pw", is_staff=True)
    client.force_login(user)
    return client


def in_group(name: str, *, is_staff: bool):
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group

    user = get_user_model().objects.create_user(name.lower(), password="pw", is_staff=is_staff)
    user.groups.add(Group.objects.get(name=name))
    return user


@pytest.fixture
def editor_client(client, db):
    """An Editor with staff status: changes records, sees contact details."""
    client.force_login(in_group("Editors", is_staff=True))
    return client


@pytest.fixture
def viewer_staff_client(client, db):
    """A Viewer given staff status: may open the admin, may not see contact details."""
    client.force_login(in_group("Viewers", is_staff=True))
    return client


@pytest.fixture
def admin_client_logged_in(client, db):
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_superuser("root", password="pw")
    client.force_login(user)
    return client


@pytest.fixture
def member_client(client, db):
    """A logged-in user who is not staff: may browse, may not see contact details."""
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_user("member", password="pw")
    client.force_login(user)
    return client


@pytest.fixture
def person(db):
    from profiles.models import Person

    return Person.objects.create(
        full_name="Ada Example",
        native_name="艾达",
        slug="ada-example",
        emails=["ada@example.org"],
        phones=["+86 191 0000 0000"],
    )


@pytest.fixture
def university(db):
    from profiles.models import Institution

    return Institution.objects.create(
        name="Example University", slug="example-university", kind="university"
    )


@pytest.fixture
def user_in(django_user_model, db):
    """An account in one of the roles (Editors, Viewers, Committee), or in none."""
    from django.contrib.auth.models import Group

    def make(username: str, group: str | None = None, **fields):
        user = django_user_model.objects.create_user(username, password="pw", **fields)
        if group:
            user.groups.add(Group.objects.get(name=group))
        return user

    return make


@pytest.fixture
def client_for(db):
    """A fresh test client logged in as the given user."""
    from django.test import Client

    def make(user):
        client = Client()
        client.force_login(user)
        return client

    return make
