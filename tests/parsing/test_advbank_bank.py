"""A bank of the ways CVs name the people who supervised a degree, a job or a project,
and of the people they name who did not: written from general knowledge of CVs (LaTeX
and Word résumés, homepages, Chinese résumés), with invented people and places.

Each case is a small CV and the advisors it should give: a degree's advisors, a
position's or a project's supervisors, or none at all. The advisor families combine a
supervision cue (a label, a phrase), a list of people, the forms their names take and
the place the cue sits (the degree's line, the next line, a bullet, a thesis line, the
header, a bio, a table), in Markdown, plain text and the text a PDF gives; a fixed subset
of the combinations is generated with itertools.
"""

from __future__ import annotations

import itertools
import re
import unicodedata

import pytest

from profiles.parsing import parse_bytes

# --- reading ------------------------------------------------------------------------

# Cases the parser does not read yet, by their test id, and why.
NOT_YET: dict[str, str] = {}


def _escaped(text: str) -> str:
    return text.encode("unicode_escape").decode("ascii")


@pytest.fixture(autouse=True)
def _not_yet(request):
    """A case the parser does not read yet fails as expected, and passes when it does."""
    case = request.node.name  # "test_x[id]", the id's other scripts escaped as "\\u738b"
    reason = next(
        (why for key, why in NOT_YET.items() if _escaped(key) in case or key in case), None
    )
    if reason:
        request.applymarker(pytest.mark.xfail(strict=True, reason=reason))


def _key(name: str) -> frozenset[str]:
    """A name as the scorer compares it: its words, titles and case aside."""
    s = unicodedata.normalize("NFKC", name).lower()
    s = re.sub(r"\b(?:prof|professor|dr|mr|ms)\.?\s+", " ", s)
    return frozenset(re.sub(r"[^\w\s]", " ", s).split())


def _keys(names) -> list[frozenset[str]]:
    return sorted({_key(n) for n in names if n}, key=sorted)


def _parse(text: str, filename: str):
    return parse_bytes(text.encode("utf-8"), filename)


def _degree_advisors(cv, degree: str) -> list[str]:
    found = [e for e in cv.education if e.degree == degree]
    return found[0].advisors if found else ["<no such degree>"]


def _everyone(cv) -> list[str]:
    """Every advisor and supervisor the CV gives, as the scorer's advisors_all reads them."""
    out = [a for e in cv.education for a in e.advisors]
    out += [s for p in cv.positions for s in p.supervisors]
    out += [s for p in cv.projects for s in p.supervisors]
    return out


# --- the people ---------------------------------------------------------------------

# How one person is written, and whom it names.
NAME_FORMS = {
    "plain": ("Ann Lee", "Ann Lee"),
    "prof": ("Prof. Ann Lee", "Ann Lee"),
    "professor": ("Professor Ann Lee", "Ann Lee"),
    "dr": ("Dr Ann Lee", "Ann Lee"),
    "dr_dot": ("Dr. Ann Lee", "Ann Lee"),
    "prof_dr": ("Prof. Dr. Ann Lee", "Ann Lee"),
    "middle_initial": ("Ann B. Lee", "Ann B. Lee"),
    "initials": ("A. B. Lee", "A. B. Lee"),
    "family_caps_first": ("LEE Ann", "Ann Lee"),
    "family_caps_last": ("Ann LEE", "Ann Lee"),
    "hyphenated": ("Jean-Luc Moreau", "Jean-Luc Moreau"),
    "accented": ("Renée Müller", "Renée Müller"),
    "particle": ("Maria van der Berg", "Maria van der Berg"),
    "md_link": ("[Ann Lee](https://annlee.example.edu)", "Ann Lee"),
    "prof_md_link": ("Prof. [Ann Lee](https://annlee.example.edu)", "Ann Lee"),
}

