"""Awards sections: which lines are awards, and each honour counted once."""

from profiles.parsing import parse_bytes


def parse(text: str, name: str = "cv.txt"):
    return parse_bytes(text.encode("utf-8"), name)


def titles(text: str, name: str = "cv.txt") -> list[str]:
    return [a.title for a in parse(text, name).awards]


def test_plain_lines_under_a_bullet_describe_its_award():
    text = (
        "ADA QUINN\n\nAWARDS AND HONORS\n\n"
        "- Harbor Prize for Outstanding Graduate Instructors, 2025\n"
        "Honors instructors who have shown excellence in teaching; given to four of 120\n"
        "- Spirit Award, 2023\n"
        "Recognizes the student who most embodies the values of the department\n"
        "- Top Reviewer, 2023\n"
    )
    assert len(titles(text)) == 3


def test_a_chinese_award_list_keeps_years_and_brackets_with_their_item():
    text = (
        "何嘉琪\n\n荣誉奖项\n- 2024, 博士研究生国家奖学金\n- 2019&2020&2021, 星河科技创新奖学金\n"
        "- 2023.12: National Scholarship(国家奖学金, in Chinese) (Top 1%)\n"
        "- 第 9 届国际会议 杰出论文奖 ,2025。\n"
    )
    awards = parse(text).awards
    assert [a.year for a in awards] == [2024, 2019, 2023, 2025]
    assert all("奖" in a.title for a in awards)


def test_page_furniture_and_markup_residue_are_not_awards():
    text = (
        "ADA QUINN\n\nHONORS AND AWARDS\n\n2022 Harbor Fellowship\n2021 Lake Prize\n\n"
        "Page 2 of 4\n\n2020 River Scholarship\nAda Quinn | Curriculum Vitae | 2\n"
    )
    assert titles(text) == ["Harbor Fellowship", "Lake Prize", "River Scholarship"]
    md = "# Ada Quinn\n\n## Honors\n\n- ``2023``&nbsp;&nbsp;Hill Travel Grant\n- `2022` Vale Prize"
    assert titles(md, "cv.md") == ["Hill Travel Grant", "Vale Prize"]


def test_an_honour_repeated_over_years_or_in_two_sections_counts_once():
    text = (
        "ADA QUINN\n\nHONORS\n\n2019 Harbor Graduate Research Fellowship, Harbor Foundation\n"
        "2018 Dean's List, North College\n2017 Dean's List, North College\n"
        "2016 National Award (top 3%)\n2015 National Award (top 2%)\n"
        "2014 Academic Scholarship (North College)\n2013 Academic Scholarship (South College)\n"
        "\nGRANTS\n\nHarbor Graduate Research Fellowship, 2019-22\nLake Travel Grant, 2021\n"
    )
    assert titles(text) == [
        "Harbor Graduate Research Fellowship, Harbor Foundation",
        "Dean's List, North College",
        "National Award (top 3%)",
        "Academic Scholarship (North College)",
        "Academic Scholarship (South College)",
        "Lake Travel Grant",
    ]


def test_a_plain_or_colon_heading_of_another_topic_ends_the_awards():
    for heading in ("outreach & radio appearances", "Vendor Curriculum:"):
        text = (
            "ada quinn\n\nawards\n\nLake Fund Scholar, North University\n"
            "Harbor Prize for Modeling, Harbor Society\n\n"
            f"{heading}\n\nRadio guest, Science Hour\nWriter, Lake Magazine\n"
        )
        assert titles(text) == [
            "Lake Fund Scholar, North University",
            "Harbor Prize for Modeling, Harbor Society",
        ], heading


