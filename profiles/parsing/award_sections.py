"""Awards sections read as a reader of the CV would: which lines are award items.

Items are grouped here (an item wrapped until its year; a year on a line of its own
before its title; the indented continuation of a bullet). Used by ``cv`` for every
section of kind ``awards``.
"""

from __future__ import annotations

import difflib
import functools
import html
import itertools
import re

from .awards import (
    AWARD_LEVEL,
    AWARD_WORDS,
    HONOUR_TITLE,
    STRONG_AWARD,
    parse_award_entry,
    parse_award_lines,
)
from .entries import split_entries
from .model import Award
from .sections import Section, classify_heading, classify_heading_strength
from .text import HEADING_COLON, SIMPLIFY, Line, cjk_count
from .wrapping import STARTS_DATED

# Sub-sections about something other than honours.
_OTHER_TOPIC = re.compile(
    r"(?i)\b(?:visit(?:s|ing)?|organi[sz](?:ation|ing)|conferences?|seminars?|talks?|"
    r"presentations?|travel|courses?|teaching|supervis\w*|mentor\w*|reviews?|reviewing|"
    r"services?|programs?|programmes?|hobbies|interests|skills|coding|profiles?|languages?|"
    r"memberships?|outreach|activit(?:y|ies)|disclosures?|curriculum|certificat\w*|patents?|"
    r"publications?|references?|contact|press|media|coverage|interviews?|software)\b|"
    r"语言|英语|外语|技能|证书|爱好|兴趣"
)
_SERVICE = re.compile(r"(?i)\breview|supervis")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


# A section of the honours the person's students won ("Students' Honors", "Awards of
# Mentees", "指导学生获奖"): not the person's own.
_STUDENTS_HONOURS = re.compile(
    r"(?i)\b(?:students|mentees|advisees)['’]?\s+(?:honou?rs|awards|prizes)|"
    r"\b(?:honou?rs|awards|prizes)\s+(?:of|to|received by|won by)\s+(?:my\s+)?"
    r"(?:students|mentees|advisees)\b|指导学生"
)


# A labelled line of skills in a section of "Skills and Awards" ("Languages: English",
# "编程与工具: Python"): no honour.
_SKILL_LABEL = re.compile(
    r"(?i)^\W*(?:languages?|skills?|programming|tools?|software|computer|technical|"
    r"certificat\w*|interests|hobbies|语言|外语|英语|编程|技能|工具|软件|证书|爱好|兴趣)[^:：]{0,8}[:：]"
)


def _skill_line(text: str) -> bool:
    m = _SKILL_LABEL.match(text)
    return bool(m) and not AWARD_WORDS.search(m.group(0))


# The header row of a table of awards ("Award | Year", "获奖名称 | 排名 | 获奖时间"): every cell
# names a column.
_COLUMN_NAME = re.compile(
    r"(?i)^(?:awards?|honou?rs?|prizes?|titles?|names?|years?|dates?|time|rank(?:ing)?|"
    r"levels?|issuers?|organi[sz]ations?|institutions?|descriptions?|"
    # "Name of Honor/Prize", "Awarding Organization", "Achievement for which awarded".
    r"name of (?:honou?rs?|prizes?|awards?)(?:/\w+)?|awarding (?:organi[sz]ation|body)|"
    r"achievements?(?: for which awarded)?|"
    r"(?:获奖|奖项|荣誉)?(?:名称|排名|时间|日期|级别|等级|年份|颁发单位|颁奖单位)|奖项|获奖)$"
)


# The columns of a row: bars, or the wide gaps of a table read from a page.
_CELL_GAP = re.compile(r"\s*\|\s*|\s{3,}")


@functools.lru_cache(maxsize=8192)
def _header_row(text: str) -> bool:
    cells = [c.strip() for c in _CELL_GAP.split(text.strip())]
    return len(cells) >= 2 and all(_COLUMN_NAME.match(c) for c in cells)


# "(if unclear from the title)": a note in brackets on how to read a table's column.
_COLUMN_NOTE = re.compile(r"^[(（][a-z][^()（）]*[)）]$")


