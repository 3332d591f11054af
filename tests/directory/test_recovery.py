"""Recovery: a killed embedded PostgreSQL is started again by the next connection; the
server of `make serve` (gunicorn under directory.supervise) answers again after the kill
and leaves no PostgreSQL behind when stopped; /healthz tells whether the database answers."""

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import psycopg
import pytest
from django.test import override_settings

from directory import embedded_postgres
from tests.directory.test_embedded_postgres import server_running

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def pgdata(tmp_path_factory):
    # A short path: unix socket paths are limited to about 100 characters.
    return tmp_path_factory.mktemp("pg") / "data"


def postmaster_pid(pgdata: Path) -> int:
    return int((pgdata / "postmaster.pid").read_text().split()[0])


def test_a_killed_server_is_started_again_with_its_data(pgdata):
    socket_dir = embedded_postgres.start(pgdata)
    try:
        with psycopg.connect(host=str(socket_dir), dbname="postgres", user="postgres") as conn:
            conn.execute("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('here')")
        os.kill(postmaster_pid(pgdata), signal.SIGKILL)
        with pytest.raises(psycopg.OperationalError):
            psycopg.connect(
                host=str(socket_dir), dbname="postgres", user="postgres", connect_timeout=2
            )
        socket_dir = embedded_postgres.ensure_running(pgdata)
        with psycopg.connect(host=str(socket_dir), dbname="postgres", user="postgres") as conn:
            assert conn.execute("SELECT v FROM kept").fetchone() == ("here",)
    finally:
        embedded_postgres.stop(pgdata)
    assert not server_running(pgdata)


def test_a_server_process_that_takes_no_connection_is_waited_for_not_trusted(pgdata):
    # A server killed a moment ago has closed its socket while its process still runs.
    # Stand-in: the postmaster.pid of a stopped server naming a process that lives on
    # for a second and listens on nothing.
    embedded_postgres.start(pgdata)
    lines = (pgdata / "postmaster.pid").read_text().splitlines()
    embedded_postgres.stop(pgdata)
    assert not server_running(pgdata)
    dying = subprocess.Popen(["sleep", "1"])
    try:
        lines[0] = str(dying.pid)
        (pgdata / "postmaster.pid").write_text("\n".join(lines) + "\n")
        assert not embedded_postgres.accepts_connections(pgdata)
        socket_dir = embedded_postgres.ensure_running(pgdata)
        with psycopg.connect(host=str(socket_dir), dbname="postgres", user="postgres") as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)
    finally:
        dying.wait()
        embedded_postgres.stop(pgdata)


def test_an_unused_server_is_stopped_and_a_used_one_is_not(pgdata):
    embedded_postgres.start(pgdata)
    try:
        assert not embedded_postgres.stop_if_unused(pgdata), "this process holds it"
        assert server_running(pgdata)
    finally:
        embedded_postgres.stop(pgdata)
    assert not embedded_postgres.stop_if_unused(pgdata), "already stopped"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return 0


def test_the_production_server_recovers_from_a_killed_database_and_stops_it(pgdata):
    port = free_port()
    env = {
        **os.environ,
        "ENV_FILE": "",
        "DEBUG": "0",
        "SECRET_KEY": "a-test-key-" + "x" * 50,
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "0",
        "EMBEDDED_PGDATA": str(pgdata),
        "WEB_CONCURRENCY": "2",
        "GUNICORN_ACCESS_LOG": "/dev/null",
    }
    env.pop("DATABASE_URL", None)
    command = [
        sys.executable,
        "-m",
        "directory.supervise",
        str(Path(sys.executable).parent / "gunicorn"),
    ]
    command += [
        "--config",
        "directory/gunicorn.conf.py",
        "--bind",
        f"127.0.0.1:{port}",
        "directory.wsgi",
    ]
    server = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.DEVNULL)
    try:
        health = f"http://127.0.0.1:{port}/healthz"
        for _ in range(120):
            if get(health) == 200:
                break
            time.sleep(0.5)
        assert get(health) == 200
        for _ in range(4):  # both workers hold a connection
            assert get(health) == 200
        os.kill(postmaster_pid(pgdata), signal.SIGKILL)
        answers = [get(health) for _ in range(4)]
        assert answers[1:] == [200, 200, 200], answers
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=60) == 0
    assert not server_running(pgdata)


@pytest.mark.django_db
def test_health_is_open_without_login_or_https(client):
    with override_settings(SECURE_SSL_REDIRECT=True):
        response = client.get("/healthz")
        assert client.get("/").status_code == 301
    assert response.status_code == 200
    assert response.content == b"ok\n"


def test_health_answers_503_when_the_database_does_not(tmp_path):
    script = (
        "import django; django.setup()\n"
        "from django.test import Client\n"
        "print(Client().get('/healthz').status_code)\n"
    )
    env = {
        **os.environ,
        "ENV_FILE": "",
        "DEBUG": "1",
        "DJANGO_SETTINGS_MODULE": "directory.settings",
        "DATABASE_URL": "postgres://nobody@127.0.0.1:9/none",
        "ALLOWED_HOSTS": "testserver",
    }
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.strip() == "503", done.stderr
