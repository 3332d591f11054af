from django.contrib import admin
from django.urls import include, path

from profiles.browse.urls import auth_urlpatterns

urlpatterns = [
    path("admin/", admin.site.urls),
    *auth_urlpatterns,
    path("", include("profiles.browse.urls")),
]