def _without_skills(lines: list[Line]) -> list[Line]:
    """The lines without labelled lines of skills, nor the wrapped lines of such an item
    of a bulleted list ("- 英语能力: 雅思 6.5 | ... 具备熟练的英文文" / "献阅读能力")."""
    out: list[Line] = []
    skipping = False
    for ln in lines:
        if skipping and ln.text and not ln.bullet and not ln.level:
            continue
        skipping = _skill_line(ln.text)
        if not skipping:
            out.append(ln)
        skipping = skipping and ln.bullet
    return out


# A heading whose last word says the things listed were organised ("Conference and
# Competition Organization"): service, though it names a competition.
_ORGANISED = re.compile(r"(?i)\borgani[sz](?:ation|ing|ed)\W*$")


def awards_of_section(sec: Section) -> list[Award]:
    if _STUDENTS_HONOURS.search(sec.title or "") or _ORGANISED.search(sec.title or ""):
        return []
    awards = _awards_listed(sec)
    if _honours_among_other_things(sec.title or ""):
        named = [a for a in awards if _names_an_honour(a.title or "")]
        if len(named) * 2 < len(awards):
            return named  # "Contributions & Scholarship" over roles: the honours alone
    return awards


# What names an honour or a result among items of mixed kinds: an award's word, an
# honour's title, a rank or a contest ("All Norland Rank of 12", "99.2 percentile").
_RESULT = re.compile(
    r"(?i)\b(?:rank(?:ed)?|percentile|olympiads?|competitions?|contests?|challenges?|"
    r"hackathons?|champions?|top\s+\d+%?)\b|竞赛|比赛|大赛|排名"
)


def _names_an_honour(title: str) -> bool:
    """In either Chinese script ("獎" is "奖")."""
    t = title.translate(SIMPLIFY)
    return bool(AWARD_WORDS.search(t) or HONOUR_TITLE.search(t) or _RESULT.search(t))


@functools.lru_cache(maxsize=8192)
def _honours_among_other_things(title: str) -> bool:
    """A heading that names honours beside other things ("Contributions & Scholarship",
    "Talks and Recognition", "Conferences, Grants, Awards"): a part of it names no
    kind of honour (grants and funding are honours given as money, "External Research
    Grants" names honours alone); its items are honours only where they name one."""
    if not title:
        return False
    simple = title.translate(SIMPLIFY)
    parts = [p for p in re.split(r"(?i)\s*(?:[&,/、，]|\band\b|及|与|和)\s*", simple) if p.strip()]
    kinds = [classify_heading_strength(p) for p in parts]
    return any(found is None or found[0] != "awards" for found in kinds)


def _with_run_in(sec: Section) -> list[Line]:
    """The section's lines, after the items run in on its heading's line ("获奖情况：A；B")."""
    if not sec.inline.strip():
        return sec.lines
    no = sec.heading.no if sec.heading is not None else 0
    return [Line(no, sec.inline, sec.inline), *sec.lines]


def _awards_listed(sec: Section) -> list[Award]:
    """The awards of the section's items, its sub-lists of honours read each as a list."""
    level = sec.heading.level if sec.heading is not None and sec.heading.level < 7 else 0
    lines = _without_skills(
        [
            ln
            for ln in _with_run_in(sec)
            if not _header_row(ln.text) and not _COLUMN_NOTE.match(ln.text)
        ]
    )
    lines = _on_topic([_cleaned(ln) for ln in lines], level)
    heads = [i for i, ln in enumerate(lines) if ln.level]
    if heads:
        # The items above the first sub-heading are a list of their own ("省一等奖" lines
        # before "### 其他"); a lone sub-heading naming honours ("#### 荣誉") is the list's.
        out = parse_award_lines(award_groups(lines[: heads[0]]))
        lines = lines[heads[0] :]
        strength = classify_heading_strength(lines[0].text)
        if len(heads) == 1 and strength and strength[0] == "awards" and strength[1]:
            return out + parse_award_lines(award_groups(lines[1:]))
        for entry in split_entries(lines):
            strength = entry.heading and classify_heading_strength(entry.heading.text)
            if strength and strength[1]:
                # "## Honors" over a list of honours: a group, not an award; its items
                # are its bullets, or its lines when it has none (a list set without them).
                items = [ln for ln in entry.lines if ln.bullet] or [
                    ln for ln in entry.lines if not ln.level
                ]
                out.extend(parse_award_lines(award_groups(items)))
            elif entry.heading and _YEAR_LABEL.match(entry.heading.text):
                out.extend(_awards_of_year(entry))
            else:
                out.extend(parse_award_entry(entry))
        return out
    return parse_award_lines(award_groups(lines))


