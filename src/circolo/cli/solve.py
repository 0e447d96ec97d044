"""``circolo solve``: exact values of Tressette positions where every hand is known.

One position per input line, ``{"hands": [[codes] x4], "leader": s}`` at a trick's start;
for each, the thirds of a point the leader's team takes from there to the hand's end under
best play by all (``--json``: ``{"value": V, "ms": T}`` per line; a line that is not a
position gets ``{"error": "..."}`` and the rest are still solved).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable
from typing import Any, TextIO

from circolo.core.cards.italian import Card, parse_cards
from circolo.core.errors import CircoloError

EXIT_BAD_LINES = 1


def add_parser(commands: Any) -> None:
    """Register ``circolo solve``."""
    solve = commands.add_parser(
        "solve",
        help="exact (double-dummy) value of positions with every hand known",
        description=(
            'Read one position per line, {"hands": [[codes] x4], "leader": s}, at a '
            "trick's start, and write the thirds of a point the leader's team takes from "
            "there to the end of the hand under best play (the last trick is worth 3)."
        ),
    )
    solve.add_argument(
        "file", nargs="?", help="positions, one JSON object per line (default: stdin)"
    )
    solve.add_argument("--json", action="store_true", help='answer {"value": V, "ms": T} per line')


def parse_position(line: str) -> tuple[list[tuple[Card, ...]], int]:
    """The hands and leader of one input line; ValueError saying what is wrong."""
    try:
        data = json.loads(line)
    except ValueError as error:
        raise ValueError(f"not JSON: {error}") from None
    if not isinstance(data, dict) or set(data) != {"hands", "leader"}:
        raise ValueError('a position is {"hands": [[codes] x4], "leader": seat}')
    hands, leader = data["hands"], data["leader"]
    if (
        not isinstance(hands, list)
        or len(hands) != 4
        or not all(isinstance(h, list) for h in hands)
    ):
        raise ValueError("hands must be a list of four lists of card codes")
    if not isinstance(leader, int) or isinstance(leader, bool) or not 0 <= leader < 4:
        raise ValueError("leader must be a seat from 0 to 3")
    try:
        cards = [parse_cards(hand) for hand in hands]
    except CircoloError as error:
        raise ValueError(str(error)) from None
    if len({len(hand) for hand in cards}) != 1:
        raise ValueError("at a trick's start every hand holds the same number of cards")
    return cards, leader


def solve_lines(lines: Iterable[str], out: TextIO, *, as_json: bool) -> int:
    """Solve each line; return the exit code (1 when a line was not a position)."""
    from circolo.core.game import Analysable
    from circolo.games import GAMES

    game = next(game for game in GAMES.values() if isinstance(game, Analysable))
    status = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            hands, leader = parse_position(line)
            start = time.perf_counter()
            value = game.solve_position(hands, leader)
            ms = (time.perf_counter() - start) * 1000
        except ValueError as error:
            status = EXIT_BAD_LINES
            if as_json:
                out.write(json.dumps({"error": f"line {number}: {error}"}) + "\n")
            else:
                print(f"circolo solve: line {number}: {error}", file=sys.stderr)
            continue
        if as_json:
            out.write(json.dumps({"value": value, "ms": round(ms, 3)}) + "\n")
        else:
            points, rest = divmod(value, 3)
            out.write(f"{value} thirds ({points} points and {rest}/3) in {ms:.3f} ms\n")
        out.flush()
    return status


def run(args: argparse.Namespace) -> int:
    """Solve the positions of FILE (or stdin)."""
    if args.file:
        with open(args.file, encoding="utf-8") as source:
            return solve_lines(source, sys.stdout, as_json=args.json)
    return solve_lines(sys.stdin, sys.stdout, as_json=args.json)
