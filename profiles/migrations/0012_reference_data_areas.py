"""Loads the reference data again: the research areas gained control systems and fields
named in one word ("control", "speech", "ASR")."""

from django.db import migrations

REFERENCE_DATA_DIGEST = "c3b7dc48894153cb197de920f38ac5257129cd7bc625f16bbe6da9f593eafb46"


def load_reference_data(apps, schema_editor):
    """A migrated database has the reference data the import needs, as `make run` has."""
    from profiles.staff.reference_data import load_reference_data

    load_reference_data(
        institution_model=apps.get_model("profiles", "Institution"),
        area_model=apps.get_model("profiles", "ResearchArea"),
    )


class Migration(migrations.Migration):
    dependencies = [
        ("profiles", "0011_audit_log"),
    ]

    operations = [
        migrations.RunPython(load_reference_data, migrations.RunPython.noop),
    ]
