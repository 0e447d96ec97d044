"""Ending a game (target, both past it, ties, cappotto) and a match (best of 1/3/5, bella)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from circolo.core.errors import IllegalPlayError
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.state import Play
from tests.helpers import deal_with, first_legal, options, play_match_hand, quiet_deal

CAPPOTTO_DEAL = {  # the leader (seat 0 when seat 3 deals) holds all ten denari
    0: "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd",
    1: "3c 2c Ac 3s 2s As 7c 6c 5c 4c",
    2: "Fc Cc Rc 4s 5s 6s 7s Fs Cs Rs",
    3: "3b 2b Ab Rb Cb Fb 7b 6b 5b 4b",
}


def test_cappotto_wins_the_game_at_once_whatever_the_score_and_accuse() -> None:
    match = MatchState.new(options("classico"), first_dealer=3)
    match = replace(match, score=(0, 30))
    match = play_match_hand(match, deal_with(CAPPOTTO_DEAL), first_legal)
    game = match.games[0]
    hand = game.hands[0].result()
    assert hand.card_points == (11, 0) and hand.cappotto == 0
    assert hand.accuse_points == (3, 9)  # the other side's accuse do not save it
    assert (game.winner, game.ended_by) == (0, "cappotto")
    assert game.score == (14, 39)  # behind, and past the target, the cappotto still wins


def test_without_the_cappotto_option_eleven_points_are_just_points() -> None:
    match = MatchState.new(options("classico", cappotto=False), first_dealer=3)
    match = play_match_hand(match, deal_with(CAPPOTTO_DEAL), first_legal)
    assert not match.games and match.score == (14, 9)
    assert match.hands[0].result().cappotto is None


def _after_hand(
    score: tuple[int, int], target: int = 31, **extra: object
) -> tuple[MatchState, tuple[int, int]]:
    opts = options("classico", target=target, **extra)
    match = replace(MatchState.new(opts, first_dealer=0), score=score)
    hands = quiet_deal({}, seed=4)
    match = play_match_hand(match, hands, first_legal)
    points = match.last_hand.result().points  # type: ignore[union-attr]
    return match, points


def test_the_game_ends_when_a_team_reaches_the_target() -> None:
    match, points = _after_hand((30, 0))
    assert points[0] >= 1
    game = match.games[0]
    assert (game.winner, game.ended_by, game.score) == (0, "target", (30 + points[0], points[1]))


def test_below_the_target_the_game_goes_on() -> None:
    match, _ = _after_hand((0, 0))
    assert not match.games and match.phase == "deal"


def test_both_teams_past_the_target_in_one_hand_the_higher_total_wins() -> None:
    match, points = _after_hand((29, 29))
    assert min(points) >= 2 and points[0] != points[1]
    game = match.games[0]
    higher = 0 if points[0] > points[1] else 1
    assert (game.winner, game.ended_by) == (higher, "target")


def test_a_tie_past_the_target_plays_another_hand() -> None:
    match, points = _after_hand((0, 0), target=40)
    assert 0 < points[0] < 11
    level = (40 - points[0], 40 - points[1])  # both below 40 before, both at 40 after
    match, _ = _after_hand(level, target=40)
    assert not match.games and match.score == (40, 40) and match.phase == "deal"


@pytest.mark.parametrize(("best_of", "wins_needed"), [(1, 1), (3, 2), (5, 3)])
def test_a_match_is_won_by_a_majority_of_best_of(best_of: int, wins_needed: int) -> None:
    opts = options("classico", target=1, best_of=best_of, cappotto=False)
    match = MatchState.new(opts, first_dealer=0)
    seed = 0
    while not match.is_over:
        seed += 1
        match = play_match_hand(match, quiet_deal({}, seed=seed), first_legal)
    assert max(match.wins) == wins_needed
    assert match.winner == match.wins.index(wins_needed)
    assert len(match.games) <= best_of


def test_the_bella_has_its_own_target() -> None:
    opts = options("romana", target=31, decider_target=41)
    assert opts.target_of_game((0, 0)) == 31
    assert opts.target_of_game((1, 0)) == 31
    assert opts.target_of_game((1, 1)) == 41
    five = options("romana", best_of=5, target=21, decider_target=51)
    assert five.target_of_game((2, 1)) == 21 and five.target_of_game((2, 2)) == 51


def test_the_bella_target_has_no_effect_in_a_single_game() -> None:
    assert options("classico", decider_target=51).target_of_game((0, 0)) == 31


def test_null_decider_target_keeps_the_target() -> None:
    assert options("romana", decider_target=None).target_of_game((1, 1)) == 41


def test_the_bella_is_played_to_its_own_target() -> None:
    opts = options("romana", target=1, decider_target=200, cappotto=False, accuse="off")
    match = MatchState.new(opts, first_dealer=0)
    seed = 0
    while len(match.games) < 2 or match.wins != (1, 1):
        seed += 1
        if match.is_over:  # 2-0: start again until the teams are level
            match = MatchState.new(opts, first_dealer=0)
        match = play_match_hand(match, quiet_deal({}, seed=seed), first_legal)
    assert match.target == 200
    match = play_match_hand(match, quiet_deal({}, seed=seed + 1), first_legal)
    assert len(match.games) == 2  # 11 points of one hand do not reach 200


def test_nothing_is_played_or_dealt_after_the_match() -> None:
    opts = options("classico", target=1)
    match = play_match_hand(MatchState.new(opts, 0), quiet_deal({}, seed=1), first_legal)
    assert match.is_over and match.phase == "over"
    with pytest.raises(IllegalPlayError, match="the match is over"):
        match.deal(quiet_deal({}, seed=2))
    with pytest.raises(IllegalPlayError, match="the match is over"):
        match.play(Play.parse("3d"))


def test_a_play_before_the_deal_is_refused() -> None:
    with pytest.raises(IllegalPlayError, match="the cards must be dealt first"):
        MatchState.new(options(), 0).play(Play.parse("3d"))
