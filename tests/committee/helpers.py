"""Records the committee's tests share: people, a shortlist with entries, ratings and
notes, made through the services the pages call."""

from profiles.committee.notes import add_note
from profiles.committee.ratings import rate
from profiles.committee.shortlists import add_people, create_shortlist
from profiles.models import Person


def make_people(n: int, prefix: str = "Person") -> list[Person]:
    return Person.objects.bulk_create(
        Person(
            full_name=f"{prefix} {i:03}",
            sort_name=f"{prefix.lower()} {i:03}",
            slug=f"{prefix.lower()}-{i:03}",
            headline="PhD student, Example University",
            emails=[f"{prefix.lower()}{i:03}@example.org"],
        )
        for i in range(n)
    )


def filled_shortlist(owner, people, *, raters=(), notes_by=None, shared=True):
    """A shortlist of `people`, each rated by every rater (scores 1-5 in turn) and
    noted once by `notes_by`."""
    shortlist = create_shortlist(owner=owner, name="Systems 2027", shared_with_everyone=shared)
    added = add_people(shortlist=shortlist, person_ids=[p.pk for p in people], by=owner)
    for i, entry in enumerate(added.entries):
        for rater in raters:
            rate(entry=entry, rater=rater, score=i % 5 + 1, comment="Comment")
        if notes_by is not None:
            add_note(person=entry.person, author=notes_by, text=f"Note on **{entry.person}**")
    return shortlist
