"""Duplicate Scopa deals between two players, before Scopa has an arena of its own.

Each deal is one hand played twice from the same shuffle, A on side 0 in one play and on
side 1 in the other (circolo/play/sides.py, docs/arena.md); a hand's points are its
count's ``total``. It prints each player's points a hand, A - B with its 95% interval over
the pairs, and the median and 95th percentile of each player's move time:

    .venv/bin/python -m benchmarks.scopa_arena --a heuristic --b random --deals 200 --seed 1

The rules core and its players only: the game's registration brings ``circolo arena --game
scopa``, which this script then stands for no longer.
"""

from __future__ import annotations

import argparse
import random

from circolo.core.arena import sides
from circolo.core.arena.driver import ArenaResult, ChunkResult, play_pairs
from circolo.core.arena.setup import ArenaSetup
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, preset
from circolo.games.scopa.players.registry import create_player
from circolo.games.scopa.state import HandState
from circolo.games.scopa.view import seat_view

#: The seed strings of these deals start here.
SEED_PREFIX = "circolo/arena/scopa"


def _deal(match: MatchState, options: ScopaOptions, rng: random.Random) -> MatchState:
    return deal_until_playable(match, rng)


def _finished(match: MatchState) -> tuple[HandState, ...]:
    return match.finished


def _points(hand: HandState) -> tuple[int, int]:
    return hand.result().total


#: What the two-sided driver needs of Scopa.
SCOPA = sides.SideGame(
    new_match=MatchState.new,
    deal=_deal,
    finished=_finished,
    points=_points,
    create_player=create_player,
    seat_view=seat_view,
)


def play_chunk(setup: ArenaSetup[ScopaOptions], indices: range) -> ChunkResult:
    """Play the pairs ``indices`` (in a worker process, or in this one)."""
    return sides.play_chunk(SCOPA, setup, indices)


def run(
    options: ScopaOptions, *, a: str, b: str, deals: int, seed: int, workers: int | None
) -> ArenaResult:
    """``deals`` duplicate deals of ``a`` against ``b``, measured."""
    sides.check_players(SCOPA, a, b)
    setup = ArenaSetup(options, a, b, "deals", deals, seed, seats=options.players,
                       prefix=SEED_PREFIX)  # fmt: skip
    return ArenaResult.of("deals", *play_pairs(play_chunk, setup, workers))


def report(result: ArenaResult, a: str, b: str) -> list[str]:
    """The lines printed for ``result``."""
    low, high = result.ci95
    interval = "n/a" if low is None or high is None else f"[{low:+.3f}, {high:+.3f}]"
    return [
        f"{result.deals} duplicate deals, {result.hands} hands",
        f"{a}: {result.a_points_per_hand:.3f} points a hand",
        f"{b}: {result.b_points_per_hand:.3f} points a hand",
        f"{a} - {b}: {result.diff:+.3f} a hand, 95% interval {interval}",
        f"{a} ms a move: p50 {result.a_ms.p50:.3f}, p95 {result.a_ms.p95:.3f}",
        f"{b} ms a move: p50 {result.b_ms.p50:.3f}, p95 {result.b_ms.p95:.3f}",
    ]


def main() -> None:
    """Read the command line, play the deals, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--a", default="heuristic", help="player A (default heuristic)")
    parser.add_argument("--b", default="random", help="player B (default random)")
    parser.add_argument("--deals", type=int, default=200, help="duplicate deals (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="the deals' seed (default 1)")
    parser.add_argument("--variant", default="classica", help="the preset (default classica)")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: cores)")
    args = parser.parse_args()
    result = run(
        preset(args.variant), a=args.a, b=args.b, deals=args.deals, seed=args.seed,
        workers=args.workers,
    )  # fmt: skip
    print("\n".join(report(result, args.a, args.b)))


if __name__ == "__main__":
    main()
