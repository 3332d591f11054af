from collections import Counter

from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.core.exceptions import PermissionDenied
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html, format_html_join

from profiles import audit
from profiles.admin import (
    audit_log,  # noqa: F401  (registers the audit log)
    committee,  # noqa: F401  (registers the committee's records)
    logins,  # noqa: F401  (registers the unlock action)
    review,
)
from profiles.admin.upload import UPLOAD_DIR, upload_view
from profiles.admin.widgets import PreloadedAutocompleteInlineMixin, labels_of
from profiles.browse.sources import redacted
from profiles.importing import reparse_people
from profiles.listing import refresh_listing, refresh_lookups
from profiles.listing.redaction import redact
from profiles.models import (
    Advisor,
    AuditEntry,
    Authorship,
    Award,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    Position,
    Project,
    Publication,
    ResearchArea,
    ReviewItem,
    SourceDocument,
    sees_contact_details,
)
from profiles.staff import duplicates, merging
from profiles.staff.curation import note_person_edit, note_record_deletion, note_record_edit
from profiles.staff.erasure import erase_people
from profiles.text import title_key

PERIOD_FIELDS = ("start_year", "start_month", "end_year", "end_month", "ongoing", "expected")


class CuratedInlinesMixin:
    """Marks imported records staff change, and remembers those staff delete, so the
    next import of the CV keeps the change and does not bring the record back."""

    def save_formset(self, request, form, formset, change):
        for inline_form in formset.forms:
            if inline_form not in formset.deleted_forms and inline_form.has_changed():
                note_record_edit(inline_form.instance)
        instances = formset.save(commit=False)
        for obj in formset.deleted_objects:
            note_record_deletion(obj)
            obj.delete()
        for obj in instances:
            obj.save()
        formset.save_m2m()


class MergeMixin:
    """An admin action that merges the selected rows into the one staff choose to keep."""

    actions = ["merge_selected"]
    merge = None

    @admin.action(description="Merge selected %(verbose_name_plural)s", permissions=["change"])
    def merge_selected(self, request, queryset):
        rows = list(queryset)
        if len(rows) < 2:
            self.message_user(request, "Select at least two records to merge.", messages.WARNING)
            return None
        kept = next((r for r in rows if str(r.pk) == request.POST.get("keep")), None)
        if kept is not None:
            merged_away = [str(row) for row in rows if row.pk != kept.pk]
            result = type(self).merge(kept, rows)
            # The admin log is the history staff read: say what was merged into what.
            self.log_change(request, kept, f"Merged in: {'; '.join(merged_away)}.")
            audit.record(
                action=AuditEntry.Action.MERGE,
                summary=f"{len(rows)} {self.model._meta.verbose_name_plural} into #{kept.pk}",
                request=request,
                person_id=kept.pk if isinstance(kept, Person) else None,
            )
            self.message_user(request, str(result), messages.SUCCESS)
            return None
        return TemplateResponse(
            request,
            "admin/profiles/merge.html",
            {
                **self.admin_site.each_context(request),
                "title": f"Merge {len(rows)} {self.model._meta.verbose_name_plural}",
                "opts": self.model._meta,
                "rows": rows,
                "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
            },
        )


class CuratedRecordAdmin(admin.ModelAdmin):
    """The same for an imported record edited or deleted on its own page."""

    def save_model(self, request, obj, form, change):
        if change and form.has_changed():
            note_record_edit(obj)
        super().save_model(request, obj, form, change)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        refresh_listing([form.instance.person_id])

    def delete_model(self, request, obj):
        note_record_deletion(obj)
        super().delete_model(request, obj)
        refresh_listing([obj.person_id])

    def delete_queryset(self, request, queryset):
        people = {obj.person_id for obj in queryset}
        for obj in queryset:
            note_record_deletion(obj)
        super().delete_queryset(request, queryset)
        refresh_listing(people)


class SharedRecordAdmin(admin.ModelAdmin):
    """A shared record's names are how the directory's type-ahead finds it."""

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        refresh_lookups(type(obj), [obj.pk])


@admin.register(Institution)
class InstitutionAdmin(MergeMixin, SharedRecordAdmin):
    merge = merging.merge_institutions
    list_display = ("name", "name_native", "kind", "country", "parent", "is_reference")
    list_filter = ("kind", "is_reference", "country")
    search_fields = ("name", "name_native", "aliases")
    prepopulated_fields = {"slug": ("name",)}
    autocomplete_fields = ("parent",)
    list_select_related = ("parent",)


@admin.register(ResearchArea)
class ResearchAreaAdmin(SharedRecordAdmin):
    list_display = ("name", "name_native", "slug", "parent")
    list_filter = ("parent",)
    search_fields = ("name", "name_native", "slug", "keywords")
    prepopulated_fields = {"slug": ("name",)}
    list_select_related = ("parent",)


