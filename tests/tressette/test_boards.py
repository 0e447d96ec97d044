"""Tressette's boards at club evenings (core.boards.PlaysBoards, interfaces.md "Club evenings"):
the board's deal from the evening's seed, one hand played from 0-0, its record, its points
and its replay."""

from __future__ import annotations

import copy
import hashlib
from typing import Any

import pytest

from circolo.core.boards import PlaysBoards, board_dealer, board_rng, plays_boards
from circolo.core.errors import OptionError, PlayerSpecError
from circolo.core.record_json import dumps
from circolo.core.registry import game_named
from circolo.games.tressette.game import TRESSETTE
from circolo.games.tressette.options import TressetteOptions, preset, with_values
from circolo.games.tressette.rules import deal_deck, redeal_reason, shuffled_deck

CLASSICO = preset("classico")
#: Accuse off, no signals, no cappotto.
PLAIN = with_values(CLASSICO, {"accuse": "off", "signals": "none", "cappotto": False})
#: "Tirarsi fuori" with a target accuse alone often reach: the hand ends after a trick.
TIRARSI_FUORI = with_values(CLASSICO, {"accuse_ends_game": True, "target": 3})
OPTION_SETS = {"classico": CLASSICO, "plain": PLAIN, "tirarsi_fuori": TIRARSI_FUORI}
HEURISTIC = ["heuristic"] * 4
MIXED = ["heuristic", "random", "heuristic:signals=ignore", "random:signal_rate=0.5"]


def _board(
    options: TressetteOptions = CLASSICO,
    *,
    seed: int = 7,
    board: int = 1,
    players: list[str] | None = None,
    player_seed: str = "table-1",
) -> dict[str, Any]:
    return TRESSETTE.play_board(
        options,
        variant="classico",
        seed=seed,
        board=board,
        players=players or HEURISTIC,
        player_seed=player_seed,
    )


def _faults(record: object) -> list[str]:
    return [str(fault) for fault in TRESSETTE.replay_board(record, 4)]


def test_tressette_plays_boards() -> None:
    assert isinstance(TRESSETTE, PlaysBoards)
    assert plays_boards(game_named("tressette")) is TRESSETTE
    typed: PlaysBoards = TRESSETTE  # mypy checks the methods' signatures
    assert typed.table_seats(CLASSICO) == 4


def test_every_table_of_a_board_gets_the_same_deal_whoever_plays() -> None:
    for board in range(1, 9):
        deals = [
            TRESSETTE.board_deal(_board(board=board, players=players, player_seed=table))
            for players, table in (
                (HEURISTIC, "table-1"),
                (MIXED, "table-2"),
                (["random"] * 4, "x"),
            )
        ]
        assert deals[0] == deals[1] == deals[2]
        assert list(deals[0]) == ["dealer", "deal"]
        assert deals[0]["dealer"] == (board - 1) % 4
    first, second = (TRESSETTE.board_deal(_board(board=b)) for b in (1, 2))
    assert first["deal"] != second["deal"]
    assert TRESSETTE.board_deal(_board(seed=8))["deal"] != first["deal"]


def test_the_board_deal_is_dealt_again_as_the_redeal_rules_say() -> None:
    no_redeal = with_values(
        CLASSICO, {"redeal_under_one_point": False, "redeal_three_sevens": False}
    )
    redealt = 0
    for board in range(1, 41):
        dealer = (board - 1) % 4
        first = deal_deck(shuffled_deck(board_rng(7, board)), dealer)
        codes = [[card.code for card in cards] for cards in first]
        rules = TRESSETTE.board_deal(_board(CLASSICO, board=board, players=["random"] * 4))
        assert TRESSETTE.board_deal(_board(no_redeal, board=board))["deal"] == codes
        reason = redeal_reason(first, under_one_point=True, three_sevens=True)
        assert (rules["deal"] == codes) == (reason is None)
        redealt += reason is not None
    assert redealt > 0  # some board of the forty needed its deal again


def test_the_same_arguments_give_the_same_bytes() -> None:
    for options in OPTION_SETS.values():
        assert dumps(_board(options, players=MIXED)) == dumps(_board(options, players=MIXED))
    assert dumps(_board(players=MIXED)) != dumps(_board(players=MIXED, player_seed="table-2"))