# Two or three people in the ways a list is written.
LISTS = {
    "and": ("Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
    "titled_and": ("Prof. Ann Lee and Dr. Bo Chen", ["Ann Lee", "Bo Chen"]),
    "oxford": ("Ann Lee, Bo Chen, and Cy Dee", ["Ann Lee", "Bo Chen", "Cy Dee"]),
    "commas": ("Ann Lee, Bo Chen", ["Ann Lee", "Bo Chen"]),
    "ampersand": ("Ann Lee & Bo Chen", ["Ann Lee", "Bo Chen"]),
    "slash": ("Ann Lee / Bo Chen", ["Ann Lee", "Bo Chen"]),
    "links": (
        "[Ann Lee](https://lee.example.edu) and [Bo Chen](https://chen.example.edu)",
        ["Ann Lee", "Bo Chen"],
    ),
}

# --- the cues -----------------------------------------------------------------------

# A label and its colon before the people.
LABELS = [
    "Advisor",
    "Adviser",
    "Advisors",
    "Advisor(s)",
    "Supervisor",
    "Supervisors",
    "Thesis Advisor",
    "Thesis Supervisor",
    "Doctoral Advisor",
    "Dissertation Advisor",
    "Ph.D. Advisor",
    "PhD Supervisor",
    "Research Advisor",
    "Academic Advisor",
    "Primary Advisor",
]
# A phrase before the people.
PHRASES = [
    "Advised by",
    "advised by",
    "Supervised by",
    "supervised by",
    "Under the supervision of",
    "under the supervision of",
    "Under the guidance of",
    "under the joint supervision of",
    "Mentored by",
]


# --- the degree entry, in each shape a CV gives it ------------------------------------

_HEAD = "Ada Quinn\nada.quinn@example.edu\n\n"
_BACHELOR_MD = "**B.S. in Mathematics**, Lakeside College, 2013 – 2017\n"
_BACHELOR_TXT = "B.S. in Mathematics, Lakeside College, 2013 - 2017\n"
_BACHELOR_PDF = (
    "Lakeside College                                    2013 – 2017\nB.S. in Mathematics\n"
)


def _md(entry: str) -> tuple[str, str]:
    head = "# Ada Quinn\n\nada.quinn@example.edu\n\n## Education\n\n"
    return f"{head}{entry}\n{_BACHELOR_MD}", "cv.md"


def _txt(entry: str) -> tuple[str, str]:
    return f"{_HEAD}EDUCATION\n\n{entry}\n{_BACHELOR_TXT}", "cv.txt"


def _pdf(entry: str) -> tuple[str, str]:
    return f"{_HEAD}EDUCATION\n{entry}\n{_BACHELOR_PDF}", "cv.txt"


# Where the cue and the people sit around a doctorate's entry: {cue} is "Advisor: Ann Lee".
PLACEMENTS = {
    "md_next_line": lambda c: _md(
        f"**Ph.D. in Computer Science**, Hillcrest University, 2018 – 2023  \n{c}\n"
    ),
    "md_bullet": lambda c: _md(
        f"**Ph.D. in Computer Science**, Hillcrest University, 2018 – 2023\n- {c}\n"
    ),
    "md_italic_line": lambda c: _md(
        f"**Ph.D. in Computer Science**, Hillcrest University, 2018 – 2023\n\n*{c}*\n"
    ),
    "md_heading_entry": lambda c: _md(
        f"### Hillcrest University\nPh.D. in Computer Science, 2018 – 2023\n- {c}\n"
    ),
    "md_thesis_bullets": lambda c: _md(
        "**Ph.D. in Computer Science**, Hillcrest University, 2018 – 2023\n"
        f"- Thesis: *Tidal Models for Shallow Lakes*\n- {c}\n"
    ),
    "txt_same_line_tail": lambda c: _txt(
        f"Ph.D. in Computer Science, Hillcrest University, 2018 - 2023. {c}\n"
    ),
    "txt_next_line": lambda c: _txt(
        f"Ph.D. in Computer Science, Hillcrest University, 2018 - 2023\n{c}\n"
    ),
    "txt_bullet": lambda c: _txt(
        f"Ph.D. in Computer Science, Hillcrest University, 2018 - 2023\n• {c}\n"
    ),
    "txt_thesis_line": lambda c: _txt(
        "Ph.D. in Computer Science, Hillcrest University, 2018 - 2023\n"
        f"Thesis: Tidal Models for Shallow Lakes. {c}\n"
    ),
    "pdf_dates_right": lambda c: _pdf(
        "Hillcrest University                                          2018 – 2023\n"
        f"Ph.D. in Computer Science\n{c}\n"
    ),
    "pdf_degree_first": lambda c: _pdf(
        "Ph.D. in Computer Science                                     2018 – 2023\n"
        f"Hillcrest University, Lakeview, USA\n{c}\n"
    ),
    "pdf_columns": lambda c: _pdf(
        f"Ph.D., Computer Science  |  Hillcrest University  |  2018 – 2023\n{c}\n"
    ),
    "pdf_bullet": lambda c: _pdf(
        "Hillcrest University                                          Lakeview, USA\n"
        "Ph.D. in Computer Science                                     Sep 2018 – Jun 2023\n"
        f"• {c}\n"
    ),
}


def _label_cases():
    forms = list(NAME_FORMS)
    places = list(PLACEMENTS)
    for i, label in enumerate(LABELS):
        for j in range(2):
            form = forms[(i * 2 + j) % len(forms)]
            place = places[(i * 3 + j * 5) % len(places)]
            yield pytest.param(f"{label}: {{p}}", form, place, id=f"{label}-{form}-{place}")


def _phrase_cases():
    forms = list(NAME_FORMS)
    places = list(PLACEMENTS)
    for i, phrase in enumerate(PHRASES):
        for j in range(2):
            form = forms[(i * 3 + j * 7 + 1) % len(forms)]
            place = places[(i * 2 + j * 3 + 1) % len(places)]
            yield pytest.param(f"{phrase} {{p}}", form, place, id=f"{phrase}-{form}-{place}")


def _every_placement():
    for place, form in itertools.product(PLACEMENTS, ("prof", "plain")):
        yield pytest.param("Advisor: {p}", form, place, id=f"Advisor-{form}-{place}")


@pytest.mark.parametrize(
    ("cue", "form", "place"), [*_label_cases(), *_phrase_cases(), *_every_placement()]
)
def test_a_doctorate_names_its_advisor(cue, form, place):
    written, expected = NAME_FORMS[form]
    cv = _parse(*PLACEMENTS[place](cue.format(p=written)))
    assert _keys(_degree_advisors(cv, "phd")) == _keys([expected])
    assert _degree_advisors(cv, "bachelor") == []


def _list_cases():
    places = list(PLACEMENTS)
    cues = ["Advisors: {p}", "Co-advised by {p}", "Supervisors: {p}", "Advised by {p}"]
    for (i, lst), cue in itertools.product(enumerate(LISTS), cues):
        place = places[(i * 5 + cues.index(cue) * 3) % len(places)]
        yield pytest.param(cue, lst, place, id=f"{cue[:12]}-{lst}-{place}")


@pytest.mark.parametrize(("cue", "lst", "place"), list(_list_cases()))
def test_a_doctorate_names_its_advisors(cue, lst, place):
    written, expected = LISTS[lst]
    cv = _parse(*PLACEMENTS[place](cue.format(p=written)))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


# An advisor and a co-advisor, each with their own label.
CO_ADVISED = [
    "Advisor: Prof. Ann Lee; Co-advisor: Dr. Bo Chen",
    "Advisor: Ann Lee, Co-advisor: Bo Chen",
    "Advisor: Ann Lee | Co-Advisor: Bo Chen",
    "Supervisor: Prof. Ann Lee   Co-supervisor: Prof. Bo Chen",
    "Advised by Ann Lee and co-advised by Bo Chen",
    "Advisor: Ann Lee (Hillcrest), Co-advisor: Bo Chen (Orbit Labs)",
    "Primary advisor: Ann Lee; secondary advisor: Bo Chen",
]


@pytest.mark.parametrize("cue", CO_ADVISED)
@pytest.mark.parametrize("place", ["md_bullet", "txt_next_line", "pdf_dates_right"])
def test_an_advisor_and_a_co_advisor(cue, place):
    cv = _parse(*PLACEMENTS[place](cue))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(["Ann Lee", "Bo Chen"])


# --- a degree's advisor on the degree's own line ----------------------------------------

SAME_LINE = [
    "**Ph.D. in Computer Science**, Hillcrest University (Advisor: Ann Lee), 2018 – 2023",
    "**Ph.D. in Computer Science**, Hillcrest University, 2018 – 2023 (advisor: Prof. Ann Lee)",
    "Ph.D. in Computer Science, Hillcrest University, 2018 – 2023, advised by Ann Lee",
    "Ph.D. in Computer Science (advised by Prof. Ann Lee), Hillcrest University, 2018 – 2023",
    "Ph.D. in Computer Science | Hillcrest University | Advisor: Ann Lee | 2018 – 2023",
    "2018 – 2023  Ph.D., Computer Science, Hillcrest University. Supervisor: Dr. Ann Lee",
    "Ph.D. in Computer Science, Hillcrest University, 2018 – 2023 — Advisor: Ann Lee",
    "Ph.D. in Computer Science, Hillcrest University, 2018–2023; supervisor: Ann Lee",
    "**Hillcrest University**, Ph.D. in Computer Science, with Prof. Ann Lee, 2018 – 2023",
    "Ph.D. in Computer Science, Hillcrest University, 2018 – 2023 (with Ann Lee)",
]


@pytest.mark.parametrize("line", SAME_LINE)
def test_an_advisor_on_the_degrees_own_line(line):
    cv = _parse(*_md(line + "\n"))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(["Ann Lee"])


# --- a degree's advisor away from its entry: header, bio, table -----------------------

ELSEWHERE = {
    "header_label": (
        "# Ada Quinn\n\nPh.D. Candidate, Hillcrest University  \nAdvisor: Prof. Ann Lee\n\n"
        "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, 2019 – present\n"
        f"{_BACHELOR_MD}",
        "cv.md",
    ),
    "header_phrase": (
        "Ada Quinn\nPhD student, Hillcrest University, advised by Ann Lee\n"
        "ada.quinn@example.edu\n\nEDUCATION\n"
        "Ph.D. in Computer Science, Hillcrest University, 2019 - present\n"
        f"{_BACHELOR_TXT}",
        "cv.txt",
    ),
    "bio_advised_by": (
        "# Ada Quinn\n\nI am a fourth-year Ph.D. student in Computer Science at Hillcrest "
        "University, advised by Prof. Ann Lee. I work on tidal models for shallow lakes.\n\n"
        "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, 2019 – present\n"
        f"{_BACHELOR_MD}",
        "cv.md",
    ),
    "bio_my_advisor": (
        "# Ada Quinn\n\nI am a Ph.D. candidate at Hillcrest University, where my advisor is "
        "Ann Lee. My research is on tidal models.\n\n"
        "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, 2019 – present\n"
        f"{_BACHELOR_MD}",
        "cv.md",
    ),
    "bio_working_with": (
        "# Ada Quinn\n\nI am a Ph.D. student at Hillcrest University working with Prof. Ann Lee "
        "on tidal models for shallow lakes.\n\n"
        "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, 2019 – present\n"
        f"{_BACHELOR_MD}",
        "cv.md",
    ),
    "bio_in_group_of": (
        "# Ada Quinn\n\nI am a Ph.D. student at Hillcrest University in the group of "
        "Prof. Ann Lee, working on tidal models.\n\n"
        "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, 2019 – present\n"
        f"{_BACHELOR_MD}",
        "cv.md",
    ),
    "bio_in_lab": (
        "# Ada Quinn\n\nI am a Ph.D. student at Hillcrest University in Prof. Ann Lee's lab, "
        "where I work on tidal models.\n\n"
        "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, 2019 – present\n"
        f"{_BACHELOR_MD}",
        "cv.md",
    ),
    "bio_co_advised": (
        "# Ada Quinn\n\nI am a Ph.D. student at Hillcrest University, co-advised by Ann Lee "
        "and Bo Chen.\n\n"
        "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, 2019 – present\n"
        f"{_BACHELOR_MD}",
        "cv.md",
    ),
    "table_column": (
        "# Ada Quinn\n\n## Education\n\n| Years | Degree | Institution | Advisor |\n"
        "|---|---|---|---|\n| 2018 – 2023 | Ph.D. | Hillcrest University | Ann Lee |\n"
        "| 2014 – 2018 | B.S. | Lakeside College | |\n",
        "cv.md",
    ),
    "html_entry": (
        "<html><head><title>Ada Quinn</title></head><body><h1>Ada Quinn</h1>"
        "<h2>Education</h2><ul><li><b>Ph.D. in Computer Science</b>, Hillcrest University, "
        "2018 – 2023. Advisor: <a href='https://annlee.example.edu'>Prof. Ann Lee</a></li>"
        "<li><b>B.S. in Mathematics</b>, Lakeside College, 2014 – 2018</li></ul></body></html>",
        "cv.html",
    ),
}


@pytest.mark.parametrize("case", list(ELSEWHERE))
def test_an_advisor_told_away_from_the_entry(case):
    expected = ["Ann Lee", "Bo Chen"] if "co_advised" in case else ["Ann Lee"]
    cv = _parse(*ELSEWHERE[case])
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


# --- the degree each advisor belongs to -------------------------------------------------


def test_each_degree_keeps_its_own_advisor():
    cv = _parse(
        *_md(
            "**Ph.D. in Computer Science**, Hillcrest University, 2019 – 2024\n"
            "- Advisor: Ann Lee\n\n"
            "**M.S. in Statistics**, Vale University, 2017 – 2019\n"
            "- Thesis advisor: Bo Chen\n"
        )
    )
    assert _keys(_degree_advisors(cv, "phd")) == _keys(["Ann Lee"])
    assert _keys(_degree_advisors(cv, "master")) == _keys(["Bo Chen"])
    assert _degree_advisors(cv, "bachelor") == []


# --- Chinese ----------------------------------------------------------------------------

ZH_CUES = {
    "导师：{p}": None,
    "导师: {p}": None,
    "指导老师：{p}": None,
    "指导教师：{p}": None,
    "导师为{p}": None,
    "师从{p}": None,
    "在{p}指导下从事湖泊模型研究": None,
    "导师 Supervisor：{p}": None,
}
ZH_PEOPLE = {
    "bare": ("王明", ["王明"]),
    "professor": ("王明教授", ["王明"]),
    "spaced_professor": ("王明 教授", ["王明"]),
    "teacher": ("王明老师", ["王明"]),
    "researcher": ("王明研究员", ["王明"]),
    "two_dun": ("王明教授、李华教授", ["王明", "李华"]),
    "two_he": ("王明教授和李华研究员", ["王明", "李华"]),
}


def _zh_entry(shape: str, cue: str) -> tuple[str, str]:
    head = "# 周安\n\n邮箱：zhouan@example.cn\n\n## 教育背景\n\n"
    bachelor = "2013.09 – 2017.06  湖滨大学  数学  本科\n"
    degree = "2017.09 – 2022.06  青山大学  计算机科学与技术  博士"
    if shape == "same_line":
        return f"{head}{degree}  {cue}\n\n{bachelor}", "cv.md"
    if shape == "next_line":
        return f"{head}{degree}\n{cue}\n\n{bachelor}", "cv.md"
    return (
        f"{head}**青山大学** | 计算机科学与技术 | 博士 | 2017.09 – 2022.06\n- {cue}\n\n{bachelor}",
        "cv.md",
    )


def _zh_cases():
    people = list(ZH_PEOPLE)
    shapes = ("same_line", "next_line", "bullet")
    for i, (cue, shape) in enumerate(itertools.product(ZH_CUES, shapes)):
        who = people[(i * 2) % len(people)]
        if cue.startswith(("师从", "在")) and len(ZH_PEOPLE[who][1]) > 1:
            who = "professor"
        yield pytest.param(cue, who, shape, id=f"{cue[:4]}-{who}-{shape}")


@pytest.mark.parametrize(("cue", "who", "shape"), list(_zh_cases()))
def test_a_chinese_doctorate_names_its_advisor(cue, who, shape):
    written, expected = ZH_PEOPLE[who]
    cv = _parse(*_zh_entry(shape, cue.format(p=written)))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


# --- positions and projects ------------------------------------------------------------------

_POS_HEAD = "# Ada Quinn\n\nada.quinn@example.edu\n\n## Experience\n\n"


def _pos_md(entry: str) -> tuple[str, str]:
    return f"{_POS_HEAD}{entry}\n", "cv.md"


POSITION_CUES = {
    "mentor_label": "Mentor: {p}",
    "mentors_label": "Mentors: {p}",
    "supervisor_label": "Supervisor: {p}",
    "host_label": "Host: {p}",
    "pi_label": "PI: {p}",
    "manager_label": "Manager: {p}",
    "supervised_by": "Supervised by {p}",
    "mentored_by": "Mentored by {p}",
    "under_supervision": "Under the supervision of {p}",
    "worked_with_titled": "Worked with Prof. {p} on tidal models for shallow lakes",
    "hosted_by": "Hosted by {p}",
}
POSITION_SHAPES = {
    "bullet": lambda c: _pos_md(
        "**Research Intern**, Orbit AI Lab, Jun 2022 – Aug 2022\n- Built a lake simulator.\n"
        f"- {c}\n"
    ),
    "next_line": lambda c: _pos_md(
        f"**Research Intern**, Orbit AI Lab, Jun 2022 – Aug 2022  \n{c}\n"
    ),
    "txt_pdf": lambda c: (
        f"{_HEAD}EXPERIENCE\n"
        "Orbit AI Lab                                                 Jun 2022 – Aug 2022\n"
        f"Research Intern\n• {c}\n• Built a lake simulator.\n",
        "cv.txt",
    ),
    "same_line_paren": lambda c: _pos_md(
        f"**Research Intern**, Orbit AI Lab ({c[0].lower() + c[1:]}), Jun 2022 – Aug 2022\n"
    ),
}


def _position_cases():
    for cue, shape in itertools.product(POSITION_CUES, POSITION_SHAPES):
        yield pytest.param(cue, shape, id=f"{cue}-{shape}")


@pytest.mark.parametrize(("cue", "shape"), list(_position_cases()))
def test_a_position_names_its_supervisor(cue, shape):
    text = POSITION_CUES[cue]
    person = "Ann Lee" if "Prof." in text else "Dr. Ann Lee"
    cv = _parse(*POSITION_SHAPES[shape](text.format(p=person)))
    assert [p.title for p in cv.positions] == ["Research Intern"]
    assert _keys(cv.positions[0].supervisors) == _keys(["Ann Lee"])


# A junior's head line naming whom the work was for.
POSITION_HEADS = [
    "**Research Assistant**, Prof. Ann Lee's Lab, Hillcrest University, 2021 – 2022",
    "**Research Assistant** with Prof. Ann Lee, Hillcrest University, 2021 – 2022",
    "**Research Assistant**, Hillcrest University (with Dr. Ann Lee), 2021 – 2022",
    "**Research Assistant**, Hillcrest University, 2021 – 2022  \nIn the group of Prof. Ann Lee.",
    "**Research Assistant**, Hillcrest University, 2021 – 2022  \n"
    "Worked in Ann Lee's lab on tidal models.",
    "**Research Assistant**, Hillcrest University, 2021 – 2022  \nAdvisor: Ann Lee",
    "**Visiting Student**, Hillcrest University, 2021 – 2022  \nHost: Prof. Ann Lee",
    "**Postdoctoral Researcher**, Hillcrest University, 2021 – 2022  \nPI: Ann Lee",
    "**Research Assistant**, Hillcrest University, 2021 – 2022  \n"
    "Working with Prof. Ann Lee and Dr. Bo Chen",
]


@pytest.mark.parametrize("entry", POSITION_HEADS)
def test_a_juniors_position_names_whom_it_worked_for(entry):
    expected = ["Ann Lee", "Bo Chen"] if "Bo Chen" in entry else ["Ann Lee"]
    cv = _parse(*_pos_md(entry))
    assert len(cv.positions) + len(cv.education) == 1  # a visit may be read as either
    assert _keys(_everyone(cv)) == _keys(expected)


ZH_POSITIONS = [
    "2021.07 – 2021.09  星河科技有限公司  算法实习生\n- 导师：王明\n",
    "2021.07 – 2021.09  星河科技有限公司  算法实习生  导师：王明\n",
    "2021.07 – 2022.06  青山大学湖泊实验室  研究助理\n- 合作导师：王明研究员\n",
    "2021.07 – 2022.06  青山大学湖泊实验室  研究助理\n- 在王明教授指导下开展湖泊模型研究\n",
    "2021.07 – 2022.06  青山大学  访问学生\n- 王明教授课题组，从事湖泊模型研究\n",
]


@pytest.mark.parametrize("entry", ZH_POSITIONS)
def test_a_chinese_position_names_its_supervisor(entry):
    cv = _parse(f"# 周安\n\n邮箱：zhouan@example.cn\n\n## 实习经历\n\n{entry}", "cv.md")
    assert _keys(_everyone(cv)) == _keys(["王明"])


PROJECTS = [
    "**Tidal Models for Shallow Lakes**, 2021 – 2022\n- Supervisor: Prof. Ann Lee\n",
    "**Tidal Models for Shallow Lakes** (supervised by Dr. Ann Lee), 2021 – 2022\n",
    "**Tidal Models for Shallow Lakes**, 2021 – 2022  \nAdvisor: Ann Lee\n",
]


@pytest.mark.parametrize("entry", PROJECTS)
def test_a_project_names_its_supervisor(entry):
    cv = _parse(f"# Ada Quinn\n\nada.quinn@example.edu\n\n## Research Projects\n\n{entry}", "cv.md")
    assert _keys(_everyone(cv)) == _keys(["Ann Lee"])


# --- people named who are no advisors -------------------------------------------------------

NOT_ADVISORS = {
    "co_authors": "## Publications\n\n1. Ada Quinn, Ann Lee, and Bo Chen. Tidal models for "
    "shallow lakes. *Journal of Lakes*, 2022.\n",
    "references": "## References\n\nProf. Ann Lee  \nHillcrest University  \n"
    "ann.lee@example.edu\n\n"
    "Dr. Bo Chen  \nOrbit AI Lab  \nbo.chen@example.com\n",
    "referees_label": "## Referees\n\n- Prof. Ann Lee, Hillcrest University\n"
    "- Dr. Bo Chen, Orbit AI Lab\n",
    "collaborators": "## Collaborators\n\nAnn Lee (Hillcrest University), Bo Chen (Orbit AI Lab)\n",
    "committee": "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, "
    "2018 – 2023\n"
    "- Committee: Bo Chen, Cy Dee, Dan Fox\n",
    "students": "## Mentoring\n\n- Bo Chen (undergraduate, 2021 – 2022), now at Orbit AI Lab\n"
    "- Cy Dee (M.S. student, 2022)\n",
    "supervised_students": "## Experience\n\n**Postdoctoral Researcher**, Hillcrest University, "
    "2021 – 2023\n- Supervised 3 M.S. students and 2 undergraduates.\n",
    "advised_students": "## Experience\n\n**Assistant Professor**, Hillcrest University, "
    "2021 – present\n- Advised 5 Ph.D. students; mentored 12 undergraduates.\n",
    "mentored_named": "## Experience\n\n**Senior Engineer**, Orbit AI Lab, 2021 – present\n"
    "- Mentored two interns, Bo Chen and Cy Dee.\n",
    "financial_advisor": "## Experience\n\n**Financial Advisor**, Pine Bank, 2019 – 2021\n"
    "- Advised 40 clients on retirement planning.\n",
    "advisor_job_title": "## Experience\n\n**Academic Advisor**, Lakeside College, 2017 – 2019\n"
    "- Advised first-year students on course choices.\n",
    "peer_mentor": "## Service\n\n- Peer Mentor, Graduate Women in Science, 2020 – 2022\n",
    "instructor": "## Teaching\n\n**Teaching Assistant**, Hillcrest University, 2020\n"
    "- Course: Introduction to Lakes (Instructor: Prof. Ann Lee)\n",
    "advisory_board": "## Service\n\n- Member, Student Advisory Board, Hillcrest University, "
    "2021\n",
    "taught_by": "## Coursework\n\n- Advanced Hydrology, taught by Prof. Ann Lee\n",
    "zh_intended": "## 教育背景\n\n2023.09 – 至今  青山大学  博士  意向导师：王明教授\n",
    "zh_referee": "## 推荐人\n\n王明 教授，青山大学，wangming@example.cn\n",
    "zh_students": "## 工作经历\n\n2020.07 – 至今  青山大学  副教授\n- 指导硕士研究生5名\n",
}


@pytest.mark.parametrize("case", list(NOT_ADVISORS))
def test_people_who_are_no_advisors(case):
    cv = _parse(f"# Ada Quinn\n\nada.quinn@example.edu\n\n{NOT_ADVISORS[case]}", "cv.md")
    assert _everyone(cv) == []


# --- harder shapes: what a name carries, how a line wraps, how a label is marked ------------

# The label and the people with what CVs set around them; each names Ann Lee (and Bo Chen).
DECORATED = [
    "**Advisor:** Ann Lee",
    "*Advisor*: Ann Lee",
    "Advisor: **Ann Lee**",
    "_Advisor_: [Ann Lee](https://annlee.example.edu)",
    "ADVISOR: ANN LEE",
    "Advisor: Ann Lee, PhD",
    "Advisor: Ann Lee, Ph.D.",
    "Advisor: Prof. Ann Lee (Hillcrest University)",
    "Advisor: Prof. Ann Lee, Department of Physics",
    "Advisor: Ann Lee, Professor of Physics",
    "Supervisor: Univ.-Prof. Dr. Ann Lee",
    "Advisor: Dr. Ann Lee, FRS",
    "Advisors: Ann Lee (Physics) and Bo Chen (Chemistry)",
    "Advisors: Prof. Ann Lee (Hillcrest University), Dr. Bo Chen (Orbit AI Lab)",
    "Advisor: Ann Lee, Bo Chen (co-advisor)",
    "Advisor: Prof. Ann Lee & Prof. Bo Chen",
    "Thesis: Tidal Models for Shallow Lakes (Advisor: Ann Lee)",
    "Thesis: “Tidal Models for Shallow Lakes.” Supervisor: Dr. Ann Lee.",
    "Dissertation: Tidal Models for Shallow Lakes; Advisors: Ann Lee and Bo Chen",
    "Advised by Ann Lee.",
    "Advisor – Ann Lee",
    "Advisor | Ann Lee",
    "Advisor Ann Lee",
]


@pytest.mark.parametrize("cue", DECORATED)
@pytest.mark.parametrize("place", ["md_bullet", "pdf_dates_right"])
def test_a_decorated_advisor(cue, place):
    expected = ["Ann Lee", "Bo Chen"] if "Bo Chen" in cue else ["Ann Lee"]
    cv = _parse(*PLACEMENTS[place](cue))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


# A label or a list broken over two lines, as a narrow column breaks it.
WRAPPED = [
    "Advisors: Prof. Ann Lee and\nProf. Bo Chen",
    "Advisors: Ann Lee, Bo Chen,\nand Cy Dee",
    "Advisor:\nProf. Ann Lee",
    "Under the supervision of\nProf. Ann Lee",
    "Thesis: Tidal Models for Shallow Lakes. Advised by\nAnn Lee and Bo Chen",
]


@pytest.mark.parametrize("cue", WRAPPED)
@pytest.mark.parametrize("place", ["txt_next_line", "pdf_dates_right"])
def test_a_wrapped_advisor(cue, place):
    expected = [n for n in ("Ann Lee", "Bo Chen", "Cy Dee") if n in cue]
    cv = _parse(*PLACEMENTS[place](cue))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


# The PDF's columns: the label set apart from the degree by a gap, not a bracket or a bar.
PDF_COLUMNS = [
    "Ph.D. in Computer Science          Advisor: Ann Lee          2018 – 2023\n"
    "Hillcrest University",
    "Hillcrest University                 Ph.D. in Computer Science                 2018 – 2023\n"
    "Advisor: Prof. Ann Lee                                                Lakeview, USA",
    "Hillcrest University, Lakeview, USA                                   2018 – 2023\n"
    "Doctor of Philosophy in Computer Science; Advisor: Ann Lee",
    "2018 – 2023     Ph.D. in Computer Science, Hillcrest University\n"
    "                Advisor: Ann Lee",
    "Sep 2018 – Jun 2023   Hillcrest University\n"
    "                      Ph.D., Computer Science. Supervisors: Ann Lee and Bo Chen",
]


@pytest.mark.parametrize("entry", PDF_COLUMNS)
def test_an_advisor_in_a_pdfs_columns(entry):
    expected = ["Ann Lee", "Bo Chen"] if "Bo Chen" in entry else ["Ann Lee"]
    cv = _parse(*_pdf(entry + "\n"))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


# A bio that tells the degree and its advisor in one sentence.
BIOS = [
    "She received her Ph.D. in Computer Science from Hillcrest University in 2020 under the "
    "supervision of Prof. Ann Lee.",
    "I received my Ph.D. from Hillcrest University in 2020, where I was advised by Ann Lee.",
    "I did my Ph.D. at Hillcrest University with Prof. Ann Lee.",
    "Ada completed her PhD at Hillcrest University (2020), supervised by Dr. Ann Lee.",
    "I obtained my PhD from Hillcrest University in 2020, working with Ann Lee and Bo Chen.",
    "During my Ph.D. at Hillcrest University, I was fortunate to be advised by Prof. Ann Lee.",
]


@pytest.mark.parametrize("bio", BIOS)
def test_a_bio_tells_the_degrees_advisor(bio):
    expected = ["Ann Lee", "Bo Chen"] if "Bo Chen" in bio else ["Ann Lee"]
    cv = _parse(f"# Ada Quinn\n\n## About\n\n{bio}\n", "cv.md")
    assert _keys(_everyone(cv)) == _keys(expected)


# A job's supervisors written in ways the simple cases above leave out.
POSITIONS_MORE = [
    "**Research Intern**, Orbit AI Lab — Mentors: Ann Lee, Bo Chen, Jun 2022 – Aug 2022",
    "**Summer Intern**, Orbit AI Lab (manager: Ann Lee), Jun 2022 – Aug 2022",
    "Research Intern, Advisor: Prof. Ann Lee                              Jun 2022 – Aug 2022\n"
    "Orbit AI Lab",
    "**Postdoctoral Fellow**, Hillcrest University (Host: Ann Lee), 2021 – 2023",
    "**Research Intern**, Orbit AI Lab, Jun 2022 – Aug 2022\n"
    "- Supervisor: Dr. Ann Lee, Senior Scientist",
    "**Research Intern**, Orbit AI Lab, Jun 2022 – Aug 2022\n- Hosts: Ann Lee and Bo Chen",
    "**Research Intern**, Orbit AI Lab, Jun 2022 – Aug 2022\n- Mentors: Dr. Ann Lee & Dr. Bo Chen",
    "**Research Assistant**, Hillcrest University, 2021 – 2022\n"
    "- Advisors: [Ann Lee](https://lee.example.edu), [Bo Chen](https://chen.example.edu)",
    "**Research Intern** | Orbit AI Lab | Mentor: Ann Lee | Jun 2022 – Aug 2022",
    "**Visiting Researcher**, Hillcrest University, 2022\n- Hosted by Prof. Ann Lee",
    "**Research Intern**, Orbit AI Lab, Jun 2022 – Aug 2022\n"
    "- Worked with Ann Lee and Bo Chen on tidal models.",
    "**Research Assistant**, Hillcrest University, 2021 – 2022\n"
    "- Under the supervision of Prof. Ann Lee, built a lake simulator.",
]


@pytest.mark.parametrize("entry", POSITIONS_MORE)
def test_a_position_names_its_supervisors_more(entry):
    expected = ["Ann Lee", "Bo Chen"] if "Bo Chen" in entry else ["Ann Lee"]
    cv = _parse(*_pos_md(entry + "\n"))
    assert len(cv.positions) == 1
    assert _keys(cv.positions[0].supervisors) == _keys(expected)


ZH_MORE = [
    "导师：王明（教授）",
    "导师：王明 教授、李华 副教授",
    "导师：王明教授（长江学者）",
    "导师：Prof. Ann Lee",
    "导师：王明教授，李华研究员",
    "指导老师：王明、李华",
    "导师为王明教授和李华副教授",
    "博士生导师：王明教授",
    "导师：王明 (Ming Wang)",
    "师从王明教授，研究方向为湖泊模型",
]


@pytest.mark.parametrize("cue", ZH_MORE)
@pytest.mark.parametrize("shape", ["same_line", "next_line", "bullet"])
def test_a_chinese_doctorate_names_its_advisors_more(cue, shape):
    expected = [n for n in ("王明", "李华", "Ann Lee") if n in cue]
    cv = _parse(*_zh_entry(shape, cue))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


NOT_ADVISORS_MORE = {
    "co_supervised_with": "## Experience\n\n**Postdoctoral Researcher**, Hillcrest University, "
    "2021 – 2023\n- Co-supervised two Ph.D. students with Prof. Ann Lee.\n",
    "startup_advisor": "## Experience\n\n**Advisor**, Orbit AI, 2021 – present\n"
    "- Technical advice on lake models.\n",
    "second_reader": "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, "
    "2018 – 2023\n- Second reader: Bo Chen\n",
    "supervised_students_heading": "## Students Supervised\n\n- Bo Chen (M.S., 2022)\n"
    "- Cy Dee (B.S., 2021)\n",
    "research_supervision": "## Research Supervision\n\n- Bo Chen, M.S. thesis, 2022\n"
    "- Cy Dee, B.S. thesis, 2021\n",
    "gsoc_mentor": "## Service\n\n- Mentor, Open Lake Summer of Code, 2021\n",
    "supervisor_of_analysts": "## Experience\n\n**Team Lead**, Pine Bank, 2019 – 2021\n"
    "- Supervisor of 5 junior analysts.\n",
    "grant_pi": "## Grants\n\n- Lake Science Foundation, Tidal Models, $50,000, 2022 "
    "(PI: Ada Quinn)\n",
    "advisor_job_line": "## Experience\n\nAdvisor Relations Officer, Pine Bank, 2019 – 2021\n"
    "Supervisor Training Lead, Pine Bank, 2017 – 2019\n",
    "mentor_company": "## Experience\n\nMentor Graphics Systems, Software Engineer, 2019 – 2021\n",
    "ta_for": "## Teaching\n\n- Teaching Assistant, Introduction to Lakes, Hillcrest "
    "University, Fall 2021 (Instructor: Ann Lee)\n",
    "pi_of_grant": "## Grants\n\n- 2019 – 2020. PI: National Endowment for the Sciences. "
    "“Tidal Models for Shallow Lakes.” $120,000.\n",
    "pi_label_over_projects": "## Professional Activities\n\nPrincipal Investigator:\n"
    "Sediment Transport Measurement and Regional Comparison (Lake Science Fund, 2021)\n"
    "Nutrient Loading and Climate-Driven Algal Growth (Young Scholars Fund, 2020)\n",
    "students_with_their_advisors": "## Students Co-supervised\n\n2021   Bo Chen   Advisor: "
    "Cy Dee\n2020   Dan Fox   Advisor: Cy Dee\n",
    "zh_students_with_their_advisors": "## 指导研究生毕业设计\n\n2013   李平   导师：赵六\n\n"
    "2012   钱新   导师：赵六\n",
}


@pytest.mark.parametrize("case", list(NOT_ADVISORS_MORE))
def test_people_who_are_no_advisors_more(case):
    cv = _parse(f"# Ada Quinn\n\nada.quinn@example.edu\n\n{NOT_ADVISORS_MORE[case]}", "cv.md")
    assert _keys(_everyone(cv)) == []


# The same beside a doctorate listed without its advisor, which a cue read anywhere in the
# CV would be given to.
_UNADVISED_PHD = (
    "## Education\n\n**Ph.D. in Computer Science**, Hillcrest University, 2018 – 2023\n\n"
)


@pytest.mark.parametrize(
    "case", [c for c in {**NOT_ADVISORS, **NOT_ADVISORS_MORE} if not c.startswith("zh_")]
)
def test_people_who_are_no_advisors_of_a_doctorate(case):
    text = {**NOT_ADVISORS, **NOT_ADVISORS_MORE}[case]
    head = "" if text.startswith("## Education") else _UNADVISED_PHD
    cv = _parse(f"# Ada Quinn\n\nada.quinn@example.edu\n\n{head}{text}", "cv.md")
    assert _keys(_everyone(cv)) == []


@pytest.mark.parametrize("case", ["zh_referee", "zh_students", "zh_students_with_their_advisors"])
def test_people_who_are_no_advisors_of_a_chinese_doctorate(case):
    text = {**NOT_ADVISORS, **NOT_ADVISORS_MORE}[case]
    head = "## 教育背景\n\n2018.09 – 2023.06  青山大学  计算机科学与技术  博士\n\n"
    cv = _parse(f"# 周安\n\n邮箱：zhouan@example.cn\n\n{head}{text}", "cv.md")
    assert _keys(_everyone(cv)) == []


# The group the research was done in, named by its head.
GROUP_HEADS = [
    "In the group of Prof. Ann Lee",
    "Research in the Lee Lab, in the group of Ann Lee",
    "Member of Prof. Ann Lee's lab",
    "Worked in Ann Lee's group on tidal models",
    "Research group of Prof. Ann Lee",
    "Lab: Ann Lee's Lake Dynamics Group",
]


@pytest.mark.parametrize("cue", GROUP_HEADS)
@pytest.mark.parametrize("place", ["md_bullet", "pdf_dates_right"])
def test_a_doctorate_names_the_head_of_its_group(cue, place):
    cv = _parse(*PLACEMENTS[place](cue))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(["Ann Lee"])


# A bio in the third person, and a bio's own words for whom the person works with.
BIOS_THIRD_PERSON = [
    "Ada is a PhD candidate at Hillcrest University, where she works with Ann Lee and Bo Chen "
    "on tidal models.",
    "Ada is a fifth-year PhD student at Hillcrest University. Her advisor is Prof. Ann Lee.",
    "Ada Quinn is a Ph.D. student at Hillcrest University. His advisors are Ann Lee and Bo Chen.",
    "Ada is a PhD student at Hillcrest University, where he studies with Prof. Ann Lee.",
]


@pytest.mark.parametrize("bio", BIOS_THIRD_PERSON)
def test_a_third_person_bio_names_the_degrees_advisor(bio):
    expected = ["Ann Lee", "Bo Chen"] if "Bo Chen" in bio else ["Ann Lee"]
    cv = _parse(
        f"# Ada Quinn\n\n{bio}\n\n## Education\n\n**Ph.D. in Physics**, Hillcrest University, "
        "2019 – present\n",
        "cv.md",
    )
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


# Letters of an honour or a degree after the name, which are no part of it.
POST_NOMINALS = [
    "Supervisor: Professor Ann Lee FRS",
    "Supervisor: Prof. Ann Lee FREng",
    "Advisors: Ann Lee FRS and Bo Chen OBE",
    "Advisor: Dr. Ann Lee, FIEEE",
]


@pytest.mark.parametrize("cue", POST_NOMINALS)
@pytest.mark.parametrize("place", ["md_bullet", "txt_next_line"])
def test_letters_after_an_advisors_name(cue, place):
    expected = ["Ann Lee", "Bo Chen"] if "Bo Chen" in cue else ["Ann Lee"]
    cv = _parse(*PLACEMENTS[place](cue))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)


