"""Bytes -> text, per format.

The format is read from the content (magic bytes, markup), the extension only
breaks ties; encodings are detected, never assumed from the file name. Every
failure becomes ``UnreadableDocument`` with a reason a person can act on.
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

from .dates import find_dates
from .html import html_to_text, table_lines
from .model import UnreadableDocument
from .pdf_layout import PdfHints, layout_lines, read_pdf

__all__ = ["extract", "extract_text", "layout_lines", "read_file"]

MAX_BYTES = 10 * 1024 * 1024
TOO_LARGE = f"the file is larger than the {MAX_BYTES // 2**20} MB limit"
# What a Word document (a ZIP archive) may unpack to, all its parts together: checked
# from the sizes its entries declare before anything is unpacked, and again while
# unpacking, as a declared size can lie. A zip bomb is refused at a few MB of memory.
MAX_UNZIPPED = 40 * 1024 * 1024
TOO_LARGE_UNZIPPED = f"the Word document unpacks to more than the {MAX_UNZIPPED // 2**20} MB limit"
# The text of a CV, in characters: a long CV has under 100,000.
MAX_TEXT = 1_000_000
TOO_LONG = f"the text is longer than the {MAX_TEXT:,} characters limit"


def detect_format(data: bytes, filename: str) -> str:
    """Return markdown|text|html|pdf|docx, trusting content over the extension."""
    head = data[:1024]
    if head.lstrip()[:5] == b"%PDF-" or head[:5] == b"%PDF-":
        return "pdf"
    if head[:2] == b"PK":
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as zf:
                if "word/document.xml" in zf.namelist():
                    return "docx"
        except (zipfile.BadZipFile, OSError, ValueError, EOFError, KeyError):
            pass
        raise UnreadableDocument("the file is a ZIP archive, not a Word document or text")
    name = filename.lower()
    sniff = head.replace(b"\x00", b"").lower()
    if name.endswith((".md", ".markdown")) and not _html_document(data):
        return "markdown"  # a Markdown page that embeds an HTML block further down
    if b"<html" in sniff or b"<!doctype html" in sniff or name.endswith((".html", ".htm")):
        return "html"
    if name.endswith((".pdf",)):
        return "pdf"  # will fail in extract with a clear reason
    if name.endswith((".md", ".markdown")):
        return "markdown"
    return "text"


# Front matter at the top of a Markdown page ("---" / "title: CV" / "---").
_FRONT_MATTER = re.compile(rb"\A\s*---[ \t]*\r?\n.*?\n---[ \t]*(?:\r?\n|\Z)", re.S)


def _html_document(data: bytes) -> bool:
    """A page whose body (after its front matter) is an HTML document ("<!DOCTYPE html",
    "<html>"), not Markdown that embeds an HTML block further down."""
    head = data[:8192].replace(b"\x00", b"")
    matter = _FRONT_MATTER.match(head)
    body = head[matter.end() :] if matter else head
    return body.lstrip().lower().startswith((b"<!doctype", b"<html"))


def decode(data: bytes) -> str:
    """Decode text bytes: BOMs, UTF-8, then GB18030, then Windows-1252."""
    if data.startswith(b"\xef\xbb\xbf"):
        return _checked(data[3:].decode("utf-8", errors="replace"))
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return _checked(data.decode("utf-16"))
        except UnicodeDecodeError as exc:
            raise UnreadableDocument("the text could not be decoded") from exc
    if b"\x00" in data:
        raise UnreadableDocument("the file is binary, not text")
    for encoding in ("utf-8", "gb18030"):
        try:
            return _checked(data.decode(encoding))
        except UnicodeDecodeError:
            continue
    try:
        return _checked(data.decode("cp1252"))
    except UnicodeDecodeError:
        return _checked(data.decode("latin-1"))


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def _checked(text: str) -> str:
    """Reject decoded text that is mostly control characters (binary in disguise)."""
    if text and len(_CONTROL.findall(text[:4000])) > max(8, len(text[:4000]) // 50):
        raise UnreadableDocument("the file is binary, not text")
    return _CONTROL.sub(" ", text)


# --- PDF and DOCX ------------------------------------------------------------


def pdf_to_text(data: bytes) -> str:
    return read_pdf_text(data)[0]


def read_pdf_text(data: bytes) -> tuple[str, PdfHints]:
    """The text of a PDF in reading order, and what its layout says (pdf_layout.py)."""
    try:
        from pdfminer.pdfdocument import PDFPasswordIncorrect
    except ImportError as exc:  # pragma: no cover - pdfminer is a declared dependency
        raise UnreadableDocument("PDF support is not installed") from exc
    try:
        text, hints = read_pdf(data)
    except PDFPasswordIncorrect as exc:
        raise UnreadableDocument("the PDF is password-protected") from exc
    except Exception as exc:
        name = type(exc).__name__
        if "Encrypt" in name or "Password" in name:
            raise UnreadableDocument("the PDF is password-protected") from exc
        raise UnreadableDocument("the file is not a readable PDF") from exc
    return text.replace("\x0c", "\n"), hints


def docx_to_text(data: bytes) -> str:
    try:
        import docx
    except ImportError as exc:  # pragma: no cover
        raise UnreadableDocument("Word support is not installed") from exc
    try:
        document = docx.Document(io.BytesIO(_bounded_zip(data)))
        out: list[str] = _docx_page_header(document)
        body = _body_size(document)
        for block in document.iter_inner_content():
            if hasattr(block, "rows"):
                out.extend(_docx_table_lines(block, body))
                out.append("")
            else:
                out.extend(_text_box_lines(block._p))
                out.append(_docx_paragraph(block, body))
                if _prose(out[-1]):
                    out.append("")
    except UnreadableDocument:
        raise
    except Exception as exc:
        raise UnreadableDocument("the file is not a readable Word document") from exc
    return "\n".join(out)


def _docx_page_header(document) -> list[str]:
    """The first page's header, a line a paragraph (of a text box too), then a blank line:
    Word CVs put the name and the contact details there ("王小明" / "Cell: … E-mail: …")."""
    if not document.sections:
        return []
    first = document.sections[0]
    header = first.first_page_header if first.different_first_page_header_footer else first.header
    if header.is_linked_to_previous:
        return []
    lines = []
    for p in header._element.iter(f"{_W}p"):
        if any(q is not p for q in p.iter(f"{_W}p")):
            continue  # a paragraph holding a text box: its own paragraphs are read
        if any(a.tag == _FALLBACK for a in p.iterancestors()):
            continue  # the copy of a text box kept for old readers
        text = _element_text(p).strip()
        if text:
            lines.append(text)
    return [*lines, ""] if lines else []


def _bounded_zip(data: bytes) -> bytes:
    """The ZIP archive unpacked within MAX_UNZIPPED and packed again (stored, not
    compressed) with true sizes, or UnreadableDocument: what the Word reader unpacks."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as source:
            entries = source.infolist()
            if sum(entry.file_size for entry in entries) > MAX_UNZIPPED:
                raise UnreadableDocument(TOO_LARGE_UNZIPPED)
            budget, out = MAX_UNZIPPED, io.BytesIO()
            with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as target:
                for entry in entries:
                    chunks = []
                    with source.open(entry) as part:
                        while chunk := part.read(2**20):
                            budget -= len(chunk)
                            if budget < 0:
                                raise UnreadableDocument(TOO_LARGE_UNZIPPED)
                            chunks.append(chunk)
                    target.writestr(entry.filename, b"".join(chunks))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, EOFError, ValueError) as exc:
        raise UnreadableDocument("the file is not a readable Word document") from exc
    return out.getvalue()


