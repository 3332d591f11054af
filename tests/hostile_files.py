"""Hostile CV files made on the spot (never committed): a zip-bomb Word document, one
whose entries understate their size, and a text CV of almost 10 MB. Used by the tests of
the import's limits (tests/importing, tests/admin) and by benchmarks/bench_limits.py."""

import io
import struct
import zipfile
from pathlib import Path

CONTENT_TYPES = (
    b'<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
    b'package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>'
    b"</Types>"
)
OPEN = b'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'


def write_zip_bomb(path: Path, unpacked: int = 2**30) -> Path:
    """A DOCX of about 1 MB whose word/document.xml unpacks to `unpacked` bytes (1 GB),
    its entries declaring their true sizes."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        zf.writestr("[Content_Types].xml", CONTENT_TYPES)
        with zf.open("word/document.xml", "w", force_zip64=True) as part:
            part.write(OPEN)
            chunk = b" " * 2**20
            for _ in range(unpacked // len(chunk)):
                part.write(chunk)
            part.write(b"</w:document>")
    return path


def write_lying_docx(path: Path, unpacked: int = 50 * 2**20) -> Path:
    """A DOCX whose word/document.xml unpacks to `unpacked` bytes but declares 1,000."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        zf.writestr("[Content_Types].xml", CONTENT_TYPES)
        zf.writestr("word/document.xml", OPEN + b" " * unpacked + b"</w:document>")
    data = bytearray(buffer.getvalue())
    for signature, offset in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):
        start = 0
        while (start := data.find(signature, start)) >= 0:
            name_at = start + (30 if signature == b"PK\x03\x04" else 46)
            if data[name_at : name_at + 17] == b"word/document.xml":
                struct.pack_into("<I", data, start + offset, 1000)
            start += 4
    path.write_bytes(bytes(data))
    return path


def write_long_text(path: Path, size: int = 9_900_000) -> Path:
    """A plain-text CV of `size` bytes: a name, then line after line of publications."""
    line = b"- A. Author, B. Author. A study of long files. In Proc. of a Venue, 2020.\n"
    path.write_bytes((b"Ada Example\n\n## Publications\n" + line * (size // len(line)))[:size])
    return path
