from profiles.parsing.publications import parse_citation, parse_publications
from profiles.parsing.text import make_lines


def test_it_reads_initials_first_citations():
    pub = parse_citation("Li X., Park J. (2019). Fast Graphs at Scale. In Proc. VLDB 2019.")
    assert pub.authors == ["Li X", "Park J"]
    assert pub.title == "Fast Graphs at Scale"
    assert pub.year == 2019


def test_it_reads_acm_style_citations():
    pub = parse_citation(
        "Ana Ruiz, Bo Li, and Cy Tan. 2024. Sharded Caches. In Proceedings of OSDI '24. 1–12.",
        ["Proceedings of OSDI '24"],
    )
    assert pub.authors == ["Ana Ruiz", "Bo Li", "Cy Tan"]
    assert pub.title == "Sharded Caches"
    assert pub.year == 2024


def test_it_reads_gbt_style_chinese_citations():
    pub = parse_citation("张三, 李四. 基于图的调度方法[J]. 软件学报, 2021, 32(1).")
    assert pub.authors == ["张三", "李四"]
    assert pub.title == "基于图的调度方法"
    assert pub.year == 2021


def test_it_reads_quoted_titles_before_authors():
    pub = parse_citation('"Learning to Route Packets", J. Doe, K. Roe. SIGCOMM 2020.')
    assert pub.title == "Learning to Route Packets"
    assert pub.authors == ["J. Doe", "K. Roe"]


def test_it_reads_years_from_venue_tags_and_marks_review_status():
    text = "- [NSDI'25] Ann Lee, Bo Chen. *Title of a Paper Under Review*. (在投)"
    pubs = parse_publications(make_lines(text))
    assert pubs[0].year == 2025 and pubs[0].status == "under_review"


def test_it_applies_group_labels_to_status():
    text = "Under review:\n\n- A. Lee. Some Long Paper Title Here. 2025.\n\nPublished:\n\n- A. Lee. Another Long Paper Title. ICML 2024.\n"  # noqa: E501
    pubs = parse_publications(make_lines(text))
    assert [p.status for p in pubs] == ["under_review", "published"]


def test_it_marks_arxiv_papers_as_preprints():
    pub = parse_citation("A. Lee. Some Title About Things. arXiv preprint arXiv:2401.00001, 2024.")
    assert pub.status == "preprint"
