"""Erasing a person leaves no row, file or search entry of theirs, counted table by
table over every model of the app (and the admin's history); what others use stays."""

from pathlib import Path

import pytest
from django.apps import apps
from django.contrib.admin.models import LogEntry
from django.contrib.auth import get_user_model
from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models.functions import Cast
from django.urls import reverse

from profiles.importing import import_document
from profiles.models import (
    Advisor,
    AuditEntry,
    Institution,
    Member,
    Note,
    Person,
    PersonTag,
    Publication,
    Rating,
    SavedSearch,
    Shortlist,
    ShortlistEntry,
    SourceDocument,
    StatusChange,
    Tag,
)
from profiles.staff.erasure import erase_people

pytestmark = pytest.mark.django_db

ADA = """# Ada Lovelacey

ada.lovelacey@example.org

## Education

### Zarkov Institute of Technology
Sep. 2019 – Jun. 2024
*Ph.D. in Computer Science*
- Advisor: Prof. Quentin Zarkov and Prof. Wei Wang

## Publications
- Ada Lovelacey, Bob Builderson. Scheduling Shared Clusters Fairly. In NeurIPS, 2022.
- Ada Lovelacey. A Paper Only Ada Wrote About Zarkov Graphs. In ICML, {year}.
"""

BOB = """# Bob Builderson

bob@example.org

## Education

### Peking University
Sep. 2018 – Jun. 2023
*Ph.D. in Computer Science*
- Advisor: Prof. Wei Wang

## Publications
- Bob Builderson, Ada L. Scheduling Shared Clusters Fairly. In NeurIPS, 2022.
"""

# What names Ada anywhere: her name, her email's user part, the place and the advisor
# only her CV names, the paper only she wrote.
MARKERS = ("lovelacey", "zarkov")
TEXT_FIELDS = models.CharField | models.TextField | models.JSONField | ArrayField


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def ada_and_bob(tmp_path):
    """Ada, imported twice from a revised file (the first version no longer her source),
    and Bob, who shares an advisor and a paper with her; the committee's work on Ada."""
    first = import_document(path=write(tmp_path / "v1", "ada.md", ADA.format(year=2023)))
    ada = import_document(path=write(tmp_path / "v2", "ada.md", ADA.format(year=2024))).person
    assert first.person == ada
    bob = import_document(path=write(tmp_path / "bob", "bob.md", BOB)).person
    assert SourceDocument.objects.filter(person=None).count() == 1  # the first version

    editor = get_user_model().objects.create_user("editor")
    shortlist = Shortlist.objects.create(name="Hires", owner=editor)
    entry = ShortlistEntry.objects.create(shortlist=shortlist, person=ada, added_by=editor)
    ShortlistEntry.objects.create(shortlist=shortlist, person=bob, added_by=editor)
    Rating.objects.create(entry=entry, rater=editor, score=4, comment="Ada is strong")
    StatusChange.objects.create(entry=entry, status="new", changed_by=editor)
    Note.objects.create(person=ada, author=editor, text="Met Ada Lovelacey in 2023")
    tag = Tag.objects.create(name="systems", slug="systems")
    PersonTag.objects.create(person=ada, tag=tag)
    PersonTag.objects.create(person=bob, tag=tag)
    SavedSearch.objects.create(owner=editor, name="all", seen=[ada.pk, bob.pk])
    Member.objects.create(user=editor, person=ada)
    LogEntry.objects.log_actions(
        user_id=editor.pk, queryset=[ada], action_flag=2, change_message="Edited"
    )
    AuditEntry.objects.create(actor="editor", action="contact", summary="the profile", person=ada)
    return ada, bob


def references(ada: Person, documents: set[int], entries: set[int]) -> dict[str, int]:
    """For every table of the app and the admin's history: how many rows point at Ada,
    her documents or her shortlist entries, or hold a word that names her."""
    found = {}
    tables = [*apps.get_app_config("profiles").get_models(include_auto_created=True), LogEntry]
    for model in tables:
        count = 0
        for field in model._meta.concrete_fields:
            rows = model.objects.all()
            target = field.related_model
            if field.primary_key and model is Person:
                count += rows.filter(pk=ada.pk).count()
            elif target is Person:
                count += rows.filter(**{field.attname: ada.pk}).count()
            elif target is SourceDocument:
                count += rows.filter(**{f"{field.attname}__in": documents}).count()
            elif target is ShortlistEntry:
                count += rows.filter(**{f"{field.attname}__in": entries}).count()
            elif isinstance(field, ArrayField) and isinstance(
                field.base_field, models.BigIntegerField
            ):
                ids = {"seen": [ada.pk]}.get(field.name, list(documents))
                count += rows.filter(**{f"{field.name}__overlap": ids}).count()
            elif isinstance(field, TEXT_FIELDS):
                as_text = rows.annotate(as_text=Cast(field.name, models.TextField()))
                for marker in MARKERS:
                    count += as_text.filter(as_text__icontains=marker).count()
        found[model._meta.db_table] = count
    return found


