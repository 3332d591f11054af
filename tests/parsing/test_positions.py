"""Positions and their supervisors, on short CVs written for these tests."""

from profiles.parsing import parse_bytes
from profiles.parsing.entries import Entry
from profiles.parsing.mentors import (
    group_heads,
    head_mentors,
    same_people_once,
    with_people,
    without_people,
    worked_under,
    worked_with,
)
from profiles.parsing.positions import parse_position
from profiles.parsing.text import Line


def _positions(text: str):
    return parse_bytes(text.encode(), "cv.txt").positions


def test_titled_people_in_a_junior_position_head_are_its_supervisors():
    line = "Postdoctoral Research Assistant with Dr. Ann Lee and Dr. Bo Chen, Orbit Institute"
    assert head_mentors([line]) == ["Ann Lee", "Bo Chen"]
    assert without_people(line) == "Postdoctoral Research Assistant, Orbit Institute"
    line = "Research Intern, Dr. Cy Dunn's group, Center for Imaging Research"
    assert head_mentors([line]) == ["Cy Dunn"]
    assert without_people(line) == "Research Intern, Center for Imaging Research"
    assert head_mentors(["Research Intern on NLP | Dr. Eve Fox"]) == ["Eve Fox"]
    assert head_mentors(["Teaching Assistant: Algorithms (Dr. Ann Lee, Prof. M.K. Rao)"]) == [
        "Ann Lee",
        "M. K. Rao",
    ]
    assert head_mentors(["Reference: Prof. Ann Lee, PhD advisor"]) == []
    assert head_mentors(["Professor of Physics, Lakeside University"]) == []


def test_the_details_name_who_the_work_was_with():
    lines = ["- Worked with Dr. Ann Lee and completed 2 projects.", "Worked for Dr.Bo Chen on X"]
    assert worked_with(lines) == ["Ann Lee", "Bo Chen"]
    assert worked_with(["- Coordinated the trial under Dr. Cy Dunn, managing"]) == ["Cy Dunn"]
    assert worked_with(["- Collaborated with Dr. Ann Lee"]) == []


def test_one_person_is_named_once():
    assert same_people_once(["J. Tinsley Oden", "Tinsley Oden", "张三", "San Zhang"]) == [
        "J. Tinsley Oden",
        "张三",
    ]


def test_a_position_reads_its_supervisors_and_keeps_its_title_and_place():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "- Graduate Research Assistant for Dr. Ann Lee, LASP, Lakeside University (2016-2020)\n"
        "- Research Assistant, advised by Prof. Bo Chen, Vision Lab, Hill University, 2014-2015\n"
    )
    first, second = _positions(text)
    assert (first.title, first.organization_raw) == (
        "Graduate Research Assistant",
        "LASP, Lakeside University",
    )
    assert first.supervisors == ["Ann Lee"]
    assert second.organization_raw == "Vision Lab, Hill University"
    assert second.supervisors == ["Bo Chen"]


def test_a_senior_role_with_a_colleague_names_no_supervisor():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "- Senior Researcher, Northwind Labs, 2016-2020\n"
        "  Worked with Dr. Ann Lee on product search.\n"
    )
    assert _positions(text)[0].supervisors == []


def test_a_line_naming_the_course_instructor_is_not_a_title():
    text = (
        "Jane Doe\n\nTeaching\n\n"
        "Teaching Assistant, Lakeside University | Fall 2021\n"
        "Instructor: Lee, Ann\n"
    )
    pos = _positions(text)[0]
    assert pos.title == "Teaching Assistant"
    assert pos.supervisors == []


def test_a_paragraph_of_details_set_apart_from_its_job_gives_the_job_its_supervisor():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Research Intern | June 2017 - Sept. 2017\n"
        "Signal Group, Northwind Institute, Germany\n\n"
        "I designed a singing voice detector from weak labels under the supervision of\n"
        "Ann Lee. It reached the best accuracy of its time.\n\n"
        "Research Assistant | Aug 2018 - Aug 2019\n"
        "Vision Lab, Lakeside University\n"
    )
    first, second = _positions(text)
    assert first.supervisors == ["Ann Lee"]
    assert second.supervisors == []


def test_a_job_listed_under_a_projects_heading_is_a_position():
    text = (
        "张三\n\n教育背景\n\n2016.09 - 2021.06 北辰大学 博士\n\n研究经历\n\n"
        "2021.07 - 至今 博士后研究员, 南湖大学, 新加坡\n导师: 贝小辉教授\n"
        "2019.03 - 2020.01 星河数据中心 知识图谱组 实习生\n"
        "2018.01 - 2018.12 基于图网络的情感分类\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(p.organization_raw, p.title) for p in cv.positions] == [
        ("南湖大学", "博士后研究员"),
        ("星河数据中心", "实习生"),
    ]
    assert cv.positions[0].supervisors == ["贝小辉"]
    assert [p.title for p in cv.projects] == ["基于图网络的情感分类"]


def test_a_project_with_a_student_lead_or_a_person_first_stays_a_project():
    text = (
        "Jane Doe\n\nProjects\n\n"
        "Acme Research Fund, Route planning, 2022.08-2023.07, student lead\n"
        "Ann Lee (2020, Acme intern, now at Acme Labs), 2020-2023\n"
    )
    assert _positions(text) == []


def test_teaching_entries_keep_their_course_and_their_institution():
    text = (
        "Jane Doe\n\nTeaching Experience\n\n"
        "Lakeside University\n"
        "2024 Fall | Instructor, Intermediate Microeconomics\n"
        "2023 Spring | Teaching Assistant, Public Finance\n"
        "ME 322 | Machine Design I | Fall 2022\n"
        "Mar 2024 | Diffusion Models, Hill University\n"
    )
    assert [(p.organization_raw, p.title, p.start) for p in _positions(text)] == [
        ("Lakeside University", "Instructor, Intermediate Microeconomics", "2024"),
        ("Lakeside University", "Teaching Assistant, Public Finance", "2023"),
    ]


def test_a_role_at_a_conference_is_not_a_position():
    text = (
        "Jane Doe\n\nOther Experience\n\n"
        "2024 Speaker at 35th Game Theory Conference, Stony Brook\n"
        "2022 Graduate assistant of 33rd Game Theory Conference, Stony Brook\n"
        "2021 Research Intern, Northwind Labs\n"
    )
    assert [p.organization_raw for p in _positions(text)] == ["Northwind Labs"]


def test_an_organization_with_its_legal_suffix_or_alone_before_its_country():
    text = (
        "Jane Doe\n\nIndustrial Experience\n\n"
        "2025 – now Technical Content Consultant, Superlinked, Inc., Remote\n"
        "2020 – 2021 Data Scientist, Neshan Maps, Iran\n"
        "Used deep networks trained on large user datasets to estimate speeds on each road of\n"
        "the Tehran Traffic Control Center network. It cut errors by a third.\n"
    )
    assert [(p.organization_raw, p.title) for p in _positions(text)] == [
        ("Superlinked, Inc.", "Technical Content Consultant"),
        ("Neshan Maps", "Data Scientist"),
    ]


def test_clubs_awards_and_run_on_sentences_are_not_positions():
    text = (
        "Jane Doe\n\nOther Positions\n\n"
        "Vice-President, Graduate Student Club | 2019 - 2022\n\n"
        "Outstanding Early Career Researcher Award, Hill University | 2025\n\n"
        "Postgraduate Teaching Assistant, Lakeside University | Oct 2013 - Dec 2018\n"
    )
    assert [p.title for p in _positions(text)] == ["Postgraduate Teaching Assistant"]
    run_on = Line(1, "", "assessed coursework | Promoted to senior TA in 2015")
    assert parse_position(Entry(lines=[run_on])) is None
    head = Line(3, "", "Market Research Assistant, Hill University | Sep - Dec 2018")
    assert parse_position(Entry(lines=[run_on, head])).title == "Market Research Assistant"


def test_the_title_is_the_short_line_not_the_description_that_names_assistants():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Semblar AI, London, UK\n"
        "Founder & Tech Lead, Sep 2023 – Dec 2024\n"
        "Built voice-based intelligent assistants for councils and clinics across the UK\n"
    )
    pos = _positions(text)[0]
    assert (pos.organization_raw, pos.title) == ("Semblar AI", "Founder & Tech Lead")


def test_details_set_apart_from_a_degree_listed_under_experience_give_its_advisors():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Doctoral Candidate\nLakeside University of Technology\nJuly 2013 – Ongoing\n\n"
        "- Thesis title: Fast Solvers\n\n"
        "- Scientific supervision: Ann Lee (Lakeside) and Bo Chen (Northwind)\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [a for e in cv.education for a in e.advisors] == ["Ann Lee", "Bo Chen"]


