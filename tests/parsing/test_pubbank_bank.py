"""A bank of the ways CVs write publication lists and awards lists, and what ends them.

Each case is a whole invented CV: a name, an education section, the list under one of
its headings, then another section under one of the ways CVs head it. The parser must
count the papers (and read each one's title and year) or the awards, and stop where the
next section starts. The cases combine independent choices (citation style x list
markup x sub-headings x heading form x the section that follows); a fixed subset of the
combinations is kept, so the bank is the same on every run.
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass

import pytest
from rapidfuzz import fuzz

from profiles.parsing import parse_bytes

# The families of the bank the parser does not read yet: (a pattern of test ids, why).
KNOWN_MISSES = [
    (
        r"test_chinese_publication_bank\[title_first-tight-.*",
        "Chinese citations opening on their 《title》, one a line with no list marks, run together",
    ),
    (
        r"test_chinese_award_bank\[dotted_month_first-.*",
        "awards opening on a dotted year and month ('2023.10 国家奖学金') read as one",
    ),
    (
        r"test_list_ending_bank\[pubs-.*-(Invited_Talks_and_Guest_Lectures|Invited_Lectures|"
        r"Guest_Lectures|Lectures|Tutorials|Conference_Contributions|Event_Organization|"
        r"Media|Summer_Schools|Workshops_and_Schools|Research_Statement|Links)-.*",
        "a heading in words that name no section (lectures are talks or teaching; summer "
        "schools are read as education) does not end the list of papers above it",
    ),
]

# ---------------------------------------------------------------- the invented records


@dataclass(frozen=True)
class Paper:
    title: str
    authors: tuple[str, ...]  # "Ada Quinn" form
    venue: str
    tag: str  # short venue ("TLS", "CVPR")
    year: int
    kind: str  # journal|conference|preprint|review


PAPERS = (
    Paper(
        "Tidal Memory Networks for Estuary Forecasting",
        ("Ada Quinn", "Ben Hale", "Cora Moss"),
        "Journal of Coastal Computation",
        "JCC",
        2024,
        "journal",
    ),
    Paper(
        "Sparse Attention over Reef Sensor Graphs",
        ("Ben Hale", "Ada Quinn"),
        "Proceedings of the Conference on Marine Learning",
        "CML",
        2023,
        "conference",
    ),
    Paper(
        "A Benchmark of Kelp Growth under Warming Seas",
        ("Ada Quinn", "Dev Patel", "Eli Stone", "Cora Moss"),
        "Transactions on Ocean Data Science",
        "TODS",
        2022,
        "journal",
    ),
    Paper(
        "Learning Current Fields from Drifter Tracks",
        ("Fay Lin", "Ada Quinn"),
        "arXiv preprint arXiv:2501.01234",
        "arXiv",
        2025,
        "preprint",
    ),
)

PAPERS_ZH = (
    ("基于潮汐记忆网络的河口预测方法", ("秦雅", "何斌", "莫可"), "海岸计算学报", 2024),
    ("珊瑚礁传感器图上的稀疏注意力机制", ("何斌", "秦雅"), "海洋信息学报", 2023),
    ("海洋变暖条件下海带生长的基准数据集", ("秦雅", "王德", "石磊"), "海洋数据科学", 2022),
)


def initials(name: str) -> str:
    first, last = name.split()
    return f"{first[0]}. {last}"


def last_first(name: str) -> str:
    first, last = name.split()
    return f"{last}, {first[0]}."


def joined(names: list[str], last_sep: str = ", and ") -> str:
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return names[0] + last_sep.replace(",", "", 1).rstrip() + " " + names[1]
    return ", ".join(names[:-1]) + last_sep + names[-1]


# ---------------------------------------------------------------- citation styles
# Each style gives a paper's lines; a list of one string is one line.


def apa(p: Paper) -> list[str]:
    names = [last_first(a) for a in p.authors]
    authors = ", ".join(names[:-1]) + ", & " + names[-1] if len(names) > 1 else names[0]
    return [f"{authors} ({p.year}). {p.title}. *{p.venue}*, 12(3), 45–67."]


def ieee(p: Paper) -> list[str]:
    authors = joined([initials(a) for a in p.authors])
    return [f'{authors}, "{p.title}," in *{p.venue}*, {p.year}, pp. 101–110.']


def acm(p: Paper) -> list[str]:
    authors = joined(list(p.authors))
    return [f"{authors}. {p.year}. {p.title}. In *{p.venue}* ({p.tag} '{p.year % 100}). 1–12."]


def chicago(p: Paper) -> list[str]:
    first, *rest = p.authors
    f, last = first.split()
    authors = joined([f"{last}, {f}", *rest]) if rest else f"{last}, {f}"
    return [f'{authors}. "{p.title}." *{p.venue}* 12, no. 3 ({p.year}): 45–67.']


def nature(p: Paper) -> list[str]:
    names = [last_first(a) for a in p.authors]
    authors = ", ".join(names[:-1]) + " & " + names[-1] if len(names) > 1 else names[0]
    return [f"{authors} {p.title}. *{p.venue}* **12**, 1234 ({p.year})."]


def authors_title_venue(p: Paper) -> list[str]:
    return [f"{', '.join(p.authors)}. {p.title}. {p.venue}, {p.year}."]


def title_authors_venue(p: Paper) -> list[str]:
    return [f"{p.title}. {', '.join(p.authors)}. {p.venue} {p.year}."]


def bold_title_first(p: Paper) -> list[str]:
    return [f"**{p.title}**. {', '.join(p.authors)}. *{p.venue}*, {p.year}."]


def quoted_title_first(p: Paper) -> list[str]:
    return [f'"{p.title}". {", ".join(p.authors)}. {p.venue}, {p.year}.']


def venue_tag(p: Paper) -> list[str]:
    return [f"[{p.tag}'{p.year % 100}] {', '.join(p.authors)}. {p.title}."]


def equal_contribution(p: Paper) -> list[str]:
    marked = [a + "*" if i < 2 else a for i, a in enumerate(p.authors)]
    return [f"{', '.join(marked)}. {p.title}. In {p.venue}, {p.year}. (*equal contribution)"]


def field_per_line(p: Paper) -> list[str]:
    return [p.title, ", ".join(p.authors), f"{p.venue}, {p.year}"]


def card_with_links(p: Paper) -> list[str]:
    return [
        f"**{p.title}**",
        ", ".join(p.authors),
        f"*{p.venue}*, {p.year}",
        "[PDF] [Code] [Slides]",
    ]


def card_with_abstract(p: Paper) -> list[str]:
    return [
        f"**{p.title}**",
        ", ".join(p.authors),
        f"*{p.venue}*, {p.year}",
        "We study how coastal signals can be forecast from sparse sensors and show gains "
        "on three held-out bays.",
    ]


def wrapped(p: Paper) -> list[str]:
    """A citation as a PDF's text gives it, broken over lines of about 60 characters."""
    text = f"{', '.join(p.authors)}. {p.title}. {p.venue}, {p.year}, pp. 101–110."
    out, line = [], ""
    for word in text.split():
        if line and len(line) + len(word) > 60:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*out, line]


