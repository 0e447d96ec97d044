"""Scopa records (interfaces.md, "Scopa match record"): self-play writes them byte for byte from
a seed, they replay without a fault, and a tampered one is refused with its fault located by
hand and step; a server record's deals are checked against its secret."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from circolo.core.cards.italian import DECK, Card
from circolo.core.dealing import first_dealer
from circolo.core.record_json import dumps
from circolo.games.scopa.captures import codes, sums
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, preset, with_settings
from circolo.games.scopa.players.registry import create_player, seat_rng
from circolo.games.scopa.players.selfplay import selfplay_records
from circolo.games.scopa.record import match_record, replay_record
from circolo.games.scopa.redeal import scopa_hand, scopa_redeal_faults
from circolo.games.scopa.values import value
from circolo.games.scopa.view import seat_view
from tests.scopa.helpers import record_states

#: Every option that is off by default, on.
EVERY_OPTION = [
    "scopa_d_assi=true", "re_bello=true", "napola=true", "scopa_on_last_play=true",
    "three_kings_redeal=false", "target=16",
]  # fmt: skip


def _records(options: ScopaOptions, matches: int = 3, seed: int = 11) -> list[dict[str, Any]]:
    specs = ["random"] * options.players
    return list(selfplay_records(options, specs=specs, matches=matches, seed=seed))


def _faults(record: dict[str, Any]) -> list[str]:
    return [str(fault) for fault in replay_record(record)]


@pytest.mark.parametrize("variant", ["classica", "a-quattro", "scopone"])
@pytest.mark.parametrize("every", [False, True])
def test_self_play_records_replay_without_a_fault_and_carry_the_whole_deck(
    variant: str, every: bool
) -> None:
    options = with_settings(preset(variant), EVERY_OPTION if every else [])
    for record in _records(options):
        assert replay_record(json.loads(json.dumps(record))) == []
        assert list(record) == ["game", "options", "seed", "players", "hands", "score", "winner"]
        for hand in record["hands"]:
            assert list(hand) == ["dealer", "deal", "table", "stock", "plays", "result"]
            dealt = [c for seat in hand["deal"] for c in seat] + hand["table"] + hand["stock"]
            assert sorted(dealt) == sorted(card.code for card in DECK)
            assert len(hand["plays"]) == (40 if options.scopone else 36)
            assert list(hand["plays"][0]) == ["seat", "card", "take", "scopa"]
            result = hand["result"]
            assert sum(result["taken"]) == 40 and sum(result["denari"]) == 10
        totals = [hand["result"]["total"] for hand in record["hands"]]
        assert record["score"] == [sum(t[0] for t in totals), sum(t[1] for t in totals)]


def test_self_play_with_the_same_seed_writes_the_same_bytes() -> None:
    first = [dumps(record) for record in _records(ScopaOptions(players=4), seed=5)]
    assert first == [dumps(record) for record in _records(ScopaOptions(players=4), seed=5)]
    assert first != [dumps(record) for record in _records(ScopaOptions(players=4), seed=6)]


def _sum_while_equal(record: dict[str, Any]) -> tuple[int, int, int, list[str]]:
    """The first step of ``record`` that took an equal card while a sum lay on the table too:
    (hand, step, seat, the codes of that sum)."""
    for hand, step, state, play in record_states(record):
        table = state.table
        if len(play.take) == 1 and (found := sums(table, value(play.card))):
            return hand, step, state.turn, [card.code for card in found[0]]
    raise AssertionError("no such step")


def test_a_sum_taken_where_an_equal_card_lies_is_named_by_its_hand_and_step() -> None:
    record = copy.deepcopy(_records(ScopaOptions())[0])
    hand, step, seat, taken = _sum_while_equal(record)
    entry = record["hands"][hand - 1]["plays"][step - 1]
    equal, card = entry["take"][0], Card.parse(entry["card"])
    entry["take"] = taken
    assert _faults(record) == [
        f"match 1, hand {hand}, step {step}: seat {seat} takes "
        f"{codes(sorted(Card.parse(c) for c in taken))} (a sum of {value(card)}) "
        f"while {equal} of equal value lies on the table"
    ]


def test_a_wrong_scopa_flag_and_a_wrong_count_are_each_named() -> None:
    record = copy.deepcopy(_records(ScopaOptions())[0])
    plays = record["hands"][0]["plays"]
    plays[0]["scopa"] = not plays[0]["scopa"]
    record["hands"][1]["result"]["points"]["primiera"] = [5, 5]
    faults = _faults(record)
    assert faults[0] == (
        f"match 1, hand 1, step 1: 'scopa' is {json.dumps(plays[0]['scopa'])}; "
        f"the rules give {json.dumps(not plays[0]['scopa'])}"
    )
    assert faults[1].startswith("match 1, hand 2: result 'points' is ")
    assert len(faults) == 2


def test_a_play_out_of_turn_and_a_card_not_held_stop_the_replay_at_their_step() -> None:
    record = copy.deepcopy(_records(ScopaOptions(players=4))[0])
    entry = record["hands"][0]["plays"][2]
    turn = entry["seat"]
    entry["seat"] = (turn + 1) % 4
    assert _faults(record) == [
        f"match 1, hand 1, step 3: seat {entry['seat']} played, but it was seat {turn}'s turn"
    ]
    record = copy.deepcopy(_records(ScopaOptions(players=4))[0])
    first = record["hands"][0]["plays"][0]
    first["card"] = record["hands"][0]["stock"][-1]
    assert _faults(record) == [
        f"match 1, hand 1, step 1: seat {first['seat']} played {first['card']}, "
        "which is not in its hand"
    ]


def test_a_deal_with_three_re_turned_up_is_no_played_deal_under_the_redeal_rule() -> None:
    record = copy.deepcopy(_records(ScopaOptions())[0])
    hand = record["hands"][0]
    kings = ["Rd", "Rc", "Rs"]
    everywhere = [*hand["deal"][0], *hand["deal"][1], *hand["table"], *hand["stock"]]
    rest = [code for code in everywhere if code not in kings]
    hand["deal"] = [rest[0:3], rest[3:6]]
    hand["table"] = [*kings, rest[6]]
    hand["stock"] = rest[7:]
    [fault] = _faults(record)
    assert fault.startswith("match 1, hand 1: the cards turned up (Rd Rc Rs ")


def test_a_game_not_over_a_wrong_dealer_and_a_wrong_winner_are_named() -> None:
    record = copy.deepcopy(_records(ScopaOptions())[0])
    short = copy.deepcopy(record)
    short["hands"] = short["hands"][:1]
    assert _faults(short)[-1].startswith("match 1: the game is not over")
    dealer = copy.deepcopy(record)
    dealer["hands"][1]["dealer"] = dealer["hands"][0]["dealer"]
    assert _faults(dealer)[0].startswith("match 1, hand 2: the dealer is seat")
    winner = copy.deepcopy(record)
    winner["winner"] = 1 - winner["winner"]
    assert _faults(winner) == [
        f"match 1: 'winner' is {1 - record['winner']}; the rules give {record['winner']}"
    ]


def test_a_record_of_another_shape_is_refused_at_once() -> None:
    assert _faults({"game": "briscola"}) == ['match 1: \'game\' must be "scopa", not "briscola"']
    record = copy.deepcopy(_records(ScopaOptions())[0])
    record["options"]["scopone"] = True
    assert _faults(record)[0].startswith("match 1: Scopone (option scopone) is played by 4")


def _server_record(secret: str, options: ScopaOptions) -> dict[str, Any]:
    """A game dealt as a server table deals it: the first dealer and each hand from the secret."""
    players = [create_player("random", seat_rng(0, seat)) for seat in range(options.players)]
    match = MatchState.new(options, first_dealer(secret, options.players))
    while not match.is_over:
        if match.hand is None:
            match = scopa_hand(match, secret, len(match.finished))
            continue
        seat = match.to_move
        assert seat is not None
        match = match.apply(players[seat].decide(seat_view(match, seat)).action)
    return match_record(match, seed=None, players=["random"] * options.players)


@pytest.mark.parametrize("variant", ["classica", "scopone"])
def test_a_server_record_whose_deals_follow_from_its_secret_passes_the_redeal_check(
    variant: str,
) -> None:
    secret = "0123456789abcdef" * 2
    record = _server_record(secret, preset(variant))
    assert replay_record(record) == [] and scopa_redeal_faults(record, secret) == []
    assert len(record["hands"]) > 1
    last = record["hands"][-1]
    last["deal"][0][0], last["deal"][1][0] = last["deal"][1][0], last["deal"][0][0]
    number = len(record["hands"])
    assert scopa_redeal_faults(record, secret) == [
        f"hand {number}: the deal is not the one the secret deals"
    ]
    other = scopa_redeal_faults(record, "f" * 32)
    assert "hand 1: the deal is not the one the secret deals" in other
