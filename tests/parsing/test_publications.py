from profiles.parsing.publication_entries import group_entries
from profiles.parsing.publications import (
    papers_linked_among,
    parse_citation,
    parse_publications,
)
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


def titles(text: str) -> list[str]:
    return [p.title for p in parse_publications(make_lines(text))]


def test_cards_of_badge_title_and_authors_are_one_paper_each():
    text = (
        "NeurIPS 2024\n\n**Sparse Routing for Mixture Models**\n\nAnn Lee, Bo Chen, Cy Wu\n\n\n"
        "ICML 2023\n\n**Tiny Caches for Large Graphs**\n\nBo Chen, Ann Lee\n\n\n"
        "**A Survey of Routing in Sparse Networks**\n\nDan Roe, Ann Lee, et al. (under review)\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.title for p in pubs] == [
        "Sparse Routing for Mixture Models",
        "Tiny Caches for Large Graphs",
        "A Survey of Routing in Sparse Networks",
    ]
    assert pubs[0].authors == ["Ann Lee", "Bo Chen", "Cy Wu"] and pubs[1].year == 2023


def test_title_author_and_venue_lines_without_bullets_are_split_at_the_authors():
    text = (
        "Learning to Compress Sensor Streams\n"
        "Ann Lee, Bo Chen, Cy Wu\n"
        "Proceedings of the Conference on Data Systems. 2022.\n"
        "Graph Sketches Revisited\n"
        "Bo Chen, Ann Lee\n"
        "Journal of Streaming Algorithms, 2021.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Learning to Compress Sensor Streams", 2022),
        ("Graph Sketches Revisited", 2021),
    ]


def test_authors_and_venue_set_under_a_bulleted_title_belong_to_it():
    text = (
        "- Fast Joins on Skewed Data\n\nAnn Lee, Bo Chen\n\nVLDB Journal, 2020\n\n"
        "- Learned Indexes for Text\n\nBo Chen, Cy Wu and Ann Lee\n\nSIGMOD, 2019\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.title for p in pubs] == ["Fast Joins on Skewed Data", "Learned Indexes for Text"]
    assert [p.year for p in pubs] == [2020, 2019]


def test_bullets_describing_an_unbulleted_paper_are_not_papers():
    text = (
        "Robust Defect Detection with Filters\n"
        "Ann Lee, Bo Chen, Cy Wu\n"
        "International Conference on Imaging 2018.\n"
        "- Improved the filters and built the whole detection system\n"
        "- Runs in real time on industrial products\n\n"
        "One-Shot Segmentation of Object Clusters\n"
        "Bo Chen, Ann Lee\n"
        "Joint Conference on Vision 2019.\n"
        "- Trained on synthetic images that look like real ones\n"
    )
    assert titles(text) == [
        "Robust Defect Detection with Filters",
        "One-Shot Segmentation of Object Clusters",
    ]


def test_unbulleted_citations_start_where_an_author_list_opens_a_line():
    text = (
        "Lee, A., Chen, B., & Wu, C. (2021). Sleep and memory in older adults: A long\n"
        "Study across Europe. Journal of Aging, 12(3), 1-10.\n"
        "https://doi.org/10.1000/ja.2021.1\n"
        "Roe, D., Lee, A., Chen, B., Wu, C.,\n"
        "& Park, E. (2020). Attention in the wild. Cognition, 7, 5-9.\n"
        "Chen, B., & Lee, A. (2019). Reading faces quickly. Vision, 3, 1-2.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2021, 2020, 2019]
    assert pubs[1].title == "Attention in the wild"


def test_year_lines_group_papers_and_give_their_year():
    text = (
        "2024\n\n### Routing Packets with Learned Policies\n\nLee, A., and colleagues\n\n"
        "Proceedings of the Networking Society\n\n2023\n\n"
        "### Caching for Edge Devices\n\nChen, B., Lee, A.\n\nEdge Computing Letters\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Routing Packets with Learned Policies", 2024),
        ("Caching for Edge Devices", 2023),
    ]


def test_author_lists_in_several_styles_are_read_as_names():
    from profiles.parsing.publication_authors import author_names

    assert author_names("Ruiz, Li, and Tan") == ["Ruiz", "Li", "Tan"]
    assert author_names("Ann Lee; Bo Chen; Cy van der Berg") == [
        "Ann Lee",
        "Bo Chen",
        "Cy van der Berg",
    ]
    assert author_names("Lee, A., Mostafa Davani, B., & Wu, C. J.") == [
        "Lee, A",
        "Mostafa Davani, B",
        "Wu, C. J",
    ]
    assert author_names("Machine Learning, Computer Vision") is None
    assert author_names("Sparse Routing for Mixture Models") is None


def test_a_paper_listed_again_in_another_section_counts_once():
    from profiles.parsing import parse_bytes

    md = (
        "# Ann Lee\n\n## Publications\n\n"
        "- Ann Lee, Bo Chen. Sparse Routing for Mixture Models. NeurIPS 2024.\n"
        "- Ann Lee, Bo Chen. Tiny Caches for Large Graphs. ICML 2022.\n\n"
        "## 论文发表\n\n"
        "- Ann Lee, Bo Chen. Sparse Routing for Mixture Models. NeurIPS 2024.\n"
        "- Ann Lee, Bo Chen. Tiny Caches for Large Graphs. Journal of Graphs, 2023.\n"
    )
    cv = parse_bytes(md.encode(), "cv.md")
    assert [(p.title, p.year) for p in cv.publications] == [
        ("Sparse Routing for Mixture Models", 2024),
        ("Tiny Caches for Large Graphs", 2022),
        ("Tiny Caches for Large Graphs", 2023),
    ]


def test_notes_about_the_list_are_not_papers():
    text = (
        "* denotes equal contribution, † corresponding author\n"
        "C=Conference, J=Journal, U=Under Review\n\n"
        "- Ann Lee*, Bo Chen*. Sparse Routing for Mixture Models. NeurIPS 2024.\n\n"
        "See all my publications on Google Scholar.\n"
        "Last updated: May 2025\n"
    )
    assert titles(text) == ["Sparse Routing for Mixture Models"]


def test_a_page_footer_with_a_stamp_in_one_of_its_cells_is_no_paper():
    text = (
        "- Lee, A., Chen, B., “Sparse Routing for Mixture Models”. Phys. Rev. X (2025).\n\n"
        "Ann Lee | Latest version: https://example.org/cv.pdf | May 1, 2025\n"
        "Ann Lee | Last updated: May 2025\n"
    )
    assert titles(text) == ["Sparse Routing for Mixture Models"]


def test_a_lone_paper_set_as_title_authors_and_venue_is_read():
    text = "### Sparse Routing for Mixture Models\n\nAnn Lee, Bo Chen\n\nNeurIPS 2024\n"
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.authors, p.year) for p in pubs] == [
        ("Sparse Routing for Mixture Models", ["Ann Lee", "Bo Chen"], 2024)
    ]


