"""A CV written as a Word document for the invariance probe (scripts/cv_renderings.py):
with Word's heading and list styles (`as_docx`), or typed without them as most Word CVs
are, its entries in paragraphs (`docx_plain`) or in the rows of a borderless table
(`docx_tables`).
"""

import re
from itertools import pairwise
from pathlib import Path

from rendering_html import BLOCKS, DATE, RANGE, SEPARATORS, UNSHOWN, as_html, page_title

# How a Word document holds a page's blocks: headings (Heading 1-3), list items (List
# Bullet, List Bullet 2 for an item of a nested list), table rows, paragraphs;
# containers only hold them.
_DOCX_STYLE = {"h1": "Heading 1", "h2": "Heading 2", "h3": "Heading 3", "li": "List Bullet"}
_DOCX_STYLE.update(h4="Heading 3", h5="Heading 3", h6="Heading 3")
_NESTED_ITEM = "List Bullet 2"


def _has_blocks(node) -> bool:
    return any(isinstance(child.tag, str) and child.tag in BLOCKS for child in node.iter())


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
        if isinstance(child.tag, str) and child.tag not in BLOCKS | UNSHOWN:
            if child.tag == "br":
                paragraph.add_run().add_break()
            else:
                _inline(paragraph, child, bold)
        if child.tail:
            paragraph.add_run(child.tail).bold = bold or None


def _blocks(document, node) -> None:
    """A page's element as Word blocks (see _DOCX_STYLE); the loose text of a container
    between its blocks as paragraphs."""
    if not isinstance(node.tag, str) or node.tag in UNSHOWN:
        return
    if node.tag == "table":
        _table(document, node)
    elif node.tag in _DOCX_STYLE or not _has_blocks(node):
        if node.text_content().strip():
            _inline(document.add_paragraph(style=_block_style(node)), node)
        for child in node if node.tag == "li" else ():
            if isinstance(child.tag, str) and child.tag in BLOCKS:
                _blocks(document, child)
    else:
        _container(document, node)


def _block_style(node) -> str | None:
    if node.tag == "li" and any(True for _ in node.iterancestors("li")):
        return _NESTED_ITEM
    return _DOCX_STYLE.get(node.tag)


def _container(document, node) -> None:
    """A container's blocks in order (an element holding blocks, <details>, is one), the
    loose text between them as paragraphs."""
    loose = document.add_paragraph()
    loose.add_run(node.text or "")
    for child in node:
        if isinstance(child.tag, str) and (child.tag in BLOCKS or _has_blocks(child)):
            _drop_blank(loose)
            _blocks(document, child)
            loose = document.add_paragraph()
        elif child.tag == "br":
            loose.add_run().add_break()
        elif isinstance(child.tag, str) and child.tag not in UNSHOWN:
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
    if title := page_title(text):
        document.add_paragraph(title, style="Title")
    page = lxml.html.document_fromstring(as_html(text))
    _blocks(document, page.body)
    document.save(out)


# How most Word CVs are typed, without Word's styles: a heading a bold Normal paragraph,
# larger (a section's with a rule below it); a bullet a Normal paragraph that starts
# with "•" and a tab; an entry's dates pushed to the right margin by a right tab.
_PLAIN_SIZES = {"Title": 18, "Heading 1": 18, "Heading 2": 14}
_RIGHT_MARGIN_INCHES = 6.5
_ENDING_RANGE = re.compile(rf"[ \t,|(]*\(?({RANGE})\)?\s*$")
_INNER_RANGE = re.compile(rf"(?<![\w/.])\(?({RANGE})\)?")
# The date that opens an entry's line, in place of a range: "2015 X, Y.", "2024 - today X",
# "2011.01-今 X" (Chinese "now").
_LEADING_DATE = re.compile(
    rf"^[ \t]*({DATE}(?:[ \t]*[–—-]{{1,2}}[ \t]*(?:{DATE}|[A-Za-z]+|至今|现在|今))?)(?![\w/.])"
)
# A list item's mark when typed: a bullet and a tab, a nested item's a tab.
_TYPED_MARKS = {"List Bullet": "•\t", _NESTED_ITEM: "\t"}


