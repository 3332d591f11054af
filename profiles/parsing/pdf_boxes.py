"""PDF pages -> text-line boxes that know their font: pdfminer's layout read once, each
line's text rebuilt from its glyphs, with the glyphs a reader never sees as text left out.

A box carries the size, font, weight, colour and capitals of most of its letters, so
that pdf_layout.py can tell a section heading, the name and a running footer from the
body. Glyph clean-up: icon fonts (FontAwesome, academicons, ...) and Private Use Area
code points are dropped, an unmapped glyph "(cid:123)" too; a spacing accent that pdfTeX
sets over the next letter ("´o") is composed with it ("ó"); a glyph mapped to a CJK
radical and its character ("⼈人") is read once. A glyph whose font overstates its
descent is kept on its baseline, one it gives no width is as wide as its kind. The
words a line sets in bold among others are kept as its marked words. A list bullet the
page draws as a small shape opens its line as a bullet glyph would; a line with a rule
drawn under it across the page (a section heading's rule) is marked as ruled. The
targets of the links are read too.
Used by pdf_layout.py.
"""

from __future__ import annotations

import functools
import io
import re
import unicodedata
from collections import deque
from dataclasses import dataclass, field

_ICON_FONT = re.compile(
    r"(?i)awesome|academicons|icons?\b|icomoon|dingbat|wingding|webding|marvosym|"
    r"materialsymbols|materialicons|bootstrap-?icons|octicons|simpleicons|fontello|"
    r"ionicons|entypo|typicons|pifont|zapf"
)
_BULLET_FONT = re.compile(r"(?i)wingding|webding|dingbat")
_BOLD_FONT = re.compile(r"(?i)bold|black|heavy|semibold|demi|extrab|ultrab|cmbx|sfbx|\bbx\d")
# Small capitals: "CMCSC10", "LMRomanCaps10", "MinionPro-RegularSC" (not "PingFangSC", a
# font for Simplified Chinese).
_SMALL_CAPS_FONT = re.compile(
    r"(?i)cmcsc|sfcc|smallcap|caps|(?:regular|bold|medium|light|book|italic|it|-)sc(?:\d|$)"
)
# Spacing accents pdfTeX (OT1 fonts) sets as their own glyph over a letter.
_ACCENTS = {
    "\u00b4": "\u0301",  # acute
    "`": "\u0300",
    "\u00a8": "\u0308",  # diaeresis
    "^": "\u0302",
    "\u02c6": "\u0302",
    "~": "\u0303",
    "\u02dc": "\u0303",
    "\u02c7": "\u030c",  # caron
    "\u02d8": "\u0306",  # breve
    "\u02d9": "\u0307",  # dot above
    "\u02da": "\u030a",  # ring
    "\u02dd": "\u030b",  # double acute
    "\u00b8": "\u0327",  # cedilla
    "\u00af": "\u0304",  # macron
}


_RULE = re.compile(r"[—–\-_=─━]{5,}")
# LaTeX's CJK package splits a Unicode font into subfonts of 256 characters each, named
# by the font and the block ("bsmiu5b", "gbsnu4e"): one font, whatever block a line's
# characters fall in, so that headings set alike share a style.
_CJK_SUBFONT = re.compile(r"^([a-z]{3,}u)[0-9a-f]{2}$")
# Adobe's Private Use Area forms of ordinary characters: old-style figures (the Adobe
# Glyph List's U+F730-F739, and U+F643-F64C of the "Pro" OpenType fonts) and small
# capitals (U+F761-F77A).
_ADOBE_PUA = {
    **{chr(0xF730 + d): str(d) for d in range(10)},
    **{chr(0xF643 + d): str(d) for d in range(10)},
    **{chr(0xF761 + i): chr(ord("a") + i) for i in range(26)},
}


