"""Research interests: phrases as written.

Lists are taken item by item ("HPC Systems, Embedded Systems", "集群管理: GPU
集群调度、深度学习任务调度等"), up to where the section stops listing topics; labels
on any line ("Research area: A, B") and form fields count too. Prose is mined
(``interest_prose``) only when a section has no list.
"""

from __future__ import annotations

import itertools
import re

from .interest_phrases import (
    BRACKETS,
    CJK_PURPOSE,
    LIST_SPLIT,
    TOPIC_WORDS,
    is_list_line,
    list_items,
    pastime,
    phrase_items,
    plain_topic,
    topic_like,
)
from .interest_prose import from_prose, paragraphs, stated_interests
from .names import ROLE
from .sections import classify_heading, classify_heading_strength
from .text import HEADING_COLON, Line, cjk_count

__all__ = [
    "from_form_fields",
    "from_headline",
    "from_labels",
    "from_prose",
    "paragraphs",
    "parse_interests",
    "research_sections_items",
    "stated_interests",
    "topic_lines",
]

_LABEL = (
    r"(?i)^[»›▪‣◦*·\s-]*(?:(?:my|our)\s+)?(?:(?:primary|main|current)\s+)?"
    r"(?:(?:research\s+(?:areas?|interests?|topics?|focus|directions?|fields?|keywords)|"
    r"(?:areas?|fields?|topics?)\s+of\s+(?:research\s+)?interests?|interest\s+areas?|"
    r"areas?\s+of\s+speciali[sz]ation)"
    r"(?:\s+(?:include|includes|are|is|lie in))?\s*[:：–—-]"
    # "研究方向：A", "研究方向为A、B", "我的研究兴趣主要包括：A": the label's verb may stand
    # for the colon.
    r"|[\u4e00-\u9fff]{0,6}(?:研究|科研)(?:领域|方向|兴趣)"
    r"(?:\s*[:：–—-]|\s*(?:主要)?(?:为|是|包括|集中[在于])\s*[:：]?))"
)
_LABELLED = re.compile(_LABEL + r"\s*(.+)$")
# "Research Interests:" alone on its line (a sidebar, a form), its value on the lines
# below.
_LABEL_ALONE = re.compile(_LABEL + r"\s*$")
# "2020-至今 北方大学 博士 研究方向：机器学习", "Email: a@b.edu | Research interests: A, B",
# "PhD, North University. Research area: A, B. Advisor: C": a label among the fields of
# a line, its value up to the next field.
_FIELD_LABEL = re.compile(
    r"(?<=[\s|;,.])(?i:research\s+(?:areas?|interests?|topics?|focus|directions?)|"
    r"(?:areas?|fields?|topics?)\s+of\s+(?:research\s+)?interests?)\s*:\s*(\S.*?)"
    r"(?=\s*\|\s|[.;]\s|\s+[A-Z][A-Za-z-]*(?:\s+[A-Za-z]+)?\s*:|$)"
    r"|\s[\u4e00-\u9fff]{0,4}研究(?:领域|方向|兴趣)\s*[:：]\s*(\S.*?)(?=\s+[^\s:：]{1,8}[:：]|$)"
)


def _may_hold_field_label(text: str) -> bool:
    """False where _FIELD_LABEL cannot match: an ASCII line (no Chinese label) whose
    lowered form says neither "research" nor "interest", one of which each of its Latin
    labels holds; the substring test is much cheaper than the pattern in any case."""
    if not text.isascii():
        return True
    low = text.lower()
    return "research" in low or "interest" in low


# "Interests: machine learning, running": the research topics among other interests.
_BARE_LABEL = re.compile(r"(?i)^[»›▪‣◦*·\s-]*interests?\s*[:：]\s*(.+)$")
# "…在读研究生，研究方向：计算传播。": a Chinese label after a clause of a sentence.
_CLAUSE_LABEL = re.compile(
    r"[，,；;。]\s*[\u4e00-\u9fff]{0,6}研究(?:领域|方向|兴趣)(?:\s*[:：]|为|是|包括)\s*(.+?)(?:[。；;]|$)"
)


