"""The forms of the committee's pages: shortlists, adding people, statuses, ratings,
notes, tags, saved searches and "this is me". Used by the views in shortlists.py,
notes.py, tags.py, searches.py and members.py; the services do the writing."""

from django import forms
from django.contrib.auth.models import Group

from profiles.committee.pasted import MAX_LINES
from profiles.committee.ratings import SCORES
from profiles.models import Shortlist

# At most this many people are added at once from a directory's whole result.
ADD_LIMIT = 200


class ShortlistForm(forms.ModelForm):
    groups = forms.ModelMultipleChoiceField(
        queryset=Group.objects.order_by("name"),
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label="Shared with these groups",
    )

    class Meta:
        model = Shortlist
        fields = ["name", "description", "shared_with_everyone", "groups"]
        labels = {"shared_with_everyone": "Shared with everyone signed in"}
        widgets = {"description": forms.Textarea(attrs={"rows": 2})}


class IdsField(forms.Field):
    """Person ids from repeated checkboxes; anything but whole numbers is refused."""

    widget = forms.MultipleHiddenInput

    def to_python(self, value):
        if not value:
            return []
        try:
            return list(dict.fromkeys(int(v) for v in value))
        except (TypeError, ValueError):
            raise forms.ValidationError("Choose people from the list.") from None


class AddPeopleForm(forms.Form):
    """People to add to a shortlist: the checked ones, or the whole current result of
    the directory (`query`, its query string) up to ADD_LIMIT."""

    shortlist = forms.ModelChoiceField(queryset=Shortlist.objects.none(), empty_label=None)
    person = IdsField(required=False)
    scope = forms.ChoiceField(choices=[("checked", "Checked"), ("all", "All")], initial="checked")
    query = forms.CharField(required=False, max_length=4000)

    def __init__(self, *args, shortlists, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["shortlist"].queryset = shortlists

    def clean(self):
        data = super().clean()
        if data.get("scope") == "checked" and not data.get("person"):
            raise forms.ValidationError("Check at least one person to add.")
        return data


class PasteForm(forms.Form):
    """Names and profile addresses; emails too for those who may see contact details."""

    text = forms.CharField(
        label="Names or profile addresses",
        widget=forms.Textarea(attrs={"rows": 4, "placeholder": "Hongyu Zhu\n/people/tongzhou-gu/"}),
        max_length=MAX_LINES * 200,
        help_text="One a line, or separated by semicolons.",
    )

    def __init__(self, *args, emails: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        if emails:
            self.fields["text"].label = "Names, emails or profile addresses"
            self.fields["text"].widget.attrs["placeholder"] = "Hongyu Zhu\nada@example.org"


class StatusForm(forms.Form):
    status = forms.ChoiceField(label="Status")

    def __init__(self, *args, statuses, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["status"].choices = [(s.value, s.label) for s in statuses]


class RatingForm(forms.Form):
    score = forms.TypedChoiceField(
        choices=SCORES, coerce=int, widget=forms.RadioSelect, label="Your rating"
    )
    comment = forms.CharField(
        required=False, max_length=5000, widget=forms.Textarea(attrs={"rows": 2})
    )


class NoteForm(forms.Form):
    text = forms.CharField(
        label="Note",
        max_length=20_000,
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="Markdown: **bold**, *italic*, lists, links.",
    )


class TagForm(forms.Form):
    name = forms.CharField(label="Tag", max_length=60)


class SavedSearchForm(forms.Form):
    name = forms.CharField(label="Name this search", max_length=200)
    query = forms.CharField(required=False, max_length=2000, widget=forms.HiddenInput)
