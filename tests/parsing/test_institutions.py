import json

import pytest

from profiles.parsing import institutions
from profiles.parsing.areas import research_areas


@pytest.fixture
def reference(tmp_path):
    records = [
        {"name": "Peking University", "slug": "pku", "name_native": "北京大学",
         "aliases": ["PKU", "Peking Univ."], "country": "CN", "kind": "university", "parent": None},
        {"name": "Microsoft Research", "slug": "msr", "name_native": None, "aliases": ["MSR"],
         "country": "US", "kind": "lab", "parent": None},
        {"name": "Microsoft Research Asia", "slug": "msra", "name_native": "微软亚洲研究院",
         "aliases": ["MSRA"], "country": "CN", "kind": "lab", "parent": "Microsoft Research"},
        {"name": "ETH Zurich", "slug": "eth", "name_native": None, "aliases": ["ETH"],
         "country": "CH", "kind": "university", "parent": None},
    ]  # fmt: skip
    areas = [
        {"slug": "systems", "name": "Systems", "parent": None, "keywords": ["systems"]},
        {"slug": "ml-systems", "name": "ML systems", "parent": "systems",
         "keywords": ["systems for ml", "机器学习系统"]},
    ]  # fmt: skip
    (tmp_path / "institutions.json").write_text(json.dumps(records), encoding="utf-8")
    (tmp_path / "research_areas.json").write_text(json.dumps(areas), encoding="utf-8")
    institutions.set_reference_dir(tmp_path)
    yield tmp_path
    institutions.set_reference_dir(None)


def test_it_resolves_names_across_languages_and_abbreviations(reference):
    assert institutions.resolve("北京大学").name == "Peking University"
    assert institutions.resolve("北京大學").name == "Peking University"  # traditional
    assert institutions.resolve("PKU").name == "Peking University"
    assert institutions.resolve("peking univ").name == "Peking University"
    assert institutions.resolve("ETH Zürich").name == "ETH Zurich"


def test_it_prefers_the_longest_contained_name(reference):
    match = institutions.resolve("Research Intern in Microsoft Research Asia (MSRA)")
    assert match.name == "Microsoft Research Asia"
    assert institutions.resolve("Intern at Microsoft Research").name == "Microsoft Research"


def test_it_matches_only_whole_words(reference):
    assert institutions.resolve("Ethics Committee") is None


def test_it_fuzzy_matches_misspellings(reference):
    assert institutions.resolve("Peking Universty").name == "Peking University"


def test_a_fuzzy_match_keeps_the_words_that_tell_places_apart(reference):
    assert institutions.resolve("Peking Univeristy").name == "Peking University"
    # One word of its own written quite differently: another place, not a misspelling.
    assert institutions.resolve("Poking University") is None


def test_it_maps_interests_to_second_level_areas(reference):
    assert research_areas(["Systems for ML"]) == ["ml-systems"]
    assert research_areas(["机器学习系统"]) == ["ml-systems"]


def test_a_university_press_is_a_publisher_not_the_university():
    assert institutions.find_in("Lecture notes, Oxford University Press, 2021") is None
    assert institutions.resolve("MIT Press") is None
    assert institutions.resolve("Oxford University").name == "University of Oxford"