def _awards_of_year(entry) -> list[Award]:
    """The awards listed under a year set as a heading ("**2018**" / "A Scholarship" /
    "B Prize"): each line an award of that year, not the year's title."""
    year = int(_YEAR.search(entry.heading.text)[0])
    items = [ln for ln in entry.lines if ln is not entry.heading and not ln.level]
    awards = parse_award_lines(award_groups(items))
    for award in awards:
        award.year = award.year or year
    return awards


@functools.lru_cache(maxsize=8192)
def _in_capitals(text: str) -> bool:
    letters = re.sub(r"[^A-Za-z]", "", text)
    return len(letters) >= 4 and letters.isupper() and not cjk_count(text)


def _is_subheading(ln: Line, caps: bool = True) -> bool:
    """A line set as a heading: a Markdown or jemdoc heading, or (``caps``: in a list not
    written in capitals) a short line in capitals."""
    text = ln.text
    if not text or ln.bullet or len(text) > 50 or _YEAR.search(text):
        return False
    if 0 < ln.level < 7 or ln.raw.lstrip().startswith("= "):
        return True
    return caps and _in_capitals(text)


def _other_topic(ln: Line, caps: bool, alone: bool = False) -> bool:
    """A sub-heading of a part that lists no honours ("Visiting Periods", "GRANT REVIEWS",
    "Outreach:"); ``alone``: the line stands between blank lines, as a heading of a plain
    text does ("outreach & radio appearances")."""
    text = HEADING_COLON.sub("", ln.text)
    if not text or ln.bullet or len(text.split()) > 6 or re.search(r"[\d.,;:]", text):
        return False
    heading = _is_subheading(ln, caps) or alone
    title_case = all(w[:1].isupper() for w in text.split() if len(w) > 3)
    if not (heading or title_case or text.isupper()):
        return False
    if STRONG_AWARD.search(text) and not _SERVICE.search(text):
        return False
    return bool(_OTHER_TOPIC.search(text)) or (
        heading and classify_heading(text) not in (None, "awards")
    )


def _on_topic(lines: list[Line], level: int = 0) -> list[Line]:
    """The lines of the section outside its sub-sections on other topics; a heading of
    the section's own ``level`` that names no honour ("## Get in touch") starts one."""
    content = [ln for ln in lines if ln.text]
    caps = sum(_in_capitals(ln.text) for ln in content) * 2 < len(content)
    out: list[Line] = []
    skipping = False
    prev: Line | None = None
    for i, ln in enumerate(lines):
        # In a list set in capitals, a heading stands after a blank line.
        sibling = 0 < ln.level <= level and not AWARD_WORDS.search(ln.text)
        after_blank = prev is None or not prev.text
        alone = after_blank and (i + 1 == len(lines) or not lines[i + 1].text)
        if sibling or (
            _other_topic(ln, caps, alone)
            and (caps or after_blank)
            and not _issuer_below_dated(ln, prev, caps)
        ):
            skipping = True
            continue
        prev = ln
        if (
            skipping
            and _is_subheading(ln, caps)
            and (STRONG_AWARD.search(ln.text) or classify_heading(ln.text) == "awards")
        ):
            skipping = False
        if not skipping:
            out.append(ln)
    return out


def _issuer_below_dated(ln: Line, prev: Line | None, caps: bool) -> bool:
    """A plain line right below an award that closes on its year ("Best Paper Award |
    2024" / "Conference on Lake Studies"): the award's issuer, not a sub-heading of
    another topic, unless it is set as a heading or its words name a section outright."""
    if prev is None or not prev.text or _is_subheading(ln, caps):
        return False
    if not _ENDS_YEAR.search(prev.text):
        return False
    found = classify_heading_strength(HEADING_COLON.sub("", ln.text))
    return not (found and found[1])


