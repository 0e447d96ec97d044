"""Limits: a stranger cannot exhaust the machine, and nothing is sent that changes nothing.

Outboxes are bounded (a full one, or a client that does not read, is disconnected with a
close code and reason); one live connection per seat; caps per address on connections and
on tables made, and server-wide on live tables, each refusal a 429/503 with a sentence;
server seats take AI players by name only.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import orjson
import pytest

from circolo.play.commands import Connect, Ready, Start
from circolo.play.peer import CLOSE_REPLACED
from circolo.server.app import create_app
from circolo.server.bodies import NewTable
from circolo.server.connection import CLOSE_SLOW, CLOSE_TOO_MANY, Connection
from circolo.server.limits import CreationPace, Limits, TokenBucket
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.reliability.live import LiveServer, Seat, serving
from tests.server.peers import RecordingPeer

FOUR = ["human", "ai:random", "ai:random", "ai:random"]


class StuckSocket:
    """A client that never reads: every send waits for ever (until cancelled)."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.closed_with: tuple[int, str | None] | None = None

    async def send_text(self, data: str) -> None:
        self.sent.append(data)
        await asyncio.Event().wait()

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.closed_with = (code, reason)


# -- 6. bounded outboxes ---------------------------------------------------------------------


async def test_a_full_outbox_disconnects_the_client_and_throws_its_messages_away() -> None:
    socket = StuckSocket()
    connection = Connection(socket, max_messages=50, max_bytes=1 << 20, write_timeout_s=60)
    connection.start()
    for number in range(51):
        connection.send(f'{{"type": "ack", "id": {number}}}')
    assert connection.closed and connection.close_code == CLOSE_SLOW
    assert connection.queued == 0
    connection.send("more")  # nothing more is queued for a closed connection
    assert connection.queued == 0
    await connection.finish(timeout_s=0.5)


async def test_the_outbox_is_bounded_in_bytes_too() -> None:
    connection = Connection(StuckSocket(), max_messages=1000, max_bytes=10_000, write_timeout_s=60)
    connection.start()
    for _ in range(11):
        connection.send("x" * 1000)
    assert connection.close_code == CLOSE_SLOW
    await connection.finish(timeout_s=0.5)


async def test_a_client_that_does_not_read_is_disconnected_with_a_reason() -> None:
    socket = StuckSocket()
    connection = Connection(socket, max_messages=50, max_bytes=1 << 20, write_timeout_s=0.1)
    connection.start()
    connection.send('{"type": "ack"}')
    await asyncio.wait_for(connection.ended(), 5)
    assert socket.closed_with is not None and socket.closed_with[0] == CLOSE_SLOW
    assert socket.closed_with[1] is not None and "not read" in socket.closed_with[1]


async def test_a_snapshot_not_yet_sent_is_replaced_by_the_newer_one() -> None:
    connection = Connection(StuckSocket(), max_messages=5, max_bytes=1 << 20, write_timeout_s=60)
    connection.start()
    await asyncio.sleep(0)  # the writer takes the first message and waits on it
    for seq in range(1000):
        connection.send(f'{{"type": "state", "seq": {seq}}}', snapshot=True)
    assert not connection.closed and connection.queued <= 2
    await connection.finish(timeout_s=0.5)


async def _four_people() -> tuple[Lobby, Any, dict[int, str], list[RecordingPeer]]:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=30)
    table, tokens = await lobby.create(NewTable(seats=["human"] * 4, ai_delay_ms=0), "test")
    peers = [RecordingPeer() for _ in range(4)]
    for seat, peer in enumerate(peers):
        await table.request(Connect(token=tokens[seat], connection=peer))
    return lobby, table, tokens, peers


async def test_a_connect_sends_the_newcomer_its_state_and_the_others_only_its_presence() -> None:
    lobby, _table, _tokens, peers = await _four_people()
    try:
        last = peers[3]
        kinds = [orjson.loads(text)["type"] for text in last.sent]
        assert kinds == ["state"]
        for other in peers[:3]:
            told = [orjson.loads(text) for text in other.sent[-(3 - peers.index(other)) :]]
            assert {message["type"] for message in told} == {"presence"}
    finally:
        await lobby.close()


async def test_a_ready_or_a_reconnect_that_changes_nothing_sends_nothing() -> None:
    lobby, table, tokens, peers = await _four_people()
    try:
        await table.request(Start(token=tokens[0]))
        await table.request(Ready(token=tokens[1]))
        counts = [len(peer.sent) for peer in peers]
        await table.request(Ready(token=tokens[1]))  # already ready
        await table.request(Start(token=tokens[0]))  # already started
        again = RecordingPeer()
        await table.request(Connect(token=tokens[2], connection=again))  # the same seat
        assert [len(peer.sent) for peer in peers[:2] + peers[3:]] == counts[:2] + counts[3:]
        assert peers[2].close_code == CLOSE_REPLACED and len(again.sent) == 1
    finally:
        await lobby.close()


# -- 7. one connection per seat, caps per address and server-wide -----------------------------


@pytest.fixture
def capped() -> Iterator[LiveServer]:
    limits = Limits(
        connections_per_address=3, creations_per_minute=60, creation_burst=3, max_tables=4
    )
    with serving(create_app(MemoryTableStore(), limits=limits)) as live:
        yield live


