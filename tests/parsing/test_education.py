"""Education records: entries, degrees, dates and advisors, each on a small snippet
written for it (invented people and places)."""

import pytest

from profiles.parsing import parse_bytes


def parse(text: str, name: str = "cv.txt"):
    return parse_bytes(text.encode("utf-8"), name)


def degrees(cv) -> list[tuple]:
    return [(e.institution_raw, e.degree, e.start, e.end, e.advisors) for e in cv.education]


# --- entries ---------------------------------------------------------------------


def test_a_degree_line_set_apart_above_its_place_line_takes_its_own_place():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "PhD (2020-Present)\n\nPhysics, Hill University\n- Advisor: Ann Lee\n\n"
        "MSc (2018-2020)\n\nChemistry, Vale University\n- Thesis on crystals\n"
    )
    assert degrees(cv) == [
        ("Physics, Hill University", "phd", "2020", None, ["Ann Lee"]),
        ("Chemistry, Vale University", "master", "2018", "2020", []),
    ]


def test_people_a_degree_line_says_it_was_done_with_are_its_advisors():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Hill University   Lakeside\n"
        "PhD in Graph Learning – with Ann Lee and Bo Chen   2019 - 2023\n"
        "- Designed graph models.\n\n"
        "Vale University   Lakeside\n"
        "BSc in Physics, with First Class Honours   2015 - 2019\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", ["Ann Lee", "Bo Chen"]),
        ("bachelor", []),
    ]


def test_an_indented_block_after_a_blank_line_stays_with_its_degree():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "青山大学 | 某省,某市\n博士 计算机系统结构 | 2018.09 – 2023.06\n\n"
        "  导师:王明\n\n"
        "青山大学 | 某省,某市\n本科 电子科学与技术 | 2014.09 – 2018.06\n"
    )
    assert degrees(cv) == [
        ("青山大学", "phd", "2018-09", "2023-06", ["王明"]),
        ("青山大学", "bachelor", "2014-09", "2018-06", []),
    ]


def test_a_dated_line_naming_its_degree_and_place_keeps_the_notes_above_it():
    cv = parse(
        "Lan Wu\n\n教育背景\n"
        "2012 年 9 月 – 2016 年 8 月 | 博士, 青山大学, 数学.\n"
        "2010 年 9 月 – 2011 年 9 月 | 硕士, 绿水理工大学, 应用数学.\n"
        "硕士第二年交换,导师 Anna Berg 及 Tom Lund\n"
        "2005 年 9 月 – 2009 年 7 月 | 本科, 白云大学, 统计学.\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", []),
        ("master", ["Anna Berg", "Tom Lund"]),
        ("bachelor", []),
    ]


def test_an_entry_that_opens_on_its_dates_keeps_its_degree_lines():
    cv = parse(
        "Lan Wu\n\nEducation\n"
        "Harbour University, Sydney, Australia | 2017 – 2022\nPhD in Finance\n"
        "School of Banking and Finance\n"
        "Harbour University, Sydney, Australia | 2015 – 2017\nMaster of Philosophy, Finance\n"
        "School of Banking and Finance\n"
        "Hill University, Brisbane, Australia | 2009 – 2012\nBachelor of Commerce\n"
        "Working Experience\n"
        "Bay Tech University, Sydney | 2022 – current\nLecturer of Finance\n"
    )
    assert [(e.institution_raw, e.degree, e.start) for e in cv.education] == [
        ("Harbour University", "phd", "2017"),
        ("Harbour University", "master", "2015"),
        ("Hill University", "bachelor", "2009"),
    ]
    assert [p.organization_raw for p in cv.positions] == ["Bay Tech University"]


def test_a_company_name_ending_in_inc_heads_the_next_entry():
    cv = parse(
        "Lan Wu\n\nExperience\n\n-\n\nResearch Intern in Blue Lake Labs\n\n"
        "Nov. 2021 – Dec. 2021\n\nTopic: Code Search\n\n-\n\n"
        "Deep Learning Intern in Redwood Robotics Inc.\n\nNov. 2020 – Apr. 2021\n\n"
        "Topic: Detection\n\n-\n\nResearch Intern in Stone Institute of Software\n\n"
        "Jan. 2020 – Aug. 2020\n"
    )
    assert [(p.organization_raw, p.start) for p in cv.positions] == [
        ("Blue Lake Labs", "2021-11"),
        ("Redwood Robotics Inc", "2020-11"),
        ("Stone Institute of Software", "2020-01"),
    ]


def test_an_undergraduate_research_program_is_not_a_degree():
    cv = parse(
        "Lan Wu\n\nResearch Experience\n"
        "Undergraduate Research Program, Leader | May 2024 - Oct 2025\n"
        "Trust in Chatbots | Advisor: Dr. Ann Bell\n"
        "Ran a related survey study at Zhejiang University\n"
    )
    assert cv.education == []


# --- degrees ---------------------------------------------------------------------


def test_degree_words_in_more_forms():
    from profiles.parsing.entries import degree_of

    cases = {
        "MSc/PhD Student in Computer Science": "phd",
        "M.S./Ph.D. program in Physics": "phd",
        "M.A in Geography, Hilltop University": "master",
        "BS Psychology": "bachelor",
        "MA Economics": "master",
        "B.M. in Information Management": "bachelor",
        "联合培养博士生。导师: 王明": "visiting",
    }
    assert {text: (degree_of(text) or ("none",))[0] for text in cases} == cases
    assert degree_of("Lakeside University, Amherst MA, USA | Sept. 2019 – May 2025") is None
    assert degree_of("Hill University, Boston, MA") is None
    assert degree_of("Lake State University, Starkville, MS   2015 – 2019") is None
    assert degree_of("Hill University, Boston, MA, 2019")[0] == "master"  # a degree after the place
    assert degree_of("Economics, MA")[0] == "master"


def test_a_state_after_the_city_is_not_a_masters_degree():
    cv = parse(
        "Lan Wu\n\nEducation\n"
        "Lakeside University, Amherst MA, USA | Sept. 2019 – May 2025\n"
        "Ph.D. in Computer Science | GPA: 4.0/4.0\n"
    )
    assert [e.degree for e in cv.education] == ["phd"]


def test_a_bio_mentioning_a_listed_visit_during_the_phd_adds_no_degree():
    cv = parse(
        "# 王明\n\n攻读博士期间曾赴青山科技大学访问。\n\n## 教育经历\n\n"
        "绿水大学 2018 年 9 月 — 2023 年 6 月\n\n计算机科学与技术博士。\n\n"
        "青山科技大学 2021 年 9 月 — 2023 年 3 月\n\n联合培养博士生。\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("绿水大学", "phd"),
        ("青山科技大学", "visiting"),
    ]


# --- sections --------------------------------------------------------------------


def test_recognition_is_an_awards_heading():
    cv = parse(
        "Lan Wu\n\nEducation\nLakeside University | 2012 – 2016\nB.Eng. in Software\n\n"
        "Research Experience\nVision Lab, Lakeside University | 2015 – 2016\nResearch Assistant\n\n"
        "RECOGNITION\n"
        "Best Undergraduate Thesis | Lakeside University, Shanghai, 2016\n"
        "Dissertation Fellowship | Hill College, 2020\n"
    )
    assert [e.degree for e in cv.education] == ["bachelor"]
    assert [p.title for p in cv.positions] == ["Research Assistant"]


def test_blocks_that_each_hold_a_part_of_one_degree_are_one_entry():
    cv = parse(
        "# Lan Wu\n\n## Education\n\n"
        "    Hilltop Institute for Neuroscience\n    Jupiter, FL\n\n"
        "    PhD in Neuroscience\n    May 2021 – Dec 2026 (expected)\n\n"
        "    Advisor: Dr. Ann Bell\n    Graduate school fellow\n\n"
        "    Lakeside University\n    Cambridge, UK\n\n"
        "    BA in Natural Sciences\n    Sept 2017 – June 2020\n",
        "cv.md",
    )
    assert degrees(cv) == [
        ("Hilltop Institute for Neuroscience", "phd", "2021-05", "2026-12", ["Ann Bell"]),
        ("Lakeside University", "bachelor", "2017-09", "2020-06", []),
    ]


def test_a_degree_line_set_apart_above_its_place_and_dates():
    cv = parse(
        "Lan Wu\n\nEDUCATION\n\nPh.D. in Psychology\n\n"
        "Lakeside Technological University\n  January 2019 – January 2022 | Lakeside\n"
        "School of Social Sciences\n\n"
        "MSc in Human-Computer Interaction\nHill University\n"
        "  September 2016 - July 2018 | Hill Town\n"
    )
    assert [(e.institution_raw, e.degree, e.start) for e in cv.education] == [
        ("Lakeside Technological University", "phd", "2019-01"),
        ("Hill University", "master", "2016-09"),
    ]


def test_a_heading_word_in_the_first_column_of_an_entry_row():
    cv = parse(
        "王明\n\n"
        "教育经历 | 青山大学 | 2016.09 - 2019.03\n"
        "硕士, 计算机科学 | GPA: 3.88/4.0\n"
        "研究方向: 计算机视觉 | 导师: 李红教授\n"
        "绿水大学 | 2012.09 - 2016.06\n"
        "电子信息 | 一等奖学金\n"
        "学士, 物理学 | GPA: 4.5/5.0\n"
    )
    assert degrees(cv) == [
        ("青山大学", "master", "2016-09", "2019-03", ["李红"]),
        ("绿水大学", "bachelor", "2012-09", "2016-06", []),
    ]


