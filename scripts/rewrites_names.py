"""Rewrites of the line that names the person for the invariance probe
(scripts/perturb_corpus.py): the name in capitals, with a degree or a title, in bold or
plain, beside the contact details or the document's title, surname first.
"""

import re

from cv_renderings import FRONT_MATTER, as_html

from profiles.text import CJK

# The line that names the person: the body's first heading when it reads as a name
# ("# Jane Roe", "## Jane Roe"), else a page's front matter title that is one ("title:
# Jane Roe", shown as the page's heading); the name only in a data file's front matter stays.
_NAME = r"[A-Z][a-z'’-]+(?:[ \t]+(?:[A-Z]\.|[A-Z][a-z'’-]+)){1,3}"
_NAME_HEADING = re.compile(rf"(?m)^(#{{1,2}})[ \t]+({_NAME})[ \t]*$")
_FIRST_HEADING = re.compile(r"(?m)^#{1,6}[ \t]")
_NAME_TITLE = re.compile(
    rf"(?m)^(?:title|name):[ \t]*([\"']?)({_NAME})([ \t]+[-–—|/][ \t]+[{CJK}]{{2,4}})?\1[ \t]*$"
)
# Words of a page's or a section's title that read as a name ("About Me", "Selected Works").
_PAGE_WORDS = re.compile(
    r"(?i)\b(?:about|me|my|home|welcome|news|updates|curriculum|vitae|resume|selected"
    r"|research|scientific|publications?|education|experience|work|career|employment"
    r"|positions?|projects?|awards?|honors|teaching|service|skills|talks|interests"
    r"|contact|information|profile|summary|overview|biography|background)\b"
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def _name_rewrite(text: str, line) -> str:
    """The CV with the line that names the person written as line(name, heading marker,
    body), a page's title as the body's first heading; unchanged when no line names the
    person."""
    front = FRONT_MATTER.match(text)
    head, body = (front[0], text[front.end() :]) if front else ("", text)
    first = _FIRST_HEADING.search(body)
    found = _NAME_HEADING.match(body, first.start()) if first else None
    if found and not _PAGE_WORDS.search(found[2]):
        return head + body[: found.start()] + line(found[2], found[1], body) + body[found.end() :]
    titled = _NAME_TITLE.search(head) if head and as_html(text) != text else None
    if not titled or _PAGE_WORDS.search(titled[2]):
        return text
    head = head[: titled.start()] + 'title: "CV"' + head[titled.end() :]
    return head + "\n" + line(titled[2] + (titled[3] or ""), "#", body) + "\n" + body


def _pick(forms: tuple[str, ...], name: str) -> str:
    """One of forms, the same for a name each run, so that the CVs show each in turn."""
    return forms[sum(map(ord, name)) % len(forms)]


# A name with a degree after it, a title before it, or the document's title beside it.
_WITH_DEGREE = ("{}, Ph.D.", "{}, PhD")
_TITLED = ("Dr. {}", "Prof. Dr. {}", "Professor {}")
_WITH_CV_TITLE = (
    "{} · Curriculum Vitae",
    "{}, Curriculum Vitae",
    "{} CV",
    "Curriculum Vitae: {}",
    "{} — Résumé",
)


def _surname_first(name: str) -> str:
    """ "ROE, Jane": the surname (the name's last word) in capitals, first, before a comma."""
    latin, native = re.match(rf"(.*?)([ \t]+[-–—|/][ \t]+[{CJK}]+)?$", name).groups()
    given, _, surname = latin.rpartition(" ")
    return f"{surname.upper()}, {given}{native or ''}"


def _contact_line(name: str, mark: str, body: str) -> str:
    """The name and the CV's email address on one line, or the name and the document's
    title when the CV shows no address."""
    email = _EMAIL.search(body)
    line = f"{name} | {email[0]}" if email else _pick(_WITH_CV_TITLE, name).format(name)
    return _marked(mark, line)


def _marked(mark: str, line: str) -> str:
    return f"{mark} {line}" if mark else line


def _name_form(forms: tuple[str, ...]):
    """A rewrite of the name's line into one of forms, its heading marker kept."""
    return lambda text: _name_rewrite(text, lambda n, m, b: _marked(m, _pick(forms, n).format(n)))


NAMES_REWRITES = {
    # The name as other CVs write it: in capitals ("JANE ROE"), with a degree after it
    # ("Jane Roe, Ph.D."), a title before it ("Dr. Jane Roe"), set in bold or on a plain
    # first line instead of a heading, with the contact details on its line ("Jane Roe |
    # jane@x.org", "Jane Roe · Curriculum Vitae"), or under a "Curriculum Vitae" heading.
    "upper_name": lambda t: _name_rewrite(t, lambda n, m, b: _marked(m, n.upper())),
    "name_degree": _name_form(_WITH_DEGREE),
    "name_title": _name_form(_TITLED),
    "name_bold": lambda t: _name_rewrite(t, lambda n, m, b: f"**{n}**"),
    "name_plain": lambda t: _name_rewrite(t, lambda n, m, b: n),
    "name_contact": lambda t: _name_rewrite(t, _contact_line),
    "name_cv_title": _name_form(_WITH_CV_TITLE),
    "cv_title_first": lambda t: _name_rewrite(t, lambda n, m, b: f"# Curriculum Vitae\n\n{n}"),
    # "ROE, Jane": the surname in capitals first, as forms and some European CVs write it.
    "name_surname_first": lambda t: _name_rewrite(t, lambda n, m, b: _marked(m, _surname_first(n))),
}
