"""Whole-CV renderings for the invariance probe (scripts/perturb_corpus.py): a Markdown
CV published as a web page (rendering_html), that page printed to PDF by headless
Chromium (rendering_pdf), the CV written as a Word document (rendering_docx), or kept as
a plain text file (rendering_text); or a PDF CV re-printed by another program
(rendering_reprint) or copied out as text (rendering_pdftext), whose writers take the
source PDF's path instead of a text.

Each keeps what the CV says; a CV whose front matter holds data (a Hugo profile) stays
Markdown, and `as_html` returns it unchanged.
"""

from rendering_docx import DOCX_RENDERINGS
from rendering_html import FRONT_MATTER, HTML_REWRITES, RANGE, as_html, page_writer
from rendering_pdf import PDF_RENDERINGS
from rendering_pdftext import PDFTEXT_RENDERINGS, unreadable_text
from rendering_reprint import REPRINT_RENDERINGS, unreadable
from rendering_text import TEXT_RENDERINGS

__all__ = [
    "FROM_PDF",
    "FRONT_MATTER",
    "HTML_REWRITES",
    "RANGE",
    "RENDERINGS",
    "REUSED",
    "SLOW",
    "as_html",
]

# A rendering publishes the whole CV as a file: name -> (suffix, writer).
RENDERINGS = {
    "as_html": (".html", page_writer(lambda page: page)),
    **{name: (".html", page_writer(change)) for name, change in HTML_REWRITES.items()},
    **{name: (".pdf", write) for name, write in PDF_RENDERINGS.items()},
    **{name: (".docx", write) for name, write in DOCX_RENDERINGS.items()},
    **{name: (".txt", write) for name, write in TEXT_RENDERINGS.items()},
    # "Print to PDF" from a viewer (cairo): another producer's fonts, text objects and glyph order.
    **{name: (".pdf", write) for name, write in REPRINT_RENDERINGS.items()},
    # The text a reader copies out of a PDF: its words without its fonts.
    **{name: (".txt", write) for name, write in PDFTEXT_RENDERINGS.items()},
}
# Renderings whose sources are the dev PDFs: name -> whether a written file is unreadable
# (its text lost to the rendering, not to the parser), which the probe skips.
FROM_PDF = {
    **dict.fromkeys(REPRINT_RENDERINGS, unreadable),
    **dict.fromkeys(PDFTEXT_RENDERINGS, unreadable_text),
}
# Renderings too slow to repeat on every run (the printed ones): their files are reused.
REUSED = {*PDF_RENDERINGS, *REPRINT_RENDERINGS}
# Renderings too slow to run unless named.
SLOW = {*PDF_RENDERINGS, *DOCX_RENDERINGS, *REPRINT_RENDERINGS}
