"""Where a Tressette player loses against perfect play: double-dummy thirds per move, by
the cards in hand, at fixed positions.

In duplicate against the arena's ``oracle``, the oracle's edge is about twice what the
other player gives away by the solver's count (each third it gives away is one the oracle's
team takes, and the deal is played both ways), so the thirds a player loses at each move —
the value of the best card minus the value of the card it played, with every hand known —
say where its distance to perfect play comes from. Measured at fixed positions, two
players are compared on the very same decisions (no diverging hands).

Collect the positions once (pimc's seat against the oracle, on deals of another seed than
the arena's; ``--opponents heuristic`` against the club players instead), then measure
players on them:

    .venv/bin/python -m benchmarks.pimc_positions collect --deals 100 --seed 99 --out P.pickle
    .venv/bin/python -m benchmarks.pimc_positions measure --positions P.pickle --player pimc
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import pickle
import random
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from circolo.core.arena.driver import MoveTimes
from circolo.core.arena.setup import ArenaSetup
from circolo.core.cards.italian import Card
from circolo.games.tressette.options import TressetteOptions, preset
from circolo.games.tressette.players.arena import Roster, play_one
from circolo.games.tressette.players.base import Decision, Player
from circolo.games.tressette.players.oracle import OraclePlayer
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.rules import team_of
from circolo.games.tressette.view import SeatView

#: One decision: the seat's view, every hand at that moment, and each legal card's value.
Position = tuple[SeatView, list[list[Card]], dict[str, int]]


class _Recorder(OraclePlayer):
    """Plays as ``spec`` would, and keeps each decision that had a choice."""

    def __init__(self, rng: random.Random, spec: str, kept: list[Position]) -> None:
        super().__init__(rng)
        self.inner = create_player(spec, rng)
        self.kept = kept

    def decide_seeing(self, view: SeatView, hands: Sequence[Sequence[Card]]) -> Decision:
        if len(view.legal) > 1:
            trick = [played.card for played in view.current_trick]
            leader = view.current_trick[0].seat if view.current_trick else view.seat
            values = self._solver.move_values(hands, leader, trick, view.seat % 2)
            self.kept.append(
                (view, [list(hand) for hand in hands], {c.code: v for c, v in values.items()})
            )
        return self.inner.decide(view)


class _Seats(Roster):
    """``spec`` (recorded) on A's team, ``opponents`` (the oracle by default) on the other:
    the arena's roster, A's seats recording."""

    def __init__(self, spec: str, kept: list[Position], opponents: str = "oracle") -> None:
        super().__init__(spec, opponents)
        self.kept = kept

    def players(self, setup: ArenaSetup[TressetteOptions], index: int, play: int) -> list[Player]:
        seated = super().players(setup, index, play)
        for seat in range(len(seated)):
            if team_of(seat) == play:
                seated[seat] = _Recorder(setup.player_rng(index, seat), self.a, self.kept)
        return seated


def _collect(args: tuple[str, str, str, int, range]) -> list[Position]:
    spec, opponents, variant, seed, indices = args
    kept: list[Position] = []
    options = preset(variant).single_game()
    setup = ArenaSetup(options, spec, opponents, "deals", indices.stop, seed, seats=4)
    seats = _Seats(spec, kept, opponents)
    for index in indices:
        for play in (0, 1):
            play_one(setup, index, play, seats.players(setup, index, play), MoveTimes())
    return kept


def _measure(
    args: tuple[str, list[tuple[int, Position]]],
) -> list[tuple[int, int, int, float, int]]:
    """Per decision: cards in hand, place in the trick (0: the lead), thirds lost, ms, and
    the decision's number in the set."""
    spec, positions = args
    rows = []
    for number, (view, _, values) in positions:
        player = create_player(spec, random.Random(number))
        start = time.perf_counter()
        card = player.decide(view).card
        elapsed = (time.perf_counter() - start) * 1000
        lost = max(values.values()) - values[card.code]
        rows.append((len(view.hand), len(view.current_trick), lost, elapsed, number))
    return rows