def test_patents_are_not_papers():
    mixed = (
        "### Sparse Routing for Mixture Models\n\nAnn Lee, Bo Chen\n\nNeurIPS 2024\n\n"
        "### A Folding Wheel Module\n\n**First inventor**\n\n"
        "中国发明专利:CN123456789A,授权:2025 年 8 月。\n\n"
        "- Ann Lee, Bo Chen. Routing method for packets. US Patent 10123456, 2019.\n"
    )
    assert titles(mixed) == ["Sparse Routing for Mixture Models"]
    section = make_lines("- 李明, 王强. 一种折叠车轮模块: 201810000000.8 (发明专利, 已授权)\n")
    assert parse_publications(section, "申请专利") == []


def test_wiki_style_links_and_numbered_items_read_as_a_visitor_sees_them():
    text = (
        ". Lee, A., Chen, B., and Wu, C. (2021)\\n [https://example.org/p1 Sparse Routing "
        "for Mixture Models]. /Annals of Routing/, 4(1), 1-9.\n"
        ". Lee, A.\\# and Chen, B.\\# (2019) [papers/p2.html Tiny Caches for Large Graphs]. "
        "/Graph Letters/.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Sparse Routing for Mixture Models", 2021),
        ("Tiny Caches for Large Graphs", 2019),
    ]


def test_the_year_cited_after_the_authors_is_the_papers_year():
    pub = parse_citation(
        "Wu, C. (2020). Imaging analyses of memory. Genetics, 215. Presented at a 2019 meeting."
    )
    assert (pub.authors, pub.title, pub.year) == (["Wu, C"], "Imaging analyses of memory", 2020)
    pub = parse_citation("Ann Lee, Bo Chen. TBA. Voice for the Voiceless. (Conference Paper)")
    assert pub.title == "Voice for the Voiceless"


def test_degree_lines_and_short_chinese_labels_are_not_papers():
    text = (
        "- 计算机科学 硕士(GPA 3.87/4),2017\n"
        "- **沟通能力**:能向技术与非技术对象解释复杂系统\n"
        "- 张三, 李四. 基于图神经网络的调度方法研究[J]. 软件学报, 2021.\n"
    )
    assert titles(text) == ["基于图神经网络的调度方法研究"]


def test_a_bracketed_title_opening_a_citation_is_its_title():
    pub = parse_citation(
        "[Sparse Routing for Mixture Models: A Study of Experts at Scale], NeurIPS 2024 "
        "(Oral), Ann Lee, Bo Chen"
    )
    assert pub.title == "Sparse Routing for Mixture Models: A Study of Experts at Scale"
    assert pub.year == 2024 and pub.venue.startswith("NeurIPS 2024")


def test_a_sentence_under_a_citation_describes_it():
    text = (
        "[Sparse Routing for Mixture Models], NeurIPS2024, Ann Lee, Bo Chen\n\n"
        "First attempt to route tokens between experts with a learned sparse gate.\n\n\n"
        "[Tiny Caches for Large Graphs], ICML2022, Bo Chen, Ann Lee\n"
    )
    assert titles(text) == ["Sparse Routing for Mixture Models", "Tiny Caches for Large Graphs"]


def test_a_research_section_that_lists_papers_gives_papers_not_jobs():
    from profiles.parsing import parse_bytes

    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD in Computer Science, North University, 2020 - 2025\n\n"
        "RESEARCH\n\n"
        "My research is on learning with weak labels.\n"
        "- A. Quinn, B. Lee, and C. Wu, “Harbor Learning Machines,” in Proceedings of ICML, 2024.\n"
        "- A. Quinn, D. Fox, and C. Wu, “Lake Loss for Noisy Labels,” Machine Learning, 2023.\n"
        "- E. Park, A. Quinn, F. Ortiz, and C. Wu, “River Partial AUC,” IEEE TPAMI, 2022.\n"
    )
    cv = parse_bytes(text.encode(), "cv.txt")
    assert [p.title for p in cv.publications] == [
        "Harbor Learning Machines",
        "Lake Loss for Noisy Labels",
        "River Partial AUC",
    ]
    assert [p.year for p in cv.publications] == [2024, 2023, 2022]


def test_a_software_sub_heading_ends_the_paper_list():
    text = (
        "# Ada Quinn\n\n## Publications\n\n"
        "- Quinn, A. and Lee, B. (2021) Harbor Tests in High Dimensions. Annals of Lakes, 4.\n"
        "- Quinn, A. (2020) River Analyses of Vale Phenotypes. Genetics, 215, 947-958.\n\n"
        "### Selected Software\n\n"
        "- harbor: Penalized Regression-Based Clustering Methods;\n"
        "- rivertest: Adaptive Tests on High Dimensional Parameters.\n"
    )
    from profiles.parsing import parse_bytes

    cv = parse_bytes(text.encode(), "cv.md")
    assert len(cv.publications) == 2


def test_a_sentence_of_prose_under_the_papers_is_not_a_paper():
    lines = make_lines(
        "- Harbor: A Cheap Agent for Lake Verification (ICML 2025)\n"
        "- River: A Framework for Collaborative Vale Testing (ICSE 2024)\n\n"
        "I'm passionate about advancing the field of secure systems for real-world users.\n\n"
        "- We propose a new method for testing harbors that runs much faster than before.\n"
    )
    titles = [p.title for p in parse_publications(lines)]
    assert len(titles) == 2 and titles[0].startswith("Harbor")


def test_theses_a_person_supervised_are_not_their_papers():
    lines = make_lines(
        "- Lake Features in Harbor Design, Master Degree in Design, North University, 2024\n"
        "- River Signals and Vale Perception, Master Degree in Science, North University, 2023\n"
    )
    assert len(parse_publications(lines, "Theses")) == 2
    assert parse_publications(lines, "THESIS SUPERVISION") == []