STYLES = {
    "apa": apa,
    "ieee": ieee,
    "acm": acm,
    "chicago": chicago,
    "nature": nature,
    "authors_title_venue": authors_title_venue,
    "title_authors_venue": title_authors_venue,
    "bold_title_first": bold_title_first,
    "quoted_title_first": quoted_title_first,
    "venue_tag": venue_tag,
    "equal_contribution": equal_contribution,
    "field_per_line": field_per_line,
    "card_with_links": card_with_links,
    "card_with_abstract": card_with_abstract,
    "wrapped": wrapped,
}

# ---------------------------------------------------------------- list markup


def marked(items: list[list[str]], markup: str) -> list[str]:
    """The items' lines under a list markup; continuation lines indented under bullets."""
    out = []
    for n, lines in enumerate(items, 1):
        first, rest = lines[0], lines[1:]
        if markup == "bullet":
            out += [f"- {first}", *(f"  {ln}" for ln in rest)]
        elif markup == "numbered":
            out += [f"{n}. {first}", *(f"   {ln}" for ln in rest)]
        elif markup == "bracketed":
            out += [f"[{n}] {first}", *rest]
        elif markup == "blank":
            out += [first, *rest, ""]
        else:  # "tight": no markup, no blank line, as a PDF's text gives it
            out += [first, *rest]
    return out


MARKUPS = ("bullet", "numbered", "bracketed", "blank", "tight")

# ---------------------------------------------------------------- headings


def heading(text: str, form: str, number: int = 3) -> list[str]:
    """A section heading in one of the forms CVs give them."""
    if form == "md":
        return [f"## {text}", ""]
    if form == "caps":
        return [text.upper(), ""]
    if form == "colon":
        return [f"{text}:"]
    if form == "bold":
        return [f"**{text}**", ""]
    if form == "numbered":
        return [f"{number}. {text}", ""]
    return [text, ""]  # "plain": a short line alone


HEADING_FORMS = ("md", "caps", "colon", "bold", "plain")

PUB_HEADINGS = (
    "Publications",
    "Selected Publications",
    "Papers",
    "Refereed Publications",
    "Publications and Preprints",
    "Research Papers",
    "Peer-Reviewed Publications",
)
AWARD_HEADINGS = (
    "Awards",
    "Honors and Awards",
    "Awards & Honours",
    "Fellowships and Awards",
    "Scholarships",
    "Selected Honors",
    "Awards and Distinctions",
)

# The sections that follow a list, each with items that look like papers or awards.
NEXT_SECTIONS = {
    "talks": (
        (
            "Invited Talks",
            "Talks",
            "Presentations",
            "Conference Presentations",
            "Invited Talks & Seminars",
        ),
        [
            "Tidal memory for estuaries, Harbor University, Mar. 2024",
            "Forecasting kelp growth, Ocean Data Workshop, Lisbon, 2023",
            "Reef sensor graphs, Marine Learning Seminar, Online, 2022",
        ],
    ),
    "teaching": (
        ("Teaching", "Teaching Experience", "Teaching Assistantships", "Courses Taught"),
        [
            "Teaching Assistant, Introduction to Oceanography (OCN 101), Fall 2023",
            "Guest Lecturer, Machine Learning for Earth Science, Spring 2022",
            "Teaching Assistant, Data Structures, 2021",
        ],
    ),
    "service": (
        ("Service", "Professional Service", "Academic Service", "Peer Review", "Reviewing"),
        [
            "Reviewer: Conference on Marine Learning 2023, 2024",
            "Program Committee, Workshop on Ocean Data, 2024",
            "Organizer, Coastal AI Reading Group, 2022–2024",
        ],
    ),
    "skills": (
        ("Skills", "Technical Skills", "Languages"),
        [
            "Programming: Python, C++, Julia",
            "Tools: PyTorch, JAX, Docker",
            "Languages: English (native), Spanish (fluent)",
        ],
    ),
    "references": (
        ("References", "Referees"),
        [
            "Prof. Ben Hale, Harbor University, ben.hale@example.edu",
            "Dr. Cora Moss, Reef Institute, cora.moss@example.org",
        ],
    ),
    "experience": (
        ("Research Experience", "Work Experience", "Employment"),
        [
            "Research Intern, Reef Institute, Jun. 2023 – Aug. 2023",
            "Software Engineer, Tide Labs, 2019 – 2021",
        ],
    ),
    "mentoring": (
        ("Mentoring", "Students Supervised", "Outreach"),
        [
            "Lena Ruiz (undergraduate, 2023), now at Harbor University",
            "High-school ocean science camp volunteer, 2022",
        ],
    ),
}

