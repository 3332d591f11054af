"""Whose CV it is: the name from the header, the front matter, a form field, the
email address or the publication list. Used by cv.py."""

from __future__ import annotations

import re

from .model import ParsedCV
from .names import CJK_NOT_NAME, ROLE, has_surname, is_person_name, latin_key, pinyin, pinyin_key
from .publication_authors import author_names, is_author_line, leading_authors
from .text import CJK, HEADING_COLON, Line, has_cjk

_NATIVE = re.compile(
    f"[「『(（]\\s*([{CJK}]{{2,4}})\\s*[」』)）]|(?<![{CJK}])([{CJK}]{{2,4}})(?![{CJK}])"
)


# Degrees written after a name in a header: "Jane Doe, Ph.D.", "JOHN ROE, PHD, MD".
# Post-nominal degrees after a header name, with or without a comma ("Jane Roe, PhD",
# "Jane Roe PhD", "Jane Roe BSc (Hons)"); an MA or a BA only after a comma or with its
# dots ("Jane Roe, MA", "Jane Roe M.A."), "Ma" being a surname too. And the courtesy
# titles before it ("Mrs.", "Dr."). "Dean" and "Director" are left alone here: in a
# header they are more often first names.
# Degrees and licences a name may carry after a comma ("Jane Roe, MD, MPH", "Jane Roe,
# EdD", "Jane Roe, M.Phil.", "Jane Roe, Ph.D., P.E."), short words that might be a name's
# without it.
_OTHER_DEGREES = (
    r"m\.?\s?p\.?\s?h|dr\.?\s?p\.?\s?h|ed\.?\s?d|psy\.?\s?d|m\.?\s?phil|d\.?\s?sc|sc\.?\s?d|"
    r"m\.?\s?f\.?\s?a|m\.?\s?p\.?\s?[ap]|d\.?\s?v\.?\s?m|pharm\.?\s?d|d\.?\s?n\.?\s?p|"
    r"p\.?\s?e|r\.?\s?n|c\.?\s?p\.?\s?a|f\.?\s?r\.?\s?c\.?\s?[ps]"
)
CREDENTIALS = re.compile(
    r"(?i)(?:(?:,\s*|\s+)(?:ph\.?\s?d|d\.?\s?phil|m\.?\s?d|m\.?\s?sc?|m\.?\s?b\.?\s?a|"
    r"m\.?\s?eng|b\.?\s?sc?|p\.?\s?eng|j\.?\s?d|ll\.?\s?m)\.?(?:\s*\(hons?\.?\))?"
    r"|,\s*[mb]\.?\s?a\.?|\s+[mb]\.a\.|,\s*(?:" + _OTHER_DEGREES + r")\.?)+\s*$"
)
# Titles may be stacked, as German CVs write them, with their faculty: "Prof. Dr. Jane
# Roe", "Dr. rer. nat. Jane Roe", "Dipl.-Ing. Jane Roe".
COURTESY = re.compile(
    r"(?i)^(?:(?:mr|mrs|ms|miss|mx|dr|prof(?:essor)?|dipl)\.?"
    r"(?:[\s-]?(?:rer|phil|med|ing|nat|habil)\.)*\s+)+"
)


# The label opens a line (after a list bullet: "- 姓名：罗斌"), a table cell or a gap;
# 姓名 is also followed by its value in the next cell, without a colon ("姓 名   李斌").
# The value ends at a cell's edge, a gap, or the next field's label after one space
# ("姓名：李斌 性别：男", where a page shows a tab as a space).
FORM_NAME = re.compile(
    r"(?im)(?:^[-+*•·]?\s*|\|\s*|\s{2,})(?:(?:姓\s*名|name)\s*[:：]\s*|"
    r"姓\s*名(?:\s*\|\s*|\s{2,}|\s(?=[\u4e00-\u9fff]{2,4}\s*$)))"
    r"(\S[^|\n]*?)\s*(?:\||\s{2,}|\s(?=[^\s:：|]{1,12}[:：])|$)"
)


