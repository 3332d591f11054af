"""The date grammar: one regex for a date, one rule to pair dates into ranges.

A date is returned as "YYYY-MM" or "YYYY", as precise as the CV is. A range
ends with ``end=None`` when it is ongoing ("Present", "至今", "(2022 - )").
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
from dataclasses import dataclass
from datetime import date

MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8,
    "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12, "january": 1, "february": 2,
    "march": 3, "april": 4, "june": 6, "july": 7, "august": 8, "september": 9,
    "october": 10, "november": 11, "december": 12,
}  # fmt: skip

# Month names in German, French, Spanish, Italian and Portuguese CVs ("Okt. 2017",
# "juin 2021", "marzo 2019"), less those spelt as in English or read as words.
FOREIGN_MONTHS = {
    "januar": 1, "jänner": 1, "jän": 1, "janv": 1, "janvier": 1, "enero": 1, "gennaio": 1,
    "janeiro": 1, "februar": 2, "févr": 2, "fév": 2, "février": 2, "fevrier": 2,
    "febrero": 2, "febbraio": 2, "fevereiro": 2, "märz": 3, "mär": 3, "mrz": 3, "mars": 3,
    "marzo": 3, "março": 3, "avr": 4, "avril": 4, "abr": 4, "abril": 4, "aprile": 4,
    "mai": 5, "mayo": 5, "maggio": 5, "maio": 5, "juni": 6, "juin": 6, "junio": 6,
    "giugno": 6, "junho": 6, "juli": 7, "juil": 7, "juillet": 7, "julio": 7, "luglio": 7,
    "julho": 7, "août": 8, "aout": 8, "agosto": 8, "septembre": 9, "septiembre": 9,
    "setiembre": 9, "settembre": 9, "setembro": 9, "okt": 10, "oktober": 10, "octobre": 10,
    "octubre": 10, "ottobre": 10, "outubro": 10, "novembre": 11, "noviembre": 11,
    "dez": 12, "dezember": 12, "déc": 12, "décembre": 12, "decembre": 12, "diciembre": 12,
    "dicembre": 12, "dezembro": 12,
}  # fmt: skip


def month_of(word: str) -> int | None:
    """The number of a month's name, in English or in another language ("Okt." -> 10)."""
    w = word.lower().rstrip(".")
    return MONTHS.get(w) or FOREIGN_MONTHS.get(w) or MONTHS.get(w[:3])


