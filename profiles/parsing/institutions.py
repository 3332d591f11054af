"""Institution lookup against fixtures/institutions.json.

Resolution order: exact match of a normalised name/native name/alias, then the
longest known name contained in the text as whole words (so a lab that is a
record wins over its university, and "Microsoft Research Asia" over
"Microsoft Research"), then a fuzzy match with a high threshold.
"""

from __future__ import annotations

import bisect
import functools
import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from .text import CJK, cjk_count

DEFAULT_DIR = Path(__file__).resolve().parents[2] / "fixtures"
_reference_dir = DEFAULT_DIR

# Traditional -> simplified for characters common in institution names.
_T2S = str.maketrans(
    "學國東華臺灣門與電醫藝術語體實驗開發業際經濟漢廣關興龍陽隊書長師範農聯軍傳環資訊網絡計機軟專蘇麥倫約衛鐵圖館區應數氣場燈蘭愛爾亞歐laborat",
    "学国东华台湾门与电医艺术语体实验开发业际经济汉广关兴龙阳队书长师范农联军传环资讯网络计机软专苏麦伦约卫铁图馆区应数气场灯兰爱尔亚欧laborat",
)
_PUNCT = re.compile(rf"[^\w{CJK}]+")


def set_reference_dir(path: str | Path | None) -> None:
    """Point the parser at another reference-data folder (tests, other deployments)."""
    global _reference_dir
    _reference_dir = Path(path) if path else DEFAULT_DIR
    _index.cache_clear()
    _firsts.cache_clear()
    _by_length.cache_clear()
    find_in.cache_clear()
    resolve.cache_clear()
    load_institutions.cache_clear()


def _fold(s: str) -> str:
    """Drop Latin diacritics (Zürich -> zurich) but keep CJK intact."""
    if s.isascii():
        return s
    out = unicodedata.normalize("NFKD", s)
    return unicodedata.normalize("NFC", "".join(c for c in out if not unicodedata.combining(c)))


_ABBREV_ONE = re.compile(r"\b(?:univ\b\.?|inst\b\.?|tech\b\.?(?!\w)|dept\b\.?|lab\b)|&")
_ABBREV_FULL = {"univ": "university", "inst": "institute", "tech": "technology",
                "dept": "department", "lab": "laboratory", "&": " and "}  # fmt: skip


@functools.lru_cache(maxsize=8192)
def normalise(name: str) -> str:
    s = _fold(name.lower()).translate(_T2S)
    s = _ABBREV_ONE.sub(lambda m: _ABBREV_FULL[m.group(0).rstrip(".")], s)
    s = _PUNCT.sub(" ", s).strip()
    if s.startswith("the "):
        s = s[4:]
    return " ".join(s.split())


@functools.cache
def load_institutions(directory: str | None = None) -> tuple[dict, ...]:
    path = Path(directory or _reference_dir) / "institutions.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ()
    return tuple(r for r in data if isinstance(r, dict) and r.get("name"))


@dataclass(frozen=True)
class Match:
    name: str  # canonical English name
    record: dict
    start: int = 0
    end: int = 0


@functools.cache
def _index():
    exact: dict[str, dict] = {}
    latin: dict[tuple[str, ...], dict] = {}
    cjk: dict[str, dict] = {}
    max_words = 1
    max_cjk = 2
    for rec in load_institutions(str(_reference_dir)):
        names = [rec["name"], rec.get("name_native"), *(rec.get("aliases") or [])]
        for n in names:
            if not n:
                continue
            key = normalise(n)
            if not key:
                continue
            exact.setdefault(key, rec)
            if cjk_count(key) and " " not in key and len(key) >= 2:
                cjk.setdefault(key, rec)
                max_cjk = max(max_cjk, len(key))
            elif not cjk_count(key):
                words = tuple(key.split())
                latin.setdefault(words, rec)
                max_words = max(max_words, len(words))
    fuzzy_keys = [k for k in exact if len(k) >= 6]
    return exact, latin, cjk, max_words, max_cjk, fuzzy_keys


def _strip_for_exact(raw: str) -> list[str]:
    variants = [raw]
    if "(" in raw:
        variants.append(_PARENS.sub(" ", raw))
    if "," in raw:
        variants.append(raw.split(",")[0])
    if "|" in raw:
        variants.append(raw.split("|")[0])
    return [normalise(v) for v in variants if v.strip()]


_PARENS = re.compile(r"\([^)]*\)")
# The words many institutions' names share: a misspelling of one of them ("Univeristy")
# is still that word.
_GENERIC = (
    "university", "institute", "college", "school", "technology", "national",
    "academy", "sciences", "science", "state", "polytechnic", "of", "and", "the", "at",
)  # fmt: skip


