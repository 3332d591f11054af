"""The import's limits: a zip bomb, a Word document that lies about its size, an
overlong text and a file that parses too long are refused with their reason, at little
memory, while the other files of the import go on."""

import tracemalloc
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from profiles import parsing
from profiles.importing import parallel
from profiles.importing.parallel import Parsers
from profiles.models import Person
from tests.hostile_files import write_long_text, write_lying_docx, write_zip_bomb

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "cvs"
ADA = b"# Ada Example\n\n## Education\n\n### Peking University\n2019 - 2023\n*Ph.D.*\n"


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hostile")
    write_zip_bomb(folder / "bomb.docx")
    write_lying_docx(folder / "lying.docx")
    write_long_text(folder / "long.txt")
    (folder / "ada.md").write_bytes(ADA)
    return folder


def refusal(path: Path) -> tuple[str, int]:
    """The reason the parser gives for a file, and the memory it took (bytes, peak)."""
    data = path.read_bytes()
    tracemalloc.start()
    try:
        parsing.parse_bytes(data, path.name)
    except parsing.UnreadableDocument as error:
        return error.reason, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    raise AssertionError(f"{path.name} was parsed")


def test_a_zip_bomb_is_refused_from_its_declared_sizes_before_it_is_unpacked(hostile):
    assert (hostile / "bomb.docx").stat().st_size < 2 * 2**20
    reason, peak = refusal(hostile / "bomb.docx")
    assert reason == "the Word document unpacks to more than the 40 MB limit"
    assert peak < 20 * 2**20


def test_a_word_document_understating_its_size_is_refused_without_unpacking_it(hostile):
    reason, peak = refusal(hostile / "lying.docx")
    assert reason == "the file is not a readable Word document"
    assert peak < 20 * 2**20


def test_a_docx_within_the_limit_still_reads():
    docx = next(CORPUS.glob("*.docx"))
    assert parsing.parse_bytes(docx.read_bytes(), docx.name).name


def test_a_text_cv_of_almost_10_mb_is_refused_for_its_length(hostile):
    reason, peak = refusal(hostile / "long.txt")
    assert reason == "the text is longer than the 1,000,000 characters limit"
    assert peak < 100 * 2**20


def test_a_file_parsing_longer_than_the_time_limit_is_stopped_and_the_next_one_reads(
    monkeypatch,
):
    pdf = next(CORPUS.glob("*.pdf"))
    items = [(pdf.read_bytes(), pdf.name)]
    parsers = Parsers(workers=1)
    parsers.parse(items)  # a worker started and ready
    monkeypatch.setattr(parallel, "TIME_LIMIT", 0.001)
    [outcome] = parsers.parse(items)
    assert isinstance(outcome, parsing.UnreadableDocument)
    assert outcome.reason == parallel.TOO_SLOW
    monkeypatch.undo()
    [outcome] = parsers.parse(items)
    assert isinstance(outcome, parsing.ParsedCV)


@pytest.mark.django_db
def test_the_command_names_each_refused_file_with_its_reason_and_imports_the_others(
    hostile, capsys
):
    with pytest.raises(CommandError, match="3 of 4 files could not be imported"):
        call_command("import_cvs", str(hostile))
    errors = capsys.readouterr().err
    assert f"{hostile / 'bomb.docx'}: the Word document unpacks to more than" in errors
    assert f"{hostile / 'lying.docx'}: the file is not a readable Word document" in errors
    assert f"{hostile / 'long.txt'}: the text is longer than the 1,000,000" in errors
    assert list(Person.objects.values_list("full_name", flat=True)) == ["Ada Example"]


def test_a_worker_that_died_between_imports_is_replaced():
    pdf = next(CORPUS.glob("*.pdf"))
    items = [(pdf.read_bytes(), pdf.name)]
    parsers = Parsers(workers=1)
    parsers.parse(items)
    parallel.POOL.workers[0].process.kill()
    parallel.POOL.workers[0].process.join()
    [outcome] = parsers.parse(items)
    assert isinstance(outcome, parsing.ParsedCV)
