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
