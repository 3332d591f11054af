"""Contact details: emails (also "x [at] y [dot] z"), phones, links, birth date."""

from __future__ import annotations

import functools
import re
from urllib.parse import unquote

from .dates import DATE_RE, day_value

# "[at]", "(at)", "{at}", "<at>", and "[@]" or "(@)": an "at" set apart in brackets.
_AT = re.compile(
    r"\s*(?:[\[({]\s*@\s*[\])}]|\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\}|<\s*at\s*>|\s+at\s+(?=\S+\s*(?:\[|\(|\{)\s*dot))\s*",
    re.I,
)
_DOT = re.compile(r"\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|<\s*dot\s*>)\s*", re.I)
# An address is written in ASCII: a Chinese character or separator right before it
# ("丨jane@x.org", "邮箱jane@x.org") is not part of it.
EMAIL_RE = re.compile(
    r"(?<![A-Za-z0-9_.+-])[A-Za-z0-9][\w.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
)
PHONE_RE = re.compile(
    r"(?:(?<=[\s:：])|^)(?:\(?\+\d{1,3}\)?[\s-]?)?(?:\(?\d{2,4}\)?[\s-]?)?\d{3,4}[\s-]?\d{4,5}(?![\d])"
)
URL_RE = re.compile(
    r"(?:https?://|www\.)[^\s<>()\"'|,，]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|me|dev|cn|edu|ai|github\.io)(?:/[^\s<>()\"'|,，]*)?\b"
)
_BIRTH = re.compile(
    r"(?:date of birth|birth ?date|born(?: on)?|d\.o\.b\.?|\bdob\b|birthday|出生日期|出生年月|生日)\s*[:：]?\s*(.+)",  # noqa: E501
    re.I,
)


_OBFUSCATED = re.compile(r"[\[({<]\s*(?:at|dot|@)\s*[\])}>]", re.I)
# "*jane.roe* [AT] *uni* [DOT] *edu*": the parts of an address set in italics, their
# marks left beside the "@" and the dots once these are put back.
_MARKS_BESIDE = re.compile(r"\*+(?=[@.][\w*])|(?<=[\w*][@.])\*+")


def deobfuscate(text: str) -> str:
    if not _OBFUSCATED.search(text):
        return text
    return _MARKS_BESIDE.sub("", _DOT.sub(".", _AT.sub("@", text)))


# "jane.roe at gmail.com", "jane at cs dot uni dot edu" on a line that says it is an email.
# The local part may spell its dots too: "jane dot roe at uni dot edu".
_WORD_AT = re.compile(
    r"(?i)(?<![\w.+-])([a-z0-9][\w.+-]*(?:\s+dot\s+[\w+-]+)*)\s+(?:at|@)\s+"
    r"([a-z0-9-]+(?:\s*(?:\.|\s+dot\s+)\s*[a-z0-9-]+)+)"
)
_SPELLED_DOT = re.compile(r"(?i)\s*(?:\.|\s+dot\s+)\s*")
_MAIL_CUE = re.compile(r"(?i)e-?mail|contact|邮箱|邮件")
# "jroe AT cs.uni.edu", "jroe @ cs.uni.edu": an "at" in capitals or an "@" set apart
# between words is an address spelled out on any line; "jane_roe#uni.edu" on a line
# that says it is an email, a "#" for the "@" as Chinese CVs write it.
_CAPS_AT = re.compile(r"\S\s+AT\s+\S")
_HASH_AT = re.compile(
    r"(?<![\w.+-])([A-Za-z0-9][\w.+-]*)#([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b"
)
# An address broken at its last dot by a line end ("jane@gmail" / ".com").
_BROKEN = re.compile(r"(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)\s*\n\s*(\.[A-Za-z]{2,}\b)")


def _joined(m: re.Match, cue: bool) -> str:
    """The address a spelled-out match writes; on a line that does not say it is an email,
    only one whose domain is in lower case ("Developer @ U.S. Geological Survey" is a
    job at a place)."""
    domain = _SPELLED_DOT.sub(".", m[2])
    if not cue and (domain.lower() != domain or m[1][:1].isupper()):
        return m[0]
    return _SPELLED_DOT.sub(".", m[1]) + "@" + domain


