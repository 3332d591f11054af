"""Positions (internships, research, jobs, teaching, service) and projects."""

from __future__ import annotations

import dataclasses
import functools
import re

from . import institutions
from .awards import PARTICIPATION
from .dates import DateRange, find_range
from .entries import (
    ORG_WORDS,
    TITLE_WORDS,
    Entry,
    date_only,
    degree_of,
    first_range,
    is_location,
    remove_span,
    strip_location,
)
from .mentors import (
    JUNIOR,
    group_heads,
    head_mentors,
    role_with_titled,
    same_people_once,
    with_people,
    without_people,
    worked_under,
    worked_with,
)
from .model import Education, Position, Project
from .names import (
    SUPERVISION_CLAUSE,
    is_person_name,
    strip_titles,
    supervisors_in,
    supervisors_in_lines,
    without_supervision,
)
from .not_jobs import TA_ROLE, TEACHING, not_a_job, runs_on, taught_course
from .position_fields import (
    CITY_SHAPE,
    describes_work,
    employer_in_title,
    labelled_fields,
    may_name_a_place,
    title_run_into_org,
)
from .text import CJK, Line, cjk_count

_TITLE_AT_ORG = re.compile(
    r"^(?P<title>.{2,60}?)\s+(?:(?:in|at|with|for)\s+|@\s*)(?P<org>.+)$"
)  # "Intern @ Search Team" is written "Intern @Search Team" as well
# A title that ends in a unit's word ("Postdoctoral Fellow, Center") has not ended: the
# "for" or "in" that follows names the unit ("Center for Urban Studies").
_ORG_WORD_LAST = re.compile(rf"(?:{ORG_WORDS.pattern})\W*$", re.I)
_SEASON = re.compile(r"(?i)^(?:spring|summer|fall|autumn|winter)(?:\s+(?:term|semester))?$")
_LEGAL_SUFFIX = re.compile(r"(?i)^(?:inc|ltd|llc|gmbh|corp|co|plc|s\.?a|ag|pvt\.? ltd)\.?$")
_ACRONYM = re.compile(r"^[A-Z][A-Z&-]{1,7}$")
_KINDS = [
    ("internship", r"intern|实习"),
    ("teaching", r"teaching|\bta\b|tutor|lecturer|instructor|grader|助教|讲师"),
    ("research", r"research|\bra\b|postdoc|scientist|研究员|研究助理|科研"),
    ("service", r"reviewer|committee|volunteer|chair|organi[sz]er|审稿|志愿"),
    ("employment", r"engineer|developer|manager|assistant|analyst|consultant|architect|"
     r"designer|officer|founder|director|staff|工程师|开发|经理"),
]  # fmt: skip
_KIND_RES = [(k, re.compile(p, re.I)) for k, p in _KINDS]
# Chinese fields: set apart by a bar, a dash, a comma, a gap, or a space or a bare hyphen
# between two Chinese words (the first may end on a note in brackets: "星河科技（杭州） 算法
# 工程师", "星河科技有限公司-算法实习生").
_CJK_FIELDS = re.compile(
    rf"\s+[|—–@-]\s+|[,，;；]|\s{{2,}}|(?<=[{CJK}）)])(?:\s+|[-–—])(?=[{CJK}])"
)


def position_kind(title: str | None, section_title: str = "") -> str:
    for kind, rx in _KIND_RES:
        if title and rx.search(title):
            return kind
    for kind, rx in _KIND_RES:
        if rx.search(section_title):
            return kind
    return "other"


@functools.lru_cache(maxsize=8192)
def _without_supervision(text: str) -> str:
    """``text`` without its supervision clause, keeping a place named after the people
    ("Research Assistant, advised by Prof. X, Vision Lab, Y University")."""
    m = SUPERVISION_CLAUSE.search(text) if supervisors_in(text) else None
    if m is None:
        return without_supervision(text)
    clause = text[m.start() :]
    ends = [clause.rfind(n) + len(n) for n in supervisors_in(text) if n in clause]
    rest = clause[max(ends) :].strip(" ,;.|)") if ends else ""
    rest = re.sub(r"^(?:of|at|from|in)\s+", "", rest)
    kept = without_supervision(text)
    # "Advisor: X, Y University" alone on a line names the advisor's place, not the job's.
    if kept and rest and (ORG_WORDS.search(rest) or institutions.find_in(rest)):
        return f"{kept}, {rest}"
    return kept


# Periods that end an abbreviation, not a sentence ("Prof. Hu", "Lecturer (Asst.
# Professor)", "Dept. of X").
_ABBREVIATION = re.compile(
    r"\b(?:Prof|Dr|Mr|Mrs|Ms|Dept|Univ|Inst|Inc|Ltd|Corp|Jr|Sr|St|Asst|Assoc)\."
)
# A period that ends a sentence, not an initial ("J. Smith"), or a semicolon.
_SENTENCE_BREAK = re.compile(r"(?<![A-Z])\.\s+(?=[A-Z])|;\s")


def _first_sentence(text: str) -> str:
    """The text up to its first sentence break, abbreviations' periods aside; but a line of
    names set apart by full stops or semicolons ("Senior Data Scientist. Quillmark
    Analytics.", "Research Intern; Hill Lab") is a line of fields, not of sentences."""
    masked = _ABBREVIATION.sub(lambda m: m.group(0)[:-1] + " ", text)  # the same length
    found = _SENTENCE_BREAK.search(masked)
    if not found:
        return text
    cuts = [0, *(x for m in _SENTENCE_BREAK.finditer(masked) for x in m.span()), len(text)]
    pieces = [text[a:b].strip(" .;") for a, b in zip(cuts[::2], cuts[1::2], strict=True)]
    if len(pieces) <= 4 and all(p and len(p.split()) <= 6 and _a_name(p) for p in pieces):
        return ", ".join(pieces)
    return text[: found.start()]


@functools.lru_cache(maxsize=8192)
def _clean(text: str) -> str:
    text = without_people(_without_supervision(text)).lstrip(" .;")  # "2019 – 2021. X"
    text = _first_sentence(text)
    # "(", "( +)", "(Spring, )", "[Summer, ]", "(since )" or "... from" left over once the
    # dates are out.
    text = re.sub(
        r"\s*[(（\[][\s+,]*$|\s+(?:from|since|until)$"
        r"|\s*[(\[]\s*(?:spring|summer|fall|autumn|winter|since|from|until)?[\s+,]*[)\]]",
        "",
        text,
        flags=re.I,
    )
    return text.strip(" ,.;|-–—:。、")


