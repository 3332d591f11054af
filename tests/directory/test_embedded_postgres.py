"""The embedded PostgreSQL starts, stops, restarts with its data, and survives a killed client."""

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import psycopg
import pytest

from directory import embedded_postgres

ROOT = Path(__file__).resolve().parents[2]


def run_client(pgdata: Path, code: str) -> subprocess.CompletedProcess:
    """Run `code` in a new process that has started the server for `pgdata`."""
    script = textwrap.dedent(
        f"""
        from pathlib import Path
        import psycopg
        from directory import embedded_postgres
        sock = embedded_postgres.start(Path({str(pgdata)!r}))
        conn = psycopg.connect(host=str(sock), dbname="postgres", user="postgres", autocommit=True)
        """
    ) + textwrap.dedent(code)
    return subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def server_running(pgdata: Path) -> bool:
    pid_file = pgdata / "postmaster.pid"
    if not pid_file.exists():
        return False
    pid = int(pid_file.read_text().split()[0])
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.fixture
def pgdata(tmp_path_factory):
    # A short path: unix socket paths are limited to about 100 characters.
    return tmp_path_factory.mktemp("pg") / "data"


def test_it_keeps_data_across_a_stop_and_a_restart(pgdata):
    first = run_client(
        pgdata,
        "conn.execute('CREATE TABLE kept (v text)');"
        "conn.execute(\"INSERT INTO kept VALUES ('still here')\")",
    )
    assert first.returncode == 0, first.stderr
    assert not server_running(pgdata), "the last client to exit stops the server"

    second = run_client(pgdata, "print(conn.execute('SELECT v FROM kept').fetchone()[0])")
    assert second.returncode == 0, second.stderr
    assert second.stdout.strip() == "still here"


def test_two_processes_share_one_server(pgdata):
    socket_dir = embedded_postgres.start(pgdata)
    try:
        with psycopg.connect(host=str(socket_dir), dbname="postgres", user="postgres") as conn:
            pid = conn.execute("SELECT pg_backend_pid()").fetchone()[0]
        other = run_client(pgdata, "print(conn.execute('SELECT 1').fetchone()[0])")
        assert other.returncode == 0, other.stderr
        assert server_running(pgdata), "the server outlives a second client while we hold it"
        assert pid > 0
    finally:
        embedded_postgres.stop(pgdata)
    assert not server_running(pgdata)


def test_a_killed_client_does_not_keep_the_server_forever(pgdata):
    killed = run_client(pgdata, "import os, signal; os.kill(os.getpid(), signal.SIGKILL)")
    assert killed.returncode == -signal.SIGKILL
    handles = json.loads((pgdata / embedded_postgres.HANDLES_FILE).read_text())
    assert handles, "the killed process left its PID behind"

    after = run_client(pgdata, "print(conn.execute('SELECT 42').fetchone()[0])")
    assert after.returncode == 0, after.stderr
    assert after.stdout.strip() == "42"
    assert json.loads((pgdata / embedded_postgres.HANDLES_FILE).read_text()) == []
    assert not server_running(pgdata), "with the stale handle pruned, the last exit stops it"
