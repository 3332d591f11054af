"""Homepage HTML to CV text: blocks become lines, tables rows of cells, and what is
not CV content (scripts, styles, navigation) is dropped. A block that holds only dates
beside its entry's block (a <dt> and its <dd>, a theme's date column and its entry
column, either first) is written as a table row is: "2019 – 2024 | PhD, Hill University",
"PhD, Hill University | 2019 – 2024"; an entry that opens with its heading has its dates
at the end of the heading's line. Used by reading.py."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from .dates import EXPECTED_RE, find_range
from .model import UnreadableDocument
from .text import CELL

_BLOCK = {
    "p", "div", "br", "section", "article", "header", "footer", "ul", "ol", "table",
    "tr", "dl", "dt", "dd", "blockquote", "pre", "main", "nav", "aside", "hr", "li",
    "h1", "h2", "h3", "h4", "h5", "h6", "body", "figure", "address",
}  # fmt: skip


_LIST_TAGS = ("li", "ul", "ol")

# A block its class names a section's title ('<div class="section-title">Education</div>',
# "section-heading", "cv-section-header"): a heading, as an <h2> is; not an entry's
# title ("paper-title", "job-title").
_SECTION_TITLE_CLASS = re.compile(r"(?i)(?:^|[\s_-])section[-_]?(?:title|head(?:er|ing)?)(?:$|\s)")

# Not CV content: code, and a site's navigation menu ("Home  People  Publications").
_SKIPPED = ("script", "style", "noscript", "template", "svg", "nav")
# The same by its name (a jemdoc menu column); and what the page hides.
_BOILERPLATE = re.compile(r"(?i)(?:^|\s)layout-menu(?:\s|$)")
# A footer's notes on the page itself ("Page generated 2025-04-05 by jemdoc", "© 2024").
_PAGE_NOTE = re.compile(
    r"(?i)^(?:page generated\b|last (?:updated|modified)\b|copyright\b|©|\(c\)\s*\d{4}|"
    r"powered by\b|built (?:with|using)\b)"
)
_HIDDEN = re.compile(r"(?i)display\s*:\s*none|visibility\s*:\s*hidden")
_VOID = {
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
    "track", "wbr",
}  # fmt: skip


def _a_section_title(attrs: list[tuple[str, str | None]]) -> bool:
    """The element's class names it a section's title (see _SECTION_TITLE_CLASS)."""
    return bool(_SECTION_TITLE_CLASS.search(dict(attrs).get("class") or ""))


def _not_shown(tag: str, attrs: list[tuple[str, str | None]]) -> bool:
    """An element whose content a visitor does not read as the page's content."""
    if tag in _VOID:
        return False
    named = dict(attrs)
    if _tab_panel(named):
        return False
    label = f"{named.get('id') or ''} {named.get('class') or ''}"
    return (
        "hidden" in named
        or bool(_HIDDEN.search(named.get("style") or ""))
        or bool(_BOILERPLATE.search(label))
    )


def _tab_panel(named: dict) -> bool:
    """A tab panel (WAI-ARIA's role="tabpanel", Bootstrap's "tab-pane", Element's
    "el-tab-pane"): the page hides all but one until its tab is chosen, but each is the
    page's content."""
    return named.get("role") == "tabpanel" or bool(_TAB_PANE.search(named.get("class") or ""))


_TAB_PANE = re.compile(r"(?i)(?:^|[\s-])tab-?pane(?:l)?(?:\s|$)")


# A theme's entry laid out as cells of a row: the dates' block and the entry's block
# side by side, either first (a definition list's <dt>/<dd>, a grid row's columns).
_ROW_PAIRS = {("dt", "dd"), ("div", "div")}
_CELL_TAGS = ("dt", "dd", "div")
_HEADING = re.compile(r"h[1-6]$")
_WORD = re.compile(r"\w")
_DATES_PIECES = 12  # the most pieces of text a block holding only dates is read in


