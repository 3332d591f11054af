"""Find or make the shared records an import points to: institutions, advisors, areas.

Used by the import service. One `SharedRecords` lives for a whole import run so that
the institutions are read once. Finding reads; new records (and names learnt for known
advisors) wait, unsaved, until the batch writes them with `insert_new()`. Records made
inside a transaction that is later rolled back are forgotten with `forget_created()`.
"""

from django.db.models import Q, Value
from django.db.models.functions import Upper
from django.utils.text import slugify

from profiles.listing import PendingCounts
from profiles.models import Advisor, Institution, ResearchArea
from profiles.text import fold_name, has_cjk, to_pinyin


def latin_slug(text: str) -> str:
    """Chinese names become pinyin (谷典典 -> gu-dian-dian) so URLs stay readable."""
    if has_cjk(text):
        text = " ".join(to_pinyin(text))
    return slugify(text)


def unique_slug(
    model, text: str, fallback: str, max_length: int = 190, taken: set[str] = frozenset()
) -> str:
    """A slug not yet used by `model` nor in `taken` (rows not yet inserted); costs one
    query per candidate tried."""
    base = latin_slug(text)[:max_length].strip("-") or fallback
    slug, n = base, 1
    while slug in taken or model.objects.filter(slug=slug).exists():
        n += 1
        slug = f"{base}-{n}"
    return slug


def assign_slugs(model, rows: list, field: str, fallback: str, max_length: int = 190) -> None:
    """Give each row (not yet inserted) a slug that neither another row nor the table
    has; one query, plus unique_slug's for a name already taken ten times."""
    bases = [
        (row, latin_slug(getattr(row, field))[:max_length].strip("-") or fallback) for row in rows
    ]
    tried = [slug for _, base in bases for slug in slug_candidates(base)]
    taken = set(model.objects.filter(slug__in=tried).values_list("slug", flat=True))
    for row, base in bases:
        slug = next((c for c in slug_candidates(base) if c not in taken), None)
        row.slug = slug or unique_slug(model, getattr(row, field), fallback, max_length, taken)
        taken.add(row.slug)


def uppered(names) -> list:
    """The names upper-cased by PostgreSQL, as `__iexact` compares them (Python's
    str.upper() differs: "ß" becomes "SS")."""
    return [Upper(Value(name)) for name in names]


def slug_candidates(base: str) -> list[str]:
    return [base, *(f"{base}-{n}" for n in range(2, 11))]


