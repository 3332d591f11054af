"""Full-text search that works for Chinese as well as English.

PostgreSQL's parsers do not segment CJK text (上海交通大学电子信息学院 is one token), so
the tokens are made here: Latin words are folded (case, width, accents), CJK runs
become their single characters and overlapping bigrams (分布式 -> 分 布 式 分布 布式).
The tokens go to PostgreSQL as tsvector and tsquery literals, bypassing its parser, so
the same rules apply to the text and to the query. A query matches when every one of
its tokens is in the vector; Latin words of three or more letters match as prefixes
("pekhim" finds Pekhimenko), shorter ones whole ("Li" does not find Liu).
"""

import re
from collections.abc import Iterable

from django.contrib.postgres.search import SearchQuery, SearchVectorField
from django.db.models import Value
from django.db.models.functions import Cast

from profiles.text import CJK_RUN, fold_for_search

WORD = re.compile(r"[^\W_]+")
MAX_TOKEN = 60
MAX_QUERY_TOKENS = 24
PREFIX_FROM = 3


def cjk_tokens(run: str) -> list[str]:
    """Every character of a CJK run, then every pair of neighbours."""
    return [*run, *(run[i : i + 2] for i in range(len(run) - 1))]


def tokens(text: str) -> list[str]:
    """The distinct tokens of a text, in the order met."""
    found: dict[str, None] = {}
    for chunk in WORD.findall(fold_for_search(text or "")):
        pos = 0
        for match in CJK_RUN.finditer(chunk):
            if match.start() > pos:
                found[chunk[pos : match.start()]] = None
            found.update(dict.fromkeys(cjk_tokens(match.group())))
            pos = match.end()
        if pos < len(chunk):
            found[chunk[pos:]] = None
    return [t for t in found if len(t) <= MAX_TOKEN]


def quote(token: str) -> str:
    return "'" + token.replace("\\", "\\\\").replace("'", "''") + "'"


def vector_literal(texts: Iterable[str]) -> str:
    """A tsvector literal holding the tokens of all `texts`."""
    seen: dict[str, None] = {}
    for text in texts:
        if text:
            seen.update(dict.fromkeys(tokens(text)))
    return " ".join(quote(t) for t in seen)


def latin_term(word: str) -> str:
    """Words of three or more characters match as prefixes; "li" means Li, not Liu."""
    return quote(word) + (":*" if len(word) >= PREFIX_FROM else "")


def query_literal(text: str) -> str:
    """A tsquery literal requiring every token of `text`; "" when there is none.

    A CJK run of two or more characters asks for its bigrams, a single character for
    itself; a Latin word or number asks for words starting with it (from three
    characters on; shorter ones must match whole).
    """
    terms: dict[str, None] = {}
    for chunk in WORD.findall(fold_for_search(text or "")):
        pos = 0
        for match in CJK_RUN.finditer(chunk):
            if match.start() > pos:
                terms[latin_term(chunk[pos : match.start()])] = None
            run = match.group()
            pairs = [run[i : i + 2] for i in range(len(run) - 1)] or [run]
            terms.update(dict.fromkeys(quote(p) for p in pairs))
            pos = match.end()
        if pos < len(chunk):
            terms[latin_term(chunk[pos:][:MAX_TOKEN])] = None
    return " & ".join(list(terms)[:MAX_QUERY_TOKENS])


class TokenQuery(SearchQuery):
    """A tsquery built by `query_literal`, cast as is: `search_vector=TokenQuery(text)`."""

    def __init__(self, text: str):
        super().__init__(Value(query_literal(text)))

    def as_sql(self, compiler, connection, function=None, template=None):
        return super().as_sql(compiler, connection, template="(%(expressions)s)::tsquery")


def as_vector(texts: Iterable[str]) -> Cast:
    """An expression to store in a SearchVectorField."""
    return Cast(Value(vector_literal(texts)), SearchVectorField())
