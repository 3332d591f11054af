"""Publications: one per list item; authors, title, venue, year, status.

Citation styles differ ("Zhu H., Pekhimenko G. Title. In Venue (ATC'20).",
"Qian, Z., He, Y., ... , Zhang, Z. Title.", "A, B, C. Title[C]//Venue, 2017",
"[ASPLOS'23] A, B. *Title*."); the author list is read item by item, and the
title is what follows it (or an emphasised/quoted span when there is one).
"""

from __future__ import annotations

import functools
import html
import re
from typing import NamedTuple

from .dates import venue_year, years_in
from .model import Publication
from .publication_authors import (
    DANGLING,
    author_names,
    date_column,
    leading_authors,
    sole_author,
)
from .publication_entries import Entry, group_entries, is_noise
from .text import CJK, Line

UNDER_REVIEW = re.compile(
    r"(?i)under review|under submission|in submission|submitted|pending|in review|"
    r"major revision|minor revision|在投|审稿|投稿|已投"
)
PREPRINT = re.compile(r"(?i)arxiv|preprint|corr\b|biorxiv|medrxiv|ssrn")
# The Latin words of UNDER_REVIEW and PREPRINT, for the cheap test of _may_name.
_REVIEW_WORDS = (
    "under review", "under submission", "in submission", "submitted", "pending", "in review",
    "major revision", "minor revision",
)  # fmt: skip
_PREPRINT_WORDS = ("arxiv", "preprint", "corr", "biorxiv", "medrxiv", "ssrn")


def _may_name(text: str, words: tuple[str, ...]) -> bool:
    """False where a pattern of ``words`` in any case cannot match: an ASCII text whose
    lowered form holds none of them (beyond ASCII, case folding reaches other letters, so
    the pattern is searched). The substring test is many times cheaper than the pattern,
    which tries each word at every character."""
    if not text.isascii():
        return True
    low = text.lower()
    return any(map(low.__contains__, words))


@functools.lru_cache(maxsize=8192)
def _status_named(text: str, status: str | None) -> str | None:
    """The status a citation's text names: under review (unless ``status`` says it is
    published) or a preprint; None when it names neither."""
    if _may_name(text, _REVIEW_WORDS) and UNDER_REVIEW.search(text) and status != "published":
        return "under_review"
    if _may_name(text, _PREPRINT_WORDS) and PREPRINT.search(text):
        return "preprint"
    return None


_NAME_FULL = re.compile(
    r"^(?:"
    r"[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+){0,2},?\s+(?:[A-Z]\.?\s?-?){1,3}"  # Zhu H. / Qian, Z.
    r"|(?:[A-Z]\.\s?-?){1,3}\s*[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)?"  # H. Zhu
    r"|[A-Z][\w'’\-]+(?:\s+(?:[A-Z]\.?\s)?[A-Z][\w'’\-]+){1,3}"  # Hongyu Zhu / John Q. Smith
    rf"|[{CJK}]{{2,4}}"
    r"|\.{3}|…|et\.? al\.?|等人?"
    r")$"
)
_NAME_PREFIX = re.compile(
    r"^(?P<name>"
    r"[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+){0,2},?\s+(?:[A-Z]\.?\s?-?){0,2}[A-Z]"
    r"|(?:[A-Z]\.\s?-?){1,3}\s*[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)?"
    r"|[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+){1,3}"
    rf"|[{CJK}]{{2,4}}"
    r")(?:\s*\(\d{4}[a-z]?\))?\s*\.\s+(?P<rest>\S.*)$"
)
_LINKED_TITLE = re.compile(r"^\s*\[([^\]]{10,250})\]")
_TAG = re.compile(r"^\s*[\[【](?P<tag>[^\]】]{2,80})[\]】]\s*")  # "[ICML'24]", "【CCF-A】"
# A year or a number in a margin column before the citation ("2020 | [C.3] | A. Lee, ...").
_AUTHOR_MARKS = re.compile(r"[*†‡§#∗]+")
_AUTHOR_YEAR = re.compile(
    r"^\s*\(?(?:((?:19|20)\d\d)[a-z]?|TBA|TBD|n\.\s?d\.|forthcoming|in press)\)?\s*[.,:]?\s+",
    re.I,
)
_WITH = re.compile(r"\s\((?:joint\s+)?with\s+(?P<names>[A-Z][^()]{1,150})\)")
# A citation's year set before it: in a column ("2024 | Title"), as its first sentence
# ("2024. A. Lee. Title.") or in brackets ("(2024) A. Lee, ...").
_MARGIN_YEAR = re.compile(r"^\s*(?:\((?=(?:19|20)\d\d\)))?((?:19|20)\d\d)(?:\s*\||\)|\.(?=\s))\s*")
_MARGIN = re.compile(r"^\s*(?:(?:19|20)\d\d|\d{1,3}\.?)\s*\|\s*")
_TITLE_END = re.compile(r"(?<!\b[A-Z])(?<!\bvs)(?<!\bal)[.?!]\s+|\[[A-Z]\]|//|。")


