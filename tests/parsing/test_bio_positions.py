"""Jobs told in a bio's sentences."""

import pytest

from profiles.parsing import parse_bytes
from profiles.parsing.bio_positions import bio_positions
from profiles.parsing.prose import from_prose
from profiles.parsing.text import make_lines


def _one(sentence: str):
    found = bio_positions(sentence, 1)
    assert len(found) == 1
    return found[0]


def test_a_current_job_with_its_place_and_the_people_worked_with():
    pos = _one(
        "Now, I'm a postdoctoral researcher in Lakeside University, working with "
        "Prof. [Ann Lee](https://a.edu/al) and Dr. [Bo Chen](https://b.edu)"
    )
    assert (pos.organization_raw, pos.title) == ("Lakeside University", "postdoctoral researcher")
    assert pos.supervisors == ["Ann Lee", "Bo Chen"]


def test_a_title_with_its_field_and_a_department_at_a_university():
    pos = _one(
        "I am an Assistant Professor of Computer Science at Hill University, where I lead X."
    )
    assert (pos.organization_raw, pos.title) == (
        "Hill University",
        "Assistant Professor of Computer Science",
    )
    pos = _one(
        "Ann Lee is an Assistant Professor in the Department of Biostatistics at Hill College."
    )
    assert pos.organization_raw == "Department of Biostatistics, Hill College"


def test_a_former_job_at_a_company_and_one_since_a_date():
    pos = _one("Previously, I was a Research Engineer at Northwind AI, contributing to engines.")
    assert (pos.organization_raw, pos.title) == ("Northwind AI", "Research Engineer")
    pos = _one("Since December 2024, I am a post-doctoral researcher at Hill University (Venice).")
    assert (pos.start, pos.end) == ("2024-12", None)


def test_a_senior_job_names_no_supervisor_and_a_degree_is_not_a_job():
    pos = _one("I am a Senior Scientist at Northwind Labs, working with Dr. Ann Lee on search.")
    assert pos.supervisors == []
    assert bio_positions("I am a PhD student at Hill University, advised by Ann Lee.", 1) == []


def test_a_bio_gives_the_cv_its_positions():
    text = (
        "Jane Doe\n\nAbout Me\n\n"
        "I am a Lecturer (aka. Assistant Professor) in the Department of Computer Science at "
        "Hill University. Prior to joining Hill, I worked as a Postdoctoral Researcher at "
        "Lakeside University with Prof. Ann Lee.\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [(p.organization_raw, p.supervisors) for p in cv.positions] == [
        ("Department of Computer Science, Hill University", []),
        ("Lakeside University", ["Ann Lee"]),
    ]


def test_a_chinese_bio_names_the_place_then_the_title():
    from profiles.parsing.bio_positions import zh_bio_positions

    def found(text):
        return [(p.organization_raw, p.title) for p in zh_bio_positions(text, 1)]

    assert found("现任北辰大学软件学院副教授。于2025年获得博士学位。") == [
        ("北辰大学软件学院", "副教授")
    ]
    assert found("张三，博士，现为南湖大学信息学院长聘副教授，博士生导师。") == [
        ("南湖大学信息学院", "长聘副教授")
    ]
    assert found("您好！我是北辰大学的百人计划研究员。") == [("北辰大学", "百人计划研究员")]
    assert found("我是北辰大学人工智能专业本科生，导师为李四教授。") == []


def test_a_chinese_bio_opening_with_a_place_and_a_title_says_the_subjects_job():
    from profiles.parsing.bio_positions import zh_bio_positions

    def found(text):
        return [(p.organization_raw, p.title) for p in zh_bio_positions(text, 1)]

    # The subject is left unsaid: the opening clause is the place and the title.
    assert found("北辰科学院计算研究所助理研究员，研究领域为人机交互。") == [
        ("北辰科学院计算研究所", "助理研究员")
    ]
    # Not an opening clause, or no title in it: nothing.
    assert found("研究领域为人机交互，曾任北辰大学讲师助理。") == []
    assert found("北辰大学计算机系本科生，研究领域为人机交互。") == []


