"""The printed-PDF renderings (scripts/rendering_pdf.py): sections, dates floated right."""

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from rendering_html import as_html
from rendering_pdf import _right_dates, _sections

from tests.scripts.cv_samples import rendered


@pytest.mark.skipif(not shutil.which("chromium"), reason="Chromium is not installed")
def test_a_printed_page_reads_back_with_its_name_and_heading(tmp_path):
    from profiles.parsing.reading import extract

    path = rendered("as_pdf", tmp_path)
    fmt, text, hints = extract(path.read_bytes(), path.name)

    assert fmt == "pdf"
    assert hints.name is not None and hints.name[1] == "Jane Roe"
    assert "Education" in text


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
