"""The probe's rewrites of an entry's shape (scripts/rewrites_entries.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from perturb_corpus import rewrite

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
