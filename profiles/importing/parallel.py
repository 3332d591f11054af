"""Parsing the files of a batch in worker processes when that pays: PDF and DOCX files
take tens of milliseconds each to read, text and Markdown well under one.

Used by the import service. The workers are started once per import run ("spawn":
they import only the parser, which is plain Python) and stopped at its end.
"""

import os
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

from profiles import parsing

# Slow files in a batch from which the workers' start-up (about a second) pays off.
WORKERS_FROM = 8
SLOW_SUFFIXES = (".pdf", ".docx")


class Parsers:
    def __init__(self, workers: int | None = None):
        self.workers = workers if workers is not None else min(os.cpu_count() or 1, 4)
        self._pool: ProcessPoolExecutor | None = None

    def parse(self, items: list[tuple[bytes, str]]) -> list:
        """`parsing.parse_outcome` of each (bytes, file name), in order: a parse, or the
        reason the file cannot be read, so that one bad file does not stop the others."""
        slow = sum(name.lower().endswith(SLOW_SUFFIXES) for _, name in items)
        if self.workers < 2 or slow < WORKERS_FROM:
            return [parsing.parse_outcome(item) for item in items]
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers, mp_context=get_context("spawn"))
        return list(self._pool.map(parsing.parse_outcome, items))

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None