# "Adjunct Faculty", "Faculty Affiliate": a role; "Faculty of Science" is a unit.
_FACULTY_ROLE = re.compile(
    r"(?i)\b(?:(?:adjunct|visiting|affiliated?|associated?|core|teaching|research)\s+)?"
    r"faculty\b(?!\s+of\b)(?:\s+(?:affiliate|member|fellow)s?\b)?"
)


# A phrase whose last word names a role: the role is what it is ("X Lab Intern").
_ROLE_LAST = re.compile(rf"(?:{TITLE_WORDS.pattern})\W*$", re.I)
# ... but a member of a unit ("Vision Group member") or a firm of associates is no role.
_MEMBERSHIP = re.compile(r"(?i)\b(?:members?|associates)\W*$")


# A Chinese role named last ("数据中心实习生"), and the words that end a firm's or a school's
# name, which a role in a unit alone does not hold.
_ZH_ROLE_IN_UNIT = re.compile(r"(?:实习生|工程师|分析师|研究员|助理)$")
_ZH_FIRM = re.compile(r"公司|大学|学院|研究院|研究所|集团|医院|银行")


@functools.lru_cache(maxsize=8192)
def _classify(part: str) -> str:
    if not part or is_location(part) or _SEASON.match(part):
        return "skip"
    if institutions.resolve(part, fuzzy=False):
        return "org"
    role = _FACULTY_ROLE.search(part)
    title = bool(role or TITLE_WORDS.search(part))
    org = bool(ORG_WORDS.search(_FACULTY_ROLE.sub(" ", part)))
    if title and not org:
        return "title"
    if title and not cjk_count(part) and _ROLE_LAST.search(part) and not _MEMBERSHIP.search(part):
        return "title"  # "Research & Development Department Intern": a role in a unit
    if cjk_count(part) and _ZH_ROLE_IN_UNIT.search(part) and not _ZH_FIRM.search(part):
        return "title"  # "数据中心实习生": a role in a unit, no firm's or school's name
    if org:
        return "org"
    return "title" if title else "other"


# "Staff Scientist at the Observatory": an article and one word after "at" name no
# organisation, they refer to one the line names already.
_AT_BARE_NOUN = re.compile(r"(?i)\s+at\s+the\s+\w+[\s.,;]*$")


def _org_after_at(m: re.Match) -> bool:
    """ "Data Scientist at Hillcrest Analytics": the org after "at" is one when it reads as
    one, or when it is a name (each word capitalised, a place after a comma)."""
    org = m.group("org")
    if _classify(org) == "org":
        return True
    name = re.split(r"[,(]", org)[0].split()
    return (
        m.group(0)[m.end("title") :].lstrip().startswith(("at ", "@"))
        and 0 < len(name) <= 4
        and all(w[0].isupper() or w in ("of", "and", "&") for w in name)
        and not TITLE_WORDS.search(org)
    )


def _role_in_field(m: re.Match) -> tuple[str, str] | None:
    """ "Lecturer in Statistics, Redmoor College", "Research Intern for Computer Vision,
    Quillmark Analytics": a role "in" or "for" a field that names no place, then after a
    comma the place. Returns (the role with its field, the place)."""
    said = m.group(0)[m.end("title") :].lstrip()
    if not said.startswith(("in ", "for ")) or not TITLE_WORDS.search(m.group("title")):
        return None
    field, comma, place = m.group("org").partition(",")
    if not comma or _classify(field.strip()) != "other" or not field.strip()[:1].isupper():
        return None
    if _classify(place.split(",")[0].strip()) != "org":
        return None
    return f"{m.group('title').strip()} {said.split()[0]} {field.strip()}", place.strip(" ,")


def _split_commas(text: str) -> tuple[str | None, str | None]:
    """ "Graduate Research Assistant, Whitmore Lab (NLP), Georgia Tech, Atlanta, GA"
    -> (title, "Whitmore Lab (NLP), Georgia Tech"): locations dropped, the
    organisational parts kept together."""
    parts = [p.strip() for p in re.split(r",\s*(?![^()]*\))", text) if p.strip()]
    if len(parts) < 2:
        return None, None
    kinds = [_classify(p) for p in parts]
    # A trailing "City, ST" or "City, Country" is a location.
    while len(parts) > 1 and kinds[-1] in ("skip",):
        parts.pop()
        kinds.pop()
        # The city before the country, unless it is all that names the place.
        named = sum(k in ("org", "other") for k in kinds[:-1])
        if named and kinds[-1] == "other" and len(parts[-1].split()) <= 3:
            parts.pop()
            kinds.pop()
    # "Superlinked, Inc.": a company's legal suffix is part of its name.
    for i in range(len(parts) - 1, 0, -1):
        if _LEGAL_SUFFIX.match(parts[i]):
            parts[i - 1 : i + 1] = [f"{parts[i - 1]}, {parts[i]}"]
            kinds[i - 1 : i + 1] = ["org"]
    title = None
    if kinds and kinds[0] == "title":
        title = parts[0]
        parts, kinds = parts[1:], kinds[1:]
    elif kinds and kinds[-1] == "title":
        title = parts[-1]
        parts, kinds = parts[:-1], kinds[:-1]
    elif (
        kinds.count("title") == 1
        and "org" in kinds[kinds.index("title") :]
        and set(kinds[: kinds.index("title")]) == {"other"}
    ):
        # "Compilers (Graduate), Teaching Assistant, Hill University": what the role was
        # about, the role, then its place.
        i = kinds.index("title")
        title, parts, kinds = parts[i], parts[i + 1 :], kinds[i + 1 :]
    elif _employer_role_city(parts, kinds):
        title, parts, kinds = parts[-2], parts[:-2], kinds[:-2]
    if not parts:
        return title, None
    org_idx = [i for i, k in enumerate(kinds) if k == "org"]
    if org_idx:
        # Keep a lab together with its university; drop course names before them.
        first = org_idx[0]
        while first > 0 and kinds[first - 1] == "other" and _ACRONYM.match(parts[first - 1]):
            first -= 1  # "LASP, CU Boulder": a unit named by its initials, then its place
        org = ", ".join(parts[first : org_idx[-1] + 1])
    elif title and TEACHING.search(title):
        return ", ".join([title, *parts]), None  # "Teaching Assistant, Microeconomics"
    else:
        org = parts[0] if title else None
    return title, org


