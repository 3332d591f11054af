import io

import pytest

from profiles.parsing import MAX_BYTES, UnreadableDocument, parse_bytes
from profiles.parsing.html import html_to_text
from profiles.parsing.reading import decode, detect_format, extract_text


def test_it_rejects_empty_files():
    with pytest.raises(UnreadableDocument) as exc:
        parse_bytes(b"", "cv.txt")
    assert exc.value.reason == "the file is empty"


def test_it_rejects_files_over_the_size_limit():
    with pytest.raises(UnreadableDocument) as exc:
        parse_bytes(b"a" * (MAX_BYTES + 1), "cv.txt")
    assert "10 MB" in exc.value.reason


def test_it_rejects_binary_content():
    with pytest.raises(UnreadableDocument):
        parse_bytes(bytes(range(256)) * 10, "cv.txt")


def test_it_rejects_a_broken_pdf():
    with pytest.raises(UnreadableDocument) as exc:
        parse_bytes(b"%PDF-1.4\n garbage without objects", "cv.pdf")
    assert "PDF" in exc.value.reason


@pytest.mark.parametrize(
    "data",
    [
        "教育背景 北京大学".encode("utf-8-sig"),
        "教育背景 北京大学".encode("utf-16"),
        "教育背景 北京大学".encode("gb18030"),
    ],
)
def test_it_detects_text_encodings(data):
    assert decode(data) == "教育背景 北京大学"


def test_it_falls_back_to_windows_1252():
    assert decode("Zürich – café".encode("cp1252")) == "Zürich – café"


def test_it_detects_the_format_from_content_not_the_extension():
    assert detect_format(b"%PDF-1.7 ...", "cv.txt") == "pdf"
    assert detect_format(b"<!DOCTYPE html><html></html>", "cv.txt") == "html"
    assert detect_format(b"# Jane Doe", "cv.md") == "markdown"


def test_it_keeps_html_structure():
    html = (
        "<html><head><style>h1{}</style><script>var x=1;</script></head><body>"
        "<h2>Education</h2><ul><li>MIT, PhD</li></ul>"
        "<table><tr><td>2019</td><td>Best Paper</td></tr></table></body></html>"
    )
    text = html_to_text(html)
    assert "## Education" in text
    assert "- MIT, PhD" in text
    assert "2019 | Best Paper" in text
    assert "var x" not in text


def test_it_reads_docx_tables_in_reading_order():
    docx = pytest.importorskip("docx")
    doc = docx.Document()
    doc.add_heading("Jane Q. Doe", level=1)
    doc.add_heading("Education", level=2)
    table = doc.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "2015 – 2020"
    table.rows[0].cells[1].text = "Ph.D. in Physics, Stanford University"
    doc.add_heading("Skills", level=2)
    buf = io.BytesIO()
    doc.save(buf)
    fmt, text = extract_text(buf.getvalue(), "cv.docx")
    assert fmt == "docx"
    assert text.index("# Jane Q. Doe") < text.index("Stanford") < text.index("## Skills")
    cv = parse_bytes(buf.getvalue(), "cv.docx")
    assert cv.education and cv.education[0].degree == "phd"


def test_a_word_paragraph_of_prose_ends_its_sentence_though_it_has_no_full_stop():
    docx = pytest.importorskip("docx")
    doc = docx.Document()
    doc.add_heading("Zoe Example", level=1)
    doc.add_paragraph("Now, I am a postdoctoral researcher at Example University, with Dr. Ann Lee")
    doc.add_paragraph(
        "I received my Ph.D. in physics from Sample University, advised by Prof. Bob Stone"
    )
    doc.add_paragraph("I received my B.S. in physics from Sample University in 2015.")
    buf = io.BytesIO()
    doc.save(buf)
    cv = parse_bytes(buf.getvalue(), "cv.docx")

    phd = next(e for e in cv.education if e.degree == "phd")
    assert phd.advisors == ["Bob Stone"]


def test_a_word_cv_whose_name_and_contacts_stand_in_the_page_header():
    docx = pytest.importorskip("docx")
    doc = docx.Document()
    section = doc.sections[0]
    section.different_first_page_header_footer = True
    section.first_page_header.paragraphs[0].text = "周小川"
    section.first_page_header.add_paragraph("Cell: 13800000000    E-mail: zxc@example.edu")
    doc.add_paragraph("教育背景")
    doc.add_paragraph("2019.9-至今   北方理工学院   学士,统计学")
    buf = io.BytesIO()
    doc.save(buf)
    cv = parse_bytes(buf.getvalue(), "cv.docx")
    assert (cv.name_native, cv.emails) == ("周小川", ["zxc@example.edu"])


_BOXED_RUN = """<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"
 xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"
 xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"
 xmlns:v="urn:schemas-microsoft-com:vml"><mc:AlternateContent><mc:Choice Requires="wps">
<w:drawing><wps:txbx><w:txbxContent>{boxes}</w:txbxContent></wps:txbx></w:drawing></mc:Choice>
<mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>{boxes}</w:txbxContent></v:textbox>
</v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>"""


