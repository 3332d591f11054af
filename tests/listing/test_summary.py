"""The listing's summary of a person's records as of a given day: headline and stage."""

from datetime import date

from profiles.listing import summary
from profiles.models import Education, Institution, Position

TODAY = date(2026, 11, 22)
PKU = Institution(name="Peking University")


def study(degree, start=None, end=None, *, expected=False, ongoing=False, end_month=None):
    return Education(
        institution=PKU,
        degree=degree,
        start_year=start,
        end_year=end,
        end_month=end_month,
        expected=expected,
        ongoing=ongoing,
    )


def test_an_expected_end_that_has_passed_is_not_studying():
    listed = summary([study("bachelor", 2018, 2022, expected=True, end_month=6)], [], TODAY)
    assert listed["stage"] == "graduated"
    assert listed["headline"] == "Bachelor's, Peking University, expected to finish June 2022"


def test_an_expected_end_that_has_passed_says_how_old_the_cv_is():
    education = [study("bachelor", 2018, 2022, expected=True, end_month=6)]
    listed = summary(education, [], TODAY, cv_date="2021")
    assert listed["headline"] == (
        "Bachelor's, Peking University, expected to finish June 2022 — CV from 2021"
    )
    assert summary(education, [], TODAY, cv_date="2021-03")["headline"].endswith(
        "— CV from March 2021"
    )


def test_an_end_still_to_come_is_studying_even_when_not_marked_expected():
    assert summary([study("master", 2025, 2027)], [], TODAY)["stage"] == "studying"


def test_a_degree_with_only_a_start_is_under_way_not_graduated():
    assert summary([study("phd", 2018, ongoing=True)], [], TODAY)["stage"] == "studying"


def test_nothing_to_go_on_is_an_explicit_unknown():
    assert summary([], [Position(title="Engineer")], TODAY)["stage"] == "unknown"


def test_the_daily_refresh_moves_a_stale_stage(db):
    from django.core.management import call_command

    from profiles.models import Person

    person = Person.objects.create(full_name="Ada Example", slug="ada", stage="studying")
    Education.objects.create(person=person, institution=None, degree="bachelor", end_year=2020)
    call_command("refresh_listing", stdout=None)
    person.refresh_from_db()
    assert person.stage == "graduated"
