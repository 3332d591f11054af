from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from profiles.staff.reference_data import FIXTURES_DIR, load_reference_data


class Command(BaseCommand):
    help = "Load the curated institutions and research areas from fixtures/."

    def add_arguments(self, parser):
        parser.add_argument("--fixtures", type=Path, default=FIXTURES_DIR)

    def handle(self, *args, fixtures, **options):
        try:
            result = load_reference_data(fixtures_dir=fixtures)
        except FileNotFoundError as error:
            raise CommandError(f"Reference data not found: {error.filename}") from None
        except (ValueError, KeyError) as error:
            raise CommandError(f"Reference data could not be read: {error}") from None
        self.stdout.write(
            f"Reference data: {result.institutions_created} institutions created, "
            f"{result.institutions_updated} updated; {result.areas_created} areas created, "
            f"{result.areas_updated} updated."
        )