def test_a_grade_with_honours_is_not_a_heading():
    cv = parse(
        "Lan Wu\n\nEDUCATION\nMSc in Psychology\nHill University\n"
        "  September 2016 - July 2018 | Hill Town\n\n110/110 with honors\n\n"
        "BSc in Communication\nHill University\n  September 2013 - July 2016 | Hill Town\n"
    )
    assert [e.degree for e in cv.education] == ["master", "bachelor"]


def test_coding_and_profiles_are_headings():
    from profiles.parsing.sections import classify_heading

    assert classify_heading("CODING") == "skills"
    assert classify_heading("PROFILES") == "about"
    assert classify_heading("Academic Credentials") == "education"


def test_a_last_updated_line_is_not_an_entrys_date_and_erasmus_is_an_exchange():
    cv = parse(
        "Lan Wu\n\nEDUCATION\nErasmus+\nHill University\n"
        "  October 2016 - March 2017 | Hill Town, Japan\n"
        "Graduate School of Medicine\nLast updated on May 10, 2025\n"
    )
    assert degrees(cv) == [("Hill University", "visiting", "2016-10", "2017-03", [])]


# --- dates -----------------------------------------------------------------------


def test_an_open_range_before_a_column_ends_at_its_dash():
    from profiles.parsing.dates import find_range

    dr = find_range("2020- | Ph.D. in Economics, Lakeside University, New York")
    assert (dr.start, dr.end, dr.ongoing, dr.span) == ("2020", None, True, (0, 6))


# --- education found by its content ----------------------------------------------


def test_degree_rows_under_the_name_without_a_heading_are_education():
    cv = parse(
        "Updated: October 2024\n\nLan Wu\nCurriculum vitae\n\n"
        "Phone: (631) 555-0100 | Email: lan@example.org\n\n"
        "2020- | Ph.D. in Economics, Lakeside University, New York\n"
        "2017-2020 M.A. in Economics, Hill University, Hill Town, China\n"
        "2012-2016 B.A. in Accounting, Valley University of Finance, Valley Town, China\n\n"
        "Research interest\nGame theory, Innovation\n"
    )
    assert [(e.institution, e.degree, e.start, e.end) for e in cv.education] == [
        ("Lakeside University, New York", "phd", "2020", None),
        ("Hill University", "master", "2017", "2020"),
        ("Valley University of Finance", "bachelor", "2012", "2016"),
    ]


def test_a_known_university_misspelt_is_still_the_place_of_study():
    cv = parse(
        "Lan Wu\n\nEducation\nShanghai Jiao Tong Univeristy\nPhD in Computer Science | 2026-\n"
    )
    assert [(e.institution, e.degree, e.start) for e in cv.education] == [
        ("Shanghai Jiao Tong University", "phd", "2026")
    ]


def test_a_visit_in_an_education_list_and_two_degrees_named_in_one_line():
    cv = parse(
        "Lan Wu\nlan@example.org | https://example.org/lan\n\n"
        "2020–2025 | B.Tech. in Computer Science and M.S. by Research in Linguistics,\n"
        "Lakeside Institute of Information Technology, Hill Town | GPA: 9.2/10\n"
        "RELEVANT COURSEWORK: Data and Learning; Linear Algebra.\n\n"
        "2024 | Visiting Researcher, Hill University\n\n"
        "Publications\n2024 | A Paper Title\nLan Wu, Ann Bell\n"
    )
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("Lakeside Institute of Information Technology, Hill Town", "bachelor", "2020", "2025"),
        ("Lakeside Institute of Information Technology, Hill Town", "master", "2020", "2025"),
        ("Hill University", "visiting", "2024", "2024"),
    ]
    assert cv.positions == []


# --- advisors --------------------------------------------------------------------


def test_a_supervisor_line_after_the_thesis_goes_with_the_degree():
    cv = parse(
        "Lan Wu\n\nAcademic Credentials\n\n"
        "Lakeside University of Science (LUS) | Hill Town\n"
        "Bachelor of Science in Computer Science, CGPA: 3.52/4.0 Apr. 2017 – Jan. 2022\n"
        "• Major Courses: Artificial Intelligence, Soft Computing,\n"
        "Computer Graphics, Operating System.\n"
        "• Thesis: Crime Prediction from Historical Data\n"
        "Supervisor: Prof. Dr. Ann Bell\n"
    )
    assert degrees(cv) == [
        ("Lakeside University of Science (LUS)", "bachelor", "2017-04", "2022-01", ["Ann Bell"])
    ]


def test_a_link_label_after_an_advisors_name_is_not_part_of_it():
    from profiles.parsing.names import supervisors_in

    assert supervisors_in("Supervisor: Ann Bell [profile]") == ["Ann Bell"]


def test_advisors_with_affiliations_dates_and_french_titles():
    from profiles.parsing.names import supervisors_in

    assert supervisors_in("Advisors: Prof. Ann Bell (Lakeside), Prof. Tom G. Lund (UIUC)") == [
        "Ann Bell",
        "Tom G. Lund",
    ]
    assert supervisors_in("Advisor: Pr. Jean-Marc Roux") == ["Jean-Marc Roux"]
    assert supervisors_in("BSc in CS - Project Supervisor: Ann Bell - GPA: 4.02/4.3 2018") == [
        "Ann Bell"
    ]
    assert supervisors_in(
        "Master's thesis supervised by Prof. Ann Bell & Prof. Tom Lund Sep 2016 - Aug 2018"
    ) == ["Ann Bell", "Tom Lund"]


def test_chinese_advisor_lists_and_a_description_before_the_name():
    from profiles.parsing.names import supervisors_in

    assert supervisors_in("导师:王明,李红") == ["王明", "李红"]
    assert supervisors_in("导师: 王明，主要研究方向为机器学习") == ["王明"]
    assert supervisors_in("师从著名统计学家 Anna van der Berg") == ["Anna van der Berg"]


# --- junk ------------------------------------------------------------------------


def test_degrees_in_a_mentoring_list_are_the_students():
    cv = parse(
        "Lan Wu\n\nEducation\nPhD in Linguistics, Lakeside University, 2018\n\n"
        "TEACHING & MENTORING EXPERIENCE\n"
        "Teaching Assistant, Natural Language Processing (MSc), Lakeside University, 2013 – 2018\n"
        "\nMentoring & student supervision\n"
        "• Ann Bell. Detecting claims. Co-supervised with Tom Lund. MSc in Machine Learning,"
        " Hill College, 2018\n"
        "• Joe Park. Clinical coding. Co-supervised with Tom Lund, MSc in Business Analytics,"
        " Hill College, 2017\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [("Lakeside University", "phd")]
    assert [p.title for p in cv.positions] == ["Teaching Assistant"]


def test_a_second_degree_listed_under_the_same_place():
    cv = parse(
        "Lan Wu\n\nEDUCATION\nLakeside College London, UK\n"
        "PhD in Natural Language Processing, 2018\nPioneered the study of numbers in text.\n\n"
        "MSc in Computational Statistics, 2013\n"
        "Themes: supervised and unsupervised learning, retrieval and vision; a scholarship"
        " from the Lakeside Foundation\n\n"
        "Hill Technical University, Greece\nBSc in Electrical Engineering, 2011\n"
        "B.A. in Sociology (Minor), 2011\n"
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Lakeside College London", "phd", "2018"),
        ("Lakeside College London", "master", "2013"),
        ("Hill Technical University", "bachelor", "2011"),
    ]


def test_the_degree_after_the_place_in_one_field_is_not_part_of_its_name():
    cv = parse("Lan Wu\n\nEducation\nLakeside University, PhD in Linguistics, 2018\n")
    assert [(e.institution_raw, e.degree) for e in cv.education] == [("Lakeside University", "phd")]


def test_month_hyphen_year_dates_and_pres_as_ongoing():
    from profiles.parsing.dates import find_range

    dr = find_range("Nanjing University   Sep-2011 – Jun-2015")
    assert (dr.start, dr.end) == ("2011-09", "2015-06")
    dr = find_range("Sep '22 – pres.   Ph.D. in Statistics")
    assert (dr.start, dr.end, dr.ongoing) == ("2022-09", None, True)


def test_an_expected_graduation_line_under_an_ongoing_degree():
    cv = parse(
        "Lan Wu\n\nEducation\nPh.D. in Computing Science\nLakeside University | 2019 – Present\n"
        "» Supervisors: Ann Bell, Tom Lund\n» Anticipated Graduation: 04/2026\n"
        "M.Sc. in Statistics\nLakeside University | 2016 – 2018\n"
    )
    assert [(e.degree, e.start, e.end, e.expected, e.advisors) for e in cv.education] == [
        ("phd", "2019", "2026-04", True, ["Ann Bell", "Tom Lund"]),
        ("master", "2016", "2018", False, []),
    ]


def test_a_supervisor_line_after_the_bullets_stays_with_its_degree():
    cv = parse(
        "Lan Wu\n\nEducation\nInstitute of Pharmacology, Lakeside University   6/2023-Now\n"
        "PhD student\n- Project 1: Sleep spindles in memory consolidation\n"
        "Supervisor: Prof. Dr. Ann Bell\n"
        "Hill Institute   10/2022-04/2023\nVisiting student\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", ["Ann Bell"]),
        ("visiting", []),
    ]


