"""Orchestration: bytes -> text -> lines -> sections -> records -> ParsedCV."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from . import jemdoc, yaml_profile
from .areas import research_areas
from .award_sections import awards_of_section, distinct_awards
from .bio_positions import header_position, tagline_degree, tagline_position
from .confidence import rate
from .dates import find_range
from .degree_shape import schools_by_shape
from .duplicates import merge_duplicates
from .education import (
    bachelors_by_span,
    doctorate_as_role,
    fold_degrees_told_again,
    is_education_entry,
    is_students_degree,
    join_degree_parts,
    lists_positions,
    masters_by_span,
    parse_education,
    within_degree_above,
)
from .entries import TITLE_WORDS, Entry, first_range, split_entries
from .entry_joins import (
    dated_lines_under_place,
    employer_alone,
    employer_with_span,
    join_title_to_dates,
    role_alone,
    roles_under_place,
    under_role,
)
from .fallbacks import fill_empty_kinds
from .interest_phrases import TOPIC_WORDS, pastime, speaks, topic_like
from .interests import (
    from_form_fields,
    parse_interests,
    research_sections_items,
    stated_interests,
    topic_lines,
)
from .interests import from_headline as interests_from_headline
from .interests import from_labels as interests_from_labels
from .interests import from_prose as interests_from_prose
from .mentors import (
    JUNIOR,
    advise_degrees_by_thesis,
    advise_listed_degrees,
    label_advisor_columns,
)
from .model import Award, Education, ParsedCV, Position, Project, Publication
from .names import latin_key, latin_spelling, link_native, pinyin_key
from .news import news_records
from .not_jobs import assists_in_course, fold_courses, runs_on
from .own_name import front_matter
from .person import finish_name, opening_lines, read_contact, read_name
from .plausible import keep_plausible
from .positions import (
    assistantship_held_before,
    courses_taught,
    names_a_role,
    parse_position,
    parse_project,
    role_told_again,
    supervisors_of_details,
    told_before,
    under_employer,
)
from .prose import form_school, from_prose
from .prose import prose_awards as awards_from_prose
from .prose_merge import (
    merge_form_school,
    merge_header_position,
    merge_news,
    merge_prose,
    merge_tagline,
)
from .publication_authors import leading_authors
from .publications import (
    add_publications,
    papers_among,
    papers_linked_among,
    parse_publications,
)
from .reading import UnreadableDocument, decode, extract, read_file
from .residue import clean_values
from .section_order import titles_by_order
from .sections import Section, classify_heading, split_sections
from .text import Line, cjk_count, has_cjk, make_lines, normalise
from .unheaded import header_degree, with_unheaded_education
from .wrapping import join_split_ranges, join_wrapped

PARSER_VERSION = "14"

_FOOTNOTE = re.compile(r"^\s*(?:<sup>\s*([0-9*†‡]+)\s*</sup>|\[\^(\w+)\]:)\s*(.+)$")
# Markdown's marks in a text file: a heading ("## Education"), a bold label opening an
# item ("- **2021**") or bold words.
_MARKDOWN_MARKS = re.compile(r"(?m)^#{1,6} \S|^\s*[-*] \*\*|\*\*\S")


def _written_in_markdown(text: str) -> bool:
    """A text file written in Markdown: it holds _MARKDOWN_MARKS, each of which needs a
    "#" or a "**"; a text with neither (most plain text) is not scanned, a scan that
    tries the pattern's three branches at every character."""
    return ("#" in text or "**" in text) and bool(_MARKDOWN_MARKS.search(text))


def parse_path(path: str | Path) -> ParsedCV:
    p = Path(path)
    cv = parse_bytes(read_file(p), p.name)
    cv.source = str(path)
    return cv


def parse_bytes(data: bytes, filename: str) -> ParsedCV:
    """Parse one CV; bad input raises UnreadableDocument and nothing else."""
    try:
        return _parse(data, filename)
    except UnreadableDocument:
        raise
    except (RecursionError, MemoryError) as exc:
        raise UnreadableDocument("the file is too complex to read") from exc
    except Exception as exc:  # a parser bug must not stop an import of many files
        raise UnreadableDocument(
            f"internal error while reading the CV ({type(exc).__name__})"
        ) from exc


