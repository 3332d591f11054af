"""A CV the tests of the probe's script modules (tests/scripts) rewrite and render."""

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
