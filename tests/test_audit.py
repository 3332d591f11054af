"""The audit log: who imported, exported, erased, merged or saw contact details; read
by superusers alone, in the admin."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from profiles.models import AuditEntry, Person, SourceDocument

pytestmark = pytest.mark.django_db

CV = """# Ada Lovelacey

ada.lovelacey@example.org

## Education

### Zarkov Institute of Technology
Sep. 2019 – Jun. 2024
*Ph.D. in Computer Science*
"""


def entries() -> list[tuple[str, str, str]]:
    return list(AuditEntry.objects.order_by("pk").values_list("actor", "action", "summary"))


@pytest.fixture
def imported(tmp_path):
    path = tmp_path / "ada.md"
    path.write_text(CV)
    call_command("import_cvs", str(path), stdout=StringIO())
    return Person.objects.get(full_name="Ada Lovelacey")


def test_the_import_command_records_who_ran_it_and_what_it_did(imported):
    [(actor, action, summary)] = entries()
    assert actor.endswith("(command line)")
    assert (action, summary) == ("import", "1 file: 1 created, 0 updated, 0 unchanged, 0 failed")


def test_a_dry_run_records_nothing(tmp_path):
    path = tmp_path / "ada.md"
    path.write_text(CV)
    call_command("import_cvs", str(path), "--dry-run", stdout=StringIO())
    assert entries() == []


def test_an_editor_who_sees_a_profiles_contact_details_is_recorded(imported, editor_client):
    AuditEntry.objects.all().delete()
    editor_client.get(imported.get_absolute_url())
    [entry] = AuditEntry.objects.all()
    assert (entry.actor, entry.action, entry.person) == ("editors", "contact", imported)
    assert entry.path == imported.get_absolute_url()


def test_a_viewer_who_sees_no_contact_details_is_not_recorded(imported, member_client):
    AuditEntry.objects.all().delete()
    member_client.get(imported.get_absolute_url())
    document = imported.documents.get()
    member_client.get(reverse("profiles:source", args=[document.pk]))
    assert entries() == []


def test_the_cv_text_and_the_original_file_are_recorded_for_an_editor(imported, editor_client):
    AuditEntry.objects.all().delete()
    document = imported.documents.get()
    editor_client.get(reverse("profiles:source", args=[document.pk]))
    editor_client.get(reverse("profiles:source_original", args=[document.pk]))
    assert [(a, s) for _, a, s in entries()] == [
        ("contact", f"the text of CV #{document.pk}"),
        ("contact", f"the original file of CV #{document.pk}"),
    ]


@pytest.mark.parametrize(
    ("who", "summary"),
    [
        ("editor_client", "the directory, with emails and phones"),
        ("member_client", "the directory"),
    ],
)
def test_a_csv_export_is_recorded_with_whether_it_held_contact_details(
    imported, request, who, summary
):
    AuditEntry.objects.all().delete()
    client = request.getfixturevalue(who)
    response = client.get("/people.csv", {"q": "Lovelacey"})
    b"".join(response.streaming_content)
    [(_, action, said)] = entries()
    assert (action, said) == ("export", summary)
    assert AuditEntry.objects.get().path == "/people.csv?q=Lovelacey"


def test_an_erasure_leaves_one_entry_naming_no_one_and_none_about_the_person(
    imported, editor_client
):
    editor_client.get(imported.get_absolute_url())  # an entry about Ada
    changelist = reverse("admin:profiles_person_changelist")
    chosen = {"action": "erase_selected", "_selected_action": [imported.pk], "confirm": "yes"}
    editor_client.post(changelist, chosen)

    assert not Person.objects.exists()
    kept = list(AuditEntry.objects.order_by("pk"))
    assert [e.action for e in kept] == ["import", "erase"]
    assert kept[1].summary.startswith("Erased 1 person: ")
    for entry in kept:
        assert "Lovelacey" not in f"{entry.summary} {entry.path}"


def test_the_person_pages_delete_erases_the_person_and_their_sources(imported, editor_client):
    delete = reverse("admin:profiles_person_delete", args=[imported.pk])
    editor_client.post(delete, {"post": "yes"})

    assert not Person.objects.exists()
    assert not SourceDocument.objects.exists(), "no CV of hers is left behind"
    assert AuditEntry.objects.filter(action="erase").count() == 1


def test_the_changelist_offers_erasing_not_deleting(imported, editor_client):
    page = editor_client.get(reverse("admin:profiles_person_changelist")).content.decode()
    assert 'value="erase_selected"' in page
    assert 'value="delete_selected"' not in page


def test_a_merge_is_recorded(editor_client):
    a = Person.objects.create(full_name="Ada Lovelacey", slug="ada")
    b = Person.objects.create(full_name="Ada Lovelacey", slug="ada-2")
    changelist = reverse("admin:profiles_person_changelist")
    chosen = {"action": "merge_selected", "_selected_action": [a.pk, b.pk], "keep": a.pk}
    editor_client.post(changelist, chosen)
    [entry] = AuditEntry.objects.all()
    assert (entry.action, entry.summary, entry.person) == ("merge", f"2 people into #{a.pk}", a)


@pytest.mark.parametrize(
    ("who", "status"), [("editor_client", 403), ("admin_client_logged_in", 200)]
)
def test_only_superusers_read_the_audit_log(request, who, status):
    client = request.getfixturevalue(who)
    assert client.get(reverse("admin:profiles_auditentry_changelist")).status_code == status


@pytest.mark.parametrize("rows", [2, 50])
def test_the_audit_log_costs_the_same_queries_for_any_length(admin_client_logged_in, rows):
    people = [Person.objects.create(full_name=f"P {i}", slug=f"p-{i}") for i in range(rows)]
    AuditEntry.objects.bulk_create(
        AuditEntry(actor="x", action="contact", summary="the profile", person=p) for p in people
    )
    url = reverse("admin:profiles_auditentry_changelist")
    admin_client_logged_in.get(url)
    with CaptureQueriesContext(connection) as queries:
        response = admin_client_logged_in.get(url, {"action__exact": "contact"})
    assert response.status_code == 200
    # The session and its user; the accounts for the "user" filter; the filtered count
    # and the total; the page's rows with their people; the date hierarchy's first and
    # last dates, and its days.
    assert len(queries) == 8, [q["sql"] for q in queries]