# A junior's role the details say was for a titled person.
ROLE_FOR = [
    "**Research Assistant**, Hillcrest University, 2021 – 2022\n"
    "- RA for Prof. Ann Lee on tidal models",
    "**Research Assistant**, Hillcrest University, 2021 – 2022\n"
    "- Research assistant for Dr. Ann Lee, building a lake simulator",
    "**Summer Intern**, Orbit AI Lab, 2022\n- Intern for Dr. Ann Lee in the lake modelling team",
]


@pytest.mark.parametrize("entry", ROLE_FOR)
def test_a_juniors_role_for_a_titled_person(entry):
    cv = _parse(*_pos_md(entry + "\n"))
    assert _keys(_everyone(cv)) == _keys(["Ann Lee"])


# A name written family name first after a comma, as a citation writes it: one person or
# two? ("Lee, Ann" or the surnames of two).
@pytest.mark.xfail(strict=True, reason="ambiguous: 'Lee, Ann' may be one person or two surnames")
def test_an_advisor_written_family_name_first():
    cv = _parse(*PLACEMENTS["md_bullet"]("Advisor: Lee, Ann"))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(["Ann Lee"])


# A doctorate's advisor told in a section of its thesis, or beside a thesis listed with the
# papers.
THESIS_SECTIONS = [
    "## Dissertation\n\n*Tidal Models for Shallow Lakes*. Advisor: Ann Lee\n",
    "## Doctoral Thesis\n\nTidal Models for Shallow Lakes\n\nSupervisors: Ann Lee and Bo Chen\n",
    "## Publications\n\n1. Ada Quinn. Tidal Models for Shallow Lakes. Ph.D. thesis, Hillcrest "
    "University, 2023. Advisor: Ann Lee.\n2. Ada Quinn, Bo Chen. Wind over lakes. "
    "*Journal of Lakes*, 2022.\n",
]


