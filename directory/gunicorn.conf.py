"""gunicorn's settings for `make serve` and a deployment (`gunicorn -c
directory/gunicorn.conf.py directory.wsgi`).

Sync workers, two per core and one more (gunicorn's rule: while one waits on
PostgreSQL another runs Python), each holding one database connection; WEB_CONCURRENCY
overrides the count. A request taking longer than 30 s is a stuck worker, killed and
replaced; a worker is also replaced after about 2,000 requests, so that memory a page
kept is given back. Logs go to standard output for the process manager.
"""

import os

workers = int(os.environ.get("WEB_CONCURRENCY") or 2 * (os.cpu_count() or 1) + 1)
timeout = 30
graceful_timeout = 20
keepalive = 5
max_requests = 2000
max_requests_jitter = 200
backlog = 2048
# Heartbeat files in memory, not on a disk that can stall.
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-")
# No control socket: its default path is one per user, which two servers would share.
control_socket_disable = True
errorlog = "-"
