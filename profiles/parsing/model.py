"""The records a parse produces.

Attribute names are exactly the keys `manage.py parse_cv` prints, so ``to_dict`` is
a plain ``dataclasses.asdict`` minus the full text.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

# The degrees a programme of study ends in, as against a postdoc, a visit or school.
EARNED_DEGREES = ("bachelor", "master", "phd")


@dataclass
class Education:
    institution: str | None = None  # canonical English name when resolved, else as written
    institution_raw: str | None = None  # exactly what the CV wrote
    degree: str = "other"  # bachelor|master|phd|postdoc|visiting|highschool|other
    degree_raw: str | None = None
    field: str | None = None
    start: str | None = None  # "YYYY-MM" or "YYYY"
    end: str | None = None  # None = ongoing (or unknown)
    ongoing: bool = False  # the CV says so ("Present", "Now", "至今"), not just no end
    expected: bool = False
    advisors: list[str] = dataclasses.field(default_factory=list)  # as the CV writes them
    advisors_native: list[str | None] = dataclasses.field(default_factory=list)
    advisors_en: list[str | None] = dataclasses.field(default_factory=list)
    lines: list[int] = dataclasses.field(default_factory=list)  # [first, last], 1-based
    confidence: float = 0.0  # 0..1: how sure the parser is that the record is real


@dataclass
class Position:
    organization: str | None = None
    organization_raw: str | None = None
    title: str | None = None
    kind: str = "other"  # internship|research|employment|teaching|service|other
    start: str | None = None
    end: str | None = None
    ongoing: bool = False
    supervisors: list[str] = dataclasses.field(default_factory=list)
    supervisors_native: list[str | None] = dataclasses.field(default_factory=list)
    supervisors_en: list[str | None] = dataclasses.field(default_factory=list)
    lines: list[int] = dataclasses.field(default_factory=list)
    confidence: float = 0.0  # 0..1: how sure the parser is that the record is real


@dataclass
class Project:
    title: str | None = None
    start: str | None = None
    end: str | None = None
    ongoing: bool = False
    supervisors: list[str] = dataclasses.field(default_factory=list)
    supervisors_native: list[str | None] = dataclasses.field(default_factory=list)
    supervisors_en: list[str | None] = dataclasses.field(default_factory=list)
    lines: list[int] = dataclasses.field(default_factory=list)
    confidence: float = 0.0  # 0..1: how sure the parser is that the record is real


@dataclass
class Publication:
    title: str | None = None
    venue: str | None = None
    year: int | None = None
    authors: list[str] = dataclasses.field(default_factory=list)
    status: str = "published"  # published|under_review|preprint
    lines: list[int] = dataclasses.field(default_factory=list)
    confidence: float = 0.0  # 0..1: how sure the parser is that the record is real


@dataclass
class Award:
    title: str | None = None
    year: int | None = None
    issuer: str | None = None
    lines: list[int] = dataclasses.field(default_factory=list)
    confidence: float = 0.0  # 0..1: how sure the parser is that the record is real


@dataclass
class ParsedCV:
    source: str
    sha256: str
    format: str  # markdown|text|html|pdf|docx
    text: str  # the decoded text that every ``lines`` pair indexes into
    language: str = "en"
    parser_version: str = ""
    name: str | None = None
    name_native: str | None = None
    name_confidence: float = 0.0  # 0..1, by the cue that gave the name (see confidence.py)
    other_names: list[str] = field(default_factory=list)
    emails: list[str] = field(default_factory=list)
    phones: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    birth_date: str | None = None
    research_interests: list[str] = field(default_factory=list)
    research_areas: list[str] = field(default_factory=list)
    education: list[Education] = field(default_factory=list)
    positions: list[Position] = field(default_factory=list)
    projects: list[Project] = field(default_factory=list)
    publications: list[Publication] = field(default_factory=list)
    awards: list[Award] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        """The JSON-ready contract dict (the full text is left out)."""
        data = dataclasses.asdict(self)
        data.pop("text", None)
        return data


class UnreadableDocument(Exception):
    """The file cannot be turned into CV text; ``reason`` says why in plain words."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason
