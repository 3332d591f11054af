"""Free tags on people ("systems-2027", "needs-visa"): add and remove them, keeping
each tag's people count for the directory's tag facet.

Used by the profile page. A tag is found by its slug, so "Needs visa" and "needs-visa"
are one tag; it keeps the name it was first typed with.
"""

from django.db import transaction
from django.utils.text import slugify

from profiles.listing.refresh import recount
from profiles.models import Person, PersonTag, Tag

MAX_NAME = 60


def tag_slug(name: str) -> str:
    return slugify(" ".join(name.split()), allow_unicode=True)[:MAX_NAME]


@transaction.atomic
def tag_person(*, person: Person, name: str, by) -> Tag:
    """Put the tag named `name` on the person (making the tag when new)."""
    name = " ".join(name.split())[:MAX_NAME]
    slug = tag_slug(name)
    if not slug:
        raise ValueError("A tag needs a letter or a digit.")
    tag, _ = Tag.objects.get_or_create(slug=slug, defaults={"name": name})
    _, made = PersonTag.objects.get_or_create(person=person, tag=tag, defaults={"added_by": by})
    if made:
        recount(Tag, [tag.pk])
    return tag


@transaction.atomic
def untag_person(*, person: Person, tag: Tag) -> None:
    if PersonTag.objects.filter(person=person, tag=tag).delete()[0]:
        recount(Tag, [tag.pk])