def test_a_run_on_line_naming_a_thesis_is_the_details_of_the_job_before():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Researcher - Internship | Lyon, France\n"
        "NORTHWIND | 2016\n"
        "- Investigated temporal pattern mining for trajectory detection in static\n\n"
        "videos (C++) (Master's thesis project).\n"
        "- Academic tutor: Pr. Jean-Luc Marchand.\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert cv.education == []
    assert cv.positions[0].supervisors == ["Jean-Luc Marchand"]


def test_a_role_without_a_place_takes_only_an_employer_named_on_a_line_of_its_own():
    text = (
        "Jane Doe\n\nTeaching\n\n"
        "(2020–present) Lakeside University, School of Professional Studies – Math Tutor\n"
        "(2018–2020) Private Math Tutor\n\n"
        "Hill University\n"
        "2017 Fall | Teaching Assistant, Calculus\n"
        "2016 Fall | Teaching Assistant, Algebra\n"
    )
    assert [p.organization_raw for p in _positions(text)] == [
        "Lakeside University, School of Professional Studies",
        None,
        "Hill University",
        "Hill University",
    ]


def test_a_wrapped_description_is_not_the_place_and_later_roles_keep_the_employer():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Quillwork, Leeds, UK\n"
        "Senior Data Scientist, Dec 2021 – Jan 2023\n"
        "Designed models to infer the preferences of users, enabling the\n"
        "company's first large-scale reporting and unlocking new client insights and\n"
        "2 patents\n"
        "Data Scientist, Dec 2018 – Dec 2021\n"
        "Built a verification system for spoken dialogue users\n"
    )
    assert [(p.organization_raw, p.title) for p in _positions(text)] == [
        ("Quillwork", "Senior Data Scientist"),
        ("Quillwork", "Data Scientist"),
    ]


def test_roles_set_above_their_place_and_dates_are_read_with_them():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Research Assistant on Machine Learning   Dr. Ann Lee\n"
        "-\n\n"
        "Lakeside University, USA   Feb 2020 – Now\n\n\n"
        "Built a pretraining framework for health records.\n"
        "Summary: a unified model for several kinds of records.\n"
        "Research Intern on Knowledge Graphs   Dr. Bo Chen\n"
        "-\n\n"
        "Northwind Research Lab, Oslo, Norway   Mar 2019 – Jan 2020\n\n\n"
        "Designed a retrieval model for trial protocols.\n"
    )
    got = [(p.organization_raw, p.title, p.start, p.supervisors) for p in _positions(text)]
    assert got == [
        ("Lakeside University", "Research Assistant on Machine Learning", "2020-02", ["Ann Lee"]),
        ("Northwind Research Lab", "Research Intern on Knowledge Graphs", "2019-03", ["Bo Chen"]),
    ]


def test_a_role_line_below_a_dated_place_line_stays_with_that_place():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Lakeside University   2021 – 2022\n"
        "Lecturer of Finance\n\n"
        "Hill University   2019 – 2021\n"
        "Associate Lecturer of Finance\n"
    )
    got = [(p.organization_raw, p.title) for p in _positions(text)]
    assert got == [
        ("Lakeside University", "Lecturer of Finance"),
        ("Hill University", "Associate Lecturer of Finance"),
    ]


def test_a_place_line_with_its_own_dates_heads_no_roles_below_it():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Research Assistant   Dr. Ann Lee\n\n"
        "Lakeside University, USA   Feb 2020 – Now\n\n"
        "Research Intern   Dr. Bo Chen\n\n"
        "Quillwork, USA   June 2023 – Aug 2023\n"
    )
    found = [p.organization_raw for p in _positions(text)][:2]
    assert found == ["Lakeside University", "Quillwork"]


def test_a_title_run_into_its_place_without_a_separator_is_split_from_it():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "PostDoctoral Researcher Department of Zoology, Hill University   2020 – 2022\n\n"
        "Research Intern Computer Vision Lab Northwind   2017\n\n"
        "Head of Research at Quillwork Group   2023 – present\n"
    )
    got = [(p.organization_raw, p.title) for p in _positions(text)]
    assert got == [
        ("Department of Zoology, Hill University", "PostDoctoral Researcher"),
        ("Computer Vision Lab Northwind", "Research Intern"),
        ("Quillwork Group", "Head of Research"),
    ]


def test_adjunct_faculty_and_faculty_affiliate_are_titles_a_faculty_of_is_a_place():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Adjunct Faculty   Department of Biomedical Engineering\n"
        "Aug 2021 – Dec 2021   Hill University, Austin, TX, USA\n\n"
        "Faculty Affiliate, Energy Institute, Lakeside University   2023 – present\n\n"
        "Lecturer, Faculty of Science, Northwind University   2019 – 2021\n"
    )
    got = [(p.organization_raw, p.title) for p in _positions(text)]
    assert got == [
        ("Department of Biomedical Engineering", "Adjunct Faculty"),
        ("Energy Institute, Lakeside University", "Faculty Affiliate"),
        ("Faculty of Science, Northwind University", "Lecturer"),
    ]


def test_a_professor_named_on_the_role_line_does_not_make_it_a_sentence():
    text = (
        "Jane Doe\n\nResearch Experience\n\n"
        "Northwind Institute for Biological Sciences, CAS             Shanghai, China\n"
        "Research Intern, Prof. Ann Lee's group, Institute of Cell Biology and Genetics"
        "      Jun 2016 – Aug 2016\n"
        "- Cloned genes with statistical significance\n"
    )
    assert [p.title for p in _positions(text)] == ["Research Intern"]


def test_a_section_that_writes_title_then_place_gives_an_unknown_first_field_the_title():
    text = (
        "Jane Doe\n\nProfessional Appointments\n\n"
        "2025 NSF AAPF, Department of Physics, Hill University\n"
        "2024 Visiting Researcher, Cosmic Center, Lakeside University\n"
        "2021-22 Graduate Research Assistant, Northwind University Physics Department\n"
        "2016-18 STRIDE Scholar, Northwind University Physics Department\n"
    )
    assert [p.title for p in _positions(text)] == [
        "NSF AAPF",
        "Visiting Researcher",
        "Graduate Research Assistant",
        "STRIDE Scholar",
    ]


def test_an_abbreviation_in_a_title_does_not_end_it():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Lecturer (Asst. Professor), School of Design, Northwind University   2023 – 2024\n"
        "Postdoctoral Fellow (Assoc. Member), Lakeside Institute   2020 – 2023\n"
    )
    assert [p.title for p in _positions(text)] == [
        "Lecturer (Asst. Professor)",
        "Postdoctoral Fellow (Assoc. Member)",
    ]


def test_a_role_with_its_place_in_brackets():
    text = (
        "Jane Doe\n\nTeaching Experience\n\n"
        "- Teaching Assistant of CS101: Programming (Northwind University, 2020 Spring)\n"
        "- Guest Instructor (Lakeside College), taught observing techniques   2021\n"
    )
    found = [(p.title, p.organization_raw, p.start) for p in _positions(text)]
    assert found == [
        ("Teaching Assistant of CS101: Programming", "Northwind University", "2020"),
        ("Guest Instructor", "Lakeside College", "2021"),
    ]


def test_a_dated_course_under_a_teaching_heading_is_not_a_position():
    text = (
        "Jane Doe\n\nTeaching\n\n"
        "2023-Present Analytics for Operations (IDS 450), Northwind University\n"
        "Fall 2018 Decision Analysis (IOE 460), Lakeside University\n"
        "2017 Teaching Assistant, Hill University\n"
    )
    assert [(p.title, p.organization_raw) for p in _positions(text)] == [
        ("Teaching Assistant", "Hill University")
    ]


def test_a_teaching_assistantship_named_with_its_course_needs_no_place_or_dates():
    text = (
        "Jane Doe\n\nTeaching Experience\n\n"
        "- Teaching assistant in charge: Compiler Construction (236360)\n"
        "- Teaching assistant: Introduction to Databases\n"
        "- Guest Lecturer: Deep Learning (097200)\n"
        "- Teaching assistant for 6 semesters for graduate courses in Field Theory I & II, "
        "Particle Physics and the Standard Model\n"
    )
    assert [p.title for p in _positions(text)] == [
        "Teaching assistant in charge: Compiler Construction (236360)",
        "Teaching assistant: Introduction to Databases",
    ]


def test_a_katakana_middle_dot_starts_a_bullet_of_details():
    text = (
        "张三\n\n工作经历\n\n"
        "算法开发工程师   2025.05 — 2026.02\n"
        "北辰智能科技公司   上海\n"
        "・ 作为后端核心开发完成数字人项目的需求分析与架构设计,支撑实时语音交互。\n"
        "・ 设计负载均衡代理并推进全链路异步化,降低平均响应时间。\n"
    )
    assert [(p.title, p.organization_raw) for p in _positions(text)] == [
        ("算法开发工程师", "北辰智能科技公司")
    ]


