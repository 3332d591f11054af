import pytest

from profiles.parsing import parse_bytes
from profiles.parsing.names import (
    is_person_name,
    latin_spelling,
    link_native,
    pinyin,
    split_people,
    strip_titles,
    supervisors_in,
)


def test_it_strips_titles_from_advisors():
    assert strip_titles("Prof. Ada Lovelace") == "Ada Lovelace"
    assert strip_titles("王小明 长聘副教授") == "王小明"
    assert strip_titles("Associate Professor Jane Roe") == "Jane Roe"


def test_it_drops_descriptions_between_advisor_names():
    names = split_people("Dr. Alan Turing, the head of the lab, and Dr. Grace Hopper")
    assert names == ["Alan Turing", "Grace Hopper"]


def test_it_finds_supervisors_in_many_phrasings():
    assert supervisors_in("co-advised by Prof. A. Smith and Dr. Bob Lee") == ["A. Smith", "Bob Lee"]
    assert supervisors_in("under the supervision of Prof. X Ying, Yi Er, and San Wu.") == [
        "X Ying",
        "Yi Er",
        "San Wu",
    ]
    assert supervisors_in("导师: 张三 教授 指导教师: 李四 研究员") == ["张三", "李四"]
    assert supervisors_in("合作导师为王五博士。") == ["王五"]
    assert supervisors_in("Advisor: Prof. Ann Lee, Prof. Bo Chen") == ["Ann Lee", "Bo Chen"]


def test_it_uses_surname_readings_for_pinyin():
    assert pinyin("单雄") == ("shan", "xiong")
    assert pinyin("曾明") == ("zeng", "ming")
    assert latin_spelling("覃立") == "Li Qin"


def test_it_links_a_chinese_name_to_its_latin_spelling():
    assert link_native("王伟", ["Wei Wang", "Li Na"], []) == "Wei Wang"
    assert link_native("赵六", ["Wei Wang"], []) is None


def test_it_links_a_one_character_variant_through_a_coauthor():
    # 刘龔哲 is a variant of 刘譞哲, whose pinyin matches "Xuanzhe Liu".
    assert link_native("刘龔哲", ["Xuanzhe Liu"], ["刘譞哲"]) == "Xuanzhe Liu"


def test_accented_latin_names_are_person_names():
    assert is_person_name("José Núñez")
    assert is_person_name("Renée Müller")
    assert not is_person_name("José")


def test_cv_titles_are_not_chinese_names():
    from profiles.parsing.names import is_person_name

    assert not is_person_name("个人简历")
    assert is_person_name("王思远")


def test_a_supervisor_name_wrapped_onto_the_next_line_is_read_whole():
    from profiles.parsing.names import supervisors_in_lines

    lines = ["Research Intern, Example Labs. Mentor: Dr. Jonas", "Eriksen. Built things."]
    assert supervisors_in_lines(lines) == ["Jonas Eriksen"]
    lines = ["Supervisors: Dr. Ann Lee and Prof. Bo", "Chen"]
    assert supervisors_in_lines(lines) == ["Ann Lee", "Bo Chen"]
    # A complete name is not extended by the next line.
    assert supervisors_in_lines(["Supervisor: Prof. Ann Lee", "M.S. in Physics"]) == ["Ann Lee"]


def test_a_supervisor_whose_title_ends_the_line_is_read_on_the_next():
    from profiles.parsing.names import supervisors_in_lines

    lines = ["Ph.D. in Physics, Example University, 2020, Advisor: Prof.", "Ann Lee. Thesis: heat."]
    assert supervisors_in_lines(lines) == ["Ann Lee"]


@pytest.mark.parametrize(
    "lines",
    [
        ["Scientific supervision: Ann Lee (Hill University) and", "Bo Chen (Acme Corp)"],
        ["Advisors: Prof. Ann Lee &", "Prof. Bo Chen"],
        ["Co-supervised by Ann Lee and", "Bo Chen."],
    ],
)
def test_a_list_of_supervisors_broken_after_its_joining_word_is_read_on(lines):
    from profiles.parsing.names import supervisors_in_lines

    assert supervisors_in_lines(lines) == ["Ann Lee", "Bo Chen"]


