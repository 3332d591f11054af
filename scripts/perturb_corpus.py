"""Invariance probe: rewrite dev CVs the way other CVs differ from them, and re-score.

A CV written with "## Education" or with "EDUCATION" on a line of its own, with
"Sep 2019 – Present" or "09/2019 to Now", says the same thing; a parser that reads one
and not the other has a rule that fits the CVs it was tuned on. Each rewrite below keeps
the gold record true, so every score it loses is a brittleness that unseen CVs will find.
Used while tuning the parser (README, "The parser on real CVs"); never on the test split.

usage: .venv/bin/python scripts/perturb_corpus.py [--split dev|dev-a|dev-b]
                                                  [--keep DIR] [REWRITE ...]

Only Markdown CVs are rewritten, outside their front matter and code blocks. The
renderings (scripts/cv_renderings.py) publish the whole CV in another format instead:
`as_html` as a web page, the `html_*` ones as a page marked up by hand or laid out by a
theme, `as_pdf` as that page printed by Chromium (the `pdf_*` ones with the stylesheets
of other real PDF CVs), `as_docx` as a Word document, `docx_plain` and `docx_tables` as
one typed without Word's styles (its entries in a table's rows in the second), `as_text`
and `text_bare_items` as a plain text file. A printed PDF in the --keep folder is reused
while it is newer than its source; the printed ones and the Word ones run only when
named.
"""

import argparse
import itertools
import json
import logging
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

import real_corpus
from cv_renderings import FRONT_MATTER, RANGE, RENDERINGS, REUSED, SLOW, as_html

sys.path.insert(0, str(real_corpus.ROOT))

from profiles.parsing import parse_path
from profiles.parsing.model import UnreadableDocument
from profiles.text import CJK

_MONTH = r"\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+((?:19|20)\d\d)\b"
_MONTHS = "January February March April May June July August September October November December"
# A bullet or heading line that ends with its date range: "- PhD, X University, 2019 – Now".
_ENDING_RANGE = re.compile(
    rf"(?m)^([ \t]*(?:[-*+]|#{{1,4}})[ \t]+)([^\n]*?[^\s,|(–—-])[ \t,|(]*({RANGE})\)?[ \t]*$"
)
_HEADING = r"(?m)^#{1,4}\s+(.+?)\s*#*$"
_CODE = re.compile(r"(?ms)(^```.*?^```\s*$)")


# An education or experience entry whose date range leads or ends its list item, heading
# or short line: "- *2019.09 - 2024.06*, Ph.D., X University, City.", "### PhD (2021-Present)".
_ENTRY_SECTION = re.compile(
    r"(?i)educat|experience|employment|positions?\b|appointment|career|intern"
)
_ENTRY_RANGE = rf"{RANGE}(?:[ \t]*\((?:[Ee]xpected|[Nn]ow)\))?"
_LEADING_DATES = re.compile(rf"^\*?({_ENTRY_RANGE})\*?[ \t]*,?[ \t]*(.+?)[ \t.]*$")
_TRAILING_DATES = re.compile(rf"^(.*?[^\s,|(–—-])[ \t,|(–—-]*\(?({_ENTRY_RANGE})\)?[ \t.]*$")
_ITEM_OR_HEADING = re.compile(r"^([ \t]*)(?:([-*+]|#{1,6})[ \t]+)?(.*)$")
_SHORT_LINE = 100  # a plain line this long at most is an entry's, not a sentence's
# A part of an entry that names an organisation rather than a degree or a role.
_ORGANISATION = re.compile(
    r"(?i)universit|college|institut|school|academy|laborator|\blab\b|centre|center"
    r"|hospital|\binc\b|corporation|company|gmbh|\bltd\b"
)


def _entry(line: str) -> tuple[str, str, str, str] | None:
    """(lead, indent of a line going on, what, dates) of an entry line whose dates lead or
    end it; the lead is its indent and its bullet or heading marker."""
    m = _ITEM_OR_HEADING.match(line)
    if not m[2] and (len(line) > _SHORT_LINE or line.lstrip()[:1] in "|<"):
        return None
    found = _LEADING_DATES.match(m[3]) or _TRAILING_DATES.match(m[3])
    if not found:
        return None
    what, dates = (found[2], found[1]) if found.re is _LEADING_DATES else (found[1], found[2])
    lead = f"{m[1]}{m[2]} " if m[2] else m[1]
    going_on = m[1] + " " * (len(m[2]) + 1) if m[2] and m[2] in "-*+" else m[1]
    return lead, going_on, what, dates


def _section_lines(text: str, section: re.Pattern, change) -> str:
    """Each line of a section whose heading `section` finds written as change(line)
    returns (None keeps the line, and a heading it keeps opens or closes a section); lines
    of an HTML comment stay."""
    out, level, inside, comment = [], 0, False, False
    for line in text.split("\n"):
        heading = re.match(r"^(#{1,6})\s", line)
        new = change(line) if inside and not comment and "<!--" not in line else None
        comment = (comment or "<!--" in line) and "-->" not in line
        if heading and new is None:
            if section.search(line):
                level, inside = len(heading[1]), True
            elif len(heading[1]) <= level:
                inside = False
        out.append(line if new is None else new)
    return "\n".join(out)


def _entry_lines(text: str, shape) -> str:
    """Each entry line of an education or experience section written as shape(lead,
    indent going on, what, dates) returns (None keeps the line)."""
    return _section_lines(
        text, _ENTRY_SECTION, lambda line: shape(*entry) if (entry := _entry(line)) else None
    )


# A labelled note after the place ("…, Wuhan, China. GPA: 3.9/4.0"): it stays last.
_NOTE = re.compile(r"\.\s+(?=[A-Z][\w .]*:)")


