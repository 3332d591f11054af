"""Reference data is always there: a migration loads it, so a database that was migrated
and nothing more imports exactly as `make run` does."""

import importlib
import pkgutil
from pathlib import Path

import pytest
from django.conf import settings

import profiles.migrations
from profiles.importing import import_document
from profiles.models import Institution, ResearchArea
from profiles.staff.reference_data import fixtures_digest

SEEDS = Path(settings.BASE_DIR) / "fixtures" / "cvs"


def test_the_latest_loading_migration_loads_the_fixtures_as_they_are():
    loading = []
    for module in pkgutil.iter_modules(profiles.migrations.__path__):
        migration = importlib.import_module(f"profiles.migrations.{module.name}")
        if hasattr(migration, "REFERENCE_DATA_DIGEST"):
            loading.append((module.name, migration.REFERENCE_DATA_DIGEST))
    name, digest = max(loading)
    assert digest == fixtures_digest(), (
        f"fixtures/ changed since {name} loaded them: add a migration that loads them again "
        "(a RunPython of profiles.staff.reference_data.load_reference_data, as 0007 does) "
        "and set its REFERENCE_DATA_DIGEST"
    )


@pytest.mark.django_db
def test_a_migrated_database_has_the_reference_data():
    assert ResearchArea.objects.filter(parent__isnull=False).exists()
    assert Institution.objects.filter(is_reference=True).count() > 10_000
    ustc = Institution.objects.get(name="University of Science and Technology of China")
    assert "ustc.edu.cn" in ustc.domains
    assert Institution.objects.get(slug="microsoft-research-asia").parent is not None


@pytest.mark.django_db
def test_a_migrated_database_imports_areas_and_the_institution_tree():
    person = import_document(path=SEEDS / "001_ad9c3864038a71b5.txt").person
    assert person.areas.exists()
    slugs = set(person.listed_institutions.values_list("slug", flat=True))
    assert {"microsoft-research-asia", "microsoft-research"} <= slugs
