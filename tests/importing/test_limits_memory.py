"""The bound on memory of the import's limits, measured by benchmarks/bench_limits.py in
processes of its own: a 1 MB zip-bomb DOCX (1 GB document.xml), a DOCX understating its
size and a 9.9 MB text CV are refused, and a real DOCX parsed, under 300 MB peak."""

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_limits.py"


def test_hostile_files_are_refused_under_300_mb_of_peak_memory():
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--max-mb", "300"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "bomb.docx" in out and "refused: the Word document unpacks to more than" in out
    assert "long.txt" in out and "refused: the text is longer than" in out
    assert "lying.docx" in out and "refused: the file is not a readable Word document" in out
    assert "real.docx" in out and "parsed:" in out