def test_authors_after_a_tagged_quoted_title():
    pub = parse_citation(
        'KDD\'24 (oral) "Harbor: A Lake System for River Notes", Ada Quinn, Bo Lee, Cy Wu'
    )
    assert pub.title == "Harbor: A Lake System for River Notes"
    assert pub.authors == ["Ada Quinn", "Bo Lee", "Cy Wu"]
    assert pub.year == 2024


def test_a_projects_section_of_tagged_citations_gives_papers():
    from profiles.parsing import parse_bytes

    text = (
        "# Ada Quinn\n\n## Projects and Publications\n\n"
        '- KDD\'24 "Harbor: A Lake System for River Notes", Ada Quinn, Bo Lee, Cy Wu\n\n'
        '- ACL\'23-Findings "Vale Generation in Inquiry Dialogue", Bo Lee, Ada Quinn, Dee Fox.\n'
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.year for p in cv.publications] == [2024, 2023]


def test_a_year_in_the_margin_column_is_the_papers_year():
    pub = parse_citation("2023 | “Harbor Learning for Lake Signals”, A. Lee, B. Wu, [2301.01234]")
    assert pub.title == "Harbor Learning for Lake Signals"
    assert pub.year == 2023


def test_a_venue_column_beside_a_title_is_the_venue_not_the_title():
    lines = make_lines(
        "Harbor: Enabling Multi-Tenant Lake Functions | GLOBECOM 2019\n"
        "ADA QUINN, BO LEE, CY WU\n\n"
        "River: Proactive Code Preparation for Vale Startup | IWQoS 2022\n"
        "BO LEE, ADA QUINN, CY WU\n"
    )
    pubs = parse_publications(lines)
    assert [(p.title, p.year) for p in pubs] == [
        ("Harbor: Enabling Multi-Tenant Lake Functions", 2019),
        ("River: Proactive Code Preparation for Vale Startup", 2022),
    ]


def test_coauthors_set_after_the_title_with_with():
    pub = parse_citation(
        "Harbor Processes and Growth (with Ada Quinn, Bo Lee, Cy Wu) Journal of Lake "
        "Economics, Volume 180, June 2026"
    )
    assert pub.title == "Harbor Processes and Growth"
    assert pub.authors == ["Ada Quinn", "Bo Lee", "Cy Wu"]
    assert pub.year == 2026
    pub = parse_citation("Regularity of Lake Equations (with T. Jin). Adv. Math. 2020")
    assert (pub.title, pub.authors) == ("Regularity of Lake Equations", ["T. Jin"])
    pub = parse_citation("Lee, A. Learning (with Applications to Harbors). Proc. Lake, 2020.")
    assert pub.title == "Learning (with Applications to Harbors)"


def test_a_title_in_chinese_title_marks():
    pub = parse_citation("CVPR 2021,《Regularizing Harbor Nets via Lake Noise》,第一作者")
    assert pub.title == "Regularizing Harbor Nets via Lake Noise"
    assert pub.year == 2021


def test_names_left_over_before_a_quoted_title_are_authors():
    pub = parse_citation(
        "C. Vu, M. Lee, K Dong, A. Taye, and P. Wei “Harbor or Lake? Benchmarking River "
        "Detection for Small Vales”, AIAA Aviation, Las Vegas, July 2025."
    )
    assert pub.title == "Harbor or Lake? Benchmarking River Detection for Small Vales"
    assert pub.authors == ["C. Vu", "M. Lee", "K Dong", "A. Taye", "P. Wei"]
    assert pub.year == 2025


def test_a_bold_venue_line_under_the_authors_is_no_group_label():
    text = (
        "- Fast Sharding of Graph Streams\n"
        "Ann Lee, Bo Chen, Cy Tan\n"
        "**International Conference on Data Engineering (ICDE), 2024**\n"
        "\n"
        "- Learned Indexes for Sparse Tensors\n"
        "Bo Chen, Ann Lee\n"
        "**Journal of Systems Research, 2022**\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Fast Sharding of Graph Streams", 2024),
        ("Learned Indexes for Sparse Tensors", 2022),
    ]


def test_a_markdown_hard_line_break_is_no_part_of_the_line():
    text = "* Fast Sharding of Graph Streams. [[PDF](https://x.org/a)]\\\nAnn Lee, Bo Chen. \\\n"
    lines = make_lines(text)
    assert [ln.text for ln in lines[:2]] == [
        "Fast Sharding of Graph Streams. [PDF]",
        "Ann Lee, Bo Chen.",
    ]


