"""Rewrites of publication and award lists for the invariance probe
(scripts/perturb_corpus.py): numbered citations, the year or a venue tag first, quoted
titles, an award's date at its other end, lists without bullets.
"""

import itertools
import re

# Publication and award items: a top-level list item of a section with such a heading,
# with the lines that go on under it (indented or not) up to a blank line, a heading, an
# HTML line or the next item; an HTML comment's items stay.
_PUBLICATION_SECTION = re.compile(r"(?i)^#.*(publi|papers?\b|preprints?|articles|manuscripts)")
_AWARD_SECTION = re.compile(r"(?i)^#.*(award|honou?r|prizes?\b|fellowships?\b|scholarships?\b)")
_ITEM = re.compile(
    r"(?m)^([-*+]|\d{1,3}\.)[ \t]+(\S.*(?:\n(?![ \t]*$|[ \t]*[#<]|[-*+][ \t]|\d{1,3}\.[ \t]).*)*)"
)
_COMMENT = re.compile(r"(?s)<!--.*?-->")
_YEAR = re.compile(r"(?<![\w/.:=#-])((?:19|20)\d\d)(?![\w/-])")
# Where a year is no citation's year: a link's text or address, a URL, a quoted title.
_NOT_THE_YEAR = re.compile(r"\[[^\]\n]*\]\([^)\n]*\)|https?://\S+|\"[^\"\n]*\"|“[^”\n]*”")


def _section_items(text: str, section: re.Pattern, change) -> str:
    """Each item of a section whose heading `section` finds written as change(marker,
    item, its number in the section) returns (None keeps it)."""
    chunks, level, inside, at = [], 0, False, 0
    for heading in re.finditer(r"(?m)^(#{1,6})\s.*$", text + "\n# end"):
        body = text[at : heading.start()]
        chunks.append(_items(body, change) if inside else body)
        if section.search(heading[0]):
            level, inside = len(heading[1]), True
        elif len(heading[1]) <= level:
            inside = False
        at = heading.start()
    return "".join(chunks)


def _items(body: str, change) -> str:
    count = itertools.count(1)

    def write(item: re.Match) -> str:
        return change(item[1], item[2], next(count)) or item[0]

    out, at = [], 0
    for comment in _COMMENT.finditer(body):
        out.append(_ITEM.sub(write, body[at : comment.start()]) + comment[0])
        at = comment.end()
    return "".join(out) + _ITEM.sub(write, body[at:])


def _dedented(item: str) -> str:
    return re.sub(r"(?m)^[ \t]+", "", item)


def _citation_year(item: str) -> re.Match | None:
    """The last year of a citation outside its links, URLs and quoted title."""
    hidden = _NOT_THE_YEAR.sub(lambda m: "x" * len(m[0]), item)
    return next(reversed(list(_YEAR.finditer(hidden))), None)


def _year_first(marker: str, item: str, n: int) -> str | None:
    """ "2021. Authors. Title. Venue." or "(2021) ...": the citation's year at its start."""
    if not (year := _citation_year(item)):
        return None
    before, after = item[: year.start()].rstrip(" \t,"), item[year.end() :]
    rest = before + (after[1:] if before.endswith(".") and after.startswith(".") else after)
    return f"{marker} {year[1]}. {rest}" if n % 2 else f"{marker} ({year[1]}) {rest}"


# A venue's acronym as a citation names it: "(ICML 2021)", "(**TKDE**)", "*CVPR 2020*".
_ACRONYM = r"\**([A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:[/-][A-Z][A-Za-z]*)?)\**"
_VENUE = re.compile(rf"\({_ACRONYM}(?:[ \t,][^)\n]*)?\)|\*{_ACRONYM}[ \t]+(?:19|20)\d\d\*")


def _venue_tag(marker: str, item: str, n: int) -> str | None:
    """ "[ICML 2021] Authors. Title. Venue.": the venue and year as a tag before it."""
    venue, year = _VENUE.search(item), _citation_year(item)
    if not venue:
        return None
    acronym = venue[1] or venue[2]
    tag = f"{acronym} {year[1]}" if year else acronym
    return f"{marker} [{tag}] {item}"


