"""Scopa self-play records pass the independent referee, which catches planted faults."""

from __future__ import annotations

import copy
import functools
import json
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest

from .scopa_referee import capture_fault, check_record

Record = dict[str, Any]
ALL_ON = ("scopa_d_assi=true", "re_bello=true", "napola=true", "scopa_on_last_play=true")
FOUR = "heuristic,random,random,heuristic"


@functools.cache
def _played(settings: tuple[str, ...], players: str, matches: int, seed: int) -> str:
    """The JSONL that ``circolo selfplay`` writes for these settings (each run once)."""
    args = [sys.executable, "-m", "circolo", "selfplay", "--game", "scopa", "--players",
            players, "--matches", str(matches), "--seed", str(seed)]  # fmt: skip
    for setting in settings:
        args += ["--set", setting]
    return subprocess.run(args, capture_output=True, text=True, timeout=300, check=True).stdout


def _selfplay(*settings: str, players: str, matches: int = 3, seed: int = 9) -> list[Record]:
    return [json.loads(line) for line in _played(settings, players, matches, seed).splitlines()]


def _plays(records: list[Record]) -> list[dict[str, Any]]:
    return [play for record in records for hand in record["hands"] for play in hand["plays"]]


def _ace_sweeps(records: list[Record]) -> bool:
    return any(play["card"][0] == "A" and len(play["take"]) > 1 for play in _plays(records))


def _napola_scored(records: list[Record]) -> bool:
    return any(any(h["result"]["points"]["napola"]) for r in records for h in r["hands"])


def _three_re_turned_up(records: list[Record]) -> bool:
    return any(sum(c[0] == "R" for c in h["table"]) >= 3 for r in records for h in r["hands"])


def _forty_plays(records: list[Record]) -> bool:
    return all(len(h["plays"]) == 40 and not h["table"] for r in records for h in r["hands"])


def _thirty_six_plays(records: list[Record]) -> bool:
    return all(len(h["plays"]) == 36 for r in records for h in r["hands"])


@pytest.mark.parametrize(
    ("settings", "players", "seed", "played"),
    [
        ((), "heuristic,random", 9, _thirty_six_plays),
        (("target=16",), "pimc:worlds=4,heuristic", 9, _thirty_six_plays),
        (("players=4",), FOUR, 9, _thirty_six_plays),
        (("players=4", "scopone=true"), FOUR, 9, _forty_plays),
        (("players=4", "scopone=true"), "pimc:worlds=2,random,heuristic,random", 9, _forty_plays),
        (ALL_ON, "random,heuristic", 9, _napola_scored),
        (("players=4", *ALL_ON), FOUR, 9, _ace_sweeps),
        (("players=4", "scopone=true", *ALL_ON), FOUR, 9, _ace_sweeps),
        # Seed 124 turns up three Re in its third hand: played on with the redeal off.
        (("three_kings_redeal=false",), "random,random", 124, _three_re_turned_up),
    ],
)
def test_circolo_selfplay_scopa_records_in_every_option_set_pass_the_independent_referee(
    settings: tuple[str, ...], players: str, seed: int, played: Callable[[list[Record]], bool]
) -> None:
    records = _selfplay(*settings, players=players, seed=seed)
    assert records and [check_record(record) for record in records] == [[]] * len(records)
    assert played(records)


@pytest.fixture(scope="module")
def records() -> list[Record]:
    """Six classica matches between random players, the material of the planted faults."""
    return _selfplay(players="random,random", matches=6)


def _swap_in(hand: dict[str, Any], cards: list[str], index: int, card: str) -> None:
    """Puts ``card`` at ``cards[index]`` and the card that lay there where ``card`` was."""
    for place in [*hand["deal"], hand["table"], hand["stock"]]:
        if card in place:
            spot = place.index(card)
            place[spot], cards[index] = cards[index], place[spot]
            return


def _five_over_five_two_three(record: Record, take: list[str]) -> tuple[list[str], int]:
    """The faults of ``record`` once its first play is 5d taking ``take`` off 5c 2c 3s ..."""
    record = copy.deepcopy(record)
    hand = record["hands"][0]
    seat = (hand["dealer"] + 1) % 2
    _swap_in(hand, hand["deal"][seat], 0, "5d")
    for index, card in enumerate(("5c", "2c", "3s")):
        _swap_in(hand, hand["table"], index, card)
    hand["plays"][0] = {"seat": seat, "card": "5d", "take": take, "scopa": False}
    return check_record(record), seat


def test_the_referee_catches_a_sum_taken_while_a_card_of_equal_value_lies_there(
    records: list[Record],
) -> None:
    faults, seat = _five_over_five_two_three(records[0], ["2c", "3s"])
    expected = f"hand 1, step 1: seat {seat} takes 2c 3s (a sum of 5) while 5c of equal value"
    assert faults[0].startswith(expected)


def test_the_referee_catches_a_card_laid_down_that_could_take(records: list[Record]) -> None:
    faults, seat = _five_over_five_two_three(records[0], [])
    assert (
        faults[0]
        == f"hand 1, step 1: seat {seat} lays 5d down though it can take 5c of equal value"
    )


def test_a_card_takes_a_sum_only_when_no_equal_card_lies_there_and_the_sum_is_right() -> None:
    assert capture_fault("5d", ["2c", "3s"], ["4b", "2c", "3s"], sweep=False) is None
    assert capture_fault("5d", [], ["4b", "2c", "3s"], sweep=False) == (
        "lays 5d down though it can take 2c 3s"
    )
    assert capture_fault("7d", ["4b", "2c"], ["4b", "2c", "3s"], sweep=False) == (
        "takes 4b 2c (worth 6) with 7d, worth 7"
    )
    assert capture_fault("Rd", [], ["4b", "2c", "3s"], sweep=False) is None


