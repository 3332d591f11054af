"""A PDF's page with some of its lines marked, as an SVG image, for the review queue.

Used by the "Needs review" page. The lines are numbered as the parser numbers the text it
reads from the PDF: pdfminer's text lines of each page, put in reading order by the
parser's own `layout_lines`, pages joined by a blank line. Each text line is traced back
to the boxes it was made of, and those boxes are marked on the page.

The page itself is drawn by poppler's `pdftoppm` when the machine has it (Debian's
poppler-utils: no Python dependency); without it, the page's text is drawn at its
places, so staff still see where the lines are.
"""

import base64
import io
import shutil
import subprocess
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from profiles.parsing.reading import layout_lines

# The rendered page's longer side, in pixels, and how long drawing may take.
SCALE = 1100
TIMEOUT = 20

Box = tuple[float, float, float, float, str]


@dataclass
class Page:
    number: int  # from 1
    width: float
    height: float
    boxes: list[Box]
    # The text's line number of each box, for the boxes a line was traced to.
    lines: dict[int, list[Box]] = field(default_factory=dict)


def text_boxes(page) -> list[Box]:
    """The page's text lines as the parser reads them (see reading.pdf_to_text)."""
    from pdfminer.layout import LTTextContainer, LTTextLine

    boxes = []
    for element in page:
        if isinstance(element, LTTextContainer):
            for line in element:
                if isinstance(line, LTTextLine) and (text := line.get_text().strip()):
                    boxes.append((line.x0, line.y0, line.x1, line.y1, text))
    return boxes


def trace(lines: list[str], boxes: list[Box], first_number: int) -> dict[int, list[Box]]:
    """Each line's boxes: those whose text it holds, the nearest below the line before
    first, as the reading goes down the page."""
    unused = sorted(boxes, key=lambda b: (-b[3], b[0]))
    traced: dict[int, list[Box]] = {}
    last_top = None
    for offset, line in enumerate(lines):
        if not line.strip():
            continue
        found, rest = [], line
        candidates = [b for b in unused if b[4] in line]
        while candidates:
            box = min(
                candidates,
                key=lambda b: (abs(b[3] - last_top) if last_top is not None else -b[3], b[0]),
            )
            if box[4] not in rest:
                candidates.remove(box)
                continue
            found.append(box)
            unused.remove(box)
            rest = rest.replace(box[4], "", 1)
            last_top = box[3]
            candidates = [b for b in unused if b[4] in rest and rest.strip()]
        if found:
            traced[first_number + offset] = found
    return traced


def page_of(content: bytes, line: int) -> Page | None:
    """The page holding a line of the parser's text, with the boxes of its lines; reads
    the pages up to it."""
    from pdfminer.high_level import extract_pages

    number = 1
    try:
        for index, page in enumerate(extract_pages(io.BytesIO(content)), start=1):
            boxes = text_boxes(page)
            lines = "\n".join(layout_lines(boxes)).split("\n") if boxes else [""]
            if number <= line < number + len(lines):
                found = Page(index, page.width, page.height, boxes)
                found.lines = trace(lines, boxes, number)
                return found
            number += len(lines) + 1  # pages are joined by a blank line
    except Exception:  # a PDF pdfminer read at import time but not now
        return None
    return None


def rendered(content: bytes, page: int) -> bytes | None:
    """The page as a PNG, or None without pdftoppm (or when it fails)."""
    program = shutil.which("pdftoppm")
    if program is None:
        return None
    command = [program, "-png", "-f", str(page), "-l", str(page), "-scale-to", str(SCALE), "-"]
    try:
        done = subprocess.run(command, input=content, capture_output=True, timeout=TIMEOUT)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout if done.returncode == 0 and done.stdout else None


def page_svg(content: bytes, first: int | None, last: int | None) -> str | None:
    """An SVG of the page holding line `first`, lines `first`..`last` marked; None when
    the PDF cannot be read."""
    if not content or not first:
        return None
    page = page_of(content, first)
    if page is None:
        return None
    last = last or first
    width, height = page.width, page.height
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.1f} {height:.1f}" '
        f'width="{width:.0f}" height="{height:.0f}">',
        f'<rect width="{width:.1f}" height="{height:.1f}" fill="#fff"/>',
    ]
    png = rendered(content, page.number)
    if png:
        data = base64.b64encode(png).decode()
        parts.append(
            f'<image href="data:image/png;base64,{data}" width="{width:.1f}" '
            f'height="{height:.1f}" preserveAspectRatio="none"/>'
        )
    else:
        for x0, y0, x1, y1, text in page.boxes:
            size = max((y1 - y0) * 0.8, 4)
            parts.append(
                f'<text x="{x0:.1f}" y="{height - y0 - (y1 - y0) * 0.2:.1f}" '
                f'font-size="{size:.1f}" fill="#444" textLength="{x1 - x0:.1f}" '
                f'lengthAdjust="spacingAndGlyphs">{escape(text)}</text>'
            )
    for number in range(first, last + 1):
        for x0, y0, x1, y1, _ in page.lines.get(number, []):
            parts.append(
                f'<rect x="{x0 - 2:.1f}" y="{height - y1 - 2:.1f}" width="{x1 - x0 + 4:.1f}" '
                f'height="{y1 - y0 + 4:.1f}" fill="#ffd54a" fill-opacity="0.35" '
                f'stroke="#e08a00" stroke-width="1.2"><title>{escape(f"line {number}")}'
                f"</title></rect>"
            )
    parts.append(f"<desc>{escape(f'page {page.number}, lines {first}-{last} marked')}</desc>")
    parts.append("</svg>")
    return "".join(parts)
