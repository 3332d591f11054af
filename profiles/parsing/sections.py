"""Headings and section kinds, English and Chinese.

A line is a section heading when its words are all section vocabulary
("Selected Awards", "Other Experience", "教育背景"); a Markdown heading whose
words are not ("## Tongji University") is an entry heading inside a section.
A page that sets each section's name as a short line above a heading that says
something of it (an eyebrow: "Featured work" / "## Projects across research and ML.")
is read by its eyebrows.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field

from . import institutions
from .dates import find_range
from .entries import ORG_WORDS, TITLE_WORDS, date_only, degree_of
from .publication_authors import is_author_line
from .publication_entries import is_noise
from .text import CJK, NON_LETTERS, SIMPLIFY, Line, cjk_count, unspaced

# Checked in order: the first kind whose pattern matches the heading wins.
_KINDS_EN = [
    ("interests", r"interests?|research areas?|research topics?|research focus|areas of interest|"
     r"areas? of (?:focus|expertise|research|speciali[sz]ation)|focus areas?|research directions?|"
     r"research (?:fields?|themes?|keywords)|interest areas?|expertise|keywords|"
     r"(?:fields?|areas?) of (?:concentration|specialty)|speciali[sz]ations?|research agenda|"
     r"fields"),
    ("patents", r"patents?"),
    # Theses one supervised or examined, before "thesis" names one's own.
    ("service", r"thesis (?:supervision|advising)|theses supervised|committees?"),
    ("publications", r"publications?|papers?|preprints?|manuscripts?|works? in progress|"
     r"(?:papers|manuscripts|works) under review|under review|research outputs?|"
     r"conference papers?|journal papers?|theses|thesis|dissertations?|"
     r"articles?|books?|chapters?|monographs?|bibliography|proceedings|works|outputs?"),
    ("talks", r"talks?|presentations?|invited talks?|seminars?|posters?|keynotes?|"
     r"(?:conferences?|workshops?|meetings?|events?|schools?|seminars?) attended|"
     r"(?:conference|workshop|meeting)s? (?:attendance|participation)|attendance|"
     r"colloqui(?:a|ums?)|panels?|speaking(?: engagements)?|podcasts?|interviews?"),
    ("awards", r"awards?|honou?rs?|scholarships?|fellowships?|prizes?|competitions?|achievements?|grants?"),  # noqa: E501
    ("awards", r"rewards?|recognitions?|distinctions?|fundings?|hackathons?|olympiads?"),
    ("student_work", r"positions? of responsibility|responsibilit(?:y|ies)"),
    # Courses and workshops taken beside one's degrees ("Vocational Training"): no records.
    ("misc", r"(?:vocational|professional|further|additional|continuing|technical) training|"
     r"training courses?|short courses?"),
    # Training one is employed in, as a medical or American CV names it: jobs.
    ("experience", r"post ?doc(?:toral)? training|(?:clinical|residency|medical) training|"
     r"residency|residencies"),
    ("education", r"educations?|educational|academic background|degrees?|schooling|studies|training|qualifications?|credentials?|"  # noqa: E501
     r"academic (?:history|record|preparation|formation)|formation"),
    ("projects", r"projects?|open[- ]source"),
    ("teaching", r"teaching(?: assistantships?)?|courses taught"),
    ("service", r"services?|reviewing|reviewer|activities|volunteer\w*|leadership|mentor(?:ing|ship)|outreach|affiliations?|memberships?|diversity|equality|equity|inclusion|"  # noqa: E501
     r"peer review|program committees?|students supervised|supervision|advising|"
     r"community involvement|editorial boards?|conference organi[sz]ation|"
     r"organi[sz]ing committees?|organi[sz]ing|refereeing|journal referee(?:ing)?|"
     r"(?:events?|workshops?|conferences?|sessions?) organi[sz]ed|organi[sz]ed workshops|"
     r"societies|organi[sz]ations|clubs?|extra[- ]?curriculars?|involvement|sports?|athletics|"
     r"mentees|advisees|public engagement|science communication|"
     r"(?:students|theses) (?:mentored|supervised|advised|co-supervised)|"
     r"(?:supervised|mentored|advised|co-supervised) students"),
    ("experience", r"experiences?|employment|positions?|internships?|work|appointments?|career|research|visits?|stays?|"  # noqa: E501
     r"jobs?|professional history"),
    ("skills", r"skills?|languages?|tools|technologies|programming|coding|technical|competenc\w+|"
     r"certifications?|licen[cs]es?|certificates?|professional development|proficiency|"
     r"computing|strengths"),
    ("news", r"news|updates|announcements|(?:press|media) coverage|in the (?:media|press)|"
     r"press (?:and|&) media|media (?:and|&) press|press releases|media appearances"),
    ("about", r"about(?: me)?|who am i|bio(?:graphy)?|summary|profiles?|introduction|overview|contact(?: information)?|personal information|personal details"),  # noqa: E501
    ("references", r"references?|referees?"),
    # Courses taken ("Relevant Coursework", "Selected Courses"): a student's, no records.
    ("misc", r"other|miscellaneous|misc|additional information|hobbies|collaborators|"
     r"courses?(?: attended| taken)?|coursework|course work|modules|moocs?|trainings|software|"
     r"datasets"),
]  # fmt: skip
_FILLER = {
    "selected", "other", "recent", "professional", "academic", "and", "&", "of", "my", "the",
    "additional", "relevant", "honors", "research", "work", "industry", "industrial", "related",
    "key", "major", "peer", "reviewed", "refereed", "invited", "student", "course", "personal",
    "list", "full", "current", "previous", "university", "school", "campus", "extracurricular",
    "internship", "teaching", "experience", "information", "working",
    "received", "programs", "programmes", "background", "history", "held",
    "scholarly", "awarded", "conference", "contributed", "oral", "profession",
    "online", "public",
}  # fmt: skip
_KIND_RES = [(k, re.compile(rf"\b(?:{p})\b")) for k, p in _KINDS_EN]
# Sections without records of a person's career, which yield in a joint heading.
_MINOR = {"skills", "misc", "about", "news", "references", "talks", "service", "student_work"}
_WORDS_RE = re.compile(r"[a-z&]+")
_SKILLS = dict(_KIND_RES)["skills"]
_ALL_VOCAB = re.compile(r"^(?:" + "|".join(p for _, p in _KINDS_EN) + r")$")


def _spellings(alternative: str) -> list[str]:
    """The words a plain pattern alternative spells ("honou?rs?": honors, honours, ...)."""
    m = re.search(r"(\w)\?", alternative)
    if not m:
        return [alternative] if re.fullmatch(r"[a-z]+", alternative) else []
    head, tail = alternative[: m.start()], alternative[m.end() :]
    return _spellings(head + m.group(1) + tail) + _spellings(head + tail)


# Long words that name a section alone, against which a misspelt heading word is matched.
_LONG_WORDS = tuple(
    sorted(
        {
            w
            for _, p in _KINDS_EN
            for alternative in p.split("|")
            for w in _spellings(alternative)
            if len(w) >= 7
        }
    )
)


_LONG_BY_SIZE: dict[int, tuple[str, ...]] = {
    size: tuple(w for w in _LONG_WORDS if len(w) == size) for size in {len(w) for w in _LONG_WORDS}
}


def _one_slip(a: str, b: str) -> bool:
    """``a`` is ``b`` with one letter dropped, added or changed, or with the same letters
    in another order between the same first and last letter ("expierence")."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b) and a[0] == b[0] and a[-1] == b[-1] and sorted(a) == sorted(b):
        return True
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1 :] == b[i + 1 :]
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return longer[i + 1 :] == shorter[i:]


