import json
from pathlib import Path

from django.core.management.base import BaseCommand

from profiles import parsing
from profiles.importing import InvalidCV, read_cv


class Command(BaseCommand):
    help = "Print what the parser reads in CV files, as a JSON array. Touches no database."
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", type=Path, metavar="FILE")

    def handle(self, *args, paths, **options):
        out = []
        for path in paths:
            try:
                parsed = read_cv(path)
            except (parsing.UnreadableDocument, InvalidCV) as error:
                out.append({"source": str(path), "error": getattr(error, "reason", str(error))})
                continue
            data = parsed.to_dict()
            data["source"] = str(path)
            out.append(data)
        self.stdout.write(json.dumps(out, ensure_ascii=False, indent=2))
