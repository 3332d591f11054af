"""PDFium's reading of a PDF (pdf_glyphs.py) gives pdf_boxes what pdfminer's did: a
page's glyphs with their fonts, bold words among plain ones, drawn bullets, rules under
headings and the targets of links, on a PDF written here."""

import io

from pdf_builder import Dot, Rule, Text, make_pdf

from profiles.parsing import pdf_boxes, pdf_glyphs


def _page():
    return [
        Text(72, 700, "Education", size=14, font="Helvetica-Bold"),
        Rule(72, 696, 468),
        Dot(72, 680, 3),
        Text(80, 680, "PhD in Physics, Example University"),
        Text(72, 664, "Smith, J., "),
        Text(122, 664, "Roe, J.", font="Helvetica-Bold"),
        Text(155, 664, ", and Li, K. A paper. Journal, 2021."),
    ]


def _boxes(data: bytes):
    links: list[str] = []
    pages = pdf_boxes.page_boxes(data, links)
    return [box for _, boxes in pages for box in boxes], links


def test_pdfium_reads_the_glyphs_fonts_bullets_rules_and_links():
    data = make_pdf([_page()], links=("mailto:jane@uni.edu", "https://example.org"))
    assert pdf_glyphs.open_document(data) is not None
    boxes, links = _boxes(data)
    by_text = {box.text: box for box in boxes}
    heading = by_text["Education"]
    assert heading.font == "Helvetica-Bold" and heading.bold and heading.size == 14
    assert heading.ruled
    assert by_text["• PhD in Physics, Example University"].font == "Helvetica"
    authors = next(box for box in boxes if box.text.startswith("Smith"))
    assert authors.marked == ["Roe, J."] and not authors.bold
    assert links == ["mailto:jane@uni.edu", "https://example.org"]


def test_pdfium_and_pdfminer_read_the_same_lines(monkeypatch):
    data = make_pdf([_page()], links=("https://example.org",))
    ours, our_links = _boxes(data)
    monkeypatch.setattr(pdf_boxes, "_layouts", pdf_boxes._pdfminer_layouts)
    theirs, their_links = _boxes(data)
    assert [(b.text, b.font, b.size, b.bold, b.ruled, b.marked) for b in ours] == [
        (b.text, b.font, b.size, b.bold, b.ruled, b.marked) for b in theirs
    ]
    assert our_links == their_links


def test_a_page_drawn_inside_a_form_xobject_is_read_from_it():
    # macOS's Quartz (Texpad, Pages, "Save as PDF") sets a page's whole content inside a
    # form XObject the page only paints: with no text of the page's own, the form's is
    # the page's text, not a figure's to leave out (its drawn bullets and rules are not
    # read yet).
    boxes, _ = _boxes(make_pdf([_page()], in_form=True))
    assert [box.text for box in boxes] == [
        "Education",
        "PhD in Physics, Example University",
        "Smith, J., Roe, J., and Li, K. A paper. Journal, 2021.",
    ]


def test_a_file_pdfium_refuses_is_read_by_pdfminer():
    assert pdf_glyphs.open_document(b"%PDF-1.4 not a pdf") is None


def _chars(data: bytes) -> list:
    """The page's glyphs as pdfminer's own interpreter gives them, ungrouped."""
    from pdfminer.converter import PDFPageAggregator
    from pdfminer.layout import LTChar
    from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage

    manager = PDFResourceManager()
    device = PDFPageAggregator(manager, laparams=None)
    interpreter = PDFPageInterpreter(manager, device)
    page = next(PDFPage.get_pages(io.BytesIO(data)))
    interpreter.process_page(page)
    return [obj for obj in device.get_result() if isinstance(obj, LTChar)]


def test_lines_are_grouped_as_pdfminer_groups_them():
    # _lines restates pdfminer's LTLayoutContainer.group_objects for horizontal text; the
    # same glyphs must give the same lines, boxes and inferred spaces, across word gaps,
    # a column's gap, sizes that overlap a line and lines that do not.
    from pdfminer.layout import LAParams, LTLayoutContainer

    page = [
        Text(72, 700, "Education", size=14, font="Helvetica-Bold"),
        Text(72, 680, "PhD in Physics,"),
        Text(160, 680, "Example University"),
        Text(420, 680, "2019 - 2024"),
        Text(72, 664, "Smith, J., "),
        Text(122, 664, "Roe, J.", font="Helvetica-Bold"),
        Text(155, 666, "a", size=7),
        Text(72, 640, "x"),
    ]
    glyphs = _chars(make_pdf([page]))
    laparams = LAParams(boxes_flow=None)
    container = LTLayoutContainer((0, 0, 612, 792))
    theirs = list(container.group_objects(laparams, glyphs))
    ours = list(pdf_glyphs._lines(laparams, glyphs))
    assert len(theirs) > 4
    assert [(line.get_text(), line.bbox) for line in ours] == [
        (line.get_text(), line.bbox) for line in theirs
    ]
