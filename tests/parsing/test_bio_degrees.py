"""Degrees told in a bio's sentences, each with its own place, years and advisors."""

import pytest

from profiles.parsing import parse_bytes
from profiles.parsing.bio_degrees import bio_degrees


def _read(sentence: str) -> list[tuple]:
    return [
        (e.institution_raw, e.degree, e.start, e.end, e.advisors) for e in bio_degrees(sentence, 1)
    ]


def test_two_degrees_at_two_places_in_the_years_given_respectively():
    assert _read(
        "Before that, I received my bachelor and master degree from Hill Institute of "
        "Technology in 2018 and Lakeside University in 2021, respectively."
    ) == [
        ("Hill Institute of Technology", "bachelor", None, "2018", []),
        ("Lakeside University", "master", None, "2021", []),
    ]


def test_degrees_that_share_a_place_share_its_advisor():
    assert _read(
        "Before that, I received my B.S. in Physics and an M.S. in Computer Science from "
        "Lakeside University, where I was advised by Ann Lee."
    ) == [
        ("Lakeside University", "bachelor", None, None, ["Ann Lee"]),
        ("Lakeside University", "master", None, None, ["Ann Lee"]),
    ]
    assert _read(
        "I hold a double BSc in Mathematics and Physics and an MSc in Data Science, both "
        "from the Lakeside University."
    ) == [
        ("Lakeside University", "bachelor", None, None, []),
        ("Lakeside University", "master", None, None, []),
    ]


def test_a_place_named_before_its_degree():
    assert _read(
        "In August 2021, I graduated from the Hill Institute of Technology with a B.Tech. "
        "in Computer Science and a Minor in Statistics."
    ) == [("Hill Institute of Technology", "bachelor", None, "2021-08", [])]


def test_a_current_degree_since_a_season_with_two_advisors_at_a_school_of_a_university():
    assert _read(
        "I am a Ph.D. candidate at the College of Circuits, Lakeside University, under the "
        "co-supervision of Prof. Ann Lee and Prof. Bo Chen since Fall 2022."
    ) == [("College of Circuits, Lakeside University", "phd", "2022", None, ["Ann Lee", "Bo Chen"])]


def test_a_place_without_an_organisation_word_after_at():
    found = bio_degrees(
        "Previously, I obtained my PhD at Norvane Paris, in the Department of Signals "
        "(DS), under the supervision of Ann Lee.",
        1,
    )
    assert [(e.institution, e.advisors) for e in found] == [("Norvane Paris", ["Ann Lee"])]


def test_one_degree_told_twice_and_other_peoples_degrees():
    assert _read(
        "I completed my undergraduate education at Hill University, receiving a Bachelor's "
        "in Art, as well as a Master's and a Ph.D. in Design, at Lakeside University."
    ) == [
        ("Hill University", "bachelor", None, None, []),
        ("Lakeside University", "master", None, None, []),
        ("Lakeside University", "phd", None, None, []),
    ]
    assert _read("I mentor undergraduate students at Hill University.") == []
    assert _read("I am looking for PhD students at Hill University.") == []


def test_a_bio_date_keeps_the_month_it_names():
    assert _read("I received my Ph.D. from Lakeside University in June 2021.") == [
        ("Lakeside University", "phd", None, "2021-06", [])
    ]
    assert _read("I am a PhD student at Lakeside University since September 2022.") == [
        ("Lakeside University", "phd", "2022-09", None, [])
    ]


def test_the_person_a_doctorate_was_done_with_is_its_advisor():
    assert _read(
        "I received my Ph.D. degree from Lakeside University in 2023, where I worked with "
        "Prof. Ann Lee."
    ) == [("Lakeside University", "phd", None, "2023", ["Ann Lee"])]


def test_a_range_with_months_and_a_range_that_opens_the_sentence():
    assert _read("I was a Ph.D. student at Hill University from Sep. 2019 to June 2023.") == [
        ("Hill University", "phd", "2019-09", "2023-06", [])
    ]
    assert _read("From 2016 to 2020, I was an undergraduate student at Hill University.") == [
        ("Hill University", "bachelor", "2016", "2020", [])
    ]


