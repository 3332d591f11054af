"""Whose CV it is: the name from the header, the front matter, a form field, the
email address or the publication list. Used by cv.py."""

from __future__ import annotations

import re

from .model import ParsedCV
from .names import is_person_name, latin_key, pinyin_key
from .text import CJK, Line, has_cjk

_NATIVE = re.compile(
    f"[「『(（]\\s*([{CJK}]{{2,4}})\\s*[」』)）]|(?<![{CJK}])([{CJK}]{{2,4}})(?![{CJK}])"
)


# Degrees written after a name in a header: "Jane Doe, Ph.D.", "JOHN ROE, PHD, MD".
# Post-nominal degrees after a header name, with or without a comma ("Jane Roe, PhD",
# "Jane Roe PhD"), and the courtesy titles before it ("Mrs.", "Dr."). "Dean" and
# "Director" are left alone here: in a header they are more often first names.
_CREDENTIALS = re.compile(
    r"(?i)(?:(?:,\s*|\s+)(?:ph\.?\s?d|d\.?\s?phil|m\.?\s?d|m\.?\s?sc?|m\.?\s?b\.?\s?a|"
    r"m\.?\s?eng|b\.?\s?sc?|p\.?\s?eng|j\.?\s?d|ll\.?\s?m)\.?)+\s*$"
)
_COURTESY = re.compile(r"(?i)^(?:mr|mrs|ms|miss|mx|dr|prof(?:essor)?)\.?\s+")


FORM_NAME = re.compile(
    r"(?im)(?:^|\|\s*|\s{2,})(?:姓\s*名|name)\s*[:：]\s*(\S[^|\n]*?)\s*(?:\||\s{2,}|$)"
)


def form_name(cv: ParsedCV, text: str) -> None:
    """A form field anywhere near the top: "姓    名：赵一鸣    性    别：男", "Name: X"."""
    head = "\n".join(text.split("\n")[:40])
    for m in FORM_NAME.finditer(head):
        value = m.group(1).strip()
        if is_person_name(value):
            cv.name = value
            if has_cjk(value):
                cv.name_native = value
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


def _caps_surname(name: str) -> str:
    """ "LIU Xinyi" -> "Xinyi Liu", "Jiaqi HE" -> "Jiaqi He": a surname set in capitals
    among mixed-case given names is written normally, given names first."""
    words = name.split()
    caps = [w.isupper() and len(w) >= 2 and w.isalpha() for w in words]
    if len(words) < 2 or all(caps) or not any(caps):
        return name
    fixed = [w.title() if c else w for w, c in zip(words, caps, strict=True)]
    lead = 0
    while lead < len(caps) and caps[lead]:
        lead += 1
    if lead and lead < len(words):
        fixed = fixed[lead:] + fixed[:lead]
    return " ".join(fixed)


def front_matter(lines: list[Line]) -> dict[str, str]:
    """YAML front matter of a Jekyll/Hugo page ("---" / "title: CV" / "---"): its keys,
    with its lines emptied (page settings are not CV content)."""
    if not lines or lines[0].raw.strip() != "---":
        return {}
    end = next((i for i in range(1, min(len(lines), 60)) if lines[i].raw.strip() == "---"), None)
    if end is None:
        return {}
    keys = {}
    for ln in lines[1:end]:
        m = re.match(r"^([A-Za-z_]+)\s*:\s*[\"']?(.*?)[\"']?\s*$", ln.raw)
        if m:
            keys[m.group(1).lower()] = m.group(2)
        ln.text = ""
    return keys