def test_a_chinese_job_line_with_the_advising_title_is_a_position_not_a_degree():
    text = (
        "张三\n\n工作经历\n\n"
        "- 2024 至今 南湖大学哲学系、逻辑研究所副教授、硕士生导师。\n"
        "- 2019–2024 南湖大学哲学系博士后\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.title, p.start) for p in cv.positions] == [
        ("南湖大学哲学系、逻辑研究所", "副教授", "2024"),
        ("南湖大学哲学系", "博士后", "2019"),
    ]
    assert cv.education == []


def test_a_bio_restating_a_listed_job_under_another_title_adds_no_position():
    text = (
        "Jane Doe\n\nI am an Assistant Professor of Finance at Hill University. "
        "Before that I was a Research Fellow at Lakeside University.\n\n"
        "Experience\n\n"
        "2022 – current   Lecturer (Assistant Professor) of Finance, Hill University\n"
        "2020 – 2022   Analyst, Lakeside University\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(p.title, p.organization_raw) for p in cv.positions] == [
        ("Lecturer (Assistant Professor) of Finance", "Hill University"),
        ("Analyst", "Lakeside University"),
        ("Research Fellow", "Lakeside University"),
    ]


def test_the_place_named_before_the_title_and_a_role_one_serves_as():
    pos = _one("Before that, I worked at Northwind Labs as a Staff Researcher, from 2016-2018.")
    assert (pos.organization_raw, pos.title, pos.start, pos.end) == (
        "Northwind Labs",
        "Staff Researcher",
        "2016",
        "2018",
    )
    pos = _one("I now work at Acme Institute (formerly Acme Labs) as a research scientist.")
    assert (pos.organization_raw, pos.title) == ("Acme Institute", "research scientist")
    pos = _one("I also serve as an adjunct lecturer at the Hill University Medical School.")
    assert (pos.organization_raw, pos.title) == (
        "Hill University Medical School",
        "adjunct lecturer",
    )
    pos = _one("I worked for two years as a Data Scientist in the AI group at Northwind Labs.")
    assert pos.title == "Data Scientist"


def test_a_list_of_places_each_with_its_dates_in_brackets():
    found = bio_positions(
        "Ann has held research internships at Acme Research Lab (2019), Hill National Laboratory "
        "(2016-2018), and the Lakeside Institute (2014).",
        1,
    )
    assert [(p.organization_raw, p.title, p.start, p.end) for p in found] == [
        ("Acme Research Lab", "research intern", "2019", "2019"),
        ("Hill National Laboratory", "research intern", "2016", "2018"),
        ("Lakeside Institute", "research intern", "2014", "2014"),
    ]
    found = bio_positions(
        "He was a postdoc at Hill University (Department of Physics) and the Lakeside "
        "Institute (School of Business).",
        1,
    )
    assert [p.organization_raw for p in found] == ["Hill University", "Lakeside Institute"]
    # A unit's name with "and" in it, no brackets: one place.
    found = bio_positions(
        "He is an Assistant Professor in the School of Computing and Data Science at Hill "
        "University.",
        1,
    )
    assert len(found) == 1


def test_a_bio_sentence_saying_what_its_subject_has_held_is_read():
    text = (
        "Ann Lee\n\nAbout\n\nAnn has held research internships at Acme Research Lab (2019) "
        "and Hill National Laboratory (2016-2018).\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [p.organization_raw for p in cv.positions] == [
        "Acme Research Lab",
        "Hill National Laboratory",
    ]


def test_the_place_ends_before_its_dates_and_an_adverb_may_follow_the_verb():
    pos = _one("I worked as a research assistant at the Hill University from 2018 to 2020.")
    assert (pos.organization_raw, pos.start, pos.end) == ("Hill University", "2018", "2020")
    pos = _one("I was a Research Intern with Northwind Research Lab in Summer 2021.")
    assert pos.organization_raw == "Northwind Research Lab"
    pos = _one("I was previously a Machine Learning Engineer at Northwind Labs.")
    assert (pos.organization_raw, pos.title) == ("Northwind Labs", "Machine Learning Engineer")


def test_the_people_a_postdoc_works_with_supervise_the_postdoc():
    (pos,) = bio_positions(
        "Before that, Ann Lee was a postdoctoral researcher at North University, working "
        "with Carl Moss and Bo-Ra Kim.",
        1,
    )
    assert pos.supervisors == ["Carl Moss", "Bo-Ra Kim"]
    # A senior's colleagues are not supervisors.
    (pos,) = bio_positions(
        "Ann Lee is a Senior Scientist at North Labs, working with Carl Moss on optics.", 1
    )
    assert pos.supervisors == []


