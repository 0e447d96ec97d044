"""The server's edge (issue 50, items 4 to 6): connections and request heads, below the app.

A client cannot choose the address it is counted by (X-Forwarded-For is believed only from
the proxies named); a request head is bounded in bytes and in time (an endless header line
or a trickle a byte at a time is cut off, not buffered nor waited for); one address holds at
most its cap of connections, plain and WebSocket alike, and other addresses are still
answered; the open-files limit is raised at start and the shipped unit gives room.
"""

from __future__ import annotations

import asyncio
import http.client
import re
import resource
import select
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from circolo.cli import _build_parser
from circolo.cli.serve import uvicorn_settings
from circolo.server.app import create_app
from circolo.server.http_edge import ConnectionGate, Edge
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore
from tests.reliability.live import LiveServer, Seat, ended, serving

FOUR = ["human", "ai:random", "ai:random", "ai:random"]
UNIT = Path(__file__).resolve().parents[2] / "deploy" / "circolo@.service"
#: Another address of this machine: Linux answers on the whole of 127.0.0.0/8.
OTHER = "127.0.0.2"


def ask(
    live: LiveServer,
    method: str,
    path: str,
    body: str | None = None,
    headers: dict[str, str] | None = None,
    source: str = "127.0.0.1",
) -> int:
    """One request from the address ``source``: its status."""
    connection = http.client.HTTPConnection(
        "127.0.0.1", live.port, timeout=10, source_address=(source, 0)
    )
    try:
        sent = {"Content-Type": "application/json", **(headers or {})}
        connection.request(method, path, body=body, headers=sent)
        return connection.getresponse().status
    finally:
        connection.close()


def raw(live: LiveServer, source: str = "127.0.0.1") -> socket.socket:
    """A plain TCP connection to the server from ``source``, nothing sent."""
    return socket.create_connection(
        ("127.0.0.1", live.port), timeout=10, source_address=(source, 0)
    )


def open_at(live: LiveServer, most: int) -> bool:
    """Whether the server counts at most ``most`` open connections (waiting up to 5 s for
    the closed ones to be released)."""
    deadline = time.monotonic() + 5
    while live.gate.open > most and time.monotonic() < deadline:
        time.sleep(0.02)
    return bool(live.gate.open <= most)


def status_of(answer: bytes) -> int | None:
    """The status of an HTTP answer's first line (None for none)."""
    found = re.match(rb"HTTP/1\.1 (\d{3}) ", answer)
    return int(found.group(1)) if found else None


def made(live: LiveServer, source: str = "127.0.0.1", forwarded: str | None = None) -> int:
    """Ask for a new table (from ``source``, claiming ``forwarded``): the status."""
    headers = {} if forwarded is None else {"X-Forwarded-For": forwarded}
    body = '{"seats": ["human", "ai:random", "ai:random", "ai:random"]}'
    return ask(live, "POST", "/api/tables", body, headers, source)


@pytest.fixture
def paced() -> Iterator[LiveServer]:
    """A server letting one address make 3 tables at once, with the default edge."""
    limits = Limits(creations_per_minute=1, creation_burst=3)
    with serving(create_app(MemoryTableStore(), limits=limits)) as live:
        yield live


# -- 4. X-Forwarded-For is believed from the proxies named only --------------------------------


def test_a_client_naming_another_address_in_x_forwarded_for_is_still_paced(
    paced: LiveServer,
) -> None:
    statuses = [made(paced, forwarded=f"203.0.113.{n}") for n in range(1, 6)]
    assert statuses == [201, 201, 201, 429, 429]


def test_x_forwarded_for_names_the_client_only_when_a_named_proxy_sends_it() -> None:
    limits = Limits(creations_per_minute=1, creation_burst=1)
    edge = Edge(trusted_proxies=("127.0.0.1",))
    with serving(create_app(MemoryTableStore(), limits=limits), edge) as live:
        # The proxy at 127.0.0.1 carries two people: each has a pace of their own.
        assert made(live, forwarded="198.51.100.7") == 201
        assert made(live, forwarded="198.51.100.8") == 201
        assert made(live, forwarded="198.51.100.7") == 429
        # 127.0.0.2 is no proxy: what it writes there is not believed.
        assert made(live, OTHER, forwarded="198.51.100.9") == 201
        assert made(live, OTHER, forwarded="198.51.100.10") == 429