def test_lines_each_ending_with_a_year_are_papers_of_their_own_in_a_block():
    text = (
        "Fast Sharding of Graph Streams. Conference on Data Engineering (ICDE), 2024.\n"
        "Learned Indexes for Sparse Tensors. Journal of Systems Research, 2022.\n"
        "\n"
        "Adaptive Caching for Serverless Functions. Symposium on Cloud Computing, 2021.\n"
        "Compact Sketches for Heavy Hitters. Conference on Very Large Databases, 2019.\n"
        "Robust Joins over Noisy Keys. Workshop on Data Management, 2018.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2024, 2022, 2021, 2019, 2018]
    assert pubs[1].title == "Learned Indexes for Sparse Tensors"


def test_a_line_breaking_off_at_an_initial_runs_on_into_the_next():
    text = (
        "2021 | “Sparse Attention for Long Documents”, A. Lee, B. Wu, [2101.00001]\n"
        "2020 | “Graph Kernels at Scale”, C. Tan, D. E.\n"
        "Ruiz, F. Chen, Phys. Rev. E 5, 0431, [2001.00002]\n"
        "2019 | “Robust Priors for Small Data”, G. Ho, H. Ma, [1901.00003]\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2021, 2020, 2019]


def test_a_thesis_told_as_title_and_supervisor_fields_is_no_paper():
    text = "Title Sparse Models of Citation Networks\nSupervisors Ann Lee & Bo Chen\n"
    assert parse_publications(make_lines(text), "Master Thesis") == []
    cited = "Roe, J. (2020). Sparse Models of Citation Networks. PhD Thesis, Utrecht University.\n"
    assert len(parse_publications(make_lines(cited), "PhD Thesis")) == 1


def test_the_year_after_the_authors_wins_over_a_year_in_the_title():
    pub = parse_citation(
        "Ann Lee, Bo Chen, Cy Tan (2020), Lake levels from 1984 to 2018, Water Data, 12(3)."
    )
    assert pub.year == 2020
    assert pub.authors == ["Ann Lee", "Bo Chen", "Cy Tan"]


def test_the_digits_of_a_link_or_an_arxiv_id_are_no_year():
    pub = parse_citation(
        "Ann Lee and Bo Chen. Sparse Attention for Long Documents. 2020. "
        "URL https://arxiv.org/pdf/2010.11855.pdf"
    )
    assert pub.year == 2020
    alone = parse_citation("Ann Lee, Bo Chen. Sparse Attention at Scale. arXiv:2105.01234")
    assert alone.year == 2021


def test_papers_numbered_in_their_kinds_series_are_one_each():
    # "C1." / "J2." unbracketed, as "[C1]" is, opens a paper; its wrapped lines are its own.
    text = (
        "C1. Ana Ruiz, Bo Li, and Cy Tan. Sharded Caches for Small\n"
        "Devices. In Proceedings of the Workshop on Caches, 2019.\n"
        "C2. Bo Li and Ana Ruiz. Fast Lookups in Slow Memory. In Proceedings of\n"
        "the Conference on Memory, 2018.\n"
        "J1.   Ana Ruiz and Cy Tan. Caches Revisited. Journal of Storage, 2017.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Sharded Caches for Small Devices", 2019),
        ("Fast Lookups in Slow Memory", 2018),
        ("Caches Revisited", 2017),
    ]


def test_authors_left_out_between_named_ones_keep_the_list():
    # "Lee, A., ..., C. Wu et al. (2023)." / "A. Lee, ..., C. Wu (co-correspondence), D. Tan"
    pub = parse_citation("Lee, A., ..., C. Wu et al. (2023). “Slow Light in Warm Gas.” Preprint.")
    assert (pub.title, pub.year) == ("Slow Light in Warm Gas", 2023)
    from profiles.parsing.publication_authors import author_names

    assert author_names("Ann Lee, …, Cy Wu (co-correspondence), Dan Tan") == [
        "Ann Lee",
        "Cy Wu",
        "Dan Tan",
    ]


def test_an_accent_set_as_a_mark_of_its_own_keeps_the_name_a_name():
    # pdfTeX writes \'{\i} as a dotless i and a combining acute ("Garcı\u0301a").
    text = (
        "Ruiz, A., Garcı\u0301a, B., Tan, C. (2023). Sharded Caches for Small\n"
        "Devices. Accepted at the Workshop on Caches.\n"
        "Ruiz, A., Tan, C. (2021). Fast Lookups in Slow Memory. Accepted at MEM.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Sharded Caches for Small Devices", 2023),
        ("Fast Lookups in Slow Memory", 2021),
    ]


def test_a_wrapped_first_title_does_not_shift_the_papers_set_as_title_authors_venue():
    text = (
        "Sharded Caches for Small Devices with Very Long Titles That Wrap Onto\n"
        "a Second Line\n"
        "Ana Ruiz, Bo Li, Cy Tan.\n"
        "2024 International Conference on Caches (ICC 2024).\n"
        "Fast Lookups in Slow Memory\n"
        "Bo Li, Ana Ruiz.\n"
        "Robotics: Science and Systems 2023 (RSS 2023).\n"
        "Caches Revisited\n"
        "Cy Tan, Ana Ruiz.\n"
        "Journal of Storage 2022.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        (
            "Sharded Caches for Small Devices with Very Long Titles That Wrap Onto a Second Line",
            2024,
        ),
        ("Fast Lookups in Slow Memory", 2023),
        ("Caches Revisited", 2022),
    ]


