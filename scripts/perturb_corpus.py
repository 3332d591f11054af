"""Invariance probe: rewrite dev CVs the way other CVs differ from them, and re-score.

A CV written with "## Education" or with "EDUCATION" on a line of its own, with
"Sep 2019 – Present" or "09/2019 to Now", says the same thing; a parser that reads one
and not the other has a rule that fits the CVs it was tuned on. Each rewrite below keeps
the gold record true, so every score it loses is a brittleness that unseen CVs will find.
Used while tuning the parser (README, "The parser on real CVs"); never on the test split.

usage: .venv/bin/python scripts/perturb_corpus.py [--split dev|dev-a|dev-b]
                                                  [--keep DIR] [REWRITE ...]

Only Markdown CVs are rewritten, outside their front matter and code blocks. The
renderings (RENDERINGS) publish the whole CV in another format instead: `as_html` as a
web page, `as_pdf` as that page printed by Chromium, `as_docx` as a Word document.
A printed PDF in the --keep folder is reused while it is newer than its source; the
renderings other than `as_html` run only when named.
"""

import argparse
import json
import logging
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import real_corpus

sys.path.insert(0, str(real_corpus.ROOT))

from profiles.parsing import parse_path
from profiles.parsing.model import UnreadableDocument

_MONTH = r"\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+((?:19|20)\d\d)\b"
_MONTHS = "January February March April May June July August September October November December"
_HEADING = r"(?m)^#{1,4}\s+(.+?)\s*#*$"
_FRONT_MATTER = re.compile(r"(?s)\A---\n.*?\n---\n")
_CODE = re.compile(r"(?ms)(^```.*?^```\s*$)")


def _month_number(m: re.Match) -> int:
    return [name[:3] for name in _MONTHS.split()].index(m.group(1)) + 1


REWRITES = {
    "month_numbers": lambda t: re.sub(_MONTH, lambda m: f"{_month_number(m):02d}/{m[2]}", t),
    "dotted_months": lambda t: re.sub(_MONTH, lambda m: f"{m[2]}.{_month_number(m):02d}", t),
    "long_months": lambda t: re.sub(
        _MONTH, lambda m: f"{_MONTHS.split()[_month_number(m) - 1]} {m[2]}", t
    ),
    "hyphens": lambda t: re.sub(r"\s*[–—]\s*", " - ", t),
    "range_to": lambda t: re.sub(
        r"(?<=\d)\s*[–—-]{1,2}\s*(?=\d|[A-Z][a-z]|[Pp]resent|[Nn]ow)", " to ", t
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
}


def as_html(text: str) -> str:
    """The page a static-site generator would publish from the CV, when its front matter
    holds no more than a layout and a title (front matter with data stays with Markdown)."""
    import markdown

    front = _FRONT_MATTER.match(text)
    if front and front[0].count("\n") > 8:
        return text
    body = text[front.end() :] if front else text
    title = _page_title(text)
    head = f"<head><title>{title}</title></head>" if title else ""
    return f"<html>{head}<body>{markdown.markdown(body)}</body></html>"


# What a CV printed from a web page looks like: one body font, larger bold headings;
# an image (not at hand to print) leaves no alt text in the text; a heading is kept
# with what follows it, as a word processor keeps it.
_PRINT_STYLE = (
    "body { font-family: serif; font-size: 11pt; }"
    " h1 { font-size: 20pt; } h2 { font-size: 14pt; font-weight: bold; }"
    " h3, h4 { font-size: 11pt; font-weight: bold; } img { display: none; }"
    " h1, h2, h3, h4 { break-after: avoid; } li, p { break-inside: avoid; }"
)
_CHROMIUM = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-pdf-header-footer",
)
# How a Word document holds a page's blocks: headings (Heading 1-3), list items (List
# Bullet), table rows, paragraphs; containers only hold them.
_DOCX_STYLE = {"h1": "Heading 1", "h2": "Heading 2", "h3": "Heading 3", "li": "List Bullet"}
_DOCX_STYLE.update(h4="Heading 3", h5="Heading 3", h6="Heading 3")
_BLOCKS = {*_DOCX_STYLE, "p", "pre", "dt", "dd", "table", "tr", "ul", "ol", "dl", "div"}
_BLOCKS.update({"section", "article", "header", "footer", "main", "blockquote", "hr"})
_UNSHOWN = {"head", "script", "style", "title", "noscript", "template"}