def parse_outcome(item: tuple[bytes, str]) -> ParsedCV | UnreadableDocument:
    """A parse of (bytes, file name), or the reason the file cannot be read, returned
    rather than raised: the form a worker process hands back (see importing.parallel)."""
    try:
        return parse_bytes(*item)
    except UnreadableDocument as error:
        return error


def _parse(data: bytes, filename: str) -> ParsedCV:
    fmt, text, hints = extract(data, filename)
    # The bytes as decoded (the page as written, for its links), which a Markdown or a
    # text file's extracted text is: decoded once.
    decoded = text if fmt in ("markdown", "text") else None
    if fmt == "text":
        text = jemdoc.rewrite(text)
    text = yaml_profile.rewrite(normalise(text))
    if fmt == "text" and _written_in_markdown(text):
        fmt = "markdown"
    if fmt == "markdown":
        text = label_advisor_columns(text)  # "| 2019–2024 | Ph.D. | X | Ann Lee |"
    lines = make_lines(text)
    for number in hints.headings if hints else ():
        lines[number - 1].heading = True
    for number in hints.body if hints else ():
        lines[number - 1].body = True
    if fmt in ("text", "pdf"):
        join_wrapped(lines)
    if fmt in ("text", "pdf", "docx"):
        join_split_ranges(lines)
    front = front_matter(lines)
    footnotes = _take_footnotes(lines)
    sections = with_unheaded_education(split_sections(lines))
    cv = ParsedCV(
        source=filename,
        sha256=hashlib.sha256(data).hexdigest(),
        format=fmt,
        text=text,
        parser_version=PARSER_VERSION,
    )
    if decoded is None:
        decoded = decode(data) if fmt in ("html", "markdown", "text") else ""
    source = decoded
    header = opening_lines(sections)
    links = hints.links if hints else []
    read_contact(cv, _without_referees(text, sections), header, source, links)
    layout_name = hints.name[1] if hints and hints.name else None
    marked = hints.with_marks(text) if hints else text
    name_found = read_name(
        cv, text, lines, header, front, source, layout_name=layout_name, marked=marked
    )
    prose_edu: list[Education] = []
    prose_pos: list[Position] = []
    interests: list[str] = []
    summary: list[str] = []
    prose_awards: list[Award] = []
    news_edu: list[Education] = []
    news_pos: list[Position] = []
    listed: set[int] = set()  # the degrees of an education list
    spans: list[tuple[str, int, int]] = []  # the items each interests section gave
    stated: list[str] = []  # the text of the interests sections that gave items
    for sec in sections:
        first, given = len(cv.education), len(interests)
        _read_section(cv, sec, footnotes, interests, summary, prose_edu, prose_pos, prose_awards)
        if sec.kind == "interests" and len(interests) > given:
            spans.append((sec.title, given, len(interests)))
            stated.extend(ln.text for ln in sec.lines)
        if sec.kind == "education":
            listed.update(id(e) for e in cv.education[first:])
        if sec.kind == "news":
            edu, pos = news_records(sec.lines)
            news_edu.extend(edu)
            news_pos.extend(pos)
    if sections[0].kind == "header":
        # "PhD Student" / "School of X" / "Y University" under the name: the degree being
        # studied for, when no section lists a degree of its kind.
        for e in header_degree(sections[0].lines):
            if not any(x.degree == e.degree for x in cv.education):
                cv.education.append(e)
    cv.awards = _listed_awards(cv.awards, sections)
    if not cv.awards:
        # Honours told only in a bio ("supported by the X Fellowship"), each once.
        seen = set()
        for a in prose_awards:
            if a.title.lower() not in seen:
                seen.add(a.title.lower())
                cv.awards.append(a)
    interests = research_sections_items(interests, spans)
    if not interests:
        for sec in sections:
            if sec.kind in ("about", "header"):
                interests.extend(from_form_fields(sec.lines, _is_interests_label))
    if not interests:
        jobs = frozenset(ln.no for sec in sections if sec.kind == "experience" for ln in sec.lines)
        papers = frozenset(
            ln.no for sec in sections if sec.kind == "publications" for ln in sec.lines
        )
        interests.extend(interests_from_labels(lines, jobs, papers))
    if not interests:
        for sec in sections:
            if sec.kind in ("about", "header"):
                interests.extend(interests_from_prose(sec.lines, need_research_cue=True))
    if not interests:
        interests.extend(stated_interests(lines))
    if not interests:
        for sec in sections[:1]:
            if sec.kind == "header":
                interests.extend(interests_from_headline(sec.lines))
    cv.research_interests = list(dict.fromkeys(i for i in interests if i and not speaks(i)))
    cv.education = fold_degrees_told_again(cv.education, listed)
    merge_prose(cv, prose_edu, prose_pos)
    merge_news(cv, news_edu, news_pos)
    if sections[0].kind == "header":
        merge_header_position(cv, header_position(sections[0].lines))
    for sec in sections:
        if sec.kind in ("header", "about"):
            merge_form_school(cv, form_school(sec.lines))  # "学院 | X学院", "毕业时间 | 2017.6"
        if sec.kind in ("header", "about"):
            merge_tagline(cv, tagline_position(sec.lines))  # "Researcher at Northwind"
            told = tagline_degree(sec.lines)  # "Ph.D. Student @ Hill University"
            if told and not any(e.degree == told.degree for e in cv.education):
                cv.education.append(told)
    keep_plausible(cv)
    fill_empty_kinds(cv, lines, sections)
    clean_values(cv)
    merge_duplicates(cv)
    advise_listed_degrees(cv.education, sections)  # "Ph.D. Advisor: X", "X (Advisor)"
    advise_degrees_by_thesis(cv.education, cv.projects, cv.text)  # "2019 - 2023 Thesis: X"
    finish_name(cv, name_found, text)
    rate(cv, name_found.cue)
    _link_people(cv)
    papers = [p.title for p in cv.publications if p.title]
    cv.research_areas = research_areas(
        cv.research_interests, " ".join(summary), works=papers, stated=" ".join(stated)
    )
    cv.language = _language(text, cv)
    if len(sections) == 1 and not (cv.education or cv.positions or cv.publications):
        if not (cv.name or cv.emails):
            raise UnreadableDocument("no CV content was recognised")
        cv.warnings.append("No section headings were recognised; only the header was read.")
    return cv


