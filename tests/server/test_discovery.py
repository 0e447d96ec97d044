"""Local-network discovery: table summaries, the TXT record, ``circolo tables``, and mDNS itself.

The mDNS test sends multicast, so it never runs on the machine's own network: it re-runs
itself inside a private network namespace (``unshare -n``, loopback only) and refuses to
announce anything if it finds another interface there.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import json
import logging
import os
import shutil
import socket
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from circolo.cli import tables as cli_tables
from circolo.server import discovery
from circolo.server.discovery import Announcer, FoundServer, browse
from circolo.server.discovery_txt import (
    MAX_LISTED_TABLES,
    MAX_TXT_ENTRY,
    TABLES_TXT_BUDGET,
    TableSummary,
    parse_txt,
    txt_properties,
)

ANNA = TableSummary(
    "t-1", "tressette", "classico", "waiting",
    ("human:Anna", "open", "ai:heuristic", "open"), target=31, signals="classico",
)  # fmt: skip
BRUNO = TableSummary(
    "t-2", "tressette", "romana", "waiting",
    ("human:Bruno", "ai:pimc:worlds=40,ms=500", "open", "human"), target=41, signals="romana",
)  # fmt: skip
CARLA = TableSummary("t-3", "pinnacola", "", "waiting", ("human:Carla", "open"))

#: Set in the environment of the copy of this test that runs inside the namespace.
INSIDE_NAMESPACE = "CIRCOLO_TEST_INSIDE_NETNS"
#: Loopback up, with multicast on it and a route for the multicast range through it.
NAMESPACE_SETUP = (
    "ip link set lo up && ip link set lo multicast on && "
    "{ ip route add 224.0.0.0/4 dev lo 2>/dev/null || true; }"
)
ROOT = Path(__file__).resolve().parents[2]


# --- Table summaries -----------------------------------------------------------------------


def test_a_summary_knows_its_free_seats_and_round_trips_through_a_dict() -> None:
    assert ANNA.free_seats == (1, 3)
    data = ANNA.to_dict()
    assert data["free_seats"] == [1, 3]
    assert json.loads(json.dumps(data)) == data
    assert TableSummary.from_dict(data) == ANNA
    assert TableSummary.from_dict(CARLA.to_dict()) == CARLA


@pytest.mark.parametrize(
    ("key", "value"),
    [("id", 7), ("seats", "open,open"), ("seats", [1, 2]), ("target", "31"), ("target", True),
     ("signals", 3), ("status", None)],
)  # fmt: skip
def test_a_bad_summary_dict_is_refused_naming_the_key(key: str, value: object) -> None:
    data = {**ANNA.to_dict(), key: value}
    with pytest.raises(ValueError, match=repr(key)):
        TableSummary.from_dict(data)


def test_a_summary_is_made_from_a_table_of_the_http_api() -> None:
    table = {
        "id": "t-1", "game": "tressette", "variant": "classico", "status": "waiting",
        "options": {"target": 31, "signals": "classico", "cappotto": True},
        "seats": ["human:Anna", "open", "ai:heuristic", "open"],
    }  # fmt: skip
    assert TableSummary.from_table_json(table) == ANNA
    lobby_seats = [
        {"seat": 0, "kind": "human", "name": "Anna", "ai": None, "connected": True},
        {"seat": 1, "kind": "open", "name": None, "ai": None, "connected": False},
        {"seat": 2, "kind": "ai", "name": None, "ai": "heuristic", "connected": False},
        {"seat": 3, "kind": "open", "name": None, "ai": None, "connected": False},
    ]
    assert TableSummary.from_table_json({**table, "seats": lobby_seats}) == ANNA
    with pytest.raises(ValueError, match="'seats'"):
        TableSummary.from_table_json({**table, "seats": [{"kind": 3}]})


# --- The TXT record ------------------------------------------------------------------------


def test_the_txt_record_carries_version_port_and_only_the_waiting_tables() -> None:
    playing = replace(ANNA, id="t-9", status="playing")
    properties = txt_properties("1.2.3", 8123, [ANNA, playing, BRUNO, CARLA])
    assert properties["version"] == "1.2.3"
    assert properties["port"] == "8123"
    assert properties["tables"] == "3"
    assert properties["t0"].startswith("t-1|tressette|classico|31|classico|")
    announced = parse_txt(properties)
    assert (announced.version, announced.port, announced.waiting_tables) == ("1.2.3", 8123, 3)
    assert announced.tables == (ANNA, BRUNO, CARLA)


def test_a_cluster_announces_its_one_public_address_and_readers_open_it() -> None:
    properties = txt_properties("1.2.3", 8123, [ANNA], "https://club.example.org/")
    announced = parse_txt(properties)
    assert announced.url == "https://club.example.org/"
    found = FoundServer("node-2", "192.168.1.20", 8123, "1.2.3", 1, (ANNA,),
                        public_url=announced.url)  # fmt: skip
    assert found.url == "https://club.example.org/"
    assert parse_txt(txt_properties("1.2.3", 8123, [ANNA])).url is None


@pytest.mark.parametrize("url", ["javascript:alert(1)", "ftp://club", "http://a b", "\x00"])
def test_an_announced_address_a_browser_should_not_open_is_ignored(url: str) -> None:
    assert parse_txt({"txtvers": "1", "port": "8000", "url": url}).url is None


def test_the_txt_record_reads_back_from_the_bytes_zeroconf_hands_over() -> None:
    properties = txt_properties("1.2.3", 8123, [ANNA])
    raw = {key.encode(): value.encode() for key, value in properties.items()}
    assert parse_txt(raw).tables == (ANNA,)


def test_long_seat_names_are_dropped_before_a_txt_entry_passes_255_bytes() -> None:
    table = replace(ANNA, seats=("human:" + "Å" * 200, "open", "ai:heuristic", "open"))
    entry = txt_properties("1", 80, [table])["t0"]
    assert len(f"t0={entry}".encode()) <= MAX_TXT_ENTRY
    assert parse_txt({"t0": entry}).tables == (
        replace(table, seats=("human", "open", "ai", "open")),
    )


def test_a_table_too_long_to_list_is_still_counted() -> None:
    huge = replace(ANNA, id="x" * 300)
    properties = txt_properties("1", 80, [huge, BRUNO])
    assert properties["tables"] == "2"
    assert parse_txt(properties).tables == (BRUNO,)


def test_a_busy_server_lists_the_first_tables_that_fit_and_counts_them_all() -> None:
    many = [replace(ANNA, id=f"table-{number:03}") for number in range(40)]
    properties = txt_properties("1", 80, many)
    listed = [key for key in properties if key.startswith("t") and key[1:].isdigit()]
    assert 0 < len(listed) <= MAX_LISTED_TABLES
    assert sum(1 + len(f"{k}={properties[k]}".encode()) for k in listed) <= TABLES_TXT_BUDGET
    announced = parse_txt(properties)
    assert announced.waiting_tables == 40
    assert [table.id for table in announced.tables] == [table.id for table in many[: len(listed)]]


def test_a_malformed_txt_record_reads_as_what_can_be_read() -> None:
    announced = parse_txt(
        {
            b"port": b"99999",
            b"tables": b"lots",
            b"t0": b"only|three|parts",
            b"t1": b"|tressette|classico|31||open",  # no id
            b"t2": b"id|tressette|classico|thirty||open",
            b"t3": b"ok\x1b[31m|tressette|classico|31||human:\xff\xfe,open",
            b"t4": None,
            b"tx": b"id|tressette|classico|31||open",
        }
    )
    assert announced.version == "unknown" and announced.port is None
    assert announced.waiting_tables == 1
    (table,) = announced.tables
    assert table.id == "ok\ufffd[31m"  # no escape sequence reaches a terminal
    assert table.seats == ("human:\ufffd\ufffd", "open")


_TEXT = st.text(st.characters(categories=["L", "N", "P", "S"], include_characters=" "))
_SEAT = st.one_of(
    st.just("open"),
    st.just("human"),
    _TEXT.map(lambda name: f"human:{name}"),
    _TEXT.map(lambda name: f"ai:{name}"),
)
_TABLES = st.builds(
    TableSummary,
    id=_TEXT.filter(bool),
    game=_TEXT.filter(bool),
    variant=_TEXT,
    status=st.just("waiting"),
    seats=st.lists(_SEAT, min_size=1, max_size=4).map(tuple),
    target=st.none() | st.integers(min_value=0, max_value=10**6),
    signals=st.none() | _TEXT.filter(bool),
)


@given(st.lists(_TABLES, max_size=20))
def test_every_listed_table_reads_back_as_written_or_without_seat_names(
    tables: list[TableSummary],
) -> None:
    properties = txt_properties("1", 80, tables)
    for key, value in properties.items():
        assert len(f"{key}={value}".encode()) <= MAX_TXT_ENTRY
    announced = parse_txt(properties)
    assert announced.waiting_tables == len(tables)
    remaining = iter(tables)
    for table in announced.tables:
        original = next(t for t in remaining if t.id == table.id)
        kinds = tuple(seat.split(":", 1)[0] for seat in original.seats)
        assert table in (original, replace(original, seats=kinds))


# --- Addresses and servers -----------------------------------------------------------------


def test_addresses_on_our_own_network_come_first_and_loopback_last() -> None:
    home = [ipaddress.IPv4Network("192.168.1.0/24")]
    addresses = ["127.0.0.1", "169.254.3.4", "172.17.0.1", "fe80::1%2", "192.168.1.5"]
    ranked = sorted(addresses, key=lambda address: discovery._address_rank(address, home))
    assert ranked == ["192.168.1.5", "172.17.0.1", "169.254.3.4", "fe80::1%2", "127.0.0.1"]


def test_a_server_url_brackets_an_ipv6_address() -> None:
    server = FoundServer("host:80", "fe80::1", 8000, "1", 0, ())
    assert server.url == "http://[fe80::1]:8000"
    assert FoundServer("host:80", "10.0.0.2", 8000, "1", 0, ()).url == "http://10.0.0.2:8000"


# --- circolo tables ------------------------------------------------------------------------

FOUND = FoundServer(
    name="anna-laptop:8000", address="192.168.1.5", port=8000, version="0.1.0",
    waiting_tables=3, tables=(ANNA, BRUNO), addresses=("192.168.1.5",),
)  # fmt: skip


def _tables_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="circolo")
    cli_tables.add_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["tables", *argv])


def test_the_timeout_flag_takes_positive_seconds_only() -> None:
    assert _tables_args().timeout == 2.0
    assert _tables_args("--timeout", "0.5", "--json").timeout == 0.5
    for bad in ("0", "-1", "nan", "soon", "3600"):
        with pytest.raises(argparse.ArgumentTypeError):
            cli_tables.timeout_seconds(bad)


def test_tables_lists_servers_tables_free_seats_and_how_to_join(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    async def found(timeout: float = 2.0, interfaces: object = None) -> list[FoundServer]:
        return [FOUND]

    monkeypatch.setattr(discovery, "browse", found)
    assert cli_tables.run(_tables_args("--timeout", "0.1")) == 0
    out = capsys.readouterr().out
    assert "192.168.1.5:8000  anna-laptop:8000 (Circolo 0.1.0), 3 waiting tables" in out
    (anna_row,) = [line for line in out.splitlines() if line.strip().startswith("t-1")]
    assert anna_row.split()[:6] == ["t-1", "tressette", "classico", "31", "classico", "1,"]
    assert "human:Anna, open, ai:heuristic, open" in anna_row
    assert "and 1 more waiting table: see http://192.168.1.5:8000/api/tables" in out
    assert "join: open http://192.168.1.5:8000 in a browser" in out
    assert "Joining by address always works" in out

    assert cli_tables.run(_tables_args("--json")) == 0
    (server,) = json.loads(capsys.readouterr().out)["servers"]
    assert server["url"] == "http://192.168.1.5:8000"
    assert [TableSummary.from_dict(t) for t in server["tables"]] == [ANNA, BRUNO]


def test_tables_says_so_when_nothing_answers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    async def nothing(timeout: float = 2.0, interfaces: object = None) -> list[FoundServer]:
        return []

    monkeypatch.setattr(discovery, "browse", nothing)
    assert cli_tables.run(_tables_args("--timeout", "1.5")) == 0
    out = capsys.readouterr().out
    assert out.startswith("No Circolo server answered on the local network within 1.5 s.")
    assert "Joining by address always works" in out
    assert cli_tables.run(_tables_args("--json")) == 0
    assert json.loads(capsys.readouterr().out) == {"servers": []}


async def test_updates_before_start_are_kept_and_stop_without_start_is_harmless() -> None:
    announcer = Announcer(host_name="idle")
    await announcer.update([ANNA])
    await announcer.stop()
    assert not announcer.active and announcer.service_name is None


# --- mDNS on loopback, inside a private network namespace ----------------------------------


def _namespace_prefix() -> list[str]:
    """The ``unshare`` command that makes a working private network namespace, or a skip."""
    if not sys.platform.startswith("linux"):
        pytest.skip("network namespaces are a Linux feature")
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        pytest.skip("needs unshare (util-linux) and ip (iproute2) to isolate the network")
    refusals = []
    for prefix in (["unshare", "-n"], ["unshare", "-r", "-n"]):  # as root, else a user ns
        probe = subprocess.run(
            [*prefix, "sh", "-c", NAMESPACE_SETUP],
            capture_output=True, text=True, timeout=20, check=False,
        )  # fmt: skip
        if probe.returncode == 0:
            return prefix
        refusals.append(f"{' '.join(prefix)}: {probe.stderr.strip() or probe.returncode}")
    pytest.skip("cannot make a private network namespace here (" + "; ".join(refusals) + ")")


def _refuse_unless_isolated() -> None:
    """Fail before sending any multicast unless loopback is the only interface."""
    names = [name for _, name in socket.if_nameindex()]
    if names != ["lo"]:
        pytest.fail(f"not in a private network namespace (interfaces {names}); nothing sent")


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_servers_and_tables_are_found_updated_and_withdrawn_on_loopback(
    request: pytest.FixtureRequest,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    if os.environ.get(INSIDE_NAMESPACE) != "1":
        prefix = _namespace_prefix()
        node = f"{request.path}::{request.node.name}"
        command = [
            *prefix, "sh", "-c", NAMESPACE_SETUP + ' && exec "$0" "$@"',
            sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--timeout", "60",
            node,
        ]  # fmt: skip
        try:
            inner = subprocess.run(
                command, cwd=ROOT, env={**os.environ, INSIDE_NAMESPACE: "1"},
                capture_output=True, text=True, timeout=120, check=False,
            )  # fmt: skip
        except subprocess.TimeoutExpired as error:
            pytest.fail(f"the namespaced run took over 120 s:\n{error.stdout!r}\n{error.stderr!r}")
        assert inner.returncode == 0, f"inside the namespace:\n{inner.stdout}\n{inner.stderr}"
        assert " passed" in inner.stdout, inner.stdout
        return
    _refuse_unless_isolated()
    caplog.set_level(logging.WARNING, logger=discovery.__name__)
    asyncio.run(_announce_browse_update_withdraw(capsys))
    assert "not announcing Circolo on the local network" in caplog.text
    assert "http://192.0.2.1:8124" in caplog.text


async def _announce_browse_update_withdraw(capsys: pytest.CaptureFixture[str]) -> None:
    # A responder waits a second before repeating a record it has just multicast (RFC 6762
    # section 14), and a server that has just started or changed has just done so: a search
    # that must find it listens for 1.5 s at least.
    loopback = ["127.0.0.1"]
    announcer = Announcer(version="9.9.9", host_name="testhost.example")
    await announcer.update([ANNA, BRUNO])  # remembered until the server starts
    try:
        assert await announcer.start("127.0.0.1", 8123)
        assert announcer.service_name == "testhost:8123._circolo._tcp.local."

        (server,) = await browse(timeout=1.5, interfaces=loopback)
        assert (server.name, server.address, server.port) == ("testhost:8123", "127.0.0.1", 8123)
        assert (server.version, server.url) == ("9.9.9", "http://127.0.0.1:8123")
        assert server.waiting_tables == 2
        assert server.tables == (ANNA, BRUNO)
        assert server.tables[0].free_seats == (1, 3)

        await announcer.update([replace(ANNA, status="playing"), BRUNO, CARLA])
        # The command end to end, asking on every interface there is here: loopback alone.
        args = argparse.Namespace(timeout=2.0, json=True)
        assert await asyncio.to_thread(cli_tables.run, args) == 0
        (listed,) = json.loads(capsys.readouterr().out)["servers"]
        assert (listed["url"], listed["waiting_tables"]) == ("http://127.0.0.1:8123", 2)
        assert [TableSummary.from_dict(table) for table in listed["tables"]] == [BRUNO, CARLA]
    finally:
        await announcer.stop()
    assert not announcer.active
    assert await browse(timeout=1.0, interfaces=loopback) == []
    await announcer.stop()

    # An address this machine does not have: a warning, and the server would serve on.
    elsewhere = Announcer(host_name="elsewhere")
    assert not await elsewhere.start("192.0.2.1", 8124)
    await elsewhere.update([ANNA])
    await elsewhere.stop()
    assert not elsewhere.active
