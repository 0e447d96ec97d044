"""``circolo arena --pairs``: each duplicate pair's points written, so that two runs on the
same deals can be compared pair by pair (benchmarks/arena_paired.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from benchmarks import arena_paired

from circolo.cli import main

ARGS = ["arena", "--variant", "classico", "--deals", "6", "--seed", "4", "--workers", "1"]


def test_pairs_hold_every_pair_and_add_up_to_the_reported_difference(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pairs.jsonl"
    assert main([*ARGS, "--a", "heuristic", "--b", "random", "--json", "--pairs", str(path)]) == 0
    reported = json.loads(capsys.readouterr().out)
    pairs = [json.loads(line) for line in path.read_text().splitlines()]
    assert [pair["index"] for pair in pairs] == list(range(6))
    assert sum(pair["hands"] for pair in pairs) == reported["hands"]
    diff = sum(p["a_points"] - p["b_points"] for p in pairs) / reported["hands"]
    assert diff == pytest.approx(reported["diff"])


def test_two_runs_compared_pair_by_pair_show_no_change_for_the_same_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second, other = (tmp_path / name for name in ("1.jsonl", "2.jsonl", "3.jsonl"))
    for path, b in ((first, "random"), (second, "random"), (other, "heuristic")):
        assert main([*ARGS, "--a", "heuristic", "--b", b, "--pairs", str(path)]) == 0
    capsys.readouterr()
    same = arena_paired.compare(arena_paired.read_pairs(first), arena_paired.read_pairs(second))
    assert same[0] == "pairs: 6, scored otherwise in the second run: 0"
    assert same[2] == "change, second - first, a hand: +0.000 (±0.000)"
    stronger = arena_paired.compare(arena_paired.read_pairs(first), arena_paired.read_pairs(other))
    assert not stronger[0].endswith(": 0")  # the heuristic in B's seats scores otherwise


def test_runs_of_other_deals_are_refused_with_what_to_do(tmp_path: Path) -> None:
    first, second = tmp_path / "1.jsonl", tmp_path / "2.jsonl"
    first.write_text('{"index": 0, "hands": 2, "a_points": 5, "b_points": 6}\n')
    second.write_text('{"index": 1, "hands": 2, "a_points": 5, "b_points": 6}\n')
    with pytest.raises(SystemExit, match="the same --seed"):
        arena_paired.compare(arena_paired.read_pairs(first), arena_paired.read_pairs(second))
    second.write_text("not json\n")
    with pytest.raises(SystemExit, match="line 1 is not a pair"):
        arena_paired.read_pairs(second)
