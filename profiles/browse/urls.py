from django.contrib.auth import views as auth_views
from django.urls import path, register_converter

from profiles.browse import views

app_name = "profiles"


class SlugConverter:
    """A record's slug: any characters but a slash or a NUL byte (which PostgreSQL
    refuses), so `/people/%00/` is a 404, not a server error."""

    regex = r"[^/\x00]+"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(SlugConverter, "record")

urlpatterns = [
    path("", views.directory, name="directory"),
    path("people.csv", views.directory_csv, name="directory_csv"),
    path("people/<record:slug>/", views.person_detail, name="person"),
    path("sources/<int:pk>/", views.source_detail, name="source"),
    path("sources/<int:pk>/original", views.source_original, name="source_original"),
    path("institutions/", views.institution_list, name="institutions"),
    path("institutions/<record:slug>/", views.institution_detail, name="institution"),
    path("advisors/", views.advisor_list, name="advisors"),
    path("advisors/<record:slug>/", views.advisor_detail, name="advisor"),
    path("areas/", views.area_list, name="areas"),
    path("areas/<record:slug>/", views.area_detail, name="area"),
]

auth_urlpatterns = [
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
]
