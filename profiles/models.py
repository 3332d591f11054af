"""The directory's records.

Institution, Advisor and ResearchArea are shared rows; Person owns its education,
positions, projects and awards; a Publication is shared by all its authors who are
in the directory. Every imported record points back to the SourceDocument and the
lines it came from.
"""

from django.conf import settings
from django.contrib.auth.models import Group
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.db.models import F, OuterRef, Prefetch, Q, Subquery
from django.db.models.functions import Upper
from django.urls import reverse
from django.utils import timezone

from profiles.text import partial_date


class Degree(models.TextChoices):
    """One set of degrees for records, filters, facets and the listing."""

    BACHELOR = "bachelor", "Bachelor"
    MASTER = "master", "Master"
    PHD = "phd", "PhD"
    POSTDOC = "postdoc", "Postdoc"
    VISITING = "visiting", "Visiting"
    HIGHSCHOOL = "highschool", "High school"
    OTHER = "other", "Other"


# How the listing ranks degrees to find the highest, and names who studies for or
# holds each.
DEGREE_RANK = {Degree.PHD: 5, Degree.MASTER: 4, Degree.BACHELOR: 3, Degree.HIGHSCHOOL: 1}
STUDYING_FOR = {
    Degree.PHD: "PhD student",
    Degree.MASTER: "Master's student",
    Degree.BACHELOR: "Undergraduate",
    Degree.POSTDOC: "Postdoc",
    Degree.VISITING: "Visiting student",
    Degree.HIGHSCHOOL: "High-school student",
    Degree.OTHER: "Student",
}
HOLDER_OF = {
    Degree.PHD: "PhD",
    Degree.MASTER: "Master's",
    Degree.BACHELOR: "Bachelor's",
    Degree.POSTDOC: "Postdoc",
    Degree.VISITING: "Visiting student",
    Degree.HIGHSCHOOL: "High school",
    Degree.OTHER: "Studied",
}


class Stage(models.TextChoices):
    """Where a person stands as of today (see listing.summary)."""

    STUDYING = "studying", "Studying"
    GRADUATED = "graduated", "Graduated"
    UNKNOWN = "unknown", "Unknown"


def text_list(**kwargs):
    return ArrayField(models.CharField(max_length=500), default=list, blank=True, **kwargs)


class Institution(models.Model):
    class Kind(models.TextChoices):
        UNIVERSITY = "university", "University"
        COMPANY = "company", "Company"
        LAB = "lab", "Research lab"
        OTHER = "other", "Other"

    name = models.CharField(max_length=300, unique=True, help_text="Canonical English name.")
    slug = models.SlugField(max_length=300, unique=True, allow_unicode=True)
    name_native = models.CharField(max_length=300, blank=True)
    aliases = text_list(help_text="Abbreviations and other spellings, any language.")
    country = models.CharField(max_length=2, blank=True, help_text="ISO 3166-1 alpha-2 code.")
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.OTHER)
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="children"
    )
    domains = text_list(
        help_text="Web domains (pku.edu.cn): an email address there, or at a subdomain, "
        "names the institution."
    )
    # False for names the import met in a CV and kept as written.
    is_reference = models.BooleanField(default=False)
    # Kept by profiles.listing: people who studied or worked here or at a child institution.
    people_count = models.PositiveIntegerField(default=0, editable=False)
    # Kept by profiles.listing.lookups: every spelling, folded, for the facets' type-ahead.
    lookup = models.TextField(blank=True, editable=False)

    class Meta:
        ordering = ["name"]
        indexes = [
            GinIndex(fields=["aliases"], name="institution_aliases_gin"),
            GinIndex(fields=["domains"], name="institution_domains_gin"),
            models.Index(F("people_count").desc(), "name", name="institution_by_count"),
        ]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("profiles:institution", args=[self.slug])


class ResearchArea(models.Model):
    slug = models.SlugField(max_length=100, unique=True)
    name = models.CharField(max_length=200)
    name_native = models.CharField(max_length=200, blank=True)
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="children"
    )
    keywords = text_list()
    # Kept by profiles.listing: people tagged with this area or one of its sub-areas.
    people_count = models.PositiveIntegerField(default=0, editable=False)
    # Kept by profiles.listing.lookups: every spelling, folded, for the facets' type-ahead.
    lookup = models.TextField(blank=True, editable=False)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.CheckConstraint(
                condition=~Q(parent=models.F("id")), name="area_is_not_its_own_parent"
            )
        ]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("profiles:area", args=[self.slug])