@pytest.mark.parametrize("section", THESIS_SECTIONS)
def test_a_thesis_names_the_doctorates_advisor(section):
    expected = (
        ["Ann Lee", "Bo Chen"] if "Supervisors: Ann Lee and Bo Chen" in section else ["Ann Lee"]
    )
    cv = _parse(
        "# Ada Quinn\n\n## Education\n\n**Ph.D. in Physics**, Hillcrest University, 2018 – 2023\n\n"
        f"**B.S. in Physics**, Lakeside College, 2014 – 2018\n\n{section}",
        "cv.md",
    )
    assert _keys(_degree_advisors(cv, "phd")) == _keys(expected)
    assert _degree_advisors(cv, "bachelor") == []


# Each degree's advisor labelled in the header, on one line or two.
DEGREE_LABELS = [
    "PhD advisor: Ann Lee | MS advisor: Bo Chen",
    "Ph.D. Advisor: Ann Lee  \nM.S. Advisor: Bo Chen",
    "PhD Advisor: Ann Lee; Master's Advisor: Bo Chen",
    "博士导师：王明  硕士导师：李华",
]


@pytest.mark.parametrize("labels", DEGREE_LABELS)
def test_each_degrees_advisor_labelled_in_the_header(labels):
    phd, master = ("王明", "李华") if "导师" in labels else ("Ann Lee", "Bo Chen")
    cv = _parse(
        f"# Ada Quinn\n\n{labels}\n\n## Education\n\n**Ph.D. in Physics**, Hillcrest University, "
        "2019 – present\n\n**M.S. in Physics**, Vale University, 2017 – 2019\n",
        "cv.md",
    )
    assert _keys(_degree_advisors(cv, "phd")) == _keys([phd])
    assert _keys(_degree_advisors(cv, "master")) == _keys([master])