def _join_wrapped(lines: list[Line]) -> list[Line]:
    """A list wrapped over lines ("trusted execution" / "environments, side-channel
    attacks"): a line that starts in lower case continues the line before it; not in a
    column of three or more short lines with no separator and no stop ("galaxy
    evolution" / "stellar populations" / "gravitational lensing"), a topic a line."""
    content = [ln for ln in lines if ln.text]
    if len(content) >= 3 and all(
        len(ln.text.split()) <= 5 and not re.search(r"[,;，；、|.:：]", ln.text) for ln in content
    ):
        return lines
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
    if inline and is_list_line(inline):
        out.extend(list_items(inline))
    content = [ln for ln in lines if ln.text]
    under_heads = _under_heads(lines)
    # Topics one a line with no bullets (a page's lines parted by <br>): a list too.
    unmarked = len(content) >= 2 and all(not ln.bullet and _one_topic(ln.text) for ln in content)
    labels_only = _labels_over_descriptions(content)
    for k, ln in enumerate(content):
        text = ln.text
        if ln.no in under_heads or _leads_in(ln, content, k):
            continue
        m = _TOPIC_COLON.match(text)
        dash = re.match(r"^(.{1,40}?)\s+[—–-]\s+(.+)$", text)
        if _emphasised_label(ln):
            out.append(ln.emph[0].strip())  # "- **Program Analysis**: static and dynamic …"
        elif m and ln.bullet and labels_only:
            out.append(m.group(1).strip())
        elif dash and _described(dash.group(1), dash.group(2)):
            out.append(dash.group(1).strip())  # "Data attribution — how one example …"
        elif m and _PASTIMES.search(m.group(1)):
            continue  # "Personal: hiking, chess" beside "Research: A, B"
        elif m and is_list_line(m.group(2)):
            # "集群管理: GPU 集群调度、…" names a topic and its parts; "Theory: A, B" and
            # "Target applications: A, B" name a group.
            label = m.group(1).strip()
            if _names_a_topic(label) and not _LIST_LABEL.search(label):
                out.append(label)
            out.extend(phrase_items(m.group(2)))
        elif m and len(_period_items(m.group(2))) >= 3:
            out.extend(_period_items(m.group(2)))  # "Science: The Middle Corona. Polar plumes."
        elif m and _described(m.group(1), m.group(2)):
            out.append(m.group(1).strip())  # "Ocean color: use satellite data to study …"
        elif _not_a_topic(ln, content, k):
            continue
        elif is_list_line(text):
            out.extend(list_items(text))
        elif (ln.bullet or unmarked) and _one_topic(text):
            out.append(text.strip())
    # "| Research Interests | A, B |": the label's cell is no topic.
    return list(dict.fromkeys(i for i in out if classify_heading(i) != "interests"))


def _leads_in(ln: Line, content: list[Line], k: int) -> bool:
    """ "A, B。主要研究方向包括：" / the list: a sentence that ends in a colon over the
    list leads into the topics and is none of them (its items are the honours or the
    work it tells of)."""
    text = ln.text.rstrip()
    return text.endswith((":", "：")) and k + 1 < len(content) and not ln.bullet


# A label over pastimes, not research topics ("Personal:", "Hobbies:", "业余爱好：").
_PASTIMES = re.compile(
    r"(?i)^\W*(?:personal|hobb(?:y|ies)|leisure|outside\s+(?:of\s+)?(?:research|work)|"
    r"sports?|pastimes?)\b|爱好"
)
# A label that names the list, not a topic of it ("Research interests:", "Keywords:").
_LIST_LABEL = re.compile(r"(?i)interest|研究方向|topics?|keywords?")
# "Topic: what it is about": a topic of up to 30 characters, a colon and words on it.
_TOPIC_COLON = re.compile(r"^([^:：]{1,30})[:：]\s*(.+)$")