class SharedRecords:
    def __init__(self):
        self._institutions: dict[str, Institution] | None = None
        self._advisors: dict[str, Advisor] = {}
        self._areas: dict[str, ResearchArea] | None = None
        self._created: list[tuple[dict, str]] = []
        # Advisors found for the names of a batch, by the spellings looked up.
        self._looked_up: set[str] = set()
        self._found: list[Advisor] = []
        # Made for this batch and inserted by `insert_new`, with the known advisors
        # whose names a CV completed.
        self._new_institutions: list[Institution] = []
        self._new_advisors: list[Advisor] = []
        self._completed_advisors: dict[int, Advisor] = {}
        # People counts to recount once the batch is done (see import_documents).
        self.pending_counts = PendingCounts()

    def forget_created(self) -> None:
        """The transaction that created records was rolled back: drop them."""
        for table, key in self._created:
            table.pop(key, None)
        self._created.clear()
        self._new_institutions.clear()
        self._new_advisors.clear()
        self._completed_advisors.clear()

    def keep_created(self) -> None:
        """The transaction that created records was committed."""
        self._created.clear()

    def _remember(self, table: dict, key: str, value) -> None:
        table[key] = value
        self._created.append((table, key))

    # Institutions -------------------------------------------------------------

    def _institution_table(self) -> dict[str, Institution]:
        """Every institution under its folded name, native name and aliases (one query)."""
        if self._institutions is None:
            table: dict[str, Institution] = {}
            for inst in Institution.objects.all():
                for key in (inst.name, inst.name_native, *inst.aliases):
                    if key:
                        table.setdefault(fold_name(key), inst)
            self._institutions = table
        return self._institutions

    def institution(self, name: str | None, raw: str | None = None) -> Institution | None:
        """The institution the parser named, made as written when it is unknown (and
        inserted by `insert_new`)."""
        name = (name or raw or "").strip()
        if not name:
            return None
        table = self._institution_table()
        for candidate in (name, raw):
            if candidate and fold_name(candidate) in table:
                return table[fold_name(candidate)]
        inst = Institution(
            name=name[:300],
            name_native=name[:300] if has_cjk(name) else "",
            kind=Institution.Kind.OTHER,
        )
        self._new_institutions.append(inst)
        self._remember(table, fold_name(name), inst)
        return inst

    # Advisors -----------------------------------------------------------------

    def look_up_advisors(self, parses) -> None:
        """Read every advisor the parses name in one query, so that `advisor` need not."""
        named = [
            (record, prefix)
            for parsed in parses
            for records, prefix in (
                (parsed.education, "advisors"),
                (parsed.positions, "supervisors"),
                (parsed.projects, "supervisors"),
            )
            for record in records
        ]
        spellings = [spelling(*n) for record, prefix in named for n in people_named(record, prefix)]
        latins = {latin for latin, _ in spellings if latin}
        natives = {native for _, native in spellings if native}
        self._found = []
        if latins or natives:
            query = Q(upper_name__in=uppered(latins)) | Q(native_name__in=natives)
            found = Advisor.objects.annotate(upper_name=Upper("name")).filter(query)
            self._found = list(found.order_by("id"))
        self._looked_up = {("latin", latin) for latin in latins} | {
            ("native", native) for native in natives
        }

    def _lookup(self, latin: str | None, native: str | None) -> Advisor | None:
        """The oldest advisor with this Latin name (any case) or native name; a query
        unless `look_up_advisors` read them."""
        asked = {("latin", latin), ("native", native)} - {("latin", None), ("native", None)}
        if asked <= self._looked_up:
            for advisor in self._found:
                if (latin and advisor.name.casefold() == latin.casefold()) or (
                    native and advisor.native_name == native
                ):
                    return advisor
            return None
        query = Q()
        if latin:
            query |= Q(name__iexact=latin)
        if native:
            query |= Q(native_name=native)
        return Advisor.objects.filter(query).order_by("id").first()

    def advisor(
        self, name: str, native: str | None, latin: str | None, institution: Institution | None
    ) -> Advisor:
        """One Advisor per person named, matched on the Latin or the native spelling.
        A new one is inserted by `insert_new`."""
        latin, native = spelling(name, native, latin)
        keys = [fold_name(k) for k in (latin, native) if k]
        for key in keys:
            if key in self._advisors:
                return self._fill_advisor(self._advisors[key], latin, native)
        advisor = self._lookup(latin, native)
        if advisor is None:
            advisor = Advisor(
                name=latin or native, native_name=native or "", institution=institution
            )
            self._new_advisors.append(advisor)
            for key in keys:
                self._remember(self._advisors, key, advisor)
        else:
            for key in keys:
                self._advisors[key] = advisor
        return self._fill_advisor(advisor, latin, native)

    def insert_new(self) -> None:
        """Insert the institutions and advisors made since the last call and save the
        names learnt for known advisors; up to five queries."""
        if self._new_institutions:
            assign_slugs(Institution, self._new_institutions, "name", "institution", 290)
            Institution.objects.bulk_create(self._new_institutions)
            self._new_institutions.clear()
        assign_slugs(Advisor, self._new_advisors, "name", "advisor")
        Advisor.objects.bulk_create(self._new_advisors)
        self._new_advisors.clear()
        if self._completed_advisors:
            completed = list(self._completed_advisors.values())
            Advisor.objects.bulk_update(completed, ["name", "native_name"])
            self._completed_advisors.clear()

    def _fill_advisor(self, advisor: Advisor, latin: str | None, native: str | None) -> Advisor:
        """A CV that gives both spellings completes an advisor known by one."""
        changed = []
        if native and not advisor.native_name:
            advisor.native_name = native
            changed.append("native_name")
        if latin and has_cjk(advisor.name):
            advisor.name = latin
            changed.append("name")
        if changed and advisor.pk is not None:
            self._completed_advisors[advisor.pk] = advisor
        return advisor

    # Research areas -----------------------------------------------------------

    def areas(self, slugs: list[str]) -> list[ResearchArea]:
        if self._areas is None:
            self._areas = {area.slug: area for area in ResearchArea.objects.all()}
        return [self._areas[slug] for slug in dict.fromkeys(slugs) if slug in self._areas]


def spelling(name: str, native: str | None, latin: str | None) -> tuple[str | None, str | None]:
    """The Latin and native spellings of a name the parser gave."""
    latin = latin or (None if has_cjk(name) else name)
    native = native or (name if has_cjk(name) else None)
    return latin, native


def people_named(record, prefix: str) -> list[tuple[str, str | None, str | None]]:
    """The advisors or supervisors of a parsed record: (name, native, Latin) each."""
    names = getattr(record, prefix)
    natives = getattr(record, f"{prefix}_native", []) or []
    latins = getattr(record, f"{prefix}_en", []) or []
    pad = [None] * len(names)
    return list(zip(names, [*natives, *pad], [*latins, *pad], strict=False))
