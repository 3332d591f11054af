import pytest

from profiles.parsing.contact import birth_date
from profiles.parsing.dates import find_range, venue_year
from profiles.parsing.entries import remove_span


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Sep. 2018 – Present", "2018-09", None),
        ("2020.9 - 2025.6(预计)", "2020-09", "2025-06"),
        ("Jun. 2018 — Sept. 2018", "2018-06", "2018-09"),
        ("08/2017 -", "2017-08", None),
        ("09/2017 - 06/2021", "2017-09", "2021-06"),
        ("2019年9月至今", "2019-09", None),
        ("2018年9月 - 2022年6月", "2018-09", "2022-06"),
        ("19 年 09 月 - 23 年 06 月", "2019-09", "2023-06"),
        ("2011 Feb.-Dec.   Technical Advisor", "2011-02", "2011-12"),
        ("2016 June to August | Intern", "2016-06", "2016-08"),
        ("21年3月 - 至今", "2021-03", None),
        ("2024~now", "2024", None),
        ("(2022 - )", "2022", None),
        ("Fall 2020 – Spring 2024", "2020", "2024"),
        ("Sep 2019 to present", "2019-09", None),
        ("2015–2019", "2015", "2019"),
        ("Sep 2021 – Expected May 2026", "2021-09", "2026-05"),
    ],
)
def test_it_reads_date_ranges(text, start, end):
    dr = find_range(text)
    assert dr is not None
    assert (dr.start, dr.end) == (start, end)


@pytest.mark.parametrize("text", ["工作 3 年 2 个月", "连续 12 年 5 月份发放"])
def test_a_count_of_years_is_not_a_two_digit_year(text):
    assert find_range(text) is None


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("山湖 2030实验室 研究员 远程 2025.07.10 ~", "2025-07", None),
        ("Quill 1999 Lab | Research Intern | Jun 2021 - Aug 2021", "2021-06", "2021-08"),
    ],
)
def test_a_year_in_the_name_of_a_unit_is_not_its_date(text, start, end):
    dr = find_range(text)
    assert (dr.start, dr.end) == (start, end)


def test_it_reads_chinese_expected_end_dates():
    dr = find_range("博士研究生 2021.9 - 2026.6(预计)")
    assert dr.expected and dr.end == "2026-06"


def test_it_reads_expected_single_dates():
    dr = find_range("Expected Jun. 2022")
    assert dr.single and dr.expected and dr.start == "2022-06"


@pytest.mark.parametrize(("text", "value"), [("April 2016", "2016-04"), ("June 2013", "2013-06")])
def test_it_reads_single_month_dates(text, value):
    dr = find_range(text)
    assert dr.single and dr.start == value


def test_it_marks_a_lone_now_as_ongoing():
    dr = find_range("Now")
    assert dr.ongoing and dr.start is None


def test_it_ignores_grades_and_phone_numbers():
    assert find_range("GPA: 3.82/4.0") is None
    assert find_range("Tel: 191-171-62013") is None


def test_it_reads_birth_dates_to_the_day():
    assert birth_date("Date of Birth: Nov. 21, 1990") == "1990-11-21"
    assert birth_date("出生日期: 1995年3月") == "1995-03"


def test_it_reads_years_from_venue_tags():
    assert venue_year("ATC'20") == 2020
    assert venue_year("[ASPLOS'23, CCF-A]") == 2023
    assert venue_year("IISWC18") == 2018


def test_a_year_inside_a_name_does_not_hide_the_entry_range():
    dr = find_range("Example 2012 Lab | 2023年7月 - 2023年12月")
    assert (dr.start, dr.end) == ("2023-07", "2023-12")
    dr = find_range("Studio 2046 | Sep 2020 – present")
    assert (dr.start, dr.end, dr.ongoing) == ("2020-09", None, True)


def test_two_digit_years_with_an_apostrophe():
    assert find_range("Sept ’23 - Present".replace("’", "'")).start == "2023-09"
    short = find_range("'21 – '25")
    assert (short.start, short.end) == ("2021", "2025")
    assert find_range("May'24").start == "2024-05"
    assert find_range("ICML '22") is None