def _labels_over_descriptions(content: list[Line]) -> bool:
    """ "- 具身智能：构建可感知…的系统" / "- 强化学习：面向序列决策的算法与理论", "- Program
    synthesis: generating code from specifications.": every bullet a topic and a colon,
    and after the colon of one at least words that describe the topic rather than list its
    parts (a sentence, or one phrase ending in a full stop): each bullet's topic is its
    label alone."""
    found = [_TOPIC_COLON.match(ln.text) for ln in content if ln.bullet]
    return (
        len(found) >= 2
        and all(m and _a_topic_label(m.group(1).strip()) for m in found)
        and any(_describes(m.group(2)) for m in found)
    )


def _a_topic_label(label: str) -> bool:
    return _names_a_topic(label) or (len(label.split()) >= 2 and plain_topic(label))


def _describes(text: str) -> bool:
    """Words that tell of a topic, not a list of its parts."""
    one_phrase = len(phrase_items(text)) == 1 and text.rstrip().endswith((".", "。"))
    return one_phrase or not is_list_line(text)


def _emphasised_label(ln: Line) -> bool:
    """ "- **Blockchain Regulation**: Regulatory Automation, Address Recognition",
    "* **具身智能**：构建可感知…的系统": a topic set in bold before a colon names the topic;
    what follows describes it or lists its parts."""
    lead = ln.emph[0].strip() if ln.emph else ""
    return (
        bool(lead)
        and ln.text.startswith(lead)
        and bool(re.match(r"\s*[:：]\s*\S", ln.text[len(lead) :]))
        and _names_a_topic(BRACKETS.sub(" ", lead).strip() or lead)
        and not _LIST_LABEL.search(lead)
    )


def _under_heads(lines: list[Line]) -> set[int]:
    """The lines below the first of each group, when the topics come in two or more
    groups set apart by blank lines, each a topic with lines under it ("Dark matter
    physics" / "Detectability studies of …" / "" / "Machine Learning for Physics" / …,
    "网络管理" / "故障诊断、策略管理"): the first line names the topic, the others
    describe the work on it or its parts."""
    groups = [list(g) for blank, g in itertools.groupby(lines, key=lambda ln: not ln.text)]
    groups = [g for g in groups if g[0].text]
    if len(groups) < 2 or any(len(g) < 2 or not _a_head(g[0].text) for g in groups):
        return set()
    return {ln.no for g in groups for ln in g[1:]}


def _a_head(text: str) -> bool:
    """One topic of a few words ("Network security", "网络管理"); not a group's label
    ("Methodology", "Theory:")."""
    items = phrase_items(text)
    return (
        len(items) == 1
        and not text.endswith((":", "：", "."))
        and len(text.split()) <= 6
        and (topic_like(text) or (len(text.split()) >= 2 and plain_topic(text)))
    )


def _one_topic(text: str) -> bool:
    """ "- Structure formation and numerical cosmological N-body and hydrodynamic
    simulations", "- 机器学习驱动的表型组学建模与智能表型挖掘": a bullet of its own holds one
    topic, a longer phrase than a list's item may be; a sentence it may not."""
    return (
        len(phrase_items(text)) == 1
        and not text.rstrip().endswith((".", "。", "!", "?", ":", "："))
        and len(BRACKETS.sub(" ", text).split()) <= 12
        and cjk_count(text) <= 30
        and not _OWN_SENTENCE.match(text + ".")
    )


def _not_a_topic(ln: Line, content: list[Line], k: int) -> bool:
    nxt = content[k + 1] if k + 1 < len(content) else None
    return (
        _group_label(ln, nxt)
        or _detail(ln, content, k)
        or _icon_name(ln.text)
        or bool(_OWN_SENTENCE.match(ln.text) or _CJK_STATEMENT.search(ln.text))
    )


# "My list of publications is available here.", "We welcome students.", "我在多个会议上发表了
# 论文。": a sentence of the person's own, not a topic.
_OWN_SENTENCE = re.compile(r"(?i)^(?:i|we|my|our|you|your|please)\b.*[.!]$|^(?:我|本人).*[。！]$")