def _page_title(text: str) -> str:
    """The title of the front matter (a static site's page title), or ''."""
    front = _FRONT_MATTER.match(text)
    title = re.search(r"(?m)^title:\s*[\"']?(.*?)[\"']?\s*$", front[0]) if front else None
    return title[1] if title else ""


def _print_page(text: str) -> str:
    """The as_html page with a CV's plain stylesheet, its title shown as the heading a
    site's layout prints above a page that has none."""
    head = f'<head><meta charset="utf-8"><style>{_PRINT_STYLE}</style></head>'
    page = as_html(text).replace("<html>", "<html>" + head, 1)
    title = _page_title(text)
    if title and "<h1>" not in page:
        page = page.replace("<body>", f"<body><h1>{title}</h1>", 1)
    return page


def write_pdf(text: str, out: Path) -> None:
    """The CV's web page printed to PDF by headless Chromium."""
    page = out.with_suffix(".html")
    page.write_text(_print_page(text))
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise RuntimeError("as_pdf needs Chromium")
    subprocess.run(
        [browser, *_CHROMIUM, f"--print-to-pdf={out}", page.resolve().as_uri()],
        check=True,
        capture_output=True,
        timeout=120,
    )


def _has_blocks(node) -> bool:
    return any(isinstance(child.tag, str) and child.tag in _BLOCKS for child in node.iter())


def _inline(paragraph, node, bold: bool = False) -> None:
    """A node's inline content as Word runs: bold kept bold, <br> a line break, a link as
    its text (an address only in a mailto link written out, as the `unlinked` rewrite
    does); a list nested in a list item is left to its own paragraphs."""
    bold = bold or node.tag in ("strong", "b")
    if node.text:
        paragraph.add_run(node.text).bold = bold or None
    address = node.get("href", "").removeprefix("mailto:") if node.tag == "a" else ""
    if address and node.get("href").startswith("mailto:") and address not in node.text_content():
        paragraph.add_run(f": {address}")
    for child in node:
        if isinstance(child.tag, str) and child.tag not in _BLOCKS | _UNSHOWN:
            if child.tag == "br":
                paragraph.add_run().add_break()
            else:
                _inline(paragraph, child, bold)
        if child.tail:
            paragraph.add_run(child.tail).bold = bold or None


def _blocks(document, node) -> None:
    """A page's element as Word blocks (see _DOCX_STYLE); the loose text of a container
    between its blocks as paragraphs."""
    if not isinstance(node.tag, str) or node.tag in _UNSHOWN:
        return
    if node.tag == "table":
        _table(document, node)
    elif node.tag in _DOCX_STYLE or not _has_blocks(node):
        if node.text_content().strip():
            _inline(document.add_paragraph(style=_DOCX_STYLE.get(node.tag)), node)
        for child in node if node.tag == "li" else ():
            if isinstance(child.tag, str) and child.tag in _BLOCKS:
                _blocks(document, child)
    else:
        _container(document, node)


def _container(document, node) -> None:
    """A container's blocks in order (an element holding blocks, <details>, is one), the
    loose text between them as paragraphs."""
    loose = document.add_paragraph()
    loose.add_run(node.text or "")
    for child in node:
        if isinstance(child.tag, str) and (child.tag in _BLOCKS or _has_blocks(child)):
            _drop_blank(loose)
            _blocks(document, child)
            loose = document.add_paragraph()
        elif child.tag == "br":
            loose.add_run().add_break()
        elif isinstance(child.tag, str) and child.tag not in _UNSHOWN:
            _inline(loose, child)
        loose.add_run(child.tail or "")
    _drop_blank(loose)


def _drop_blank(paragraph) -> None:
    if not paragraph.text.strip():
        paragraph._p.getparent().remove(paragraph._p)


def _table(document, node) -> None:
    rows = [row.xpath("./th|./td") for row in node.iter("tr")]
    width = max((len(cells) for cells in rows), default=0)
    if not width:
        return
    table = document.add_table(rows=0, cols=width)
    for cells in rows:
        for cell, source in zip(table.add_row().cells, cells, strict=False):
            if _has_blocks(source):
                cell.paragraphs[0].add_run(" ".join(source.text_content().split()))
            else:
                _inline(cell.paragraphs[0], source)


def write_docx(text: str, out: Path) -> None:
    """The CV written in Word from its as_html page: headings as Heading 1-3, list items
    as List Bullet, tables as tables, other lines as paragraphs; bold kept as bold runs,
    links as their text; the page's title as the document's Title."""
    import docx
    import lxml.html

    document = docx.Document()
    if title := _page_title(text):
        document.add_paragraph(title, style="Title")
    page = lxml.html.document_fromstring(as_html(text))
    _blocks(document, page.body)
    document.save(out)


