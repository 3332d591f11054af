"""Research interests: the phrases a reader would list, from lists, labels and prose."""

from profiles.parsing import parse_bytes


def interests(text: str, name: str = "cv.txt") -> list[str]:
    return parse_bytes(text.encode("utf-8"), name).research_interests


def test_abbreviations_in_brackets_do_not_make_an_item_too_long():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nScalable Machine Learning (ML) and Deep Learning "
        "(DL), Information Retrieval, Large Language Models\n"
    )
    assert interests(text) == [
        "Scalable Machine Learning (ML) and Deep Learning (DL)",
        "Information Retrieval",
        "Large Language Models",
    ]


def test_a_label_on_any_line_names_the_interests():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPh.D. in Computing, North University | 2019 - Present\n"
        "» Supervisor: Bo Li\n» Research Area: reinforcement learning, continual learning\n"
    )
    assert interests(text) == ["reinforcement learning", "continual learning"]
    text = (
        "ADA QUINN\n\nEXPERIENCE\n\n- PhD researcher, North University, 2015 - 2019\n"
        "- My research interests include: Numerical Linear Algebra,\n"
        "Model-Order Reduction, Optimal Control and Parallel Programming\n"
    )
    assert interests(text) == [
        "Numerical Linear Algebra",
        "Model-Order Reduction",
        "Optimal Control",
        "Parallel Programming",
    ]


def test_a_chinese_label_after_a_clause_and_a_bare_interests_label():
    text = "何嘉琪\n\n何嘉琪，北方大学新闻学院在读研究生，研究方向：计算传播。\n"
    assert interests(text) == ["计算传播"]
    text = (
        "ADA QUINN\n\nACTIVITIES\n\n- Computer: Python, C/C++\n"
        "- Interests: machine learning, Running\n"
    )
    assert interests(text) == ["machine learning"]


def test_an_interests_section_ends_where_a_record_or_another_topic_begins():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nNatural Language Processing, Machine Learning\n\n"
        "Academic Credentials\n\nNorth University | Harbor City\n"
        "B.Sc. in Computer Science, CGPA: 3.5/4.0 Apr. 2017 - Jan. 2022\n"
    )
    assert interests(text) == ["Natural Language Processing", "Machine Learning"]
    md = (
        "# Ada Quinn\n\n## Research Interests: Galaxy evolution at high redshift; dusty "
        "star formation\n\nGrants & Awards: $630k from NASA, NSF\n\nTalks: 22 talks (11 invited)\n"
    )
    assert interests(md, "cv.md") == ["Galaxy evolution at high redshift", "dusty star formation"]


def test_group_names_descriptions_and_icon_names_are_not_topics():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nMethodology\nMachine Learning, Robust Optimization\n"
        "Application Area\nEnergy Transition; Electric Grid Planning\nLIGHTBULB\n"
        "Non-coding RNA in cancer\n   Data portal of non-coding RNA editing, including two tools.\n"
    )
    assert interests(text) == [
        "Machine Learning",
        "Robust Optimization",
        "Energy Transition",
        "Electric Grid Planning",
        "Non-coding RNA in cancer",
    ]


def test_interests_stated_in_a_bio_are_taken_whatever_their_words():
    md = (
        "# Ada Quinn\n\n## Bio\n\nI am an Assistant Professor of Finance at North University. "
        "My research interests are innovation, entrepreneurship, and corporate finance. My "
        "work has been published widely.\n"
    )
    assert interests(md, "cv.md") == ["innovation", "entrepreneurship", "corporate finance"]
    text = "ADA QUINN\n\nResearch interests include digital inequality and inclusive technology\n"
    assert interests(text) == ["digital inequality", "inclusive technology"]


def test_a_list_after_my_research_interests_include():
    md = (
        "# Ada Quinn\n\n## About me\n\nI am a PhD student at North University.\n\n"
        "My research interests include:\n- Trustworthy Graph Learning: reliability, fairness.\n"
        "- Graph Neural Networks\n- Spiking Neural Networks\n"
    )
    assert interests(md, "cv.md") == [
        "Trustworthy Graph Learning",
        "Graph Neural Networks",
        "Spiking Neural Networks",
    ]


def test_chinese_topics_joined_by_and_are_split_only_when_each_is_a_topic():
    md = (
        "# 何嘉琪\n\n## 关于我\n\n我的研究聚焦车辆运动控制、角模块底盘系统，以及视觉语言模型与"
        "智能车辆规划控制的融合。\n"
    )
    assert interests(md, "cv.md") == [
        "车辆运动控制",
        "角模块底盘系统",
        "视觉语言模型与智能车辆规划控制的融合",
    ]
    md = "# 何嘉琪\n\n## 关于我\n\n我的研究兴趣包括法律人工智能、自然语言处理和因果推断。\n"
    assert interests(md, "cv.md") == ["法律人工智能", "自然语言处理", "因果推断"]


def test_interests_stated_in_a_sentence_of_any_section():
    text = (
        "ADA QUINN\n\nRESEARCH EXPERIENCE\n\nMy research is broadly in the field of databases "
        "and data quality, with a strong emphasis on data cleaning, entity resolution, and "
        "the application of language models in data preprocessing. I develop solutions.\n"
    )
    assert interests(text) == [
        "databases",
        "data quality",
        "data cleaning",
        "entity resolution",
        "the application of language models in data preprocessing",
    ]
    text = (
        "ADA QUINN\n\nTEACHING\n\n- I am currently completing a PhD on symbolic knowledge "
        "representation and neurosymbolic reasoning.\n"
    )
    assert interests(text) == ["symbolic knowledge representation", "neurosymbolic reasoning"]
    text = "ADA QUINN\n\nEDUCATION\n\nPh.D., North University, 2020\nThesis on dopamine timing.\n"
    assert interests(text) == []


def test_interests_that_span_or_lie_between_fields_and_broad_interests_in():
    md = (
        "# Ada Quinn\n\n## About\n\nI am a PhD student at North University. My research "
        "interests span compiler design and operating systems, especially static analysis and "
        "memory safety. I like tea.\n"
    )
    assert interests(md, "cv.md") == [
        "compiler design",
        "operating systems",
        "static analysis",
        "memory safety",
    ]
    md = (
        "# Ada Quinn\n\n## About\n\nI am an engineer at Northwind. I have broad interests in "
        "Sparse matrix methods and Robust statistics.\n"
    )
    assert interests(md, "cv.md") == ["Sparse matrix methods", "Robust statistics"]
    text = "ADA QUINN\n\nRESEARCH\n\nMy interests lie between harmonic analysis and topology.\n"
    assert interests(text) == ["harmonic analysis", "topology"]


def test_broad_interests_in_a_long_clause_are_no_list():
    md = (
        "# Ada Quinn\n\n## About\n\nI have broad interests in building better storage "
        "infrastructures to bring more performance to real-world applications, and teaching.\n"
    )
    assert interests(md, "cv.md") == []


