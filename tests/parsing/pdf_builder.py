"""A minimal PDF writer for tests: text set at given places in the standard fonts
(Helvetica, Helvetica-Bold, Times-Roman, ...) or in an icon font of any name, so that
the PDF reader's use of fonts, sizes and positions can be tested on documents written
here."""

from __future__ import annotations

from dataclasses import dataclass

_STANDARD = {
    f"{family}{style}"
    for family, styles in (
        ("Helvetica", ("", "-Bold", "-Oblique", "-BoldOblique")),
        ("Courier", ("", "-Bold", "-Oblique", "-BoldOblique")),
        ("Times", ("-Roman", "-Bold", "-Italic", "-BoldItalic")),
        ("Symbol", ("",)),
        ("ZapfDingbats", ("",)),
    )
    for style in styles
}


@dataclass
class Text:
    x: float
    y: float  # the baseline, from the foot of the page
    text: str
    size: float = 10
    font: str = "Helvetica"
    color: tuple[float, float, float] | None = None


@dataclass
class Dot:
    """A small filled square drawn at (x, y), its lower left corner: a drawn bullet."""

    x: float
    y: float
    size: float = 3


@dataclass
class Rule:
    """A thin bar drawn from (x, y), its lower left corner, `width` points across: the
    rule under a section heading."""

    x: float
    y: float
    width: float
    thickness: float = 0.75


def make_pdf(
    pages: list[list[Text | Dot | Rule]],
    width: float = 612,
    height: float = 792,
    links: tuple[str, ...] = (),
    descents: dict[str, int] | None = None,
    widths: dict[str, int] | None = None,
    unicode: dict[str, dict[int, str]] | None = None,
    in_form: bool = False,
) -> bytes:
    """The PDF of the pages, the first carrying a link annotation to each of `links`;
    `descents` and `widths` give a font not among the standard ones another descent
    than -200 and another width than 800 for every glyph (thousandths of an em), and
    `unicode` the characters its ToUnicode map gives some codes; `in_form` draws each
    page's content inside a form XObject the page only paints, as macOS's Quartz does."""
    fonts = sorted({t.font for page in pages for t in page if isinstance(t, Text)})
    font_ids = {name: f"F{i}" for i, name in enumerate(fonts, 1)}
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled in below
    pages_id = add(b"")
    font_refs = []
    for name in fonts:
        extra = b"" if name in ("Symbol", "ZapfDingbats") else b"/Encoding /WinAnsiEncoding "
        if name not in _STANDARD:  # an icon font: metrics of its own
            descent = (descents or {}).get(name, -200)
            descriptor = add(
                b"<< /Type /FontDescriptor /FontName /%s /Flags 4 /FontBBox [0 %d 1000 800] "
                b"/ItalicAngle 0 /Ascent 800 /Descent %d /CapHeight 700 /StemV 80 >>"
                % (name.encode(), descent, descent)
            )
            extra += b"/FirstChar 32 /LastChar 126 /Widths [%s] /FontDescriptor %d 0 R " % (
                b" ".join([b"%d" % (widths or {}).get(name, 800)] * 95),
                descriptor,
            )
        if (unicode or {}).get(name):
            extra += b"/ToUnicode %d 0 R " % add(_to_unicode(unicode[name]))
        ref = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /%s %s>>" % (name.encode(), extra))
        font_refs.append(b"/%s %d 0 R" % (font_ids[name].encode(), ref))
    resources = b"<< /Font << " + b" ".join(font_refs) + b" >> >>"
    annots = b" ".join(
        b"<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (%s) >> >>"
        % link.encode()
        for link in links
    )
    kids = []
    for number, page in enumerate(pages):
        stream = b"".join(
            _show(t, font_ids[t.font]) if isinstance(t, Text) else _draw(t) for t in page
        )
        page_resources = resources
        if in_form:
            form = add(
                b"<< /Type /XObject /Subtype /Form /BBox [0 0 %d %d] /Resources %s "
                b"/Length %d >>\nstream\n%s\nendstream"
                % (width, height, resources, len(stream), stream)
            )
            page_resources = resources[:-2] + b"/XObject << /Fm1 %d 0 R >> >>" % form
            stream = b"/Fm1 Do"
        content = add(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %d %d] /Contents %d 0 R "
                b"/Resources %s /Annots [%s] >>"
                % (
                    pages_id,
                    width,
                    height,
                    content,
                    page_resources,
                    annots if number == 0 else b"",
                )
            )
        )
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id
    objects[pages_id - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        catalog,
        xref,
    )
    return bytes(out)


def _to_unicode(codes: dict[int, str]) -> bytes:
    """A ToUnicode CMap stream giving each one-byte code its character."""
    chars = b"".join(b"<%02X> <%04X>\n" % (code, ord(c)) for code, c in codes.items())
    cmap = (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap "
        b"/CMapName /Test def 1 begincodespacerange <00> <FF> endcodespacerange\n"
        b"%d beginbfchar\n%sendbfchar endcmap CMapName currentdict /CMap defineresource pop "
        b"end end" % (len(codes), chars)
    )
    return b"<< /Length %d >>\nstream\n%s\nendstream" % (len(cmap), cmap)


def _draw(shape: Dot | Rule) -> bytes:
    if isinstance(shape, Rule):
        box = (shape.x, shape.y, shape.width, shape.thickness)
    else:
        box = (shape.x, shape.y, shape.size, shape.size)
    return b"0 g %.1f %.1f %.1f %.1f re f\n" % box


def _show(t: Text, font_id: str) -> bytes:
    text = t.text.encode("cp1252")
    text = text.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
    color = b"%.2f %.2f %.2f rg " % t.color if t.color else b"0 g "
    return b"BT %s/%s %.1f Tf %.1f %.1f Td (%s) Tj ET\n" % (
        color,
        font_id.encode(),
        t.size,
        t.x,
        t.y,
        text,
    )