def test_a_sub_section_on_another_topic_ends_the_awards():
    text = (
        "ADA QUINN\n\nAWARDS\n\n04/2023 Travel grant of the Lake Fund.\n\n"
        "07/2022 2nd place at the Harbor Modeling Competition.\n\nVisiting Periods\n\n"
        "09/2023-02/2024 I spent six months at North University as a guest.\n\n"
        "TRAVEL\n\nWorkshop on Fracture, 2024\n"
    )
    assert len(titles(text)) == 2
    text = (
        "ADA QUINN\n\nRESEARCH GRANTS\n\nLake Insight Grant: Peer Effects. PI, 2012-2017.\n\n"
        "Conference and Seminar Activity\n\n2023\n\nHarbor Economics meetings. Presented a paper.\n"
    )
    assert len(titles(text)) == 1
    md = (
        "# Ada Quinn\n\n## Grants and Awards\n\n- Vale Grant for outreach\n- Best talk at the "
        "Day of Science\n\n## Supervision\n\n- Sep 2025 - Jul 2026 MSc project, student: Bo Li\n"
    )
    assert len(titles(md, "cv.md")) == 2


def test_a_list_in_capitals_keeps_its_wrapped_titles():
    text = (
        "ADA QUINN\n\nHONORS & AWARDS\n\n- 2ND PLACE AT THE COMPUTER\nSCIENCE CONFERENCE FOR\n"
        "PUPILS\nJune 2013\n- WINNER OF THE PROGRAMMING\nOLYMPIAD\nJune 2011\n\nHOBBIES\n\n"
        "- JOGGING\n- BADMINTON\n"
    )
    assert len(titles(text)) == 2


def test_a_line_running_several_awards_together_counts_each():
    text = (
        "ADA QUINN\n\nHONORS AND AWARDS\n\n"
        "2024.09 First Academic Scholarship (Top 5%), Lake Distinguished Exchange Scholarship\n"
        "2023 Merit Academic Scholarship (Top 15%), Merit Student\n"
        "2022 Honorable Prize, Mathematical Contest in Modeling\n"
        "2021 Grant (for travelling to a conference), Harbor Student Scholarship Programme\n"
        "2020 Travel Awards, Graduate School, North University\n"
    )
    assert len(titles(text)) == 7


def test_a_bullet_that_gives_a_year_alone_heads_each_award_of_that_year():
    md = (
        "# 何嘉琪\n\n## 荣誉与奖学金\n\n- **2021年**\n  2020-2021学年学业奖学金\n\n"
        "- **2018年**\n  2018-2019学年新生奖学金\n  2018届优秀毕业生\n"
    )
    assert len(titles(md, "cv.md")) == 3


def test_the_chinese_copy_of_an_english_awards_list_counts_once():
    md = (
        "# Ada Quinn\n\n## Honors and Awards\n\n- 2025 Young Talent Program, CAST (青年人才计划)\n"
        "- 2023 National Scholarship for Graduate Student\n- 2022 Lake Student Scholarship\n\n"
        "## 荣誉奖励\n\n- 2025 青年人才计划\n- 2023 研究生国家奖学金\n"
        "- 2022 Lake Student Scholarship\n"
    )
    assert len(titles(md, "cv.md")) == 3


def test_rewards_recognition_fundings_and_awards_received_are_awards_headings():
    for heading in ("Awards Received", "Awards & Recognition", "Rewards", "FUNDINGS"):
        text = f"ADA QUINN\n\n{heading}\n\n- 2021 Lake Prize\n- 2019 Hill Scholarship\n"
        assert len(titles(text)) == 2, heading


def test_blocks_of_a_title_and_its_issuer_are_one_award_each():
    text = (
        "ADA QUINN\n\nAWARDS\n\n2023 | Third Place\nHarbor TaskBot Challenge\n\n"
        "2022 | Best Paper\nAssociation for Lake Studies\n\n2020, 2018 | Scholarship Recipient\n"
        "Grace Vale\n"
    )
    assert len(titles(text)) == 3
    text = (
        "ADA QUINN\n\nHONORS & AWARDS\n\nEarly Career Travel Support Award\n"
        "Acoustical Society of Harbor\n\nYoung Professional Grant\nInstitute of Noise Control\n"
    )
    assert len(titles(text)) == 2


def test_a_heading_beside_the_awards_heading_ends_the_awards():
    md = "# Ada Quinn\n\n## Honours\n\n- Lake Prize\n  Lake Society, 2021\n\n## Get in touch\n\nHi"
    assert titles(md, "cv.md") == ["Lake Prize Lake Society"]


