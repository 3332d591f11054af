"""Whose CV it is: the person's name and addresses, end to end on small CVs written
for these tests (invented people and places)."""

from profiles.parsing import parse_bytes


def parse(text: str, filename: str = "cv.md"):
    return parse_bytes(text.encode(), filename)


def test_an_address_only_linked_from_an_email_icon_is_read():
    page = """<html><head><title>Jane Roe</title></head><body>
<h1>Jane Roe</h1>
<p><a href="mailto:jane.roe%40uni.example.edu"><i class="fa fa-envelope"></i> Email</a></p>
<h2>Education</h2>
<ul><li>Ph.D. in Physics, Example University, 2015 - 2020</li></ul>
</body></html>"""
    cv = parse(page, "index.html")
    assert cv.emails == ["jane.roe@uni.example.edu"]


def test_a_page_title_naming_whose_homepage_it_is_gives_the_name():
    cv = parse("== Jane Roe's Homepage\n\n## Education\n\n- Ph.D., Example University, 2020\n")
    assert cv.name == "Jane Roe"
    cv = parse("JaneRoe's Homepage\n\n## Education\n\n- Ph.D., Example University, 2020\n")
    assert cv.name == "Jane Roe"


def test_a_header_name_runs_into_its_affiliation_or_a_sentence():
    cv = parse(
        "Mark(Joe) Doyle, Ph.D Post-Doctoral Associate Example University 2388 Main Avenue\n\n"
        "## Education\n\n- Ph.D., Example University, 2020\n"
    )
    assert cv.name == "Mark Doyle"
    cv = parse(
        "==Xiaoming Wang (王小明) Please move to my new homepage [https://example.org link].\n\n"
        "## Education\n\n- Ph.D., Example University, 2020\n"
    )
    assert (cv.name, cv.name_native) == ("Xiaoming Wang", "王小明")


def test_a_chinese_name_with_its_gender_after_a_slash():
    cv = parse(
        "个人信息\n王小明/男\n本科/示例大学计算机系\n\n教育背景\n2012-2016 示例大学 本科\n",
        "cv.txt",
    )
    assert cv.name_native == "王小明"


EDU = "\n## Education\n\n- Ph.D. in Physics, Example University, 2015 - 2020\n"


def test_a_name_introduced_with_a_pronunciation_or_in_the_page_title():
    cv = parse("Hello! My name is Anuj (pronounced uh-nooj) Verma!\n" + EDU)
    assert cv.name == "Anuj Verma"
    cv = parse(
        '---\ntitle: "Hi! This is Mark Doyle (Joe) speaking."\n---\n\nI study rocks.\n' + EDU
    )
    assert cv.name == "Mark Doyle"


def test_a_bio_in_the_third_person_opens_with_the_name():
    cv = parse(
        "= Jane Roe Lab\n\nJane Roe is an Assistant Professor at Example University.\n" + EDU
    )
    assert cv.name == "Jane Roe"
    assert cv.name_confidence == 0.75


def test_a_news_item_in_the_third_person_is_not_the_name():
    cv = parse("## News\n\n- Alan Brooks is a keynote speaker at the workshop.\n" + EDU)
    assert cv.name is None


def test_a_chinese_name_with_a_rare_surname_spelled_in_a_handle_below_it():
    cv = parse("赤凯\ngithub.com/Chi-Kai\n\n教育经历\n示例大学 2019/09 – 2023/06 本科\n", "cv.txt")
    assert (cv.name, cv.name_native) == ("Kai Chi", "赤凯")


def test_a_chinese_surname_set_apart_from_the_given_name():
    cv = parse("高 凤楠 | T +86 (0)21 5555 0000\nB gao.fengnan@example.com\n\n教育背景\n", "cv.txt")
    assert (cv.name, cv.name_native) == ("Fengnan Gao", "高凤楠")


def test_a_chinese_bio_that_opens_with_a_titled_name():
    cv = parse("操锟博士现任示例大学特聘研究员。\n\n## 教育背景\n- 2010-2014 示例大学 本科\n")
    assert cv.name_native == "操锟"
    assert cv.name == "Kun Cao"  # no romanisation in the CV: pinyin, given name first


def test_the_author_a_page_marks_in_every_author_list():
    authors = (
        '<div>Wei Zhang, <strong style="color:red">Jane Roe</strong>, Alan Brooks.</div>\n'
        "<div>Alan Brooks, Mark Doyle, <u>Jane Roe</u>, Li Wang.</div>\n"
    )
    assert parse("## Publications\n\n" + authors + EDU).name == "Jane Roe"


