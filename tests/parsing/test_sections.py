import pytest

from profiles.parsing.sections import classify_heading, split_sections
from profiles.parsing.text import make_lines, normalise
from profiles.parsing.unheaded import with_unheaded_education


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Education", "education"),
        ("Employment History", "experience"),
        ("Positions Held", "experience"),
        ("Bibliography", "publications"),
        ("Conference Proceedings", "publications"),
        ("Selected Works", "publications"),
        ("Research Outputs", "publications"),
        ("Grants Awarded", "awards"),
        ("工作履历", "experience"),
        ("学术兼职", "service"),
        ("代表作", "publications"),
        ("RESEARCH INTERESTS", "interests"),
        ("Selected Publications", "publications"),
        ("Honors and Awards", "awards"),
        ("Student Cluster Competitions", "awards"),
        ("Internship Experience", "experience"),
        ("教育背景", "education"),
        ("实习经历", "experience"),
        ("职业生涯", "experience"),  # "Career", as English "Career" is
        ("论文发表", "publications"),
        ("研究成果", "publications"),
        ("学术论文(2021 年至今)", "publications"),
        ("Publications (2019-present)", "publications"),
        ("研究方向", "interests"),
        ("学生工作", "student_work"),
        ("EDUCATION AND TRAINING", "education"),
        ("Research visits", "experience"),
        ("Mentoring", "service"),
        ("Other", "misc"),
        ("科研经历", "projects"),
        ("技术能力", "skills"),
        ("Academic Credentials", "education"),
        ("DISTINCTIONS", "awards"),
        ("Recognition", "awards"),
        ("Fundings", "awards"),
        ("Work in Progress", "publications"),
        ("最新动态", "news"),
        ("近期动态", "news"),
        ("新闻", "news"),
        ("EDUCATION BACKGROUND", "education"),  # "background" qualifies, as "academic" does
        ("Educational Background", "education"),
        ("Academic Formation", "education"),  # "formation académique", "formación académica"
        # A note in brackets with a day's date is the heading's, not an entry's grade.
        ("Work History (NB: on leave from 02/05/19 to 30/11/19)", "experience"),
    ],
)
def test_it_classifies_section_headings(heading, kind):
    assert classify_heading(heading) == kind


@pytest.mark.parametrize(
    "heading",
    [
        "Key Laboratory of Embedded System and Service Computing, Tongji University",
        "Teaching Assistant",
    ],
)
def test_it_does_not_mistake_entries_for_sections(heading):
    assert classify_heading(heading) is None


def test_it_keeps_nested_headings_as_entries():
    text = "## Competitions\n\n### ACM ICPC World Finals Competition\n\n2019\n"
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections] == ["header", "awards"]


