"""What an experience list holds besides jobs: a course taught ("ME 322 | Machine Design
I"), a guest lecture, a role at a conference or in a student club, an award, a sentence
run on from the entry before. Used by positions.py before it makes a record of an entry.
"""

from __future__ import annotations

import functools
import re

from . import institutions
from .dates import find_range
from .entries import ORG_WORDS, TITLE_WORDS, Entry, remove_span
from .text import Line

# A teaching role: what follows it, unless a place, is the course it taught.
TEACHING = re.compile(r"(?i)teaching|\bta\b|instructor|lecturer|tutor|grader|demonstrator")
_COURSE_CODE = re.compile(r"^(?:[A-Z]{1,5}\s?-?\d{3,5}[A-Z]?|\d{3}(?:/\d{3})?)\b")


# "Teaching Assistant: Compilers", "TA for Algorithms (CS 161)": a teaching assistantship
# named with its course, a position even where the list gives it no place and no dates.
# "Head Teaching Assistant", "TA", "Tutor", "Demonstrator": one who assists in a course.
TA_ROLE = (
    r"(?:(?:head|lead|senior|graduate|postgraduate|undergraduate)\s+)?"
    r"(?:teaching\s+assistant|ta|tutor|demonstrator)"
)
_TA_OF_COURSE = re.compile(
    rf"(?i)^{TA_ROLE}(?:\s+in\s+charge)?\s*(?:[:：,]|\s(?:of|for|in)\s)\s*\w"
)


def assists_in_course(title: str | None) -> bool:
    return bool(title and _TA_OF_COURSE.match(title)) and len(title.split()) <= 12


# A course's code at the end of a name ("Introduction to Galaxies Astr 303", "Optics
# PHYS-2306"): the course's subject in a few letters and its number.
_COURSE_CODE_LAST = re.compile(r"\b[A-Z][A-Za-z]{1,4}\s?-?\d{3,4}[A-Z]?$")


@functools.lru_cache(maxsize=8192)
def taught_course(place: str | None, section_title: str) -> bool:
    """Under a teaching heading, the place read for an entry ends in a course's code
    ("Spr 2022   Waves Lab Phys 130 | a lab instructor"): a course taught, a line of the
    teaching list, not a place one was employed at."""
    code = _COURSE_CODE_LAST.search(place or "") if TEACHING.search(section_title) else None
    if code is None:
        return False
    named = place[: code.start()].split()
    if _SCHOOL.search(place[: code.start()]) or (len(named) == 1 and named[0].isupper()):
        return False  # "Hill College EDU 4182", "GWU MAE 4182": a school, then its course
    return bool(named)


_SCHOOL = re.compile(r"(?i)\b(?:universit\w*|college|institute|school|academy)\b")


def not_a_job(head: list[Line], title: str | None, dr, section_title: str) -> bool:
    """Is this entry one of those, not a job?"""
    role = bool(title and TITLE_WORDS.search(title))
    if not role and title and _COURSE_CODE.match(title):
        return True  # "ME 322 | Machine Design I": a course taught
    one_month = dr is not None and dr.single and len(dr.start or "") == 7
    if not role and one_month and TEACHING.search(section_title):
        return True  # "Mar 2024 | Guest lecture title, MIT" under Teaching: a day's event
    if _is_event(head, title if role else None):
        return True
    if dr is not None and dr.single and _cites_a_year(head):
        return True
    if volunteers(head[0].text, title) or _is_membership(head, title):
        return True
    # "Vice-President, Graduate Student Club", "Early Career Researcher Award".
    said = " ".join(ln.text for ln in head[:3])
    # "Research Assistant (Scholarship)": how a role was funded, in brackets, is no award.
    named = _BRACKETED.sub(" ", title) if title and role else title
    award = named and _AWARD.search(named) and not PRIZE_POST.search(named)
    return bool(_STUDENT_BODY.search(said) or award)


# A volunteer's post ("Volunteer, City Food Bank", "Volunteer Tutor", "支教志愿者").
_VOLUNTEER = re.compile(r"(?i)^volunteer(?:ing)?\b|志愿者|志愿服务|义工")
# A member's rank in a learned society ("Member", "Student Member", "IEEE Senior Member").
_MEMBER = re.compile(
    r"(?i)^(?:\w+\s+)?(?:(?:student|senior|graduate|life|associate|full|elected)\s+)?member$"
)
_SOCIETY = re.compile(
    r"(?i)\b(?:society|association|academy|federation|ieee|acm|siam|aaai|aaas|informs)\b|"
    r"学会|协会"
)


@functools.lru_cache(maxsize=8192)
def volunteers(text: str, title: str | None = None) -> bool:
    """A line naming a volunteer's post ("Volunteer, City Food Bank, 2016 – 2019",
    "2018.07 – 2018.08  支教志愿者  云岭县第一中学"), or the title read from it: volunteering
    is no job, and the school it served at no degree."""
    first = re.split(r"\s+\|\s+|[,，]", remove_span(text, find_range(text)).strip(" |,-–"))[0]
    return bool(_VOLUNTEER.search(first.strip()) or (title and _VOLUNTEER.search(title)))