def _alone_spelled(line: str) -> bool:
    """A line that is nothing but an address with its "at" and a "dot" spelled out
    ("jane-roe at uni dot edu" under a page's name): an address without a cue."""
    m = " at " in line.lower() and _WORD_AT.fullmatch(line.strip())
    return bool(m) and " dot " in m[2].lower()


def _spelled_out(text: str) -> str:
    if not _may_spell_out(text):
        return text
    out = []
    for line in text.split("\n"):
        if (
            "#" not in line
            and " @ " not in line
            and "AT" not in line
            and " at " not in line.lower()
        ):
            out.append(line)  # none of the forms below: the line stays as it is
            continue
        cue = bool(_MAIL_CUE.search(line)) or _alone_spelled(line)
        if (" at " in line.lower() and cue) or " @ " in line or _CAPS_AT.search(line):
            line = _WORD_AT.sub(functools.partial(_joined, cue=cue), line)
        if cue and "#" in line:
            line = _HASH_AT.sub(r"\1@\2", line)
        out.append(line)
    return "\n".join(out)


# What _CAPS_AT and _HASH_AT need, found by a scan for their literal mark: a capital "AT"
# between spaces, a "#" before a domain's first character.
_SPACED_CAPS_AT = re.compile(r"AT(?<=\sAT)\s")
_HASH_BEFORE_DOMAIN = re.compile(r"#[A-Za-z0-9-]")


def _may_spell_out(text: str) -> bool:
    """The text holds what _spelled_out reads on some line: an " @ " set apart, a capital
    "AT" between spaces, or an email's cue with an " at " (in any case) or a "#" before a
    domain; a text with none of them it leaves as is (a heading's "AT" in "EDUCATION",
    a Markdown heading's "#")."""
    low = text.lower()
    if " @ " in text or " dot " in low or ("AT" in text and _SPACED_CAPS_AT.search(text)):
        return True
    return (" at " in low or ("#" in text and bool(_HASH_BEFORE_DOMAIN.search(text)))) and bool(
        _MAIL_CUE.search(text)
    )


# Markdown and jemdoc escapes ("jane\\_roe", "jane\\-roe", "\\[at\\]") and emphasis
# around an obfuscated "at" ("*[at]*").
_ESCAPED = re.compile(
    r"\\(?=[\[\]()_+.-])|[*_]+(?=[\[({<]\s*(?:at|dot)\s*[\])}>])|(?<=[\])}>])[*_]+"
)
# An address broken right after its "@" by a line end ("jane.roe@" / "outlook.com").
_BROKEN_AT = re.compile(r"(\S@)[ \t]*\n[ \t]*(?=[A-Za-z0-9-]+\.[A-Za-z])")
# What both _BROKEN and _BROKEN_AT need, found by a scan for the "@" alone: a line end
# after an "@" and the domain's letters and dots at most.
_AT_BEFORE_BREAK = re.compile(r"@[\w.-]*\s*\n")
# An address cut off at a well-known mail provider's name ("jane@gmail"): its .com.
_PROVIDER = re.compile(
    r"(@(?:gmail|googlemail|hotmail|outlook|yahoo|icloud|protonmail|foxmail|qq|163|126|sina|"
    r"aliyun))(?![\w.-])",
    re.I,
)


def _without_front_matter_comments(text: str) -> str:
    """A page's YAML front matter with its comment lines ("# email: old@x.org") emptied:
    a template's examples and settings the page does not show."""
    if not text.startswith("---"):
        return text
    lines = text.split("\n")
    for i in range(1, min(len(lines), 300)):
        if lines[i].strip() == "---":
            break
        if lines[i].lstrip().startswith("#"):
            lines[i] = ""
    return "\n".join(lines)


