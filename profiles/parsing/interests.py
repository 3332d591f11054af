"""Research interests: phrases as written.

Lists are taken item by item ("HPC Systems, Embedded Systems", "集群管理: GPU
集群调度、深度学习任务调度等"). Prose is mined only when a section has no list:
the candidates are emphasised phrases, the items after "such as / including",
and the leading topic-like items of a "Currently I am working on:" list; a
candidate is kept when it names a research topic (TOPIC_WORDS), so qualities
("*performance*, *usability*") and generic nouns ("applications") are not.
"""

from __future__ import annotations

import itertools
import re

from .sections import classify_heading
from .text import Line, cjk_count

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
_LIST_SPLIT = re.compile(r"\s*[,;，；、|]\s*(?:and\s+|&\s+)?|\s+/\s+")
_AND_SPLIT = re.compile(r"\s+(?:and|&)\s+|(?<=[\u4e00-\u9fff])(?:以及|与|和|及)(?=[\u4e00-\u9fff])")
_TRIGGER = re.compile(
    r"(?i)(?:such as|including|include[sd]?|e\.g\.,?|namely|especially|particularly|like|"
    r"thinking about|working on|interested in)\s+(.+?)(?:[.;:](?:\s|$)|$)"
)
# Broader cues, read only in a sentence without one of the above: "My research
# interests lie in A and B", "My work focuses on C" (but "focuses on many aspects,
# including D" names D).
_BROAD_TRIGGER = re.compile(
    r"(?i)(?:lies? in|focus(?:es|ed)? on|work(?:s)? on|centers? (?:on|around)|"
    r"revolves? around)\s+(.+?)(?:[.;:](?:\s|$)|$)"
    # "我的研究聚焦于A与B。", "研究兴趣包括A、B".
    r"|(?:聚焦于|集中于|集中在|专注于|致力于|关注于?|包括|主要为|主要是)\s*(.+?)(?:[。；;]|$)"
)
# "Research area: A, B", "» My research interests include: A, B" or "博士期间研究领域 – A,
# B" at the start of any line, in a list item too.
_LABELLED = re.compile(
    r"(?i)^[»›▪‣◦*·\s-]*(?:(?:my|our)\s+)?(?:(?:primary|main|current)\s+)?"
    r"(?:research\s+(?:areas?|interests?|topics?|focus|directions?)"
    r"(?:\s+(?:include|includes|are|is|lie in))?|[\u4e00-\u9fff]{0,6}研究(?:领域|方向|兴趣))"
    r"\s*[:：–—-]\s*(.+)$"
)
# "Interests: machine learning, running": the research topics among other interests.
_BARE_LABEL = re.compile(r"(?i)^[»›▪‣◦*·\s-]*interests?\s*[:：]\s*(.+)$")
# "…在读研究生，研究方向：计算传播。": a Chinese label after a clause of a sentence.
_CLAUSE_LABEL = re.compile(
    r"[，,；;。]\s*[\u4e00-\u9fff]{0,6}研究(?:领域|方向|兴趣)(?:\s*[:：]|为|是|包括)\s*(.+?)(?:[。；;]|$)"
)
_SENTENCE = re.compile(r"(?<=[.!?。])\s+")
_COLON_LIST = re.compile(r"\s*:\s+(.+?)(?:[.;](?:\s|$)|$)")


_FOCUS = re.compile(r"(?i),?\s+with (?:a |an )?(?:\w+ )?(?:focus|emphasis) on\s+")


def _items(text: str, split_and: bool = False) -> list[str]:
    # "A and B, with a focus on C": the topics of both halves.
    focus = _FOCUS.search(text)
    if focus:
        return _items(text[: focus.start()], split_and) + _items(text[focus.end() :], split_and)
    text = re.sub(r"(?:等|etc\.?|and so on)\s*[。.]?$", "", text.strip())
    out = []
    parts = _LIST_SPLIT.split(text)
    # "X and Y" / "A, B and C": the last "and" separates topics; after an Oxford
    # comma ("A, B, and C and D") the commas already did.
    if split_and and not re.search(r",\s*(?:and|&)\s", text):
        parts = parts[:-1] + _AND_SPLIT.split(parts[-1])
    for part in parts:
        part = re.sub(r"(?:等|etc\.?)$", "", part.strip(" .。:：-–—*")).strip()
        if part.count("(") != part.count(")") or part.count("（") != part.count("）"):
            part = part.strip("()（）")
        part = re.sub(r"^(?:and|or)\s+", "", part)
        if part:
            out.append(part)
    return out