def test_a_supervisor_line_ended_by_a_comma_takes_no_line_below():
    from profiles.parsing.names import supervisors_in_lines

    assert supervisors_in_lines(["Advisor: Ann Lee,", "Computer Vision"]) == ["Ann Lee"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Dean Li", True),
        ("Associate Dean", False),
        ("Dean of Students", False),
        ("Dean", False),
    ],
)
def test_dean_opens_a_name_but_ends_a_title(text, expected):
    assert is_person_name(text) is expected


def test_page_titles_and_link_lines_are_not_names():
    assert not is_person_name("About Me")
    assert not is_person_name("English Version")
    assert is_person_name("Dean Li")


def test_a_chinese_name_starts_with_a_surname():
    assert is_person_name("金鑫") and is_person_name("欧阳明") and is_person_name("松本")
    for word in ("团队", "设计基于", "多目视觉"):
        assert not is_person_name(word)
    assert supervisors_in("导师：团队") == []


def test_it_finds_managers_mentors_guides_and_teachers():
    assert supervisors_in("Manager: Jane Roe") == ["Jane Roe"]
    assert supervisors_in("Mentor(s): Dr. Jane Roe, Bo Chen") == ["Jane Roe", "Bo Chen"]
    assert supervisors_in("Guide: Prof. Ann Lee") == ["Ann Lee"]
    assert supervisors_in("instructed by Prof. Ann Lee") == ["Ann Lee"]
    assert supervisors_in("师从张三教授，研究分布式系统") == ["张三"]


def test_advisors_in_small_capitals_with_abbreviated_titles():
    line = (
        "PH.D. CANDIDATE, ADVISED BY PROF. JILONG WANG, PROF. MINGWEI XU, "
        "AND ASSOC. PROF. HAN ZHANG"
    )
    assert supervisors_in(line) == ["Jilong Wang", "Mingwei Xu", "Han Zhang"]


def test_several_role_labels_on_one_line_each_name_their_people():
    line = "Manager: Ada Brook - Mentors: Cole Dunn & Eve Fox"
    assert supervisors_in(line) == ["Ada Brook", "Cole Dunn", "Eve Fox"]
    assert supervisors_in("Manager: Ada Brook | Mentor: Cole Dunn") == ["Ada Brook", "Cole Dunn"]
    assert supervisors_in("主管:Ann Lee、Bo Chen") == ["Ann Lee", "Bo Chen"]


def test_supervision_said_in_other_words():
    assert supervisors_in("Academic tutor: Pr. Jean-Luc Marchand.") == ["Jean-Luc Marchand"]
    assert supervisors_in("Scientific supervision: Ann Lee (Delft)") == ["Ann Lee"]
    assert supervisors_in("Research Assistant, Dr. Ann Lee's supervision") == ["Ann Lee"]
    assert supervisors_in("worked under Dr. Bo Chen's supervision on X") == ["Bo Chen"]
    line = "Selected as an intern under guidance of Professor Ann Lee of the Imaging Lab"
    assert supervisors_in(line) == ["Ann Lee"]
    assert supervisors_in("Supervisor: Prof. Dr. Ann Lee [profile]") == ["Ann Lee"]


def test_supervisors_written_as_links():
    line = "under the supervision of [https://a.edu Prof. Ann Lee] and [\\/https://b.edu Bo Chen]"
    assert supervisors_in(line) == ["Ann Lee", "Bo Chen"]
    assert supervisors_in("supervised by [Ann Lee](https://a.edu/al).") == ["Ann Lee"]


def test_chinese_supervision_with_the_people_before_the_word():
    assert supervisors_in("攻读博士学位期间，由[张三](https://a.cn)教授和李四教授指导。") == [
        "张三",
        "李四",
    ]
    assert supervisors_in("访问博士生，在 王五教授 的指导下进行研究。") == ["王五"]
    assert supervisors_in("担任 Research Fellow，由 Assoc. Prof. Ann Lee 指导。") == ["Ann Lee"]
    assert supervisors_in("在北辰大学实验室接受指导") == []


