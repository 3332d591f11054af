"""Publications: one per list item; authors, title, venue, year, status.

Citation styles differ ("Zhu H., Pekhimenko G. Title. In Venue (ATC'20).",
"Qian, Z., He, Y., ... , Zhang, Z. Title.", "A, B, C. Title[C]//Venue, 2017",
"[ASPLOS'23] A, B. *Title*."); the author list is read item by item, and the
title is what follows it (or an emphasised/quoted span when there is one).
"""

from __future__ import annotations

import re

from .dates import venue_year, years_in
from .model import Publication
from .text import CJK, Line

UNDER_REVIEW = re.compile(
    r"(?i)under review|under submission|in submission|submitted|pending|in review|"
    r"major revision|minor revision|在投|审稿|投稿|已投"
)
PREPRINT = re.compile(r"(?i)arxiv|preprint|corr\b|biorxiv|medrxiv|ssrn")
_NAME_FULL = re.compile(
    r"^(?:"
    r"[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+){0,2},?\s+(?:[A-Z]\.?\s?-?){1,3}"  # Zhu H. / Qian, Z.
    r"|(?:[A-Z]\.\s?-?){1,3}\s*[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)?"  # H. Zhu
    r"|[A-Z][\w'’\-]+(?:\s+(?:[A-Z]\.?\s)?[A-Z][\w'’\-]+){1,3}"  # Hongyu Zhu / John Q. Smith
    rf"|[{CJK}]{{2,4}}"
    r"|\.{3}|…|et\.? al\.?"
    r")$"
)
_NAME_PREFIX = re.compile(
    r"^(?P<name>"
    r"[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+){0,2},?\s+(?:[A-Z]\.?\s?-?){0,2}[A-Z]"
    r"|(?:[A-Z]\.\s?-?){1,3}\s*[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)?"
    r"|[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+){1,3}"
    rf"|[{CJK}]{{2,4}}"
    r")(?:\s*\(\d{4}[a-z]?\))?\s*\.\s+(?P<rest>\S.*)$"
)
_TAG = re.compile(r"^\s*\[(?P<tag>[^\]]{2,80})\]\s*")
_TITLE_END = re.compile(r"(?<!\b[A-Z])(?<!\bvs)(?<!\bal)[.?!]\s+|\[[A-Z]\]|//|。")


_SEP = re.compile(r"(\s*,\s*and\s+|\s+and\s+|\s*,\s*|\s*&\s*|\s*、\s*|\s*，\s*)")
_INITIALS = re.compile(r"^((?:[A-Z]\.?\s?-?){1,3}?)(?:\.\s+(?P<rest>\S.*))?$")
_ELLIPSIS = re.compile(r"\.{3}|…|et\.? al\.?")


def _split_authors(s: str) -> tuple[list[str], str] | None:
    """Authors at the start of ``s`` and the text after them, or None."""
    pieces = _SEP.split(s)
    parts, offsets, pos = [], [], 0
    for k, piece in enumerate(pieces):
        if k % 2 == 0:
            parts.append(piece.strip())
            offsets.append(pos + len(piece) - len(piece.lstrip()))
        pos += len(piece)
    authors: list[str] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        if not p:
            i += 1
            continue
        # "Qian, Z." written as two comma parts (possibly "Zhang, Z. Title...").
        if i + 1 < len(parts) and re.fullmatch(r"[A-Z][\w'’\-]+", p):
            m = _INITIALS.match(parts[i + 1])
            if m:
                authors.append(f"{p}, {m.group(1).strip()}")
                if m.group("rest"):
                    return authors, s[offsets[i + 1] + m.start("rest") :]
                i += 2
                continue
        if _NAME_FULL.match(p):
            if not _ELLIPSIS.fullmatch(p):
                authors.append(p.rstrip("."))
            i += 1
            continue
        m = _NAME_PREFIX.match(p)
        if m:
            authors.append(m.group("name").strip())
            return authors, s[offsets[i] + m.start("rest") :]
        break
    if not authors or i >= len(parts):
        return None
    return authors, s[offsets[i] :]