def _split(what: str) -> tuple[str, str, str] | None:
    """(degree or role, organisation and place, a note after them) of an entry that names
    its degree or role first, or None when it does not."""
    what, _, note = _NOTE.sub("\n", what.replace("<br>", ""), count=1).partition("\n")
    parts = [p.strip() for p in re.split(r",(?![^(]*\))", what)]
    first = next((i for i, p in enumerate(parts) if _ORGANISATION.search(p)), 0)
    note = f". {note}" if note else ""
    return (", ".join(parts[:first]), ", ".join(parts[first:]), note) if first else None


def _two_lines(lead: str, on: str, what: str, dates: str) -> str | None:
    """A paragraph of two lines: the organisation, then the degree or role and the dates
    (an entry that does not name its role first stays one line, a paragraph as well)."""
    indent = lead[: len(lead) - len(lead.lstrip())]
    if not (split := _split(what)):
        return f"\n{indent}{what}, {dates}\n"
    role, where, note = split
    return f"\n{indent}{where}\n{indent}{role}, {dates}{note}\n"


def _reordered(form: str):
    """An entry line rewritten with its role and organisation in another order: `form`
    places "{role}" and "{where}" ("{where} — {role}"); the dates and any note follow."""

    def write(lead: str, on: str, what: str, dates: str) -> str | None:
        if not (split := _split(what)):
            return None
        role, where, note = split
        return f"{lead}{form.format(role=role, where=where)}, {dates}{note}"

    return write


def _grouped_by_place(text: str) -> str:
    """Each list item an item of its place: "- X University" / "  - PhD, 2019 – 2024", the
    items of consecutive entries at one place under one place line."""
    last = [""]

    def shape(lead: str, on: str, what: str, dates: str) -> str | None:
        split = _split(what) if lead.strip() in ("-", "*", "+") else None
        if not split:
            last[0] = ""
            return None
        role, where, note = split
        item = f"{on}{lead.strip()} {role}, {dates}{note}"
        if where == last[0]:
            return item
        last[0] = where
        return f"{lead}{where}\n{item}"

    return _entry_lines(text, shape)


# Publication and award items: a top-level list item of a section with such a heading,
# with the lines that go on under it (indented or not) up to a blank line, a heading, an
# HTML line or the next item; an HTML comment's items stay.
_PUBLICATION_SECTION = re.compile(r"(?i)^#.*(publi|papers?\b|preprints?|articles|manuscripts)")
_AWARD_SECTION = re.compile(r"(?i)^#.*(award|honou?r|prizes?\b|fellowships?\b|scholarships?\b)")
_ITEM = re.compile(
    r"(?m)^([-*+]|\d{1,3}\.)[ \t]+(\S.*(?:\n(?![ \t]*$|[ \t]*[#<]|[-*+][ \t]|\d{1,3}\.[ \t]).*)*)"
)
_COMMENT = re.compile(r"(?s)<!--.*?-->")
_YEAR = re.compile(r"(?<![\w/.:=#-])((?:19|20)\d\d)(?![\w/-])")
# Where a year is no citation's year: a link's text or address, a URL, a quoted title.
_NOT_THE_YEAR = re.compile(r"\[[^\]\n]*\]\([^)\n]*\)|https?://\S+|\"[^\"\n]*\"|“[^”\n]*”")


def _section_items(text: str, section: re.Pattern, change) -> str:
    """Each item of a section whose heading `section` finds written as change(marker,
    item, its number in the section) returns (None keeps it)."""
    chunks, level, inside, at = [], 0, False, 0
    for heading in re.finditer(r"(?m)^(#{1,6})\s.*$", text + "\n# end"):
        body = text[at : heading.start()]
        chunks.append(_items(body, change) if inside else body)
        if section.search(heading[0]):
            level, inside = len(heading[1]), True
        elif len(heading[1]) <= level:
            inside = False
        at = heading.start()
    return "".join(chunks)


def _items(body: str, change) -> str:
    count = itertools.count(1)

    def write(item: re.Match) -> str:
        return change(item[1], item[2], next(count)) or item[0]

    out, at = [], 0
    for comment in _COMMENT.finditer(body):
        out.append(_ITEM.sub(write, body[at : comment.start()]) + comment[0])
        at = comment.end()
    return "".join(out) + _ITEM.sub(write, body[at:])


def _dedented(item: str) -> str:
    return re.sub(r"(?m)^[ \t]+", "", item)


def _citation_year(item: str) -> re.Match | None:
    """The last year of a citation outside its links, URLs and quoted title."""
    hidden = _NOT_THE_YEAR.sub(lambda m: "x" * len(m[0]), item)
    return next(reversed(list(_YEAR.finditer(hidden))), None)


def _year_first(marker: str, item: str, n: int) -> str | None:
    """ "2021. Authors. Title. Venue." or "(2021) ...": the citation's year at its start."""
    if not (year := _citation_year(item)):
        return None
    before, after = item[: year.start()].rstrip(" \t,"), item[year.end() :]
    rest = before + (after[1:] if before.endswith(".") and after.startswith(".") else after)
    return f"{marker} {year[1]}. {rest}" if n % 2 else f"{marker} ({year[1]}) {rest}"


# A venue's acronym as a citation names it: "(ICML 2021)", "(**TKDE**)", "*CVPR 2020*".
_ACRONYM = r"\**([A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:[/-][A-Z][A-Za-z]*)?)\**"
_VENUE = re.compile(rf"\({_ACRONYM}(?:[ \t,][^)\n]*)?\)|\*{_ACRONYM}[ \t]+(?:19|20)\d\d\*")


def _venue_tag(marker: str, item: str, n: int) -> str | None:
    """ "[ICML 2021] Authors. Title. Venue.": the venue and year as a tag before it."""
    venue, year = _VENUE.search(item), _citation_year(item)
    if not venue:
        return None
    acronym = venue[1] or venue[2]
    tag = f"{acronym} {year[1]}" if year else acronym
    return f"{marker} [{tag}] {item}"