def test_a_degree_whose_sentence_names_no_place_advises_the_listed_degree():
    from profiles.parsing import parse_bytes

    page = (
        "# Ann Lee\n\n## About me\n\n"
        "I am a final-year PhD student, advised by Prof. Carl Moss. I like hiking a lot.\n\n"
        "## Education\n\n- PhD in Physics, North University, 2021 - present\n"
        "- BSc in Physics, South University, 2017 - 2021\n"
    )
    cv = parse_bytes(page.encode(), "a.md")
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", ["Carl Moss"]),
        ("bachelor", []),
    ]
    # Told alone, a degree without a place is no record.
    assert bio_degrees("I am a PhD student, advised by Prof. Carl Moss.", 1) == []


def test_an_advisors_sentence_names_those_of_the_degree_told_just_before_it():
    from profiles.parsing import parse_bytes

    page = (
        "# Ann Lee\n\n## About me\n\n"
        "I completed my PhD in Physics at North University in 2020. I was advised by "
        "Prof. Carl Moss. Before that, I received my BSc from South University in 2015, "
        "advised by Dr. Bo Chen.\n"
    )
    cv = parse_bytes(page.encode(), "a.md")
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", ["Carl Moss"]),
        ("bachelor", ["Bo Chen"]),
    ]


def test_a_titled_person_a_degree_was_done_with_is_its_advisor():
    (phd,) = bio_degrees("I did my PhD at North University, with Prof. Carl Moss.", 1)
    assert phd.advisors == ["Carl Moss"]
    (bsc,) = bio_degrees(
        "I received my BSc from North University in 2015, where I worked with Dr. Bo Chen "
        "and Prof. Ann Lee on optics.",
        1,
    )
    assert bsc.advisors == ["Bo Chen", "Ann Lee"]
    # A person worked with after the degree is the later job's.
    (phd,) = bio_degrees(
        "I completed my PhD at North University in 2015 and then joined South Labs with "
        "Prof. Carl Moss.",
        1,
    )
    assert phd.advisors == []
    # Untitled, "with" is no supervision: "with honors", "with a minor".
    (ba,) = bio_degrees("I received my BSc from North University with honors in 2015.", 1)
    assert ba.advisors == []


def test_an_abbreviated_academic_rank_does_not_end_a_bio_sentence():
    from profiles.parsing import parse_bytes

    page = (
        "# Ann Lee\n\n## About me\n\n"
        "I was a visiting scholar at North University in 2022, advised by Assoc. Prof. "
        "Carl Moss. I enjoy hiking.\n"
    )
    (visit,) = parse_bytes(page.encode(), "a.md").education
    assert (visit.degree, visit.advisors) == ("visiting", ["Carl Moss"])


def test_a_year_in_brackets_after_a_finished_degree_is_its_end():
    assert _read(
        "I received my B.S. (2016) and Ph.D. (2021) from Lakeside University, advised by Ann Lee."
    ) == [
        ("Lakeside University", "bachelor", None, "2016", []),
        ("Lakeside University", "phd", None, "2021", ["Ann Lee"]),
    ]


def test_a_degree_still_to_come_takes_its_year_as_the_expected_end():
    [e] = bio_degrees("I will receive my Ph.D. from Lakeside University in May 2026.", 1)
    assert (e.degree, e.start, e.end, e.expected) == ("phd", None, "2026-05", True)


def test_a_degree_named_to_date_a_stay_is_not_a_degree_at_the_stay():
    assert _read("During my Ph.D. studies, I was a visiting student at Lakeside University.") == [
        ("Lakeside University", "visiting", None, None, [])
    ]


def test_whom_the_person_worked_with_after_the_degree_is_not_its_advisor():
    sentence = "I did my PhD at Stanford University, and then worked with Prof. Bo Chen at MIT."
    assert [e.advisors for e in bio_degrees(sentence, 1)] == [[]]
    sentence = (
        "I did my PhD at Stanford University with Prof. Ann Lee, and then worked with "
        "Prof. Bo Chen at MIT."
    )
    assert [e.advisors for e in bio_degrees(sentence, 1)] == [["Ann Lee"]]


def test_a_degree_dated_with_a_numeric_month():
    assert _read("I received my Ph.D. in chemistry from Lakeside University in 2024.07.") == [
        ("Lakeside University", "phd", None, "2024-07", [])
    ]
    assert _read("From 09/2016 to 06/2020, I studied for my B.S. at Hill University.") == [
        ("Hill University", "bachelor", "2016-09", "2020-06", [])
    ]


