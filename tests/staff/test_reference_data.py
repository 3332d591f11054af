"""Validate the curated reference data in fixtures/: institutions and the research-area taxonomy.

Plain pytest: no Django, no database. The parser and the importer read these files, so a bad
record here (an alias shared by two institutions, a dangling parent, a keyword claimed by two
areas) would silently mis-file candidates.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from profiles.text import CJK_CHAR

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
INSTITUTIONS_PATH = FIXTURES / "institutions.json"
AREAS_PATH = FIXTURES / "research_areas.json"

INSTITUTION_KEYS = {"name", "slug", "name_native", "aliases", "country", "kind", "parent"}
AREA_KEYS = {"slug", "name", "name_native", "parent", "keywords"}
KINDS = {"university", "company", "lab", "other"}
SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
CJK_RE = CJK_CHAR

# Keywords that would match far too much research text to mean anything.
TOO_GENERIC_KEYWORDS = {
    "system",
    "systems",
    "learning",
    "data",
    "network",
    "networks",
    "computer",
    "computing",
    "software",
    "algorithm",
    "algorithms",
    "model",
    "models",
    "ai",
    "网络",
    "系统",
    "学习",
    "数据",
    "计算",
    "算法",
    "模型",
    "软件",
}


# Traditional -> simplified for characters found in institution names. A traditional spelling
# and a simplified one are the same name to a reader (and to the parser, which folds them too).
T2S = str.maketrans(
    "學國東華臺灣門與電醫藝術語體實驗開發業際經濟漢廣關興龍陽隊書長師範農聯軍傳環資訊網絡計機軟專"
    "蘇麥倫約衛鐵圖館區應數氣場燈蘭愛爾亞歐復廈濱紐慶鄭遼陝贛粵瓊雲貴寧魯齊島財會類視測試腦習處線"
    "務統權據庫層設構標準價協強顯車號點擬樣優題聲質產團員總獎單練園韓遠陸義廳縣選頭風飛馬鳥魚麗"
    "導組織紀級積穩藥豐滬淺澤湯溫滿瀋為無熱營獨當療監眾碼礎確禮種稱競筆簡籌糧紅納紙細終結給絲綜"
    "綠維編緣縮績繼續羅聖聞肅脫舊藍萬葉補裝複見規親覺觀訓記許診詞話認誤說課調論證識譯議護讀變貝"
    "負貢費貿賽購贊跡蹤軌較輔輕載輸轉辦這進遊運過達遷適還邊鄉釋鋼錄錢鏡間閱陰險隨隱雙雜難靈韋順"
    "預領頻顧養驅髮鬥鳳鴻黃騰鵬頓錦",
    "学国东华台湾门与电医艺术语体实验开发业际经济汉广关兴龙阳队书长师范农联军传环资讯网络计机软专"
    "苏麦伦约卫铁图馆区应数气场灯兰爱尔亚欧复厦滨纽庆郑辽陕赣粤琼云贵宁鲁齐岛财会类视测试脑习处线"
    "务统权据库层设构标准价协强显车号点拟样优题声质产团员总奖单练园韩远陆义厅县选头风飞马鸟鱼丽"
    "导组织纪级积稳药丰沪浅泽汤温满沈为无热营独当疗监众码础确礼种称竞笔简筹粮红纳纸细终结给丝综"
    "绿维编缘缩绩继续罗圣闻肃脱旧蓝万叶补装复见规亲觉观训记许诊词话认误说课调论证识译议护读变贝"
    "负贡费贸赛购赞迹踪轨较辅轻载输转办这进游运过达迁适还边乡释钢录钱镜间阅阴险随隐双杂难灵韦顺"
    "预领频顾养驱发斗凤鸿黄腾鹏顿锦",
)
ABBREVIATIONS = [
    (re.compile(r"\buniv\b\.?"), "university"),
    (re.compile(r"\binst\b\.?"), "institute"),
    (re.compile(r"\btech\b\.?(?!\w)"), "technology"),
    (re.compile(r"\bdept\b\.?"), "department"),
    (re.compile(r"\blab\b"), "laboratory"),
    (re.compile(r"&"), " and "),
]


def normalize(text: str) -> str:
    """The identity of a name: case-, width- and script-folded, abbreviations spelled out, a
    leading "the" dropped, and every character that is not a letter or digit removed."""
    folded = unicodedata.normalize("NFKC", text).casefold().translate(T2S)
    for pattern, replacement in ABBREVIATIONS:
        folded = pattern.sub(replacement, folded)
    folded = re.sub(r"^the\s+", "", folded.strip())
    return "".join(ch for ch in folded if ch.isalnum())


@pytest.fixture(scope="module")
def institutions() -> list[dict]:
    return json.loads(INSTITUTIONS_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def by_name(institutions: list[dict]) -> dict[str, dict]:
    return {record["name"]: record for record in institutions}


@pytest.fixture(scope="module")
def areas() -> list[dict]:
    return json.loads(AREAS_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def areas_by_slug(areas: list[dict]) -> dict[str, dict]:
    return {area["slug"]: area for area in areas}


def resolve(by_name: dict[str, dict], text: str) -> str | None:
    """The canonical name whose name, native name or alias equals text (whole string)."""
    key = normalize(text)
    hits = {
        record["name"]
        for record in by_name.values()
        if key
        in {normalize(s) for s in [record["name"], record["name_native"] or "", *record["aliases"]]}
    }
    assert len(hits) <= 1, f"{text!r} resolves to {sorted(hits)}"
    return hits.pop() if hits else None


def keyword_in(keyword: str, text: str) -> bool:
    """English keywords match as whole words (so plurals must be listed); Chinese ones anywhere."""
    if re.search(r"[a-z]", keyword):
        return re.search(rf"(?<![a-z]){re.escape(keyword)}(?![a-z])", text) is not None
    return keyword in text


def area_words(area: dict) -> list[str]:
    """Everything that names an area: its names count as keywords too."""
    return [area["name"].lower(), area["name_native"].lower(), *area["keywords"]]


def area_for(areas: list[dict], phrase: str) -> set[str]:
    """Slugs of the areas with a keyword found in phrase (case-insensitive)."""
    text = phrase.casefold()
    return {area["slug"] for area in areas if any(keyword_in(w, text) for w in area_words(area))}


def specific_areas_for(areas: list[dict], phrase: str) -> set[str]:
    """Areas for phrase when the longest keyword wins: a match inside a longer match of another
    area is dropped ("machine learning" inside "system for machine learning"), and so is a
    parent area when one of its children matched."""
    text = phrase.casefold()
    spans: list[tuple[int, int, str]] = []
    for area in areas:
        for word in area_words(area):
            if re.search(r"[a-z]", word):
                pattern = rf"(?<![a-z]){re.escape(word)}(?![a-z])"
            else:
                pattern = re.escape(word)
            spans += [(m.start(), m.end(), area["slug"]) for m in re.finditer(pattern, text)]
    kept = {
        slug
        for start, end, slug in spans
        if not any(
            s <= start and end <= e and (e - s) > (end - start) and other != slug
            for s, e, other in spans
        )
    }
    parents = {area["parent"] for area in areas if area["slug"] in kept}
    return kept - parents


def cjk_keys(institutions: list[dict]) -> dict[str, str]:
    """Each Chinese/Japanese/Korean name or alias (folded) -> its record's canonical name."""
    keys: dict[str, str] = {}
    for record in institutions:
        for text in [record["name_native"] or "", *record["aliases"]]:
            key = normalize(text)
            if CJK_RE.search(key) and len(key) >= 2:
                keys[key] = record["name"]
    return keys


