"""The "Needs review" page: what the import was unsure of, beside the CV's own lines, each
item accepted, corrected or deleted in place.

Used by the admin (ReviewItemAdmin's list). The page works without JavaScript (each
decision is a form posted to its own URL, which comes back to the queue); with it, the
keys j/k move between items, a accepts, c corrects and d deletes, and a decision
replaces its item without reloading the page (static/js/review.js).
"""

from dataclasses import dataclass

from django import forms
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db.models import Count, Prefetch
from django.http import Http404, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.views.decorators.http import require_POST

from profiles.admin.pdf_page import page_svg
from profiles.browse.sources import numbered_lines
from profiles.models import Advisor, OriginalFile, ReviewItem, SourceDocument
from profiles.staff import review

PAGE_SIZE = 25
# Lines of the CV shown around an item's own.
CONTEXT = 2
ACTIONS = {"accept", "correct", "delete"}


class CorrectionForm(forms.Form):
    """What staff may correct in one item: a name, the place or person the import did not
    link, the other CV's value of a disagreement, or a record's main fields."""

    def __init__(self, *args, item: ReviewItem, **kwargs):
        super().__init__(*args, prefix=f"item{item.pk}", **kwargs)
        self.item = item
        reason, details, record = item.reason, item.details, item.record
        other = reason in (ReviewItem.Reason.CONFLICT, ReviewItem.Reason.CORRECTION)
        if reason == ReviewItem.Reason.NAME:
            self.fields["name"] = forms.CharField(
                label="Name", initial=item.person.full_name, max_length=200
            )
        elif reason == ReviewItem.Reason.UNLINKED:
            label = "Institution" if details.get("place") else "Person's name"
            initial = details.get("place") or details.get("person")
            self.fields["name"] = forms.CharField(label=label, initial=initial, max_length=300)
        elif other and details.get("values"):
            self.fields["use_other"] = forms.BooleanField(
                initial=True, required=False, widget=forms.HiddenInput
            )
        elif record is not None and reason != ReviewItem.Reason.WARNING:
            for name in review.CORRECTABLE[item.record_kind]:
                field = record._meta.get_field(name).formfield(required=False)
                field.initial = getattr(record, name)
                if isinstance(field, forms.IntegerField):
                    field.widget.attrs.update(min=1900, max=2100, inputmode="numeric")
                self.fields[name] = field

    @property
    def offers(self) -> str:
        """What the correct button says."""
        if "use_other" in self.fields:
            if self.item.reason == ReviewItem.Reason.CORRECTION:
                return "Use the CV's value"
            return "Use the other CV's value"
        return "Correct"


@dataclass
class Shown:
    item: ReviewItem
    lines: list
    form: CorrectionForm
    pdf: bool

    @property
    def accept_label(self) -> str:
        item, reason = self.item, self.item.reason
        if reason == ReviewItem.Reason.UNLINKED:
            return "Make it an institution" if item.details.get("place") else "Make an advisor"
        if reason == ReviewItem.Reason.CORRECTION:
            return "Keep the correction"
        if reason == ReviewItem.Reason.CONFLICT:
            return "Keep the newer value"
        return "Noted" if reason == ReviewItem.Reason.WARNING else "Accept"

    @property
    def delete_label(self) -> str:
        item = self.item
        if item.reason == ReviewItem.Reason.UNLINKED and item.details.get("person"):
            return "Drop the name"
        if item.record is None or item.reason == ReviewItem.Reason.WARNING:
            return "Dismiss"
        return f"Delete the {item.record_kind}"


def excerpt(texts: dict, item: ReviewItem) -> list:
    """The item's lines of its CV with a few around them, the item's own marked."""
    document = item.document
    if document is None:
        return []
    if document.pk not in texts:
        texts[document.pk] = numbered_lines(document.text, None)
    lines = texts[document.pk]
    first = item.line_first or 1
    last = item.line_last or first
    shown = lines[max(first - 1 - CONTEXT, 0) : last + CONTEXT]
    return [line.__class__(line.number, line.text, first <= line.number <= last) for line in shown]


