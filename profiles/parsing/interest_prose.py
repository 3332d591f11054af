"""Research interests told in prose: the candidates are emphasised phrases, the
items after "such as / including", and the leading topic-like items of a "Currently
I am working on:" list; a candidate is kept when it names a research topic
(TOPIC_WORDS), so qualities ("*performance*, *usability*") and generic nouns
("applications") are not. Used by ``interests`` and by ``cv`` for bios."""

from __future__ import annotations

import re

from .interest_phrases import CJK_PURPOSE, FOCUS, phrase_items, plain_topic, topic_like
from .text import Line, cjk_count

# "(e.g. diffusion models)", "i.e. X": the full stop of an abbreviation ends no sentence
# and no list.
_NOT_ABBR = r"(?<!\be\.g)(?<!\bi\.e)"
_TRIGGER = re.compile(
    r"(?i)(?:such as|including|include[sd]?|e\.g\.,?|namely|"
    r"(?:especially|particularly)(?:\s+(?:in|on))?|"
    r"thinking about|working on|interested in)\s+(.+?)(?:" + _NOT_ABBR + r"[.;:](?:\s|$)|$)"
)
# Broader cues, read only in a sentence without one of the above: "My research
# interests lie in A and B", "My work focuses on C" (but "focuses on many aspects,
# including D" names D).
_BROAD_TRIGGER = re.compile(
    # "My work lies in A"; not "her contribution lies in an approach that …".
    r"(?i)(?:\b(?:research|work|interests?|expertise|focus)\s+(?:\w+\s+)?lies? in|"
    r"focus(?:es|ed|ing)? on|work(?:s)? on|centers? (?:on|around)|"
    # "I do research in D".
    r"\b(?:do|does|conducts?)\s+research\s+(?:in|on)|"
    # "My research explores A", "My work investigates B".
    r"\b(?:research|work)\s+(?:\w+ly\s+)?(?:explores|investigates|studies|addresses)|"
    # "My research spans A, B and C", "I do research on A".
    r"revolves? around|\b(?:research|work|interests) spans|research on|"
    # "Linguist researching A, B and C": a headline's participle.
    r"\bresearching|"
    # "My current interests are A and B".
    r"\binterests?\s+(?:are|is)(?:\s+in)?|"
    r"(?:two|three|four|five|several|multiple)\s+(?:\w+\s+)?"
    r"(?:directions|areas|topics|themes|thrusts|lines|fields|questions):)"
    r"\s+(.+?)(?:" + _NOT_ABBR + r"[.;:](?:\s|$)|$)"
    # "我的研究聚焦于A与B。", "研究兴趣包括A、B".
    r"|(?:聚焦于?|集中于|集中在|专注于?|致力于|关注于?|包括|主要为|主要是)\s*(.+?)(?:[。；;]|$)"
    # "主要从事A、B等方面的研究": the topics stand between the verb and "(方面的)研究";
    # a bare "从事博士后研究" names a job, not a topic.
    r"|(?:主要|长期)从事\s*(.+?)(?:(?<=研究|工作)[，,]|[。；;]|$)"
    # "重点研究A、B和C，以提升…", "主要研究A与B": the verb, not the noun ("主要研究方向",
    # "为主要研究导向", a lab's orientation).
    r"|(?:重点|主要)研究(?![方领兴内成经工项员生所院导])\s*(.+?)(?:" + CJK_PURPOSE + r"|[。；;]|$)"
)
# "Research area: A, B", "» My research interests include: A, B" or "博士期间研究领域 – A,
# B" at the start of any line, in a list item too.
# "My research interests are A, B and C", "His research interests include A" (or
# "encompass", "cover" them): the interests stated outright.
# "My research is broadly in the field of A" and "completing a PhD on A and B" too (a
# thesis's title is not an interest).
_STATED = re.compile(
    r"(?i)(?:\b(?:research|scientific)\s+interests?\s+(?:are|is|include[sd]?|lie in|span|"
    r"encompass(?:es)?|cover|comprise|focus(?:es)? on)\s+(?:\w+ly\s+)?(?:in\s+)?"
    r"(?:the\s+(?:fields?|areas?|domains?)\s+of\s+)?|"
    r"\bresearch\s+focus\s+(?:is|are|lies)\s+(?:\w+ly\s+)?(?:on|in)\s+|"
    r"\b(?:my|his|her)\s+(?:research\s+)?interests\s+lie\s+"
    r"(?:in|between)\s+(?:the\s+(?:fields?|areas?|domains?)\s+of\s+)?|"
    r"\b(?:have|has)\s+(?:\w+\s+)?interests?\s+in\s+|"
    r"\b(?:my|his|her|our)\s+research\s+(?:is|are|lies?)\s+"
    r"(?:\w+\s+)?in\s+(?:the\s+(?:fields?|areas?)\s+of\s+)?|"
    r"\b(?:doing|completing|pursuing|finishing)\s+(?:a|my)\s+(?:ph\.?d\.?|doctorate)\s+on\s+)"
    r"(.+?)(?:" + _NOT_ABBR + r"[.;](?:\s|$)|$)"
)
# "the following areas: A; B; C" and its list, up to the end of the sentence.
# "My work follows three directions: A, B and C" too.
_FOLLOWING = re.compile(
    r"(?i)(?:the following|(?:two|three|four|five|several|a few|multiple)(?:\s+\w+)?\s+"
    r"(?:directions|areas|topics|themes|thrusts|lines|fields|questions))(?:\s+\w+)?$"
)
_FOLLOWING_LIST = re.compile(r"\s*:\s+(.+?)(?:" + _NOT_ABBR + r"\.(?:\s|$)|$)")
# "working on the AI Search team", "X from Networking Group": a unit, not a topic.
_UNIT = re.compile(r"(?i)\b(?:team|group|lab|laboratory|department)$")
# A sentence on teaching or on coursework names the topics of courses, not of research.
_TEACHING = re.compile(
    r"(?i)\b(?:taught|teach(?:es|ing)?|courses?|coursework|lectur(?:e|es|ed|ing))\b|授课|讲授"
)
_SUCH_AS = re.compile(r"(?i)\s+such as\s+")
_SENTENCE = re.compile(r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<=[.!?。])\s+")
# "My work lies at the intersection of A and B": the fields the work joins, its topics
# when the text names no narrower ones ("…, with a focus on C", "Lately I think about D").
_BETWEEN = re.compile(
    r"(?i)\b(?:at|on) the intersection of\s+(.+?)(?:" + _NOT_ABBR + r"[.;:](?:\s|$)|$)"
)
# A sentence on the person's research, in a bio that tells of other things too.
_RESEARCH_CUE = re.compile(
    r"(?i)research|interest|focus|work(?:s|ing)? on|(?:my|our) work|thinking about|"
    r"intersection of|研究"
)
# "湖泊水文是我的主要研究方向": the topic a clause names as the person's field, before the
# copula (the English "X is my main research area" is read by _STATED's "are").
_TOPIC_IS = re.compile(
    r"(?:^|[。；;，,])\s*([^。；;，,\s]{2,24}?)(?:是|为)我(?:的|们的)?(?:主要|核心)?研究(?:方向|兴趣|领域|重点)"
)
# "专注于A和B方面的研究", "主要从事A、B等领域的工作": what the topics are topics of.
_CJK_WORK = re.compile(r"等?(?:方面|领域|方向)?的?(?:研究工作|研究|工作)$|等?(?:方面|领域|方向)$")
# "锻炼了…素养，包括论文查阅、编程以及作图的能力": abilities, not topics.
_ABILITIES = re.compile(r"(?:能力|技能|素养|本领)$")
# "从事博士后研究", "从事科研工作": a job, not a topic.
_NO_TOPIC = re.compile(r"(?:博士后|科研|教学|学术|科学|相关|管理)$")
# "… in three directions:" (the list follows), "… for many years": no part of a topic.
_COUNTED = re.compile(
    r"(?i)\s+(?:in|along|on|across)\s+(?:two|three|four|five|several|multiple)\s+"
    r"(?:\w+\s+)?(?:directions|areas|topics|themes|thrusts|lines|fields)$|"
    r"\s+(?:for|over|during)\s+(?:many|several|a few|\d+|the\s+(?:past|last)(?:\s+\w+)?)"
    r"\s+years$"
)
# "My interests include A", "Topics of interest include B": the person's own topics.
_OWN_TOPICS = re.compile(r"(?i)\b(?:interests?|topics)\s+$")
_NOUN = re.compile(r"(?i)\binterests?\s")  # "interests are", not "interested in"
_LEISURE = re.compile(r"(?i)\b(?:outside|hobb(?:y|ies)|free time|spare time|leisure|for fun)\b")
_DIRECT = re.compile(r"(?i)working on|interested in|thinking about")
# "where I am working on A" beside a sentence that states the interests tells of the
# work, as "my work focuses on B" does.
_WORK = re.compile(r"(?i)working on|thinking about")
_COLON_LIST = re.compile(r"\s*:\s+(.+?)(?:" + _NOT_ABBR + r"[.;](?:\s|$)|$)")


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