def test_a_sentence_naming_only_hosts_gives_them_to_the_junior_job_before_it():
    md = "# Lan Wu\n\n## About\n\n{}\n"
    cv = parse_bytes(
        md.format("I am a postdoc at Lakeside University. I am hosted by Prof. Ann Lee.").encode(),
        "cv.md",
    )
    assert [(p.title, p.supervisors) for p in cv.positions] == [("postdoc", ["Ann Lee"])]
    cv = parse_bytes(
        md.format("I am a lecturer at Lakeside University. I am hosted by Prof. Ann Lee.").encode(),
        "cv.md",
    )
    assert [p.supervisors for p in cv.positions] == [[]]


def test_a_junior_job_done_with_untitled_people_names_them():
    pos = _one("I was a research intern at Orbit Labs with Ann Lee and Bo Chen.")
    assert pos.supervisors == ["Ann Lee", "Bo Chen"]
    assert _one("I was a research intern at Orbit Labs with the Tide Team.").supervisors == []


@pytest.mark.parametrize(
    ("text", "name", "org", "title"),
    [
        (
            "# Ann Lee\n\nAssistant Professor\nDepartment of Geology\nHill University\n\n"
            "## Publications\n\n- A. Lee. Rocks. 2021.\n",
            "cv.md",
            "Department of Geology, Hill University",
            "Assistant Professor",
        ),
        (
            "Bo Chen, Ph.D\nPost-Doctoral Associate\nUniversity of Toronto\n"
            "Center for Lake Studies\nbo@lake.org\n\nPublications\n\nB. Chen. Lakes. 2020.\n",
            "cv.txt",
            "University of Toronto",
            "Post-Doctoral Associate",
        ),
        (
            "Cara Diaz\n\nInfo\nResearch Scientist\nNorthwind Research Lab\n\nSelected Papers\n\n"
            "C. Diaz. Winds. 2022.\n",
            "cv.txt",
            "Northwind Research Lab",
            "Research Scientist",
        ),
    ],
)
def test_a_header_title_line_above_its_place_lines_is_the_current_job(text, name, org, title):
    cv = parse_bytes(text.encode(), name)
    assert [(p.organization_raw, p.title) for p in cv.positions] == [(org, title)]


@pytest.mark.parametrize(
    "text",
    [
        # A student's role line is a degree, not a job.
        "# Ann Lee\n\nPhD Student\nDepartment of Geology\nHill University\n\n"
        "## Publications\n\n- A. Lee. Rocks. 2021.\n",
        # The job the header states is the one Experience lists.
        "# Ann Lee\n\nAssistant Professor\nDepartment of Geology\nHill University\n\n"
        "## Experience\n\n- Assistant Professor, Hill University, 2021 - present\n",
        # The bio tells the job with its group, which the header's block names too.
        "# Ann Lee\n\nResearch Associate\nDepartment of Geology\nRockLab\nHill University\n\n"
        "## Bio\n\nI am a Postdoctoral Researcher in the RockLab, at Hill University.\n",
        # A membership and an address are no job.
        "# Ann Lee\n\nSenior Member, IEEE\nHill University, Room 12\n\n"
        "## Publications\n\n- A. Lee. Rocks. 2021.\n",
    ],
)
def test_a_header_gives_no_job_beside_the_one_listed_or_a_degree(text):
    cv = parse_bytes(text.encode(), "cv.md")
    assert len(cv.positions) <= 1
    assert not any(p.title in ("Research Associate", "Senior Member") for p in cv.positions)
    if "PhD Student" in text:
        assert cv.positions == []


@pytest.mark.parametrize(
    ("sentence", "org", "title", "kind"),
    [
        (
            "Ann Lee (李安) is currently a Professor at Hill Institute of Science and "
            "Technology, leading the Lab of Rocks.",
            "Hill Institute of Science and Technology",
            "Professor",
            "position",
        ),
        (
            "Ann Lee (she/her) is an Assistant Professor of Geology at Hill University.",
            "Hill University",
            "Assistant Professor of Geology",
            "position",
        ),
        (
            "Bo Chen (陈博) received his Ph.D. from Lakeside University in 2019, advised by "
            "Cara Diaz.",
            "Lakeside University",
            "phd",
            "degree",
        ),
    ],
)
def test_a_bio_whose_subject_has_an_aside_in_brackets_is_read(sentence, org, title, kind):
    edu, pos = from_prose(make_lines(sentence))
    if kind == "position":
        assert [(p.organization_raw, p.title) for p in pos] == [(org, title)]
    else:
        assert [(e.institution_raw, e.degree) for e in edu] == [(org, title)]