# A title set in bold or as a link's text on an item's first line, four words at least
# and not in quotes already.
_TITLE = re.compile(r"\*\*([^*\n]+)\*\*|\[(?:\*\*)?([^\]*\n]+?)(?:\*\*)?\](\([^)\n]*\))")
_TITLE_WORDS = 4
_QUOTED = ('"{}"', "“{}”", "*{}*")


def _quoted_title(marker: str, item: str, n: int) -> str | None:
    """The title in quotes or in italics rather than in bold: "Title," *Venue*."""
    first = item.split("\n", 1)[0]
    title = next(
        (
            t
            for t in _TITLE.finditer(first)
            if len((t[1] or t[2]).split()) >= _TITLE_WORDS and (t[1] or t[2])[0] not in '"“'
        ),
        None,
    )
    if not title:
        return None
    form = _QUOTED[n % len(_QUOTED)]
    new = form.format(title[1]) if title[1] else f"[{form.format(title[2])}]{title[3]}"
    return f"{marker} {item[: title.start()]}{new}{item[title.end() :]}"


# An award's date at its start ("*2022.4* X", "``2019`` X", "2019: X") or at its end
# ("X, 2019", "X (2019)"), a year, a year and month or a range of years.
_AWARD_DATE = r"(?:19|20)\d\d(?:\.\d{1,2}|[ \t]*[–-][ \t]*(?:19|20)\d\d)?"
_LEADING_AWARD_DATE = re.compile(
    rf"^([*`]*)({_AWARD_DATE})\1[ \t]*[:：]?(?:[ \t]|&nbsp;)*([^\n]+?)([ \t]*<br/?>)?[ \t]*$"
)
_TRAILING_AWARD_DATE = re.compile(rf"^([^\n]+?)[ \t]*[,(][ \t]*({_AWARD_DATE})\)?[ \t.]*$")


def _award_date_moved(marker: str, item: str, n: int) -> str | None:
    """ "2019 Best Paper Award, ICSE" for "Best Paper Award, ICSE, 2019", and "Best Paper
    Award, ICSE, 2019" or "Best Paper Award (2019)" for the first."""
    if "\n" in item:
        return None
    if lead := _LEADING_AWARD_DATE.match(item):
        award, br = lead[3].rstrip(" ."), lead[4] or ""
        return f"{marker} {award}, {lead[2]}{br}" if n % 2 else f"{marker} {award} ({lead[2]}){br}"
    if trail := _TRAILING_AWARD_DATE.match(item):
        return f"{marker} {trail[2]} {trail[1]}"
    return None


def _month_number(m: re.Match) -> int:
    return [name[:3] for name in _MONTHS.split()].index(m.group(1)) + 1


def _ap_month(m: re.Match) -> str:
    """A month as AP style writes it: "Sept.", "Aug.", "March" (five letters or fewer whole)."""
    name = _MONTHS.split()[_month_number(m) - 1]
    return name if len(name) <= 5 else ("Sept." if name == "September" else name[:3] + ".")


# The headings Chinese CVs give their sections, for the English ones CVs commonly use.
_ZH_HEADINGS = {
    "education": "教育背景",
    "educations": "教育经历",
    "educational background": "教育经历",
    "experience": "工作经历",
    "work experience": "工作经历",
    "professional experience": "工作经历",
    "employment": "工作经历",
    "internships": "实习经历",
    "internship": "实习经历",
    "research experience": "科研经历",
    "publications": "发表论文",
    "selected publications": "论文发表",
    "papers": "论文发表",
    "awards": "获奖情况",
    "honors and awards": "荣誉奖项",
    "honors & awards": "荣誉奖项",
    "awards and honors": "荣誉奖项",
    "research interests": "研究兴趣",
    "interests": "研究方向",
    "personal information": "个人信息",
    "projects": "项目经历",
    "skills": "专业技能",
    "services": "学术服务",
    "service": "学术服务",
    "about me": "个人简介",
    "contact": "联系方式",
    "news": "最新动态",
    "talks": "学术报告",
    "invited talks": "学术报告",
    "conference presentations": "会议报告",
    "professional service": "学术服务",
    "research papers": "研究论文",
    "publications & preprints": "论文发表",
    "awards & fellowships": "荣誉奖励",
    "professional work experience": "工作经历",
    "teaching experience": "教学经历",
    "updates": "最新动态",
    "overview": "个人简介",
}
# A heading's words after an emoji or a number, before a colon: "🎖 Honors and Awards:".
_HEADING_WORDS = re.compile(
    r"(?m)^(#{1,4}[ \t]+[^A-Za-z\n]*?)([A-Za-z][A-Za-z &]*?)([ \t]*:?[ \t]*)$"
)
# The ways bilingual CVs set the two headings: "教育背景 Education", "Education | 教育背景",
# "Education / 教育背景", "Education（教育背景）", taken in turn.
_BILINGUAL = ("{zh} {en}", "{en} | {zh}", "{en} / {zh}", "{en}（{zh}）")


def _zh_heading(m: re.Match, form: str = "{zh}") -> str:
    zh = _ZH_HEADINGS.get(m[2].lower())
    return m[1] + form.format(zh=zh, en=m[2]) + m[3] if zh else m[0]


def _bilingual_headings(text: str) -> str:
    forms = itertools.cycle(_BILINGUAL)
    return _HEADING_WORDS.sub(
        lambda m: _zh_heading(m, next(forms)) if m[2].lower() in _ZH_HEADINGS else m[0], text
    )


