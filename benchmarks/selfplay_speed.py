"""Benchmark: hands per second of ``circolo selfplay`` with random players, against a bare loop.

One run times, in CPU time of this process (``time.process_time``, so other work on the
machine costs it little and interpreter start-up nothing), both:

* self-play — the records of ``circolo selfplay --game tressette --variant classico`` with
  four random players, through the code path the command takes (``Game.selfplay_records``,
  each record written to a file as a JSONL line);
* a bare loop — the same Tressette classico hands played by uniformly random legal cards in
  the plainest Python (deal 40 cards to four, follow suit when able, the trick to the
  strongest card of the suit led, points counted in thirds, matches to the target), with no
  state machinery, no views, no signals, no accuse and no records;

and prints each one's hands per second and their ratio (self-play / bare), with the load
average. ``--commands`` adds the table of the real command per preset (a subprocess, start-up
included, wall time). Usage:

    .venv/bin/python benchmarks/selfplay_speed.py [--matches N] [--repeat R] [--commands]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from circolo.core.record_json import dumps
from circolo.games import game_named
from circolo.games.tressette.options import VARIANTS, preset

#: The variant both loops play.
VARIANT = "classico"
#: Trick-taking power of each rank in the deck's order A 2 3 4 5 6 7 F C R.
BARE_STRENGTH = (7, 8, 9, 0, 1, 2, 3, 4, 5, 6)
#: Thirds of a point of each rank in the same order.
BARE_THIRDS = (3, 1, 1, 0, 0, 0, 0, 1, 1, 1)


def bare_match(rng: random.Random, target: int) -> int:
    """Play one match of random legal cards (cards 0..39, suit = card // 10); its hands."""
    score = [0, 0]
    dealer = rng.randrange(4)
    hands_played = 0
    while True:
        deck = list(range(40))
        rng.shuffle(deck)
        hands = [deck[seat * 10 : seat * 10 + 10] for seat in range(4)]
        thirds = [0, 0]
        leader = (dealer + 1) % 4
        last = 0
        for _trick in range(10):
            trick: list[tuple[int, int]] = []
            led = -1
            for turn in range(4):
                seat = (leader + turn) % 4
                hand = hands[seat]
                following = [card for card in hand if card // 10 == led]
                card = rng.choice(following or hand)
                hand.remove(card)
                if led < 0:
                    led = card // 10
                trick.append((seat, card))
            best_seat, best = trick[0]
            for seat, card in trick[1:]:
                if card // 10 == led and BARE_STRENGTH[card % 10] > BARE_STRENGTH[best % 10]:
                    best_seat, best = seat, card
            thirds[best_seat % 2] += sum(BARE_THIRDS[card % 10] for _, card in trick)
            leader = last = best_seat
        hands_played += 1
        for team in (0, 1):
            score[team] += thirds[team] // 3 + (last % 2 == team)
        dealer = (dealer + 1) % 4
        if max(score) >= target and score[0] != score[1]:
            return hands_played


def time_bare(matches: int, seed: int) -> tuple[int, float]:
    """The hands of ``matches`` bare matches and the CPU seconds they took."""
    target = preset(VARIANT).target
    start = time.process_time()
    hands = sum(bare_match(random.Random(seed + index), target) for index in range(matches))
    return hands, time.process_time() - start


def time_selfplay(matches: int, seed: int, out: Path) -> tuple[int, float]:
    """The hands of ``matches`` self-play matches, records written to ``out``, and the CPU
    seconds they took (what ``circolo selfplay --out`` does after parsing its arguments)."""
    game = game_named("tressette")
    hands = 0
    start = time.process_time()
    options = game.preset(VARIANT)
    records = game.selfplay_records(
        options, variant=VARIANT, specs=["random"] * 4, matches=matches, seed=seed
    )
    with out.open("w", encoding="utf-8") as file:
        for record in records:
            file.write(dumps(record) + "\n")
            hands += sum(len(played["hands"]) for played in record["games"])
    return hands, time.process_time() - start


def measure_command(variant: str, matches: int, out: Path) -> tuple[int, float]:
    """Run the real command once (a subprocess); return the hands played and the wall time."""
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


def compare(matches: int, repeat: int, folder: Path) -> None:
    """Print self-play against the bare loop, ``repeat`` times, and the best ratio."""
    print(f"load average {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    print("| run | self-play hands | CPU s | hands/s | bare hands | CPU s | hands/s | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    time_selfplay(1, 0, folder / "records.jsonl")  # imports the players: start-up, not play
    ratios = []
    for run in range(1, repeat + 1):
        hands, seconds = time_selfplay(matches, 1, folder / "records.jsonl")
        bare_hands, bare_seconds = time_bare(matches * 8, 1)
        speed, bare_speed = hands / seconds, bare_hands / bare_seconds
        ratios.append(speed / bare_speed)
        print(
            f"| {run} | {hands} | {seconds:.2f} | {speed:.0f} | {bare_hands} | "
            f"{bare_seconds:.2f} | {bare_speed:.0f} | {speed / bare_speed:.3f} |"
        )
    print(f"load average {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    print(f"ratio (self-play / bare): median {sorted(ratios)[len(ratios) // 2]:.3f}")


def commands(matches: int, repeat: int, folder: Path) -> None:
    """Print a Markdown table of the real command's hands per second, best of ``repeat``."""
    print("| variant | matches | hands | seconds (wall) | hands/s |")
    print("|---|---:|---:|---:|---:|")
    out = folder / "command.jsonl"
    for variant in VARIANTS:
        runs = [measure_command(variant, matches, out) for _ in range(repeat)]
        hands, seconds = min(runs, key=lambda run: run[1])
        print(f"| {variant} | {matches} | {hands} | {seconds:.2f} | {hands / seconds:.0f} |")


def main() -> None:
    """Compare self-play with the bare loop; with ``--commands``, time the real command too."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--commands", action="store_true", help="also time the command per preset")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        compare(args.matches, args.repeat, Path(folder))
        if args.commands:
            commands(args.matches, args.repeat, Path(folder))


if __name__ == "__main__":
    main()