def queue(request, model_admin):
    """The open items, oldest first, a page at a time; at most seven queries however
    many: the session and the user, the counts by reason (which give the page count),
    the page's items with their people, records, places and documents, and the advisors
    and mentors of their records."""
    reason = request.GET.get("reason", "")
    items = ReviewItem.objects.for_queue()
    person = request.GET.get("person", "")
    if person.isdigit():
        items = items.filter(person_id=int(person))
    if reason in ReviewItem.Reason.values:
        items = items.filter(reason=reason)
    people = Advisor.objects.only("name", "native_name")
    items = items.prefetch_related(
        Prefetch("education__advisors", queryset=people),
        Prefetch("position__supervisors", queryset=people),
        Prefetch("project__supervisors", queryset=people),
    )
    counted = ReviewItem.objects.open()
    if person.isdigit():
        counted = counted.filter(person_id=int(person))
    counts = dict(counted.values_list("reason").annotate(n=Count("id")).order_by())
    paginator = Paginator(items, PAGE_SIZE)
    paginator.count = counts.get(reason, 0) if reason in counts else sum(counts.values())
    page = paginator.get_page(request.GET.get("page"))
    texts: dict = {}
    shown = [
        Shown(
            item,
            excerpt(texts, item),
            CorrectionForm(item=item),
            bool(item.document and item.document.format == SourceDocument.Format.PDF),
        )
        for item in page
    ]
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.model._meta,
        "title": "Needs review",
        "page": page,
        "shown": shown,
        "reasons": [(v, label, counts.get(v, 0)) for v, label in ReviewItem.Reason.choices],
        "reason": reason,
        "person": person if person.isdigit() else "",
        "total": sum(counts.values()),
        "can_change": model_admin.has_change_permission(request),
    }
    return TemplateResponse(request, "admin/profiles/review.html", context)


@require_POST
def decide(request, model_admin, pk: int, action: str):
    """Accept, correct or delete one item; back to the queue (or, asked by the page's
    script, a short answer in JSON)."""
    if not model_admin.has_change_permission(request) or action not in ACTIONS:
        raise PermissionDenied
    item = get_object_or_404(ReviewItem.objects.select_related("person"), pk=pk)
    wants_json = request.headers.get("X-Requested-With") == "fetch"
    back = reverse("admin:profiles_reviewitem_changelist")
    if request.POST.get("next", "").startswith(back):
        back = request.POST["next"]
    if item.status != ReviewItem.Status.OPEN:
        message, ok = "Someone has already decided this item.", True
    else:
        try:
            message, ok = run(item, request, action), True
        except review.ReviewError as error:
            message, ok = str(error), False
    if wants_json:
        return JsonResponse({"ok": ok, "message": message}, status=200 if ok else 400)
    (messages.success if ok else messages.error)(request, f"{item.person}: {message}")
    return redirect(back)


def run(item: ReviewItem, request, action: str) -> str:
    if action == "accept":
        return review.accept(item=item, user=request.user).summary
    if action == "delete":
        return review.delete(item=item, user=request.user).summary
    form = CorrectionForm(request.POST, item=item)
    if not form.is_valid():
        errors = "; ".join(f"{form.fields[f].label}: {' '.join(e)}" for f, e in form.errors.items())
        raise review.ReviewError(errors or "The correction could not be read.")
    values = {k: v for k, v in form.cleaned_data.items() if k in form.changed_data or k == "name"}
    if "use_other" in form.fields:
        values["use_other"] = True
    return review.correct(item=item, user=request.user, values=values).summary


def page_image(request, model_admin, pk: int):
    """The PDF page an item's lines are on, those lines marked (an SVG image)."""
    if not model_admin.has_view_permission(request):
        raise PermissionDenied
    item = get_object_or_404(ReviewItem.objects.select_related("document"), pk=pk)
    document = item.document
    if document is None or document.format != SourceDocument.Format.PDF:
        raise Http404("No PDF page for this item.")
    stored = OriginalFile.objects.filter(document=document).values_list("data", flat=True)
    svg = page_svg(bytes(stored.first() or b""), item.line_first, item.line_last)
    if svg is None:
        raise Http404("The page could not be drawn.")
    response = HttpResponse(svg, content_type="image/svg+xml")
    response["Cache-Control"] = "private, max-age=3600"
    response["Content-Security-Policy"] = "default-src 'none'; img-src data:"
    return response
