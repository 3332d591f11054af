"""Whose page it is, from what a homepage says beyond its header: the front matter,
the tags it gives browsers, an introduction or a bio in the third person, the author
it marks in its author lists, the file name of its linked CV, a Chinese page's title.
Used by cv.py, each cue while no stronger one has named the person."""

from __future__ import annotations

import html
import re

from .model import ParsedCV
from .names import CJK_NOT_NAME, is_person_name
from .own_name import COURTESY, CREDENTIALS, own_name, page_owner, written_out
from .text import CJK, Line, has_cjk

# Front matter keys that name the person, strongest first; a page `title` only when it
# is a name ("About Me" is not).
_FRONT_NAME_KEYS = ("name", "display_name", "author", "title")
_FRONT_NATIVE_KEYS = (
    "cn_name", "zh_name", "name_zh", "name_cn", "chinese_name", "native_name", "display_name",
)  # fmt: skip


def name_from_front_matter(cv: ParsedCV, front: dict[str, str]) -> None:
    """`name:` / `author:` in a Jekyll or Hugo page's front matter win over the header;
    `cn_name:` and the like give the native name."""
    for key in _FRONT_NAME_KEYS:
        value = front.get(key, "").strip()
        if value and is_person_name(value) and (not cv.name or key != "title"):
            cv.name = value
            break
    for value in front.values():
        # "description: Jane Roe's resume.", "title: Hi! This is Jane Roe speaking."
        cv.name = cv.name or page_owner(value.strip()) or _intro_name(value)
    if not cv.name:
        cv.name = _split_front_name(front)
    native = _zh_page_owner(front.get("title", ""))  # "title: 王小明的个人简历"
    if native and not cv.name:
        cv.name = cv.name_native = native
    for key in _FRONT_NATIVE_KEYS:
        value = front.get(key, "").strip()
        if value and has_cjk(value) and is_person_name(value):
            cv.name_native = value
            cv.name = cv.name or value
            break


def _split_front_name(front: dict[str, str]) -> str | None:
    """The name front matter gives in parts ("first_name: Jane" / "last_name: Roe") or
    in a part of its title ("title: Jane Roe | Home", "subtitle: Jane Roe, PhD student",
    "description: Personal website of Jane Roe")."""
    given, family = front.get("first_name", "").strip(), front.get("last_name", "").strip()
    if given and family and own_name(f"{given} {family}"):
        return f"{given} {family}"
    for key in ("title", "subtitle", "description"):
        value = front.get(key, "").strip()
        named = _named_part(value) or _named_part(value.split(",")[0])
        if named:
            return named
    return None


# <meta name="author" content="Jane Roe">, <meta property="og:title" content="Jane Roe |
# Homepage">: what a page tells browsers and link previews about itself; the title its
# tab shows (<title>Jane Roe</title>); at last a description saying whose page it is
# (<meta name="description" content="Jane Roe's resume.">); the site's name
# (<meta property="og:site_name" content="Jane Roe">), and the person the page's linked
# data describes ({"@type":"Person","name":"Jane Roe"}, as site generators write it).
_META = re.compile(
    r"""<meta\s+(?:name|property)=["'](author|og:title|twitter:title|description|og:site_name)"""
    r"""["']\s+content=(?:"([^"<>]{3,120})"|'([^'<>]{3,120})')"""
    r"""|<(title)>\s*([^<>]{2,120}?)\s*</title>""",
    re.I,
)
_PERSON_DATA = re.compile(r'"@type"\s*:\s*"Person"\s*,\s*"name"\s*:\s*"([^"<>]{3,60})"')


def name_from_page_meta(cv: ParsedCV, source: str) -> None:
    """The page's author, or the name its title for link previews or its tab opens with."""
    if "<meta" not in source and "<title" not in source:
        return
    found: dict[str, str] = {}
    for m in _META.finditer(source[:20000]):
        key, value = m.group(1) or m.group(4), m.group(2) or m.group(3) or m.group(5)
        found.setdefault(key.lower(), html.unescape(value))  # "Jane Roe&#39;s resume"
    person = _PERSON_DATA.search(source)
    if person:
        found["person"] = person.group(1)
    keys = ("author", "person", "og:title", "twitter:title", "title", "og:site_name")
    for key in (*keys, "description"):
        native = _zh_page_owner(found.get(key, ""))  # "<title>王小明的主页</title>"
        value = re.split(r"\s+[|–—-]\s+|\s*[|:]\s*", found.get(key, ""))[0].strip()
        if key == "description":  # a sentence: a name only as whose page it is
            value = page_owner(value) or ""
        else:
            value = page_owner(value) or COURTESY.sub("", CREDENTIALS.sub("", value))
            if not own_name(value):
                value = _named_part(found.get(key, ""))
        if own_name(value):
            cv.name = value
            cv.name_native = cv.name_native or (value if has_cjk(value) else None)
            return
        if native:
            cv.name = cv.name_native = native
            return


