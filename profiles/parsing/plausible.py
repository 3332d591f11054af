"""Does a value look like what it claims? Used by cv.py before it emits records: an
organization that looks like a sentence, a course code, a heading, a date range or a
person is not one, and its record is left out (or, for a job, kept without it) with a
warning. Precision first: a missing record costs staff a minute; a junk institution
misleads every user of the directory's facets.
"""

from __future__ import annotations

import functools
import re

from . import institutions
from .awards import AWARD_WORDS
from .dates import find_range
from .education import without_grade
from .entries import ORG_WORDS, TITLE_WORDS, strip_location
from .mentors import THESIS, advise_degree_of_kind
from .model import Project
from .names import is_person_name
from .not_jobs import PRIZE_POST, assists_in_course
from .sections import classify_heading
from .text import CJK, both_scripts, cjk_count

_MARKUP = re.compile(r"`|\$\^|\\\\|\[\[|\]\(|^\W*$|^[‘“'\"]|^\d{4}")
# "Paper: X", "Topic: Y": a label and what it labels.
_LABELLED = re.compile(r"^[A-Z][a-z]+\s*:\s")
# A field of study or a course, not a place: "Machine Learning Engineering".
_NOT_A_PLACE = re.compile(
    r"(?i)\b(?:course|courses|lecture|seminar|tutorial|engineering|sciences?|studies|"
    r"mathematics|physics|economics|biology|chemistry)$|\b(?:course|lecture)\b"
)
_COURSE = re.compile(r"^[A-Z]{2,5}\s?-?\d{3,4}[A-Z]?\b")
_SENTENCE_END = re.compile(r"[。！？]|[.!?]\s*$")
_LETTER = re.compile(f"[A-Za-z{CJK}]")
_WORD = re.compile(r"[^\W\d_][\w'’&.-]*")
# A talk or a meeting listed among degrees ("2017 Workshop on X, University of Y, invited").
_EVENT = re.compile(
    r"(?i)\b(?:conference|workshop|meeting|symposium|colloquium|seminar|invited|talk|"
    r"presented|presentation)\b|受邀|报告|研讨会|论坛|会议"
)
# A name never starts with a lower-case word that joins it to what came before ("ON
# Semiconductor" is a name).
_JOINING_WORD = re.compile(r"^(?:and|or|from|with|by|for|to|at|in|of|as|under|on)\s")
# A school or meeting of a few weeks, read as a visit ("X Summer School (2017)"); the
# place must be the school itself: an exchange student's stay may name its programme
# on the next line ("Summer Exchange Student (X Summer Workshop)").
_SHORT_COURSE = re.compile(
    r"(?i)\b(?:summer|winter|spring)\s+schools?\b|\b(?:workshop|conference)\b|暑期学校|研讨会"
)
# A Chinese line of details opens with what was done or by what means ("使用", "通过",
# "基于", "完成了"); a place's name never does.
_ZH_DEED = re.compile(
    r"^[\s|·•-]*(?:负责|参与|协助|主导|从事|使用|利用|通过|基于|借助|完成|实现|设计|构建|搭建|"
    r"编写|优化|带领|帮助|提出|开发了|研究了)"
)
# A contest ("数学建模竞赛", "Programming Contest"): no place of study, whatever it names.
_CONTEST = re.compile(r"(?i)竞赛|比赛|大赛|\b(?:contest|olympiad|hackathon)s?\b")
_ZH_VOLUNTEER = re.compile(r"志愿者|志愿服务|义工")
# "此公司", "该实验室", "这家公司": a place a sentence refers back to, not its name.
_ZH_REFERENCE = re.compile(r"^[\s|·•-]*(?:此|该|這|这|該)")
_HANDLE = re.compile(r"^[a-z]+\s*:\s*@?[\w.-]+/?$")
_HONORIFIC = re.compile(r"(?i)^(?:dr|prof|professor|mr|mrs|ms|sir|madam)\.?$")
_DESCRIPTION_VERB = re.compile(r"^[A-Z][a-z]+(?:ed|ing)\b")
# A sentence in the first person ("I am a ...", "My role was ..."), not a title.
_FIRST_PERSON = re.compile(r"^(?:I|We|My|Our|I['’]m|I['’]ve)\s+[a-z]")
# Short words that stay lower case inside an organization's name.
_SMALL = {"of", "and", "for", "the", "de", "la", "des", "du", "di", "del", "da", "at", "in", "&"}


