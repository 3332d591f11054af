"""Second readings for a kind of record the sections gave none of.

The section readers find records where a CV lists them; on a layout they do not know they
may find none at all, and the whole field is lost. When a kind is empty after them, these
readers look for it across the whole text by what every CV writes, whatever its layout:
a degree and a place of study on one line, a supervision cue ("Advisor: Ann Lee",
"supervised by Bo Chen"), a list of citations under a heading of another kind. They run
only on what the section readers left empty, so a CV they read well is not touched.
Used by cv.py after the plausibility filter; each record found here carries a warning,
so staff see where it came from.
"""

from __future__ import annotations

import re

from .education import degree_of, parse_education
from .entries import Entry
from .model import Education, ParsedCV, Publication
from .names import supervisors_in_lines
from .plausible import looks_like_organization, looks_like_paper
from .publications import add_publications, papers_among
from .sections import Section
from .text import Line

# The degrees a fallback reads: those a line names by a degree word; a visit or an
# unnamed "other" is too often a course, a talk or a summer school outside a list.
_EARNED = ("bachelor", "master", "phd", "highschool")
# A line naming a degree that is not the person's: an honour or a grant for students of a
# degree ("Naver PhD Fellowship", "Outstanding Graduate (Master's)"), a contest ("National
# High School Mathematics Competition"), a course, and the degrees of the students the
# person supervised, examined or worked with ("External Committee Member, Kit Snyder, PhD
# in English at X", "Haoxu Wu | Ph.D. collaboration", "Supervisor of several MSc interns").
_NOT_OWN = re.compile(
    r"(?i)award|prize|fellowship|scholarship|grant|foundation|competition|contest|olympiad|"
    r"committee|mentor|examin|collaborat|students\b|interns?\b|coach|first job|now at|course|"
    r"[奖赛]|基金|指导|课程|学生们"
)
# A sentence of a bio ("曾入选示范大学卓越本科生培养计划。"), which the bio readers read with
# their own care: a degree a list names stands on a line of its own, not in prose.
_SENTENCE = re.compile(r"[。！？]")
# Degrees whose research has advisors, highest first.
_RESEARCH = ("phd", "master")
# Sections whose citations are not the person's papers (a talk, a referee's book).
_NOT_PAPERS = {"talks", "references", "service", "teaching", "publications", "patents"}


def degrees_anywhere(lines: list[Line], taken: set[int]) -> list[Education]:
    """The degrees told on lines of their own outside any education list ("PhD in Physics,
    Hill University, 2015 - 2020" under a heading the sections did not read as education),
    each with the line after it (its dates or its place may sit there). `taken`: numbers
    of lines other records were read from."""
    out: list[Education] = []
    used: set[int] = set()
    for i, ln in enumerate(lines):
        if not ln.text or ln.no in taken or ln.no in used:
            continue
        found = degree_of(ln.text)
        if not found or found[0] not in _EARNED or _SENTENCE.search(ln.text):
            continue
        if _NOT_OWN.search(ln.text):
            continue
        after = [x for x in lines[i + 1 : i + 2] if x.text and x.no not in taken]
        entry = Entry(lines=[ln, *after])
        degrees, _ = parse_education(entry, {}, [], listed_as_education=True)
        for degree in degrees:
            place = degree.institution_raw
            if degree.degree in _EARNED and place and looks_like_organization(place, of_study=True):
                out.append(degree)
                used.update(x.no for x in entry.lines)
    return out


def advisors_anywhere(cv: ParsedCV, lines: list[Line], taken: set[int]) -> list[str]:
    """The people a supervision cue names anywhere in the CV ("Ph.D. Advisor: Ann Lee" in
    its header, "supervised by Bo Chen" in a bio), given to its highest research degree
    when no record names an advisor or a mentor; `taken`: the lines of its papers, whose
    acknowledgements are not the person's supervision."""
    if any(e.advisors for e in cv.education) or any(
        r.supervisors for r in (*cv.positions, *cv.projects)
    ):
        return []
    degrees = [e for kind in _RESEARCH for e in cv.education if e.degree == kind]
    if not degrees:
        return []
    people = supervisors_in_lines([ln.text for ln in lines if ln.no not in taken])
    if people:
        degrees[0].advisors = people[:3]
    return people[:3]


def papers_anywhere(sections: list[Section]) -> list[Publication]:
    """The citations of a section headed as something else ("Research", "Selected Work",
    an unknown heading) when most of its items are citations, for a CV that gave no paper
    list."""
    papers: list[Publication] = []
    for sec in sections:
        if sec.kind not in _NOT_PAPERS and _cites(sec.lines):
            papers = add_publications(papers, papers_among(sec.lines, sec.title))
    return [p for p in papers if looks_like_paper(p.title)]


# A line of a citation: a year and a list (three commas, or Chinese enumeration marks).
_CITATION_LINE = re.compile(r"(?:19|20)\d\d")


def _cites(lines: list[Line]) -> bool:
    """Two lines or more that carry a year and a list of names, as citations do: the
    cheap test before a section is read as papers."""
    found = 0
    for ln in lines:
        if ln.text.count(",") + ln.text.count("，") + ln.text.count("、") >= 2 and (
            _CITATION_LINE.search(ln.text)
        ):
            found += 1
            if found >= 2:
                return True
    return False


def fill_empty_kinds(cv: ParsedCV, lines: list[Line], sections: list[Section]) -> None:
    """Read again, across the whole text, each kind of record the sections gave none of."""
    if not cv.publications and (papers := papers_anywhere(sections)):
        cv.publications = papers
        cv.warnings.append(
            f"No publication list was recognised; {len(papers)} citations were read from "
            "a section headed otherwise."
        )
    paper_lines = _lines_of(cv.publications)
    if not cv.education:
        cv.education = degrees_anywhere(lines, paper_lines | _lines_of(cv.positions))
        for e in cv.education:
            cv.warnings.append(
                f"No education list was recognised; a degree was read from lines "
                f"{e.lines[0]}-{e.lines[-1]}."
            )
    if advisors_anywhere(cv, lines, paper_lines):
        cv.warnings.append(
            "No record named an advisor; the supervision named elsewhere in the CV was given "
            "to the highest research degree."
        )


def _lines_of(records) -> set[int]:
    return {n for r in records if r.lines for n in range(r.lines[0], r.lines[-1] + 1)}
