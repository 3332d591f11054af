"""The probe's own `rewrite` (scripts/perturb_corpus.py): front matter and code stay as they are."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from perturb_corpus import rewrite

from tests.scripts.cv_samples import CV


def test_a_rewrite_leaves_front_matter_and_code_alone():
    out = rewrite(CV, "plain_headings")

    assert out.startswith('---\ntitle: "Jane Roe"\n# a comment in front matter\n---\n')
    assert "## not a heading" in out
    assert "\nEducation\n" in out and "## Education" not in out