_EN_MON = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"  # noqa: E501
_MON = "(?:" + _EN_MON + "|" + "|".join(sorted(FOREIGN_MONTHS, key=len, reverse=True)) + ")"
_YEAR = r"(?:19[5-9]\d|20[0-4]\d)"
_DURATION = r"\s*(?:months?|mos?\.?|weeks?|wks?|days?|years?|yrs?)(?![A-Za-z])|\s*(?:个月|周|天)"
DATE_RE = re.compile(
    r"(?<![A-Za-z0-9.])(?:"
    rf"(?P<m1>{_MON})\.?(?:\s*|-|/)(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?,?\s*)?,?\s*(?P<y1>{_YEAR})"
    rf"|(?P<d2>\d{{1,2}})\s+(?P<m2>{_MON})\.?,?\s+(?P<y2>{_YEAR})"
    rf"|(?P<y3>{_YEAR})\s*年\s*(?:(?P<m3>1[0-2]|0?[1-9])\s*月)?(?:\s*(?P<d3>\d{{1,2}})\s*日)?"
    # "23 年 07 月": a year cut to two digits is a date only with its two-digit month (a
    # count of years, "3 年 2 个月", has neither).
    rf"|(?P<y14>\d\d)\s*年\s*(?P<m14>1[0-2]|0?[1-9])\s*月(?!份)"
    # "2015 - 2 months" is a year and a duration, not February.
    rf"|(?P<y4>{_YEAR})\s*[./-]\s*(?P<m4>1[0-2]|0?[1-9])(?![\d])(?!{_DURATION})(?:\s*[./-]\s*(?P<d4>\d{{1,2}})(?!\d))?"
    # Day-precise slashed dates: day first (Europass "01/10/2021") unless the second
    # number cannot be a month (US "06/30/2024").
    rf"|(?P<d9>3[01]|[12]\d|0?[1-9])\s*/\s*(?P<m9>1[0-2]|0?[1-9])\s*/\s*(?P<y9>{_YEAR})"
    rf"|(?P<m10>1[0-2]|0?[1-9])\s*/\s*(?P<d10>1[3-9]|2\d|3[01])\s*/\s*(?P<y10>{_YEAR})"
    rf"|(?P<m5>1[0-2]|0?[1-9])\s*/\s*(?P<y5>{_YEAR})"
    # "09-2019": a two-digit month, a hyphen, the year.
    rf"|(?P<m16>1[0-2]|0[1-9])-(?P<y16>{_YEAR})"
    # Dotted European dates: "01.09.2019", "09.2019" (a two-digit month, so that a list
    # number before a year, "1. 2019", stays a number; not a DOI's "10.2019/").
    rf"|(?P<d12>3[01]|[12]\d|0?[1-9])\.(?P<m12>1[0-2]|0?[1-9])\.(?P<y12>{_YEAR})"
    rf"|(?P<m13>1[0-2]|0[1-9])\.(?P<y13>{_YEAR})(?![./]\w)"
    rf"|(?P<season>spring|summer|fall|autumn|winter),?\s+(?P<y6>{_YEAR})"
    # "2019 Sep.": the year first, then the month's name (a date column's order).
    rf"|(?P<y15>{_YEAR})\s+(?P<m15>{_MON})\.?(?![A-Za-z])"
    # "2016 Fall": the year, then its term.
    rf"|(?P<y17>{_YEAR})\s+(?:spring|summer|fall|autumn|winter)(?![A-Za-z])"
    rf"|(?P<y7>{_YEAR})(?:'s|(?-i:[SFW]))?"  # "2023S", "2022F": a term's code
    rf"|(?P<m11>{_MON})\.?\s*'(?P<y11>\d{{2}})(?!\d)"
    # "Class of '21": a graduating class's year, cut to two digits.
    r"|(?<=class of )['’‘](?P<y18>\d{2})(?!\d)"
    rf"|'(?P<y8>\d{{2}})(?!\d)"
    r")(?![A-Za-z0-9])",
    re.I,
)
ONGOING_RE = re.compile(
    r"(?<![\w])(?:present|pres\.|now|current(?:ly)?|today|ongoing|to date|in progress|heute|"
    r"(?:till|until|up to)\s+(?:now|date|present))(?![\w])"
    r"|[至迄]\s?今|今|现\s?在|目\s?前",  # "至今", "迄今" (up to now), "现在", "目前" (currently)
    re.I,
)
EXPECTED_RE = re.compile(r"expected|anticipated|预计|预期|(?<![\w])exp\.", re.I)
_DIGIT = re.compile(r"\d")
_CONNECTOR = re.compile(
    r"^\s*(?:[-–—~〜～−－_]+|to|until|till|through|至|到|-+>|→)\s*(?:\(?(?:expected|exp\.|预计)\)?:?\s*)?$",
    re.I,
)
# "2019起", "2019 onwards": the date opens a span that goes on.
_OPEN_AFTER = re.compile(r"\s*(?:起|开始|以来|onwards?\b)", re.I)
# "2018级 青山大学": a Chinese class named by the year it entered (its start; "2018届" is the
# year it graduates, a lone date as any other).
_COHORT = re.compile(r"\s*级(?!别)")
# "Since 2022", "Starting Sep. 2025": the date opens a span.
# "From 01/11/2024   X" or "Postdoc | from Sep. 2023" with no end: the date opens a span
# (a field's "from" only; "graduated from 2019" is prose).
OPEN_BEFORE = re.compile(
    r"\b(?:since|starting(?:\s+(?:from|in))?)\s*$|(?:^|[|(,;:])\s*from\s*$", re.I
)
# "(2022 - )", "[2022-]", "2020- | X", "2020-?: X", "Jun. 2024 - , Associate Professor": no
# end yet.
_OPEN_END = re.compile(
    r"^\s*[-–—~〜～−－]+\s*(?:[)\]]|$|\*|\?|(?=[|,:;，：]))"
    # "2021- Post-doc Researcher, X": a dash held to the year, then a space and the entry.
    r"|^[-–](?=\s+[A-Z])"
)


@dataclass(frozen=True)
class DateRange:
    start: str | None
    end: str | None
    ongoing: bool = False
    expected: bool = False
    single: bool = False  # only one date was written
    season: bool = False  # that one date is a season ("Summer 2022"): a period in its year
    span: tuple[int, int] = (0, 0)