def _is_membership(head: list[Line], title: str | None) -> bool:
    """ "Member, IEEE, 2019 – present", "Student Member, Lake Society": a membership of a
    learned society, not a job ("Member of Technical Staff" and "Team Member" are); nor is
    a seat in a body the line opens with ("2021 – 2023   Co-Chair of the X Coalition")."""
    said = " ".join(ln.text for ln in head[:2])
    role = title or re.split(r"[,，|]", head[0].text)[0]
    if _MEMBER.match(role.strip()) and _SOCIETY.search(said):
        return True
    first = remove_span(head[0].text, find_range(head[0].text)).strip(" |,-–")
    return bool(_MEMBER_OF.match(first))


# "Member of the Policy Network on X", "Co-Chair of the Coalition on Y", "Fellow of the
# Centre for Z": a seat in a body, named by the body. "Member of Technical Staff" is a
# job, and so may be a seat at a college ("Fellow of Hill College").
_MEMBER_OF = re.compile(
    r"(?i)^(?:(?:elected|expert|invited|co-?|vice[- ])\s*)*(?:member|chair|co-?chair|fellow)"
    r"\s+of\s+(?!(?:the\s+)?technical\s+staff)(?!.*\b(?:college|university)\b)"
)


# The end of a sentence: a Chinese full stop, or a period after a word.
_SENTENCE_END = re.compile(r"(?:。|[a-z)）]\.)\s*$")


def _cites_a_year(head: list[Line]) -> bool:
    """ "开发了X系统，提升输出质量（WMT 2024）。", "Built a parser for Y, used in Z (ACL
    2022).": a sentence of details whose only date is a year cited in brackets, not a job
    and its dates."""
    for ln in head:
        dr = find_range(ln.text)
        if dr is None:
            continue
        before = ln.text[: dr.span[0]]
        in_brackets = before.count("(") + before.count("（") > before.count(")") + before.count(
            "）"
        )
        return in_brackets and bool(_SENTENCE_END.search(ln.text))
    return False


def runs_on(ln: Line) -> bool:
    """ "assessed coursework | Promoted to senior TA in 2015": a line that starts in
    lower case, not with a title, continues the sentence of the entry before."""
    if not "a" <= ln.text[:1] <= "z":
        return False  # the line's first field starts where the line does
    first = re.split(r"\s+\|\s+|,", ln.text)[0]
    if re.match(r"[a-z]+[A-Z]", first):
        return False  # "iFLYTEK", "eBay Research": a name written so, not a sentence
    return bool(re.match(r"[a-z]", first)) and not TITLE_WORDS.search(first)


_STUDENT_BODY = re.compile(
    r"(?i)\bclubs?\b|\bstudents?['’]?\s+(?:association|union|council|government|society|"
    r"chapter|club)|\bassociated\s+students\b|学生会|社团|"
    # A student's seat on a body ("Faculty Assembly Student Representative", 学生代表).
    r"\bstudents?\s+representatives?\b|学生代表|"
    # A student racing team ("Formula Student", "FSAE", "方程式车队").
    r"\bformula\s+(?:student|sae)\b|\bfsae\b|方程式"
)
_BRACKETED = re.compile(r"\s*[(（][^()（）]*[)）]")
_AWARD = re.compile(r"(?i)\b(?:award|prize|medal|scholarship)s?\b")
# "Hill Prize Fellow", "Lake Prize Postdoctoral Fellow": a post named after its prize.
PRIZE_POST = re.compile(
    r"(?i)\b(?:prize|award)\s+(?:(?:postdoctoral|research|junior)\s+)*(?:fellow|lecturer)$"
)
_EVENT = re.compile(
    r"(?i)\b(?:conference|workshop|symposium|colloquium|congress|summit|hackathon|seminar series|"
    r"guest lectures?|invited (?:talk|lecture)s?)\b"
)


def _is_event(head: list[Line], title: str | None) -> bool:
    """ "Speaker at the 35th Game Theory Conference", "Graduate assistant of the X
    Workshop": a role at an event is not a job (a job title beside a line that mentions
    a conference is)."""
    if title:
        return bool(_EVENT.search(title))
    return any(_EVENT.search(ln.text) for ln in head[:2])


def fold_courses(entries: list[Entry]) -> list[Entry]:
    """A teaching role followed by the courses it taught, one dated line each ("Teaching
    Assistant, X University" / "Compilers | Fall 2023" / "Algorithms | Winter 2021"):
    the course lines are the role's (its dates span theirs), not entries of their own."""
    out: list[Entry] = []
    for entry in entries:
        role = out[-1] if out else None
        if role is not None and _lists_courses(role) and _course_line(entry):
            role.lines.extend(entry.lines)
            role.courses.extend(entry.lines)
            continue
        out.append(entry)
    return out


def _lists_courses(entry: Entry) -> bool:
    """A teaching role named without dates of its own, or followed by a colon and the
    first of its courses ("Teaching Assistant: Compilers, 2023S")."""
    first = entry.lines[0].text
    if not TEACHING.search(first):
        return False
    return bool(entry.courses or _ROLE_COLON.match(first) or not find_range(first))


_ROLE_COLON = re.compile(r"^[^:：]{2,40}[:：]\s*\S")


def _course_line(entry: Entry) -> bool:
    """A line naming a course and its term, and neither a role nor a place."""
    if len(entry.lines) != 1 or entry.heading is not None:
        return False
    text = entry.lines[0].text
    if len(text) > 100 or not find_range(text):
        return False
    return not (TITLE_WORDS.search(text) or ORG_WORDS.search(text) or institutions.find_in(text))
