"""The standings of a club evening as docs/interfaces.md ("Scoring and standings", the ROW
shapes) computes them, checked against small evenings worked out by hand: matchpoints with
ties, a board played at one table only (max 0, percent null, ranked last), diffs summed before
rounding, matches with draws, byes and the tie-breaks, and standings over the boards finished
so far."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from circolo.core.errors import OptionError
from circolo.play.evening.movement import RoundPlan, fixed_movement
from circolo.play.evening.scoring import (
    BoardResult,
    matches_ranking,
    scoring_of,
    standings,
)

HOWELL_4 = fixed_movement("howell", 4, 3)  # 2-3, 1-4 · 3-1, 4-2 · 1-2, 3-4; boards 1, 2, 3
#: Each board's points at tables 1 and 2 (ns, ew).
HOWELL_4_POINTS = {1: ((10, 4), (7, 7)), 2: ((5, 5), (5, 5)), 3: ((12, 3), (3, 1))}


def _results(
    plans: Sequence[RoundPlan], points: Mapping[int, Sequence[tuple[int, int]]]
) -> list[BoardResult]:
    """The results of ``plans`` with ``points[board][table - 1]`` where given."""
    return [
        BoardResult(plan.round, t.table, board, t.ns, t.ew, points[board][t.table - 1])
        for plan in plans
        for t in plan.tables
        for board in t.boards
        if board in points and len(points[board]) >= t.table
    ]


def test_scoring_follows_the_format() -> None:
    assert [scoring_of(f) for f in ("howell", "mitchell", "swiss", "roundrobin")] == [
        "matchpoints", "matchpoints", "matches", "matches",
    ]  # fmt: skip
    with pytest.raises(OptionError):
        scoring_of("danish")
    results = _results(HOWELL_4, HOWELL_4_POINTS)
    for format, scoring in (("howell", "matchpoints"), ("roundrobin", "matches")):
        by_format = standings(format, [1, 2, 3, 4], HOWELL_4, results)
        assert by_format == standings(scoring, [1, 2, 3, 4], HOWELL_4, results)
        assert by_format["scoring"] == scoring


def test_matchpoints_of_a_four_entry_howell_worked_by_hand() -> None:
    # Board 1: ns nets 6 (entry 2) and 0 (entry 1), ew nets -6 (3) and 0 (4); board 2 level
    # everywhere; board 3: ns 9 (1) and 2 (3), ew -9 (2) and -2 (4).
    table = standings("matchpoints", [1, 2, 3, 4], HOWELL_4, _results(HOWELL_4, HOWELL_4_POINTS))
    assert table["scoring"] == "matchpoints"
    summary = [
        (r["entry"], r["rank"], r["matchpoints"], r["max"], r["percent"], r["diff"])
        for r in table["entries"]
    ]
    assert summary == [
        (4, 1, 5, 6, 83.33, 13.0),
        (1, 2, 3, 6, 50.0, 1.0),
        (2, 2, 3, 6, 50.0, -1.0),  # level with entry 1: the same rank, after it by id
        (3, 4, 1, 6, 16.67, -13.0),
    ]
    assert table["entries"][1] == {
        "entry": 1, "rank": 2, "matchpoints": 3, "max": 6, "percent": 50.0, "diff": 1.0,
        "boards": [
            {"board": 1, "round": 1, "table": 2, "direction": "ns", "net": 0,
             "matchpoints": 0, "max": 2, "diff": -6.0},
            {"board": 2, "round": 2, "table": 1, "direction": "ew", "net": 0,
             "matchpoints": 1, "max": 2, "diff": 0.0},
            {"board": 3, "round": 3, "table": 1, "direction": "ns", "net": 9,
             "matchpoints": 2, "max": 2, "diff": 7.0},
        ],
    }  # fmt: skip
    assert [list(row) for row in table["entries"][:1]] == [
        ["entry", "rank", "matchpoints", "max", "percent", "diff", "boards"]
    ]


def test_a_board_played_at_one_table_only_scores_max_0_and_percent_null() -> None:
    results = _results(HOWELL_4, {1: ((10, 4),)})
    rows = standings("matchpoints", [1, 2, 3, 4], HOWELL_4, results)["entries"]
    assert [(r["entry"], r["rank"], r["max"], r["percent"], r["diff"]) for r in rows] == [
        (1, 1, 0, None, 0.0), (2, 1, 0, None, 0.0), (3, 1, 0, None, 0.0), (4, 1, 0, None, 0.0),
    ]  # fmt: skip
    assert rows[1]["boards"] == [
        {"board": 1, "round": 1, "table": 1, "direction": "ns", "net": 6,
         "matchpoints": 0, "max": 0, "diff": 0.0}
    ]  # fmt: skip
    assert rows[0]["boards"] == []


def test_an_entry_with_no_board_compared_ranks_last_after_every_percent() -> None:
    plans = fixed_movement("mitchell", 5, 3)  # round 1: 1-4, 2-5, entry 3 sits out
    results = _results(plans[:1], {1: ((0, 0), (0, 0))})
    rows = standings("matchpoints", [1, 2, 3, 4, 5], plans, results)["entries"]
    assert [(r["entry"], r["rank"], r["percent"]) for r in rows] == [
        (1, 1, 50.0), (2, 1, 50.0), (4, 1, 50.0), (5, 1, 50.0), (3, 5, None),
    ]  # fmt: skip


def test_a_mitchell_compares_each_direction_within_itself() -> None:
    plans = fixed_movement("mitchell", 6, 3)  # round 1: 1-4, 2-5, 3-6 on board 1
    results = _results(plans[:1], {1: ((3, 1), (0, 4), (2, 2))})  # ns nets 2, -4, 0
    rows = {r["entry"]: r for r in standings("matchpoints", range(1, 7), plans, results)["entries"]}
    assert [(rows[e]["matchpoints"], rows[e]["max"]) for e in range(1, 7)] == [
        (4, 4), (0, 4), (2, 4), (0, 4), (4, 4), (2, 4),
    ]  # fmt: skip
    # ns: 2 - mean(-4, 0), -4 - mean(2, 0), 0 - mean(2, -4); ew nets -2, 4, 0 likewise
    assert [rows[e]["diff"] for e in (1, 2, 3, 4, 5, 6)] == [4.0, -5.0, 1.0, -4.0, 5.0, -1.0]


def test_diffs_are_summed_exactly_and_rounded_once() -> None:
    # Eight entries, one board a round: table 1 ns makes 1-0, every other table 0-0, so most
    # diffs are thirds. Entry 3's are -1/3, 1, -1/3: 1/3 in all, 0.33 (the rounded boards
    # would add up to 0.34).
    plans = fixed_movement("howell", 8, 3, 3)
    results = [
        BoardResult(p.round, t.table, t.boards[0], t.ns, t.ew, (1, 0) if t.table == 1 else (0, 0))
        for p in plans
        for t in p.tables
    ]
    rows = {r["entry"]: r for r in standings("matchpoints", range(1, 9), plans, results)["entries"]}
    assert [b["diff"] for b in rows[3]["boards"]] == [-0.33, 1.0, -0.33]
    assert rows[3]["diff"] == 0.33
    assert (rows[3]["matchpoints"], rows[3]["max"], rows[3]["percent"]) == (10, 18, 55.56)


ROUNDROBIN_POINTS = {
    1: ((10, 5), (6, 6)), 2: ((3, 4), (2, 2)),  # round 1: 2 beats 3 13-9; 1 and 4 draw 8-8
    3: ((7, 2), (9, 1)), 4: ((0, 5), (1, 1)),  # round 2: 3 and 1 draw 7-7; 4 beats 2 10-2
    5: ((4, 4), (5, 3)), 6: ((6, 0), (1, 1)),  # round 3: 1 beats 2 10-4; 3 beats 4 6-4
}  # fmt: skip


def test_matches_of_a_four_entry_roundrobin_worked_by_hand() -> None:
    plans = fixed_movement("roundrobin", 4, 6)
    table = standings("matches", [1, 2, 3, 4], plans, _results(plans, ROUNDROBIN_POINTS))
    assert table["scoring"] == "matches"
    summary = [
        (r["entry"], r["rank"], r["score"], r["won"], r["drawn"], r["lost"],
         r["points_for"], r["points_against"])
        for r in table["entries"]
    ]  # fmt: skip
    assert summary == [
        (1, 1, 4, 1, 2, 0, 25, 19),
        (4, 2, 3, 1, 1, 1, 22, 16),  # level with 3 on score: better on for - against
        (3, 3, 3, 1, 1, 1, 22, 24),
        (2, 4, 2, 1, 0, 2, 19, 29),
    ]
    assert table["entries"][0] == {
        "entry": 1, "rank": 1, "score": 4, "played": 3, "won": 1, "drawn": 2, "lost": 0,
        "byes": 0, "points_for": 25, "points_against": 19,
        "matches": [
            {"round": 1, "table": 2, "opponent": 4, "direction": "ns", "points": [8, 8],
             "result": "drawn"},
            {"round": 2, "table": 1, "opponent": 3, "direction": "ew", "points": [7, 7],
             "result": "drawn"},
            {"round": 3, "table": 1, "opponent": 2, "direction": "ns", "points": [10, 4],
             "result": "won"},
        ],
    }  # fmt: skip
    assert matches_ranking([1, 2, 3, 4], plans, _results(plans, ROUNDROBIN_POINTS)) == [1, 4, 3, 2]


def test_a_bye_scores_as_a_win_and_ties_fall_to_points_for_then_share_a_rank() -> None:
    plans = fixed_movement("roundrobin", 5, 1, 1)  # 2-5, 3-4; entry 1 sits out
    results = _results(plans, {1: ((5, 5), (3, 3))})
    rows = standings("matches", [1, 2, 3, 4, 5], plans, results)["entries"]
    assert [(r["entry"], r["rank"], r["score"], r["byes"], r["points_for"]) for r in rows] == [
        (1, 1, 2, 1, 0), (2, 2, 1, 0, 5), (5, 2, 1, 0, 5), (3, 4, 1, 0, 3), (4, 4, 1, 0, 3),
    ]  # fmt: skip
    assert rows[0]["matches"] == [] and rows[0]["played"] == 0


def test_a_match_counts_when_all_its_boards_are_in_and_a_bye_when_its_round_is() -> None:
    plans = fixed_movement("roundrobin", 5, 10, 2)  # boards 1-5 in round 1, entry 1 out
    half = dict.fromkeys((1, 2, 3, 4), ((1, 0), (2, 0)))
    rows = standings("matches", range(1, 6), plans, _results(plans, half))["entries"]
    assert all(r["played"] == r["byes"] == r["points_for"] == 0 for r in rows)
    first_table = half | {5: ((1, 0),)}
    rows = standings("matches", range(1, 6), plans, _results(plans, first_table))["entries"]
    # table 1 (2 beats 5, 5-0) is done; table 2 is not, so neither is entry 1's bye
    assert [(r["entry"], r["score"], r["byes"], r["played"]) for r in rows] == [
        (2, 2, 0, 1), (1, 0, 0, 0), (3, 0, 0, 0), (4, 0, 0, 0), (5, 0, 0, 1),
    ]  # fmt: skip
    whole = half | {5: ((1, 0), (2, 0))}
    rows = standings("matches", range(1, 6), plans, _results(plans, whole))["entries"]
    assert next(r for r in rows if r["entry"] == 1)["byes"] == 1


def test_before_any_result_the_ranking_is_by_id() -> None:
    assert matches_ranking([1, 2, 3], [], []) == [1, 2, 3]


def test_a_result_outside_the_movement_is_refused() -> None:
    wrong_pair = BoardResult(1, 1, 1, 3, 2, (0, 0))
    with pytest.raises(ValueError, match="not in the movement"):
        standings("matchpoints", [1, 2, 3, 4], HOWELL_4, [wrong_pair])
    wrong_board = BoardResult(1, 1, 2, 2, 3, (0, 0))
    with pytest.raises(ValueError, match="not a board of the table"):
        standings("matches", [1, 2, 3, 4], HOWELL_4, [wrong_board])
    twice = BoardResult(1, 1, 1, 2, 3, (0, 0))
    with pytest.raises(ValueError, match="twice"):
        standings("matches", [1, 2, 3, 4], HOWELL_4, [twice, twice])
