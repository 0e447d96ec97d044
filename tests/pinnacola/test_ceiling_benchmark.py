"""The benchmark that bounds what a look-ahead at the draw and discard could win
(pinnacola_ceiling)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from benchmarks.pinnacola_ceiling import Position, judge, positions

from circolo.games.pinnacola.actions import Attach, Discard, LayMeld, Swap
from circolo.games.pinnacola.legal import legal_actions
from circolo.games.pinnacola.players.player import ClubPlayer
from circolo.games.pinnacola.view import hand_view


@pytest.fixture(scope="module")
def found() -> list[Position]:
    """Seat 0's decisions in one hand of strong players at two."""
    return positions(players=2, hands=1, seed=4)


def test_every_position_is_a_decision_of_seat_0_with_strongs_choice_among_its_candidates(
    found: list[Position],
) -> None:
    assert {position.phase for position in found} >= {"discard", "meld"}
    for position in found:
        state = position.state
        assert state.seat == 0
        strong = ClubPlayer(random.Random(0), "strong")
        chosen = strong.decide(hand_view(state, 0)).action
        assert position.candidates[position.club] == chosen
        assert len(set(position.candidates)) == len(position.candidates) > 1
        if position.phase == "draw":
            assert set(position.candidates) == set(legal_actions(state))
        elif position.phase == "discard":
            assert all(isinstance(action, Discard) for action in position.candidates)
        else:  # between the draw and the discard: strong's step, stopping, other melds
            assert set(position.candidates) <= set(legal_actions(state))
            steps = [a for a in position.candidates if isinstance(a, LayMeld | Attach | Swap)]
            assert steps
            if not isinstance(chosen, Discard):
                assert position.candidates[1] == strong.discard(hand_view(state, 0)).action


def test_a_candidate_no_better_than_strongs_choice_gains_nothing(
    found: list[Position],
) -> None:
    position = found[0]
    same = replace(position, candidates=(position.candidates[position.club],) * 2, club=0)
    assert judge((0, same, 4, True)) == (0.0, position.club)


def test_a_gain_is_a_difference_of_two_shares_of_games(found: list[Position]) -> None:
    gain, _ = judge((1, found[-1], 4, False))
    assert -1.0 <= gain <= 1.0
