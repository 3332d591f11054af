"""Profile, source and browse pages: what they show, to whom, and that CV text is inert."""

import re

import pytest
from django.urls import reverse

from profiles.models import Person, SourceDocument
from tests.browse.test_directory_seed import import_seed_cvs

pytestmark = pytest.mark.django_db


@pytest.fixture
def seeded():
    return import_seed_cvs()


def page(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


# Access -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "/",
        "/people.csv",
        "/people/someone/",
        "/sources/1/",
        "/institutions/",
        "/institutions/x/",
        "/advisors/",
        "/advisors/x/",
        "/areas/",
        "/areas/x/",
    ],
)
def test_anonymous_visitors_are_sent_to_login_from_every_page(client, url):
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith("/login/?next=")


def test_a_member_sees_no_email_phone_or_birth_date_anywhere_on_a_profile(member_client, seeded):
    chen = seeded["Zhuofu Chen"]
    assert chen.emails and chen.phones
    html = page(member_client, chen.get_absolute_url())
    for secret in [*chen.emails, *chen.phones, "191-171-62013", "aetiurf@gmail.com"]:
        assert secret not in html
    assert "[hidden]" in html  # the source CV is shown with its contact details hidden


def test_a_member_sees_no_birth_date(member_client, person):
    person.birth_date = "1996-05-04"
    person.save()
    html = page(member_client, person.get_absolute_url())
    assert "1996" not in html


def test_the_source_page_hides_contact_details_from_members(member_client, seeded):
    chen = seeded["Zhuofu Chen"]
    document = SourceDocument.objects.get(person=chen)
    html = page(member_client, reverse("profiles:source", args=[document.pk]))
    assert "aetiurf@gmail.com" not in html
    assert "191-171-62013" not in html


def test_editors_see_contact_details_and_an_edit_link(editor_client, seeded):
    chen = seeded["Zhuofu Chen"]
    html = page(editor_client, chen.get_absolute_url())
    assert chen.emails[0] in html
    assert reverse("admin:profiles_person_change", args=[chen.pk]) in html


def test_members_get_no_edit_link(member_client, seeded):
    chen = seeded["Zhuofu Chen"]
    assert "/admin/" not in page(member_client, chen.get_absolute_url())


# Profile ----------------------------------------------------------------------


def test_a_profile_links_areas_and_interests_into_the_directory(member_client, seeded):
    html = page(member_client, "/people/diandian-gu/")
    assert 'href="/?area=ml-systems"' in html
    assert "/?q=%E5%88%86%E5%B8%83%E5%BC%8F" in html  # the interest 分布式机器学习


def test_a_profile_shows_education_as_a_timeline_with_advisors_and_institutions_linked(
    member_client, seeded
):
    html = page(member_client, "/people/diandian-gu/")
    assert '<ol class="timeline">' in html
    assert 'href="/institutions/peking-university/"' in html
    assert 'href="/advisors/xin-jin/"' in html
    assert "Sep 2020 – Jun 2025 (expected)" in html


def test_a_profile_highlights_the_persons_own_name_among_the_authors(member_client, seeded):
    html = page(member_client, "/people/hongyu-zhu/")
    assert re.search(r'<strong class="self">Zhu H\.?</strong>', html)


def test_each_record_links_to_the_lines_it_came_from(member_client, seeded):
    gu = seeded["Diandian Gu"]
    education = gu.education.get(degree="phd")
    document = SourceDocument.objects.get(person=gu)
    span = f"{education.line_first}-{education.line_last}"
    link = f"/sources/{document.pk}/?lines={span}#L{education.line_first}"
    html = page(member_client, gu.get_absolute_url())
    assert f'href="{link}"' in html
    assert f"lines {education.line_first}–{education.line_last}" in html
    source = page(member_client, link.split("#")[0])
    marked = re.findall(r'<tr id="L(\d+)" class="marked">', source)
    assert [int(n) for n in marked] == list(range(education.line_first, education.line_last + 1))
    assert "北京大学" in source


