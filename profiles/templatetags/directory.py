"""Template helpers for every page: facet links and forms that keep the other filters,
periods, native spellings beside names, the navigation's current section, durations in
words."""

import re

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.http import urlencode
from django.utils.safestring import mark_safe

from profiles.text import partial_date_text, period_text

register = template.Library()

# Removing a filter also removes the parameters that only qualify it.
QUALIFIERS = {"at": ("at_from", "at_to")}
# Where the visitor is, not what they filter by: a link to a changed result leaves them.
NAVIGATION = {"page", "facet", "find"}


def current_query(request) -> dict[str, list[str]]:
    """The request's filters: its parameters without `page` (links to a changed result
    start on its first page), `facet` and `find` (they lead back to the result). Read
    once per request, as every card links each of its areas and advisors."""
    if not hasattr(request, "_directory_query"):
        request._directory_query = {k: v for k, v in request.GET.lists() if k not in NAVIGATION}
    return request._directory_query


def encoded(query: dict[str, list[str]]) -> str:
    return "?" + urlencode(sorted(query.items()), doseq=True) if query else "?"


@register.simple_tag(takes_context=True)
def query_with(context, param: str, value) -> str:
    """The current query string with `value` added to `param`, back on the first page."""
    query = current_query(context["request"])
    values = query.get(param, [])
    if str(value) in values:
        return encoded(query)
    return encoded({**query, param: [*values, str(value)]})


@register.simple_tag(takes_context=True)
def query_without(context, param: str, value=None) -> str:
    """The current query string without `value` of `param` (all values when None)."""
    query = dict(current_query(context["request"]))
    kept = [] if value is None else [v for v in query.get(param, []) if v != str(value)]
    if kept:
        query[param] = kept
    else:
        query.pop(param, None)
        for qualifier in QUALIFIERS.get(param, ()):
            query.pop(qualifier, None)
    return encoded(query)


@register.simple_tag(takes_context=True)
def hidden_filters(context) -> str:
    """The request's filters as hidden inputs, for a form that keeps them."""
    query = current_query(context["request"])
    return format_html_join(
        "\n",
        '<input type="hidden" name="{}" value="{}">',
        ((name, value) for name, values in sorted(query.items()) for value in values),
    )


@register.filter
def period(record) -> str:
    """'Sep 2020 – Jun 2025 (expected)', '2022 – present', '2018'."""
    return period_text(record)


@register.filter
def partial_date(value: str) -> str:
    """A CV's date in words: "March 2021", "2021"."""
    return partial_date_text(value)


@register.filter
def get_item(mapping, key):
    return mapping.get(key)


# The navigation section each page belongs to, by URL name.
SECTIONS = {
    "directory": "people",
    "institutions": "institutions",
    "institution": "institutions",
    "advisors": "advisors",
    "advisor": "advisors",
    "areas": "areas",
    "area": "areas",
    "shortlists": "shortlists",
    "shortlist": "shortlists",
    "shortlist_board": "shortlists",
    "shortlist_edit": "shortlists",
    "shortlist_delete": "shortlists",
    "shortlist_paste": "shortlists",
    "entry": "shortlists",
    "searches": "searches",
    "settings": "settings",
}


@register.simple_tag(takes_context=True)
def nav_current(context, section: str) -> str:
    """' aria-current="page"' on the navigation link of the current page's section."""
    match = getattr(context.get("request"), "resolver_match", None)
    current = SECTIONS.get(match.url_name) if match else None
    return mark_safe(' aria-current="page"') if current == section else ""


@register.simple_tag
def native(record, css: str = "") -> str:
    """The native spelling of a person's, advisor's, institution's or area's name, after
    its Latin one: ' <span class="native" lang="zh">谷典典</span>'; nothing when there is
    none or it is the same."""
    latin = getattr(record, "full_name", None) or getattr(record, "name", "")
    spelling = getattr(record, "native_name", None) or getattr(record, "name_native", "")
    if not spelling or spelling == latin:
        return ""
    if css:
        return format_html(' <span class="{}" lang="zh">{}</span>', css, spelling)
    return format_html(' <span lang="zh">{}</span>', spelling)


# Profile sites a CV links to, and how to read the person's identifier from the address.
PROFILE_SITES = [
    ("ORCID", re.compile(r"orcid\.org/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])", re.I)),
    (
        "DBLP",
        re.compile(r"dblp\.(?:org|uni-trier\.de)/(?:pid|pers/\w+)/([\w/:.-]+?)(?:\.html)?$", re.I),
    ),
    (
        "Google Scholar",
        re.compile(r"scholar\.google\.[\w.]+/citations\?(?:.*&)?user=([\w-]+)", re.I),
    ),
    ("OpenReview", re.compile(r"openreview\.net/profile\?id=([^&\s]+)", re.I)),
    ("GitHub", re.compile(r"github\.com/([\w-]+)/?$", re.I)),
    ("LinkedIn", re.compile(r"linkedin\.com/in/([\w%-]+)", re.I)),
]


@register.filter
def labelled_link(link: str) -> dict:
    """A link from a CV as {"label", "identifier", "href"}: ORCID iD, DBLP pid, Scholar
    user, OpenReview id, GitHub user, LinkedIn name, or else a homepage."""
    href = link if re.match(r"(?i)https?://", link) else f"https://{link}"
    for label, pattern in PROFILE_SITES:
        found = pattern.search(link)
        if found:
            return {"label": label, "identifier": found.group(1), "href": href}
    shown = re.sub(r"(?i)^https?://(?:www\.)?", "", link).rstrip("/")
    return {"label": "Homepage", "identifier": shown, "href": href}


@register.filter
def duration(value) -> str:
    """A timedelta in words: "15 minutes", "1 hour", "2 hours 30 minutes"."""
    minutes = round(value.total_seconds() / 60)
    hours, minutes = divmod(minutes, 60)
    parts = [f"{hours} hour{'s' if hours != 1 else ''}"] if hours else []
    if minutes or not hours:
        parts.append(f"{minutes} minute{'s' if minutes != 1 else ''}")
    return " ".join(parts)
