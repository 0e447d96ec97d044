"""A ``pin`` message's ``step``: the step as records and the engine protocol write it, read by
the one codec (circolo/games/pinnacola/view_json.py) beside the older ``action`` fields."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.core.cards.french import FrenchCard
from circolo.core.hosting.protocol import PinMessage
from circolo.core.hosting.refusals import TableError
from circolo.games.pinnacola import table as pinnacola_table
from circolo.games.pinnacola.actions import DrawStock, EndHand
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.table import PinnacolaPart
from circolo.games.pinnacola.table_moves import choices_for, older_action, read_message
from circolo.games.pinnacola.ws_state import PinnacolaState, PinSuggestion
from circolo.play.commands import Connect, Move, Start
from circolo.play.table import Table
from circolo.server.app import create_app
from circolo.server.bodies import NewTable
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.server.peers import RecordingPeer
from tests.server.test_pinnacola import (
    FIRST,
    SECOND,
    SINGLE,
    _deck_with,
    answer,
    create,
    my_turn,
    wait_state,
)


@pytest.fixture
def client() -> Iterator[TestClient]:
    app = create_app(MemoryTableStore(), ready_timeout_s=0.2, seasons={})
    with TestClient(app) as test_client:
        yield test_client


def _deck(_options: PinnacolaOptions, _source: object, _number: int) -> list[FrenchCard]:
    """The deal of tests/server/test_pinnacola.py, with the king of clubs turned up."""
    dealt = [code for pair in zip(FIRST, SECOND, strict=True) for code in pair]
    return _deck_with([*dealt, "Kc"])


async def _two_humans(
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[Lobby, Table, dict[int, str]]:
    """A table of two humans on that deal, started; the first to move holds FIRST."""
    monkeypatch.setattr(pinnacola_table, "pinnacola_deck", _deck)
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, tokens = await lobby.create(
        NewTable(game="pinnacola", seats=["human", "human"], ai_delay_ms=0, options=SINGLE),
        "test",
    )
    assert isinstance(table.part, PinnacolaPart)
    for seat in (0, 1):
        await table.request(Connect(token=tokens[seat], connection=RecordingPeer()))
    await table.request(Start(token=tokens[0]))
    return lobby, table, tokens


async def _step(table: Table, token: str, step: dict[str, Any]) -> None:
    """Send ``step`` as a ``pin`` message's ``step``, with the turn as the browser sends it."""
    assert table.match is not None and table.match.hand is not None
    message = PinMessage(type="pin", step=step, turn=len(table.match.hand.turns))
    await table.request(Move(token=token, message=message))


async def test_a_pin_with_a_step_plays_each_kind_of_step_as_records_write_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lobby, table, tokens = await _two_humans(monkeypatch)
    assert table.match is not None and table.match.to_move is not None
    first, second = tokens[table.match.to_move], tokens[1 - table.match.to_move]
    await _step(table, first, {"draw": {"from": "stock"}})
    await _step(table, first, {"meld": ["Qh", "Qs", "JK"]})  # a bare joker: a queen, one meaning
    await _step(table, first, {"undo": True})
    assert table.match.hand is not None and table.match.hand.melds == ()
    await _step(table, first, {"meld": ["Qh", "Qs", "JK=Q"]})
    await _step(table, first, {"meld": ["5h", "6h", "7h"]})
    await _step(table, first, {"discard": "2d"})
    await _step(table, second, {"draw": {"from": "discard", "index": 0}})  # Kc and 2d
    await _step(table, second, {"meld": ["Kh", "Ks", "Kc"]})
    await _step(table, second, {"swap": 0, "give": "Qd", "take": "JK"})
    await _step(table, second, {"attach": 2, "cards": ["JK"]})  # the joker taken, as a king
    await _step(table, second, {"discard": "9d"})
    hand = table.match.hand
    assert hand is not None
    assert [meld.codes for meld in hand.melds] == [
        ["Qh", "Qd", "Qs"],
        ["5h", "6h", "7h"],
        ["Kh", "Kc", "Ks", "JK=K"],
    ]
    stored = await table.store.load_table(table.id)
    assert stored is not None
    saved = [event["step"] for event in stored.events if event["kind"] == "step"]
    assert saved[1] == {"meld": ["Qh", "Qs", "JK=Q"]}  # saved with its meaning, in one shape
    assert saved[-2:] == [{"attach": 2, "cards": ["JK=K"]}, {"discard": "9d"}]
    with pytest.raises(TableError) as caught:  # the end of the hand, read as one
        await _step(table, first, {"draw": None})
    assert caught.value.to_message()["message"] == "the stock is not empty: draw"
    assert read_message(PinMessage(type="pin", step={"draw": None})) == EndHand()
    await lobby.close()


