"""deploy/haproxy.cfg, as shipped, in front of three real nodes: one address serves the club,
a table's seats reach the node its id hashes to and the table moves there (nothing relayed),
and when the node that owns a table is killed the person at it plays on through another;
each client is counted by the address it connects from, whatever it writes in
X-Forwarded-For, and one address holds at most 256 connections."""

from __future__ import annotations

import asyncio
import http.client
import socket
import subprocess
import time
from pathlib import Path

import pytest
from benchmarks.chaos import Run, Server, lost_moves

from circolo.cli.play import free_port
from circolo.games.tressette.record import replay_record
from tests.cluster.balancer import CONFIG, HAPROXY, balancing, environment, lease_of
from tests.cluster.processes import cluster_of, person
from tests.cluster.redis_for_tests import REDIS_URL, fresh_prefix, needs_redis
from tests.reliability.live import ended
from tests.storage.databases import POSTGRES_URL, _needs_postgres, wipe_postgres

pytestmark = [
    needs_redis,
    _needs_postgres,
    pytest.mark.slow,
    pytest.mark.skipif(HAPROXY is None, reason="haproxy is missing (apt-get install haproxy)"),
]


#: The backends of one table's requests: its seats' sockets, and the rest.
TABLE_BACKENDS = ("circolo_sockets", "circolo_tables")


def _admin(path: Path, command: str) -> str:
    """One command of HAProxy's runtime API, and its answer."""
    with socket.socket(socket.AF_UNIX) as admin:
        admin.connect(str(path))
        admin.sendall(command.encode() + b"\n")
        answer = b""
        while chunk := admin.recv(65536):
            answer += chunk
    return answer.decode()


def _stats(path: Path) -> list[dict[str, str]]:
    """HAProxy's statistics, a row a backend's server."""
    lines = _admin(path, "show stat").splitlines()
    header = lines[0].lstrip("# ").split(",")
    return [dict(zip(header, line.split(","), strict=False)) for line in lines[1:] if line]


def _sessions(path: Path) -> dict[int, int]:
    """The sessions each node (1-based) was sent by the tables' backends so far (their seats'
    sockets and their other requests)."""
    sessions: dict[int, int] = {}
    for row in _stats(path):
        if row["pxname"] in TABLE_BACKENDS and row["svname"].startswith("node"):
            node = int(row["svname"][4:])
            sessions[node] = sessions.get(node, 0) + int(row["stot"] or 0)
    return sessions


def _marked_down(path: Path, node: int) -> bool:
    """Whether HAProxy's health checks have taken node ``node`` (1-based) out of the tables'
    backend."""
    return any(row["pxname"] == "circolo_tables" and row["svname"] == f"node{node}"
               and row["status"].startswith("DOWN") for row in _stats(path))  # fmt: skip


async def _owned_where_sent(prefix: str, table: str, nodes: list[Server], path: Path) -> Server:
    """Wait until the table's owner is the one node HAProxy sent its requests to; that node."""
    for _ in range(400):
        serving = [n for n, count in _sessions(path).items() if count > 0]
        owner = await lease_of(prefix, table)
        if len(serving) == 1:
            node = nodes[serving[0] - 1]
            if node.process is not None and f"-{node.process.pid}-" in owner:
                return node
        await asyncio.sleep(0.05)
    raise AssertionError(f"the table stayed away from its seat's node: {serving} {owner}")


