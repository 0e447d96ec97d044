"""The chaos benchmark in its quick form: the server killed (SIGKILL) at random moments of
matches of both games, and nothing acknowledged is lost (benchmarks/chaos.py has the long run)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from benchmarks.chaos import Acked, Run, lost_moves

CHAOS = Path(__file__).resolve().parents[2] / "benchmarks" / "chaos.py"


@pytest.mark.slow
def test_a_server_killed_three_times_loses_no_acknowledged_move_and_every_record_replays() -> None:
    finished = subprocess.run(
        [sys.executable, str(CHAOS), "--kills", "3", "--tables", "1", "--target", "11",
         "--pin-mode", "single", "--seed", "5", "--finish-timeout", "120"],
        capture_output=True, text=True, timeout=240, check=False,
    )  # fmt: skip
    result = json.loads(finished.stdout)
    assert finished.returncode == 0, result
    assert result["kills"] == 3 and result["acknowledged_moves"] > 0
    assert result["lost_moves"] == 0 and result["records_not_replaying"] == 0


def test_a_move_acknowledged_but_missing_from_the_record_is_counted_lost() -> None:
    record = {
        "game": "tressette",
        "games": [{"hands": [{"plays": [{"seat": 1, "card": "Ad"}, {"seat": 2, "card": "3d"}]}]}],
    }
    run = Run()
    kept = Acked("t", 2, "tressette", [{"seat": 1, "card": "Ad"}], {"card": "3d"})
    missing = Acked("t", 2, "tressette", [{"seat": 1, "card": "Ad"}], {"card": "4d"})
    run.acked = [kept, missing]
    assert lost_moves(run, {"t": record}) == ["table t, seat 2: {'card': '4d'}"]
