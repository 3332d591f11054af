"""Interest phrases: what a research topic looks like (TOPIC_WORDS) and how a list of
topics splits into items ("A, B and C", "A、B等"). Used by the interests readers
(``interests`` for lists and labels, ``interest_prose`` for sentences)."""

from __future__ import annotations

import functools
import re

from .text import cjk_count

TOPIC_WORDS = re.compile(
    r"(?i)(?<![a-z])(?:systems?|computing|learning|training|inference|networks?|networking|"
    r"scheduling|compilers?|compilation|optimi[sz]ation|algorithms?|architectures?|kernels?|"
    r"models?|modell?ing|security|privacy|databases?|storage|vision|language|languages|"
    r"processing|analysis|analytics|verification|programming|software|hardware|intelligence|"
    r"robotics|graphics|theory|cloud|datacenters?|distributed|parallel|hpc|gpus?|data|mining|"
    r"retrieval|recognition|development|frameworks?|infrastructure|ml|ai|nlp|llms?|serverless|"
    r"virtuali[sz]ation|cryptography|blockchain|iot|embedded|quantum|bioinformatics|"
    r"reinforcement|diffusion|neural|transformers?|runtime|memory|profiling|benchmarking|"
    r"hci|interaction|visuali[sz]ation|simulation|control|signal|imaging|semantics|"
    r"formal|testing|debugging|fault|reliability|scalab\w+|accelerat\w+|sparse|"
    r"operating|edge|mobile|wireless|sensing|robot\w*|genomics|economics|statistics|"
    r"optimization|planning|reasoning|generation|generative)(?![a-z])"
)
LIST_SPLIT = re.compile(r"\s*[,;，；、|]\s*(?:and\s+|&\s+|as well as\s+)?|\s+/\s+|\s+as well as\s+")
# What opens an item but is no part of its topic: a number ("(1) A; (2) B", "1) A", "①
# A") or a word that led into the list ("…, such as A", "例如A", "以及B").
_LEAD = re.compile(
    r"(?i)^(?:[(（]\d{1,2}[)）]|\d{1,2}[)）]|\d{1,2}\.\s|[\u2460-\u2473]|"
    r"(?:such as|e\.g\.,?|i\.e\.,?|including|especially|particularly|in particular|namely)\s|"
    r"例如|比如|尤其是|特别是|以及|包括|"
    # "the broad area of computer systems"
    r"(?:the\s+)?(?:broad\s+|general\s+|wide\s+)?(?:areas?|fields?|domains?)\s+of\s)\s*"
)
# "…，旨在提升X", "…，以实现Y", "…，从而Z": after a comma, a clause of purpose or result
# (not "以及", "and") ends a list of topics.
CJK_PURPOSE = r"[，,]\s*(?=旨在|从而|以(?!及)|为了|并)"
AND_SPLIT = re.compile(r"\s+(?:and|&)\s+|\s*以及\s*")
# "A与B" joins two Chinese topics when each is one of its own, four characters or more
# ("自然语言处理和因果推断"); "内存和存储系统", "分布式定位和编队" and "X与Y的融合" are one.
_CJK_AND = re.compile(r"(?<=[\u4e00-\u9fff)）])(?:与|和|及)(?=[\u4e00-\u9fff])")


def _cjk_topics(part: str) -> list[str]:
    # "A（尤其是X和Y）与B": a joiner inside brackets belongs to its item.
    plain = part.translate(_UNMASK)
    inside = _bracketed_at(plain)
    cuts = [m for m in _CJK_AND.finditer(plain) if not inside[m.start()]]
    pieces = [part[: cuts[0].start()], part[cuts[0].end() :]] if len(cuts) == 1 else [part]
    if (
        len(pieces) == 2
        and all(cjk_count(p) >= 4 for p in pieces)
        and not re.search(r"的[\u4e00-\u9fff]{1,2}$", pieces[1])
    ):
        return pieces
    return [part]


def _bracketed_at(text: str) -> list[bool]:
    """For each character of ``text``, whether a bracket holds it."""
    depth, out = 0, []
    for ch in text:
        depth += ch in "(（["
        out.append(depth > 0)
        depth = max(0, depth - (ch in ")）]"))
    return out


FOCUS = re.compile(
    r"(?i),?\s+with (?:a |an )?(?:\w+ )?(?:(?:focus|emphasis) on|interests? in)\s+"
    r"|,\s+(?:especially|particularly|in particular)\s+(?:(?:in|on)\s+)?"
)


