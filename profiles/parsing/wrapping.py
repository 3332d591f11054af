"""Hard-wrapped lines: a word processor's or a PDF's line breaks inside one phrase,
joined again before sections and entries are read. Used by cv.py."""

from __future__ import annotations

import re

from .dates import ONGOING_RE, find_range
from .entries import TITLE_WORDS
from .publication_authors import CUT_WORD
from .sections import classify_heading_strength
from .text import CJK, CJK_CHAR, COLUMN_GAP, NON_LETTERS, Line, cjk_count

_DANGLING = re.compile(
    rf"(?:[,&/]|{CUT_WORD}|\b(?:of|and|the|for|in|on|at|to|with|a|an|by|from|de|di|du|des|"
    r"del|della|von|van|der|und|et)),?$",
    re.I,
)
STARTS_DATED = re.compile(
    r"^[\s(（]*(?:(?:19|20)\d\d(?!\d)|\d{1,2}\s*[/.]\s*(?:19|20)\d\d|\d{1,2}/\d{1,2}/(?:19|20)\d\d|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d|"
    r"(?:spring|summer|fall|autumn|winter)\s+(?:19|20)\d\d)",
    re.I,
)
_BROKEN_WORD = re.compile(r"[a-z]{2}-$", re.I)
_LABEL_START = re.compile(r"^[^\s:：]{1,20}(?:\s[^\s:：]{1,20}){0,2}\s*[:：]")
# The first word of a line: a CJK text breaks after any character, so one character.
_FIRST_WORD = re.compile(rf"[{CJK}]|\S+")
# How many lines of one script a document needs for its widest to measure the page.
_MEASURED = 3
# No page sets a line longer than this (a CJK character counted as two): a text with a
# few such lines writes a paragraph a line, unwrapped, and its width measures nothing.
_PAGE_LINE = 160


def join_wrapped(lines: list[Line]) -> None:
    """Join lines that a word processor or a PDF wrapped ("..., Massachusetts Institute" /
    "of Technology."): the continuation's text moves onto the line it continues and the
    continuation stays as an empty, non-blank line (so ``lines`` spans keep their
    meaning). A break is a wrap when the next line starts in lower case, when the line
    ends on a word that cannot end a phrase ("of", "and", ","), or when the next word
    would not have fitted on the line; and only where the layout agrees (same margin,
    the right-hand column of a dated line, or the text column of a list item)."""
    measured = [ln.raw for ln in lines if ln.text and ln.indent < 16]
    measured = [raw for raw in measured if "   " not in raw.strip()]
    if len(measured) < 10:
        return
    # Proportional fonts make a character count a rough measure of a PDF line: a word
    # "would not have fitted" when it would have run past nine tenths of the widest line
    # of its script, a CJK character counted as two (a Latin letter is narrower than half
    # a CJK character, a digit about half).
    width = {
        wide: _width([raw for raw in measured if _wide(raw) is wide]) for wide in (False, True)
    }
    if sum(_length(raw.strip()) > _PAGE_LINE for raw in measured) >= _MEASURED:
        width = dict.fromkeys(width)

    words: set[str] | None = None
    p: Line | None = None  # the line being extended
    tail: Line | None = None  # the last physical line joined onto it
    for ln in lines:
        if not ln.text:
            p = tail = None
            continue
        if (
            p is not None
            and tail is not None
            and _continues(p, tail, ln, width, classify_heading_strength)
        ):
            sep = "" if CJK_CHAR.search(p.text[-2:]) and CJK_CHAR.match(ln.text) else " "
            if p.text.endswith("-") and ln.text[:1].islower():
                if words is None:
                    words = {w for x in lines for w in re.findall(r"[a-z]{4,}", x.text.lower())}
                head = re.search(r"([A-Za-z]+)-$", p.text)
                tail_word = re.match(r"[a-z]+", ln.text)
                glued = (head.group(1) + tail_word.group(0)).lower() if head and tail_word else ""
                sep = ""
                if glued in words:
                    p.text = p.text[:-1]
            p.text = p.text + sep + ln.text
            p.emph = p.emph + ln.emph
            ln.text = ""
            ln.joined = True
            tail = ln
            continue
        p = tail = ln


def _wide(raw: str) -> bool:
    """A line whose CJK characters fill more than half its width."""
    return cjk_count(raw) * 4 > _length(raw.strip())


