"""benchmarks/bench_http.py loads only this machine, signs in, finds its paths on the
directory page and counts what the server answers."""

import importlib.util
from pathlib import Path

import pytest

from profiles.importing import import_documents

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("bench_http", ROOT / "benchmarks" / "bench_http.py")
bench_http = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench_http)


@pytest.mark.parametrize(
    "url", ["http://example.com/", "http://10.0.0.1:8000", "https://127.0.0.1"]
)
def test_it_refuses_a_server_that_is_not_on_this_machine(url):
    with pytest.raises(SystemExit):
        bench_http.loopback_server(url)


@pytest.mark.parametrize("url", ["http://127.0.0.1:8000", "localhost:8000", "http://[::1]:80/"])
def test_it_accepts_loopback_addresses(url):
    assert bench_http.loopback_server(url).port in (8000, 80)


def test_it_measures_the_four_cases_of_a_running_server(live_server, django_user_model):
    list(import_documents(paths=sorted((ROOT / "fixtures" / "cvs").iterdir())))
    django_user_model.objects.create_user("bench", password="bench-password")
    server = bench_http.loopback_server(live_server.url)
    bench_http.sign_in(server, "bench", "bench-password")

    paths = bench_http.discover(server)

    assert list(paths) == ["directory", "filter", "search", "profile"]
    assert paths["profile"].startswith("/people/")
    assert "=" in paths["filter"] and paths["search"].startswith("/?q=")
    for path in paths.values():
        outcome, _ = bench_http.load(server, path, concurrency=2, seconds=0.3)
        assert outcome.latencies and outcome.errors == 0, (path, outcome.reasons)