# "Recommender systems (sequential, LLM-based)", "Long-tail recognition (CVPR'23, ICCV'25)":
# what a bracket holds belongs to its item, its commas and "and"s too.
_BRACKETED = re.compile(r"[(（\[][^()（）\[\]]*[)）\]]")
# "[CVPR'23, ICCV'25]" after a topic: the papers on it, cited by venue and year.
_CITED = re.compile(r"\s*[(（\[][^()（）\[\]]*['’]\d\d\b[^()（）\[\]]*[)）\]]")
# The brackets too, so that a bracket within a bracket ("A（包括B、C（D）等）") is masked
# first and its outer one next.
_SEPARATORS = ",;，；、|/ ()（）[]"
_MASK = str.maketrans(_SEPARATORS, "".join(chr(0xE000 + i) for i in range(len(_SEPARATORS))))
_UNMASK = str.maketrans("".join(chr(0xE000 + i) for i in range(len(_SEPARATORS))), _SEPARATORS)


def _masked(text: str) -> str:
    """``text`` with what its brackets hold masked, a bracket within a bracket too (three
    deep at most)."""
    for _ in range(3):
        masked = _BRACKETED.sub(lambda m: m.group(0).translate(_MASK), text)
        if masked == text:
            break
        text = masked
    return text


def phrase_items(text: str, split_and: bool = False) -> list[str]:
    """The topics a phrase lists (see _phrase_items), as a list of the caller's own."""
    return list(_phrase_items(text, split_and))


_ETC_END = re.compile(r"(?:等|etc\.?|and so on)\s*[。.]?$")
_OXFORD_AND = re.compile(r",\s*(?:and|&)\s")
_ETC = re.compile(r"(?:等|etc\.?)$")
_AND_OR_LEAD = re.compile(r"^(?:and|or)\s+")
_A_LETTER = re.compile(r"[^\W\d_]")


@functools.lru_cache(maxsize=8192)
def _phrase_items(text: str, split_and: bool) -> tuple[str, ...]:
    """The topics ``text`` lists, its last "and" parting two of them when ``split_and``."""
    # "A and B, with a focus on C": the topics of both halves.
    focus = FOCUS.search(text)
    if focus:
        return _phrase_items(text[: focus.start()], split_and) + _phrase_items(
            text[focus.end() :], split_and
        )
    text = _ETC_END.sub("", text.strip())
    out = []
    masked = _masked(text)
    parts = LIST_SPLIT.split(masked)
    # "X and Y" / "A, B and C": the last "and" separates topics; after an Oxford
    # comma ("A, B, and C and D") the commas already did.
    if split_and and not _OXFORD_AND.search(masked):
        parts = parts[:-1] + [q for p in AND_SPLIT.split(parts[-1]) for q in _cjk_topics(p)]
    parts = [_CITED.sub("", p.translate(_UNMASK)) for p in parts]
    for part in parts:
        part = _ETC.sub("", part.strip(" .。:：-–—*")).strip()
        if part.count("(") != part.count(")") or part.count("（") != part.count("）"):
            part = part.strip("()（）")
        part = _AND_OR_LEAD.sub("", _LEAD.sub("", part))
        if _A_LETTER.search(part):  # "1", a page number, names no topic
            out.append(part)
    return tuple(out)


def list_items(text: str) -> list[str]:
    """The items of a line that lists topics: "A, B and C" ends with two items, as the
    last "and" of a list parts them; "Robustness and Fairness in NLP" alone is one, and so
    is the last of a Chinese list ("A、B与C的融合"), whose "与" more often joins one topic's
    parts."""
    listed = len(LIST_SPLIT.split(text)) > 1 and not cjk_count(text)
    return phrase_items(text, split_and=listed)


@functools.lru_cache(maxsize=8192)
def is_list_line(text: str) -> bool:
    items = phrase_items(text)
    if text.endswith((".", "。")) and len(text.split()) > 8 and len(items) < 3:
        return False
    if not items:
        return False
    # "Scalable Machine Learning (ML) and Deep Learning (DL)", "公司财务 (资本结构、公司治理)":
    # abbreviations and notes in brackets aside; the items of a list set apart by
    # semicolons may be longer phrases.
    most = 10 if ";" in text or "；" in text else 7
    bare = [BRACKETS.sub(" ", i) for i in items]
    return all(len(b.split()) <= most and cjk_count(b) <= 16 for b in bare)


BRACKETS = re.compile(r"[(（][^)）]*[)）]")


def topic_like(phrase: str) -> bool:
    words = phrase.split()
    if not phrase or len(words) > 12:
        return False
    return bool(TOPIC_WORDS.search(phrase)) or (cjk_count(phrase) >= 2 and len(phrase) <= 20)