def _dates_alone(text: str) -> bool:
    """Text that is a date or date range and nothing more ("2019 – 2024 (expected)")."""
    found = find_range(text)
    if found is None:
        return False
    rest = EXPECTED_RE.sub("", text[: found.span[0]] + text[found.span[1] :])
    return not _WORD.search(rest)


# What HTML collapses into one space; a no-break or em space ("&nbsp;", "&emsp;") is
# shown as it is written, and a run of them is a gap ("姓名：罗斌&emsp;&emsp;性别：男").
_HTML_SPACE = re.compile(r"[ \t\n\r\f]+")
# A Markdown list item opening a line of a paragraph's source, left as text by a
# Markdown renderer (a list with no blank line above it): its line break and indent stay.
_SOURCE_ITEM = re.compile(r"\n([ \t]*)[-*+][ \t]+")


class _HTMLText(HTMLParser):
    """Keeps the structure a CV parser needs: headings, list items, table rows."""

    def __init__(self, other_languages: frozenset[str] = frozenset()):
        super().__init__(convert_charrefs=True)
        self.other_languages = other_languages  # the copies of a bilingual page not read
        self.out: list[str] = []
        self.skip = 0
        self.row: list[str] | None = None
        self.cell: list[str] | None = None
        self.links: list[str] = []
        self.pre = 0
        self.paragraphs = 0  # how deep in <p> elements
        self.lists = 0  # how deep in nested lists
        self.hidden: list[list] = []  # [tag, depth] of each element skipped by its attributes
        self.rows: list[list[str]] = []  # rows of the table being read
        # [tag, depth, where its text starts in out] of each open tab panel, and the
        # text of those read: a panel that repeats one before it is read once.
        self.panels: list[list] = []
        self.panel_texts: set[str] = set()
        # [tag, where its text starts in out, the sibling cell closed right before it]
        # of each open block of _CELL_TAGS, and (tag, how many were open, start, end,
        # holds only dates) of the one that closed last.
        self.cells: list[list] = []
        self.closed: tuple | None = None
        # (where in out the dates' line was joined, where the dates start), and the
        # dates moved to the end of the heading their entry opens with.
        self.row_join: tuple[int, int] | None = None
        self.heading_dates: str | None = None

    def handle_starttag(self, tag, attrs):
        if self.hidden and tag == self.hidden[-1][0]:
            self.hidden[-1][1] += 1
        elif _not_shown(tag, attrs) or (
            self.other_languages and _element_language(attrs) in self.other_languages
        ):
            self.hidden.append([tag, 1])
            self.skip += 1
            return
        if tag in _SKIPPED:
            self.skip += 1
            return
        if self.panels and tag == self.panels[-1][0]:
            self.panels[-1][1] += 1
        elif self.cell is None and not self.skip and _tab_panel(dict(attrs)):
            self.panels.append([tag, 1, len(self.out)])
        if tag == "a":
            href = dict(attrs).get("href") or ""
            if href.startswith(("http://", "https://", "mailto:")):
                self.links.append(href)
        if tag in ("em", "i") and not self.skip:
            self._write("*")
        if tag in ("strong", "b") and not self.skip:
            self._write("**")
        if tag == "pre":
            self.pre += 1
        if tag == "p":
            self.paragraphs += 1
        if tag in _LIST_TAGS[1:]:
            self.lists += 1
        if tag == "table":
            self.rows = []
        if tag == "tr":
            self.row = []
        elif tag in ("td", "th"):
            if self.row is None:
                self.row = []  # a cell with no <tr> around it: the row is implied
            self.cell = []
        elif tag in _BLOCK:
            beside_dates = False
            if tag not in _CELL_TAGS:
                self.closed = None  # another block between two cells: not one row's
            elif self.cell is None:
                before = self._sibling_before()
                beside_dates = bool(before and before[4] and (before[0], tag) in _ROW_PAIRS)
                self.cells.append([tag, len(self.out), before])
            into = self._at_text_end()
            if beside_dates:
                while into and not into[-1].strip():
                    into.pop()  # the line the dates' block ended
                into.append(CELL)
                self.row_join = (len(into) - 1, before[2])
                return
            joined = into is self.out and bool(self.row_join) and self.row_join[0] == len(into) - 1
            if into and (into[-1].endswith("- ") or joined) and tag in ("p", "div"):
                return  # "<li><p>text": the item's own paragraph stays on its line
            if joined:
                into[-1] = "\n"
                if _HEADING.match(tag):  # an entry that opens with its heading: its dates
                    self._dates_to_heading(self.row_join[1])  # go on the heading's line
            if tag == "li" or (tag in _LIST_TAGS and self.lists > 1):
                # One item a line, as in a list's Markdown: no blank line between items
                # nor before a nested list, and a nested item indented.
                self._new_line(into, "  " * max(0, self.lists - 1) + "- " if tag == "li" else "")
                return
            into.append("\n")
            if _HEADING.match(tag):
                into.append("#" * int(tag[1:]) + " ")
            elif tag in ("div", "p") and _a_section_title(attrs):
                into.append("## ")

    def handle_endtag(self, tag):
        if self.hidden and tag == self.hidden[-1][0]:
            self.hidden[-1][1] -= 1
            if not self.hidden[-1][1]:
                self.hidden.pop()
                self.skip = max(0, self.skip - 1)
                return
        if self.panels and tag == self.panels[-1][0]:
            self.panels[-1][1] -= 1
            if not self.panels[-1][1]:
                self._end_panel()
        if tag == "pre":
            self.pre = max(0, self.pre - 1)
        if tag == "p":
            self.paragraphs = max(0, self.paragraphs - 1)
        if tag in _LIST_TAGS[1:]:
            self.lists = max(0, self.lists - 1)
        if tag in _SKIPPED:
            self.skip = max(0, self.skip - 1)
            return
        if tag in ("em", "i", "strong", "b") and not self.skip:
            mark = "*" if tag in ("em", "i") else "**"
            into = self.out if self.cell is None else self.cell
            if into and into[-1] == mark:
                into.pop()  # an empty one (an icon font's "<i class='fa ...'>") marks nothing
            else:
                self._write(mark)
        if tag in ("td", "th") and self.row is not None and self.cell is not None:
            # A cell's own line breaks ("<br>", paragraphs) stay: "PhD student" over
            # "Department of X" over "Y University" in the cell beside a photo.
            cell_lines = (" ".join(t.split()) for t in "".join(self.cell).split("\n"))
            self.row.append("\n".join(t for t in cell_lines if t))
            self.cell = None
        elif tag == "tr" and self.row is not None:
            self.rows.append(self.row)
            self.row = None
        elif tag == "table":
            if self.row is not None:  # a row left open (an implied or unclosed <tr>)
                self.rows.append(self.row)
                self.row = None
            self.out.append("\n" + "\n".join(table_lines(self.rows)) + "\n")
            self.rows = []
        elif tag in _LIST_TAGS:
            self._new_line(self._at_text_end(), "")  # the end of a list is no blank line
        elif tag in _CELL_TAGS and self.cell is None:
            self._end_cell(tag)
            return
        elif tag in _BLOCK and tag not in _VOID:
            if self.heading_dates and _HEADING.match(tag):
                self._write(CELL + self.heading_dates)
                self.heading_dates = None
            # "<br/>" is read as a start and an end tag: it breaks its line once.
            (self.out if self.cell is None else self.cell).append("\n")
        if tag in _BLOCK:
            self.closed = None

    def _end_cell(self, tag: str):
        """A block of _CELL_TAGS closed: one that held only dates is noted, for the
        entry's block after it to go on its line, or goes on the first line of the
        entry's block before it ("PhD, Hill University | 2019 – 2024")."""
        opened = [i for i, cell in enumerate(self.cells) if cell[0] == tag]
        if not opened:
            self.out.append("\n")
            return
        del self.cells[opened[-1] + 1 :]  # blocks left open inside it
        start, before = self.cells.pop()[1:]
        pieces = self.out[start:]
        dates = len(pieces) <= _DATES_PIECES and _dates_alone("".join(pieces))
        beside = dates and before and not before[4] and (before[0], tag) in _ROW_PAIRS
        if beside and self._dates_after(before[2], start):
            start, dates = before[2], False
        self.out.append("\n")
        self.closed = (tag, len(self.cells), start, len(self.out), dates)

    def _dates_to_heading(self, start: int):
        """The dates written from out[start] kept for the end of the heading opening."""
        self.heading_dates = " ".join("".join(self.out[start:]).split())
        self.out[start:] = ["\n"]

    def _sibling_before(self) -> tuple | None:
        """The cell that closed right before the one opening, beside it in its row."""
        closed = self.closed
        if closed is None or closed[1] != len(self.cells):
            return None
        return None if any(piece.strip() for piece in self.out[closed[3] :]) else closed

    def _dates_after(self, entry: int, dates: int) -> bool:
        """The dates written from out[dates] put on the first line of the entry written
        from out[entry], unless that line is a heading (the dates then stay below it)."""
        text = "".join(self.out[entry:dates])
        body = text.lstrip()
        first, newline, rest = body.partition("\n")
        if not first.strip() or first.startswith("#"):
            return False
        written = " ".join("".join(self.out[dates:]).split())
        lead = text[: len(text) - len(body)]
        self.out[entry:] = [lead + first.rstrip() + CELL + written + newline + rest]
        return True

    def _end_panel(self):
        start = self.panels.pop()[2]
        text = " ".join("".join(self.out[start:]).split())
        if text in self.panel_texts:
            del self.out[start:]
        elif text:
            self.panel_texts.add(text)

    def handle_data(self, data):
        if self.skip:
            return
        if self.pre:
            self._write(data)
            return
        # Source newlines are spaces in HTML; only block elements break lines, and the
        # items of a Markdown list the page left unrendered ("<p>**Education**\n* X").
        parts = _SOURCE_ITEM.split(data) if self.paragraphs else [data]
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self._write(_HTML_SPACE.sub(" ", part))
            else:
                self._source_item(part.expandtabs(2))

    def _source_item(self, indent: str):
        """A line for an unrendered list item, as for an <li> (one after a <br> too)."""
        self._new_line(self._at_text_end(), indent + "- ")

    def _at_text_end(self) -> list[str]:
        """Where text goes, without the spaces last written (the source's indentation
        between tags)."""
        into = self.out if self.cell is None else self.cell
        while into and not into[-1].strip(" "):
            into.pop()
        return into

    @staticmethod
    def _new_line(into: list[str], opening: str):
        """A line that opens with ``opening``, breaking the line unless one just ended."""
        into.append(("" if into and into[-1].endswith("\n") else "\n") + opening)

    def _write(self, s):
        if self.cell is not None:
            self.cell.append(s)
        else:
            self.out.append(s)


