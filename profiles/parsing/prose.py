"""Education and positions told in prose (homepages, bios):
"I am a Ph.D. student at X, supervised by Prof. Y." /
"I was a research assistant at X from 2019 to 2022, under the supervision of A, B and C." /
"I received my B.E. degree from X in 2019."
"""

from __future__ import annotations

import re

from . import institutions
from .bio_degrees import bio_degrees
from .bio_positions import bio_positions, listed_places, zh_bio_positions
from .dates import find_range
from .entries import ORG_WORDS, TITLE_WORDS, degree_of
from .interests import paragraphs
from .mentors import JUNIOR, degree_advisors, worked_with, zh_group_heads
from .model import EARNED_DEGREES, Award, Education, Position
from .names import supervisors_in, unlink, without_supervision
from .positions import position_kind
from .prose_merge import BRACKETED_INITIALS
from .text import CJK, Line, cjk_count

SENTENCE = re.compile(  # the cheap test first: most positions follow no full stop
    r"(?<=[.!?。])(?<!\bProf\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bSt\.)(?<!\b[A-Z]\.)(?<!\baka\.)"
    r"(?<!\bD\.)(?<!\bAssoc\.)(?<!\bAsst\.)\s+(?=[A-Z\u4e00-\u9fff])"
)
_FIRST_PERSON = re.compile(
    r"(?i)\bI(?:'|’)m\b|"
    r"\b(?:I|I'm|I've|he|she|they|[A-Z][a-z]+)\b(?:\s+\w+){0,4}?\s+(?:am|was|is|were|received|"
    r"obtained|earned|got|did|completed|finished|studied|graduated|joined|worked|work|serve[ds]?|hold|"
    r"spent|held|intern(?:ed)?)\b"
    # A tagline with no subject: "PhD candidate at X, advised by Y."
    r"|^\W{0,3}(?:an?\s+)?(?:[\w.'’-]+\s+){1,3}?(?:student|candidate)\s+(?:at|in|of)\s"
)
_SEASON_OF = re.compile(r"(?i)\b(?:summer|fall|autumn|spring|winter)\s+(?:of\s+)?(\d{4})")
_FROM_TO = re.compile(r"(?i)\bfrom\s+(\d{4})\s+(?:to|until|till|-|–)\s+(\d{4}|present|now)")
_SINCE = re.compile(r"(?i)\bsince\s+(\d{4})")
_IN_YEAR = re.compile(r"(?i)\bin\s+(\d{4})\b")
_ORG_PHRASE = re.compile(
    r"(?i)\b(?:at|from|in|with|of|joined)\s+(?:the\s+)?(?P<org>[A-Z][^.;]*?)"
    r"(?=,?\s+(?:(?:supervised|advised|co-advised|under|since|where|working|as|and I)\b|from\s+\d{4}|in\s+\d{4})|[.;]|$)"  # noqa: E501
)
_ROLE = re.compile(
    r"(?i)\b(?:am|was|is|as|worked as|serve[sd]? as)\s+(?:a|an|the)?\s*(?P<title>(?:[\w-]+\s+){0,3}?"  # noqa: E501
    r"(?:intern|assistant|engineer|researcher|scientist|fellow|postdoc\w*|lecturer|professor))\b"
)


def _org(sentence: str, prefer_university: bool = False, after: int = 0) -> str | None:
    found = institutions.find_all(sentence)
    if found:
        # The place named after the degree ("... B.S. from X"), not one mentioned before it.
        found = [m for m in found if m.start >= after]
        if not found:
            return None
        match = found[0]
        if prefer_university:
            match = next((m for m in found if m.record.get("kind") == "university"), found[0])
        # The name as written, with an abbreviation in parentheses right after it.
        tail = re.match(r"\s*\([A-Z][A-Za-z&.\-]{1,12}\)", sentence[match.end :])
        return sentence[match.start : match.end + (tail.end() if tail else 0)]
    for m in _ORG_PHRASE.finditer(sentence):
        org = m.group("org").strip(" ,")
        if ORG_WORDS.search(org):
            parts = [p.strip() for p in org.split(",")]
            return parts[-1] if len(parts) > 1 and ORG_WORDS.search(parts[-1]) else org
    return None


def _dates(sentence: str) -> tuple[str | None, str | None, bool]:
    dr = find_range(sentence)
    if dr and not dr.single and dr.start and len(dr.start) == 7:
        return dr.start, dr.end, dr.expected
    m = _SEASON_OF.search(sentence)
    if m:
        return m.group(1), m.group(1), False
    m = _FROM_TO.search(sentence)
    if m:
        end = None if not m.group(2).isdigit() else m.group(2)
        return m.group(1), end, False
    m = _SINCE.search(sentence)
    if m:
        return m.group(1), None, False
    m = _IN_YEAR.search(sentence)
    if m:
        return None, m.group(1), bool(re.search(r"(?i)expect", sentence))
    return None, None, False


