"""Pinnacola's boards at club evenings: one hand from 0-0, the same deal at every table."""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

import pytest

from circolo.core.boards import PlaysBoards, board_dealer, board_rng, plays_boards
from circolo.core.errors import PlayerSpecError
from circolo.core.record_json import dumps
from circolo.core.registry import game_named
from circolo.games.pinnacola.game import PINNACOLA
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.record import replay_record
from circolo.games.pinnacola.state import deal_hand

#: Option sets an evening may be asked to play (mode points among them: the evening sets single).
OPTION_SETS = [
    PinnacolaOptions(players=2),
    PinnacolaOptions(players=4, mode="points", target=3000),
    PinnacolaOptions(players=2, cards_per_hand=15, pinelle=True, max_wild_per_meld=None),
    PinnacolaOptions(players=4, jokers=False, four_jokers_meld=False, chiusura_in_mano=True),
    PinnacolaOptions(players=4, first_meld_minimum=90, open_before_pile=True),
]
SPECS = ["medium", "strong", "strong", "medium"]


def board(
    options: PinnacolaOptions,
    number: int,
    *,
    seed: int = 7,
    specs: list[str] = SPECS,
    player_seed: str = "7/round/1/table/1",
) -> dict[str, Any]:
    """The board record, as read back from its JSON."""
    record = PINNACOLA.play_board(
        PINNACOLA.evening_options(options),
        variant=None,
        seed=seed,
        board=number,
        players=specs[: options.players],
        player_seed=player_seed,
    )
    parsed: dict[str, Any] = json.loads(json.dumps(record))
    return parsed


def messages(record: object) -> list[str]:
    return [str(fault) for fault in PINNACOLA.replay_board(record, 3)]


def test_pinnacola_plays_boards_through_the_registry() -> None:
    assert isinstance(PINNACOLA, PlaysBoards)
    assert plays_boards(game_named("pinnacola")) is PINNACOLA
    assert PINNACOLA.table_seats(PinnacolaOptions(players=2)) == 2
    assert PINNACOLA.table_seats(PinnacolaOptions(players=4)) == 4


@pytest.mark.parametrize("seats", [2, 4])
def test_every_table_plays_the_same_deal_of_a_board_whoever_plays(seats: int) -> None:
    options = PinnacolaOptions(players=seats)
    for number in (1, 2, 5):
        tables = [
            board(options, number, specs=["medium"] * 4, player_seed="7/round/1/table/1"),
            board(options, number, specs=["strong", "weak", "mixed", "strong"], player_seed="x"),
            board(options, number, specs=["weak", "mixed", "medium", "weak"], player_seed="y/2"),
        ]
        deals = [PINNACOLA.board_deal(record) for record in tables]
        assert deals[0] == deals[1] == deals[2]
        assert deals[0]["dealer"] == board_dealer(number, seats) == (number - 1) % seats


def test_a_boards_deal_is_the_first_shuffle_of_its_generator_dealt_by_its_dealer() -> None:
    for options in OPTION_SETS:
        dealer = board_dealer(4, options.players)
        hands, upcard, stock = deal_hand(shuffled_deck(options, board_rng(11, 4)), dealer, options)
        assert PINNACOLA.board_deal(board(options, 4, seed=11)) == {
            "dealer": dealer,
            "deal": [[card.code for card in hand] for hand in hands],
            "upcard": upcard.code,
            "stock": [card.code for card in stock],
        }


def test_other_boards_and_other_evenings_deal_other_cards() -> None:
    options = PinnacolaOptions(players=4)
    deals = [PINNACOLA.board_deal(board(options, 1, seed=seed))["deal"] for seed in (1, 2)]
    assert deals[0] != deals[1]
    assert (
        PINNACOLA.board_deal(board(options, 5))["deal"]
        != PINNACOLA.board_deal(board(options, 1))["deal"]
    )


