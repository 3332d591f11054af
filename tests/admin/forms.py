"""Build the POST data an admin change form would send, from the page Django rendered.

Used by the curation tests so that they post exactly what a browser would, through
the admin's own forms and formsets.
"""


def field_values(form) -> dict:
    data = {}
    for bound in form:
        if bound.field.disabled:
            continue
        value = bound.value()
        name = bound.html_name
        widget = getattr(bound.field.widget, "widget", bound.field.widget)
        if isinstance(value, bool) or getattr(widget, "input_type", "") == "checkbox":
            if value:
                data[name] = "on"
            continue
        if isinstance(value, list | tuple) and not hasattr(bound.field, "base_field"):
            data[name] = [str(v) for v in value]
            continue
        prepared = bound.field.prepare_value(value)
        data[name] = "" if prepared is None else str(prepared)
    return data


def change_form_data(response) -> dict:
    """Every field of the admin change page, with its current value."""
    data = field_values(response.context["adminform"].form)
    for inline in response.context["inline_admin_formsets"]:
        formset = inline.formset
        management = formset.management_form
        for bound in management:
            data[bound.html_name] = str(bound.value())
        for form in formset.forms:
            data.update(field_values(form))
    return data


def inline_prefix(response, model_name: str) -> str:
    for inline in response.context["inline_admin_formsets"]:
        if inline.formset.model._meta.model_name == model_name:
            return inline.formset.prefix
    raise LookupError(model_name)


def inline_index(response, model_name: str, match) -> int:
    """The position in its formset of the first inline form whose instance matches."""
    for inline in response.context["inline_admin_formsets"]:
        if inline.formset.model._meta.model_name == model_name:
            for i, form in enumerate(inline.formset.forms):
                if form.instance.pk and match(form.instance):
                    return i
    raise LookupError(model_name)