def test_an_author_named_by_initials_is_spelled_out_by_the_email_address():
    md = (
        "Contact: mira.tanaka@uni.example\n\n## Publications\n\n"
        "- Tanaka M, Roe D, Lee A. Sleep spindles and recall. Manuscript in preparation.\n"
        "- Wu Y, Park E, Tanaka M. (2023). Memory in mice. Brain Letters 11, 132.\n"
    )
    cv = parse_bytes(md.encode(), "cv.md")
    assert cv.name == "Mira Tanaka"


def test_an_advisor_in_pinyin_and_then_in_chinese_is_one_person():
    from profiles.parsing.mentors import same_people_once

    assert same_people_once(["Ming Wang", "王明"]) == ["王明"]  # as the native text writes it
    assert same_people_once(["Ann Lee", "王明"]) == ["Ann Lee", "王明"]


def test_the_first_author_of_half_the_papers_owns_a_list_whose_most_common_author_leads_none():
    papers = [
        ("Tao Wu, Mei Lin, Jun Gao", "Lake color from space"),
        ("Tao Wu, Mei Lin", "Buoy oxygen and algal blooms"),
        ("Tao Wu, Mei Lin, Rui Xu", "Small water bodies from fused sensors"),
        ("Yan Zhou, Mei Lin, Tao Wu", "Duckweed cover from imagery"),
        ("Hao Sun, Mei Lin, Bo Li", "Suspended matter in a large lake"),
        ("Qi Ma, Mei Lin, Lu Chen", "Field calibration of a small spectrometer"),
    ]
    body = "".join(f"- **{t}**  \n  {a}  \n  *Remote Sensing*, 2023\n\n" for a, t in papers)
    cv = parse_bytes(f"## Publications\n\n{body}".encode(), "cv.md")
    assert cv.name == "Tao Wu"


def test_a_homepage_footer_names_its_holder_when_nothing_else_does():
    page = (
        "<html><body><h2>About</h2><p>I am a PhD student at North University.</p>"
        "<h2>Education</h2><ul><li>PhD, North University, 2020 - present</li></ul>"
        "<footer>{}</footer></body></html>"
    )
    cv = parse_bytes(page.format("&copy; 2025 Jane Roe. All rights reserved.").encode(), "a.html")
    assert cv.name == "Jane Roe"
    cv = parse_bytes(page.format("© 2025 Powered by Jekyll").encode(), "a.html")
    assert cv.name is None


def test_a_linkedin_address_of_two_names_names_the_person_when_nothing_else_does():
    page = (
        "---\ntitle: About\n---\n\nI am a PhD student at North University. [LinkedIn]({})\n\n"
        "## Education\n\n- PhD, North University, 2020 - present\n"
    )
    cv = parse_bytes(page.format("https://www.linkedin.com/in/tao-wu-4b2a1c9/").encode(), "a.md")
    assert cv.name == "Tao Wu"
    cv = parse_bytes(page.format("https://www.linkedin.com/in/taowu/").encode(), "a.md")
    assert cv.name is None


def test_a_bracket_after_a_chinese_labelled_advisor_does_not_end_the_list():
    from profiles.parsing.names import supervisors_in

    text = "博士期间，导师为 Prof. Lan Wu (IEEE Fellow) 和 Prof. Bo Chen，研究方向为视觉。"
    assert supervisors_in(text) == ["Lan Wu", "Bo Chen"]


def test_supervision_named_by_advising_and_a_place_after_each_name():
    from profiles.parsing.names import supervisors_in

    assert supervisors_in("My thesis was done under the advising of Ann Lee and Bo Chen.") == [
        "Ann Lee",
        "Bo Chen",
    ]
    text = "Supervised by professor Ann Lee at NTU and co-advised by professor Bo Chen at"
    assert supervisors_in(text) == ["Ann Lee", "Bo Chen"]
    assert supervisors_in("Advised by Dr. Carl Moss at the North Institute.") == ["Carl Moss"]