def test_a_board_deal_lists_exactly_the_hands_deal_fields_in_order() -> None:
    record = board(PinnacolaOptions(players=2), 2)
    deal = PINNACOLA.board_deal(record)
    assert list(deal) == ["dealer", "deal", "upcard", "stock"]
    assert deal == {key: record["hands"][0][key] for key in deal}


@pytest.mark.parametrize("seats", [2, 4])
def test_the_same_board_arguments_give_the_same_bytes(seats: int) -> None:
    options = PinnacolaOptions(players=seats)
    specs = ["mixed", "strong", "mixed", "weak"]
    first = json.dumps(board(options, 3, specs=specs), sort_keys=False)
    assert json.dumps(board(options, 3, specs=specs), sort_keys=False) == first


@pytest.mark.parametrize("options", OPTION_SETS)
def test_a_board_is_one_hand_scored_alone_whatever_the_target(options: PinnacolaOptions) -> None:
    record = board(options, 1)
    assert len(record["hands"]) == 1
    assert record["options"] == {**options.to_json(), "mode": "single"}
    total = record["hands"][0]["result"]["total"]
    assert record["score"] == total
    assert record["ended_by"] in ("single", "pinnacolone")
    if record["ended_by"] == "single":
        assert record["winner"] == (None if total[0] == total[1] else int(total[1] > total[0]))
    assert record["seed"] == 7
    assert record["players"] == SPECS[: options.players]


@pytest.mark.parametrize("options", OPTION_SETS)
def test_board_records_replay_without_a_fault(options: PinnacolaOptions) -> None:
    for number in (1, 2, 3, 4):
        record = board(options, number, seed=number * 13)
        assert messages(record) == []
        assert replay_record(record) == []  # a board record is any mode single match's record


def test_a_boards_points_are_its_hands_totals() -> None:
    for seats in (2, 4):
        record = board(PinnacolaOptions(players=seats), 2)
        points = PINNACOLA.board_points(record)
        assert points == tuple(record["hands"][0]["result"]["total"])
        assert points == tuple(record["score"])


def test_board_replay_finds_an_illegal_draw() -> None:
    record = board(PinnacolaOptions(players=4), 1)
    record["hands"][0]["turns"][2]["draw"] = {"from": "discard", "index": 40}
    found = messages(record)
    assert found and found[0].startswith("match 3, hand 1, turn 3: the pile has no card 40")


def test_board_replay_finds_a_seat_out_of_turn() -> None:
    record = board(PinnacolaOptions(players=2), 1)
    turns = record["hands"][0]["turns"]
    turns[3]["seat"] = 1 - turns[3]["seat"]
    assert any("hand 1, turn 4: seat" in message for message in messages(record))


@pytest.mark.parametrize(
    ("key", "value", "says"),
    [
        ("winner", "other", "'winner' is"),
        ("score", [999, 0], "'score' is [999, 0]; the rules give"),
        ("ended_by", "target", "'ended_by' is \"target\"; the rules give"),
    ],
)
def test_board_replay_finds_a_wrong_match_field(key: str, value: object, says: str) -> None:
    record = board(PinnacolaOptions(players=4), 2)
    if value == "other":
        value = 1 if record["winner"] == 0 else 0
    record[key] = value
    assert [message for message in messages(record) if says in message] != []


def test_board_replay_finds_a_wrong_hand_result() -> None:
    record = board(PinnacolaOptions(players=2), 3)
    record["hands"][0]["result"]["total"][0] += 5
    record["score"][0] += 5
    found = messages(record)
    assert any(m.startswith("match 3, hand 1: result 'total' is") for m in found)
    assert any("'score' is" in m for m in found)


def test_board_replay_finds_a_second_hand() -> None:
    record = board(PinnacolaOptions(players=4), 1)
    record["hands"].append(copy.deepcopy(record["hands"][0]))
    assert messages(record) == ["match 3: a board is one hand, but the record has 2"]


def test_board_replay_finds_a_board_not_played_mode_single() -> None:
    record = board(PinnacolaOptions(players=2), 1)
    record["options"]["mode"] = "points"
    assert messages(record) == [
        'match 3: the options\' mode is "points"; a board is played "single"'
    ]