def test_a_word_text_box_is_read_once_a_line_a_paragraph():
    docx = pytest.importorskip("docx")
    from docx.oxml import parse_xml

    doc = docx.Document()
    anchor = doc.add_paragraph("Jane Roe")
    contacts = ("+1 555 0100", "jane@example.org")
    boxes = "".join(f"<w:p><w:r><w:t>{line}</w:t></w:r></w:p>" for line in contacts)
    anchor._p.insert(0, parse_xml(_BOXED_RUN.format(boxes=boxes)))
    doc.add_paragraph("Education")
    buf = io.BytesIO()
    doc.save(buf)
    lines = extract_text(buf.getvalue(), "cv.docx")[1].splitlines()
    assert lines[:4] == ["+1 555 0100", "jane@example.org", "", "Jane Roe"]
    cv = parse_bytes(buf.getvalue(), "cv.docx")
    assert (cv.name, cv.emails) == ("Jane Roe", ["jane@example.org"])


def _typed_word_cv(*paragraphs):
    """A Word CV typed in Normal paragraphs: (text, bold, points or None, ruled below)."""
    docx = pytest.importorskip("docx")
    from docx.oxml import OxmlElement
    from docx.shared import Pt

    doc = docx.Document()
    for text, bold, points, ruled in paragraphs:
        run = doc.add_paragraph().add_run(text)
        run.bold = bold
        run.font.size = Pt(points) if points else None
        if ruled:
            borders = OxmlElement("w:pBdr")
            borders.append(OxmlElement("w:bottom"))
            run._parent._p.get_or_add_pPr().append(borders)
    buf = io.BytesIO()
    doc.save(buf)
    return extract_text(buf.getvalue(), "cv.docx")[1].splitlines()


def test_a_word_paragraph_formatted_as_a_heading_reads_as_one():
    lines = _typed_word_cv(
        ("Zoe Example", True, 20, False),
        ("Education", True, 14, False),
        ("PhD in Physics, Example University", False, None, False),
        ("EXPERIENCE", True, None, False),
        ("Honours", True, None, True),
        ("Postdoc, Sample Institute", True, None, False),
        ("Languages: Python, Lua", True, 14, False),
        ("Big plain text", False, 14, False),
    )

    assert lines == [
        "# Zoe Example",
        "## Education",
        "PhD in Physics, Example University",
        "## EXPERIENCE",
        "## Honours",
        "**Postdoc, Sample Institute**",
        "Languages: Python, Lua",
        "Big plain text",
    ]


def test_a_word_paragraphs_tab_stops_are_no_tabs_in_its_text():
    docx = pytest.importorskip("docx")
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Inches

    doc = docx.Document()
    entry = doc.add_paragraph("MSc, Example University\t2014 – 2016")
    entry.paragraph_format.tab_stops.add_tab_stop(Inches(6.5), WD_TAB_ALIGNMENT.RIGHT)
    buf = io.BytesIO()
    doc.save(buf)

    text = extract_text(buf.getvalue(), "cv.docx")[1]
    assert "MSc, Example University\t2014 – 2016" in text.splitlines()


def _word_table(rows):
    docx = pytest.importorskip("docx")
    doc = docx.Document()
    table = doc.add_table(rows=0, cols=len(rows[0]))
    for texts in rows:
        for cell, text in zip(table.add_row().cells, texts, strict=True):
            cell.text = text
    buf = io.BytesIO()
    doc.save(buf)
    return [line for line in extract_text(buf.getvalue(), "cv.docx")[1].splitlines() if line]


def test_a_word_table_of_entries_beside_their_dates_reads_as_a_list():
    lines = _word_table(
        [
            ["2019 – 2023", "PhD in Physics, Example University"],
            ["", "Visiting student, Sample Institute"],
            ["Sep 2015", "BSc in Physics, Example University"],
        ]
    )

    assert lines == [
        "- 2019 – 2023 | PhD in Physics, Example University",
        "- Visiting student, Sample Institute",
        "- Sep 2015 | BSc in Physics, Example University",
    ]


def test_an_entry_written_without_spaces_is_no_date_cell_for_its_year():
    lines = _word_table([["", "江苏海洋大学，硕士，江苏连云港，2021年"], ["", "吕梁学院，学士"]])

    assert lines == ["- 江苏海洋大学，硕士，江苏连云港，2021年", "- 吕梁学院，学士"]


def test_a_word_form_of_labels_and_values_is_no_list():
    lines = _word_table([["Name", "Zoe Example", "Born", "1990"], ["Phone", "123", "City", "X"]])

    assert not any(line.startswith("- ") for line in lines)


def test_a_pdf_date_column_joins_the_entry_on_its_baseline():
    from profiles.parsing.reading import layout_lines

    boxes = [  # x0, y0, x1, y1, text: dates in a left column, entries to their right
        (60, 700, 200, 712, "EDUCATION"),
        (60, 680, 120, 690, "2017 – 2022"),
        (60, 640, 120, 650, "2013 – 2017"),
        (150, 680, 400, 690, "Ph.D. in Physics, Example University"),
        (150, 667, 400, 677, "Supervisor: Prof. Ada Byron"),
        (150, 640, 400, 650, "B.Sc. in Physics, Sample College"),
    ]
    assert layout_lines(boxes) == [
        "EDUCATION",
        "",
        "2017 – 2022   Ph.D. in Physics, Example University",
        "Supervisor: Prof. Ada Byron",
        "",
        "2013 – 2017   B.Sc. in Physics, Sample College",
    ]


def test_a_two_column_pdf_is_read_column_by_column():
    from profiles.parsing.reading import layout_lines

    boxes = [(50, 800, 500, 812, "Jane Roe")]  # a full-width header
    for i in range(6):
        y = 700 - 14 * i
        boxes.append((40, y, 280, y + 10, f"left line {i}"))
        boxes.append((310, y, 550, y + 10, f"right line {i}"))
    lines = [ln for ln in layout_lines(boxes) if ln]
    assert lines[0] == "Jane Roe"
    assert lines[1:7] == [f"left line {i}" for i in range(6)]
    assert lines[7:] == [f"right line {i}" for i in range(6)]


