"""Shared records only for real things: an institution or an advisor is made only for a
string that looks like one or that the reference data knows; anything else keeps its
text, links to nothing, never reaches a facet and waits in review."""

import pytest

from profiles.importing import import_document
from profiles.importing.shared_records import (
    SharedRecords,
    looks_like_institution,
    looks_like_person,
)
from profiles.models import Advisor, Institution, Person, Position, ReviewItem

pytestmark = pytest.mark.django_db

CV = """# Ada Example

ada@mail.ustc.edu.cn

## Education

### University of Ljubljana
Sep. 2019 – Jun. 2024
*Ph.D. in Computer Science*
- Advisor: Prof. Lake Academy

## Experience

### Beyond Academics
Research Intern, Jun. 2022 – Aug. 2022
- Supervised by Zheng Zhang
"""


@pytest.mark.parametrize(
    "text",
    [
        "主要编程工具",
        "学院学生会主席",
        "年在同一学院",
        "学院共 2 名)",
        "Managing Zotero group library for the lab",
        "Heliophysics Summer School, Space Weather Workshop (2021)",
        "Founded and led the Applied Data Science Lab",
        "Adjunct Faculty",
        "LABORATORY SCIENCE RESEARCH EXPERIENCE",
        "Wu Yee Sun College Global Learning Award(2017)",
        "and Yongqiang Xiong from Networking Group",
        "Intermediate Macroeconomics",
        "Object Detection",
    ],
)
def test_fragments_do_not_look_like_institutions(text):
    assert not looks_like_institution(text)


@pytest.mark.parametrize(
    "text",
    [
        "Embedded Pervasive Computing Center",
        "深圳市某某科技有限公司",
        "Institute of Physics, Zagreb",
    ],
)
def test_organizations_look_like_institutions(text):
    assert looks_like_institution(text)


@pytest.mark.parametrize(
    ("latin", "native", "expected"),
    [
        ("Zheng Zhang", None, True),
        ("Xin Jin", "金鑫", True),
        (None, "团队", False),
        (None, "北京交通", False),
        (None, "设计基于", False),
        ("Optica Fellow", None, False),
    ],
)
def test_only_names_of_people_look_like_people(latin, native, expected):
    assert looks_like_person(latin, native) is expected


def test_an_institution_the_reference_data_knows_is_no_advisor():
    assert SharedRecords().advisor("UMass Amherst", None, None, None) is None
    assert SharedRecords().advisor("Zheng Zhang", None, None, None).name == "Zheng Zhang"


def test_a_string_that_is_no_institution_links_nothing_and_waits_in_review(tmp_path, member_client):
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    before = Institution.objects.count()

    person = import_document(path=cv).person

    job = Position.objects.get(person=person)
    assert (job.organization, job.organization_raw) == (None, "Beyond Academics")
    assert not Institution.objects.filter(name="Beyond Academics").exists()
    item = ReviewItem.objects.get(person=person, reason="unlinked", position=job)
    assert "Beyond Academics" in item.message
    assert (item.line_first, item.line_last) == (14, 16)
    facets = member_client.get("/").context["facets"]
    values = {option.label for facet in facets for option in facet.options}
    assert "Beyond Academics" not in values
    assert Institution.objects.count() == before, "nothing made: Ljubljana was known"


def test_a_name_that_is_no_person_makes_no_advisor_and_waits_in_review(tmp_path):
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    person = import_document(path=cv).person
    assert not Advisor.objects.filter(name="Lake Academy").exists()
    assert Advisor.objects.filter(name="Zheng Zhang").exists()
    phd = person.education.get()
    item = ReviewItem.objects.get(person=person, education=phd, reason="unlinked")
    assert item.details == {"person": "Lake Academy"}


def test_a_university_the_curated_list_lacks_resolves_from_the_world_list(tmp_path):
    cv = tmp_path / "ada.md"
    cv.write_text(CV)
    phd = import_document(path=cv).person.education.get()
    assert phd.institution.name == "University of Ljubljana"
    assert phd.institution.is_reference
    assert phd.institution.domains == ["uni-lj.si"]


def test_an_email_domain_names_the_institution_of_a_person_whose_records_name_none(
    tmp_path, member_client
):
    cv = tmp_path / "bo.md"
    cv.write_text("# Bo Fisher\n\nbo@mail.ustc.edu.cn\n\n## Research Interests\n\nDatabases\n")
    person = Person.objects.get(pk=import_document(path=cv).person.pk)
    assert person.affiliation == "University of Science and Technology of China"
    ustc = Institution.objects.get(domains__contains=["ustc.edu.cn"])
    page = member_client.get(f"/?institution={ustc.slug}")
    assert [p.full_name for p in page.context["page"]] == ["Bo Fisher"]
