"""A bank of the ways CVs write their education, each with the reading a careful
reader would give it: institution, degree, start and end (as tests/real/PROTOCOL.md
labels them: an ongoing degree ends None, an expected one ends on its expected date, a
degree with one year ends that year).

The variants are written from general knowledge of CV templates (moderncv, awesome-cv,
Jake's résumé, res.cls, Deedy, AltaCV; academicpages and Hugo homepages; Word and Chinese
résumés; bios), with invented people, schools and places. Independent choices (field
order, separator, date notation, date position, markup) are combined with itertools and
a fixed subset of the combinations is kept, so the bank is deterministic and fast.
"""

from __future__ import annotations

import itertools
import re
import unicodedata

import pytest
from rapidfuzz import fuzz

from profiles.parsing import parse_bytes

HEADER = "Ada Quinn\nada.quinn@example.org\n\n"
AFTER = "\n\nExperience\n\nResearch Intern, Pine Labs, Jun 2021 – Aug 2021\n"


def parse(text: str, name: str = "cv.txt"):
    return parse_bytes(text.encode("utf-8"), name)


def _norm(s: str | None) -> str:
    """The scorer's normal form: NFKC, lower case, punctuation to spaces."""
    s = unicodedata.normalize("NFKC", s or "").lower()
    s = re.sub(r"[^\w\s]", " ", s)
    return " ".join(s.split())


def _same_place(gold: str, e) -> bool:
    """A record is at the gold place when its name, as written or resolved, matches as
    the scorer matches them (token sets, 0.8)."""
    return any(
        _norm(o) and fuzz.token_set_ratio(_norm(gold), _norm(o)) >= 80
        for o in (e.institution, e.institution_raw)
    )


def reading(cv, expected: list[tuple]) -> list[tuple]:
    """The parse's records in the shape of `expected`: each expected record's match (by
    place, in order) as (place, degree, start, end), then any record matching none. A
    place whose name runs into another expected place's is no match."""
    left = list(cv.education)
    out = []
    for place, *_ in expected:
        hit = next((e for e in left if _same_place(place, e)), None)
        if hit is None:
            out.append((place, None, None, None, "missing"))
            continue
        left.remove(hit)
        others = {p for p, *_ in expected if p != place}
        if any(p in (hit.institution_raw or "") for p in others):
            out.append((place, "runs into another place", hit.institution_raw))
            continue
        out.append((place, hit.degree, hit.start, hit.end))
    out.extend(("extra", e.institution_raw, e.degree, e.start, e.end) for e in left)
    return out


# Cases the parser does not read yet, by id, with what goes wrong; each family that is
# fixed leaves this list.
GAPS: dict[str, str] = {
    "spans in a row, nothing between": "a school and its dates in adjacent elements run together",
    "layout: combined BS/MS": "an integrated B.S./M.S. is read as bachelor or master alike",
    "3rd: Ingeniero Civil, Hill University, 2012–2017": (
        "a Latin American engineer's title is a bachelor's or a master's by country"
    ),
    "3rd: B.Sc. & M.Sc. in Physics (integrated), Hill University, 2012": (
        "an integrated degree is one record or two by reader"
    ),
    "3rd: Dual Degree (B.Tech. + M.Tech.), Hill University, 2013–2018": (
        "a dual B./M. degree is read as bachelor or master alike"
    ),
    "zh4: - 2019.09 – 至今，青山大学，计算机科学与技术，博士": (
        "a bulleted entry above an unbulleted line takes that line’s school"
    ),
    "more: apostrophe year": "a bare '22 is a venue's year tag as often as a graduation year",
}


def case(*values, id: str):
    """A bank case, expected to fail while its id is among the GAPS."""
    marks = [pytest.mark.xfail(reason=GAPS[id], strict=True)] if id in GAPS else []
    return pytest.param(*values, id=id, marks=marks)


def check(text: str, expected: list[tuple], name: str = "cv.txt"):
    cv = parse(text, name)
    assert reading(cv, expected) == [tuple(x) for x in expected]


# --- one line per degree: order x separator x date notation x markup -------------

# (PhD text, BSc text)
DEGREES = [
    ("Ph.D. in Computer Science", "B.S. in Mathematics"),
    ("Doctor of Philosophy in Computer Science", "Bachelor of Science in Mathematics"),
    ("PhD Computer Science", "BSc Mathematics"),
    ("Ph.D., Computer Science", "B.Sc., Mathematics"),
]
# (PhD place, its location, BSc place, its location)
PLACES = [
    ("Hill University", "Lakeside, CA", "Vale College", "Northbridge, MA"),
    (
        "University of Northbridge",
        "Northbridge, UK",
        "Lakeside Institute of Technology",
        "Lakeside, UK",
    ),
]
# (PhD dates as written, start, end; BSc dates as written, start, end)
DATES = [
    ("Sep 2018 – Present", "2018-09", None, "Sep 2014 – Jun 2018", "2014-09", "2018-06"),
    ("09/2018 – present", "2018-09", None, "09/2014 – 06/2018", "2014-09", "2018-06"),
    ("2018.09 - now", "2018-09", None, "2014.09 - 2018.06", "2014-09", "2018-06"),
    ("2018–present", "2018", None, "2014–2018", "2014", "2018"),
    (
        "Sept. 2018 – May 2023 (expected)",
        "2018-09",
        "2023-05",
        "September 2014 to June 2018",
        "2014-09",
        "2018-06",
    ),
    ("Expected May 2023", None, "2023-05", "May 2018", None, "2018-05"),
    ("2018 - Expected 2023", "2018", "2023", "2014 - 2018", "2014", "2018"),
    ("Fall 2018 – Present", "2018", None, "Fall 2014 – Spring 2018", "2014", "2018"),
    ("Aug. 2018 – Current", "2018-08", None, "Aug. 2014 – May 2018", "2014-08", "2018-05"),
]
# The order of degree (D), institution (I), location (L) and dates (T) on the line.
ORDERS = ["DIT", "IDT", "TDI", "TID", "DILT", "ILDT", "IDLT"]
SEPARATORS = [", ", " | ", " — ", "   "]
# How the dates are set off: with the line's separator, in a right column, in brackets.
DATE_STYLES = ["sep", "column", "brackets"]
MARKUPS = ["plain", "bullet", "bold-place", "italic-degree"]


def _one_line(order, sep, date_style, markup, degree, place, loc, dates) -> str:
    if markup == "bold-place":
        place = f"**{place}**"
    if markup == "italic-degree":
        degree = f"*{degree}*"
    parts = {"D": degree, "I": place, "L": loc}
    body = [parts[c] for c in order if c != "T"]
    text = sep.join(body)
    if date_style == "brackets":
        text = f"{text} ({dates})" if order.endswith("T") else f"({dates}) {text}"
    elif date_style == "column":
        text = f"{text}          {dates}" if order.endswith("T") else f"{dates}          {text}"
    else:
        text = f"{text}{sep}{dates}" if order.endswith("T") else f"{dates}{sep}{text}"
    return ("- " if markup == "bullet" else "") + text


def _one_line_cases():
    combos = list(
        itertools.product(ORDERS, SEPARATORS, DATE_STYLES, MARKUPS, DEGREES, PLACES, DATES)
    )
    # A fixed spread over the combinations: every 97th (prime to each factor's size).
    for order, sep, dstyle, markup, degs, places, dates in combos[::97]:
        if dstyle == "brackets" and not order.endswith("T"):
            continue  # "(2018–present) PhD ...": written, but rarely
        phd = _one_line(order, sep, dstyle, markup, degs[0], places[0], places[1], dates[0])
        bsc = _one_line(order, sep, dstyle, markup, degs[1], places[2], places[3], dates[3])
        text = HEADER + "Education\n\n" + phd + "\n" + bsc + AFTER
        expected = [
            (places[0], "phd", dates[1], dates[2]),
            (places[2], "bachelor", dates[4], dates[5]),
        ]
        yield case(
            text, expected, id=f"{order}-{sep.strip() or 'gap'}-{dstyle}-{markup}-{dates[0]}"
        )


@pytest.mark.parametrize("text,expected", list(_one_line_cases()))
def test_one_line_per_degree(text, expected):
    check(text, expected, "cv.md")


# --- two or three lines per degree: the shapes of the templates ------------------

# Each layout writes one degree from (degree, place, location, dates).
TWO_LINE_LAYOUTS = {
    # Jake's résumé, awesome-cv: place and location, then degree and dates, flush right.
    "place-loc/degree-dates": "{place}          {loc}\n{degree}          {dates}",
    "place-dates/degree-loc": "{place}          {dates}\n{degree}          {loc}",
    "degree-dates/place-loc": "{degree}          {dates}\n{place}          {loc}",
    "degree-dates/place, loc": "{degree}          {dates}\n{place}, {loc}",
    # res.cls, Word: the place with its location, then "degree, dates".
    "place, loc/degree, dates": "{place}, {loc}\n{degree}, {dates}",
    "degree/place, dates": "{degree}\n{place}, {dates}",
    "degree/place (dates)": "{degree}\n{place} ({dates})",
    "place/degree (dates)": "{place}\n{degree} ({dates})",
    # Dates on a line of their own, above or below.
    "dates/degree/place": "{dates}\n{degree}\n{place}, {loc}",
    "dates/place/degree": "{dates}\n{place}, {loc}\n{degree}",
    "degree/place/dates": "{degree}\n{place}, {loc}\n{dates}",
    "place/degree/dates": "{place}\n{degree}\n{dates}",
    "place | dates/degree": "{place} | {dates}\n{degree}",
    # Markdown homepages: a heading per school, bold and italic markup.
    "### place/degree, dates": "### {place}\n{degree}, {dates}",
    "### place/*degree* | dates": "### {place}\n*{degree}* | {dates}",
    "### degree/place, dates": "### {degree}\n{place}, {loc}, {dates}",
    "**place**, loc/degree (dates)": "**{place}**, {loc}  \n{degree} ({dates})",
    "**degree**/place, dates": "**{degree}**  \n{place}, {dates}",
    "- **place**/  degree, dates": "- **{place}**, {loc}\n  {degree}, {dates}",
    "**place** dates/*degree*": "**{place}**          {dates}  \n*{degree}*",
    # Degree and place on one line, dates on the next (Deedy, AltaCV).
    "degree, place/dates": "{degree}, {place}\n{dates}",
    "place/degree/dates | loc": "{place}\n{degree}\n{dates} | {loc}",
}


