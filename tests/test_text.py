"""The pure text helpers of profiles.text (no database)."""

import pytest

from profiles.text import name_sort_key


@pytest.mark.parametrize(
    ("full_name", "native_name", "key"),
    [
        ("Hongyu Zhu", "", "zhu hongyu"),
        ("Hongyu Zhu", "朱宏宇", "zhu hongyu"),
        ("Zhu Hongyu", "朱宏宇", "zhu hongyu"),
        ("Zhu, Hongyu", "", "zhu hongyu"),
        ("Xin Jin", "金鑫", "jin xin"),
        ("Jin Xin", "金鑫", "jin xin"),
        ("Nana Ouyang", "欧阳娜娜", "ouyang nana"),
        ("谷典典", "", "gu diandian"),
        ("", "谷典典", "gu diandian"),
        ("Diandian Gu (谷典典)", "谷典典", "gu diandian"),
        ("Martin Luther King Jr.", "", "king martin luther"),
        ("Åsa Ångström", "", "angstrom asa"),
        ("Madonna", "", "madonna"),
    ],
)
def test_names_sort_by_family_name_first(full_name, native_name, key):
    assert name_sort_key(full_name, native_name) == key


def test_a_family_name_sorts_before_a_longer_one_that_starts_like_it():
    names = ["Zz Guo", "Aa Gu", "Zz Gu", "Bb Chen"]
    assert sorted(names, key=name_sort_key) == ["Bb Chen", "Aa Gu", "Zz Gu", "Zz Guo"]
