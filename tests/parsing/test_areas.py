"""Research areas from a person's interests: the taxonomy's keywords, longest first."""

from profiles.parsing.areas import research_areas


def test_the_longest_keyword_wins_over_the_keywords_inside_it():
    assert research_areas(["distributed deep learning"]) == ["ml-systems"]
    assert research_areas(["分布式深度学习"]) == ["ml-systems"]
