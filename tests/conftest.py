import pytest
from django.contrib.auth import get_user_model

from profiles.models import Institution, Person


@pytest.fixture
def staff_client(client, db):
    user = get_user_model().objects.create_user("staff", password="pw", is_staff=True)
    client.force_login(user)
    return client


@pytest.fixture
def admin_client_logged_in(client, db):
    user = get_user_model().objects.create_superuser("root", password="pw")
    client.force_login(user)
    return client


@pytest.fixture
def member_client(client, db):
    """A logged-in user who is not staff: may browse, may not see contact details."""
    user = get_user_model().objects.create_user("member", password="pw")
    client.force_login(user)
    return client


@pytest.fixture
def person(db):
    return Person.objects.create(
        full_name="Ada Example",
        native_name="艾达",
        slug="ada-example",
        emails=["ada@example.org"],
        phones=["+86 191 0000 0000"],
    )


@pytest.fixture
def university(db):
    return Institution.objects.create(
        name="Example University", slug="example-university", kind="university"
    )