NAME = [
    "Ada Quinn",
    "",
    "ada.quinn@example.edu",
    "",
    "Ocean scientist working on machine learning for coastal forecasting, reef sensor networks "
    "and the ecology of kelp forests.",
    "",
]


def opening(form: str) -> list[str]:
    """The name, an education and an experience section, headed in ``form``."""
    name = ["# Ada Quinn", *NAME[1:]] if form == "md" else NAME
    return (
        name
        + heading("Education", form, 1)
        + [
            "- Ph.D. in Ocean Science, Harbor University, 2020 – 2025",
            "- B.S. in Physics, Lakeside College, 2016 – 2020",
            "",
        ]
        + heading("Experience", form, 2)
        + ["- Research Assistant, Reef Institute, 2021 – 2024", ""]
    )


def document(body: list[str], next_kind: str, next_heading: str, form: str) -> str:
    """A CV whose list (``body``, under its heading) is followed by another section, every
    heading in one form."""
    _, items = NEXT_SECTIONS[next_kind]
    after = heading(next_heading, form, 4) + [f"- {it}" if form == "md" else it for it in items]
    return "\n".join(opening(form) + body + [""] + after + [""])


def norm(s: str | None) -> str:
    return re.sub(r"[^a-z0-9\u4e00-\u9fff]+", " ", (s or "").lower()).strip()


def same_title(a: str, b: str | None) -> bool:
    """The title read is the paper's as the corpus score matches them (its words all there)."""
    return fuzz.token_set_ratio(norm(a), norm(b)) >= 90


def parse(text: str, form: str):
    return parse_bytes(text.encode("utf-8"), "cv.md" if form in ("md", "bold") else "cv.txt")


# ---------------------------------------------------------------- publication cases


def _pub_cases() -> list[tuple]:
    rng = random.Random(7)
    cases = []
    # Every style under every markup, the other choices drawn.
    for style, markup in itertools.product(STYLES, MARKUPS):
        form = rng.choice(HEADING_FORMS)
        head = rng.choice(PUB_HEADINGS)
        nxt = rng.choice(sorted(NEXT_SECTIONS))
        nxt_head = rng.choice(NEXT_SECTIONS[nxt][0])
        cases.append((style, markup, "none", form, head, nxt, nxt_head))
    # Sub-headings by year or kind, over a subset of styles and markups.
    for style, markup, groups in itertools.product(
        ("ieee", "acm", "authors_title_venue", "bold_title_first", "card_with_links"),
        ("bullet", "numbered", "blank"),
        ("years", "kinds"),
    ):
        form = rng.choice(HEADING_FORMS)
        nxt = rng.choice(sorted(NEXT_SECTIONS))
        cases.append(
            (style, markup, groups, form, "Publications", nxt, rng.choice(NEXT_SECTIONS[nxt][0]))
        )
    # Each following section under each heading form.
    for nxt, form in itertools.product(sorted(NEXT_SECTIONS), HEADING_FORMS):
        style = rng.choice(("ieee", "acm", "apa", "authors_title_venue"))
        markup = rng.choice(("bullet", "numbered", "blank", "tight"))
        for nxt_head in NEXT_SECTIONS[nxt][0][:3]:
            cases.append((style, markup, "none", form, "Publications", nxt, nxt_head))
    return cases


KIND_LABELS = {
    "journal": "Journal Articles",
    "conference": "Conference Papers",
    "preprint": "Preprints",
    "review": "Under Review",
}


def pub_body(style: str, markup: str, groups: str, form: str, head: str) -> list[str]:
    fmt = STYLES[style]
    body = heading(head, form)
    if groups == "none":
        return body + marked([fmt(p) for p in PAPERS], markup)
    key = (lambda p: str(p.year)) if groups == "years" else (lambda p: KIND_LABELS[p.kind])
    order = sorted(PAPERS, key=lambda p: -p.year) if groups == "years" else PAPERS
    for label, group in itertools.groupby(order, key=key):
        sub = [f"### {label}", ""] if form == "md" else [label, ""]
        body += sub + marked([fmt(p) for p in group], markup) + [""]
    return body


def _case_id(case: tuple) -> str:
    return "-".join(str(c).replace(" ", "_") for c in case)


def bank(test: str, cases: list[tuple]) -> list:
    """The cases as parameters, each named by its choices; those the parser does not read
    yet (KNOWN_MISSES, by family) are expected to fail."""
    params = []
    for case in cases:
        case_id = _case_id(case)
        reason = next(
            (why for rx, why in KNOWN_MISSES if re.fullmatch(rx, f"{test}[{case_id}]")), None
        )
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        params.append(pytest.param(case, id=case_id, marks=marks))
    return params