@pytest.mark.parametrize(
    ("text", "start", "end", "ongoing"),
    [
        ("2021-22 Graduate Research Assistant, Lakeside Lab", "2021", "2022", False),
        ("Programmer Trainee (Summer)   June-July 2017", "2017-06", "2017-07", False),
        ("Research Assistant   May-Sep 2020", "2020-05", "2020-09", False),
        ("Postdoctoral Researcher, Hill Institute (2023+)", "2023", None, True),
        ("12/16 - 01/17 Hill Bank | Consultant", "2016-12", "2017-01", False),
        ("06/16 - 12/16 Lakeside Inc | Intern", "2016-06", "2016-12", False),
        ("16/7 - 17/6 某某科技有限公司 工程师", "2016-07", "2017-06", False),
        ("10/11 - 11/2 某某软件有限公司", "2010-11", "2011-02", False),
        ("(Spring, 2024) Hill University – Teaching Assistant", "2024", None, False),
        ("GIS | 02/16 - 03/16 Crash Analysis (2005-2014)", "2016-02", "2016-03", False),
    ],
)
def test_it_reads_compact_ranges(text, start, end, ongoing):
    dr = find_range(text)
    assert (dr.start, dr.end, dr.ongoing) == (start, end, ongoing)


def test_a_month_after_a_year_is_not_a_compact_range():
    assert find_range("2019-12").single
    assert find_range("Analysed 2000+ reports").single
    assert find_range("GPA 3.8/4.0") is None


def test_a_list_of_terms_spans_from_the_earliest_to_the_latest():
    dr = find_range("Teaching Assistant in Compilers   Fall 2022, Summer 2020, Spring 2020")
    assert (dr.start, dr.end, dr.single) == ("2020", "2022", False)
    assert find_range("Nov 2019, Lakeside").single


def test_terms_listed_with_slashes_or_a_final_and_span_them_all():
    dr = find_range("Compilers (Undergraduate), TA, Fall 2017/Fall 2018/Fall 2021")
    assert (dr.start, dr.end) == ("2017", "2021")
    dr = find_range("Signals, Teaching Assistant, Lakeside University, Fall 2016, 2017, and 2019")
    assert (dr.start, dr.end) == ("2016", "2019")


def test_dotted_two_digit_years_and_months_make_a_range():
    from profiles.parsing.dates import find_range

    assert (find_range("17.09–21.06 青山大学 本科").start, find_range("17.09–21.06").end) == (
        "2017-09",
        "2021-06",
    )
    now = find_range("18.09 - 至今")
    assert (now.start, now.end, now.ongoing) == ("2018-09", None, True)
    for not_dates in ("GPA 3.50-3.90", "01.09-30.06", "12.50-15.30%"):
        assert find_range(not_dates) is None


def test_a_terms_code_is_its_year():
    assert find_range("Compilers (CS3102),   2023S").start == "2023"
    dr = find_range("2022F - 2024S")
    assert (dr.start, dr.end) == ("2022", "2024")
    assert find_range("music of the 2020s") is None


def test_a_year_followed_by_a_duration_is_that_year_not_a_month():
    assert find_range("NORTHWIND   2015 - 2 months").start == "2015"
    for text in ("2014 - 3 months", "2016 – 6 weeks", "2020 - 6 个月"):
        dr = find_range(text)
        assert (dr.start, dr.single) == (text[:4], True)
    assert find_range("2019-3 - 2020-5").start == "2019-03"


def test_a_letter_spaced_chinese_present_ends_a_range_ongoing():
    # A PDF set in spaced Chinese type gives "至 今" for "至今" and "现 在" for "现在".
    for text in ("研究助理   2021.09 – 至 今", "2021.09 – 现 在"):
        dr = find_range(text)
        assert (dr.start, dr.end, dr.ongoing) == ("2021-09", None, True)


def test_an_academic_year_written_with_a_slash_is_a_range():
    dr = find_range("2018/2019   Tutor for the calculus course, Some University")
    assert (dr.start, dr.end, dr.single) == ("2018", "2019", False)
    # Two years that are not one academic year: the first is a date of its own.
    assert find_range("2015/2018 cohort").single