@functools.lru_cache(maxsize=4096)
def _spelt(word: str) -> str:
    """The section word a heading word of seven letters or more misspells, else the word."""
    if len(word) < 7 or word in _LONG_WORDS or word in _FILLER or _ALL_VOCAB.match(word):
        return word
    # One slip keeps the first letter or the last, and the length within one.
    near = (
        w
        for size in (len(word) - 1, len(word), len(word) + 1)
        for w in _LONG_BY_SIZE.get(size, ())
        if w[0] == word[0] or w[-1] == word[-1]
    )
    return next((w for w in near if _one_slip(word, w)), word)


_KINDS_ZH = [
    ("news", r"^(?:最新|近期|个人)?(?:动态|新闻|消息|近况)$"),
    ("references", r"^(?:推荐人|推荐信|证明人)$"),
    # Courses taken or taught ("主修课程", "主讲课程"), as "Coursework" in English.
    (
        "misc",
        r"^其他$|^其它$|爱好|^(?:主修|核心|相关|专业|所学|选修|研究生|本科|主讲|讲授)?课程$|"
        r"^(?:其他|其它|附加)信息$",
    ),
    ("teaching", r"教学工作"),
    ("talks", r"学术报告|学术交流|会议报告|受邀报告|讲座|学术会议|国际会议|参加会议|参会|学术活动"),
    (
        "student_work",
        r"学生工作|社会工作|学生干部|社团|社会实践|校园经历|志愿|课外活动|校园活动|社会活动",
    ),
    # "指导学生": mentoring, as in English; "学术任职", "兼职": posts on boards and committees.
    ("service", r"学术服务|服务|审稿|指导学生|学术任职|兼职|学术活动"),
    ("interests", r"研究方向|研究兴趣|研究领域|兴趣方向|申请方向|意向方向"),
    ("patents", r"^(?!.*(?:论文|发表|出版|著作|成果)).*专利"),  # not "论文与专利"
    ("publications", r"论文|发表|出版|著作|学术成果|科研成果|研究成果|专利|代表作|专著|教材"),
    ("awards", r"获奖|荣誉|奖项|奖励|奖学金|竞赛|称号"),  # "人才称号": titles of honour
    ("education", r"教育|^学历[:：]?$|学习经历|求学"),  # "学历" alone; "学历：硕士" is a field
    ("projects", r"项目|科研经历|研究经历|科研实践"),
    (
        "experience",
        r"实习|工作经历|工作经验|任职|经历|(?:工作|学术|职业|从业)履历|职业生涯|工作单位",
    ),
    ("skills", r"技能|能力|语言|证书|技术|特长"),
    (
        "about",
        r"个人信息|基本信息|个人简介|个人介绍|自我介绍|自我评价|个人优势|联系方式|"
        r"简介|关于我|个人评价",
    ),
]
_KIND_ZH_RES = [(k, re.compile(p)) for k, p in _KINDS_ZH]
# A Chinese word for the person holding a role ("实习生", the intern; "实习", internships).
_ZH_ROLE_NAME = re.compile(r"(?:实习生|研究员|工程师|助理|助教)$")
_PARENS = re.compile(r"\s*[(（][^)）]*[)）]\s*")
_NUMBERING = re.compile(r"^(?:[0-9]+|[IVX]+)[.)、]\s*")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_GRADE = re.compile(r"\d\s*/\s*\d")
# A date written in numbers ("18/03/22"), which is no grade.
_NUMERIC_DATE = re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}/\d{2,4}(?![\d/])")
_PRIZE = re.compile(r"(?i)\b(?:awards?|prizes?)\b")
# Sections whose records each open on a line with their dates.
_DATED_RECORDS = {"experience", "education"}


# A rule drawn after a heading, or a link set beside it ("Publications [Google Scholar]").
_DECORATION = re.compile(r"\s*[-—–─━_=~]{3,}\s*$|(?<=\w)\s+\\?\[.*\]\\?\s*$")
# The last visible characters a _DECORATION match can end in.
_DECORATION_ENDS = tuple("-—–─━_=~]\\")


@functools.lru_cache(maxsize=8192)
def _undecorated(text: str) -> str:
    """``text`` without _DECORATION, which is only looked for where the text's last
    visible character can end it (most lines end in a letter)."""
    return _DECORATION.sub("", text) if text.rstrip().endswith(_DECORATION_ENDS) else text


# A name joined by a dash to the kind of thing it names ("校园集结号-项目", "Atlas – Project"):
# one item's title, not a section's heading ("Honors-Awards" joins two section words).
_NAMED_ITEM = re.compile(r"^(?P<name>[^-–—]+?)\s*[-–—]\s*(?P<kind>[^-–—\s]+)$")


# A period a heading covers: "学术论文 (2021 年至今)", "Publications (2019-present)".
_SPAN_NOTE = re.compile(
    r"\s*[（(][^）)]*(?:19|20)\d\d[^）)]*(?:至今|present|now|[-–—~])[^）)]*[）)]\s*$", re.I
)


# A heading in both languages ("教育背景 Education", "Education | 教育背景", "Education /
# 教育经历", "Education（教育背景）"): its two halves, parted by a bar, a slash or a
# bracket, or where the script changes.
_TWO_SCRIPTS = re.compile(
    rf"\s*[|/｜／()（）]\s*|(?<=[{CJK}])\s*(?=[A-Za-z])|(?<=[A-Za-z])\s*(?=[{CJK}])"
)
_LATIN = re.compile(r"[A-Za-z]")


def _bilingual_kind(text: str) -> tuple[str, bool] | None:
    """(kind, strong) of a heading written in Chinese and in English, each half a section
    heading of its own; the Chinese half names the kind, as it does alone."""
    halves = [h for h in _TWO_SCRIPTS.split(text) if h.strip()]
    if len(halves) != 2:
        return None
    zh = [h for h in halves if cjk_count(h) and not _LATIN.search(h)]
    en = [h for h in halves if _LATIN.search(h) and not cjk_count(h)]
    if len(zh) != 1 or len(en) != 1:
        return None
    found_zh, found_en = classify_heading_strength(zh[0]), classify_heading_strength(en[0])
    if not found_zh or not found_en:
        return None
    return found_zh[0], found_zh[1] and found_en[1]


