"""Build fixtures/world_universities.json from the world universities list.

usage: .venv/bin/python scripts/world_universities.py [SOURCE_DIR]

SOURCE_DIR (default ../shared/data/world-universities beside the checkout) holds
`world_universities_and_domains.json` from Hipo/university-domains-list (MIT licence,
copied to fixtures/LICENCE-world-universities.txt). Each university keeps its name, its
web domains (those of one university, not of a sector: "mil.lv" is left out) and its
country. A university the curated fixtures/institutions.json already knows (the same
name or alias, as the parser normalises names) is written with `same_as`, so that
loading adds its domains to the curated record instead of making a second one. Names
that several universities share ("Lincoln University") are told apart by their state
or country; a CV naming one of them alone resolves to neither.
"""

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from django.utils.text import slugify  # noqa: E402

from profiles.parsing.institutions import normalise  # noqa: E402

FIXTURES = ROOT / "fixtures"
DEFAULT_SOURCE = ROOT.parent / "shared" / "data" / "world-universities"
# A domain of two labels that starts with one of these names a whole sector of a
# country ("mil.lv"), not one university, and is left out.
SECTORS = {"ac", "co", "com", "edu", "gov", "mil", "net", "org"}


def specific(domain: str) -> bool:
    labels = domain.split(".")
    return len(labels) >= 2 and not (len(labels) == 2 and labels[0] in SECTORS)


def curated_names() -> dict[str, str]:
    """Every curated institution under each of its normalised names and aliases."""
    names = {}
    for row in json.loads((FIXTURES / "institutions.json").read_text(encoding="utf-8")):
        for name in (row["name"], row.get("name_native"), *(row.get("aliases") or [])):
            if name and normalise(name):
                names.setdefault(normalise(name), row["name"])
    return names


def build(source: Path) -> list[dict]:
    rows = json.loads((source / "world_universities_and_domains.json").read_text("utf-8"))
    curated = curated_names()
    shared = {}
    for row in rows:
        shared[row["name"]] = shared.get(row["name"], 0) + 1
    out, names, slugs, domains = {}, set(), set(curated.values()), set()
    curated_slugs = {
        row["slug"] for row in json.loads((FIXTURES / "institutions.json").read_text("utf-8"))
    }
    slugs = set(curated_slugs)
    for row in sorted(rows, key=lambda r: (r["name"], r["alpha_two_code"], r["domains"])):
        name = " ".join(row["name"].split())
        own = [
            d.lower() for d in row["domains"] if specific(d.lower()) and d.lower() not in domains
        ]
        domains |= set(own)
        same = curated.get(normalise(name)) if shared[row["name"]] == 1 else None
        if same:
            entry = out.setdefault(("same", same), {"same_as": same, "domains": []})
            entry["domains"] += [d for d in own if d not in entry["domains"]]
            continue
        if shared[row["name"]] > 1:
            place = row.get("state-province") or row["country"]
            name = f"{name} ({place})"
        if name in names:
            continue
        names.add(name)
        base = slugify(name)[:280] or "university"
        slug, n = base, 1
        while slug in slugs:
            n += 1
            slug = f"{base}-{n}"
        slugs.add(slug)
        out[("name", name)] = {
            "name": name,
            "slug": slug,
            "country": row["alpha_two_code"],
            "domains": own,
        }
    return sorted(out.values(), key=lambda e: e.get("name") or e["same_as"])


def main() -> int:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    rows = build(source)
    target = FIXTURES / "world_universities.json"
    with target.open("w", encoding="utf-8") as out:
        out.write("[\n")
        out.write(",\n".join(json.dumps(r, ensure_ascii=False) for r in rows))
        out.write("\n]\n")
    shutil.copyfile(source / "LICENSE.txt", FIXTURES / "LICENCE-world-universities.txt")
    merged = sum(1 for r in rows if "same_as" in r)
    print(f"{target.name}: {len(rows) - merged} universities, {merged} curated ones given domains")
    return 0


if __name__ == "__main__":
    sys.exit(main())