@functools.lru_cache(maxsize=8192)
def _lower_words(text: str) -> int:
    """How many words of `text` are lower-case words other than the short ones a name keeps
    ("of", "and"): a name is written in capitals, a sentence is not."""
    return sum(w[0].islower() and w.lower() not in _SMALL for w in _WORD.findall(text))


@functools.lru_cache(maxsize=8192)
def looks_like_organization(text: str | None, *, of_study: bool = False) -> bool:
    """A university, company or lab as a CV names it, not a fragment of something else.
    `of_study`: a place of study, which is never a person's name (a list of mentees is
    not a list of degrees); a company may be ("Capital One")."""
    text = (text or "").strip()
    if not text or not _LETTER.search(text) or _MARKUP.search(text):
        return False
    if _HONORIFIC.match(text):
        return False  # "Dr" left over from "with Dr. X"
    if _ZH_DEED.match(text):
        return False  # "使用 Python 和 Google App Engine 开发后端": what was done, with what
    if _ZH_REFERENCE.match(text):
        return False  # "此公司做", "该公司": a place referred to, not named
    if _HANDLE.match(text):
        return False  # "linkedin: annlee", "github: alee": a contact line, even of a company
    if text.count(";") >= 2 or text.count("、") >= 2:
        return False  # a list of things done: "Officer for X College; Y Club; Z Society"
    if of_study and AWARD_WORDS.search(text) and not ORG_WORDS.search(text):
        return False  # "IBM PhD Fellowship" is an honour, not a place of study
    if of_study and _CONTEST.search(text):
        return False  # "全国大学生数学建模竞赛一等奖": a contest won, whose name says "大学"
    if of_study and _ZH_VOLUNTEER.search(text):
        return False  # "支教志愿者 云岭县第一中学": a volunteer's post at a school
    if _lower_words(text) >= 3 and not institutions.find_in(text):
        return False  # a phrase about something ("Managing the group library for the lab")
    known = institutions.resolve(text, fuzzy=of_study)
    if known:
        # A known place, however misspelt ("Univeristy"), unless it is named inside a
        # phrase about something ("Built a pipeline for X at Google").
        return _lower_words(f"{text[: known.start]} {text[known.end :]}") < 3
    if _JOINING_WORD.match(text):
        return False  # "and A from Networking Group": the rest of a sentence
    if len(text) > 120 or _COURSE.match(text) or text.endswith((":", "：")):
        return False
    dates = find_range(text)
    if dates is not None and len(text) - (dates.span[1] - dates.span[0]) < 4:
        return False
    has_org_word = bool(ORG_WORDS.search(text))
    if cjk_count(text):
        # Chinese fragments ("主要编程工具", "设计基于") say what they are by a suffix.
        return has_org_word and "。" not in text and cjk_count(text) <= 30
    words = _WORD.findall(text)
    if not words or len(words) > 12:
        return False
    if _SENTENCE_END.search(text) and len(words) >= 6 and not has_org_word:
        return False
    if _LABELLED.match(text) and not ORG_WORDS.search(text.split(":")[0]):
        return False
    if TITLE_WORDS.fullmatch(words[-1]) or (
        not has_org_word and (TITLE_WORDS.search(text) or _NOT_A_PLACE.search(text))
    ):
        return False  # a role ("Group member") or a course ("Advanced Programming Course")
    if words[0].islower() and len(words[0]) > 3:
        return False  # "collaboration with X Institute": a name starts with a capital
    if has_org_word:
        return True
    if classify_heading(text) or (of_study and is_person_name(text)):
        return False
    if _spelt_by_initials(text):
        return True  # "North Vale Regional Railway (NVRR)"
    # A name is written in capitals ("Amazon Web Services", "NVIDIA"); a place or a
    # note may follow it ("Shopify, Toronto (remote)").
    name = _WORD.findall(re.split(r"[,(（|]", text)[0])
    capitalised = [w for w in name if w[0].isupper() or w.lower() in _SMALL]
    return bool(name) and len(capitalised) == len(name) and len(name) <= 3


_INITIALS = re.compile(r"^(?P<name>[^()]{4,80}?)\s*\((?P<initials>[A-Z][A-Za-z&]{1,9})\)\s*$")