def test_a_board_record_is_the_match_record_of_one_hand() -> None:
    record = _board(seed=3, board=5)
    assert list(record) == ["game", "variant", "options", "seed", "players", "games", "winner"]
    assert record["seed"] == 3 and record["players"] == HEURISTIC
    assert record["options"] == CLASSICO.to_json()
    (game,) = record["games"]
    assert list(game) == ["hands", "score", "winner", "ended_by"]
    (hand,) = game["hands"]
    assert list(hand) == ["dealer", "deal", "plays", "accuse", "result"]
    assert game["score"] == hand["result"]["points"]
    assert game["ended_by"] == "board"
    points = TRESSETTE.board_points(record)
    assert points == tuple(hand["result"]["points"])
    winner = None if points[0] == points[1] else (0 if points[0] > points[1] else 1)
    assert game["winner"] == record["winner"] == winner


def test_one_hand_only_whatever_the_target_or_the_games() -> None:
    for values in ({"target": 101}, {"target": 1}, {"best_of": 5}, {"best_of": 3}):
        options = with_values(CLASSICO, values)
        for board in (1, 2, 3):
            record = _board(options, board=board)
            (game,) = record["games"]
            assert len(game["hands"]) == 1
            assert game["ended_by"] == "board"
            assert record["options"] == options.to_json()
            assert _faults(record) == []


def test_a_level_board_has_no_winner() -> None:
    record = _board(seed=1, board=2, players=["random"] * 4, player_seed="x")
    assert TRESSETTE.board_points(record) == (7, 7)
    assert record["winner"] is None and record["games"][0]["winner"] is None
    assert _faults(record) == []


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_board_records_replay_clean(name: str) -> None:
    options = OPTION_SETS[name]
    short = 0
    for board in range(1, 13):
        record = _board(options, seed=11, board=board, players=MIXED, player_seed=f"t{board}")
        assert _faults(record) == []
        short += len(record["games"][0]["hands"][0]["plays"]) < 40
    if name == "tirarsi_fuori":
        assert short > 0  # accuse ended some hand after its first trick
    else:
        assert short == 0


def _follow_suit_broken(record: dict[str, Any]) -> tuple[int, str]:
    """The record with a follower's card swapped for one off the led suit he held."""
    hand = record["games"][0]["hands"][0]
    plays = hand["plays"]
    deal = {seat: set(cards) for seat, cards in enumerate(hand["deal"])}
    for index, play in enumerate(plays):
        if index % 4 == 0:
            continue
        led = plays[index - index % 4]["card"][-1]
        held = deal[play["seat"]] - {p["card"] for p in plays[:index]}
        off_suit = sorted(card for card in held if card[-1] != led)
        if play["card"][-1] == led and off_suit:
            play["card"] = off_suit[0]
            return index + 1, off_suit[0]
    pytest.fail("no play to break in this hand")


def test_replay_board_finds_an_illegal_play() -> None:
    record = _board(board=2)
    play, card = _follow_suit_broken(record)
    (fault,) = _faults(record)
    assert fault.startswith(f"match 4, game 1, hand 1, play {play}: seat ")
    assert f"played {card} while holding" in fault and fault.endswith("must follow suit")


@pytest.mark.parametrize(
    ("path", "value", "expected"),
    [
        (["winner"], 1, "match 4: 'winner' is 1; the board's points give 0"),
        (
            ["games", 0, "winner"],
            None,
            "match 4, game 1: the game's 'winner' is null; the board gives 0",
        ),
        (
            ["games", 0, "score"],
            [20, 0],
            "match 4, game 1: the game's 'score' is [20, 0]; the board gives [17, 0]",
        ),
        (
            ["games", 0, "ended_by"],
            "cappotto",
            'match 4, game 1: the game\'s \'ended_by\' is "cappotto"; the board gives "board"',
        ),
    ],
)
def test_replay_board_finds_a_wrong_match_level_field(
    path: list[Any], value: object, expected: str
) -> None:
    record = _board()
    assert TRESSETTE.board_points(record) == (17, 0)
    target: Any = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert _faults(record) == [expected]


def test_replay_board_finds_a_second_hand_or_game() -> None:
    record = _board()
    second = _board(board=2)["games"][0]
    with_hand = copy.deepcopy(record)
    with_hand["games"][0]["hands"].append(second["hands"][0])
    assert _faults(with_hand) == ["match 4, game 1: a board's game holds one hand, not 2"]
    with_game = copy.deepcopy(record)
    with_game["games"].append(second)
    assert _faults(with_game) == ["match 4: a board record holds one game, not 2"]


