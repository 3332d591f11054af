"""End-to-end behaviour on small CVs written for these tests."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from profiles.parsing import PARSER_VERSION, parse_bytes

ROOT = Path(__file__).resolve().parents[2]

MD_CV = """# Maria L. Santos

maria.santos [at] example [dot] edu | https://msantos.dev

## Research Interests

Databases, Query Optimization, Systems for ML

## Education

### Example Institute of Technology

Sep. 2019 – Present

*Ph.D. in Computer Science<sup>1</sup>*

- **Advisor:** Prof. Alan Brooks

### Riverside State University

2015 – 2019

*B.S. in Mathematics*

## Experience

### Research Intern

Jun. 2021 – Sep. 2021

*Northwind Labs*

- Built a cost model. Supervised by Dr. Kim Ode and Dr. Lu Ban, the lab director.

### Participant

Jul. 2018

*Some Hackathon*

## Awards

- Best Paper Award, DBConf 2022
- Graduate Fellowship                 2020

---

<sup>1</sup>Expected Jun. 2025
"""

ZH_CV = """## 研究方向: 计算机视觉

- 目标检测: 小目标检测、开放词汇检测等

## 教育背景

清华大学, 计算机系, 计算机科学与技术, 博士研究生 2021.9 - 2026.6(预计)

导师: 王伟 教授

国家奖学金, 清华大学优秀学生奖学金

## 论文发表