# What opens a phrase that is no topic: an article or pronoun ("the Search team", "its
# simplicity"), a question ("how people learn"), an activity ("joining a startup",
# "working with students"); and the words of a job or a team.
_NOT_TOPIC_START = re.compile(
    r"(?i)^(?:the|a|an|my|our|his|her|its|their|this|these|that|those|it|them|you|your|me|us|"
    r"how|what|why|whether|when|where|which|who|being|getting|working|joining|helping|"
    r"making|hearing|talking|meeting|applying|collaborating|teaching|mentoring|supervising|"
    r"bringing|using|taking|doing|having|seeing|finding|looking|pursuing|becoming|"
    r"developing|building|designing|creating|improving|analy[sz]ing|"
    # a clause or a modifier cut from its sentence: "with representational", "have used"
    r"with|for|in|on|of|to|by|from|at|as|and|or|but|have|has|had|is|are|was|were|"
    # a vague quantity: "other applied problems", "many questions"
    r"other|many|various|several|some)\b"
)
_NOT_TOPIC_WORD = re.compile(
    r"(?i)\b(?:students?|team|group|lab|company|startup|positions?|opportunit\w+|"
    r"backgrounds?|collaborat\w+|internships?|jobs?|people|colleagues|years?|months?)\b"
)


def plain_topic(phrase: str) -> bool:
    """A short phrase that reads as a topic of any field ("galaxy evolution", "labor
    economics", "medieval history"): a few words, no article, pronoun, question or
    activity before them, no job or team, no year, no sentence."""
    return (
        1 <= len(phrase.split()) <= 6
        and not _NOT_TOPIC_START.match(phrase)
        and not _NOT_TOPIC_WORD.search(phrase)
        and not re.search(r"[.!?]|\d{4}", phrase)
        and not _GENERIC_END.search(phrase)
        and not _ADJECTIVE.fullmatch(phrase)
    )


# "representational, graph-theoretic, and statistical analyses": an adjective alone,
# its noun left with the last item, is no topic.
_ADJECTIVE = re.compile(r"(?i)[\w-]+(?:al|ive|ous|theoretic)")


# "research ideas", "new projects", "interesting problems": what any work has.
_GENERIC_END = re.compile(
    r"(?i)^(?:\S+\s+)?(?:ideas|projects?|problems|questions|topics|areas|directions|things|"
    r"work|aspects|applications|challenges|fields|domains)$"
)


# A piece of a sentence, not a topic: the person speaking of themselves or to the reader
# ("please send me an email", "we build"), or a lead-in whose list follows ("My research
# interests include"). "I/O", "I-V curves" and "US" are no pronouns; "I'm" is one.
_SPEAKS = re.compile(
    r"\b(?:I(?![/-])|me|my|My|we|We|our|Our|us|you|You|your|Your|please|Please)\b"
    r"|(?i:\b(?:include|includes|are|is|lie|lies)\s*:?\s*$)"
)


def speaks(phrase: str) -> bool:
    return bool(_SPEAKS.search(phrase))


# What people do for fun: a sport, an art, a game, a way to travel ("football", "playing
# the piano", "摄影"). An interest named by one of these alone is a pastime.
_PASTIME = re.compile(
    r"(?i)(?:(?:playing|watching|listening\s+to|going\s+to)\s+(?:the\s+)?)?"
    r"(?:football|soccer|basketball|baseball|volleyball|badminton|tennis|table\s+tennis|"
    r"ping[\s-]?pong|golf|cricket|rugby|hockey|swimming|running|jogging|marathons?|hiking|"
    r"trekking|climbing|bouldering|skiing|snowboarding|surf(?:ing)?|cycling|biking|sailing|"
    r"diving|yoga|fitness|gym|crossfit|boxing|martial\s+arts|dancing|dance|music|singing|"
    r"guitar|piano|violin|drums|photography|paintings?|drawing|sketching|cinema|movies|films?|"
    r"theat(?:re|er)|reading|novels|travel(?:l?ing)?|cooking|baking|gastronomy|gardening|"
    r"chess|board\s+games|video\s+games|gaming|poker|fishing|camping|knitting|"
    r"篮球|足球|羽毛球|乒乓球|网球|游泳|跑步|摄影|旅行|旅游|音乐|电影|阅读|绘画|钢琴|吉他|健身|"
    r"登山|爬山|徒步|唱歌|书法|围棋|象棋|烹饪)"
)


def pastime(item: str) -> bool:
    """ "Football", "playing the guitar", "摄影": an item that names a pastime, not a topic
    ("Music information retrieval" names a topic)."""
    return _PASTIME.fullmatch(item.strip(" .")) is not None
