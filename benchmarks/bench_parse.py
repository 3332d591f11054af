"""Parse time per format on real CVs, and parsing in worker processes against parsing in
one process, measured in the same run.

usage: .venv/bin/python benchmarks/bench_parse.py [FOLDER]

FOLDER defaults to the real-CV corpus ($REAL_CVS_DIR, else ../real-cvs/cvs). Prints, for
each format, the number of files and the median and p95 time to parse one, then the
files per second of a whole-folder parse in one process and in worker processes.
"""

import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "directory.settings")
os.environ.setdefault("DEBUG", "1")

import django  # noqa: E402

django.setup()

from profiles.importing.parallel import Parsers  # noqa: E402
from profiles.parsing import parse_outcome  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> int:
    default = os.environ.get("REAL_CVS_DIR", ROOT.parent / "real-cvs" / "cvs")
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else default)
    items = [(p.read_bytes(), p.name) for p in sorted(folder.iterdir()) if p.is_file()]
    if not items:
        sys.exit(f"no files in {folder}")
    parse_outcome(items[0])  # imports and caches warmed once
    times = defaultdict(list)
    for item in items:
        start = time.perf_counter()
        parse_outcome(item)
        times[Path(item[1]).suffix.lstrip(".") or "?"].append(time.perf_counter() - start)
    print(f"{len(items)} files in {folder}")
    print("format   files   median ms   p95 ms")
    for fmt, values in sorted(times.items()):
        print(
            f"{fmt:8} {len(values):5}   {statistics.median(values) * 1000:9.1f}"
            f"   {percentile(values, 0.95) * 1000:6.1f}"
        )
    rates = {}
    for label, workers in (("one process", 1), ("workers", os.cpu_count() or 1)):
        parsers = Parsers(workers=workers)
        try:
            start = time.perf_counter()
            parsers.parse(items * 3)
            rates[label] = 3 * len(items) / (time.perf_counter() - start)
        finally:
            parsers.close()
        print(f"{label:12} {rates[label]:7.1f} files/s ({workers} process{'es' * (workers > 1)})")
    print(f"workers / one process: {rates['workers'] / rates['one process']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
