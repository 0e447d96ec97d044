"""Spectators coming and going as fast as one client can, measured from a player's seat.

A person sits at a table (three heuristic players, the default AI pause) and pings the server
every 0.1 s; for SECONDS nothing else happens, then for SECONDS one client opens a
spectator's socket, reads its first message and closes it, again and again, as fast as it
can. The player's socket counts the bytes and the ``audience`` messages it receives a second,
and its ping's round trip, in both periods; the churner counts the sockets served and
refused.

    .venv/bin/python benchmarks/spectator_churn.py --seconds 10

Against older code: ``PYTHONPATH=<a worktree of it>/src`` (the server is started with it).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.chaos import Server
from circolo.cli.play import free_port


class Seat:
    """The player's socket: what it receives, and its pings' round trips."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.bytes = 0
        self.audience = 0
        self.trips: list[float] = []
        self._sent: dict[int, float] = {}

    async def read(self) -> None:
        """Count every message; an ack of a ping ends its round trip."""
        with contextlib.suppress(ConnectionClosed):
            async for text in self.socket:
                self.bytes += len(text)
                message = orjson.loads(text)
                if message["type"] == "audience":
                    self.audience += 1
                elif message["type"] == "ack" and message["id"] in self._sent:
                    self.trips.append(time.perf_counter() - self._sent.pop(message["id"]))

    async def ping(self, seconds: float) -> None:
        """A ping every 0.1 s for ``seconds``."""
        for number in range(int(seconds * 10)):
            self._sent[number] = time.perf_counter()
            await self.socket.send(json.dumps({"type": "ping", "id": number}))
            await asyncio.sleep(0.1)

    def period(self) -> tuple[int, int, list[float]]:
        """The bytes, audience messages and round trips since the last period began."""
        taken = (self.bytes, self.audience, self.trips)
        self.bytes, self.audience, self.trips = 0, 0, []
        return taken


async def churn(url: str, seconds: float) -> dict[str, int]:
    """Open and close spectators' sockets for ``seconds``: how many were served, refused."""
    counts = {"served": 0, "refused": 0}
    deadline = time.monotonic() + seconds
    number = 0
    while time.monotonic() < deadline:
        number += 1
        try:
            async with connect(f"{url}&n={number}", compression=None) as socket:
                first = orjson.loads(await socket.recv())
                counts["served" if first["type"] == "state" else "refused"] += 1
        except (ConnectionClosed, OSError):
            counts["refused"] += 1
    return counts


def _figures(seconds: float, taken: tuple[int, int, list[float]]) -> dict[str, float]:
    received, audience, trips = taken
    ms = sorted(trip * 1000 for trip in trips)
    return {
        "kb_per_s": round(received / 1024 / seconds, 1),
        "audience_per_s": round(audience / seconds, 1),
        "ping_p50_ms": round(statistics.median(ms), 1) if ms else float("nan"),
        "ping_p99_ms": round(ms[int(len(ms) * 0.99) - 1], 1) if ms else float("nan"),
    }


async def measure(server: Server, seconds: float) -> dict[str, Any]:
    """The two periods, from the player's seat."""
    made = server.call("POST", "/api/tables", {
        "seats": ["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
        "spectators": True, "options": {"target": 41},
    })  # fmt: skip
    table, token = made["id"], made["tokens"]["0"]
    base = f"ws://127.0.0.1:{server.port}/api/tables/{table}"
    async with connect(f"{base}/ws?token={token}", compression=None) as socket:
        seat = Seat(socket)
        reading = asyncio.create_task(seat.read())
        await asyncio.to_thread(server.call, "POST", f"/api/tables/{table}/start", {"token": token})
        await asyncio.sleep(1.0)
        seat.period()
        await seat.ping(seconds)
        quiet = _figures(seconds, seat.period())
        churning = asyncio.create_task(churn(f"{base}/watch?name=churn", seconds))
        await seat.ping(seconds)
        counts = await churning
        busy = _figures(seconds, seat.period())
        reading.cancel()
    return {"alone": quiet, "churning": busy, "sockets": counts, "seconds": seconds}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server = Server(f"sqlite:///{folder}/churn.db", free_port(), Path(folder) / "server.log")
        server.start()
        try:
            report = asyncio.run(measure(server, args.seconds))
        finally:
            server.stop()
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