def test_a_wrapped_line_of_a_numbered_citation_that_reads_like_names_runs_on():
    # "Iterative Sampling and Refinement Toward Equilibrium." reads like two names, but
    # the line above broke off at the margin with no year and no stop.
    text = (
        "1. A. Lee, B. Wu, C. Tan. DualCache: Self-Supervised Cache and Pose Estimation Through\n"
        "Iterative Epipolar Sampling and Refinement Toward Equilibrium. Conference on Caches\n"
        "(CC) 2023.\n"
        "2. A. Lee, D. Kim. Fast Lookups in Slow Memory. In Workshop on Memory 2020.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2023, 2020]


def test_a_doi_line_set_apart_under_its_citation_is_no_paper():
    text = (
        "- Lee A, Wu B, Tan C. Sleep and memory in adolescents: a cohort study. J Sleep.\n"
        "2022 Sep;45(7):718-\n\n"
        "- doi: 10.1016/j.sleep.2022.02.003. Epub 2022 May 13. PMID: 35577700.\n\n"
        "- Wu B, Lee A. Diet and mood in adults. J Mood. 2021;12(3):1-9.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert len(pubs) == 2


def test_a_year_written_with_its_chinese_unit_over_a_paper_is_its_year_label():
    text = (
        "- 2024年\n  湖泊遥感的一种新方法\n  张三，李四，王五\n  *遥感学报*\n\n"
        "- 2022年\n  城市水体提取研究\n  张三，王五\n  *测绘学报*\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("湖泊遥感的一种新方法", 2024),
        ("城市水体提取研究", 2022),
    ]


def test_a_note_in_brackets_between_numbered_papers_is_no_paper():
    text = (
        "1. A. Lee, B. Wu. Learning to read river deltas. Journal of Rivers, 2024.\n\n"
        "(Finalist, Best Student Research Award) [link](https://a.example)\n"
        "2. A. Lee. Sediment transport at scale. Journal of Rivers, 2023.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2024, 2023]


def test_a_title_first_citation_that_ends_with_its_authors():
    pub = parse_citation("ICLR 2025 Learning to read river deltas. Ann Lee, Bo Wu, Cy Chen")

    assert pub.authors == ["Ann Lee", "Bo Wu", "Cy Chen"]
    assert pub.venue is None


def test_papers_set_as_cards_then_a_list_of_dated_citations():
    text = (
        "Learning to read river deltas\nAnn Lee, Bo Wu, Cy Chen\nJournal of Rivers, 2024\n\n"
        "- Sediment transport at scale. Ann Lee, Bo Wu. Journal of Rivers, 2023.\n"
        "- Flood maps from space. Ann Lee, Cy Chen. Remote Sensing, 2022.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Learning to read river deltas", 2024),
        ("Sediment transport at scale", 2023),
        ("Flood maps from space", 2022),
    ]


def test_bulleted_citations_after_a_paragraph_are_one_paper_each():
    text = (
        "Our group builds open tools for courts.\n"
        "The tools are free to use.\n\n"
        '- ACL\'24 "Routing Queries in Legal Search", Ann Lee, Bo Chen\n'
        '- KDD\'23 "Sparse Graphs for Case Law", Bo Chen, Ann Lee\n'
        '- AAAI\'22 "Fair Sentencing Models", Cy Wu, Ann Lee\n'
    )
    assert titles(text)[-3:] == [
        "Routing Queries in Legal Search",
        "Sparse Graphs for Case Law",
        "Fair Sentencing Models",
    ]


def test_a_link_word_set_between_hyphens_ends_its_citation():
    text = (
        "Lee, A., Chen, B. (2021). Sleep in older adults. Journal of Aging, 12, 1-10. -PDF-\n"
        "Roe, D., Lee, A. (2020). Attention in the wild. Cognition, 7, 5-9. -Link-\n"
        "Chen, B., Lee, A. (2019). Reading faces quickly. Vision, 3, 1-2.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2021, 2020, 2019]


def test_lines_that_each_hold_a_year_are_one_citation_each():
    text = (
        "Lee, A., Chen, B. Sleep in older adults. Journal of Aging, 2021.\n"
        "王小明, 李四(), 张三. 图调度方法研究[J]. 软件学报, 2020(2): 113-122.\n"
        "Roe, D., Lee, A. Attention in the wild. Cognition, 2019.\n"
    )
    entries = group_entries(make_lines(text))
    assert [e.lines[0].text[-5:] for e in entries] == ["2021.", "-122.", "2019."]


def test_a_year_set_first_is_the_year_and_no_part_of_the_authors_or_title():
    text = (
        '- 2021. A. Lee, B. Chen, and C. Wu, "Sparse Routing for Mixture Models," *Neural '
        "Systems Letters*, vol. 3.\n"
        "- (2019) Fast Joins on Skewed Data  \n  Ann Lee, Bo Chen  \n  *VLDB Journal*\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Sparse Routing for Mixture Models", 2021),
        ("Fast Joins on Skewed Data", 2019),
    ]


def test_a_venue_tag_before_a_title_line_is_no_part_of_the_title():
    text = "- [VLDB 2020] Fast Joins on Skewed Data  \n  Ann Lee, Bo Chen  \n  VLDB Journal\n"
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [("Fast Joins on Skewed Data", 2020)]


def test_a_link_label_under_a_paper_is_no_heading_and_no_part_of_it():
    from profiles.parsing import parse_bytes

    text = (
        "# Jane Roe\n\n## Publications\n\n"
        "Lee A., Roe J., **Fast Joins on Skewed Data**, Journal of Data Systems, 2022.\n"
        "PDF\nPresentation\nSlide\n"
        "Roe J., Chen B., **Learned Indexes for Text**, Conference on Text Search, 2021.\n"
        "Tool Repository\n"
    )
    cv = parse_bytes(text.encode(), "cv.md")
    assert [p.title for p in cv.publications] == [
        "Fast Joins on Skewed Data",
        "Learned Indexes for Text",
    ]


def test_unbulleted_citations_that_each_end_with_a_year_are_one_paper_each():
    text = (
        "Lee A., Chen B., Fast Joins on Skewed Data, Journal of Data Systems, 2022.\n"
        "Roe J., Learned Indexes for Text, Conference on Text Search, 2021.\n"
        "Chen B., Roe J., Graph Sketches Revisited, Streaming Workshop, 2020.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2022, 2021, 2020]


def test_link_labels_that_end_a_citation_line_do_not_run_it_on_into_the_next():
    text = (
        "Lee A., Chen B. Fast Joins on Skewed Data. Data Systems, 2022 (1): 15-26. -Link-, -PDF-\n"
        "Roe J., Chen B. Learned Indexes for Text. Text Search, 2021, 3: 7-9. -Link-\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Fast Joins on Skewed Data", 2022),
        ("Learned Indexes for Text", 2021),
    ]


def test_a_line_an_arrow_opens_under_a_paper_is_a_note_on_it():
    text = (
        "- Fast Joins on Skewed Data\n\nAnn Lee, Bo Chen (2020). VLDB Journal\n\n"
        "→ Query planning, benchmarks\n"
        "- Learned Indexes for Text\n\nBo Chen, Ann Lee (2019). SIGMOD\n\n→ Index design\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.title for p in pubs] == ["Fast Joins on Skewed Data", "Learned Indexes for Text"]


def test_papers_set_apart_by_blank_lines_are_papers_though_their_authors_go_unread():
    text = (
        "Harbor Signals for Lake Models; CVPR'21\nA. Lee, B. Wu, C. Tan\n\n"
        "River Routing under Drift; NAACL'20\nA.B Lee, C. Tan\n\n"
        "Vale Graphs at Scale; ICML'19\nB. Wu, A. Lee\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title[:12], p.year) for p in pubs] == [
        ("Harbor Signa", 2021),
        ("River Routin", 2020),
        ("Vale Graphs ", 2019),
    ]


def test_a_venue_after_a_semicolon_on_the_title_line_is_the_venue():
    lines = make_lines("Harbor Signals for Lake Models; CVPR'21\nA. Lee, B. Wu, C. Tan\n")
    pubs = parse_publications(lines)
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Harbor Signals for Lake Models", "CVPR'21", 2021)
    ]


def test_a_group_label_with_a_note_in_brackets_and_a_legend_are_no_papers():
    text = (
        "Papers marked with an asterisk* are led by my students.\n\n"
        "REFEREED FIRST-AUTHOR PAPERS (newest first)\n\n"
        '1. Lee, A. B., Wu, C., et al. (2023), "Harbour waves in a shallow model\n'
        'of coastal lakes", Lake Journal, 12, 34\n\n'
        '2. Lee, A. B., & Tan, D. (2021), "Drift of sand bars under\n'
        'seasonal winds", Lake Journal, 10, 12\n'
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title[:12], p.year) for p in pubs] == [
        ("Harbour wave", 2023),
        ("Drift of san", 2021),
    ]


def test_what_one_did_listed_under_research_results_is_no_paper():
    text = (
        "- 开发湖泊潮汐模拟软件:lakesim\n"
        "- 利用卷积网络对湖泊图像按形态分类\n"
        "- Developed a pipeline for the semi-automatic analysis of lake survey data\n"
        "- Improved the background model of harbour wave spectra\n"
    )
    assert parse_publications(make_lines(text), "科研成果") == []


def test_a_title_that_opens_with_a_verb_is_a_paper_when_it_is_cited():
    text = "- A. Lee, B. Wu. Developing Lake Models at Scale. LakeConf 2021.\n"
    assert [p.title for p in parse_publications(make_lines(text))] == [
        "Developing Lake Models at Scale"
    ]


def test_a_paper_labelled_as_published_is_a_paper():
    text = "- 发表 SCI 论文 A study of crack paths in harbour walls under tides\n"
    assert len(parse_publications(make_lines(text), "科研成果")) == 1


def test_a_venue_and_year_in_a_margin_column_before_the_title_are_its_venue_and_year():
    text = (
        "LakeConf 2024   Tidal maps for shallow lake models\n"
        "                A. Quinn, B. Lind, C. Moss\n"
        "J. Lakes 2021   Seasonal winds over harbours\n"
        "                B. Lind, A. Quinn\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Tidal maps for shallow lake models", "LakeConf 2024", 2024),
        ("Seasonal winds over harbours", "J. Lakes 2021", 2021),
    ]