def _is_list_line(text: str) -> bool:
    items = _items(text)
    if text.endswith((".", "。")) and len(text.split()) > 8 and len(items) < 3:
        return False
    if not items:
        return False
    # "Scalable Machine Learning (ML) and Deep Learning (DL)": abbreviations aside; the
    # items of a list set apart by semicolons may be longer phrases.
    most = 10 if ";" in text or "；" in text else 7
    return all(len(_BRACKETS.sub(" ", i).split()) <= most and cjk_count(i) <= 16 for i in items)


_BRACKETS = re.compile(r"[(（][^)）]*[)）]")


def topic_like(phrase: str) -> bool:
    words = phrase.split()
    if not phrase or len(words) > 12:
        return False
    return bool(TOPIC_WORDS.search(phrase)) or (cjk_count(phrase) >= 2 and len(phrase) <= 20)


def _join_wrapped(lines: list[Line]) -> list[Line]:
    """A list wrapped over lines ("trusted execution" / "environments, side-channel
    attacks"): a line that starts in lower case continues the line before it."""
    out: list[Line] = []
    for ln in lines:
        prev = out[-1] if out else None
        if (
            prev is not None
            and ln.text[:1].islower()
            and prev.text
            and not ln.bullet
            and not ln.level
            and not prev.text.endswith((",", ";", ".", "，", "；", "。", "、", ":", "："))
        ):
            sep = "" if re.search(r"[a-z]-$", prev.text) else " "  # "represen-" / "tation"
            out[-1] = Line(prev.no, prev.raw + sep + ln.raw, prev.text + sep + ln.text)
            continue
        out.append(ln)
    return out


def from_list_lines(lines: list[Line], inline: str = "") -> list[str]:
    out: list[str] = []
    lines = _join_wrapped(lines)
    first = next((i for i, ln in enumerate(lines) if ln.text), None)
    if inline and first is not None:
        nxt = lines[first].text
        if nxt[:1].islower() and not lines[first].bullet and not inline.endswith((",", ".", ";")):
            # "Areas of focus: A, B, speech technology" / "for low-resource languages."
            inline = inline + " " + nxt
            lines = lines[first + 1 :]
    if inline and _is_list_line(inline):
        out.extend(_items(inline))
    content = [ln for ln in lines if ln.text]
    for k, ln in enumerate(content):
        text = ln.text
        m = re.match(r"^([^:：]{1,30})[:：]\s*(.+)$", text)
        if m and _is_list_line(m.group(2)):
            # "集群管理: GPU 集群调度、…" names a topic and its parts; "Theory: A, B" and
            # "Target applications: A, B" name a group.
            label = m.group(1).strip()
            if _names_a_topic(label) and not re.search(r"(?i)interest|研究方向|topics?", label):
                out.append(label)
            out.extend(_items(m.group(2)))
        elif _not_a_topic(ln, content, k):
            continue
        elif _is_list_line(text):
            out.extend(_items(text))
    return list(dict.fromkeys(out))


def _not_a_topic(ln: Line, content: list[Line], k: int) -> bool:
    nxt = content[k + 1] if k + 1 < len(content) else None
    return _group_label(ln, nxt) or _detail(ln, content[:k]) or _icon_name(ln.text)


def _detail(ln: Line, before: list[Line]) -> bool:
    """A sentence indented under a topic ("Non-coding RNA in cancer" / "   Data portal of
    non-coding RNA editing."): the topic's description, not a topic."""
    return ln.text.endswith(".") and any(b.indent < ln.indent for b in before)


def _icon_name(text: str) -> bool:
    """A word in capitals left by an icon font ("LIGHTBULB"); "NLP" and "HCI" are topics."""
    return text.isupper() and " " not in text and len(text) >= 5 and not topic_like(text)


def _names_a_topic(label: str) -> bool:
    return cjk_count(label) >= 2 or (2 <= len(label.split()) <= 5 and topic_like(label))


