"""A dev PDF CV as the text a reader copies out of it, for the invariance probe
(scripts/cv_renderings.py): "text from PDF", one of the formats the import reads.

`pdf_as_text` keeps the page's layout (`pdftotext -layout`: columns side by side, dates
flush right on their entry's line), as a terminal tool or a careful paste gives it;
`pdf_as_text_raw` keeps only the reading order (`pdftotext -raw`), as a viewer's
select-all and copy gives it, with a right-hand date on a line of its own. Either says
what the PDF says, without its fonts: the name is no longer the largest text, a heading
no longer bold, so what the parser loses on them is what it reads only from a PDF's
fonts and positions.
"""

import shutil
import subprocess
from pathlib import Path

# Replacement characters the text may hold (an icon or two) before it no longer says
# what the PDF says.
_MAX_UNREADABLE = 10
_REPLACEMENT = "\ufffd"


def _copier(mode: str):
    def copy(source: Path, out: Path) -> None:
        """The text of the PDF source, as pdftotext copies it in this mode, into out."""
        if shutil.which("pdftotext") is None:
            raise RuntimeError("the text renderings of PDFs need pdftotext (poppler-utils)")
        subprocess.run(
            ["pdftotext", "-q", "-enc", "UTF-8", mode, str(source), str(out)],
            check=True,
            capture_output=True,
            timeout=120,
        )

    return copy


def unreadable_text(source: Path, out: Path) -> bool:
    """Whether the copied text is empty or lost the Unicode of more than an icon or two."""
    text = out.read_text(errors="replace")
    return not text.strip() or text.count(_REPLACEMENT) > _MAX_UNREADABLE


# The text renderings of the dev PDFs: name -> writer(source, out).
PDFTEXT_RENDERINGS = {"pdf_as_text": _copier("-layout"), "pdf_as_text_raw": _copier("-raw")}
