"""A CV kept as a plain text file for the invariance probe (scripts/cv_renderings.py), as
a .txt CV or pdftotext gives it: from its web page (rendering_html.as_html), its
section headings in capitals and its list items bulleted (`as_text`) or bare lines
(`text_bare_items`).
"""

import re
from pathlib import Path

from rendering_html import BLOCKS, UNSHOWN, as_html, br_lines, page_title

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
        if isinstance(child.tag, str) and child.tag not in BLOCKS | UNSHOWN:
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
        if not isinstance(child.tag, str) or child.tag in UNSHOWN:
            continue
        if child.tag in ("ul", "ol"):
            _flush_item(lines, mark, indent, out)
            lines, mark = [], ""
            _text_list(child, indent + _TEXT_INDENT, out)
        elif child.tag in BLOCKS:
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
    if not isinstance(node.tag, str) or node.tag in UNSHOWN:
        return
    inner = any(isinstance(kid.tag, str) and kid.tag in BLOCKS for kid in node.iterdescendants())
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
    changed by change: its section headings (the highest level used more than
    once) in capitals, the page's title first."""

    def write(text: str, out: Path) -> None:
        import lxml.html

        page = lxml.html.document_fromstring(change(as_html(text)))
        levels = [int(h.tag[1]) for h in page.body.iter(*_HEADINGS)]
        repeated = [level for level in set(levels) if levels.count(level) > 1]
        title = page_title(text)
        lines = [title] if title and page.body.find(".//h1") is None else []
        _text_blocks(page.body, min(repeated, default=min(levels, default=None)), lines)
        out.write_text("\n".join(lines) + "\n")

    return write


# The plain-text renderings: name -> writer.
TEXT_RENDERINGS = {
    "as_text": _text_writer(lambda page: page),
    # Its list items as bare lines, without bullets or numbers, as typed text often sets
    # a list (a nested item a line as well, a loose list's items paragraphs).
    "text_bare_items": _text_writer(br_lines),
}
