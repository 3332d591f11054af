"""The names the directory's facets find a shared record by, as the `lookup` column of
institutions, advisors and research areas: every spelling of the record (English and
native names, aliases and abbreviations, other names, area keywords) and the pinyin of
its Chinese names, each folded, its words separated by spaces, the names by bars
("| peking university | 北京大学 | pku | 北大 | ... | beijingdaxue | bei jing da xue |").

A word of a lookup is matched from its start ("toro" finds Toronto, "beijing" finds
北京大学 through "beijingdaxue"), a run of Chinese characters anywhere ("北大" finds the
alias 北大); a whole name, then the start of a name, ranks first. Kept by
`refresh_lookups`, which the listing's recount, the reference data, merges and the
admin's edits call; read by browse.facets.
"""

from collections.abc import Iterable
from dataclasses import dataclass

from django.db import models

from profiles.listing.search import WORD
from profiles.models import Advisor, Institution, ResearchArea
from profiles.text import fold_for_search, has_cjk, to_pinyin

# The fields holding each model's spellings.
SPELLINGS = {
    Institution: ("name", "name_native", "aliases"),
    Advisor: ("name", "native_name", "other_names"),
    ResearchArea: ("name", "name_native", "keywords"),
}


def spellings(record) -> list[str]:
    found = []
    for name in SPELLINGS[type(record)]:
        value = getattr(record, name) or []
        found += [value] if isinstance(value, str) else value
    return [text for text in found if text]


def lookup_text(names: Iterable[str]) -> str:
    """The lookup of a record with these names (see the module)."""
    found: dict[str, None] = {}
    for name in names:
        found[" ".join(WORD.findall(fold_for_search(name)))] = None
        if has_cjk(name):
            syllables = [s for s in to_pinyin(name) if s.isascii() and s.isalpha()]
            found["".join(syllables)] = None
            found[" ".join(syllables)] = None
    found.pop("", None)
    return f"| {' | '.join(found)} |" if found else ""


def refresh_lookups(model: type[models.Model], ids: Iterable[int] | None = None) -> None:
    """Set the lookups of the given rows (all when `ids` is None): one query to read
    them and one to write those that changed. Records without spellings (tags) have no
    lookup: nothing to do."""
    if model not in SPELLINGS:
        return
    rows = model.objects.all() if ids is None else model.objects.filter(pk__in=list(ids))
    changed = []
    for record in rows.only("lookup", *SPELLINGS[model]):
        text = lookup_text(spellings(record))
        if text != record.lookup:
            record.lookup = text
            changed.append(record)
    model.objects.bulk_update(changed, ["lookup"], batch_size=2000)


@dataclass
class Find:
    """SQL matching a lookup column against what a person typed: every word must start a
    word of the lookup, every Chinese run must be in it (`condition`, `params`); `rank`
    orders the matches, a whole name first, then the start of a name (`rank_params`)."""

    condition: str
    params: list[str]
    rank: str
    rank_params: list[str]


def like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def find(column: str, text: str) -> Find | None:
    """How to find what was typed in a lookup `column`; None when nothing can be."""
    pieces = WORD.findall(fold_for_search(text or ""))[:8]
    if not pieces:
        return None
    clauses, params = [], []
    for piece in pieces:
        clauses.append(f"{column} LIKE %s")
        params.append(f"%{like(piece)}%" if has_cjk(piece) else f"% {like(piece)}%")
    typed = like(" ".join(pieces))
    return Find(
        " AND ".join(clauses),
        params,
        f"{column} LIKE %s DESC, {column} LIKE %s DESC",
        [f"%| {typed} |%", f"%| {typed}%"],
    )
