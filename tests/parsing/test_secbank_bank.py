"""A bank of section headings in the forms CVs set them, and of the boundaries they draw.

Each case builds a small CV of several sections (invented people, places and titles)
whose headings share one form: a Markdown heading, a bold line, a line in capitals,
letter-spaced capitals, a label ending in a colon, a numbered or Roman-numbered title,
a title between dashes or after an icon, a title over a rule or a setext underline, a
Chinese title in brackets or after a mark, a title in both languages, an HTML heading,
a Word heading, a PDF heading in a larger bold font or in a margin column. The case
then checks that each section's records land in their field: the degrees in education,
the jobs in positions, the papers in publications, the honours in awards, the topics in
research interests. Boundaries: a heading in the same form whose words name no section
("Expeditions", "野外考察") ends the section above it, so that its items land nowhere;
an entry's title set in bold or in capitals inside a section does not end it.
"""

from __future__ import annotations

import io
import itertools

import pytest
from pdf_builder import Text, make_pdf

from profiles.parsing import parse_bytes
from profiles.parsing.sections import split_sections
from profiles.parsing.text import make_lines, normalise

# Cases the parser does not read right yet, each with why.
_ICON_DROPPED = "the icon, all that sets the heading apart, is dropped with the text's emoji"
_MARK_AS_ITEM = "a heading's mark ('◆ 野外考察') is normalised to a list item's ('- ')"
_PLAIN_LINE = "a plain line naming no section reads as an item as well as a heading"
_ITEM_TITLE = "an honour's title names a section's word ('Best Student Paper Award')"
_RUN_IN = (
    "a heading run in with its first line ('Education: Ph.D. in ...') opens no section of "
    "records; a rule that did (in a text whose sections are all headed so) ran a form's "
    "labels over the lines below them in an unread CV, and was dropped"
)
OPEN = {
    "run_in": _RUN_IN,
    "zh-run_in": _RUN_IN,
    "boundary-icon-Expeditions": _ICON_DROPPED,
    "zh-boundary-icon": _ICON_DROPPED,
    "zh-boundary-diamond": _MARK_AS_ITEM,
    "zh-boundary-square": _MARK_AS_ITEM,
    "zh-boundary-plain": _PLAIN_LINE,
    "html-dt": _PLAIN_LINE,
}


def _cases(prefix: str, cases) -> list:
    """The cases as pytest params, those in OPEN marked as expected to fail."""
    out = []
    for case in cases:
        key = f"{prefix}-" + "-".join(map(str, case if isinstance(case, tuple) else (case,)))
        reason = next((r for k, r in OPEN.items() if f"{key}-".startswith(f"{k}-")), None)
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        out.append(pytest.param(*(case if isinstance(case, tuple) else (case,)), marks=marks))
    return out


# ---------------------------------------------------------------------------------------
# The English CV: each section's title, and its lines.

EN_INTERESTS = ["Coastal hydrology, sediment transport, remote sensing of lakes"]
EN_EDUCATION = [
    "Ph.D. in Civil Engineering, Northbrook University, 2018 – 2022",
    "Advisor: Prof. Lena Marsh",
    "B.S. in Physics, Lakeside College, 2014 – 2018",
]
EN_EXPERIENCE = [
    "Postdoctoral Researcher, Harbor Institute of Oceanography, 2022 – present",
    "Research Intern, Tidewater Analytics, Jun 2021 – Aug 2021",
]
EN_PUBLICATIONS = [
    "1. Quinn, A., Marsh, L. Sediment pulses in tidal inlets. Coastal Research, 2021.",
    "2. Quinn, A., Berg, T. Remote sensing of shallow lakes. Water Letters, 2020.",
    "3. Quinn, A. Wave damping by salt marshes. Estuarine Science, 2019.",
]
EN_AWARDS = [
    "- Best Student Paper Award, Coastal Dynamics Conference, 2021",
    "- Graduate Fellowship, Northbrook University, 2019",
]
# A section whose title names no kind of section, and whose items would read as honours,
# jobs or degrees if the section above ran on over them.
EN_UNKNOWN_ITEMS = ["- Svalbard Glacier Survey (2019)", "- Patagonia Lake Transect (2018)"]
UNKNOWN_TITLES = ["Expeditions", "Field Campaigns", "Odds and Ends"]