def test_the_thesis_of_my_degree_names_the_degree_and_its_advisors():
    sentence = (
        "I received an award for my B.Tech. thesis on tides under the guidance of Prof. Ann Lee."
    )
    assert [(e.degree, e.advisors) for e in bio_degrees(sentence, 1, placeless=True)] == [
        ("bachelor", ["Ann Lee"])
    ]
    # Someone else's thesis is no degree of the writer's.
    assert (
        bio_degrees("I co-supervised a master thesis with Prof. Bo Chen.", 1, placeless=True) == []
    )


def test_the_head_of_the_group_a_doctorate_is_done_in_advises_it():
    for sentence in (
        "I am a PhD candidate at Hill University in the group of Prof. Ann Lee.",
        "I am a PhD student at Hill University in Ann Lee's lab.",
    ):
        assert [(e.degree, e.advisors) for e in bio_degrees(sentence, 1)] == [("phd", ["Ann Lee"])]


def test_a_clause_after_degrees_with_a_doctorate_advises_the_doctorate():
    assert _read(
        "He received his Ph.D. and B.S. from Lakeside University in 2021 and 2016, "
        "respectively, under the supervision of Prof. Ann Lee."
    ) == [
        ("Lakeside University", "phd", None, "2021", ["Ann Lee"]),
        ("Lakeside University", "bachelor", None, "2016", []),
    ]
    # Each degree with its own advisor keeps it.
    assert [
        e.advisors
        for e in bio_degrees(
            "I received my B.S. from Vale University, advised by Bo Chen, and my Ph.D. from "
            "Lakeside University, advised by Ann Lee.",
            1,
        )
    ] == [["Bo Chen"], ["Ann Lee"]]


def test_bold_marks_markdown_left_unread_do_not_hide_the_place():
    from profiles.parsing.bio_degrees import bio_degrees

    told = bio_degrees(
        "Since November 2022 I am completing a PhD in physics at ** Hill University **", 3
    )
    assert [(e.institution_raw, e.degree, e.start) for e in told] == [
        ("Hill University", "phd", "2022-11")
    ]


@pytest.mark.parametrize(
    ("text", "school", "degree", "end"),
    [
        (
            "个人简历表\n姓 名 | 王明 | 性 别 | 男 | 出生年月 | 1995.03\n\n"
            "政治面貌 | 团员 | 学院 | 湖滨职业技术学院\n(大专)\n\n所学专业 | 软件技术\n\n"
            "毕业时间 | 2017.6 | 薪资 | 面议\n\n工作经历\n\n"
            "2016/08--至今 | 湖滨科技有限公司 | 工程师\n",
            "湖滨职业技术学院",
            "other",
            "2017-06",
        ),
        (
            "李华\n\n基本信息\n\n姓名 | 李华 | 毕业学校 | 山湖大学 | 学历 | 本科\n"
            "毕业时间 | 2020.07 | 电话 | 13800000000\n\n工作经历\n\n"
            "2020.07-至今 湖滨科技有限公司 工程师\n",
            "山湖大学",
            "bachelor",
            "2020-07",
        ),
        (
            "张伟\n学 校 | 北湖理工学院 | 学 历 | 硕士研究生\n\n项目经历\n\n湖滨数据平台\n",
            "北湖理工学院",
            "master",
            None,
        ),
    ],
)
def test_a_personal_details_form_names_the_school(text, school, degree, end):
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [(school, degree, end)]


@pytest.mark.parametrize(
    "text",
    [
        # A form field naming a school that is not a school's name.
        "王明\n学院 | 计算机 | 专业 | 软件\n\n工作经历\n\n"
        "2016/08--至今 | 湖滨科技有限公司 | 工程师\n",
        # An education section lists the degree: the form's school adds nothing.
        "王明\n毕业院校 | 山湖大学 | 学历 | 本科\n\n教育经历\n\n"
        "2013.09-2017.06 山湖大学 计算机 本科\n",
    ],
)
def test_a_form_gives_no_second_or_false_school(text):
    cv = parse_bytes(text.encode(), "cv.txt")
    assert len(cv.education) <= 1
    assert all(e.institution_raw != "计算机" for e in cv.education)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "I obtained a master in math from Lake University, and one from University of "
            "Hill, specializing in algebra.",
            [("Lake University", "master", None), ("University of Hill", "master", None)],
        ),
        (
            "She holds a B.Sc. from Hill University and another from the Lake Institute of "
            "Technology.",
            [
                ("Hill University", "bachelor", None),
                ("Lake Institute of Technology", "bachelor", None),
            ],
        ),
        (
            "I received a B.S. from Hill University in 2015, and one from Lake University in 2016.",
            [("Hill University", "bachelor", "2015"), ("Lake University", "bachelor", "2016")],
        ),
    ],
)
def test_a_degree_told_again_at_a_second_place(sentence, expected):
    assert [(e.institution_raw, e.degree, e.end) for e in bio_degrees(sentence, 1)] == expected