# Column labels of a table's header row ("Years | Degree | Institution | Advisor").
_COLUMN_LABEL = re.compile(
    r"(?i)^(?:years?|dates?|period|duration|time|from|to|degree|qualification|program(?:me)?|"
    r"institution|university|school|college|organi[sz]ation|company|employer|place|location|"
    r"major|field|subject|discipline|department|advisors?|supervisors?|mentors?|"
    r"gpa|cgpa|grade|score|marks|result|percentage|%|details|notes|remarks|description|"
    r"thesis|title|role|position|honou?rs|时间|起止时间|学校|院校|专业|学历|学位|院系|导师|成绩|备注)$"
)
_ADVISOR_LABEL = re.compile(r"(?i)^(?:advisors?|supervisors?|mentors?|导师)$")


def _is_header_row(cells: list[str]) -> bool:
    cells = [c for c in cells if c]
    if len(cells) < 2 or any(re.search(r"\d", c) or len(c.split()) > 4 for c in cells):
        return False
    labels = [
        c
        for c in cells
        if all(
            _COLUMN_LABEL.match(p.strip())
            for p in re.split(r"\s*[/&]\s*|\s+and\s+", c)
            if p.strip()
        )
    ]
    return len(labels) * 2 >= len(cells) and len(labels) >= 2


