"""Rewrites of research interests for the invariance probe (scripts/perturb_corpus.py):
the forms other CVs state them in (one line, bullets, a label line, a sentence).
"""

import re

# A section whose heading names research interests ("## Research Interests", "Research
# Areas" over "======", "# 🎓 研究方向", "### 🤔 Research Interests:"); its words are kept
# whole, to label or state the topics the way the heading named them.
_INTERESTS_WORDS = re.compile(
    r"(?i)(?:research\s+)?interests?|research\s+(?:areas?|topics?|directions?|focus)"
    r"|areas?\s+of\s+(?:research\s+)?interests?|研究(?:方向|兴趣|领域)"
)
_ATX_HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t#]*$")
_SETEXT_RULE = re.compile(r"^(?:=+|-+)[ \t]*$")
_WORD_CHAR = r"A-Za-z\u4e00-\u9fff"
_HEADING_TEXT = re.compile(rf"[{_WORD_CHAR}](?:[{_WORD_CHAR} &]*[{_WORD_CHAR}])?")
# A bullet of one topic: no sentence, label, link, markup or nested list.
_TOPIC_BULLET = re.compile(r"^[-*+][ \t]+([^:：.。<>\[\]*`]+?)[ \t]*$")
_HTML_LINE = re.compile(r"^[ \t]*<[^>]*>(?:[ \t]*</[^>]*>)?[ \t]*$")
_CJK = re.compile(r"[\u4e00-\u9fff]")
# A line that lists topics: two or more short parts set apart by commas or semicolons.
_LIST_PARTS = re.compile(r"[ \t]*[,;，；、][ \t]*")


def _heading_at(lines: list[str], i: int) -> tuple[str, int] | None:
    """(the words, the lines it takes) of a heading at line i, or None."""
    if m := _ATX_HEADING.match(lines[i]):
        return m[1], 1
    nxt = lines[i + 1] if i + 1 < len(lines) else ""
    if lines[i].strip() and not re.match(r"^[-*+ \t|<]", lines[i]) and _SETEXT_RULE.match(nxt):
        return lines[i].strip(), 2
    return None


def _interest_sections(lines: list[str]):
    """(heading line, its size, body start, body end, the heading's words) of each section
    whose heading names interests."""
    starts = [(i, h) for i in range(len(lines)) if (h := _heading_at(lines, i))]
    for k, (i, (text, size)) in enumerate(starts):
        words = _HEADING_TEXT.search(text)
        if words and _INTERESTS_WORDS.fullmatch(words[0]):
            end = starts[k + 1][0] if k + 1 < len(starts) else len(lines)
            yield i, size, i + size, end, words[0]


def _interests_rewrite(text: str, shape) -> str:
    """Each interests section rewritten by shape(words, its content lines' texts), which
    returns (whether its heading stays, the lines for its content) or None (left as it
    is); the content is the section's lines but blank ones and lone HTML tags."""
    lines = text.split("\n")
    for head, size, start, end, words in reversed(list(_interest_sections(lines))):
        at = [j for j in range(start, end) if lines[j].strip() and not _HTML_LINE.match(lines[j])]
        new = shape(words, [lines[j] for j in at]) if at else None
        if new is not None:
            keep, body = new
            lines[at[0] : at[-1] + 1] = body
            if not keep:
                del lines[head : head + size]
    return "\n".join(lines)


def _topics(content: list[str]) -> list[str] | None:
    """The topics of a section that is a bullet list of topics alone."""
    found = [_TOPIC_BULLET.match(line) for line in content]
    return [m[1] for m in found] if len(found) >= 2 and all(found) else None


def _joined(items: list[str], last: str = "") -> str:
    """ "A, B, and C" (``last`` the word before the last item), "A; B; C" when an item holds
    a comma; "A、B和C" or "A；B；C" in Chinese."""
    zh = any(_CJK.search(i) for i in items)
    if zh:
        return ("；" if any("、" in i for i in items) else "、").join(items)
    if any("," in i for i in items) or not last:
        return "; ".join(items)
    return ", ".join(items[:-1]) + f", {last} {items[-1]}"


def _inline(words: str, content: list[str]):
    """ "- A" / "- B" / "- C" under the heading -> "A, B, and C"."""
    items = _topics(content)
    return (True, [_joined(items, "and")]) if items else None


def _labelled(words: str, content: list[str]):
    """The heading and its list -> "Research Interests: A; B; C" (a label line of the part
    above)."""
    items = _topics(content)
    zh = items and any(_CJK.search(i) for i in items)
    return (False, [f"{words}{'：' if zh else ': '}{_joined(items)}"]) if items else None


# The ways a bio states its topics, one chosen by the topics' length (so the CVs of a
# run use them all): "My research interests include A, B, and C.", "I work on A and B.";
# the first only of interests that are not named research ("Interests").
_STATEMENTS = (
    "My {words} include {topics}.",
    "I am interested in {topics}.",
    "My research focuses on {topics}.",
    "I work on {topics}.",
)
_ZH_STATEMENTS = ("我的{words}包括{topics}。", "我的研究聚焦于{topics}。", "我主要研究{topics}。")


def _statement(words: str, items: list[str]) -> str:
    zh = any(_CJK.search(i) for i in items)
    forms = _ZH_STATEMENTS if zh else _STATEMENTS
    if not re.search(r"(?i)research|研究", words):
        forms = forms[:2] if not zh else forms[:1]
    form = forms[len("".join(items)) % len(forms)]
    topics = _joined(items) if zh else _joined(items, "and")
    return form.format(words=words if zh else words.lower(), topics=topics)


