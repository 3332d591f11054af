"""The Word renderings (scripts/rendering_docx.py): styled, typed without styles, and in tables."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cv_renderings import RENDERINGS

from tests.scripts.cv_samples import rendered


def test_a_word_rendering_keeps_headings_bullets_and_bold(tmp_path):
    import docx

    document = docx.Document(str(rendered("as_docx", tmp_path)))
    styled = [(p.style.name, p.text) for p in document.paragraphs]

    assert ("Title", "Jane Roe") in styled
    assert ("Heading 2", "Education") in styled
    item = next(p for p in document.paragraphs if p.style.name == "List Bullet")
    assert item.text == "PhD, Example University, Sep 2019 – Present, advised by Ann Lee"
    assert any("Contact: Email: jane@example.org" in text for _, text in styled)


def test_a_bold_span_stays_a_bold_run(tmp_path):
    import docx

    suffix, write = RENDERINGS["as_docx"]
    write("**Research Assistant**, Lab of Examples\n", tmp_path / ("cv" + suffix))
    runs = docx.Document(str(tmp_path / ("cv" + suffix))).paragraphs[0].runs

    assert [(r.text, bool(r.bold)) for r in runs if r.text] == [
        ("Research Assistant", True),
        (", Lab of Examples", False),
    ]


def test_a_word_rendering_keeps_the_lists_an_inline_element_holds(tmp_path):
    import docx

    suffix, write = RENDERINGS["as_docx"]
    page = (
        "<div>\n<details><summary>More news</summary>\n"
        "<ul><li>Joined the lab</li></ul>\n</details>\n</div>\n"
    )
    write(page, tmp_path / ("cv" + suffix))
    styled = [
        (p.style.name, p.text.strip())
        for p in docx.Document(str(tmp_path / ("cv" + suffix))).paragraphs
    ]

    assert ("List Bullet", "Joined the lab") in styled


TYPED_CV = """## Education
- PhD, Example University, 2019 – 2023
    - Thesis on examples
- 2018 MSc, Example University

## Experience
### Postdoc, Sample Institute, Sep 2023 – Present
Studied samples.
"""


def _typed(name, tmp_path):
    import docx

    suffix, write = RENDERINGS[name]
    write(TYPED_CV, tmp_path / ("cv" + suffix))
    return docx.Document(str(tmp_path / ("cv" + suffix)))


def test_a_typed_word_cv_has_no_styles_and_its_dates_at_a_right_tab(tmp_path):
    paragraphs = _typed("docx_plain", tmp_path).paragraphs

    assert {p.style.name for p in paragraphs} == {"Normal"}
    assert [r.bold for r in paragraphs[0].runs] == [True]
    assert [p.text for p in paragraphs] == [
        "Education",
        "•\tPhD, Example University\t2019 – 2023",
        "\tThesis on examples",
        "•\t2018 MSc, Example University",
        "Experience",
        "Postdoc, Sample Institute\tSep 2023 – Present",
        "Studied samples.",
    ]


def test_a_word_cv_in_tables_has_an_entry_a_row_its_dates_in_a_cell(tmp_path):
    document = _typed("docx_tables", tmp_path)
    rows = [
        [[p.text.rstrip("\n") for p in cell.paragraphs] for cell in row.cells]
        for table in document.tables
        for row in table.rows
    ]

    assert [p.text for p in document.paragraphs] == ["Education", "Experience"]
    assert rows == [
        [["2019 – 2023"], ["PhD, Example University", "\tThesis on examples"]],
        [["2018"], ["MSc, Example University"]],
        [["Sep 2023 – Present"], ["Postdoc, Sample Institute", "Studied samples."]],
    ]


def test_a_range_a_sentence_holds_stays_in_its_paragraph(tmp_path):
    import docx

    suffix, write = RENDERINGS["docx_tables"]
    write("## About\nI was a visiting fellow during 2019 – 2020.\n", tmp_path / ("cv" + suffix))
    document = docx.Document(str(tmp_path / ("cv" + suffix)))

    assert not document.tables
    assert document.paragraphs[-1].text == "I was a visiting fellow during 2019 – 2020."


def test_a_chinese_range_to_now_opening_an_item_goes_whole_into_the_date_cell(tmp_path):
    import docx

    suffix, write = RENDERINGS["docx_tables"]
    write("## 工作经历\n- 2011.01-今 中山大学 讲师\n", tmp_path / ("cv" + suffix))
    table = docx.Document(str(tmp_path / ("cv" + suffix))).tables[0]

    assert [cell.text.strip() for cell in table.rows[0].cells] == ["2011.01-今", "中山大学 讲师"]
