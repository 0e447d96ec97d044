"""Benchmark: hands per second of ``circolo selfplay`` with random players.

Runs the real command (a subprocess, start-up included) for each preset and reports hands
per second, counted from the records it wrote. Usage:

    .venv/bin/python benchmarks/selfplay_speed.py [--matches N] [--repeat R]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from circolo.games.tressette.options import VARIANTS


def measure(variant: str, matches: int, out: Path) -> tuple[int, float]:
    """Run one selfplay; return the hands played and the seconds it took."""
    command = [
        sys.executable, "-m", "circolo", "selfplay", "--game", "tressette", "--variant", variant,
        "--matches", str(matches), "--seed", "1", "--players", "random,random,random,random",
        "--out", str(out),
    ]  # fmt: skip
    start = time.perf_counter()
    subprocess.run(command, check=True)
    seconds = time.perf_counter() - start
    hands = 0
    with out.open(encoding="utf-8") as file:
        for line in file:
            hands += sum(len(game["hands"]) for game in json.loads(line)["games"])
    return hands, seconds


def main() -> None:
    """Print a Markdown table of hands per second, best of ``--repeat`` runs per preset."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print("| variant | matches | hands | seconds | hands/s |")
    print("|---|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "records.jsonl"
        for variant in VARIANTS:
            runs = [measure(variant, args.matches, out) for _ in range(args.repeat)]
            hands, seconds = min(runs, key=lambda run: run[1])
            print(
                f"| {variant} | {args.matches} | {hands} | {seconds:.2f} | {hands / seconds:.0f} |"
            )


if __name__ == "__main__":
    main()