def test_html_source_newlines_do_not_break_lines():
    html = (
        "<ol><li><b>A Title</b><br>\n   Ann Lee, Bo Chen<br>\n   <span>CVPR 2025</span></li></ol>"
    )
    assert html_to_text(html) == "- **A Title**\nAnn Lee, Bo Chen\nCVPR 2025"


def test_a_table_header_row_labels_the_advisor_column_and_is_dropped():
    html = (
        "<table><tr><th>Years</th><th>Degree</th><th>Institution</th><th>Advisor</th></tr>"
        "<tr><td>2019 – 2024</td><td>Ph.D.</td><td>Example University</td><td>Ann Lee</td></tr>"
        "</table>"
    )
    text = html_to_text(html)
    assert "Years" not in text
    assert "2019 – 2024 | Ph.D. | Example University | Advisor: Ann Lee" in text


# --- PDFs read from their glyphs --------------------------------------------------------


def test_icon_font_glyphs_in_a_pdf_are_not_read():
    from pdf_builder import Text, make_pdf

    pdf = make_pdf(
        [
            [
                Text(72, 700, "Jane Roe", size=20),
                Text(60, 680, "#", font="FontAwesome5Free-Solid"),  # an envelope icon
                Text(72, 680, "jane.roe@example.org"),
                Text(72, 660, "Education", size=12),
            ]
        ]
    )
    _, text = extract_text(pdf, "cv.pdf")
    assert [line for line in text.split("\n") if line][1] == "jane.roe@example.org"


def test_a_glyph_whose_font_overstates_its_descent_stays_on_its_baseline():
    from pdf_builder import Text, make_pdf

    dash = Text(100, 700, "\u2013", font="MathSymbols")  # a math font, as re-embedded by cairo
    pdf = make_pdf(
        [[Text(72, 700, "2017"), dash, Text(110, 700, "2021"), Text(72, 672, "Research")]],
        descents={"MathSymbols": -3000},
    )
    _, text = extract_text(pdf, "cv.pdf")
    assert [line for line in text.split("\n") if line] == ["2017 \u2013 2021", "Research"]


def test_a_bullet_whose_symbol_font_overstates_its_descent_opens_its_own_line():
    from pdf_builder import Text, make_pdf

    bullet = Text(72, 700, "\u2022", font="MathSymbols")  # TeX's symbol font, an em deep
    pdf = make_pdf(
        [[bullet, Text(80, 700, "Best Paper Award"), Text(72, 688, "Research")]],
        descents={"MathSymbols": -960},
    )
    _, text = extract_text(pdf, "cv.pdf")
    assert [line for line in text.split("\n") if line] == ["\u2022 Best Paper Award", "Research"]


def test_glyphs_placed_one_by_one_in_a_font_that_gives_them_no_width_read_as_a_line():
    from pdf_builder import Text, make_pdf

    letters = [Text(72 + 6 * i, 700, c, font="NoWidths") for i, c in enumerate("Research")]
    pdf = make_pdf([[*letters, Text(72, 680, "Education")]], widths={"NoWidths": 0})
    _, text = extract_text(pdf, "cv.pdf")
    assert [line for line in text.split("\n") if line] == ["Research", "Education"]


def test_a_letter_spaced_heading_is_read_whole_where_only_some_gaps_read_as_spaces():
    from pdf_builder import Text, make_pdf

    x, letters = 72.0, []
    for i, c in enumerate("RESEARCH AWARDS"):
        if c != " ":
            letters.append(Text(x, 700, c, font="Tracked"))
        x += 5 if c == " " else 6 + (0.8 if i % 2 else 1.2)  # tracking about pdfminer's margin
    pdf = make_pdf([[*letters, Text(72, 680, "Education")]], widths={"Tracked": 600})
    _, text = extract_text(pdf, "cv.pdf")
    assert next(line for line in text.split("\n") if line) == "RESEARCH AWARDS"


def test_a_space_glyph_mapped_to_a_control_character_reads_as_a_space():
    from pdf_builder import Text, make_pdf

    x, glyphs = 72.0, []
    for c in "Belief\x7fPlanning":  # the space glyph mapped to DEL, each glyph set on its own
        glyphs.append(Text(x, 700, c, font="Mapped"))
        x += 6
    pdf = make_pdf(
        [[*glyphs, Text(72, 680, "Education")]],
        widths={"Mapped": 600},
        unicode={"Mapped": {0x7F: "\x7f"}},
    )
    _, text = extract_text(pdf, "cv.pdf")
    assert next(line for line in text.split("\n") if line) == "Belief Planning"


def test_a_word_processor_bullet_glyph_opens_a_list_item():
    from pdf_builder import Text, make_pdf

    bullet = Text(72, 700, "l", font="Wingdings-Regular")  # Wingdings' round bullet
    pdf = make_pdf([[bullet, Text(90, 700, "Best Paper Award, 2021")]])
    _, text = extract_text(pdf, "cv.pdf")
    assert text.strip() == "\u2022 Best Paper Award, 2021"


