"""Behaviour added in parser version 3, each on a small CV snippet written for it."""

from profiles.parsing import parse_bytes
from profiles.parsing.dates import find_range
from profiles.parsing.html import html_to_text
from profiles.parsing.institutions import find_all
from profiles.parsing.names import supervisors_in, without_supervision
from profiles.parsing.reading import layout_lines
from profiles.parsing.text import make_lines, normalise
from profiles.parsing.wrapping import join_wrapped


def parse(text: str, name: str = "cv.txt"):
    return parse_bytes(text.encode("utf-8"), name)


def lines_of(text: str):
    lines = make_lines(normalise(text))
    join_wrapped(lines)
    return lines


FILLER = "\n".join(f"Filler line number {i} of a long enough document." for i in range(10))


# --- names -----------------------------------------------------------------------


def test_front_matter_author_names_the_cv_and_its_keys_are_not_content():
    cv = parse('---\nlayout: cv\nauthor: "Ada Quinn"\n---\n\n# Education\n\n- B.S., Example U\n')
    assert cv.name == "Ada Quinn"
    assert not any("layout" in (e.institution_raw or "") for e in cv.education)


def test_hugo_toml_front_matter_author_names_the_cv_and_its_keys_are_not_content():
    cv = parse(
        '+++\ntitle = "CV"\nlayout = "single"\nauthor = "Ada Quinn"\n+++\n\n'
        "## Education\n- [2019 - 2023] **PhD in Physics**  \n  North University\n"
    )
    assert cv.name == "Ada Quinn"
    assert not any("layout" in (e.institution_raw or "") for e in cv.education)


def test_a_curriculum_vitae_prefix_is_not_part_of_the_name():
    cv = parse(
        "Curriculum Vitae — Ada Quinn\n======\n\nEducation\n======\n* B.S., Example U, 2020\n"
    )
    assert cv.name == "Ada Quinn"


def test_a_surname_in_capitals_is_written_normally_and_last():
    assert parse("LIU Xinyi\nxl@example.org\n\nEDUCATION\nB.S., Example U, 2020\n").name == (
        "Xinyi Liu"
    )
    assert parse("Jiaqi HE\njh@example.org\n\nEDUCATION\nB.S., Example U, 2020\n").name == (
        "Jiaqi He"
    )


# --- text: templates, labels, wrapped lines ---------------------------------------------


def test_liquid_template_loops_are_not_publications():
    md = (
        "# Ada Quinn\n\nPublications\n======\n"
        "  <ul>{% for post in site.publications reversed %}\n"
        "    {% include archive-single-cv.html %}\n  {% endfor %}</ul>\n"
    )
    assert parse(md, "cv.md").publications == []


def test_labelled_items_like_c1_are_list_items():
    ln = make_lines("[C1] A. Roe. A Title. In Proc. X, 2024.")[0]
    assert ln.bullet and ln.text.startswith("A. Roe")


def test_a_list_number_set_in_bold_is_a_numbered_item():
    first, second, bold = make_lines("**1.** A Title\n__[2]__ Another Title\n**Awards** 2024")
    assert first.bullet and first.text == "A Title"
    assert second.bullet and second.text == "Another Title"
    assert not bold.bullet


def test_a_wrapped_right_column_line_joins_its_entry():
    text = (
        "    2015 – 2019          S.B., Mathematics, Massachusetts Institute\n"
        "                         of Technology.\n" + FILLER
    )
    lines = lines_of(text)
    assert lines[0].text.endswith("Massachusetts Institute of Technology.")
    assert lines[1].joined and not lines[1].blank and lines[1].text == ""


def test_a_line_ending_on_of_continues_on_the_next_line():
    lines = lines_of("2019 – 2021   Tutor, Trinity Hall, University of\nCambridge.\n" + FILLER)
    assert lines[0].text.endswith("University of Cambridge.")


def test_a_role_and_its_dates_below_a_long_line_of_description_is_not_joined():
    text = (
        "Research Associate, Aug 2012 – Aug 2014\n"
        "Built a simulation platform for regional planning that the department later adopted\n"
        "Research Software Engineer, Sep 2010 – Aug 2012\n" + FILLER
    )
    lines = lines_of(text)
    assert lines[2].text == "Research Software Engineer, Sep 2010 – Aug 2012"


def test_a_heading_or_an_address_line_is_not_joined():
    lines = lines_of("Contact\nada@example.org\nwww.example.org\n" + FILLER)
    assert [ln.text for ln in lines[:3]] == ["Contact", "ada@example.org", "www.example.org"]


