"""Person names: titles, advisor lists, pinyin, Chinese <-> Latin linking."""

from __future__ import annotations

import functools
import re
import unicodedata

from profiles.text import to_pinyin

from . import institutions
from .interest_phrases import TOPIC_WORDS
from .text import CJK, COMBINING, cjk_count

_TITLE_EN = (
    r"(?:(?:assistant|associate|assoc\.|asst\.|adjunct|full|distinguished|chair|visiting|research|late)\s+)*"
    r"(?:prof(?:essor)?s?|drs?|pr|mr|mrs|ms|miss|sir|dean|director|researcher|scientist|lecturer"
    # German academic titles: "Univ.-Prof.", "apl. Prof.", "Dr.-Ing.", "Dr. rer. nat.",
    # "Dr. habil.", "PD".
    r"|univ\.-prof|apl\.\s*prof|dr\.-ing|rer\.\s*(?:nat|pol|oec|soc)|habil|pd)\.?"
)
# A title ends at a space or a comma, or at its dot before a capital ("Prof.Ann Lee").
TITLE_EN_RE = re.compile(rf"(?<![\w])(?:{_TITLE_EN})(?:(?=\s|$|,)|(?<=\.)(?=(?-i:[A-Z])))\s*", re.I)
# Longest first so 长聘副教授 is removed whole, not as 教授 leaving 长聘副.
_TITLES_ZH = sorted(
    [
        "长聘教授",
        "长聘副教授",
        "特聘教授",
        "特聘研究员",
        "副研究员",
        "助理研究员",
        "研究员",
        "副教授",
        "助理教授",
        "教授",
        "讲师",
        "老师",
        "博士",
        "博导",
        "院士",
        "博士生导师",
        "硕士生导师",
        "高级工程师",
        "工程师",
        "主任",
        "院长",
        "先生",
        "女士",
    ],
    key=len,
    reverse=True,
)
TITLE_ZH_RE = re.compile("|".join(_TITLES_ZH))

# Latin letters with their accented forms (José Núñez, Renée Müller, Çelik, Łukasz).
_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_LETTER = "a-zA-Zß-öø-ÿÀ-ÖØ-ÞĀ-ž"
_LATIN_NAME = re.compile(
    rf"^(?:[{_UP}][{_LETTER}'’\-]*\.?|[{_UP}]\.|(?:van|von|de|der|da|di|del|la|le|bin|al)"
    rf")(?:\s+(?:[{_UP}][{_LETTER}'’\-]*\.?|[{_UP}]\.|van|von|de|der|da|di|del|la|le|bin|al)){{0,4}}$"
)
_CJK_NAME = re.compile(f"^[{CJK}]{{2,4}}$")
# A role's word: "PhD Student | Data Scientist" is a line of roles, not of topics, and
# "Jane Roe, Data Scientist" a name and its role.
ROLE = re.compile(
    r"(?i)\b(?:scientist|engineer|researcher|student|developer|professor|candidate|analyst|"
    r"fellow|manager|intern|architect|consultant|designer|ph\.?d)\b"
)

_NOT_NAME_WORDS = {
    "university", "institute", "lab", "laboratory", "school", "college", "department",
    "center", "centre", "research", "group", "team", "the", "and", "of", "dean", "china",
    "working", "project", "intern", "student", "professor", "curriculum", "vitae", "resume",
    "résumé", "cv", "homepage", "page", "contact", "profile", "information", "personal",
    "publications", "education", "experience", "candidate", "phd", "ph.d", "welcome",
    # Page titles and link lines that look like two capitalised words ("About Me").
    "about", "me", "my", "home", "news", "blog", "bio", "biography", "overview", "version",
    "english", "chinese", "hello", "hi", "hey", "introduction", "service", "services",
    "teaching", "awards", "honors", "projects", "skills", "talks", "links", "resources",
    "google", "scholar", "github", "linkedin", "orcid", "researchgate", "dblp", "twitter",
    # A role on a line of its own ("Senior Lecturer", "Software Engineer").
    "engineer", "scientist", "researcher", "lecturer", "developer", "analyst", "manager",
    "consultant", "postdoc", "postdoctoral", "assistant", "associate",
    # Occupations no surname spells ("Zero-Knowledge Cryptographer", "Contract Auditor").
    "auditor", "cryptographer", "programmer", "designer", "architect", "physicist", "chemist",
    "biologist", "mathematician", "economist", "statistician", "linguist", "historian",
    "psychologist", "neuroscientist", "ecologist", "geologist", "astronomer", "astrophysicist",
    "entrepreneur", "founder", "co-founder", "cofounder", "editor", "technician", "specialist",
    "officer", "coordinator", "instructor", "educator", "physician", "surgeon", "clinician",
    "practitioner", "attorney", "enthusiast", "expert", "trainee", "director",
}  # fmt: skip