@admin.register(Advisor)
class AdvisorAdmin(MergeMixin, SharedRecordAdmin):
    merge = merging.merge_advisors
    list_display = ("name", "native_name", "institution", "person")
    search_fields = ("name", "native_name")
    list_filter = ("institution__kind",)
    autocomplete_fields = ("institution", "person")
    prepopulated_fields = {"slug": ("name",)}
    list_select_related = ("institution", "person")


@admin.display(description="Provenance")
def provenance(record) -> str:
    """Where an imported record came from, linked to those lines of the source CV."""
    if not record.source_id:
        return "Added by staff"
    lines = ""
    if record.line_first:
        lines = f", lines {record.line_first}–{record.line_last or record.line_first}"
    url = reverse("profiles:source", args=[record.source_id])
    if record.line_first:
        url += f"?lines={record.line_first}-{record.line_last or record.line_first}"
    edited = " · corrected by staff" if record.edited_by_staff else ""
    return format_html('<a href="{}">{}{}</a>{}', url, record.source.file_name, lines, edited)


def advisors_of(person, relation: str) -> dict[str, str]:
    return labels_of(Advisor.objects.filter(**{f"{relation}__person": person}).distinct())


class EducationInline(PreloadedAutocompleteInlineMixin, admin.StackedInline):
    model = Education
    extra = 0
    fields = (
        ("institution", "institution_raw"),
        ("degree", "degree_title", "field"),
        PERIOD_FIELDS,
        provenance,
    )
    autocomplete_fields = ("institution",)
    readonly_fields = (provenance,)
    show_change_link = True

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("source", "institution")

    def preload_labels(self, person):
        return {"institution": labels_of(Institution.objects.filter(education__person=person))}


class PositionInline(PreloadedAutocompleteInlineMixin, admin.StackedInline):
    model = Position
    extra = 0
    fields = (
        ("organization", "organization_raw"),
        ("title", "kind"),
        PERIOD_FIELDS,
        "supervisors",
        provenance,
    )
    autocomplete_fields = ("organization", "supervisors")
    readonly_fields = (provenance,)

    def get_queryset(self, request):
        queryset = super().get_queryset(request).select_related("source", "organization")
        return queryset.prefetch_related("supervisors")

    def preload_labels(self, person):
        return {
            "organization": labels_of(Institution.objects.filter(positions__person=person)),
            "supervisors": advisors_of(person, "positions"),
        }


class ProjectInline(PreloadedAutocompleteInlineMixin, admin.TabularInline):
    model = Project
    extra = 0
    fields = ("title", "start_year", "end_year", "ongoing", "supervisors", provenance)
    autocomplete_fields = ("supervisors",)
    readonly_fields = (provenance,)

    def get_queryset(self, request):
        return (
            super().get_queryset(request).select_related("source").prefetch_related("supervisors")
        )

    def preload_labels(self, person):
        return {"supervisors": advisors_of(person, "projects")}


class AuthorshipInline(PreloadedAutocompleteInlineMixin, admin.TabularInline):
    model = Authorship
    extra = 0
    autocomplete_fields = ("publication",)
    verbose_name = "publication"

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("person", "publication")

    def preload_labels(self, person):
        return {"publication": labels_of(Publication.objects.filter(authorships__person=person))}


class AwardInline(admin.TabularInline):
    model = Award
    extra = 0
    fields = ("title", "year", "issuer", provenance)
    readonly_fields = (provenance,)

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("source")