def _spelt_by_initials(text: str) -> bool:
    """A name of capitalised words followed by its initials in brackets ("North Vale
    Regional Railway (NVRR)", "Office of Coastal Survey Methods (OCSM)"): an organization,
    however many words it takes."""
    m = _INITIALS.match(text)
    if not m:
        return False
    words = [w for w in _WORD.findall(m.group("name")) if w.lower() not in _SMALL]
    if not words or not all(w[0].isupper() for w in words):
        return False
    letters = "".join(w[0] for w in words).upper()
    initials = m.group("initials").replace("&", "").upper()
    return len(initials) >= 2 and letters == initials


_CONTACT_LABEL = re.compile(
    r"(?i)^(?:contact|e-?mail|phone|tel|mobile|address|website|homepage|links?)\b"
)
# "Responsible for", "took part in": a Chinese line that tells a job's duties.
_ZH_DUTY = re.compile(both_scripts(r"^[\s|·•-]*(?:负责|参与|协助|主导|从事)"))


# A line that tells what was done or won, whatever role it names ("Selected as a Summer
# Intern", "Led a team of five engineers", "Responsible for the lab's servers"): a verb in
# the past, or "responsible", then a small word that opens a phrase.
_DEED = re.compile(
    r"^(?:[A-Z][a-z]+ed|Led|Built|Won|Ran|Taught|Wrote|Made|Gave|Held|Took|Became|Began|"
    r"Oversaw|Responsible)\s+(?:a|an|the|as|to|by|with|for|on|in|into|at|over|from|\d+)\s"
)
# A role named in Chinese ends in a word for a person ("研究员", "工程师", "实习生", "助理",
# "教授", "博士后", "负责人"); a longer line that ends otherwise tells the work ("开发大型
# 语言模型推论技术") or a place.
_ZH_ROLE_END = re.compile(
    both_scripts("(?:员|师|生|长|家|授|理|教|士|后|人|官|监|席|任|问|编|者|习)$")
)
_CJK_RUN = re.compile(f"[{CJK}]+")


@functools.lru_cache(maxsize=8192)
def looks_like_title(text: str | None) -> bool:
    """A job title ("Research Intern"), not a line describing the work ("Deployed a
    dialogue system to real users")."""
    text = (text or "").strip()
    if _ZH_DUTY.match(text):
        return False  # "负责需求调研、产品设计", "参与开发 X": the duties, not the role
    if _DEED.match(text):
        return False  # "Selected as a CSST Intern": an honour or a duty, not the role
    first = _CJK_RUN.search(text)
    if first and len(first.group(0)) >= 8 and not _ZH_ROLE_END.search(first.group(0)):
        return False  # "開發大型語言模型推論技術": the work, not the role
    if _CONTACT_LABEL.match(text):
        return False  # "Contact Info" beside "Current Position" in a two-column header
    if _FIRST_PERSON.match(text):
        return False  # "I am a software engineer": a bio's sentence that names a role
    if not text or TITLE_WORDS.search(text):
        return bool(text)
    if _LABELLED.match(text):
        return False  # "Tools: Python", "Topic: X": a label and what it labels, no role
    words = _WORD.findall(text)
    if len(words) >= 7 or (_SENTENCE_END.search(text) and len(words) >= 6):
        return False  # a role is named in a few words; more, with no role word, describe
    return not (_DESCRIPTION_VERB.match(text) and len(words) >= 4)


# A line describing work ("参与构建…，设计…"), not a paper's title ("基于…的…方法").
_ZH_DESCRIPTION = re.compile(r"^[\s|]*(?:参与|构建|设计|实现|负责|提出|开发|完成)[^，,]*[，,]")
_AUTHOR_MARKS = re.compile(r"[*†‡§#\d]+$")


def looks_like_paper(title: str | None) -> bool:
    """A paper's title, not a line of its author list or of its description."""
    title = (title or "").strip(" |")
    parts = [p.strip() for p in re.split(r",|，|\band\b", title) if p.strip()]
    named = [is_person_name(_AUTHOR_MARKS.sub("", p).strip()) for p in parts]
    if len(parts) >= 3 and named[0] and sum(named) * 5 >= len(parts) * 3:
        return False  # "Tengxiang Zhang, Xin Zeng, Yinshuai Zhang, ...": opens with a name
    return not (cjk_count(title) > 8 and _ZH_DESCRIPTION.match(title))