DIRECTORY_FIELDS = (
    "id",
    "slug",
    "full_name",
    "native_name",
    "headline",
    "affiliation",
    "highest_degree",
    "stage",
    "graduation_year",
    "imported_at",
)
ORDERINGS = {
    "name": ("sort_name", "id"),
    "graduation": (F("graduation_year").desc(nulls_last=True), "sort_name", "id"),
    "recent": (F("imported_at").desc(nulls_last=True), "id"),
}


class PersonQuerySet(models.QuerySet):
    def for_directory(self):
        """People as the directory lists them: the listing columns only, with their areas,
        advisors and mentors in the lists `area_list`, `advisor_list` and `mentor_list`
        (three extra queries for a whole page). Plain lists, as a related manager set up
        for each person costs more than the three queries."""
        return self.only(*DIRECTORY_FIELDS).prefetch_related(
            Prefetch(
                "areas",
                queryset=ResearchArea.objects.only("slug", "name", "name_native"),
                to_attr="area_list",
            ),
            Prefetch(
                "listed_advisors",
                queryset=Advisor.objects.only("slug", "name", "native_name"),
                to_attr="advisor_list",
            ),
            Prefetch(
                "listed_mentors",
                queryset=Advisor.objects.only("slug", "name", "native_name"),
                to_attr="mentor_list",
            ),
        )

    def sorted_by(self, key: str):
        """Ordered by one of ORDERINGS ("name" when the key is unknown); indexed."""
        return self.order_by(*ORDERINGS.get(key, ORDERINGS["name"]))

    def for_profile(self):
        """Everything a profile page shows, in twelve queries besides the person's own."""
        return self.prefetch_related(
            "areas",
            "tags",
            Prefetch(
                "education",
                queryset=Education.objects.select_related("institution", "source")
                .defer("source__text", "source__parsed")
                .prefetch_related("advisor_links__advisor")
                .order_by("-start_year", "-end_year", "id"),
            ),
            Prefetch(
                "positions",
                queryset=Position.objects.select_related("organization")
                .prefetch_related("supervisors")
                .order_by("-start_year", "-end_year", "id"),
            ),
            Prefetch("projects", queryset=Project.objects.prefetch_related("supervisors")),
            Prefetch(
                "authorships",
                queryset=Authorship.objects.select_related("publication").order_by(
                    F("publication__year").desc(nulls_last=True), "publication__title"
                ),
            ),
            "awards",
            Prefetch("documents", queryset=SourceDocument.objects.with_original_size()),
        )


# Who may see emails, phones and birth dates: Editors and superusers, never staff
# status alone (see staff.roles).
CONTACT_PERMISSION = "profiles.view_contact_details"


def sees_contact_details(user) -> bool:
    """Whether `user` may see contact details; one query the first time for a user who
    is not a superuser (their permissions, cached on the user)."""
    return user.has_perm(CONTACT_PERMISSION)


