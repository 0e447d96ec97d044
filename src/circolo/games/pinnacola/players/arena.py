"""Duplicate Pinnacola deals or matches between two players (``circolo arena --game pinnacola``).

As for Tressette (:mod:`circolo.core.arena.driver`, docs/arena.md): every deal or match is played
twice from the same shuffles, A on team 0 in play 0 and on team 1 in play 1; the pair is
the unit of the interval. With ``--deals`` each deal is one hand; when the options say
``mode=single`` that hand is a whole game, so game wins are counted with deals too.
Points per hand are the hands' ``total``s.
"""

from __future__ import annotations

import random
from dataclasses import replace

from circolo.core.arena import sides
from circolo.core.arena.driver import ArenaResult, ChunkResult, Progress, play_pairs
from circolo.core.arena.setup import ArenaSetup, Mode
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import HandState, MatchState
from circolo.games.pinnacola.view import seat_view

#: The seed strings of Pinnacola's arena start here (Tressette's: circolo/arena).
SEED_PREFIX = "circolo/arena/pinnacola"


def _deal(match: MatchState, options: PinnacolaOptions, rng: random.Random) -> MatchState:
    return match.deal(shuffled_deck(options, rng))


def _points(hand: HandState) -> tuple[int, int]:
    total = hand.result().total
    return total[0], total[1]


#: What the two-sided driver needs of Pinnacola.
PINNACOLA = sides.SideGame(
    new_match=MatchState.new,
    deal=_deal,
    finished=lambda match: match.hands,
    points=_points,
    create_player=create_player,
    seat_view=seat_view,
)


def play_chunk(setup: ArenaSetup[PinnacolaOptions], indices: range) -> ChunkResult:
    """Play the pairs ``indices`` (in a worker process, or in this one)."""
    return sides.play_chunk(PINNACOLA, setup, indices)


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
    sides.check_players(PINNACOLA, a, b)
    setup = ArenaSetup(options, a, b, mode, count, seed, seats=options.players, prefix=SEED_PREFIX)
    scores, times = play_pairs(play_chunk, setup, workers, progress)
    measured = ArenaResult.of(mode, scores, times)
    if mode == "deals" and options.mode == "single":
        games = 2 * len(scores)
        rate = sum(s.a_games_won for s in scores) / max(games, 1)
        measured = replace(measured, games=games, a_game_win_rate=rate)
    return measured
