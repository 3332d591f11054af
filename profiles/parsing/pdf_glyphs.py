"""PDF pages read with PDFium (pypdfium2) into pdfminer's layout objects: each page's
glyphs as pdfminer's LTChar (box, font name, size, matrix, fill colour, text), the
shapes it draws as LTCurve, grouped into lines by pdfminer's own layout analysis, so
that the rules written against pdfminer's lines and inferred spaces hold unchanged.

PDFium reads a page's content several times as fast as pdfminer's interpreter. Where
its text page parts from what pdfminer read, the page is read as pdfminer read it: the
spaces and line breaks PDFium generates are left out (pdfminer infers its own), and so
are the text and shapes of a form XObject (pdfminer keeps them inside a figure, which its
layout analysis and pdf_boxes leave unread); the spaces, runs of spaces and overprinted
text PDFium drops are put back; a glyph's box runs from the descent its font's descriptor
gives to its advance; the glyphs come in the order the page sets them.
Used by pdf_boxes.py, which falls back to pdfminer's interpreter for a file PDFium
refuses (so that an encrypted or broken file fails as it did) or whose text page holds
an ActualText in place of the glyphs (Unsuited).
"""

from __future__ import annotations

import ctypes
import functools
import io
from collections import deque
from collections.abc import Callable

# PDFium's codes: page objects, path segments.
_TEXT, _PATH, _FORM = 1, 2, 5
_MOVETO, _BEZIERTO = 2, 1
# A glyph mapped to no character: pdfminer reads it as "(cid:N)" (which pdf_boxes drops).
_UNMAPPED = "(cid:0)"
# A text object narrower than this sets spaces only.
_NO_WIDTH = 0.01
# How many text objects back one drawn again is looked for, and how far off it may be
# drawn, a share of its height, to be bold faked by overprinting (as pdf_boxes reads it).
_RECENT_OBJECTS = 8
_OVERPRINT = 0.06
# A space's usual width, a share of the font size.
_SPACE_WIDTH = 0.25
# The most characters one glyph stands for (a ligature: "ffi").
_LONGEST_GLYPH = 3
# A gap after a space, in spaces, that other spaces fill (a justified line stretches
# its spaces less).
_SPACES_GAP = 1.9
# The most spaces put back after one (see _run_of_spaces).
_MOST_SPACES = 200
# A font PDFium gives no name (a Type 3 font), named as pdfminer names it.
_UNNAMED = "unknown"
# PDFium's code for a hyphen that ends a line.
_HYPHEN = "-"


class _GraphicState:
    """The part of pdfminer's graphic state pdf_boxes reads: the fill colour."""

    __slots__ = ("ncolor",)

    def __init__(self, ncolor):
        self.ncolor = ncolor


def open_document(data: bytes):
    """PDFium's document, or None when PDFium cannot read the file (encrypted, broken)."""
    try:
        import pypdfium2 as pdfium
    except ImportError:  # pragma: no cover - pypdfium2 is a declared dependency
        return None
    try:
        return pdfium.PdfDocument(data)
    except Exception:
        return None


class Unsuited(Exception):
    """PDFium's text page does not hold the glyphs the page draws: it put a marked
    content's ActualText in their place (LaTeX's accsupp over an icon and the words
    after it), so the file is read with pdfminer's interpreter."""


def layouts(document, data: bytes, laparams, links: list[str] | None, placing: Callable) -> list:
    """pdfminer's LTPage of each page of `document` (PDFium's, of `data`), analysed with
    laparams; `placing()` gives for each page the test each glyph passes as it is placed,
    in order, to be kept (see pdf_boxes._Placing). Raises Unsuited (see there)."""
    import pypdfium2.raw as raw

    descents = _descents(data)
    pages, found = [], []
    try:
        for index in range(len(document)):
            page = document[index]
            try:
                found += _link_targets(raw, document, page)
                pages.append(_layout(raw, page, index, laparams, placing(), descents))
            finally:
                page.close()
    finally:
        document.close()
    if links is not None:
        links += found
    return pages