def test_amounts_dates_and_durations_alone_are_not_awards():
    text = (
        "ADA QUINN\n\nGRANTS\n\nLake Observing Support Grant, 2022\n29 nights\n$330,000\n"
        "Jul-Aug 2019\n2022A, 2022B\n10 hr\n"
    )
    assert titles(text) == ["Lake Observing Support Grant"]


def test_scholarships_told_in_a_sentence_of_an_education_entry_are_not_a_list():
    text = (
        "何嘉琪\n\n教育背景\n\n2019.09-2023.06 北方大学 本科\n"
        "免试推荐攻读硕士研究生。曾多次获得星河社会奖学金、优秀学生奖学金 和学业奖学金\n"
        "GPA:3.58/4.0, 排名前 5%、曾多次获得二等奖学金、学院优秀学生\n"
    )
    assert parse(text).awards == []


def test_an_honours_label_under_a_degree_lists_awards_whatever_their_words():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nNorth University, Northtown | 2016 - 2020\n"
        "Bachelor of Science, Physics, GPA: 3.8\n"
        "Honors: Outstanding Student (3%), Merit Student (8%), Dean's Medal\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [a.title for a in cv.awards] == [
        "Outstanding Student (3%)",
        "Merit Student (8%)",
        "Dean's Medal",
    ]
    text = (
        "ADA QUINN\n\nEDUCATION\n\nNorth University, Northtown | June 2018\n"
        "Bachelor of Science, Physics, GPA: 3.79\n\n"
        "Honors: Top Graduate Award(2018), High Honor(2015,2016,2017)\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [a.title for a in cv.awards] == [
        "Top Graduate Award(2018)",
        "High Honor(2015,2016,2017)",
    ]


def test_a_line_without_its_own_year_continues_the_award_above_it():
    text = (
        "ADA QUINN\n\nHONORS\n\n"
        "2024 Outstanding Thesis Award, North University\n"
        "one of three theses chosen among 140 in the faculty\n"
        "2022 Travel Grant, Society of Northern Geologists\n"
        "Field Medal for Mapping, Northern Survey\n"
        "2019 Dean's List, North University\n"
    )
    assert titles(text) == [
        "Outstanding Thesis Award, North University one of three theses chosen among 140 in "
        "the faculty",
        "Travel Grant, Society of Northern Geologists",
        "Field Medal for Mapping, Northern Survey",
        "Dean's List, North University",
    ]


def test_blank_separated_runs_of_dated_lines_are_one_award_a_line():
    text = (
        "ADA QUINN\n\nHONORS\n\n"
        "2023 | Harbor University: Lake Scholar (Top Award, only 4)\n"
        "2022 | The 7th River Meeting: Young Economist\n"
        "2020 | The 5th Hill Award in Economics\n\n"
        "2019 | North Cup Competition: Top Prize\n"
        "2019 | The 3rd Vale Forum: First Place\n"
        "2018 | Harbor University: Excellent Thesis\n"
    )
    assert len(titles(text)) == 6


def test_a_bar_before_a_date_sets_the_date_of_one_award_apart():
    text = (
        "ADA QUINN\n\nPRIZES\n\n"
        "Harbor Prize North College | August 2021\n"
        "For distinction in the Final Honour School.\n\n"
        "Lake Studentship, River Institute | July 2020\n"
        "Awarded to fund a summer project.\n"
    )
    assert len(titles(text)) == 2


def test_a_dated_title_over_its_issuer_is_one_award():
    text = (
        "ADA QUINN\n\nAWARDS\n\n"
        "Outstanding Graduate Student | 2023\nNorth University\n"
        "First Prize of Academic Scholarship | 2022, 2023\nTop 10%, North University\n"
        "National Encouragement Scholarship | 2019\nRiver Education Department\n"
    )
    assert len(titles(text)) == 3


def test_a_chinese_award_with_its_issuer_after_a_comma_is_one_award():
    text = "何嘉琪\n\n荣誉奖项\n2025 星河奖学金,南方大学\n2019 优秀学士学位论文奖,北方大学\n"
    assert len(titles(text)) == 2