def _stated(words: str, content: list[str]):
    """The list -> "My research interests include A, B, and C." (or another statement)
    under the heading; not when an item holds a comma, which would blur where items
    part."""
    items = _topics(content)
    if not items or any(re.search(r"[,，、]", i) for i in items):
        return None
    return True, [_statement(words, items)]


def _bulleted(words: str, content: list[str]):
    """A section that is one line of topics ("A, B, C", "数据工程，网络优化") -> a bullet
    list."""
    if len(content) != 1 or re.match(r"^[-*+#>|<]", content[0]):
        return None
    parts = _LIST_PARTS.split(content[0].strip().rstrip(".。"))
    short = all(p and len(p.split()) <= 6 and len(p) <= 40 for p in parts)
    return (True, [f"- {p}" for p in parts]) if len(parts) >= 2 and short else None


# "My research interests include A, B and C.", "我的研究兴趣包括A、B和C。": a bio's sentence
# that lists its topics (its lead, the words naming the interests, the list). Not a list
# with a word that leads a part of it ("…, including ASR", "such as", "etc.").
_INTERESTS_SENTENCE = re.compile(
    r"(?i)((?:\b(?:my|his|her|their|our)\s+(?:(?:primary|main|current)\s+)?)?"
    r"\b(research interests?)\s+(?:include|includes|lie in|are)|"
    r"(?:我的)?(研究(?:兴趣|方向))(?:主要)?包括)[ \t]*[:：]?[ \t]*([^.。\n]+)[.。][ \t]*"
)
_NOT_PLAIN_LIST = re.compile(r"(?i)\b(?:including|such as|especially|etc|as well as)\b|等|以及|，")
_LAST_AND = re.compile(r",?\s+and\s+(?=[^,]*$)")
_ZH_LAST_AND = re.compile(r"(?<=[\u4e00-\u9fff]{4})[和与及](?=[\u4e00-\u9fff]{4}[^、]*$)")


def _sentence_items(listed: str) -> list[str] | None:
    if _NOT_PLAIN_LIST.search(listed):
        return None
    if re.fullmatch(r"\*\*[^*]+\*\*", listed.strip()):
        listed = listed.strip()[2:-2]  # the whole list in bold
    if _CJK.search(listed):
        # "A、B和C": the last "和" parts two topics of four characters or more each
        # ("自然语言处理和因果推断"), not one topic's parts ("人脸检测和识别").
        items = _ZH_LAST_AND.sub("、", listed).split("、")
    elif "," in listed:
        items = re.split(r"\s*,\s*", _LAST_AND.sub(", ", listed))
    else:
        return None
    items = [i.strip() for i in items if i.strip()]
    return items if len(items) >= 2 and all(len(i.split()) <= 8 for i in items) else None


def _as_bullets(m: re.Match, items: list[str]) -> str:
    """ "My research interests include:" over a bullet list."""
    colon = "：" if _CJK.search(m[1]) else ":"
    bullets = "\n".join(f"- {i}" for i in items)
    return f"{m[1]}{colon}\n\n{bullets}\n\n"


def _as_label(m: re.Match, items: list[str]) -> str:
    """ "Research interests: A; B; C" on a line of its own."""
    words = m[2] or m[3]
    colon = "：" if m[3] else ": "
    return f"\n\n{words[:1].upper()}{words[1:]}{colon}{_joined(items)}\n\n"


def _bio_interests(text: str, shape) -> str:
    """Each bio sentence that lists interests (outside headings, list items and HTML)
    restated by shape(match, items)."""

    def line(found: re.Match) -> str:
        def sentence(m: re.Match) -> str:
            items = _sentence_items(m[4])
            return shape(m, items) if items else m[0]

        new = _INTERESTS_SENTENCE.sub(sentence, found[0])
        if new == found[0]:
            return new
        # The clause before a label set apart ends its sentence: "…攻读硕士学位，" -> "…学位。".
        return re.sub(r"[ \t]+\n", "\n", re.sub(r"，(?=\n\n)", "。", new)).strip("\n ")

    return re.sub(r"(?m)^(?![ \t]*(?:[-*+#>|]|<))(.+)$", line, text)


def _as_statement(m: re.Match, items: list[str]) -> str:
    """ "I work on A, B, and C." for "My research interests include A, B and C."."""
    return _statement(m[2] or m[3], items) + ("" if m[3] else " ")


def _interests_sentence(text: str) -> str:
    """Interests stated in a sentence: a section's list, a bio's sentence in other words."""
    return _bio_interests(_interests_rewrite(text, _stated), _as_statement)


def _interests_listed(text: str) -> str:
    """Interests written on one line as bullets: a section's line of topics, a bio's
    sentence that lists them."""
    return _bio_interests(_interests_rewrite(text, _bulleted), _as_bullets)


def _interests_label(text: str) -> str:
    """Interests as a label line: a section's heading and list, a bio's sentence."""
    return _bio_interests(_interests_rewrite(text, _labelled), _as_label)


INTERESTS_REWRITES = {
    # Research interests in the other forms real CVs state them: the list under its
    # heading as one line ("A, B, and C"); a line of topics or a bio's sentence listing
    # them as bullets; the heading and list as a label line ("Research Interests: A; B;
    # C"); the list as a sentence ("My research interests include A, B, and C.").
    "interests_inline": lambda t: _interests_rewrite(t, _inline),
    "interests_listed": _interests_listed,
    "interests_label": _interests_label,
    "interests_sentence": _interests_sentence,
}
