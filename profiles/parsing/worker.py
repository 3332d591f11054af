"""The loop of a parser worker process: (bytes, file name) in, a parse or the reason the
file cannot be read out, within a memory limit. Pure Python, nothing from Django, so
that a worker starts quickly; started and timed by profiles.importing.parallel."""

import resource

from .cv import parse_outcome
from .model import UnreadableDocument


def serve(conn, memory_limit: int, too_big: str) -> None:
    """Parse each item received until None; first say "ready"."""
    if memory_limit:
        resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))
    conn.send("ready")
    while True:
        item = conn.recv()
        if item is None:
            return
        try:
            outcome = parse_outcome(item)
        except MemoryError:
            outcome = UnreadableDocument(too_big)
        conn.send(outcome)