class Person(models.Model):
    full_name = models.CharField(max_length=200)
    native_name = models.CharField(max_length=100, blank=True)
    other_names = text_list()
    slug = models.SlugField(max_length=200, unique=True, allow_unicode=True)
    emails = text_list()
    phones = text_list()
    birth_date = models.DateField(null=True, blank=True)
    links = text_list(help_text="Homepage and other links.")
    research_interests = text_list(help_text="Phrases as the CV writes them.")
    areas = models.ManyToManyField(ResearchArea, blank=True, related_name="people")
    # Free tags the committee puts on people ("systems-2027", "needs-visa").
    tags = models.ManyToManyField("Tag", through="PersonTag", blank=True, related_name="people")
    # Fields staff changed in the admin: imports no longer overwrite them.
    locked_fields = text_list(editable=False)

    # Kept by the import service so the directory lists and sorts without joins.
    # Family name first, folded (listing.refresh); compared byte by byte, so that "gu zz"
    # sorts before "guo a" whatever the database's locale.
    sort_name = models.CharField(max_length=200, db_index=True, editable=False, db_collation="C")
    graduation_year = models.PositiveSmallIntegerField(
        null=True, blank=True, db_index=True, help_text="End year of the highest degree."
    )
    search_vector = SearchVectorField(null=True, editable=False)
    # The rest is kept by profiles.listing after each import, for listing, filtering,
    # facet counts and sorting without joins.
    headline = models.CharField(
        max_length=400, blank=True, editable=False, help_text="PhD student, X, expected 2025"
    )
    affiliation = models.CharField(
        max_length=300, blank=True, editable=False, help_text="Current or latest institution."
    )
    highest_degree = models.CharField(
        max_length=20, choices=Degree.choices, blank=True, db_index=True, editable=False
    )
    stage = models.CharField(max_length=20, choices=Stage.choices, blank=True, editable=False)
    imported_at = models.DateTimeField(null=True, blank=True, editable=False)
    cv_date = models.CharField(
        max_length=7, blank=True, editable=False, help_text="The date of the newest CV on file."
    )
    listed_institutions = models.ManyToManyField(
        "Institution",
        blank=True,
        editable=False,
        related_name="listed_people",
        help_text="Where the person studied or worked, and the parents of those.",
    )
    listed_advisors = models.ManyToManyField(
        "Advisor",
        blank=True,
        editable=False,
        related_name="listed_people",
        help_text="Advisors and co-advisors of the person's degrees.",
    )
    listed_mentors = models.ManyToManyField(
        "Advisor",
        blank=True,
        editable=False,
        related_name="mentored_people",
        help_text="Mentors of the person's positions and supervisors of their projects.",
    )

    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = PersonQuerySet.as_manager()

    class Meta:
        ordering = ["sort_name", "id"]
        verbose_name_plural = "people"
        permissions = [("view_contact_details", "Can view contact details and birth dates")]
        indexes = [
            GinIndex(fields=["search_vector"], name="person_search_gin"),
            GinIndex(fields=["emails"], name="person_emails_gin"),
            models.Index(fields=["sort_name", "id"], name="person_by_name"),
            models.Index(
                F("graduation_year").desc(nulls_last=True),
                "sort_name",
                "id",
                name="person_by_graduation",
            ),
            models.Index(F("imported_at").desc(nulls_last=True), "id", name="person_by_import"),
            # The degree filter's people, read from the index alone and already sorted by id.
            models.Index(fields=["highest_degree", "id"], name="person_by_degree"),
            # Counts degrees within a result by index-only scans, not the wide table.
            models.Index(fields=["id"], include=["highest_degree"], name="person_degree_by_id"),
        ]

    def __str__(self):
        if self.native_name and self.native_name != self.full_name:
            return f"{self.full_name} ({self.native_name})"
        return self.full_name

    def get_absolute_url(self):
        return reverse("profiles:person", args=[self.slug])


class Advisor(models.Model):
    """A supervisor named in a CV: PhD advisor, internship mentor, project lead."""

    name = models.CharField(max_length=200, help_text="Latin script where known.")
    native_name = models.CharField(max_length=100, blank=True)
    slug = models.SlugField(max_length=200, unique=True, allow_unicode=True)
    institution = models.ForeignKey(
        Institution, null=True, blank=True, on_delete=models.SET_NULL, related_name="advisors"
    )
    other_names = text_list(help_text="Other spellings, kept when advisors are merged.")
    person = models.ForeignKey(
        Person,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="advisor_records",
        help_text="Set when the advisor is also in the directory.",
    )
    # Kept by profiles.listing: people who name this advisor as a degree's advisor, and
    # people who name them as a mentor of a position or a project.
    people_count = models.PositiveIntegerField(default=0, editable=False)
    mentees_count = models.PositiveIntegerField(default=0, editable=False)
    # Kept by profiles.listing.lookups: every spelling, folded, for the facets' type-ahead.
    lookup = models.TextField(blank=True, editable=False)

    class Meta:
        ordering = ["name"]
        indexes = [
            models.Index(Upper("name"), name="advisor_name_upper"),
            models.Index(fields=["native_name"], name="advisor_native_name"),
            models.Index(F("people_count").desc(), "name", name="advisor_by_count"),
            models.Index(F("mentees_count").desc(), "name", name="advisor_by_mentees"),
        ]

    def __str__(self):
        if self.native_name and self.native_name != self.name:
            return f"{self.name} ({self.native_name})"
        return self.name

    def get_absolute_url(self):
        return reverse("profiles:advisor", args=[self.slug])


class SourceDocumentQuerySet(models.QuerySet):
    def current(self):
        """Documents that are sources of a person (an earlier version of a revised file
        is not)."""
        return self.filter(person__isnull=False)

    def with_original_size(self):
        """Documents with `original_size`: the size in bytes of their stored file, None
        when it is not stored (a subquery; the bytes are not read)."""
        stored = OriginalFile.objects.filter(document=OuterRef("pk")).values("size")
        return self.annotate(original_size=Subquery(stored))