@dataclass
class Box:
    """One text line of a page as pdfminer set it; y grows upwards."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    size: float = 0.0  # the font size of most of its letters
    font: str = ""  # their font's name, without the subset prefix
    bold: bool = False
    caps: bool = False  # letters all capitals, or set in a small-capitals font
    color: tuple = ()
    chars: int = 0  # letters and digits, to weigh the body's style
    page: int = 0
    marked: list[str] = field(default_factory=list)  # bold words in a line not all bold
    ruled: bool = False  # a rule drawn under it across the page

    @property
    def style(self) -> tuple:
        return (self.font, round(self.size * 2) / 2, self.bold, self.caps, self.color, self.ruled)


def page_boxes(
    data: bytes, links: list[str] | None = None
) -> list[tuple[tuple[float, float, float, float], list[Box]]]:
    """(page bounding box, its line boxes) for each page of a PDF; the targets of its
    links are added to `links`."""
    from pdfminer.layout import LAParams, LTCurve, LTTextContainer, LTTextLine

    pages = []
    # boxes_flow=None: the order of pdfminer's text boxes is not used (pdf_layout orders
    # lines itself), so its costly hierarchical grouping is skipped.
    laparams = LAParams(boxes_flow=None)
    for number, page in enumerate(_layouts(data, laparams, links)):
        boxes, marks, rules = [], [], []
        for element in page:
            if isinstance(element, LTCurve) and _is_mark(element):
                marks.append(element)
            if isinstance(element, LTCurve) and _is_rule(element, page.width):
                rules.append(element)
            if not isinstance(element, LTTextContainer):
                continue
            for line in element:
                if isinstance(line, LTTextLine):
                    for part in _parts(line):
                        box = _box(part, number)
                        if box is not None:
                            boxes.append(box)
        if len(marks) <= _MAX_MARKS:
            _mark_bullets(boxes, marks)
        _mark_ruled(boxes, rules)
        pages.append((tuple(page.bbox), boxes))
    return pages


# A list bullet a page draws rather than sets as a glyph (a browser's printed page, a
# design tool): a small round or square shape, at most this many points across, left
# of its item's first line by at most this many font sizes. A page with more shapes
# than _MAX_MARKS draws a figure, not a list.
_MARK_SIZE = (1.5, 8.0)
_MARK_GAP = 1.5
_MAX_MARKS = 400


def _is_mark(shape) -> bool:
    low, high = _MARK_SIZE
    return (
        low <= shape.width <= high
        and low <= shape.height <= high
        and (abs(shape.width - shape.height) <= 1)
    )


def _mark_bullets(boxes: list[Box], marks: list) -> None:
    """Open with a bullet ("• ") each line that a drawn mark stands before, the mark
    level with the line's middle."""
    for mark in marks:
        middle = (mark.y0 + mark.y1) / 2
        after = [
            box
            for box in boxes
            if box.y0 <= middle <= box.y1 and 0 < box.x0 - mark.x1 <= _MARK_GAP * box.size
        ]
        if after:
            first = min(after, key=lambda box: box.x0)
            if not first.text.startswith("•"):
                first.text = "• " + first.text


# A rule under a heading: a line or thin bar at most this thick, across at least this
# share of the page's width (a link's underline spans its words only).
_RULE_THICKNESS = 2.0
_RULE_SPAN = 0.5


def _is_rule(shape, page_width: float) -> bool:
    return shape.height <= _RULE_THICKNESS and shape.width >= _RULE_SPAN * page_width


def _mark_ruled(boxes: list[Box], rules: list) -> None:
    """Mark as ruled the boxes of the line each rule is drawn under: the nearest above
    it, within a line's height, that the rule runs under from end to end (a heading
    and a note set beside it in another font are both ruled)."""
    for rule in rules:
        above = [
            box
            for box in boxes
            if -1 <= box.y0 - rule.y1 <= box.size
            and rule.x0 <= box.x0 + box.size
            and rule.x1 >= box.x1
        ]
        if not above:
            continue
        nearest = min(above, key=lambda box: box.y0)
        for box in above:
            if box.y0 < nearest.y1 and nearest.y0 < box.y1:  # on the nearest line
                box.ruled = True


def _link_targets(page) -> list[str]:
    """The targets of a page's link annotations ("mailto:jane@uni.edu", "https://..."):
    a CV often shows an address only as "Email" or an envelope icon."""
    from pdfminer.pdftypes import resolve1

    out = []
    for annot in resolve1(page.annots) or ():
        action = _resolved_dict(_resolved_dict(annot, resolve1).get("A"), resolve1)
        target = resolve1(action.get("URI"))
        if isinstance(target, bytes):
            out.append(target.decode("latin-1"))
    return out


def _resolved_dict(value, resolve1) -> dict:
    value = resolve1(value)
    return value if isinstance(value, dict) else {}


# How many glyphs back a glyph drawn again is looked for, and how far from the first
# it may stand (a share of the font size), to be bold faked by overprinting.
_RECENT = 256
_OVERPRINT = 0.06
# A glyph's box hangs below its baseline by its font's descent, which a font's
# descriptor may overstate (a math font re-embedded by cairo, from its bounding box:
# an em for TeX's symbol font and its bullets, three for another); beyond this share
# of the font size it is set to the usual one, so that the glyph stays on its
# baseline's line.
_MAX_DESCENT = 0.6
_USUAL_DESCENT = 0.25
# A glyph a font gives no width (a CID font re-embedded by cairo without its widths,
# each glyph then placed on its own): as wide as its kind is, a share of the font size.
_WIDE_WIDTH = 1.0  # an ideograph, a full-width sign
_NARROW_WIDTH = 0.5