def test_deeds_in_an_achievements_section_are_not_awards():
    text = (
        "ADA QUINN\n\nACHIEVEMENTS\n\n"
        "Developed the harbor sky simulation software: lakesim.\n\n"
        "Significantly improved the modelling of river halos in the pipeline.\n\n"
        "Organized the North Student Symposium, 2022\n\n"
        "Best Poster Award, Harbor Conference 2021\n"
    )
    assert titles(text) == ["Best Poster Award, Harbor Conference"]


def test_where_awards_open_with_a_month_and_year_a_wrapped_line_continues_the_one_above():
    text = (
        "ADA QUINN\n\nAWARDS\n\n"
        "05/2024 Travel grant from the Northern Fund for a visit to the Harbor Lab\n"
        "08/2022 Third place out of 20 teams at the 5th Harbor Data Modelling\n"
        "Competition.\n"
        "10/2019 Department scholarship for the master's program in geology.\n"
    )
    assert titles(text) == [
        "Travel grant from the Northern Fund for a visit to the Harbor Lab",
        "Third place out of 20 teams at the 5th Harbor Data Modelling Competition",
        "Department scholarship for the master's program in geology",
    ]


def test_the_level_of_an_award_after_a_bar_is_part_of_it_and_varies_over_years():
    text = (
        "何嘉琪\n\n获奖情况\n\n"
        "2024 | 南方大学学业奖学金 | 一等奖 (Top 5%)\n"
        "2024 | 北方程序设计竞赛 | 银奖\n"
        "2023 | 南方大学学业奖学金 | 二等奖\n"
    )
    assert len(titles(text)) == 2


def test_two_levels_of_one_contest_in_one_year_are_two_awards():
    text = (
        "ADA QUINN\n\nAWARDS\n\n"
        "- Harbor AI Challenge 2023, Track A, 1st place\n"
        "- Harbor AI Challenge 2023, Track A, 2nd place\n"
        "- I am interested in joining AI competitions, so please feel free to reach out.\n"
    )
    assert len(titles(text)) == 2


def test_a_column_of_places_and_dates_read_after_the_awards_is_not_an_award():
    text = (
        "ADA QUINN\n\nHONOURS & AWARDS\n\n"
        "Early Career Travel Award\nHarbor Society of Acoustics\n\n"
        "Young Professional Grant\nLake Institute of Noise Control\n\n"
        "Research Council Linkage Scholarship\nNorth University\n"
        "University Park, USA\nSydney, Australia\nNanjing, China\n17-Apr-2023\n24-Oct-2022\n"
    )
    assert len(titles(text)) == 3


def test_certificates_and_completed_courses_are_not_awards():
    text = (
        "ADA QUINN\n\nCERTIFICATIONS AND AWARDS\n\n"
        "- Harbor TA of the Year Award – North University, 2016\n"
        "- Certificate in College Teaching – North University (In Progress)\n"
        "- Completion of the Lake Summer School – River Institute, 2017\n"
    )
    assert titles(text) == ["Harbor TA of the Year Award – North University"]


def test_the_honours_of_the_persons_students_are_not_theirs():
    text = (
        "# Jane Roe\n\n"
        "## Awards\n\n"
        "- NSF CAREER Award, 2022\n"
        "- Best Paper Award, ICDE, 2020\n\n"
        "## Students' Honors\n\n"
        "- Bo Chen received the Graduate Research Fellowship, 2023\n"
        "- Cy Tan won the Best Poster Prize, 2024\n"
    )
    assert titles(text, "cv.md") == ["NSF CAREER Award", "Best Paper Award, ICDE"]


def test_labelled_skill_lines_in_a_skills_and_awards_section_are_no_awards():
    text = (
        "# 张三\n\n"
        "## 技能及获奖\n\n"
        "- 语言能力:大学英语六级(CET-6);\n"
        "- 编程与工具:Python,C++,Git 等\n"
        "- 荣誉奖励:国家奖学金;校级一等奖学金\n"
    )
    assert len(titles(text, "cv.md")) == 2


