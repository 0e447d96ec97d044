"""Views: what one seat may know, and the explicitly requested training view."""

from __future__ import annotations

import json
import random

from circolo.core.cards.italian import DECK
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import seat_view, training_view
from tests.helpers import deal_with, options, quiet_deal


def _match_in_play(plays: int, variant: str = "classico") -> MatchState:
    opts = options(variant, redeal_under_one_point=False, redeal_three_sevens=False)
    match = MatchState.new(opts, first_dealer=0).deal(deal_with({}, seed=1))
    rng = random.Random(2)
    for _ in range(plays):
        match = match.play(Play(rng.choice(match.legal_cards())))
    return match


def test_a_seat_view_holds_its_own_hand_and_nothing_of_the_others() -> None:
    match = _match_in_play(6)
    assert match.hand is not None
    for seat in range(4):
        view = seat_view(match, seat)
        assert view.hand == match.hand.hands[seat]
        text = json.dumps(view.to_json())
        played = {p.card.code for p in match.hand.plays}
        for other in range(4):
            if other != seat:
                for card in match.hand.hands[other]:
                    assert f'"{card.code}"' not in text or card.code in played


def test_legal_cards_only_for_the_seat_to_move() -> None:
    match = _match_in_play(5)
    for seat in range(4):
        view = seat_view(match, seat)
        if seat == match.to_move:
            assert view.legal == match.legal_cards() and view.legal
        else:
            assert view.legal == ()


def test_the_view_shows_tricks_signals_and_whose_turn() -> None:
    match = _match_in_play(6)
    view = seat_view(match, 0)
    assert view.plays == match.hand.plays  # type: ignore[union-attr]
    assert len(view.tricks) == 1 and len(view.current_trick) == 2
    assert view.to_move == match.to_move
    assert view.unseen.isdisjoint(view.hand)
    assert len(view.unseen) == 40 - len(view.hand) - 6


def test_the_view_json_is_the_engine_protocol_view() -> None:
    data = seat_view(_match_in_play(3), 2).to_json()
    for key in ("game", "options", "seat", "dealer", "hand", "plays", "accuse", "score", "legal"):
        assert key in data
    assert data["game"] == "tressette" and data["seat"] == 2


def test_the_score_counts_accuse_once_the_first_trick_is_over() -> None:
    opts = options("bredese")
    hands = quiet_deal({1: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"})
    match = MatchState.new(opts, first_dealer=0).deal(hands)
    for _ in range(3):
        match = match.play(Play(match.legal_cards()[0]))
    assert seat_view(match, 0).score == (0, 0)
    match = match.play(Play(match.legal_cards()[0]))
    assert seat_view(match, 0).score == (0, 7)


def test_the_training_view_shows_every_hand_and_must_be_asked_for() -> None:
    match = _match_in_play(4)
    training = training_view(match, 0)
    assert training.hands == match.hand.hands  # type: ignore[union-attr]
    data = training.to_json()
    assert sorted(c for hand in data["hands"] for c in hand) == sorted(  # type: ignore[attr-defined]
        c.code
        for c in DECK
        if c not in {p.card for p in match.hand.plays}  # type: ignore[union-attr]
    )
    assert "hands" not in seat_view(match, 0).to_json()


def test_between_hands_the_view_has_no_cards() -> None:
    view = seat_view(MatchState.new(options(), first_dealer=2), 1)
    assert view.hand == () and view.legal == () and view.to_move is None and view.dealer == 2


def test_may_signal_follows_the_vocabulary() -> None:
    match = _match_in_play(0)
    leader = match.to_move
    assert leader is not None
    assert seat_view(match, leader).may_signal()
    assert not seat_view(match, (leader + 1) % 4).may_signal()  # not its turn
    after = match.play(Play(match.legal_cards()[0]))
    assert not seat_view(after, (leader + 1) % 4).may_signal()  # classico: leader only


def test_hidden_accuse_are_listed_by_seat_and_points_whatever_their_kinds() -> None:
    # quattro-tre + tre-due (4, 3) and napoletana + quattro-due (3, 4) must look alike.
    for fixed in ("3d 3c 3s 3b 2d 2c 2s 4d 5d 6d", "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"):
        hands = quiet_deal({1: fixed})
        match = MatchState.new(options("bredese"), first_dealer=0).deal(hands)
        for _ in range(4):
            match = match.play(Play(match.legal_cards()[0]))
        hidden = [a.to_json() for a in seat_view(match, 0).accuse]
        assert hidden == [{"seat": 1, "points": 3}, {"seat": 1, "points": 4}]


def test_a_view_is_only_for_a_real_seat() -> None:
    import pytest

    match = _match_in_play(2)
    for seat in (-1, 4):
        with pytest.raises(ValueError, match="is not a seat"):
            seat_view(match, seat)
