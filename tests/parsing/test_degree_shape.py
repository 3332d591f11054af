"""An education list's own shape names the school a degree line does not recognise
(degree_shape.py), each on a small snippet written for it (invented people and places)."""

from profiles.parsing import parse_bytes


def schools(text: str) -> list[tuple]:
    cv = parse_bytes(text.encode("utf-8"), "cv.txt")
    return [(e.institution_raw, e.degree, e.start, e.end) for e in cv.education]


def test_the_school_sits_where_the_other_degrees_name_theirs():
    assert schools(
        "Ana Lind\n\nEducation\n\n"
        "- M.Sc. in Geology, Hillcrest University | Oslo, Norway | 2019 – 2021\n"
        "- B.Sc. in Physics, TKVU | Bergen, Norway | 2015 – 2019\n"
    ) == [
        ("Hillcrest University", "master", "2019", "2021"),
        ("TKVU", "bachelor", "2015", "2019"),
    ]


def test_a_note_after_the_school_is_left_out_and_a_minor_is_no_school():
    out = schools(
        "Ana Lind\n\nEducation\n\n"
        "- M.Sc. in Statistics, Hillcrest University, 2020-2021 (first year)\n"
        "- M.Sc. in Finance, Rovik-ENS 2021-2022 (second year)\n"
        "- B.Sc. in Mathematics, minor in Economics, 2017-2020\n"
    )
    assert out[1] == ("Rovik-ENS", "master", "2021", "2022")
    assert [school for school, *_ in out if "minor" in (school or "")] == []


def test_a_degree_line_that_names_its_school_itself_is_not_reshaped():
    out = schools(
        "Ana Lind\n\nEducation\n\n"
        "- Ph.D. Hillcrest University, Springfield, Sept. 2019 - Mar. 2024\n"
        "- M.S., Valley Institute of Technology, Valley, China\n"
    )
    assert all(school != "Springfield" for school, *_ in out)
