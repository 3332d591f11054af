"""Research areas from a person's interests: the taxonomy's keywords, longest first."""

from profiles.parsing.areas import research_areas


def test_the_longest_keyword_wins_over_the_keywords_inside_it():
    assert research_areas(["distributed deep learning"]) == ["ml-systems"]
    assert research_areas(["分布式深度学习"]) == ["ml-systems"]


def test_interests_beyond_computer_science_and_in_chinese_have_an_area():
    assert research_areas(["Nonlinear Analysis and Partial Differential Equations"]) == [
        "computational-science",
        "mathematics",
    ]
    assert research_areas(["Power-Outage Management", "Battery Energy Storage"]) == [
        "energy-systems"
    ]
    assert research_areas(["计算传播"]) == ["social-computing"]
    assert research_areas(["车辆运动控制", "角模块底盘系统"]) == ["aerospace-vehicles"]
    assert research_areas(["长尾学习", "噪声标签学习"]) == ["learning-paradigms"]
    assert research_areas(["Geostatistics", "Extreme Value Theory"]) == ["statistics"]


def test_a_field_named_in_one_word_has_its_area():
    assert research_areas(["data-driven estimation", "control", "optimization"]) == [
        "control-systems"
    ]
    assert research_areas(["speech", "audio and language processing", "ASR"]) == ["speech"]
    # A longer keyword still wins over the one word inside it.
    assert research_areas(["access control"]) == ["systems-security"]


def test_the_persons_papers_give_an_area_when_the_interests_give_none():
    papers = ["Fast Packet Scheduling in Datacenter Networks", "Congestion Control for RDMA"]
    assert research_areas(["collective intelligence"]) == []
    assert research_areas(["collective intelligence"], works=papers) == ["network-systems"]


def test_one_paper_alone_gives_no_area_and_stated_interests_come_first():
    assert research_areas([], works=["Congestion Control for RDMA"]) == []
    papers = ["Congestion Control for RDMA", "Datacenter Network Telemetry"]
    assert research_areas(["distributed deep learning"], works=papers) == ["ml-systems"]


def test_a_field_in_the_name_of_a_grant_journal_society_or_school_gives_no_area():
    bio = (
        "Funded by the Hill Robotics Foundation, I review for the Journal of Robotics and "
        "the IEEE Robotics Society, and studied at the Hill University of Aeronautics."
    )
    assert research_areas(["bird migration"], bio + " " + bio) == []
    bio_zh = "毕业于北山航空航天大学；主持国家自然科学基金青年项目、省自然科学基金面上项目。"
    assert research_areas(["鸟类迁徙"], bio_zh + bio_zh) == []
    # The fields a bio says one works on count, and so does one's own department.
    assert research_areas(["bird migration"], "I study robotics and robotics.") == ["robotics"]
    bio = "Professor, Department of Biostatistics The University of Hill; I teach biostatistics."
    assert research_areas(["bird migration"], bio) == ["statistics"]
    assert research_areas(["鸟类迁徙"], "研究方向为机器人，在北山机器人公司实习。") == ["robotics"]


def test_the_interests_section_gives_an_area_when_its_items_give_none():
    section = "I work on the theory of flocking, to build teams of robots that plan together."
    assert research_areas(["the theory of flocking"]) == []
    assert research_areas(["the theory of flocking"], stated=section) == ["robotics"]
    # Items that give an area are the person's word; the rest of the section adds nothing.
    assert research_areas(["speech recognition"], stated=section) == ["speech"]
    # Before the papers: the section is what the person says they work on.
    papers = ["Fast Packet Scheduling in Datacenter Networks", "Congestion Control for RDMA"]
    assert research_areas(["the theory of flocking"], works=papers, stated=section) == ["robotics"]


def test_fields_of_the_earth_life_and_social_sciences_and_chemistry_have_an_area():
    assert research_areas(["structural geology", "seismology"]) == ["earth-sciences"]
    assert research_areas(["polar meteorology"]) == ["earth-sciences"]
    assert research_areas(["community ecology", "population genetics"]) == ["life-sciences"]
    assert research_areas(["sociolinguistics", "language contact"]) == ["social-sciences"]
    assert research_areas(["heterogeneous catalysis"]) == ["chemistry"]
    assert research_areas(["生物化学"]) == ["life-sciences"]
    # "computational linguistics" stays language processing, not linguistics as well.
    assert research_areas(["computational linguistics"]) == ["nlp"]