def test_a_cv_titled_with_its_owner():
    assert parse("CURRICULUM VITAE OF JANE ROE\nEmail: jroe at example.org\n" + EDU).name == (
        "Jane Roe"
    )


def test_a_citation_form_common_to_the_publications_is_not_the_name():
    pubs = "".join(
        f"- Roe, J., Doyle, M. ({2015 + i}). Study number {i} of rock formation. Geo J.\n"
        for i in range(4)
    )
    cv = parse("## Publications\n\n" + pubs + EDU)
    assert cv.name is None or "," not in cv.name


def test_a_tagline_after_the_name_is_not_another_name():
    cv = parse("# Jane Roe — Computational Systems Biologist\n" + EDU)
    assert (cv.name, cv.other_names) == ("Jane Roe", [])
    cv = parse("# Zhongzhu Zhou / Charlie Zhou | PhD Student\n" + EDU)
    assert (cv.name, cv.other_names) == ("Zhongzhu Zhou", ["Charlie Zhou"])


def test_a_name_in_capitals_is_written_normally():
    assert parse("MANUEL M. ROE\nApplied Mathematician\n" + EDU).name == "Manuel M. Roe"
    authors = (
        "<div>Wei Zhang, <strong>Guoyang ZHAO</strong>, Alan Brooks.</div>\n"
        "<div>Alan Brooks, Mark Doyle, <strong>Guoyang ZHAO</strong>, Li Wang.</div>\n"
    )
    assert parse("## Publications\n\n" + authors + EDU).name == "Guoyang Zhao"


def test_a_second_cue_that_agrees_raises_the_confidence_in_the_name():
    header = "# Jane Roe\n\njane.roe@example.edu\n" + EDU
    assert parse(header).name_confidence == 0.95
    assert parse("# Jane Roe\n\njr@example.edu\n" + EDU).name_confidence == 0.9
    pubs = "".join(
        f"- M. Doyle, J. Roe. Study number {i} of rock formation. Geo J, {2015 + i}.\n"
        for i in range(3)
    )
    cv = parse("Contact: jane.roe@example.edu\n\n## Publications\n\n" + pubs + EDU)
    assert (cv.name, cv.name_confidence) == ("Jane Roe", 0.6)


def test_a_page_that_names_its_author_for_browsers_and_link_previews():
    page = """<html><head><meta name="viewport" content="width=device-width">
<meta property="og:title" content="Dr. Jane Roe | Computational Geology">
</head><body><h1>Welcome!</h1><h2>Education</h2>
<ul><li>Ph.D. in Geology, Example University, 2015 - 2020</li></ul></body></html>"""
    cv = parse(page, "index.html")
    assert (cv.name, cv.name_confidence) == ("Jane Roe", 0.85)


def test_a_form_field_names_the_person_after_a_bullet_or_without_a_colon():
    cv = parse("# 个人信息\n\n- 姓名：周小川    性别：男    年龄：23岁\n- 专业：软件工程\n")
    assert cv.name_native == "周小川"
    cv = parse("个人简历表\n姓 名   吴海峰   性 别   男\n毕业时间   2019.6   薪资   面议\n")
    assert cv.name_native == "吴海峰"
    cv = parse("- Name: Jane Roe\n- Email: jane@example.edu\n\n## Education\n\n- Ph.D., 2020\n")
    assert cv.name == "Jane Roe"
    cv = parse("# 个人信息\n\n- 姓名：周小川 性别：男 出生日期：1996/5/3\n- 专业：软件工程\n")
    assert cv.name_native == "周小川"
    cv = parse("Name: Jane Roe Email: jane@example.edu\n\n## Education\n\n- Ph.D., 2020\n")
    assert cv.name == "Jane Roe"


def test_a_page_description_saying_whose_page_it_is_names_the_person():
    page = """<html><head><title>Resume</title>
<meta name="description" content="Jane Roe&#39;s resume."></head><body>
<h3>Work Experience</h3><p><strong>2019 - today</strong> Northwind Labs, Kiel.</p>
</body></html>"""
    assert parse(page, "index.html").name == "Jane Roe"
    page = page.replace("Jane Roe&#39;s resume.", "Papers on graphs.")
    assert parse(page, "index.html").name is None


