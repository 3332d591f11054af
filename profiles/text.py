"""Pure text helpers every layer shares: the parser, the import, the listing, staff
tools and the pages. Imports nothing from the project and nothing from Django.

- `CJK`: the one range of Chinese, Japanese and Korean characters (a regex class body);
- `fold_name`: case, width and punctuation folded, accents kept, for matching names;
- `fold_for_search`: case, width and accents folded, for the search index;
- `to_pinyin`: the pinyin syllables of Chinese characters;
- `partial_date`, `split_partial_date`, `partial_date_key`, `partial_date_text`,
  `month_year`, `period_text`: dates as precise as the CV gives;
- `title_key`: one paper's natural key, whoever lists it.
"""

import re
import unicodedata
from functools import lru_cache

from pypinyin import Style, lazy_pinyin

# Han (with extension A and compatibility ideographs), kana and Hangul.
CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
CJK_CHAR = re.compile(f"[{CJK}]")
CJK_RUN = re.compile(f"[{CJK}]+")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_NAMES = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]  # fmt: skip
PARTIAL_DATE = re.compile(r"^(\d{4})(?:-(\d{2}))?")


def has_cjk(text: str | None) -> bool:
    return bool(text) and not text.isascii() and bool(CJK_CHAR.search(text))


def fold_name(text: str) -> str:
    """Case, width and punctuation folded, accents kept: "Müller,  J." -> "müller j"."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def fold_for_search(text: str) -> str:
    """Case, width and accents folded: "Ｍüller" -> "muller"."""
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold())
    return unicodedata.normalize(
        "NFKC", "".join(ch for ch in text if not unicodedata.combining(ch))
    )


@lru_cache(maxsize=65536)
def to_pinyin(text: str) -> tuple[str, ...]:
    """The pinyin syllables of the text's Chinese characters, other runs as they are:
    谷典典 -> ("gu", "dian", "dian")."""
    return tuple(lazy_pinyin(text, style=Style.NORMAL, errors="default"))


def partial_date(year: int | None, month: int | None, *, style: str = "iso") -> str:
    """2020 and 9 as "2020-09" (iso) or "Sep 2020" (short); a year alone as "2020"."""
    if not year:
        return ""
    if not month:
        return str(year)
    return f"{year}-{month:02d}" if style == "iso" else f"{MONTHS[month - 1]} {year}"


def split_partial_date(value: str | None) -> tuple[int | None, int | None]:
    """ "2020-09" -> (2020, 9), "2020" -> (2020, None); a month out of range is dropped."""
    match = PARTIAL_DATE.match(value or "")
    if not match:
        return None, None
    month = int(match[2]) if match[2] else None
    return int(match[1]), month if month and 1 <= month <= 12 else None


def month_year(year: int, month: int | None) -> str:
    """ "June 2022", or "2022" without a month."""
    return f"{MONTH_NAMES[month - 1]} {year}" if month else str(year)


def partial_date_text(value: str | None) -> str:
    """A partial date ("2021-03" or "2021") in words: "March 2021", "2021"."""
    year, month = split_partial_date(value)
    return month_year(year, month) if year else ""


def partial_date_key(value: str | None) -> tuple[int, int]:
    """ "2021-06" -> (2021, 6), "2021" -> (2021, 0), "" -> (0, 0): partial dates in order."""
    year, month = split_partial_date(value)
    return (year or 0, month or 0)


def period_text(record, *, style: str = "short", unknown: str = "") -> str:
    """A Period's dates in words: "Sep 2020 – Jun 2025 (expected)", "2022 – present".

    With `unknown`, a missing end stands as that placeholder ("2020-09 – ?")."""
    start = partial_date(record.start_year, record.start_month, style=style) or unknown
    end = partial_date(record.end_year, record.end_month, style=style)
    end = "present" if record.ongoing else end or unknown
    if record.expected and end:
        end += " (expected)"
    if start and end:
        return f"{start} – {end}"
    return start or end


def title_key(title: str) -> str:
    """A paper's title folded to lower-case letters and digits, so that one paper listed
    by two of its authors, spaced or punctuated differently, is one row."""
    return "".join(ch for ch in title.casefold() if ch.isalnum())