class SourceDocument(models.Model):
    """A CV file as imported: its bytes, text, what the parser made of it and its doubts."""

    class Format(models.TextChoices):
        MARKDOWN = "markdown", "Markdown"
        TEXT = "text", "Plain text"
        HTML = "html", "HTML"
        PDF = "pdf", "PDF"
        DOCX = "docx", "DOCX"

    class DatedBy(models.TextChoices):
        TEXT = "text", "the latest date it mentions"
        FILE = "file", "the file's time"

    person = models.ForeignKey(
        Person, null=True, blank=True, on_delete=models.SET_NULL, related_name="documents"
    )
    file_name = models.CharField(max_length=500)
    sha256 = models.CharField(max_length=64, unique=True)
    format = models.CharField(max_length=10, choices=Format.choices)
    language = models.CharField(max_length=5, blank=True)
    text = models.TextField()
    parser_version = models.CharField(max_length=20)
    parsed = models.JSONField(default=dict, help_text="The parser's output, as imported.")
    warnings = text_list()
    conflicts = text_list(help_text="Where this CV disagrees with a staff correction.")
    # When the CV was written, "YYYY-MM" or "YYYY": where sources disagree, the newer wins.
    cv_date = models.CharField(max_length=7, blank=True)
    cv_dated_by = models.CharField(max_length=4, choices=DatedBy.choices, blank=True)
    imported_at = models.DateTimeField(auto_now=True)

    objects = SourceDocumentQuerySet.as_manager()

    class Meta:
        ordering = ["-imported_at", "id"]
        indexes = [models.Index(fields=["file_name"], name="source_file_name")]

    def __str__(self):
        return self.file_name


class OriginalFile(models.Model):
    """The file a source document was read from, byte for byte, for staff to download.

    Apart from SourceDocument so that listing documents never reads the bytes."""

    document = models.OneToOneField(
        SourceDocument, primary_key=True, on_delete=models.CASCADE, related_name="original"
    )
    data = models.BinaryField()
    size = models.PositiveIntegerField()

    def __str__(self):
        return f"{self.document} ({self.size} bytes)"