def _style(paragraph) -> str:
    return paragraph.style.name if paragraph.style is not None else ""


def _bottom_border(paragraph) -> None:
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    borders, bottom = OxmlElement("w:pBdr"), OxmlElement("w:bottom")
    for key, value in {"val": "single", "sz": "6", "space": "1", "color": "auto"}.items():
        bottom.set(qn(f"w:{key}"), value)
    borders.append(bottom)
    paragraph._p.get_or_add_pPr().append(borders)


def _unstyled(paragraph) -> None:
    """A Heading or List Bullet paragraph typed as a Normal one (see _PLAIN_SIZES)."""
    from docx.shared import Pt

    style = _style(paragraph)
    if style.startswith(("Heading", "Title")):
        paragraph.style = "Normal"
        for run in paragraph.runs:
            run.bold = True
            run.font.size = Pt(_PLAIN_SIZES.get(style, 11))
        if style == "Heading 2":
            _bottom_border(paragraph)
    elif style in _TYPED_MARKS and paragraph.runs:
        paragraph.style = "Normal"
        paragraph.runs[0].text = _TYPED_MARKS[style] + paragraph.runs[0].text.lstrip()


def _fold_blank_items(document) -> None:
    """A list item whose text is all in the paragraphs below it (an item holding <p>):
    its first paragraph takes the item's style, the blank one is dropped."""
    paragraphs = document.paragraphs
    for paragraph, below in pairwise(paragraphs):
        if _style(paragraph) in _TYPED_MARKS and not paragraph.text.strip():
            if _style(below) == "Normal":
                below.style = paragraph.style
            _drop_blank(paragraph)


def _dates_right(paragraph) -> None:
    """A paragraph whose last run of text ends with a date range: the range after a tab,
    at a right tab stop on the margin (a line break after it dropped)."""
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches

    runs = paragraph.runs
    while runs and not runs[-1].text.strip():
        runs = runs[:-1]
    found = _ENDING_RANGE.search(runs[-1].text) if runs else None
    if found is None:
        return
    head = "".join(run.text for run in runs[:-1]) + runs[-1].text[: found.start()]
    if not head.rsplit("\n", 1)[-1].strip():
        return
    runs[-1].text = runs[-1].text[: found.start()] + "\t" + found[1]
    for blank in paragraph.runs[len(runs) :]:
        blank.text = ""
    stops = paragraph.paragraph_format.tab_stops
    stops.add_tab_stop(Inches(_RIGHT_MARGIN_INCHES), WD_TAB_ALIGNMENT.RIGHT)


def write_docx_plain(text: str, out: Path) -> None:
    """The as_docx document typed without styles (see _PLAIN_SIZES)."""
    import docx

    write_docx(text, out)
    document = docx.Document(out)
    _fold_blank_items(document)
    for paragraph in document.paragraphs:
        _dates_right(paragraph)
        _unstyled(paragraph)
    document.save(out)


def _heading_level(style: str) -> int | None:
    found = re.fullmatch(r"Heading (\d)", style)
    return int(found[1]) if found else None


def _section_level(paragraphs) -> int | None:
    """The level of a CV's section headings: the highest level used more than once."""
    levels = [_heading_level(_style(p)) for p in paragraphs]
    repeated = [level for level in set(levels) - {None} if levels.count(level) > 1]
    return min(repeated, default=None)


