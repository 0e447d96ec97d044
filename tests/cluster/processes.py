"""Nodes of a cluster as real ``circolo serve --redis`` processes on loopback ports, and
people at seats who go through one node and, when it dies, connect again through another."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
from benchmarks.chaos import Acked, Run, Server, _move
from websockets.asyncio.client import connect

from circolo.cli.play import free_port
from tests.cluster.redis_for_tests import REDIS_URL


def start_nodes(db: str, cluster: str, count: int, logs: Path) -> list[Server]:
    """``count`` nodes of the cluster ``cluster`` on the database ``db``, started."""
    flags = ["--redis", REDIS_URL, "--cluster-name", cluster]
    nodes = [Server(db, free_port(), logs / f"node{i}.log", flags) for i in range(count)]
    for node in nodes:
        node.start()
    return nodes


@contextlib.contextmanager
def cluster_of(db: str, cluster: str, count: int, logs: Path) -> Iterator[list[Server]]:
    """Nodes for the length of a ``with`` block (stopped after, killed if they hang)."""
    nodes = start_nodes(db, cluster, count, logs)
    try:
        yield nodes
    finally:
        for node in nodes:
            node.stop()
            node.log.close()


def alive(node: Server) -> bool:
    """Whether the node's process still runs."""
    return node.process is not None and node.process.poll() is None


async def person(
    nodes: list[Server],
    first: int,
    run: Run,
    table: str,
    seat: int,
    token: str,
    source: str | None = None,
) -> dict[str, int]:
    """A person at a seat of a Tressette table, through ``nodes[first]``; when the socket is
    lost, through the next node alive. Plays at once; counts its connections and snapshots.
    ``source``: the loopback address the person's device connects from (127.0.0.2, …)."""
    device: dict[str, Any] = {"local_addr": (source, 0)} if source else {}
    seen = {"connections": 0, "states": 0}
    ids = itertools.count(1)
    order = [nodes[(first + i) % len(nodes)] for i in range(len(nodes))]
    while not run.stopping:
        for node in order:
            if not alive(node):
                continue
            url = f"ws://127.0.0.1:{node.port}/api/tables/{table}/ws?token={token}"
            try:
                async with connect(url, compression=None, open_timeout=5, **device) as socket:
                    seen["connections"] += 1
                    if await _play(socket, run, table, seat, ids, seen):
                        return seen
            except (TimeoutError, OSError, Exception) as error:
                if isinstance(error, asyncio.CancelledError):
                    raise
            await asyncio.sleep(0.1)
    return seen


async def _play(
    socket: Any, run: Run, table: str, seat: int, ids: Iterator[int], seen: dict[str, int]
) -> bool:
    """Play on one connection; True once the match is over."""
    pending: dict[int, Acked] = {}
    last = ""
    async for text in socket:
        message = orjson.loads(text)
        kind = message["type"]
        if kind == "error" and message.get("code") == "flood":  # faster than the server's
            await asyncio.sleep(0.25)  # rate limit allows: the move was refused, send it again
            await socket.send(last)
        elif kind == "ack" and message["id"] in pending:
            run.acked.append(pending.pop(message["id"]))
        elif kind == "state":
            seen["states"] += 1
            if message["status"] == "finished":
                return True
            move = _move(message, "tressette")
            if move is not None:
                number = next(ids)
                before, sent = move
                if sent["type"] != "ready":
                    pending[number] = Acked(table, seat, "tressette", before, sent)
                last = orjson.dumps({**sent, "id": number}).decode()
                await socket.send(last)
    return False