def test_the_following_areas_after_a_colon_are_the_topics():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nI am working on the following areas: kinetic "
        "equations on graphs; mean field games; random matrices. I also teach.\n"
    )
    assert interests(text) == [
        "kinetic equations on graphs",
        "mean field games",
        "random matrices",
    ]


def test_a_team_one_works_on_is_no_topic():
    md = (
        "# Ada Quinn\n\n## About\n\nI am a Researcher at Northwind, working on the Cloud "
        "Storage team. My research interests are data compression and caching.\n"
    )
    assert interests(md, "cv.md") == ["data compression", "caching"]


def test_an_interests_section_of_pastimes_gives_no_research_interests():
    text = (
        "ADA QUINN\n\nEXPERIENCE\n\nEngineer, Northwind, 2019 - 2023\n\nINTERESTS\n\n"
        "- Gastronomy\n- Sailing\n- Chess\n"
    )
    assert interests(text) == []
    text = "ADA QUINN\n\nINTERESTS\n\n- Compiler testing\n- Sailing\n"
    assert interests(text) == ["Compiler testing", "Sailing"]


def test_topics_over_bulleted_descriptions_are_the_topics():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nProtein folding kinetics\n"
        "- Measuring folding rates of small proteins, by stopped-flow methods.\n"
        "- Building models of the transition state.\n"
        "Membrane transport models\n"
        "- Simulation of channels, pumps and carriers in bacterial membranes.\n"
    )
    assert interests(text) == ["Protein folding kinetics", "Membrane transport models"]


def test_a_topic_named_before_a_sentence_describing_it():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\n"
        "Glacier dynamics: use radar data to measure the flow of ice sheets over decades.\n"
        "Sea ice: combine field campaigns with models to study the melting season.\n"
    )
    assert interests(text) == ["Glacier dynamics", "Sea ice"]


def test_a_list_set_apart_by_full_stops():
    text = (
        "ADA QUINN\n\nSCIENTIFIC INTERESTS\n\n"
        "Science: Stellar flares. Dust formation in winds. Binary evolution.\n"
    )
    assert interests(text) == ["Stellar flares", "Dust formation in winds", "Binary evolution"]


def test_as_well_as_joins_two_topics():
    md = (
        "# Ada Quinn\n\n## About\n\nMy research interests are glacier dynamics, as well as "
        "sea ice modelling.\n"
    )
    assert interests(md, "cv.md") == ["glacier dynamics", "sea ice modelling"]


def test_listed_topics_that_end_with_a_full_stop_are_topics():
    md = (
        "# Ada Quinn\n\n## About\n\nIf you are interested in any of the following areas, "
        "please write to me:\n\n- Efficient inference algorithms for speech models.\n\n"
        "- Compiler support for sparse tensors.\n\n- We built a new cluster last year.\n"
    )
    assert interests(md, "cv.md") == [
        "Efficient inference algorithms for speech models",
        "Compiler support for sparse tensors",
    ]


def test_a_number_alone_is_no_topic():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\n- Harmonic Analysis and Spectral Theory\n\n2\n\n"
        "EDUCATION\n\nPh.D. in Mathematics, North University, 2015\n"
    )
    assert interests(text) == ["Harmonic Analysis and Spectral Theory"]


def test_a_heading_of_the_same_rank_ends_the_interests():
    md = (
        "# Ada Quinn\n\n## Research Interests\n\n- Glacier dynamics\n- Sea ice\n\n"
        "## Joining the group\n\nWe welcome students with a background in:\n\n"
        "- Fluid mechanics\n- Remote sensing\n"
    )
    assert interests(md, "cv.md") == ["Glacier dynamics", "Sea ice"]


def test_a_sentence_of_ones_own_after_the_list_is_no_topic():
    md = (
        "# Ada Quinn\n\n## Research Interests\n\n- Glacier dynamics\n- Sea ice\n\n"
        "Our lab page has more details.\n\n## Education\n\n- PhD, North University, 2019\n"
    )
    assert interests(md, "cv.md") == ["Glacier dynamics", "Sea ice"]


def test_the_next_field_of_a_form_row_ends_a_labelled_value():
    text = (
        "王小明\n\n教育经历\n\n北方大学  2019 - 2022\n硕士, 计算机科学\n"
        "研究方向: 自然语言处理，信息检索    导师: 李四教授\n"
    )
    assert interests(text) == ["自然语言处理", "信息检索"]


def test_a_sentence_on_teaching_names_no_research_topic():
    md = (
        "# Ada Quinn\n\n## About\n\nI am a researcher at North University. Beyond my research, "
        "I have taught courses on topics such as Data Visualization and Machine Learning.\n"
    )
    assert interests(md, "cv.md") == []


def test_a_bracket_belongs_to_its_item():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\n"
        "Recommender systems (session-based, graph-based), Causal inference\n"
    )
    assert interests(text) == [
        "Recommender systems (session-based, graph-based)",
        "Causal inference",
    ]


def test_papers_cited_after_a_topic_are_not_topics():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\n"
        "- Program synthesis [PLDI'21, OOPSLA'23]\n- Type inference (ICSE'22)\n"
    )
    assert interests(text) == ["Program synthesis", "Type inference"]


def test_a_topic_set_before_a_dash_and_its_description():
    md = (
        "# Ada Quinn\n\n## Research Interests\n\n"
        "- Data attribution — how single training examples shape what a model learns and "
        "how to reweight them.\n"
        "- Data synthesis — generating hard examples where a model is weak, and checking "
        "them automatically.\n"
    )
    assert interests(md, "cv.md") == ["Data attribution", "Data synthesis"]


def test_a_line_set_apart_by_bars_is_a_list_not_a_group_label():
    text = (
        "王小明\n\n研究领域\n\n贝叶斯非参数统计方法 | 复杂网络中的统计推断\n"
        "随机图模型 | 复杂网络建模及分析\n"
    )
    assert interests(text) == [
        "贝叶斯非参数统计方法",
        "复杂网络中的统计推断",
        "随机图模型",
        "复杂网络建模及分析",
    ]


def test_interests_that_lie_in_the_areas_of_a_list():
    md = (
        "# Ada Quinn\n\n## About\n\nI am a master's student at North University. My research "
        "interests lie in the areas of robust optimization for very large scale power grid "
        "systems, and privacy.\n"
    )
    assert interests(md, "cv.md") == [
        "robust optimization for very large scale power grid systems",
        "privacy",
    ]


def test_two_chinese_topics_joined_by_and_in_a_labelled_clause():
    text = (
        "王小明\n\n北方大学副教授，研究领域为自然语言处理与信息检索。\n\n"
        "教育经历\n\n2015-2019  博士, 北方大学\n"
    )
    assert interests(text) == ["自然语言处理", "信息检索"]
    text = (
        "王小明\n\n北方大学副教授，研究方向为内存和存储系统。\n\n"
        "教育经历\n\n2015-2019  博士, 北方大学\n"
    )
    assert interests(text) == ["内存和存储系统"]