def _value(m: re.Match) -> str | None:
    g = m.groupdict()
    if g["y1"]:
        year, mon = g["y1"], month_of(g["m1"])
    elif g["y2"]:
        year, mon = g["y2"], month_of(g["m2"])
    elif g["y3"]:
        year, mon = g["y3"], int(g["m3"]) if g["m3"] else None
    elif g["y4"]:
        year, mon = g["y4"], int(g["m4"])
    elif g["y5"]:
        year, mon = g["y5"], int(g["m5"])
    elif g["y9"]:
        year, mon = g["y9"], int(g["m9"])
    elif g["y10"]:
        year, mon = g["y10"], int(g["m10"])
    elif g["y12"]:
        year, mon = g["y12"], int(g["m12"])
    elif g["y13"]:
        year, mon = g["y13"], int(g["m13"])
    elif g["y6"]:
        year, mon = g["y6"], None  # a season is only as precise as its year
    elif g["y7"]:
        year, mon = g["y7"], None
    elif g["y14"]:
        year, mon = full_year(g["y14"]), int(g["m14"])
    elif g["y16"]:
        year, mon = g["y16"], int(g["m16"])
    elif g["y17"]:
        year, mon = g["y17"], None
    elif g["y15"]:
        year, mon = g["y15"], month_of(g["m15"])
    elif g["y11"]:
        year, mon = full_year(g["y11"]), month_of(g["m11"])
    elif g["y18"]:
        year, mon = full_year(g["y18"]), None
    else:
        return None  # '22 alone is a venue tag, not a date
    return f"{year}-{mon:02d}" if mon else year


def day_value(m: re.Match) -> str | None:
    """Full "YYYY-MM-DD" when the match carries a day (birth dates)."""
    v = _value(m)
    g = m.groupdict()
    day = g.get("d1") or g.get("d2") or g.get("d3") or g.get("d4") or g.get("d9") or g.get("d10")
    day = day or g.get("d12")
    if v and len(v) == 7 and day and 1 <= int(day) <= 31:
        return f"{v}-{int(day):02d}"
    return v


def find_dates(s: str) -> list[tuple[str, int, int]]:
    out = []
    for m in DATE_RE.finditer(s):
        v = _value(m)
        if v:
            out.append((v, m.start(), m.end()))
    return out


def full_year(two_digits: str) -> str:
    """'23 -> 2023, '98 -> 1998 (a year up to ten ahead of this one is this century's)."""
    yy = int(two_digits)
    return str(2000 + yy if 2000 + yy <= date.today().year + 10 else 1900 + yy)


# Two years of two digits make a range ("'21 – '25"); one alone is a venue's tag ("ICML '22").
_SHORT_RANGE = re.compile(
    r"(?<![\w.]\s)(?<![\w'.])'(\d\d)\s*(?:[-–—~]|to)\s*(?:'(\d\d)(?!\d)|(present|now|current))",
    re.I,
)


@functools.lru_cache(maxsize=16384)
def find_range(s: str) -> DateRange | None:
    """The first date range (or single date, or bare ongoing marker) in ``s``."""
    dr = _latest_first(s, _academic_years(s, _first_range(s)))
    if dr is None or dr.single or not dr.start or dr.span[1] >= len(s):
        return dr
    # Several periods of one role ("Dec 2019 – Mar 2020 & Jun 2020 – Aug 2020",
    # "Jun-Aug 2016/Jul-Aug 2017", "2020-2021, 2025-2026"): the role spans them all.
    joined = dr
    while (m := _RANGE_JOIN.match(s, joined.span[1])) is not None:
        more = find_range(s[m.end() :])
        if more is None or more.single or not more.start or more.span[0] != 0:
            break
        ends = [r.end for r in (joined, more) if r.end]
        ongoing = joined.ongoing or more.ongoing
        joined = DateRange(
            min(joined.start, more.start),
            None if ongoing else max(ends),
            ongoing=ongoing,
            expected=joined.expected or more.expected,
            span=(joined.span[0], m.end() + more.span[1]),
        )
    return joined