def _page_ctm(page) -> tuple:
    """The matrix pdfminer sets a page's content in (its media box at the origin,
    turned by its rotation)."""
    x0, y0, x1, y1 = page.get_mediabox()
    rotate = page.get_rotation() % 360
    if rotate == 90:
        return (0, -1, 1, 0, -y0, x1), (abs(y1 - y0), abs(x1 - x0))
    if rotate == 180:
        return (-1, 0, 0, -1, x1, y1), (abs(x1 - x0), abs(y1 - y0))
    if rotate == 270:
        return (0, 1, -1, 0, y1, -x0), (abs(y1 - y0), abs(x1 - x0))
    return (1, 0, 0, 1, -x0, -y0), (abs(x1 - x0), abs(y1 - y0))


def _apply(m, x, y):
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


def _descents(data: bytes) -> dict[str, float]:
    """The descent of each font the pages use, a share of the font size, as pdfminer
    reads it (from the font's descriptor; PDFium reads the font's own, which may differ
    by a fifth of an em), by the font's name without its subset prefix: pdfminer's box of
    a glyph starts there, which the gaps between lines, and so the paragraphs, follow."""
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import dict_value, list_value, num_value, resolve1
    from pdfminer.psparser import literal_name

    out: dict[str, float] = {}
    try:
        for page in PDFPage.create_pages(PDFDocument(PDFParser(io.BytesIO(data)))):
            fonts = dict_value(dict_value(resolve1(page.resources)).get("Font", {}))
            for ref in fonts.values():
                spec = dict_value(ref)
                name = literal_name(resolve1(spec.get("BaseFont", ""))).split("+")[-1]
                if not name or name in out or literal_name(spec.get("Subtype")) == "Type3":
                    continue
                if "DescendantFonts" in spec:  # a CID font: its descendant describes it
                    spec = dict_value(list_value(spec["DescendantFonts"])[0])
                descriptor = dict_value(spec.get("FontDescriptor", {}))
                out[name] = -abs(num_value(descriptor.get("Descent", 0))) / 1000
    except Exception:
        return out
    return out


def _layout(raw, page, index: int, laparams, keep: Callable, descents: dict[str, float]):
    ctm, (width, height) = _page_ctm(page)
    ltpage = _page_class()(index + 1, (0, 0, width, height))
    objects = _page_objects(raw, page.raw, ctm)
    textpage = page.get_textpage()
    try:
        # LTPage.add appends to its list of objects: the kept glyphs appended at once.
        ltpage._objs += [g for g in _glyphs(raw, textpage.raw, ctm, objects, descents) if keep(g)]
    finally:
        textpage.close()
    ltpage.analyze(laparams)
    for curve in objects.curves:
        ltpage.add(curve)
    return ltpage


@functools.cache
def _page_class() -> type:
    """pdfminer's LTPage, whose glyphs are grouped into lines as pdfminer groups them
    (LTLayoutContainer.group_objects) with fewer calls: see _lines."""
    from pdfminer.layout import LTPage

    class Page(LTPage):
        def group_objects(self, laparams, objs):
            if laparams.detect_vertical:
                return super().group_objects(laparams, objs)
            return _lines(laparams, objs)

    return Page