@admin.register(Person)
class PersonAdmin(MergeMixin, CuratedInlinesMixin, admin.ModelAdmin):
    merge = merging.merge_people
    actions = ["merge_selected", "reparse_selected", "erase_selected"]
    list_display = ("full_name", "native_name", "graduation_year", "updated_at")
    list_filter = ("areas", "education__degree", "graduation_year")
    search_fields = ("full_name", "native_name", "other_names", "emails")
    prepopulated_fields = {"slug": ("full_name",)}
    filter_horizontal = ("areas",)
    inlines = (EducationInline, PositionInline, ProjectInline, AuthorshipInline, AwardInline)
    fieldsets = (
        (None, {"fields": ("full_name", "native_name", "other_names", "slug")}),
        ("Contact (Editors only)", {"fields": ("emails", "phones", "links", "birth_date")}),
        ("Research", {"fields": ("research_interests", "areas", "graduation_year")}),
    )

    def get_queryset(self, request):
        return super().get_queryset(request).distinct()

    @admin.action(description="Re-parse all sources of the selected people", permissions=["change"])
    def reparse_selected(self, request, queryset):
        statuses = Counter(
            r.status for r in reparse_people(people=queryset.values_list("pk", flat=True))
        )
        failed = statuses["failed"]
        said = (
            f"Re-parsed {sum(statuses.values())} CVs: {statuses['updated']} changed their "
            f"person, {statuses['unchanged']} changed nothing, {failed} could not be parsed."
        )
        audit.record(action=AuditEntry.Action.IMPORT, summary=said, request=request)
        self.message_user(request, said, messages.WARNING if failed else messages.SUCCESS)

    @admin.action(description="Erase person", permissions=["delete"])
    def erase_selected(self, request, queryset):
        """After a confirmation page, erase the selected people (`erase`)."""
        people = list(queryset)
        if request.POST.get("confirm") != "yes":
            return TemplateResponse(
                request,
                "admin/profiles/erase.html",
                {
                    **self.admin_site.each_context(request),
                    "title": f"Erase {len(people)} {'person' if len(people) == 1 else 'people'}",
                    "opts": self.model._meta,
                    "rows": people,
                    "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
                },
            )
        self.message_user(request, str(self.erase(request, people)), messages.SUCCESS)
        return None

    def erase(self, request, people):
        """Erase these people (staff.erasure); the audit log keeps one entry of it,
        naming no one."""
        result = erase_people(people=people, upload_dir=UPLOAD_DIR)
        audit.record(action=AuditEntry.Action.ERASE, summary=str(result), request=request)
        return result

    def get_actions(self, request):
        """No bulk "delete": deleting leaves a person's sources and files behind, erasing
        does not."""
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    def delete_model(self, request, obj):
        """The person page's Delete erases, as the action does."""
        self.erase(request, [obj])

    def log_deletions(self, request, queryset):
        """The audit log keeps the erasure, naming no one; the admin's history does not
        keep the erased person's name."""

    def change_view(self, request, object_id, form_url="", extra_context=None):
        """The form, and for those who see its contact details an audit entry (one
        query)."""
        response = super().change_view(request, object_id, form_url, extra_context)
        shown = request.method == "GET" and response.status_code == 200
        if shown and sees_contact_details(request.user):
            audit.record(
                action=AuditEntry.Action.CONTACT,
                summary="the admin's form",
                request=request,
                person_id=int(object_id),
            )
        return response

    def get_fieldsets(self, request, obj=None):
        """Contact details only for those with the permission, whatever their status."""
        if sees_contact_details(request.user):
            return self.fieldsets
        return [fieldset for fieldset in self.fieldsets if "emails" not in fieldset[1]["fields"]]

    def get_search_fields(self, request):
        """Searching by email would tell those without the permission whose it is."""
        if sees_contact_details(request.user):
            return self.search_fields
        return [field for field in self.search_fields if field != "emails"]

    def save_model(self, request, obj, form, change):
        if change:
            note_person_edit(obj, form.changed_data)
        super().save_model(request, obj, form, change)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        # The directory lists, searches and counts from fields derived from the records.
        refresh_listing([form.instance.pk])

    def get_urls(self):
        view = self.admin_site.admin_view(self.duplicates_view)
        return [path("duplicates/", view, name="profiles_duplicates"), *super().get_urls()]

    def duplicates_view(self, request):
        if not self.has_change_permission(request):
            raise PermissionDenied
        people = duplicates.people_groups()
        if not sees_contact_details(request.user):
            for group in people.groups:  # "same email ..." names the address
                group.evidence = [redact(reason) for reason in group.evidence]
        sections = [
            ("people", "People", Person, people),
            ("advisors", "Advisors", Advisor, duplicates.advisor_groups()),
            ("institutions", "Institutions", Institution, duplicates.institution_groups()),
        ]
        context = {
            **self.admin_site.each_context(request),
            "title": "Likely duplicates",
            "opts": self.model._meta,
            "sections": [
                {"name": n, "title": t, "opts": m._meta, "found": f} for n, t, m, f in sections
            ],
        }
        return TemplateResponse(request, "admin/profiles/duplicates.html", context)


class EducationAdvisorInline(PreloadedAutocompleteInlineMixin, admin.TabularInline):
    model = EducationAdvisor
    extra = 0
    autocomplete_fields = ("advisor",)

    def preload_labels(self, education):
        return {"advisor": labels_of(education.advisors.all())}


@admin.register(Education)
class EducationAdmin(CuratedRecordAdmin):
    list_display = ("person", "degree", "institution", "start_year", "end_year", "expected")
    list_filter = ("degree", "expected", "ongoing")
    search_fields = ("person__full_name", "institution__name", "institution_raw", "field")
    autocomplete_fields = ("person", "institution")
    list_select_related = ("person", "institution")
    inlines = (EducationAdvisorInline,)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        # A changed advisor list is a correction of the degree itself.
        if change and any(formset.has_changed() for formset in formsets):
            note_record_edit(form.instance)
            form.instance.save(update_fields=["edited_by_staff"])


