"""The web-page renderings (scripts/rendering_html.py): `as_html` and pages marked up otherwise."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from rendering_html import HTML_REWRITES, as_html

from tests.scripts.cv_samples import CV


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