# "Current - Sept 2018": an ongoing marker, then the date the span opened.
_ONGOING_THEN = re.compile(
    r"(?i)(?<![\w])(?:present|now|current(?:ly)?|today|ongoing|至今)\s*(?:[-–—~]|to)\s*$"
)


def _latest_first(s: str, dr: DateRange | None) -> DateRange | None:
    """A range written newest date first, as some CV templates print it ("Current - Sept
    2018", "Aug 2019 - May 2019"): it opened at the older date and ends at the newer one
    (or goes on). Read in the order written, the end came before the start."""
    if dr is None or not dr.start:
        return dr
    if dr.single and not dr.season:
        m = _ONGOING_THEN.search(s, 0, dr.span[0])
        if m is not None:
            return dataclasses.replace(
                dr, end=None, ongoing=True, single=False, span=(m.start(), dr.span[1])
            )
        return dr
    if dr.end and len(dr.end) == len(dr.start) and dr.end < dr.start:
        return dataclasses.replace(dr, start=dr.end, end=dr.start)
    return dr


def _academic_years(s: str, dr: DateRange | None) -> DateRange | None:
    """ "2017/18 – 2020/21", "WS 2017/18 – SS 2021", "2016-17 – 2018-19": a span from one
    academic year to a later one (or on to now) starts in the first and ends with the last."""
    if dr is None or dr.single or not dr.end:
        return dr
    year = s[dr.span[0] : dr.span[1]]
    if "/" not in year and not (
        _YEAR_AND_NEXT.fullmatch(year) and int(dr.end) == int(dr.start) + 1
    ):
        return dr
    m = _TERM_TO.match(s, dr.span[1])
    more = _first_range(s[m.end() :]) if m else None
    if more is None or more.span[0] != 0 or not (more.ongoing or more.start):
        return dr
    end = None if more.ongoing else (more.start if more.single else more.end)
    if end is not None and end[:4] < dr.end[:4]:
        return dr
    return dataclasses.replace(
        dr, end=end, ongoing=more.ongoing, expected=dr.expected or more.expected,
        span=(dr.span[0], m.end() + more.span[1]),
    )  # fmt: skip


_TERM_TO = re.compile(r"\s*(?:[-–—~]|to|until)\s*(?:(?:WS|SS|WiSe|SoSe)\s*)?", re.I)
_YEAR_AND_NEXT = re.compile(r"\d{4}[-–]\d\d")  # "2016-17": one academic year


# The word for a unit right after a year: the year is part of the unit's name.
_UNIT_AFTER = re.compile(r"(?i)\s?(?:实验室|研究院|研究所|lab(?:s|oratory|oratories)?\b)")
_RANGE_JOIN = re.compile(r"\s*(?:&|\band\b|,|;|/|\+)\s*", re.I)


