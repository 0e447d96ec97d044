"""Spectators: anyone may watch a table (unless its creator said no), sees only what is
public, is listed at the table, and costs the players one encoding however many watch."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Unwatch, Watch
from circolo.server.app import create_app
from circolo.server.bodies import NewTable
from circolo.server.limits import Limits
from circolo.server.protocol import state_messages
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.server.peers import RecordingPeer

AI_TABLES = [
    NewTable(game="tressette", variant="classico", seats=["ai:random"] * 4, ai_delay_ms=0,
             options={"target": 1}),
    NewTable(game="briscola", seats=["ai:random"] * 2, ai_delay_ms=0,
             options={"hands_to_win": 1}),
    NewTable(game="pinnacola", seats=["ai:random"] * 2, ai_delay_ms=0,
             options={"mode": "single"}),
]  # fmt: skip


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as test_client:
        yield test_client


def _create(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json={"game": "tressette", "ai_delay_ms": 0, **body})
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


@pytest.mark.parametrize("body", AI_TABLES, ids=lambda body: body.game)
async def test_spectators_of_a_computers_table_watch_it_to_the_end_and_share_one_encoding(
    body: NewTable,
) -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    try:
        table, _ = await lobby.create(body, "test")
        first, second = RecordingPeer(), RecordingPeer()
        await table.request(Watch(name="Anna", connection=first))
        await table.request(Watch(name="", connection=second))
        for _ in range(3_000):  # a table of computers plays by itself
            if table.over:
                break
            await asyncio.sleep(0.01)
    finally:
        await lobby.close()
    assert table.over, "the computers' table did not end"
    states = [m for m in first.sent if '"type":"state"' in m]
    assert len(states) > 5
    checker = state_messages()
    for text in states:
        state = checker.validate_json(text)
        assert state.watching and state.reasons == []
        assert state.spectators in (["Anna"], ["Anna", ""])  # the second came just after
        view = state.view
        assert view is None or not view.hand  # no hand, ever
    # one text for all of them: the same string object was queued for both
    shared = [m for m in second.sent if '"type":"state"' in m]
    assert any(a is b for a, b in zip(states[-3:], shared[-3:], strict=True))


def test_a_spectator_sees_the_plays_is_listed_and_may_only_ping(client: TestClient) -> None:
    seats = ["human", "ai:random", "ai:random", "ai:random"]
    table = _create(client, variant="classico", seats=seats, options={"target": 1})
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as seat:
        seat.receive_json()
        with client.websocket_connect(f"/api/tables/{table['id']}/watch?name=Bruno") as watcher:
            first = watcher.receive_json()
            assert first["type"] == "state" and first["watching"] is True
            assert first["spectators"] == ["Bruno"]
            told = [seat.receive_json() for _ in range(1)]
            assert told[0] == {"type": "audience", "v": 1, "spectators": ["Bruno"]}
            client.post(f"/api/tables/{table['id']}/start", json={"token": token})
            state = watcher.receive_json()
            while state["type"] != "state" or not state["view"]:
                state = watcher.receive_json()
            assert state["view"]["hand"] == [] and state["view"]["legal"] == []
            assert client.get(f"/api/tables/{table['id']}").json()["watching"] == 1
            watcher.send_json({"type": "play", "id": 7, "card": "Ad"})
            refusal = _answer(watcher)
            assert refusal["code"] == "watching" and refusal["id"] == 7
            assert "take an open seat" in refusal["message"]
            watcher.send_json({"type": "ping", "id": 8})
            assert _answer(watcher) == {"type": "ack", "v": 1, "id": 8}
        gone = _audience(seat)
        assert gone["spectators"] == []


def _answer(ws: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] not in ("state", "presence", "audience"):
            return message


def _audience(ws: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == "audience":
            return message


def test_a_table_closed_to_spectators_refuses_them_with_a_sentence(client: TestClient) -> None:
    seats = ["human", "ai:random", "ai:random", "ai:random"]
    table = _create(client, variant="classico", seats=seats, spectators=False)
    assert client.get(f"/api/tables/{table['id']}").json()["spectators"] is False
    with client.websocket_connect(f"/api/tables/{table['id']}/watch") as watcher:
        refusal = watcher.receive_json()
        assert refusal["code"] == "no_spectators"
        assert "chose not to let it be watched" in refusal["message"]
        assert "spettatori" in refusal["message_it"]
        with pytest.raises(WebSocketDisconnect):
            watcher.receive_json()


@pytest.mark.parametrize(
    ("name", "problem"),
    [("x" * 41, "at most 40 characters"), ("a%00b", "printable")],
    ids=["too-long", "control-character"],
)
def test_a_bad_spectator_name_is_refused_saying_what_is_wrong(
    client: TestClient, name: str, problem: str
) -> None:
    table = _create(client, variant="classico")
    with client.websocket_connect(f"/api/tables/{table['id']}/watch?name={name}") as watcher:
        refusal = watcher.receive_json()
    assert refusal["code"] == "bad_request" and problem in refusal["message"]


async def test_a_table_takes_no_more_spectators_than_its_cap_and_lets_one_back_in() -> None:
    lobby = Lobby(MemoryTableStore(), limits=Limits(spectators_per_table=2))
    try:
        table, _ = await lobby.create(AI_TABLES[0], "test")
        peers = [RecordingPeer() for _ in range(3)]
        await table.request(Watch(name="a", connection=peers[0]))
        await table.request(Watch(name="b", connection=peers[1]))
        with pytest.raises(TableError) as refused:
            await table.request(Watch(name="c", connection=peers[2]))
        assert refused.value.code == "too_many" and "at most 2" in refused.value.sentences()[0]
        await table.request(Unwatch(connection=peers[0]))
        await table.request(Watch(name="c", connection=peers[2]))  # a place came free
        assert table.audience.names() == ["b", "c"]
    finally:
        await lobby.close()