EN_SECTIONS = [
    ("Research Interests", EN_INTERESTS),
    ("Education", EN_EDUCATION),
    ("Experience", EN_EXPERIENCE),
    ("Publications", EN_PUBLICATIONS),
    ("Honors and Awards", EN_AWARDS),
]
EN_HEADER = ["Ada Quinn", "ada.quinn@example.org", ""]
EN_KINDS: dict[str, str] = {
    "Research Interests": "interests",
    "Education": "education",
    "Experience": "experience",
    "Publications": "publications",
    "Honors and Awards": "awards",
}
ALL_KINDS = frozenset(EN_KINDS.values())


def _spaced(title: str) -> str:
    """'E D U C A T I O N', words three spaces apart: a letter-spaced heading as PDF text."""
    return "   ".join(" ".join(word) for word in title.upper().split())


_ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII"]


# How a text or Markdown CV sets its section headings: the lines of a heading, and the
# extension of the file.
EN_FORMS = {
    "markdown": (lambda t, i: [f"## {t}", ""], "md"),
    "markdown_h3": (lambda t, i: [f"### {t}", ""], "md"),
    "bold_caps": (lambda t, i: [f"**{t.upper()}**", ""], "md"),
    "bold": (lambda t, i: [f"**{t}**", ""], "md"),
    "bold_colon": (lambda t, i: [f"**{t}:**", ""], "md"),
    "caps": (lambda t, i: [t.upper(), ""], "txt"),
    "caps_tight": (lambda t, i: [t.upper()], "txt"),
    "letter_spaced": (lambda t, i: [_spaced(t), ""], "txt"),
    "colon": (lambda t, i: [f"{t}:"], "txt"),
    "numbered": (lambda t, i: [f"{i + 1}. {t}", ""], "txt"),
    "roman": (lambda t, i: [f"{_ROMAN[i]}. {t.upper()}", ""], "txt"),
    "dashes": (lambda t, i: [f"— {t} —", ""], "txt"),
    "icon": (lambda t, i: [f"🎓 {t}", ""], "md"),
    "icon_caps": (lambda t, i: [f"📌 {t.upper()}"], "txt"),
    "rule": (lambda t, i: [t, "---"], "md"),
    "underscores": (lambda t, i: [t.upper(), "_" * 30], "txt"),
    "setext": (lambda t, i: [t, "=" * len(t), ""], "md"),
    "setext_dashes": (lambda t, i: [t, "-" * len(t), ""], "md"),
    "rule_above": (lambda t, i: ["", "-" * 40, t.upper(), ""], "txt"),
    "markdown_h1": (lambda t, i: [f"# {t}", ""], "md"),
    "markdown_bold": (lambda t, i: [f"## **{t}**", ""], "md"),
    "markdown_icon": (lambda t, i: [f"## 🎓 {t}", ""], "md"),
    "markdown_colon": (lambda t, i: [f"### {t}:", ""], "md"),
    "markdown_anchor": (lambda t, i: [f"## {t} {{#{t.split()[0].lower()}}}", ""], "md"),
    "markdown_caps_rule": (lambda t, i: [f"## {t.upper()}", "", "---", ""], "md"),
    "bold_underscores": (lambda t, i: [f"__{t}__", ""], "md"),
    "bold_italic": (lambda t, i: [f"***{t}***", ""], "md"),
    "bold_then_colon": (lambda t, i: [f"**{t}**:"], "md"),
    "caps_colon": (lambda t, i: [f"{t.upper()}:"], "txt"),
    "rule_same_line": (lambda t, i: [f"{t.upper()} {'─' * 30}", ""], "txt"),
    "underscores_same_line": (lambda t, i: [f"{t} {'_' * 30}"], "txt"),
    "double_dashes_caps": (lambda t, i: [f"—— {t.upper()} ——", ""], "txt"),
    "square_brackets": (lambda t, i: [f"[ {t.upper()} ]", ""], "txt"),
    "numbered_paren": (lambda t, i: [f"{i + 1}) {t}", ""], "txt"),
    "numbered_caps_tight": (lambda t, i: [f"{i + 1}. {t.upper()}"], "txt"),
    "setext_caps": (lambda t, i: [t.upper(), "=" * len(t), ""], "md"),
    "tilde_rule": (lambda t, i: [t, "~" * len(t), ""], "txt"),
}