def _first_range(s: str) -> DateRange | None:
    short = _SHORT_RANGE.search(s) if "'" in s else None
    if short and not DATE_RE.search(s[: short.start()]):
        end = full_year(short.group(2)) if short.group(2) else None
        return DateRange(full_year(short.group(1)), end, ongoing=end is None, span=short.span())
    compact = _compact_range(s) if _DIGIT.search(s) else None
    if compact is not None:
        first = DATE_RE.search(s[: compact.span[0]])
        if first is None or _value(first) is None:
            return compact
    if not _DIGIT.search(s):  # every date holds a digit; an ongoing marker alone is short
        if len(s) > 40 or len(s.strip()) > 12:
            return None
        m = ONGOING_RE.search(s)
        return DateRange(None, None, ongoing=True, single=True, span=m.span()) if m else None
    dates = find_dates(s)
    low = s.lower()
    expected = ("xp" in low or "anticipat" in low or "预" in s) and bool(EXPECTED_RE.search(s))
    if not dates:
        m = ONGOING_RE.search(s)
        if m and len(s.strip()) <= 12:  # "Now" alone: ongoing, start unknown
            return DateRange(None, None, ongoing=True, single=True, span=m.span())
        return None
    value, a, b = dates[0]
    if len(dates) > 1 and _UNIT_AFTER.match(s, b):
        # "华为 2012实验室 研究员 2025.07 ~", "Bell 1925 Lab": a year in the name of a unit.
        later = _first_range(s[dates[1][1] :])
        if later is not None:
            shift = dates[1][1]
            return dataclasses.replace(later, span=(later.span[0] + shift, later.span[1] + shift))
    rest = s[b:]
    if len(dates) > 1 and _CONNECTOR.match(s[b : dates[1][1]]):
        return DateRange(value, dates[1][0], expected=expected, span=(a, dates[1][2]))
    # A year inside a name ("2012 Lab") before the entry's real range: take the range.
    for (v1, a1, b1), (v2, a2, b2) in itertools.pairwise(dates[1:]):
        if _CONNECTOR.match(s[b1:a2]):
            return DateRange(v1, v2, expected=expected, span=(a1, b2))
    for v1, a1, b1 in dates[1:]:
        after = s[b1:]
        om = re.match(r"\s*(?:[-–—~〜～−－]+|to|until|至|到)\s*", after, re.I)
        ongoing = ONGOING_RE.match(after[om.end() :]) if om and om.group(0).strip() else None
        if ongoing and not re.match(r"\s*(?:[-–—~〜～−－]+|to|until|至|到)", rest, re.I):
            end = b1 + om.end() + ongoing.end()
            return DateRange(v1, None, ongoing=True, expected=expected, span=(a1, end))
    listed = _date_list(s, dates)
    if listed is not None:
        return DateRange(listed[0], listed[1], expected=expected, span=listed[2])
    # "2019 to date": the connector is part of the ongoing marker.
    m = re.match(r"\s*(?:[-–—~〜～−－]+|to(?!\s+date\b)|until|至|到|since)?\s*", rest, re.I)
    after = rest[m.end() :] if m else rest
    om = ONGOING_RE.match(after)
    said = m and (m.group(0).strip() or (om and om.group(0)[:2].lower() == "to"))
    if om and m and (said or after[: om.end()] in ("至今", "迄今", "今")):
        return DateRange(
            value, None, ongoing=True, expected=expected, span=(a, b + m.end() + om.end())
        )
    open_end = _OPEN_END.match(rest)
    if open_end:  # "(2022 - )"; "2020- | Ph.D. in X": the next column is not the date's
        column = rest[open_end.end() :].startswith(("|", ",", ":", ";", "，", "：", "?"))
        column = column or open_end.group(0).endswith("?") or open_end.group(0) in ("-", "–")
        closer = "]" if open_end.group(0).endswith("]") else ")"  # "[2022-] X", "(2022 - )"
        end = open_end.end() if column else len(rest.split(closer)[0])
        return DateRange(value, None, ongoing=True, expected=expected, span=(a, b + end))
    cohort = _COHORT.match(rest) if value and len(value) == 4 else None
    if cohort:  # "2018级": the year the class entered, its end not told
        return DateRange(value, None, expected=expected, span=(a, b + cohort.end()))
    if _OPEN_AFTER.match(rest) or OPEN_BEFORE.search(s[:a]):
        return DateRange(value, None, ongoing=True, expected=expected, span=(a, b))
    if _SEASON_START.match(s, a):
        # "Summer 2023 (Jun – Aug)": the months in brackets make the season precise.
        m = _SEASON_MONTHS.match(s, b)
        if m:
            y = value[:4]
            m1, m2 = month_of(m.group(1)), month_of(m.group(2))
            if m1 <= m2:
                return DateRange(
                    f"{y}-{m1:02d}", f"{y}-{m2:02d}", expected=expected, span=(a, m.end())
                )
        return DateRange(value, None, expected=expected, single=True, season=True, span=(a, b))
    return DateRange(value, None, expected=expected, single=True, span=(a, b))