_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_TAB_STOPS = f"{_W}tabs"
_DOCX_TEXT = {f"{_W}t": None, f"{_W}tab": "\t", f"{_W}br": "\n", f"{_W}cr": "\n"}
# A text box's paragraphs, and the second copy of a drawing (a text box's too) that Word
# writes for readers that cannot draw the first.
_TEXT_BOX = f"{_W}txbxContent"
_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"


def _docx_text(paragraph) -> str:
    """All the text a reader sees in a paragraph, including what python-docx's `text`
    leaves out: content controls (a template's "EDUCATION" heading); not its text boxes,
    read as lines of their own (_text_box_lines)."""
    return _element_text(paragraph._p)


def _element_text(element) -> str:
    """The text, tabs and line breaks of a Word XML element (a paragraph, a header's),
    leaving out the text boxes it anchors and the old readers' copy of its drawings."""
    parts = []
    for node in element.iter(*_DOCX_TEXT):
        if node.getparent().tag == _TAB_STOPS:
            continue  # a tab stop the paragraph defines, not a tab in its text
        if _boxed(node, element):
            continue
        fixed = _DOCX_TEXT[node.tag]
        parts.append(node.text or "" if fixed is None else fixed)
    return "".join(parts)


def _boxed(node, element) -> bool:
    """Whether a node of element stands inside a text box or an old readers' copy."""
    for ancestor in node.iterancestors():
        if ancestor is element:
            return False
        if ancestor.tag in (_TEXT_BOX, _FALLBACK):
            return True
    return False