@pytest.mark.parametrize(
    ("flag", "words"),
    [("*", "every client"), ("10.0.0.300", "not an IP address"), ("proxy.lan", "10.0.0.2")],
)
def test_forwarded_allow_ips_takes_addresses_and_networks_only(
    flag: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        _build_parser().parse_args(["serve", "--forwarded-allow-ips", flag])
    assert words in capsys.readouterr().err
    given = _build_parser().parse_args(["serve", "--forwarded-allow-ips", "10.0.0.2, 10.1.0.0/16"])
    assert given.forwarded_allow_ips == ("10.0.0.2/32", "10.1.0.0/16")
    assert _build_parser().parse_args(["serve"]).forwarded_allow_ips == ()


# -- 5. a request head is bounded in bytes and in time ---------------------------------------


def test_an_endless_header_line_is_cut_off_at_the_head_bound(paced: LiveServer) -> None:
    client = raw(paced)
    client.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Endless: ")
    sent, chunk, answer = 0, b"a" * 16384, b""
    with client:
        client.setblocking(False)
        # At most 8 MiB, with a look between chunks: the server answers and closes long
        # before (the bound is 32 KiB; the kernel's buffers hold some more in flight).
        while sent < 8 * 1024 * 1024:
            if select.select([client], [], [], 0)[0]:
                break
            try:
                sent += client.send(chunk)
            except BlockingIOError:
                select.select([client], [client], [], 1)
            except (BrokenPipeError, ConnectionResetError):
                break
        client.setblocking(True)
        answer = ended(client) or b""
    assert sent < 8 * 1024 * 1024, "the server took 8 MiB of one header line"
    assert status_of(answer) in (431, None)  # None: reset before the answer was read
    assert open_at(paced, 0)
    assert ask(paced, "GET", "/api/health") == 200


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_a_head_trickled_a_byte_at_a_time_is_cut_off_after_the_timeout() -> None:
    with serving(create_app(MemoryTableStore()), Edge(head_timeout_s=1.0)) as live:
        client = raw(live)
        with client:
            client.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            closed = None
            for _byte in range(40):  # 8 seconds of a byte every 0.2 s
                time.sleep(0.2)
                try:
                    client.sendall(b"a")
                except (BrokenPipeError, ConnectionResetError):
                    closed = b""
                    break
                if select.select([client], [], [], 0)[0]:
                    closed = ended(client)
                    break
            assert closed is not None, "a head trickled for 8 seconds was still being read"
            assert status_of(closed) in (408, None)
        silent = raw(live)  # a connection that sends nothing goes too, without an answer
        with silent:
            assert ended(silent) == b""


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_a_slow_body_and_a_kept_alive_connection_are_not_cut_off() -> None:
    with serving(create_app(MemoryTableStore()), Edge(head_timeout_s=1.0)) as live:
        connection = http.client.HTTPConnection("127.0.0.1", live.port, timeout=10)
        body = b'{"seats": ["human", "ai:random", "ai:random", "ai:random"], "ai_delay_ms": 0}'
        try:
            connection.putrequest("POST", "/api/tables")
            connection.putheader("Content-Type", "application/json")
            connection.putheader("Content-Length", str(len(body)))
            connection.endheaders()
            time.sleep(1.5)  # the head is whole: the body may take longer than its timeout
            connection.send(body)
            answer = connection.getresponse()
            assert answer.status == 201, answer.read()
            answer.read()
            time.sleep(0.5)  # idle under the keep-alive timeout: the connection stays
            connection.request("GET", "/api/health")
            assert connection.getresponse().status == 200
        finally:
            connection.close()


# -- 6. one address holds at most its cap of connections ---------------------------------------


def test_one_address_beyond_its_connection_cap_is_refused_and_others_are_answered(
    paced: LiveServer,
) -> None:
    cap = Limits().connections_per_address
    held = [raw(paced) for _ in range(cap)]
    try:
        extra = raw(paced)
        with extra:
            answer = ended(extra)
        assert answer is not None, f"connection {cap + 1} from one address was kept open"
        assert status_of(answer) in (429, None)
        assert b"at most 256" in answer or not answer
        assert ask(paced, "GET", "/api/health", source=OTHER) == 200
    finally:
        for client in held:
            client.close()
    assert open_at(paced, 0)  # the closed ones are released: the address is let in again
    assert ask(paced, "GET", "/api/health") == 200


async def test_websockets_count_against_the_cap_until_they_close() -> None:
    with serving(create_app(MemoryTableStore()), Edge(connections_per_address=2)) as live:
        table = live.create(seats=["human", "human", "ai:random", "ai:random"])
        seats = [await Seat.open(live, table["id"], table["tokens"][str(n)]) for n in range(2)]
        await seats[1].until(lambda s: s["seats"][1]["connected"])
        third = await asyncio.to_thread(raw, live)
        with third:
            answer = await asyncio.to_thread(ended, third)
        assert answer is not None, "a third connection from the address was kept open"
        assert status_of(answer) in (429, None)
        await seats[0].close()
        assert await asyncio.to_thread(open_at, live, 1)
        assert await asyncio.to_thread(ask, live, "GET", "/api/health") == 200


def test_a_named_proxy_is_not_held_to_the_cap_of_one_address() -> None:
    edge = Edge(connections_per_address=2, trusted_proxies=("127.0.0.1",))
    with serving(create_app(MemoryTableStore()), edge) as live:
        held = [raw(live) for _ in range(4)]
        try:
            assert ask(live, "GET", "/api/health") == 200
            assert live.gate.open >= 4
        finally:
            for client in held:
                client.close()


def test_connections_beyond_the_open_files_left_free_are_refused_from_any_address() -> None:
    gate = ConnectionGate(Edge(), descriptors=40)  # 10 kept for the database, logs, pipes
    assert gate.most == 30
    transports = [object() for _ in range(31)]
    answers = [gate.admit(t, (f"10.0.{n}.1", 4000)) for n, t in enumerate(transports)]
    assert answers[:30] == [None] * 30 and answers[30] == gate.full
    assert b" 503 " in gate.full and b"(30)" in gate.full
    gate.release(transports[0])
    gate.release(transports[0])  # a connection is released once, however often it is told
    assert gate.open == 29 and gate.admit(object(), ("10.9.9.9", 1)) is None


def test_an_ipv6_home_is_counted_as_one_address_and_mapped_ipv4_as_ipv4() -> None:
    gate = ConnectionGate(Edge(connections_per_address=2), descriptors=1000)
    assert gate.admit(object(), ("2001:db8:1:2::a", 1, 0, 0)) is None
    assert gate.admit(object(), ("2001:db8:1:2::b", 1, 0, 0)) is None
    assert gate.admit(object(), ("2001:db8:1:2:ffff::c", 1, 0, 0)) == gate.too_many
    assert gate.admit(object(), ("2001:db8:1:3::a", 1, 0, 0)) is None  # another /64
    assert gate.admit(object(), ("::ffff:192.0.2.1", 1, 0, 0)) is None
    assert gate.open_from(("192.0.2.1", 1)) == 1
    assert gate.admit(object(), "/run/circolo.sock") is None  # a Unix socket has no address


def test_the_open_files_limit_is_raised_to_the_hard_limit_at_start() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    lowered = min(hard, 512)
    resource.setrlimit(resource.RLIMIT_NOFILE, (lowered, hard))
    try:
        uvicorn_settings()
        raised = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        assert raised == min(hard, 1 << 20) or hard <= 512
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, raised), hard))


def test_one_address_holds_at_most_half_the_connections_of_1024_open_files() -> None:
    assert Edge().room_problem(1024) is None
    problem = Edge(connections_per_address=1200).room_problem(1024)
    assert problem is not None and "LimitNOFILE" in problem


def test_the_shipped_unit_gives_room_and_names_the_proxy() -> None:
    unit = UNIT.read_text()
    limit = re.search(r"^LimitNOFILE=(\d+)$", unit, re.MULTILINE)
    assert limit is not None and int(limit.group(1)) >= 65536
    assert "--forwarded-allow-ips ${CIRCOLO_PROXY}" in unit
