"""The benchmark that judges the expert's deviations from strong (pinnacola_deviations)."""

from __future__ import annotations

import random

import pytest
from benchmarks.pinnacola_deviations import Case, collect, judge_case, kind

from circolo.games.pinnacola.actions import Attach, Discard, DrawPile, DrawStock, LayMeld, Swap
from circolo.games.pinnacola.legal import legal_actions
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.player import ClubPlayer
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view import hand_view

Kept = tuple[list[Case], int]


@pytest.fixture(scope="module")
def kept() -> Kept:
    """The draws of two hands of strong players where the expert would draw otherwise."""
    cases, asked = collect(players=2, hands=2, seed=3, phase="draw")
    return list(cases), asked


def test_kept_positions_are_where_the_expert_leaves_strongs_choice(kept: Kept) -> None:
    cases, asked = kept
    assert asked >= len(cases)
    assert asked > 0
    for state, club_action, expert_action in cases:
        assert club_action != expert_action
        strong = ClubPlayer(random.Random(0), "strong")
        assert strong.decide(hand_view(state, state.seat)).action == club_action
        assert kind((state, club_action, expert_action)) in {
            "stock -> pile",
            "pile -> stock",
            "pile -> pile",
            "end -> pile",
            "pile -> end",
        }


def test_the_judge_plays_both_choices_on_the_same_stock_orders() -> None:
    options = PinnacolaOptions(players=2, mode="single")
    state = MatchState.new(options, 0).deal(shuffled_deck(options, random.Random(3))).hand
    assert state is not None
    strong = ClubPlayer(random.Random(0), "strong")
    while state.phase != "draw" or not hand_view(state, state.seat).usable_pile:
        state = state.apply(strong.decide(hand_view(state, state.seat)).action)  # to a choice
    club_action = strong.decide(hand_view(state, state.seat)).action
    # the same choice on both sides: every rollout pair is identical, so no difference
    assert judge_case((0, (state, club_action, club_action), 3)) == (0.0, 0.0)
    usable = hand_view(state, state.seat).usable_pile
    other = DrawStock() if isinstance(club_action, DrawPile) else DrawPile(usable[0])
    games, points = judge_case((0, (state, club_action, other), 2))
    assert -1.0 <= games <= 1.0 and isinstance(points, float)


def test_the_steps_between_draw_and_discard_are_asked_where_a_meld_is_possible() -> None:
    cases, asked = collect(players=4, hands=1, seed=1, phase="meld")
    assert asked >= len(cases) and asked > 0
    for state, club_action, expert_action in cases:
        assert state.phase == "meld" and not state.must_use
        assert any(isinstance(a, LayMeld | Attach | Swap) for a in legal_actions(state))
        assert kind((state, club_action, expert_action)) in {
            "discard",
            "meld: stop",
            "meld: lay held",
            "meld: other step",
        }


def test_a_meld_steps_deviation_is_named_by_what_changed() -> None:
    state = (
        MatchState.new(PinnacolaOptions(players=4), 0)
        .deal(shuffled_deck(PinnacolaOptions(players=4), random.Random(1)))
        .hand
    )
    assert state is not None
    card = state.hands[0][0]
    lay, other = LayMeld.parse("5h", "6h", "7h"), LayMeld.parse("9c", "9d", "9s")
    assert kind((state, lay, Discard(card))) == "meld: stop"
    assert kind((state, Discard(card), lay)) == "meld: lay held"
    assert kind((state, lay, other)) == "meld: other step"
    assert kind((state, Discard(card), Discard(card))) == "discard"
