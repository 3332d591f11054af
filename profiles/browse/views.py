"""The directory's pages. Thin views: the queries live on the models' QuerySets, in
filters.py and in facets.py; the views only put them together."""

import csv
import mimetypes

from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db.models import Count, Prefetch, Q
from django.db.models.functions import Coalesce
from django.http import Http404, HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.http import content_disposition_header

from profiles import audit
from profiles.browse.facets import (
    SOURCES,
    RankedPeople,
    Source,
    counted,
    facets,
    values_page,
)
from profiles.browse.filters import PersonFilter, descendants
from profiles.browse.snippets import explain
from profiles.browse.sources import numbered_lines, parse_span, render_markdown, visible_text
from profiles.browse.workflow import directory_workflow, profile_workflow
from profiles.listing.redaction import visible_links
from profiles.models import (
    DIRECTORY_FIELDS,
    Advisor,
    AuditEntry,
    Education,
    EducationAdvisor,
    Institution,
    OriginalFile,
    Person,
    Position,
    Project,
    ResearchArea,
    SourceDocument,
    sees_contact_details,
)

PAGE_SIZE = 20
# A ranked result is paged through its first MAX_RANKED_PAGES pages (20,000 people).
MAX_RANKED_PAGES = 1000
VALUES_PAGE_SIZE = 50
BROWSE_PAGE_SIZE = 60
SECTION_SIZE = 50


def directory(request):
    """Eleven queries besides the session's, plus one per institution/area/advisor/
    mentor/tag param: the result's size (a COUNT, or with a filter its size and the ids
    its facets count), its page, the page's areas, advisors and mentors, and six facets.
    A search adds one: the texts of the page's snippets. The committee's tools add up
    to four (directory_workflow). With `facet`, one facet's page instead
    (`facet_values`)."""
    filterset = PersonFilter(request.GET, queryset=Person.objects.for_directory(), request=request)
    facet = request.GET.get("facet")
    if facet in SOURCES:
        return facet_values(request, filterset, SOURCES[facet])
    sort = filterset.sort(request.GET.get("sort"))
    number = request.GET.get("page")
    if sort == "relevance":
        # Counted and ranked in one pass; the page's people are then fetched by id.
        wanted = int(number) if number and number.isdigit() and int(number) > 0 else 1
        top = min(wanted, MAX_RANKED_PAGES) * PAGE_SIZE
        people = counted(filterset.result(), filterset.ordered(sort), top)
        paginator = Paginator(RankedPeople(people, filterset.qs), PAGE_SIZE)
    else:
        people = counted(filterset.result())
        paginator = Paginator(filterset.ordered(sort), PAGE_SIZE)
        if people is not None:
            paginator.count = people.total
    page = paginator.get_page(number)
    total = paginator.count
    if filterset.query():
        found = explain(
            list(page.object_list), filterset.query(), sees_contact_details(request.user)
        )
        for person in page.object_list:
            person.explained = found.get(person.pk)
    facet_list = facets(people, filterset.cleaned, total)
    context = {
        "filterset": filterset,
        "page": page,
        "total": total,
        "facets": facet_list,
        "chips": filterset.chips(),
        "sorts": filterset.sort_choices(),
        "sort": "" if sort == filterset.default_sort() else sort,
        "at_choices": at_choices(filterset, facet_list[0]),
        "unknown_facet": facet,
        **directory_workflow(request, filterset),
    }
    return render(request, "profiles/directory.html", context)