def test_board_replay_wants_the_evenings_seed() -> None:
    record = board(PinnacolaOptions(players=2), 1)
    record["seed"] = None
    assert messages(record) == ["match 3: 'seed' must be the evening's seed, a whole number"]


def test_an_evening_plays_mode_single_and_keeps_every_other_option() -> None:
    for options in OPTION_SETS:
        played = PINNACOLA.evening_options(options)
        assert played.mode == "single"
        assert {**played.to_json(), "mode": options.mode} == options.to_json()
        assert PINNACOLA.evening_options(played) == played


def test_board_players_are_the_games_computer_players() -> None:
    options = PinnacolaOptions(players=4)
    PINNACOLA.check_board_players(options, ["medium", "strong"])
    PINNACOLA.check_board_players(options, ["weak", "mixed", "random", "expert"])
    PINNACOLA.check_board_players(PinnacolaOptions(players=2), ["strong"])


@pytest.mark.parametrize("spec", ["human", "human:anna"])
def test_board_players_refuse_a_human(spec: str) -> None:
    with pytest.raises(PlayerSpecError) as refused:
        PINNACOLA.check_board_players(PinnacolaOptions(players=4), ["medium", spec])
    assert refused.value.message("en").startswith("human plays no board of an evening")
    assert refused.value.message("it").startswith("human non gioca le smazzate")
    assert "medium" in refused.value.message("en")


@pytest.mark.parametrize(
    ("specs", "key"),
    [
        (["medium", "heuristic"], "error.bad_player"),
        (["strong:worlds=40"], "error.bad_player_setting"),
        (["medium", "strong", "weak"], "error.pin_players_count"),
    ],
)
def test_board_players_refuse_specs_no_pinnacola_player_answers_to(
    specs: list[str], key: str
) -> None:
    with pytest.raises(PlayerSpecError) as refused:
        PINNACOLA.check_board_players(PinnacolaOptions(players=2), specs)
    assert refused.value.key == key
    assert refused.value.message("it") != refused.value.message("en")


# --- deal_board and board_deal_json: the one way a board is dealt ----------------------------


def _digest() -> str:
    """The SHA-256 of the records of each option set's boards 1 to 3 (seed 7, SPECS), one
    JSONL line each, as ``play_board`` wrote them before it started from ``deal_board``."""
    lines = [dumps(board(options, number)) for options in OPTION_SETS for number in (1, 2, 3)]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


@pytest.mark.parametrize("options", OPTION_SETS)
def test_deal_board_is_the_boards_dealer_with_nothing_played(options: PinnacolaOptions) -> None:
    seats = PINNACOLA.table_seats(options)
    for number in range(1, 2 * seats + 2):
        match = PINNACOLA.deal_board(options, seed=7, board=number)
        assert match.hand is not None and match.hand.dealer == board_dealer(number, seats)
        assert match.hand.turns == () and match.hand.current is None and match.hands == ()
        assert match.options.mode == "single"
        again = PINNACOLA.deal_board(options, seed=7, board=number)
        assert again == match  # nothing but the seed and the board deals it


@pytest.mark.parametrize("options", OPTION_SETS)
def test_board_deal_json_is_board_deal_of_each_record_of_the_board(
    options: PinnacolaOptions,
) -> None:
    for number in (1, 2, 3, 5):
        wanted = PINNACOLA.board_deal_json(options, seed=7, board=number)
        for record in (
            board(options, number),
            board(options, number, specs=["weak"] * 4, player_seed="7/round/2/table/3"),
        ):
            assert PINNACOLA.board_deal(record) == wanted
    assert PINNACOLA.board_deal_json(options, seed=7, board=1) != PINNACOLA.board_deal_json(
        options, seed=8, board=1
    )


def test_play_board_writes_the_bytes_it_wrote_before_it_started_from_deal_board() -> None:
    assert _digest() == "160ad5f2ecbbeed26c0c02f8b4a74adc7fdc4d5e4295ae54b2f660915b7bc8eb"