def keep_plausible(cv) -> None:
    """Leave out education whose institution is not one, the organization of a job that
    is not one, and papers whose title is not one; each with a warning naming the lines."""
    papers = [p for p in cv.publications if looks_like_paper(p.title)]
    if len(papers) < len(cv.publications):
        cv.warnings.append(
            f"Left out {len(cv.publications) - len(papers)} publication entries whose title "
            "reads as an author list or a description."
        )
    cv.publications = papers
    cv.education = _merge_headed_degrees(cv.education)
    kept = []
    lines = cv.text.split("\n")
    for record in cv.education:
        where = record.institution_raw or record.institution
        said = " ".join(lines[record.lines[0] - 1 : record.lines[-1]]) if record.lines else ""
        if (record.degree == "other" and _EVENT.search(said)) or (
            record.degree == "visiting" and _SHORT_COURSE.search(where or "")
        ):
            cv.warnings.append(
                _left_out("education entry", where or "", record.lines, "an event, not a degree")
            )
            continue
        if not where:
            cv.warnings.append(_left_out("education entry", "", record.lines))
            if THESIS.search(said):
                advise_degree_of_kind(record, cv.education)
            continue
        if not looks_like_organization(where, of_study=True):
            named = _name_in_phrase(where, of_study=True)
            if not named:
                cv.warnings.append(_left_out("education entry", where, record.lines))
                continue
            record.institution = record.institution_raw = where = named
        known = institutions.resolve(where, fuzzy=False)
        if known and known.record.get("kind") == "company" and not ORG_WORDS.search(where):
            # "Google Summer of Code", "LinkedIn: jroe": a company is not a place of study.
            cv.warnings.append(_left_out("education entry", where, record.lines, "a company"))
            continue
        if record.degree == "other" and not (record.start or record.end) and len(cv.education) > 1:
            # A place with neither a degree nor dates beside other records: a college
            # within the university named above it, a course's provider, a company under
            # a wrong heading. Alone, it is the one place of study the CV names.
            cv.warnings.append(
                _left_out("education entry", where, record.lines, "neither a degree nor dates")
            )
            _advisors_to_degree_above(record, kept)
            continue
        if record.institution == record.institution_raw:
            record.institution = _tidy_place(record.institution)
        kept.append(record)
    cv.education = kept
    kept = []
    for record in cv.positions:
        title = record.title  # as read, for a project made of a record left out
        where = record.organization_raw or record.organization
        as_read = where or ""
        if where and _course_or_town(record, where):
            cv.warnings.append(
                _left_out("organization of a position", where, record.lines, "a course or a town")
            )
            record.organization = record.organization_raw = where = None
        if where and not looks_like_organization(where) and not _zh_name_beside_role(record):
            named = _name_in_phrase(where)
            if named:
                record.organization = record.organization_raw = named
            else:
                cv.warnings.append(_left_out("organization of a position", where, record.lines))
                record.organization = record.organization_raw = None
        if record.title and not looks_like_title(record.title):
            cv.warnings.append(
                f"Left out a position's title at lines {record.lines[0]}-{record.lines[-1]}: "
                f"{record.title[:80]!r} describes the work rather than naming a role."
                if record.lines
                else f"Left out a position's title: {record.title[:80]!r}."
            )
            record.title = None
        # A job is known by two of its organization, title and dates: one alone is more
        # often a project's name, a heading or a line of description.
        head = lines[record.lines[0] - 1] if record.lines and record.lines[0] <= len(lines) else ""
        reason = _not_a_role(record, head, as_read)
        # Without an organization, only a role word says the title is a job's: "Graph
        # Learning Toolkit, 2021 - 2022" is a project's name with its years.
        titled = bool(record.title and (record.organization or TITLE_WORDS.search(record.title)))
        known = [bool(record.organization), titled, bool(record.start or record.end)]
        if not reason and (sum(known) >= 2 or assists_in_course(record.title)):
            kept.append(record)
            continue
        what = record.title or record.organization or ""
        cv.warnings.append(
            _left_out("position", what, record.lines, reason or "too little of a job")
        )
        if record.supervisors:
            # The work was supervised: a project, whose supervisors are the CV's mentors.
            cv.projects.append(_as_project(record, title))
    cv.positions = kept


# A short Chinese name: ideographs with maybe a Latin word or a bracket ("星河远航 视觉组").
_ZH_SHORT_NAME = re.compile(rf"^[{CJK}A-Za-z0-9&()（）·\s-]+$")
_CLAUSE_MARK = re.compile(r"[:：,，;；。]")


