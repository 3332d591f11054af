"""Saved searches: a directory query its owner named, and whom it matched when they
last opened it. Used by the saved-search pages; the pages run the query itself (the
directory's FilterSet) and hand the ids over."""

from django.db import transaction
from django.utils import timezone

from profiles.models import SavedSearch


@transaction.atomic
def save_search(*, owner, name: str, query: str, ids: list[int]) -> SavedSearch:
    """Save (or, under a name the owner already used, replace) a search, as seen now."""
    name = " ".join(name.split())[:200]
    if not name:
        raise ValueError("Give the search a name.")
    search, _ = SavedSearch.objects.update_or_create(
        owner=owner,
        name=name,
        defaults={"query": query, "seen": sorted(ids), "last_seen_at": timezone.now()},
    )
    return search


def mark_seen(*, search: SavedSearch, ids: list[int]) -> None:
    """The owner looked at the search's result: these are no longer new."""
    search.seen = sorted(ids)
    search.last_seen_at = timezone.now()
    search.save(update_fields=["seen", "last_seen_at"])


def delete_search(*, search: SavedSearch) -> None:
    search.delete()
