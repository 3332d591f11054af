"""Committee members' notes on people: written in Markdown, shown sanitised like a CV's
text, newest first, editable by their author only.

Used by the profile page. Writes here; the profile reads `notes_of`.
"""

from django.db import transaction
from django.utils import timezone

from profiles.models import Note, Person

MAX_LENGTH = 20_000


class NotYourNote(Exception):
    """Only a note's author may change it."""


def clean_text(text: str) -> str:
    text = text.strip()
    if not text:
        raise ValueError("A note needs some text.")
    if len(text) > MAX_LENGTH:
        raise ValueError(f"A note is at most {MAX_LENGTH:,} characters.")
    return text


def add_note(*, person: Person, author, text: str) -> Note:
    return Note.objects.create(person=person, author=author, text=clean_text(text))


@transaction.atomic
def edit_note(*, note: Note, author, text: str) -> Note:
    if note.author_id is None or note.author_id != author.pk:
        raise NotYourNote("Only the note's author may change it.")
    note.text = clean_text(text)
    note.edited = timezone.now()
    note.save(update_fields=["text", "edited"])
    return note


def notes_of(person: Person):
    """The person's notes, newest first, with their authors; one query when read."""
    return person.notes.select_related("author").order_by("-created", "-id")
