"""Awards: one per entry or line; comma lists of awards count each item;
participations are not awards."""

from __future__ import annotations

import functools
import re

from .dates import find_dates, find_range
from .entries import Entry
from .model import Award
from .text import CJK, cjk_count

AWARD_WORDS = re.compile(
    r"(?i)award|prize|scholarship|fellowship|medal|honou?r|winner|finalist|place|grant|"
    r"dean'?s list|best|奖|荣誉|优秀|三好|标兵|称号|冠军|亚军|季军|一等|二等|三等"
)
# The nouns that name an honour ("... Scholarship", "优秀学生" is in AWARD_WORDS).
STRONG_AWARD = re.compile(
    r"(?i)\b(?:awards?|prizes?|scholarships?|fellowships?|medals?|honou?rs?|grants?)\b|"
    r"奖|荣誉|称号"
)
# A year or a run of years ("2019", "2019&2020&2021", "2024.12:"): no award of its own.
_YEAR_PART = re.compile(
    r"^[(（]?(?:19|20)\d\d(?:[./]\d{1,2})?(?:\s*(?:[-–—~至&/]|and)\s*(?:(?:19|20)\d\d|至今|present))*"
    r"[)）]?[:：]?$",
    re.I,
)
# A sentence or a grade among the parts of a line: prose, not a list of awards.
_PROSE_OR_SCORE = re.compile(r"[。！？]|\bGPA\b|\d+(?:\.\d+)?\s*/\s*\d+")
# The level or rank of an award, said after its name ("一等奖 (Top 5%)", "Honorable
# Mention", "Third Place", "Silver Medal").
AWARD_LEVEL = re.compile(
    r"(?i)^\s*(?:[一二三四特]等奖|[金银铜]奖|[金银铜]牌|优秀奖|(?:honou?rable|special) mention|"
    r"(?:first|second|third|1st|2nd|3rd|\d+th) (?:place|prize|class)|"
    r"(?:gold|silver|bronze)(?: medal)?|winner|runner[- ]up|finalist)\s*(?:[(（][^)）]*[)）])?\s*$"
)
PARTICIPATION = re.compile(r"(?i)^(?:participant|participation|attendee|参与者|参加|参赛)\b")
_LIST_LABEL = re.compile(r"(?i)^(?:awards?|honou?rs?|获奖|荣誉|奖励)\s*[:：]\s*")


