"""Invariance probe: rewrite dev CVs the way other CVs differ from them, and re-score.

A CV written with "## Education" or with "EDUCATION" on a line of its own, with
"Sep 2019 – Present" or "09/2019 to Now", says the same thing; a parser that reads one
and not the other has a rule that fits the CVs it was tuned on. Each rewrite below keeps
the gold record true, so every score it loses is a brittleness that unseen CVs will find.
Used while tuning the parser (README, "The parser on real CVs"); never on the test split.

usage: .venv/bin/python scripts/perturb_corpus.py [--split dev|dev-a|dev-b]
                                                  [--keep DIR] [REWRITE ...]

Only Markdown CVs are rewritten, outside their front matter and code blocks; `as_html`
publishes them as a web page instead, and the `html_*` rewrites as a page marked up
otherwise (headings as bold paragraphs, lists as lines parted by <br>).
"""

import argparse
import json
import re
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
# A bullet or heading line that ends with its date range: "- PhD, X University, 2019 – Now".
_DATE = r"(?:[A-Z][a-z]{2,8}\.?[ \t]+)?(?:19|20)\d\d"
_ENDING_RANGE = re.compile(
    rf"(?m)^([ \t]*(?:[-*+]|#{{1,4}})[ \t]+)([^\n]*?[^\s,|(–—-])[ \t,|(]*"
    rf"({_DATE}[ \t]*[–—-]{{1,2}}[ \t]*(?:{_DATE}|[Pp]resent|[Nn]ow))\)?[ \t]*$"
)
_HEADING = r"(?m)^#{1,4}\s+(.+?)\s*#*$"
_FRONT_MATTER = re.compile(r"(?s)\A---\n.*?\n---\n")
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


def _front_value(front: re.Match | None, key: str) -> str | None:
    found = re.search(rf"(?m)^{key}:[ \t]*[\"']?(.*?)[\"']?[ \t]*$", front[0]) if front else None
    return found[1] if found and found[1] else None


def as_html(text: str) -> str:
    """The page a static-site generator would publish from the CV, when its front matter
    holds no more than a layout, a title and a description (its <meta> tag); front matter
    with data stays with Markdown."""
    import html

    import markdown

    front = _FRONT_MATTER.match(text)
    if front and front[0].count("\n") > 8:
        return text
    body = text[front.end() :] if front else text
    title, description = _front_value(front, "title"), _front_value(front, "description")
    head = f"<title>{title}</title>" if title else ""
    if description:
        head += f'<meta name="description" content="{html.escape(description)}">'
    head = f"<head>{head}</head>" if head else ""
    return f"<html>{head}<body>{markdown.markdown(body)}</body></html>"


def _br_lines(page: str) -> str:
    """Each list a paragraph of lines parted by <br>, a nested list's items lines of it."""
    page = re.sub(r"</li>\n</[uo]l>\n</li>", "</li>", page)  # a nested list ends its item
    page = re.sub(r"(?<!\n)(?<!<body>)<[uo]l>\n", "<br>\n", page)
    page = re.sub(r"<(/?)[uo]l>", r"<\1p>", page.replace("<li>", ""))
    return re.sub(r"<br>\n</p>", "</p>", re.sub(r"</li>\s*", "<br>\n", page))


# Pages marked up by hand rather than by a Markdown renderer.
HTML_REWRITES = {
    "html_bold_headings": lambda page: re.sub(
        r"<h([1-6])>(.*?)</h\1>", r"<p><strong>\2</strong></p>", page
    ),
    "html_br_lists": _br_lines,
}
PAGES = ("as_html", *HTML_REWRITES)


def rewrite(text: str, name: str) -> str:
    """The CV with one rewrite applied to its body, front matter and code left alone."""
    if name == "as_html":
        return as_html(text)
    if name in HTML_REWRITES:
        page = as_html(text)
        return text if page == text else HTML_REWRITES[name](page)
    front = _FRONT_MATTER.match(text)
    head, body = (front[0], text[front.end() :]) if front else ("", text)
    parts = _CODE.split(body)
    return head + "".join(p if i % 2 else REWRITES[name](p) for i, p in enumerate(parts))


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
            text = doc.read_text(errors="replace")
            new = rewrite(text, name)
            if new == text or before[gold.stem] is None:
                continue
            changed += 1
            path = folder / (doc.stem + (".html" if name in PAGES else doc.suffix))
            path.write_text(new)
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
        "rewrites", nargs="*", metavar="REWRITE", help=", ".join([*REWRITES, *PAGES])
    )
    args = parser.parse_args()
    names = args.rewrites or [*REWRITES, *PAGES]
    if unknown := set(names) - {*REWRITES, *PAGES}:
        parser.error(f"no rewrite named {', '.join(sorted(unknown))}")
    if args.keep:
        probe(args.split, names, args.keep)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        probe(args.split, names, Path(tmp))
    return 0


if __name__ == "__main__":
    sys.exit(main())
