from django.conf import settings


def browsing(request):
    """Lets templates show navigation to anonymous visitors when browsing is open."""
    return {"open_browsing": settings.OPEN_BROWSING}
