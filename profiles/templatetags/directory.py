"""Template helpers for the directory: facet links that keep the other filters, periods."""

from django import template
from django.utils.http import urlencode

register = template.Library()

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
# Removing a filter also removes the parameters that only qualify it.
QUALIFIERS = {"at": ("at_from", "at_to")}


def encoded(query) -> str:
    return "?" + urlencode(sorted(query.lists()), doseq=True) if query else "?"


@register.simple_tag(takes_context=True)
def query_with(context, param: str, value) -> str:
    """The current query string with `value` added to `param`, back on the first page."""
    query = context["request"].GET.copy()
    query.pop("page", None)
    values = query.getlist(param)
    if str(value) not in values:
        query.setlist(param, [*values, str(value)])
    return encoded(query)


@register.simple_tag(takes_context=True)
def query_without(context, param: str, value=None) -> str:
    """The current query string without `value` of `param` (all values when None)."""
    query = context["request"].GET.copy()
    query.pop("page", None)
    kept = [] if value is None else [v for v in query.getlist(param) if v != str(value)]
    query.setlist(param, kept)
    if not kept:
        query.pop(param, None)
        for qualifier in QUALIFIERS.get(param, ()):
            query.pop(qualifier, None)
    return encoded(query)


def partial_date(year, month) -> str:
    if not year:
        return ""
    return f"{MONTHS[month - 1]} {year}" if month else str(year)


@register.filter
def period(record) -> str:
    """'Sep 2020 – Jun 2025 (expected)', '2022 – present', '2018'."""
    start = partial_date(record.start_year, record.start_month)
    end = partial_date(record.end_year, record.end_month)
    if record.ongoing:
        end = "present"
    if record.expected and end:
        end += " (expected)"
    if start and end:
        return f"{start} – {end}"
    return start or end


@register.filter
def get_item(mapping, key):
    return mapping.get(key)
