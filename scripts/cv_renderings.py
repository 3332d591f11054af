"""Whole-CV renderings for the invariance probe (scripts/perturb_corpus.py): a Markdown
CV published as a web page (as a static-site generator does, marked up by hand, or laid
out by a homepage theme as rows of dates beside entries), that page printed to PDF by
headless Chromium, the CV written as a Word document (with Word's heading and list
styles, or typed without them as most Word CVs are, its entries in paragraphs or in the
rows of a borderless table), or kept as a plain text file.

Each keeps what the CV says; a CV whose front matter holds data (a Hugo profile) stays
Markdown, and `as_html` returns it unchanged.
"""

import re
import shutil
import subprocess
from itertools import pairwise
from pathlib import Path

FRONT_MATTER = re.compile(r"(?s)\A---\n.*?\n---\n")
# A date as CVs write it: "2019", "Sep 2019".
DATE = r"(?:[A-Z][a-z]{2,8}\.?[ \t]+)?(?:19|20)\d\d"
# A date range as CVs write it: "2019 – 2023", "Sep 2019 – Present", "2012.09 to now",
# "2019.09 ~ (now)".
RANGE = (
    rf"{DATE}(?:[./]\d{{1,2}})?[ \t]*(?:[–—~-]{{1,2}}|to)[ \t]*"
    rf"(?:{DATE}(?:[./]\d{{1,2}})?|[Pp]resent|[Nn]ow|\([Nn]ow\))"
)


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
    """Each list a paragraph of lines parted by <br>, a nested list's items lines of it (a
    list written in the page's own HTML, its tags with attributes, too)."""
    page = re.sub(r"</li>\n</[uo]l>\n</li>", "</li>", page)  # a nested list ends its item
    page = re.sub(r"(?<!\n)(?<!<body>)<[uo]l\b[^>]*>\n", "<br>\n", page)
    page = re.sub(r"<(/?)[uo]l\b[^>]*>", r"<\1p>", re.sub(r"<li\b[^>]*>", "", page))
    return re.sub(r"<br>\n</p>", "</p>", re.sub(r"</li>\s*", "<br>\n", page))


# A list item's or paragraph's date range at its start or end, as an entry's dates
# ("2019.09 - 2024.06, PhD, X University", "PhD, X University (2019 – Present)").
_LEADING_RANGE = re.compile(rf"^\s*[(（]?({RANGE})[)）]?[\s,;:|–—-]*")
_TRAILING_RANGE = re.compile(rf"[\s,;:|(（]*\b({RANGE})[)）]?[\s.,;]*$")
# What parts an entry from the date range taken out of it: "PhD, X, 2019 – 2023".
_SEPARATORS = " \t\n,;:|–—-"
# A range a sentence ends with ("a scholar from 2015 to 2020") is no entry's dates.
_IN_PROSE = re.compile(r"(?i)\b(?:from|between|since|during|in)\s*$")
_INLINE = {"a", "em", "strong", "b", "i", "code", "span", "sup", "sub", "br", "img", "small"}


def _slots(node, with_tail: bool):
    """The text slots of an inline node in reading order: (element, "text" | "tail")."""
    yield node, "text"
    for child in node:
        yield from _slots(child, True)
    if with_tail:
        yield node, "tail"


def _line_slots(line) -> list:
    """The non-blank text slots of a block's own line (before any block inside it)."""
    slots = [(line, "text")]
    for child in line:
        if not isinstance(child.tag, str) or child.tag not in _INLINE:
            break
        slots.extend(_slots(child, True))
    return [(node, attr) for node, attr in slots if (getattr(node, attr) or "").strip()]