# "主要从事A、B和C的研究。", "本组聚焦于A与B。": a Chinese sentence telling of the work, its
# topics the prose reader's to take.
_CJK_STATEMENT = re.compile(r"(?:从事|聚焦|专注|致力于|集中[在于]|关注).*[\u4e00-\u9fff]。$")


def _period_items(text: str) -> list[str]:
    """The items of a list set apart by full stops ("Polar plumes. Fourier Analysis."):
    short phrases, none a sentence; nothing for prose."""
    parts = [p.strip() for p in re.split(r"\.\s+", text.strip().rstrip(".")) if p.strip()]
    return parts if all(1 <= len(p.split()) <= 8 for p in parts) else []


def _described(label: str, rest: str) -> bool:
    """ "Hydrological remote sensing: leverage satellite data to derive lake depth.": a
    topic named before a sentence that describes the work on it."""
    label = label.strip()
    return (
        rest.rstrip().endswith((".", "。"))
        and (len(rest.split()) >= 6 or cjk_count(rest) >= 15)
        and 1 <= len(BRACKETS.sub(" ", label).split()) <= 6
        and not _LIST_LABEL.search(label)
    )


def _detail(ln: Line, content: list[Line], k: int) -> bool:
    """A sentence indented under a topic ("Non-coding RNA in cancer" / "   Data portal of
    non-coding RNA editing.") or a bullet under a topic that is none: the topic's
    description, not a topic."""
    if not ln.text.endswith(".") or re.search(r"(?i)\betc\.$", ln.text):
        return False
    head = content[k - 1] if k else None
    if (
        head is not None
        and 0 < head.level < 7
        and len(ln.text.split()) >= 6
        and (topic_like(head.text) or _sibling_heads(head, content))
    ):
        return True  # "### Graph Algorithms" / "Designing algorithms for large graphs."
    under = any(b.indent < ln.indent for b in content[:k])
    return under or (ln.bullet and k > 0 and _heads(content) >= 2)


def _sibling_heads(head: Line, content: list[Line]) -> bool:
    """Is the heading one of two or more of its rank ("### Ionic Liquids" / "### Protein
    Folding"): topics set out as headings, each over its description."""
    return sum(1 for ln in content if ln.level == head.level) >= 2


def _described_below(ln: Line, nxt: Line) -> bool:
    """A heading over a sentence of six words or more: a topic and its description."""
    return 0 < ln.level < 7 and nxt.text.endswith(".") and len(nxt.text.split()) >= 6


def _heads(lines: list[Line]) -> int:
    """How many lines that are no bullet have bullets right below them."""
    return sum(1 for a, b in itertools.pairwise(lines) if b.bullet and not a.bullet)


def _icon_name(text: str) -> bool:
    """A word in capitals left by an icon font ("LIGHTBULB"); "NLP" and "HCI" are topics, and
    so is a Chinese phrase whose only Latin letters are capitals ("3D视觉、手物交互（HOI）")."""
    return _ICON_NAME.fullmatch(text) is not None and not topic_like(text)


_ICON_NAME = re.compile(r"[A-Z][A-Z_-]{4,}")


def _names_a_topic(label: str) -> bool:
    return cjk_count(label) >= 2 or (2 <= len(label.split()) <= 5 and topic_like(label))


def _group_label(ln: Line, nxt: Line | None) -> bool:
    """ "Methodology" / "Application Area" over a list of topics: the name of a group."""
    return (
        nxt is not None
        and nxt.indent <= ln.indent
        and not (nxt.bullet and not ln.bullet and nxt.text.endswith("."))
        and not ln.bullet
        and len(ln.text.split()) <= 3
        and not re.search(r"[,;，；、|]", ln.text)
        and not topic_like(ln.text)
        and len(phrase_items(nxt.text)) >= 2
        and not _described_below(ln, nxt)
    )


