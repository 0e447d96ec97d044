"""Leaving: the leaver's socket is closed with a reason, a leave racing a reconnect leaves no
orphan connection, and a creator who leaves before the start hands the table on."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from circolo.play.peer import CLOSE_LEFT
from circolo.server.app import create_app
from circolo.storage.base import MemoryTableStore
from tests.reliability.live import LiveServer, Seat, serving

FOUR = ["human", "ai:random", "ai:random", "ai:random"]


@pytest.fixture
def live() -> Iterator[LiveServer]:
    with serving(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as server:
        yield server


async def test_after_leave_over_http_the_socket_is_closed_with_a_reason(live: LiveServer) -> None:
    table = live.create(seats=["human", "human", "ai:random", "ai:random"])
    seat = await Seat.open(live, table["id"], table["tokens"]["1"])
    await seat.until(lambda s: s["seats"][1]["connected"])
    status, _ = live.http(
        "POST", f"/api/tables/{table['id']}/leave", {"token": table["tokens"]["1"]}
    )
    assert status == 200
    code, reason = await seat.closed()
    assert code == CLOSE_LEFT and reason == "you left the table"
    summary = live.http("GET", f"/api/tables/{table['id']}")[1]
    assert summary["seats"][1]["kind"] == "open"


async def test_a_leave_message_is_acknowledged_then_the_socket_is_closed(live: LiveServer) -> None:
    table = live.create(seats=FOUR)
    seat = await Seat.open(live, table["id"], table["tokens"]["0"])
    live.http("POST", f"/api/tables/{table['id']}/start", {"token": table["tokens"]["0"]})
    await seat.until(lambda s: s["status"] == "playing")
    await seat.send({"type": "leave", "id": "bye"})
    assert await seat.answer() == {"type": "ack", "v": 1, "id": "bye"}
    assert (await seat.closed())[0] == CLOSE_LEFT
    summary = live.http("GET", f"/api/tables/{table['id']}")[1]
    assert summary["seats"][0]["ai"] == "heuristic" and not summary["seats"][0]["connected"]


async def test_a_leave_racing_a_reconnect_leaves_no_orphan_connection(live: LiveServer) -> None:
    table = live.create(seats=["human", "human", "ai:random", "ai:random"], options={"target": 31})
    tokens = table["tokens"]
    keeper = await Seat.open(live, table["id"], tokens["1"])
    first = await Seat.open(live, table["id"], tokens["0"])
    live.http("POST", f"/api/tables/{table['id']}/start", {"token": tokens["0"]})
    await first.until(lambda s: s["status"] == "playing")
    sockets = [first]
    for _ in range(8):
        leaving = asyncio.to_thread(
            live.http, "POST", f"/api/tables/{table['id']}/leave", {"token": tokens["0"]}
        )
        coming = Seat.open(live, table["id"], tokens["0"])
        _status, seat = await asyncio.gather(leaving, coming)
        sockets.append(seat)
    await asyncio.sleep(0.5)
    lobby = live.app.state.lobby
    seat0 = lobby.tables[table["id"]].seats[0]
    still_open = [s for s in sockets if s.socket.close_code is None]
    registered = 1 if seat0.connection is not None else 0
    assert len(still_open) == registered <= 1  # every open socket is the seat's one connection
    assert live.app.state.connections.open_from("127.0.0.1") == registered + 1  # + the keeper
    await keeper.send({"type": "ping", "id": 1})
    assert (await keeper.answer())["type"] == "ack"


def test_a_creator_who_leaves_before_the_start_hands_the_table_to_the_next_human(
    live: LiveServer,
) -> None:
    table = live.create(seats=["human", "open", "human", "open"])
    tokens, path = table["tokens"], f"/api/tables/{table['id']}"
    assert live.http("POST", f"{path}/leave", {"token": tokens["0"]})[0] == 200
    status, _refused = live.http("POST", f"{path}/start", {"token": "x" + tokens["0"][1:]})
    assert status == 403
    status, summary = live.http("POST", f"{path}/start", {"token": tokens["2"]})
    assert status == 200 and summary["status"] == "playing"


def test_a_table_closes_when_its_last_human_leaves_before_the_start(live: LiveServer) -> None:
    table = live.create(seats=["human", "open", "ai:random", "open"])
    path = f"/api/tables/{table['id']}"
    status, summary = live.http("POST", f"{path}/leave", {"token": table["tokens"]["0"]})
    assert status == 200 and summary["closed"] is True
    assert live.http("GET", path)[0] == 404
    assert live.http("POST", f"{path}/join", {"seat": 1})[0] == 404
    assert all(t["id"] != table["id"] for t in live.http("GET", "/api/tables")[1])
