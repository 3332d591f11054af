"""The shortlist pages: the list, a shortlist's table, board and CSV, an entry's page,
and adding people from the directory, a profile or pasted names.

Thin views: the writes are profiles.committee services, the reads its selectors; who
may do what is profiles.committee.access. A shortlist the reader may not read is a 404,
whoever asks; an action they may not take is a 403 page.
"""

import csv

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db.models import Count
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.html import format_html
from django.views.decorators.http import require_POST

from profiles import audit
from profiles.browse.filters import PersonFilter
from profiles.browse.forms import (
    ADD_LIMIT,
    AddPeopleForm,
    PasteForm,
    RatingForm,
    ShortlistForm,
    StatusForm,
)
from profiles.browse.notes import with_html
from profiles.browse.querystrings import directory_query
from profiles.browse.redirects import back_to
from profiles.committee import access, entries, shortlists
from profiles.committee.conflicts import conflicts_with, me
from profiles.committee.notes import notes_of
from profiles.committee.pasted import find_pasted
from profiles.committee.ratings import RatingRefused, rate, revealed
from profiles.committee.statuses import statuses
from profiles.models import (
    AuditEntry,
    Person,
    Rating,
    Shortlist,
    ShortlistEntry,
    sees_contact_details,
)


def visible_shortlist(request, pk) -> Shortlist:
    return get_object_or_404(
        Shortlist.objects.visible_to(request.user).select_related("owner"), pk=pk
    )


@login_required
def shortlist_list(request):
    """The shortlists the reader may read, with their sizes; four queries, and the
    groups' for the form of those who may create one."""
    may_create = access.may_create_shortlists(request.user)
    form = ShortlistForm(request.POST or None) if may_create else None
    if request.method == "POST":
        if not may_create:
            raise PermissionDenied("You may not create shortlists.")
        if form.is_valid():
            shortlist = shortlists.create_shortlist(
                owner=request.user,
                name=form.cleaned_data["name"],
                description=form.cleaned_data["description"],
                shared_with_everyone=form.cleaned_data["shared_with_everyone"],
                groups=form.cleaned_data["groups"],
            )
            messages.success(request, f"Created “{shortlist.name}”.")
            return redirect(shortlist)
    rows = (
        Shortlist.objects.visible_to(request.user)
        .select_related("owner")
        .annotate(size=Count("entries"))
        .order_by("name", "id")
    )
    return render(request, "profiles/shortlist_list.html", {"shortlists": rows, "form": form})


def shortlist_context(request, shortlist: Shortlist, order: str = "status") -> dict:
    """What the table, the board and the CSV show: seven queries whatever the number
    of entries, ratings and notes (permissions, labels, the reader's records, the
    entries, their tags, the reader's conflicts), and one more for its groups."""
    rights = access.access_to(request.user, shortlist)
    labels = statuses()
    table = entries.rows(
        shortlist=shortlist,
        user=request.user,
        member=me(request.user),
        may_rate=rights.rate,
        statuses=labels,
        order=order,
    )
    return {
        "shortlist": shortlist,
        "groups": list(shortlist.groups.order_by("name")),
        "access": rights,
        "statuses": labels,
        "rows": table,
        "sorts": entries.SORTS,
        "sort": order,
        "paste_form": PasteForm(emails=sees_contact_details(request.user)) if rights.add else None,
        "may_read_notes": access.may_read_notes(request.user),
    }


def chosen_order(request) -> str:
    order = request.GET.get("sort", "")
    return order if order in entries.SORTS else "status"


@login_required
def shortlist_detail(request, pk):
    """The table: one row per candidate, by status then average rating."""
    shortlist = visible_shortlist(request, pk)
    context = shortlist_context(request, shortlist, chosen_order(request))
    return render(request, "profiles/shortlist_detail.html", context)


@login_required
def shortlist_board(request, pk):
    """The board: a column per status."""
    shortlist = visible_shortlist(request, pk)
    context = shortlist_context(request, shortlist)
    context["columns"] = entries.board(context["rows"], context["statuses"])
    return render(request, "profiles/shortlist_board.html", context)


CSV_HEADER = [
    "name",
    "native_name",
    "status",
    "average_rating",
    "ratings",
    "your_rating",
    "conflict",
    "tags",
    "headline",
    "affiliation",
    "added_by",
    "added_at",
    "status_since",
    "profile",
]


