"""The deal, the order of play, following suit, tricks and the score of a hand."""

from __future__ import annotations

import random

import pytest

from circolo.core.cards.italian import DECK, Card
from circolo.core.errors import IllegalPlayError
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.rules import (
    accuse_of_deal,
    card_points,
    deal_deck,
    legal_cards,
    redeal_reason,
    trick_winner,
)
from circolo.games.tressette.state import HandState, Play
from tests.helpers import cards, deal_with, first_legal, options, play_hand, play_match_hand

NO_REDEAL = options(redeal_under_one_point=False, redeal_three_sevens=False)


def test_deal_is_five_at_a_time_starting_after_the_dealer() -> None:
    deck = list(DECK)
    hands = deal_deck(deck, dealer=2)
    # Seat 3 (dealer+1) gets cards 0-4 and 20-24; seat 2, the dealer, gets 15-19 and 35-39.
    assert set(hands[3]) == set(deck[0:5] + deck[20:25])
    assert set(hands[0]) == set(deck[5:10] + deck[25:30])
    assert set(hands[2]) == set(deck[15:20] + deck[35:40])


def test_player_after_the_dealer_leads_the_first_trick() -> None:
    for dealer in range(4):
        state = HandState.start(NO_REDEAL, dealer, deal_with({}, seed=dealer))
        assert state.to_move == (dealer + 1) % 4


def test_play_goes_to_the_next_seat() -> None:
    state = HandState.start(NO_REDEAL, 0, deal_with({}))
    seats = []
    for _ in range(3):
        seats.append(state.to_move)
        state = state.apply(first_legal(state))
    assert seats == [1, 2, 3]


def test_must_follow_suit_when_able() -> None:
    hands = deal_with({1: "3d Ad 4d 2c Ac 4c 2s As 4s 5s", 2: "Rd Rc Cc Fc 7c 6c 5c Rs Cs Fs"})
    state = HandState.start(NO_REDEAL, 0, hands).apply(Play.parse("3d"))
    assert state.legal_cards() == cards("Rd")
    with pytest.raises(IllegalPlayError) as caught:
        state.apply(Play.parse("Rc"))
    assert str(caught.value) == "seat 2 played Rc while holding denari; must follow suit"


def test_any_card_when_void_in_the_suit_led() -> None:
    hand = cards("Rc Cc Fc 7c 6c 5c Rs Cs Fs 4b")
    assert legal_cards(hand, Card.parse("3d").suit) == hand


def test_a_card_not_in_hand_is_refused() -> None:
    hands = deal_with({1: "3d Ad 4d 2c Ac 4c 2s As 4s 5s"})
    state = HandState.start(NO_REDEAL, 0, hands)
    with pytest.raises(IllegalPlayError, match="seat 1 played Rb, which is not in its hand"):
        state.apply(Play.parse("Rb"))


def test_highest_card_of_the_suit_led_wins_no_trumps() -> None:
    trick = [
        (0, Card.parse("4d")),
        (1, Card.parse("3c")),
        (2, Card.parse("5d")),
        (3, Card.parse("Ab")),
    ]
    assert trick_winner(trick) == 2
    trick = [
        (0, Card.parse("Rs")),
        (1, Card.parse("As")),
        (2, Card.parse("2s")),
        (3, Card.parse("3s")),
    ]
    assert trick_winner(trick) == 3


def test_the_winner_of_a_trick_leads_the_next() -> None:
    hands = deal_with({1: "4d Ad 5d 2c Ac 4c 2s As 4s 5s", 2: "3d Rc Cc Fc 7c 6c 5c Rs Cs Fs"})
    state = HandState.start(NO_REDEAL, 0, hands).apply(Play.parse("4d")).apply(Play.parse("3d"))
    state = play_hand(state, plays=2)
    assert state.trick_winners == (2,)
    assert state.to_move == 2


def test_card_points_are_whole_points_per_team_plus_the_last_trick() -> None:
    assert card_points((20, 12), last_trick_team=0) == (7, 4)
    assert card_points((17, 15), last_trick_team=1) == (5, 6)