def form_name(cv: ParsedCV, text: str) -> None:
    """A form field anywhere near the top: "姓    名：赵一鸣    性    别：男", "Name: X",
    "姓名   耿硕   年龄   24 岁"."""
    head = "\n".join(text.split("\n")[:40])
    for m in FORM_NAME.finditer(head):
        value = m.group(1).strip()
        if is_person_name(value):
            cv.name = value
            if has_cjk(value):
                cv.name_native = value
            return


# "赵 翔", "王 小 明": a Chinese name with its characters set apart, as a CV spaces a name
# to the width of its title; headings spaced so ("教 育 背 景") name no person.
_SPACED_CJK_NAME = re.compile(f"^\\s*([{CJK}](?: {{1,3}}[{CJK}]){{1,3}})\\s*$")


def spaced_native_name(cv: ParsedCV, text: str) -> None:
    """A Chinese name spaced out on a line of its own near the top, wherever the page's
    reading order puts it (a sidebar read after its headings)."""
    for raw in text.split("\n")[:40]:
        m = _SPACED_CJK_NAME.match(raw)
        joined = m.group(1).replace(" ", "") if m else ""
        if joined and is_person_name(joined):
            cv.name = cv.name_native = joined
            return


def name_from_email(cv: ParsedCV, text: str) -> None:
    """A name on a line of its own whose words are all in an email address
    ("Sofia Petrakis" / sofia.petrakis@...): exports put the name mid-page."""
    locals_ = [e.split("@")[0].lower() for e in cv.emails]
    if not locals_:
        return
    for raw in text.split("\n")[:150]:
        cand = raw.strip().strip("#* ")
        if len(cand) > 40 or not is_person_name(cand):
            continue
        words = [w.lower() for w in re.findall(r"[A-Za-z]{2,}", cand)]
        if words and any(all(w in loc for w in words) for loc in locals_):
            cv.name = cand.title() if cand.isupper() else cand
            return


_CV_WORDS = re.compile(r"(?i)^(?:curriculum vitae|cv|vita|resume|résumé|简历|个人简历)\s*[:：]?$")


def document_title(text: str) -> bool:
    """The line is the document's title alone ("Curriculum Vitae", "简历"), no name."""
    return bool(_CV_WORDS.match(text.strip()))


# "CURRICULUM VITAE OF SHU ZHANG", "Resume of Jane Roe", "Curriculum Vitae: Jane Roe": the
# title before the name; "Jane Roe, Curriculum Vitae", "JANE ROE CV": the title after it
# ("Vita" is a name too, so not after one).
_CV_OF = re.compile(
    r"(?i)^(?:curriculum vitae|cv|vita|resume|résumé)(?:\s+(?:of|for)|\s*[-–—:])\s+"
)
_CV_AFTER = re.compile(r"(?i)(?:\s*[,:·]|\s+[-–—|])?\s+(?:curriculum vitae|cv|resume|résumé)$")
# What a header line may add after the name: a role after a comma ("Jane Roe, Assistant
# Professor of X"), the email address ("Jane Roe jane@x.org", a page that joins the
# columns of its header), the date of the version ("Jane Roe (updated March 2024)"), a
# full stop.
_EMAIL_AFTER = re.compile(r"\s+\S+@\S+.*$")
_UPDATED = re.compile(r"(?i)\s*(?:[-–—|,(]\s*)?(?:last\s+)?(?:updated|revised)\b.*$")
_FULL_STOP = re.compile(r"(?<=\w\w)\.$")
# "ROE, Jane": the surname in capitals put first and parted by a comma, as forms and
# some European CVs write it; the comma goes, then the surname is put last.
_SURNAME_FIRST = re.compile(
    r"^([A-Z][A-Z'’-]+),\s+(?=[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?(?:\s*[(（][^)）]*[)）])?$)"
)
# "Jane Roe (she/her)", "Jane Roe, they/them": the pronouns the person goes by.
_PRONOUNS = re.compile(
    r"(?i)\s*[,(]?\s*\b(?:she|he|they|ze)\s*/\s*(?:her|him|them|hir)s?\b(?:\s*/\s*\w+)?\)?"
)
# "Curriculum Vitae – Jane Roe – March 2025", "Jane Roe, CV (2025)": the date of the version.
_VERSION_DATE = re.compile(
    r"(?i)\s*(?:[-–—|,]\s*|\()(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?"
    r"(?:19|20)\d\d\)?$"
)
# "Jane Roe <small>PhD Student</small>": a tag of a page written in Markdown, and what it
# sets apart.
_INLINE_TAG = re.compile(r"\s*<[a-zA-Z][^>]*>.*$")
# A nickname in quotes between the given name and the surname: 'Jane "JJ" Roe'.
_NICKNAME = re.compile(r"\s+[\"“‘][^\"“”‘’\s][^\"“”‘’]{0,14}[\"”’](?=\s)")


