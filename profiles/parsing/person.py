"""Who the CV is about: the contact details, and the name, its cues tried strongest
first (the header, the front matter, the page's tags, an introduction, marked authors,
the publications, at last the email address), with the cue that found it remembered
for the confidence. Used by cv.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import contact
from .confidence import NameCue
from .model import ParsedCV
from .own_name import (
    document_title,
    form_name,
    header_name,
    infer_name,
    name_from_author_lines,
    name_from_email,
    name_from_email_address,
    name_from_layout,
    name_from_profile_link,
    name_spelled_by_email,
    spaced_native_name,
    written_normally,
)
from .page_name import (
    name_from_chinese_title,
    name_from_copyright,
    name_from_cv_file,
    name_from_front_matter,
    name_from_intro,
    name_from_marked_author,
    name_from_page_meta,
    name_from_photo,
    name_from_third_person,
)
from .sections import Section
from .text import Line


def opening_lines(sections: list[Section]) -> list[Line]:
    """The lines before the first heading; when a CV opens with a heading of personal
    details ("个人信息", "Personal Information"), with nothing above it but the document's
    title ("简历", "Curriculum Vitae"), the first lines under it."""
    head = sections[0].lines
    if (
        len(sections) > 1
        and sections[1].kind == "about"
        and all(ln.blank or document_title(ln.text) for ln in head)
    ):
        return head + sections[1].lines[:6]
    return head


def read_contact(
    cv: ParsedCV, text: str, header: list[Line], source: str, links: Sequence[str] = ()
) -> None:
    """Emails, phones, links and birth date; ``text`` is the CV without its referees,
    ``source`` the page as written (its links), empty for a PDF or a DOCX, ``links`` the
    targets of a PDF's links."""
    cv.emails = contact.emails(text)
    cv.phones = contact.phones(text)
    cv.links = contact.links("\n".join(ln.raw for ln in header[:40]))
    cv.birth_date = contact.birth_date(text)
    if source:
        masked = contact.masked_targets(source)
        cv.emails = [e for e in cv.emails if e.lower() not in masked]
        # Addresses a page links to ("mailto:") but shows as "Email" or an icon.
        known = {e.lower() for e in cv.emails}
        cv.emails += [e for e in contact.mailto_addresses(source) if e.lower() not in known]
    if not cv.emails:
        # A PDF that shows no address links it from a word or an icon ("Email"), before
        # any other address it links to (a co-author's, a referee's).
        cv.emails = contact.mailto_addresses("\n".join(links))[:1]


def read_name(
    cv: ParsedCV,
    text: str,
    lines: list[Line],
    header: list[Line],
    front: dict[str, str],
    source: str,
    *,
    layout_name: str | None = None,
    marked: str | None = None,
) -> NameCue:
    """The name from what the CV says before its records are read; `layout_name` is the
    largest text at the top of a PDF's first page, `marked` a PDF's text with its bold
    words marked as Markdown marks them."""
    name_found = NameCue(cv)
    # A labelled field ("姓名：X", "Name: X") says whose CV it is more surely than a
    # header line that merely reads as a name (a form's "毕业时间" cell).
    form_name(cv, text)
    if not cv.name:
        header_name(cv, header[:15])
    if not cv.name:
        spaced_native_name(cv, text)
    if not cv.name:
        name_from_email(cv, text)
    name_found.after("header")
    if layout_name:
        name_from_layout(cv, layout_name)
        name_found.after("layout")
    name_from_front_matter(cv, front)
    name_found.after("front_matter")
    if not cv.name and source:
        name_from_page_meta(cv, source)
        name_found.after("page_meta")
    for cue, find, where in (
        ("intro", name_from_intro, lines),
        ("bio", name_from_third_person, lines),
        ("intro", name_from_chinese_title, lines),
        ("marked_author", name_from_marked_author, marked or text),
        ("cv_file", name_from_cv_file, text),
        ("copyright", name_from_copyright, source or text),
        ("photo", name_from_photo, source),
    ):
        if not cv.name:
            find(cv, where)
            name_found.after(cue)
    return name_found


def finish_name(cv: ParsedCV, name_found: NameCue, text: str) -> None:
    """Once the records are read: the author common to the publications, a name in the
    text that the email address spells, a profile's address, the author common to author
    lists anywhere, at last the email address; the name written in normal case."""
    infer_name(cv)
    name_found.after("publications")
    if not cv.name:
        name_spelled_by_email(cv, text)
        name_found.after("email_spelling")
    if not cv.name:
        name_from_profile_link(cv)
        name_found.after("profile_link")
    if not cv.name:
        name_from_author_lines(cv, text)
        name_found.after("author_lines")
    if not cv.name:
        name_from_email_address(cv)
        name_found.after("email_address")
    cv.name = written_normally(cv.name)
    cv.other_names = [n for n in map(written_normally, cv.other_names) if n != cv.name]