def test_erasing_a_person_leaves_no_row_that_refers_to_them(ada_and_bob):
    ada, _ = ada_and_bob
    documents = set(
        SourceDocument.objects.filter(parsed__name="Ada Lovelacey").values_list("pk", flat=True)
    )
    entries = set(ada.shortlist_entries.values_list("pk", flat=True))
    before = references(ada, documents, entries)
    assert sum(before.values()) > 30, before  # the count finds what it looks for

    erase_people(people=[ada])

    after = references(ada, documents, entries)
    assert {table: n for table, n in after.items() if n} == {}
    assert len(after) > 25  # every table of the app was counted


def test_what_others_use_stays_and_is_recounted(ada_and_bob):
    ada, bob = ada_and_bob
    wang = Advisor.objects.get(name="Wei Wang")
    assert wang.people_count == 2

    result = erase_people(people=[ada])

    assert (result.people, result.documents) == (1, 2)
    wang.refresh_from_db()
    assert wang.people_count == 1, "the advisor Bob shares stays, counted once"
    assert not Advisor.objects.filter(name="Quentin Zarkov").exists()
    assert not Institution.objects.filter(name__icontains="Zarkov").exists()
    assert Institution.objects.filter(name="Peking University").exists()
    paper = Publication.objects.get(title__startswith="Scheduling Shared Clusters")
    assert list(paper.people.all()) == [bob]
    assert paper.authors == ["Bob Builderson", "Ada L"], "as Bob's CV lists them"
    assert paper.source == bob.documents.get()
    assert not Publication.objects.filter(title__icontains="Zarkov").exists()
    assert Tag.objects.get(name="systems").people_count == 1
    assert SavedSearch.objects.get().seen == [bob.pk]
    assert bob.education.count() == 1 and bob.shortlist_entries.count() == 1


def test_a_search_for_the_erased_person_finds_nothing(ada_and_bob, editor_client):
    assert "Ada Lovelacey" in editor_client.get("/?q=Lovelacey").content.decode()
    erase_people(people=[Person.objects.get(full_name="Ada Lovelacey")])
    for query in ("Lovelacey", "ada.lovelacey", "Zarkov"):
        html = editor_client.get("/", {"q": query}).content.decode()
        assert "Ada Lovelacey" not in html and "Bob Builderson" not in html


def test_the_erasure_removes_the_uploaded_files_once_committed(
    ada_and_bob, tmp_path, django_capture_on_commit_callbacks
):
    ada, _ = ada_and_bob
    kept = tmp_path / "uploads"
    for document in ada.documents.all():
        write(kept / document.sha256, "ada.md", "…")
    write(kept / ("0" * 64), "other.md", "…")
    with django_capture_on_commit_callbacks(execute=True):
        erase_people(people=[ada], upload_dir=kept)
    assert [p.name for p in kept.iterdir()] == ["0" * 64]


@pytest.mark.parametrize(
    ("who", "allowed"),
    [("editor_client", True), ("admin_client_logged_in", True), ("viewer_staff_client", False)],
)
def test_only_editors_and_superusers_have_the_erase_action(ada_and_bob, request, who, allowed):
    client = request.getfixturevalue(who)
    changelist = reverse("admin:profiles_person_changelist")
    page = client.get(changelist).content.decode()
    assert ('value="erase_selected"' in page) is allowed


def test_an_editor_erases_a_person_in_the_admin_after_confirming(ada_and_bob, editor_client):
    ada, bob = ada_and_bob
    changelist = reverse("admin:profiles_person_changelist")
    chosen = {"action": "erase_selected", "_selected_action": [ada.pk]}
    confirm = editor_client.post(changelist, chosen)
    assert "Erase 1 person" in confirm.content.decode()
    assert Person.objects.filter(pk=ada.pk).exists()

    done = editor_client.post(changelist, {**chosen, "confirm": "yes"}, follow=True)

    assert "Erased 1 person: " in done.content.decode()
    assert list(Person.objects.all()) == [bob]
    assert not LogEntry.objects.exists(), "the admin's history of Ada went with her"
    [audit] = AuditEntry.objects.all()
    assert (audit.action, audit.user.username) == ("erase", "editors")
    assert "Lovelacey" not in audit.summary + audit.path
