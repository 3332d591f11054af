"""A bank of degrees and jobs written as ordinary entries that a reader finds at once
but that sit where the parser looks less closely: a school named by no word for a
school on the line a template sets above the degree, a job whose employer or dates sit
on a line of their own, a role on a heading with its place in the item below.

Each case is invented (people, schools, firms and towns), written from general knowledge
of CV templates (Jake's résumé, AltaCV, moderncv, Word and Google Docs résumés, Markdown
homepages, Chinese résumés) and of the shapes PDF and DOCX text takes (fields set apart by
gaps, each line a paragraph of its own).
"""

from __future__ import annotations

import pytest

from profiles.parsing import parse_bytes

HEADER = "Ada Quinn\nada.quinn@example.org\n\n"


def parse(text: str, name: str = "cv.txt"):
    return parse_bytes(text.encode("utf-8"), name)


def degrees(cv) -> list[tuple]:
    return [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education]


# A school named by a word that says nothing of what it is ("Quillmark", "CentraVale"),
# with its town, on the line above the degree (Jake's résumé, res.cls, a Word table).
_SCHOOL_BESIDE_TOWN = [
    pytest.param(
        "EDUCATION\n\nCentraVale   Paris Saclay\n"
        "PhD in Graph Learning – with Bo Chen and Cy Dunn   2021 - 2023\n"
        "- Designed expressive graph models.\n\n"
        "MSc in Artificial Intelligence - Highest honours   2019 - 2020\n"
        "- Modules: Deep Learning, NLP.\n\n"
        "Hillcrest University   Vale City, UK\nBSc in Mathematics   2016 - 2019\n",
        [
            ("CentraVale", "phd", "2021", "2023"),
            ("CentraVale", "master", "2019", "2020"),
            ("Hillcrest University", "bachelor", "2016", "2019"),
        ],
        "cv.txt",
        id="pdf-gap-two-degrees-one-school",
    ),
    pytest.param(
        "Education\n\nQuillmark   Lisbon, Portugal\n\n"
        "Master of Science in Data Science | Sep 2018 – Jul 2020\n\n"
        "Hillcrest University   Vale City, UK\n\nBachelor of Arts in Economics | 2014 – 2018\n",
        [
            ("Quillmark", "master", "2018-09", "2020-07"),
            ("Hillcrest University", "bachelor", "2014", "2018"),
        ],
        "cv.txt",
        id="pdf-blank-lines-bar-dates",
    ),
    pytest.param(
        "## Education\n\n**CentraVale** | Paris\n"
        "M.Sc. in Applied Mathematics, 2017 – 2019\n\n"
        "**Hillcrest University** | Vale City\nB.Sc. in Physics, 2013 – 2017\n",
        [
            ("CentraVale", "master", "2017", "2019"),
            ("Hillcrest University", "bachelor", "2013", "2017"),
        ],
        "cv.md",
        id="markdown-bar-town",
    ),
    pytest.param(
        "教育背景\n\n青川理工学院   杭州\n硕士 计算机科学   2019.09 - 2022.06\n",
        [("青川理工学院", "master", "2019-09", "2022-06")],
        "cv.txt",
        id="zh-school-beside-town",
    ),
]


# AltaCV: the degree, then the school alone, then the dates and the town.
_SCHOOL_OVER_DATES_AND_TOWN = [
    pytest.param(
        "EDUCATION\n\nPh.D. in Psychology\nHillcrest University\n"
        "September 2016 - June 2020   Vale City, UK\n\n"
        "High School Diploma in Chemistry\nLiceo A. Ferrante\n"
        "September 2008 - June 2013   Verona, Italy\n",
        [
            ("Hillcrest University", "phd", "2016-09", "2020-06"),
            ("Liceo A. Ferrante", "highschool", "2008-09", "2013-06"),
        ],
        "cv.txt",
        id="altacv-school-then-dates-town",
    ),
]


@pytest.mark.parametrize("body,expected,name", _SCHOOL_BESIDE_TOWN + _SCHOOL_OVER_DATES_AND_TOWN)
def test_school_named_by_its_line(body, expected, name):
    assert degrees(parse(HEADER + body, name)) == expected


# Lines that sit where a school would and are none: a label and its value, a town alone, a
# thesis title with its year, a person, a role.
_NO_SCHOOL = [
    pytest.param(
        "Education\n\nPh.D. in Mathematics\nCycle: XXXVII.\nDates: 01/2022 – 12/2024.\n",
        id="label-lines",
    ),
    pytest.param("Education\n\nVale City   UK\nPhD in Physics   2018 - 2022\n", id="town-alone"),
    pytest.param("Education\n\nAnn Lee   Advisor\nPhD in Physics   2018 - 2022\n", id="role-field"),
]


@pytest.mark.parametrize("body", _NO_SCHOOL)
def test_no_school_from_lines_that_name_none(body):
    cv = parse(HEADER + body)
    assert all(e.institution_raw in (None,) for e in cv.education)


