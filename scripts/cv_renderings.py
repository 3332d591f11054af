"""Whole-CV renderings for the invariance probe (scripts/perturb_corpus.py): a Markdown
CV published as a web page (as a static-site generator does, or marked up by hand), that
page printed to PDF by headless Chromium, or the CV written as a Word document.

Each keeps what the CV says; a CV whose front matter holds data (a Hugo profile) stays
Markdown, and `as_html` returns it unchanged.
"""

import re
import shutil
import subprocess
from collections import Counter
from functools import partial
from pathlib import Path

FRONT_MATTER = re.compile(r"(?s)\A---\n.*?\n---\n")


def _front_value(front: re.Match | None, key: str) -> str | None:
    found = re.search(rf"(?m)^{key}:[ \t]*[\"']?(.*?)[\"']?[ \t]*$", front[0]) if front else None
    return found[1] if found and found[1] else None


def as_html(text: str) -> str:
    """The page a static-site generator would publish from the CV, when its front matter
    holds no more than a layout, a title and a description (its <meta> tag); front matter
    with data stays with Markdown."""
    import html

    import markdown

    front = FRONT_MATTER.match(text)
    if front and front[0].count("\n") > 8:
        return text
    body = text[front.end() :] if front else text
    title, description = _front_value(front, "title"), _front_value(front, "description")
    head = f"<title>{title}</title>" if title else ""
    if description:
        head += f'<meta name="description" content="{html.escape(description)}">'
    head = f"<head>{head}</head>" if head else ""
    return f"<html>{head}<body>{markdown.markdown(body)}</body></html>"


def _br_lines(page: str) -> str:
    """Each list a paragraph of lines parted by <br>, a nested list's items lines of it."""
    page = re.sub(r"</li>\n</[uo]l>\n</li>", "</li>", page)  # a nested list ends its item
    page = re.sub(r"(?<!\n)(?<!<body>)<[uo]l>\n", "<br>\n", page)
    page = re.sub(r"<(/?)[uo]l>", r"<\1p>", page.replace("<li>", ""))
    return re.sub(r"<br>\n</p>", "</p>", re.sub(r"</li>\s*", "<br>\n", page))


# Pages marked up by hand rather than by a Markdown renderer.
HTML_REWRITES = {
    "html_bold_headings": lambda page: re.sub(
        r"<h([1-6])>(.*?)</h\1>", r"<p><strong>\2</strong></p>", page
    ),
    "html_br_lists": _br_lines,
}
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
# How a Word document holds a page's blocks: headings (Heading 1-3), list items (List
# Bullet), table rows, paragraphs; containers only hold them.
_DOCX_STYLE = {"h1": "Heading 1", "h2": "Heading 2", "h3": "Heading 3", "li": "List Bullet"}
_DOCX_STYLE.update(h4="Heading 3", h5="Heading 3", h6="Heading 3")
_BLOCKS = {*_DOCX_STYLE, "p", "pre", "dt", "dd", "table", "tr", "ul", "ol", "dl", "div"}
_BLOCKS.update({"section", "article", "header", "footer", "main", "blockquote", "hr"})
_UNSHOWN = {"head", "script", "style", "title", "noscript", "template"}


def _page_title(text: str) -> str:
    """The title of the front matter (a static site's page title), or ''."""
    return _front_value(FRONT_MATTER.match(text), "title") or ""


def _print_page(text: str, style: str = _PRINT_STYLE, change=None) -> str:
    """The as_html page with a CV's stylesheet (a plain one unless told), its title shown
    as the heading a site's layout prints above a page that has none; `change` marks up
    the page further for its stylesheet."""
    head = f'<head><meta charset="utf-8"><style>{style}</style></head>'
    page = as_html(text).replace("<html>", "<html>" + head, 1)
    title = _page_title(text)
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
_YEAR = r"(?:[A-Z][a-z]{2,8}\.?[ \t]+|\d\d?/)?(?:19|20)\d\d(?:[./]\d\d?)?"
_RANGE = rf"{_YEAR}[ \t]*[–—~-]{{1,3}}[ \t]*(?:{_YEAR}|[Pp]resent|[Nn]ow|[Tt]oday)"
_ENDING_RANGE = re.compile(
    rf"(?m){_LINE_START}([^\n]*?[^\s,|(–—~-])[ \t,|(]*"
    rf"({_RANGE})\)?[ \t]*"
    r"(?=</(?:li|h[2-6]|p)>|<[uo]l>|\n)"
)


# The date range that opens an entry's first line ("**2019 – 2023** PhD, ...").
_OPENING_RANGE = re.compile(
    rf"{_LINE_START}((?:<strong>)?{_RANGE}(?:</strong>)?)[ \t,:|]*(?=[^\s<])"
)


