"""Autocomplete widgets whose selected values are labelled without a query each.

Django's autocomplete widget looks up the label of its selected value when it
renders, one query per inline row. The person page has dozens of rows, so its
inlines load every label they will show in one query and hand them to the widget.
"""

from django.contrib.admin.widgets import AutocompleteSelect, AutocompleteSelectMultiple


class PreloadedLabelsMixin:
    def __init__(self, *args, labels: dict[str, str], **kwargs):
        super().__init__(*args, **kwargs)
        self.labels = labels

    def optgroups(self, name, value, attr=None):
        selected = {str(v) for v in value if str(v) not in self.choices.field.empty_values}
        if not selected <= self.labels.keys():
            return super().optgroups(name, value, attr)
        options = []
        if not self.is_required and not self.allow_multiple_selected:
            options.append(self.create_option(name, "", "", False, 0))
        for pk in sorted(selected, key=self.labels.get):
            options.append(self.create_option(name, pk, self.labels[pk], selected, len(options)))
        return [(None, options, 0)]


class PreloadedAutocompleteSelect(PreloadedLabelsMixin, AutocompleteSelect):
    pass


class PreloadedAutocompleteSelectMultiple(PreloadedLabelsMixin, AutocompleteSelectMultiple):
    pass


class PreloadedAutocompleteInlineMixin:
    """For inlines: `preload_labels(obj)` returns {field name: {pk: label}} for the
    page's parent object; those fields get widgets that need no query of their own."""

    def preload_labels(self, obj) -> dict[str, dict[str, str]]:
        return {}

    def get_formset(self, request, obj=None, **kwargs):
        # The admin asks for the formset more than once a page; load the labels once.
        if obj is not None and getattr(self, "_labels_for", None) != obj.pk:
            self._labels, self._labels_for = self.preload_labels(obj), obj.pk
        return super().get_formset(request, obj, **kwargs)

    def _preloaded_widget(self, widget_class, db_field, kwargs):
        labels = getattr(self, "_labels", {}).get(db_field.name)
        if labels is not None and db_field.name in self.autocomplete_fields:
            db = kwargs.get("using")
            kwargs["widget"] = widget_class(db_field, self.admin_site, using=db, labels=labels)

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        self._preloaded_widget(PreloadedAutocompleteSelect, db_field, kwargs)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        self._preloaded_widget(PreloadedAutocompleteSelectMultiple, db_field, kwargs)
        return super().formfield_for_manytomany(db_field, request, **kwargs)


def labels_of(queryset) -> dict[str, str]:
    """{pk: str(row)} for a queryset; one query."""
    return {str(row.pk): str(row) for row in queryset}