def from_prose(lines: list[Line]) -> tuple[list[Education], list[Position]]:
    edu: list[Education] = []
    pos: list[Position] = []
    starts: list[tuple[str, str]] = []  # (place, year) from "Before coming to X in Fall 2022"
    label = ""  # the label of the field the line before gave its school under
    for ln in lines:
        found = _profile_school(ln.text, ln.no)
        if not found and label and not ln.bullet and not re.search(r"[:：]", ln.text):
            # "学历：X大学Y专业工学学士" / "Z大学W系理学学士": a second value under the label.
            found = _profile_school(label + ln.text.strip(), ln.no)
            found = [e for e in found if e.degree != "other"]
        match = _PROFILE_LABEL.match(ln.text) if found else None
        label = match.group(0) if match else (label if found else "")
        edu.extend(found)
    for ln in paragraphs(lines):
        told = len(edu)
        by_kind: list[Education] = []  # "During my PhD, I was advised by X": no place
        starts.extend((m.group("org"), m.group("year")) for m in _ARRIVED.finditer(ln.text))
        if not ln.bullet and cjk_count(ln.text) >= 10:
            pos.extend(_zh_positions(ln.text, ln.no) + zh_bio_positions(ln.text, ln.no))
            edu.extend(_zh_education(ln.text, ln.no))
            for sentence in _ZH_SENTENCE.split(ln.text):
                by_kind.extend(degree_advisors(sentence, ln.no))
        by_sentence: list[list[Education]] = []  # the degrees each sentence tells
        if not ln.bullet and len(ln.text.split()) >= 6:
            jobs: list[Position] = []  # the jobs the sentence before told
            for sentence in SENTENCE.split(ln.text):
                by_sentence.append([])
                sentence = _NAME_ASIDE.sub(r"\g<name>", sentence)
                if not _FIRST_PERSON.search(sentence):
                    jobs = []
                    continue
                deg = degree_of(sentence)
                if deg and (during := _DEGREE_AS_TIME.match(sentence)):
                    # "During my master's degree, I was an intern at X": the job's time.
                    rest = sentence[during.end() :]
                    if not degree_of(rest) and (told_jobs := bio_positions(rest, ln.no)):
                        pos.extend(told_jobs)
                        jobs = told_jobs
                        continue
                if not deg or not re.search(_EDU_CUE, sentence):
                    told_jobs = bio_positions(sentence, ln.no) or _prose_positions(sentence, ln.no)
                    if not told_jobs and not deg:
                        _hosts_told_apart(sentence, jobs)
                    pos.extend(told_jobs)
                    jobs = told_jobs
                    by_kind.extend(degree_advisors(sentence, ln.no) if deg else [])
                    continue
                jobs = []
                by_sentence[-1] = bio_degrees(sentence, ln.no, placeless=True)
                edu.extend(by_sentence[-1])
                by_kind.extend([] if by_sentence[-1] else degree_advisors(sentence, ln.no))
        _advisors_told_apart(ln.text, edu[told:], by_sentence)
        edu.extend(by_kind)
    for e in edu:
        if e.start is None and e.end is None:
            year = next((y for o, y in starts if _same_place(o, e.institution_raw or "")), None)
            e.start = year
    return edu, pos


# "Ann Lee (李安) is ...", "Ann Lee (she/her) was ...": the subject's name opening the
# sentence with an aside in brackets (a native spelling, pronouns) before its verb.
_NAME_ASIDE = re.compile(
    r"^(?P<name>\W{0,3}[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})\s*[(（][^()（）]{1,40}[)）]"
    r"(?=\s+[a-z])"
)
# A Chinese sentence's end: "。", "！", "？", "；".
_ZH_SENTENCE = re.compile(r"(?<=[。！？；])")
_PROFILE_SCHOOL = re.compile(f"^[{CJK}]{{2,16}}(?:大学|学院)[{CJK}]{{0,12}}$")
_PROFILE_DATUM = re.compile(r"^(?:男|女|(?:19|20)\d\d|本科|硕士|博士|学士|研究生|大专)$")


# "学历：全日制本科/X学院/2020届应届生", "毕业院校：X学院 本科学历": a personal-details field
# that names the person's school and degree.
_PROFILE_LABEL = re.compile(r"^(?:学历|毕业院校|毕业学校|就读院校)\s*[:：]\s*")
_LABELLED_DATUM = re.compile(
    r"^(?:全日制|统招)?(?P<deg>本科|硕士|博士|学士|研究生|大专)(?:学历|学位|生)?(?:在读)?$"
    r"|^(?P<year>(?:19|20)\d\d)\s*届(?:应届)?(?:毕业)?生?$"
)
_FIRST_SCHOOL = re.compile(f"^[{CJK}]{{2,16}}?(?:大学|学院)")


