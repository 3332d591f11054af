"""The PDF-as-text renderings (scripts/rendering_pdftext.py): PDFTEXT_RENDERINGS and
`unreadable_text`."""

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

pytestmark = pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext is not installed")


def _pdf(tmp_path):
    from tests.parsing.pdf_builder import Text, make_pdf

    source = tmp_path / "cv.pdf"
    page = [
        Text(72, 700, "Education", 14, "Helvetica-Bold"),
        Text(72, 680, "PhD, Example University", 10, "Helvetica"),
        Text(450, 680, "2019 - 2024", 10, "Helvetica"),
    ]
    source.write_bytes(make_pdf([page]))
    return source


def test_the_layout_copy_keeps_a_right_hand_date_on_its_entrys_line(tmp_path):
    from rendering_pdftext import PDFTEXT_RENDERINGS, unreadable_text

    source, out = _pdf(tmp_path), tmp_path / "cv.txt"
    PDFTEXT_RENDERINGS["pdf_as_text"](source, out)
    lines = [line for line in out.read_text().splitlines() if line.strip()]

    assert lines[0].strip() == "Education"
    assert lines[1].startswith("PhD, Example University") and lines[1].endswith("2019 - 2024")
    assert not unreadable_text(source, out)


def test_an_empty_copy_is_unreadable(tmp_path):
    from rendering_pdftext import unreadable_text

    out = tmp_path / "cv.txt"
    out.write_text("\f\n")

    assert unreadable_text(tmp_path / "cv.pdf", out)
