"""A jemdoc page source (``index.jemdoc``, a homepage generator common among researchers)
read as the Markdown it stands for, line for line, so that record lines still point
into the text. Used by cv.py before the text is split into lines.

jemdoc writes headings as ``= Title`` / ``== Section``, list items as ``-`` and ``.``
(nested ``--``), bold as ``*x*``, italics as ``/x/``, links as ``[url label]``; a line
that starts with ``#`` is a comment the page does not show, and ``~~~`` opens and closes
a block whose first line may be its settings (``{}{img_left}{photo.jpg}...``).
"""

from __future__ import annotations

import re

_SIGNATURE = re.compile(r"(?m)^#\s*jemdoc:")
_HEADING = re.compile(r"^(={1,4})\s*(\S.*?)\s*=*\s*$")
_ITEM = re.compile(r"^([-.]{1,3})\s+(?=\S)")
_DEFINITION = re.compile(r"^:\s*\{([^{}]*)\}\s*(.*)$")
_BLOCK_SETTINGS = re.compile(r"^\{[^{}]*\}(?:\{[^{}]*\})+\s*$")
_BLOCK_TITLE = re.compile(r"^\{([^{}]+)\}\s*$")
# "[https://x.org label]", "[\/https://x.org label]", "[page.html label]", "[mailto:a@b c]"
_LINK = re.compile(
    r"(?<!\\)\[((?:\\?/)?(?:https?://|mailto:|www\.)\S*|[\w./~-]+\.(?:html?|pdf)|[\w.+-]+@[\w.-]+\.\w+)"
    r"\s+([^\[\]]+?)\]"
)
# "[https://x.org]", "[a@b.edu]": a bare address shows itself.
_BARE = re.compile(r"(?<!\\)\[((?:\\?/)?(?:https?://|mailto:)\S+|[\w.+-]+@[\w.-]+\.\w+)\]")
_BOLD = re.compile(r"(?<![\w*\\])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])")
_ITALIC = re.compile(r"(?<![\w/:\\.<])/(?=[^\s/])([^/\n]+?)(?<=[^\s/])/(?![\w/])")
_RAW = re.compile(r"\{\{|\}\}")


def is_jemdoc(text: str) -> bool:
    """A jemdoc source: its settings line, or its headings beside its blocks."""
    head = text[:20000]
    if _SIGNATURE.search(head):
        return True
    blocks = re.search(r"(?m)^~~~\s*$", head)
    return bool(blocks) and len(re.findall(r"(?m)^==?\s*[A-Z]", head)) >= 2


def rewrite(text: str) -> str:
    """The page as Markdown; the text unchanged if it is not jemdoc."""
    if not is_jemdoc(text):
        return text
    out: list[str] = []
    depth = 0  # of the list item that runs on over the lines below it, to a blank line
    block_start = False
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        stripped = line.strip()
        if block_start and (_BLOCK_SETTINGS.match(stripped) or stripped == "{}"):
            out.append("")  # a block's settings: its kind, picture and sizes
            block_start = False
            continue
        block_start = False
        if not stripped or stripped.startswith("#") or stripped == "~~~":
            block_start = stripped == "~~~"
            depth = 0
            out.append("")
            continue
        title = _BLOCK_TITLE.match(stripped)
        if title and out and not out[-1]:
            out.append(f"### {title.group(1)}")
            continue
        heading = _HEADING.match(line)
        if heading:
            out.append("#" * len(heading.group(1)) + " " + _inline(heading.group(2)))
            depth = 0
            continue
        item = _ITEM.match(line)
        definition = _DEFINITION.match(line)
        if item:
            marks = item.group(1)
            mark = "-" if marks[0] == "-" else "1."
            depth = len(marks)
            out.append("  " * (depth - 1) + f"{mark} " + _inline(line[item.end() :]))
        elif definition:
            term, rest = definition.groups()
            depth = 1
            out.append(f"- **{_inline(term)}** {_inline(rest)}".rstrip())
        else:
            out.append("  " * (depth + 1 if depth else 0) + _inline(stripped))
    return "\n".join(out)


def _inline(text: str) -> str:
    text = _LINK.sub(lambda m: f"[{m.group(2).strip()}]({_address(m.group(1))})", text)
    text = _BARE.sub(lambda m: _address(m.group(1)).removeprefix("mailto:"), text)
    if "*" in text:
        text = _BOLD.sub(r"**\1**", text)
    if "/" in text:
        text = _ITALIC.sub(r"*\1*", text)
    if "{{" in text:
        text = _RAW.sub("", text)
    return text


def _address(url: str) -> str:
    return url.lstrip("\\/")  # jemdoc's escaped "[\/https://..."
