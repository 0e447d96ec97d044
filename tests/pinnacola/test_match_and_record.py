"""Whole Pinnacola matches: how they end, their records, and replay's faults."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import replace
from typing import Any

import pytest

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.actions import Discard, DrawStock, LayMeld
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.players.selfplay import selfplay_records, shuffled_deck
from circolo.games.pinnacola.record import replay_record
from circolo.games.pinnacola.state import HandState, MatchState
from circolo.games.pinnacola.view import seat_view, view_to_json
from tests.pinnacola.helpers import meld, position

OPTION_SETS = [
    PinnacolaOptions(players=2, mode="single"),
    PinnacolaOptions(players=4, mode="points", target=1500),
    PinnacolaOptions(players=2, cards_per_hand=15, pinelle=True, max_wild_per_meld=None),
    PinnacolaOptions(players=4, jokers=False, mode="single", four_jokers_meld=False),
]


def records(options: PinnacolaOptions, specs: list[str], seed: int) -> dict[str, Any]:
    return next(iter(selfplay_records(options, specs=specs, matches=1, seed=seed)))


@pytest.mark.parametrize("options", OPTION_SETS)
def test_selfplay_records_replay_without_a_fault(options: PinnacolaOptions) -> None:
    specs = ["strong", "random", "medium", "weak"][: options.players]
    record = json.loads(json.dumps(records(options, specs, 3)))
    assert replay_record(record) == []
    assert record["ended_by"] in ("single", "target", "pinnacolone")
    hand = record["hands"][0]
    dealt = sum(len(cards) for cards in hand["deal"]) + 1 + len(hand["stock"])
    assert dealt == {(False, True): 108, (True, True): 104, (False, False): 104}.get(
        (options.pinelle, options.jokers), 100
    )


def test_the_same_seed_gives_the_same_record() -> None:
    options = OPTION_SETS[0]
    assert records(options, ["mixed", "strong"], 9) == records(options, ["mixed", "strong"], 9)


def test_a_points_match_ends_once_a_team_reaches_the_target() -> None:
    options = PinnacolaOptions(players=2, mode="points", target=1500)
    record = records(options, ["strong", "strong"], 4)
    totals = [0, 0]
    for number, hand in enumerate(record["hands"], start=1):
        totals = [totals[t] + hand["result"]["total"][t] for t in (0, 1)]
        if number < len(record["hands"]):
            assert max(totals) < 1500 or totals[0] == totals[1]
    assert record["score"] == totals and max(totals) >= 1500
    assert record["winner"] == (0 if totals[0] > totals[1] else 1)


def test_a_pinnacolone_ends_the_match_won_by_its_team() -> None:
    run = ["Ah", *[f"{r}h" for r in "23456789TJQK"]]
    hand = position([[*run[:12], "Kd"], ["9s", "9d", "4c"]], stock=["Kh", "5c"])
    points = replace(hand, options=PinnacolaOptions(players=2, mode="points", target=3000))
    match = replace(MatchState.new(points.options, points.dealer), hand=points)
    match = match.apply(DrawStock()).apply(LayMeld.parse(*run))
    match = match.apply(Discard(FrenchCard.parse("Kd")))
    assert match.is_over and match.ended_by == "pinnacolone" and match.winner == 0
    result = match.hands[-1].result()
    assert result.pinnacolone == 0 and result.melded == (1500, 0)
    assert result.total == (1500 + 200, -25 - 100)


def test_replay_names_the_rule_a_tampered_record_breaks() -> None:
    record = records(PinnacolaOptions(players=2, mode="single"), ["strong", "strong"], 5)
    turns = record["hands"][0]["turns"]
    first_meld = next(i for i, t in enumerate(turns) if any("meld" in a for a in t["actions"]))
    broken = copy.deepcopy(record)
    action = next(a for a in broken["hands"][0]["turns"][first_meld]["actions"] if "meld" in a)
    action["meld"] = action["meld"][:2]
    faults = [str(f) for f in replay_record(broken)]
    assert len(faults) == 1 and "at least three cards" in faults[0]
    assert f"hand 1, turn {first_meld + 1}, action" in faults[0]

    lost = copy.deepcopy(record)
    lost["hands"][0]["turns"][0]["discard"] = (
        "JK" if "JK" not in lost["hands"][0]["deal"][lost["hands"][0]["turns"][0]["seat"]] else "Zz"
    )
    assert any("do not hold" in str(f) or "not a French" in str(f) for f in replay_record(lost))

    score = copy.deepcopy(record)
    score["hands"][0]["result"]["total"][0] += 5
    assert any("result 'total'" in str(f) for f in replay_record(score))

    assert "must be a JSON object" in str(replay_record([1, 2])[0])
    assert "'game' must be" in str(replay_record({"game": "scopa"})[0])


def test_an_attach_to_the_other_teams_meld_is_refused_in_replay() -> None:
    record = records(PinnacolaOptions(players=2, mode="single"), ["strong", "strong"], 6)
    turns = record["hands"][0]["turns"]
    for number, turn in enumerate(turns):
        for action in turn["actions"]:
            if "attach" in action:
                broken = copy.deepcopy(record)
                seat = turn["seat"]
                owners = _meld_owners(record, number)
                other = next((n for n, s in owners.items() if s % 2 != seat % 2), None)
                if other is None:
                    continue
                target = next(
                    a for a in broken["hands"][0]["turns"][number]["actions"] if "attach" in a
                )
                target["attach"] = other
                faults = " ".join(str(f) for f in replay_record(broken))
                assert "other team" in faults or "run" in faults or "set" in faults
                return
    pytest.skip("no attach in this record")


def _meld_owners(record: dict[str, Any], before: int) -> dict[int, int]:
    owners: dict[int, int] = {}
    for turn in record["hands"][0]["turns"][:before]:
        for action in turn["actions"]:
            if "meld" in action:
                owners[len(owners)] = turn["seat"]
    return owners


def _reshuffle_hidden(hand: HandState, seat: int, rng: random.Random) -> HandState:
    """``hand`` with every card ``seat`` cannot see dealt again among the others and the stock."""
    pool: list[FrenchCard] = list(hand.stock)
    kept: list[list[FrenchCard]] = []
    for other, cards in enumerate(hand.hands):
        mine = list(cards) if other == seat else list(hand.known[other])
        rest = list(cards)
        for card in mine:
            rest.remove(card)
        pool.extend(rest)
        kept.append(mine)
    rng.shuffle(pool)
    hands = []
    for other, cards in enumerate(hand.hands):
        extra = len(cards) - len(kept[other])
        hands.append(tuple(sorted(kept[other] + pool[:extra])))
        pool = pool[extra:]
    return replace(hand, hands=tuple(hands), stock=tuple(pool), checkpoint=None)


@pytest.mark.parametrize("options", OPTION_SETS)
def test_a_seat_view_is_the_same_whatever_the_cards_it_cannot_see(
    options: PinnacolaOptions,
) -> None:
    rng = random.Random(2)
    players = [create_player("medium", random.Random(s)) for s in range(options.players)]
    match = MatchState.new(replace(options, mode="single"), 0).deal(
        shuffled_deck(options, random.Random(7))
    )
    checked = 0
    while match.hand is not None and checked < 60:
        seat = match.to_move
        assert seat is not None
        for viewer in range(options.players):
            hidden = _reshuffle_hidden(match.hand, viewer, rng)
            before = view_to_json(seat_view(match, viewer))
            after = view_to_json(seat_view(replace(match, hand=hidden), viewer))
            assert before == after
        checked += 1
        match = match.apply(players[seat].decide(seat_view(match, seat)).action)
    assert checked >= 10


def test_a_view_during_play_hides_what_others_drew_from_the_stock() -> None:
    hand = position([["5h", "6h", "Kc"], ["9s", "9d", "4c"]], stock=["7h", "2d"])
    drawn = hand.apply(DrawStock())
    match = replace(MatchState.new(hand.options, hand.dealer), hand=drawn)
    other = view_to_json(seat_view(match, 1))
    assert other["turn"]["draw"] == {"from": "stock"}
    assert "7h" not in json.dumps(other)
    assert other["hand_sizes"] == [4, 3]
    mine = view_to_json(seat_view(match, 0))
    assert "7h" in mine["hand"]
    assert meld(["5h", "6h", "7h"], 0).codes == ["5h", "6h", "7h"]
