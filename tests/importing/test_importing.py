"""The import service and command: whole people in, nothing half-written, nothing twice."""

import os
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command
from django.db import DatabaseError

from profiles.importing import batch as import_batch
from profiles.importing import import_document
from profiles.models import (
    Advisor,
    Award,
    Education,
    Institution,
    OriginalFile,
    Person,
    Position,
    Publication,
    SourceDocument,
)
from profiles.staff.reference_data import load_reference_data

pytestmark = pytest.mark.django_db

SEEDS = Path(__file__).resolve().parents[2] / "fixtures" / "cvs"

ADA_CV = """# Ada Example

ada@example.org

## Education

### Peking University
Sep. 2019 – Present
*Ph.D. in Computer Science*
- Advisor: Prof. Wei Wang

## Awards
- Best Paper Award, 2023
"""


@pytest.fixture
def reference(db):
    load_reference_data()


def counts():
    return {
        model.__name__: model.objects.count()
        for model in (
            Person,
            Education,
            Position,
            Publication,
            Award,
            Advisor,
            Institution,
            SourceDocument,
        )
    }


def run_import(*args) -> tuple[str, str, int]:
    """Run import_cvs; returns stdout, stderr and the exit status."""
    from io import StringIO

    out, err = StringIO(), StringIO()
    try:
        call_command("import_cvs", *map(str, args), stdout=out, stderr=err)
        status = 0
    except CommandError as error:
        err.write(str(error))
        status = 1
    return out.getvalue(), err.getvalue(), status


def test_importing_the_seeds_twice_changes_nothing_and_says_so(reference):
    out, _, status = run_import(SEEDS)
    assert status == 0
    assert out.strip().endswith("Imported 5 files: 5 created, 0 updated, 0 unchanged, 0 failed.")
    before = counts()

    out, _, status = run_import(SEEDS)
    assert out.strip().endswith("Imported 5 files: 0 created, 0 updated, 5 unchanged, 0 failed.")
    assert counts() == before


def test_bad_files_are_named_with_their_reason_and_the_good_ones_import(tmp_path, reference):
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "random.pdf").write_bytes(os.urandom(4096))
    with open(tmp_path / "huge.txt", "wb") as huge:
        huge.truncate(60 * 2**20)
    (tmp_path / "windows.txt").write_bytes(
        "José Núñez\n\nEducation\n\nUniversity of Toronto, Ph.D., 2019 – 2024\n"
        "Supervisor: Prof. Renée Müller\n".encode("cp1252")
    )
    shutil.copy(SEEDS / "001_ad9c3864038a71b5.txt", tmp_path / "hongyu.txt")

    out, err, status = run_import(tmp_path)

    assert status == 1
    assert f"{tmp_path / 'empty.txt'}: the file is empty" in err
    assert f"{tmp_path / 'random.pdf'}: the file is not a readable PDF" in err
    assert f"{tmp_path / 'huge.txt'}: the file is larger than the 10 MB limit" in err
    assert "Imported 5 files: 2 created, 0 updated, 0 unchanged, 3 failed." in out
    assert set(Person.objects.values_list("full_name", flat=True)) == {"José Núñez", "Hongyu Zhu"}
    assert Advisor.objects.filter(name="Renée Müller").exists()


def test_a_file_name_that_is_not_utf8_fails_alone_and_is_shown_escaped(tmp_path, reference):
    shutil.copy(SEEDS / "000_ab5ba4466fce2d02.txt", tmp_path / "a.txt")
    shutil.copy(SEEDS / "001_ad9c3864038a71b5.txt", os.fsdecode(bytes(tmp_path) + b"/b\xff.txt"))
    shutil.copy(SEEDS / "002_6b0fc1a58155d0c0.txt", tmp_path / "c.txt")

    out, err, status = run_import(tmp_path)

    assert status == 1
    assert f"{tmp_path}/b\\xff.txt: the file name is not valid UTF-8" in err
    assert "Imported 3 files: 2 created, 0 updated, 0 unchanged, 1 failed." in out


def test_a_failure_midway_leaves_no_trace(tmp_path, reference, monkeypatch):
    cv = tmp_path / "ada.md"
    cv.write_text(ADA_CV)
    before = counts()

    def broken(*args, **kwargs):
        raise DatabaseError("disk full")

    monkeypatch.setattr(import_batch, "write_publications", broken)
    result = import_document(path=cv)

    assert result.status == "failed"
    assert result.error == "the database refused it: disk full"
    assert counts() == before, "no person, document, advisor or institution is left behind"