@admin.register(Position)
class PositionAdmin(CuratedRecordAdmin):
    list_display = ("person", "title", "organization", "kind", "start_year", "end_year")
    list_filter = ("kind", "ongoing")
    search_fields = ("person__full_name", "organization__name", "organization_raw", "title")
    autocomplete_fields = ("person", "organization", "supervisors")
    list_select_related = ("person", "organization")


@admin.register(Publication)
class PublicationAdmin(admin.ModelAdmin):
    list_display = ("title", "venue", "year", "status")
    list_filter = ("status", "year")
    search_fields = ("title", "venue", "authors")

    def save_model(self, request, obj, form, change):
        # The natural key follows the title, as the import computes it.
        obj.title_key = title_key(obj.title)
        super().save_model(request, obj, form, change)


@admin.register(Award)
class AwardAdmin(CuratedRecordAdmin):
    list_display = ("title", "person", "year", "issuer")
    list_filter = ("year",)
    search_fields = ("title", "issuer", "person__full_name")
    autocomplete_fields = ("person",)
    list_select_related = ("person",)


class ParserNotesFilter(admin.SimpleListFilter):
    title = "parser notes"
    parameter_name = "notes"

    def lookups(self, request, model_admin):
        return [
            ("warnings", "With warnings"),
            ("conflicts", "With conflicts"),
            ("none", "Neither"),
        ]

    def queryset(self, request, queryset):
        if self.value() == "warnings":
            return queryset.filter(warnings__len__gt=0)
        if self.value() == "conflicts":
            return queryset.filter(conflicts__len__gt=0)
        if self.value() == "none":
            return queryset.filter(warnings__len=0, conflicts__len=0)
        return queryset


def listed(items) -> str:
    return format_html_join("\n", "<li>{}</li>", ((item,) for item in items)) or "None"


@admin.register(SourceDocument)
class SourceDocumentAdmin(admin.ModelAdmin):
    list_display = ("file_name", "person", "format", "language", "parser_version", "imported_at")
    list_filter = (ParserNotesFilter, "format", "language", "parser_version")
    search_fields = ("file_name", "sha256", "person__full_name", "warnings", "conflicts")
    fields = (
        "file_name",
        "person",
        ("format", "language", "parser_version"),
        "imported_at",
        "sha256",
        "warnings_list",
        "conflicts_list",
        "source_text",
    )
    # What those without the permission see instead of the text and the parser's notes.
    REDACTED = {
        "warnings_list": "redacted_warnings",
        "conflicts_list": "redacted_conflicts",
        "source_text": "redacted_text",
    }
    readonly_fields = (
        "file_name",
        "format",
        "language",
        "parser_version",
        "sha256",
        "imported_at",
        "warnings_list",
        "conflicts_list",
        "source_text",
        *REDACTED.values(),
    )
    autocomplete_fields = ("person",)
    list_select_related = ("person",)

    @admin.display(description="Parser warnings")
    def warnings_list(self, document):
        return listed(document.warnings)

    @admin.display(description="Conflicts with staff corrections")
    def conflicts_list(self, document):
        return listed(document.conflicts)

    @admin.display(description="Source text")
    def source_text(self, document):
        return format_html('<pre style="white-space: pre-wrap">{}</pre>', document.text)

    def get_fields(self, request, obj=None):
        if sees_contact_details(request.user):
            return self.fields
        return [self.REDACTED.get(field, field) for field in self.fields]

    @admin.display(description="Parser warnings")
    def redacted_warnings(self, document):
        return listed(redact(w) for w in document.warnings)

    @admin.display(description="Conflicts with staff corrections")
    def redacted_conflicts(self, document):
        return listed(redact(c) for c in document.conflicts)

    @admin.display(description="Source text (contact details hidden)")
    def redacted_text(self, document):
        text = redacted(document.text, document.person)
        return format_html('<pre style="white-space: pre-wrap">{}</pre>', text)

    def get_urls(self):
        upload = self.admin_site.admin_view(self.upload)
        return [path("upload/", upload, name="profiles_sourcedocument_upload"), *super().get_urls()]

    def upload(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        return upload_view(request, self)


@admin.register(ReviewItem)
class ReviewItemAdmin(admin.ModelAdmin):
    """The "Needs review" queue (profiles.admin.review) in place of a change list."""

    def has_add_permission(self, request):
        return False

    def changelist_view(self, request, extra_context=None):
        if not self.has_view_permission(request):
            raise PermissionDenied
        return review.queue(request, self)

    def get_urls(self):
        def view(function):
            return self.admin_site.admin_view(function)

        decide = view(lambda request, pk, action: review.decide(request, self, pk, action))
        page = view(lambda request, pk: review.page_image(request, self, pk))
        return [
            path("<int:pk>/page.svg", page, name="profiles_reviewitem_page"),
            path("<int:pk>/<str:action>/", decide, name="profiles_reviewitem_decide"),
            *super().get_urls(),
        ]