# A committee that marks its member who advised the person.
COMMITTEES = [
    "Committee: Ann Lee (chair & advisor), Bo Chen, Cy Dee",
    "Dissertation Committee: Ann Lee (advisor, chair), Bo Chen, Cy Dee",
    "Thesis committee: Bo Chen, Ann Lee (advisor), Cy Dee",
    "Committee: Ann Lee (chair and advisor), Bo Chen",
]


@pytest.mark.parametrize("line", COMMITTEES)
def test_a_committee_marks_the_advisor(line):
    cv = _parse(*PLACEMENTS["txt_next_line"](line))
    assert _keys(_degree_advisors(cv, "phd")) == _keys(["Ann Lee"])


# An honour of the person's own degree that names its advisor, with a doctorate listed
# without one.
AWARDS_WITH_ADVISOR = [
    "## Awards\n\n- Best Thesis Award, Hillcrest University, 2023 (advisor: Ann Lee)\n",
    "## Honors\n\n- Outstanding Dissertation Prize, 2023. Supervisor: Prof. Ann Lee\n",
]


@pytest.mark.parametrize("section", AWARDS_WITH_ADVISOR)
def test_an_honour_names_the_doctorates_advisor(section):
    cv = _parse(f"# Ada Quinn\n\n{_UNADVISED_PHD}{section}", "cv.md")
    assert _keys(_degree_advisors(cv, "phd")) == _keys(["Ann Lee"])


