"""The probe's Chinese rewrites (scripts/rewrites_zh.py): headings, punctuation, labels and 至今."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from perturb_corpus import rewrite

from tests.scripts.cv_samples import CV


def test_headings_are_written_in_chinese_or_in_both_languages():
    cv = "## 🎖 Honors and Awards\n- Prize, 2020\n## Education:\n## Teaching\n## Skills\n## News\n"

    out = rewrite(cv, "zh_headings")
    assert "## 🎖 荣誉奖项\n" in out and "## 教育背景:\n" in out and "## Teaching\n" in out
    both = rewrite(cv, "bilingual_headings")
    assert "## 🎖 荣誉奖项 Honors and Awards\n" in both
    assert "## Education | 教育背景:\n" in both and "## Skills / 专业技能\n" in both
    assert "## News（最新动态）\n" in both


def test_full_width_punctuation_leaves_addresses_code_and_numbers_alone():
    text = (
        "- PhD (CS), Hill University, 2019: [Ann](https://a.example/x:y), ann@b.example, 1,000\n"
        "<style>p { margin: 0 }</style>\n| a | b |\n|:--|--:|\n"
    )

    assert rewrite(text, "zh_punctuation") == (
        "- PhD （CS），Hill University，2019：[Ann](https://a.example/x:y)，ann@b.example，1,000\n"
        "<style>p { margin: 0 }</style>\n| a | b |\n|:--|--:|\n"
    )


def test_supervisor_labels_are_written_in_chinese():
    text = (
        "- PhD, Hill University, advised by Ann Lee\n  - **Supervisor:** Bo Li\n"
        "Mentor: Cy Wu\nI was advised by Ann Lee, (Thesis advisor: X)\n"
    )

    assert rewrite(text, "zh_labels") == (
        "- PhD, Hill University, 导师：Ann Lee\n  - **指导老师：** Bo Li\n"
        "合作导师：Cy Wu\nI was advised by Ann Lee, (Thesis advisor: X)\n"
    )


def test_an_ongoing_range_ends_in_zhijin():
    assert "Sep 2019 – 至今" in rewrite(CV, "zh_present")
    assert rewrite("Present at ICML 2020; now at X\n", "zh_present") == (
        "Present at ICML 2020; now at X\n"
    )