def test_several_periods_of_one_role_span_from_the_first_to_the_last():
    cases = [
        ("Analyst Intern   Jan 2018 – Mar 2018 & Jul 2018 – Sep 2018", "2018-01", "2018-09"),
        ("Lab Assistant   May-Jul 2014/Jun-Aug 2015", "2014-05", "2015-08"),
        ("Deputy Head, 2011-2012, 2015-2016.", "2011", "2016"),
    ]
    for text, start, end in cases:
        dr = find_range(text)
        assert (dr.start, dr.end) == (start, end)
    dr = find_range("2010 - 2012, 2014 - present")
    assert (dr.start, dr.end, dr.ongoing) == ("2010", None, True)
    # A place after the range is not another period.
    assert find_range("2016 - 2019, Leiden").end == "2019"


def test_a_month_written_with_a_point_before_its_year():
    dr = find_range("09.2019 – 08.2021   Research Assistant, Lakeside University")
    assert (dr.start, dr.end) == ("2019-09", "2021-08")
    assert find_range("seit 10.2020").start == "2020-10"
    # A DOI's prefix and a day-precise date are not a month and a year.
    assert find_range("doi:10.2019/abc.123") is None
    assert find_range("GPA 3.2019") is None


def test_a_range_that_runs_to_date_is_ongoing():
    dr = find_range("Research Officer, Lakeside Council, March 2016 to date")
    assert (dr.start, dr.end, dr.ongoing) == ("2016-03", None, True)
    assert find_range("2015 to date").ongoing


def test_dotted_european_dates():
    from profiles.parsing.dates import find_range

    r = find_range("09.2019 – 06.2023")
    assert (r.start, r.end) == ("2019-09", "2023-06")
    r = find_range("01.09.2019 – 30.06.2023")
    assert (r.start, r.end) == ("2019-09", "2023-06")
    r = find_range("1. 2019 – 2023 PhD in Physics")  # a list number, not January
    assert (r.start, r.end) == ("2019", "2023")


@pytest.mark.parametrize("text", ["2019 - till date", "2019 onwards", "Jan 2019 until present"])
def test_an_open_end_written_in_words_is_ongoing(text):
    found = find_range(text)
    assert (found.start[:4], found.end, found.ongoing) == ("2019", None, True)


def test_a_dash_then_a_comma_colon_or_question_mark_leaves_the_range_open():
    for text in ("Mar. 2021 - , Lecturer, Hill University", "2019-?: Head of Data at Northwind"):
        dr = find_range(text)
        assert (dr.end, dr.ongoing) == (None, True)
    assert find_range("2019 - 2020, Lecturer").end == "2020"


def test_a_date_after_starting_opens_a_span_as_after_since():
    from profiles.parsing.dates import find_range

    found = find_range("Starting Sep. 2025")
    assert (found.start, found.end, found.ongoing, found.single) == ("2025-09", None, True, False)
    assert find_range("Starting from 2024").ongoing


def test_a_two_digit_end_year_after_a_double_hyphen():
    r = find_range("2021--23 Research Assistant")
    assert (r.start, r.end) == ("2021", "2023")


@pytest.mark.parametrize("text", ["2019.09 - 目前", "2019/09 – 迄今", "2019年9月迄今"])
def test_mu_qian_and_qi_jin_end_an_ongoing_range(text):
    dr = find_range(text)

    assert dr is not None and (dr.start, dr.end, dr.ongoing) == ("2019-09", None, True)


def test_mu_qian_in_a_sentence_after_a_year_ends_no_range():
    dr = find_range("2019 目前在北京大学")

    assert dr is not None and not dr.ongoing


@pytest.mark.parametrize(
    ("text", "start"),
    [("From 01/11/2024   Hill University", "2024-11"), ("Postdoc | from Sep. 2023", "2023-09")],
)
def test_from_a_date_with_no_end_opens_a_range(text, start):
    dr = find_range(text)
    assert (dr.start, dr.end, dr.ongoing) == (start, None, True)


