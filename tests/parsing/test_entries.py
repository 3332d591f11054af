"""Entry boundaries: which lines of a section make up one record, on short CVs written
for these tests (invented people and places)."""

import pytest

from profiles.parsing import parse_bytes
from profiles.parsing.entries import split_entries
from profiles.parsing.text import make_lines, normalise


def _positions(text: str) -> list[tuple]:
    cv = parse_bytes(text.encode(), "cv.txt")
    return [(p.organization_raw, p.title, p.start, p.end) for p in cv.positions]


def test_a_place_alone_between_dated_roles_heads_the_roles_below_it():
    text = (
        "Ann Lee\n\nTeaching Experience\n\nLakeside University\n"
        "2024 Spring   Instructor, Intermediate Microeconomics\n"
        "2021-2022   Teaching Assistant, Advanced Microeconomics\n"
        "Hill Normal University\n"
        "2018-2019   Teaching Assistant, Game Theory\n"
    )
    assert _positions(text) == [
        ("Lakeside University", "Instructor, Intermediate Microeconomics", "2024", "2024"),
        ("Lakeside University", "Teaching Assistant, Advanced Microeconomics", "2021", "2022"),
        ("Hill Normal University", "Teaching Assistant, Game Theory", "2018", "2019"),
    ]


def test_entries_that_end_on_their_dates_take_the_lines_after_the_dates_above():
    text = (
        "# Ann Lee\n\nEducation\n\n"
        "HILL UNIVERSITY\n- MASTER OF SCIENCE\nDepartment of Physics\nAdvisor: Carl Berg\n"
        "September 2018 – Present\nGPA: 3.9/4.0\n"
        "VALE UNIVERSITY\n- BACHELOR OF SCIENCE\nDepartment of Optics\n"
        "September 2014 – June 2018\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(e.institution_raw, e.degree, e.start, e.end, e.advisors) for e in cv.education] == [
        ("HILL UNIVERSITY", "master", "2018-09", None, ["Carl Berg"]),
        ("VALE UNIVERSITY", "bachelor", "2014-09", "2018-06", []),
    ]


def test_the_courses_listed_under_a_teaching_role_give_its_dates():
    text = (
        "Ann Lee\n\nTeaching Experience\n\nHead Teaching Assistant, Lakeside University\n\n"
        "Computational Social Science   Fall 2025\nNeural Networks   Fall 2024\n"
        "Semantic Change   Winter 2022\n\n"
        "Teaching Assistant: Compilers (CS3102),   2023S\n\nLogic Design (CS2111),   2021F\n"
    )
    assert _positions(text) == [
        ("Lakeside University", "Head Teaching Assistant", "2022", "2025"),
        (None, "Teaching Assistant: Compilers (CS3102)", "2021", "2023"),
    ]


def test_a_card_with_its_dates_above_its_heading_keeps_the_dates():
    html = (
        "<html><body><h1>Ann Lee</h1><h2>Experience</h2>"
        '<article><div class="date">Mar 2021 - Jun 2023</div><h3>Research Engineer</h3>'
        "<p>Northwind Robotics, Oslo</p><ul><li>Built a planner.</li></ul></article>"
        '<article><div class="date">Sep 2019 - Feb 2021</div><h3>Software Intern</h3>'
        "<p>Bluefin Systems, Bergen</p><ul><li>Wrote tests.</li></ul></article>"
        "</body></html>"
    )
    cv = parse_bytes(html.encode(), "cv.html")
    assert [(p.title, p.start, p.end) for p in cv.positions] == [
        ("Research Engineer", "2021-03", "2023-06"),
        ("Software Intern", "2019-09", "2021-02"),
    ]


