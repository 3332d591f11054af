"""Staff upload a CV in the admin, see what the import would change, then confirm.

The upload is kept under var/uploads/<sha256>/<file name> between the preview and
the confirmation, so the confirmed import reads exactly the previewed bytes.
"""

import hashlib
import re
from pathlib import Path

from django import forms
from django.conf import settings
from django.contrib import messages
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import reverse

from profiles import audit, parsing
from profiles.importing import import_document
from profiles.models import AuditEntry

UPLOAD_DIR = Path(settings.BASE_DIR) / "var" / "uploads"
TOKEN = re.compile(r"^(?P<sha>[0-9a-f]{64})/(?P<name>[^/\\\x00]{1,200})$")


LIMIT_MB = parsing.MAX_BYTES // 2**20


class UploadForm(forms.Form):
    cv = forms.FileField(
        label="CV file",
        help_text=f"Markdown, plain text, HTML, PDF or DOCX; at most {LIMIT_MB} MB.",
    )

    def clean_cv(self):
        upload = self.cleaned_data["cv"]
        if upload.size > parsing.MAX_BYTES:
            raise forms.ValidationError(parsing.TOO_LARGE[0].upper() + parsing.TOO_LARGE[1:] + ".")
        return upload


def safe_name(name: str) -> str:
    """The upload's own file name, stripped of folders and odd characters."""
    name = Path(name.replace("\\", "/")).name
    name = re.sub(r"[^\w.\- ]+", "_", name).strip(" .")
    return name[:200] or "cv"


def store(upload) -> str:
    data = upload.read()
    sha = hashlib.sha256(data).hexdigest()
    name = safe_name(upload.name)
    folder = UPLOAD_DIR / sha
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)
    return f"{sha}/{name}"


def stored(token: str) -> Path | None:
    """The stored upload a confirmation names, or None for a token that is not one."""
    match = TOKEN.match(token)
    if not match or match["name"] in {".", ".."}:
        return None
    path = UPLOAD_DIR / match["sha"] / match["name"]
    return path if path.is_file() else None


def upload_view(request, model_admin):
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.model._meta,
        "title": "Import a CV",
    }
    if request.method == "POST" and "confirm" in request.POST:
        path = stored(request.POST.get("upload", ""))
        if path is None:
            messages.error(request, "That upload is no longer available; please upload it again.")
            return redirect("admin:profiles_sourcedocument_upload")
        result = import_document(path=path)
        if result.status == "failed":
            messages.error(request, f"{path.name}: {result.error}")
            return redirect("admin:profiles_sourcedocument_upload")
        audit.record(
            action=AuditEntry.Action.IMPORT,
            summary=f"1 file from the admin: {result.status}",
            request=request,
            person_id=result.person.pk,
        )
        messages.success(request, f"{path.name}: {result.status} {result.person}.")
        return redirect(reverse("admin:profiles_person_change", args=[result.person.pk]))

    form = UploadForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        token = store(form.cleaned_data["cv"])
        context["preview"] = import_document(path=stored(token), dry_run=True)
        context["upload"] = token
    context["form"] = form
    return TemplateResponse(request, "admin/profiles/upload.html", context)
