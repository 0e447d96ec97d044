"""Duplicate deals or games of a game played by two sides, the seats of one parity each
(Briscola, Pinnacola): one driver for them all, each game giving its :class:`SideGame`.

As for Tressette (docs/arena.md): every deal or game is played twice from the same
shuffles, A on side 0 (the even seats) in play 0 and on side 1 in play 1; the pair is the
unit of the interval. With ``--deals`` each deal is one hand; with ``--games`` the match
runs to its end. A game module keeps its own module-level chunk player (what a worker
process runs), which hands its :class:`SideGame` to :func:`play_chunk` here.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from circolo.core.arena.driver import ChunkResult, MoveTimes, PairScore
from circolo.core.arena.setup import ArenaSetup


@dataclass(frozen=True, slots=True)
class SideGame:
    """What the driver needs of a game: its match, deal, finished hands, points, players."""

    #: A match before its first deal: ``(options, first_dealer)``.
    new_match: Callable[[Any, int], Any]
    #: ``match`` with its next hand dealt from a deck shuffled by the generator.
    deal: Callable[[Any, Any, random.Random], Any]
    #: The finished hands of a match, in order.
    finished: Callable[[Any], Sequence[Any]]
    #: A finished hand's points, side 0's then side 1's.
    points: Callable[[Any], tuple[int, int]]
    #: The game's player written ``spec``, drawing from the generator.
    create_player: Callable[[str, random.Random], Any]
    #: What ``seat`` sees of a match.
    seat_view: Callable[[Any, int], Any]


def seat_specs(a: str, b: str, play: int, seats: int) -> tuple[str, ...]:
    """A on side ``play`` (the seats of that parity), B on the other."""
    return tuple(a if seat % 2 == play else b for seat in range(seats))


def check_players(game: SideGame, *specs: str) -> None:
    """Refuse an unknown player before anything is played (the game's own sentence)."""
    for spec in specs:
        game.create_player(spec, random.Random(0))


def play_one(
    game: SideGame,
    setup: ArenaSetup[Any],
    index: int,
    play: int,
    players: Sequence[Any],
    times: MoveTimes,
) -> Any:
    """Play ``play`` of deal or game ``index``: one hand for deals, the match for games."""
    match = game.new_match(setup.options, setup.first_dealer(index))
    while not match.is_over:
        if match.hand is None:
            dealt = len(game.finished(match))
            if setup.mode == "deals" and dealt:
                break
            match = game.deal(match, setup.options, setup.hand_rng(index, dealt))
            continue
        seat = match.to_move
        assert seat is not None
        view = game.seat_view(match, seat)
        start = time.perf_counter_ns()
        decision = players[seat].decide(view)
        elapsed = (time.perf_counter_ns() - start) / 1e6
        (times.a if seat % 2 == play else times.b).append(elapsed)
        match = match.apply(decision.action)
    return match


def score_pair(game: SideGame, index: int, plays: Sequence[Any]) -> PairScore:
    """Both plays of a pair scored: points per hand, hands won, games won by A."""
    deals = hands = a_points = b_points = won = level = games = 0
    for a_side, match in enumerate(plays):
        finished = game.finished(match)
        deals = max(deals, len(finished))
        hands += len(finished)
        for hand in finished:
            points = game.points(hand)
            a, b = points[a_side], points[1 - a_side]
            a_points += a
            b_points += b
            won += a > b
            level += a == b
        games += match.is_over and match.winner == a_side
    return PairScore(index, deals, hands, a_points, b_points, won, level, games)


def play_chunk(game: SideGame, setup: ArenaSetup[Any], indices: range) -> ChunkResult:
    """Play the pairs ``indices`` of ``game`` (in a worker process, or in this one)."""
    times = MoveTimes()
    scores = []
    for index in indices:
        plays = []
        for play in (0, 1):
            specs = seat_specs(setup.a, setup.b, play, setup.seats)
            players = [
                game.create_player(spec, setup.player_rng(index, seat))
                for seat, spec in enumerate(specs)
            ]
            plays.append(play_one(game, setup, index, play, players, times))
        scores.append(score_pair(game, index, plays))
    return ChunkResult(tuple(scores), times)