def test_the_next_sections_heading_is_not_joined_to_a_long_line():
    text = (
        "B.Sc., Software Engineering, Example University of Technology, GPA: 3.5/4.0   2014\n"
        "Publications (English)\n" + FILLER
    )
    lines = lines_of(text)
    assert lines[1].text == "Publications (English)"


def test_a_school_below_a_row_of_columns_is_a_line_of_its_own():
    text = (
        "2011-2013 硕士, 电子工程, 信息学院                  导师: Ann Lee\n"
        "示范大学某某分校, 某城\n" + FILLER
    )
    lines = lines_of(text)
    assert lines[1].text == "示范大学某某分校, 某城"


def test_a_dated_line_or_a_label_starts_a_line_of_its_own():
    lines = lines_of(
        "Research Intern, Example Labs, working on\nSupervisor: Dr. Bo Chen\n" + FILLER
    )
    assert lines[1].text == "Supervisor: Dr. Bo Chen"
    lines = lines_of(
        "Research Intern at Example Labs and\n2019 – 2020 Engineer, Other Co\n" + FILLER
    )
    assert lines[1].text.startswith("2019")


# --- dates -----------------------------------------------------------------------------


def test_european_day_month_year_dates():
    dr = find_range("01/06/2024 – 30/09/2024 Cambridge, United Kingdom")
    assert (dr.start, dr.end) == ("2024-06", "2024-09")
    dr = find_range("01/10/2021 – CURRENT Tübingen, Germany")
    assert (dr.start, dr.end, dr.ongoing) == ("2021-10", None, True)


def test_us_month_day_year_dates_when_the_day_cannot_be_a_month():
    dr = find_range("06/30/2024 - 07/15/2024")
    assert (dr.start, dr.end) == ("2024-06", "2024-07")


def test_a_season_with_months_in_brackets_gives_the_months():
    dr = find_range("Summer 2023 (Jun – Aug). Document classification.")
    assert (dr.start, dr.end) == ("2023-06", "2023-08")


def test_a_season_on_a_degree_is_a_stay_within_that_year():
    md = "# Ada Quinn\n\n## Education\n\n### Summer 2022 · Example University\nVisiting student\n"
    edu = parse(md, "cv.md").education[0]
    assert (edu.start, edu.end) == ("2022", "2022")


# --- sections --------------------------------------------------------------------------


def test_an_award_line_with_a_year_is_not_a_heading():
    text = "Ada Quinn\n\n荣誉奖项\n\n博士研究生国家奖学金   2024\n\n南京大学优秀研究生   2022\n"
    assert len(parse(text).awards) == 2
    text = (
        "ADA QUINN\n\nHONORS AND AWARDS\n\n2022   Example Fellowship\n\n2017   Gates Scholarship\n"
    )
    assert len(parse(text).awards) == 2


def test_patents_and_a_driving_licence_are_sections_of_their_own():
    text = (
        "Ada Quinn\n\nPUBLICATIONS\n- A. Quinn, B. Chen. A Study of Things. In Proc. X, 2021.\n\n"
        'PATENTS\n- US 11,204,117 B2, "Low-memory wake word detection" (2021)\n\n'
        "HONOURS AND AWARDS\nBest Paper Award, 2020\n\nDRIVING LICENCE\nDriving Licence: B\n"
    )
    cv = parse(text)
    assert len(cv.publications) == 1
    assert [a.title for a in cv.awards] == ["Best Paper Award"]


def test_areas_of_focus_in_a_profile_are_research_interests():
    text = (
        "Ada Quinn\n\nPROFILE\nTwelve years of work.\nAreas of focus: streaming speech "
        "recognition, keyword spotting, speech technology\nfor low-resource languages.\n"
    )
    assert parse(text).research_interests == [
        "streaming speech recognition",
        "keyword spotting",
        "speech technology for low-resource languages",
    ]


# --- reading ---------------------------------------------------------------------------


def test_generous_pdf_line_spacing_is_not_a_paragraph_break():
    boxes = [(50, 700 - 30 * i, 300, 710 - 30 * i, f"line {i}") for i in range(6)]
    boxes.append((50, 450, 300, 460, "after a wider gap"))
    assert layout_lines(boxes) == [*(f"line {i}" for i in range(6)), "", "after a wider gap"]


def test_a_site_navigation_menu_is_not_read():
    html = "<nav><a href='/'>首页</a> <a href='/p'>论文</a></nav><h1>孙雨桐</h1>"
    assert "论文" not in html_to_text(html)


# --- people ----------------------------------------------------------------------------