def _lines(laparams, glyphs):
    """The horizontal lines pdfminer's LTLayoutContainer.group_objects makes of a page's
    glyphs when it detects no vertical text: each glyph joins the line of the one before
    when the two overlap vertically by more than laparams.line_overlap of the lower and
    stand apart by less than laparams.char_margin of the wider, and a space (LTAnno) goes
    before a glyph further than laparams.word_margin of its width or height from the
    glyph before (LTTextLineHorizontal.add). The same comparisons in the same order, and
    the same lines, boxes and spaces; with the glyph's attributes read once, not through
    a dozen method calls a glyph (a tenth of a PDF's parse time)."""
    from pdfminer.layout import LTAnno, LTTextLineHorizontal

    line_overlap, char_margin = laparams.line_overlap, laparams.char_margin
    word_margin = laparams.word_margin
    prev = line = None
    members: list = []
    right = x0 = y0 = x1 = y1 = 0.0  # where the line's last glyph ends; its box
    for glyph in glyphs:
        if prev is None:
            prev = glyph
            continue
        aligned = (
            glyph.y0 <= prev.y1
            and prev.y0 <= glyph.y1
            and min(prev.height, glyph.height) * line_overlap
            < min(abs(prev.y0 - glyph.y1), abs(prev.y1 - glyph.y0))
            and (
                0
                if glyph.x0 <= prev.x1 and prev.x0 <= glyph.x1
                else min(abs(prev.x0 - glyph.x1), abs(prev.x1 - glyph.x0))
            )
            < max(prev.width, glyph.width) * char_margin
        )
        if line is None:
            line = LTTextLineHorizontal(word_margin)
            members = line._objs
            members.append(prev)
            right = prev.x1
            x0, y0 = min(line.x0, prev.x0), min(line.y0, prev.y0)
            x1, y1 = max(line.x1, prev.x1), max(line.y1, prev.y1)
        if aligned:
            if word_margin and right < glyph.x0 - word_margin * max(glyph.width, glyph.height):
                members.append(LTAnno(" "))
            right = glyph.x1
            members.append(glyph)
            x0, y0 = min(x0, glyph.x0), min(y0, glyph.y0)
            x1, y1 = max(x1, glyph.x1), max(y1, glyph.y1)
        else:
            yield _ended(line, right, (x0, y0, x1, y1))
            line = None
        prev = glyph
    if line is None:
        line = LTTextLineHorizontal(word_margin)
        line.add(prev)
        yield line
    else:
        yield _ended(line, right, (x0, y0, x1, y1))


def _ended(line, right: float, bbox: tuple):
    """A line `_lines` has set its glyphs in, given where the last ends and the box
    they span."""
    line._x1 = right
    line.set_bbox(bbox)
    return line


def _address(pointer) -> int:
    return ctypes.cast(pointer, ctypes.c_void_p).value or 0


class _Calls:
    """PDFium's text page functions called for each glyph, taking and giving addresses as
    numbers and keeping the GIL: a call through pypdfium2's own prototypes converts each
    pointer (the text page's, an output's) and lets the GIL go and take it back, which
    took half of each call's time, and a PDF's parse makes nine or so such calls a glyph.
    The same functions, given the same arguments."""

    def __init__(self, raw):
        self.unicode = _quick(raw.FPDFText_GetUnicode)
        self.generated = _quick(raw.FPDFText_IsGenerated)
        self.text_object = _quick(raw.FPDFText_GetTextObject)
        self.map_error = _quick(raw.FPDFText_HasUnicodeMapError)
        self.loose_box = _quick(raw.FPDFText_GetLooseCharBox)
        self.origin = _quick(raw.FPDFText_GetCharOrigin)
        self.char_box = _quick(raw.FPDFText_GetCharBox)
        # A page's objects, and the segments of its paths.
        self.count_objects = _quick(raw.FPDFPage_CountObjects)
        self.page_object = _quick(raw.FPDFPage_GetObject)
        self.kind = _quick(raw.FPDFPageObj_GetType)
        self.bounds = _quick(raw.FPDFPageObj_GetBounds)
        self.matrix = _quick(raw.FPDFPageObj_GetMatrix)
        self.font_size = _quick(raw.FPDFTextObj_GetFontSize)
        self.draw_mode = _quick(raw.FPDFPath_GetDrawMode)
        self.count_segments = _quick(raw.FPDFPath_CountSegments)
        self.segment = _quick(raw.FPDFPath_GetPathSegment)
        self.segment_kind = _quick(raw.FPDFPathSegment_GetType)
        self.point = _quick(raw.FPDFPathSegment_GetPoint)


