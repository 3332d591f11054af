"""Saved searches: name the directory's current query, list them with how many people
match now and how many are new since you last opened each, open one (which marks its
people seen) and delete one. Each is its owner's alone."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from profiles.browse.filters import PersonFilter
from profiles.browse.forms import SavedSearchForm
from profiles.browse.querystrings import canonical, directory_query
from profiles.browse.redirects import back_to
from profiles.committee.searches import delete_search, mark_seen, save_search
from profiles.models import Person, SavedSearch


def directory_filter(request, query: str) -> PersonFilter:
    return PersonFilter(directory_query(query), queryset=Person.objects.all(), request=request)


def matching(request, query: str):
    """The people the directory shows for this query string (no query until read)."""
    return directory_filter(request, query).qs


def described(filterset: PersonFilter) -> str:
    """The search in the words of the directory's filter chips."""
    return "; ".join(label for _, _, label in filterset.chips()) or "Everyone"


def counts(request, searches: list[SavedSearch]) -> dict[int, tuple[int, int, str]]:
    """(matching now, new since last opened, what it asks) for each saved search, by
    its id: one query for them all, plus one per record filter (institution, area,
    advisor, mentor, tag) in each search, which checks its slugs."""
    if not searches:
        return {}
    parts, params, words = [], [], {}
    for search in searches:
        filterset = directory_filter(request, search.query)
        words[search.pk] = described(filterset)
        sql, found_params = filterset.qs.order_by().values("id").query.sql_with_params()
        parts.append(
            "SELECT %s::bigint AS search, count(*) AS n,"
            " count(*) FILTER (WHERE seen.id IS NULL) AS new"
            f" FROM ({sql}) AS found"
            " LEFT JOIN unnest(%s::bigint[]) AS seen(id) ON seen.id = found.id"
        )
        params += [search.pk, *found_params, search.seen]
    with connection.cursor() as cursor:
        cursor.execute(" UNION ALL ".join(parts), params)
        return {pk: (n, new, words[pk]) for pk, n, new in cursor.fetchall()}


@login_required
def search_list(request):
    searches = list(SavedSearch.objects.filter(owner=request.user).order_by("name"))
    figures = counts(request, searches)
    rows = [(search, *figures[search.pk]) for search in searches]
    return render(request, "profiles/saved_searches.html", {"rows": rows})


@login_required
@require_POST
def search_save(request):
    form = SavedSearchForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Give the search a name (at most 200 characters).")
        return back_to(request, reverse("profiles:directory"))
    query = canonical(directory_query(form.cleaned_data["query"]))
    ids = list(matching(request, query).values_list("id", flat=True))
    try:
        search = save_search(
            owner=request.user, name=form.cleaned_data["name"], query=query, ids=ids
        )
    except ValueError as error:
        messages.error(request, str(error))
        return back_to(request, reverse("profiles:directory"))
    messages.success(request, f"Saved the search “{search.name}”.")
    return redirect("profiles:searches")


@login_required
def search_open(request, pk):
    """The directory with the search's query; its people count as seen from now on."""
    search = get_object_or_404(SavedSearch, pk=pk, owner=request.user)
    mark_seen(search=search, ids=list(matching(request, search.query).values_list("id", flat=True)))
    url = reverse("profiles:directory")
    return HttpResponseRedirect(f"{url}?{search.query}" if search.query else url)


@login_required
@require_POST
def search_delete(request, pk):
    search = get_object_or_404(SavedSearch, pk=pk, owner=request.user)
    delete_search(search=search)
    messages.success(request, f"Deleted the search “{search.name}”.")
    return redirect("profiles:searches")