def test_a_bullet_a_printed_page_draws_opens_a_list_item():
    from pdf_builder import Dot, Text, make_pdf

    # A browser prints a list's bullets as small drawn discs, not as text; a mark far
    # to the left of a line is none.
    page = [Dot(80, 702), Text(90, 700, "Best Paper Award, 2021"), Text(90, 680, "Honours")]
    page.append(Dot(40, 680, size=1.5))
    page += [Dot(80, 660), Text(90, 658, "Travel Grant, 2020")]
    _, text = extract_text(make_pdf([page]), "cv.pdf")

    assert [line for line in text.split("\n") if line] == [
        "\u2022 Best Paper Award, 2021",
        "Honours",
        "\u2022 Travel Grant, 2020",
    ]


def test_a_pdftex_accent_is_read_on_the_letter_it_sits_over():
    from pdf_builder import Text, make_pdf

    # pdfTeX sets "é" as an "e" with a spacing acute accent drawn over it.
    accent = Text(115.5, 703, "\u00b4")
    pdf = make_pdf([[Text(72, 700, "Universit"), accent, Text(113.5, 700, "e")]])
    _, text = extract_text(pdf, "cv.pdf")
    assert text.strip() == "Université"


class _Glyph:  # the parts of a pdfminer LTChar that the PDF reader reads
    def __init__(self, text, x0, font="MinionPro-Regular"):
        self.text, self.x0, self.x1, self.fontname, self.size = text, x0, x0 + 5, font, 10

    def get_text(self):
        return self.text


def test_old_style_figures_in_the_private_use_area_read_as_digits():
    from profiles.parsing.pdf_boxes import _line_text

    glyphs = [_Glyph(c, 5 * i) for i, c in enumerate("\uf645\uf643\uf644\uf645/\uf643\uf64c")]
    assert _line_text(glyphs)[0] == "2012/09"


def test_a_glyph_read_as_a_radical_and_its_character_is_read_once():
    from profiles.parsing.pdf_boxes import _line_text

    glyphs = [_Glyph("个", 0), _Glyph("\u2f08人", 10), _Glyph("信", 20), _Glyph("息", 30)]
    assert _line_text(glyphs)[0] == "个人信息"


def test_running_headers_footers_and_page_numbers_are_not_read():
    from pdf_builder import Text, make_pdf

    def page(number, lines):
        return [
            Text(72, 760, "Jane Roe - Curriculum Vitae"),  # a running header
            *(Text(72, 700 - 14 * i, line) for i, line in enumerate(lines)),
            Text(290, 30, f"Page {number} of 2"),
            Text(72, 44, "Last updated: March 2025"),
        ]

    pdf = make_pdf(
        [
            page(1, ["Publications", "A. Author. A study of things that continues"]),
            page(2, ["onto the next page. In Proc. of Examples, 2024.", "Awards"]),
        ]
    )
    _, text = extract_text(pdf, "cv.pdf")
    lines = [line for line in text.split("\n") if line]
    assert lines == [
        "Jane Roe - Curriculum Vitae",
        "Publications",
        "A. Author. A study of things that continues",
        "onto the next page. In Proc. of Examples, 2024.",
        "Awards",
    ]
    assert "continues\nonto" in text  # no paragraph break where a sentence goes on


# --- what a PDF's fonts say -------------------------------------------------------------


def _cv_pdf(sections, heading_font="Helvetica-Bold", heading_size=14):
    """A one-page PDF CV: the name, then each (heading, lines) section."""
    from pdf_builder import Text

    page = [Text(72, 740, "Jane Roe", size=22, font="Helvetica-Bold")]
    y = 700
    for heading, lines in sections:
        page.append(Text(72, y, heading, size=heading_size, font=heading_font))
        y -= 20
        for line in lines:
            page.append(Text(72, y, line))
            y -= 14
        y -= 10
    return page


def test_a_line_in_the_style_of_a_pdfs_section_headings_is_a_heading():
    from pdf_builder import make_pdf

    pdf = make_pdf(
        [
            _cv_pdf(
                [
                    ("Education", ["Ph.D. in Physics, Example University, 2018 - 2023"]),
                    ("Publications", ["[1] J. Roe. A study of examples. Proc. Examples, 2022."]),
                    ("Visiting Periods", ["Example Lab, Berlin, 2021. Hosted by A. Host."]),
                    ("Honours, Awards and Programmes", ["Best Paper Award, 2022"]),
                ]
            )
        ]
    )
    cv = parse_bytes(pdf, "cv.pdf")
    assert [a.title for a in cv.awards] == ["Best Paper Award"]
    assert [p.title for p in cv.publications] == ["A study of examples"]


def test_a_heading_in_a_pdfs_margin_column_stands_on_a_line_of_its_own():
    from pdf_builder import Text, make_pdf

    def label(y, text):
        return Text(40, y, text, font="Helvetica-Bold")

    pdf = make_pdf(
        [
            [
                Text(40, 740, "Jane Roe", size=22),
                label(700, "EDUCATION"),
                Text(140, 700, "Ph.D. in Physics, Example University   2018 - 2023"),
                Text(140, 686, "B.Sc. in Physics, Sample College   2014 - 2018"),
                label(650, "HONORS AND"),  # a label wrapped over two lines
                label(638, "AWARDS"),
                Text(140, 650, "Best Paper Award, Conference on Examples   2022"),
                Text(140, 638, "Dean's List, Example University   2017"),
                label(600, "SKILLS"),
                Text(140, 600, "Python, R, LaTeX"),
            ]
        ]
    )
    _, text = extract_text(pdf, "cv.pdf")
    lines = [line for line in text.split("\n") if line]
    assert lines[1:3] == ["EDUCATION", "Ph.D. in Physics, Example University   2018 - 2023"]
    assert lines[4:6] == ["HONORS AND AWARDS", "Best Paper Award, Conference on Examples   2022"]
    cv = parse_bytes(pdf, "cv.pdf")
    assert len(cv.awards) == 2


