from collections import Counter

from django.core.management.base import BaseCommand, CommandError

from profiles.importing import reparse_people
from profiles.models import Person


class Command(BaseCommand):
    help = (
        "Parse every stored CV again (after a parser upgrade) and rebuild each person from "
        "all their sources; staff corrections and review decisions are kept."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--person", action="append", default=[], metavar="SLUG", help="only this person"
        )

    def handle(self, *args, person, **options):
        people = None
        if person:
            people = list(Person.objects.filter(slug__in=person).values_list("pk", flat=True))
            if len(people) < len(set(person)):
                raise CommandError("No such person: " + ", ".join(person))
        counts = Counter()
        for result in reparse_people(people=people):
            counts[result.status] += 1
            if result.status == "failed":
                self.stderr.write(str(result))
        total = sum(counts.values())
        self.stdout.write(
            f"Re-parsed {total} file{'s' if total != 1 else ''}: {counts['updated']} updated, "
            f"{counts['unchanged']} unchanged, {counts['failed']} failed."
        )
        if counts["failed"]:
            raise CommandError(f"{counts['failed']} of {total} files could not be parsed again.")
