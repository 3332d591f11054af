"""A bank of the ways CVs and homepages write their owner's name and research interests,
written from general knowledge of CV templates (moderncv, awesome-cv, Jake's résumé,
AltaCV, Deedy, academicpages / al-folio homepages, Word and Chinese résumés), with
invented names, places and topics, and the reading a person would give each."""

from __future__ import annotations

import itertools
import re

import pytest

from profiles.parsing import parse_bytes

# What follows a header in most of the name cases: a record the parser can read, so that
# the document is a CV and its header the only place its name is given.
_BODY = (
    "\n\nEDUCATION\n\nPh.D. in Physics, Hill University, 2018 – 2023\n"
    "B.S. in Physics, Vale College, 2014 – 2018\n"
)
_BODY_ZH = "\n\n教育背景\n\n2018.09 – 2023.06  北方大学  物理学  博士\n"


def parse(text: str, filename: str = "cv.txt"):
    return parse_bytes(text.encode("utf-8"), filename)


# The families of the bank the parser does not read yet, by the ids of their cases, each
# with what it misses; strict, so that a family read at last leaves this list.
_OPEN: dict[str, str] = {
    r"^name85$": "'Quillen, Mara E.': a surname first in mixed case reads as 'City, State' does",
    r"^bio-en12-": "'I study A, B and C': 'study' as often leads into a question or a claim",
    r"^label-en2-phys$": "'Interests:' before topics named without a research word",
}


def _case(*values, id: str):
    reason = next((why for pattern, why in _OPEN.items() if re.search(pattern, id)), None)
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(*values, id=id, marks=marks)