def _split(count: int, parts: int) -> list[range]:
    size = -(-count // parts)
    return [range(i, min(count, i + size)) for i in range(0, count, size)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    verbs = parser.add_subparsers(dest="verb", required=True)
    collect = verbs.add_parser("collect", help="play deals against the oracle, keep positions")
    collect.add_argument("--deals", type=int, default=100)
    collect.add_argument("--seed", type=int, default=99)
    collect.add_argument("--player", default="pimc", help="who plays the kept seats")
    collect.add_argument("--opponents", default="oracle", help="who plays the other team")
    collect.add_argument("--variant", default="classico")
    collect.add_argument("--out", type=Path, required=True)
    collect.add_argument("--workers", type=int, default=2)
    measure = verbs.add_parser("measure", help="a player's loss at the kept positions")
    measure.add_argument("--positions", type=Path, required=True)
    measure.add_argument("--player", default="pimc")
    measure.add_argument("--sizes", type=int, nargs="*", help="cards in hand (default: all)")
    measure.add_argument(
        "--places", type=int, nargs="*", help="places in the trick, 0 the lead (default: all)"
    )
    measure.add_argument("--workers", type=int, default=2)
    measure.add_argument(
        "--rows",
        type=Path,
        help="also write each decision (number, cards, place, thirds lost, ms) as JSON lines,"
        " for comparing two players decision by decision",
    )
    args = parser.parse_args()
    with multiprocessing.Pool(args.workers) as pool:
        if args.verb == "collect":
            jobs = [
                (args.player, args.opponents, args.variant, args.seed, r)
                for r in _split(args.deals, 8)
            ]
            kept = [p for part in pool.map(_collect, jobs) for p in part]
            args.out.write_bytes(pickle.dumps(kept))
            print(f"{len(kept)} positions written to {args.out}")
            return
        positions: list[Position] = pickle.loads(args.positions.read_bytes())
        chosen = [
            (number, p)
            for number, p in enumerate(positions)
            if (not args.sizes or len(p[0].hand) in args.sizes)
            and (not args.places or len(p[0].current_trick) in args.places)
        ]
        parts = [(args.player, chosen[i :: args.workers * 4]) for i in range(args.workers * 4)]
        rows = [row for part in pool.map(_measure, parts) for row in part]
    by_size: defaultdict[int, list[tuple[float, float]]] = defaultdict(list)
    by_place: defaultdict[int, list[float]] = defaultdict(list)
    if args.rows is not None:
        args.rows.write_text(
            "".join(
                json.dumps({"number": n, "cards": c, "place": p, "lost": lost, "ms": round(ms, 1)})
                + "\n"
                for c, p, lost, ms, n in sorted(rows, key=lambda row: row[4])
            )
        )
    for size, place, lost, ms, _ in rows:
        by_size[size].append((lost, ms))
        by_place[place].append(lost)
    print(f"{args.player}: thirds lost a move against the solver's best, by cards in hand")
    for size in sorted(by_size, reverse=True):
        losses = [lost for lost, _ in by_size[size]]
        times = sorted(ms for _, ms in by_size[size])
        print(
            f"  {size:2d} cards: {len(losses):4d} moves, {sum(losses) / len(losses):.3f} a move;"
            f" ms mean {sum(times) / len(times):.0f}, p95 {times[int(0.95 * (len(times) - 1))]:.0f}"
        )
    for place in sorted(by_place):
        lost_there = by_place[place]
        print(
            f"  place {place} in the trick: {len(lost_there):4d} moves,"
            f" {sum(lost_there) / len(lost_there):.3f} a move"
        )
    total = [lost for _, _, lost, _, _ in rows]
    print(f"  all: {len(total)} moves, {sum(total) / len(total):.3f} a move")
    _print_crossed(rows, sum(total))


def _print_crossed(rows: list[tuple[int, int, int, float, int]], total: float) -> None:
    """Thirds lost a move by cards in hand and place in the trick, each cell with its
    decisions and its share of all that was lost."""
    cells: defaultdict[tuple[int, int], list[int]] = defaultdict(list)
    for size, place, lost, _, _ in rows:
        cells[(size, place)].append(lost)
    print("  by cards and place (lead, 2nd, 3rd, 4th): thirds a move (decisions, share of all)")
    for size in sorted({size for size, _ in cells}, reverse=True):
        shown = []
        for place in range(4):
            there = cells.get((size, place), [])
            share = 100 * sum(there) / total if total else 0.0
            mean = sum(there) / len(there) if there else 0.0
            shown.append(f"{mean:.3f} ({len(there)}, {share:.0f}%)" if there else "-")
        print(f"  {size:2d}  " + "  ".join(f"{cell:>20}" for cell in shown))


if __name__ == "__main__":
    main()