def jobs(cv) -> list[tuple]:
    return [(p.organization_raw, p.title, p.start, p.end) for p in cv.positions]


_DETAILS = (
    "- Drug Discovery: Identified hits for a ligase and the binding sites of two proteins\n"
    "(alpha and beta). Used interaction fingerprints and scoring methods.\n"
    "- Generative Modelling: Researched the robustness of latent representations using\n"
    "optimal transport.\n\n"
)


# A PDF whose every line is a paragraph of its own: the employer's line, then the role
# and its dates, then the details, each block an entry.
_EMPLOYER_ALONE = [
    pytest.param(
        "Experience\n\nHillcrest University (HU)\n\nResearch Fellow | 2015 – 2018\n\n"
        + _DETAILS
        + "Quillmark Studio\n\nML Research Scientist | Aug 2024 – Jun 2025\n\n"
        "- Ran an optimisation project with a partner firm.\n\n"
        "North Vale Railway (NVR)\n\nML Technical Lead | Oct 2022 – Dec 2023\n\n" + _DETAILS,
        [
            ("Hillcrest University (HU)", "Research Fellow", "2015", "2018"),
            ("Quillmark Studio", "ML Research Scientist", "2024-08", "2025-06"),
            ("North Vale Railway (NVR)", "ML Technical Lead", "2022-10", "2023-12"),
        ],
        id="pdf-paragraphs",
    ),
]


@pytest.mark.parametrize("body,expected", _EMPLOYER_ALONE)
def test_employer_on_a_line_of_its_own(body, expected):
    assert jobs(parse(HEADER + body)) == expected


# Lines alone above a role that name no employer: a sector, a person, a label.
_NO_EMPLOYER = [
    pytest.param("Industry", id="sector"),
    pytest.param("Prof. Ann Lee", id="honorific"),
    pytest.param("Tools: Python, SQL", id="label"),
    pytest.param("Teaching, Supervision & Service", id="commas"),
]


@pytest.mark.parametrize("line", _NO_EMPLOYER)
def test_no_employer_from_a_line_that_names_none(line):
    body = (
        "Experience\n\nHillcrest University (HU)\n\nResearch Fellow | 2015 – 2018\n\n"
        + _DETAILS
        + f"{line}\n\nData Scientist | Aug 2019 – Jun 2020\n\n- Built models.\n"
    )
    orgs = [p.organization_raw for p in parse(HEADER + body).positions]
    assert line not in orgs


# A role set as a heading (Markdown, a DOCX heading style, bold), its place and dates in
# the first item under it, its details in the items after.
_ROLE_OVER_PLACE_ITEM = [
    pytest.param(
        "## Experience\n\n### Research Intern on Language Models  Dr. Bo Chen\n"
        "- Quillmark Institute of Technology (QIT), Vale City, UK  Sep 2017 – Jul 2018\n"
        "- Developed methods to embed long sentences.\n",
        (
            "Quillmark Institute of Technology (QIT)",
            "Research Intern on Language Models",
            "2017-09",
            "2018-07",
        ),
        id="md-heading-gap-dates",
    ),
    pytest.param(
        "## Experience\n\n### Data Scientist\n- Fenwick Analytics, Boston, MA, 2019 – 2021\n"
        "- Built forecasting models.\n",
        ("Fenwick Analytics", "Data Scientist", "2019", "2021"),
        id="md-heading-commas",
    ),
    pytest.param(
        "## Experience\n\n**Software Engineer**\n- Northwind Labs | Jan 2015 – Dec 2016\n"
        "- Wrote services.\n",
        ("Northwind Labs", "Software Engineer", "2015-01", "2016-12"),
        id="md-bold-bar",
    ),
    pytest.param(
        "## 实习经历\n\n### 算法实习生\n- 星河科技，杭州，2019.06 – 2019.09\n"
        "- 负责推荐模型的训练。\n",
        ("星河科技", "算法实习生", "2019-06", "2019-09"),
        id="md-zh",
    ),
]


@pytest.mark.parametrize("body,expected", _ROLE_OVER_PLACE_ITEM)
def test_role_heading_with_place_in_first_item(body, expected):
    assert jobs(parse("# Ada Quinn\nada.quinn@example.org\n\n" + body, "cv.md")) == [expected]


def test_first_item_telling_a_deed_is_no_place():
    body = (
        "## Experience\n\n### Research Assistant\n- Led a team of five annotators, 2019 – 2020\n"
        "- Built a corpus.\n"
    )
    cv = parse("# Ada Quinn\nada.quinn@example.org\n\n" + body, "cv.md")
    assert not any(p.organization_raw for p in cv.positions)


