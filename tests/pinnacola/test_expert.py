"""Pinnacola's ``expert``: it looks ahead at the draw and the discard over layouts of the
cards it cannot see (consistent with what its seat knows), plays legal hands to the end,
gives the search's figures as its reasons, and is offered wherever players are named."""

from __future__ import annotations

import json
import random
import statistics
import time
from collections import Counter

import pytest

from circolo.core.cards.french import pinnacola_deck
from circolo.engine import Engine
from circolo.games.pinnacola.actions import Action, Discard, DrawPile, DrawStock
from circolo.games.pinnacola.info import pinnacola_info
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.expert import ExpertPlayer, confident_choice, determinize
from circolo.games.pinnacola.players.registry import NAMES, STRENGTHS, create_player
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view import seat_view, view_to_json

TWO = PinnacolaOptions(players=2, mode="single")


def test_a_layout_keeps_what_the_seat_sees_and_knows_and_deals_the_rest() -> None:
    match = MatchState.new(TWO, 0).deal(shuffled_deck(TWO, random.Random(2)))
    for _ in range(12):  # a few turns in, so that the pile and the melds hold cards
        seat = match.to_move
        assert seat is not None
        player = create_player("strong", random.Random(seat))
        match = match.apply(player.decide(seat_view(match, seat)).action)
    assert match.hand is not None and match.to_move is not None
    view = seat_view(match, match.to_move)
    layout = determinize(view, random.Random(7))
    assert layout.hands[view.seat] == view.hand
    assert [len(cards) for cards in layout.hands] == list(view.hand_sizes)
    assert len(layout.stock) == view.stock_size and layout.pile == view.pile
    for other, known in enumerate(view.known):
        assert not Counter(known) - Counter(layout.hands[other])  # what it took, it holds
    everything = Counter([*(c for h in layout.hands for c in h), *layout.stock, *layout.pile])
    everything.update(p.card for m in layout.melds for p in m.cards)
    assert everything == Counter(pinnacola_deck(pinelle=False, jokers=True))


def test_the_expert_plays_a_hand_to_its_end_and_gives_the_searchs_figures() -> None:
    match = MatchState.new(TWO, 1).deal(shuffled_deck(TWO, random.Random(5)))
    players = [ExpertPlayer(random.Random(1), layouts=2), create_player("strong", random.Random(2))]
    searched = []
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        decision = players[seat].decide(seat_view(match, seat))
        codes = [reason.code for reason in decision.reasons]
        if any(code.startswith("expert.") for code in codes):
            searched.append(decision)
        match = match.apply(decision.action)  # the engine refuses anything illegal
    assert match.is_over and searched
    decision = searched[0]
    reason = decision.reasons[-1]
    assert reason.facts["layouts"] == 2 and "value" in reason.facts
    assert "Looking ahead (2 ways" in decision.explain("en")
    assert "Guardando avanti (2 modi" in decision.explain("it")


def test_expert_is_offered_as_the_strongest_computer_but_mixed_never_draws_it() -> None:
    assert "expert" in NAMES and "expert" not in STRENGTHS
    assert "expert" in pinnacola_info()["players"]
    match = MatchState.new(TWO, 0).deal(shuffled_deck(TWO, random.Random(3)))
    seat = match.to_move
    assert seat is not None
    view = view_to_json(seat_view(match, seat))
    request = {"id": 2, "cmd": "play", "player": "expert", "view": view}
    answer = Engine().answer(json.dumps(request))
    assert "action" in answer and answer["text"]["en"]  # type: ignore[index]


def test_the_expert_leaves_the_club_choice_only_for_one_better_layout_after_layout() -> None:
    club, steady, lucky = DrawStock(), DrawPile(0), DrawPile(1)
    candidates: list[Action] = [club, steady, lucky]
    base = [10.0, -40.0, 25.0, 0.0, 5.0, -10.0]
    # ``steady`` beats the club's choice by 6 to 8 points in every layout
    steady_values = [b + 8 for b in base[:-1]] + [base[-1] + 6]
    # ``lucky`` by 300 in one layout and loses 20 in all the others: the best average,
    # made by one layout's luck
    lucky_values = [base[0] + 300] + [b - 20 for b in base[1:]]
    assert statistics.fmean(lucky_values) > statistics.fmean(steady_values)
    assert confident_choice(candidates, [base, steady_values, base], club) == 1
    assert confident_choice(candidates, [base, base, lucky_values], club) == 0
    # the club's choice stays while the best average is not steady, whatever else is
    assert confident_choice(candidates, [base, steady_values, lucky_values], club) == 0


def test_a_club_choice_kept_against_a_higher_average_says_so_in_its_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = MatchState.new(TWO, 0).deal(shuffled_deck(TWO, random.Random(4)))
    strong = create_player("strong", random.Random(0))
    while True:  # to a discard with a choice
        seat = match.to_move
        assert seat is not None
        view = seat_view(match, seat)
        decision = strong.decide(view)
        if isinstance(decision.action, Discard) and len(view.hand) > 2:
            break
        match = match.apply(decision.action)

    def lucky(self: ExpertPlayer, _: object, candidates: list[Action]) -> list[list[float]]:
        club = [10.0, -40.0, 25.0, 0.0]
        return [club, [310.0, -60.0, 5.0, -20.0], *([club] * (len(candidates) - 2))]

    monkeypatch.setattr(ExpertPlayer, "_weigh", lucky)
    chosen = ExpertPlayer(random.Random(1)).decide(view)
    assert chosen.action == decision.action
    assert chosen.reasons[-1].code == "expert.kept"
    assert chosen.reasons[-1].facts["value"] < chosen.reasons[-1].facts["other_value"]  # type: ignore[operator]
    # why the better average is not played, in words a player follows (not "not layout
    # after layout: too little to leave the club player's choice")
    assert "its lead comes from a few of those ways, not from most of them" in chosen.explain("en")
    assert "so I keep it" in chosen.explain("en")
    assert "layout" not in chosen.explain("en")
    assert "il suo vantaggio viene da pochi di quei modi" in chosen.explain("it")


def test_the_same_request_gets_the_same_answer_from_the_expert_on_a_slow_machine_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The look-ahead's budget is a count of steps, not a clock: on a machine slowed down it
    # searches the same layouts to the same answer.
    match = MatchState.new(TWO, 0).deal(shuffled_deck(TWO, random.Random(5)))
    for turn in range(60):  # a few turns in, to a discard of the seat to move
        seat = match.to_move
        assert seat is not None and match.hand is not None
        view = seat_view(match, seat)
        action = create_player("strong", random.Random(seat)).decide(view).action
        if turn >= 9 and isinstance(action, Discard) and len(view.hand) > 2:
            break
        match = match.apply(action)
    seat = match.to_move
    assert seat is not None
    request = json.dumps(
        {"id": 1, "cmd": "play", "player": "expert", "view": view_to_json(seat_view(match, seat))}
    )
    fast = Engine().answer(request)
    ticks = iter(range(10**6))
    # Every reading of the clock a fifth of a second after the last: a machine made slow.
    monkeypatch.setattr(time, "perf_counter", lambda: 0.2 * next(ticks))
    assert Engine().answer(request) == fast
    assert "layouts" in fast["reasons"][-1]  # type: ignore[index]