def _two_line_cases():
    for i, (layout, fmt) in enumerate(TWO_LINE_LAYOUTS.items()):
        degs = DEGREES[i % 2]
        places = PLACES[i % 2]
        dates = DATES[i % len(DATES)]
        blank = "\n\n" if fmt.startswith(("###", "- ")) or i % 3 == 0 else "\n"
        phd = fmt.format(degree=degs[0], place=places[0], loc=places[1], dates=dates[0])
        bsc = fmt.format(degree=degs[1], place=places[2], loc=places[3], dates=dates[3])
        text = HEADER + "## Education\n\n" + phd + blank + bsc + AFTER
        expected = [
            (places[0], "phd", dates[1], dates[2]),
            (places[2], "bachelor", dates[4], dates[5]),
        ]
        yield case(text, expected, id=layout)


@pytest.mark.parametrize("text,expected", list(_two_line_cases()))
def test_two_or_three_lines_per_degree(text, expected):
    check(text, expected, "cv.md")


# --- details under a degree that are not degrees ---------------------------------

DETAILS = [
    "GPA: 3.92/4.00",
    "- Thesis: Tidal models of shallow lakes",
    "Minor in Economics",
    "- Graduated with First Class Honours",
    "Relevant coursework: Algorithms, Operating Systems, Probability",
    "Dissertation: Graph methods for lake sensors (Advisor: Ann Lee)",
    "- Dean's List (2015, 2016, 2017)",
    "Honours thesis on river deltas; GPA 3.8",
    "Second major in Philosophy",
    "Concentration: Machine Learning",
]


@pytest.mark.parametrize("detail", DETAILS)
def test_detail_lines_under_a_degree_are_no_degree(detail):
    text = (
        HEADER + "Education\n\n"
        "Hill University, Lakeside, CA\nPh.D. in Computer Science          Sep 2018 – Present\n"
        f"{detail}\n\n"
        "Vale College, Northbridge, MA\nB.S. in Mathematics          Sep 2014 – Jun 2018\n"
        f"{detail}\n" + AFTER
    )
    check(
        text,
        [
            ("Hill University", "phd", "2018-09", None),
            ("Vale College", "bachelor", "2014-09", "2018-06"),
        ],
    )


# --- several degrees at one school ------------------------------------------------

SAME_SCHOOL = {
    "place then degree lines": (
        "Hill University, Lakeside, CA\n"
        "Ph.D. in Physics, 2020 – present\n"
        "M.S. in Physics, 2018 – 2020\n\n"
        "Vale College, Northbridge, MA\nB.A. in Physics, 2014 – 2018\n"
    ),
    "heading then bullets": (
        "### Hill University\n\n"
        "- PhD in Physics (2020–present)\n"
        "- MSc in Physics (2018–2020)\n\n"
        "### Vale College\n\n"
        "- BSc in Physics (2014–2018)\n"
    ),
    "place then column dates": (
        "Hill University          Lakeside, CA\n"
        "Ph.D. in Physics          2020 – Present\n"
        "M.S. in Physics          2018 – 2020\n"
        "Vale College          Northbridge, MA\n"
        "B.A. in Physics          2014 – 2018\n"
    ),
    "heading per school, plain degree lines": (
        "### Hill University\n"
        "PhD in Physics, 2020 – present\n"
        "MS in Physics, 2018 – 2020\n"
        "### Vale College\n"
        "BA in Physics, 2014 – 2018\n"
    ),
    "dates first under a bold place, no blank lines": (
        "**Hill University**\n"
        "2020 – present: PhD in Physics\n"
        "2018 – 2020: MS in Physics\n"
        "**Vale College**\n"
        "2014 – 2018: BA in Physics\n"
    ),
    "dates first under the place": (
        "**Hill University**\n\n"
        "2020 – present: PhD in Physics\n\n"
        "2018 – 2020: MS in Physics\n\n"
        "**Vale College**\n\n"
        "2014 – 2018: BA in Physics\n"
    ),
}


@pytest.mark.parametrize("body", [case(v, id=k) for k, v in SAME_SCHOOL.items()])
def test_several_degrees_at_one_school(body):
    text = HEADER + "Education\n\n" + body + AFTER
    cv = parse(text, "cv.md")
    got = sorted(
        (e.degree, e.start, e.end, _same_place("Hill University", e)) for e in cv.education
    )
    assert got == sorted(
        [
            ("phd", "2020", None, True),
            ("master", "2018", "2020", True),
            ("bachelor", "2014", "2018", False),
        ]
    )


# --- Markdown tables --------------------------------------------------------------

TABLES = {
    "degree | place | years": (
        "| Degree | Institution | Years |\n|---|---|---|\n"
        "| Ph.D. in Computer Science | Hill University | 2018–present |\n"
        "| B.S. in Mathematics | Vale College | 2014–2018 |\n"
    ),
    "years | place | degree": (
        "| Years | Institution | Degree |\n|:--|:--|:--|\n"
        "| 2018–present | Hill University | Ph.D. in Computer Science |\n"
        "| 2014–2018 | Vale College | B.S. in Mathematics |\n"
    ),
    "place | degree | years, no header row": (
        "| | | |\n|---|---|---|\n"
        "| **Hill University** | PhD, Computer Science | 2018 – present |\n"
        "| **Vale College** | BSc, Mathematics | 2014 – 2018 |\n"
    ),
}


@pytest.mark.parametrize("body", [case(v, id=k) for k, v in TABLES.items()])
def test_markdown_tables(body):
    check(
        HEADER + "## Education\n\n" + body + AFTER,
        [("Hill University", "phd", "2018", None), ("Vale College", "bachelor", "2014", "2018")],
        "cv.md",
    )


# --- Chinese ----------------------------------------------------------------------

ZH_HEADER = "王小明\nxiaoming.wang@example.cn\n\n"
ZH_AFTER = "\n\n实习经历\n\n2021.06-2021.09  松林科技  算法实习生\n"

# (PhD/master line, its reading; bachelor line, its reading)
ZH_CASES = {
    "dates place school major degree": (
        "2018.09-至今   青山大学   计算机学院   计算机科学与技术   博士",
        ("青山大学", "phd", "2018-09", None),
        "2014.09-2018.06   绿水大学   软件学院   软件工程   本科",
        ("绿水大学", "bachelor", "2014-09", "2018-06"),
    ),
    "place | major | degree | dates": (
        "青山大学 | 计算机科学与技术 | 博士 | 2018年9月-至今",
        ("青山大学", "phd", "2018-09", None),
        "绿水大学 | 软件工程 | 学士 | 2014年9月-2018年6月",
        ("绿水大学", "bachelor", "2014-09", "2018-06"),
    ),
    "place major-专业 degree-研究生 dates-今": (
        "青山大学  计算机科学与技术专业  博士研究生  2018.09–今",
        ("青山大学", "phd", "2018-09", None),
        "绿水大学  软件工程专业  本科  2014.09–2018.06",
        ("绿水大学", "bachelor", "2014-09", "2018-06"),
    ),
    "place school major degree, dates first with slashes": (
        "2022/09 - 2025/06   青山大学 信息学院 电子信息 硕士（预计）",
        ("青山大学", "master", "2022-09", "2025-06"),
        "2018/09 - 2022/06   绿水大学 数学学院 统计学 本科",
        ("绿水大学", "bachelor", "2018-09", "2022-06"),
    ),
    "bold place with degree and dates, major below": (
        "**青山大学**  硕士  2022.09-至今\n电子信息工程",
        ("青山大学", "master", "2022-09", None),
        "**绿水大学**  学士  2018.09-2022.06\n电子信息工程",
        ("绿水大学", "bachelor", "2018-09", "2022-06"),
    ),
    "degree first, expected graduation": (
        "硕士  青山大学  人工智能  2023.09-预计2026.06",
        ("青山大学", "master", "2023-09", "2026-06"),
        "学士  绿水大学  自动化  2019.09-2023.06",
        ("绿水大学", "bachelor", "2019-09", "2023-06"),
    ),
    "place with degree in brackets, dates right": (
        "青山大学（博士，计算机科学与技术）          2020年9月 - 至今",
        ("青山大学", "phd", "2020-09", None),
        "绿水大学（学士，软件工程）          2016年9月 - 2020年6月",
        ("绿水大学", "bachelor", "2016-09", "2020-06"),
    ),
    "dates on their own line above": (
        "2020.09 - 至今\n青山大学 计算机学院 硕博连读",
        ("青山大学", "phd", "2020-09", None),
        "2016.09 - 2020.06\n绿水大学 信息学院 计算机科学与技术 本科",
        ("绿水大学", "bachelor", "2016-09", "2020-06"),
    ),
    "English school names in a Chinese CV": (
        "2019.09-至今  Hill University  计算机科学  博士",
        ("Hill University", "phd", "2019-09", None),
        "2015.09-2019.06  绿水大学  计算机科学与技术  学士",
        ("绿水大学", "bachelor", "2015-09", "2019-06"),
    ),
    "full-width separators": (
        "青山大学｜计算机科学与技术｜硕士｜2021.09—2024.06",
        ("青山大学", "master", "2021-09", "2024-06"),
        "绿水大学｜计算机科学与技术｜本科｜2017.09—2021.06",
        ("绿水大学", "bachelor", "2017-09", "2021-06"),
    ),
}


@pytest.mark.parametrize("zh", [case(v, id=k) for k, v in ZH_CASES.items()])
@pytest.mark.parametrize("heading", ["教育背景", "教育经历", "## 学习经历"])
def test_chinese_education_lines(zh, heading):
    first, first_reading, second, second_reading = zh
    text = ZH_HEADER + heading + "\n\n" + first + "\n" + second + ZH_AFTER
    check(text, [first_reading, second_reading], "cv.md")


ZH_VISITS = {
    "联合培养": (
        "2021.09-2022.09  北湖大学  联合培养博士生",
        ("北湖大学", "visiting", "2021-09", "2022-09"),
    ),
    "交换": ("2016.02-2016.07  白云大学  交换生", ("白云大学", "visiting", "2016-02", "2016-07")),
    "访问学生": (
        "2022年3月-2022年8月  北湖大学  访问学生",
        ("北湖大学", "visiting", "2022-03", "2022-08"),
    ),
}


