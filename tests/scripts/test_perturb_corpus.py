"""The invariance probe's rewrites (scripts/perturb_corpus.py): each must keep what the CV
says, so that a score it loses is the parser's and not the rewrite's."""

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cv_renderings import HTML_REWRITES, RENDERINGS, as_html
from perturb_corpus import rewrite
from rendering_pdf import _right_dates, _sections

CV = """---
title: "Jane Roe"
# a comment in front matter
---
## Education
- PhD, Example University, Sep 2019 – Present, advised by [Ann Lee](https://a.example)

```
## not a heading
```
Contact: [Email](mailto:jane@example.org)
"""


def test_a_rewrite_leaves_front_matter_and_code_alone():
    out = rewrite(CV, "plain_headings")

    assert out.startswith('---\ntitle: "Jane Roe"\n# a comment in front matter\n---\n')
    assert "## not a heading" in out
    assert "\nEducation\n" in out and "## Education" not in out


def test_dates_are_rewritten_to_the_same_month():
    assert "09/2019 – Present" in rewrite(CV, "month_numbers")
    assert "2019.09 – Present" in rewrite(CV, "dotted_months")
    assert "September 2019 to Present" in rewrite(rewrite(CV, "long_months"), "range_to")
    assert "2019年9月 – Present" in rewrite(CV, "zh_months")
    assert "Sept. 2019 – Present" in rewrite(CV, "ap_months")


def test_the_dates_that_end_an_entry_line_are_moved_to_its_start():
    assert rewrite(CV, "dates_first") == CV  # its line goes on after the dates
    assert rewrite("- BSc, Hill College (2015 - 2019)\n", "dates_first") == (
        "- 2015 - 2019, BSc, Hill College\n"
    )
    assert rewrite("# Career\n\n2021 - 2023\n", "dates_first") == "# Career\n\n2021 - 2023\n"


def test_a_range_is_rewritten_within_its_line_and_outside_link_addresses():
    text = "- Award, 2025\n- [Paper](https://doi.example/978-3-030), pp. 12-19\n"

    assert rewrite(text, "range_to") == text.replace("12-19", "12 to 19")


def test_unlinking_keeps_an_address_that_was_only_in_the_link():
    out = rewrite(CV, "unlinked")

    assert "advised by Ann Lee" in out
    assert "Email: jane@example.org" in out


def test_a_page_is_published_with_its_title():
    out = as_html(CV)

    assert "<title>Jane Roe</title>" in out
    assert "<h2>Education</h2>" in out
    page = as_html(CV.replace("title:", "description: Jane Roe's CV\ntitle:"))
    assert '<meta name="description" content="Jane Roe&#x27;s CV">' in page


def test_a_page_marked_up_by_hand_keeps_its_headings_and_items():
    cv = "## Education\n- PhD, Hill University, 2020\n    - Advisor: Ann Lee\n- MSc, 2016\n"

    assert "<p><strong>Education</strong></p>" in HTML_REWRITES["html_bold_headings"](as_html(cv))
    out = HTML_REWRITES["html_br_lists"](as_html(cv))
    assert "<p>\nPhD, Hill University, 2020<br>\nAdvisor: Ann Lee<br>\nMSc, 2016</p>" in out
    assert "<li>" not in out and "<ul>" not in out


def _write(name: str, tmp_path: Path) -> Path:
    suffix, write = RENDERINGS[name]
    out = tmp_path / ("cv" + suffix)
    write(CV, out)
    return out


def test_a_word_rendering_keeps_headings_bullets_and_bold(tmp_path):
    import docx

    document = docx.Document(str(_write("as_docx", tmp_path)))
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


@pytest.mark.skipif(not shutil.which("chromium"), reason="Chromium is not installed")
def test_a_printed_page_reads_back_with_its_name_and_heading(tmp_path):
    from profiles.parsing.reading import extract

    path = _write("as_pdf", tmp_path)
    fmt, text, hints = extract(path.read_bytes(), path.name)

    assert fmt == "pdf"
    assert hints.name is not None and hints.name[1] == "Jane Roe"
    assert "Education" in text


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


DATED = (
    "## Education\n- PhD, Hill University, 2019 – Present\n    - Advisor: Ann Lee\n- Award, 2017\n"
)