def test_a_revised_cv_updates_its_person(tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(ADA_CV)
    assert import_document(path=cv).status == "created"

    cv.write_text(ADA_CV + "- Rising Star, 2024\n")
    result = import_document(path=cv)

    assert result.status == "updated"
    assert "+ awards: Rising Star (2024)" in result.changes
    assert Person.objects.count() == 1
    assert sorted(Award.objects.values_list("title", flat=True)) == [
        "Best Paper Award",
        "Rising Star",
    ]


def test_the_same_person_from_two_files_is_one_person(tmp_path, reference):
    (tmp_path / "ada.md").write_text(ADA_CV)
    (tmp_path / "ada-2024.md").write_text(ADA_CV.replace("## Awards", "## Honors"))
    import_document(path=tmp_path / "ada.md")
    import_document(path=tmp_path / "ada-2024.md")
    assert Person.objects.count() == 1


def test_a_dry_run_reports_changes_and_writes_nothing(tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(ADA_CV)
    before = counts()

    result = import_document(path=cv, dry_run=True)

    assert result.status == "created"
    assert "full_name: '' -> 'Ada Example'" in result.changes
    assert counts() == before


def test_shared_records_are_shared(reference):
    import_document(path=SEEDS / "001_ad9c3864038a71b5.txt")
    import_document(path=SEEDS / "004_1a71657321b0efe3.txt")

    zheng = Advisor.objects.get(name="Zheng Zhang")
    assert zheng.positions.count() == 2, "one advisor for both of his mentions"
    pku = Institution.objects.get(name="Peking University")
    assert pku.education.count() == 2, "北京大学 is Peking University, twice"
    assert Position.objects.filter(organization__name="Microsoft Research Asia").count() == 2


def test_the_chinese_cv_links_its_advisor_to_the_latin_spelling(reference):
    import_document(path=SEEDS / "004_1a71657321b0efe3.txt")
    phd = Education.objects.get(person__native_name="谷典典", degree="phd")
    assert ("Xin Jin", "金鑫") in {(a.name, a.native_name) for a in phd.advisors.all()}
    assert (phd.start_year, phd.start_month, phd.end_year, phd.expected) == (2020, 9, 2025, True)


def test_one_paper_listed_by_two_authors_is_one_row(tmp_path, reference):
    paper = "Zhu H., Example A. Fast Things Made Faster. In OSDI 2023.\n"
    (tmp_path / "a.md").write_text(
        "# Ada Example\n\nada@example.org\n\n## Publications\n\n- " + paper
    )
    (tmp_path / "b.md").write_text(
        "# Hongyu Zhu\n\nhz@example.org\n\n## Publications\n\n- " + paper
    )
    import_document(path=tmp_path / "a.md")
    import_document(path=tmp_path / "b.md")
    publication = Publication.objects.get()
    assert sorted(p.full_name for p in publication.people.all()) == ["Ada Example", "Hongyu Zhu"]


def test_parse_cv_prints_the_contract_and_touches_no_database(django_assert_num_queries, capsys):
    import json

    with django_assert_num_queries(0):
        call_command("parse_cv", str(SEEDS / "002_6b0fc1a58155d0c0.txt"))
    [parsed] = json.loads(capsys.readouterr().out)
    assert parsed["name"] == "Zhuofu Chen"
    assert parsed["source"].endswith("002_6b0fc1a58155d0c0.txt")
    assert {"education", "positions", "publications", "awards", "warnings"} <= parsed.keys()


def test_a_cv_without_a_name_is_imported_for_review_not_lost(tmp_path, reference):
    cv = tmp_path / "jane_roe_cv_2024.txt"
    cv.write_text("Education\n\nPh.D., University of Toronto, 2019 – 2024\n")
    result = import_document(path=cv)
    assert result.status == "created"
    assert result.person.full_name == "Jane Roe"
    assert any(w.startswith("Needs review: no name was found") for w in result.warnings)
    document = SourceDocument.objects.get(person=result.person)
    assert any(w.startswith("Needs review") for w in document.warnings)
    assert result.person.education.get().institution.name == "University of Toronto"


def test_a_cv_named_like_any_other_gets_a_stand_in_name(tmp_path, reference):
    cv = tmp_path / "cv.txt"
    cv.write_text("Education\n\nPh.D., University of Toronto, 2019 – 2024\n")
    assert import_document(path=cv).person.full_name == "Unnamed CV (cv.txt)"


def test_a_degree_under_way_reads_as_current(reference):
    result = import_document(path=SEEDS / "001_ad9c3864038a71b5.txt")
    phd = result.person.education.get(degree="phd")
    assert (phd.start_year, phd.end_year, phd.ongoing) == (None, None, True)
    result.person.refresh_from_db()
    assert result.person.headline.startswith("PhD student, University of Toronto")


@pytest.mark.parametrize("name", ["130_pdf_two_column_phd.pdf", "133_docx_edu_table_fellow.docx"])
def test_an_import_keeps_the_original_file_byte_for_byte(db, name):
    path = Path(settings.BASE_DIR) / "tests" / "corpus" / "cvs" / name
    result = import_document(path=path)
    document = result.person.documents.get()
    original = OriginalFile.objects.get(document=document)
    assert bytes(original.data) == path.read_bytes()
    assert original.size == path.stat().st_size


def test_importing_again_stores_the_file_of_a_cv_imported_before_files_were_kept(db, tmp_path):
    path = tmp_path / "ada.md"
    path.write_text("# Ada Example\n\n## Education\n\n- PhD, Peking University, 2020\n")
    first = import_document(path=path)
    OriginalFile.objects.all().delete()
    again = import_document(path=path)
    assert again.status == "unchanged"
    original = OriginalFile.objects.get(document__person=first.person)
    assert bytes(original.data) == path.read_bytes()
