"""Text normalisation and the per-line view the rest of the parser reads.

Normalisation keeps the number of lines unchanged, so ``lines`` in every
record index the normalised text 1:1 (that text is what ParsedCV.text holds).
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata
from dataclasses import dataclass, field

from profiles.text import CJK, CJK_CHAR, CJK_RUN, has_cjk

__all__ = [
    "CJK",
    "CJK_CHAR",
    "COMBINING",
    "Line",
    "cjk_count",
    "has_cjk",
    "make_lines",
    "normalise",
]

# Accents set as marks after their letters ("Rene\u0301").
COMBINING = re.compile("[\u0300-\u036f]")

# LaTeX math residue from PDF-to-markdown converters: "$\blacksquare$", "$\mathcal{...}$".
_LATEX = re.compile(r"\$[^$\n]*\\[^$\n]*\$")
_LATEX_CMD = re.compile(r"\\(?:blacksquare|bullet|cdot|approx|diamond|star|circ)\b")
# Emoji and pictographs used as icons in homepages ("🏢 Office:", "📮 Email:"), and the
# selectors that say whether to draw one as text or as emoji (U+FE0E, U+FE0F).
_EMOJI = re.compile(
    "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0e\ufe0f\u200d\u2300-\u23ff\ue000-\uf8ff]"
)
# Icons that open a line ("🎓 Education") indent it no more than it stood.
_LEAD_EMOJI = re.compile(rf"(?m)^([ \t]*)(?:{_EMOJI.pattern}[ \t]*)+")
# Icon and box glyphs a PDF's fonts leave behind ("○␣"), and dotted leaders
# ("Qualifications..........").
_GLYPHS = re.compile(r"[\u2423\u25a1\u2610\ufffd]|…{3,}")
_LEADER = re.compile(r"(?<=\S)\.{5,}")
_CID = re.compile(r"\(cid:\d+\)")
# Some PDF fonts map an ideograph to the radical drawn the same: "⻄" for "西". NFKC
# maps the Kangxi radicals ("⼤" to "大"); the radicals that are whole simplified
# characters have no such mapping, so they are mapped here.
_RADICAL = re.compile("[\u2e80-\u2eff]")
_RADICALS = str.maketrans(
    "\u2ea0\u2ec4\u2ec5\u2ec6\u2ec9\u2ecb\u2ed3\u2ed4\u2ed8\u2ed9\u2eda\u2edb\u2edc\u2edd"
    "\u2ee2\u2ee5\u2ee6\u2ee7\u2ee8\u2ee9\u2eea\u2eec\u2eee\u2ef0",
    "民西见角贝车长门青韦页风飞食马鱼鸟卤麦黄黾齐齿龙",
)
_STYLE = re.compile(r"(?is)<(style|script)\b[^>]*>.*?</\1\s*>")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
# A short line ending in a dotted leader is a heading ("Honors & Awards..........").
_LEADER_HEADING = re.compile(r"(?m)^[ \t]*([^.\n]{2,40}?)[ \t]*\.{5,}[ \t]*$")
_LEAD_BULLET = re.compile(r"^(\s*)[•·・▪►■●◆◦‣∙⦁▸➢✓✔□❖○◇※]\s*")
_MID_BULLET = re.compile(r"\s+[•▪►■●◆◦‣∙⦁○]\s+|\s·\s")
_HYPHENATED = re.compile(r"\b([a-z]{2,})-([a-z]{2,})\b")


def normalise(text: str) -> str:
    """Clean the decoded text line by line (never adding or removing lines)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2028", "\n")
    text = text.replace("\ufeff", "")
    if "$" in text or "\\" in text:
        text = "\n".join(_unlatex(line) for line in text.split("\n"))
    if "&" in text:
        text = _ENTITY.sub(_entity, text)  # "&nbsp;", "&#64;" left in Markdown
    if any(map(text.__contains__, _ACCENTS)) and _SPACING_ACCENTS.search(text):
        text = _SPACING_ACCENTS.sub(_accented, text)
    if "´" in text:
        text = _ACUTE_APOSTROPHE.sub("'", text)  # "Master´s"
    if not text.isascii():  # the costly steps only matter beyond ASCII
        if "，" in text or "：" in text or "；" in text:
            text = _LATIN_FULL_WIDTH.sub(_half_width, text)
        text = unicodedata.normalize("NFKC", text)  # Kangxi radicals too: "⼤" is "大"
        if _RADICAL.search(text):
            text = text.translate(_RADICALS)
        if _EMOJI.search(text):
            text = _EMOJI.sub(" ", _LEAD_EMOJI.sub(r"\1", text))
        text = _GLYPHS.sub(" ", text)
        if _ANY_BULLET.search(text):
            text = _LEAD_BULLET_ML.sub(r"\1- ", text)
            text = _MID_BULLET_ML.sub(" | ", text)
        # Typographic hyphens (U+2010, and U+2011 which NFKC makes one) read as "-"; the
        # figure dash of "2018‒2022" (U+2012) as the en dash, the bar (U+2015) as the em dash.
        text = text.replace("\u00a0", " ").replace("’", "'").replace("\u2010", "-")
        text = text.replace("\u2012", "–").replace("\u2015", "—")
    if "(cid:" in text:
        text = _CID.sub(" ", text)  # a glyph pdfminer could not map (an icon font)
    if "<!--" in text:
        # Commented-out HTML (a template's example entries) is not shown: keep only its
        # line breaks, so that line numbers still point into the text.
        text = _COMMENT.sub(lambda m: "\n" * m.group().count("\n"), text)
    if "<style" in text or "<script" in text:
        # A page's style sheet or script ("h1 { color: #a0b1c2; }") is not shown either.
        text = _STYLE.sub(lambda m: "\n" * m.group().count("\n"), text)
    if "]: " in text:
        text = _MD_COMMENT.sub("", text)  # "[//]: # (an entry left out)" is not shown either
    if "....." in text:
        text = _LEADER.sub(" ", _LEADER_HEADING.sub(r"## \1", text))
    if "{%" in text or "{{" in text:
        text = _LIQUID.sub(" ", text)  # Jekyll/Liquid template tags are not CV content
    if "\t" in text:
        # A tab after Chinese text is a column gap ("教育经历<tab>青山大学<tab>2010-2015"),
        # which the two spaces of a tab elsewhere would not survive: spaces between CJK
        # characters are letter-spacing ("专    业") and are closed up.
        text = _TAB_AFTER_CJK.sub("   ", text).replace("\t", "  ")
    text = "\n".join(line.rstrip() for line in text.split("\n"))
    return _dehyphenate(text)


