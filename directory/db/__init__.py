"""A PostgreSQL backend that starts the embedded server on first connection, and
starts it again when a connection finds it dead.

Selected by settings.py when DATABASE_URL is not set. Starting lazily keeps
`manage.py check` and the settings import free of side effects.
"""
