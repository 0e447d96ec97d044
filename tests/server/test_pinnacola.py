"""Pinnacola tables on the server: AI seats play to the end, humans are refused with the
rule's sentence, snapshots hide the other hands and the stock, leaderboards follow docs/rules.md."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from circolo.core.cards.french import FrenchCard, pinnacola_deck
from circolo.core.hosting.protocol import PinMessage
from circolo.games.pinnacola.actions import DrawStock
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.record import replay_record
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.table import PinnacolaPart, choices_for
from circolo.games.pinnacola.table_moves import message_step, older_action
from circolo.games.pinnacola.view_json import action_to_json
from circolo.play.commands import Connect, Move, Ready, Start
from circolo.server.app import create_app
from circolo.storage.base import MemoryTableStore
from tests.server.peers import RecordingPeer

SINGLE = {"mode": "single"}
#: What a seat's view holds: its own hand, and counts of everything hidden.
VIEW_KEYS = {
    "game", "options", "seat", "dealer", "hand", "hand_sizes", "stock_size", "pile", "melds",
    "opened", "known", "to_move", "phase", "must_use", "turn", "turns", "score",
    "hand_number", "usable_pile", "discardable",
}  # fmt: skip
_ids = itertools.count(1)


@pytest.fixture
def store() -> MemoryTableStore:
    return MemoryTableStore()


@pytest.fixture
def client(store: MemoryTableStore) -> Iterator[TestClient]:
    with TestClient(create_app(store, ready_timeout_s=0.2, seasons={})) as test_client:
        yield test_client


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json={"game": "pinnacola", "ai_delay_ms": 0, **body})
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def finish(client: TestClient, table_id: str) -> dict[str, Any]:
    for _ in range(20_000):
        summary: dict[str, Any] = client.get(f"/api/tables/{table_id}").json()
        if summary["status"] == "finished":
            return summary
    raise AssertionError("the table did not finish")


#: States read while waiting for an answer, per socket: the next wait_state sees them.
_skipped: dict[int, list[dict[str, Any]]] = {}


def wait_state(ws: WebSocketTestSession, stop: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    held = _skipped.setdefault(id(ws), [])
    while True:
        message: dict[str, Any] = held.pop(0) if held else ws.receive_json()
        if message["type"] == "state" and stop(message) and not _newer(held, stop):
            return message


def _newer(held: list[dict[str, Any]], stop: Callable[[dict[str, Any]], bool]) -> bool:
    return any(m["type"] == "state" and stop(m) for m in held)


def answer(ws: WebSocketTestSession) -> dict[str, Any]:
    held = _skipped.setdefault(id(ws), [])
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] != "state":
            return message
        held.append(message)


def my_turn(message: dict[str, Any]) -> bool:
    view = message["view"]
    return message["phase"] == "play" and view is not None and view["to_move"] == message["you"]


@pytest.mark.parametrize("seats", [2, 4])
def test_ai_seats_play_a_table_to_the_end_and_its_record_replays(
    client: TestClient, seats: int
) -> None:
    table = create(client, seats=["ai:random"] * seats, options=SINGLE)
    summary = finish(client, table["id"])
    assert summary["game"] == "pinnacola"
    assert summary["options"]["players"] == seats
    # One hand ends the match: by its score, or at once by a pinnacolone (the deal is secret).
    assert summary["score"]["ended_by"] in ("single", "pinnacolone")
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert record["game"] == "pinnacola" and len(record["hands"]) == 1
    assert record["players"] == ["random"] * seats
    assert replay_record(record) == []
    assert ai_failures(client) == 0, "an AI player failed (see the log) and a fallback played"


def ai_failures(client: TestClient) -> int:
    """The AI decisions that failed at this server (each logged with table, seat, state)."""
    failures: int = client.app.state.lobby.ai_pool.failures  # type: ignore[attr-defined]
    return failures


def test_bad_tables_are_refused_with_the_reason(client: TestClient) -> None:
    def refused(**body: Any) -> str:
        response = client.post("/api/tables", json={"game": "pinnacola", **body})
        assert response.status_code == 422, response.text
        detail: str = response.json()["detail"]
        return detail

    assert "2 or 4 seats" in refused(seats=["human", "open", "open"])
    assert "medium" in refused(seats=["human", "ai:heuristic"])
    assert "players is 4" in refused(seats=["human", "ai:random"], options={"players": 4})
    assert "target" in refused(seats=["human", "ai:random"], options={"target": 7})
    assert "standard" in refused(seats=["human", "ai:random"], variant="classico")
    assert (
        "tressette, pinnacola"
        in client.post("/api/tables", json={"game": "burraco", "seats": ["human"]}).json()["detail"]
    )
    info = client.get("/api/games/pinnacola").json()
    assert info["seats"] == [2, 4]
    assert [o["key"] for o in info["options"]][:2] == ["players", "cards_per_hand"]


def test_a_human_plays_a_hand_sees_only_their_own_cards_and_is_refused_with_the_rule(
    client: TestClient,
) -> None:
    table = create(client, seats=["human", "ai:random"], options=SINGLE)
    token = table["tokens"]["0"]
    refusals: list[dict[str, Any]] = []
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        for _ in range(8):  # a few turns by hand (the socket allows 20 messages a second)
            message = wait_state(ws, lambda m: my_turn(m) or m["status"] == "finished")
            if message["status"] == "finished":
                break
            view = message["view"]
            assert set(view) == VIEW_KEYS  # no other hand, no stock, no deal
            assert len(view["hand"]) == view["hand_sizes"][0]
            turn = len(view["turns"])
            if view["phase"] == "draw":
                if not refusals:
                    ws.send_json({"type": "pin", "id": 1, "action": "discard",
                                  "card": view["hand"][0]})  # fmt: skip
                    refusals.append(answer(ws))
                action = {"action": "draw_stock"} if view["stock_size"] else {"action": "end_hand"}
                ws.send_json({"type": "pin", "id": next(_ids), "turn": turn, **action})
                reply = answer(ws)
                assert reply["type"] == "ack", reply
                continue
            if len(refusals) == 1:
                held = set(view["hand"])
                missing = next(c.code for c in pinnacola_deck(pinelle=False, jokers=True)
                               if c.code not in held)  # fmt: skip
                ws.send_json({"type": "pin", "id": 2, "action": "discard", "card": missing})
                refusals.append(answer(ws))
                ws.send_json({"type": "pin", "id": 3, "action": "meld",
                              "cards": ["2h", "9s", "Kd"]})  # fmt: skip
                refusals.append(answer(ws))
                ws.send_json({"type": "pin", "id": 4, "action": "draw_stock"})
                refusals.append(answer(ws))
            ws.send_json({"type": "pin", "id": next(_ids), "turn": turn, "action": "discard",
                          "card": view["discardable"][0]})  # fmt: skip
            reply = answer(ws)
            assert reply["type"] == "ack", reply
        ws.send_json({"type": "leave", "id": 99})  # the AI plays the rest of the hand
        assert answer(ws)["type"] == "ack"
    finish(client, table["id"])
    first, not_held, bad_meld, drawn = refusals
    assert first["code"] == "illegal" and first["message"].startswith("draw first")
    assert first["message_it"] != first["message"]
    assert not_held["message"] == f"you do not hold {FrenchCard.parse(missing).name('en')}"
    assert bad_meld["code"] == "illegal"
    assert drawn["message"] == "you have already drawn this turn"
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert replay_record(record) == []
    assert record["players"][0] == "human"


def test_a_pinnacola_message_at_a_tressette_table_is_refused(client: TestClient) -> None:
    body = {"game": "tressette", "ai_delay_ms": 0, "seats": ["human", "open", "open", "open"]}
    response = client.post("/api/tables", json=body)
    table = response.json()
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        ws.send_json({"type": "pin", "id": 7, "action": "draw_stock"})
        refusal = answer(ws)
    assert refusal["code"] == "wrong_game" and refusal["id"] == 7


def test_a_table_resumes_after_a_restart(store: MemoryTableStore) -> None:
    with TestClient(create_app(store, ready_timeout_s=0.2, seasons={})) as first:
        table = create(first, seats=["human", "ai:random"], options=SINGLE)
        token = table["tokens"]["0"]
        with first.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            first.post(f"/api/tables/{table['id']}/start", json={"token": token})
            before = wait_state(ws, my_turn)
            ws.send_json({"type": "pin", "id": 1, "action": "draw_stock"})
            assert answer(ws)["type"] == "ack"
            before = wait_state(ws, lambda m: m["view"]["phase"] == "meld")
    with TestClient(create_app(store, ready_timeout_s=0.2, seasons={})) as second:
        with second.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            after = wait_state(ws, lambda m: m["view"] is not None)
            assert after["view"]["hand"] == before["view"]["hand"]
            assert after["view"]["phase"] == "meld"
            ws.send_json({"type": "leave", "id": 2})  # the AI plays the rest
            assert answer(ws)["type"] == "ack"
        seats = second.get(f"/api/tables/{table['id']}").json()["seats"]
        assert seats[0]["ai"] == "medium"  # who takes a Pinnacola seat left by a human
        finish(second, table["id"])
        assert replay_record(second.get(f"/api/tables/{table['id']}/record").json()) == []


def _deck_with(first_cards: list[str]) -> list[FrenchCard]:
    deck = list(pinnacola_deck(pinelle=False, jokers=True))
    chosen = [FrenchCard.parse(code) for code in first_cards]
    for card in chosen:
        deck.remove(card)
    return [*chosen, *deck]


def test_a_bare_wild_card_is_given_each_meaning_that_fits() -> None:
    options = PinnacolaOptions(players=2)
    # dealer 0 deals card i to seat (1 + i) % 2: seat 1 gets the even places
    deck = _deck_with(["5h", "2c", "6h", "3c", "JK", "4c"])
    match = MatchState.new(options, 0).deal(deck).apply(DrawStock())
    choices = choices_for(["5h", "6h", "JK"], None, match, 1)
    assert [[str(p) for p in c] for c in choices] == [["5h", "6h", "JK=7h"], ["JK=4h", "5h", "6h"]]
    assert [[str(p) for p in c] for c in choices_for(["5h", "6h", "JK=7h"], None, match, 1)] == [
        ["5h", "6h", "JK=7h"]
    ]
    for action in ({"do": "draw_pile", "index": 0}, {"do": "swap", "meld": 1, "give": "7h",
                   "take": "JK"}, {"do": "attach", "meld": 0, "cards": ["JK=8h"]}):  # fmt: skip
        fields = {key: value for key, value in action.items() if key != "do"}
        message = PinMessage(type="pin", action=action["do"], **fields)  # type: ignore[arg-type]
        assert older_action(message_step(message)) == action  # the older fields, both ways


def test_pin_choices_are_answered_on_the_socket(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:random"], options=SINGLE)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        wait_state(ws, lambda m: m["view"] is not None)
        ws.send_json({"type": "pin_choices", "id": 5, "cards": ["Qh", "Qs", "Qd"]})
        reply = answer(ws)
    assert reply["type"] == "pin_choices" and reply["id"] == 5
    assert reply["choices"] == [["Qh", "Qs", "Qd"]]


# -- the rules' refusals through the table, on a deal made for them ----------------------------

#: The first player (dealer + 1) gets the even places of the deal, the other the odd ones.
FIRST = ["Qh", "Qs", "JK", "5h", "6h", "7h", "2d", "4c", "9s", "Tc", "3d", "8c", "Ah"]
SECOND = ["Kh", "Ks", "Kd", "Qd", "9d", "2s", "4h", "8s", "Th", "3c", "6d", "Jc", "Ac"]


def _made_deck(_options: PinnacolaOptions, _source: object, _number: int) -> list[FrenchCard]:
    dealt = [code for pair in zip(FIRST, SECOND, strict=True) for code in pair]
    return _deck_with(dealt)


async def test_the_rules_refusals_reach_the_player_in_both_languages(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from circolo.core.hosting.protocol import PinMessage
    from circolo.core.hosting.refusals import TableError
    from circolo.games.pinnacola import table as pinnacola_table
    from circolo.server.bodies import NewTable
    from circolo.server.tables import Lobby

    monkeypatch.setattr(pinnacola_table, "pinnacola_deck", _made_deck)
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, tokens = await lobby.create(
        NewTable(game="pinnacola", seats=["human", "human"], ai_delay_ms=0, options=SINGLE),
        "test",
    )
    for seat in (0, 1):
        await table.request(Connect(token=tokens[seat], connection=RecordingPeer()))
    await table.request(Start(token=tokens[0]))
    assert isinstance(table.part, pinnacola_table.PinnacolaPart) and table.match is not None
    first = table.match.to_move
    assert first is not None
    second = 1 - first

    async def pin(seat: int, action: str, **fields: Any) -> None:
        message = PinMessage(type="pin", action=action, **fields)  # type: ignore[arg-type]
        await table.request(Move(token=tokens[seat], message=message))

    async def refused(seat: int, action: str, **fields: Any) -> dict[str, Any]:
        with pytest.raises(TableError) as caught:
            await pin(seat, action, **fields)
        return caught.value.to_message()

    await pin(first, "draw_stock")
    await pin(first, "meld", cards=["Qh", "Qs", "JK"])  # the only meaning: a queen
    assert table.match.hand is not None
    assert table.match.hand.melds[0].codes == ["Qh", "Qs", "JK=Q"]
    await pin(first, "discard", card="2d")

    await pin(second, "draw_stock")
    bad = await refused(second, "meld", cards=["Kh", "Ks", "Qd"])
    assert bad["code"] == "illegal" and "neither a set" in bad["message"]
    await pin(second, "meld", cards=["Kh", "Ks", "Kd"])
    other = await refused(second, "attach", meld=0, cards=["Qd"])
    assert other["message"] == (
        "meld 0 belongs to the other team: you attach only to your own team's melds"
    )
    assert "squadra" in other["message_it"]
    await pin(second, "swap", meld=0, give="Qd", take="JK")  # a joker from any meld
    kept = await refused(second, "discard", card="9d")
    assert kept["message"].startswith("before discarding, meld Joker")
    assert kept["message_it"].startswith("prima di scartare cala Jolly")
    await pin(second, "attach", meld=1, cards=["JK"])  # the joker as a king
    assert table.match.hand.melds[1].codes[-1] == "JK=K"
    await pin(second, "discard", card="9d")
    not_held = await refused(first, "discard", card="Kc")
    assert not_held["message"] == "draw first: from the stock or the discard pile"
    await pin(first, "draw_stock")
    not_held = await refused(first, "discard", card="Kh")
    assert not_held["message"] == "you do not hold King of Hearts"
    assert not_held["message_it"] == "non hai in mano Re di cuori"
    record = table.record()
    assert record["hands"] == []  # nothing of the hand in play
    await lobby.close()


def test_a_failing_ai_player_does_not_stop_the_table(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from circolo.games.pinnacola import table as pinnacola_table

    class Broken:
        name = "broken"

        def decide(self, view: object) -> object:
            raise ValueError("not written yet")

    monkeypatch.setattr(pinnacola_table, "create_player", lambda spec, rng: Broken())
    table = create(client, seats=["ai:medium", "ai:medium"], options=SINGLE)
    finish(client, table["id"])
    assert replay_record(client.get(f"/api/tables/{table['id']}/record").json()) == []


def test_a_training_table_shows_every_hand_and_suggests_a_step(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:random"], options=SINGLE, training=True)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        state = wait_state(ws, my_turn)
        assert [len(cards) for cards in state["view"]["all_hands"]] == state["view"]["hand_sizes"]
        ws.send_json({"type": "suggest", "id": 9})
        suggestion = answer(ws)
    assert suggestion["type"] == "pin_suggestion" and suggestion["id"] == 9
    assert "draw" in suggestion["step"]
    assert suggestion["action"] == older_action(suggestion["step"])  # kept for older clients
    assert suggestion["text"]["it"] and suggestion["text"]["en"]


async def test_four_people_each_see_only_their_own_hand_and_the_stock_as_a_count() -> None:
    import random

    import orjson

    from circolo.core.hosting.protocol import PinMessage
    from circolo.games.pinnacola.players.random_player import PinnacolaRandomPlayer
    from circolo.games.pinnacola.view import seat_view
    from circolo.games.pinnacola.ws_state import PinnacolaState
    from circolo.server.bodies import NewTable
    from circolo.server.protocol import state_messages
    from circolo.server.tables import Lobby

    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, tokens = await lobby.create(
        NewTable(game="pinnacola", seats=["human"] * 4, ai_delay_ms=0, options=SINGLE), "test"
    )
    assert isinstance(table.part, PinnacolaPart)
    sent: list[tuple[int, dict[str, Any]]] = []

    def sender(seat: int) -> RecordingPeer:
        return RecordingPeer(lambda text: sent.append((seat, orjson.loads(text))))

    for seat in range(4):
        await table.request(Connect(token=tokens[seat], connection=sender(seat)))
    await table.request(Start(token=tokens[0]))
    rng = random.Random(5)
    for _ in range(3000):
        match = table.match
        assert match is not None
        if match.is_over:
            break
        for seat, state in sent:
            if state["type"] != "state":
                continue
            view = state["view"]
            assert isinstance(state_messages().validate_json(orjson.dumps(state)), PinnacolaState)
            if view is None or match.hand is None or state["phase"] != "play":
                continue
            assert set(view) == VIEW_KEYS and view["seat"] == seat
            assert len(view["hand"]) == view["hand_sizes"][seat]
        sent.clear()
        if match.hand is None:
            for seat in range(4):
                await table.request(Ready(token=tokens[seat]))
            continue
        mover = match.to_move
        assert mover is not None
        assert table.state_for(mover)["view"]["hand"] == [c.code for c in match.hand.hands[mover]]
        action = PinnacolaRandomPlayer(rng).decide(seat_view(match, mover)).action
        fields = pinnacola_action_fields(action)
        await table.request(Move(token=tokens[mover], message=PinMessage(**fields)))
    assert table.match is not None and table.match.is_over
    assert replay_record(table.record()) == []
    await lobby.close()


def pinnacola_action_fields(action: Any) -> dict[str, Any]:
    """The older ``pin`` message's fields for an engine action (``action`` and its fields)."""
    saved = older_action(action_to_json(action))
    return {"type": "pin", "action": saved.pop("do"), **saved}