def test_supervisor_phrases_in_several_forms():
    assert supervisors_in("导师 Supervisor: Prof. Ka-Wai Leung") == ["Ka-Wai Leung"]
    assert supervisors_in("Advisor: Prof. Wei Peng · CodeWisdom Lab".replace("·", "|")) == [
        "Wei Peng"
    ]
    assert supervisors_in("Capstone supervised by Prof. Karen Albright (see Projects)") == [
        "Karen Albright"
    ]
    assert supervisors_in("110/110 cum laude; thesis advisor Prof. Luca Ferraresi |") == [
        "Luca Ferraresi"
    ]
    assert supervisors_in("PI: Prof. Sabine Kellerhals. SNSF fellowship") == ["Sabine Kellerhals"]
    assert supervisors_in("指导人:王磊 博士;负责基准构建") == ["王磊"]
    assert (
        without_supervision("Supervisor (Teaching), Part IIA") == "Supervisor (Teaching), Part IIA"
    )


def test_every_known_place_in_a_sentence_is_found_left_to_right():
    found = find_all("a visiting student at UC Berkeley, working in the Sky Computing Lab")
    assert [m.name for m in found] == ["University of California, Berkeley", "Sky Computing Lab"]


# --- education -------------------------------------------------------------------------


ZH_EDUCATION = (
    "王小明\n\nEducation\n\n示范科技大学   某省,某市\n本科 电子科学   2014.09 – 2018.06\n\n"
    "本科加权排名 – 3/160\n示范科技大学   某省,某市\n博士 计算机系统结构   2018.09 – 2023.06\n"
    "示范国家研究中心\n\n导师:李四,王五\n博士期间研究领域 – 非易失内存\n"
)


def test_degree_items_under_one_place_are_degrees_of_their_own():
    md = (
        "# Wang Xiaoming\n\n## 教育背景\n\n**示范大学**\n- 电子工程 硕士（GPA 3.8/4），2019\n"
        "  *论文：基于示例的方法*\n\n- 工业工程 硕士（GPA 3.9/4），2017\n\n"
        "**示例理工大学**\n- 物理学 学士，2015\n"
    )
    cv = parse(md, "cv.md")
    assert [(e.institution_raw, e.degree, e.end) for e in cv.education] == [
        ("示范大学", "master", "2019"),
        ("示范大学", "master", "2017"),
        ("示例理工大学", "bachelor", "2015"),
    ]


def test_the_degree_on_the_dated_line_is_the_entrys():
    cv = parse(ZH_EDUCATION)
    assert [(e.degree, e.start) for e in cv.education] == [
        ("bachelor", "2014-09"),
        ("phd", "2018-09"),
    ]


def test_an_advisor_set_apart_below_a_degree_is_the_degrees():
    cv = parse(ZH_EDUCATION)
    assert [e.advisors for e in cv.education] == [[], ["李四", "王五"]]
    assert not any("names no institution" in w for w in cv.warnings)


def test_the_institution_after_the_degree_in_one_comma_field():
    text = (
        "ADA QUINN\n\nEDUCATION\n"
        "2011 – 2015   B.Sc. in Chemistry, Khalifa University, Abu Dhabi, UAE\n"
    )
    edu = parse(text).education[0]
    assert edu.institution_raw == "Khalifa University"
    assert edu.degree == "bachelor"


def test_a_spaced_dash_separates_the_institution_from_the_degree():
    text = (
        "ADA QUINN\n\nEDUCATION\n"
        "Bilkent University, Ankara — B.Sc. in Computer Engineering   2021 – 2025\n"
    )
    assert parse(text).education[0].institution_raw == "Bilkent University, Ankara"


def test_sb_and_dphil_are_degrees_and_a_vidyalaya_is_a_school():
    text = (
        "ADA QUINN\n\nEDUCATION\n2018–2022 DPhil in Statistics, University of Oxford.\n"
        "2014–2018 S.B. in Mathematics, Massachusetts Institute of Technology.\n"
        "Class X (CBSE) | Kendriya Vidyalaya Southern Command, Pune | 2012\n"
    )
    edus = parse(text).education
    assert [e.degree for e in edus] == ["phd", "bachelor", "highschool"]
    assert edus[2].institution_raw.startswith("Kendriya Vidyalaya")


def test_indented_lines_beside_a_date_column_stay_with_their_entry():
    text = (
        "ADA QUINN\n\nEDUCATION\n"
        "2019.07-2019.08     National University of Singapore\n"
        "                    Summer Exchange Student\n"
        "2017.09-2021.06     Sun Yat-sen University\n"
        "                    B.Eng. in Software Engineering\n"
    )
    edus = parse(text).education
    assert [e.degree for e in edus] == ["visiting", "bachelor"]