def test_the_header_row_of_a_table_of_awards_is_no_award():
    text = (
        "# Jane Roe\n\n"
        "## Honors\n\n"
        "Award | Rank | Date\n"
        "Dean's Scholarship | Top 5% | 2022.11\n"
        "Mathematical Contest in Modeling | Second Prize | 2023.02\n"
    )
    assert len(titles(text, "cv.md")) == 2


def test_a_visitor_counter_at_the_foot_of_the_page_is_no_award():
    text = (
        "# Jane Roe\n\n"
        "## Awards\n\n"
        "- Best Paper Award, ICDE, 2020\n\n"
        "Total Visits: -- | Today: -- | Visitors: --\n"
    )
    assert titles(text, "cv.md") == ["Best Paper Award, ICDE"]


def test_honours_named_in_an_education_entry_give_way_to_the_awards_section():
    text = (
        "ADA QUINN\n\nEDUCATION\n\n"
        "- Ph.D. in Physics, North University, 2018 - 2023\n"
        "  Honors: North Doctoral Scholarship (twice), Best Thesis Award\n\n"
        "AWARDS\n\n"
        "- 2023 Best Doctoral Thesis Award, North University School of Science\n"
        "- 2019 North University Doctoral Scholarship, one of five recipients\n"
        "- 2017 Harbor Travel Grant\n"
    )
    assert len(titles(text)) == 3


def test_a_language_part_of_an_awards_section_is_no_honour():
    text = (
        "# 王小明\n\n## 证书、荣誉及其他\n\n#### 英语\n\n- 六级(CET-6)\n\n- 能阅读英文文献\n\n"
        "#### 荣誉\n\n- 全国大学生数学竞赛二等奖\n\n- 研究生一等学业奖学金\n\n- 优秀共青团员\n"
    )
    honours = ["全国大学生数学竞赛二等奖", "研究生一等学业奖学金", "优秀共青团员"]
    assert titles(text, "cv.md") == honours


def test_award_lines_above_a_sub_heading_are_each_an_award():
    text = (
        "# Ada Quinn\n\n## Awards\n\nNorth Physics Olympiad, Gold Medal\n"
        "Harbor Scholarship for Excellence\nDean's Award for Service\n\n"
        "### Leadership Awards\n\n- Student Leader of the Year, 2020\n"
    )
    assert len(titles(text, "cv.md")) == 4


def test_an_english_skills_item_among_the_awards_is_no_award_nor_its_wrapped_line():
    text = (
        "王小明\n\n获奖与证书\n\n"
        "• 全国大学生数学竞赛 - 国家级二等奖\n"
        "• 北山大学二等奖学金 (2023-2024 学年)\n"
        "• 北山大学二等奖学金 (2024-2025 学年)\n"
        "• 英语能力: 雅思 7.0 分 | 大学英语六级 560 分,具备熟练的英文\n"
        "文献阅读能力,能以英文撰写论文和技术报告\n"
        "• 数学建模竞赛一等奖\n"
    )
    assert len(titles(text)) == 3


def test_award_items_each_closed_by_a_line_of_their_date_and_place():
    text = (
        "# Ada Quinn\n\n## Awards\n\n"
        "Special Mention\nHarbor Open Science Awards 2022\n3 May 2022 | Lisbon, Portugal\n"
        "1st place\nDesign Challenge\n1-2 December 2017 Porto, Portugal\n"
        "Merit Award 2018\nNorth University\n2018 | Braga, Portugal\n"
    )
    assert len(titles(text, "cv.md")) == 3


def test_a_group_name_over_bulleted_results_is_no_award():
    text = (
        "# 王小明\n\n## 科技类竞赛\n\n物理类\n\n- 全国大学生物理竞赛\n  省一等奖\n"
        "- 国际大学生建模比赛\n  Finalist\n"
    )
    assert len(titles(text, "cv.md")) == 2


def test_a_bold_group_heading_among_the_awards_is_no_award():
    md = (
        "# Ada Quinn\n\n**Honors and Awards**\n\n- 2019 Hill Prize for Modeling\n\n"
        "**Sport Awards**\n\n- 2021 Second Place in the Lake Cup\n"
    )
    assert titles(md, "cv.md") == ["Hill Prize for Modeling", "Second Place in the Lake Cup"]


