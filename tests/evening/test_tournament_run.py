"""``circolo tournament run`` and ``circolo replay`` of its evening records, as a director
and an independent checker use them: every game's evening played by the computer, its record
replayed clean and its standings recomputed by the independent referee, bad arguments
refused with a sentence, tampered evenings caught with the place named."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from circolo.cli import main
from tests.referee.evening_referee import check_evening

#: One small evening per game and table size (fast players, few boards).
EVENINGS = {
    "tressette": ["--game", "tressette", "--format", "howell", "--entries",
                  "heuristic,random,heuristic,random", "--boards", "3"],
    "briscola-2": ["--game", "briscola", "--set", "players=2", "--format", "roundrobin",
                   "--entries", "heuristic,random,random", "--boards", "3"],
    "briscola-4": ["--game", "briscola", "--set", "players=4", "--format", "mitchell",
                   "--entries", "heuristic,random,random,heuristic,random", "--boards", "3"],
    "scopa-2": ["--game", "scopa", "--format", "swiss", "--entries",
                "heuristic,random,heuristic,random", "--boards", "2"],
    "scopone": ["--game", "scopa", "--variant", "scopone", "--format", "howell",
                "--entries", "heuristic,random,heuristic,random", "--boards", "3"],
    "pinnacola-2": ["--game", "pinnacola", "--set", "players=2", "--format", "roundrobin",
                    "--entries", "medium,weak,strong", "--boards", "3"],
    "pinnacola-4": ["--game", "pinnacola", "--set", "players=4", "--format", "howell",
                    "--entries", "medium,weak,strong,medium", "--boards", "3", "--rounds", "2"],
}  # fmt: skip


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse exits on usage errors
        code = int(exit_.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def evening(capsys: pytest.CaptureFixture[str], name: str, seed: int = 3) -> str:
    code, out, err = run(capsys, "tournament", "run", *EVENINGS[name], "--seed", str(seed))
    assert code == 0, err
    return out


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(EVENINGS))
def test_an_evening_of_every_game_replays_clean_and_its_standings_match_the_referee(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    line = evening(capsys, name)
    record = json.loads(line)
    assert record["kind"] == "evening" and record["standings"]["entries"]
    assert check_evening(record) == []
    path = tmp_path / "evening.jsonl"
    path.write_text(line)
    code, out, err = run(capsys, "replay", str(path))
    assert (code, out) == (0, ""), out
    assert "every rule holds" in err


def test_the_same_arguments_give_the_same_evening_byte_for_byte(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert evening(capsys, "tressette") == evening(capsys, "tressette")
    assert evening(capsys, "tressette", seed=4) != evening(capsys, "tressette")


def test_every_table_of_a_board_plays_the_same_deal_seat_for_seat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = json.loads(evening(capsys, "tressette"))
    deals: dict[int, list[Any]] = {}
    for round_ in record["rounds"]:
        for table in round_["tables"]:
            for board, played in zip(table["boards"], table["records"], strict=True):
                deals.setdefault(board, []).append(played["games"][0]["hands"][0]["deal"])
    assert all(len(found) == 2 for found in deals.values())  # 4 entries: 2 tables a round
    assert all(all(deal == found[0] for deal in found) for found in deals.values())


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--format", "howell", "--entries", "random,random,random", "--boards", "3"],
         "4"),
        (["--format", "swiss", "--entries", "random,random", "--boards", "2"], "3"),
        (["--format", "howell", "--entries", "human,random,random,random", "--boards", "3"],
         "human"),
        (["--format", "howell", "--entries", "nobody,random,random,random", "--boards", "3"],
         "nobody"),
        (["--format", "howell", "--entries", "random,random,random,random", "--boards", "2"],
         "boards"),
        (["--format", "howell", "--entries", "worlds=4,random,random,random", "--boards", "3"],
         "player first"),
        (["--format", "howell", "--entries", "random,random,random,random", "--boards", "3",
          "--set", "second_game=briscola"], "second_game"),
    ],
)  # fmt: skip
def test_an_evening_the_rules_do_not_allow_is_refused_with_a_sentence_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    code, out, err = run(capsys, "tournament", "run", "--game", "tressette", *argv, "--seed", "1")
    assert (code, out) == (2, "")
    assert said in err and "Traceback" not in err


def test_an_evening_of_pinnacola_refuses_a_match_to_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(
        capsys, "tournament", "run", "--game", "pinnacola", "--set", "mode=points",
        "--format", "howell", "--entries", "weak,weak,weak,weak", "--boards", "3", "--seed", "1",
    )  # fmt: skip
    assert (code, out) == (2, "") and "mode" in err


def _replayed(capsys: pytest.CaptureFixture[str], tmp_path: Path, record: Any) -> list[str]:
    path = tmp_path / "evening.jsonl"
    path.write_text(json.dumps(record) + "\n")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 1
    return out.splitlines()


def test_replay_names_the_entry_and_board_of_a_standing_that_the_results_do_not_give(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = json.loads(evening(capsys, "tressette"))
    row = record["standings"]["entries"][1]
    row["boards"][0]["matchpoints"] += 1
    board = row["boards"][0]["board"]
    faults = _replayed(capsys, tmp_path, record)
    assert any(
        line.startswith(f"evening 1, standings, entry {row['entry']}, board {board}: matchpoints")
        for line in faults
    ), faults


def test_replay_names_an_entry_seated_at_two_tables_of_a_round(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = json.loads(evening(capsys, "tressette"))
    tables = record["rounds"][1]["tables"]
    tables[1]["ns"] = tables[0]["ns"]
    faults = _replayed(capsys, tmp_path, record)
    assert f"evening 1, round 2: entry {tables[0]['ns']} sits at table 1 and table 2" in faults
    assert faults[-1] == (
        "evening 1, standings: not checked: the faults above leave the results unknown"
    )


def test_replay_names_the_round_table_board_and_play_of_an_illegal_card(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = json.loads(evening(capsys, "tressette"))
    table = record["rounds"][0]["tables"][0]
    plays = table["records"][0]["games"][0]["hands"][0]["plays"]
    plays[0], plays[1] = plays[1], plays[0]
    board = table["boards"][0]
    faults = _replayed(capsys, tmp_path, record)
    assert any(
        line.startswith(f"evening 1, round 1, table 1, board {board}, play") for line in faults
    ), faults


def test_replay_finds_a_board_dealt_differently_at_one_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = json.loads(evening(capsys, "tressette"))
    first = record["boards"][0]
    hand = first["deal"]
    hand[0][0], hand[1][0] = hand[1][0], hand[0][0]  # the evening's list says another deal
    faults = _replayed(capsys, tmp_path, record)
    assert any("the deal is not board 1's" in line for line in faults), faults


@pytest.mark.parametrize("name", ["tressette", "scopa-2", "pinnacola-4"])
def test_replay_finds_boards_dealt_alike_at_every_table_but_not_from_the_evenings_seed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    record = json.loads(evening(capsys, name))
    record["seed"] += 1  # every table and the boards list agree; the seed gives other deals
    faults = _replayed(capsys, tmp_path, record)
    assert faults == [
        *(
            f"evening 1, board {board['board']}: the deal does not follow from the evening's seed"
            for board in record["boards"]
        ),
        "evening 1, standings: not checked: the faults above leave the results unknown",
    ]