def test_a_bold_venue_tag_before_the_title_is_no_title():
    text = "- **[J. Lakes 2023]** Drift of Sand Bars in Harbour Basins. Ada Quinn, Cy Moss.\n"
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [("Drift of Sand Bars in Harbour Basins", 2023)]


def test_the_last_author_after_a_title_keeps_its_closing_stop():
    pub = parse_citation("Tidal Maps for Shallow Lake Models. Ada Quinn, Bo Lind, Cy Moss.")
    assert pub.authors == ["Ada Quinn", "Bo Lind", "Cy Moss"]


def test_a_heading_of_software_or_press_under_the_papers_ends_them():
    text = (
        "1. A. Quinn, B. Lind. Tidal maps for shallow lake models. LakeConf 2024.\n"
        "2. A. Quinn. Drift of sand bars in harbour basins. J. Lakes, 2023.\n\n"
        "Software\n"
        "lakesim: a simulator of shallow lake tides (github.com/aq/lakesim), 2022\n\n"
        "Media Coverage\n"
        '"Why lakes drift", Lake Times, 2023.\n'
    )
    assert len(parse_publications(make_lines(text))) == 2


def test_short_citations_under_status_labels_are_papers():
    text = (
        "Under Review\n"
        "A. Quinn, B. Lind. Tidal maps for shallow lake models. Submitted to LakeConf.\n"
        "In Preparation\n"
        "A. Quinn. Seasonal winds over harbours.\n"
        "Published\n"
        "B. Lind, A. Quinn. Drift of sand bars in harbour basins. J. Lakes, 2021.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.status) for p in pubs] == [
        ("Tidal maps for shallow lake models", "under_review"),
        ("Seasonal winds over harbours", "under_review"),
        ("Drift of sand bars in harbour basins", "published"),
    ]


def test_a_place_line_among_the_papers_is_no_paper():
    text = "Vale City, Norland\n\n- A. Quinn. Seasonal winds over harbours. Lake Review, 2020.\n"
    assert titles(text) == ["Seasonal winds over harbours"]


def test_a_sole_author_in_bold_under_a_card_title_is_the_authors_line():
    text = (
        "Tidal Maps for Shallow Lake Models\n**Ada Quinn**, Bo Lind, Cy Moss\n*LakeConf*, 2024\n\n"
        "Drift of Sand Bars in Harbour Basins\nBo Lind, **Ada Quinn**\n*Journal of Lakes*, 2023\n\n"
        "Seasonal Winds over Harbours\n**Ada Quinn**\n*arXiv*, 2022\n"
    )
    assert [(p.title, p.year) for p in parse_publications(make_lines(text))] == [
        ("Tidal Maps for Shallow Lake Models", 2024),
        ("Drift of Sand Bars in Harbour Basins", 2023),
        ("Seasonal Winds over Harbours", 2022),
    ]


def test_a_venue_badge_beside_an_emphasised_title_is_the_venue():
    text = (
        "- LakeConf 2024 **Tidal Maps for Shallow Lake Models**\n  **Ada Quinn**, Bo Lind\n"
        "- J. Lakes 2023 **Drift of Sand Bars in Harbour Basins**\n  Bo Lind, **Ada Quinn**\n"
    )
    assert [(p.title, p.year) for p in parse_publications(make_lines(text))] == [
        ("Tidal Maps for Shallow Lake Models", 2024),
        ("Drift of Sand Bars in Harbour Basins", 2023),
    ]


def test_chinese_et_al_closes_the_author_list():
    pub = parse_citation("何嘉琪，等. 2018. 湖泊沙坝漂移规律的研究进展[J]. 湖泊学报, 2018(10).")
    assert (pub.title, pub.authors, pub.year) == ("湖泊沙坝漂移规律的研究进展", ["何嘉琪"], 2018)


def test_bullets_open_the_papers_when_the_first_one_holds_only_authors():
    text = (
        "- Quinn, A., Lind, B., Moss, C. (2024).\n"
        "Tidal maps for shallow lake models. Accepted at LakeConf.\n\n"
        "- Lake Team1, Lind B. (2023). Drift of sand bars in harbour basins and\n"
        "seasonal winds. Accepted at HarborSym.\n\n"
        "- Quinn, A., Lind, B. (2022). Seasonal winds over harbours. Lake Review.\n"
    )
    assert [p.year for p in parse_publications(make_lines(text))] == [2024, 2023, 2022]