# Chinese surnames, common first (a 2-4 character run that starts with none of them is
# a word, not a name: 团队, 设计基于, 多目视觉).
SURNAMES = set(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜"
    "叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫阎段雷侯龙史"
    "陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷"
    "詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳"
    "管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷"
    "晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻"
    "苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权"
    "强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸"
    "雍辜羊乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利於呼居揭干但尉"
    "斯元束檀衣信展阴昝智幸奉植衡富尧闭由聂訾钮鄂蔚阎仉贝洪赖"
) | {"欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "长孙", "令狐", "夏侯", "慕容"}
# Common Japanese surnames, written in kanji.
_JAPANESE_SURNAMES = (
    "佐藤 鈴木 高橋 田中 伊藤 渡辺 渡邊 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 "
    "斎藤 斉藤 清水 山崎 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 "
    "村上 遠藤 青木 坂本 福田 太田 西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 "
    "田村 中山 和田 石田 森田 上田 内田 柴田 酒井 宮崎 横山 高木 安藤 宮本 大野 小島 谷口 今井 "
    "工藤 高田 増田 丸山 杉山 村田 大塚 新井 小山 平野 藤本 河野 上野 野口 武田 松井 千葉 岩崎 "
    "菅原 木下 久保 佐野 野村 松尾 市川 菊地 杉本 古川 大島 西田 桜井 森 堀 岩田 北村 永井"
)
SURNAMES |= set(_JAPANESE_SURNAMES.split())


def has_surname(name: str) -> bool:
    """Does a Chinese name start with a known surname?"""
    return name[:1] in SURNAMES or name[:2] in SURNAMES or name[:3] in SURNAMES


# pypinyin reads surnames as ordinary characters (单 dan, 曾 ceng): fix the common ones.
SURNAME_PINYIN = {
    "单": "shan", "曾": "zeng", "覃": "qin", "区": "ou", "仇": "qiu", "解": "xie", "朴": "piao",
    "查": "zha", "尉迟": "yuchi", "长孙": "zhangsun", "万俟": "moqi", "乐": "yue", "缪": "miao",
    "翟": "zhai", "盖": "ge", "种": "chong", "冼": "xian", "秘": "bi", "繁": "po", "召": "shao",
    "员": "yun", "训": "xun", "令狐": "linghu", "皇甫": "huangfu", "欧阳": "ouyang",
    "司马": "sima", "上官": "shangguan", "诸葛": "zhuge", "东方": "dongfang", "夏侯": "xiahou",
    "贾": "jia", "沈": "shen", "重": "chong", "柏": "bai", "薄": "bo", "宓": "mi", "华": "hua",
}  # fmt: skip
_COMPOUND = [k for k in SURNAME_PINYIN if len(k) == 2]


def strip_titles(name: str) -> str:
    s = TITLE_EN_RE.sub(" ", name)
    s = TITLE_ZH_RE.sub(" ", s)
    s = re.sub(r"[()（）\[\]]", " ", s)
    return " ".join(s.split()).strip(" ,;:.-")


# Words of CV titles and headings that are 2-4 characters like a name (个人简历).
CJK_NOT_NAME = re.compile(
    "简历|履历|个人|信息|经历|背景|教育|简介|联系|方式|论文|发表|项目|奖项|荣誉|技能|研究|兴趣|方向|"
    "大学|学院|公司|基本|资料|关于|主页|首页|欢迎|新闻|动态|博士|硕士|教授|"
    # Occupations that open with a surname's character (程序员, 工程师, 讲师).
    "程序员|工程师|设计师|分析师|研究员|讲师|教师|经理|总监|主任|院长|学生|研究生|本科生|实习生|"
    # Cities whose names open with a surname's character (哈尔滨, 成都, 武汉).
    "哈尔滨|成都|武汉|沈阳|石家庄|宁波|温州|常州|徐州|南京|南昌|南宁|长沙|长春|苏州|杭州|"
    "郑州|福州|广州|贵阳|昆明|兰州|合肥|西安|厦门|大连|青岛|济南|太原|天津|重庆|上海|北京|深圳"
)


def is_person_name(s: str) -> bool:
    s = s.strip()
    if not s or len(s) > 40:
        return False
    if _CJK_NAME.match(s):
        return has_surname(s) and not CJK_NOT_NAME.search(s)
    if cjk_count(s):
        return False
    if not _LATIN_NAME.match(s):
        return False
    if re.search(r"(?<![\w'’-])[A-Z]{2,}[a-z]", s):
        return False  # "UMass Amherst": an abbreviation run into a word is a place
    words = s.lower().replace(".", "").split()
    # "Dean" opens a name ("Dean Li") but ends a title ("Associate Dean").
    checked = words[1:] if words[0] == "dean" else words
    return len(words) >= 2 and not any(w in _NOT_NAME_WORDS for w in checked)


# Words a Chinese place ends in: "清华大学教授", "计算机系教授" name a role at the place,
# "王明教授" an honorific after a person.
_ZH_PLACE_END = re.compile(
    "(?:大学|学院|研究所|研究院|中心|公司|实验室|课题组|团队|系|院|所|室|校|部|组|局|厂|处)$"
)
# What stands before a name in a run of characters: "师从王明", "导师为王明", "在王明".
_ZH_NAME_CUE = re.compile("(?:师从|跟随|导师(?:为|是)?|为|是|在|由|加入|的)(?=[^为是在由的]{2,4}$)")


def name_before_honorific(run: str) -> str | None:
    """The person a run of Chinese characters ends in, when an honorific (教授, 研究员,
    老师) follows it: "王明" of "王明", "师从王明", "在王明"; None for a place ("清华大学",
    "计算机系"), whose 教授 is a role."""
    run = run.strip()
    if _ZH_PLACE_END.search(run):
        return None
    cue = next(reversed(list(_ZH_NAME_CUE.finditer(run))), None)  # the last cue
    if cue is not None and is_person_name(run[cue.end() :]):
        return run[cue.end() :]
    if len(run) <= 4:
        return run if is_person_name(run) else None
    for size in (3, 2):
        if is_person_name(run[-size:]):
            return run[-size:]
    return None


# The end of a school's or a unit's name: "经济学院", "国发院", "计算机系".
_ZH_UNIT_END = re.compile(f"[{CJK}](?:大学|学院|研究院|研究所|中心|实验室|系|院|所)$")


def _name_after_place(run: str) -> str | None:
    """The person a run of Chinese characters names after the school or unit they belong
    to ("经济学院王明", "国发院李华"), or None."""
    if not re.fullmatch(f"[{CJK}]{{5,20}}", run):
        return None
    for size in (3, 2, 4):
        if _ZH_UNIT_END.search(run[:-size]) and is_person_name(run[-size:]):
            return run[-size:]
    return None


_LATIN_AFTER_CJK = re.compile(rf"[{CJK}]\s*([{_UP}][^{CJK}]+)$")
_LINK_TAG = re.compile(r"\[[^\]]{0,20}\]")


_WHERE = re.compile(r"\s+(?:of|at)(?:\s+|$)")
# What opens a second item of a list of supervisors: "A, co-advised by B", "A, under B".
_LEAD = re.compile(
    r"(?i)^(?:(?:co-?)?(?:advised|supervised|mentored|hosted)\s+by|under(?:\s+the\s+(?:joint\s+)?"
    r"(?:supervision|guidance|direction)\s+of)?)\s+"
)


def composed(text: str) -> str:
    """Accents set as marks after their letters, as TeX's PDFs give them ("Rene\u0301",
    a dotless "\u0131\u0301"), written as the accented letters ("René", "í")."""
    if not COMBINING.search(text):
        return text
    return unicodedata.normalize("NFC", re.sub("\u0131(?=[\u0300-\u036f])", "i", text))


# A word no person's name has: an abstract noun ("Measurement", "Efficiency", "Endowment",
# "Humanities"), a word a funder, a programme or a firm is named by ("National", "Fund",
# "Bank"). Four letters before the ending keep the names that end alike ("Clement").
_NO_NAME_WORD = re.compile(
    r"(?i)\b(?:[a-z]{4,}(?:(?:tion|sion|ment|ness|ency|ancy|ism|ology)s?|ities|ics)"
    r"|national|international|federal|regional|economic|social|fund|funds|council|humanities"
    r"|sciences?|growth|demand|program(?:me)?"
    # A firm's word ("Pine Bank", "Orbit Technologies").
    r"|bank|inc|corp|corporation|company|ltd|llc|gmbh|foundation|hospital|technologies|labs"
    # A role's word ("Board Member", "Relations Officer").
    r"|board|members?|officers?|committee)\b"
)


def no_name_words(name: str) -> bool:
    """A Latin "name" with a word no person's name has ("Macroeconomic Efficiency
    Measurement", "National Endowment", "Deep Learning"): a topic or a funder. A topic's
    word of a few letters may be a given name ("Ai Chen") and is not counted."""
    if _NO_NAME_WORD.search(name) or ROLE.search(name):
        return True
    return any(len(m.group(0)) > 3 for m in TOPIC_WORDS.finditer(name))


# The letters of an honour or a degree after a name ("Ann Lee FRS", "Bo Chen, OBE").
_POST_NOMINALS = re.compile(
    r"\s*,?\s*\b(?:FRS[CE]?|FREng|FMedSci|FBA|FAA|FAAAS|FIEEE|FACM|FRSA|FInstP|[OCMKD]BE)\b"
)
_POST_NOMINAL_CUE = re.compile(r"\b(?:F[A-Z]|[OCMKD]BE\b)")


def split_people(text: str) -> list[str]:
    """Names from "Prof. A, B, and C", "X and Y", "导师: X 长聘教授", dropping the
    descriptions people add ("Dr. Zheng Zhang, the vice Dean of MSRA, and ...")."""
    text = composed(text)
    text = _POST_NOMINALS.sub("", text) if _POST_NOMINAL_CUE.search(text) else text
    text = TITLE_ZH_RE.sub(" ", TITLE_EN_RE.sub(" ", text))  # "A教授和B教授" -> "A 和B"
    text = _LINK_TAG.sub(" ", text)  # "Alan Turing [profile]": a link's label
    text = re.split(
        r"(?<![A-Z])[.;。；](?=\s+[A-Z]|\s*$)|\s+(?:working|who|where|for|on|from|to)\s", text
    )[0]
    text = text.replace("&", ",")
    # A bullet set between names lists them as a comma does ("A • B • C").
    parts = re.split(r"(?i),|，|、|;|/|\band\b|\s+和\s*|\s+及\s*|与|\s+[•∙]\s+", text)
    out = []
    for part in parts:
        # "Professor Ann Lee of the X Lab", "Ann Lee at MIT": the person, not where they work.
        name = strip_titles(_WHERE.split(_LEAD.sub("", part.strip()))[0])
        if not name:
            continue
        if cjk_count(name):
            latin = _LATIN_AFTER_CJK.search(name)
            if latin and is_person_name(latin.group(1)):
                out.append(latin.group(1))  # "理论统计学大师 Aad van der Vaart"
                continue
            # "金鑫 长聘副教授" leaves "金鑫"; a CJK run of 2-4 characters is a name.
            whole = re.match(f"[{CJK}]+", name)
            if whole and (placed := _name_after_place(whole.group(0))):
                out.append(placed)  # "经济学院王明": the school's teacher
                continue
            runs = re.findall(f"[{CJK}]{{2,4}}", name)
            if runs and len(runs[0]) <= 4 and is_person_name(runs[0]):
                out.append(runs[0])
            continue
        if (
            is_person_name(name)
            and not no_name_words(name)
            and not institutions.resolve(name, fuzzy=False)
        ):
            # "PROF. JILONG WANG" in a small-caps line: written as a name is written.
            # "Mentored by A, IIT Kanpur": a school known by two words is no person.
            out.append(name.title() if name.isupper() else name)
    return list(dict.fromkeys(out))


@functools.lru_cache(maxsize=4096)
def pinyin(name: str) -> tuple[str, str] | None:
    """(surname, given) in pinyin for a 2-4 character Chinese name."""
    if not _CJK_NAME.match(name):
        return None
    sur_len = 2 if (name[:2] in _COMPOUND and len(name) >= 3) else 1
    sur = SURNAME_PINYIN.get(name[:sur_len]) or "".join(to_pinyin(name[:sur_len]))
    given = "".join(to_pinyin(name[sur_len:]))
    return sur.replace("ü", "v"), given.replace("ü", "v")


def latin_key(name: str) -> frozenset[str] | None:
    """Order-free key of a Latin name: {"xin", "jin"}; hyphens and case ignored."""
    words = re.findall(r"[a-z]+", name.lower().replace("-", "").replace("'", ""))
    return frozenset(words) if len(words) >= 2 else None


def pinyin_key(name: str) -> frozenset[str] | None:
    py = pinyin(name)
    return frozenset(py) if py else None


def latin_spelling(name: str) -> str | None:
    py = pinyin(name)
    if not py:
        return None
    return f"{py[1].capitalize()} {py[0].capitalize()}"


def link_native(native: str, latin_names: list[str], cjk_names: list[str]) -> str | None:
    """The Latin spelling of ``native`` as this CV writes it elsewhere.

    First by pinyin; failing that, through a Chinese name in the same CV with the
    same surname, same length and one character different (a typo or variant
    character) whose own pinyin matches a Latin name."""
    by_key = {}
    for ln in latin_names:
        k = latin_key(ln)
        if k:
            by_key.setdefault(k, ln)
    k = pinyin_key(native)
    if k and k in by_key:
        return by_key[k]
    for other in cjk_names:
        if (
            other != native
            and len(other) == len(native)
            and other[0] == native[0]
            and sum(a != b for a, b in zip(other, native, strict=True)) == 1
        ):
            ko = pinyin_key(other)
            if ko and ko in by_key:
                return by_key[ko]
    return None


# An honorific written after a Chinese name ("王明教授", "李华副研究员", "赵六老师").
_ZH_HONORIFIC = "(?:(?:长聘|特聘)?(?:副|助理)?(?:教授|研究员|老师|讲师)|博士|院士)"
_SUPERVISION = re.compile(
    r"(?:co-?)?(?:supervised|advised|mentored|directed|hosted|guided)\s+by\s*:?\s*(?P<a>.+)"
    r"|under\s+(?:the\s+)?(?:joint\s+|co-?)?(?:supervision|guidance|direction|mentorship|advice"
    r"|advising|advisement)\s+of\s+(?P<b>.+)"
    r"|(?:co-?)?(?:instructed|managed|led)\s+by\s*:?\s*(?P<f>.+)"
    r"|(?<![A-Za-z])(?:co-?)?(?:(?:supervisor|advisor|adviser|mentor)(?:s|\(s\))?|hosts?|pi"
    r"|managers?|guides?|research\s+leads?|supervision|(?:academic|thesis)\s+tutors?|"
    # The same label in other languages: "Promotor:", "Directeur de thèse :", "Betreuer:".
    r"(?:co-?)?promotors?|direct(?:eur|rice)s?\s+de\s+th[èe]se|betreuer(?:in)?|relatore"
    r"|orientador[a]?|director[a]?\s+de\s+tesis|指導教員|지도교수"
    # "Principal Investigator:", "Host Professor:", "Supervising Scientist:".
    r"|principal\s+investigators?|p\.i\.|(?:host|hosting|supervising|advising)\s+"
    r"(?:professors?|scientists?|faculty|researchers?))"
    # "Advisor (PhD):", "Supervisor (primary):": a bracket that qualifies the label.
    r"(?:\s*[(（][^()（）:：]{1,20}[)）])?\s*[:：]\s*(?P<c>.+)"
    # "under Dr. X's supervision", "Dr. X's supervision": a titled person's supervision.
    r"|(?P<g>(?:prof(?:essor)?|dr|pr)\.?\s*[A-Z][\w.'’-]*(?:\s+[A-Za-z][\w.'’-]*){0,3}?)"
    r"['’]s?\s+(?:supervision|guidance|mentorship)"
    # "thesis supervisor Prof. Dr. X": the role word right before a title and a name.
    r"|(?<![A-Za-z])(?:supervisor|advisor|adviser|mentor)\s+(?P<e>(?:prof|dr)\.?\s.+)"
    # "PhD student (advisor Ann Lee)": the role word in lower case right before a name.
    r"|(?-i:(?<![A-Za-z])(?:co-?)?(?:supervisors?|advisors?|advisers?))\s+"
    r"(?P<n>(?-i:[A-Z][a-z][\w'’-]*(?:\s+(?:[A-Z]\.|[A-Z][a-z][\w'’-]*)){1,3})(?:\s*(?:,|and|&)\s*"
    r"(?-i:[A-Z][a-z][\w'’-]*(?:\s+(?:[A-Z]\.|[A-Z][a-z][\w'’-]*)){1,3}))*)"
    # "Advisor Ann Lee", "Thesis Supervisors Ann Lee and Bo Chen": a capitalised label
    # opening the line, or a field after a spaced dash ("PhD, Hill University, 2007 -
    # Advisor Ann Lee"), without its colon, then names alone to the line's end or column.
    r"|(?-i:(?:^\W*|(?<=\s[-–—]\s))(?:(?:Thesis|Dissertation|Ph\.?\s?D\.?|Doctoral|Research|Academic)\s+)?"
    r"(?:Co-?)?(?:Supervisors?|Advisors?|Advisers?|Mentors?)\s+"
    r"(?P<o>[A-Z][a-z][\w'’-]*(?:\s+(?:[A-Z]\.|[A-Z][a-z][\w'’-]*)){1,3}(?:\s*(?:,|and|&)\s*"
    r"[A-Z][a-z][\w'’-]*(?:\s+(?:[A-Z]\.|[A-Z][a-z][\w'’-]*)){1,3})*)"
    r"(?=\s*(?:[(（,;|]|\s{2}|$)))"
    # "a PhD student under Professor Ann Lee", "studied under Dr. Bo Chen": a titled person
    # one works or studies under.
    r"|\bunder\s+(?P<p>(?-i:(?:Prof(?:essor)?|Dr)\.?\s+[A-Z][\w.-]*(?:['’][A-Z][\w.-]*)?"
    r"(?:\s+[A-Z][\w.-]*(?:['’][A-Z][\w.-]*)?){1,3}))(?![\w'’])"
    # "My advisor is Prof. X", "My co-advisors are A and B", "Her advisor is X": a bio's sentence.
    r"|\b(?:my|his|her|their)\s+(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s|thesis|research)\s+)?(?:co-?)?"
    r"(?:supervisors?|advisors?|advisers?|mentors?)\s*,?\s+(?:(?:is|are|was|were)\s+)?"
    r"(?P<i>.+)"
    # "Doctoral Committee: Dr. A (Advisor), Dr. B", "Thesis committee: A (chair), B": the
    # member marked as the advisor, or the chair of the person's own thesis committee.
    r"|(?P<j>(?:(?:prof(?:essor)?|dr)\.?\s*)?[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){1,3})\s*"
    # "(chair & advisor)", "(advisor, chair)": the mark beside another.
    r"[(（](?:[^()（）:：]{0,20}?(?:[,&/]|\band)\s*)?(?:co-?)?(?:advisor|adviser|supervisor)"
    r"(?:\s*(?:[,&/]|\band\b)[^()（）:：]{0,20})?[)）]"
    r"|(?:thesis|dissertation|doctoral|ph\.?d\.?|defen[cs]e)\s+committee\s*[:：]\s*"
    r"(?:[^()（）:：]*?,\s*)?(?P<k>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){1,3})"
    r"\s*[(（](?:co-?)?chair[)）]"
    # "Thesis Advisor – Ann Lee", "Advisor | Ann Lee": a label that opens the line, set off
    # by a dash or a column rather than a colon.
    r"|^\W*(?:(?:thesis|dissertation|research|academic|faculty|ph\.?\s?d\.?|doctoral|co-?)\s*)*"
    r"(?:supervisors?|advisors?|advisers?|mentors?)\s+[-–—|]\s+(?P<m>.+)"
    # "由X教授和Y教授指导", "在X教授的指导下": the people before the word.
    # ("现在" is "now" in a date, not "在"; a column "|" ends the clause).
    r"|(?:由|(?<![现正存])在)\s*(?P<h>[^，,。；;由在|]{2,60}?)\s*的?\s*(?:共同)?指导"
    # "导师：Prof. A, Prof. B": Latin names after a Chinese label, to the clause's end,
    # are a list as after "Advisor:" ("导师：A 院士、陆平" is read below).
    r"|(?<!意向)(?:合作导师|导师|指导教师|指导老师|指导人)(?:\s*(?:supervisors?|advisors?|mentors?)\b)?"
    rf"\s*[:：]\s*(?P<l>[A-Z][^{CJK}。；;]+)(?=[。；;]|$)"
    # "导师: X", "合作导师为X博士", bilingual "导师 Supervisor: X".
    # "意向导师" is the advisor the person hopes for, not theirs.
    r"|(?<!意向)(?:导师|指导教师|指导老师|合作导师|指导人|指导|师从|主管\s*[:：])\s*(?:为|是|于)?"
    r"(?:\s*(?:supervisors?|advisors?|mentors?)\b)?\s*[:：]?\s*"
    r"(?P<d>(?:[(（][^()（）]*[)）]|.)+?)"  # a bracket after a name is the name's: "X (Fellow)"
    # "导师: 冯丹, 童薇", "导师：王明教授，李华研究员": a comma goes on to a second name only
    # if a name (and its honorific) follows it.
    rf"(?=(?:合作导师|导师|指导教师|指导老师)\s*[:：]|[。；;)）]|[,，](?!\s*[{CJK}]{{2,4}}{_ZH_HONORIFIC}?\s*(?:[,，、。；;]|$))|$)",
    re.I,
)
_CUT = re.compile(
    r"\s+(?:from|since|during|in|on|at|working|to|for)\s+(?=[a-z0-9]|(?:Fall|Spring|Summer|Autumn"
    r"|Winter|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:of\s+)?(?:19|20)\d\d)"
    r"|(?<!\b[A-Z])[.;。；](?=\s+[A-Z])"
    r"|\s+\|(?:\s+|$)|\s*[(（)）]|\s+[-–—]\s+|\s*\["
    # "Under the guidance of Prof. Ann Lee I was ...": a pronoun opens the next clause.
    r"|\s+(?:I|we|he|she|they)\s+(?=[a-z])"
)


SUPERVISION_CLAUSE = re.compile(
    r",?\s*(?:\(?\s*(?:co-?)?(?:supervised|advised|mentored|hosted|directed|guided)\s+by\b"
    r"|under\s+(?:the\s+)?(?:joint\s+|co-?)?(?:supervision|guidance|advising|advisement)\s+of\b"
    r"|(?:co-?)?(?:instructed|managed|led)\s+by\b"
    r"|(?<![A-Za-z])(?:co-?)?(?:(?:supervisor|advisor|adviser|mentor)(?:s|\(s\))?|hosts?|pi|managers?"
    r"|guides?|research\s+leads?|supervision|(?:academic|thesis)\s+tutors?|(?:co-?)?promotors?"
    r"|direct(?:eur|rice)s?\s+de\s+th[èe]se|betreuer(?:in)?|relatore|orientador[a]?"
    r"|director[a]?\s+de\s+tesis|指導教員|지도교수|principal\s+investigators?|p\.i\."
    r"|(?:host|hosting|supervising|advising)\s+(?:professors?|scientists?|faculty|researchers?))"
    r"(?:\s*[(（][^()（）:：]{1,20}[)）])?\s*[:：]"
    r"|(?:under\s+)?(?:prof(?:essor)?|dr|pr)\.?\s*[A-Z][\w.'’-]*(?:\s+[A-Za-z][\w.'’-]*){0,3}?"
    r"['’]s?\s+(?:supervision|guidance|mentorship)"
    r"|(?<![A-Za-z])(?:supervisor|advisor|adviser|mentor)\s+(?=(?:prof|dr)\.?\s)"
    r"|\bunder\s+(?=(?-i:(?:Prof(?:essor)?|Dr)\.?\s+[A-Z]))"
    r"|[(（]?\s*(?:合作导师|(?:博士生|硕士生|研究生)?导师|指导教师|指导老师|指导人|师从|主管\s*[:：])).*$",
    re.I,
)


_EMPTY_COLUMN = re.compile(r"\s+\|\s*(?=[,，])")
_AFFILIATION = re.compile(r"\s*[(（][^()（）]{1,60}[)）]")
# "... & Prof. Wulfram Gerstner Sep 2016 - Aug 2018": the entry's dates after the names.
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_TRAILING_DATE = re.compile(
    rf"\s+(?:{_MONTH}\s*(?:[-–—]\s*{_MONTH}\s*)?)?(?:19|20)\d\d\b.*$",  # "May - Aug 2017"
    re.I,
)
# "... under Bo Chen   May - August 2017": a range of months, whose dash is no clause's.
_MONTHS_RANGE = re.compile(rf"\s+{_MONTH}\s*[-–—]\s*{_MONTH}\s*(?:19|20)\d\d\b.*$", re.I)


# Every supervision phrase holds one of these; most lines hold none.
_CUES = (
    "supervis", "advis", "mentor", "host", "direct", "guid", "导师", "指导", "师从",
    "instructed", "manage", "led by", "lead", "tutor", "主管", "promotor", "betreuer",
    "relatore", "orientador", "指導", "지도교수", "(chair)", "investigator", "p.i.",
    "under prof", "under dr",
)  # fmt: skip
_PI = re.compile(r"\bpi\b")


class _Cue:
    """A substring pre-check (much cheaper than a case-insensitive regex on prose)."""

    @staticmethod
    def search(text: str) -> bool:
        low = text.lower()
        return any(map(low.__contains__, _CUES)) or ("pi" in low and bool(_PI.search(low)))


_SUPERVISION_CUE = _Cue()


# A bracket around a supervision clause: "Ph.D. in X (advisor: Prof. A), Hill University".
_BRACKET = re.compile(r"\s*[(（]([^()（）]*)[)）]")


def _drop_supervision_bracket(m: re.Match) -> str:
    return "" if SUPERVISION_CLAUSE.match(m.group(1)) else m.group(0)


@functools.lru_cache(maxsize=16384)
def without_supervision(text: str) -> str:
    if not _SUPERVISION_CUE.search(text):
        return text.strip()
    # A clause in brackets ends at its bracket; what follows it is the line's own.
    text = _BRACKET.sub(_drop_supervision_bracket, text) if "(" in text or "（" in text else text
    return SUPERVISION_CLAUSE.sub("", text).strip()


def supervisors_in(text: str) -> list[str]:
    """People named as supervisors/advisors in one line of text."""
    return list(_supervisors_in(text))


@functools.lru_cache(maxsize=16384)
def _supervisors_in(text: str) -> tuple[str, ...]:
    if not _SUPERVISION_CUE.search(text):
        return ()
    out: list[str] = []
    text = unlink(text)
    at = 0
    while m := _SUPERVISION.search(text, at):
        group = next((g for g in "abcdefghijklmnop" if m.group(g)), "a")
        chunk, at = m.group(group), m.end()
        chunk = _CELL_AFTER_LABEL.sub("", chunk)  # "Supervisor: | Ann Lee": the next cell
        if group == "f" and _PROJECT_LED.search(text, 0, m.start()):
            continue  # 'project "X" led by A and B': the project's leaders
        # "Manager: A - Mentors: B & C": a second role label starts a second list.
        label = _NEXT_LABEL.search(chunk)
        if label and group != "g":
            chunk, at = chunk[: label.start()], m.start(group) + label.end()
        # "Prof. Ann Lee; Prof. Bo Chen", "Prof. Ann Lee | Prof. Bo Chen" (bullets a PDF
        # set as cells): a semicolon or a bar before a titled person goes on with the list,
        # as a comma does.
        chunk = _SEMICOLON_BEFORE_TITLE.sub(", ", chunk) if ";" in chunk or "|" in chunk else chunk
        chunk = TITLE_EN_RE.sub(" ", chunk)
        # "A | , B": an emptied column (an icon taken out) before a comma goes on with the list.
        chunk = _EMPTY_COLUMN.sub("", chunk) if " |" in chunk else chunk
        # "Prof. A (Technion), Prof. B (UIUC)": an affiliation after each name.
        chunk = _AFFILIATION.sub("", chunk)
        chunk = _MONTHS_RANGE.sub("", chunk)
        chunk = _CUT.split(re.sub(r"\s*[(（][^()（）]*[)）]", "", chunk))[0]  # "A (Delft) and B"
        chunk = _TRAILING_DATE.sub("", chunk)
        out.extend(split_people(chunk))
    return tuple(dict.fromkeys(out))


# A project (a grant, an excavation) named right before "led by": "project 'X' (X) led by
# A", "excavation project led by A"; `_supervisors_in` reads its leaders as no one's
# supervisors, where "the team led by A" and "RA, led by Prof. A" name them.
_PROJECT_LED = re.compile(
    r"(?i)\b(?:projects?|grants?|consortium|excavations?|expeditions?|initiative)\b"
    r"(?:\s*[\"“'‘][^\"”'’]{1,120}[\"”'’])?(?:\s*[(（][^()（）]{1,30}[)）])?\s*$"
)
# The cell break a form or a table puts between a label and the people it names.
_CELL_AFTER_LABEL = re.compile(r"^\s*\|\s*")
_SEMICOLON_BEFORE_TITLE = re.compile(r"\s*[;|]\s*(?=(?:Prof(?:essor)?|Dr)\.?\s+[A-Z])")


# A jemdoc or Markdown link around a name: "[https://x.edu/~a Prof. Ann Lee]", "[Ann Lee](url)".
_LINKED = re.compile(r"\[(?:\\/)?(?:https?://|mailto:)\S+\s+([^\]]+)\]|\[([^\]]+)\]\([^)]*\)")


def unlink(text: str) -> str:
    """A link's words in place of the link: "[https://a.edu Ann Lee]", "[Ann Lee](url)"."""
    if "[" not in text:
        return text
    return _LINKED.sub(lambda m: m.group(1) or m.group(2), text)


_NEXT_LABEL = re.compile(
    r"\s*[-–—|;,]?\s*(?=(?<![A-Za-z])(?:co-?)?(?:(?:supervisor|advisor|adviser|mentor)"
    r"(?:s|\(s\))?|hosts?|managers?|guides?|promotors?)(?:\s*[(（][^()（）:：]{1,20}[)）])?\s*[:：])",
    re.I,
)


# A line that ends where its list goes on: "supervised by" / "Ann Lee", "Advisor: Prof." /
# "Ann Lee", "Advisors: Ann Lee (X) and" / "Bo Chen (Y)". A comma is no such end: a field
# ("Computer Vision") may follow it.
_DANGLING = re.compile(r"(?i)(?:\bby|\bof|[:：]|\band|&)\s*(?:(?:prof(?:essor)?|dr)\.?)?$")


_AND_OPENING = re.compile(r"(?:and|&)\s+(?:(?:Prof(?:essor)?|Dr)\.?\s+)?[A-Z]")


def supervisors_in_lines(texts: list[str]) -> list[str]:
    """Supervisors named in consecutive lines of one entry. A Latin name wrapped
    onto the next line ("Mentor: Dr. Jonas" / "Eriksen.", "supervised by" / "Ann Lee")
    is read across the break, one whose title ends the line before it ("Supervisor:
    Prof." / "Ann Lee"), and a list's last name after its comma ("A, B," / "and C")."""
    out: list[str] = []
    for i, text in enumerate(texts):
        found = list(_supervisors_in(text)) if text else []
        nxt = texts[i + 1] if i + 1 < len(texts) else ""
        # "Advisors: Ann Lee, Bo Chen," / "and Cy Dee": the list's last name on the next line.
        listed_on = text.endswith(",") and bool(_AND_OPENING.match(nxt))
        if (
            (nxt[:1].isupper() or listed_on)
            and _SUPERVISION_CUE.search(text)  # the cheap test first
            and not cjk_count(text)
            and (not text.endswith((".", ";", ",", ")")) or _DANGLING.search(text) or listed_on)
            and SUPERVISION_CLAUSE.search(text)
        ):
            last_word = text.split()[-1]
            joined = list(_supervisors_in(text + " " + nxt))
            added = [n for n in joined if n not in found]
            # The name runs on from this line, or this line ends where its name begins
            # ("... under the supervision of" / "Ann Lee.").
            runs_on = added and added[0].split()[0] == last_word
            ends_open = runs_on or listed_on or _DANGLING.search(text)
            if added and all(n in joined for n in found) and ends_open:
                found = joined
        out.extend(found)
    return list(dict.fromkeys(out))
