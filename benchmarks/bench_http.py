"""Load a running server over HTTP: requests/s, p50/p95/p99 latency and errors for the
directory, a filter, a search and a profile, at concurrency 10 and 50.

usage: .venv/bin/python benchmarks/bench_http.py URL [URL ...] [--seconds 30]
           [--concurrency 10 50] [--user NAME --password PASSWORD]

Each URL is a server this machine runs (`make serve`, `make run`'s runserver): only
loopback addresses are accepted, as this is load, not a test of someone else's site.
Given two URLs (say gunicorn's and runserver's), both are measured in the same run and
the requests/s of each case compared with the first's. The paths are found on the
directory page: its first facet's first value, its first profile, and a search for that
person's family name. Unless browsing is open, the benchmark signs in first (`--user`
and `--password`, or BENCH_USER and BENCH_PASSWORD; `make run` prints a local admin's).
Standard library only: threads, each with its own keep-alive connection, for
`--seconds` per case and level (at most 120), at most 100 threads.
"""

import argparse
import http.client
import ipaddress
import os
import re
import socket
import sys
import threading
import time
from dataclasses import dataclass, field
from html import unescape
from urllib.parse import quote, urlencode, urlsplit

MAX_SECONDS = 120
MAX_CONCURRENCY = 100
TIMEOUT = 30


@dataclass
class Server:
    url: str
    host: str
    port: int
    cookie: str = ""

    def connect(self) -> http.client.HTTPConnection:
        return http.client.HTTPConnection(self.host, self.port, timeout=TIMEOUT)

    def get(self, connection, path: str) -> tuple[int, bytes]:
        headers = {"Cookie": self.cookie} if self.cookie else {}
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        return response.status, response.read()


@dataclass
class Outcome:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    reasons: dict[str, int] = field(default_factory=dict)


def loopback_server(url: str) -> Server:
    """The server of a loopback URL, or SystemExit for any other."""
    parts = urlsplit(url if "//" in url else f"http://{url}")
    if parts.scheme != "http" or not parts.hostname:
        raise SystemExit(f"{url}: give an http:// URL of a server on this machine")
    port = parts.port or 80
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(parts.hostname, port)}
    except socket.gaierror as error:
        raise SystemExit(f"{url}: {error}") from None
    if not all(ipaddress.ip_address(a.split("%")[0]).is_loopback for a in addresses):
        raise SystemExit(f"{url}: not a loopback address; this benchmark loads only this machine")
    return Server(url, parts.hostname, port)


def cookies_of(response: http.client.HTTPResponse) -> dict[str, str]:
    found = {}
    for header in response.headers.get_all("Set-Cookie") or []:
        name, _, rest = header.partition("=")
        found[name.strip()] = rest.split(";", 1)[0]
    return found


def sign_in(server: Server, user: str, password: str) -> None:
    """A session for the benchmark's requests (the login form, with its CSRF token)."""
    connection = server.connect()
    connection.request("GET", "/login/")
    response = connection.getresponse()
    page = response.read().decode("utf-8", "replace")
    cookies = cookies_of(response)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)
    if not token:
        raise SystemExit(f"{server.url}: no login form at /login/")
    body = urlencode(
        {"csrfmiddlewaretoken": token[1], "username": user, "password": password, "next": "/"}
    )
    headers = {
        "Content-Type": "application/x-www-form-urlencoded",
        "Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items()),
        "Referer": f"http://{server.host}:{server.port}/login/",
    }
    connection.request("POST", "/login/", body=body, headers=headers)
    response = connection.getresponse()
    response.read()
    cookies |= cookies_of(response)
    if response.status != 302 or "sessionid" not in cookies:
        raise SystemExit(f"{server.url}: signing in as {user} failed ({response.status})")
    server.cookie = "; ".join(f"{k}={v}" for k, v in cookies.items())
    connection.close()