def test_like_after_a_verb_compares_and_lists_nothing():
    md = (
        "# Ada Quinn\n\n## About\n\nMy research builds compilers that work like expert "
        "performance engineers inside a real build system.\n"
    )
    assert interests(md, "cv.md") == []


def test_beside_stated_interests_a_sentence_on_the_work_adds_no_topics():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nMy research interests lie in Glacier Dynamics "
        "and Remote Sensing. My current research focuses on building ice flow models that "
        "run fast, scale well, and stay accurate for large regions.\n\n"
        "EDUCATION\n\nPh.D. in Geophysics, North University, 2019\n"
    )
    assert interests(text) == ["Glacier Dynamics", "Remote Sensing"]


def test_what_a_person_says_they_work_on_is_a_topic_in_one_word_too():
    text = (
        "ADA QUINN\n\nABOUT ME\n\nI am a PhD student at North University. I work on program "
        "analysis, fuzzing and software security.\n\nEDUCATION\n\nPhD, North University, 2020\n"
    )
    assert interests(text) == ["program analysis", "fuzzing", "software security"]
    text = (
        "ADA QUINN\n\nABOUT ME\n\nI am a PhD student at North University. I am broadly "
        "interested in optimization and statistics.\n\nEDUCATION\n\nPhD, North University, 2020\n"
    )
    assert interests(text) == ["optimization", "statistics"]


def test_a_chinese_label_may_take_a_verb_for_its_colon():
    text = (
        "张三\n\n教育经历\n\n2018-2022 北方大学 博士\n研究方向为计算机视觉、模式识别。导师：李四\n"
    )
    assert interests(text) == ["计算机视觉", "模式识别"]
    text = (
        "张三\n\n教育经历\n\n2018-2022 北方大学 博士\n"
        "我的研究兴趣是强化学习和多智能体系统。我也喜欢跑步、音乐\n"
    )
    assert interests(text) == ["强化学习", "多智能体系统"]


def test_main_work_in_chinese_prose_names_the_topics():
    text = (
        "张三\n\n个人简介\n\n北方大学副教授，主要从事自然语言处理、知识图谱等方面的研究。"
        "曾从事博士后研究。\n\n教育经历\n\n2018-2022 北方大学 博士\n"
    )
    assert interests(text) == ["自然语言处理", "知识图谱"]


def test_a_joiner_inside_brackets_belongs_to_its_topic():
    text = (
        "张三\n\n教育经历\n\n2018-2022 北方大学 博士\n"
        "研究兴趣：因果推断（尤其是反事实和中介分析）与推荐系统\n"
    )
    assert interests(text) == ["因果推断(尤其是反事实和中介分析)", "推荐系统"]


def test_a_bio_names_its_topics_by_their_intersection_their_span_or_their_number():
    def bio(sentence: str) -> list[str]:
        return interests(
            f"ADA QUINN\n\nABOUT ME\n\nI am a postdoc at North University. {sentence}\n\n"
            "EDUCATION\n\nPhD, North University, 2020\n"
        )

    assert bio(
        "My work lies at the intersection of machine learning, economics and game theory."
    ) == [
        "machine learning",
        "economics",
        "game theory",
    ]
    assert bio("My research spans computer vision, graphics, and robotics.") == [
        "computer vision",
        "graphics",
        "robotics",
    ]
    assert bio("I do research on computer networking.") == ["computer networking"]
    assert bio(
        "My research follows three directions: efficient inference, model compression, and "
        "hardware design."
    ) == ["efficient inference", "model compression", "hardware design"]


def test_numbers_and_leading_words_are_no_part_of_a_listed_topic():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n"
        "Research interests: (1) federated learning; (2) model compression; 3) edge computing\n"
    )
    assert interests(text) == ["federated learning", "model compression", "edge computing"]
    text = (
        "张三\n\n教育经历\n\n2018-2022 北方大学 博士\n研究方向：知识图谱，例如实体链接、关系抽取\n"
    )
    assert interests(text) == ["知识图谱", "实体链接", "关系抽取"]


def test_the_fields_a_work_lies_between_give_way_to_the_narrower_topics_it_names():
    text = (
        "ADA QUINN\n\nABOUT ME\n\nI am a postdoc at North University. My work lies at the "
        "intersection of machine learning and systems. Lately I have been thinking about "
        "speculative decoding for language models and memory-efficient serving.\n\n"
        "EDUCATION\n\nPhD, North University, 2020\n"
    )
    assert interests(text) == [
        "speculative decoding for language models",
        "memory-efficient serving",
    ]


def test_a_line_of_topics_under_the_name_gives_the_interests_when_nothing_else_does():
    text = (
        "ADA QUINN\nada@north.edu | ada.github.io\n"
        "Causal Inference | Fairness in Machine Learning | Survey Data Analysis\n\n"
        "EDUCATION\n\nPhD in Statistics, North University, 2020\n"
    )
    assert interests(text) == [
        "Causal Inference",
        "Fairness in Machine Learning",
        "Survey Data Analysis",
    ]
    text = (
        "ADA QUINN\nada@north.edu | ada.github.io\nData Scientist | ML Engineer | AI Researcher\n\n"
        "EDUCATION\n\nPhD in Statistics, North University, 2020\n"
    )
    assert interests(text) == []


def test_more_ways_a_bio_names_its_topics():
    def bio(sentence: str) -> list[str]:
        return interests(
            f"ADA QUINN\n\nABOUT ME\n\nI am a postdoc at North University. {sentence}\n\n"
            "EDUCATION\n\nPhD, North University, 2020\n"
        )

    assert bio("I am a PhD student focusing on computer vision and robot learning.") == [
        "computer vision",
        "robot learning",
    ]
    assert bio("My work investigates distributed algorithms and blockchain protocols.") == [
        "distributed algorithms",
        "blockchain protocols",
    ]
    assert bio(
        "My research interests are in the broad area of computer systems, with particular "
        "interests in storage and operating systems."
    ) == ["computer systems", "storage", "operating systems"]
    assert bio(
        "My research explores machine learning in three directions: causal inference, "
        "algorithmic fairness, and model robustness."
    ) == ["machine learning", "causal inference", "algorithmic fairness", "model robustness"]


def test_fields_of_interest_label_the_interests():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n"
        "Fields of interest: databases, data mining\n"
    )
    assert interests(text) == ["databases", "data mining"]
    text = "张三\n\n教育经历\n\n2018-2022 北方大学 博士\n科研方向：数据库、数据挖掘\n"
    assert interests(text) == ["数据库", "数据挖掘"]


def test_what_the_topics_are_topics_of_is_no_part_of_them():
    def bio(sentence: str) -> list[str]:
        return interests(
            f"张三\n\n个人简介\n\n北方大学副教授，{sentence}\n\n"
            "教育经历\n\n2018-2022 北方大学 博士\n"
        )

    assert bio("目前专注于数据库查询优化和图数据挖掘方面的研究。") == [
        "数据库查询优化",
        "图数据挖掘",
    ]
    assert bio("主要从事机器学习研究，发表论文30余篇。") == ["机器学习"]
    assert bio("长期从事科研工作。") == []


