"""The audit log in the admin, for superusers only and read-only: who imported,
exported, erased, merged or saw contact details, filterable by action, date and
account. The list costs eight queries whatever its length (tests/staff/test_audit.py
says which)."""

from django.contrib import admin

from profiles.models import AuditEntry


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    list_display = ("at", "actor", "action", "summary", "person", "path")
    list_filter = ("action", "at", ("user", admin.RelatedOnlyFieldListFilter))
    list_select_related = ("person",)
    search_fields = ("actor", "summary", "path")
    date_hierarchy = "at"

    def has_module_permission(self, request):
        return request.user.is_active and request.user.is_superuser

    def has_view_permission(self, request, obj=None):
        return request.user.is_active and request.user.is_superuser

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
