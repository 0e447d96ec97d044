"""Every game's match is a GameState: whose move, the steps it may take, a step, the result."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from circolo.core.game import GameState
from circolo.games.pinnacola.actions import Action, DrawPile, DrawStock, EndHand, Undo
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.random_player import PinnacolaRandomPlayer
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import MatchState as PinnacolaMatch
from circolo.games.pinnacola.view import seat_view
from circolo.games.tressette.match import MatchState as TressetteMatch
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.redeal import tressette_hand
from circolo.games.tressette.state import Play
from tests.pinnacola.helpers import match_with, position

S = TypeVar("S", bound="GameState[Any]")  # any game's state


def play_out(state: S, deal: Callable[[S], S], rng: random.Random) -> S:
    """A whole match of steps drawn from ``legal_actions``, each checked by ``apply``."""
    for _step in range(50_000):
        if state.is_over:
            return state
        if state.to_move is None:
            state = deal(state)
            continue
        steps = state.legal_actions()
        assert steps, "a seat to move always has a step"
        state = state.apply(rng.choice(steps))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("seed", [1, 2])
def test_a_tressette_match_plays_out_by_its_legal_actions(seed: int) -> None:
    options = TressetteOptions(target=11)
    dealt = [0]

    def deal(match: TressetteMatch) -> TressetteMatch:
        dealt[0] += 1
        return tressette_hand(match, f"test-{seed}", dealt[0])

    match = play_out(TressetteMatch.new(options, 0), deal, random.Random(seed))
    assert match.winner in (0, 1) and match.legal_actions() == ()


def test_tressette_lists_each_card_the_rules_allow_without_a_signal() -> None:
    match = tressette_hand(TressetteMatch.new(TressetteOptions(), 0), "test", 0)
    assert match.legal_actions() == tuple(Play(card) for card in match.legal_cards())
    first = match.apply(match.legal_actions()[0])
    assert first.to_move is not None and set(first.legal_actions()) <= {
        Play(card) for card in first.legal_cards()
    }


@pytest.mark.parametrize("players", [2, 4])
def test_a_pinnacola_match_plays_out_by_its_legal_actions(players: int) -> None:
    options = PinnacolaOptions(players=players, mode="single")
    rng = random.Random(players)

    def deal(match: PinnacolaMatch) -> PinnacolaMatch:
        return match.deal(shuffled_deck(options, rng))

    match = play_out(PinnacolaMatch.new(options, 0), deal, rng)
    assert match.is_over and match.legal_actions() == ()


def test_pinnacola_lists_the_stock_and_each_pile_card_the_player_may_take() -> None:
    hand = position([["5h", "6h", "Kc", "2s"], ["Qd", "Qs", "3c", "4c"]], pile=["9d", "7h"])
    steps = hand.legal_actions()
    assert steps[0] == DrawStock()
    assert DrawPile(1) in steps  # the 7h goes with 5h 6h
    assert set(steps) == {DrawStock(), *(DrawPile(i) for i in hand.usable_pile_indices())}


def test_pinnacola_with_the_stock_empty_lists_the_end_of_the_hand_instead() -> None:
    hand = position([["5h", "6h", "Kc", "2s"], ["Qd", "Qs", "3c", "4c"]], pile=["9d"], stock=[])
    assert hand.legal_actions()[0] == EndHand()
    assert DrawStock() not in hand.legal_actions()


def test_pinnacola_after_the_draw_lists_melds_the_rules_take_and_every_discard() -> None:
    hand = position([["5h", "6h", "7h", "Kc", "2s"], ["Qd", "Qs", "3c", "4c"]]).apply(DrawStock())
    steps = hand.legal_actions()
    for step in steps:
        hand.apply(step)  # each listed step is one the rules take
    discards = [s for s in steps if type(s).__name__ == "Discard"]
    assert len(discards) == len(hand.discardable())
    assert any(type(s).__name__ == "LayMeld" for s in steps)
    assert not any(isinstance(s, Undo) for s in steps)


@pytest.mark.parametrize("seed", range(4))
def test_every_step_of_the_random_player_is_among_the_legal_actions(seed: int) -> None:
    """The random player keeps its own draws; what it picks is always a listed step."""
    options = PinnacolaOptions(players=2, mode="single")
    rng = random.Random(seed)
    player = PinnacolaRandomPlayer(random.Random(seed))
    match = PinnacolaMatch.new(options, 0).deal(shuffled_deck(options, rng))
    checked = 0
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        action: Action = player.decide(seat_view(match, seat)).action
        assert action in match.legal_actions()
        match = match.apply(action)
        checked += 1
    assert checked > 10


def test_a_pinnacola_match_lists_its_hands_steps_and_none_between_hands() -> None:
    hand = position([["5h", "6h"], ["Qd", "Qs"]])
    assert match_with(hand).legal_actions() == hand.legal_actions()
    assert PinnacolaMatch.new(hand.options, 0).legal_actions() == ()
