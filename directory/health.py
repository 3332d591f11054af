"""`/healthz`: whether the site can answer, for a load balancer or a monitor.

Open without login and over plain http (settings exempt it from the HTTPS redirect);
200 "ok" when the database answers a query, 503 otherwise. One query.
"""

from django.contrib.auth.decorators import login_not_required
from django.db import DatabaseError, connection
from django.http import HttpResponse
from django.views.decorators.cache import never_cache


@login_not_required
@never_cache
def healthz(request):
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except DatabaseError:
        return HttpResponse("database unavailable\n", status=503, content_type="text/plain")
    return HttpResponse("ok\n", content_type="text/plain")
