from django.contrib.auth import views as auth_views
from django.urls import path

from profiles.browse import views

app_name = "profiles"

urlpatterns = [
    path("", views.directory, name="directory"),
    path("people.csv", views.directory_csv, name="directory_csv"),
    path("people/<str:slug>/", views.person_detail, name="person"),
    path("sources/<int:pk>/", views.source_detail, name="source"),
    path("institutions/", views.institution_list, name="institutions"),
    path("institutions/<str:slug>/", views.institution_detail, name="institution"),
    path("advisors/", views.advisor_list, name="advisors"),
    path("advisors/<str:slug>/", views.advisor_detail, name="advisor"),
    path("areas/", views.area_list, name="areas"),
    path("areas/<str:slug>/", views.area_detail, name="area"),
]

auth_urlpatterns = [
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
]
