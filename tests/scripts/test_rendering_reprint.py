"""The re-printed PDF rendering (scripts/rendering_reprint.py): `reprint` and `unreadable`."""

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))


@pytest.mark.skipif(not shutil.which("pdftocairo"), reason="pdftocairo is not installed")
def test_a_reprinted_pdf_reads_back_with_its_heading_and_is_not_unreadable(tmp_path):
    from rendering_reprint import reprint, unreadable

    from profiles.parsing.reading import extract
    from tests.parsing.pdf_builder import Text, make_pdf

    source, out = tmp_path / "cv.pdf", tmp_path / "reprinted.pdf"
    source.write_bytes(make_pdf([[Text(72, 700, "Education", 14, "Helvetica-Bold")]]))
    reprint(source, out)
    fmt, text, _ = extract(out.read_bytes(), out.name)

    assert fmt == "pdf" and "Education" in text
    assert out.read_bytes() != source.read_bytes()
    assert not unreadable(source, out)
