"""Load test: many tables of four WebSocket clients playing at once against one server.

Starts ``circolo serve`` on loopback with a fresh SQLite file, creates TABLES tables of four
human seats, connects four clients to each, and plays for DURATION seconds: every client
plays its first legal card THINK seconds after its turn comes and is ready at once after
each hand. It reports, for every play, the time from the moment it was sent to the moment
each of the other three clients received the state that shows it (p50/p95/p99), and checks
that no message was lost: every message answered, every client shown every play.

    .venv/bin/python benchmarks/server_load.py --tables 250 --duration 60
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import Any

import orjson
import websockets


@dataclass
class Stats:
    """What the clients measured."""

    latencies: list[float] = field(default_factory=list)
    sent: int = 0
    answered: int = 0
    plays_sent: dict[tuple[str, int, int], float] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    gaps: int = 0
    #: Set when measuring ends: clients send nothing more, answers still come in.
    stopping: bool = False


def free_port() -> int:
    """A free TCP port on loopback."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST JSON and return the JSON answer."""
    request = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"content-type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        data: dict[str, Any] = json.loads(response.read())
        return data


async def client(
    url: str, table: str, stats: Stats, think: float, deadline: float, started: asyncio.Event,
    connected: list[int],
) -> None:  # fmt: skip
    """One player: plays its first legal card ``think`` seconds after its turn comes.

    The clients share the machine with the server, so each does as little as it can per
    message: orjson, no timeout per message (``run`` cancels the clients at the end).
    """
    async with websockets.connect(url, max_size=2**20, compression=None) as ws:
        connected[0] += 1
        hand_key = 0
        seen_plays = 0
        pending: asyncio.Task[None] | None = None
        latencies = stats.latencies
        plays_sent = stats.plays_sent

        async def play_later(card: str, turn: int, key: int) -> None:
            await asyncio.sleep(think)
            if stats.stopping:
                return
            plays_sent[(table, key, turn)] = time.perf_counter()
            stats.sent += 1
            play = {"type": "play", "id": stats.sent, "card": card, "turn": turn}
            await ws.send(orjson.dumps(play).decode())

        try:
            async for raw in ws:
                now = time.perf_counter()
                if now > deadline:
                    break
                message = orjson.loads(raw)
                kind = message["type"]
                if kind == "ack" or kind == "error":
                    stats.answered += 1
                    if kind == "error" and message["code"] != "stale":
                        stats.errors.append(message["code"])
                    continue
                started.set()
                view = message.get("view")
                if not view:
                    continue
                plays = view["plays"]
                if message["phase"] == "hand_over" and not stats.stopping:
                    hand_key += 1
                    seen_plays = 0
                    stats.sent += 1
                    await ws.send(orjson.dumps({"type": "ready", "id": stats.sent}).decode())
                    continue
                if len(plays) < seen_plays:
                    hand_key += 1
                    seen_plays = 0
                if len(plays) > seen_plays + 1:
                    stats.gaps += len(plays) - seen_plays - 1
                you = message["you"]
                for turn in range(seen_plays, len(plays)):
                    if plays[turn]["seat"] != you:
                        sent_at = plays_sent.get((table, hand_key, turn))
                        if sent_at is not None:
                            latencies.append(now - sent_at)
                seen_plays = len(plays)
                my_turn = message["phase"] == "play" and view["to_move"] == you
                if my_turn and (pending is None or pending.done()):
                    pending = asyncio.create_task(
                        play_later(view["legal"][0], len(plays), hand_key)
                    )
        finally:
            if pending is not None:
                pending.cancel()


async def run(tables: int, duration: float, think: float, base: str, ws_base: str) -> Stats:
    """Create the tables, connect the clients, play, and collect the measurements."""
    stats = Stats()
    seats = []
    for _ in range(tables):
        created = post(base, "/api/tables", {"seats": ["human"] * 4, "ai_delay_ms": 0,
                                             "options": {"target": 101}})  # fmt: skip
        seats.append((created["id"], created["tokens"]))
    deadline = time.perf_counter() + duration + 30
    started = asyncio.Event()
    connected = [0]
    tasks = [
        asyncio.create_task(
            client(
                f"{ws_base}/api/tables/{table}/ws?token={tokens[str(s)]}",
                table,
                stats,
                think,
                deadline,
                started,
                connected,
            )
        )
        for table, tokens in seats
        for s in range(4)
    ]
    while connected[0] < 4 * tables:
        await asyncio.sleep(0.05)
    for table, tokens in seats:
        await asyncio.to_thread(post, base, f"/api/tables/{table}/start", {"token": tokens["0"]})
    # Measure for ``duration`` seconds from now: cut the deadline short.
    stats.latencies.clear()
    await asyncio.sleep(duration)
    stats.stopping = True
    await asyncio.sleep(5)  # every message sent gets its answer before the clients close
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return stats


def _run_loop(main: Coroutine[Any, Any, Stats]) -> Stats:
    """Run the clients on uvloop when it is installed (uvicorn[standard] brings it)."""
    try:
        import uvloop
    except ImportError:  # pragma: no cover
        return asyncio.run(main)
    return uvloop.run(main)


def main() -> None:
    """Run the load test and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=250)
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--port", type=int, help="use a server already running on this port")
    args = parser.parse_args()
    if args.port:
        base, ws_base = f"http://127.0.0.1:{args.port}", f"ws://127.0.0.1:{args.port}"
        report(args, _run_loop(run(args.tables, args.duration, args.think, base, ws_base)))
        return
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{os.path.join(folder, 'load.db')}"
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "circolo",
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--db",
                db,
                "--no-announce",
            ],
        )
        base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
        try:
            for _ in range(100):
                try:
                    urllib.request.urlopen(base + "/api/health", timeout=1)
                    break
                except OSError:
                    time.sleep(0.1)
            stats = _run_loop(run(args.tables, args.duration, args.think, base, ws_base))
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=30)
    report(args, stats)


def report(args: argparse.Namespace, stats: Stats) -> None:
    """Print the figures of a run."""
    lat = sorted(stats.latencies)
    if not lat:
        raise SystemExit("no play was measured")

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000

    print(f"tables {args.tables}, clients {4 * args.tables}, think {args.think}s, {args.duration}s")
    print(f"plays broadcast and measured: {len(lat)} ({len(lat) / 3 / args.duration:.0f} plays/s)")
    mean = statistics.mean(lat) * 1000
    print(
        f"move to broadcast: p50 {pct(0.5):.1f} ms, p95 {pct(0.95):.1f} ms, "
        f"p99 {pct(0.99):.1f} ms, mean {mean:.1f} ms"
    )
    errors = sorted(set(stats.errors))
    print(
        f"messages sent {stats.sent}, answered {stats.answered}, errors {errors}, "
        f"plays missed by a client {stats.gaps}"
    )


if __name__ == "__main__":
    main()