def _both_scripts(text: str) -> bool:
    """The text is a Chinese half and an English half ("野外考察 | Field Trips")."""
    halves = [h for h in _TWO_SCRIPTS.split(text) if h.strip()]
    return (
        len(halves) == 2
        and sum(1 for h in halves if cjk_count(h) and not _LATIN.search(h)) == 1
        and sum(1 for h in halves if _LATIN.search(h) and not cjk_count(h)) == 1
    )


_COMMA = re.compile(r"[,，]")
_CLAUSE_MARK = re.compile(r"[。;；]")


def _listed_kind(text: str) -> tuple[str, bool] | None:
    """(kind, weak) of a Chinese heading that lists, parted by commas, words that each
    name the same section on their own ("奖学金，荣誉&奖项"); None when a part names none
    ("一等奖学金，校级", an item and its level) or another one."""
    kinds = {classify_heading(part) for part in _COMMA.split(text)}
    if len(kinds) != 1 or None in kinds:
        return None
    return kinds.pop(), False


def classify_heading(text: str) -> str | None:
    """The section kind a heading names, or None when it is not a section word."""
    found = classify_heading_strength(text)
    return found[0] if found else None


@functools.lru_cache(maxsize=8192)
def classify_heading_strength(text: str) -> tuple[str, bool] | None:
    """(kind, strong): strong when every word of the heading is section vocabulary."""
    t = _undecorated(text).strip().strip(":：").strip()
    t = _SPAN_NOTE.sub("", _NUMBERING.sub("", unspaced(t))).strip()
    # A note in brackets does not make a heading long ("Publications (195 citations, ...)").
    if not t or len(_PARENS.sub(" ", t)) > 60 or _YEAR.search(t):
        return None  # "2022  国家奖学金", "Gates Scholarship  2017": an item with its year
    if cjk_count(t) and _LATIN.search(t) and (both := _bilingual_kind(t)):
        return both
    if " | " in t or t[0] == "|" or t[-1] == "|" or _GRADE.search(_NUMERIC_DATE.sub(" ", t)):
        # An entry's columns ("电子信息 | 一等奖学金"), a row of links ("| Paper |"), a grade
        # ("110/110 cum laude"); a date in a note in brackets ("(NB: from 02/05/19)") is not one.
        return None
    n_cjk = cjk_count(t)
    if n_cjk:
        t = t.translate(SIMPLIFY)
        t = re.sub(r"[（(][^）)]*[）)]", "", t).strip()
        n_cjk = cjk_count(t)
        if _CLAUSE_MARK.search(t):
            return None
        if _COMMA.search(t):
            return _listed_kind(t)
        if n_cjk > 10:
            return None
        if re.search(r"[A-Za-z]+\d", t):
            return None  # "NSDI21 最佳论文", "ICPC2019 金奖": an item that names its venue
        if _ZH_ROLE_NAME.search(t):
            return None  # "研究实习生", "实习工程师": the role of an entry, not its section
        for kind, rx in _KIND_ZH_RES:
            if rx.search(t):
                return kind, n_cjk <= 6
        return None
    low = t.lower().replace("’", "'")
    low = re.sub(r"\(.*?\)", " ", low)
    if "," in low and " and " not in low and len(low.split()) > 4:
        return None
    words = [_spelt(w) for w in _WORDS_RE.findall(low.replace("-", " "))]
    if not words or len(words) > 6:
        return None
    whole = _ALL_VOCAB.match(" ".join(words))  # a multi-word term ("areas of focus")
    unknown = [
        w
        for w in words
        if not whole
        and w not in _FILLER
        and not _ALL_VOCAB.match(w)
        and w not in {"me", "i", "am", "who", "in", "for", "to", "on", "with", "a"}
    ]
    # "Student Cluster Competitions": a qualifier or two before a section word is fine.
    if unknown and not (len(unknown) <= 2 and len(words) <= 4 and _ALL_VOCAB.match(words[-1])):
        return None
    # A heading joining two sections ("Education & Awards") is the first one it names
    # that holds records ("Certifications and Awards" are awards).
    phrase = " ".join(words)
    named = [
        next((kind for kind, rx in _KIND_RES if rx.search(part)), None)
        for part in re.split(r"\s*(?:&|\band\b)\s*", phrase)
    ]
    named = [kind for kind in named if kind]
    if len(named) < 2:
        named = [next((kind for kind, rx in _KIND_RES if rx.search(phrase)), None)]
    kind = next((k for k in named if k not in _MINOR), named[0])
    if kind in ("projects", "patents") and "publications" in named:
        kind = "publications"  # "Projects and Publications": papers, each a record to count
    if "interests" in named and re.search(r"\b(?:interests?|fields)$", phrase) and kind != "skills":
        # "Research and Teaching Interests": the interests of both; "Teaching Interests":
        # the courses one would teach, no research topic.
        teaching = "teaching" in phrase and "research" not in phrase
        kind = "teaching" if teaching else "interests"
    if kind == "interests" and _skills_not_research(phrase, named):
        kind = "skills"  # "Technical Expertise & Skills": what one can do, not research topics
    return (kind, not unknown) if kind else None


# Words that make a heading's interests or expertise research topics.
_RESEARCH_WORDS = re.compile(r"\b(?:research|scientific|academic|areas?|fields?|topics?)\b")


def _skills_not_research(phrase: str, named: list[str]) -> bool:
    """An interests heading that tells what one can do or likes, not what one studies:
    expertise or interests beside skills ("Technical Expertise & Skills", "Skills and
    Interests", whose interests are pastimes), or expertise said of no area of research
    ("Core Expertise"); "Research Areas & Expertise" and "Areas of Expertise" name
    research topics."""
    if _RESEARCH_WORDS.search(phrase):
        return False
    beside_skills = "skills" in named or bool(_SKILLS.search(phrase))
    if "interest" in phrase:
        return beside_skills and len(named) >= 2
    return beside_skills or phrase.endswith("expertise")


def _dated_line_below(lines: list[Line], i: int) -> bool:
    """The line right below line ``i`` opens on a date ("2015-2017: MSc. Public Health")."""
    below = lines[i + 1] if i + 1 < len(lines) else None
    dr = find_range(below.text) if below is not None and below.text else None
    return bool(dr and dr.span[0] == 0)


def _place_in_heading_style(line: Line, section: Section) -> bool:
    """A line set in the headings' style that names a place ("Centre for Economy Studies,
    Hill University") and no section by its words, inside a section of records: the head
    of the section's next entry, set as its headings are (a word of its name, "Studies",
    would name a section of its own)."""
    if section.kind in ("header", "misc") or section.heading is None:
        return False
    if classify_heading_strength(line.text) is not None:
        return False
    return bool(ORG_WORDS.search(line.text) or institutions.find_in(line.text))