def test_a_student_racing_team_is_a_club_not_a_job():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "### Tongji University Formula Student Team\n\nSuspension engineer, 2019 - 2020\n\n"
        "### 同济大学方程式车队\n\n悬架组成员 2019 - 2020\n\n"
        "### Bosch\n\nEngineering Intern, 2021 - 2021\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Bosch"]


def test_a_course_number_beside_a_teaching_role_is_not_its_year():
    text = (
        "# Jane Roe\n\n## Teaching\n\n"
        "- Teaching Assistant - PHYS 2010 Classical Mechanics, Leiden University (Spring 2018)\n"
        "- Instructor - Numerical Methods, Leiden University, MAY 2019\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.start, p.end) for p in cv.positions] == [("2018", "2018"), ("2019-05", "2019-05")]


def test_a_copyright_footer_dates_no_entry():
    text = (
        "# Jane Roe\n\n## Internships\n\n"
        "- *2025.01 - 2025.06*, Tencent AI Lab, Shenzhen, China.\n\n"
        "## Off the Clock\n\n"
        "I like hiking and chess.\n\n"
        "<p>© 2025 Jane Roe. All rights reserved.</p>\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Tencent AI Lab"]


def test_the_employer_run_into_a_title_is_split_off_where_the_title_is_read():
    from profiles.parsing.position_fields import employer_in_title

    line = "Data Scientist Northwind Analytics, Graz, Austria   2019 - 2021"
    assert employer_in_title("Data Scientist Northwind Analytics", "Graz", line) == (
        "Data Scientist",
        "Northwind Analytics",
    )
    # A place that names itself one, or a city written without its country, is left alone.
    assert employer_in_title("Data Scientist Northwind", "Graz Lab", line) is None
    assert employer_in_title("Data Scientist Northwind", "Graz", "Data Scientist, Graz") is None


def test_the_words_that_lead_into_a_range_are_not_left_on_the_place():
    cv = parse_bytes(
        b"# Ann Lee\n\n## Experience\n\n- Lecturer, Hill College (since 2019)\n"
        b"- Research Assistant at Lakeside University from 2015 to 2018\n",
        "cv.md",
    )
    assert [p.organization_raw for p in cv.positions] == ["Hill College", "Lakeside University"]


def test_the_head_of_the_group_a_junior_worked_in_supervised_the_work():
    from profiles.parsing.mentors import group_heads

    assert group_heads(["Research Assistant at Hill Institute, in the group of Ann Lee, 2019"]) == [
        "Ann Lee"
    ]
    assert group_heads(["Summer project in Bo Chen's group on soil ecology."]) == ["Bo Chen"]
    # A lab named after its place is not a person.
    assert group_heads(["Worked in the Vision Lab of Lakeside University"]) == []
    cv = parse_bytes(
        b"# Eve Fox\n\n## Experience\n\n"
        b"- Research Intern, Hill Institute, in the group of Ann Lee, 2019 - 2020\n",
        "cv.md",
    )
    assert cv.positions[0].supervisors == ["Ann Lee"]


def test_jobs_above_papers_run_into_an_experience_section_are_read():
    cv = parse_bytes(
        (
            b"Ann Lee\nann@example.org\n\nEXPERIENCE\n\n"
            b"Orbit Capital, Boston        Jun. 2022 - Aug. 2022\n"
            b"Quantitative Research Intern\n"
            b"- Built models of market returns\n\n"
            b"S E L E C TED  WO R K S\n"
            b"1. Ann Lee, Bo Chen, Cy Dunn\nLearning Sparse Games with Partial Feedback\n"
            b"In Conference on Learning Theory (COLT) 2023\n"
            b"2. Bo Chen, Ann Lee, Dee Fox\nOffline Markov Games under Weak Coverage\n"
            b"In International Conference on Machine Learning (ICML) 2022\n"
            b"3. Cy Dunn, Ann Lee, Bo Chen\nRobust Planning with Learned World Models\n"
            b"In Neural Information Processing Systems (NeurIPS) 2021\n"
        ),
        "cv.txt",
    )
    assert [(p.organization, p.title, p.start) for p in cv.positions] == [
        ("Orbit Capital, Boston", "Quantitative Research Intern", "2022-06")
    ]
    assert len(cv.publications) == 3


def test_a_title_at_a_named_employer_and_labelled_lines_below_it():
    cv = parse_bytes(
        b"Ann Lee\n\nPROFESSIONAL EXPERIENCE\n"
        b"2022 \xe2\x80\x93 Present: Data scientist at Hillcrest Analytics\n"
        b"Description: Development of models of crop yields for farms.\n"
        b"Results:\n"
        b"- A pipeline that joins data from many sources.\n"
        b"Tools: Python, SQL, Amazon Web Services\n\n"
        b"2019 \xe2\x80\x93 2021: Analyst at Orbit Brasil\n"
        b"Results:\n"
        b"- Dashboards for sales.\n",
        "cv.txt",
    )
    assert [(p.organization_raw, p.title, p.start) for p in cv.positions] == [
        ("Hillcrest Analytics", "Data scientist", "2022"),
        ("Orbit Brasil", "Analyst", "2019"),
    ]


def test_an_employer_whose_name_starts_in_lower_case_heads_its_entry():
    cv = parse_bytes(
        b"Ann Lee\n\nExperience\n\n"
        b"**Hill University** 03/24 \xe2\x80\x93 09/24\n\nResearch Intern\n\n"
        b"**eVolt Co., Ltd.** 06/23 \xe2\x80\x93 08/23\n\nData Analysis Assistant\n\n"
        b"Built models of user behaviour.\n",
        "cv.md",
    )
    assert [(p.organization_raw, p.title, p.start) for p in cv.positions] == [
        ("Hill University", "Research Intern", "2024-03"),
        ("eVolt Co., Ltd", "Data Analysis Assistant", "2023-06"),
    ]


def test_the_name_heading_an_entry_is_the_employer_not_the_title_tail():
    cv = parse_bytes(
        b"Ann Lee\n\nWork Experience\n\n"
        b"Brightpath.ai, San Diego, CA, U.S.A.   2019\n"
        b"Principal Engineer, Autonomous Driving\n"
        b"Orbit Widgets Inc., San Jose, CA, U.S.A.   2014 \xe2\x80\x93 2015\n"
        b"Senior Staff Engineer, Corporate Research\n",
        "cv.txt",
    )
    assert [(p.organization_raw, p.title) for p in cv.positions] == [
        ("Brightpath.ai", "Principal Engineer"),
        ("Orbit Widgets Inc.", "Senior Staff Engineer"),
    ]


def test_a_teaching_assistantship_per_course_the_role_heads():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Graduate Teaching Assistant, Hill University, Jan 2014 – Dec 2018\n\n"
        "Teaching\n\n"
        "Teaching Assistant (modules)\n"
        "- Compilers (MSc), Hill University, autumn terms 2014 – 2016\n"
        "- Data Mining, Lakeside University, spring terms 2011 – 2012\n"
        "- Graph Theory (BSc), Lakeside University, 2010\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    # The Hill course is the Hill role's (its dates within the role's), not a position.
    assert [(p.organization, p.start, p.end) for p in cv.positions] == [
        ("Hill University", "2014-01", "2018-12"),
        ("Lakeside University", "2011", "2012"),
        ("Lakeside University", "2010", "2010"),
    ]


def test_under_a_heading_naming_the_role_each_dated_course_is_one():
    text = (
        "Jane Doe\n\nTeaching Assistant Experience\n\n"
        "CS 101: Intro to Computing | Fall 2021\nInstructor: Ann Lee\n\n"
        "MATH 220: Linear Algebra | Spring 2020\nInstructor: Bo Chen\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.title, p.start) for p in cv.positions] == [
        ("Teaching Assistant, CS 101: Intro to Computing", "2021"),
        ("Teaching Assistant, MATH 220: Linear Algebra", "2020"),
    ]


def test_a_sentence_of_details_citing_a_year_in_brackets_is_not_a_position():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Senior Engineer, Northwind Labs | 2019 – 2023\n"
        "Built the ranking service used by the search team (KDD 2021).\n\n"
        "开发了检索增强的问答系统，提升了回答质量（ACL 2022）。\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(p.title, p.start, p.end) for p in cv.positions] == [
        ("Senior Engineer", "2019", "2023")
    ]


