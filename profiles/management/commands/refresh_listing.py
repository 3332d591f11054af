from django.core.management.base import BaseCommand

from profiles.listing import refresh_everyone


class Command(BaseCommand):
    help = (
        "Recompute what the directory lists for every person (stage and headline are as of "
        "today, so run this daily) and recount every institution, advisor and area."
    )

    def handle(self, *args, **options):
        count = refresh_everyone()
        self.stdout.write(f"Refreshed the listing of {count} people.")
