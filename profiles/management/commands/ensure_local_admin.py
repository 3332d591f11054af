import secrets
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

# `make run` prints these credentials; the password is kept in var/ (mode 0600) so
# it stays the same across runs.
CREDENTIALS_FILE = Path(settings.BASE_DIR) / "var" / "local-admin-password"


class Command(BaseCommand):
    help = "Create (or reuse) a local superuser for development and print its credentials."

    def add_arguments(self, parser):
        parser.add_argument("--username", default="admin")

    def handle(self, *args, username, **options):
        if not settings.DEBUG:
            raise CommandError("Refusing to create a local admin account with DEBUG off.")
        User = get_user_model()
        password = CREDENTIALS_FILE.read_text().strip() if CREDENTIALS_FILE.exists() else ""
        user = User.objects.filter(username=username).first()
        if user is None or not password or not user.check_password(password):
            password = secrets.token_urlsafe(12)
            user = user or User(username=username)
            user.is_staff = user.is_superuser = user.is_active = True
            user.set_password(password)
            user.save()
            CREDENTIALS_FILE.parent.mkdir(parents=True, exist_ok=True)
            CREDENTIALS_FILE.touch(mode=0o600)
            CREDENTIALS_FILE.write_text(password + "\n")
        self.stdout.write(f"Local admin account: user name {username!r}, password {password!r}")