def layout_heading_kind(text: str) -> str | None:
    """The kind of a line a PDF sets as a section heading: the kind its words name,
    even among words that are no section vocabulary ("Honours, Awards, and Programmes"),
    or None."""
    found = classify_heading_strength(text) or classify_heading_strength(_PARENS.sub(" ", text))
    if found:
        return found[0]  # a note in brackets says nothing of the kind: "论文 (2021 年至今)"
    words = _WORDS_RE.findall(text.lower().replace("-", " "))
    if not words or len(words) > 8 or _YEAR.search(text):
        return None
    named = [
        next((kind for kind, rx in _KIND_RES if rx.fullmatch(w)), None)
        for w in words
        if w not in _FILLER
    ]
    named = [kind for kind in named if kind]
    if not named and words[-1] in _FILLER:
        # "Industry & Applied R&D Experience": the last word, a section word, names it.
        named = [kind for kind, rx in _KIND_RES if rx.fullmatch(words[-1])][:1]
    return next((k for k in named if k not in _MINOR), named[0]) if named else None


@dataclass
class Section:
    kind: str  # header|interests|education|experience|projects|publications|awards|...
    title: str
    heading: Line | None
    lines: list[Line] = field(default_factory=list)
    inline: str = ""  # text after a colon in the heading ("研究方向: 机器学习系统")


def _heading_candidate(
    line: Line, prev_blank: bool, next_blank: bool, above: str = "", over_dates: bool = False
) -> str | None:
    """The text of ``line`` if it could be a section heading by its form; ``above``: the
    text of the line right above it, when that is not blank (read only for a short line
    with none of a heading's forms, where one holding only links' labels, "PDF",
    "[Code]", makes it one of them); over_dates: the line right below it opens on a date
    ("Education:" / "2015-2017: MSc. Public Health, X")."""
    if line.blank:
        return None
    text = _undecorated(line.text)  # "Selected Papers ————", "Papers [Scholar]"
    if not line.level and _names_an_item(text):
        return None
    if line.bullet:
        # "1. EDUCATION", "■ 研究兴趣": numbered or marked section titles, not list items.
        if len(text) > 40 or line.indent > 2 or re.search(r"[:：]\s*\S", text):
            return None  # "- 工作经验: 8年", "* Languages: English": a field of a list
        found = classify_heading_strength(text)
        return text if found and found[1] else None
    if line.level:
        return text
    short = _PARENS.sub(" ", text).strip() if ("(" in text or "（" in text) else text
    if len(short) > 40 or text.endswith((".", ",", ";", "。", "，")):
        return None
    letters = NON_LETTERS.sub("", text)
    if letters and letters.isupper() and len(letters) >= 4:
        return text
    if line.indent <= 2 and (prev_blank or next_blank):
        return text
    # LinkedIn-style exports put headings on their own line with no blank lines;
    # accept a short line made only of section words ("Experience", "Honors-Awards"),
    # not one among the link labels set under an item ("PDF" / "Presentation" / "Slides").
    short = len(text.split()) <= 3 and text[:1].isupper() and not (above and is_noise(above))
    found = classify_heading_strength(text) if short else None
    if found and found[1] and (not text.endswith(":") or over_dates):
        return text
    if cjk_count(text) and len(text) <= 12:
        return text
    return None


# Section words that name one thing of a list (an honour, a paper, a job, a project) in
# the singular; a section's heading names them in the plural ("Awards", "Projects").
_ONE_ITEM = re.compile(
    r"(?i)\b(?:award|prize|medal|fellowship|scholarship|grant|paper|article|chapter|patent|"
    r"project|internship|position|appointment|talk|presentation|poster|keynote|competition)$"
)


def _names_one_item(text: str) -> bool:
    """A title whose words name a section only in part and end on a section word in the
    singular ("Best Student Paper Award", "Graduate Fellowship", "Summer Internship"):
    one item's title, as a heading names its items in the plural."""
    return bool(_ONE_ITEM.search(_undecorated(text).strip().rstrip(":：").strip()))


@functools.lru_cache(maxsize=8192)
def _names_an_item(text: str) -> bool:
    if "-" not in text and "–" not in text and "—" not in text:
        return False  # _NAMED_ITEM joins its two parts by one of these dashes
    named = _NAMED_ITEM.match(text)
    return bool(
        named
        and classify_heading_strength(named["kind"])
        and classify_heading_strength(named["name"]) is None
    )


_LABEL = re.compile(r"^([A-Za-z][A-Za-z ]{2,30})\s*:\s*(\S.*)$")


# The text of a line is its columns joined by " | " (see text.make_lines).
_MARGIN_LABEL = re.compile(r"^([^\s|](?:[^\s|]|\s(?![\s|])){1,40}?)(?:\s{3,}|\s\|\s)(\S.*)$")
# The gap _MARGIN_LABEL needs after its label: a line without one is no label's.
_MARGIN_GAP = re.compile(r"\s{3}|\s\|\s")


def _interests_label(line: Line) -> bool:
    m = _LABEL.match(line.text)
    return bool(m) and classify_heading_strength(m.group(1)) == ("interests", True)


_FIELD = re.compile(r"^([^:：]{2,30})[:：]\s*\S")
# "研究方向: 机器学习系统": a section's word as a label, and the section's first content.
_RUN_IN = re.compile(r"^([^:：]{2,30})[:：]\s*(.+)$")


def _a_degrees_field(lines: list[Line], i: int, section: Section) -> bool:
    """ "Research interests: X", "研究方向: X", "论文题目: X" (the thesis's title) right under
    a degree's lines (no blank line between), or set apart as each of the degree's lines is
    with the degree's dates beside it or alone below it ("Research focus: X | Jan 2025 –
    Present", "Research focus: X" / "" / "Jan 2025 – Present"), is a field of that degree,
    not a section that would take the degrees below."""
    line = lines[i]
    if section.kind != "education" or not section.lines or line.level or line.bullet:
        return False
    if ":" not in line.text and "：" not in line.text:
        return False  # no label, which _FIELD needs: the dates around need not be read
    apart = i == 0 or lines[i - 1].blank
    if apart and not (find_range(line.text) or _dates_alone_below(lines, i)):
        return False
    m = _FIELD.match(line.text)
    return bool(m) and classify_heading(m.group(1).strip()) in ("interests", "publications")


def _dates_alone_below(lines: list[Line], i: int) -> bool:
    """The next line with text after line ``i`` holds a date range and nothing else."""
    below = next((ln for ln in lines[i + 1 : i + 4] if not ln.blank), None)
    return below is not None and not below.level and date_only(below)


def _degree_under_education(cand: str, kind: str, section: Section) -> bool:
    """A line of an education section that names a degree with a word of another section
    in it ("Secondary School Certificate", "Master of Research"): the next degree of the
    list (often a second one at the school above), not a section that would take it and
    the lines below it away. Only a section of no records gives way, or one of jobs to
    a degree's own name: "Postdoctoral Experience", "Undergraduate Research" name a level
    of study over a list of jobs, and "Doctoral Thesis" opens the thesis's section."""
    found = degree_of(cand) if section.kind == "education" and section.lines else None
    if not found or found[0] in ("visiting", "postdoc"):
        return False
    if kind == "experience":
        return not _STUDY_LEVEL.fullmatch(found[1].group(0))
    return kind in _MINOR


# Words that name a level of study, not a degree ("Doctoral Research", "Graduate Work").
_STUDY_LEVEL = re.compile(r"(?i)(?:post)?doctoral|(?:under)?grad(?:uate)?")