def _employer_role_city(parts: list[str], kinds: list[str]) -> bool:
    """ "Quillwork, Data Intern, Leeds", "Hill University, Postdoc, Boston": the employer
    (named, or an organisation), the one role held there, then its city."""
    employer = zip(parts[:-2], kinds[:-2], strict=True)
    return (
        len(parts) >= 3
        and kinds[-2:] == ["title", "other"]
        and bool(CITY_SHAPE.match(parts[-1]))
        and all(k in ("org", "other") and may_name_a_place(p) for p, k in employer)
    )


# Chinese academic titles, written after the place: "X大学Y学院长聘副教授、博士生导师".
ZH_TITLE = re.compile(
    r"(?:(?:长聘|特聘|准聘|百人计划|青年|预聘)?(?:研究)?(?:副|助理|高级)?(?:教授|研究员|讲师|工程师|科学家)"
    r"|博士后(?:研究员)?|研究助理|助理教授)$"
)
_ZH_ADVISING = re.compile(r"[、\s]*(?:(?:博士生|硕士生|研究生)?导师|、(?:博士生|硕士生|研究生))$")


# "任青山大学讲师", "就职于星河科技": the verb of holding a post, before the place ("任丘", a
# city, is a name).
_ZH_HOLDS = re.compile(r"^(?:担任|任职于|就职于|受聘于|任(?!丘))")


def zh_org_and_title(text: str) -> tuple[str, str] | None:
    """ "中山大学哲学系副教授、硕士生导师" -> ("中山大学哲学系", "副教授"); "任青山大学讲师"
    -> ("青山大学", "讲师")."""
    text = _ZH_ADVISING.sub("", text.strip(" 。、"))
    title = ZH_TITLE.search(text)
    if not title:
        return None
    org = _ZH_HOLDS.sub("", text[: title.start()].strip(" 的"))
    if not org or not cjk_count(org) or not (ORG_WORDS.search(org) or institutions.find_in(org)):
        return None
    return org, title.group(0)


def _names_a_person(text: str) -> bool:
    """ "Instructor: Ann Lee", "Referee: Bo Chen": a line about someone else; "Hill
    University: Postdoctoral Fellow" names a role held, not a person."""
    m = re.match(r"^[A-Za-z ]{2,30}[:：]\s*(.+)$", text)
    if not m:
        return False
    raw = [p for p in re.split(r",|&|\band\b", m.group(1)) if p.strip()]
    if any(_ROLE_LAST.search(p.strip()) for p in raw):
        return False  # "Hill Lab: Senior Data Scientist", the role named before it is put aside
    parts = [strip_titles(p) for p in raw]
    if len(parts) == 2 and is_person_name(f"{parts[1]} {parts[0]}"):
        return True  # "Instructor: Lee, Ann"
    return all(is_person_name(p) for p in parts)


_ZH_CLAUSE_BREAK = re.compile(r"[,，;；]")


def _is_sentence(text: str) -> bool:
    zh, clauses = cjk_count(text), len(_ZH_CLAUSE_BREAK.findall(text))
    if zh > 12 and (clauses >= 2 or (clauses and zh > 25)):
        return True  # Chinese prose, in clauses ("负责X,开发Y,文章Z在投。")
    words = text.split()
    text = _ABBREVIATION.sub(" ", text)
    return len(words) > 12 and bool(re.search(r"[a-z]{2}\.(?:\s+[A-Z]|\s*$)", text))


# "Teaching Assistant of CS101 (NUS, Fall)", "Guest Instructor (X College), taught ...": a
# role, then its place in brackets (a term may follow it), then maybe what it involved.
_ROLE_PAREN_PLACE = re.compile(
    r"^(?P<title>[^()]{2,80}?)\s*\((?P<place>[^(),]{2,60})(?:,[^()]*)?\)(?:\s*,\s+[a-z].*)?$"
)


def _role_then_place(text: str) -> tuple[str, str] | None:
    m = _ROLE_PAREN_PLACE.match(text)
    if not m or not TITLE_WORDS.search(m.group("title")):
        return None
    place = m.group("place").strip()
    if _classify(place) != "org" or TITLE_WORDS.search(place):
        return None
    return m.group("title").strip(" ,:"), place


# "Hill University (Postdoctoral Fellow)": a place, then the role held there in brackets.
_PLACE_PAREN_ROLE = re.compile(r"^(?P<place>[^()]{2,100}?)\s*\((?P<title>[^()]{2,60})\)$")


# "Ann B. Lee": a person's middle initial, which a firm's name does not have.
_MIDDLE_INITIAL = re.compile(r"^[A-Z][a-z]+\s+[A-Z]\.\s+[A-Z][a-z]+$")


def _place_then_role(text: str) -> tuple[str, str] | None:
    """ "Quillmark Analytics (Senior Data Scientist)": the employer, the role in brackets.
    The bracket holds a role and nothing that names a place; the part before it names no
    role ("Research Assistant (Part-time)" is a role and its note)."""
    m = _PLACE_PAREN_ROLE.match(text)
    if not m or _classify(m.group("title")) != "title" or not m.group("title")[:1].isupper():
        return None
    place = m.group("place").strip(" ,:")
    if TITLE_WORDS.search(place) or _FACULTY_ROLE.search(place) or not _a_name(place):
        return None
    if _MIDDLE_INITIAL.search(place) and is_person_name(place):
        return None  # "Ann B. Lee (Guest Lecturer)": who held the role, not where
    return place, m.group("title").strip()


def _zh_place_then_role(text: str) -> tuple[str, str] | None:
    """ "星河科技有限公司（算法工程师）": a Chinese employer, the role held there in
    brackets; a city ("（杭州）") or a note ("（兼职）") in brackets is no role."""
    m = _PLACE_PAREN_ROLE.match(text)
    if not m or not cjk_count(m.group("title")) or _classify(m.group("title")) != "title":
        return None
    place = m.group("place").strip(" ,:")
    if _classify(place) != "org" or TITLE_WORDS.search(place):
        return None
    return place, m.group("title").strip()


def _a_name(text: str) -> bool:
    """A name's words are capitalised, but for the small words that join them ("Department
    of Statistics, Ferndale University"); a phrase ("Lecture about X") is no name."""
    words = re.findall(r"[^\W\d_][\w'’.-]*", text)
    return bool(words) and all(w[0].isupper() or _JOINING.match(w) for w in words)