@login_required
def shortlist_csv(request, pk):
    """The table as CSV, in its order; averages as the reader may see them."""
    shortlist = visible_shortlist(request, pk)
    context = shortlist_context(request, shortlist, chosen_order(request))
    base = request.build_absolute_uri("/").rstrip("/")
    audit.record(
        action=AuditEntry.Action.EXPORT, summary=f"shortlist #{shortlist.pk}", request=request
    )
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="shortlist-{shortlist.pk}.csv"'
    response.write("\ufeff")
    writer = csv.writer(response)
    writer.writerow(CSV_HEADER)
    for row in context["rows"]:
        person = row.person
        writer.writerow(
            [
                person.full_name,
                person.native_name,
                row.status.label,
                f"{row.average:.2f}" if row.average is not None else "",
                row.count,
                row.mine or "",
                "; ".join(conflict.label for conflict in row.conflicts),
                "; ".join(tag.name for tag in person.tags.all()),
                person.headline,
                person.affiliation,
                row.entry.added_by.username if row.entry.added_by else "",
                row.entry.added_at.date().isoformat(),
                row.entry.status_changed_at.date().isoformat(),
                base + person.get_absolute_url(),
            ]
        )
    return response


@login_required
def shortlist_edit(request, pk):
    """Rename a shortlist and choose whom it is shared with: its owner and editors."""
    shortlist = visible_shortlist(request, pk)
    if not access.access_to(request.user, shortlist).edit:
        raise PermissionDenied("Only the shortlist's owner and editors change it.")
    form = ShortlistForm(request.POST or None, instance=shortlist)
    if request.method == "POST" and form.is_valid():
        shortlists.change_shortlist(
            shortlist=shortlist,
            name=form.cleaned_data["name"],
            description=form.cleaned_data["description"],
            shared_with_everyone=form.cleaned_data["shared_with_everyone"],
            groups=form.cleaned_data["groups"],
        )
        messages.success(request, "Saved.")
        return redirect(shortlist)
    rights = access.access_to(request.user, shortlist)
    return render(
        request,
        "profiles/shortlist_form.html",
        {"shortlist": shortlist, "form": form, "access": rights},
    )


@login_required
def shortlist_delete(request, pk):
    """Asks first (GET), deletes on POST: the owner and editors only."""
    shortlist = visible_shortlist(request, pk)
    if not access.access_to(request.user, shortlist).delete:
        raise PermissionDenied("Only the shortlist's owner and editors delete it.")
    if request.method == "POST":
        name = shortlist.name
        shortlists.delete_shortlist(shortlist=shortlist)
        messages.success(request, f"Deleted “{name}”.")
        return redirect("profiles:shortlists")
    return render(request, "profiles/shortlist_delete.html", {"shortlist": shortlist})


@login_required
def shortlist_paste(request, pk):
    """Add the people named in pasted text; what named nobody, or several people, is
    shown for the reader to fix."""
    shortlist = visible_shortlist(request, pk)
    if request.method != "POST":
        return redirect(shortlist)
    if not access.access_to(request.user, shortlist).add:
        raise PermissionDenied("You may not add people to shortlists.")
    form = PasteForm(request.POST, emails=sees_contact_details(request.user))
    pasted = None
    if form.is_valid():
        # Emails are contact details: found by them only for those who may see them.
        pasted = find_pasted(form.cleaned_data["text"], by_email=sees_contact_details(request.user))
        added = shortlists.add_people(
            shortlist=shortlist, person_ids=[p.pk for p in pasted.people], by=request.user
        )
        if pasted.people:
            messages.success(request, str(added))
        left = pasted.unknown + [line for line, _ in pasted.ambiguous] + pasted.emails_refused
        if not (left or pasted.too_many):
            return redirect(shortlist)
        form = PasteForm(
            initial={"text": "\n".join(left)}, emails=sees_contact_details(request.user)
        )
    context = shortlist_context(request, shortlist)
    context.update({"paste_form": form, "pasted": pasted})
    return render(request, "profiles/shortlist_detail.html", context)


@login_required
@require_POST
def add_to_shortlist(request):
    """From the directory (checked people, or its whole result up to ADD_LIMIT) or a
    profile (one person): add them to a shortlist the reader may add to."""
    if not access.may_add_people(request.user):
        raise PermissionDenied("You may not add people to shortlists.")
    form = AddPeopleForm(request.POST, shortlists=Shortlist.objects.visible_to(request.user))
    if not form.is_valid():
        if "shortlist" in form.errors:
            messages.error(request, "Choose a shortlist you may add to.")
        elif "__all__" in form.errors:
            messages.error(request, " ".join(form.errors["__all__"]))
        else:
            messages.error(request, "Choose people from the list.")
        return back_to(request, reverse("profiles:directory"))
    shortlist = form.cleaned_data["shortlist"]
    if form.cleaned_data["scope"] == "all":
        people = PersonFilter(
            directory_query(form.cleaned_data["query"]),
            queryset=Person.objects.all(),
            request=request,
        )
        # In the directory's order, so that "the first 200" are those it showed first.
        matching = people.ordered(
            people.sort(directory_query(form.cleaned_data["query"]).get("sort"))
        )
        ids = list(matching.values_list("id", flat=True)[: ADD_LIMIT + 1])
        if len(ids) > ADD_LIMIT:
            messages.warning(
                request,
                f"Only the first {ADD_LIMIT} people of the result were added; narrow the"
                " filters to add the others.",
            )
            ids = ids[:ADD_LIMIT]
    else:
        ids = list(
            Person.objects.filter(pk__in=form.cleaned_data["person"]).values_list("pk", flat=True)
        )
    added = shortlists.add_people(shortlist=shortlist, person_ids=ids, by=request.user)
    messages.success(
        request,
        format_html(
            '{} <a href="{}">Open “{}”</a>',
            str(added),
            shortlist.get_absolute_url(),
            shortlist.name,
        ),
    )
    return back_to(request, shortlist.get_absolute_url())


