"""A Scopa table on the server, driven through the lobby: computer seats finish it at 2 and 4
seats, its record replays and its deals follow from its secret, a training table shows
every hand, stops after each computer play with its reasons and suggests a step, a computer
step the rules refuse is replaced by a legal one before anything is saved, and no seat,
spectator or teacher is ever sent a card hidden from it."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import circolo.games.scopa.table as scopa_table
from circolo.core.cards.italian import DECK
from circolo.core.dealing import redeal_faults
from circolo.core.game import Game
from circolo.core.hosting.protocol import StepMessage
from circolo.games.scopa.players.base import ScopaDecision
from circolo.games.scopa.state import Play
from circolo.games.scopa.view import SeatView
from circolo.games.scopa.ws_state import ScopaStepSuggestion
from circolo.play.commands import Connect, Continue, Move, Start, Suggest
from circolo.play.table import Table
from circolo.server.bodies import NewTable
from circolo.server.protocol import state_messages
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.helpers import until
from tests.reliability.test_hidden_information import _play_whole_match
from tests.server.peers import RecordingPeer

#: Each preset at the seat count it is played at.
TABLES = [("classica", 2), ("a-quattro", 4), ("scopone", 4)]


async def _lobby() -> Lobby:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    await lobby.resume()
    return lobby


@pytest.mark.parametrize(("variant", "seats"), TABLES)
async def test_computer_seats_finish_a_table_whose_record_replays_and_follows_its_secret(
    scopa: Game[Any], variant: str, seats: int
) -> None:
    store = MemoryTableStore()
    lobby = Lobby(store, ready_timeout_s=0.05)
    await lobby.resume()
    try:
        body = NewTable(game="scopa", variant=variant, seats=["ai:random"] * seats, ai_delay_ms=0)
        table, _ = await lobby.create(body, "10.0.0.1")
        await until(lambda: table.over, 60)
        record = await lobby.record(table.id)
        failures = lobby.ai_pool.failures
    finally:
        await lobby.close()
    assert record["players"] == ["random"] * seats and record["options"]["players"] == seats
    assert record["seed"] is None and record["secret"]  # dealt from the secret, not a seed
    assert list(scopa.replay_record(record, 1)) == []
    assert redeal_faults(record) == []
    stored = await store.load_table(table.id)
    assert stored is not None
    moves = [event for event in stored.events if "step" in event]
    assert all(set(event) == {"kind", "seat", "step"} for event in moves)
    assert len(moves) == sum(len(hand["plays"]) for hand in record["hands"])
    assert failures == 0
    tampered = json.loads(json.dumps(record))
    deal = tampered["hands"][0]["deal"]
    deal[0][0], deal[1][0] = deal[1][0], deal[0][0]
    assert redeal_faults(tampered) == ["hand 1: the deal is not the one the secret deals"]


async def test_a_computer_step_the_rules_refuse_is_replaced_by_a_legal_one_before_it_is_saved(
    scopa: Game[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    def cheat(spec: str, view: SeatView, rng: random.Random) -> ScopaDecision:
        held = set(view.hand)
        return ScopaDecision(Play(next(card for card in DECK if card not in held)))

    monkeypatch.setattr(scopa_table, "decide", cheat)
    store = MemoryTableStore()
    lobby = Lobby(store, ready_timeout_s=0.05)
    await lobby.resume()
    try:
        body = NewTable(game="scopa", seats=["ai:random"] * 2, ai_delay_ms=0)
        table, _ = await lobby.create(body, "10.0.0.1")
        await until(lambda: table.over, 60)
        failures = lobby.ai_pool.failures
        rebuilt = lobby._table(store._tables[table.id])
        rebuilt.restore()  # every saved event applies again, as after a restart
        record = await lobby.record(table.id)
    finally:
        await lobby.close()
    assert failures >= 36  # every play of the first hand at least: each one replaced
    assert rebuilt.over and rebuilt.match.score == table.match.score
    assert list(scopa.replay_record(record, 1)) == []


async def _until_the_person_acts(table: Table) -> None:
    """Wait until the table waits for its one person: its turn, a stop, a hand's end."""

    def waiting() -> bool:
        if table.phase in ("trick_stop", "hand_over", "over"):
            return True
        return table.phase == "play" and table.match.to_move == 0

    await until(waiting)


async def test_a_training_table_shows_every_hand_stops_after_each_computer_play_and_suggests(
    scopa: Game[Any],
) -> None:
    lobby = await _lobby()
    try:
        body = NewTable(game="scopa", seats=["human", "ai:random"], training=True, ai_delay_ms=0)
        table, tokens = await lobby.create(body, "10.0.0.1")
        peer = RecordingPeer()
        await table.request(Connect(token=tokens[0], connection=peer))
        await table.request(Start(token=tokens[0]))
        stops = suggestions = 0
        while stops < 4 or suggestions < 4:
            await _until_the_person_acts(table)
            state = table.state_for(0)
            state_messages().validate_json(json.dumps(state))
            if table.phase == "trick_stop":
                assert state["last_play"]["seat"] == 1  # a stop follows the computer's play
                [reasons] = state["reasons"]
                assert reasons["seat"] == 1 and reasons["text"]["it"] and reasons["text"]["en"]
                assert reasons["step"]["card"] == state["last_play"]["card"]
                stops += 1
                await table.request(Continue(token=tokens[0]))
            elif table.phase == "play":
                view = state["view"]
                mine, theirs = view["all_hands"]  # open cards: the computer's hand too
                assert set(mine) == set(view["hand"]) and len(theirs) >= len(mine) - 1
                suggestion = await table.request(Suggest(token=tokens[0]))
                ScopaStepSuggestion.model_validate(suggestion)
                assert suggestion["step"] in view["legal"]
                suggestions += 1
                step = StepMessage(type="step", step=suggestion["step"], turn=len(view["plays"]))
                await table.request(Move(token=tokens[0], message=step))
            else:
                assert table.phase == "hand_over" and state["hand_summary"] is not None
                await table.request(Continue(token=tokens[0]))
    finally:
        await lobby.close()


@pytest.mark.parametrize(("variant", "seats"), TABLES)
async def test_no_seat_spectator_or_teacher_is_ever_sent_a_card_hidden_from_it(
    scopa: Game[Any], variant: str, seats: int
) -> None:
    options = dict(scopa.short_match)
    body = NewTable(
        game="scopa", variant=variant, seats=["human"] * seats, ai_delay_ms=0, options=options
    )
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    try:
        watcher = await _play_whole_match(lobby, body, seed=seats)
        record = await lobby.record(watcher.table.id)
    finally:
        await lobby.close()
    assert watcher.leaks == []
    assert len(watcher.spectator.sent) > 10  # it watched the whole match
    assert any('"teaching":1' in m and '"hand":[]' not in m for m in watcher.teacher.sent)
    public = [json.loads(m) for m in watcher.spectator.sent if m.startswith('{"type":"state"')]
    views = [state["view"] for state in public if state["view"] is not None]
    assert views and all(view["hand"] == [] and view["legal"] == [] for view in views)
    assert redeal_faults(record) == [] and list(scopa.replay_record(record, 1)) == []
