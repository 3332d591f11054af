"""Contact details hidden from those not allowed to see them: one redaction for every
page, the CSV and the directory's search vector.

Used by `listing.refresh` (the search vector is built from redacted text), `browse`
(profiles, source pages, the CSV) and the admin (a CV's text for staff without the
permission). It hides every form of an email address the parser reads and then some:
`x@y.z`, `x [at] y [dot] z`, `x(at)y(dot)z`, `x at y dot z` on a line that says it is
an email, HTML entities (`x&#64;y.z`), URL encoding (`mailto:x%40y.z`), addresses
broken over two lines or set in spaced letters; phone numbers, however grouped; and
birth dates, on the line of their label or on the line after a label that stands
alone. Links that are only the domain of the person's email are dropped too.

Every pattern is bounded (an address has at most 64 characters before its @) and
only lines that could hold an address are searched for one, so a 10 MB text costs
about as much as reading it a few times. Line breaks are kept: line numbers that
point into a CV still point at the same lines.
"""

import re
from collections.abc import Iterable
from datetime import date

HIDDEN = "[hidden]"

# One character of an address as written, entity-encoded (&#106;), URL-encoded (%6A)
# or escaped for Markdown (jane\_roe); an encoded dot or @ is not one of them.
_CHAR = (
    r"(?:[\w+\-]|&\#(?!0*46;|x0*2e;|0*64;|x0*40;)x?[0-9a-f]{1,6};|%(?!2e|40)[0-9a-f]{2}"
    r"|\\[_.\-])"
)
# Where a run of address characters may start: not inside a word or an entity run.
_RUN_START = r"(?<![\w.+\-;%])"
_OPEN = r"(?:\\?[\[({<]|&lt;)"
_CLOSE = r"(?:\\?[\])}>]|&gt;)"
_MARKS = r"[*_]*"  # Markdown emphasis around an obfuscated word: *[at]*
# "@" as written or encoded, after which an address may break; or "at" in brackets.
_LITERAL_AT = r"(?:@|＠|&\#0*64;|&\#x0*40;|&commat;|%40)(?:[ \t]*\n[ \t]*)?"
_BRACKET_AT = rf"\s*{_MARKS}{_OPEN}\s*at\s*{_CLOSE}{_MARKS}\s*"
_DOT = (
    r"(?:\.|。|．|&\#0*46;|&\#x0*2e;|&period;|%2e|[ \t]*\n[ \t]*\."
    rf"|\s*{_MARKS}{_OPEN}\s*dot\s*{_CLOSE}{_MARKS}\s*)"
)
# Possessive: the characters of a part are never given back, so a long run is read once.
_LABEL = rf"{_CHAR}{{1,64}}+"
_PART = rf"{_LABEL}(?:{_DOT}{_LABEL}){{0,8}}+"
# An address cut off at a mail provider's name ("jane@gmail"), as the parser reads it.
_PROVIDER = (
    r"(?:gmail|googlemail|hotmail|outlook|yahoo|icloud|protonmail|foxmail|qq|163|126|sina"
    r"|aliyun)\b"
)
EMAIL = re.compile(
    rf"{_RUN_START}{_PART}"
    rf"(?:{_LITERAL_AT}{_LABEL}(?:{_DOT}{_LABEL}){{1,8}}+|{_LITERAL_AT}{_PROVIDER}"
    rf"|{_BRACKET_AT}{_PART})",
    re.I,
)
# An address set in spaced letters, as some PDFs set it: "j a n e @ g m a i l . c o m".
SPACED_EMAIL = re.compile(r"(?<!\S)(?:[\w.+\-] ){1,64}+@(?: [\w.+\-]){3,255}+(?!\S)")
# What a line needs to hold an address: an @, encoded or not, or "at" in brackets.
_AT_MARK = re.compile(r"(?i)[@＠]|&\#0*64;|&\#x0*40;|&commat;|%40|\bat\s*(?:\\?[\])}>]|&gt;)")
# "jane dot roe at gmail dot com", "jane @ gmail.com", read only on a line that says
# it holds an email.
_SPELLED = re.compile(
    r"(?<![\w.+\-])[\w.+\-]{1,64}+(?:\s+dot\s+[\w+\-]{1,64}+){0,8}+\s*(?:\s+at\s+|@\s+|\s+@)"
    r"[\w\-]{1,64}+(?:(?:\.|\s+dot\s+)[\w\-]{1,64}+){1,8}+",
    re.I,
)
_MAIL_CUE = re.compile(r"(?i)e-?mail|\bmail\b|contact|reach|write|邮箱|邮件|联系")
# A mailto: link, whatever it encodes.
MAILTO = re.compile(r"(?i)mailto:[^\s\"'<>()\[\]]*")

