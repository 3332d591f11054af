"""Person names: titles, advisor lists, pinyin, Chinese <-> Latin linking."""

from __future__ import annotations

import functools
import re

from profiles.text import to_pinyin

from .text import CJK, cjk_count

_TITLE_EN = (
    r"(?:(?:assistant|associate|adjunct|full|distinguished|chair|visiting|research)\s+)*"
    r"(?:prof(?:essor)?|dr|mr|mrs|ms|miss|sir|dean|director)\.?"
)
TITLE_EN_RE = re.compile(rf"(?<![\w])(?:{_TITLE_EN})(?=\s|$|,)\s*", re.I)
# Longest first so 长聘副教授 is removed whole, not as 教授 leaving 长聘副.
_TITLES_ZH = sorted(
    [
        "长聘教授",
        "长聘副教授",
        "特聘教授",
        "特聘研究员",
        "副研究员",
        "助理研究员",
        "研究员",
        "副教授",
        "助理教授",
        "教授",
        "讲师",
        "老师",
        "博士",
        "博导",
        "院士",
        "博士生导师",
        "硕士生导师",
        "高级工程师",
        "工程师",
        "主任",
        "院长",
        "先生",
        "女士",
    ],
    key=len,
    reverse=True,
)
TITLE_ZH_RE = re.compile("|".join(_TITLES_ZH))

# Latin letters with their accented forms (José Núñez, Renée Müller, Çelik, Łukasz).
_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_LETTER = "a-zA-Zß-öø-ÿÀ-ÖØ-ÞĀ-ž"
_LATIN_NAME = re.compile(
    rf"^(?:[{_UP}][{_LETTER}'’\-]*\.?|[{_UP}]\.|(?:van|von|de|der|da|di|del|la|le|bin|al)"
    rf")(?:\s+(?:[{_UP}][{_LETTER}'’\-]*\.?|[{_UP}]\.|van|von|de|der|da|di|del|la|le|bin|al)){{0,4}}$"
)
_CJK_NAME = re.compile(f"^[{CJK}]{{2,4}}$")
_NOT_NAME_WORDS = {
    "university", "institute", "lab", "laboratory", "school", "college", "department",
    "center", "centre", "research", "group", "team", "the", "and", "of", "dean", "china",
    "working", "project", "intern", "student", "professor", "curriculum", "vitae", "resume",
    "résumé", "cv", "homepage", "page", "contact", "profile", "information", "personal",
    "publications", "education", "experience", "candidate", "phd", "ph.d", "welcome",
}  # fmt: skip

# pypinyin reads surnames as ordinary characters (单 dan, 曾 ceng): fix the common ones.
SURNAME_PINYIN = {
    "单": "shan", "曾": "zeng", "覃": "qin", "区": "ou", "仇": "qiu", "解": "xie", "朴": "piao",
    "查": "zha", "尉迟": "yuchi", "长孙": "zhangsun", "万俟": "moqi", "乐": "yue", "缪": "miao",
    "翟": "zhai", "盖": "ge", "种": "chong", "冼": "xian", "秘": "bi", "繁": "po", "召": "shao",
    "员": "yun", "训": "xun", "令狐": "linghu", "皇甫": "huangfu", "欧阳": "ouyang",
    "司马": "sima", "上官": "shangguan", "诸葛": "zhuge", "东方": "dongfang", "夏侯": "xiahou",
    "贾": "jia", "沈": "shen", "重": "chong", "柏": "bai", "薄": "bo", "宓": "mi", "华": "hua",
}  # fmt: skip
_COMPOUND = [k for k in SURNAME_PINYIN if len(k) == 2]


def strip_titles(name: str) -> str:
    s = TITLE_EN_RE.sub(" ", name)
    s = TITLE_ZH_RE.sub(" ", s)
    s = re.sub(r"[()（）\[\]]", " ", s)
    return " ".join(s.split()).strip(" ,;:.-")


# Words of CV titles and headings that are 2-4 characters like a name (个人简历).
_CJK_NOT_NAME = re.compile(
    "简历|履历|个人|信息|经历|背景|教育|简介|联系|方式|论文|发表|项目|奖项|荣誉|技能|研究|兴趣|方向|"
    "大学|学院|公司|基本|资料"
)


