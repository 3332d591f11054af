"""What the fields of a job's head line are: a title run into its place without a
separator, a wrapped line of the job's description, a fragment that cannot name a place.
Used by positions.title_and_org."""

from __future__ import annotations

import functools
import re

from . import institutions
from .entries import COUNTRIES, ORG_WORDS, TITLE_WORDS
from .text import cjk_count

_FUNCTION_WORD = re.compile(r"^(?:of|and|for|in|on|at|the|de|du|des|la|le|di|del|für|&)$", re.I)


@functools.lru_cache(maxsize=8192)
def describes_work(part: str) -> bool:
    """ "company's first large-scale user segmentation reporting and unlocking new client
    insights": a wrapped line of a job's description, mostly lower-case words, is neither
    the place (whose name is capitalised) nor the title."""
    words = [w for w in re.findall(r"[^\W\d_][\w'’-]*", part) if not _FUNCTION_WORD.match(w)]
    if len(words) < 5:
        return False
    lower = sum(w[0].islower() for w in words)
    return lower * 2 > len(words)


def may_name_a_place(text: str) -> bool:
    """A place's name has a capital in its first word ("eBay", "3M", "PolyAI"); "1 patent"
    or "and clients" is the tail of a description wrapped onto the entry's first line."""
    word = next((w for w in text.split() if re.search(r"[^\W\d_]", w)), None)
    return word is None or bool(cjk_count(word)) or word != word.lower()


@functools.lru_cache(maxsize=8192)
def title_run_into_org(part: str) -> tuple[str, str] | None:
    """ "PostDoctoral Researcher Department of Zoology, Hill University", "Research Intern
    Computer Vision Lab ETH Zurich": a title, then without a separator a capitalised place
    that names itself one (a department, lab, group)."""
    words = part.split()
    for k in range(min(5, len(words) - 1), 0, -1):
        if not TITLE_WORDS.fullmatch(words[k - 1].strip(",:")):
            continue
        if "," in " ".join(words[: k - 1]):
            return None  # "Compilers (Graduate), Teaching Assistant, X": set apart by commas
        title, rest = " ".join(words[:k]), " ".join(words[k:])
        if ORG_WORDS.search(title) or not re.match(r"[A-Z]", rest):
            return None
        if ORG_WORDS.search(rest.split(",")[0]) and not TITLE_WORDS.search(rest):
            return title.strip(" ,:"), rest
        return None
    return None


# What follows a job title's last role word when the title ran on into the employer:
# "Research Engineer Kuartis Technology", "Postdoctoral researcher at Leiden Observatory".
_TITLE_TAIL = re.compile(
    r"^\s+(?:at\s+|@\s*)?([A-Z][\w&.'’-]*(?:\s+(?:[A-Z&][\w&.'’-]*|of|for|and)){0,5})$"
)
CITY_SHAPE = re.compile(r"^[A-Z][\w'’.-]+(?:\s[A-Z][\w'’.-]+)?$")


def employer_in_title(title: str, place: str, line: str) -> tuple[str, str] | None:
    """ "Research Engineer Kuartis Technology, Ankara, Turkey", read as the title "Research
    Engineer Kuartis Technology" at "Ankara": when the place is a bare name written on the
    entry's first `line` just before a country and the title carries capitalised words
    after its last role word, those words are the employer and the bare name its city.
    Returns (title, employer)."""
    place = place.strip()
    if not title or not CITY_SHAPE.match(place):
        return None
    if ORG_WORDS.search(place) or institutions.resolve(place, fuzzy=False):
        return None
    if not re.search(rf"\b{re.escape(place)}\s*,\s*(?:{COUNTRIES})\b", line, re.I):
        return None
    roles = list(TITLE_WORDS.finditer(title))
    tail = _TITLE_TAIL.match(title[roles[-1].end() :]) if roles else None
    if tail is None:
        return None
    return title[: roles[-1].end()].strip(), tail.group(1).strip()


# The labels a form-like CV writes before a job's fields ("职位：算法工程师", "Employer: X"),
# by what the field holds: the role, the employer, or something else (its dates, its place).
_FIELD_LABELS = {
    "title": r"position|job\s+title|title|role|designation|职位|职务|岗位|职称|担任职务",
    "org": r"employer|company|organi[sz]ation|institution|affiliation|"
    r"(?:工作|任职|就职)?单位|公司(?:名称)?|(?:工作)?机构",
    "skip": r"period|dates?|duration|time|location|place|city|department|"
    r"(?:起止|工作|任职|在职)?时间|(?:工作)?地点|城市|部门",
}
_FIELD_LABEL = re.compile(
    r"(?i)(?:^|(?<=\s)|(?<=[|;；,，]))(?:"
    + "|".join(f"(?P<{kind}>{words})" for kind, words in _FIELD_LABELS.items())
    + r")\s*[:：]"
)


def labelled_fields(text: str) -> list[tuple[str, str]] | None:
    """ "时间：2021.07-至今  单位：星河科技有限公司  职位：算法工程师", "Employer: Quillmark
    Analytics": a line that opens with a field's label, read as (kind, value) pairs, the
    kind 'title', 'org' or 'skip' by the label before each value. None for any other line,
    and for a role or employer written in lower case (a line of the duties)."""
    fields = _labelled_fields(text)
    return None if fields is None else list(fields)


@functools.lru_cache(maxsize=8192)
def _labelled_fields(text: str) -> tuple[tuple[str, str], ...] | None:
    """The pairs of labelled_fields, kept for a line read again (a list of the caller's
    own is made of them)."""
    labels = list(_FIELD_LABEL.finditer(text))
    if not labels or labels[0].start() != 0:
        return None
    out = []
    for m, nxt in zip(labels, [*labels[1:], None], strict=True):
        value = text[m.end() : nxt.start() if nxt else len(text)].strip(" |;；,，")
        if m.lastgroup != "skip" and value and not may_name_a_place(value):
            return None  # "Role: office hours and recitations": what was done, no field
        if value:
            out.append((m.lastgroup, value))
    return tuple(out)