def test_a_chinese_line_of_prose_under_the_role_names_neither_title_nor_place():
    from profiles.parsing.positions import title_and_org
    from profiles.parsing.text import make_lines

    lines = make_lines(
        "2021.02 – 2022.05 | 某科技公司 | 算法研究员\n"
        "负责推荐模型的迭代,开发离线评测工具,整理实验报告。\n"
    )
    assert title_and_org(lines, None) == ("算法研究员", "某科技公司")
    # One clause after the place names the role ("X学院,博士后研究员。").
    lines = make_lines("某某大学 | 2024 – 2026\n工商管理学院,博士后研究员。合作导师:张三。\n")
    assert title_and_org(lines, None)[0] == "博士后研究员"


def test_a_course_then_the_role_then_its_place_gives_the_role_as_title():
    from profiles.parsing.positions import title_and_org
    from profiles.parsing.text import make_lines

    line = "CS 240 – Compilers (Graduate), Graduate Teaching Assistant, Hill University, Fall 2021"
    role = ("Graduate Teaching Assistant", "Hill University")
    assert title_and_org(make_lines(line), None) == role
    other = "CS 101 – Algorithms, Grader, Hill University, 2019"
    text = f"Jane Doe\n\nTeaching Experience\n\n- {line}\n\n- {other}\n"
    first = _positions(text)[0]
    assert (first.title, first.organization, first.start) == (*role, "2021")


def test_a_doctorate_held_as_a_role_under_experience_is_a_position():
    text = (
        "Jane Doe\n\nExperience\n\nDoctoral Candidate\nHill University of Technology\n"
        "July 2019 – Ongoing\n\nResearch Intern\nNorthwind Labs\nJune 2018 – Aug 2018\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert (cv.positions[0].title, cv.positions[0].start) == ("Doctoral Candidate", "2019-07")
    assert any(e.degree == "phd" for e in cv.education)  # the degree too
    # Under an education heading the same lines are only the degree.
    cv = parse_bytes(text.replace("Experience", "Education").encode(), "cv.txt")
    assert any(e.degree == "phd" for e in cv.education)
    assert not any(p.title == "Doctoral Candidate" for p in cv.positions)


def test_roles_in_a_diversity_and_equality_section_are_service_not_jobs():
    text = (
        "Jane Doe\n\nResearch Positions\n\n2020 - 2024   Research Fellow, Hill University\n\n"
        "Equality and Diversity Work\n\n2016 - 2018   Peer support coordinator, Lakeside College\n"
        "2015 - 2016   Graduate representative for Physics, Hill University\n"
    )
    assert [p.title for p in _positions(text)] == ["Research Fellow"]


def test_a_role_named_with_its_unit_is_a_title_not_a_place():
    text = (
        "Jane Doe\n\nInternship Experience\n\n"
        "Northwind Robotics, Beijing, China   Jun. 2019-Aug. 2019\n"
        "Research & Development Department Intern\n"
        "- Trained depth estimation networks\n"
    )
    pos = _positions(text)
    assert [(p.title, p.organization) for p in pos] == [
        ("Research & Development Department Intern", "Northwind Robotics")
    ]


def test_an_office_in_the_associated_students_is_a_student_body_not_a_job():
    text = (
        "Jane Doe\n\nOther Work Experience\n\n"
        "Vice President for Operations, Associated Students of Hill University   2011 - 2012\n"
        "- Elected by the student body\n\n"
        "Software Engineer Intern, Northwind Labs   2012 - 2013\n"
    )
    assert [p.title for p in _positions(text)] == ["Software Engineer Intern"]


def test_a_bio_names_whom_an_intern_worked_with_by_title_spelt_out():
    text = (
        "# Ann Lee\n\nIn 2019, I interned at the University of Oslo and worked with "
        "Professor Bo Chen on river deltas.\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.supervisors) for p in cv.positions] == [
        ("University of Oslo", ["Bo Chen"])
    ]


def test_an_employer_and_role_line_set_apart_above_its_place_and_dates_is_its_head():
    text = (
        "Jane Doe\n\n工作经历\n\n"
        "Northwind Optics | 数据科学家\n\n北京 | 2021.06 – 2023.01\n\n"
        "镜片检测系统\n\n构建镜片检测模块\n设计特征流水线\n部署推理模块\n\n"
        "Hill Robotics | 软件工程师\n\n上海 | 2019.02 – 2021.05\n\n"
        "运动规划系统\n\n编写运动规划器\n维护仿真平台\n培训新同事\n"
    )
    got = [(p.organization, p.title, p.start, p.end) for p in _positions(text)]
    assert got == [
        ("Northwind Optics", "数据科学家", "2021-06", "2023-01"),
        ("Hill Robotics", "软件工程师", "2019-02", "2021-05"),
    ]


def test_a_place_with_its_dates_on_the_line_below_is_not_the_employer_of_later_roles():
    text = (
        "Jane Doe\n\nInternships\n\n"
        "- Hill University, Research Intern, Boston\n"
        "  2023.03 - 2023.11\n"
        "- Quillwork, Data Intern, Leeds\n"
        "  2022.02 - 2023.02\n"
    )
    assert "Hill University" not in (_positions(text)[1].organization_raw or "")
    text = text.replace("  2023.03 - 2023.11\n", "").replace(
        "- Hill", "- 2023.03 - 2023.11\n  Hill"
    )
    assert "Hill University" not in (_positions(text)[1].organization_raw or "")


def test_an_employer_then_its_one_role_then_its_city():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "- Quillwork, Data Intern, Leeds, 2022 – 2023\n"
        "- Hill University, Postdoctoral Fellow, Boston, 2019 – 2022\n"
    )
    assert [(p.organization_raw, p.title) for p in _positions(text)] == [
        ("Quillwork", "Data Intern"),
        ("Hill University", "Postdoctoral Fellow"),
    ]


def test_a_place_then_a_colon_then_the_role_held_there():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "- Hill University: Postdoctoral Fellow, 2019 – present\n"
        "- Quillwork Ltd: Software Engineer (2015 – 2019)\n"
    )
    assert [(p.organization_raw, p.title) for p in _positions(text)] == [
        ("Hill University", "Postdoctoral Fellow"),
        ("Quillwork Ltd", "Software Engineer"),
    ]


def test_roles_listed_as_items_under_their_place_are_each_a_position():
    text = (
        "# Jane Doe\n\n## Experience\n\n- Hill University\n"
        "  - Postdoctoral Fellow, 2021 – present\n  - Research Assistant, 2019 – 2021\n"
        "- Quillwork Ltd\n  - Data Intern, 2018\n    - Built pipelines\n"
    )
    positions = parse_bytes(text.encode(), "cv.md").positions
    assert [(p.organization_raw, p.title, p.start) for p in positions] == [
        ("Hill University", "Postdoctoral Fellow", "2021"),
        ("Hill University", "Research Assistant", "2019"),
        ("Quillwork Ltd", "Data Intern", "2018"),
    ]


def test_a_name_followed_by_its_city_or_country_is_the_employer():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "Research Intern on Language Models   Dr. Ann Lee\n\n"
        "Quillbank, USA   June 2023 – Aug 2023\n\n"
        "- Built a retrieval system.\n"
    )
    [pos] = parse_bytes(text.encode(), "cv.md").positions
    assert (pos.organization, pos.title) == ("Quillbank", "Research Intern on Language Models")
    text = (
        "# 李四\n\n## 实习经历\n\n"
        "- *2022.08 - 2023.08*, 星河远航, 杭州, 中国.\n"
        "- *2020.09 - 2022.07*, 云帆智行, 苏州, 中国.\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization, p.title) for p in cv.positions] == [
        ("星河远航", None),
        ("云帆智行", None),
    ]


def test_a_city_alone_after_its_dates_is_not_an_employer():
    text = "# Jane Roe\n\n## Experience\n\n- Boston, USA   June 2023 – Aug 2023\n"
    assert parse_bytes(text.encode(), "cv.md").positions == []


def test_a_name_before_its_country_outranks_a_line_of_details():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "Research Intern on Language Models   Dr. Ann Lee\n\n"
        "Quillbank, USA   June 2023 – Aug 2023\n"
        "Designing Algorithms for Preventing Errors in Large Language Models (LLMs).\n"
        "Paper: Zero-Resource Error Prevention for Language Models\n"
    )
    [pos] = parse_bytes(text.encode(), "cv.md").positions
    assert pos.organization == "Quillbank"


def test_chinese_fields_set_apart_by_a_dash_or_an_at_sign():
    text = (
        "# 李四\n\n## 工作经历\n\n"
        "- Quillbank Inc. — iOS 软件开发工程师, Redwood City, CA   2013 - 2017\n"
        "- 2018.04 - 2018.08 数据工程师 @ 上海星河网络科技有限公司\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.title) for p in cv.positions] == [
        ("Quillbank Inc.", "iOS 软件开发工程师"),
        ("上海星河网络科技有限公司", "数据工程师"),
    ]