def top_level_parts(text: str) -> list[str]:
    """The parts of a list between commas and semicolons outside brackets."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "(（[【":
            depth += 1
        elif ch in ")）]】" and depth > 0:
            depth -= 1
        if depth == 0 and ch in ",，、;；":
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    return [p.strip() for p in [*parts, cur] if p.strip()]


def labelled_award_list(text: str) -> bool:
    """ "Honors: A, B" or "获奖: A、B": a line that says it lists awards."""
    return bool(_LIST_LABEL.match(text.strip()))


_BRACKETS = re.compile(r"[(（][^)）]*[)）]")
# A space between two Chinese phrases, the second opening with a year or a character (not
# the space after a year: "2018年 新生奖学金"); each phrase names an award when it has an
# award's word and this many characters at least (not a level: "学业奖学金 一等奖").
_CJK_GAP = re.compile(rf"(?<=[{CJK}])(?<!年)\s+(?=(?:19|20)\d\d|[{CJK}])")
_AWARD_PHRASE = 5


def award_items(text: str) -> list[tuple[str, int | None]]:
    """Items of a line that lists awards ("A奖学金, B奖学金, 三好学生"), else []."""
    return list(_award_items(text))


@functools.lru_cache(maxsize=8192)
def _award_items(text: str) -> tuple[tuple[str, int | None], ...]:
    """Each award ``text`` lists with its year (see award_items)."""
    labelled = bool(_LIST_LABEL.match(text.strip()))
    t = _LIST_LABEL.sub("", text.strip()).rstrip("。.;；")
    # "国家奖学金 National Scholarship, 2019" and "2024, 国家奖学金": a year belongs to the
    # item after it when it opens the line, else to the item before it.
    parts: list[str] = []
    for p in top_level_parts(t):
        if parts and _YEAR_PART.match(parts[-1]) and len(parts) == 1:
            parts[-1] = f"{parts[-1]} {p}"
        elif parts and _YEAR_PART.match(p):
            parts[-1] = f"{parts[-1]}, {p}"
        else:
            parts.append(p)
    if len(parts) == 1:
        # "2018学年新生奖学金 2018届优秀毕业生": two awards a space sets apart.
        halves = _CJK_GAP.split(parts[0])
        named = all(AWARD_WORDS.search(h) and cjk_count(h) >= _AWARD_PHRASE for h in halves)
        parts = halves if len(halves) > 1 and named else parts
    if len(parts) < 2 and not labelled:
        return ()
    if any(_PROSE_OR_SCORE.search(p) for p in parts):
        return ()  # "曾多次获得A奖学金、B奖学金": honours told in a sentence, not listed
    # "Core Scholarship, X University(X大学奖学金)": a translation in brackets names no award.
    hits = [p for p in parts if AWARD_WORDS.search(_BRACKETS.sub("", p))]
    # "Honors: A (3%), B, C": the label names what the items are.
    if (len(hits) * 2 < len(parts) and not labelled) or any(len(p) > 80 for p in parts):
        return ()
    if len(parts) == 2 and len(hits) < 2 and not labelled:
        return ()  # "太湖奖学金,澳门大学": an award and its issuer
    out = []
    for p in parts:
        years = find_dates(p)
        year = int(years[-1][0][:4]) if years else None
        out.append((p, year))
    return tuple(out)


# An honour named without an award noun ("Merit Student", "Dean's List").
HONOUR_TITLE = re.compile(
    r"(?i)\b(?:merit|outstanding|excellent|exemplary|distinguished|model|triple-a)\s+"
    r"(?:students?|graduates?|undergraduates?|scholars?|leaders?|cadres?)\b|dean'?s list"
)
_QUALIFIER = re.compile(r"(?i)^(?:honou?rable mention|runner[- ]up|finalist|nominee)$")


# What joins two awards named on one line: "and", or "&" (tried alone, as a name of one
# may hold an "and": "Ann and Bo Lee Fellowship & Vale Fellowship").
_JOINTS = (re.compile(r"\s+and\s+(?=[A-Z])"), re.compile(r"\s+&\s+(?=[A-Z])"))


def award_list(text: str) -> list[str]:
    """The awards of a line that runs several into one ("First Academic Scholarship (Top
    5%), Merit Student"; "Bundy Scholarship and College Prize for Sciences", "Vale
    Fellowship & Lake Prize"), else []. A line with an issuer or a place after a comma is
    one award."""
    if cjk_count(text):
        return []
    parts: list[str] = []
    for p in top_level_parts(text):
        if parts and _YEAR_PART.match(parts[-1]) and len(parts) == 1:
            parts[-1] = f"{parts[-1]} {p}"
        elif parts and _YEAR_PART.match(p):
            parts[-1] = f"{parts[-1]}, {p}"
        else:
            parts.append(p)
    for joint in _JOINTS if len(parts) == 1 else ():
        halves = joint.split(parts[0])
        if len(halves) == 2 and all(STRONG_AWARD.search(h) for h in halves):
            parts = halves
            break
    if len(parts) < 2 or not all(map(_names_an_honour, parts)):
        return []
    return parts


def _names_an_honour(part: str) -> bool:
    """A short title with an award noun or an honour's name, not a description ("Grant
    (for travelling)" is the award of a "what (why), who" line)."""
    words = re.sub(r"[(（][^)）]*[)）]|\b\d[\d./-]*\b", " ", part).split()
    return (
        2 <= len(words) <= 8
        and not part[:1].islower()
        and not _QUALIFIER.match(part)
        and bool(STRONG_AWARD.search(part) or HONOUR_TITLE.search(part))
    )


def parse_award_lines(lines) -> list[Award]:
    out = []
    for ln in lines:
        if ln.blank or PARTICIPATION.match(ln.text):
            continue
        items = award_items(ln.text) if cjk_count(ln.text) else []
        if items:
            out.extend(Award(title=t, year=y, lines=[ln.no, ln.no]) for t, y in items)
            continue
        # Several awards run into one line between bullets ("A 2020 | B 2019 | C"); the
        # level of an award after a bar is part of it ("学业奖学金 | 一等奖").
        parts: list[str] = []
        for p in (p for p in ln.text.split(" | ") if p.strip()):
            if parts and (AWARD_LEVEL.match(p) or _YEAR_PART.match(parts[-1])):
                parts[-1] = f"{parts[-1]} | {p}"
            else:
                parts.append(p)
        if (
            len(parts) < 2
            or sum(bool(AWARD_WORDS.search(p)) for p in parts) * 2 <= len(parts)
            or (any(_opens_with_date(p) for p in parts[1:]) and not _dated_awards(parts))
            or _dated_row(parts)
        ):
            parts = [ln.text]
        for part in parts:
            items = award_list(part) or [part]
            out.extend(_award_from_text(t, [ln.no, ln.no]) for t in items)
    return [
        a
        for a in out
        if a.title
        and _names_something(a.title)
        and not _a_deed(a.title)
        and not _language_test(a.title)
    ]


# What one did, told as a deed ("Developed a suite of tools ...", "Significantly improved
# the modelling of ..."): an achievement of work, not an honour, unless it names one.
_DEED = re.compile(
    r"(?i)^(?:\w+ly\s+)?(?:developed|designed|implemented|built|created|led|managed|"
    r"organi[sz]ed|separated|classified|improved|published|wrote|conducted|analy[sz]ed|"
    r"proposed|contributed|established|integrated|maintained|authored|co-authored|"
    r"presented|taught|supervised|mentored|coordinated|launched)\b"
)


# A sentence in the first person ("I am interested in joining AI competitions ..."): prose.
_FIRST_PERSON = re.compile(r"(?:I|I'm|I’m|I am|We|My|Our)\s(?:\S+\s+){6}")