def test_a_school_listed_after_a_degree_is_a_place_of_its_own():
    cv = parse(
        "王小明\n\n## 教育经历\n* 2005.9 - 2009.6 某某大学软件学院\n"
        "* 2002.9 - 2005.6 某某市第一中学\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("某某大学软件学院", "bachelor"),  # four academic years at a university
        ("某某市第一中学", "highschool"),
    ]


def test_a_degree_line_with_its_honours_class_is_the_degree_not_an_award_list():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Harbour University\nSydney, Australia\n\n"
        "BSc in Marine Biology, First-Class Honours\nSept 2015 – June 2018\n"
    )
    assert degrees(cv) == [("Harbour University", "bachelor", "2015-09", "2018-06", [])]


def test_a_bio_names_the_month_of_a_year_the_education_list_gives():
    cv = parse(
        "Lan Wu\n\nAbout\n\n"
        "I received my Ph.D. in Geology from Lakeside University in June 2021, advised by Ann Lee."
        "\n\nEducation\n\nPh.D. in Geology, Lakeside University, 2021\n"
    )
    assert degrees(cv) == [("Lakeside University", "phd", None, "2021-06", ["Ann Lee"])]


def test_a_chinese_bio_names_the_month_of_its_degree():
    cv = parse(
        "吴兰\n\n个人简介\n\n吴兰,博士,现为某研究院副研究员;于2020年6月从青山大学获得计算机专业工学博士学位,"
        "研究方向为网络测量。\n\n教育经历\n\n博士 青山大学 2020\n"
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("青山大学", "phd", "2020-06")
    ]


def test_a_bio_sentence_naming_only_advisors_names_those_of_the_degree_told_before_it():
    cv = parse(
        "# Lan Wu\n\n## About\n\nI am a third-year PhD student at Lakeside University. "
        "I am fortunate to be co-advised by Ann Lee and Bo Chen. My research is on optics.\n"
    )
    assert degrees(cv) == [("Lakeside University", "phd", None, None, ["Ann Lee", "Bo Chen"])]
    cv = parse(
        "# 吴兰\n\n## 关于我\n\n我是青山大学计算机学院的博士研究生,研究方向为图学习。"
        "我很荣幸师从王明教授。\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [("phd", ["王明"])]


def test_a_mentor_of_a_job_told_after_a_degree_is_not_the_degrees_advisor():
    cv = parse(
        "# Lan Wu\n\n## About\n\nI am a third-year PhD student at Lakeside University. "
        "I am also a research intern at Acme Labs, mentored by Bo Chen.\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [("phd", [])]


def test_a_university_record_spanning_four_academic_years_without_a_degree_is_a_bachelor():
    cv = parse(
        "吴兰\n\n教育背景\n\n"
        "青山大学 | 2023/09 – 2025/06\n计算机技术 硕士 | 一等奖学金\n"
        "白云大学 | 2019/09 – 2023/06\n网络工程 | 国家励志奖学金\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("青山大学", "master"),
        ("白云大学", "bachelor"),
    ]


def test_a_four_year_record_beside_a_stated_bachelor_keeps_no_degree():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Hill University | 2016 – 2020\nBSc in Physics\n\n"
        "Lakeside University | 2020 – 2024\nResearch in optics\n"
    )
    assert [e.degree for e in cv.education] == ["bachelor", "other"]


def test_degrees_a_chinese_bio_gives_one_place_share_the_advisor_of_the_clause():
    cv = parse(
        "吴兰\n\n个人简介\n\n吴兰,现为某大学副教授。于2012年和2014年分别获得青山大学软件工程专业"
        "本科和硕士学位,师从王明教授。\n"
    )
    assert [(e.degree, e.end, e.advisors) for e in cv.education] == [
        ("bachelor", "2012", ["王明"]),
        ("master", "2014", ["王明"]),
    ]


def test_a_chinese_bio_year_in_brackets_after_the_degree_is_its_end():
    cv = parse("吴兰\n\n个人简介\n\n吴兰,博士毕业于青山大学物理学专业(2021),师从王明教授。\n")
    assert [(e.degree, e.start, e.end) for e in cv.education] == [("phd", None, "2021")]


def test_a_college_set_apart_below_a_dated_degree_belongs_to_that_degree():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Harbour University | Sydney\nBachelor of Science, Physics | Sep 2016 — June 2020\n\n"
        "Whitfield Honors College\nAdvisor: Prof. Ann Lee\n"
    )
    assert degrees(cv) == [("Harbour University", "bachelor", "2016-09", "2020-06", ["Ann Lee"])]


def test_degree_lines_under_one_place_are_degrees_at_that_place():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Hill University | Houston, TX\nM.A in Psychology | June 2021\n\n"
        "Lakeside University | Austin, TX\nB.S. in Computer Science | June 2019\n"
        "B.A in Philosophy | June 2019\n"
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Hill University", "master", "2021-06"),
        ("Lakeside University", "bachelor", "2019-06"),
        ("Lakeside University", "bachelor", "2019-06"),
    ]
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Hill University, Houston\nM.A. in Economics, 1995\nPh.D. in Economics, 1999\n"
        "Thesis: Neighbourhood effects\n"
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Hill University, Houston", "master", "1995"),
        ("Hill University, Houston", "phd", "1999"),
    ]


def test_a_visiting_doctoral_student_in_a_chinese_bio_is_a_stay_not_a_second_doctorate():
    cv = parse(
        "吴兰\n\n个人简介\n\n我是青山大学的博士研究生,导师是王明教授。"
        "同时,我也是白云大学视觉实验室的访问博士生,在李强教授的指导下开展研究。\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("青山大学", "phd"),
        ("白云大学视觉实验室", "visiting"),
    ]


def test_a_catalan_universitat_is_a_place_of_study():
    cv = parse(
        "# Lan Wu\n\n## About\n\nI hold a BSc in Mathematics and an MSc in Data Science, both "
        "from the Universitat de Lleida. I am a PhD student at Hill University.\n"
    )
    assert {(e.institution_raw, e.degree) for e in cv.education} >= {
        ("Universitat de Lleida", "bachelor"),
        ("Universitat de Lleida", "master"),
    }


def test_a_grade_written_after_the_place_is_not_part_of_its_name():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "M.Sc., Physics, Hill Institute of Technology (HIT), GPA: 3.88/4.0, 1st | 2019 - 2022\n"
        "2014–2018 B.Sc. (Physics), Lakeside Institute of Science Percentage - 87.25 (I)\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill Institute of Technology (HIT)", "master"),
        ("Lakeside Institute of Science", "bachelor"),
    ]


def test_a_school_in_a_chinese_resumes_personal_details_is_a_place_of_study():
    cv = parse("# 吴兰的简历\n\n## 个人信息\n\n* 青山大学/女/1995\n\n## 工作经验\n\n")
    assert [(e.institution_raw, e.degree) for e in cv.education] == [("青山大学", "other")]
    cv = parse("# 吴兰\n\n## 个人信息\n\n吴兰/女\n本科/青山大学计算机系\n工作年限:三年\n")
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("青山大学计算机系", "bachelor")
    ]
    cv = parse(
        "# 吴兰的简历\n\n## 个人信息\n\n* 青山大学/女/1995\n\n## 教育经历\n\n"
        "2013.09 - 2017.06 | 青山大学 | 本科 | 软件工程\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [("青山大学", "bachelor")]


def test_a_profile_line_naming_a_school_drawn_with_radicals():
    cv = parse("李明\n\n本科/⻄北⼤学计算机系\n")
    got = [(e.institution_raw, e.degree) for e in cv.education]
    assert got == [("西北大学计算机系", "bachelor")]


def test_a_research_interests_field_under_a_degree_keeps_the_degrees_below():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "Ph.D. in Physics   Aug 2022 - Present\nNorthfield University, Springfield\n"
        "Research interests: quantum optics and lasers\nGPA: 4/4\n\n"
        "B.Sc. in Physics   Sep 2018 - Jun 2022\nEastlake University, Eastlake\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Northfield University, Springfield", "phd"),
        ("Eastlake University, Eastlake", "bachelor"),
    ]
    cv = parse(
        "王明\n\n教育经历\n\n青山大学 博士 2018.09 – 2023.06\n研究方向: 机器学习系统\n\n"
        "青山大学 本科 2014.09 – 2018.06\n"
    )
    assert [e.degree for e in cv.education] == ["phd", "bachelor"]


def test_a_degree_told_again_among_the_jobs_is_one_degree_with_its_advisors():
    cv = parse(
        "Ann Lee\n\n## Experience\n\n"
        "2016 – 2020\nPhD Candidate\nSchool of Physics, Northfield University\n"
        "Quantum optics. Supervised by Prof. Carl Berg.\n\n"
        "## Education\n\n- PhD, Physics\nNorthfield University, 2020\n\n"
        "- BSc, Physics\nEastlake University, 2015\n"
    )
    assert degrees(cv) == [
        ("Northfield University", "phd", None, "2020", ["Carl Berg"]),
        ("Eastlake University", "bachelor", None, "2015", []),
    ]


def test_a_visiting_scholar_stay_told_in_a_bio():
    cv = parse(
        "# Ann Lee\n\nI am a researcher at Acme Inc. I received my Ph.D. degree from "
        "Northfield University in 2025. From Mar. 2024 to Sep. 2024, I was a visiting scholar "
        "at Southbank University, under the supervision of Prof. Dan Moe.\n",
        "cv.md",
    )
    assert ("Southbank University", "visiting", "2024-03", "2024-09", ["Dan Moe"]) in degrees(cv)