def _zh_name_beside_role(record) -> bool:
    """A Chinese firm is often named without a word for what it is ("星河远航", "云帆智行
    视觉组"), where a university or a lab says "大学" or "实验室": a short name of four to
    twelve ideographs, with dates, beside a title that names a role in a few words or
    under a heading of internships (which names the role), is the employer; a duty
    ("负责X") or a clause is not, nor is a line of details that happens to hold a role
    word ("Mentoring: 带领小队完成原型开发")."""
    where, title = (record.organization_raw or "").strip(), record.title or ""
    n = cjk_count(where)
    role = (
        len(title) <= 20
        and not _CLAUSE_MARK.search(title)
        and bool(TITLE_WORDS.search(title) or _ZH_ROLE_END.search(title))
        and looks_like_title(title)
    )
    return (
        4 <= n <= 12
        and bool(record.start or record.end)
        and (role or (not title and record.kind == "internship"))
        and bool(_ZH_SHORT_NAME.match(where))
        and not _ZH_DUTY.match(where)
        and not classify_heading(where)
    )


# "UCL Computer Science : Researched X": a name, then what was done there (not a dash:
# "Lab Demonstrator - Demonstrated on X" is a role, then what was done in it).
_NAME_THEN_PHRASE = re.compile(r"\s*[:：]\s+")


def _name_in_phrase(text: str, *, of_study: bool = False) -> str | None:
    """The organization named in a phrase the filter refused: a place named last after
    "at", "from" or "with" ("BA from Hill University"), the part before a colon when a
    phrase follows ("UCL Computer Science : Researched X"), else the known place named
    inside ("I studied computer science at the ENS Rennes")."""
    after = _place_after_word(text, of_study=of_study)
    if after:
        return after
    if _lower_words(text) < 3:
        return None  # refused for what it is, not for the words around a name
    head = _NAME_THEN_PHRASE.split(text, maxsplit=1)[0].strip()
    if head != text.strip() and looks_like_organization(head, of_study=of_study):
        return head
    known = institutions.find_in(text)
    if known:
        span = text[known.start : known.end].strip()
        if looks_like_organization(span, of_study=of_study):
            return span
    return None


# "... from Hill University, Vale City", "... at the Quillmark Research Institute": the
# place a phrase names after the word that leads to it.
_AFTER_PLACE_WORD = re.compile(r"\s(?:at|from|with)\s+(?:the\s+)?([A-Z][^,;:()]*)")


# A sentence the person tells of themselves ("Since 2020 I have worked on X at Y").
_SAID_BY_ONESELF = re.compile(r"\b(?:I|I['’]m|I['’]ve|[Mm]y|[Ww]e|[Oo]ur)\b")


def _place_after_word(text: str, *, of_study: bool) -> str | None:
    """The place a phrase names last, after "at", "from" or "with", when it names itself
    one by its words ("University", "Institute", "Lab") or is known: "BA in Translation
    from Hill University, Vale City", "Researcher in collaboration with Quillmark
    Research Institute"; not a person ("with Dr. Ann Lee") nor a thing ("with Python")."""
    found = list(_AFTER_PLACE_WORD.finditer(text))
    if not found or _JOINING_WORD.match(text):
        return None  # "and Bo Chen from X Group": the tail of a sentence about people
    before = text[: found[-1].start()]
    if re.search("[:：]", before) or len(_WORD.findall(before)) > 10:
        return None  # "Dissertation: Title at X University": a thesis, not a job's place
    if _SAID_BY_ONESELF.search(before):
        return None  # "I have worked on graph learning at X": a bio's sentence, read as prose
    name = strip_location(found[-1].group(1).strip(" .")).strip()
    if not (ORG_WORDS.search(name) or institutions.resolve(name, fuzzy=False)):
        return None
    return name if looks_like_organization(name, of_study=of_study) else None


def _as_project(record, title: str | None) -> Project:
    return Project(
        title=title or record.organization, start=record.start, end=record.end,
        ongoing=record.ongoing, supervisors=list(record.supervisors), lines=list(record.lines),
    )  # fmt: skip