PUB_CASES = _pub_cases()


@pytest.mark.parametrize("case", bank("test_publication_bank", PUB_CASES))
def test_publication_bank(case):
    style, markup, groups, form, head, nxt, nxt_head = case
    text = document(pub_body(style, markup, groups, form, head), nxt, nxt_head, form)
    pubs = parse(text, form).publications
    got = [(p.title, p.year) for p in pubs]
    assert len(pubs) == len(PAPERS), got
    for paper in PAPERS:
        hit = next((p for p in pubs if same_title(paper.title, p.title)), None)
        assert hit is not None, (paper.title, got)
        assert hit.year == paper.year, (paper.title, got)


# Chinese papers in GB/T 7714 and in a plain Chinese list.
ZH_STYLES = {
    "gbt": lambda t, a, v, y: f"{', '.join(a)}. {t}[J]. {v}, {y}, 12(3): 45-67.",
    "gbt_cn_punct": lambda t, a, v, y: f"{'，'.join(a)}．{t}[J]．{v}，{y}，12(3)：45-67．",
    "title_first": lambda t, a, v, y: f"《{t}》，{v}，{y}，{'、'.join(a)}",
    "venue_year_last": lambda t, a, v, y: f"{'、'.join(a)}，“{t}”，《{v}》，{y}年。",
}
ZH_HEADINGS = ("发表论文", "论文发表", "学术成果", "科研成果")
ZH_NEXT = (("学术报告", ["潮汐记忆网络，海港大学，2024年3月"]), ("专业技能", ["编程：Python、C++"]))


ZH_PUB_CASES = list(
    itertools.product(ZH_STYLES, ("bullet", "numbered", "bracketed", "tight"), (0, 1), (0, 1))
)


@pytest.mark.parametrize("case", bank("test_chinese_publication_bank", ZH_PUB_CASES))
def test_chinese_publication_bank(case):
    style, markup, head, nxt = case
    zh_head = ZH_HEADINGS[head]
    items = [[ZH_STYLES[style](t, a, v, y)] for t, a, v, y in PAPERS_ZH]
    next_head, next_items = ZH_NEXT[nxt]
    lines = [
        "秦雅",
        "",
        "邮箱：qinya@example.cn",
        "",
        "教育背景",
        "",
        "海港大学 海洋科学 博士 2020-2025",
        "",
    ]
    lines += [zh_head, "", *marked(items, markup), "", next_head, "", *next_items]
    pubs = parse("\n".join(lines), "plain").publications
    got = [(p.title, p.year) for p in pubs]
    assert len(pubs) == len(PAPERS_ZH), got
    for t, _, _, y in PAPERS_ZH:
        hit = next((p for p in pubs if same_title(t, p.title)), None)
        assert hit is not None and hit.year == y, (t, got)


# ---------------------------------------------------------------- award cases


@dataclass(frozen=True)
class Honour:
    title: str
    issuer: str
    year: int


HONOURS = (
    Honour("Best Paper Award", "Conference on Marine Learning", 2024),
    Honour("Graduate Research Fellowship", "National Ocean Foundation", 2022),
    Honour("Outstanding Teaching Assistant Award", "Harbor University", 2021),
    Honour("Gold Medal, National Physics Olympiad", "Physics Society", 2016),
)

AWARD_STYLES = {
    "title_issuer_year": lambda h: f"{h.title}, {h.issuer}, {h.year}",
    "year_first_gap": lambda h: f"{h.year}    {h.title}, {h.issuer}",
    "year_first_colon": lambda h: f"{h.year}: {h.title}, {h.issuer}",
    "year_in_brackets_last": lambda h: f"{h.title}, {h.issuer} ({h.year})",
    "year_in_brackets_first": lambda h: f"[{h.year}] {h.title}, {h.issuer}",
    "year_flush_right": lambda h: (
        f"{h.title}, {h.issuer}{' ' * (64 - len(h.title) - len(h.issuer))}{h.year}"
    ),
    "columns_bar": lambda h: f"{h.title} | {h.issuer} | {h.year}",
    "dash_issuer": lambda h: f"{h.title} — {h.issuer}, {h.year}",
    "bold_title": lambda h: f"**{h.title}**, {h.issuer}, {h.year}",
    "title_only_year": lambda h: f"{h.title} ({h.year})",
}


def award_items(style: str) -> list[list[str]]:
    return [[AWARD_STYLES[style](h)] for h in HONOURS]


def _award_cases() -> list[tuple]:
    rng = random.Random(11)
    cases = []
    for style, markup in itertools.product(AWARD_STYLES, ("bullet", "blank", "tight")):
        form = rng.choice(HEADING_FORMS)
        head = rng.choice(AWARD_HEADINGS)
        nxt = rng.choice(sorted(NEXT_SECTIONS))
        cases.append((style, markup, form, head, nxt, rng.choice(NEXT_SECTIONS[nxt][0])))
    for nxt, form in itertools.product(sorted(NEXT_SECTIONS), HEADING_FORMS):
        style = rng.choice(sorted(AWARD_STYLES))
        markup = rng.choice(("bullet", "blank", "tight"))
        for nxt_head in NEXT_SECTIONS[nxt][0][:3]:
            cases.append((style, markup, form, "Honors and Awards", nxt, nxt_head))
    return cases


