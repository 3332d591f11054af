"""Full-text search: CJK segmented into characters and bigrams, Latin words folded and
matched as prefixes, in PostgreSQL with the person's GIN-indexed search vector."""

import pytest

from profiles.listing.search import (
    NAME,
    TEXT,
    as_vector,
    pinyin,
    query_literal,
    tokens,
    vector_literal,
)
from profiles.models import Person


def test_cjk_runs_become_characters_and_overlapping_bigrams():
    assert tokens("分布式") == ["分", "布", "式", "分布", "布式"]


def test_latin_words_are_folded_for_case_width_and_accents():
    assert tokens("Ｍüller WebAssembly ML-Systems") == ["muller", "webassembly", "ml", "systems"]


def test_mixed_text_splits_where_the_script_changes():
    assert tokens("GPU集群") == ["gpu", "集", "群", "集群"]


def test_a_query_asks_for_every_bigram_and_latin_prefixes():
    assert query_literal("北京大学 Peking") == "'北京' & '京大' & '大学' & 'peking':*"


def test_short_latin_words_match_whole_words_only():
    assert query_literal("Li ML") == "'li' & 'ml'"


def test_words_typed_in_capitals_and_numbers_match_whole_words_only():
    assert query_literal("MIT LLM hpc 2021") == "'mit' & 'llm' & 'hpc':* & '2021'"


def test_a_query_can_ask_for_name_words_only():
    assert query_literal("Zhu Hong", NAME) == "'zhu':*A & 'hong':*A"
    assert query_literal("Zhu Hong", NAME, whole=True) == "'zhu':A & 'hong':A"


def test_a_vector_holds_each_token_once_with_the_best_weight_it_has():
    fields = [(NAME, ["Graph Ada"]), (TEXT, ["graph theory", "Ada"])]
    assert vector_literal(fields) == "'graph':1A 'ada':2A 'theory':3D"


def test_a_chinese_name_in_pinyin_is_family_name_then_given_name():
    assert pinyin("谷典典") == "gu diandian gudiandian"
    assert pinyin("欧阳娜娜") == "ouyang nana ouyangnana"


def test_a_single_chinese_character_is_searched_as_itself():
    assert query_literal("金") == "'金'"


def test_quotes_and_operators_in_a_query_cannot_break_it():
    assert query_literal("O'Brien & | ! (") == "'o' & 'brien':*"
    assert query_literal("  !!! ") == ""


def search(text: str) -> list[str]:
    from profiles.listing.search import TokenQuery

    return list(
        Person.objects.filter(search_vector=TokenQuery(text)).values_list("full_name", flat=True)
    )


@pytest.fixture
def people(db):
    texts = {
        "Diandian Gu": [
            "谷典典",
            "北京大学信息科学技术学院",
            "分布式深度学习训练",
            "Peking University",
        ],
        "Hongyu Zhu": ["Hongyu Zhu", "University of Toronto", "Gennady Pekhimenko"],
    }
    for name, words in texts.items():
        person = Person.objects.create(full_name=name, slug=name.lower().replace(" ", "-"))
        Person.objects.filter(pk=person.pk).update(search_vector=as_vector([(TEXT, words)]))


@pytest.mark.parametrize(
    ("query", "found"),
    [
        ("分布式", ["Diandian Gu"]),
        ("北京大学", ["Diandian Gu"]),
        ("深度学习", ["Diandian Gu"]),
        ("典典", ["Diandian Gu"]),
        ("pekhim", ["Hongyu Zhu"]),
        ("PEKHIMENKO", ["Hongyu Zhu"]),
        ("university", ["Diandian Gu", "Hongyu Zhu"]),
        ("Toronto 分布式", []),
        ("上海", []),
    ],
)
def test_search_matches_inside_longer_phrases(people, query, found):
    assert sorted(search(query)) == found
