"""Conflicts of interest from the records: advisor, mentor, the member's own advisor or
mentor, co-author, the same institution in overlapping years, and oneself."""

import pytest

from profiles.committee.conflicts import Me, conflicted_people, conflicts_with, me
from profiles.committee.members import link_member
from profiles.listing import refresh_listing
from profiles.models import (
    Advisor,
    Authorship,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    Position,
    Publication,
)
from tests.committee.helpers import make_people

pytestmark = pytest.mark.django_db


@pytest.fixture
def place():
    return Institution.objects.create(name="Example University", slug="example-university")


def kinds(member: Me, person: Person) -> list[tuple[str, str]]:
    return [(c.kind, c.detail) for c in conflicts_with(member, [person.pk]).get(person.pk, [])]


def studied(person, place, start, end, ongoing=False):
    Education.objects.create(
        person=person,
        institution=place,
        degree="phd",
        start_year=start,
        end_year=end,
        ongoing=ongoing,
    )


def test_the_advisor_of_a_degree_conflicts_as_advisor():
    student = make_people(1)[0]
    advisor = Advisor.objects.create(name="Grace Hopper", slug="grace-hopper")
    education = Education.objects.create(person=student, degree="phd")
    EducationAdvisor.objects.create(education=education, advisor=advisor)
    refresh_listing([student.pk])
    assert kinds(Me(advisor.pk), student) == [("advisor", "Grace Hopper")]


def test_the_supervisor_of_a_position_conflicts_as_mentor():
    intern = make_people(1)[0]
    mentor = Advisor.objects.create(name="Alan Kay", slug="alan-kay")
    Position.objects.create(person=intern, title="Intern", kind="internship").supervisors.add(
        mentor
    )
    refresh_listing([intern.pk])
    assert kinds(Me(mentor.pk), intern) == [("mentor", "Alan Kay")]


def test_a_members_own_advisor_conflicts_as_their_advisor():
    member, professor = make_people(2)
    record = Advisor.objects.create(name=professor.full_name, slug="prof", person=professor)
    EducationAdvisor.objects.create(
        education=Education.objects.create(person=member, degree="phd"), advisor=record
    )
    refresh_listing([member.pk])
    assert kinds(Me(None, (member.pk,)), professor) == [("advised_you", professor.full_name)]


def test_an_advisor_record_in_the_directory_brings_its_person():
    """Linked only to an advisor record that names a person, the member is that person:
    their co-authors conflict too."""
    professor, coauthor = make_people(2)
    record = Advisor.objects.create(name="Prof", slug="prof", person=professor)
    paper = Publication.objects.create(title="Joint work", title_key="jointwork")
    Authorship.objects.bulk_create(
        [
            Authorship(person=professor, publication=paper),
            Authorship(person=coauthor, publication=paper),
        ]
    )
    user_member = Me(record.pk, (professor.pk,))
    assert kinds(user_member, coauthor) == [("co_author", "Joint work")]


def test_co_authors_of_a_shared_publication_conflict():
    member, coauthor, stranger = make_people(3)
    paper = Publication.objects.create(title="Joint work", title_key="jointwork")
    Authorship.objects.bulk_create(
        [
            Authorship(person=member, publication=paper),
            Authorship(person=coauthor, publication=paper),
        ]
    )
    assert kinds(Me(None, (member.pk,)), coauthor) == [("co_author", "Joint work")]
    assert kinds(Me(None, (member.pk,)), stranger) == []


@pytest.mark.parametrize(
    ("theirs", "detail"),
    [
        ((2016, 2020, False), "Example University, 2018–2020"),
        ((2020, None, True), "Example University, 2020–2021"),
        ((2021, 2021, False), "Example University, 2021"),
    ],
)
def test_the_same_institution_in_overlapping_years_conflicts(place, theirs, detail):
    member, candidate = make_people(2)
    studied(member, place, 2018, 2021)
    studied(candidate, place, *theirs)
    assert kinds(Me(None, (member.pk,)), candidate) == [("institution", detail)]


@pytest.mark.parametrize("theirs", [(2010, 2014, False), (2022, 2026, False), (None, None, False)])
def test_the_same_institution_in_other_years_or_unknown_years_does_not(place, theirs):
    member, candidate = make_people(2)
    studied(member, place, 2018, 2021)
    studied(candidate, place, *theirs)
    assert kinds(Me(None, (member.pk,)), candidate) == []


def test_a_job_and_a_degree_at_the_same_place_and_time_conflict(place):
    member, candidate = make_people(2)
    Position.objects.create(person=member, organization=place, start_year=2019, end_year=2020)
    studied(candidate, place, 2017, 2019)
    assert kinds(Me(None, (member.pk,)), candidate) == [("institution", "Example University, 2019")]


def test_the_member_is_their_own_conflict():
    member = make_people(1)[0]
    assert kinds(Me(None, (member.pk,)), member) == [("self", "")]


def test_a_member_linked_to_nothing_has_no_conflicts_and_costs_no_query(
    django_assert_num_queries,
):
    person = make_people(1)[0]
    with django_assert_num_queries(0):
        assert conflicts_with(Me(), [person.pk]) == {}


def test_me_reads_the_accounts_links(user_in):
    member, professor = make_people(2)
    record = Advisor.objects.create(name="Prof", slug="prof", person=professor)
    alice = user_in("alice")
    assert me(alice) == Me()
    link_member(user=alice, advisor=record, person=member)
    assert me(alice) == Me(record.pk, (member.pk, professor.pk))


def test_conflicted_people_is_a_subquery_of_everyone_the_member_conflicts_with(place):
    member, coauthor, colleague, stranger = make_people(4)
    paper = Publication.objects.create(title="Joint work", title_key="jointwork")
    Authorship.objects.bulk_create(
        [
            Authorship(person=member, publication=paper),
            Authorship(person=coauthor, publication=paper),
        ]
    )
    studied(member, place, 2018, 2021)
    studied(colleague, place, 2019, 2020)
    kept = Person.objects.exclude(id__in=conflicted_people(Me(None, (member.pk,))))
    assert list(kept.values_list("full_name", flat=True)) == [stranger.full_name]


@pytest.mark.parametrize("links", ["listed_advisors", "listed_mentors"])
def test_without_my_conflicts_reads_only_my_links_through_their_index(links):
    # The member has an advisor record or two, but the planner cannot know it from the
    # statistics: asked for `advisor IN (my advisors)` it expected thousands and read
    # every link of every person (50 ms at 100,000 people). Asked for an array of them
    # it expects a few, and looks them up in the (advisor, person) index.
    from django.db import connection

    people = make_people(100)
    advisors = Advisor.objects.bulk_create(
        Advisor(name=f"Advisor {i:03}", slug=f"advisor-{i:03}") for i in range(300)
    )
    through = connection.ops.quote_name(Person._meta.get_field(links).m2m_db_table())
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {through} (person_id, advisor_id)"
            " SELECT p, a FROM unnest(%s::bigint[]) p, unnest(%s::bigint[]) a",
            [[p.pk for p in people], [a.pk for a in advisors]],
        )
        cursor.execute(f"ANALYZE {through}")
        cursor.execute(f"ANALYZE {connection.ops.quote_name(Advisor._meta.db_table)}")
    kept = Person.objects.exclude(id__in=conflicted_people(Me(advisors[0].pk, ())))
    assert kept.count() == 0
    plan = kept.explain()
    assert f"Seq Scan on {through.strip(chr(34))}" not in plan