# Ranges written more tightly than two full dates: "2022-25", "June-July 2017", "2023+",
# "12/16 - 01/17" (month/two-digit year) and "16/7 - 17/6" (two-digit year/month).
# "2019–'23": the end's two digits may follow an apostrophe; "2018.21": a dot, when the two
# digits are no month (a dot before a month, "2018.09", is Chinese CVs' month).
_YEAR_SHORT_END = re.compile(
    rf"(?<![\d./-])({_YEAR})(?:\s*(?:--?|[–—/])\s*|\.(?=[2-9]\d|1[3-9]))(['’‘]?)(\d\d)(?![\d./-])"
)
# An academic year: "2021/2022" (or "2021/22", above) is the year from 2021 to 2022.
_ACADEMIC_YEAR = re.compile(rf"(?<![\d./-])({_YEAR})\s*/\s*({_YEAR})(?![\d./-])")
_MONTHS_OF_A_YEAR = re.compile(
    rf"(?i)(?<![A-Za-z])({_MON})\.?\s*(?:[-–—~]|to)\s*({_MON})\.?,?\s*({_YEAR})(?!\d)"
)
# "2011 Feb.-Dec.": a year column, then the months of it the role lasted.
_YEAR_THEN_MONTHS = re.compile(
    rf"(?i)(?<![\d./-])({_YEAR})\s+({_MON})\.?\s*(?:[-–—~]|to)\s*({_MON})\.?(?![A-Za-z])"
)
# "2020/02 – 06", "Jan 2020 - Mar": a month-precise start, then only the month it ended
# (in the same year, or the next when that month comes earlier in the year).
_NUMBERED_MONTH_END = re.compile(
    rf"(?<![\d./-])({_YEAR})\s*([./-])\s*(1[0-2]|0?[1-9])(\s*(?:--?|[–—~]|to)\s*)"
    rf"(1[0-2]|0?[1-9])(?![\d./:-])(?!{_DURATION})",
    re.I,
)
_NAMED_MONTH_END = re.compile(
    rf"(?i)(?<![A-Za-z])({_MON})\.?\s*({_YEAR})\s*(?:[-–—~]|to)\s*({_MON})\.?(?![A-Za-z])"
    rf"(?!\s*[.,]?\s*(?:\d|'\d))"
)
_YEAR_ON = re.compile(rf"(?<![\d./-])({_YEAR})\s*\+(?=\s*(?:\)|\||$))")
_TWO_NUMBER = r"(\d{1,2})\s*/\s*(\d{1,2})"
# "18.09-22.06", "18.09 – 至今": two-digit years and months, dotted as Chinese CVs write them.
_DOTTED_SHORT = re.compile(
    r"(?<![\d/.])(\d\d)\.(\d\d)\s*(?:[-–—~]|to)\s*"
    r"(?:(\d\d)\.(\d\d)(?![\d/.%])|(present|now|current|today|至今))",
    re.I,
)
_SLASHED_SHORT = re.compile(
    rf"(?<![\d/.])(?:{_TWO_NUMBER})\s*(?:[-–—~]|to)\s*"
    rf"(?:{_TWO_NUMBER}(?![\d/.])|(present|now|current|today|至今))",
    re.I,
)


def _compact_range(s: str) -> DateRange | None:
    found = []
    for m in _YEAR_SHORT_END.finditer(s):
        start, yy = int(m.group(1)), int(m.group(3))
        if (yy > 12 or m.group(2)) and 0 < yy - start % 100 <= 10:  # "2019-12" is a month
            found.append(DateRange(m.group(1), str(start - start % 100 + yy), span=m.span()))
            break
    if "/" in s:
        for m in _ACADEMIC_YEAR.finditer(s):
            if int(m.group(2)) == int(m.group(1)) + 1:
                found.append(DateRange(m.group(1), m.group(2), span=m.span()))
                break
    # Two months of one year, the year after them or before them (its group, the months').
    for pattern, (year, first, last) in (
        (_MONTHS_OF_A_YEAR, (3, 1, 2)),
        (_YEAR_THEN_MONTHS, (1, 2, 3)),
    ):
        for m in pattern.finditer(s):
            m1, m2 = month_of(m.group(first)), month_of(m.group(last))
            if m1 < m2:
                y = m.group(year)
                found.append(DateRange(f"{y}-{m1:02d}", f"{y}-{m2:02d}", span=m.span()))
                break
    found += _month_ends(s)
    m = _YEAR_ON.search(s)
    if m:
        found.append(DateRange(m.group(1), None, ongoing=True, span=m.span()))
    if "/" in s:
        for m in _SLASHED_SHORT.finditer(s):
            dr = _slashed_short(m)
            if dr:
                found.append(dr)
                break
    if "." in s:
        for m in _DOTTED_SHORT.finditer(s):
            dr = _slashed_short(m, year_first_only=True)
            if dr:
                found.append(dr)
                break
    return min(found, key=lambda dr: dr.span[0], default=None)