def _width(raws: list[str]) -> int | None:
    """Nine tenths of the widest of these lines, if there are enough to tell."""
    return int(max(map(_length, raws)) * 0.9) if len(raws) >= _MEASURED else None


def _length(text: str) -> int:
    return len(text) + cjk_count(text)


def _continues(p: Line, tail: Line, ln: Line, width: dict, heading) -> bool:
    if ln.bullet or ln.level or p.level:
        return False
    if _closes_bracket(p.text, ln.text) or _wrapped_heading(p, tail, ln, heading):
        return True
    if ln.heading or p.heading or ln.italic != p.italic:
        return False
    prev, text = p.text, ln.text
    if prev.endswith((".", ":", ";", "!", "?", "。", "：", "；", "|")):
        return False
    if _capitals(prev) or _capitals(text) or STARTS_DATED.match(text) or _LABEL_START.match(text):
        return False
    if "   " in ln.raw.strip():
        return False  # a line of columns is a row of its own
    if " | " in ln.raw and " | " in tail.raw:
        return False  # so is a table's row below another ("Fellow | Hill Lab | 2019 – 2022")
    if _role_and_dates(text):
        return False  # "Research Engineer, Sep 2009 – Aug 2011" below a job's description
    if _ends_on_range(prev) and "   " not in tail.raw.strip() and not _LOWER_WORD.match(text):
        return False  # "Ph.D., Hill University, 2019 - 2024" / "B.S., ...": two entries
    if p is tail and len(prev) <= 40 and heading(prev):
        return False  # a heading ("Contact") before its first line
    found = heading(text) if len(text) <= 40 else None
    if found and found[1]:
        return False  # the next section's heading ("Publications (English)")
    # The layout: same margin, or the text column of the line above.
    col = _column_start(p.raw)
    if p.bullet:
        # A word broken at the line's end ("..., Uni-" / "versity of X") goes on below
        # whatever the margin.
        ok = ln.indent >= p.indent + 2 or bool(_BROKEN_WORD.search(prev) and text[:1].islower())
    else:
        ok = ln.indent in (p.indent, tail.indent) or (col is not None and abs(ln.indent - col) <= 1)
    if not ok:
        return False
    if _LOWER_WORD.match(text) or _DANGLING.search(prev):
        return True
    first = _FIRST_WORD.match(text)
    if first and _fits_in_gap(tail, ln, first.group(0)):
        return False
    full = width[_wide(tail.raw)]
    return bool(first and full) and _length(tail.raw.rstrip()) + 1 + _length(first[0]) > full


def _capitals(text: str) -> bool:
    """A line in capitals ("EDUCATION"): not the capitals of the acronyms in a CJK text."""
    letters = NON_LETTERS.sub("", text)
    return letters.isupper() and len(letters) >= 4 and not cjk_count(text)


def _role_and_dates(text: str) -> bool:
    """A role's head line: a capitalised title of a few words, then its range and nothing
    more ("Research Engineer, Sep 2009 – Aug 2011"), which a wrapped sentence never is."""
    found = find_range(text) if text[:1].isupper() else None
    if found is None or found.single or text[found.span[1] :].strip(" .,;)"):
        return False
    before = text[: found.span[0]].strip(" ,(|–—-")
    return 0 < len(before.split()) <= 8 and bool(TITLE_WORDS.search(before))


def _ends_on_range(text: str) -> bool:
    """A line whose last words are a date range ("Ph.D. in Physics, Hill University, 2019 -
    2024"): an entry's dates close its line; a capitalised line below is the next entry's,
    not the rest of a phrase. (A row of columns, its dates flush right, is left to the
    rules of columns.)"""
    found = find_range(text)
    return bool(
        found and not found.single and found.start and not text[found.span[1] :].strip(" .,;)）")
    )


def _closes_bracket(prev: str, text: str) -> bool:
    """A bracket left open at the end of a line closes at the start of the next
    ("Internship at Acme Corp (NYSE:" / "ACME) | 2020"), whatever their fonts."""
    opened = prev.count("(") + prev.count("（") - prev.count(")") - prev.count("）")
    m = re.match(r"[^()（）]{0,30}[)）]", text)
    return opened > 0 and bool(m) and "   " not in text[: m.end()]


def _wrapped_heading(p: Line, tail: Line, ln: Line, heading) -> bool:
    """A section heading set over two lines ("HONORS &" / "SCHOLARSHIPS")."""
    if p is not tail or len(p.text) > 40 or len(ln.text) > 40 or p.heading != ln.heading:
        return False
    if not re.search(r"(?:&|\band)\s*$", p.text, re.I):
        return False
    found = heading(p.text + " " + ln.text)
    return bool(found and found[1])


