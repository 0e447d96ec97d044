"""Self-tests of the independent Tressette referee.

A small record builder (tests/referee/match_builder.py), written from the rules and
independent of the referee's code paths, plays whole matches with pluggable seat policies;
the referee must accept what it builds, and must catch each fault that a test plants in a copy.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from .match_builder import (
    ORDER,
    PRESETS,
    Policy,
    Turn,
    accuse_list,
    build_match,
    has,
    legal,
    rigged_deal,
    silent_policy,
)
from .referee import check_jsonl, check_record, main

# ----------------------------------------------------------- valid records pass


@pytest.mark.parametrize("variant", list(PRESETS))
def test_valid_matches_of_every_preset_pass(variant: str) -> None:
    for seed in range(1, 4):
        record = build_match(variant, seed)
        assert check_record(json.loads(json.dumps(record))) == []


def test_valid_small_target_best_of_five_passes() -> None:
    overrides = {"target": 11, "best_of": 5, "decider_target": 21}
    for seed in range(1, 6):
        assert check_record(build_match("chitarrella", seed, overrides)) == []


def test_accuse_order_does_not_matter() -> None:
    record = build_match("bredese", 3, {"target": 21})
    for game in record["games"]:
        for hand in game["hands"]:
            hand["accuse"].reverse()
    assert check_record(record) == []


# ------------------------------------------------------------- structure faults


def test_not_an_object_and_bad_options() -> None:
    assert check_record([1, 2]) == ["the record is not a JSON object"]
    record = build_match("classico", 1)
    record["options"]["best_of"] = 2
    record["options"]["signals"] = "francese"
    faults = check_record(record)
    assert has(faults, "best_of", "1, 3 or 5")
    assert has(faults, "signals", "francese")
    record = build_match("classico", 1)
    del record["options"]["cappotto"]
    assert has(check_record(record), "option cappotto is missing")
    record = build_match("classico", 1)
    record["variant"] = "napoletana"
    record["players"] = ["random"] * 3
    faults = check_record(record)
    assert has(faults, "variant")
    assert has(faults, "players")


def test_deal_must_be_the_whole_deck() -> None:
    record = build_match("neutra", 2)
    deal = record["games"][0]["hands"][0]["deal"]
    deal[1][0] = deal[0][0]
    faults = check_record(record)
    assert has(faults, "dealt 2 times")
    assert has(faults, "missing from the deal")


# ------------------------------------------------------------------ play faults


def revoke_once() -> Policy:
    """A policy that fails to follow suit once, when it can."""
    state = {"done": False}

    def policy(turn: Turn, rng: random.Random) -> tuple[str, list[str]]:
        if not state["done"] and turn.trick:
            off = [c for c in turn.hand if c[1] != turn.trick[0][1]]
            if off and len(off) < len(turn.hand):
                state["done"] = True
                return off[0], []
        return silent_policy(turn, rng)

    return policy


def test_not_following_suit_is_caught() -> None:
    record = build_match("neutra", 5, policies=[silent_policy, revoke_once()] * 2)
    faults = check_record(record)
    assert len(faults) == 1
    assert "must follow suit" in faults[0]
    assert faults[0].startswith("game 1, hand 1, play ")


def test_card_not_held_and_wrong_turn() -> None:
    record = build_match("neutra", 6)
    plays = record["games"][0]["hands"][0]["plays"]
    plays[5]["card"] = record["games"][0]["hands"][0]["deal"][plays[6]["seat"]][0]
    assert has(check_record(record), "play 6", "does not hold")
    record = build_match("neutra", 6)
    plays = record["games"][0]["hands"][0]["plays"]
    plays[0]["seat"] = (plays[0]["seat"] + 1) % 4
    assert has(check_record(record), "play 1", "led the first trick")


def test_wrong_trick_winner_shows_in_the_result() -> None:
    record = build_match("neutra", 7)
    result = record["games"][0]["hands"][0]["result"]
    result["thirds"] = [result["thirds"][0] + 1, result["thirds"][1] - 1]
    faults = check_record(record)
    assert has(faults, "hand 1", "thirds is")


def test_too_few_plays() -> None:
    record = build_match("neutra", 8)
    del record["games"][0]["hands"][0]["plays"][-4:]
    assert has(check_record(record), "hand 1", "36 plays")


# --------------------------------------------------------------- score faults


def test_wrong_game_score_and_winner() -> None:
    record = build_match("classico", 4)
    game = record["games"][0]
    game["score"][0] += 1
    assert has(check_record(record), "game 1", "score")
    record = build_match("classico", 4)
    record["games"][0]["winner"] ^= 1
    record["winner"] ^= 1
    faults = check_record(record)
    assert has(faults, "game's winner")
    assert has(faults, "match winner")


def test_wrong_hand_points() -> None:
    record = build_match("classico", 4)
    result = record["games"][0]["hands"][0]["result"]
    result["card_points"] = [result["card_points"][0] + 1, result["card_points"][1]]
    faults = check_record(record)
    assert has(faults, "card_points is")
    assert has(faults, "add up to 12, not 11")


def test_missing_or_extra_hand() -> None:
    record = build_match("classico", 9)
    assert len(record["games"][0]["hands"]) > 1
    record["games"][0]["hands"].pop()
    assert has(check_record(record), "no team has won")
    record = build_match("classico", 9)
    hands = record["games"][0]["hands"]
    extra = copy.deepcopy(hands[-1])
    extra["dealer"] = (extra["dealer"] + 1) % 4
    extra["plays"] = []
    hands.append(extra)
    assert has(check_record(record), "after the game had ended")


def test_dealer_rotation() -> None:
    record = build_match("classico", 9, first_dealer=2)
    assert check_record(record) == []
    record["games"][0]["hands"][1]["dealer"] = 0
    assert has(check_record(record), "hand 2", "passes to seat 3")


def test_match_length_and_bella() -> None:
    overrides = {"target": 11, "decider_target": 21}
    seed = next(s for s in range(1, 200) if len(build_match("romana", s, overrides)["games"]) == 3)
    record = build_match("romana", seed, overrides)
    assert check_record(record) == []
    shorter = copy.deepcopy(record)
    shorter["games"].pop()
    assert has(check_record(shorter), "no team has won 2")
    plain = copy.deepcopy(record)
    plain["options"]["decider_target"] = None
    assert check_record(plain) != []
    # best_of 1 ignores decider_target
    single = build_match("classico", 3, {"decider_target": 5})
    assert check_record(single) == []


# --------------------------------------------------------------- accuse faults


def test_missing_and_wrong_accusa() -> None:
    deals = rigged_deal({0: ["Ad", "2d", "3d"]})
    record = build_match("classico", 1, {"redeal_under_one_point": False}, deals=deals)
    assert check_record(record) == []
    accuse = record["games"][0]["hands"][0]["accuse"]
    napoletana = next(a for a in accuse if a["kind"] == "napoletana" and a["seat"] == 0)
    accuse.remove(napoletana)
    faults = check_record(record)
    assert has(faults, "seat 0's napoletana of denari is missing")
    napoletana["points"] = 4
    accuse.append(napoletana)
    assert has(check_record(record), "worth 3")


def test_four_of_a_kind_counts_only_as_four() -> None:
    deals = rigged_deal({1: ["2d", "2c", "2s", "2b"]})
    record = build_match("chitarrella", 2, deals=deals)
    assert check_record(record) == []
    accuse = record["games"][0]["hands"][0]["accuse"]
    assert {"seat": 1, "kind": "quattro-due", "points": 4} in accuse
    accuse.append({"seat": 1, "kind": "tre-due", "suit": "b", "points": 3})
    assert has(check_record(record), "tre-due", "the deal lacks")


def test_accuse_off_must_be_empty() -> None:
    record = build_match("neutra", 3)
    record["games"][0]["hands"][0]["accuse"] = [
        {"seat": 0, "kind": "tre-tre", "suit": "d", "points": 3}
    ]
    assert has(check_record(record), "accuse are off")


def test_tirarsi_fuori() -> None:
    overrides = {"target": 3, "best_of": 1}
    others = {1: ["4d", "4c"], 2: ["5d", "5c"], 3: ["6d", "6c"]}
    deals = rigged_deal({0: ["Ad", "2d", "3d", "Rc"], **others})
    seed = next(
        s
        for s in range(1, 100)
        if accuse_list(deals(0, random.Random(s)))
        == [{"seat": 0, "kind": "napoletana", "suit": "d", "points": 3}]
    )
    record = build_match("romana", seed, overrides, deals=deals)
    game = record["games"][0]
    assert game["ended_by"] == "accuse"
    assert len(game["hands"]) == 1
    assert len(game["hands"][0]["plays"]) == 4
    assert check_record(record) == []
    # the same hand played out is wrong when tirarsi fuori is on
    played = build_match("romana", seed, {**overrides, "accuse_ends_game": False}, deals=deals)
    played["options"]["accuse_ends_game"] = True
    assert has(check_record(played), "hand 1", "tirarsi fuori")


def test_tirarsi_fuori_level_is_played_out() -> None:
    overrides = {"target": 3, "best_of": 1}
    deals = rigged_deal({0: ["Ad", "2d", "3d"], 1: ["Ac", "2c", "3c"]})
    seed = next(
        s
        for s in range(1, 200)
        if sum(a["points"] for a in accuse_list(deals(0, random.Random(s)))) == 6
    )
    record = build_match("romana", seed, overrides, deals=deals)
    assert len(record["games"][0]["hands"][0]["plays"]) == 40
    assert check_record(record) == []


# ------------------------------------------------------------ cappotto, redeal


def strongest_for_seat_0(turn: Turn, rng: random.Random) -> tuple[str, list[str]]:
    """Seat 0 plays its strongest legal card; the others play at random."""
    if turn.seat == 0:
        return max(legal(turn.hand, turn.trick), key=lambda c: ORDER.index(c[0])), []
    return silent_policy(turn, rng)


def test_cappotto() -> None:
    tops = ["3d", "3c", "3s", "3b", "2d", "2c", "2s", "2b", "Ad", "Ac"]
    overrides = {"redeal_under_one_point": False, "redeal_three_sevens": False}
    record = build_match(
        "classico", 1, overrides, [strongest_for_seat_0] * 4, rigged_deal({0: tops}), 3
    )
    game = record["games"][0]
    assert game["ended_by"] == "cappotto"
    assert game["hands"][0]["result"]["cappotto"] == 0
    assert check_record(record) == []
    record["games"][0]["ended_by"] = "target"
    assert has(check_record(record), "ended by cappotto")
    record = build_match(
        "classico", 1, overrides, [strongest_for_seat_0] * 4, rigged_deal({0: tops}), 3
    )
    record["games"][0]["hands"][0]["result"]["cappotto"] = None
    assert has(check_record(record), "cappotto is null")


def test_redeal_options() -> None:
    deals = rigged_deal({2: ["7d", "7c", "7s"]})
    overrides = {"redeal_three_sevens": False, "redeal_under_one_point": False}
    record = build_match("classico", 1, overrides, deals=deals)
    assert check_record(record) == []
    record["options"]["redeal_three_sevens"] = True
    assert has(check_record(record), "seat 2", "sevens", "redealt")
    poor = rigged_deal({1: ["4d", "4c", "4s", "4b", "5d", "5c", "5s", "5b", "6d", "Fd"]})
    record = build_match("classico", 1, overrides, deals=poor)
    record["options"]["redeal_under_one_point"] = True
    assert has(check_record(record), "seat 1", "1 thirds", "redealt")


# ---------------------------------------------------------------- signal faults


def always_says(signal: str, position: int = 0) -> Policy:
    """A policy that says the same signal at one position in every trick but the last."""

    def policy(turn: Turn, rng: random.Random) -> tuple[str, list[str]]:
        card = rng.choice(legal(turn.hand, turn.trick))
        if len(turn.trick) == position and turn.trick_no < 9:
            return card, [signal]
        return card, []

    return policy


def test_false_signal_refused_or_allowed() -> None:
    record = build_match("ai-tressette", 2, policies=[always_says("volo")] * 4)
    assert has(check_record(record), "signalled volo", "false")
    allowed = build_match(
        "ai-tressette", 2, {"false_signals": True}, policies=[always_says("volo")] * 4
    )
    assert check_record(allowed) == []


def test_signal_by_a_non_leader() -> None:
    record = build_match("classico", 2, policies=[always_says("busso", 1)] * 4)
    assert has(check_record(record), "without leading")
    record = build_match("bredese", 2, {"target": 21}, policies=[always_says("via", 2)] * 4)
    assert check_record(record) == []


def test_signal_on_the_tenth_trick_and_unknown_ids() -> None:
    record = build_match("classico", 3)
    plays = record["games"][0]["hands"][0]["plays"]
    plays[36]["signals"] = ["busso"]
    plays[0]["signals"] = ["cioca"]
    faults = check_record(record)
    assert has(faults, "play 37", "tenth trick")
    assert has(faults, "play 1", "cioca", "not a signal")


def test_signals_off_and_romana_pairs() -> None:
    record = build_match("classico", 3, {"signals": "none"}, policies=[silent_policy] * 4)
    assert check_record(record) == []
    record["games"][0]["hands"][0]["plays"][0]["signals"] = ["busso"]
    assert has(check_record(record), "signals are off")
    record = build_match("romana", 3, policies=[silent_policy] * 4)
    record["games"][0]["hands"][0]["plays"][0]["signals"] = ["volo", "buona"]
    assert has(check_record(record), "2 signals")


# ---------------------------------------------------------- file and command


def test_jsonl_and_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = build_match("classico", 1)
    bad = build_match("classico", 2)
    bad["games"][0]["score"][1] += 2
    path = tmp_path / "matches.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\nnot json\n")
    faults = check_jsonl(str(path))
    assert faults
    assert all(f.startswith(("match 2: ", "match 3: ")) for f in faults)
    assert has(faults, "match 3: ", "not valid JSON")
    assert main([str(path)]) == 1
    assert "match 2: game 1" in capsys.readouterr().out
    path.write_text(json.dumps(good) + "\n")
    assert main([str(path)]) == 0
    assert main([str(tmp_path / "absent.jsonl")]) == 2


def test_referee_never_crashes_on_mangled_records() -> None:
    rng = random.Random(11)
    base = build_match("romana", 4, {"target": 21})
    junk: list[Any] = [None, -1, 7, "x", "Zz", [], {}, [0, 1], True, 3.5]

    def paths(node: Any, prefix: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        out = [prefix]
        if isinstance(node, dict):
            for key, value in node.items():
                out += paths(value, (*prefix, key))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                out += paths(value, (*prefix, index))
        return out

    every = paths(base, ())[1:]
    for _ in range(300):
        record = copy.deepcopy(base)
        where = rng.choice(every)
        parent = record
        for step in where[:-1]:
            parent = parent[step]
        parent[where[-1]] = rng.choice(junk)
        faults = check_record(record)
        assert isinstance(faults, list)
        assert all(isinstance(f, str) for f in faults)
