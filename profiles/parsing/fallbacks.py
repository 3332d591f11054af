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

from .awards import AWARD_WORDS, award_list, parse_award_lines, top_level_parts
from .education import degree_before_supervision, degree_of, parse_education
from .entries import Entry
from .mentors import DEGREE_LABEL, LABEL_PARTS
from .model import Award, Education, ParsedCV, Publication
from .names import (
    SUPERVISION_CLAUSE,
    is_person_name,
    latin_key,
    supervisors_in,
    supervisors_in_lines,
)
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
# in English at X", "Haoxu Wu | Ph.D. collaboration", "Supervisor of several MSc interns"),
# and a meeting held for students of a degree ("PhD Student Workshop, X University").
_NOT_OWN = re.compile(
    r"(?i)award|prize|fellowship|scholarship|grant|foundation|competition|contest|olympiad|"
    r"committee|mentor|examin|collaborat|students\b|interns?\b|coach|first job|now at|course|"
    r"workshop|seminar|symposium|colloquium|conference|invited talk|"
    r"[奖赛]|基金|指导|课程|学生们"
)
# A sentence of a bio ("曾入选示范大学卓越本科生培养计划。"), which the bio readers read with
# their own care: a degree a list names stands on a line of its own, not in prose.
_SENTENCE = re.compile(r"[。！？]")
# Degrees whose research has advisors, highest first.
_RESEARCH = ("phd", "master")
# Sections whose citations are not the person's papers (a talk, a referee's book).
_NOT_PAPERS = {"talks", "references", "service", "teaching", "publications", "patents"}
# Sections cv.py reads for a paper list among their entries before this fallback runs.
_READ_FOR_PAPERS = {"experience", "projects"}


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


# Sections whose supervision cues are not the person's own: a grant's PI, the advisor of
# a student the person taught or mentored, a course's instructor.
_OTHERS_SUPERVISION = {"service", "teaching", "student_work", "talks"}
# A heading of the person's own students ("Students Supervised", "Mentoring", "指导研究生
# 毕业设计"): the advisors it names are theirs.
_STUDENTS_HEADING = re.compile(
    r"(?i)\bstudents\b|mentees?|advisees?|mentor(?:ing|ship)|supervis(?:ion|ed|ing)|advising"
    r"|指导|毕业设计"
)
# A grant's investigator ("PI: Ada Quinn", "Principal Investigator"): in a list of honours
# and grants, the only cue that names no supervision of the person ("Best Thesis Award
# (advisor: Ann Lee)" does).
_INVESTIGATOR = re.compile(r"(?i)\bp\.?i\b|investigator")


def others_supervision(sections: list[Section]) -> set[int]:
    """The numbers of the lines of sections whose supervision cues name someone else's:
    teaching, service, a list of the person's own students, and a grant's investigator."""
    out: set[int] = set()
    for sec in sections:
        if sec.kind in _OTHERS_SUPERVISION or (
            sec.kind != "header" and _STUDENTS_HEADING.search(sec.title or "")
        ):
            out.update(ln.no for ln in sec.lines)
        elif sec.kind == "awards":
            out.update(ln.no for ln in sec.lines if _INVESTIGATOR.search(ln.text))
    return out


# Columns of a row: set apart by a gap, a tab or a bar.
_COLUMNS = re.compile(r"\s{2,}|\t|\s\|\s")


def _anothers_advisor(text: str, own) -> bool:
    """A row that names a person before its supervision cue, in a column of their own
    ("2021   Bo Chen   Advisor: Cy Dee", "2013   李平   导师：赵六"): a list of students,
    each with their advisor, not the person's own (unless the name is the person's)."""
    if not _COLUMNS.search(text) or not SUPERVISION_CLAUSE.search(text):
        return False
    for column in _COLUMNS.split(text.strip()):
        if SUPERVISION_CLAUSE.search(column):
            return False
        name = column.strip(" -•*")
        if is_person_name(name) and (own is None or latin_key(name) != own):
            return True
    return False


# A thesis: its entry in a list of papers names the person's own advisor ("Tidal Models
# for Shallow Lakes. Ph.D. thesis, Hill University. Advisor: Ann Lee").
_THESIS = re.compile(r"(?i)thesis|dissertation|学位论文|毕业论文")


def _names_thesis(text: str) -> bool:
    """_THESIS finds a word in ``text``; on an ASCII line (most lines) the lowered line
    holding "thesis" or "dissertation" says the same, some ten times cheaper than the
    pattern in any case."""
    if text.isascii():
        low = text.lower()
        return "thesis" in low or "dissertation" in low
    return bool(_THESIS.search(text))


def thesis_lines(lines: list[Line], sections: list[Section]) -> set[int]:
    """The numbers of the lines that tell a thesis: under a heading naming one
    ("Dissertation", "Doctoral Thesis") or naming one themselves."""
    out = {ln.no for ln in lines if ln.text and _names_thesis(ln.text)}
    for sec in sections:
        if _THESIS.search(sec.title or ""):
            out.update(ln.no for ln in sec.lines)
    return out


def _parts_for(text: str, degree: str) -> str:
    """``text`` without its parts that label another degree's advisor ("PhD advisor: Ann
    Lee | MS advisor: Bo Chen" when the doctorate's are read: its first part)."""
    if not _DEGREE_LABELLED.search(text):
        return text
    kept = []
    for part in LABEL_PARTS.split(text):
        m = DEGREE_LABEL.match(part)
        if m is None or m.group(degree if degree in ("phd", "master", "bachelor") else "phd"):
            kept.append(part)
    return " | ".join(kept)


_DEGREE_LABELLED = re.compile(r"(?i)(?:advis|supervis|mentor|导师)\w*\s*[:：]")


