"""The last pass over a parse: what is left of markup in a record's text (link labels
such as "[pdf] [code]", a Markdown image, LaTeX superscripts, separators and emphasis
marks at a value's edges) is taken out, and a record left with no text is dropped.
Used by cv.py once every record is read.
"""

from __future__ import annotations

import functools
import re

from .model import ParsedCV
from .text import CJK

# jemdoc's link "[https://example.org/paper.pdf pdf]" shows its label.
_JEMDOC_LINK = re.compile(r"\[(?:https?://|mailto:|[\w./-]+\.html?\s)\S*\s+([^\[\]]+)\]")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
# The links a publication list adds after an entry: "[pdf]", "[[code]](https://...)".
_LINK_LABEL = re.compile(
    r"\s*\[{1,2}\s*(?:pdf|code|paper|slides?|video|bib(?:tex)?|arxiv|link|website|poster|"
    r"talk|doi|html|abstract|supp(?:lementary)?|data(?:set)?|demo|github|blog|project(?: page)?|"
    r"resource|preprint|media|press|news|openreview|pmc|pubmed)\s*\]{1,2}(?:\([^)\s]*\))?\.?",
    re.I,
)
# "Jane Roe$^*$", "$^{1,2}$": a LaTeX superscript a converter left in place.
_SUPERSCRIPT = re.compile(r"\$\^\{?[^$\s]{0,8}\}?\$|\$\^?\$")
_LEAD = re.compile(r"^(?:[\s|:;,.\])}*_`~•·]+|[-–—]+\s+)+")
_TRAIL = re.compile(r"[\s|:;,(\[{*_`~•·]+$")
_CONTENT = re.compile(f"[A-Za-z0-9{CJK}À-ɏ]")


def clean(value: str | None) -> str | None:
    """A value without markup residue; None when nothing readable is left."""
    if not value:
        return value
    return _cleaned(value)


@functools.lru_cache(maxsize=8192)
def _cleaned(text: str) -> str | None:
    """``text`` without markup residue, or None (see clean)."""
    if "[" in text:
        text = _LINK_LABEL.sub("", _JEMDOC_LINK.sub(r"\1", text))
    if "![" in text:
        text = _IMAGE.sub(" ", text)
    if "$" in text:
        text = _SUPERSCRIPT.sub("", text)
    if "\\" in text:
        text = text.replace("\\\\", " ").replace("\\|", "|")
    text = _TRAIL.sub("", _LEAD.sub("", " ".join(text.split())))
    return text if _CONTENT.search(text) else None


# What is left in brackets after a place once its dates were read out of them: a word
# for the kind of post ("Hill College (adjunct, )", "(visiting)") or nothing ("( – )").
_LEFT_IN_BRACKETS = re.compile(r"\s*[(（]([^()（）]*)[)）]$")
_POST_KIND = re.compile(
    r"(?i)(?:adjunct|visiting|part[- ]time|full[- ]time|emerit(?:us|a)|interim|acting|"
    r"honorary|temporary)"
)


def _place_and_post(place: str | None) -> tuple[str | None, str | None]:
    """The place without the kind of post or the empty brackets left at its end, and that
    kind ("Hill College (adjunct, )": "Hill College", "adjunct"); `clean_values` gives it
    as the title of a position that has none. An abbreviation in brackets stays."""
    left = _LEFT_IN_BRACKETS.search(place or "")
    if not left:
        return place, None
    inside = left.group(1).strip(" ,;:-–—")
    if inside and not _POST_KIND.fullmatch(inside):
        return place, None
    return place[: left.start()].strip() or place, inside or None


def _clean_list(values: list) -> list:
    return [clean(v) if isinstance(v, str) else v for v in values]


def clean_values(cv: ParsedCV) -> None:
    """Every text field of every record, cleaned; records left without text dropped."""
    for e in cv.education:
        e.institution, e.institution_raw = clean(e.institution), clean(e.institution_raw)
        e.degree_raw, e.field = clean(e.degree_raw), clean(e.field)
        e.advisors = [a for a in _clean_list(e.advisors) if a]
    for p in cv.positions:
        p.organization, p.organization_raw = clean(p.organization), clean(p.organization_raw)
        p.organization, post = _place_and_post(p.organization)
        p.title = clean(p.title) or post
        p.supervisors = [s for s in _clean_list(p.supervisors) if s]
    for j in cv.projects:
        j.title = clean(j.title)
        j.supervisors = [s for s in _clean_list(j.supervisors) if s]
    for paper in cv.publications:
        paper.title, paper.venue = clean(paper.title), clean(paper.venue)
        paper.authors = [a for a in _clean_list(paper.authors) if a]
    for award in cv.awards:
        award.title, award.issuer = clean(award.title), clean(award.issuer)
    cv.projects = [j for j in cv.projects if j.title]
    cv.publications = [p for p in cv.publications if p.title]
    cv.awards = [a for a in cv.awards if a.title]
    cv.research_interests = list(dict.fromkeys(i for i in _clean_list(cv.research_interests) if i))