def _in_label_rows(lines: list[Line], i: int) -> bool:
    """Line ``i`` is one of a list of rows each led by a label in the margin column
    ("审稿人   CHI2020, UIST2020" / "志愿者   2018 年 UbiComp"): a row of its section."""
    near = [j for j in (i - 1, i + 1) if 0 <= j < len(lines) and not lines[j].blank]
    return any(
        not lines[j].heading and not lines[j].bullet and _MARGIN_LABEL.match(lines[j].text)
        for j in near
    )


def _section_rank(lines: list[Line]) -> int:
    """The Markdown heading level (1-6) of most headings that name a section, or 0."""
    levels = [
        ln.level
        for ln in lines
        if 1 <= ln.level <= 6 and (found := classify_heading_strength(ln.text)) and found[1]
    ]
    if len(levels) < 2:
        return 0
    top = max(set(levels), key=levels.count)
    return top if levels.count(top) >= 2 else 0


def _below_dated_head(lines: list[Line], i: int, section: Section) -> bool:
    """Line ``i`` follows (blank lines aside) an entry's dated first line, plain or bold,
    set apart as its heading by a blank line or its section's heading above ("Acme Ltd,
    Director, 2023 - now"), in a section of records: it is the entry's, as a line below a
    Markdown entry heading is, unless its words name a section outright."""
    if section.kind not in _DATED_RECORDS or lines[i].level:
        return False
    j = i - 1
    while j >= 0 and lines[j].blank:
        j -= 1
    last = next((ln for ln in reversed(section.lines) if not ln.blank), None)
    apart = lines[j - 1].blank or lines[j - 1] is section.heading
    if j < 1 or not apart or last is not lines[j]:
        return False
    above = lines[j]
    if above.bullet or _ranked(above) or above.text.endswith("."):
        return False  # a list item, or a sentence ("Proceedings of X, 2026.")
    return find_range(above.text) is not None


def _after_run_in(section: Section, line: Line, alone: bool) -> bool:
    """``line``, set apart as a heading (``alone`` between blank lines, no list item, no
    year), follows a section whose items all stood on its label's line ("**获奖:** X · Y" /
    "" / "联系我"): that section ended on its line, whatever the heading names."""
    if not alone or line.bullet or _YEAR.search(line.text) or section.kind == "header":
        return False
    content = (ln for ln in section.lines if not ln.blank)
    if section.inline:
        return next(content, None) is None
    # A label in the margin leaves its line, the items, as the section's first line.
    return section.heading is None and len(list(itertools.islice(content, 2))) == 1


def _ranked(line: Line) -> bool:
    """A Markdown heading (levels 1-6), not a bold line, a label or a plain line."""
    return 1 <= line.level <= 6


def _opened_without_rank(section: Section) -> bool:
    """The section was opened by a bold line, a label or a plain line, not a Markdown
    heading (the page's header aside)."""
    if section.kind == "header":
        return False
    return section.heading is None or not _ranked(section.heading)


def _under_entry_heading(lines: list[Line], i: int, section: Section) -> bool:
    """A plain line a blank line below a Markdown heading deeper than its section's
    ("## Work" / "### Acme Ltd (2021-)" / "" / "Consulting"): the entry's first line, as
    with no blank line between (a rendered page always sets one)."""
    line, top = lines[i], section.heading
    if line.level or line.bullet or i < 2 or not lines[i - 1].blank or not top:
        return False
    entry = lines[i - 2]
    return 1 <= top.level < entry.level <= 6


def _alone(lines: list[Line], i: int) -> bool:
    """Line ``i`` stands between blank lines (or the text's edges)."""
    return (i == 0 or lines[i - 1].blank) and (i + 1 >= len(lines) or lines[i + 1].blank)


def _eyebrow_shaped(lines: list[Line], i: int) -> bool:
    """Line ``i`` is a short plain line alone, a blank line above a Markdown heading whose
    words name no section ("Featured work" / "" / "## Projects across research and ML.")."""
    line = lines[i]
    if line.blank or line.level or line.bullet or line.indent or i + 2 >= len(lines):
        return False
    text = line.text
    if len(text) > 40 or len(text.split()) > 6 or text.endswith((".", ":", ",", "。", "：")):
        return False
    below = lines[i + 2]
    return (
        _alone(lines, i)
        and _ranked(below)
        and not _YEAR.search(text)
        and classify_heading_strength(below.text) is None
    )


def _eyebrows(lines: list[Line], rank: int) -> dict[int, str]:
    """The eyebrows of a page that sets each section's name as a small line above a
    heading that says something of it ("CV highlights" / "" / "## Research training with
    applied range."), each with the kind of the section it opens: the short lines alone
    above the headings of one level, no deeper than the section headings' rank, where
    two or more and most of that level's headings have one; {} when none does."""
    found = [i for i in range(len(lines)) if _eyebrow_shaped(lines, i)]
    out = []
    for level in {lines[i + 2].level for i in found}:
        mine = [i for i in found if lines[i + 2].level == level]
        headings = sum(1 for ln in lines if ln.level == level)
        if len(mine) >= 2 and len(mine) * 2 > headings and not (rank and level > rank):
            out.extend(mine)
    out.sort()
    kinds = {i: _eyebrow_kind(lines, i, next((j for j in out if j > i), len(lines))) for i in out}
    return {i: kind for i, kind in kinds.items() if kind}


def _lists_dated_records(lines: list[Line]) -> bool:
    """Two or more lines of the block hold a date range and nothing else ("Mar 2024 –
    present"): a list of records, each with its period (jobs, degrees)."""
    return sum(1 for ln in lines if not ln.bullet and date_only(ln)) >= 2


def _below_eyebrows_heading(line: Line, section: Section, brow_levels: dict[int, int]) -> bool:
    """``line`` is a Markdown heading deeper than the heading below the eyebrow that opened
    ``section`` ("Experience" / "## Roles I held" / "### Research Assistant"): an entry of
    that section, whatever level the page's other section headings are set at."""
    level = brow_levels.get(id(section.heading)) if section.heading is not None else None
    return level is not None and _ranked(line) and line.level > level


def _eyebrow_kind(lines: list[Line], i: int, end: int) -> str | None:
    """The kind of the section an eyebrow (line ``i``) opens, its block running to line
    ``end``: the kind its words name, or the heading's below it, or, when neither names
    one, a list of records when the block lists dated records; else None."""
    for text in (lines[i].text, lines[i + 2].text):
        found = classify_heading_strength(text)
        if found:
            return found[0]
    return "experience" if _lists_dated_records(lines[i + 3 : end]) else None


def _form(text: str) -> tuple[bool, bool]:
    """How a heading is written: in capitals, ending with a colon."""
    letters = NON_LETTERS.sub("", text)
    return letters.isupper(), text.rstrip().endswith((":", "："))


def _heading_forms(lines: list[Line], rank: int) -> set[tuple[bool, bool]]:
    """The form (see _form) every heading of the section rank that names a section shares,
    or none when they differ."""
    forms = {
        _form(ln.text)
        for ln in lines
        if rank and ln.level == rank and (found := classify_heading_strength(ln.text)) and found[1]
    }
    return forms if len(forms) == 1 else set()


