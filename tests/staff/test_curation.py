"""Staff corrections made in the admin survive the next import of the CV."""

import pytest
from django.urls import reverse

from profiles.importing import import_document
from profiles.models import Award, Education, Person, Suppression
from profiles.staff.reference_data import load_reference_data
from tests.admin.forms import change_form_data, inline_index, inline_prefix

pytestmark = pytest.mark.django_db

CV = """# Ada Example

ada@example.org

## Education

### Peking University
Sep. 2019 – Jun. 2024
*Ph.D. in Computer Science*
- Advisor: Prof. Wei Wang

## Awards
- Best Paper Award, 2023
- Rising Star, 2022
"""


@pytest.fixture
def imported(tmp_path, db):
    load_reference_data()
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    result = import_document(path=cv)
    assert result.status == "created", result.error
    return cv, result.person


def post_change(client, person, edit):
    url = reverse("admin:profiles_person_change", args=[person.pk])
    page = client.get(url)
    data = change_form_data(page)
    edit(page, data)
    response = client.post(url, data)
    assert response.status_code == 302, response.context["errors"] if response.context else ""


def correct_end_year(page, data):
    """The edit staff make in the tests below: the PhD ends in 2025."""
    prefix = inline_prefix(page, "education")
    i = inline_index(page, "education", lambda e: e.degree == "phd")
    data[f"{prefix}-{i}-end_year"] = "2025"


def test_a_rename_and_a_deleted_award_survive_a_revised_cv(admin_client_logged_in, imported):
    cv, person = imported

    def rename_and_delete_award(page, data):
        data["full_name"] = "Ada E. Example"
        prefix = inline_prefix(page, "award")
        i = inline_index(page, "award", lambda a: a.title == "Rising Star")
        data[f"{prefix}-{i}-DELETE"] = "on"

    post_change(admin_client_logged_in, person, rename_and_delete_award)
    assert Suppression.objects.filter(person=person, kind="award").count() == 1

    cv.write_text(CV.replace("- Best Paper Award, 2023", "- Best Paper Award, 2023\n- Hero, 2024"))
    result = import_document(path=cv)

    assert result.status == "updated"
    assert Person.objects.count() == 1, "the renamed person is still matched"
    person.refresh_from_db()
    assert person.full_name == "Ada E. Example"
    assert sorted(Award.objects.values_list("title", flat=True)) == ["Best Paper Award", "Hero"]


def test_a_staff_correction_wins_and_a_disagreeing_cv_is_reported(admin_client_logged_in, imported):
    cv, person = imported

    post_change(admin_client_logged_in, person, correct_end_year)
    phd = Education.objects.get(person=person, degree="phd")
    assert phd.edited_by_staff
    person.refresh_from_db()
    assert person.graduation_year == 2025, "the directory's graduation year follows the edit"

    cv.write_text(CV.replace("Jun. 2024", "Dec. 2026"))
    result = import_document(path=cv)

    phd.refresh_from_db()
    assert phd.end_year == 2025, "the staff correction is kept"
    assert len(result.conflicts) == 1
    assert "the staff correction was kept" in result.conflicts[0]
    assert "end_year 2026" in result.conflicts[0]


def test_an_unchanged_cv_reports_no_conflict_with_a_staff_correction(
    admin_client_logged_in, imported
):
    cv, person = imported

    post_change(admin_client_logged_in, person, correct_end_year)
    cv.write_text(CV + "\n")  # a new file version that says the same
    result = import_document(path=cv)
    assert result.conflicts == []
    assert Education.objects.get(person=person, degree="phd").end_year == 2025


def test_a_locked_name_conflicts_when_the_cv_changes_it(admin_client_logged_in, imported):
    cv, person = imported
    post_change(
        admin_client_logged_in, person, lambda page, data: data.update(full_name="Ada Lovelace")
    )
    cv.write_text(CV.replace("# Ada Example", "# Ada M. Example"))
    result = import_document(path=cv)
    assert result.conflicts == [
        "full_name: the CV now says 'Ada M. Example'; the staff correction 'Ada Lovelace' was kept."
    ]
    person.refresh_from_db()
    assert person.full_name == "Ada Lovelace"


def test_records_staff_add_are_never_removed_by_an_import(admin_client_logged_in, imported):
    cv, person = imported
    Award.objects.create(person=person, title="Staff-entered prize", year=2021)
    cv.write_text(CV + "- Another, 2020\n")
    import_document(path=cv)
    assert Award.objects.filter(title="Staff-entered prize").exists()


def test_a_staff_edit_updates_what_the_directory_lists_and_finds(admin_client_logged_in, imported):
    from profiles.listing.search import TokenQuery
    from profiles.models import Institution

    _, person = imported
    tsinghua = Institution.objects.get(name="Tsinghua University")

    def move_phd_to_tsinghua(page, data):
        prefix = inline_prefix(page, "education")
        i = inline_index(page, "education", lambda e: e.degree == "phd")
        data[f"{prefix}-{i}-institution"] = str(tsinghua.pk)

    post_change(admin_client_logged_in, person, move_phd_to_tsinghua)

    assert Person.objects.filter(listed_institutions=tsinghua).get() == person
    assert Person.objects.filter(search_vector=TokenQuery("Tsinghua")).get() == person
    tsinghua.refresh_from_db()
    assert tsinghua.people_count == 1