def parse_interests(lines: list[Line], inline: str = "", level: int = 0) -> list[str]:
    """``level``: the markdown level of the section's heading; a heading of that rank
    or higher below it ("## Students" under "## Research Interests") starts another
    section whatever its name."""
    lines = _topic_lines(lines, bool(inline), level)
    listed = from_list_lines(lines, inline)
    if listed:
        return listed
    return from_prose(lines) or _statement(lines)


# "I enjoy …", "Please see …": the person speaking, not the name of a topic.
_SPEAKER = re.compile(r"(?i)^(?:(?:i|we|my|our|you|your|please|see)\b|我们|我的|欢迎|请)")


def _statement(lines: list[Line]) -> list[str]:
    """An interests section that holds one sentence naming no list and no cue the prose
    reader knows ("Emergence of order in dynamical systems through …"): the sentence is
    the interest as written."""
    texts = [ln.text for ln in paragraphs(lines) if ln.text]
    if len(texts) != 1 or len(texts[0].split()) > 60 or _SPEAKER.match(texts[0]):
        return []
    return [texts[0].rstrip(". ")] if TOPIC_WORDS.search(texts[0]) else []


# What a line of a record has and a research topic has not: a year, a grade, a link,
# an address, an institution, a page header or footer.
_RECORD = re.compile(
    r"(?i)(?<!\d)(?:19|20)\d\d(?!\d)|\d+(?:\.\d+)?\s*/\s*\d+|\bc?gpa\b|https?:|www\.|\S@\S|"
    r"\bpage \d|curriculum vitae|r[ée]sum[ée]|\buniversit(?:y|ies)\b|大学|学院"
)


# "人才招聘", "Join us", "Openings": the heading of a recruiting note, whose lists name
# the backgrounds wanted, not the person's topics.
_RECRUITING = re.compile(
    r"(?i)招聘|招生|招收|\b(?:join\s+us|openings?|vacanc(?:y|ies)|hiring|recruit\w*|"
    r"prospective\s+students)\b"
)


def _recruiting(ln: Line) -> bool:
    """The heading or the label of a recruiting note: "Join us", "Prospective students:
    I am looking for …"."""
    label = _LABEL_BEFORE_COLON.match(ln.text)
    if label:
        return bool(_RECRUITING.search(label[1])) and len(label[1].split()) <= 4
    return _heading_like(ln) and bool(_RECRUITING.search(ln.text))


_LABEL_BEFORE_COLON = re.compile(r"^([^:：]+)[:：]")


def _topic_lines(lines: list[Line], listed: bool, level: int = 0) -> list[Line]:
    """The lines of an interests section up to where it stops listing topics: a line
    of a record (a year, a grade, a link), a heading over no topic ("Academic
    Credentials", "### Profiles") or over a recruiting note ("Join us"), once a topic has
    been read (``listed``: in the heading's line)."""
    out: list[Line] = []
    kept_heads: set[int] = set()  # the levels of the topic headings kept
    for k, ln in enumerate(lines):
        if 0 < level < 7 and 0 < ln.level <= level:
            break
        if ln.text and listed:
            if _RECORD.search(ln.text) or _other_section_label(ln.text) or _recruiting(ln):
                while out and (not out[-1].text or _heading_like(out[-1])):
                    out.pop()  # the heading of that record
                break
            block = _block_after(lines, k)
            # A heading opens its block; a line right under a topic is another topic.
            opens = k == 0 or not lines[k - 1].text or bool(lines[k - 1].level)
            # "### Topic A" / its description / "### Topic B": a heading of the rank of
            # a topic heading above it is the next topic, whatever its description says.
            sibling = 0 < ln.level < 7 and ln.level in kept_heads
            if opens and _heading_like(ln) and block and not (sibling or _lists_topics(block)):
                break
            if opens and _heading_like(ln) and block and _SPEAKER.match(block[0].text):
                break  # "Openings" / "We are looking for students who …": a notice
        out.append(ln)
        listed = listed or bool(ln.text)
        if 0 < ln.level < 7 and ln.text:
            kept_heads.add(ln.level)
    return out


