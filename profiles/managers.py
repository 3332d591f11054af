"""Reusable queries on people; each docstring says what a method costs in queries."""

from django.db import models
from django.db.models import F, Prefetch

LISTING_FIELDS = (
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
        """People as the directory lists them: the listing columns only, with their areas
        and advisors in the lists `area_list` and `advisor_list` (two extra queries for a
        whole page). Plain lists, as a related manager set up for each person costs more
        than the two queries."""
        from profiles.models import Advisor, ResearchArea

        return self.only(*LISTING_FIELDS).prefetch_related(
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
        )

    def sorted_by(self, key: str):
        """Ordered by one of ORDERINGS ("name" when the key is unknown); indexed."""
        return self.order_by(*ORDERINGS.get(key, ORDERINGS["name"]))

    def for_profile(self):
        """Everything a profile page shows, in eight queries besides the person's own."""
        from profiles.models import Authorship, Education, Position, Project

        return self.prefetch_related(
            "areas",
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
            "documents",
        )