_TAB_AFTER_CJK = re.compile(rf"(?<=[{CJK}])\t")


# A full-width comma, colon or semicolon between Latin text ("PhD，Hill University",
# "agents：we", "(top 1%)：X") is the ASCII one with its space, as NFKC alone would not
# write it; next to Chinese text it stays as NFKC writes it ("导师：张三", "学位，IEEE会员").
_LATIN_FULL_WIDTH = re.compile(
    rf"(?<=[^\s{CJK}，：；])[ \t]*[，：；][ \t\xa0]*(?=[^\s{CJK}，：；])"
)


def _half_width(m: re.Match) -> str:
    return unicodedata.normalize("NFKC", m[0].strip()) + " "


# A Markdown comment: a link definition to "#" or "<>" that nothing refers to.
_MD_COMMENT = re.compile(r"(?m)^[ \t]*\[[^\]\n]*\]:[ \t]*(?:#|<>)(?:[ \t]+[\"'(].*)?$")
_LIQUID = re.compile(r"\{%[^\n]*?%\}|\{\{[^\n]*?\}\}")


# Whole-text forms of the per-line rules: whitespace never crosses a line break.
_LEAD_BULLET_ML = re.compile(r"(?m)^([ \t]*)[•·・▪►■●◆◦‣∙⦁▸➢✓✔□❖○◇※][ \t]*")
_MID_BULLET_ML = re.compile(r"[ \t]+[•▪►■●◆◦‣∙⦁○][ \t]+|[ \t]·[ \t]")
# Every mark either of the two above can rewrite: a text with none is left as it is.
_ANY_BULLET = re.compile("[•·・▪►■●◆◦‣∙⦁▸➢✓✔□❖○◇※]")


def _unlatex(line: str) -> str:
    if "$" in line or "\\" in line:
        line = _LATEX.sub(" ", line)
        line = _LATEX_CMD.sub(" ", line)
        line = _JEMDOC_BREAK.sub("", line)
        line = _ESCAPED.sub(r"\1", line)
    return line


# jemdoc ends a line it breaks with a literal "\n" and escapes "\[", "\#", "\/".
_JEMDOC_BREAK = re.compile(r"\s*(?<!\\)\\n(?=\s|$)")
_ESCAPED = re.compile(r"\\([\[\]#/&%~])")
_ENTITY = re.compile(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,9});")


