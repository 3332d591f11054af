"""A PDF's pages -> reading-order text, and what its layout says about the lines.

Columns separated by an empty gutter are read one after the other, boxes that share a
baseline become one line, running headers and footers and page numbers are left out.
The fonts say more than the text: the document's heading style (the font, size, weight,
capitals and colour its section headings share, and a rule drawn under them) marks every
line set in it, where the headings stand, as a section heading, even a label that shares
a baseline with the first entry beside it or wraps over two lines in a margin column;
the largest text at the top of the first page is the name; a line in the body's style is
no heading. These are handed on as `PdfHints`, by line number of the text, with the
words a line sets in bold among others and the targets of the document's links (an
address shown only as "Email"). Used by reading.py; cv.py gives the hints to the lines
(text.Line.heading, .body) and the name finder (own_name.name_from_layout).
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections import Counter
from dataclasses import dataclass, field, replace

from .pdf_boxes import Box, page_boxes
from .sections import classify_heading_strength, layout_heading_kind


@dataclass
class PdfHints:
    headings: set[int] = field(default_factory=set)  # 1-based numbers of heading lines
    name: tuple[int, str] | None = None  # the line of the name, and the name's own text
    body: set[int] = field(default_factory=set)  # lines all set in the body's style
    links: list[str] = field(default_factory=list)  # link targets ("mailto:jane@uni.edu")
    marked: dict[int, list[str]] = field(default_factory=dict)  # a line's bold words

    def with_marks(self, text: str) -> str:
        """The text with the words each line sets in bold among others marked as
        Markdown marks them ("Zhang, **Jane Roe**, Li"); not the bold words that open a
        line, an entry's head (its institution, its role)."""
        lines = text.split("\n")
        for number, words in self.marked.items():
            line = lines[number - 1]
            for word in words:
                at = line.find(word)
                if at > 0 and line[:at].strip(" •-*"):
                    line = line[:at] + f"**{word}**" + line[at + len(word) :]
            lines[number - 1] = line
        return "\n".join(lines)


def read_pdf(data: bytes) -> tuple[str, PdfHints]:
    links: list[str] = []
    pages = page_boxes(data, links)
    _drop_running_lines(pages)
    every = [box for _, boxes in pages for box in boxes]
    heading = heading_style(every)
    body = body_style(every)
    name = _name_box(pages[0][1], pages[0][0], every) if pages else None
    hints = PdfHints(links=links)
    out: list[str] = []
    for _, boxes in pages:
        boxes = _merge_wrapped_labels(boxes, heading)
        rows = _split_margin_labels(layout_rows(boxes, heading), heading)
        if out and rows and rows[0] and rows[0][0].text[:1].islower():
            out.pop()  # the page goes on with a sentence of the last: no break
        for row in rows:
            out.append("   ".join(box.text for box in row))
            if len(row) == 1 and _is_heading(row[0], heading):
                hints.headings.add(len(out))
            if all(box.style == body for box in row):
                hints.body.add(len(out))
            if marked := [word for box in row for word in box.marked]:
                hints.marked[len(out)] = marked
            if name is not None and any(box is name for box in row):
                same = [box.text for box in row if box.size == name.size]
                hints.name = (len(out), " ".join(same))
        out.append("")
    return "\n".join(out), hints


# --- reading order ----------------------------------------------------------------


def layout_lines(boxes: list) -> list[str]:
    """Reading-order text lines of one page from its text-line boxes (Box or tuples
    x0, y0, x1, y1, text)."""
    boxes = [b if isinstance(b, Box) else Box(*b) for b in boxes]
    return ["   ".join(box.text for box in row) for row in layout_rows(boxes, None)]