def _right_dates(page: str) -> str:
    """The date range that ends or opens an entry's first line moved into a span
    floated right."""
    page = _ENDING_RANGE.sub(r'\1<span class="when">\3</span>\2', page)
    return _OPENING_RANGE.sub(r'\1<span class="when">\2</span>', page)


def _has_blocks(node) -> bool:
    return any(isinstance(child.tag, str) and child.tag in _BLOCKS for child in node.iter())


def _inline(paragraph, node, bold: bool = False) -> None:
    """A node's inline content as Word runs: bold kept bold, <br> a line break, a link as
    its text (an address only in a mailto link written out, as the `unlinked` rewrite
    does); a list nested in a list item is left to its own paragraphs."""
    bold = bold or node.tag in ("strong", "b")
    if node.text:
        paragraph.add_run(node.text).bold = bold or None
    address = node.get("href", "").removeprefix("mailto:") if node.tag == "a" else ""
    if address and node.get("href").startswith("mailto:") and address not in node.text_content():
        paragraph.add_run(f": {address}")
    for child in node:
        if isinstance(child.tag, str) and child.tag not in _BLOCKS | _UNSHOWN:
            if child.tag == "br":
                paragraph.add_run().add_break()
            else:
                _inline(paragraph, child, bold)
        if child.tail:
            paragraph.add_run(child.tail).bold = bold or None


def _blocks(document, node) -> None:
    """A page's element as Word blocks (see _DOCX_STYLE); the loose text of a container
    between its blocks as paragraphs."""
    if not isinstance(node.tag, str) or node.tag in _UNSHOWN:
        return
    if node.tag == "table":
        _table(document, node)
    elif node.tag in _DOCX_STYLE or not _has_blocks(node):
        if node.text_content().strip():
            _inline(document.add_paragraph(style=_DOCX_STYLE.get(node.tag)), node)
        for child in node if node.tag == "li" else ():
            if isinstance(child.tag, str) and child.tag in _BLOCKS:
                _blocks(document, child)
    else:
        _container(document, node)


def _container(document, node) -> None:
    """A container's blocks in order (an element holding blocks, <details>, is one), the
    loose text between them as paragraphs."""
    loose = document.add_paragraph()
    loose.add_run(node.text or "")
    for child in node:
        if isinstance(child.tag, str) and (child.tag in _BLOCKS or _has_blocks(child)):
            _drop_blank(loose)
            _blocks(document, child)
            loose = document.add_paragraph()
        elif child.tag == "br":
            loose.add_run().add_break()
        elif isinstance(child.tag, str) and child.tag not in _UNSHOWN:
            _inline(loose, child)
        loose.add_run(child.tail or "")
    _drop_blank(loose)


def _drop_blank(paragraph) -> None:
    if not paragraph.text.strip():
        paragraph._p.getparent().remove(paragraph._p)


def _table(document, node) -> None:
    rows = [row.xpath("./th|./td") for row in node.iter("tr")]
    width = max((len(cells) for cells in rows), default=0)
    if not width:
        return
    table = document.add_table(rows=0, cols=width)
    for cells in rows:
        for cell, source in zip(table.add_row().cells, cells, strict=False):
            if _has_blocks(source):
                cell.paragraphs[0].add_run(" ".join(source.text_content().split()))
            else:
                _inline(cell.paragraphs[0], source)


def write_docx(text: str, out: Path) -> None:
    """The CV written in Word from its as_html page: headings as Heading 1-3, list items
    as List Bullet, tables as tables, other lines as paragraphs; bold kept as bold runs,
    links as their text; the page's title as the document's Title."""
    import docx
    import lxml.html

    document = docx.Document()
    if title := _page_title(text):
        document.add_paragraph(title, style="Title")
    page = lxml.html.document_fromstring(as_html(text))
    _blocks(document, page.body)
    document.save(out)


def _page_writer(rewrite_page):
    def write(text: str, out: Path) -> None:
        out.write_text(rewrite_page(as_html(text)))

    return write


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
# A rendering publishes the whole CV as a file: name -> (suffix, writer).
RENDERINGS = {
    "as_html": (".html", _page_writer(lambda page: page)),
    **{name: (".html", _page_writer(change)) for name, change in HTML_REWRITES.items()},
    "as_pdf": (".pdf", write_pdf),
    "as_docx": (".docx", write_docx),
    "pdf_left_labels": (".pdf", partial(write_pdf, style=_LEFT_LABELS, change=_sections)),
    "pdf_right_dates": (".pdf", partial(write_pdf, style=_RIGHT_DATES, change=_right_dates)),
    "pdf_small_caps": (".pdf", partial(write_pdf, style=_SMALL_CAPS)),
}
# Renderings too slow to repeat on every run: their files are reused.
REUSED = {"as_pdf", "pdf_left_labels", "pdf_right_dates", "pdf_small_caps"}
# Renderings too slow to run unless named.
SLOW = {"as_pdf", "as_docx", "pdf_left_labels", "pdf_right_dates", "pdf_small_caps"}