def test_a_dated_item_becomes_a_row_of_its_dates_beside_its_entry():
    page = as_html(DATED + "\n*2012.09 - 2015.06*, Research Assistant, Dale Lab\n")

    table = HTML_REWRITES["html_table_entries"](page)
    assert "<tr><td>2019 – Present</td><td>PhD, Hill University<ul>" in table
    assert "<tr><td>2012.09 - 2015.06</td><td>Research Assistant, Dale Lab</td></tr>" in table
    assert "<tr><td></td><td>Award, 2017</td></tr>" in table  # a row with no dates
    assert "<ul>\n<li>Advisor: Ann Lee</li>" in table  # a list with none stays a list
    divs = HTML_REWRITES["html_date_divs"](page)
    assert '<div class="col-md-3 date">2019 – Present</div><div class="col-md-9">PhD' in divs
    listing = HTML_REWRITES["html_dl_entries"](page)
    assert "<dl><dt>2019 – Present</dt><dd>PhD, Hill University<ul>" in listing
    right = HTML_REWRITES["html_dates_right"](page)
    assert '<div class="col-md-9">Award, 2017</div><div class="col-md-3 date text-right">' in right
    spans = HTML_REWRITES["html_date_spans"](page)
    assert '<li><span class="date">2019 – Present</span> PhD, Hill University<ul>' in spans
    assert '<p><span class="date">2012.09 - 2015.06</span> Research Assistant' in spans


def test_a_line_that_is_only_its_dates_is_no_entry():
    page = as_html("## Work\n\n**2019 - 2024**\n\nLecturer, Hill University\n")

    assert HTML_REWRITES["html_dl_entries"](page).count("<dt>") == 0


def test_a_range_a_sentence_ends_with_is_no_entry_dates():
    page = as_html("## Awards\n\n- A scholarship for students from 2015 to 2020\n")

    assert HTML_REWRITES["html_dl_entries"](page) == page


def test_headings_are_written_in_chinese_or_in_both_languages():
    cv = "## 🎖 Honors and Awards\n- Prize, 2020\n## Education:\n## Teaching\n## Skills\n## News\n"

    out = rewrite(cv, "zh_headings")
    assert "## 🎖 荣誉奖项\n" in out and "## 教育背景:\n" in out and "## Teaching\n" in out
    both = rewrite(cv, "bilingual_headings")
    assert "## 🎖 荣誉奖项 Honors and Awards\n" in both
    assert "## Education | 教育背景:\n" in both and "## Skills / 专业技能\n" in both
    assert "## News（最新动态）\n" in both


def test_full_width_punctuation_leaves_addresses_code_and_numbers_alone():
    text = (
        "- PhD (CS), Hill University, 2019: [Ann](https://a.example/x:y), ann@b.example, 1,000\n"
        "<style>p { margin: 0 }</style>\n| a | b |\n|:--|--:|\n"
    )

    assert rewrite(text, "zh_punctuation") == (
        "- PhD （CS），Hill University，2019：[Ann](https://a.example/x:y)，ann@b.example，1,000\n"
        "<style>p { margin: 0 }</style>\n| a | b |\n|:--|--:|\n"
    )


def test_supervisor_labels_are_written_in_chinese():
    text = (
        "- PhD, Hill University, advised by Ann Lee\n  - **Supervisor:** Bo Li\n"
        "Mentor: Cy Wu\nI was advised by Ann Lee, (Thesis advisor: X)\n"
    )

    assert rewrite(text, "zh_labels") == (
        "- PhD, Hill University, 导师：Ann Lee\n  - **指导老师：** Bo Li\n"
        "合作导师：Cy Wu\nI was advised by Ann Lee, (Thesis advisor: X)\n"
    )


def test_an_ongoing_range_ends_in_zhijin():
    assert "Sep 2019 – 至今" in rewrite(CV, "zh_present")
    assert rewrite("Present at ICML 2020; now at X\n", "zh_present") == (
        "Present at ICML 2020; now at X\n"
    )


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


ENTRIES = (
    "## Experience\n"
    "- *2019.09 - 2024.06*, Postdoc, Hill University, Boston.\n"
    "<!-- - *2018 - 2019*, Intern, Lake Lab -->\n"
    "## Talks\n"
    "- *2020 - 2021*, Keynote, Hill University\n"
)


