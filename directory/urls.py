from django.contrib import admin
from django.urls import include, path

from directory.health import healthz
from profiles.browse.urls import auth_urlpatterns

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    *auth_urlpatterns,
    path("", include("profiles.browse.urls")),
]