def _group_label(ln: Line, nxt: Line | None) -> bool:
    """ "Methodology" / "Application Area" over a list of topics: the name of a group."""
    return (
        nxt is not None
        and nxt.indent <= ln.indent
        and not ln.bullet
        and len(ln.text.split()) <= 3
        and not re.search(r"[,;，；、]", ln.text)
        and not topic_like(ln.text)
        and len(_items(nxt.text)) >= 2
    )


def paragraphs(lines: list[Line]) -> list[Line]:
    """Join wrapped prose lines into one line per paragraph (bullets stay alone)."""
    out: list[Line] = []
    for ln in lines:
        prev = out[-1] if out else None
        if (
            prev is not None
            and ln.text
            and prev.text
            and not ln.bullet
            and not prev.bullet
            and not ln.level
            and not prev.level
            and not re.search(r"[.!?。:：]$", prev.text)
        ):
            out[-1] = Line(prev.no, prev.raw + " " + ln.raw, prev.text + " " + ln.text,
                           emph=prev.emph + ln.emph)  # fmt: skip
            continue
        out.append(ln)
    return out


def from_prose(lines: list[Line], need_research_cue: bool = False) -> list[str]:
    """Concrete topics named in prose (see module docstring)."""
    out: list[str] = []
    lines = paragraphs(lines)
    i = 0
    while i < len(lines):
        ln = lines[i]
        text = ln.text
        if not text:
            i += 1
            continue
        if re.search(
            r"(?i)(?:working on|interested in|focus(?:ing)? on|currently|interests)[^.]*:\s*$", text
        ):
            j = i + 1
            while j < len(lines) and (lines[j].blank or lines[j].bullet):
                item = lines[j].text
                if item:
                    if re.search(r"[.。]$|:\s|\s[-–—]\s", item) or not topic_like(item):
                        break
                    out.append(item)
                j += 1
            while j < len(lines) and (lines[j].bullet or lines[j].blank):
                j += 1
            i = j
            continue
        if ln.bullet and need_research_cue:
            i += 1
            continue
        for sentence in _SENTENCE.split(text):
            if need_research_cue and not re.search(
                r"(?i)research|interest|focus|work(?:ing)? on|thinking about|研究", sentence
            ):
                continue
            for e in ln.emph:
                if e in sentence and topic_like(e) and len(e.split()) >= 2:
                    out.append(e)
            triggers = list(_TRIGGER.finditer(sentence)) or _BROAD_TRIGGER.finditer(sentence)
            for m in triggers:
                found = next(g for g in m.groups() if g)
                items = [i for i in _items(found, split_and=True) if len(i.split()) <= 10]
                topical = [i for i in items if topic_like(i)]
                # A list that is mostly topics is a list of topics ("speculative decoding").
                keep = items if len(topical) * 2 > len(items) else topical
                out.extend(i for i in keep if len(i.split()) >= 2 or cjk_count(i))
                # "working on probabilistic ML: Gaussian processes, Bayesian deep learning
                # and ...": the list after the colon spells the topic out.
                tail = _COLON_LIST.match(sentence, m.end(1))
                if tail and keep:
                    items = [i for i in _items(tail.group(1), split_and=True)]
                    out.extend(i for i in items if 2 <= len(i.split()) <= 10 or cjk_count(i))
        i += 1
    return list(dict.fromkeys(out))


def parse_interests(lines: list[Line], inline: str = "") -> list[str]:
    lines = _topic_lines(lines, bool(inline))
    listed = from_list_lines(lines, inline)
    if listed:
        return listed
    return from_prose(lines)


# What a line of a record has and a research topic has not: a year, a grade, a link,
# an address, an institution, a page header or footer.
_RECORD = re.compile(
    r"(?i)(?<!\d)(?:19|20)\d\d(?!\d)|\d+(?:\.\d+)?\s*/\s*\d+|\bc?gpa\b|https?:|www\.|\S@\S|"
    r"\bpage \d|curriculum vitae|r[ée]sum[ée]|\buniversit(?:y|ies)\b|大学|学院"
)


