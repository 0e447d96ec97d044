"""One move message for every game: ``{"type": "step", "step": STEP, "turn": N}`` on the
socket, saved as ``{"kind": "step", "seat": S, "step": STEP}``; the older ``play`` and ``pin``
are still taken for one release, their ack saying so in both languages."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.games import GAMES
from circolo.server.app import create_app
from circolo.storage.base import MemoryTableStore
from tests.server.test_pinnacola import SINGLE, answer, finish, my_turn, wait_state


@pytest.fixture
def store() -> MemoryTableStore:
    return MemoryTableStore()


@pytest.fixture
def client(store: MemoryTableStore) -> Iterator[TestClient]:
    with TestClient(create_app(store, ready_timeout_s=0.05, seasons={})) as test_client:
        yield test_client


def _create(client: TestClient, game: str, seats: list[str], **body: Any) -> dict[str, Any]:
    response = client.post(
        "/api/tables", json={"game": game, "seats": seats, "ai_delay_ms": 0, **body}
    )
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def _saved_steps(store: MemoryTableStore, table_id: str) -> list[dict[str, Any]]:
    stored = asyncio.run(store.load_table(table_id))
    assert stored is not None
    return [event for event in stored.events if "seat" in event and event["kind"] != "join"]


def test_a_tressette_card_is_played_with_the_one_step_message_and_saved_as_a_step(
    client: TestClient, store: MemoryTableStore
) -> None:
    table = _create(client, "tressette", ["human", "ai:random", "ai:random", "ai:random"])
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        state = wait_state(ws, my_turn)
        card = state["view"]["legal"][0]
        turn = len(state["view"]["plays"])
        ws.send_json({"type": "step", "id": 1, "step": {"card": card}, "turn": turn})
        assert answer(ws) == {"type": "ack", "v": 1, "id": 1}
    mine = [e for e in _saved_steps(store, table["id"]) if e["seat"] == 0]
    assert mine[0] == {"kind": "step", "seat": 0, "step": {"card": card, "signals": []}}


def test_a_step_this_game_does_not_write_is_refused_with_the_shape_of_its_step(
    client: TestClient,
) -> None:
    table = _create(client, "tressette", ["human", "ai:random", "ai:random", "ai:random"])
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        wait_state(ws, my_turn)
        ws.send_json({"type": "step", "id": 2, "step": {"swap": "7b"}})
        refusal = answer(ws)
    assert refusal["type"] == "error" and refusal["code"] == "bad_request"
    assert '{"card": "3d", "signals": ["busso"]}' in refusal["message"]
    assert "mossa di Tressette" in refusal["message_it"]


def test_a_pinnacola_step_is_taken_with_the_one_step_message(
    client: TestClient, store: MemoryTableStore
) -> None:
    table = _create(client, "pinnacola", ["human", "ai:random"], options=SINGLE)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        wait_state(ws, my_turn)
        ws.send_json({"type": "step", "id": 3, "step": {"draw": {"from": "stock"}}})
        assert answer(ws) == {"type": "ack", "v": 1, "id": 3}
    mine = [e for e in _saved_steps(store, table["id"]) if e["seat"] == 0]
    assert mine[0] == {"kind": "step", "seat": 0, "step": {"draw": {"from": "stock"}}}


@pytest.mark.parametrize(
    ("game", "seats", "older"),
    [
        ("tressette", ["human", "ai:random", "ai:random", "ai:random"], "play"),
        ("pinnacola", ["human", "ai:random"], "pin"),
    ],
)
def test_the_older_move_messages_are_taken_with_a_deprecation_note_in_both_languages(
    client: TestClient, game: str, seats: list[str], older: str
) -> None:
    options = SINGLE if game == "pinnacola" else {}
    table = _create(client, game, seats, options=options)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        state = wait_state(ws, my_turn)
        if older == "play":
            ws.send_json({"type": "play", "id": 4, "card": state["view"]["legal"][0]})
        else:
            ws.send_json({"type": "pin", "id": 4, "step": {"draw": {"from": "stock"}}})
        ack = answer(ws)
    assert ack["type"] == "ack" and ack["id"] == 4
    assert f"'{older}'" in ack["deprecated"]["en"] and '"type": "step"' in ack["deprecated"]["en"]
    assert "deprecato" in ack["deprecated"]["it"]


def test_every_games_table_saves_its_moves_as_the_one_step_event(
    client: TestClient, store: MemoryTableStore
) -> None:
    for name, game in GAMES.items():
        seats = ["ai:random"] * game.seat_counts[0]
        options = SINGLE if name == "pinnacola" else {}
        table = _create(client, name, seats, options=options)
        finish(client, table["id"])
        moves = _saved_steps(store, table["id"])
        assert moves, name
        assert {event["kind"] for event in moves} == {"step"}, name
        assert all(set(event) == {"kind", "seat", "step"} for event in moves), name
        record = client.get(f"/api/tables/{table['id']}/record").json()
        assert list(game.replay_record(record, 1)) == [], name