def _lists_topics(block: list[Line]) -> bool:
    return not any(_RECORD.search(b.text) for b in block) and any(
        topic_like(item) for b in block for item in phrase_items(b.text)
    )


def _other_section_label(text: str) -> bool:
    """ "Grants & Awards: $630k from NASA": a summary line of another section."""
    m = re.match(r"^([^:：]{2,30})[:：]\s*\S", text)
    kind = classify_heading_strength(m.group(1)) if m else None
    # Every word of the label a section's ("多模态大语言模型" holds 语言 but names a topic).
    return kind is not None and kind[1] and kind[0] != "interests"


def _heading_like(ln: Line) -> bool:
    text = HEADING_COLON.sub("", ln.text)  # "Students wanted:" alone on its line
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
                if len(label) <= 30 and is_interests_label(label) and is_list_line(value):
                    out.extend(phrase_items(value))
        if ":" not in ln.text and "：" not in ln.text:
            continue
        fields = (_FIELD.match(f.strip()) for f in re.split(r"\s+\|\s+|\s{2,}", ln.text))
        for m in (f for f in fields if f):
            label = re.sub(r"\s+", "", m.group(1)) if cjk_count(m.group(1)) else m.group(1)
            if is_interests_label(label) and is_list_line(m.group(2)):
                out.extend(phrase_items(m.group(2)))
    return out


# "研究方向: 计算机视觉  导师: 张三", "Research area: NLP  Advisor: Jane Roe": the next field
# of a form row ends the value.
_NEXT_FIELD = re.compile(
    r"\s+(?:导师|指导老师|指导教师|GPA|绩点|排名|advisors?|supervisors?|email|e-mail|phone|tel)"
    r"\s*[:：]",
    re.IGNORECASE,
)


# The dates a record sets in a column after a field's value ("| Jan. 2025 – Present").
_DATE_COLUMN = re.compile(r"\s\|\s+(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d\b[^|]*$")


# The person's own interests, not the area of a job: "Research interests:", "My research
# areas:", "研究兴趣：".
_OWN_LABEL = re.compile(r"(?i)interest|兴趣|\b(?:my|our)\b")


def from_labels(
    lines: list[Line], jobs: frozenset[int] = frozenset(), papers: frozenset[int] = frozenset()
) -> list[str]:
    """Interests given by a label on any line ("- Research area: System Software, Database
    Systems" inside an education entry). ``jobs``: the numbers of the lines of the jobs
    listed, where a label of an area ("研究领域：A", "Research area: B") tells what the job
    worked on, and only the person's interests ("My research interests include") count.
    ``papers``: the lines of the publications listed, where the words of a label are a
    title's ("Shifting research directions: Boom or bust?")."""
    out: list[str] = []
    for i, ln in enumerate(lines):
        if ln.no in papers:
            continue
        m = _LABELLED.match(ln.text) or _CLAUSE_LABEL.search(ln.text)
        m = m or (_FIELD_LABEL.search(ln.text) if _may_hold_field_label(ln.text) else None)
        if m and ln.no in jobs and not _OWN_LABEL.search(ln.text[: m.start(m.lastindex)]):
            continue
        bare = None if m else _BARE_LABEL.match(ln.text)
        value = (m or bare).group((m or bare).lastindex) if (m or bare) else ""
        if _LABEL_ALONE.match(ln.text):
            out += _listed_below(lines[i + 1 :])
            continue
        if not (m or bare):
            continue  # no label: nothing below is added for the line
        if value.endswith((",", "，", "、")) and i + 1 < len(lines):
            value += " " + lines[i + 1].text  # a list wrapped onto the next line
        # "研究兴趣集中在A与B。我重点关注…": a Chinese full stop ends the label's value.
        # "…、防御算法设计，旨在提升…": a clause of purpose after a comma ends it too.
        value = re.split(r"[，,]\s*(?=[\u4e00-\u9fff]{0,6}研究)|。|" + CJK_PURPOSE, value)[0]
        value = value.rstrip(".")
        value = _NEXT_FIELD.split(value)[0]
        value = _DATE_COLUMN.sub("", value)  # "A | Jan. 2025 – Present": the entry's dates
        # "A, B and C" ends with two items; "Robustness and Fairness in NLP" is one, and
        # so is "内存和存储系统".
        items = phrase_items(
            value, split_and=len(LIST_SPLIT.split(value)) > 1 or bool(cjk_count(value))
        )
        if m:
            out += [i for i in items if len(i.split()) <= 6 or topic_like(i) or cjk_count(i)]
        elif bare and sum(map(pastime, items)) * 2 <= len(items):
            out += [i for i in items if TOPIC_WORDS.search(i)]  # not "football, surf, AI"
    return list(dict.fromkeys(out))


