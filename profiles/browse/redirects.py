"""Where a form sends the reader back to: the page it was on."""

from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme


def back_to(request, default: str) -> HttpResponseRedirect:
    """To the page the form was on (`next`, a path on this site), else `default`."""
    target = request.POST.get("next") or ""
    if not url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        target = default
    return HttpResponseRedirect(target or default)
