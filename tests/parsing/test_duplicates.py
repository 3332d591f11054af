"""Records a CV gives twice are kept once (a bilingual page, selected papers above the
full list, an honour repeated over the years)."""

from profiles.parsing import parse_bytes

BILINGUAL = """# Xiaoming Wang

<div class="lang-en">

## Education

- Ph.D. in Computer Science, Peking University, 2019.09 - 2024.06
- B.S. in Computer Science, Peking University, 2015.09 - 2019.06

## Publications

- **Learning to Parse Example Documents with Many Cues**. Xiaoming Wang, Li Zhang. ACL 2023.
- **A Study of Graphs for Sorting Rocks Quickly**. Li Zhang, Xiaoming Wang. KDD 2022.

## Honors

- National Scholarship, 2023
- Best Student Paper Award, 2021

</div>
<div class="lang-zh">

## 教育背景

- 博士，北京大学计算机科学，2019.09 - 2024.06
- 学士，北京大学计算机科学，2015.09 - 2019.06

## 论文发表

- **Learning to Parse Example Documents with Many Cues**. Xiaoming Wang, Li Zhang. ACL 2023.
- **A Study of Graphs for Sorting Rocks Quickly**. Li Zhang, Xiaoming Wang. KDD 2022.

## 荣誉奖励

- 国家奖学金，2023
- 最佳学生论文奖，2021

</div>
"""


def test_a_page_given_in_two_languages_gives_each_record_once():
    cv = parse_bytes(BILINGUAL.encode(), "about.md")
    assert [e.degree for e in cv.education] == ["phd", "bachelor"]
    assert cv.education[0].institution == "Peking University"
    assert cv.education[0].institution_raw.startswith("北京大学")
    assert len(cv.publications) == 2
    assert len(cv.awards) == 2


def test_an_honour_repeated_over_the_years_counts_once_and_two_papers_of_one_title_stay_two():
    text = (
        "# Jane Roe\n\n## Awards\n\n"
        "- Dean's List, 2019\n- Dean's List, 2020\n- Travel Grant, 2021\n\n"
        "## Publications\n\n"
        "- Jane Roe. A Careful Study of Sorting Rocks. In Proc. of Example Conf, 2021.\n"
        "- Jane Roe. A Careful Study of Sorting Rocks. Example Journal, 2023.\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert len(cv.awards) == 2
    assert len(cv.publications) == 2


def test_an_honour_won_under_two_degrees_is_kept_under_each():
    from profiles.parsing.duplicates import merge_duplicates
    from profiles.parsing.model import Award, Education, ParsedCV

    cv = ParsedCV(source="cv.txt", sha256="", format="text", text="")
    cv.education = [
        Education(institution="Example University", degree="phd", lines=[3, 7]),
        Education(institution="Example University", degree="bachelor", lines=[9, 11]),
    ]
    cv.awards = [
        Award(title="Merit Student", lines=[7, 7]),
        Award(title="Merit Student", lines=[11, 11]),
    ]
    cv.awards += [
        Award(title="Best Poster", lines=[20, 20]),
        Award(title="Best Poster", lines=[21, 21]),
    ]
    merge_duplicates(cv)
    assert [a.title for a in cv.awards] == ["Merit Student", "Merit Student", "Best Poster"]