def _text_box_lines(element) -> list[str]:
    """The paragraphs of the text boxes a body paragraph anchors, a line each, then a blank
    line: Word CVs set the name and the contact details in boxes ("Jane Roe" beside
    "+1 555 0100" and "jane@example.org"), which run together when read as one line."""
    lines = []
    for box in element.iter(_TEXT_BOX):
        if any(a.tag in (_TEXT_BOX, _FALLBACK) for a in box.iterancestors()):
            continue
        for p in box.iter(f"{_W}p"):
            if any(q is not p for q in p.iter(f"{_W}p")):
                continue
            text = _element_text(p).strip()
            if text:
                lines.append(text)
    return [*lines, ""] if lines else []


def _docx_paragraph(paragraph, body: float | None = None) -> str:
    """A paragraph as a line, its Word heading or list style kept as Markdown; outside a
    table (given the body's size), a heading's formatting too (_formatted_level)."""
    style = (paragraph.style.name if paragraph.style is not None else "") or ""
    text = _docx_text(paragraph)
    match = re.match(r"Heading (\d)", style)
    level = (int(match.group(1)) if match else 1) if match or style == "Title" else 0
    if body is not None:
        level = level or _formatted_level(paragraph, text, body)
    if level == _BOLD_LEVEL and text.strip():
        return f"**{text.strip()}**"
    if level and text.strip():
        return "#" * level + " " + text.strip()
    if "List" in style and text.strip():
        return "- " + text.strip()
    return text


# A heading typed without Word's heading styles, as most Word CVs are: a short paragraph
# all in bold, set larger than the body text, or with a rule below it, or in capitals.
# Set this many points larger than the body, it is the document's title (the name); in
# bold alone, a heading or an entry's head, read as Markdown reads a line in bold.
_HEADING_WORDS = 8
# What a heading does not hold: a sentence's or a clause's end, a label's content
# ("Languages: Python, Lua").
_NOT_A_HEADING = re.compile(r"[.,;]\s*$|[:：]\s*\S")
_BOLD_LEVEL = 7
_TITLE_STEP_PT = 5.0
# The size Word gives text that none of its styles sizes, and the points of a size's unit.
_WORD_DEFAULT_PT = 10.0
_EMU_PER_PT = 12700


