"""Duplicate Briscola deals or games between two players (``circolo arena --game briscola``).

Played by the driver of every two-sided game (:mod:`circolo.core.arena.sides`, docs/arena.md):
points per hand are the hands' card points (120 a hand between the two sides).
"""

from __future__ import annotations

import random
from typing import Any

from circolo.core.arena import sides
from circolo.core.arena.driver import ArenaResult, ChunkResult, Progress, play_pairs
from circolo.core.arena.setup import ArenaSetup, Mode
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.players.registry import create_player
from circolo.games.briscola.players.selfplay import shuffled_deck
from circolo.games.briscola.state import HandState, MatchState
from circolo.games.briscola.view import seat_view

#: The seed strings of Briscola's arena start here (each game has its own).
SEED_PREFIX = "circolo/arena/briscola"


def _deal(match: MatchState, options: Any, rng: random.Random) -> MatchState:
    return match.deal(shuffled_deck(rng))


def _points(hand: HandState) -> tuple[int, int]:
    return hand.taken[0], hand.taken[1]


#: What the two-sided driver needs of Briscola.
BRISCOLA = sides.SideGame(
    new_match=MatchState.new,
    deal=_deal,
    finished=lambda match: match.finished,
    points=_points,
    create_player=create_player,
    seat_view=seat_view,
)


def play_chunk(setup: ArenaSetup[BriscolaOptions], indices: range) -> ChunkResult:
    """Play the pairs ``indices`` (in a worker process, or in this one)."""
    return sides.play_chunk(BRISCOLA, setup, indices)


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
    sides.check_players(BRISCOLA, a, b)
    setup = ArenaSetup(options, a, b, mode, count, seed, seats=options.players, prefix=SEED_PREFIX)
    return ArenaResult.of(mode, *play_pairs(play_chunk, setup, workers, progress))
