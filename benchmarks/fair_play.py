"""Fair play, measured on a real ``circolo serve``: what one client can do to the leaderboard,
and what frames that are not UTF-8 cost the log.

``farm``: one client makes MATCHES Tressette tables with two human seats facing each other
(target 1; the second seat joined with a second profile; two partners, people without
profiles, beside them from devices of their own, 127.0.0.3 and 127.0.0.4: a match with the
computer in a seat is rated for nobody) and plays both seats to the end from its one
address; the red team's run (issue 50), throwing one side's matches, took an Elo rating
from 1500 to about 1700 and first place in seconds. Printed: the farmer's rating and rank
before and after, and, as the control, the same number of matches played by two friends
from two devices (127.0.0.1 and 127.0.0.2), which move their ratings as ever.

``bad-frames``: one seat sends FRAMES text frames whose bytes are not UTF-8. Printed: the
error answers received, whether the connection stayed, and the lines the server logged.

    .venv/bin/python benchmarks/fair_play.py farm --matches 30
    .venv/bin/python benchmarks/fair_play.py bad-frames --frames 1000
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson
from websockets.asyncio.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.chaos import Server
from circolo.cli.play import free_port

HOME, FRIEND = "127.0.0.1", "127.0.0.2"
#: The devices of the two partners (seats 2 and 3), people without profiles.
PARTNERS = ("127.0.0.3", "127.0.0.4")


def call(server: Server, method: str, path: str, body: object = None, *,
         source: str = HOME, secret: str | None = None) -> Any:  # fmt: skip
    """One request from ``source``: its JSON answer (an error status raises)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=20,
                                            source_address=(source, 0))  # fmt: skip
    headers = {"Content-Type": "application/json"}
    if secret is not None:
        headers["X-Profile-Secret"] = secret
    try:
        connection.request(method, path, None if body is None else json.dumps(body), headers)
        answer = connection.getresponse()
        data = json.loads(answer.read() or b"null")
        if answer.status >= 400:
            raise RuntimeError(f"{method} {path}: {answer.status} {data}")
        return data
    finally:
        connection.close()


async def seat_socket(server: Server, table: str, token: str, source: str) -> ClientConnection:
    url = f"ws://127.0.0.1:{server.port}/api/tables/{table}/ws?token={token}"
    return await connect(url, compression=None, local_addr=(source, 0))


async def play(socket: ClientConnection) -> dict[str, Any]:
    """Play the seat to the end of the match (its first legal card each turn, ready after
    each hand); the last snapshot."""
    ids = iter(range(1, 10**9))
    async for text in socket:
        message = orjson.loads(text)
        if message["type"] != "state":
            continue
        if message["status"] == "finished":
            return dict(message)
        view = message["view"]
        if message["phase"] == "play" and view and view["to_move"] == message["you"]:
            card = view["legal"][0]
            await socket.send(orjson.dumps({"type": "play", "id": next(ids), "card": card,
                                            "turn": len(view["plays"])}).decode())  # fmt: skip
        elif message["phase"] == "hand_over" and message["you"] not in message["ready"]:
            await socket.send(orjson.dumps({"type": "ready", "id": next(ids)}).decode())
    raise RuntimeError("the socket closed before the match ended")


async def one_match(server: Server, first: dict[str, str], second: dict[str, str],
                    source: str) -> None:  # fmt: skip
    """``first`` makes a table from this machine; ``second`` joins seat 1 from ``source``,
    two partners seats 2 and 3 from theirs; each seat is played from where it was taken."""
    made = call(server, "POST", "/api/tables", {
        "seats": ["human", "open", "open", "open"], "options": {"target": 1},
        "ai_delay_ms": 0, "profiles": {"0": first}})  # fmt: skip
    path = f"/api/tables/{made['id']}/join"
    seats = [(made["tokens"]["0"], HOME),
             (call(server, "POST", path, {"seat": 1, "profile": second}, source=source)["token"],
              source)]  # fmt: skip
    for seat, device in zip((2, 3), PARTNERS, strict=True):
        seats.append((call(server, "POST", path, {"seat": seat}, source=device)["token"], device))
    sockets = [await seat_socket(server, made["id"], token, device) for token, device in seats]
    try:
        call(server, "POST", f"/api/tables/{made['id']}/start", {"token": made["tokens"]["0"]})
        await asyncio.gather(*(play(socket) for socket in sockets))
    finally:
        for socket in sockets:
            await socket.close()


