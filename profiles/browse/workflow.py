"""The committee's parts of the directory and of a profile. In the directory: adding
the checked people or the whole result to a shortlist, saving the search, and whether
"without my conflicts" has records to go by. On a profile: the reader's conflict of
interest with the person, their tags, the shortlists they are on, adding them to one,
and the notes on them. Used by the directory and profile views; reads through
profiles.committee's selectors."""

from profiles.browse.forms import ADD_LIMIT
from profiles.browse.notes import with_html
from profiles.browse.querystrings import canonical
from profiles.committee import access
from profiles.committee.conflicts import conflicts_with, me
from profiles.committee.notes import notes_of
from profiles.committee.statuses import statuses
from profiles.models import Person, Shortlist, ShortlistEntry


def profile_workflow(request, person: Person) -> dict:
    """Eight queries at most whatever the number of notes, tags and shortlists: the
    reader's permissions (two), their records and conflicts (two), the person's entries
    on shortlists the reader may read, the status labels, the shortlists to add them to,
    and the notes."""
    user = request.user
    if not user.is_authenticated:
        return {}
    member = me(user)
    visible = Shortlist.objects.visible_to(user)
    entries = list(
        ShortlistEntry.objects.filter(person=person, shortlist__in=visible)
        .select_related("shortlist")
        .only("status", "shortlist__name")
        .order_by("shortlist__name", "shortlist_id")
    )
    labels = {s.value: s.label for s in statuses()} if entries else {}
    may_add = access.may_add_people(user)
    listed = [entry.shortlist_id for entry in entries]
    may_read_notes = access.may_read_notes(user)
    return {
        "conflicts": conflicts_with(member, [person.pk]).get(person.pk, []),
        "is_me": person.pk in member.person_ids,
        "entries": [(entry, labels[entry.status]) for entry in entries],
        "add_to": list(visible.exclude(pk__in=listed).only("name").order_by("name"))
        if may_add
        else [],
        "may_tag": access.may_tag(user),
        "may_untag": access.may_untag(user),
        "notes": with_html(notes_of(person)) if may_read_notes else None,
        "may_write_notes": access.may_write_notes(user),
    }


def directory_workflow(request, filterset) -> dict:
    """Three queries for a signed-in reader (their permissions and their groups', and
    the shortlists they may add to when they may add people), none for a visitor."""
    user = request.user
    if not user.is_authenticated:
        return {}
    may_add = access.may_add_people(user)
    member = getattr(filterset, "member", None)
    return {
        "add_to": list(Shortlist.objects.visible_to(user).only("name").order_by("name"))
        if may_add
        else [],
        "add_limit": ADD_LIMIT,
        "current_query": canonical(request.GET),
        "conflicts_unknown": member is not None and not member.linked,
    }