# (header as the document writes it, body, file name, expected name, expected native name)
_NAMES = [
    # A name alone on the first line, in its common forms.
    ("Mara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("MARA QUILLEN", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara E. Quillen", _BODY, "cv.txt", "Mara E. Quillen", None),
    ("Mara Elise Quillen", _BODY, "cv.txt", "Mara Elise Quillen", None),
    ("Mara Quillen-Ortiz", _BODY, "cv.txt", "Mara Quillen-Ortiz", None),
    ("Renée Dubois-Marchand", _BODY, "cv.txt", "Renée Dubois-Marchand", None),
    ("Tobias O'Hara", _BODY, "cv.txt", "Tobias O'Hara", None),
    ("QUILLEN, Mara", _BODY, "cv.txt", "Mara Quillen", None),
    ("LIN Haoran", _BODY, "cv.txt", "Haoran Lin", None),
    ("Haoran LIN", _BODY, "cv.txt", "Haoran Lin", None),
    # With degrees after it, titles before it.
    ("Mara Quillen, Ph.D.", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, PhD", _BODY, "cv.txt", "Mara Quillen", None),
    ("MARA QUILLEN, PH.D.", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, M.Sc.", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, MD, MPH", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, Ph.D., P.E.", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, EdD", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, M.Phil.", _BODY, "cv.txt", "Mara Quillen", None),
    ("Dr. Mara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Prof. Dr. Mara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    # With a native name beside it.
    ("Haoran Lin (林浩然)", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    ("Haoran Lin（林浩然）", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    ("林浩然 Haoran Lin", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    ("Haoran Lin 林浩然", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    ("Haoran Lin / 林浩然", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    ("林浩然\nHaoran Lin", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    # Beside its contact details, as a PDF's columns or a template's bars give it.
    (
        "Mara Quillen | mara.quillen@hill.edu | +1 555 010 0199",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    (
        "Mara Quillen    mara.quillen@hill.edu    (555) 010-0199",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    (
        "Mara Quillen · mara.quillen@hill.edu · hill.edu/~mquillen",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    (
        "Mara Quillen\n\uf0e0 mara.quillen@hill.edu   \uf095 +1 555 010 0199",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    (
        "Mara Quillen\n✉ mara.quillen@hill.edu | ☎ +1 555 010 0199 | ⌂ Hill City",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    (
        "MARA QUILLEN\nmara.quillen@hill.edu  |  github.com/mquillen  |  Hill City, CA",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    (
        "Mara Quillen                                   mara.quillen@hill.edu\n"
        "Department of Physics                          +1 555 010 0199",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    ("| Mara Quillen | mara.quillen@hill.edu |\n|---|---|", _BODY, "cv.md", "Mara Quillen", None),
    (
        "Mara Quillen  12 Elm Street, Hill City, CA 90210, mara.quillen@hill.edu",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    (
        "Mara Quillen,  12 Elm Street, Hill City, CA 90210. (555) 010-0199",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    (
        "# Mara Quillen,  12 Elm Street, Hill City, CA. (555) 010-0199 mara.quillen@hill.edu",
        _BODY,
        "cv.md",
        "Mara Quillen",
        None,
    ),
    ("Mara Quillen  Hill University  mara.quillen@hill.edu", _BODY, "cv.txt", "Mara Quillen", None),
    (
        "Mara Quillen\t12 Elm Street, Hill City\tmara.quillen@hill.edu",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    # With a role and a place under it or after it.
    (
        "Mara Quillen\nAssistant Professor of Physics\nHill University",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    ("Mara Quillen — Assistant Professor of Physics", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, Assistant Professor, Hill University", _BODY, "cv.txt", "Mara Quillen", None),
    (
        "Mara Quillen\nPh.D. Candidate · Department of Physics · Hill University",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    # The document's title above, beside or around the name.
    ("Curriculum Vitae\nMara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("CURRICULUM VITAE\n\nMara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen\nCurriculum Vitae", _BODY, "cv.txt", "Mara Quillen", None),
    ("Curriculum Vitae of Mara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("CV of Mara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Curriculum Vitae: Mara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Curriculum Vitae — Mara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen — Curriculum Vitae", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen: Curriculum Vitae", _BODY, "cv.txt", "Mara Quillen", None),
    (
        "Curriculum Vitae                                   Mara Quillen",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    ("Résumé\nMara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Curriculum Vitae\nUpdated March 2025\n\nMara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen\nLast updated: March 2025", _BODY, "cv.txt", "Mara Quillen", None),
    # A form's name field, as Chinese résumés write it.
    ("个人简历\n\n姓名：林浩然", _BODY_ZH, "cv.txt", "Haoran Lin", "林浩然"),
    (
        "个人简历\n姓名：林浩然    性别：男    出生年月：1998.05",
        _BODY_ZH,
        "cv.txt",
        "Haoran Lin",
        "林浩然",
    ),
    ("姓    名：林浩然          性    别：男", _BODY_ZH, "cv.txt", "Haoran Lin", "林浩然"),
    ("| 姓名 | 林浩然 | 性别 | 男 |\n|---|---|---|---|", _BODY_ZH, "cv.md", "Haoran Lin", "林浩然"),
    (
        "林浩然\n电话：138-0000-1234 | 邮箱：linhr@example.cn",
        _BODY_ZH,
        "cv.txt",
        "Haoran Lin",
        "林浩然",
    ),
    ("林 浩 然\n电话：138-0000-1234", _BODY_ZH, "cv.txt", "Haoran Lin", "林浩然"),
    ("个人简历\n林浩然", _BODY_ZH, "cv.txt", "Haoran Lin", "林浩然"),
    ("Name: Mara Quillen\nEmail: mara.quillen@hill.edu", _BODY, "cv.txt", "Mara Quillen", None),
    # Markdown and homepages.
    ("# Mara Quillen", _BODY, "cv.md", "Mara Quillen", None),
    ("# Curriculum Vitae\n\n## Mara Quillen", _BODY, "cv.md", "Mara Quillen", None),
    (
        "**Mara Quillen**\n\nAssistant Professor, Hill University",
        _BODY,
        "cv.md",
        "Mara Quillen",
        None,
    ),
    ("---\ntitle: Mara Quillen\n---", _BODY, "index.md", "Mara Quillen", None),
    (
        "---\nlayout: about\ntitle: about\n---\n\n# Mara Quillen",
        _BODY,
        "index.md",
        "Mara Quillen",
        None,
    ),
    (
        "---\nname: Mara Quillen\nposition: Assistant Professor\n---",
        _BODY,
        "index.md",
        "Mara Quillen",
        None,
    ),
    ("# Mara Quillen's Homepage", _BODY, "index.md", "Mara Quillen", None),
    (
        "# About\n\nHi! I'm Mara Quillen, a PhD student in physics at Hill University.",
        _BODY,
        "index.md",
        "Mara Quillen",
        None,
    ),
    (
        "# About me\n\nI am Mara Quillen, an assistant professor of physics at Hill University.",
        _BODY,
        "index.md",
        "Mara Quillen",
        None,
    ),
    (
        "# Bio\n\nMara Quillen is an assistant professor of physics at Hill University.",
        _BODY,
        "index.md",
        "Mara Quillen",
        None,
    ),
    (
        "<html><head><title>Mara Quillen</title></head><body><h1>Mara Quillen</h1>"
        "<p>Assistant Professor</p>",
        "<h2>Education</h2><p>Ph.D. in Physics, Hill University, 2018 – 2023</p></body></html>",
        "index.html",
        "Mara Quillen",
        None,
    ),
    (
        "<html><head><title>Home | Mara Quillen</title></head><body><p>Assistant Professor</p>",
        "<h2>Education</h2><p>Ph.D. in Physics, Hill University, 2018 – 2023</p></body></html>",
        "index.html",
        "Mara Quillen",
        None,
    ),
    # Lines that are no name before the name.
    ("Page 1 of 3\nMara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Research Statement\n\nMara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    (
        "Contact Information\nMara Quillen\nmara.quillen@hill.edu",
        _BODY,
        "cv.txt",
        "Mara Quillen",
        None,
    ),
    # A name, then after a gap of two spaces (a tab in Word) what else the line holds.
    ("Mara Quillen  Hill City, CA", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen  Physicist", _BODY, "cv.txt", "Mara Quillen", None),
    ("Haoran Lin  (林浩然)", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    ("Haoran Lin  林浩然  linhr@example.cn", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    # Name forms of modern templates.
    ("MARA\nQUILLEN\nmara.quillen@hill.edu", _BODY, "cv.txt", "Mara Quillen", None),
    ("MARA E. QUILLEN", _BODY, "cv.txt", "Mara E. Quillen", None),
    ("Quillen, Mara E.", _BODY, "cv.txt", "Mara E. Quillen", None),
    ("Mara Quillen (she/her)", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, she/her", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen | Ph.D. Candidate", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen, Ph.D. Candidate in Physics", _BODY, "cv.txt", "Mara Quillen", None),
    ("Dr Mara Quillen", _BODY, "cv.txt", "Mara Quillen", None),
    ("Curriculum Vitae – Mara Quillen – March 2025", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen CV", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen's CV", _BODY, "cv.txt", "Mara Quillen", None),
    ("MARA QUILLEN | CURRICULUM VITAE", _BODY, "cv.txt", "Mara Quillen", None),
    ("Mara Quillen\nCurriculum Vitae\nMarch 2025", _BODY, "cv.txt", "Mara Quillen", None),
    ("**MARA QUILLEN**\n\nmara.quillen@hill.edu", _BODY, "cv.md", "Mara Quillen", None),
    ('---\ntitle: "Mara Quillen — Home"\n---', _BODY, "index.md", "Mara Quillen", None),
    ("# Mara Quillen <small>PhD Student</small>", _BODY, "index.md", "Mara Quillen", None),
    ("LIN, Haoran (林浩然)", _BODY, "cv.txt", "Haoran Lin", "林浩然"),
    ("林浩然个人简历", _BODY_ZH, "cv.txt", "Haoran Lin", "林浩然"),
    ("姓名 林浩然\n电话 138-0000-1234", _BODY_ZH, "cv.txt", "Haoran Lin", "林浩然"),
    ("林浩然 | 男 | 26岁 | 138-0000-1234", _BODY_ZH, "cv.txt", "Haoran Lin", "林浩然"),
    ("林浩然\n求职意向：算法工程师", _BODY_ZH, "cv.txt", "Haoran Lin", "林浩然"),
    ("Mara Quillen\t\t\tmara.quillen@hill.edu", _BODY, "cv.txt", "Mara Quillen", None),
]


@pytest.mark.parametrize(
    ("head", "body", "filename", "name", "native"),
    [_case(*c, id=f"name{k}") for k, c in enumerate(_NAMES)],
)
def test_the_name_as_a_cv_writes_it(head, body, filename, name, native):
    cv = parse(head + body, filename)
    assert (cv.name, cv.name_native) == (name, native)


# Lines that are no name: a CV opening with one of them and naming its owner nowhere
# else has no name, whatever the line reads like.
_NOT_NAMES = [
    "Curriculum Vitae",
    "Research Statement",
    "Machine Learning Engineer",
    "Hill University",
    "Department of Physics",
    "Contact Information",
    "Updated March 2025",
    "Teaching Philosophy",
    "Table of Contents",
    "Personal Details",
    "个人简历",
    "求职意向",
    "北方大学",
]


@pytest.mark.parametrize("head", [_case(h, id=f"not{k}") for k, h in enumerate(_NOT_NAMES)])
def test_a_line_that_is_no_name(head):
    assert parse(head + _BODY).name != head


# Research interests: the items, the ways a section lists them, and its headings.
_ITEMS = {
    "cs": ["Reinforcement Learning", "Robot Manipulation", "Sim-to-Real Transfer"],
    "phys": ["galaxy evolution", "stellar populations", "gravitational lensing"],
    "econ": ["labor economics", "public finance", "development economics"],
}
_ITEMS_ZH = ["计算机视觉", "三维重建", "医学图像分析"]


def _bullets(items, mark="-"):
    return "\n".join(f"{mark} {i}" for i in items)


_LISTS = {
    "dash bullets": lambda items: _bullets(items),
    "round bullets": lambda items: _bullets(items, "•"),
    "star bullets": lambda items: _bullets(items, "*"),
    "one a line": lambda items: "\n".join(items),
    "commas": lambda items: ", ".join(items),
    "oxford and": lambda items: ", ".join(items[:-1]) + ", and " + items[-1],
    "and": lambda items: ", ".join(items[:-1]) + " and " + items[-1],
    "semicolons": lambda items: "; ".join(items),
    "bars": lambda items: " | ".join(items),
    "full stop": lambda items: ", ".join(items) + ".",
}
_HEADINGS = {
    "caps": "RESEARCH INTERESTS",
    "title": "Research Interests",
    "areas": "Research Areas",
    "of interest": "Areas of Interest",
    "focus": "Research Focus",
    "colon": "Research Interests:",
    "md": "## Research Interests",
    "keywords": "KEYWORDS",
    "fields": "FIELDS OF SPECIALIZATION",
    "fields of interest": "Fields of Interest",
    "research and teaching": "Research and Teaching Interests",
}
_FORMATS = {"txt": "cv.txt", "md": "cv.md"}


def _section_cases():
    cases = []
    for (hk, heading), (lk, lister), (ik, items) in itertools.product(
        _HEADINGS.items(), _LISTS.items(), _ITEMS.items()
    ):
        filename = "cv.md" if heading.startswith("#") else "cv.txt"
        head = "# Mara Quillen" if filename == "cv.md" else "MARA QUILLEN"
        text = f"{head}\n\n{heading}\n\n{lister(items)}\n\n"
        text += "## Education\n\n" if filename == "cv.md" else "EDUCATION\n\n"
        text += "Ph.D. in Physics, Hill University, 2018 – 2023\n"
        cases.append(_case(text, filename, items, id=f"{hk}-{lk}-{ik}"))
    return cases


def _norm(items):
    return sorted(i.lower() for i in items)


@pytest.mark.parametrize(("text", "filename", "items"), _section_cases())
def test_an_interests_section_lists_its_topics(text, filename, items):
    assert _norm(parse(text, filename).research_interests) == _norm(items)


# A label and its list on one line, in a header, a sidebar or a profile.
_LABELS = [
    "Research interests: {}",
    "Research Interests: {}",
    "Interests: {}",
    "Research areas: {}",
    "Research Interests — {}",
    "Keywords: {}",
    "Areas of interest: {}",
    "Research focus: {}",
]
_LABELS_ZH = ["研究方向：{}", "研究兴趣：{}", "研究方向: {}", "研究领域：{}", "主要研究方向：{}"]


def _label_cases():
    cases = []
    for (k, label), (ik, items) in itertools.product(enumerate(_LABELS), _ITEMS.items()):
        value = ", ".join(items)
        text = f"MARA QUILLEN\nmara.quillen@hill.edu\n{label.format(value)}{_BODY}"
        cases.append(_case(text, items, id=f"label-en{k}-{ik}"))
    for k, label in enumerate(_LABELS_ZH):
        for sep in ("、", "，", "; "):
            value = sep.join(_ITEMS_ZH)
            text = f"林浩然\n邮箱：linhr@example.cn\n{label.format(value)}{_BODY_ZH}"
            cases.append(_case(text, _ITEMS_ZH, id=f"label-zh{k}-{sep.strip()}"))
    return cases


@pytest.mark.parametrize(("text", "items"), _label_cases())
def test_a_label_gives_its_topics(text, items):
    assert _norm(parse(text).research_interests) == _norm(items)


# A sentence of a bio that states the interests.
_SENTENCES = [
    "My research interests include {}.",
    "My research interests are {}.",
    "My research focuses on {}.",
    "I work on {}.",
    "I am interested in {}.",
    "I am broadly interested in {}.",
    "Her research interests include {}.",
    "His research focuses on {}.",
    "My research lies in {}.",
    "Currently, my research interests include {}.",
    "My interests include {}.",
    "My current research interests are {}.",
    "I study {}.",
    "My work focuses on {}.",
    "His research interests are in {}.",
    "She works on {}.",
    "My research centers on {}.",
    "I do research in {}.",
    "My research spans {}.",
    "Her research focuses on {}.",
]
_SENTENCES_ZH = [
    "主要研究方向为{}。",
    "我的研究方向为{}。",
    "主要从事{}等方面的研究。",
    "研究兴趣包括{}。",
    "我的研究兴趣主要包括{}。",
    "目前主要研究方向包括{}。",
    "研究方向包括{}等。",
    "主要研究领域为{}。",
    "他的研究兴趣是{}。",
    "目前主要从事{}等方向的研究工作。",
    "研究方向：{}。",
]
_BIO_OPENINGS = [
    "I am a fifth-year PhD student in the Department of Physics at Hill University. ",
    "Mara Quillen is an assistant professor at Hill University. ",
]


def _sentence_cases():
    cases = []
    for (k, sentence), (ik, items) in itertools.product(enumerate(_SENTENCES), _ITEMS.items()):
        value = ", ".join(items[:-1]) + ", and " + items[-1]
        opening = _BIO_OPENINGS[k % 2]
        text = f"# Mara Quillen\n\n## About\n\n{opening}{sentence.format(value)}\n{_BODY}"
        cases.append(_case(text, "index.md", items, id=f"bio-en{k}-{ik}"))
    for k, sentence in enumerate(_SENTENCES_ZH):
        value = "、".join(_ITEMS_ZH[:-1]) + "和" + _ITEMS_ZH[-1]
        text = (
            "# 林浩然\n\n## 个人简介\n\n林浩然，北方大学物理学院博士研究生。"
            f"{sentence.format(value)}\n{_BODY_ZH}"
        )
        cases.append(_case(text, "index.md", _ITEMS_ZH, id=f"bio-zh{k}"))
    return cases


@pytest.mark.parametrize(("text", "filename", "items"), _sentence_cases())
def test_a_bio_sentence_states_the_topics(text, filename, items):
    assert _norm(parse(text, filename).research_interests) == _norm(items)


# Interests sections written in other shapes.
_SHAPES = [
    (
        "RESEARCH INTERESTS\n\n"
        "• Reinforcement Learning: sample-efficient algorithms for control from pixels.\n"
        "• Robot Manipulation: grasping and assembly of deformable objects.\n"
        "• Sim-to-Real Transfer: policies trained in simulation that run on hardware.\n",
        _ITEMS["cs"],
    ),
    (
        "## Research Interests\n\n"
        "- **Reinforcement Learning**: sample-efficient algorithms for control.\n"
        "- **Robot Manipulation**: grasping and assembly of deformable objects.\n"
        "- **Sim-to-Real Transfer**: policies trained in simulation.\n",
        _ITEMS["cs"],
    ),
    (
        "研究方向\n\n计算机视觉、三维重建、医学图像分析\n",
        _ITEMS_ZH,
    ),
    (
        "研究兴趣\n\n1. 计算机视觉\n2. 三维重建\n3. 医学图像分析\n",
        _ITEMS_ZH,
    ),
    (
        "研究方向\n\n- 计算机视觉：面向开放场景的目标检测与分割。\n"
        "- 三维重建：基于多视图的场景重建。\n- 医学图像分析：病灶检测与分割。\n",
        _ITEMS_ZH,
    ),
    (
        "RESEARCH INTERESTS\n\n(1) galaxy evolution; (2) stellar populations; "
        "(3) gravitational lensing\n",
        _ITEMS["phys"],
    ),
    (
        "RESEARCH INTERESTS\n\nMy research interests include galaxy evolution, stellar "
        "populations, and gravitational lensing.\n",
        _ITEMS["phys"],
    ),
    (
        "Research Interests\n\nlabor economics, public finance,\ndevelopment economics\n",
        _ITEMS["econ"],
    ),
    (
        "Research Interests      labor economics, public finance, development economics\n",
        _ITEMS["econ"],
    ),
    (
        "RESEARCH INTERESTS\n\nPrimary: labor economics, public finance\n"
        "Secondary: development economics\n",
        _ITEMS["econ"],
    ),
    (
        "KEYWORDS\n\nlabor economics · public finance · development economics\n",
        _ITEMS["econ"],
    ),
    (
        "FIELDS\n\nPrimary: labor economics, public finance\nSecondary: development economics\n",
        _ITEMS["econ"],
    ),
    (
        "SKILLS\n\nResearch Interests | labor economics, public finance, development economics\n"
        "Programming | Stata, R, Python\n",
        _ITEMS["econ"],
    ),
    (
        "ADDITIONAL INFORMATION\n\nResearch Interests    labor economics, public finance, "
        "development economics\nLanguages    English, Spanish\n",
        _ITEMS["econ"],
    ),
    (
        "RESEARCH\n\nGalaxy evolution across cosmic time;\nStellar populations of nearby dwarf "
        "galaxies;\nGravitational lensing by galaxy clusters.\n",
        [
            "Galaxy evolution across cosmic time",
            "Stellar populations of nearby dwarf galaxies",
            "Gravitational lensing by galaxy clusters",
        ],
    ),
    (
        "## Research\n\n- Galaxy evolution across cosmic time\n- Stellar populations of "
        "nearby dwarf galaxies\n- Gravitational lensing by galaxy clusters\n",
        [
            "Galaxy evolution across cosmic time",
            "Stellar populations of nearby dwarf galaxies",
            "Gravitational lensing by galaxy clusters",
        ],
    ),
    (
        "CURRENT RESEARCH\n\nGalaxy evolution across cosmic time and the growth of\n"
        "supermassive black holes;\nStellar populations of nearby dwarf galaxies;\n"
        "Gravitational lensing by galaxy clusters.\n",
        [
            "Galaxy evolution across cosmic time and the growth of supermassive black holes",
            "Stellar populations of nearby dwarf galaxies",
            "Gravitational lensing by galaxy clusters",
        ],
    ),
    (
        "## Research\n\n* Labor Economics\n* Public Finance\n* Development Economics\n",
        ["Labor Economics", "Public Finance", "Development Economics"],
    ),
    (
        "RESEARCH INTERESTS\n\n1. Labor economics\n2. Public finance\n3. Development economics\n",
        ["Labor economics", "Public finance", "Development economics"],
    ),
    (
        "## Research Interests\n\n| Research Interests | labor economics, public finance, "
        "development economics |\n|---|---|\n",
        _ITEMS["econ"],
    ),
    (
        "RESEARCH INTERESTS\n\nlabor economics (e.g., minimum wages, unions); public finance; "
        "development economics\n",
        [
            "labor economics (e.g., minimum wages, unions)",
            "public finance",
            "development economics",
        ],
    ),
    (
        "RESEARCH INTERESTS\n\nMy research lies at the intersection of labor economics and "
        "public finance.\n",
        ["labor economics", "public finance"],
    ),
    (
        "RESEARCH INTERESTS\n\nI am broadly interested in labor economics, with a focus on "
        "public finance and development economics.\n",
        _ITEMS["econ"],
    ),
    (
        "研究方向\n\n1. 计算机视觉\n2. 三维重建\n3. 医学图像分析\n",
        _ITEMS_ZH,
    ),
    (
        "研究方向\n\n计算机视觉；三维重建；医学图像分析\n",
        _ITEMS_ZH,
    ),
    (
        "研究兴趣\n\n我的研究兴趣主要包括计算机视觉、三维重建和医学图像分析。\n",
        _ITEMS_ZH,
    ),
]


@pytest.mark.parametrize(
    ("section", "items"), [_case(*c, id=f"shape{k}") for k, c in enumerate(_SHAPES)]
)
def test_an_interests_section_in_other_shapes(section, items):
    zh = any("\u4e00" <= c <= "\u9fff" for c in section[:4])
    filename = "cv.md" if section.startswith("#") else "cv.txt"
    head = "# Mara Quillen" if filename == "cv.md" else ("林浩然" if zh else "MARA QUILLEN")
    text = f"{head}\n\n{section}{_BODY_ZH if zh else _BODY}"
    assert _norm(parse(text, filename).research_interests) == _norm(items)


# What is no research interest: skills, tools, languages, pastimes, courses, the topic
# of a job.
_NOT_INTERESTS = [
    "SKILLS\n\nPython, C++, MATLAB, LaTeX, Git\n",
    "TECHNICAL SKILLS\n\nProgramming: Python, R, Julia\nTools: Docker, Kubernetes, AWS\n",
    "LANGUAGES\n\nEnglish (native), French (fluent), Mandarin (basic)\n",
    "INTERESTS\n\nHiking, photography, cooking, chess\n",
    "HOBBIES\n\nRock climbing, piano, travel\n",
    "Personal Interests: running, reading novels, film photography\n",
    "COURSES TAUGHT\n\nLinear Algebra, Thermodynamics, Quantum Mechanics I\n",
    "RELEVANT COURSEWORK\n\nMachine Learning, Computer Vision, Distributed Systems\n",
    "EXPERIENCE\n\nResearch Assistant, Hill University, 2019 – 2021\n"
    "- Worked on graph neural networks for traffic forecasting.\n",
    "专业技能\n\n熟练掌握 Python、C++、PyTorch\n",
    "兴趣爱好\n\n篮球、摄影、旅行\n",
    "RESEARCH\n\n- We study how galaxies form and evolve.\n- Our group has built two telescopes.\n",
    "RESEARCH\n\n- Hill University, 2019 – 2021\n- Vale Institute, 2021 – 2023\n",
    "TEACHING INTERESTS\n\nIntroductory Microeconomics, Econometrics, Public Economics\n",
    "SKILLS & INTERESTS\n\nPython, R, hiking, photography\n",
    "RESEARCH EXPERIENCE\n\nResearch Assistant, Hill University, 2019 – 2021\n"
    "Project: galaxy evolution in dense environments\n",
    "THESIS\n\nA study of galaxy evolution in dense environments\n",
    "获奖情况\n\n2021 国家奖学金\n2020 校级一等奖学金\n",
    "TEACHING FIELDS\n\nLabor Economics, Public Finance, Econometrics\n",
]


@pytest.mark.parametrize("section", [_case(c, id=f"none{k}") for k, c in enumerate(_NOT_INTERESTS)])
def test_what_is_no_research_interest(section):
    text = f"MARA QUILLEN\n\n{section}{_BODY}"
    assert parse(text).research_interests == []


# A page's style sheet or script inside the section: no topic of it.
_PAGE_CODE = [
    "<style>\n  .pub { color: #a0b1c2; margin: 0 0 1em; }\n</style>",
    '<style type="text/css">\n  h2 {\n    color: #a0b1c2;\n    margin-top: 2em;\n  }\n</style>',
    "<script>\n  var shown = 1;\n</script>",
    '<script type="text/javascript">\n  window.dataLayer = [];\n</script>',
]


@pytest.mark.parametrize("code", [_case(c, id=f"code{k}") for k, c in enumerate(_PAGE_CODE)])
def test_a_style_sheet_or_a_script_names_no_topic(code):
    text = (
        f"# Mara Quillen\n\n## Research Interests\n\n{code}\n\n- galaxy evolution\n"
        f"- stellar populations\n\n## Education\n\n{code}\n"
    )
    assert parse(text, "cv.md").research_interests == _ITEMS["phys"][:2]


# A section of research that opens with a statement of the interests, then its projects.
_RESEARCH_LEADS = [
    "I am broadly interested in {}.",
    "My research interests include {}.",
    "I'm interested in {}.",
    "Currently I am working on {}.",
]


@pytest.mark.parametrize("lead", [_case(c, id=f"lead{k}") for k, c in enumerate(_RESEARCH_LEADS)])
def test_a_research_section_opens_with_the_interests(lead):
    items = _ITEMS["cs"]
    value = ", ".join(items[:-1]) + ", and " + items[-1]
    text = (
        f"# Mara Quillen\n\nPhD student at Hill University.\n\n## Research\n\n"
        f"{lead.format(value)}\n\n**Learning to grasp deformable objects** (2021 – 2023)\n"
        "Research Assistant, Hill Robotics Lab, Hill University\n\n"
        "**Scene graphs for navigation** (2019 – 2021)\nResearch Intern, Vale AI Lab\n\n"
        "## Education\n\nPh.D. in Computer Science, Hill University, 2021 – present\n"
    )
    assert _norm(parse(text, "cv.md").research_interests) == _norm(items)


# The name as PDF templates set it: large at the top, beside or above the contact details,
# in two fonts, under the document's title, beside a column of sections.
def _pdf_body(x: float = 72, top: float = 640):
    from pdf_builder import Text

    return [
        Text(x, top, "EDUCATION", size=12, font="Helvetica-Bold"),
        Text(x, top - 16, "Ph.D. in Physics, Hill University"),
        Text(x + 380, top - 16, "2018 – 2023"),
        Text(x, top - 30, "B.S. in Physics, Vale College"),
        Text(x + 380, top - 30, "2014 – 2018"),
        Text(x, top - 56, "EXPERIENCE", size=12, font="Helvetica-Bold"),
        Text(x, top - 72, "Postdoctoral Fellow, Lake Observatory"),
        Text(x + 380, top - 72, "2023 – present"),
    ]


def _pdf_heads():
    from pdf_builder import Text

    contact = "+1 555 010 0199 | mara.quillen@hill.edu | github.com/mquillen"
    return {
        "centred": [Text(230, 740, "Mara Quillen", size=24), Text(170, 718, contact, size=9)],
        "caps": [Text(220, 740, "MARA QUILLEN", size=24), Text(170, 718, contact, size=9)],
        "contact right": [
            Text(72, 736, "Mara Quillen", size=24),
            Text(400, 748, "12 Elm Street, Hill City", size=9),
            Text(400, 736, "mara.quillen@hill.edu", size=9),
            Text(400, 724, "+1 555 010 0199", size=9),
        ],
        "two fonts": [
            Text(200, 740, "Mara", size=28, font="Helvetica"),
            Text(282, 740, "Quillen", size=28, font="Helvetica-Bold"),
            Text(170, 716, contact, size=9),
        ],
        "title above": [
            Text(250, 760, "Curriculum Vitae", size=11),
            Text(230, 738, "Mara Quillen", size=22),
            Text(170, 716, contact, size=9),
        ],
        "degree after": [
            Text(210, 740, "Mara Quillen, Ph.D.", size=22),
            Text(170, 718, contact, size=9),
        ],
        "role under": [
            Text(72, 740, "Mara Quillen", size=22),
            Text(72, 720, "Postdoctoral Fellow in Astrophysics", size=11),
            Text(72, 706, contact, size=9),
        ],
        "contact above": [
            Text(170, 760, contact, size=9),
            Text(230, 736, "Mara Quillen", size=24),
        ],
    }


@pytest.mark.parametrize("layout", [_case(k, id=f"pdf-{k}") for k in _pdf_heads()])
def test_the_name_as_a_pdf_sets_it(layout):
    from pdf_builder import make_pdf

    pdf = make_pdf([_pdf_heads()[layout] + _pdf_body()])
    assert parse_bytes(pdf, "cv.pdf").name == "Mara Quillen"


def test_the_name_above_a_column_of_sections_beside_the_main_one():
    from pdf_builder import Text, make_pdf

    side = [
        Text(430, 640, "CONTACT", size=12, font="Helvetica-Bold"),
        Text(430, 624, "mara.quillen@hill.edu", size=9),
        Text(430, 600, "RESEARCH INTERESTS", size=12, font="Helvetica-Bold"),
        Text(430, 584, "Galaxy evolution", size=9),
        Text(430, 572, "Stellar populations", size=9),
        Text(430, 560, "Gravitational lensing", size=9),
    ]
    head = [Text(72, 740, "Mara Quillen", size=26), Text(72, 716, "Astrophysicist", size=12)]
    body = [t for t in _pdf_body() if t.x < 400]
    cv = parse_bytes(make_pdf([head + side + body]), "cv.pdf")
    assert cv.name == "Mara Quillen"
    assert _norm(cv.research_interests) == _norm(_ITEMS["phys"])