def _labelled_school(text: str, line_no: int) -> list[Education]:
    """The school, degree and year of graduation a labelled personal-details field gives."""
    label = _PROFILE_LABEL.match(text)
    if not label or len(text) > 60:
        return []
    fields = [f for f in re.split(r"[/／|]|\s+", text[label.end() :]) if f]
    schools = [m.group(0) for f in fields if (m := _FIRST_SCHOOL.match(f))]
    data = [m for f in fields if (m := _LABELLED_DATUM.match(f))]
    if len(schools) != 1 or len(data) != len(fields) - 1:
        return []
    word = next((m["deg"] for m in data if m["deg"]), None)
    year = next((m["year"] for m in data if m["year"]), None)
    degree = _ZH_DEGREES.get(word or "") or (degree_of(text) or ("other",))[0]
    resolved = institutions.resolve(schools[0])
    return [
        Education(
            institution=resolved.name if resolved else schools[0], institution_raw=schools[0],
            degree=degree, degree_raw=word, end=year, lines=[line_no, line_no],
        )
    ]  # fmt: skip


def _profile_school(text: str, line_no: int) -> list[Education]:
    """ "山东大学/男/1995", "本科/西北大学计算机系": a Chinese résumé's personal details,
    one field a school and the others short facts (gender, year of birth, degree)."""
    if "学" in text and _PROFILE_LABEL.match(text):
        return _labelled_school(text, line_no)
    if "/" not in text or len(text) > 60:
        return []
    fields = [f.strip() for f in text.split("/")]
    schools = [f for f in fields if _PROFILE_SCHOOL.match(f)]
    data = [f for f in fields if _PROFILE_DATUM.match(f)]
    if len(schools) != 1 or len(data) != len(fields) - 1:
        return []
    school = schools[0]
    word = next((f for f in data if f in _ZH_DEGREES), None)
    resolved = institutions.resolve(school)
    return [
        Education(
            institution=resolved.name if resolved else school, institution_raw=school,
            degree=_ZH_DEGREES[word] if word else "other", degree_raw=word,
            lines=[line_no, line_no],
        )
    ]  # fmt: skip


_CLAUSE_END = re.compile(r"(?<=[。！？；])")


def _advisors_told_apart(
    text: str, told: list[Education], by_sentence: list[list[Education]]
) -> None:
    """ "I am a PhD student at X. I am co-advised by A and B." / "我是X大学博士生。我的导师是
    A教授": a sentence of the paragraph that names advisors and nothing else (no degree,
    no place, no role) names those of the degree the sentence right before it tells
    ("I completed my PhD at X. I was advised by A. I did my BS at Y, advised by B"), or
    else of the degree the paragraph tells, when it tells one (or one under way) and
    gives it no advisors. `by_sentence`: the degrees each sentence of `text` tells."""
    if not told:
        return
    sentences = SENTENCE.split(text)
    people_of = [_advisors_only(sentence) for sentence in sentences]
    if len(by_sentence) == len(sentences):
        given = False
        for i, people in enumerate(people_of):
            before = by_sentence[i - 1] if i else []
            # "I received my BS from X. I am advised by A.": A is not the done degree's.
            present = _PRESENT.search(sentences[i]) and not _PRESENT.search(sentences[i - 1])
            if people and len(before) == 1 and _research_degree(before[0]) and not present:
                before[0].advisors = before[0].advisors or people
                given = True
        if given:
            return
    if any(e.advisors for e in told):
        return
    current = [e for e in told if e.end is None or e.expected]
    target = told[0] if len(told) == 1 else (current[0] if len(current) == 1 else None)
    if target is None or not _research_degree(target):
        return
    target.advisors = list(dict.fromkeys(p for people in people_of for p in people))


def _hosts_told_apart(sentence: str, jobs: list[Position]) -> None:
    """ "I am a postdoc at X. I am hosted by Prof. Y.": a sentence that names supervisors
    and nothing else names those of the one junior's job the sentence before told."""
    if len(jobs) != 1 or jobs[0].supervisors or not JUNIOR.search(jobs[0].title or ""):
        return
    jobs[0].supervisors = _advisors_only(sentence)


_PRESENT = re.compile(r"(?i)\b(?:am|is|are|currently|now)\b|['’]m\b")


def _research_degree(e: Education) -> bool:
    return e.degree in EARNED_DEGREES


# "I work closely with Prof. Ann Lee": whom the person works with now.
_WORKS_WITH = re.compile(r"(?i)\b(?:work|works|working)\s+(?:closely\s+)?(?:with|under)\b")