def _advisors_to_degree_above(record, kept: list) -> None:
    """ "Zhejiang University, B.Eng." / "Honours College" / "Advisor: X": the advisor named
    under a place left out is the degree's just above it."""
    above = kept[-1] if kept else None
    if above is None or not record.advisors or not (above.lines and record.lines):
        return
    if 0 <= record.lines[0] - above.lines[-1] <= 2:
        above.advisors = list(dict.fromkeys(above.advisors + record.advisors))


# "Certified Scrum Developer", "Engineer's degree", "Diploma in X": what one holds, not a job.
_CREDENTIAL = re.compile(r"(?i)^certified\b|\b(?:degree|diploma)\b|学位|证书")
# "Best Teaching Assistant of the Year", "年度最佳助教": an honour for the work.
_HONOUR_TITLE = re.compile(r"(?i)^best\b|\b(?:awards?|prizes?)\b|最佳|奖")
# "Guest Lecture", "Invited talk": a lecture given, named without a role ("Lecturer").
_TALK = re.compile(r"(?i)\b(?:lectures?|talks?|keynote|presentations?)\b")
# "Teacher Rating (4.6/5.0)", "Course evaluations": how a role was rated, not the role.
_RATING = re.compile(r"(?i)\b(?:ratings?|evaluations?|scores?)\b|\d\.\d+\s*/\s*\d")
# "Volunteer", "X University (Voluntarily)", "志愿者": unpaid service, not a job.
_VOLUNTEER = re.compile(r"(?i)\bvolunt(?:eer\w*|ar\w*)|志愿")
# "She is a fellow of the IEEE", "Senior Member": a society's grade, not a job at it (a
# fellowship held, "Fellow, Institute for Advanced Study, 2020 - 2022", has dates).
_SOCIETY_GRADE = re.compile(r"(?i)^(?:(?:senior|life|elected|honorary)\s+)?(?:fellow|member)$")


# "Program Committee Member", "Reviewer", "Area Chair", "审稿人": a service to a field,
# not a job at the conference or journal it names.
_SERVICE = re.compile(
    r"(?i)\b(?:program(?:me)?|technical|organi[sz]ing|steering|review|scientific)\s+committee\b|"
    r"\breviewers?\b|\barea\s+chairs?\b|\bPC\s+members?\b|审稿|審稿|程序委员会|程序委員會|"
    # "Session Chair", "Publicity Co-Chair": a role at a meeting.
    r"\b(?:session|track|publicity|program(?:me)?|general|local|workshop|tutorials?|"
    r"publications?|web|finance|registration|sponsorship|posters?|demos?)\s+(?:co-?)?chairs?\b"
)
# "President, X Society", "Member, X Association", "部长, X协会": an office held in, or
# membership of, a society, a club or a council, not a job there ("Junior Fellow, X
# Society of Fellows" is one: a fellow is not an officer).
_OFFICE = re.compile(
    r"(?i)^(?:(?:vice|deputy|co)[- ]?)?(?:president|treasurer|secretary|officer|chair(?:person)?|"
    r"(?:(?:student|graduate|senior|life|board|committee|founding|active)\s+)?member)s?$"
    + both_scripts(r"|^(?:副)?(?:会长|主席|部长|秘书长?|理事|干事|会员|委员)$")
)
_SOCIETY = re.compile(
    r"(?i)\b(?:society|association|club|chapter|council|union|federation|committee)\b(?!\s+of\s+fellows)"
    + both_scripts(r"|协会|学会|社团|学生会|委员会|俱乐部")
)
# "Undergraduate Research Program", "Vertically Integrated Projects": a programme one
# takes part in, named where an employer would be.
_PROGRAMME = re.compile(r"(?i)\b(?:program(?:me)?s?|projects?)\W*$|(?:项目|计划)$")
# "Team Leader", "Member", "Participant": one's part in a programme, not a post in it (an
# "Instructor" of an afterschool programme holds one).
_TAKING_PART = re.compile(
    r"(?i)^(?:(?:team|group|project|student)\s+)?(?:leader|lead|member|participant|captain)s?$"
)
# "项目负责人", "Project Lead": a role in a project, which needs a place to be a job.
_PROJECT_ROLE = re.compile(
    r"(?i)^project\s+lead(?:er)?$"
    + both_scripts(r"|^(?:项目|课题)(?:负责人|组长|主要成员|核心成员|成员)$")
)