# A running header or footer a PDF repeats on every page.
_FURNITURE = re.compile(
    r"(?i)^(?:page\s+)?\d{1,3}(?:\s+of\s+\d{1,3})?$|\bpage\s+\d{1,3}(?:\s+of\s+\d{1,3})?\b|"
    r"\bcurriculum vitae\b|\blast updated\b|\bupdated on\b|"
    r"\b(?:total\s+)?(?:visits|visitors|page\s*views)\s*[:：]|访问量|访客数"  # a visitor counter
)


_JEMDOC_ITEM = re.compile(r"^\.\s+")


def _cleaned(ln: Line) -> Line:
    """The line without page furniture and markup residue (``&nbsp;``, backticks)."""
    text = ln.text
    if _FURNITURE.search(text) and not STRONG_AWARD.search(text):
        text = ""
    if "&" in text:
        text = html.unescape(text).replace("\u00a0", " ")
    if "`" in text or "\\" in text:
        text = text.replace("`", " ").replace("\\n", " ").replace("\\", "")
    text = _JEMDOC_ITEM.sub("", text)  # a jemdoc list item written ". Title"
    text = " ".join(text.split())
    if text == ln.text:
        return ln
    return Line(ln.no, ln.raw, text, ln.level, ln.bullet, ln.indent, ln.italic, ln.emph)


def award_groups(lines: list[Line]) -> list[Line]:
    """Award lines, with the lines that continue an item joined to it: the plain lines
    under a bullet of a bulleted list (its wrapped title, issuer, description) or the
    indented continuation of a bullet; in a list whose items end with their year ("Silver Medal,
    International" / "Physics Olympiad, 2016"), the lines up to the next year; in a list
    that puts each year on a line of its own before the title ("2021" / "Best Thesis"),
    the year and the title; blank-separated blocks that each hold one title with its
    issuer or detail below it."""
    blocks = _item_blocks(lines) or _dated_pairs(lines) or _closed_by_dates(lines)
    if blocks:
        return [
            Line(b[0].no, b[0].raw, " ".join(ln.text for ln in b), bullet=b[0].bullet)
            for b in blocks
        ]
    content = [ln for ln in lines if ln.text]
    ends = [bool(_ENDS_YEAR.search(ln.text)) for ln in content]
    year_last = sum(ends) >= 2 and ends and ends[-1] and not all(ends)
    year_only = [bool(_YEAR_ONLY.match(ln.text)) for ln in content]
    year_first = sum(year_only) >= 2 and year_only[0] and not any(ln.bullet for ln in content)
    bulleted = sum(ln.bullet for ln in content) >= 2
    # "2025 Best Paper Award, WINE" / "one of 225 submissions": where items open with their
    # year (or month and year: "07/2022 2nd place at the X" / "Competition."), a line
    # without one continues the item above.
    led = [bool(STARTS_DATED.match(ln.text)) for ln in content]
    year_led = sum(led) >= 2 and led[0] and not all(led) and not bulleted
    after_blank = {b.no for a, b in itertools.pairwise(lines) if a.blank}
    out: list[Line] = []
    open_item = False  # the last item still waits for its year (or, year first, its title)
    label = None  # the year a bullet gives alone, over the awards of that year
    item_indent = 0  # the indent of the last bullet that opened an item
    for k, ln in enumerate(content):
        opens_group = k == 0 or ln.no in after_blank
        if bulleted and opens_group and _group_name(ln, content[k + 1 : k + 2]):
            continue
        if out and out[-1].bullet and _nested_detail(ln, item_indent):
            out[-1] = Line(out[-1].no, out[-1].raw, out[-1].text + " " + ln.text, bullet=True)
            continue
        if out and not ln.bullet and out[-1].bullet and (bulleted or ln.indent > out[-1].indent):
            if label and not _YEAR_LABEL.match(out[-1].text):
                # "- 2018年" over two awards of that year: each its own item.
                out.append(Line(ln.no, ln.raw, f"{label} {ln.text}", bullet=True))
                continue
            out[-1] = Line(out[-1].no, out[-1].raw, out[-1].text + " " + ln.text, bullet=True)
            continue
        if (
            out
            and year_led
            and not STARTS_DATED.match(ln.text)
            and ln.no not in after_blank
            and not STRONG_AWARD.search(ln.text)
        ):
            out[-1] = Line(out[-1].no, out[-1].raw, out[-1].text + " " + ln.text)
            continue
        if out and not ln.bullet and _describes_dated(ln.text, out[-1].text):
            out[-1] = Line(out[-1].no, out[-1].raw, out[-1].text + " " + ln.text)
            continue
        if out and open_item and not ln.bullet and (year_last or year_first):
            sep = ", " if year_last and _YEAR_ONLY.match(ln.text) else " "
            out[-1] = Line(out[-1].no, out[-1].raw, out[-1].text + sep + ln.text)
            open_item = year_last and not _ENDS_YEAR.search(ln.text)
            continue
        out.append(ln)
        item_indent = ln.indent if ln.bullet else item_indent
        label = ln.text if ln.bullet and _YEAR_LABEL.match(ln.text) else None
        open_item = (year_last and not _ENDS_YEAR.search(ln.text)) or (
            year_first and bool(_YEAR_ONLY.match(ln.text))
        )
    return out