def test_a_section_that_writes_each_headings_dates_above_it():
    from profiles.parsing.entries import split_entries
    from profiles.parsing.text import make_lines

    lines = make_lines(
        "Sep 2019 – Aug 2021\n\n### Research Assistant\n\nLakeside University, Boston.\n\n"
        "Mar 2017 – Jun 2019\n\n### Software Engineer\n\nNorthwind Inc., Boston.\n"
    )
    entries = split_entries(lines)
    assert [[ln.text for ln in e.lines][:2] for e in entries] == [
        ["Sep 2019 – Aug 2021", "Research Assistant"],
        ["Mar 2017 – Jun 2019", "Software Engineer"],
    ]
    # Where the first heading comes first, a dated line below a heading stays its own.
    lines = make_lines("### Research Assistant\n\nMar 2017 – Jun 2019\n\n### Software Engineer\n")
    assert [ln.text for ln in split_entries(lines)[0].lines] == [
        "Research Assistant",
        "Mar 2017 – Jun 2019",
    ]


def test_a_surname_or_title_in_title_case_is_no_abbreviated_degree():
    from profiles.parsing.entries import degree_of

    # "Ma", "Ba" are surnames and "Ms." a title; the abbreviations are written in capitals.
    for text in ("under the supervision of Prof. Lei Ma.", "with Jimmy Ba, 2020", "Ms. Lee"):
        assert degree_of(text) is None, text
    assert degree_of("MA in Economics, 2019")[0] == "master"
    assert degree_of("BS, Physics")[0] == "bachelor"


def test_degree_words_of_more_languages():
    from profiles.parsing.entries import degree_of

    cases = {
        "Laurea Magistrale in Fisica": "master",
        "Laurea Triennale in Fisica": "bachelor",
        "Licence de Mathématiques": "bachelor",
        "Diplôme d'ingénieur, École X": "master",
        "Dipl.-Ing. Informatik": "master",
        "Dottorato di ricerca in Fisica": "phd",
        "Doctorat en informatique": "phd",
        "修士課程": "master",
        "석사, 컴퓨터공학": "master",
        "B.A.Sc. in Electrical Engineering": "bachelor",
        "S.M. in EECS": "master",
        "MASc in Electrical Engineering": "master",
        "Magister in Informatics": "master",
        "BBA in Finance": "bachelor",
        "Candidate of Technical Sciences": "phd",
    }
    for text, kind in cases.items():
        assert (degree_of(text) or ("none",))[0] == kind, text
    assert degree_of("Driving licence, 2015") is None


def test_a_professorship_is_a_title_and_a_professor_leading_a_lab_is_not():
    from profiles.parsing.entries import looks_like_title

    assert looks_like_title("特聘教授")
    assert looks_like_title("青山大学，副教授")
    assert not looks_like_title("青山实验室（王明教授领导）")


def test_meng_and_beng_are_degrees_only_when_written_as_degrees():
    from profiles.parsing.entries import degree_of

    assert degree_of("MEng in Computer Science")[0] == "master"
    assert degree_of("BEng (Hons), Hill University")[0] == "bachelor"
    assert degree_of("I worked with Prof. Meng Li on data mining") is None
    assert degree_of("co-advised by Beng Tan") is None


def test_a_study_abroad_term_is_a_visit_and_a_combined_masters_phd_a_phd():
    from profiles.parsing.entries import degree_of

    assert degree_of("Study abroad, Hill University")[0] == "visiting"
    assert degree_of("Semester abroad at Lakeside University")[0] == "visiting"
    assert degree_of("青山大学 硕博连读")[0] == "phd"


def test_professional_degrees_written_with_points_are_degrees():
    from profiles.parsing.entries import degree_of

    assert degree_of("M.P.H. in Epidemiology")[0] == "master"
    assert degree_of("MPH, Hill University")[0] == "master"
    assert degree_of("LL.M., Lakeside University")[0] == "master"
    assert degree_of("B.Arch., Hill University")[0] == "bachelor"
    assert degree_of("Agents built on an LLM") is None


def test_a_date_alone_above_a_blank_line_dates_the_block_under_it():
    text = (
        "Ann Lee\n\nExperience\n\n2021 - 2023\n\nResearch Assistant, Lakeside University\n"
        "A project on river deltas.\n2022: field season at Hill Institute\n\n"
    )
    assert _positions(text) == [
        ("Lakeside University", "Research Assistant", "2021", "2023"),
    ]


