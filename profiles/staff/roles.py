"""The two staff roles: editors change records, viewers only browse.

Created after every migrate (post_migrate), so a fresh database has them. Editors
also need "staff status" to open the admin; viewers browse the site with a plain
account. Contact details (emails, phones, birth dates) are for editors and
superusers: the `view_contact_details` permission, which viewers never get, whatever
their staff status. The audit log is for superusers alone: neither group may read it.
"""

from django.contrib.auth.models import Group, Permission

EDITORS = "Editors"
VIEWERS = "Viewers"
# Permissions no group gets: the audit log's (superusers read it).
SUPERUSERS_ONLY = {"auditentry"}


def ensure_roles(sender=None, **kwargs) -> None:
    profile_perms = Permission.objects.filter(content_type__app_label="profiles").exclude(
        content_type__model__in=SUPERUSERS_ONLY
    )
    editors, _ = Group.objects.get_or_create(name=EDITORS)
    editors.permissions.set(profile_perms)
    viewers, _ = Group.objects.get_or_create(name=VIEWERS)
    viewers.permissions.set(
        profile_perms.filter(codename__startswith="view_").exclude(codename="view_contact_details")
    )
