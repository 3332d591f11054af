"""Merging duplicates moves every relation and keeps every name."""

import pytest

from profiles.models import (
    Advisor,
    Award,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    Position,
    Publication,
    SourceDocument,
)
from profiles.staff.merging import merge_advisors, merge_institutions, merge_people
from profiles.text import title_key

pytestmark = pytest.mark.django_db


def make_person(name, native="", **extra):
    slug = name.lower().replace(" ", "-")
    return Person.objects.create(full_name=name, native_name=native, slug=slug, **extra)


def test_merging_advisors_moves_every_advisee_and_keeps_both_spellings(university):
    latin = Advisor.objects.create(name="Xin Jin", slug="xin-jin")
    native = Advisor.objects.create(name="金鑫", native_name="金鑫", slug="jin-xin")
    ada, bo, cy = make_person("Ada"), make_person("Bo"), make_person("Cy")
    for person, advisor in ((ada, latin), (bo, native), (cy, native)):
        education = Education.objects.create(person=person, institution=university, degree="phd")
        EducationAdvisor.objects.create(education=education, advisor=advisor)
    internship = Position.objects.create(person=ada, organization=university, title="Intern")
    internship.supervisors.add(latin, native)

    result = merge_advisors(latin, [latin, native])

    assert not Advisor.objects.filter(pk=native.pk).exists()
    latin.refresh_from_db()
    assert (latin.name, latin.native_name) == ("Xin Jin", "金鑫")
    advisees = Person.objects.filter(education__advisors=latin).order_by("full_name")
    assert [p.full_name for p in advisees] == ["Ada", "Bo", "Cy"]
    assert list(internship.supervisors.all()) == [latin], "one link where there were two"
    assert result.merged == 1


def test_merging_people_keeps_every_record_of_both(university):
    first = make_person("Diandian Gu", emails=["gu@pku.edu.cn"])
    second = make_person("谷典典", native="谷典典", emails=["dd@example.org"])
    Education.objects.create(person=first, institution=university, degree="bachelor")
    Education.objects.create(person=second, institution=university, degree="phd")
    Position.objects.create(person=second, organization=university, title="Intern")
    Award.objects.create(person=first, title="Scholarship", year=2019)
    Award.objects.create(person=second, title="Best Paper", year=2023)
    shared = Publication.objects.create(title="ElasticFlow", title_key=title_key("ElasticFlow"))
    shared.people.add(first, second)
    own = Publication.objects.create(title="GreenFlow", title_key=title_key("GreenFlow"))
    own.people.add(second)
    SourceDocument.objects.create(
        person=second,
        file_name="cv.md",
        sha256="b" * 64,
        format="markdown",
        text="",
        parser_version="1",
    )

    merge_people(first, [first, second])

    assert Person.objects.count() == 1
    first.refresh_from_db()
    assert sorted(first.education.values_list("degree", flat=True)) == ["bachelor", "phd"]
    assert first.positions.count() == 1
    assert sorted(first.awards.values_list("title", flat=True)) == ["Best Paper", "Scholarship"]
    assert sorted(first.publications.values_list("title", flat=True)) == [
        "ElasticFlow",
        "GreenFlow",
    ]
    assert first.documents.count() == 1
    assert first.emails == ["gu@pku.edu.cn", "dd@example.org"]
    assert first.native_name == "谷典典"


def test_merging_institutions_keeps_names_as_aliases(person):
    pku = Institution.objects.create(name="Example Univ.", slug="example", aliases=["EU"])
    raw = Institution.objects.create(
        name="示例大学 信息学院", slug="raw", name_native="示例大学 信息学院"
    )
    Education.objects.create(person=person, institution=raw, degree="bachelor")
    Position.objects.create(person=person, organization=raw, title="TA")

    merge_institutions(pku, [pku, raw])

    pku.refresh_from_db()
    assert pku.aliases == ["EU", "示例大学 信息学院"]
    assert person.education.get().institution == pku
    assert person.positions.get().organization == pku


def test_it_refuses_to_merge_a_record_with_itself(person):
    with pytest.raises(ValueError, match="at least two different records"):
        merge_people(person, [person])


