"""A Scopa table over HTTP and the WebSocket: a person plays a whole game by ``step`` messages
and is refused a take the rules forbid with the rule's sentence, in it and en; an unreadable,
stale or impossible step gets one error and the connection stays; the routes offer Scopa and
the protocol's schema types its messages."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.core.cards.italian import Card, parse_cards
from circolo.core.dealing import redeal_faults
from circolo.core.game import Game
from circolo.core.i18n import t
from circolo.games.scopa.captures import refusal, takes
from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.server.protocol import json_schema, state_messages
from circolo.storage.base import MemoryTableStore
from tests.server.test_pinnacola import answer, my_turn, wait_state


@pytest.fixture
def client() -> Iterator[TestClient]:
    # a whole game is some sixty steps, sent as fast as the table answers them
    limits = Limits(messages_per_second=1000.0, message_burst=1000)
    app = create_app(MemoryTableStore(), ready_timeout_s=0.05, seasons={}, limits=limits)
    with TestClient(app) as test:
        yield test


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json={"game": "scopa", "ai_delay_ms": 0, **body})
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def _laid_instead_of_taking(view: dict[str, Any]) -> str | None:
    """A card of the hand that can take, which the step will lay down instead (or None)."""
    table = parse_cards(view["table"])
    for code in view["hand"]:
        if takes(Card.parse(code), table, aces_sweep=False) != ((),):
            return str(code)
    return None


def test_a_person_plays_a_whole_game_by_steps_and_is_refused_a_card_that_must_take(
    scopa: Game[Any], client: TestClient
) -> None:
    table = create(client, seats=["human", "ai:random"])
    token = table["tokens"]["0"]
    refused: dict[str, Any] | None = None
    expected: Any = None
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        number = 0
        while True:
            state = wait_state(ws, lambda m: my_turn(m) or m["status"] == "finished")
            state_messages().validate_json(json.dumps(state))
            if state["status"] == "finished":
                break
            view = state["view"]
            assert "all_hands" not in view and len(view["hand"]) <= 3
            turn = len(view["plays"])
            laid = _laid_instead_of_taking(view) if refused is None else None
            if laid is not None:
                ws.send_json({"type": "step", "id": "lay", "step": {"card": laid, "take": []}})
                refused = answer(ws)
                table_cards = parse_cards(view["table"])
                expected = refusal(0, Card.parse(laid), (), table_cards, aces_sweep=False)
            number += 1
            ws.send_json({"type": "step", "id": number, "step": view["legal"][0], "turn": turn})
            assert answer(ws) == {"type": "ack", "v": 1, "id": number}
    assert state["match"]["winner"] in (0, 1) and max(state["match"]["score"]) >= 11
    assert refused is not None and refused["code"] == "illegal"
    assert expected is not None and expected.key == "error.scopa_must_take"
    assert refused["message"] == expected.message("en")
    assert refused["message_it"] == expected.message("it")
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert list(scopa.replay_record(record, 1)) == [] and redeal_faults(record) == []
    assert sum(play["seat"] == 0 for hand in record["hands"] for play in hand["plays"]) == number


def test_an_unreadable_stale_or_impossible_step_gets_one_error_and_the_connection_stays(
    scopa: Game[Any], client: TestClient
) -> None:
    table = create(client, seats=["human", "ai:random"])
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        view = wait_state(ws, my_turn)["view"]
        outside = next(c for c in ("Rd", "Rc", "Rs", "Rb", "Cd") if c not in view["table"])
        legal = view["legal"][0]
        sent: list[tuple[dict[str, Any], str, str]] = [
            ({"step": {"card": legal["card"]}}, "bad_request", t("error.scopa_step", "en")),
            ({"step": legal, "turn": len(view["plays"]) + 5}, "stale", "meant for play"),
            (
                {"step": {"card": legal["card"], "take": [outside]}},
                "illegal",
                f"{outside} is not on the table",
            ),
        ]
        for number, (message, code, said) in enumerate(sent):
            ws.send_json({"type": "step", "id": number, **message})
            error = answer(ws)
            assert error["type"] == "error" and error["code"] == code and said in error["message"]
        ws.send_json({"type": "play", "id": "old", "card": legal["card"]})
        wrong = answer(ws)
        assert wrong["code"] == "wrong_game" and '"take": ["3c", "4s"]' in wrong["message"]
        assert "tavolo di Scopa" in wrong["message_it"]
        ws.send_json({"type": "ping", "id": "p"})
        assert answer(ws)["type"] == "ack"


def test_the_routes_offer_scopa_and_the_protocol_types_its_messages(
    scopa: Game[Any], client: TestClient
) -> None:
    listed = client.get("/api/games").json()["games"]
    assert {"name": "scopa", "variants": ["classica", "a-quattro", "scopone"], "seats": [2, 4]} in (
        listed
    )
    info = client.get("/api/games/scopa").json()
    assert info["game"] == "scopa" and [v["name"] for v in info["variants"]][-1] == "scopone"
    board = client.get("/api/leaderboard", params={"game": "scopa", "variant": "scopone"})
    assert board.status_code == 200 and board.json()["players"] == []
    refused = client.post("/api/tables", json={"game": "scopa", "seats": ["human"] * 3})
    assert refused.status_code == 422
    assert refused.json()["detail_it"] == t("server.error.scopa_seats_count", "it")
    scopone = client.post(
        "/api/tables", json={"game": "scopa", "variant": "scopone", "seats": ["human"] * 2}
    )
    assert scopone.status_code == 422 and "Scopone" in scopone.json()["detail"]
    schema = json.dumps(json_schema())
    assert "ScopaState" in schema and "ScopaStepSuggestion" in schema
