"""The denormalised fields the directory reads, kept up to date after every import
batch, staff edit and merge: listing columns, links, counters and search vectors.

Used by the import service, staff services and the admin; the pages only read.
"""

from profiles.listing.lookups import refresh_lookups
from profiles.listing.refresh import (
    PendingCounts,
    refresh_counters,
    refresh_everyone,
    refresh_listing,
    refresh_people,
    summary,
)

__all__ = [
    "PendingCounts",
    "refresh_counters",
    "refresh_everyone",
    "refresh_listing",
    "refresh_lookups",
    "refresh_people",
    "summary",
]
