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