@pytest.mark.parametrize("line,visit", [case(*v, id=k) for k, v in ZH_VISITS.items()])
def test_chinese_visits_under_education(line, visit):
    text = (
        ZH_HEADER + "教育背景\n\n"
        "2018.09-至今  青山大学  计算机科学与技术  博士\n" + line + "\n"
        "2014.09-2018.06  绿水大学  软件工程  本科" + ZH_AFTER
    )
    check(
        text,
        [
            ("青山大学", "phd", "2018-09", None),
            visit,
            ("绿水大学", "bachelor", "2014-09", "2018-06"),
        ],
    )


# --- a degree in the header ---------------------------------------------------------

HEADERS = {
    "title line": "Ada Quinn\nPh.D. Candidate, Hill University\nada.quinn@example.org\n",
    "title line with department": (
        "Ada Quinn\nPhD Student | Department of Physics | Hill University\nada.quinn@example.org\n"
    ),
    "bold name and title": (
        "**Ada Quinn**  \nPhD student at Hill University  \nada.quinn@example.org\n"
    ),
}


@pytest.mark.parametrize("header", [case(v, id=k) for k, v in HEADERS.items()])
def test_a_degree_under_way_in_the_header(header):
    text = header + "\nPublications\n\n1. A. Quinn. Tidal maps. Lake Letters, 2023.\n"
    check(text, [("Hill University", "phd", None, None)], "cv.md")


# --- bios ---------------------------------------------------------------------------

BIOS = {
    "second-year PhD student at": (
        "I am a second-year PhD student in Computer Science at Hill University, "
        "advised by Prof. Ann Lee.",
        [("Hill University", "phd", None, None)],
    ),
    "received B.S. from in year": (
        "I am a PhD student at Hill University. "
        "I received my B.S. in Physics from Vale College in 2019.",
        [("Hill University", "phd", None, None), ("Vale College", "bachelor", None, "2019")],
    ),
    "M.S. and B.E. in one sentence": (
        "I am a Ph.D. candidate at Hill University. Before that, I received my M.S. from "
        "Lakeside Institute of Technology in 2021 and my B.E. from Vale College in 2019.",
        [
            ("Hill University", "phd", None, None),
            ("Lakeside Institute of Technology", "master", None, "2021"),
            ("Vale College", "bachelor", None, "2019"),
        ],
    ),
    "currently pursuing since year": (
        "I am currently pursuing a Ph.D. at Hill University, which I started in 2021.",
        [("Hill University", "phd", "2021", None)],
    ),
    "obtained degree in year": (
        "Ada obtained her Bachelor's degree in Mathematics from Vale College in 2018 and is "
        "now a master's student at Hill University.",
        [("Vale College", "bachelor", None, "2018"), ("Hill University", "master", None, None)],
    ),
    "graduated with": (
        "I graduated from Vale College with a B.A. in Economics in 2020. I am now a first-year "
        "Ph.D. student at Hill University.",
        [("Vale College", "bachelor", None, "2020"), ("Hill University", "phd", None, None)],
    ),
    "respectively": (
        "I received my B.S. and M.S. degrees from Hill University and Vale College in 2016 "
        "and 2018, respectively.",
        [("Hill University", "bachelor", None, "2016"), ("Vale College", "master", None, "2018")],
    ),
    "respectively, one school with a unit": (
        "I received my B.S. and M.S. degrees from the School of Arts and Sciences at Hill "
        "University in 2016 and 2018, respectively.",
        [
            ("Hill University", "bachelor", None, "2016"),
            ("Hill University", "master", None, "2018"),
        ],
    ),
    "department at school, working with": (
        "I am a Ph.D. candidate in the Department of Physics at Hill University, where I work "
        "with Prof. Ann Lee.",
        [("Hill University", "phd", None, None)],
    ),
    "pursuing master's": (
        "Currently, I am pursuing my master's degree at Hill University.",
        [("Hill University", "master", None, None)],
    ),
    "third person, postdoc now": (
        "Ada Quinn is a postdoctoral researcher at Hill University. She received her Ph.D. in "
        "Physics from Vale College in 2022.",
        [("Vale College", "phd", None, "2022")],
    ),
    "hold degrees with years in brackets": (
        "I hold a Ph.D. from Hill University (2021) and a B.Sc. from Vale College (2016).",
        [("Hill University", "phd", None, "2021"), ("Vale College", "bachelor", None, "2016")],
    ),
    "undergraduate majoring": (
        "I'm a senior undergraduate student majoring in Computer Science at Hill University.",
        [("Hill University", "bachelor", None, None)],
    ),
    "earned, after a job": (
        "I am currently a Research Scientist at Pine Labs. I earned my Ph.D. in Computer "
        "Science at Hill University in 2021, advised by Ann Lee.",
        [("Hill University", "phd", None, "2021")],
    ),
    "zh: 本科毕业于, 硕士毕业于, 现为": (
        "我于2016年本科毕业于青山大学，2019年硕士毕业于绿水大学，现为白云大学博士研究生。",
        [
            ("青山大学", "bachelor", None, "2016"),
            ("绿水大学", "master", None, "2019"),
            ("白云大学", "phd", None, None),
        ],
    ),
    "zh: 博士毕业于, 现为博士后": (
        "本人2022年博士毕业于青山大学，现为绿水大学博士后。",
        [("青山大学", "phd", None, "2022")],
    ),
    "zh: 于年在获得学位": (
        "我于2019年在青山大学获得学士学位，目前是绿水大学的博士研究生。",
        [("青山大学", "bachelor", None, "2019"), ("绿水大学", "phd", None, None)],
    ),
    "zh: 二年级博士生": (
        "我目前是青山大学计算机学院的二年级博士生，导师是李明教授。",
        [("青山大学", "phd", None, None)],
    ),
    "zh: 本科毕业于": (
        "我现为青山大学硕士研究生，本科毕业于绿水大学（2021年）。",
        [("青山大学", "master", None, None), ("绿水大学", "bachelor", None, "2021")],
    ),
}


@pytest.mark.parametrize("bio,expected", [case(*v, id=k) for k, v in BIOS.items()])
def test_bios(bio, expected):
    name = "王小明\n\n" if re.search(r"[\u4e00-\u9fff]", bio) else "# Ada Quinn\n\n"
    heading = "## 个人简介\n\n" if name.startswith("王") else "## About me\n\n"
    text = (
        name
        + heading
        + bio
        + "\n\n## Publications\n\n1. A. Quinn. Tidal maps. Lake Letters, 2023.\n"
    )
    check(text, expected, "index.md")


# --- more date notations and degree words, on one line ------------------------------

# (the line, its reading)
ONE_LINERS = {
    "slashed year/month": (
        "Ph.D. in Physics, Hill University, 2018/09–2022/06",
        ("phd", "2018-09", "2022-06"),
    ),
    "two-digit years": (
        "Ph.D. in Physics, Hill University, Sep. '18 – Jun. '22",
        ("phd", "2018-09", "2022-06"),
    ),
    "dotted month.year": (
        "Ph.D. in Physics, Hill University, 09.2018 – 06.2022",
        ("phd", "2018-09", "2022-06"),
    ),
    "iso months with to": (
        "Ph.D. in Physics, Hill University, 2018-09 to 2022-06",
        ("phd", "2018-09", "2022-06"),
    ),
    "figure dash": ("Ph.D. in Physics, Hill University, 2018‒2022", ("phd", "2018", "2022")),
    "horizontal bar": ("Ph.D. in Physics, Hill University, 2018 ― 2022", ("phd", "2018", "2022")),
    "minus sign": ("Ph.D. in Physics, Hill University, 2018 − 2022", ("phd", "2018", "2022")),
    "double hyphen": ("Ph.D. in Physics, Hill University, 2018 -- 2022", ("phd", "2018", "2022")),
    "full dates": (
        "Ph.D. in Physics, Hill University, 01.09.2018 – 30.06.2022",
        ("phd", "2018-09", "2022-06"),
    ),
    "until": ("Ph.D. in Physics, Hill University, 2018 until 2022", ("phd", "2018", "2022")),
    "tilde": ("Ph.D. in Physics, Hill University, 2018 ~ 2022", ("phd", "2018", "2022")),
    "since": ("Ph.D. in Physics, Hill University, since 2020", ("phd", "2020", None)),
    "open dash": ("Ph.D. in Physics, Hill University, 2020 –", ("phd", "2020", None)),
    "class of": ("B.A. in Physics, Hill University, Class of 2022", ("bachelor", None, "2022")),
    "graduated label": (
        "B.A. in Physics, Hill University, Graduated: May 2022",
        ("bachelor", None, "2022-05"),
    ),
    "exp. in brackets": ("Ph.D. in Physics, Hill University (exp. 2025)", ("phd", None, "2025")),
    "anticipated": (
        "Ph.D. in Physics, Hill University, anticipated June 2025",
        ("phd", None, "2025-06"),
    ),
    "two-digit end": ("Ph.D. in Physics, Hill University, 2022–25", ("phd", "2022", "2025")),
    "DPhil": ("DPhil in Statistics, Hill University, 2019–2023", ("phd", "2019", "2023")),
    "MPhil": ("MPhil in Economics, Hill University, 2017–2018", ("master", "2017", "2018")),
    "M.Eng.": (
        "M.Eng. in Electrical Engineering, Hill University, 2017–2018",
        ("master", "2017", "2018"),
    ),
    "B.Tech.": (
        "B.Tech. in Computer Science, Hill University, 2013–2017",
        ("bachelor", "2013", "2017"),
    ),
    "BEng (Hons)": (
        "BEng (Hons) Mechanical Engineering, Hill University, 2013–2017",
        ("bachelor", "2013", "2017"),
    ),
    "MRes": ("MRes in Neuroscience, Hill University, 2017–2018", ("master", "2017", "2018")),
    "Doctorate": ("Doctorate in Mathematics, Hill University, 2019–2023", ("phd", "2019", "2023")),
    "Master's degree": (
        "Master's degree in Data Science, Hill University, 2019–2021",
        ("master", "2019", "2021"),
    ),
    "Bachelor's degree, field": (
        "Bachelor's degree, Economics, Hill University, 2015–2019",
        ("bachelor", "2015", "2019"),
    ),
    "A.B.": ("A.B. in Philosophy, Hill University, 2015–2019", ("bachelor", "2015", "2019")),
    "S.B.": ("S.B. in Physics, Hill University, 2015–2019", ("bachelor", "2015", "2019")),
    "MBA": ("MBA, Hill University, 2015–2017", ("master", "2015", "2017")),
    "Laurea Magistrale": (
        "Laurea Magistrale in Fisica, Hill University, 2015–2017",
        ("master", "2015", "2017"),
    ),
    "Diplom": ("Diplom in Physics, Hill University, 2010–2015", ("master", "2010", "2015")),
    "engineer's degree": (
        "Engineer's Degree in Computer Science, Hill University, 2012–2017",
        ("master", "2012", "2017"),
    ),
    "specialist degree": (
        "Specialist Degree in Physics, Hill University, 2010–2015",
        ("master", "2010", "2015"),
    ),
    "Mestrado": ("Mestrado em Física, Hill University, 2017–2019", ("master", "2017", "2019")),
    "Doutorado": ("Doutorado em Física, Hill University, 2019–2023", ("phd", "2019", "2023")),
    "Licence": (
        "Licence de Mathématiques, Hill University, 2016–2019",
        ("bachelor", "2016", "2019"),
    ),
    "Diplôme d'Ingénieur": (
        "Diplôme d'Ingénieur, Hill University, 2015–2018",
        ("master", "2015", "2018"),
    ),
    "Candidate of Sciences": (
        "Candidate of Sciences (PhD) in Physics, Hill University, 2010–2013",
        ("phd", "2010", "2013"),
    ),
    "doctoral candidate": (
        "Doctoral Candidate in Physics, Hill University, 2019–present",
        ("phd", "2019", None),
    ),
    "B.Sc. (Hons)": (
        "B.Sc. (Hons) in Physics, Hill University, 2015–2019",
        ("bachelor", "2015", "2019"),
    ),
    "MSc by Research": (
        "MSc by Research in Physics, Hill University, 2017–2018",
        ("master", "2017", "2018"),
    ),
    "visiting student": (
        "Visiting Student, Hill University, Jan 2020 – Jun 2020",
        ("visiting", "2020-01", "2020-06"),
    ),
    "exchange semester": (
        "Exchange Student, Hill University, Spring 2016",
        ("visiting", "2016", "2016"),
    ),
    "high school diploma": (
        "High School Diploma, Hill High School, 2011–2014",
        ("highschool", "2011", "2014"),
    ),
    "higher secondary certificate": (
        "Higher Secondary Certificate, Hill Higher Secondary School, 2012–2014",
        ("highschool", "2012", "2014"),
    ),
    "Abitur at a Gymnasium": (
        "Abitur, Hill Gymnasium, Nordstadt, 2005–2013",
        ("highschool", "2005", "2013"),
    ),
    "field first": (
        "Computer Science, Ph.D., Hill University, 2018–present",
        ("phd", "2018", None),
    ),
    "place — degree (dates)": (
        "Hill University — Ph.D. in Physics (2018–present)",
        ("phd", "2018", None),
    ),
    "student in at": (
        "Ph.D. student in Physics at Hill University (2018–present)",
        ("phd", "2018", None),
    ),
    "year first, gap": ("2023          Ph.D., Physics, Hill University", ("phd", None, "2023")),
    "degree (dates) / place": (
        "Ph.D. (2018–present)\nHill University, Physics",
        ("phd", "2018", None),
    ),
    "city, state and a degree after": (
        "Hill University, Boston, MA, B.Sc. in Physics, 2014–2018",
        ("bachelor", "2014", "2018"),
    ),
    "city, state in a column": (
        "Hill University          Boston, MA\nB.Sc. in Physics          2014 – 2018",
        ("bachelor", "2014", "2018"),
    ),
    "department before the school, pipes": (
        "Ph.D. in Physics | Department of Physics | Hill University | 2018–present",
        ("phd", "2018", None),
    ),
    "department before the school, commas": (
        "Department of Physics, Hill University\nPh.D. in Physics, 2018–present",
        ("phd", "2018", None),
    ),
    "fields run together by single spaces": (
        "Ph.D. in Physics Hill University 2018 – Present",
        ("phd", "2018", None),
    ),
    "place and dates by a single space": (
        "Hill University Sep 2018 – Present\nPh.D. in Physics",
        ("phd", "2018-09", None),
    ),
    "place and location by a single space": (
        "Hill University Boston, MA\nPh.D. in Physics Sep 2018 – Present",
        ("phd", "2018-09", None),
    ),
    "capitals": (
        "HILL UNIVERSITY          Boston, MA\nPh.D. in Physics          Sep 2018 – Present",
        ("phd", "2018-09", None),
    ),
}


