"""Scopa's deal (rules.md, "The deal"): three cards each one at a time from dealer+1 and four
on the table, three more each whenever the hands are empty, Scopone's ten each, the three-Re
redeal, and the turn passing s -> s+1 through the whole hand."""

from __future__ import annotations

import random

import pytest

from circolo.core.cards.italian import DECK
from circolo.core.errors import IllegalPlayError
from circolo.games.scopa.dealing import deal_until_playable, shuffled_deck
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.redeal import scopa_hand
from circolo.games.scopa.state import HandState, deal_hand, redeal_due
from tests.helpers import english_words_in
from tests.scopa.helpers import cards, stacked


def test_three_cards_each_one_at_a_time_from_dealer_plus_one_then_four_on_the_table() -> None:
    deck = shuffled_deck(random.Random(2))
    hand = deal_hand(ScopaOptions(players=4, three_kings_redeal=False), 3, deck)
    assert hand.deal[0] == (deck[0], deck[4], deck[8])
    assert hand.deal[3] == (deck[3], deck[7], deck[11])
    assert hand.table == hand.turned_up == tuple(deck[12:16])
    assert hand.stock == tuple(deck[16:]) and hand.stock_left == 24
    assert hand.turn == 0 and hand.plays_per_hand == 36


def test_scopone_deals_ten_cards_each_and_none_on_the_table_nor_in_the_stock() -> None:
    deck = shuffled_deck(random.Random(3))
    hand = deal_hand(ScopaOptions(players=4, scopone=True), 0, deck)
    assert hand.deal[1] == tuple(deck[0:40:4]) and hand.deal[0] == tuple(deck[3:40:4])
    assert hand.table == () and hand.stock == () and hand.plays_per_hand == 40


def _play_out(hand: HandState, rng: random.Random) -> list[tuple[int, int, int]]:
    """Play a hand at random, noting (seat, cards it holds, stock left) before each play."""
    seen = []
    while not hand.is_over:
        seen.append((hand.turn, len(hand.hands[hand.turn]), hand.stock_left))
        hand = hand.apply(rng.choice(hand.legal_actions()))
    return seen


@pytest.mark.parametrize("players", [2, 4])
def test_whenever_every_hand_is_empty_three_more_cards_each_and_the_turn_passes_on(
    players: int,
) -> None:
    options = ScopaOptions(players=players, three_kings_redeal=False)
    deck = shuffled_deck(random.Random(players))
    hand = deal_hand(options, 1, deck)
    seen = _play_out(hand, random.Random(5))
    assert len(seen) == 36
    assert [seat for seat, _, _ in seen] == [(2 + n) % players for n in range(36)]
    rounds = 36 // (3 * players)  # 6 deals with 2 players, 3 with 4
    for number in range(rounds):
        first = seen[number * 3 * players]
        assert first[1] == 3 and first[2] == 36 - 3 * players * (number + 1)


def test_a_later_deal_gives_each_seat_three_cards_off_the_stocks_top_from_dealer_plus_one() -> None:
    options = ScopaOptions(three_kings_redeal=False)
    # seat 1 deals: seat 0 gets Ad 3d 5d, seat 1 2d 4d 6d; the table 7c Fc Cc Rc; the stock
    # starts As 2s 3s 4s 5s 6s
    deck = stacked("Ad 2d 3d 4d 5d 6d 7c Fc Cc Rc As 2s 3s 4s 5s 6s")
    hand = deal_hand(options, 1, deck)
    rng = random.Random(0)
    for _ in range(6):
        hand = hand.apply(rng.choice(hand.legal_actions()))
    assert hand.hands == (cards("As 3s 5s"), cards("2s 4s 6s")) and hand.turn == 0


def test_three_or_four_re_turned_up_are_dealt_again_by_the_same_dealer() -> None:
    options = ScopaOptions()
    three = stacked("Ad 2d 3d 4d 5d 6d Rd Rc 7s Rb")
    assert redeal_due(options, three)
    assert redeal_due(options, stacked("Ad 2d 3d 4d 5d 6d Rd Rc Rs Rb"))
    assert not redeal_due(options, stacked("Ad 2d 3d 4d 5d 6d Rd Rc 7s 7b"))
    assert not redeal_due(ScopaOptions(three_kings_redeal=False), three)
    assert not redeal_due(ScopaOptions(players=4, scopone=True), three)
    with pytest.raises(IllegalPlayError) as refused:
        MatchState.new(options, 1).deal(three)
    assert str(refused.value).startswith("the cards turned up (Rd Rc 7s Rb) hold three Re")
    assert not english_words_in(refused.value.message("it"))
    assert deal_hand(ScopaOptions(three_kings_redeal=False), 1, three).table == cards("Rd Rc 7s Rb")


def test_the_redeal_shuffles_again_with_the_same_generator_and_keeps_the_dealer() -> None:
    options = ScopaOptions()
    seed = next(s for s in range(500) if redeal_due(options, shuffled_deck(random.Random(s))))
    match = deal_until_playable(MatchState.new(options, 1), random.Random(seed))
    rng = random.Random(seed)
    thrown_in = shuffled_deck(rng)
    again = shuffled_deck(rng)
    while redeal_due(options, again):
        again = shuffled_deck(rng)
    assert redeal_due(options, thrown_in)
    assert match.hand == deal_hand(options, 1, again) and match.dealer == 1


def test_a_server_hand_is_dealt_from_its_secret_alone() -> None:
    match = MatchState.new(ScopaOptions(), 0)
    first, second = scopa_hand(match, "ab" * 16, 0), scopa_hand(match, "ab" * 16, 0)
    assert first == second and first != scopa_hand(match, "ab" * 16, 1)


def test_a_deal_that_does_not_hold_the_whole_deck_once_is_refused() -> None:
    options = ScopaOptions()
    deck = list(DECK)
    with pytest.raises(IllegalPlayError, match="5d is in the deal twice"):
        deal_hand(options, 0, [*deck[:10], deck[4], *deck[11:]])
    with pytest.raises(IllegalPlayError, match="lack Rb"):
        deal_hand(options, 0, deck[:-1])
    with pytest.raises(IllegalPlayError, match="dealer 2 is not a seat"):
        MatchState.new(options, 2)


def test_the_next_hand_is_dealt_by_dealer_plus_one_and_led_by_the_seat_after_it() -> None:
    options = ScopaOptions(players=4, three_kings_redeal=False)
    match = MatchState.new(options, 3).deal(shuffled_deck(random.Random(1)))
    rng = random.Random(1)
    while match.hand is not None:
        match = match.apply(rng.choice(match.legal_actions()))
    assert match.dealer == 0 and match.finished[0].dealer == 3
    match = match.deal(shuffled_deck(rng))
    assert match.to_move == 1
    with pytest.raises(IllegalPlayError, match="a hand is in play"):
        match.deal(shuffled_deck(rng))