# What full-width punctuation leaves alone: a link's address, a URL, an e-mail address,
# an HTML tag, comment, style or script, inline code, a template tag or attribute list ("{% x %}",
# "{: .y}"), a heading line, a link's definition and a table's rule.
_KEPT = re.compile(
    r"(?s:<(style|script)\b.*?</\1>|<!--.*?-->)|\]\([^)\n]*\)|https?://[^\s)>\]]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|<[!/A-Za-z][^>]*>|`[^`\n]*`"
    r"|\{[%{:].*?[%}]?\}|(?m:^#.*$|^\[[^\]\n]+\]:.*$|^[ \t]*\|[-:| \t]+$)"
)
# ASCII comma, colon and brackets, and their full-width forms; no comma or colon
# between digits ("1,000", "10:30").
_FULL_WIDTH = re.compile(r"(?:(?<!\d)[,:]|[,:](?!\d)) ?|[()]")
_FULL_WIDTH_FORMS = {",": "，", ":": "：", "(": "（", ")": "）"}


def _zh_punctuation(text: str) -> str:
    """Commas, colons and brackets full-width, as Chinese CVs write them around English."""
    out, at = [], 0
    for kept in _KEPT.finditer(text):
        out.append(_full_width(text[at : kept.start()]) + kept[0])
        at = kept.end()
    return "".join(out) + _full_width(text[at:])


def _full_width(text: str) -> str:
    return _FULL_WIDTH.sub(lambda m: _FULL_WIDTH_FORMS[m[0][0]], text)


# Labels of a supervisor at a line's start or after a comma, a bracket, a bar or bold marks,
# and "advised by" after a comma or bracket in a list item (not in a bio's sentence):
# "Advisor: X" -> "导师：X".
_ZH_LABELS = {"advisor": "导师", "supervisor": "指导老师", "mentor": "合作导师"}
_ADVISOR_LABEL = re.compile(
    r"(?im)(?:^|(?<=[-(*|] )|(?<=[(*])|(?<=, ))(advisor|supervisor|mentor)s?"
    r"(\*\*)?[ \t]*:[ \t]*"
)
_ADVISED_BY = re.compile(r"(?i)(?:(?<=, )|(?<=\())(advis|supervis)ed by[ \t]+")
_LIST_ITEM = re.compile(r"(?m)^[ \t]*[-*+][ \t].*$")


def _zh_labels(text: str) -> str:
    text = _ADVISOR_LABEL.sub(lambda m: _ZH_LABELS[m[1].lower()] + (m[2] or "") + "：", text)
    return _LIST_ITEM.sub(
        lambda item: _ADVISED_BY.sub(lambda m: _ZH_LABELS[m[1].lower() + "or"] + "：", item[0]),
        text,
    )