def _a_capitals_heading(lines: list[Line], i: int) -> bool:
    """Line ``i`` is a plain line in capitals alone between blank lines ("FIELD WORK")."""
    line = lines[i]
    if line.level or line.bullet or line.indent or not _alone(lines, i):
        return False
    letters = NON_LETTERS.sub("", line.text)
    return len(letters) >= 4 and letters.isupper()


def _headed_in_capitals(lines: list[Line]) -> bool:
    """Three or more of the text's section headings are plain lines in capitals alone."""
    named = 0
    for i, line in enumerate(lines):
        if line.text and _a_capitals_heading(lines, i):
            found = classify_heading_strength(line.text)
            named += bool(found and found[1])
    return named >= 3


def _unnamed_heading(line: Line, section: Section) -> bool:
    """A heading whose words name no section nor an entry's place, role or degree, which
    reads as a heading (six words or fewer, no year, no columns, no sentence), below a
    section that is not the page's header nor a list of papers (whose lists are often
    parted by headings of their own)."""
    text = line.text
    if section.kind in ("header", "publications") or len(text.split()) > 6:
        return False
    if re.search(r"\d", _NUMBERING.sub("", text)) or text.endswith((".", ",")):
        return False  # a year, a grade ("GPA: 3.9/4.0"): an item's or an entry's line
    if " | " in text and not _both_scripts(text):
        return False  # an entry's columns, not a heading in two languages ("考察 | FIELD TRIPS")
    return classify_heading_strength(text) is None and not _names_a_record(text)


def _names_a_record(text: str) -> bool:
    """Words that head an entry, not a section: a place, a role or a degree ("HILL
    UNIVERSITY", "RESEARCH ASSISTANT", "PHD IN GEOLOGY")."""
    return bool(
        ORG_WORDS.search(text)
        or TITLE_WORDS.search(text)
        or degree_of(text)
        or institutions.find_in(text)
    )


def _set_as_the_headings(
    lines: list[Line], i: int, style: tuple[int, set, bool, set[int]], section: Section
) -> bool:
    """Line ``i`` is a heading whose words name no section, set as the section headings
    are: a Markdown or Word heading of their level, capitals and colon ("## Extra courses
    taken:" among "## Academic Studies:" and "## Professional experience:"), a plain
    line in capitals alone where three of them are ("FIELD SEASONS LED"), or a line of
    the shape every section heading has, alone among them (see _lone_unnamed:
    "**Expeditions**", "【野外考察】"). It ends the section above. ``style``: the rank, the
    forms and the capitals of the headings, and the lines of their shape alone."""
    rank, forms, capitals, lone = style
    line = lines[i]
    if line.raw.startswith("#"):
        shaped = bool(forms) and line.level == rank and _form(line.text) in forms
    else:
        shaped = (capitals and _a_capitals_heading(lines, i)) or i in lone
    return shaped and _unnamed_heading(line, section)


def _lone_unnamed(lines: list[Line], shape: tuple | None, shaped: list[int]) -> set[int]:
    """The lines of the shape of the section headings (see _headings_shape; ``shaped``,
    the lines of that shape) whose words name no section, between two that do (or the
    text's end): a section of its own among them ("Expeditions"). Two or more such lines
    in a row are the titles of groups within a section ("TRAINING" / "COURSERA" / "TECH
    CENTER"), not sections."""
    if shape is None:
        return set()
    if shape[1]:
        shaped = _counted(lines, shaped)
    unnamed = {i for i in shaped if classify_heading_strength(lines[i].text) is None}
    return {
        i
        for k, i in enumerate(shaped)
        if i in unnamed
        and (k == 0 or shaped[k - 1] not in unnamed)
        and (k + 1 == len(shaped) or shaped[k + 1] not in unnamed)
    }


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9}
_ROMAN.update({"X": 10, "XI": 11, "XII": 12})
_CHINESE_DIGITS = "一二三四五六七八九十"


def _title_number(raw: str) -> int | None:
    """The number a numbered title opens with ("3. Education", "IV. AWARDS", "五、获奖")."""
    m = _NUMBERED_TITLE.match(raw)
    if not m:
        return None
    mark = m.group(1)
    if mark.isdigit():
        return int(mark)
    if mark in _ROMAN:
        return _ROMAN[mark]
    if len(mark) == 1:
        return _CHINESE_DIGITS.index(mark) + 1
    return None


def _counted(lines: list[Line], numbered: list[int]) -> list[int]:
    """The numbered titles that count on from the one before ("4. Awards", "5.
    Expeditions"), as the items numbered in a list below one of them do not ("1. Glacier
    Survey")."""
    out: list[int] = []
    for i in numbered:
        number = _title_number(lines[i].raw)
        if number is not None and (not out or number == _title_number(lines[out[-1]].raw) + 1):
            out.append(i)
    return out


# A title wrapped in brackets or dashes ("【教育背景】", "[Education]", "— Education —"),
# or after a bar or a block that marks headings, not list items ("▌教育背景", "§ Education").
_WRAPPED_TITLE = re.compile(
    r"^(?:[【\[〔「『].*[】\]〕」』]|[-—–─~=*#]+\s*\S.*\S\s*[-—–─~=*#]+|[▌▍▎▋█▐§]\s*\S.*)$"
)
# A title numbered as a section is ("IV. EDUCATION", "三、教育背景", "2) Education",
# "（一）教育背景").
_NUMBERED_TITLE = re.compile(
    r"^\s*[(（]?(\d{1,2}|[IVX]{1,5}|[一二三四五六七八九十]{1,3})\s*[.)、．）]\s*\S"
)
# A rule drawn beside a title ("EDUCATION ─────", "Education ____"), or alone below it.
_RULE_BESIDE = re.compile(r"\S\s*[-—–─━_=~]{3,}\s*$")
_RULE_LINE = re.compile(r"^\s*[-—–─━_=~*]{3,}\s*$")
_SPACED_TITLE = re.compile(r"^\S(?: \S)+(?: {2,}\S(?: \S)+)*$")


@functools.lru_cache(maxsize=8192)
def _written_shape(text: str, raw: str) -> tuple[bool, ...]:
    """What a line's own words show of a heading's form (see _shape), read from its text
    and its raw text, both stripped: a number, brackets or dashes around it, capitals,
    letter spacing, both scripts, a colon at its end, a rule beside it."""
    letters = NON_LETTERS.sub("", text)
    return (
        bool(_NUMBERED_TITLE.match(raw)),
        bool(_WRAPPED_TITLE.match(text)),
        len(letters) >= 4 and letters.isupper(),
        bool(_SPACED_TITLE.match(raw)) and len(raw) > 4,
        bool(cjk_count(text) and _LATIN.search(text)),
        text.endswith((":", "：")),
        bool(_RULE_BESIDE.search(raw)),
    )