# A word of a name, its parts joined by a hyphen or an apostrophe ("JEAN-PIERRE", "O'ROE").
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def _caps_surname(name: str) -> str:
    """ "LIU Xinyi" -> "Xinyi Liu", "Jiaqi HE" -> "Jiaqi He": a surname set in capitals
    among mixed-case given names is written normally, given names first."""
    words = name.split()
    caps = [w.isupper() and len(w) >= 2 and bool(_WORD.fullmatch(w)) for w in words]
    initials = [bool(re.fullmatch(r"[A-Z]\.?", w)) for w in words]
    if all(c or i for c, i in zip(caps, initials, strict=True)):
        return name.title()  # "MANUEL M. BAUMANN": all in capitals
    if len(words) < 2 or not any(caps):
        return name
    fixed = [w.title() if c else w for w, c in zip(words, caps, strict=True)]
    lead = 0
    while lead < len(caps) and caps[lead]:
        lead += 1
    if lead and lead < len(words):
        fixed = fixed[lead:] + fixed[:lead]
    return " ".join(fixed)


# A front matter's key and value: YAML's "author: Jane Roe", TOML's 'author = "Jane Roe"'.
_FRONT_KEY = {
    "---": re.compile(r"^([A-Za-z_]+)\s*:\s*[\"']?(.*?)[\"']?\s*$"),
    "+++": re.compile(r"^([A-Za-z_]+)\s*=\s*[\"']?(.*?)[\"']?\s*$"),
}


def front_matter(lines: list[Line]) -> dict[str, str]:
    """The front matter of a Jekyll/Hugo page, YAML between "---" lines or TOML between
    "+++" lines ("+++" / 'title = "CV"' / "+++"): its keys, with its lines emptied (page
    settings are not CV content)."""
    fence = lines[0].raw.strip() if lines else ""
    if fence not in _FRONT_KEY:
        return {}
    end = next((i for i in range(1, min(len(lines), 60)) if lines[i].raw.strip() == fence), None)
    if end is None:
        return {}
    keys = {}
    for ln in lines[1:end]:
        m = _FRONT_KEY[fence].match(ln.raw)
        if m:
            keys[m.group(1).lower()] = m.group(2)
        ln.text = ""
    if fence == "+++":
        lines[0].text = lines[end].text = ""  # no rule, as "---" is, but a fence alone
    return keys


