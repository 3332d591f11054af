"""`make backup` and `make restore`: pg_dump and pg_restore of the database in use."""

import pytest
from django.db import connection

from directory import backup
from profiles.models import Person


@pytest.mark.django_db(transaction=True)
def test_a_backup_restores_what_was_there_and_drops_what_came_after(tmp_path):
    Person.objects.create(full_name="Kept Person", slug="kept-person")
    path = tmp_path / "backups" / "directory.dump"
    backup.dump(connection.settings_dict, path)
    assert path.stat().st_size > 0
    assert not (tmp_path / "backups" / "directory.dump.partial").exists()

    Person.objects.all().delete()
    Person.objects.create(full_name="Added Later", slug="added-later")
    connection.close()  # pg_restore replaces the tables: no transaction may hold them
    backup.restore(connection.settings_dict, path)

    assert list(Person.objects.values_list("full_name", flat=True)) == ["Kept Person"]


def test_restoring_a_missing_backup_says_so(tmp_path, capsys):
    assert backup.main(["restore", str(tmp_path / "none.dump")]) == 1
    assert "No backup at" in capsys.readouterr().err