def test_a_role_named_before_a_degree_is_a_position():
    text = (
        "ADA QUINN\n\nWORK EXPERIENCE\n\n01/02/2020 – 31/07/2021 Amsterdam, Netherlands\n"
        "TEACHING ASSISTANT – UNIVERSITY OF AMSTERDAM\nMachine Learning 1 (MSc AI programme).\n"
    )
    cv = parse(text)
    assert cv.education == [] and cv.positions[0].title == "TEACHING ASSISTANT"


def test_a_visiting_stay_under_a_positions_heading_is_a_position():
    text = (
        "ADA QUINN\n\nResearch Positions\n"
        "    Fall 2022            Visiting Graduate Student, Simons Institute, UC Berkeley.\n"
        "    2017 – 2019          Undergraduate Researcher, MIT CSAIL.\n"
    )
    cv = parse(text)
    assert cv.education == [] and len(cv.positions) == 2


# --- positions -------------------------------------------------------------------------


def test_chinese_fields_separated_by_single_spaces():
    text = "唐梓涵\n\n实习经历\n\n百度研究院 大数据实验室 研究实习生   2024.03-2024.09\n"
    pos = parse(text).positions[0]
    assert (pos.organization_raw, pos.title) == ("百度研究院", "研究实习生")


def test_an_internship_told_in_a_chinese_bio():
    text = (
        "孙雨桐\n\n个人简介\n\n孙雨桐，博士研究生。2023年7月至2023年12月在华为2012实验室"
        "网络技术研究部实习，合作导师为张晨博士。\n"
    )
    pos = parse(text).positions[0]
    assert pos.organization_raw == "华为2012实验室网络技术研究部"
    assert (pos.title, pos.start, pos.end, pos.supervisors) == (
        "实习",
        "2023-07",
        "2023-12",
        ["张晨"],
    )


# --- awards ----------------------------------------------------------------------------


def test_award_items_wrapped_until_their_year():
    text = (
        "ADA QUINN\n\nAWARDS\n\nJSPS Research Fellowship for\nYoung Scientists (DC1),\n2023\n"
        "Silver Medal, International\nPhysics Olympiad, 2016\n"
    )
    assert [a.year for a in parse(text).awards] == [2023, 2016]


def test_a_year_on_its_own_line_belongs_to_the_title_below():
    text = (
        "ADA QUINN\n\nHONOURS AND AWARDS\n2021\nBest Thesis Prize\n2019\nExcellence Scholarship\n"
    )
    awards = parse(text).awards
    assert [(a.title, a.year) for a in awards] == [
        ("Best Thesis Prize", 2021),
        ("Excellence Scholarship", 2019),
    ]


def test_a_year_after_a_comma_stays_with_its_chinese_award():
    text = "何嘉琪\n\n荣誉奖励\n- 国家奖学金 National Scholarship, 2019\n- 优秀毕业生, 2021\n"
    assert [a.year for a in parse(text).awards] == [2019, 2021]


def test_fellowships_named_in_a_bio_are_awards_when_there_is_no_awards_list():
    text = (
        "Ada Quinn\n\nAbout Me\n\nI am a PhD student at Stanford University. My research is "
        "supported by the Stanford Graduate Fellowship and the Apple Scholars in AI/ML PhD "
        "Fellowship.\n"
    )
    titles = [a.title for a in parse(text).awards]
    assert titles == ["Stanford Graduate Fellowship", "Apple Scholars in AI/ML PhD Fellowship"]


# --- interests -------------------------------------------------------------------------


def test_the_list_after_a_colon_spells_a_topic_out():
    text = (
        "ADA QUINN\n\nABOUT MYSELF\nDoctoral researcher working on probabilistic machine "
        "learning: Gaussian processes, Bayesian deep learning and uncertainty quantification.\n"
    )
    assert parse(text).research_interests == [
        "probabilistic machine learning",
        "Gaussian processes",
        "Bayesian deep learning",
        "uncertainty quantification",
    ]


def test_interests_in_a_form_laid_out_as_a_table_row():
    text = (
        "个人简历\n姓名 | 许晨阳 | 性别 | 男\n研究方向 | 遥感影像智能解译、变化检测\n\n# 教育背景\n"
    )
    assert parse(text, "cv.md").research_interests == ["遥感影像智能解译", "变化检测"]


def test_a_research_section_listing_current_interests():
    md = (
        "# Ada Quinn\n\n## Research\n\nI study agents. Current interests:\n"
        "- Offline reinforcement learning\n- Representation learning for control\n"
    )
    assert parse(md, "cv.md").research_interests == [
        "Offline reinforcement learning",
        "Representation learning for control",
    ]


