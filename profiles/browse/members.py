"""The account's settings page: which advisor record and which person in the directory
are the account's owner ("this is me"), from which their conflicts of interest follow.
Also the target of the "This is me" buttons on profiles and advisor pages."""

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Q
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_POST

from profiles.browse.redirects import back_to
from profiles.committee.members import link_member
from profiles.models import Advisor, Member, Person

FOUND_LIMIT = 20


class FindForm(forms.Form):
    q = forms.CharField(label="Find yourself by name", max_length=200, required=False)


class LinkForm(forms.Form):
    kind = forms.ChoiceField(choices=[("advisor", "Advisor"), ("person", "Person")])
    slug = forms.CharField(max_length=200, required=False)


@login_required
def member_settings(request):
    """Your links, and the advisors and people named like the name searched for; four
    queries at most."""
    member = Member.objects.filter(user=request.user).select_related("advisor", "person").first()
    form = FindForm(request.GET or None)
    found_advisors, found_people = [], []
    if form.is_valid() and form.cleaned_data["q"].strip():
        name = form.cleaned_data["q"].strip()
        found_advisors = list(
            Advisor.objects.filter(Q(name__icontains=name) | Q(native_name=name))
            .select_related("institution")
            .order_by("-people_count", "-mentees_count", "name")[:FOUND_LIMIT]
        )
        found_people = list(
            Person.objects.filter(Q(full_name__icontains=name) | Q(native_name=name))
            .only("slug", "full_name", "native_name", "headline")
            .order_by("sort_name")[:FOUND_LIMIT]
        )
    context = {
        "member": member,
        "form": form,
        "found_advisors": found_advisors,
        "found_people": found_people,
    }
    return render(request, "profiles/member_settings.html", context)


@login_required
@require_POST
def this_is_me(request):
    """Link (or with an empty slug, unlink) the account's advisor or person record."""
    form = LinkForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose an advisor or a person.")
        return back_to(request, "/settings/")
    kind, slug = form.cleaned_data["kind"], form.cleaned_data["slug"]
    model = Advisor if kind == "advisor" else Person
    record = get_object_or_404(model, slug=slug) if slug else None
    link_member(user=request.user, **{kind: record})
    if record is None:
        record_kind = "an advisor" if kind == "advisor" else "a person"
        messages.success(request, f"Your account is no longer linked to {record_kind} record.")
    else:
        messages.success(request, f"Your account is linked to {record} ({kind}).")
    return back_to(request, "/settings/")
