"""Scopa's boards at club evenings: the same deal at every table (the three-Re redeal
included), one hand from 0-0, a record that replays by the rules and scores that hand alone
(docs/interfaces.md, "Club evenings")."""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

import pytest

from circolo.core.boards import PlaysBoards, board_dealer, board_rng
from circolo.core.cards.italian import Rank
from circolo.core.errors import PlayerSpecError
from circolo.core.record_json import dumps
from circolo.core.registry import game_named
from circolo.games.scopa.dealing import shuffled_deck
from circolo.games.scopa.game import SCOPA
from circolo.games.scopa.options import ScopaOptions, preset, with_values
from circolo.games.scopa.record import replay_record
from circolo.games.scopa.state import deal_hand, redeal_due

#: Option sets an evening may play: the three presets (two seats, four, Scopone) and some
#: of the options that change a hand's play and count.
OPTION_SETS = [
    preset("classica"),
    preset("a-quattro"),
    preset("scopone"),
    with_values(preset("classica"), {"scopa_d_assi": True, "re_bello": True, "napola": True}),
    with_values(preset("scopone"), {"target": 31, "scopa_on_last_play": True, "napola": True}),
]
_IDS = ["classica", "a-quattro", "scopone", "classica+options", "scopone+options"]


def _board(
    options: ScopaOptions,
    board: int,
    *,
    seed: int = 7,
    spec: str = "heuristic",
    player_seed: str = "evening/1/table/1",
    players: list[str] | None = None,
) -> dict[str, Any]:
    specs = players if players is not None else [spec] * options.players
    return SCOPA.play_board(
        options, variant=None, seed=seed, board=board, players=specs, player_seed=player_seed
    )


def _faults(record: dict[str, Any], number: int = 3) -> list[str]:
    return [str(fault) for fault in SCOPA.replay_board(record, number)]


def test_scopa_is_a_game_of_club_evenings() -> None:
    assert isinstance(game_named("scopa"), PlaysBoards)
    assert [SCOPA.table_seats(preset(v)) for v in ("classica", "a-quattro", "scopone")] == [2, 4, 4]