def test_replay_board_finds_a_wrong_hand_result() -> None:
    record = _board()
    record["games"][0]["hands"][0]["result"]["points"] = [16, 1]
    assert _faults(record) == [
        "match 4, game 1, hand 1: result 'points' is [16, 1]; the rules give [17, 0]"
    ]


def test_replay_board_refuses_the_roman_match() -> None:
    record = _board()
    record["options"] = {**record["options"], "best_of": 3, "second_game": "briscola"}
    assert _faults(record) == [
        "match 4: an evening's board is not played with second_game briscola (the Roman match)"
    ]


def test_a_board_record_need_not_reach_the_target() -> None:
    record = _board(with_values(PLAIN, {"target": 101}))
    assert _faults(record) == []
    (fault,) = TRESSETTE.replay_record(record, 4)  # as a whole match it stops short
    assert "nobody has won it yet (target 101)" in str(fault)


def test_evening_options_refuse_the_roman_match() -> None:
    roman = with_values(preset("romana"), {"second_game": "briscola"})
    with pytest.raises(OptionError) as refused:
        TRESSETTE.evening_options(roman)
    assert "second_game=briscola" in refused.value.message("en")
    assert "partita romana" in refused.value.message("it")
    with pytest.raises(OptionError):
        _board(roman)
    for options in (*OPTION_SETS.values(), preset("romana"), preset("bredese")):
        assert TRESSETTE.evening_options(options) == options


def test_board_players_refuse_human_and_unknown_specs() -> None:
    with pytest.raises(PlayerSpecError) as refused:
        TRESSETTE.check_board_players(CLASSICO, ["heuristic", "human"])
    assert refused.value.key == "tressette.evening.human"
    assert "human" in refused.value.message("it") and "heuristic" in refused.value.message("en")
    for specs in (["nobody"], ["heuristic:signals=maybe"], ["pimc:color=red"], ["cmd: "]):
        with pytest.raises(PlayerSpecError):
            TRESSETTE.check_board_players(CLASSICO, specs)
    with pytest.raises(PlayerSpecError):
        TRESSETTE.check_board_players(CLASSICO, ["random"] * 5)
    with pytest.raises(PlayerSpecError):
        _board(players=["heuristic", "human", "heuristic", "random"])
    with pytest.raises(PlayerSpecError):
        _board(players=["heuristic"] * 2)
    # Fewer specs than seats (an entry's players) and external programs are taken.
    TRESSETTE.check_board_players(CLASSICO, ["pimc:worlds=10", "cmd:my-engine --fast"])
    TRESSETTE.check_board_players(CLASSICO, [])


# --- deal_board and board_deal_json: the one way a board is dealt ----------------------------


def _digest() -> str:
    """The SHA-256 of the records of each option set's boards 1 to 3 (seed 7, heuristic), one
    JSONL line each, as ``play_board`` wrote them before it started from ``deal_board``."""
    lines = [
        dumps(_board(options, board=number))
        for options in list(OPTION_SETS.values())
        for number in (1, 2, 3)
    ]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


@pytest.mark.parametrize("options", list(OPTION_SETS.values()), ids=list(OPTION_SETS))
def test_deal_board_is_the_boards_dealer_with_nothing_played(options: TressetteOptions) -> None:
    seats = TRESSETTE.table_seats(options)
    for number in range(1, 2 * seats + 2):
        match = TRESSETTE.deal_board(options, seed=7, board=number)
        assert match.hand is not None and match.hand.dealer == board_dealer(number, seats)
        assert match.hand.plays == () and match.hands == () and match.games == ()
        again = TRESSETTE.deal_board(options, seed=7, board=number)
        assert again == match  # nothing but the seed and the board deals it


@pytest.mark.parametrize("options", list(OPTION_SETS.values()), ids=list(OPTION_SETS))
def test_board_deal_json_is_board_deal_of_each_record_of_the_board(
    options: TressetteOptions,
) -> None:
    for number in (1, 2, 3, 5):
        wanted = TRESSETTE.board_deal_json(options, seed=7, board=number)
        for record in (
            _board(options, board=number),
            _board(options, board=number, players=MIXED, player_seed="table-2"),
        ):
            assert TRESSETTE.board_deal(record) == wanted
    assert TRESSETTE.board_deal_json(options, seed=7, board=1) != TRESSETTE.board_deal_json(
        options, seed=8, board=1
    )


def test_play_board_writes_the_bytes_it_wrote_before_it_started_from_deal_board() -> None:
    assert _digest() == "a2cc60c59e5cc84c6b4d6edbc8e1f80292bf6cb191718316b8aadb46e586fac4"
