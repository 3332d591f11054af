"""jemdoc page sources read as the Markdown they stand for."""

from profiles.parsing import parse_bytes
from profiles.parsing.jemdoc import is_jemdoc, rewrite

PAGE = """# jemdoc: menu{MENU}{index.html}
= Jane Roe

~~~
{}{img_left}{photo.jpg}{alt text}{200}{240}
PhD student \\n
[https://cs.example.edu Department of Computer Science]
~~~

[https://scholar.google.com/citations?user=x Google Scholar]

== Education
- *Ph.D. in Computer Science*, [https://www.utoronto.ca University of Toronto],
2019 - present
-- advised by [https://example.edu/~al Ann Lee]

== Experience
- Research Intern, Northwind Labs, 2021 - 2022
#- Research Intern, Hidden Corp, 2018 - 2019
"""


def test_a_jemdoc_source_is_recognised_and_rewritten_line_for_line():
    assert is_jemdoc(PAGE)
    assert not is_jemdoc("# Jane Roe\n\n## Education\n- PhD, 2020\n")
    out = rewrite(PAGE).split("\n")
    assert len(out) == len(PAGE.split("\n"))
    assert out[:2] == ["", "# Jane Roe"]
    assert out[4] == ""  # the block's settings
    assert (
        out[12]
        == "- **Ph.D. in Computer Science**, [University of Toronto](https://www.utoronto.ca),"
    )
    assert out[13] == "    2019 - present"  # the item runs on
    assert out[14] == "  - advised by [Ann Lee](https://example.edu/~al)"
    assert out[18] == ""  # a comment is not shown


def test_a_jemdoc_page_yields_its_degrees_and_jobs_but_not_its_comments():
    cv = parse_bytes(PAGE.encode(), "index.jemdoc")
    assert cv.name == "Jane Roe"
    assert [(e.institution_raw, e.degree, e.advisors) for e in cv.education] == [
        ("University of Toronto", "phd", ["Ann Lee"])
    ]
    assert [p.organization_raw for p in cv.positions] == ["Northwind Labs"]


def test_a_link_to_a_scholar_profile_is_not_the_name():
    page = "# jemdoc: menu{MENU}{index.html}\n\n[https://scholar.google.com/x Google Scholar]\n"
    page += "\n== Publications\n- A paper on graphs. /Venue 2020/.\n"
    assert parse_bytes(page.encode(), "index.jemdoc").name != "Google Scholar"