def _not_a_role(record, head: str = "", place: str = "") -> str:
    """Why a position's title names no job ("" when it may); `head` is its first line,
    `place` its organization as read (the filter may have left it out)."""
    title = (record.title or "").strip(" ()")
    if _SERVICE.search(title):
        return "a service to a field, not a job"
    if not TITLE_WORDS.search(title) and len(_WORD.findall(title)) >= 4 and _lower_words(title):
        # "Search ranking for online retail", "Graph models of protein folding": a
        # phrase naming no role is a project's or a topic's name, and its entry no job.
        return "a topic, not a role"
    if _CREDENTIAL.search(title):
        return "a credential, not a job"
    if _HONOUR_TITLE.search(title) and not PRIZE_POST.search(title):
        return "an honour, not a job"
    if _TALK.search(title) and not TITLE_WORDS.search(re.split(r"[(（]", title)[0]):
        return "a talk, not a job"  # "Lecture on X (for school teachers)": its audience
    if _RATING.search(title):
        return "a rating, not a job"
    if _VOLUNTEER.search(f"{title} {record.organization_raw or record.organization or ''}"):
        return "volunteering, not a job"
    if _SOCIETY_GRADE.match(title) and not (record.start or record.end):
        return "a society's grade, not a job"
    if _OFFICE.match(title) and _SOCIETY.search(f"{record.organization_raw or ''} {head}"):
        return "an office in a society, not a job"
    programme = _PROGRAMME.search(place or record.organization_raw or "")
    if programme and (not title or _TAKING_PART.match(title)):
        return "a programme taken part in, not a job"
    if _PROJECT_ROLE.match(title) and not record.organization:
        return "a role in a project, not a job"
    return ""


# One word, capitalised and not an acronym ("Biophysics", "Kanpur"): beside a teaching
# role, the course taught or the town, not the university (which names itself as one).
_ONE_PLAIN_WORD = re.compile(r"^[A-Z][a-z][^\W\d_]*\.?$")


def _course_or_town(record, where: str) -> bool:
    return (
        record.kind == "teaching"
        and bool(_ONE_PLAIN_WORD.match(where.strip()))
        and not institutions.resolve(where, fuzzy=False)
    )


# A full stop that ends the place's name and starts a sentence about the degree
# ("Universität X (TH). Earned a doctorate"), not an initial or an abbreviation
# ("K. N. Toosi University", "Govt. Engineering College").
_FULL_STOP = re.compile(r"\.(?:\s+(?=[A-Z])|\s*$)")
_NAME_END = re.compile(r"(?:[^\W\d_]{5,}|\))$")


@functools.lru_cache(maxsize=8192)
def _tidy_place(text: str | None) -> str | None:
    """A place of study not known to the directory, as a facet shows it: without the
    sentence that follows it on its line, a grade, or a leading symbol."""
    if not text:
        return text
    tidy = text
    for stop in _FULL_STOP.finditer(text):
        if _NAME_END.search(text[: stop.start()]):
            tidy = text[: stop.start()]
            break
    tidy = without_grade(tidy).strip(" ,;:")
    tidy = re.sub(r"^[^\w(]+", "", tidy)
    return tidy if _LETTER.search(tidy) else text


def _merge_headed_degrees(education: list) -> list:
    """ "### Zhejiang University" over "**Ph.D. Student in ...**" / "College of ..." / "Sep.
    2022 -- Jun. 2027": a place named alone, then its degree read as an entry of its own
    (at the department), are one degree at the place."""
    merged = []
    for record in education:
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and previous.degree == "other"
            and not (previous.start or previous.end)
            and record.degree != "other"
            and previous.lines
            and record.lines
            and 0 < record.lines[0] - previous.lines[-1] <= 2
        ):
            for name in ("degree", "degree_raw", "field", "start", "end", "ongoing", "expected"):
                setattr(previous, name, getattr(record, name))
            previous.advisors = previous.advisors or record.advisors
            previous.lines = [previous.lines[0], record.lines[-1]]
            continue
        merged.append(record)
    return merged


def _left_out(what: str, value: str, lines: list[int], reason: str = "") -> str:
    where = f"lines {lines[0]}-{lines[-1]}" if lines else "an entry"
    article = "an" if what[0] in "aeiou" else "a"
    if reason:
        return f"Left out {article} {what} at {where}: {value[:60]!r} names {reason}."
    if not value:
        return f"Left out {article} {what} at {where}: it names no institution."
    return (
        f"Left out {article} {what} at {where}: {value[:80]!r} does not look like an institution."
    )