def test_an_ace_takes_the_whole_table_only_with_scopa_d_assi() -> None:
    table = ["Ac", "4b", "Rs"]
    assert capture_fault("Ad", ["Ac"], table, sweep=False) is None
    assert capture_fault("Ad", table, table, sweep=False) is not None
    assert capture_fault("Ad", table, table, sweep=True) is None
    assert "must take every card on the table" in str(capture_fault("Ad", ["Ac"], table, True))
    assert capture_fault("Ad", [], [], sweep=True) is None


def test_the_referee_catches_a_play_out_of_turn(records: list[Record]) -> None:
    record = copy.deepcopy(records[0])
    plays = record["hands"][0]["plays"]
    plays[1]["seat"] = plays[0]["seat"]
    assert check_record(record) == [
        f"hand 1, step 2: it was seat {1 - plays[0]['seat']}'s turn, not seat {plays[0]['seat']}'s"
    ]


def test_the_referee_catches_a_scopa_written_where_none_was_made_and_one_left_out(
    records: list[Record],
) -> None:
    record = copy.deepcopy(records[0])
    hand, number, play = next(
        (h, n, p)
        for h, hand in enumerate(record["hands"], 1)
        for n, p in enumerate(hand["plays"], 1)
        if p["scopa"]
    )
    play["scopa"] = False
    assert check_record(record) == [
        f"hand {hand}, step {number}: seat {play['seat']}'s capture clears the table: a scopa, "
        "not written as one"
    ]
    record = copy.deepcopy(records[0])
    play = next(p for p in record["hands"][0]["plays"] if not p["take"])
    play["scopa"] = True
    assert "is written as a scopa, but it takes nothing" in check_record(record)[0]


def test_the_sweep_of_a_hands_last_play_is_a_scopa_only_with_scopa_on_last_play(
    records: list[Record],
) -> None:
    swept = 0
    for record in records:
        for number, hand in enumerate(record["hands"], start=1):
            last = hand["plays"][-1]
            at = f"hand {number}, step {len(hand['plays'])}: seat {last['seat']}'s"
            flipped = copy.deepcopy(record)
            flipped["hands"][number - 1]["plays"][-1]["scopa"] = True
            if f"{at} play is written as a scopa, but the hand's last play scores none" not in (
                check_record(flipped)
            ):
                continue
            swept += 1
            on = copy.deepcopy(record)
            on["options"]["scopa_on_last_play"] = True
            assert f"{at} capture clears the table: a scopa, not written as one" in check_record(on)
    assert swept


def test_the_referee_catches_a_wrong_category_point_and_a_wrong_total(
    records: list[Record],
) -> None:
    record = copy.deepcopy(records[0])
    result = record["hands"][0]["result"]
    result["points"]["settebello"] = result["points"]["settebello"][::-1]
    result["total"][0] += 1
    faults = check_record(record)
    assert faults[0].startswith("hand 1: the result's total is")
    assert faults[1].startswith("hand 1: the settebello points are")


def test_the_referee_catches_a_wrong_primiera(records: list[Record]) -> None:
    record = copy.deepcopy(records[0])
    result = record["hands"][0]["result"]
    result["primiera"] = [0, 0]
    assert check_record(record)[0].startswith("hand 1: the result's primiera is [0, 0]")


def test_the_referee_catches_a_wrong_winner_score_and_dealer(records: list[Record]) -> None:
    record = copy.deepcopy(records[0])
    record["winner"] = 1 - record["winner"]
    assert check_record(record)[-1].startswith("score/winner are")
    record = copy.deepcopy(records[0])
    record["score"][0] += 1
    assert check_record(record)[-1].startswith("score/winner are")
    record = copy.deepcopy(records[0])
    record["hands"][1]["dealer"] = record["hands"][0]["dealer"]
    assert check_record(record) == [
        f"hand 2: the dealer must be seat {1 - record['hands'][0]['dealer']}"
    ]


def test_the_referee_catches_a_hand_played_after_the_end_of_the_game(records: list[Record]) -> None:
    record = copy.deepcopy(records[0])
    record["hands"].append(copy.deepcopy(record["hands"][0]))
    assert f"hand {len(record['hands'])}: the game was already over" in check_record(record)[-1]


def test_three_re_turned_up_must_be_redealt_when_the_option_is_on() -> None:
    record = _selfplay("three_kings_redeal=false", players="random,random", seed=124)[0]
    assert _three_re_turned_up([record])
    record["options"]["three_kings_redeal"] = True
    assert any("three Re, the dealer deals again" in fault for fault in check_record(record))


def test_the_referee_refuses_unknown_options_and_scopone_for_two() -> None:
    record: Record = {"game": "scopa", "options": {"players": 2, "scopone": True, "target": 11,
                      "three_kings_redeal": True, "scopa_d_assi": False, "re_bello": False,
                      "napola": False, "scopa_on_last_play": False}}  # fmt: skip
    assert check_record(record) == ["scopone is played by 4 players"]
    record["options"]["target"] = 12
    assert check_record(record) == ["target is one of 11, 16, 21, 31"]
    record["options"]["extra"] = 1
    assert check_record(record)[0].startswith("options must hold exactly")
