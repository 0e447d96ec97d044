"""Briscola's exact solver and the pimc player built on it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from circolo.core.cards.italian import DECK
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.players.pimc import (
    BriscolaPimcPlayer,
    hand_sizes,
    public_holdings,
    sample_layout,
)
from circolo.games.briscola.players.solver import card_values
from circolo.games.briscola.state import HandState, MatchState, Play, SwapSeven
from circolo.games.briscola.view import seat_view


def _best_by_brute_force(hand: HandState, side: int) -> int:
    if hand.is_over:
        return hand.taken[side]
    values = [_best_by_brute_force(hand.play(c), side) for c in hand.hands[hand.turn]]
    return max(values) if hand.options.side_of(hand.turn) == side else min(values)


def _played(players: int, plays: int, seed: int, swap_seven: bool = False) -> MatchState:
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    options = BriscolaOptions(players=players, swap_seven=swap_seven)
    match = MatchState.new(options, 0).deal(deck)
    for _ in range(plays):
        match = match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize(("players", "plays"), [(2, 28), (2, 31), (4, 28), (4, 33)])
def test_the_solver_values_each_card_as_a_full_minimax_of_the_layout_does(
    players: int, plays: int
) -> None:
    for seed in range(4):
        hand = _played(players, plays, seed).hand
        assert hand is not None
        side = hand.options.side_of(hand.turn)
        stock = [*hand.stock[hand.drawn :], *([hand.face_up] if hand.face_up else [])]
        values = card_values(hand.hands, stock, hand.trick, hand.turn, hand.suit, side)
        for card in hand.hands[hand.turn]:
            expected = _best_by_brute_force(hand.play(card), side) - hand.taken[side]
            assert values[card] == expected, (seed, card.code)


def test_a_sampled_layout_fills_every_hand_and_keeps_the_public_holdings() -> None:
    for seed in range(30):
        match = _played(2, 2 * random.Random(seed).randrange(17, 19), seed, swap_seven=True)
        assert match.to_move is not None and match.hand is not None
        view = seat_view(match, match.to_move)
        hands, stock = sample_layout(view, random.Random(seed))
        assert [len(h) for h in hands] == hand_sizes(view) == [len(h) for h in match.hand.hands]
        assert len(stock) == view.stock_left
        played = [e.card for e in view.plays if not e.swap]
        assert Counter([*played, *(c for h in hands for c in h), *stock]) == Counter(DECK)
        for seat, cards in public_holdings(view).items():
            assert cards <= set(match.hand.hands[seat]) and cards <= set(hands[seat])


def test_with_two_players_and_the_stock_empty_pimc_plays_a_card_of_the_best_value() -> None:
    for seed in range(6):
        match = _played(2, 34 + seed % 3, seed)
        hand = match.hand
        assert hand is not None and hand.stock_left == 0 and match.to_move is not None
        side = hand.options.side_of(hand.turn)
        decision = BriscolaPimcPlayer(random.Random(0)).decide(seat_view(match, match.to_move))
        assert isinstance(decision.action, Play)
        values = card_values(hand.hands, [], hand.trick, hand.turn, hand.suit, side)
        if len(values) > 1:
            assert values[decision.action.card] == max(values.values())
            assert decision.reasons[0].code == "briscola.pimc.exact"
            assert decision.action.card.name("it") in decision.explain("it")


def test_pimc_plays_as_the_club_player_while_the_stock_is_long() -> None:
    match = _played(4, 3, 1)
    assert match.to_move is not None
    decision = BriscolaPimcPlayer(random.Random(0)).decide(seat_view(match, match.to_move))
    assert decision.reasons[0].code.startswith("briscola.heuristic.")
    assert not isinstance(decision.action, SwapSeven)
