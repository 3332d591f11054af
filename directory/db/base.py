import time

from django.db.backends.postgresql import base

from directory import embedded_postgres

# Connection attempts when the server is found down, and the wait between them: the
# server is started again at the first, and may need a moment to accept connections
# (crash recovery after a killed backend).
ATTEMPTS = 6
PAUSE = 0.5
# What a connection meets when the server is down or not yet ready; other failures
# (a wrong database name) are raised at once.
SERVER_DOWN = (
    "Connection refused",
    "No such file or directory",
    "the database system is starting up",
    "the database system is in recovery mode",
    "the database system is shutting down",
)


class DatabaseWrapper(base.DatabaseWrapper):
    def get_connection_params(self):
        params = super().get_connection_params()
        params["host"] = str(embedded_postgres.start(self.settings_dict["PGDATA"]))
        return params

    def get_new_connection(self, conn_params):
        """A connection; should it fail because the server died, the server is started
        again and the connection tried again, for up to about three seconds."""
        for attempt in range(ATTEMPTS):
            try:
                return super().get_new_connection(conn_params)
            except base.Database.OperationalError as error:
                if attempt == ATTEMPTS - 1 or not any(m in str(error) for m in SERVER_DOWN):
                    raise
                socket_dir = embedded_postgres.ensure_running(self.settings_dict["PGDATA"])
                conn_params = {**conn_params, "host": str(socket_dir)}
                time.sleep(PAUSE * attempt)
        raise AssertionError("unreachable")