def _month_ends(s: str) -> list[DateRange]:
    """The ranges whose end gives only its month (see _NUMBERED_MONTH_END); an ISO date
    ("2021-05-08") is no range of months."""
    out = []
    for m in _NUMBERED_MONTH_END.finditer(s) if any(c in s for c in "./-") else ():
        year, separator, first, connector, last = m.groups()
        if separator == "-" and connector == "-":
            continue
        out.append(_month_range(year, int(first), int(last), m.span()))
        break
    for m in _NAMED_MONTH_END.finditer(s):
        first, last = month_of(m.group(1)), month_of(m.group(3))
        out.append(_month_range(m.group(2), first, last, m.span()))
        break
    return out


def _month_range(year: str, first: int, last: int, span: tuple[int, int]) -> DateRange:
    end_year = int(year) + (last < first)
    return DateRange(f"{year}-{first:02d}", f"{end_year}-{last:02d}", span=span)


def _slashed_short(m: re.Match, year_first_only: bool = False) -> DateRange | None:
    """ "12/16 - 01/17" is month/year and "16/7 - 17/6" year/month: whichever reading
    gives two real months, two-digit years and a start before the end (`year_first_only`:
    dotted, "18.09-22.06", the year first)."""
    a, b, c, d, now = m.groups()
    pairs = [(a, b)] + ([(c, d)] if c else [])
    for year_first in (True,) if year_first_only else (False, True):
        dates = []
        for x, y in pairs:
            year, month = (x, y) if year_first else (y, x)
            if len(year) != 2 or not 1 <= int(month) <= 12:
                break
            dates.append(f"{full_year(year)}-{int(month):02d}")
        else:
            if now:
                return DateRange(dates[0], None, ongoing=True, span=m.span())
            if dates[0] <= dates[1] and int(dates[1][:4]) - int(dates[0][:4]) <= 15:
                return DateRange(dates[0], dates[1], span=m.span())
    return None


# "Fall 2022, Summer 2020", "Fall 2019, 2020, and 2021"; a slash before a term or a month
# ("Spring 2019/Spring 2021"), not between bare years ("2015/2018 cohort").
_LIST_SEPARATOR = re.compile(r"(?i)^\s*(?:[,;&、，]|,?\s*and|与|與|和|及)\s*$")


def _date_list(s: str, dates: list[tuple[str, int, int]]) -> tuple | None:
    """ "Fall 2022, Summer 2020, Spring 2020": the terms of one role, from the earliest
    to the latest (start, end, span); None unless the line lists at least two dates."""
    listed = [dates[0]]
    for d in dates[1:]:
        between = s[listed[-1][2] : d[1]]
        slash = between.strip() == "/" and s[d[1]].isalpha()
        if not (slash or _LIST_SEPARATOR.match(between)):
            break
        listed.append(d)
    if len(listed) < 2 or _CONNECTOR_AFTER.match(s, listed[-1][2]):
        return None
    values = sorted(v for v, _, _ in listed)
    return values[0], values[-1], (listed[0][1], listed[-1][2])


_CONNECTOR_AFTER = re.compile(r"(?i)\s*(?:[-–—~〜～−－]|to\b|until\b|至|到)")
_SEASON_START = re.compile(r"(?i)(?:spring|summer|fall|autumn|winter)\b")
_SEASON_MONTHS = re.compile(rf"(?i)\s*\(\s*({_MON})\.?\s*(?:[-–—~]|to)\s*({_MON})\.?\s*\)")


def venue_year(s: str) -> int | None:
    """Year of a venue tag: ATC'20 -> 2020, ASPLOS'23 -> 2023, 计算机学报'22 -> 2022."""
    m = _QUOTED_YEAR.search(s)
    if m:
        return 2000 + int(m.group(1))
    m = _YEAR_AFTER_CAPITAL.search(s)
    if m and _VENUE_AND_YEAR.search(s):
        return 2000 + int(m.group(1))
    return None


_QUOTED_YEAR = re.compile(r"(?:[A-Za-z\u4e00-\u9fff)])\s?['’‘](\d{2})(?!\d)")
_YEAR_AFTER_CAPITAL = re.compile(r"(?<=[A-Z])(\d{2})\b(?![-./]\d)")
_VENUE_AND_YEAR = re.compile(r"\b[A-Z]{2,}\d{2}\b")


def years_in(s: str) -> list[int]:
    return [int(m.group(0)) for m in _YEAR_ALONE.finditer(s)]


_YEAR_ALONE = re.compile(rf"(?<![\d-]){_YEAR}(?!\d)")