def test_a_margin_label_wrapped_after_a_word_that_names_no_section_is_one_heading():
    from profiles.parsing.pdf_boxes import Box
    from profiles.parsing.pdf_layout import Headings, HeadingStyle, _merge_wrapped_labels

    def label(y, text):
        return Box(40, y, 40 + 7 * len(text), y + 14, text, size=14, font="Times-Bold", bold=True)

    # Labels in the heading style that also sets lines naming no section (pure=False).
    boxes = [label(700, "Education"), label(660, "Academic"), label(644, "Appointments")]
    boxes.append(Box(140, 660, 400, 670, "Example Labs, Research Scientist", size=10))
    style = HeadingStyle(boxes[0].style, pure=False, places=[(40, 70, 100)])
    merged = _merge_wrapped_labels(boxes, Headings([style]))
    assert [b.text for b in merged if b.bold] == ["Education", "Academic Appointments"]


def test_headings_a_point_larger_than_an_eleven_point_body_are_headings():
    from pdf_builder import Text, make_pdf

    from profiles.parsing.reading import extract

    page = [Text(72, 740, "Jane Roe", size=22)]
    y = 700
    headings = {"Education", "Visiting Periods", "Publications"}
    for heading in sorted(headings):
        page.append(Text(72, y, heading, size=12))
        for i in range(3):
            page.append(Text(72, y - 16 - 14 * i, f"An entry line of {heading}, {i}", size=11))
        y -= 70
    _, text, hints = extract(make_pdf([page]), "cv.pdf")
    lines = text.split("\n")
    assert {lines[n - 1] for n in hints.headings} == headings


def test_headings_in_the_body_font_over_a_rule_across_the_page_are_headings():
    from pdf_builder import Rule, Text, make_pdf

    from profiles.parsing.reading import extract

    page = [Text(72, 740, "Jane Roe", size=22)]
    y = 700
    headings = {"Education", "Visiting Periods", "Publications"}
    for heading in sorted(headings):
        page.extend([Text(72, y, heading), Rule(72, y - 5, 468)])
        if heading == "Publications":  # a note beside it, smaller, over the same rule
            page.append(Text(140, y - 1, "(selected)", size=8))
        for i in range(3):
            page.append(Text(72, y - 20 - 14 * i, f"An entry line of {heading}, {i}"))
        y -= 80
    page.append(Rule(72, y, 100))  # a short rule under no heading: a link's underline
    _, text, hints = extract(make_pdf([page]), "cv.pdf")
    lines = text.split("\n")
    assert {lines[n - 1] for n in hints.headings} == headings


def test_two_pdf_columns_set_close_together_are_read_one_after_the_other():
    from pdf_builder import Text, make_pdf

    page = [Text(40, 740, "Jane Roe", size=22)]
    for i in range(6):  # Courier: every left line is 180 points wide, 4 from the right column
        left = f"left column, line {i} of text".ljust(30, ".")
        page.append(Text(40, 700 - 14 * i, left, font="Courier"))
        page.append(Text(224, 693 - 14 * i, f"right column, line {i}"))  # baselines apart
    _, text = extract_text(make_pdf([page]), "cv.pdf")
    lines = [line for line in text.split("\n") if line]
    assert lines[1:] == [
        *(f"left column, line {i} of text".ljust(30, ".") for i in range(6)),
        *(f"right column, line {i}" for i in range(6)),
    ]


def test_the_largest_text_at_the_top_of_a_pdf_is_the_name():
    from pdf_builder import Text, make_pdf

    # A sidebar of contact details is read first; the name heads the main column.
    sidebar = ["Contact", "12 Example Road", "Springfield", "Phone", "+1 555 0100"] * 4
    page = [Text(30, 760 - 14 * i, line, size=9) for i, line in enumerate(sidebar)]
    page.append(Text(250, 750, "Zoe Example", size=26, font="Helvetica-Bold"))
    page.append(Text(250, 700, "Education", size=14, font="Helvetica-Bold"))
    for i in range(6):
        page.append(Text(250, 680 - 14 * i, f"B.Sc. in Physics, Sample College, 201{i}"))
    cv = parse_bytes(make_pdf([page]), "cv.pdf")
    assert (cv.name, cv.name_confidence) == ("Zoe Example", 0.9)


def test_headings_set_smaller_on_a_later_page_are_headings_too():
    from pdf_builder import Text, make_pdf

    from profiles.parsing.reading import extract

    def heading(y, text, size):
        return Text(72, y, text, size=size, font="Helvetica-Bold")

    first = [
        Text(72, 740, "Jane Roe", size=22),
        heading(700, "Education", 14),
        Text(72, 680, "Ph.D. in Physics, Example University, 2018 - 2023"),
        heading(640, "Experience", 14),
        Text(72, 620, "Research Assistant, Example Lab, 2016 - 2018"),
    ]
    second = [  # headings a size smaller, and an entry title in bold
        heading(740, "Selected Awards", 12),
        Text(72, 720, "Best Paper Award, 2022"),
        heading(690, "Publications", 12),
        Text(72, 670, "Example Olympiad Competition", font="Helvetica-Bold"),
        Text(72, 655, "J. Roe. A study of examples. Proc. Examples, 2022."),
    ]
    _, text, hints = extract(make_pdf([first, second]), "cv.pdf")
    lines = text.split("\n")
    assert sorted(lines[n - 1] for n in hints.headings) == [
        "Education",
        "Experience",
        "Publications",
        "Selected Awards",
    ]


