"""Every registered game, through the game interface only: random matches played out by the
rules (the chance step dealing, every legal step applying, each step read back by the game's
codec), no seat's view naming a card hidden from it, and each match's record replaying
without a fault. A new game in the list gets these without an edit."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from circolo.core.cards.french import FrenchCard
from circolo.core.cards.italian import Card
from circolo.core.game import Game
from circolo.games import GAMES

#: Steps one match may take before the test calls it stuck.
MAX_STEPS = 30_000


def codes_in(value: object) -> Iterator[str]:
    """Every card code in a JSON value (a wild card's own code, not what it stands for)."""
    if isinstance(value, dict):
        for item in value.values():
            yield from codes_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from codes_in(item)
    elif isinstance(value, str):
        code = value.split("=", 1)[0]
        for parse in (Card.parse, FrenchCard.parse):
            try:
                parse(code)
            except ValueError:
                continue
            yield code
            break


def _play_out(game: Game[Any], seats: int, seed: int) -> tuple[Any, list[str]]:
    """A whole short match of ``game`` at ``seats`` seats, every step a random legal one,
    checked as it goes; the finished state and what went wrong."""
    rng = random.Random(seed)
    options = game.table_options(None, seats, game.short_match)
    state = game.new_match(options, rng.randrange(seats))
    wrong: list[str] = []
    for _ in range(MAX_STEPS):
        if state.is_over:
            return state, wrong
        seat = state.to_move
        if seat is None:
            state = game.deal(state, rng)
            continue
        for watcher in range(seats):
            leaked = set(codes_in(game.observe(state, watcher))) & game.hidden_from(state, watcher)
            if leaked:
                wrong.append(f"seat {watcher}'s view names {sorted(leaked)}")
        legal = state.legal_actions()
        if not legal:
            wrong.append(f"seat {seat} is to move and has no legal step")
            return state, wrong
        action = rng.choice(legal)
        written = game.step_to_json(action)
        if game.step_from_json(written) != action:
            wrong.append(f"the step {written} reads back as another")
        state = state.apply(action)
    wrong.append(f"the match did not end in {MAX_STEPS} steps")
    return state, wrong


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_plays_out_at_random_by_its_rules_and_its_record_replays(name: str) -> None:
    game = GAMES[name]
    for seats in game.seat_counts:
        for seed in range(3):
            state, wrong = _play_out(game, seats, seed)
            assert wrong == [], (seats, seed)
            assert state.is_over
            record = game.record(state, ["random"] * seats)
            assert record["game"] == name
            assert list(game.replay_record(record, 1)) == [], (seats, seed)


@pytest.mark.parametrize("name", list(GAMES))
def test_no_card_in_a_seats_view_is_hidden_from_it_and_a_spectator_may_know_none(
    name: str,
) -> None:
    game = GAMES[name]
    rng = random.Random(7)
    seats = game.seat_counts[0]
    options = game.table_options(None, seats, game.short_match)
    state = game.deal(game.new_match(options, 0), rng)
    everyone = set().union(*(game.hidden_from(state, seat) for seat in range(seats)))
    assert everyone <= game.hidden_from(state, None)  # a spectator holds no hand
    for seat in range(seats):
        own = set(codes_in(game.observe(state, seat)))
        assert own and not own & game.hidden_from(state, seat)
        others = game.hidden_from(state, (seat + 1) % seats)
        assert own & others, "a seat's own cards are hidden from the next seat"