def _en_cv(form, unknown: str | None = None, after: str = "Honors and Awards") -> str:
    """The English CV, its headings in ``form``, with a section titled ``unknown`` right
    after the section titled ``after``."""
    out = list(EN_HEADER)
    titles = [t for t, _ in EN_SECTIONS]
    if unknown:
        titles.insert(titles.index(after) + 1, unknown)
    for i, title in enumerate(titles):
        out += form(title, i) + dict(EN_SECTIONS).get(title, EN_UNKNOWN_ITEMS) + [""]
    return "\n".join(out)


def _names(values) -> list[str]:
    """The names as written, in small letters (a CV in capitals writes them so), sorted."""
    return sorted((v or "").lower() for v in values)


def _problems_en(cv, kinds: frozenset[str] = ALL_KINDS) -> list[str]:
    """What the parse of the English CV got wrong, field by field (of the sections in
    ``kinds``)."""
    out = []
    if "interests" in kinds and "sediment transport" not in cv.research_interests:
        out.append(f"interests {cv.research_interests}")
    if "education" in kinds:
        got = _names(e.institution for e in cv.education)
        if got != ["lakeside college", "northbrook university"]:
            out.append(f"education {got}")
    if "experience" in kinds:
        got = _names(p.organization for p in cv.positions)
        if got != ["harbor institute of oceanography", "tidewater analytics"]:
            out.append(f"positions {got}")
    if "publications" in kinds and len(cv.publications) != 3:
        out.append(f"publications {[p.title for p in cv.publications]}")
    if "awards" in kinds:
        # An honour's title, whatever of its issuer's line is read with it.
        got = sorted((a.title or "").lower() for a in cv.awards)
        if len(got) != 2 or not (
            got[0].startswith("best student paper award")
            and got[1].startswith("graduate fellowship")
        ):
            out.append(f"awards {got}")
    return out


@pytest.mark.parametrize("form", sorted(EN_FORMS))
def test_each_sections_records_land_in_their_field(form):
    render, ext = EN_FORMS[form]
    cv = parse_bytes(_en_cv(render).encode(), f"cv.{ext}")
    assert _problems_en(cv) == []


# A heading in the form of the others whose words name no section ends the section above:
# every form, three unknown titles, after the honours (whose items look most alike), and
# a fixed subset after education and after the jobs.
_BOUNDARY_CASES = [
    (form, unknown, "Honors and Awards")
    for form, unknown in itertools.product(sorted(EN_FORMS), UNKNOWN_TITLES[:1])
] + [
    (form, unknown, after)
    for (form, unknown, after) in itertools.islice(
        itertools.product(sorted(EN_FORMS), UNKNOWN_TITLES[1:], ("Education", "Experience")),
        0,
        None,
        5,
    )
]


