from django.contrib import admin

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
class PersonAdmin(admin.ModelAdmin):
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


class EducationAdvisorInline(admin.TabularInline):
    model = EducationAdvisor
    extra = 0
    autocomplete_fields = ("advisor",)


@admin.register(Education)
class EducationAdmin(admin.ModelAdmin):
    list_display = ("person", "degree", "institution", "start_year", "end_year", "expected")
    list_filter = ("degree", "expected", "ongoing")
    search_fields = ("person__full_name", "institution__name", "institution_raw", "field")
    autocomplete_fields = ("person", "institution")
    list_select_related = ("person", "institution")
    inlines = (EducationAdvisorInline,)


@admin.register(Position)
class PositionAdmin(admin.ModelAdmin):
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
class AwardAdmin(admin.ModelAdmin):
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
