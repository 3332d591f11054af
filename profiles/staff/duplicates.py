"""Find records that are probably the same person, advisor or institution.

Used by the admin's "Likely duplicates" page. Each group comes with the evidence in
words, so staff can judge before merging. People are compared within blocks (an
email, a name key, a surname) so the work stays close to linear in their number.
"""

from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from rapidfuzz import fuzz, process

from profiles.models import Advisor, Education, Institution, Person
from profiles.text import fold_name, has_cjk, to_pinyin

SIMILAR = 90
# Groups listed per kind of record, strongest evidence first: among a hundred thousand
# people, common names alone make tens of thousands of groups.
SHOWN = 200


@dataclass
class Group:
    ids: list[int]
    evidence: list[str] = field(default_factory=list)
    rows: list = field(default_factory=list)


@dataclass
class Findings:
    groups: list[Group]
    total: int


@lru_cache(maxsize=65536)
def name_key(name: str) -> str:
    """Order-free Latin tokens: 'Gu Diandian', 'Diandian Gu' and 谷典典 share one key."""
    if has_cjk(name):
        name = " ".join(to_pinyin(name))
    return " ".join(sorted(fold_name(name).replace("-", " ").split()))


def add(groups: dict, ids, reason: str) -> None:
    key = tuple(sorted(set(ids)))
    if len(key) > 1:
        groups.setdefault(key, Group(list(key))).evidence.append(reason)


def people_groups() -> Findings:
    """Costs three queries, plus one to load the people shown."""
    rows = list(Person.objects.values_list("pk", "full_name", "native_name", "emails"))
    groups: dict[tuple, Group] = {}

    by_email = defaultdict(set)
    by_name = defaultdict(set)
    by_surname = defaultdict(list)
    names = {}
    for pk, full_name, native_name, emails in rows:
        for email in emails:
            by_email[email.casefold()].add(pk)
        keys = {name_key(n) for n in (full_name, native_name) if n}
        for key in keys:
            by_name[key].add(pk)
        names[pk] = name_key(full_name)
        by_surname[names[pk].split()[-1] if names[pk] else ""].append(pk)
    for email, ids in by_email.items():
        add(groups, ids, f"same email {email}")
    for key, ids in by_name.items():
        add(groups, ids, f"same name in pinyin ({key})")

    places = defaultdict(set)
    for pk, inst, advisor in Education.objects.filter(advisors__isnull=False).values_list(
        "person_id", "institution_id", "advisors"
    ):
        places[pk].add((inst, advisor))
    for ids in by_surname.values():
        block = [names[pk] for pk in ids]
        for i, a in enumerate(ids):
            # rapidfuzz compares one name with the rest of its block in C++.
            similar = process.extract(
                block[i],
                block[i + 1 :],
                scorer=fuzz.token_sort_ratio,
                score_cutoff=SIMILAR,
                limit=None,
            )
            for name, score, j in similar:
                b = ids[i + 1 + j]
                if name != names[a]:
                    add(groups, (a, b), f"similar names ({score:.0f}%)")
                    if places[a] & places[b]:
                        add(groups, (a, b), "same advisor at the same institution")
    return attach(groups, Person)


def advisor_groups() -> Findings:
    """Advisors whose Latin or native spellings give the same name; two queries."""
    groups: dict[tuple, Group] = {}
    by_name = defaultdict(set)
    for pk, name, native, others in Advisor.objects.values_list(
        "pk", "name", "native_name", "other_names"
    ):
        for spelling in {name, native, *others} - {""}:
            by_name[name_key(spelling)].add(pk)
    for key, ids in by_name.items():
        add(groups, ids, f"same name in pinyin ({key})")
    return attach(groups, Advisor)


def institution_groups() -> Findings:
    """Names kept as written that closely match a curated institution; two queries."""
    groups: dict[tuple, Group] = {}
    curated = list(Institution.objects.filter(is_reference=True).values_list("pk", "name"))
    for pk, name in Institution.objects.filter(is_reference=False).values_list("pk", "name"):
        for ref_pk, ref_name in curated:
            score = fuzz.token_set_ratio(fold_name(name), fold_name(ref_name))
            if score >= SIMILAR:
                add(groups, (ref_pk, pk), f"'{name}' resembles '{ref_name}' ({score:.0f}%)")
    return attach(groups, Institution)


def attach(groups: dict, model) -> Findings:
    """The SHOWN groups with the most evidence, with their rows; one query."""
    strongest = sorted(groups.values(), key=lambda g: (-len(g.evidence), -len(g.ids), g.ids))
    shown = strongest[:SHOWN]
    rows = model.objects.in_bulk([pk for group in shown for pk in group.ids])
    for group in shown:
        group.rows = [rows[pk] for pk in group.ids if pk in rows]
    shown.sort(key=lambda g: (-len(g.evidence), [str(r) for r in g.rows]))
    return Findings(shown, len(groups))