@pytest.mark.parametrize("line,reading_", [case(*v, id=k) for k, v in ONE_LINERS.items()])
def test_more_notations_and_degree_words(line, reading_):
    text = (
        HEADER + "Education\n\n" + line + "\n\n"
        "Vale College, Northbridge\nB.A. in Mathematics, 2009 – 2013" + AFTER
    )
    check(text, [("Hill", *reading_), ("Vale College", "bachelor", "2009", "2013")])


# --- homepages: education as HTML ---------------------------------------------------

PAGE = (
    "<html><head><title>Ada Quinn</title></head><body>\n<h1>Ada Quinn</h1>\n"
    "<p>Email: ada.quinn@example.org</p>\n<h2>Education</h2>\n{body}\n"
    "<h2>Experience</h2>\n<ul><li>Research Intern, Pine Labs, Jun 2021 – Aug 2021</li></ul>\n"
    "</body></html>"
)
HTML_SHAPES = {
    "list items, bold degree": (
        "<ul><li><b>Ph.D. in Computer Science</b>, Hill University, 2018–present</li>"
        "<li><b>B.S. in Mathematics</b>, Vale College, 2014–2018</li></ul>"
    ),
    "list items with line breaks": (
        "<ul><li>Ph.D. in Computer Science<br>Hill University<br>2018 – Present</li>"
        "<li>B.S. in Mathematics<br>Vale College<br>2014 – 2018</li></ul>"
    ),
    "table, dates first": (
        "<table><tr><td>2018–present</td><td>Ph.D. in Computer Science, Hill University</td></tr>"
        "<tr><td>2014–2018</td><td>B.S. in Mathematics, Vale College</td></tr></table>"
    ),
    "table with a header row": (
        "<table><tr><th>Degree</th><th>Institution</th><th>Years</th></tr>"
        "<tr><td>Ph.D.</td><td>Hill University</td><td>2018–present</td></tr>"
        "<tr><td>B.S.</td><td>Vale College</td><td>2014–2018</td></tr></table>"
    ),
    "definition list": (
        "<dl><dt>2018–present</dt><dd>Ph.D. in Computer Science, Hill University</dd>"
        "<dt>2014–2018</dt><dd>B.S. in Mathematics, Vale College</dd></dl>"
    ),
    "heading per school": (
        "<h3>Hill University</h3><p><em>Ph.D. in Computer Science</em>, 2018–present</p>"
        "<h3>Vale College</h3><p><em>B.S. in Mathematics</em>, 2014–2018</p>"
    ),
    "spans in a row, whitespace between": (
        '<div class="edu"><div class="row">\n<span class="school">Hill University</span>\n'
        '<span class="date">2018 – Present</span>\n</div>\n<div class="degree">Ph.D. in Computer '
        'Science</div></div>\n<div class="edu"><div class="row">\n<span class="school">Vale '
        'College</span>\n<span class="date">2014 – 2018</span>\n</div>\n<div class="degree">'
        "B.S. in Mathematics</div></div>"
    ),
    "spans in a row, nothing between": (
        '<div class="edu"><div class="row"><span class="school">Hill University</span>'
        '<span class="date">2018 – Present</span></div><div class="degree">Ph.D. in Computer '
        'Science</div></div><div class="edu"><div class="row"><span class="school">Vale '
        'College</span><span class="date">2014 – 2018</span></div><div class="degree">'
        "B.S. in Mathematics</div></div>"
    ),
    "floated dates": (
        '<p><strong>Hill University</strong> <span style="float:right">2018 – present</span></p>'
        "<p>Ph.D. in Computer Science</p>"
        '<p><strong>Vale College</strong> <span style="float:right">2014 – 2018</span></p>'
        "<p>B.S. in Mathematics</p>"
    ),
    "line-broken paragraph, dates first": (
        "<p>2018 – present: Ph.D. in Computer Science, Hill University<br>"
        "2014 – 2018: B.S. in Mathematics, Vale College</p>"
    ),
}


@pytest.mark.parametrize("body", [case(v, id=k) for k, v in HTML_SHAPES.items()])
def test_html_education(body):
    check(
        PAGE.format(body=body),
        [("Hill University", "phd", "2018", None), ("Vale College", "bachelor", "2014", "2018")],
        "index.html",
    )


# --- more Chinese shapes --------------------------------------------------------------

ZH_MORE = {
    "degree before school, gap-separated": (
        "2023.09-2026.06  硕士  青山大学  计算机\n2019.09-2023.06  学士  绿水大学  数学",
        [
            ("青山大学", "master", "2023-09", "2026-06"),
            ("绿水大学", "bachelor", "2019-09", "2023-06"),
        ],
    ),
    "degree label with a colon": (
        "博士：青山大学计算机学院（2020.09-至今）\n学士：绿水大学（2016.09-2020.06）",
        [
            ("青山大学计算机学院", "phd", "2020-09", None),
            ("绿水大学", "bachelor", "2016-09", "2020-06"),
        ],
    ),
    "form of labelled lines": (
        "时间：2021.09-2024.06\n学校：青山大学\n专业：计算机科学与技术\n学历：硕士\n\n"
        "时间：2017.09-2021.06\n学校：绿水大学\n专业：软件工程\n学历：本科",
        [
            ("青山大学", "master", "2021-09", "2024-06"),
            ("绿水大学", "bachelor", "2017-09", "2021-06"),
        ],
    ),
    "至 between dates": (
        "2021年9月至2024年6月  青山大学  计算机科学与技术  硕士\n"
        "2017年9月至2021年6月  绿水大学  软件工程  本科",
        [
            ("青山大学", "master", "2021-09", "2024-06"),
            ("绿水大学", "bachelor", "2017-09", "2021-06"),
        ],
    ),
    "expected graduation, no start": (
        "青山大学  硕士  计算机科学与技术  预计2025年6月毕业\n"
        "绿水大学  本科  软件工程  2021年6月毕业",
        [("青山大学", "master", None, "2025-06"), ("绿水大学", "bachelor", None, "2021-06")],
    ),
    "school and dates, then degree and major": (
        "青山大学  2018.09-至今\n博士  计算机科学与技术\n绿水大学  2014.09-2018.06\n本科  软件工程",
        [("青山大学", "phd", "2018-09", None), ("绿水大学", "bachelor", "2014-09", "2018-06")],
    ),
    "three degrees at one school": (
        "青山大学\n博士  计算机科学  2020.09-至今\n硕士  计算机科学  2017.09-2020.06\n"
        "本科  软件工程  2013.09-2017.06",
        [
            ("青山大学", "phd", "2020-09", None),
            ("青山大学", "master", "2017-09", "2020-06"),
            ("青山大学", "bachelor", "2013-09", "2017-06"),
        ],
    ),
    "notes in brackets": (
        "2018.09-至今 青山大学 计算机科学与技术 博士研究生（导师：李明教授）\n"
        "2014.09-2018.06 绿水大学 软件工程 本科（GPA 3.8/4.0，专业排名 3/120）",
        [("青山大学", "phd", "2018-09", None), ("绿水大学", "bachelor", "2014-09", "2018-06")],
    ),
}