# --- prose -----------------------------------------------------------------------------


def test_a_degree_in_prose_starts_when_the_bio_says_so_and_at_the_place_it_names():
    text = (
        "Ada Quinn\n\nAbout Me\n\nI am a PhD student in Computer Science at Stanford University, "
        "advised by Prof. Bo Chen.\n\nBefore coming to Stanford in Fall 2022, I received my B.S. "
        "in Computer Science from Tsinghua University in 2022.\n"
    )
    edus = {e.degree: e for e in parse(text).education}
    assert edus["phd"].start == "2022" and edus["phd"].institution == "Stanford University"
    assert edus["bachelor"].institution == "Tsinghua University"
    assert edus["bachelor"].end == "2022"


def test_a_range_split_over_two_lines_of_a_date_column_is_one_range():
    from profiles.parsing.wrapping import join_split_ranges

    lines = make_lines(
        "2012 年 9 月 –   博士, 莱顿大学, 荷兰, 数学.\n2016 年 8 月   师从 Aad van der Vaart\n"
        "Sep 2009   M.S., TU Kaiserslautern\n– Aug 2010   Applied mathematics\n"
    )
    join_split_ranges(lines)
    assert lines[0].text == "2012 年 9 月 – 2016 年 8 月 | 博士, 莱顿大学, 荷兰, 数学."
    assert lines[1].text == "师从 Aad van der Vaart"
    assert lines[2].text == "Sep 2009 – Aug 2010 | M.S., TU Kaiserslautern"


def test_a_date_column_that_sets_each_end_above_its_start_gives_ranges():
    from profiles.parsing.wrapping import join_split_ranges

    lines = make_lines(
        "2019.09   北湖大学 | 物理学院\n2013.09   物理学 | 博士\n\n"
        "June 2013   Department of Physics, Vale University\nSeptember 2009   BSc in Physics\n"
        "Thesis on lake waves\n"
    )
    join_split_ranges(lines)
    assert [ln.text for ln in lines][:6] == [
        "2013.09 – 2019.09 | 北湖大学 | 物理学院",
        "物理学 | 博士",
        "",
        "September 2009 – June 2013 | Department of Physics, Vale University",
        "BSc in Physics",
        "Thesis on lake waves",
    ]
    # A list of dated items, one a line (news, awards), keeps its dates.
    lines = make_lines("2023.05   Paper accepted\n2022.11   Talk at Hill\n2021.03   Award\n")
    join_split_ranges(lines)
    assert lines[0].text.startswith("2023.05")


def test_a_range_split_over_two_lines_may_close_with_a_word_for_present():
    from profiles.parsing.wrapping import join_split_ranges

    lines = make_lines(
        "Mar 2018   Lecturer, Harbour College\n– Present   Also with the Data Lab\n"
        "2020 年 5 月 –   研究员, 某研究所\n至今   负责计算平台\n"
    )
    join_split_ranges(lines)
    assert lines[0].text == "Mar 2018 – Present | Lecturer, Harbour College"
    assert lines[1].text == "Also with the Data Lab"
    assert lines[2].text == "2020 年 5 月 – 至今 | 研究员, 某研究所"
    assert lines[3].text == "负责计算平台"


def test_a_range_start_set_a_blank_line_above_its_end_moves_down_to_the_entry():
    from profiles.parsing.wrapping import join_split_ranges

    lines = make_lines("2022 Fall\n\n– 2024 Teaching Assistant, Lakeside University\nCS101\n")
    join_split_ranges(lines)
    assert [ln.text for ln in lines[:3]] == [
        "",
        "",
        "2022 Fall – 2024 | Teaching Assistant, Lakeside University",
    ]
    # A line of its own above a gap, not a date alone, is left where it is.
    lines = make_lines("Seminar 2022\n\n– 2024 Teaching Assistant, Lakeside University\n")
    join_split_ranges(lines)
    assert lines[0].text == "Seminar 2022"


def test_a_range_split_over_a_date_column_may_end_in_the_present():
    from profiles.parsing.wrapping import join_split_ranges

    lines = make_lines(
        "Aug 2016   Research Fellow, Lakeside University\n– present   Joint appointment\n"
    )
    join_split_ranges(lines)
    assert lines[0].text == "Aug 2016 – present | Research Fellow, Lakeside University"
    assert lines[1].text == "Joint appointment"