class Sourced(models.Model):
    """Where an imported record came from: a document and a span of its lines.

    `import_key` names the CV entry the record was made from, so a later import finds
    it again; `imported` holds the values that import wrote. `stated_by` lists every
    document that states the record; `source` is the one whose values it holds (the
    newest CV among them). Once staff change the record (`edited_by_staff`), imports
    leave it alone and report disagreements; a record staff kept in review (`reviewed`)
    stays when no source states it any more.
    """

    source = models.ForeignKey(
        SourceDocument, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    line_first = models.PositiveIntegerField(null=True, blank=True)
    line_last = models.PositiveIntegerField(null=True, blank=True)
    import_key = models.CharField(max_length=600, blank=True, editable=False)
    imported = models.JSONField(default=dict, blank=True, editable=False)
    edited_by_staff = models.BooleanField(
        default=False, help_text="Staff changed this record; imports keep their version."
    )
    stated_by = ArrayField(models.BigIntegerField(), default=list, blank=True, editable=False)
    reviewed = models.BooleanField(
        default=False, help_text="Staff accepted this record in review; imports keep it."
    )
    confidence = models.FloatField(
        null=True, blank=True, editable=False, help_text="How sure the parser was, 0 to 1."
    )

    class Meta:
        abstract = True
        constraints = [
            models.CheckConstraint(
                condition=Q(line_first__isnull=True)
                | Q(line_last__isnull=True)
                | Q(line_last__gte=models.F("line_first")),
                name="%(class)s_lines_in_order",
            )
        ]


class Period(models.Model):
    """A partial date range: a year, or a year and a month, at either end.

    `ongoing` is an explicit "present"; an end that is merely unknown leaves it false.
    `expected` marks an end that has not happened yet ("expected June 2025").
    """

    start_year = models.PositiveSmallIntegerField(null=True, blank=True)
    start_month = models.PositiveSmallIntegerField(null=True, blank=True)
    end_year = models.PositiveSmallIntegerField(null=True, blank=True, db_index=True)
    end_month = models.PositiveSmallIntegerField(null=True, blank=True)
    ongoing = models.BooleanField(default=False)
    expected = models.BooleanField(default=False)

    class Meta:
        abstract = True
        constraints = [
            models.CheckConstraint(
                condition=Q(start_month__isnull=True)
                | Q(start_month__gte=1, start_month__lte=12, start_year__isnull=False),
                name="%(class)s_start_month_valid",
            ),
            models.CheckConstraint(
                condition=Q(end_month__isnull=True)
                | Q(end_month__gte=1, end_month__lte=12, end_year__isnull=False),
                name="%(class)s_end_month_valid",
            ),
            models.CheckConstraint(
                condition=Q(start_year__isnull=True)
                | Q(end_year__isnull=True)
                | Q(end_year__gt=models.F("start_year"))
                | Q(
                    end_year=models.F("start_year"),
                    start_month__isnull=True,
                )
                | Q(end_year=models.F("start_year"), end_month__isnull=True)
                | Q(end_year=models.F("start_year"), end_month__gte=models.F("start_month")),
                name="%(class)s_end_not_before_start",
            ),
            models.CheckConstraint(
                condition=~Q(ongoing=True, end_year__isnull=False),
                name="%(class)s_ongoing_has_no_end",
            ),
        ]

    @property
    def start(self) -> str | None:
        return partial_date(self.start_year, self.start_month) or None

    @property
    def end(self) -> str | None:
        return partial_date(self.end_year, self.end_month) or None


class Education(Period, Sourced):
    Degree = Degree

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="education")
    # Indexed by `education_at_institution` below, with what "studied at" filters read.
    institution = models.ForeignKey(
        Institution,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="education",
        db_index=False,
    )
    institution_raw = models.CharField(max_length=500, blank=True, help_text="As the CV writes it.")
    degree = models.CharField(max_length=20, choices=Degree.choices, default=Degree.OTHER)
    degree_title = models.CharField(max_length=300, blank=True)
    field = models.CharField(max_length=300, blank=True)
    advisors = models.ManyToManyField(
        Advisor, through="EducationAdvisor", blank=True, related_name="education"
    )

    class Meta:
        ordering = ["person", "-start_year", "-end_year", "id"]
        constraints = Period.Meta.constraints + Sourced.Meta.constraints
        verbose_name_plural = "education"
        indexes = [
            # "Studied or worked at X between years" reads only this index (no table).
            models.Index(
                fields=["institution"],
                include=["person", "start_year", "end_year", "ongoing"],
                name="education_at_institution",
            )
        ]

    def __str__(self):
        place = self.institution or self.institution_raw
        return f"{self.get_degree_display()}, {place}"


class EducationAdvisor(models.Model):
    class Role(models.TextChoices):
        ADVISOR = "advisor", "Advisor"
        CO_ADVISOR = "co_advisor", "Co-advisor"

    education = models.ForeignKey(Education, on_delete=models.CASCADE, related_name="advisor_links")
    advisor = models.ForeignKey(Advisor, on_delete=models.CASCADE, related_name="education_links")
    role = models.CharField(max_length=20, choices=Role.choices, default=Role.ADVISOR)
    order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["education", "order", "id"]
        constraints = [
            models.UniqueConstraint(fields=["education", "advisor"], name="education_advisor_once")
        ]

    def __str__(self):
        return f"{self.advisor} ({self.get_role_display()})"


class Position(Period, Sourced):
    class Kind(models.TextChoices):
        INTERNSHIP = "internship", "Internship"
        RESEARCH = "research", "Research"
        EMPLOYMENT = "employment", "Employment"
        TEACHING = "teaching", "Teaching"
        SERVICE = "service", "Service"
        OTHER = "other", "Other"

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="positions")
    # Indexed by `position_at_organization` below, with what "worked at" filters read.
    organization = models.ForeignKey(
        Institution,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="positions",
        db_index=False,
    )
    organization_raw = models.CharField(max_length=500, blank=True)
    title = models.CharField(max_length=300, blank=True)
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.OTHER)
    supervisors = models.ManyToManyField(Advisor, blank=True, related_name="positions")

    class Meta:
        ordering = ["person", "-start_year", "-end_year", "id"]
        constraints = Period.Meta.constraints + Sourced.Meta.constraints
        indexes = [
            # "Studied or worked at X between years" reads only this index (no table).
            models.Index(
                fields=["organization"],
                include=["person", "start_year", "end_year", "ongoing"],
                name="position_at_organization",
            )
        ]

    def __str__(self):
        place = self.organization or self.organization_raw
        return f"{self.title}, {place}" if self.title else str(place)