@pytest.mark.parametrize("body,expected", [case(*v, id=k) for k, v in ZH_MORE.items()])
def test_more_chinese_shapes(body, expected):
    check(ZH_HEADER + "教育背景\n\n" + body + ZH_AFTER, expected, "cv.md")


# --- a place followed by sentences about the degree -----------------------------------

PLACE_SENTENCES = {
    "degree line, then place and a thesis sentence": (
        "Ph.D. in Physics, 2018–2023\nHill University. Thesis on tidal models of shallow lakes.\n\n"
        "B.Sc. in Physics, 2014–2018\nVale College. Focused on sensor networks.",
        [("Hill University", "phd", "2018", "2023"), ("Vale College", "bachelor", "2014", "2018")],
    ),
    "place, then what was received": (
        "Hill University. Received a Ph.D. in Physics in 2023.\n"
        "Vale College. Received a B.Sc. in Physics in 2018.",
        [("Hill University", "phd", None, "2023"), ("Vale College", "bachelor", None, "2018")],
    ),
    "degree — place. thesis. (dates)": (
        "Ph.D. in Physics — Hill University. Thesis on tidal models. (2018–2023)\n"
        "B.Sc. in Physics — Vale College. Minor in Economics. (2014–2018)",
        [("Hill University", "phd", "2018", "2023"), ("Vale College", "bachelor", "2014", "2018")],
    ),
    "place with its abbreviation, then a sentence": (
        "Ph.D. in Physics, Hill Institute of Technology (HIT). Thesis on tidal models, 2018–2023\n"
        "B.Sc. in Physics, Vale College. Graduated with honours, 2014–2018",
        [
            ("Hill Institute of Technology", "phd", "2018", "2023"),
            ("Vale College", "bachelor", "2014", "2018"),
        ],
    ),
}


@pytest.mark.parametrize("body,expected", [case(*v, id=k) for k, v in PLACE_SENTENCES.items()])
def test_a_place_followed_by_sentences(body, expected):
    cv = parse(HEADER + "Education\n\n" + body + AFTER)
    assert reading(cv, expected) == [tuple(x) for x in expected]
    assert all(len(e.institution_raw) < 40 for e in cv.education)


# --- more degree words and date notations, one line each ------------------------------

MORE_ONE_LINERS = {
    "Dr. rer. nat.": (
        "Dr. rer. nat. in Physics, Hill University, 2016–2020",
        ("phd", "2016", "2020"),
    ),
    "Dr.-Ing.": ("Dr.-Ing., Hill University, 2015–2020", ("phd", "2015", "2020")),
    "Dipl.-Ing.": (
        "Dipl.-Ing. Maschinenbau, Hill University, 2008–2014",
        ("master", "2008", "2014"),
    ),
    "Magister": (
        "Magister Artium in Philosophy, Hill University, 2004–2010",
        ("master", "2004", "2010"),
    ),
    "Laurea Triennale": (
        "Laurea Triennale in Fisica, Hill University, 2012–2015",
        ("bachelor", "2012", "2015"),
    ),
    "Dottorato di Ricerca": (
        "Dottorato di Ricerca in Fisica, Hill University, 2017–2020",
        ("phd", "2017", "2020"),
    ),
    "Licenciatura": (
        "Licenciatura en Matemáticas, Hill University, 2012–2016",
        ("bachelor", "2012", "2016"),
    ),
    "Master 2": (
        "Master 2 Recherche, Mathématiques, Hill University, 2016–2017",
        ("master", "2016", "2017"),
    ),
    "Doctorat": ("Doctorat en Informatique, Hill University, 2017–2020", ("phd", "2017", "2020")),
    "Integrated MEng": (
        "MEng (Integrated Master's) in Electronic Engineering, Hill University, 2014–2018",
        ("master", "2014", "2018"),
    ),
    "BEng (Hons) first class": (
        "BEng (Hons), First Class, Civil Engineering, Hill University, 2013–2016",
        ("bachelor", "2013", "2016"),
    ),
    "B.A. (Cantab)": (
        "B.A. (Cantab) in Natural Sciences, Hill University, 2015–2018",
        ("bachelor", "2015", "2018"),
    ),
    "MMath": ("MMath, Hill University, 2014–2018", ("master", "2014", "2018")),
    "MSci": ("MSci in Physics, Hill University, 2014–2018", ("master", "2014", "2018")),
    "LL.M.": ("LL.M., Hill University, 2019–2020", ("master", "2019", "2020")),
    "M.A.Sc.": (
        "M.A.Sc. in Civil Engineering, Hill University, 2017–2019",
        ("master", "2017", "2019"),
    ),
    "Sc.D.": ("Sc.D. in Physics, Hill University, 2015–2020", ("phd", "2015", "2020")),
    "Ed.D.": ("Ed.D. in Education, Hill University, 2015–2020", ("phd", "2015", "2020")),
    "PhD candidate (ABD)": (
        "Ph.D. Candidate (ABD), Sociology, Hill University, 2019–present",
        ("phd", "2019", None),
    ),
    "direct PhD": (
        "Direct Ph.D. Program in Chemistry, Hill University, 2019–present",
        ("phd", "2019", None),
    ),
    "expected with season": (
        "Ph.D. in Physics, Hill University, expected Spring 2026",
        ("phd", None, "2026"),
    ),
    "Est. graduation": (
        "Ph.D. in Physics, Hill University, Est. Graduation: May 2026",
        ("phd", None, "2026-05"),
    ),
    "start – expected in brackets": (
        "Ph.D. in Physics, Hill University, 2021 – 2026 (expected)",
        ("phd", "2021", "2026"),
    ),
    "degree conferred": (
        "Ph.D. in Physics, Hill University, conferred June 2022",
        ("phd", None, "2022-06"),
    ),
    "year in brackets after degree": (
        "Ph.D. (2022), Physics, Hill University",
        ("phd", None, "2022"),
    ),
    "apostrophe year": ("B.A. in Physics, Hill University, '22", ("bachelor", None, "2022")),
    "class of with apostrophe": (
        "Hill University, B.A. Physics, Class of '21",
        ("bachelor", None, "2021"),
    ),
    "to date": (
        "Ph.D. in Physics, Hill University, Sep 2021 to date",
        ("phd", "2021-09", None),
    ),
    "ongoing": ("Ph.D. in Physics, Hill University, 2021 – ongoing", ("phd", "2021", None)),
    "German months": (
        "Promotion in Physik, Hill University, Okt. 2017 – März 2021",
        ("phd", "2017-10", "2021-03"),
    ),
    "French months": (
        "Doctorat en Physique, Hill University, sept. 2017 – juin 2021",
        ("phd", "2017-09", "2021-06"),
    ),
    "visiting PhD student": (
        "Visiting Ph.D. Student, Hill University, Sep 2022 – Feb 2023",
        ("visiting", "2022-09", "2023-02"),
    ),
    "Erasmus exchange": (
        "Erasmus Exchange Semester, Hill University, Feb 2016 – Jul 2016",
        ("visiting", "2016-02", "2016-07"),
    ),
    "study abroad": (
        "Study Abroad Program, Hill University, Fall 2016",
        ("visiting", "2016", "2016"),
    ),
}


@pytest.mark.parametrize(
    "line,reading_", [case(*v, id="more: " + k) for k, v in MORE_ONE_LINERS.items()]
)
def test_yet_more_degree_words(line, reading_):
    text = (
        HEADER + "Education\n\n" + line + "\n\n"
        "Vale College, Northbridge\nB.A. in Mathematics, 2009 – 2013" + AFTER
    )
    check(text, [("Hill", *reading_), ("Vale College", "bachelor", "2009", "2013")])


# --- advisors, however the CV names them -------------------------------------------

ADVISOR_LINES = {
    "Advisor: Prof.": ("Advisor: Prof. Ann Lee", ["Ann Lee"]),
    "Advisors: two with and": ("Advisors: Ann Lee and Tom Reyes", ["Ann Lee", "Tom Reyes"]),
    "Supervisor: Dr.": ("Supervisor: Dr. Ann Lee", ["Ann Lee"]),
    "Co-advised by": ("Co-advised by Ann Lee and Tom Reyes", ["Ann Lee", "Tom Reyes"]),
    "Advisor in brackets": ("(Advisor: Ann Lee)", ["Ann Lee"]),
    "Doktorvater": ("Betreuer: Prof. Dr. Ann Lee", ["Ann Lee"]),
    "Committee is no advisor": (
        "Advisor: Ann Lee; Committee: Tom Reyes, Mia Holt",
        ["Ann Lee"],
    ),
}


@pytest.mark.parametrize("line,advisors", [case(*v, id=k) for k, v in ADVISOR_LINES.items()])
def test_advisor_lines(line, advisors):
    text = (
        HEADER + "Education\n\n"
        "Ph.D. in Computer Science, Hill University, 2018 – present\n" + line + "\n\n"
        "B.S. in Mathematics, Vale College, 2014 – 2018" + AFTER
    )
    cv = parse(text)
    phd = next(e for e in cv.education if _same_place("Hill University", e))
    assert [a.replace("Prof. ", "").replace("Dr. ", "") for a in phd.advisors] == advisors


# --- more Chinese forms ---------------------------------------------------------------