def discover(server: Server) -> dict[str, str]:
    """The cases' paths, read from the directory page."""
    connection = server.connect()
    status, body = server.get(connection, "/")
    connection.close()
    if status != 200:
        raise SystemExit(f"{server.url}: the directory answered {status} (sign in?)")
    page = body.decode("utf-8", "replace")
    profile = re.search(r'<a[^>]+href="(/people/[^"?#]+/)"[^>]*>([^<]+)</a>', page)
    facet = re.search(r'name="(institution|area|advisor)" value="([^"]+)"', page)
    if not profile or not facet:
        raise SystemExit(f"{server.url}: no profile or filter link on the directory page")
    family = unescape(profile[2]).split()[-1]
    return {
        "directory": "/",
        "filter": "/?" + urlencode({facet[1]: unescape(facet[2])}),
        "search": "/?q=" + quote(family),
        "profile": profile[1],
    }


def load(server: Server, path: str, concurrency: int, seconds: float) -> tuple[Outcome, float]:
    """GET `path` from `concurrency` threads for `seconds`; what they saw, and the time."""
    outcomes = [Outcome() for _ in range(concurrency)]
    start = time.perf_counter()
    deadline = start + seconds

    def client(outcome: Outcome) -> None:
        connection = server.connect()
        while time.perf_counter() < deadline:
            began = time.perf_counter()
            try:
                status, _ = server.get(connection, path)
            except (OSError, http.client.HTTPException) as error:
                status, reason = None, type(error).__name__
                connection.close()
                connection = server.connect()
            else:
                reason = f"HTTP {status}"
            outcome.latencies.append(time.perf_counter() - began)
            if status != 200:
                outcome.errors += 1
                outcome.reasons[reason] = outcome.reasons.get(reason, 0) + 1
        connection.close()

    threads = [threading.Thread(target=client, args=(o,)) for o in outcomes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    total = Outcome()
    for outcome in outcomes:
        total.latencies += outcome.latencies
        total.errors += outcome.errors
        for reason, n in outcome.reasons.items():
            total.reasons[reason] = total.reasons.get(reason, 0) + n
    return total, elapsed


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] if ordered else 0.0


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("urls", nargs="+", metavar="URL")
    options.add_argument("--seconds", type=float, default=30)
    options.add_argument("--concurrency", type=int, nargs="+", default=[10, 50])
    options.add_argument("--user", default=os.environ.get("BENCH_USER", ""))
    options.add_argument("--password", default=os.environ.get("BENCH_PASSWORD", ""))
    args = options.parse_args()
    if not 0 < args.seconds <= MAX_SECONDS:
        options.error(f"--seconds must be between 0 and {MAX_SECONDS}")
    if not all(0 < n <= MAX_CONCURRENCY for n in args.concurrency):
        options.error(f"--concurrency must be between 1 and {MAX_CONCURRENCY}")
    servers = [loopback_server(url) for url in args.urls]
    for server in servers:
        if args.user:
            sign_in(server, args.user, args.password)
    paths = discover(servers[0])
    print("paths: " + ", ".join(f"{case} {path}" for case, path in paths.items()))
    print(
        f"{'server':28} {'case':9} {'conc':>4} {'requests':>8} {'req/s':>7} "
        f"{'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'errors':>6}  vs first"
    )
    first: dict[tuple[str, int], float] = {}
    errors = 0
    for case, path in paths.items():
        for concurrency in args.concurrency:
            for server in servers:
                outcome, elapsed = load(server, path, concurrency, args.seconds)
                rate = len(outcome.latencies) / elapsed
                ratio = rate / first[case, concurrency] if (case, concurrency) in first else 1
                first.setdefault((case, concurrency), rate)
                ms = [1000 * s for s in outcome.latencies]
                reasons = ", ".join(f"{r} ×{n}" for r, n in outcome.reasons.items())
                print(
                    f"{server.url:28} {case:9} {concurrency:4} {len(ms):8} {rate:7.1f} "
                    f"{percentile(ms, 0.5):7.0f} {percentile(ms, 0.95):7.0f} "
                    f"{percentile(ms, 0.99):7.0f} {outcome.errors:6}  {ratio:.2f}×"
                    + (f"  ({reasons})" if reasons else ""),
                    flush=True,
                )
                errors += outcome.errors
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
