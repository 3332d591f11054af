"""The two staff roles: editors change records, viewers only browse.

Created after every migrate (post_migrate), so a fresh database has them. Editors
also need "staff status" to open the admin; viewers browse the site with a plain
account and see no contact details.
"""

from django.contrib.auth.models import Group, Permission

EDITORS = "Editors"
VIEWERS = "Viewers"


def ensure_roles(sender=None, **kwargs) -> None:
    profile_perms = Permission.objects.filter(content_type__app_label="profiles")
    editors, _ = Group.objects.get_or_create(name=EDITORS)
    editors.permissions.set(profile_perms)
    viewers, _ = Group.objects.get_or_create(name=VIEWERS)
    viewers.permissions.set(profile_perms.filter(codename__startswith="view_"))