def test_an_honorific_after_a_chinese_name_is_told_from_a_role_at_a_place():
    from profiles.parsing.mentors import without_people, zh_group_heads
    from profiles.parsing.names import name_before_honorific

    # A name (after a cue, or alone) before 教授 is a person; a place before it is not.
    assert name_before_honorific("师从李明华") == "李明华"
    assert name_before_honorific("加入了王明") == "王明"
    assert name_before_honorific("北山大学") is None
    assert name_before_honorific("物理系") is None
    assert name_before_honorific("团队") is None
    assert zh_group_heads("2022年加入北山大学 王明副教授课题组，从事光学研究") == ["王明"]
    assert zh_group_heads("QLab（北山市重点实验室，李明华教授领导）") == ["李明华"]
    assert zh_group_heads("北山大学物理系教授团队") == []
    assert zh_group_heads("设计基于团队的方法") == []
    assert without_people("QLab（北山市重点实验室，李明华教授领导）") == "QLab（北山市重点实验室）"
    # Written without a comma, the place before the leader stays.
    assert without_people("QLab（北山市重点实验室王明教授领导）") == "QLab（北山市重点实验室）"


def test_the_head_of_the_group_a_chinese_bio_degree_was_done_in_advises_it():
    from profiles.parsing.prose import _zh_education

    (phd,) = _zh_education("2019年我在北山大学王明教授课题组攻读博士学位。", 1)
    assert (phd.degree, phd.advisors) == ("phd", ["王明"])


def test_the_head_named_beside_a_lab_supervises_the_work_there():
    from profiles.parsing import parse_bytes

    text = "张三\n\n实习经历\n\nQLab（北山市重点实验室，李明华教授领导） | 2022.9~2023.2\n"
    (pos,) = parse_bytes(text.encode(), "a.txt").positions
    assert (pos.organization, pos.supervisors) == ("QLab(北山市重点实验室)", ["李明华"])


def test_a_supervision_in_brackets_ends_at_the_closing_bracket():
    from profiles.parsing.names import supervisors_in

    text = (
        "I was a visiting student at North University (under the supervision of Prof. "
        "Ann Lee ).I then worked at South Labs as an engineer."
    )
    assert supervisors_in(text) == ["Ann Lee"]
    assert supervisors_in("MSc, North University (advised by Dr. Bo Chen), 2019") == ["Bo Chen"]


def test_a_chinese_advisor_clause_that_names_its_degree_advises_that_degree_only():
    from profiles.parsing.prose import _zh_education

    told = _zh_education("本科（2016）与博士（2021）均毕业于北山大学，博士导师为王明教授。", 1)
    assert [(e.degree, e.advisors) for e in told] == [("bachelor", []), ("phd", ["王明"])]
    told = _zh_education("2019年博士毕业于北山大学，导师为王明教授。", 1)
    assert [(e.degree, e.advisors) for e in told] == [("phd", ["王明"])]


def test_a_school_known_by_two_words_after_a_supervisor_is_no_person():
    from profiles.parsing.names import supervisors_in

    assert supervisors_in("Mentored by Ann Lee, IIT Kanpur") == ["Ann Lee"]
    assert supervisors_in("Supervisors: Ann Lee, UC Berkeley and Bo Chen, TU Delft") == [
        "Ann Lee",
        "Bo Chen",
    ]
    # A person whose name a university bears is still a person.
    assert supervisors_in("Advisor: Simon Fraser") == ["Simon Fraser"]


def test_one_advisor_told_in_pinyin_and_in_chinese_is_written_in_chinese():
    from profiles.parsing.mentors import same_people_once

    assert same_people_once(["Ming Wang", "王明"]) == ["王明"]
    assert same_people_once(["王明", "Ming Wang"]) == ["王明"]
    assert same_people_once(["Ann Lee", "Ming Wang", "Smith"]) == ["Ann Lee", "Ming Wang", "Smith"]


def test_a_role_label_written_with_an_optional_plural():
    from profiles.parsing.names import supervisors_in, without_supervision

    assert supervisors_in("Advisor(s): Ann Lee and Bo Chen") == ["Ann Lee", "Bo Chen"]
    assert supervisors_in("Supervisor(s): Ann Lee; Co-advisor(s): Bo Chen") == [
        "Ann Lee",
        "Bo Chen",
    ]
    assert without_supervision("Ph.D., North University, Adviser: Ann Lee") == (
        "Ph.D., North University"
    )