# A visit's details that say whom the work was with, a topic between.
def test_a_visit_names_whom_its_work_was_with():
    cv = _parse(
        *_pos_md(
            "**Visiting Researcher**, Vale University, 04/2023\n- I spent one month at Vale "
            "University as a guest of the Lake Lab, working on optimization with Dr. Ann Lee.\n"
        )
    )
    assert _keys(_everyone(cv)) == _keys(["Ann Lee"])


# A thesis of another degree than the research one, with its supervisor, listed apart.
THESES_OF_DEGREES = [
    ("B.S. Thesis. Tidal models for shallow lakes. Supervised by Bo Chen, Lakeside College, 2018",
     "bachelor"),
    ("M.S. thesis: Wind over lakes (advisor: Bo Chen), Vale University, 2019", "master"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "degree"), THESES_OF_DEGREES)
def test_a_thesis_names_its_own_degrees_advisor(line, degree):
    cv = _parse(
        "Ada Quinn\nada.quinn@example.edu\n\nEDUCATION\n"
        "Ph.D. in Physics, Hillcrest University, 2019 - 2023\n"
        "M.S. in Physics, Vale University, 2017 - 2019\n"
        "B.S. in Physics, Lakeside College, 2014 - 2017\n\n"
        f"THESES\n{line}\n",
        "cv.txt",
    )
    assert _keys(_degree_advisors(cv, degree)) == _keys(["Bo Chen"])
    assert _degree_advisors(cv, "phd") == []


