"""The database itself refuses rows that break the model's rules."""

import pytest
from django.db import IntegrityError, transaction

from profiles.models import (
    Advisor,
    Award,
    Education,
    EducationAdvisor,
    Position,
    Publication,
    ResearchArea,
)
from profiles.text import title_key

pytestmark = pytest.mark.django_db


def rejects(create):
    with pytest.raises(IntegrityError), transaction.atomic():
        create()


def test_it_rejects_an_education_that_ends_before_it_starts(person, university):
    rejects(
        lambda: Education.objects.create(
            person=person, institution=university, start_year=2020, end_year=2019
        )
    )


def test_it_rejects_an_end_month_before_the_start_month_of_the_same_year(person, university):
    rejects(
        lambda: Position.objects.create(
            person=person,
            organization=university,
            start_year=2021,
            start_month=9,
            end_year=2021,
            end_month=6,
        )
    )


def test_it_accepts_a_same_year_period_with_unknown_months(person, university):
    Position.objects.create(person=person, organization=university, start_year=2021, end_year=2021)
    Position.objects.create(
        person=person, organization=university, start_year=2021, start_month=9, end_year=2021
    )
    assert person.positions.count() == 2


def test_it_rejects_month_thirteen(person, university):
    rejects(
        lambda: Education.objects.create(
            person=person, institution=university, start_year=2020, start_month=13
        )
    )


def test_it_rejects_a_month_without_a_year(person, university):
    rejects(lambda: Education.objects.create(person=person, institution=university, end_month=6))


def test_it_rejects_an_ongoing_period_with_an_end(person, university):
    rejects(
        lambda: Education.objects.create(
            person=person, institution=university, start_year=2020, end_year=2024, ongoing=True
        )
    )


def test_it_rejects_source_lines_out_of_order(person):
    rejects(lambda: Award.objects.create(person=person, title="Prize", line_first=9, line_last=3))


def test_it_rejects_an_award_without_a_title(person):
    rejects(lambda: Award.objects.create(person=person, title=""))


def test_one_paper_is_one_row_whatever_its_capitalisation():
    Publication.objects.create(
        title="ElasticFlow: An Elastic Serverless Training Platform",
        title_key=title_key("ElasticFlow: An Elastic Serverless Training Platform"),
    )
    rejects(
        lambda: Publication.objects.create(
            title="elasticflow - an elastic serverless training platform",
            title_key=title_key("elasticflow - an elastic serverless training platform"),
        )
    )


def test_it_rejects_the_same_advisor_twice_on_one_degree(person, university):
    education = Education.objects.create(person=person, institution=university, degree="phd")
    advisor = Advisor.objects.create(name="Xin Jin", native_name="金鑫", slug="xin-jin")
    EducationAdvisor.objects.create(education=education, advisor=advisor)
    rejects(lambda: EducationAdvisor.objects.create(education=education, advisor=advisor))


def test_it_rejects_two_advisors_with_one_slug():
    Advisor.objects.create(name="Zheng Zhang", slug="zheng-zhang")
    rejects(lambda: Advisor.objects.create(name="Zheng  Zhang", slug="zheng-zhang"))


def test_it_rejects_a_research_area_that_is_its_own_parent():
    area = ResearchArea.objects.create(slug="loops", name="Loops")
    area.parent = area
    rejects(area.save)


def test_partial_dates_read_back_as_the_cv_wrote_them(person, university):
    education = Education.objects.create(
        person=person, institution=university, start_year=2020, start_month=9, end_year=2025
    )
    assert (education.start, education.end) == ("2020-09", "2025")