@functools.cache
def _calls(raw) -> _Calls:
    return _Calls(raw)


def _quick(function) -> Callable:
    """`function` of pypdfium2's raw API with each pointer, given or returned, a number
    (ctypes' c_void_p), called without letting the GIL go (a glyph's call is short)."""

    def plain(kind):
        return ctypes.c_void_p if issubclass(kind, (ctypes._Pointer, ctypes.c_void_p)) else kind

    prototype = ctypes.PYFUNCTYPE(plain(function.restype), *map(plain, function.argtypes))
    return prototype(_address(function))


class _Objects:
    """What a page's own objects tell beside its text page: the text objects set on the
    page itself (None when it has no form XObject, or no text object of its own, so that
    every glyph is its own); where
    it sets spaces alone (a text object PDFium's text page leaves out, having no width:
    pdfminer reads them as glyphs that join the words around them); the text objects
    drawn again a hair's breadth off (bold faked by overprinting, whose second drawing
    PDFium leaves out); and the paths it paints, as pdfminer's LTCurve, one for each
    subpath."""

    def __init__(self):
        self.texts: set[int] | None = set()
        self.order: dict[int, int] = {}  # a text object's place among the page's objects
        self.spaces: list[tuple[int, float, float, float]] = []  # place, x, y, size
        self.overprinted: set[int] = set()
        self.right: dict[int, float] = {}  # where a text object ends, on the page
        self.curves: list = []


def _page_objects(raw, page, ctm) -> _Objects:
    from pdfminer.layout import LTCurve

    calls = _calls(raw)
    found = _Objects()
    texts: set[int] = set()
    recent: deque = deque(maxlen=_RECENT_OBJECTS)
    forms = False
    curves = found.curves
    fill, stroke = ctypes.c_int(), ctypes.c_int()
    x, y = ctypes.c_float(), ctypes.c_float()
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    font_size = ctypes.c_float()
    matrix = raw.FS_MATRIX()
    fill_at, stroke_at = ctypes.addressof(fill), ctypes.addressof(stroke)
    x_at, y_at = ctypes.addressof(x), ctypes.addressof(y)
    edges = tuple(ctypes.addressof(edge) for edge in (left, bottom, right, top))
    font_size_at, matrix_at = ctypes.addressof(font_size), ctypes.addressof(matrix)
    page = _address(page)
    for i in range(calls.count_objects(page)):
        obj = calls.page_object(page, i)
        kind = calls.kind(obj)
        if kind == _TEXT:
            address = obj or 0
            texts.add(address)
            found.order[address] = i
            calls.bounds(obj, *edges)
            if right.value - left.value < _NO_WIDTH:
                calls.matrix(obj, matrix_at)
                calls.font_size(obj, font_size_at)
                sx, sy = _apply(ctm, matrix.e, matrix.f)
                found.spaces.append((i, sx, sy, font_size.value * abs(matrix.d)))
                continue
            bounds = (left.value, bottom.value, right.value, top.value)
            found.right[address] = right.value + ctm[4]
            near = _OVERPRINT * (bounds[3] - bounds[1])
            for twin, other in recent:
                dx, dy = abs(bounds[0] - other[0]), abs(bounds[1] - other[1])
                if (
                    dx + dy > 0
                    and dx <= near
                    and dy <= near
                    and abs((bounds[2] - bounds[0]) - (other[2] - other[0])) <= near
                ):
                    found.overprinted.add(twin)
                    break
            recent.append((address, bounds))
        elif kind == _FORM:
            forms = True
        elif kind == _PATH:
            if not calls.draw_mode(obj, fill_at, stroke_at):
                continue
            if not fill.value and not stroke.value:
                continue
            calls.matrix(obj, matrix_at)
            m = (matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f)
            points: list[tuple[float, float]] = []
            curve_points = 0
            for s in range(calls.count_segments(obj)):
                segment = calls.segment(obj, s)
                kind = calls.segment_kind(segment)
                if kind == _MOVETO and points:
                    curves.append(LTCurve(0, points))
                    points = []
                if kind == _BEZIERTO:
                    curve_points += 1
                    if curve_points % 3:
                        continue  # a control point: pdfminer bounds a path by its ends
                else:
                    curve_points = 0
                calls.point(segment, x_at, y_at)
                px, py = _apply(m, x.value, y.value)
                points.append(_apply(ctm, px, py))
            if points:
                curves.append(LTCurve(0, points))
    # A page whose text all lives in form XObjects (macOS's Quartz draws a page's whole
    # content in one) has its text read from them.
    found.texts = texts if forms and texts else None
    return found