async def test_the_shipped_haproxy_config_serves_one_address_through_a_dead_node(
    tmp_path: Path,
) -> None:
    assert HAPROXY is not None
    await wipe_postgres(POSTGRES_URL)
    prefix = fresh_prefix()
    with cluster_of(POSTGRES_URL, prefix, 3, tmp_path) as nodes:
        port = free_port()
        settings = environment(port, nodes, tmp_path)
        checked = subprocess.run([HAPROXY, "-c", "-f", str(CONFIG)], env=settings,
                                 capture_output=True, text=True, check=False)  # fmt: skip
        assert checked.returncode == 0, checked.stdout + checked.stderr
        with balancing(port, nodes, tmp_path) as balancer:
            made = balancer.call("POST", "/api/tables", {
                "seats": ["human", "ai:random", "ai:random", "ai:random"],
                "options": {"target": 41}, "ai_delay_ms": 0,
            })  # fmt: skip
            table, token = made["id"], made["tokens"]["0"]
            run = Run()
            playing = asyncio.create_task(person([balancer], 0, run, table, 0, token))
            # The table was made on whichever node had the fewest connections; its seat's
            # socket went to the node its id hashes to, and the table moves there.
            admin = tmp_path / "haproxy.sock"
            owner = await _owned_where_sent(prefix, table, nodes, admin)
            start = f"/api/tables/{table}/start"
            await asyncio.to_thread(balancer.call, "POST", start, {"token": token})
            while len(run.acked) < 8:
                await asyncio.sleep(0.02)
            assert f"-{owner.process.pid}-" in await lease_of(prefix, table)  # type: ignore[union-attr]
            owner.kill()  # the seat's socket goes with it: it connects again through HAProxy
            # Until the health checks notice, the table's requests still hash to the dead node:
            # each is answered by another at once, none dropped when the node is marked down.
            asked, deadline = 0, time.monotonic() + 30
            while not _marked_down(admin, nodes.index(owner) + 1):
                assert time.monotonic() < deadline, "HAProxy never marked the dead node down"
                assert balancer.call("GET", f"/api/tables/{table}")["id"] == table
                asked += 1
            assert asked >= 1
            seen = await asyncio.wait_for(playing, 180)
            assert seen["connections"] >= 1
            record = balancer.call("GET", f"/api/tables/{table}/record")
            assert replay_record(record) == []
            assert lost_moves(run, {table: record}) == []


def _made_from(port: int, source: str, forwarded: str) -> int:
    """A new table asked for from the address ``source``, which claims to be ``forwarded``:
    the status HAProxy returns."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                            source_address=(source, 0))  # fmt: skip
    try:
        body = '{"seats": ["human", "ai:random", "ai:random", "ai:random"]}'
        headers = {"Content-Type": "application/json", "X-Forwarded-For": forwarded}
        connection.request("POST", "/api/tables", body=body, headers=headers)
        return connection.getresponse().status
    finally:
        connection.close()


async def test_the_shipped_haproxy_config_counts_each_client_by_its_own_address(
    tmp_path: Path,
) -> None:
    await wipe_postgres(POSTGRES_URL)
    # One node behind all three server lines, believing HAProxy (127.0.0.1) alone.
    flags = ["--redis", REDIS_URL, "--cluster-name", fresh_prefix(), "--forwarded-allow-ips",
             "127.0.0.1", "--tables-per-minute", "1", "--table-burst", "3"]  # fmt: skip
    node = Server(POSTGRES_URL, free_port(), tmp_path / "node.log", flags)
    node.start()
    try:
        with balancing(free_port(), [node, node, node], tmp_path) as balancer:
            # 127.0.0.2 names another address each time: it is paced as 127.0.0.2 still.
            made = [_made_from(balancer.port, "127.0.0.2", f"203.0.113.{n}") for n in range(5)]
            assert made == [201, 201, 201, 429, 429]
            # ... and 127.0.0.3, behind the same HAProxy, has a pace of its own.
            assert _made_from(balancer.port, "127.0.0.3", "127.0.0.2") == 201
            # One address holds 256 connections; the next is closed, others are answered.
            held = [socket.create_connection(("127.0.0.1", balancer.port), timeout=10,
                                             source_address=("127.0.0.4", 0))
                    for _ in range(257)]  # fmt: skip
            try:
                closed = [c for c in held if ended(c, within=0.01 if c is not held[-1] else 5)
                          is not None]  # fmt: skip
                assert len(closed) == 1, f"{len(closed)} of 257 connections were closed"
                assert _made_from(balancer.port, "127.0.0.5", "127.0.0.4") == 201
            finally:
                for client in held:
                    client.close()
    finally:
        node.stop()
        node.log.close()
