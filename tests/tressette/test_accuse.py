"""Accuse (buongioco): the seven kinds, points, modes, timing, and "tirarsi fuori"."""

from __future__ import annotations

import pytest

from circolo.games.tressette.match import MatchState
from circolo.games.tressette.rules import accuse_in
from circolo.games.tressette.state import HandState
from circolo.games.tressette.view import public_accuse
from tests.helpers import cards, first_legal, options, play_hand, play_match_hand, quiet_deal


def kinds(text: str) -> list[tuple[str, str | None, int]]:
    return [(a.kind, a.suit.code if a.suit else None, a.points) for a in accuse_in(cards(text), 0)]


def test_napoletana_is_ace_two_three_of_one_suit_for_three_points() -> None:
    assert kinds("Ac 2c 3c 4d 5d 6d 7s 6s 5b 4b") == [("napoletana", "c", 3)]


def test_three_threes_name_the_missing_suit_for_three_points() -> None:
    assert kinds("3d 3c 3b 4d 5d 6d 7s 6s 5b 4b") == [("tre-tre", "s", 3)]


def test_three_twos_and_three_aces_name_the_missing_suit() -> None:
    assert kinds("2d 2s 2b 4d 5d 6d 7s 6s 5b 4b") == [("tre-due", "c", 3)]
    assert kinds("Ad Ac As 4d 5d 6d 7s 6s 5b 4b") == [("tre-assi", "b", 3)]


def test_four_of_a_kind_is_four_points_and_only_the_four() -> None:
    assert kinds("3d 3c 3s 3b 4d 5d 6d 7s 6s 5b") == [("quattro-tre", None, 4)]
    assert kinds("2d 2c 2s 2b 4d 5d 6d 7s 6s 5b") == [("quattro-due", None, 4)]
    assert kinds("Ad Ac As Ab 4d 5d 6d 7s 6s 5b") == [("quattro-assi", None, 4)]


def test_napoletana_and_four_twos_share_a_card_for_seven_points() -> None:
    found = kinds("Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb")
    assert found == [("napoletana", "d", 3), ("quattro-due", None, 4)]
    assert sum(points for _, _, points in found) == 7


def test_several_accuse_at_once() -> None:
    found = kinds("Ad 2d 3d Ac 2c 3c As 4s 5b 4b")
    assert found == [("napoletana", "d", 3), ("napoletana", "c", 3), ("tre-assi", "b", 3)]


def test_accuse_score_only_in_score_mode() -> None:
    hands = quiet_deal({1: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"})
    for mode, expected in (("score", (0, 7)), ("declare", (0, 0)), ("off", (0, 0))):
        state = HandState.start(options("bredese", accuse=mode), 0, hands)
        assert len(state.accuse) == (0 if mode == "off" else 2)
        assert play_hand(state).result().accuse_points == expected


def test_accuse_points_are_credited_when_the_first_trick_ends() -> None:
    hands = quiet_deal({1: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"})
    state = HandState.start(options("bredese"), 0, hands)
    state = play_hand(state, plays=3)
    assert state.credited_accuse_points == (0, 0)
    state = play_hand(state, plays=1)
    assert state.credited_accuse_points == (0, 7)


def _public(state: HandState, viewer: int) -> list[dict[str, object]]:
    return [a.to_json() for a in public_accuse(state, viewer)]


def test_after_own_card_timing_declares_points_after_the_players_first_card() -> None:
    hands = quiet_deal({2: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"})
    state = HandState.start(options("classico", redeal_under_one_point=False), 0, hands)
    state = play_hand(state, plays=1)  # seat 1 has played; seat 2 not yet
    assert _public(state, 3) == []
    state = play_hand(state, plays=1)  # seat 2 played its first card: declared, kind hidden
    assert _public(state, 3) == [{"seat": 2, "points": 3}, {"seat": 2, "points": 4}]
    assert _public(state, 2)[0] == {"seat": 2, "kind": "napoletana", "suit": "d", "points": 3}


def test_end_of_first_trick_timing_declares_when_the_trick_is_complete() -> None:
    hands = quiet_deal({1: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"})
    state = HandState.start(options("bredese"), 0, hands)
    state = play_hand(state, plays=3)
    assert _public(state, 0) == []
    state = play_hand(state, plays=1)
    assert _public(state, 0) == [{"seat": 1, "points": 3}, {"seat": 1, "points": 4}]


def test_what_an_accusa_is_becomes_public_after_the_second_tricks_first_card() -> None:
    hands = quiet_deal({1: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"})
    state = play_hand(HandState.start(options("bredese"), 0, hands), plays=4)
    assert "kind" not in _public(state, 3)[0]
    state = play_hand(state, plays=1)
    assert _public(state, 3) == [
        {"seat": 1, "kind": "napoletana", "suit": "d", "points": 3},
        {"seat": 1, "kind": "quattro-due", "points": 4},
    ]


def test_tirarsi_fuori_ends_the_game_after_the_first_trick() -> None:
    opts = options("romana", target=41)
    hands = quiet_deal({0: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"}, seed=3)
    state = HandState.start(opts, 3, hands, score_before=(36, 30), target=41)
    state = play_hand(state, plays=4)
    assert state.is_over and state.ended_by_accuse
    result = state.result()
    assert result.points == result.accuse_points and result.accuse_points[0] == 7
    assert (result.thirds, result.card_points, result.last_trick) == ((0, 0), (0, 0), None)


def test_tirarsi_fuori_needs_the_team_ahead_a_tie_plays_the_hand_out() -> None:
    hands = quiet_deal({0: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"}, seed=3)
    level = HandState.start(options("romana"), 3, hands, score_before=(36, 43), target=41)
    assert level.accuse_points == (7, 0)
    assert not play_hand(level, plays=4).is_over  # 43 against 43: the hand is played out
    assert play_hand(level).result().last_trick is not None


def test_tirarsi_fuori_only_where_the_option_is_on() -> None:
    hands = quiet_deal({0: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"}, seed=3)
    opts = options("romana", accuse_ends_game=False)
    state = HandState.start(opts, 3, hands, score_before=(36, 30), target=41)
    assert not play_hand(state, plays=4).is_over


def test_tirarsi_fuori_game_is_won_with_ended_by_accuse() -> None:
    opts = options("romana", target=5, best_of=1)
    match = MatchState.new(opts, first_dealer=3)
    match = play_match_hand(
        match, quiet_deal({0: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"}, seed=3), first_legal
    )
    game = match.games[0]
    assert (game.winner, game.ended_by, game.score) == (0, "accuse", (7, 0))
    assert len(game.hands[0].plays) == 4


@pytest.mark.parametrize("mode", ["declare", "score"])
def test_accuse_are_declared_for_every_player_automatically(mode: str) -> None:
    hands = quiet_deal({0: "3d 3c 3s 4d 5d 6d 7d Fd Cd Rd", 1: "Ab Ac As 4b 5b 6b 7b Fb Cb Rb"})
    state = HandState.start(options("bredese", accuse=mode), 2, hands)
    assert {(a.seat, a.kind) for a in state.accuse} >= {(0, "tre-tre"), (1, "tre-assi")}