def _list_item(text: str) -> str:
    """The topic of a list item: its text before a colon or a dash that describes it
    ("Trustworthy Graph Learning: reliability, fairness."); nothing for a sentence (the
    list has turned to descriptions of work)."""
    head = re.split(r":\s|\s[-–—]\s", text)[0].strip()
    if head == text.strip() and head.endswith((".", "。")):
        # "Efficient training algorithms for foundation models." is a topic with a full
        # stop; "We build tools for X." and "Developed a compiler." tell of work.
        return head.rstrip(".。") if _noun_phrase(head.rstrip(".。")) else ""
    return head


_TELLS = re.compile(
    r"(?i)^(?:i|we|my|our|this|these|it|they)\b|^\w+(?:ed|s)\s+(?:a|an|the|my|our|new)\b"
)


def _emphasised_lead(ln: Line, item: str) -> str:
    """The phrase set in bold that opens a list item, before what describes it
    ("**Foundations of Tidal Modelling**, particularly in shallow basins, where ..."):
    the item's topic."""
    return next(
        (e for e in ln.emph if item.startswith(e) and 2 <= len(e.split()) <= 8 and item != e),
        "",
    )


def _noun_phrase(text: str) -> bool:
    """A short phrase that names a topic rather than tells of work: a topic word, no
    opening pronoun or verb, no second clause."""
    return (
        len(text.split()) <= 12
        and topic_like(text)
        and not _TELLS.match(text)
        and not re.search(r"[.;:!?]\s|\b(?:is|are|was|were|will|can)\b", text)
    )