def test_a_tagline_under_the_name_gives_the_listed_degree_its_advisor():
    cv = parse(
        "# Ann Lee\n\nPhD candidate at Northfield University, studying under Carl Berg. "
        "I work on optics and lasers for imaging.\n\n"
        "# Education\n\n2026   Ph.D., Physics\nNorthfield University\n",
        "cv.md",
    )
    assert degrees(cv) == [("Northfield University", "phd", None, "2026", ["Carl Berg"])]


def test_a_place_named_by_the_word_for_school_in_another_language():
    cv = parse(
        "# Ann Lee\n\n## Education\n\n* Ph.D in Physics, Scuola Superiore di Lago 2019-2023\n"
        "* PhD in Physics, Uniwersytet Pomorski, 2018\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Scuola Superiore di Lago", "phd"),
        ("Uniwersytet Pomorski", "phd"),
    ]


def test_an_education_list_told_in_sentences():
    cv = parse(
        "# Ann Lee\n\n## Education\n\n"
        "- From 2021 to 2022 I studied physics at the MLPR (Master Lillois de physique).\n",
        "cv.md",
    )
    assert degrees(cv) == [("MLPR", "master", "2021", "2022", [])]


def test_a_bio_sentence_opened_by_since_gives_the_start():
    from profiles.parsing.bio_degrees import bio_degrees

    (e,) = bio_degrees(
        "Since November 2022 I am completing a PhD in physics at Hill University.", 1
    )
    assert (e.institution_raw, e.degree, e.start, e.end) == (
        "Hill University",
        "phd",
        "2022-11",
        None,
    )


def test_dates_in_a_column_at_the_end_of_the_entrys_first_item():
    cv = parse(
        "Ann Lee\n\nEDUCATION\n"
        "Hill University, Exchange Program                          Lakeside\n"
        "- Related courses: Optics, Lasers                           Jan - Jun 2017\n"
    )
    assert degrees(cv) == [("Hill University", "visiting", "2017-01", "2017-06", [])]


def test_a_lone_heading_over_the_list_does_not_make_it_one_entry():
    cv = parse(
        "# Ann Lee\n\n# Education\n\n## Hill University   Ph.D.\n"
        "Physics, GPA: 3.9/4.0   2019.09–2024.06\n\n"
        "Lake University   Bachelor\nPhysics, GPA: 3.8/4.0   2019.06\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2024-06"),
        ("Lake University", "bachelor", "2019-06"),
    ]


def test_advisor_labels_in_other_languages():
    cv = parse(
        "Ann Lee\n\nEducation\n\nPhD in Physics, Hill University, 2016 – 2020\n"
        "Promotor: Prof. Jan Berg; co-promotor: dr. Eva Lind\n\n"
        "Master en Physique, Université de Lac, 2014 – 2016\nDirecteur de thèse : Paul Roy\n"
    )
    assert [e.advisors for e in cv.education] == [["Jan Berg", "Eva Lind"], ["Paul Roy"]]


def test_a_chinese_run_of_school_major_and_degree_names_the_school():
    cv = parse("王明\n\n## 教育经历\n\n- 2006–2010 青山大学软件工程专业工学学士。\n", "cv.md")
    assert degrees(cv) == [("青山大学", "bachelor", "2006", "2010", [])]


def test_a_label_before_a_colon_is_a_field_of_its_own():
    cv = parse(
        "Ann Lee\n\nEducation\n\nPh.D.: Hill University, 2019–2023\n"
        "B.Sc.: Lake University, 2015–2019\n"
    )
    assert [(e.institution_raw, e.degree, e.degree_raw) for e in cv.education] == [
        ("Hill University", "phd", "Ph.D."),
        ("Lake University", "bachelor", "B.Sc."),
    ]
    cv = parse(
        "王明\n\n## 教育经历\n\n学校：青山大学\n学历：硕士\n时间：2020.09-2023.06\n", "cv.md"
    )
    assert degrees(cv) == [("青山大学", "master", "2020-09", "2023-06", [])]


def test_the_place_after_at_in_a_degree_field():
    cv = parse(
        "Ann Lee\n\nEducation\n\nPhD in Physics at Hill University (2019-2023)\n"
        "Sep 2015 – Jun 2019: BSc student at the Lake University\n"
    )
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2019", "2023"),
        ("Lake University", "bachelor", "2015-09", "2019-06"),
    ]


def test_a_bio_that_names_the_advisors_in_a_sentence_of_their_own_or_after_where_i_work():
    cv = parse(
        "# Ann Lee\n\nI am a PhD student at Hill University. My advisors are Carl Berg and "
        "Eva Lind. I like optics.\n",
        "cv.md",
    )
    assert degrees(cv) == [("Hill University", "phd", None, None, ["Carl Berg", "Eva Lind"])]
    cv = parse(
        "# Ann Lee\n\nI am a fourth-year Ph.D. student in Physics at Hill University, where I "
        "work with Carl Berg. I like optics.\n",
        "cv.md",
    )
    assert degrees(cv) == [("Hill University", "phd", None, None, ["Carl Berg"])]


def test_a_chinese_bio_gives_a_degree_the_range_of_its_clause_or_of_the_clause_before():
    cv = parse(
        "# 王明\n\n2018年9月至2023年6月，在青山大学攻读博士学位。"
        "我的研究兴趣是计算机视觉与机器学习。\n",
        "cv.md",
    )
    assert degrees(cv) == [("青山大学", "phd", "2018-09", "2023-06", [])]


def test_a_chinese_bio_clause_opened_by_then_names_the_school_without_it():
    cv = parse(
        "# 王明\n\n我于2020年获得湖山大学学士学位，随后在青山大学攻读硕士学位。"
        "我的研究兴趣是计算机视觉与机器学习。\n",
        "cv.md",
    )
    assert [e.institution_raw for e in cv.education] == ["湖山大学", "青山大学"]


def test_the_place_in_brackets_after_the_field_of_study():
    cv = parse(
        "Ann Lee\n\nEducation\n\n2012 -- 2015\nMaster of Arts: Classical Archaeology "
        "(Hill-Universität Nord)\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill-Universität Nord", "master")
    ]


def test_working_with_someone_under_a_research_degree_names_the_advisor():
    cv = parse(
        "Ann Lee\n\nEducation\n\nHill University, PhD in Physics, 2019 – 2023\n"
        "Thesis on light, working with Prof. Carl Berg.\n\n"
        "Lake University, BSc in Physics, 2015 – 2019\nWorked with large datasets.\n"
    )
    assert [e.advisors for e in cv.education] == [["Carl Berg"], []]


def test_a_list_of_degrees_and_appointments_gives_jobs_as_positions():
    cv = parse(
        "Ann Lee\n\nEducation and Appointments\n\n"
        "Hill University, Senior Staff Scientist at the Observatory | since 2021\n"
        "Lake Institute, postdoctoral researcher | 2018 – 2021\n"
        "Hill University, PhD in Astronomy | 2013 – 2018\n"
    )
    assert degrees(cv) == [("Hill University", "phd", "2013", "2018", [])]
    assert [(p.organization_raw, p.start) for p in cv.positions] == [
        ("Hill University", "2021"),
        ("Lake Institute", "2018"),
    ]


def test_a_chinese_list_of_study_and_work_gives_a_professorship_as_a_position():
    cv = parse(
        "李安\n\n教育与工作经历\n\n"
        "2024.01-至今   青山大学，生命科学学院，特聘教授\n"
        "2021.01-2023.12   湖畔大学，博士后\n"
        "2016.09-2020.12   湖畔大学，生态学博士\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [("湖畔大学", "phd")]
    assert [(p.organization_raw, p.title) for p in cv.positions] == [
        ("青山大学", "特聘教授"),
        ("湖畔大学", "博士后"),
    ]


def test_a_degree_names_its_place_in_brackets():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "2015 - 2020 Ph.D. in plasma physics (Hill Polytechnic University)\n"
        "2012 - 2015 MSc in Applied physics (Lakeside University)\n"
    )
    assert [(e.institution_raw, e.degree, e.degree_raw, e.start) for e in cv.education] == [
        ("Hill Polytechnic University", "phd", "Ph.D. in plasma physics", "2015"),
        ("Lakeside University", "master", "MSc in Applied physics", "2012"),
    ]


def test_a_visiting_scholar_under_research_experience_is_a_position():
    cv = parse(
        "Ann Lee\n\nResearch Experience\n\n"
        "Visiting Research Scholar\n"
        "Hill University, Hilltown (Prof. Bo Chen)   Nov 2015 - Jan 2016\n\n"
        "Visiting Student\nLake Institute, Laketown   Mar 2014 - Jun 2014\n"
    )
    assert [(p.organization_raw, p.title) for p in cv.positions] == [
        ("Hill University", "Visiting Research Scholar")
    ]
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Lake Institute, Laketown", "visiting")
    ]


def test_an_and_inside_brackets_names_no_second_degree():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "2015 - 2020 Ph.D. in physics (Hill Polytechnic University, and exchange\n"
        "program at Lake University)\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill Polytechnic University", "phd")
    ]


def test_degrees_written_in_traditional_characters():
    cv = parse(
        "李安\n\nEducation\n\n"
        "碩士，資訊工程   青山大學   2015 - 2017\n"
        "學士，資訊工程   湖畔大學   2011 - 2015\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("青山大學", "master"),
        ("湖畔大學", "bachelor"),
    ]


