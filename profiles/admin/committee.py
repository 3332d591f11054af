"""The committee's records in the admin: status labels to rename, shortlists with their
entries, account links ("this is me"), tags and notes. Editors manage them; the pages
are where the committee works."""

from django.contrib import admin

from profiles.models import Member, Note, Shortlist, ShortlistEntry, StatusLabel, Tag


@admin.register(StatusLabel)
class StatusLabelAdmin(admin.ModelAdmin):
    """One row per status, made by a migration: staff rename, never add or delete."""

    list_display = ("status", "label")
    list_editable = ("label",)
    readonly_fields = ("status",)

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class EntryInline(admin.TabularInline):
    model = ShortlistEntry
    fields = ("person", "status", "added_by", "added_at", "status_changed_at")
    readonly_fields = ("added_by", "added_at", "status_changed_at")
    autocomplete_fields = ("person",)
    extra = 0


@admin.register(Shortlist)
class ShortlistAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "shared_with_everyone", "created_at")
    list_filter = ("shared_with_everyone", "groups")
    search_fields = ("name", "description", "owner__username")
    autocomplete_fields = ("owner",)
    filter_horizontal = ("groups",)
    list_select_related = ("owner",)
    inlines = [EntryInline]


@admin.register(Member)
class MemberAdmin(admin.ModelAdmin):
    list_display = ("user", "advisor", "person")
    search_fields = ("user__username", "advisor__name", "person__full_name")
    autocomplete_fields = ("user", "advisor", "person")
    list_select_related = ("user", "advisor", "person")


@admin.register(Tag)
class TagAdmin(admin.ModelAdmin):
    list_display = ("name", "slug", "people_count")
    search_fields = ("name", "slug")
    prepopulated_fields = {"slug": ("name",)}
    readonly_fields = ("people_count",)


@admin.register(Note)
class NoteAdmin(admin.ModelAdmin):
    list_display = ("person", "author", "created", "edited")
    search_fields = ("person__full_name", "author__username", "text")
    autocomplete_fields = ("person", "author")
    list_select_related = ("person", "author")
    date_hierarchy = "created"