# The parts of a page's title: "Home | Jane Roe", "About - Jane Roe", "Jane Roe @ Hill
# University", "Homepage of Jane Roe".
_TITLE_PARTS = re.compile(r"\s+[|–—@·-]\s+|\s*[|:]\s*")
_PAGE_OF_PERSON = re.compile(
    r"(?i)^(?:(?:personal|academic)\s+)?(?:home\s?page|web\s?site|page|cv)\s+of\s+"
)


def _named_part(title: str) -> str:
    """The part of a page's title that names its owner when the first does not ("Home")."""
    for part in _TITLE_PARTS.split(title):
        part = COURTESY.sub("", _PAGE_OF_PERSON.sub("", part.strip()))
        if own_name(part):
            return part
    return ""


_INTRO = re.compile(
    r"(?:\bmy name is|\bi am|\bi'm|\bi’m|\bthis is)\s+\**"
    r"([A-Z][\w'’-]+(?:\s+[A-Z][\w'’.-]*){1,3})"
    r"|我(?:是|叫)\s*([" + CJK + r"]{2,4})(?=[，,。\s(（]|$)",
    re.I,
)


def _intro_name(text: str) -> str | None:
    """The Latin name a sentence introduces: "My name is X (pronounced ...) Y!"."""
    if "(" in text:
        text = re.sub(r"\s*\([^)]*\)", "", text)
    for m in _INTRO.finditer(text):
        if m.group(1):
            # A full stop after a capital alone is an initial's ("Jane A. Roe").
            words = re.split(r"(?<!\b[A-Z])[.,;:!?](?:\s|$)", m.group(1))[0].split()
            # "I am Xin Jin, a ..." but not "I am Chair of ...": stop at the first
            # word that cannot be part of a name.
            while words and not is_person_name(" ".join(words)):
                words.pop()
            if len(words) >= 2:
                return " ".join(words)
    return None


def name_from_intro(cv: ParsedCV, lines: list[Line]) -> None:
    """ "My name is X.", "Hi! I am X, a PhD student at ...", "我是X，..." in the first
    paragraphs of a homepage."""
    for ln in lines[:80]:
        if not ln.text:
            continue
        latin = _intro_name(ln.text)
        if latin:
            cv.name = latin
            return
        for m in _INTRO.finditer(ln.text):
            if m.group(2) and is_person_name(m.group(2)):
                cv.name = cv.name_native = m.group(2)
                return


# "Jane Roe is an Assistant Professor ...", "Dr. Jane Roe (王小明) is currently a ...",
# "Jane Roe received her Ph.D. ...", "Jane Roe works on ...": a bio in the third person.
_THIRD_PERSON = re.compile(
    r"^(?:(?i:currently|now|today),\s+)?(?:(?i:prof(?:essor)?|dr)\.?\s+)?"
    r"([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3})"
    r"\s+(?:\([^)]*\)\s+)?(?:currently\s+|now\s+)?(?:is\s+(?:currently\s+|now\s+)?"
    r"(?:a|an|the|pursuing|working|studying)\s|"
    r"(?:received|earned|obtained|completed|joined|works|worked|holds|studies|graduated|"
    r"leads|has\s+been|was\s+(?:a|an)\s)\b)"
)


def name_from_third_person(cv: ParsedCV, lines: list[Line]) -> None:
    """A bio in the third person opens a paragraph with the person's name (no topic's or
    place's: "Machine Learning is a ..." is none)."""
    for ln in lines[:80]:
        if ln.text and not ln.bullet and not ln.level:
            m = _THIRD_PERSON.match(ln.text)
            if m and own_name(m.group(1)):
                cv.name = m.group(1)
                return


# <img alt="Jane Roe" ...>, ![Jane Roe](photo.jpg): a homepage's photo of its owner,
# described by the owner's name.
_ALT = re.compile(r"""<img\b[^>]*?\balt=["']([^"'<>]{3,40})["']|!\[([^\]\n]{3,40})\]\(""", re.I)


def name_from_photo(cv: ParsedCV, source: str) -> None:
    """The name a page gives the photo it shows, when it names one person."""
    found = {m.group(1) or m.group(2) for m in _ALT.finditer(_HTML_COMMENT.sub("", source))}
    found = {n.strip() for n in found if own_name(n.strip())}
    if len(found) == 1:
        cv.name = found.pop()


_HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
_MARKED = re.compile(
    r"\*\*([^*\n]{3,60}?)\*\*|<(b|strong|u)(?:\s[^>]*)?>([^<\n]{3,60}?)</\2>|__([^_\n]{3,60}?)__"
)
_MARKS = re.compile(r"[*†‡§#\d,]+$|^[*†‡§#]+")
# A CV file linked from a homepage: "files/Jane_Roe_CV.pdf", "Jane-Roe-resume.pdf".
_CV_FILE = re.compile(
    r"(?<![A-Za-z])([A-Z][a-z]+)[_-]([A-Z][a-z]+)[_-](?:cv|resume|résumé|vita)\b", re.I
)


def name_from_marked_author(cv: ParsedCV, text: str) -> None:
    """The author a homepage sets in bold in its author lists ("Zhang, **Jane Roe**,
    Li"), when it does so more than once and in lines that list several authors."""
    counts: dict[str, int] = {}
    for line in text.split("\n"):
        if line.count(",") < 2:
            continue
        for m in _MARKED.finditer(line):
            marked = m.group(1) or m.group(3) or m.group(4)
            name = _MARKS.sub("", marked.strip()).strip()
            if is_person_name(name) and written_out(name):  # "Luo D" is a citation form
                counts[name] = counts.get(name, 0) + 1
    if counts:
        name, n = max(counts.items(), key=lambda kv: kv[1])
        if n >= 2:
            cv.name = name


def name_from_cv_file(cv: ParsedCV, text: str) -> None:
    """The name in the file name of a linked CV ("Lixuan_Wei_resume.pdf")."""
    m = _CV_FILE.search(text)
    if m and is_person_name(f"{m.group(1)} {m.group(2)}"):
        cv.name = f"{m.group(1)} {m.group(2)}"


# "© 2025 Jane Roe", "Copyright &copy; 2019-2024 Jane Roe. All rights reserved.": the
# holder of a homepage's footer (a template's credit, "Powered by Jekyll", is no person).
_COPYRIGHT = re.compile(
    r"(?:©|&copy;|\(c\)|\bcopyright\b)(?:\s|&nbsp;|©|&copy;)*"
    r"(?:\d{4}(?:\s*[-–—]\s*(?:\d{4}|present))?)?[\s,]*(?:by\s+)?"
    r"([A-Z][A-Za-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][A-Za-z'’-]+){1,2})(?![A-Za-z])",
    re.I,
)


def name_from_copyright(cv: ParsedCV, text: str) -> None:
    """The person a page's copyright footer names, when it names one person."""
    found = {m.group(1) for m in _COPYRIGHT.finditer(text) if is_person_name(m.group(1))}
    found = {n for n in found if n[:1].isupper() and not re.search(r"(?i)\ball\b", n)}
    if len(found) == 1:
        cv.name = found.pop()


# "和树香的简历", "# 汤力丞履历", "欢迎来到颜天煜的个人主页"; "卢杨，博士，现为…", "操锟博士现任…".
_ZH_TITLE = re.compile(
    f"^(?:欢迎来到)?([{CJK}]{{2,4}}?)(?:的)?(?:个人)?(?:简历|履历|主页|博客|网站)"
)
_ZH_BIO = re.compile(
    f"^([{CJK}]{{2,4}}?)(?:[，,]\\s*(?:男|女|博士|教授|副教授|研究员)|博士|教授|副教授|现任|现为|目前)"
)


# "操锟博士现任…": a name with a title, then what the person is now; the surname may be
# one no list holds.
_ZH_TITLED_BIO = re.compile(
    f"^([{CJK}]{{2,3}}?)(?:博士|教授|副教授|研究员)(?:现任|现为|目前|现在|是|，|,)"
)
_NOT_SURNAME = set("本我你您他她其该此这那各")


def _zh_page_owner(text: str) -> str | None:
    """The person a Chinese page's title names: "王小明的个人简历", "王小明的主页"."""
    m = _ZH_TITLE.match(text.strip())
    return m.group(1) if m and is_person_name(m.group(1)) else None


def _titled_name(text: str) -> str | None:
    m = _ZH_TITLED_BIO.match(text)
    if not m or m.group(1)[0] in _NOT_SURNAME or CJK_NOT_NAME.search(m.group(1)):
        return None
    return m.group(1)


def name_from_chinese_title(cv: ParsedCV, lines: list[Line]) -> None:
    """A Chinese page's title or its bio's first words name the person; not an item of a
    nested list ("导师：" / "  - 王明教授，北方大学"), which names someone the person
    worked with."""
    for ln in lines[:60]:
        if ln.bullet and ln.indent > 0:
            continue
        text = ln.text.strip()
        m = _ZH_TITLE.match(text) or _ZH_BIO.match(text)
        name = m.group(1) if m and is_person_name(m.group(1)) else _titled_name(text)
        if name:
            cv.name = cv.name_native = name
            return
