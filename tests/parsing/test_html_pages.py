"""Homepage HTML read as a visitor sees it: list items with their own paragraphs, nested
lists, a layout table's cell of lines, and what the page hides or notes about itself."""

from profiles.parsing.html import html_to_text


def test_a_list_item_holding_a_paragraph_stays_on_one_line_and_nested_items_are_indented():
    html = (
        "<ul><li><p>[May 2024] I joined Northwind Labs as a Research Scientist.</p>"
        "<ul><li><p>A paper on graphs</p></li></ul></li>"
        "<li><p>[Mar 2024] I defended my thesis.</p></li></ul>"
    )
    lines = [ln for ln in html_to_text(html).split("\n") if ln]
    assert lines == [
        "- [May 2024] I joined Northwind Labs as a Research Scientist.",
        "  - A paper on graphs",
        "- [Mar 2024] I defended my thesis.",
    ]


def test_a_table_cell_of_several_lines_beside_a_photo_keeps_its_lines():
    html = (
        '<table class="imgtable"><tr><td><img src="me.jpg" /></td>'
        "<td><p>PhD Student<br />School of Computing<br />Hill University<br />"
        "E-mail: ann [AT] hill.edu</p></td></tr></table>"
    )
    assert html_to_text(html).split("\n") == [
        "PhD Student",
        "School of Computing",
        "Hill University",
        "E-mail: ann [AT] hill.edu",
    ]


def test_hidden_elements_menus_and_page_notes_are_not_read():
    html = (
        '<table><tr><td id="layout-menu"><div class="menu-item">Home</div></td>'
        '<td id="layout-content"><h2>Education</h2>'
        '<div style="display: none"><p>PhD, Old University</p><div>nested</div></div>'
        "<p hidden>Draft entry</p>"
        "<p>PhD, Hill University, 2020</p>"
        '<div id="footer">Page generated 2025-04-05 09:41:35, by jemdoc.</div>'
        "</td></tr></table>"
    )
    text = html_to_text(html)
    assert "PhD, Hill University, 2020" in text
    for gone in ("Home", "Old University", "nested", "Draft", "Page generated"):
        assert gone not in text


def test_tab_panels_a_page_hides_until_chosen_are_read_and_a_repeated_one_once():
    html = (
        '<div class="tabs"><div role="tablist"><button>Education</button>'
        "<button>Work</button></div>"
        '<div role="tabpanel" style="display:none"><p>PhD, Hill University, 2020</p></div>'
        '<div class="tab-pane fade" hidden><p>Engineer, Northwind Labs, 2021 -</p></div>'
        '<div role="tabpanel" aria-hidden="true" style="display:none">'
        "<div><p>PhD, Hill University, 2020</p></div></div></div>"
    )
    text = html_to_text(html)
    assert "Engineer, Northwind Labs, 2021 -" in text
    assert text.count("PhD, Hill University, 2020") == 1


def test_an_empty_icon_element_leaves_no_emphasis_marks():
    html = '<p><i class="icon icon-briefcase"></i> Engineer, Northwind Labs <em>2021</em></p>'
    assert html_to_text(html) == "Engineer, Northwind Labs *2021*"


def test_table_cells_with_no_row_around_them_are_read_and_the_page_goes_on_after_them():
    html = (
        "<h2>Publications</h2><table><td><img src='teaser.gif'></td>"
        "<td><p><b>A Paper on Graphs</b><br>Ann Lee, Bo Chen<br><em>ICRA</em>, 2024</p></td>"
        "</table><h2>Teaching</h2><p>Guest lecture, Hill University, 2023</p>"
    )
    lines = [ln for ln in html_to_text(html).split("\n") if ln]
    assert "**A Paper on Graphs**" in lines
    assert lines[-2:] == ["## Teaching", "Guest lecture, Hill University, 2023"]


def test_a_self_closing_line_break_breaks_the_line_once_as_a_plain_one_does():
    html = "<p><b>MSc, Hill University (2019 - 2021)</b><br/>Major: Physics<br>GPA: 3.9</p>"
    assert html_to_text(html).split("\n") == [
        "**MSc, Hill University (2019 - 2021)**",
        "Major: Physics",
        "GPA: 3.9",
    ]


def test_a_markdown_list_the_page_left_unrendered_keeps_its_items_on_their_lines():
    html = (
        "<p><b>Education</b>\n* <strong>Hill University</strong>\n"
        "  - PhD in Physics, 2016 -- 2021\n  - Advisor: Ann Lee<br/>\n"
        "* MSc, Dale College, 2014 -- 2016 with a dash - in its text</p>"
    )
    assert html_to_text(html).split("\n") == [
        "**Education**",
        "- **Hill University**",
        "  - PhD in Physics, 2016 -- 2021",
        "  - Advisor: Ann Lee",
        "- MSc, Dale College, 2014 -- 2016 with a dash - in its text",
    ]


