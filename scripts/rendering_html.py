"""A Markdown CV published as a web page for the invariance probe (scripts/cv_renderings.py):
as a static-site generator publishes it (`as_html`), marked up by hand, or laid out by a
homepage theme as rows of dates beside entries (HTML_REWRITES). A CV whose front matter
holds data (a Hugo profile) stays Markdown, and `as_html` returns it unchanged.
"""

import re
from pathlib import Path

FRONT_MATTER = re.compile(r"(?s)\A---\n.*?\n---\n")
# A date as CVs write it: "2019", "Sep 2019", "09/2019", "2019.09".
DATE = r"(?:[A-Z][a-z]{2,8}\.?[ \t]+|\d\d?/)?(?:19|20)\d\d(?:[./]\d\d?)?"
# A date range as CVs write it: "2019 – 2023", "Sep 2019 – Present", "2012.09 to now",
# "2017.9 -- 2022.6", "2019.09 ~ (now)", "09/2019 - today".
RANGE = rf"{DATE}[ \t]*(?:[–—~-]{{1,3}}|to)[ \t]*(?:{DATE}|[Pp]resent|[Nn]ow|[Tt]oday|\([Nn]ow\))"

# A page's blocks (a line or more of their own) and the elements it does not show.
BLOCKS = {"h1", "h2", "h3", "h4", "h5", "h6", "li", "p", "pre", "dt", "dd", "table", "tr"}
BLOCKS.update({"ul", "ol", "dl", "div", "section", "article", "header", "footer", "main"})
BLOCKS.update({"blockquote", "hr"})
UNSHOWN = {"head", "script", "style", "title", "noscript", "template"}


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


def br_lines(page: str) -> str:
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
SEPARATORS = " \t\n,;:|–—-"
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
        setattr(near, near_attr, text.lstrip(SEPARATORS) if index == 0 else text.rstrip(SEPARATORS))
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
    "html_br_lists": br_lines,
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


def page_title(text: str) -> str:
    """The title of the front matter (a static site's page title), or ''."""
    return _front_value(FRONT_MATTER.match(text), "title") or ""


def page_writer(rewrite_page):
    def write(text: str, out: Path) -> None:
        out.write_text(rewrite_page(as_html(text)))

    return write
