"""The directory's pages. Thin views: the queries live on the models' QuerySets, in
filters.py and in facets.py; the views only put them together."""

import csv

from django.core.paginator import Paginator
from django.db.models import Count, Prefetch, Q
from django.db.models.functions import Coalesce
from django.http import Http404, StreamingHttpResponse
from django.shortcuts import get_object_or_404, render

from profiles.browse.facets import counted, facets
from profiles.browse.filters import SORTS, PersonFilter, descendants
from profiles.browse.sources import numbered_lines, parse_span, render_markdown, visible_text
from profiles.browse.workflow import directory_workflow, profile_workflow
from profiles.models import (
    DIRECTORY_FIELDS,
    Advisor,
    Education,
    EducationAdvisor,
    Institution,
    Person,
    Position,
    Project,
    ResearchArea,
    SourceDocument,
)

PAGE_SIZE = 20
BROWSE_PAGE_SIZE = 60
SECTION_SIZE = 50


def chosen_sort(request) -> str:
    sort = request.GET.get("sort", "")
    return sort if sort in SORTS else "name"


def directory(request):
    """Eleven queries besides the session's, plus one per institution/area/advisor/
    mentor/tag param: the result's size (a COUNT, or with a filter its size and the ids
    its facets count), its page, the page's areas, advisors and mentors, and six facets;
    and up to four for the committee's tools (directory_workflow)."""
    filterset = PersonFilter(request.GET, queryset=Person.objects.for_directory(), request=request)
    sort = chosen_sort(request)
    people = counted(filterset.result())
    paginator = Paginator(filterset.qs.sorted_by(sort), PAGE_SIZE)
    if people is not None:
        paginator.count = people.total
    page = paginator.get_page(request.GET.get("page"))
    total = paginator.count
    facet_list = facets(people, filterset.cleaned, total)
    context = {
        "filterset": filterset,
        "page": page,
        "total": total,
        "facets": facet_list,
        "chips": filterset.chips(),
        "sorts": SORTS,
        "sort": sort,
        "at_choices": at_choices(filterset, facet_list[0]),
        **directory_workflow(request, filterset),
    }
    return render(request, "profiles/directory.html", context)


def at_choices(filterset, institutions) -> list[tuple[str, str]]:
    """Institutions offered for "studied or worked at": the chosen one and those of the
    institution facet (no query)."""
    chosen = filterset.cleaned.get("at")
    choices = {chosen.slug: chosen.name} if chosen else {}
    for option in institutions.options:
        choices.setdefault(option.value, option.label)
    return list(choices.items())


class Echo:
    def write(self, value):
        return value


CSV_HEADER = [
    "name",
    "native_name",
    "headline",
    "affiliation",
    "highest_degree",
    "graduation_year",
    "stage",
    "research_areas",
    "advisors",
    "mentors",
    "publications",
    "links",
    "profile",
]
# Contact details, for those allowed to see them.
CONTACT_HEADER = ["emails", "phones"]