def _glyphs(raw, textpage, ctm, objects: _Objects, descents: dict[str, float]) -> list:
    """The page's glyphs as pdfminer's LTChar, in the order PDFium reads them, with the
    spaces the page sets alone (see _Objects) where they come among its objects."""
    from pdfminer.layout import LTChar

    calls = _calls(raw)
    unicode_of, generated, text_object = calls.unicode, calls.generated, calls.text_object
    map_error, loose_box, origin, char_box = (
        calls.map_error,
        calls.loose_box,
        calls.origin,
        calls.char_box,
    )
    page = _address(textpage)
    box = raw.FS_RECTF()
    box_at = ctypes.addressof(box)
    ox, oy = ctypes.c_double(), ctypes.c_double()
    ox_at, oy_at = ctypes.addressof(ox), ctypes.addressof(oy)
    matrix = raw.FS_MATRIX()
    r, g, b, a = (ctypes.c_uint() for _ in range(4))
    name = ctypes.create_string_buffer(256)
    flags = ctypes.c_int()
    styles: dict[int, tuple] = {}
    states: dict = {}
    turned = ctm[:4] != (1, 0, 0, 1)
    top_text = objects.texts
    count = raw.FPDFText_CountChars(textpage)
    i = 0
    spaces = deque(objects.spaces)
    advances: dict[tuple, float] = {}
    width = ctypes.c_float()
    left, right, bottom, top = (ctypes.c_double() for _ in range(4))
    edges = tuple(ctypes.addressof(edge) for edge in (left, right, bottom, top))
    last = None
    last_obj = last_place = 0
    places: list[int] = []
    out: list = []
    # What the look-ahead after a glyph read of the next character (whether PDFium
    # generated it, and its origin if not), read once.
    seen, seen_generated, seen_origin = -1, False, None
    while i < count:
        code = unicode_of(page, i)
        if seen_generated if i == seen else generated(page, i):
            i += 1
            continue
        obj = text_object(page, i) or 0
        if top_text is not None and obj not in top_text:
            i += 1
            continue
        style = styles.get(obj)
        if style is None:
            raw.FPDFText_GetFontInfo(textpage, i, name, 256, flags)
            raw.FPDFText_GetMatrix(textpage, i, matrix)
            raw.FPDFText_GetFillColor(textpage, i, r, g, b, a)
            color = _color(r.value, g.value, b.value)
            state = states.get(color)
            if state is None:
                state = states[color] = _GraphicState(color)
            # pdfminer's glyph matrix: the text's, on the page turned by its rotation.
            ma, mb, mc, md = _turn((matrix.a, matrix.b, matrix.c, matrix.d), ctm)
            font_size = raw.FPDFText_GetFontSize(textpage, i)
            fontname = name.value.decode("latin-1") or _UNNAMED
            upright = ma * md > 0 and mb * mc <= 0
            style = styles[obj] = (
                fontname,
                font_size * abs(md),  # pdfminer's size: its box's height
                (ma, mb, mc, md),
                state,
                font_size,
                (
                    upright,
                    None if turned else descents.get(fontname.split("+")[-1]),
                    upright and not mb and not mc and not turned,  # simple
                    obj in objects.overprinted,
                    objects.order.get(obj, 0),  # its place among the page's objects
                ),
            )
        fontname, size, (ma, mb, mc, md), state, font_size, placing = style
        upright, descent, simple, overprinted, place = placing
        loose_box(page, i, box_at)
        if i == seen and seen_origin is not None:
            bx, by = seen_origin
        else:
            origin(page, i, ox_at, oy_at)
            bx, by = ox.value, oy.value
        if map_error(page, i) == 1:
            text = _UNMAPPED
        else:
            text = _HYPHEN if code == 2 else chr(code) if code else _UNMAPPED
        i += 1
        # One glyph PDFium reads as several characters (a ligature "ﬁ" -> "fi", a
        # character outside the Basic Multilingual Plane as two halves): one LTChar, as
        # pdfminer reads it. More than a ligature's at one place: an ActualText.
        while i < count:
            seen, seen_origin = i, None
            seen_generated = generated(page, i)
            if seen_generated:
                break
            origin(page, i, ox_at, oy_at)
            seen_origin = (ox.value, oy.value)
            if seen_origin[0] != bx or seen_origin[1] != by:
                break
            if text == _UNMAPPED:
                break
            more = unicode_of(page, i)
            if not more:
                break
            text += chr(more)
            i += 1
            if len(text) > _LONGEST_GLYPH:
                raise Unsuited
        if len(text) == 2 and "\ud800" <= text[0] <= "\udbff":
            text = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
        x0, y0, x1, y1 = box.left, box.bottom, box.right, box.top
        if turned:
            x0, y0 = _apply(ctm, x0, y0)
            x1, y1 = _apply(ctm, x1, y1)
            bx, by = _apply(ctm, bx, by)
            x0, x1 = min(x0, x1), max(x0, x1)
            y0, y1 = min(y0, y1), max(y0, y1)
        else:
            x0, x1, bx = x0 + ctm[4], x1 + ctm[4], bx + ctm[4]
            y0, y1, by = y0 + ctm[5], y1 + ctm[5], by + ctm[5]
        glyph = LTChar.__new__(LTChar)
        glyph._text = text
        glyph.fontname = fontname
        glyph.ncs = None
        glyph.graphicstate = state
        glyph.matrix = (ma, mb, mc, md, bx, by)
        glyph.upright = upright
        if upright and not mb:
            # pdfminer's box: from the font's descent, a font size high.
            if descent is not None:
                y0 = by + descent * size
            y1 = y0 + size
        else:
            size = y1 - y0
        if simple:
            x0 = bx  # pdfminer's box starts at the origin; PDFium's at the shape too
        if simple and len(text) == 1:
            char_box(page, i - 1, *edges)
            if right.value >= box.right - 0.01:
                # PDFium's box ends where the shape does if it passes the advance (an
                # italic "f"); pdfminer's where the advance does, which decides whether
                # a space is inferred after it.
                key = (obj, code)
                advance = advances.get(key)
                if advance is None:
                    font = raw.FPDFTextObj_GetFont(raw.FPDFText_GetTextObject(textpage, i - 1))
                    ok = raw.FPDFFont_GetGlyphWidth(font, code, font_size, width)
                    advance = advances[key] = width.value * ma if ok else -1.0
                if 0.5 * (x1 - x0) <= advance < x1 - x0:
                    x1 = x0 + advance
                elif advance == 0:
                    x1 = x0  # the font gives it no width: pdf_boxes gives it one
        glyph.set_bbox((x0, y0, x1, y1))
        glyph.adv = x1 - x0
        glyph.size = size
        if overprinted:
            glyph.overprinted = True
        if last is not None and (obj != last_obj or last.matrix[5] == by):
            # Spaces PDFium dropped after a space: to where its text object ends, or to
            # the next glyph of its line.
            if obj != last_obj:
                run = _run_of_spaces(last, objects.right.get(last_obj))
            elif x0 - last.x1 >= _SPACES_GAP * last.width:  # not a justified line's space
                run = _run_of_spaces(last, x0)
            else:
                run = []
            out += run
            places += [last_place] * len(run)
        while spaces and spaces[0][0] < place:
            at, x, y, space_size = spaces.popleft()
            if last is not None and last.upright and space_size > 0:
                out.append(_space(last, x, y, space_size))
                places.append(at)
        last, last_obj, last_place = glyph, obj, place
        out.append(glyph)
        places.append(place)
    if last is not None:
        run = _run_of_spaces(last, objects.right.get(last_obj))
        out += run
        places += [last_place] * len(run)
    # In the order the page sets its objects, as pdfminer reads them: PDFium moves a
    # glyph set a little above its line (an accent pdfTeX sets over a letter) to after it.
    return [out[k] for k in sorted(range(len(out)), key=places.__getitem__)]


