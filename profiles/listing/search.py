"""Full-text search that works for Chinese as well as English, and ranks what it finds.

PostgreSQL's parsers do not segment CJK text (上海交通大学电子信息学院 is one token), so
the tokens are made here: Latin words are folded (case, width, accents), CJK runs
become their single characters and overlapping bigrams (分布式 -> 分 布 式 分布 布式).
The tokens go to PostgreSQL as tsvector and tsquery literals, bypassing its parser, so
the same rules apply to the text and to the query. A query matches when every one of
its terms is in the vector. Latin words of three or more letters match as prefixes
("pekhim" finds Pekhimenko); shorter ones, numbers and words typed in capitals match
whole words only ("Li" does not find Liu, "MIT" does not find "Mitigating").

Each token of a person's vector carries the weight of the most telling field it occurs
in (`WEIGHTS`: name, interests and areas, titles, the rest of the CV) and one position,
so that `ts_rank_cd` ranks by where and how close together the words were found.
`person_fields` decides what goes in at which weight: the one place to change what the
search reads. Used by the listing refresh (vectors) and the directory (queries, ranking).
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass

from django.contrib.postgres.expressions import ArraySubquery
from django.contrib.postgres.search import SearchQuery, SearchVectorField
from django.db.models import (
    BooleanField,
    Case,
    ExpressionWrapper,
    Func,
    IntegerField,
    Q,
    QuerySet,
    Value,
    When,
)
from django.db.models.expressions import RawSQL
from django.db.models.functions import Cast

from profiles.models import Person, ResearchArea
from profiles.text import CJK_RUN, fold_for_search, has_cjk, native_surname, to_pinyin

WORD = re.compile(r"[^\W_]+")
MAX_TOKEN = 60
MAX_QUERY_TOKENS = 24
PREFIX_FROM = 3
# PostgreSQL keeps positions up to this; later ones are stored as this.
MAX_POSITION = 16383

# The weights of the vector's fields, most telling first; ts_rank_cd's default weights
# {0.1, 0.2, 0.4, 1.0} score them D < C < B < A.
NAME, TOPIC, TITLE, TEXT = "A", "B", "C", "D"


def cjk_tokens(run: str) -> list[str]:
    """Every character of a CJK run, then every pair of neighbours."""
    return [*run, *(run[i : i + 2] for i in range(len(run) - 1))]


def pieces(text: str):
    """(piece, is_cjk) for the folded words of a text, split where the script changes."""
    for chunk in WORD.findall(fold_for_search(text or "")):
        pos = 0
        for match in CJK_RUN.finditer(chunk):
            if match.start() > pos:
                yield chunk[pos : match.start()], False
            yield match.group(), True
            pos = match.end()
        if pos < len(chunk):
            yield chunk[pos:], False


def tokens(text: str) -> list[str]:
    """The distinct tokens of a text, in the order met."""
    found: dict[str, None] = {}
    for piece, cjk in pieces(text):
        found.update(dict.fromkeys(cjk_tokens(piece) if cjk else [piece]))
    return [t for t in found if len(t) <= MAX_TOKEN]


def quote(token: str) -> str:
    return "'" + token.replace("\\", "\\\\").replace("'", "''") + "'"


def vector_literal(fields: Iterable[tuple[str, Iterable[str]]]) -> str:
    """A tsvector literal of (weight, texts) pairs: each token once, at the position it
    is first met, with the best weight of the fields it occurs in."""
    best: dict[str, str] = {}
    for weight, texts in fields:
        for text in texts:
            if text:
                for token in tokens(text):
                    if token not in best or weight < best[token]:
                        best[token] = weight
    return " ".join(
        f"{quote(token)}:{min(n, MAX_POSITION)}{weight}"
        for n, (token, weight) in enumerate(best.items(), start=1)
    )


def as_vector(fields: Iterable[tuple[str, Iterable[str]]]) -> Cast:
    """An expression to store in a SearchVectorField."""
    return Cast(Value(vector_literal(fields)), SearchVectorField())


def pinyin(native: str) -> str:
    """A Chinese name in pinyin as it is written in Latin letters: 谷典典 -> "gu diandian
    gudiandian" (family name, given name, both), so that "diandian gu" and "gudiandian"
    find it, but "dian" alone only as the start of a word."""
    if not native or not has_cjk(native):
        return ""
    family, given = native_surname("".join(CJK_RUN.findall(native)))
    family, given = "".join(to_pinyin(family)), "".join(to_pinyin(given))
    if not (family + given).isascii():
        return ""
    return " ".join(dict.fromkeys(filter(None, [family, given, family + given])))


def person_fields(person, records) -> list[tuple[str, list[str]]]:
    """What the directory's search looks through for one person, by weight (no query):
    names; interests and areas; titles of papers, positions, projects and degrees with
    their institutions and advisors; the rest (venues, authors, awards, the CV's text).

    `records` is the listing's PeopleRecords. Area keywords are left out: a query that
    is exactly an area's keyword finds that area's people instead (`keyword_areas`).
    """
    pk = person.pk
    names = [person.full_name, person.native_name, *person.other_names]
    names.append(pinyin(person.native_name))
    topics = list(person.research_interests)
    for area in records.areas[pk]:
        topics += [area.name, area.name_native]
    titles, rest = [], []
    for record in [*records.education[pk], *records.positions[pk]]:
        inst = getattr(record, "institution", None) or getattr(record, "organization", None)
        if inst is not None:
            titles += [inst.name, inst.name_native]
            rest += inst.aliases
        titles += [
            getattr(record, "institution_raw", ""),
            getattr(record, "organization_raw", ""),
            getattr(record, "title", ""),
            getattr(record, "degree_title", ""),
            getattr(record, "field", ""),
        ]
    titles += [project.title for project in records.projects[pk]]
    for advisor in records.advisors[pk]:
        titles += [advisor.name, advisor.native_name, pinyin(advisor.native_name)]
    for paper in records.papers[pk]:
        titles.append(paper.title)
        rest += [paper.venue, *paper.authors]
    rest += [award.title + " " + award.issuer for award in records.awards[pk]]
    rest += records.texts[pk]
    return [(NAME, names), (TOPIC, topics), (TITLE, titles), (TEXT, rest)]


@dataclass(frozen=True)
class Term:
    """One term of a query: a token, matched as a prefix or as a whole word."""

    token: str
    prefix: bool
    cjk: bool = False

    def literal(self, weight: str = "", whole: bool = False) -> str:
        marks = ("*" if self.prefix and not whole else "") + weight
        return quote(self.token) + (f":{marks}" if marks else "")

    def matches(self, word: str) -> bool:
        """Whether a folded Latin word of a text is this term (CJK terms match inside
        runs, see browse.snippets)."""
        return word.startswith(self.token) if self.prefix else word == self.token


def query_terms(text: str) -> list[Term]:
    """The terms of a query: a CJK run of two or more characters asks for its bigrams, a
    single character for itself; a Latin word for words starting with it, unless it is
    shorter than three characters, a number or typed in capitals (MIT, LLM, HPC)."""
    capitals = {fold_for_search(w) for w in WORD.findall(text or "") if w.isupper() and len(w) > 1}
    terms: dict[Term, None] = {}
    for piece, cjk in pieces(text):
        if cjk:
            pairs = [piece[i : i + 2] for i in range(len(piece) - 1)] or [piece]
            terms.update(dict.fromkeys(Term(p, False, True) for p in pairs))
        else:
            word = piece[:MAX_TOKEN]
            whole = len(word) < PREFIX_FROM or word.isdigit() or word in capitals
            terms[Term(word, not whole)] = None
    return list(terms)[:MAX_QUERY_TOKENS]


def query_literal(text: str, weight: str = "", whole: bool = False) -> str:
    """A tsquery literal requiring every term of `text`; "" when there is none. With a
    weight, only tokens of that weight match; with `whole`, no term is a prefix."""
    return " & ".join(term.literal(weight, whole) for term in query_terms(text))


def keyword(text: str) -> str:
    """A query as area keywords are compared with it: lower case, single spaces."""
    return " ".join((text or "").casefold().split())


class AmongSubquery(Func):
    """`expression = ANY(ARRAY(subquery))`: membership in a subquery's rows that
    PostgreSQL computes once, before the query, as a parameter. Unlike `IN (subquery)`
    it can be ORed with an indexed condition and both indexes still used (a bitmap OR);
    with `IN`, `vector @@ q OR id IN (...)` reads every person (for "Yang" among 100,000
    people 70 ms, against 3 ms)."""

    template = "%(expressions)s)"
    arg_joiner = " = ANY("
    output_field = BooleanField()

    def __init__(self, expression, queryset: QuerySet):
        super().__init__(expression, ArraySubquery(queryset))


def keyword_areas(text: str) -> QuerySet | None:
    """The areas that have the query, exactly, as one of their keywords, and their
    sub-areas: "LLM" is a keyword of Large language models, where "LLM training" is one
    of ML systems. A subquery, run as part of the query that uses it (None for an empty
    query)."""
    wanted = keyword(text)
    if not wanted:
        return None
    hit = ResearchArea.objects.filter(
        RawSQL(
            "EXISTS (SELECT 1 FROM unnest(keywords) k WHERE lower(k) = %s)",
            [wanted],
            output_field=BooleanField(),
        )
    ).values("pk")
    return ResearchArea.objects.filter(Q(pk__in=hit) | Q(parent__in=hit)).values("pk")


class TokenQuery(SearchQuery):
    """A tsquery built by `query_literal`, cast as is: `search_vector=TokenQuery(text)`."""

    def __init__(self, text: str):
        super().__init__(Value(query_literal(text)))

    def as_sql(self, compiler, connection, function=None, template=None):
        return super().as_sql(compiler, connection, template="(%(expressions)s)::tsquery")


VECTOR = f'"{Person._meta.db_table}"."search_vector"'


def matches_in(literal: str) -> ExpressionWrapper:
    """Whether the person's vector matches a tsquery literal."""
    return ExpressionWrapper(
        RawSQL(f"{VECTOR} @@ %s::tsquery", [literal]), output_field=BooleanField()
    )


def ranked(people: QuerySet, text: str) -> QuerySet:
    """People in the order of their relevance to a query, best first, by tiers: the
    whole name as typed; names holding every word whole; names with words starting so;
    every word in the name, interests or areas; every word there or in titles (papers,
    positions, degrees, their institutions and advisors); the rest. Within a tier, by
    weighted cover density (`ts_rank_cd`: more telling fields, words closer together),
    then by name. Each test stops at the first tier a person is in, for matching people
    only."""
    typed = " ".join((text or "").split())
    # Tested from the widest field down, so that most people, found in their CV or their
    # titles, cost one or two tests rather than four.
    tier = Case(
        When(Q(full_name__iexact=typed) | Q(native_name=typed), then=Value(0)),
        When(~matches_in(query_literal(text, NAME + TOPIC + TITLE)), then=Value(5)),
        When(~matches_in(query_literal(text, NAME + TOPIC)), then=Value(4)),
        When(~matches_in(query_literal(text, NAME)), then=Value(3)),
        When(matches_in(query_literal(text, NAME, whole=True)), then=Value(1)),
        default=Value(2),
        output_field=IntegerField(),
    )
    cover = RawSQL(f"ts_rank_cd({VECTOR}, %s::tsquery)", [query_literal(text)])
    return people.order_by(tier, cover.desc(), "sort_name", "id")
