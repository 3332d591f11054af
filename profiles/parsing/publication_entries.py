"""Which lines of a publication list make one paper; used by publications.py.

Lists are written in a few shapes, and the shape decides where a paper starts:
- one bullet or number per paper ("- A. Lee. Title. Venue."), its wrapped or
  indented lines (and the author and venue lines a page sets under a bulleted
  title) belonging to it;
- one paper per block of lines with no bullets, set as a title line, an author
  line and a venue line in some order (homepage cards, Word CVs): each line that
  holds only an author list anchors one paper, and the lines around it are shared
  out between it and its neighbours in the order the first paper shows;
- citations that run on over several lines without bullets ("Lee, A., & Wu, B.
  (2021). Title ..."): each line that opens with an author list starts a paper.
Lines that only group the list ("Journal Papers", "2024", "Under review:") are
labels, and links left alone on a line ("[PDF] [Code]") say nothing.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
from dataclasses import dataclass, field

from .publication_authors import (
    CITED_YEAR,
    DANGLING,
    is_author_line,
    leading_authors,
    sole_author,
)
from .text import Line

# A line that only groups the list: a year, "Journal Papers", "Under review:".
_YEAR_LABEL = re.compile(r"^\(?((?:19|20)\d\d)\s*年?\)?\s*[-–:：]?$")
_GROUP_WORDS = re.compile(
    r"(?i)\b(?:journals?|conferences?|proceedings|workshops?|preprints?|papers?|"
    r"publications?|articles?|chapters?|books?|theses|thesis|manuscripts?|submissions?|"
    r"under review|in review|in preparation|working papers?|refereed|peer[- ]reviewed|"
    r"submitted|accepted|published|selected|others?|surveys?|patents?)\b"
    r"|期刊|会议|论文|在投|已发表|录用|专利|综述"
)
# Link labels a page sets beside a paper ("[PDF] [Code]", "Download", "Project Page"),
# and the marks between them.
_LINK_LABELS = (
    r"\[[^\]]{0,30}\]|\b(?:pdf|code|paper|slides?|video|poster|bibtex|abstract|"
    r"presentation|recording|tool|artifacts?|repo(?:sitory)?|"
    r"project(?: page)?|website|download|link|github|arxiv|doi|html|dataset|demo|talk|"
    r"blog|media|press|supplementary|appendix)\b|&nbsp;"
)
_LINK_MARKS = r"[-|/•·:,.\s]"
_LINK_WORDS = re.compile(rf"(?i){_LINK_LABELS}|{_LINK_MARKS}")
# The labels a citation's line ends with ("... 2025 (1): 185-196. -Link-, -PDF-").
_LINK_TAIL = re.compile(rf"(?i)(?:{_LINK_MARKS}*(?:{_LINK_LABELS}))+{_LINK_MARKS}*$")


def year_label(text: str) -> int | None:
    m = _YEAR_LABEL.match(text.strip())
    return int(m.group(1)) if m else None


_NOT_A_WORD = re.compile(r"[^\w\u4e00-\u9fff]")


# A whole word of three letters or digits or more, in ASCII.
_ASCII_WORD = re.compile(r"(?<!\w)[A-Za-z0-9_]{3,}(?!\w)")
# Words _LINK_WORDS takes out only beside others: "Project Page", "&nbsp;".
_LINK_WORDS_IN_PHRASES = ("page", "nbsp")


@functools.lru_cache(maxsize=8192)
def is_noise(text: str) -> bool:
    """Links or markers alone on a line say nothing about a paper."""
    if "[" not in text and any(map(_says_something, _ASCII_WORD.finditer(text))):
        return False
    return len(_NOT_A_WORD.sub("", _LINK_WORDS.sub("", text))) < 3


def _says_something(word: re.Match) -> bool:
    """A whole ASCII word that no _LINK_WORDS match takes out, outside brackets: its three
    letters or more stay, and the line is no noise, which is_noise then knows without
    taking the labels out of the whole line, a scan that tries each label at every word."""
    return not _LINK_WORDS.fullmatch(word[0]) and word[0].lower() not in _LINK_WORDS_IN_PHRASES


def is_note(text: str) -> bool:
    """A line about the list, not in it: what the marks mean ("* denotes equal
    contribution", "C=Conference, J=Journal"), where the full list is ("See all
    publications on Google Scholar"), when the page was last updated."""
    if _STAMP.search(text):
        return True  # "Last updated: April 2025", "Page generated 2022-09-27 by jemdoc"
    if len(text) > 200 or _HAS_YEAR.search(text):
        return False
    return bool(
        (_MEANS.search(text) and _MARK_TOPIC.search(text))
        or _LEGEND.match(text)
        or _ELSEWHERE.search(text)
        or re.match(r"(?i)\W*notes?\b", text)
        or _TALLY.search(text)
    )


_MEANS = re.compile(
    r"(?i)\b(?:denotes?|indicates?|stands? for|means?|marks?|marked (?:with|by)|refers? to|"
    r"underlined|in bold|bold(?:ed|face)|italici[sz]ed|highlighted)\b|"
    r"^\W{0,3}[*†‡#§⋆∗]"
)
_MARK_TOPIC = re.compile(
    r"(?i)equal(?:ly)?|co-?first|correspond|contribut|alphabetical|student|supervis|mentee"
)
# A stamp opens the line or one of its cells ("Ann Lee | Last updated: May 2025", a page's
# footer: "Ann Lee | Latest version: https://... | 2025").
_STAMP = re.compile(
    r"(?i)(?:^|\s\|\s*)\W*(?:(?:last|latest)\s+(?:updated|modified|version)|updated\s*(?:on\b|:)|"
    r"page generated|generated (?:on|by))"
)
# A tally of the list or of its citations ("12 journal articles, 9 conference papers",
# "Citations: 1,204; h-index: 14").
_TALLY = re.compile(
    r"(?i)\bh-?index\b|\bi10-index\b|\bcitations?\s*[:：]|^\W*(?:total\W*)?\d+\s+"
    r"(?:(?:peer[- ]reviewed|refereed|first[- ]author|published)\s+)?"
    r"(?:journal|conference|papers|articles|publications|preprints)\b"
)
_LEGEND = re.compile(r"^(?:\s*[A-Z]{1,2}\s*=\s*[A-Z][\w ]+,?){2,}")
_ELSEWHERE = re.compile(
    r"(?i)google scholar|\bfull (?:publication )?list|complete list|"
    r"\b(?:see|find|visit)\b.{0,40}\bpublications"
)


@dataclass
class Entry:
    """The lines of one paper, and what the list said about them."""

    lines: list[Line]
    authors_at: int | None = None  # index in ``lines`` of a line holding only authors
    year: int | None = None  # from a year label above the paper ("2024")
    status: str | None = None  # from a label above it ("Under review")
    names: list[str] = field(default_factory=list)


# A note in brackets after a group's label ("Journal Papers (newest first)", "(12)"); one
# with a year is a venue's ("Journal of Lakes (2020)").
_LABEL_NOTE = re.compile(r"(?<=\S)\s*[(（](?![^()（）]*(?:19|20)\d\d)[^()（）]*[)）]$")


def _is_label(ln: Line, nxt: Line | None, prev: Line | None = None) -> bool:
    text = ln.text.strip()
    if text.startswith("(") and prev is not None and prev.no + 1 == ln.no and not prev.level:
        return False  # "... Lake College" / "(2015)": the item's year, wrapped onto a line
    if year_label(text):
        return True
    text = _LABEL_NOTE.sub("", text)
    if (
        prev is not None
        and prev.no + 1 == ln.no
        and _HAS_YEAR.search(text)
        and len(text.split()) > 3
        and is_author_line(prev.text)
    ):
        return False  # "A. Lee, B. Wu" / "**Conference on X (CX), 2025**": its venue
    if (
        prev is not None
        and prev.no + 1 == ln.no
        and _ONE_WORKS_KIND.match(text)
        and is_author_line(prev.text)
    ):
        return False  # "A. Lee, B. Wu" / "Master Thesis": one paper's venue, no group's
    if nxt is not None and is_author_line(nxt.text):
        return False  # a heading set over the authors is the paper's title
    if _sole_author_under_title(ln, text, prev):
        return False
    if text.endswith((":", "：")) and len(text) < 60:
        return True
    words = len(text.split())
    if ln.level and (words <= 5 or _GROUP_WORDS.search(text)):
        return True
    if ln.bullet or re.search(r"\d|:.", text) or not _GROUP_WORDS.search(text):
        return False
    if len(text) < 40 and words <= 5:
        return True  # "Journal Papers", "Selected Preprints"
    # "PROCEEDINGS OF PEER-REVIEWED CONFERENCES AND JOURNALS", "Refereed Journal Articles"
    return len(text) < 70 and (text.isupper() or bool(_GROUP_WORDS.search(text.split()[-1])))


_HAS_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# What one work is, said in the singular ("Master Thesis", "Preprint", "Under Review"):
# a paper's venue or status; a group's label names its papers in the plural.
_ONE_WORKS_KIND = re.compile(
    r"(?i)^(?:(?:master'?s?|bachelor'?s?|ph\.?\s?d\.?|doctoral|senior|undergraduate|"
    r"honou?rs)\s+)?(?:thesis|dissertation)$|^(?:arxiv\s+)?preprint$|"
    r"^(?:under review|in submission|submitted|accepted|in press|in preparation)$"
)


def _sole_author_under_title(ln: Line, text: str, prev: Line | None) -> bool:
    """A bold name right under a title of three words or more ("Seasonal Winds over
    Harbours" / "**Ada Quinn**"): a single-author paper's author, no group's label."""
    return (
        prev is not None
        and prev.no + 1 == ln.no
        and len(prev.text.split()) >= 3
        and sole_author(text)
        and not _GROUP_WORDS.search(text)
    )


def label_status(text: str) -> str | None:
    low = text.lower()
    if re.search(_UNDER_REVIEW, low):
        return "under_review"
    if re.search(r"published|accepted|journal|conference|已发表|发表", low):
        return "published"
    if re.search(r"arxiv|preprint", low):
        return "preprint"
    return None


_UNDER_REVIEW = (
    r"under review|under submission|in submission|submitted|in review|working papers?|"
    r"in preparation|在投|审稿|投稿|已投"
)


# Wiki-style markup some homepage generators (jemdoc) leave in the text: "[url Title]"
# links, "\\n" line breaks, ". " opening an item of a numbered list.
_WIKI_LINK = re.compile(r"\\?\[(?:https?://|www\.|\S+\.html?\b)\S*\s+([^\]]+)\\?\]")
_WIKI_ITEM = re.compile(r"^\.\s+(?=\S)")
# A paper's number in its kind's series, unbracketed ("J2. A. Lee, ...", "RC1. | A. Lee"):
# an item of a numbered list, as "[J2]" and "2." are.
_SERIES_ITEM = re.compile(r"^[A-Z]{1,3}\d{1,3}[.:)]\s+(?:\|\s+)?(?=\S)")
# A paper's number set in a margin column of its own ("4 | A. Lee, B. Wu. Title"): an
# item of a numbered list too.
_MARGIN_NUMBER = re.compile(r"^[\[(]?\d{1,3}[.\])]?\s+\|\s+(?=\S)")


def _readable(ln: Line) -> Line:
    """``ln`` with wiki-style links and markers read as a visitor sees them."""
    if ln.text[:1].isupper() and (item := _SERIES_ITEM.match(ln.text)):
        return dataclasses.replace(ln, text=ln.text[item.end() :], bullet=True)
    if ln.text[:1].isdigit() and (item := _MARGIN_NUMBER.match(ln.text)):
        return dataclasses.replace(ln, text=ln.text[item.end() :], bullet=True)
    if not ln.text or not ("[" in ln.text or "\\n" in ln.text or ln.text.startswith(". ")):
        return ln
    text = _WIKI_LINK.sub(r"\1", ln.text).replace("\\n", " ")
    item = _WIKI_ITEM.match(text)
    text = " ".join(text[item.end() if item else 0 :].split())
    return dataclasses.replace(ln, text=text, bullet=ln.bullet or bool(item))


def group_entries(lines: list[Line]) -> list[Entry]:
    """The papers of a publication section, each with its lines."""
    lines = [_readable(ln) for ln in lines if not ln.text.startswith(("©", "(c)", "Copyright"))]
    content = [ln for ln in lines if ln.text and not (is_noise(ln.text) or is_note(ln.text))]
    runs: list[tuple[Line | None, list[Line]]] = [(None, [])]
    for i, ln in enumerate(content):
        nxt = content[i + 1] if i + 1 < len(content) else None
        if _is_label(ln, nxt, content[i - 1] if i else None):
            runs.append((ln, []))
        else:
            runs[-1][1].append(ln)
    authors = {ln.no for ln in content if is_author_line(ln.text)}
    heads = sum(1 for ln in content if ln.no not in authors and leading_authors(ln.text))
    anchored = len(authors) >= 2 and len(authors) >= heads
    out: list[Entry] = []
    year = status = None
    orientation: list[int] = []
    for label, run in runs:
        if label is not None:
            year = year_label(label.text)
            status = label_status(label.text) or status
        if not run:
            continue
        anchors = [i for i, ln in enumerate(run) if ln.no in authors]
        bullets = [i for i, ln in enumerate(run) if ln.bullet]
        # Bullets open the papers when the list starts with one (after a line of
        # introduction at most) and there are as many as author lines, the first author
        # line at or after the first bullet; bullets under unbulleted papers describe them.
        opens = bullets and (bullets[0] == 0 or (len(bullets) >= 2 and bullets[0] == 1))
        if opens and (not anchors or (bullets[0] <= anchors[0] and len(bullets) >= len(anchors))):
            entries = _bullet_entries(lines, run)  # bullets open the papers, not descriptions
        elif _dated_bullets_after(run, anchors, bullets):
            cut = bullets[0]  # papers set as cards, then a list of dated citations
            entries = _anchored_entries(run[:cut], anchors, orientation)
            entries += _bullet_entries(lines, run[cut:])
        elif anchors and (anchored or not any(_opens_citation(ln, authors) for ln in run)):
            # A lone paper set as title / authors / venue is anchored on its authors too.
            entries = _blocks_of_one_paper(run, anchors, _blanks_above(lines))
            if not entries:
                entries = _anchored_entries(run, anchors, orientation)
                entries = [part for e in entries for part in _set_apart(e, _blanks_above(lines))]
        elif anchored:
            # Among papers set with author lines, a group without one is a paper only
            # when it cites like one (a topic or a patent group under the list is not).
            entries = _cited_entries(run) or [
                e
                for e in _plain_entries(lines, run)
                if any(_HAS_YEAR.search(x.text) or sole_author(x.text) for x in e.lines)
            ]
        else:
            entries = _cited_entries(run) or _plain_entries(lines, run)
        for e in entries:
            e.year, e.status = year, status
        out.extend(entries)
    return out


def _dated_bullets_after(run: list[Line], anchors: list[int], bullets: list[int]) -> bool:
    """Papers set as title / authors / venue, then a bulleted list of papers each with its
    year: the bullets after the last author line open papers of their own (bullets that
    describe a paper do not each carry a year)."""
    return (
        bool(anchors)
        and len(bullets) >= 2
        and bullets[0] > anchors[-1]
        and all(_HAS_YEAR.search(run[i].text) for i in bullets)
    )


def _opens_citation(ln: Line, authors: set[int]) -> bool:
    return ln.no not in authors and leading_authors(ln.text) is not None


# A line that an arrow opens ("→ Genome annotation"): a note on the paper above it.
_ARROW = re.compile(r"^\s*[→⇒➔➜↳]")


def _bullet_entries(lines: list[Line], run: list[Line]) -> list[Entry]:
    """One paper per bullet; the lines after a bullet are its own (its wrapped lines,
    its authors and venue set under it), unless one opens a new citation, or follows a
    blank line under a citation that already has its year."""
    blanks = _blanks_above(lines)
    out: list[Entry] = []
    for ln in run:
        cur = out[-1] if out else None
        starts = ln.bullet or cur is None
        if (
            not starts
            and leading_authors(ln.text)
            and not DANGLING.search(cur.lines[-1].text)
            and not _wraps_on(cur)
        ):
            starts = cur.authors_at is not None or any(leading_authors(x.text) for x in cur.lines)
        if not starts and blanks[ln.no] > blanks[cur.lines[-1].no] and not _ARROW.match(ln.text):
            starts = any(_HAS_YEAR.search(x.text) for x in cur.lines)
        if starts:
            out.append(Entry(lines=[ln]))
            cur = out[-1]
        else:
            cur.lines.append(ln)
        if cur.authors_at is None and len(cur.lines) > 1 and is_author_line(ln.text):
            cur.authors_at = len(cur.lines) - 1
    return out


def _blanks_above(lines: list[Line]) -> dict[int, int]:
    """Line number -> how many blank lines come before it: two lines are adjacent when
    they have the same count."""
    out: dict[int, int] = {}
    count = 0
    for ln in lines:
        count += ln.blank
        out[ln.no] = count
    return out


def _lines_before(run: list[Line], anchors: list[int]) -> int:
    """How many lines a paper sets before its authors: as many as the first paper does,
    unless its title wraps; where every gap between two author lines is as long and the
    last paper sets lines after its authors (a venue), the gap less those lines."""
    gaps = {b - a - 1 for a, b in itertools.pairwise(anchors)}
    after = len(run) - anchors[-1] - 1
    if len(gaps) == 1 and 0 < after < (gap := gaps.pop()) <= anchors[0]:
        return gap - after
    return anchors[0] - _introduction(run[: anchors[0]])


def _introduction(above: list[Line]) -> int:
    """How many of the lines above the first paper introduce the list: up to the last
    sentence among them ("I work on ... . Representative papers are listed below."), as
    no title of a paper reads (twelve words or more, most in lower case, a full stop)."""
    for k in range(len(above), 0, -1):
        words = above[k - 1].text.split()
        if (
            len(words) >= _SENTENCE_WORDS
            and above[k - 1].text.rstrip().endswith((".", "。"))
            and sum(w[:1].islower() for w in words) * 2 > len(words)
        ):
            return k
    return 0


_SENTENCE_WORDS = 12


def _anchored_entries(run: list[Line], anchors: list[int], orientation: list[int]) -> list[Entry]:
    """Papers anchored on their author lines. The lines the first paper sets before its
    authors (a title, a venue badge) say how many lines of each gap between two author
    lines open the next paper; the others close the paper before. Sentences that
    introduce the list above the first paper are none of its lines."""
    if not orientation:
        orientation.append(_lines_before(run, anchors))
    before = orientation[0]
    out: list[Entry] = [] if before else _plain_entries(run, run[: anchors[0]])
    start = _introduction(run[: anchors[0]]) if before else anchors[0]
    for k, a in enumerate(anchors):
        if k + 1 == len(anchors):
            end = len(run)
        elif before:
            end = anchors[k + 1] - min(before, anchors[k + 1] - a - 1)
        else:
            end = anchors[k + 1]
        pure = is_author_line(run[a].text)
        out.append(Entry(lines=run[start:end], authors_at=a - start if pure else None))
        start = end
    return out


def _blocks_of_one_paper(
    run: list[Line], anchors: list[int], blanks: dict[int, int]
) -> list[Entry]:
    """Papers set apart by blank lines, each block with exactly one author line (a title
    or an author list wrapped over two lines: "Title of a Long" / "Paper   Venue" /
    "A. Lee, B. Wu,"/ "C. Tan"), one a block; else [] (two blocks at least)."""
    blocks = [list(g) for _, g in itertools.groupby(run, key=lambda ln: blanks[ln.no])]
    at = {run[a].no for a in anchors}
    if len(blocks) < 2 or any(sum(ln.no in at for ln in b) != 1 for b in blocks):
        return []
    out = []
    for block in blocks:
        k = next(i for i, ln in enumerate(block) if ln.no in at)
        out.append(Entry(lines=block, authors_at=k if is_author_line(block[k].text) else None))
    return out


def _set_apart(entry: Entry, blanks: dict[int, int]) -> list[Entry]:
    """A paper anchored on its author line, then blocks of lines a blank line sets apart
    before the next author line: a block of two lines or more is a paper of its own
    whose authors went unread ("Title; Venue" / "A.G Lee"), a lone line or a bulleted
    block runs on the one above (a note, an abstract)."""
    if entry.authors_at is None:
        return [entry]
    block = [blanks[ln.no] for ln in entry.lines]
    if block[entry.authors_at] != block[0]:
        return [entry]  # the paper's own lines parted by a blank line: no list of blocks
    out = [Entry(lines=[], authors_at=entry.authors_at)]
    for count, group in itertools.groupby(entry.lines, key=lambda ln: blanks[ln.no]):
        group = list(group)
        if count != block[0] and len(group) >= 2 and not group[0].bullet:
            out.append(Entry(lines=group))
        else:
            out[-1].lines.extend(group)
    return out


# A run of citations this long where every line holds a year is one citation a line.
_WHOLE_LINES = 3


def _cited_entries(run: list[Line]) -> list[Entry]:
    """Citations without bullets: a line opening with an author list starts a paper
    (unless the line before breaks off mid-list); the others run on. When each such
    line comes under a title of its own ("Title" / "A. Lee, B. Wu. Venue, 2020."),
    the title opens the paper. Where each line of a few holds a year, each is a paper."""
    heads = [i for i, ln in enumerate(run) if leading_authors(ln.text) or is_author_line(ln.text)]
    if len(heads) < 2:
        return []
    if len(run) >= _WHOLE_LINES and all(_HAS_YEAR.search(ln.text) for ln in run):
        return [Entry(lines=[ln]) for ln in run]  # a paper gives its year once: one a line
    if heads[0] > 0 and all(_reads_as_title(run[i - 1].text) for i in heads):
        return _anchored_entries(run, heads, [1])
    out: list[Entry] = []
    for i, ln in enumerate(run):
        last = _LINK_TAIL.sub("", out[-1].lines[-1].text) if out else ""
        opens = i in heads and not (DANGLING.search(last) or _BROKEN_NAME.search(last))
        if not out or opens or _whole_citations(last, ln.text):
            out.append(Entry(lines=[ln]))
        else:
            out[-1].lines.append(ln)
    return out


def _whole_citations(last: str, text: str) -> bool:
    """Two lines that each end with a paper's year are two citations, whatever the second
    opens with (a sole author, "Lee A., Title, Venue, 2022."): a paper gives its year once."""
    return bool(_ENDS_WITH_YEAR.search(last.strip()) and _ENDS_WITH_YEAR.search(text.strip()))


def _wraps_on(entry: Entry) -> bool:
    """A citation cut off at the end of a full line ("A. Lee, B. Wu. Title of the
    Paper Through" / "Iterative Sampling and Refinement. Venue 2023."): one line, no year
    yet, no closing stop; the next line is its own even where it reads like names."""
    last = entry.lines[-1].text.rstrip()
    return (
        len(entry.lines) == 1
        and len(last) >= 70
        and not _HAS_YEAR.search(last)
        and not last.endswith((".", "?", "!", ")", "]", "”", '"'))
    )


# A line that breaks off inside a name ("..., T. Kim, S. C." / "Park, Y. Park, ..."): a
# citation never ends with a bare initial.
_BROKEN_NAME = re.compile(r"(?:^|[\s,])[A-Z]\.$")


# A year set in a right-hand column beside a title ("Title of a Paper | 2024").
_YEAR_COLUMN = re.compile(r"\s\|\s+(?:\w+\.?\s+)?(?:19|20)\d\d\s*$")


def _reads_as_title(text: str) -> bool:
    """A line that could be a title, not the end of a citation (its year, its DOI); a
    year in a column beside it is the title's ("Title | 2024")."""
    t = _YEAR_COLUMN.sub("", text.strip())
    return not (_HAS_YEAR.search(t) or t.endswith(".") or "://" in t or "doi" in t.lower())


def _describes(text: str, cited: list[Line]) -> bool:
    """A sentence under a whole citation (its year given) that says what the paper did:
    no year, no authors, words in lower case, a full stop at the end."""
    words = text.split()
    return (
        len(words) >= 6
        and text.rstrip().endswith((".", "。"))
        and sum(w[:1].islower() for w in words) * 2 >= len(words)
        and not _HAS_YEAR.search(text)
        and leading_authors(text) is None
        and any(_HAS_YEAR.search(x.text) or _VENUE_YEAR.search(x.text) for x in cited)
    )


_VENUE_YEAR = re.compile(r"\b[A-Z]{2,}[\s']?\d{2}\b")  # "CVPR2022", "MM19", "ICML'24"


def _plain_entries(lines: list[Line], run: list[Line]) -> list[Entry]:
    """Any other list: one paper per blank-separated block when blocks hold a few lines
    each (title / authors / venue), else lines joined while one runs on into the next
    (a line ending in ",", a next line in lower case or indented under it)."""
    keep = {ln.no for ln in run}
    section = [ln for ln in lines if ln.no in keep or ln.blank]
    blocks: list[list[Line]] = [[]]
    for ln in section:
        if ln.blank or (_opens_item(ln, blocks[-1]) and ln.no in keep):
            blocks.append([])
        if ln.no in keep:
            blocks[-1].append(ln)
    blocks = [b for b in blocks if b]
    if len(blocks) >= 2 and sum(len(b) for b in blocks) / len(blocks) >= 2:
        return [Entry(lines=part) for b in blocks for part in _by_year_ends(b)]
    blank_before = _blanks_above(lines)
    groups: list[list[Line]] = []
    for ln in run:
        prev = groups[-1][-1] if groups else None
        last = prev.text if prev else ""
        wrapped = (
            re.search(r"[,;:\-–]$|\b(?:and|of|the|for|in|on|with|a|an|to)$", last)
            or _BROKEN_NAME.search(last)  # "..., T. Kim, S. C." / "Park, Y. Lee, ..."
            or ln.text[:1].islower()
            or (groups and ln.indent > groups[-1][0].indent)  # a hanging indent
            or sole_author(ln.text)  # the author under a title
            or CITED_YEAR.match(ln.text)  # "(2021). Title" after its authors
        )
        adjacent = prev is not None and blank_before[ln.no] == blank_before[prev.no]
        wrapped = wrapped and not _opens_item(ln, groups[-1] if groups else [])
        if (adjacent and wrapped) or (groups and _describes(ln.text, groups[-1])):
            groups[-1].append(ln)
        else:
            groups.append([ln])
    out = [Entry(lines=g) for g in groups]
    for e in out:
        at = [i for i, ln in enumerate(e.lines) if i and sole_author(ln.text)]
        if len(e.lines) > 1 and at:
            e.authors_at = at[0]
    return out


def _opens_item(ln: Line, above: list[Line]) -> bool:
    """A bulleted line where the lines above open with a bullet, not indented under it: an
    item of their list, whatever the line before ends with (bullets under an unbulleted
    paper describe it)."""
    return ln.bullet and bool(above) and above[0].bullet and ln.indent <= above[0].indent


# A line that ends with its paper's year ("Title. Venue, 2021.", "... (CHI) 2014。").
_ENDS_WITH_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d[a-z]?\)?\s*[.。]?$")


def _by_year_ends(block: list[Line]) -> list[list[Line]]:
    """A block of lines as its papers: one paper gives its year once, so a block where
    two lines or more end with a year holds a whole citation on each (the blank lines
    of the list fall between groups of papers, not between papers)."""
    ends = [i for i, ln in enumerate(block) if _ENDS_WITH_YEAR.search(ln.text.strip())]
    if len(ends) < 2:
        return [block]
    parts = [block[a + 1 : b + 1] for a, b in itertools.pairwise([-1, *ends])]
    parts[-1] = parts[-1] + block[ends[-1] + 1 :]
    return [p for p in parts if p]
