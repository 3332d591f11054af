"""The directory's query string kept with a saved search or a "add the whole result"
form: read back as the directory would read it, without its page."""

from django.http import QueryDict

MAX_LENGTH = 2000


def directory_query(text: str) -> QueryDict:
    """The query string's parameters (a leading "?" allowed), without `page`."""
    query = QueryDict(text.lstrip("?")[:MAX_LENGTH], mutable=True)
    query.pop("page", None)
    return query


def canonical(query: QueryDict) -> str:
    """The parameters in a stable order, empty ones left out: what a saved search keeps."""
    pairs = sorted((k, v) for k, values in query.lists() for v in values if v != "" and k != "page")
    kept = QueryDict(mutable=True)
    for key, value in pairs:
        kept.appendlist(key, value)
    return kept.urlencode()
