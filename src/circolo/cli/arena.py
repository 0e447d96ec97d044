"""``circolo arena``: duplicate deals or games between two players, and how they compare.

The figures and how they are computed are in docs/arena.md; the play itself is
:mod:`circolo.core.arena.driver`. ``--json`` prints the one object of docs/interfaces.md on
stdout; the progress bar goes to stderr, and only when stderr is a terminal.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from circolo.cli.args import add_game_arguments, positive_int, variant_of
from circolo.core.arena.driver import ArenaResult, PairScore
from circolo.core.arena.setup import Mode
from circolo.games import game_named

EXIT_OK = 0
EXIT_INTERRUPTED = 130
#: Width of the progress bar, in characters.
BAR_WIDTH = 30


def add_parser(commands: Any) -> None:
    """Register ``circolo arena`` and its flags on the ``circolo`` subcommands."""
    arena = commands.add_parser(
        "arena",
        help="duplicate deals or games between two players: points per hand, win rates",
        description=(
            "Play player A against player B on duplicate deals (--deals N: each deal one hand, "
            "played twice with the teams' seats swapped) or duplicate games (--games M: each "
            "game played twice the same way, same deals in the same order), and report points "
            "per hand with a 95% interval, hand-win and game-win rates and move times."
        ),
    )
    add_game_arguments(arena)
    arena.add_argument(
        "--a", required=True, metavar="PLAYER", help="player A, e.g. heuristic or 'cmd:PROGRAM'"
    )
    arena.add_argument("--b", required=True, metavar="PLAYER", help="player B, e.g. random")
    count = arena.add_mutually_exclusive_group(required=True)
    count.add_argument(
        "--deals", type=positive_int, metavar="N", help="play N duplicate deals of one hand"
    )
    count.add_argument(
        "--games", type=positive_int, metavar="M", help="play M duplicate whole games"
    )
    arena.add_argument("--seed", type=int, default=0, metavar="S")
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.add_argument(
        "--pairs",
        type=Path,
        metavar="FILE",
        help="also write each duplicate pair's points as JSON lines (two runs on the same "
        "seed can then be compared pair by pair: benchmarks/arena_paired.py)",
    )
    arena.add_argument(
        "--workers",
        type=positive_int,
        metavar="W",
        help="processes to play in (default: one per core; 1 plays in this process)",
    )


class ProgressBar:
    """A one-line progress bar redrawn in place on a terminal."""

    def __init__(self, stream: TextIO, unit: str) -> None:
        self.stream = stream
        self.unit = unit
        self.drawn = 0

    def __call__(self, done: int, total: int) -> None:
        """Redraw the bar for ``done`` of ``total`` pairs."""
        filled = BAR_WIDTH * done // total
        line = (
            f"arena [{'#' * filled}{'.' * (BAR_WIDTH - filled)}] "
            f"{done}/{total} {self.unit} {100 * done // total}%"
        )
        self.stream.write("\r" + line)
        self.stream.flush()
        self.drawn = len(line)

    def clear(self) -> None:
        """Erase the bar, leaving the cursor at the start of the line."""
        if self.drawn:
            self.stream.write("\r" + " " * self.drawn + "\r")
            self.stream.flush()
            self.drawn = 0


def _signed(value: float) -> str:
    return f"{value:+.3f}"


def report(result: ArenaResult, args: argparse.Namespace) -> str:
    """The figures of ``result`` as a few aligned lines for a person to read."""
    played = (
        f"{args.deals} duplicate deals"
        if result.games is None
        else f"{args.games} duplicate games ({result.deals} distinct deals)"
    )
    low, high = result.ci95
    interval = (
        "no interval: it needs at least 2 pairs"
        if low is None or high is None
        else f"95% interval {_signed(low)} to {_signed(high)}"
    )
    lines = [
        f"arena: A = {args.a}, B = {args.b}; {args.game} {variant_of(args)}, seed {args.seed}",
        f"played:           {played}, {result.hands} hands",
        f"points per hand:  A {result.a_points_per_hand:.3f}   B {result.b_points_per_hand:.3f}",
        f"difference A-B:   {_signed(result.diff)} per hand ({interval})",
        f"hands won by A:   {100 * result.a_hand_win_rate:.1f}% (a level hand counts half)",
    ]
    if result.a_game_win_rate is not None and result.games is not None:
        lines.append(f"games won by A:   {100 * result.a_game_win_rate:.1f}% of {result.games}")
    lines.append(
        f"ms per move:      A p50 {result.a_ms.p50:.3f} p95 {result.a_ms.p95:.3f} "
        f"mean {result.a_ms.mean:.3f}   "
        f"B p50 {result.b_ms.p50:.3f} p95 {result.b_ms.p95:.3f} mean {result.b_ms.mean:.3f}"
    )
    return "\n".join(lines)


def write_pairs(path: Path, pairs: Sequence[PairScore]) -> None:
    """Each pair's index, hands and points of A and B, one JSON object a line."""
    path.write_text(
        "".join(
            json.dumps(
                {"index": p.index, "hands": p.hands, "a_points": p.a_points, "b_points": p.b_points}
            )
            + "\n"
            for p in pairs
        ),
        encoding="utf-8",
    )


def _runner(args: argparse.Namespace) -> Callable[..., ArenaResult]:
    """The arena of ``--game`` with the options of ``--variant`` and ``--set``."""
    game = game_named(args.game)
    options = game.with_settings(game.preset(variant_of(args)), args.settings)
    return functools.partial(game.arena, options)


def run(args: argparse.Namespace) -> int:
    """Run ``circolo arena``: refuse bad players and options first, play, then report."""
    mode: Mode = "games" if args.games is not None else "deals"
    runner = _runner(args)
    bar = ProgressBar(sys.stderr, mode) if sys.stderr.isatty() else None
    try:
        result = runner(
            a=args.a,
            b=args.b,
            mode=mode,
            count=args.games if mode == "games" else args.deals,
            seed=args.seed,
            workers=args.workers,
            progress=bar,
        )
    except KeyboardInterrupt:
        if bar is not None:
            bar.clear()
        print("circolo arena: interrupted; nothing to report", file=sys.stderr)
        return EXIT_INTERRUPTED
    finally:
        if bar is not None:
            bar.clear()
    if args.pairs is not None:
        write_pairs(args.pairs, result.pairs)
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        print(report(result, args))
    return EXIT_OK
