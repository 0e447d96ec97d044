"""Hostile clients, measured: sockets that never read, and busy searching tables beside others.

``slow-readers``: SLOW clients connect to training tables, never read a byte (a small receive
buffer, and the client library stops reading once its queue is full), and ask for a
suggestion and to go on ten times a second each (within the rate limit). The server's
resident memory is sampled every second; each such client must be disconnected (its sends
start failing) and the memory may grow by at most 20 MB. A normal table plays beside them.

``ai-fairness``: a heuristic table (one person who plays at once, three heuristic players)
is timed move by move alone, then beside EIGHT busy all-pimc tables: the AI's moves must
keep their pace.

    .venv/bin/python benchmarks/hostile.py slow-readers --slow 8 --seconds 60
    .venv/bin/python benchmarks/hostile.py ai-fairness --busy 8 --moves 150
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import socket
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import orjson
from websockets.asyncio.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.chaos import Server
from benchmarks.soak import resident_mb
from circolo.cli.play import free_port


async def open_seat(server: Server, table: str, token: str, *, reads: bool) -> ClientConnection:
    """A seat's socket; one that does not read has a tiny receive buffer and queue."""
    url = f"ws://127.0.0.1:{server.port}/api/tables/{table}/ws?token={token}"
    if reads:
        return await connect(url, compression=None)
    raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    raw.setblocking(False)
    await asyncio.get_running_loop().sock_connect(raw, ("127.0.0.1", server.port))
    return await connect(url, sock=raw, compression=None, max_queue=1)


async def never_reads(seat: ClientConnection, seconds: float) -> float | None:
    """Ask and ask without reading; the seconds until the server cut it off (None: never)."""
    began = time.monotonic()
    number = 0
    while time.monotonic() - began < seconds:
        number += 1
        kind = "suggest" if number % 2 else "continue"
        try:
            await asyncio.wait_for(seat.send(f'{{"type": "{kind}", "id": {number}}}'), 2)
        except Exception:  # closed by the server, or its send blocked for good
            return time.monotonic() - began
        await asyncio.sleep(0.1)
    return None


async def slow_readers(args: argparse.Namespace, server: Server) -> dict[str, Any]:
    assert server.process is not None
    pid = server.process.pid
    alone = _figures(await _ai_pace(server, args.moves, 0))
    before = resident_mb(pid)
    seats = []
    for _ in range(args.slow):
        made = server.call("POST", "/api/tables", {
            "seats": ["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
            "training": True, "ai_delay_ms": 0,
        })  # fmt: skip
        seat = await open_seat(server, made["id"], made["tokens"]["0"], reads=False)
        server.call("POST", f"/api/tables/{made['id']}/start", {"token": made["tokens"]["0"]})
        seats.append(seat)
    peak = before
    attack = asyncio.ensure_future(
        asyncio.gather(*(never_reads(seat, args.seconds) for seat in seats))
    )
    await asyncio.sleep(2)
    beside = _figures(await _ai_pace(server, args.moves, 0))  # a normal table meanwhile
    while not attack.done():
        peak = max(peak, resident_mb(pid))
        await asyncio.sleep(1)
    cut_off = attack.result()
    after = resident_mb(pid)
    for seat in seats:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(seat.close(), 2)
    return {
        "slow_clients": args.slow,
        "seconds": args.seconds,
        "rss_before_mb": round(before, 1),
        "rss_peak_mb": round(peak, 1),
        "rss_growth_mb": round(peak - before, 1),
        "rss_after_mb": round(after, 1),
        "disconnected": sum(1 for t in cut_off if t is not None),
        "disconnected_after_s": sorted(round(t, 1) for t in cut_off if t is not None),
        "normal_table_ai_move_ms": {"alone": alone, "beside_slow_readers": beside},
    }


async def _ai_pace(server: Server, moves: int, delay_ms: int) -> list[float]:
    """Milliseconds each AI move of a heuristic table took, from the move before it."""
    made = server.call("POST", "/api/tables", {
        "seats": ["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
        "ai_delay_ms": delay_ms, "options": {"target": 1000, "cappotto": False},
    })  # fmt: skip
    seat = await open_seat(server, made["id"], made["tokens"]["0"], reads=True)
    server.call("POST", f"/api/tables/{made['id']}/start", {"token": made["tokens"]["0"]})
    gaps: list[float] = []
    last: float | None = None
    seen = 0
    try:
        while len(gaps) < moves:
            message = orjson.loads(await asyncio.wait_for(seat.recv(), 60))
            now = time.perf_counter()
            if message["type"] != "state" or message["view"] is None:
                continue
            view = message["view"]
            plays = view["plays"]
            if len(plays) < seen:
                seen, last = 0, None  # a new hand
            for play in plays[seen:]:
                if play["seat"] != 0 and last is not None:
                    gaps.append((now - last) * 1000)
                last = now
            seen = len(plays)
            if message["phase"] == "play" and view["to_move"] == 0:
                await seat.send(orjson.dumps({"type": "play", "card": view["legal"][0]}).decode())
            elif message["phase"] == "hand_over":
                last = None
                await seat.send('{"type": "ready"}')
    finally:
        await seat.close()
    return gaps


def _figures(gaps: list[float]) -> dict[str, float]:
    ordered = sorted(gaps)
    return {
        "p50": round(statistics.median(ordered), 1),
        "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
        "mean": round(statistics.mean(ordered), 1),
    }


async def ai_fairness(args: argparse.Namespace, server: Server) -> dict[str, Any]:
    alone = {d: _figures(await _ai_pace(server, args.moves, d)) for d in (0, 900)}
    busy = []
    for _ in range(args.busy):
        busy.append(server.call("POST", "/api/tables", {
            "seats": ["ai:pimc"] * 4, "ai_delay_ms": 0,
            "options": {"target": 1000, "cappotto": False},
        })["id"])  # fmt: skip
    await asyncio.sleep(3)
    began = time.monotonic()
    beside = {d: _figures(await _ai_pace(server, args.moves, d)) for d in (0, 900)}
    seconds = time.monotonic() - began
    hands = sum(
        len(game["hands"])
        for table in busy
        for game in server.call("GET", f"/api/tables/{table}/record")["games"]
    )
    return {
        "busy_pimc_tables": args.busy,
        "busy_tables_hands_finished": hands,
        "busy_seconds": round(seconds + 3, 1),
        "moves_timed": args.moves,
        "alone_ms": {"delay_0": alone[0], "delay_900": alone[900]},
        "beside_pimc_ms": {"delay_0": beside[0], "delay_900": beside[900]},
        "cpu_count": os.cpu_count(),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    slow = commands.add_parser("slow-readers")
    slow.add_argument("--slow", type=int, default=8)
    slow.add_argument("--seconds", type=float, default=60)
    slow.add_argument("--moves", type=int, default=100)
    fair = commands.add_parser("ai-fairness")
    fair.add_argument("--busy", type=int, default=8)
    fair.add_argument("--moves", type=int, default=150)
    args = parser.parse_args()
    folder = Path(os.environ.get("TMPDIR", "/tmp")) / f"circolo-hostile-{os.getpid()}"
    folder.mkdir(parents=True, exist_ok=True)
    server = Server(f"sqlite:///{folder / 'circolo.db'}", free_port(), folder / "server.log")
    server.start()
    try:
        measure = slow_readers if args.command == "slow-readers" else ai_fairness
        result = asyncio.run(measure(args, server))
    finally:
        server.stop()
    print(json.dumps(result, indent=2))
    if args.command == "slow-readers":
        ok = result["rss_growth_mb"] <= 20 and result["disconnected"] == args.slow
        return 0 if ok else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