@pytest.mark.parametrize("options", OPTION_SETS[:3], ids=_IDS[:3])
def test_every_table_plays_the_same_deal_of_a_board_whoever_sits_there(
    options: ScopaOptions,
) -> None:
    for board in (1, 2, 6):
        tables = [
            _board(options, board, spec="random", player_seed="evening/1/table/1"),
            _board(options, board, spec="heuristic", player_seed="evening/2/table/3"),
            _board(options, board, players=["heuristic", "random"] * (options.players // 2)),
        ]
        deals = [SCOPA.board_deal(record) for record in tables]
        assert deals[0] == deals[1] == deals[2]
        assert list(deals[0]) == ["dealer", "deal", "table", "stock"]
        assert deals[0]["dealer"] == (board - 1) % options.players
        assert tables[0]["hands"][0]["plays"] != tables[1]["hands"][0]["plays"]
    assert SCOPA.board_deal(_board(options, 1)) != SCOPA.board_deal(_board(options, 2))
    assert SCOPA.board_deal(_board(options, 1)) != SCOPA.board_deal(_board(options, 1, seed=8))


@pytest.mark.parametrize(("players", "board"), [(2, 112), (4, 791)])
def test_a_board_that_turns_up_three_re_is_dealt_again_alike_at_every_table(
    players: int, board: int
) -> None:
    options = ScopaOptions(players=players)
    rng = board_rng(1, board)
    thrown_in = shuffled_deck(rng)
    assert redeal_due(options, thrown_in)  # board found by search: its first shuffle is void
    dealer = (board - 1) % players
    played = deal_hand(options, dealer, shuffled_deck(rng))
    deals = [
        SCOPA.board_deal(_board(options, board, seed=1, spec=spec, player_seed=table))
        for spec, table in (("random", "a"), ("heuristic", "b"))
    ]
    assert deals[0] == deals[1]
    assert deals[0]["table"] == [card.code for card in played.turned_up]
    assert sum(code.startswith(Rank.RE.value) for code in deals[0]["table"]) < 3
    # with the redeal off, the first shuffle stands
    off = with_values(options, {"three_kings_redeal": False})
    kept = SCOPA.board_deal(_board(off, board, seed=1))
    assert kept["deal"] == [[c.code for c in h] for h in deal_hand(off, dealer, thrown_in).deal]


def test_the_same_board_played_again_writes_the_same_bytes() -> None:
    for options in OPTION_SETS:
        spec = "pimc:worlds=4,depth=4" if options.players == 2 else "random"
        first, again = (json.dumps(_board(options, 3, spec=spec)) for _ in range(2))
        assert first == again


@pytest.mark.parametrize("target", [11, 31])
@pytest.mark.parametrize("variant", ["a-quattro", "scopone"])
def test_a_board_is_one_hand_from_nothing_whatever_the_target(target: int, variant: str) -> None:
    options = with_values(preset(variant), {"target": target})
    for board in range(1, 5):
        record = _board(options, board)
        assert list(record) == ["game", "options", "seed", "players", "hands", "score", "winner"]
        assert len(record["hands"]) == 1
        assert record["seed"] == 7 and record["players"] == ["heuristic"] * 4
        assert record["options"]["target"] == target
        total = record["hands"][0]["result"]["total"]
        assert record["score"] == total
        a, b = total
        assert record["winner"] == (None if a == b else int(b > a))


def test_a_level_board_has_no_winner() -> None:
    options = preset("classica")
    records = [_board(options, board, spec="random") for board in range(1, 40)]
    level = next(r for r in records if r["score"][0] == r["score"][1])
    assert level["winner"] is None and _faults(level) == []


@pytest.mark.parametrize("options", OPTION_SETS, ids=_IDS)
def test_board_records_replay_without_a_fault(options: ScopaOptions) -> None:
    for board in range(1, 7):
        record = json.loads(json.dumps(_board(options, board, spec="random")))
        assert _faults(record) == []


def test_board_points_are_the_hands_total() -> None:
    for options in OPTION_SETS[:3]:
        for board in range(1, 5):
            record = _board(options, board)
            assert list(SCOPA.board_points(record)) == record["hands"][0]["result"]["total"]


def test_a_board_need_not_reach_the_target_a_match_record_needs() -> None:
    record = _board(preset("a-quattro"), 1)
    assert max(record["score"]) < 11  # one hand of Scopa a 4 is far from the target
    assert _faults(record) == []
    assert str(replay_record(record)[0]).startswith("match 1: the game is not over")


def test_an_illegal_capture_on_a_board_is_named_by_its_hand_and_step() -> None:
    record = copy.deepcopy(_board(preset("classica"), 2))
    plays = record["hands"][0]["plays"]
    number, entry = next((n, e) for n, e in enumerate(plays, 1) if e["take"])
    entry["take"] = []
    faults = _faults(record)
    assert len(faults) == 1
    assert faults[0].startswith(f"match 3, hand 1, step {number}: seat {entry['seat']} lays ")


def test_a_play_out_of_turn_on_a_board_is_found() -> None:
    record = copy.deepcopy(_board(preset("scopone"), 1))
    entry = record["hands"][0]["plays"][6]
    entry["seat"] = (entry["seat"] + 1) % 4
    assert _faults(record) == [
        f"match 3, hand 1, step 7: seat {entry['seat']} played, "
        f"but it was seat {(entry['seat'] + 3) % 4}'s turn"
    ]


def test_a_wrong_winner_or_score_on_a_board_is_found() -> None:
    records = [_board(preset("a-quattro"), board) for board in range(1, 9)]
    record = next(r for r in records if r["winner"] is not None)
    winner, score = record["winner"], record["score"]
    wrong = copy.deepcopy(record)
    wrong["winner"] = 1 - winner
    assert _faults(wrong) == [f"match 3: 'winner' is {1 - winner}; the rules give {winner}"]
    wrong = copy.deepcopy(record)
    wrong["winner"] = None
    assert _faults(wrong) == [f"match 3: 'winner' is null; the rules give {winner}"]
    wrong = copy.deepcopy(record)
    wrong["score"] = [score[0] + 1, score[1]]
    assert _faults(wrong) == [
        f"match 3: 'score' is {[score[0] + 1, score[1]]}; the rules give {score}"
    ]
    wrong = copy.deepcopy(record)
    wrong["hands"][0]["result"]["total"] = [0, 0]
    assert [f for f in _faults(wrong) if f.startswith("match 3, hand 1: result 'total'")]


def test_a_board_holding_a_second_hand_is_refused() -> None:
    record = copy.deepcopy(_board(preset("classica"), 1))
    record["hands"].append(_board(preset("classica"), 2)["hands"][0])
    assert _faults(record) == ["match 3: a board is played as one hand, but the record holds 2"]


def test_a_board_without_the_evenings_seed_is_found() -> None:
    record = copy.deepcopy(_board(preset("classica"), 1))
    del record["seed"]
    assert _faults(record) == ["match 3: a board's 'seed' must be the evening's, a whole number"]


def test_an_evening_plays_every_scopa_option_set_as_it_is() -> None:
    for options in OPTION_SETS:
        assert SCOPA.evening_options(options) == options


def test_a_person_or_an_unknown_player_is_refused_at_an_evenings_table() -> None:
    options = preset("scopone")
    with pytest.raises(PlayerSpecError) as refused:
        SCOPA.check_board_players(options, ["heuristic", "human"])
    assert "human" in refused.value.message("en") and "pimc" in refused.value.message("en")
    assert "serata" in refused.value.message("it")
    for bad in (["nobody"], ["pimc:worlds=0"], ["pimc:speed=3"], ["random", "human:x=1"]):
        with pytest.raises(PlayerSpecError):
            SCOPA.check_board_players(options, bad)
    # an entry's specs are fewer than a table's seats
    SCOPA.check_board_players(options, ["pimc:worlds=40,depth=8"])
    SCOPA.check_board_players(options, ["random", "heuristic"])
    with pytest.raises(PlayerSpecError):
        _board(options, 1, players=["random", "human", "random", "random"])
    with pytest.raises(PlayerSpecError):
        _board(options, 1, players=["random", "random"])


# --- deal_board and board_deal_json: the one way a board is dealt ----------------------------


def _digest() -> str:
    """The SHA-256 of the records of each option set's boards 1 to 3 (seed 7, heuristic), one
    JSONL line each, as ``play_board`` wrote them before it started from ``deal_board``."""
    lines = [dumps(_board(options, number)) for options in OPTION_SETS for number in (1, 2, 3)]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


@pytest.mark.parametrize("options", OPTION_SETS, ids=_IDS)
def test_deal_board_is_the_boards_dealer_with_nothing_played(options: ScopaOptions) -> None:
    seats = SCOPA.table_seats(options)
    for number in range(1, 2 * seats + 2):
        match = SCOPA.deal_board(options, seed=7, board=number)
        assert match.hand is not None and match.hand.dealer == board_dealer(number, seats)
        assert match.hand.plays == () and match.finished == ()
        again = SCOPA.deal_board(options, seed=7, board=number)
        assert again == match  # nothing but the seed and the board deals it


@pytest.mark.parametrize("options", OPTION_SETS, ids=_IDS)
def test_board_deal_json_is_board_deal_of_each_record_of_the_board(options: ScopaOptions) -> None:
    for number in (1, 2, 3, 5):
        wanted = SCOPA.board_deal_json(options, seed=7, board=number)
        for record in (
            _board(options, number, spec="random", player_seed="evening/1/table/2"),
            _board(options, number, spec="heuristic"),
        ):
            assert SCOPA.board_deal(record) == wanted
    assert SCOPA.board_deal_json(options, seed=7, board=1) != SCOPA.board_deal_json(
        options, seed=8, board=1
    )


def test_play_board_writes_the_bytes_it_wrote_before_it_started_from_deal_board() -> None:
    assert _digest() == "66fafc3ad75104a72eff0c04c8d0648f93606a975e8929887983d7c1e2d91cad"
