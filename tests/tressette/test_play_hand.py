"""Self-play's whole-hand loop plays exactly what card-by-card play does: the same match,
and at every card the same view for the seat to move."""

from __future__ import annotations

import random

import pytest

from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import VARIANTS, preset
from circolo.games.tressette.players.random_player import RandomPlayer
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.state import HandState, Play
from circolo.games.tressette.view import SeatView, hand_view, seat_view


def _whole(dealt: MatchState, seed: int) -> tuple[MatchState, list[SeatView]]:
    """The hand just dealt, played whole by random players; each view they were given."""
    players = [RandomPlayer(random.Random(seed * 10 + seat)) for seat in range(4)]
    views: list[SeatView] = []

    def choose(hand: HandState) -> Play:
        view = hand_view(dealt, hand, hand.turn)
        views.append(view)
        decision = players[hand.turn].decide(view)
        return Play(decision.card, decision.signals)

    return dealt.play_hand(choose), views


def _card_by_card(dealt: MatchState, seed: int) -> tuple[MatchState, list[SeatView]]:
    """The same hand played card by card through the match, by the same players."""
    players = [RandomPlayer(random.Random(seed * 10 + seat)) for seat in range(4)]
    views: list[SeatView] = []
    match = dealt
    while match.hand is not None and match.hands == dealt.hands:
        seat = match.to_move
        assert seat is not None
        view = seat_view(match, seat)
        views.append(view)
        decision = players[seat].decide(view)
        match = match.play(Play(decision.card, decision.signals))
    return match, views


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_hand_played_whole_is_the_hand_played_card_by_card(variant: str) -> None:
    options = preset(variant).single_game()
    for seed in range(6):
        dealt = deal_until_playable(MatchState.new(options, seed % 4), random.Random(seed))
        assert _whole(dealt, seed) == _card_by_card(dealt, seed)