AWARD_CASES = _award_cases()


@pytest.mark.parametrize("case", bank("test_award_bank", AWARD_CASES))
def test_award_bank(case):
    style, markup, form, head, nxt, nxt_head = case
    body = heading(head, form) + marked(award_items(style), markup)
    awards = parse(document(body, nxt, nxt_head, form), form).awards
    assert len(awards) == len(HONOURS), [a.title for a in awards]


# Shapes of a whole awards list, each with the number of honours it names.
AWARD_SHAPES = {
    "year_headings": (
        [
            "2024",
            "- Best Paper Award, Conference on Marine Learning",
            "- Reef Prize for Young Researchers",
            "",
            "2022",
            "- Graduate Research Fellowship",
            "",
            "2021",
            "- Outstanding Teaching Assistant Award",
        ],
        4,
    ),
    "several_a_line_semicolons": (
        [
            "Best Paper Award (2024); Graduate Research Fellowship (2022); Outstanding Teaching "
            "Assistant Award (2021)"
        ],
        3,
    ),
    "repeated_honour_one_line": (
        ["- Dean's List, Lakeside College, 2017, 2018, 2019", "- Best Paper Award, 2024"],
        2,
    ),
    "repeated_honour_many_lines": (
        [
            "- Dean's List, 2017",
            "- Dean's List, 2018",
            "- Dean's List, 2019",
            "- Best Paper Award, 2024",
        ],
        2,
    ),
    "grants_with_amounts": (
        [
            "- Graduate Research Fellowship, National Ocean Foundation ($138,000), 2022–2025",
            "- Travel Grant, Conference on Marine Learning ($1,500), 2023",
            "- Seed Grant for Coastal Sensing, Harbor University, $20,000, 2021",
        ],
        3,
    ),
    "competitions": (
        [
            "- 1st Place, National Underwater Robotics Challenge, 2019",
            "- Gold Medal, Regional Collegiate Programming Contest, 2018",
            "- Top 2% (rank 31 of 1,800), Tide Forecasting Data Challenge, 2021",
            "- Finalist, Ocean Startup Pitch Competition, 2022",
        ],
        4,
    ),
    "with_description_lines": (
        [
            "- Best Paper Award, Conference on Marine Learning, 2024",
            "  Given to one of 900 accepted papers.",
            "- Graduate Research Fellowship, 2022",
            "  Three years of stipend and tuition.",
        ],
        2,
    ),
    "issuer_on_next_line": (
        [
            "**Best Paper Award** 2024",
            "Conference on Marine Learning",
            "",
            "**Graduate Research Fellowship** 2022",
            "National Ocean Foundation",
            "",
            "**Outstanding Teaching Assistant Award** 2021",
            "Harbor University",
        ],
        3,
    ),
    "date_column_months": (
        [
            "Mar. 2024    Best Paper Award, Conference on Marine Learning",
            "Sep. 2022    Graduate Research Fellowship, National Ocean Foundation",
            "May 2021     Outstanding Teaching Assistant Award, Harbor University",
        ],
        3,
    ),
}


SHAPE_CASES = list(
    itertools.product(AWARD_SHAPES, ("md", "caps"), ("talks", "service", "teaching"))
)


@pytest.mark.parametrize("case", bank("test_award_shape_bank", SHAPE_CASES))
def test_award_shape_bank(case):
    shape, form, nxt = case
    lines, count = AWARD_SHAPES[shape]
    body = heading("Honors and Awards", form) + lines
    nxt_head = NEXT_SECTIONS[nxt][0][0]
    awards = parse(document(body, nxt, nxt_head, form), form).awards
    assert len(awards) == count, [a.title for a in awards]


ZH_AWARDS = {
    "year_first": (
        [
            "2023年 国家奖学金",
            "2022年 校级一等奖学金",
            "2021年 优秀学生干部",
            "2020年 全国大学生数学建模竞赛一等奖",
        ],
        4,
    ),
    "year_in_brackets": (
        ["国家奖学金（2023）", "校级一等奖学金（2022）", "优秀学生干部（2021）"],
        3,
    ),
    "dotted_month_first": (
        ["2023.10 国家奖学金", "2022.10 校级一等奖学金", "2021.05 优秀学生干部"],
        3,
    ),
    "several_a_line": (["国家奖学金、校级一等奖学金、优秀学生干部、三好学生"], 4),
    "several_a_line_semicolons": (["2023 国家奖学金；2022 校级一等奖学金；2021 优秀学生干部"], 3),
    "competitions": (
        [
            "2021 全国大学生数学建模竞赛 一等奖",
            "2020 蓝桥杯程序设计大赛 省二等奖",
            "2019 全国大学生电子设计竞赛 三等奖",
        ],
        3,
    ),
}
ZH_AWARD_HEADINGS = ("获奖情况", "荣誉奖项", "奖励与荣誉")
ZH_AWARD_NEXT = (
    ("项目经历", ["海洋传感器图平台，2022.03-2023.06，负责人"]),
    ("社会工作", ["学生会主席，2021-2022"]),
)


ZH_AWARD_CASES = list(itertools.product(ZH_AWARDS, (0, 1, 2), ("bullet", "tight"), (0, 1)))