def test_blocks_set_apart_by_blank_lines_with_one_author_line_each_are_the_papers():
    text = (
        "Tidal Maps for Shallow Lake Models   LakeConf 2024\n"
        "Ada Quinn*, Bo Lind*, Cy Moss*,\nDan Roe, Eve Fox, Fay Hill\n\n"
        "Drift of Sand Bars in Harbour Basins over the Seasons   HarborSym 2023\n"
        "of Northern Lakes\nBo Lind, Ada Quinn, Cy Moss\n\n"
        "Seasonal Winds over Harbours   Lake Review 2022\nAda Quinn, Dan Roe\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2024, 2023, 2022]


def test_a_kind_label_before_a_citation_and_a_bracketed_year_below_it():
    text = (
        '- Paper: Ada Quinn, Bo Lind, and Cy Moss. "Tidal maps for shallow lake models."\n'
        "Journal of Lakes (2020)\n\n"
        "- PhD thesis: Seasonal winds over harbours, Vale University (2021)\n"
        "- MSc thesis: Drift of sand bars in harbour basins, Lake College\n(2015)\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title[:16], p.year) for p in pubs] == [
        ("Tidal maps for s", 2020),
        ("Seasonal winds o", 2021),
        ("Drift of sand ba", 2015),
    ]


def test_a_thesis_venue_under_the_authors_is_no_group_label():
    text = (
        "Tidal Maps for Shallow Lake Models\nAda Quinn, Bo Lind\nMaster Thesis\n\n"
        "- This thesis maps the tides of shallow lakes with a new model that takes the\n"
        "wind into account.\n\n"
        "Drift of Sand Bars in Harbour Basins\nBo Lind, Ada Quinn, Cy Moss\n"
        "In Proceedings of LakeConf 2024\n\n"
        "- We study how sand bars drift in harbour basins over the seasons.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.title for p in pubs] == [
        "Tidal Maps for Shallow Lake Models",
        "Drift of Sand Bars in Harbour Basins",
    ]


def test_a_bulleted_abstract_under_a_paper_card_is_no_paper():
    text = (
        "Drift of Sand Bars in Harbour Basins\nBo Lind, Ada Quinn, Cy Moss\n"
        "In Proceedings of LakeConf 2024\n\n"
        "- Sand bars drift across harbour basins with the seasons, and we model\n"
        "this drift from ten years of survey data.\n\n"
        "Seasonal Winds over Harbours\nAda Quinn, Bo Lind\nLake Review 2023\n"
    )
    assert len(parse_publications(make_lines(text))) == 2


def test_a_tag_in_chinese_brackets_before_a_citation_is_no_part_of_it():
    pub = parse_citation("【CCF-A】He J, Li S. Tidal maps for shallow lake models. LakeConf 2024.")
    assert (pub.title, pub.authors) == ("Tidal maps for shallow lake models", ["He J", "Li S"])


def test_chinese_citation_fields_parted_by_full_stops_without_spaces():
    pub = parse_citation("何嘉琪,李四,王五.基于图的湖泊潮汐预测方法.湖泊学报,2023, 12(3): 45-56.")
    assert (pub.title, pub.authors, pub.year) == (
        "基于图的湖泊潮汐预测方法",
        ["何嘉琪", "李四", "王五"],
        2023,
    )


def test_titles_with_their_year_in_a_right_column_over_citing_lines():
    text = (
        "Tidal maps for shallow lake models   2024\n"
        "Ada Quinn, Bo Lind. Journal of Lakes.\n"
        "Drift of sand bars in harbour basins   2023\n"
        "Bo Lind, Ada Quinn. Proceedings of LakeConf.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Tidal maps for shallow lake models", 2024),
        ("Drift of sand bars in harbour basins", 2023),
    ]


def test_a_tally_of_the_list_above_it_is_no_paper():
    text = (
        "14 journal articles, 9 conference papers; students I supervised underlined.\n\n"
        "- Ann Lee, Bo Chen. Tidal Maps for Shallow Lakes. Lake Journal, 2024.\n"
        "- Bo Chen, Ann Lee. Sand Bars of the North Shore. Coast Letters, 2023.\n"
    )
    assert titles(text) == ["Tidal Maps for Shallow Lakes", "Sand Bars of the North Shore"]


def test_authors_written_surname_then_given_names_open_wrapped_citations():
    from profiles.parsing.publication_authors import author_names

    assert author_names("Quill, Nora, Tam, Lev B., and Oduya, Ken") == [
        "Quill, Nora",
        "Tam, Lev B",
        "Oduya, Ken",
    ]
    assert author_names("Ruiz, Li, Tan, and Wu") == ["Ruiz", "Li", "Tan", "Wu"]
    text = (
        "Tam, Lev B. (2024). Beliefs and Practices in Rural Credit Markets. Journal of\n"
        "Rural Studies, 60(10), 1493–1510.\n"
        "Tam, Lev B. and Quill, Nora. (2023). Border perceptions shape desired levels of\n"
        "migration. Journal of Conflict Studies, 68(6), 1252–1275.\n"
        "Oduya, Ken, Quill, Nora, and Tam, Lev B. (2021). Why does credit not reach the\n"
        "poorest? Studies in Credit, 65(3), 739–752.\n"
        "Tam, Lev B. (2019). Aid and the incumbent. Rural Quarterly, 72(3), 610–622.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [(p.title, p.year) for p in pubs] == [
        ("Beliefs and Practices in Rural Credit Markets", 2024),
        ("Border perceptions shape desired levels of migration", 2023),
        ("Why does credit not reach the poorest", 2021),
        ("Aid and the incumbent", 2019),
    ]


def test_a_heading_of_other_or_popular_writing_under_the_papers_ends_them():
    text = (
        "Peer Reviewed Articles\n"
        "Tam, Lev B. (2024). Beliefs and Practices in Rural Credit Markets. Rural Studies, 60.\n"
        "Tam, Lev B. (2019). Aid and the incumbent. Rural Quarterly, 72(3), 610–622.\n\n"
        "Other Writing\n"
        "Tam, Lev B. (2023). Why lakes drift. The Hill City Times.\n"
        "Tam, Lev B. (2021). Credit for the poorest? Lake Blog.\n\n"
        "Op-Eds\n"
        "Tam, Lev B. (2020). Ten myths of rural credit. Hill Herald.\n"
    )
    assert len(parse_publications(make_lines(text))) == 2