# The line that names the person: the body's first heading when it reads as a name
# ("# Jane Roe", "## Jane Roe"), else a page's front matter title that is one ("title:
# Jane Roe", shown as the page's heading); the name only in a data file's front matter stays.
_NAME = r"[A-Z][a-z'’-]+(?:[ \t]+(?:[A-Z]\.|[A-Z][a-z'’-]+)){1,3}"
_NAME_HEADING = re.compile(rf"(?m)^(#{{1,2}})[ \t]+({_NAME})[ \t]*$")
_FIRST_HEADING = re.compile(r"(?m)^#{1,6}[ \t]")
_NAME_TITLE = re.compile(
    rf"(?m)^(?:title|name):[ \t]*([\"']?)({_NAME})([ \t]+[-–—|/][ \t]+[{CJK}]{{2,4}})?\1[ \t]*$"
)
# Words of a page's or a section's title that read as a name ("About Me", "Selected Works").
_PAGE_WORDS = re.compile(
    r"(?i)\b(?:about|me|my|home|welcome|news|updates|curriculum|vitae|resume|selected"
    r"|research|scientific|publications?|education|experience|work|career|employment"
    r"|positions?|projects?|awards?|honors|teaching|service|skills|talks|interests"
    r"|contact|information|profile|summary|overview|biography|background)\b"
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def _name_rewrite(text: str, line) -> str:
    """The CV with the line that names the person written as line(name, heading marker,
    body), a page's title as the body's first heading; unchanged when no line names the
    person."""
    front = FRONT_MATTER.match(text)
    head, body = (front[0], text[front.end() :]) if front else ("", text)
    first = _FIRST_HEADING.search(body)
    found = _NAME_HEADING.match(body, first.start()) if first else None
    if found and not _PAGE_WORDS.search(found[2]):
        return head + body[: found.start()] + line(found[2], found[1], body) + body[found.end() :]
    titled = _NAME_TITLE.search(head) if head and as_html(text) != text else None
    if not titled or _PAGE_WORDS.search(titled[2]):
        return text
    head = head[: titled.start()] + 'title: "CV"' + head[titled.end() :]
    return head + "\n" + line(titled[2] + (titled[3] or ""), "#", body) + "\n" + body


def _pick(forms: tuple[str, ...], name: str) -> str:
    """One of forms, the same for a name each run, so that the CVs show each in turn."""
    return forms[sum(map(ord, name)) % len(forms)]


# A name with a degree after it, a title before it, or the document's title beside it.
_WITH_DEGREE = ("{}, Ph.D.", "{}, PhD")
_TITLED = ("Dr. {}", "Prof. Dr. {}", "Professor {}")
_WITH_CV_TITLE = (
    "{} · Curriculum Vitae",
    "{}, Curriculum Vitae",
    "{} CV",
    "Curriculum Vitae: {}",
    "{} — Résumé",
)


def _surname_first(name: str) -> str:
    """ "ROE, Jane": the surname (the name's last word) in capitals, first, before a comma."""
    latin, native = re.match(rf"(.*?)([ \t]+[-–—|/][ \t]+[{CJK}]+)?$", name).groups()
    given, _, surname = latin.rpartition(" ")
    return f"{surname.upper()}, {given}{native or ''}"


def _contact_line(name: str, mark: str, body: str) -> str:
    """The name and the CV's email address on one line, or the name and the document's
    title when the CV shows no address."""
    email = _EMAIL.search(body)
    line = f"{name} | {email[0]}" if email else _pick(_WITH_CV_TITLE, name).format(name)
    return _marked(mark, line)


def _marked(mark: str, line: str) -> str:
    return f"{mark} {line}" if mark else line


def _name_form(forms: tuple[str, ...]):
    """A rewrite of the name's line into one of forms, its heading marker kept."""
    return lambda text: _name_rewrite(text, lambda n, m, b: _marked(m, _pick(forms, n).format(n)))


# A section whose heading names research interests ("## Research Interests", "Research
# Areas" over "======", "# 🎓 研究方向", "### 🤔 Research Interests:"); its words are kept
# whole, to label or state the topics the way the heading named them.
_INTERESTS_WORDS = re.compile(
    r"(?i)(?:research\s+)?interests?|research\s+(?:areas?|topics?|directions?|focus)"
    r"|areas?\s+of\s+(?:research\s+)?interests?|研究(?:方向|兴趣|领域)"
)
_ATX_HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t#]*$")
_SETEXT_RULE = re.compile(r"^(?:=+|-+)[ \t]*$")
_WORD_CHAR = r"A-Za-z\u4e00-\u9fff"
_HEADING_TEXT = re.compile(rf"[{_WORD_CHAR}](?:[{_WORD_CHAR} &]*[{_WORD_CHAR}])?")
# A bullet of one topic: no sentence, label, link, markup or nested list.
_TOPIC_BULLET = re.compile(r"^[-*+][ \t]+([^:：.。<>\[\]*`]+?)[ \t]*$")
_HTML_LINE = re.compile(r"^[ \t]*<[^>]*>(?:[ \t]*</[^>]*>)?[ \t]*$")
_CJK = re.compile(r"[\u4e00-\u9fff]")
# A line that lists topics: two or more short parts set apart by commas or semicolons.
_LIST_PARTS = re.compile(r"[ \t]*[,;，；、][ \t]*")


def _heading_at(lines: list[str], i: int) -> tuple[str, int] | None:
    """(the words, the lines it takes) of a heading at line i, or None."""
    if m := _ATX_HEADING.match(lines[i]):
        return m[1], 1
    nxt = lines[i + 1] if i + 1 < len(lines) else ""
    if lines[i].strip() and not re.match(r"^[-*+ \t|<]", lines[i]) and _SETEXT_RULE.match(nxt):
        return lines[i].strip(), 2
    return None


def _interest_sections(lines: list[str]):
    """(heading line, its size, body start, body end, the heading's words) of each section
    whose heading names interests."""
    starts = [(i, h) for i in range(len(lines)) if (h := _heading_at(lines, i))]
    for k, (i, (text, size)) in enumerate(starts):
        words = _HEADING_TEXT.search(text)
        if words and _INTERESTS_WORDS.fullmatch(words[0]):
            end = starts[k + 1][0] if k + 1 < len(starts) else len(lines)
            yield i, size, i + size, end, words[0]


def _interests_rewrite(text: str, shape) -> str:
    """Each interests section rewritten by shape(words, its content lines' texts), which
    returns (whether its heading stays, the lines for its content) or None (left as it
    is); the content is the section's lines but blank ones and lone HTML tags."""
    lines = text.split("\n")
    for head, size, start, end, words in reversed(list(_interest_sections(lines))):
        at = [j for j in range(start, end) if lines[j].strip() and not _HTML_LINE.match(lines[j])]
        new = shape(words, [lines[j] for j in at]) if at else None
        if new is not None:
            keep, body = new
            lines[at[0] : at[-1] + 1] = body
            if not keep:
                del lines[head : head + size]
    return "\n".join(lines)


def _topics(content: list[str]) -> list[str] | None:
    """The topics of a section that is a bullet list of topics alone."""
    found = [_TOPIC_BULLET.match(line) for line in content]
    return [m[1] for m in found] if len(found) >= 2 and all(found) else None


def _joined(items: list[str], last: str = "") -> str:
    """ "A, B, and C" (``last`` the word before the last item), "A; B; C" when an item holds
    a comma; "A、B和C" or "A；B；C" in Chinese."""
    zh = any(_CJK.search(i) for i in items)
    if zh:
        return ("；" if any("、" in i for i in items) else "、").join(items)
    if any("," in i for i in items) or not last:
        return "; ".join(items)
    return ", ".join(items[:-1]) + f", {last} {items[-1]}"


def _inline(words: str, content: list[str]):
    """ "- A" / "- B" / "- C" under the heading -> "A, B, and C"."""
    items = _topics(content)
    return (True, [_joined(items, "and")]) if items else None


def _labelled(words: str, content: list[str]):
    """The heading and its list -> "Research Interests: A; B; C" (a label line of the part
    above)."""
    items = _topics(content)
    zh = items and any(_CJK.search(i) for i in items)
    return (False, [f"{words}{'：' if zh else ': '}{_joined(items)}"]) if items else None


# The ways a bio states its topics, one chosen by the topics' length (so the CVs of a
# run use them all): "My research interests include A, B, and C.", "I work on A and B.";
# the first only of interests that are not named research ("Interests").
_STATEMENTS = (
    "My {words} include {topics}.",
    "I am interested in {topics}.",
    "My research focuses on {topics}.",
    "I work on {topics}.",
)
_ZH_STATEMENTS = ("我的{words}包括{topics}。", "我的研究聚焦于{topics}。", "我主要研究{topics}。")


def _statement(words: str, items: list[str]) -> str:
    zh = any(_CJK.search(i) for i in items)
    forms = _ZH_STATEMENTS if zh else _STATEMENTS
    if not re.search(r"(?i)research|研究", words):
        forms = forms[:2] if not zh else forms[:1]
    form = forms[len("".join(items)) % len(forms)]
    topics = _joined(items) if zh else _joined(items, "and")
    return form.format(words=words if zh else words.lower(), topics=topics)


def _stated(words: str, content: list[str]):
    """The list -> "My research interests include A, B, and C." (or another statement)
    under the heading; not when an item holds a comma, which would blur where items
    part."""
    items = _topics(content)
    if not items or any(re.search(r"[,，、]", i) for i in items):
        return None
    return True, [_statement(words, items)]


def _bulleted(words: str, content: list[str]):
    """A section that is one line of topics ("A, B, C", "数据工程，网络优化") -> a bullet
    list."""
    if len(content) != 1 or re.match(r"^[-*+#>|<]", content[0]):
        return None
    parts = _LIST_PARTS.split(content[0].strip().rstrip(".。"))
    short = all(p and len(p.split()) <= 6 and len(p) <= 40 for p in parts)
    return (True, [f"- {p}" for p in parts]) if len(parts) >= 2 and short else None


# "My research interests include A, B and C.", "我的研究兴趣包括A、B和C。": a bio's sentence
# that lists its topics (its lead, the words naming the interests, the list). Not a list
# with a word that leads a part of it ("…, including ASR", "such as", "etc.").
_INTERESTS_SENTENCE = re.compile(
    r"(?i)((?:\b(?:my|his|her|their|our)\s+(?:(?:primary|main|current)\s+)?)?"
    r"\b(research interests?)\s+(?:include|includes|lie in|are)|"
    r"(?:我的)?(研究(?:兴趣|方向))(?:主要)?包括)[ \t]*[:：]?[ \t]*([^.。\n]+)[.。][ \t]*"
)
_NOT_PLAIN_LIST = re.compile(r"(?i)\b(?:including|such as|especially|etc|as well as)\b|等|以及|，")
_LAST_AND = re.compile(r",?\s+and\s+(?=[^,]*$)")
_ZH_LAST_AND = re.compile(r"(?<=[\u4e00-\u9fff]{4})[和与及](?=[\u4e00-\u9fff]{4}[^、]*$)")


def _sentence_items(listed: str) -> list[str] | None:
    if _NOT_PLAIN_LIST.search(listed):
        return None
    if re.fullmatch(r"\*\*[^*]+\*\*", listed.strip()):
        listed = listed.strip()[2:-2]  # the whole list in bold
    if _CJK.search(listed):
        # "A、B和C": the last "和" parts two topics of four characters or more each
        # ("自然语言处理和因果推断"), not one topic's parts ("人脸检测和识别").
        items = _ZH_LAST_AND.sub("、", listed).split("、")
    elif "," in listed:
        items = re.split(r"\s*,\s*", _LAST_AND.sub(", ", listed))
    else:
        return None
    items = [i.strip() for i in items if i.strip()]
    return items if len(items) >= 2 and all(len(i.split()) <= 8 for i in items) else None


def _as_bullets(m: re.Match, items: list[str]) -> str:
    """ "My research interests include:" over a bullet list."""
    colon = "：" if _CJK.search(m[1]) else ":"
    bullets = "\n".join(f"- {i}" for i in items)
    return f"{m[1]}{colon}\n\n{bullets}\n\n"


def _as_label(m: re.Match, items: list[str]) -> str:
    """ "Research interests: A; B; C" on a line of its own."""
    words = m[2] or m[3]
    colon = "：" if m[3] else ": "
    return f"\n\n{words[:1].upper()}{words[1:]}{colon}{_joined(items)}\n\n"


def _bio_interests(text: str, shape) -> str:
    """Each bio sentence that lists interests (outside headings, list items and HTML)
    restated by shape(match, items)."""

    def line(found: re.Match) -> str:
        def sentence(m: re.Match) -> str:
            items = _sentence_items(m[4])
            return shape(m, items) if items else m[0]

        new = _INTERESTS_SENTENCE.sub(sentence, found[0])
        if new == found[0]:
            return new
        # The clause before a label set apart ends its sentence: "…攻读硕士学位，" -> "…学位。".
        return re.sub(r"[ \t]+\n", "\n", re.sub(r"，(?=\n\n)", "。", new)).strip("\n ")

    return re.sub(r"(?m)^(?![ \t]*(?:[-*+#>|]|<))(.+)$", line, text)


def _as_statement(m: re.Match, items: list[str]) -> str:
    """ "I work on A, B, and C." for "My research interests include A, B and C."."""
    return _statement(m[2] or m[3], items) + ("" if m[3] else " ")


def _interests_sentence(text: str) -> str:
    """Interests stated in a sentence: a section's list, a bio's sentence in other words."""
    return _bio_interests(_interests_rewrite(text, _stated), _as_statement)


def _interests_listed(text: str) -> str:
    """Interests written on one line as bullets: a section's line of topics, a bio's
    sentence that lists them."""
    return _bio_interests(_interests_rewrite(text, _bulleted), _as_bullets)


def _interests_label(text: str) -> str:
    """Interests as a label line: a section's heading and list, a bio's sentence."""
    return _bio_interests(_interests_rewrite(text, _labelled), _as_label)


REWRITES = {
    "month_numbers": lambda t: re.sub(_MONTH, lambda m: f"{_month_number(m):02d}/{m[2]}", t),
    "dotted_months": lambda t: re.sub(_MONTH, lambda m: f"{m[2]}.{_month_number(m):02d}", t),
    "long_months": lambda t: re.sub(
        _MONTH, lambda m: f"{_MONTHS.split()[_month_number(m) - 1]} {m[2]}", t
    ),
    "hyphens": lambda t: re.sub(r"\s*[–—]\s*", " - ", t),
    # Within a line (a dash that ends a list item's line is not a range's), and not
    # inside a link's address.
    "range_to": lambda t: re.sub(
        r"\]\([^)\s]*\)|(?<=\d)[ \t]*[–—-]{1,2}[ \t]*(?=\d|[A-Z][a-z]|[Pp]resent|[Nn]ow)",
        lambda m: m[0] if m[0].startswith("]") else " to ",
        t,
    ),
    "present_now": lambda t: re.sub(r"\bPresent\b", "Now", t),
    "upper_headings": lambda t: re.sub(r"(?m)^(#{1,4}\s+)(.+)$", lambda m: m[1] + m[2].upper(), t),
    "plain_headings": lambda t: re.sub(_HEADING, r"\n\1\n", t),
    "bold_headings": lambda t: re.sub(_HEADING, r"\n**\1**\n", t),
    "colon_headings": lambda t: re.sub(_HEADING, r"\n\1:\n", t),
    "bullets": lambda t: re.sub(r"(?m)^(\s*)[-*+]\s+", "\\1• ", t),
    # A link's text stays; an address that was only in a mailto link is written out.
    "unlinked": lambda t: re.sub(
        r"\[([^\]]+)\]\((?:mailto:([^)]+)|[^)]+)\)",
        lambda m: f"{m[1]}: {m[2]}" if m[2] else m[1],
        t,
    ),
    "unbolded": lambda t: re.sub(r"\*\*([^*\n]+)\*\*", r"\1", t),
    "professor": lambda t: re.sub(r"\bProf\.\s+", "Professor ", t),
    # Date styles of other CVs: "2019年9月", "Sept. 2019" (AP style), and the dates that end an
    # entry's line written at its start instead ("- 2019 – 2023, PhD, X University").
    "zh_months": lambda t: re.sub(_MONTH, lambda m: f"{m[2]}年{_month_number(m)}月", t),
    "ap_months": lambda t: re.sub(_MONTH, lambda m: f"{_ap_month(m)} {m[2]}", t),
    "dates_first": lambda t: re.sub(_ENDING_RANGE, r"\1\3, \2", t),
    # Chinese and bilingual CVs: section headings in Chinese ("教育背景", "发表论文"), or in
    # both languages ("教育背景 Education", "Education | 教育背景"); full-width commas, colons
    # and brackets around English content; "导师：X" for "Advisor: X"; "至今" for "Present".
    "zh_headings": lambda t: _HEADING_WORDS.sub(_zh_heading, t),
    "bilingual_headings": _bilingual_headings,
    "zh_punctuation": _zh_punctuation,
    "zh_labels": _zh_labels,
    "zh_present": lambda t: re.sub(
        r"(?<=[–—~-])([ \t]*)(?:[Pp]resent|PRESENT|[Nn]ow|NOW)\b", r"\1至今", t
    ),
    # Shapes of an education or experience entry in other CVs: its dates in parentheses
    # after it ("- PhD, X University (2019 – 2024)"), on a line of their own under it, or
    # the organisation on the entry's line and the degree or role with the dates below.
    "paren_dates": lambda t: _entry_lines(t, lambda lead, on, w, d: f"{lead}{w} ({d})"),
    "dates_own_line": lambda t: _entry_lines(t, lambda lead, on, w, d: f"{lead}{w}\n{on}{d}"),
    # A printed CV's entry without a bullet: the organisation on its line, the degree or
    # role with the dates on the next ("MIT, Cambridge, MA" / "PhD in CS, 2019 – 2024").
    "two_line_entries": lambda t: _entry_lines(t, _two_lines),
    # The dates on the item's first line and the entry under them, as a dates column reads.
    "dates_above": lambda t: _entry_lines(t, lambda lead, on, w, d: f"{lead}{d}\n{on}{w}"),
    # "MIT, Cambridge — PhD in CS, 2019 – 2024" and "Postdoc at X Lab, Paris, 2019 – 2024".
    "organisation_first": lambda t: _entry_lines(t, _reordered("{where} — {role}")),
    "role_at": lambda t: _entry_lines(t, _reordered("{role} at {where}")),
    # "X University, Boston: Postdoc, 2019 – 2024": the place as the label of its role.
    "organisation_colon": lambda t: _entry_lines(t, _reordered("{where}: {role}")),
    # "- X University" / "  - MSc, 2019 – 2021" / "  - BSc, 2015 – 2019": one place over
    # the degrees or roles held there.
    "grouped_by_place": _grouped_by_place,
    # The name as other CVs write it: in capitals ("JANE ROE"), with a degree after it
    # ("Jane Roe, Ph.D."), a title before it ("Dr. Jane Roe"), set in bold or on a plain
    # first line instead of a heading, with the contact details on its line ("Jane Roe |
    # jane@x.org", "Jane Roe · Curriculum Vitae"), or under a "Curriculum Vitae" heading.
    "upper_name": lambda t: _name_rewrite(t, lambda n, m, b: _marked(m, n.upper())),
    "name_degree": _name_form(_WITH_DEGREE),
    "name_title": _name_form(_TITLED),
    "name_bold": lambda t: _name_rewrite(t, lambda n, m, b: f"**{n}**"),
    "name_plain": lambda t: _name_rewrite(t, lambda n, m, b: n),
    "name_contact": lambda t: _name_rewrite(t, _contact_line),
    "name_cv_title": _name_form(_WITH_CV_TITLE),
    "cv_title_first": lambda t: _name_rewrite(t, lambda n, m, b: f"# Curriculum Vitae\n\n{n}"),
    # "ROE, Jane": the surname in capitals first, as forms and some European CVs write it.
    "name_surname_first": lambda t: _name_rewrite(t, lambda n, m, b: _marked(m, _surname_first(n))),
    # Publications as other CVs list them: numbered "[1] ", "[2] " rather than bulleted; the
    # year first ("2021. Authors. Title." or "(2021) ..."); the venue as a tag before the
    # citation ("[ICML 2021] Authors. Title."), as badge and "[C1]" CVs set it; the title in
    # quotes or in italics ("Title," *Venue*) rather than in bold or as a link's text.
    "pubs_numbered": lambda t: _section_items(
        t, _PUBLICATION_SECTION, lambda marker, item, n: f"[{n}] {item}"
    ),
    "pubs_year_first": lambda t: _section_items(t, _PUBLICATION_SECTION, _year_first),
    "pubs_venue_tag": lambda t: _section_items(t, _PUBLICATION_SECTION, _venue_tag),
    "pubs_quoted_title": lambda t: _section_items(t, _PUBLICATION_SECTION, _quoted_title),
    # Awards with their date at the other end: "2019 Best Paper Award, ICSE" for "Best Paper
    # Award, ICSE, 2019", and "Best Paper Award (2019)" for "2019 Best Paper Award".
    "awards_year_first": lambda t: _section_items(t, _AWARD_SECTION, _award_date_moved),
    # A printed CV's lists without bullets: each citation a paragraph of its own, each
    # award a line of its own.
    "pubs_unbulleted": lambda t: _section_items(
        t, _PUBLICATION_SECTION, lambda marker, item, n: f"\n{_dedented(item)}\n"
    ),
    "awards_unbulleted": lambda t: _section_items(
        t, _AWARD_SECTION, lambda marker, item, n: None if "\n" in item else f"{item}  "
    ),
    # Research interests in the other forms real CVs state them: the list under its
    # heading as one line ("A, B, and C"); a line of topics or a bio's sentence listing
    # them as bullets; the heading and list as a label line ("Research Interests: A; B;
    # C"); the list as a sentence ("My research interests include A, B, and C.").
    "interests_inline": lambda t: _interests_rewrite(t, _inline),
    "interests_listed": _interests_listed,
    "interests_label": _interests_label,
    "interests_sentence": _interests_sentence,
}
# The rewrites of the name, which may be a page's title in the front matter.
_WHOLE_CV = {"upper_name", "name_degree", "name_title", "name_bold", "name_plain"}
_WHOLE_CV |= {"name_contact", "name_cv_title", "cv_title_first", "name_surname_first"}


def rewrite(text: str, name: str) -> str:
    """The CV with one rewrite applied to its body, front matter and code left alone
    (but for a rewrite of the name, which may move a page's title into the body)."""
    if name in _WHOLE_CV:
        return REWRITES[name](text)
    front = FRONT_MATTER.match(text)
    head, body = (front[0], text[front.end() :]) if front else ("", text)
    parts = _CODE.split(body)
    return head + "".join(p if i % 2 else REWRITES[name](p) for i, p in enumerate(parts))


def _rendered(text: str, doc: Path, name: str, folder: Path) -> Path | None:
    """The CV rendered by one of RENDERINGS into folder (a slow one reused while newer
    than the source), or None when it stays Markdown (front matter holding data)."""
    if as_html(text) == text:
        return None
    suffix, write = RENDERINGS[name]
    path = folder / (doc.stem + suffix)
    fresh = path.exists() and path.stat().st_mtime > doc.stat().st_mtime
    if name not in REUSED or not fresh:
        write(text, path)
    return path


def _written(text: str, doc: Path, name: str, folder: Path) -> Path | None:
    """The rewritten or rendered CV in folder, or None when the rewrite changes nothing."""
    if name in RENDERINGS:
        return _rendered(text, doc, name, folder)
    new = rewrite(text, name)
    if new == text:
        return None
    path = folder / doc.name
    path.write_text(new)
    return path


def _scores(gold: dict, path: Path) -> dict | None:
    try:
        return real_corpus.scorer().score_cv(gold, parse_path(path).to_dict())
    except UnreadableDocument:
        return None


def _mean(scores: dict) -> float:
    return sum(scores.values()) / len(scores)


def probe(split: str, names: list[str], keep: Path) -> None:
    docs = [(g, d) for g, d in real_corpus.documents(split) if d.suffix == ".md"]
    golds = {g.stem: json.loads(g.read_text()) for g, _ in docs}
    before = {g.stem: _scores(golds[g.stem], d) for g, d in docs}
    for name in names:
        folder = keep / name
        folder.mkdir(parents=True, exist_ok=True)
        changed, losses, lost_by_field = 0, [], Counter()
        for gold, doc in docs:
            if before[gold.stem] is None:
                continue
            path = _written(doc.read_text(errors="replace"), doc, name, folder)
            if path is None:
                continue
            changed += 1
            b, a = before[gold.stem], _scores(golds[gold.stem], path)
            if a is None:
                losses.append((-_mean(b), gold.stem, "refused"))
                continue
            for field in b:
                lost_by_field[field] += max(0.0, b[field] - a[field])
            delta = _mean(a) - _mean(b)
            if delta < -1e-9:
                worse = {f: round(a[f] - b[f], 2) for f in b if a[f] < b[f]}
                losses.append((delta, gold.stem, worse))
        total = sum(delta for delta, _, _ in losses)
        fields = ", ".join(f"{f} {v:.2f}" for f, v in lost_by_field.most_common() if v)
        print(
            f"{name}: {changed} CVs rewritten, {len(losses)} worse, {total:+.3f} in all; {fields}"
        )
        for delta, stem, worse in sorted(losses)[:8]:
            print(f"    {delta:+.3f} {stem} {worse}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=["dev", "dev-a", "dev-b"], default="dev")
    parser.add_argument("--keep", type=Path, help="write the rewritten CVs here")
    parser.add_argument(
        "rewrites", nargs="*", metavar="REWRITE", help=", ".join([*REWRITES, *RENDERINGS])
    )
    args = parser.parse_args()
    logging.getLogger("pdfminer").setLevel(logging.ERROR)  # a printed font's missing box
    names = args.rewrites or [*REWRITES, *(n for n in RENDERINGS if n not in SLOW)]
    if unknown := set(names) - {*REWRITES, *RENDERINGS}:
        parser.error(f"no rewrite named {', '.join(sorted(unknown))}")
    if args.keep:
        probe(args.split, names, args.keep)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        probe(args.split, names, Path(tmp))
    return 0


if __name__ == "__main__":
    sys.exit(main())