def test_an_adverb_before_the_stated_interests_is_no_part_of_them():
    text = (
        "ADA QUINN\n\nABOUT ME\n\nI am a postdoc at North University. My research interests "
        "are broadly in databases.\n\nEDUCATION\n\nPhD, North University, 2020\n"
    )
    assert interests(text) == ["databases"]


def test_a_research_section_that_states_what_the_research_focuses_on_gives_the_topics():
    text = (
        "# Ada Quinn\n\n## Research\n\nMy research focuses on query optimization and graph "
        "data mining.\n\n## Education\n\n- PhD, North University, 2020 - present\n"
    )
    assert interests(text, "cv.md") == ["query optimization", "graph data mining"]


def test_how_long_the_work_has_gone_on_is_no_part_of_its_topic():
    text = (
        "ADA QUINN\n\nABOUT ME\n\nI am a professor at North University. I have done research on "
        "computer networking for many years, with a recent focus on datacenter networks.\n\n"
        "EDUCATION\n\nPhD, North University, 2020\n"
    )
    assert interests(text) == ["computer networking", "datacenter networks"]


def test_a_span_of_years_names_no_topic():
    text = (
        "ADA QUINN\n\nABOUT ME\n\nI am a professor. I have a research career spanning two "
        "decades of research in ML and databases.\n\nEDUCATION\n\nPhD, North University, 2000\n"
    )
    assert interests(text) == []


def test_what_a_chinese_bio_mainly_studies_names_the_topics():
    def bio(sentence: str) -> list[str]:
        return interests(
            f"张三\n\n个人简介\n\n北方大学副教授。{sentence}\n\n"
            "教育经历\n\n2018-2022 北方大学 博士\n"
        )

    assert bio("重点研究目标检测与分割、6D 位姿估计，以提升抓取的可靠性。") == [
        "目标检测与分割",
        "6D 位姿估计",
    ]
    assert bio("主要研究成果发表于顶级会议。") == []


def test_the_persons_own_interests_are_topics_in_one_word_too_but_pastimes_are_not():
    def bio(sentence: str) -> list[str]:
        return interests(
            f"ADA QUINN\n\nABOUT ME\n\nI am a postdoc at North University. {sentence}\n\n"
            "EDUCATION\n\nPhD, North University, 2020\n"
        )

    assert bio("My interests include NLP, vision, and robotics.") == ["NLP", "vision", "robotics"]
    assert bio("My current interests are optimization and control.") == ["optimization", "control"]
    assert bio("My interests include hiking, cooking and chess.") == []


def test_what_a_person_works_on_is_a_topic_in_any_field_when_it_reads_as_one():
    def bio(sentence: str) -> list[str]:
        return interests(
            f"ADA QUINN\n\nABOUT ME\n\nI am a postdoc at North University. {sentence}\n\n"
            "EDUCATION\n\nPhD, North University, 2020\n"
        )

    assert bio("I work on galaxy evolution, star formation and dark matter.") == [
        "galaxy evolution",
        "star formation",
        "dark matter",
    ]
    assert bio("My research focuses on medieval history and manuscript culture.") == [
        "medieval history",
        "manuscript culture",
    ]
    assert bio("I am interested in joining a startup.") == []
    assert bio("I am interested in working with students from diverse backgrounds.") == []
    assert bio("I am always interested in new collaborations and research ideas.") == []
    assert bio("I am interested in protein folding and enzyme kinetics.") == [
        "protein folding",
        "enzyme kinetics",
    ]
    # pastimes read as topics too: not in a sentence on leisure
    assert bio("Outside of research, I am interested in hiking and cooking.") == []
    # after "such as" a topic still needs a word of research
    assert bio("My research draws on sources such as diaries and letters.") == []


def test_a_list_of_current_work_and_the_fields_a_work_joins_may_be_of_any_field():
    def bio(text: str) -> list[str]:
        return interests(
            f"ADA QUINN\n\nABOUT ME\n\nI am a postdoc at North University. {text}\n\n"
            "EDUCATION\n\nPhD, North University, 2020\n"
        )

    assert bio("My work lies at the intersection of history and philosophy.") == [
        "history",
        "philosophy",
    ]
    assert bio(
        "Currently I am working on:\n\n- galaxy evolution\n- dark matter halos\n"
        "- joining the observatory team"
    ) == ["galaxy evolution", "dark matter halos"]


def test_an_adjective_cut_from_its_noun_is_no_topic():
    text = (
        "ADA QUINN\n\nABOUT ME\n\nI am a postdoc at North University. My research focuses on "
        "representational, graph-theoretic, and statistical analyses.\n\n"
        "EDUCATION\n\nPhD, North University, 2020\n"
    )
    assert interests(text) == ["statistical analyses"]


def test_a_lead_in_or_a_word_to_the_reader_is_no_topic():
    text = (
        "# Ada Quinn\n\n## Research Interests\n\n"
        "- My research interests include\n- Stochastic Optimization\n- I/O systems\n"
        "- Quantum computing; please send me an email\n- I'm happy to chat\n"
    )
    assert interests(text) == ["Stochastic Optimization", "I/O systems", "Quantum computing"]


def test_a_bullet_of_its_own_holds_one_longer_topic():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\n- Coastal sediment transport\n"
        "- Numerical modelling of storm surges and wave run-up on sandy beaches\n"
        "- 基于深度学习的海岸带遥感影像变化检测与分类方法\n"
    )
    assert interests(text) == [
        "Coastal sediment transport",
        "Numerical modelling of storm surges and wave run-up on sandy beaches",
        "基于深度学习的海岸带遥感影像变化检测与分类方法",
    ]


def test_lines_under_the_heads_of_groups_describe_the_topics():
    text = (
        "ADA QUINN\n\nRESEARCH AREAS\n\n- Coastal processes\n"
        "- Numerical modelling of storm surges and wave run-up on sandy beaches\n"
        "- Field campaigns measuring sediment fluxes during winter storm seasons\n\n"
        "- Remote sensing\n"
        "- Change detection in shorelines from decades of satellite image archives\n"
        "- Mapping nearshore bathymetry with drones and structure from motion\n"
    )
    assert interests(text) == ["Coastal processes", "Remote sensing"]


def test_a_list_in_prose_ends_where_a_clause_of_its_own_begins():
    text = (
        "ADA QUINN\n\nI am a PhD student interested in coastal sediment transport, and have "
        "applied numerical models to harbour design, dune erosion and storm surges.\n\n"
        "EDUCATION\n\nPhD, North University, 2020 - present\n"
    )
    assert interests(text) == ["coastal sediment transport"]