def table_lines(rows: list[list[str]]) -> list[str]:
    """One line per table row, cells joined by " | ". A header row of column labels
    is dropped, and the cells of an Advisor/Supervisor column read "Advisor: X";
    rows of a table with a header are separated by blank lines (one entry each)."""
    out: list[str] = []
    header: list[str] | None = None
    for cells in rows:
        if header is None and not out and _is_header_row(cells):
            header = cells
            continue
        if header is not None:
            cells = [
                f"{header[i]}: {c}"
                if c and i < len(header) and _ADVISOR_LABEL.match(header[i])
                else c
                for i, c in enumerate(cells)
            ]
        # The first line of each cell side by side; the further lines of a cell that
        # holds several (a layout table) below them, in order.
        line = " | ".join(c.split("\n")[0] for c in cells if c)
        line += "".join("\n" + "\n".join(c.split("\n")[1:]) for c in cells if "\n" in c)
        if line:
            out.append(line)
            if header is not None:
                out.append("")
    return out


# An element marked as written in one language ('class="lang-zh"', '<span lang="en">'),
# as a page that gives its text twice, with a switch between the two, marks each copy.
_LANG_CLASS = re.compile(r"(?i)(?:^|\s)lang-([a-z]{2})(?:-[a-z]+)?(?:\s|$)")
_LANG_MARK = re.compile(
    r"(?i)\sclass=[\"'][^\"']*?\blang-([a-z]{2})\b|<(?!html\b)\w+[^>]*?\slang=[\"']([a-z]{2})"
)
_PAGE_LANGUAGE = re.compile(r"(?i)<html\b[^>]*?\slang=[\"']([a-z]{2})")
# How many elements a language marks at least for the page to hold a copy in it.
_COPY_MARKS = 3


