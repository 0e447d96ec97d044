"""Chaos: SIGKILL the server at random moments of matches of both games, and count what is lost.

Starts ``circolo serve`` on a database (a fresh SQLite file, or ``--db`` a PostgreSQL URL),
creates all-AI and human+AI tables of Tressette and Pinnacola, and plays them; the human
seats are clients of this script, which play at once and remember every move the server
acknowledged. At KILLS random moments the server is killed with SIGKILL and started again on
the same database; the clients reconnect with their tokens. Once every table has finished,
every record is fetched and checked: each acknowledged move must be in it (0 lost), and each
record must replay clean and re-deal from its secret (0 faulty).

    .venv/bin/python benchmarks/chaos.py --kills 30 --seed 1
    .venv/bin/python benchmarks/chaos.py --kills 30 --db postgresql://user:pw@host/db

Exit 0 when nothing was lost and every record holds; 1 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from websockets.asyncio.client import connect

from circolo.cli.play import free_port
from circolo.core.dealing import redeal_faults
from circolo.games.pinnacola.record import replay_record as replay_pinnacola
from circolo.games.tressette.record import replay_record as replay_tressette


@dataclass
class Acked:
    """A move the server acknowledged: where it was made, and what it was."""

    table: str
    seat: int
    game: str
    #: Tressette: the plays of the hand before it; Pinnacola: the hand number and turn index.
    before: Any
    move: Any


@dataclass
class Run:
    """What the run saw."""

    acked: list[Acked] = field(default_factory=list)
    kills: int = 0
    restarts_s: list[float] = field(default_factory=list)
    stopping: bool = False


class Server:
    """``circolo serve`` as a child process that can be killed and started again."""

    def __init__(self, db: str, port: int, log: Path, extra: Sequence[str] = ()) -> None:
        self.db = db
        #: More flags (a cluster's node: --redis URL --cluster-name NAME).
        self.extra = list(extra)
        self.port = port
        self.url = f"http://127.0.0.1:{port}"
        self.log = log.open("ab")
        self.process: subprocess.Popen[bytes] | None = None
        self.circolo = shutil.which("circolo", path=str(Path(sys.executable).parent)) or "circolo"

    def start(self) -> float:
        """Start it; the seconds until it answered."""
        began = time.monotonic()
        self.process = subprocess.Popen(
            [self.circolo, "serve", "--host", "127.0.0.1", "--port", str(self.port),
             "--db", self.db, "--no-announce", "--tables-per-minute", "10000",
             "--table-burst", "1000", "--tables-per-address", "10000", *self.extra],
            stdout=subprocess.DEVNULL, stderr=self.log, start_new_session=True,
        )  # fmt: skip
        while True:
            try:
                with urllib.request.urlopen(f"{self.url}/api/health", timeout=1):
                    return time.monotonic() - began
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError("the server exited at start-up; see its log") from None
                time.sleep(0.05)

    def kill(self) -> None:
        """SIGKILL: no shutdown, no last write."""
        if self.process is not None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        """Stop it cleanly."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()

    def call(self, method: str, path: str, body: object = None) -> Any:
        """One HTTP request (retried while the server is down)."""
        data = None if body is None else json.dumps(body).encode()
        for _ in range(600):
            request = urllib.request.Request(
                self.url + path, data, {"content-type": "application/json"}, method=method
            )
            try:
                with urllib.request.urlopen(request, timeout=10) as answer:
                    return json.loads(answer.read())
            except urllib.error.HTTPError:
                raise
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"{method} {path}: the server did not come back")


async def human(server: Server, run: Run, table: str, seat: int, token: str, game: str) -> None:
    """A person at a seat: plays at once, reconnects after every kill, remembers each ack."""
    url = f"ws://127.0.0.1:{server.port}/api/tables/{table}/ws?token={token}"
    ids = iter(range(1, 10**9))
    while not run.stopping:
        try:
            async with connect(url, compression=None, open_timeout=5) as socket:
                pending: dict[int, Acked] = {}
                async for text in socket:
                    message = orjson.loads(text)
                    kind = message["type"]
                    if kind == "ack" and message["id"] in pending:
                        run.acked.append(pending.pop(message["id"]))
                    elif kind == "state":
                        if message["status"] == "finished":
                            return
                        move = _move(message, game)
                        if move is not None:
                            number = next(ids)
                            before, sent = move
                            if sent["type"] != "ready":
                                pending[number] = Acked(table, seat, game, before, sent)
                            await socket.send(orjson.dumps({**sent, "id": number}).decode())
        except (TimeoutError, OSError, Exception) as error:  # the server was killed
            if isinstance(error, asyncio.CancelledError):
                raise
            await asyncio.sleep(0.1)


def _move(state: dict[str, Any], game: str) -> tuple[Any, dict[str, Any]] | None:
    """What the person does on this snapshot: the move, and where it is made."""
    view = state["view"]
    if state["phase"] == "hand_over" and state["you"] not in state["ready"]:
        return None, {"type": "ready"}
    if state["phase"] != "play" or view is None or view["to_move"] != state["you"]:
        return None
    if game == "tressette":
        card = view["legal"][0]
        return view["plays"], {"type": "play", "card": card, "turn": len(view["plays"])}
    where = (view["hand_number"], len(view["turns"]))
    if view["phase"] == "draw":
        action = "draw_stock" if view["stock_size"] > 0 else "end_hand"
        return where, {"type": "pin", "action": action, "turn": len(view["turns"])}
    card = view["discardable"][0]
    return where, {"type": "pin", "action": "discard", "card": card, "turn": len(view["turns"])}


