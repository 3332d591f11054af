"""The corpus of real CVs: gold labels and provenance in tests/real/, the documents
outside the repository (their owners published them; they are not ours to commit).

usage: .venv/bin/python scripts/real_corpus.py stats
       .venv/bin/python scripts/real_corpus.py score [--split dev|dev-f|test|all]
       .venv/bin/python scripts/real_corpus.py shared [--split dev|test|all]
       .venv/bin/python scripts/real_corpus.py materialise     # from fetched repositories
       .venv/bin/python scripts/real_corpus.py collect DIR     # take labelled items from DIR

The split is fixed for ever by a hash of each file's stem: a third is `test`, scored only
at checkpoints and never read while tuning; the rest is `dev`. Dev halves again, by a second
hash, into `dev-a` and `dev-b`: dev-a was read first while dev-b was only scored, then
dev-b was read too (README, "The parser on real CVs"). The fourth collection's dev CVs,
`dev-c`, were only scored while the parser was tuned; the fifth's, `dev-d`, were scored
before anyone read them, and so were the sixth's, `dev-e`; then dev-c's first half,
`dev-c1`, was read and its second, `dev-c2`, kept unread; then dev-e was read too; then
dev-c2 was read while the seventh collection's dev CVs, `dev-f`, were scored unread, the
one dev set left unread; test is never read.
The documents are looked for in $REAL_CVS_DIR, by default ../real-cvs/cvs beside the
repository.
"""

import argparse
import collections
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "real"
GOLD = CORPUS / "gold"
PROVENANCE = CORPUS / "provenance.json"
SCORER = ROOT.parent / "shared" / "tools" / "score_cvs.py"
MIRRORS = ROOT.parent / ".mirror"
SPLITS = [
    "dev",
    "dev-a",
    "dev-b",
    "dev-c",
    "dev-c1",
    "dev-c2",
    "dev-d",
    "dev-e",
    "dev-f",
    "test",
    "all",
]
# The fourth collection (stems u… to z…): its dev CVs, `dev-c`, were scored but not read
# while the parser was tuned in the session that collected them (README).
_FOURTH = tuple("uvwxyz")
# Then its stems u… to w…, `dev-c1`, were read, and x… to z…, `dev-c2`, kept unread.
_FOURTH_READ = tuple("uvw")
# The fifth collection (stems ga…, gb…, gc…): its dev CVs, `dev-d`, were first scored
# unread, as CVs nobody here had seen (README).
_FIFTH = ("g",)
# The sixth collection (stems ka…, kb…, kc…): its dev CVs, `dev-e`, were first scored
# unread, then read.
_SIXTH = ("ka", "kb", "kc")
# The seventh collection (stems la… to lf…): its dev CVs, `dev-f`, were scored before
# anyone read them, while dev-c2 was read.
_SEVENTH = ("la", "lb", "lc", "ld", "le", "lf")


def cvs_dir() -> Path:
    return Path(os.environ.get("REAL_CVS_DIR", ROOT.parent / "real-cvs" / "cvs"))


def split_of(stem: str) -> str:
    """`test` for a third of the stems, `dev` for the rest; never changes."""
    return "test" if int(hashlib.sha256(stem.encode()).hexdigest(), 16) % 3 == 0 else "dev"


def half_of(stem: str) -> str:
    """`dev-a` or `dev-b` for a dev stem, by a hash independent of `split_of`'s."""
    return "dev-b" if hashlib.sha256(f"half:{stem}".encode()).digest()[0] % 2 else "dev-a"


def in_split(stem: str, split: str) -> bool:
    if split == "all":
        return True
    if split in ("dev-a", "dev-b"):
        later = stem.startswith(_FOURTH + _FIFTH + _SIXTH + _SEVENTH)
        return split_of(stem) == "dev" and half_of(stem) == split and not later
    if split == "dev-c":
        return split_of(stem) == "dev" and stem.startswith(_FOURTH)
    if split in ("dev-c1", "dev-c2"):
        read = stem.startswith(_FOURTH_READ)
        return in_split(stem, "dev-c") and read == (split == "dev-c1")
    if split == "dev-d":
        return split_of(stem) == "dev" and stem.startswith(_FIFTH)
    if split == "dev-e":
        return split_of(stem) == "dev" and stem.startswith(_SIXTH)
    if split == "dev-f":
        return split_of(stem) == "dev" and stem.startswith(_SEVENTH)
    return split_of(stem) == split


def provenance() -> dict[str, dict]:
    return json.loads(PROVENANCE.read_text()) if PROVENANCE.exists() else {}


def documents(split: str) -> list[tuple[Path, Path]]:
    """(gold file, document) pairs of a split whose document is on this machine."""
    found = {p.stem: p for p in cvs_dir().glob("*")} if cvs_dir().exists() else {}
    pairs = []
    for gold in sorted(GOLD.glob("*.json")):
        if in_split(gold.stem, split) and gold.stem in found:
            pairs.append((gold, found[gold.stem]))
    return pairs


def score(split: str, extra: list[str]) -> int:
    pairs = documents(split)
    if not pairs:
        sys.exit(f"no documents of the {split} split in {cvs_dir()}")
    with tempfile.TemporaryDirectory() as tmp:
        gold_dir, cv_dir = Path(tmp, "gold"), Path(tmp, "cvs")
        gold_dir.mkdir()
        cv_dir.mkdir()
        for gold, document in pairs:
            (gold_dir / gold.name).symlink_to(gold)
            (cv_dir / document.name).symlink_to(document.resolve())
        command = f"{sys.executable} {ROOT / 'manage.py'} parse_cv {{files}}"
        print(f"{split}: {len(pairs)} CVs", flush=True)
        env = {**os.environ, "DEBUG": os.environ.get("DEBUG", "1")}
        return subprocess.call(
            [sys.executable, str(SCORER), str(gold_dir), str(cv_dir), "--cmd", command, *extra],
            env=env,
        )


