import pytest

from profiles.parsing import parse_bytes
from profiles.parsing.model import ParsedCV, Position
from profiles.parsing.plausible import (
    _name_in_phrase,
    keep_plausible,
    looks_like_organization,
    looks_like_title,
)


@pytest.mark.parametrize(
    "text",
    [
        "Peking University",
        "北京大学信息科学技术学院",
        "Microsoft Research Asia",
        "Amazon Web Services",
        "NVIDIA",
        "Shopify, Toronto (remote)",
        "Capital One",
        "Department of Computer Science, ETH Zurich",
        "上海人工智能实验室",
        "Laboratoire d'Informatique et Systèmes (LIS)",
        "Centro de Investigación en Matemáticas",
        "Helmholtz-Zentrum Berlin",
    ],
)
def test_organizations_look_like_organizations(text):
    assert looks_like_organization(text)


@pytest.mark.parametrize(
    "text",
    [
        "CHEM 2301 Organic Chemistry Lab",
        "Software:",
        "主要编程工具",
        "设计基于深度学习的系统。",
        "`2019.7-`",
        "Managing Zotero group library for the lab",
        "Sep 2019 - Jun 2023",
        "I built a compiler for a toy language and tested it on many programs.",
        "Paper: Clinical Trial Retrieval via Group-based Similarity Learning",
        "Group member",
        "‘Probability 1' (BAI)",
        "2023S",
        "Machine Learning Engineering",
        "Advanced Programming Course",
    ],
)
def test_fragments_headings_and_sentences_do_not(text):
    assert not looks_like_organization(text)


def test_a_person_is_not_a_place_of_study_but_may_name_a_company():
    assert not looks_like_organization("Jane Roe", of_study=True)
    assert looks_like_organization("Jane Street")