def test_a_range_split_over_a_date_column_may_use_a_tilde_or_start_alone_above_present():
    from profiles.parsing.wrapping import join_split_ranges

    lines = make_lines(
        "2019.03 ~   某科技公司 | 算法工程师\n2020.08   负责推荐系统\n"
        "2021.02   某研究院 视觉组 | 研究员\n至今   负责检测模型\n"
    )
    join_split_ranges(lines)
    assert lines[0].text == "2019.03 – 2020.08 | 某科技公司 | 算法工程师"
    assert lines[1].text == "负责推荐系统"
    assert lines[2].text == "2021.02 – 至今 | 某研究院 视觉组 | 研究员"
    assert lines[3].text == "负责检测模型"


def test_a_start_and_an_open_end_stacked_in_a_date_column_without_a_dash_are_one_range():
    from profiles.parsing.wrapping import join_split_ranges

    lines = make_lines(
        "2021.9   青山大学 • 物理学院\n至今   物理学 • 本科在读\n\n"
        "Now   Hill University\n2019.09-   B.Sc. in Physics\n\n"
        "2016   Lake College\nNow I teach there.\n"
    )
    join_split_ranges(lines)
    assert lines[0].text == "2021.9 – 至今 | 青山大学 • 物理学院"
    assert lines[1].text == "物理学 • 本科在读"
    assert lines[3].text == "2019.09 – Now | Hill University"
    assert lines[4].text == "B.Sc. in Physics"
    # A sentence that opens with "Now" is no column's end.
    assert lines[7].text == "Now I teach there."


def test_entries_without_blank_lines_between_them_keep_their_institution_lines():
    from profiles.parsing import parse_bytes

    text = (
        "Jane Roe\n\nEducation\n\n"
        "Institute for Network Sciences and Cyberspace, Tsinghua University   Beijing, China\n"
        "PH.D. CANDIDATE, ADVISED BY PROF. JILONG WANG   Sept. 2019 - June 2025 (Expected)\n"
        "Department of Computer Science and Technology, Tsinghua University   Beijing, China\n"
        "BACHELOR OF ENGINEERING   Sept. 2015 - July 2019\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(e.degree, e.start, e.end) for e in cv.education] == [
        ("phd", "2019-09", "2025-06"),
        ("bachelor", "2015-09", "2019-07"),
    ]


def test_a_bracket_left_open_closes_on_the_line_below_whatever_its_font():
    text = FILLER + "\n\nEngineer: Internship at Example Holdings (NYSE:\nEXH)\n5/2020-7/2020\n"
    lines = make_lines(normalise(text))
    tail = next(ln for ln in lines if ln.text == "EXH)")
    tail.heading = True  # set in bold, as the PDF's headings are
    join_wrapped(lines)
    assert any(ln.text.endswith("(NYSE: EXH)") for ln in lines)
    assert not tail.text


def test_a_section_heading_set_over_two_lines_is_one_heading():
    lines = lines_of(FILLER + "\n\nHONORS &\nSCHOLARSHIPS\n\nBest Paper Award, 2020\n")
    assert any(ln.text == "HONORS & SCHOLARSHIPS" for ln in lines)


def test_a_word_broken_at_the_end_of_a_list_item_goes_on_below_at_its_margin():
    lines = lines_of(
        FILLER + "\n\n• Compilers (Graduate), Teaching Assistant, Hill Uni-\n"
        "versity of Science, Fall 2022.\n• Hill University alumni mentor\n"
    )
    texts = [ln.text for ln in lines if ln.text]
    assert any(t.endswith("Assistant, Hill University of Science, Fall 2022.") for t in texts)


WIDE_FILLER = "\n".join(
    f"Filler line number {i} of a long enough document, set out to the full width of a page."
    for i in range(10)
)


def test_a_cjk_paragraph_wrapped_at_the_page_width_is_one_line_again():
    # A CJK character is twice as wide as a Latin letter: these lines are as wide as
    # the Latin ones below, and a CJK text breaks anywhere, inside a word too.
    text = (
        "张三，博士，现为示例大学信息学院计算机科学与技术系副教授，博士生导师。于2019年获得香港浸\n"
        "会大学计算机科学专业博士学位，IEEE高级会员，于2012年获得示例大学软件工程专业学士学\n"
        "位。\n"
        "研究方向\n"
        "机器学习与计算机视觉，包括长尾学习、联邦学习、噪声标签学习与持续学习等前沿领域的研究。\n"
        + WIDE_FILLER
    )
    lines = lines_of(text)

    assert "于2019年获得香港浸会大学计算机科学专业博士学位,IEEE高级会员" in lines[0].text
    assert lines[0].text.endswith("学士学位。")
    assert [ln.text for ln in lines[3:5]] == ["研究方向", lines[4].text]
    assert lines[4].text.startswith("机器学习")