ZH_YET_MORE = {
    "直博": (
        "2019.09-至今  青山大学  化学  直博生\n2015.09-2019.06  绿水大学  化学  本科",
        [("青山大学", "phd", "2019-09", None), ("绿水大学", "bachelor", "2015-09", "2019-06")],
    ),
    "本硕连读": (
        "2016.09-2022.06  青山大学  临床医学  本硕连读\n2013.09-2016.06  绿水中学  高中",
        [("青山大学", "master", "2016-09", "2022-06")],
    ),
    "硕士研究生 with 预计 in brackets": (
        "2023.09-2026.06（预计）  青山大学  计算机技术  硕士研究生\n"
        "2019.09-2023.06  绿水大学  计算机科学与技术  学士",
        [
            ("青山大学", "master", "2023-09", "2026-06"),
            ("绿水大学", "bachelor", "2019-09", "2023-06"),
        ],
    ),
    "年月 with 今": (
        "2020年09月 — 今  青山大学  博士\n2016年09月 — 2020年07月  绿水大学  学士",
        [("青山大学", "phd", "2020-09", None), ("绿水大学", "bachelor", "2016-09", "2020-07")],
    ),
    "degree 学历 words 研究生/大学本科": (
        "青山大学  研究生  2021.09-2024.06\n绿水大学  大学本科  2017.09-2021.06",
        [
            ("青山大学", "master", "2021-09", "2024-06"),
            ("绿水大学", "bachelor", "2017-09", "2021-06"),
        ],
    ),
    "双学位 line under a 本科": (
        "2018.09-2022.06  青山大学  经济学  本科\n（辅修：计算机科学与技术，双学位）\n"
        "2022.09-至今  绿水大学  金融学  硕士",
        [("青山大学", "bachelor", "2018-09", "2022-06"), ("绿水大学", "master", "2022-09", None)],
    ),
    "导师 line": (
        "2020.09-至今  青山大学  计算机科学与技术  博士\n导师：李明 教授\n"
        "2016.09-2020.06  绿水大学  软件工程  本科",
        [("青山大学", "phd", "2020-09", None), ("绿水大学", "bachelor", "2016-09", "2020-06")],
    ),
    "学院 in the place, degree last, pipes": (
        "青山大学计算机学院 | 博士 | 2020.09-至今\n绿水大学数学学院 | 学士 | 2016.09-2020.06",
        [
            ("青山大学计算机学院", "phd", "2020-09", None),
            ("绿水大学数学学院", "bachelor", "2016-09", "2020-06"),
        ],
    ),
    "single graduation year": (
        "2020  青山大学  博士\n2015  绿水大学  学士",
        [("青山大学", "phd", None, "2020"), ("绿水大学", "bachelor", None, "2015")],
    ),
}


@pytest.mark.parametrize("body,expected", [case(*v, id="zh: " + k) for k, v in ZH_YET_MORE.items()])
def test_yet_more_chinese_shapes(body, expected):
    check(ZH_HEADER + "教育背景\n\n" + body + ZH_AFTER, expected)


# --- more layouts: dual and joint degrees, dates alone below, single years ------------

MORE_LAYOUTS = {
    "dates alone on the line below, flush right": (
        "Ph.D. in Computer Science, Hill University\n                    2018 – Present\n"
        "B.S. in Mathematics, Vale College\n                    2014 – 2018",
        [("Hill University", "phd", "2018", None), ("Vale College", "bachelor", "2014", "2018")],
    ),
    "single years flush right": (
        "Ph.D., Computer Science, Hill University                    2023\n"
        "B.S., Mathematics, Vale College                    2018",
        [("Hill University", "phd", None, "2023"), ("Vale College", "bachelor", None, "2018")],
    ),
    "year first, colon": (
        "2023: Ph.D. in Computer Science, Hill University\n2018: B.S. in Mathematics, Vale College",
        [("Hill University", "phd", None, "2023"), ("Vale College", "bachelor", None, "2018")],
    ),
    "dual degree B.S./B.A. one school": (
        "Hill University, B.S. Physics / B.A. Economics (dual degree), 2014 – 2018\n"
        "Vale College, Ph.D. in Physics, 2018 – present",
        [("Hill University", "bachelor", "2014", "2018"), ("Vale College", "phd", "2018", None)],
    ),
    "combined BS/MS": (
        "B.S./M.S. in Computer Science, Hill University, 2015 – 2020\n"
        "Ph.D. in Computer Science, Vale College, 2020 – present",
        [("Hill University", "master", "2015", "2020"), ("Vale College", "phd", "2020", None)],
    ),
    "place | degree | dates, pipes, with location": (
        "Hill University | Lakeside, CA | Ph.D. in Physics | 2018 – 2023\n"
        "Vale College | Northbridge, MA | B.S. in Physics | 2014 – 2018",
        [("Hill University", "phd", "2018", "2023"), ("Vale College", "bachelor", "2014", "2018")],
    ),
    "moderncv cventry order": (
        "2018–2023          Ph.D. in Physics          Hill University          Lakeside\n"
        "2014–2018          B.S. in Physics          Vale College          Northbridge",
        [("Hill University", "phd", "2018", "2023"), ("Vale College", "bachelor", "2014", "2018")],
    ),
    "dates above, degree, place below": (
        "Sep 2018 – Jun 2023\nDoctor of Philosophy (Physics)\nHill University\n\n"
        "Sep 2014 – Jun 2018\nBachelor of Science (Physics)\nVale College",
        [
            ("Hill University", "phd", "2018-09", "2023-06"),
            ("Vale College", "bachelor", "2014-09", "2018-06"),
        ],
    ),
    "exchange term between degrees": (
        "Ph.D. in Physics, Hill University, 2018 – 2023\n"
        "Exchange student, Lakeside Institute of Technology, Spring 2017\n"
        "B.S. in Physics, Vale College, 2014 – 2018",
        [
            ("Hill University", "phd", "2018", "2023"),
            ("Lakeside Institute of Technology", "visiting", "2017", "2017"),
            ("Vale College", "bachelor", "2014", "2018"),
        ],
    ),
}


@pytest.mark.parametrize(
    "body,expected", [case(*v, id="layout: " + k) for k, v in MORE_LAYOUTS.items()]
)
def test_more_layouts(body, expected):
    check(HEADER + "Education\n\n" + body + AFTER, expected)


# --- a second round: Europass forms, headers of a column, more dates and advisors -----

SECOND_ROUND = {
    "Europass labelled fields": (
        "Dates: 09/2018 – 06/2022\nTitle of qualification awarded: Doctor of Philosophy\n"
        "Name of organisation: Hill University\n\n"
        "Dates: 09/2014 – 06/2018\nTitle of qualification awarded: Bachelor of Science\n"
        "Name of organisation: Vale College",
        [
            ("Hill University", "phd", "2018-09", "2022-06"),
            ("Vale College", "bachelor", "2014-09", "2018-06"),
        ],
    ),
    "duration in brackets after the dates": (
        "Ph.D. in Physics, Hill University, Oct 2017 – Sep 2021 (4 years)\n"
        "B.S. in Physics, Vale College, Sep 2013 – Jun 2017 (4 yrs)",
        [
            ("Hill University", "phd", "2017-10", "2021-09"),
            ("Vale College", "bachelor", "2013-09", "2017-06"),
        ],
    ),
    "year then month end": (
        "Ph.D. in Physics, Hill University, 2018 – Jun 2022\n"
        "B.S. in Physics, Vale College, 2014 – May 2018",
        [
            ("Hill University", "phd", "2018", "2022-06"),
            ("Vale College", "bachelor", "2014", "2018-05"),
        ],
    ),
    "slashed year/month without padding": (
        "Ph.D. in Physics, Hill University, 2018/9 – 2022/6\n"
        "B.S. in Physics, Vale College, 2014/9 – 2018/6",
        [
            ("Hill University", "phd", "2018-09", "2022-06"),
            ("Vale College", "bachelor", "2014-09", "2018-06"),
        ],
    ),
    "expected graduation label with numbers": (
        "Ph.D. in Physics, Hill University\nExpected graduation: 06/2026\n\n"
        "B.S. in Physics, Vale College, 2014 – 2018",
        [("Hill University", "phd", None, "2026-06"), ("Vale College", "bachelor", "2014", "2018")],
    ),
    "open dash, month": (
        "Ph.D. in Physics, Hill University, Sep. 2021 –\n"
        "B.S. in Physics, Vale College, 2017 – 2021",
        [("Hill University", "phd", "2021-09", None), ("Vale College", "bachelor", "2017", "2021")],
    ),
    "Bachelor of Engineering (Honours)": (
        "Bachelor of Engineering (Honours), Hill University, 2014 – 2018\n"
        "Master of Philosophy, Vale College, 2018 – 2020",
        [
            ("Hill University", "bachelor", "2014", "2018"),
            ("Vale College", "master", "2018", "2020"),
        ],
    ),
    "M.Phil./Ph.D.": (
        "M.Phil./Ph.D. in History, Hill University, 2018 – present\n"
        "B.A. in History, Vale College, 2014 – 2018",
        [("Hill University", "phd", "2018", None), ("Vale College", "bachelor", "2014", "2018")],
    ),
    "A.B. magna cum laude": (
        "Ph.D. in Economics, Hill University, 2018 – 2023\n"
        "A.B. magna cum laude in Economics, Vale College, 2014 – 2018",
        [("Hill University", "phd", "2018", "2023"), ("Vale College", "bachelor", "2014", "2018")],
    ),
    "degree, place then year in brackets": (
        "Ph.D., Hill University (2023)\nB.S., Vale College (2018)",
        [("Hill University", "phd", None, "2023"), ("Vale College", "bachelor", None, "2018")],
    ),
    "year, degree, field, place with commas": (
        "2023, Ph.D., Physics, Hill University\n2018, B.S., Physics, Vale College",
        [("Hill University", "phd", None, "2023"), ("Vale College", "bachelor", None, "2018")],
    ),
    "degree abbreviation after the place, year last": (
        "Hill University, PhD, 2023\nVale College, BS, 2018",
        [("Hill University", "phd", None, "2023"), ("Vale College", "bachelor", None, "2018")],
    ),
    "Jake's resume: place | loc / degree | dates": (
        "Hill University | Lakeside, CA\nPh.D. in Physics | Aug. 2019 – May 2024\n"
        "Vale College | Northbridge, MA\nB.S. in Physics | Aug. 2015 – May 2019",
        [
            ("Hill University", "phd", "2019-08", "2024-05"),
            ("Vale College", "bachelor", "2015-08", "2019-05"),
        ],
    ),
    "awesome-cv: degree line with dates, place line with city": (
        "Ph.D. in Physics                                        Sep. 2019 - Present\n"
        "Hill University                                        Lakeside, USA\n"
        "B.S. in Physics                                        Sep. 2015 - Jun. 2019\n"
        "Vale College                                        Northbridge, USA",
        [
            ("Hill University", "phd", "2019-09", None),
            ("Vale College", "bachelor", "2015-09", "2019-06"),
        ],
    ),
}


