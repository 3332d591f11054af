"""Import the real-CV corpus into a database of its own and count what a user would see.

usage: .venv/bin/python scripts/import_corpus.py [--split all|dev|test] [--keep]

Every document of the corpus ($REAL_CVS_DIR, see scripts/real_corpus.py) is imported with
`import_cvs` into a fresh, migrated database `import_corpus` on the project's PostgreSQL
server (dropped at the end unless --keep). Then, against the gold files in tests/real/gold:

- lost CVs: readable files that did not become a person (the failures are listed with
  their reasons; a file the parser cannot read at all is not "readable");
- people named like a heading ("About Me", "Curriculum Vitae", ...) or left unnamed;
- how many of the people whose CV states interests have a research area, and how many;
- junk among the shared records the import created: each institution that is not
  reference data and each advisor or mentor, matched against the gold records of the
  CVs that link to it. Junk is a shared record no CV linking it names in its gold file.

Nothing here tunes anything: it counts.
"""

import argparse
import contextlib
import io
import json
import os
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "directory.settings")
os.environ.setdefault("DEBUG", "1")

import django  # noqa: E402

django.setup()

import real_corpus  # noqa: E402
from django.core.management import CommandError, call_command  # noqa: E402
from django.db import connection  # noqa: E402

from profiles.parsing.sections import classify_heading  # noqa: E402

DATABASE = "import_corpus"
# Words that make a heading, not a name, when a "name" is made of them.
HEADING_WORDS = {
    "about", "me", "cv", "resume", "curriculum", "vitae", "version", "english", "chinese",
    "homepage", "home", "page", "biography", "bio", "profile", "contact", "news", "welcome",
    "publications", "education", "experience", "personal", "information", "unnamed",
}  # fmt: skip


def use_fresh_database() -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"DROP DATABASE IF EXISTS {DATABASE}")
        cursor.execute(f"CREATE DATABASE {DATABASE}")
    connection.close()
    connection.settings_dict["NAME"] = DATABASE
    call_command("migrate", verbosity=0)


def drop_database() -> None:
    connection.close()
    connection.settings_dict["NAME"] = "postgres"
    with connection.cursor() as cursor:
        cursor.execute(f"DROP DATABASE IF EXISTS {DATABASE}")


def import_files(paths: list[Path]) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.suppress(CommandError):
        call_command("import_cvs", *map(str, paths), stdout=out, stderr=err, verbosity=0)
    return out.getvalue(), err.getvalue()


def named_like_a_heading(name: str) -> bool:
    words = name.casefold().replace("(", " ").replace(")", " ").split()
    return bool(classify_heading(name)) or (bool(words) and set(words) <= HEADING_WORDS)


def gold_of(stem: str) -> dict | None:
    path = real_corpus.GOLD / f"{stem}.json"
    return json.loads(path.read_text()) if path.exists() else None


def gold_places(gold: dict) -> list[str]:
    places = []
    for record in gold["education"]:
        places += [record.get("institution"), record.get("institution_en")]
    for record in gold["positions"]:
        places += [record.get("organization"), record.get("organization_en")]
    return [p for p in places if p]


def gold_people(gold: dict) -> list[str]:
    people = list(gold.get("advisors_all") or [])
    for record in gold["education"]:
        people += (record.get("advisors") or []) + (record.get("advisors_en") or [])
    for record in gold["positions"] + (gold.get("projects") or []):
        people += record.get("supervisors") or []
    return [p for p in people if p]