# "Jane Roe, Ph.D Post-Doctoral Associate ...": a table cell that runs the name into
# the affiliation; the name ends at its degree.
_CREDENTIAL_CUT = re.compile(r"(?i),\s*(?:ph\.?\s?d|d\.?\s?phil)\.?(?=[\s,]|$)")
# "王小明 (Xiaoming Wang, Ph.D.)": the degree inside the brackets that give the name's
# other form, cut with its comma so that the brackets stay closed.
_CREDENTIAL_IN_BRACKETS = re.compile(r"(?i),\s*(?:ph\.?\s?d|d\.?\s?phil)\.?\s*(?=[)）])")
# "王小明 博士", "王小明教授": a Chinese title after a Chinese name, as "Dr." before a Latin
# one; not the first word of a longer one ("博士后").
_ZH_TITLE_AFTER = re.compile(f"(?<=[{CJK}])\\s*(?:博士|副?教授|研究员)(?![{CJK}])")
# "Jane Roe (王小明) Please see my new page": a name, then its native form in brackets.
_BEFORE_NATIVE = re.compile(f"^([^(（]+?)\\s*[(（]\\s*([{CJK}]{{2,4}})(?:\\s[^)）]*)?[)）]")
# "Jane Roe's Homepage", "JaneRoe's Homepage" as a page's title.
_PAGE_OF = re.compile(
    r"(?i)^(?:welcome\s+to\s+)?([^\s'’]+(?:\s+[^\s'’]+){0,3})['’]s?\s+(?:academic\s+|personal\s+)?"
    r"(?:home\s?page|web\s?page|web\s?site|site|page|cv|curriculum\s+vitae|resume|résumé)\b"
)


def page_owner(text: str) -> str | None:
    """The name in "Jane Roe's Homepage"; a name run together ("JaneRoe") is parted."""
    if "'" not in text and "’" not in text:
        return None  # _PAGE_OF ends the name on its apostrophe
    m = _PAGE_OF.match(text)
    if not m:
        return None
    name = m.group(1)
    if " " not in name:
        name = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)
    return name if is_person_name(name) else None


_SPLIT_CJK_NAME = re.compile(f"(?<![{CJK}])([{CJK}]{{1,2}}) ([{CJK}]{{1,2}})(?![{CJK}])")


def _joined_if_name(m: re.Match) -> str:
    joined = m.group(1) + m.group(2)
    return joined if has_surname(m.group(1)) and is_person_name(joined) else m.group(0)


# The columns of a header line: a wide gap, a bullet or a bar between spaces, or a bar
# between words of a form ("王小明|男|1998|北京").
_HEADER_PARTS = re.compile(r"\s{3,}|\s[|•·]\s|(?<=\S)\|(?=\S)")


def _header_text(raw: str) -> str:
    """The part of a header line that can hold the name."""
    # jemdoc writes the page title as "= Jane Doe"; a header line may hold the name
    # and, after a wide gap or a bar, the contact details.
    text = re.sub(r"^=+\s*", "", raw)
    text = _PRONOUNS.sub("", _VERSION_DATE.sub("", text))
    parts = [p for p in _HEADER_PARTS.split(text) if p.strip()]
    # "Curriculum Vitae      Jane Roe": the document's title in a column beside the name.
    text = next((p for p in parts if not _CV_WORDS.match(p.strip())), "").strip()
    text = _ZH_TITLE_AFTER.sub("", _CREDENTIAL_IN_BRACKETS.sub("", text))
    text = _CV_OF.sub("", _CREDENTIAL_CUT.split(text)[0])
    text = _NICKNAME.sub("", _CV_AFTER.sub("", _UPDATED.sub("", text)))
    text = _FULL_STOP.sub("", _EMAIL_AFTER.sub("", text))
    text = _SURNAME_FIRST.sub(r"\1 ", text)
    head, _, tail = text.partition(",")
    if ROLE.search(tail) and not ROLE.search(head):  # not "Data Scientist, ML Engineer"
        text = head
    text = HEADING_COLON.sub("", text)
    # "高 凤楠": a surname set apart from the given name.
    text = _SPLIT_CJK_NAME.sub(_joined_if_name, text)
    m = _BEFORE_NATIVE.match(text)
    if m and is_person_name(COURTESY.sub("", m.group(1).strip())):
        return f"{m.group(1).strip()} ({m.group(2)})"
    return text