def test_staff_merge_advisors_with_the_admin_action(admin_client_logged_in):
    from django.urls import reverse

    a = Advisor.objects.create(name="Zheng Zhang", slug="zheng-zhang")
    b = Advisor.objects.create(name="Zheng  Zhang", slug="zheng-zhang-2")
    url = reverse("admin:profiles_advisor_changelist")
    chosen = {"action": "merge_selected", "_selected_action": [a.pk, b.pk]}

    confirm = admin_client_logged_in.post(url, chosen)
    assert b"Keep which?" in confirm.content

    done = admin_client_logged_in.post(url, {**chosen, "keep": a.pk}, follow=True)
    assert "Merged 1 into Zheng Zhang" in done.content.decode()
    assert list(Advisor.objects.values_list("name", "other_names")) == [
        ("Zheng Zhang", ["Zheng  Zhang"])
    ]
    from django.contrib.admin.models import LogEntry

    assert LogEntry.objects.get().get_change_message() == "Merged in: Zheng  Zhang."


def test_the_duplicates_page_shows_the_evidence(admin_client_logged_in, university):
    from django.urls import reverse

    make_person("Diandian Gu", emails=["gu@pku.edu.cn"])
    make_person("Gu Diandian", emails=["other@example.org"])
    make_person("谷典典", native="谷典典", emails=["GU@pku.edu.cn"])
    make_person("Someone Else")
    Advisor.objects.create(name="Xin Jin", slug="xin-jin")
    Advisor.objects.create(name="金鑫", native_name="金鑫", slug="jin-xin-2")

    html = admin_client_logged_in.get(reverse("admin:profiles_duplicates")).content.decode()

    assert "same email gu@pku.edu.cn" in html
    assert "same name in pinyin (diandian gu)" in html
    assert "same name in pinyin (jin xin)" in html
    assert "Someone Else" not in html


def test_the_duplicates_page_lists_the_strongest_groups_first(
    admin_client_logged_in, university, monkeypatch
):
    from django.urls import reverse

    from profiles.staff import duplicates

    make_person("Diandian Gu", emails=["gu@pku.edu.cn"])
    make_person("Gu Diandian", emails=["gu@pku.edu.cn"])
    make_person("Wei Zhang")
    make_person("Zhang Wei")
    monkeypatch.setattr(duplicates, "SHOWN", 1)

    html = admin_client_logged_in.get(reverse("admin:profiles_duplicates")).content.decode()

    assert "People (2)" in html
    assert "Showing the 1 group with the most evidence; merge it, then reload" in html
    assert "same email gu@pku.edu.cn" in html, "two pieces of evidence beat one"
    assert "wei zhang" not in html


def test_merging_people_keeps_the_committees_notes_tags_entries_and_links(django_user_model):
    from profiles.committee.members import link_member
    from profiles.committee.notes import add_note
    from profiles.committee.shortlists import add_people, create_shortlist
    from profiles.committee.tags import tag_person
    from profiles.models import Member, Note, PersonTag, ShortlistEntry, Tag

    kept, twin = make_person("Ada Lovelace"), make_person("A. Lovelace")
    alice = django_user_model.objects.create_user("alice")
    both, only_twin = (
        create_shortlist(owner=alice, name="Both"),
        create_shortlist(owner=alice, name="Twin only"),
    )
    add_people(shortlist=both, person_ids=[kept.pk, twin.pk], by=alice)
    add_people(shortlist=only_twin, person_ids=[twin.pk], by=alice)
    add_note(person=twin, author=alice, text="About the twin")
    for person in (kept, twin):
        tag_person(person=person, name="needs-visa", by=alice)
    tag_person(person=twin, name="systems-2027", by=alice)
    link_member(user=alice, person=twin)

    merge_people(kept, [kept, twin])

    assert Note.objects.get().person == kept
    assert sorted(ShortlistEntry.objects.values_list("shortlist__name", "person")) == [
        ("Both", kept.pk),
        ("Twin only", kept.pk),
    ]
    assert sorted(PersonTag.objects.values_list("tag__slug", flat=True)) == [
        "needs-visa",
        "systems-2027",
    ]
    assert dict(Tag.objects.values_list("slug", "people_count")) == {
        "needs-visa": 1,
        "systems-2027": 1,
    }
    assert Member.objects.get(user=alice).person == kept
