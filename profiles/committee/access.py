"""Who may do what with the committee's work; used by the pages and their templates.

Least privilege: reading a shortlist needs it shared with the reader (or owning it);
adding people, moving them, rating and noting need the permissions of the "Committee"
group (profiles.staff.roles); deleting a shortlist or removing an entry needs its owner
or an Editor. Each check costs no query once the user's permissions are loaded (two
queries, once per request, for an account that is not a superuser).
"""

from dataclasses import dataclass

from profiles.models import Shortlist


def is_owner(user, shortlist: Shortlist) -> bool:
    return user.is_authenticated and shortlist.owner_id == user.pk


def may_create_shortlists(user) -> bool:
    return user.has_perm("profiles.add_shortlist")


def may_add_people(user) -> bool:
    return user.has_perm("profiles.add_shortlistentry")


def may_read_notes(user) -> bool:
    return user.has_perm("profiles.view_note")


def may_write_notes(user) -> bool:
    return user.has_perm("profiles.add_note")


def may_edit_note(user, note) -> bool:
    """A note's author, while they keep the permission to change notes."""
    return note.author_id == user.pk and user.has_perm("profiles.change_note")


def may_tag(user) -> bool:
    return user.has_perm("profiles.add_persontag")


def may_untag(user) -> bool:
    return user.has_perm("profiles.delete_persontag")


@dataclass(frozen=True)
class ShortlistAccess:
    """What one user may do with one shortlist they can read."""

    add: bool
    move: bool
    rate: bool
    edit: bool
    remove: bool
    delete: bool


def access_to(user, shortlist: Shortlist) -> ShortlistAccess:
    """The user's rights on a shortlist already known to be visible to them."""
    owner = is_owner(user, shortlist)
    return ShortlistAccess(
        add=user.has_perm("profiles.add_shortlistentry"),
        move=user.has_perm("profiles.change_shortlistentry"),
        rate=user.has_perm("profiles.add_rating"),
        edit=owner or user.has_perm("profiles.change_shortlist"),
        remove=owner or user.has_perm("profiles.delete_shortlistentry"),
        delete=owner or user.has_perm("profiles.delete_shortlist"),
    )