def test_an_entry_keeps_its_fields_in_other_shapes_outside_comments_and_other_sections():
    def entry(name: str) -> str:
        out = rewrite(ENTRIES, name)
        assert "<!-- - *2018 - 2019*, Intern, Lake Lab -->" in out
        assert out.endswith("## Talks\n- *2020 - 2021*, Keynote, Hill University\n")
        return out.split("\n<!--")[0].removeprefix("## Experience\n")

    assert entry("paren_dates") == "- Postdoc, Hill University, Boston (2019.09 - 2024.06)"
    assert entry("dates_own_line") == "- Postdoc, Hill University, Boston\n  2019.09 - 2024.06"
    assert entry("dates_above") == "- 2019.09 - 2024.06\n  Postdoc, Hill University, Boston"
    assert entry("two_line_entries") == "\nHill University, Boston\nPostdoc, 2019.09 - 2024.06\n"
    assert entry("organisation_first") == "- Hill University, Boston — Postdoc, 2019.09 - 2024.06"
    assert entry("role_at") == "- Postdoc at Hill University, Boston, 2019.09 - 2024.06"
    assert entry("organisation_colon") == "- Hill University, Boston: Postdoc, 2019.09 - 2024.06"
    noted = "## Education\n- *2019 - 2024*, PhD, Hill University, Boston. GPA: 4.0\n"
    assert rewrite(noted, "organisation_colon").endswith(
        "- Hill University, Boston: PhD, 2019 - 2024. GPA: 4.0\n"
    )
    assert rewrite("# Education\n### PhD (2021-Present)\n", "dates_own_line") == (
        "# Education\n### PhD\n2021-Present\n"
    )
    assert rewrite("# Education\nPh.D. Student, 2021.9 ~ Present\n", "paren_dates") == (
        "# Education\nPh.D. Student (2021.9 ~ Present)\n"
    )


def test_entries_at_one_place_are_grouped_under_it():
    cv = (
        "## Education\n"
        "- *2019 - 2023*, PhD, Hill University, Boston.\n"
        "- *2015 - 2019*, BSc, Hill University, Boston.\n"
        "- *2013 - 2015*, Lake High School, Austin.\n"
    )
    assert rewrite(cv, "grouped_by_place") == (
        "## Education\n- Hill University, Boston\n  - PhD, 2019 - 2023\n  - BSc, 2015 - 2019\n"
        "- *2013 - 2015*, Lake High School, Austin.\n"
    )


def test_a_left_label_page_wraps_each_section_below_the_title():
    cv = "# Jane Roe\n\n# Education\n\nPhD, 2020\n\n# Skills\n\nPython\n\n# Talks\n\nOne\n"
    page = _sections(as_html(cv))

    assert "<body><h1>Jane Roe</h1>\n<section><h1>Education</h1>" in page
    assert page.count("<section>") == 3
    assert "<p>Python</p>\n</section><section><h1>Talks</h1>" in page


def test_the_range_that_ends_or_opens_an_entry_line_is_floated_to_its_start():
    cv = "## Jobs\n- **Analyst**, Firm (Sep 2019 – Present)\n    - Led a team\n- Writer, 2010\n"
    page = _right_dates(as_html(cv))

    assert '<li><span class="when">Sep 2019 – Present</span><strong>Analyst</strong>, Firm<ul>' in (
        page
    )
    assert "<li>Writer, 2010</li>" in page
    opening = _right_dates(as_html("**2019 – 2023** Example Labs, Engineer\n"))
    assert '<p><span class="when"><strong>2019 – 2023</strong></span>Example Labs' in opening


def test_the_name_line_is_rewritten_and_a_page_title_moved_into_the_body():
    cv = "{% include x %}\n\n## Jane Roe\n\njane@example.org\n\n## Education\n- PhD, 2020\n"

    assert "\n## JANE ROE\n" in rewrite(cv, "upper_name")
    assert "\n**Jane Roe**\n" in rewrite(cv, "name_bold")
    assert "\n## Jane Roe | jane@example.org\n" in rewrite(cv, "name_contact")
    assert "\n# Curriculum Vitae\n\nJane Roe\n" in rewrite(cv, "cv_title_first")
    assert rewrite(cv, "name_title").count("Jane Roe") == 1
    assert "\n## ROE, Jane\n" in rewrite(cv, "name_surname_first")
    page = '---\ntitle: "Jane Roe - 王小明"\n---\n## Education\n- PhD, 2020\n'
    assert rewrite(page, "name_plain") == (
        '---\ntitle: "CV"\n---\n\nJane Roe - 王小明\n## Education\n- PhD, 2020\n'
    )