def test_a_chinese_joint_bachelor_and_master_gives_two_degrees():
    cv = parse("李安\n\n教育背景\n\n2011 - 2017   青山大学   学士及硕士，信息工程\n")
    assert [(e.institution_raw, e.degree, e.degree_raw) for e in cv.education] == [
        ("青山大学", "bachelor", "学士"),
        ("青山大学", "master", "硕士"),
    ]


def test_a_profile_front_matter_year_range_is_kept_whole():
    cv = parse(
        "---\ntitle: Ann Lee\neducation:\n  courses:\n"
        "    - course: M.S. in Ocean Science\n      institution: Hill University\n"
        "      year: 2024/9 - present\n"
        "    - course: B.E. in Ocean Science\n      institution: Lake University\n"
        "      year: 2020/9 - 2024/6\n---\n",
        "index.md",
    )
    assert [(e.institution_raw, e.start, e.end) for e in cv.education] == [
        ("Hill University", "2024-09", None),
        ("Lake University", "2020-09", "2024-06"),
    ]


def test_a_degree_dated_by_one_season_graduated_then():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "B.S. in Physics, Hill University, Fall 2012\n"
        "Summer school in Optics, Lakeside University, Summer 2011\n"
    )
    assert [(e.degree, e.start, e.end) for e in cv.education] == [
        ("bachelor", None, "2012"),
        ("visiting", "2011", "2011"),
    ]


def test_every_degree_line_under_one_place_is_at_that_place():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Hill University\nPh.D. in Physics, 2021\nM.S. in Physics, 2017\nB.S. in Chemistry, 2015\n"
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2021"),
        ("Hill University", "master", "2017"),
        ("Hill University", "bachelor", "2015"),
    ]


def test_a_note_after_the_year_is_no_part_of_the_school():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Ph.D. in Physics, Hill University, 2021\n"
        "B.A. in Mathematics, Lakeside College, 2016, summa cum laude\n"
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2021"),
        ("Lakeside College", "bachelor", "2016"),
    ]


def test_a_bio_that_says_i_am_an_undergraduate_at_a_school_gives_that_bachelor():
    cv = parse(
        "Lan Wu\n\nAbout\n\n"
        "I'm an undergraduate in Physics at Hill University, where I work on optics and "
        "laser cooling.\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill University", "bachelor")
    ]


def test_a_chinese_branch_campus_is_part_of_the_school_before_the_degree():
    cv = parse("吴兰\n\n教育经历\n\n青山大学湖滨分校 联合培养博士生 2018.09-2019.09\n")
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("青山大学湖滨分校", "visiting")
    ]


def test_a_programme_dated_as_the_degree_above_is_part_of_that_degree():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Hill University   B.S. in Physics   2016.09-2020.06\n"
        "Lakeside Honours College   2016.09-2020.06\n"
        "Hill University   M.S. in Physics   2020.09-2022.06\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill University", "bachelor"),
        ("Hill University", "master"),
    ]


def test_a_postdoc_in_an_education_and_experience_list_is_a_job():
    from profiles.parsing.education import lists_positions

    assert lists_positions("Education and Experience")
    assert lists_positions("Experience & Education")
    assert not lists_positions("Education Experience")  # 教育经历 translated: degrees only
    assert not lists_positions("教育经历")


def test_a_degree_and_its_field_may_be_set_before_a_colon_and_the_place():
    from profiles.parsing import parse_bytes

    text = (
        "Jane Roe\n\nEducation\n"
        "2021 PhD in Atmospheric and Oceanic Sciences: Hill University, Lakeside.\n"
        "2016 MS in Atmospheric and Oceanic Sciences : Hill University, Lakeside.\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2021"),
        ("Hill University", "master", "2016"),
    ]


def test_a_place_without_a_degree_word_whose_major_has_a_minor_is_a_bachelors():
    from profiles.parsing import parse_bytes

    text = (
        "Jane Roe\n\nEducation\n"
        "Hill University | Aug. 2019 - Present\n"
        "Major in Geology; Minor in Mathematics | GPA: 3.6/4.0\n\n"
        "Lake College | Sep. 2015 - May 2019\n"
        "Coursework in Chemistry\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill University", "bachelor"),
        ("Lake College", "other"),
    ]


def test_a_personal_details_field_labelled_education_names_the_school_and_degree():
    from profiles.parsing import parse_bytes

    text = (
        "# 王小明\n\n## 个人信息\n\n"
        "- 性别：男\n- 学历：全日制本科/青山理工学院/2021届应届生\n- 专业：软件工程\n\n"
        "## 项目经历\n\n- 某某系统开发(2020.3~2020.7)\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("青山理工学院", "bachelor", "2021")
    ]
    text = "# 王小明\n\n## 个人信息\n\n+ 毕业院校：青山理工学院 本科学历\n+ 专业：测控技术\n"
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(e.institution_raw, e.degree) for e in cv.education] == [("青山理工学院", "bachelor")]


def test_degree_lines_each_ending_in_a_year_below_a_place_line_ending_in_a_full_stop():
    from profiles.parsing import parse_bytes

    text = (
        "Jane Roe\n\nEducation\n\n"
        "Hill University, Lakeside, WI.\nM.A. in Economics, 2011.\nPh.D. in Economics, 2015.\n"
        "Thesis committee: Ann Lee (chair), Bo Chen.\n\n"
        "Lake College, Springfield, IL.\nB.A. in Mathematics, 2009.\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(e.institution_raw[:10], e.degree, e.end, e.advisors) for e in cv.education] == [
        ("Hill Unive", "master", "2011", []),
        ("Hill Unive", "phd", "2015", ["Ann Lee"]),
        ("Lake Colle", "bachelor", "2009", []),
    ]


def test_a_research_internship_at_a_university_listed_among_the_degrees_is_a_stay():
    from profiles.parsing import parse_bytes

    text = (
        "# Jane Roe\n\n# Education\n"
        "- *2021.09 - 2025.06*, B.Eng. in Automation, Hill University, China\n"
        "- *2024.07 - 2024.09*, Summer Research Intern, Lake University, USA. Mentor: Ann Lee\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(e.institution_raw[:15], e.degree, e.start, e.end) for e in cv.education] == [
        ("Hill University", "bachelor", "2021-09", "2025-06"),
        ("Lake University", "visiting", "2024-07", "2024-09"),
    ]


def test_the_word_opening_a_range_goes_with_its_dates():
    cv = parse("Lan Wu\n\nEducation\n- Ph.D. in Physics, Hill University, since 2021\n")
    assert [(e.institution_raw, e.start, e.ongoing) for e in cv.education] == [
        ("Hill University", "2021", True)
    ]


def test_two_degrees_of_one_place_take_the_dates_of_the_items_naming_them():
    cv = parse(
        "# Lan Wu\n\n## Education\n\n- M.S. & B.E., Lake University, Austin, TX\n"
        "  - M.S., Sept. 2016 - Jun. 2019\n  - B.E., 2016\n",
        "cv.md",
    )
    assert [(e.degree, e.start, e.end) for e in cv.education] == [
        ("master", "2016-09", "2019-06"),
        ("bachelor", None, "2016"),
    ]


def test_a_referee_marked_as_the_advisor_advises_the_doctorate():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "2019 - 2023 Hill University: Ph.D. in Economics\n"
        "2015 - 2019 Hill University: B.A. in Economics\n\n"
        "References\n\n"
        "Ann Lee (Advisor)\nHill University\nEmail: ann@hill.edu\n\n"
        "Bo Chen\nVale University\nEmail: bo@vale.edu\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", ["Ann Lee"]),
        ("bachelor", []),
    ]


def test_a_referee_block_with_an_advisor_line_names_its_first_line():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "2021 - 2023 Vale University: M.S. in Physics\n\n"
        "Referees\n\n"
        "Prof. Cy Dunn\nDepartment of Physics, Vale University\nThesis supervisor\n\n"
        "Dr. Eve Fox, Acme Corp, manager\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [("master", ["Cy Dunn"])]


def test_a_header_label_names_the_advisor_of_its_degree():
    cv = parse(
        "Lan Wu\nPh.D. Advisor: Ann Lee\n\nEducation\n\n"
        "Ph.D. in Physics, Hill University, 2018 - 2023\n"
        "B.S. in Physics, Vale University, 2014 - 2018\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", ["Ann Lee"]),
        ("bachelor", []),
    ]


def test_a_referee_marked_as_a_masters_supervisor_advises_the_masters():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "2021 - 2025 Hill University: Ph.D. in Physics\n"
        "2019 - 2021 Vale University: M.S. in Physics\n\n"
        "References\n\n"
        "Prof. Cy Dunn\nVale University\nMaster's thesis co-supervisor\n\n"
        "Prof. Eve Fox, Department Chair, Hill University\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [("phd", []), ("master", ["Cy Dunn"])]


def test_a_bio_names_the_advisors_of_a_degree_by_its_kind_alone():
    md = (
        "# Lan Wu\n\n## About\n\n{}\n\n## Education\n\n"
        "- Ph.D. in Physics, Hill University, 2020 – 2024\n"
        "- M.S. in Physics, Vale University, 2018 – 2020\n"
    )
    for bio, expected in [
        ("During my PhD, I was advised by Prof. Ann Lee.", [["Ann Lee"], []]),
        (
            "My PhD advisor was Ann Lee and my master's advisor was Bo Chen.",
            [["Ann Lee"], ["Bo Chen"]],
        ),
        ("I mentored PhD students with Prof. Cy Dunn.", [[], []]),
    ]:
        cv = parse(md.format(bio), "cv.md")
        assert [e.advisors for e in cv.education] == expected