def _advisors_only(sentence: str) -> list[str]:
    """The advisors a sentence names when it names nothing else (no degree, no place, no
    role): "I am co-advised by A and B.", "我的导师是A教授。", "I work closely with Prof.
    Ann Lee on lake models." (whom the person works with now)."""
    people: list[str] = []
    for part in _CLAUSE_END.split(sentence):
        found = supervisors_in(part) or (worked_with([part]) if _WORKS_WITH.search(part) else [])
        if not found or degree_of(part):
            continue
        rest = without_supervision(unlink(part))
        if not (TITLE_WORDS.search(rest) or ORG_WORDS.search(rest)):
            people.extend(found)
    return people


# "Before coming to Stanford in Fall 2022", "I joined CMU in 2019": when a degree began.
_ARRIVED = re.compile(
    r"(?i:\b(?:coming|came|moving|moved|arriving|arrived|joining|joined|starting|started)"
    r"\s+(?:to|at|my\s+\S+\s+at)\s+)(?:the\s+)?(?P<org>[A-Z][\w&.'\- ]{1,60}?)"
    r"\s+(?i:in\s+(?:(?:spring|summer|fall|autumn|winter)\s+(?:of\s+)?)?)(?P<year>(?:19|20)\d\d)\b"
)


def _same_place(a: str, b: str) -> bool:
    ra, rb = institutions.resolve(a, fuzzy=False), institutions.resolve(b, fuzzy=False)
    if ra and rb:
        return ra.name == rb.name
    na, nb = institutions.normalise(a), institutions.normalise(b)
    return bool(na and nb) and (na in nb or nb in na)


# "My research is supported by the Stanford Graduate Fellowship and the Apple Scholars
# in AI/ML PhD Fellowship", "I am a recipient of the X Award".
_HONOURED = re.compile(
    r"(?i:\b(?:supported|funded)\s+by|recipient\s+of|awarded|received|winner\s+of|"
    r"holder\s+of)\s+(?P<rest>.+)"
)
_HONOUR = re.compile(
    r"(?:the\s+|an?\s+)?(?P<title>[A-Z][\w'’&./\-]*(?:\s+(?:[A-Z][\w'’&./\-]*|in|of|for|and|on))*?"
    r"\s+(?:Fellowship|Scholarship|Award|Prize|Medal|Grant))\b"
)


def prose_awards(lines: list[Line]) -> list[Award]:
    """Fellowships and awards named in prose (a homepage bio with no awards list)."""
    out = []
    for ln in paragraphs(lines):
        if ln.bullet:
            continue
        for sentence in SENTENCE.split(ln.text):
            m = _HONOURED.search(sentence)
            if not m:
                continue
            for h in _HONOUR.finditer(m.group("rest")):
                years = re.findall(r"\b(?:19|20)\d\d\b", sentence)
                out.append(
                    Award(
                        title=h.group("title"),
                        year=int(years[0]) if len(years) == 1 else None,
                        lines=[ln.no, ln.no],
                    )
                )
    return out


_WORKING_WITH = re.compile(
    r"(?i)\bworking (?:with|under)\s+(?:prof(?:essor)?s?\.?\s+)?(.+?)(?:[.;]|$)"
)
# A degree named as the time of what the sentence tells ("During my master's degree, ",
# "While pursuing my PhD, "), at its opening (after a run-in label: "**Internships**: ").
_DEGREE_AS_TIME = re.compile(
    r"(?i)^\W{0,3}(?:[\w ]{2,40}\W{0,2}:\W{0,3})?"
    r"(?:during|throughout|while\s+(?:pursuing|doing|completing|working\s+on))"
    r"\s+(?:my|his|her|their)\s+[^,;.]{2,40}?,\s*"
)
_EDU_CUE = (
    r"(?i)student|candidate|degree|received|obtained|earned|graduated|studying|pursuing|"
    r"\b(?:got|did|completed|finished|hold|holds)\s+(?:my|a|an|his|her|the)\b|"
    r"\bvisiting\s+(?:scholar|researcher)\b|"  # a stay during one's studies
    r"\b(?:a|an)\s+undergrad(?:uate)?\s+(?:at|in|of)\b"  # "I'm an undergraduate at X": a student
)
_CLAUSE_SPLIT = re.compile(r",?\s+and\s+(?=(?:at|in|with)\s+[A-Z])|;\s+")
_INTERN_AT = re.compile(r"(?i)\b(?:to\s+)?intern(?:ed)?\s+(?:at|with)\b")
_WORKED_WITH = re.compile(
    r"\b(?i:worked|working|collaborated)\s+(?i:closely\s+)?with\s+(?:Prof(?:essor)?\.?\s+|Dr\.?\s+)?"
    r"([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){1,2})"
)