def test_a_chinese_clause_of_purpose_ends_a_labelled_list():
    text = (
        "张三\n\n个人简介\n\n我是北方大学的博士生。研究兴趣包括海岸泥沙输运、风暴潮数值模拟，"
        "旨在提升海岸工程设计的可靠性。\n\n教育经历\n\n2020-至今 北方大学 博士\n"
    )
    assert interests(text) == ["海岸泥沙输运", "风暴潮数值模拟"]


def test_an_interests_section_of_one_plain_sentence_is_the_interest_as_written():
    text = (
        "ADA QUINN\n\nINTERESTS\n\nTransport of sediment along sandy coasts under storms, "
        "where field data and numerical simulation meet.\n\n"
        "EDUCATION\n\nPhD, North University, 2020 - present\n"
    )
    assert interests(text) == [
        "Transport of sediment along sandy coasts under storms, where field data and "
        "numerical simulation meet"
    ]


def test_a_label_alone_on_its_line_names_the_interests_below_it():
    text = (
        "ADA QUINN\nada@north.edu\nResearch Interests:\nSediment transport, storm surges\n"
        "Coastal morphodynamics\nLanguages:\nEnglish, French\n"
        "EDUCATION\nPhD, North University, 2020 - present\n"
    )
    assert interests(text) == ["Sediment transport", "storm surges", "Coastal morphodynamics"]
    text = (
        "ADA QUINN\nResearch Interests:\nCoastal morphodynamics: dunes, beaches\n"
        "Phone: 555 0100\nEDUCATION\nPhD, North University, 2020 - present\n"
    )
    assert interests(text) == ["Coastal morphodynamics"]


def test_a_chinese_label_among_the_fields_of_a_line():
    text = "张三\n\n教育经历\n\n2020-至今 北方大学 博士 研究方向：海岸动力学、泥沙输运 导师：李四\n"
    assert interests(text) == ["海岸动力学", "泥沙输运"]
    text = "张三\n电话：123  邮箱：zhang@north.edu  研究方向：海岸动力学\n\n教育经历\n\n2020 北大\n"
    assert interests(text) == ["海岸动力学"]


def test_an_english_label_among_the_fields_of_a_line():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD in Geology, North University, 2020 - present. "
        "Research area: coastal dynamics, sediment transport. Advisor: Bo Li\n"
    )
    assert interests(text) == ["coastal dynamics", "sediment transport"]
    text = (
        "ADA QUINN\nPhD Candidate | Research Interests: coastal dynamics | ada@north.edu\n\n"
        "EDUCATION\n\nPhD, North University, 2020 - present\n"
    )
    assert interests(text) == ["coastal dynamics"]


def test_topics_over_lists_of_their_parts_in_blank_set_groups():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nCoastal modelling\n- storm surge simulation, "
        "sediment transport models\n\nRemote sensing\n- shoreline imaging, bathymetry analysis\n\n"
        "EDUCATION\n\nPhD, North University, 2020 - present\n"
    )
    assert interests(text) == ["Coastal modelling", "Remote sensing"]


def test_like_is_no_cue_for_topics():
    md = (
        "# Ada Quinn\n\n## About\n\nMy research focuses on compiler verification. I welcome "
        "students who like machine learning research.\n"
    )
    assert interests(md, "cv.md") == ["compiler verification"]


def test_my_interests_are_in_names_the_first_topic_too():
    md = (
        "# Ada Quinn\n\n## About\n\nI am a PhD student. My interests are in coastal "
        "modelling and sediment transport.\n"
    )
    assert interests(md, "cv.md") == ["coastal modelling", "sediment transport"]


def test_a_header_laid_out_as_a_form_of_personal_details_gives_no_topics():
    text = (
        "姓名 | 吴海峰 | 年龄 | 23 岁\n籍 贯 | 浙江温州 | 民 族 | 汉\n"
        "所学专业 | 软件技术 | 求职意向 | 后端开发\n\n"
        "教育背景\n\n2015-2019 北方理工学院 本科\n"
    )
    assert interests(text) == []
    assert interests(
        "Ada Quinn\nRobot Learning | Motion Planning | Tactile Sensing\n\n"
        "EDUCATION\n\nPh.D., North University, 2020\n"
    ) == ["Robot Learning", "Motion Planning", "Tactile Sensing"]


def test_interests_listed_again_are_read_once_and_other_interests_not_at_all():
    page = (
        "# Ada Quinn\n\n## Industry Interests\n\n- Backend Development\n- Data Engineering\n\n"
        "## Research Interests\n\n- Program Repair\n- Software Evolution\n\n"
        "## Research Areas\n\n- Program Repair\n- Testing\n"
    )
    assert interests(page, "index.md") == ["Program Repair", "Software Evolution", "Testing"]


def test_an_abbreviation_in_a_stated_list_ends_no_sentence_and_especially_in_no_item():
    text = (
        "ADA QUINN\n\nRESEARCH INTERESTS\n\nMy teaching and research focus are on signal "
        "processing, especially in speech enhancement, audio generation (e.g. neural codecs), "
        "and hearing aids.\n"
    )
    assert interests(text) == [
        "signal processing",
        "speech enhancement",
        "audio generation (e.g. neural codecs)",
        "hearing aids",
    ]


def test_a_colon_that_opens_what_the_group_does_opens_no_list_of_topics():
    text = (
        "# Ada Quinn\n\nI am an associate professor. My group focuses on program repair: we "
        "build repair tools, test them on real bugs, and study why patches fail.\n\n"
        "## Education\n\n- Ph.D., North University, 2015\n"
    )
    assert interests(text, "index.md") == ["program repair"]


def test_a_sentence_under_a_topic_subheading_describes_the_topic():
    page = (
        "# Ada Quinn\n\n## Research Interests\n\n### Program Analysis\n\n"
        "Studying what programs do, including but not limited to C programs, in theory.\n\n"
        "### Software Testing\n\nDesigning and evaluating tests for large systems.\n"
    )
    assert interests(page, "index.md") == ["Program Analysis", "Software Testing"]


def test_a_topic_set_in_bold_before_a_colon_is_the_item_not_its_description():
    page = (
        "# Ada Quinn\n\n## Research Interests\n\n"
        "- **Program Analysis**: static and dynamic analysis, symbolic execution\n"
        "- **Software Security**: finding bugs before attackers do\n"
    )
    assert interests(page, "index.md") == ["Program Analysis", "Software Security"]
    page = (
        "# 周小川\n\n## 研究兴趣\n\n"
        "* **机器人学习**：构建可感知、可交互的智能体系统\n"
        "* **多模态大语言模型**：跨视觉、语言的理解与推理\n"
    )
    assert interests(page, "index.md") == ["机器人学习", "多模态大语言模型"]


def test_examples_after_such_as_inside_a_stated_item_are_the_topics():
    text = (
        "<p>Ada Quinn is a professor. Her research goals include mapping brain circuits with "
        "the help of various methods such as 3D visualization, image computing, etc.</p>"
    )
    assert interests(text, "index.html") == ["3D visualization", "image computing"]