def test_a_title_a_page_gives_its_tab_or_its_front_matter_names_the_person():
    page = """---
title: "About me"
---

I am a research scientist at Example Labs.

# Publications
<html><head><meta name="description" content="Front Page">
<title>Jane Roe</title></head></html>
"""
    assert parse(page).name == "Jane Roe"
    page = "---\nlayout: default\ntitle: 周小川的个人简历\n---\n\n# 工作经历\n\n## 示例公司\n"
    cv = parse(page)
    assert cv.name_native == "周小川"


def test_stacked_titles_before_the_name_are_dropped():
    assert parse("# Prof. Dr. Jane Roe" + EDU).name == "Jane Roe"


def test_the_documents_title_before_or_after_the_name_is_not_part_of_it():
    for line in (
        "Curriculum Vitae: Jane Roe",
        "Jane Roe, Curriculum Vitae",
        "JANE ROE CV",
        "Jane Roe Resume",
        "# Jane Roe · Curriculum Vitae",
    ):
        assert parse(line + EDU).name == "Jane Roe", line


def test_a_nickname_in_quotes_is_not_part_of_the_name():
    assert parse('Jane "JJ" Roe' + EDU).name == "Jane Roe"
    assert parse("# Jane “JJ” Roe" + EDU).name == "Jane Roe"


def test_a_name_in_capitals_with_a_hyphen_or_an_apostrophe_keeps_its_order():
    assert parse("JEAN-PIERRE ROE" + EDU).name == "Jean-Pierre Roe"
    assert parse("SIOBHAN O'ROE" + EDU).name == "Siobhan O'Roe"


def test_what_a_header_line_adds_after_the_name_is_not_part_of_it():
    for line in (
        "Jane Roe's Curriculum Vitae",
        "Jane Roe, Ph.D., P.E.",
        "Jane Roe, Assistant Professor of Physics",
        "# Jane Roe jroe@example.org",
        "Jane Roe — Last updated: March 2024",
        "Jane Roe (updated 03/2024)",
        "Jane Roe.",
    ):
        assert parse(line + EDU).name == "Jane Roe", line


def test_a_place_or_a_role_before_a_comma_is_still_no_name():
    assert parse("Hill University, Assistant Professor" + EDU).name is None
    assert parse("Software Engineer, Data Scientist" + EDU).name is None


def test_a_surname_in_capitals_put_first_before_a_comma_is_put_last():
    assert parse("# ROE, Jane\n\nE-mail: jroe@example.org\n" + EDU).name == "Jane Roe"
    assert parse("ROE, Jane Ann" + EDU).name == "Jane Ann Roe"
    assert parse("Roe, Jane" + EDU).name is None  # a place as often as a name


def test_a_masters_or_honours_degree_after_and_a_faculty_title_before_are_dropped():
    for line in ("Jane Roe, MA", "Jane Roe M.A.", "Jane Roe BSc (Hons)", "Dr. rer. nat. Jane Roe"):
        assert parse(line + EDU).name == "Jane Roe", line
    assert parse("Dipl.-Ing. Jane Roe" + EDU).name == "Jane Roe"
    assert parse("Xin Ma" + EDU).name == "Xin Ma"  # a surname, not a degree


def test_a_role_on_a_line_of_its_own_is_no_name():
    assert parse("Senior Lecturer\n\njane@example.org\n" + EDU).name != "Senior Lecturer"
    assert parse("Software Engineer\nJane Roe\n" + EDU).name == "Jane Roe"


def test_a_first_line_naming_a_topic_or_a_page_is_no_name():
    for first in ("Statistical Physics", "Computer Vision", "Selected Works", "Your Name"):
        cv = parse(
            f"{first}\n\nAda Quinn is a researcher at North University.\n\n"
            "EDUCATION\n\nPh.D., North University, 2015 - 2020\n",
            "cv.txt",
        )
        assert cv.name == "Ada Quinn"


def test_a_first_name_that_is_also_a_site_generators_name_is_a_name():
    for name in ("Hugo Fisher", "Hugo Larue"):
        text = f"# {name}\n\nhugo@example.org\n\n## Education\n\n- PhD, 2024\n"
        assert parse(text, "cv.md").name == name