def _layouts(data: bytes, laparams, links: list[str] | None = None):
    """pdfminer's page layouts of the glyphs PDFium reads (pdf_glyphs.py), or, for a
    file PDFium refuses or does not suit, of pdfminer's own interpreter
    (high_level.extract_pages): so an encrypted or broken file fails with pdfminer's
    error, as it did."""
    from .pdf_glyphs import Unsuited, layouts, open_document

    document = open_document(data)
    if document is not None:
        try:
            return layouts(document, data, laparams, links, _Placing)
        except Unsuited:
            pass
    return _pdfminer_layouts(data, laparams, links)


class _Placing:
    """A page's glyphs as they are placed: each drawn a second time a hair's breadth
    from where it was just drawn (bold faked by overprinting: wkhtmltopdf, a word
    processor's CJK fonts) is read once, and as bold."""

    def __init__(self):
        self.recent: dict[tuple, list] = {}
        self.order: deque = deque()

    def __call__(self, g) -> bool:
        """Whether to keep the glyph g (not an overprint), its box set right. (Called for
        each glyph: _on_baseline and _with_width are called only where their box test
        passes, which they make again, and a glyph with no twin drawn recently is not
        compared.)"""
        text = g.get_text()
        if not text.strip():
            return True
        if g.matrix[5] - g.y0 > _MAX_DESCENT * g.size:
            _on_baseline(g)
        if not g.x1 > g.x0:
            _with_width(g, text)
        key = (text, g.fontname)
        twins = self.recent.get(key)
        if twins:
            near = _OVERPRINT * g.size
            x0, y0 = g.x0, g.y0
            for twin in twins:
                dx, dy = abs(x0 - twin.x0), abs(y0 - twin.y0)
                if dx + dy > 0 and dx <= near and dy <= near:
                    twin.overprinted = True
                    return False
            twins.append(g)
        else:
            self.recent[key] = [g]
        order = self.order
        order.append(key)
        if len(order) > _RECENT:
            self.recent[order.popleft()].pop(0)
        return True


def _pdfminer_layouts(data: bytes, laparams, links: list[str] | None = None):
    from pdfminer.converter import PDFPageAggregator
    from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage

    class Aggregator(PDFPageAggregator):
        def begin_page(self, page, ctm):
            super().begin_page(page, ctm)
            self.keep = _Placing()

        def render_char(self, *args, **kwargs):
            adv = super().render_char(*args, **kwargs)
            if not self.keep(self.cur_item._objs[-1]):
                self.cur_item._objs.pop()
            return adv

    manager = PDFResourceManager(caching=True)
    device = Aggregator(manager, laparams=laparams)
    interpreter = PDFPageInterpreter(manager, device)
    for page in PDFPage.get_pages(io.BytesIO(data), caching=True):
        if links is not None:
            links += _link_targets(page)
        interpreter.process_page(page)
        yield device.get_result()


def _on_baseline(glyph) -> None:
    """An upright glyph's box moved up to its baseline when its font's descent is
    overstated (see _MAX_DESCENT)."""
    a, b, c, d, _, baseline = glyph.matrix
    if b or c or a <= 0 or d <= 0:
        return
    if baseline - glyph.y0 > _MAX_DESCENT * glyph.size:
        y0 = baseline - _USUAL_DESCENT * glyph.size
        glyph.set_bbox((glyph.x0, y0, glyph.x1, y0 + glyph.y1 - glyph.y0))


def _with_width(glyph, text: str) -> None:
    """A glyph drawn with no width given the width of its kind (see _WIDE_WIDTH), so
    that pdfminer reads it with its neighbours as one line's letters."""
    if glyph.x1 > glyph.x0 or glyph.matrix[1] or glyph.matrix[2]:
        return
    wide = unicodedata.east_asian_width(text[0]) in "WF"
    width = (_WIDE_WIDTH if wide else _NARROW_WIDTH) * glyph.size
    glyph.set_bbox((glyph.x0, glyph.y0, glyph.x0 + width, glyph.y1))
    glyph.adv = width


class _Part(list):
    """Some of a line's glyphs, with their bounding box (a pdfminer line's fields)."""

    def __init__(self, glyphs: list, y0: float, y1: float):
        super().__init__(glyphs)
        placed = [g for g in glyphs if hasattr(g, "x0")]
        self.x0 = min(g.x0 for g in placed)
        self.x1 = max(g.x1 for g in placed)
        self.y0, self.y1 = y0, y1


