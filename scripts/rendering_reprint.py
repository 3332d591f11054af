"""A dev PDF CV re-printed by another program for the invariance probe
(scripts/cv_renderings.py): "Print to PDF" from a viewer, which on Linux goes through
cairo (`pdftocairo -pdf`). The re-printed file says the same thing with other font names,
other text objects and another glyph order, as a PDF from another producer does.

Cairo writes some glyphs (many CJK ones, icons) with no Unicode mapping; their text
comes out as replacement characters no reader can read, so such a file is skipped.
"""

import shutil
import subprocess
from pathlib import Path

# Replacement characters a re-printed file may add to its source's text (an icon or
# two) before its text is no longer the source's.
_MAX_NEW_UNREADABLE = 10
_REPLACEMENT = "\ufffd"


def reprint(source: Path, out: Path) -> None:
    """The PDF source re-printed through cairo into out."""
    if shutil.which("pdftocairo") is None:
        raise RuntimeError("pdf_reprinted needs pdftocairo (poppler-utils)")
    subprocess.run(
        ["pdftocairo", "-pdf", str(source), str(out)], check=True, capture_output=True, timeout=120
    )


def _text(path: Path) -> str:
    done = subprocess.run(["pdftotext", "-q", str(path), "-"], capture_output=True, timeout=120)
    return done.stdout.decode(errors="replace")


def unreadable(source: Path, out: Path) -> bool:
    """Whether the re-printed file lost the Unicode of more than an icon or two of its
    source's glyphs (its text then holds replacement characters the source's has not)."""
    lost = _text(out).count(_REPLACEMENT) - _text(source).count(_REPLACEMENT)
    return lost > _MAX_NEW_UNREADABLE


# The re-printed renderings, whose sources are PDFs: name -> writer(source, out).
REPRINT_RENDERINGS = {"pdf_reprinted": reprint}
