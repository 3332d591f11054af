"""Parsing in worker processes gives what parsing in the import's own process gives."""

from pathlib import Path

from profiles import parsing
from profiles.importing.parallel import POOL, Parsers, is_inline

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "cvs"


def test_workers_parse_slow_files_as_the_import_process_does():
    slow = sorted(p for p in CORPUS.iterdir() if p.suffix in (".pdf", ".docx"))
    items = [(p.read_bytes(), p.name) for p in slow] * 2
    items.append((b"%PDF-1.4 broken", "broken.pdf"))
    assert not any(map(is_inline, items))  # all parsed in workers
    parsers = Parsers(workers=2)
    try:
        in_workers = parsers.parse(items)
        assert len(POOL.workers) == 2
    finally:
        parsers.close()
    here = [parsing.parse_outcome(item) for item in items]
    assert [r.to_dict() for r in in_workers[:-1]] == [r.to_dict() for r in here[:-1]]
    assert isinstance(in_workers[-1], parsing.UnreadableDocument)
    assert in_workers[-1].reason == here[-1].reason
