"""What the import asks staff to review, and how the queue follows later imports: an
item staff decided is not asked again; an open item whose cause is gone leaves."""

import pytest

from profiles.importing import import_document, reparse_people
from profiles.models import Award, Education, Person, ReviewItem, SourceDocument
from profiles.staff import review
from profiles.staff.reference_data import load_reference_data

pytestmark = pytest.mark.django_db

CV = """# Ada Example

ada@example.org

## Education

### Peking University
Sep. 2019 – Jun. 2024
*Ph.D. in Computer Science*

## Experience

### Google
Software Engineer, Jan. 2020 – Present

### Meta
Research Scientist, Mar. 2023 – Dec. 2023

## Projects

- Something we built

## Awards
- Best Paper Award, 2023
"""


@pytest.fixture
def reference(db):
    load_reference_data()


def open_items(person) -> dict[str, ReviewItem]:
    return {item.key: item for item in ReviewItem.objects.open().filter(person=person)}


def test_low_confidence_records_and_contradicting_dates_wait_in_review(tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    person = import_document(path=cv).person
    items = open_items(person)
    reasons = {item.reason for item in items.values()}
    assert {"confidence", "contradiction"} <= reasons
    project = next(i for i in items.values() if i.reason == "confidence" and i.project_id)
    assert project.project.title == "Something we built"
    assert project.document.file_name == "ada.md"
    assert project.line_first == 21
    contradiction = next(i for i in items.values() if i.reason == "contradiction")
    assert contradiction.position.organization.name == "Google"
    assert "Meta" in contradiction.message


def test_a_cv_without_a_name_asks_staff_for_one(tmp_path, reference):
    cv = tmp_path / "cv.txt"
    cv.write_text("Education\n\nPh.D., University of Toronto, 2019 – 2024\n")
    person = import_document(path=cv).person
    [item] = [i for i in open_items(person).values() if i.reason == "name"]
    assert "No name was found in cv.txt" in item.message
    review.correct(item=item, user=None, values={"name": "Jane Roe"})
    person.refresh_from_db()
    assert person.full_name == "Jane Roe"
    assert "full_name" in person.locked_fields


def test_an_item_staff_decided_is_not_asked_again_after_a_reimport(tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    person = import_document(path=cv).person
    project = next(i for i in open_items(person).values() if i.project_id)
    review.accept(item=project, user=None)

    cv.write_text(CV + "- Rising Star, 2024\n")
    assert import_document(path=cv).status == "updated"

    assert project.key not in open_items(person)
    project.refresh_from_db()
    assert project.status == "accepted"
    assert project.project.reviewed, "the record stays the one staff accepted"


def test_reparsing_keeps_what_staff_decided(tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    person = import_document(path=cv).person
    project = next(i for i in open_items(person).values() if i.project_id)
    review.accept(item=project, user=None)
    award = Award.objects.get(person=person)
    review.delete(
        item=ReviewItem.objects.create(
            person=person, key="x", reason="confidence", message="?", award=award
        ),
        user=None,
    )

    results = list(reparse_people(people=[person.pk]))

    assert [r.status for r in results] == ["unchanged"]
    assert not Award.objects.filter(person=person).exists(), "a deleted record stays deleted"
    project.refresh_from_db()
    assert project.status == "accepted"


def test_an_open_item_whose_cause_is_gone_leaves_the_queue(tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    person = import_document(path=cv).person
    assert any(i.reason == "contradiction" for i in open_items(person).values())

    cv.write_text(CV.replace("Jan. 2020 – Present", "Jan. 2020 – Feb. 2023"))
    import_document(path=cv)

    assert not any(i.reason == "contradiction" for i in open_items(person).values())


def test_a_cv_that_disagrees_with_a_staff_correction_waits_in_review(tmp_path, reference):
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    person = import_document(path=cv).person
    phd = Education.objects.get(person=person)
    phd.end_year, phd.edited_by_staff = 2025, True
    phd.save()

    cv.write_text(CV.replace("Jun. 2024", "Dec. 2026"))
    import_document(path=cv)

    [item] = [i for i in open_items(person).values() if i.reason == "correction"]
    assert item.education == phd
    assert "the staff correction was kept" in item.message
    review.correct(item=item, user=None, values={"use_other": True})
    phd.refresh_from_db()
    assert (phd.end_year, phd.end_month) == (2026, 12)


def test_reparse_all_rebuilds_from_every_source(tmp_path, reference):
    first, second = tmp_path / "ada.md", tmp_path / "ada-2.md"
    first.write_text(CV)
    second.write_text(CV.replace("- Best Paper Award, 2023", "- Rising Star, 2024"))
    person = import_document(path=first).person
    import_document(path=second)
    Award.objects.filter(person=person).delete()  # lost, say, by a bug long fixed

    results = list(reparse_people())

    # The first CV parsed again rebuilds the person from both; the second finds it done.
    assert sorted(r.status for r in results) == ["unchanged", "updated"]
    assert set(person.awards.values_list("title", flat=True)) == {"Best Paper Award", "Rising Star"}
    assert Person.objects.count() == 1
    assert SourceDocument.objects.filter(person=person).count() == 2
