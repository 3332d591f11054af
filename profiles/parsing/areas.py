"""Research-area slugs from fixtures/research_areas.json keywords."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

from . import institutions
from .text import CJK, CJK_CHAR


@functools.cache
def _load(directory: str):
    """Keyword index: Latin keywords by word tuple, CJK keywords by string."""
    try:
        data = json.loads((Path(directory) / "research_areas.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}, {}, {}, 1, 1
    latin: dict[tuple[str, ...], set[str]] = {}
    cjk: dict[str, set[str]] = {}
    parents: dict[str, str | None] = {}
    for rec in data:
        if not isinstance(rec, dict) or not rec.get("slug"):
            continue
        parents[rec["slug"]] = rec.get("parent")
        for w in [rec.get("name"), rec.get("name_native"), *(rec.get("keywords") or [])]:
            if not w or not w.strip():
                continue
            w = w.strip().lower()
            if CJK_CHAR.search(w):
                cjk.setdefault(w.replace(" ", ""), set()).add(rec["slug"])
            else:
                words = tuple(_WORD.findall(w))
                if words:
                    latin.setdefault(words, set()).add(rec["slug"])
    max_words = max((len(k) for k in latin), default=1)
    max_cjk = max((len(k) for k in cjk), default=1)
    _FIRSTS[directory] = frozenset(k[0] for k in latin)
    _CJK_FIRSTS[directory] = frozenset(k[0] for k in cjk)
    return latin, cjk, parents, max_words, max_cjk


_FIRSTS: dict[str, frozenset[str]] = {}  # first word of every Latin keyword
_CJK_FIRSTS: dict[str, frozenset[str]] = {}  # first character of every CJK keyword


_WORD = re.compile(r"[a-z0-9]+")
# A grant, journal, society, academy or university named in a bio ("the National
# Science Foundation", "Journal of Robotics", "IEEE Robotics Society", "中国科学院",
# "国家自然科学基金", "图形学学会", "航空航天大学"): who paid, published or admitted one,
# not what one studies. A department or lab stays, being most often one's own field, and a
# name does not reach back over it ("Department of Statistics The University of X",
# "统计系北山大学").
_NAMED_BODY = re.compile(
    r"(?:(?!The\b)[A-Z][\w'-]*\s+){0,5}"
    r"\b(?:Journal|Transactions|Society|Foundation|Association|Council|Academy|University)\b"
    r"(?:\s+(?:of|for|on|in)\s+(?:the\s+)?(?:(?:[A-Z][\w'-]*|and|&|of|for|in)\s*)+)?"
    r"|(?:(?![系院所])[\u4e00-\u9fff]){0,8}(?:大学|科学院|医院|基金|学报|期刊|学会|协会|委员会)"
)
_CJK_RUN = re.compile(f"[{CJK}]+")


def _hits(text: str, latin, cjk, max_words: int, max_cjk: int, firsts, cjk_firsts):
    """Keyword hits, the longest keyword at each word winning over the shorter ones
    inside it ("query optimization" is not also "optimization"); one dict lookup per
    candidate, and only at words (characters) that begin some keyword."""
    words = _WORD.findall(text)
    i = 0
    while i < len(words):
        step = 1
        if words[i] in firsts:
            for n in range(min(max_words, len(words) - i), 0, -1):
                slugs = latin.get(tuple(words[i : i + n]))
                if slugs:
                    yield from slugs
                    step = n
                    break
        i += step
    if text.isascii():
        return
    for run in _CJK_RUN.findall(text.replace(" ", "")):
        a = 0
        while a < len(run):
            step = 1
            if run[a] in cjk_firsts:
                for b in range(min(len(run), a + max_cjk), a + 1, -1):
                    slugs = cjk.get(run[a:b])
                    if slugs:
                        yield from slugs
                        step = b - a
                        break
            a += step


def _own_words(bio: str) -> str:
    """The bio without the names of grants, journals, societies and universities in it
    (`_NAMED_BODY`); `research_areas` reads the rest for the fields the person works on."""
    return _NAMED_BODY.sub(" | ", bio) if bio else bio


def research_areas(
    interests: list[str], summary: str = "", works: list[str] | None = None, stated: str = ""
) -> list[str]:
    """Slugs whose keywords occur in the interests (weight 2) or the summary (1; not in
    the names of grants, journals and schools it gives, `_own_words`); when these give
    none, those of the whole text of the interests sections (``stated``: "I work on X to
    build teams of robots", where the item read is only X); else the areas of at least
    two of the person's own papers (``works``, their titles). A parent area is dropped
    when one of its children matched."""
    directory = str(institutions._reference_dir)
    latin, cjk, parents, max_words, max_cjk = _load(directory)
    firsts = _FIRSTS.get(directory, frozenset())
    cjk_firsts = _CJK_FIRSTS.get(directory, frozenset())
    if not parents:
        return []

    def hits(text: str) -> list[str]:
        return list(_hits(text.lower(), latin, cjk, max_words, max_cjk, firsts, cjk_firsts))

    scores: dict[str, int] = {}
    for text, weight in ((" | ".join(interests), 2), (_own_words(summary), 1)):
        for slug in hits(text):
            scores[slug] = scores.get(slug, 0) + weight
    scores = {s: v for s, v in scores.items() if v >= 2}
    if not scores:
        scores = dict.fromkeys(hits(stated), 1)
    if not scores:
        for title in works or []:
            for slug in set(hits(title)):
                scores[slug] = scores.get(slug, 0) + 1
        scores = {s: v for s, v in scores.items() if v >= 2}
    chosen = [s for s in scores if not any(parents.get(c) == s for c in scores)]
    return sorted(chosen, key=lambda s: (-scores[s], s))
