"""Loads the reference data in fixtures/: the curated institutions, the world's
universities with their web domains, and the research areas.

Used by the migrations that load it (0007 onwards: a migrated database always has it,
with the models of its time passed in) and by `manage.py load_reference_data`. Loading
is additive: records are created when missing, aliases, domains and keywords are merged,
and a field staff have filled in is never overwritten. `fixtures_digest` names the
fixtures' contents; a test holds the latest loading migration to it, so that a change to
the fixtures comes with a migration that loads it.
"""

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.db import transaction

from profiles.listing import refresh_lookups
from profiles.models import Institution, ResearchArea

FIXTURES_DIR = Path(settings.BASE_DIR) / "fixtures"
FIXTURE_FILES = ("institutions.json", "world_universities.json", "research_areas.json")


@dataclass
class LoadResult:
    institutions_created: int = 0
    institutions_updated: int = 0
    areas_created: int = 0
    areas_updated: int = 0


def read_json(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))


def merge_list(current: list[str], extra: list[str]) -> list[str]:
    seen = {item.casefold() for item in current}
    return current + [item for item in extra if item.casefold() not in seen]


def fill_blank(instance, values: dict) -> bool:
    """Set each field that is still empty; returns whether anything changed."""
    changed = False
    for field, value in values.items():
        if value and not getattr(instance, field):
            setattr(instance, field, value)
            changed = True
    return changed


def fixtures_digest(fixtures_dir: Path = FIXTURES_DIR) -> str:
    """The sha256 of the reference-data files, in a fixed order."""
    digest = hashlib.sha256()
    for name in FIXTURE_FILES:
        digest.update((fixtures_dir / name).read_bytes())
    return digest.hexdigest()


@transaction.atomic
def load_reference_data(
    *,
    fixtures_dir: Path = FIXTURES_DIR,
    institution_model: type = Institution,
    area_model: type = ResearchArea,
) -> LoadResult:
    """Load every fixture; a migration passes its own (historical) models."""
    result = LoadResult()
    load_institutions(read_json(fixtures_dir / "institutions.json"), result, institution_model)
    world = fixtures_dir / "world_universities.json"
    if world.exists():
        load_universities(read_json(world), result, institution_model)
    load_areas(read_json(fixtures_dir / "research_areas.json"), result, area_model)
    if institution_model is Institution:
        # A migration's historical models may predate the lookup column; the listing's
        # recount fills it then.
        refresh_lookups(Institution)
        refresh_lookups(ResearchArea)
    return result


def load_universities(rows: list[dict], result: LoadResult, Institution: type) -> None:
    """The world's universities: a new record for each the directory lacks, and the web
    domains of each it has; three queries."""
    existing = {inst.name: inst for inst in Institution.objects.all()}
    slugs = {inst.slug for inst in existing.values()}
    new, changed = [], {}
    for row in rows:
        inst = existing.get(row.get("same_as") or row.get("name"))
        if inst is None:
            if "same_as" in row:
                continue
            slug, n = row["slug"], 1
            while slug in slugs:
                n += 1
                slug = f"{row['slug']}-{n}"
            slugs.add(slug)
            inst = Institution(
                name=row["name"],
                slug=slug,
                country=row.get("country") or "",
                domains=row.get("domains") or [],
                kind="university",
                is_reference=True,
            )
            existing[inst.name] = inst
            new.append(inst)
            continue
        domains = merge_list(inst.domains, row.get("domains") or [])
        dirty = fill_blank(inst, {"country": row.get("country")})
        if domains != inst.domains or dirty or not inst.is_reference:
            inst.domains = domains
            inst.is_reference = True
            if inst.pk is not None:
                changed[inst.pk] = inst
    Institution.objects.bulk_create(new, batch_size=2000)
    Institution.objects.bulk_update(
        changed.values(), ["domains", "country", "is_reference"], batch_size=2000
    )
    result.institutions_created += len(new)
    result.institutions_updated += len(changed)


def load_institutions(rows: list[dict], result: LoadResult, Institution: type) -> None:
    # One query to read, one bulk insert, one bulk update, then parents.
    existing = {inst.name: inst for inst in Institution.objects.all()}
    new, changed = [], []
    for row in rows:
        inst = existing.get(row["name"])
        if inst is None:
            inst = Institution(
                name=row["name"],
                slug=row["slug"],
                name_native=row.get("name_native") or "",
                aliases=row.get("aliases") or [],
                country=row.get("country") or "",
                kind=row.get("kind") or Institution.Kind.OTHER,
                is_reference=True,
            )
            new.append(inst)
            existing[inst.name] = inst
            continue
        aliases = merge_list(inst.aliases, row.get("aliases") or [])
        dirty = fill_blank(
            inst, {"name_native": row.get("name_native"), "country": row.get("country")}
        )
        if aliases != inst.aliases or dirty or not inst.is_reference:
            inst.aliases = aliases
            inst.is_reference = True
            changed.append(inst)
    Institution.objects.bulk_create(new)
    Institution.objects.bulk_update(changed, ["aliases", "name_native", "country", "is_reference"])
    result.institutions_created += len(new)
    result.institutions_updated += len(changed)

    with_parent = []
    for row in rows:
        inst = existing[row["name"]]
        parent = existing.get(row.get("parent") or "")
        if parent is not None and inst.parent_id is None:
            inst.parent = parent
            with_parent.append(inst)
    Institution.objects.bulk_update(with_parent, ["parent"])


def load_areas(rows: list[dict], result: LoadResult, ResearchArea: type) -> None:
    existing = {area.slug: area for area in ResearchArea.objects.all()}
    # Top-level areas first, so every parent exists when its children are saved.
    for row in sorted(rows, key=lambda r: r.get("parent") is not None):
        area = existing.get(row["slug"])
        parent = existing.get(row.get("parent") or "")
        if area is None:
            area = ResearchArea.objects.create(
                slug=row["slug"],
                name=row["name"],
                name_native=row.get("name_native") or "",
                parent=parent,
                keywords=row.get("keywords") or [],
            )
            existing[area.slug] = area
            result.areas_created += 1
            continue
        keywords = merge_list(area.keywords, row.get("keywords") or [])
        dirty = fill_blank(area, {"name_native": row.get("name_native")})
        if parent is not None and area.parent_id is None:
            area.parent = parent
            dirty = True
        if dirty or keywords != area.keywords:
            area.keywords = keywords
            area.save()
            result.areas_updated += 1