def _write_html(text: str, out: Path) -> None:
    out.write_text(as_html(text))


# A rendering publishes the whole CV as a file: name -> (suffix, writer).
RENDERINGS = {
    "as_html": (".html", _write_html),
    "as_pdf": (".pdf", write_pdf),
    "as_docx": (".docx", write_docx),
}
# Renderings too slow to repeat on every run: their files are reused.
_REUSED = {"as_pdf"}


def rewrite(text: str, name: str) -> str:
    """The CV with one rewrite applied to its body, front matter and code left alone."""
    if name == "as_html":
        return as_html(text)
    front = _FRONT_MATTER.match(text)
    head, body = (front[0], text[front.end() :]) if front else ("", text)
    parts = _CODE.split(body)
    return head + "".join(p if i % 2 else REWRITES[name](p) for i, p in enumerate(parts))


def _rendered(text: str, doc: Path, name: str, folder: Path) -> Path | None:
    """The CV rendered by one of RENDERINGS into folder (a slow one reused while newer
    than the source), or None when it stays Markdown (front matter holding data)."""
    if as_html(text) == text:
        return None
    suffix, write = RENDERINGS[name]
    path = folder / (doc.stem + suffix)
    fresh = path.exists() and path.stat().st_mtime > doc.stat().st_mtime
    if name not in _REUSED or not fresh:
        write(text, path)
    return path


def _written(text: str, doc: Path, name: str, folder: Path) -> Path | None:
    """The rewritten or rendered CV in folder, or None when the rewrite changes nothing."""
    if name in RENDERINGS:
        return _rendered(text, doc, name, folder)
    new = rewrite(text, name)
    if new == text:
        return None
    path = folder / doc.name
    path.write_text(new)
    return path


def _scores(gold: dict, path: Path) -> dict | None:
    try:
        return real_corpus.scorer().score_cv(gold, parse_path(path).to_dict())
    except UnreadableDocument:
        return None


def _mean(scores: dict) -> float:
    return sum(scores.values()) / len(scores)


def probe(split: str, names: list[str], keep: Path) -> None:
    docs = [(g, d) for g, d in real_corpus.documents(split) if d.suffix == ".md"]
    golds = {g.stem: json.loads(g.read_text()) for g, _ in docs}
    before = {g.stem: _scores(golds[g.stem], d) for g, d in docs}
    for name in names:
        folder = keep / name
        folder.mkdir(parents=True, exist_ok=True)
        changed, losses, lost_by_field = 0, [], Counter()
        for gold, doc in docs:
            if before[gold.stem] is None:
                continue
            path = _written(doc.read_text(errors="replace"), doc, name, folder)
            if path is None:
                continue
            changed += 1
            b, a = before[gold.stem], _scores(golds[gold.stem], path)
            if a is None:
                losses.append((-_mean(b), gold.stem, "refused"))
                continue
            for field in b:
                lost_by_field[field] += max(0.0, b[field] - a[field])
            delta = _mean(a) - _mean(b)
            if delta < -1e-9:
                worse = {f: round(a[f] - b[f], 2) for f in b if a[f] < b[f]}
                losses.append((delta, gold.stem, worse))
        total = sum(delta for delta, _, _ in losses)
        fields = ", ".join(f"{f} {v:.2f}" for f, v in lost_by_field.most_common() if v)
        print(
            f"{name}: {changed} CVs rewritten, {len(losses)} worse, {total:+.3f} in all; {fields}"
        )
        for delta, stem, worse in sorted(losses)[:8]:
            print(f"    {delta:+.3f} {stem} {worse}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=["dev", "dev-a", "dev-b"], default="dev")
    parser.add_argument("--keep", type=Path, help="write the rewritten CVs here")
    parser.add_argument(
        "rewrites", nargs="*", metavar="REWRITE", help=", ".join([*REWRITES, *RENDERINGS])
    )
    args = parser.parse_args()
    logging.getLogger("pdfminer").setLevel(logging.ERROR)  # a printed font's missing box
    names = args.rewrites or [*REWRITES, "as_html"]
    if unknown := set(names) - {*REWRITES, *RENDERINGS}:
        parser.error(f"no rewrite named {', '.join(sorted(unknown))}")
    if args.keep:
        probe(args.split, names, args.keep)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        probe(args.split, names, Path(tmp))
    return 0


if __name__ == "__main__":
    sys.exit(main())