def scorer():
    """The shared scorer (../shared/tools/score_cvs.py) as a module: its name and
    institution matching is what every count here uses."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("score_cvs", SCORER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def shared(split: str) -> None:
    """The institutions and advisors an import of the split would share between people,
    and how many of them name nothing a reader of the CV would name (junk): each distinct
    place of study or work, and each distinct advisor or mentor, is matched against the
    gold records of the CVs that name it."""
    sys.path.insert(0, str(ROOT))
    from profiles.parsing import parse_path
    from profiles.parsing.model import UnreadableDocument

    sc = scorer()
    places, people = {}, {}
    names = 0
    refused = []
    for gold_path, document in documents(split):
        try:
            out = parse_path(document).to_dict()
        except UnreadableDocument as error:
            refused.append(f"{document.name}: {error}")
            continue
        gold = json.loads(gold_path.read_text())
        names += 1 if out.get("name") else 0
        gold_places = [e.get("institution") for e in gold["education"]]
        gold_places += [e.get("institution_en") for e in gold["education"]]
        gold_places += [p.get("organization") for p in gold["positions"]]
        gold_places += [p.get("organization_en") for p in gold["positions"]]
        gold_people = list(gold.get("advisors_all") or [])
        for e in gold["education"]:
            gold_people += e.get("advisors_en") or []
        for record in out["education"] + out["positions"]:
            place = record.get("institution") or record.get("organization")
            if place:
                real = sc.best_sim([g for g in gold_places if g], [place]) >= 0.8
                places[place] = places.get(place, False) or real
        for record in out["education"]:
            for name in record.get("advisors") or []:
                people[name] = people.get(name, False) or sc.name_match(gold_people, [name])
        for record in out["positions"] + out["projects"]:
            for name in record.get("supervisors") or []:
                people[name] = people.get(name, False) or sc.name_match(gold_people, [name])
    for label, found in (("institutions", places), ("advisors and mentors", people)):
        junk = sorted(k for k, real in found.items() if not real)
        share = len(junk) / max(len(found), 1)
        print(f"{label}: {len(junk)} of {len(found)} match no gold record ({share:.1%})")
        for value in junk[:40]:
            print(f"    {value}")
    print(f"named: {names} of {len(documents(split))} CVs")
    print(f"refused: {len(refused)}" + "".join(f"\n    {line}" for line in refused))


def stats() -> None:
    items = provenance()
    present = {p.stem for p in cvs_dir().glob("*")} if cvs_dir().exists() else set()
    print(f"{len(items)} labelled CVs, {len(present & set(items))} of them on this machine")
    for key in ("format", "language", "generator", "template", "career_stage", "field"):
        counts = collections.Counter(item.get(key, "?") for item in items.values())
        print(f"{key}: " + ", ".join(f"{k} {n}" for k, n in counts.most_common()))
    print(
        "split: "
        + ", ".join(f"{k} {n}" for k, n in collections.Counter(map(split_of, items)).items())
    )


def materialise() -> None:
    """Write each missing document from a local copy of its repository at its commit."""
    target = cvs_dir()
    target.mkdir(parents=True, exist_ok=True)
    missing = 0
    for stem, item in provenance().items():
        path = target / f"{stem}.{item['format']}"
        if path.exists():
            continue
        repo = MIRRORS / item["repo"].replace("/", "+") / "repo"
        shown = subprocess.run(
            ["git", "-C", str(repo), "show", f"{item['commit']}:{item['path']}"],
            capture_output=True,
        )
        if shown.returncode != 0 or hashlib.sha256(shown.stdout).hexdigest() != item["sha256"]:
            missing += 1
            print(f"{stem}: fetch {item['repo']} first", file=sys.stderr)
            continue
        path.write_bytes(shown.stdout)
    print(f"{len(provenance()) - missing} documents in {target}, {missing} missing")


def collect(source: Path) -> None:
    """Take the labelled items of a collection folder (gold/, provenance/) into tests/real."""
    GOLD.mkdir(parents=True, exist_ok=True)
    items = provenance()
    for record in sorted((source / "provenance").glob("*.json")):
        gold = source / "gold" / record.name
        if not gold.exists():
            continue
        json.loads(gold.read_text())
        item = json.loads(record.read_text())
        if "/" not in item.get("repo", "") or len(item.get("commit", "")) != 40:
            print(f"{record.stem}: provenance lacks its repository or commit; left out")
            continue
        items[record.stem] = {k: v for k, v in item.items() if k != "stem"}
        shutil.copyfile(gold, GOLD / gold.name)
    PROVENANCE.write_text(
        json.dumps(dict(sorted(items.items())), indent=1, ensure_ascii=False) + "\n"
    )
    print(f"{len(items)} labelled CVs in {CORPUS}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("stats")
    scoring = sub.add_parser("score")
    scoring.add_argument("--split", choices=SPLITS, default="dev")
    scoring.add_argument("--json")
    sharing = sub.add_parser("shared")
    sharing.add_argument("--split", choices=SPLITS, default="dev")
    sub.add_parser("materialise")
    taking = sub.add_parser("collect")
    taking.add_argument("source", type=Path)
    args = parser.parse_args()
    if args.command == "score":
        return score(args.split, ["--json", args.json] if args.json else [])
    if args.command == "stats":
        stats()
    elif args.command == "shared":
        shared(args.split)
    elif args.command == "materialise":
        materialise()
    else:
        collect(args.source)
    return 0


if __name__ == "__main__":
    sys.exit(main())
