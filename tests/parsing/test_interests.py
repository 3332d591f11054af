"""Research interests: the phrases a reader would list, from lists, labels and prose."""

from profiles.parsing import parse_bytes


def interests(text: str, name: str = "cv.txt") -> list[str]:
    return parse_bytes(text.encode("utf-8"), name).research_interests


def test_abbreviations_in_brackets_do_not_make_an_item_too_long():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nScalable Machine Learning (ML) and Deep Learning "
        "(DL), Information Retrieval, Large Language Models\n"
    )
    assert interests(text) == [
        "Scalable Machine Learning (ML) and Deep Learning (DL)",
        "Information Retrieval",
        "Large Language Models",
    ]


def test_a_label_on_any_line_names_the_interests():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPh.D. in Computing, North University | 2019 - Present\n"
        "» Supervisor: Bo Li\n» Research Area: reinforcement learning, continual learning\n"
    )
    assert interests(text) == ["reinforcement learning", "continual learning"]
    text = (
        "ADA QUINN\n\nEXPERIENCE\n\n- PhD researcher, North University, 2015 - 2019\n"
        "- My research interests include: Numerical Linear Algebra,\n"
        "Model-Order Reduction, Optimal Control and Parallel Programming\n"
    )
    assert interests(text) == [
        "Numerical Linear Algebra",
        "Model-Order Reduction",
        "Optimal Control",
        "Parallel Programming",
    ]


def test_a_chinese_label_after_a_clause_and_a_bare_interests_label():
    text = "何嘉琪\n\n何嘉琪，北方大学新闻学院在读研究生，研究方向：计算传播。\n"
    assert interests(text) == ["计算传播"]
    text = (
        "ADA QUINN\n\nACTIVITIES\n\n- Computer: Python, C/C++\n"
        "- Interests: machine learning, Running\n"
    )
    assert interests(text) == ["machine learning"]


def test_an_interests_section_ends_where_a_record_or_another_topic_begins():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nNatural Language Processing, Machine Learning\n\n"
        "Academic Credentials\n\nNorth University | Harbor City\n"
        "B.Sc. in Computer Science, CGPA: 3.5/4.0 Apr. 2017 - Jan. 2022\n"
    )
    assert interests(text) == ["Natural Language Processing", "Machine Learning"]
    md = (
        "# Ada Quinn\n\n## Research Interests: Galaxy evolution at high redshift; dusty "
        "star formation\n\nGrants & Awards: $630k from NASA, NSF\n\nTalks: 22 talks (11 invited)\n"
    )
    assert interests(md, "cv.md") == ["Galaxy evolution at high redshift", "dusty star formation"]


def test_group_names_descriptions_and_icon_names_are_not_topics():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nMethodology\nMachine Learning, Robust Optimization\n"
        "Application Area\nEnergy Transition; Electric Grid Planning\nLIGHTBULB\n"
        "Non-coding RNA in cancer\n   Data portal of non-coding RNA editing, including two tools.\n"
    )
    assert interests(text) == [
        "Machine Learning",
        "Robust Optimization",
        "Energy Transition",
        "Electric Grid Planning",
        "Non-coding RNA in cancer",
    ]