def lost_moves(run: Run, records: dict[str, dict[str, Any]]) -> list[str]:
    """Each acknowledged move that is not in its table's record."""
    lost = []
    for acked in run.acked:
        record = records[acked.table]
        if not _in_record(acked, record):
            lost.append(f"table {acked.table}, seat {acked.seat}: {acked.move}")
    return lost


def _in_record(acked: Acked, record: dict[str, Any]) -> bool:
    if acked.game == "tressette":
        wanted = [*acked.before, {"seat": acked.seat, "card": acked.move["card"]}]
        for game in record["games"]:
            for hand in game["hands"]:
                plays = [{"seat": p["seat"], "card": p["card"]} for p in hand["plays"]]
                before = [{"seat": p["seat"], "card": p["card"]} for p in wanted]
                if plays[: len(before)] == before:
                    return True
        return False
    number, turn = acked.before
    hands = record["hands"]
    if number > len(hands) or turn >= len(hands[number - 1]["turns"]):
        return False
    entry: dict[str, object] = hands[number - 1]["turns"][turn]
    action = acked.move["action"]
    if entry["seat"] != acked.seat:
        return False
    if action == "draw_stock":
        return entry["draw"] == {"from": "stock"}
    if action == "end_hand":
        return entry["draw"] is None
    card: object = acked.move["card"]
    return entry["discard"] == card


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="circolo-chaos-"))
    db = args.db or f"sqlite:///{folder / 'circolo.db'}"
    server = Server(db, free_port(), folder / "server.log")
    run = Run()
    server.start()
    target = {"target": args.target}
    specs = [
        ("tressette", ["ai:heuristic", "ai:random", "ai:heuristic", "ai:random"], target),
        ("pinnacola", ["ai:medium", "ai:weak", "ai:strong", "ai:random"], {"mode": args.pin_mode}),
        ("tressette", ["human", "ai:heuristic", "human", "ai:random"], target),
        ("pinnacola", ["human", "ai:medium"], {"mode": args.pin_mode}),
    ]
    tables: dict[str, str] = {}
    clients = []
    for _ in range(args.tables):
        for game, seats, options in specs:
            made = server.call("POST", "/api/tables", {
                "game": game, "seats": seats, "options": options, "ai_delay_ms": args.delay_ms,
            })  # fmt: skip
            tables[made["id"]] = game
            for seat, token in made["tokens"].items():
                clients.append(asyncio.ensure_future(
                    human(server, run, made["id"], int(seat), token, game)
                ))  # fmt: skip
            if made["tokens"]:
                server.call(
                    "POST", f"/api/tables/{made['id']}/start", {"token": made["tokens"]["0"]}
                )
    began = time.monotonic()
    for _ in range(args.kills):
        await asyncio.sleep(rng.uniform(args.min_gap, args.max_gap))
        await asyncio.to_thread(server.kill)
        run.kills += 1
        run.restarts_s.append(await asyncio.to_thread(server.start))
    deadline = time.monotonic() + args.finish_timeout
    unfinished = set(tables)
    while unfinished and time.monotonic() < deadline:
        for table in list(unfinished):
            if (await asyncio.to_thread(server.call, "GET", f"/api/tables/{table}"))[
                "status"
            ] == "finished":
                unfinished.discard(table)
        await asyncio.sleep(0.5)
    run.stopping = True
    records = {
        t: await asyncio.to_thread(server.call, "GET", f"/api/tables/{t}/record") for t in tables
    }
    for client in clients:
        client.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.gather(*clients, return_exceptions=True)
    server.stop()
    faulty = []
    for table, record in records.items():
        replay = replay_tressette if tables[table] == "tressette" else replay_pinnacola
        faults = [str(f) for f in replay(record)] if table not in unfinished else []
        faults += redeal_faults(record)
        if faults:
            faulty.append(f"table {table}: {faults[0]}")
    lost = lost_moves(run, records)
    if not args.keep:
        shutil.rmtree(folder, ignore_errors=True)
    return {
        "kills": run.kills,
        "tables": len(tables),
        "unfinished": sorted(unfinished),
        "acknowledged_moves": len(run.acked),
        "lost_moves": len(lost),
        "lost": lost[:10],
        "records_not_replaying": len(faulty),
        "faults": faulty[:10],
        "restart_s": {
            "median": sorted(run.restarts_s)[len(run.restarts_s) // 2] if run.restarts_s else None,
            "max": max(run.restarts_s, default=None),
        },
        "seconds": round(time.monotonic() - began, 1),
        "db": "postgresql" if db.startswith("postgres") else "sqlite",
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", help="a PostgreSQL URL (default: a fresh SQLite file)")
    parser.add_argument("--tables", type=int, default=2, help="tables of each of the four kinds")
    parser.add_argument("--target", type=int, default=21, help="Tressette's target")
    parser.add_argument("--pin-mode", default="points", choices=["single", "points"])
    parser.add_argument("--delay-ms", type=int, default=0, help="the AI's pause per move")
    parser.add_argument(
        "--min-gap", type=float, default=0.3, help="seconds between kills, at least"
    )
    parser.add_argument("--max-gap", type=float, default=2.5, help="seconds between kills, at most")
    parser.add_argument("--finish-timeout", type=float, default=600)
    parser.add_argument("--keep", action="store_true", help="keep the database and the log")
    args = parser.parse_args()
    result = asyncio.run(main_async(args))
    print(json.dumps(result, indent=2))
    ok = (
        not result["lost_moves"]
        and not result["records_not_replaying"]
        and not result["unfinished"]
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
