from django.apps import AppConfig


class ProfilesConfig(AppConfig):
    name = "profiles"
    verbose_name = "Candidate profiles"
    default_auto_field = "django.db.models.BigAutoField"
