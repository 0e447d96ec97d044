"""The benchmark that asks whether the opponents' draws tell more about their hands
(pinnacola_reading)."""

from __future__ import annotations

import itertools
import random

from benchmarks.pinnacola_reading import declines, estimates, melds_with, read_layouts

from circolo.core.cards.french import parse_french_cards
from circolo.games.pinnacola.actions import DrawStock
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view import PinnacolaView, seat_view

TWO = PinnacolaOptions(players=2, mode="single")


def _view_some_turns_in(turns: int) -> PinnacolaView:
    match = MatchState.new(TWO, 0).deal(shuffled_deck(TWO, random.Random(5)))
    for _ in range(turns):
        seat = match.to_move
        assert seat is not None
        match = match.apply(create_player("strong", random.Random(seat)).decide(
            seat_view(match, seat)).action)  # fmt: skip
    assert match.to_move is not None
    return seat_view(match, match.to_move)


def test_a_card_melds_with_two_of_its_rank_or_its_run_neighbours_only() -> None:
    card = parse_french_cards(["7h"])[0]
    assert melds_with(card, parse_french_cards(["7c", "7s", "Kd"]), TWO)
    assert melds_with(card, parse_french_cards(["8h", "9h"]), TWO)
    assert melds_with(card, parse_french_cards(["6h", "8h"]), TWO)
    assert not melds_with(card, parse_french_cards(["7c", "8d", "9h", "Kh"]), TWO)


def test_a_card_left_on_the_pile_is_the_last_discard_before_an_opponents_stock_draw() -> None:
    view = _view_some_turns_in(30)
    left = declines(view)
    assert left
    turns = list(view.turns)
    for seat, card in left:
        assert seat % 2 != view.team
        assert any(
            after.seat == seat and isinstance(after.draw, DrawStock) and before.discard == card
            for before, after in itertools.pairwise(turns)
        )


def test_read_layouts_fit_the_view_and_favour_hands_without_a_meld_for_a_card_left() -> None:
    view = _view_some_turns_in(30)
    left = declines(view)

    def misfits(decline: float) -> int:
        """Cards left that the opponent could meld, over 8 layouts of each of 5 draws."""
        found = 0
        for seed in range(5):
            layouts = read_layouts(view, random.Random(seed), 8, decline=decline)
            assert len(layouts) == 8
            for layout in layouts:
                assert layout.hands[view.seat] == view.hand
                assert [len(cards) for cards in layout.hands] == list(view.hand_sizes)
                found += sum(melds_with(card, layout.hands[seat], TWO) for seat, card in left)
        return found

    assert misfits(decline=1.0) > 0  # uniform layouts: some fit the cards left badly
    assert misfits(decline=0.0001) == 0


def test_every_estimate_is_a_share_of_layouts() -> None:
    rows = estimates(players=2, hands=1, seed=2, layouts=4)
    assert rows
    assert all(0.0 <= plain <= 1.0 and 0.0 <= read <= 1.0 for _, plain, read in rows)
