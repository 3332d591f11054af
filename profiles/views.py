from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, render

from profiles.models import Advisor, Institution, Person, ResearchArea

PAGE_SIZE = 25


def directory(request):
    people = Person.objects.for_directory()
    page = Paginator(people, PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "profiles/directory.html", {"page": page})


def person_detail(request, slug):
    person = get_object_or_404(Person, slug=slug)
    return render(request, "profiles/person_detail.html", {"person": person})


def institution_detail(request, slug):
    institution = get_object_or_404(Institution, slug=slug)
    return render(request, "profiles/institution_detail.html", {"institution": institution})


def advisor_detail(request, slug):
    advisor = get_object_or_404(Advisor, slug=slug)
    return render(request, "profiles/advisor_detail.html", {"advisor": advisor})


def area_detail(request, slug):
    area = get_object_or_404(ResearchArea, slug=slug)
    return render(request, "profiles/area_detail.html", {"area": area})