_JOINING = re.compile(r"(?i)^(?:of|and|for|the|at|in|on|de|des|du|di|la|le|für|y|e)$")


def _org_then_role(text: str) -> tuple[str, str] | None:
    """ "Hill University: Postdoctoral Fellow, Physics": the place, a colon, then the role
    held there (the place names itself one, the role's first field is a title)."""
    org, colon, rest = text.partition(":")
    org, rest = org.strip(), rest.strip()
    role = rest.split(",")[0].strip()
    if not colon or _classify(role) != "title":
        return None
    if not role[:1].isupper() or len(role.split()) > 6:
        return None  # "Tutoring: tutor for first-year students", "Topic: I was a TA for X"
    kind = _classify(org)
    # A name of a few capitalised words ("Quillmark Analytics: Data Scientist"), not a
    # label ("Role: Research Assistant", "Current Position: X").
    named = kind == "other" and len(org.split()) <= 5 and _a_name(org)
    if kind != "org" and not (named and not _LABEL_WORD.search(org)):
        return None
    return org, rest


_LABEL_WORD = re.compile(
    r"(?i)\b(?:roles?|positions?|titles?|jobs?|current|previous|responsibilit\w*|duties|"
    r"keywords?|skills?|tools?|topics?|projects?|focus|areas?|supervisors?|advisors?|mentors?|"
    r"managers?|references?|contacts?|reports?|team|note)\b"
)


def _names_a_post(text: str) -> bool:
    """A role before "at" ("Research Intern at X"), or a visiting student's stay, held as a
    post ("Visiting PhD student at the Hill Institute")."""
    return bool(TITLE_WORDS.search(text) or _VISITING_STUDENT.match(text))


# "Visiting PhD student", "Visiting graduate student": a stay held at a host institute.
_VISITING_STUDENT = re.compile(r"(?i)^visiting\s+(?:[\w.-]+\s+){0,2}students?$")


def title_and_org(lines: list[Line], heading: Line | None) -> tuple[str | None, str | None]:
    titles: list[str] = []
    orgs: list[str] = []
    others: list[str] = []
    before_place: list[tuple[str, bool]] = []  # names before their city or country; with a city?
    team_line = first_other_line = None  # where a title's comma tail, an unknown name is
    for ln in lines:
        if (titles or orgs) and _is_sentence(ln.text):
            continue  # "Taught 450 students at the X School of Business." describes the job
        if ln.text.rstrip().endswith((":", "：")) and ln is not lines[0]:
            continue  # "Results:", "Tools:": the label of a list below, not a field
        bare = remove_span(ln.text, find_range(ln.text)).strip()
        if (fields := labelled_fields(bare)) is not None:
            for kind, value in fields:  # "单位：星河科技  职位：算法工程师"
                {"title": titles, "org": orgs}.get(kind, []).append(_clean(value))
            continue
        text = _clean(bare)
        if not text or _names_a_person(text) or _column_labels(ln.text):
            continue
        text = _AT_BARE_NOUN.sub("", text)
        m = _TITLE_AT_ORG.match(text)
        if m and _ORG_WORD_LAST.search(m.group("title")):
            m = None  # "Fellow, Center for Urban Studies": the unit's name goes on
        if m and (field := _role_in_field(m)):
            titles.append(field[0])  # "Lecturer in Statistics, Redmoor College"
            orgs.append(field[1])
            continue
        if m and _names_a_post(m.group("title")) and _org_after_at(m):
            titles.append(m.group("title").strip(" ,"))
            orgs.append(m.group("org").strip(" ,"))
            continue
        if cjk_count(text):
            # Chinese fields are often set apart by single spaces ("商汤科技 视频智能事业部
            # 算法实习生"); a space between two Chinese words separates fields.
            parts = [p.strip() for p in _CJK_FIELDS.split(text) if p.strip()]
        else:
            parts = [p.strip() for p in re.split(r"\s+\|\s+|\s{2,}|\s+[-–—]\s+", text) if p.strip()]
        name_at, city_at = _name_before_place(parts)
        if name_at is not None:
            # "星河远航, 杭州, 中国": the employer, then its city and its country.
            before_place.append((parts[name_at], city_at is not None))
            parts = [p for i, p in enumerate(parts) if i not in (name_at, city_at)]
        role_in_unit = _role_in_unit_beside_name(parts)
        for p in parts:
            if (titles or orgs or others) and describes_work(p):
                continue
            if p == role_in_unit:
                titles.append(p)  # "IDEO — 软件实验室实习": the role, in a unit of the firm
                continue
            labelled = None if cjk_count(p) else _org_then_role(p)
            if labelled:
                orgs.append(labelled[0])  # "Hill University: Postdoctoral Fellow"
                p = labelled[1]
            placed = None if cjk_count(p) else _role_then_place(p)
            if not placed and not cjk_count(p) and (held := _place_then_role(p)):
                placed = held[1], held[0]  # "Quillmark Analytics (Senior Data Scientist)"
            if not placed and cjk_count(p) and (held := _zh_place_then_role(p)):
                placed = held[1], held[0]  # "星河科技有限公司（算法工程师）"
            if placed:
                titles.append(placed[0])  # "Teaching Assistant of CS101 (NUS, Fall)"
                orgs.append(placed[1])
                continue
            run = None if cjk_count(p) else title_run_into_org(p)
            if run:
                titles.append(run[0])
                p = run[1]
            zh = zh_org_and_title(p) if cjk_count(p) else None
            if zh:
                orgs.append(zh[0])  # "中山大学哲学系副教授": the place, then the title
                titles.append(zh[1])
                continue
            kind = _classify(p)
            named_at = _name_before_place(p.split(",")) if kind == "skip" else (None, None)
            if named_at[0] == 0 and p.count(",") == 1:
                before_place.append((p.split(",")[0].strip(), False))  # "Quillbank, USA"
                continue
            if kind == "skip" and p.count(",") >= 2:
                others.append(p.split(",")[0].strip())  # "Semblar AI, London, UK"
                first_other_line = ln.no if first_other_line is None else first_other_line
                continue
            if kind == "title" and "," in p and not cjk_count(p):
                # "Research Intern, Wadhwani AI, Mumbai": a title, then an unknown org.
                t, o = _split_commas(p)
                if t and o:
                    titles.append(t)
                    orgs.append(o)
                    if len(orgs) == 1:
                        team_line = ln.no
                    continue
            if kind in ("org", "other") and "," in p and not cjk_count(p):
                t, o = _split_commas(p)
                if t or o:
                    if t:
                        titles.append(t)
                    if o:
                        orgs.append(o)
                    continue
            {"title": titles, "org": orgs, "other": others}.get(kind, []).append(p)
            if kind == "other" and first_other_line is None:
                first_other_line = ln.no
    org = orgs[0] if orgs else None
    named = [o for o in others if may_name_a_place(o)]
    if team_line and named and first_other_line is not None and first_other_line < team_line:
        # "Xsense.ai, San Diego, CA" / "Principal Engineer, Autonomous Driving": the name
        # heading the entry is the employer; the title's tail is a team within it.
        org = named[0]
    # The last title that is short enough to be one (not a line describing the work).
    short = [t for t in titles if len(t.split()) <= 8]
    title = (short or titles or [None])[-1]
    if org is None and heading is not None and heading.text != title:
        org = heading.text
    if org is None and before_place and not _name_like(named):
        # A name before its country alone may be a city's: only beside a title.
        org = before_place[0][0] if title or before_place[0][1] else None
    if org is None and named and title:
        org = named[0]
    if title is None and named and org and named[0] != org:
        title = named[0]
    return title, _without_link_label(org)