def _strip_dates(line) -> str | None:
    """The date range that starts or ends the line, taken out of it (with what parted it
    from the entry), or None when the line has none or holds nothing else."""
    slots = _line_slots(line)
    if not slots:
        return None
    for index, pattern in ((0, _LEADING_RANGE), (-1, _TRAILING_RANGE)):
        node, attr = slots[index]
        found = pattern.search(getattr(node, attr))
        if found and not _IN_PROSE.search(getattr(node, attr)[: found.start()]):
            break
    else:
        return None
    rest = getattr(node, attr)[: found.start()] + getattr(node, attr)[found.end() :]
    if not rest.strip() and len(slots) == 1:
        return None
    setattr(node, attr, rest)
    if not rest.strip() and len(slots) > 1:
        near, near_attr = slots[index + (1 if index == 0 else -1)]
        text = getattr(near, near_attr)
        setattr(
            near, near_attr, text.lstrip(_SEPARATORS) if index == 0 else text.rstrip(_SEPARATORS)
        )
    if node is not line and attr == "text" and not rest.strip() and not len(node):
        node.drop_tree()
    return found[1]


def _dated_entry(block):
    """(dates, holder of the entry's content) of a list item or paragraph whose own line
    starts or ends with a date range; None for another block."""
    if block.tag not in ("li", "p"):
        return None
    first = block[0] if len(block) else None
    loose = block.tag == "li" and not (block.text or "").strip() and first is not None
    line = first if loose and first.tag == "p" else block
    dates = _strip_dates(line)
    return (dates, block) if dates else None


def _moved_content(source, into):
    """into, holding source's text and children."""
    into.text = source.text
    for child in list(source):
        into.append(child)
    return into


def _table_rows(make, rows) -> list:
    table = make("table")
    for dates, entry in rows:
        row = make("tr")
        row.append(make("td", dates))
        row.append(_moved_content(entry, make("td")))
        table.append(row)
    return [table]


def _div_rows(make, rows) -> list:
    out = []
    for dates, entry in rows:
        row = make("div", **{"class": "row"})
        row.append(make("div", dates, **{"class": "col-md-3 date"}))
        row.append(_moved_content(entry, make("div", **{"class": "col-md-9"})))
        out.append(row)
    return out


def _right_rows(make, rows) -> list:
    out = []
    for dates, entry in rows:
        row = make("div", **{"class": "row"})
        row.append(_moved_content(entry, make("div", **{"class": "col-md-9"})))
        row.append(make("div", dates, **{"class": "col-md-3 date text-right"}))
        out.append(row)
    return out


def _span_items(make, rows) -> list:
    """Each entry as it was, its dates in a <span> that opens it (a list's items in a list)."""
    for dates, entry in rows:
        date = make("span", dates, **{"class": "date"})
        date.tail = " " + (entry.text or "")
        entry.text = None
        entry.insert(0, date)
    entries = [entry for _, entry in rows]
    if entries[0].tag != "li":
        return entries
    listing = make("ul")
    listing.extend(entries)
    return [listing]


def _dl_rows(make, rows) -> list:
    listing = make("dl")
    for dates, entry in rows:
        listing.append(make("dt", dates))
        listing.append(_moved_content(entry, make("dd")))
    return [listing]


def _runs(children, keyed) -> list:
    """children cut into runs of consecutive ones that are or are not dated entries:
    (rows or None, children)."""
    runs: list = []
    for child in children:
        entry = keyed(child)
        if (
            runs
            and (runs[-1][0] is None) == (entry is None)
            and not (runs[-1][1][-1].tail or "").strip()
        ):
            runs[-1][1].append(child)
            if entry:
                runs[-1][0].append(entry)
        else:
            runs.append(([entry] if entry else None, [child]))
    return runs


def _list_rows(listing) -> list | None:
    """(dates, item) of each item of a list that holds a dated one, an undated item with
    no dates (a theme lays out each entry of a section alike); None for another list."""
    if (listing.text or "").strip():
        return None
    rows = [_dated_entry(item) or ("", item) for item in listing if item.tag == "li"]
    return rows if any(dates for dates, _ in rows) else None


def _replace(old, blocks) -> None:
    holder, at = old.getparent(), old.getparent().index(old)
    blocks[-1].tail = old.tail
    holder.remove(old)
    for offset, block in enumerate(blocks):
        holder.insert(at + offset, block)


