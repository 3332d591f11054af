"""Second readings of a kind of record the sections gave none of (parsing/fallbacks.py)."""

from profiles.parsing import parse_bytes


def _parse(text: str):
    return parse_bytes(text.encode(), "cv.md")


def test_it_reads_degrees_set_under_a_heading_of_no_record_kind():
    cv = _parse(
        "# Ann Example\n\nann@example.org\n\n## Misc\n\n"
        "PhD in Physics, Hill University, 2015 – 2020\n\n"
        "BSc in Physics, Vale College, 2011 – 2015\n\n## Skills\n\nPython\n"
    )
    got = [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education]
    assert got == [
        ("Hill University", "phd", "2015", "2020"),
        ("Vale College", "bachelor", "2011", "2015"),
    ]
    assert any("No education list was recognised" in w for w in cv.warnings)


def test_it_leaves_degree_words_in_sentences_about_others_alone():
    cv = _parse(
        "# Ann Example\n\n## Misc\n\n"
        "I mentor PhD students in the lab on writing.\n\n"
        "Co-organised a seminar for master students.\n"
    )
    assert cv.education == []


def test_it_reads_no_degree_from_honours_or_other_peoples_degrees():
    cv = _parse(
        "# Ann Example\n\n## Misc\n\n"
        "Lake PhD Fellowship, Lake Corp. | 2016\n\n"
        "External Committee Member, Kit Snyder, PhD in English at Hill University\n\n"
        "Supervisor of several MSc interns at Vale Institute of Technology\n\n"
        "First Prize, National High School Physics Competition\n"
    )
    assert cv.education == []


def test_it_reads_no_degree_from_a_meeting_for_students_of_a_degree():
    cv = _parse(
        "# Ann Example\n\n## Misc\n\n"
        "PhD in Statistics, Hill University, 2021 – 2026\n\n"
        "## Conferences & Workshops\n\n"
        "- Tidal Models for Shallow Lakes\n"
        "  - Graduate PhD Student Workshop, Vale University, Lakeside, WA (2025) Invited Talk.\n"
        "  - PhD Student Seminar, Dept. of Statistics, Vale University, Lakeside, WA (2024).\n"
    )
    got = [(e.institution_raw, e.degree) for e in cv.education]
    assert got == [("Hill University", "phd")]


def test_it_gives_a_supervision_told_in_the_header_to_the_doctorate():
    cv = _parse(
        "# Ann Example\n\nPh.D. Advisor: Prof. Bo Chen\n\n## Education\n\n"
        "- PhD in Physics, Hill University, 2015 – 2020\n"
        "- BSc in Physics, Vale College, 2011 – 2015\n"
    )
    assert [e.advisors for e in cv.education] == [["Bo Chen"], []]


def test_it_gives_no_advisor_when_the_cv_has_no_research_degree():
    cv = _parse(
        "# Ann Example\n\nSupervisor: Prof. Bo Chen\n\n## Education\n\n"
        "- BSc in Physics, Vale College, 2011 – 2015\n"
    )
    assert [e.advisors for e in cv.education] == [[]]


def test_it_reads_citations_under_a_heading_of_another_kind():
    cv = _parse(
        "# Ann Example\n\n## Things I wrote\n\n"
        "- Ann Example, Bo Chen, Cy Moss. Lake Models for Shallow Waters. "
        "Journal of Lakes, 2019.\n"
        "- Ann Example, Dee Park, Eve Stone. Winds over Small Lakes and Ponds. "
        "Journal of Winds, 2020.\n"
    )
    assert [p.title for p in cv.publications] == [
        "Lake Models for Shallow Waters",
        "Winds over Small Lakes and Ponds",
    ]


def test_it_reads_the_awards_a_labelled_line_of_another_section_lists():
    text = (
        "ADA QUINN\n\nEDUCATION\nNorth University, B.A. in Economics, 2017 - 2021\n\n"
        "SKILLS\nLanguages: English (Native), French\nComputer: Python, R\n"
        "Awards: Second Prize in National Essay Competition for College Students (2017), "
        "Second Prize (Hill District) in\nVale Undergraduate Contest in Modeling (2019)\n"
    )
    awards = parse_bytes(text.encode(), "cv.txt").awards
    assert [a.year for a in awards] == [2017, 2019]
    assert awards[1].title.endswith("Vale Undergraduate Contest in Modeling")
    # A line that names no honour is no award: "Honors: with distinction" in a degree.
    text = text.replace("Awards: Second", "Certificates: Second")
    assert parse_bytes(text.encode(), "cv.txt").awards == []