def count(scorer) -> dict:
    from django.db.models import Count

    from profiles.models import (
        Advisor,
        Education,
        Institution,
        Person,
        Position,
        ReviewItem,
        SourceDocument,
    )

    stems = defaultdict(set)  # person id -> stems of their documents
    for person_id, file_name in SourceDocument.objects.current().values_list(
        "person_id", "file_name"
    ):
        stems[person_id].add(Path(file_name).stem)

    people = list(Person.objects.values_list("id", "full_name"))
    headings = sorted(name for _, name in people if named_like_a_heading(name))

    linked = defaultdict(lambda: {"people": set(), "written": set()})
    for model, field, raw in (
        (Education, "institution", "institution_raw"),
        (Position, "organization", "organization_raw"),
    ):
        rows = model.objects.filter(**{f"{field}__is_reference": False})
        for inst_id, person_id, written in rows.values_list(f"{field}_id", "person_id", raw):
            linked[inst_id]["people"].add(person_id)
            linked[inst_id]["written"].add(written)
    institutions = []
    for inst in Institution.objects.filter(pk__in=list(linked)):
        golds = [g for p in linked[inst.pk]["people"] for s in stems[p] if (g := gold_of(s))]
        if not golds:
            continue
        places = [place for g in golds for place in gold_places(g)]
        names = [inst.name, *linked[inst.pk]["written"]]
        institutions.append((inst.name, scorer.best_sim(places, names) >= 0.8))

    advisors = []
    links = defaultdict(set)
    for through, column in (
        (Person.listed_advisors.through, "advisor_id"),
        (Person.listed_mentors.through, "advisor_id"),
    ):
        for person_id, advisor_id in through.objects.values_list("person_id", column):
            links[advisor_id].add(person_id)
    for advisor in Advisor.objects.filter(pk__in=list(links)):
        golds = [g for p in links[advisor.pk] for s in stems[p] if (g := gold_of(s))]
        if not golds:
            continue
        names = [n for n in (advisor.name, advisor.native_name, *advisor.other_names) if n]
        real = scorer.name_match([n for g in golds for n in gold_people(g)], names)
        advisors.append((str(advisor), real))

    # People whose CV states interests (by its gold file), and the areas they were given.
    stating = [
        pk
        for pk, _ in people
        if any((gold_of(stem) or {}).get("research_interests") for stem in stems[pk])
    ]
    area_counts = dict(
        Person.objects.filter(pk__in=stating).annotate(n=Count("areas")).values_list("pk", "n")
    )
    reasons = dict(
        ReviewItem.objects.open().values_list("reason").annotate(n=Count("id")).order_by()
    )
    return {
        "areas": [area_counts.get(pk, 0) for pk in stating],
        "people": len(people),
        "headings": headings,
        "stand_ins": sorted(name for _, name in people if name.startswith("Unnamed CV")),
        "named": ReviewItem.objects.open().filter(reason="name").count(),
        "institutions": institutions,
        "advisors": advisors,
        "review_items": reasons,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["all", "dev", "test"], default="all")
    parser.add_argument("--keep", action="store_true", help="keep the database afterwards")
    args = parser.parse_args()
    folder = real_corpus.cvs_dir()
    if args.split == "all":
        paths = sorted(p for p in folder.glob("*") if p.is_file())
    else:
        paths = [document for _, document in real_corpus.documents(args.split)]
    if not paths:
        sys.exit(f"no documents in {folder}")
    scorer = real_corpus.scorer()
    use_fresh_database()
    try:
        out, err = import_files(paths)
        found = count(scorer)
    finally:
        if not args.keep:
            drop_database()

    failed = [line for line in err.splitlines() if not re.match(r"\d+ of \d+ files could", line)]
    print(out.strip().splitlines()[-1])
    print(f"files: {len(paths)}; failed: {len(failed)}; people: {found['people']}")
    for line in failed:
        print(f"    failed  {line}")
    print(f"people named like a heading: {len(found['headings'])}")
    for name in found["headings"]:
        print(f"    {name}")
    print(
        f"people listed as 'Unnamed CV (file)': {len(found['stand_ins'])}; "
        f"names waiting in review: {found['named']}"
    )
    total_junk = total = 0
    for label in ("institutions", "advisors"):
        rows = found[label]
        junk = sorted(name for name, real in rows if not real)
        total_junk += len(junk)
        total += len(rows)
        share = len(junk) / max(len(rows), 1)
        print(f"created {label}: {len(rows)}, junk {len(junk)} ({share:.1%})")
        for name in junk:
            print(f"    junk  {name}")
    print(
        f"junk among created institutions and advisors: {total_junk} of {total} "
        f"({total_junk / max(total, 1):.1%})"
    )
    areas = found["areas"]
    with_area = sum(1 for n in areas if n)
    print(
        f"people whose CV states interests: {len(areas)}; with a research area: {with_area} "
        f"({with_area / max(len(areas), 1):.1%}); areas per person: "
        f"{sum(areas) / max(len(areas), 1):.2f}"
    )
    reasons = found["review_items"]
    print(
        f"open review items: {sum(reasons.values())} ("
        + ", ".join(f"{reason} {n}" for reason, n in sorted(reasons.items()))
        + ")"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
