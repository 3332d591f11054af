"""What importing one file did, as the import command, the admin upload and the
tests read it."""

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from profiles.models import Person

Status = Literal["created", "updated", "unchanged", "failed"]


@dataclass
class ImportResult:
    path: Path
    status: Status
    person: Person | None = None
    error: str = ""
    warnings: list[str] = field(default_factory=list)
    changes: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)

    @property
    def shown_path(self) -> str:
        """The path as it can be printed: bytes that are not UTF-8 escaped (\\xff)."""
        return shown(self.path)

    def __str__(self):
        if self.status == "failed":
            return f"{self.shown_path}: {self.error}"
        return f"{self.shown_path}: {self.status} {self.person}"


def shown(path: Path) -> str:
    return str(path).encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