def _without_referees(text: str, sections: list[Section]) -> str:
    """The text minus References/Referees sections: a referee's email or phone
    is not the candidate's."""
    drop = {ln.no for sec in sections if sec.kind == "references" for ln in sec.lines}
    if not drop:
        return text
    return "\n".join(t for i, t in enumerate(text.split("\n"), 1) if i not in drop)


def _is_interests_label(label: str) -> bool:
    return classify_heading(label) == "interests"


def _take_footnotes(lines: list[Line]) -> dict[str, str]:
    notes = {}
    for ln in lines:
        m = _FOOTNOTE.match(ln.raw) if "<sup>" in ln.raw or "[^" in ln.raw else None
        if m:
            notes[m.group(1) or m.group(2)] = m.group(3)
            ln.text = ""
    return notes


def _listed_awards(awards: list[Award], sections: list[Section]) -> list[Award]:
    """The awards of the honours sections when they list any: the honours an education
    entry names beside its degree ("National Scholarship (twice)") repeat them, or are
    not among those the person lists as awards."""
    listed = {ln.no for sec in sections if sec.kind == "awards" for ln in sec.lines}
    in_list = [bool(a.lines and a.lines[0] in listed) for a in awards]
    if all(in_list) or not any(in_list):
        return awards
    out: list[Award] = []
    for sec in sections:
        if sec.kind == "awards":
            out.extend(distinct_awards(awards_of_section(sec), out))
    return out