def test_a_bold_phrase_beside_a_sentence_that_states_the_interests_is_no_topic():
    page = (
        "# Ada Quinn\n\nMy work focuses on building **efficient and reliable learning systems** "
        "for hospitals.\n\nMy research interests include **Model Calibration** and "
        "**Event-based Vision**.\n\n## Education\n\n- B.Eng., North University, 2024\n"
    )
    assert interests(page, "index.md") == ["Model Calibration", "Event-based Vision"]


def test_topics_one_a_line_with_no_bullets_are_all_read():
    page = (
        "<html><body><h2>Research Interests</h2><p>Wireless networks<br>\n"
        "Secure coding theory<br>\nPrivacy-preserving inference<br>\nDeep source coding<br>\n"
        "Edge caching</p><h2>Awards</h2><p>Best Paper Award, 2024</p></body></html>"
    )
    assert interests(page, "index.html") == [
        "Wireless networks",
        "Secure coding theory",
        "Privacy-preserving inference",
        "Deep source coding",
        "Edge caching",
    ]


def test_two_topics_one_a_line_with_no_bullets_are_both_read():
    text = (
        "## 研究兴趣\n\n公司财务 (资本结构、公司治理、股权质押、现金持有)\n"
        "金融计量 (面板数据模型、随机边界分析)\n\n## 论文\n\n- 王明. 标题. 期刊, 2024.\n"
    )
    assert interests(text, "cv.md") == [
        "公司财务 (资本结构、公司治理、股权质押、现金持有)",
        "金融计量 (面板数据模型、随机边界分析)",
    ]


def test_bullets_that_describe_their_topic_after_a_colon_give_the_topics():
    text = (
        "# 张三\n\n## 研究兴趣\n\n* 图神经网络：面向大规模图数据的表示、推理与生成\n"
        "* 联邦学习：研究在数据不出本地的前提下保护隐私的分布式模型训练方法\n"
    )
    assert interests(text, "cv.md") == ["图神经网络", "联邦学习"]


def test_a_heading_ending_in_a_colon_below_the_topics_is_no_topic():
    text = (
        "Ada Quinn\n\nResearch Interests:\n\n- Corporate finance\n- Panel data models\n\n"
        "Students Wanted:\n\nEach year I take two master's students.\n"
    )
    assert interests(text) == ["Corporate finance", "Panel data models"]


def test_fields_of_study_under_a_bare_interests_heading_are_no_pastimes():
    text = "Ada Quinn\n\nInterests\n\n- Sociology\n- Philosophy\n- Folk music\n"
    assert interests(text) == ["Sociology", "Philosophy", "Folk music"]


def test_a_notice_under_a_plain_heading_ends_the_topics():
    text = (
        "ADA QUINN\n\nResearch Interests\n\n"
        "- Robot learning\n"
        "- Swarm control\n\n"
        "Openings\n\n"
        "We are looking for students who like robots and code.\n"
        "- Dynamics\n"
        "- Computer vision\n"
    )
    assert interests(text) == ["Robot learning", "Swarm control"]


def test_a_chinese_line_of_topics_with_capital_abbreviations_is_no_icon_name():
    md = "# 王明\n\n## 研究兴趣\n\n3D场景重建、人体姿态估计（HPE）、医学图像分割、机器人抓取\n"
    topics = ["3D场景重建", "人体姿态估计(HPE)", "医学图像分割", "机器人抓取"]
    assert interests(md, "cv.md") == topics


def test_a_note_in_brackets_does_not_make_a_chinese_item_too_long():
    md = (
        "# 王明\n\n## 研究兴趣\n\n"
        "宏观经济 (货币政策、财政政策、汇率制度、通货膨胀)；劳动经济 (收入分配、人口迁移)\n"
    )
    assert interests(md, "cv.md") == [
        "宏观经济 (货币政策、财政政策、汇率制度、通货膨胀)",
        "劳动经济 (收入分配、人口迁移)",
    ]


def test_a_chinese_sentence_of_the_persons_own_after_the_list_is_no_topic():
    md = (
        "# 王明\n\n我是北方大学的研究员。\n\n我的研究兴趣包括：\n\n- 计算机视觉\n- 机器人学习\n\n"
        "我在CVPR、ICCV和ECCV等会议上发表了多篇论文。\n\n"
        "## 教育经历\n\n- 博士，北方大学，2015-2020\n"
    )
    assert interests(md, "cv.md") == ["计算机视觉", "机器人学习"]


def test_a_recruiting_note_after_the_topics_ends_them():
    text = (
        "Ada Quinn\n\nResearch Interests\n\n- Swarm robotics\n- Soft actuators\n\n"
        "Join us\n\nWe welcome students with a background in one of:\n"
        "- Control theory\n- Computer graphics\n"
    )
    assert interests(text) == ["Swarm robotics", "Soft actuators"]


def test_a_chinese_sentence_telling_of_the_work_under_the_heading_is_prose():
    md = "# 王明\n\n## 研究方向\n\n主要从事图像分割、目标跟踪和三维重建的研究。\n"
    assert interests(md, "cv.md") == ["图像分割", "目标跟踪", "三维重建"]


def test_bullets_naming_a_topic_before_a_short_description_give_the_topics():
    md = (
        "# Ann Lee\n\n## Research Interests\n\n"
        "- Program synthesis: producing code from specifications.\n"
        "- Software testing: finding bugs automatically.\n"
    )
    assert interests(md, "cv.md") == ["Program synthesis", "Software testing"]


def test_a_topic_set_in_bold_in_a_sentence_ends_before_what_it_is_for():
    md = (
        "# Ann Lee\n\nI am a PhD student working on **program synthesis** and "
        "**type systems** for safer code.\n\n## Education\n\n- PhD, North University, 2024\n"
    )
    assert sorted(interests(md, "cv.md")) == ["program synthesis", "type systems"]


def test_a_recruiting_label_after_the_topics_is_no_topic():
    md = (
        "# Ann Lee\n\n## Research Interests\n\n- Swarm robotics\n- Soft actuators\n\n"
        "**Prospective students:** I am looking for students who enjoy building robots.\n"
    )
    assert interests(md, "cv.md") == ["Swarm robotics", "Soft actuators"]


def test_what_the_topics_are_for_after_a_comma_ends_the_list():
    text = (
        "Ann Lee\n\nRESEARCH INTERESTS\nMy research focuses on swarm robotics and soft "
        "actuators, with applications to disaster response.\n"
    )
    assert interests(text) == ["swarm robotics", "soft actuators"]


def test_a_line_of_pastimes_under_interests_is_no_research_topic():
    text = (
        "Ann Lee\n\nINTERESTS\nResearch: swarm robotics, soft actuators\nHobbies: climbing, chess\n"
    )
    assert interests(text) == ["swarm robotics", "soft actuators"]


