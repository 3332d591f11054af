import json
from pathlib import Path

from django.core.management.base import BaseCommand

from profiles import parsing


class Command(BaseCommand):
    help = "Print what the parser reads in CV files, as a JSON array. Touches no database."
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", type=Path, metavar="FILE")

    def handle(self, *args, paths, **options):
        out = []
        for path in paths:
            try:
                parsed = parsing.parse_path(path)
            except parsing.UnreadableDocument as error:
                out.append({"source": str(path), "error": error.reason})
                continue
            data = parsed.to_dict()
            data["source"] = str(path)
            out.append(data)
        self.stdout.write(json.dumps(out, ensure_ascii=False, indent=2))