def _prose_positions(sentence: str, line_no: int) -> list[Position]:
    """ "I was a research assistant at X from 2019 to 2022, under the supervision
    of ..."; "I interned at A (summer 2022, hosted by B) and at C from ... to ...";
    one position per clause that names an organisation."""
    role = _ROLE.search(sentence)
    intern = _INTERN_AT.search(sentence)
    if not role and not intern:
        return []
    if role and _HONOURED_AS.search(role.group(0)):
        return []  # "was honored as Amazon Fellow", "was named a Sloan Fellow": an honour
    if intern and not role:
        # "interned at A (2018-2019), B (2020), and C (2021)": a place and dates each.
        return [
            _intern_at(org, dr, line_no) for org, dr in listed_places(sentence[intern.end() :])
        ] or _roles_at(sentence, None, intern, line_no)
    return _roles_at(sentence, role, intern, line_no)


# An honour written as a title: "honored as X Fellow", "named a Y Scholar".
_HONOURED_AS = re.compile(
    r"(?i)\b(?:honou?red|named|elected|selected|recogni[sz]ed|awarded|inducted)\b"
)


def _intern_at(org: str, dr, line_no: int) -> Position:
    start, end = (dr.start, dr.start if dr.single else dr.end) if dr else (None, None)
    resolved = institutions.resolve(org)
    return Position(
        organization=resolved.name if resolved else org, organization_raw=org,
        title="Intern", kind=position_kind("Intern"), start=start, end=end,
        lines=[line_no, line_no],
    )  # fmt: skip


# A partner named after the employer: "at Brightleaf.ai in collaboration with X".
_PARTNER = re.compile(
    r"(?i),?\s+(?:in\s+(?:collaboration|partnership|cooperation)\s+with|jointly\s+with|"
    r"funded\s+by|sponsored\s+by)\b"
)
# The name right after "at" that ends the words before a partner: "at Brightleaf.ai".
_NAMED_AT = re.compile(r"\bat\s+(?:the\s+)?([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,4})\s*$")


def _employer(clause: str) -> str | None:
    """The place a role clause names, before any partner it names after it ("a researcher
    at Brightleaf.ai in collaboration with Hill Institute": Brightleaf.ai, a name in
    capitals after "at" when no organisation word marks it); `_roles_at` reads each
    clause with it."""
    partner = _PARTNER.search(clause)
    if not partner:
        return _org(clause)
    own = clause[: partner.start()]
    named = _NAMED_AT.search(own)
    return _org(own) or (named.group(1) if named else None)


def _roles_at(sentence: str, role, intern, line_no: int) -> list[Position]:
    """One position per clause from the role (or "interned at") on that names a place."""
    title = role.group("title").strip() if role else "Intern"
    if role and not TITLE_WORDS.search(title):
        return []
    start_at = (role or intern).start()
    out = []
    for clause in _CLAUSE_SPLIT.split(sentence[start_at:]):
        org = _employer(clause)
        if not org:
            continue
        start, end, _ = _dates(clause)
        if not out and start is None and end is None:
            start, end = _period_before(sentence[:start_at])
        sups = supervisors_in(clause) + [m.group(1) for m in _WORKED_WITH.finditer(clause)]
        resolved = institutions.resolve(org)
        out.append(
            Position(
                organization=resolved.name if resolved else org, organization_raw=org,
                title=title, kind=position_kind(title), start=start, end=end,
                supervisors=list(dict.fromkeys(sups)), lines=[line_no, line_no],
            )
        )  # fmt: skip
    return out


def _period_before(lead: str) -> tuple[str | None, str | None]:
    """The period a sentence names before its role ("In the summer of 2022, I was a ...",
    "From 2018 to 2020 I was a ..."), when it names when the role began; a year alone
    ("In 2019") may be when it began or ended, and gives nothing."""
    start, end, _ = _dates(lead)
    return (start, end) if start else (None, None)


# Chinese bios: "2023年7月至2023年12月在华为2012实验室实习，合作导师为张晨博士。",
# "曾在X实习", "于2021年在X担任Y".
_ZH_SENTENCE = re.compile(r"[。；;！!？?]")
_ZH_ROLE = re.compile(
    r"(?:曾经|曾|先后)?(?:在|于)\s*(?P<org>(?![在于\s])[^，。,；;、]{2,40}?)\s*"
    r"(?:(?:担任|任职为|任职|任)(?P<title>[^，。,；;、]{2,20}?)(?=[，。,；;、]|$)"
    r"|(?P<verb>实习|工作|访问|访学)(?!生))"
)