def test_a_line_in_a_pdfs_body_style_is_no_heading_where_the_fonts_mark_the_headings():
    from pdf_builder import make_pdf

    pdf = make_pdf(
        [
            _cv_pdf(
                [
                    ("Education", ["Ph.D. in Physics, Example University, 2018 - 2023"]),
                    (
                        "Experience",
                        [
                            "Research Assistant, Example Lab   2016 - 2018",
                            "Reviewer   Example Conference 2017",  # a label of body text
                            "Software Engineer, Example Corp   2014 - 2016",
                        ],
                    ),
                    ("Publications", ["J. Roe. A study of examples. Proc. Examples, 2022."]),
                ]
            )
        ]
    )
    cv = parse_bytes(pdf, "cv.pdf")
    assert "Software Engineer" in [p.title for p in cv.positions]


def test_a_pdf_line_that_runs_into_the_gutter_stays_in_its_column():
    from profiles.parsing.reading import layout_lines

    boxes = []
    for i in range(6):
        y = 700 - 14 * i
        right = 265 if i == 2 else 200  # one left line runs on into the gutter
        boxes.append((40, y, right, y + 10, f"left line {i}"))
        boxes.append((310, y, 550, y + 10, f"right line {i}"))
    lines = [ln for ln in layout_lines(boxes) if ln]
    assert lines == [f"left line {i}" for i in range(6)] + [f"right line {i}" for i in range(6)]


def test_a_rule_typed_as_dashes_beside_a_pdf_heading_is_not_read():
    from pdf_builder import Text, make_pdf

    page = [
        Text(72, 740, "Jane Roe", size=22),
        Text(72, 700, "Education " + "\u2014" * 20, size=12, font="Helvetica-Bold"),
        Text(72, 680, "Ph.D. in Physics, Example University, 2018 - 2023"),
    ]
    _, text = extract_text(make_pdf([page]), "cv.pdf")
    assert [line for line in text.split("\n") if line][1] == "Education"


def test_a_soft_hyphen_where_a_pdf_breaks_a_word_reads_as_a_hyphen():
    from profiles.parsing.pdf_boxes import _line_text

    glyphs = [_Glyph(c, 5 * i, font="LibertinusSerif") for i, c in enumerate("entrepreneur\u00ad")]
    assert _line_text(glyphs)[0] == "entrepreneur-"


def test_radical_characters_from_a_pdf_font_read_as_their_ideographs():
    from profiles.parsing.text import normalise

    # Kangxi radicals (NFKC maps them) and the radicals that are whole simplified
    # characters (NFKC leaves them) both read as the ideograph they are drawn as.
    assert normalise("⻄北⼤学 ⻓沙") == "西北大学 长沙"


class _Space:  # a space pdfminer inferred between two glyphs (an LTAnno: no font)
    def get_text(self):
        return " "


def _tracked(words, letter_gap, word_gap):
    """Glyphs of ``words`` set 5 wide, ``letter_gap`` apart within a word and
    ``word_gap`` apart between words, with the spaces pdfminer infers at any gap."""
    glyphs, x = [], 0.0
    for w, word in enumerate(words):
        if w:
            glyphs.append(_Space())
            x += word_gap - letter_gap
        for i, c in enumerate(word):
            if i:
                glyphs.append(_Space())
            glyphs.append(_Glyph(c, x))
            x += 5 + letter_gap
    return glyphs


def test_a_letter_spaced_heading_reads_as_its_words():
    from profiles.parsing.pdf_boxes import _line_text

    glyphs = _tracked(["HONORS", "RECEIVED"], letter_gap=1.2, word_gap=4.0)
    assert _line_text(glyphs)[0] == "HONORS RECEIVED"


def test_single_letters_a_word_space_apart_stay_apart():
    from profiles.parsing.pdf_boxes import _line_text

    glyphs = _tracked(list("ABCDE"), letter_gap=3.0, word_gap=3.0)
    assert _line_text(glyphs)[0] == "A B C D E"


def test_the_subfonts_of_a_split_cjk_font_are_one_font():
    from types import SimpleNamespace

    from profiles.parsing.pdf_boxes import _box

    class _Line(list):  # a pdfminer LTTextLine: its glyphs and its bounding box
        x0, y0, y1 = 0, 0, 12
        x1 = 24

    def line(text, subfont):
        glyphs = _Line(_Glyph(c, 12 * i, font=f"ABCDEF+{subfont}") for i, c in enumerate(text))
        for g in glyphs:
            g.graphicstate = SimpleNamespace(ncolor=None)
        return glyphs

    first, second = _box(line("学历", "gbsnu5b"), 0), _box(line("工作", "gbsnu5d"), 0)
    assert first.style == second.style
    assert first.font == "gbsnu"


def test_notes_set_small_in_the_margin_beside_entries_stay_on_their_lines():
    from profiles.parsing.pdf_boxes import Box
    from profiles.parsing.pdf_layout import layout_rows

    boxes = []
    for i in range(12):
        y = 700 - 14 * i
        text = f"Title {i // 4}. Description of the work" if i % 4 == 0 else f"more words {i}"
        boxes.append(Box(72, y, 380, y + 10, text, size=10))
        if i % 4 == 0:  # a note block level with an entry's first line: its team, place and years
            boxes.append(Box(406, y + 1, 500, y + 9, f"Team {i // 4}", size=8))
            boxes.append(Box(406, y - 9, 480, y - 1, f"Example Lab {i // 4}", size=8))
            boxes.append(Box(406, y - 19, 480, y - 11, f"201{i // 4} - 202{i // 4}", size=8))
    rows = [[bx.text for bx in row] for row in layout_rows(boxes, None) if row]
    assert rows[0] == ["Title 0. Description of the work", "Team 0"]
    assert ["Title 1. Description of the work", "Team 1"] in rows


