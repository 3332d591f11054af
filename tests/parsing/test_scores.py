"""Quality gates: the seed CVs score 1.000; the held-out corpus at least 0.95."""

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
SCORER = SHARED / "tools" / "score_cvs.py"
SEED_GOLD = SHARED / "cvs" / "gold"


def _scorer():
    if not SCORER.exists():
        pytest.skip("the shared scorer is not available")
    spec = importlib.util.spec_from_file_location("score_cvs", SCORER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _overall(gold_dir: Path, cv_dir: Path) -> float:
    scorer = _scorer()
    golds = sorted(gold_dir.glob("*.json"))
    paths = []
    for g in golds:
        match = [p for p in cv_dir.iterdir() if p.stem == g.stem]
        if match:
            paths.append(match[0])
    out = subprocess.run(
        [sys.executable, "-m", "profiles.parsing", *map(str, paths)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    by_stem = {Path(o["source"]).stem: o for o in json.loads(out.stdout)}
    means = []
    for g in golds:
        out_cv = by_stem.get(g.stem)
        if out_cv is None or "error" in out_cv:
            means.append(0.0)
            continue
        scores = scorer.score_cv(json.loads(g.read_text()), out_cv)
        means.append(sum(scores.values()) / len(scores))
    return sum(means) / len(means)


def test_the_seed_cvs_score_perfectly():
    if not SEED_GOLD.exists():
        pytest.skip("seed gold files are not available")
    assert round(_overall(SEED_GOLD, ROOT / "fixtures" / "cvs"), 3) == 1.0


def test_the_held_out_corpus_scores_at_least_095():
    gold = ROOT / "tests" / "corpus" / "gold"
    if not gold.exists():
        pytest.skip("the held-out corpus is not written yet")
    assert _overall(gold, ROOT / "tests" / "corpus" / "cvs") >= 0.95