@pytest.mark.parametrize(("form", "unknown", "after"), _cases("boundary", _BOUNDARY_CASES))
def test_a_heading_of_the_same_form_naming_no_section_ends_the_section_above(form, unknown, after):
    render, ext = EN_FORMS[form]
    cv = parse_bytes(_en_cv(render, unknown, after).encode(), f"cv.{ext}")
    assert _problems_en(cv) == []
    stray = [
        r
        for r in [*cv.awards, *cv.positions, *cv.education, *cv.publications]
        if "Svalbard" in str(r) or "Patagonia" in str(r)
    ]
    assert stray == []


NUMBERED_CV = """Ada Quinn
ada.quinn@example.org

1. Research Interests

Coastal hydrology, sediment transport

2. Education

Ph.D. in Civil Engineering, Northbrook University, 2018 – 2022
B.S. in Physics, Lakeside College, 2014 – 2018

3. Experience

Research Intern, Tidewater Analytics, Jun 2021 – Aug 2021

4. Honors and Awards

1. Polar Society Medal

2. Harbor Cup Finalist

5. Expeditions

1. Svalbard Glacier Survey
2. Patagonia Lake Transect
"""


def test_an_item_numbered_in_its_list_does_not_end_a_section_whose_heading_is_numbered():
    cv = parse_bytes(NUMBERED_CV.encode(), "cv.txt")
    assert sorted(a.title for a in cv.awards) == ["Harbor Cup Finalist", "Polar Society Medal"]


GROUPED_CV = """ADA QUINN
ada.quinn@example.org

EDUCATION
Northbrook University
Ph.D. in Civil Engineering, 2018 – 2022

EXPERIENCE
Harbor Institute of Oceanography
Postdoctoral Researcher, 2022 – present

TRAINING
Lisbon Coastal Academy, July 2019

SUMMER PROGRAMS
Tidal Modelling, March 2020

FIELD METHODS CENTER
Sediment Coring, June 2017

AWARDS
Graduate Fellowship, 2019
"""


def test_titles_of_groups_in_a_row_within_a_section_do_not_end_it():
    lines = make_lines(normalise(GROUPED_CV))
    kinds = [s.kind for s in split_sections(lines)]
    assert kinds == ["header", "education", "experience", "education", "awards"]


# ---------------------------------------------------------------------------------------
# Entries whose first line is set like a heading: a place in bold or in capitals.

ENTRY_CV = """Ada Quinn
ada.quinn@example.org

{edu}

{e1}
Ph.D. in Civil Engineering, 2018 – 2022

{e2}
B.S. in Physics, 2014 – 2018

{exp}

{j1}
Postdoctoral Researcher, 2022 – present

{j2}
Research Intern, Jun 2021 – Aug 2021

{aw}

{a1}
Coastal Dynamics Conference, 2021

{a2}
Northbrook University, 2019

{pub}

1. Quinn, A., Marsh, L. Sediment pulses in tidal inlets. Coastal Research, 2021.
2. Quinn, A., Berg, T. Remote sensing of shallow lakes. Water Letters, 2020.
3. Quinn, A. Wave damping by salt marshes. Estuarine Science, 2019.
"""
_ENTRY_TITLES = {
    "e1": "Northbrook University",
    "e2": "Lakeside College",
    "j1": "Harbor Institute of Oceanography",
    "j2": "Tidewater Analytics",
    "a1": "Best Student Paper Award",
    "a2": "Graduate Fellowship",
}
_SECTION_TITLES = {
    "edu": "Education",
    "exp": "Experience",
    "aw": "Honors and Awards",
    "pub": "Publications",
}
# (how the section headings are set, how the entries' titles are set)
ENTRY_FORMS = {
    "markdown_and_bold": (lambda t: f"## {t}", lambda t: f"**{t}**"),
    "markdown_and_h3": (lambda t: f"## {t}", lambda t: f"### {t}"),
    "bold_caps_and_bold": (lambda t: f"**{t.upper()}**", lambda t: f"**{t}**"),
    "bold_and_bold": (lambda t: f"**{t}**", lambda t: f"**{t}**"),
    "caps_and_caps": (lambda t: t.upper(), lambda t: t.upper()),
    "caps_and_bold": (lambda t: t.upper(), lambda t: f"**{t}**"),
    "caps_and_plain": (lambda t: t.upper(), lambda t: t),
    "colon_and_bold": (lambda t: f"{t}:", lambda t: f"**{t}**"),
    "underlined_and_bold": (lambda t: f"{t}\n{'=' * len(t)}", lambda t: f"**{t}**"),
}


