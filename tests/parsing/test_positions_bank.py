"""A bank of the ways CVs write their jobs, each read back into its positions.

Written from general knowledge of CV layouts (moderncv, awesome-cv, Jake's résumé, Word
tables, Markdown homepages, Chinese résumés), with invented people, places and dates.
An entry's title, employer, place and dates come in every order, on one line or across
lines, with column gaps, bars, dashes, brackets, and duty bullets under them; a fixed
subset of the combinations is generated below. Each job must keep its own title, its
employer and its own dates.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import pytest

from profiles.parsing import parse_bytes


@dataclass(frozen=True)
class Job:
    title: str
    org: str
    place: str
    start: tuple[int, int]
    end: tuple[int, int] | None  # None: ongoing


INDUSTRY = (
    Job("Senior Data Scientist", "Quillmark Analytics", "Denver, CO", (2021, 3), None),
    Job("Research Intern", "Northvale Robotics Lab", "Pittsburgh, PA", (2019, 6), (2019, 8)),
    Job("Teaching Assistant", "Hillcrest University", "Boston, MA", (2017, 9), (2019, 5)),
)
ACADEMIC = (
    Job("Assistant Professor", "Lakemont University", "Halifax, Canada", (2022, 7), None),
    Job(
        "Postdoctoral Fellow",
        "Brightwater Institute for Ocean Studies",
        "Bremen, Germany",
        (2019, 9),
        (2022, 6),
    ),
    Job("Research Assistant", "Coastal Ecology Lab", "Portland, OR", (2016, 1), (2019, 8)),
)
TECH = (
    Job("Machine Learning Engineer", "Brightpath Labs", "San Francisco, CA", (2022, 1), None),
    Job("Software Engineering Intern", "Tidewell Systems", "Seattle, WA", (2020, 6), (2020, 9)),
    Job("Lecturer", "Redmoor College", "Leeds, UK", (2018, 9), (2021, 12)),
)
# Names without a word that says what they are, a department before its university, roles
# outside the common words.
OTHERS = (
    Job("Visiting Scholar", "Orchard AI", "Toronto, Canada", (2023, 2), (2023, 8)),
    Job(
        "Postdoc",
        "Department of Statistics, Ferndale University",
        "Ithaca, NY",
        (2020, 10),
        (2023, 1),
    ),
    Job("Data Science Intern", "Kestrel", "Austin, TX", (2018, 5), (2018, 8)),
)
JOB_SETS = {"industry": INDUSTRY, "academic": ACADEMIC, "tech": TECH, "others": OTHERS}

_MONTHS = "January February March April May June July August September October November December"
_LONG = _MONTHS.split()
_SHORT = [m[:3] for m in _LONG]


@dataclass(frozen=True)
class DateStyle:
    """How a CV writes a month, the dash between two dates and an ongoing end."""

    month: object  # (year, month) -> str
    dash: str
    now: str
    years_only: bool = False
    shared_year: bool = False  # "Jun – Aug 2019": the year written once, after the end

    def range(self, job: Job) -> str:
        end = self.now if job.end is None else self.month(job.end)
        if self.shared_year and job.end is not None and job.end[0] == job.start[0]:
            return f"{_SHORT[job.start[1] - 1]}{self.dash}{end}"
        return f"{self.month(job.start)}{self.dash}{end}"


DATE_STYLES = {
    "Mon YYYY": DateStyle(lambda d: f"{_SHORT[d[1] - 1]} {d[0]}", " – ", "Present"),
    "Month YYYY": DateStyle(lambda d: f"{_LONG[d[1] - 1]} {d[0]}", " - ", "present"),
    "MM/YYYY": DateStyle(lambda d: f"{d[1]:02d}/{d[0]}", " – ", "Present"),
    "YYYY.MM": DateStyle(lambda d: f"{d[0]}.{d[1]:02d}", " - ", "now"),
    "YYYY-MM to": DateStyle(lambda d: f"{d[0]}-{d[1]:02d}", " to ", "present"),
    "Mon. YYYY": DateStyle(lambda d: f"{_SHORT[d[1] - 1]}. {d[0]}", " — ", "Current"),
    "YYYY": DateStyle(lambda d: str(d[0]), " – ", "Present", years_only=True),
    "Mon YYYY --": DateStyle(lambda d: f"{_SHORT[d[1] - 1]} {d[0]}", " -- ", "Present"),
    "MM.YYYY": DateStyle(lambda d: f"{d[1]:02d}.{d[0]}", "–", "today"),
    "YYYY/MM": DateStyle(lambda d: f"{d[0]}/{d[1]:02d}", " ~ ", "Now"),
    "Mon – Mon YYYY": DateStyle(
        lambda d: f"{_SHORT[d[1] - 1]} {d[0]}", " – ", "Present", shared_year=True
    ),
}

# Entry shapes: a job and its dates as the lines a CV writes. Markdown shapes are read
# from a .md file, the others from plain text (a PDF's or a Word file's text).
GAP = "      "
RIGHT = " " * 50
SHAPES = {
    # One line.
    "T, O, L  D": lambda j, d: [f"{j.title}, {j.org}, {j.place}{GAP}{d}"],
    "T | O | L | D": lambda j, d: [f"{j.title} | {j.org} | {j.place} | {d}"],
    "D  T, O, L": lambda j, d: [f"{d}{GAP}{j.title}, {j.org}, {j.place}"],
    "D T, O (moderncv)": lambda j, d: [f"{d} {j.title}, {j.org}, {j.place}"],
    "D | T | O": lambda j, d: [f"{d} | {j.title} | {j.org}"],
    "T at O, L (D)": lambda j, d: [f"{j.title} at {j.org}, {j.place} ({d})"],
    "T @ O  D": lambda j, d: [f"{j.title} @ {j.org}{GAP}{d}"],
    "O — T  D": lambda j, d: [f"{j.org} — {j.title}{GAP}{d}"],
    "O (T)  D": lambda j, d: [f"{j.org} ({j.title}){GAP}{d}"],
    "O, T, D": lambda j, d: [f"{j.org}, {j.title}, {d}"],
    "T, O (D)": lambda j, d: [f"{j.title}, {j.org} ({d})"],
    "D: T, O": lambda j, d: [f"{d}: {j.title}, {j.org}"],
    "O | T | L | D": lambda j, d: [f"{j.org} | {j.title} | {j.place} | {d}"],
    "T — O, L — D": lambda j, d: [f"{j.title} — {j.org}, {j.place} — {d}"],
    "T. O. D.": lambda j, d: [f"{j.title}. {j.org}. {d}."],
    "T; O; D": lambda j, d: [f"{j.title}; {j.org}; {d}"],
    "D. T, O": lambda j, d: [f"{d}. {j.title}, {j.org}"],
    "O: T, D": lambda j, d: [f"{j.org}: {j.title}, {d}"],
    # Two lines.
    "O  L / T  D (awesome-cv)": lambda j, d: [f"{j.org}{GAP}{j.place}", f"{j.title}{GAP}{d}"],
    "T  D / O  L (Jake)": lambda j, d: [f"{j.title}{GAP}{d}", f"{j.org}{GAP}{j.place}"],
    "T, O / D": lambda j, d: [f"{j.title}, {j.org}", d],
    "D / T, O": lambda j, d: [d, f"{j.title}, {j.org}"],
    "O  D / T": lambda j, d: [f"{j.org}{GAP}{d}", j.title],
    "T / O, L  D": lambda j, d: [j.title, f"{j.org}, {j.place}{GAP}{d}"],
    "O, L / T (D)": lambda j, d: [f"{j.org}, {j.place}", f"{j.title} ({d})"],
    "O, L / T  D": lambda j, d: [f"{j.org}, {j.place}", f"{j.title}{GAP}{d}"],
    "O, L / T, D": lambda j, d: [f"{j.org}, {j.place}", f"{j.title}, {d}"],
    "O  D / T  L": lambda j, d: [f"{j.org}{GAP}{d}", f"{j.title}{GAP}{j.place}"],
    "T  L / O  D": lambda j, d: [f"{j.title}{GAP}{j.place}", f"{j.org}{GAP}{d}"],
    "T | D / O | L": lambda j, d: [f"{j.title} | {d}", f"{j.org} | {j.place}"],
    "D  T / O under T": lambda j, d: [f"{d}{GAP}{j.title}", " " * len(d + GAP) + j.org],
    # A right column of dates a PDF's text sets on a line of its own, a little above.
    "O  L / far right D / T": lambda j, d: [f"{j.org}{GAP}{j.place}", RIGHT + d, j.title],
    "far right D / T, O": lambda j, d: [RIGHT + d, f"{j.title}, {j.org}"],
    "T, O / far right D": lambda j, d: [f"{j.title}, {j.org}", RIGHT + d],
    # Three lines.
    "T / O / D": lambda j, d: [j.title, j.org, d],
    "O / T / D": lambda j, d: [j.org, j.title, d],
    "O / D / T": lambda j, d: [j.org, d, j.title],
    "T / O / D / L": lambda j, d: [j.title, j.org, d, j.place],
    "D / O / T / L": lambda j, d: [d, j.org, j.title, j.place],
    "D / T / O, L": lambda j, d: [d, j.title, f"{j.org}, {j.place}"],
    "T / O, L / D": lambda j, d: [j.title, f"{j.org}, {j.place}", d],
}
MD_SHAPES = {
    "### T / **O**, L / *D*": lambda j, d: [f"### {j.title}", f"**{j.org}**, {j.place}", f"*{d}*"],
    "### T, O / D": lambda j, d: [f"### {j.title}, {j.org}", d],
    "- **T**, O, L (D)": lambda j, d: [f"- **{j.title}**, {j.org}, {j.place} ({d})"],
    "**O**, L / *T*, D": lambda j, d: [f"**{j.org}**, {j.place}  ", f"*{j.title}*, {d}"],
    "#### O / T | D": lambda j, d: [f"#### {j.org}", f"{j.title} | {d}"],
    "**T** | O | D": lambda j, d: [f"**{j.title}** | {j.org} | {d}"],
    "- D: T, O": lambda j, d: [f"- {d}: {j.title}, {j.org}"],
    "**T**, *O* (D)": lambda j, d: [f"**{j.title}**, *{j.org}* ({d})"],
}
# What a job's bullets say, plainly or naming years, ranges and places of their own.
DUTIES = {
    "": (),
    "plain": ("Built a forecasting service used by four teams.", "Mentored two junior analysts."),
    "hazard": (
        "Partnered with Hillview University on a 2020 pilot study of 1,200 stores.",
        "Led the 2018–2019 migration of the data platform to Spark, cutting costs by 30%.",
    ),
}
CONTACT = "jane.roe@example.org | +1 555 0100 | github.com/janeroe | Denver, CO"
SUMMARY = (
    "Data scientist with eight years of experience in forecasting, experimentation and "
    "applied machine learning for logistics."
)
SKILLS = "Python, SQL, Spark, PyTorch, causal inference, Bayesian statistics, experiment design"
HEADINGS = ("Experience", "Professional Experience", "Work Experience", "Employment")


@dataclass(frozen=True)
class Case:
    shape: str
    style: str
    jobs: str
    duties: str
    blank: bool

    @property
    def markdown(self) -> bool:
        return self.shape in MD_SHAPES

    def document(self) -> tuple[str, str]:
        """The CV's text and its file name."""
        shape = (MD_SHAPES if self.markdown else SHAPES)[self.shape]
        style = DATE_STYLES[self.style]
        heading = HEADINGS[hash_of(self) % len(HEADINGS)]
        h = "## " if self.markdown else ""
        out = ["# Jane Roe" if self.markdown else "Jane Roe", CONTACT, "", f"{h}Summary", ""]
        out += [SUMMARY, "", f"{h}{heading}", ""]
        bullet = "  - " if self.shape.startswith("- ") else ("- " if self.markdown else "• ")
        for job in JOB_SETS[self.jobs]:
            out += shape(job, style.range(job))
            out += [bullet + duty for duty in DUTIES[self.duties]]
            if self.blank:
                out.append("")
        out += ["", f"{h}Skills", "", SKILLS]
        return "\n".join(out) + "\n", "cv.md" if self.markdown else "cv.txt"

    def expected(self) -> list[tuple]:
        style = DATE_STYLES[self.style]

        def when(d):
            return None if d is None else (str(d[0]) if style.years_only else f"{d[0]}-{d[1]:02d}")

        return [(j.title, j.org, when(j.start), when(j.end)) for j in JOB_SETS[self.jobs]]