def _formatted_level(paragraph, text: str, body: float) -> int:
    """1 or 2 for a paragraph formatted as a title or a section heading, _BOLD_LEVEL for
    a short one in bold alone, else 0."""
    words = text.split()
    runs = [run for run in paragraph.runs if run.text.strip()]
    if not runs or len(words) > _HEADING_WORDS or _NOT_A_HEADING.search(text):
        return 0
    if not all(_run_bold(run, paragraph) for run in runs):
        return 0
    size = min(_run_size(run, paragraph, body) for run in runs)
    if size >= body + _TITLE_STEP_PT:
        return 1
    capitals = text.isupper() or all(run.font.all_caps for run in runs)
    return 2 if size > body or capitals or _ruled_below(paragraph) else _BOLD_LEVEL


def _style_chain(paragraph):
    style = paragraph.style
    while style is not None:
        yield style
        style = style.base_style


def _run_bold(run, paragraph) -> bool:
    if run.bold is not None:
        return run.bold
    return any(style.font.bold for style in _style_chain(paragraph))


def _run_size(run, paragraph, body: float) -> float:
    """A run's size in points: its own, else its paragraph style's, else the body's."""
    sizes = [run.font.size, *(style.font.size for style in _style_chain(paragraph))]
    return next((size / _EMU_PER_PT for size in sizes if size), body)


def _ruled_below(paragraph) -> bool:
    ppr = paragraph._p.pPr
    return ppr is not None and ppr.find(f"{_W}pBdr/{_W}bottom") is not None


def _body_size(document) -> float:
    """The size of the document's body text in points: its Normal style's, else its
    default run size's, else Word's default."""
    normal = document.styles.default(1)  # WD_STYLE_TYPE.PARAGRAPH
    if normal is not None and normal.font.size:
        return normal.font.size / _EMU_PER_PT
    size = document.styles.element.find(f"{_W}docDefaults/{_W}rPrDefault/{_W}rPr/{_W}sz")
    return int(size.get(f"{_W}val")) / 2 if size is not None else _WORD_DEFAULT_PT


# A paragraph of prose (a bio: this many words at least, in the first person). Word
# keeps each paragraph whole, so the next never continues its sentence: a blank line
# follows it. An entry's head ("Director of X, University of Y, 2013 - 2014.") is none.
_PROSE_WORDS = 12
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I’m|my|My|we|We|our|Our)\b")


def _prose(line: str) -> bool:
    return (
        len(line.split()) >= _PROSE_WORDS
        and not line.startswith(("#", "- "))
        and bool(_FIRST_PERSON.search(line))
    )


def _docx_table_lines(table, body: float) -> list[str]:
    """A table of data (one paragraph a cell) as one line a row, cells joined; a table
    used for layout (cells holding several paragraphs, often a column of dates beside a
    column of entries, kept level with blank paragraphs) as one line for each level,
    the cells' paragraphs at that level side by side, one in bold alone kept in bold
    (an entry's head, _cell_paragraph)."""
    rows: list[list[list[str]]] = []
    for row in table.rows:
        seen, cells = set(), []
        for cell in row.cells:
            if cell._tc in seen:  # a merged cell is listed once per column it spans
                continue
            seen.add(cell._tc)
            cells.append([line for p in cell.paragraphs for line in _cell_lines(p, body)])
        rows.append(cells)
    if all(sum(1 for text in cell if text) <= 1 for cells in rows for cell in cells):
        rows = [[[_unbolded(text) for text in cell] for cell in cells] for cells in rows]
        flat = [[" ".join(filter(None, cell)) for cell in cells] for cells in rows]
        lines = table_lines(
            [[c for i, c in enumerate(cells) if c and c not in cells[:i]] for cells in flat]
        )
        return [f"- {line}" for line in lines] if _a_list(flat) else lines
    lines = []
    for cells in rows:
        cells = [cell for cell in cells if any(cell)]
        for level in range(max((len(cell) for cell in cells), default=0)):
            parts = [cell[level] for cell in cells if level < len(cell) and cell[level]]
            # A heading in one column (a section label, the name) stands on its own line.
            lines += [part for part in parts if part.startswith("#")]
            parts = [part for part in parts if not part.startswith("#")]
            lines.append(_level_line(parts))
        lines.append("")
    return lines