@pytest.mark.parametrize("form", _cases("entry", sorted(ENTRY_FORMS)))
def test_an_entrys_title_set_like_a_heading_does_not_end_its_section(form):
    section, entry = ENTRY_FORMS[form]
    text = ENTRY_CV.format(
        **{k: section(t) for k, t in _SECTION_TITLES.items()},
        **{k: entry(t) for k, t in _ENTRY_TITLES.items()},
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert _problems_en(cv, ALL_KINDS - {"interests"}) == []


# ---------------------------------------------------------------------------------------
# The Chinese CV.

ZH_SECTIONS = [
    ("研究方向", ["遥感影像处理，深度学习"]),
    (
        "教育背景",
        [
            "2019.09 – 2022.06  北辰大学  计算机科学与技术  硕士",
            "导师：王建国教授",
            "2015.09 – 2019.06  南湖理工大学  软件工程  学士",
        ],
    ),
    ("实习经历", ["2021.07 – 2021.09  星河科技有限公司  算法实习生"]),
    (
        "论文发表",
        [
            "1. 李明, 王建国. 基于注意力机制的遥感影像分割. 计算机学报, 2021.",
            "2. Ming Li, Jianguo Wang. Cloud removal for optical remote sensing images. "
            "IEEE Transactions on Geoscience and Remote Sensing, 2022.",
        ],
    ),
    ("获奖情况", ["2020  国家奖学金", "2019  北辰大学一等奖学金"]),
]
ZH_ENGLISH = {
    "研究方向": "Research Interests",
    "教育背景": "Education",
    "实习经历": "Internships",
    "论文发表": "Publications",
    "获奖情况": "Awards",
    "野外考察": "Field Trips",
}
ZH_UNKNOWN = ("野外考察", ["2019  斯瓦尔巴冰川考察", "2018  青海湖断面调查"])
_NUMERALS = "一二三四五六七"
ZH_FORMS = {
    "plain": (lambda t, i: [t], "txt"),
    "markdown": (lambda t, i: [f"## {t}", ""], "md"),
    "bold": (lambda t, i: [f"**{t}**", ""], "md"),
    "brackets": (lambda t, i: [f"【{t}】"], "txt"),
    "square_brackets": (lambda t, i: [f"[{t}]"], "txt"),
    "diamond": (lambda t, i: [f"◆ {t}"], "txt"),
    "square": (lambda t, i: [f"■ {t}"], "txt"),
    "numeral": (lambda t, i: [f"{_NUMERALS[i]}、{t}"], "txt"),
    "colon": (lambda t, i: [f"{t}："], "txt"),
    "spaced": (lambda t, i: [" ".join(t)], "txt"),
    "bilingual": (lambda t, i: [f"{t} {ZH_ENGLISH[t]}"], "txt"),
    "bilingual_bar": (lambda t, i: [f"{t} | {ZH_ENGLISH[t].upper()}"], "txt"),
    "english_first": (lambda t, i: [f"{ZH_ENGLISH[t]} {t}"], "txt"),
    "rule": (lambda t, i: [t, "-" * 30], "txt"),
    "icon": (lambda t, i: [f"🎓 {t}"], "txt"),
    "markdown_icon": (lambda t, i: [f"### 🎓 {t}", ""], "md"),
    "bold_brackets": (lambda t, i: [f"**【{t}】**"], "md"),
    "bar_mark": (lambda t, i: [f"▌{t}"], "txt"),
    "paren_numeral": (lambda t, i: [f"（{_NUMERALS[i]}）{t}"], "txt"),
    "english_caps_slash": (lambda t, i: [f"{t} / {ZH_ENGLISH[t].upper()}"], "txt"),
    "rule_same_line": (lambda t, i: [f"{t} ————————————"], "txt"),
}


def _zh_cv(form, unknown: bool = False) -> str:
    out = ["李明", "liming@example.cn", ""]
    for i, (title, body) in enumerate(ZH_SECTIONS):
        out += form(title, i) + body + [""]
    if unknown:
        out += form(ZH_UNKNOWN[0], len(ZH_SECTIONS)) + ZH_UNKNOWN[1] + [""]
    return "\n".join(out)


def _problems_zh(cv) -> list[str]:
    out = []
    if not any("遥感影像处理" in i for i in cv.research_interests):
        out.append(f"interests {cv.research_interests}")
    got = _names(e.institution_raw for e in cv.education)
    if got != ["北辰大学", "南湖理工大学"]:
        out.append(f"education {got}")
    got = _names(p.organization_raw for p in cv.positions)
    if got != ["星河科技有限公司"]:
        out.append(f"positions {got}")
    if len(cv.publications) != 2:
        out.append(f"publications {[p.title for p in cv.publications]}")
    got = sorted(a.title or "" for a in cv.awards)
    if len(got) != 2 or not all("奖学金" in a for a in got):
        out.append(f"awards {got}")
    return out


@pytest.mark.parametrize("form", sorted(ZH_FORMS))
def test_each_chinese_sections_records_land_in_their_field(form):
    render, ext = ZH_FORMS[form]
    cv = parse_bytes(_zh_cv(render).encode(), f"cv.{ext}")
    assert _problems_zh(cv) == []


@pytest.mark.parametrize("form", _cases("zh-boundary", sorted(ZH_FORMS)))
def test_a_chinese_heading_naming_no_section_ends_the_section_above(form):
    render, ext = ZH_FORMS[form]
    cv = parse_bytes(_zh_cv(render, unknown=True).encode(), f"cv.{ext}")
    assert _problems_zh(cv) == []


# ---------------------------------------------------------------------------------------
# A heading wrapped over two lines, and a heading in a left margin column.

WRAPPED = {
    "honors_and": ["HONORS &", "AWARDS"],
    "honors_and_word": ["HONORS AND", "AWARDS"],
    "research_interests": ["RESEARCH", "INTERESTS"],
    "work_experience": ["PROFESSIONAL", "EXPERIENCE"],
}


@pytest.mark.parametrize("wrapped", sorted(WRAPPED))
def test_a_heading_wrapped_over_two_lines_is_one_heading(wrapped):
    lines = WRAPPED[wrapped]
    title = " ".join(lines).replace("&", "and")
    forms = {t: [t.upper(), ""] for t, _ in EN_SECTIONS}
    key = next(t for t in forms if EN_KINDS[t] == _wrapped_kind(title))
    forms[key] = [*lines, ""]
    cv = parse_bytes(_en_cv(lambda t, i: forms[t]).encode(), "cv.txt")
    assert _problems_en(cv) == []


def _wrapped_kind(title: str) -> str:
    low = title.lower()
    if "award" in low:
        return "awards"
    if "interest" in low:
        return "interests"
    return "experience"


# A left margin column of labels beside each section's first row: (label, text, dates).
MARGIN_ROWS = [
    ("INTERESTS", "Coastal hydrology, sediment transport, remote sensing of lakes", ""),
    ("", "", ""),
    ("EDUCATION", "Ph.D. in Civil Engineering, Northbrook University", "2018 – 2022"),
    ("", "Advisor: Prof. Lena Marsh", ""),
    ("", "B.S. in Physics, Lakeside College", "2014 – 2018"),
    ("", "", ""),
    ("EXPERIENCE", "Postdoctoral Researcher, Harbor Institute of Oceanography", "2022 – present"),
    ("", "Research Intern, Tidewater Analytics", "Jun 2021 – Aug 2021"),
    ("", "", ""),
    ("PUBLICATIONS", EN_PUBLICATIONS[0], ""),
    ("", EN_PUBLICATIONS[1], ""),
    ("", EN_PUBLICATIONS[2], ""),
    ("", "", ""),
    ("AWARDS", "Best Student Paper Award, Coastal Dynamics Conference", "2021"),
    ("", "Graduate Fellowship, Northbrook University", "2019"),
]


def _margin_cv(separator: str) -> str:
    """The rows with their columns parted by ``separator`` (a gap of spaces, as PDF text
    sets columns, or a bar); a row without a label starts at the text's column."""
    out = ["Ada Quinn", "ada.quinn@example.org", ""]
    for label, text, dates in MARGIN_ROWS:
        cells = [c for c in (text, dates) if c]
        if not cells:
            out.append("")
        elif label:
            out.append(separator.join([label.ljust(14) if separator == "   " else label, *cells]))
        else:
            out.append(" " * 17 + separator.join(cells))
    return "\n".join(out)


@pytest.mark.parametrize("separator", _cases("margin", ["   ", " | "]))
def test_headings_in_a_left_margin_column_open_their_sections(separator):
    cv = parse_bytes(_margin_cv(separator).encode(), "cv.txt")
    assert _problems_en(cv) == []


# ---------------------------------------------------------------------------------------
# HTML, Word and PDF headings.

HTML_FORMS = {
    "h2": "<h2>{}</h2>",
    "h3_caps": "<h3>{}</h3>",
    "div_title": '<div class="section-title">{}</div>',
    "div_heading": '<div class="cv-section-heading">{}</div>',
    "p_header": '<p class="section_header">{}</p>',
    "div_title_h2": '<div class="section-title"><h2>{}</h2></div>',
    "dt": "<dl><dt>{}</dt></dl>",
    "p_strong": "<p><strong>{}</strong></p>",
    "h2_icon": '<h2><i class="fa fa-graduation-cap"></i> {}</h2>',
    "h2_hr": "<h2>{}</h2><hr>",
}


@pytest.mark.parametrize("form", _cases("html", sorted(HTML_FORMS)))
def test_html_headings_open_their_sections(form):
    parts = ["<html><body><h1>Ada Quinn</h1><p>ada.quinn@example.org</p>"]
    for title, body in EN_SECTIONS:
        parts.append(HTML_FORMS[form].format(title))
        if title == "Honors and Awards":
            parts.append("<ul>" + "".join(f"<li>{b[2:]}</li>" for b in body) + "</ul>")
        else:
            parts.append("".join(f"<p>{b}</p>" for b in body))
    parts.append(HTML_FORMS[form].format("Expeditions"))
    parts.append("<ul>" + "".join(f"<li>{b[2:]}</li>" for b in EN_UNKNOWN_ITEMS) + "</ul>")
    parts.append("</body></html>")
    cv = parse_bytes("".join(parts).encode(), "index.html")
    assert _problems_en(cv) == []
    assert not [a for a in cv.awards if "Svalbard" in (a.title or "")]


def _docx(heading) -> bytes:
    docx = pytest.importorskip("docx")
    doc = docx.Document()
    doc.add_paragraph("Ada Quinn")
    doc.add_paragraph("ada.quinn@example.org")
    for title, body in [*EN_SECTIONS, ("Expeditions", EN_UNKNOWN_ITEMS)]:
        heading(doc, title)
        for b in body:
            doc.add_paragraph(b[2:] if b.startswith("- ") else b)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def _word_heading_style(doc, title):
    doc.add_heading(title, level=1)


def _word_bold_caps(doc, title):
    doc.add_paragraph().add_run(title.upper()).bold = True


def _word_bold_larger(doc, title):
    from docx.shared import Pt

    run = doc.add_paragraph().add_run(title)
    run.bold = True
    run.font.size = Pt(14)


def _word_heading_2(doc, title):
    doc.add_heading(title, level=2)


def _word_title_style(doc, title):
    doc.add_paragraph(title.upper(), style="Title")


WORD_FORMS = {
    "heading_style": _word_heading_style,
    "heading_2": _word_heading_2,
    "title_style": _word_title_style,
    "bold_caps": _word_bold_caps,
    "bold_larger": _word_bold_larger,
}


@pytest.mark.parametrize("form", sorted(WORD_FORMS))
def test_word_headings_open_their_sections(form):
    cv = parse_bytes(_docx(WORD_FORMS[form]), "cv.docx")
    assert _problems_en(cv) == []
    assert not [a for a in cv.awards if "Svalbard" in (a.title or "")]


def _pdf(margin: bool, caps: bool) -> bytes:
    """The English CV as a PDF: headings in a larger bold font, above their lines or in
    a left margin column beside them."""
    items = [Text(72, 740, "Ada Quinn", size=18), Text(72, 722, "ada.quinn@example.org")]
    y = 696.0
    for title, body in [*EN_SECTIONS, ("Expeditions", EN_UNKNOWN_ITEMS)]:
        label = title.upper() if caps else title
        x = 240 if margin else 72
        items.append(Text(72, y, label, size=11 if margin else 12, font="Helvetica-Bold"))
        if not margin:
            y -= 16
        for b in body:
            items.append(Text(x, y, b[2:] if b.startswith("- ") else b, size=9))
            y -= 13
        y -= 10
    return make_pdf([items])


@pytest.mark.parametrize(
    ("margin", "caps"), _cases("pdf", itertools.product([False, True], [False, True]))
)
def test_pdf_headings_open_their_sections(margin, caps):
    cv = parse_bytes(_pdf(margin, caps), "cv.pdf")
    assert _problems_en(cv) == []
    assert not [a for a in cv.awards if "Svalbard" in (a.title or "")]


# ---------------------------------------------------------------------------------------
# A heading run in with its section's first line ("Education: Ph.D. in ...").

RUN_IN_FORMS = {
    "colon": lambda t: f"{t}: ",
    "bold_label": lambda t: f"**{t}:** ",
    "bold_then_colon": lambda t: f"**{t}**: ",
    "caps_colon": lambda t: f"{t.upper()}: ",
    "caps_dash": lambda t: f"{t.upper()} — ",
}


def _run_in_cv(label) -> str:
    out = list(EN_HEADER)
    for title, body in EN_SECTIONS:
        first, *rest = [b[2:] if b.startswith("- ") else b for b in body]
        out += [label(title) + first, *rest, ""]
    return "\n".join(out)


@pytest.mark.parametrize("form", _cases("run_in", sorted(RUN_IN_FORMS)))
def test_a_heading_run_in_with_its_first_line_opens_its_section(form):
    cv = parse_bytes(_run_in_cv(RUN_IN_FORMS[form]).encode(), "cv.md")
    assert _problems_en(cv) == []


ZH_RUN_IN_FORMS = {
    "colon": lambda t: f"{t}：",
    "bold_label": lambda t: f"**{t}：** ",
    "brackets": lambda t: f"【{t}】",
}


def _zh_run_in_cv(label) -> str:
    out = ["李明", "liming@example.cn", ""]
    for title, body in ZH_SECTIONS:
        first, *rest = body
        out += [label(title) + first, *rest, ""]
    return "\n".join(out)


@pytest.mark.parametrize("form", _cases("zh-run_in", sorted(ZH_RUN_IN_FORMS)))
def test_a_chinese_heading_run_in_with_its_first_line_opens_its_section(form):
    cv = parse_bytes(_zh_run_in_cv(ZH_RUN_IN_FORMS[form]).encode(), "cv.md")
    assert _problems_zh(cv) == []