def _fits_in_gap(tail: Line, ln: Line, word: str) -> bool:
    """A row of columns ("2011-2013 硕士, 某系        导师: X") is as wide as its gap makes
    it: a line below at its left margin whose first word would have fitted in the gap after
    the first column is a row of its own (the school under its degree), not a wrap."""
    lead = len(tail.raw) - len(tail.raw.lstrip())
    gap = COLUMN_GAP.search(tail.raw, lead)
    if gap is None or abs(ln.indent - tail.indent) > 1:
        return False
    return len(word) + 2 <= gap.end() - gap.start()


_LOWER_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*[,.;:]?(?:\s|$)")


def _column_start(raw: str) -> int | None:
    """Where the text column of a "date   text" line starts, or None."""
    lead = len(raw) - len(raw.lstrip())
    m = COLUMN_GAP.search(raw, lead)
    return m.end() if m else None


# A date range set in a narrow left column over two lines ("2012 年 9 月 –" / "2016 年 8 月",
# "Sep 2012" / "– Aug 2016"): the end moves up beside its start, so the entry's first line
# holds its whole range. A start alone on its line may be set a blank line above the end
# ("2022 Fall" / "" / "– 2024 TA, X University"): the start then moves down to the entry.
# The dash may be a tilde ("2021.01 ~" / "2023.06"), as dates.py reads ranges.
_OPEN_START = re.compile(r"^(?P<date>.{4,20}?)\s*[–—~〜～-]$")
_CLOSING = re.compile(r"^[–—~〜～-]\s*(?P<date>.{2,20})$")
_LEADING_DASH = re.compile(r"^\s*[–—~〜～-]\s*")


# The same column with no dash: a start above "至今"/"Present" ("2022.9 X大学" / "至今 | 专业"),
# or the open end above its start ("Now | X大学" / "2021.09- 经济学"): the range, on the upper line.
_COLUMN_NOW = re.compile(r"^(?P<now>至\s?今|present|now)(?:\s+\|\s+|$|(?<=今)\s+(?=\S))", re.I)
_DASHED_START = re.compile(r"^(?P<date>.{4,20}?)\s*[-–—]\s*(?:\|\s*|\s+|$)")
_COLUMN_REST = re.compile(r"\s*[-–—]?(?:\s+\|\s+|\s+|$)")


def _lone_start(text: str, dash: bool) -> tuple[str, str] | None:
    """A date alone at the start of a line, and the text after it (after its dash too
    when `dash`: "2021.09- 经济学")."""
    opened = _DASHED_START.match(text) if dash else None
    if opened and _is_date(opened["date"]):
        return opened["date"], text[opened.end() :]
    found = find_range(text)
    if not (found and found.single and found.start and found.span[0] == 0):
        return None
    rest = _COLUMN_REST.match(text, found.span[1])
    if rest is None or (not dash and "-" in rest.group(0)):
        return None
    return text[: found.span[1]], text[rest.end() :]


def _stacked_open_range(upper: Line, lower: Line) -> bool:
    """Join a start and an open end set one above the other in a date column (see above)."""
    now = _COLUMN_NOW.match(lower.text)
    start = _lone_start(upper.text, dash=False) if now else None
    if now and start:
        upper.text = f"{start[0]} – {now['now']}" + (f" | {start[1]}" if start[1] else "")
        lower.text = lower.text[now.end() :]
        return True
    now = _COLUMN_NOW.match(upper.text)
    start = _lone_start(lower.text, dash=True) if now else None
    if not (now and start):
        return False
    rest = upper.text[now.end() :]
    upper.text = f"{start[0]} – {now['now']}" + (f" | {rest}" if rest else "")
    lower.text = start[1]
    return True


def _opening_date(line: Line) -> tuple[str, str] | None:
    """(the date, the rest) of a line that opens with one date alone ("2019.09 Hill
    University", "September 2013 | PhD in Physics"), or None."""
    found = find_range(line.text) if line.text and not line.bullet else None
    if found is None or not found.single or found.span[0] or not found.start:
        return None
    return line.text[: found.span[1]].strip(), line.text[found.span[1] :].strip(" |")