async def test_a_step_with_a_bare_wild_card_of_several_meanings_is_refused_as_ambiguous(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lobby, table, tokens = await _two_humans(monkeypatch)
    assert table.match is not None and table.match.to_move is not None
    first = tokens[table.match.to_move]
    await _step(table, first, {"draw": {"from": "stock"}})
    with pytest.raises(TableError) as caught:
        await _step(table, first, {"meld": ["5h", "6h", "JK"]})
    refusal = caught.value.to_message()
    assert refusal["code"] == "ambiguous"
    assert "5h 6h JK=7h | JK=4h 5h 6h" in refusal["message"]
    assert table.match.hand is not None and table.match.hand.melds == ()
    await lobby.close()


#: Steps the records' codec does not read, the code of their refusal and words of its sentence.
MALFORMED: list[tuple[Any, str, str]] = [
    ({"discard": "Zz"}, "bad_request", "the field step.discard is wrong: 'Zz' is not"),
    ({"swap": 0, "give": "7h", "take": 5}, "bad_request", "the field step.take is wrong"),
    ({"meld": ["5h", "6h", "JK=JK"]}, "bad_request", "the field step.meld is wrong"),
    ({"attach": 0, "cards": [None]}, "bad_request", "the field step.cards is wrong"),
    ({"draw": "stock"}, "bad_request", "the field step is not a step of the turn"),
    ({"undo": 1}, "bad_request", "the field step is not a step of the turn"),
    ({"discard": "Qs", "meld": []}, "bad_request", "the field step is not a step of the turn"),
    (["draw"], "bad_message", "step"),
]


def test_a_malformed_step_gets_one_error_naming_the_field_and_the_connection_stays(
    client: TestClient,
) -> None:
    table = create(client, seats=["human", "ai:random"], options=SINGLE)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        wait_state(ws, lambda m: m["view"] is not None)
        for number, (step, code, words) in enumerate(MALFORMED):
            ws.send_json({"type": "step", "id": number, "step": step})
            refusal = answer(ws)
            assert (refusal["type"], refusal["id"], refusal["code"]) == ("error", number, code)
            assert words in refusal["message"], refusal
            assert "step" in refusal["message_it"]
        ws.send_json({"type": "ping", "id": "still-there"})
        assert answer(ws) == {"type": "ack", "v": 1, "id": "still-there"}


def test_a_bad_card_in_a_step_is_named_in_each_language(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:random"], options=SINGLE)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        wait_state(ws, lambda m: m["view"] is not None)
        ws.send_json({"type": "step", "id": 1, "step": {"discard": "Zz"}})
        refusal = answer(ws)
    assert refusal["message"].startswith("the field step.discard is wrong: 'Zz' is not a")
    assert refusal["message_it"].startswith("il campo step.discard è sbagliato: 'Zz' non è")


@pytest.mark.parametrize(
    "fields",
    [{"step": {"draw": {"from": "stock"}}, "action": "draw_stock"}, {}, {"card": "Qs"}],
    ids=["both", "neither", "fields-without-action"],
)
def test_a_pin_with_both_step_and_action_or_with_neither_is_refused(
    client: TestClient, fields: dict[str, Any]
) -> None:
    table = create(client, seats=["human", "ai:random"], options=SINGLE)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        wait_state(ws, lambda m: m["view"] is not None)
        ws.send_json({"type": "pin", "id": 4, **fields})
        refusal = answer(ws)
        assert refusal["code"] == "bad_request" and refusal["id"] == 4
        assert "either step" in refusal["message"] and "step" in refusal["message_it"]
        ws.send_json({"type": "ping", "id": 5})
        assert answer(ws)["type"] == "ack"


def later_turn(message: dict[str, Any], turn: int) -> bool:
    """Whether the state is this seat's turn again after turn number ``turn`` (counted as
    the view's ``turns`` counts them): the others have played since."""
    return my_turn(message) and len(message["view"]["turns"]) > turn


def test_a_suggested_step_sent_back_is_taken_and_the_reasons_carry_steps(
    client: TestClient,
) -> None:
    table = create(client, seats=["human", "ai:random"], options=SINGLE, training=True)
    token = table["tokens"]["0"]
    taken: list[dict[str, Any]] = []
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        turn = 0
        for number in range(80):
            state = wait_state(ws, lambda m: my_turn(m) or m["status"] == "finished")
            if state["status"] == "finished":
                break
            turn = len(state["view"]["turns"])
            ws.send_json({"type": "suggest", "id": f"s{number}"})
            suggestion = answer(ws)
            PinSuggestion.model_validate_json(json.dumps(suggestion))
            assert suggestion["action"] == older_action(suggestion["step"])  # older clients
            if number == 0:
                late = {"type": "step", "id": "late", "step": suggestion["step"], "turn": 9}
                ws.send_json(late)
                assert answer(ws)["code"] == "stale"  # the turn check holds for a step too
            ws.send_json({"type": "step", "id": number, "step": suggestion["step"], "turn": turn})
            assert answer(ws) == {"type": "ack", "v": 1, "id": number}
            taken.append(suggestion["step"])
            if "discard" in suggestion["step"]:
                break  # the turn is over: the computer's comes
            time.sleep(0.1)  # within the socket's 20 messages a second
        # a state from before the discard may still be queued: wait for the computer's turn
        state = wait_state(ws, lambda m: m["status"] == "finished" or later_turn(m, turn))
    assert taken and "draw" in taken[0] and "discard" in taken[-1]
    PinnacolaState.model_validate_json(json.dumps(state))
    assert state["pin_reasons"]  # the computer's steps with their reasons
    for reason in state["pin_reasons"]:
        assert reason["seat"] == 1 and reason["action"] == older_action(reason["step"])


def test_cards_not_held_are_taken_as_written_without_searching_their_meanings() -> None:
    options = PinnacolaOptions(players=2)
    match = MatchState.new(options, 0).deal(_deck_with(FIRST)).apply(DrawStock())
    started = time.monotonic()
    choices = choices_for(["Ah"] * 20 + ["JK"], None, match, 1)  # else 2^20 runs, seconds
    assert time.monotonic() - started < 1
    assert [[str(p) for p in choice] for choice in choices] == [["Ah"] * 20 + ["JK"]]