def test_a_group_heading_over_a_list_without_bullets_keeps_its_items():
    text = (
        "# Jane Roe\n\n# Honors and Awards\n## Awards\n"
        "*2023.05* Best Paper Award, Data Systems Symposium  \n"
        "*2022.10* Best Poster Award, Graph Workshop  \n"
        "## Honors\n*2021.09* Graduate Studentship  \n*2020.09* Dean's Scholarship  \n"
    )
    assert titles(text, "about.md") == [
        "Best Paper Award, Data Systems Symposium",
        "Best Poster Award, Graph Workshop",
        "Graduate Studentship",
        "Dean's Scholarship",
    ]


def test_an_item_that_ends_with_its_year_and_a_note_is_whole():
    text = (
        "Jane Roe\n\nAWARDS\n"
        "Graduate Fellowship, 2024\n"
        "Dean's Scholarship, 2022 (top 1% of the class)\n"
        "Best Paper Award at the Systems\nWorkshop, 2021\n"
    )
    assert titles(text) == [
        "Graduate Fellowship",
        "Dean's Scholarship, (top 1% of the class)",
        "Best Paper Award at the Systems Workshop",
    ]


def test_two_chinese_awards_a_space_sets_apart_are_two_but_not_an_award_and_its_level():
    text = (
        "张三\n\n荣誉奖励\n\n2019学年新生奖学金 2018届理工学院优秀毕业生\n研究生学业奖学金 一等奖\n"
    )
    assert titles(text) == [
        "2019学年新生奖学金",
        "2018届理工学院优秀毕业生",
        "研究生学业奖学金 一等奖",
    ]


def test_each_line_under_a_year_heading_is_an_award_of_that_year():
    text = (
        "# Jane Roe\n\n## Awards\n\n**2020**\n\nGraduate Fellowship  \nDean's Scholarship\n\n"
        "**2018**\n\nBest Poster Award, Graph Workshop\n"
    )
    assert [(a.title, a.year) for a in parse(text, "cv.md").awards] == [
        ("Graduate Fellowship", 2020),
        ("Dean's Scholarship", 2020),
        ("Best Poster Award, Graph Workshop", 2018),
    ]


def test_an_award_and_its_place_with_a_chinese_translation_in_brackets_are_one_award():
    text = "Jane Roe\n\nAWARDS\n\n- Core Scholarship，Lake University(湖大奖学金)\n- Dean's List\n"
    assert titles(text, "cv.md")[0] == "Core Scholarship, Lake University(湖大奖学金)"


def test_a_joint_heading_over_items_that_name_no_honour_lists_no_awards():
    text = (
        "ADA QUINN\n\nCONTRIBUTIONS & SCHOLARSHIP\n\n"
        "Publishing Record | 9 first-author papers, 210 citations\n\n"
        "Workshop Organizer | I led the 2021 meeting of the North Lakes Ecology group\n\n"
        "Adviser | I advised the student chapter of the Harbor Society\n\n"
        "Harbor Graduate Scholarship (2020)\n\n"
        "TALKS AND RECOGNITION\n\n"
        "2024 Lake Physics meeting, Vale, Norland\n"
        "2023 Colloquium, University of Vale\n"
        "2022 Seminar, Harbor Institute\n"
    )
    assert titles(text) == ["Harbor Graduate Scholarship"]


def test_a_joint_heading_over_ranks_and_percentiles_keeps_them():
    text = (
        "ADA QUINN\n\nCONTRIBUTIONS & SCHOLARSHIP\n\n"
        "All Norland Rank of 12 | Northern Mathematics Olympiad 2011\n"
        "99.2 percentile | Harbor Entrance Exam 2012\n"
        "331/340 | Graduate Entrance Test 2016\n"
    )
    assert len(titles(text)) == 3