_SEP = re.compile(r"(\s*,\s*and\s+|\s+and\s+|\s*,\s*|\s*&\s*|\s*、\s*|\s*，\s*)")
_INITIALS = re.compile(r"^((?:[A-Z]\.?\s?-?){1,3}?)(?:\.\s+(?P<rest>\S.*))?$")
_ELLIPSIS = re.compile(r"\.{3}|…|et\.? al\.?|等人?")


def _split_authors(s: str) -> tuple[list[str], str] | None:
    """Authors at the start of ``s`` and the text after them, or None."""
    pieces = _SEP.split(s)
    parts, offsets, pos = [], [], 0
    for k, piece in enumerate(pieces):
        if k % 2 == 0:
            parts.append(piece.strip())
            offsets.append(pos + len(piece) - len(piece.lstrip()))
        pos += len(piece)
    authors: list[str] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        if not p:
            i += 1
            continue
        # "Qian, Z." written as two comma parts (possibly "Zhang, Z. Title...").
        if i + 1 < len(parts) and re.fullmatch(r"[A-Z][\w'’\-]+", p):
            m = _INITIALS.match(parts[i + 1])
            if m:
                authors.append(f"{p}, {m.group(1).strip()}")
                if m.group("rest"):
                    return authors, s[offsets[i + 1] + m.start("rest") :]
                i += 2
                continue
        if _NAME_FULL.match(p):
            if not _ELLIPSIS.fullmatch(p):
                authors.append(p.rstrip("."))
            i += 1
            continue
        m = _NAME_PREFIX.match(p)
        if m:
            authors.append(m.group("name").strip())
            return authors, s[offsets[i] + m.start("rest") :]
        break
    if not authors or i >= len(parts):
        return None
    return authors, s[offsets[i] :]


class _Reading(NamedTuple):
    """What a reader makes of a citation: its authors, title and the text after them."""

    authors: list[str]
    title: str | None
    venue: str
    year: int | None = None  # the year the authors are cited with ("Lee, A. (2021). Title")


class _Cited(NamedTuple):
    """The authors a citation opens with and what follows them."""

    authors: list[str]
    rest: str
    year: int | None


_NOTED_YEAR = re.compile(r"\(((?:19|20)\d\d)[a-z]?\)[\s.,:;]*$")


def _cited_authors(s: str) -> _Cited | None:
    """The author list ``s`` opens with, and the text after it without the year the
    authors are cited with ("2025. Title", "(2018). Title", "TBA. Title")."""
    split = leading_authors(s) or _split_authors(s)
    if not split:
        return None
    authors, rest = split
    cited = _AUTHOR_YEAR.match(rest)
    if not cited:
        # "Lee, Wu (2020), Title": the year closed the author list the split took.
        at = s.rfind(rest) if rest else -1
        noted = _NOTED_YEAR.search(s[:at]) if at > 0 else None
        return _Cited(authors, rest, int(noted.group(1)) if noted else None)
    return _Cited(authors, rest[cited.end() :], int(cited.group(1)) if cited.group(1) else None)


def _mark_at(text: str, marks: list[str]) -> str | None:
    """The emphasised or quoted span ``text`` opens with, if any."""
    return next((e for e in marks if text.startswith(e[:20])), None)


def _with_coauthors(s: str) -> _Reading | None:
    """Shape "Title (with A. Lee and B. Wu), Venue": the co-authors set in brackets
    after a title of two words or more (the person's own name left unsaid)."""
    joint = _WITH.search(s)
    if not joint:
        return None
    inner = joint.group("names")
    names = author_names(inner) or ([inner.strip()] if sole_author(inner) else [])
    head = s[: joint.start()]
    if not names or _TITLE_END.search(head) or len(head.split()) < 2:
        return None
    title = head.strip(' "“”*')
    return _Reading(names, title.strip(" .,"), head[len(head.rstrip(' "“”*')) :] + s[joint.end() :])


def _authors_then_quoted(
    cited: _Cited | None, marks: list[str], quoted: str | None
) -> _Reading | None:
    """Shape 'C. Vu, M. Lee, K Dong, and P. Wei “Title”, Venue': more names between the
    authors read and a quoted title than the author split took ("K Dong")."""
    if cited is None or quoted is None or _mark_at(cited.rest.lstrip(' "“”*'), marks):
        return None
    more = _more_authors(cited.rest, quoted)
    if more is None:
        return None
    venue = cited.rest[cited.rest.find(quoted) + len(quoted) :]
    return _Reading(cited.authors + more, quoted.strip(" .,"), venue, cited.year)