def _nested_detail(ln: Line, item_indent: int) -> bool:
    """A bullet nested under an award's bullet that names no award and no year ("* Eagle
    Badge" / "  * Highest rank of the Scouts"): what the award is, not one of its own."""
    return (
        ln.bullet
        and ln.indent > item_indent
        and not AWARD_WORDS.search(ln.text)
        and not _YEAR.search(ln.text)
    )


# What a sentence on an award holds at least: words, most in lower case after the first.
_SENTENCE_WORDS = 5


def _describes_dated(text: str, above: str) -> bool:
    """A sentence under an award that opens or closes with its year, giving no year of
    its own, is what the award was for ("Graduate Innovation Award, North University
    (2018)" / "Awarded for innovative graduate research."), not an award of its own."""
    words = text.split()
    lower = sum(w[:1].islower() for w in words[1:])
    return (
        text.endswith(".")
        and len(words) >= _SENTENCE_WORDS
        and lower * 2 >= len(words) - 1
        and not _YEAR.search(text)
        and bool(_ENDS_YEAR.search(above) or STARTS_DATED.match(above))
    )


def _item_blocks(lines: list[Line]) -> list[list[Line]]:
    """Blank-separated blocks of two or three lines, each one award ("2023 | Third Place" /
    "Alexa TaskBot Challenge"; "Travel Support Award" / "Acoustical Society"), else []:
    every block has the same size or opens with its year, and the lines under most titles
    name no award of their own."""
    blocks: list[list[Line]] = [[]]
    for ln in lines:
        if ln.text:
            blocks[-1].append(ln)
        elif blocks[-1]:
            blocks.append([])
    blocks = [b for b in blocks if b]
    if blocks:
        blocks[-1] = _without_column(blocks[-1])
    if len(blocks) < 2 or not all(2 <= len(b) <= 3 for b in blocks):
        return []
    if any(ln.bullet or ln.level for b in blocks for ln in b):
        return []
    if any(all(_STARTS_YEAR.match(x.text) for x in b) for b in blocks):
        return []  # "2021 | A" / "2020 | B": each line opens an item with its year
    same_size = len({len(b) for b in blocks}) == 1
    dated = all(
        _STARTS_YEAR.match(b[0].text) and not any(_STARTS_YEAR.match(x.text) for x in b[1:])
        for b in blocks
    )
    plain = sum(not any(STRONG_AWARD.search(x.text) for x in b[1:]) for b in blocks)
    return blocks if (same_size or dated) and plain * 2 >= len(blocks) else []


def _group_name(ln: Line, below: list[Line]) -> bool:
    """A short unbulleted line over bulleted results ("数学类" / "- 一等奖 ..."): the name
    of a group of awards, no award itself."""
    return (
        not ln.bullet
        and bool(below)
        and below[0].bullet
        and len(ln.text.split()) <= 3
        and len(ln.text) <= 20
        and not (AWARD_WORDS.search(ln.text) or _YEAR.search(ln.text))
    )