def test_a_chinese_bio_names_the_advisors_of_its_time_as_a_student():
    cv = parse(
        "# 吴兰\n\n## 简介\n\n我目前在溪谷研究院工作。"
        "博士期间，我在山丘大学完成学位，导师为李华教授和王明副教授。\n\n"
        "## 教育经历\n\n- 2020 – 2024 山丘大学 物理学 博士\n- 2016 – 2020 溪谷大学 物理学 本科\n",
        "cv.md",
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", ["李华", "王明"]),
        ("bachelor", []),
    ]


def test_a_markdown_table_with_an_advisor_column_names_each_degrees_advisor():
    cv = parse(
        "# Lan Wu\n\n## Education\n\n| Years | Degree | School | Advisor |\n|---|---|---|---|\n"
        "| 2019–2024 | Ph.D. | Hill University | Ann Lee |\n"
        "| 2015–2019 | B.S. | Vale University | |\n",
        "cv.md",
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("phd", ["Ann Lee"]),
        ("bachelor", []),
    ]


def test_a_degree_named_by_its_kind_takes_no_advisor_named_before_it():
    from profiles.parsing.mentors import degree_advisors

    sentence = (
        "I am a postdoc at Orbit Institute, advised by Prof. Bo Chen, and my B.S. is from Vale."
    )
    assert degree_advisors(sentence, 1) == []
    # A degree listed after one of the writer's is the writer's, with the words after it.
    sentence = "I received my B.E. (2016) and Ph.D. (2023) from Vale, advised by Prof. Ann Lee."
    assert [(e.degree, e.advisors) for e in degree_advisors(sentence, 1)] == [("phd", ["Ann Lee"])]


def test_the_header_names_the_advisors_of_the_degree_under_way():
    for header in (
        "Lan Wu\nPhD Student, Hill University\nAdvisor: Ann Lee\n",
        "Lan Wu\nPh.D. Candidate | Hill University | Advisor: Prof. Ann Lee\n",
    ):
        cv = parse(
            header + "\nEducation\n\nPh.D. in Physics, Hill University, 2020 – present\n"
            "B.S. in Physics, Vale University, 2016 – 2020\n"
        )
        assert [(e.degree, e.advisors) for e in cv.education] == [
            ("phd", ["Ann Lee"]),
            ("bachelor", []),
        ]


def test_the_place_a_degree_field_names_after_the_degree_without_a_comma():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "Master and Ph.D. in LAKE VALE UNIVERSITY (October 2015 – present)\n\n"
        "Bachelor  NORTH HILL UNIVERSITY (October 2011 – September 2015)\n\n"
        "Completed MSc in Optics: Hill Institute of Technology, Lakeside, Canada (2010)\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("LAKE VALE UNIVERSITY", "master"),
        ("LAKE VALE UNIVERSITY", "phd"),
        ("NORTH HILL UNIVERSITY", "bachelor"),
        ("Hill Institute of Technology", "master"),
    ]


def test_a_chinese_bio_names_each_school_with_its_long_unit_and_a_doctorate_in_latin():
    cv = parse(
        "# 王明\n\n我是一名在湖山大学（湖大）的第三年的在读Ph.D.学生。"
        "在此之前，我于青山理工大学电气工程学院获得硕士学位；"
        "本科则是就读于白水大学电子信息与电气工程学院，自动化专业。\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("湖山大学", "phd"),
        ("青山理工大学电气工程学院", "master"),
        ("白水大学电子信息与电气工程学院", "bachelor"),
    ]


def test_semicolons_between_the_fields_of_a_degree_line():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "Ph.D. in Physics; Hill University; 2018 – 2023\n"
        "B.S. in Physics; Vale University; 2014 – 2018\n"
    )
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2018", "2023"),
        ("Vale University", "bachelor", "2014", "2018"),
    ]


def test_a_visit_with_a_lone_date_is_a_stay_within_that_time():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "Ph.D. in Physics, Hill University, 2019 – 2024\n"
        "Visiting Student, Vale University, 2022\n"
        "B.S. in Physics, Lake University, 2019\n"
    )
    assert [(e.degree, e.start, e.end) for e in cv.education] == [
        ("phd", "2019", "2024"),
        ("visiting", "2022", "2022"),
        ("bachelor", None, "2019"),
    ]


def test_a_doctor_of_any_discipline_is_a_doctorate_but_not_a_doctor_of_medicine():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "D.C.D., Doctor of Communications Design, Hill University, 2016.\n"
        "Ed.D. in Learning Sciences, Vale University, 2012.\n"
        "Doctor of Medicine, Lake University, 2008.\n"
    )
    assert [e.degree for e in cv.education] == ["phd", "phd", "other"]


def test_a_university_record_after_the_bachelors_and_two_or_three_years_long_is_a_masters():
    cv = parse(
        "王明\n\n教育经历\n\n"
        "青山大学(保送) | 2023/09 – 2026/06\n电子信息 | 一等奖学金\n"
        "湖山大学 | 2019/09 – 2023/06\n网络工程 | 国家励志奖学金\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("青山大学(保送)", "master"),
        ("湖山大学", "bachelor"),
    ]


def test_a_place_line_and_a_degree_line_each_opening_on_one_date_of_a_column():
    cv = parse(
        "# Ann Lee\n\n## Education\n\n"
        "June 2023    Hill University\nSeptember 2018    Ph.D. in Physics\n\n"
        "June 2018    Vale University\nSeptember 2014    B.S. in Physics\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2018-09", "2023-06"),
        ("Vale University", "bachelor", "2014-09", "2018-06"),
    ]


def test_a_doctorate_at_a_listed_place_told_again_with_another_date_is_the_listed_one():
    cv = parse(
        "Ann Lee\n\nEducation\n\nPh.D. in Physics, Hill University, 2013 – 2019\n"
        "B.S. in Physics, Vale University, 2009 – 2013\n\n"
        "Experience\n\nPh.D. in Physics, Hill University, 2011\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill University", "phd"),
        ("Vale University", "bachelor"),
    ]


def test_two_dates_stacked_one_a_line_above_a_degree_are_its_span():
    cv = parse(
        "# Ann Lee\n\n## Education\n\n2018\n2023\nPh.D. in Physics\nHill University\n\n"
        "2018\n2014\nB.S. in Physics\nVale University\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2018", "2023"),
        ("Vale University", "bachelor", "2014", "2018"),
    ]


def test_a_chinese_bio_clause_that_goes_to_a_school_to_visit_is_a_stay_there():
    cv = parse(
        "# 王明\n\n本科毕业于湖山大学，曾获国家奖学金。我也曾赴青山大学访问，与李华教授开展合作。"
        "2019年我到白水大学交换一学期。\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("湖山大学", "bachelor", None, None),
        ("青山大学", "visiting", None, None),
        ("白水大学", "visiting", "2019", "2019"),
    ]


def test_a_visit_told_among_a_degrees_details_is_a_stay_of_its_own():
    cv = parse(
        "# Ann Lee\n\n## Education\n\n"
        "2015-2021: Ph.D. in Physics, Hill University\n"
        "- Topic: Light in crystals\n"
        "- Visiting Scholar at Lake University (LU)\n"
        "- Advisor: Carl Berg\n\n"
        "2011-2015: B.Sc. in Physics, Vale University\n"
        "- 2013: Exchange student at Rock Institute of Technology\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2015", "2021"),
        ("Lake University", "visiting", None, None),
        ("Vale University", "bachelor", "2011", "2015"),
        ("Rock Institute of Technology", "visiting", "2013", "2013"),
    ]


def test_plain_lines_that_each_open_on_a_degree_at_a_place_are_degrees_of_their_own():
    cv = parse(
        "# Ann Lee\n\n## Certifications and Education\n"
        "Report Writing Basics, Hill Board of Skills    Mar 2024\n"
        "M.Sc. Optical Engineering, Vale University, Lakeside Branch\n"
        "B.Sc. Physics, Lake University\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree) for e in cv.education][-2:] == [
        ("Vale University, Lakeside Branch", "master"),
        ("Lake University", "bachelor"),
    ]


def test_plain_degree_lines_with_the_place_first_or_after_from_are_degrees_of_their_own():
    for body in (
        "Hill University, M.Sc. Optical Engineering\nVale University, B.Sc. Physics\n",
        "M.Sc. in Optics from Hill University\nB.Sc. in Physics from Vale University\n",
        "Hill University — M.Sc. Optics\nVale University — B.Sc. Physics\n",
    ):
        cv = parse("# Ann Lee\n\n## Education\n" + body, "cv.md")
        assert [(e.institution_raw, e.degree) for e in cv.education] == [
            ("Hill University", "master"),
            ("Vale University", "bachelor"),
        ]
    cv = parse(
        "# Ann Lee\n\n## Education\n(2020–present) PhD Candidate, Optics – Hill University\n"
        "Department of Optics. Advisor: Carl Berg, PhD.\nGPA: 3.9\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.advisors) for e in cv.education] == [
        ("Hill University", ["Carl Berg"])
    ]


def test_the_words_that_say_what_a_date_is_are_not_part_of_the_place():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "Ph.D. in Physics, Hill University, (exp. 2025)\n"
        "M.S. in Physics, Vale University, Graduated 2019\n"
        "B.S. in Physics, Lake University, Class of 2017\n"
    )
    assert [(e.institution_raw, e.end) for e in cv.education] == [
        ("Hill University", "2025"),
        ("Vale University", "2019"),
        ("Lake University", "2017"),
    ]