# A title set in bold or as a link's text on an item's first line, four words at least
# and not in quotes already.
_TITLE = re.compile(r"\*\*([^*\n]+)\*\*|\[(?:\*\*)?([^\]*\n]+?)(?:\*\*)?\](\([^)\n]*\))")
_TITLE_WORDS = 4
_QUOTED = ('"{}"', "“{}”", "*{}*")


def _quoted_title(marker: str, item: str, n: int) -> str | None:
    """The title in quotes or in italics rather than in bold: "Title," *Venue*."""
    first = item.split("\n", 1)[0]
    title = next(
        (
            t
            for t in _TITLE.finditer(first)
            if len((t[1] or t[2]).split()) >= _TITLE_WORDS and (t[1] or t[2])[0] not in '"“'
        ),
        None,
    )
    if not title:
        return None
    form = _QUOTED[n % len(_QUOTED)]
    new = form.format(title[1]) if title[1] else f"[{form.format(title[2])}]{title[3]}"
    return f"{marker} {item[: title.start()]}{new}{item[title.end() :]}"


# An award's date at its start ("*2022.4* X", "``2019`` X", "2019: X") or at its end
# ("X, 2019", "X (2019)"), a year, a year and month or a range of years.
_AWARD_DATE = r"(?:19|20)\d\d(?:\.\d{1,2}|[ \t]*[–-][ \t]*(?:19|20)\d\d)?"
_LEADING_AWARD_DATE = re.compile(
    rf"^([*`]*)({_AWARD_DATE})\1[ \t]*[:：]?(?:[ \t]|&nbsp;)*([^\n]+?)([ \t]*<br/?>)?[ \t]*$"
)
_TRAILING_AWARD_DATE = re.compile(rf"^([^\n]+?)[ \t]*[,(][ \t]*({_AWARD_DATE})\)?[ \t.]*$")


def _award_date_moved(marker: str, item: str, n: int) -> str | None:
    """ "2019 Best Paper Award, ICSE" for "Best Paper Award, ICSE, 2019", and "Best Paper
    Award, ICSE, 2019" or "Best Paper Award (2019)" for the first."""
    if "\n" in item:
        return None
    if lead := _LEADING_AWARD_DATE.match(item):
        award, br = lead[3].rstrip(" ."), lead[4] or ""
        return f"{marker} {award}, {lead[2]}{br}" if n % 2 else f"{marker} {award} ({lead[2]}){br}"
    if trail := _TRAILING_AWARD_DATE.match(item):
        return f"{marker} {trail[2]} {trail[1]}"
    return None


LISTS_REWRITES = {
    # Publications as other CVs list them: numbered "[1] ", "[2] " rather than bulleted; the
    # year first ("2021. Authors. Title." or "(2021) ..."); the venue as a tag before the
    # citation ("[ICML 2021] Authors. Title."), as badge and "[C1]" CVs set it; the title in
    # quotes or in italics ("Title," *Venue*) rather than in bold or as a link's text.
    "pubs_numbered": lambda t: _section_items(
        t, _PUBLICATION_SECTION, lambda marker, item, n: f"[{n}] {item}"
    ),
    "pubs_year_first": lambda t: _section_items(t, _PUBLICATION_SECTION, _year_first),
    "pubs_venue_tag": lambda t: _section_items(t, _PUBLICATION_SECTION, _venue_tag),
    "pubs_quoted_title": lambda t: _section_items(t, _PUBLICATION_SECTION, _quoted_title),
    # Awards with their date at the other end: "2019 Best Paper Award, ICSE" for "Best Paper
    # Award, ICSE, 2019", and "Best Paper Award (2019)" for "2019 Best Paper Award".
    "awards_year_first": lambda t: _section_items(t, _AWARD_SECTION, _award_date_moved),
    # A printed CV's lists without bullets: each citation a paragraph of its own, each
    # award a line of its own.
    "pubs_unbulleted": lambda t: _section_items(
        t, _PUBLICATION_SECTION, lambda marker, item, n: f"\n{_dedented(item)}\n"
    ),
    "awards_unbulleted": lambda t: _section_items(
        t, _AWARD_SECTION, lambda marker, item, n: None if "\n" in item else f"{item}  "
    ),
}
