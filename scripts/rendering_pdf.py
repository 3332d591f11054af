"""A CV's web page (rendering_html.as_html) printed to PDF by headless Chromium for the
invariance probe (scripts/cv_renderings.py): with a plain stylesheet (`as_pdf`) or with
the stylesheets of other real PDF CVs (PDF_RENDERINGS).
"""

import re
import shutil
import subprocess
from collections import Counter
from functools import partial
from pathlib import Path

from rendering_html import RANGE, as_html, page_title

# What a CV printed from a web page looks like: one body font, larger bold headings;
# an image (not at hand to print) leaves no alt text in the text; a heading is kept
# with what follows it, as a word processor keeps it.
_PRINT_STYLE = (
    "body { font-family: serif; font-size: 11pt; }"
    " h1 { font-size: 20pt; } h2 { font-size: 14pt; font-weight: bold; }"
    " h3, h4 { font-size: 11pt; font-weight: bold; } img { display: none; }"
    " h1, h2, h3, h4 { break-after: avoid; } li, p { break-inside: avoid; }"
)
_CHROMIUM = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-pdf-header-footer",
)


def _print_page(text: str, style: str = _PRINT_STYLE, change=None) -> str:
    """The as_html page with a CV's stylesheet (a plain one unless told), its title shown
    as the heading a site's layout prints above a page that has none; `change` marks up
    the page further for its stylesheet."""
    head = f'<head><meta charset="utf-8"><style>{style}</style></head>'
    page = as_html(text).replace("<html>", "<html>" + head, 1)
    title = page_title(text)
    if title and "<h1>" not in page:
        page = page.replace("<body>", f"<body><h1>{title}</h1>", 1)
    return change(page) if change else page


def write_pdf(text: str, out: Path, style: str = _PRINT_STYLE, change=None) -> None:
    """The CV's web page printed to PDF by headless Chromium (with a stylesheet and a
    change to the page, see _print_page)."""
    page = out.with_suffix(".html")
    page.write_text(_print_page(text, style, change))
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise RuntimeError("as_pdf needs Chromium")
    subprocess.run(
        [browser, *_CHROMIUM, f"--print-to-pdf={out}", page.resolve().as_uri()],
        check=True,
        capture_output=True,
        timeout=120,
    )


def _sections(page: str) -> str:
    """Each section of the page (its heading at the level two or more headings share,
    the highest such, and the blocks up to the next) wrapped in a <section>; a first
    heading that opens the page is its title (the name), not a section's."""
    counts = Counter(re.findall(r"<h([1-6])>", page))
    levels = [level for level, n in counts.items() if n >= 2]
    if not levels:
        return page
    start, end = page.index("<body>") + len("<body>"), page.rindex("</body>")
    first, *rest = re.split(rf"(?=<h{min(levels)}>)", page[start:end])
    if not first.strip() and len(rest) > 2:
        first = rest.pop(0)
    wrapped = "".join(f"<section>{part}</section>" for part in rest)
    return page[:start] + first + wrapped + page[end:]


# The date range that ends the first line of an entry (a list item, a heading, a
# paragraph), with the commas, bar or bracket that set it off.
_LINE_START = r"((?:<(?:li|h[2-6]|p)>)+)"
_ENDING_RANGE = re.compile(
    rf"(?m){_LINE_START}([^\n]*?[^\s,|(–—~-])[ \t,|(]*"
    rf"({RANGE})\)?[ \t]*"
    r"(?=</(?:li|h[2-6]|p)>|<[uo]l>|\n)"
)


# The date range that opens an entry's first line ("**2019 – 2023** PhD, ...").
_OPENING_RANGE = re.compile(
    rf"{_LINE_START}((?:<strong>)?{RANGE}(?:</strong>)?)[ \t,:|]*(?=[^\s<])"
)


def _right_dates(page: str) -> str:
    """The date range that ends or opens an entry's first line moved into a span
    floated right."""
    page = _ENDING_RANGE.sub(r'\1<span class="when">\3</span>\2', page)
    return _OPENING_RANGE.sub(r'\1<span class="when">\2</span>', page)


# Other stylesheets real PDF CVs are printed with. The LaTeX `res` class and many
# academic CVs: each section heading in a narrow left column beside its content.
_LEFT_LABELS = _PRINT_STYLE + (
    " section { display: flow-root; padding-left: 1.5in; }"
    " section > :first-child { float: left; width: 1.3in; margin: 0 0 0 -1.5in; font-size: 12pt; }"
    " section > :nth-child(2) { margin-top: 0; }"
)
# moderncv, awesome-cv, Jake's resume: an entry's dates flush right on its first line.
_RIGHT_DATES = _PRINT_STYLE + " .when { float: right; padding-left: 1em; }"
# Headings in bold small caps, as large as the body, over a rule; a sans-serif body.
_SMALL_CAPS = _PRINT_STYLE + (
    " body { font-family: sans-serif; font-size: 10pt; }"
    " h2, h3, h4 { font-size: 10pt; font-variant: small-caps; }"
    " h2 { border-bottom: 0.5pt solid black; }"
)
# The printed renderings: name -> writer.
PDF_RENDERINGS = {
    "as_pdf": write_pdf,
    "pdf_left_labels": partial(write_pdf, style=_LEFT_LABELS, change=_sections),
    "pdf_right_dates": partial(write_pdf, style=_RIGHT_DATES, change=_right_dates),
    "pdf_small_caps": partial(write_pdf, style=_SMALL_CAPS),
}