def _authors_first(cited: _Cited | None, marks: list[str]) -> _Reading | None:
    """Shape "A. Lee, B. Wu. Title. Venue" (or "Lee, A. (2021). *Title*. Venue"): the
    authors, then the title (an emphasised or quoted span there, else the text up to the
    end of its sentence), then the venue."""
    if cited is None:
        return None
    lead = cited.rest.lstrip(' "“”*')
    hit = _mark_at(lead, marks)
    if hit:
        return _Reading(cited.authors, hit.strip(" .,"), lead[len(hit) :], cited.year)
    m = _TITLE_END.search(cited.rest)
    title = (cited.rest[: m.start()] if m else cited.rest).strip(' .,"“”')
    return _Reading(cited.authors, title, cited.rest[m.end() :] if m else "", cited.year)


def _tag_title_authors(s: str, mark: str | None) -> _Reading | None:
    """Shape 'KDD'24 (oral) "Title", A. Lee, B. Wu, C. Chen': a tag that names no one,
    the quoted or emphasised title, then two authors or more; the tag is the venue."""
    at = s.find(mark) if mark else -1
    if at <= 3:
        return None
    before = s[:at].strip(' .,"“”*')
    after = s[at + len(mark) :]
    if _split_authors(before + ".") or not re.match(r'\s*["“”]?\s*,\s', after):
        return None
    tail = after.lstrip(' "“”').lstrip(", ")
    names = author_names(tail) or (_split_authors(tail) or ([], ""))[0]
    return _Reading(names, mark.strip(" .,"), before) if len(names) >= 2 else None


def _marked_title(s: str, mark: str | None) -> _Reading | None:
    """Shape 'A. Lee and B. Wu, "Title", Venue' or '*Title*. A. Lee, B. Wu. Venue': an
    emphasised or quoted title, the authors before it, or else right after it."""
    if mark is None:
        return None
    at = s.find(mark)
    venue = s[at + len(mark) :] if at >= 0 else ""
    before = s[:at].strip(' .,"“”*') if at > 0 else ""
    if before and _split_authors(before + "."):
        return _Reading(_split_authors(before + ".")[0], mark.strip(" .,"), venue)
    after = _split_authors(venue.strip(' .,"“”*')) if at <= 3 else None
    if after:
        return _Reading(after[0], mark.strip(" .,"), after[1])
    return _Reading([], mark.strip(" .,"), venue)


def _title_first(s: str) -> _Reading:
    """Shape "Title. A. Lee, B. Wu. Venue" (or a title alone): the text up to the end of
    the first sentence, then authors when a list of names follows."""
    m = _TITLE_END.search(s)
    title = (s[: m.start()] if m else s).strip(" .,")
    venue = s[m.end() :] if m else ""
    after = _split_authors(venue)
    only = author_names(venue) if venue else None  # "Title. A. Lee, B. Wu": no venue after
    if only and len(only) >= 2 and (not after or len(only) > len(after[0])):
        return _Reading(only, title, "")  # the last name closed with the stop ("Cy Moss.")
    if after:
        return _Reading(after[0], title, after[1])
    return _Reading([], title, venue)


def _cut_tag(s: str, emph: list[str]) -> tuple[str, str, list[str]]:
    """``s`` without a bracketed tag before it ("[ICML'24] A. Lee, ..."), the tag, and
    the emphasised spans, with the title of a link set first ("[Title](url), Venue")."""
    linked = _LINKED_TITLE.match(s)
    if linked and len(linked.group(1).split()) >= 4 and not re.search(r"\d", linked.group(1)):
        return s, "", [linked.group(1), *emph]
    m = _TAG.match(s)
    if m:
        return s[m.end() :].lstrip(" |"), m.group("tag"), emph
    return s, "", emph


# A full stop between two Chinese characters, with no space after it: a field's end.
CJK_STOP = re.compile(rf"(?<=[{CJK}])\.(?=[{CJK}])")
# The kind of a work said before it ("Paper: A. Lee. Title", "MSc thesis: Title").
_KIND_LABEL = re.compile(
    r"(?i)^(?:(?:ph\.?\s?d|m\.?\s?sc?|b\.?\s?sc?|master'?s|bachelor'?s|doctoral|journal|"
    r"conference|book|workshop)\s+)?(?:paper|thesis|dissertation|article|chapter|preprint)\s*:\s+"
)


_FOUR_CJK = re.compile(f"[{CJK}]{{4,}}")
_QUOTED_TITLE = re.compile(r"[\"“”]([^\"“”]{10,})[\"“”]|《([^《》]{4,})》")
_VENUE_LEAD = re.compile(r"^[\s.,*/\"“”\]]*(?:in\s*:?\s+)?", re.I)