def _same_proper_words(key: str, known: str) -> bool:
    """A fuzzy hit keeps the words that tell the place apart ("Shanghai Jiao Tong Univeristy"
    is Shanghai Jiao Tong University; "University of Trento" is not the University of
    Toronto, one word of its own written quite differently)."""
    from rapidfuzz import fuzz

    def proper(text: str) -> str:
        words = [w for w in text.split() if w not in _GENERIC]
        return " ".join(w for w in words if max(fuzz.ratio(w, g) for g in _GENERIC) < 80)

    a, b = proper(key), proper(known)
    return not a or not b or fuzz.ratio(a, b) >= 85


_TOKEN = re.compile(r"[^\W_]+")
_TOKEN_ABBREV = {"univ": "university", "inst": "institute", "tech": "technology",
                 "dept": "department", "lab": "laboratory", "the": ""}  # fmt: skip


def _norm_token(t: str) -> str:
    if not t.isascii():
        t = _fold(t).translate(_T2S)
    return _TOKEN_ABBREV.get(t, t)


def _keys_near(n: int) -> list[str]:
    """Fuzzy keys whose length could reach a ratio of 90 with a string of length ``n``."""
    keys, lengths = _by_length()
    return keys[bisect.bisect_left(lengths, n * 0.8) : bisect.bisect_right(lengths, n * 1.25)]


@functools.cache
def _by_length() -> tuple[list[str], list[int]]:
    keys = sorted(_index()[5], key=len)
    return keys, [len(k) for k in keys]


@functools.cache
def _firsts() -> frozenset[str]:
    """First words of every Latin name, to skip most tokens quickly."""
    return frozenset(k[0] for k in _index()[1])


def find_all(text: str) -> list[Match]:
    """Every known institution named in ``text``, left to right, longest at each place."""
    out: list[Match] = []
    todo = [(0, len(text))]
    while todo:
        a, b = todo.pop()
        if b - a < 2:
            continue
        m = find_in(text[a:b])
        if m is None:
            continue
        out.append(Match(m.name, m.record, a + m.start, a + m.end))
        # The best match need not be the first one: look on both sides of it.
        todo.append((a, a + m.start))
        todo.append((a + max(m.end, 1), b))
    return sorted(out, key=lambda m: m.start)


@functools.lru_cache(maxsize=8192)
def find_in(text: str) -> Match | None:
    """The longest known institution named inside ``text`` (whole words)."""
    _, latin, cjk, max_words, max_cjk, _ = _index()
    firsts = _firsts()
    if not text:
        return None
    best: tuple[int, dict, int, int] | None = None
    low = text.lower().translate(_T2S)
    # Latin: word n-grams over the normalised text, longest first.
    tokens = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(low)]
    norm_tokens = [_norm_token(t) for t, _, _ in tokens]
    for i in range(len(tokens)):
        if norm_tokens[i] not in firsts:
            continue
        for n in range(min(max_words, len(tokens) - i), 0, -1):
            key = tuple(w for w in norm_tokens[i : i + n] if w)
            rec = latin.get(key) if key else None
            if rec is not None and i + n < len(tokens) and norm_tokens[i + n] == "press":
                break  # "Oxford University Press", "MIT Press": a publisher
            if rec is not None:
                score = sum(len(w) for w in key) + n
                if best is None or score > best[0]:
                    best = (score, rec, tokens[i][1], tokens[i + n - 1][2])
                break
    # CJK: substrings of CJK runs.
    for m in re.finditer(f"[{CJK}A-Za-z]+", low):
        run = m.group(0)
        if not cjk_count(run):
            continue
        for a in range(len(run)):
            for b in range(min(len(run), a + max_cjk), a + 1, -1):
                rec = cjk.get(run[a:b])
                if rec is not None:
                    score = 3 * (b - a)
                    if best is None or score > best[0]:
                        best = (score, rec, m.start() + a, m.start() + b)
                    break
    if best is None:
        return None
    return Match(best[1]["name"], best[1], best[2], best[3])


@functools.lru_cache(maxsize=8192)
def resolve(raw: str | None, fuzzy: bool = True) -> Match | None:
    """Canonical record for an institution name as written, or None."""
    if not raw or not raw.strip():
        return None
    exact, *_rest, fuzzy_keys = _index()
    for key in _strip_for_exact(raw):
        rec = exact.get(key)
        if rec is not None:
            return Match(rec["name"], rec, 0, len(raw))
    found = find_in(raw)
    if found is not None:
        return found
    if fuzzy and fuzzy_keys and 6 <= len(raw) <= 120:
        from rapidfuzz import fuzz, process

        key = _strip_for_exact(raw)[0]
        # A ratio of 90 needs lengths within about a fifth of each other: compare only those.
        hit = process.extractOne(key, _keys_near(len(key)), scorer=fuzz.ratio, score_cutoff=90)
        if hit and _same_proper_words(key, hit[0]):
            rec = exact[hit[0]]
            return Match(rec["name"], rec, 0, len(raw))
    return None
