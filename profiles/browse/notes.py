"""Notes on a person: written from the profile (or an entry's page), changed by their
author only. Thin views over profiles.committee.notes."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from profiles.browse.forms import NoteForm
from profiles.browse.redirects import back_to
from profiles.browse.sources import render_markdown
from profiles.committee import access
from profiles.committee.notes import NotYourNote, add_note, edit_note
from profiles.models import Note, Person


@login_required
@require_POST
def note_add(request, slug):
    if not access.may_write_notes(request.user):
        raise PermissionDenied("You may not write notes.")
    person = get_object_or_404(Person.objects.only("pk", "slug"), slug=slug)
    form = NoteForm(request.POST)
    if form.is_valid():
        add_note(person=person, author=request.user, text=form.cleaned_data["text"])
        messages.success(request, "Your note is saved.")
    else:
        messages.error(request, " ".join(form.errors.get("text", ["The note was not saved."])))
    return back_to(request, person.get_absolute_url() + "#notes")


@login_required
def note_edit(request, pk):
    """The author's own note, to change; anyone else gets a 403 page."""
    note = get_object_or_404(Note.objects.select_related("person"), pk=pk)
    if not access.may_edit_note(request.user, note):
        raise PermissionDenied("Only the note's author may change it.")
    form = NoteForm(request.POST or None, initial={"text": note.text})
    if request.method == "POST" and form.is_valid():
        try:
            edit_note(note=note, author=request.user, text=form.cleaned_data["text"])
        except (NotYourNote, ValueError) as error:
            messages.error(request, str(error))
        else:
            messages.success(request, "Your note is saved.")
            return redirect(note.person.get_absolute_url() + "#notes")
    return render(request, "profiles/note_form.html", {"note": note, "form": form})


def with_html(notes) -> list:
    """The notes, each with its Markdown rendered and sanitised as a CV's is (`html`)."""
    notes = list(notes)
    for note in notes:
        note.html = render_markdown(note.text)
    return notes
