"""Sources add up: every record remembers the CVs that state it, one CV's import never
removes what another states, and where CVs disagree the newer wins and the other value
waits in review."""

import os
from pathlib import Path

import pytest

from profiles.importing import import_document
from profiles.models import Award, Education, Person, ReviewItem, SourceDocument
from profiles.staff.reference_data import load_reference_data

pytestmark = pytest.mark.django_db

SEEDS = Path(__file__).resolve().parents[2] / "fixtures" / "cvs"
HONGYU = SEEDS / "001_ad9c3864038a71b5.txt"


@pytest.fixture
def reference(db):
    load_reference_data()


def ada(*, phd_end: str = "Jun. 2025 (expected)", awards: str = "- Best Paper Award, 2023") -> str:
    return f"""# Ada Example

ada@example.org

## Education

### Peking University
Sep. 2019 – {phd_end}
*Ph.D. in Computer Science*
- Advisor: Prof. Wei Wang

### Tsinghua University
Sep. 2015 – Jun. 2019
*B.S. in Computer Science*

## Awards
{awards}
"""


def test_a_shorter_second_cv_leaves_the_degrees_the_first_states(tmp_path, reference):
    first = import_document(path=HONGYU).person
    assert first.education.count() == 3
    short = tmp_path / "hongyu-phd.md"
    short.write_text(
        "# Hongyu Zhu\n\nserailhydra@gmail.com\n\n## Education\n\n"
        "### University of Toronto\n2017 – Present\n*Ph.D. in Computer Science*\n"
    )

    result = import_document(path=short)

    assert result.person == first
    assert sorted(first.education.values_list("degree", flat=True)) == ["bachelor", "master", "phd"]
    phd = first.education.get(degree="phd")
    assert len(phd.stated_by) == 2, "the PhD is stated by both CVs"


def test_reimporting_the_better_cv_after_a_worse_one_keeps_everything(tmp_path, reference):
    person = import_document(path=HONGYU).person
    worse = tmp_path / "hongyu.md"
    # A worse parse of his CV: one degree of the three.
    worse.write_text(
        "# Hongyu Zhu\n\nserailhydra@gmail.com\n\n## Education\n\n- Ph.D., University of Toronto\n"
    )
    import_document(path=worse)

    assert import_document(path=HONGYU).status == "unchanged"
    assert person.education.count() == 3


def test_a_record_goes_when_no_source_states_it_any_more(tmp_path, reference):
    a, b = tmp_path / "ada-a.md", tmp_path / "ada-b.md"
    a.write_text(ada(awards="- Best Paper Award, 2023\n- Rising Star, 2022"))
    b.write_text(ada())
    person = import_document(path=a).person
    import_document(path=b)
    assert set(person.awards.values_list("title", flat=True)) == {"Best Paper Award", "Rising Star"}

    a.write_text(ada(awards="- Best Paper Award, 2023\n- Hero, 2021"))
    import_document(path=a)

    assert set(person.awards.values_list("title", flat=True)) == {"Best Paper Award", "Hero"}
    assert person.documents.count() == 2, "the earlier version of ada-a.md is no longer a source"
    best = person.awards.get(title="Best Paper Award")
    assert set(best.stated_by) == set(person.documents.values_list("pk", flat=True))


def test_a_record_staff_kept_stays_when_no_source_states_it(tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(ada(awards="- Best Paper Award, 2023\n- Rising Star, 2022"))
    person = import_document(path=cv).person
    Award.objects.filter(title="Rising Star").update(reviewed=True)

    cv.write_text(ada())
    import_document(path=cv)

    star = person.awards.get(title="Rising Star")
    assert star.stated_by == [], "kept by staff, stated by no source"


def test_the_newer_cv_wins_a_disagreement_and_the_older_value_waits_in_review(tmp_path, reference):
    old, new = tmp_path / "ada-2021.md", tmp_path / "ada-2024.md"
    old.write_text(ada(phd_end="Jun. 2025 (expected)", awards="- Best Paper Award, 2021"))
    new.write_text(
        ada(
            phd_end="Dec. 2026 (expected)",
            awards="- Best Paper Award, 2021\n- Rising Star Award, 2024",
        )
    )
    # Imported newest first: the older CV must not win by being imported last.
    person = import_document(path=new).person
    import_document(path=old)

    phd = Education.objects.get(person=person, degree="phd")
    assert (phd.end_year, phd.end_month) == (2026, 12)
    assert phd.source.file_name == "ada-2024.md"
    conflict = ReviewItem.objects.get(person=person, reason="conflict")
    assert conflict.education == phd
    assert conflict.document.file_name == "ada-2021.md"
    assert "end year 2025" in conflict.message
    assert conflict.details["values"] == {"end_year": 2025}


def test_a_cv_is_dated_by_the_latest_date_it_mentions_else_by_its_file(tmp_path, reference):
    dated = tmp_path / "ada.md"
    dated.write_text(ada())
    undated = tmp_path / "bo.md"
    undated.write_text("# Bo Fisher\n\nbo@example.org\n\n## Research Interests\n\nDatabases\n")
    os.utime(undated, (1_600_000_000, 1_600_000_000))  # September 2020

    import_document(path=dated)
    import_document(path=undated)

    # The expected end (2025) is a plan, not a date the CV was written after.
    assert SourceDocument.objects.get(file_name="ada.md").cv_date == "2023"
    bo = SourceDocument.objects.get(file_name="bo.md")
    assert (bo.cv_date, bo.cv_dated_by) == ("2020-09", "file")
    assert Person.objects.get(full_name="Ada Example").cv_date == "2023"


def test_a_profile_says_when_its_cv_was_written(member_client, tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(ada(phd_end="Jun. 2022 (expected)", awards="- Best Paper Award, 2021"))
    person = import_document(path=cv).person
    page = member_client.get(person.get_absolute_url()).content.decode()
    assert "CV from 2021" in page
    person.refresh_from_db()
    assert person.stage == "graduated"
    assert person.headline == (
        "PhD, Peking University, expected to finish June 2022 — CV from 2021"
    )


def test_an_older_cv_fills_in_only_what_keeps_a_period_whole(tmp_path, reference):
    new, old = tmp_path / "ada-new.md", tmp_path / "ada-old.md"
    new.write_text(
        ada(phd_end="Present", awards="- Best Paper Award, 2024").replace("Sep. 2019", "Oct. 2023")
    )
    old.write_text(
        ada(phd_end="Jun. 2015", awards="- Best Paper Award, 2014").replace(
            "Sep. 2019", "Sep. 2011"
        )
    )
    person = import_document(path=new).person
    import_document(path=old)

    phd = Education.objects.get(person=person, degree="phd")
    assert (phd.start_year, phd.end_year, phd.ongoing) == (2023, None, True)
    conflict = ReviewItem.objects.get(person=person, reason="conflict", education=phd)
    assert conflict.details["values"] == {"start_year": 2011}
