"""News items as evidence of degrees and jobs, dated by their items."""

import pytest

from profiles.parsing import parse_bytes
from profiles.parsing.news import news_records
from profiles.parsing.text import make_lines


def _news(text: str):
    edu, pos = news_records(make_lines(text))
    return (
        [(e.institution_raw, e.degree, e.start, e.end) for e in edu],
        [(p.organization_raw, p.title, p.start, p.supervisors) for p in pos],
    )


def test_moves_the_writer_makes_in_news_items():
    edu, pos = _news(
        "- 2025.09: Joined Hill University as a PhD student.\n"
        "- [Jun 2023] Started as a Machine Learning Engineering Intern at Northwind, Oslo\n"
        "- May 2022: Interning at Acme Research\n"
        "- 2021-03 | Started internship at Lakeside University with Prof. Ann Lee\n"
        "- 2020-05-04 | I got my Ph.D. degree from Hill Institute of Technology!\n"
    )
    assert edu == [
        ("Hill University", "phd", "2025-09", None),
        ("Hill Institute of Technology", "phd", None, "2020-05"),
    ]
    assert pos == [
        ("Northwind", "Machine Learning Engineering Intern", "2023-06", []),
        ("Acme Research", "Intern", "2022-05", []),
        ("Lakeside University", "Intern", "2021-03", ["Ann Lee"]),
    ]


def test_a_date_on_the_line_above_its_item():
    _, pos = _news("[Sep 2023]\nStarted as a Research Intern at Northwind Labs\n")
    assert pos == [("Northwind Labs", "Research Intern", "2023-09", [])]


def test_what_is_no_move_of_the_writer():
    edu, pos = _news(
        "- 2024.09: Our alumna Dr. Bo Chen joined Hill University as an Assistant Professor.\n"
        "- 2024.08: We will join Lakeside University this September.\n"
        "- 2024.07: Started as a Teaching Assistant for the Algorithms course at Hill University\n"
        "- 2024.06: Our paper was accepted to ICML 2024.\n"
        "- 2024.05: Visited Northwind Labs to give a talk.\n"
    )
    assert (edu, pos) == ([], [])


def test_news_dates_the_records_listed_elsewhere_and_adds_only_new_places():
    page = (
        "# Jane Roe\n\n"
        "I am a postdoctoral researcher at Hill University, working with Prof. Ann Lee.\n\n"
        "## News\n"
        "- 2025.12: I joined the Climate Team as a postdoctoral researcher in Hill University.\n"
        "- 2024.06: Joined Northwind Labs as a Research Intern.\n"
    )
    cv = parse_bytes(page.encode(), "index.md")
    assert [(p.organization_raw, p.start) for p in cv.positions] == [
        ("Hill University", "2025-12"),
        ("Northwind Labs", "2024-06"),
    ]


def test_an_item_thanking_the_supervisor_names_the_advisor_of_its_degree():
    edu, _ = news_records(
        make_lines(
            "- 2020-05-04 | I got my Ph.D. degree from Hill University! Thanks to my "
            "supervisor Ann B. Lee.\n"
        )
    )
    assert [(e.degree, e.advisors) for e in edu] == [("phd", ["Ann B. Lee"])]


@pytest.mark.parametrize(
    ("item", "org", "start", "end"),
    [
        (
            "[June - Sep 2021] I worked at Northwind as an Applied Scientist Intern.",
            "Northwind",
            "2021-06",
            "2021-09",
        ),
        (
            "2019.06 - 2020.02: Interned at Lake Labs, working with Bo Chen.",
            "Lake Labs",
            "2019-06",
            "2020-02",
        ),
        (
            "Jun 2022 – Aug 2022 | Started my summer internship at Hill Research.",
            "Hill Research",
            "2022-06",
            "2022-08",
        ),
    ],
)
def test_a_news_item_dated_by_a_range_gives_its_job_both_dates(item, org, start, end):
    _, pos = news_records(make_lines(f"- {item}\n"))
    assert [(p.organization_raw, p.start, p.end) for p in pos] == [(org, start, end)]


def test_a_job_held_again_is_a_second_stint():
    text = (
        "# Ann Lee\n\n## News\n\n"
        "- [June 2023] I returned to Northwind again as an Applied Scientist Intern, on X.\n"
        "- [May 2023] I submitted a paper.\n"
        "- [June - Sep 2021] I worked at Northwind as an Applied Scientist Intern.\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.start, p.end) for p in cv.positions] == [
        ("Northwind", "2023-06", None),
        ("Northwind", "2021-06", "2021-09"),
    ]


def test_a_news_item_dated_by_a_span_of_years_is_no_item():
    item = "- 2018 - 2020: Joined Hill Lab as a research assistant.\n"
    assert news_records(make_lines(item)) == ([], [])