# A dash between two letters of an address's local part ("li–mei@x.org"): a hyphen that
# a typesetter printed as a dash (LaTeX sets "--" as "–"), unless the word before it is a
# label run into the address ("Email–ann@x.org").
_DASH_IN_ADDRESS = re.compile(r"(?<=[A-Za-z])[–—](?=[A-Za-z][\w.+-]*@)")
_LABEL_BEFORE_DASH = re.compile(r"(?i)(?:e-?mail|mail|contact)$")


def _typeset_hyphens(token: str) -> str:
    """The address token with the dashes _DASH_IN_ADDRESS finds read as hyphens."""
    m = _DASH_IN_ADDRESS.search(token)
    if m is None or _LABEL_BEFORE_DASH.search(token[: m.start()]):
        return token
    return _DASH_IN_ADDRESS.sub("-", token)


def emails(text: str) -> list[str]:
    text = _without_front_matter_comments(text)
    if "\\" in text or ("[" in text and "[at" in text.lower()):
        text = _ESCAPED.sub("", text)
    text = deobfuscate(text)
    if _AT_BEFORE_BREAK.search(text):
        text = _BROKEN_AT.sub(r"\1", _BROKEN.sub(r"\1\2", text))
    if "@" in text:
        text = _PROVIDER.sub(r"\1.com", text)
    text = _spelled_out(text)
    # Only the whitespace-separated tokens that hold an "@" can hold an address.
    found = [
        e for tok in text.split() if "@" in tok for e in EMAIL_RE.findall(_typeset_hyphens(tok))
    ]
    return list(dict.fromkeys(e.rstrip(".") for e in found if is_personal(e)))


# Addresses of an office or a role, and a template's placeholders: not a person's own.
_ROLE = re.compile(
    r"(?i)^(?:info|office|admin|admissions?|contact|enquir(?:y|ies)|inquir(?:y|ies)|webmaster|"
    r"no-?reply|support|hr|jobs|careers|secretar(?:y|iat)|dept|department|help|"
    r"(?:your|first)[._-]?(?:name|lastname)|name|username|someone|example|test)$"
)


def is_personal(address: str) -> bool:
    """Not a role's or a department's address ("info@", "admissions@") nor a template's
    placeholder ("your.name@...")."""
    return not _ROLE.match(address.split("@")[0])


# A link's shown text after its tag, which may run over lines ('href="mailto:x"' /
# '    onmouseover="…">'); a Markdown link's target ("(mailto:x)") ends on its line.
_MAILTO = re.compile(
    r"(?i)mailto:\s*([^\s\"'<>()\[\]?&]+)(?:[\"'][^<>]{0,400}|[^<>\n]*)(?:>([^<]*))?"
)
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)


def mailto_addresses(source: str) -> list[str]:
    """The addresses of `mailto:` links in a page's source ("mailto:jane%40uni.edu"),
    which a page often shows only as "Email" or an envelope icon. Commented-out links
    and YAML comment lines are not shown, so not read."""
    if "mailto:" not in source.lower():
        return []
    source = _HTML_COMMENT.sub(" ", source)
    source = "\n".join(ln for ln in source.split("\n") if not ln.lstrip().startswith("#"))
    out = []
    for address, shows_another in _mailto_links(source):
        # A link that shows another address reads as the address it shows.
        if EMAIL_RE.fullmatch(address) and not shows_another and is_personal(address):
            out.append(address)
    return list(dict.fromkeys(out))


def _mailto_links(source: str):
    """(target, the address the link shows or "") of each `mailto:` link."""
    for m in _MAILTO.finditer(source):
        shown = EMAIL_RE.search(deobfuscate(m.group(2) or ""))
        yield unquote(m.group(1)), shown.group(0) if shown else ""


def masked_targets(source: str) -> set[str]:
    """The targets, in lower case, of `mailto:` links that show another address ('<a
    href="mailto:jx.rxoe@xunix.edu" onmouseover="…">j.roe@uni.edu</a>', a target
    scrambled against robots): no address of the person's, though a page's source
    holds them as text."""
    if "mailto:" not in source.lower():
        return set()
    return {
        address.lower()
        for address, shown in _mailto_links(source)
        if shown and shown.lower() != address.lower()
    }


