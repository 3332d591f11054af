"""Find or make the shared records an import points to: institutions, advisors, areas.

Used by the import service. One `SharedRecords` lives for a whole import run so that
the institutions are read once. Finding reads; new records (and names learnt for known
advisors) wait, unsaved, until the batch writes them with `insert_new()`. Records made
inside a transaction that is later rolled back are forgotten with `forget_created()`.

A shared record is made only for a string that looks like what it claims: an
institution's name (`looks_like_institution`), a person's name (`looks_like_person`),
or one that matches reference data or a record already there. Anything else is not
linked: the record keeps its text and the import asks staff to review it.
"""

import re

from django.db.models import Q, Value
from django.db.models.functions import Upper

from profiles.listing import PendingCounts
from profiles.models import Advisor, Institution, ResearchArea
from profiles.parsing.entries import ORG_WORDS, TITLE_WORDS
from profiles.parsing.institutions import normalise
from profiles.parsing.names import is_person_name
from profiles.parsing.plausible import _SMALL as SMALL_WORDS
from profiles.parsing.plausible import looks_like_organization
from profiles.parsing.sections import classify_heading
from profiles.staff.slugs import assign_slugs
from profiles.text import fold_name, has_cjk

# A year, a label, brackets of notes, a list: parts of a line, not of a name.
_NOT_IN_A_NAME = re.compile(r"\b(?:19|20)\d\d\b|[:：\[\]{}@#|;]|\(\s*\d|\d+\s*名")
# What makes a course, an event or an honour of a string that names a place in it.
_NOT_A_PLACE = re.compile(
    r"(?i)\b(?:course|tutorial|lecture|seminar|workshop|summer school|award|prize|"
    r"scholarship|fellowship|experience|student|member|project|team)s?\b"
)
# Chinese organizations end with what they are (北京大学, 微软亚洲研究院, 某某有限公司);
# fragments of sentences hold words an organization's name does not.
_ZH_ORG_END = re.compile(
    r"(?:大学|学院|研究院|研究所|实验室|研究组|公司|集团|中心|医院|银行|学校|中学|系)"
    r"(?:[（(][^）)]{1,12}[）)])?$"
)
_ZH_FRAGMENT = re.compile(r"[在的于了是和与及共同一该其年月日名，。、；：]")
_HONOURS = re.compile(r"(?i)\b(?:fellow|award|prize|medal|scholar|laureate)\b")


def looks_like_institution(text: str) -> bool:
    """Does a string the reference data does not know name an institution well enough to
    be shared by everyone who names it? Precision first: an organization word
    (University, Institute, Lab, Inc., 大学, 研究院, 公司, ...), the look of a name, and
    nothing of a sentence, a heading, a course, an event, a role or an honour."""
    text = " ".join((text or "").split())
    if not text or len(text) > 100 or not looks_like_organization(text):
        return False
    if _NOT_IN_A_NAME.search(text) or classify_heading(text):
        return False
    if has_cjk(text):
        return bool(_ZH_ORG_END.search(text)) and not _ZH_FRAGMENT.search(text)
    if not ORG_WORDS.search(text) or _NOT_A_PLACE.search(text):
        return False
    words = text.replace(",", " ").split()
    if len(words) > 10 or not words[0][:1].isupper():
        return False
    if any(w[:1].islower() and w not in SMALL_WORDS for w in words) or any(
        w.count("-") >= 2 for w in words
    ):
        return False  # "Developer Group co-Lead", "ML-Deployment-Lab": not a name's words
    if TITLE_WORDS.fullmatch(words[-1]) or (
        len(words) <= 2 and words[-1].istitle() and words[-1].casefold() == "faculty"
    ):
        return False  # "School of X Graduate Student", "Adjunct Faculty": roles
    if words[0].casefold().endswith(("ed", "ing")) and len(words) > 1 and words[1].islower():
        return False  # "Founded and led the X Lab", "Ongoing doctoral work at X"
    return not text.isupper() or len(words) <= 2  # "COMPUTER TRAINING CENTER": a heading


def looks_like_person(latin: str | None, native: str | None) -> bool:
    """A person's name, Latin or Chinese, not an institution or an honour ("UMass
    Amherst", "Optica Fellow")."""
    names = [n for n in (latin, native) if n]
    if not names or not all(is_person_name(n) for n in names):
        return False
    return not any(_HONOURS.search(n) or ORG_WORDS.search(n) for n in names)


def uppered(names) -> list:
    """The names upper-cased by PostgreSQL, as `__iexact` compares them (Python's
    str.upper() differs: "ß" becomes "SS")."""
    return [Upper(Value(name)) for name in names]