def test_the_member_a_thesis_committee_marks_as_advisor_or_chair_is_the_advisor():
    from profiles.parsing.names import supervisors_in

    marked = "Doctoral Committee: Dr. Ann Lee (Advisor), Dr. Bo Chen, Dr. Cy Dahl"
    assert supervisors_in(marked) == ["Ann Lee"]
    chaired = "Thesis committee: Bo Chen, Ann B. Lee (chair), Cy Dahl."
    assert supervisors_in(chaired) == ["Ann B. Lee"]
    # The chair of a conference's committee is nobody's advisor.
    assert supervisors_in("Program Committee: Ann Lee (chair), Bo Chen") == []
    assert supervisors_in("Thesis committee: Ann Lee, Bo Chen") == []


def test_a_supervision_clause_in_brackets_ends_at_its_bracket():
    from profiles.parsing.names import without_supervision

    line = "Ph.D. in Geology (advisor: Prof. Ann Lee), Hill University."
    assert without_supervision(line) == "Ph.D. in Geology, Hill University."
    assert without_supervision("PhD, Hill University, advisor: Ann Lee (Delft)") == (
        "PhD, Hill University"
    )


def test_an_emptied_column_before_a_comma_goes_on_with_the_list_of_advisors():
    from profiles.parsing.names import supervisors_in

    line = "Advisors: Prof. Ann Lee | , Dr. Bo Chen | , Prof. Cy Dahl"
    assert supervisors_in(line) == ["Ann Lee", "Bo Chen", "Cy Dahl"]
    assert supervisors_in("Advisor: Prof. Ann Lee | Sydney, Australia") == ["Ann Lee"]


def test_a_title_written_without_a_space_before_the_name_is_still_a_title():
    from profiles.parsing.names import supervisors_in

    line = "I am a master student, supervised by Prof.[Ann Lee](https://a.edu), and [Bo Chen](b)."
    assert supervisors_in(line) == ["Ann Lee", "Bo Chen"]


def test_now_in_a_chinese_date_opens_no_supervision_clause():
    from profiles.parsing.names import supervisors_in

    assert supervisors_in("2023-现在 某某研究所 | 指导:Prof. 王明") == ["王明"]
    assert supervisors_in("在王明教授的指导下完成") == ["王明"]


def test_a_name_set_as_a_heading_may_end_in_a_colon():
    text = "Mara Holt:\n\nPhD Student\nHill University\n\nEducation:\n\nPhD, Hill University\n"
    assert parse_bytes(text.encode(), "cv.md").name == "Mara Holt"


@pytest.mark.parametrize(
    "text",
    [
        "指导老师：Prof. Ann Lee, Prof. Bo Li",
        "导师 Supervisor: Ann Lee, Bo Li",
        "PhD, Hill University, 导师：Dr. Ann Lee (MIT), Bo Li",
    ],
)
def test_latin_names_after_a_chinese_label_are_a_list(text):
    assert supervisors_in(text) == ["Ann Lee", "Bo Li"]


def test_a_latin_name_among_chinese_ones_after_a_chinese_label():
    assert supervisors_in("导师：Ann Lee 教授、张三 副教授") == ["Ann Lee", "张三"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("在物理学院王小明老师指导下研究", ["王小明"]),
        ("在国发院李立行老师指导下完成", ["李立行"]),
        ("导师：东方大学计算机系赵敏教授", ["赵敏"]),
        ("由东方大学教授指导", []),
    ],
)
def test_a_chinese_teacher_written_after_their_school_is_read_without_it(text, expected):
    assert supervisors_in(text) == expected


def test_a_supervisor_whose_accents_are_set_as_marks_is_read_accented():
    text = "Built a detector under the supervision of Mari\u0301a Lo\u0301pez C\u0131\u0301d. Then"
    assert supervisors_in(text) == ["María López Cíd"]


@pytest.mark.parametrize("name", ["洪小明", "赖华"])
def test_common_surnames_open_chinese_names(name):
    assert is_person_name(name)


def test_a_supervisor_named_before_the_clause_that_follows_ends_at_its_pronoun():
    text = "Under the guidance of Prof. Ann B. Lee I was in the position to study tides."
    assert supervisors_in(text) == ["Ann B. Lee"]
    assert supervisors_in("Advised by Bo Chen we built a planner") == ["Bo Chen"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Thanks to my supervisor Ann Lee for her help.", ["Ann Lee"]),
        ("I thank my PhD advisor, Prof. Bo Chen, and", ["Bo Chen"]),
        ("My advisor and I wrote a survey.", []),
    ],
)
def test_my_supervisor_before_a_name_names_it(text, expected):
    assert supervisors_in(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Advisors: Profs. Ann Lee and Bo Chen",
        "Supervised by Professors Ann Lee and Bo Chen",
        "Advisors: Drs. Ann Lee and Bo Chen",
    ],
)
def test_a_title_in_the_plural_before_a_list_of_supervisors_is_a_title(text):
    assert supervisors_in(text) == ["Ann Lee", "Bo Chen"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Thesis Advisor – Prof. Ann Lee", ["Ann Lee"]),
        ("Advisor | Ann Lee", ["Ann Lee"]),
        ("Research Mentor - Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Academic Advisor – Hill University", []),
        ("Peer Advisor - Residence Life", []),
    ],
)
def test_a_supervision_label_that_opens_the_line_may_end_in_a_dash_or_a_bar(text, expected):
    assert supervisors_in(text) == expected


def test_a_second_supervisor_introduced_by_under_is_read():
    text = "Mentored by Ann Lee, under Bo Chen   May - August 2017"
    assert supervisors_in(text) == ["Ann Lee", "Bo Chen"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("PhD student (advisor Ann Lee)", ["Ann Lee"]),
        ("Master thesis, supervisors Ann B. Lee and Bo Chen", ["Ann B. Lee", "Bo Chen"]),
        ("served as advisor NASA Ames", []),
        ("promoted to supervisor Spring 2019", []),
        ("Advisor Board Member", []),
    ],
)
def test_a_role_word_in_lower_case_before_a_name_names_the_supervisor(text, expected):
    assert supervisors_in(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Host Professor: Ann Lee", ["Ann Lee"]),
        ("Supervising Scientist: Dr. Ann Lee", ["Ann Lee"]),
        ("Principal Investigator: Ann Lee", ["Ann Lee"]),
        ("P.I.: Ann Lee", ["Ann Lee"]),
        ("Supervisor (primary): Ann Lee; Supervisor (secondary): Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Co-Principal Investigator, Tide Grant", []),
    ],
)
def test_more_supervision_labels_name_the_supervisors(text, expected):
    assert supervisors_in(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Supervisor: Prof. Dr.-Ing. Ann Lee",
        "Supervisor: Univ.-Prof. Dr. Ann Lee",
        "Betreuer: Prof. Dr. habil. Ann Lee",
        "Supervisor: Dr. rer. nat. Ann Lee",
        "Supervisor: PD Dr. Ann Lee",
    ],
)
def test_german_academic_titles_before_a_supervisor_are_titles(text):
    assert supervisors_in(text) == ["Ann Lee"]


def test_the_leaders_of_a_project_named_before_led_by_are_not_supervisors():
    from profiles.parsing.names import supervisors_in

    assert supervisors_in('Research Assistant, project "Harbours of the Sea" led by Ann Lee.') == []
    assert supervisors_in("Excavation project led by Ann Lee and Bo Chen in Hill Town.") == []
    # A team or a study led by someone: the person worked under them.
    assert supervisors_in("Member of the vision team led by Ann Lee.") == ["Ann Lee"]
    assert supervisors_in("Research Assistant, led by Prof. Ann Lee.") == ["Ann Lee"]


@pytest.mark.parametrize(
    "text, expected",
    [
        # A form's label in one cell, the people in the next.
        ("Supervisors: | Dr. Ann Lee and Dr. B. Carl Moss", ["Ann Lee", "B. Carl Moss"]),
        ("Supervisor: | Dr. Ann Lee", ["Ann Lee"]),
        # People set apart by bullets, as a template lists them on one line.
        ("Supervisors: Prof. Ann Lee • Dr. Bo Chen • Cy Dee", ["Ann Lee", "Bo Chen", "Cy Dee"]),
    ],
)
def test_supervisors_after_a_cell_break_or_between_bullets(text, expected):
    assert supervisors_in(text) == expected


def test_titled_supervisors_in_cells_are_one_list():
    # Bullets between names that a PDF's layout turned into cell breaks.
    assert supervisors_in("Supervisors: Prof. Ann Lee | Prof. Bo Chen | Dr. Cy Dee") == [
        "Ann Lee",
        "Bo Chen",
        "Cy Dee",
    ]