def parse_citation(
    text: str, emph: list[str] | None = None, status: str | None = None
) -> Publication:
    s = text.strip()
    tag = ""
    m = _TAG.match(s)
    if m:
        tag, s = m.group("tag"), s[m.end() :]
    pub = Publication(status=status or "published")
    title = venue = None
    split = _split_authors(s)
    emph = [e for e in (emph or []) if len(e.split()) >= 3 or re.search(f"[{CJK}]{{4,}}", e)]
    quoted = re.search(r"[\"“”]([^\"“”]{10,})[\"“”]", s)
    if split:
        pub.authors, rest = split
        rest = re.sub(
            r"^\s*\(?\d{4}[a-z]?\)?\s*[.,:]\s*", "", rest
        )  # "2025. Title" / "(2018). Title"
        lead = rest.lstrip(' "“”*')
        hit = next(
            (e for e in emph + ([quoted.group(1)] if quoted else []) if lead.startswith(e[:20])),
            None,
        )
        if hit:
            title = hit.strip(" .,")
            venue = lead[len(hit) :]
        else:
            m = _TITLE_END.search(rest)
            title = (rest[: m.start()] if m else rest).strip(' .,"“”')
            venue = rest[m.end() :] if m else ""
    else:
        cand = emph[0] if emph else (quoted.group(1) if quoted else None)
        if cand:
            title = cand.strip(" .,")
            idx = s.find(cand)
            venue = s[idx + len(cand) :] if idx >= 0 else ""
            before = s[:idx].strip(' .,"“”*') if idx > 0 else ""
            after = _split_authors(venue.strip(' .,"“”*')) if idx <= 3 else None
            if before and _split_authors(before + "."):
                pub.authors = _split_authors(before + ".")[0]
            elif after:
                pub.authors, venue = after
        else:
            m = _TITLE_END.search(s)
            title = (s[: m.start()] if m else s).strip(" .,")
            venue = s[m.end() :] if m else ""
            after = _split_authors(venue)
            if after:
                pub.authors, venue = after
    rest = venue or ""
    venue = re.sub(r"^[\s.,*/\"“”]*(?:in\s*:?\s+)?", "", venue, flags=re.I).strip(" .,*")
    pub.title = title or None
    pub.venue = venue or tag or None
    if tag and venue and tag not in venue:
        pub.venue = f"{tag.split(',')[0].strip()} — {venue}" if venue else tag
    elif tag and not venue:
        pub.venue = tag.split(",")[0].strip()
    year = None
    for source in (tag, venue, rest, s):
        ys = years_in(source) if source else []
        y = venue_year(source) if source else None
        if ys or y:
            year = ys[-1] if ys else y
            break
    pub.year = year
    if UNDER_REVIEW.search(text) and status != "published":
        pub.status = "under_review"
    elif PREPRINT.search(text):
        pub.status = "preprint"
    return pub


def _entries(lines: list[Line]) -> list[list[Line]]:
    """Group lines into items: bullets/numbered items with their continuation
    lines; without bullets, lines are joined until one ends a sentence."""
    has_bullets = any(ln.bullet for ln in lines)
    groups: list[list[Line]] = []
    lines = [ln for ln in lines if not ln.text.startswith(("©", "(c)", "Copyright"))]
    if not has_bullets:
        blocks: list[list[Line]] = [[]]
        for ln in lines:
            if ln.blank:
                blocks.append([])
            else:
                blocks[-1].append(ln)
        blocks = [b for b in blocks if b]
        if len(blocks) >= 2 and sum(len(b) for b in blocks) / len(blocks) >= 2:
            return blocks  # one blank-separated block per paper (title / authors / venue)
    prev_blank = True
    for ln in lines:
        if ln.blank:
            prev_blank = True
            continue
        if has_bullets:
            if ln.bullet:
                groups.append([ln])
            elif groups and not prev_blank and groups[-1] and groups[-1][0].bullet:
                groups[-1].append(ln)
            else:
                groups.append([ln])  # a label line ("Under review:") or a stray line
        else:
            last = groups[-1][-1].text if groups else ""
            wrapped = (
                re.search(r"[,;:\-–]$|\b(?:and|of|the|for|in|on|with|a|an|to)$", last)
                or ln.text[:1].islower()
                or (groups and ln.indent > groups[-1][0].indent)  # a hanging indent
            )
            if groups and not prev_blank and wrapped:
                groups[-1].append(ln)
            else:
                groups.append([ln])
        prev_blank = False
    return groups


def parse_publications(lines: list[Line], section_title: str = "") -> list[Publication]:
    out: list[Publication] = []
    status = "under_review" if UNDER_REVIEW.search(section_title) else None
    for group in _entries(lines):
        text = " ".join(
            ln.text
            + (
                "."
                if i < len(group) - 1 and len(group) > 2 and not re.search(r"[.,:;]$", ln.text)
                else ""
            )
            for i, ln in enumerate(group)
        )
        ends_colon = text.endswith((":", "："))
        is_label = len(group) == 1 and (
            ends_colon
            or group[0].level
            or (not group[0].bullet and len(text) < 40 and not years_in(text))
            or (re.match(r"^\d+(?:\.\d+)+\s", group[0].raw.strip()) and len(text) < 40)
        )
        if is_label or group[0].level:
            low = text.lower()
            if UNDER_REVIEW.search(low):
                status = "under_review"
            elif re.search(r"(?i)published|accepted|journal|conference|已发表|发表", low):
                status = "published"
            elif PREPRINT.search(low):
                status = "preprint"
            continue
        if len(text) < 20 or (len(text.split()) < 4 and not re.search(f"[{CJK}]{{6,}}", text)):
            continue
        if (
            len(group) == 1
            and not group[0].bullet
            and (
                (re.search(r"\s(?:at|@)\s", text) and " | " in text)
                or re.fullmatch(r"[A-Z][\w .'-]+(?:, [A-Z][\w .'-]+){1,3}", text)
            )
        ):
            continue  # a headline ("Scientist at X | topics") or a location line
        emph = [e for ln in group for e in ln.emph]
        pub = parse_citation(text, emph, status)
        if not pub.title:
            continue
        pub.lines = [group[0].no, group[-1].no]
        out.append(pub)
    return out
