"""The probe's rewrites of the line that names the person (scripts/rewrites_names.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from perturb_corpus import rewrite


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
