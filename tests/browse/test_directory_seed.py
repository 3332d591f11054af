"""The seed CVs imported as the directory's tests use them, and what the import keeps
for the directory (headline, degree, stage, search vector, counters)."""

from pathlib import Path

import pytest
from django.conf import settings

from profiles.importing import import_document, import_documents
from profiles.models import Institution, Person
from profiles.staff.reference_data import load_reference_data

SEED_DIR = Path(settings.BASE_DIR) / "fixtures" / "cvs"


def import_seed_cvs() -> dict[str, Person]:
    """Load reference data and import every seed CV; returns {full name: person}."""
    load_reference_data()
    people = {}
    for path in sorted(SEED_DIR.iterdir()):
        result = import_document(path=path)
        assert result.person is not None, str(result)
        people[result.person.full_name] = result.person
    return people


@pytest.mark.django_db
def test_the_import_keeps_the_listing_fields_of_every_seed_cv():
    people = import_seed_cvs()
    gu = Person.objects.get(pk=people["Diandian Gu"].pk)
    # Her CV expected the PhD to end in June 2025: as of today (2026 or later) that has
    # passed, so she is no longer listed as studying, and the headline says how old the
    # CV is (its latest date is a paper of 2025).
    assert gu.headline == "PhD, Peking University, expected to finish June 2025 — CV from 2025"
    assert gu.cv_date == "2025"
    assert (gu.highest_degree, gu.stage, gu.graduation_year) == ("phd", "graduated", 2025)
    assert gu.search_vector is not None
    assert gu.imported_at is not None
    assert all(Person.objects.filter(pk=p.pk, search_vector__isnull=False) for p in people.values())


@pytest.mark.django_db
def test_institution_counters_include_people_at_child_institutions():
    import_seed_cvs()
    msra = Institution.objects.get(slug="microsoft-research-asia")
    assert msra.parent.slug == "microsoft-research"
    assert msra.parent.people_count >= msra.people_count == 2


@pytest.mark.django_db
def test_the_directory_lists_imported_people_by_family_name(member_client):
    load_reference_data()
    list(import_documents(paths=sorted(SEED_DIR.iterdir())))
    assert all(Person.objects.values_list("sort_name", flat=True))
    response = member_client.get("/?sort=name")
    names = [person.full_name for person in response.context["page"]]
    assert names == ["Zhuofu Chen", "Diandian Gu", "Tongzhou Gu", "Zhongzhu Zhou", "Hongyu Zhu"]


@pytest.mark.django_db
def test_an_undergraduate_expected_to_finish_in_2022_is_not_studying_now():
    people = import_seed_cvs()
    tongzhou = Person.objects.get(pk=people["Tongzhou Gu"].pk)
    assert tongzhou.stage != "studying"
    assert Person.objects.filter(stage="").count() == 0