def test_a_joining_word_after_a_place_is_not_its_name():
    found = bio_degrees("I got my PhD from Hill University and one paper award.", 1)
    assert [e.institution_raw for e in found] == ["Hill University"]


@pytest.mark.parametrize(
    ("text", "name", "school"),
    [
        (
            "Ann Lee\nPhD Candidate in Geology\nHill University\n\n"
            "Publications\n\nA. Lee. Rocks.\n",
            "cv.txt",
            "Hill University",
        ),
        (
            "# Ann Lee\n\nMaster's Student in Data Science\nHill University\n\n"
            "## Publications\n\n- A. Lee. Rocks.\n",
            "cv.md",
            "Hill University",
        ),
    ],
)
def test_a_header_role_line_naming_the_field_studied_names_the_degree(text, name, school):
    cv = parse_bytes(text.encode(), name)
    assert [e.institution_raw for e in cv.education] == [school]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "汤明履历\n\n个人信息\n\n- 性别:男\n- 学历:山湖大学软件工程专业工学学士\n"
            "  湖滨大学计算机科学系理学学士\n- 联系电话:13800000000\n\n教育经历\n\n"
            "- 05/9 - 09/6 山湖大学软件学院\n",
            "cv.md",
        ),
        (
            "汤明\n\n基本信息\n\n学历：山湖大学软件工程专业工学学士\n湖滨大学计算机科学系理学学士\n"
            "电话：13800000000\n",
            "cv.txt",
        ),
    ],
)
def test_a_labelled_school_field_may_give_a_second_school_on_the_next_line(text, name):
    cv = parse_bytes(text.encode(), name)
    assert "湖滨大学" in [e.institution_raw for e in cv.education]


def test_a_line_under_a_labelled_school_without_a_degree_is_no_school():
    text = "汤明\n\n基本信息\n\n学历：山湖大学软件工程专业工学学士\n湖滨大学附近居住\n"
    cv = parse_bytes(text.encode(), "cv.txt")
    assert all(e.institution_raw != "湖滨大学" for e in cv.education)


def test_the_place_after_from_is_the_degrees_not_its_subject_before_it():
    sentence = (
        "She received the M.Sc. degree in Physics from Vale University, and the Ph.D. degree "
        "in Signal Processing, Control and Information Technologies Engineering from the "
        "University of Hill, Lakeland."
    )
    assert [(e.institution_raw, e.degree) for e in bio_degrees(sentence, 1)] == [
        ("Vale University", "master"),
        ("University of Hill", "phd"),
    ]


def test_be_and_me_before_their_subject_are_degrees():
    sentence = (
        "I received my BE in Automation and ME in Control Theory from Hill University, "
        "and my MS in Physics from Vale University."
    )
    assert [(e.institution_raw, e.degree) for e in bio_degrees(sentence, 1)] == [
        ("Hill University", "bachelor"),
        ("Hill University", "master"),
        ("Vale University", "master"),
    ]


@pytest.mark.parametrize(
    "text, school",
    [
        ("我是艾伦·斯密研究所的博士研究生。", "艾伦·斯密研究所"),
        ("博士研究生 · 艾伦・斯密大学（ASU）", "艾伦・斯密大学"),
    ],
)
def test_a_chinese_school_named_after_a_foreign_person_keeps_the_dot_in_the_name(text, school):
    from profiles.parsing.prose import from_prose
    from profiles.parsing.text import make_lines

    edu, _ = from_prose(make_lines(text))
    assert [(e.institution, e.degree) for e in edu] == [(school, "phd")]


def test_a_span_of_years_opening_the_sentence_dates_its_stay():
    assert _read(
        "During 2018~2019, I studied as an exchange student at Hill University, Germany, "
        "under the supervision of Prof. Ann Lee."
    ) == [("Hill University", "visiting", "2018", "2019", ["Ann Lee"])]
    assert _read("In 2016-2017, I was a visiting student at Vale University.") == [
        ("Vale University", "visiting", "2016", "2017", [])
    ]
