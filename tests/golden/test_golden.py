"""Golden records: hand-checked matches that must replay and show the rule each was made for."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from circolo.games.tressette.record import replay_record
from tests.golden.make_golden import running_scores
from tests.referee.referee import check_record

HERE = Path(__file__).parent
GOLDEN = sorted(HERE.glob("*.jsonl"))


def load(name: str) -> dict[str, Any]:
    record: dict[str, Any] = json.loads((HERE / f"{name}.jsonl").read_text(encoding="utf-8"))
    return record


def test_there_are_six_golden_records() -> None:
    assert [path.stem for path in GOLDEN] == [
        "bella_at_41", "both_past_target", "cappotto", "napoletana_four_twos",
        "tie_plays_on", "tirarsi_fuori",
    ]  # fmt: skip


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_record_replays_and_the_referee_agrees(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    assert replay_record(record) == []
    assert check_record(record) == []


def test_napoletana_with_four_twos_is_worth_seven() -> None:
    hand = load("napoletana_four_twos")["games"][0]["hands"][0]
    seats = {a["seat"] for a in hand["accuse"] if a["kind"] in ("napoletana", "quattro-due")}
    assert len(seats) == 1
    seat = seats.pop()
    mine = [a for a in hand["accuse"] if a["seat"] == seat]
    assert {(a["kind"], a.get("suit"), a["points"]) for a in mine} == {
        ("napoletana", "d", 3),
        ("quattro-due", None, 4),
    }
    assert hand["result"]["accuse_points"][seat % 2] >= 7


def test_cappotto_ends_the_game_with_all_eleven_card_points() -> None:
    record = load("cappotto")
    game = record["games"][0]
    result = game["hands"][-1]["result"]
    team = result["cappotto"]
    assert result["card_points"][team] == 11 and result["thirds"][team] == 32
    assert (game["winner"], game["ended_by"]) == (team, "cappotto")
    assert max(game["score"]) < record["options"]["target"]  # won before the target
    assert record["winner"] == team


def test_tirarsi_fuori_ends_the_game_after_the_first_trick() -> None:
    record = load("tirarsi_fuori")
    game = record["games"][0]
    last = game["hands"][-1]
    assert game["ended_by"] == "accuse" and len(last["plays"]) == 4
    result = last["result"]
    assert result["thirds"] == [0, 0] and result["card_points"] == [0, 0]
    assert result["last_trick"] is None and result["points"] == result["accuse_points"]
    before = running_scores(game)[-2]
    winner = game["winner"]
    assert before[winner] < 41 <= game["score"][winner]
    assert game["score"][winner] > game["score"][1 - winner]


def test_best_of_three_decided_by_a_bella_at_41() -> None:
    record = load("bella_at_41")
    assert record["options"]["target"] == 31 and record["options"]["decider_target"] == 41
    games = record["games"]
    assert len(games) == 3 and {games[0]["winner"], games[1]["winner"]} == {0, 1}
    for game in games[:2]:
        assert max(game["score"]) >= 31
    bella = games[2]
    assert max(bella["score"]) >= 41
    assert any(31 <= max(score) < 41 for score in running_scores(bella)[:-1])  # 31 was not enough
    assert record["winner"] == bella["winner"]


def test_both_teams_past_the_target_in_one_hand_the_higher_wins() -> None:
    game = load("both_past_target")["games"][0]
    before, final = running_scores(game)[-2], game["score"]
    assert max(before) < 31 and min(final) >= 31
    assert game["winner"] == (0 if final[0] > final[1] else 1)


def test_a_tie_past_the_target_plays_on() -> None:
    record = load("tie_plays_on")
    target = record["options"]["target"]
    game = record["games"][0]
    scores = running_scores(game)
    ties = [i for i, (a, b) in enumerate(scores) if a == b >= target]
    assert ties and ties[0] < len(scores) - 1  # another hand followed the tie
    assert game["score"][0] != game["score"][1]
