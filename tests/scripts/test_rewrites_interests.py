"""The probe's rewrites of research interests (scripts/rewrites_interests.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from perturb_corpus import rewrite

INTERESTS = "## Research Interests\n\n- Program analysis\n- Fuzzing\n- Compilers\n\n## News\n"


def test_a_list_of_interests_is_restated_in_the_other_forms_cvs_use():
    assert "## Research Interests\n\nProgram analysis, Fuzzing, and Compilers\n\n" in rewrite(
        INTERESTS, "interests_inline"
    )
    assert rewrite(INTERESTS, "interests_label") == (
        "\nResearch Interests: Program analysis; Fuzzing; Compilers\n\n## News\n"
    )
    assert "\nMy research interests include Program analysis, Fuzzing, and Compilers.\n" in (
        rewrite(INTERESTS, "interests_sentence")
    )
    zh = "## 研究方向\n* 图像分割\n* 目标检测\n"
    assert rewrite(zh, "interests_label") == "研究方向：图像分割、目标检测\n"
    assert rewrite(zh, "interests_sentence") == "## 研究方向\n我主要研究图像分割、目标检测。\n"


def test_a_section_that_is_no_plain_list_of_topics_is_left_alone():
    described = "## Research Interests\n\n- **Fuzzing**: testing by random inputs\n- Compilers\n"
    hobbies = "## Industry Interests\n\n- Back-end development\n- Data analysis\n"
    for name in ("interests_inline", "interests_label", "interests_sentence"):
        assert rewrite(described, name) == described
        assert rewrite(hobbies, name) == hobbies


def test_a_line_or_a_sentence_of_interests_is_set_as_bullets():
    assert rewrite("# 研究方向\n数据工程，网络优化\n", "interests_listed") == (
        "# 研究方向\n- 数据工程\n- 网络优化\n"
    )
    bio = "I am a student. My research interests include vision, robotics and control. Hi.\n"
    assert rewrite(bio, "interests_listed") == (
        "I am a student. My research interests include:\n\n- vision\n- robotics\n- control\n\nHi.\n"
    )
    zh = "我的研究兴趣包括法律人工智能、自然语言处理和因果推断。\n"
    assert "- 自然语言处理\n- 因果推断\n" in rewrite(zh, "interests_listed")
    hedged = "My research interests include speech, audio, including ASR.\n"
    assert rewrite(hedged, "interests_listed") == hedged


def test_a_bio_sentence_of_interests_is_set_as_a_label_line():
    bio = "I am a student. His research interests lie in **vision, robotics, and control**.\n"
    assert rewrite(bio, "interests_label") == (
        "I am a student.\n\nResearch interests: vision; robotics; control\n"
    )
    zh = "目前攻读硕士学位，研究方向包括深度学习、目标检测。\n"
    assert rewrite(zh, "interests_label") == "目前攻读硕士学位。\n\n研究方向：深度学习、目标检测\n"


def test_a_bio_sentence_of_interests_is_stated_in_other_words():
    bio = "I am a student. My research interests include vision, robotics and control. Hi.\n"
    assert rewrite(bio, "interests_sentence") == (
        "I am a student. I am interested in vision, robotics, and control. Hi.\n"
    )
    zh = "我是学生。我的研究兴趣包括法律人工智能、因果推断。我发表了论文。\n"
    assert rewrite(zh, "interests_sentence") == (
        "我是学生。我的研究聚焦于法律人工智能、因果推断。我发表了论文。\n"
    )