# Phone numbers: a run of digits with single spaces, dots or dashes between them,
# after an optional +country code and an area code in brackets; hidden from eight
# digits on, from seven after a phone cue.
PHONE = re.compile(
    r"(?:\(?\+\d{1,3}\)?[ \t.\-]{0,2})?(?:\(\d{1,4}\)[ \t.\-]{0,2})?\d(?:[ \t.\-]{0,2}\d){6,}+"
)
# A number that is part of an identifier, not a phone: arXiv:2101.12345, a DOI, an
# ORCID, a URL's path, a patent number.
_IDENTIFIER_BEFORE = re.compile(
    r"(?i)(?:arxiv|doi|isbn|issn|orcid|pmid|pmcid|id|no|patent|grant)[:.]?\s*$"
    r"|[/.\-_=#:A-Za-z]$"
)
_IDENTIFIER = re.compile(r"\d{4}-\d{4}-\d{4}-\d{3}[\dX]|\d{4}\.\d{4,5}")  # ORCID, arXiv
# A number without separators is a phone only as a Chinese mobile (with or without
# its country code) or as ten digits; grant and patent numbers are the others.
_BARE_PHONE = re.compile(r"(?:86)?1[3-9]\d{9}|\d{10}")
# A phone cue just before a number ("Tel: ", "Mobile (office): ", "电话：", "☎ "): the
# number is hidden whatever it looks like.
_PHONE_CUE = re.compile(
    r"(?i)(?:phone|\btel|mobile|\bcell|\bfax|contact|电话|手机|联系方式|☎|📞|📱)"
    r"[^\w\n]{0,8}(?:\(\w+\)[^\w\n]{0,4})?$"
)
# Two short groups joined by a dash are a range (pages 4853-4858), not a phone.
_RANGE = re.compile(r"\d{1,5}\s*-\s*\d{1,5}")

# A birth date's label; "birth" alone only as a label ("Birth: 1990"), not in a title
# ("cry from birth").
_BIRTH = re.compile(
    r"(?i)(?:date|place|year|day)\s+of\s+birth|(?<![a-z])birth\s*(?:date|day|place|year)"
    r"|(?<![a-z])birth\s*[:：|]|(?<![a-z])(?:born|bday|dob)\b|\bd\.\s*o\.\s*b\b"
    r"|date\s+de\s+naissance|出生|生日|生于"
)
# Words without which a line cannot hold a birth label (a cheap test before _BIRTH).
_BIRTH_WORDS = ("birth", "born", "bday", "dob", "d.", "naissance", "出生", "生日", "生于")
# A birth-date label standing alone, its value on the next line.
_BIRTH_LABEL = re.compile(
    r"(?i)date\s+of\s+birth|birth\s*date|birthday|born(?:\s+on)?|d\.?\s*o\.?\s*b\.?"
    r"|出生日期|出生年月|出生|生日"
)


def redact(
    text: str,
    *,
    emails: Iterable[str] = (),
    phones: Iterable[str] = (),
    birth_date: date | None = None,
) -> str:
    """The text without email addresses, phone numbers or birth dates. The person's
    own `emails`, `phones` and `birth_date` are hidden wherever they appear, besides
    every form the patterns find."""
    text = MAILTO.sub(HIDDEN, text)
    for value in sorted({*emails, *phones}, key=len, reverse=True):
        if value:
            text = re.sub(re.escape(value), HIDDEN, text, flags=re.I)
    if birth_date is not None:
        text = re.sub(birth_date_forms(birth_date), HIDDEN, text)
    text = hide_emails(text)
    text = PHONE.sub(hide_phone, text)
    return hide_birth_lines(text)


def hidden(match: re.Match) -> str:
    """HIDDEN in place of a match, keeping its line breaks."""
    return HIDDEN + "\n" * match.group().count("\n")