# A line of a degree's entry that tells another degree's supervision.
def test_a_line_telling_another_degrees_supervision_is_not_the_entrys():
    cv = _parse(
        *_md(
            "**B.S. in Ocean Science**, Hillcrest University, 2020 – 2024\n"
            "- I will start my M.S. studies at Vale University this fall, supervised by "
            "Prof. Ann Lee.\n"
        )
    )
    assert [e.advisors for e in cv.education if e.institution_raw == "Hillcrest University"] == [[]]


def test_a_bio_telling_two_degrees_gives_the_supervision_to_the_one_it_follows():
    cv = _parse(
        "# Ada Quinn\n\n## Education\n\n- M.S. in Ocean Science, Vale University, 2024 – present\n"
        "- B.S. in Ocean Science, Hillcrest University, 2020 – 2024\n\n## About\n\n"
        "I am a senior undergraduate student at Hillcrest University, and I will start my M.S. "
        "studies at Vale University, supervised by Prof. Ann Lee and Bo Chen.\n",
        "cv.md",
    )
    assert _keys(_degree_advisors(cv, "master")) == _keys(["Ann Lee", "Bo Chen"])
    assert _degree_advisors(cv, "bachelor") == []


# A role held "with" a titled person, in a job's head: whom it was done for, unless the
# role is a senior's.
ROLES_WITH = [
    ("- Mission Associate Investigator with Dr. Ann Lee, Hill Observatory (2021-2022)\n"
     "  - Wrote a forward model to simulate lake images.", ["Ann Lee"]),
    ("**Staff Scientist with Dr. Ann Lee and Dr. Bo Chen**, Orbit AI Lab, 2020 – 2022",
     ["Ann Lee", "Bo Chen"]),
    ("**Lecturer with Dr. Ann Lee**, Hillcrest University, 2020 – 2022", []),
    ("**Teaching**, Hillcrest University, 2024\n- Co-teaching with Prof. Ann Lee, who held "
     "the other half of the course.", []),
    ("**Software Engineer**, Orbit AI Lab, 2020 – 2022\n- Collaborated with Dr. Ann Lee on "
     "lake models.", []),
]  # fmt: skip


@pytest.mark.parametrize(("entry", "expected"), ROLES_WITH)
def test_a_role_held_with_a_titled_person(entry, expected):
    cv = _parse(*_pos_md(entry + "\n"))
    assert _keys(_everyone(cv)) == _keys(expected)


# A sentence after the one that tells a junior's job or a research degree says whom the
# person works with now, in a bio or a news item.
TOLD_AFTER = [
    ("## About\n\nI am a Postdoctoral Fellow in the Physics department at Hillcrest University. "
     "I work closely with Prof. Ann Lee on lake models.\n"),
    ("## About\n\nI am a PhD student at Hillcrest University. I work with Prof. Ann Lee on "
     "lake models.\n"),
    ("## News\n\n- [2020-09] I work as a Postdoctoral Fellow in the Physics department at "
     "Hillcrest University. I work closely with Prof. Ann Lee.\n"),
]  # fmt: skip


@pytest.mark.parametrize("text", TOLD_AFTER)
def test_whom_the_person_works_with_told_after_the_job(text):
    cv = _parse(f"# Ada Quinn\n\n{text}", "cv.md")
    assert _keys(_everyone(cv)) == _keys(["Ann Lee"])