def test_a_line_a_blank_line_below_an_entry_heading_is_the_entrys_not_a_section():
    text = (
        "## Work Experience\n\n### Northwind Labs (2021 - now)\n\nResearch services\n\n"
        "### Acme Ltd (2019 - 2021)\n\n## Skills\n\nPython\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds == ["header", "experience", "skills"]
    text = "# Jane Roe\n\nEducation\n\nPhD, Hill University, 2020\n"
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds == ["header", "education"]


def test_a_degree_headline_with_its_years_set_like_the_section_heading_is_an_entry():
    text = (
        "**Education**\n\n**PhD (2021-Present)**\n\nPhysics, Hill University\n\n"
        "**Master's Degree (2019-2021)**\n\nPhysics, Dale College\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections] == ["header", "education"]
    assert "Master's Degree (2019-2021)" in [ln.text for ln in sections[1].lines]


def test_a_short_line_below_a_dated_entry_headline_is_the_entrys_not_a_section():
    text = (
        "**工作经历**\n\n**示例科技有限公司 (2021/11 - 至今)**\n\n信息技术咨询服务\n\n"
        "**样例网络有限公司 (2017/02 - 2021/11)**\n\n**专业技能**\n\nPython\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds == ["header", "experience", "skills"]


def test_a_bold_entry_line_under_a_bold_heading_is_an_entry_of_its_kind():
    text = (
        "**Education**\n\n**PhD (2020-Present)**\n\nPhysics, Hill University\n\n"
        "**Master's Degree (2018-2020)**\n\nChemistry, Vale University\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections] == ["header", "education"]


@pytest.mark.parametrize("mark", ["", "**"])
def test_a_line_below_an_entry_heading_set_apart_with_its_dates_is_the_entrys(mark):
    text = (
        f"工作经历\n\n{mark}青山科技有限公司 (职位-经理) (2023/02 - 至今){mark}\n\n"
        "软件外包咨询服务\n\n"
        f"{mark}绿水网络公司 (职位-工程师) (2019/07 - 2023/01){mark}\n\n后端开发\n\n"
        "学术服务\n\n- 审稿人\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.title for s in sections[1:3]] == ["工作经历", "学术服务"]


def test_a_line_right_below_a_bold_dated_entry_head_is_the_entrys():
    text = (
        "## 工作经历\n**青山科技有限公司 (职位-经理) (2023/02 - 至今)**\n软件外包咨询服务\n\n"
        "**绿水网络公司 (职位-工程师) (2019/07 - 2023/01)**\n后端开发\n\n## 学术服务\n\n- 审稿人\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.title for s in sections[1:3]] == ["工作经历", "学术服务"]


def test_a_line_set_apart_after_a_section_held_on_its_label_line_ends_it():
    text = (
        "**竞赛获奖：** [青山杯 冠军](https://a.example/x) · [绿水杯 一等奖](https://a.example/y)"
        "\n\n\n欢迎交流\n\n我希望认识以下方向的朋友：\n\n- 数据工程\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections[1:]] == ["awards", "misc"]


def test_it_finds_headings_without_markup():
    text = "Jane Doe\n\nEducation\n\nMIT, PhD, 2019\n\n1. PUBLICATIONS\n\n[1] A. B. Title. 2020.\n"
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds == ["header", "education", "publications"]


def test_it_reads_text_after_a_colon_in_a_heading():
    sections = split_sections(make_lines("## 研究方向: 计算机视觉\n\n- 目标检测\n"))
    assert sections[1].kind == "interests" and sections[1].inline == "计算机视觉"


def test_a_label_in_the_left_margin_opens_its_section_on_the_same_line():
    from profiles.parsing import parse_bytes

    text = (
        "Jane Roe   jane@example.edu\n\n"
        "EDUCATION   Ph.D. in Computer Science, Peking University   2019 - 2024\n"
        "Advisor: Prof. Xin Jin\n\n"
        "Publications   1. Jane Roe, Xin Jin. Fast Things Made Faster. In OSDI, 2023.\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [(e.institution, e.degree, e.advisors) for e in cv.education] == [
        ("Peking University", "phd", ["Xin Jin"])
    ]
    assert len(cv.publications) == 1


def test_a_heading_joining_two_sections_is_the_one_with_records():
    assert classify_heading("Education & Awards") == "education"
    assert classify_heading("Certifications and Awards") == "awards"
    assert classify_heading("Research Interests") == "interests"
    assert classify_heading("Papers & Thesis") == "publications"


def test_a_heading_with_a_rule_or_a_link_beside_it_is_still_a_heading():
    text = (
        "Ann Lee\n\nSelected Papers ————————————————————\n\n"
        "- A. Lee. Sparse Routing. NeurIPS 2024.\n\n"
        "PUBLICATIONS [GOOGLE SCHOLAR]\n\n- A. Lee. Tiny Caches. ICML 2022.\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds == ["header", "publications", "publications"]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Honours, Awards and Programmes", "awards"),
        ("学术论文（2021 年至今）", "publications"),
        ("Publications (since 2019)", "publications"),
        ("Visiting periods", None),
        # Qualifiers no section word names, before the head noun that names the section.
        ("Industry & Applied R&D Experience", "experience"),
        ("Clinical & Field Teaching", "teaching"),
    ],
)
def test_a_pdf_heading_is_of_the_kind_its_section_words_name(heading, kind):
    from profiles.parsing.sections import layout_heading_kind

    assert layout_heading_kind(heading) == kind


def test_posters_are_talks_not_publications():
    text = (
        "Ann Lee\n\nPUBLICATIONS\n\n- A. Lee. Sparse Routing. NeurIPS 2024.\n\n"
        "TALKS AND POSTERS\n\n- A. Lee. Sparse Routing. Poster at a 2024 meeting.\n\n"
        "Posters & Talks | A. Lee. Tiny Caches. Workshop talk, 2023.\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds == ["header", "publications", "talks", "talks"]


def test_an_award_with_its_year_is_not_a_heading():
    assert classify_heading("National Scholarship (2019)") is None


def test_a_label_indented_under_a_list_item_is_the_items_not_a_heading():
    text = (
        "## 教育背景\n\n**示范大学**\n- 电子工程 硕士，2019\n  *论文：基于示例的某某方法*\n\n"
        "- 工业工程 硕士，2017\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections] == ["header", "education"]


def test_expertise_beside_skills_is_a_skills_heading():
    assert classify_heading("Expertise & Technical Skills") == "skills"
    assert classify_heading("Technical Expertise") == "skills"
    assert classify_heading("Research Areas & Expertise") == "interests"
    assert classify_heading("Areas of Expertise") == "interests"


def test_a_line_naming_a_venue_with_its_year_is_no_heading():
    assert classify_heading("ICDE22 最佳论文") is None
    assert classify_heading("论文发表") == "publications"


def test_a_line_right_below_an_award_is_no_heading_of_another_section():
    text = (
        "ADA QUINN\n\nAWARDS\n\nBest Paper, 2022\nAssociation for Lake Studies\n\n"
        "Scholarship Recipient, 2020\nNorth Foundation\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds == ["header", "awards"]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("WORK EXPEREINCE", "experience"),  # two letters swapped
        ("Pubications", "publications"),  # a letter dropped
        ("Educattion", "education"),  # a letter doubled
        ("Selected Presentatoins", "talks"),
    ],
)
def test_a_misspelt_long_section_word_still_names_its_section(heading, kind):
    assert classify_heading(heading) == kind


@pytest.mark.parametrize("heading", ["Academia", "Awrds", "Peer-reviewed"])
def test_only_long_section_words_are_read_through_a_slip(heading):
    assert classify_heading(heading) is None


def _layout_lines(text: str, headings: set[int]):
    lines = make_lines(normalise(text))
    for ln in lines:
        ln.heading = ln.no in headings
    return lines


def test_label_rows_under_a_pdf_heading_stay_in_its_section():
    text = (
        "Education\n\n2015-2019   BSc, Some University\n\n"
        "Other Experience\n\n"
        "Reviewer   ICML 2021, NeurIPS 2022\n"
        "Volunteer   2019, a workshop in Lisbon\n"
        "Industry   2012-2014, Test Engineer, Acme Corp\n\n"
        "Skills\n\nPython\n"
    )
    lines = _layout_lines(text, {1, 5, 11})
    sections = split_sections(lines)
    assert [s.kind for s in sections] == ["header", "education", "experience", "skills"]


def test_a_margin_label_alone_still_opens_its_section():
    text = "Jane Doe\n\nEDUCATION   Ph.D. in Physics   Sept 2023 - Present\nSome University\n"
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections] == ["header", "education"]


def _kinds(text: str) -> list[str]:
    return [s.kind for s in split_sections(make_lines(normalise(text)))]


def test_a_form_field_in_a_list_is_no_heading():
    text = "## 个人信息\n\n* 某大学/男/1990\n* 工作经验：5年\n\n## 教育背景\n\n2008-2012 某大学\n"
    assert _kinds(text) == ["header", "about", "education"]


def test_an_item_between_two_items_of_a_list_is_no_heading():
    text = "## Certifications\n\n* Cloud Practitioner\n* Volunteer\n* Scrum Master\n"
    assert _kinds(text) == ["header", "skills"]


def test_a_line_right_below_an_entry_heading_is_the_entry_s():
    text = (
        "## Work Experience\n\n### Acme Ltd (Consultant) (2019-2021)\nConsulting services\n\n"
        "### Beta Inc (Engineer) (2017-2019)\nBackend services\n"
    )
    assert _kinds(text) == ["header", "experience"]


def test_a_heading_of_section_rank_ends_a_section_a_label_opened():
    text = (
        "## Education\n\n2010-2014 BSc, Some University\n\n"
        "**竞赛获奖：** 一等奖 · 二等奖\n\n"
        "## 欢迎交流\n\n我可以和你交流:\n\n- 大模型\n\n## Publications\n\n- A paper, 2020\n"
    )
    assert _kinds(text) == ["header", "education", "awards", "misc", "publications"]


def test_front_matter_closing_rule_opens_no_section_of_rank():
    text = (
        "---\nlayout: about\nlatest_posts: false\n---\n\n"
        "I am a PhD student at Some University, advised by Prof. A.\n\n"
        "## Education\n\n2010-2014 BSc, Some University\n\n## Publications\n\n- A paper, 2020\n"
    )
    assert "misc" not in _kinds(text)


def test_a_biography_written_as_a_timeline_is_read_as_one():
    text = (
        "Jane Roe\n\n## Biography\n\n"
        "Research Scientist at Example Labs (2022 - Present)\nVision group,\nExample City.\n\n"
        "Ph.D. in Physics (2017 - 2022)\nDept. of Physics,\nSome University.\n\n"
        "B.Sc. in Physics, (2013 - 2017)\nOther University,\nOther City.\n"
    )
    sections = with_unheaded_education(split_sections(make_lines(normalise(text))))
    assert [s.kind for s in sections] == ["header", "experience"]


def test_a_biography_in_sentences_stays_a_biography():
    text = (
        "Jane Roe\n\n## Biography\n\n"
        "Since 2022 she is a Research Scientist at Example Labs (2022 - Present).\n\n"
        "She received her Ph.D. in Physics (2017 - 2022) from Some University.\n\n"
        "Before that (2013 - 2017) she studied at Other University.\n"
    )
    sections = with_unheaded_education(split_sections(make_lines(normalise(text))))
    assert [s.kind for s in sections] == ["header", "about"]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Projects and Publications", "publications"),
        ("Publications & Projects", "publications"),
        ("Research Projects", "projects"),
        ("Projects and Talks", "projects"),
    ],
)
def test_a_heading_joining_projects_and_publications_is_read_for_papers(heading, kind):
    assert classify_heading(heading) == kind


def test_a_homepage_header_naming_a_phd_student_and_the_school_gives_the_degree():
    from profiles.parsing import parse_bytes

    html = (
        "<html><body><h1>Ann Lee</h1><p>PhD Candidate<br>School of Marine Science<br>"
        "Harbour University, Oslo<br>E-mail: ann [at] harbour.edu</p>"
        "<h2>About me</h2><p>I study how currents carry plankton.</p>"
        "<h2>Publications</h2><ul><li>A. Lee. Plankton drift. Ocean Letters, 2024.</li></ul>"
        "</body></html>"
    )
    cv = parse_bytes(html.encode(), "index.html")
    assert [(e.degree, e.institution_raw) for e in cv.education] == [
        ("phd", "School of Marine Science, Harbour University, Oslo")
    ]


def test_a_header_role_without_a_school_below_gives_no_degree():
    from profiles.parsing import parse_bytes

    text = "Ann Lee\nPhD Candidate\nE-mail: ann@harbour.edu\n\nAbout me\n\nI study plankton.\n"
    assert parse_bytes(text.encode(), "cv.txt").education == []


@pytest.mark.parametrize(
    "heading, kind",
    [
        ("學歷", "education"),
        ("教育背景", "education"),
        ("實習經驗", "experience"),
        ("研究興趣", "interests"),
        ("獲獎與榮譽", "awards"),
        ("代表著作", "publications"),
        ("學術報告", "talks"),
    ],
)
def test_traditional_characters_classify_as_their_simplified_forms(heading, kind):
    assert classify_heading(heading) == kind


def test_patents_alone_are_patents_and_beside_papers_are_publications():
    assert classify_heading("发明专利") == "patents"
    assert classify_heading("專利") == "patents"
    assert classify_heading("论文与专利") == "publications"


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("E D U C A T I O N", "education"),
        ("W O R K  E X P E R I E N C E", "experience"),
        ("教 育 经 历", "education"),
        ("工 作 经 历", "experience"),
    ],
)
def test_a_heading_typed_with_a_space_between_its_letters_is_read(heading, kind):
    assert classify_heading(heading) == kind


def test_a_letter_spaced_heading_opens_its_section():
    text = (
        "Ada Quinn\n\nE D U C A T I O N\n\nPh.D. in Physics, North University, 2019 - 2024\n\n"
        "W O R K  E X P E R I E N C E\n\nResearch Scientist, Acme Labs, 2024 - Present\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds[-2:] == ["education", "experience"]


@pytest.mark.parametrize("heading", ["个人介绍", "自我介绍", "个人优势"])
def test_a_chinese_self_introduction_heading_is_about_the_person(heading):
    assert classify_heading(heading) == "about"


def test_a_self_introduction_names_the_advisor_of_the_listed_degree():
    from profiles.parsing import parse_bytes

    text = (
        "张三\n\n个人介绍\n\n我是北山大学物理学专业的博士研究生，师从李明教授。我喜欢跑步。\n\n"
        "教育经历\n\n2021.09 - 至今 北山大学 物理学 博士\n"
    )
    cv = parse_bytes(text.encode(), "a.txt")
    assert [(e.degree, e.advisors) for e in cv.education] == [("phd", ["李明"])]


def test_a_table_row_of_one_character_cells_is_not_letter_spaced():
    lines = make_lines("| Course | Grade |\n|---|---|\n| A | B |\n1 2 3\n")
    assert [ln.text for ln in lines][2:4] == ["| A | B |", "1 2 3"]


def test_a_long_note_in_brackets_after_a_heading_keeps_it_a_heading():
    # The note's length is not the heading's ("Publications (120 citations, ...)").
    heading = "Publications (120 citations, h-index 5; 2 manuscripts in preparation)"
    assert classify_heading(heading) == "publications"
    text = (
        "Jane Roe\n\nAwards\n\n2021 | Some Prize\n\n"
        + heading
        + "\n\nRoe, J. “A Study of Things,” Journal of Stuff, 2020.\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds[-2:] == ["awards", "publications"]


@pytest.mark.parametrize(
    "heading", ["Journal Articles", "BOOK CHAPTERS", "Books", "Published Books", "Monographs"]
)
def test_a_list_of_articles_books_or_chapters_is_a_publication_list(heading):
    assert classify_heading(heading) == "publications"
    text = (
        "ACADEMIC APPOINTMENTS\n"
        "Professor, History, North College, 2020 - present.\n"
        f"{heading.upper()}\n"
        "Roe, Jane. A Book About Things. North Press, 2019.\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds[-2:] == ["experience", "publications"]


def test_a_row_of_links_under_an_item_is_no_heading():
    # "| Paper |" after a news item is its link, not a section of papers.
    assert classify_heading("| Paper |") is None
    text = (
        "News\n\n[ Oct 2021 ] Our paper “A Study” is accepted to a conference.\n| Paper |\n\n"
        "[ June 2021 ] I joined a lab as an intern.\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]
    assert kinds[-1] == "news"


def test_an_award_set_under_a_paper_is_the_papers_honour_not_a_section():
    text = (
        "Publications\n\n"
        "Fast Ledgers.\nAna Ruiz, Bo Li.\nIn Conference on Ledgers, 2022.\n"
        "Best Presentation Award\n\n"
        "Slow Ledgers.\nAna Ruiz.\nIn Workshop on Ledgers, 2021.\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections][1:] == ["publications"]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("教育背景 Education", "education"),
        ("Education | 教育背景", "education"),
        ("📝 Publications / 发表论文", "publications"),
        ("🔥 News | 最新动态", "news"),
        ("Education（教育背景）", "education"),
    ],
)
def test_a_heading_in_both_languages_names_its_section(heading, kind):
    assert classify_heading(heading) == kind


@pytest.mark.parametrize(
    "line", ["张三 Zhang San", "Hill University | 教育背景", "电子信息 | 一等奖学金"]
)
def test_a_line_with_one_half_no_heading_is_no_bilingual_heading(line):
    assert classify_heading(line) is None


def test_an_icon_opening_a_heading_line_does_not_indent_it_under_the_item_above():
    text = (
        "Awards\n- 2024 Best Poster Award\n🎓 Education\n"
        "- MSc in Biology, Example University, 2023 – 2025\n"
    )
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]

    assert "education" in kinds


def test_a_plain_heading_below_the_pages_title_opens_a_section():
    text = "# Curriculum Vitae\nEducation\n\nMSc in Biology, Example University, 2023 – 2025\n"
    kinds = [s.kind for s in split_sections(make_lines(normalise(text)))]

    assert "education" in kinds


def test_a_link_label_under_a_paper_is_no_section_heading():
    text = (
        "Publications\n\n"
        "A. Lee, B. Wu. Tiered Caches for Graphs. In Proc. of SDM, 2023.\n"
        "PDF\n"
        "Presentation\n"
        "Slide\n"
        "B. Wu, A. Lee. Sketches of Streams. Journal of Data, 2022.\n"
    )
    sections = split_sections(make_lines(normalise(text)))

    assert [s.kind for s in sections] == ["header", "publications"]


def test_a_name_joined_by_a_dash_to_a_section_word_is_an_item_not_a_section():
    text = (
        "WORK EXPERIENCE\n\n"
        "Acme Ltd (Engineer) (2019/02 - 2021/06)\n\n"
        "Built the tools of the team:\n"
        "* a build server\n"
        "* a test runner\n\n"
        "Atlas-Project\n\n"
        "A planner for warehouse robots.\n\n"
        "Honors-Awards\n\n"
        "Best Paper, 2020\n"
    )
    sections = split_sections(make_lines(normalise(text)))

    assert [s.kind for s in sections] == ["header", "experience", "awards"]


def test_an_eyebrow_above_a_tagline_heading_names_its_section():
    text = (
        "# Ann Lee\n\nWelcome\n\n## I study how lakes breathe.\n\nHydrology at Hill University.\n\n"
        "Skills and tools\n\n## Grouped by how they are used.\n\nPython, R\n\n"
        "Selected papers\n\n## A few things I wrote.\n\n"
        "### Lakes and air | 2024\n\nAnn Lee, Bo Chen\n\nLake Journal\n\nSelected talk\n\n"
        "Career so far\n\n## Where I have worked and studied.\n\n"
        "Mar 2021 – present\n\n### Research Scientist\n\nHill University, Lakeside.\n\n"
        "2015 – 2020\n\n### PhD, Hydrology\n\nVale University.\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [(s.kind, s.title) for s in sections] == [
        ("header", ""),
        ("skills", "Skills and tools"),
        ("publications", "Selected papers"),
        # No words of a section: the dated records it lists make it one of records.
        ("experience", "Career so far"),
    ]


def test_paper_titles_at_the_rank_of_the_section_headings_stay_in_a_plain_papers_section():
    text = (
        "# Ann Lee\n\n### Education\n\nPhD, Hill University\n\n### Awards\n\nHill Medal, 2020\n\n"
        "Recent papers\n\n### Lake Models for the Breathing of Shallow Waters\n\n"
        "Ann Lee, Bo Chen\n\n### Air and Water Exchange at Scale\n\nAnn Lee\n\n"
        "### Say hello\n\nann@example.org\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [(s.kind, s.title) for s in sections][-2:] == [
        ("publications", "Recent papers"),
        ("misc", "Say hello"),
    ]


def test_a_thesis_title_under_a_degree_is_a_field_of_the_degree_not_a_papers_section():
    text = (
        "张三\n\n教育背景\n\n2019 – 至今 博士研究生 | 北湖大学\n论文题目：湖泊模型研究\n"
        "2015 – 2019 理学学士 | 南山大学\n数学系\n\n发表论文\n\nLake Models. Lake Journal, 2020.\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [(s.kind, s.title) for s in sections] == [
        ("header", ""),
        ("education", "教育背景"),
        ("publications", "发表论文"),
    ]
    assert "2015 – 2019 理学学士 | 南山大学" in [ln.text for ln in sections[1].lines]


def test_a_heading_set_as_the_section_headings_ends_a_section_whatever_its_words():
    text = (
        "# Ann Lee\n\n## Academic Studies:\n\n2014: MA in Geology, Hill University\n\n"
        "## Extra courses taken:\n\n2013: Field methods workshop at Vale Institute\n\n"
        "## Professional experience:\n\n2015 – 2019: Geologist at Lake Survey\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [(s.kind, s.title) for s in sections] == [
        ("header", ""),
        ("education", "Academic Studies:"),
        ("misc", "Extra courses taken:"),
        ("experience", "Professional experience:"),
    ]
    # Set otherwise (no colon, as an entry's heading is), it is the section's.
    text = text.replace("## Extra courses taken:", "## Hill University")
    assert [s.kind for s in split_sections(make_lines(normalise(text)))] == [
        "header",
        "education",
        "experience",
    ]


def test_a_line_in_capitals_alone_ends_a_section_where_the_headings_are_so_written():
    text = (
        "ANN LEE\n\nEDUCATION\n\nPhD in Geology, Hill University, 2014\n\n"
        "AWARDS\n\nLake Medal, 2016\n\nFIELD SEASONS LED\n\nNorth Basin, 2018\n\n"
        "EXPERIENCE\n\nGeologist, Lake Survey, 2015 – 2019\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [(s.kind, s.title) for s in sections] == [
        ("header", ""),
        ("education", "EDUCATION"),
        ("awards", "AWARDS"),
        ("misc", "FIELD SEASONS LED"),
        ("experience", "EXPERIENCE"),
    ]


def test_places_set_above_entry_headings_are_no_eyebrows():
    text = (
        "# Ann Lee\n\n## Education\n\nHill University\n\n### PhD in Geology\n\n"
        "Vale University\n\n### MSc in Geology\n\nLake College\n\n### BSc in Physics\n\n"
        "With honours.\n\n"
        "Publications\n\nLake Models. Lake Journal, 2020.\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [(s.kind, s.title) for s in sections] == [
        ("header", ""),
        ("education", "Education"),
        ("publications", "Publications"),
    ]


def test_an_entry_head_in_capitals_alone_stays_in_its_section():
    text = (
        "ANN LEE\n\nEDUCATION\n\nHILL UNIVERSITY\n\nPhD in Geology, 2014 – 2019\n\n"
        "AWARDS\n\nLake Medal, 2016\n\nEXPERIENCE\n\nRESEARCH ASSISTANT\n\nLake Survey, 2015\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections] == ["header", "education", "awards", "experience"]


@pytest.mark.parametrize(
    "heading, kind",
    [
        ("Employment History", "experience"),
        ("Work History", "experience"),
        ("Positions Held", "experience"),
        ("Professional History", "experience"),
        ("Jobs", "experience"),
        ("工作履历", "experience"),
        ("Academic History", "education"),
        ("Academic Record", "education"),
        ("学习经历", "education"),
        ("求学经历", "education"),
        ("Teaching Assistantships", "teaching"),
        ("Courses Taught", "teaching"),
        ("Conference Proceedings", "publications"),
        ("Manuscripts Under Review", "publications"),
        ("Research Outputs", "publications"),
        ("Peer Review", "service"),
        ("Program Committees", "service"),
        ("Students Supervised", "service"),
        ("Open Source", "projects"),
        ("Additional Information", "misc"),
        ("其他", "misc"),
        ("推荐人", "references"),
        ("Keynotes", "talks"),
        ("Supervision", "service"),
        ("Advising", "service"),
        ("Editorial Boards", "service"),
        ("Organizing Committees", "service"),
        ("学术任职", "service"),
        ("社会兼职", "service"),
        ("Certificates", "skills"),
        ("Professional Development", "skills"),
        ("Media Coverage", "news"),
        ("Hobbies", "misc"),
        ("兴趣爱好", "misc"),
        ("Collaborators", "misc"),
        ("工作单位", "experience"),
        ("教学工作", "teaching"),
        ("Patents & Publications", "publications"),
    ],
)
def test_it_knows_the_headings_cvs_commonly_use(heading, kind):
    assert classify_heading(heading) == kind


@pytest.mark.parametrize("line", ["History", "In Press", "Press", "Social Media"])
def test_a_qualifier_alone_names_no_section(line):
    assert classify_heading(line) is None


def test_paper_titles_set_as_headings_in_a_list_of_papers_stay_in_it():
    text = (
        "# Ada Quinn\n\n### Interests\n\nLakes\n\n### Education\n\nPhD, Vale University\n\n"
        "Recent papers\n\n"
        "### Tidal Maps for Shallow Lake Models Under Drift\n\n"
        "LakeConf 2025 · lakes, tides\n\nWe map the tides of shallow lakes.\n\n"
        "**Ada Quinn**, Bo Lind\n\n"
        "### Position: Lake Models Need Seasonal Wind Data\n\n"
        "**Ada Quinn**, Cy Moss, and Bo Lind\n\nLakeConf 2024\n"
    )
    sections = split_sections(make_lines(text))
    assert [s.kind for s in sections][-1:] == ["publications"]
    assert sum(s.kind == "publications" for s in sections) == 1


def test_a_papers_tag_between_paper_headings_opens_no_section():
    text = (
        "# Ada Quinn\n\n### Interests\n\nLakes\n\n### Education\n\nPhD, Vale University\n\n"
        "Selected publications\n\n"
        "### Tidal Maps for Shallow Lake Models Under Drift\n\n"
        "Quinn, A., Lind, B., and colleagues\n\nJournal of Lakes\n\nSelected talk\n\n"
        "### Drift of Sand Bars in Harbour Basins Over Seasons\n\n"
        "Lind, B., Quinn, A., and colleagues\n\nCoastal Letters\n"
    )
    sections = split_sections(make_lines(text))
    assert [s.kind for s in sections][-1:] == ["publications"]
    assert sum(s.kind == "publications" for s in sections) == 1


def test_an_indented_line_under_an_indented_line_continues_its_item():
    text = (
        "# 何嘉琪\n\n## 出版物\n\n- 2022年\n**湖泊沙坝漂移规律的研究进展**\n"
        "  何嘉琪,李四等\n  湖泊技术与应用\n  http://dx.doi.org/10.1/x\n\n"
        "- 2021年\n**湖泊潮汐的遥感监测方法研究**\n  何嘉琪,王五等\n  Lake Review\n"
    )
    sections = split_sections(make_lines(text))
    assert [s.kind for s in sections] == ["header", "publications"]


def test_interests_beside_skills_and_expertise_of_no_area_are_skills():
    assert classify_heading("Skills and Interests") == "skills"
    assert classify_heading("Core Expertise") == "skills"
    assert classify_heading("Research Interests and Skills") == "interests"


def test_headings_of_things_that_are_no_degree_and_no_job_name_their_sections():
    for heading, kind in [
        ("Relevant Coursework", "misc"),
        ("Selected Courses", "misc"),
        ("主修课程", "misc"),
        ("Conferences Attended", "talks"),
        ("Workshop Participation", "talks"),
        ("学术会议", "talks"),
        ("Clubs & Societies", "service"),
        ("Extracurriculars", "service"),
        ("Campus Involvement", "service"),
        ("Supervised Students", "service"),
        ("Workshops Organized", "service"),
        ("课外活动", "student_work"),
        ("Hackathons", "awards"),
        ("个人评价", "about"),
    ]:
        assert classify_heading(heading) == kind, heading
    # Headings the new words must leave as they were.
    assert classify_heading("Courses Taught") == "teaching"
    assert classify_heading("Course Projects") == "projects"
    assert classify_heading("Education and Training") == "education"
    assert classify_heading("Data contexts") is None


def test_a_chinese_role_on_a_line_of_its_own_is_no_heading():
    from profiles.parsing.sections import classify_heading_strength

    assert classify_heading_strength("研究实习生") is None
    assert classify_heading_strength("实习工程师") is None
    assert classify_heading_strength("实习经历") == ("experience", True)


@pytest.mark.parametrize(
    "heading,kind",
    [
        ("Conference Talks", "talks"),
        ("Colloquia", "talks"),
        ("Speaking Engagements", "talks"),
        ("Conference Attendance", "talks"),
        ("Refereeing", "service"),
        ("Journal Referee", "service"),
        ("Thesis Supervision", "service"),
        ("Thesis Committees", "service"),
        ("Students Advised", "service"),
        ("Public Engagement", "service"),
        ("Service to the Profession", "service"),
        ("Press & Media", "news"),
        ("Software and Datasets", "misc"),
        ("Relevant Coursework", "misc"),
        ("Technical Strengths", "skills"),
        ("学术会议", "talks"),
        ("校园活动", "student_work"),
        ("其他信息", "misc"),
        ("Lecturer", None),  # a role, no misspelt section word
        ("Thesis", "publications"),
    ],
)
def test_headings_of_talks_service_courses_and_software_name_their_sections(heading, kind):
    assert classify_heading(heading) == kind


@pytest.mark.parametrize(
    "degree",
    [
        "SECONDARY SCHOOL CERTIFICATE",
        "Higher Secondary Certificate (HSC)",
        "Master of Research",
        "MPhil by Research",
    ],
)
def test_a_degree_named_with_another_sections_word_stays_in_education(degree):
    text = (
        f"Ann Lee\n\nEducation\n\nHill University\nB.Sc. in Physics\n2014 – 2018\n\n{degree}\n"
        "Vale University\n2018 – 2019\n\nSkills\n\nPython\n"
    )
    assert _kinds(text) == ["header", "education", "skills"]


@pytest.mark.parametrize("heading", ["Postdoctoral Experience", "Undergraduate Research"])
def test_a_level_of_study_over_jobs_still_opens_their_section(heading):
    text = (
        f"Ann Lee\n\nEducation\n\nHill University\nB.Sc. in Physics\n2014 – 2018\n\n{heading}\n\n"
        "Research Assistant, Vale Lab, 2016 – 2018\n"
    )
    assert _kinds(text) == ["header", "education", "experience"]


@pytest.mark.parametrize("heading", ["Postdoctoral Training", "Residency Training", "Residency"])
def test_training_one_is_employed_in_opens_a_section_of_jobs(heading):
    text = (
        f"Ann Lee\n\nEducation\n\nHill University\nPh.D. in Biology\n2014 – 2018\n\n{heading}\n\n"
        "2018 – 2020   Postdoctoral Fellow   Vale Institute\n"
    )
    assert _kinds(text) == ["header", "education", "experience"]


def test_a_heading_with_a_note_of_numeric_dates_is_still_a_heading():
    text = (
        "Ann Lee\n\nEducation\n\n2018: Ph.D. in Biology, Hill University\n\n"
        "Employment History (NB: leave from 18/03/22 to 11/12/22)\n\n"
        "2019-2021: Postdoctoral Research Associate, Vale Institute\n"
    )
    assert _kinds(text) == ["header", "education", "experience"]


@pytest.mark.parametrize("heading", ["Vocational Training", "Further Training", "Short Courses"])
def test_training_taken_beside_the_degrees_is_no_education(heading):
    text = (
        f"Ann Lee\n\nEducation\n\nHill University\nPh.D. in Biology\n2014 – 2018\n\n{heading}\n\n"
        "Apr 2016   Vale Polar Prediction School\n"
    )
    assert _kinds(text) == ["header", "education", "misc"]


def test_a_heading_of_titles_of_honour_lists_awards():
    assert classify_heading("人才称号") == "awards"
    assert classify_heading("荣誉称号") == "awards"


def test_a_chinese_heading_that_lists_words_of_one_section_with_commas():
    assert classify_heading("奖学金，荣誉&奖项") == "awards"
    assert classify_heading("奖励, 荣誉称号") == "awards"
    # An item: a level or a place after the comma names no section.
    assert classify_heading("一等奖学金，校级") is None
    assert classify_heading("优秀毕业生，青山大学") is None
    # Two sections' words: no one heading.
    assert classify_heading("教育背景，工作经历") is None


def test_where_fonts_mark_the_headings_a_title_right_under_one_is_its_first_entry():
    text = (
        "Ada Quinn\n\nEducation\n\nNorth University   2015 - 2019\n\n"
        "Honors & Awards\n\n2019   Hill Prize\n\nProjects\n\nRobot Soccer Competitions\n"
        "TEAM LEAD | PYTHON   2021 - Present\n• Led a team of five.\n\n"
        "Skills\n\nPython\n"
    )
    lines = make_lines(normalise(text))
    for ln in lines:
        ln.heading = ln.text in ("Education", "Honors & Awards", "Projects", "Skills")
    sections = split_sections(lines)
    assert [s.kind for s in sections] == ["header", "education", "awards", "projects", "skills"]


def test_a_dated_research_focus_field_under_a_degree_opens_no_interests_section():
    text = (
        "# Ada Quinn\n\n## Education\n\n- Ph.D. Student in Physics\n\nNorth University\n\n"
        "Research focus: Tidal mixing in shallow lakes | Jan. 2025 – Present\n\n"
        "- M.S. in Physics\n\nVale College\n\n## Awards\n\n- Hill Prize 2023\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections] == ["header", "education", "awards"]


def test_a_degrees_field_set_apart_over_the_degrees_dates_stays_in_the_education_section():
    text = (
        "# Ann Lee\n\n## Education\n\n"
        "- Ph.D. Student in Physics\n\nHill University, Lakeside, WA, USA\n\n"
        "Supervisor: Prof. Bo Chen\n\nResearch focus: Sign problems in lattice models\n\n"
        "Jan. 2025 – Present\n"
        "- M.S. in Condensed Matter Physics\n\nVale Research Center, Lakeside\n\n"
        "Sept. 2022 – Dec. 2024\n\n"
        "## Publications\n\nLake Models. Lake Journal, 2020.\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [(s.kind, s.title) for s in sections] == [
        ("header", ""),
        ("education", "Education"),
        ("publications", "Publications"),
    ]
    beside = text.replace("lattice models\n\nJan. 2025", "lattice models   Jan. 2025")
    sections = split_sections(make_lines(normalise(beside)))
    assert [s.kind for s in sections] == ["header", "education", "publications"]


def test_a_section_word_and_its_colon_alone_over_a_dated_line_opens_that_section():
    text = (
        "Ann Lee\nJournalist and writer in the fields of health\n"
        "Experience and skills\nReports: author on some 25 reports for Lake Trust\n"
        "Education:\n2015-2017: MSc. Public Health. Hill School of Tropical Medicine.\n"
        "2002-2003: MSc. Science Communication, Vale College, London\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [s.kind for s in sections] == ["header", "experience", "education"]


def test_a_place_set_in_the_headings_style_is_the_next_entry_of_its_section():
    text = (
        "Ann Lee\n\nEDUCATION\nHill University   2020 - ongoing\n\n"
        "ACADEMIC EXPERIENCES\nCentre for Lake Studies, Our New Lake\n"
        "Curriculum Specialist   Lakeland, OZ\n"
    )
    lines = make_lines(normalise(text))
    for ln in lines:
        ln.heading = ln.text in (
            "EDUCATION",
            "ACADEMIC EXPERIENCES",
            "Centre for Lake Studies, Our New Lake",
        )
    sections = split_sections(lines)
    assert [(s.kind, s.title) for s in sections] == [
        ("header", ""),
        ("education", "EDUCATION"),
        ("experience", "ACADEMIC EXPERIENCES"),
    ]


def test_entry_headings_under_an_eyebrows_heading_stay_in_its_section():
    """Headings one level below an eyebrow's heading are its section's entries, even when
    a few subsections elsewhere on the page ("### Languages") are set at that level."""
    text = (
        "# Ann Lee\n\n### Research Interests\n\nLakes\n\n"
        "Education\n\n## Schools along the way\n\n2015 – 2020\n\n### PhD in Hydrology\n\n"
        "Hill University\n\n"
        "Research Experience\n\n## Roles that built the evidence\n\n"
        "2021 – Present\n\n### Research Assistant\n\nVale University, Lake Lab\n\n"
        "2019 – 2020\n\n### Research Assistant\n\nHill University\n\n"
        "Skills\n\n## Tools I use\n\n### Technical\n\nPython\n\n### Languages\n\nEnglish\n"
    )
    sections = split_sections(make_lines(normalise(text)))
    assert [(s.kind, s.title) for s in sections][:4] == [
        ("header", ""),
        ("interests", "Research Interests"),
        ("education", "Education"),
        ("experience", "Research Experience"),
    ]
    assert sum(1 for ln in sections[3].lines if ln.text == "Research Assistant") == 2
    # The heading below the eyebrow says something of the list: no part of its first record.
    assert "Roles that built the evidence" not in [ln.text for ln in sections[3].lines]
