"""Entry boundaries: which lines of a section make up one record, on short CVs written
for these tests (invented people and places)."""

from profiles.parsing import parse_bytes


def _positions(text: str) -> list[tuple]:
    cv = parse_bytes(text.encode(), "cv.txt")
    return [(p.organization_raw, p.title, p.start, p.end) for p in cv.positions]


def test_a_place_alone_between_dated_roles_heads_the_roles_below_it():
    text = (
        "Ann Lee\n\nTeaching Experience\n\nLakeside University\n"
        "2024 Spring   Instructor, Intermediate Microeconomics\n"
        "2021-2022   Teaching Assistant, Advanced Microeconomics\n"
        "Hill Normal University\n"
        "2018-2019   Teaching Assistant, Game Theory\n"
    )
    assert _positions(text) == [
        ("Lakeside University", "Instructor, Intermediate Microeconomics", "2024", "2024"),
        ("Lakeside University", "Teaching Assistant, Advanced Microeconomics", "2021", "2022"),
        ("Hill Normal University", "Teaching Assistant, Game Theory", "2018", "2019"),
    ]