def _read_section(
    cv, sec, footnotes, interests, summary, prose_edu, prose_pos, prose_awards
) -> None:
    kind = sec.kind
    if kind == "interests":
        items = parse_interests(sec.lines, sec.inline, sec.heading.level if sec.heading else 0)
        if _personal_interests(sec.title, items):
            return  # "Interests: Soccer, Gastronomy, Crossfit": pastimes
        interests.extend(items)
        summary.extend(ln.text for ln in sec.lines)
        return
    if kind == "education":
        entries = join_degree_parts(split_entries(sec.lines), sec.lines)
        first = len(cv.education)
        for entry in entries:
            above = cv.education[-1] if cv.education else None
            before = (len(cv.education), len(cv.positions))
            _education_or_position(cv, entry, footnotes, sec.title, listed_as_education=True)
            if above is None or len(cv.positions) > before[1]:
                continue
            if len(cv.education) == before[0] + 1 and (
                _details(cv.education[-1]) or within_degree_above(cv.education[-1], above)
            ):
                cv.education.pop()
            if len(cv.education) == before[0]:
                supervisors_of_details(entry, above)  # "导师: X" set apart below its degree
        schools_by_shape(cv.education[first:], entries)
        bachelors_by_span(cv.education[first:])
        masters_by_span(cv.education[first:])
        return
    if kind in ("experience", "projects") and (papers := papers_among(sec.lines, sec.title)):
        cv.publications = add_publications(cv.publications, papers)  # "Research": a paper list
        if kind == "experience":
            # Jobs above the first paper (a papers heading the section split missed): read.
            first = min((p.lines[0] for p in papers if p.lines), default=0)
            above = [ln for ln in sec.lines if ln.no < first]
            if any(not ln.blank for ln in above):
                _read_experience(cv, Section(sec.kind, sec.title, sec.heading, above), footnotes)
            if _RESEARCH_ONLY.search(sec.title):
                # "## Research" / "I'm interested in A and B." / its papers.
                interests.extend(_interests_in_lead(above))
        return
    if kind in ("experience", "projects") and (papers := papers_linked_among(sec.lines)):
        cv.publications = add_publications(cv.publications, papers)  # the papers it led to
    if (
        kind == "experience"
        and _RESEARCH_ONLY.search(sec.title)
        and (found := topic_lines(sec.lines))
    ):
        # "## Research" / "- Galaxy evolution across cosmic time": topics, with no dates of
        # any job.
        interests.extend(found)
        return
    if kind == "experience" or (kind == "teaching"):
        before = len(cv.positions) + len(cv.education)
        _read_experience(cv, sec, footnotes)
        if len(cv.positions) + len(cv.education) == before and any(
            _INTERESTS_CUE.search(ln.text) for ln in sec.lines
        ):
            # "## Research" holding "Current interests:" and a list, not jobs.
            interests.extend(interests_from_prose(sec.lines))
        elif kind == "experience" and _RESEARCH_ONLY.search(sec.title):
            # "## Research" / "I am broadly interested in A and B." / its projects.
            interests.extend(_interests_in_lead(sec.lines))
        return
    if kind == "projects" and _lists_research_jobs(sec, footnotes):
        # "科研经历" over research jobs: read as "Research Experience" is.
        _read_experience(cv, sec, footnotes)
        return
    if kind == "projects":
        for entry in split_entries(sec.lines):
            pos = parse_position(entry, sec.title) if names_a_role(entry) else None
            if pos and pos.title and (pos.organization or pos.start):
                cv.positions.append(pos)  # "2021 研究助理, 澳门大学" under 研究经历: a job
                continue
            proj = parse_project(entry)
            if proj:
                cv.projects.append(proj)
        return
    if kind == "publications":
        cv.publications = add_publications(
            cv.publications, parse_publications(sec.lines, sec.title)
        )
        return
    if kind == "awards":
        cv.awards.extend(distinct_awards(awards_of_section(sec), cv.awards))
        return
    if kind in ("about", "header"):
        start = 0
        if kind == "header":
            start = next((i for i, ln in enumerate(sec.lines) if not ln.blank), 0)
        body = sec.lines[start:]
        for entry in _dated_bullet_entries(body):
            _education_or_position(cv, entry, footnotes, "")
        edu, pos = from_prose(body)
        prose_edu.extend(edu)
        prose_pos.extend(pos)
        prose_awards.extend(awards_from_prose(body))
        summary.extend(ln.text for ln in body if not ln.bullet)


# The name of a field of study ("Anthropology", "Philosophy"): a subject, not a pastime.
_DISCIPLINE = re.compile(r"(?i)\w(?:ology|osophy)\b")


def _personal_interests(title: str, items: list[str]) -> bool:
    """A section headed only "Interests" (no "research", "scientific" or "academic") none
    of whose items names a research topic or a field of study, or more than half of whose
    items are pastimes ("Football, surf, cinema, new technologies"): the person's
    pastimes."""
    bare = re.fullmatch(r"(?i)\W*(?:personal\s+|other\s+)?interests?\W*", title.strip())
    return (
        bool(bare)
        and bool(items)
        and (
            not any(topic_like(i) or TOPIC_WORDS.search(i) or _DISCIPLINE.search(i) for i in items)
            or sum(map(pastime, items)) * 2 > len(items)
        )
    )


