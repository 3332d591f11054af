"""Find or create the shared records an import points to.

Used by the import service. One `SharedRecords` lives for a whole import run so
that the institutions are read once; records created inside a transaction that is
later rolled back are forgotten with `forget_created()`.
"""

import re
import unicodedata

from django.db.models import Q
from django.utils.text import slugify
from pypinyin import lazy_pinyin

from profiles.listing import PendingCounts
from profiles.models import Advisor, Institution, ResearchArea

CJK = re.compile(r"[\u3400-\u9fff]")


def fold(text: str) -> str:
    """Case, width and punctuation folded, for comparing names."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def has_cjk(text: str) -> bool:
    return bool(CJK.search(text or ""))


def latin_slug(text: str) -> str:
    """Chinese names become pinyin (谷典典 -> gu-dian-dian) so URLs stay readable."""
    if has_cjk(text):
        text = " ".join(lazy_pinyin(text, errors="default"))
    return slugify(text)


def unique_slug(model, text: str, fallback: str, max_length: int = 190) -> str:
    """A slug not yet used by `model`; costs one query per candidate tried."""
    base = latin_slug(text)[:max_length].strip("-") or fallback
    slug, n = base, 1
    while model.objects.filter(slug=slug).exists():
        n += 1
        slug = f"{base}-{n}"
    return slug


class SharedRecords:
    def __init__(self):
        self._institutions: dict[str, Institution] | None = None
        self._advisors: dict[str, Advisor] = {}
        self._areas: dict[str, ResearchArea] | None = None
        self._created: list[tuple[dict, str]] = []
        # People counts to recount once the batch is done (see import_document).
        self.pending_counts = PendingCounts()

    def forget_created(self) -> None:
        for table, key in self._created:
            table.pop(key, None)
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
                        table.setdefault(fold(key), inst)
            self._institutions = table
        return self._institutions

    def institution(self, name: str | None, raw: str | None = None) -> Institution | None:
        """The institution the parser named, created as written when it is unknown."""
        name = (name or raw or "").strip()
        if not name:
            return None
        table = self._institution_table()
        for candidate in (name, raw):
            if candidate and fold(candidate) in table:
                return table[fold(candidate)]
        inst = Institution.objects.create(
            name=name[:300],
            slug=unique_slug(Institution, name, "institution", 290),
            name_native=name[:300] if has_cjk(name) else "",
            kind=Institution.Kind.OTHER,
        )
        self._remember(table, fold(name), inst)
        return inst

    # Advisors -----------------------------------------------------------------

    def advisor(
        self, name: str, native: str | None, latin: str | None, institution: Institution | None
    ) -> Advisor:
        """One Advisor per person named, matched on the Latin or the native spelling."""
        latin = latin or (None if has_cjk(name) else name)
        native = native or (name if has_cjk(name) else None)
        keys = [fold(k) for k in (latin, native) if k]
        for key in keys:
            if key in self._advisors:
                return self._fill_advisor(self._advisors[key], latin, native)
        query = Q()
        if latin:
            query |= Q(name__iexact=latin)
        if native:
            query |= Q(native_name=native)
        advisor = Advisor.objects.filter(query).order_by("id").first()
        if advisor is None:
            display = latin or native
            advisor = Advisor.objects.create(
                name=display,
                native_name=native or "",
                slug=unique_slug(Advisor, display, "advisor"),
                institution=institution,
            )
            for key in keys:
                self._remember(self._advisors, key, advisor)
        else:
            for key in keys:
                self._advisors[key] = advisor
        return self._fill_advisor(advisor, latin, native)

    def _fill_advisor(self, advisor: Advisor, latin: str | None, native: str | None) -> Advisor:
        """A CV that gives both spellings completes an advisor known by one."""
        changed = []
        if native and not advisor.native_name:
            advisor.native_name = native
            changed.append("native_name")
        if latin and has_cjk(advisor.name):
            advisor.name = latin
            changed.append("name")
        if changed:
            advisor.save(update_fields=changed)
        return advisor

    # Research areas -----------------------------------------------------------

    def areas(self, slugs: list[str]) -> list[ResearchArea]:
        if self._areas is None:
            self._areas = {area.slug: area for area in ResearchArea.objects.all()}
        return [self._areas[slug] for slug in dict.fromkeys(slugs) if slug in self._areas]