# The label of a link to a firm's page, left after its name ("星河科技[主页](https://...)").
_LINK_LABEL = re.compile(rf"(?<=[{CJK}])(?:主页|官网)$")


def _without_link_label(org: str | None) -> str | None:
    """The organization without the label of a link to its homepage set after it."""
    if not org:
        return org
    return _LINK_LABEL.sub("", org) or org


# The words a table's header row names its columns by ("Period | Organization | Position").
_COLUMN_LABEL = re.compile(
    r"(?i)^(?:period|dates?|time|duration|years?|from|to|organi[sz]ations?|company|employer|"
    r"institutions?|position|title|role|job(?:\s+title)?|location|place|city|department|"
    r"(?:起止)?时间|(?:工作)?单位|公司(?:名称)?|职位|职务|岗位|部门|地点|城市)$"
)


def _column_labels(text: str) -> bool:
    """A table's header row: two or more cells, each a column's label."""
    cells = [c.strip(" *_:：") for c in re.split(r"\s+\|\s+|\t", text) if c.strip()]
    return len(cells) >= 2 and all(_COLUMN_LABEL.match(c) for c in cells)


def _name_like(named: list[str]) -> bool:
    """Does the first unknown field read as a name (a few words, no full stop), not as a
    line of the details ("Designing Algorithms for Large Language Models (LLMs).")?"""
    return bool(named) and len(named[0].split()) <= 5 and not named[0].endswith(".")


# A Chinese role named last ("软件实验室实习", "数据中心研发工程师").
_ZH_ROLE_END = re.compile(r"(?:实习生?|工程师|研究员|研究助理|助理|助教|经理|科学家)$")


def _role_in_unit_beside_name(fields: list[str]) -> str | None:
    """The field that names a role in a unit of its employer ("软件实验室实习", a lab's
    word and a role's), set beside a field that names the employer without a word for
    what it is ("IDEO — 软件实验室实习"): that field is the title, the other the place."""
    kinds = [_classify(f) for f in fields]
    named = [f for f, k in zip(fields, kinds, strict=True) if k == "other" and may_name_a_place(f)]
    for f, k in zip(fields, kinds, strict=True):
        if k == "org" and cjk_count(f) and _ZH_ROLE_END.search(f) and TITLE_WORDS.search(f):
            return f if named and not zh_org_and_title(f) else None
    return None


def _name_before_place(fields: list[str]) -> tuple[int | None, int | None]:
    """Where a field names the employer by the place that follows it: its country
    ("Quillbank, USA"), or a short city and then its country ("星河远航, 杭州, 中国").
    Returns the name's index and the city's (None when no city is named)."""
    fields = [f.strip() for f in fields]
    for i, name in enumerate(fields[:-1]):
        if _classify(name) != "other" or not may_name_a_place(name) or is_location(name):
            continue
        if is_location(fields[i + 1]):
            return i, None
        city = fields[i + 1]
        short = len(city.split()) <= 3 and (cjk_count(city) or city[:1].isupper())
        short = short and _classify(city) == "other"  # "X | Data Scientist | Denver, CO"
        if i + 2 < len(fields) and short and cjk_count(city) <= 4 and is_location(fields[i + 2]):
            return i, i + 1
        return None, None
    return None, None


def parse_position(entry: Entry, section_title: str = "") -> Position | None:
    texts = [ln.text for ln in entry.lines if not ln.bullet or ln is entry.lines[0]]
    if any(PARTICIPATION.match(t) for t in texts):
        return None
    head = [
        ln
        for ln in entry.lines
        if (not ln.bullet or ln is entry.lines[0]) and ln not in entry.courses
    ]
    while head and runs_on(head[0]):
        head = head[1:]
    head = head[:4]
    if not head:
        return None
    if (item := _place_and_dates_item(entry, head)) is not None:
        head = [head[0], item, *head[1:3]]
    elif (item := _role_item(entry, head)) is not None:
        head = [*head[:3], item]
    elif (item := _dates_item(entry, head)) is not None:
        head = [head[0], item, *head[1:3]]
    teaching = TEACHING.search(f"{head[0].text} {section_title}")
    dr = _with_terms(
        first_range(_without_course_numbers(head) if teaching else head)[0], entry.courses
    )
    if dr is None and head[0].text.rstrip().endswith("。"):
        return None  # "进行了业务趋势分析，为本部门提供了支持。": a sentence of details
    title, org = title_and_org(head, entry.heading)
    if title and _SENTENCE_END.search(title):
        title = None  # "2019年完成了X的开发。包括Y": a paragraph of what was done, no role
    if org and _CUT_SHORT.search(org):
        org = None  # "Working on the group of": a sentence cut short, not a name
    if not title and not org and dr is not None and _INTERNSHIPS.search(section_title):
        org = _name_first(head[0])  # "2018.06 - 2018.10, Quillwork, Hangzhou" under Internships
    if (not title and not org) or not_a_job(head, title, dr, section_title):
        return None
    if taught_course(org, section_title):
        return None
    if not title and dr is not None and TEACHING.search(section_title):
        return None  # "Decision Analysis (IOE 460), X University, 2018": a course taught
    sups = _supervisors(entry, head, junior=not title or bool(JUNIOR.search(title)))
    raw = strip_location(org) if org else None
    if title and raw and (run := employer_in_title(title, raw, entry.lines[0].text)):
        title, raw = run  # "Research Engineer Kuartis Technology, Ankara, Turkey"
    pos = Position(
        organization=raw,
        organization_raw=raw,
        title=title,
        kind=position_kind(title, section_title),
        supervisors=sups,
        lines=entry.span,
    )
    if dr is not None:
        pos.start = dr.start
        pos.end = dr.end if not dr.single else (dr.start if dr.start else None)
        pos.ongoing = dr.ongoing and pos.end is None
    match = institutions.resolve(raw) if raw else None
    if match:
        pos.organization = match.name
    return pos