# A phrase the plausibility filter refuses as a place that names one after "at", "from" or
# "with" by a word for a place: the place is that name.
_PLACE_AFTER_WORD = [
    pytest.param(
        "Education\n\n2010: Diploma, Sciences from Fenwick high school, Vale City\n",
        "Fenwick high school",
        id="edu-diploma-from",
    ),
    pytest.param(
        "Education\n\nBachelor, English Translation, Sep 2010 – Jun 2014, "
        "from Quillmark University, Vale City\n",
        "Quillmark University",
        id="edu-bachelor-from-after-dates",
    ),
    pytest.param(
        "Experience\n\nMachine Learning Researcher, in collaboration with Northwind Research "
        "Institute, 2019 – 2021\n",
        "Northwind Research Institute",
        id="job-collaboration-with",
    ),
]


@pytest.mark.parametrize("body,place", _PLACE_AFTER_WORD)
def test_place_named_after_a_word_that_leads_to_it(body, place):
    cv = parse(HEADER + body)
    named = [e.institution_raw for e in cv.education] + [p.organization_raw for p in cv.positions]
    assert place in named


# Phrases that name a place after such a word and are no record's place: a sentence's tail
# about people, a thesis with its title, a person.
_NO_PLACE_AFTER_WORD = [
    pytest.param(
        "Experience\n\nResearch intern, 2014 – 2015, worked closely with Ann Lee "
        "and Bo Chen from Networking Group\n",
        "Networking Group",
        id="tail-about-people",
    ),
    pytest.param(
        "Experience\n\n2016 – 2022\nDissertation: Temples of the Vale Coast at Quillmark "
        "University and Fenwick University\n",
        "Quillmark University and Fenwick University",
        id="thesis-label",
    ),
    pytest.param(
        "Experience\n\nData Analyst, 2019 – 2021, in collaboration with Dr. Ann Lee\n",
        "Ann Lee",
        id="person",
    ),
]


@pytest.mark.parametrize("body,place", _NO_PLACE_AFTER_WORD)
def test_no_place_from_a_phrase_about_something_else(body, place):
    cv = parse(HEADER + body)
    assert place not in [p.organization_raw for p in cv.positions]


# A role named once on a line of its own, over a list of the places it was held at, each
# with its dates and no role of its own (a resume's "Teaching Assistant" block).
_ROLE_OVER_PLACES = [
    pytest.param(
        "Experience\n\nTeaching Assistant\nHillcrest University CS 101 - Programming   Fall 2024\n"
        "Role: office hours and recitations\n\n"
        "Hillcrest University Informal Seminar - Graph Theory   2022 - 2023\n"
        "Role: presenting each chapter\n\n"
        "VCU CS 460 - Genetic Algorithms   Spring 2020\nRole: office hours\n",
        [
            ("Hillcrest University CS 101", "Teaching Assistant", "2024", "2024"),
            ("Hillcrest University Informal Seminar", "Teaching Assistant", "2022", "2023"),
            ("VCU CS 460", "Teaching Assistant", "2020", "2020"),
        ],
        id="ta-block-courses",
    ),
    pytest.param(
        "Research Experience\n\nResearch Assistant\nVision Lab, Hillcrest University   "
        "Spring 2011 - Fall 2017\n\n- Built indexes.\n\n"
        "Northwind Institute of Science (NIS)   May 2015 - Nov 2015\n\n- Built a cache.\n\n"
        "QT Electronics (Vale Office)   Jan 2015 - Jun 2015\n\n- Tuned queries.\n",
        [
            ("Vision Lab, Hillcrest University", "Research Assistant", "2011", "2017"),
            ("Northwind Institute of Science (NIS)", "Research Assistant", "2015-05", "2015-11"),
            ("QT Electronics (Vale Office)", "Research Assistant", "2015-01", "2015-06"),
        ],
        id="ra-block-places",
    ),
]


@pytest.mark.parametrize("body,expected", _ROLE_OVER_PLACES)
def test_role_named_once_over_its_places(body, expected):
    assert jobs(parse(HEADER + body)) == expected


def test_role_alone_does_not_name_a_project_below():
    body = (
        "Experience\n\nResearch Assistant\nVision Lab, Hillcrest University   2019 - 2021\n\n"
        "Graph Toolkit for Proteins   2020\n- Wrote a library.\n"
    )
    titles = [(p.organization_raw, p.title) for p in parse(HEADER + body).positions]
    assert ("Graph Toolkit for Proteins", "Research Assistant") not in titles


# A section opened by a line of marks alone (a text CV's decoration under its heading).
@pytest.mark.parametrize("marks", [".", "***", "—", "~ ~ ~"])
def test_marks_under_a_heading_do_not_swallow_the_list(marks):
    body = (
        f"WORK EXPERIENCE\n{marks}\n\n"
        "* Data Scientist at Fenwick Labs from 2016 to 2019\n\n"
        "* Software Engineer at Quillmark Systems from 2012 to 2016\n"
    )
    assert jobs(parse(HEADER + body)) == [
        ("Fenwick Labs", "Data Scientist", "2016", "2019"),
        ("Quillmark Systems", "Software Engineer", "2012", "2016"),
    ]