- [CVPR'24] Lei Zhao, Wei Wang. *Open Vocabulary Detection of Very Small Objects*.
- [ICCV'23] Lei Zhao, Min Qian, Wei Wang. *Tiny Boxes Matter for Dense Prediction*.
- [TPAMI'25] 赵磊, 王伟. *小目标检测综述与展望*. (在投)
"""

PROSE_CV = (
    "Jon Arbuckle\n\nAbout\n\n"
    "I am a second-year Ph.D. student at Example Institute of Technology, advised by "
    "Prof. Liz Wilson. Before that, I received my B.S. from Riverside State University in "
    "2021. My research focuses on networked systems, including congestion control, "
    "programmable switches, and network telemetry.\n"
)


def test_it_reads_a_markdown_cv():
    cv = parse_bytes(MD_CV.encode(), "santos.md")
    assert cv.name == "Maria L. Santos"
    assert cv.emails == ["maria.santos@example.edu"]
    assert cv.research_interests == ["Databases", "Query Optimization", "Systems for ML"]
    phd, bs = cv.education
    assert (phd.degree, phd.start, phd.end, phd.expected) == ("phd", "2019-09", "2025-06", True)
    assert phd.advisors == ["Alan Brooks"]
    assert (bs.degree, bs.start, bs.end) == ("bachelor", "2015", "2019")
    assert [p.title for p in cv.positions] == ["Research Intern"]
    assert cv.positions[0].organization == "Northwind Labs"
    assert cv.positions[0].supervisors == ["Kim Ode", "Lu Ban"]
    assert cv.positions[0].kind == "internship"
    assert len(cv.awards) == 2
    assert cv.format == "markdown" and cv.parser_version == PARSER_VERSION


def test_lines_point_back_into_the_text():
    cv = parse_bytes(MD_CV.encode(), "santos.md")
    first, last = cv.education[0].lines
    lines = cv.text.split("\n")
    assert "Example Institute of Technology" in lines[first - 1]
    assert first <= last <= len(lines)


def test_it_reads_a_chinese_cv_without_a_name_in_the_header():
    cv = parse_bytes(ZH_CV.encode(), "zh.md")
    assert cv.language == "zh"
    assert cv.name == "Lei Zhao" and cv.name_native == "赵磊"
    assert any("No name found" in w for w in cv.warnings)
    assert cv.research_interests == ["计算机视觉", "目标检测", "小目标检测", "开放词汇检测"]
    edu = cv.education[0]
    assert (edu.degree, edu.end, edu.expected) == ("phd", "2026-06", True)
    assert edu.advisors == ["王伟"] and edu.advisors_en == ["Wei Wang"]
    assert len(cv.awards) == 2
    assert [p.year for p in cv.publications] == [2024, 2023, 2025]
    assert cv.publications[2].status == "under_review"


def test_it_reads_education_told_in_prose():
    cv = parse_bytes(PROSE_CV.encode(), "bio.txt")
    phd = next(e for e in cv.education if e.degree == "phd")
    assert phd.institution_raw == "Example Institute of Technology"
    assert phd.advisors == ["Liz Wilson"]
    bs = next(e for e in cv.education if e.degree == "bachelor")
    assert bs.end == "2021"
    assert cv.research_interests == [
        "congestion control",
        "programmable switches",
        "network telemetry",
    ]


def test_it_marks_a_chinese_name_in_an_english_cv_as_mixed():
    cv = parse_bytes(
        "Wei Wang 「王伟」\n\nEducation\n\nMIT, Ph.D., 2010 - 2015\n".encode(), "a.txt"
    )
    assert cv.language == "mixed" and cv.name_native == "王伟"


def test_it_warns_about_unreadable_dates():
    text = "# A B\n\n## Education\n\n### Example University\n\nTBD\n\n*Visiting Student*\n"
    cv = parse_bytes(text.encode(), "a.md")
    assert any("Could not read dates in line 7: 'TBD'" in w for w in cv.warnings)


def test_to_dict_has_the_contract_keys_and_no_text():
    data = parse_bytes(MD_CV.encode(), "santos.md").to_dict()
    for key in ("source", "sha256", "language", "parser_version", "name", "name_native",
                "other_names", "emails", "phones", "links", "birth_date", "research_interests",
                "research_areas", "education", "positions", "projects", "publications",
                "awards", "warnings"):  # fmt: skip
        assert key in data
    assert "text" not in data
    json.dumps(data, ensure_ascii=False)


def test_the_package_does_not_import_django():
    code = "import sys, profiles.parsing; print('django' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_the_command_line_reports_unreadable_files_and_continues(tmp_path):
    good = tmp_path / "good.md"
    good.write_text(MD_CV, encoding="utf-8")
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    out = subprocess.run(
        [sys.executable, "-m", "profiles.parsing", str(empty), str(good)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    data = json.loads(out.stdout)
    assert data[0] == {"source": str(empty), "error": "the file is empty"}
    assert data[1]["name"] == "Maria L. Santos"


def test_a_windows_1252_cv_gets_its_accented_name_and_supervisor():
    data = (
        "José Núñez\n\nEducation\n\nUniversity of Toronto, Ph.D., 2019 – 2024\n"
        "Supervisor: Prof. Renée Müller\n"
    ).encode("cp1252")
    cv = parse_bytes(data, "cv.txt")
    assert cv.name == "José Núñez"
    edu = cv.education[0]
    assert (edu.institution_raw, edu.degree_raw, edu.degree) == (
        "University of Toronto",
        "Ph.D.",
        "phd",
    )
    assert edu.advisors == ["Renée Müller"]


def test_degrees_after_a_header_name_are_not_part_of_it():
    cv = parse_bytes(b"JANE ROE, PH.D.\n\nEDUCATION\n\nMIT, Ph.D., 2010 - 2015\n", "a.txt")
    assert cv.name == "Jane Roe"


def test_label_style_sections_with_hanging_indents():
    text = (
        "Name: Ann Example\n\n"
        "Research interests: machine translation, speech recognition\n\n"
        "Education:\n"
        "  Example University, UK. PhD in Informatics (Centre for Doctoral Training in\n"
        "      Speech), Sep 2019 to present.\n"
        "      Supervisors: Prof. Bo Chen and Dr. Cy Dee.\n"
        "  Sample College, Ireland. B.A. in Computer Science, 2015 - 2019.\n"
        "      Project supervisor: Dr. Di Eve.\n\n"
        "Referees:\n"
        "  Prof. Bo Chen (bo.chen@example.edu)\n"
    )
    cv = parse_bytes(text.encode(), "a.txt")
    assert cv.research_interests == ["machine translation", "speech recognition"]
    assert [e.degree for e in cv.education] == ["phd", "bachelor"]
    assert cv.education[0].advisors == ["Bo Chen", "Cy Dee"]
    assert cv.education[0].start == "2019-09"
    assert cv.emails == []  # a referee's address is not the candidate's


def test_a_wrapped_interest_list_is_one_list():
    text = (
        "Ann Example\n\nRESEARCH INTERESTS\n\n"
        "Confidential computing, trusted execution\n"
        "environments, memory safety for systems software.\n"
    )
    cv = parse_bytes(text.encode(), "a.txt")
    assert cv.research_interests == [
        "Confidential computing",
        "trusted execution environments",
        "memory safety for systems software",
    ]


def test_chinese_form_fields_give_name_and_interests():
    text = (
        "2024年夏令营 个人简历\n\n一、基本信息\n"
        "姓    名：赵一鸣              性    别：男\n"
        "申请方向：编译优化 / 体系结构   意向导师：王建国 教授\n\n"
        "二、教育经历\n2021.09 — 2025.06    北京大学  计算机学院  本科\n"
    )
    cv = parse_bytes(text.encode(), "a.txt")
    assert cv.name_native == "赵一鸣"
    assert cv.research_interests == ["编译优化", "体系结构"]
    assert all(not e.advisors for e in cv.education)  # 意向导师 is not an advisor


def test_chinese_research_experience_is_projects():
    text = "王五\n\n科研经历\n2022.05 — 2023.04    分布式存储系统设计\n指导教师：马晓东 教授\n"
    cv = parse_bytes(text.encode(), "a.txt")
    assert not cv.positions
    assert cv.projects[0].supervisors == ["马晓东"]


def test_a_degree_abbreviation_inside_a_word_is_not_a_degree():
    from profiles.parsing.entries import degree_of

    assert degree_of("Research Fellow, Example Labs, Bengaluru") is None
    assert degree_of("M.Tech., Computer Science")[0] == "master"
    assert degree_of("Class XII (State Board)")[0] == "highschool"


def test_a_title_then_an_unknown_organisation_split_at_commas():
    text = (
        "Ann Example\n\nExperience\n\n"
        "Research Intern, Quillfeather AI, Mumbai  May 2022 – Jul 2022\n"
        "Mentor: Dr. Kiran Joshi\n"
    )
    pos = parse_bytes(text.encode(), "a.txt").positions[0]
    assert (pos.title, pos.organization) == ("Research Intern", "Quillfeather AI")


def test_a_country_that_is_part_of_a_known_name_is_kept():
    from profiles.parsing.entries import strip_location

    assert strip_location("Microsoft Research India") == "Microsoft Research India"
    assert strip_location("Example University, Shanghai, China") == "Example University"


def test_student_roles_end_the_awards_section():
    text = (
        "Ann Example\n\n# Awards and Achievements\n"
        "- Best Thesis Award (2023)\n- KVPY Fellowship (2016)\n"
        "# Positions of Responsibility\n- Student Placement Coordinator (2019 – 2020)\n"
    )
    cv = parse_bytes(text.encode(), "a.md")
    assert [a.title for a in cv.awards] == ["Best Thesis Award", "KVPY Fellowship"]
    assert not cv.positions


@pytest.mark.parametrize(
    "header, name",
    [
        ("Timothy Martin PhD", "Timothy Martin"),
        ("# Mrs. Andrea Farmer PhD", "Andrea Farmer"),
        ("Dr. Wei Zhang, Ph.D.", "Wei Zhang"),
    ],
)
def test_it_drops_courtesy_titles_and_degrees_around_a_header_name(header, name):
    cv = parse_bytes(
        f"{header}\nmail@example.org\n\nEducation\n\nMIT, PhD, 2019 - 2024\n".encode(), "cv.md"
    )
    assert cv.name == name


def test_it_tells_a_degree_still_under_way_from_one_without_dates():
    cv = parse_bytes(
        b"Ada Example\n\nEducation\n\n- **Ph.D** *Now*\nUniversity of Toronto\n"
        b"- **Master** *April 2016*\nMcGill University\n",
        "cv.txt",
    )
    phd, master = cv.education
    assert (phd.degree, phd.end, phd.ongoing) == ("phd", None, True)
    assert (master.end, master.ongoing) == ("2016-04", False)


def test_a_bio_that_says_where_the_interests_lie_names_them():
    bio = (
        "Dean Li\n\nI am a third-year Ph.D. student at Cornell University, advised by "
        "Prof. Rachit Agarwal. My research interests lie in computer networks and "
        "distributed systems, with a focus on datacenter transport.\n\ndean@cornell.edu\n"
    )
    cv = parse_bytes(bio.encode(), "bio.txt")
    assert cv.research_interests == [
        "computer networks",
        "distributed systems",
        "datacenter transport",
    ]
    assert "networking" in cv.research_areas


def test_a_broad_cue_gives_way_to_the_list_it_introduces():
    bio = (
        "Wei Chen\n\nMy research focuses on several aspects of the system stack, including "
        "GPU kernel development and compiler optimization.\n\nwei@example.org\n"
    )
    cv = parse_bytes(bio.encode(), "bio.txt")
    assert cv.research_interests == ["GPU kernel development", "compiler optimization"]


def test_front_matter_names_the_person_and_a_page_title_does_not():
    page = (
        '---\ntitle: "About Me"\nname: Jane Roe\ncn_name: 罗简\n---\n\n'
        "I am a PhD student at Peking University.\n"
    )
    cv = parse_bytes(page.encode(), "about.md")
    assert (cv.name, cv.name_native) == ("Jane Roe", "罗简")
    page = '---\ntitle: "About Me"\n---\n\nMy name is Jane Roe. I study systems.\n'
    cv = parse_bytes(page.encode(), "a.md")
    assert cv.name == "Jane Roe"


def test_a_homepage_intro_names_the_person():
    text = "Hi! I am Xin Jin, a PhD student at Peking University.\n\n## News\n- 2024: a paper\n"
    assert parse_bytes(text.encode(), "index.md").name == "Xin Jin"


def test_a_jemdoc_title_is_the_name():
    text = "= Jane Roe\n\nPhD student, University of Toronto\n\n== Education\n- PhD, 2020\n"
    assert parse_bytes(text.encode(), "index.jemdoc").name == "Jane Roe"


def test_without_any_name_the_email_address_gives_one_with_a_warning():
    text = "Contact: jane.roe@example.edu\n\n## Education\n- PhD, University of Toronto, 2020\n"
    cv = parse_bytes(text.encode(), "cv.md")
    assert cv.name == "Jane Roe"
    assert any("email address" in w for w in cv.warnings)


def test_the_author_a_homepage_sets_in_bold_names_it():
    text = (
        "## Publications\n\n"
        "- Wei Zhang, **Jane Roe**, Bo Li. Fast Things. OSDI 2023.\n"
        "- <b>Jane Roe</b>, Ann Lee, Bo Li. Faster Things. SOSP 2024.\n"
    )
    assert parse_bytes(text.encode(), "about.md").name == "Jane Roe"


def test_a_possessive_description_or_a_linked_cv_file_names_the_person():
    page = "---\ntitle: Resume\ndescription: Jane Roe's resume.\n---\n\n## Work\n- 2020: X\n"
    assert parse_bytes(page.encode(), "resume.md").name == "Jane Roe"
    page = "[Download CV](docs/Jane_Roe_resume.pdf)\n\n## News\n- 2024: a talk\n"
    assert parse_bytes(page.encode(), "about.md").name == "Jane Roe"


def test_a_group_heading_inside_honours_is_not_an_honour():
    text = (
        "# Jane Roe\n\n# Honors and Awards\n## Awards\n"
        "- *2025.03* Best Paper Award, ICRA 2025\n- *2024.10* Best Poster Award, IROS 2024\n"
        "## Honors\n- *2022.09* Postgraduate Studentship\n\n"
        "# Educations\n- *2018.08 - 2022.07*, B.Sc. in Logistics Engineering, Peking University.\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [a.title for a in cv.awards] == [
        "Best Paper Award, ICRA 2025",
        "Best Poster Award, IROS 2024",
        "Postgraduate Studentship",
    ]
    assert [e.institution for e in cv.education] == ["Peking University"]


def test_interests_from_a_label_inside_an_entry_and_from_chinese_prose():
    text = (
        "# Jane Roe\n\n## Education\n\n**Yonsei University**\n"
        "- PhD student, 2022 - Present\n- Research area: System Software, Database Systems\n"
    )
    assert parse_bytes(text.encode(), "cv.md").research_interests == [
        "System Software",
        "Database Systems",
    ]
    text = "# 罗简\n\n我的研究聚焦于**可信多模态人工智能**与**世界模型**。\n"
    assert parse_bytes(text.encode(), "about.md").research_interests == [
        "可信多模态人工智能",
        "世界模型",
    ]


def test_a_chinese_page_named_by_its_title_or_its_bio():
    assert parse_bytes("和树香的简历\n\n## 教育背景\n".encode(), "cv.md").name_native == "和树香"
    page = "卢杨，博士，现为厦门大学长聘副教授。\n\n## 教育背景\n"
    assert parse_bytes(page.encode(), "about.md").name_native == "卢杨"
    page = "---\ndisplay_name: 方思童\n---\n\n关于我\n"
    cv = parse_bytes(page.encode(), "a.md")
    assert (cv.name, cv.name_native) == ("Sitong Fang", "方思童")
    assert parse_bytes("# 关于我\n\n我的研究聚焦于系统。\n".encode(), "a.md").name is None


def test_degrees_told_in_a_chinese_bio():
    text = (
        "# 卢杨\n\n卢杨，博士，现为厦门大学长聘副教授。于2019年获得香港浸会大学计算机科学专业"
        "博士学位，师从张晓明教授，于2012年和2014年分别获得澳门大学软件工程专业本科和硕士学位。\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [(e.institution, e.degree, e.end, e.advisors) for e in cv.education] == [
        ("Hong Kong Baptist University", "phd", "2019", ["张晓明"]),
        ("University of Macau", "bachelor", "2012", []),
        ("University of Macau", "master", "2014", []),
    ]


def test_a_chinese_bio_names_the_school_without_the_words_before_it():
    text = (
        "# 王小明\n\n## 关于我\n\n本科毕业于示范理工大学，曾获国家奖学金。"
        "于2022年6月从示范交通大学获得博士学位。\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("示范理工大学", "bachelor", None),
        ("示范交通大学", "phd", "2022-06"),
    ]


def test_a_chinese_bio_student_of_a_school_and_its_unit():
    text = (
        "# 王小明\n\n## 关于我\n\n我是王小明，示范大学数据科学中心博士生，也是一家公司的创始人。\n"
    )
    (edu,) = parse_bytes(text.encode(), "about.md").education
    assert (edu.institution, edu.institution_raw, edu.degree, edu.end) == (
        "示范大学",
        "示范大学数据科学中心",
        "phd",
        None,
    )


def test_a_chinese_cohort_year_is_the_start_of_the_degree():
    text = (
        "# 王小明\n\n## 关于我\n\n山东人，示范矿业大学2021级本科生，就读于信息学院电子信息专业。\n"
    )
    (edu,) = parse_bytes(text.encode(), "about.md").education
    assert (edu.institution, edu.degree, edu.start, edu.end) == (
        "示范矿业大学",
        "bachelor",
        "2021",
        None,
    )


def test_a_place_named_by_reference_in_a_chinese_bio_is_no_school():
    text = (
        "# 王小明\n\n## 关于我\n\n你好！我是王小明，目前是示范大学软件学院三年级博士生。"
        "此前，我于 2023 年在同一学院获得工学学士学位。\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [(e.institution_raw, e.degree) for e in cv.education] == [("示范大学软件学院", "phd")]


def test_a_programme_for_undergraduates_is_no_degree():
    text = "# 王小明\n\n## 关于我\n\n曾入选示范大学卓越本科生培养计划。\n"
    assert parse_bytes(text.encode(), "about.md").education == []


def test_a_bio_gives_its_degree_to_the_listed_record_of_the_same_place():
    text = (
        "# 王小明\n\n## 关于我\n\n我是示范大学元培学院人工智能专业本科生，导师为李四教授。\n\n"
        "## 教育经历\n\n- 2023 - 至今 示范大学元培学院，人工智能专业\n"
    )
    (edu,) = parse_bytes(text.encode(), "about.md").education
    assert (edu.degree, edu.start, edu.end, edu.advisors) == ("bachelor", "2023", None, ["李四"])


def test_a_hugo_profile_written_as_yaml_front_matter():
    page = (
        "---\n# Display name\ntitle: Jane Roe\nrole: PhD student\n"
        "interests:\n  - Robotics\n  - Computer Vision\n"
        "education:\n  # - area: PhD Example\n  #   institution: Template University\n"
        "  - area: MSc Computer Science\n    institution: ETH Zurich\n"
        "    date_start: 2022-09-01\n    date_end: 2024-06-30\n"
        "work:\n  - position: Research Intern\n    company_name: Huawei\n"
        "    date_start: 2024-11-01\n    date_end: 2025-07-01\n---\n"
    )
    cv = parse_bytes(page.encode(), "_index.md")
    assert cv.name == "Jane Roe"
    assert cv.research_interests == ["Robotics", "Computer Vision"]
    assert [(e.institution, e.degree, e.start, e.end) for e in cv.education] == [
        ("ETH Zurich", "master", "2022-09", "2024-06")
    ]
    assert [(p.organization, p.title, p.start, p.end) for p in cv.positions] == [
        ("Huawei", "Research Intern", "2024-11", "2025-07")
    ]


def test_a_hugo_profile_course_with_its_years_as_one_range():
    page = (
        "---\ntitle: Jane Roe\neducation:\n  courses:\n"
        "    - course: PhD in Physics\n      institution: Example University\n"
        "      year: 2019/9 - 2024/6\n"
        "    - course: BSc in Physics\n      institution: Sample College\n"
        "      year: 2015/9 - present\n---\n"
    )
    cv = parse_bytes(page.encode(), "_index.md")
    assert [(e.degree, e.start, e.end, e.ongoing) for e in cv.education] == [
        ("phd", "2019-09", "2024-06", False),
        ("bachelor", "2015-09", None, True),
    ]


def test_a_degree_got_in_prose_with_the_people_worked_with():
    text = (
        "# Guo Chen\n\nI got my Ph.D. from the Department of Computer Science at Tsinghua "
        "University, working with Dan Pei and Youjian Zhao. "
        "I did my undergrad at Wuhan University.\n"
    )
    cv = parse_bytes(text.encode(), "index.html")
    assert [(e.institution, e.degree, e.advisors) for e in cv.education] == [
        ("Tsinghua University", "phd", ["Dan Pei", "Youjian Zhao"]),
        ("Wuhan University", "bachelor", []),
    ]


def test_i_m_a_phd_student_at_x_advised_by_y():
    text = (
        "---\ntitle: About Me\n---\n\n"
        "I'm a PhD student at [Johns Hopkins University](https://x.org), "
        "advised by [Prof. Sanjeev Khudanpur](https://y.org).\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [(e.institution, e.degree, e.advisors) for e in cv.education] == [
        ("Johns Hopkins University", "phd", ["Sanjeev Khudanpur"])
    ]


def test_commented_out_html_is_not_read_and_lines_still_match():
    text = (
        "# Jane Roe\n\n## Publications\n<!--\n- Template Author. Example Paper. 2020.\n-->\n"
        "- Jane Roe, Bo Li. Fast Things Made Faster. In OSDI, 2023.\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [p.title for p in cv.publications] == ["Fast Things Made Faster"]
    assert cv.text.count("\n") == text.count("\n")


def test_research_experience_in_chinese_over_jobs_lists_positions():
    text = (
        "# Jane Roe\n\n## 科研经历\n\n"
        "**Research Assistant**  \nVision Lab, Hill University  \nBoston, MA  \n"
        "Mar 2021 – Jun 2022\n\n- Built a dataset of lake images.\n\n"
        "**Summer Intern**  \nSound Group, Lake College  \nCambridge, UK  \n"
        "Jul 2019 – Aug 2019\n\n- Recorded bird songs.\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")

    assert [(p.title, p.organization, p.start) for p in cv.positions] == [
        ("Research Assistant", "Vision Lab, Hill University", "2021-03"),
        ("Summer Intern", "Sound Group, Lake College", "2019-07"),
    ]
    assert cv.projects == []


def test_research_experience_in_chinese_over_projects_lists_projects():
    text = (
        "# Jane Roe\n\n## 科研经历\n\n"
        "**湖泊图像数据集构建** 2021.03 - 2022.06\n\n- 构建了湖泊图像数据集。\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")

    assert [p.title for p in cv.projects] == ["湖泊图像数据集构建"]
    assert cv.positions == []


def test_a_heading_that_names_projects_lists_projects_done_at_a_university():
    text = (
        "# Jane Roe\n\n## 项目经历\n\n"
        "2023.10 - 2024.02 湖泊水位监测系统的开发, 山城应用技术大学, 山城\n\n"
        "- 设计了传感器电路。\n\n"
        "2022.10 - 2023.05 基于图像的鸟类识别, 山城应用技术大学, 山城\n\n"
        "- 训练了识别模型。\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")

    assert cv.positions == []
    assert len(cv.projects) == 2


def test_research_named_by_its_topic_with_an_advisor_line_is_a_supervised_project():
    text = (
        "# Jane Roe\n\n## Research Experience\n"
        "**Pose Estimation in 3D Scans** May 2021 – present\n"
        "Advisor: Ann Lee, Hill University\n"
        "- Proposed a model for tooth alignment.\n\n"
        "**Aggression Detection from Video** May 2020 – May 2021\n"
        "Advisor: Bo Chen, Dale University\n"
        "- Created a dataset.\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")

    assert [(p.title, p.start, p.supervisors) for p in cv.projects] == [
        ("Pose Estimation in 3D Scans", "2021-05", ["Ann Lee"]),
        ("Aggression Detection from Video", "2020-05", ["Bo Chen"]),
    ]
    assert cv.positions == []


def test_the_interests_section_gives_an_area_where_its_item_names_none():
    text = (
        "Ann Roe\nann@hill.edu\n\nResearch Interests\n"
        "I work on the theory of flocking to build teams of robots that plan together.\n\n"
        "Education\nPhD in Computer Science, Hill University, 2020\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert cv.research_areas == ["robotics"]


def test_an_advisor_written_with_the_native_name_in_brackets_has_both_spellings():
    text = (
        "# Ann Lee\n\n## About\n\nI am a postdoctoral researcher at Hill University, advised "
        "by Prof. Ming Wang (王明). I received my Ph.D. from Lake University in 2020, advised "
        "by Prof. Lei Zhou (周磊).\n\n## Education\n\n- Ph.D., Lake University, 2020\n"
    )
    cv = parse_bytes(text.encode(), "about.md")
    assert [(p.supervisors_en, p.supervisors_native) for p in cv.positions] == [
        (["Ming Wang"], ["王明"])
    ]
    assert [(e.advisors_en, e.advisors_native) for e in cv.education] == [(["Lei Zhou"], ["周磊"])]
    # Brackets holding a name that is not the same name's native spelling link nothing.
    cv = parse_bytes(text.replace("(王明)", "(周磊)").encode(), "about.md")
    assert [p.supervisors_native for p in cv.positions] == [[None]]
