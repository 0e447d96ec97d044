"""A cluster's Redis away for a while: what people see (docs/reliability.md, "Faults heal").

Two ``circolo serve --redis`` nodes on one PostgreSQL, and a Redis of the run's own. A
Tressette table is made on node 0; Anna's seat connects through node 1, Bruno's through node
0, and both play at once (the two other seats are the computer's). Mid-match Redis goes away
for ``--outage`` seconds: stopped (SIGKILL, then started again empty, as a Redis without
persistence comes back) or, with ``--freeze``, frozen (SIGSTOP, then SIGCONT). Meanwhile a
client asks each node for the lobby and for a new table every 0.25 s.

Reported: the answers by status, and the slowest refusal; when Bruno was shown Anna's seat
as not connected and played by the computer (seconds after Redis went), and as hers again
(seconds after Redis returned); every socket closed meanwhile; when the lobby listed the
table again.

    .venv/bin/python benchmarks/redis_outage.py --db postgresql://… [--outage 10] [--freeze]

The database is emptied first (give one of its own).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from websockets.asyncio.client import connect

from benchmarks.chaos import Server, _move
from benchmarks.cluster_load import empty_database
from circolo.cli.play import free_port

#: Seconds between two rounds of the lobby client's requests.
POLL_S = 0.25


class RedisProcess:
    """A Redis of its own on a loopback port, to stop, freeze and start again (an outage):
    it keeps nothing on disk, so a restart starts it empty, as a Redis without persistence
    comes back."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start it (again, on the same port) and return once it answers."""
        command = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1"]
        command += ["--save", "", "--appendonly", "no", "--loglevel", "warning"]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while True:
            with contextlib.suppress(OSError):
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError(f"redis-server did not start on port {self.port}")
            time.sleep(0.02)

    def stop(self) -> None:
        """Stop it at once (SIGKILL: every connection is cut, every key lost)."""
        if self.process is not None:
            if self.process.poll() is None:
                self.process.send_signal(signal.SIGCONT)
                self.process.kill()
            self.process.wait(timeout=10)
            self.process = None

    def pause(self) -> None:
        """Freeze it (SIGSTOP): connections stay open and nothing answers."""
        assert self.process is not None
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        """Let a frozen Redis answer again (its keys kept, their expiries run meanwhile)."""
        assert self.process is not None
        self.process.send_signal(signal.SIGCONT)


@dataclass
class Seen:
    """What the run saw, each with its time (monotonic seconds)."""

    #: (time, node, route, status, seconds the answer took)
    answers: list[tuple[float, int, str, int, float]] = field(default_factory=list)
    #: (time, who, close code, reason)
    closes: list[tuple[float, str, int | None, str]] = field(default_factory=list)
    #: When Bruno was shown Anna's seat as not connected and played by the computer.
    anna_away: float | None = None
    #: When Bruno was shown Anna's seat hers again (connected), after Redis returned.
    anna_back: float | None = None
    #: When Redis went, and when it came back.
    gone: float | None = None
    returned: float | None = None
    stopping: bool = False


async def person(node: Server, table: str, seat: int, token: str, seen: Seen) -> None:
    """A person at a seat through ``node``: plays at once, connects again (as the browser)
    when the socket is closed, and notes what the run reports."""
    name = "Anna" if seat == 0 else "Bruno"
    url = f"ws://127.0.0.1:{node.port}/api/tables/{table}/ws?token={token}"
    ids = iter(range(1, 10**9))
    while not seen.stopping:
        try:
            async with connect(url, compression=None, open_timeout=5) as ws:
                async for text in ws:
                    message = orjson.loads(text)
                    _note(message, seat, seen)
                    if message["type"] == "state" and message["status"] == "finished":
                        return
                    move = _move(message, "tressette") if message["type"] == "state" else None
                    if move is not None:
                        await ws.send(orjson.dumps({**move[1], "id": next(ids)}).decode())
                closed = ws.close_code, ws.close_reason or ""
        except asyncio.CancelledError:
            raise
        except Exception as error:  # refused at the door, or cut: as the browser, again
            closed = None, type(error).__name__
        seen.closes.append((time.monotonic(), name, *closed))
        await asyncio.sleep(0.4)


def _note(message: dict[str, Any], seat: int, seen: Seen) -> None:
    """Note Anna's seat shown to Bruno away, and hers again after Redis returned (as the
    table's owner has it: what reached Anna's own socket may be older, relayed late)."""
    now = time.monotonic()
    anna = None
    if message["type"] == "presence" and message["seat"]["seat"] == 0:
        anna = message["seat"]
    elif message["type"] == "state":
        anna = message["seats"][0]
    if anna is None or seen.gone is None:
        return
    if seat == 1 and seen.anna_away is None and not anna["connected"] and anna["ai"]:
        seen.anna_away = now
    back = seen.returned is not None and seen.anna_back is None
    if seat == 1 and back and anna["connected"] and anna["ai"] is None:
        seen.anna_back = now


