"""Hostile clients, measured: sockets that never read, and busy searching tables beside others.

``slow-readers``: SLOW clients connect to training tables, never read a byte (a small receive
buffer, and the client library stops reading once its queue is full), and ask for a
suggestion and to go on ten times a second each (within the rate limit). The server's
resident memory is sampled every second; each such client must be disconnected (its sends
start failing) and the memory may grow by at most 20 MB. A normal table plays beside them.

``ai-fairness``: a heuristic table (one person who plays at once, three heuristic players)
is timed move by move alone, then beside EIGHT busy all-pimc tables: the AI's moves must
keep their pace.

``analysis-lever``: a pimc table's turns (from the person's card to their next turn: three
pimc moves) and a training table's suggestions are timed alone, then while FOUR long
records are analysed (``POST /api/analysis``), each posted from an address of its own
(127.0.0.2 to 127.0.0.5): the tables must keep their pace, and somebody else's short
record (from 127.0.0.6) meanwhile must be analysed, not refused.

    .venv/bin/python benchmarks/hostile.py slow-readers --slow 8 --seconds 60
    .venv/bin/python benchmarks/hostile.py ai-fairness --busy 8 --moves 150
    .venv/bin/python benchmarks/hostile.py analysis-lever --analyses 4 --turns 40 --suggestions 40
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import http.client
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
from circolo.games.tressette.analysis import recorded_hands
from circolo.games.tressette.options import preset, with_settings
from circolo.games.tressette.players.selfplay import selfplay_records


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


#: Seconds the person at the training table takes over each suggestion before playing.
PERSON_S = 0.25


def long_records(count: int, hands: int) -> list[dict[str, Any]]:
    """``count`` match records (best of five games to 41) of at least ``hands`` hands each."""
    options = with_settings(preset("classico"), ["target=41", "best_of=5"])
    found: list[dict[str, Any]] = []
    seed = 0
    while len(found) < count:
        seed += 1
        record = next(
            selfplay_records(
                options, variant="classico", specs=["random"] * 4, matches=1, seed=seed
            )
        )
        if hands <= len(list(recorded_hands(record))) <= 80:  # server/analyses.py MAX_HANDS
            found.append(record)
    return found


def short_record() -> dict[str, Any]:
    """A match record to 1 point: a hand or two."""
    options = with_settings(preset("classico"), ["target=1"])
    return next(
        selfplay_records(options, variant="classico", specs=["random"] * 4, matches=1, seed=1)
    )


def post_from(server: Server, address: str, path: str, body: object) -> tuple[int, float]:
    """One POST sent from ``address`` (a loopback address of its own): status and seconds."""
    began = time.monotonic()
    connection = http.client.HTTPConnection(
        "127.0.0.1", server.port, timeout=900, source_address=(address, 0)
    )
    try:
        data = json.dumps(body).encode()
        connection.request("POST", path, data, {"content-type": "application/json"})
        answer = connection.getresponse()
        answer.read()
        return answer.status, time.monotonic() - began
    finally:
        connection.close()


async def _pimc_turns(server: Server, turns: int) -> list[float]:
    """Milliseconds from each card of the person at a pimc table (three ``ai:pimc`` seats,
    no pause) to their next turn."""
    made = server.call("POST", "/api/tables", {
        "seats": ["human", "ai:pimc", "ai:pimc", "ai:pimc"], "ai_delay_ms": 0,
        "options": {"target": 1000, "cappotto": False},
    })  # fmt: skip
    seat = await open_seat(server, made["id"], made["tokens"]["0"], reads=True)
    server.call("POST", f"/api/tables/{made['id']}/start", {"token": made["tokens"]["0"]})
    times: list[float] = []
    played: float | None = None
    acted = -1
    try:
        while len(times) < turns:
            message = orjson.loads(await asyncio.wait_for(seat.recv(), 300))
            if message["type"] == "error":
                raise RuntimeError(f"the pimc table refused: {message['message']}")
            if message["type"] != "state" or message["view"] is None:
                continue
            view = message["view"]
            if message["phase"] == "hand_over":
                played, acted = None, -1
                await seat.send('{"type": "ready"}')
            elif (
                message["phase"] == "play" and view["to_move"] == 0 and len(view["plays"]) != acted
            ):
                if played is not None:
                    times.append((time.perf_counter() - played) * 1000)
                acted = len(view["plays"])
                await seat.send(orjson.dumps({"type": "play", "card": view["legal"][0]}).decode())
                played = time.perf_counter()
    finally:
        await seat.close()
    return times


async def _suggestions(server: Server, count: int) -> list[float]:
    """Milliseconds each training suggestion took to come, at a training table (three
    heuristic players, no pause), asked at every turn of the person's."""
    made = server.call("POST", "/api/tables", {
        "seats": ["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
        "training": True, "ai_delay_ms": 0, "options": {"target": 1000, "cappotto": False},
    })  # fmt: skip
    seat = await open_seat(server, made["id"], made["tokens"]["0"], reads=True)
    server.call("POST", f"/api/tables/{made['id']}/start", {"token": made["tokens"]["0"]})
    times: list[float] = []
    asked: float | None = None
    acted = -1
    legal: list[str] = []
    try:
        while len(times) < count:
            message = orjson.loads(await asyncio.wait_for(seat.recv(), 300))
            if message["type"] == "error":
                raise RuntimeError(f"the training table refused: {message['message']}")
            if message["type"] == "suggestion" and asked is not None:
                times.append((time.perf_counter() - asked) * 1000)
                asked = None
                await asyncio.sleep(PERSON_S)  # a person reads it (and stays within the rate)
                await seat.send(orjson.dumps({"type": "play", "card": legal[0]}).decode())
            if message["type"] != "state" or message["view"] is None:
                continue
            view = message["view"]
            if message["phase"] == "hand_over":
                acted = -1
                await seat.send('{"type": "ready"}')
            elif message["phase"] == "trick_stop":
                await seat.send('{"type": "continue"}')
            elif (
                message["phase"] == "play" and view["to_move"] == 0 and len(view["plays"]) != acted
            ):
                acted, legal = len(view["plays"]), view["legal"]
                await seat.send(f'{{"type": "suggest", "id": {len(times)}}}')
                asked = time.perf_counter()
    finally:
        await seat.close()
    return times


async def _tables_pace(server: Server, turns: int, suggestions: int) -> dict[str, Any]:
    """A pimc table's turns and a training table's suggestions, timed side by side."""
    began = time.monotonic()
    pimc, said = await asyncio.gather(_pimc_turns(server, turns), _suggestions(server, suggestions))
    return {
        "pimc_turn_ms": _figures(pimc),
        "suggestion_ms": _figures(said),
        "seconds": round(time.monotonic() - began, 1),
    }


async def analysis_lever(args: argparse.Namespace, server: Server) -> dict[str, Any]:
    records = long_records(args.analyses, args.hands)
    alone = await _tables_pace(server, args.turns, args.suggestions)
    began = time.monotonic()
    posted = [
        asyncio.ensure_future(
            asyncio.to_thread(post_from, server, f"127.0.0.{2 + n}", "/api/analysis", record)
        )
        for n, record in enumerate(records)
    ]
    await asyncio.sleep(1)  # the analyses are taken
    # somebody else's short record (a hand or two) meanwhile, from an address of its own
    short = asyncio.ensure_future(
        asyncio.to_thread(post_from, server, "127.0.0.6", "/api/analysis", short_record())
    )
    during = await _tables_pace(server, args.turns, args.suggestions)
    measured_until = time.monotonic() - began
    answers = await asyncio.gather(*posted)
    short_status, short_seconds = await short
    return {
        "analyses": args.analyses,
        "hands_per_record": [len(list(recorded_hands(record))) for record in records],
        "alone": alone,
        "during_analyses": during,
        "timed_during_s": [1.0, round(measured_until, 1)],
        "analyses_answered": [status for status, _ in answers],
        "analyses_done_after_s": sorted(round(seconds, 1) for _, seconds in answers),
        "short_record_meanwhile": {"status": short_status, "seconds": round(short_seconds, 1)},
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
    lever = commands.add_parser("analysis-lever")
    lever.add_argument("--analyses", type=int, default=4)
    lever.add_argument("--hands", type=int, default=25, help="the fewest hands of a record")
    lever.add_argument("--turns", type=int, default=12)
    lever.add_argument("--suggestions", type=int, default=24)
    args = parser.parse_args()
    folder = Path(os.environ.get("TMPDIR", "/tmp")) / f"circolo-hostile-{os.getpid()}"
    folder.mkdir(parents=True, exist_ok=True)
    server = Server(f"sqlite:///{folder / 'circolo.db'}", free_port(), folder / "server.log")
    server.start()
    try:
        measures = {
            "slow-readers": slow_readers,
            "ai-fairness": ai_fairness,
            "analysis-lever": analysis_lever,
        }
        measure = measures[args.command]
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