def standing(server: Server, profile: dict[str, str]) -> str:
    """The profile's rating and rank (or "not on the board") and its matches counted."""
    board = call(server, "GET", "/api/leaderboard?variant=classico&limit=500")["players"]
    row = next((r for r in board if r["id"] == profile["id"]), None)
    stats = call(server, "GET", f"/api/profiles/{profile['id']}", secret=profile["secret"])
    counted = stats["single"]["games"] + stats["multi"]["games"]
    place = f"rating {row['rating']:.0f}, rank {row['rank']}" if row else "not on the board"
    return f"{place}, {counted} matches counted"


def profile(server: Server, nickname: str, source: str = HOME) -> dict[str, str]:
    made = call(server, "POST", "/api/profiles", {"nickname": nickname}, source=source)
    return {"id": made["id"], "secret": made["secret"]}


async def farm(server: Server, matches: int) -> None:
    farmer, puppet = profile(server, "Farmer"), profile(server, "Puppet")
    anna, bea = profile(server, "Anna"), profile(server, "Bea", FRIEND)
    for name, (first, second, source) in (("one client", (farmer, puppet, HOME)),
                                          ("two devices", (anna, bea, FRIEND))):  # fmt: skip
        before = standing(server, first)
        began = time.monotonic()
        for _ in range(matches):
            await one_match(server, first, second, source)
        seconds = time.monotonic() - began
        after = standing(server, first)
        print(f"{name}: {matches} matches in {seconds:.1f} s; before: {before}; after: {after}")


async def bad_frames(server: Server, frames: int, log: Path) -> None:
    made = call(
        server,
        "POST",
        "/api/tables",
        {"seats": ["human", "ai:random", "ai:random", "ai:random"], "ai_delay_ms": 10_000},
    )
    socket = await seat_socket(server, made["id"], made["tokens"]["0"], HOME)
    lines_before = len(log.read_bytes().splitlines())
    errors = 0
    for number in range(frames):  # each answer read before the next frame (as a client
        # that reads: one that did not would be disconnected as too slow, 4408)
        await socket.send(b'{"type": "ping", "id": %d, "x": "caf\xe9"}' % number, text=True)
        while True:
            message = orjson.loads(await asyncio.wait_for(socket.recv(), 20))
            if message["type"] == "error":
                errors += message["code"] == "not_utf8"
                break
    await asyncio.sleep(3)  # the frames spent the connection's rate (20 a second): refilled
    await socket.send('{"type": "ping", "id": "after"}')
    stayed = False
    while not stayed:
        message = orjson.loads(await asyncio.wait_for(socket.recv(), 20))
        stayed = message["type"] == "ack" and message["id"] == "after"
    await socket.close()
    await asyncio.sleep(0.5)
    logged = len(log.read_bytes().splitlines()) - lines_before
    print(f"{frames} frames not UTF-8: {errors} not_utf8 answers, connection stayed: {stayed}, "
          f"server log lines: {logged}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("farm").add_argument("--matches", type=int, default=30)
    commands.add_parser("bad-frames").add_argument("--frames", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "server.log"
        server = Server(f"sqlite:///{Path(folder) / 'circolo.db'}", free_port(), log)
        server.start()
        try:
            if args.command == "farm":
                asyncio.run(farm(server, args.matches))
            else:
                asyncio.run(bad_frames(server, args.frames, log))
        finally:
            server.stop()
            server.log.close()


if __name__ == "__main__":
    main()