def test_a_section_label_in_the_left_margin_is_read_apart_from_the_line_beside_it():
    from pdf_builder import Text, make_pdf

    from profiles.parsing.cv import parse_bytes

    # Section labels set larger in a margin column, a font size from the first line of
    # their section: pdfminer joins "Experience" and the line beside it into one.
    page = [
        Text(72, 740, "Jane Roe", size=22),
        Text(72, 700, "Education", size=12),
        Text(144, 700, "Example University, Springfield", font="Times-Bold"),
        Text(144, 688, "Ph.D. in Physics, 2018 - 2023", font="Times-Italic"),
        Text(72, 660, "Experience", size=12),
        Text(144, 660, "Example Labs, Springfield", font="Times-Bold"),
        Text(144, 648, "Research Scientist, 2023 - present", font="Times-Italic"),
    ]
    pdf = make_pdf([page])
    _, text = extract_text(pdf, "cv.pdf")
    lines = [line for line in text.split("\n") if line]
    assert lines[4:6] == ["Experience", "Example Labs, Springfield"]
    assert [p.title for p in parse_bytes(pdf, "cv.pdf").positions] == ["Research Scientist"]


def test_text_drawn_twice_a_hair_apart_to_fake_bold_is_read_once_and_as_bold():
    from pdf_builder import Text, make_pdf

    from profiles.parsing.pdf_boxes import page_boxes

    def bold(x, y, text, size=10):  # the text, and again 0.3 pt to the right
        return [Text(x, y, text, size=size), Text(x + 0.3, y, text, size=size)]

    page = [
        *bold(72, 740, "Jane Roe", size=22),
        *bold(72, 700, "Education"),
        Text(72, 686, "Example University, Ph.D. in Physics, 2018 - 2023"),
        *bold(72, 660, "Experience"),
        Text(72, 646, "Example Labs, Research Scientist, 2023 - present"),
    ]
    pdf = make_pdf([page])
    _, text = extract_text(pdf, "cv.pdf")
    assert [line for line in text.split("\n") if line][:2] == ["Jane Roe", "Education"]
    boxes = page_boxes(pdf)[0][1]
    assert [b.bold for b in boxes if b.text in ("Education", "Experience")] == [True, True]


def test_a_line_that_fills_its_measure_goes_on_without_a_paragraph_break():
    from profiles.parsing.pdf_boxes import Box
    from profiles.parsing.pdf_layout import layout_rows

    # 10 pt lines 3 pt apart; a note in 9 pt keeps the 10 pt line spacing, so its lines
    # stand 4.8 pt apart: its first line runs to the right edge of its measure (it wrapped).
    boxes = [
        Box(72, 700, 300, 710, "Example University", size=10),
        Box(72, 687, 250, 697, "M.S. in Physics", size=10),
        Box(84, 676, 380, 685, "Thesis: a long title about the flow of heat in thin", size=9),
        Box(84, 662, 285, 671.2, "metal films. Advised by Jane Roe.", size=9),
        Box(84, 650, 380, 659, "Minor: the second note that runs to the edge of the line", size=9),
        Box(72, 637, 250, 647, "B.S. in Physics", size=10),
        Box(72, 624, 250, 634, "B.A. in Music", size=10),
    ]
    rows = [[bx.text for bx in row] for row in layout_rows(boxes, None)]
    thesis = rows.index(["Thesis: a long title about the flow of heat in thin"])
    assert rows[thesis + 1] == ["metal films. Advised by Jane Roe."]


def test_a_symbol_drawn_as_text_leaves_no_variation_selector_behind():
    from profiles.parsing.publication_authors import author_names
    from profiles.parsing.text import normalise

    authors = normalise("Ann Lee, Bo Wu\u2709\ufe0e, Cy Chen\u2709\ufe0f")

    assert author_names(authors) == ["Ann Lee", "Bo Wu", "Cy Chen"]


def test_an_address_a_pdf_shows_only_as_a_linked_word_is_read_from_the_link():
    from pdf_builder import Text, make_pdf

    page = [
        Text(72, 740, "Zoe Example", size=20, font="Helvetica-Bold"),
        Text(72, 715, "Email | Homepage"),
    ]
    links = ("https://zoe.example.org/", "mailto:zoe@uni.example.edu")
    cv = parse_bytes(make_pdf([page], links=links), "cv.pdf")

    assert cv.emails == ["zoe@uni.example.edu"]


def test_a_pdf_that_shows_its_address_does_not_take_the_addresses_it_links_to():
    from pdf_builder import Text, make_pdf

    page = [
        Text(72, 740, "Zoe Example", size=20, font="Helvetica-Bold"),
        Text(72, 715, "zoe@uni.example.edu"),
        Text(72, 690, "Research Assistant, Example Lab (advisor: Ann Lee)"),
    ]
    links = ("mailto:zoe@uni.example.edu", "mailto:ann.lee@uni.example.edu")
    cv = parse_bytes(make_pdf([page], links=links), "cv.pdf")

    assert cv.emails == ["zoe@uni.example.edu"]