def test_source_lines_outside_a_paragraph_are_not_read_as_unrendered_list_items():
    html = "tags:\n  - cv\n<html><body><p>PhD, Hill University</p></body></html>"
    assert html_to_text(html).split("\n") == ["tags: - cv", "", "PhD, Hill University"]


def test_no_break_and_em_spaces_are_kept_as_written_and_only_html_whitespace_collapses():
    html = "<ul><li>Name:&emsp;&emsp;Ann&nbsp;Lee&emsp;&emsp;Age:  \n 24</li></ul>"
    assert html_to_text(html) == "- Name:\u2003\u2003Ann\u00a0Lee\u2003\u2003Age: 24"


def test_list_items_are_one_a_line_with_no_blank_lines_as_in_a_lists_markdown():
    html = (
        "<p>Certificates</p>\n<ul>\n<li>Pilot licence</li>\n<li>Volunteer</li>\n</ul>\n"
        "<ul>\n<li>\n<p>MSc, Dale College</p>\n<ul>\n<li>Thesis on graphs</li>\n</ul>\n</li>\n"
        "<li>\n<p>BSc, Hill University</p>\n</li>\n</ul>\n<p>After</p>"
    )
    assert html_to_text(html).split("\n") == [
        "Certificates",
        "",
        "- Pilot licence",
        "- Volunteer",
        "",
        "- MSc, Dale College",
        "  - Thesis on graphs",
        "- BSc, Hill University",
        "",
        "After",
    ]


def test_a_dates_block_beside_its_entry_block_is_read_as_a_table_row():
    html = (
        "<h2>Education</h2><dl><dt>2019 – Present</dt><dd><p>PhD, Hill University</p></dd>"
        "<dt>Fall 2014</dt><dd>Exchange term</dd></dl>"
        '<div class="row"><div class="col-3"><strong>2012 - 2016</strong></div>\n'
        '  <div class="col-9">BSc, Dale College<br>Thesis: Graphs</div></div>'
        '<div class="row"><div class="when">2010 – 2012</div><div><h3>Diploma</h3></div></div>'
    )
    assert html_to_text(html).split("\n") == [
        "## Education",
        "",
        "2019 – Present | PhD, Hill University",
        "",
        "Fall 2014 | Exchange term",
        "",
        "**2012 - 2016** | BSc, Dale College",
        "Thesis: Graphs",
        "",
        "### Diploma | 2010 – 2012",  # an entry that opens with its heading: on its line
    ]


def test_a_dates_block_after_its_entry_block_goes_on_the_entry_first_line():
    html = (
        '<div class="row"><div class="col-9">PhD, Hill University<br>Advisor: Ann Lee</div>\n'
        '  <div class="col-3 text-right"><em>2019 – 2024</em></div></div>'
        "<article><div>Accepted</div></article><article><div>2023</div></article>"
        "<dl><dt>MSc, Dale College</dt><dd>2016</dd></dl>"
    )
    assert html_to_text(html).split("\n") == [
        "PhD, Hill University | *2019 – 2024*",
        "Advisor: Ann Lee",
        "",
        "Accepted",
        "",
        "2023",
        "",
        "MSc, Dale College | 2016",
    ]


def test_a_page_with_a_language_switch_is_read_in_its_own_language_once():
    pair = '<div><span class="lang-en">{}</span><span class="lang-zh">{}</span></div>'
    html = (
        '<html lang="en"><body>'
        + pair.format("Teaching Assistant", "助教")
        + pair.format("Hill University", "山丘大学")
        + pair.format("Jan. 2025 – May 2025", "2025年1月 – 2025年5月")
        + "</body></html>"
    )
    lines = [ln for ln in html_to_text(html).split("\n") if ln]
    assert lines == ["Teaching Assistant", "Hill University | Jan. 2025 – May 2025"]


def test_a_page_written_twice_in_two_languages_is_read_in_its_own():
    html = (
        '<html lang="en"><body><h2><span class="lang-en">Awards</span>'
        '<span class="lang-zh">获奖经历</span></h2><ul>'
        '<li><span class="lang-en">Hill Scholarship, North University</span>'
        '<span class="lang-zh">北山大学一等奖学金</span> 2023</li>'
        '<li><span class="lang-en">Outstanding Graduate, Vale College</span>'
        '<span class="lang-zh">谷园学院优秀毕业生</span> 2022</li></ul>'
        '<p><span class="lang-en">I study lakes.</span>'
        '<span class="lang-zh">我研究湖泊。</span></p>'
        "</body></html>"
    )
    text = html_to_text(html)
    assert "获奖" not in text and "北山" not in text
    assert "Hill Scholarship, North University 2023" in text
    # A page in one language that marks a few words of another keeps them.
    one = '<html lang="en"><body><p>My name is Jane Roe (<span lang="zh">王小明</span>).</p>'
    assert "王小明" in html_to_text(one + "</body></html>")
