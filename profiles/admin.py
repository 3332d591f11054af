from django.contrib import admin

from profiles.curation import note_person_edit, note_record_deletion, note_record_edit
from profiles.models import (
    Advisor,
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
    SourceDocument,
)

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


class CuratedRecordAdmin(admin.ModelAdmin):
    """The same for an imported record edited or deleted on its own page."""

    def save_model(self, request, obj, form, change):
        if change and form.has_changed():
            note_record_edit(obj)
        super().save_model(request, obj, form, change)

    def delete_model(self, request, obj):
        note_record_deletion(obj)
        super().delete_model(request, obj)

    def delete_queryset(self, request, queryset):
        for obj in queryset:
            note_record_deletion(obj)
        super().delete_queryset(request, queryset)


@admin.register(Institution)
class InstitutionAdmin(admin.ModelAdmin):
    list_display = ("name", "name_native", "kind", "country", "parent", "is_reference")
    list_filter = ("kind", "is_reference", "country")
    search_fields = ("name", "name_native", "aliases")
    prepopulated_fields = {"slug": ("name",)}
    autocomplete_fields = ("parent",)
    list_select_related = ("parent",)


@admin.register(ResearchArea)
class ResearchAreaAdmin(admin.ModelAdmin):
    list_display = ("name", "name_native", "slug", "parent")
    list_filter = ("parent",)
    search_fields = ("name", "name_native", "slug", "keywords")
    prepopulated_fields = {"slug": ("name",)}
    list_select_related = ("parent",)


@admin.register(Advisor)
class AdvisorAdmin(admin.ModelAdmin):
    list_display = ("name", "native_name", "institution", "person")
    search_fields = ("name", "native_name")
    list_filter = ("institution__kind",)
    autocomplete_fields = ("institution", "person")
    prepopulated_fields = {"slug": ("name",)}
    list_select_related = ("institution", "person")


class EducationInline(admin.StackedInline):
    model = Education
    extra = 0
    fields = (
        ("institution", "institution_raw"),
        ("degree", "degree_title", "field"),
        PERIOD_FIELDS,
        ("source", "line_first", "line_last"),
    )
    autocomplete_fields = ("institution",)
    readonly_fields = ("source",)
    show_change_link = True


class PositionInline(admin.StackedInline):
    model = Position
    extra = 0
    fields = (
        ("organization", "organization_raw"),
        ("title", "kind"),
        PERIOD_FIELDS,
        "supervisors",
        ("source", "line_first", "line_last"),
    )
    autocomplete_fields = ("organization", "supervisors")
    readonly_fields = ("source",)


class ProjectInline(admin.TabularInline):
    model = Project
    extra = 0
    fields = ("title", "start_year", "end_year", "ongoing", "supervisors")
    autocomplete_fields = ("supervisors",)


class AuthorshipInline(admin.TabularInline):
    model = Authorship
    extra = 0
    autocomplete_fields = ("publication",)
    verbose_name = "publication"


class AwardInline(admin.TabularInline):
    model = Award
    extra = 0
    fields = ("title", "year", "issuer", "source", "line_first", "line_last")
    readonly_fields = ("source",)


@admin.register(Person)
class PersonAdmin(CuratedInlinesMixin, admin.ModelAdmin):
    list_display = ("full_name", "native_name", "graduation_year", "updated_at")
    list_filter = ("areas", "education__degree", "graduation_year")
    search_fields = ("full_name", "native_name", "other_names", "emails")
    prepopulated_fields = {"slug": ("full_name",)}
    filter_horizontal = ("areas",)
    inlines = (EducationInline, PositionInline, ProjectInline, AuthorshipInline, AwardInline)
    fieldsets = (
        (None, {"fields": ("full_name", "native_name", "other_names", "slug")}),
        ("Contact (staff only)", {"fields": ("emails", "phones", "links", "birth_date")}),
        ("Research", {"fields": ("research_interests", "areas", "graduation_year")}),
    )

    def get_queryset(self, request):
        return super().get_queryset(request).distinct()

    def save_model(self, request, obj, form, change):
        if change:
            note_person_edit(obj, form.changed_data)
        super().save_model(request, obj, form, change)


class EducationAdvisorInline(admin.TabularInline):
    model = EducationAdvisor
    extra = 0
    autocomplete_fields = ("advisor",)


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


@admin.register(Award)
class AwardAdmin(CuratedRecordAdmin):
    list_display = ("title", "person", "year", "issuer")
    list_filter = ("year",)
    search_fields = ("title", "issuer", "person__full_name")
    autocomplete_fields = ("person",)
    list_select_related = ("person",)


@admin.register(SourceDocument)
class SourceDocumentAdmin(admin.ModelAdmin):
    list_display = ("file_name", "person", "format", "language", "parser_version", "imported_at")
    list_filter = ("format", "language", "parser_version")
    search_fields = ("file_name", "sha256", "person__full_name")
    readonly_fields = ("sha256", "parsed", "warnings", "imported_at")
    list_select_related = ("person",)