def test_a_heading_or_title_that_is_no_name_stays():
    for cv in ("## Selected Publications\n- A paper\n", '---\ntitle: "About Me"\n---\nHi.\n'):
        assert rewrite(cv, "upper_name") == cv


def test_a_plain_text_cv_has_capital_headings_bullets_and_spaced_cells(tmp_path):
    cv = CV + (
        "## Papers\n1. A. Roe. *A Title*. Venue, 2020.\n2. A. Roe. Another. 2019.\n\n"
        "| Year | Award |\n|---|---|\n| 2020 | Best paper |\n"
    )
    out = tmp_path / "cv.txt"
    RENDERINGS["as_text"][1](cv, out)

    assert out.read_text().split("\n")[:6] == [
        "Jane Roe",
        "",
        "EDUCATION",
        "",
        "• PhD, Example University, Sep 2019 – Present, advised by Ann Lee",
        "",
    ]
    text = out.read_text()
    assert "Contact: Email: jane@example.org" in text
    assert "PAPERS\n\n1. A. Roe. A Title. Venue, 2020.\n2. A. Roe. Another. 2019." in text
    assert "Year  Award\n2020  Best paper\n" in text


def test_a_plain_text_cv_may_set_its_items_as_bare_lines(tmp_path):
    cv = "## Education\n- PhD, Hill University, 2020\n    - Advisor: Ann Lee\n- MSc, 2016\n"
    out = tmp_path / "cv.txt"
    RENDERINGS["text_bare_items"][1](cv, out)

    assert out.read_text() == (
        "EDUCATION\n\nPhD, Hill University, 2020\nAdvisor: Ann Lee\nMSc, 2016\n"
    )


def test_a_list_in_the_pages_own_html_keeps_its_items_as_lines(tmp_path):
    cv = '## News\n<ul class="news">\n  <li>2024: <b>a@example.org</b> is my address</li>\n</ul>\n'
    out = tmp_path / "cv.txt"
    RENDERINGS["text_bare_items"][1](cv, out)

    assert "2024: a@example.org is my address" in out.read_text()


PUBLICATIONS = """## Publications
- **A Study of Things in Places**, J. Roe, A. Lee. *ICML 2021*
- J. Roe. [Learning Many Things at Once](https://x.example/2019), (NeurIPS), 2020.
<!--
- **A Draft Left in a Comment**, 2018
-->

## Honors and Awards
- *2019.09* Best Paper Award
- Graduate Fellowship, 2018
"""


def test_publications_are_numbered_year_first_tagged_or_quoted():
    numbered = rewrite(PUBLICATIONS, "pubs_numbered")
    assert "[1] **A Study of Things in Places**" in numbered
    assert "[2] J. Roe. [Learning" in numbered and "- **A Draft" in numbered
    year_first = rewrite(PUBLICATIONS, "pubs_year_first")
    assert "- 2021. **A Study of Things in Places**, J. Roe, A. Lee. *ICML*" in year_first
    link = "[Learning Many Things at Once](https://x.example/2019)"
    assert f"- (2020) J. Roe. {link}, (NeurIPS)." in year_first
    tagged = rewrite(PUBLICATIONS, "pubs_venue_tag")
    assert "- [ICML 2021] **A Study" in tagged and "- [NeurIPS 2020] J. Roe." in tagged
    quoted = rewrite(PUBLICATIONS, "pubs_quoted_title")
    assert "- “A Study of Things in Places”, J. Roe" in quoted
    assert "[*Learning Many Things at Once*](https://x.example/2019)" in quoted


def test_an_award_date_is_moved_to_the_other_end():
    out = rewrite(PUBLICATIONS, "awards_year_first")

    assert "- Best Paper Award, 2019.09\n- 2018 Graduate Fellowship\n" in out


def test_printed_lists_drop_their_bullets():
    out = rewrite(PUBLICATIONS, "pubs_unbulleted")
    assert "\n**A Study of Things in Places**, J. Roe, A. Lee. *ICML 2021*\n\n" in out
    assert "- **A Draft Left in a Comment**, 2018" in out
    out = rewrite(PUBLICATIONS, "awards_unbulleted")
    assert "Awards\n*2019.09* Best Paper Award  \nGraduate Fellowship, 2018  \n" in out