def _listed_below(lines: list[Line]) -> list[str]:
    """The items on the lines below a label that stands alone ("Research Interests:" in a
    sidebar), up to a blank line, a heading, another label or a line that lists no topics
    (at most eight lines)."""
    out: list[str] = []
    for ln in lines[:8]:
        text = ln.text
        if not text and not out:
            continue
        if not text or ln.level or ln.heading or classify_heading(text):
            break  # the end of the block, the next heading
        if text.endswith((":", "：")) or _RECORD.search(text):
            break  # the next label, or a record
        # "Trustworthy Graph Learning: reliability, fairness.": a topic and what it covers.
        head = re.split(r"[:：]\s*|\s[-–—]\s", text)[0].strip()
        named = topic_like(head) or (len(head.split()) >= 2 and plain_topic(head))
        if head != text and (classify_heading(head) or not named):
            break  # "Languages: English", "Phone: 555 0100": the next field
        items = [head] if head != text else phrase_items(text)
        if head == text and not is_list_line(text):
            break
        if not all(topic_like(i) or plain_topic(i) for i in items):
            break
        out += items
    return out


# The labels of a form's personal details ("姓名 | 王明 | 年龄 | 24 岁", "籍 贯 | 江西 |
# 民 族 | 汉"): a row of the form, not a headline of topics.
_PERSONAL_FIELD = re.compile(
    r"^(?:姓名|性别|年龄|籍贯|民族|出生\S{0,2}|政治面貌|身高|婚姻状况|身体状况|电话|手机|邮箱|"
    r"(?i:name|gender|sex|age|nationality|dateofbirth|phone|mobile|e-?mail))$"
)


def from_headline(lines: list[Line]) -> list[str]:
    """A line of topics set apart by bars under the name ("Human-centered AI | Conversational
    AI | Group Dynamics"): the person's keywords; three or more short items, nearly all
    topics, no roles, no contact or record details; a header laid out as a form of
    personal details has none, and neither has a labelled field ("Highlights: ACM medal |
    5 years' experience | …")."""
    for ln in [ln for ln in lines if ln.text][:8]:
        parts = [p.strip() for p in ln.text.split(" | ")]
        if any(_PERSONAL_FIELD.match(re.sub(r"\s+", "", p)) for p in parts):
            return []
        if (
            len(parts) >= 3
            and not _RECORD.search(ln.text)
            and not _other_label(ln.text)  # "Highlights: A | B | C", a field
            and all(1 <= len(p.split()) <= 5 and not ROLE.search(p) for p in parts)
            and sum(map(topic_like, parts)) * 4 >= len(parts) * 3
        ):
            return parts
    return []


def _other_label(text: str) -> bool:
    """A line that opens with a label of something else than topics ("Highlights:")."""
    label = _LABEL_BEFORE_COLON.match(text)
    return label is not None and classify_heading(label[1]) != "interests"


_RESEARCH_TITLE = re.compile(r"(?i)research|scientific|academic|研究|科研")


