"""The Roman match at a server table (docs/rules.md): a Tressette match of three games whose
second is played at Briscola. The table deals and plays that game by Briscola's own rules
through its part, each seat is sent Briscola's snapshot with the match around it
(``within``) while it is played, and the record holds the Briscola game, replays and
re-deals from the table's secret; a restart in the middle of it resumes where it was."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.core.dealing import redeal_faults
from circolo.games.briscola.ws_state import BriscolaState
from circolo.games.tressette.record import replay_record
from circolo.games.tressette.ws_state import TressetteState
from circolo.server.app import create_app
from circolo.storage.base import MemoryTableStore
from tests.server.test_pinnacola import ai_failures, answer, finish, wait_state

#: A short Roman match: Tressette games to one point, the Briscola game to four hands.
ROMAN = {"second_game": "briscola", "best_of": 3, "target": 1, "decider_target": None}


#: Seconds between a seat's messages: within the socket's rate limit (20 a second).
PACE_S = 0.055


@pytest.fixture
def client() -> Iterator[TestClient]:
    app = create_app(MemoryTableStore(), ready_timeout_s=0.05, seasons={})
    with TestClient(app) as test_client:
        yield test_client


def create(client: TestClient, seats: list[str], **body: Any) -> dict[str, Any]:
    response = client.post(
        "/api/tables", json={"seats": seats, "ai_delay_ms": 0, "options": ROMAN, **body}
    )
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def test_ai_seats_play_a_roman_match_whose_second_game_is_briscola_and_it_redeals(
    client: TestClient,
) -> None:
    table = create(client, ["ai:heuristic", "ai:random"] * 2)
    summary = finish(client, table["id"])
    assert summary["options"]["second_game"] == "briscola"
    games = summary["score"]["games"]
    assert [game["game"] for game in games][:2] == ["tressette", "briscola"]
    assert games[1]["ended_by"] == "hands" and max(games[1]["score"]) == 4
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert record["games"][1]["game"] == "briscola" and record["secret"]
    assert replay_record(record) == [] and redeal_faults(record) == []
    assert ai_failures(client) == 0


def test_a_redeal_check_finds_a_briscola_deal_of_a_roman_record_not_drawn_by_its_secret(
    client: TestClient,
) -> None:
    table = create(client, ["ai:random"] * 4)
    finish(client, table["id"])
    record = client.get(f"/api/tables/{table['id']}/record").json()
    hand = record["games"][1]["hands"][0]
    hand["deal"][0], hand["stock"][0] = hand["stock"][0], hand["deal"][0]
    assert redeal_faults(record) == ["game 2, hand 1: the deal is not the one the secret deals"]


def _seat_moves(ws: Any, state: dict[str, Any], number: int) -> bool:
    """Play the first legal card of whichever game is shown, if it is this seat's turn;
    say ready between hands (once). Whether a message was sent."""
    view = state["view"]
    if state["phase"] == "hand_over" and state["you"] not in state["ready"]:
        time.sleep(PACE_S)
        ws.send_json({"type": "ready", "id": number})
        answer(ws)
        return True
    if state["phase"] != "play" or view is None or view["to_move"] != state["you"]:
        return False
    message = {"type": "step", "step": {"card": view["legal"][0]}}  # either game's step
    time.sleep(PACE_S)
    ws.send_json({**message, "id": number, "turn": len(view["plays"])})
    assert answer(ws) == {"type": "ack", "v": 1, "id": number}
    return True


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_a_human_plays_the_briscola_game_of_a_roman_match_by_steps_seeing_the_match(
    client: TestClient,
) -> None:
    table = create(client, ["human", "ai:random", "ai:random", "ai:random"])
    token = table["tokens"]["0"]
    seen: set[str] = set()
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        number = 0
        refused = False
        while True:
            state = wait_state(ws, lambda m: True)
            model = BriscolaState if state["game"] == "briscola" else TressetteState
            model.model_validate_json(json.dumps(state))
            if state["status"] == "finished":
                break
            seen.add(state["game"])
            if state["game"] == "briscola":
                within = state["within"]
                assert within["game"] == "tressette" and within["best_of"] == 3
                assert within["games"][0]["game"] == "tressette"
                assert "all_hands" not in (state["view"] or {})
                if not refused and state["view"] is not None:
                    card = state["view"]["hand"][0]
                    ws.send_json({"type": "play", "id": "tressette", "card": card})
                    error = answer(ws)
                    assert error["type"] == "error" and error["code"] == "wrong_game"
                    refused = True
            else:
                assert state["within"] is None
            number += 1
            _seat_moves(ws, state, number)
    assert seen == {"tressette", "briscola"} and refused
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert replay_record(record) == [] and redeal_faults(record) == []


def _briscola_turn_of_seat_0(state: dict[str, Any]) -> bool:
    view = state["view"]
    return bool(state["game"] == "briscola" and state["phase"] == "play" and view["to_move"] == 0)


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_a_roman_table_resumes_after_a_restart_in_the_middle_of_its_briscola_game() -> None:
    store = MemoryTableStore()
    with TestClient(create_app(store, ready_timeout_s=0.05, seasons={})) as first:
        table = create(first, ["human", "ai:random", "ai:random", "ai:random"])
        token = table["tokens"]["0"]
        with first.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            first.post(f"/api/tables/{table['id']}/start", json={"token": token})
            number = 0
            while True:  # up to the human's first card of the Briscola game
                state = wait_state(ws, lambda m: True)
                number += 1
                briscola = state["game"] == "briscola" and state["phase"] == "play"
                if _seat_moves(ws, state, number) and briscola:
                    break
            before = wait_state(ws, _briscola_turn_of_seat_0)
    with TestClient(create_app(store, ready_timeout_s=0.05, seasons={})) as second:
        with second.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            state = wait_state(ws, lambda m: True)
            assert state["game"] == "briscola" and state["within"] == before["within"]
            for key in ("hand", "plays", "briscola", "stock", "taken"):
                assert state["view"][key] == before["view"][key]
            while state["status"] != "finished":
                number += 1
                _seat_moves(ws, state, number)
                state = wait_state(ws, lambda m: True)
        record = second.get(f"/api/tables/{table['id']}/record").json()
        assert replay_record(record) == [] and redeal_faults(record) == []