def test_an_honour_in_traditional_characters_under_a_joint_heading_stays():
    text = "何嘉琪\n\n榮譽與活動\n\n最佳論文獎 2022\n學生會幹事 2021\n合唱團團員 2020\n"
    assert titles(text) == ["最佳論文獎"]


def test_a_badge_image_after_a_paper_opens_no_awards_section():
    text = (
        "# Ada Quinn\n\n## Publications\n\n"
        "- [Tidal Maps for Shallow Lakes](https://x.org/a). **Ada Quinn**, Bo Lind\n"
        "<a href='#'><i class='icon'></i></a>&nbsp;![Award](https://img.example/badge/Best%20Paper)\n\n"
        "- [Drift of Sand Bars in Lakes](https://x.org/b). **Ada Quinn**, Cy Moss\n"
        "<a href='b.pdf'>PDF</a>\n\n"
        "- [Seasonal Winds over Harbours](https://x.org/c). Bo Lind, **Ada Quinn**\n"
    )
    cv = parse(text, "cv.md")
    assert cv.awards == [] and len(cv.publications) == 3


def test_a_press_heading_under_the_awards_ends_them():
    text = (
        "ADA QUINN\n\nAWARDS\nBest Paper Award, LakeConf 2023\nVale Graduate Fellowship, 2022\n\n"
        'PRESS COVERAGE\nLake Times, "Tides explained", 2023\nHarbor Radio interview, 2022\n'
    )
    assert len(titles(text)) == 2


def test_conferences_under_a_heading_of_conferences_and_awards_are_no_awards():
    text = (
        "ADA QUINN\n\nCONFERENCES, GRANTS, AWARDS\n\n"
        "Harbor Graduate Scholarship, 2022\n\nLakeConf 2023, Vale City\n\n"
        "North Lakes Meeting 2021\n\nRiver Symposium 2020, Norland\n"
    )
    assert titles(text) == ["Harbor Graduate Scholarship"]


def test_a_heading_of_grants_alone_keeps_grants_that_name_their_funder():
    text = (
        "ADA QUINN\n\nEXTERNAL RESEARCH GRANTS\n\n"
        "Northern Lake Council: Tidal maps of shallow lakes, 2022-2024\n\n"
        "Harbor Science Trust: Sand bar drift, 2021\n\n"
        "Vale Seed Grant, 2020\n"
    )
    assert len(titles(text)) == 3


def test_awards_run_in_after_the_headings_label_are_its_items():
    text = (
        "何嘉琪\n\n获奖情况：湖泊奖学金（2022）；校级一等奖学金（2021）；湖泊建模竞赛一等奖（2021）\n\n"
        "技能\nPython\n"
    )
    assert len(titles(text)) == 3


def test_an_issuer_below_a_dated_title_is_no_sub_heading_of_another_topic():
    text = (
        "ADA QUINN\n\nHONORS AND AWARDS\n\n"
        "Best Paper Award                      2024\nConference on Lake Studies\n"
        "Graduate Research Fellowship          2022\nNational Sea Foundation\n"
        "Outstanding Teaching Assistant Award  2021\nHill University\n\n"
        "TEACHING\n\nTeaching Assistant, Introduction to Limnology\n"
    )
    assert len(titles(text)) == 3


def test_a_row_of_two_dated_awards_set_apart_by_a_bar_is_two_awards():
    text = (
        "王小明\n\n荣誉奖励\n\n2019 全国数学竞赛二等奖 | 2020-2021 北方杯编程大赛优秀奖\n"
        "2021 北方大学一等奖学金 | 2022 创新大赛校一等奖\n"
    )
    assert titles(text) == [
        "全国数学竞赛二等奖",
        "北方杯编程大赛优秀奖",
        "北方大学一等奖学金",
        "创新大赛校一等奖",
    ]


def test_a_sentence_under_an_award_that_closes_with_its_year_says_what_it_was_for():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n\nAWARDS\n\n"
        "Best Paper Prize, Journal of Deltas (2021)\n"
        "Graduate Innovation Award, North University (2018)\n"
        "Awarded for innovative work on river deltas.\n"
        "Hill Foundation Scholarship (2016 – 2017)\n"
        "In recognition of outstanding performance within the cohort.\n"
    )
    assert [a.year for a in parse(text).awards] == [2021, 2018, 2016]