def _parts(line) -> list:
    """A line pdfminer joined across a gap of a font size or more where the font
    changes after a word or two of letters (a section label in a left margin, set larger
    or in another face, beside the first line of its section: "Education   Example
    University") is two lines: one box on each side of the gap. A date or a bullet
    before the gap stays on its line."""
    glyphs = list(line)
    prev = None
    letters = 0
    for i, g in enumerate(glyphs):
        if not hasattr(g, "fontname"):
            continue
        t = g.get_text()
        if not t.strip():
            continue
        if (
            letters >= 2
            and g.x0 - prev.x1 >= 0.9 * max(g.size, prev.size)
            and (g.fontname != prev.fontname or abs(g.size - prev.size) >= 0.5)
        ):
            return [_Part(glyphs[:i], line.y0, line.y1), _Part(glyphs[i:], line.y0, line.y1)]
        if t.isdigit():
            return [line]
        letters += t.isalpha()
        prev = g
    return [line]


def _box(line, page: int) -> Box | None:
    glyphs = [g for g in line if hasattr(g, "get_text")]
    text, letters = _line_text(glyphs)
    if len(text) > 5 and _RULE.search(text):
        text = _RULE.sub(" ", text)  # a rule typed as dashes beside a heading
    text = text.strip()
    if not text:
        return None
    fonts: dict[tuple, int] = {}
    for g in letters:
        color = g.graphicstate.ncolor
        key = (g.fontname, g.size, tuple(color) if isinstance(color, list) else color)
        fonts[key] = fonts.get(key, 0) + 1
    box = Box(line.x0, line.y0, line.x1, line.y1, text, page=page, chars=len(letters))
    if fonts:
        fontname, size, color = max(fonts, key=fonts.get)
        box.size, box.color = round(size, 1), _color(color)
        box.font = fontname.split("+")[-1]
        box.font = _CJK_SUBFONT.sub(r"\1", box.font)
        faked = sum(1 for g in letters if getattr(g, "overprinted", False))
        box.bold = bool(_BOLD_FONT.search(box.font)) or faked * 2 > len(letters)
        if not box.bold and any(_is_bold(g) for g in letters):
            box.marked = [run for run in _bold_runs(glyphs) if run in text]
        cased = [g.get_text() for g in letters if g.get_text().isalpha()]
        upper = bool(cased) and all(c.isupper() for c in cased) and len(cased) >= 2
        box.caps = upper or bool(_SMALL_CAPS_FONT.search(box.font))
    return box


def _is_bold(glyph) -> bool:
    return _bold_font(glyph.fontname) or getattr(glyph, "overprinted", False)


@functools.lru_cache(maxsize=256)
def _bold_font(name: str) -> bool:
    return bool(_BOLD_FONT.search(name))


def _bold_runs(glyphs: list) -> list[str]:
    """The words a line sets in bold among others ("Zhang, **Jane Roe**, Li"): runs of
    bold glyphs, the spaces between them kept."""
    runs, run = [], []
    for g in glyphs:
        if not hasattr(g, "fontname"):
            run += [g] if run else []
        elif _is_bold(g) and g.get_text().strip():
            run.append(g)
        elif g.get_text().strip():
            runs.append(run)
            run = []
        elif run:
            run.append(g)
    runs.append(run)
    texts = ["".join(g.get_text() for g in run).strip() for run in runs]
    return [unicodedata.normalize("NFC", t) for t in texts if t]


def _color(color) -> tuple:
    if color is None:
        return ()
    values = color if isinstance(color, (tuple, list)) else (color,)
    try:
        rounded = tuple(round(float(v), 1) for v in values)
    except (TypeError, ValueError):
        return ()
    # Black in any colour space is no colour.
    if rounded in ((0.0,), (0.0, 0.0, 0.0), (0.0, 0.0, 0.0, 1.0)):
        return ()
    return rounded


# The gap tracking sets between a letter-spaced line's letters, as shares of the font
# size: wider than a glyph's rounding, narrower than a word space.
_TRACKING = (0.03, 0.2)