def _stacked_dates(lines: list[Line]) -> list[tuple[Line, Line]]:
    """The pairs of lines that open an entry each with one date of a column, the end above
    the start ("2019.09 Hill University" / "2013.09 PhD in Physics" / details): the first
    two lines of a block, the upper's date later than the lower's, no other line of the
    block opening with a date; where two blocks or more are so written."""
    pairs = []
    i = 0
    while i < len(lines):
        if lines[i].blank:
            i += 1
            continue
        j = i
        while j < len(lines) and not lines[j].blank:
            j += 1
        block = [ln for ln in lines[i:j] if ln.text]
        i = j
        if len(block) < 2 or any(_opening_date(ln) for ln in block[2:]):
            continue
        upper, lower = _opening_date(block[0]), _opening_date(block[1])
        if upper and lower and upper[1] and lower[1]:
            high, low = find_range(upper[0]), find_range(lower[0])
            if high and low and low.start < high.start:
                pairs.append((block[0], block[1]))
    return pairs if len(pairs) >= 2 else []


def join_stacked_dates(lines: list[Line]) -> None:
    """A date column that sets each entry's end above its start, beside the entry's first
    two lines ("2019.09 Hill University" / "2013.09 PhD in Physics"): the range goes on the
    first line ("2013.09 – 2019.09 | Hill University"), the second keeps its text."""
    for upper, lower in _stacked_dates(lines):
        end, rest = _opening_date(upper)
        start, below = _opening_date(lower)
        upper.text = f"{start} – {end} | {rest}"
        lower.text = below


def join_split_ranges(lines: list[Line]) -> None:
    join_stacked_dates(lines)
    for i, upper in enumerate(lines[:-1]):
        lower = lines[i + 1]
        if upper.text and lower.text and _stacked_open_range(upper, lower):
            continue
        gap = not lower.text and i + 2 < len(lines) and _LEADING_DASH.match(lines[i + 2].text)
        if gap:
            lower = lines[i + 2]
        if not upper.text or not lower.text:
            continue
        first, _, rest = upper.text.partition(" | ")
        below, bar, below_rest = lower.text.partition(" | ")
        below_rest = below_rest if bar else ""
        start = _OPEN_START.match(first.strip())
        if not gap and start and _is_date(start["date"]) and _is_end(below):
            end, start_date, after = below.strip(), start["date"], below_rest
        elif not gap and _lone_date(first) and ONGOING_RE.fullmatch(below.strip()):
            end, start_date, after = below.strip(), first.strip(), below_rest  # "2025.05" / "至今"
        else:
            closing = _closing(below)
            if not (closing and _is_date(first)) or (gap and (rest or not _lone_date(first))):
                continue
            start_date, (end, tail) = first.strip(), closing
            after = " | ".join(t for t in (tail, below_rest) if t)
        if gap:
            upper.text, lower.text = "", f"{_date_only(start_date)} – {end} | {after}"
            continue
        upper.text = f"{start_date} – {end}" + (f" | {rest}" if rest else "")
        lower.text = after


def _closing(field: str) -> tuple[str, str] | None:
    """ "– Aug 2016" or "– 2024 TA, X University": the end of a range and what follows it."""
    whole = _CLOSING.match(field.strip())
    if whole and _is_end(whole["date"]):
        return whole["date"], ""  # "– Aug 2016", "– present"
    dash = _LEADING_DASH.match(field)
    found = find_range(field[dash.end() :]) if dash else None
    if not (dash and found and found.single and found.start and found.span[0] == 0):
        return None
    cut = dash.end() + found.span[1]
    return field[dash.end() : cut], field[cut:].strip(" ,;")


# What may stand beside a date alone on its line: the term it starts.
_TERM = re.compile(r"(?i)^\W*(?:spring|summer|fall|autumn|winter|[春夏秋冬]季?)?\W*$")


def _lone_date(text: str) -> bool:
    found = find_range(text)
    return bool(found) and bool(_TERM.match(text[: found.span[0]] + text[found.span[1] :]))


def _date_only(text: str) -> str:
    """ "2022 Fall", "2022 秋": the date a lone start is written with, without its note."""
    found = find_range(text)
    return text[found.span[0] : found.span[1]] if found else text


def _is_end(text: str) -> bool:
    """A date, or a word alone saying the range is open ("Present", "至今")."""
    return _is_date(text) or bool(ONGOING_RE.fullmatch(text.strip()))


def _is_date(text: str) -> bool:
    found = find_range(text.strip())
    return bool(found and found.single and found.start)
