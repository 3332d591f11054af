"""The address a request came from, for login throttling (django-axes calls it).

Without a proxy it is REMOTE_ADDR. Behind PROXY_COUNT proxies that each append the
address they saw to X-Forwarded-For, it is the entry PROXY_COUNT places from the
right: what the outermost proxy saw, which a client cannot forge (entries further
left are whatever the client sent).
"""

from django.conf import settings


def client_ip(request) -> str:
    proxies = settings.PROXY_COUNT
    if proxies:
        forwarded = [a.strip() for a in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        forwarded = [a for a in forwarded if a]
        if len(forwarded) >= proxies:
            return forwarded[-proxies]
    return request.META.get("REMOTE_ADDR", "")
