"""Match records: written exactly as docs/interfaces.md, read back, and replayed with every rule."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from circolo.core.records import replay_line
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.selfplay import selfplay_records
from circolo.games.tressette.record import replay_record

PLAYERS = ["random"] * 4


def _record(variant: str = "classico", seed: int = 3) -> dict[str, Any]:
    return next(
        selfplay_records(preset(variant), variant=variant, specs=PLAYERS, matches=1, seed=seed)
    )


def _faults(record: object) -> list[str]:
    return [str(fault) for fault in replay_record(record, 3)]


def test_record_has_the_fields_of_interfaces_md() -> None:
    record = _record()
    assert list(record) == ["game", "variant", "options", "seed", "players", "games", "winner"]
    game = record["games"][0]
    assert list(game) == ["hands", "score", "winner", "ended_by"]
    hand = game["hands"][0]
    assert list(hand) == ["dealer", "deal", "plays", "accuse", "result"]
    assert len(hand["deal"]) == 4 and all(len(cards) == 10 for cards in hand["deal"])
    assert len(hand["plays"]) == 40
    assert list(hand["plays"][0]) == ["seat", "card", "signals"]
    assert list(hand["result"]) == [
        "thirds", "last_trick", "card_points", "accuse_points", "points", "cappotto",
    ]  # fmt: skip


def test_a_selfplay_record_replays_without_fault() -> None:
    for variant in ("classico", "romana", "bredese"):
        assert _faults(_record(variant)) == []


def test_replay_names_match_game_hand_play_and_the_rule() -> None:
    record = _record()
    hand = record["games"][0]["hands"][1]
    plays = hand["plays"]
    # Break the rule: a follower plays an off-suit card he holds instead of following.
    deal = {s: set(cards) for s, cards in enumerate(hand["deal"])}
    for index, play in enumerate(plays):
        if index % 4 == 0:
            continue
        led = plays[index - index % 4]["card"][-1]
        seat = play["seat"]
        played_before = {p["card"] for p in plays[:index]}
        in_hand = deal[seat] - played_before
        off_suit = sorted(c for c in in_hand if c[-1] != led)
        if play["card"][-1] == led and off_suit:
            play["card"] = off_suit[0]
            suit = {"d": "denari", "c": "coppe", "s": "spade", "b": "bastoni"}[led]
            expected = (
                f"match 3, game 1, hand 2, play {index + 1}: seat {seat} played {off_suit[0]} "
                f"while holding {suit}; must follow suit"
            )
            assert _faults(record) == [expected]
            return
    pytest.fail("no play to break in this hand")


def _mutated(path: list[object], value: object) -> dict[str, Any]:
    record = copy.deepcopy(_record())
    target: Any = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return record


def test_a_wrong_hand_result_is_a_fault() -> None:
    record = _record()
    points = record["games"][0]["hands"][0]["result"]["points"]
    bad = _mutated(["games", 0, "hands", 0, "result", "points"], [points[0] + 1, points[1]])
    faults = _faults(bad)
    assert any("hand 1: result 'points'" in f and "the rules give" in f for f in faults)


def test_a_wrong_game_score_or_winner_is_a_fault() -> None:
    bad = _mutated(["games", 0, "score"], [0, 0])
    assert any("the game's 'score'" in f for f in _faults(bad))
    record = _record()
    bad = _mutated(["winner"], 1 - record["winner"])
    assert any("'winner'" in f for f in _faults(bad))


def test_a_missing_accusa_is_a_fault() -> None:
    record = _record()
    for g, game in enumerate(record["games"]):
        for h, hand in enumerate(game["hands"]):
            if hand["accuse"]:
                bad = _mutated(["games", g, "hands", h, "accuse"], [])
                assert any("'accuse' is []" in f for f in _faults(bad))
                return
    pytest.fail("no accusa in this record")


def test_a_wrong_dealer_is_a_fault() -> None:
    record = _record()
    dealer = record["games"][0]["hands"][1]["dealer"]
    bad = _mutated(["games", 0, "hands", 1, "dealer"], (dealer + 2) % 4)
    assert _faults(bad) == [
        f"match 3, game 1, hand 2: the dealer is seat {(dealer + 2) % 4}, but it should be seat "
        f"{dealer} (the deal passes to the next seat after every hand)"
    ]


def test_a_deal_that_should_have_been_redealt_is_a_fault() -> None:
    record = _record()
    hand = record["games"][0]["hands"][0]
    deal = hand["deal"]
    # Gather three sevens into seat 0's hand by swapping cards with the other seats.
    for seat in (1, 2, 3):
        for i, code in enumerate(deal[seat]):
            if code[0] == "7":
                j = next(k for k, c in enumerate(deal[0]) if c[0] != "7")
                deal[0][j], deal[seat][i] = code, deal[0][j]
    faults = _faults(record)
    assert "three or more sevens" in faults[0] and faults[0].startswith("match 3, game 1, hand 1:")


def test_an_extra_hand_after_the_game_is_over_is_a_fault() -> None:
    record = _record()
    game = record["games"][0]
    game["hands"].append(copy.deepcopy(game["hands"][-1]))
    assert any("the game was already over" in f for f in _faults(record))


def test_a_missing_last_hand_is_a_fault() -> None:
    record = _record()
    record["games"][0]["hands"].pop()
    assert any("nobody has won it yet" in f for f in _faults(record))


def test_a_truncated_hand_is_a_fault() -> None:
    record = _record()
    del record["games"][0]["hands"][0]["plays"][10:]
    assert any("all 40 must be recorded" in f for f in _faults(record))


def test_an_out_of_turn_play_is_a_fault() -> None:
    record = _record()
    plays = record["games"][0]["hands"][0]["plays"]
    plays[1]["seat"] = (plays[1]["seat"] + 1) % 4
    assert "it was seat" in _faults(record)[0]


def test_an_untrue_signal_is_a_fault_where_refused() -> None:
    record = _record("ai-tressette", seed=5)
    hand = record["games"][0]["hands"][0]
    plays = hand["plays"]
    for index in range(0, 36, 4):  # leads of tricks 1-9
        lead = plays[index]
        left = set(hand["deal"][lead["seat"]]) - {p["card"] for p in plays[: index + 1]}
        if any(code[-1] == lead["card"][-1] for code in left):
            lead["signals"] = ["volo"]  # untrue: the leader keeps a card of the suit
            faults = _faults(record)
            assert f"play {index + 1}: seat {lead['seat']} signalled volo" in faults[0]
            assert "untrue" in faults[0] and "false signals are refused" in faults[0]
            lead["signals"] = ["volo", "busso"]
            assert "one at most is allowed" in _faults(record)[0]
            return
    pytest.fail("no lead from a suit of two cards or more")


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("{", "match 3: not valid JSON"),
        ("[]", "match 3: a match record must be a JSON object, not a list"),
        ('{"game": "burraco"}', "match 3: 'game' must be \"tressette\""),
    ],
)
def test_unreadable_records_are_faults(line: str, expected: str) -> None:
    faults = [str(f) for f in replay_line(3, line)]
    assert len(faults) == 1 and faults[0].startswith(expected)


def test_bad_options_and_variants_are_faults() -> None:
    bad = _mutated(["variant"], "milanese")
    assert "unknown variant 'milanese'" in _faults(bad)[0]
    bad = _mutated(["options", "best_of"], 2)
    assert "option best_of cannot be 2" in _faults(bad)[0]


def test_a_bad_card_code_in_a_deal_is_a_fault() -> None:
    bad = _mutated(["games", 0, "hands", 0, "deal", 2, 4], "Kd")
    assert "the deal of seat 2: card 5 ('Kd') is not a card" in _faults(bad)[0]


def test_a_record_round_trips_through_json() -> None:
    record = _record("romana", seed=8)
    again = json.loads(json.dumps(record))
    assert again == record and _faults(again) == []