def _details(record: Education) -> bool:
    """A degree read from lines that name no place and no dates ("导师: X" / "博士期间研究
    领域 – Y"): details of the degree above, set apart by a blank line."""
    return not (record.institution_raw or record.start or record.end)


# "## Research" / "My research focuses on A": a research statement too.
_INTERESTS_CUE = re.compile(
    r"(?i)\binterest(?:s|ed)\b|\b(?:my|our) research (?:\w+ly )?(?:focus|center|lie|span)"
    r"|研究方向|研究兴趣"
)


# "Research", "Current Research", "Research Overview": a heading that names research and
# no kind of job ("Research Experience", "Research Positions").
_RESEARCH_ONLY = re.compile(
    r"(?i)^(?!.*\b(?:experiences?|employment|positions?|appointments?|jobs?|work|career|"
    r"intern\w*|assistant\w*|projects?)\b).*\bresearch\b"
)


# "科研经历", "研究经历": research experience, which lists research jobs or projects.
_EXPERIENCE_TITLE = re.compile(r"经历|經歷")
# "项目经历", "Project Experience": experience of projects.
_PROJECTS_TITLE = re.compile(r"(?i)项目|項目|\bprojects?\b")


# "Currently I am working on A", "My work focuses on B": what the work is on.
_WORK_ON = re.compile(r"(?i)\bwork(?:s|ing)? on\b|\bfocus(?:es|ed)? on\b")


def _interests_in_lead(lines: list[Line]) -> list[str]:
    """The interests a research section's opening paragraph states, above its projects or
    its papers."""
    lead = _lead_paragraph(lines)
    if any(_INTERESTS_CUE.search(ln.text) or _WORK_ON.search(ln.text) for ln in lead):
        return interests_from_prose(lead)
    return []


def _lead_paragraph(lines: list[Line]) -> list[Line]:
    """The prose a section opens with, up to its first blank line, bullet, heading or
    line with a year."""
    lead: list[Line] = []
    for ln in lines:
        if ln.blank and not lead:
            continue
        if ln.blank or ln.bullet or ln.level or re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", ln.text):
            break
        lead.append(ln)
    return lead


def _lists_research_jobs(sec: Section, footnotes) -> bool:
    """A projects section titled as experience ("科研经历") whose every dated entry the
    experience reader reads as a job with its role, its place and its dates (a lab's line
    above its roles' lines, as a page lays them out): a list of jobs. A title that names
    projects ("项目经历") lists projects, done at a university or a company as jobs are,
    whatever their entries look like."""
    if not _EXPERIENCE_TITLE.search(sec.title) or _PROJECTS_TITLE.search(sec.title):
        return False
    read = ParsedCV(source="", sha256="", format="", text="")
    _read_experience(read, sec, footnotes)
    held = [p for p in read.positions if p.start]  # an employer's own line has no dates
    jobs = [p for p in held if p.title and p.organization]
    dated = [e for e in split_entries(sec.lines) if first_range(e.lines)[0]]
    return bool(jobs) and len(jobs) == len(held) >= len(dated)