def _http(node: Server, method: str, path: str, body: object = None) -> tuple[int, Any]:
    """One request: its status and its answer."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        node.url + path, data, {"content-type": "application/json"}, method=method
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


async def lobby_client(nodes: list[Server], seen: Seen) -> None:
    """Every 0.25 s, each node's lobby and a new table there; every answer noted."""
    new = {"seats": ["human", "ai:random", "ai:random", "ai:random"]}
    while not seen.stopping:
        for index, node in enumerate(nodes):
            for route, method, body in (("lobby", "GET", None), ("create", "POST", new)):
                began = time.monotonic()
                status, _ = await asyncio.to_thread(_http, node, method, "/api/tables", body)
                seen.answers.append((began, index, route, status, time.monotonic() - began))
        await asyncio.sleep(POLL_S)


async def run(args: argparse.Namespace, logs: Path) -> dict[str, Any]:
    """One outage, measured."""
    redis = RedisProcess()
    redis.start()
    flags = ["--redis", redis.url, "--cluster-name", "outage"]
    nodes = [Server(args.db, free_port(), logs / f"node{i}.log", flags) for i in range(2)]
    seen = Seen()
    try:
        for node in nodes:
            node.start()
        made = nodes[0].call("POST", "/api/tables", {
            "seats": ["human", "human", "ai:random", "ai:random"], "ai_delay_ms": 300,
            "names": {"0": "Anna", "1": "Bruno"},
        })  # fmt: skip
        table, tokens = made["id"], made["tokens"]
        people = [
            asyncio.ensure_future(person(nodes[1], table, 0, tokens["0"], seen)),
            asyncio.ensure_future(person(nodes[0], table, 1, tokens["1"], seen)),
        ]
        await asyncio.sleep(1.0)
        nodes[0].call("POST", f"/api/tables/{table}/start", {"token": tokens["0"]})
        await asyncio.sleep(3.0)
        polling = asyncio.ensure_future(lobby_client(nodes, seen))
        await asyncio.sleep(1.0)
        seen.gone = time.monotonic()
        redis.pause() if args.freeze else redis.stop()
        await asyncio.sleep(args.outage)
        seen.returned = time.monotonic()
        redis.resume() if args.freeze else redis.start()
        listed = await _listed_again(nodes[1], table, seen)
        await asyncio.sleep(5.0)
        seen.stopping = True
        polling.cancel()
        for task in people:
            task.cancel()
        await asyncio.gather(polling, *people, return_exceptions=True)
    finally:
        for node in nodes:
            node.stop()
            node.log.close()
        redis.stop()
    return _figures(seen, listed, args)


async def _listed_again(node: Server, table: str, seen: Seen) -> float | None:
    """Seconds after Redis returned until ``node``'s lobby listed the table again."""
    assert seen.returned is not None
    while time.monotonic() - seen.returned < 30:
        status, answer = await asyncio.to_thread(_http, node, "GET", "/api/tables")
        if status == 200 and table in [t["id"] for t in answer]:
            return round(time.monotonic() - seen.returned, 2)
        await asyncio.sleep(0.05)
    return None


def _figures(seen: Seen, listed: float | None, args: argparse.Namespace) -> dict[str, Any]:
    assert seen.gone is not None and seen.returned is not None
    during = [a for a in seen.answers if seen.gone <= a[0] < seen.returned]
    refused = [a[4] for a in during if a[3] == 503]
    return {
        "redis": "frozen" if args.freeze else "stopped, started again empty",
        "outage_s": args.outage,
        "answers_during": dict(Counter(f"{a[2]} {a[3]}" for a in during)),
        "answers_500_whole_run": sum(1 for a in seen.answers if a[3] >= 500 and a[3] != 503),
        "slowest_refusal_s": round(max(refused), 3) if refused else None,
        "anna_shown_away_after_s": _since(seen.anna_away, seen.gone),
        "anna_back_after_return_s": _since(seen.anna_back, seen.returned),
        "listed_again_after_return_s": listed,
        "sockets_closed": [(who, code, reason) for _, who, code, reason in seen.closes],
    }


def _since(moment: float | None, start: float) -> float | None:
    return None if moment is None else round(moment - start, 2)


def main() -> int:
    """Measure one outage and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", default=os.environ.get("CIRCOLO_TEST_POSTGRES_URL", ""))
    parser.add_argument("--outage", type=float, default=10.0, help="seconds without Redis")
    parser.add_argument("--freeze", action="store_true", help="SIGSTOP Redis, not SIGKILL")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not args.db.startswith("postgresql"):
        parser.error("give --db postgresql://… (a database of its own: it is emptied)")
    empty_database(args.db)
    logs = Path(tempfile.mkdtemp(prefix="circolo-redis-outage-"))
    figures = asyncio.run(run(args, logs))
    empty_database(args.db)
    print(json.dumps(figures) if args.json else figures, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