def test_the_author_a_pdf_sets_in_bold_in_its_author_lists_is_the_name():
    from pdf_builder import Text, make_pdf

    # The advisor is on every paper; the CV's own name is the one set in bold.
    papers = [
        ("A. Smith, ", "Zoe Example", ", Ann Lee. Learning to Parse. ICML, 2021."),
        ("B. Jones, ", "Zoe Example", ", Ann Lee. Reading Layouts. ACL, 2022."),
        ("C. Brown, D. Green, ", "Ann Lee", ". Tables in Documents. EMNLP, 2023."),
    ]
    page = [Text(72, 740, "Curriculum Vitae", size=16, font="Helvetica-Bold")]
    page.append(Text(72, 700, "Publications", size=12, font="Helvetica-Bold"))
    for i, (before, name, after) in enumerate(papers):
        y, x = 680 - 16 * i, 72 + 5.1 * len(before)
        font = "Helvetica-Bold" if name == "Zoe Example" else "Helvetica"
        page.append(Text(72, y, before))
        page.append(Text(x, y, name, font=font))
        page.append(Text(x + 6 * len(name), y, after))
    cv = parse_bytes(make_pdf([page]), "cv.pdf")

    assert cv.name == "Zoe Example"


def test_a_markdown_comment_is_not_shown_and_keeps_its_line():
    from profiles.parsing.text import normalise

    text = "- BSc, Hill University\n[//]: # (- *2021.06*, an entry left out)\n[x]: <> (note)\nEnd"
    assert normalise(text) == "- BSc, Hill University\n\n\nEnd"
    assert normalise("[1]: https://a.example") == "[1]: https://a.example"


def _word_layout_table(cells):
    """A one-row Word table whose cells hold paragraphs: (text, bold) each."""
    docx = pytest.importorskip("docx")
    doc = docx.Document()
    table = doc.add_table(rows=1, cols=len(cells))
    for cell, paragraphs in zip(table.rows[0].cells, cells, strict=True):
        cell.paragraphs[0]._p.getparent().remove(cell.paragraphs[0]._p)
        for text, bold in paragraphs:
            cell.add_paragraph().add_run(text).bold = bold
    buf = io.BytesIO()
    doc.save(buf)
    return [line for line in extract_text(buf.getvalue(), "cv.docx")[1].splitlines() if line]


def test_a_word_cells_line_breaks_set_its_lines_apart():
    lines = _word_layout_table(
        [[("2019 – 2023", False)], [("Engineer, Sample Ltd", False), ("Built X\nRan Y", False)]]
    )

    assert lines == ["2019 – 2023   Engineer, Sample Ltd", "Built X", "Ran Y"]


def test_a_bold_line_alone_in_a_word_cell_stays_bold_a_bold_label_beside_a_value_does_not():
    head = ("Sample Ltd (Engineer) (2021/03 - now)", True)
    entry = _word_layout_table([[head, ("Ran Y", False)]])
    form = _word_layout_table([[("Name", True), ("Phone", True)], [("Zoe", False), ("123", False)]])

    assert entry == ["**Sample Ltd (Engineer) (2021/03 - now)**", "Ran Y"]
    assert form == ["Name   Zoe", "Phone   123"]


def test_a_bold_head_beside_its_dates_in_a_word_table_reads_as_a_bold_line():
    lines = _word_layout_table(
        [[("2018 – 2022", False), ("", False)], [("Vale University", True), ("BSc", False)]]
    )

    assert lines == ["**2018 – 2022   Vale University**", "BSc"]


def test_a_markdown_page_that_embeds_an_html_document_below_its_text_is_markdown():
    page = (
        b"---\ntitle: About\n---\n\nI am a geologist at Hill University.\n\n# Publications\n"
        b"<html>\n<head><title>Ann Lee</title></head>\n<body><p>Lake Models</p></body></html>\n"
    )
    assert detect_format(page, "about.md") == "markdown"
    # A page whose body is an HTML document is read as HTML, front matter or not.
    html = b"---\ntitle: CV\n---\n\n<!DOCTYPE html>\n<html><body><p>Ann Lee</p></body></html>\n"
    assert detect_format(html, "cv.md") == "html"
    assert detect_format(html[html.index(b"<!DOCTYPE") :], "cv.md") == "html"


def test_places_and_dates_set_flush_right_beside_entries_stay_on_their_lines():
    from profiles.parsing.pdf_boxes import Box
    from profiles.parsing.pdf_layout import layout_rows

    # Each entry's place and years set at the right edge, as large as the text, level
    # with its first two lines: notes of those lines, not a column of their own.
    boxes = []
    places = ["Springfield", "Shelbyville, NY", "Ogdenville", "Capital City"]
    years = ["Since 09/2020", "2016–ongoing", "2012–2013", "2010–2014"]
    for i, (place, span) in enumerate(zip(places, years, strict=True)):
        y = 700 - 40 * i
        boxes.append(Box(72, y, 230, y + 10, f"Example University {i}", size=10))
        boxes.append(Box(72, y - 13, 250, y - 3, f"M.Sc. in Field {i}, Grade 1.{i}", size=10))
        boxes.append(Box(72, y - 26, 380, y - 17, f"Thesis on a topic number {i}", size=9))
        boxes.append(Box(520 - 6 * len(place), y, 520, y + 10, place, size=10))
        boxes.append(Box(520 - 6 * len(span), y - 13, 520, y - 3, span, size=10))
    rows = [[bx.text for bx in row] for row in layout_rows(boxes, None) if row]
    assert rows[0] == ["Example University 0", "Springfield"]
    assert ["M.Sc. in Field 2, Grade 1.2", "2012–2013"] in rows