def _entity(m: re.Match) -> str:
    char = html.unescape(m.group())
    return " " if char in ("\n", "\r") else char


# A LaTeX PDF sets an accent as a glyph of its own before its letter ("Andirk´o",
# "Universit`a", "J¨orgens"); each accent with the letters it can sit on.
_ACCENTS = {
    "´": ("\u0301", "aeiouyAEIOUYıcnzCNZ"),
    "`": ("\u0300", "aeiouAEIOU"),
    "¨": ("\u0308", "aeiouyAEIOUı"),
    "˜": ("\u0303", "anoANO"),
    "ˆ": ("\u0302", "aeiouAEIOUı"),
    "ˇ": ("\u030c", "cszrenCSZREN"),
    "˚": ("\u030a", "auAU"),
}
_SPACING_ACCENTS = re.compile(
    "(?<=[A-Za-z])(?:"
    + "|".join(
        f"{'' if a == '`' else ' ?'}{re.escape(a)}(?=[{letters}])"  # "Andirk ´o" too
        for a, (_, letters) in _ACCENTS.items()
    )
    + ")[a-zA-Zı]"
)


_ACUTE_APOSTROPHE = re.compile(r"(?<=[A-Za-z])´(?=[A-Za-z])")


def _accented(m: re.Match) -> str:
    accent, letter = m.group()[-2], m.group()[-1].replace("ı", "i")
    return unicodedata.normalize("NFC", letter + _ACCENTS[accent][0])


def _dehyphenate(text: str) -> str:
    """Join words split by PDF hyphenation ("dat-acenter") when the joined word
    occurs elsewhere in the same document; otherwise the hyphen is real."""
    if "-" not in text:
        return text
    lowered = words = None
    out = []
    for line in text.split("\n"):
        if "-" in line:  # the regex runs only on the lines that can hold a hyphenated word

            def repl(m: re.Match) -> str:
                nonlocal lowered, words
                joined = m.group(1) + m.group(2)
                if lowered is None:
                    lowered = text.lower()
                if joined.lower() not in lowered:
                    return m.group(0)  # each of the words is part of the lowered text
                if words is None:
                    words = set(_WORD4.findall(lowered))
                return joined if joined.lower() in words else m.group(0)

            line = _HYPHENATED.sub(repl, line)
        out.append(line)
    return "\n".join(out)


_WORD4 = re.compile(r"[a-z]{4,}")


_BULLET = re.compile(
    r"^(\s*)(?:[-*+]|\d{1,3}[.)]|\d{1,2}(?:\.\d{1,2})+\.?|\[[A-Z]{0,2}\d{1,3}\]|\(\d{1,3}\)|[a-z][.)])"
    r"\s+(?=\S)"
)
_MD_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
# A heading written in HTML on a line of its own, as Markdown pages embed them.
_HTML_HEADING = re.compile(r"^\s*<h([1-6])\b[^>]*>(.*?)</h\1>\s*$", re.I)
# A line set in bold, or in bold italics ("***Education***").
_BOLD_LINE = re.compile(r"^\s*(?:\*\*\*?|___?)([^*_]+?)(?:\*\*\*?|___?)\s*:?\s*$")
_SUP_ORD = re.compile(r"(\d)\s*<sup>\s*(st|nd|rd|th)\s*</sup>", re.I)
_SUP_NOTE = re.compile(r"<sup>\s*([0-9*†‡]+)\s*</sup>", re.I)
_TAG = re.compile(r"</?[a-zA-Z][^<>]*>")
_LINK = re.compile(r"\[([^\]]*)\]\((\S+?)\)")
# A Markdown image ("![Award](https://img.shields.io/badge/...)"): a picture, whose alt
# text is no word of the line (a badge's "Award" is no heading).
_IMAGE = re.compile(r"!\[[^\]]*\]\(\S+?\)")
_EMPH = re.compile(r"(?<![*\w])\*{1,2}([^*\n]+?)\*{1,2}(?![*\w])|(?<!\w)_([^_\n]+?)_(?!\w)")
_RULE = re.compile(r"^\s*(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,}|={3,})$")
_SPACES = re.compile(r"[ \t]+")
NON_LETTERS = re.compile(r"[^A-Za-z]+")
# The colon a heading may end in ("Education:", "Jane Roe:").
HEADING_COLON = re.compile(r"\s*[:：]\s*$")


