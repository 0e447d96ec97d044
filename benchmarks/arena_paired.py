"""Two arena runs on the same deals, compared pair by pair.

Two players that differ in a few decisions play most deals of an arena alike (each seat's
generator is drawn from the deal and the seat, so the same deal goes the same way until a
decision differs): the change of A - B between the runs is then far less noisy pair by
pair than the two runs' intervals say. Run both with the same ``--seed`` and count, each
with ``--pairs``, then:

    .venv/bin/circolo arena --a oracle --b pimc --deals 300 --seed 17 --pairs before.jsonl
    .venv/bin/circolo arena --a oracle --b pimc:X --deals 300 --seed 17 --pairs after.jsonl
    .venv/bin/python -m benchmarks.arena_paired before.jsonl after.jsonl

It prints A - B a hand in each run and the change (the second less the first) with its 95%
interval over the pairs, and how many pairs scored otherwise. A player whose budget
is in time (pimc's node budget is what is left of its milliseconds) may play a deal
otherwise by the clock alone, so a run against itself is the measure of that noise.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from benchmarks.pinnacola_deviations import interval


def read_pairs(path: Path) -> dict[int, dict[str, int]]:
    """The pairs of an ``arena --pairs`` file, by index."""
    pairs = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            pair = json.loads(line)
            pairs[int(pair["index"])] = {
                key: int(pair[key]) for key in ("hands", "a_points", "b_points")
            }
        except (ValueError, KeyError, TypeError) as error:
            message = f"{path}: line {number} is not a pair of 'arena --pairs': {error}"
            raise SystemExit(message) from None
    return pairs


def compare(before: dict[int, dict[str, int]], after: dict[int, dict[str, int]]) -> list[str]:
    """The lines of the comparison of two runs' pairs (the same indices in both)."""
    if set(before) != set(after) or not before:
        raise SystemExit(
            "the two runs played different pairs: run both with the same --seed and count"
        )

    def per_hand(pairs: dict[int, dict[str, int]]) -> float:
        hands = sum(p["hands"] for p in pairs.values())
        return sum(p["a_points"] - p["b_points"] for p in pairs.values()) / max(hands, 1)

    changes = []
    for index in sorted(before):
        first, second = before[index], after[index]
        hands = (first["hands"] + second["hands"]) / 2
        change = (second["a_points"] - second["b_points"]) - (first["a_points"] - first["b_points"])
        changes.append(change / hands)
    differ = sum(before[i] != after[i] for i in before)
    return [
        f"pairs: {len(before)}, scored otherwise in the second run: {differ}",
        f"A - B a hand: first {per_hand(before):+.3f}, second {per_hand(after):+.3f}",
        f"change, second - first, a hand: {interval(changes)}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first", type=Path, help="pairs of the first run (arena --pairs)")
    parser.add_argument("second", type=Path, help="pairs of the second run, the same deals")
    args = parser.parse_args()
    print("\n".join(compare(read_pairs(args.first), read_pairs(args.second))))


if __name__ == "__main__":
    main()
