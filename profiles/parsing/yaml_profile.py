"""A homepage profile written as YAML front matter (Hugo Academic / Wowchemy / HugoBlox
`content/authors/admin/_index.md`): education, experience, interests and awards as YAML
lists. Rewritten line for line (the number of lines stays, so record lines still point
into the text) into the headings and entries the rest of the parser reads. Used by cv.py.
"""

from __future__ import annotations

import re

_KEY = re.compile(r"^(?P<indent>\s*)(?:-\s+)?(?P<key>[A-Za-z_]+):\s*(?P<value>.*)$")
# Top-level lists that are sections of a CV, and the heading each becomes.
_SECTIONS = {
    "education": "Education",
    "experience": "Experience",
    "work": "Experience",
    "interests": "Research interests",
    "awards": "Awards",
    "publications": "Publications",
    "skills": "Skills",
}
# Keys whose value is an entry's text; the rest (icons, urls, flags) is page setup.
_TEXT_KEYS = {
    "title", "role", "area", "course", "institution", "company", "company_name", "org",
    "organization", "name", "awarder", "summary", "description", "position", "degree",
}  # fmt: skip
_TIME = re.compile(r"(?<=\d)[T ]\d\d:\d\d.*$")  # a timestamp's time of day
_DATE_KEYS = {"date_start": " –", "date_end": "", "year": "", "date": ""}


def is_yaml_profile(text: str) -> bool:
    head = text[:20000]
    return head.startswith("---") and bool(re.search(r"(?m)^(?:education|experience):\s*$", head))


def rewrite(text: str) -> str:
    """The profile's front matter as CV lines; the text unchanged if it is not one."""
    if not is_yaml_profile(text):
        return text
    lines = text.split("\n")
    end = next((i for i in range(1, len(lines)) if lines[i].strip() == "---"), len(lines))
    out = [""] * (end + 1)
    for i in range(1, end):
        out[i] = _line(lines[i])
    for i in range(1, end):  # "2022-09-01 –" over "2025-09-01": one range
        if out[i].endswith(" –") and out[i + 1].strip()[:4].isdigit():
            out[i], out[i + 1] = f"{out[i]} {out[i + 1].strip()}", ""
    return "\n".join(out + lines[end + 1 :])


def _line(line: str) -> str:
    if not line.strip() or line.lstrip().startswith("#"):
        return ""  # a YAML comment, often a template's own example
    m = _KEY.match(line)
    if not m:
        item = line.strip()
        return f"- {item[2:]}" if item.startswith("- ") else f"  {item}".rstrip(" |")
    key, value = m["key"].lower(), m["value"].strip().strip("'\"")
    if not m["indent"] and not line.lstrip().startswith("-"):
        if key in _SECTIONS:
            return f"## {_SECTIONS[key]}"
        if key in ("title", "name") and value:
            return f"# {value}"  # the profile's display name
        return f"email: {value}" if key == "email" and value else ""
    if key in _DATE_KEYS and value:
        # "2022-09-01T00:00:00Z": the day; "2020/9 - 2024/6": a range, kept whole.
        return f"  {_TIME.sub('', value)}{_DATE_KEYS[key]}"
    if key in _TEXT_KEYS and value and value != "|":
        return ("- " if line.lstrip().startswith("-") else "  ") + value
    return ""
