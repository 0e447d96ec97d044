"""Duplicate Briscola deals or games between two players (``circolo arena --game briscola``).

As for the other games (docs/arena.md): every deal or game is played twice from the same
shuffles, A on side 0 in play 0 and on side 1 in play 1; the pair is the unit of the
interval. Points per hand are the hands' card points (120 a hand between the two sides).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from circolo.ai.arena import ArenaResult, ChunkResult, MoveTimes, PairScore, Progress, play_pairs
from circolo.ai.arena_setup import ArenaSetup, Mode
from circolo.ai.briscola.base import BriscolaPlayer
from circolo.ai.briscola.registry import create_player
from circolo.ai.briscola.selfplay import shuffled_deck
from circolo.briscola.options import BriscolaOptions
from circolo.briscola.state import MatchState
from circolo.briscola.view import seat_view

#: The seed strings of Briscola's arena start here (each game has its own).
SEED_PREFIX = "circolo/arena/briscola"
#: The arena setup of a Briscola run.
BriscolaArenaSetup = ArenaSetup[BriscolaOptions]


def seat_specs(a: str, b: str, play: int, seats: int) -> tuple[str, ...]:
    """A on side ``play`` (the seats of that parity), B on the other."""
    return tuple(a if seat % 2 == play else b for seat in range(seats))


def play_one(
    setup: BriscolaArenaSetup,
    index: int,
    play: int,
    players: Sequence[BriscolaPlayer],
    times: MoveTimes,
) -> MatchState:
    """Play ``play`` of deal or game ``index``: one hand for deals, the whole game for games."""
    match = MatchState.new(setup.options, setup.first_dealer(index))
    while not match.is_over:
        if match.hand is None:
            dealt = len(match.finished)
            if setup.mode == "deals" and dealt:
                break
            match = match.deal(shuffled_deck(setup.hand_rng(index, dealt)))
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
    """Both plays of a pair scored: card points per hand, hands won, games won by A."""
    deals = hands = a_points = b_points = won = level = games = 0
    for a_side, match in enumerate(plays):
        deals = max(deals, len(match.finished))
        hands += len(match.finished)
        for hand in match.finished:
            a, b = hand.taken[a_side], hand.taken[1 - a_side]
            a_points += a
            b_points += b
            won += a > b
            level += a == b
        games += match.is_over and match.winner == a_side
    return PairScore(index, deals, hands, a_points, b_points, won, level, games)


def play_chunk(setup: BriscolaArenaSetup, indices: range) -> ChunkResult:
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


def run_briscola_arena(
    options: BriscolaOptions,
    *,
    a: str,
    b: str,
    mode: Mode,
    count: int,
    seed: int,
    workers: int | None = None,
    progress: Progress | None = None,
) -> ArenaResult:
    """Play ``count`` duplicate deals or games of ``a`` against ``b`` and measure them."""
    a, b = a.strip(), b.strip()
    create_player(a, random.Random(0))
    create_player(b, random.Random(0))
    setup: BriscolaArenaSetup = ArenaSetup(
        options, a, b, mode, count, seed, seats=options.players, prefix=SEED_PREFIX
    )
    return ArenaResult.of(mode, *play_pairs(play_chunk, setup, workers, progress))
