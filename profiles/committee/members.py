"""Linking an account to its owner's records ("this is me"), from which their conflicts
of interest follow. Used by the settings page and the "This is me" buttons on profiles
and advisor pages; staff set the same in the admin."""

from profiles.models import Advisor, Member, Person

UNCHANGED = object()


def link_member(*, user, advisor: Advisor | None = UNCHANGED, person: Person | None = UNCHANGED):
    """Set (or with None clear) the account's advisor and person records; what is not
    given stays as it is."""
    member, _ = Member.objects.get_or_create(user=user)
    if advisor is not UNCHANGED:
        member.advisor = advisor
    if person is not UNCHANGED:
        member.person = person
    member.save()
    return member