@pytest.mark.parametrize("case", bank("test_chinese_award_bank", ZH_AWARD_CASES))
def test_chinese_award_bank(case):
    shape, head, markup, nxt = case
    zh_head = ZH_AWARD_HEADINGS[head]
    items, count = ZH_AWARDS[shape]
    next_head, next_items = ZH_AWARD_NEXT[nxt]
    lines = [
        "秦雅",
        "",
        "邮箱：qinya@example.cn",
        "",
        "教育背景",
        "",
        "海港大学 海洋科学 博士 2020-2025",
        "",
    ]
    lines += [zh_head, "", *marked([[it] for it in items], markup), "", next_head, "", *next_items]
    awards = parse("\n".join(lines), "plain").awards
    assert len(awards) == count, [a.title for a in awards]


# ---------------------------------------------------------------- what ends a list
# Headings CVs give the sections that follow a papers or awards list, each with items of
# that section that could pass for papers or awards.
TALK_ITEMS = [
    "Tidal memory for estuaries. Harbor University, Boston, MA, March 2024.",
    "Forecasting kelp growth. Ocean Data Workshop, Lisbon, Portugal, 2023.",
]
SERVICE_ITEMS = [
    "Reviewer, Conference on Marine Learning, 2023, 2024",
    "Organizer, Coastal AI Reading Group, 2022–2024",
]
ENDINGS = {
    "talks": (
        "Invited Talks and Guest Lectures",
        "Conference Talks",
        "Oral Presentations",
        "Invited Lectures",
        "Guest Lectures",
        "Colloquia",
        "Seminars and Colloquia",
        "Panels",
        "Invited Panels",
        "Tutorials",
        "Speaking Engagements",
        "Conference Attendance",
        "Conference Contributions",
        "Contributed Talks",
        "Selected Talks",
        "Keynotes",
        "Lectures",
        "Podcasts and Interviews",
        "Posters",
    ),
    "service": (
        "Synergistic Activities",
        "Professional Activities",
        "Departmental Service",
        "Editorial Activities",
        "Journal Reviewing",
        "Refereeing",
        "Ad hoc Reviewer",
        "Professional Memberships",
        "Societies",
        "Event Organization",
        "Workshops Organized",
        "Organized Workshops",
        "Students Advised",
        "Thesis Supervision",
        "Mentorship",
        "Public Engagement",
        "Science Communication",
        "Service to the Profession",
        "Committee Work",
        "Journal Referee",
    ),
    "misc": (
        "Software",
        "Code",
        "Datasets",
        "Open-Source Software",
        "Software and Datasets",
        "Press",
        "Press & Media",
        "Media",
        "Relevant Coursework",
        "Coursework",
        "Courses",
        "Courses Attended",
        "Online Courses",
        "Summer Schools",
        "Schools Attended",
        "Workshops and Schools",
        "Research Statement",
        "Computing",
        "Technical Strengths",
        "Links",
        "Extracurricular Activities",
        "Volunteer Experience",
        "Hobbies",
    ),
}
ENDING_ITEMS = {"talks": TALK_ITEMS, "service": SERVICE_ITEMS}
MISC_ITEMS = [
    "Ocean ML Summer School, Lisbon, Portugal, July 2022",
    "tidekit: a Python package for tide series (300 stars), 2023",
]
ENDING_FORMS = ("md", "caps", "colon", "bold", "numbered")


def _ending_cases() -> list[tuple]:
    rng = random.Random(5)
    cases = []
    for kind, heads in ENDINGS.items():
        for head in heads:
            for listed in ("pubs", "awards"):
                cases.append((listed, kind, head, rng.choice(ENDING_FORMS)))
    return cases


ENDING_CASES = _ending_cases()


@pytest.mark.parametrize("case", bank("test_list_ending_bank", ENDING_CASES))
def test_list_ending_bank(case):
    listed, kind, head, form = case
    if listed == "pubs":
        body = heading("Publications", form) + marked([acm(p) for p in PAPERS], "numbered")
    else:
        items = award_items("title_issuer_year")
        body = heading("Honors and Awards", form) + marked(items, "bullet")
    after = heading(head, form, 4) + [f"- {it}" for it in ENDING_ITEMS.get(kind, MISC_ITEMS)]
    text = "\n".join(opening(form) + body + [""] + after + [""])
    cv = parse(text, form)
    if listed == "pubs":
        assert len(cv.publications) == len(PAPERS), [p.title for p in cv.publications]
    else:
        assert len(cv.awards) == len(HONOURS), [a.title for a in cv.awards]


# ---------------------------------------------------------------- what surrounds a paper
# Lines a list of papers carries besides its citations: a legend or a link to a profile
# above the list, badges, notes, abstracts and counts below a paper.
TOPS = {
    "none": [],
    "legend": ["(* denotes equal contribution, † corresponding author)", ""],
    "scholar": ["Full list on Google Scholar (citations: 1,204; h-index: 14).", ""],
    "count_note": [
        "12 journal articles, 9 conference papers; students I supervised underlined.",
        "",
    ],
}
EXTRAS = {
    "badge_line": lambda p: ["Oral presentation (top 2%)"],
    "award_note": lambda p: ["Best Paper Award"],
    "cited_by": lambda p: ["Cited by 45"],
    "tldr": lambda p: ["TL;DR: memory helps forecast tides where sensors are sparse."],
    "keywords": lambda p: ["Keywords: forecasting, sensor networks, coastal oceans"],
    "links_words": lambda p: ["PDF | Code | Slides | Video"],
    "abstract_two_lines": lambda p: [
        "Abstract: We study how coastal signals can be forecast from sparse sensors, and we",
        "show gains on three held-out bays over the strongest baselines.",
    ],
    "media": lambda p: ["Covered by Ocean Weekly and Coastal News."],
}
PAPER_SHAPES = {
    "citation": lambda p: authors_title_venue(p),
    "card": lambda p: [f"**{p.title}**", ", ".join(p.authors), f"*{p.venue}*, {p.year}"],
    "authors_first_lines": lambda p: [", ".join(p.authors), p.title, f"{p.venue}, {p.year}"],
    "year_column": lambda p: [f"{p.year}    {', '.join(p.authors)}. {p.title}. {p.venue}."],
    "venue_first": lambda p: [f"{p.tag} {p.year} | {p.title} | {', '.join(p.authors)}"],
}