def _element_language(attrs: list[tuple[str, str | None]]) -> str | None:
    """The language an element is marked as written in, by its class or its lang."""
    named = dict(attrs)
    m = _LANG_CLASS.search(named.get("class") or "")
    if m:
        return m.group(1).lower()
    return (named.get("lang") or "")[:2].lower() or None


def _other_languages(html: str) -> frozenset[str]:
    """The languages of the copies a page written twice does not show first: where
    elements are marked for two languages or more, each copy's, all but the page's own
    (<html lang>), else all but English; nothing on a page in one language."""
    if "lang" not in html:
        return frozenset()
    counts: dict[str, int] = {}
    for by_class, by_attr in _LANG_MARK.findall(html):
        code = (by_class or by_attr).lower()
        counts[code] = counts.get(code, 0) + 1
    marked = {code for code, n in counts.items() if n >= _COPY_MARKS}
    own = _PAGE_LANGUAGE.search(html)
    keep = own.group(1).lower() if own and own.group(1).lower() in marked else "en"
    if len(marked) < 2 or keep not in marked:
        return frozenset()
    return frozenset(marked - {keep})


def html_to_text(html: str) -> str:
    parser = _HTMLText(_other_languages(html))
    try:
        parser.feed(html)
        parser.close()
    except Exception as exc:  # html.parser is lenient; this is belt and braces
        raise UnreadableDocument("the HTML could not be read") from exc
    lines = []
    for raw in "".join(parser.out).split("\n"):
        nested = re.match(r"^( +)- ", raw)  # a nested list item keeps its indent
        line = (nested.group(1) if nested else "") + _HTML_SPACE.sub(" ", raw).strip()
        line = line.replace("** **", " ").replace("****", "").replace("**", "**")
        lines.append("" if _PAGE_NOTE.match(line) else line)
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n")
    return text