def _letter_spacing(glyphs: list) -> set[int]:
    """The spaces pdfminer inferred between the letters of a letter-spaced line
    ("R E S E A R C H  I N T E R E S T S"): where most neighbouring glyphs of its words
    stand apart by a small gap (under a fifth of the font size, much less than a word
    space), those gaps are tracking, not spaces; a wider gap or a space glyph between two
    of them is a space between words. pdfminer infers a space at some of the gaps only
    (those just over its margin), so a visible gap with none counts as tracking too."""
    pairs = tracked = 0
    spaced: list[tuple[int, float]] = []  # the inferred space, and the gap it stands for
    prev = anno = None
    for i, g in enumerate(glyphs):
        if not hasattr(g, "fontname"):
            anno = i if g.get_text() == " " and prev is not None else None
            continue
        if not g.get_text().strip():
            prev = anno = None  # a space glyph: the word ends
            continue
        if prev is not None:
            pairs += 1
            gap, size = g.x0 - prev.x1, max(g.size, prev.size)
            if anno is not None and 0 < gap <= _TRACKING[1] * size:
                spaced.append((anno, gap))
                tracked += 1
            elif _TRACKING[0] * size < gap <= _TRACKING[1] * size:
                tracked += 1
        prev, anno = g, None
    if pairs < 4 or not spaced or tracked < 0.6 * pairs:
        return set()
    gaps = sorted(gap for _, gap in spaced)
    usual = gaps[len(gaps) // 2]
    return {i for i, gap in spaced if gap <= 1.5 * usual}


def _line_text(glyphs: list) -> tuple[str, list]:
    """The text of one line's glyphs, and the glyphs that are letters or digits."""
    out: list[str] = []
    letters = []
    skip_space = False
    n = len(glyphs)
    tracking = _letter_spacing(glyphs)
    for i, g in enumerate(glyphs):
        t = g.get_text()
        if not hasattr(g, "fontname"):  # a space or line break pdfminer inferred
            if i in tracking:
                continue
            if t == " " and not skip_space and out and out[-1] != " ":
                out.append(" ")
            continue
        skip_space = False
        if t in _ADOBE_PUA:
            t = _ADOBE_PUA[t]
        elif t == "\u00ad":
            t = "-"  # a soft hyphen is set only where a word is broken (Typst)
        elif len(t) == 1 and unicodedata.category(t) == "Cc":
            t = " "  # a space glyph a font maps to a control character (cairo: DEL)
        if "(cid:" in t:
            continue  # a glyph with no character (an icon, a figure the font leaves unmapped)
        if _is_icon(g, t):
            # A word processor's bullet glyph (Wingdings' "l") opens a list item.
            bullet = not out and _BULLET_FONT.search(g.fontname)
            out.append("\u2022 " if bullet else " ")
            skip_space = True
            continue
        if t in _ACCENTS:
            base = _accented(glyphs, i, n)
            if base == "next":
                # The accent comes first; the letter it sits on follows (after a space
                # pdfminer may have put between them).
                if out and out[-1] == " " and i and not hasattr(glyphs[i - 1], "fontname"):
                    out.pop()
                out.append(_ACCENTS[t])
                skip_space = True
                continue
            if base == "prev":
                out.append(_ACCENTS[t])
                continue
        if len(t) > 1:
            t = _one_character(t)
        if t[:1].isalnum():
            letters.append(g)
        if out and out[-1] in _ACCENTS.values() and t[:1].isalpha():
            mark = out.pop()
            out.append(unicodedata.normalize("NFC", t[0] + mark) + t[1:])
            continue
        out.append(t)
    text = "".join(out).replace("\n", " ")
    return unicodedata.normalize("NFC", text), letters


def _is_icon(glyph, text: str) -> bool:
    if text and "\ue000" <= text[0] <= "\uf8ff":
        return True
    # An icon font's glyph read as a letter or digit ("#", "]") is no text; one read as
    # a symbol ("⚫" of Wingdings) is the bullet it shows.
    return text.isascii() and _icon_font(glyph.fontname)


@functools.lru_cache(maxsize=256)
def _icon_font(name: str) -> bool:
    return bool(_ICON_FONT.search(name))


def _accented(glyphs: list, i: int, n: int) -> str | None:
    """'next' or 'prev' when the accent glyph at i sits over that neighbouring letter."""
    accent = glyphs[i]
    centre = (accent.x0 + accent.x1) / 2
    for j, side in ((i + 1, "next"), (i + 2, "next"), (i - 1, "prev")):
        if 0 <= j < n and hasattr(glyphs[j], "fontname"):
            g = glyphs[j]
            if g.get_text().isalpha() and g.x0 - 0.5 <= centre <= g.x1 + 0.5:
                return side
    return None


def _one_character(text: str) -> str:
    """A glyph mapped to two code points that are one character ("⼈人": a radical and
    its character, "北北": a compatibility ideograph and its own) is read once."""
    if text.isascii() or any(ord(c) < 0x2E80 for c in text):
        return text  # a ligature ("ff") is two letters
    forms = {unicodedata.normalize("NFKC", c) for c in text}
    return forms.pop() if len(forms) == 1 else text