def test_from_a_date_to_another_is_the_range_between():
    dr = find_range("from 2019 to 2021")
    assert (dr.start, dr.end) == ("2019", "2021")


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [("2015 與 2014 年暑期", "2014", "2015"), ("2013、2012 和 2011 年暑期", "2011", "2013")],
)
def test_years_listed_with_a_chinese_and_span_the_role(text, start, end):
    dr = find_range(text)
    assert (dr.start, dr.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Hill Institute   2020/02 – 06", "2020-02", "2020-06"),
        ("2020/01-05   Research Assistant", "2020-01", "2020-05"),
        ("2019.9-12 实习", "2019-09", "2019-12"),
        ("Jan 2020 - Mar | Lake Lab", "2020-01", "2020-03"),
        ("Nov 2019 – Feb   Field Assistant", "2019-11", "2020-02"),
    ],
)
def test_an_end_given_as_its_month_alone_is_in_the_start_year_or_the_next(text, start, end):
    dr = find_range(text)
    assert (dr.start, dr.end) == (start, end)


@pytest.mark.parametrize("text", ["2021-05-08", "2019.09 - 3 months"])
def test_a_day_or_a_duration_after_a_month_is_no_end_month(text):
    assert find_range(text).end is None


def test_a_year_then_a_month_name_is_a_month():
    dr = find_range("2019 Sep. – 2020 Jan.   Visiting Student")
    assert (dr.start, dr.end) == ("2019-09", "2020-01")


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Sep/2019 - Jun/2023", "2019-09", "2023-06"),
        ("09-2019 – 06-2023", "2019-09", "2023-06"),
        ("2019 → 2023", "2019", "2023"),
        ("2016 Fall – 2020 Spring", "2016", "2020"),
    ],
)
def test_months_and_terms_written_after_a_slash_a_hyphen_or_the_year_make_a_range(text, start, end):
    dr = find_range(text)
    assert (dr.start, dr.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "start", "end", "ongoing"),
    [
        ("Current - Sept 2018", "2018-09", None, True),
        ("Research Fellow, Present – 2015", "2015", None, True),
        ("Aug 2019 - May 2019", "2019-05", "2019-08", False),
        ("2021 – 2017   Lecturer, Hill College", "2017", "2021", False),
    ],
)
def test_a_range_written_newest_date_first_opens_at_the_older_date(text, start, end, ongoing):
    dr = find_range(text)
    assert (dr.start, dr.end, dr.ongoing) == (start, end, ongoing)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("2018.21   Tutor, Hill University", "2018", "2021"),
        ("2016.09 – 2019.06", "2016-09", "2019-06"),
    ],
)
def test_a_year_dotted_to_two_digits_that_are_no_month_is_a_span_of_years(text, start, end):
    dr = find_range(text)
    assert (dr.start, dr.end) == (start, end)


def test_a_year_and_a_dash_in_square_brackets_opens_a_span_that_goes_on():
    dr = find_range("- [2022-] **Visiting Researcher at the Hill Institute**")
    assert (dr.start, dr.end, dr.ongoing) == ("2022", None, True)


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        (
            "2021- Postdoctoral Researcher, Hill University",
            "Postdoctoral Researcher, Hill University",
        ),
        ("Jan 2020- Research Fellow, Vale Institute", "Research Fellow, Vale Institute"),
    ],
)
def test_a_dash_held_to_the_year_then_the_entry_opens_a_span_that_goes_on(text, rest):
    dr = find_range(text)
    assert (dr.end, dr.ongoing, remove_span(text, dr)) == (None, True, rest)


def test_a_spaced_dash_after_a_year_sets_the_entry_apart():
    dr = find_range("2019 - Best Poster Award, Hill Meeting")
    assert (dr.start, dr.ongoing) == ("2019", False)


def test_a_chinese_class_year_is_the_year_it_entered():
    dr = find_range("2018级 青山大学 软件学院")
    assert (dr.start, dr.end, dr.single, dr.ongoing) == ("2018", None, False, False)
    assert dr.span == (0, 5)
    dr = find_range("2018届 青山大学")
    assert (dr.start, dr.single) == ("2018", True)