class SharedRecords:
    def __init__(self):
        self._institutions: dict[str, Institution] | None = None
        self._domains: dict[str, Institution | int] = {}
        self._loaded: dict[int, Institution] = {}
        self._longest = 1
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

    def _institution_table(self) -> dict[str, "Institution | int"]:
        """Every institution under its names, native name and aliases, each as the parser
        normalises institution names ("The Univ. of X" is "university of x"), and under
        its web domains; one query. The table holds ids: an institution is made into a
        model instance only when a CV names it (there are ten thousand)."""
        if self._institutions is None:
            table: dict[str, Institution | int] = {}
            columns = ("pk", "name", "name_native", "aliases", "domains")
            rows = Institution.objects.values_list(*columns)
            for pk, name, native, aliases, domains in rows.iterator(chunk_size=5000):
                for key in (name, native, *aliases):
                    if key and (folded := normalise(key)):
                        table.setdefault(folded, pk)
                        self._longest = max(self._longest, folded.count(" ") + 1)
                for domain in domains:
                    self._domains.setdefault(domain.casefold(), pk)
            self._institutions = table
        return self._institutions

    def _instance(self, found: "Institution | int | None") -> Institution | None:
        """The institution an entry of the table stands for; one query per institution
        the first time a run meets it."""
        if found is None or isinstance(found, Institution):
            return found
        if found not in self._loaded:
            self._loaded[found] = Institution.objects.only("name", "slug", "parent_id").get(
                pk=found
            )
        return self._loaded[found]

    def look_up_institutions(self, parses) -> None:
        """Read every known institution the parses name in one query, so that
        `institution` need not."""
        wanted = set()
        for parsed in parses:
            for record in parsed.education:
                wanted.add(self._entry(record.institution, record.institution_raw))
            for record in parsed.positions:
                wanted.add(self._entry(record.organization, record.organization_raw))
        ids = {e for e in wanted if isinstance(e, int) and e not in self._loaded}
        if ids:
            self._loaded |= Institution.objects.only("name", "slug", "parent_id").in_bulk(ids)

    def find_institution(self, name: str | None, raw: str | None = None) -> Institution | None:
        """The institution a string names (see `_entry`); no query after the first,
        unless `look_up_institutions` did not see it."""
        return self._instance(self._entry(name, raw))

    def _entry(self, name: str | None, raw: str | None = None) -> "Institution | int | None":
        """What the table holds for a string: its name, an alias or a web domain as
        written or without the notes after a comma or inside brackets ("Stanford
        University, CA"), else the longest known name of two words or more inside it
        ("Dept. of CS, University of Bologna")."""
        table = self._institution_table()
        variants = []
        for text in (name, raw):
            if text:
                variants += [text, text.split(",")[0], re.sub(r"[(（][^)）]*[)）]", " ", text)]
        for text in variants:
            key = normalise(text)
            if key in table:
                return table[key]
            if key.replace(" ", ".") in self._domains:
                return self._domains[key.replace(" ", ".")]
        for text in (name, raw):
            words = normalise(text or "").split()
            for size in range(min(self._longest, len(words)), 1, -1):
                for start in range(len(words) - size + 1):
                    found = table.get(" ".join(words[start : start + size]))
                    if found is not None:
                        return found
        return None

    def institution(self, name: str | None, raw: str | None = None) -> Institution | None:
        """The institution the parser named; made as written when it is unknown but looks
        like one (inserted by `insert_new`); None when it does not (the record keeps its
        text and goes to review)."""
        name = (name or raw or "").strip()
        if not name:
            return None
        found = self.find_institution(name, raw)
        if found is not None or not looks_like_institution(name):
            return found
        inst = Institution(
            name=name[:300],
            name_native=name[:300] if has_cjk(name) else "",
            kind=Institution.Kind.OTHER,
        )
        self._new_institutions.append(inst)
        self._remember(self._institution_table(), normalise(name), inst)
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
    ) -> Advisor | None:
        """One Advisor per person named, matched on the Latin or the native spelling.
        A new one is inserted by `insert_new`; None for a name that is no person's and
        matches no advisor already known."""
        latin, native = spelling(name, native, latin)
        keys = [fold_name(k) for k in (latin, native) if k]
        for key in keys:
            if key in self._advisors:
                return self._fill_advisor(self._advisors[key], latin, native)
        advisor = self._lookup(latin, native)
        if advisor is None:
            if not looks_like_person(latin, native) or self.find_institution(latin or native):
                return None
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
