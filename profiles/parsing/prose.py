"""Education and positions told in prose (homepages, bios):
"I am a Ph.D. student at X, supervised by Prof. Y." /
"I was a research assistant at X from 2019 to 2022, under the supervision of A, B and C." /
"I received my B.E. degree from X in 2019."
"""

from __future__ import annotations

import re

from . import institutions
from .dates import find_range
from .entries import ORG_WORDS, TITLE_WORDS, degree_of
from .interests import paragraphs
from .model import Education, Position
from .names import supervisors_in
from .positions import position_kind
from .text import Line

_SENTENCE = re.compile(
    r"(?<!\bProf\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bSt\.)(?<!\b[A-Z]\.)(?<!\bD\.)"
    r"(?<=[.!?。])\s+(?=[A-Z\u4e00-\u9fff])"
)
_FIRST_PERSON = re.compile(
    r"(?i)\b(?:I|I'm|I've|he|she|they|[A-Z][a-z]+)\b(?:\s+\w+){0,4}?\s+(?:am|was|is|were|received|"
    r"obtained|earned|got|completed|graduated|joined|worked|work|serve[ds]?|spent|intern(?:ed)?)\b"
)
_SEASON_OF = re.compile(r"(?i)\b(?:summer|fall|autumn|spring|winter)\s+(?:of\s+)?(\d{4})")
_FROM_TO = re.compile(r"(?i)\bfrom\s+(\d{4})\s+(?:to|until|till|-|–)\s+(\d{4}|present|now)")
_SINCE = re.compile(r"(?i)\bsince\s+(\d{4})")
_IN_YEAR = re.compile(r"(?i)\bin\s+(\d{4})\b")
_ORG_PHRASE = re.compile(
    r"(?i)\b(?:at|from|in|with|of|joined)\s+(?:the\s+)?(?P<org>[A-Z][^.;]*?)"
    r"(?=,?\s+(?:(?:supervised|advised|co-advised|under|since|where|working|as|and I)\b|from\s+\d{4}|in\s+\d{4})|[.;]|$)"  # noqa: E501
)
_ROLE = re.compile(
    r"(?i)\b(?:am|was|is|as|worked as|serve[sd]? as)\s+(?:a|an|the)?\s*(?P<title>(?:[\w-]+\s+){0,3}?"  # noqa: E501
    r"(?:intern|assistant|engineer|researcher|scientist|fellow|postdoc\w*|lecturer|professor))\b"
)


def _org(sentence: str, prefer_university: bool = False) -> str | None:
    found = institutions.find_all(sentence)
    if found:
        match = found[0]
        if prefer_university:
            match = next((m for m in found if m.record.get("kind") == "university"), found[0])
        # The name as written, with an abbreviation in parentheses right after it.
        tail = re.match(r"\s*\([A-Z][A-Za-z&.\-]{1,12}\)", sentence[match.end :])
        return sentence[match.start : match.end + (tail.end() if tail else 0)]
    for m in _ORG_PHRASE.finditer(sentence):
        org = m.group("org").strip(" ,")
        if ORG_WORDS.search(org):
            parts = [p.strip() for p in org.split(",")]
            return parts[-1] if len(parts) > 1 and ORG_WORDS.search(parts[-1]) else org
    return None


def _dates(sentence: str) -> tuple[str | None, str | None, bool]:
    dr = find_range(sentence)
    if dr and not dr.single and dr.start and len(dr.start) == 7:
        return dr.start, dr.end, dr.expected
    m = _SEASON_OF.search(sentence)
    if m:
        return m.group(1), m.group(1), False
    m = _FROM_TO.search(sentence)
    if m:
        end = None if not m.group(2).isdigit() else m.group(2)
        return m.group(1), end, False
    m = _SINCE.search(sentence)
    if m:
        return m.group(1), None, False
    m = _IN_YEAR.search(sentence)
    if m:
        return None, m.group(1), bool(re.search(r"(?i)expect", sentence))
    return None, None, False


def from_prose(lines: list[Line]) -> tuple[list[Education], list[Position]]:
    edu: list[Education] = []
    pos: list[Position] = []
    for ln in paragraphs(lines):
        if ln.bullet or len(ln.text.split()) < 6:
            continue
        for sentence in _SENTENCE.split(ln.text):
            if not _FIRST_PERSON.search(sentence):
                continue
            deg = degree_of(sentence)
            if not deg or not re.search(_EDU_CUE, sentence):
                pos.extend(_prose_positions(sentence, ln.no))
                continue
            org = _org(sentence, prefer_university=True)
            if not org:
                continue
            start, end, expected = _dates(sentence)
            if re.search(r"(?i)received|obtained|earned|graduated|completed", sentence):
                years = re.findall(r"\bin\s+(\d{4})\b", sentence)
                start, end = None, (years[0] if years else end)
            advisors = supervisors_in(sentence)
            resolved = institutions.resolve(org)
            name = resolved.name if resolved else org
            if deg:
                if re.search(r"(?i)\b(?:am|is)\b", sentence) and not end:
                    end = None
                edu.append(
                    Education(
                        institution=name, institution_raw=org, degree=deg[0], degree_raw=deg[1].group(0),  # noqa: E501
                        start=start, end=end, expected=expected, advisors=advisors, lines=[ln.no, ln.no],  # noqa: E501
                    )
                )  # fmt: skip
                continue
    return edu, pos


_EDU_CUE = r"(?i)student|candidate|degree|received|obtained|earned|graduated|studying|pursuing"
_CLAUSE_SPLIT = re.compile(r",?\s+and\s+(?=(?:at|in|with)\s+[A-Z])|;\s+")
_INTERN_AT = re.compile(r"(?i)\b(?:to\s+)?intern(?:ed)?\s+(?:at|with)\b")
_WORKED_WITH = re.compile(
    r"\b(?i:worked|working|collaborated)\s+(?i:closely\s+)?with\s+(?:Prof\.?\s+|Dr\.?\s+)?"
    r"([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){1,2})"
)


def _prose_positions(sentence: str, line_no: int) -> list[Position]:
    """ "I was a research assistant at X from 2019 to 2022, under the supervision
    of ..."; "I interned at A (summer 2022, hosted by B) and at C from ... to ...";
    one position per clause that names an organisation."""
    role = _ROLE.search(sentence)
    intern = _INTERN_AT.search(sentence)
    if not role and not intern:
        return []
    title = role.group("title").strip() if role else "Intern"
    if role and not TITLE_WORDS.search(title):
        return []
    start_at = (role or intern).start()
    out = []
    for clause in _CLAUSE_SPLIT.split(sentence[start_at:]):
        org = _org(clause)
        if not org:
            continue
        start, end, _ = _dates(clause)
        sups = supervisors_in(clause) + [m.group(1) for m in _WORKED_WITH.finditer(clause)]
        resolved = institutions.resolve(org)
        out.append(
            Position(
                organization=resolved.name if resolved else org, organization_raw=org,
                title=title, kind=position_kind(title), start=start, end=end,
                supervisors=list(dict.fromkeys(sups)), lines=[line_no, line_no],
            )
        )  # fmt: skip
    return out