def test_citations_led_by_their_year_and_a_colon_are_one_paper_each():
    from profiles.parsing.publication_authors import author_names

    assert author_names("A. van Rijn and B. J. de Groot") == ["A. van Rijn", "B. J. de Groot"]
    text = (
        "2025: A. van Rijn and B. Lind: Tidal maps for shallow lake models in the\n"
        "northern basins, Lake Letters 16, 3354.\n"
        "2024: C. Oduya, A. van Rijn, and B. Lind: Drift of sand bars in harbour basins,\n"
        "J. Lakes 6, 023203.\n"
        "2021: A. van Rijn and D. Tam: Sediment clocks, Phys. Lakes 3, 043077.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.year for p in pubs] == [2025, 2024, 2021]
    assert [p.title.split(",")[0] for p in pubs] == [
        "Tidal maps for shallow lake models in the northern basins",
        "Drift of sand bars in harbour basins",
        "Sediment clocks",
    ]


def test_an_author_line_with_a_date_column_is_the_authors_of_the_title_above():
    # A CV class that sets each paper as title | venue, authors | date (awesome-cv's
    # cventry): the date in the right column does not make the authors a paper.
    text = (
        "Graded Lattices for Quantum Gases in One Dimension   Arxiv\n"
        "ADA QUINN, BO LEE, AND CY DOE   Jun. 2024\n"
        "https://arxiv.org/abs/2406.00001\n"
    )
    pubs = parse_publications(make_lines(text))
    assert len(pubs) == 1
    assert pubs[0].title.startswith("Graded Lattices for Quantum Gases in One Dimension")
    assert pubs[0].year == 2024


def test_an_author_line_with_a_venue_column_is_the_authors_of_the_title_above():
    # A page that sets each paper as its title (with the year in a right-hand column), then
    # its authors with the venue in a column beside them, then a type tag: the venue in the
    # column does not make the author line a paper of its own.
    text = (
        "    Tidal Mixing in Shallow Lakes under Seasonal Winds   2024\n"
        "\n"
        "Ada Quinn, Bo Lee, Cy Doe   Journal of Lakes 12, 1044\n"
        "\n"
        "Journal\n"
        "\n"
        "    Sediment Plumes of Glacial Rivers Revisited   2021\n"
        "\n"
        "Bo Lee, Ada Quinn   Limnology Letters, IF 3.2\n"
        "\n"
        "Journal\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.title for p in pubs] == [
        "Tidal Mixing in Shallow Lakes under Seasonal Winds",
        "Sediment Plumes of Glacial Rivers Revisited",
    ]
    assert [p.year for p in pubs] == [2024, 2021]
    assert pubs[0].authors == ["Ada Quinn", "Bo Lee", "Cy Doe"]
    assert "Limnology Letters" in pubs[1].venue


def test_papers_numbered_in_a_margin_column_are_one_paper_each():
    # A PDF sets each paper's number in a margin column of its own ("4   A. Lee, ..."),
    # which the reader keeps as a cell: an item of a numbered list, as "4." would be,
    # where blank lines part some papers and not others.
    text = (
        "1 | Ada Quinn, B. Lee, & C. Doe. (2024). Tidal Maps of Shallow Lakes. In LakeConf'24.\n"
        "Abstract: we map the tides of lakes with buoys.\n"
        "\n"
        "2 | B. Lee, & Ada Quinn. (2023). Sediment Plumes Revisited. In RiverSym'23.\n"
        "Abstract: plumes carry silt further than thought.\n"
        "\n"
        "3 | C. Doe, Ada Quinn, & B. Lee. (2022). Ferry Wakes and Shore Erosion.\n"
        "In Coastal Letters.\n"
        "4 | Ada Quinn, & C. Doe. (2021). Ice Cover of Northern Ponds. In PondConf'21.\n"
        "Abstract: ponds freeze earlier in the north.\n"
        "5 | B. Lee, C. Doe, & Ada Quinn. (2020). Reed Beds as Filters. In Wetland Notes.\n"
        "Abstract: reeds clean the water.\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.title for p in pubs] == [
        "Tidal Maps of Shallow Lakes",
        "Sediment Plumes Revisited",
        "Ferry Wakes and Shore Erosion",
        "Ice Cover of Northern Ponds",
        "Reed Beds as Filters",
    ]


def test_a_sentence_introducing_the_papers_is_none_of_the_first_papers_lines():
    # A homepage opens its research list with a sentence on the person's topics, then sets
    # each paper as title / authors / venue / a line on what it found (the last without
    # one): the sentence does not make each paper start a line early.
    text = (
        "I work on the physics of shallow lakes, the tides of inland waters and the way "
        "sediment moves through them over the seasons.\n"
        "\n"
        "Tidal Maps of Shallow Lakes\n"
        "Ada Quinn, Bo Lee, Cy Doe\n"
        "LakeConf 2024. Project page\n"
        "Buoys show that even small lakes have tides.\n"
        "Sediment Plumes Revisited\n"
        "Ada Quinn, Bo Lee\n"
        "RiverSym 2023. bibtex\n"
        "Plumes carry silt much further than was thought.\n"
        "Wakes of Ferries and the Erosion of Shores\n"
        "Ada Quinn, Cy Doe\n"
        "Coastal Letters 2022. bibtex\n"
    )
    pubs = parse_publications(make_lines(text))
    assert [p.title for p in pubs] == [
        "Tidal Maps of Shallow Lakes",
        "Sediment Plumes Revisited",
        "Wakes of Ferries and the Erosion of Shores",
    ]


def test_papers_a_project_entry_cites_with_their_links_are_papers():
    # Research projects, each closing with the paper it led to on a line of its own: its
    # title, its venue's short name and year, a note, and its links.
    text = (
        "Tidal mapping   Vale University   Lake Physics Group\n"
        "Built a buoy network to measure tides in small lakes.\n"
        "Tidal Maps of Shallow Lakes with Buoy Networks, LakeConf 2021 (oral) [pdf] [code]\n"
        "\n"
        "Sediment transport   Vale University\n"
        "- Modelled how plumes carry silt downstream.\n"
        "Sediment Plumes of Glacial Rivers Revisited, RiverSym 2020 [pdf]\n"
    )
    papers = papers_linked_among(make_lines(text))
    assert [(p.title, p.year) for p in papers] == [
        ("Tidal Maps of Shallow Lakes with Buoy Networks", 2021),
        ("Sediment Plumes of Glacial Rivers Revisited", 2020),
    ]


def test_a_lone_linked_line_or_lines_without_a_paper_link_are_no_papers_of_a_project():
    one = "Tidal Maps of Shallow Lakes with Buoy Networks, LakeConf 2021 [pdf] [code]\n"
    assert papers_linked_among(make_lines(one)) == []
    tools = (
        "Buoy firmware for lake sensors, Release 2021 [code]\n"
        "Dashboard for tide readings of lakes, Release 2022 [code]\n"
    )
    assert papers_linked_among(make_lines(tools)) == []