def _zh_positions(text: str, line_no: int) -> list[Position]:
    out = []
    for sentence in _ZH_SENTENCE.split(text):
        if not cjk_count(sentence):
            continue
        dr = find_range(sentence)
        bare = sentence
        if dr is not None:
            bare = sentence[: dr.span[0]] + " " + sentence[dr.span[1] :]
        bare = re.sub(r"\s*(?:至今|至|到|起|[-–—~])\s*(?=在|于)", "", bare)
        m = _ZH_ROLE.search(bare)
        if not m or re.search(r"就读|攻读|学位|毕业|学习", bare[: m.end()]):
            continue
        org = m.group("org").strip()
        title = (m.group("title") or "").strip() or ("实习" if m.group("verb") == "实习" else None)
        if title is None and m.group("verb") in ("访问", "访学"):
            continue  # a visit is a stay, not a position
        resolved = institutions.resolve(org)
        start = end = None
        if dr is not None:
            start, end = dr.start, (dr.start if dr.single else dr.end)
        out.append(
            Position(
                organization=resolved.name if resolved else org, organization_raw=org,
                title=title, kind=position_kind(title), start=start, end=end,
                supervisors=supervisors_in(sentence), lines=[line_no, line_no],
            )
        )  # fmt: skip
    return out


_ZH_DEGREES = {"本科": "bachelor", "学士": "bachelor", "硕士": "master", "博士": "phd"}
# A degree in Chinese, or a doctorate written in Latin letters ("在读Ph.D.学生").
_ZH_DEGREE = re.compile(r"本科|学士|硕士|博士(?!后|生导师)|(?<![A-Za-z])Ph\.?\s?D\b\.?")
# A school, with the unit of it named right after ("北京大学数据科学中心博士生", "某大学电子
# 信息与电气工程学院"); a second school is named after 和/及/、, not inside a unit. A dot
# between characters joins the parts of a foreign name ("艾伦·斯密研究所"), a dot between
# spaces parts two fields ("博士生 · 北山大学").
_ZH_SCHOOL = re.compile(
    r"(?P<school>(?:[\u4e00-\u9fff]|(?<=[\u4e00-\u9fff])[·・](?=[\u4e00-\u9fff])){2,16}?"
    r"(?:大学|学院|研究院|研究所|科学院))"
    r"(?P<unit>(?:(?!本科|硕士|博士|学位|专业|获得|攻读|就读|和|及|、)[\u4e00-\u9fff]){1,12}?"
    r"(?:学院|系|中心|研究院|研究所|实验室|分校))?"
)
# The words of the clause before the school that the lead words leave ("则是就读于X大学",
# "一名在X大学", "赴X大学"): a school's name does not hold 于, 在, 赴 or 到.
_ZH_BEFORE_SCHOOL = re.compile(r"^.*(?:[于在赴到]|前往)(?=[\u4e00-\u9fff]{4})")
# "2019年", "2022年6月", a cohort's year of entry ("2021级本科生"), and a year in brackets
# after the degree's words ("专业(2024)").
_ZH_YEAR = re.compile(r"((?:19|20)\d\d)(?:\s*[年级](?:\s*(1[0-2]|0?[1-9])\s*月)?|(?=[)）]))")
# A stay at another school during one's studies, not a degree; a visiting scholar's post
# ("担任访问学者") is a job.
_ZH_VISIT = re.compile(r"访问(?!学者)|访学|联合培养|交换")
_ZH_POST = re.compile(r"担任|任职|访问学者")
# Going to a place ("赴X大学访问", "前往X大学交换"): with a visit's word, a stay there.
_ZH_WENT = re.compile(r"[赴去到]|前往")
_ZH_EARNED = re.compile(r"获得|取得|获|毕业")
_ZH_STUDYING = re.compile(r"攻读|就读|在读|研究生|学生|(?:本科|硕士|博士)生$")


def _initials_after(school, clause: str) -> str:
    """The initials written in brackets right after the school `_ZH_SCHOOL` matched, or
    "": `_zh_education` keeps them in the place as written, where `merge_prose` finds
    the school the CV lists under its name in letters."""
    after = BRACKETED_INITIALS.match(clause, school.end())
    return after.group(0).strip() if after else ""