def _run_of_spaces(space, right: float | None) -> list:
    """The spaces that follow the space glyph `space` up to `right` (a word processor's
    run of spaces that sets a date at the right margin: PDFium keeps the first only;
    pdfminer reads them all, and they join the date to its line)."""
    from pdfminer.layout import LTChar

    if right is None or space._text != " " or not space.upright or space.width <= 0:
        return []
    count = min(int((right - space.x1) / space.width + 0.5), _MOST_SPACES)
    out = []
    for n in range(1, count + 1):
        glyph = LTChar.__new__(LTChar)
        glyph.__dict__.update(space.__dict__)
        shift = n * space.width
        glyph.set_bbox((space.x0 + shift, space.y0, space.x1 + shift, space.y1))
        glyph.matrix = (*space.matrix[:4], space.matrix[4] + shift, space.matrix[5])
        out.append(glyph)
    return out


def _space(like, x: float, baseline: float, size: float):
    """A space glyph at (x, baseline), styled as the glyph before it, as wide as a
    space usually is (PDFium does not give its width)."""
    from pdfminer.layout import LTChar

    glyph = LTChar.__new__(LTChar)
    glyph._text = " "
    glyph.fontname = like.fontname
    glyph.ncs = None
    glyph.graphicstate = like.graphicstate
    glyph.matrix = (*like.matrix[:4], x, baseline)
    glyph.upright = True
    descent = (like.y0 - like.matrix[5]) / like.size if like.size else 0
    y0 = baseline + descent * size
    glyph.set_bbox((x, y0, x + _SPACE_WIDTH * size, y0 + size))
    glyph.adv = _SPACE_WIDTH * size
    glyph.size = size
    return glyph


def _turn(m: tuple, ctm: tuple) -> tuple:
    a, b, c, d = m
    p, q, r, s = ctm[:4]
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s)


def _color(r: int, g: int, b: int) -> tuple:
    """A fill colour as red, green and blue (pdfminer gives a grey level or CMYK as the
    page sets them; one document sets its colours alike, so its styles compare alike)."""
    return (r / 255, g / 255, b / 255)


def _link_targets(raw, document, page) -> list[str]:
    """The targets of a page's link annotations ("mailto:jane@uni.edu", "https://...")."""
    out = []
    pos = ctypes.c_int(0)
    link = raw.FPDF_LINK()
    buffer = ctypes.create_string_buffer(4096)
    while raw.FPDFLink_Enumerate(page.raw, pos, link):
        action = raw.FPDFLink_GetAction(link)
        if not action or raw.FPDFAction_GetType(action) != raw.PDFACTION_URI:
            continue
        n = raw.FPDFAction_GetURIPath(document.raw, action, buffer, len(buffer))
        if n > len(buffer):
            buffer = ctypes.create_string_buffer(n)
            n = raw.FPDFAction_GetURIPath(document.raw, action, buffer, n)
        if n:
            out.append(buffer.raw[: n - 1].decode("latin-1"))
    return out