def layout_rows(boxes: list[Box], heading: Headings | None) -> list[list[Box]]:
    """The rows of one page in reading order, an empty row for a paragraph break.

    Columns separated by an empty vertical gutter are read one after the other
    (a two-column body, a sidebar), with full-width lines (a header) in place;
    within a column, boxes that share a baseline become one row, so a date set
    at the margin joins the entry it belongs to. An empty row marks a vertical
    gap larger than half a line (pdfminer's own paragraph rule)."""
    if not boxes:
        return []
    gutter = _gutter(boxes, heading)
    if gutter is None:
        return _rows(boxes)
    mid = sum(gutter) / 2
    out: list[list[Box]] = []
    left: list[Box] = []
    right: list[Box] = []
    for box in sorted(boxes, key=lambda bx: -bx.y1):
        if box.x0 < gutter[0] and box.x1 > gutter[1]:  # spans the gutter: a full-width line
            out.extend(_columns(left, right))
            left, right = [], []
            out.append([box])
            out.append([])
        elif box.x0 + box.x1 < 2 * mid:
            left.append(box)
        else:
            right.append(box)
    out.extend(_columns(left, right))
    return out


def _columns(left: list[Box], right: list[Box]) -> list[list[Box]]:
    """The left column, then the right one with no break between them: text that
    runs past the foot of the left column continues at the top of the right."""
    out = _rows(left) + _rows(right)
    return [*out, []] if out else []


_DATE_ONLY = re.compile(
    r"^[\s(]*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d(?:[./-]\d{1,2})?|present|now|至今|today)"
    r"(?:\s*[-–—~至到]+\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d(?:[./-]\d{1,2})?|present|now|"
    r"至今|today)?)?[\s)]*$",
    re.I,
)