def _topic_lines(lines: list[Line], listed: bool) -> list[Line]:
    """The lines of an interests section up to where it stops listing topics: a line
    of a record (a year, a grade, a link) or a heading over no topic ("Academic
    Credentials", "### Profiles"), once a topic has been read (``listed``: in the
    heading's line)."""
    out: list[Line] = []
    for k, ln in enumerate(lines):
        if ln.text and listed:
            if _RECORD.search(ln.text) or _other_section_label(ln.text):
                while out and (not out[-1].text or _heading_like(out[-1])):
                    out.pop()  # the heading of that record
                break
            block = _block_after(lines, k)
            if _heading_like(ln) and block and not _lists_topics(block):
                break
        out.append(ln)
        listed = listed or bool(ln.text)
    return out


def _lists_topics(block: list[Line]) -> bool:
    return not any(_RECORD.search(b.text) for b in block) and any(
        topic_like(item) for b in block for item in _items(b.text)
    )


def _other_section_label(text: str) -> bool:
    """ "Grants & Awards: $630k from NASA": a summary line of another section."""
    m = re.match(r"^([^:：]{2,30})[:：]\s*\S", text)
    return bool(m) and classify_heading(m.group(1)) not in (None, "interests")


def _heading_like(ln: Line) -> bool:
    text = ln.text
    if 0 < ln.level < 7:
        return True
    short = len(text.split()) <= 4 and not re.search(r"[,;:.，；：。、]", text)
    return short and not ln.bullet and (text.isupper() or text[:1].isupper() or cjk_count(text))


def _block_after(lines: list[Line], k: int) -> list[Line]:
    """The lines under line ``k`` up to the next heading (at most six)."""
    block: list[Line] = []
    for ln in lines[k + 1 :]:
        if ln.text and ((_heading_like(ln) and block) or len(block) >= 6):
            break
        if ln.text:
            block.append(ln)
    return block


_FIELD = re.compile(r"^([^:：]{1,16}?)\s*[:：]\s*(\S.*)$")


def from_form_fields(lines: list[Line], is_interests_label) -> list[str]:
    """Interests given as a form field ("申请方向：编译优化 / 体系结构", "Research
    interests: A, B" among other fields on a line)."""
    out: list[str] = []
    for ln in _join_wrapped(lines):  # a field wrapped onto a line in lower case
        if " | " in ln.text:
            # A form laid out as a table row: "研究方向 | 遥感影像智能解译、变化检测".
            cells = [c.strip() for c in ln.text.split(" | ")]
            for label, value in itertools.pairwise(cells):
                label = re.sub(r"\s+", "", label) if cjk_count(label) else label
                if len(label) <= 30 and is_interests_label(label) and _is_list_line(value):
                    out.extend(_items(value))
        if ":" not in ln.text and "：" not in ln.text:
            continue
        fields = (_FIELD.match(f.strip()) for f in re.split(r"\s+\|\s+|\s{2,}", ln.text))
        for m in (f for f in fields if f):
            label = re.sub(r"\s+", "", m.group(1)) if cjk_count(m.group(1)) else m.group(1)
            if is_interests_label(label) and _is_list_line(m.group(2)):
                out.extend(_items(m.group(2)))
    return out


def from_labels(lines: list[Line]) -> list[str]:
    """Interests given by a label on any line ("- Research area: System Software, Database
    Systems" inside an education entry)."""
    out: list[str] = []
    for i, ln in enumerate(lines):
        m = _LABELLED.match(ln.text) or _CLAUSE_LABEL.search(ln.text)
        bare = None if m else _BARE_LABEL.match(ln.text)
        value = (m or bare).group(1) if (m or bare) else ""
        if value.endswith((",", "，", "、")) and i + 1 < len(lines):
            value += " " + lines[i + 1].text  # a list wrapped onto the next line
        value = re.split(r"[，,]\s*(?=[\u4e00-\u9fff]{0,6}研究)", value)[0].rstrip(".。")
        # "A, B and C" ends with two items; "Robustness and Fairness in NLP" is one, and
        # so is "内存和存储系统".
        items = _items(value, split_and=len(_LIST_SPLIT.split(value)) > 1 and not cjk_count(value))
        if m:
            out += [i for i in items if len(i.split()) <= 6 or topic_like(i) or cjk_count(i)]
        elif bare:
            out += [i for i in items if TOPIC_WORDS.search(i)]
    return list(dict.fromkeys(out))
