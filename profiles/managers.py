from django.db import models


class PersonQuerySet(models.QuerySet):
    def for_directory(self):
        """People as the directory lists them: areas prefetched (one extra query)."""
        return self.prefetch_related("areas")