def test_an_aside_after_a_name_that_is_not_the_subject_gives_nothing():
    edu, pos = from_prose(make_lines("Collaborators (past and present) include Hill University."))
    assert (edu, pos) == ([], [])


@pytest.mark.parametrize(
    ("text", "name", "org", "title"),
    [
        (
            "# Ann Lee\n\n## About\n\nResearcher at Northwind\nJoined in 2017\n\n"
            "## Education\n\n- Ph.D., Hill University, 2012 - 2017\n",
            "cv.md",
            "Northwind",
            "Researcher",
        ),
        (
            "Bo Chen\n\nOverview\n\nCloud developer at Nekco Technologies in the process of "
            "building data pipelines,\nincluding APIs.\n\nPublications\n\nB. Chen. Data. 2020.\n",
            "cv.txt",
            "Nekco Technologies",
            "Cloud developer",
        ),
        (
            "# Cara Diaz\n\nSenior Research Scientist @ Lake AI\n\n## Publications\n\n"
            "- C. Diaz. Lakes. 2021.\n",
            "cv.md",
            "Lake AI",
            "Senior Research Scientist",
        ),
    ],
)
def test_a_tagline_opening_on_a_title_and_its_place_is_the_current_job(text, name, org, title):
    cv = parse_bytes(text.encode(), name)
    assert [(p.organization_raw, p.title) for p in cv.positions] == [(org, title)]


@pytest.mark.parametrize(
    "text",
    [
        # A researcher at the university where the degree is under way: the degree.
        "# Ann Lee\n\n## About\n\nPassionate researcher at Hill University (HU) about rocks.\n\n"
        "## Education\n\n- Ph.D. in Geology, Hill University, 2021 - present\n",
        # A student's tagline, a talk, a speaker are no job.
        "# Ann Lee\n\nPhD student at Hill University\n\n## Publications\n\n- A. Lee. Rocks.\n",
        "# Ann Lee\n\n## About\n\nInvited talk at Hill University in 2021.\n",
        "# Ann Lee\n\nKeynote speaker at Hill University\n\n## Publications\n\n- A. Lee. Rocks.\n",
    ],
)
def test_a_tagline_names_no_job_at_the_place_of_a_degree_or_without_a_title(text):
    cv = parse_bytes(text.encode(), "cv.md")
    assert cv.positions == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Ann Lee has interned at Foo Inc. (2018-2019), Bar Inc. (2020), and Baz "
            "Corporation (2021, 2022), Qux Web Services (2023), conducting research on speech.",
            [
                ("Foo Inc.", "2018", "2019"),
                ("Bar Inc.", "2020", "2020"),
                ("Baz Corporation", "2021", "2022"),
                ("Qux Web Services", "2023", "2023"),
            ],
        ),
        (
            "I have interned at Lake Research (2019), Hill Labs (2020) and Northwind AI (2021).",
            [
                ("Lake Research", "2019", "2019"),
                ("Hill Labs", "2020", "2020"),
                ("Northwind AI", "2021", "2021"),
            ],
        ),
        (
            "Before joining X, he was a postdoctoral researcher at the Lake University "
            "(Department of Rocks and Stones) and the Hill University (School of Business).",
            [("Lake University", None, None), ("Hill University", None, None)],
        ),
    ],
)
def test_a_list_of_places_each_with_its_dates_gives_a_job_at_each(sentence, expected):
    _, pos = from_prose(make_lines(sentence))
    assert [(p.organization_raw, p.start, p.end) for p in pos] == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "He was awarded the Lake Fellowship in 2021, and was honored as Northwind Fellow.",
        "She was named a Research Fellow of the Hill Institute in 2020.",
        "He was elected a Fellow of the Lake Society of Engineers in 2019.",
    ],
)
def test_an_honour_written_as_a_title_is_no_job(sentence):
    assert from_prose(make_lines(sentence))[1] == []