@pytest.mark.parametrize(
    "body,expected", [case(*v, id="2nd: " + k) for k, v in SECOND_ROUND.items()]
)
def test_second_round_layouts(body, expected):
    check(HEADER + "Education\n\n" + body + AFTER, expected)


ZH_SECOND = {
    "博士在读": (
        "青山大学  计算机科学与技术  博士在读  2021.09-\n绿水大学  软件工程  本科  2017.09-2021.06",
        [("青山大学", "phd", "2021-09", None), ("绿水大学", "bachelor", "2017-09", "2021-06")],
    ),
    "degree label lines": (
        "本科：绿水大学  软件工程  2014.09-2018.06\n硕士：青山大学  计算机技术  2018.09-2021.06",
        [
            ("绿水大学", "bachelor", "2014-09", "2018-06"),
            ("青山大学", "master", "2018-09", "2021-06"),
        ],
    ),
    "预计毕业时间 line": (
        "青山大学  计算机科学与技术  硕士\n预计毕业时间：2025年6月\n"
        "绿水大学  软件工程  本科  2018.09-2022.06",
        [("青山大学", "master", None, "2025-06"), ("绿水大学", "bachelor", "2018-09", "2022-06")],
    ),
    "dates with 年 only": (
        "2019年-至今  青山大学  博士\n2015年-2019年  绿水大学  学士",
        [("青山大学", "phd", "2019", None), ("绿水大学", "bachelor", "2015", "2019")],
    ),
    "brackets round the dates": (
        "青山大学 博士（2019.09-至今）\n绿水大学 学士（2015.09-2019.06）",
        [("青山大学", "phd", "2019-09", None), ("绿水大学", "bachelor", "2015-09", "2019-06")],
    ),
    "GPA cell at the end": (
        "2018.09-2022.06 | 绿水大学 | 软件工程 | 本科 | GPA 3.7/4.0\n"
        "2022.09-至今 | 青山大学 | 计算机技术 | 硕士 | 排名 5/80",
        [("绿水大学", "bachelor", "2018-09", "2022-06"), ("青山大学", "master", "2022-09", None)],
    ),
    "English degree words in a Chinese CV": (
        "2019.09-至今  青山大学  Ph.D.\n2015.09-2019.06  绿水大学  B.E.",
        [("青山大学", "phd", "2019-09", None), ("绿水大学", "bachelor", "2015-09", "2019-06")],
    ),
}


@pytest.mark.parametrize("body,expected", [case(*v, id="zh2: " + k) for k, v in ZH_SECOND.items()])
def test_second_round_chinese(body, expected):
    check(ZH_HEADER + "教育背景\n\n" + body + ZH_AFTER, expected)


ADVISOR_SECOND = {
    "under the supervision of": ("Under the supervision of Prof. Ann Lee", ["Ann Lee"]),
    "Thesis advisor": ("Thesis advisor: Ann Lee", ["Ann Lee"]),
    "Supervisors with titles": (
        "Supervisors: Prof. Ann Lee, Dr. Tom Reyes",
        ["Ann Lee", "Tom Reyes"],
    ),
    "advisor on the degree line": (None, ["Ann Lee"]),
}


@pytest.mark.parametrize(
    "line,advisors", [case(*v, id="adv2: " + k) for k, v in ADVISOR_SECOND.items()]
)
def test_second_round_advisors(line, advisors):
    phd = "Ph.D. in Computer Science, Hill University, 2018 – present"
    if line is None:
        phd, line = phd + " (Advisor: Ann Lee)", ""
    text = (
        HEADER + "Education\n\n" + phd + "\n" + line + "\n\n"
        "B.S. in Mathematics, Vale College, 2014 – 2018" + AFTER
    )
    cv = parse(text)
    got = next(e for e in cv.education if _same_place("Hill University", e))
    assert [a.replace("Prof. ", "").replace("Dr. ", "") for a in got.advisors] == advisors


# --- a third round: national degree words, academic years, notes after the dates ------

THIRD_ROUND = [
    ("Ph.D. in Physics, Hill University, WS 2017/18 – SS 2021", ("Hill", "phd", "2017", "2021")),
    ("Ph.D. in Physics, Hill University, 2017/18 – 2020/21", ("Hill", "phd", "2017", "2021")),
    ("Ph.D. in Physics, Hill University, 2021 – in progress", ("Hill", "phd", "2021", None)),
    ("Ph.D. in Physics (in progress), Hill University, since 2021", ("Hill", "phd", "2021", None)),
    (
        "B.Tech (CSE), Hill Institute of Technology, CGPA: 9.1/10, 2014–2018",
        ("Hill", "bachelor", "2014", "2018"),
    ),
    ("Class XII (CBSE), Hill Public School, 2014, 92%", ("Hill", "highschool", None, "2014")),
    (
        "Diploma in Computer Engineering, Hill Polytechnic, 2011–2014",
        ("Hill", "other", "2011", "2014"),
    ),
    (
        "Visiting Scholar, Hill University, Sep 2019 – Mar 2020",
        ("Hill", "visiting", "2019-09", "2020-03"),
    ),
    (
        "Summer School on Machine Learning, Hill University, Jul 2019",
        ("Hill", "visiting", "2019-07", "2019-07"),
    ),
    (
        "2018 – present\nPh.D. in Physics, Hill University\nAdvisor: Ann Lee",
        ("Hill", "phd", "2018", None),
    ),
    ("Hill University, Ph.D. Candidate in Physics, 2019–", ("Hill", "phd", "2019", None)),
    (
        "Ph.D. in Physics, Hill University, 2019 – 2024 (on leave 2021)",
        ("Hill", "phd", "2019", "2024"),
    ),
    ("PhD Physics — Hill University — 2019 → 2024", ("Hill", "phd", "2019", "2024")),
    (
        "Ph.D. in Physics, Hill University, 2019 - 2024 (anticipated)",
        ("Hill", "phd", "2019", "2024"),
    ),
    ("Ph.D. in Physics, Hill University, defended Dec 2023", ("Hill", "phd", None, "2023-12")),
    ("Ph.D. in Physics, Hill University, Dec. 15, 2023", ("Hill", "phd", None, "2023-12")),
    ("Ph.D. in Physics, Hill University, 15 December 2023", ("Hill", "phd", None, "2023-12")),
    (
        'Ph.D. in Physics, Hill University, 2019 – 2023. Thesis: "Waves in lakes"',
        ("Hill", "phd", "2019", "2023"),
    ),
    ("Hill University (Lakeside, CA), Ph.D. Physics, 2019-2023", ("Hill", "phd", "2019", "2023")),
    (
        "Ph.D., Physics, Hill University, Lakeside, CA, USA, 2019-2023, GPA 4.0",
        ("Hill", "phd", "2019", "2023"),
    ),
    (
        "Doctor of Philosophy\nHill University\nSeptember 2019 - June 2023",
        ("Hill", "phd", "2019-09", "2023-06"),
    ),
    (
        "Hill University\nDoctor of Philosophy - PhD, Physics\n2019 - 2023",
        ("Hill", "phd", "2019", "2023"),
    ),
    (
        "Hill University\nMaster of Science - MS, Computer Science\nSep 2019 - Jun 2021",
        ("Hill", "master", "2019-09", "2021-06"),
    ),
    (
        "Hill University\nBachelor's degree, Physics\n2015 - 2019",
        ("Hill", "bachelor", "2015", "2019"),
    ),
    ("Ph.D. student, Hill University (2019 – )", ("Hill", "phd", "2019", None)),
    ("Ph.D. in Physics, Hill University, 2019 to 2023", ("Hill", "phd", "2019", "2023")),
    ("PhD, Hill University, 10.2019 - 09.2023", ("Hill", "phd", "2019-10", "2023-09")),
    ("PhD, Hill University, 2019-10 – 2023-09", ("Hill", "phd", "2019-10", "2023-09")),
    ("PhD, Hill University, Oct. 2019–Sept. 2023", ("Hill", "phd", "2019-10", "2023-09")),
    ("PhD, Hill University, Sept 2019–Sept 2023", ("Hill", "phd", "2019-09", "2023-09")),
    ("Hill University, PhD (2019–2023); advisor Ann Lee", ("Hill", "phd", "2019", "2023")),
    ("Hill University\t\tPhD in Physics\t\t2019 – 2023", ("Hill", "phd", "2019", "2023")),
    ("Ph.D., Physics, 2023\nHill University, Lakeside, CA", ("Hill", "phd", None, "2023")),
    (
        "Postgraduate Diploma in Data Science, Hill University, 2018–2019",
        ("Hill", "other", "2018", "2019"),
    ),
    ("Honours Year (BSc Hons), Hill University, 2018", ("Hill", "bachelor", None, "2018")),
    ("DEA (Master 2) en Physique, Hill University, 2003–2004", ("Hill", "master", "2003", "2004")),
    ("Habilitation in Mathematics, Hill University, 2020", ("Hill", "other", None, "2020")),
    ("Staatsexamen in Medicine, Hill University, 2010–2016", ("Hill", "other", "2010", "2016")),
    ("Dr. med., Hill University, 2014–2017", ("Hill", "phd", "2014", "2017")),
    ("M.D., Hill University, 2010–2014", ("Hill", "other", "2010", "2014")),
    ("J.D., Hill University, 2010–2013", ("Hill", "other", "2010", "2013")),
    ("Kandidat nauk (PhD equivalent), Hill University, 2010–2013", ("Hill", "phd", "2010", "2013")),
    ("Bakalavr in Physics, Hill University, 2010–2014", ("Hill", "bachelor", "2010", "2014")),
    ("Grado en Física, Hill University, 2010–2014", ("Hill", "bachelor", "2010", "2014")),
    ("Máster en Física, Hill University, 2014–2015", ("Hill", "master", "2014", "2015")),
    ("Master of Science (M.Sc.), Hill University, 2014–2016", ("Hill", "master", "2014", "2016")),
    (
        "Bachelor of Science (B.Sc.), Hill University, 2014–2017",
        ("Hill", "bachelor", "2014", "2017"),
    ),
    (
        "B.Sc. & M.Sc. in Physics (integrated), Hill University, 2012–2017",
        ("Hill", "master", "2012", "2017"),
    ),
    ("Mastère spécialisé, Hill University, 2014–2015", ("Hill", "master", "2014", "2015")),
    ("Magistère de Physique, Hill University, 2012–2015", ("Hill", "master", "2012", "2015")),
    (
        "Candidatus Scientiarum (cand.scient.), Hill University, 2012–2014",
        ("Hill", "master", "2012", "2014"),
    ),
    ("Civilingenjör (MSc), Hill University, 2012–2017", ("Hill", "master", "2012", "2017")),
    ("Ingeniero Civil, Hill University, 2012–2017", ("Hill", "master", "2012", "2017")),
    ("Ingénieur diplômé, Hill University, 2012–2015", ("Hill", "master", "2012", "2015")),
    ("Diploma (Dipl.-Phys.), Hill University, 2005–2011", ("Hill", "master", "2005", "2011")),
    (
        "MASt in Mathematics (Part III), Hill University, 2016–2017",
        ("Hill", "master", "2016", "2017"),
    ),
    ("M.Math., Hill University, 2016–2017", ("Hill", "master", "2016", "2017")),
    ("B.Math., Hill University, 2012–2016", ("Hill", "bachelor", "2012", "2016")),
    ("M.Stat., Hill University, 2016–2018", ("Hill", "master", "2016", "2018")),
    ("B.Stat. (Hons.), Hill University, 2013–2016", ("Hill", "bachelor", "2013", "2016")),
    ("Int. M.Sc. in Physics, Hill University, 2013–2018", ("Hill", "master", "2013", "2018")),
    ("BS-MS Dual Degree, Hill University, 2013–2018", ("Hill", "master", "2013", "2018")),
    (
        "Dual Degree (B.Tech. + M.Tech.), Hill University, 2013–2018",
        ("Hill", "master", "2013", "2018"),
    ),
    ("Ph.D. (Physics), Hill University, 2019–2023", ("Hill", "phd", "2019", "2023")),
    ("PhD, Hill University, 2019-23", ("Hill", "phd", "2019", "2023")),
    ("PhD, Hill University, 2019–'23", ("Hill", "phd", "2019", "2023")),
    ("B.S. in Physics, Hill University, 2009 – '12", ("Hill", "bachelor", "2009", "2012")),
    ("PhD, Hill University, Sep 2019 - Sep 2023 (expected)", ("Hill", "phd", "2019-09", "2023-09")),
]