def directory_csv(request):
    """The directory's current result in its order, every row, streamed in chunks of
    2,000 people; staff also get emails and phones."""
    filterset = PersonFilter(request.GET, queryset=Person.objects.for_directory(), request=request)
    people = filterset.qs.sorted_by(chosen_sort(request))
    contact = request.user.is_staff
    people = people.defer(None).only(*DIRECTORY_FIELDS, "links", *(CONTACT_HEADER * contact))
    people = people.annotate(paper_count=Count("authorships"))
    writer = csv.writer(Echo())
    base = request.build_absolute_uri("/").rstrip("/")

    def rows():
        yield "\ufeff" + writer.writerow(CSV_HEADER + CONTACT_HEADER * contact)
        for person in people.iterator(chunk_size=2000):
            row = [
                person.full_name,
                person.native_name,
                person.headline,
                person.affiliation,
                person.highest_degree,
                person.graduation_year or "",
                person.stage,
                "; ".join(area.name for area in person.area_list),
                "; ".join(advisor.name for advisor in person.advisor_list),
                "; ".join(mentor.name for mentor in person.mentor_list),
                person.paper_count,
                "; ".join(person.links),
                base + person.get_absolute_url(),
            ]
            if contact:
                row += ["; ".join(person.emails), "; ".join(person.phones)]
            yield writer.writerow(row)

    response = StreamingHttpResponse(rows(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="candidates.csv"'
    return response


def person_detail(request, slug):
    """Thirteen queries besides the session's, however many records the person has,
    and up to eight for the committee's parts (profile_workflow)."""
    person = get_object_or_404(Person.objects.for_profile(), slug=slug)
    staff = request.user.is_staff
    documents = [
        {
            "document": doc,
            "html": render_markdown(visible_text(doc, person, staff))
            if doc.format == SourceDocument.Format.MARKDOWN
            else "",
            "text": visible_text(doc, person, staff),
        }
        for doc in person.documents.all()
    ]
    context = {
        "person": person,
        "documents": documents,
        "source_names": {doc.pk: doc.file_name for doc in person.documents.all()},
        **profile_workflow(request, person),
    }
    return render(request, "profiles/person_detail.html", context)


def source_detail(request, pk):
    """A CV's text with numbered lines, `?lines=12-15` marked; two queries."""
    document = get_object_or_404(SourceDocument.objects.select_related("person"), pk=pk)
    if document.person is None and not request.user.is_staff:
        raise Http404("No such document.")
    span = parse_span(request.GET.get("lines"))
    text = visible_text(document, document.person, request.user.is_staff)
    context = {"document": document, "lines": numbered_lines(text, span), "span": span}
    return render(request, "profiles/source_detail.html", context)


def institution_list(request):
    """Institutions with people, most people first; two queries."""
    rows = Institution.objects.filter(people_count__gt=0).order_by("-people_count", "name")
    page = Paginator(rows, BROWSE_PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "profiles/institution_list.html", {"page": page})


def institution_detail(request, slug):
    """People who studied or worked here or at an institution under it, and its advisors.

    About ten queries: the institution, its tree, and a count and the first rows for
    each relation.
    """
    institution = get_object_or_404(Institution.objects.select_related("parent"), slug=slug)
    places = descendants(institution)
    studied = Education.objects.filter(institution__in=places)
    worked = Position.objects.filter(organization__in=places)
    advisors = Advisor.objects.filter(institution__in=places)
    context = {
        "institution": institution,
        "children": institution.children.filter(people_count__gt=0).order_by("-people_count"),
        "studied": studied.select_related("person", "institution").order_by(
            "person__sort_name", "-start_year"
        )[:SECTION_SIZE],
        "studied_count": studied.values("person").distinct().count(),
        "worked": worked.select_related("person", "organization").order_by(
            "person__sort_name", "-start_year"
        )[:SECTION_SIZE],
        "worked_count": worked.values("person").distinct().count(),
        "advisors": advisors.select_related("institution").order_by("-people_count", "name")[
            :SECTION_SIZE
        ],
        "advisors_count": advisors.count(),
        "section_size": SECTION_SIZE,
    }
    return render(request, "profiles/institution_detail.html", context)


def advisor_list(request):
    """Advisors and mentors, most advisees then most mentees first; two queries."""
    rows = Advisor.objects.filter(Q(people_count__gt=0) | Q(mentees_count__gt=0))
    rows = rows.select_related("institution").order_by("-people_count", "-mentees_count", "name")
    page = Paginator(rows, BROWSE_PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "profiles/advisor_list.html", {"page": page})


def advisor_detail(request, slug):
    """The academic family: advisees, co-advisors, mentees and the advisor's own advisors."""
    advisor = get_object_or_404(Advisor.objects.select_related("institution", "person"), slug=slug)
    links = EducationAdvisor.objects.filter(advisor=advisor)
    co_advisors = (
        Advisor.objects.filter(education_links__education__advisor_links__advisor=advisor)
        .exclude(pk=advisor.pk)
        .annotate(shared=Count("education_links__education", distinct=True))
        .order_by("-shared", "name")
    )
    context = {
        "advisor": advisor,
        "advisees": links.select_related("education__person", "education__institution").order_by(
            "education__person__sort_name"
        )[:SECTION_SIZE],
        "advisees_count": links.values("education__person").distinct().count(),
        "co_advisors": co_advisors[:SECTION_SIZE],
        "mentored": Position.objects.filter(supervisors=advisor)
        .select_related("person", "organization")
        .order_by("person__sort_name")[:SECTION_SIZE],
        "projects": Project.objects.filter(supervisors=advisor)
        .select_related("person")
        .order_by("person__sort_name")[:SECTION_SIZE],
        "own_advisors": EducationAdvisor.objects.filter(education__person=advisor.person)
        .select_related("advisor", "education__institution")
        .order_by("education__start_year")
        if advisor.person
        else [],
    }
    return render(request, "profiles/advisor_detail.html", context)


def area_list(request):
    """The research-area taxonomy with the number of people in each: a top area counts
    the people of its sub-areas too, each once. Two queries."""
    areas = list(ResearchArea.objects.order_by("name"))
    children: dict[int | None, list[ResearchArea]] = {}
    for area in areas:
        children.setdefault(area.parent_id, []).append(area)
    totals = dict(
        Person.areas.through.objects.annotate(
            top=Coalesce("researcharea__parent_id", "researcharea_id")
        )
        .values("top")
        .annotate(n=Count("person_id", distinct=True))
        .values_list("top", "n")
    )
    tree = [
        (area, totals.get(area.pk, 0), children.get(area.pk, [])) for area in children.get(None, [])
    ]
    return render(request, "profiles/area_list.html", {"tree": tree})


def area_detail(request, slug):
    """The people in an area (the first ones; the directory lists them all); five queries."""
    area = get_object_or_404(
        ResearchArea.objects.select_related("parent").prefetch_related(
            Prefetch("children", queryset=ResearchArea.objects.order_by("name"))
        ),
        slug=slug,
    )
    people = Person.objects.for_directory().filter(areas=area).sorted_by("name")
    context = {
        "area": area,
        "people": people[:SECTION_SIZE],
        "section_size": SECTION_SIZE,
    }
    return render(request, "profiles/area_detail.html", context)