def _place_and_dates_item(entry: Entry, head: list[Line]) -> Line | None:
    """ "### Data Scientist" / "- Fenwick Analytics, Boston, MA, 2019 – 2021" / "- Built
    models": a role named without dates, whose first item names a place and its dates,
    holds its place and dates in that item, not among the details below."""
    if len(entry.lines) < 2 or head[0] is not entry.lines[0] or first_range(head)[0]:
        return None
    item = entry.lines[1]
    dr = find_range(item.text)
    if not item.bullet or dr is None or dr.single or not TITLE_WORDS.search(head[0].text):
        return None
    rest = remove_span(item.text, dr).strip(" ,|–-")
    place = re.split(r"\s*[,|]\s*|\s{2,}", rest)[0]
    if not place or len(place.split()) > 8 or describes_work(place) or TITLE_WORDS.search(rest):
        return None
    return item if _classify(place) == "org" or may_name_a_place(place) else None


def _dates_item(entry: Entry, head: list[Line]) -> Line | None:
    """ "**Research Fellow at X**" / "- Nov 2023 - present" / "- Supervisor: Y": an entry
    whose heading names no dates, whose first item holds dates and nothing else, has its
    dates in that item."""
    if len(entry.lines) < 2 or head[0] is not entry.lines[0] or first_range(head)[0]:
        return None
    item = entry.lines[1]
    return item if item.bullet and date_only(item) else None


def _role_item(entry: Entry, head: list[Line]) -> Line | None:
    """ "- Hill University, Boston [2012 – 2014]" / "- Lecturer, Department of Physics" /
    "- Taught optics": a place named with its dates and no role, whose first item names
    the role held there (a role's word in its first words, no label, no sentence), as a
    list whose nesting was lost sets it."""
    if len(entry.lines) < 2 or head[0] is not entry.lines[0] or not find_range(head[0].text):
        return None
    item = entry.lines[1]
    if not item.bullet or item in head or find_range(item.text) or cjk_count(item.text):
        return None  # in Chinese a role's word ("开发") as often says what was done
    if _names_a_person(item.text):
        return None
    place = re.split(r"[,，|]", _clean(remove_span(head[0].text, find_range(head[0].text))))[0]
    if not may_name_a_place(place) or TITLE_WORDS.search(" ".join(ln.text for ln in head)):
        return None
    role = TITLE_WORDS.search(item.text)
    if role is None or len(item.text[: role.start()].split()) > 3 or ":" in item.text:
        return None
    return None if _is_sentence(item.text) or len(item.text.split()) > 10 else item


# A sentence's end within a field, in Chinese ("开发。包括"): prose, which no role's name is.
_SENTENCE_END = re.compile(r"[。！？]\s*\S")
# A heading of internships names the role of each entry under it.
_INTERNSHIPS = re.compile(r"(?i)\bintern(?:ship)?s?\b|实习")
# A phrase that ends in "of", "the", "and" or "with" (in lower case: not "Portland, OR")
# goes on: no name ends so.
_CUT_SHORT = re.compile(r"\s(?:of|the|a|an|and|or|with|on|in|to|for|by|at|from)$")


def _name_first(line: Line) -> str | None:
    """The name a line opens with once its dates are out ("Quillwork, Hangzhou"), when it
    reads as a name: a few words, capitalised, not a place alone nor a phrase; and when
    the rest of the line names no role and no other place ("Larnaca, Cyprus. Internship
    at X Refinery Ltd." opens with the town)."""
    text = _clean(remove_span(line.text, find_range(line.text)))
    first, rest = re.split(r"[,，|]", text)[0].strip(), line.text
    rest = rest[rest.find(first) + len(first) :] if first in rest else ""
    if not first or len(first.split()) > 4 or is_location(first) or describes_work(first):
        return None
    if TITLE_WORDS.search(rest) or ORG_WORDS.search(rest) or institutions.find_in(rest):
        return None
    return first if may_name_a_place(first) else None


# "ASTR 2000", "CS 1998": a course's number, which reads as a year.
_COURSE_NUMBER = re.compile(
    r"\b(?!(?:JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC|FALL|SPRING|SUMMER|WINTER|"
    r"AUTUMN)\b)([A-Z]{2,5})\s?(?:19|20)\d\d[A-Z]?\b(?!\s*[-–—/.]\s*\d)"
)


def _without_course_numbers(head: list[Line]) -> list[Line]:
    """A teaching role's lines with its courses' numbers hidden from the dates."""
    return [dataclasses.replace(ln, text=_COURSE_NUMBER.sub(r"\1", ln.text)) for ln in head]


def _with_terms(dr: DateRange | None, courses: list[Line]) -> DateRange | None:
    """The role's dates widened to the terms of the courses listed under it."""
    ranges = [r for r in [dr, *(find_range(ln.text) for ln in courses)] if r and r.start]
    if not courses or not ranges:
        return dr
    ends = [r.start if r.single else r.end for r in ranges]
    start = min(r.start for r in ranges)
    if any(r.ongoing for r in ranges):
        return DateRange(start, None, ongoing=True)
    return DateRange(start, max(e for e in ends if e))