def test_a_chinese_role_in_a_unit_beside_its_firm_is_the_title():
    text = "# 李四\n\n## 工作经历\n\n- Quillwork — 软件实验室实习, Palo Alto, CA   2012 暑期\n"
    [pos] = parse_bytes(text.encode(), "cv.md").positions
    assert (pos.organization_raw, pos.title) == ("Quillwork", "软件实验室实习")


def test_chinese_roles_named_by_their_trade():
    text = (
        "# 李四\n\n## 工作经历\n\n"
        "2019年7月 - 2021年6月  星河远航  数据分析师\n"
        "2016年7月 - 2019年6月  云帆智行科技有限公司  技术总监\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.title) for p in cv.positions] == [
        ("星河远航", "数据分析师"),
        ("云帆智行科技有限公司", "技术总监"),
    ]


def test_a_unit_named_for_its_subject_is_not_split_at_its_for():
    text = (
        "Jane Roe\n\nAcademic Appointments\n\n"
        "2021–present   Postdoctoral Fellow, Center for Urban Studies, Lakeside University\n"
        "2019–2021      Research Fellow, Institute for Advanced Inquiry\n"
    )
    found = [(p.title, p.organization_raw) for p in _positions(text)]
    assert found == [
        ("Postdoctoral Fellow", "Center for Urban Studies, Lakeside University"),
        ("Research Fellow", "Institute for Advanced Inquiry"),
    ]


def test_jobs_outside_research_are_named_by_their_trade():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "- Science Journalist, Quillbank Monthly, 2020 – 2021\n"
        "- Translator, Hexaloop Translations, 2019 – 2020\n"
        "- Secondary School Teacher, Hill Valley High School, 2015 – 2018\n"
        "- Research Economist, Federal Reserve Bank of Hill, 2012 – 2015\n"
        "- Graduate Trainee, Nimbus Bank, 2011 – 2012\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.title for p in cv.positions] == [
        "Science Journalist",
        "Translator",
        "Secondary School Teacher",
        "Research Economist",
        "Graduate Trainee",
    ]
    assert cv.education == []


