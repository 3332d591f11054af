"""Whole-CV renderings for the invariance probe (scripts/perturb_corpus.py): a Markdown
CV published as a web page (rendering_html), that page printed to PDF by headless
Chromium (rendering_pdf), the CV written as a Word document (rendering_docx), or kept as
a plain text file (rendering_text).

Each keeps what the CV says; a CV whose front matter holds data (a Hugo profile) stays
Markdown, and `as_html` returns it unchanged.
"""

from rendering_docx import DOCX_RENDERINGS
from rendering_html import FRONT_MATTER, HTML_REWRITES, RANGE, as_html, page_writer
from rendering_pdf import PDF_RENDERINGS
from rendering_text import TEXT_RENDERINGS

__all__ = ["FRONT_MATTER", "HTML_REWRITES", "RANGE", "RENDERINGS", "REUSED", "SLOW", "as_html"]

# A rendering publishes the whole CV as a file: name -> (suffix, writer).
RENDERINGS = {
    "as_html": (".html", page_writer(lambda page: page)),
    **{name: (".html", page_writer(change)) for name, change in HTML_REWRITES.items()},
    **{name: (".pdf", write) for name, write in PDF_RENDERINGS.items()},
    **{name: (".docx", write) for name, write in DOCX_RENDERINGS.items()},
    **{name: (".txt", write) for name, write in TEXT_RENDERINGS.items()},
}
# Renderings too slow to repeat on every run (the printed ones): their files are reused.
REUSED = set(PDF_RENDERINGS)
# Renderings too slow to run unless named.
SLOW = {*PDF_RENDERINGS, *DOCX_RENDERINGS}