def _under_name(line: str):
    """The CV of a header holding `line` under the name, and a list of papers."""
    return parse_bytes(
        f"# Ann Lee\n\n{line}\n\n## Publications\n\n- A. Lee. Rocks.\n".encode(), "cv.md"
    )


@pytest.mark.parametrize(
    ("line", "org", "title"),
    [
        ("Postdoctoral Researcher, Hill University", "Hill University", "Postdoctoral Researcher"),
        (
            "Research Scientist, Northwind Research Lab",
            "Northwind Research Lab",
            "Research Scientist",
        ),
        (
            "Lecturer | School of Geology | Hill University",
            "School of Geology, Hill University",
            "Lecturer",
        ),
    ],
)
def test_a_tagline_with_its_place_set_apart_by_a_comma_or_a_bar(line, org, title):
    cv = parse_bytes(
        f"# Ann Lee\n\n{line}\n\n## Publications\n\n- A. Lee. Rocks.\n".encode(), "cv.md"
    )
    assert [(p.organization_raw, p.title) for p in cv.positions] == [(org, title)]


@pytest.mark.parametrize(
    ("line", "school", "degree"),
    [
        ("Ph.D. Student @ Hill University", "Hill University", "phd"),
        (
            "Master's student | Department of Geology | Hill University",
            "Department of Geology, Hill University",
            "master",
        ),
    ],
)
def test_a_students_tagline_names_the_degree_under_way(line, school, degree):
    cv = parse_bytes(
        f"# Ann Lee\n\n{line}\n\n## Publications\n\n- A. Lee. Rocks.\n".encode(), "cv.md"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [(school, degree)]
    assert cv.positions == []


@pytest.mark.parametrize(
    "line",
    [
        "Research Scientist, Machine Learning, Hill University",
        "Senior Member, IEEE",
        "Reviewer, Journal of Rocks",
        "Geology | Rocks | Stones",
    ],
)
def test_a_tagline_whose_fields_are_not_a_place_gives_nothing(line):
    cv = parse_bytes(
        f"# Ann Lee\n\n{line}\n\n## Publications\n\n- A. Lee. Rocks.\n".encode(), "cv.md"
    )
    assert (cv.positions, cv.education) == ([], [])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "王明,博士,现为山湖大学信息学院副教授。2018年至2019年担任湖滨科技有限公司实习研究员、"
            "2025至2026年借调某部门。",
            [("湖滨科技有限公司", "实习研究员", "2018", "2019")],
        ),
        (
            "李华现任湖滨大学教授。2015年至2018年任山湖大学计算机学院讲师,此后赴湖滨大学工作。",
            [("山湖大学计算机学院", "讲师", "2015", "2018")],
        ),
    ],
)
def test_a_chinese_bio_dates_a_job_held_in_the_years_it_names(text, expected):
    _, pos = from_prose(make_lines(text))
    dated = [(p.organization_raw, p.title, p.start, p.end) for p in pos if p.start]
    assert dated == expected


def test_a_dated_committee_seat_in_a_chinese_bio_is_no_job():
    text = "王明现任山湖大学教授。2019年担任某国际会议程序委员会委员,2020年至今任某学会理事。"
    _, pos = from_prose(make_lines(text))
    assert [p.title for p in pos] == ["教授"]


@pytest.mark.parametrize(
    ("text", "org", "title"),
    [
        (
            "我目前在湖滨大学 Lake–Hill Corporate Lab 担任 Research Fellow,由 Assoc. Prof. Ann Lee "
            "指导。我面向智能制造构建视觉机器人感知系统。",
            "湖滨大学 Lake–Hill Corporate Lab",
            "Research Fellow",
        ),
        (
            "我目前在 Northwind AI 担任研究员,负责大模型训练系统的研发工作。",
            "Northwind AI",
            "研究员",
        ),
        (
            "2021年至2023年在 Lake Research Asia 实习,合作导师为王明博士。",
            "Lake Research Asia",
            "实习",
        ),
    ],
)
def test_a_chinese_bio_names_a_place_written_in_latin_words(text, org, title):
    _, pos = from_prose(make_lines(text))
    assert [(p.organization_raw, p.title) for p in pos] == [(org, title)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Until December 2019, she was a Distinguished Professor of Geology and a Dean's "
            "Fellow at Hill State, where she joined in 2002 as an assistant professor.",
            ("Distinguished Professor of Geology", "Hill State", None, "2019-12"),
        ),
        (
            "She was a lecturer at Hill University until 2019.",
            ("lecturer", "Hill University", None, "2019"),
        ),
        (
            "Until 2020, he was a research scientist at Lake AI.",
            ("research scientist", "Lake AI", None, "2020"),
        ),
    ],
)
def test_a_job_held_until_a_date_ends_then(sentence, expected):
    pos = _one(sentence)
    assert (pos.title, pos.organization_raw, pos.start, pos.end) == expected


