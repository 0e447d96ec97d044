"""Load test: many tables of four WebSocket clients playing at once against one server.

Starts ``circolo serve`` on loopback with a fresh SQLite file, creates TABLES tables of four
human seats, connects four clients to each, and plays for DURATION seconds: every client
plays its first legal card THINK seconds after its turn comes and is ready at once after
each hand (one ready, as the browser client sends). It reports, for every play, the time
from the moment it was sent to the moment each of the other three clients received the
state that shows it (p50/p95/p99), and checks that no message was lost: every message
answered, every client shown every play.

With ``--spectators N`` every table is also watched by N spectators (``/watch``), who only
read: what many spectators cost the players is the difference in the server's CPU per play
and in the players' latency (the server's CPU seconds per 1,000 plays are printed when the
benchmark started the server).

    .venv/bin/python benchmarks/server_load.py --tables 250 --duration 60
    .venv/bin/python benchmarks/server_load.py --tables 100 --spectators 10
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import gc
import hashlib
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

import orjson

from circolo.cli.play import free_port

T = TypeVar("T")


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
    #: Tables whose match ended (they play no more: fewer plays offered).
    over: set[str] = field(default_factory=set)
    #: When measuring began and ended (perf_counter seconds).
    window: tuple[float, float] = (0.0, 0.0)
    #: Messages the spectators received, and of them snapshots.
    watched: int = 0
    watched_states: int = 0
    #: The server's CPU seconds while measuring (None: not measured).
    cpu: float | None = None


#: The GUID of RFC 6455 that the server's handshake answer hashes with the client's key.
WS_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST JSON and return the JSON answer; a 429 (too many tables made a minute from this
    address: the server's default caps allow bursts of 100) waits and tries again."""
    while True:
        request = urllib.request.Request(
            base + path, json.dumps(body).encode(), {"content-type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                data: dict[str, Any] = json.loads(response.read())
                return data
        except urllib.error.HTTPError as error:
            if error.code != 429:
                raise
            time.sleep(0.2)


class Client(asyncio.Protocol):
    """One player: plays its first legal card ``think`` seconds after its turn comes.

    A WebSocket client (RFC 6455) of its own on an asyncio protocol, with no task, future
    or queue per message: the clients share the machine with the server, so each does as
    little as it can per message, and what they cost is not counted in the server's
    latency. Frames from the server are unmasked and whole; pings are answered.
    """

    def __init__(self, table: str, stats: Stats, think: float, path: str, host: str) -> None:
        self.table = table
        self.stats = stats
        self.think = think
        self.key = base64.b64encode(os.urandom(16)).decode()
        self.request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {self.key}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.upgraded = asyncio.get_running_loop().create_future()
        self.closed = asyncio.get_running_loop().create_future()
        self.fragments: list[bytes] = []
        self.hand_key = 0
        self.seen_plays = 0
        self.pending: asyncio.TimerHandle | None = None
        self.ready_sent = False
        #: Seconds the think time may be off by, either way (drawn afresh for each play).
        self.jitter = 0.0

    # -- the WebSocket ----------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is no subclass
        self.transport.write(self.request)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.pending is not None:
            self.pending.cancel()
        for future in (self.upgraded, self.closed):
            if not future.done():
                future.set_result(None)

    def data_received(self, data: bytes) -> None:
        buffer = self.buffer
        buffer += data
        if not self.upgraded.done():
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(buffer[:end]).decode("latin-1")
            del buffer[: end + 4]
            accept = base64.b64encode(hashlib.sha1((self.key + WS_GUID).encode()).digest()).decode()
            if not head.startswith("HTTP/1.1 101") or accept not in head:
                self.upgraded.set_exception(ConnectionError(head.splitlines()[0]))
                return
            self.upgraded.set_result(None)
        while len(buffer) >= 2:
            length = buffer[1] & 0x7F
            start = 2
            if length == 126:
                if len(buffer) < 4:
                    return
                length, start = int.from_bytes(buffer[2:4], "big"), 4
            elif length == 127:
                if len(buffer) < 10:
                    return
                length, start = int.from_bytes(buffer[2:10], "big"), 10
            if len(buffer) < start + length:
                return
            first = buffer[0]
            payload = bytes(buffer[start : start + length])
            del buffer[: start + length]
            self.frame(first & 0x80, first & 0x0F, payload)

    def frame(self, fin: int, opcode: int, payload: bytes) -> None:
        if opcode in (0, 1, 2):
            self.fragments.append(payload)
            if fin:
                whole = b"".join(self.fragments)
                self.fragments = []
                self.message(whole)
        elif opcode == 9:  # ping
            self.send(payload, opcode=10)
        elif opcode == 8:  # close: answer it
            self.send(payload[:2], opcode=8)
            if self.transport is not None:
                self.transport.close()

    def send(self, data: bytes, opcode: int = 1) -> None:
        """Send one frame, masked as a client must."""
        if self.transport is None or self.transport.is_closing():
            return
        mask = os.urandom(4)
        length = len(data)
        if length < 126:
            head = bytes((0x80 | opcode, 0x80 | length))
        elif length < 65536:
            head = bytes((0x80 | opcode, 0x80 | 126)) + length.to_bytes(2, "big")
        else:
            head = bytes((0x80 | opcode, 0x80 | 127)) + length.to_bytes(8, "big")
        repeated = (mask * (length // 4 + 1))[:length]
        masked = (int.from_bytes(data, "big") ^ int.from_bytes(repeated, "big")).to_bytes(
            length, "big"
        )
        self.transport.write(head + mask + masked)

    async def close(self) -> None:
        """Close the connection (a close frame, then the socket)."""
        if self.transport is not None and not self.transport.is_closing():
            self.send((1000).to_bytes(2, "big"), opcode=8)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(self.closed), 2)
            self.transport.close()

    # -- the player ---------------------------------------------------------------------------

    def message(self, raw: bytes) -> None:
        now = time.perf_counter()
        self.handle(orjson.loads(raw), now)

    def handle(self, message: dict[str, Any], now: float) -> None:
        """Act on one message from the server, received at ``now`` (perf_counter)."""
        stats = self.stats
        kind = message["type"]
        if kind == "ack" or kind == "error":
            stats.answered += 1
            if kind == "error" and message["code"] != "stale":
                stats.errors.append(message["code"])
            return
        view = message.get("view")
        if not view:
            return
        plays = view["plays"]
        if message["phase"] == "over":
            stats.over.add(self.table)
        if message["phase"] == "hand_over":
            # Ready once per hand, as the browser client is (not again at each other
            # player's ready).
            if not self.ready_sent and not stats.stopping:
                self.ready_sent = True
                self.hand_key += 1
                self.seen_plays = 0
                stats.sent += 1
                self.send(orjson.dumps({"type": "ready", "id": stats.sent}))
            return
        self.ready_sent = False
        seen = self.seen_plays
        if len(plays) < seen:
            self.hand_key += 1
            seen = 0
        if len(plays) > seen + 1:
            stats.gaps += len(plays) - seen - 1
        you = message["you"]
        for turn in range(seen, len(plays)):
            if plays[turn]["seat"] != you:
                sent_at = stats.plays_sent.get((self.table, self.hand_key, turn))
                if sent_at is not None:
                    stats.latencies.append(now - sent_at)
        self.seen_plays = len(plays)
        if message["phase"] == "play" and view["to_move"] == you and self.pending is None:
            think = self.think + random.uniform(-self.jitter, self.jitter)
            self.pending = asyncio.get_running_loop().call_later(
                think, self.play, view["legal"][0], len(plays), self.hand_key
            )

    def play(self, card: str, turn: int, key: int) -> None:
        self.pending = None
        stats = self.stats
        if stats.stopping:
            return
        stats.plays_sent[(self.table, key, turn)] = time.perf_counter()
        stats.sent += 1
        self.send(orjson.dumps({"type": "play", "id": stats.sent, "card": card, "turn": turn}))


class Spectator(Client):
    """Someone watching a table: reads every message and counts it, sends nothing."""

    def handle(self, message: dict[str, Any], now: float) -> None:
        self.stats.watched += 1
        self.stats.watched_states += message["type"] == "state"


async def connect(
    url: str, table: str, stats: Stats, think: float, kind: type[Client] = Client
) -> Client:
    """A client (``kind``) connected (upgraded to a WebSocket) at ``url``."""
    parsed = urllib.parse.urlsplit(url)
    host, port = parsed.hostname or "127.0.0.1", parsed.port or 80
    path = parsed.path + (f"?{parsed.query}" if parsed.query else "")
    loop = asyncio.get_running_loop()
    _, client = await loop.create_connection(
        lambda: kind(table, stats, think, path, f"{host}:{port}"), host, port
    )
    await client.upgraded
    return client


async def run(
    tables: int,
    duration: float,
    think: float,
    base: str,
    ws_base: str,
    spectators: int = 0,
    cpu: Callable[[], float] | None = None,
) -> Stats:
    """Create the tables, connect the clients, play, and collect the measurements."""
    stats = Stats()
    seats = []
    for _ in range(tables):
        # No cappotto: with every player on its first legal card, a fifth of the matches
        # would end after one hand by a cappotto, and their tables would stop playing.
        options = {"target": 101, "cappotto": False}
        created = post(base, "/api/tables", {"seats": ["human"] * 4, "ai_delay_ms": 0,
                                             "options": options})  # fmt: skip
        seats.append((created["id"], created["tokens"]))
    clients = []
    for table, tokens in seats:
        for s in range(4):
            url = f"{ws_base}/api/tables/{table}/ws?token={tokens[str(s)]}"
            clients.append(await connect(url, table, stats, think))
        for n in range(spectators):
            url = f"{ws_base}/api/tables/{table}/watch?name=watcher{n}"
            clients.append(await connect(url, table, stats, think, Spectator))
    for table, tokens in seats:
        await asyncio.to_thread(post, base, f"/api/tables/{table}/start", {"token": tokens["0"]})
    # Measure for ``duration`` seconds from now. The clients' own garbage collections would
    # read as the server's latency: none runs while measuring.
    gc.collect()
    gc.freeze()
    gc.disable()
    stats.latencies.clear()
    stats.window = (time.perf_counter(), time.perf_counter() + duration)
    cpu_before = cpu() if cpu is not None else 0.0
    await asyncio.sleep(duration)
    if cpu is not None:
        stats.cpu = cpu() - cpu_before
    gc.enable()
    gc.unfreeze()
    stats.stopping = True
    await asyncio.sleep(5)  # every message sent gets its answer before the clients close
    await asyncio.gather(*(client.close() for client in clients))
    return stats


def _run_loop(main: Coroutine[Any, Any, T]) -> T:
    """Run the clients on uvloop when it is installed (uvicorn[standard] brings it)."""
    try:
        import uvloop
    except ImportError:  # pragma: no cover
        return asyncio.run(main)
    return uvloop.run(main)


@contextlib.contextmanager
def serving(
    db_name: str, *flags: str, cpus: set[int] | None = None
) -> Iterator[tuple[int, str, str]]:
    """``circolo serve`` on a free loopback port and a fresh SQLite file, until the block ends:
    its process id, HTTP base and WebSocket base. ``cpus``: the processors the server (all its
    threads) may run on, so that the clients measuring it do not compete for them."""
    port = free_port()

    def pin() -> None:
        if cpus is not None:
            os.sched_setaffinity(0, cpus)

    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{os.path.join(folder, db_name)}"
        server = subprocess.Popen(
            [sys.executable, "-m", "circolo", "serve", "--host", "127.0.0.1", "--port",
             str(port), "--db", db, "--no-announce", *flags],
            preexec_fn=pin,
        )  # fmt: skip
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(200):
                try:
                    urllib.request.urlopen(base + "/api/health", timeout=1)
                    break
                except OSError:
                    time.sleep(0.1)
            yield server.pid, base, f"ws://127.0.0.1:{port}"
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=60)


def main() -> None:
    """Run the load test and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=250)
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--port", type=int, help="use a server already running on this port")
    parser.add_argument(
        "--spectators", type=int, default=0, help="spectators of every table (at most 50, the cap)"
    )
    args = parser.parse_args()
    load = (args.tables, args.duration, args.think)
    if args.port:
        base, ws_base = f"http://127.0.0.1:{args.port}", f"ws://127.0.0.1:{args.port}"
        report(args, _run_loop(run(*load, base, ws_base, args.spectators)))
        return
    connections = str(max(1200, args.tables * (4 + args.spectators) + 100))
    flags = ("--connections-per-address", connections, "--tables-per-address",
             str(args.tables + 100), "--watches-per-minute", "100000")  # fmt: skip
    with serving("load.db", *flags) as (pid, base, ws_base):
        stats = _run_loop(run(*load, base, ws_base, args.spectators, cpu=lambda: _cpu_seconds(pid)))
    report(args, stats)


def _cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of one process so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return sum(int(value) for value in fields[11:13]) / os.sysconf("SC_CLK_TCK")


def report(args: argparse.Namespace, stats: Stats) -> None:
    """Print the figures of a run (the server's CPU while measuring, when the benchmark
    started it)."""
    lat = sorted(stats.latencies)
    if not lat:
        raise SystemExit("no play was measured")

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000

    print(f"tables {args.tables}, clients {4 * args.tables}, think {args.think}s, {args.duration}s")
    begin, end = stats.window
    played = sum(1 for sent_at in stats.plays_sent.values() if begin <= sent_at < end)
    print(
        f"plays sent {played / args.duration:.0f}/s (of {2 * args.tables} offered at best; "
        f"matches over: {len(stats.over)}), "
        f"broadcasts measured: {len(lat)} ({len(lat) / 3 / args.duration:.0f} plays/s)"
    )
    mean = statistics.mean(lat) * 1000
    print(
        f"move to broadcast: p50 {pct(0.5):.1f} ms, p95 {pct(0.95):.1f} ms, "
        f"p99 {pct(0.99):.1f} ms, mean {mean:.1f} ms"
    )
    if args.spectators:
        print(
            f"spectators {args.spectators} a table ({args.spectators * args.tables} in all): "
            f"{stats.watched} messages received, {stats.watched_states} of them snapshots"
        )
    if stats.cpu is not None:
        cpu = stats.cpu
        print(f"server CPU {cpu:.1f} s for {played} plays: {1000 * cpu / played:.2f} s per 1,000")
    errors = sorted(set(stats.errors))
    print(
        f"messages sent {stats.sent}, answered {stats.answered}, errors {errors}, "
        f"plays missed by a client {stats.gaps}"
    )


if __name__ == "__main__":
    main()