def test_other_names_of_an_interests_heading_or_label():
    topics = ["swarm robotics", "soft actuators"]
    for label in (
        "Areas of specialization",
        "Research fields",
        "Research themes",
        "Interest areas",
    ):
        heading = f"Ann Lee\n\n{label.upper()}\nSwarm robotics, soft actuators\n"
        assert [i.lower() for i in interests(heading)] == topics
    for label in ("Areas of specialization", "Research fields", "Interest areas"):
        assert (
            interests(f"Ann Lee\nPhD student.\n{label}: swarm robotics, soft actuators\n") == topics
        )


def test_research_themes_told_in_an_education_entry_are_no_interests():
    text = (
        "Ann Lee\n\nEDUCATION\n- MSc, North University, 2018 – 2020\n"
        "  - Research themes: Research on the strength of recycled concrete under load\n"
    )
    assert interests(text) == []


def test_a_plain_heading_of_supervised_students_ends_the_topics():
    md = (
        "# 王明\n\n## 研究兴趣\n\n长尾学习、持续学习\n\n\n🧑‍🎓 指导学生\n\n"
        "- 张三：多智能体分析\n- 李四：点云分析\n"
    )
    assert interests(md, "cv.md") == ["长尾学习", "持续学习"]


def test_a_bold_heading_opening_with_an_icon_ends_the_topics():
    md = (
        "# 王明\n\n## 研究兴趣\n\n- 长尾学习\n- 持续学习\n\n\n**🧑‍🎓 指导学生**\n\n"
        "- 张三：多智能体分析\n"
    )
    assert interests(md, "cv.md") == ["长尾学习", "持续学习"]


def test_interests_beside_skills_or_mostly_pastimes_are_no_research_topics():
    text = (
        "Ada Quinn\n\nEXPERIENCE\n\nEngineer, Northwind, 2019 - 2023\n\n"
        "SKILLS AND INTERESTS\n\nProgramming: Python, Rust, cloud tooling\n"
        "Interests: football, sustainable development, surf, cinema, painting\n"
    )
    assert interests(text) == []
    text = (
        "Ada Quinn\n\nEXPERIENCE\n\nEngineer, Northwind, 2019 - 2023\n\n"
        "CORE EXPERTISE\n\n- Calibration of lab instruments\n- Data analysis and reporting\n"
    )
    assert interests(text) == []


def test_the_area_of_a_job_is_no_research_interest_of_the_person():
    text = (
        "Ada Quinn\n\nWORK EXPERIENCE\n\n2021.01 - 2023.06  Northwind Labs | Research Intern\n"
        "Full-time internship, research area: video frame interpolation, neural rendering\n"
    )
    assert interests(text) == []
    text = (
        "Ada Quinn\n\nEXPERIENCE\n\n- PhD researcher, North University, 2015 - 2019\n"
        "- My research interests include: graph sampling, streaming algorithms\n"
    )
    assert interests(text) == ["graph sampling", "streaming algorithms"]


def test_a_labelled_line_of_highlights_is_no_headline_of_topics():
    text = (
        "王小明 Xiaoming Wang\n亮点：名校毕业 | 引用 200+ | 团队负责经验 | 五年工作经验\n"
        "Email: xw@example.org\n\n教育背景\n\n北方大学 本科 2015 - 2019\n"
    )
    assert interests(text) == []


def test_a_prose_topic_ends_before_what_it_is_for_and_past_work_yields_to_current():
    md = (
        "# Ann Lee\n\n## Research Interests\n\nI work on the statistical foundations of swarm "
        "robotics to build teams of drones that share one battery.\n\n## Education\n\n"
        "- PhD, North University, 2024\n"
    )
    assert interests(md, "cv.md") == ["statistical foundations of swarm robotics"]
    md = (
        "# Ann Lee\n\nMy research focuses on building **lossless audio compression** models "
        "that run on phones.\n\nDuring my master's at North University, my research there "
        "focused on tidal sensing and coastal mapping.\n\n## Education\n\n"
        "- PhD, North University, 2024\n"
    )
    assert interests(md, "cv.md") == ["lossless audio compression"]


def test_an_aside_between_dashes_ends_the_prose_topics():
    md = (
        "# Ann Lee\n\nI audit payment systems — with a focus on settlement ledgers and fraud "
        "scoring — and publish incident reports.\n\n"
        "## Education\n\n- PhD, North University, 2024\n"
    )
    assert interests(md, "cv.md") == ["settlement ledgers", "fraud scoring"]


def test_the_means_and_the_aim_a_prose_statement_names_are_no_topics_of_their_own():
    text = (
        "Ann Lee\n\nRESEARCH INTERESTS\nMy research interests center on swarm navigation, "
        "utilizing both graph search and evolutionary methods to generate safe, smooth "
        "flight paths.\n"
    )
    assert interests(text) == ["swarm navigation", "graph search", "evolutionary methods"]


def test_a_labs_research_orientation_is_no_topic():
    md = (
        "# 王小明\n\n## 关于我\n\n我所在的实验室以实现可部署的医疗系统为主要研究导向。\n\n"
        "## 教育背景\n\n- 北方大学 本科 2015 – 2019\n"
    )
    assert interests(md, "cv.md") == []


def test_each_section_that_names_research_gives_its_topics():
    md = (
        "# 王小明 Xiaoming Wang\n\n## 研究方向\n\n- 潮汐传感\n- 海岸测绘\n\n"
        "## Research Interests\n\n- Tidal sensing\n- Coastal mapping\n\n"
        "## Education\n\n- PhD, North University, 2024\n"
    )
    assert interests(md, "cv.md") == ["潮汐传感", "海岸测绘", "Tidal sensing", "Coastal mapping"]


def test_a_bold_phrase_opening_each_item_of_a_stated_list_is_its_topic():
    md = (
        "# Ann Lee\n\nMy work applies tools of hydrology to lake management. "
        "My current research interests include:\n\n"
        "- **Foundations of Tidal Modelling**, particularly in shallow basins, where flows "
        "must be predicted.\n"
        "- **Sediment Transport in Estuaries**, with an emphasis on seasonal cycles.\n\n"
        "## Education\n\n- Ph.D., Hill University, 2020\n"
    )
    assert interests(md, "cv.md") == [
        "Foundations of Tidal Modelling",
        "Sediment Transport in Estuaries",
    ]


def test_a_research_section_laid_out_as_labels_and_values_gives_its_research_row_alone():
    text = (
        "# Ada Quinn\n\n## Education\n\n- PhD, North University, 2020 - present\n\n"
        "## Research & Technical Skills\n\n"
        "| Research Areas | Tidal dynamics, Coastal sediment transport |\n"
        "| --- | --- |\n"
        "| Programming | Python, Fortran, R |\n"
        "| Languages | English, Welsh |\n"
    )
    assert interests(text, "cv.md") == ["Tidal dynamics", "Coastal sediment transport"]


def test_a_headline_of_someone_researching_a_list_gives_the_list():
    text = (
        "ADA QUINN\n\nGeographer and data scientist researching glacier retreat, river "
        "braiding, and flood risk.\n\nEDUCATION\n\nPhD, North University, 2020\n"
    )
    assert interests(text) == ["glacier retreat", "river braiding", "flood risk"]


