"""The audit log's writes: who imported, exported, erased, merged or saw contact
details, and when.

Called by the pages and the admin (with the request) and by the import command (with
the name of whoever ran it). One INSERT per call.
"""

import getpass

from django.http import HttpRequest

from profiles.models import AuditEntry


def command_actor() -> str:
    """Who runs a management command: the operating-system account."""
    try:
        return f"{getpass.getuser()} (command line)"
    except (KeyError, OSError):
        return "command line"


def record(
    *,
    action: AuditEntry.Action,
    summary: str,
    request: HttpRequest | None = None,
    actor: str = "",
    person_id: int | None = None,
) -> AuditEntry:
    """Write one entry, about the person `person_id` if any (the entry goes when they
    are erased); the actor and the path come from `request` when there is one."""
    user = request.user if request is not None and request.user.is_authenticated else None
    return AuditEntry.objects.create(
        action=action,
        summary=summary[:500],
        user=user,
        actor=(user.get_username() if user else actor) or "anonymous",
        person_id=person_id,
        path=request.get_full_path()[:2000] if request is not None else "",
    )
