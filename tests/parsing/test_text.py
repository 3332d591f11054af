"""Text normalisation (profiles/parsing/text.py)."""

from profiles.parsing.text import normalise


def test_full_width_punctuation_between_latin_words_reads_with_its_space():
    text = "PhD，Hill University，2020 （expected）：agents；tools\n导师：张三，李四"

    assert normalise(text) == "PhD, Hill University, 2020 (expected): agents; tools\n导师:张三,李四"