def test_a_long_line_gives_the_dates_of_its_last_column():
    prose = "I designed and ran the build and test tooling of a team of twelve engineers, " * 2
    text = (
        "Ann Lee\n\nExperience\n\n"
        f"Northwind Labs, Hill Town. As a software engineer, {prose}| 2011 - 2014\n"
    )
    assert [(p[0], p[2], p[3]) for p in _positions(text)] == [("Northwind Labs", "2011", "2014")]


def test_dates_above_each_heading_after_a_sections_introduction():
    from profiles.parsing.entries import split_entries
    from profiles.parsing.text import make_lines

    lines = make_lines(
        "## A short path through my work.\n\nThe roles I held, newest first.\n\n"
        "Sep 2019 – Aug 2021\n\n### Research Assistant\n\nLakeside University, Boston.\n\n"
        "Mar 2017 – Jun 2019\n\n### Software Engineer\n\nNorthwind Inc., Boston.\n"
    )
    entries = split_entries(lines)
    assert [[ln.text for ln in e.lines][:2] for e in entries[-2:]] == [
        ["Sep 2019 – Aug 2021", "Research Assistant"],
        ["Mar 2017 – Jun 2019", "Software Engineer"],
    ]
    # Headings that come before their dates keep the dates below them.
    lines = make_lines(
        "### Research Assistant\n\nMar 2017 – Jun 2019\n\n### Software Engineer\n\n"
        "Jan 2015 – Feb 2017\n\n### Intern\n\n2014\n"
    )
    assert [[ln.text for ln in e.lines] for e in split_entries(lines)] == [
        ["Research Assistant", "Mar 2017 – Jun 2019"],
        ["Software Engineer", "Jan 2015 – Feb 2017"],
        ["Intern", "2014"],
    ]


def test_degrees_listed_one_a_line_without_dates_are_records_each():
    from profiles.parsing.entries import split_entries
    from profiles.parsing.text import make_lines

    lines = make_lines(
        "Ph.D. Hydrology, Hill University\nM.Sc. Geology, Vale University\n"
        "B.Sc. Physics, Lake College\n"
    )
    assert [[ln.text for ln in e.lines] for e in split_entries(lines)] == [
        ["Ph.D. Hydrology, Hill University"],
        ["M.Sc. Geology, Vale University"],
        ["B.Sc. Physics, Lake College"],
    ]
    # A line that names the same degree, a place in a note or a level of study is the
    # entry's own.
    lines = make_lines(
        "PhD student, supervised by Prof. Ann Lee\nHill Laboratory, Lake PhD program\n"
        "M.Sc., Geology (courses: Hill University exchange)\n"
        "Undergraduate TA at Vale University\n"
    )
    assert len(split_entries(lines)) == 1


def test_a_bold_role_right_below_its_employers_dated_line_is_that_entrys():
    text = (
        "*Harbor Maps*, Oslo | Feb 2020 – Present\n**GIS Analyst**\n\n"
        "*Fjord Data* | Jan 2018 – Jan 2020\n**Data Engineer**\n"
    )
    entries = split_entries(make_lines(normalise(text)))
    assert [[ln.text for ln in e.lines] for e in entries] == [
        ["Harbor Maps, Oslo | Feb 2020 – Present", "GIS Analyst"],
        ["Fjord Data | Jan 2018 – Jan 2020", "Data Engineer"],
    ]


def test_a_name_before_a_city_and_its_state_is_no_location():
    from profiles.parsing.entries import is_location

    assert not is_location("Tidewell Systems, Seattle, WA")
    assert is_location("Seattle, WA")
    assert is_location("Leeds, West Yorkshire, UK")
    assert is_location("Toronto, Ontario, Canada")


_SUMMARY = (
    "Summary\n\nI study how waves move through layered media and how to measure them with"
    " cheap sensors in\nthe field, with long campaigns at sea and on land, and I build the"
    " open tools that others\nuse to process such records at scale across many sites and"
    " seasons of the year.\n\n"
)


def _degrees(text: str, filename: str = "cv.txt") -> list[tuple]:
    cv = parse_bytes(text.encode(), filename)
    return [(e.institution_raw, e.degree, e.end) for e in cv.education]


