"""Slugs for the records the directory names in URLs: people, institutions, advisors.

Used by the import (for the records it makes, many at a time) and by staff services
(one at a time). Chinese names become pinyin, so URLs stay readable.
"""

from django.utils.text import slugify

from profiles.text import has_cjk, to_pinyin


def latin_slug(text: str) -> str:
    """Chinese names become pinyin (谷典典 -> gu-dian-dian) so URLs stay readable."""
    if has_cjk(text):
        text = " ".join(to_pinyin(text))
    return slugify(text)


def unique_slug(
    model, text: str, fallback: str, max_length: int = 190, taken: set[str] = frozenset()
) -> str:
    """A slug not yet used by `model` nor in `taken` (rows not yet inserted); costs one
    query per candidate tried."""
    base = latin_slug(text)[:max_length].strip("-") or fallback
    slug, n = base, 1
    while slug in taken or model.objects.filter(slug=slug).exists():
        n += 1
        slug = f"{base}-{n}"
    return slug


def assign_slugs(model, rows: list, field: str, fallback: str, max_length: int = 190) -> None:
    """Give each row (not yet inserted) a slug that neither another row nor the table
    has; one query, plus unique_slug's for a name already taken ten times."""
    bases = [
        (row, latin_slug(getattr(row, field))[:max_length].strip("-") or fallback) for row in rows
    ]
    tried = [slug for _, base in bases for slug in slug_candidates(base)]
    taken = set(model.objects.filter(slug__in=tried).values_list("slug", flat=True))
    for row, base in bases:
        slug = next((c for c in slug_candidates(base) if c not in taken), None)
        row.slug = slug or unique_slug(model, getattr(row, field), fallback, max_length, taken)
        taken.add(row.slug)


def slug_candidates(base: str) -> list[str]:
    return [base, *(f"{base}-{n}" for n in range(2, 11))]
