"""benchmarks/inference_logloss.py: partner's cards and the opponents' scored apart, and the
solver's kind read as pimc reads it (``--solver``)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from benchmarks import inference_logloss

from tests.ai.test_pimc import positions_set


def test_partners_and_opponents_cards_are_scored_apart_and_add_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "set.pickle"
    positions = positions_set(source, [4 * seed + 24 for seed in range(3)])
    unseen = sum(len(view.unseen) for view, _, _ in positions)
    argv = ["x", "--from", str(source), "--positions", "3", "--pool", "40", "--solver"]
    monkeypatch.setattr(sys, "argv", argv)
    inference_logloss.main()
    out = capsys.readouterr().out
    counted = re.search(r"(\d+) cards \((\d+) partner's\)", out)
    assert counted is not None and int(counted[1]) == unseen and 0 < int(counted[2]) < unseen
    partner, opponents = int(counted[2]), unseen - int(counted[2])
    for name in ("uniform", "possible", "pool", "inferred"):
        line = next(line for line in out.splitlines() if line.startswith(name))
        found = re.search(r"log-loss per card ([\d.]+)", line)
        assert found is not None
        whole = float(found[1])
        apart = [float(x) for x in re.findall(r"(?:partner|opponents) ([\d.]+)", line)]
        squared = [float(x) for x in re.findall(r"squared ([\d.]+)", line)]
        assert len(apart) == 2 and len(squared) == 2
        mean = (apart[0] * partner + apart[1] * opponents) / unseen
        assert whole == pytest.approx(mean, abs=2e-4)
        assert all(0.0 <= s <= 1.0 for s in squared)