def _read_experience(cv: ParsedCV, sec: Section, footnotes) -> None:
    last = group = None  # the last record, degree or position; the last employer line
    role = None  # the line of a role that heads the jobs below it
    read: list[tuple[Entry, Position]] = []
    listed = len(cv.positions)  # the positions of the lists above this one
    entries = join_title_to_dates(fold_courses(split_entries(sec.lines)))
    # A list that holds the other degrees too (the PhD, the MSc, the BSc under "Experience")
    # holds its doctorate as a degree; only among the jobs is a doctorate a role as well.
    among_degrees = any(
        is_education_entry(e, sec.title) and not doctorate_as_role(e, sec.title) for e in entries
    )
    for entry in dated_lines_under_place(roles_under_place(entries)):
        span = entry.span
        role = role_alone(entry) or (role if not TITLE_WORDS.search(entry.lines[0].text) else None)
        if role is not None and role is not entry.lines[0] and (held := under_role(entry, role)):
            entry = held  # "Teaching Assistant" / ... / "Hill University CS 102   Fall 2023"
        taught = courses_taught(entry, sec.title)
        if taught is not None:  # a teaching assistantship per course line
            held = list(cv.positions)  # the roles above, not the label's other courses
            cv.positions.extend(p for p in taught if not told_before(p, held))
            continue  # its courses "for Undergraduate Students" name no degree of its own
        run_on = runs_on(entry.lines[0])  # details of the record before, not a degree
        if not run_on and is_education_entry(entry, sec.title):
            before = len(cv.education) + len(cv.positions)
            _education_or_position(cv, entry, footnotes, sec.title)
            if (
                doctorate_as_role(entry, sec.title)
                and not among_degrees
                and (pos := parse_position(entry, sec.title))
            ):
                cv.positions.append(pos)  # "PhD Candidate" under "Experience": a role too
            if len(cv.education) + len(cv.positions) > before:
                last = max(cv.education[-1:] + cv.positions[-1:], key=lambda r: r.lines[:1])
            continue
        if is_students_degree(entry, sec.title):
            continue
        pos = parse_position(entry, sec.title)
        if pos is not None:
            pos.lines = span
        if (
            pos
            and pos.title
            and not TITLE_WORDS.search(pos.title)
            and told_before(pos, cv.positions)
        ):
            continue  # "200+ hours – Geology – Department of X (2017–2019)": that TA's hours
        if pos and (held := assistantship_held_before(pos, cv.positions[:listed])):
            # A course of a teaching assistantship listed above: its supervisors are the role's.
            held.supervisors.extend(s for s in pos.supervisors if s not in held.supervisors)
            continue
        if pos and role_told_again(pos, cv.positions[:listed]):
            continue
        if pos and not pos.title and _a_paper_told(entry) and (project := parse_project(entry)):
            cv.projects.append(project)  # "**Graph Priors**" / "Ann Lee, Bo Chen, *Graph ...*"
            continue
        if pos and _a_field_supervised(pos) and (project := _supervised_project(entry)):
            cv.projects.append(project)  # "**Computational Astronomy**, 2013" / place / advisor
            continue
        if pos and (pos.start or pos.end or pos.organization or assists_in_course(pos.title)):
            group = under_employer(entry, pos, group)
            cv.positions.append(pos)
            read.append((entry, pos))
            last = pos
        elif pos is None and (employer := employer_alone(entry)):
            # "Kestrel Dynamics   Austin, TX" or "Quillmark Studio" set apart above its roles.
            group = Position(organization=employer, organization_raw=employer)
        elif pos is None and (spanned := employer_with_span(entry)):
            name, dr = spanned  # "Quillmark Analytics   2018 – Present" above its roles
            group = Position(organization=name, organization_raw=name, start=dr.start, end=dr.end)
        elif (project := _supervised_project(entry)) is not None:
            cv.projects.append(project)
        elif last is not None:
            supervisors_of_details(entry, last)
    titles_by_order(read)


def _a_paper_told(entry: Entry) -> bool:
    """A research entry named by its work, whose next line opens with the authors of a paper
    on it ("**Graph Priors for Meta-learning**" / "Ann Lee, Bo Chen, *Graph Priors ...*,
    (Accepted to a conference)"): the work and its paper, not a job at a place."""
    if len(entry.lines) < 2:
        return False
    lead = leading_authors(entry.lines[1].text)
    return lead is not None and len(lead[0]) >= 2 and bool(find_range(lead[1]))


def _a_field_supervised(pos: Position) -> bool:
    """A research entry headed by its field, not a role ("Computational Astronomy, 2013" /
    "Hill University" / "Advisor: Prof. Ann Lee"): a title in capitalised words (a field's
    name, not a line of description) with no word for a role or a job, and the people who
    supervised it; the work done under them is a project."""
    return bool(
        pos.title
        and pos.supervisors
        and not TITLE_WORDS.search(pos.title)
        and not JUNIOR.search(pos.title)
        and not cjk_count(pos.title)
        and all(w[0].isupper() for w in re.findall(r"[A-Za-z]{4,}", pos.title))
    )


def _supervised_project(entry: Entry) -> Project | None:
    """A dated entry of research experience that names no role but its supervisors, as a
    student's CV lists its research ("Pose Estimation in 3D Scans   May 2021 – present" /
    "Advisor: Ann Lee, Hill University"): a project with its supervisors, not a job."""
    project = parse_project(entry)
    if project is None or not project.start or not project.supervisors:
        return None
    return project