# The day or days before a date ("2 November 2022", "1-2 December 2017").
_AFTER_DATE = re.compile(r"^[\s\d,.|/–-]*")
_DAYS = re.compile(r"^\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s+(?=[A-Za-z])")


def _date_line(text: str) -> bool:
    """A line that gives an item's date and place, no more: "2018 | Trento, Italy"."""
    text = _DAYS.sub("", text)
    m = STARTS_DATED.match(text)
    if not m or AWARD_WORDS.search(text):
        return False
    place = _AFTER_DATE.sub("", text[m.end() :]).split()
    return len(place) <= 4 and all(w[:1].isupper() for w in place)


def _closed_by_dates(lines: list[Line]) -> list[list[Line]]:
    """An unbulleted list whose items each close with a line of their date and place
    ("Special Mention" / "Open Research Awards" / "2 November 2022 | Singapore"), as
    items, else []: the last line and at least two give a date, the first does not, and
    no item runs over four lines."""
    content = [ln for ln in lines if ln.text]
    if any(ln.bullet or ln.level for ln in content):
        return []
    closes = [_date_line(ln.text) for ln in content]
    if sum(closes) < 2 or not closes[-1] or closes[0]:
        return []
    items: list[list[Line]] = [[]]
    for ln, close in zip(content, closes, strict=True):
        items[-1].append(ln)
        if close:
            items.append([])
    items = [b for b in items if b]
    return items if all(2 <= len(b) <= 4 for b in items) else []


def _dated_pairs(lines: list[Line]) -> list[list[Line]]:
    """An unbulleted list whose lines alternate a title with its year and a line without
    one ("Best Student Award | 2023" / "North University"), as pairs, else []."""
    content = [ln for ln in lines if ln.text]
    if len(content) < 4 or len(content) % 2 or any(ln.bullet or ln.level for ln in content):
        return []
    titles, details = content[::2], content[1::2]
    if all(_YEAR.search(t.text) for t in titles) and not any(
        _YEAR.search(d.text) or STRONG_AWARD.search(d.text) or HONOUR_TITLE.search(d.text)
        for d in details
    ):
        return [list(pair) for pair in zip(titles, details, strict=True)]
    return []


# A line of a place or a date alone ("Sydney, Australia", "17-Apr-2023", "Jul 2019").
_PLACE_OR_DATE = re.compile(
    r"^(?:[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*){0,2},\s[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*)?|"
    r"(?:\d{1,2}[-/ ])?(?:[A-Z][a-z]{2,8}\.?[-/ ])?(?:\d{1,2}[-/ ])?(?:19|20)\d\d)$"
)


def _without_column(block: list[Line]) -> list[Line]:
    """A block without the places and dates a PDF reads after the items, a column of
    its own (two or more lines of a place or a date alone, none naming an award)."""
    n = len(block)
    while (
        n > 0
        and _PLACE_OR_DATE.match(block[n - 1].text)
        and not AWARD_WORDS.search(block[n - 1].text)
    ):
        n -= 1
    return block[:n] if len(block) - n >= 2 and n >= 2 else block


_STARTS_YEAR = re.compile(r"^[(（]?(?:19|20)\d\d(?!\d)")
# An item that ends with its year, or with its year and a note on it ("National
# Scholarship, 2022 (Top 1%)").
# A line that closes with its year, or with a run of years still open ("2023–present").
_ENDS_YEAR = re.compile(
    r"(?:(?:19|20)\d\d|(?:19|20)\d\d\s*[-–—~]\s*(?i:present|now|today|current)|"
    r"(?:19|20)\d\d\S*\s*[-–—~至]\s*至今)\)?\.?(?:\s*\([^()]*\))?$"
)
_YEAR_ONLY = re.compile(r"^\(?(?:19|20)\d\d\)?$")
_YEAR_LABEL = re.compile(r"^[(（]?(?:19|20)\d\d(?:\s*[-–]\s*(?:19|20)?\d\d)?\s*年?[)）]?[:：]?\s*$")