@pytest.mark.parametrize(
    "school, first, second",
    [
        ("GREENWOOD PUBLIC SCHOOL", "HIGHER SECONDARY EXAMINATION", "SECONDARY SCHOOL CERTIFICATE"),
        ("Lakeview Academy", "Higher Secondary Certificate", "Secondary School Certificate"),
        ("Marlow Grammar School", "A-Levels", "Secondary School Certificate"),
    ],
)
def test_a_second_degree_under_one_school_heading_is_that_schools(school, first, second):
    # Two degrees under one school's name, each closed by its own date line; the second's
    # name holds a section word ("Certificate") and the school word of its degree.
    text = (
        f"Ann Lee\n\n{_SUMMARY}Education\n\n"
        "HILL INSTITUTE OF TECHNOLOGY\nB.TECH IN MECHANICAL ENGINEERING\nCGPA: 8.1/10\n"
        "May 2016 | Lakeside, India\n\n"
        f"{school}\n{first}\nPercentage: 91.2%\nGrad. May 2012 | Lakeside, India\n"
        f"{second}\nPercentage: 90.5%\nGrad. May 2010 | Lakeside, India\n"
    )
    assert _degrees(text) == [
        ("HILL INSTITUTE OF TECHNOLOGY", "bachelor", "2016-05"),
        (school, "highschool", "2012-05"),
        (school, "highschool", "2010-05"),
    ]


def test_a_school_named_with_its_degree_word_is_a_place_of_its_own():
    text = (
        f"Ann Lee\n\n{_SUMMARY}Education\n\nHill University\nB.Sc. in Physics\n"
        "2014 – 2018\nVale High School\n2011 – 2014\n"
    )
    assert _degrees(text) == [
        ("Hill University", "bachelor", "2018"),
        ("Vale High School", "highschool", "2014"),
    ]


@pytest.mark.parametrize(
    "text, filename",
    [
        (
            "Kestrel Dynamics, Austin, TX\n- Senior Data Scientist, 2021 – 2023\n"
            "- Data Scientist, 2018 – 2020\n\nHill University\n- Research Assistant, 2016 – 2018\n",
            "cv.txt",
        ),
        (
            "**Kestrel Dynamics**, Austin, TX\n- Senior Data Scientist, 2021 – 2023\n"
            "- Data Scientist, 2018 – 2020\n\n**Hill University**\n"
            "- Research Assistant, 2016 – 2018\n",
            "cv.md",
        ),
        (
            "### Kestrel Dynamics, Austin, TX\n- Senior Data Scientist (2021 – 2023)\n"
            "- Data Scientist (2018 – 2020)\n\n### Hill University\n"
            "- Research Assistant (2016 – 2018)\n",
            "cv.md",
        ),
    ],
)
def test_roles_listed_under_their_employer_are_one_record_each(text, filename):
    head = "# Ann Lee\n\n## Experience\n\n" if filename == "cv.md" else "Ann Lee\n\nExperience\n\n"
    assert _positions(head + text) == [
        ("Kestrel Dynamics", "Senior Data Scientist", "2021", "2023"),
        ("Kestrel Dynamics", "Data Scientist", "2018", "2020"),
        ("Hill University", "Research Assistant", "2016", "2018"),
    ]


def test_chinese_roles_listed_under_their_employer_are_one_record_each():
    text = (
        "# 李明\n\n## 工作经历\n\n### 星河科技有限公司\n- 高级工程师，2021.07 – 至今\n"
        "- 工程师，2018.07 – 2021.06\n\n### 南山大学\n- 研究员，2016.07 – 2018.06\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.title, p.start, p.end) for p in cv.positions] == [
        ("星河科技有限公司", "高级工程师", "2021-07", None),
        ("星河科技有限公司", "工程师", "2018-07", "2021-06"),
        ("南山大学", "研究员", "2016-07", "2018-06"),
    ]


def test_an_employers_list_of_what_was_done_stays_one_record():
    text = (
        "Ann Lee\n\nExperience\n\nData Scientist, Kestrel Dynamics, 2018 – 2023\n"
        "Kestrel Dynamics\n- Led a team of four engineers, 2021 – 2023\n"
        "- Built forecasting models for energy markets.\n"
    )
    assert len(_positions(text)) <= 1