def _extra_cases() -> list[tuple]:
    rng = random.Random(3)
    cases = []
    for shape, extra in itertools.product(PAPER_SHAPES, EXTRAS):
        markup = rng.choice(("bullet", "blank", "numbered"))
        cases.append((shape, extra, markup, rng.choice(sorted(TOPS)), rng.choice(("md", "caps"))))
    return cases


EXTRA_CASES = _extra_cases()


@pytest.mark.parametrize("case", bank("test_paper_extras_bank", EXTRA_CASES))
def test_paper_extras_bank(case):
    shape, extra, markup, top, form = case
    items = [PAPER_SHAPES[shape](p) + EXTRAS[extra](p) for p in PAPERS]
    body = heading("Publications", form) + TOPS[top] + marked(items, markup)
    pubs = parse(document(body, "talks", "Invited Talks", form), form).publications
    got = [(p.title, p.year) for p in pubs]
    assert len(pubs) == len(PAPERS), got
    for paper in PAPERS:
        hit = next((p for p in pubs if same_title(paper.title, p.title)), None)
        assert hit is not None and hit.year == paper.year, (paper.title, got)


# Awards lists with sub-headings of their own kinds, descriptions and columns.
AWARD_LISTS = {
    "kind_subheadings": (
        [
            "Fellowships",
            "- Graduate Research Fellowship, National Ocean Foundation, 2022",
            "- Harbor Presidential Fellowship, 2020",
            "",
            "Awards",
            "- Best Paper Award, Conference on Marine Learning, 2024",
            "",
            "Grants",
            "- Travel Grant, Conference on Marine Learning, 2023",
        ],
        4,
    ),
    "table_rows": (
        [
            "2024 | Best Paper Award | Conference on Marine Learning",
            "2022 | Graduate Research Fellowship | National Ocean Foundation",
            "2021 | Outstanding Teaching Assistant Award | Harbor University",
        ],
        3,
    ),
    "year_range_first": (
        [
            "2022–2025  Graduate Research Fellowship, National Ocean Foundation",
            "2020–2021  Harbor Presidential Fellowship, Harbor University",
            "2024       Best Paper Award, Conference on Marine Learning",
        ],
        3,
    ),
    "indented_descriptions": (
        [
            "- Best Paper Award, Conference on Marine Learning, 2024",
            "    One of three papers chosen from 900 accepted.",
            "    Presented at the closing session.",
            "- Graduate Research Fellowship, National Ocean Foundation, 2022–2025",
            "    Three years of stipend and tuition ($138,000).",
            "- Outstanding Teaching Assistant Award, Harbor University, 2021",
        ],
        3,
    ),
    "amount_column": (
        [
            "Graduate Research Fellowship, National Ocean Foundation    $138,000    2022",
            "Travel Grant, Conference on Marine Learning                 $1,500    2023",
            "Seed Grant, Harbor University                              $20,000    2021",
        ],
        3,
    ),
    "month_year_last": (
        [
            "- Best Paper Award, Conference on Marine Learning, Jul. 2024",
            "- Graduate Research Fellowship, National Ocean Foundation, Apr. 2022",
            "- Outstanding Teaching Assistant Award, Harbor University, May 2021",
        ],
        3,
    ),
    "comma_list_of_years": (
        [
            "- Dean's List (2017, 2018, 2019)",
            "- Merit Scholarship, Lakeside College (2016–2020)",
            "- Best Paper Award, Conference on Marine Learning (2024)",
        ],
        3,
    ),
    "ranked_results": (
        [
            "- 2nd of 1,200 teams, Tide Forecasting Data Challenge, 2021",
            "- Honorable Mention, Mathematical Contest in Modeling, 2018",
            "- Silver Medal, International Physics Olympiad, 2016",
        ],
        3,
    ),
}
AWARD_LIST_NEXT = ("talks", "service", "teaching", "skills", "references")


@pytest.mark.parametrize(
    "case",
    bank(
        "test_award_list_bank",
        list(itertools.product(AWARD_LISTS, ("md", "caps", "colon"), AWARD_LIST_NEXT[:3])),
    ),
)
def test_award_list_bank(case):
    shape, form, nxt = case
    lines, count = AWARD_LISTS[shape]
    body = heading("Honors and Awards", form) + lines
    awards = parse(document(body, nxt, NEXT_SECTIONS[nxt][0][1], form), form).awards
    assert len(awards) == count, [a.title for a in awards]


# ---------------------------------------------------------------- the same lists in a PDF
# A one-column PDF as LaTeX or Word sets a CV: headings in bold, a date flush right,
# citations wrapped under a hanging indent, titles in bold or venues in italics.