def test_a_name_in_the_text_that_the_email_address_spells_names_the_person():
    md = (
        "---\ntitle: About\n---\n\nI am a PhD student at North University. "
        "Contact: jungu@north.example.edu\n\n## Publications\n\n"
        "- Bo Li, Jun Gu. A study of tidal sensors. Coastal Journal 2023.\n"
    )
    assert parse(md, "about.md").name == "Jun Gu"
    md = (
        "---\ntitle: About\n---\n\n我是北方大学的博士生。邮箱 wangxiaoming@north.example.edu\n\n"
        "## 论文\n\n- 李波, 王小明. 潮汐传感器研究. 海岸学报, 2023.\n"
    )
    assert parse(md, "about.md").name_native == "王小明"


def test_a_chinese_name_spaced_out_below_the_first_headings_names_the_person():
    text = (
        "教育经历\n2015 – 2019\n\n工作经历\n2019 – 至今\n王 小 明\n软件工程师\n\n"
        "联系方式\nxm@example.com\n\n北方大学 计算机科学 本科 2015 – 2019\n"
    )
    cv = parse(text, "cv.txt")
    assert cv.name_native == "王小明"
    cv = parse("教 育 背 景\n北方大学 本科 2015 – 2019\n\n项 目\n某系统\n", "cv.txt")
    assert cv.name_native is None


def test_a_bio_in_the_third_person_or_a_welcome_names_the_person():
    body = "\n\n## Education\n\n- PhD, North University, 2024\n"
    for intro in (
        "Ada Quinn received her Ph.D. from North University in 2019.",
        "Ada Quinn works on tidal sensing.",
        "Dr. Ada Quinn is currently an assistant professor.",
        "Welcome to Ada Quinn's homepage!",
    ):
        assert parse(f"---\ntitle: About\n---\n\n{intro}{body}", "about.md").name == "Ada Quinn"
    cv = parse(f"---\ntitle: About\n---\n\nMachine Learning received wide notice.{body}", "a.md")
    assert cv.name is None


def test_the_name_a_page_gives_its_photo_names_the_person():
    body = "\n\nI am a PhD student at North University.\n\n## Education\n\n- PhD, 2024\n"
    md = f"---\ntitle: About\n---\n\n![Ada Quinn](images/photo.jpg){body}"
    assert parse(md, "about.md").name == "Ada Quinn"
    md = f"---\ntitle: About\n---\n\n![Profile Photo](images/photo.jpg){body}"
    assert parse(md, "about.md").name is None


def test_an_introduction_on_the_first_line_gives_the_name_not_the_sentence():
    body = "\n\n## Education\n\n- PhD, North University, 2024\n"
    for intro, name in (
        ("I'm **Ada Quinn**, a PhD student.", "Ada Quinn"),
        ("I am Ada B. Quinn, a PhD student.", "Ada B. Quinn"),
        ("Currently, Ada Quinn is a PhD student.", "Ada Quinn"),
        ("Ada Quinn is currently pursuing a PhD.", "Ada Quinn"),
        ("I'm Ada, a PhD student.", None),
    ):
        assert parse(f"---\ntitle: About\n---\n\n{intro}{body}", "about.md").name == name


def test_the_part_of_a_page_title_that_names_a_person_names_the_owner():
    body = "<p>I am a PhD student.</p><h2>Education</h2><p>PhD, North University, 2024</p>"
    for title, name in (
        ("Home | Ada Quinn", "Ada Quinn"),
        ("Homepage of Ada Quinn", "Ada Quinn"),
        ("Ada Quinn @ North University", "Ada Quinn"),
        ("Ocean Science | North University", None),
    ):
        page = f"<html><head><title>{title}</title></head><body>{body}</body></html>"
        assert parse(page, "index.html").name == name


def test_the_site_name_or_the_person_a_page_describes_names_the_owner():
    body = "<p>I am a PhD student.</p><h2>Education</h2><p>PhD, North University, 2024</p>"
    for head, name in (
        ('<meta property="og:site_name" content="Ada Quinn">', "Ada Quinn"),
        ('<script type="application/ld+json">{"@type":"Person","name":"Ada Quinn"}</script>',
         "Ada Quinn"),
        ('<meta property="og:site_name" content="Academic Pages">', None),
    ):  # fmt: skip
        page = f"<html><head><title>Home</title>{head}</head><body>{body}</body></html>"
        assert parse(page, "index.html").name == name