def facet_values(request, filterset: PersonFilter, source: Source):
    """Every value of one facet among the current result's people, most people first,
    each a link adding it to the filters; `find` keeps those matching any of their names
    (see `facets.values_page` for how they are counted and its queries)."""
    number = request.GET.get("page", "")
    found = values_page(
        source,
        filterset.result(),
        typed=request.GET.get("find", "")[:100],
        number=int(number) if number.isdigit() and 0 < int(number) < 100_000 else 1,
        size=VALUES_PAGE_SIZE,
    )
    chosen = {record.slug for record in filterset.cleaned.get(source.param) or []}
    for option in found.options:
        option.selected = option.value in chosen
    context = {
        "filterset": filterset,
        "source": source,
        "options": found.options,
        "count": found.count,
        "page": Paginator(range(found.count), VALUES_PAGE_SIZE).get_page(found.number),
        "find": found.typed,
        "estimated": found.estimated,
        "chips": filterset.chips(),
    }
    return render(request, "profiles/facet_values.html", context)


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
    2,000 people; those allowed also get emails and phones. Links that only name an
    email's domain are left out for the others."""
    filterset = PersonFilter(request.GET, queryset=Person.objects.for_directory(), request=request)
    people = filterset.ordered(filterset.sort(request.GET.get("sort")))
    contact = sees_contact_details(request.user)
    people = people.defer(None).only(*DIRECTORY_FIELDS, "links", *CONTACT_HEADER)
    people = people.annotate(paper_count=Count("authorships"))
    writer = csv.writer(Echo())
    base = request.build_absolute_uri("/").rstrip("/")
    with_contact = ", with emails and phones" if contact else ""
    audit.record(
        action=AuditEntry.Action.EXPORT, summary=f"the directory{with_contact}", request=request
    )

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
                "; ".join(person.links if contact else visible_links(person.links, person.emails)),
                base + person.get_absolute_url(),
            ]
            if contact:
                row += ["; ".join(person.emails), "; ".join(person.phones)]
            yield writer.writerow(row)

    response = StreamingHttpResponse(rows(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="candidates.csv"'
    return response


def person_detail(request, slug):
    """Fifteen queries besides the session's, however many records the person has:
    thirteen for the person and their records, two for the user's permissions; and up
    to eight for the committee's parts (profile_workflow); one more, the audit entry,
    when the user sees contact details the person has."""
    person = get_object_or_404(Person.objects.for_profile(), slug=slug)
    contact = sees_contact_details(request.user)
    if contact and (person.emails or person.phones or person.birth_date):
        audit.record(
            action=AuditEntry.Action.CONTACT,
            summary="the profile",
            request=request,
            person_id=person.pk,
        )
    documents = []
    for doc in person.documents.all():
        text = visible_text(doc, person, contact)
        markdown = doc.format == SourceDocument.Format.MARKDOWN
        documents.append(
            {"document": doc, "html": render_markdown(text) if markdown else "", "text": text}
        )
    context = {
        "person": person,
        "contact": contact,
        "links": person.links if contact else visible_links(person.links, person.emails),
        "documents": documents,
        "source_names": {doc.pk: doc.file_name for doc in person.documents.all()},
        **profile_workflow(request, person),
    }
    return render(request, "profiles/person_detail.html", context)


def source_detail(request, pk):
    """A CV's text with numbered lines, `?lines=12-15` marked; four queries (the
    document with its file's size, and the user's permissions), and the audit entry for
    those who see it with its contact details."""
    documents = SourceDocument.objects.with_original_size().select_related("person")
    document = get_object_or_404(documents, pk=pk)
    if document.person is None and not request.user.is_staff:
        raise Http404("No such document.")
    span = parse_span(request.GET.get("lines"))
    contact = sees_contact_details(request.user)
    text = visible_text(document, document.person, contact)
    if contact:
        audit.record(
            action=AuditEntry.Action.CONTACT,
            summary=f"the text of CV #{document.pk}",
            request=request,
            person_id=document.person_id,
        )
    context = {
        "document": document,
        "lines": numbered_lines(text, span),
        "span": span,
        "contact": contact,
    }
    return render(request, "profiles/source_detail.html", context)


def source_original(request, pk):
    """The file a CV was imported from, as stored, for staff to download; one query
    besides the session's, and the audit entry."""
    if not (request.user.is_staff and sees_contact_details(request.user)):
        # The file holds the contact details the pages hide from the others.
        raise PermissionDenied("Only staff who may see contact details download original files.")
    original = get_object_or_404(
        OriginalFile.objects.select_related("document").only(
            "data", "size", "document__file_name", "document__person_id"
        ),
        pk=pk,
    )
    name = original.document.file_name
    audit.record(
        action=AuditEntry.Action.CONTACT,
        summary=f"the original file of CV #{original.document_id}",
        request=request,
        person_id=original.document.person_id,
    )
    response = HttpResponse(
        bytes(original.data),
        content_type=mimetypes.guess_type(name)[0] or "application/octet-stream",
    )
    response["Content-Disposition"] = content_disposition_header(True, name)
    return response


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
    """The people in an area or its sub-areas (the first ones; the directory lists them
    all); five queries."""
    area = get_object_or_404(
        ResearchArea.objects.select_related("parent").prefetch_related(
            Prefetch("children", queryset=ResearchArea.objects.order_by("name"))
        ),
        slug=slug,
    )
    tagged = Person.areas.through.objects.filter(
        Q(researcharea=area) | Q(researcharea__parent=area)
    ).values("person_id")
    people = Person.objects.for_directory().filter(id__in=tagged).sorted_by("name")
    context = {
        "area": area,
        "people": people[:SECTION_SIZE],
        "section_size": SECTION_SIZE,
    }
    return render(request, "profiles/area_detail.html", context)