# A course or a certificate completed ("Certificate in College Teaching", "Completion of
# a Summer School"): a qualification, not an honour.
_CERTIFICATE = re.compile(
    r"(?i)^(?:certificates?|certifications?|certified|completion|completed)\b"
)


# A language test passed or its score ("CET-6", "IELTS 7.5", "法语 DELF 证书 B2", "英语六级"):
# a qualification, not an honour.
_LANGUAGE_TEST = re.compile(
    r"\b(?:CET|TOEFL|IELTS|TOEIC|DELF|DALF|JLPT|HSK|TestDaF|DSH)\b|托业|雅思|托福|"
    r"(?:英语|日语|德语|法语)?[四六]级|普通话"
)


def _language_test(title: str) -> bool:
    return bool(_LANGUAGE_TEST.search(title)) and not STRONG_AWARD.search(title)


def _a_deed(title: str) -> bool:
    deed = bool(_DEED.match(title) or _CERTIFICATE.match(title)) and not AWARD_WORDS.search(title)
    return deed or bool(_FIRST_PERSON.match(title))


def _dated_awards(parts: list[str]) -> bool:
    """Parts that each open with a date and name an award ("2019 Math Prize | 2020-2021
    Coding Cup Award"): a row of a table of two columns of awards, not an award and its
    date set apart."""
    return all(_opens_with_date(p) and AWARD_WORDS.search(p) for p in parts)


def _dated_row(parts: list[str]) -> bool:
    """Three parts or more, the first opening with the date and no other holding one
    ("2020 | Leadership Fellowship | Psychiatric Association | Awarded to residents …"):
    the columns of a table's row of one award, its year, title, issuer and what it was
    for."""
    return (
        len(parts) >= 3 and _opens_with_date(parts[0]) and not any(find_dates(p) for p in parts[1:])
    )


def _opens_with_date(text: str) -> bool:
    """The part after a bar opens with its date ("Prize | August 2021 For ..."): the
    bar sets the date of the award before it apart."""
    dates = find_dates(text)
    return bool(dates) and not text[: dates[0][1]].strip(" ,.:;-–(")


# What a title is made of when it names nothing: amounts, dates, units of time.
_NO_NAME = re.compile(
    r"(?i)[$€£¥]?\d[\d,.:/-]*[a-z]?\b|\b(?:hours?|hrs?|hr|nights?|days?|weeks?|months?|"
    r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\b|[^\w\s]"
)


@functools.lru_cache(maxsize=8192)
def _names_something(title: str) -> bool:
    """A title that is more than an amount, a date or a duration ("$9,000", "29 nights")."""
    rest = _NO_NAME.sub(" ", title)
    return bool(cjk_count(rest)) or any(len(w) >= 3 for w in rest.split())


_YEAR_TAIL = re.compile(r"(?:^|(?<=[\s,]))[-–]\s?\d\d\b")
_EMPTY_BRACKETS = re.compile(r"[(（]\s*[)）]")
_SPACES = re.compile(r"\s{2,}")
_GIVEN_BY = re.compile(r"\b(?:awarded|issued|given|granted)\s+by\s+(.+)$", re.I)


def _award_from_text(text: str, span: list[int]) -> Award:
    dr = find_range(text)
    year = int(dr.start[:4]) if dr and dr.start else None
    title = text
    if dr and dr.start:
        a, b = dr.span
        title = (text[:a] + " " + text[b:]).strip()
        title = _YEAR_TAIL.sub("", title)  # "2022-25" read as 2022
    title = _EMPTY_BRACKETS.sub(" ", title)  # "(2017)" once its year is taken
    title = _SPACES.sub(" ", title).strip(" ,;.|-–—")
    if title.count("(") != title.count(")"):
        title = title.strip("()")
    issuer = None
    m = _GIVEN_BY.search(title)
    if m:
        issuer = m.group(1).strip(" .,")
    return Award(title=title or None, year=year, issuer=issuer, lines=span)


def parse_award_entry(entry: Entry) -> list[Award]:
    """A headed entry ("### SC21 Student Cluster Competition / Nov. 2021 / *3rd Place*")."""
    texts = [ln.text for ln in entry.lines if not ln.bullet]
    if any(PARTICIPATION.match(t) for t in texts) or not (texts or entry.heading):
        return []
    if entry.heading is None and len(texts) == 1 and entry.lines[0].bullet:
        return parse_award_lines(entry.lines[:1])
    title = entry.heading.text if entry.heading else texts[0]
    year = None
    extra = []
    for t in texts[1:] if entry.heading else texts:
        dr = find_range(t)
        if dr and dr.start and year is None and len(t) < 30:
            year = int(dr.start[:4])
        elif entry.heading and len(t) < 80 and t != title:
            extra.append(t)
    if year is None:
        dr = find_range(title)
        year = int(dr.start[:4]) if dr and dr.start else None
    award = Award(title=title, year=year, lines=entry.span)
    if extra and AWARD_WORDS.search(extra[0]):
        award.title = f"{title} — {extra[0]}"
    return [award]