def header_name(cv: ParsedCV, lines: list[Line]) -> None:
    for ln in lines:
        # jemdoc writes the page title as "= Jane Doe"; a header line may hold the name
        # and, after a wide gap or a bar, the contact details.
        text = re.sub(r"^=+\s*", "", ln.text)
        text = re.split(r"\s{3,}|\s[|•·]\s", text)[0].strip()
        if not text or "@" in text or re.search(r"\d{3}", text) or len(text) > 70:
            continue
        m = re.match(r"(?i)^(?:name|姓名)\s*[:：]\s*(.+)$", text)
        if m:
            text = m.group(1)
        text = _COURTESY.sub("", _CREDENTIALS.sub("", text))
        native = None
        nm = _NATIVE.search(text)
        if nm:
            native = nm.group(1) or nm.group(2)
            native = native if is_person_name(native) else None
        latin = re.sub(f"[「『(（][^」』)）]*[」』)）]|[{CJK}]+", " ", text)
        parts = [p.strip() for p in re.split(r"\s+/\s*|\s*\|\s*|\s+[-–—]\s+", latin) if p.strip()]
        parts = [p for p in parts if not _CV_WORDS.match(p)]  # "Curriculum Vitae — Name"
        first = _caps_surname(parts[0]) if parts else ""
        if first.isupper():
            first = first.title()
        if first and is_person_name(first):
            cv.name = first
            cv.name_native = native
            for other in parts[1:]:
                other = re.sub(r"/[^/]*/", "", other).strip()
                other = other.title() if other.isupper() else other
                if other and is_person_name(other) and other != first:
                    cv.other_names.append(other)
            break
        if native and not latin.strip():
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
    if n < max(2, 0.6 * len(pubs)):
        return
    if cv.name and has_cjk(cv.name):
        if _author_keys(cv.name) == key:
            latin = [s for s in spellings[key] if not has_cjk(s)]
            if latin:
                cv.name = max(latin, key=len)
        return
    latin = [s for s in spellings[key] if not has_cjk(s) and len(s.split()) >= 2]
    native = [s for s in spellings[key] if has_cjk(s)]
    cv.name = max(latin, key=latin.count) if latin else (native[0] if native else None)
    cv.name_native = native[0] if native else None
    if cv.name:
        cv.warnings.append(
            f"No name found in the header; used {cv.name!r}, the author common to the publication list."  # noqa: E501
        )


# "description: Jane Roe's resume." in a page's front matter.
_POSSESSIVE = re.compile(
    r"^([A-Z][\w.'-]+(?:\s+[A-Z][\w.'-]+){1,3})'s\s+(?:cv|resume|résumé|homepage|website|page)",
    re.I,
)

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
        m = _POSSESSIVE.match(value.strip())
        if not cv.name and m and is_person_name(m.group(1)):
            cv.name = m.group(1)
    for key in _FRONT_NATIVE_KEYS:
        value = front.get(key, "").strip()
        if value and has_cjk(value) and is_person_name(value):
            cv.name_native = value
            cv.name = cv.name or value
            break


_INTRO = re.compile(
    r"(?:\bmy name is|\bi am|\bi'm|\bi’m|\bthis is)\s+\**"
    r"([A-Z][\w'’-]+(?:\s+[A-Z][\w'’.-]*){1,3})"
    r"|我(?:是|叫)\s*([" + CJK + r"]{2,4})(?=[，,。\s(（]|$)",
    re.I,
)


def name_from_intro(cv: ParsedCV, lines: list[Line]) -> None:
    """ "My name is X.", "Hi! I am X, a PhD student at ...", "我是X，..." in the first
    paragraphs of a homepage."""
    for ln in lines[:80]:
        if not ln.text:
            continue
        for m in _INTRO.finditer(ln.text):
            latin, native = m.group(1), m.group(2)
            if latin:
                words = re.split(r"[.,;:!?](?:\s|$)", latin)[0].split()
                # "I am Xin Jin, a ..." but not "I am Chair of ...": stop at the first
                # word that cannot be part of a name.
                while words and not is_person_name(" ".join(words)):
                    words.pop()
                if len(words) >= 2:
                    cv.name = " ".join(words)
                    return
            elif native and is_person_name(native):
                cv.name = cv.name_native = native
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


_MARKED = re.compile(
    r"\*\*([^*\n]{3,60}?)\*\*|<(?:b|strong)>([^<\n]{3,60}?)</(?:b|strong)>|__([^_\n]{3,60}?)__"
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
            name = _MARKS.sub("", next(g for g in m.groups() if g).strip()).strip()
            initials = any(len(w.strip(".")) < 2 or w.isupper() for w in name.split())
            if is_person_name(name) and not initials:  # "Luo D" is a citation form
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


# "和树香的简历", "# 汤力丞履历", "欢迎来到颜天煜的个人主页"; "卢杨，博士，现为…", "操锟博士现任…".
_ZH_TITLE = re.compile(
    f"^(?:欢迎来到)?([{CJK}]{{2,4}}?)(?:的)?(?:个人)?(?:简历|履历|主页|博客|网站)"
)
_ZH_BIO = re.compile(
    f"^([{CJK}]{{2,4}}?)(?:[，,]\\s*(?:男|女|博士|教授|副教授|研究员)|博士|教授|副教授|现任|现为|目前)"
)


def name_from_chinese_title(cv: ParsedCV, lines: list[Line]) -> None:
    """A Chinese page's title or its bio's first words name the person."""
    for ln in lines[:60]:
        text = ln.text.strip()
        m = _ZH_TITLE.match(text) or _ZH_BIO.match(text)
        if m and is_person_name(m.group(1)):
            cv.name = cv.name_native = m.group(1)
            return