def test_an_item_that_closes_with_a_run_of_years_still_open_ends_there():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n\nGRANTS\n\n"
        "Learned Models of Sediment Transport in Braided River\n"
        "Channels\n"
        "Principal Investigator, Delta Lab Key Project (No. DL-2023-60) | 2023–present\n"
        "Flood Forecasting with Sparse Gauges\n"
        "Principal Investigator, Hill Foundation Project (No. HF-21-18) | 2021–2023\n"
    )
    assert [a.year for a in parse(text).awards] == [2023, 2021]


def test_a_table_row_of_an_awards_year_title_issuer_and_reason_is_one_award():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n\nHONORS\n\n"
        "2018 | Hill Prize in Geography | North University | Highest achievement in the cohort\n"
        "2020 | River Leadership Fellowship | Delta Society | Awarded to young scholars to "
        "lead field work\n"
    )
    assert [a.year for a in parse(text).awards] == [2018, 2020]


def test_a_header_row_of_an_awards_table_set_with_wide_gaps_and_its_note_are_no_awards():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n\nHONORS\n\n"
        "Year   Name of Honor/Prize   Awarding Organization   Achievement for which awarded\n"
        "(if unclear from the title)\n\n"
        "2018 | Hill Prize in Geography | North University | Best thesis of the cohort\n"
    )
    assert [a.year for a in parse(text).awards] == [2018]


def test_a_language_test_passed_is_no_award():
    text = (
        "王小明\n\n荣誉奖励\n\n2016 北方大学一等奖学金\n德语 TestDaF 证书 B2\n英语六级; IELTS 7.0\n"
    )
    assert titles(text) == ["北方大学一等奖学金"]


def test_a_sentence_under_an_award_that_opens_with_its_year_says_what_it_was_for():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n\nAWARDS\n\n"
        "2024-26 | Delta Grant (90 000 €) | North University\n"
        "Research grant for the project: “Braided rivers in a warming climate”.\n"
        "2018 | Hill Contributor Award\n"
        "2016–19 | Lake Fellowship (5000 € per annum)\n"
    )
    assert [a.year for a in parse(text).awards] == [2024, 2018, 2016]


def test_a_section_of_competitions_organised_lists_no_awards():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n\nAWARDS\n\n"
        "Hill Prize in Geography | 2018\n\n"
        "HACKATHON AND COMPETITION ORGANIZING\n\n"
        "River Modelling Competition\nCompetition Chair | 2023\n"
    )
    assert titles(text) == ["Hill Prize in Geography"]


def test_a_bullet_nested_under_an_award_that_names_none_says_what_it_is():
    md = (
        "# Ada Quinn\n\n# Education\n* North University - B.S. Physics (2019 - 2023)\n\n"
        "# Awards\n* All-Conference Scholar-Athlete\n"
        "  * Recognizes student athletes for their grades and their play\n"
        "* Gold Kayak Badge\n  * Highest badge of the Lake Paddling Club\n"
        "* Hill Prize\n  * Vale Medal (2021)\n"
    )
    awards = parse_bytes(md.encode(), "cv.md").awards
    assert len(awards) == 4
    assert awards[0].title.startswith("All-Conference Scholar-Athlete")


def test_two_awards_joined_by_an_ampersand_on_one_item_are_two():
    # A bulleted item naming two fellowships given together, joined by "&" (the first
    # named after two people with an "and"), wrapped onto a second line.
    text = (
        "# Ada Quinn\n\n## Fellowships & Honors\n\n"
        "- **Ann and Bo Lee Graduate Fellowship** &\n"
        "  **Vale Distinguished Graduate Fellowship (VDF)** (*December 2024*)\n"
        "- **Lake Summer Scholarship**, Vale University (*June 2025*)\n"
    )
    assert titles(text, "cv.md") == [
        "Ann and Bo Lee Graduate Fellowship",
        "Vale Distinguished Graduate Fellowship (VDF)",
        "Lake Summer Scholarship, Vale University",
    ]
