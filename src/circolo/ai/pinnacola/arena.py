"""Duplicate Pinnacola deals or matches between two players (``circolo arena --game pinnacola``).

As for Tressette (:mod:`circolo.ai.arena`, docs/arena.md): every deal or match is played
twice from the same shuffles, A on team 0 in play 0 and on team 1 in play 1; the pair is
the unit of the interval. With ``--deals`` each deal is one hand; when the options say
``mode=single`` that hand is a whole game, so game wins are counted with deals too.
Points per hand are the hands' ``total``s.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import replace

from circolo.ai.arena import (
    ArenaResult,
    ChunkResult,
    MoveTimes,
    PairScore,
    Progress,
    play_pairs,
)
from circolo.ai.arena_setup import ArenaSetup, Mode
from circolo.ai.pinnacola.base import PinnacolaPlayer
from circolo.ai.pinnacola.registry import create_player
from circolo.ai.pinnacola.selfplay import shuffled_deck
from circolo.pinnacola.options import PinnacolaOptions
from circolo.pinnacola.state import MatchState
from circolo.pinnacola.view import seat_view

#: The seed strings of Pinnacola's arena start here (Tressette's: circolo/arena).
SEED_PREFIX = "circolo/arena/pinnacola"
#: The arena setup of a Pinnacola run (a type: make one with ArenaSetup itself).
PinnacolaArenaSetup = ArenaSetup[PinnacolaOptions]


def seat_specs(a: str, b: str, play: int, seats: int) -> tuple[str, ...]:
    """A on team ``play`` (seats of that parity), B on the other."""
    return tuple(a if seat % 2 == play else b for seat in range(seats))


def play_one(
    setup: PinnacolaArenaSetup,
    index: int,
    play: int,
    players: Sequence[PinnacolaPlayer],
    times: MoveTimes,
) -> MatchState:
    """Play ``play`` of deal or match ``index``: one hand for deals, the match for games."""
    match = MatchState.new(setup.options, setup.first_dealer(index))
    while not match.is_over:
        if match.hand is None:
            dealt = len(match.hands)
            if setup.mode == "deals" and dealt:
                break
            match = match.deal(shuffled_deck(setup.options, setup.hand_rng(index, dealt)))
            continue
        seat = match.to_move
        assert seat is not None
        view = seat_view(match, seat)
        start = time.perf_counter_ns()
        decision = players[seat].decide(view)
        elapsed = (time.perf_counter_ns() - start) / 1e6
        (times.a if seat % 2 == play else times.b).append(elapsed)
        match = match.apply(decision.action)
    return match


def score_pair(index: int, plays: Sequence[MatchState]) -> PairScore:
    """Both plays of a pair scored: hand totals, hands won, games won by A."""
    deals = hands = a_points = b_points = won = level = games = 0
    for a_team, match in enumerate(plays):
        deals = max(deals, len(match.hands))
        hands += len(match.hands)
        for hand in match.hands:
            total = hand.result().total
            a, b = total[a_team], total[1 - a_team]
            a_points += a
            b_points += b
            won += a > b
            level += a == b
        games += match.is_over and match.winner == a_team
    return PairScore(index, deals, hands, a_points, b_points, won, level, games)


def play_chunk(setup: PinnacolaArenaSetup, indices: range) -> ChunkResult:
    """Play the pairs ``indices`` (in a worker process, or in this one)."""
    times = MoveTimes()
    scores = []
    for index in indices:
        plays = []
        for play in (0, 1):
            specs = seat_specs(setup.a, setup.b, play, setup.options.players)
            players = [
                create_player(spec, setup.player_rng(index, seat))
                for seat, spec in enumerate(specs)
            ]
            plays.append(play_one(setup, index, play, players, times))
        scores.append(score_pair(index, plays))
    return ChunkResult(tuple(scores), times)


def run_pinnacola_arena(
    options: PinnacolaOptions,
    *,
    a: str,
    b: str,
    mode: Mode,
    count: int,
    seed: int,
    workers: int | None = None,
    progress: Progress | None = None,
) -> ArenaResult:
    """Play ``count`` duplicate deals or matches of ``a`` against ``b`` and measure them."""
    a, b = a.strip(), b.strip()
    create_player(a, random.Random(0))
    create_player(b, random.Random(0))
    setup: PinnacolaArenaSetup = ArenaSetup(
        options, a, b, mode, count, seed, seats=options.players, prefix=SEED_PREFIX
    )
    scores, times = play_pairs(play_chunk, setup, workers, progress)
    measured = ArenaResult.of(mode, scores, times)
    if mode == "deals" and options.mode == "single":
        games = 2 * len(scores)
        rate = sum(s.a_games_won for s in scores) / max(games, 1)
        measured = replace(measured, games=games, a_game_win_rate=rate)
    return measured