def hash_of(case: Case) -> int:
    """A deterministic number for the case (Python's hash of a string changes per run)."""
    return sum(map(ord, f"{case.shape}{case.style}{case.jobs}"))


def _cases() -> list[Case]:
    """Every shape in every date style (the job set, duties and blank lines rotating), and
    every shape with and without duties and blank lines in one date style."""
    out = []
    sets, styles = list(JOB_SETS), list(DATE_STYLES)
    shapes = [*SHAPES, *MD_SHAPES]
    for i, (shape, style) in enumerate(itertools.product(shapes, styles)):
        duties = list(DUTIES)[i % 3]
        out.append(Case(shape, style, sets[i % 4], duties, blank=bool(i // 3 % 2)))
    for i, (shape, duties, blank) in enumerate(itertools.product(shapes, DUTIES, (0, 1))):
        case = Case(shape, styles[i % len(styles)], sets[(i + 1) % 4], duties, bool(blank))
        if case not in out:
            out.append(case)
    return out


def _norm(text: str | None) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", (text or "").lower()).split())


def read(text: str, filename: str) -> list[tuple]:
    """(title, employer, start, end) of each position the parser reads."""
    cv = parse_bytes(text.encode(), filename)
    return [(p.title, p.organization_raw, p.start, p.end) for p in cv.positions]


def same(got: list[tuple], want: list[tuple]) -> bool:
    """The same jobs, each with its own title, employer and dates (punctuation aside). An
    employer wanted may be a tuple of the readings that are right."""
    if len(got) != len(want):
        return False
    left = [(_norm(t), _norm(o), s, e) for t, o, s, e in got]
    for title, org, start, end in want:
        orgs = {_norm(o) for o in (org if isinstance(org, tuple) else (org,))}
        found = next((g for g in left if g[0] == _norm(title) and g[1] in orgs), None)
        if found is None or found[2:] != (start, end):
            return False
        left.remove(found)
    return True


CASES = _cases()


def _case_id(case: Case) -> str:
    return f"{case.shape}|{case.style}|{case.jobs}|{case.duties or 'none'}|{case.blank:d}"


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_each_job_keeps_its_title_employer_and_own_dates(case: Case):
    text, filename = case.document()
    assert same(read(text, filename), case.expected()), text


# --- Chinese résumés ---------------------------------------------------------------------

ZH_JOBS = (
    Job("算法工程师", "星河科技有限公司", "杭州", (2021, 7), None),
    Job("研究实习生", "北辰智能研究院", "北京", (2019, 6), (2019, 9)),
    Job("助教", "青山大学计算机学院", "上海", (2017, 9), (2018, 1)),
)
ZH_DATE_STYLES = {
    "YYYY.MM-至今": DateStyle(lambda d: f"{d[0]}.{d[1]:02d}", "-", "至今"),
    "YYYY.MM - 至今": DateStyle(lambda d: f"{d[0]}.{d[1]:02d}", " - ", "至今"),
    "YYYY/MM – 至今": DateStyle(lambda d: f"{d[0]}/{d[1]:02d}", " – ", "至今"),
    "YYYY年M月-至今": DateStyle(lambda d: f"{d[0]}年{d[1]}月", "-", "至今"),
    "YYYY.MM ~ 今": DateStyle(lambda d: f"{d[0]}.{d[1]:02d}", " ~ ", "今"),
    "YYYY-MM—现在": DateStyle(lambda d: f"{d[0]}-{d[1]:02d}", "—", "现在"),
}
ZH_SHAPES = {
    "D O T": lambda j, d: [f"{d} {j.org} {j.title}"],
    "D  O  T": lambda j, d: [f"{d}{GAP}{j.org}{GAP}{j.title}"],
    "O | T | D": lambda j, d: [f"{j.org} | {j.title} | {d}"],
    "O  T  D": lambda j, d: [f"{j.org}{GAP}{j.title}{GAP}{d}"],
    "T，O，D": lambda j, d: [f"{j.title}，{j.org}，{d}"],
    "O  D / T": lambda j, d: [f"{j.org}{GAP}{d}", j.title],
    "D / O  T": lambda j, d: [d, f"{j.org}{GAP}{j.title}"],
    "O（L） T  D": lambda j, d: [f"{j.org}（{j.place}）  {j.title}{GAP}{d}"],
    "D | O | L | T": lambda j, d: [f"{d} | {j.org} | {j.place} | {j.title}"],
}
ZH_DUTIES = {
    "": (),
    "plain": ("负责推荐系统召回模块的设计与开发。", "参与模型压缩工具链建设，推理速度提升30%。"),
}
ZH_HEADINGS = ("工作经历", "实习经历", "工作经验")


@dataclass(frozen=True)
class ZhCase:
    shape: str
    style: str
    duties: str
    blank: bool

    def document(self) -> tuple[str, str]:
        style = ZH_DATE_STYLES[self.style]
        heading = ZH_HEADINGS[sum(map(ord, self.shape + self.style)) % len(ZH_HEADINGS)]
        out = ["张三", "电话：138-0000-0000 | 邮箱：zhangsan@example.com", "", "个人简介", ""]
        out += ["三年推荐系统与模型压缩经验，熟悉大规模分布式训练与线上服务。", "", heading, ""]
        for job in ZH_JOBS:
            out += ZH_SHAPES[self.shape](job, style.range(job))
            out += [f"• {duty}" for duty in ZH_DUTIES[self.duties]]
            if self.blank:
                out.append("")
        out += ["", "专业技能", "", "Python, C++, PyTorch, Spark"]
        return "\n".join(out) + "\n", "cv.txt"

    def expected(self) -> list[tuple]:
        def when(d):
            return None if d is None else f"{d[0]}-{d[1]:02d}"

        def where(j):  # "星河科技有限公司（杭州）": its city in brackets, kept or not
            return (j.org, f"{j.org}({j.place})") if "（L）" in self.shape else j.org

        return [(j.title, where(j), when(j.start), when(j.end)) for j in ZH_JOBS]


def _zh_cases() -> list[ZhCase]:
    """Every Chinese shape in every date style, duties and blank lines rotating."""
    out = []
    for i, (shape, style) in enumerate(itertools.product(ZH_SHAPES, ZH_DATE_STYLES)):
        out.append(ZhCase(shape, style, list(ZH_DUTIES)[i % 2], blank=bool(i // 2 % 2)))
    return out


ZH_CASES = _zh_cases()


def _zh_case_id(case: ZhCase) -> str:
    return f"{case.shape}|{case.style}|{case.duties or 'none'}|{case.blank:d}"


@pytest.mark.parametrize("case", ZH_CASES, ids=_zh_case_id)
def test_each_chinese_job_keeps_its_title_employer_and_own_dates(case: ZhCase):
    text, filename = case.document()
    assert same(read(text, filename), case.expected()), text


# --- several roles under one employer, tables, written out -------------------------------------

GROUPED = {
    "employer line, then roles with dates": (
        "Ferndale University, Ithaca, NY\n"
        "Associate Professor      2021 – present\n"
        "Assistant Professor      2015 – 2021\n"
        "Kestrel Dynamics, Austin, TX\n"
        "Research Scientist      2012 – 2015\n",
        [
            ("Associate Professor", "Ferndale University", "2021", None),
            ("Assistant Professor", "Ferndale University", "2015", "2021"),
            ("Research Scientist", "Kestrel Dynamics", "2012", "2015"),
        ],
    ),
    "employer line, then roles with dates and duties": (
        "Quillmark Analytics      Denver, CO\n"
        "Senior Data Scientist      Mar 2021 – Present\n"
        "• Built a forecasting service used by four teams.\n"
        "Data Scientist      Jul 2018 – Feb 2021\n"
        "• Mentored two junior analysts.\n"
        "Northvale Robotics Lab      Pittsburgh, PA\n"
        "Research Intern      Jun 2017 – Aug 2017\n",
        [
            ("Senior Data Scientist", "Quillmark Analytics", "2021-03", None),
            ("Data Scientist", "Quillmark Analytics", "2018-07", "2021-02"),
            ("Research Intern", "Northvale Robotics Lab", "2017-06", "2017-08"),
        ],
    ),
    "dated roles, each naming the same employer": (
        "2021 – present      Associate Professor, Ferndale University\n"
        "2015 – 2021      Assistant Professor, Ferndale University\n"
        "2012 – 2015      Postdoctoral Fellow, Brightwater Institute\n",
        [
            ("Associate Professor", "Ferndale University", "2021", None),
            ("Assistant Professor", "Ferndale University", "2015", "2021"),
            ("Postdoctoral Fellow", "Brightwater Institute", "2012", "2015"),
        ],
    ),
    "a table with a header row": (
        "Period | Organization | Position\n"
        "2021.03 – present | Quillmark Analytics | Senior Data Scientist\n"
        "2019.06 – 2019.08 | Northvale Robotics Lab | Research Intern\n"
        "2017.09 – 2019.05 | Hillcrest University | Teaching Assistant\n",
        [
            ("Senior Data Scientist", "Quillmark Analytics", "2021-03", None),
            ("Research Intern", "Northvale Robotics Lab", "2019-06", "2019-08"),
            ("Teaching Assistant", "Hillcrest University", "2017-09", "2019-05"),
        ],
    ),
    "a Chinese employer, then its roles": (
        "青山大学计算机学院\n"
        "2021.07-至今      副教授\n"
        "2018.07-2021.06      讲师\n"
        "星河科技有限公司\n"
        "2016.07-2018.06      算法工程师\n",
        [
            ("副教授", "青山大学计算机学院", "2021-07", None),
            ("讲师", "青山大学计算机学院", "2018-07", "2021-06"),
            ("算法工程师", "星河科技有限公司", "2016-07", "2018-06"),
        ],
    ),
    "roles with their dates below, no blank lines": (
        "Senior Data Scientist, Quillmark Analytics\n"
        "March 2021 – present\n"
        "Research Intern, Northvale Robotics Lab\n"
        "June 2019 – August 2019\n"
        "Teaching Assistant, Hillcrest University\n"
        "September 2017 – May 2019\n",
        [
            ("Senior Data Scientist", "Quillmark Analytics", "2021-03", None),
            ("Research Intern", "Northvale Robotics Lab", "2019-06", "2019-08"),
            ("Teaching Assistant", "Hillcrest University", "2017-09", "2019-05"),
        ],
    ),
    "roles with their dates above, duties between": (
        "Mar 2021 – Present\n"
        "Senior Data Scientist, Quillmark Analytics\n"
        "• Built a forecasting service used by four teams.\n"
        "Jun 2019 – Aug 2019\n"
        "Research Intern, Northvale Robotics Lab\n"
        "• Mentored two junior analysts.\n"
        "Sep 2017 – May 2019\n"
        "Teaching Assistant, Hillcrest University\n",
        [
            ("Senior Data Scientist", "Quillmark Analytics", "2021-03", None),
            ("Research Intern", "Northvale Robotics Lab", "2019-06", "2019-08"),
            ("Teaching Assistant", "Hillcrest University", "2017-09", "2019-05"),
        ],
    ),
    "an internship in a summer": (
        "Research Intern, Northvale Robotics Lab      Summer 2019\n"
        "Software Engineering Intern, Tidewell Systems      Summer 2018\n",
        [
            ("Research Intern", "Northvale Robotics Lab", "2019", "2019"),
            ("Software Engineering Intern", "Tidewell Systems", "2018", "2018"),
        ],
    ),
    "an ongoing role written with an open range": (
        "Senior Data Scientist, Quillmark Analytics      Mar 2021 –\n"
        "Data Scientist, Quillmark Analytics      Jul 2018 – Feb 2021\n",
        [
            ("Senior Data Scientist", "Quillmark Analytics", "2021-03", None),
            ("Data Scientist", "Quillmark Analytics", "2018-07", "2021-02"),
        ],
    ),
    "a role since a year": (
        "Senior Data Scientist, Quillmark Analytics (since 2021)\n"
        "Data Scientist, Quillmark Analytics (2018 – 2021)\n",
        [
            ("Senior Data Scientist", "Quillmark Analytics", "2021", None),
            ("Data Scientist", "Quillmark Analytics", "2018", "2021"),
        ],
    ),
}


@pytest.mark.parametrize("name", GROUPED)
def test_written_out_job_lists_give_each_role_its_own_dates(name: str):
    body, want = GROUPED[name]
    assert same(read(grouped_document(body), "cv.txt"), want), body


def grouped_document(body: str) -> str:
    """A short CV around a written-out job list, in the list's language."""
    if any("\u4e00" <= ch <= "\u9fff" for ch in body):
        return f"张三\nzhangsan@example.com\n\n工作经历\n\n{body}\n专业技能\n\nPython\n"
    return f"Jane Roe\njane@example.org\n\nExperience\n\n{body}\nSkills\n\nPython, SQL\n"


# --- more written-out forms: durations, seasons, academic years, Europass, LinkedIn, tables --

LK = "Lakemont University"
QA = "Quillmark Analytics"
NR = "Northvale Robotics Lab"
MORE = {
    "LinkedIn export: employer, title, range with duration, place": (
        "Quillmark Analytics\n"
        "Senior Data Scientist\n"
        "March 2021 - Present (3 years 2 months)\n"
        "Denver, Colorado\n"
        "Northvale Robotics Lab\n"
        "Research Intern\n"
        "June 2019 - August 2019 (3 months)\n"
        "Pittsburgh, Pennsylvania\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "a duration after a middle dot": (
        "Senior Data Scientist, Quillmark Analytics      Mar 2021 – Present · 3 yrs\n"
        "Research Intern, Northvale Robotics Lab      Jun 2019 – Aug 2019 · 3 mos\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "teaching terms by season": (
        "Teaching Assistant, Hillcrest University      Fall 2017 – Spring 2019\n"
        "Lecturer, Redmoor College      Fall 2019 – Present\n",
        [
            ("Teaching Assistant", "Hillcrest University", "2017", "2019"),
            ("Lecturer", "Redmoor College", "2019", None),
        ],
    ),
    "academic years with a short end": (
        "2019–22      Postdoctoral Fellow, Brightwater Institute\n"
        "2016–19      Research Assistant, Coastal Ecology Lab\n",
        [
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
            ("Research Assistant", "Coastal Ecology Lab", "2016", "2019"),
        ],
    ),
    "Europass: day-dated range, then role, then employer and place": (
        "01/09/2019 – 30/06/2022 Postdoctoral Researcher\n"
        "Brightwater Institute for Ocean Studies, Bremen (Germany)\n"
        "01/10/2015 – 31/08/2019 Research Assistant\n"
        "Coastal Ecology Lab, Porto (Portugal)\n",
        [
            (
                "Postdoctoral Researcher",
                "Brightwater Institute for Ocean Studies",
                "2019-09",
                "2022-06",
            ),
            ("Research Assistant", "Coastal Ecology Lab", "2015-10", "2019-08"),
        ],
    ),
    "ISO dates with days": (
        "Senior Data Scientist, Quillmark Analytics      2021-03-01 – present\n"
        "Research Intern, Northvale Robotics Lab      2019-06-03 – 2019-08-30\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "apostrophe years": (
        "Senior Data Scientist, Quillmark Analytics      Mar '21 – Present\n"
        "Research Intern, Northvale Robotics Lab      Jun '19 – Aug '19\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "a single year for a short role": (
        "2023      Visiting Scholar, Orchard AI\n2020 – 2023      Postdoc, Ferndale University\n",
        [
            ("Visiting Scholar", "Orchard AI", "2023", "2023"),
            ("Postdoc", "Ferndale University", "2020", "2023"),
        ],
    ),
    "to date as the ongoing end": (
        "Assistant Professor, Lakemont University      2022 – to date\n"
        "Postdoctoral Fellow, Brightwater Institute      2019 – 2022\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
    "ongoing written as a word": (
        "Assistant Professor, Lakemont University      July 2022 – ongoing\n"
        "Postdoctoral Fellow, Brightwater Institute      Sept 2019 – June 2022\n",
        [
            ("Assistant Professor", LK, "2022-07", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019-09", "2022-06"),
        ],
    ),
    "department line between title and university": (
        "Assistant Professor      2022 – present\n"
        "Department of Marine Biology, Lakemont University\n"
        "Postdoctoral Fellow      2019 – 2022\n"
        "Brightwater Institute for Ocean Studies\n",
        [
            (
                "Assistant Professor",
                ("Department of Marine Biology, Lakemont University", LK),
                "2022",
                None,
            ),
            ("Postdoctoral Fellow", "Brightwater Institute for Ocean Studies", "2019", "2022"),
        ],
    ),
    "a joint appointment: two roles at one place on one line": (
        "2022 – present      Assistant Professor, Lakemont University\n"
        "2022 – present      Adjunct Scientist, Brightwater Institute\n"
        "2019 – 2022      Postdoctoral Fellow, Orchard AI\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Adjunct Scientist", "Brightwater Institute", "2022", None),
            ("Postdoctoral Fellow", "Orchard AI", "2019", "2022"),
        ],
    ),
    "a Markdown table without a header row label": (
        "| 2022–present | Assistant Professor | Lakemont University |\n"
        "| 2019–2022 | Postdoctoral Fellow | Brightwater Institute |\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
    "a Markdown table with a header row": (
        "| Position | Institution | Dates |\n"
        "|---|---|---|\n"
        "| Assistant Professor | Lakemont University | 2022 – present |\n"
        "| Postdoctoral Fellow | Brightwater Institute | 2019 – 2022 |\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
    "a tab-separated Word table": (
        "2022 – present\tAssistant Professor\tLakemont University\n"
        "2019 – 2022\tPostdoctoral Fellow\tBrightwater Institute\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
    "the title in capitals": (
        "SENIOR DATA SCIENTIST      Mar 2021 – Present\n"
        "Quillmark Analytics, Denver, CO\n"
        "RESEARCH INTERN      Jun 2019 – Aug 2019\n"
        "Northvale Robotics Lab, Pittsburgh, PA\n",
        [
            (("Senior Data Scientist"), QA, "2021-03", None),
            (("Research Intern"), NR, "2019-06", "2019-08"),
        ],
    ),
    "the employer in capitals above its roles": (
        "QUILLMARK ANALYTICS      Denver, CO\n"
        "Senior Data Scientist      Mar 2021 – Present\n"
        "NORTHVALE ROBOTICS LAB      Pittsburgh, PA\n"
        "Research Intern      Jun 2019 – Aug 2019\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "a dash-led role under its employer": (
        "Quillmark Analytics, Denver, CO\n"
        "– Senior Data Scientist (Mar 2021 – Present)\n"
        "– Data Scientist (Jul 2018 – Feb 2021)\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Data Scientist", QA, "2018-07", "2021-02"),
        ],
    ),
    "the dates in square brackets": (
        "[2022 – present] Assistant Professor, Lakemont University\n"
        "[2019 – 2022] Postdoctoral Fellow, Brightwater Institute\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
    "from ... to ... written out": (
        "Assistant Professor, Lakemont University, from July 2022\n"
        "Postdoctoral Fellow, Brightwater Institute, from September 2019 to June 2022\n",
        [
            ("Assistant Professor", LK, "2022-07", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019-09", "2022-06"),
        ],
    ),
    "a numbered list": (
        "1. Assistant Professor, Lakemont University, 2022 – present\n"
        "2. Postdoctoral Fellow, Brightwater Institute, 2019 – 2022\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
}
MORE_ZH = {
    "bilingual title and employer": (
        "2021.07-至今      星河科技有限公司      算法工程师\n"
        "2019.06-2019.09      北辰智能研究院      研究实习生\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "Chinese with 年 月 on both ends and a long dash": (
        "2021年7月——至今      星河科技有限公司      算法工程师\n"
        "2019年6月——2019年9月      北辰智能研究院      研究实习生\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "labelled fields on one line": (
        "时间：2021.07-至今  单位：星河科技有限公司  职位：算法工程师\n"
        "时间：2019.06-2019.09  单位：北辰智能研究院  职位：研究实习生\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "employer, title with a Chinese comma and brackets for dates": (
        "星河科技有限公司，算法工程师（2021.07-至今）\n"
        "北辰智能研究院，研究实习生（2019.06-2019.09）\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "academic appointments with 年": (
        "2021年-至今      青山大学计算机学院      副教授\n"
        "2018年-2021年      青山大学计算机学院      讲师\n",
        [
            ("副教授", "青山大学计算机学院", "2021", None),
            ("讲师", "青山大学计算机学院", "2018", "2021"),
        ],
    ),
    "a Chinese table row with bars": (
        "起止时间 | 工作单位 | 职务\n"
        "2021.07-至今 | 星河科技有限公司 | 算法工程师\n"
        "2019.06-2019.09 | 北辰智能研究院 | 研究实习生\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
}


@pytest.mark.parametrize("name", MORE)
def test_more_written_out_forms_keep_each_role(name: str):
    body, want = MORE[name]
    filename = "cv.md" if body.startswith("|") else "cv.txt"
    assert same(read(grouped_document(body), filename), want), body


@pytest.mark.parametrize("name", MORE_ZH)
def test_more_chinese_forms_keep_each_role(name: str):
    body, want = MORE_ZH[name]
    assert same(read(grouped_document(body), "cv.txt"), want), body


# --- things that look like jobs but are not ---------------------------------------------------

JOBS = (
    "Experience\n\n"
    "Assistant Professor, Lakemont University      2022 – present\n"
    "Postdoctoral Fellow, Brightwater Institute      2019 – 2022\n\n"
)
WANT_JOBS = [
    ("Assistant Professor", LK, "2022", None),
    ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
]
NOT_JOBS = {
    "reviewing and programme committees": (
        "Professional Service\n\n"
        "Reviewer, Journal of Marine Systems      2019 – present\n"
        "Program Committee Member, Coastal Data Workshop      2021\n"
        "Session Chair, Ocean Sciences Meeting      2020\n"
    ),
    "memberships": (
        "Professional Memberships\n\n"
        "Member, American Society of Limnology      2016 – present\n"
        "Student Member, Marine Data Society      2014 – 2019\n"
    ),
    "invited talks at universities": (
        "Invited Talks\n\n"
        "Seminar, Department of Biology, Redmoor College      March 2021\n"
        "Colloquium, Ferndale University      2020\n"
    ),
    "education with a PhD student line": (
        "Education\n\n"
        "Ph.D. in Oceanography, Hillcrest University      2014 – 2019\n"
        "B.S. in Biology, Redmoor College      2010 – 2014\n"
    ),
    "grants with their periods": (
        "Grants\n\n"
        "Principal Investigator, Ocean Carbon Grant, National Science Agency      2023 – 2026\n"
        "Co-Investigator, Reef Monitoring Award      2021 – 2023\n"
    ),
    "students supervised": (
        "Students Supervised\n\n"
        "Anna Berg, PhD student, Lakemont University      2023 – present\n"
        "Tom Hale, MSc student, Lakemont University      2022 – 2023\n"
    ),
    "editorial boards": (
        "Editorial Boards\n\nAssociate Editor, Journal of Coastal Data      2021 – present\n"
    ),
}


@pytest.mark.parametrize("name", NOT_JOBS)
def test_what_looks_like_a_job_outside_experience_is_not_one(name: str):
    text = f"Jane Roe\njane@example.org\n\n{JOBS}{NOT_JOBS[name]}\nSkills\n\nPython, SQL\n"
    assert same(read(text, "cv.txt"), WANT_JOBS), text


HARDER = {
    "English labelled fields": (
        "Position: Senior Data Scientist\n"
        "Employer: Quillmark Analytics\n"
        "Period: Mar 2021 – Present\n\n"
        "Position: Research Intern\n"
        "Employer: Northvale Robotics Lab\n"
        "Period: Jun 2019 – Aug 2019\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "Chinese labelled fields on their own lines": (
        "工作单位：星河科技有限公司\n"
        "职位：算法工程师\n"
        "时间：2021.07-至今\n\n"
        "工作单位：北辰智能研究院\n"
        "职位：研究实习生\n"
        "时间：2019.06-2019.09\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "bilingual: Chinese then English on one line": (
        "2021.07-至今      星河科技有限公司 Xinghe Technology      "
        "算法工程师 Algorithm Engineer\n"
        "2019.06-2019.09      北辰智能研究院 Beichen AI Institute      "
        "研究实习生 Research Intern\n",
        [
            (
                ("算法工程师 Algorithm Engineer"),
                "星河科技有限公司 Xinghe Technology",
                "2021-07",
                None,
            ),
            (
                ("研究实习生 Research Intern"),
                "北辰智能研究院 Beichen AI Institute",
                "2019-06",
                "2019-09",
            ),
        ],
    ),
    "Chinese month-day dates with 日": (
        "2021年7月1日-至今      星河科技有限公司      算法工程师\n"
        "2019年6月3日-2019年9月30日      北辰智能研究院      研究实习生\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "Chinese title in brackets after employer": (
        "2021.07-至今  星河科技有限公司（算法工程师）\n"
        "2019.06-2019.09  北辰智能研究院（研究实习生）\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "Chinese 至 between dates": (
        "2021.07 至 今      星河科技有限公司      算法工程师\n"
        "2019.06 至 2019.09      北辰智能研究院      研究实习生\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "two roles, the dates of each in brackets after a shared employer": (
        "Lakemont University: Assistant Professor (2022 – present); Lecturer (2019 – 2022)\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Lecturer", LK, "2019", "2022"),
        ],
    ),
    "employer then roles as sub-bullets": (
        "Lakemont University, Halifax, Canada\n"
        "  • Assistant Professor, 2022 – present\n"
        "  • Lecturer, 2019 – 2022\n"
        "Brightwater Institute, Bremen, Germany\n"
        "  • Postdoctoral Fellow, 2017 – 2019\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Lecturer", LK, "2019", "2022"),
            ("Postdoctoral Fellow", "Brightwater Institute", "2017", "2019"),
        ],
    ),
    "employer with its total span, roles with theirs": (
        "Quillmark Analytics      2018 – Present\n"
        "Senior Data Scientist      Mar 2021 – Present\n"
        "Data Scientist      Jul 2018 – Feb 2021\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Data Scientist", QA, "2018-07", "2021-02"),
        ],
    ),
    "dates flush right of the employer, title in italics below (Markdown)": (
        "**Quillmark Analytics** — Denver, CO "
        "<span style='float:right'>Mar 2021 – Present</span>  \n"
        "*Senior Data Scientist*\n\n"
        "**Northvale Robotics Lab** — Pittsburgh, PA "
        "<span style='float:right'>Jun 2019 – Aug 2019</span>  \n"
        "*Research Intern*\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "academicpages style: title, employer, dates in a bullet": (
        "* Assistant Professor, Lakemont University, 2022 – present\n"
        "  * Teaching machine learning and oceanography\n"
        "* Postdoctoral Fellow, Brightwater Institute, 2019 – 2022\n"
        "  * Supervisor: Prof. Anna Berg\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
    "dates with a slash between years": (
        "Lecturer, Redmoor College      2019/20 – 2021/22\n"
        "Teaching Assistant, Hillcrest University      2017/18\n",
        [
            ("Lecturer", "Redmoor College", "2019", "2022"),
            ("Teaching Assistant", "Hillcrest University", "2017", "2018"),
        ],
    ),
    "German roles with full month names": (
        "Doktorandin, Lakemont University      März 2020 – Dezember 2021\n"
        "Werkstudentin, Quillmark Analytics      Mai 2018 – Juli 2019\n",
        [
            ("Doktorandin", LK, "2020-03", "2021-12"),
            ("Werkstudentin", QA, "2018-05", "2019-07"),
        ],
    ),
    "academic years up to now": (
        "Lecturer, Redmoor College      2019/20 – present\n"
        "Tutor, Hillcrest University      2016-17 – 2018-19\n",
        [
            ("Lecturer", "Redmoor College", "2019", None),
            ("Tutor", "Hillcrest University", "2016", "2019"),
        ],
    ),
    "month names in lower case and a to": (
        "Senior Data Scientist, Quillmark Analytics      march 2021 to present\n"
        "Research Intern, Northvale Robotics Lab      june 2019 to august 2019\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "German months and heute": (
        "Wissenschaftlicher Mitarbeiter, Lakemont University      Okt. 2019 – heute\n"
        "Praktikant, Quillmark Analytics      Juni 2018 – Aug. 2018\n",
        [
            ("Wissenschaftlicher Mitarbeiter", LK, "2019-10", None),
            ("Praktikant", QA, "2018-06", "2018-08"),
        ],
    ),
}


# Forms the parser does not read yet, each for its reason.
HARDER_OPEN = {
    "two roles, the dates of each in brackets after a shared employer": (
        "two roles and their dates on one line are read as one role"
    ),
}


def _harder_params() -> list:
    return [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=HARDER_OPEN[name]))
        if name in HARDER_OPEN
        else name
        for name in HARDER
    ]


@pytest.mark.parametrize("name", _harder_params())
def test_harder_written_out_forms_keep_each_role(name: str):
    body, want = HARDER[name]
    filename = "cv.md" if re.search(r"^\*|\*\*", body) else "cv.txt"
    assert same(read(grouped_document(body), filename), want), body


THIRD = {
    "postdoc with a host named in brackets": (
        "2018.09-2021.06  青山大学物理学院  博士后（合作导师：李四教授）\n"
        "2016.07-2018.08  星河科技有限公司  算法工程师\n",
        [
            ("博士后", "青山大学物理学院", "2018-09", "2021-06"),
            ("算法工程师", "星河科技有限公司", "2016-07", "2018-08"),
        ],
    ),
    "Chinese academic prose lines": (
        "2021年至今，青山大学计算机学院，副教授\n2018年-2021年，青山大学计算机学院，讲师\n",
        [
            ("副教授", "青山大学计算机学院", "2021", None),
            ("讲师", "青山大学计算机学院", "2018", "2021"),
        ],
    ),
    "English and Chinese title side by side": (
        "2021.07 – present   Associate Professor 副教授, Lakemont University\n"
        "2018.07 – 2021.06   Lecturer 讲师, Lakemont University\n",
        [
            ("Associate Professor 副教授", LK, "2021-07", None),
            ("Lecturer 讲师", LK, "2018-07", "2021-06"),
        ],
    ),
    "postdoc with a supervisor after the employer": (
        "Postdoctoral Researcher, Brightwater Institute (with Prof. Anna Berg)      2019 – 2022\n"
        "Research Assistant, Coastal Ecology Lab (advisor: Tom Hale)      2016 – 2019\n",
        [
            ("Postdoctoral Researcher", "Brightwater Institute", "2019", "2022"),
            ("Research Assistant", "Coastal Ecology Lab", "2016", "2019"),
        ],
    ),
    "dates on the line below the employer, in italics (Markdown)": (
        "**Assistant Professor**, Lakemont University  \n"
        "*July 2022 – present*\n\n"
        "**Postdoctoral Fellow**, Brightwater Institute  \n"
        "*September 2019 – June 2022*\n",
        [
            ("Assistant Professor", LK, "2022-07", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019-09", "2022-06"),
        ],
    ),
    "a visiting stay with its months only": (
        "Visiting Researcher, Orchard AI, Toronto      Feb – Aug 2023\n"
        "Postdoc, Ferndale University      Oct 2020 – Jan 2023\n",
        [
            ("Visiting Researcher", "Orchard AI", "2023-02", "2023-08"),
            ("Postdoc", "Ferndale University", "2020-10", "2023-01"),
        ],
    ),
    "a teaching role with its courses below": (
        "Lecturer, Redmoor College      2019 – 2021\n"
        "• Introduction to Statistics (STAT 101), Fall 2019, Fall 2020\n"
        "• Linear Models (STAT 305), Spring 2020\n"
        "Teaching Assistant, Hillcrest University      2017 – 2019\n",
        [
            ("Lecturer", "Redmoor College", "2019", "2021"),
            ("Teaching Assistant", "Hillcrest University", "2017", "2019"),
        ],
    ),
    "roles in a résumé with the place first and dates on the right in a pipe table": (
        "Quillmark Analytics | Senior Data Scientist | Denver, CO | 03/2021 – Present\n"
        "Northvale Robotics Lab | Research Intern | Pittsburgh, PA | 06/2019 – 08/2019\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "a part-time note after the title": (
        "Research Assistant (part-time), Coastal Ecology Lab      2016 – 2019\n"
        "Data Analyst (Internship), Quillmark Analytics      2015\n",
        [
            (("Research Assistant (part-time)"), "Coastal Ecology Lab", "2016", "2019"),
            (("Data Analyst (Internship)"), QA, "2015", "2015"),
        ],
    ),
    "Chinese internship block with department": (
        "星河科技有限公司 · 搜索推荐部      2020.06 - 2020.09\n"
        "算法实习生\n"
        "北辰智能研究院 · 视觉组      2019.06 - 2019.09\n"
        "研究实习生\n",
        [
            (
                "算法实习生",
                ("星河科技有限公司 · 搜索推荐部", "星河科技有限公司"),
                "2020-06",
                "2020-09",
            ),
            ("研究实习生", ("北辰智能研究院 · 视觉组", "北辰智能研究院"), "2019-06", "2019-09"),
        ],
    ),
}


@pytest.mark.parametrize("name", THIRD)
def test_third_written_out_forms_keep_each_role(name: str):
    body, want = THIRD[name]
    filename = "cv.md" if "**" in body else "cv.txt"
    assert same(read(grouped_document(body), filename), want), body


NOT_JOBS_MORE = {
    "conferences attended": (
        "Conferences Attended\n\n"
        "Ocean Sciences Meeting, San Diego, CA      February 2020\n"
        "Coastal Data Workshop, Lakemont University      2019\n"
    ),
    "projects with roles": (
        "Projects\n\n"
        "Reef Atlas — Lead Developer      2021 – 2022\n"
        "Tide Forecaster — Contributor      2020\n"
    ),
    "Chinese awards with years": ("获奖情况\n\n2019.10  国家奖学金\n2018.12  青山大学优秀研究生\n"),
    "references with their titles": (
        "References\n\n"
        "Prof. Anna Berg, Professor of Oceanography, Hillcrest University\n"
        "Dr. Tom Hale, Senior Scientist, Brightwater Institute\n"
    ),
}


@pytest.mark.parametrize("name", NOT_JOBS_MORE)
def test_more_things_that_look_like_jobs_are_not_ones(name: str):
    text = f"Jane Roe\njane@example.org\n\n{JOBS}{NOT_JOBS_MORE[name]}\nSkills\n\nPython, SQL\n"
    assert same(read(text, "cv.txt"), WANT_JOBS), text


FOURTH = {
    "since a year, with a colon": (
        "Since 2021: Assistant Professor, Lakemont University\n"
        "2018–2021: Postdoctoral Fellow, Brightwater Institute\n",
        [
            ("Assistant Professor", LK, "2021", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2018", "2021"),
        ],
    ),
    "an open range before a colon": (
        "2022–: Assistant Professor, Lakemont University\n"
        "2019–2022: Postdoctoral Fellow, Brightwater Institute\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
    "a title of a field": (
        "Assistant Professor of Economics, Lakemont University      2022 – present\n"
        "Lecturer in Statistics, Redmoor College      2019 – 2022\n",
        [
            ("Assistant Professor of Economics", LK, "2022", None),
            ("Lecturer in Statistics", "Redmoor College", "2019", "2022"),
        ],
    ),
    "a role in a field, the place with its city": (
        "Research Intern in Computer Vision, Northvale Robotics Lab, Pittsburgh, PA      2019\n"
        "Postdoctoral Fellow in Ocean Physics, Brightwater Institute      2016 – 2018\n",
        [
            ("Research Intern in Computer Vision", NR, "2019", "2019"),
            ("Postdoctoral Fellow in Ocean Physics", "Brightwater Institute", "2016", "2018"),
        ],
    ),
    "a grade after the title": (
        "Research Scientist II, Quillmark Analytics      Mar 2021 – Present\n"
        "Software Engineer III, Tidewell Systems      Jun 2018 – Feb 2021\n",
        [
            ("Research Scientist II", QA, "2021-03", None),
            ("Software Engineer III", "Tidewell Systems", "2018-06", "2021-02"),
        ],
    ),
    "Chinese roles outside the common words": (
        "2021.07-至今      星河科技有限公司      算法专家\n"
        "2018.07-2021.06      北辰智能研究院      研究员\n",
        [
            ("算法专家", "星河科技有限公司", "2021-07", None),
            ("研究员", "北辰智能研究院", "2018-07", "2021-06"),
        ],
    ),
    "Chinese part-time appointment": (
        "2020.01-至今      青山大学      兼职教授\n"
        "2016.09-2019.12      北辰智能研究院      助理研究员\n",
        [
            ("兼职教授", "青山大学", "2020-01", None),
            ("助理研究员", "北辰智能研究院", "2016-09", "2019-12"),
        ],
    ),
    "pres. as the ongoing end": (
        "Senior Data Scientist, Quillmark Analytics      Mar. 2021 – pres.\n"
        "Research Intern, Northvale Robotics Lab      Jun. 2019 – Aug. 2019\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Research Intern", NR, "2019-06", "2019-08"),
        ],
    ),
    "Chinese dates with two-digit years": (
        "19.07-至今      星河科技有限公司      算法工程师\n"
        "18.06-18.09      北辰智能研究院      研究实习生\n",
        [
            ("算法工程师", "星河科技有限公司", "2019-07", None),
            ("研究实习生", "北辰智能研究院", "2018-06", "2018-09"),
        ],
    ),
    "a dated line of a role below a bold employer (Markdown list)": (
        "- **Quillmark Analytics**, Denver, CO\n"
        "  - Senior Data Scientist, Mar 2021 – Present\n"
        "  - Data Scientist, Jul 2018 – Feb 2021\n",
        [
            ("Senior Data Scientist", QA, "2021-03", None),
            ("Data Scientist", QA, "2018-07", "2021-02"),
        ],
    ),
}


@pytest.mark.parametrize("name", FOURTH)
def test_fourth_written_out_forms_keep_each_role(name: str):
    body, want = FOURTH[name]
    filename = "cv.md" if "**" in body else "cv.txt"
    assert same(read(grouped_document(body), filename), want), body


FIFTH = {
    "a remote note after the employer": (
        "Senior Data Scientist, Quillmark Analytics (Remote)      Mar 2021 – Present\n"
        "Research Intern, Northvale Robotics Lab (Hybrid)      Jun 2019 – Aug 2019\n",
        [
            ("Senior Data Scientist", (QA, f"{QA} (Remote)"), "2021-03", None),
            ("Research Intern", (NR, f"{NR} (Hybrid)"), "2019-06", "2019-08"),
        ],
    ),
    "titles with an ampersand and a head of": (
        "Founder & CEO, Orchard AI      2023 – present\n"
        "Head of Data Science, Quillmark Analytics      2020 – 2023\n",
        [
            ("Founder & CEO", "Orchard AI", "2023", None),
            ("Head of Data Science", QA, "2020", "2023"),
        ],
    ),
    "a range split over two lines in a date column": (
        "2022 –      Assistant Professor, Lakemont University\n"
        "present\n"
        "2019 –      Postdoctoral Fellow, Brightwater Institute\n"
        "2022\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Postdoctoral Fellow", "Brightwater Institute", "2019", "2022"),
        ],
    ),
    "a season alone for a teaching term": (
        "Teaching Assistant, Hillcrest University      Fall 2019\n"
        "Instructor, Redmoor College      Summer 2021\n",
        [
            ("Teaching Assistant", "Hillcrest University", "2019", "2019"),
            ("Instructor", "Redmoor College", "2021", "2021"),
        ],
    ),
    "an employer, its city, then each role in italics with dates (Markdown)": (
        "**Lakemont University**, Halifax, Canada  \n"
        "*Assistant Professor*, 2022 – present  \n"
        "*Lecturer*, 2019 – 2022\n",
        [
            ("Assistant Professor", LK, "2022", None),
            ("Lecturer", LK, "2019", "2022"),
        ],
    ),
}


@pytest.mark.parametrize("name", FIFTH)
def test_fifth_written_out_forms_keep_each_role(name: str):
    body, want = FIFTH[name]
    filename = "cv.md" if "**" in body else "cv.txt"
    assert same(read(grouped_document(body), filename), want), body


SIXTH = {
    "a Chinese Word table with tabs and a header row": (
        "时间\t单位\t职务\n"
        "2021.07-至今\t星河科技有限公司\t算法工程师\n"
        "2019.06-2019.09\t北辰智能研究院\t研究实习生\n",
        [
            ("算法工程师", "星河科技有限公司", "2021-07", None),
            ("研究实习生", "北辰智能研究院", "2019-06", "2019-09"),
        ],
    ),
    "Chinese: 任 before the employer and its role": (
        "2021年至今  任青山大学计算机学院副教授\n2018年-2021年  任青山大学计算机学院讲师\n",
        [
            ("副教授", "青山大学计算机学院", "2021", None),
            ("讲师", "青山大学计算机学院", "2018", "2021"),
        ],
    ),
    "Chinese employer and title run together, dates after": (
        "青山大学计算机学院副教授      2021.07-至今\n北辰智能研究院研究员      2018.07-2021.06\n",
        [
            ("副教授", "青山大学计算机学院", "2021-07", None),
            ("研究员", "北辰智能研究院", "2018-07", "2021-06"),
        ],
    ),
}


@pytest.mark.parametrize("name", SIXTH)
def test_sixth_chinese_forms_keep_each_role(name: str):
    body, want = SIXTH[name]
    assert same(read(grouped_document(body), "cv.txt"), want), body


# Lines inside a job list that carry a year but hold no job of their own.
INSIDE = {
    "a dated achievement under a job": (
        "Senior Data Scientist, Quillmark Analytics      Mar 2021 – Present\n"
        "• Employee of the Year, 2022\n"
        "Research Intern, Northvale Robotics Lab      Jun 2019 – Aug 2019\n"
    ),
    "a dated paper under a job": (
        "Senior Data Scientist, Quillmark Analytics      Mar 2021 – Present\n"
        "• Paper: Forecasting Demand with Sparse Signals, KDD 2022\n"
        "Research Intern, Northvale Robotics Lab      Jun 2019 – Aug 2019\n"
    ),
    "a dated project under a job": (
        "Senior Data Scientist, Quillmark Analytics      Mar 2021 – Present\n"
        "• Project Atlas (2022 – 2023): rebuilt the pricing engine.\n"
        "Research Intern, Northvale Robotics Lab      Jun 2019 – Aug 2019\n"
    ),
}


@pytest.mark.parametrize("name", INSIDE)
def test_a_dated_detail_under_a_job_is_no_job(name: str):
    want = [
        ("Senior Data Scientist", QA, "2021-03", None),
        ("Research Intern", NR, "2019-06", "2019-08"),
    ]
    assert same(read(grouped_document(INSIDE[name]), "cv.txt"), want), INSIDE[name]