def _shape(lines: list[Line], i: int) -> tuple | None:
    """How line ``i`` is set, as far as a section heading's form goes: its Markdown
    level or bold, its number, brackets or dashes around it, capitals, letter spacing,
    both scripts, a colon at its end, a rule beside or below it, and whether a blank
    line precedes and follows it (a list's last item is set apart below, not above);
    None for a line in no form of its own (plain words, or an item's list mark, which a
    heading's mark "◆" becomes too) whose shape would say nothing."""
    line = lines[i]
    text, raw = line.text.strip(), line.raw.strip()
    if not text or line.indent:
        return None
    numbered, wrapped, capitals, spaced, both, colon, rule_beside = _written_shape(text, raw)
    shape = (
        line.level,
        numbered,
        wrapped,
        capitals,
        spaced,
        both,
        colon,
        rule_beside or (i + 1 < len(lines) and bool(_RULE_LINE.match(lines[i + 1].raw))),
    )
    if not any(shape) or (line.bullet and not shape[1]):
        return None
    return (*shape, i == 0 or lines[i - 1].blank, i + 1 >= len(lines) or lines[i + 1].blank)


def _may_have_shape(lines: list[Line], i: int, shape: tuple) -> bool:
    """Line ``i`` agrees with ``shape`` in what is read without a pattern (its Markdown
    level, a colon at its end, the blank lines around it): a line that does not cannot
    have that shape, and _shape need not read it."""
    line = lines[i]
    return (
        line.level == shape[0]
        and line.text.strip().endswith((":", "：")) == shape[6]
        and (i == 0 or lines[i - 1].blank) == shape[8]
        and (i + 1 >= len(lines) or lines[i + 1].blank) == shape[9]
    )


def _of_shape(lines: list[Line], shape: tuple) -> list[int]:
    """The lines with text whose shape (see _shape) is ``shape``."""
    return [
        i
        for i in range(len(lines))
        if lines[i].text and _may_have_shape(lines, i, shape) and _shape(lines, i) == shape
    ]


def _headings_shape(lines: list[Line]) -> tuple[tuple | None, list[int]]:
    """The shape (see _shape) of three or more lines whose words name a section outright,
    where all but a few of such lines share it (a list item "Teaching" among the skills
    may not) and most lines of that shape are such headings (not where every entry's
    title is set in capitals as well), or None; with the lines of that shape, which
    _lone_unnamed reads too (found once: a pass over every line)."""
    named = [
        _shape(lines, i)
        for i, ln in enumerate(lines)
        if ln.text and (found := classify_heading_strength(ln.text)) and found[1]
    ]
    if not named:
        return None, []
    top = max(set(named), key=named.count)
    count = named.count(top)
    if top is None or count < 3 or count * 3 < len(named) * 2:
        return None, []
    shaped = _of_shape(lines, top)
    return (top, shaped) if count * 2 > len(shaped) else (None, [])


def _titled_like_a_work(text: str) -> bool:
    """A heading as long as a paper's title (four words or more, eight Chinese characters
    or more: "A Survey of Lake Models"), not a section's ("Contact", "欢迎交流")."""
    return len(text.split()) >= 4 or cjk_count(text) >= 8


def _papers_title(lines: list[Line], i: int, section: Section) -> bool:
    """A Markdown heading in a list of papers, deeper than the list's heading or under a
    list opened by a plain line, that reads as a paper's title (five words or more, no
    section's heading) with an author list in the next three lines ("### Tidal Maps for
    Shallow Lakes" / "LakeConf 2025" / "**Ada Quinn**, Bo Lind"): the paper's title,
    whatever its first word says ("### Position: Lake Models Need Data")."""
    line = lines[i]
    if section.kind != "publications" or not _ranked(line) or len(line.text.split()) < 5:
        return False
    top = section.heading
    if top is not None and _ranked(top) and line.level <= top.level:
        return False
    found = classify_heading_strength(line.text)
    if found and found[1]:
        return False
    below = [ln for ln in lines[i + 1 : i + 8] if not ln.blank][:3]
    return any(not _ranked(ln) and is_author_line(ln.text) for ln in below)


def _tag_between_papers(lines: list[Line], i: int, section: Section) -> bool:
    """A plain line in a list of papers whose next line is the next paper's title set as
    a heading ("Journal of Lakes" / "Selected talk" / "### Drift of Sand Bars ..."): a
    tag of the paper above, not a section's heading, as the list goes on below it."""
    if section.kind != "publications" or lines[i].level or lines[i].bullet:
        return False
    j = next((k for k in range(i + 1, len(lines)) if not lines[k].blank), None)
    return j is not None and _papers_title(lines, j, section)


def _first_entry(line: Line, section: Section, by_layout: bool) -> bool:
    """Where a PDF's fonts mark its headings, a line they do not mark right under one
    that names a section with words of its own ("Projects" / "Robot Soccer Competitions")
    is the title of the section's first entry, not a heading of its own; one in section
    words alone ("Publications" under "学术相关") is a sub-heading."""
    if not (
        by_layout
        and not line.heading
        and section.heading is not None
        and section.heading.heading
        and not any(ln.text for ln in section.lines)
    ):
        return False
    found = classify_heading_strength(line.text)
    return not (found and found[1])