def parse_citation(
    text: str, emph: list[str] | None = None, status: str | None = None
) -> Publication:
    """A citation, read by the first reader whose shape it fits."""
    s = _KIND_LABEL.sub("", text.strip())  # "PhD thesis: Title, Vale University (2021)"
    if "." in s and CJK_STOP.search(s):
        s = CJK_STOP.sub(". ", s)  # "何嘉琪,李四.基于图的方法.湖泊学报": fields parted by stops
    margin = _MARGIN_YEAR.match(s)  # "2024 | “Title”, A. Lee": the year column
    s, tag, emph = _cut_tag(s[margin.end() :] if margin else _MARGIN.sub("", s), emph or [])
    emph = [
        e for e in emph if (len(e.split()) >= 3 or _FOUR_CJK.search(e)) and not _TAG.fullmatch(e)
    ]  # "**[J. Lakes 2023]** Title": a bold venue tag, no title
    q = _QUOTED_TITLE.search(s)  # "Title", 《书名》
    quoted = (q.group(1) or q.group(2)) if q else None
    marks = emph + ([quoted] if quoted else [])
    mark = emph[0] if emph else quoted
    reading = _with_coauthors(s)
    if reading is None:
        cited = _cited_authors(s)
        reading = (
            _authors_then_quoted(cited, marks, quoted)
            or _authors_first(cited, marks)
            or _tag_title_authors(s, mark)
            or _marked_title(s, mark)
            or _title_first(s)
        )
    pub = Publication(status=status or "published", authors=reading.authors)
    rest = reading.venue
    venue = _VENUE_LEAD.sub("", rest).strip(" .,*")
    pub.title = reading.title or None
    pub.venue = venue or tag or None
    if tag and venue and tag not in venue:
        pub.venue = f"{tag.split(',')[0].strip()} — {venue}" if venue else tag
    elif tag and not venue:
        pub.venue = tag.split(",")[0].strip()
    year = reading.year or (int(margin.group(1)) if margin else None)
    for source in (tag, venue, rest, s) if year is None else ():
        source = _LINKS.sub(" ", source) if source else source
        ys = years_in(source) if source else []
        y = venue_year(source) if source else None
        if ys or y:
            year = ys[-1] if ys else y
            break
    if year is None and (arxiv := _ARXIV_ID.search(s)):
        year = 2000 + int(arxiv.group(1))  # "arXiv:2105.01234": submitted in May 2021
    pub.year = year
    pub.status = _status_named(text, status) or pub.status
    return pub


# Links and identifiers, whose digits are no year ("arxiv.org/pdf/2010.11855",
# "doi:10.1145/3580507", "arXiv:2105.01234").
_ARXIV_ID = re.compile(r"(?i)(?:arxiv\.org/(?:abs|pdf)/|arxiv:\s*)(\d\d)(?:0[1-9]|1[0-2])\.\d{4,5}")
_LINKS = re.compile(r"(?i)\S*://\S*|\bdoi:?\s*\S+|\b10\.\d{4,}/\S+|\barxiv:\s*\d{4}\.\d{4,5}\S*")


