"""The probe's rewrites of publication and award lists (scripts/rewrites_lists.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from perturb_corpus import rewrite

PUBLICATIONS = """## Publications
- **A Study of Things in Places**, J. Roe, A. Lee. *ICML 2021*
- J. Roe. [Learning Many Things at Once](https://x.example/2019), (NeurIPS), 2020.
<!--
- **A Draft Left in a Comment**, 2018
-->

## Honors and Awards
- *2019.09* Best Paper Award
- Graduate Fellowship, 2018
"""


def test_publications_are_numbered_year_first_tagged_or_quoted():
    numbered = rewrite(PUBLICATIONS, "pubs_numbered")
    assert "[1] **A Study of Things in Places**" in numbered
    assert "[2] J. Roe. [Learning" in numbered and "- **A Draft" in numbered
    year_first = rewrite(PUBLICATIONS, "pubs_year_first")
    assert "- 2021. **A Study of Things in Places**, J. Roe, A. Lee. *ICML*" in year_first
    link = "[Learning Many Things at Once](https://x.example/2019)"
    assert f"- (2020) J. Roe. {link}, (NeurIPS)." in year_first
    tagged = rewrite(PUBLICATIONS, "pubs_venue_tag")
    assert "- [ICML 2021] **A Study" in tagged and "- [NeurIPS 2020] J. Roe." in tagged
    quoted = rewrite(PUBLICATIONS, "pubs_quoted_title")
    assert "- “A Study of Things in Places”, J. Roe" in quoted
    assert "[*Learning Many Things at Once*](https://x.example/2019)" in quoted


def test_an_award_date_is_moved_to_the_other_end():
    out = rewrite(PUBLICATIONS, "awards_year_first")

    assert "- Best Paper Award, 2019.09\n- 2018 Graduate Fellowship\n" in out


def test_printed_lists_drop_their_bullets():
    out = rewrite(PUBLICATIONS, "pubs_unbulleted")
    assert "\n**A Study of Things in Places**, J. Roe, A. Lee. *ICML 2021*\n\n" in out
    assert "- **A Draft Left in a Comment**, 2018" in out
    out = rewrite(PUBLICATIONS, "awards_unbulleted")
    assert "Awards\n*2019.09* Best Paper Award  \nGraduate Fellowship, 2018  \n" in out