@dataclass
class Line:
    no: int  # 1-based line number in the normalised text
    raw: str
    text: str  # markup removed
    level: int = 0  # markdown heading level (1-6), 7 for a bold-only line, 0 otherwise
    bullet: bool = False
    indent: int = 0
    italic: bool = False  # the whole line is emphasised (roles are often set in italics)
    emph: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # footnote markers on this line
    joined: bool = False  # a wrapped continuation whose text was moved onto the line above
    heading: bool = False  # a PDF sets it in the style of its section headings (pdf_layout)
    body: bool = False  # a PDF sets it in its body's style (pdf_layout)

    @property
    def blank(self) -> bool:
        return not self.text and not self.joined


_MARKUP_CHARS = re.compile(r"[<*\[\\_`]")
# "_Research Intern_", "`ICRA 2025`": emphasis and code marks around words.
_UNDERSCORES = re.compile(r"(?<![\w\\/])_([^_\n]*?[^_\s])_(?![\w/])")
_CODE = re.compile(r"`+([^`\n]*)`+")


def strip_markup(s: str) -> str:
    if not _MARKUP_CHARS.search(s):
        return " ".join(s.split())
    s = _SUP_ORD.sub(r"\1\2", s)
    s = _SUP_NOTE.sub(" ", s)
    s = _TAG.sub(" ", s)
    s = s.replace("\\*", "").replace("\\_", "_")
    if s.endswith("\\") and not s.endswith("\\\\"):
        s = s[:-1]  # a Markdown hard line break ("Title.\\" / "Authors")
    if "![" in s:
        s = _IMAGE.sub(" ", s)
    s = _LINK.sub(r"\1", s)
    s = s.replace("**", "").replace("__", " ")
    if "_" in s:
        s = _UNDERSCORES.sub(r"\1", s)
    if "`" in s:
        s = _CODE.sub(r"\1", s)
    s = re.sub(r"(?<!\w)\*|\*(?!\w)", "", s)
    s = s.replace("*", "")
    return " ".join(s.split())


_SETEXT = re.compile(r"^\s{0,3}(=+|-+)\s*$")


def make_lines(text: str) -> list[Line]:
    lines: list[Line] = []
    raws = text.split("\n")
    n = len(raws)
    for i, raw in enumerate(raws, 1):
        if not raw or raw.isspace():
            lines.append(Line(no=i, raw=raw, text=""))
            continue
        first = raw.lstrip()[:1]
        if first in "-*_=" and (
            _RULE.match(raw) or (_SETEXT.match(raw) and lines and lines[-1].level in (1, 2))
        ):
            lines.append(Line(no=i, raw=raw, text=""))  # a horizontal rule says nothing
            continue
        nxt = raws[i] if i < n else ""
        setext = _SETEXT.match(nxt) if nxt[:4].lstrip()[:1] in ("=", "-") else None
        if setext and len(setext.group(1)) >= 3 and not _BULLET.match(raw):
            level = 1 if setext.group(1)[0] == "=" else 2
            lines.append(Line(no=i, raw=raw, text=strip_markup(raw), level=level))
            continue
        level, bullet, indent, text, emph, notes, italic = _read_line(raw)
        lines.append(Line(i, raw, text, level, bullet, indent, italic, list(emph), list(notes)))
    return lines


# "E D U C A T I O N", "W O R K  E X P E R I E N C E", "教 育 经 历", "J A N E  D O E": a line
# typed with a space between its letters, and two or more between its words. Letters
# only: a table row of one-character cells ("| A | B |") or "1 2 3" is left as it is.
_LETTER = r"[^\W\d_]"
_LETTER_SPACED = re.compile(rf"{_LETTER}(?: {_LETTER}){{2,}}(?: {{2,}}{_LETTER}(?: {_LETTER})+)*")


def unspaced(text: str) -> str:
    """A letter-spaced line as it is read ("E D U C A T I O N" -> "EDUCATION")."""
    if not _LETTER_SPACED.fullmatch(text):
        return text
    return " ".join(word.replace(" ", "") for word in re.split(r" {2,}", text))


# What a line's columns are joined by: a gap between them, a table row's cells.
CELL = " | "
# Not the space an icon left after a line's opening bold marks ("**🎓 Students**").
COLUMN_GAP = re.compile(r"(?<=\S)(?<!^\*\*)(?<!^__)[ \t]{3,}(?=\S)")
_ITALIC = re.compile(r"(\*|_)[^*_].*(\*|_)")
_BOLD_START = re.compile(r"^\s*(?:\*\*|__)")
# A list number set in bold ("**1.** Title", "__[2]__ A. Lee"): a numbered item as well.
_BOLD_NUMBER = re.compile(r"^(\s*)(\*\*|__)(?:\d{1,3}[.)]|\[\d{1,3}\])\2\s+(?=\S)")


