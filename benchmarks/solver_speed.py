"""Speed of the exact solver: median time per random position at n cards a hand.

Random deals of 4n cards (seeded), a random leader, at a trick's start; each position is
solved by a fresh solver (nothing known from the positions before), as `circolo solve`
solves one line.

    .venv/bin/python benchmarks/solver_speed.py --sizes 6 7 8 10 --positions 200
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from circolo.core.cards.italian import DECK, Card
from circolo.games.tressette.solver import Solver


def random_position(rng: random.Random, n: int) -> tuple[list[list[Card]], int]:
    """Four hands of ``n`` random cards and a random leader."""
    cards = rng.sample(list(DECK), 4 * n)
    return [cards[i * n : (i + 1) * n] for i in range(4)], rng.randrange(4)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[6, 7, 8, 10])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--table-bits", type=int, default=20)
    args = parser.parse_args()
    solver = Solver(args.table_bits)
    for n in args.sizes:
        rng = random.Random(f"{args.seed}/{n}")
        count = args.positions if n < 10 else max(1, args.positions // 4)
        times, nodes = [], []
        for _ in range(count):
            hands, leader = random_position(rng, n)
            solver.clear()
            before = solver.nodes
            start = time.perf_counter()
            solver.value(hands, leader)
            times.append((time.perf_counter() - start) * 1000)
            nodes.append(solver.nodes - before)
        times.sort()
        print(
            f"n={n:2d}  positions={count:4d}  median {statistics.median(times):8.3f} ms"
            f"  p90 {times[int(0.9 * (len(times) - 1))]:8.3f} ms  max {times[-1]:8.3f} ms"
            f"  median nodes {int(statistics.median(nodes))}  max nodes {max(nodes)}"
        )


if __name__ == "__main__":
    main()