def test_the_source_cv_is_shown_on_the_profile(member_client, seeded):
    html = page(member_client, "/people/diandian-gu/")
    assert 'id="source"' in html
    assert "博士研究生" in html


# CV text is inert -------------------------------------------------------------

HOSTILE = """# Mallory

<script>alert('owned')</script>

[click me](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)">this</a>

<img src="x" onerror="alert(3)">

<div onclick="alert(4)">box</div>
"""


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_hostile_cv_renders_inert(member_client, fmt):
    mallory = Person.objects.create(full_name="Mallory", slug="mallory")
    SourceDocument.objects.create(
        person=mallory,
        file_name="m.md",
        sha256="0" * 64,
        format=fmt,
        text=HOSTILE,
        parser_version="test",
    )
    html = page(member_client, mallory.get_absolute_url())
    cv = html[html.index('id="source"') :]
    assert "<script" not in cv
    assert not re.search(r"href=\"\s*javascript:", cv, re.I)
    assert not re.search(r"<[^>]+\son(error|click)=", cv, re.I)
    document = SourceDocument.objects.get(person=mallory)
    source = page(member_client, reverse("profiles:source", args=[document.pk]))
    assert "<script>alert" not in source


def test_markdown_cvs_are_rendered_as_html(member_client):
    ada = Person.objects.create(full_name="Ada", slug="ada")
    SourceDocument.objects.create(
        person=ada,
        file_name="a.md",
        sha256="1" * 64,
        format="markdown",
        text="# Ada\n\n[home](https://example.org)",
        parser_version="test",
    )
    html = page(member_client, ada.get_absolute_url())
    assert '<a href="https://example.org" rel="noopener noreferrer nofollow">home</a>' in html


# Browse pages -----------------------------------------------------------------


def test_an_institution_page_includes_people_at_its_children_and_says_which(member_client, seeded):
    html = page(member_client, "/institutions/microsoft-research/")
    assert "Hongyu Zhu" in html and "Diandian Gu" in html
    assert 'at <a href="/institutions/microsoft-research-asia/">Microsoft Research Asia</a>' in html
    assert "Worked or interned here" in html


def test_an_institution_page_splits_people_by_relation(member_client, seeded):
    html = page(member_client, "/institutions/peking-university/")
    studied = html[html.index('id="studied-heading"') : html.index('id="worked-heading"')]
    assert "Diandian Gu" in studied


def test_an_advisor_page_lists_advisees_and_co_advisors(member_client, seeded):
    html = page(member_client, "/advisors/xin-jin/")
    advisees = html[html.index('id="advisees-heading"') : html.index('id="coadvisors-heading"')]
    assert "Diandian Gu" in advisees
    co = html[html.index('id="coadvisors-heading"') : html.index('id="mentored-heading"')]
    assert "Xuanzhe Liu" in co


def test_the_browse_indexes_list_with_counts(member_client, seeded):
    institutions = page(member_client, "/institutions/")
    assert 'href="/institutions/microsoft-research-asia/"' in institutions
    assert 'href="/advisors/xin-jin/"' in page(member_client, "/advisors/")
    areas = page(member_client, "/areas/")
    assert 'href="/areas/ml-systems/"' in areas


def test_an_area_page_lists_its_people(member_client, seeded):
    html = page(member_client, "/areas/ml-systems/")
    assert "Hongyu Zhu" in html and "Diandian Gu" in html


def test_unknown_slugs_are_not_found(member_client, db):
    for url in ["/people/nobody/", "/institutions/nowhere/", "/advisors/no-one/", "/areas/none/"]:
        assert member_client.get(url).status_code == 404