def _supervisors(entry: Entry, head: list[Line], junior: bool = True) -> list[str]:
    """Who supervised the work: people named as such, those it says the work was done
    under ("Coordinated the trial under Dr. X"), and, for a student's or junior's work,
    titled people in its head and those it says the work was with."""
    texts = [ln.text for ln in entry.lines]
    found = supervisors_in_lines(texts)
    if junior:
        heads = [ln.text for ln in head]
        found += head_mentors(heads) + with_people(heads) + worked_with(texts) + group_heads(texts)
    else:
        found += worked_under(texts) + role_with_titled([ln.text for ln in head])
    return same_people_once(found)


# Job titles that make an entry a position wherever it is listed, each a field of its own.
_ROLE_FIELD = re.compile(
    r"(?i)^(?:[\w.&/-]+\s+){0,3}(?:intern|research\s+assistant|research\s+fellow|researcher|"
    r"post-?doc\w*|scientist|engineer|professor|lecturer|visiting\s+\w+)s?$"
    rf"|^[{CJK}]{{0,8}}(?:实习生|研究员|研究助理|助教|工程师|博士后|访问学生|访问学者|教授)$"
)
_BRACKET_NOTE = re.compile(r"\s*[(（][^()（）]{1,20}[)）]$")
_FIELD_SPLIT = re.compile(r"\s*[,，|;；]\s*|\s{2,}")


def names_a_role(entry: Entry) -> bool:
    """Does the entry's head name a job ("2021 研究助理, 澳门大学", "Research Intern,
    X Lab | 2019 - 2020") with its dates and its place, as a position list would? Under a
    projects heading such an entry is a position, not a project."""
    head = entry.head[:2]
    dr, _ = first_range(head)
    if dr is None or is_person_name(re.split(r"[,，(（|]", head[0].text)[0].strip()):
        return False
    fields = []
    for ln in head:
        text = without_supervision(remove_span(ln.text, find_range(ln.text)))
        if cjk_count(text):
            fields += [f.strip(" 。.") for f in _CJK_FIELDS.split(text)]
        else:
            fields += [f.strip(" .") for f in _FIELD_SPLIT.split(text)]
    fields = [f for f in fields if f]
    # "软件开发实习生(冬季实习)", "Research Intern (Summer)": a role with a note in brackets.
    role = any(_ROLE_FIELD.match(_BRACKET_NOTE.sub("", f)) for f in fields)
    return role and any(_classify(f) == "org" for f in fields)


def under_employer(entry: Entry, position: Position, group: Position | None):
    """A role listed without a place of its own is held at the employer the last group
    named on a line of its own ("Stony Brook University" / "2024 Fall | Instructor, X" /
    "2023 Fall | Teaching Assistant, Y"); after "2020 – now X University – Tutor" or
    "X University, USA   Feb 2020 – Now" (the place's line, or a line of dates alone above
    or below it, has the dates of its one role) it is not. Returns the group the roles
    that follow belong to."""
    if position.organization is None:
        if group is not None and position.start and _within(position, group):
            position.organization = group.organization
            position.organization_raw = group.organization_raw
        return group
    org = position.organization_raw or ""
    for i, ln in enumerate(entry.head):
        text = _clean(remove_span(ln.text, find_range(ln.text)))
        if org in text:
            own = (position.title and position.title in text) or _dated(entry.head, i)
            return None if own else position
    return None


def _within(position: Position, group: Position) -> bool:
    """Does the role fall in the years of its employer's span, when the group is an
    employer's line that gives one (not a job read before, whose dates are its own)?"""
    if not group.start or group.lines:
        return True
    if position.start[:4] < group.start[:4]:
        return False
    return group.end is None or (position.end or "9999")[:4] <= group.end[:4]


def _dated(head: list[Line], i: int) -> bool:
    """Does the i-th line hold dates, or a line next to it dates alone (its own)?"""
    return bool(find_range(head[i].text)) or any(
        date_only(ln) for ln in head[max(i - 1, 0) : i + 2]
    )


def supervisors_of_details(entry: Entry, record: Position | Education) -> None:
    """A paragraph of details set apart from its job or degree by a blank line or a page
    break ("... under the supervision of X."), read as an entry of its own: the people it
    names as supervisors are the record's. A paragraph with dates of its own is left
    alone, unless it runs on from the one before (it starts in lower case)."""
    if first_range(entry.lines)[0] is not None and not re.match(r"[a-z]", entry.lines[0].text):
        return
    if isinstance(record, Education):
        record.advisors = same_people_once(record.advisors + _supervisors(entry, []))
        return
    junior = not record.title or bool(JUNIOR.search(record.title))
    found = _supervisors(entry, [], junior)
    if found:
        record.supervisors = same_people_once(record.supervisors + found)
        record.lines = [record.lines[0], max(record.lines[-1], entry.span[-1])]


def parse_project(entry: Entry) -> Project | None:
    first = entry.lines[0]
    if entry.heading is not None:
        title = entry.heading.text
    elif first.emph and re.match(r"^\s*(?:[-+•]\s+|\*\s+|\d+[.)]\s+)?(?:\*|_)", first.raw):
        title = first.emph[0]
    else:
        title = re.split(r"(?<![A-Z])\.\s|[。]", first.text)[0]
    title = remove_span(title, find_range(title)).strip(" .:：")
    if not title:
        return None
    head = [ln for ln in entry.lines if not ln.bullet or ln is first][:3]
    dr, _ = first_range([ln for ln in head if len(ln.text) < 120])
    sups = [] if _someone_elses(title) else _supervisors(entry, head)
    proj = Project(title=title, supervisors=sups, lines=entry.span)
    if dr is not None:
        proj.start = dr.start
        proj.end = dr.end if not dr.single else dr.start
        proj.ongoing = dr.ongoing and proj.end is None
    return proj


def _someone_elses(title: str) -> bool:
    """A record headed by a Chinese name alone ("2013  李明  导师：王华") is that person's, a
    student the CV's owner lists: its supervisors are the student's, not the owner's. (A
    Latin title of two capitalised words reads as a name too often to tell.)"""
    head = re.split(r"\s*[(（,，|]", without_supervision(title))[0].strip()
    return len(head) <= 3 and cjk_count(head) == len(head) and is_person_name(head)


