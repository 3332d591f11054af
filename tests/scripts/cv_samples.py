"""A CV the tests of the probe's script modules (tests/scripts) rewrite and render, and
the rendering of it they read back."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cv_renderings import RENDERINGS

CV = """---
title: "Jane Roe"
# a comment in front matter
---
## Education
- PhD, Example University, Sep 2019 – Present, advised by [Ann Lee](https://a.example)

```
## not a heading
```
Contact: [Email](mailto:jane@example.org)
"""


def rendered(name: str, tmp_path: Path) -> Path:
    """The CV written by the rendering `name` into tmp_path."""
    suffix, write = RENDERINGS[name]
    out = tmp_path / ("cv" + suffix)
    write(CV, out)
    return out
