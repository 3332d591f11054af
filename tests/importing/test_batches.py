"""Bulk imports write files in batches: as correct as one file at a time, and a fixed
number of queries per batch however many files it holds."""

import threading

import pytest
from django.db import DatabaseError, connection
from django.test.utils import CaptureQueriesContext

from profiles import importing
from profiles.importing import batch as import_batch
from profiles.importing import import_documents
from profiles.models import Advisor, Authorship, Education, Person, Publication
from profiles.staff.reference_data import load_reference_data

pytestmark = pytest.mark.django_db


def cv(name: str, email: str, advisor: str, paper: str = "Fast Things Made Faster") -> str:
    return f"""# {name}

{email}

## Research Interests

Distributed Systems

## Education

### Peking University
Sep. 2019 – Present
*Ph.D. in Computer Science*
- Advisor: Prof. {advisor}

## Publications

- {name}, Zheng Zhang. {paper}. In OSDI 2023.

## Awards
- Best Paper Award, 2023
"""


@pytest.fixture
def reference(db):
    load_reference_data()


def write_cvs(folder, people: list[tuple[str, str, str]]):
    folder.mkdir()
    paths = []
    for i, (name, email, advisor) in enumerate(people):
        path = folder / f"cv{i}.md"
        path.write_text(cv(name, email, advisor))
        paths.append(path)
    return paths


FIRST = ["Ada", "Bo", "Chen", "Dana", "Emil", "Fei", "Gita", "Hugo", "Iris"]


def statuses(results) -> list[str]:
    return [result.status for result in results]


def test_a_batch_costs_the_same_queries_for_three_files_as_for_six(tmp_path, reference):
    three = write_cvs(
        tmp_path / "three",
        [(f"{first} Walker", f"{first}@example.org", f"{first} Advisor") for first in FIRST[:3]],
    )
    six = write_cvs(
        tmp_path / "six",
        [(f"{first} Fisher", f"{first}@example.org", f"{first} Mentor") for first in FIRST[3:]],
    )

    with CaptureQueriesContext(connection) as first:
        assert statuses(import_documents(paths=three)) == ["created"] * 3
    with CaptureQueriesContext(connection) as second:
        assert statuses(import_documents(paths=six)) == ["created"] * 6

    assert len(second.captured_queries) == len(first.captured_queries)
    assert Person.objects.count() == 9
    assert Advisor.objects.filter(name__endswith=" Mentor").count() == 6
    assert Education.objects.get(advisors__name="Iris Mentor").person.full_name == "Iris Fisher"
    paper = Publication.objects.get()
    assert Authorship.objects.filter(publication=paper).count() == 9, "one paper, nine authors"


def test_two_files_of_one_person_in_one_batch_make_one_person(tmp_path, reference):
    paths = write_cvs(
        tmp_path / "cvs",
        [
            ("Ada Example", "ada@example.org", "Wei Wang"),
            ("Bo Fisher", "bo@example.org", "Wei Wang"),
            ("Ada Example", "ada@example.org", "Wei Wang"),
        ],
    )
    paths[2].write_text(cv("Ada Example", "ada@example.org", "Wei Wang", paper="Slow Things"))

    assert statuses(import_documents(paths=paths)) == ["created", "created", "updated"]

    assert Person.objects.count() == 2
    assert Advisor.objects.filter(name="Wei Wang").count() == 1, "one advisor for three mentions"
    ada = Person.objects.get(full_name="Ada Example")
    titles = {a.publication.title for a in ada.authorships.all()}
    assert titles == {"Fast Things Made Faster", "Slow Things"}, "each file is a source of hers"


def test_the_same_content_twice_in_one_batch_is_unchanged_the_second_time(tmp_path, reference):
    [path] = write_cvs(tmp_path / "cvs", [("Ada Example", "ada@example.org", "Wei Wang")])
    copy = tmp_path / "cvs" / "copy.md"
    copy.write_bytes(path.read_bytes())

    assert statuses(import_documents(paths=[path, copy, path])) == [
        "created",
        "unchanged",
        "unchanged",
    ]
    assert Person.objects.count() == 1


