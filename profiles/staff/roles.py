"""The roles: editors change records, viewers only browse, the committee works on
shortlists.

Created after every migrate (post_migrate), so a fresh database has them. Editors
also need "staff status" to open the admin; viewers browse the site with a plain
account. Contact details (emails, phones, birth dates) are for editors and
superusers: the `view_contact_details` permission, which viewers and committee members
never get, whatever their staff status. The audit log is for superusers alone: no group
may read it. Committee members browse as viewers do and also create shortlists, add
people to them, move them between statuses, rate them, write notes and tag people; only
a shortlist's owner and editors delete shortlists or remove their entries
(profiles.committee.access).
"""

from django.contrib.auth.models import Group, Permission

EDITORS = "Editors"
VIEWERS = "Viewers"
# Permissions no group gets: the audit log's (superusers read it).
SUPERUSERS_ONLY = {"auditentry"}
COMMITTEE = "Committee"
# Records read through their own sharing rules (a shortlist and what hangs on it, shared
# with its readers; a saved search or an account link, its owner's), never through a
# role's view permission, which would open them all in the admin.
SHARED_BY_OWNERS = [
    "shortlist",
    "shortlistentry",
    "statuschange",
    "rating",
    "savedsearch",
    "member",
]
# What the committee may do beyond viewing.
COMMITTEE_PERMISSIONS = [
    "add_shortlist",
    "add_shortlistentry",
    "change_shortlistentry",
    "add_rating",
    "change_rating",
    "add_note",
    "change_note",
    "add_tag",
    "add_persontag",
    "delete_persontag",
]


def ensure_roles(sender=None, **kwargs) -> None:
    profile_perms = Permission.objects.filter(content_type__app_label="profiles").exclude(
        content_type__model__in=SUPERUSERS_ONLY
    )
    viewing = profile_perms.filter(codename__startswith="view_").exclude(
        codename__in=["view_contact_details", *(f"view_{model}" for model in SHARED_BY_OWNERS)]
    )
    editors, _ = Group.objects.get_or_create(name=EDITORS)
    editors.permissions.set(profile_perms)
    viewers, _ = Group.objects.get_or_create(name=VIEWERS)
    viewers.permissions.set(viewing)
    committee, _ = Group.objects.get_or_create(name=COMMITTEE)
    committee.permissions.set(viewing | profile_perms.filter(codename__in=COMMITTEE_PERMISSIONS))
