"""Text normalisation (profiles/parsing/text.py)."""

from profiles.parsing import parse_bytes
from profiles.parsing.text import normalise


def test_full_width_punctuation_between_latin_text_reads_with_its_space():
    text = "PhD，Hill University，2020 （expected）：agents；tools\n*2019*：\xa0🏆 Prize"

    assert (
        normalise(text) == "PhD, Hill University, 2020 (expected): agents; tools\n*2019*:   Prize"
    )


def test_full_width_punctuation_next_to_chinese_text_stays_unspaced():
    assert normalise("导师：张三，李四，IEEE会员") == "导师:张三,李四,IEEE会员"


def test_a_tab_after_chinese_text_is_a_column_gap():
    assert normalise("教育经历\t湖畔大学\tBSc\tX") == "教育经历   湖畔大学   BSc  X"
    text = (
        "王明\n\n"
        "工作经历\t青山电器有限公司\t2015-至今\n"
        "\t职位：高级工程师\n\n"
        "教育经历\t湖畔大学\t2010-2015\n"
        "\t博士, 排名：Top 5%\n"
        "\t湖畔大学\t2006-2010\n"
        "\t学士, 排名：Top 5%\n"
    )
    cv = parse_bytes(text.encode("utf-8"), "cv.txt")
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("湖畔大学", "phd", "2010", "2015"),
        ("湖畔大学", "bachelor", "2006", "2010"),
    ]
    assert [(p.organization_raw, p.start) for p in cv.positions] == [("青山电器有限公司", "2015")]


def test_an_html_heading_written_in_a_markdown_page_is_a_heading():
    md = (
        '---\nlayout: page\n---\n\n<div class="container">\n'
        '    <h3 class="pb-3">Education</h3>\n    <div class="card">\n'
        '        <h4 class="card-title">PhD in Physics</h4>\n        <p>2019</p>\n'
        "        <p>North University</p>\n    </div>\n"
        '    <h3 class="pb-3">Awards</h3>\n    <div class="card">\n'
        '        <h4 class="card-title">Hill Teaching Prize</h4>\n        <p>2022</p>\n'
        "        <p>North University</p>\n    </div>\n"
        '        <h4 class="card-title">Vale Medal</h4>\n        <p>2019</p>\n'
        "    </div>\n</div>\n"
    )
    cv = parse_bytes(md.encode(), "cv.md")
    assert [a.year for a in cv.awards] == [2022, 2019]
    assert [e.institution for e in cv.education] == ["North University"]
