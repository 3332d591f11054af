"""Peak memory and time of the import's parsing of hostile files: a 1 MB zip-bomb DOCX
(1 GB word/document.xml), a DOCX understating its size, and a 9.9 MB text CV, each
refused; beside them a real DOCX, parsed. Run by tests/importing/test_limits_memory.py,
which asserts the bound on memory.

usage: .venv/bin/python benchmarks/bench_limits.py [--max-mb 300]

The files are made in a temporary folder (never kept). Prints, per file, the outcome and
the time, then the peak resident memory of this process and of the parser workers it
started (getrusage, in MB); exits 1 if that peak passes --max-mb.
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "directory.settings")
os.environ.setdefault("DEBUG", "1")

CORPUS = ROOT / "tests" / "corpus" / "cvs"


def peak_mb() -> tuple[float, float]:
    """Peak resident memory of this process and of its largest finished child, in MB
    (a child counts what it shared with this process when it was forked)."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return own, children


def make_files(folder: Path) -> None:
    from tests.hostile_files import write_long_text, write_lying_docx, write_zip_bomb

    write_zip_bomb(folder / "bomb.docx")
    write_lying_docx(folder / "lying.docx")
    write_long_text(folder / "long.txt")
    (folder / "real.docx").write_bytes(next(CORPUS.glob("*.docx")).read_bytes())


def parse_all(folder: Path) -> tuple[float, float]:
    """Parse each file as the import does, printing its outcome and time; the peaks."""
    import django

    django.setup()
    from profiles import parsing
    from profiles.importing.parallel import POOL, Parsers

    parsers = Parsers(workers=1)
    for path in sorted(folder.iterdir()):
        item = (path.read_bytes(), path.name)
        start = time.perf_counter()
        [outcome] = parsers.parse([item])
        took = time.perf_counter() - start
        verdict = (
            f"refused: {outcome.reason}"
            if isinstance(outcome, parsing.UnreadableDocument)
            else f"parsed: {outcome.name}"
        )
        print(f"{path.name:12} {len(item[0]) / 2**20:5.1f} MB {took:6.2f} s  {verdict}")
    parsers.close()
    POOL.shrink(0)
    return peak_mb()


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--max-mb", type=float, default=300)
    options.add_argument("--parse", type=Path, help=argparse.SUPPRESS)
    options.add_argument("--make", type=Path, help=argparse.SUPPRESS)
    args = options.parse_args()
    if args.make:
        make_files(args.make)
        return 0
    if args.parse:
        own, workers = parse_all(args.parse)
        print(f"peak resident memory: import process {own:.0f} MB, parser worker {workers:.0f} MB")
        return 1 if max(own, workers) > args.max_mb else 0
    with tempfile.TemporaryDirectory() as name:
        # Each step in a process of its own: a process counts in its peak what it shared
        # with its parent when forked, so this one stays small and measures nothing.
        subprocess.run([sys.executable, __file__, "--make", name], check=True)
        command = [sys.executable, __file__, "--parse", name, "--max-mb", str(args.max_mb)]
        done = subprocess.run(command, check=False)
    if done.returncode:
        print(f"over the {args.max_mb:g} MB bound")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
