"""Locked-out logins in the admin: django-axes's list of access attempts, with an
action that unlocks the accounts and addresses selected (superusers only: the
groups get no permission on it)."""

from axes.admin import AccessAttemptAdmin
from axes.models import AccessAttempt
from django.contrib import admin, messages

admin.site.unregister(AccessAttempt)


@admin.register(AccessAttempt)
class LoginAttemptAdmin(AccessAttemptAdmin):
    actions = [*AccessAttemptAdmin.actions, "unlock"]

    @admin.action(description="Unlock the selected accounts and addresses", permissions=["delete"])
    def unlock(self, request, queryset):
        locked = sorted({f"{a.username or '?'} from {a.ip_address}" for a in queryset})
        queryset.delete()
        self.message_user(request, f"Unlocked: {'; '.join(locked)}.", messages.SUCCESS)