def test_a_file_the_database_refuses_fails_alone(tmp_path, reference, monkeypatch):
    paths = write_cvs(
        tmp_path / "cvs",
        [
            ("Ada Example", "ada@example.org", "Wei Wang"),
            ("Bad Example", "bad@example.org", "Li Lei"),
            ("Bo Fisher", "bo@example.org", "Wei Wang"),
        ],
    )
    write_publications = import_batch.write_publications

    def refuse_bad(paper_lists):
        if any(entry.person.full_name == "Bad Example" for entry in paper_lists):
            raise DatabaseError("disk full")
        write_publications(paper_lists)

    monkeypatch.setattr(import_batch, "write_publications", refuse_bad)
    results = list(import_documents(paths=paths))

    assert statuses(results) == ["created", "failed", "created"]
    assert results[1].error == "the database refused it: disk full"
    assert sorted(Person.objects.values_list("full_name", flat=True)) == [
        "Ada Example",
        "Bo Fisher",
    ]
    assert not Advisor.objects.filter(name="Li Lei").exists(), "nothing of the bad file stays"
    assert Person.objects.get(full_name="Bo Fisher").headline == "PhD student, Peking University"


def test_batches_hold_at_most_so_many_files_and_so_many_bytes(tmp_path, monkeypatch):
    paths = []
    for i, size in enumerate([10, 10, 10, 60, 50, 10, 10]):
        path = tmp_path / f"cv{i}.txt"
        path.write_bytes(b"x" * size)
        paths.append(path)
    monkeypatch.setattr(importing, "BATCH_BYTES", 70)

    sizes = [[p.stat().st_size for p in batch] for batch in importing.batches(paths, 3)]

    assert sizes == [[10, 10, 10], [60], [50, 10, 10]]


def test_names_match_whatever_their_case_as_the_database_compares_them(tmp_path, reference):
    """PostgreSQL upper-cases "ß" as itself where Python makes it "SS"."""
    first = tmp_path / "first.md"
    first.write_text(cv("Jürgen Groß", "jg@example.org", "Anna Strauß"))
    second = tmp_path / "second.md"
    second.write_text(cv("Jürgen GROß", "juergen@example.org", "ANNA STRAUß", paper="Later"))

    assert statuses(import_documents(paths=[first])) == ["created"]
    assert statuses(import_documents(paths=[second])) == ["updated"]

    assert Person.objects.count() == 1, "same name, same university: one person"
    assert Advisor.objects.count() == 1, "one advisor however the CV cases her name"


def test_a_person_stays_one_whatever_the_files_between_her_two_cvs(tmp_path, reference):
    # Bob's second CV makes the batch write early; Alice's second CV must still find
    # the Alice the batch wrote.
    paths = write_cvs(
        tmp_path / "cvs",
        [
            ("Alice Example", "alice@example.org", "Xin Jin"),
            ("Bob Example", "bob@example.org", "Xin Jin"),
            ("Bob Example", "bob@example.org", "Yong Yu"),
            ("Alice Example", "alice@example.org", "Yong Yu"),
        ],
    )
    results = list(import_documents(paths=paths))
    assert statuses(results) == ["created", "created", "updated", "updated"]
    assert sorted(Person.objects.values_list("full_name", flat=True)) == [
        "Alice Example",
        "Bob Example",
    ]


@pytest.mark.django_db(transaction=True)
def test_two_imports_at_once_in_opposite_orders_make_one_person(tmp_path):
    load_reference_data()
    first, second = write_cvs(
        tmp_path / "cvs",
        [
            ("Alice Example", "alice@example.org", "Xin Jin"),
            ("Alice Example", "alice@example.org", "Yong Yu"),
        ],
    )
    start = threading.Barrier(2)
    results = []

    def run(paths):
        try:
            start.wait()
            results.extend(import_documents(paths=paths))
        finally:
            connection.close()

    threads = [
        threading.Thread(target=run, args=(order,)) for order in ([first, second], [second, first])
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [r.status for r in results if r.status == "failed"] == []
    assert Person.objects.count() == 1
