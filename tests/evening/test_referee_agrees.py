"""The movements and standings of circolo.play.evening agree with the independent evening
referee (tests/referee/evening_referee.py) on random evenings of every format: every entry
count, rounds and boards, random points with many ties, swiss rounds paired from the
standings before them, and standings over any part of the boards (a record not played yet is
null)."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from circolo.play.evening.movement import (
    ENTRY_COUNTS,
    FORMATS,
    RoundPlan,
    board_sets,
    entries_sat_out,
    fixed_movement,
    full_rounds,
    pairs_met,
    swiss_round,
)
from circolo.play.evening.scoring import BoardResult, matches_ranking, standings
from tests.referee.evening_referee import check_evening

DEAL = [["Ad"], ["2d"], ["3d"], ["4d"]]


def _record(board: int, points: tuple[int, int]) -> dict[str, Any]:
    hand = {"dealer": (board - 1) % 4, "deal": DEAL, "result": {"total": list(points)}}
    return {"hands": [hand]}


@st.composite
def _evenings(draw: st.DrawFn) -> dict[str, Any]:
    """An evening record of random points, its standings by circolo.play.evening."""
    format = draw(st.sampled_from(FORMATS))
    n = draw(st.integers(*ENTRY_COUNTS[format]))
    rounds = draw(st.integers(1, full_rounds(format, n)))
    boards = draw(st.integers(rounds, rounds + 3))
    entries = list(range(1, n + 1))
    points = st.tuples(st.integers(-2, 2), st.integers(-2, 2))
    plans: list[RoundPlan] = []
    results: list[BoardResult] = []
    shown: list[BoardResult] = []
    for r, board_set in enumerate(board_sets(boards, rounds), start=1):
        if format == "swiss":
            ranking = matches_ranking(entries, plans, results)
            plan = swiss_round(r, n, ranking, pairs_met(plans), entries_sat_out(plans), board_set)
        else:
            plan = fixed_movement(format, n, boards, rounds)[r - 1]
        plans.append(plan)
        for t in plan.tables:
            for board in t.boards:
                result = BoardResult(r, t.table, board, t.ns, t.ew, draw(points))
                results.append(result)
                # a swiss pairs from whole rounds: only its last round may be played in part
                if (format != "swiss" or r == rounds) and draw(st.integers(0, 4)) == 0:
                    continue
                shown.append(result)
    played = {(x.round, x.table, x.board): x for x in shown}
    return {
        "kind": "evening", "game": "scopa", "variant": None, "options": {}, "format": format,
        "seed": 1,
        "entries": [{"id": e, "name": "random", "players": ["random"]} for e in entries],
        "boards": [{"board": b, "dealer": (b - 1) % 4, "deal": DEAL} for b in range(1, boards + 1)],
        "rounds": [
            {"round": plan.round, "sitout": list(plan.sitout),
             "tables": [{"table": t.table, "ns": t.ns, "ew": t.ew, "boards": list(t.boards),
                         "records": [_record(b, played[(plan.round, t.table, b)].points)
                                     if (plan.round, t.table, b) in played else None
                                     for b in t.boards]}
                        for t in plan.tables]}
            for plan in plans
        ],
        "standings": standings(format, entries, plans, shown),
    }  # fmt: skip


@given(_evenings())
def test_the_referee_agrees_with_the_movements_and_the_standings(evening: dict[str, Any]) -> None:
    assert check_evening(evening) == []


@given(_evenings(), st.integers(0, 7), st.sampled_from([1, -1]))
def test_the_referee_finds_a_planted_number_in_the_standings(
    evening: dict[str, Any], which: int, by: int
) -> None:
    row = evening["standings"]["entries"][which % len(evening["standings"]["entries"])]
    field = "matchpoints" if evening["standings"]["scoring"] == "matchpoints" else "score"
    row[field] += by
    faults = check_evening(evening)
    assert (
        f"evening 1, standings, entry {row['entry']}: {field} {row[field]} but the results "
        f"give {row[field] - by}" in faults
    )