# "Teaching Assistant (modules)", "TA:", "助教：": a teaching role heading the courses it
# taught, with no place and no dates of its own.
_TA_LABEL = re.compile(
    rf"(?i)^\W*(?P<role>{TA_ROLE}|助教)(?:s|ships?)?\s*"
    r"(?:\((?P<note>[^()]{0,20})\)|(?:at|@)\s*(?P<at>[^()\d,;]{2,40}?))?\s*[:：]?$"
)  # "Teaching Assistantships at Hill": the role held at a place over its courses
# A bracket's note of one word with capitals inside, as a short name of a place is written
# ("HU", "UCLouvain"); "Graduate" or "modules" name the kind of role or course.
_SHORT_NAME = re.compile(r"^[A-Z][A-Za-z&.]*[A-Z][A-Za-z&.]*$")
# A heading that names the role its entries were held in ("Teaching Assistant Experience").
_TA_HEADING = re.compile(r"(?i)\bteaching\s+assistant|助教")


def courses_taught(entry: Entry, section_title: str) -> list[Position] | None:
    """A teaching assistantship per course: "Teaching Assistant (modules)" above a line a
    course ("Compilers (MSc), X University, autumn terms 2013 – 2015"), or, under a heading
    that names the role ("Teaching Assistant Experience"), an entry that is a dated
    course ("CS 120: Intro to Computing | Fall 2021"). Each is a position of the role at
    the place its line names (if any). None when the entry is not such a list."""
    label = _TA_LABEL.match(entry.lines[0].text)
    place = None
    if label:
        role, lines = label.group("role"), [ln for ln in entry.lines[1:] if not ln.blank]
        place = label.group("at") or _place_in_note(label.group("note"))
        # The courses are items alike; bullets under a plain line are its details.
        lines = [ln for ln in lines if ln.bullet == lines[0].bullet] if lines else lines
        if len(lines) < 2:
            return None
    elif _TA_HEADING.search(section_title):
        role = "Teaching Assistant" if cjk_count(section_title) == 0 else "助教"
        lines = entry.lines[:1]
    else:
        return None
    for ln in lines:
        if len(ln.text) > 120 or not find_range(ln.text) or _course_is_role(ln.text):
            return None
    out = []
    for ln in lines:
        line = dataclasses.replace(ln, text=f"{role}, {ln.text}", bullet=False)
        pos = parse_position(Entry(lines=[line]), section_title)
        if pos is not None and (pos.start or pos.end):
            if place is not None:  # the line names the course; the label, the place
                course = pos.organization_raw or pos.organization
                if course and pos.title and course not in pos.title:
                    pos.title = f"{pos.title.rstrip(' ,;|')}, {course}"
                pos.organization = pos.organization_raw = place
            out.append(pos)
    return out


def _place_in_note(note: str | None) -> str | None:
    """The place a teaching role's label names in its brackets ("Teaching Assistant (Hill
    University)", "(HU)"), not the kind of its courses ("(modules)", "(MSc)")."""
    note = (note or "").strip()
    if not note or degree_of(note):
        return None
    if ORG_WORDS.search(note) or institutions.find_in(note) or _SHORT_NAME.match(note):
        return note
    return None


def _course_is_role(text: str) -> bool:
    """ "TA for Prof. X, Compilers | 2014": a line naming a role, not only a course."""
    text = remove_span(text, find_range(text))
    return bool(TITLE_WORDS.search(re.split(r"[,|]", text)[0]))


def told_before(pos: Position, positions: list[Position]) -> bool:
    """A course taught at a place where a teaching role spanning it is already listed
    ("Postgraduate Teaching Assistant, X University, 2013 – 2018" above "Compilers, X,
    2014 – 2015"): the course is that role's, not a position of its own. The place may
    be told shorter the second time ("Department of Earth" or "Hill University" for
    "Department of Earth, Hill University")."""
    return _teaching_role_spanning(pos, positions) is not None


def _teaching_role_spanning(pos: Position, positions: list[Position]) -> Position | None:
    """The teaching role listed at the place of ``pos`` whose years span those of ``pos``."""
    if not pos.organization or not pos.start:
        return None
    for other in positions:
        place = other.organization or ""
        same = place == pos.organization or f"{place},".startswith(f"{pos.organization},")
        same = same or place.endswith(f", {pos.organization}")  # its department's university
        if not same or not other.start:
            continue
        if not TEACHING.search(other.title or "") or other.start[:4] > pos.start[:4]:
            continue
        if other.end is None or (pos.end or pos.start)[:4] <= other.end[:4]:
            return other
    return None


# "Teaching Assistant", "Graduate TA", "Tutor": one who assists in courses.
_ASSISTS = re.compile(rf"(?i)\b{TA_ROLE}\b")


def assistantship_held_before(pos: Position, positions: list[Position]) -> Position | None:
    """The teaching assistantship over more years, spanning that of ``pos``, at its place,
    that a list above gives ("Teaching Assistant, Hill University, 2016 – 2019" under
    Employment, then "Teaching Assistant – to Prof. Ann Lee in "Databases", Hill
    University, 2017" under Teaching): ``pos`` is one course of that role, told again,
    not a position of its own. None when there is no such role."""
    if not pos.title or not _ASSISTS.search(pos.title):
        return None
    held = _teaching_role_spanning(pos, positions)
    if held is None or not _ASSISTS.search(held.title or "") or not held.start:
        return None
    if (held.start[:4], (held.end or "9999")[:4]) == (pos.start[:4], (pos.end or pos.start)[:4]):
        return None  # as many years: another course, or the same role listed twice
    return held


def role_told_again(pos: Position, positions: list[Position]) -> bool:
    """A teaching role named over the courses it taught, with no place or with a course's
    line for one ("Visiting Lecturer" / "2024 – 2025   Statistics (Hill, ST 101)"), when a
    list above gives that role at that place over years that span it ("Visiting Lecturer in
    Statistics, Hill University, 2023 – present"): the same role told again by its
    courses, not another position."""
    if not pos.title or not pos.start or not TEACHING.search(pos.title):
        return False
    title = pos.title.lower()
    for other in positions:
        if not other.start or not (other.title or "").lower().startswith(title):
            continue
        if pos.organization and not _names(pos.organization) & _names(other.organization or ""):
            continue
        if other.start[:4] <= pos.start[:4] and (
            other.end is None or (pos.end or pos.start)[:4] <= other.end[:4]
        ):
            return True
    return False


def _names(text: str) -> set[str]:
    """The capitalised words of a place's name that are not words for a kind of place
    ("Hill" and "UNamur" in "Hill University & UNamur")."""
    return {w for w in re.findall(r"\b[A-Z][\w’'-]{2,}", text) if not ORG_WORDS.fullmatch(w)}
