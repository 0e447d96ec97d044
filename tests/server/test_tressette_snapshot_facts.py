"""What a Tressette table's snapshot tells the browser beyond the VIEW: the signals true of the
hand of the seat that may signal (the table offers only these), the game a hand ended and
how (a game ended on the accuse says so), and the target each finished game was played to
(the header of a finished match shows the last game's, not the next one's)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import orjson
import pytest

from circolo.games.tressette.match import MatchState
from circolo.games.tressette.signals import SignalContext, vocabulary
from circolo.games.tressette.table import TressettePart
from circolo.play.commands import Connect, Start
from circolo.play.table import Table
from circolo.server.bodies import NewTable
from circolo.server.protocol import state_messages
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.helpers import first_legal, options, play_match_hand, quiet_deal
from tests.server.peers import RecordingPeer

#: The Roman match, short: games to 5, the bella to 7.
ROMAN = {"target": 5, "best_of": 3, "decider_target": 7, "second_game": "tressette"}
#: A napoletana and four twos: seven points of accuse.
SEVEN = "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"


@pytest.fixture
async def table() -> AsyncIterator[Table]:
    """A started Roman match of four people (who wait: nothing moves by itself)."""
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    try:
        body = NewTable(variant="romana", seats=["human"] * 4, ai_delay_ms=0, options=ROMAN)
        created, tokens = await lobby.create(body, "test")
        for seat in range(4):
            await created.request(Connect(token=tokens[seat], connection=RecordingPeer()))
        await created.request(Start(token=tokens[0]))
        yield created
    finally:
        await lobby.close()


def _sent(table: Table, seat: int) -> dict[str, Any]:
    """``seat``'s snapshot as the socket sends it (checked against the protocol's model)."""
    text = table.states_json().get(seat) or orjson.dumps(table.state_for(seat)).decode()
    state_messages().validate_json(text)
    parsed: dict[str, Any] = orjson.loads(text)
    return parsed


async def test_the_seat_to_lead_is_told_exactly_the_signals_true_of_its_hand(table: Table) -> None:
    match = table.match
    assert match is not None and match.hand is not None
    leader = match.to_move
    assert leader is not None
    hand = match.hand.hands[leader]
    others = {
        card for seat, cards in enumerate(match.hand.hands) if seat != leader for card in cards
    }
    sent = _sent(table, leader)
    true = sent["true_signals"]  # beside the view, which stays the engine's VIEW
    for signal in vocabulary("romana").signals:
        holds = [
            card.code
            for card in hand
            if signal.truth.holds_in(SignalContext(card, hand, others.__contains__))
        ]
        assert sorted(true.get(signal.id, [])) == sorted(holds), signal.id
    assert not any(f"altre-{n}-carte" in true for n in range(len(hand) - 1, 9))
    assert all(true.values()), "a signal true with no card is offered"
    for seat in set(range(4)) - {leader}:  # not their turn: nothing to offer
        assert "true_signals" not in _sent(table, seat)
    assert "true_signals" not in sent["view"]
    assert "true_signals" not in table.public_state()  # nor to a spectator


async def test_a_game_ended_on_the_accuse_says_so_and_each_game_keeps_its_target(
    table: Table,
) -> None:
    opts = options("romana", **ROMAN)
    match = MatchState.new(opts, first_dealer=3)
    for seat in (1, 0, 3):  # each game ends on a seat's seven points: them, us, them
        match = play_match_hand(match, quiet_deal({seat: SEVEN}, seed=3), first_legal)
    assert match.is_over and match.wins == (1, 2)
    part = table.part
    assert isinstance(part, TressettePart)
    part.match = match  # the match as it ended
    sent = _sent(table, 0)
    assert sent["hand_summary"]["ended_by"] == "accuse"
    assert sent["hand_summary"]["result"]["card_points"] == [0, 0]
    assert [game["target"] for game in sent["match"]["games"]] == [5, 5, 7]
    assert sent["view"]["target"] == 5  # the next game's, were there one: not what was played