def _cell_lines(paragraph, body: float) -> list[str]:
    """A paragraph of a table's cell as its lines, one a line break of it sets apart (an
    entry's head above its details, as outside a table); one in bold kept in bold, as
    _docx_paragraph reads it outside a table, whatever its size (a table's heading is
    read by its place)."""
    text = _docx_paragraph(paragraph).strip()
    lines = [" ".join(line.split()) for line in text.split("\n")]
    if text and not text.startswith(("#", "- ")) and _formatted_level(paragraph, text, body):
        return [f"**{line}**" if line else line for line in lines]
    return lines


def _level_line(parts: list[str]) -> str:
    """The cells' lines at one level of a layout table side by side. A line in bold is an
    entry's head where it stands alone or beside its dates (the line in bold as a whole),
    a form's label beside its value ("**Name**   Li Bin") is none."""
    heads = [part for part in parts if part.startswith("**")]
    if len(heads) == 1 and all(part in heads or _date_cell(part) for part in parts):
        return "**" + "   ".join(map(_unbolded, parts)) + "**"
    return "   ".join(map(_unbolded, parts))


def _unbolded(text: str) -> str:
    return text[2:-2] if text.startswith("**") and text.endswith("**") else text


# A cell of a table's date column: a date or a range, and a word or two besides its
# dates ("Sep 2019 – Present", "2019年9月 – 至今", "expected 2025") of this many letters.
_DATE_CELL_LETTERS = 8
_LETTER = re.compile(r"[^\W\d_]")


def _a_list(rows: list[list[str]]) -> bool:
    """A list laid out as a table: each row one entry (in one cell), beside it at most
    its dates ("2019 – 2023 | PhD, Example University"), as Word CVs lay out a section."""
    return all(sum(1 for cell in cells if cell and not _date_cell(cell)) == 1 for cells in rows)


def _date_cell(cell: str) -> bool:
    dates, rest = find_dates(cell), cell
    for _, start, end in reversed(dates):
        rest = rest[:start] + rest[end:]
    return bool(dates) and len(_LETTER.findall(rest)) <= _DATE_CELL_LETTERS


def read_file(path: Path) -> bytes:
    """A file's bytes, refusing an oversized file before reading it into memory."""
    try:
        size = path.stat().st_size
    except OSError as error:
        raise UnreadableDocument(f"the file could not be opened ({error.strerror})") from None
    if size > MAX_BYTES:
        raise UnreadableDocument(TOO_LARGE)
    try:
        return path.read_bytes()
    except OSError as error:
        raise UnreadableDocument(f"the file could not be read ({error.strerror})") from None


def extract_text(data: bytes, filename: str) -> tuple[str, str]:
    """Return (format, text) or raise UnreadableDocument."""
    fmt, text, _ = extract(data, filename)
    return fmt, text


def extract(data: bytes, filename: str) -> tuple[str, str, PdfHints | None]:
    """(format, text, a PDF's layout hints) or raise UnreadableDocument."""
    hints = None
    if not data:
        raise UnreadableDocument("the file is empty")
    if len(data) > MAX_BYTES:
        raise UnreadableDocument(TOO_LARGE)
    fmt = detect_format(data, filename)
    if fmt == "pdf":
        if not data.lstrip()[:5] == b"%PDF-":
            raise UnreadableDocument("the file is not a readable PDF")
        text, hints = read_pdf_text(data)
    elif fmt == "docx":
        text = docx_to_text(data)
    else:
        text = decode(data)
        if fmt != "html" and len(text) > MAX_TEXT:
            raise UnreadableDocument(TOO_LONG)
        if fmt == "html":
            text = html_to_text(text)
    if not text.strip():
        raise UnreadableDocument("the file contains no text")
    if len(text) > MAX_TEXT:
        raise UnreadableDocument(TOO_LONG)
    return fmt, text, hints
