"""What a bio says, folded into the records the CV lists."""

from profiles.parsing import parse_bytes
from profiles.parsing.model import Education, ParsedCV, Position
from profiles.parsing.prose_merge import merge_news, merge_prose


def test_a_bio_degree_at_a_school_named_in_another_script_by_its_initials_is_the_listed_one():
    cv = ParsedCV(source="cv.md", sha256="", format="md", text="")
    cv.education = [Education(institution="Allen Smith Institute", degree="phd")]
    told = Education(
        institution="艾伦·斯密研究所", institution_raw="艾伦·斯密研究所（ASI）", degree="phd"
    )
    merge_prose(cv, [told], [])
    assert [e.institution for e in cv.education] == ["Allen Smith Institute"]
    # Other initials, or another degree: another record.
    other = Education(institution="北山研究所", institution_raw="北山研究所（BRI）", degree="phd")
    merge_prose(cv, [other], [])
    assert [e.institution for e in cv.education] == ["Allen Smith Institute", "北山研究所"]


def test_a_homepage_header_naming_the_school_in_chinese_adds_no_second_doctorate():
    text = (
        "# 张三\n\n博士研究生 · 艾伦·斯密研究所（ASI）\n\n## 教育经历\n\n"
        "- **博士 · 计算机科学** Allen Smith Institute · 在读\n"
        "- **学士 · 计算机科学** Hill University · 2018\n"
    )
    cv = parse_bytes(text.encode(), "index.md")
    assert [e.degree for e in cv.education] == ["phd", "bachelor"]


def test_a_news_item_dated_in_the_year_a_bio_gives_is_the_same_stint():
    """A bio's "in the summer of 2020" and a news item's "2020-05" date one stint: a year
    and a month of that year are not before or after each other."""
    cv = ParsedCV(source="", sha256="", format="", text="")
    cv.positions = [
        Position(organization="Northwind Labs", title="Intern", start="2020", end="2020")
    ]
    told = Position(organization="Northwind Labs", title="Intern", start="2020-05")
    merge_news(cv, [], [told])
    assert [(p.organization, p.start) for p in cv.positions] == [("Northwind Labs", "2020-05")]
    # A news item dated a later year is a stint of its own.
    merge_news(cv, [], [Position(organization="Northwind Labs", title="Intern", start="2022-06")])
    assert len(cv.positions) == 2
