"""Runs the web server of `make run` and `make serve`, and stops the embedded
PostgreSQL when the server ends and no other process uses it.

    python -m directory.supervise COMMAND [ARG...]

The server runs in a process group of its own; Ctrl-C (SIGINT), SIGTERM (which
`make` passes on to its recipe when it is stopped) and SIGHUP are passed to the whole
group: runserver's reloader and the server it runs, or gunicorn's master and workers.
Once they have all exited, `embedded_postgres.stop_if_unused` stops the server, which
a process killed outright could not do by itself. With DATABASE_URL set it does nothing
more than run the command.
"""

import contextlib
import os
import signal
import subprocess
import sys
import time

# How long the group may take to exit after the server's own process, before SIGKILL.
GRACE_SECONDS = 30


def main(command: list[str]) -> int:
    if not command:
        print(__doc__, file=sys.stderr)
        return 2
    server = subprocess.Popen(command, start_new_session=True)

    def pass_on(signum, frame):
        signal_group(server.pid, signum)

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, pass_on)
    code = server.wait()
    wait_for_group(server.pid)
    stop_embedded_database()
    return code


def signal_group(pgid: int, signum: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pgid, signum)


def wait_for_group(pgid: int) -> None:
    """Until every process of the group has exited; SIGKILL after GRACE_SECONDS."""
    deadline = time.monotonic() + GRACE_SECONDS
    while True:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return
        if time.monotonic() > deadline:
            signal_group(pgid, signal.SIGKILL)
        time.sleep(0.1)


def stop_embedded_database() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "directory.settings")
    from django.conf import settings

    pgdata = settings.DATABASES["default"].get("PGDATA")
    if pgdata is not None:
        from directory import embedded_postgres

        embedded_postgres.stop_if_unused(pgdata)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
