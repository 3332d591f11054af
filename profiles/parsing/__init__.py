"""CV parsing: a file in, a ParsedCV out. Pure Python; imports nothing from Django.

from profiles.parsing import parse_path, parse_bytes, UnreadableDocument
"""

from .cv import PARSER_VERSION, parse_bytes, parse_outcome, parse_path
from .model import Award, Education, ParsedCV, Position, Project, Publication
from .reading import MAX_BYTES, TOO_LARGE, UnreadableDocument, read_file

__all__ = [
    "MAX_BYTES",
    "PARSER_VERSION",
    "TOO_LARGE",
    "Award",
    "Education",
    "ParsedCV",
    "Position",
    "Project",
    "Publication",
    "UnreadableDocument",
    "parse_bytes",
    "parse_outcome",
    "parse_path",
    "read_file",
]