def test_a_talk_for_teachers_or_a_teachers_rating_is_no_job():
    text = (
        "# Jane Roe\n\n## Teaching\n\n"
        "- Teaching Assistant, Hill Valley University, 2019 – 2021\n"
        "- Lecture about Stellar Winds within the Sky4All program (for school teachers), Oct 2024\n"
        "- Teacher Rating (4.6/5.0), Hill Valley University, 2020\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.title for p in cv.positions] == ["Teaching Assistant"]


def test_a_role_with_a_note_in_brackets_under_a_projects_heading_is_a_job():
    text = (
        "# 李四\n\n## 实习与项目经历\n\n"
        "星河网络科技有限公司  -  软件开发实习生(冬季实习)   2020.01 - 2020.03\n"
        "- 参与产品的版本迭代开发\n\n"
        "C语言子集编译器   2019.10 - 2020.01\n"
        "- 编译器设计项目\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.start) for p in cv.positions] == [
        ("星河网络科技有限公司", "2020-01")
    ]
    assert [p.title for p in cv.projects] == ["C语言子集编译器"]


def test_a_name_with_its_dates_under_a_heading_of_internships_is_the_employer():
    text = (
        "# Jane Roe\n\n## Internships\n"
        "- *2018.11 - 2019.05*, [Quillwork](https://example.org/), Hangzhou.\n\n"
        "- *2018.06 - 2018.10*, Hexaloop, Shenzhen.\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.start) for p in cv.positions] == [
        ("Quillwork", "2018-11"),
        ("Hexaloop", "2018-06"),
    ]


def test_a_town_opening_an_internship_told_in_a_sentence_is_no_employer():
    text = (
        "# Jane Roe\n\n## Internships\n\n"
        "**1999** Larnaca, Cyprus. Summer internship at the Hill Valley Refinery Ltd. "
        "(supported the IT department).\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert "Larnaca" not in [p.organization_raw for p in cv.positions]


def test_a_head_field_that_says_with_and_names_people_names_the_supervisors():
    assert with_people(["Orbit Labs – with Ann Lee and Bo Chen   Feb. 2021 – Nov 2022"]) == [
        "Ann Lee",
        "Bo Chen",
    ]
    assert with_people(["Vale Institute (with Cy Dunn, Eve Fox & Gil Hart)"]) == [
        "Cy Dunn",
        "Eve Fox",
        "Gil Hart",
    ]
    # Not people: an honour, a topic, a place, or someone the line says wrote with them.
    assert with_people(["B.S. in Physics, with Highest Honors"]) == []
    assert with_people(["M.S. in Optics, with Machine Learning Specialization"]) == []
    assert with_people(["Project on Sensors with the Turing Institute"]) == []
    assert with_people(["Survey paper – co-authored with Ann Lee"]) == []


def test_a_junior_role_with_people_in_its_head_is_supervised_by_them():
    cv = parse_bytes(
        (
            "Lan Wu\n\nExperience\n\n"
            "Student Researcher   Lakeside\n"
            "Orbit Labs – with Ann Lee and Bo Chen   March 2020 – June 2020\n"
            "- Built a planner.\n"
        ).encode(),
        "cv.txt",
    )
    assert [p.supervisors for p in cv.positions] == [["Ann Lee", "Bo Chen"]]


def test_a_record_headed_by_a_students_name_gives_the_owner_no_supervisor():
    cv = parse_bytes(
        (
            "吴兰\n\n项目经历\n\n"
            "2019   轨道规划系统研究   导师：李华\n基于图搜索的规划\n\n"
            "2021   赵敏   导师：王明\n潮汐数据的分析\n"
        ).encode(),
        "cv.txt",
    )
    assert [p.supervisors for p in cv.projects] == [["李华"], []]


def test_a_junior_role_with_or_under_people_names_them_before_its_place():
    assert with_people(["Postdoctoral Researcher with Ann Lee and Bo Chen, Hill University"]) == [
        "Ann Lee",
        "Bo Chen",
    ]
    assert with_people(["Research Intern under Cy Dunn, Orbit AI"]) == ["Cy Dunn"]
    assert with_people(["Summer Intern with Acme Corp"]) == []
    assert with_people(["Visiting Student with Machine Learning Group"]) == []


def test_a_detail_that_opens_on_the_group_it_was_done_in_names_its_head():
    assert group_heads(["In Prof. Ann Lee's lab, built a planner."]) == ["Ann Lee"]
    assert group_heads(["In the group of Bo Chen, studied tides."]) == ["Bo Chen"]
    assert group_heads(["In Summer 2020 Cy Dunn joined the lab."]) == []


def test_the_details_name_untitled_people_the_work_was_with():
    assert worked_with(["- Worked closely with Ann Lee and Bo Chen on speech."]) == [
        "Ann Lee",
        "Bo Chen",
    ]
    assert worked_with(["- Worked with Product Managers to ship a planner."]) == []
    assert worked_with(["- Worked with Data Science Team on tides."]) == []


def test_any_role_done_under_a_titled_person_is_supervised_by_them():
    assert worked_under(["- Coordinated the trial under Dr. Ann Lee, managing visits"]) == [
        "Ann Lee"
    ]
    assert worked_under(["- Delivered the release under pressure"]) == []
    cv = parse_bytes(
        (
            "Lan Wu\n\nExperience\n\nClinical Coordinator, Hill Hospital   2020 – 2022\n"
            "- Coordinated the trial under Dr. Ann Lee, managing visits.\n"
        ).encode(),
        "cv.txt",
    )
    assert [p.supervisors for p in cv.positions] == [["Ann Lee"]]


def test_volunteering_a_membership_and_a_guest_lecture_among_the_jobs_are_no_jobs():
    text = (
        "Ada Quinn\n\nEXPERIENCE\n\n"
        "Data Engineer, Fjord Data, 2020 - 2023\n\n"
        "Volunteer, Harbor Food Bank, 2016 - 2019\n\n"
        "Student Member, Lake Society of Engineers, 2018 - present\n\n"
        "Guest Lecture, Data Bootcamp, Vale University, April 2022\n\n"
        "Member of Technical Staff, Orbit Labs, 2019 - 2020\n"
    )
    assert [(p.organization, p.title) for p in _positions(text)] == [
        ("Fjord Data", "Data Engineer"),
        ("Orbit Labs", "Member of Technical Staff"),
    ]


def test_a_volunteer_post_at_a_school_among_the_jobs_is_no_degree():
    text = (
        "张小明\n\n工作经历\n\n"
        "2020.07 – 至今  明光科技有限公司  算法工程师\n\n"
        "2018.07 – 2018.08  支教志愿者  云岭县第一中学\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(p.organization, p.title) for p in cv.positions] == [("明光科技有限公司", "算法工程师")]
    assert cv.education == []


def test_a_visiting_scholar_is_a_role_an_honoured_scholar_is_not():
    from profiles.parsing.entries import TITLE_WORDS

    text = "Jane Roe\n\nExperience\n\nVisiting Scholar, Orchard AI, Toronto, Canada   2023 – 2024\n"
    (pos,) = _positions(text)
    assert (pos.title, pos.organization_raw) == ("Visiting Scholar", "Orchard AI")
    assert not TITLE_WORDS.search("Rhodes Scholar, 2015")
    assert not TITLE_WORDS.search("Google Scholar")


def test_a_title_between_the_employer_and_its_city_is_no_city():
    text = (
        "Jane Roe\n\nExperience\n\n"
        "Quillmark Analytics | Senior Data Scientist | Denver, CO | Mar 2021 – Present\n"
    )
    (pos,) = _positions(text)
    assert (pos.title, pos.organization_raw) == ("Senior Data Scientist", "Quillmark Analytics")


def test_a_role_in_brackets_after_its_employer_is_the_title():
    text = (
        "Jane Roe\n\nExperience\n\n"
        "Quillmark Analytics (Senior Data Scientist)      Mar 2021 – Present\n"
        "Department of Statistics, Ferndale University (Postdoc)      2018 – 2021\n"
    )
    first, second = _positions(text)
    assert (first.title, first.organization_raw) == ("Senior Data Scientist", "Quillmark Analytics")
    assert (second.title, second.organization_raw) == (
        "Postdoc",
        "Department of Statistics, Ferndale University",
    )


def test_a_role_in_brackets_after_a_person_or_a_phrase_names_no_employer():
    from profiles.parsing.positions import _place_then_role

    assert _place_then_role("Ann B. Lee (Guest Lecturer)") is None
    assert _place_then_role("Research Assistant (Part-time)") is None
    assert _place_then_role("Talk on tides for the X program (for school teachers)") is None
    assert _place_then_role("Orchard AI (Visiting Scholar)") == ("Orchard AI", "Visiting Scholar")


def test_bullets_under_a_teaching_role_on_its_own_line_are_its_duties_not_courses():
    text = (
        "Jane Roe\n\nExperience\n\n"
        "Teaching Assistant\n"
        "Hillcrest University, Boston, MA      2017.09 - 2019.05\n"
        "• Partnered with Hillview University on a 2020 pilot study of 1,200 stores.\n"
        "• Led the 2018–2019 review of the lab manual, cutting errors by 30%.\n"
    )
    (pos,) = _positions(text)
    assert (pos.title, pos.organization_raw, pos.start) == (
        "Teaching Assistant",
        "Hillcrest University",
        "2017-09",
    )


def test_a_chinese_employer_with_its_city_in_brackets_then_its_role():
    text = (
        "张三\n\n工作经历\n\n"
        "星河科技有限公司（杭州） 算法工程师      2021.07-至今\n"
        "北辰智能研究院（北京） 研究实习生      2019.06-2019.09\n"
    )
    first, second = _positions(text)
    assert (first.title, first.start) == ("算法工程师", "2021-07")
    assert first.organization_raw.startswith("星河科技有限公司")
    assert (second.title, second.start) == ("研究实习生", "2019-06")


def test_a_tables_header_row_names_no_employer():
    text = (
        "Jane Roe\n\nExperience\n\n"
        "Period | Organization | Position\n"
        "2021.03 – present | Quillmark Analytics | Senior Data Scientist\n"
        "2019.06 – 2019.08 | Northvale Robotics Lab | Research Intern\n"
    )
    assert [(p.organization_raw, p.title) for p in _positions(text)] == [
        ("Quillmark Analytics", "Senior Data Scientist"),
        ("Northvale Robotics Lab", "Research Intern"),
    ]


def test_an_employer_named_by_its_name_and_city_heads_the_roles_below_it():
    text = (
        "Jane Roe\n\nExperience\n\n"
        "Ferndale University, Ithaca, NY\n"
        "Associate Professor      2021 – present\n"
        "Assistant Professor      2015 – 2021\n"
        "Kestrel Dynamics, Austin, TX\n"
        "Research Scientist      2012 – 2015\n"
    )
    assert [(p.title, p.organization_raw, p.start) for p in _positions(text)] == [
        ("Associate Professor", "Ferndale University", "2021"),
        ("Assistant Professor", "Ferndale University", "2015"),
        ("Research Scientist", "Kestrel Dynamics", "2012"),
    ]


def test_a_role_below_its_dates_stays_with_them_when_entries_run_together():
    text = (
        "Jane Roe\n\nSummary\n\nData scientist with eight years of experience in forecasting, "
        "experimentation and applied machine learning for logistics.\n\nExperience\n\n"
        "Quillmark Analytics\nMar 2021 – Present\nSenior Data Scientist\n"
        "Northvale Robotics Lab\nJun 2019 – Aug 2019\nResearch Intern\n"
        "Hillcrest University\nSep 2017 – May 2019\nTeaching Assistant\n"
    )
    assert [(p.title, p.organization_raw, p.start) for p in _positions(text)] == [
        ("Senior Data Scientist", "Quillmark Analytics", "2021-03"),
        ("Research Intern", "Northvale Robotics Lab", "2019-06"),
        ("Teaching Assistant", "Hillcrest University", "2017-09"),
    ]


def test_professor_names_a_role_after_its_rank_or_before_a_full_stop():
    assert without_people("Assistant Professor. Lakemont University.") == (
        "Assistant Professor. Lakemont University."
    )
    assert without_people("Associate Professor Lakemont University") == (
        "Associate Professor Lakemont University"
    )
    assert head_mentors(["Research Assistant with Professor Ann Lee, Hill Lab"]) == ["Ann Lee"]


def test_fields_set_apart_by_full_stops_or_semicolons_are_fields_not_sentences():
    text = (
        "Jane Roe\n\nExperience\n\n"
        "Senior Data Scientist. Quillmark Analytics. Mar 2021 – Present.\n"
        "Research Intern; Northvale Robotics Lab; Jun 2019 – Aug 2019\n"
        "Sep 2017 – May 2019. Teaching Assistant, Hillcrest University\n"
    )
    assert [(p.title, p.organization_raw) for p in _positions(text)] == [
        ("Senior Data Scientist", "Quillmark Analytics"),
        ("Research Intern", "Northvale Robotics Lab"),
        ("Teaching Assistant", "Hillcrest University"),
    ]


def test_an_employer_named_before_a_colon_and_its_role_after_it():
    text = (
        "Jane Roe\n\nExperience\n\n"
        "Quillmark Analytics: Senior Data Scientist, Mar 2021 – Present\n"
        "Kestrel: Data Science Intern, Jun 2019 – Aug 2019\n"
        "Role: Research Assistant, 2017 – 2019\n"
    )
    got = [(p.title, p.organization_raw) for p in _positions(text)]
    assert got[:2] == [
        ("Senior Data Scientist", "Quillmark Analytics"),
        ("Data Science Intern", "Kestrel"),
    ]
    assert all(org != "Role" for _, org in got)
    from profiles.parsing.positions import _org_then_role

    assert _org_then_role("Tutoring: tutor for first-year students") is None
    assert _org_then_role("Machine Learning: I was a teaching assistant for the lecture") is None


def test_dates_far_right_on_a_line_of_their_own_are_a_column_not_a_hanging_indent():
    text = (
        "Jane Roe\n\nSummary\n\nData scientist with eight years of experience in forecasting, "
        "experimentation and applied machine learning for logistics.\n\nExperience\n\n"
        "Quillmark Analytics      Denver, CO\n"
        "                                                  Mar 2021 – Present\n"
        "Senior Data Scientist\n"
        "Northvale Robotics Lab      Pittsburgh, PA\n"
        "                                                  Jun 2019 – Aug 2019\n"
        "Research Intern\n"
    )
    assert [(p.title, p.organization_raw, p.start) for p in _positions(text)] == [
        ("Senior Data Scientist", "Quillmark Analytics", "2021-03"),
        ("Research Intern", "Northvale Robotics Lab", "2019-06"),
    ]


def test_a_hyphenated_post_doctoral_role_is_a_title():
    text = (
        "# Jane Roe\n\n## Research experience\n\n"
        "2021–24   Post-doctoral research   Oslo, Norway\n\n"
        "Post-Doc, Hill Institute, 2018–2021\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")

    assert [(p.title, p.start, p.end) for p in cv.positions] == [
        ("Post-doctoral research", "2021", "2024"),
        ("Post-Doc", "2018", "2021"),
    ]


def test_dated_lines_under_a_place_line_are_each_held_there():
    text = (
        "Jane Doe\n\nTeaching Experience\n\n"
        "Lakeside University\n"
        "2016 Graduate Optics, Wave Mechanics\n"
        "2014 Graduate Optics\n"
        "2013 Thermodynamics II\n\n"
        "Hill College\n"
        "2011 Physics 101\n"
        "2010 Physics 102\n"
    )
    assert [(p.organization_raw, p.start) for p in _positions(text)] == [
        ("Lakeside University", "2016"),
        ("Lakeside University", "2014"),
        ("Lakeside University", "2013"),
        ("Hill College", "2011"),
        ("Hill College", "2010"),
    ]


def test_a_scientist_named_by_the_science_holds_a_role():
    text = (
        "Jane Doe\n\nProfessional Experience\n\n"
        "2019 - current: Research Geologist, Hill Survey, Lakeside, Oregon\n"
        "I map faults in the coastal ranges.\n\n"
        "2016: Staff Hydrologist, Quillwater Consulting, Dale, Idaho.\n"
        "I modelled river flows.\n"
    )
    assert [(p.title, p.start) for p in _positions(text)] == [
        ("Research Geologist", "2019"),
        ("Staff Hydrologist", "2016"),
    ]


def test_a_wrapped_sentence_of_details_is_not_a_job():
    text = (
        "张三\n\n实习经历\n\n"
        "山湖证券分公司 | 2024.5-2024.7\n"
        "财富管理部实习生\n"
        "• 数据整理：每日整合近万条业务数据，进行了第二季度下辖机构\n"
        "业务趋势分析，为本部门业务报告工作提供了数据处理支持。\n"
        "• 材料写作：为两份报告收集数据。\n"
    )
    assert [(p.organization_raw, p.title) for p in _positions(text)] == [
        ("山湖证券分公司", "财富管理部实习生")
    ]


def test_a_phrase_cut_short_after_of_is_no_organization():
    text = (
        "Jane Doe\n\nResearch experience\n\n"
        "2021–24   Postdoctoral Fellow   Hill Institute, Oslo\n\n"
        "Working in the group of Prof. Ann Lee on the formation of\n"
        "lake basins. Start: 01/10/2021, end: 31/01/2024\n"
    )
    assert [p.organization_raw for p in _positions(text)] == ["Hill Institute"]


def test_a_seat_in_a_body_is_not_a_job():
    text = (
        "Jane Doe\n\nOther Positions\n\n"
        "2021–present   Fellow of the Centre for Open Methods (COM) at HU\n"
        "2021–2023   Co-Chair of the Lake Coalition on Water Data\n"
        "2021 Member of the Policy Network on Rivers, Dale Forum\n"
        "2019–2020   Member of Technical Staff, Orbit Labs\n"
        "2017–2019   Fellow of Dale College, Hill University\n"
    )
    assert [p.start for p in _positions(text)] == ["2019", "2017"]


def test_a_doctoral_student_listed_with_the_jobs_in_chinese_is_a_position_too():
    text = (
        "# 张三\n\n## 工作经历\n\n"
        "- **博士后研究员，海洋学** — Hill University — 2024–至今\n"
        "- **博士研究生，海洋学** — Lake University — 2019–2024\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.start) for p in cv.positions] == [
        ("Hill University", "2024"),
        ("Lake University", "2019"),
    ]


def test_hours_taught_under_a_teaching_role_listed_above_are_that_role():
    text = (
        "Jane Doe\n\nExperience\n\n"
        "2017 – 2019 Teaching assistant – Department of Earth, Hill University, Dale.\n\n"
        "Teaching\n\n"
        "• 200+ hours – Geology / Field Work – Department of Earth, Hill University (2017–2019).\n"
    )
    assert [p.title for p in _positions(text)] == ["Teaching assistant"]


def test_a_post_named_after_its_prize_is_a_job_an_award_is_not():
    text = (
        "Jane Doe\n\nProfessional Appointments\n\n"
        "2017-2020   Joint Lake Institute Prize Fellow\n"
        "Hill University & Dale Space Center\n\n"
        "2016   Early Career Researcher Award\n"
        "Hill University\n"
    )
    assert [(p.title, p.start) for p in _positions(text)] == [
        ("Joint Lake Institute Prize Fellow", "2017")
    ]


def test_the_article_and_one_word_after_at_name_no_employer():
    cv = parse_bytes(
        b"Ann Lee\n\nExperience\n\n"
        b"Hill University, Staff Scientist at the Institute | since 2021\n"
        b"Lake Institute, postdoctoral researcher | 2018 - 2021\n",
        "cv.txt",
    )
    assert [p.organization_raw for p in cv.positions] == ["Hill University", "Lake Institute"]


def test_a_professor_named_by_surname_alone_as_the_head_of_a_lab_supervises():
    assert group_heads(["Hill University, Hill City, Prof. Quill’s Lab"]) == ["Quill"]
    assert group_heads(["Working on the group of Prof. Oduya on tidal flows."]) == ["Oduya"]
    assert group_heads(["Dr. Ann Lee's Lab, Hill University"]) == ["Ann Lee"]
    assert group_heads(["Prof. Emeritus Lab tours for visitors"]) == []
    assert group_heads(["Visited the Lake Lab of Hill University"]) == []
    text = (
        "Ada Quinn\n\nResearch Experience\n\n"
        "2017-2024   Graduate Student Researcher\n"
        "Hill University, Hill City, Prof. Quill’s Lab\n\n"
        "2015-2017   Research Assistant\n"
        "Lake College, Prof. Oduya’s Lab\n"
    )
    assert [p.supervisors for p in _positions(text)] == [["Quill"], ["Oduya"]]


def test_a_double_surname_set_with_an_en_dash_after_with_is_one_person():
    line = "2020 – 2024 Postdoctoral Research Associate (with Ann Rowe–Quill) – Lake Laboratory"
    assert with_people([line]) == ["Ann Rowe-Quill"]


def test_a_dated_place_takes_its_role_from_the_item_below_it():
    text = (
        "# Jane Roe\n\n## Professional Experience\n\n"
        "- Hill University, Boston, USA [May 2012 – August, 2014]\n"
        "- Lecturer, Department of Physics\n"
        "- Taught several undergraduate courses including optics and mechanics.\n"
        "- Quillbank Labs, Austin, Texas [Summer, 2015]\n"
        "- Summer Research Intern @Search Team\n"
        "- Mentor: Ann Lee\n"
    )
    found = [(p.title, p.organization_raw, p.start, p.end) for p in _positions(text)]
    assert found == [
        ("Lecturer", "Hill University", "2012-05", "2014-08"),
        ("Summer Research Intern", "Quillbank Labs", "2015", "2015"),
    ]


def test_a_course_of_an_assistantship_listed_above_is_that_assistantship():
    text = (
        "Jane Roe\n\nEMPLOYMENT\n\n"
        "Department of Physics, Hill University, Leeds\n"
        "Teaching Assistant   2016 – 2019\n\n"
        "TEACHING EXPERIENCE\n\n"
        "Hill University, Leeds\n"
        "Teaching Assistant – in “Optics” (Undergraduate)   2018-2019\n\n"
        "Hill University, Leeds\n"
        "Teaching Assistant – to Professor Ann Lee in “Mechanics” (Undergraduate)   2017\n\n"
        "Lakeside College, Leeds\n"
        "Teaching Assistant – in “Waves” (Undergraduate)   2015\n"
    )
    found = [(p.organization_raw, p.start, p.end, p.supervisors) for p in _positions(text)]
    assert found == [
        ("Department of Physics, Hill University", "2016", "2019", ["Ann Lee"]),
        ("Lakeside College", "2015", "2015", []),
    ]


def test_a_course_named_with_its_code_under_teaching_is_no_place_of_work():
    text = (
        "Jane Roe\n\nWork Experience\n\n"
        "2019 - 2023   Teaching Assistant, Hill University\n\n"
        "Teaching Experience\n\n"
        "Spr 2022   Waves and Optics Lab Phys 130 | a physics lab instructor\n"
        "Spr 2018   Stellar Lab Phys 1156 | First class I taught by myself\n"
        "Fall 2017   Teaching Assistant, Lakeside College EDU 4182 | with Dr. Ann Lee\n"
    )
    found = [(p.title, p.organization_raw) for p in _positions(text)]
    assert found == [
        ("Teaching Assistant", "Hill University"),
        ("Teaching Assistant", "Lakeside College EDU 4182"),
    ]


def test_a_students_seat_on_a_body_is_no_job():
    text = (
        "Jane Roe\n\nExperience\n\n"
        "Lab Assistant   2025 – 2026\nDepartment of Physics, Hill University\n\n"
        "Faculty Board Student Representative   2024 - 2026\n"
        "Faculty of Science, Hill University\n\n"
        "2019 - 2020   学生代表, 某某大学物理学院\n"
    )
    assert [p.title for p in _positions(text)] == ["Lab Assistant"]


def test_a_visit_listed_under_internships_is_a_position():
    text = (
        "Jane Roe\n\nEDUCATION\n\n2014–2018 PhD in Physics | Hill University\n\n"
        "INTERNSHIPS\n\n"
        "Oct 2013 Visiting student | Institute of Lakes | Lakeside University | Leeds, UK\n"
        "Supervisor: Prof. Ann Lee\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [e.degree for e in cv.education] == ["phd"]
    assert [(p.title, p.supervisors) for p in cv.positions] == [("Visiting student", ["Ann Lee"])]


def test_a_paragraph_of_what_was_done_is_no_role():
    text = (
        "# 李四\n\n## 实践经历\n\n"
        "2019年基于Python完成了一个棋类游戏的开发。包括从规则设计到搜索算法的实现，还有界面的代码实现等。\n"
        "2020.07-2020.09  星河远航科技有限公司  算法实习生\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization_raw, p.title) for p in cv.positions] == [
        ("星河远航科技有限公司", "算法实习生")
    ]


def test_a_faculty_post_whose_course_names_its_level_is_a_position():
    text = (
        "Jane Roe\n\n**Teaching Experience**\n"
        "Mar 2019 – Feb 2020   Visiting Faculty – Hill University, Pakistan\n"
        "    Course:  Bioinformatics   Level: Undergraduate\n"
        "    Responsibilities:  Designed and presented 30 lectures\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.title, p.organization_raw, p.start) for p in cv.positions] == [
        ("Visiting Faculty", "Hill University", "2019-03")
    ]


def test_a_role_whose_funding_is_noted_in_brackets_is_still_a_job():
    text = (
        "# Jane Roe\n\n## Academic Experience\n"
        "- Research Assistant (Scholarship) at Hill University (May 2016 – Aug 2016). Coding"
        " spoken data with Professor Ann Lee\n"
    )
    assert [(p.title, p.start) for p in _positions(text)] == [
        ("Research Assistant (Scholarship)", "2016-05")
    ]


def test_courses_under_a_teaching_role_labelled_with_its_place_are_that_role_listed_above():
    text = (
        "Jane Doe\n\nTeaching Experience\n\n"
        "2016 – 2022   Teaching assistant, Hill University\n"
        "2021 – Present   Guest lecturer, Hill University & Vale College\n\n"
        "Teaching\n\n"
        "Guest lecturer\n"
        "2023 – Present   Wave optics (Vale College, PHY310)\n"
        "2021 – 2023   Lasers (Hill University, PHY402)\n\n"
        "Teaching assistant (Hill University)\n"
        "2019 – 2022   Mechanics (PHY101)\n"
        "2016 – 2018   Electromagnetism (PHY205)\n"
    )
    assert [(p.organization, p.title) for p in _positions(text)] == [
        ("Hill University", "Teaching assistant"),
        ("Hill University & Vale College", "Guest lecturer"),
    ]


def test_a_teaching_assistantship_per_course_under_a_label_naming_its_place():
    text = (
        "Jane Doe\n\nTeaching\n\n"
        "Teaching Assistantships at Hill University\n\n"
        "Fall 2024   MATH 310: Topology (for Graduate Students)\n"
        "Spring 2024   MATH 120: Calculus (for Undergraduate Students)\n"
        "Fall 2023   MATH 110: Precalculus (for Undergraduate Students)\n"
    )
    assert [(p.organization, p.title, p.start) for p in _positions(text)] == [
        (
            "Hill University",
            "Teaching Assistant, MATH 310: Topology (for Graduate Students)",
            "2024",
        ),
        (
            "Hill University",
            "Teaching Assistant, MATH 120: Calculus (for Undergraduate Students)",
            "2024",
        ),
        (
            "Hill University",
            "Teaching Assistant, MATH 110: Precalculus (for Undergraduate Students)",
            "2023",
        ),
    ]


def test_research_headed_by_its_field_with_an_advisor_is_a_project_not_a_job():
    text = (
        "# Jane Doe\n\nResearch Experience\n======\n"
        "**Computational Oceanography**, 2016-2020  \n"
        "Hill University, Dale, NJ  \n"
        "Advisor: Prof. Ann Lee  \n"
        "Models of tidal mixing in estuaries.\n\n"
        "**Research Assistant**, 2015  \n"
        "Vale College, Dale, NJ  \n"
        "Advisor: Prof. Bo Chen  \n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization, p.title) for p in cv.positions] == [
        ("Vale College", "Research Assistant")
    ]
    assert [(p.title, p.supervisors) for p in cv.projects] == [
        ("Computational Oceanography", ["Ann Lee"])
    ]


def test_a_visiting_student_at_an_institute_names_the_stay_and_its_host():
    text = (
        "# Jane Doe\n\n## Academic positions\n"
        "- [2022-] **Visiting PhD student at the Hill Institute**  \n"
        "    Vale University, Dale.\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization, p.title, p.start, p.end) for p in cv.positions] == [
        ("the Hill Institute", "Visiting PhD student", "2022", None)
    ]


def test_research_told_by_its_paper_is_a_project_not_a_job():
    text = (
        "# Jane Doe\n\n## Research Experience\n\n"
        "**Graph Priors for Meta-learning**\n"
        "Jane Doe, Bo Chen, *Graph Priors for Meta-learning*, (Accepted to a Hill Meeting 2021)\n\n"
        "-   Proposed a prior over task graphs.\n\n"
        "## Work Experience\n\n"
        "**Research Scientist**, Vale Labs, 2022 - 2024\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization, p.title) for p in cv.positions] == [
        ("Vale Labs", "Research Scientist")
    ]
    assert [p.title for p in cv.projects][:1] == ["Graph Priors for Meta-learning"]


def test_a_list_item_of_dates_alone_under_a_role_heading_dates_the_role():
    """ "**Research Fellow at X**" / "- Nov 2023 - present" / "- Supervisor: Y": the first
    item below the heading holds the role's dates and nothing else."""
    text = (
        "# Ann Lee\n\n## Experience\n\n"
        "**Research Fellow at Lake Institute, Hill University**\n\n"
        "- Nov 2023 - present\n- Supervisor: Prof. Bo Chen\n\n"
        "**Research Associate at Lake Institute, Hill University**\n\n"
        "- Jun 2022 - Nov 2023\n- Supervisor: Prof. Bo Chen\n"
    )
    got = [(p.title, p.start, p.end) for p in parse_bytes(text.encode(), "cv.md").positions]
    assert got == [
        ("Research Fellow", "2023-11", None),
        ("Research Associate", "2022-06", "2023-11"),
    ]


def test_a_doctorate_is_a_role_among_jobs_and_a_degree_among_degrees():
    """A doctorate listed under "Experience" among the jobs is a role held as well as a
    degree; listed there with the other degrees, it is a degree only."""
    jobs = (
        "# Ann Lee\n\n## Experience\n\n"
        "**Research Fellow at Lake Institute, Hill University**\n\n- Nov 2023 - present\n\n"
        "**Ph.D. Candidate in Hydrology, Vale University**\n\n- Aug 2019 - Oct 2023\n"
    )
    degrees = jobs + (
        "\n**M.S. in Hydrology, Vale University**\n\n- Sep 2017 - Jul 2019\n\n"
        "**B.S. in Physics, North College**\n\n- Sep 2013 - Jul 2017\n"
    )
    held = parse_bytes(jobs.encode(), "cv.md").positions
    assert [p.organization for p in held] == ["Lake Institute, Hill University", "Vale University"]
    cv = parse_bytes(degrees.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Lake Institute, Hill University"]
    assert [e.degree for e in cv.education] == ["phd", "master", "bachelor"]


def test_a_chinese_place_and_role_joined_by_a_bare_hyphen_are_two_fields():
    """ "星河科技有限公司-算法实习生": a hyphen between two Chinese words, without spaces,
    sets the place apart from the role as a spaced one does; a link to the firm labelled
    "主页" (its homepage) is no word of its name."""
    text = (
        "张三\n\n工作经历\n\n"
        "* 2022.07 - 2022.08 星河科技股份有限公司-数据中心实习生\n"
        "* 2020.08 - 2020.09 北湖资产管理有限公司[主页](https://example.cn/)-数据分析实习生\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization, p.title, p.start) for p in cv.positions] == [
        ("星河科技股份有限公司", "数据中心实习生", "2022-07"),
        ("北湖资产管理有限公司", "数据分析实习生", "2020-08"),
    ]