_PHONE_CUE = re.compile(r"(?i)phone|tel|mobile|cell|电话|手机|\+\d|\(\+?\d")
# _PHONE_CUE in lower case. Searched in the lowered text it finds the same spans, as
# lowering keeps every character's place and a letter of the cues matches in any case
# just what lowers to it, but for "İ" (lowered to two characters) and "ı" (which "i"
# matches): a text with either is searched with _PHONE_CUE. The lower-case pattern
# scans for its first letters; a pattern in any case tries each word at every character.
_PHONE_CUE_LOWER = re.compile(r"phone|tel|mobile|cell|电话|手机|\+\d|\(\+?\d")


def _phone_cues(text: str):
    """The matches of _PHONE_CUE in ``text`` (their spans)."""
    if "\u0130" in text or "\u0131" in text:
        return _PHONE_CUE.finditer(text)
    return _PHONE_CUE_LOWER.finditer(text.lower())


def _cue_lines(text: str):
    """The lines of ``text`` that hold a phone cue, each once."""
    end = -1
    for cue in _phone_cues(text):
        if cue.start() <= end:
            continue
        start = text.rfind("\n", 0, cue.start()) + 1
        end = text.find("\n", cue.end())
        end = len(text) if end < 0 else end
        yield text[start:end]


# A line that says it holds a phone number ("Tel:", "Mobile", "电话", an icon glyph).
# The number follows the word closely ("Mobile: +1 ...", "Tel (office) 555 ..."), which
# a venue ("IEEE Trans. Mobile Comput.") does not.
_PHONE_WORD = re.compile(
    r"(?i)(?:phone|\btel\b|mobile|\bcell\b|电话|手机|☎|📞|📱)\s*(?:\(\w+\)\s*)?[:：.#]?\s*[(+\d]"
)
_YEARS = re.compile(r"^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$")


def _looks_like_phone(number: str, line: str, before: str) -> bool:
    """A number on a phone line, or one written the way phone numbers are: with a
    country or area code ("+1", "(617)"), in three groups or more, or a Chinese
    mobile number. Page ranges ("4853-4858"), year ranges and grant numbers are not."""
    if _YEARS.match(number):
        return False
    if _PHONE_WORD.search(line):
        return True
    groups = re.findall(r"\d+", number)
    return (
        number.startswith(("+", "(+"))
        or bool(re.search(r"\+\d{1,3}\s*$", before))  # "+1  4132752620"
        or bool(re.match(r"\(\d{2,4}\)", number))
        or len(groups) >= 3
        or bool(re.fullmatch(r"1[3-9]\d{9}", number))
    )


def phones(text: str) -> list[str]:
    out = []
    for line in _cue_lines(text):
        for m in PHONE_RE.finditer(line):
            number = m.group(0).strip()
            digits = re.sub(r"\D", "", number)
            if 8 <= len(digits) <= 15 and _looks_like_phone(number, line, line[: m.start()]):
                out.append(number)
    return list(dict.fromkeys(out))


def links(text: str) -> list[str]:
    out = []
    for m in URL_RE.finditer(text):
        url = m.group(0).rstrip(".;:")
        if "@" in text[max(0, m.start() - 1) : m.start()] or re.fullmatch(
            r"[\w.]+\.(?:edu|cn)", url
        ):
            continue  # the domain part of an email
        if re.match(r"^\d", url):
            continue
        out.append(url)
    return list(dict.fromkeys(out))


_BIRTH_CUE = ("birth", "born", "d.o.b", "dob", "出生", "生日")


def birth_date(text: str) -> str | None:
    low = text.lower()
    if not any(cue in low for cue in _BIRTH_CUE):
        return None
    m = _BIRTH.search(text)
    if not m:
        return None
    d = DATE_RE.search(m.group(1)[:40])
    return day_value(d) if d else None