def longest_cjk_match(keys: dict[str, str], text: str) -> str | None:
    """The record whose longest Chinese name or alias occurs inside text, as the parser finds it."""
    folded = normalize(text)
    hits = [key for key in keys if key in folded]
    return keys[max(hits, key=len)] if hits else None


# ---------------------------------------------------------------- institutions: file shape


def test_institutions_file_is_utf8_json_without_ascii_escapes() -> None:
    raw = INSTITUTIONS_PATH.read_text(encoding="utf-8")
    assert "\\u" not in raw, "write with ensure_ascii=False so Chinese names stay readable"
    assert isinstance(json.loads(raw), list)


def test_every_institution_has_exactly_the_expected_keys(institutions: list[dict]) -> None:
    for record in institutions:
        assert set(record) == INSTITUTION_KEYS, record.get("name")


def test_field_types_are_right(institutions: list[dict]) -> None:
    for record in institutions:
        name = record["name"]
        assert isinstance(name, str) and name.strip() == name and name, name
        assert record["name_native"] is None or (
            isinstance(record["name_native"], str) and record["name_native"].strip()
        ), name
        assert isinstance(record["aliases"], list), name
        assert all(isinstance(a, str) and a.strip() == a and a for a in record["aliases"]), name
        assert record["parent"] is None or isinstance(record["parent"], str), name


