"""Small edges: a finished table says so, a nameless spectator can be answered, a frame that
is not UTF-8 is an answer and not a traceback, and a profile's history is its own.

Issue 50, item 11 (docs/reliability.md, "Small edges").
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from websockets.asyncio.client import connect

from circolo.play.peer import CLOSE_GONE
from circolo.server.app import create_app
from circolo.server.connection import CLOSE_NO_TABLE
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore
from tests.reliability.live import OPENED, LiveServer, Seat, serving
from tests.server.test_profiles import new_profile, play_match

#: A person and three computers slow enough to look at each state.
SLOW = {"seats": ["human", "ai:random", "ai:random", "ai:random"], "ai_delay_ms": 10_000,
        "options": {"target": 1}}  # fmt: skip


@pytest.fixture
def live() -> Iterator[LiveServer]:
    limits = Limits(finished_ttl_s=0.0)  # a finished table leaves memory at once
    with serving(create_app(MemoryTableStore(), ready_timeout_s=0.2, limits=limits)) as server:
        yield server


async def watcher(live: LiveServer, table: str, name: str = "") -> Seat:
    """A spectator's socket (``name`` empty: one who gives none)."""
    query = f"?name={name}" if name else ""
    url = f"ws://127.0.0.1:{live.port}/api/tables/{table}/watch{query}"
    spectator = Seat(await connect(url, compression=None))
    OPENED.append(spectator)
    return spectator


async def refusal(client: Seat) -> tuple[dict[str, Any], int | None]:
    """The error a refused socket is sent, and the code it is closed with."""
    error = await client.answer()
    code, _reason = await client.closed()
    return error, code


async def test_a_finished_table_gone_from_memory_closes_with_4411_match_over(
    live: LiveServer,
) -> None:
    table = live.create(seats=["ai:random"] * 4, options={"target": 1})
    lobby = live.app.state.lobby
    for _ in range(2000):  # the computers play it to the end; then it leaves memory
        if table["id"] not in lobby.tables:
            break
        await asyncio.sleep(0.01)
    assert live.http("GET", f"/api/tables/{table['id']}")[1]["status"] == "finished"
    for client in (await Seat.open(live, table["id"], "a-token"),
                   await watcher(live, table["id"], "Marco")):  # fmt: skip
        error, code = await refusal(client)
        assert (error["code"], code) == ("match_over", CLOSE_GONE)
        assert "is over" in error["message"] and "è finita" in error["message_it"]
    # A table that never was is still "no such table".
    error, code = await refusal(await Seat.open(live, "never-was", "a-token"))
    assert (error["code"], code) == ("no_table", CLOSE_NO_TABLE)


async def test_a_nameless_spectators_ask_is_allowed_by_its_number(live: LiveServer) -> None:
    table = live.create(**SLOW)
    seat = await Seat.open(live, table["id"], table["tokens"]["0"])
    live.http("POST", f"/api/tables/{table['id']}/start", {"token": table["tokens"]["0"]})
    hand = (await seat.until(lambda s: bool(s["view"] and s["view"]["hand"])))["view"]["hand"]
    guest = await watcher(live, table["id"])  # no name given
    await guest.until(lambda s: s["watching"])
    await guest.send({"type": "ask_hand", "id": 1, "seat": 0})
    assert (await guest.answer())["type"] == "ack"
    asking = await seat.until(lambda s: s["asking"] == [""])
    asks = asking.get("asks") or [{}]
    assert asks[0].get("name") == ""
    await seat.send({"type": "teacher", "id": 2, "spectator": asks[0].get("spectator")})
    assert await seat.answer() == {"type": "ack", "v": 1, "id": 2}
    shown = await guest.until(lambda s: s["teaching"] == 0)
    assert shown["view"]["hand"] == hand


class _Records(logging.Handler):
    """Every log record at WARNING or above, wherever it propagates from."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


async def test_a_text_frame_that_is_not_utf8_gets_an_error_and_logs_no_traceback(
    live: LiveServer,
) -> None:
    table = live.create(**SLOW)
    seat = await Seat.open(live, table["id"], table["tokens"]["0"])
    await seat.until(lambda s: s["seats"][0]["connected"])
    records = _Records()
    watched = [logging.getLogger(name) for name in ("", "uvicorn", "uvicorn.error")]
    for logger in watched:  # uvicorn's loggers do not propagate to the root
        logger.addHandler(records)
    try:
        await seat.socket.send(b'{"type": "ping", "id": "caf\xe9"}', text=True)  # Latin-1
        answer = await seat.answer()
        await seat.send({"type": "ping", "id": "after"})
        after = await seat.answer()
    finally:
        for logger in watched:
            logger.removeHandler(records)
    assert answer["type"] == "error" and answer["code"] == "not_utf8", answer
    assert "UTF-8" in answer["message"] and "UTF-8" in answer["message_it"]
    assert after == {"type": "ack", "v": 1, "id": "after"}  # the connection stays
    assert [r for r in records.records if r.levelno >= logging.ERROR or r.exc_info] == []


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as test_client:
        yield test_client


def test_a_profiles_history_is_read_only_with_its_secret(client: TestClient) -> None:
    anna = new_profile(client, "Anna")
    play_match(client, anna)
    path = f"/api/profiles/{anna['id']}"
    public = client.get(path).json()  # anyone who saw the id on the leaderboard
    assert public["single"]["games"] == 1 and public["nickname"] == "Anna"
    assert public["history"] == [] and public["partners"] == [] and public["public"] is True
    wrong = client.get(path, headers={"X-Profile-Secret": "guess"})
    assert wrong.status_code == 403 and "secret" in wrong.json()["detail"]
    own = client.get(path, headers={"X-Profile-Secret": anna["secret"]}).json()
    assert len(own["history"]) == 1 and own["public"] is False