def is_person_name(s: str) -> bool:
    s = s.strip()
    if not s or len(s) > 40:
        return False
    if _CJK_NAME.match(s):
        return not _CJK_NOT_NAME.search(s)
    if cjk_count(s):
        return False
    if not _LATIN_NAME.match(s):
        return False
    words = s.lower().replace(".", "").split()
    # "Dean" opens a name ("Dean Li") but ends a title ("Associate Dean").
    checked = words[1:] if words[0] == "dean" else words
    return len(words) >= 2 and not any(w in _NOT_NAME_WORDS for w in checked)


def split_people(text: str) -> list[str]:
    """Names from "Prof. A, B, and C", "X and Y", "导师: X 长聘教授", dropping the
    descriptions people add ("Dr. Zheng Zhang, the vice Dean of MSRA, and ...")."""
    text = TITLE_EN_RE.sub(" ", text)
    text = re.split(
        r"(?<![A-Z])[.;。；](?=\s+[A-Z]|\s*$)|\s+(?:working|who|where|for|on|from|to)\s", text
    )[0]
    text = text.replace("&", ",")
    parts = re.split(r",|，|、|;|/|\band\b|\s+和\s*|\s+及\s*|与", text)
    out = []
    for part in parts:
        name = strip_titles(part)
        name = re.sub(r"^(?:co-?)?(?:advised|supervised)\s+by\s+", "", name, flags=re.I)
        if not name:
            continue
        if cjk_count(name):
            # "金鑫 长聘副教授" leaves "金鑫"; a CJK run of 2-4 characters is a name.
            runs = re.findall(f"[{CJK}]{{2,4}}", name)
            if runs and len(runs[0]) <= 4:
                out.append(runs[0])
            continue
        if is_person_name(name):
            out.append(name)
    return list(dict.fromkeys(out))


@functools.lru_cache(maxsize=4096)
def pinyin(name: str) -> tuple[str, str] | None:
    """(surname, given) in pinyin for a 2-4 character Chinese name."""
    if not _CJK_NAME.match(name):
        return None
    sur_len = 2 if (name[:2] in _COMPOUND and len(name) >= 3) else 1
    sur = SURNAME_PINYIN.get(name[:sur_len]) or "".join(to_pinyin(name[:sur_len]))
    given = "".join(to_pinyin(name[sur_len:]))
    return sur.replace("ü", "v"), given.replace("ü", "v")


def latin_key(name: str) -> frozenset[str] | None:
    """Order-free key of a Latin name: {"xin", "jin"}; hyphens and case ignored."""
    words = re.findall(r"[a-z]+", name.lower().replace("-", "").replace("'", ""))
    return frozenset(words) if len(words) >= 2 else None


def pinyin_key(name: str) -> frozenset[str] | None:
    py = pinyin(name)
    return frozenset(py) if py else None


def latin_spelling(name: str) -> str | None:
    py = pinyin(name)
    if not py:
        return None
    return f"{py[1].capitalize()} {py[0].capitalize()}"


def link_native(native: str, latin_names: list[str], cjk_names: list[str]) -> str | None:
    """The Latin spelling of ``native`` as this CV writes it elsewhere.

    First by pinyin; failing that, through a Chinese name in the same CV with the
    same surname, same length and one character different (a typo or variant
    character) whose own pinyin matches a Latin name."""
    by_key = {}
    for ln in latin_names:
        k = latin_key(ln)
        if k:
            by_key.setdefault(k, ln)
    k = pinyin_key(native)
    if k and k in by_key:
        return by_key[k]
    for other in cjk_names:
        if (
            other != native
            and len(other) == len(native)
            and other[0] == native[0]
            and sum(a != b for a, b in zip(other, native, strict=True)) == 1
        ):
            ko = pinyin_key(other)
            if ko and ko in by_key:
                return by_key[ko]
    return None