@pytest.mark.parametrize(
    "rows",
    [
        [
            "Kestrel Dynamics, Austin, TX   2019 – 2021",
            "Senior Data Scientist",
            "Quillmark Analytics, Denver, CO   2014 – 2019",
            "Staff Engineer, Research and Development",
            "Senior Engineer, Research and Development",
            "Hill University, Boston, MA   2012 – 2014",
            "Research Assistant",
        ],
        [
            "Kestrel Dynamics | 2019 – 2021",
            "Senior Data Scientist",
            "Quillmark Analytics | 2014 – 2019",
            "Staff Engineer",
            "Senior Engineer",
            "Hill University | 2012 – 2014",
            "Research Assistant",
        ],
    ],
)
def test_two_role_lines_under_one_place_and_its_dates_are_two_roles(rows):
    text = f"Ann Lee\n\n{_SUMMARY}Experience\n\n" + "\n".join(rows) + "\n"
    got = [(org, title.split(",")[0], start, end) for org, title, start, end in _positions(text)]
    assert got == [
        ("Kestrel Dynamics", "Senior Data Scientist", "2019", "2021"),
        ("Quillmark Analytics", "Staff Engineer", "2014", "2019"),
        ("Quillmark Analytics", "Senior Engineer", "2014", "2019"),
        ("Hill University", "Research Assistant", "2012", "2014"),
    ]


def test_two_chinese_role_lines_under_one_place_and_its_dates_are_two_roles():
    text = (
        f"李明\n\n{_SUMMARY}工作经历\n\n星河科技有限公司   2019.07 – 2021.06\n高级工程师\n"
        "南山研究院   2014.07 – 2019.06\n研究员\n助理研究员\n"
        "北山大学   2012.07 – 2014.06\n研究助理\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(p.organization_raw, p.title, p.start) for p in cv.positions] == [
        ("星河科技有限公司", "高级工程师", "2019-07"),
        ("南山研究院", "研究员", "2014-07"),
        ("南山研究院", "助理研究员", "2014-07"),
        ("北山大学", "研究助理", "2012-07"),
    ]


@pytest.mark.parametrize(
    "degrees, kinds",
    [
        (["Ph.D.", "M.S.", "B.A."], ["phd", "master", "bachelor"]),
        (["D.Phil.", "M.Sc.", "B.Sc."], ["phd", "master", "bachelor"]),
    ],
)
def test_table_cells_one_a_line_keep_each_degree_with_its_row(degrees, kinds):
    # A table's row (degree, field, school, dates) comes out one cell a line; the degree's
    # abbreviation ends on a full stop and is still the next row's first cell.
    rows = [
        (degrees[0], "Physics", "Hill University", "2018 – 2023"),
        (degrees[1], "Physics", "Hill University", "2016 – 2018"),
        (degrees[2], "Mathematics", "Vale College", "2012 – 2016"),
    ]
    body = "\n".join("\n".join(row) for row in rows)
    text = f"Ann Lee\n\n{_SUMMARY}Education\n\n{body}\n"
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(e.institution_raw, e.degree, e.start) for e in cv.education] == [
        ("Hill University", kinds[0], "2018"),
        ("Hill University", kinds[1], "2016"),
        ("Vale College", kinds[2], "2012"),
    ]


