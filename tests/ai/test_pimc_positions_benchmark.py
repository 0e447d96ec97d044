"""The fixed-positions benchmark (benchmarks/pimc_positions.py) writes each decision it
measures, so that two players can be compared decision by decision, and crosses the loss
by cards in hand and place in the trick."""

from __future__ import annotations

import json
import pickle
import random
import sys
from pathlib import Path

import pytest
from benchmarks import pimc_positions

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.view import SeatView, seat_view
from tests.ai.test_pimc import mid_hand


def _positions() -> list[tuple[SeatView, list[list[Card]], dict[str, int]]]:
    solver = Solver()
    positions = []
    for seed in range(8):
        match = mid_hand(seed, 28 + seed % 4)  # seven to eight tricks played: quick to solve
        assert match.to_move is not None and match.hand is not None
        view = seat_view(match, match.to_move)
        hands = [list(hand) for hand in match.hand.hands]
        trick = [played.card for played in view.current_trick]
        leader = view.current_trick[0].seat if view.current_trick else view.seat
        values = solver.move_values(hands, leader, trick, view.seat % 2)
        positions.append((view, hands, {card.code: value for card, value in values.items()}))
    return positions


def test_measure_writes_each_decision_with_its_loss_and_crosses_cards_with_places(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    positions = _positions()
    source, rows_path = tmp_path / "set.pickle", tmp_path / "rows.jsonl"
    source.write_bytes(pickle.dumps(positions))
    argv = ["pimc_positions", "measure", "--positions", str(source), "--player", "heuristic"]
    monkeypatch.setattr(sys, "argv", [*argv, "--workers", "1", "--rows", str(rows_path)])
    pimc_positions.main()
    rows = [json.loads(line) for line in rows_path.read_text().splitlines()]
    assert [row["number"] for row in rows] == list(range(len(positions)))
    for row, (view, _, values) in zip(rows, positions, strict=True):
        card = create_player("heuristic", random.Random(row["number"])).decide(view).card
        assert row["lost"] == max(values.values()) - values[card.code]
        assert (row["cards"], row["place"]) == (len(view.hand), len(view.current_trick))
    printed = capsys.readouterr().out
    assert "by cards and place" in printed
    total = sum(row["lost"] for row in rows)
    assert f"all: {len(rows)} moves, {total / len(rows):.3f} a move" in printed