def test_front_matter_giving_the_name_in_parts_or_in_a_part_of_a_title_names_the_owner():
    body = "\nI am a PhD student at North University.\n\n## Education\n\n- PhD, 2024\n"
    for front, name in (
        ("first_name: Ada\nlast_name: Quinn", "Ada Quinn"),
        ("title: About me\nsubtitle: Ada Quinn, PhD student", "Ada Quinn"),
        ("title: Ada Quinn | Home", "Ada Quinn"),
        ("title: Home\ndescription: Personal website of Ada Quinn", "Ada Quinn"),
        ("title: About\nsubtitle: PhD student, North University", None),
    ):
        assert parse(f"---\n{front}\n---\n{body}", "about.md").name == name


def test_a_chinese_name_with_its_title_and_its_latin_form_with_a_degree():
    cv = parse(
        "# 王晓明 博士 (Xiaoming Wang, Ph.D.)\n\nHill City · xw@example.org\n\n"
        "## 工作经历\n\n- **博士后研究员，生物工程** — Example University — 2024–至今\n"
    )
    assert (cv.name, cv.name_native) == ("Xiaoming Wang", "王晓明")
    cv = parse("# 王晓明教授\n\n## 工作经历\n\n- **博士后研究员** — Example University — 2024\n")
    assert cv.name_native == "王晓明"


def test_a_postdoc_title_opening_a_line_is_no_titled_name():
    cv = parse("## 工作经历\n\n博士后研究员，物理系 — Example University — 2024–至今\n")
    assert cv.name is None


def test_an_epigraph_and_its_source_name_no_owner():
    md = (
        "---\ntitle: about\n---\n\n>学而时习之，不亦说乎。\n> --《王明·论学·第一章》\n\n"
        "欢迎访问我的主页！\n\n# 教育背景\n\n- **2020.07** 博士，北方大学\n"
    )
    cv = parse(md)
    assert cv.name_native is None and cv.name is None
    md = (
        "> The only way to learn is to teach.\n> -- Ada Quinn\n\n"
        "# Bo Lind\n\n## Education\n\n- PhD, North University, 2020\n"
    )
    assert parse(md).name == "Bo Lind"


def test_a_job_title_in_a_header_is_no_name():
    md = (
        "---\nlayout: about\nsubtitle: >\n  Smart Contract Auditor <br>\n"
        "  Zero-Knowledge Cryptographer <br>\n---\n\nI audit protocols.\n\n"
        "## Education\n\n- PhD, North University, 2020\n"
    )
    assert parse(md).name is None
    md = "# 关于我\n\n1. 程序员\n2. 北方大学\n\n# 教育背景\n\n- 2010-2014 北方大学 本科\n"
    cv = parse(md)
    assert cv.name is None and cv.name_native is None


def test_an_advisor_in_a_nested_list_or_a_home_city_is_no_name():
    md = (
        "# 教育背景\n\n- **2020.07** 博士，北方大学\n  导师：\n"
        "      - [王明](https://example.org/wm)教授，北方大学\n"
    )
    assert parse(md).name_native is None
    md = "# 简介\n\n  1. 程序员\n  2. 已婚\n  3. 哈尔滨\n\n# 教育背景\n\n- 2010-2014 北方大学\n"
    assert parse(md).name_native is None


def test_the_author_who_opens_the_papers_cited_in_research_entries_is_the_name():
    md = (
        "# CV\n\n## Education\n\n**North University**\n\nPhD student\n\n"
        "## Research Experience\n\n**Tidal Forecasting**\n"
        "Mira Holt, Bo Lind, *Tidal Forecasting with Sparse Gauges*, (NeurIPS 2020)\n\n"
        "- Proposed a sparse model of tides.\n\n**Salt Wedges**\n"
        "Mira Holt, Cy Dunn, *Salt Wedges in Narrow Estuaries*, (unpublished manuscript)\n\n"
        "**Ferroelectrics**\n"
        "Holt Mi-Ra, Ann Weiss, *Tunnelling in Thin Films*, (Physics Letters 2013)\n\n"
        "## Patents\n\n- Mira Holt, Bo Lind, *SYSTEM AND METHOD FOR TIDE ALERTS*, filed in 2020\n"
    )
    assert parse(md).name == "Mira Holt"


def test_a_coauthor_of_a_few_cited_papers_is_not_taken_for_the_name():
    md = (
        "# CV\n\n## Education\n\nPhD student, North University\n\n## Projects\n\n"
        "- Built on Bo Lind, Cy Dunn, *Tidal Forecasting with Sparse Gauges*, (NeurIPS 2020)\n"
        "- Extended Ann Weiss, Bo Lind, *Salt Wedges in Narrow Estuaries*, (Nature 2019)\n"
    )
    assert parse(md).name is None
