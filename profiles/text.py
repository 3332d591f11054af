"""Pure text helpers every layer shares: the parser, the import, the listing, staff
tools and the pages. Imports nothing from the project and nothing from Django.

- `CJK`: the one range of Chinese, Japanese and Korean characters (a regex class body);
- `fold_name`: case, width and punctuation folded, accents kept, for matching names;
- `fold_for_search`: case, width and accents folded, for the search index;
- `to_pinyin`: the pinyin syllables of Chinese characters;
- `partial_date`, `split_partial_date`, `partial_date_key`, `partial_date_text`,
  `month_year`, `period_text`: dates as precise as the CV gives;
- `title_key`: one paper's natural key, whoever lists it;
- `name_sort_key`: the key people are sorted by, family name first.
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


# Chinese family names of two characters; any other is the first character.
COMPOUND_SURNAMES = {
    "欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "令狐", "夏侯",
    "长孙", "宇文", "司徒", "端木", "独孤", "南宫", "西门", "轩辕", "呼延", "澹台", "万俟",
}  # fmt: skip
# Words after a family name that are not part of it: "Martin Luther King Jr." is King.
NAME_SUFFIXES = {"jr", "sr", "ii", "iii", "iv", "phd"}
LATIN_WORD = re.compile(r"[^\W\d_]+")


def native_surname(native: str) -> tuple[str, str]:
    """A Chinese name's family name and given name, as written: 欧阳娜娜 -> 欧阳, 娜娜."""
    size = 2 if native[:2] in COMPOUND_SURNAMES else 1
    return native[:size], native[size:]


def name_sort_key(full_name: str, native_name: str = "") -> str:
    """The key people are sorted by: family name first, then given names, folded for case
    and accents, Chinese characters in pinyin.

    "Hongyu Zhu" -> "zhu hongyu" (a Latin name's family name is its last word);
    "Zhu Hongyu" with the native name 朱宏宇 -> "zhu hongyu" (the pinyin of the native
    family name shows the Latin name puts it first); "Zhu, Hongyu" -> "zhu hongyu";
    谷典典 alone -> "gu diandian"; "Martin Luther King Jr." -> "king martin luther".
    """
    # A parenthesised part is an aside: "Unnamed CV (cv.pdf)", "Diandian Gu (谷典典)".
    name = re.sub(r"\([^)]*\)", " ", full_name or native_name or "").strip() or native_name
    if "," in name:
        family, given = name.split(",", 1)
        words = LATIN_WORD.findall(fold_for_search(family)) + LATIN_WORD.findall(
            fold_for_search(given)
        )
        return " ".join(words)[:200] or name.casefold()[:200]
    native = native_name if has_cjk(native_name) else (name if has_cjk(name) else "")
    surname = given = ""
    if native:
        run = "".join(CJK_RUN.findall(native))
        family, rest = native_surname(run)
        surname = "".join(to_pinyin(family))
        given = "".join(to_pinyin(rest))
    words = [w for w in LATIN_WORD.findall(fold_for_search(name)) if w.isascii() or not has_cjk(w)]
    while len(words) > 1 and words[-1] in NAME_SUFFIXES:
        words.pop()
    if not words:
        key = f"{surname} {given}".strip() if native else name.casefold()
    elif len(words) > 1 and words[0] == surname and words[-1] != surname:
        key = " ".join(words)
    else:
        key = " ".join([words[-1], *words[:-1]])
    return (key or (full_name or native_name or "").casefold())[:200]