def distinct_awards(awards: list[Award], known: list[Award]) -> list[Award]:
    """The awards that are not already known, each once: the same title over several
    years ("Dean's List" 2017 and 2018), in two sections ("NSF Graduate Research
    Fellowship, National Science Foundation" and "NSF Graduate Research Fellowship,
    2022-25") or told twice with a misprint; nothing from the list in a second language
    of a bilingual CV."""
    if _translation_of(awards, known):
        return []
    out: list[Award] = []
    keys = [(_award_key(a.title or ""), _award_key(a.title or "", False), a.year) for a in known]
    for award in awards:
        key, exact = _award_key(award.title or ""), _award_key(award.title or "", False)
        if not key[0] or any(
            _same_award(exact, e) or (_same_award(key, k) and year != award.year)
            for k, e, year in keys
        ):
            continue  # a level apart ("| 一等奖", "| 二等奖"), the same honour in other years
        keys.append((key, exact, award.year))
        out.append(award)
    return out


def _translation_of(awards: list[Award], known: list[Award]) -> bool:
    """The awards repeat, item by item and year by year, a list already read, each item
    either the same title or a title in the other script (英文 and 中文 versions)."""
    n = len(awards)
    if n < 2 or any(a.year is None for a in awards):
        return False
    years = [a.year for a in awards]
    for i in range(len(known) - n + 1):
        window = known[i : i + n]
        if [a.year for a in window] == years and all(
            _award_key(a.title or "") == _award_key(b.title or "")
            or _in_chinese(a.title or "") != _in_chinese(b.title or "")
            for a, b in zip(awards, window, strict=True)
        ):
            return True
    return False


def _in_chinese(title: str) -> bool:
    """Written in Chinese, a gloss in brackets aside ("CAST (中国科协)" is English)."""
    return bool(cjk_count(re.sub(r"[(（][^)）]*[)）]", "", title)))


# What varies between the years of one honour: years and dates, editions ("the 7th"),
# counts ("(x2)", "4 times"), ranks in brackets ("(Top 3%)").
_VARYING = re.compile(
    r"(?i)(?<!\d)(?:19|20)\d\d(?:[./]\d{1,2})*(?:\s*[-–]\s*(?:19|20)?\d\d)?(?!\d)|"
    r"\bthe\s+\d+(?:st|nd|rd|th)\b|[(（][^()（）]*\d[^()（）]*[)）]|\bx\s?\d\b|\b\d+\s+times\b|[^\w\s,|]"
)


_COMMA_OR_BAR = re.compile(r"[,|]")


@functools.lru_cache(maxsize=8192)
def _award_key(title: str, levels: bool = True) -> tuple[str, str]:
    """(the whole title, its first part before a comma), folded for comparison."""
    folded = _VARYING.sub(" ", title.lower())
    parts = [" ".join(p.split()) for p in _COMMA_OR_BAR.split(folded)]
    # The level varies too ("学业奖学金 | 一等奖" one year, "| 二等奖" the next).
    parts = [p for i, p in enumerate(parts) if p and not (levels and i and AWARD_LEVEL.match(p))]
    return (" ".join(" ".join(parts).split()), parts[0] if parts else "")


def _same_award(a: tuple[str, str], b: tuple[str, str]) -> bool:
    if a[0] == b[0]:
        return True
    # One names the honour alone, the other adds its issuer after a comma.
    for short, long in ((a, b), (b, a)):
        if short[0] == long[1] and len(short[0].split()) >= 3:
            return True
    return _misprint_of(a[0], b[0])


def _misprint_of(a: str, b: str) -> bool:
    """The same words but for a misprint in long words ("Enouragement" / "Encouragement")."""
    wa, wb = a.split(), b.split()
    if len(wa) != len(wb) or len(wa) < 3:
        return False
    differ = [(x, y) for x, y in zip(wa, wb, strict=True) if x != y]
    return len(differ) == 1 and all(
        x.isascii()
        and y.isascii()
        and min(len(x), len(y)) >= 5
        and difflib.SequenceMatcher(None, x, y).ratio() >= 0.8
        for x, y in differ
    )