def _pdf_lines(blocks: list[tuple[str, str, str]]) -> bytes:
    """A PDF of (style, left text, right text) lines; style: heading|body|bold|italic|
    hang (a wrapped line under a hanging indent)|gap (space before the next line)."""
    from pdf_builder import Text, make_pdf

    fonts = {
        "heading": ("Helvetica-Bold", 12),
        "body": ("Helvetica", 10),
        "bold": ("Helvetica-Bold", 10),
        "italic": ("Helvetica-Oblique", 10),
        "hang": ("Helvetica", 10),
        "name": ("Helvetica-Bold", 18),
    }
    pages, page, y = [], [], 740.0
    for style, left, right in blocks:
        if style == "gap":
            y -= 8
            continue
        if style == "heading":
            y -= 10
        if y < 60:
            pages.append(page)
            page, y = [], 740.0
        font, size = fonts[style]
        x = 68 if style == "hang" else 50
        page.append(Text(x, y, left, size=size, font=font))
        if right:
            page.append(Text(560 - 5 * len(right), y, right, size=10, font="Helvetica"))
        y -= size + 4
    pages.append(page)
    return make_pdf(pages)


def _wrap(text: str, width: int = 92) -> list[str]:
    out, line = [], ""
    for word in text.split():
        if line and len(line) + len(word) + 1 > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*out, line]


def _pdf_paper(p: Paper, layout: str, n: int) -> list[tuple[str, str, str]]:
    cite = f"{', '.join(p.authors)}. {p.title}. {p.venue}, {p.year}, pp. 101–110."
    if layout == "numbered_wrapped":
        first, *rest = _wrap(f"[{n}] {cite}")
        return [("body", first, ""), *(("hang", r, "") for r in rest)]
    if layout == "bold_title_lines":
        return [
            ("bold", p.title, str(p.year)),
            ("body", ", ".join(p.authors), ""),
            ("italic", p.venue, ""),
            ("gap", "", ""),
        ]
    if layout == "year_right":
        first, *rest = _wrap(f"{', '.join(p.authors)}. {p.title}. {p.venue}.", 80)
        return [("body", first, str(p.year)), *(("hang", r, "") for r in rest)]
    first, *rest = _wrap(f"• {cite}")  # "bulleted"
    return [("body", first, ""), *(("hang", r, "") for r in rest)]


def _pdf_award(h: Honour, layout: str) -> list[tuple[str, str, str]]:
    if layout == "year_right":
        return [("body", f"{h.title}, {h.issuer}", str(h.year))]
    if layout == "year_left":
        return [("body", f"{h.year}        {h.title}, {h.issuer}", "")]
    if layout == "bold_title_issuer":
        return [("bold", h.title, str(h.year)), ("italic", h.issuer, "")]
    return [("body", f"• {h.title}, {h.issuer}, {h.year}", "")]  # "bulleted"


PDF_NEXT = {
    "Invited Talks": TALK_ITEMS,
    "Teaching": ["Teaching Assistant, Introduction to Oceanography, Harbor University", ""],
    "Professional Service": SERVICE_ITEMS,
    "Lectures and Seminars Given": TALK_ITEMS,
    "Summer Schools": MISC_ITEMS,
    "Outreach & Media": ["Ocean science day for school pupils, Harbor City, 2023"],
}
PDF_CASES = [
    *itertools.product(
        ["pubs"], ("numbered_wrapped", "bold_title_lines", "year_right", "bulleted"), PDF_NEXT
    ),
    *itertools.product(
        ["awards"], ("year_right", "year_left", "bold_title_issuer", "bulleted"), PDF_NEXT
    ),
]


@pytest.mark.parametrize("case", bank("test_pdf_bank", PDF_CASES))
def test_pdf_bank(case):
    listed, layout, nxt = case
    blocks = [
        ("name", "Ada Quinn", ""),
        ("body", "ada.quinn@example.edu  ·  Harbor City", ""),
        ("heading", "Education", ""),
        ("bold", "Harbor University", "2020 – 2025"),
        ("body", "Ph.D. in Ocean Science", ""),
        ("bold", "Lakeside College", "2016 – 2020"),
        ("body", "B.S. in Physics", ""),
        ("heading", "Experience", ""),
        ("bold", "Research Assistant, Reef Institute", "2021 – 2024"),
        ("body", "Built forecasting models for reef sensor networks over four field seasons.", ""),
    ]
    if listed == "pubs":
        blocks.append(("heading", "Publications", ""))
        for n, p in enumerate(PAPERS, 1):
            blocks += _pdf_paper(p, layout, n)
    else:
        blocks.append(("heading", "Honors and Awards", ""))
        for h in HONOURS:
            blocks += _pdf_award(h, layout)
    blocks.append(("heading", nxt, ""))
    blocks += [("body", item, "") for item in PDF_NEXT[nxt] if item]
    cv = parse_bytes(_pdf_lines(blocks), "cv.pdf")
    if listed == "pubs":
        got = [(p.title, p.year) for p in cv.publications]
        assert len(cv.publications) == len(PAPERS), got
        for paper in PAPERS:
            hit = next((p for p in cv.publications if same_title(paper.title, p.title)), None)
            assert hit is not None and hit.year == paper.year, (paper.title, got)
    else:
        assert len(cv.awards) == len(HONOURS), [a.title for a in cv.awards]