def test_an_education_entry_at_no_institution_is_left_out_with_a_warning():
    text = (
        "# Jane Roe\n\n## Education\n\n"
        "- Ph.D. in Computer Science, Peking University, 2019 - 2024\n"
        "- B.S., CHEM 2301 Organic Chemistry Lab, 2018\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [e.institution for e in cv.education] == ["Peking University"]
    assert any("CHEM 2301" in w for w in cv.warnings)


def test_an_honour_or_no_place_is_not_a_place_of_study():
    assert not looks_like_organization("IBM PhD Fellowship", of_study=True)
    assert not looks_like_organization("Dr")


def test_a_line_describing_the_work_is_not_a_job_title():
    assert looks_like_title("Research Intern")
    assert looks_like_title("Embedded Software Engineer Intern")
    assert not looks_like_title("Deployed task-oriented dialogue system to real Alexa users")


def test_a_talk_listed_among_degrees_is_not_a_degree():
    text = (
        "# Jane Roe\n\n## Education\n\n"
        "- 2019 - 2024   PhD in Statistics, Leiden University\n"
        "- 2017   Workshop on Networks, University of Cambridge, invited talk\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(e.institution, e.degree) for e in cv.education] == [("Leiden University", "phd")]


def test_degree_abbreviations_with_a_full_stop_and_integrated_masters():
    from profiles.parsing.entries import degree_of

    assert degree_of("MA. Cognitive Science and Language")[0] == "master"
    assert degree_of("BA. Spanish Language and Literature")[0] == "bachelor"
    assert degree_of("University of St. Andrews, MSci (Hons)")[0] == "master"
    assert degree_of("Shatin College, Bilingual IB Diploma")[0] == "highschool"


def test_a_job_is_known_by_two_of_organization_title_and_dates():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "- Research Intern, Microsoft Research Asia, 2021 - 2022\n"
        "- NeuroPaperRAG\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Microsoft Research Asia"]


def test_an_author_list_or_a_description_is_not_a_paper_title():
    from profiles.parsing.plausible import looks_like_paper

    assert looks_like_paper("基于元算子的深度学习框架缺陷检测方法")
    assert looks_like_paper("Attention Is All You Need")
    assert not looks_like_paper("Tengxiang Zhang, Xin Zeng, Yinshuai Zhang, Ke Sun, Yuntao Wang")
    assert not looks_like_paper("参与构建面向活体微创手术的规划框架，设计闭环，融合内窥镜图像")


def test_a_place_named_alone_and_its_degree_below_are_one_degree():
    text = (
        "# Jane Roe\n\n## Education\n\n### Zhejiang University\n"
        "**Ph.D. Student in Information and Communication Engineering**\n"
        "College of Information Science and Electronic Engineering\n"
        "Sep. 2022 -- Jun. 2027 expected\n\nAdvisor: Researcher Qianqian Yang\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(e.institution, e.degree, e.start, e.end, e.advisors) for e in cv.education] == [
        ("Zhejiang University", "phd", "2022-09", "2027-06", ["Qianqian Yang"])
    ]


def test_a_title_with_its_venue_after_a_comma_is_still_a_paper():
    from profiles.parsing.plausible import looks_like_paper

    assert looks_like_paper(
        "Statistical Modeling of Harbor Failures During Storms, Lake Engineering and River Safety"
    )
    assert not looks_like_paper("Ada Quinn, Bo Lee, Cy Wu and Dee Fox")


def test_a_place_with_neither_degree_nor_dates_is_not_a_degree():
    text = (
        "# Jane Roe\n\n## Education\n\n"
        "**Leiden University**, B.Sc. in Physics, 2016 - 2020\n\n"
        "**Huygens Honours College**\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [e.institution for e in cv.education] == ["Leiden University"]
    assert any("Huygens" in w for w in cv.warnings)


def test_a_list_of_activities_or_the_rest_of_a_sentence_is_not_a_place():
    assert not looks_like_organization(
        "Treasurer of Wolfson College; Oxford University Rowing Club; Chess Society.",
        of_study=True,
    )
    assert not looks_like_organization("and Jane Roe from the Systems Group")
    assert looks_like_organization("ON Semiconductor")
    assert looks_like_organization("University of Oxford")
    assert looks_like_organization("Inria; Université Côte d'Azur", of_study=True)


def test_a_long_phrase_without_a_role_word_is_not_a_job_title():
    assert not looks_like_title("Reduce the memory cost of sparse models using random projections")
    assert looks_like_title("Member of Technical Staff, Compilers and Runtime")


def test_a_contact_label_is_not_a_job_title():
    assert not looks_like_title("Contact Info")
    assert not looks_like_title("Email")
    assert looks_like_title("Research Intern")


@pytest.mark.parametrize(
    "line",
    [
        "- Certified Cloud Developer, Linux Foundation, 2021 - 2021",
        "- Engineer's degree, Ecole Centrale, 2010 - 2015",
        "- Best Teaching Assistant of the Year, Utrecht University, 2019 - 2019",
        "- 年度优秀助教奖, 复旦大学, 2019 - 2019",
    ],
)
def test_a_credential_honour_or_society_grade_under_experience_is_not_a_job(line):
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "- Research Intern, Microsoft Research Asia, 2021 - 2022\n" + line + "\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Microsoft Research Asia"]


def test_a_societys_grade_told_in_a_bio_is_not_a_job():
    text = (
        "# Jane Roe\n\n## About\n\n"
        "Jane Roe is a Professor at Leiden University. "
        "She is a fellow of the Institute of Electrical and Electronics Engineers (IEEE).\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Leiden University"]
    assert any("society's grade" in w for w in cv.warnings)


def test_a_summer_school_is_not_a_visit():
    text = (
        "# Jane Roe\n\n## Education\n\n"
        "- PhD in Physics, Leiden University, 2016 - 2020\n"
        "- 2018 Solar Physics Summer School, Utrecht University\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [e.institution for e in cv.education] == ["Leiden University"]
    stay = text.replace(
        "2018 Solar Physics Summer School, Utrecht University",
        "2018 Utrecht University\n  Summer exchange student (Solar Physics Summer Workshop)",
    )
    cv = parse_bytes(stay.encode(), "cv.md")
    assert [e.institution for e in cv.education] == ["Leiden University", "Utrecht University"]


def test_volunteering_is_not_a_job():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "- Research Intern, Microsoft Research Asia, 2021 - 2022\n"
        "- Leiden University (Voluntarily), 2019 - 2020\n"
        "- Volunteer Tutor, Leiden Public Library, 2018 - 2019\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Microsoft Research Asia"]


def test_a_guest_lecture_is_a_talk_not_a_job():
    text = (
        "# Jane Roe\n\n## Teaching\n\n"
        "- Teaching Assistant, Leiden University, 2019 - 2021\n"
        "- Guest Lecture   Utrecht University   2022\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Leiden University"]


def test_a_chinese_line_of_duties_is_neither_a_title_nor_a_place():
    assert not looks_like_title("负责需求调研、产品设计、项目管理")
    assert not looks_like_title("参与开发推荐系统")
    assert looks_like_title("算法工程师")
    assert not looks_like_organization("候选人匹配、面试提醒、MIT 数据周报")
    assert looks_like_organization("中山大学哲学系、逻辑与认知研究所")


def test_a_title_run_into_its_employer_before_a_city_and_country():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "- Machine Learning Engineer Brightwave Robotics, Porto, Portugal   2020 - 2022\n"
        "- Software Developer, Lisbon, Portugal   2018 - 2020\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    first = cv.positions[0]
    assert (first.title, first.organization) == ("Machine Learning Engineer", "Brightwave Robotics")


def test_an_unknown_place_of_study_is_named_without_the_sentence_or_grade_after_it():
    text = (
        "# Jane Roe\n\n## Education\n\n"
        "- **2002-2008** Hochschule Nordwald (HN). Earned a doctorate (Dr.-Ing.).\n"
        "- **1998-2002** B.Sc., Govt. Polytechnic College Eastvale, GPA: 3.7/4.0\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [e.institution for e in cv.education] == [
        "Hochschule Nordwald (HN)",
        "Govt. Polytechnic College Eastvale",
    ]


def test_one_plain_word_beside_a_teaching_role_is_a_course_or_a_town():
    text = (
        "# Jane Roe\n\n## Teaching\n\n"
        "- Thermodynamics | Teaching Assistant   2021 - 2022\n"
        "- Teaching Assistant, Leiden University   2019 - 2020\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == [None, "Leiden University"]


def test_a_supervised_record_left_out_as_a_job_is_kept_as_a_project():
    text = (
        "# Jane Roe\n\n## Research Experience\n\n"
        "- Research Intern, Microsoft Research Asia, 2021 - 2022\n"
        "- Leiden University (Voluntarily)   2019 - 2020\n"
        "  Research on sparse models. Supervisor: Prof. John Smith\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Microsoft Research Asia"]
    assert [(p.start, p.supervisors) for p in cv.projects] == [("2019", ["John Smith"])]


def test_the_advisor_under_a_college_left_out_is_the_degrees_above_it():
    text = (
        "# Jane Roe\n\n## Education\n\n"
        "**Leiden University**, B.Sc. in Physics, 2016 - 2020\n"
        "**Huygens Honours College**\n"
        "Advisor: Prof. John Smith\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(e.institution, e.advisors) for e in cv.education] == [
        ("Leiden University", ["John Smith"])
    ]


def test_a_contact_handle_is_no_organization_even_when_it_names_a_company():
    assert not looks_like_organization("linkedin: annlee")
    assert not looks_like_organization("github: ann-lee")
    assert looks_like_organization("LinkedIn")


def test_a_known_name_inside_a_phrase_does_not_make_the_phrase_a_name():
    assert not looks_like_organization("Built a data pipeline for the search team at Google")
    assert not looks_like_organization(
        "During my studies I worked on robotics at Peking University", of_study=True
    )
    # Lower-case words that are part of the known name itself are not a phrase.
    assert looks_like_organization("Centre national de la recherche scientifique")


def test_the_place_named_in_a_phrase_is_kept_in_its_stead():
    said = "I studied applied physics and some maths at Peking University"
    assert _name_in_phrase(said, of_study=True) == "Peking University"
    assert (
        _name_in_phrase("Acme Robotics Lab : Researched trading platforms for the bank")
        == "Acme Robotics Lab"
    )
    assert _name_in_phrase("Lab Demonstrator - Demonstrated on undergraduate modules") is None


@pytest.mark.parametrize(
    "text",
    [
        "Selected as a Summer Research Intern",
        "Led a team of five engineers",
        "Responsible for the servers of the lab",
        "開發新型推論架構以提升翻譯速度",
        "建置自動評分器與獎勵模型",
        "從事機器學習研究",
    ],
)
def test_a_deed_or_a_line_of_work_is_not_a_title(text):
    assert not looks_like_title(text)


@pytest.mark.parametrize(
    "text",
    ["Applied Scientist", "Advanced Research Engineer", "自动驾驶研发实习生", "高级算法工程师"],
)
def test_roles_stay_titles(text):
    assert looks_like_title(text)


def test_a_company_under_education_is_not_a_place_of_study():
    text = (
        "# Jane Roe\n\n## Education\n\n"
        "- Ph.D. in Computer Science, Peking University, 2019 - 2024\n"
        "- Google Summer of Code, 2017\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [e.institution for e in cv.education] == ["Peking University"]


def test_a_service_to_a_field_under_experience_is_not_a_job():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "**Acme Robotics Inc.**, Research Intern, May 2022 - Aug 2022\n\n"
        "**ICML**, Program Committee Member, 2022 - 2023\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.title for p in cv.positions] == ["Research Intern"]


def test_a_title_with_no_role_and_no_organization_is_not_a_job():
    cv = ParsedCV(source="cv.txt", sha256="", format="text", text="")
    cv.positions = [
        Position(title="Research Intern", start="2022-05", end="2022-08"),
        Position(title="Open Graph Toolkit", start="2021-01", end="2021-12"),
        Position(title="Open Graph Toolkit", organization="Acme Inc.", start="2020"),
    ]
    keep_plausible(cv)
    assert [(p.title, p.organization) for p in cv.positions] == [
        ("Research Intern", None),
        ("Open Graph Toolkit", "Acme Inc."),
    ]


def test_a_title_that_names_a_topic_is_no_job():
    cv = ParsedCV(source="cv.txt", sha256="", format="text", text="")
    cv.positions = [
        Position(organization="Acme Inc.", title="Search ranking for online retail", start="2020"),
        Position(organization="Acme Inc.", title="Senior Engineer, search ranking", start="2021"),
        Position(organization="Acme Inc.", title="Data Platform Team", start="2022"),
    ]
    keep_plausible(cv)
    assert [p.title for p in cv.positions] == [
        "Senior Engineer, search ranking",
        "Data Platform Team",
    ]


@pytest.mark.parametrize(
    "title",
    [
        "Teaching Assistant for Linear Algebra",
        "Tutor for Linear Algebra",
    ],
)
def test_assisting_in_a_named_course_is_a_job_without_a_place_or_dates(title):
    cv = ParsedCV(source="cv.txt", sha256="", format="text", text="")
    cv.positions = [Position(title=title)]
    keep_plausible(cv)
    assert [p.title for p in cv.positions] == [title]


def test_a_short_chinese_name_beside_a_role_is_the_employer():
    text = (
        "# 李四\n\n## 工作经历\n\n"
        "- 2023.07 - 2024.06   星河远航 视觉组 | 算法研究员\n"
        "- 2021.01 - 2023.06   云帆智行 | 算法实习生\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["星河远航", "云帆智行"]


def test_a_chinese_duty_or_sentence_beside_a_role_is_no_employer():
    text = "# 李四\n\n## 工作经历\n\n- 2021.01 - 2023.06   负责数据清洗 | 算法实习生\n"
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == [None]


@pytest.mark.parametrize(
    "text",
    ["North Vale Regional Railway (NVRR)", "Office of Coastal Survey Methods (OCSM)"],
)
def test_a_name_followed_by_its_initials_is_an_organization(text):
    assert looks_like_organization(text)


def test_initials_that_do_not_spell_the_words_before_them_name_nothing():
    assert not looks_like_organization("Designing better reward models for agents (RLHF)")


@pytest.mark.parametrize(
    "text",
    [
        "使用 Python 和 Google App Engine 开发后端",
        "通过 Redis 集群",
        "完成了数据的采集",
        "此公司做",
        "该实验室",
    ],
)
def test_a_chinese_line_of_details_is_no_organization_even_naming_one(text):
    assert not looks_like_organization(text)


def test_an_office_in_a_society_or_a_meeting_is_no_job():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "- Research Intern, Quillbank AI Lab, Jun 2023 – Aug 2023\n"
        "- President, Graduate Robotics Society, Hill University, 2021 – 2022\n"
        "- Session Chair, ACL 2023, Jul 2023\n"
        "- Member, Association for Computing Machinery (ACM), 2019 – present\n"
        "- Treasurer, Hill Valley Chess Association, 2018 – 2019\n"
        "- Junior Fellow, Hill Society of Fellows, 2020 – 2023\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.title for p in cv.positions] == ["Research Intern", "Junior Fellow"]


def test_the_leader_of_a_project_at_no_place_holds_no_job():
    text = (
        "# 李四\n\n## 项目经历\n\n"
        "**2022.03 - 2022.06** 基于深度学习的图像分割系统 | 项目负责人\n"
        "- 使用 PyTorch 实现 U-Net\n"
    )
    assert parse_bytes(text.encode(), "cv.md").positions == []


def test_a_programme_taken_part_in_is_no_employer():
    text = (
        "# Jane Roe\n\n## Experience\n\n"
        "- Research Intern, Quillbank AI Lab, Jun 2023 – Aug 2023\n"
        "- Team Leader, Hill Valley Undergraduate Research Program, 2021 – 2022\n"
        "- Hill Tandon Vertically Integrated Projects, Feb 2019 – May 2019\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.title for p in cv.positions] == ["Research Intern"]


def test_a_contest_won_is_no_place_of_study_and_a_sentence_in_the_first_person_no_title():
    assert not looks_like_organization("获全国大学生数学建模竞赛一等奖", of_study=True)
    assert not looks_like_organization("Lakeside Programming Contest", of_study=True)
    assert looks_like_organization("北岭大学", of_study=True)
    assert not looks_like_title("I am a software engineer")
    assert not looks_like_title("My role was lead engineer")
    assert looks_like_title("IT Support Engineer")


def test_a_thesis_told_with_its_supervisor_outside_education_advises_its_degree():
    from profiles.parsing import parse_bytes

    text = (
        "Lan Wu\n\nEducation\n\n"
        "Hill University   Lakeland\n"
        "Bachelor's Degree, Computer Science   Sep 2021 - July 2024\n\n"
        "Vale High School   Lakeland\n"
        "High School Diploma   Sep 2016 - July 2021\n\n"
        "Research\n\n"
        "BSc Thesis: “Norms in Temporal Logic”\n\n"
        "Supervisor: Prof. Ann Lee\n\n"
        "Experience\n\n"
        "Lab Assistant   2022 – 2023\nHill University\n"
    )
    cv = parse_bytes(text.encode("utf-8"), "cv.txt")
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("bachelor", ["Ann Lee"]),
        ("highschool", []),
    ]


def test_undergraduate_research_and_its_advisor_do_not_advise_the_degree():
    from profiles.parsing import parse_bytes

    text = (
        "Lan Wu\n\nEducation\n\n"
        "Hill University   Lakeland\n"
        "Bachelor's Degree, Computer Science   Sep 2021 - July 2024\n\n"
        "Research\n\n"
        "2022 - 2023   Undergraduate Research\n"
        "Main Interests: tidal data\n"
        "Advisor: Prof. Ann Lee\n"
    )
    cv = parse_bytes(text.encode("utf-8"), "cv.txt")
    assert [(e.degree, e.advisors) for e in cv.education] == [("bachelor", [])]
