"""Every reason a Pinnacola club player gives is true of the move it explains: the points it
names are the points the table counts (bonuses included), the close is worth what it says,
and a pile it turns down really offers no more than it says."""

from __future__ import annotations

import random

import pytest

from circolo.games.pinnacola.actions import Attach, DrawPile, DrawStock, LayMeld
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.base import PinnacolaDecision
from circolo.games.pinnacola.players.player import STOCK_DRAW_VALUE
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import HandState, MatchState
from circolo.games.pinnacola.view import seat_view


def _check(decision: PinnacolaDecision, before: HandState, after: HandState) -> None:
    seat = before.seat
    for reason in decision.reasons:
        facts, code = reason.facts, reason.code
        if code in ("club.meld", "club.open", "club.meld_long_run"):
            assert isinstance(decision.action, LayMeld)
            laid = after.melds[-1]
            assert laid.seat == seat
            if "points" in facts:
                assert facts["points"] == laid.value(before.options), code
            if code == "club.open":
                assert not before.opened[seat]
        elif code == "club.close":
            assert after.is_over and after.closer == seat
            assert after.result().closing[seat % 2] == facts["points"]
        elif code == "club.going_out":
            assert len(after.hands[seat]) == 1
        elif code == "club.pile":
            assert isinstance(decision.action, DrawPile)
            assert before.pile[decision.action.index].code == facts["card"]
            assert int(str(facts["gain"])) >= STOCK_DRAW_VALUE
        elif code == "club.stock_pile_poor":
            assert isinstance(decision.action, DrawStock)
            assert 0 < int(str(facts["gain"])) <= int(str(facts["bar"]))
            assert facts["card"] in [c.code for c in before.pile]
        elif code == "club.stock_pile_costly":
            assert int(str(facts["gain"])) <= 0
        elif code == "club.attach":
            assert isinstance(decision.action, Attach)
            assert after.melds[decision.action.meld].seat % 2 == seat % 2


@pytest.mark.parametrize("players", [2, 4])
def test_the_club_players_reasons_are_true_of_their_moves(players: int) -> None:
    options = PinnacolaOptions(players=players, mode="single")
    seen: set[str] = set()
    for deal in range(3):
        names = ["weak", "medium", "strong", "strong"][:players]
        seated = [create_player(names[s], random.Random(deal * 10 + s)) for s in range(players)]
        match = MatchState.new(options, deal % players)
        match = match.deal(shuffled_deck(options, random.Random(100 + deal)))
        while match.hand is not None:
            seat = match.to_move
            assert seat is not None
            before = match.hand
            decision = seated[seat].decide(seat_view(match, seat))
            match = match.apply(decision.action)
            after = match.hand if match.hand is not None else match.hands[-1]
            _check(decision, before, after)
            seen |= {reason.code for reason in decision.reasons}
    assert {"club.meld", "club.pile", "club.close"} & seen  # the checks above were exercised