def visible_entry(request, pk, entry_pk) -> ShortlistEntry:
    shortlist = visible_shortlist(request, pk)
    entry = get_object_or_404(
        ShortlistEntry.objects.select_related("person"), shortlist=shortlist, pk=entry_pk
    )
    entry.shortlist = shortlist
    return entry


@login_required
def entry_detail(request, pk, entry_pk):
    """A candidate on a shortlist: status and its history, ratings (once the reader has
    rated, or when they may not rate), the reader's rating form and the notes on the
    person. About a dozen queries, whatever the number of ratings, steps and notes."""
    entry = visible_entry(request, pk, entry_pk)
    rights = access.access_to(request.user, entry.shortlist)
    labels = statuses()
    named = labels_by(labels)
    conflicts = conflicts_with(me(request.user), [entry.person_id]).get(entry.person_id, [])
    mine = Rating.objects.filter(entry=entry, rater_id=request.user.pk).first()
    shown = revealed(rated=mine is not None, may_rate=rights.rate, conflicted=bool(conflicts))
    all_ratings = list(entries.ratings_of(entry)) if shown else []
    may_read_notes = access.may_read_notes(request.user)
    context = {
        "shortlist": entry.shortlist,
        "entry": entry,
        "person": entry.person,
        "access": rights,
        "status": named[entry.status],
        "statuses": labels,
        "history": [(step, named[step.status]) for step in entries.history(entry)],
        "conflicts": conflicts,
        "mine": mine,
        "revealed": shown,
        "ratings": all_ratings,
        "rating_count": len(all_ratings) if shown else entry.ratings.count(),
        "average": sum(r.score for r in all_ratings) / len(all_ratings) if all_ratings else None,
        "rating_form": RatingForm(
            initial={"score": mine.score, "comment": mine.comment} if mine else None
        )
        if rights.rate and not conflicts
        else None,
        "notes": with_html(notes_of(entry.person)) if may_read_notes else None,
        "may_write_notes": access.may_write_notes(request.user),
    }
    return render(request, "profiles/entry_detail.html", context)


def labels_by(labels) -> dict:
    return {status.value: status for status in labels}


@login_required
@require_POST
def entry_status(request, pk, entry_pk):
    entry = visible_entry(request, pk, entry_pk)
    if not access.access_to(request.user, entry.shortlist).move:
        raise PermissionDenied("You may not move candidates between statuses.")
    labels = statuses()
    form = StatusForm(request.POST, statuses=labels)
    if form.is_valid():
        status = form.cleaned_data["status"]
        if shortlists.move_entry(entry=entry, status=status, by=request.user):
            label = labels_by(labels)[status].label
            messages.success(request, f"{entry.person.full_name} moved to {label}.")
    else:
        messages.error(request, "Choose one of the statuses.")
    return back_to(request, entry.shortlist.get_absolute_url())


@login_required
@require_POST
def entry_rate(request, pk, entry_pk):
    entry = visible_entry(request, pk, entry_pk)
    if not access.access_to(request.user, entry.shortlist).rate:
        raise PermissionDenied("You may not rate candidates.")
    form = RatingForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose a rating from 1 to 5.")
        return back_to(request, entry.get_absolute_url())
    try:
        rate(
            entry=entry,
            rater=request.user,
            score=form.cleaned_data["score"],
            comment=form.cleaned_data["comment"],
        )
    except RatingRefused as refusal:
        messages.error(request, str(refusal))
    else:
        messages.success(request, "Your rating is saved.")
    return back_to(request, entry.get_absolute_url())


@login_required
@require_POST
def entry_remove(request, pk, entry_pk):
    entry = visible_entry(request, pk, entry_pk)
    if not access.access_to(request.user, entry.shortlist).remove:
        raise PermissionDenied("Only the shortlist's owner and editors remove candidates.")
    shortlists.remove_entry(entry=entry)
    messages.success(request, f"Removed {entry.person.full_name} from the shortlist.")
    return redirect(entry.shortlist)
