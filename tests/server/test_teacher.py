"""The teacher's seat: a spectator asks to see a seat's hand, the seat's player lets one named
spectator see it (and withdraws that), the teacher sees exactly that hand and may mark a card
of it for the learner alone; everyone at the table sees that a teacher watches that seat."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import orjson
import pytest
from fastapi.testclient import TestClient

from circolo.core.hosting.refusals import TableError
from circolo.play.audience import ASK_EVERY_S, Audience
from circolo.play.commands import (
    AskHand,
    Connect,
    Hint,
    Leave,
    Ready,
    Start,
    Teacher,
    Unwatch,
    Watch,
)
from circolo.play.table import Table
from circolo.server.app import create_app
from circolo.server.bodies import NewTable
from circolo.server.protocol import state_messages
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.server.peers import RecordingPeer

#: Two people and two computers who wait long enough for the test to look at each state.
PEOPLE = NewTable(game="tressette", variant="classico", seats=["human", "human", "ai:random",
                  "ai:random"], ai_delay_ms=10_000, options={"target": 1})  # fmt: skip


def _states(peer: RecordingPeer) -> list[dict[str, Any]]:
    return [m for m in map(orjson.loads, peer.sent) if m["type"] == "state"]


def _last(peer: RecordingPeer) -> dict[str, Any]:
    return _states(peer)[-1]


class _Room:
    """A started table with its two people connected and two spectators watching."""

    def __init__(self, table: Table, tokens: dict[int, str]) -> None:
        self.table, self.tokens = table, tokens
        self.learner, self.other = RecordingPeer(), RecordingPeer()
        self.marco, self.onlooker = RecordingPeer(), RecordingPeer()

    async def sit(self) -> None:
        await self.table.request(Connect(token=self.tokens[0], connection=self.learner))
        await self.table.request(Connect(token=self.tokens[1], connection=self.other))
        await self.table.request(Watch(name="Marco", connection=self.marco))
        await self.table.request(Watch(name="Lia", connection=self.onlooker))
        await self.table.request(Start(token=self.tokens[0]))

    def hand(self, peer: RecordingPeer) -> list[str]:
        view = _last(peer)["view"]
        return list(view["hand"]) if view else []


@pytest.fixture
async def room() -> AsyncIterator[_Room]:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    try:
        table, tokens = await lobby.create(PEOPLE, "test")
        seated = _Room(table, tokens)
        await seated.sit()
        yield seated
    finally:
        await lobby.close()


async def test_the_teacher_sees_exactly_the_learners_hand_and_nobody_else_more(
    room: _Room,
) -> None:
    table = room.table
    await table.request(AskHand(connection=room.marco, seat=0))
    assert _last(room.learner)["asking"] == ["Marco"]  # the learner is asked …
    assert _last(room.other)["asking"] == []  # … and nobody else is told
    await table.request(Teacher(token=room.tokens[0], name="Marco"))
    learner_hand = room.hand(room.learner)
    assert len(learner_hand) == 10
    taught = _last(room.marco)
    state_messages().validate_json(orjson.dumps(taught))
    assert taught["watching"] is True and taught["teaching"] == 0 and taught["you"] == 0
    assert taught["view"]["hand"] == learner_hand
    assert taught["view"]["legal"] == [] and taught["reasons"] == []
    # the others see that a teacher watches seat 0, and the other spectator still no hand
    for peer in (room.learner, room.other, room.onlooker):
        assert _last(peer)["teachers"] == ["Marco", None, None, None]
    assert room.hand(room.onlooker) == [] and _last(room.onlooker)["teaching"] is None
    assert _last(room.learner)["asking"] == []  # answered


async def test_a_teachers_suggestion_reaches_the_learner_alone_until_the_table_changes(
    room: _Room,
) -> None:
    table = room.table
    await table.request(Teacher(token=room.tokens[0], name="Marco"))
    card = room.hand(room.learner)[3]
    await table.request(Hint(connection=room.marco, card=card))
    assert _last(room.learner)["hint"] == card
    assert _last(room.marco)["hint"] == card
    assert _last(room.other)["hint"] is None and _last(room.onlooker)["hint"] is None
    other_card = room.hand(room.other)[0]
    with pytest.raises(TableError) as refused:  # a card of another hand is no suggestion
        await table.request(Hint(connection=room.marco, card=other_card))
    assert refused.value.code == "not_in_hand"
    with pytest.raises(TableError) as not_teacher:
        await table.request(Hint(connection=room.onlooker, card=card))
    assert not_teacher.value.code == "not_teacher"
    await table.request(Ready(token=room.tokens[1]))  # whatever changes the table …
    assert _last(room.learner)["hint"] is None  # … ends the suggestion
    assert _last(room.marco)["hint"] is None


async def test_the_learner_withdraws_and_the_teacher_sees_the_public_table_again(
    room: _Room,
) -> None:
    table = room.table
    await table.request(Teacher(token=room.tokens[0], name="Marco"))
    assert room.hand(room.marco)
    await table.request(Teacher(token=room.tokens[0], name=None))
    assert room.hand(room.marco) == [] and _last(room.marco)["teaching"] is None
    assert _last(room.other)["teachers"] == [None] * 4
    with pytest.raises(TableError) as refused:
        await table.request(Hint(connection=room.marco, card=room.hand(room.learner)[0]))
    assert refused.value.code == "not_teacher"


async def test_a_player_who_says_no_is_not_asked_again_by_that_spectator(room: _Room) -> None:
    table = room.table
    await table.request(AskHand(connection=room.marco, seat=0))
    await table.request(Teacher(token=room.tokens[0], name="Marco", allow=False))
    assert _last(room.learner)["asking"] == [] and _last(room.learner)["teachers"][0] is None
    with pytest.raises(TableError) as again:
        await table.request(AskHand(connection=room.marco, seat=0))
    assert again.value.code == "refused" and "said no" in again.value.sentences()[0]
    assert _last(room.learner)["asking"] == []


def test_a_spectator_asks_another_seat_only_after_a_pause_and_the_first_seat_is_told() -> None:
    now = [100.0]
    audience = Audience(clock=lambda: now[0])
    marco = RecordingPeer()
    audience.add(marco, "Marco")
    assert audience.ask(marco, 0) == [0]
    assert audience.ask(marco, 0) == []  # the same ask again: nothing to tell
    with pytest.raises(TableError) as soon:
        audience.ask(marco, 1)
    assert soon.value.code == "too_soon"
    now[0] += ASK_EVERY_S
    assert audience.ask(marco, 1) == [0, 1]  # seat 0's list of asks changed too
    assert audience.asking(0) == [] and audience.asking(1) == ["Marco"]


async def test_a_second_spectator_by_the_same_name_is_numbered_and_never_shown_the_hand(
    room: _Room,
) -> None:
    table = room.table
    impostor = RecordingPeer()
    await table.request(Watch(name="Marco", connection=impostor))
    assert table.audience.names() == ["Marco", "Lia", "Marco (2)"]
    await table.request(AskHand(connection=impostor, seat=0))
    assert _last(room.learner)["asking"] == ["Marco (2)"]
    await table.request(Teacher(token=room.tokens[0], name="Marco"))
    assert room.hand(room.marco) and room.hand(impostor) == []


async def test_a_player_who_leaves_takes_the_teachers_sight_of_the_seat_away(room: _Room) -> None:
    table = room.table
    await table.request(Teacher(token=room.tokens[0], name="Marco"))
    assert room.hand(room.marco)
    await table.request(Leave(token=room.tokens[0]))  # the computer plays the seat now
    assert room.hand(room.marco) == [] and _last(room.marco)["teaching"] is None
    assert _last(room.other)["teachers"] == [None] * 4


async def test_a_seat_whose_player_left_is_not_asked_for_its_hand(room: _Room) -> None:
    table = room.table
    await table.request(Leave(token=room.tokens[1]))  # the computer plays the seat now
    with pytest.raises(TableError) as away:
        await table.request(AskHand(connection=room.marco, seat=1))
    assert away.value.code == "away" and "left the table" in away.value.sentences()[0]
    assert _last(room.learner)["asking"] == [] and _last(room.marco)["seats"][1]["ai"]


async def test_a_teacher_who_leaves_is_no_longer_listed_and_a_new_grant_moves_them(
    room: _Room,
) -> None:
    table = room.table
    await table.request(Teacher(token=room.tokens[0], name="Marco"))
    await table.request(Teacher(token=room.tokens[1], name="Marco"))  # one seat at a time
    assert _last(room.learner)["teachers"] == [None, "Marco", None, None]
    assert room.hand(room.marco) == room.hand(room.other)
    await table.request(Unwatch(connection=room.marco))
    assert _last(room.learner)["teachers"] == [None] * 4


async def test_asking_a_computer_or_granting_a_stranger_is_refused_with_a_sentence(
    room: _Room,
) -> None:
    table = room.table
    with pytest.raises(TableError) as computer:
        await table.request(AskHand(connection=room.marco, seat=2))
    assert computer.value.code == "bad_seat" and "seat 2" in computer.value.sentences()[0]
    with pytest.raises(TableError) as stranger:
        await table.request(Teacher(token=room.tokens[0], name="Zeno"))
    assert stranger.value.code == "no_spectator" and "Zeno" in stranger.value.sentences()[0]
    with pytest.raises(TableError) as seated:  # a seat is no spectator
        await table.request(AskHand(connection=room.other, seat=0))
    assert seated.value.code == "not_watching"


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as test_client:
        yield test_client


def _answer(ws: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] not in ("state", "presence", "audience"):
            return message


def _state(ws: Any, until: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == "state" and until(message):
            return message


def test_over_the_socket_a_seat_grants_a_spectator_and_each_message_goes_to_its_side(
    client: TestClient,
) -> None:
    seats = ["human", "ai:random", "ai:random", "ai:random"]
    body = {"game": "tressette", "variant": "classico", "seats": seats, "ai_delay_ms": 10_000,
            "options": {"target": 1}}  # fmt: skip
    table = client.post("/api/tables", json=body).json()
    token = table["tokens"]["0"]
    base = f"/api/tables/{table['id']}"
    with client.websocket_connect(f"{base}/ws?token={token}") as seat:
        client.post(f"{base}/start", json={"token": token})
        hand = _state(seat, lambda s: s["view"])["view"]["hand"]
        with client.websocket_connect(f"{base}/watch?name=Marco") as teacher:
            _state(teacher, lambda s: True)
            teacher.send_json({"type": "ask_hand", "id": 1, "seat": 0})
            assert _answer(teacher) == {"type": "ack", "v": 1, "id": 1}
            assert _state(seat, lambda s: s["asking"])["asking"] == ["Marco"]
            teacher.send_json({"type": "teacher", "id": 2, "name": "Marco"})
            assert _answer(teacher)["code"] == "watching"  # only the seat grants
            seat.send_json({"type": "hint", "id": 3, "card": hand[0]})
            assert _answer(seat)["code"] == "not_watching"  # a seat suggests nothing
            seat.send_json({"type": "teacher", "id": 4, "name": "Marco"})
            assert _answer(seat) == {"type": "ack", "v": 1, "id": 4}
            shown = _state(teacher, lambda s: s["teaching"] == 0)
            assert shown["view"]["hand"] == hand
            teacher.send_json({"type": "hint", "id": 5, "card": hand[2]})
            assert _answer(teacher) == {"type": "ack", "v": 1, "id": 5}
            assert _state(seat, lambda s: s["hint"])["hint"] == hand[2]
            seat.send_json({"type": "teacher", "id": 6, "name": None})
            assert _state(teacher, lambda s: s["teaching"] is None)["view"]["hand"] == []
