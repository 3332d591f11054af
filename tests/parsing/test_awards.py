"""Awards sections: which lines are awards, and each honour counted once."""

from profiles.parsing import parse_bytes


def parse(text: str, name: str = "cv.txt"):
    return parse_bytes(text.encode("utf-8"), name)


def titles(text: str, name: str = "cv.txt") -> list[str]:
    return [a.title for a in parse(text, name).awards]


def test_plain_lines_under_a_bullet_describe_its_award():
    text = (
        "ADA QUINN\n\nAWARDS AND HONORS\n\n"
        "- Harbor Prize for Outstanding Graduate Instructors, 2025\n"
        "Honors instructors who have shown excellence in teaching; given to four of 120\n"
        "- Spirit Award, 2023\n"
        "Recognizes the student who most embodies the values of the department\n"
        "- Top Reviewer, 2023\n"
    )
    assert len(titles(text)) == 3
