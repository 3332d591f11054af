"""Checks on a parse before it is planned: a name that reads as a heading is no name, and
a CV that names nobody is listed under the best evidence of a name there is."""

import pytest

from profiles.importing.validation import reads_as_heading, stand_in_name, validate
from profiles.parsing import ParsedCV


@pytest.mark.parametrize(
    "name", ["About Me", "English Version", "Curriculum Vitae", "Publications"]
)
def test_a_heading_is_no_name(name):
    assert reads_as_heading(name)
    checked = validate(ParsedCV(source="", sha256="", format="text", text="", name=name), "cv.pdf")
    assert checked.heading_name
    assert checked.stand_in_name == "Unnamed CV (cv.pdf)"


@pytest.mark.parametrize("name", ["R. Liu", "Hongyu Zhu", "Dean Li"])
def test_names_are_names(name):
    assert not reads_as_heading(name)


def test_a_stand_in_name_comes_from_the_email_then_the_file_name():
    assert stand_in_name("cv.pdf", ["jane.roe@example.org"]) == "Jane Roe"
    assert stand_in_name("jane_doe_cv_2024.pdf", ["jd1990@example.org"]) == "Jane Doe"
    assert stand_in_name("j08_html_jemdoc_bio_education.html") == (
        "Unnamed CV (j08_html_jemdoc_bio_education.html)"
    )
