"""`python -m profiles.parsing FILE...` prints the parse of every file as a JSON array.

A file that cannot be read appears as {"source": path, "error": reason}; the
others are still parsed.
"""

from __future__ import annotations

import json
import sys

from . import UnreadableDocument, parse_path


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else argv
    if not paths:
        print("usage: python -m profiles.parsing FILE...", file=sys.stderr)
        return 2
    out = []
    for path in paths:
        try:
            out.append(parse_path(path).to_dict())
        except UnreadableDocument as exc:
            out.append({"source": path, "error": exc.reason})
    print(json.dumps(out, ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