def test_a_text_of_unwrapped_paragraphs_keeps_a_long_line_apart_from_the_next():
    # No page holds these lines: each is a paragraph written on one line, and the width
    # of the longest says nothing of where a line was wrapped.
    cite = (
        "Ann Lee, Bo Chen, Cy Wu. Paper {} in a Series of Long Titles on Tiered Storage: A "
        "Study of Caching Across Many Tiers. Journal of Storage Systems and Data (JSS 2021)"
    )
    lines = lines_of("\n".join([cite.format(n) for n in range(4)] + ["Intro line of text"] * 8))

    assert [ln.text[:15] for ln in lines[:4]] == ["Ann Lee, Bo Che"] * 4


def test_a_line_ending_in_a_label_between_hyphens_is_not_cut_off():
    # "-PDF-" is a link's label, not a word cut at its hyphen ("Multi-" / "Agent").
    text = "\n".join(
        ["Ann Lee, Bo Chen. Tiered Caches. Journal of Storage, 2021. -PDF-"]
        + ["Bo Chen, Ann Lee. Streams. Data Letters, 2020."]
        + ["A line of text as wide as the page it is printed on, set from margin to margin."] * 8
    )
    lines = lines_of(text)

    assert lines[1].text.startswith("Bo Chen")


def test_a_sidebar_set_flush_right_is_read_before_the_body_beside_it():
    # A narrow sidebar, its lines set flush right at x=145; the body at x=173, whose
    # entries set their places flush right at the page's edge: the widest strip almost
    # no line crosses parts the body from those places, not the columns.
    side = ["Contact", "Lake Street 1", "Hill Town", "ann@example.org", "Languages", "English"]
    boxes = [(145 - 8 * len(t), 650 - 14 * i, 145, 660 - 14 * i, t) for i, t in enumerate(side)]
    body = [
        "Education",
        "2015 - 2019 PhD in Hydrology",
        "2011 - 2015 BSc in Physics",
        "Experience",
        "2019 - now Research Scientist",
        "Built models of lake breathing over many years of field data and more",
        "2017 - 2019 Teaching Assistant",
        "Skills",
        "Python, R, field work",
        "Awards",
        "2020 Lake Prize",
        "2018 Travel Grant",
        "Service",
        "Reviewer for Lake Journal",
        "Volunteer at Hill Museum",
        "Talks",
        "2021 Lake Day",
        "2019 Hill Seminar",
        "2018 Vale Workshop",
    ]
    for i, t in enumerate(body):
        x1 = 511 if i == 5 else 173 + 6 * len(t)
        boxes.append((173, 652 - 14 * i, x1, 662 - 14 * i, t))
    for i in (1, 2, 4):
        boxes.append((525, 652 - 14 * i, 570, 662 - 14 * i, "Hill Univ"))
    lines = layout_lines(boxes)
    assert lines[: len(side)] == side
    assert lines[len(side) : len(side) + 3] == [
        "Education",
        "2015 - 2019 PhD in Hydrology   Hill Univ",
        "2011 - 2015 BSc in Physics   Hill Univ",
    ]


def test_a_column_of_dates_and_headings_beside_a_sidebar_goes_with_the_text_it_dates():
    # A sidebar (x 60-145), a column of headings and dates (x 188-250) and the text they
    # date (x 324-): the gutter parts the sidebar from the rest, not the dates from
    # their text.
    side = ["Ann Lee", "Hydrologist", "Contact", "Lake Street 1", "ann@example.org"]
    boxes = [(145 - 8 * len(t), 650 - 14 * i, 145, 660 - 14 * i, t) for i, t in enumerate(side)]
    rows = [
        ("Education", None),
        ("2015 - 2019", "PhD in Hydrology, Hill University"),
        (None, "Thesis on the breathing of lakes"),
        ("2011 - 2015", "BSc in Physics, Vale University"),
        ("Experience", None),
        ("2019 - now", "Research Scientist, Lake Institute"),
        (None, "Models of lake breathing"),
        ("2017 - 2019", "Teaching Assistant, Hill University"),
        (None, "Taught the first-year course"),
        ("Skills", None),
        (None, "Python, R, field work"),
    ]
    for i, (first, text) in enumerate(rows):
        y = 652 - 14 * i
        if first:
            boxes.append((188, y, 188 + 6 * len(first), y + 10, first))
        if text:
            boxes.append((324, y, 324 + 6 * len(text), y + 10, text))
    lines = [ln for ln in layout_lines(boxes) if ln]
    assert lines[: len(side)] == side
    assert "2015 - 2019   PhD in Hydrology, Hill University" in lines
    assert "2019 - now   Research Scientist, Lake Institute" in lines


