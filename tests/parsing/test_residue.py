"""Markup residue never reaches a value: accents a LaTeX PDF sets apart, HTML entities
and jemdoc escapes left in Markdown, emphasis and code marks around words."""

from profiles.parsing import parse_bytes
from profiles.parsing.text import normalise, strip_markup


def test_accents_set_apart_from_their_letters_are_composed():
    assert normalise("Jane Andirk ´o, PhD") == "Jane Andirkó, PhD"
    assert normalise("Universit`a di Esempio, Mart´ınez, J¨orgens, Mu˜noz") == (
        "Università di Esempio, Martínez, Jörgens, Muñoz"
    )
    assert normalise("Master´s degree") == "Master's degree"
    assert normalise("run `make test` first") == "run `make test` first"


def test_html_entities_and_jemdoc_escapes_are_read_as_the_characters_they_stand_for():
    assert (
        normalise("- *2024*: &nbsp;&nbsp;Best Paper &amp; Talk") == "- *2024*:   Best Paper & Talk"
    )
    assert normalise("jane&#64;example.org &#10; &unknown;") == "jane@example.org   &unknown;"
    assert normalise("Jane Roe (王小明 in Chinese) \\n") == "Jane Roe (王小明 in Chinese)"
    assert normalise("\\[[https://example.org PDF]\\] In /ESEC\\/FSE/") == (
        "[[https://example.org PDF]] In /ESEC/FSE/"
    )


def test_emphasis_and_code_marks_are_not_part_of_a_value():
    assert strip_markup("_Research Intern_, Example Lab") == "Research Intern, Example Lab"
    assert strip_markup("``2023`` Example Scholarship") == "2023 Example Scholarship"
    assert strip_markup("snake_case_name and file_name.pdf") == "snake_case_name and file_name.pdf"


def test_a_position_title_in_underscores_is_read_without_them():
    text = "# Jane Roe\n\n## Experience\n\n- _Research Intern_, Example Labs, Jun 2021 - Aug 2021\n"
    cv = parse_bytes(text.encode(), "cv.md")
    assert cv.positions and "_" not in (cv.positions[0].title or "")


def test_link_labels_images_and_superscripts_are_taken_out_of_values():
    from profiles.parsing.residue import clean

    assert clean(
        "arXiv, 2023. [[https://arxiv.org/abs/2301.00001 pdf]]. [[https://x.org code]]"
    ) == ("arXiv, 2023.")
    assert clean("Example Conference 2024 [[paper]](https://example.org/p.pdf) [code]") == (
        "Example Conference 2024"
    )
    assert clean("Jane Roe$^*$, Example Lab, UNIST (") == "Jane Roe, Example Lab, UNIST"
    assert (
        clean("toolkit \\| ![](https://example.org/logo.png) for parsing")
        == "toolkit | for parsing"
    )
    assert clean(": | Best Paper Award") == "Best Paper Award"
    assert clean("```") is None
    assert clean("|") is None


def test_a_record_left_without_text_is_dropped():
    text = "# Jane Roe\n\n## Awards\n\n- Best Paper Award, 2021\n- *2019*: |\n"
    cv = parse_bytes(text.encode(), "cv.md")
    assert [a.title for a in cv.awards] == ["Best Paper Award"]


def test_a_role_left_in_brackets_after_a_place_is_not_part_of_its_name():
    text = (
        "# Jane Roe\n\n## Teaching Experience\n\n"
        "## Lakeside College of Art + Design (adjunct, 2005-2007)\nSequential Art\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [(p.organization, p.start, p.end) for p in cv.positions] == [
        ("Lakeside College of Art + Design", "2005", "2007")
    ]
    # An abbreviation in brackets is part of the name.
    text = text.replace("(adjunct, 2005-2007)", "(LCAD), 2005-2007")
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.organization for p in cv.positions] == ["Lakeside College of Art + Design (LCAD)"]