# "interested in A, and have used B for C": a verb after "and" opens a clause of its
# own; the list ends before it. So does what a comma leads into that tells what the
# topics are for ("A and B, with applications to C", "…, which …"); "…, with a focus on
# C" names more topics (FOCUS).
_NEXT_CLAUSE = re.compile(
    r"(?i),?\s+(?:and|but)\s+(?:(?:i|we|she|he|they)\s+)?(?:also\s+)?"
    r"(?:have|has|had|am|is|are|was|were|will|would|can|could|do|does|did)\b"
    r"|,\s+(?:which|where|whose|with(?!\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:focus|emphasis|interests?)\b))\s"
    # "with a focus on A and B — and publish C": a dash closes an aside.
    r"|\s+[—–]\s+"
)


def _first_clause(text: str) -> str:
    return _NEXT_CLAUSE.split(text, maxsplit=1)[0]


def _broad_claim(stated: re.Match) -> bool:
    """ "I have broad interests in building infrastructures to bring better performance":
    a claim, not a list; "I have broad interests in A and B" names short topics."""
    if not re.match(r"(?i)ha(?:ve|s)\b", stated.group(0)):
        return False
    return any(len(i.split()) > 6 for i in phrase_items(stated.group(1), split_and=True))


def _emphasised_head(item: str, emph: list[str]) -> str:
    """ "**type systems** for safer code", "building **speech translation** models": an
    item that holds a phrase set in bold is that phrase; the words around it tell what
    the topic is for or what is done on it."""
    return next((e for e in emph if len(e.split()) >= 2 and f" {e} " in f" {item} "), item)