def _spelled_nearby(native: str, lines: list[Line]) -> bool:
    """Is a Chinese name also written in pinyin on these lines ("赤凯" over
    "github.com/Chi-Kai")? Then it is a name even if its surname is a rare one."""
    py = pinyin(native)
    if not py or CJK_NOT_NAME.search(native):
        return False
    forms = {py[0] + py[1], py[1] + py[0]}
    for ln in lines:
        words = [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", ln.raw)]
        for i in range(len(words)):
            for k in range(1, 5):
                if "".join(words[i : i + k]) in forms:
                    return True
    return False


# Words no person's name holds that a CV's or a page's first line may: a field of study
# or a topic ("Computer Vision", "Statistical Physics"), a place's ("San Francisco Bay
# Area"), a page's or a template's ("Selected Works", "Coming Soon", "Your Name",
# "Academic Pages").
_NOT_OWN_NAME = {
    "learning", "vision", "science", "sciences", "computing", "computation", "computational",
    "computer", "physics", "dynamics", "processing", "interaction", "intelligence",
    "engineering", "mathematics", "chemistry", "biology", "statistics", "statistical",
    "economics", "finance", "language", "languages", "linguistics", "robotics", "networks",
    "systems", "data", "analysis", "analytics", "theory", "quantum", "machine", "neural",
    "artificial", "natural", "climate", "ocean", "earth", "material", "materials", "medicine",
    "medical", "neuroscience", "cognitive", "psychology", "sociology", "philosophy", "security",
    "software", "hardware", "graphics", "optimization", "algorithms", "mining", "retrieval",
    "recognition", "area", "city", "county", "province", "state", "street", "road", "portfolio",
    "works", "selected", "recent", "latest", "updates", "highlights", "statement", "summary",
    "objective", "career", "qualifications", "website", "site", "title", "sidebar", "name",
    "your", "thank", "you", "coming", "construction", "lorem", "ipsum", "tuned", "members",
    "download", "academic", "pages", "jekyll", "theme", "template", "minimal",
    "mistakes",
}  # fmt: skip


# "I'm Jane Roe", "This is Jane": the person speaking, their name after the words.
_SPEAKING = re.compile(r"^(?:I['’]m|I\s+am|I|This\s+is|It['’]s)\b")


def own_name(text: str) -> bool:
    """A person's name that may be the CV's owner's: no topic, place or page words, no
    sentence opening it ("I'm Jane Roe, a PhD student" as a page's first line)."""
    return (
        is_person_name(text)
        and not _SPEAKING.match(text)
        and not any(w in _NOT_OWN_NAME for w in re.findall(r"[a-z]+", text.lower()))
    )


def _before_gap(ln: Line) -> str:
    """ "Jane Roe,  12 Elm Street, Hill City": a name, then after a gap of two spaces (a
    tab in Word) the address or the affiliation; the line's text joins them with one
    space, its raw form keeps the gap."""
    raw = re.sub(r"^\s*#+\s+|\*\*", "", ln.raw).strip()
    tagged = _INLINE_TAG.sub("", raw)  # "Jane Roe <small>PhD Student</small>"
    if tagged != raw and is_person_name(tagged.strip()):
        return tagged.strip()
    gap = re.split(r",?[ \t]{2,}", raw, maxsplit=1)
    name = gap[0].strip()
    native = len(gap) == 2 and re.match(f"[(（「{CJK}]", gap[1])  # "Jane Roe  (王小明)"
    if len(gap) == 2 and not native and is_person_name(COURTESY.sub("", CREDENTIALS.sub("", name))):
        return name
    return ln.text


_TITLE_MARKS = re.compile(r"^=+\s*")
_THREE_DIGITS = re.compile(r"\d{3}")
_NAME_LABEL = re.compile(r"(?i)^(?:name|姓名)\s*[:：]\s*(.+)$")
_NOT_LATIN = re.compile(f"[「『(（][^」』)）]*[」』)）]|[{CJK}]+")
_SEGMENTS = re.compile(r"\s*\|\s*|\s+[-–—]\s+")
_SLASH = re.compile(r"\s+/\s*")


# A quotation set as a block ("> Knowledge is power.") and its source ("> -- Ada
# Quinn", "——《论语·学而》"): an epigraph, whose author is not the page's owner; a work's
# title in book-title marks (《…》) names no person.
_EPIGRAPH = re.compile(r"^\s*>|^\s*(?:--|——|—|―)\s*\S")
_WORK_TITLE = re.compile(r"《[^》]*》")


def header_name(cv: ParsedCV, lines: list[Line]) -> None:
    for ln in lines:
        if _EPIGRAPH.match(ln.raw):
            continue
        owner = page_owner(_TITLE_MARKS.sub("", ln.text))
        if owner:
            cv.name = owner
            break
        text = _header_text(_before_gap(ln))
        if not text or "@" in text or _THREE_DIGITS.search(text) or len(text) > 70:
            continue
        m = _NAME_LABEL.match(text)
        if m:
            text = m.group(1)
        text = COURTESY.sub("", CREDENTIALS.sub("", _WORK_TITLE.sub(" ", text)))
        native = None
        nm = _NATIVE.search(text)
        if nm:
            native = nm.group(1) or nm.group(2)
            known = is_person_name(native) or _spelled_nearby(native, lines)
            native = native if known else None
        latin = _NOT_LATIN.sub(" ", text)
        # The name, then after a bar or a dash what the person does ("Jane Roe — Data
        # Scientist"); other names only beside it after a slash ("Jane Roe / Jane Doe").
        segments = [g.strip() for g in _SEGMENTS.split(latin) if g.strip()]
        segments = [g for g in segments if not _CV_WORDS.match(g)]  # "Curriculum Vitae — Name"
        parts = [p.strip() for p in _SLASH.split(segments[0])] if segments else []
        parts = [p for p in parts if p]
        first = " ".join(_caps_surname(parts[0]).split()) if parts else ""
        if first.isupper():
            first = first.title()
        if first and own_name(first):
            cv.name = first
            cv.name_native = native
            for other in parts[1:]:
                other = re.sub(r"/[^/]*/", "", other).strip()
                other = other.title() if other.isupper() else other
                if other and is_person_name(other) and other != first:
                    cv.other_names.append(other)
            break
        # "王小明" alone, or with what a form adds after a slash ("王小明/男").
        if native and not re.sub(r"[\W_]+", "", latin):
            cv.name_native = native
            cv.name = native
            break
    # Aliases on later header lines: "Zhongzhu Zhou / Charlie Zhou".
    if cv.name:
        for ln in lines:
            if " / " in ln.text and cv.name in ln.text:
                for part in re.split(r"\s+/\s*", re.sub(r"/[^/\s][^/]*/", " ", ln.text)):
                    part = re.sub(f"[{CJK}「」]+", "", part).strip()
                    ok = part and part != cv.name and is_person_name(part)
                    if ok and part not in cv.other_names:
                        cv.other_names.append(part)


def written_normally(name: str | None) -> str | None:
    """A Latin name in normal case: "JANE ROE" -> "Jane Roe", "Guoyang ZHAO" -> "Guoyang
    Zhao", "LIU Xinyi" -> "Xinyi Liu" (a surname in capitals put first is put last)."""
    if not name or has_cjk(name):
        return name
    name = _caps_surname(name)
    return name.title() if name.isupper() else name


def name_from_layout(cv: ParsedCV, text: str) -> None:
    """The largest text at the top of a PDF's first page (pdf_layout.py) is the name when
    it reads as one, whichever header line looked like a name first."""
    found = ParsedCV(source="", sha256="", format="", text="")
    header_name(found, [Line(0, text, text)])
    if found.name and found.name != cv.name:
        cv.name, cv.name_native = found.name, found.name_native
        others = [n for n in found.other_names + cv.other_names if n != cv.name]
        cv.other_names = list(dict.fromkeys(others))


def _author_keys(name: str) -> frozenset[str] | None:
    return pinyin_key(name) if has_cjk(name) else latin_key(name)


def written_out(author: str) -> bool:
    """ "Jane Roe" or "Guoyang ZHAO", not the citation forms "Roe, J." or "Roe JA"."""
    words = re.findall(r"[^\s,.]+", author)
    initials = any(len(w) < 2 for w in words) or (
        words and words[-1].isupper() and len(words[-1]) <= 2
    )
    return len(words) >= 2 and not initials


def _spelled_out(author: str, emails: list[str]) -> str:
    """An author written with initials ("Luo D", "Zhang, S.") spelled out by an email
    address that agrees with it ("dinghao.luo@..." -> "Dinghao Luo")."""
    words = [w for w in re.split(r"[,\s]+", author) if w]
    initials = [w.rstrip(".") for w in words if len(w.rstrip(".")) == 1]
    surnames = [w for w in words if len(w.rstrip(".")) > 1]
    if not initials or len(surnames) != 1:
        return author
    for email in emails:
        parts = [w for w in re.split(r"[._-]+", email.split("@")[0].lower()) if w.isalpha()]
        given = [w for w in parts if w != surnames[0].lower() and len(w) > 1]
        if surnames[0].lower() in parts and len(given) == 1 and given[0][0] == initials[0].lower():
            return f"{given[0].capitalize()} {surnames[0]}"
    return author


def infer_name(cv: ParsedCV) -> None:
    pubs = [p for p in cv.publications if p.authors]
    if cv.name and not has_cjk(cv.name):
        return
    if len(pubs) < 2:
        return
    counts: dict[frozenset, int] = {}
    spellings: dict[frozenset, list[str]] = {}
    for p in pubs:
        seen = set()
        for a in p.authors:
            k = _author_keys(a)
            if k and k not in seen:
                seen.add(k)
                counts[k] = counts.get(k, 0) + 1
                spellings.setdefault(k, []).append(a)
    if not counts:
        return
    key, n = max(counts.items(), key=lambda kv: kv[1])
    # A student lists the lab's papers too: the advisor, second on most of them and first
    # on none, is not the owner when one author is first on half of them.
    firsts: dict[frozenset, int] = {}
    for p in pubs:
        k = _author_keys(p.authors[0])
        if k:
            firsts[k] = firsts.get(k, 0) + 1
    lead = max(firsts.items(), key=lambda kv: kv[1], default=(None, 0))
    if key not in firsts and lead[0] is not None and lead[1] * 2 >= len(pubs) >= 4:
        key, n = lead[0], counts[lead[0]]
    elif n < max(2, 0.6 * len(pubs)):
        return
    if cv.name and has_cjk(cv.name):
        if _author_keys(cv.name) == key:
            latin = [s for s in spellings[key] if not has_cjk(s) and written_out(s)]
            if latin:
                cv.name = max(latin, key=len)
        return
    latin = [s for s in spellings[key] if not has_cjk(s) and written_out(s)]
    native = [s for s in spellings[key] if has_cjk(s)]
    cv.name = max(latin, key=latin.count) if latin else (native[0] if native else None)
    cv.name = _spelled_out(cv.name, cv.emails) if cv.name else cv.name
    cv.name_native = native[0] if native else None
    if cv.name:
        cv.warnings.append(
            f"No name found in the header; used {cv.name!r}, the author common to the publication list."  # noqa: E501
        )


def name_from_author_lines(cv: ParsedCV, text: str) -> None:
    """The author common to the author lists written anywhere in the CV, for a CV that
    cites its papers in its research entries or its patents rather than in a publication
    list: on three lines or more, and on three in five of them at least."""
    counts: dict[frozenset, int] = {}
    spellings: dict[frozenset, list[str]] = {}
    lists = 0
    for raw in text.split("\n"):
        line = raw.strip().lstrip("-*•+ ").replace("*", "")
        found = leading_authors(line)
        authors = found[0] if found else (author_names(line) if is_author_line(line) else None)
        if not authors or len(authors) < 2:
            continue
        lists += 1
        for key in {k for k in map(_author_keys, authors) if k}:
            counts[key] = counts.get(key, 0) + 1
        for a in authors:
            if (k := _author_keys(a)) is not None:
                spellings.setdefault(k, []).append(a)
    if not counts:
        return
    key, n = max(counts.items(), key=lambda kv: kv[1])
    written = [a for a in spellings[key] if written_out(a) and is_person_name(a)]
    if n >= 3 and n >= 0.6 * lists and written:
        cv.name = max(written, key=written.count)
        cv.warnings.append(
            f"No name was found in the CV; used {cv.name!r}, the author common to its author lists."
        )


# linkedin.com/in/jane-roe-1a2b3c: the name LinkedIn gives a profile's address.
_LINKEDIN = re.compile(r"(?i)linkedin\.com/in/([a-z]{2,})-([a-z]{2,})(?:-[a-z]*\d[a-z0-9]*)?/?$")


def name_from_profile_link(cv: ParsedCV) -> None:
    """A LinkedIn address written as the person's two names, when nothing else named
    them (before the email address, which spells them less often)."""
    for link in cv.links:
        m = _LINKEDIN.search(link.rstrip("/"))
        name = f"{m.group(1).capitalize()} {m.group(2).capitalize()}" if m else ""
        if name and is_person_name(name):
            cv.name = name
            cv.warnings.append(f"No name was found in the CV; {name!r} was read from {link}.")
            return


# Two or three capitalised words in a row ("Jun Gu", "Ana Lucia Reyes"); a run of two to
# four Chinese characters.
_WORD_RUN = re.compile(r"(?<![\w'’-])([A-Z][a-z]+(?:[ -][A-Z][a-z]+){1,2})(?![\w'’-])")
_CJK_RUN = re.compile(f"(?<![{CJK}])[{CJK}]{{2,4}}(?![{CJK}])")


def _local_letters(email: str) -> str:
    """The letters of an address's local part: "jungu92@x.edu" -> "jungu"."""
    return re.sub(r"[^a-z]", "", email.split("@")[0].lower())


def _spells(name: str, local: str) -> bool:
    """Does the address's local part spell the name whole, given names first or last
    ("Jun Gu": "jungu", "gujun"), or as its first initial and surname ("jgu" for "Jane
    Gu", a surname of four letters or more: "jroe" is too likely by chance)?"""
    words = [w.lower() for w in re.split(r"[ -]", name)]
    whole = {"".join(words), "".join(words[-1:] + words[:-1])}
    initial = words[0][0] + words[-1] if len(words[-1]) >= 4 else ""
    return local in whole or local == initial


def name_spelled_by_email(cv: ParsedCV, text: str) -> None:
    """A name written anywhere in the CV (an author list, a sentence) that the email
    address spells ("Jun Gu" and jungu@...; "王小明" and wangxiaoming@...), when nothing
    named the person: a page that leaves its owner's name to its template still writes
    the address."""
    locals_ = [loc for loc in map(_local_letters, cv.emails) if len(loc) >= 4]
    if not locals_:
        return
    for m in _WORD_RUN.finditer(text):
        if any(_spells(m.group(1), loc) for loc in locals_) and is_person_name(m.group(1)):
            cv.name = m.group(1).replace("-", " ") if " " not in m.group(1) else m.group(1)
            return
    for m in _CJK_RUN.finditer(text):
        py = pinyin(m.group(0)) if is_person_name(m.group(0)) else None
        if py and (py[0] + py[1] in locals_ or py[1] + py[0] in locals_):
            cv.name = cv.name_native = m.group(0)
            return


def name_from_email_address(cv: ParsedCV) -> None:
    """The last resort: "jane.doe@uni.edu" -> "Jane Doe", with a warning."""
    for email in cv.emails:
        words = re.split(r"[._-]+", email.split("@")[0])
        if 2 <= len(words) <= 3 and all(w.isalpha() and len(w) >= 2 for w in words):
            cv.name = " ".join(w.capitalize() for w in words)
            cv.warnings.append(
                f"No name was found in the CV; {cv.name!r} was read from the email address."
            )
            return