@pytest.mark.parametrize("seed", range(30))
def test_every_hand_is_worth_eleven_card_points(seed: int) -> None:
    rng = random.Random(seed)
    state = HandState.start(NO_REDEAL, seed % 4, deal_with({}, seed=seed))
    state = play_hand(state, lambda s: Play(rng.choice(s.legal_cards())))
    result = state.result()
    assert sum(result.thirds) == 32
    assert sum(result.card_points) == 11
    assert result.last_trick == state.trick_winners[-1] % 2


def test_redeal_when_a_player_holds_less_than_one_point() -> None:
    poor = "7d 6d 5d 4d 7c 6c 5c 4c Fs 4s"  # two thirds, no ace
    hands = deal_with({2: poor})
    assert redeal_reason(hands, under_one_point=True, three_sevens=False) == (2, "under-one-point")
    assert redeal_reason(hands, under_one_point=False, three_sevens=False) is None
    with pytest.raises(IllegalPlayError, match="seat 2 was dealt less than one point"):
        HandState.start(options(redeal_three_sevens=False), 0, hands)


def test_one_ace_alone_is_one_point_and_no_redeal() -> None:
    hands = deal_with({1: "Ad 6d 5d 4d 7c 6c 5c 4c 6s 4s"})
    assert redeal_reason(hands, under_one_point=True, three_sevens=False) is None


def test_redeal_when_a_player_holds_three_sevens() -> None:
    hands = deal_with({3: "7d 7c 7s 3d 2d Ad Rc Cc Fc 4b"})
    assert redeal_reason(hands, under_one_point=False, three_sevens=True) == (3, "three-sevens")
    with pytest.raises(IllegalPlayError, match="three or more sevens"):
        HandState.start(options(redeal_under_one_point=False), 1, hands)
    HandState.start(NO_REDEAL, 1, hands)  # accepted when the option is off


def test_a_redeal_is_dealt_by_the_same_dealer() -> None:
    match = MatchState.new(options(), first_dealer=1)
    bad = deal_with({2: "7d 7c 7s 3d 2d Ad Rc Cc Fc 4b"})
    assert match.redeal_reason(bad) == (2, "three-sevens")
    with pytest.raises(IllegalPlayError):
        match.deal(bad)
    assert match.dealer == 1  # still waiting for the same dealer's deal


def test_the_deal_must_hold_each_card_once() -> None:
    hands = list(deal_with({}))
    hands[0] = (*hands[0][:9], hands[1][0])
    with pytest.raises(IllegalPlayError, match="dealt twice"):
        HandState.start(NO_REDEAL, 0, hands)
    with pytest.raises(IllegalPlayError, match="seat 0 was dealt 9 cards"):
        HandState.start(NO_REDEAL, 0, [hands[0][:9], *hands[1:]])


def test_the_deal_passes_to_the_next_seat_each_hand_across_games() -> None:
    opts = options(target=1, best_of=3, redeal_under_one_point=False, redeal_three_sevens=False)
    match = MatchState.new(opts, first_dealer=3)
    dealers = []
    while not match.is_over:
        dealers.append(match.dealer)
        match = play_match_hand(match, deal_with({}, seed=len(dealers)), first_legal)
    assert len(match.games) >= 2  # the rotation went on into a second game
    assert dealers == [(3 + i) % 4 for i in range(len(dealers))]


def test_nothing_can_be_played_after_the_hand() -> None:
    state = play_hand(HandState.start(NO_REDEAL, 0, deal_with({})))
    assert state.is_over and state.to_move is None and state.legal_cards() == ()
    with pytest.raises(IllegalPlayError, match="the hand is over"):
        state.apply(Play.parse("3d"))


def test_accuse_are_listed_in_the_first_tricks_playing_order() -> None:
    hands = deal_with({0: "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd", 3: "3c 3s 3b Ac 2c 4c 5c 6c 7c Fc"})
    found = accuse_of_deal(hands, dealer=2)  # seat 3 plays first, then seat 0
    assert [(a.seat, a.kind) for a in found] == [
        (3, "napoletana"),
        (3, "tre-tre"),
        (0, "napoletana"),
    ]
