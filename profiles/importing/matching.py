"""The people already in the directory that some CVs may describe.

Used by the import service: four queries for a whole batch of CVs load every person
one of them could be matched to, and `find` matches each CV without another query.
"""

from collections import defaultdict

from django.db.models import Q
from django.db.models.functions import Upper

from profiles.importing.shared_records import uppered
from profiles.models import Education, Person, SourceDocument
from profiles.text import fold_name


def names_of(parsed) -> list[str]:
    return [n for n in (parsed.name, parsed.name_native) if n]


def identity(parsed, file_name: str, sha256: str) -> set[str]:
    """What identifies a file's person within a batch: another file sharing any of it
    may describe the same person."""
    keys = {f"sha:{sha256}", f"file:{file_name}"}
    keys |= {f"email:{e.casefold()}" for e in parsed.emails}
    keys |= {f"name:{fold_name(n)}" for n in (parsed.name, parsed.name_native) if n}
    return keys


class KnownPeople:
    def __init__(self, cvs: list[tuple[object, str]]):
        """`cvs` are (parse, file name) pairs."""
        emails = sorted({e.casefold() for parsed, _ in cvs for e in parsed.emails})
        names = {n for parsed, _ in cvs for n in names_of(parsed)}

        self.documents = defaultdict(list)
        earlier = SourceDocument.objects.filter(
            file_name__in={file_name for _, file_name in cvs}, person__isnull=False
        )
        for document in earlier.defer("text").select_related("person"):
            self.documents[document.file_name].append(document)

        self.with_email = list(Person.objects.filter(emails__overlap=emails)) if emails else []

        self.named = []
        if names:
            # The same test as `full_name__iexact`, for many names at once.
            query = Q(upper_name__in=uppered(names)) | Q(native_name__in=names)
            self.named = list(Person.objects.annotate(upper_name=Upper("full_name")).filter(query))
        self.places = defaultdict(set)
        studied = Education.objects.filter(person__in=self.named)
        for person_id, name, raw in studied.values_list(
            "person_id", "institution__name", "institution_raw"
        ):
            self.places[person_id] |= {name, raw}

    def find(self, parsed, file_name: str) -> Person | None:
        """The person this CV describes, if already in the directory.

        Tried in order: an earlier import of a file with the same name whose parse had
        the same name or an email in common (so a rename by staff does not matter); a
        shared email; the same name with an institution in common.
        """
        emails = {e.casefold() for e in parsed.emails}
        names = {fold_name(n) for n in names_of(parsed)}
        for document in self.documents[file_name]:
            old = document.parsed
            old_names = {fold_name(n) for n in (old.get("name"), old.get("name_native")) if n}
            old_emails = {e.casefold() for e in old.get("emails", [])}
            if names & old_names or emails & old_emails:
                return document.person
        for person in self.with_email:
            if emails & set(person.emails):
                return person
        wanted = {n.casefold() for n in names_of(parsed)}
        institutions = {e.institution for e in parsed.education if e.institution}
        for person in self.named:
            if person.full_name.casefold() in wanted or person.native_name in names_of(parsed):
                theirs = self.places[person.pk]
                if not institutions or not theirs or institutions & theirs:
                    return person
        return None
