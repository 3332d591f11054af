"""Settings read the environment strictly: a bad value stops start-up with its name."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from directory.env import env_bool, env_int, env_list

ROOT = Path(__file__).resolve().parents[2]
GOOD_KEY = "k" * 20 + "Q7#x!v9@Lm2$Rt5^Zp8&Wc3*Hn6(Bd4)Fg1"


def load_settings(**env):
    """Import the settings module in a fresh interpreter with exactly these variables."""
    clean = {
        k: v for k, v in os.environ.items() if k not in {"DEBUG", "SECRET_KEY", "DATABASE_URL"}
    }
    clean["ENV_FILE"] = ""  # the checkout's own .env is not part of these settings
    clean.update(env)
    return subprocess.run(
        [sys.executable, "-c", "import directory.settings"],
        cwd=ROOT,
        env=clean,
        capture_output=True,
        text=True,
    )


def test_env_bool_reads_common_spellings(monkeypatch):
    monkeypatch.setenv("FLAG", "Yes")
    assert env_bool("FLAG", False) is True
    monkeypatch.setenv("FLAG", "off")
    assert env_bool("FLAG", True) is False


def test_env_bool_rejects_an_unknown_word(monkeypatch):
    monkeypatch.setenv("FLAG", "maybe")
    with pytest.raises(ImproperlyConfigured, match="FLAG must be one of"):
        env_bool("FLAG", False)


def test_env_int_rejects_words(monkeypatch):
    monkeypatch.setenv("SECURE_HSTS_SECONDS", "a year")
    with pytest.raises(ImproperlyConfigured, match="SECURE_HSTS_SECONDS must be a whole number"):
        env_int("SECURE_HSTS_SECONDS", 0)


def test_env_int_rejects_values_below_the_minimum(monkeypatch):
    monkeypatch.setenv("PAGE_SIZE", "-5")
    with pytest.raises(ImproperlyConfigured, match="PAGE_SIZE must be at least 1; got -5"):
        env_int("PAGE_SIZE", 10, minimum=1)


def test_env_list_drops_blank_items(monkeypatch):
    monkeypatch.setenv("ALLOWED_HOSTS", " example.org, ,www.example.org,")
    assert env_list("ALLOWED_HOSTS", []) == ["example.org", "www.example.org"]


def test_it_refuses_to_start_without_a_secret_key_in_production():
    proc = load_settings(DEBUG="0", ALLOWED_HOSTS="example.org")
    assert proc.returncode != 0
    assert "SECRET_KEY must be set when DEBUG is off." in proc.stderr


def test_it_refuses_to_start_without_allowed_hosts_in_production():
    proc = load_settings(DEBUG="0", SECRET_KEY=GOOD_KEY, ALLOWED_HOSTS="")
    assert proc.returncode != 0
    assert "ALLOWED_HOSTS must be set when DEBUG is off." in proc.stderr


def test_it_rejects_a_database_url_that_is_not_postgresql():
    proc = load_settings(DEBUG="1", DATABASE_URL="mysql://user:pw@localhost/db")
    assert proc.returncode != 0
    assert "DATABASE_URL must point to PostgreSQL" in proc.stderr


def test_it_rejects_a_malformed_debug_value():
    proc = load_settings(DEBUG="sometimes")
    assert proc.returncode != 0
    assert "DEBUG must be one of" in proc.stderr


def test_deploy_check_is_clean_with_production_settings():
    # Browser tests allow async-unsafe calls in this process; a deployment would not.
    unset = {"DEBUG", "SECRET_KEY", "DATABASE_URL", "DJANGO_ALLOW_ASYNC_UNSAFE"}
    env = {k: v for k, v in os.environ.items() if k not in unset}
    env.update(DEBUG="0", SECRET_KEY=GOOD_KEY, ALLOWED_HOSTS="example.org")
    proc = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    assert "System check identified no issues (0 silenced)." in proc.stdout


def test_database_url_is_used_when_set():
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            "import directory.settings as s; d = s.DATABASES['default'];"
            "print(d['ENGINE'], d['HOST'], d['NAME'])",
        ],
        cwd=ROOT,
        env={**os.environ, "DEBUG": "1", "DATABASE_URL": "postgres://u:p@db.internal:5433/cands"},
        capture_output=True,
        text=True,
    )
    assert proc.stdout.split() == ["django.db.backends.postgresql", "db.internal", "cands"]


def test_parallel_workers_are_off_unless_asked_and_url_options_are_kept():
    code = "import directory.settings as s; print(s.DATABASES['default']['OPTIONS']['options'])"

    def options(**env):
        inherited = {
            k: v
            for k, v in os.environ.items()
            if k not in {"DATABASE_URL", "DATABASE_PARALLEL_WORKERS"}
        }
        proc = subprocess.run(
            [sys.executable, "-c", code],
            cwd=ROOT,
            env={**inherited, "DEBUG": "1", **env},
            capture_output=True,
            text=True,
        )
        return proc.stdout.strip()

    assert options() == "-c max_parallel_workers_per_gather=0"
    assert options(DATABASE_PARALLEL_WORKERS="2") == "-c max_parallel_workers_per_gather=2"
    url = "postgres://u:p@db/cands?options=-c%20statement_timeout%3D5000"
    assert options(DATABASE_URL=url) == (
        "-c statement_timeout=5000 -c max_parallel_workers_per_gather=0"
    )


def test_a_local_env_file_gives_development_settings_and_the_environment_wins(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(f"# written by make install\nDEBUG=1\nSECRET_KEY='{GOOD_KEY}'\n")
    assert load_settings(ENV_FILE=str(env_file)).returncode == 0
    refused = load_settings(ENV_FILE=str(env_file), DEBUG="0")
    assert "ALLOWED_HOSTS must be set" in refused.stderr


def test_without_an_env_file_production_still_needs_a_key():
    refused = load_settings()
    assert "SECRET_KEY must be set when DEBUG is off" in refused.stderr
