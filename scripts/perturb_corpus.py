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
`as_html` as a web page, the `html_*` ones as a page marked up by hand, `as_pdf` as that
page printed by Chromium (the `pdf_*` ones with the stylesheets of other real PDF CVs),
`as_docx` as a Word document. A printed PDF in the --keep folder is reused while it is
newer than its source; the printed ones and `as_docx` run only when named.
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
from cv_renderings import FRONT_MATTER, RENDERINGS, REUSED, SLOW, as_html

sys.path.insert(0, str(real_corpus.ROOT))

from profiles.parsing import parse_path
from profiles.parsing.model import UnreadableDocument

_MONTH = r"\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+((?:19|20)\d\d)\b"
_MONTHS = "January February March April May June July August September October November December"
# A bullet or heading line that ends with its date range: "- PhD, X University, 2019 – Now".
_DATE = r"(?:[A-Z][a-z]{2,8}\.?[ \t]+)?(?:19|20)\d\d"
_ENDING_RANGE = re.compile(
    rf"(?m)^([ \t]*(?:[-*+]|#{{1,4}})[ \t]+)([^\n]*?[^\s,|(–—-])[ \t,|(]*"
    rf"({_DATE}[ \t]*[–—-]{{1,2}}[ \t]*(?:{_DATE}|[Pp]resent|[Nn]ow))\)?[ \t]*$"
)
_HEADING = r"(?m)^#{1,4}\s+(.+?)\s*#*$"
_CODE = re.compile(r"(?ms)(^```.*?^```\s*$)")


def _month_number(m: re.Match) -> int:
    return [name[:3] for name in _MONTHS.split()].index(m.group(1)) + 1


def _ap_month(m: re.Match) -> str:
    """A month as AP style writes it: "Sept.", "Aug.", "March" (five letters or fewer whole)."""
    name = _MONTHS.split()[_month_number(m) - 1]
    return name if len(name) <= 5 else ("Sept." if name == "September" else name[:3] + ".")


REWRITES = {
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


def rewrite(text: str, name: str) -> str:
    """The CV with one rewrite applied to its body, front matter and code left alone."""
    front = FRONT_MATTER.match(text)
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
    if name not in REUSED or not fresh:
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