def _third_id(line: str) -> str:
    return "3rd: " + line.split("\n")[0][:60]


@pytest.mark.parametrize(
    "line,reading_", [case(line, r, id=_third_id(line)) for line, r in THIRD_ROUND]
)
def test_third_round_one_entry(line, reading_):
    text = (
        HEADER + "Education\n\n" + line + "\n\n"
        "Vale College, Northbridge\nB.A. in Mathematics, 2009 – 2013" + AFTER
    )
    check(text, [reading_, ("Vale College", "bachelor", "2009", "2013")])


# --- a fourth round: one entry above a second, in Chinese and English -----------------

ZH_FOURTH = [
    (
        "2019.09-至今 青山大学 计算机学院 直博生（导师：李明）",
        [("青山大学", "phd", "2019-09", None)],
    ),
    (
        "青山大学（985/211）  计算机科学与技术  本科  2015.09-2019.06",
        [("青山大学", "bachelor", "2015-09", "2019-06")],
    ),
    ("2015.9-2019.7  青山大学  本科", [("青山大学", "bachelor", "2015-09", "2019-07")]),
    ("2015-2019  青山大学  本科", [("青山大学", "bachelor", "2015", "2019")]),
    ("2015.09~2019.06  青山大学  理学学士", [("青山大学", "bachelor", "2015-09", "2019-06")]),
    ("2019.09-2022.06  青山大学  工学硕士", [("青山大学", "master", "2019-09", "2022-06")]),
    ("2019.09-2024.06  青山大学  工学博士", [("青山大学", "phd", "2019-09", "2024-06")]),
    ("2022.09-2025.06  青山大学  专业硕士", [("青山大学", "master", "2022-09", "2025-06")]),
    ("2022.09-2025.06  青山大学  学术型硕士", [("青山大学", "master", "2022-09", "2025-06")]),
    (
        "2012.09-2015.06  青山职业技术学院  大专",
        [("青山职业技术学院", "other", "2012-09", "2015-06")],
    ),
    ("2020.09-2021.06  白云大学  访问学者", [("白云大学", "visiting", "2020-09", "2021-06")]),
    (
        "2018.09-2022.06  青山大学  计算机科学与技术（辅修经济学）  本科",
        [("青山大学", "bachelor", "2018-09", "2022-06")],
    ),
    (
        "2021/09 - 至今  青山大学  博士研究生  导师：李明研究员",
        [("青山大学", "phd", "2021-09", None)],
    ),
    (
        "2019.09—2022.07   中国青山研究院青山研究所   硕士",
        [("中国青山研究院青山研究所", "master", "2019-09", "2022-07")],
    ),
    (
        "2017年9月—2021年7月  青山大学  物理学  理学学士",
        [("青山大学", "bachelor", "2017-09", "2021-07")],
    ),
    ("青山大学  博士  2020年至今", [("青山大学", "phd", "2020", None)]),
    ("2020.09-今  青山大学  博士", [("青山大学", "phd", "2020-09", None)]),
    ("2018.09-2023.06  青山大学  硕博连读", [("青山大学", "phd", "2018-09", "2023-06")]),
    ("2016.09-2020.06  青山大学  本科（保研）", [("青山大学", "bachelor", "2016-09", "2020-06")]),
    ("2023.09-2026.06（预计）  青山大学  硕士", [("青山大学", "master", "2023-09", "2026-06")]),
    ("2023.09-预计2026.06  青山大学  硕士", [("青山大学", "master", "2023-09", "2026-06")]),
    ("2023.09-2026.06  青山大学  硕士（在读）", [("青山大学", "master", "2023-09", "2026-06")]),
    ("**青山大学** | 硕士 | 2023.09 – 2026.06", [("青山大学", "master", "2023-09", "2026-06")]),
    ("- 2019.09 – 至今，青山大学，计算机科学与技术，博士", [("青山大学", "phd", "2019-09", None)]),
    ("2019.09 – 至今，青山大学，计算机科学与技术，博士", [("青山大学", "phd", "2019-09", None)]),
    ("青山大学 2019.09-至今\n计算机科学与技术 博士", [("青山大学", "phd", "2019-09", None)]),
    (
        "2018.09-2019.01  Hill University（美国）  交换生",
        [("Hill University", "visiting", "2018-09", "2019-01")],
    ),
    ("2019.09-至今   香港青山大学   哲学博士（PhD）", [("香港青山大学", "phd", "2019-09", None)]),
]


@pytest.mark.parametrize("body,expected", [case(b, e, id="zh4: " + b[:40]) for b, e in ZH_FOURTH])
def test_fourth_round_chinese(body, expected):
    second = ("绿水大学", "bachelor", "2011-09", "2015-06")
    text = ZH_HEADER + "教育背景\n\n" + body + "\n2011.09-2015.06  绿水大学  学士" + ZH_AFTER
    check(text, [*expected, second])


EN_FOURTH = [
    (
        "Hill University                                        2019 – Present\n"
        "Ph.D. Candidate, Department of Physics\n"
        "Advisor: Prof. Ann Lee",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "2019 – Present                Hill University\n"
        "                              Ph.D. in Physics",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "Hill University, Ph.D. in Physics\n"
        "2019 – Present\n"
        "\n"
        "Hill University, M.S. in Physics\n"
        "2017 – 2019",
        [("Hill University", "phd", "2019", None), ("Hill University", "master", "2017", "2019")],
    ),
    (
        "Ph.D. in Physics\nHill University | Lakeside, CA | 2019 – Present",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "Ph.D., Physics | Hill University | 2019 – Present\n"
        "M.S., Physics | Hill University | 2017 – 2019",
        [("Hill University", "phd", "2019", None), ("Hill University", "master", "2017", "2019")],
    ),
    (
        "• Ph.D. in Physics, Hill University (2019 – Present)",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "◦ Ph.D. in Physics, Hill University (2019 – Present)",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "➢ Ph.D. in Physics, Hill University (2019 – Present)",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "* Ph.D. in Physics, Hill University, 2019 – Present",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "1. Ph.D. in Physics, Hill University, 2019 – Present",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "PH.D. IN PHYSICS, HILL UNIVERSITY, 2019 – PRESENT",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "Ph.D. in Physics, Hill University, 2019–present. Advisor: Ann Lee. Thesis: Lake waves.",
        [("Hill University", "phd", "2019", None)],
    ),
    (
        "Hill University — Lakeside, CA\n"
        "Doctor of Philosophy in Physics; GPA: 3.9/4.0          Aug 2019 – May 2024",
        [("Hill University", "phd", "2019-08", "2024-05")],
    ),
    (
        "Hill University\nPh.D. Physics\nAug 2019 – May 2024 (expected)\nLakeside, CA",
        [("Hill University", "phd", "2019-08", "2024-05")],
    ),
    (
        "Hill University, Lakeside                                        2019 – 2024\n"
        "PhD Physics (with distinction)",
        [("Hill University", "phd", "2019", "2024")],
    ),
    ("PhD in Physics (2019-2024), Hill University", [("Hill University", "phd", "2019", "2024")]),
    ("PhD in Physics [2019-2024] Hill University", [("Hill University", "phd", "2019", "2024")]),
    (
        "2019 - 2024 | PhD in Physics | Hill University",
        [("Hill University", "phd", "2019", "2024")],
    ),
    ("2019 - 2024\tPhD in Physics\tHill University", [("Hill University", "phd", "2019", "2024")]),
    ("Hill University (2019 – 2024)\nPhD in Physics", [("Hill University", "phd", "2019", "2024")]),
    ("PhD in Physics [2019-2024] Hill University", [("Hill University", "phd", "2019", "2024")]),
    ("PhD in Physics (2019-2024) Hill University", [("Hill University", "phd", "2019", "2024")]),
    ("[2019-2024] PhD in Physics, Hill University", [("Hill University", "phd", "2019", "2024")]),
    (
        "PhD in Physics [2019 – present], Hill University",
        [("Hill University", "phd", "2019", None)],
    ),
]


@pytest.mark.parametrize("body,expected", [case(b, e, id="en4: " + b[:40]) for b, e in EN_FOURTH])
def test_fourth_round_english(body, expected):
    second = ("Vale College", "bachelor", "2009", "2013")
    text = (
        HEADER + "Education\n\n" + body + "\n\nVale College, Northbridge\n"
        "B.A. in Mathematics, 2009 – 2013" + AFTER
    )
    check(text, [*expected, second])