async def test_a_new_connection_to_a_seat_closes_the_old_one_with_a_reason() -> None:
    with serving(create_app(MemoryTableStore())) as live:
        table = live.create(seats=FOUR)
        first = await Seat.open(live, table["id"], table["tokens"]["0"])
        await first.until(lambda s: s["seats"][0]["connected"])
        second = await Seat.open(live, table["id"], table["tokens"]["0"])
        await second.until(lambda s: s["seats"][0]["connected"])
        code, reason = await first.closed()
        assert code == CLOSE_REPLACED and "another window" in reason
        await second.send({"type": "ping", "id": 1})
        assert (await second.answer())["type"] == "ack"


async def test_connections_from_one_address_are_capped(capped: LiveServer) -> None:
    table = capped.create(seats=["human"] * 4)
    seats = [await Seat.open(capped, table["id"], table["tokens"][str(n)]) for n in range(3)]
    refused = await Seat.open(capped, table["id"], table["tokens"]["3"])
    error = await refused.answer()
    assert error["code"] == "too_many" and "at most 3" in error["message"]
    code, _reason = await refused.closed()
    assert code == CLOSE_TOO_MANY
    await seats[0].close()
    await asyncio.sleep(0.3)
    again = await Seat.open(capped, table["id"], table["tokens"]["3"])
    await again.until(lambda s: s["seats"][3]["connected"])


def test_tables_made_by_one_address_are_paced(capped: LiveServer) -> None:
    made = [capped.http("POST", "/api/tables", {"seats": FOUR})[0] for _ in range(4)]
    assert made[:3] == [201, 201, 201]
    assert made[3] == 429
    status, answer = capped.http("POST", "/api/tables", {"seats": FOUR})
    assert status == 429 and "a minute" in answer["detail"] and answer["detail_it"]
    status, _answer = capped.http("POST", "/api/profiles", {"nickname": "Anna"})
    assert status == 429


async def test_live_tables_are_capped_server_wide() -> None:
    lobby = Lobby(MemoryTableStore(), limits=Limits(max_tables=2))
    try:
        for address in ("10.0.0.1", "10.0.0.2"):
            await lobby.create(NewTable(seats=FOUR), address)
        with pytest.raises(Exception) as caught:
            await lobby.create(NewTable(seats=FOUR), "10.0.0.3")
        error: Any = caught.value
        assert error.http_status == 503 and "2 tables" in str(error)
    finally:
        await lobby.close()


async def test_a_table_keeps_only_its_timers_not_yet_fired() -> None:
    lobby = Lobby(MemoryTableStore())
    try:
        table, _tokens = await lobby.create(
            NewTable(seats=["ai:random"] * 4, ai_delay_ms=1, options={"target": 21}), "t"
        )
        most = 0
        deadline = asyncio.get_running_loop().time() + 60
        while not (table.over or table.hands_played() >= 1):
            assert asyncio.get_running_loop().time() < deadline, "the AI table did not play"
            most = max(most, len(table._timers))
            await asyncio.sleep(0.002)
        # Forty AI moves were each scheduled by a timer; only the pending one is held.
        assert most <= 2
    finally:
        await lobby.close()


def test_the_default_caps_leave_room_for_a_busy_club() -> None:
    limits = Limits()
    assert limits.max_tables >= 1000
    assert limits.creations_per_minute >= 600 and limits.creation_burst >= 100
    # a café's people behind one router, yet well under 1,024 open files (test_http_edge.py)
    assert 200 <= limits.connections_per_address <= 256


def test_a_rate_refills_with_time_and_keeps_its_burst() -> None:
    now = [0.0]
    bucket = TokenBucket(rate=10, burst=3, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.1
    assert bucket.take() and not bucket.take()
    pace = CreationPace(60, 2, clock=lambda: now[0], max_addresses=3)
    assert pace.allow("a") and pace.allow("a") and not pace.allow("a")
    for address in ("b", "c", "d", "e"):
        pace.allow(address)  # old full buckets are forgotten: the table of addresses is bounded
    assert len(pace._buckets) <= 3


# -- 8. AI players by name only ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "seat", "words"),
    [
        ("tressette", "ai:pimc:ms=60000,worlds=1000", "settings are for the command line"),
        ("tressette", "ai:heuristic:signals=ignore", "settings are for the command line"),
        ("tressette", "ai:cmd:/bin/sh -c 'yes'", "external programs"),
        ("tressette", "ai:oracle", "no player of this game"),
        ("pinnacola", "ai:strong:fast", "settings are for the command line"),
        ("pinnacola", "ai:pimc", "no player of this game"),
    ],
)
def test_server_seats_take_ai_players_by_name_only(game: str, seat: str, words: str) -> None:
    from fastapi.testclient import TestClient

    seats = ["human", seat] + (["ai:random", "ai:random"] if game == "tressette" else [])
    with TestClient(create_app(MemoryTableStore())) as client:
        response = client.post("/api/tables", json={"game": game, "seats": seats})
    assert response.status_code == 422 and words in response.json()["detail"]


def test_every_player_the_server_offers_sits_by_its_name() -> None:
    from fastapi.testclient import TestClient

    with TestClient(create_app(MemoryTableStore())) as client:
        for name in ("random", "heuristic", "pimc"):
            body = {"seats": ["human", f"ai:{name}", "ai:random", "ai:random"]}
            assert client.post("/api/tables", json=body).status_code == 201
        for name in ("random", "weak", "medium", "strong", "mixed"):
            pinnacola = {"game": "pinnacola", "seats": ["human", f"ai:{name}"]}
            assert client.post("/api/tables", json=pinnacola).status_code == 201