def advisors_anywhere(cv: ParsedCV, lines: list[Line], taken: set[int]) -> list[str]:
    """The people a supervision cue names anywhere in the CV ("Ph.D. Advisor: Ann Lee" in
    its header, "supervised by Bo Chen" in a bio), given to its highest research degree
    when no record names an advisor or a mentor; `taken`: the lines of its papers, whose
    acknowledgements are not the person's supervision, and of sections naming others'
    supervision. The person is no advisor of their own ("PI: Ada Quinn")."""
    if not _advisors_wanted(cv):
        return []
    degrees = [e for kind in _RESEARCH for e in cv.education if e.degree == kind]
    own = latin_key(cv.name) if cv.name else None
    texts = [
        _parts_for(ln.text, degrees[0].degree)
        for ln in lines
        if ln.no not in taken and not _anothers_advisor(ln.text, own)
    ]
    texts, told = _advise_named_degrees(cv.education, texts, degrees[0])
    people = supervisors_in_lines(texts)
    people = [p for p in people if not own or latin_key(p) != own]
    if people:
        degrees[0].advisors = people[:3]
    return people[:3] + told


def _advisors_wanted(cv: ParsedCV) -> bool:
    """No record names an advisor or a mentor, and a research degree would take them:
    what advisors_anywhere reads the lines for."""
    return not (
        any(e.advisors for e in cv.education)
        or any(r.supervisors for r in (*cv.positions, *cv.projects))
    ) and any(e.degree in _RESEARCH for e in cv.education)


def _advise_named_degrees(education: list, texts: list[str], highest) -> tuple[list, list]:
    """The lines that name another listed degree and its supervision ("B.S. Thesis. Tidal
    models. Supervised by Bo Chen") give it to that degree, when it is listed once; the
    other lines, and the people so given, are returned."""
    kept, told = [], []
    for text in texts:
        cue = "upervis" in text or "dvis" in text or "导师" in text
        named = degree_before_supervision(text) if cue else None
        same = [e for e in education if named and e.degree == named]
        found = supervisors_in(text) if named and named != highest.degree else []
        if found and len(same) == 1:
            same[0].advisors = same[0].advisors or found[:3]
            told.extend(found)
            continue
        kept.append(text)
    return kept, told


def papers_anywhere(sections: list[Section]) -> list[Publication]:
    """The citations of a section headed as something else ("Research", "Selected Work",
    an unknown heading) when most of its items are citations, for a CV that gave no paper
    list."""
    papers: list[Publication] = []
    for sec in sections:
        # Experience and projects were read for papers already, with the same lines.
        if sec.kind not in _NOT_PAPERS | _READ_FOR_PAPERS and _cites(sec.lines):
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


# A line that says it lists awards ("Awards: A (2017), B (2019)", "获奖：A；B").
_AWARDS_LABEL = re.compile(
    r"(?i)^\W*(?:awards?|honou?rs?|prizes?|(?:honou?rs?|awards?)\s*(?:&|and)\s*(?:awards?|"
    r"honou?rs?)|获奖(?:情况)?|荣誉|奖励)\s*[:：]\s*(\S.*)$"
)
# The sections where such a line stands among lines of other things: skills, other
# information, personal details, the header.
_LABEL_SECTIONS = {"skills", "misc", "about", "header"}
# A line that stops inside an item, its next line the item's rest ("… (Hill District) in").
_OPEN_END = re.compile(r"(?:\b[a-z]+|[,，、&])$")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def awards_on_labels(sections: list[Section]) -> list[Award]:
    """The awards a labelled line lists in a section of another kind ("SKILLS" /
    "Languages: …" / "Awards: A (2017), B (2019)"), with the lines it runs on to when it
    stops inside an item; only the items that name an honour."""
    out: list[Award] = []
    for sec in sections:
        if sec.kind not in _LABEL_SECTIONS:
            continue
        for k, ln in enumerate(sec.lines):
            m = _AWARDS_LABEL.match(ln.text)
            if not m:
                continue
            text, j = m.group(1), k + 1
            while _OPEN_END.search(text) and j < len(sec.lines):
                below = sec.lines[j]
                if not below.text or below.bullet or _AWARDS_LABEL.match(below.text):
                    break
                text, j = f"{text} {below.text}", j + 1
            out.extend(a for a in _listed(text, ln) if AWARD_WORDS.search(a.title or ""))
    return out


def _listed(text: str, ln: Line) -> list[Award]:
    """The awards of a list run into one line: each part between commas when every part
    gives its year ("A (2017), B (2019)"), else as a line of an awards list is read."""
    parts = top_level_parts(text)
    if len(parts) < 2 or not all(_YEAR.search(p) for p in parts):
        parts = award_list(text) or [text]
    return parse_award_lines([Line(ln.no, part, part) for part in parts])


def fill_empty_kinds(cv: ParsedCV, lines: list[Line], sections: list[Section]) -> None:
    """Read again, across the whole text, each kind of record the sections gave none of."""
    if not cv.awards and (awards := awards_on_labels(sections)):
        cv.awards = awards
        cv.warnings.append(
            f"No awards list was recognised; {len(awards)} awards were read from a "
            "labelled line of another section."
        )
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
    if not _advisors_wanted(cv):
        return  # the lines to leave out, read over the whole text, would not be used
    not_own = (paper_lines - thesis_lines(lines, sections)) | others_supervision(sections)
    if advisors_anywhere(cv, lines, not_own):
        cv.warnings.append(
            "No record named an advisor; the supervision named elsewhere in the CV was given "
            "to the highest research degree."
        )


def _lines_of(records) -> set[int]:
    return {n for r in records if r.lines for n in range(r.lines[0], r.lines[-1] + 1)}
