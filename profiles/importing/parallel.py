"""Parsing the files of an import within limits, in worker processes.

Used by the import service (the `import_cvs` command and the admin's upload). A file
that may be costly to read (a PDF, a Word document, HTML, or text over INLINE_BYTES) is
parsed in a worker process with at most MEMORY_LIMIT of address space and TIME_LIMIT
seconds: a worker that runs out of either is stopped and replaced, and the file is
reported with the reason while the other files go on. Small text is parsed in the
import's own process, as starting a worker (about a second) would cost more than it.

The workers ("spawn": they import only the parser, which is plain Python) are kept
between imports, one of them once an import ends, so that an upload in the admin does
not wait for one to start; they stop with the process that started them.
"""

import os
import threading
import time
from multiprocessing import get_context
from multiprocessing.connection import wait

from profiles import parsing
from profiles.parsing.worker import serve

# Seconds a file may take to parse: the slowest real CV of the corpus (a 2 MB PDF) takes
# about one; within gunicorn's 30 s for the admin's upload, with room for a worker's start.
TIME_LIMIT = 10.0
# Address space of a worker: the interpreter and the parser's libraries take about
# 300 MB of it, a file's parse what is left.
MEMORY_LIMIT = 1024 * 2**20
# Text up to this size is parsed in the import's own process (about 0.1 s at most).
INLINE_BYTES = 64 * 1024
# Seconds a new worker may take to start before it is given a file.
START_LIMIT = 60.0

TOO_SLOW = f"reading the file took longer than the {TIME_LIMIT:g} s limit"
TOO_BIG = f"reading the file needed more than the {MEMORY_LIMIT // 2**20} MB memory limit"


def is_inline(item: tuple[bytes, str]) -> bool:
    """Is this small text, cheap enough to parse without a worker?"""
    data, name = item
    return (
        len(data) <= INLINE_BYTES
        and not name.lower().endswith((".pdf", ".docx", ".html", ".htm"))
        and data[:2] != b"PK"
        and b"%PDF" not in data[:1024]
        and b"<html" not in data[:1024].lower()
    )


class Worker:
    def __init__(self):
        context = get_context("spawn")
        self.conn, child = context.Pipe()
        arguments = (child, MEMORY_LIMIT, TOO_BIG)
        self.process = context.Process(target=serve, args=arguments, daemon=True)
        self.process.start()
        child.close()
        self.ready = False
        self.index: int | None = None
        self.deadline = time.monotonic() + START_LIMIT

    def give(self, index: int, item: tuple[bytes, str]) -> None:
        self.conn.send(item)
        self.index, self.deadline = index, time.monotonic() + TIME_LIMIT

    def stop(self) -> None:
        self.process.kill()
        self.process.join()
        self.conn.close()


class WorkerPool:
    """Worker processes shared by the imports of a process, one import at a time."""

    def __init__(self):
        self.workers: list[Worker] = []
        self.lock = threading.Lock()

    def parse(self, items: list[tuple[int, tuple[bytes, str]]], size: int) -> dict:
        """The outcome of each (index, item) by index, on up to `size` workers."""
        outcomes, pending = {}, list(reversed(items))
        with self.lock:
            while len(self.workers) < min(size, len(items)):
                self.workers.append(Worker())
            active = self.workers[: min(size, len(items))]
            while pending or any(w.index is not None for w in active):
                for worker in active:
                    if worker.ready and worker.index is None and pending:
                        index, item = pending.pop()
                        try:
                            worker.give(index, item)
                        except OSError:  # died while idle: another takes the file
                            pending.append((index, item))
                            self.replace(worker)
                active = self.workers[: len(active)]
                waiting = [w for w in active if not w.ready or w.index is not None]
                timeout = min(w.deadline for w in waiting) - time.monotonic()
                answered = wait([w.conn for w in waiting], timeout=max(timeout, 0))
                for worker in waiting:
                    if worker.conn in answered:
                        try:
                            message = worker.conn.recv()
                        except (EOFError, OSError):  # killed for its memory
                            message = parsing.UnreadableDocument(TOO_BIG)
                            self.replace(worker)
                        if worker.index is not None:
                            outcomes[worker.index] = message
                            worker.index = None
                        elif message == "ready":
                            worker.ready = True
                        elif not worker.ready:
                            raise RuntimeError("a parser worker could not start")
                    elif worker.deadline < time.monotonic():
                        if not worker.ready:
                            raise RuntimeError("a parser worker did not start in time")
                        outcomes[worker.index] = parsing.UnreadableDocument(TOO_SLOW)
                        self.replace(worker)
                active = self.workers[: len(active)]
        return outcomes

    def replace(self, worker: Worker) -> Worker:
        """Stop a worker (stuck, or dead of its memory limit) and start another."""
        worker.stop()
        new = Worker()
        self.workers[self.workers.index(worker)] = new
        return new

    def shrink(self, keep: int) -> None:
        with self.lock:
            for worker in self.workers[keep:]:
                worker.stop()
            self.workers = self.workers[:keep]


POOL = WorkerPool()


class Parsers:
    def __init__(self, workers: int | None = None):
        self.workers = max(workers if workers is not None else min(os.cpu_count() or 1, 4), 1)

    def parse(self, items: list[tuple[bytes, str]]) -> list:
        """`parsing.parse_outcome` of each (bytes, file name), in order: a parse, or the
        reason the file cannot be read, so that one bad file does not stop the others."""
        outcomes = {i: parsing.parse_outcome(it) for i, it in enumerate(items) if is_inline(it)}
        isolated = [(i, item) for i, item in enumerate(items) if i not in outcomes]
        if isolated:
            outcomes |= POOL.parse(isolated, self.workers)
        return [outcomes[i] for i in range(len(items))]

    def close(self) -> None:
        POOL.shrink(1)
