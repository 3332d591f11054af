import io

import pytest

from profiles.parsing import MAX_BYTES, UnreadableDocument, parse_bytes
from profiles.parsing.reading import decode, detect_format, html_to_text, read_bytes


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
    fmt, text = read_bytes(buf.getvalue(), "cv.docx")
    assert fmt == "docx"
    assert text.index("# Jane Q. Doe") < text.index("Stanford") < text.index("## Skills")
    cv = parse_bytes(buf.getvalue(), "cv.docx")
    assert cv.education and cv.education[0].degree == "phd"
