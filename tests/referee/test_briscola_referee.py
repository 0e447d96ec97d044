"""Briscola self-play records pass the independent referee, which catches planted faults."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from typing import Any

import pytest

from .briscola_referee import check_record


def _selfplay(*settings: str, players: str) -> list[dict[str, Any]]:
    args = [sys.executable, "-m", "circolo", "selfplay", "--game", "briscola", "--players",
            players, "--matches", "6", "--seed", "9"]  # fmt: skip
    for setting in settings:
        args += ["--set", setting]
    done = subprocess.run(args, capture_output=True, text=True, timeout=300, check=True)
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.mark.parametrize(
    ("settings", "players"),
    [
        (("swap_seven=true",), "heuristic,random"),
        (("players=4", "swap_seven=true", "tie=last-trick"), "heuristic,random,random,heuristic"),
    ],
)
def test_circolo_selfplay_briscola_records_pass_the_independent_referee(
    settings: tuple[str, ...], players: str
) -> None:
    records = _selfplay(*settings, players=players)
    assert records and all(check_record(record) == [] for record in records)
    assert any("swap" in e for r in records for h in r["hands"] for e in h["plays"])


def test_the_referee_catches_a_play_out_of_turn_a_wrong_result_and_a_wrong_winner() -> None:
    record = _selfplay(players="random,random")[0]
    turn = copy.deepcopy(record)
    turn["hands"][0]["plays"][1]["seat"] = turn["hands"][0]["plays"][0]["seat"]
    assert "play 2: it was seat" in check_record(turn)[0]
    points = copy.deepcopy(record)
    points["hands"][0]["result"]["points"][0] += 1
    assert "the result is" in check_record(points)[0]
    winner = copy.deepcopy(record)
    winner["winner"] = 1 - record["winner"]
    assert "wins/winner" in check_record(winner)[-1]