# "the foundations of X to build teams of robots that reason": the topic ends where a
# clause tells what it is for or what it does; an article opens no topic.
_PURPOSE = re.compile(
    r"(?i)\s+(?:that|which|who|(?P<aim>in order to|so that|to\s+(?:build|develop|enable|"
    r"make|create|improve|design|help|understand|support|solve|achieve|allow|provide|advance|address|"
    r"study|tackle|bring|reduce|ensure|empower|facilitate|generate|produce|obtain|learn|"
    r"predict|analy[sz]e|explore|investigate|answer|discover|accelerate|enhance|increase|"
    r"identify|detect|estimate|optimi[sz]e|automate|assist)))\b.*$"
)
# "glacier modelling with Professor X", "A and B under the supervision of Dr. Y": the
# topics end where the person the work is done with is named.
_WITH_PERSON = re.compile(
    r"(?i)\s+(?:(?:with|under)\s+(?:prof(?:essor)?|dr)\b|under the (?:supervision|guidance|"
    r"direction) of|(?:supervised|advised|mentored|guided) by)\b.*$"
)
# "utilizing both A and B": the means a clause names, its verb no part of the topic.
_MEANS = re.compile(
    r"(?i)^(?:utili[sz]ing|using|leveraging|employing|applying|combining|exploiting)\s+"
    r"(?:both\s+|the\s+)?(?=\S)"
)


def _topic_part(item: str) -> str:
    item = _MEANS.sub("", _PURPOSE.sub("", item))
    return re.sub(r"(?i)^the\s+(?=\S+\s)", "", item)