def _entries(document) -> list[list]:
    """The body's paragraphs grouped into a section's entries: a list item with its
    nested items, a one-line paragraph holding a date range, or a heading below the
    section level with the paragraphs after it."""
    paragraphs = document.paragraphs
    sections = _section_level(paragraphs)
    groups, open_heading = [], False
    for paragraph in paragraphs:
        level = _heading_level(_style(paragraph))
        if level is not None and sections is not None and level > sections:
            groups.append([paragraph, "entry"])
            open_heading = True
        elif level is not None or _style(paragraph) == "Title":
            groups.append([paragraph, "heading"])
            open_heading = False
        elif open_heading or (
            _style(paragraph) == _NESTED_ITEM and groups and groups[-1][-1] == "entry"
        ):
            groups[-1].insert(-1, paragraph)
        else:
            groups.append([paragraph, "entry" if _an_entry(paragraph) else "other"])
    return [group[:-1] for group in groups if group[-1] == "entry"]


def _an_entry(paragraph) -> bool:
    """A list item, or a one-line paragraph holding a date range set apart, or opening
    with a date."""
    text = paragraph.text.strip()
    return _style(paragraph) in _TYPED_MARKS or (
        "\n" not in text and bool(_apart_range(text) or _LEADING_DATE.match(text))
    )


def _apart_range(text: str) -> re.Match | None:
    """The first date range of the text that a separator or an end sets apart from the
    rest ("PhD, X, 2019 – 2023"), not one a sentence holds ("a fellow during 2024–2025")."""
    for found in _INNER_RANGE.finditer(text):
        before, after = text[: found.start()].rstrip(), text[found.end() :].lstrip()
        if (not before or before[-1] in SEPARATORS + "(") and (
            not after or after[0] in SEPARATORS + ").;"
        ):
            return found
    return None


def _take_range(paragraphs) -> str:
    """The first date range set apart in a run of the paragraphs, else the date that opens
    the first, taken out of it with the separators that parted it from the entry's other
    parts ("" when there is neither)."""
    runs = [run for paragraph in paragraphs for run in paragraph.runs]
    lead = [run for run in runs if run.text.strip()][:1]
    searches = [(_apart_range, run) for run in runs] + [(_LEADING_DATE.search, run) for run in lead]
    for search, run in searches:
        found = search(run.text)
        if found:
            before, after = run.text[: found.start()], run.text[found.end() :]
            joint = ", " if before.strip(SEPARATORS) and after.strip(SEPARATORS) else ""
            run.text = before.rstrip(SEPARATORS) + joint + after.lstrip(SEPARATORS)
            return found[1]
    return ""


def _entry_row(document, entry) -> None:
    """An entry as a row of a borderless two-column table: its date range in the narrow
    left cell, its paragraphs in the right one, a list item's first without its bullet
    (the row sets it apart). The row joins the table just above, else a new table stands
    where the entry stood."""
    from docx.oxml.ns import qn
    from docx.shared import Inches
    from docx.table import Table

    above = entry[0]._p.getprevious()
    if above is not None and above.tag == qn("w:tbl"):
        table = Table(above, document._body)
    else:
        table = document.add_table(rows=0, cols=2)
        entry[0]._p.addprevious(table._tbl)
    dates, body = table.add_row().cells
    dates.width, body.width = Inches(1.3), Inches(5.2)
    dates.paragraphs[0].add_run(_take_range(entry))
    if _style(entry[0]) == "List Bullet":
        entry[0].style = "Normal"
    for paragraph in entry:
        body._tc.append(paragraph._p)
    body._tc.remove(body.paragraphs[0]._p)


def write_docx_tables(text: str, out: Path) -> None:
    """The as_docx document with each section's entries laid out as table rows (see
    _entry_row), the rest typed without styles as in docx_plain."""
    import docx

    write_docx(text, out)
    document = docx.Document(out)
    _fold_blank_items(document)
    for entry in _entries(document):
        _entry_row(document, entry)
    for paragraph in document.paragraphs:
        _unstyled(paragraph)
    for table in document.tables:
        for paragraph in (p for row in table.rows for cell in row.cells for p in cell.paragraphs):
            _unstyled(paragraph)
    document.save(out)


# The Word renderings: name -> writer.
DOCX_RENDERINGS = {
    "as_docx": write_docx,
    "docx_plain": write_docx_plain,
    "docx_tables": write_docx_tables,
}
