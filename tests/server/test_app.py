"""The server as clients use it: HTTP routes, a WebSocket per seat, AI that takes over."""

from __future__ import annotations

import collections
import copy
import itertools
import json
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from circolo.games.tressette.options import OPTION_KEYS, VARIANTS
from circolo.games.tressette.record import replay_record
from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore

SHORT = {"target": 1}  # one hand decides the game


@pytest.fixture
def store() -> MemoryTableStore:
    return MemoryTableStore()


@pytest.fixture
def client(store: MemoryTableStore) -> Iterator[TestClient]:
    with TestClient(create_app(store, ready_timeout_s=0.2)) as test_client:
        yield test_client


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json={"game": "tressette", "variant": "classico",
                                               "ai_delay_ms": 0, **body})  # fmt: skip
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


_ids = itertools.count(1)


def play_along(
    ws: WebSocketTestSession,
    stop: Callable[[dict[str, Any]], bool],
    first: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Answer states like a simple player (first legal card, ready, continue) until ``stop``."""
    while True:
        message, fresh = (first, True) if first is not None else next_state(ws)
        first = None
        if stop(message):
            return message
        if not fresh:
            continue  # a seat connected or left: nothing to answer
        view = message["view"]
        if message["phase"] == "play" and view and view["to_move"] == message["you"]:
            send(ws, {"type": "step", "id": next(_ids), "step": {"card": view["legal"][0]},
                      "turn": len(view["plays"])})  # fmt: skip
        elif message["phase"] == "hand_over":
            send(ws, {"type": "ready", "id": next(_ids)})
        elif message["phase"] == "trick_stop":
            send(ws, {"type": "continue", "id": next(_ids)})


#: The last message each socket sent through :func:`send`, and how many it sent again.
_sent: dict[int, dict[str, Any]] = {}
_resent: collections.Counter[int] = collections.Counter()


def send(ws: WebSocketTestSession, message: dict[str, Any]) -> None:
    """Send ``message``, kept so that :func:`next_state` sends it again if the server
    refuses it as a flood: a test answers far faster than the 20 messages a second (40 at
    once) a client may send, and a match of three hands at a training table (a ``continue``
    after every trick) sends more than 40 — the refused one was lost, and the table waited."""
    _sent[id(ws)] = message
    ws.send_json(message)


#: The last snapshot each socket was sent, which presence messages update (as the browser).
_last: dict[int, dict[str, Any]] = {}


def next_state(ws: WebSocketTestSession) -> tuple[dict[str, Any], bool]:
    """The next snapshot, and whether it is new (a presence message updates the last one)."""
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == "state":
            _last[id(ws)] = message
            return message, True
        sent = _sent.get(id(ws))
        if message["type"] == "error" and message["code"] == "flood" and sent is not None:
            if message.get("id") == sent["id"]:
                time.sleep(1 / 20)  # the server's pace: a message a twentieth of a second
                ws.send_json(sent)
                _resent[id(ws)] += 1
            continue
        if message["type"] == "presence" and id(ws) in _last:
            state = copy.deepcopy(_last[id(ws)])
            state["seats"][message["seat"]["seat"]] = message["seat"]
            _last[id(ws)] = state
            return state, False


def wait_state(ws: WebSocketTestSession, stop: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    while True:
        message, _fresh = next_state(ws)
        if stop(message):
            return message


def next_answer(ws: WebSocketTestSession) -> dict[str, Any]:
    """The next message that is not a state snapshot: the answer to what was sent."""
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] != "state":
            return message


def test_health(client: TestClient) -> None:
    assert client.get("/api/health").json() == {"status": "ok"}


def test_a_table_of_ai_players_starts_by_itself_and_its_record_replays(client: TestClient) -> None:
    table = create(client, seats=["ai:heuristic", "ai:random", "ai:heuristic", "ai:random"],
                   options=SHORT)  # fmt: skip
    assert table["tokens"] == {}
    for _ in range(2000):
        summary = client.get(f"/api/tables/{table['id']}").json()
        if summary["status"] == "finished":
            break
    assert summary["status"] == "finished"
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert replay_record(record) == []


def test_a_human_plays_a_whole_match_against_three_ai(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
                   options={"target": 11})  # fmt: skip
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        started = client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        assert started.status_code == 200
        final = play_along(ws, lambda m: m["status"] == "finished")
    assert final["match"]["winner"] in (0, 1)
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert replay_record(record) == []
    assert record["players"][0] == "human"


def test_each_seat_sees_only_its_own_hand(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"])
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        state = wait_state(ws, lambda m: m["view"] is not None and m["view"]["hand"])
    assert "hands" not in state["view"]
    assert len(state["view"]["hand"]) <= 10 and state["you"] == 0


def test_bad_messages_get_an_error_and_the_table_goes_on(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:random", "ai:random", "ai:random"], options=SHORT)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        state = wait_state(ws, lambda m: m["phase"] == "play" and m["view"]["to_move"] == 0)
        view = state["view"]
        illegal = (
            next(c for c in view["hand"] if c not in view["legal"])
            if len(view["legal"]) < len(view["hand"])
            else "Kx"
        )
        sent = [
            ("not json", "bad_json"),
            ('{"type": "dance", "id": 1}', "bad_message"),
            ('{"type": "play", "id": 2}', "bad_message"),
            ('{"type": "play", "id": 3, "card": "' + "x" * 5000 + '"}', "too_big"),
            ('{"type": "play", "id": 4, "card": "' + illegal + '"}', "illegal"),
            ('{"type": "play", "id": 5, "card": "' + view["legal"][0] + '", "turn": 99}', "stale"),
            ('{"type": "suggest", "id": 6}', "not_training"),
        ]
        for text, code in sent:
            ws.send_text(text)
            answer = next_answer(ws)
            assert answer["type"] == "error" and answer["code"] == code, (text, answer)
            assert answer["message"] and answer["message_it"]
        ws.send_json({"type": "ping", "id": 7})
        answer = next_answer(ws)
        assert answer == {"type": "ack", "v": 1, "id": 7}
        final = play_along(ws, lambda m: m["status"] == "finished", first=state)
    assert final["status"] == "finished"


def test_a_wrong_token_is_refused(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:random", "ai:random", "ai:random"])
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token=nope") as ws:
        answer = ws.receive_json()
    assert answer["type"] == "error" and answer["code"] == "bad_token"
    response = client.post(f"/api/tables/{table['id']}/start", json={"token": "nope"})
    assert response.status_code == 403 and "token" in response.json()["detail"]


def test_joining_leaving_and_starting_with_ai_in_the_empty_seats(client: TestClient) -> None:
    table = create(client, seats=["human", "open", "open", "open"], options=SHORT)
    table_id, creator = table["id"], table["tokens"]["0"]
    joined = client.post(f"/api/tables/{table_id}/join", json={"seat": 2, "name": "Anna"})
    assert joined.status_code == 201
    seats = client.get(f"/api/tables/{table_id}").json()["seats"]
    assert (seats[2]["kind"], seats[2]["name"]) == ("human", "Anna")
    taken = client.post(f"/api/tables/{table_id}/join", json={"seat": 2, "name": "Bea"})
    assert taken.status_code == 409 and "not free" in taken.json()["detail"]
    client.post(f"/api/tables/{table_id}/leave", json={"token": joined.json()["token"]})
    assert client.get(f"/api/tables/{table_id}").json()["seats"][2]["kind"] == "open"
    other = client.post(f"/api/tables/{table_id}/join", json={"seat": 1, "name": "Carlo"}).json()
    refused = client.post(f"/api/tables/{table_id}/start", json={"token": other["token"]})
    assert refused.status_code == 403
    started = client.post(f"/api/tables/{table_id}/start", json={"token": creator}).json()
    assert started["status"] == "playing"
    assert [s["kind"] for s in started["seats"]] == ["human", "human", "ai", "ai"]


def test_a_player_who_leaves_is_replaced_by_the_ai_and_comes_back(client: TestClient) -> None:
    table = create(client, seats=["human", "human", "ai:heuristic", "ai:heuristic"],
                   options={"target": 11})  # fmt: skip
    table_id = table["id"]
    first, second = table["tokens"]["0"], table["tokens"]["1"]
    with client.websocket_connect(f"/api/tables/{table_id}/ws?token={first}") as ws:
        with client.websocket_connect(f"/api/tables/{table_id}/ws?token={second}") as other:
            wait_state(other, lambda m: m["seats"][1]["connected"])
            client.post(f"/api/tables/{table_id}/start", json={"token": first})
            wait_state(other, lambda m: m["status"] == "playing")
        # Seat 1 dropped: the AI plays it, and seat 0 goes on playing.
        state = wait_state(
            ws, lambda m: m["status"] == "playing" and not m["seats"][1]["connected"]
        )
        assert state["seats"][1]["ai"] == "heuristic"
        play_along(
            ws, lambda m: m["view"] is not None and len(m["view"]["plays"]) >= 8, first=state
        )
    with client.websocket_connect(f"/api/tables/{table_id}/ws?token={second}") as back:
        state = wait_state(back, lambda m: m["seats"][1]["connected"])
        assert state["seats"][1]["kind"] == "human" and state["you"] == 1
        play_along(back, lambda m: m["status"] == "finished", first=state)


def test_a_single_player_table_waits_for_its_player_to_resume(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
                   options={"target": 11})  # fmt: skip
    token = table["tokens"]["0"]
    url = f"/api/tables/{table['id']}/ws?token={token}"
    with client.websocket_connect(url) as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        mine = play_along(ws, lambda m: m["view"] is not None and m["view"]["to_move"] == 0)
    # The browser closed on the player's turn: no AI plays the card in the meantime.
    time.sleep(0.3)
    with client.websocket_connect(url) as ws:
        back = wait_state(ws, lambda m: m["seats"][0]["connected"])
        assert back["view"]["plays"] == mine["view"]["plays"]
        assert back["view"]["to_move"] == 0 and back["seats"][0]["ai"] is None
        play_along(ws, lambda m: m["status"] == "finished", first=back)


def test_the_record_never_shows_the_hand_in_play(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:random", "ai:random", "ai:random"])
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        wait_state(ws, lambda m: m["phase"] == "play")
        record = client.get(f"/api/tables/{table['id']}/record").json()
    assert record["games"] == []


def create_training(client: TestClient) -> tuple[str, str]:
    """A one-hand training table, a person at seat 0, three heuristic players: id, token."""
    table = create(client, seats=["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
                   training=True, options=SHORT)  # fmt: skip
    return table["id"], table["tokens"]["0"]


def test_training_stops_after_each_trick_with_every_players_reasons(client: TestClient) -> None:
    table_id, token = create_training(client)
    with client.websocket_connect(f"/api/tables/{table_id}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table_id}/start", json={"token": token})
        state = wait_state(ws, lambda m: m["phase"] == "play" and m["view"]["to_move"] == 0)
        assert len(state["view"]["hands"]) == 4  # the training view shows every hand
        ws.send_json({"type": "suggest", "id": "s1"})
        answer = ws.receive_json()
        while answer["type"] != "suggestion":
            answer = ws.receive_json()
        assert answer["id"] == "s1" and answer["card"] in state["view"]["legal"]
        assert answer["text"]["it"] and answer["text"]["en"]
        ws.send_json(
            {
                "type": "step",
                "id": 1,
                "step": {"card": answer["card"]},
                "turn": len(state["view"]["plays"]),
            }
        )
        stop = wait_state(ws, lambda m: m["phase"] == "trick_stop")
        explained = [r for r in stop["reasons"] if r["seat"] != 0]
        assert len(explained) == 3 and all(r["text"]["en"] for r in explained)
        play_along(ws, lambda m: m["status"] == "finished", first=stop)


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ({"variant": "milanese"}, "unknown variant"),
        ({"options": {"target": 0}}, "option target cannot be 0"),
        ({"seats": ["human", "ai:genius", "open", "open"]}, "no player of this game"),
        ({"seats": ["human", "ai:cmd:rm -rf /", "open", "open"]}, "external programs"),
        ({"seats": ["human", "open"]}, "four seats"),
        ({"game": "burraco"}, "unknown game"),
        ({"ai_delay_ms": -5}, "ai_delay_ms"),
    ],
)
def test_bad_table_requests_get_422_with_the_reason(
    client: TestClient, body: dict[str, Any], reason: str
) -> None:
    response = client.post("/api/tables", json={"seats": ["human", "open", "open", "open"], **body})
    assert response.status_code == 422 and reason in response.json()["detail"]


def test_an_unknown_table_is_404(client: TestClient) -> None:
    assert client.get("/api/tables/nope").status_code == 404


def test_tables_resume_after_a_restart(store: MemoryTableStore) -> None:
    app = create_app(store, ready_timeout_s=0.2)
    with TestClient(app) as first:
        table = create(first, seats=["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
                       options={"target": 11})  # fmt: skip
        token = table["tokens"]["0"]
        with first.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            wait_state(ws, lambda m: m["seats"][0]["connected"])
            first.post(f"/api/tables/{table['id']}/start", json={"token": token})
            before = play_along(
                ws, lambda m: m["view"] is not None and len(m["view"]["plays"]) >= 6
            )
            assert first.portal is not None
            first.portal.call(
                app.state.lobby.close
            )  # a crash: the tables stop, nothing more is saved
    with TestClient(create_app(store, ready_timeout_s=0.2)) as second:
        with second.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            state = wait_state(ws, lambda m: m["view"] is not None)
            assert state["view"]["plays"][:6] == before["view"]["plays"][:6]
            play_along(ws, lambda m: m["status"] == "finished", first=state)
        assert replay_record(second.get(f"/api/tables/{table['id']}/record").json()) == []


def test_the_protocol_document_holds_the_current_json_schema() -> None:
    from pathlib import Path

    from scripts.protocol_doc import SCHEMA_END, SCHEMA_START, schema_block

    text = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
    between = text.split(SCHEMA_START)[1].split(SCHEMA_END)[0].strip()
    assert between == schema_block(), "run .venv/bin/python scripts/protocol_doc.py"


def test_a_message_refused_as_a_flood_is_served_when_sent_again(store: MemoryTableStore) -> None:
    """A client faster than its allowance is refused ("flood", with its message's id) and
    served when it sends the message again: a client that may send two messages at once
    plays a whole training match (a ``continue`` after every trick) to its end."""
    limits = Limits(messages_per_second=20.0, message_burst=2)
    with TestClient(create_app(store, ready_timeout_s=0.2, limits=limits)) as client:
        table_id, token = create_training(client)
        with client.websocket_connect(f"/api/tables/{table_id}/ws?token={token}") as ws:
            wait_state(ws, lambda m: m["seats"][0]["connected"])
            client.post(f"/api/tables/{table_id}/start", json={"token": token})
            final = play_along(ws, lambda m: m["status"] == "finished")
            assert _resent[id(ws)] > 0, "no message was refused: the allowance was not tested"
        assert final["match"]["winner"] in (0, 1)
        assert replay_record(client.get(f"/api/tables/{table_id}/record").json()) == []


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_a_flood_of_messages_is_slowed_and_the_table_carries_on(client: TestClient) -> None:
    table = create(client, seats=["human", "ai:random", "ai:random", "ai:random"], options=SHORT)
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        for number in range(120):
            ws.send_json({"type": "ping", "id": number})
        answers: list[dict[str, Any]] = []
        while len(answers) < 120:
            message = ws.receive_json()
            if message["type"] in ("ack", "error"):
                answers.append(message)
        codes = {m.get("code") for m in answers if m["type"] == "error"}
        assert codes == {"flood"} and sum(m["type"] == "ack" for m in answers) >= 40
        time.sleep(2.1)  # the allowance refills; a refused message was dropped, nothing else
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        final = play_along(ws, lambda m: m["status"] == "finished")
    assert final["match"]["winner"] in (0, 1)


def test_no_one_plays_for_another_seat(client: TestClient) -> None:
    table = create(client, seats=["human", "human", "ai:random", "ai:random"], options=SHORT)
    first, second = table["tokens"]["0"], table["tokens"]["1"]
    url = f"/api/tables/{table['id']}/ws?token="
    with client.websocket_connect(url + first), client.websocket_connect(url + second) as ws1:
        wait_state(ws1, lambda m: m["seats"][0]["connected"] and m["seats"][1]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": first})
        # Seat 1 plays its own turns until the table waits for seat 0, the other human.
        state = play_along(ws1, lambda m: m["phase"] == "play" and m["view"]["to_move"] == 0)
        ws1.send_json({"type": "step", "id": "x", "step": {"card": state["view"]["hand"][0]}})
        answer = next_answer(ws1)
        assert answer["code"] in ("not_your_turn", "stale"), answer


def test_every_state_sent_is_a_valid_protocol_message(client: TestClient) -> None:
    from circolo.games.tressette.ws_state import TressetteState
    from circolo.server.protocol import state_messages

    table = create(client, seats=["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
                   options=SHORT, training=True)  # fmt: skip
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        seen: list[dict[str, Any]] = []

        def check(message: dict[str, Any]) -> bool:
            state = state_messages().validate_json(json.dumps(message))
            assert isinstance(state, TressetteState)
            seen.append(message)
            return bool(message["status"] == "finished")

        play_along(ws, check)
    assert any(m["phase"] == "trick_stop" and m["reasons"] for m in seen)


def test_the_browser_client_is_served_at_the_root(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "<circolo-app>" in page.text
    script = re.search(r'src="(/assets/[^"]+\.js)"', page.text)
    assert script is not None and client.get(script.group(1)).status_code == 200


def test_the_game_info_names_every_variant_option_and_signal_in_both_languages(
    client: TestClient,
) -> None:
    info = client.get("/api/games/tressette").json()
    assert [v["name"] for v in info["variants"]] == list(VARIANTS)
    assert {o["key"] for o in info["options"]} == set(OPTION_KEYS)
    busso = info["vocabularies"]["bredese"]["signals"][0]
    assert busso["id"] == "busso" and busso["dialect"] == "cioca"
    assert all(
        signal["name"]["it"] and signal["name"]["en"] and signal["meaning"]["en"]
        for vocabulary in info["vocabularies"].values()
        for signal in vocabulary["signals"]
    )


def test_the_games_route_lists_every_game_and_an_unknown_one_is_a_404_with_a_sentence(
    client: TestClient,
) -> None:
    listing = client.get("/api/games").json()["games"]
    assert [game["name"] for game in listing] == ["tressette", "pinnacola", "briscola", "scopa"]
    assert listing[1]["seats"] == [4, 2] and listing[0]["variants"][0] == "classico"
    assert listing[2]["seats"] == [2, 4] and listing[2]["variants"] == ["classica"]
    missing = client.get("/api/games/burraco")
    assert missing.status_code == 404
    assert missing.json()["detail"] == (
        "unknown game 'burraco'; the games are: tressette, pinnacola, briscola, scopa"
    )


def test_searching_ai_players_play_a_table_to_its_end_beside_a_human_table(
    client: TestClient,
) -> None:
    slow = create(client, seats=["ai:pimc", "ai:pimc", "ai:random", "ai:random"],
                  options={"target": 1})  # fmt: skip
    table = create(client, seats=["human", "ai:random", "ai:random", "ai:random"],
                   options={"target": 1})  # fmt: skip
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        play_along(ws, lambda m: m["status"] == "finished")
    deadline = time.monotonic() + 60
    while client.get(f"/api/tables/{slow['id']}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the pimc table did not finish"
        time.sleep(0.2)
    assert replay_record(client.get(f"/api/tables/{slow['id']}/record").json()) == []