def research_sections_items(items: list[str], spans: list[tuple[str, int, int]]) -> list[str]:
    """The items of the interests sections that name research when several gave some: a
    bilingual page states its topics under "研究方向" and "Research Interests", a page its
    areas beside its interests; a section of other interests ("Industry Interests") is not
    read, nor a label inside an entry ("Research Areas:" under a degree). With no section
    that names research, the first is taken. ``spans`` holds each section's title and the
    slice of ``items`` it gave; items from elsewhere (a research statement) are kept."""
    if len(spans) < 2:
        return items
    research = [s for s in spans if _RESEARCH_TITLE.search(s[0]) and not _a_label(s[0])]
    kept = research or spans[:1]
    dropped = {i for s in spans if s not in kept for i in range(s[1], s[2])}
    return [item for i, item in enumerate(items) if i not in dropped]


def _a_label(title: str) -> bool:
    """ "Research Areas:": a label with its colon, inside an entry, not a page's heading."""
    return title.rstrip().endswith((":", "："))


# What a topic of a line of its own does not hold: a sentence's verb or its speaker.
_CLAUSE = re.compile(r"(?i)\b(?:is|are|was|were|has|have|had|will|can|i|we|you|my|our)\b")


def topic_lines(lines: list[Line]) -> list[str]:
    """A section of research that lists topics, not jobs: its bullets ("- Labor
    Economics"), or each line up to one ending on a semicolon or a full stop ("Galaxy
    evolution across cosmic time;" / "Stellar populations of nearby dwarf galaxies;"), or
    each line of three or more that end on no full stop; a sentence that leads into the
    list ("My work spans three areas:") or follows the bullets aside. Two topics or more,
    none a sentence, none a line of a record (a year, a link), else none. A section laid
    out as a table of labels and values gives the values of its research labels alone
    (_labelled_rows)."""
    content = [ln for ln in lines if ln.text]
    rows = _labelled_rows(content)
    if rows is not None:
        return rows
    bullets = [k for k, ln in enumerate(content) if ln.bullet]
    if len(bullets) >= 2 and bullets == list(range(bullets[0], bullets[-1] + 1)):
        items = [content[k].text for k in bullets]
    elif any(ln.text.endswith((";", "；")) for ln in content):
        items, run = [], []
        for ln in content:
            run.append(ln.text)
            if ln.text.endswith((";", "；", ".", "。", ":", "：")):
                items.append(" ".join(run))
                run = []
        items = [i for i in [*items, " ".join(run)] if i and not i.endswith((":", "："))]
    elif len(content) >= 3 and not any(ln.text.endswith((".", "。")) for ln in content):
        items = [ln.text for ln in content]
    else:
        return []
    items = [re.sub(r"\s*(?:[;；.。]|\band)$", "", i.strip()).strip() for i in items]
    if items and not _topic_line(items[0]):
        items = items[1:]  # the paragraph that leads into the list
    return items if len(items) >= 2 and all(map(_topic_line, items)) else []


def _labelled_rows(content: list[Line]) -> list[str] | None:
    """The topics of a section that is a table of labels and their values, two rows or
    more ("Research Areas | A, B" / "Programming | Python, C", a Markdown table's too):
    the items of the rows whose label names research topics, none if none does; None for
    a section of another shape. A row's label is no topic, nor are a skill label's values."""
    cells = [
        [c.strip() for c in ln.text.strip().strip("|").split(" | ")]
        for ln in content
        if not re.fullmatch(r"[|:\s-]+", ln.text)  # a Markdown table's rule
    ]
    if len(cells) < 2 or not all(len(c) == 2 and len(c[0].split()) <= 5 for c in cells):
        return None
    return [
        item
        for label, value in cells
        if classify_heading(label) == "interests"
        for item in phrase_items(value)
    ]


def _topic_line(text: str) -> bool:
    """A topic of a line of its own: a phrase of up to 16 words, in capitals from its
    start, naming a topic; no sentence, no line of a record."""
    return (
        1 <= len(text.split()) <= 16
        and not _RECORD.search(text)
        and not _CLAUSE.search(text)
        and (text[:1].isupper() or bool(cjk_count(text[:1])))
        and (topic_like(text) or plain_topic(" ".join(text.split()[:6])) or cjk_count(text) >= 2)
    )