INTERESTS = "## Research Interests\n\n- Program analysis\n- Fuzzing\n- Compilers\n\n## News\n"


def test_a_list_of_interests_is_restated_in_the_other_forms_cvs_use():
    assert "## Research Interests\n\nProgram analysis, Fuzzing, and Compilers\n\n" in rewrite(
        INTERESTS, "interests_inline"
    )
    assert rewrite(INTERESTS, "interests_label") == (
        "\nResearch Interests: Program analysis; Fuzzing; Compilers\n\n## News\n"
    )
    assert "\nMy research interests include Program analysis, Fuzzing, and Compilers.\n" in (
        rewrite(INTERESTS, "interests_sentence")
    )
    zh = "## 研究方向\n* 图像分割\n* 目标检测\n"
    assert rewrite(zh, "interests_label") == "研究方向：图像分割、目标检测\n"
    assert rewrite(zh, "interests_sentence") == "## 研究方向\n我主要研究图像分割、目标检测。\n"


def test_a_section_that_is_no_plain_list_of_topics_is_left_alone():
    described = "## Research Interests\n\n- **Fuzzing**: testing by random inputs\n- Compilers\n"
    hobbies = "## Industry Interests\n\n- Back-end development\n- Data analysis\n"
    for name in ("interests_inline", "interests_label", "interests_sentence"):
        assert rewrite(described, name) == described
        assert rewrite(hobbies, name) == hobbies


def test_a_line_or_a_sentence_of_interests_is_set_as_bullets():
    assert rewrite("# 研究方向\n数据工程，网络优化\n", "interests_listed") == (
        "# 研究方向\n- 数据工程\n- 网络优化\n"
    )
    bio = "I am a student. My research interests include vision, robotics and control. Hi.\n"
    assert rewrite(bio, "interests_listed") == (
        "I am a student. My research interests include:\n\n- vision\n- robotics\n- control\n\nHi.\n"
    )
    zh = "我的研究兴趣包括法律人工智能、自然语言处理和因果推断。\n"
    assert "- 自然语言处理\n- 因果推断\n" in rewrite(zh, "interests_listed")
    hedged = "My research interests include speech, audio, including ASR.\n"
    assert rewrite(hedged, "interests_listed") == hedged


def test_a_bio_sentence_of_interests_is_set_as_a_label_line():
    bio = "I am a student. His research interests lie in **vision, robotics, and control**.\n"
    assert rewrite(bio, "interests_label") == (
        "I am a student.\n\nResearch interests: vision; robotics; control\n"
    )
    zh = "目前攻读硕士学位，研究方向包括深度学习、目标检测。\n"
    assert rewrite(zh, "interests_label") == "目前攻读硕士学位。\n\n研究方向：深度学习、目标检测\n"


def test_a_bio_sentence_of_interests_is_stated_in_other_words():
    bio = "I am a student. My research interests include vision, robotics and control. Hi.\n"
    assert rewrite(bio, "interests_sentence") == (
        "I am a student. I am interested in vision, robotics, and control. Hi.\n"
    )
    zh = "我是学生。我的研究兴趣包括法律人工智能、因果推断。我发表了论文。\n"
    assert rewrite(zh, "interests_sentence") == (
        "我是学生。我的研究聚焦于法律人工智能、因果推断。我发表了论文。\n"
    )


@pytest.mark.skipif(not shutil.which("pdftocairo"), reason="pdftocairo is not installed")
def test_a_reprinted_pdf_reads_back_with_its_heading_and_is_not_unreadable(tmp_path):
    from rendering_reprint import reprint, unreadable

    from profiles.parsing.reading import extract
    from tests.parsing.pdf_builder import Text, make_pdf

    source, out = tmp_path / "cv.pdf", tmp_path / "reprinted.pdf"
    source.write_bytes(make_pdf([[Text(72, 700, "Education", 14, "Helvetica-Bold")]]))
    reprint(source, out)
    fmt, text, _ = extract(out.read_bytes(), out.name)

    assert fmt == "pdf" and "Education" in text
    assert out.read_bytes() != source.read_bytes()
    assert not unreadable(source, out)