_SUPERVISION = re.compile(
    r"(?:co-?)?(?:supervised|advised|mentored|directed|hosted|guided)\s+by\s*:?\s*(?P<a>.+)"
    r"|under\s+the\s+(?:joint\s+)?(?:supervision|guidance|direction|mentorship|advice)\s+of\s+(?P<b>.+)"
    r"|(?<![A-Za-z])(?:co-?)?(?:supervisors?|advisors?|advisers?|mentors?|hosts?|pi)\s*[:：]\s*(?P<c>.+)"
    # "thesis supervisor Prof. Dr. X": the role word right before a title and a name.
    r"|(?<![A-Za-z])(?:supervisor|advisor|adviser|mentor)\s+(?P<e>(?:prof|dr)\.?\s.+)"
    # "导师: X", "合作导师为X博士", bilingual "导师 Supervisor: X".
    r"|(?:导师|指导教师|指导老师|合作导师|指导人|指导)\s*(?:为|是)?"
    r"(?:\s*(?:supervisors?|advisors?|mentors?)\b)?\s*[:：]?\s*(?P<d>.+?)"
    r"(?=(?:合作导师|导师|指导教师|指导老师)\s*[:：]|[。；;,，)）]|$)",
    re.I,
)
_CUT = re.compile(
    r"\s+(?:from|since|during|in|on|at|working|to|for)\s+(?=[a-z0-9])|(?<!\b[A-Z])[.;。；](?=\s+[A-Z])"
    r"|\s+\|(?:\s+|$)|\s*[(（]"
)


SUPERVISION_CLAUSE = re.compile(
    r",?\s*(?:\(?\s*(?:co-?)?(?:supervised|advised|mentored|hosted|directed|guided)\s+by\b"
    r"|under\s+the\s+(?:supervision|guidance)"
    r"|(?<![A-Za-z])(?:co-?)?(?:supervisors?|advisors?|mentors?|hosts?|pi)\s*[:：]"
    r"|(?<![A-Za-z])(?:supervisor|advisor|adviser|mentor)\s+(?=(?:prof|dr)\.?\s)"
    r"|[(（]?\s*(?:合作导师|导师|指导教师|指导老师|指导人)).*$",
    re.I,
)


# Every supervision phrase holds one of these; most lines hold none.
_CUES = ("supervis", "advis", "mentor", "host", "direct", "guid", "导师", "指导")
_PI = re.compile(r"\bpi\b")


class _Cue:
    """A substring pre-check (much cheaper than a case-insensitive regex on prose)."""

    @staticmethod
    def search(text: str) -> bool:
        low = text.lower()
        return any(c in low for c in _CUES) or ("pi" in low and bool(_PI.search(low)))


_SUPERVISION_CUE = _Cue()


@functools.lru_cache(maxsize=16384)
def without_supervision(text: str) -> str:
    if not _SUPERVISION_CUE.search(text):
        return text.strip()
    return SUPERVISION_CLAUSE.sub("", text).strip()


def supervisors_in(text: str) -> list[str]:
    """People named as supervisors/advisors in one line of text."""
    return list(_supervisors_in(text))


@functools.lru_cache(maxsize=16384)
def _supervisors_in(text: str) -> tuple[str, ...]:
    if not _SUPERVISION_CUE.search(text):
        return ()
    out: list[str] = []
    for m in _SUPERVISION.finditer(text):
        chunk = m.group("a") or m.group("b") or m.group("c") or m.group("d") or m.group("e") or ""
        chunk = TITLE_EN_RE.sub(" ", chunk)
        chunk = _CUT.split(chunk)[0]
        out.extend(split_people(chunk))
    return tuple(dict.fromkeys(out))


def supervisors_in_lines(texts: list[str]) -> list[str]:
    """Supervisors named in consecutive lines of one entry. A Latin name wrapped
    onto the next line ("Mentor: Dr. Jonas" / "Eriksen.") is read across the break."""
    out: list[str] = []
    for i, text in enumerate(texts):
        found = list(_supervisors_in(text)) if text else []
        nxt = texts[i + 1] if i + 1 < len(texts) else ""
        if (
            nxt[:1].isupper()
            and not cjk_count(text)
            and not text.endswith((".", ";", ",", ")"))
            and _SUPERVISION_CUE.search(text)
            and SUPERVISION_CLAUSE.search(text)
        ):
            last_word = text.split()[-1]
            joined = list(_supervisors_in(text + " " + nxt))
            added = [n for n in joined if n not in found]
            if added and all(n in joined for n in found) and added[0].split()[0] == last_word:
                found = joined
        out.extend(found)
    return list(dict.fromkeys(out))