def _gutter(boxes: list[Box], heading: Headings | None) -> tuple[float, float] | None:
    """The vertical strip between two columns, or None: the widest strip that almost no
    line crosses, or a narrow one that no line crosses where many lines start (the left
    edge of a column set close to the one before it), with real text (not a column of
    dates or of section labels) on both sides."""
    n = len(boxes)
    if n < 8:
        return None
    x_min = min(bx.x0 for bx in boxes)
    x_max = max(bx.x1 for bx in boxes)
    allowed = max(1, n // 20)
    strips: list[tuple[float, float]] = []  # almost no line crosses them
    clear: list[tuple[float, float]] = []  # no line crosses them
    start = clear_start = None
    for x, crossing in _crossings(boxes, x_min, x_max):
        if crossing <= allowed:
            start = x if start is None else start
        elif start is not None:
            strips.append((start, x))
            start = None
        if crossing == 0:
            clear_start = x if clear_start is None else clear_start
        elif clear_start is not None:
            clear.append((clear_start, x))
            clear_start = None
    wide = [st for st in strips if st[1] - st[0] >= 10]
    if wide:
        # The widest that parts two columns of text: a wider strip may part the text
        # from a few notes at the right edge (an entry's place set flush right).
        for st in sorted(wide, key=lambda st: st[0] - st[1]):
            found = _valid_gutter(boxes, st, heading)
            if found:
                return found
        return None
    for st in sorted(clear, key=lambda st: st[0] - st[1]):
        aligned = sum(1 for bx in boxes if st[1] - 1 <= bx.x0 <= st[1] + 3)
        if st[1] - st[0] >= 2 and aligned >= max(5, n // 6):
            found = _valid_gutter(boxes, st, heading)
            if found:
                return found
    return None


def _crossings(boxes: list[Box], x_min: float, x_max: float) -> list[tuple[float, int]]:
    """Each point a point apart across the page's text, from ``x_min`` + 1, with the
    number of lines that cross it (start left of it and end right of it): counted by
    where each line starts and ends among the points, not line by line at each point."""
    xs = []
    x = x_min + 1.0
    while x < x_max:
        xs.append(x)
        x += 1.0
    change = [0] * (len(xs) + 1)
    for bx in boxes:
        first, end = bisect.bisect_right(xs, bx.x0), bisect.bisect_left(xs, bx.x1)
        if first < end:
            change[first] += 1
            change[end] -= 1
    return list(zip(xs, itertools.accumulate(change[:-1]), strict=True))


def _valid_gutter(boxes: list[Box], strip: tuple, heading: Headings | None):
    n = len(boxes)
    mid = sum(strip) / 2
    left = [bx for bx in boxes if bx.x1 < mid]
    right = [bx for bx in boxes if bx.x0 > mid]
    if min(len(left), len(right)) < max(3, n // 7):
        return None
    for side in (left, right):
        dates = sum(1 for bx in side if _DATE_ONLY.match(bx.text))
        labels = sum(1 for bx in side if _is_heading(bx, heading))
        if dates * 2 >= len(side) or labels * 2 >= len(side):
            return None  # a column of dates or labels: it belongs to the rows beside it
    near = _next_to_gutter(left)
    if len(near) < len(left) and _dates_and_labels(near, heading):
        return None  # the column of dates and headings of the text across the gutter
    if _margin_notes(right, left) or _margin_notes(left, right) or _flush_right_notes(right, left):
        return None
    return strip


def _dates_and_labels(boxes: list[Box], heading: Headings | None) -> bool:
    """Half the boxes or more are dates alone or labels: section headings (by their style
    or their words: "Education", "项目经验") or short lines ending in a colon ("编码能力:")."""
    marked = sum(1 for bx in boxes if _DATE_ONLY.match(bx.text) or _label(bx, heading))
    return marked * 2 >= len(boxes)


def _label(box: Box, heading: Headings | None) -> bool:
    if _is_heading(box, heading):
        return True
    text = box.text.strip()
    if len(text) > 24:
        return False
    return text.endswith((":", "：")) or classify_heading_strength(text) is not None


def _next_to_gutter(left: list[Box]) -> list[Box]:
    """The boxes of the column of ``left`` nearest the gutter on its right (a column of
    dates and headings set beside a sidebar, left of the text they belong to): those
    right of the last strip no box of ``left`` crosses, three or more and not all of
    them; all of ``left`` when there is none."""
    for edge in sorted({bx.x1 for bx in left}, reverse=True):
        if any(bx.x0 < edge < bx.x1 for bx in left):
            continue
        past = [bx for bx in left if bx.x0 >= edge]
        if 3 <= len(past) < len(left):
            return past
    return left


def _margin_notes(notes: list[Box], main: list[Box]) -> bool:
    """``notes`` are notes in the margin of the ``main`` column (an entry's place, team
    and dates set small beside its first line), not a column of their own: set smaller
    than the main text, in blocks each beginning level with a line of it."""
    sizes = sorted(bx.size for bx in main)
    body = sizes[len(sizes) // 2]
    if sum(1 for bx in notes if bx.size < 0.9 * body) < 0.9 * len(notes):
        return False
    tops = [bx for i, bx in enumerate(notes) if i == 0 or notes[i - 1].y0 - bx.y1 > bx.size]
    level = sum(1 for bx in tops if any(abs(bx.y1 - m.y1) <= 2 for m in main))
    return len(tops) >= 3 and level >= 0.7 * len(tops)


def _flush_right_notes(notes: list[Box], main: list[Box]) -> bool:
    """``notes`` are the place and dates of the ``main`` column's entries set flush right
    beside them ("Springfield" level with the institution, "Since 09/2020" with the
    degree), however large they are set: short lines that share their right edge, not
    their left, almost every one level with a line of the main text. A column of text
    of its own is set flush left."""
    # A line, or one in ten, may be longer and stand out further ("编译日期：2026 年 2 月 27
    # 日" set above the name, past the notes' edge).
    short = [bx for bx in notes if len(bx.text) <= 30 and len(bx.text.split()) <= 4]
    if len(notes) < 4 or len(notes) - len(short) > max(1, len(notes) // 10):
        return False
    edge = max(bx.x1 for bx in short)
    if sum(1 for bx in short if edge - bx.x1 <= 2) < 0.9 * len(short) and not _ragged_left(short):
        return False
    if max(bx.x0 for bx in notes) - min(bx.x0 for bx in notes) < 10:
        return False
    level = sum(1 for bx in notes if any(abs(bx.y1 - m.y1) <= 2 for m in main))
    return level >= 0.8 * len(notes)


def _ragged_left(boxes: list[Box]) -> bool:
    """Lines whose right edges lie closer together than their left ones by far: set flush
    right by a word processor's tab, whose boxes end a few points apart."""
    lefts = sorted(bx.x0 for bx in boxes)
    rights = sorted(bx.x1 for bx in boxes)
    k = len(boxes) // 10
    spread_left = lefts[-1 - k] - lefts[k]
    spread_right = rights[-1 - k] - rights[k]
    return spread_right <= 8 and spread_left >= 3 * max(spread_right, 4)


def _rows(boxes: list[Box]) -> list[list[Box]]:
    rows: list[list[Box]] = []
    for box in sorted(boxes, key=lambda bx: (-bx.y1, bx.x0)):
        if rows:
            last = rows[-1]
            top = min(bx.y1 for bx in last)
            bottom = max(bx.y0 for bx in last)
            overlap = min(top, box.y1) - max(bottom, box.y0)
            height = min(box.y1 - box.y0, top - bottom)
            if height > 0 and overlap >= 0.5 * height:
                last.append(box)
                continue
        rows.append([box])
    out: list[list[Box]] = []
    # A blank line marks a gap wider than half a line and wider than the usual gap
    # between lines: generous line spacing is not a paragraph break on every line.
    gaps = sorted(
        min(bx.y0 for bx in a) - max(bx.y1 for bx in b) for a, b in itertools.pairwise(rows)
    )
    usual = gaps[len(gaps) // 2] if len(gaps) >= 4 else 0.0
    prev: list[Box] = []
    prev_bottom = prev_height = None
    for row in rows:
        row.sort(key=lambda bx: bx.x0)
        top = max(bx.y1 for bx in row)
        height = max(bx.y1 - bx.y0 for bx in row)
        gap = prev_bottom - top if prev_bottom is not None else 0.0
        if (
            prev_bottom is not None
            and gap > 0.5 * min(height, prev_height)
            and gap > 1.3 * usual
            and not (gap < height and _wraps_into(prev, row, boxes))
        ):
            out.append([])
        out.append(row)
        prev = row
        prev_bottom = min(bx.y0 for bx in row)
        prev_height = height
    return out


def _wraps_into(upper: list[Box], lower: list[Box], boxes: list[Box]) -> bool:
    """Does ``lower`` go on with the paragraph of ``upper``: a line that fills its
    measure (reaches as far right as any line set from its left edge: it wrapped), over
    a line set as large at the same left edge?"""
    if len(upper) != 1 or len(lower) != 1:
        return False
    a, b = upper[0], lower[0]
    if abs(a.size - b.size) >= 0.5 or abs(a.x0 - b.x0) > 2:
        return False
    if a.text.endswith((".", ":", "。", "：")):
        return False  # a sentence ends at the edge: the paragraph may end with it
    right = max(bx.x1 for bx in boxes if abs(bx.x0 - a.x0) <= 2)
    return right - a.x1 <= 0.03 * (right - a.x0)


# --- headings -----------------------------------------------------------------------


def body_style(boxes: list[Box]) -> tuple | None:
    """The style most of the document's letters are set in."""
    weights: Counter = Counter()
    for box in boxes:
        weights[box.style] += box.chars
    return weights.most_common(1)[0][0] if weights else None


@dataclass
class HeadingStyle:
    """A style the document's section headings share, and where they stand (flush
    left, centred or flush right at places two of them share). When the same style also
    sets lines that name no section (entry titles set like headings), only the lines
    whose words name a section are headings (`pure` is False); in a style of lower
    rank (`strict`), only those whose words are all section vocabulary."""

    style: tuple
    pure: bool
    places: list[tuple[float, float, float]]  # left edge, centre, right edge
    strict: bool = False

    def holds(self, box: Box) -> bool:
        if box.style != self.style or _prose(box.text):
            return False
        if not any(_aligned(box, *place) for place in self.places):
            return False
        if self.strict:
            found = classify_heading_strength(box.text)
            return bool(found and found[1])
        return self.pure or layout_heading_kind(box.text) is not None


@dataclass
class Headings:
    """The heading styles of a document: the top level, then any other style of lines
    that name sections (sub-headings, headings set smaller on later pages), of which
    only the lines whose words name a section are headings."""

    styles: list[HeadingStyle]

    def holds(self, box: Box) -> bool:
        return any(style.holds(box) for style in self.styles)


# How much larger than the body a heading style may be to stand apart by its size
# alone: a point more than an 11-point body (LaTeX's \\large, a word processor's 12).
_LARGER = 1.08


def heading_style(boxes: list[Box]) -> Headings | None:
    """The styles of boxes that name a section ("Education", "PUBLICATIONS"), each when
    at least two do, it sets them apart from the body (larger, bold, capitals, coloured
    or over a rule) and it is not also the style of running text; the largest first."""
    body = body_style(boxes)
    if body is None:
        return None
    body_size = body[1]
    seeds: dict[tuple, list[Box]] = {}
    for box in boxes:
        if box.style != body and len(box.text) <= 40:
            found = classify_heading_strength(box.text)
            if found and found[1]:
                seeds.setdefault(box.style, []).append(box)
    styles: list[HeadingStyle] = []
    # The top level of headings is the largest style (sub-headings are smaller).
    for style, named in sorted(seeds.items(), key=lambda kv: (-kv[0][1], -len(kv[1]))):
        count = len(named)
        _, size, bold, caps, color, ruled = style
        set_apart = size >= _LARGER * body_size or bold or caps or color or ruled
        if count < 2 or not set_apart:
            continue
        same = [box for box in boxes if box.style == style]
        if sum(1 for box in same if _prose(box.text)) > count:
            continue
        places = [(b.x0, (b.x0 + b.x1) / 2, b.x1) for b in named]
        shared = [p for p in places if sum(1 for b in named if _aligned(b, *p)) >= 2]
        heading = HeadingStyle(style, True, shared, strict=bool(styles))
        placed = [box for box in same if heading.holds(box)]
        others = sum(1 for box in placed if layout_heading_kind(box.text) is None)
        heading.pure = not styles and others < count
        styles.append(heading)
    return Headings(styles) if styles else None


def _aligned(box: Box, left: float, centre: float, right: float) -> bool:
    """Is the box set flush left, centred or flush right at these places?"""
    return (
        abs(box.x0 - left) <= 3
        or abs((box.x0 + box.x1) / 2 - centre) <= 3
        or abs(box.x1 - right) <= 3
    )


def _prose(text: str) -> bool:
    return len(text) > 60 or text.endswith((".", ",", ";")) or len(text.split()) > 8


def _is_heading(box: Box, heading: Headings | None) -> bool:
    return heading is not None and heading.holds(box)


def _merge_wrapped_labels(boxes: list[Box], heading: Headings | None) -> list[Box]:
    """A heading wrapped over lines in a narrow margin column ("HONORS &" over
    "SCHOLARSHIP", "Scientific" over "Career") is one heading, read at the height of
    its first line: lines of the top-level heading style, set flush under each other,
    that are headings each, or whose first alone is none but all together are."""
    if heading is None:
        return boxes
    top_level = heading.styles[0]
    labels = sorted(
        (b for b in boxes if b.style == top_level.style and not _prose(b.text)),
        key=lambda b: -b.y1,
    )
    gone: set[int] = set()
    for i, top in enumerate(labels):
        if id(top) in gone:
            continue
        last = top
        for below in labels[i + 1 :]:
            gap = last.y0 - below.y1
            if not (
                _aligned(below, top.x0, (top.x0 + top.x1) / 2, top.x1)
                and -1 <= gap <= 0.6 * top.size
            ):
                if below.y1 < last.y0 - top.size:
                    break
                continue
            if not _wraps_label(top, below, top_level):
                break
            top.text = f"{top.text} {below.text}"
            gone.add(id(below))
            last = below
    return [b for b in boxes if id(b) not in gone]


def _wraps_label(top: Box, below: Box, style: HeadingStyle) -> bool:
    """Is ``below`` the rest of the heading ``top`` began: both headings, or ``top``
    alone none and the two together one."""
    if style.holds(top):
        return style.holds(below)
    return style.holds(replace(top, text=f"{top.text} {below.text}"))


def _split_margin_labels(rows: list[list[Box]], heading: Headings | None) -> list[list[Box]]:
    """A heading at the start of a row, beside the first line of its section, stands
    on a line of its own above that line."""
    if heading is None:
        return rows
    out = []
    for row in rows:
        if len(row) > 1 and _is_heading(row[0], heading):
            out.extend([[row[0]], row[1:]])
        else:
            out.append(row)
    return out


# --- the name ---------------------------------------------------------------------


def _name_box(boxes: list[Box], bbox: tuple, every: list[Box]) -> Box | None:
    """The largest text in the top third of the first page, when it is clearly larger
    than the body and short enough to be a name."""
    body = body_style(every)
    if not boxes or body is None:
        return None
    top = bbox[3] - (bbox[3] - bbox[1]) / 3
    high = [b for b in boxes if b.y1 >= top and len(b.text) <= 60]
    if not high:
        return None
    best = max(high, key=lambda b: (b.size, b.y1))
    return best if best.size >= 1.3 * body[1] else None


# --- running headers and footers ----------------------------------------------------

_PAGE_NUMBER = re.compile(r"(?i)^(?:page\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:/|of)\s*\d{1,3})?$")
_UPDATED = re.compile(r"(?i)^(?:last\s+)?(?:updated|modified|revised|compiled)\b")
_MARGIN = 0.1  # the share of the page height where headers and footers sit


def _drop_running_lines(pages: list[tuple[tuple, list[Box]]]) -> None:
    """Leave out page numbers, "Last updated ..." at a page's edge and the lines that
    repeat at the same place on several pages (a running header is kept on page 1,
    where it is the CV's own header)."""
    edges: list[tuple[int, Box, bool]] = []  # page, box, at the top
    for number, (bbox, boxes) in enumerate(pages):
        height = bbox[3] - bbox[1]
        for box in boxes:
            if box.y0 >= bbox[3] - _MARGIN * height:
                edges.append((number, box, True))
            elif box.y1 <= bbox[1] + _MARGIN * height:
                edges.append((number, box, False))
    drop: set[int] = set()
    for number, box, at_top in edges:
        if _PAGE_NUMBER.match(box.text):
            drop.add(id(box))
            continue
        if not at_top and _UPDATED.match(box.text):  # with the date beside it
            boxes = pages[number][1]
            drop.update(id(b) for b in boxes if b.y0 < box.y1 and box.y0 < b.y1)
            continue
        key = re.sub(r"\d+", "#", box.text)
        if sum(c.isalpha() for c in key) < 3:
            continue  # a year at the top of a date column is no running header
        same = {
            n
            for n, other, _ in edges
            if n != number
            and abs(other.y0 - box.y0) <= 2
            and re.sub(r"\d+", "#", other.text) == key
        }
        repeated = same and len(same) + 1 >= max(2, (len(pages) - 1) / 2)
        if repeated and not (at_top and number == 0):
            drop.add(id(box))
    for _, boxes in pages:
        boxes[:] = [b for b in boxes if id(b) not in drop]