def _more_authors(rest: str, quoted: str) -> list[str] | None:
    """The names between the authors read so far and a quoted title, when that is all
    there is between them (a few short comma parts), else None."""
    at = rest.find(quoted)
    head = rest[:at].strip(' "“”,')
    parts = [p for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", head) if p.strip()]
    if at <= 0 or not parts or len(parts) > 12 or any(len(p.split()) > 4 for p in parts):
        return None
    if any(not re.match(r"[A-Z]", p.strip()) or re.search(r"[a-z]{2}[.?!]\s", p) for p in parts):
        return None
    return [p.strip() for p in parts]


# A line that only identifies a paper: its DOI, PubMed or arXiv number.
# ("doi: 10.1016/j.x.2022.02.003. Epub 2022 May 13. PMID: 35577700.")
_IDENTIFIER = re.compile(
    r"(?i)^\W*(?:doi|pmid|arxiv)\s*:\s*\S+"
    r"(?:[\s.;,]+(?:epub|pmid:?|pmcid:?|\d[\w./:-]*|[a-z]{3}\.?))*[\s.;,]*$"
)


def parse_publications(lines: list[Line], section_title: str = "") -> list[Publication]:
    """The papers of a publication section; patents (a section of them, or an entry
    among the papers) are not papers."""
    if _PATENT.search(section_title) and not _PAPERS.search(section_title):
        return []
    if _SUPERVISED.search(section_title):
        return []  # "Thesis Supervision": the students' theses, not the person's papers
    if _THESIS.search(section_title) and any(_ADVISOR_FIELD.match(ln.text) for ln in lines):
        return []  # "Master Thesis" / "Title X" / "Supervisors Y": a degree's thesis told
    out: list[Publication] = []
    section_status = "under_review" if UNDER_REVIEW.search(section_title) else None
    end = next((i for i in range(len(lines)) if _other_list_at(lines, i)), None)
    for entry in group_entries(lines[:end]):
        if len(entry.lines) == 1 and _IDENTIFIER.match(entry.lines[0].text):
            continue  # "doi: 10.1016/..." set apart under its citation: no paper of its own
        status = entry.status or section_status
        if entry.authors_at is not None:
            pub = _from_parts(entry, status)
        else:
            pub = _from_citation(entry, status)
        if pub is None or not pub.title or _is_patent(pub) or not _reads_as_paper(pub.title):
            continue
        if _bracketed_note(pub) or _a_deed(pub):
            continue
        _venue_column(pub)
        pub.lines = [entry.lines[0].no, entry.lines[-1].no]
        out.append(pub)
    return out


# A line that lists names as a citation does: two commas or enumeration marks at least.
_LIST_MARKS = re.compile(r"[,，、][^,，、]*[,，、]")


def papers_among(lines: list[Line], section_title: str = "") -> list[Publication]:
    """The papers of a section headed as something else ("Research", "Projects") when
    most of its items are citations, else []: a title of three words or more and three
    authors or more, each named as a person. Two such items at least, so two lines at
    least that list names: a section with fewer is not read for citations at all."""
    if sum(1 for ln in lines if _LIST_MARKS.search(ln.text)) < 2:
        return []
    pubs = parse_publications(lines, section_title)
    cited = [
        p
        for p in pubs
        if len(p.authors) >= 3
        and author_names(", ".join(p.authors))
        and p.title
        and (len(p.title.split()) >= 3 or len(re.findall(f"[{CJK}]", p.title)) >= 8)
        and "|" not in p.title
    ]
    return cited if len(cited) >= 2 and len(cited) * 2 >= len(pubs) else []


# The links a page sets after a paper it cites ("[pdf] [code]"), at the end of a line.
_PAPER_LINKS = re.compile(
    r"(?i)(?:\s*\[(?:pdf|paper|arxiv|code|project|slides|video|bibtex)\])+\s*$"
)
_PAPER_ITSELF = re.compile(r"(?i)pdf|paper|arxiv")  # a link to the paper, not to its code
# A title, then its venue's short name and year ("Title, ECCV 2020 (oral)").
_TITLE_VENUE_YEAR = re.compile(
    r"^(?P<title>.{10,250}?),\s*(?P<venue>[A-Z][\w-]{1,12}\s?'?(?P<year>(?:19|20)\d\d))\b"
    r"(?:\s*[(（][^()（）]*[)）])?\s*$"
)


def papers_linked_among(lines: list[Line]) -> list[Publication]:
    """The papers a project or research entry cites on a line of their own, each its
    title, its venue's name and year, and the links to it ("Title, LakeConf 2021 [pdf]
    [code]"), two at least, else []: what a project led to, where the section's items
    are projects, not citations."""
    found = []
    for ln in lines:
        links = _PAPER_LINKS.search(ln.text) if ln.text.endswith("]") else None
        if not links or links.start() == 0 or not _PAPER_ITSELF.search(links[0]):
            continue
        m = _TITLE_VENUE_YEAR.match(ln.text[: links.start()].strip())
        if m and len(m["title"].split()) >= 3:
            pub = Publication(title=clean_title(m["title"]), venue=m["venue"], year=int(m["year"]))
            pub.lines = [ln.no, ln.no]
            found.append(pub)
    return found if len(found) >= 2 else []


# The venue or date a right-hand column sets beside a title ("Title | SIGCOMM 2023",
# "Title | 04/2025"), or a semicolon after it ("Title; CVPR'19"): a few words after the
# last bar or semicolon, with a year.
_COLUMN_TAIL = re.compile(r"(?:\s+\||;)\s+([^|;]{2,40})$")


# The venue and year a margin column sets before a title ("LakeConf 2024 | Title").
_COLUMN_HEAD = re.compile(r"^([^|]{2,40}?)\s+\|\s+(?=\S)")


def _venue_column(pub: Publication) -> None:
    """The title without the venue column run into it, after it or in a margin before
    it; its year is the paper's."""
    _venue_margin(pub)
    m = _COLUMN_TAIL.search(pub.title or "")
    if not m or len(m.group(1).split()) > 5:
        return
    tail = m.group(1).strip()
    years = years_in(tail)
    year = years[-1] if years else venue_year(tail)
    if year is None or len(pub.title[: m.start()].split()) < 3:
        return
    pub.title = pub.title[: m.start()].strip()
    pub.year = pub.year or year
    if not re.fullmatch(r"[\d/.\s-]+", tail):
        pub.venue = pub.venue or tail


def _venue_margin(pub: Publication) -> None:
    """A title opening with a margin cell of a few words and a year ("J. Lakes 2021 |
    Title"): the cell is the venue, its year the paper's, the rest the title."""
    m = _COLUMN_HEAD.match(pub.title or "")
    if not m or len(m.group(1).split()) > 5:
        return
    head, rest = m.group(1).strip(), pub.title[m.end() :]
    years = years_in(head)
    year = years[-1] if years else venue_year(head)
    if year is None or len(rest.split()) < 3 or "|" in rest:
        return
    pub.title = rest.strip()
    pub.year = pub.year or year
    pub.venue = pub.venue or head


# A sub-heading under the papers over a list of something else ("## Selected Software",
# "Media Coverage"), or of writing for the public ("Other Writing", "Op-Eds").
_OTHER_LIST = re.compile(
    r"(?i)^\W*(?:selected\s+|recent\s+|open[- ]source\s+)?(?:software|code|datasets?|"
    r"packages|tools|talks|presentations|posters|patents|(?:media|press)(?:\s+coverage)?|"
    r"interviews|blog posts|podcasts|op-?eds|"
    r"(?:other|popular|public|non-?academic|non-?technical)\s+writings?)"
    r"(?:\s+(?:and|&)\s+\w+)?\W*$"
)


def _other_list_at(lines: list[Line], i: int) -> bool:
    """Line ``i`` heads a list of something else under the papers: a Markdown or bold
    heading naming it, or a plain line naming it alone after a blank line ("" /
    "Software" / "lakesim: a simulator ...")."""
    ln = lines[i]
    if ln.bullet or not _OTHER_LIST.match(ln.text):
        return False
    return bool(ln.level) or i == 0 or lines[i - 1].blank


# A thesis told as fields (moderncv's "title" / "supervisors" / "description" items): a
# heading naming one thesis, a line giving its advisor.
_THESIS = re.compile(r"(?i)\b(?:thesis|dissertation)\b|学位论文|博士论文|硕士论文|毕业论文")
_ADVISOR_FIELD = re.compile(r"(?i)^\s*(?:supervisors?|advisors?|导师)\s*[:：|]?\s+\S")
_SUPERVISED = re.compile(r"(?i)supervis|advis(?:ed|ing)|mentor|指导")
_PATENT = re.compile(r"(?i)专利|\bpatents?\b|\b(?:US|CN|EP|WO|JP|KR)\s?(?:patent\s*)?\d{6,}|\bPCT/")


# A sentence about the person or a paper, not a title: "I'm passionate about ...", "This
# paper approaches ...", "We propose ..." (eight words or more).
_PROSE_OPENING = re.compile(
    r"(?:I|I'm|I’m|I am|We|Here,? we|In this (?:paper|work|thesis)|"
    r"This (?:paper|work|thesis|study|article|project|approach))\s(?:\S+\s+){6}",
)


# A note in brackets ("(Best Paper Award Finalist) [link]"), said of a paper and no title.
_BRACKETED = re.compile(r"\([^()]*\)|（[^（）]*）")


def _bracketed_note(pub: Publication) -> bool:
    """A note in brackets and its links, with no authors nor year: said of a paper."""
    title = pub.title or ""
    return (
        not pub.authors
        and not pub.year
        and bool(_BRACKETED.search(title))
        and is_noise(_BRACKETED.sub("", title))
    )


# What one did, told in the past tense or as a Chinese verb ("Developed a pipeline for
# ...", "开发程序实现 ..."): a result of work, not a paper's title ("发表 SCI 论文 Title",
# "Published in X: Title" label a paper, and are not among them).
_DEED = re.compile(
    r"(?:developed|designed|implemented|built|created|improved|organi[sz]ed|managed|"
    r"conducted|contributed|established|maintained|analy[sz]ed|proposed)\s"
    r"|(?:开发|设计|实现|利用|改进|负责|参与|完成|搭建|主持|组织)"
    r"(?!的)",
    re.I,
)


def _a_deed(pub: Publication) -> bool:
    """An item that tells what the person did, with no authors and no year: no paper."""
    return not pub.authors and not pub.year and bool(_DEED.match(pub.title or ""))


def _reads_as_paper(title: str) -> bool:
    """Not a degree line ("硕士 (GPA 3.87/4)"), a sentence of prose, nor a short Chinese
    label ("沟通能力: ...", a strength in a list): Chinese paper titles run longer than a
    few characters."""
    if _GPA.search(title) or _PROSE_OPENING.match(title):
        return False
    n_cjk = len(_CJK_CHAR.findall(title))
    return not (n_cjk and n_cjk < 8 and not _LATIN_WORD.search(title))


_GPA = re.compile(r"\bGPA\b")
_CJK_CHAR = re.compile(f"[{CJK}]")
_LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _is_patent(pub: Publication) -> bool:
    """A patent among the papers: said so in its title or in the first sentence after."""
    venue = re.split(r"。|\.\s", pub.venue or "")[0]
    return bool(_PATENT.search(f"{pub.title} {venue}"))


_PAPERS = re.compile(r"(?i)论文|著作|publications?|papers?|articles?")


def add_publications(known: list[Publication], found: list[Publication]) -> list[Publication]:
    """The papers of one more publication section after those already read, without
    the ones it repeats (a bilingual page lists its papers twice, a "Selected" list
    repeats the full one). Within one section a paper listed twice (a preprint and its
    article) stays twice, as the CV lists it."""
    seen = {_paper_key(p) for p in known}
    return known + [p for p in found if _paper_key(p) not in seen]


def _paper_key(pub: Publication) -> tuple[str, int | None]:
    """A paper's title and year: a journal version of a conference paper (same title,
    a later year) is another entry."""
    return re.sub(r"[\W_]+", "", (pub.title or "").lower()), pub.year


# A line naming a place ("Vale City, Norland", "St. Louis, MO, USA"): a few words a part.
_PLACE = re.compile(r"[A-Z][\w.'-]*(?: [\w.'-]+){0,3}(?:, [A-Z][\w.'-]*(?: [\w.'-]+){0,3}){1,3}")


def _short_citation(text: str) -> bool:
    """A short line that cites a paper: an author list, then a title of three words or
    more ("A. Lee. Seasonal Winds over Harbours.")."""
    cited = _cited_authors(text)
    return cited is not None and len(cited.rest.split()) >= 3


def _from_citation(entry: Entry, status: str | None) -> Publication | None:
    """A paper whose lines read as one citation."""
    group = entry.lines
    text = html.unescape(_joined(group))
    if (
        len(group) == 1
        and not group[0].bullet
        and len(text) < 40
        and not years_in(text)
        and not _short_citation(text)
    ):
        return None  # a label or a stray line
    if len(text) < 20 or (len(text.split()) < 4 and not re.search(f"[{CJK}]{{6,}}", text)):
        return None
    if (
        len(group) == 1
        and not group[0].bullet
        and ((re.search(r"\s(?:at|@)\s", text) and " | " in text) or _PLACE.fullmatch(text))
    ):
        return None  # a headline ("Scientist at X | topics") or a location line
    emph = [e for ln in group for e in ln.emph]
    pub = parse_citation(text, emph, status)
    if pub.year is None:
        pub.year = entry.year
    return pub


_BREAKS_OFF = re.compile(r"[.,:;\-–]$")


def _joined(group: list[Line]) -> str:
    """The lines of a citation as one text. Lines set apart (title / authors / venue)
    are closed with a period; a line that breaks off mid-phrase (inside a quoted title,
    before a word in lower case) runs on."""
    out = ""
    for i, ln in enumerate(group):
        out += (" " if out else "") + ln.text
        nxt = group[i + 1].text if i + 1 < len(group) else ""
        open_quote = out.count("“") > out.count("”") or out.count('"') % 2
        runs_on = open_quote or nxt[:1].islower() or _BREAKS_OFF.search(ln.text)
        if nxt and len(group) > 2 and not runs_on:
            out += "."
    return out


def _from_parts(entry: Entry, status: str | None) -> Publication:
    """A paper set as separate lines around its author line: the title above the
    authors (or, with nothing above, the line below them), the venue around."""
    k = entry.authors_at
    before, after = entry.lines[:k], entry.lines[k + 1 :]
    who, dated = date_column(entry.lines[k].text)
    if dated:
        after = [Line(entry.lines[k].no, dated, dated), *after]
    if before and _author_list_broken_off(before[-1].text):
        who = f"{before[-1].text} {who}"  # "A. Lee*, B. Wu*," / "C. Tan": one author list
        before = before[:-1]
    if before:
        title_lines = _title_lines(before)
        rest = [ln for ln in before if ln not in title_lines] + after
        title = " ".join(ln.text for ln in title_lines)
        if len(title_lines) == 1 and (beside := _badge_beside_title(title_lines[0])):
            title, badge = beside
            rest = [Line(title_lines[0].no, badge, badge), *rest]
        elif len(title_lines) == 1 and (column := _venue_beside_title(title)):
            title, venue = column
            rest = [Line(title_lines[0].no, venue, venue), *rest]
    else:
        first = after[0].text if after else ""
        m = _TITLE_END.search(first)
        tail = first[m.end() :] if m else ""
        title = first[: m.start()] if m and years_in(tail) else first
        rest = after[1:]
        if m and years_in(tail):
            rest = [Line(after[0].no, tail, tail), *rest]
    pub = Publication(status=status or "published")
    margin = _MARGIN_YEAR.match(title)
    if margin:
        title = title[margin.end() :]
    pub.title = clean_title(title) or None
    pub.authors = author_names(who) or [_AUTHOR_MARKS.sub("", who).strip(" .")]
    venue = " ".join(html.unescape(ln.text) for ln in rest).strip(" .,")
    pub.venue = venue[:300] or None
    year = None
    for ln in rest:
        ys = years_in(ln.text)
        if ys:
            year = ys[-1]
            break
    badge = _venue_badge(title)
    tagged = years_in(badge["tag"]) if badge else []
    pub.year = (
        (int(margin.group(1)) if margin else year)
        or venue_year(venue)
        or (tagged[-1] if tagged else None)
        or entry.year
    )
    text = " ".join(ln.text for ln in entry.lines)
    pub.status = _status_named(text, status) or pub.status
    return pub


# A right-hand column of a few words beside a title ("Title | Phys. Rev. A", "| Arxiv").
_VENUE_COLUMN = re.compile(r"\s\|\s+([^|]{2,30})$")


def _venue_beside_title(title: str) -> tuple[str, str] | None:
    """(title, venue) of a title line that sets its venue in a right-hand column of four
    words at most, above its author line, else None; a left-hand column with a year is
    the venue's margin ("J. Lakes 2021 | Title"), read by _venue_margin."""
    m = _VENUE_COLUMN.search(title)
    head = title[: m.start()] if m else ""
    if m is None or len(m.group(1).split()) > 4 or len(head.split()) < 3 or years_in(head):
        return None
    return title[: m.start()].strip(), m.group(1).strip()


def _badge_beside_title(line: Line) -> tuple[str, str] | None:
    """(title, badge) of a line that sets a venue badge with its year beside an
    emphasised title ("LakeConf 2024 **Tidal Maps for Lakes**"), else None."""
    for span in line.emph:
        at = line.text.find(span)
        if at < 0 or len(span.split()) < 3:
            continue
        badge = (line.text[:at] + " " + line.text[at + len(span) :]).strip(" |-–·,.")
        if badge and len(badge.split()) <= 5 and (years_in(badge) or venue_year(badge)):
            return span, badge
    return None


def _author_list_broken_off(text: str) -> bool:
    """A line of names that breaks off at a comma or "and" ("A. Lee*, B. Wu*,"): the
    first part of the author list on the line below."""
    return bool(DANGLING.search(text.rstrip())) and bool(
        author_names(re.sub(r"(?:,|\band)\s*$", "", text.rstrip()))
    )


def _title_lines(before: list[Line]) -> list[Line]:
    """The lines of a title among those set above the authors: a heading or an
    emphasised line when there is one, else the lines after the last venue badge."""
    marked = [ln for ln in before if ln.level or (ln.emph and ln.emph[0] == ln.text.strip())]
    if marked:
        return marked[-1:]
    titles = [ln for ln in before if not _BADGE.search(ln.text) or len(ln.text.split()) > 6]
    if not titles:
        return [max(before, key=lambda ln: len(ln.text))]
    last = before.index(titles[-1])
    first = last
    while first > 0 and before[first - 1] in titles:
        first -= 1
    return before[first : last + 1]


# A venue badge set beside a title ("ICML 2024", "IEEE TMM", "Co-first Author").
_BADGE = re.compile(
    r"^\W*(?:[A-Z][\w&/-]*\s*|'?\d{2,4}\s*|\(\w+\)\s*){1,4}\W*$|(?i:author|contributor|oral|spotlight)"
)
_TITLE_MARKUP = re.compile(r"^(?:[\s\-–—•\]\[|*]+|\d{1,3}\.\s+|`[^`]{1,40}`)+|[\s*†‡]+$")


def _venue_badge(title: str) -> re.Match | None:
    """The venue's tag in brackets a title line opens with ("[ICML 2024] Title")."""
    tag = _TAG.match(title)
    return tag if tag and _BADGE.match(tag["tag"]) else None


def clean_title(title: str) -> str:
    """A title without the list marks, quotes and link labels around it."""
    t = html.unescape(title)
    t = re.sub(
        r"\s*\[(?:pdf|paper|code|link|slides|arxiv|bib|bibtex|video|project)\]", "", t, flags=re.I
    )
    if badge := _venue_badge(t):  # "[ICML 2024] Title": the venue's tag
        t = t[badge.end() :]
    t = _TITLE_MARKUP.sub("", t)
    return t.strip(' .,"“”')