@functools.lru_cache(maxsize=32768)
def _read_line(body: str) -> tuple:
    """(level, bullet, indent, text, emph, notes, italic) of one non-blank line."""
    level = indent = 0
    bullet = False
    m = _MD_HEADING.match(body) if "#" in body[:4] else None
    html = _HTML_HEADING.match(body) if not m and body.lstrip()[:2] == "<h" else None
    if m:
        level = len(m.group(1))
        body = m.group(2)
    elif html:
        level = int(html.group(1))  # '<h3 class="x">Awards</h3>' in a Markdown page
        body = html.group(2)
    else:
        b = _BOLD_NUMBER.match(body) if _BOLD_START.match(body) else _BULLET.match(body)
        if b:
            bullet = True
            indent = len(b.group(1).expandtabs(4))
            body = body[b.end() :]
        elif ("*" in body or "_" in body) and _BOLD_LINE.match(body):
            level = 7
        else:
            indent = len(body) - len(body.lstrip())
    # Column gaps ("2021.07–至今      腾讯 AI Lab      高级研究员") become separators.
    lead = len(body) - len(body.lstrip())
    if "  " in body or " " in body[lead + 1 : lead + 2]:
        body = body[:lead] + unspaced(body[lead:].rstrip())
    if "   " in body or "\t" in body:
        body = body[:lead] + COLUMN_GAP.sub(CELL, body[lead:])
    notes: tuple = ()
    if "<" in body:
        notes = tuple(_SUP_NOTE.findall(_SUP_ORD.sub("", body)))
    emph: tuple = ()
    italic = False
    if "*" in body or "_" in body:
        emph = tuple(
            strip_markup(a or b) for a, b in _EMPH.findall(body.replace("\\*", "")) if (a or b)
        )
        stripped = body.strip()
        italic = bool(
            _ITALIC.fullmatch(stripped)
            and not stripped.startswith("**")
            and not stripped.endswith("**")
        )
    return level, bullet, indent, strip_markup(body), emph, notes, italic


def cjk_count(s: str) -> int:
    """The number of CJK characters in ``s``, counted by runs (fewer matches than
    characters); the count of a text beyond ASCII is kept (`_cjk_runs_length`), as the
    same lines and titles are counted again by many readers."""
    return 0 if s.isascii() else _cjk_runs_length(s)


@functools.lru_cache(maxsize=8192)
def _cjk_runs_length(s: str) -> int:
    return sum(map(len, CJK_RUN.findall(s)))


# Traditional characters of the section, degree, role and place words the parser's
# vocabularies are written in, and the forms those vocabularies use ("學歷" reads as
# "学历", "碩士" as "硕士"): a CV in Traditional script names the same things. A table for
# matching words, not a converter: "畫" reads as "划" because "計畫" is "计划" (a plan).
_TRADITIONAL = (
    "學術報會議講幹團實踐園經歷曆願務審興領請論發專獲獎榮譽項勵競賽習驗職業語證書個簡"
    "評價聯繫係關於動態聞況與選計劃畫資獻參訪導師課員歲總結執擔歡絡電腦軟體訓練讀碩財"
    "規隊組織類據庫網頁訊號詳細優長處場見輔後銀門開責負監設際國換養壇討層寶級構"
)
_SIMPLIFIED = (
    "学术报会议讲干团实践园经历历愿务审兴领请论发专获奖荣誉项励竞赛习验职业语证书个简"
    "评价联系系关于动态闻况与选计划划资献参访导师课员岁总结执担欢络电脑软体训练读硕财"
    "规队组织类据库网页讯号详细优长处场见辅后银门开责负监设际国换养坛讨层宝级构"
)
SIMPLIFY = str.maketrans(_TRADITIONAL, _SIMPLIFIED)


def _traditional_forms() -> dict[str, str]:
    forms: dict[str, str] = {}
    for traditional, simplified in zip(_TRADITIONAL, _SIMPLIFIED, strict=True):
        forms[simplified] = forms.get(simplified, "") + traditional
    return forms


_TRADITIONAL_FORMS = _traditional_forms()


def both_scripts(pattern: str) -> str:
    """A pattern written in Simplified characters that matches Traditional ones too."""
    return "".join(
        f"[{c}{_TRADITIONAL_FORMS[c]}]" if c in _TRADITIONAL_FORMS else c for c in pattern
    )