def test_a_papers_title_that_reads_as_a_label_names_no_interests():
    text = (
        "ADA QUINN\n\nEDUCATION\n\nPhD, North University, 2020\n\nPUBLICATIONS\n\n"
        "1. Quinn, A. (2023). Young scholars keep changing their research directions: Boom or "
        "bust? Journal of Careers, 4, 1-9.\n"
    )
    assert interests(text) == []


def test_what_a_contribution_lies_in_is_no_topic_but_what_the_work_lies_in_is():
    text = (
        "ADA QUINN\n\nABOUT\n\nMy work lies in glacier dynamics and sea ice.\n\n"
        "EDUCATION\n\nPhD, North University, 2020\n"
    )
    assert interests(text) == ["glacier dynamics", "sea ice"]
    assert interests(text.replace("My work", "Her contribution")) == []


def test_a_chinese_list_of_abilities_names_no_topics():
    text = (
        "王小明\n\n自我评价\n\n我积极参与研究工作，这锻炼了我的科研素养，包括文献检索、编程、"
        "绘图以及写作的能力。\n\n教育背景\n\n2019.09-2023.06 北方大学 学士\n"
    )
    assert interests(text) == []


def test_a_sentence_on_coursework_names_no_research_topic():
    md = (
        "# Ada Quinn\n\n# About Me\nI am an undergraduate at North University studying "
        "mechanical engineering. My coursework relevant to my interests includes fluid "
        "dynamics, control systems and heat transfer.\n"
    )
    assert interests(md, "cv.md") == []


def test_a_labelled_research_focus_under_a_degree_leaves_out_the_entrys_dates():
    md = (
        "# Ada Quinn\n\n## Education\n\n- Ph.D. Student in Physics\n\nNorth University\n\n"
        "Research focus: Tidal mixing in shallow lakes | Jan. 2025 – Present\n\n"
        "- M.S. in Physics\n\nVale College\n"
    )
    assert interests(md, "cv.md") == ["Tidal mixing in shallow lakes"]


def test_a_chinese_topic_named_as_ones_research_field_before_the_copula():
    from profiles.parsing.interest_prose import from_prose
    from profiles.parsing.text import make_lines

    text = "湖泊水文建模是我的主要研究方向，包括湖泊热分层和湖岸侵蚀。研究项目基于长期观测数据。"
    assert from_prose(make_lines(text)) == ["湖泊水文建模", "湖泊热分层", "湖岸侵蚀"]


def test_interests_that_encompass_or_cover_topics_are_stated_outright():
    md = (
        "# Ada Quinn\n\nI am a research fellow at the Delta Lab, where I am working on "
        "tide gauge calibration under the supervision of Prof. Bo Lind. My research "
        "interests encompass coastal hydrodynamics and sediment transport.\n\n"
        "## Education\n\n- PhD, North University, 2020\n"
    )
    assert interests(md, "cv.md") == ["coastal hydrodynamics", "sediment transport"]


def test_a_topic_ends_where_the_person_it_is_done_with_is_named():
    md = (
        "# Ada Quinn\n\nI am joining North University as a postdoc to work on glacier "
        "modelling and remote sensing with Professor Bo Lind.\n\n"
        "## Education\n\n- PhD, South University, 2020\n"
    )
    assert interests(md, "cv.md") == ["glacier modelling", "remote sensing"]
    md = md.replace("with Professor Bo Lind", "under the supervision of Dr. Bo Lind")
    assert interests(md, "cv.md") == ["glacier modelling", "remote sensing"]


def test_the_areas_a_person_works_on_follow_their_stated_interests():
    md = (
        "# Ada Quinn\n\n## Research interest\n\nMy interests lie between tidal dynamics and "
        "estuary geometry. In particular, I am currently working on the following areas: "
        "salt intrusion models; sediment budgets.\n"
    )
    assert interests(md, "cv.md") == [
        "tidal dynamics",
        "estuary geometry",
        "salt intrusion models",
        "sediment budgets",
    ]


def test_interests_stated_above_the_papers_of_a_research_section_are_read():
    md = (
        "Ada Quinn\n\nI am joining North University in 2022 as a Research Fellow to work "
        "on river data processing with Professor Bo Lind.\n\n## Research\n"
        "I'm interested in flood forecasting, sediment transport and channel morphology.\n\n"
        "Fast Flood Maps from Sparse Gauges\n**Ada Quinn**, Bo Lind, Cy Dunn\n"
        "*Water Resources Research*, Dec 2021. Project page/bibtex\n"
        "Sediment Pulses in Braided Rivers\n**Ada Quinn**, Cy Dunn, Bo Lind\n"
        "*Geomorphology* 2020. bibtex\n"
        "Channel Widths from Satellite Images\n**Ada Quinn**, Bo Lind, Cy Dunn\n"
        "*Remote Sensing* 2019. bibtex\n"
    )
    assert interests(md, "cv.md") == [
        "flood forecasting",
        "sediment transport",
        "channel morphology",
    ]


def test_topics_set_out_as_headings_each_over_its_description_are_all_read():
    md = (
        "# Ada Quinn\n\n## Research Interests\n\n### Glacier Surge Dynamics\n\n"
        "Building models of how fast glaciers surge and stall over decades of climate.\n\n"
        "### Ice Shelf Fracture\n\n"
        "Using satellite imagery to map rifts, calving fronts, and melt ponds in Antarctica.\n\n"
        "### Permafrost Carbon\n\n"
        "Measuring how thawing soils release methane and carbon dioxide into the air.\n\n"
        "## Education\n\n- PhD, North University, 2020\n"
    )
    assert interests(md, "cv.md") == [
        "Glacier Surge Dynamics",
        "Ice Shelf Fracture",
        "Permafrost Carbon",
    ]


def test_the_sentence_that_leads_into_the_list_of_topics_is_none_of_them():
    html = (
        "<html><body><h1>王明</h1><h2>研究方向</h2><p>北方省<span>青年人才</span>，"
        "北方省<span>优秀青年</span>。主要研究方向包括：</p><ul><li>遥感图像处理、"
        "深度学习</li><li>海洋环境感知</li></ul><h2>教育背景</h2><p>2010-2014 北方大学 本科</p>"
        "</body></html>"
    )
    assert interests(html, "index.html") == ["遥感图像处理", "深度学习", "海洋环境感知"]


def test_a_bracket_within_a_bracket_keeps_the_aside_to_its_topic():
    from profiles.parsing.interest_phrases import phrase_items

    text = "遥感工程，新型观测网络（包括浮标网络、岸基网络、卫星（低轨）网络等）、海洋安全"
    assert phrase_items(text, split_and=True) == [
        "遥感工程",
        "新型观测网络（包括浮标网络、岸基网络、卫星（低轨）网络等）",
        "海洋安全",
    ]
    text = "glacier models (surges (fast, slow), calving), sea ice"
    assert phrase_items(text) == ["glacier models (surges (fast, slow), calving)", "sea ice"]