def _zh_education(text: str, line_no: int) -> list[Education]:
    """Degrees told in a Chinese bio, a clause each: "于2019年获得香港浸会大学计算机科学专业
    博士学位，师从X", "于2012年和2014年分别获得澳门大学软件工程专业本科和硕士学位",
    "我是中国地质大学的博士研究生，导师是X"."""
    out = []
    clauses = [c for c in _ZH_CLAUSE.split(_ZH_NOTE.sub("", text)) if c.strip()]
    for n, clause in enumerate(clauses):
        schools = _zh_schools(clause)
        if any(_ZH_SAME.match(school) for school, *_ in schools):
            continue  # "在同一学院获得学士学位": a place named before, read there
        degrees = list(dict.fromkeys(_ZH_DEGREE.findall(clause)))
        graduated = _graduated_from(clauses, n) if degrees and not schools else None
        if graduated:
            # "2023年6月，我从X大学毕业，在Y教授指导下获得博士学位": the school of the
            # clause before, which says one graduated from it, and its date.
            schools, dated = graduated
            clause = f"{dated}{clause}" if not _ZH_YEAR.search(clause) else clause
        visit = _ZH_VISIT.search(clause)
        if degrees and visit and not _ZH_POST.search(clause):
            degrees = [visit.group(0)]  # "X大学的访问博士生", "攻读博士期间曾赴X联合培养": a stay
        went = not degrees and visit and _ZH_WENT.search(clause) and not _ZH_POST.search(clause)
        if went:
            degrees = [visit.group(0)]  # "我也曾赴X大学访问": a stay, told without a degree
        if len(schools) != 1 or not degrees:
            continue
        earned = bool(_ZH_EARNED.search(clause))
        if not earned and not went and not _ZH_STUDYING.search(clause):
            continue
        school, unit, initials = schools.pop()
        # "2022年6月" -> "2022-06": a date as precise as written.
        years = [f"{y}-{int(m):02d}" if m else y for y, m in _ZH_YEAR.findall(clause)]
        lone = _ZH_YEAR.fullmatch(clauses[n - 1].strip()) if n and not years else None
        if lone:  # "2016年7月，我从X大学获得学士学位": the date a clause of its own before it
            years = [f"{lone[1]}-{int(lone[2]):02d}" if lone[2] else lone[1]]
        following = clauses[n + 1] if n + 1 < len(clauses) else ""
        told_after = _ZH_ADVISED.match(following.strip())
        advisors = (
            supervisors_in(clause)
            or (supervisors_in(following) if told_after else [])
            or zh_group_heads(clause)  # "在X大学王明教授课题组访学": the group's head
        )
        # "本科与博士均毕业于X大学，博士导师为Y": the advisors of the degree the clause names.
        whose = told_after.group("degree") if told_after and not supervisors_in(clause) else None
        # The place is the school (or the unit, when known by itself); as written, both.
        resolved = institutions.resolve(school + unit) or institutions.resolve(school)
        # "2016年至2020年在X攻读学士学位", "2018年9月至2023年6月，在X攻读博士学位": a range,
        # in the clause or in a clause of its own before it, is the degree's span.
        span = _zh_span(clause) or (
            _zh_span(clauses[n - 1], alone=True) if n and not years else None
        )
        for i, word in enumerate(degrees):
            kind = _ZH_DEGREES.get(word, "phd" if word[:1] in "Pp" else "visiting")
            year = years[i] if len(years) == len(degrees) else (years[0] if years else None)
            start, end = (None, year) if earned else (year, year if went else None)
            if span and len(degrees) == 1:
                start, end = span.start, span.end
            out.append(
                Education(
                    institution=resolved.name if resolved else school,
                    institution_raw=school + unit + initials, degree=kind,
                    degree_raw=word, start=start, end=end,
                    ongoing=not earned and end is None,
                    advisors=advisors if _ZH_DEGREES.get(whose, kind) == kind else [],
                    lines=[line_no, line_no],
                )
            )  # fmt: skip
    return out


# A note in brackets that names other places ("（现拆分为X学院和Y学院）", "（原Z实验室）"): not
# where the degree was earned: four characters or more. Initials in Latin letters ("（HUST）"),
# a date ("（2021年）"), a campus ("（深圳）", part of the school's name) and the advisors
# ("（导师：X教授）") stay.
_ZH_NOTE = re.compile(
    r"[（(](?=(?:[^（）()]*?[\u4e00-\u9fff]){4})(?![^（）()]*(?:导师|指导|师从))[^（）()]+[）)]"
)
_ZH_GRADUATED = re.compile(r"毕业")


def _zh_schools(clause: str) -> set[tuple[str, str, str]]:
    """(school, unit, initials) of each school the clause names."""
    return {
        (
            _ZH_BEFORE_SCHOOL.sub("", _ZH_LEAD.sub("", m["school"])),
            m["unit"] or "",
            _initials_after(m, clause),
        )
        for m in _ZH_SCHOOL.finditer(clause)
    }


def _graduated_from(clauses: list[str], n: int):
    """The school, and the date before it, of the clause before clause `n` when that
    clause says one graduated from one school and names no degree ("我从X大学毕业"),
    else None."""
    if n == 0:
        return None
    before = clauses[n - 1].strip()
    schools = _zh_schools(before)
    if len(schools) != 1 or not _ZH_GRADUATED.search(before) or _ZH_DEGREE.search(before):
        return None
    dated = "".join(m.group(0) for m in _ZH_YEAR.finditer(before))
    if not dated and n >= 2 and (lone := _ZH_YEAR.fullmatch(clauses[n - 2].strip())):
        dated = lone.group(0)  # "2023年6月，我从X大学毕业，…": the date a clause of its own
    return schools, dated


