"""The probe's rewrites of a CV's surface (scripts/rewrites_surface.py): dates, ranges and links."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from perturb_corpus import rewrite

from tests.scripts.cv_samples import CV


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