def test_a_labelled_line_of_places_each_with_its_year_is_a_record_a_place():
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "2019 - 2023 Hill University: Ph.D. in Economics\n"
        "2015 - 2019 Hill University: B.A. in Economics\n"
        "Short-term International Exchange:\n"
        "Vale University (2019), Lake Institute of Technology (2018)\n"
    )
    assert [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2019", "2023"),
        ("Hill University", "bachelor", "2015", "2019"),
        ("Vale University", "visiting", "2019", "2019"),
        ("Lake Institute of Technology", "visiting", "2018", "2018"),
    ]


def _degree_rows(text: str, filename: str) -> list[tuple]:
    cv = parse_bytes(text.encode(), filename)
    return [(e.institution_raw, e.degree, e.field, e.end) for e in cv.education]


@pytest.mark.parametrize("filename", ["cv.md", "cv.txt"])
@pytest.mark.parametrize(
    "line",
    [
        "M.S. in Finance; M.S. in Economics, Hill State University, 2011",
        "M.S. in Finance and M.S. in Economics, Hill State University, 2011",
        "Master of Arts in Finance; Master of Arts in Economics | Hill State University | 2011",
    ],
)
def test_two_degrees_of_one_kind_on_one_line_are_two_records(line, filename):
    head = "# Ann Lee\n\n## Education\n\n" if filename == "cv.md" else "Ann Lee\n\nEducation\n\n"
    text = f"{head}{line}\n\nB.A. in History, Vale College, 2006\n"
    assert [(inst, deg, end) for inst, deg, _, end in _degree_rows(text, filename)] == [
        ("Hill State University", "master", "2011"),
        ("Hill State University", "master", "2011"),
        ("Vale College", "bachelor", "2006"),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "B.Eng. in Civil Engineering; B.A. in French (Dual Degree), Hill University, 2016",
        "M.S. in Finance and M.S. in Economics (double degree), Hill University, 2016",
    ],
)
def test_a_dual_degree_is_one_record(line):
    text = f"# Ann Lee\n\n## Education\n\n{line}\n"
    assert len(_degree_rows(text, "cv.md")) == 1


def test_a_minor_after_a_semicolon_is_no_second_degree():
    text = (
        "# Ann Lee\n\n## Education\n\nB.S. in Physics; Minor in Economics, Hill University, 2016\n"
    )
    assert [deg for _, deg, _, _ in _degree_rows(text, "cv.md")] == ["bachelor"]


def test_an_observatory_is_a_place_a_degree_is_taken_at():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "2020   PhD – Planetary Science, Hill Observatory, Lakeside, France\n"
        "Advisor: Ann Lee\n\n"
        "2016   BSc – Physics, Vale University, Lakeside, France\n"
    )
    assert [(e.degree, e.end, e.advisors) for e in cv.education] == [
        ("phd", "2020", ["Ann Lee"]),
        ("bachelor", "2016", []),
    ]
    assert "Hill Observatory" in cv.education[0].institution_raw


def test_the_subject_after_a_degree_is_not_part_of_the_place():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "2017   Master – Soil Physics, Hill Institute of Earth Science, Lakeside, France\n\n"
        "2016   Master – Geosciences, Vale University, Lakeside, France\n\n"
        "2015   BSc – Earth Sciences, Vale University, Lakeside, France\n"
    )
    assert [e.institution_raw for e in cv.education] == [
        "Hill Institute of Earth Science",
        "Vale University",
        "Vale University",
    ]


def test_a_date_after_a_sentence_in_a_description_opens_no_record():
    cv = parse(
        "李安\n\n教育经历\n\n"
        "2018.09 – 2022.06 青山大学，物理学院，理学学士\n"
        "主修物理学专业，获理学学士学位。\n"
        "2022.09 – 2025.06 青山大学，海洋学院，理学硕士\n"
        "完成硕士学位课程，在物理海洋学方向的科研实践中提升了自主学习新知识和技能的能力，坚定了对大\n"
        "气科学的学术志趣。预计于 2025 年 6 月获理学硕士学位。\n"
    )
    assert [(e.degree, e.start, e.end) for e in cv.education] == [
        ("bachelor", "2018-09", "2022-06"),
        ("master", "2022-09", "2025-06"),
    ]


def test_a_misspelt_university_still_names_the_place():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "2020   M.Sc., Soil Physics\nUnivesity of Lakeland\n"
        "2017   B.Sc., Physics\nHill University\n"
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Univesity of Lakeland", "master", "2020"),
        ("Hill University", "bachelor", "2017"),
    ]


def test_the_thesis_of_someone_else_makes_no_degree_of_a_field_stay():
    from profiles.parsing.education import is_education_entry
    from profiles.parsing.entries import split_entries
    from profiles.parsing.text import Line

    text = [
        "2010: Geologic mapping of the western Lake Range, to investigate the faults.",
        "Over a month I helped measure the section. This work was incorporated as",
        "part of the PhD dissertation of a graduate student from Vale University.",
    ]
    lines = [Line(i + 1, t, t) for i, t in enumerate(text)]
    [entry] = split_entries(lines)
    assert not is_education_entry(entry, "Additional Research Experience")


def test_a_bare_degree_abbreviation_after_the_dates_is_the_degree():
    # "MS" opens the line once its dates are read out of it; "MA by Research" and a
    # specialist diploma are masters.
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "2019 – 2021\tMS Hydrology – Vale University, Lakeland\n\n"
        "MA by Research Tidal Studies (2017–2018, Hill University)\n\n"
        "2011–2016 Specialist Diploma in Meteorology | Lake State University\n"
    )
    assert [e.degree for e in cv.education] == ["master", "master", "master"]


def test_a_place_listed_right_under_a_degree_line_is_that_degrees_place():
    cv = parse(
        "Lan Wu\n\n## Education\n\n"
        "**PhD in Hydrology - (2018)**\n"
        "- Hill University, Lakeland, US\n"
        "Supervisor: Ann Lee\n\n"
        "- M. Sc in Hydrology - (2014)\n"
        "Vale Institute of Science and Technology (VIST), Dale -1000, Oz\n\n"
        "- B. Sc in Physics - (2012)\n"
        "Vale Institute of Science and Technology (VIST), Dale -1000, Oz\n",
        "cv.md",
    )
    assert [(e.degree, e.end, e.advisors) for e in cv.education] == [
        ("phd", "2018", ["Ann Lee"]),
        ("master", "2014", []),
        ("bachelor", "2012", []),
    ]
    assert cv.education[0].institution_raw.startswith("Hill University")


def test_a_table_header_row_above_the_degrees_names_no_school():
    cv = parse(
        "王明\n\n教育背景\n"
        "时间   学校   专业   学位\n"
        "2016.09 - 2019.06   青山理工大学（排名 45） 力学   博士\n"
        "2013.09 - 2016.06   湖畔大学   材料科学   硕士\n"
    )
    assert [(e.institution_raw[:6], e.degree) for e in cv.education] == [
        ("青山理工大学", "phd"),
        ("湖畔大学", "master"),
    ]


def test_a_supervised_thesis_dated_as_a_degree_gives_it_its_advisor():
    cv = parse(
        "Lan Wu\n\nResearch\n\n"
        "2019 - 2023   Thesis Topic: Detecting Comets in Survey Images\n"
        "Advisor: Dr. Ann Lee\n\n"
        "2017 - 2018   Undergraduate Research\n"
        "Advisor: Dr. Bo Chen\n\n"
        "Education\n\n"
        "2019 - 2023   Master of Science, Hill University, Lakeland\n\n"
        "2014 - 2018   Bachelor of Science, Vale University, Dale\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("master", ["Ann Lee"]),
        ("bachelor", []),
    ]


def test_a_visiting_student_listed_under_internships_is_a_position():
    cv = parse(
        "Lan Wu\n\nEducation\n\n2014–2018 PhD in Meteorology | Hill University | Lakeland\n\n"
        "Internships\n\n"
        "Oct 2013 Visiting student | Geophysical Institute | Vale University | Dale\n"
        "Supervisor: Prof. Ann Lee\n"
    )
    assert [e.degree for e in cv.education] == ["phd"]
    assert [p.title for p in cv.positions] == ["Visiting student"]


def test_a_stay_told_in_chinese_under_a_degree_is_a_visit():
    cv = parse(
        "王明\n\n教育经历\n\n"
        "2011.08-2017.07   青山大学，建筑技术，博士\n"
        "•  湖畔大学访问学者，2015\n"
        "•  获得：国家奖学金 (2012)\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("青山大学", "phd"),
        ("湖畔大学", "visiting"),
    ]


def test_degrees_under_one_place_keep_it_when_they_name_supervisors_or_a_minor():
    cv = parse(
        "Lan Wu\n\nResearch Experience\n\nJan 2020 Research Fellow, Quillmark Labs\n\n"
        "Education\n\n"
        "Faculty of Sciences, Lakeside University\n\n"
        "Feb 2019 PhD in Marine Biology, Supervised by Ann Lee and Bo Chen, with Honours.\n\n"
        "Sep 2014 MSc in Applied Statistics, Supervised by Ann Lee, 17/20.\n\n"
        "Jul 2012 BSc in Chemistry with minor in Computer Science.\n"
    )
    place = "Faculty of Sciences, Lakeside University"
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        (place, "phd", "2019-02"),
        (place, "master", "2014-09"),
        (place, "bachelor", "2012-07"),
    ]


