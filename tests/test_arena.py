"""The arena: duplicate deals and games, the figures it reports, and ``circolo arena``."""

from __future__ import annotations

import json
import math
import pickle
import random
import statistics
from typing import Any

import pytest

from circolo.cli import main
from circolo.core.arena.driver import (
    ArenaResult,
    MoveTimes,
    PairScore,
    _WorkerError,
    chunks,
    pair_interval,
    percentile,
)
from circolo.core.arena.setup import ArenaSetup, Mode
from circolo.core.errors import IllegalPlayError, PlayerSpecError
from circolo.games.tressette.options import TressetteOptions, preset
from circolo.games.tressette.players.arena import Roster, hands_of, play_pair, run_arena, seat_specs

DEALS_KEYS = [
    "deals", "hands", "a_points_per_hand", "b_points_per_hand", "diff", "ci95",
    "a_hand_win_rate", "ms_per_move",
]  # fmt: skip
GAMES_KEYS = [
    "deals", "hands", "games", "a_points_per_hand", "b_points_per_hand", "diff", "ci95",
    "a_hand_win_rate", "a_game_win_rate", "ms_per_move",
]  # fmt: skip
#: Two players of equal strength that do not play alike: signals change the random stream.
NOISY = "random:signal_rate=1"


def arena(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(["arena", *argv])
    except SystemExit as exit_:  # argparse exits on usage errors
        code = int(exit_.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def arena_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = arena(capsys, *argv, "--json")
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def without_times(data: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in data.items() if key != "ms_per_move"}


def classico_setup(
    mode: Mode, a: str = "random", b: str = NOISY, seed: int = 5
) -> ArenaSetup[TressetteOptions]:
    return ArenaSetup(preset("classico"), a, b, mode, 10, seed, seats=4)


# -- the JSON object -------------------------------------------------------------------------


def test_deals_json_has_exactly_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    data = arena_json(
        capsys, "--game", "tressette", "--variant", "classico", "--a", "random", "--b", NOISY,
        "--deals", "12", "--seed", "3", "--workers", "1",
    )  # fmt: skip
    assert list(data) == DEALS_KEYS
    assert data["deals"] == 12 and data["hands"] == 24
    assert data["diff"] == pytest.approx(data["a_points_per_hand"] - data["b_points_per_hand"])
    low, high = data["ci95"]
    assert low <= data["diff"] <= high
    assert 0 <= data["a_hand_win_rate"] <= 1
    assert set(data["ms_per_move"]) == {"a", "b"}
    for side in ("a", "b"):
        times = data["ms_per_move"][side]
        assert list(times) == ["p50", "p95", "mean"] and 0 <= times["p50"] <= times["p95"]
        assert times["mean"] >= 0


def test_games_json_has_exactly_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    data = arena_json(
        capsys, "--variant", "classico", "--set", "target=11", "--a", "random", "--b", NOISY,
        "--games", "6", "--seed", "3", "--workers", "1",
    )  # fmt: skip
    assert list(data) == GAMES_KEYS
    assert data["games"] == 12
    # Hand k of both plays is the same deal: a pair deals as many as its longer game has hands.
    assert data["hands"] / 2 <= data["deals"] <= data["hands"]
    assert 0 <= data["a_game_win_rate"] <= 1
    assert data["a_game_win_rate"] * 12 == pytest.approx(round(data["a_game_win_rate"] * 12))


# -- reproducible, whatever the split ---------------------------------------------------------


def test_the_same_seed_gives_the_same_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--a", "random", "--b", NOISY, "--deals", "30", "--workers", "1", "--seed"]
    first = arena_json(capsys, *argv, "11")
    again = arena_json(capsys, *argv, "11")
    other = arena_json(capsys, *argv, "12")
    assert without_times(first) == without_times(again)
    assert without_times(first) != without_times(other)


@pytest.mark.parametrize("mode", ["deals", "games"])
def test_two_workers_give_the_same_numbers_as_one(mode: Mode) -> None:
    options = preset("classico")
    count = 40 if mode == "deals" else 6
    runs = [
        run_arena(options, a="random", b=NOISY, mode=mode, count=count, seed=9, workers=w)
        for w in (1, 2)
    ]
    one, two = (without_times(result.to_json()) for result in runs)
    assert one == two
    assert runs[0].pairs == runs[1].pairs


def test_chunks_cover_every_index_once_in_order() -> None:
    for count in (1, 7, 100, 1001):
        for workers in (1, 2, 16):
            parts = chunks(count, workers)
            assert [i for part in parts for i in part] == list(range(count))


# -- duplicate fairness -------------------------------------------------------------------------


def test_a_player_against_itself_cancels_in_every_pair() -> None:
    # Each seat's generator depends on the deal and the seat, not on who sits there: with the
    # same player on both sides both plays of a pair are the same, with the teams swapped.
    runs: tuple[tuple[Mode, int], ...] = (("deals", 60), ("games", 8))
    for mode, count in runs:
        result = run_arena(
            preset("classico"), a="random", b="random", mode=mode, count=count, seed=2, workers=1
        )
        assert all(pair.diff == 0 for pair in result.pairs)
        assert result.diff == 0 and result.ci95 == (0.0, 0.0)
        assert result.a_hand_win_rate == 0.5
        if mode == "games":
            assert result.a_game_win_rate == 0.5


def test_equal_players_that_differ_get_an_interval_around_zero() -> None:
    result = run_arena(preset("classico"), a="random", b=NOISY, mode="deals", count=200, seed=1)
    low, high = result.ci95
    assert low is not None and high is not None
    assert low < 0 < high
    assert any(pair.diff != 0 for pair in result.pairs)  # the players did play differently


def test_a_deal_is_played_twice_from_the_same_cards_and_dealer() -> None:
    setup = classico_setup("deals")
    roster = Roster(setup.a, setup.b)
    for index in range(10):
        first, second = play_pair(setup, index, roster, MoveTimes())
        (hand_0,), (hand_1,) = hands_of(first), hands_of(second)
        assert hand_0.deal == hand_1.deal and hand_0.dealer == hand_1.dealer
        # Each deal is its own: a fresh game at 0-0 with a deal of its own.
        assert hand_0.score_before == (0, 0)
    decks = {hands_of(play_pair(setup, i, roster, MoveTimes())[0])[0].deal for i in range(10)}
    assert len(decks) == 10


def test_a_game_is_played_twice_with_the_same_deals_in_the_same_order() -> None:
    setup = classico_setup("games")
    roster = Roster(setup.a, setup.b)
    for index in range(6):
        first, second = play_pair(setup, index, roster, MoveTimes())
        assert first.is_over and second.is_over
        hands_0, hands_1 = hands_of(first), hands_of(second)
        for hand_0, hand_1 in zip(hands_0, hands_1, strict=False):
            assert hand_0.deal == hand_1.deal and hand_0.dealer == hand_1.dealer


def test_a_sits_on_seats_0_and_2_then_on_1_and_3() -> None:
    assert seat_specs("A", "B", 0) == ("A", "B", "A", "B")
    assert seat_specs("A", "B", 1) == ("B", "A", "B", "A")


def test_the_figures_are_counted_from_a_s_side() -> None:
    setup = classico_setup("deals")
    roster = Roster(setup.a, setup.b)
    first, second = play_pair(setup, 0, roster, MoveTimes())
    points_0 = hands_of(first)[0].result().points  # A is team 0
    points_1 = hands_of(second)[0].result().points  # A is team 1
    result = run_arena(setup.options, a=setup.a, b=setup.b, mode="deals", count=1, seed=5)
    assert result.a_points_per_hand == (points_0[0] + points_1[1]) / 2
    assert result.b_points_per_hand == (points_0[1] + points_1[0]) / 2
    assert result.ci95 == (None, None)  # one pair has no spread


# -- the statistics -------------------------------------------------------------------------------


def pair(index: int, a: int, b: int, hands: int = 2, won: int = 1) -> PairScore:
    return PairScore(index, hands, hands, a, b, won, 0, 0)


def test_with_deals_the_interval_is_mean_plus_minus_1_96_sd_over_root_pairs() -> None:
    scores = [pair(0, 14, 8), pair(1, 9, 13), pair(2, 12, 10), pair(3, 15, 7)]
    per_hand = [(s.a_points - s.b_points) / 2 for s in scores]
    mean = statistics.fmean(per_hand)
    half = 1.96 * statistics.stdev(per_hand) / math.sqrt(len(per_hand))
    low, high = pair_interval(scores, mean)
    assert low == pytest.approx(mean - half) and high == pytest.approx(mean + half)


def test_with_games_the_interval_is_centred_on_the_difference() -> None:
    scores = [pair(0, 40, 30, hands=8), pair(1, 30, 31, hands=6), pair(2, 50, 38, hands=10)]
    result = ArenaResult.of("games", scores, MoveTimes([1.0], [2.0]))
    assert result.diff == (120 - 99) / 24
    low, high = result.ci95
    assert low is not None and high is not None
    assert low < result.diff < high
    assert result.diff - low == pytest.approx(high - result.diff)


def test_a_level_hand_counts_half() -> None:
    scores = [PairScore(0, 2, 2, 11, 11, 0, 2, 0), PairScore(1, 2, 2, 15, 7, 1, 0, 0)]
    assert ArenaResult.of("deals", scores, MoveTimes()).a_hand_win_rate == 2 / 4


def test_percentiles_interpolate_between_ranks() -> None:
    assert percentile([], 50) == 0.0
    assert percentile([3.0], 95) == 3.0
    assert percentile([4.0, 1.0, 3.0, 2.0], 50) == 2.5
    assert percentile([float(i) for i in range(101)], 95) == 95.0


def test_a_refusal_in_a_worker_comes_back_as_itself() -> None:
    error = IllegalPlayError("error.not_in_hand", seat=1, card="Ad")
    carried = pickle.loads(pickle.dumps(_WorkerError(type(error), error.key, dict(error.params))))
    again = carried.error()
    assert type(again) is IllegalPlayError and str(again) == str(error)


# -- the command --------------------------------------------------------------------------------


def test_an_unknown_player_is_refused_with_the_known_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = arena(capsys, "--a", "random", "--b", "grandmaster", "--deals", "5")
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert "circolo arena: error:" in err and "grandmaster" in err and "random" in err


@pytest.mark.parametrize("spec", ["cmd:", "random:nope=1", "random:signal_rate=2"])
def test_bad_player_specs_are_refused_before_any_play(spec: str) -> None:
    with pytest.raises(PlayerSpecError):
        run_arena(preset("classico"), a=spec, b="random", mode="deals", count=1, seed=0)


@pytest.mark.parametrize(
    "argv",
    [
        ["--a", "random", "--b", "random"],  # neither --deals nor --games
        ["--a", "random", "--b", "random", "--deals", "2", "--games", "2"],
        ["--a", "random", "--b", "random", "--deals", "0"],
        ["--a", "random", "--b", "random", "--deals", "2", "--variant", "nowhere"],
        ["--a", "random", "--b", "random", "--deals", "2", "--set", "colour=blue"],
        ["--a", "random", "--deals", "2"],
    ],
)
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, _ = arena(capsys, *argv)
    assert code == 2 and out == ""


def test_the_readable_report_names_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = arena(
        capsys, "--a", "random", "--b", NOISY, "--games", "3", "--seed", "4", "--workers", "1"
    )
    assert code == 0 and err == ""  # no progress bar when stderr is not a terminal
    for words in ("points per hand", "difference A-B", "95% interval", "hands won by A",
                  "games won by A", "ms per move", "p95"):  # fmt: skip
        assert words in out


def test_the_all_seeing_oracle_plays_only_in_the_arena_and_beats_the_heuristic() -> None:
    from circolo.games.tressette.players.oracle import OraclePlayer

    result = run_arena(
        preset("classico"), a="oracle", b="heuristic", mode="deals", count=1, seed=3, workers=1
    )
    assert result.diff > 0
    with pytest.raises(RuntimeError, match="only in the arena"):
        OraclePlayer(random.Random(0)).decide(None)  # type: ignore[arg-type]
