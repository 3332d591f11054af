"""Loads the reference data again: the research areas gained chemistry and the social
sciences and humanities, and words for the earth and life sciences ("geology",
"meteorology", "ecology", "epidemiology")."""

from django.db import migrations

REFERENCE_DATA_DIGEST = "5b61fa19e4510fb4aa848fa937f911359634e79741ad73197be9f97b01cf4d82"


def load_reference_data(apps, schema_editor):
    """A migrated database has the reference data the import needs, as `make run` has."""
    from profiles.staff.reference_data import load_reference_data

    load_reference_data(
        institution_model=apps.get_model("profiles", "Institution"),
        area_model=apps.get_model("profiles", "ResearchArea"),
    )


class Migration(migrations.Migration):
    dependencies = [
        ("profiles", "0012_reference_data_areas"),
    ]

    operations = [
        migrations.RunPython(load_reference_data, migrations.RunPython.noop),
    ]