def _dated_rows(page: str, build) -> str:
    """The page with each list that holds a dated item (see _list_rows), and each run of
    dated paragraphs (see _dated_entry), laid out by build as rows of dates beside
    entries."""
    import lxml.html

    root = lxml.html.document_fromstring(page)

    def make(tag, text=None, **attrs):
        element = root.makeelement(tag, attrs)
        element.text = text
        return element

    containers = list(root.iter("body", "div", "section", "blockquote"))
    for listing in list(root.iter("ul", "ol")):
        if rows := _list_rows(listing):
            _replace(listing, build(make, rows))
    for parent in containers:
        blocks = []
        for rows, children in _runs(list(parent), _dated_entry):
            blocks.extend(children if rows is None else build(make, rows))
        for child in list(parent):
            parent.remove(child)
        parent.extend(blocks)
    return lxml.html.tostring(root, encoding="unicode", method="html")


# Pages marked up by hand rather than by a Markdown renderer.
HTML_REWRITES = {
    "html_bold_headings": lambda page: re.sub(
        r"<h([1-6])>(.*?)</h\1>", r"<p><strong>\2</strong></p>", page
    ),
    "html_br_lists": _br_lines,
    # Homepage themes that lay out each dated entry as a row of its dates beside it: a
    # table row (dates cell | entry cell), a Bootstrap grid row of a date column and an
    # entry column, a definition list (<dt>2019 – 2024</dt><dd>PhD, X University</dd>).
    "html_table_entries": lambda page: _dated_rows(page, _table_rows),
    "html_date_divs": lambda page: _dated_rows(page, _div_rows),
    "html_dl_entries": lambda page: _dated_rows(page, _dl_rows),
    # The same with the dates in a right-aligned column after the entry, or in a
    # <span class="date"> that opens the entry's item or paragraph.
    "html_dates_right": lambda page: _dated_rows(page, _right_rows),
    "html_date_spans": lambda page: _dated_rows(page, _span_items),
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
# Bullet, List Bullet 2 for an item of a nested list), table rows, paragraphs;
# containers only hold them.
_DOCX_STYLE = {"h1": "Heading 1", "h2": "Heading 2", "h3": "Heading 3", "li": "List Bullet"}
_DOCX_STYLE.update(h4="Heading 3", h5="Heading 3", h6="Heading 3")
_NESTED_ITEM = "List Bullet 2"
_BLOCKS = {*_DOCX_STYLE, "p", "pre", "dt", "dd", "table", "tr", "ul", "ol", "dl", "div"}
_BLOCKS.update({"section", "article", "header", "footer", "main", "blockquote", "hr"})
_UNSHOWN = {"head", "script", "style", "title", "noscript", "template"}


def _page_title(text: str) -> str:
    """The title of the front matter (a static site's page title), or ''."""
    return _front_value(FRONT_MATTER.match(text), "title") or ""


def _print_page(text: str) -> str:
    """The as_html page with a CV's plain stylesheet, its title shown as the heading a
    site's layout prints above a page that has none."""
    head = f'<head><meta charset="utf-8"><style>{_PRINT_STYLE}</style></head>'
    page = as_html(text).replace("<html>", "<html>" + head, 1)
    title = _page_title(text)
    if title and "<h1>" not in page:
        page = page.replace("<body>", f"<body><h1>{title}</h1>", 1)
    return page


def write_pdf(text: str, out: Path) -> None:
    """The CV's web page printed to PDF by headless Chromium."""
    page = out.with_suffix(".html")
    page.write_text(_print_page(text))
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise RuntimeError("as_pdf needs Chromium")
    subprocess.run(
        [browser, *_CHROMIUM, f"--print-to-pdf={out}", page.resolve().as_uri()],
        check=True,
        capture_output=True,
        timeout=120,
    )


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
            _inline(document.add_paragraph(style=_block_style(node)), node)
        for child in node if node.tag == "li" else ():
            if isinstance(child.tag, str) and child.tag in _BLOCKS:
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


# How most Word CVs are typed, without Word's styles: a heading a bold Normal paragraph,
# larger (a section's with a rule below it); a bullet a Normal paragraph that starts
# with "•" and a tab; an entry's dates pushed to the right margin by a right tab.
_PLAIN_SIZES = {"Title": 18, "Heading 1": 18, "Heading 2": 14}
_RIGHT_MARGIN_INCHES = 6.5
_ENDING_RANGE = re.compile(rf"[ \t,|(]*\(?({RANGE})\)?\s*$")
_INNER_RANGE = re.compile(rf"(?<![\w/.])\(?({RANGE})\)?")
# The date that opens an entry's line, in place of a range: "2015 X, Y.", "2024 - today X".
_LEADING_DATE = re.compile(
    rf"^[ \t]*({DATE}(?:[ \t]*[–—-]{{1,2}}[ \t]*(?:{DATE}|[A-Za-z]+))?)(?![\w/.])"
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
        if (not before or before[-1] in _SEPARATORS + "(") and (
            not after or after[0] in _SEPARATORS + ").;"
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
            joint = ", " if before.strip(_SEPARATORS) and after.strip(_SEPARATORS) else ""
            run.text = before.rstrip(_SEPARATORS) + joint + after.lstrip(_SEPARATORS)
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


# A CV kept as plain text (a .txt, or what pdftotext gives): a section's heading a line in
# capitals, a list item a line that opens with "• " (a numbered one with its number, a
# nested one indented), a table's row its cells parted by two spaces, blank lines between
# blocks; no Markdown marks, a link its text.
_TEXT_BULLET = "• "
_TEXT_INDENT = "    "
_CELL_GAP = "  "
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# The blocks written whole, whatever they hold.
_LEAVES = {"ul", "ol", "table", "pre", *_HEADINGS}


def _mailto(node) -> str:
    """The address of a mailto link whose text does not show it, as ": address"; else ''."""
    href = node.get("href", "") if node.tag == "a" else ""
    address = href.removeprefix("mailto:")
    shown = address in node.text_content()
    return f": {address}" if href.startswith("mailto:") and not shown else ""


def _inline_text(node) -> str:
    """A node's inline content as text, a <br> a line break, a list or other block inside
    it left out; each line's spaces collapsed, its indent kept."""
    parts = [node.text or ""]
    for child in node:
        if isinstance(child.tag, str) and child.tag not in _BLOCKS | _UNSHOWN:
            parts.append("\n" if child.tag == "br" else _inline_text(child) + _mailto(child))
        parts.append(child.tail or "")
    lines = "".join(parts).expandtabs(4).split("\n")
    return "\n".join(
        line[: len(line) - len(line.lstrip())] + " ".join(line.split()) for line in lines
    )


# A row of a Markdown table ("| 2020 | Best paper |"), a page's text as the renderer
# leaves it, and the rule under its header row.
_PIPE_ROW = re.compile(r"^\s*\|(.*)\|\s*$")
_PIPE_RULE = re.compile(r"^[\s|:-]+$")


def _table_row(line: str) -> str:
    """A Markdown table's row as its cells parted by two spaces (its rule as nothing),
    another line as it is."""
    row = _PIPE_ROW.match(line)
    if row is None:
        return line
    return "" if _PIPE_RULE.match(line) else _CELL_GAP.join(c.strip() for c in row[1].split("|"))


def _text_item(node, mark: str, indent: str, out: list[str]) -> None:
    """A list item: its mark before its first line, its paragraphs' lines and its nested
    lists indented under it."""
    lines = [line for line in _inline_text(node).split("\n") if line]
    for child in node:
        if not isinstance(child.tag, str) or child.tag in _UNSHOWN:
            continue
        if child.tag in ("ul", "ol"):
            _flush_item(lines, mark, indent, out)
            lines, mark = [], ""
            _text_list(child, indent + _TEXT_INDENT, out)
        elif child.tag in _BLOCKS:
            lines.extend(line for line in _inline_text(child).split("\n") if line)
    _flush_item(lines, mark, indent, out)


def _flush_item(lines: list[str], mark: str, indent: str, out: list[str]) -> None:
    going_on = indent + " " * len(mark)
    out.extend(
        (indent + mark if i == 0 and mark else going_on) + line for i, line in enumerate(lines)
    )


def _text_list(node, indent: str, out: list[str]) -> None:
    items = [child for child in node if child.tag == "li"]
    for number, item in enumerate(items, 1):
        _text_item(item, f"{number}. " if node.tag == "ol" else _TEXT_BULLET, indent, out)


def _leaf_lines(node, section: int | None) -> list[str]:
    """The lines of a list, a table, code, a heading (in capitals at the section level) or
    a block holding no other block (a list left without items, its lines)."""
    lines: list[str] = []
    if node.tag in ("ul", "ol") and node.find("li") is not None:
        _text_list(node, "", lines)
    elif node.tag == "table":
        cells = (row.xpath("./th|./td") for row in node.iter("tr"))
        lines = [_CELL_GAP.join(" ".join(c.text_content().split()) for c in row) for row in cells]
    elif node.tag == "pre":
        lines = node.text_content().split("\n")
    elif node.tag in _HEADINGS:
        text = _inline_text(node)
        lines = [text.upper() if int(node.tag[1]) == section else text]
    else:
        lines = [_table_row(line) for line in _inline_text(node).split("\n")]
    return [line.rstrip() for line in lines if line.strip()]


def _text_blocks(node, section: int | None, out: list[str]) -> None:
    """A page's element as lines of text (see _TEXT_BULLET), a blank line before a block;
    a container's loose text as blocks of its own."""
    if not isinstance(node.tag, str) or node.tag in _UNSHOWN:
        return
    inner = any(isinstance(kid.tag, str) and kid.tag in _BLOCKS for kid in node.iterdescendants())
    if node.tag in _LEAVES or not inner:
        lines = _leaf_lines(node, section)
        out.extend(["", *lines] if out and lines else lines)
        return
    loose = (node.text or "").strip()
    if loose:
        out.extend(["", loose] if out else [loose])
    for child in node:
        _text_blocks(child, section, out)
        if (child.tail or "").strip():
            out.extend(["", child.tail.strip()])


def _text_writer(change):
    """A writer of the CV as a plain text file (see _TEXT_BULLET) from its as_html page
    changed by change: its section headings (the level used more than once, as in
    _section_level) in capitals, the page's title first."""

    def write(text: str, out: Path) -> None:
        import lxml.html

        page = lxml.html.document_fromstring(change(as_html(text)))
        levels = [int(h.tag[1]) for h in page.body.iter(*_HEADINGS)]
        repeated = [level for level in set(levels) if levels.count(level) > 1]
        title = _page_title(text)
        lines = [title] if title and page.body.find(".//h1") is None else []
        _text_blocks(page.body, min(repeated, default=min(levels, default=None)), lines)
        out.write_text("\n".join(lines) + "\n")

    return write


# A rendering publishes the whole CV as a file: name -> (suffix, writer).
RENDERINGS = {
    "as_html": (".html", _page_writer(lambda page: page)),
    **{name: (".html", _page_writer(change)) for name, change in HTML_REWRITES.items()},
    "as_pdf": (".pdf", write_pdf),
    "as_docx": (".docx", write_docx),
    "docx_plain": (".docx", write_docx_plain),
    "docx_tables": (".docx", write_docx_tables),
    # A CV kept as plain text, as a .txt or as pdftotext gives it (see _TEXT_BULLET).
    "as_text": (".txt", _text_writer(lambda page: page)),
    # The same with its list items as bare lines, without bullets or numbers, as typed
    # text often sets a list (a nested item a line as well, a loose list's items paragraphs).
    "text_bare_items": (".txt", _text_writer(_br_lines)),
}
# Renderings too slow to repeat on every run: their files are reused.
REUSED = {"as_pdf"}
# Renderings too slow to run unless named.
SLOW = {"as_pdf", "as_docx", "docx_plain", "docx_tables"}