@pytest.mark.parametrize(
    "rows, expected",
    [
        (
            [
                "Kestrel Dynamics",
                "Senior Data Scientist   2021 – 2023",
                "Data Scientist   2018 – 2021",
                "Quillmark",
                "Research Engineer   2016 – 2018",
            ],
            [
                ("Kestrel Dynamics", "Senior Data Scientist", "2021"),
                ("Kestrel Dynamics", "Data Scientist", "2018"),
                ("Quillmark", "Research Engineer", "2016"),
            ],
        ),
        (
            [
                "Northwind Analytics",
                "2021 – 2023 | Lead Analyst",
                "2018 – 2021 | Analyst",
                "Bluefin Robotics",
                "2016 – 2018 | Software Engineer",
            ],
            [
                ("Northwind Analytics", "Lead Analyst", "2021"),
                ("Northwind Analytics", "Analyst", "2018"),
                ("Bluefin Robotics", "Software Engineer", "2016"),
            ],
        ),
        (
            [
                "星河科技",
                "高级工程师   2021.07 – 2023.06",
                "工程师   2018.07 – 2021.06",
                "蓝鲸智能",
                "研究员   2016.07 – 2018.06",
            ],
            [
                ("星河科技", "高级工程师", "2021-07"),
                ("星河科技", "工程师", "2018-07"),
                ("蓝鲸智能", "研究员", "2016-07"),
            ],
        ),
    ],
)
def test_an_employer_named_on_its_own_line_heads_the_roles_below_it(rows, expected):
    # The list opens on a bare name above dated roles: each such name is the employer of
    # the roles below it, not the last line of the role above.
    text = f"Ann Lee\n\n{_SUMMARY}Experience\n\n" + "\n".join(rows) + "\n"
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(p.organization_raw, p.title, p.start) for p in cv.positions] == expected


@pytest.mark.parametrize("sep", ["   ", " | ", ", "])
def test_an_employer_set_apart_above_its_roles_is_theirs(sep):
    # The employer's line (a name and its city, no place word) stands alone in its block;
    # the roles below it, each with its dates and details, are held there.
    text = (
        f"Ann Lee\n\n{_SUMMARY}Experience\n\n"
        f"Kestrel Dynamics{sep}Austin, TX\n\n"
        "Senior Data Scientist   2021 – 2023\n• Built forecasting models.\n\n"
        "Data Scientist   2018 – 2021\n• Wrote data pipelines.\n\n"
        f"Quillmark Analytics{sep}Denver, CO\n\n"
        "Research Engineer   2016 – 2018\n• Studied turbulence.\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(p.organization_raw, p.title, p.start) for p in cv.positions] == [
        ("Kestrel Dynamics", "Senior Data Scientist", "2021"),
        ("Kestrel Dynamics", "Data Scientist", "2018"),
        ("Quillmark Analytics", "Research Engineer", "2016"),
    ]


def test_a_flat_list_opens_a_record_at_each_dated_item():
    """A list whose nesting was lost: every item a bullet at one margin, the dated ones
    naming a place, the undated ones below them its role and details."""
    lines = make_lines(
        normalise(
            "- Hill University, Boston, USA [2014-2018]\n"
            "- Research Assistant @ Vision Lab\n"
            "- Supervisor: Ann Lee\n"
            "**Quillbank Labs, Austin [Summer, 2015]**\n"
            "- Research Intern @ Search Team\n"
            "- Lakeside College, Leeds [2012 - 2014]\n"
            "- Lecturer, Department of Physics\n"
        )
    )
    heads = [e.lines[0].text for e in split_entries(lines)]
    assert heads == [
        "Hill University, Boston, USA [2014-2018]",
        "Quillbank Labs, Austin [Summer, 2015]",
        "Lakeside College, Leeds [2012 - 2014]",
    ]


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Vor-Diplom (BSc equivalent) in Physics, Hill University", "bachelor"),
        ("Diplom (equivalent to an MSc) in Physics", "master"),
        ("Licence (Bachelor equivalent), Vale University", "bachelor"),
        ("Diplom in Physics (2010)", "master"),
    ],
)
def test_a_degree_the_cv_equates_with_another_is_of_that_kind(text, kind):
    from profiles.parsing.entries import degree_of

    assert degree_of(text)[0] == kind


def test_subheadings_that_sort_jobs_by_time_are_labels_not_entries():
    text = (
        "# Ann Lee\n\n## Appointments\n\n### Current\n\n"
        "* Senior Lecturer, Hill University (since 2024)\n\n### Previous\n\n"
        "* 2019-2024, Lecturer, Hill University\n"
        "* 2016-2019, Lecturer, Vale College\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization, p.title, p.start, p.end) for p in cv.positions] == [
        ("Hill University", "Senior Lecturer", "2024", None),
        ("Hill University", "Lecturer", "2019", "2024"),
        ("Vale College", "Lecturer", "2016", "2019"),
    ]
