"""Rewrites of education and experience entries for the invariance probe
(scripts/perturb_corpus.py): the shapes other CVs give the same entry (dates in
parentheses, on a line of their own, above it; the organisation first, on its own line,
as a label; "Role at Place"; roles grouped under their place).
"""

import re

from cv_renderings import RANGE

# An education or experience entry whose date range leads or ends its list item, heading
# or short line: "- *2019.09 - 2024.06*, Ph.D., X University, City.", "### PhD (2021-Present)".
_ENTRY_SECTION = re.compile(
    r"(?i)educat|experience|employment|positions?\b|appointment|career|intern"
)
_ENTRY_RANGE = rf"{RANGE}(?:[ \t]*\((?:[Ee]xpected|[Nn]ow)\))?"
_LEADING_DATES = re.compile(rf"^\*?({_ENTRY_RANGE})\*?[ \t]*,?[ \t]*(.+?)[ \t.]*$")
_TRAILING_DATES = re.compile(rf"^(.*?[^\s,|(–—-])[ \t,|(–—-]*\(?({_ENTRY_RANGE})\)?[ \t.]*$")
_ITEM_OR_HEADING = re.compile(r"^([ \t]*)(?:([-*+]|#{1,6})[ \t]+)?(.*)$")
_SHORT_LINE = 100  # a plain line this long at most is an entry's, not a sentence's
# A part of an entry that names an organisation rather than a degree or a role.
_ORGANISATION = re.compile(
    r"(?i)universit|college|institut|school|academy|laborator|\blab\b|centre|center"
    r"|hospital|\binc\b|corporation|company|gmbh|\bltd\b"
)


def _entry(line: str) -> tuple[str, str, str, str] | None:
    """(lead, indent of a line going on, what, dates) of an entry line whose dates lead or
    end it; the lead is its indent and its bullet or heading marker."""
    m = _ITEM_OR_HEADING.match(line)
    if not m[2] and (len(line) > _SHORT_LINE or line.lstrip()[:1] in "|<"):
        return None
    found = _LEADING_DATES.match(m[3]) or _TRAILING_DATES.match(m[3])
    if not found:
        return None
    what, dates = (found[2], found[1]) if found.re is _LEADING_DATES else (found[1], found[2])
    lead = f"{m[1]}{m[2]} " if m[2] else m[1]
    going_on = m[1] + " " * (len(m[2]) + 1) if m[2] and m[2] in "-*+" else m[1]
    return lead, going_on, what, dates


def _section_lines(text: str, section: re.Pattern, change) -> str:
    """Each line of a section whose heading `section` finds written as change(line)
    returns (None keeps the line, and a heading it keeps opens or closes a section); lines
    of an HTML comment stay."""
    out, level, inside, comment = [], 0, False, False
    for line in text.split("\n"):
        heading = re.match(r"^(#{1,6})\s", line)
        new = change(line) if inside and not comment and "<!--" not in line else None
        comment = (comment or "<!--" in line) and "-->" not in line
        if heading and new is None:
            if section.search(line):
                level, inside = len(heading[1]), True
            elif len(heading[1]) <= level:
                inside = False
        out.append(line if new is None else new)
    return "\n".join(out)


def _entry_lines(text: str, shape) -> str:
    """Each entry line of an education or experience section written as shape(lead,
    indent going on, what, dates) returns (None keeps the line)."""
    return _section_lines(
        text, _ENTRY_SECTION, lambda line: shape(*entry) if (entry := _entry(line)) else None
    )


# A labelled note after the place ("…, Wuhan, China. GPA: 3.9/4.0"): it stays last.
_NOTE = re.compile(r"\.\s+(?=[A-Z][\w .]*:)")


def _split(what: str) -> tuple[str, str, str] | None:
    """(degree or role, organisation and place, a note after them) of an entry that names
    its degree or role first, or None when it does not."""
    what, _, note = _NOTE.sub("\n", what.replace("<br>", ""), count=1).partition("\n")
    parts = [p.strip() for p in re.split(r",(?![^(]*\))", what)]
    first = next((i for i, p in enumerate(parts) if _ORGANISATION.search(p)), 0)
    note = f". {note}" if note else ""
    return (", ".join(parts[:first]), ", ".join(parts[first:]), note) if first else None


def _two_lines(lead: str, on: str, what: str, dates: str) -> str | None:
    """A paragraph of two lines: the organisation, then the degree or role and the dates
    (an entry that does not name its role first stays one line, a paragraph as well)."""
    indent = lead[: len(lead) - len(lead.lstrip())]
    if not (split := _split(what)):
        return f"\n{indent}{what}, {dates}\n"
    role, where, note = split
    return f"\n{indent}{where}\n{indent}{role}, {dates}{note}\n"


def _reordered(form: str):
    """An entry line rewritten with its role and organisation in another order: `form`
    places "{role}" and "{where}" ("{where} — {role}"); the dates and any note follow."""

    def write(lead: str, on: str, what: str, dates: str) -> str | None:
        if not (split := _split(what)):
            return None
        role, where, note = split
        return f"{lead}{form.format(role=role, where=where)}, {dates}{note}"

    return write


def _grouped_by_place(text: str) -> str:
    """Each list item an item of its place: "- X University" / "  - PhD, 2019 – 2024", the
    items of consecutive entries at one place under one place line."""
    last = [""]

    def shape(lead: str, on: str, what: str, dates: str) -> str | None:
        split = _split(what) if lead.strip() in ("-", "*", "+") else None
        if not split:
            last[0] = ""
            return None
        role, where, note = split
        item = f"{on}{lead.strip()} {role}, {dates}{note}"
        if where == last[0]:
            return item
        last[0] = where
        return f"{lead}{where}\n{item}"

    return _entry_lines(text, shape)


ENTRIES_REWRITES = {
    # Shapes of an education or experience entry in other CVs: its dates in parentheses
    # after it ("- PhD, X University (2019 – 2024)"), on a line of their own under it, or
    # the organisation on the entry's line and the degree or role with the dates below.
    "paren_dates": lambda t: _entry_lines(t, lambda lead, on, w, d: f"{lead}{w} ({d})"),
    "dates_own_line": lambda t: _entry_lines(t, lambda lead, on, w, d: f"{lead}{w}\n{on}{d}"),
    # A printed CV's entry without a bullet: the organisation on its line, the degree or
    # role with the dates on the next ("MIT, Cambridge, MA" / "PhD in CS, 2019 – 2024").
    "two_line_entries": lambda t: _entry_lines(t, _two_lines),
    # The dates on the item's first line and the entry under them, as a dates column reads.
    "dates_above": lambda t: _entry_lines(t, lambda lead, on, w, d: f"{lead}{d}\n{on}{w}"),
    # "MIT, Cambridge — PhD in CS, 2019 – 2024" and "Postdoc at X Lab, Paris, 2019 – 2024".
    "organisation_first": lambda t: _entry_lines(t, _reordered("{where} — {role}")),
    "role_at": lambda t: _entry_lines(t, _reordered("{role} at {where}")),
    # "X University, Boston: Postdoc, 2019 – 2024": the place as the label of its role.
    "organisation_colon": lambda t: _entry_lines(t, _reordered("{where}: {role}")),
    # "- X University" / "  - MSc, 2019 – 2021" / "  - BSc, 2015 – 2019": one place over
    # the degrees or roles held there.
    "grouped_by_place": _grouped_by_place,
}