def _zh_span(clause: str, alone: bool = False):
    """A range of two dates (or one to now) in the clause (`alone`: that is all the clause
    says), else None."""
    clause = clause.strip()
    dr = find_range(clause)
    if not dr or dr.single or not dr.start or not (dr.end or dr.ongoing):
        return None
    return dr if not alone or (dr.span[0] <= 1 and dr.span[1] >= len(clause) - 1) else None


_ZH_CLAUSE = re.compile(r"[，,。；;]")
_ZH_LEAD = re.compile(
    r"^(?:[年月]|我是|我|是|也|目前|现为|现在|于|从|在|分别|先后|获得|取得|毕业于|就读于|并|和|"
    r"随后|之后|此后|后来|然后|其后|"
    r"及|与|的|曾|本科|硕士|博士|研究生)+"
)
# A place named by reference to one named before: "同一学院", "该校", "本校".
_ZH_SAME = re.compile(r"^(?:同一|同|该|本|此|原)(?:所|个)?(?:大学|学院|学校|校|研究院|研究所)")
_ZH_ADVISED = re.compile(
    r"(?:(?P<degree>本科|硕士|博士)(?:阶段|期间|生)?的?)?(?:师从|导师|[由在].{1,60}指导)"
)


# A personal-details form's fields (a Chinese résumé's table): the school, the level of
# study and the time of graduation, each a label with its value in the next cell
# ("学院 | X学院", "学历 | 本科", "毕业时间 | 2017.6") or after a colon.
_FORM_SCHOOL = re.compile(r"^(?:毕业|就读|所在)?(?:院校|学校|学院|大学)(?:名称)?$")
_FORM_LEVEL = re.compile(r"^(?:最高)?(?:学历|学位)(?:层次)?$")
_FORM_GRADUATED = re.compile(r"^毕业(?:时间|年份|日期|年月)$")
_FORM_LEVELS = {
    "本科": "bachelor", "学士": "bachelor", "硕士": "master", "研究生": "master",
    "博士": "phd", "大专": "other", "专科": "other",
}  # fmt: skip
_FORM_CELL = re.compile(r"\s+\|\s+|\s{2,}")
_FORM_LABEL = re.compile(r"[学校院历位业]")  # the cheap test: a line naming such a field


def form_school(lines: list[Line]) -> list[Education]:
    """The school a personal-details form names, with the level of study and the time of
    graduation the form gives beside it ("学院 | X职业学院" / "(大专)" / "毕业时间 |
    2017.6"). Read when no section lists a degree."""
    fields: dict[str, tuple[str, int]] = {}
    for n, ln in enumerate(lines):
        if not _FORM_LABEL.search(ln.text):
            continue
        for label, value in _form_pairs(ln.text):
            for kind, pattern in (
                ("school", _FORM_SCHOOL), ("level", _FORM_LEVEL), ("end", _FORM_GRADUATED)
            ):  # fmt: skip
                if pattern.match(label) and kind not in fields:
                    fields[kind] = (value, n)
    if "school" not in fields:
        return []
    school, n = fields["school"]
    written = _FIRST_SCHOOL.match(school)
    if not written or len(school) - written.end() > 4:
        return []
    after = lines[n + 1].text.strip() if n + 1 < len(lines) else ""
    level = fields.get("level", ("", 0))[0] + school
    if re.fullmatch(r"[(（][^()（）]{1,6}[)）]", after):
        level += after  # "江西X学院" / "(大专)": the level in brackets under the school
    word = next((w for w in _FORM_LEVELS if w in level), None)
    ended = find_range(fields["end"][0]) if "end" in fields else None
    resolved = institutions.resolve(written.group(0))
    return [
        Education(
            institution=resolved.name if resolved else written.group(0),
            institution_raw=written.group(0), degree=_FORM_LEVELS[word] if word else "other",
            degree_raw=word, end=ended.start if ended and ended.single else None,
            lines=[lines[n].no, lines[n].no],
        )
    ]  # fmt: skip


def _form_pairs(text: str) -> list[tuple[str, str]]:
    """(label, value) of each field of a form's row: "label | value" cells or
    "label：value"; a label's spaces dropped ("学  校" is 学校)."""
    cells = [c.strip() for c in _FORM_CELL.split(text) if c.strip()]
    pairs = []
    for i, cell in enumerate(cells):
        m = re.match(r"^([^:：]{1,8})\s*[:：]\s*(\S.*)$", cell)
        if m:
            pairs.append((re.sub(r"\s+", "", m.group(1)), m.group(2).strip()))
        elif i + 1 < len(cells):
            pairs.append((re.sub(r"\s+", "", cell), cells[i + 1]))
    return pairs
