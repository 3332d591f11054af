"""Records a CV gives twice, kept once: a paper listed again (selected papers above the
full list, the same list on a CV's English and Chinese pages), an honour repeated over
years or sections (counted once, as a reader counts it), and a degree or a list of
honours written once in each language. The second copy's details fill the first's
gaps; a degree keeps both spellings of its place (the canonical English name and the
Chinese as written). Used by cv.py once every record is read.
"""

from __future__ import annotations

import re
import unicodedata

from . import institutions
from .mentors import same_people_once
from .model import Award, Education, ParsedCV, Publication
from .text import cjk_count, has_cjk


def merge_duplicates(cv: ParsedCV) -> None:
    cv.publications = _once_publications(cv.publications)
    cv.awards = _once_awards(_without_translated_block(cv.awards), cv.education)
    cv.education = _once_bilingual_degrees(cv.education)


def _key(text: str | None) -> str:
    text = unicodedata.normalize("NFKC", text or "").lower()
    return " ".join(re.sub(r"[^\w\s]", " ", text).split())


def _long_enough(key: str) -> bool:
    """A title long enough that two papers would not share it by chance."""
    return len(key.split()) >= 4 or cjk_count(key) >= 8


def _once_publications(papers: list[Publication]) -> list[Publication]:
    """The same title in the same year is the same paper, listed twice."""
    kept: dict[tuple[str, int | None], Publication] = {}
    out = []
    for paper in papers:
        key = _key(paper.title)
        first = kept.get((key, paper.year)) if _long_enough(key) else None
        if first is None:
            kept[(key, paper.year)] = paper
            out.append(paper)
            continue
        first.venue = first.venue or paper.venue
        first.authors = first.authors or paper.authors
    return out


def _degree_of(award: Award, degrees: list[Education]) -> int:
    """The degree whose entry lists the award (honours given under each degree), or -1."""
    line = award.lines[0] if award.lines else 0
    return next(
        (i for i, e in enumerate(degrees) if e.lines and e.lines[0] <= line <= e.lines[-1]), -1
    )


def _once_awards(awards: list[Award], degrees: list[Education]) -> list[Award]:
    """An honour named again counts once, unless each time under another degree."""
    kept: dict[tuple[str, int], Award] = {}
    out = []
    for award in awards:
        key = (_key(award.title), _degree_of(award, degrees))
        if key in kept:
            first = kept[key]
            first.year = first.year or award.year
            first.issuer = first.issuer or award.issuer
            continue
        kept[key] = award
        out.append(award)
    return out


def _translations(a: str | None, b: str | None) -> bool:
    """Two titles of one record in two languages (or the same title twice)."""
    ka, kb = _key(a), _key(b)
    if not ka or not kb:
        return False
    if ka == kb or (has_cjk(ka) and ka.replace(" ", "") in kb.replace(" ", "")):
        return True
    if has_cjk(kb) and kb.replace(" ", "") in ka.replace(" ", ""):
        return True
    return has_cjk(ka) != has_cjk(kb)


def _without_translated_block(awards: list[Award]) -> list[Award]:
    """A list of honours followed by the same list in the other language (same years,
    one by one, at least one title in each language): the second copy is dropped."""
    n = len(awards)
    for start in range(n):
        for k in range((n - start) // 2, 1, -1):
            first, second = awards[start : start + k], awards[start + k : start + 2 * k]
            same = all(
                a.year is not None and a.year == b.year and _translations(a.title, b.title)
                for a, b in zip(first, second, strict=True)
            )
            scripts = {has_cjk(_key(a.title)) for a in first} | {
                has_cjk(_key(b.title)) for b in second
            }
            if same and scripts == {True, False}:
                return awards[: start + k] + awards[start + 2 * k :]
    return awards


def _same_place(a: Education, b: Education) -> bool:
    na = institutions.normalise(a.institution or "")
    nb = institutions.normalise(b.institution or "")
    return bool(na and nb) and (na == nb or na in nb or nb in na)


def _once_bilingual_degrees(degrees: list[Education]) -> list[Education]:
    """One degree written in English and in Chinese (same degree, same dates, the same
    place under its two names) is one record."""
    out: list[Education] = []
    for e in degrees:
        twin = next(
            (
                o
                for o in out
                if o.degree == e.degree
                and (o.start, o.end) == (e.start, e.end)
                and (e.start or e.end)
                and has_cjk(o.institution_raw or "") != has_cjk(e.institution_raw or "")
                and _same_place(o, e)
            ),
            None,
        )
        if twin is None:
            out.append(e)
        else:
            _fold(twin, e)
    return out


def _fold(kept: Education, other: Education) -> None:
    native, latin = (kept, other) if has_cjk(kept.institution_raw or "") else (other, kept)
    resolved = native.institution and native.institution != native.institution_raw
    kept.institution = native.institution if resolved else latin.institution_raw
    kept.institution_raw = native.institution_raw
    # Each advisor once, as the native record writes them ("郭贵冰" and "Guibing Guo").
    kept.advisors = same_people_once(native.advisors + latin.advisors)
    kept.field = kept.field or other.field
    kept.degree_raw = kept.degree_raw or other.degree_raw
    kept.expected = kept.expected or other.expected
