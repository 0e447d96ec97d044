"""Spectators coming and going cannot flood the players: an address opens spectators' sockets
at a bounded pace, and a table tells its seats who watches at most once a second."""

from __future__ import annotations

import asyncio
import time

import orjson
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from circolo.play.table import AUDIENCE_EVERY_S
from circolo.server.app import create_app
from circolo.server.connection import CLOSE_TOO_MANY
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore
from tests.reliability.live import LiveServer, Seat, serving

FOUR = ["human", "ai:random", "ai:random", "ai:random"]


def _watch_url(live: LiveServer, table: str, name: str) -> str:
    return f"ws://127.0.0.1:{live.port}/api/tables/{table}/watch?name={name}"


async def _come_and_go(live: LiveServer, table: str, times: int) -> list[dict[str, object]]:
    """A spectator who opens a socket, reads its first message and closes, ``times`` times;
    the first message of each."""
    firsts = []
    for number in range(times):
        async with connect(_watch_url(live, table, f"s{number}"), compression=None) as socket:
            firsts.append(orjson.loads(await socket.recv()))
    return firsts


async def test_spectators_coming_and_going_fast_reach_the_seats_at_most_once_a_second() -> None:
    limits = Limits(watch_burst=1000, watches_per_minute=60_000)  # the pace is not tested here
    app = create_app(MemoryTableStore(), ready_timeout_s=0.2, limits=limits)
    with serving(app) as live:
        table = live.create(seats=FOUR, spectators=True)
        seat = await Seat.open(live, table["id"], table["tokens"]["0"])
        await seat.until(lambda s: s["seats"][0]["connected"])
        started = time.monotonic()
        firsts = await _come_and_go(live, table["id"], 40)
        assert all(first["type"] == "state" for first in firsts)  # each one was served
        took = time.monotonic() - started
        await asyncio.sleep(AUDIENCE_EVERY_S + 0.3)  # the last change is told too
        audience = []
        while True:
            try:
                message = await seat._next(0.2)
            except TimeoutError:
                break
            if message["type"] == "audience":
                audience.append(message)
        # 80 changes (40 came, 40 went): told at most once a second, and the last one says
        # that nobody watches now.
        assert 1 <= len(audience) <= took / AUDIENCE_EVERY_S + 2
        assert audience[-1]["spectators"] == []


async def test_an_address_opening_spectators_sockets_too_fast_is_refused_with_a_sentence() -> None:
    limits = Limits(watch_burst=5, watches_per_minute=60)
    app = create_app(MemoryTableStore(), ready_timeout_s=0.2, limits=limits)
    with serving(app) as live:
        table = live.create(seats=FOUR, spectators=True)
        firsts = await _come_and_go(live, table["id"], 5)
        assert [first["type"] for first in firsts] == ["state"] * 5
        async with connect(_watch_url(live, table["id"], "sixth"), compression=None) as socket:
            refusal = orjson.loads(await socket.recv())
            try:
                await socket.recv()
            except ConnectionClosed as closed:
                assert closed.rcvd is not None and closed.rcvd.code == CLOSE_TOO_MANY
            else:
                raise AssertionError("the socket stayed open")
        assert refusal["type"] == "error" and refusal["code"] == "too_many"
        assert "60 a minute" in refusal["message"] and "60 al minuto" in refusal["message_it"]
