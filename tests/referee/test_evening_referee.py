"""The independent evening referee accepts small evenings worked out by hand and names what is
planted in them: a wrong matchpoint, a wrong percent, rows out of order, an entry at two tables,
a board's points that disagree with the standings, a deal unlike the board's, a swiss round
paired against the standings, a bye not counted."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from .evening_referee import check_evening, main

Evening = dict[str, Any]
DEAL = [["Ad"], ["2d"], ["3d"], ["4d"]]


def _board_row(board: int, rnd: int, table: int, way: str, net: int, mp: int, diff: float) -> Any:
    return {"board": board, "round": rnd, "table": table, "direction": way, "net": net,
            "matchpoints": mp, "max": 2, "diff": diff}  # fmt: skip


def _record(game: str, board: int, points: list[int]) -> dict[str, Any]:
    """A board record of ``game`` holding only what the referee reads: the hand's deal fields
    and its points."""
    key = "total" if game in ("scopa", "pinnacola") else "points"
    hand = {"dealer": (board - 1) % 4, "deal": DEAL, "result": {key: points}}
    if game == "tressette":
        return {"games": [{"hands": [hand]}]}
    return {"hands": [hand]}


def _evening(game: str, fmt: str, n: int, rounds: list[Any], standings: Any) -> Evening:
    """An evening record from ``rounds``: (sitout, [(ns, ew, {board: points})...]) each."""
    boards = sorted({b for _, tables in rounds for *_, pts in tables for b in pts})
    return {
        "kind": "evening", "game": game, "variant": None, "options": {}, "format": fmt,
        "seed": 7,
        "entries": [{"id": i, "name": "random", "players": ["random"]} for i in range(1, n + 1)],
        "boards": [{"board": b, "dealer": (b - 1) % 4, "deal": DEAL} for b in boards],
        "rounds": [
            {"round": r, "sitout": sitout,
             "tables": [{"table": t, "ns": ns, "ew": ew, "boards": sorted(pts),
                         "records": [_record(game, b, pts[b]) for b in sorted(pts)]}
                        for t, (ns, ew, pts) in enumerate(tables, start=1)]}
            for r, (sitout, tables) in enumerate(rounds, start=1)
        ],
        "standings": standings,
    }  # fmt: skip


def _howell(game: str = "scopa") -> Evening:
    """Four entries, three rounds, boards 1-3, worked out by hand. Board 1: ns nets 6 (entry
    2) and 0 (1), ew -6 (3) and 0 (4); board 2 level everywhere; board 3: ns 9 (1) and 2 (3),
    ew -9 (2) and -2 (4)."""
    rounds: list[Any] = [
        ([], [(2, 3, {1: [10, 4]}), (1, 4, {1: [7, 7]})]),
        ([], [(3, 1, {2: [5, 5]}), (4, 2, {2: [5, 5]})]),
        ([], [(1, 2, {3: [12, 3]}), (3, 4, {3: [3, 1]})]),
    ]
    rows = [
        (4, 1, 5, 83.33, 13.0, [(1, 1, 2, "ew", 0, 2, 6.0), (2, 2, 2, "ns", 0, 1, 0.0),
                                (3, 3, 2, "ew", -2, 2, 7.0)]),
        (1, 2, 3, 50.0, 1.0, [(1, 1, 2, "ns", 0, 0, -6.0), (2, 2, 1, "ew", 0, 1, 0.0),
                              (3, 3, 1, "ns", 9, 2, 7.0)]),
        (2, 2, 3, 50.0, -1.0, [(1, 1, 1, "ns", 6, 2, 6.0), (2, 2, 2, "ew", 0, 1, 0.0),
                               (3, 3, 1, "ew", -9, 0, -7.0)]),
        (3, 4, 1, 16.67, -13.0, [(1, 1, 1, "ew", -6, 0, -6.0), (2, 2, 1, "ns", 0, 1, 0.0),
                                 (3, 3, 2, "ns", 2, 0, -7.0)]),
    ]  # fmt: skip
    standings = {
        "scoring": "matchpoints",
        "entries": [
            {"entry": e, "rank": rank, "matchpoints": mp, "max": 6, "percent": pct, "diff": diff,
             "boards": [_board_row(*b) for b in boards]}
            for e, rank, mp, pct, diff, boards in rows
        ],
    }  # fmt: skip
    return _evening(game, "howell", 4, rounds, standings)


def _match(rnd: int, table: int, opp: int, way: str, pts: list[int], res: str) -> Any:
    return {"round": rnd, "table": table, "opponent": opp, "direction": way, "points": pts,
            "result": res}  # fmt: skip


def _roundrobin() -> Evening:
    """Five entries, the first round of a roundrobin on one board: 2-5 level 5-5, 3 beats 4
    4-1, entry 1 sits out (a bye, worth a win)."""
    rounds = [([1], [(2, 5, {1: [5, 5]}), (3, 4, {1: [4, 1]})])]

    def row(e: int, rank: int, score: int, res: tuple[int, int, int, int], pf: int, pa: int,
            matches: list[Any]) -> Any:  # fmt: skip
        won, drawn, lost, byes = res
        return {"entry": e, "rank": rank, "score": score, "played": won + drawn + lost,
                "won": won, "drawn": drawn, "lost": lost, "byes": byes, "points_for": pf,
                "points_against": pa, "matches": matches}  # fmt: skip

    entries = [
        row(3, 1, 2, (1, 0, 0, 0), 4, 1, [_match(1, 2, 4, "ns", [4, 1], "won")]),
        row(1, 2, 2, (0, 0, 0, 1), 0, 0, []),
        row(2, 3, 1, (0, 1, 0, 0), 5, 5, [_match(1, 1, 5, "ns", [5, 5], "drawn")]),
        row(5, 3, 1, (0, 1, 0, 0), 5, 5, [_match(1, 1, 2, "ew", [5, 5], "drawn")]),
        row(4, 5, 0, (0, 0, 1, 0), 1, 4, [_match(1, 2, 3, "ew", [1, 4], "lost")]),
    ]
    return _evening("briscola", "roundrobin", 5, rounds, {"scoring": "matches", "entries": entries})


def test_evenings_worked_out_by_hand_pass() -> None:
    for game in ("scopa", "pinnacola", "briscola", "tressette"):
        assert check_evening(_howell(game)) == []
    assert check_evening(_roundrobin()) == []


def test_a_wrong_matchpoint_is_named_by_entry_and_board() -> None:
    evening = _howell()
    evening["standings"]["entries"][3]["boards"][2]["matchpoints"] = 1
    assert check_evening(evening, 3) == [
        "evening 3, standings, entry 3, board 3: matchpoints 1 but the results give 0"
    ]


def test_a_wrong_percent_and_rows_out_of_order_are_named() -> None:
    evening = _howell()
    evening["standings"]["entries"][0]["percent"] = 83.34
    assert check_evening(evening) == [
        "evening 1, standings, entry 4: percent 83.34 but the results give 83.33"
    ]
    evening = _howell()
    rows = evening["standings"]["entries"]
    rows[1], rows[2] = rows[2], rows[1]
    assert check_evening(evening) == [
        "evening 1, standings: entries in the order [4, 2, 1, 3] but the results rank them "
        "[4, 1, 2, 3]"
    ]


def test_an_entry_at_two_tables_is_named_with_the_round() -> None:
    evening = _howell()
    evening["rounds"][1]["tables"][1]["ns"] = 1
    faults = check_evening(evening)
    assert "evening 1, round 2: entry 1 sits at tables 1 and 2" in faults
    assert "evening 1, round 2: entry 4 has no place" in faults
    assert any(f.startswith("evening 1, round 2: tables 1: 3-1, 2: 1-2 but") for f in faults)


def test_points_that_disagree_with_the_standings_are_found_and_a_changed_deal_too() -> None:
    evening = _howell()
    evening["rounds"][1]["tables"][0]["records"][0]["hands"][0]["result"]["total"] = [6, 5]
    faults = check_evening(evening)
    assert "evening 1, standings, entry 3, board 2: net 0 but the results give 1" in faults
    assert "evening 1, standings, entry 3, board 2: matchpoints 1 but the results give 2" in faults
    assert faults[0] == (
        "evening 1, standings: entries in the order [4, 1, 2, 3] but the results rank them "
        "[2, 4, 1, 3]"
    )
    evening = _howell("tressette")
    evening["rounds"][2]["tables"][1]["records"][0]["games"][0]["hands"][0]["dealer"] = 0
    assert check_evening(evening) == [
        "evening 1, round 3, table 2, board 3: dealer differ from the board's"
    ]


def test_a_bye_not_counted_and_a_wrong_sit_out_are_found() -> None:
    evening = _roundrobin()
    evening["standings"]["entries"][1]["byes"] = 0
    assert check_evening(evening) == [
        "evening 1, standings, entry 1: byes 0 but the results give 1"
    ]
    evening = _roundrobin()
    evening["rounds"][0]["sitout"] = [1, 1]
    assert "evening 1, round 1: entry 1 sits out twice" in check_evening(evening)


def test_a_swiss_round_paired_against_the_standings_is_found() -> None:
    # Round 1 by id: 1-2 (2 wins 3-0), 3-4 (3 wins 1-0); the ranking is then 2, 3, 4, 1, so
    # round 2 pairs 2 with 3 and 4 (ns, ranked above) with 1.
    good: list[Any] = [([], [(1, 2, {1: [0, 3]}), (3, 4, {1: [1, 0]})]),
            ([], [(2, 3, {2: [0, 0]}), (4, 1, {2: [0, 0]})])]  # fmt: skip
    bad = [good[0], ([], [(2, 4, {2: [0, 0]}), (1, 3, {2: [0, 0]})])]
    for rounds, fault in ((good, False), (bad, True)):
        evening = _evening("scopa", "swiss", 4, rounds, None)
        faults = check_evening(evening)
        assert faults[-1] == "evening 1, standings: not an object of scoring and entries"
        moved = [f for f in faults if "movement gives" in f]
        assert moved == (
            ["evening 1, round 2: tables 1: 2-4, 2: 1-3 but the swiss movement gives "
             "1: 2-3, 2: 4-1"] if fault else []
        )  # fmt: skip


def test_the_command_line_checks_the_evening_lines_of_a_file(tmp_path: Path, capsys: Any) -> None:
    good, bad = _howell(), _howell()
    bad["standings"]["entries"][0]["diff"] = 12.0
    match = {"kind": "match", "game": "scopa"}
    path = tmp_path / "evenings.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in (good, match, bad)) + "\n")
    assert main([str(path)]) == 1
    assert capsys.readouterr().out.strip() == (
        "evening 3, standings, entry 4: diff 12.0 but the results give 13.0"
    )
    path.write_text(json.dumps(copy.deepcopy(good)) + "\n")
    assert main([str(path)]) == 0