def from_prose(lines: list[Line], need_research_cue: bool = False) -> list[str]:
    """Concrete topics named in prose (see module docstring)."""
    out: list[str] = []
    fields: list[str] = []  # what the work lies between (_BETWEEN)
    past: list[str] = []  # what the work was on before
    lines = paragraphs(lines)
    any_stated = any(
        (m := _STATED.search(sentence)) and not _broad_claim(m)
        for ln in lines
        for sentence in _SENTENCE.split(ln.text)
    )
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
                if not item and lines[j].bullet and j + 1 < len(lines):
                    item = lines[j + 1].text  # "-" alone, its item on the line below
                    j += 1
                if item:
                    item = _emphasised_lead(lines[j], item) or _list_item(item)
                    if not item or not (topic_like(item) or plain_topic(item)):
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
            if _TEACHING.search(sentence):
                continue  # "I have taught courses on topics such as A and B"
            if need_research_cue and not _RESEARCH_CUE.search(sentence):
                continue
            if "研究" in sentence:
                out.extend(m.group(1).strip() for m in _TOPIC_IS.finditer(sentence))
            # Beside a sentence that states the interests, what another sentence sets in
            # bold ("focus on building **reliable AI systems**") is no further topic.
            own = _STATED.search(sentence)
            if not any_stated or (own and not _broad_claim(own)) or cjk_count(sentence):
                out.extend(
                    e for e in ln.emph if e in sentence and topic_like(e) and len(e.split()) >= 2
                )
            between = _BETWEEN.search(sentence)
            if between and not FOCUS.search(between.group(1)):
                items = phrase_items(between.group(1), split_and=True)
                if sum(topic_like(i) or plain_topic(i) for i in items) * 2 >= len(items):
                    fields.extend(i for i in items if len(i.split()) <= 6)
            stated = _STATED.search(sentence)
            if stated and _broad_claim(stated):
                stated = None
            # Beside a sentence that states the interests, "My current work focuses on
            # developing models that …" tells of the work, not of more topics (a Chinese
            # sentence is read on its own: the statement may be the English one's twin).
            told = any_stated and not cjk_count(sentence)
            broad = [] if told else _BROAD_TRIGGER.finditer(sentence)
            listed = [m for m in _TRIGGER.finditer(sentence) if not (told and _of_work(m))]
            triggers = [stated] if stated else listed or broad
            for m in triggers:
                found = _COUNTED.sub("", _first_clause(next(g for g in m.groups() if g)))
                found = _CJK_WORK.sub("", found)
                if _ABILITIES.search(found):
                    continue
                aim = _PURPOSE.search(found)
                if aim and aim.group("aim"):
                    found = found[: aim.start()]  # "A and B to generate safe, smooth C"
                found = _WITH_PERSON.sub("", found)
                items = [_COUNTED.sub("", i) for i in phrase_items(found, split_and=True)]
                # "goals include exploring X with techniques such as A, B": the examples
                # the first item leads into are the topics.
                items = [_topic_part(_SUCH_AS.split(i)[-1]) for i in items]
                items = [_emphasised_head(i, ln.emph) for i in items if len(i.split()) <= 10]
                # "I work on fuzzing and program analysis": what the person says they work
                # on is a topic in one word too; "such as performance" may be a quality.
                direct = (
                    stated
                    or m.re is _BROAD_TRIGGER
                    or _DIRECT.match(m.group(0))
                    or _OWN_TOPICS.search(sentence, 0, m.start())
                )
                # What the person says they work on is a topic in any field when it reads
                # as one ("galaxy evolution", "medieval history"); after "such as" only a
                # word of research (TOPIC_WORDS) makes it one.
                # Pastimes read as topics too: not in a sentence on leisure, nor in one word
                # after a bare "my interests include" that says nothing of research.
                own = _OWN_TOPICS.search(sentence, 0, m.start()) or _NOUN.search(m.group(0))
                bare = own and not re.search(r"(?i)research|scien", sentence)
                plain = direct and not _LEISURE.search(sentence)
                topical = [
                    i
                    for i in items
                    if topic_like(i)
                    or (plain and plain_topic(i) and not (bare and len(i.split()) < 2))
                ]
                # A list that is mostly topics is a list of topics ("speculative decoding");
                # what "my research interests are" names is a topic whatever its words;
                # of what the person works on, each item is judged by itself.
                many = len(topical) * 2 > len(items) and not direct
                keep = items if stated or many else topical
                keep = [i for i in keep if not _UNIT.search(i) and not _NO_TOPIC.match(i)]
                kept = [i for i in keep if direct or len(i.split()) >= 2 or cjk_count(i)]
                # "My research there focused on A": the work done before, the topics only
                # when the text names no current ones.
                (past if _told_as_past(m, sentence) else out).extend(kept)
                # "working on probabilistic ML: Gaussian processes, Bayesian deep learning
                # and ...": the list after the colon spells the topic out.
                # "working on the following areas: A; B; C": the list is the topics.
                following = _FOLLOWING.match(found) and _FOLLOWING_LIST.match(sentence, m.end(1))
                tail = following or _COLON_LIST.match(sentence, m.end(1))
                # "focuses on X: we design A, train B and study C" tells of the work.
                if tail and (keep or following) and not _TELLS.match(tail.group(1)):
                    items = [i for i in phrase_items(tail.group(1), split_and=True)]
                    out.extend(i for i in items if 2 <= len(i.split()) <= 10 or cjk_count(i))
        i += 1
    return list(dict.fromkeys(out or fields or past))


# The verb of a research statement in the past tense: "my research there focused on".
_PAST = re.compile(
    r"(?i)\b(?:focused|centered|centred|revolved|explored|investigated|studied|addressed|"
    r"spanned|lay)\b"
)


def _of_work(m: re.Match) -> bool:
    """ "where I am working on A": what the person works on, not the list that "working on
    the following areas: A; B" introduces."""
    return bool(_WORK.match(m.group(0))) and not _FOLLOWING.match(m.group(1))


def _told_as_past(m: re.Match, sentence: str) -> bool:
    """Is the statement that named these topics told in the past tense?"""
    lead = sentence[max(0, m.start() - 30) : m.start(m.lastindex or 0)]
    return m.re is _BROAD_TRIGGER and bool(_PAST.search(lead))


def stated_interests(lines: list[Line]) -> list[str]:
    """Interests a CV states outright in a sentence of any section ("My research is
    broadly in the field of A", "I am completing a PhD on B"), for a CV that lists none."""
    out: list[str] = []
    for ln in paragraphs(lines):
        for sentence in _SENTENCE.split(ln.text):
            m = _STATED.search(sentence)
            if m and not _broad_claim(m):
                items = phrase_items(_first_clause(m.group(1)), split_and=True)
                out.extend(i for i in items if len(i.split()) <= 10)
    return list(dict.fromkeys(out))