class Project(Period, Sourced):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="projects")
    title = models.CharField(max_length=500)
    supervisors = models.ManyToManyField(Advisor, blank=True, related_name="projects")

    class Meta:
        ordering = ["person", "-start_year", "id"]
        constraints = Period.Meta.constraints + Sourced.Meta.constraints

    def __str__(self):
        return self.title


class Publication(Sourced):
    class Status(models.TextChoices):
        PUBLISHED = "published", "Published"
        UNDER_REVIEW = "under_review", "Under review"
        PREPRINT = "preprint", "Preprint"

    title = models.CharField(max_length=1000)
    # The natural key: the title folded to lowercase letters and digits, so one paper
    # listed by two of its authors is one row.
    title_key = models.CharField(max_length=1000, unique=True, editable=False)
    venue = models.CharField(max_length=500, blank=True)
    year = models.PositiveSmallIntegerField(null=True, blank=True, db_index=True)
    authors = text_list(help_text="In the order the paper lists them.")
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PUBLISHED)
    people = models.ManyToManyField(
        Person, through="Authorship", blank=True, related_name="publications"
    )

    class Meta:
        ordering = ["-year", "title"]
        constraints = [
            *Sourced.Meta.constraints,
            models.CheckConstraint(condition=~Q(title_key=""), name="publication_has_title"),
        ]

    def __str__(self):
        return f"{self.title} ({self.year})" if self.year else self.title


class Authorship(models.Model):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="authorships")
    publication = models.ForeignKey(
        Publication, on_delete=models.CASCADE, related_name="authorships"
    )
    author_index = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="The person's place in the author list, from 0."
    )

    class Meta:
        ordering = ["publication", "author_index"]
        constraints = [
            models.UniqueConstraint(fields=["person", "publication"], name="authorship_once")
        ]

    def __str__(self):
        return f"{self.person} — {self.publication}"


class Award(Sourced):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="awards")
    title = models.CharField(max_length=500)
    year = models.PositiveSmallIntegerField(null=True, blank=True)
    issuer = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["person", "-year", "title"]
        constraints = [
            *Sourced.Meta.constraints,
            models.CheckConstraint(condition=~Q(title=""), name="award_has_title"),
        ]

    def __str__(self):
        return f"{self.title} ({self.year})" if self.year else self.title


