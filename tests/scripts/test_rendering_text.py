"""The plain-text renderings (scripts/rendering_text.py): `as_text` and `text_bare_items`."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cv_renderings import RENDERINGS

from tests.scripts.cv_samples import CV


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