def sort_key(name: str) -> str:
    """Names sort as a reader expects: case- and accent-insensitively (École under E)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", " ", ascii_name.lower()).strip()


def test_institutions_are_sorted_by_name(institutions: list[dict]) -> None:
    names = [record["name"] for record in institutions]
    assert names == sorted(names, key=sort_key)


def test_there_are_at_least_300_institutions(institutions: list[dict]) -> None:
    assert len(institutions) >= 300


def test_names_are_unique(institutions: list[dict]) -> None:
    counts = Counter(normalize(record["name"]) for record in institutions)
    assert [name for name, n in counts.items() if n > 1] == []


def test_slugs_are_unique_and_ascii(institutions: list[dict]) -> None:
    slugs = [record["slug"] for record in institutions]
    assert [s for s in slugs if not SLUG_RE.match(s)] == []
    assert [s for s, n in Counter(slugs).items() if n > 1] == []


def test_every_kind_is_known(institutions: list[dict]) -> None:
    assert {record["kind"] for record in institutions} <= KINDS


def test_countries_are_iso_alpha2_codes(institutions: list[dict]) -> None:
    for record in institutions:
        assert re.fullmatch(r"[A-Z]{2}", record["country"]), record["name"]
        assert record["country"] not in {"UK", "EU"}, f"{record['name']}: use GB, not UK"


def test_native_names_are_written_in_a_cjk_script(institutions: list[dict]) -> None:
    for record in institutions:
        if record["name_native"] is not None:
            assert CJK_RE.search(record["name_native"]), record["name"]


def test_chinese_universities_have_a_native_name(institutions: list[dict]) -> None:
    for record in institutions:
        if record["country"] in {"CN", "HK", "TW", "MO"} and record["kind"] == "university":
            assert record["name_native"], record["name"]


def test_aliases_are_not_repeated_within_a_record(institutions: list[dict]) -> None:
    for record in institutions:
        assert len(record["aliases"]) == len(set(record["aliases"])), record["name"]
        assert record["name"] not in record["aliases"], record["name"]
        assert record["name_native"] not in record["aliases"], record["name"]


def test_no_alias_is_ambiguous(institutions: list[dict]) -> None:
    owners: dict[str, set[str]] = defaultdict(set)
    for record in institutions:
        for text in [record["name"], record["name_native"] or "", *record["aliases"]]:
            if text:
                owners[normalize(text)].add(record["name"])
    shared = {key: sorted(names) for key, names in owners.items() if len(names) > 1}
    assert shared == {}


def test_no_alias_normalizes_to_nothing(institutions: list[dict]) -> None:
    for record in institutions:
        for text in [record["name"], *record["aliases"]]:
            assert normalize(text), (record["name"], text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Short Chinese abbreviations hide inside longer names; the longest name must win.
        ("湖南大学", "Hunan University"),
        ("河南大学", "Henan University"),
        ("海南大学", "Hainan University"),
        ("济南大学", "University of Jinan"),
        ("湖北大学", "Hubei University"),
        ("河北大学", "Hebei University"),
        ("东北大学", "Northeastern University (China)"),
        ("西北大学", "Northwest University"),
        ("美国东北大学", "Northeastern University"),
        ("江苏大学", "Jiangsu University"),
        ("西湖大学", "Westlake University"),
        ("中南财经政法大学", "Zhongnan University of Economics and Law"),
        ("东北师大", "Northeast Normal University"),
        ("华南理工大学计算机学院", "South China University of Technology"),
        ("北京大学深圳研究生院", "Peking University Shenzhen Graduate School"),
        ("中科院计算所", "Institute of Computing Technology, Chinese Academy of Sciences"),
        ("亚马逊云科技上海人工智能研究院", "Amazon Web Services Shanghai AI Lab"),
        ("上海人工智能实验室 | AI 训练与计算部门", "Shanghai AI Laboratory"),
        ("微软亚洲研究院 | 系统与网络研究组", "Microsoft Research Asia"),
        ("谷歌 (北京)", "Google"),
        ("北京大学, 计算机学院, 计算机软件与理论", "Peking University"),
        ("國立臺灣大學", "National Taiwan University"),
        # Everyday Chinese that must not look like an institution.
        ("在上大学期间", None),
        ("云平台大规模部署", None),
        ("计算所需的资源", None),
        ("字节码分析", None),
        ("高通量计算", None),
        ("人工智能浪潮", None),
        ("Web站点", None),
        ("在网络中传播", None),
        ("重大工程", None),
    ],
)
def test_chinese_text_finds_the_longest_institution(
    institutions: list[dict], text: str, expected: str | None
) -> None:
    assert longest_cjk_match(cjk_keys(institutions), text) == expected


# ---------------------------------------------------------------- institutions: hierarchy


def test_every_parent_exists(institutions: list[dict], by_name: dict[str, dict]) -> None:
    missing = {r["name"]: r["parent"] for r in institutions if r["parent"] not in (None, *by_name)}
    assert missing == {}


def test_no_record_is_its_own_ancestor(institutions: list[dict], by_name: dict[str, dict]) -> None:
    for record in institutions:
        seen = {record["name"]}
        parent = record["parent"]
        while parent is not None:
            assert parent not in seen, f"cycle through {record['name']}"
            seen.add(parent)
            parent = by_name[parent]["parent"]


@pytest.mark.parametrize(
    ("child", "ancestor"),
    [
        ("Microsoft Research Asia", "Microsoft Research"),
        ("Microsoft Research", "Microsoft"),
        ("Google DeepMind", "Google"),
        ("Google Research", "Google"),
        ("AWS AI Labs", "Amazon Web Services"),
        ("Amazon Web Services Shanghai AI Lab", "Amazon Web Services"),
        ("Amazon Web Services", "Amazon"),
        ("Alibaba DAMO Academy", "Alibaba Group"),
        ("Alibaba Cloud", "Alibaba Group"),
        ("ByteDance Seed", "ByteDance"),
        ("ByteDance AI Lab", "ByteDance"),
        ("Huawei Noah's Ark Lab", "Huawei"),
        ("Tencent AI Lab", "Tencent"),
        ("Baidu Research", "Baidu"),
        ("NVIDIA Research", "NVIDIA"),
        ("IBM Research", "IBM"),
        ("Institute of Parallel and Distributed Systems", "Shanghai Jiao Tong University"),
        (
            "MIT Computer Science and Artificial Intelligence Laboratory",
            "Massachusetts Institute of Technology",
        ),
        ("RISELab", "University of California, Berkeley"),
        (
            "Institute of Computing Technology, Chinese Academy of Sciences",
            "Chinese Academy of Sciences",
        ),
    ],
)
def test_industry_and_university_labs_have_the_right_parent(
    by_name: dict[str, dict], child: str, ancestor: str
) -> None:
    assert by_name[child]["parent"] == ancestor


def test_university_labs_are_in_their_universitys_country(
    institutions: list[dict], by_name: dict[str, dict]
) -> None:
    for record in institutions:
        parent = record["parent"]
        if parent and by_name[parent]["kind"] == "university" and record["kind"] == "lab":
            assert record["country"] == by_name[parent]["country"], record["name"]


# ---------------------------------------------------------------- institutions: seed CVs

SEED_ALIASES = [
    (
        "Southern University of Science and Technology",
        "Southern University of Science and Technology",
    ),
    ("SUSTech", "Southern University of Science and Technology"),
    ("南方科技大学", "Southern University of Science and Technology"),
    (
        "King Abdullah University of Science and Technology",
        "King Abdullah University of Science and Technology",
    ),
    ("KAUST", "King Abdullah University of Science and Technology"),
    ("Amazon Web Services Shanghai AI Lab", "Amazon Web Services Shanghai AI Lab"),
    ("University of Toronto", "University of Toronto"),
    ("McGill University", "McGill University"),
    ("Shanghai Jiao Tong University", "Shanghai Jiao Tong University"),
    ("Shanghai Jiaotong University", "Shanghai Jiao Tong University"),
    ("SJTU", "Shanghai Jiao Tong University"),
    ("上海交通大学", "Shanghai Jiao Tong University"),
    ("上海交大", "Shanghai Jiao Tong University"),
    ("Microsoft Research", "Microsoft Research"),
    ("Microsoft Research Asia", "Microsoft Research Asia"),
    ("MSRA", "Microsoft Research Asia"),
    ("微软亚洲研究院", "Microsoft Research Asia"),
    ("New York University in Shanghai", "New York University Shanghai"),
    ("NYU-Shanghai", "New York University Shanghai"),
    ("NYU Shanghai", "New York University Shanghai"),
    ("上海纽约大学", "New York University Shanghai"),
    ("Tongji University", "Tongji University"),
    ("同济大学", "Tongji University"),
    ("The University of Sydney", "The University of Sydney"),
    ("University of Sydney", "The University of Sydney"),
    ("USYD", "The University of Sydney"),
    ("悉尼大学", "The University of Sydney"),
    ("Sun Yat-sen University", "Sun Yat-sen University"),
    ("Sun Yat-Sen University", "Sun Yat-sen University"),
    ("SYSU", "Sun Yat-sen University"),
    ("中山大学", "Sun Yat-sen University"),
    ("University of Illinois Urbana-Champaign", "University of Illinois Urbana-Champaign"),
    ("University of Illinois at Urbana-Champaign", "University of Illinois Urbana-Champaign"),
    ("UIUC", "University of Illinois Urbana-Champaign"),
    ("北京大学", "Peking University"),
    ("北大", "Peking University"),
    ("PKU", "Peking University"),
    ("上海人工智能实验室", "Shanghai AI Laboratory"),
    ("Shanghai AI Lab", "Shanghai AI Laboratory"),
    ("谷歌", "Google"),
    (
        "Institute of Parallel and Distributed Systems",
        "Institute of Parallel and Distributed Systems",
    ),
    ("IPADS", "Institute of Parallel and Distributed Systems"),
]


@pytest.mark.parametrize(("written", "canonical"), SEED_ALIASES)
def test_seed_cv_institutions_are_present(
    by_name: dict[str, dict], written: str, canonical: str
) -> None:
    assert resolve(by_name, written) == canonical


def test_unknown_institutions_stay_unknown(by_name: dict[str, dict]) -> None:
    # The parser keeps unknown institutions as written; the seed CVs must keep exercising that.
    assert resolve(by_name, "Changjun High School") is None


def test_aws_shanghai_ai_lab_is_not_shanghai_ai_laboratory(by_name: dict[str, dict]) -> None:
    assert resolve(by_name, "AWS Shanghai AI Lab") == "Amazon Web Services Shanghai AI Lab"
    assert resolve(by_name, "Shanghai AI Lab") == "Shanghai AI Laboratory"


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Tsinghua University", "Tsinghua University"),
        ("清华大学", "Tsinghua University"),
        ("國立清華大學", "National Tsing Hua University"),
        ("北京大學", "Peking University"),
        ("Beijing University", "Peking University"),
        ("中科院计算所", "Institute of Computing Technology, Chinese Academy of Sciences"),
        ("MSR Asia", "Microsoft Research Asia"),
        ("DeepMind", "Google DeepMind"),
        ("Meta FAIR", "Fundamental AI Research"),
        ("达摩院", "Alibaba DAMO Academy"),
        ("UC Berkeley", "University of California, Berkeley"),
        ("CMU", "Carnegie Mellon University"),
        ("Northeastern University, Shenyang", "Northeastern University (China)"),
        ("Northeastern University, Boston", "Northeastern University"),
        ("日本东北大学", "Tohoku University"),
        ("Shanghai Jiao Tong Univ.", "Shanghai Jiao Tong University"),
        ("Georgia Tech", "Georgia Institute of Technology"),
        ("The Ohio State University", "The Ohio State University"),
        ("香港中文大学(深圳)", "The Chinese University of Hong Kong, Shenzhen"),
        ("香港中文大學", "The Chinese University of Hong Kong"),
        ("Huawei Noah’s Ark Lab", "Huawei Noah's Ark Lab"),
        ("NTU Singapore", "Nanyang Technological University"),
    ],
)
def test_common_spellings_resolve(by_name: dict[str, dict], written: str, canonical: str) -> None:
    assert resolve(by_name, written) == canonical


@pytest.mark.parametrize(
    "ambiguous",
    [
        "NTU",
        "交大",
        "中大",
        "UW",
        "NEU",
        "UVA",
        "NTNU",
        "EPCC",
        # Everyday words the parser would find inside titles ("4-bit", "cache hit", "fair").
        "FAIR",
        "HIT",
        "BIT",
        "IDEA",
        "PCL",
    ],
)
def test_shared_abbreviations_and_everyday_words_are_not_aliases(
    by_name: dict[str, dict], ambiguous: str
) -> None:
    assert resolve(by_name, ambiguous) is None


# ---------------------------------------------------------------- research areas


def test_areas_file_is_utf8_json_without_ascii_escapes() -> None:
    raw = AREAS_PATH.read_text(encoding="utf-8")
    assert "\\u" not in raw
    assert isinstance(json.loads(raw), list)


def test_every_area_has_exactly_the_expected_keys(areas: list[dict]) -> None:
    for area in areas:
        assert set(area) == AREA_KEYS, area.get("slug")
        assert area["name"] and area["name_native"] and CJK_RE.search(area["name_native"])


def test_area_slugs_are_unique_and_ascii(areas: list[dict]) -> None:
    slugs = [area["slug"] for area in areas]
    assert [s for s in slugs if not SLUG_RE.match(s)] == []
    assert [s for s, n in Counter(slugs).items() if n > 1] == []


def test_area_names_are_unique(areas: list[dict]) -> None:
    for field in ("name", "name_native"):
        counts = Counter(area[field] for area in areas)
        assert [v for v, n in counts.items() if n > 1] == [], field


def test_areas_are_two_levels_deep(areas: list[dict], areas_by_slug: dict[str, dict]) -> None:
    for area in areas:
        if area["parent"] is not None:
            assert area["parent"] in areas_by_slug, area["slug"]
            assert areas_by_slug[area["parent"]]["parent"] is None, area["slug"]


def test_taxonomy_has_the_expected_size(areas: list[dict]) -> None:
    top = [a for a in areas if a["parent"] is None]
    second = [a for a in areas if a["parent"] is not None]
    assert 12 <= len(top) <= 16
    assert 50 <= len(second) <= 90
    children = Counter(a["parent"] for a in second)
    assert [a["slug"] for a in top if children[a["slug"]] == 0] == []


def test_keywords_are_lowercase_and_trimmed(areas: list[dict]) -> None:
    for area in areas:
        assert isinstance(area["keywords"], list) and area["keywords"], area["slug"]
        for keyword in area["keywords"]:
            assert keyword == keyword.strip().lower() and keyword, (area["slug"], keyword)
            assert "  " not in keyword, (area["slug"], keyword)


def test_no_keyword_belongs_to_two_areas(areas: list[dict]) -> None:
    owners: dict[str, set[str]] = defaultdict(set)
    for area in areas:
        for keyword in set(area_words(area)):
            owners[keyword].add(area["slug"])
    assert {kw: sorted(s) for kw, s in owners.items() if len(s) > 1} == {}


def test_no_keyword_is_repeated_within_an_area(areas: list[dict]) -> None:
    for area in areas:
        assert len(area["keywords"]) == len(set(area["keywords"])), area["slug"]


def test_no_keyword_is_too_generic(areas: list[dict]) -> None:
    for area in areas:
        assert set(area["keywords"]).isdisjoint(TOO_GENERIC_KEYWORDS), area["slug"]
        for keyword in area["keywords"]:
            if not CJK_RE.search(keyword):
                assert len(keyword) >= 3, (area["slug"], keyword)


# The parser matches English keywords as whole words, but a plain substring search (the admin,
# a database query) must not find a short keyword inside everyday words either.
COMMON_WORDS = [
    "basic",
    "began",
    "decade",
    "definition",
    "democracy",
    "empirical",
    "input",
    "jitter",
    "mediocre",
    "organization",
    "output",
    "pedagogy",
    "the system",
    "learning",
]


@pytest.mark.parametrize("word", COMMON_WORDS)
def test_no_keyword_hides_inside_an_everyday_word(areas: list[dict], word: str) -> None:
    hits = [(a["slug"], kw) for a in areas for kw in a["keywords"] if kw in word and kw != word]
    assert hits == []


def test_every_area_has_english_and_chinese_keywords(areas: list[dict]) -> None:
    for area in areas:
        assert any(CJK_RE.search(kw) for kw in area["keywords"]), area["slug"]
        assert any(not CJK_RE.search(kw) for kw in area["keywords"]), area["slug"]


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("HPC Systems", {"hpc"}),
        ("Embedded Systems", {"embedded-systems"}),
        ("Systems for ML", {"ml-systems"}),
        ("System for Machine Learning", {"ml-systems"}),
        ("Distributed Systems", {"distributed-systems"}),
        ("Profiling", {"performance-analysis"}),
        ("datacenter/cloud operating systems", {"cloud-computing", "operating-systems"}),
        ("AI inference/training", {"ml-systems"}),
        ("cloud computing", {"cloud-computing"}),
        ("general neural network improvement algorithms", {"deep-learning"}),
        ("GPU kernel development", {"hpc"}),
        ("efficient compiler and runtime framework optimization", {"compilers"}),
        ("Diffusion Model Algorithm and Architecture Exploration", {"generative-models"}),
        (
            "Neural Collapse in Reinforcement Learning Exploration",
            {"learning-theory", "reinforcement-learning"},
        ),
        ("Sparse Kernel Design in GPU TensorCore", {"hpc"}),
        ("机器学习系统", {"ml-systems"}),
        ("集群管理", {"cluster-scheduling"}),
        ("GPU 集群调度", {"cluster-scheduling"}),
        ("深度学习任务调度", {"cluster-scheduling"}),
        ("分布式机器学习", {"ml-systems"}),
        ("分布式深度学习训练", {"ml-systems"}),
        ("大模型训练优化", {"ml-systems"}),
    ],
)
def test_seed_cv_interests_map_to_exactly_these_areas_when_the_longest_keyword_wins(
    areas: list[dict], phrase: str, expected: set[str]
) -> None:
    assert specific_areas_for(areas, phrase) == expected


@pytest.mark.parametrize(
    ("phrase", "unexpected"),
    [
        ("Embedded Systems", "operating-systems"),
        ("Profiling", "machine-learning"),
        ("GPU kernel development", "operating-systems"),
        ("Diffusion Model Algorithm and Architecture Exploration", "computer-architecture"),
        ("cloud computing", "hpc"),
        ("Adept at algorithms and data structures", "machine-learning"),
    ],
)
def test_seed_cv_interests_do_not_map_to_unrelated_areas(
    areas: list[dict], phrase: str, unexpected: str
) -> None:
    assert unexpected not in area_for(areas, phrase)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("HPC Systems", "hpc"),
        ("Embedded Systems", "embedded-systems"),
        ("Systems for ML", "ml-systems"),
        ("System for Machine Learning", "ml-systems"),
        ("机器学习系统", "ml-systems"),
        ("分布式机器学习", "ml-systems"),
        ("大模型训练优化", "ml-systems"),
        ("分布式深度学习训练", "ml-systems"),
        ("GPU 集群调度", "cluster-scheduling"),
        ("集群管理", "cluster-scheduling"),
        ("深度学习任务调度", "cluster-scheduling"),
        ("Distributed Systems", "distributed-systems"),
        ("Profiling", "performance-analysis"),
        ("datacenter/cloud operating systems", "operating-systems"),
        ("datacenter/cloud operating systems", "cloud-computing"),
        ("cloud computing", "cloud-computing"),
        ("GPU kernel development", "hpc"),
        ("Sparse Kernel Design in GPU TensorCore", "hpc"),
        ("efficient compiler and runtime framework optimization", "compilers"),
        ("AI inference/training", "ml-systems"),
        ("Diffusion Model Algorithm and Architecture Exploration", "generative-models"),
        ("Neural Collapse in Reinforcement Learning Exploration", "reinforcement-learning"),
        ("HybridShare: Universal Resource Scheduling for Hybrid Jobs", "cluster-scheduling"),
        ("Sparse Kernel Design in GPU TensorCore", "hpc"),
        ("DeepSpeed Chat: Easy, Fast, and Affordable RLHF Training", "large-language-models"),
        ("EmReal: A Digital Twin Framework for Robots with Reinforcement Learning", "robotics"),
        ("服务器无感知的弹性分布式深度学习模型训练系统", "ml-systems"),
        ("面向深度学习模型训练的低碳集群调度系统", "cluster-scheduling"),
        ("面向深度学习模型训练的低碳集群调度系统", "green-computing"),
        ("基于元算子的深度学习框架缺陷检测方法", "software-testing"),
        ("Streaming DAG Distributed System", "distributed-systems"),
        ("performance debugging for DNN computation", "performance-analysis"),
        ("GPU kernels", "hpc"),
        ("large language models", "large-language-models"),
    ],
)
def test_seed_cv_interests_map_to_the_expected_area(
    areas: list[dict], phrase: str, expected: str
) -> None:
    assert expected in area_for(areas, phrase)