class Suppression(models.Model):
    """An imported record staff deleted: later imports do not bring it back."""

    class Kind(models.TextChoices):
        EDUCATION = "education", "Education"
        POSITION = "position", "Position"
        PROJECT = "project", "Project"
        AWARD = "award", "Award"
        PUBLICATION = "publication", "Publication"

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="suppressions")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    import_key = models.CharField(max_length=600)
    label = models.CharField(max_length=600, blank=True, help_text="What was deleted.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["person", "kind", "import_key"]
        constraints = [
            models.UniqueConstraint(
                fields=["person", "kind", "import_key"], name="suppression_once"
            )
        ]

    def __str__(self):
        return f"{self.get_kind_display()} deleted by staff: {self.label or self.import_key}"


class ReviewItemQuerySet(models.QuerySet):
    def open(self):
        return self.filter(status=ReviewItem.Status.OPEN)

    def for_queue(self):
        """Open items as the review page shows them, oldest first, each with its person,
        record (and the record's institution) and source document in the same row; the
        documents' bytes and parses are left out."""
        return (
            self.open()
            .select_related(
                "person",
                "education__institution",
                "position__organization",
                "project",
                "award",
                "document",
            )
            .defer("document__parsed")
            .order_by("id")
        )


class ReviewItem(models.Model):
    """Something an import was unsure of, waiting for staff: a name or a record the parser
    had little confidence in, a parser warning, sources that disagree, a CV that disagrees
    with a staff correction, a place or a person that does not look like one, dates that
    contradict each other.

    `key` names what the item is about (a record's import key and the reason), so that an
    item staff decided is not asked again when the CV is imported again."""

    class Reason(models.TextChoices):
        NAME = "name", "Name unsure"
        CONFIDENCE = "confidence", "Low confidence"
        WARNING = "warning", "Parser warning"
        CONFLICT = "conflict", "Sources disagree"
        CORRECTION = "correction", "CV disagrees with a staff correction"
        UNLINKED = "unlinked", "Not a known institution or person"
        CONTRADICTION = "contradiction", "Dates contradict"

    class Status(models.TextChoices):
        OPEN = "open", "Open"
        ACCEPTED = "accepted", "Accepted"
        CORRECTED = "corrected", "Corrected"
        DELETED = "deleted", "Deleted"

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="review_items")
    key = models.CharField(max_length=600)
    reason = models.CharField(max_length=20, choices=Reason.choices)
    message = models.TextField()
    # The record the item is about, if any (at most one of these is set).
    education = models.ForeignKey(
        Education, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    position = models.ForeignKey(
        Position, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    project = models.ForeignKey(
        Project, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    award = models.ForeignKey(
        Award, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    # Where to look in the CV.
    document = models.ForeignKey(
        SourceDocument, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    line_first = models.PositiveIntegerField(null=True, blank=True)
    line_last = models.PositiveIntegerField(null=True, blank=True)
    # What the item offers: the other value of a conflict, the names not linked, ...
    details = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = ReviewItemQuerySet.as_manager()

    class Meta:
        ordering = ["id"]
        verbose_name = "item to review"
        verbose_name_plural = "needs review"
        constraints = [models.UniqueConstraint(fields=["person", "key"], name="review_item_once")]
        indexes = [models.Index(fields=["id"], condition=Q(status="open"), name="review_item_open")]

    def __str__(self):
        return f"{self.get_reason_display()}: {self.message[:80]}"

    RECORD_KINDS = ("education", "position", "project", "award")

    @property
    def record_kind(self) -> str:
        """Which kind of record the item is about ("" for none)."""
        return next((k for k in self.RECORD_KINDS if getattr(self, f"{k}_id")), "")

    @property
    def record(self):
        return getattr(self, self.record_kind) if self.record_kind else None


# The committee's workflow: shortlists, their entries' statuses and ratings, notes and
# tags on people, saved searches, and the account owners that conflicts are judged by.
# Reads are in profiles.committee's selectors, writes in its services.


class EntryStatus(models.TextChoices):
    """Where a candidate stands on a shortlist, in the order of the board's columns.
    The pages show the labels staff give them in the admin (StatusLabel)."""

    NEW = "new", "New"
    SCREENING = "screening", "Screening"
    INTERVIEW = "interview", "Interview"
    OFFER = "offer", "Offer"
    HIRED = "hired", "Hired"
    DECLINED = "declined", "Declined"


class StatusLabel(models.Model):
    """The label the pages show for a status, renamed by staff in the admin."""

    status = models.CharField(
        max_length=20, choices=EntryStatus.choices, unique=True, editable=False
    )
    label = models.CharField(max_length=60)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return f"{self.get_status_display()}: {self.label}"


class Tag(models.Model):
    """A free tag on people, named as first typed; the slug names it in URLs."""

    name = models.CharField(max_length=60, unique=True)
    slug = models.SlugField(max_length=60, unique=True, allow_unicode=True)
    # Kept by the committee's tagging service and profiles.listing: people tagged.
    people_count = models.PositiveIntegerField(default=0, editable=False)

    class Meta:
        ordering = ["name"]
        indexes = [models.Index(F("people_count").desc(), "name", name="tag_by_count")]

    def __str__(self):
        return self.name


class PersonTag(models.Model):
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="taggings")
    tag = models.ForeignKey(Tag, on_delete=models.CASCADE, related_name="taggings")
    added_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    added_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["person", "tag"]
        constraints = [models.UniqueConstraint(fields=["person", "tag"], name="person_tag_once")]
        # The tag filter's people, read from the index alone.
        indexes = [models.Index(fields=["tag", "person"], name="person_tag_by_tag")]

    def __str__(self):
        return f"{self.person} — {self.tag}"


class ShortlistQuerySet(models.QuerySet):
    def visible_to(self, user):
        """The shortlists `user` may read: their own, those shared with everyone signed
        in, and those shared with one of their groups (a subquery, no extra query)."""
        if not user.is_authenticated:
            return self.none()
        in_groups = Shortlist.groups.through.objects.filter(group__user=user).values("shortlist_id")
        return self.filter(Q(owner=user) | Q(shared_with_everyone=True) | Q(id__in=in_groups))


class Shortlist(models.Model):
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="shortlists",
    )
    shared_with_everyone = models.BooleanField(
        default=False, help_text="Everyone signed in may read it."
    )
    groups = models.ManyToManyField(
        Group, blank=True, related_name="shortlists", help_text="Groups whose members may read it."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = ShortlistQuerySet.as_manager()

    class Meta:
        ordering = ["name", "id"]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("profiles:shortlist", args=[self.pk])


class ShortlistEntry(models.Model):
    shortlist = models.ForeignKey(Shortlist, on_delete=models.CASCADE, related_name="entries")
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="shortlist_entries")
    status = models.CharField(max_length=20, choices=EntryStatus.choices, default=EntryStatus.NEW)
    added_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    added_at = models.DateTimeField(default=timezone.now)
    status_changed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["shortlist", "id"]
        verbose_name_plural = "shortlist entries"
        constraints = [
            models.UniqueConstraint(fields=["shortlist", "person"], name="shortlist_person_once")
        ]

    def __str__(self):
        return f"{self.person} on {self.shortlist}"

    def get_absolute_url(self):
        return reverse("profiles:entry", args=[self.shortlist_id, self.pk])


class StatusChange(models.Model):
    """One step in an entry's history: the status it moved to, who moved it and when."""

    entry = models.ForeignKey(
        ShortlistEntry, on_delete=models.CASCADE, related_name="status_changes"
    )
    status = models.CharField(max_length=20, choices=EntryStatus.choices)
    changed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    changed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["entry", "changed_at", "id"]

    def __str__(self):
        return f"{self.entry}: {self.get_status_display()} ({self.changed_at:%Y-%m-%d})"


class Rating(models.Model):
    """A committee member's score of an entry, 1 to 5, with an optional comment."""

    entry = models.ForeignKey(ShortlistEntry, on_delete=models.CASCADE, related_name="ratings")
    rater = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings"
    )
    score = models.PositiveSmallIntegerField()
    comment = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["entry", "created_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["entry", "rater"], name="rating_once_per_rater"),
            models.CheckConstraint(
                condition=Q(score__gte=1, score__lte=5), name="rating_score_1_to_5"
            ),
        ]

    def __str__(self):
        return f"{self.score}/5 for {self.entry}"


class Note(models.Model):
    """A committee member's note on a person, in Markdown; shown sanitised."""

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="notes")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="notes",
    )
    text = models.TextField()
    created = models.DateTimeField(default=timezone.now)
    edited = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created", "-id"]
        indexes = [models.Index(F("person"), F("created").desc(), name="note_by_person")]

    def __str__(self):
        return f"Note on {self.person} ({self.created:%Y-%m-%d})"


