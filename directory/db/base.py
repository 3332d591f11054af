from django.db.backends.postgresql import base

from directory import embedded_postgres


class DatabaseWrapper(base.DatabaseWrapper):
    def get_connection_params(self):
        params = super().get_connection_params()
        params["host"] = str(embedded_postgres.start(self.settings_dict["PGDATA"]))
        return params
