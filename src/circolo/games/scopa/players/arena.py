"""Duplicate Scopa deals or games between two players (``circolo arena --game scopa``).

Played by the driver of every two-sided game (:mod:`circolo.core.arena.sides`, docs/arena.md):
a hand's points are its ``total`` per side (carte, denari, settebello, primiera, scope and
the options' points), and with ``--deals`` each deal is one hand.
"""

from __future__ import annotations

import random
from typing import Any

from circolo.core.arena import sides
from circolo.core.arena.driver import ArenaResult, ChunkResult, Progress, play_pairs
from circolo.core.arena.setup import ArenaSetup, Mode
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.players.registry import create_player
from circolo.games.scopa.state import HandState
from circolo.games.scopa.view import seat_view

#: The seed strings of Scopa's arena start here (each game has its own).
SEED_PREFIX = "circolo/arena/scopa"


def _deal(match: MatchState, options: Any, rng: random.Random) -> MatchState:
    return deal_until_playable(match, rng)


def _points(hand: HandState) -> tuple[int, int]:
    return hand.result().total


#: What the two-sided driver needs of Scopa.
SCOPA = sides.SideGame(
    new_match=MatchState.new,
    deal=_deal,
    finished=lambda match: match.finished,
    points=_points,
    create_player=create_player,
    seat_view=seat_view,
)


def play_chunk(setup: ArenaSetup[ScopaOptions], indices: range) -> ChunkResult:
    """Play the pairs ``indices`` (in a worker process, or in this one)."""
    return sides.play_chunk(SCOPA, setup, indices)


def run_scopa_arena(
    options: ScopaOptions,
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
    sides.check_players(SCOPA, a, b)
    setup = ArenaSetup(options, a, b, mode, count, seed, seats=options.players, prefix=SEED_PREFIX)
    return ArenaResult.of(mode, *play_pairs(play_chunk, setup, workers, progress))
