"""Rewrites of a CV's surface for the invariance probe (scripts/perturb_corpus.py): how
other CVs write its dates (09/2019, 2019.09, 2019年9月, Sept., "to" ranges, dates first),
its headings (capitals, plain, bold or colon lines) and its markup (bullets, links, bold).
"""

import re

from cv_renderings import RANGE

_MONTH = r"\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+((?:19|20)\d\d)\b"
_MONTHS = "January February March April May June July August September October November December"
# A bullet or heading line that ends with its date range: "- PhD, X University, 2019 – Now".
_ENDING_RANGE = re.compile(
    rf"(?m)^([ \t]*(?:[-*+]|#{{1,4}})[ \t]+)([^\n]*?[^\s,|(–—-])[ \t,|(]*({RANGE})\)?[ \t]*$"
)
_HEADING = r"(?m)^#{1,4}\s+(.+?)\s*#*$"


def _month_number(m: re.Match) -> int:
    return [name[:3] for name in _MONTHS.split()].index(m.group(1)) + 1


def _ap_month(m: re.Match) -> str:
    """A month as AP style writes it: "Sept.", "Aug.", "March" (five letters or fewer whole)."""
    name = _MONTHS.split()[_month_number(m) - 1]
    return name if len(name) <= 5 else ("Sept." if name == "September" else name[:3] + ".")


SURFACE_REWRITES = {
    "month_numbers": lambda t: re.sub(_MONTH, lambda m: f"{_month_number(m):02d}/{m[2]}", t),
    "dotted_months": lambda t: re.sub(_MONTH, lambda m: f"{m[2]}.{_month_number(m):02d}", t),
    "long_months": lambda t: re.sub(
        _MONTH, lambda m: f"{_MONTHS.split()[_month_number(m) - 1]} {m[2]}", t
    ),
    "hyphens": lambda t: re.sub(r"\s*[–—]\s*", " - ", t),
    # Within a line (a dash that ends a list item's line is not a range's), and not
    # inside a link's address.
    "range_to": lambda t: re.sub(
        r"\]\([^)\s]*\)|(?<=\d)[ \t]*[–—-]{1,2}[ \t]*(?=\d|[A-Z][a-z]|[Pp]resent|[Nn]ow)",
        lambda m: m[0] if m[0].startswith("]") else " to ",
        t,
    ),
    "present_now": lambda t: re.sub(r"\bPresent\b", "Now", t),
    "upper_headings": lambda t: re.sub(r"(?m)^(#{1,4}\s+)(.+)$", lambda m: m[1] + m[2].upper(), t),
    "plain_headings": lambda t: re.sub(_HEADING, r"\n\1\n", t),
    "bold_headings": lambda t: re.sub(_HEADING, r"\n**\1**\n", t),
    "colon_headings": lambda t: re.sub(_HEADING, r"\n\1:\n", t),
    "bullets": lambda t: re.sub(r"(?m)^(\s*)[-*+]\s+", "\\1• ", t),
    # A link's text stays; an address that was only in a mailto link is written out.
    "unlinked": lambda t: re.sub(
        r"\[([^\]]+)\]\((?:mailto:([^)]+)|[^)]+)\)",
        lambda m: f"{m[1]}: {m[2]}" if m[2] else m[1],
        t,
    ),
    "unbolded": lambda t: re.sub(r"\*\*([^*\n]+)\*\*", r"\1", t),
    "professor": lambda t: re.sub(r"\bProf\.\s+", "Professor ", t),
    # Date styles of other CVs: "2019年9月", "Sept. 2019" (AP style), and the dates that end an
    # entry's line written at its start instead ("- 2019 – 2023, PhD, X University").
    "zh_months": lambda t: re.sub(_MONTH, lambda m: f"{m[2]}年{_month_number(m)}月", t),
    "ap_months": lambda t: re.sub(_MONTH, lambda m: f"{_ap_month(m)} {m[2]}", t),
    "dates_first": lambda t: re.sub(_ENDING_RANGE, r"\1\3, \2", t),
}