def test_univ_with_a_full_stop_names_a_university_in_a_column_of_its_own():
    cv = parse(
        "Lan Wu\n\nEDUCATION\n\n"
        "2016 - 2017   Bachelor's honours   Univ. Lakemont Hills\n"
        "Psychology, Neuropsychology   Lakemont, France\n\n"
        "2014 - 2016   Bachelor in Psychology   Univ.Vale Coast\n"
    )
    assert [(e.institution_raw, e.degree, e.start) for e in cv.education] == [
        ("Univ. Lakemont Hills", "bachelor", "2016"),
        ("Univ.Vale Coast", "bachelor", "2014"),
    ]


def test_an_advisor_label_after_a_dash_names_the_degrees_advisor_without_a_colon():
    cv = parse(
        "Lan Wu\n\nEducation\n======\n"
        "* B.A. Honours, Linguistics, Lakeside University, 2001 - Advisor Ann Lee\n"
        "* Ph.D., Linguistics, Hill University, 2007 - Supervisors Bo Chen and Cara Diaz\n"
    )
    assert [(e.degree, e.advisors) for e in cv.education] == [
        ("bachelor", ["Ann Lee"]),
        ("phd", ["Bo Chen", "Cara Diaz"]),
    ]


def test_a_degree_line_with_its_graduation_date_right_under_a_dated_place_is_its_degree():
    cv = parse(
        "张三\n\n教育背景\n\n"
        "青山大学，青山 | 2019 – 至今\n"
        "在读硕士研究生 计算机科学，导师王明教授，预计 2022 年 3 月毕业 | GPA (3.7/4.0)\n\n"
        "青山大学，青山 | 2015 – 2019\n学士 信息工程 | GPA (3.7/4.3)\n"
    )
    assert [(e.institution_raw, e.degree, e.start, e.advisors) for e in cv.education] == [
        ("青山大学", "master", "2019", ["王明"]),
        ("青山大学", "bachelor", "2015", []),
    ]
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "Hill University, Lakeside   2019 – Present\n"
        "M.S. candidate in Physics, advisor: Bo Chen, expected graduation 2022\n\n"
        "Hill University, Lakeside   2015 – 2019\nB.S. in Physics\n"
    )
    assert [(e.degree, e.start, e.end) for e in cv.education] == [
        ("master", "2019", "2022"),
        ("bachelor", "2015", "2019"),
    ]


def test_an_expected_graduation_under_an_ongoing_span_keeps_its_month():
    cv = parse(
        "张三\n\n教育背景\n\n"
        "青山大学，青山 | 2019 – 至今\n"
        "在读硕士研究生 计算机科学，导师王明教授，预计 2022 年 3 月毕业 | GPA (3.7/4.0)\n"
    )
    assert [(e.degree, e.start, e.end, e.expected) for e in cv.education] == [
        ("master", "2019", "2022-03", True)
    ]
    cv = parse(
        "Ann Lee\n\nEducation\n\n"
        "Hill University, Lakeside   2019 – Present\n"
        "M.S. in Physics, advisor: Bo Chen, expected graduation Mar 2022\n"
    )
    assert [(e.degree, e.start, e.end, e.expected) for e in cv.education] == [
        ("master", "2019", "2022-03", True)
    ]


def test_an_academic_exchange_in_chinese_is_a_visit():
    cv = parse(
        "张三\n\n教育背景\n\n"
        "2019 – 2025 | 博士, 青山大学 计算机学院\n导师: 王明教授\n\n"
        "2023 – 2024 | 学术交流, Lakeside University Dept. of Physics\n导师: Prof. Ann Lee\n"
    )
    assert [(e.degree, e.start, e.advisors) for e in cv.education] == [
        ("phd", "2019", ["王明"]),
        ("visiting", "2023", ["Ann Lee"]),
    ]


def test_an_integrated_bachelors_and_masters_degree_is_a_masters():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Hill Institute of Science Education and Research (HISER), Lakeside | Punjab, India\n"
        "B.S.-M.S. INTEGRATED DEGREE (MAJOR IN PHYSICS) | Aug. 2018 - June. 2023\n\n"
        "Vale Institute of Technology | Lakeside\n"
        "B.Tech - M.Tech Dual Degree in Computer Science | 2012 - 2017\n"
    )
    assert [(e.degree, e.start, e.end) for e in cv.education] == [
        ("master", "2018-08", "2023-06"),
        ("master", "2012", "2017"),
    ]


def test_a_visiting_lecturer_under_experience_is_a_job_not_a_visit():
    cv = parse(
        "Lan Wu\n\nExperience\n\n"
        "2021   Lakeside Business School\n"
        "Visiting Lecturer Executive Master of Real Estate (MRE)\n\n"
        "2019   Quillmark Analytics\nGraduate Intern Mobility and Data\n\n"
        "Education\n\n2013 – 2017 Hill University of Technology\nBSc. Architecture\n"
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill University of Technology", "bachelor")
    ]
    assert "Lakeside Business School" in [p.organization_raw for p in cv.positions]


def test_the_professor_a_research_visit_visited_is_its_host():
    cv = parse(
        "Lan Wu\n\nEDUCATION\nHill University   2020 - ongoing\n"
        "Doctorate in Economic History   Lakeland, OZ\n\n"
        "RESEARCH VISITS\nVale University   Spring 2023\n"
        "visiting Prof. Ann Lee at Faculty of Geosciences and Environment   Dale, CH\n"
    )
    assert [(e.institution_raw, e.degree, e.advisors) for e in cv.education] == [
        ("Hill University", "phd", []),
        ("Vale University", "visiting", ["Ann Lee"]),
    ]


def test_a_list_item_holding_only_dates_dates_the_degree_above_it():
    cv = parse(
        "# Lan Wu\n\n## Education\n\n"
        "**Ph.D. in Geology, Hill University, Lakeside**\n\n"
        "- Aug 2019-present\n\n- Supervisor: Prof. Ann Lee\n\n"
        "**M.S. in Physics, Vale University, Dale**\n\n"
        "- Sep 2017-Jul 2019\n- Supervisor: Prof. Bo Chen.\n",
        "cv.md",
    )
    assert [(e.degree, e.start, e.end) for e in cv.education] == [
        ("phd", "2019-08", None),
        ("master", "2017-09", "2019-07"),
    ]


def test_a_school_named_alone_in_the_item_under_a_dated_degree_is_its_place():
    cv = parse(
        "# 王明\n\n教育经历\n======\n"
        "* 2011.09-2014.06    高中\n    * 青山市第一中学\n    * 数学149分\n"
        "* 2014.09-2018.06    本科\n    * 青山大学信息学院\n    * 平均绩点3.8\n"
        "* 2018.09-至今    博士研究生\n    * 碧水大学人工智能学院（人工智能）\n"
        "\t\t* 总学分41\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree, e.start) for e in cv.education] == [
        ("青山市第一中学", "highschool", "2011-09"),
        ("青山大学信息学院", "bachelor", "2014-09"),
        ("碧水大学人工智能学院", "phd", "2018-09"),
    ]
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "- 2015 - 2019: Bachelor of Science\n  - Hill University\n  - GPA 3.9\n"
        "- 2019 - 2021: Master of Science\n  - Thesis on tidal models\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree) for e in cv.education] == [
        ("Hill University", "bachelor"),
    ]


def test_a_lone_date_on_a_line_saying_the_degree_began_is_its_start():
    cv = parse(
        "# Lan Wu\n\n# News\n\n- 2023.12.06: We received a **Best Paper Award**!\n"
        "- 2023.04.01: &nbsp; Ph.D. journey started at the University of Hill, supervised "
        "by Ann Lee and Bo Chen.\n\n"
        "# Publications\n\n- A paper on tides. Lan Wu. In ACL 2023.\n",
        "cv.md",
    )
    assert [(e.degree, e.start, e.end) for e in cv.education] == [("phd", "2023-04", None)]


def test_the_cell_between_a_degree_with_its_subject_and_its_year_is_the_place():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Ph.D. Geology · Hill University · 2016\n"
        "M.Sc. Geology (CPI 9.1) · Hillcrest Vidyaniketan, Dale · 2011\n"
        "B.Sc. · Physics · 2009\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("Hill University", "phd", "2016"),
        ("Hillcrest Vidyaniketan, Dale", "master", "2011"),
    ]


def test_a_titled_person_a_student_studies_under_is_the_advisor():
    cv = parse(
        "Lan Wu\n\nEducation\n\n"
        "Hill University, PhD in Geology, 2019 - present, under Professor Ann Lee\n"
        "Vale University, BSc in Physics, 2015 - 2019\n"
    )
    assert [(e.institution_raw, e.advisors) for e in cv.education] == [
        ("Hill University", ["Ann Lee"]),
        ("Vale University", []),
    ]


def test_a_chinese_bio_clause_naming_the_school_graduated_from_gives_the_next_its_place():
    cv = parse(
        "# 关于我\n王明\n\n"
        "2023年6月，我从北山大学电子信息学院某某国家工程研究中心（原某某国家工程实验室）毕业，"
        "在李华教授指导下获得通信专业工学博士学位。2016年7月，我从南河大学电气学院"
        "（现拆分为南河大学轨道学院和南河大学电气工程学院）获得通信工程专业工学学士学位。\n",
        "cv.md",
    )
    assert [(e.institution_raw, e.degree, e.end, e.advisors) for e in cv.education] == [
        ("北山大学电子信息学院", "phd", "2023-06", ["李华"]),
        ("南河大学电气学院", "bachelor", "2016-07", []),
    ]
