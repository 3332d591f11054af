"""Tags on a person, put on and taken off from the profile. Thin views over
profiles.committee.tags."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from profiles.browse.forms import TagForm
from profiles.browse.redirects import back_to
from profiles.committee import access
from profiles.committee.tags import tag_person, untag_person
from profiles.models import Person, Tag


@login_required
@require_POST
def tag_add(request, slug):
    if not access.may_tag(request.user):
        raise PermissionDenied("You may not tag people.")
    person = get_object_or_404(Person.objects.only("pk", "slug"), slug=slug)
    form = TagForm(request.POST)
    try:
        if not form.is_valid():
            raise ValueError("A tag is at most 60 characters.")
        tag = tag_person(person=person, name=form.cleaned_data["name"], by=request.user)
    except ValueError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"Tagged “{tag.name}”.")
    return back_to(request, person.get_absolute_url())


@login_required
@require_POST
def tag_remove(request, slug, tag):
    if not access.may_untag(request.user):
        raise PermissionDenied("You may not remove tags.")
    person = get_object_or_404(Person.objects.only("pk", "slug"), slug=slug)
    found = get_object_or_404(Tag, slug=tag)
    untag_person(person=person, tag=found)
    messages.success(request, f"Removed the tag “{found.name}”.")
    return back_to(request, person.get_absolute_url())
