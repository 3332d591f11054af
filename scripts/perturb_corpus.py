"""Invariance probe: rewrite dev CVs the way other CVs differ from them, and re-score.

A CV written with "## Education" or with "EDUCATION" on a line of its own, with
"Sep 2019 – Present" or "09/2019 to Now", says the same thing; a parser that reads one
and not the other has a rule that fits the CVs it was tuned on. Each rewrite below keeps
the gold record true, so every score it loses is a brittleness that unseen CVs will find.
Used while tuning the parser (README, "The parser on real CVs"); never on the test split.

usage: .venv/bin/python scripts/perturb_corpus.py [--split dev|dev-a|dev-b]
                                                  [--keep DIR] [REWRITE ...]

Only Markdown CVs are rewritten, outside their front matter and code blocks. The
renderings (scripts/cv_renderings.py) publish the whole CV in another format instead:
`as_html` as a web page, the `html_*` ones as a page marked up by hand or laid out by a
theme, `as_pdf` as that page printed by Chromium (the `pdf_*` ones with the stylesheets
of other real PDF CVs), `as_docx` as a Word document, `docx_plain` and `docx_tables` as
one typed without Word's styles (its entries in a table's rows in the second), `as_text`
and `text_bare_items` as a plain text file. `pdf_reprinted`, `pdf_as_text` and
`pdf_as_text_raw` take the dev PDF CVs instead, re-printed by another program or copied
out as text (a file whose text the rendering lost is skipped and counted). A printed
PDF in the --keep folder is reused while it is newer than its source; the printed ones,
the re-printed ones and the Word ones run only when named.
"""

import argparse
import json
import logging
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

import real_corpus

# This checkout's parser, before a rewrite imports it (rewrites_names): else `profiles`
# is the one the virtual environment was installed from, another checkout's.
sys.path.insert(0, str(real_corpus.ROOT))

from cv_renderings import FROM_PDF, FRONT_MATTER, RENDERINGS, REUSED, SLOW, as_html
from rewrites_entries import ENTRIES_REWRITES
from rewrites_interests import INTERESTS_REWRITES
from rewrites_lists import LISTS_REWRITES
from rewrites_names import NAMES_REWRITES
from rewrites_surface import SURFACE_REWRITES
from rewrites_zh import ZH_REWRITES

from profiles.parsing import parse_path
from profiles.parsing.model import UnreadableDocument

REWRITES = {
    **SURFACE_REWRITES,
    **ZH_REWRITES,
    **ENTRIES_REWRITES,
    **NAMES_REWRITES,
    **LISTS_REWRITES,
    **INTERESTS_REWRITES,
}
# The rewrites of the name, which may be a page's title in the front matter.
_WHOLE_CV = set(NAMES_REWRITES)
_CODE = re.compile(r"(?ms)(^```.*?^```\s*$)")


def rewrite(text: str, name: str) -> str:
    """The CV with one rewrite applied to its body, front matter and code left alone
    (but for a rewrite of the name, which may move a page's title into the body)."""
    if name in _WHOLE_CV:
        return REWRITES[name](text)
    front = FRONT_MATTER.match(text)
    head, body = (front[0], text[front.end() :]) if front else ("", text)
    parts = _CODE.split(body)
    return head + "".join(p if i % 2 else REWRITES[name](p) for i, p in enumerate(parts))


def _rendered(text: str, doc: Path, name: str, folder: Path) -> Path | None:
    """The CV rendered by one of RENDERINGS into folder (a slow one reused while newer
    than the source), or None when it stays Markdown (front matter holding data)."""
    if name not in FROM_PDF and as_html(text) == text:
        return None
    suffix, write = RENDERINGS[name]
    path = folder / (doc.stem + suffix)
    fresh = path.exists() and path.stat().st_mtime > doc.stat().st_mtime
    if name not in REUSED or not fresh:
        write(doc if name in FROM_PDF else text, path)
    return path


def _written(doc: Path, name: str, folder: Path) -> Path | None:
    """The rewritten or rendered CV in folder, or None when the rewrite changes nothing."""
    text = "" if name in FROM_PDF else doc.read_text(errors="replace")
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


def _sources(split: str, names: list[str]) -> dict[str, list[tuple[Path, Path]]]:
    """The (gold, document) pairs each source format of the named rewrites gives: the
    Markdown CVs, and the PDF ones when a rendering of PDFs is named."""
    suffixes = {".pdf" if name in FROM_PDF else ".md" for name in names}
    docs = real_corpus.documents(split)
    return {suffix: [(g, d) for g, d in docs if d.suffix == suffix] for suffix in suffixes}


def probe(split: str, names: list[str], keep: Path) -> None:
    sources = _sources(split, names)
    pairs = [pair for docs in sources.values() for pair in docs]
    golds = {g.stem: json.loads(g.read_text()) for g, _ in pairs}
    before = {g.stem: _scores(golds[g.stem], d) for g, d in pairs}
    for name in names:
        folder = keep / name
        folder.mkdir(parents=True, exist_ok=True)
        changed, skipped, losses, lost_by_field = 0, 0, [], Counter()
        for gold, doc in sources[".pdf" if name in FROM_PDF else ".md"]:
            if before[gold.stem] is None:
                continue
            path = _written(doc, name, folder)
            if path is None:
                continue
            if name in FROM_PDF and FROM_PDF[name](doc, path):
                skipped += 1
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
        unread = f" ({skipped} skipped, their text lost to the rendering)" if skipped else ""
        print(
            f"{name}: {changed} CVs rewritten{unread}, {len(losses)} worse, {total:+.3f} in all;"
            f" {fields}"
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
    names = args.rewrites or [*REWRITES, *(n for n in RENDERINGS if n not in SLOW)]
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
