from django.contrib.auth import views as auth_views
from django.urls import path, register_converter

from profiles.browse import members, notes, searches, shortlists, tags, views

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
    # The committee's workflow.
    path("shortlists/", shortlists.shortlist_list, name="shortlists"),
    path("shortlists/add/", shortlists.add_to_shortlist, name="shortlist_add"),
    path("shortlists/<int:pk>/", shortlists.shortlist_detail, name="shortlist"),
    path("shortlists/<int:pk>/board/", shortlists.shortlist_board, name="shortlist_board"),
    path("shortlists/<int:pk>/export.csv", shortlists.shortlist_csv, name="shortlist_csv"),
    path("shortlists/<int:pk>/edit/", shortlists.shortlist_edit, name="shortlist_edit"),
    path("shortlists/<int:pk>/delete/", shortlists.shortlist_delete, name="shortlist_delete"),
    path("shortlists/<int:pk>/paste/", shortlists.shortlist_paste, name="shortlist_paste"),
    path("shortlists/<int:pk>/entries/<int:entry_pk>/", shortlists.entry_detail, name="entry"),
    path(
        "shortlists/<int:pk>/entries/<int:entry_pk>/status/",
        shortlists.entry_status,
        name="entry_status",
    ),
    path(
        "shortlists/<int:pk>/entries/<int:entry_pk>/rating/",
        shortlists.entry_rate,
        name="entry_rate",
    ),
    path(
        "shortlists/<int:pk>/entries/<int:entry_pk>/remove/",
        shortlists.entry_remove,
        name="entry_remove",
    ),
    path("people/<record:slug>/notes/", notes.note_add, name="note_add"),
    path("notes/<int:pk>/edit/", notes.note_edit, name="note_edit"),
    path("people/<record:slug>/tags/", tags.tag_add, name="tag_add"),
    path("people/<record:slug>/tags/<record:tag>/remove/", tags.tag_remove, name="tag_remove"),
    path("searches/", searches.search_list, name="searches"),
    path("searches/save/", searches.search_save, name="search_save"),
    path("searches/<int:pk>/", searches.search_open, name="search"),
    path("searches/<int:pk>/delete/", searches.search_delete, name="search_delete"),
    path("settings/", members.member_settings, name="settings"),
    path("settings/me/", members.this_is_me, name="this_is_me"),
]

auth_urlpatterns = [
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
]