class Member(models.Model):
    """An account's owner in the records ("this is me"): their own advisor record and/or
    person record, from which their conflicts of interest with candidates follow."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="member"
    )
    advisor = models.ForeignKey(
        Advisor,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="members",
        help_text="The account owner as an advisor or mentor in the records.",
    )
    person = models.ForeignKey(
        Person,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="members",
        help_text="The account owner as a person in the directory.",
    )

    def __str__(self):
        return str(self.user)


class SavedSearch(models.Model):
    """A directory query its owner named; `seen` holds the people it matched when the
    owner last opened it, so the list can tell how many are new since."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="saved_searches"
    )
    name = models.CharField(max_length=200)
    query = models.CharField(max_length=2000, blank=True, help_text="The directory's query string.")
    created_at = models.DateTimeField(auto_now_add=True)
    last_seen_at = models.DateTimeField(default=timezone.now)
    seen = ArrayField(models.BigIntegerField(), default=list, blank=True, editable=False)

    class Meta:
        ordering = ["owner", "name"]
        verbose_name_plural = "saved searches"
        constraints = [
            models.UniqueConstraint(fields=["owner", "name"], name="saved_search_name_once")
        ]

    def __str__(self):
        return self.name


class AuditEntry(models.Model):
    """Who imported, exported, erased, merged or saw contact details, and when; written
    by `staff.audit.record`, read by superusers in the admin. An entry about a person
    goes with them when they are erased; the erasure's own entry names no one."""

    class Action(models.TextChoices):
        IMPORT = "import", "imported CVs"
        EXPORT = "export", "exported a CSV"
        ERASE = "erase", "erased people"
        MERGE = "merge", "merged records"
        CONTACT = "contact", "saw contact details"

    at = models.DateTimeField("when", default=timezone.now, db_index=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        verbose_name="account",
    )
    actor = models.CharField(
        max_length=200, help_text="The account's name then, or who ran the command."
    )
    action = models.CharField(max_length=10, choices=Action.choices, db_index=True)
    person = models.ForeignKey(
        Person, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    summary = models.CharField(max_length=500)
    path = models.CharField(
        max_length=2000, blank=True, help_text="The page or export asked for, with its query."
    )

    class Meta:
        ordering = ["-at", "-pk"]
        verbose_name_plural = "audit entries"

    def __str__(self):
        return f"{self.actor} {self.get_action_display()}: {self.summary}"