def test_a_line_ending_on_its_date_range_is_not_wrapped_into_the_next_entry():
    # The degree's line fills the page and the next word would not have fitted on it, but
    # a line that closes on its dates ends its entry: the next degree is a line of its own.
    text = "\n".join(
        ["Ph.D. in Geology and Planetary Sciences, Hill University, 2019 - 2024"]
        + ["M.S. in Geology, Vale College, 2017 - 2019"]
        + ["A line of text as wide as the page it is printed on, set."] * 8
    )
    lines = lines_of(text)

    assert lines[0].text.endswith("Hill University, 2019 - 2024")
    assert lines[1].text.startswith("M.S. in Geology")


def test_a_table_row_below_another_is_a_row_of_its_own():
    text = (
        "Postdoctoral Fellow | Brightwater Institute for Ocean Studies | Bremen | 2019 – 2022\n"
        "Research Assistant | Coastal Ecology Lab | Portland, OR | 2016 – 2019\n" + FILLER
    )
    lines = lines_of(text)
    assert lines[1].text.startswith("Research Assistant")


def test_flush_right_notes_stay_beside_their_lines_under_a_longer_line_past_their_edge():
    # Each entry's dates and town set flush right, level with its lines; the date the
    # document was compiled sits above the name and ends further right.
    boxes = [(480, 760, 576, 768, "Compiled on 27 February 2026")]
    boxes.append((40, 740, 90, 752, "Lan Wu"))
    rows = [
        ("Hill University", "2021.09 – 2025.06"),
        ("PhD in Applied Mathematics", "Lakeland, Oz"),
        ("Hill University", "2019.09 – 2021.06"),
        ("MSc in Informatics (GPA 4.9/5.0)", "Lakeland, Oz"),
        ("Vale Summer Camp", "2017.07 – 2017.08"),
        ("Coding camp", "Dale, Oz"),
        ("Vale University", "2015.09 – 2019.06"),
        ("BSc in Computer Science", "Vale Town, Oz"),
    ]
    for i, (text, note) in enumerate(rows):
        y = 700 - 14 * i
        boxes.append((40, y, 40 + 6 * len(text), y + 10, text))
        boxes.append((571 - 6 * len(note), y, 571, y + 10, note))
    lines = [ln for ln in layout_lines(boxes) if ln]
    assert "Hill University   2021.09 – 2025.06" in lines
    assert "BSc in Computer Science   Vale Town, Oz" in lines


def test_a_chinese_form_line_parted_by_bars_without_spaces_names_the_person():
    cv = parse("王小明|男|1998|北京 手机：13800000000\n\n教育背景\n1. 2018级 青山大学 软件学院\n")
    assert cv.name_native == "王小明"


def test_the_name_under_personal_details_below_a_cv_title_alone():
    cv = parse(
        "简历\n\n基本信息\n王小明 | 男 | 1998 | 北京\n教育背景\n1. 2018级 青山大学 软件学院\n"
    )
    assert cv.name_native == "王小明"


def test_notes_a_word_processor_sets_flush_right_stay_beside_their_lines():
    # A tab sets each entry's dates and town flush right, but the boxes end some points
    # apart (a trailing space, a wider digit): their left edges lie far further apart.
    boxes = [(40, 740, 90, 752, "Lan Wu")]
    rows = [
        ("Hill University", "2020 - ongoing", 540),
        ("Doctorate in Economic History", "Lakeland, OZ", 538),
        ("Vale University", "2016 - 2018", 551),
        ("Master of Commerce, Development Theory", "Johannesburg, SA", 537),
        ("Dale College", "2013 - 2016", 540),
        ("Bachelor of Arts, Major in Economics", "Montreal, CA", 538),
        ("Lake Institute", "Spring 2023", 535),
        ("visiting Prof. Ann Lee at the Faculty of Geosciences", "Lausanne, CH", 533),
        ("Quillmark Analytics", "2019/04 – 11", 539),
        ("Junior Research Fellow", "Zagreb, HR", 536),
    ]
    for i, (text, note, right) in enumerate(rows):
        y = 700 - 14 * i
        boxes.append((40, y, 40 + 5 * len(text), y + 10, text))
        boxes.append((right - 5 * len(note), y, right, y + 10, note))
    lines = [ln for ln in layout_lines(boxes) if ln]
    assert "Hill University   2020 - ongoing" in lines
    assert "Bachelor of Arts, Major in Economics   Montreal, CA" in lines