def _education_or_position(
    cv, entry: Entry, footnotes, section_title: str, listed_as_education: bool = False
) -> None:
    edus, awards = parse_education(entry, footnotes, cv.warnings, listed_as_education)
    cv.awards.extend(awards)
    if listed_as_education and lists_positions(section_title):
        edus = [e for e in edus if e.degree != "postdoc"]  # a job, in a list of both
    if edus:
        cv.education.extend(edus)
        return
    pos = parse_position(entry, section_title)
    if pos and (pos.start or pos.end or pos.organization) and pos.title:
        if pos.kind == "other":
            pos.kind = "research" if re.search(r"(?i)research", pos.title or "") else "other"
        cv.positions.append(pos)


def _dated_bullet_entries(lines: list[Line]) -> list[Entry]:
    """Bullet items (with their indented continuation) that carry a date range:
    an education or position list written without a heading."""
    entries: list[Entry] = []
    cur: Entry | None = None
    for ln in lines:
        if ln.blank:
            cur = None if cur is None or not cur.lines else cur
            continue
        if ln.bullet:
            cur = Entry(lines=[ln])
            entries.append(cur)
        elif cur is not None and ln.indent > 0:
            cur.lines.append(ln)
        else:
            cur = None
    out = []
    for e in entries:
        dr, _ = first_range(e.lines)
        if dr and (dr.start or dr.end) and len(e.lines) >= 1 and not dr.single:
            out.append(e)
    return out


# A name in letters with its native spelling in brackets: "Ming Wang (王明)".
_NAME_WITH_NATIVE = re.compile(
    r"\b([A-Z][a-z]+(?:[ -][A-Z][a-z]+){1,2})\s*[(（]\s*([\u4e00-\u9fff]{2,4})\s*[)）]"
)
# Its bracketed native spelling, found by a scan that tries only the brackets: a text
# without one holds no _NAME_WITH_NATIVE, whose scan tries every capitalised word.
_NATIVE_IN_BRACKETS = re.compile(r"[(（]\s*[\u4e00-\u9fff]{2,4}\s*[)）]")


def _link_people(cv: ParsedCV) -> None:
    """Give each advisor a Latin and a native spelling when the CV supports one: the
    spellings of its authors, and a name written with its native spelling in brackets
    ("advised by Prof. Ming Wang (王明)"); `link_native` and the pinyin key pair them."""
    authors = [a for p in cv.publications for a in p.authors]
    latin = [a for a in authors if not has_cjk(a) and "," not in a]
    cjk = [a for a in authors if has_cjk(a)]
    if cv.text and not cv.text.isascii() and _NATIVE_IN_BRACKETS.search(cv.text):
        for written, native in _NAME_WITH_NATIVE.findall(cv.text):
            latin.append(written)
            cjk.append(native)

    def link(names: list[str]) -> tuple[list, list]:
        natives, ens = [], []
        for n in names:
            if has_cjk(n):
                natives.append(n)
                ens.append(link_native(n, latin, cjk) or None)
            else:
                k = latin_key(n)
                natives.append(next((c for c in cjk if pinyin_key(c) == k), None) if k else None)
                ens.append(n)
        return natives, ens

    for e in cv.education:
        e.advisors_native, e.advisors_en = link(e.advisors)
    for rec in (*cv.positions, *cv.projects):
        rec.supervisors_native, rec.supervisors_en = link(rec.supervisors)
    if cv.name and has_cjk(cv.name) and not cv.name_native:
        cv.name_native = cv.name
    if cv.name_native and cv.name == cv.name_native:
        # Romanised as the CV writes it elsewhere, else in pinyin, given name first.
        linked = link_native(cv.name_native, latin, cjk)
        cv.name = linked or latin_spelling(cv.name_native) or cv.name


def _language(text: str, cv: ParsedCV) -> str:
    n_cjk = cjk_count(text)
    if not n_cjk:
        return "en"
    n_latin = len(re.findall(r"[A-Za-z]{2,}", text))
    # A CJK character carries about as much as half an English word.
    if n_cjk and n_cjk / 2 >= n_latin * 0.8:
        return "zh"
    if (n_cjk >= 3 and n_cjk / 2 >= n_latin * 0.1) or (n_cjk and cv.name_native):
        return "mixed"
    return "en"


__all__ = [
    "PARSER_VERSION",
    "Award",
    "Education",
    "ParsedCV",
    "Position",
    "Project",
    "Publication",
    "UnreadableDocument",
    "latin_spelling",
    "parse_bytes",
    "parse_path",
]
