from django.apps import AppConfig
from django.db.models.signals import post_migrate


class ProfilesConfig(AppConfig):
    name = "profiles"
    verbose_name = "Candidate profiles"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from profiles.staff.roles import ensure_roles

        post_migrate.connect(ensure_roles, sender=self, dispatch_uid="profiles_roles")