@pytest.mark.parametrize(
    "query", ["?graduated_to=-1", "?graduated_from=99999999999999999999", "?at_from=1&at_to=-5"]
)
def test_a_year_out_of_range_is_reported_not_a_server_error(member_client, query):
    response = member_client.get("/" + query)
    assert response.status_code == 200
    assert "Some filters were not understood" in response.content.decode()


@pytest.mark.parametrize("page", ["people", "institutions", "advisors", "areas"])
def test_a_nul_byte_in_a_slug_is_not_found_not_a_server_error(member_client, page):
    assert member_client.get(f"/{page}/%00/").status_code == 404


def test_a_top_area_counts_the_people_of_its_sub_areas_once(member_client):
    from profiles.models import Person, ResearchArea

    top = ResearchArea.objects.create(slug="systems-x", name="Systems X", name_native="系统")
    one = ResearchArea.objects.create(slug="os-x", name="OS X", name_native="操作", parent=top)
    two = ResearchArea.objects.create(slug="db-x", name="DB X", name_native="数据", parent=top)
    ada = Person.objects.create(full_name="Ada", slug="ada")
    bo = Person.objects.create(full_name="Bo", slug="bo")
    ada.areas.add(one, two)
    bo.areas.add(two)
    tree = {area.slug: total for area, total, _ in member_client.get("/areas/").context["tree"]}
    assert tree["systems-x"] == 2


def test_a_top_areas_page_lists_the_people_of_its_sub_areas(member_client, seeded):
    from profiles.models import Person, ResearchArea

    hpc = ResearchArea.objects.get(slug="hpc")
    tagged = set(Person.objects.filter(areas=hpc).values_list("full_name", flat=True))
    assert tagged and not Person.objects.filter(areas=hpc.parent).exists()
    html = page(member_client, hpc.parent.get_absolute_url())
    assert all(name in html for name in tagged)


def test_profile_links_are_labelled_with_their_identifiers(member_client):
    from profiles.models import Person

    Person.objects.create(
        full_name="Ada Example",
        slug="ada",
        links=["https://orcid.org/0000-0001-6820-5377", "https://github.com/adaex", "ada.dev"],
    )
    page = member_client.get("/people/ada/").content.decode()
    assert 'href="https://orcid.org/0000-0001-6820-5377"' in page
    assert '>ORCID</a> <span class="muted">0000-0001-6820-5377</span>' in page
    assert '>GitHub</a> <span class="muted">adaex</span>' in page
    assert 'href="https://ada.dev"' in page


@pytest.fixture
def imported_pdf(db):
    from django.conf import settings

    from profiles.importing import import_document

    path = settings.BASE_DIR / "tests" / "corpus" / "cvs" / "130_pdf_two_column_phd.pdf"
    result = import_document(path=path)
    return path, result.person.documents.get()


def test_editors_download_the_original_file_from_the_source_page_and_the_profile(
    editor_client, imported_pdf
):
    path, document = imported_pdf
    url = f"/sources/{document.pk}/original"
    assert f'href="{url}"' in page(editor_client, f"/sources/{document.pk}/")
    assert f'href="{url}"' in page(editor_client, document.person.get_absolute_url())
    response = editor_client.get(url)
    assert response.status_code == 200
    assert response.content == path.read_bytes()
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == f'attachment; filename="{path.name}"'


def test_members_can_neither_see_nor_download_the_original_file(member_client, imported_pdf):
    _, document = imported_pdf
    url = f"/sources/{document.pk}/original"
    assert url not in page(member_client, f"/sources/{document.pk}/")
    assert url not in page(member_client, document.person.get_absolute_url())
    assert member_client.get(url).status_code == 403


def test_staff_who_may_not_see_contact_details_cannot_download_the_original_file(
    viewer_staff_client, imported_pdf
):
    _, document = imported_pdf
    url = f"/sources/{document.pk}/original"
    assert url not in page(viewer_staff_client, f"/sources/{document.pk}/")
    assert viewer_staff_client.get(url).status_code == 403