def hide_emails(text: str) -> str:
    """Addresses hidden on each line that could hold one, read together with the next
    line (where an address broken after its @ goes on); spelled-out addresses on the
    lines that say they hold an email."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if _AT_MARK.search(line):
            pair = "\n".join(lines[i : i + 2])
            pair = SPACED_EMAIL.sub(HIDDEN, EMAIL.sub(hidden, pair))
            lines[i : i + 2] = pair.split("\n")
        if _MAIL_CUE.search(lines[i]):
            lines[i] = _SPELLED.sub(HIDDEN, lines[i])
    return "\n".join(lines)


def birth_date_forms(day: date) -> str:
    """A pattern for a date as CVs write it: 1990-05-01, 1990.5.1, 1990/05/01,
    01/05/1990, 5/1/1990, 1990年5月1日."""
    y, month, dom = day.year, rf"0?{day.month}", rf"0?{day.day}"
    return (
        rf"(?<!\d)(?:{y}\s*[-./年]\s*{month}\s*[-./月]\s*{dom}日?"
        rf"|{dom}\s*[-./]\s*{month}\s*[-./]\s*{y}|{month}\s*[-./]\s*{dom}\s*[-./]\s*{y})(?!\d)"
    )


def looks_like_dates(candidate: str) -> bool:
    """2020.09-2025.06, 9/2017-9/2020, 12/16 - 01/17 and 2021.9.1 are dates, not phone
    numbers: each group is a day, a month or a year, and a year is among them or the
    groups are few (01 23 45 67 89 is a phone)."""
    groups = re.findall(r"\d+", candidate)
    years = [g for g in groups if len(g) == 4 and g[:2] in ("19", "20")]
    return all(len(g) <= 2 or g in years for g in groups) and (bool(years) or len(groups) <= 4)


def hide_phone(match: re.Match) -> str:
    """A long number is hidden unless it reads as dates, a range, a reference number
    or part of an identifier, and no phone cue ("Tel:", "手机") comes just before it."""
    candidate, text = match.group(), match.string
    line_start = text.rfind("\n", 0, match.start()) + 1
    before = text[max(line_start, match.start() - 25) : match.start()]
    if _PHONE_CUE.search(before) or candidate.startswith(("+", "(+")):
        return HIDDEN
    digits = sum(c.isdigit() for c in candidate)
    if digits < 8 or _IDENTIFIER_BEFORE.search(before[-8:]) or _IDENTIFIER.fullmatch(candidate):
        return candidate
    if candidate.isdigit():
        return HIDDEN if _BARE_PHONE.fullmatch(candidate) else candidate
    groups = re.findall(r"\d+", candidate)
    if any(len(g) >= 6 for g in groups) and not groups[0].startswith("0"):
        return candidate  # a long group after a short one: a reference number
    if _RANGE.fullmatch(candidate) or looks_like_dates(candidate):
        return candidate
    return HIDDEN


def hide_birth_lines(text: str) -> str:
    """Every line naming a birth date hidden; a label standing alone ("Date of birth",
    "出生日期：") hides the line after it too, where its value is."""
    if not any(word in text.lower() for word in _BIRTH_WORDS):
        return text
    lines = text.split("\n")
    label_above = False
    for i, line in enumerate(lines):
        low = line.lower()
        if any(word in low for word in _BIRTH_WORDS) and _BIRTH.search(line):
            label_above = not re.search(r"\w", _BIRTH_LABEL.sub("", line))
            lines[i] = HIDDEN
        elif label_above and line.strip():
            lines[i] = HIDDEN
            label_above = False
    return "\n".join(lines)


def visible_links(links: Iterable[str], emails: Iterable[str]) -> list[str]:
    """The links a person's profile shows everyone: not a mailto: or an address, nor
    only the domain of one of their emails ("cs.mit.edu" beside jane@cs.mit.edu)."""
    domains = {e.rsplit("@", 1)[-1].casefold() for e in emails if "@" in e}
    shown = []
    for link in links:
        if "@" in link or MAILTO.match(link) or EMAIL.search(link):
            continue
        bare = re.sub(r"(?i)^(?:https?://)?(?:www\.)?", "", link).rstrip("/").casefold()
        if bare not in domains:
            shown.append(link)
    return shown