def test_a_taglines_unit_takes_the_institution_on_the_line_below():
    text = (
        "Ann Lee\nAssistant Professor, Department of Geology\nHill University\nann@hill.edu\n\n"
        "Publications\n\nA. Lee. Rocks. 2021.\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(p.organization_raw, p.title) for p in cv.positions] == [
        ("Department of Geology, Hill University", "Assistant Professor")
    ]


@pytest.mark.parametrize(
    "sentence, org",
    [
        (
            "After my master's, I worked as a Machine Learning Researcher at Brightleaf.ai in "
            "collaboration with Hill Computing Research Institute under the supervision of "
            "Dr. Ann Lee.",
            "Brightleaf.ai",
        ),
        (
            "I was a research engineer at Lakeside Labs, in partnership with Hill University, "
            "from 2019 to 2021.",
            "Lakeside Labs",
        ),
    ],
)
def test_a_partner_named_after_the_employer_in_a_bio_is_not_the_employer(sentence, org):
    _, jobs = from_prose(make_lines(sentence))
    assert [p.organization for p in jobs] == [org]


def test_a_place_joined_as_a_role_names_the_role_and_its_start():
    """ "I am joining X in 2022 as a Y": the place comes first, the year it was joined is
    when the role begins."""
    pos = _one(
        "I am joining the Hill National University in 2022 as a Research Fellow to work on "
        "lake models with Professor Bo Chen."
    )
    assert (pos.organization_raw, pos.title, pos.start, pos.end) == (
        "Hill National University",
        "Research Fellow",
        "2022",
        None,
    )
    assert pos.supervisors == ["Bo Chen"]
    pos = _one("In 2019 she joined Northwind Labs as a Staff Researcher.")
    assert (pos.organization_raw, pos.title) == ("Northwind Labs", "Staff Researcher")
    # One joins a club as a member: no job.
    assert bio_positions("I joined the Vale Lake Club as a member in 2015.", 1) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "During my master's degree, I was also a research intern at Northwind Labs.",
        "While pursuing my PhD, I was a research intern at Northwind Labs.",
        "**Internships**: During my master's degree, I was a research intern at Northwind Labs.",
    ],
)
def test_a_degree_named_only_as_the_time_of_a_job_leaves_the_job(sentence):
    """A degree named only as when a job was held ("During my master's degree, I was an
    intern at X") makes the sentence a job's, not a degree's."""
    edu, pos = from_prose(make_lines(sentence))
    assert [(p.organization_raw, p.title) for p in pos] == [("Northwind Labs", "research intern")]
    assert edu == []


def test_a_season_of_a_year_is_the_period_of_a_job_told_in_a_bio():
    pos = _one("I was a visiting researcher at Northwind Labs in the summer of 2022.")
    assert (pos.organization_raw, pos.start, pos.end) == ("Northwind Labs", "2022", "2022")
    pos = _one("In Fall 2021 I was a research intern at Northwind Labs.")
    assert (pos.start, pos.end) == ("2021", "2021")


def test_a_role_held_as_of_a_date_or_become_in_one_starts_then():
    """ "As of September 2018, I am a X at Y" and "I became a X of Y in May 2019" name when
    the role began."""
    pos = _one("As of September 2018, I am an assistant professor at the Lake Institute.")
    assert (pos.organization_raw, pos.start, pos.end) == ("Lake Institute", "2018-09", None)
    pos = _one("I became a research fellow at the Hill Institute in May 2019.")
    assert (pos.organization_raw, pos.title, pos.start) == (
        "Hill Institute",
        "research fellow",
        "2019-05",
    )
