"""The invariance probe's rewrites (scripts/perturb_corpus.py): each must keep what the CV
says, so that a score it loses is the parser's and not the rewrite's."""

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cv_renderings import HTML_REWRITES, RENDERINGS, _right_dates, _sections, as_html
from perturb_corpus import rewrite

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