def split_sections(lines: list[Line]) -> list[Section]:
    sections = [Section("header", "", None)]
    n = len(lines)
    by_layout = sum(1 for ln in lines if ln.heading) >= 3
    rank = _section_rank(lines)
    forms = _heading_forms(lines, rank)
    capitals = _headed_in_capitals(lines)
    lone = _lone_unnamed(lines, *_headings_shape(lines))
    brows = _eyebrows(lines, rank)
    brow_levels = {id(lines[i]): lines[i + 2].level for i in brows}
    # The heading below an eyebrow of a list of records says something of the list ("##
    # Roles I held"): no record, nor a part of the first one.
    taglines = {i + 2 for i, kind in brows.items() if kind in _DATED_RECORDS}
    for i, line in enumerate(lines):
        if i in brows:
            # An eyebrow names its section, and the heading below it is its first line.
            sections.append(Section(brows[i], line.text, line))
            continue
        if i in taglines:
            continue
        if line.heading and line.text and not _place_in_heading_style(line, sections[-1]):
            # A PDF sets it as a section heading: a section, of the kind its words
            # name, or one of no kind of record (after the header) when they name none.
            kind = layout_heading_kind(line.text) or ("misc" if len(sections) > 1 else None)
            if kind:
                sections.append(Section(kind, line.text, line))
                continue
        if _a_degrees_field(lines, i, sections[-1]) or _papers_title(lines, i, sections[-1]):
            sections[-1].lines.append(line)
            continue
        if by_layout and line.body and len(sections) > 1 and not _interests_label(line):
            # Where a PDF's fonts mark its headings, a line in the body's style is none
            # ("Chapter 2 of my thesis", "志愿者  2018 年 UbiComp").
            sections[-1].lines.append(line)
            continue
        prev_blank = i == 0 or lines[i - 1].blank
        next_blank = i + 1 >= n or lines[i + 1].blank
        in_item = (
            line.indent > 0
            and not line.bullet
            and i > 0
            and (lines[i - 1].bullet or lines[i - 1].indent == line.indent)
        )
        # A line indented under a list item, or under an indented line of the item, is
        # the item's ("  论文: X" under "- 硕士, 2019"; "  湖泊技术与应用", a journal, under
        # "  何嘉琪,李四等"); an item between two others of a list without a break is an
        # item too.
        in_item = in_item or (
            line.bullet
            and not prev_blank
            and not next_blank
            and lines[i - 1].bullet
            and lines[i + 1].bullet
        )
        # A plain line right below a Markdown heading of an entry ("### Acme Ltd (2021-)")
        # is that entry's first line ("信息技术咨询服务", "Research and consulting"); a
        # heading above the first section is the page's title ("# CV"), no entry's.
        under_entry = (
            not line.level
            and not line.bullet
            and i > 0
            and _ranked(lines[i - 1])
            and sections[-1].heading is not lines[i - 1]
            and sections[-1].kind != "header"
        ) or _under_entry_heading(lines, i, sections[-1])
        # Where eyebrows name the sections, a line in another form names none ("Selected
        # talk" set under a paper as its tag).
        by_eyebrows = len(brows) >= 3 and not _ranked(line)
        cand = None
        if not (
            in_item or under_entry or by_eyebrows or _first_entry(line, sections[-1], by_layout)
        ):
            above = "" if prev_blank else lines[i - 1].text
            over_dates = line.text.endswith(":") and _dated_line_below(lines, i)
            cand = _heading_candidate(line, prev_blank, next_blank, above, over_dates)
        kind = inline = None
        if cand is not None:
            m = _RUN_IN.match(cand) if ":" in cand or "：" in cand else None
            labelled = m and (line.level or cjk_count(m.group(1)))
            label_kind = labelled and classify_heading(m.group(1))
            if not line.level and (
                (label_kind and label_kind == sections[-1].kind)
                or (labelled and not label_kind and sections[-1].kind == "education")
            ):
                # "学历：硕士" under "教育经历": a field of the section's form, not a new
                # one; so is "专业：计算机科学与技术", whose label names no section at all
                # (its value's "技术" is no heading).
                sections[-1].lines.append(line)
                continue
            if label_kind:
                cand, inline = m.group(1), m.group(2)  # "研究方向: 机器学习系统"
                # Another form field on the same line ("... | 意向导师: X") is not content.
                fields = re.split(r"\s+\|\s+(?=[^|:：]{1,16}[:：])", inline)
                inline = fields[0]
                if len(fields) > 1 and sections[-1].kind == "education" and not line.level:
                    # "研究方向: 视觉 | 导师: X" under a degree: the degree's own fields.
                    sections[-1].lines.append(line)
                    continue
            found = classify_heading_strength(cand)
            kind = found[0] if found else None
            cur = sections[-1]
            deeper = (
                cur.heading is not None and cur.heading.level and line.level > cur.heading.level
            )
            if found and deeper and (not found[1] or found[0] == cur.kind):
                kind = None  # "### SC21 Student Cluster Competition" under "## Competitions"
            elif (
                found
                and not found[1]
                and cur.kind not in _MINOR | {"header"}
                and _names_one_item(cand)
                and not (rank and _ranked(line) and line.level <= rank)
            ):
                # "**Best Student Paper Award**" under "**Honors and Awards**": an item of a
                # section of records (under "Skills", no item of its: a list of jobs or
                # honours that the heading leaves out begins).
                kind = None
            elif (
                found
                and not found[1]
                and found[0] == cur.kind
                and (
                    not line.level
                    or _YEAR.search(cand)
                    or (cur.kind in _DATED_RECORDS and not _ranked(line))
                )
            ):
                # "National Scholarship" among the awards is an award; "**Master's Degree
                # (2019-2021)**" under "**Education**", a heading of its own, a degree.
                kind = None
            elif (
                found
                and not found[1]
                and not line.level
                and _degree_under_education(cand, found[0], cur)
            ):
                kind = None  # "SECONDARY SCHOOL CERTIFICATE" below a school's first degree
            elif found and not found[1] and _below_dated_head(lines, i, cur):
                kind = None  # "Acme Ltd (Director) (2023/02 - now)" / "" / "软件外包咨询服务"
            elif found and not found[1] and cur.kind == "awards" and not prev_blank and cur.lines:
                kind = None  # "Best Paper" / "Association for Lake Studies": the item's issuer
            elif (
                found
                and not found[1]
                and cur.kind == "publications"
                and not prev_blank
                and _PRIZE.search(cand)
            ):
                kind = None  # "Best Presentation Award" set under a paper: the paper's honour
            elif found and _tag_between_papers(lines, i, cur):
                kind = None  # "Selected talk" under a paper, the next paper's title below
        if not kind and not line.bullet and line.indent == 0 and not line.level:
            # A label in a left margin column, on the first line of its section
            # ("EDUCATION   Ph.D. in Computer Science   Sept 2023 - Present").
            m = _MARGIN_LABEL.match(line.text) if _MARGIN_GAP.search(line.text) else None
            found = classify_heading_strength(m.group(1)) if m else None
            if found and found[1] and not (by_layout and _in_label_rows(lines, i)):
                line.text = m.group(2)
                sections.append(Section(found[0], m.group(1), None))
                sections[-1].lines.append(line)
                continue
        if not kind and not line.bullet and line.indent == 0 and not line.level:
            # Label style: "Research interests: NLP, machine translation" at the margin.
            m = _LABEL.match(line.text)
            # "Keywords: A, B" under a paper are the paper's; as a heading they are the
            # person's.
            own = m and not re.search(r"(?i)keywords", m.group(1))
            # "Research focus: A | Jan. 2025 – Present" under a degree: a field of the
            # entry, dated as the entry is, not a section of the person's interests.
            own = own and not (sections[-1].kind in _DATED_RECORDS and _YEAR.search(m.group(2)))
            if own and classify_heading_strength(m.group(1)) in (("interests", True),):
                kind, cand, inline = "interests", m.group(1), m.group(2)
        if kind:
            sections.append(Section(kind, cand, line, inline=inline or ""))
        elif _below_eyebrows_heading(line, sections[-1], brow_levels):
            sections[-1].lines.append(line)
        elif (
            line.raw.startswith("#")
            and line.level == rank
            and _opened_without_rank(sections[-1])
            and not (sections[-1].kind == "publications" and _titled_like_a_work(line.text))
        ):
            # A Markdown heading of the rank of the section headings ("## 欢迎交流") ends
            # a section that a lesser line opened ("**竞赛获奖:** X · Y"), even where its
            # words name no kind of record; in a list of papers, a paper's title is none.
            sections.append(Section("misc", line.text, line))
        elif _set_as_the_headings(lines, i, (rank, forms, capitals, lone), sections[-1]):
            sections.append(Section("misc", line.text, line))
        elif cand is not None and _after_run_in(sections[-1], line, prev_blank and next_blank):
            sections.append(Section("misc", cand, line))
        else:
            sections[-1].lines.append(line)
    return sections
