"""Text normalisation (profiles/parsing/text.py)."""

from profiles.parsing.text import normalise


def test_full_width_punctuation_between_latin_text_reads_with_its_space():
    text = "PhD，Hill University，2020 （expected）：agents；tools\n*2019*：\xa0🏆 Prize"

    assert (
        normalise(text) == "PhD, Hill University, 2020 (expected): agents; tools\n*2019*:   Prize"
    )


def test_full_width_punctuation_next_to_chinese_text_stays_unspaced():
    assert normalise("导师：张三，李四，IEEE会员") == "导师:张三,李四,IEEE会员"
