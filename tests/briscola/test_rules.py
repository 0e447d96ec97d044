"""Briscola's rules (docs/rules.md, "Briscola"): tricks, draws, points, hands and the game."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from circolo.core.cards.italian import DECK, Card, Suit, parse_cards
from circolo.core.errors import IllegalPlayError
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.ranking import DECK_POINTS, trick_winner
from circolo.games.briscola.state import HandState, MatchState, Play, SwapSeven, deal_hand


def _deck(seed: int) -> list[Card]:
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    return deck


def _arranged(first: Sequence[str], briscola: str, stock_top: Sequence[str] = ()) -> list[Card]:
    """A deck whose first cards, briscola and stock top are the given ones, the rest in order."""
    chosen = [*parse_cards(first), Card.parse(briscola), *parse_cards(stock_top)]
    rest = [card for card in DECK if card not in chosen]
    n = len(first)
    return [*chosen[:n], chosen[n], *chosen[n + 1 :], *rest]


def test_the_highest_briscola_takes_the_trick_else_the_highest_card_of_the_suit_led() -> None:
    cards = parse_cards(["3d", "Ad", "2b", "Rc"])
    assert trick_winner(cards, Suit.BASTONI) == 2
    assert trick_winner(cards, Suit.COPPE) == 3
    assert trick_winner(cards, Suit.SPADE) == 1  # the asso over the tre of the suit led
    assert trick_winner(parse_cards(["Fd", "Ac"]), Suit.SPADE) == 0  # off-suit never wins


def test_the_deck_is_worth_120_and_any_held_card_may_be_played() -> None:
    assert DECK_POINTS == 120
    hand = deal_hand(BriscolaOptions(players=4), 0, _deck(1))
    assert {action.card for action in hand.legal_actions()} == set(hand.hands[1])
    assert hand.turn == 1  # dealer+1 leads


def test_the_deal_gives_three_cards_one_at_a_time_from_dealer_plus_one() -> None:
    deck = _deck(2)
    hand = deal_hand(BriscolaOptions(players=4), 3, deck)
    assert hand.deal[0] == (deck[0], deck[4], deck[8])
    assert hand.deal[3] == (deck[3], deck[7], deck[11])
    assert hand.briscola == deck[12] and hand.stock == tuple(deck[13:])
    assert hand.stock_left == 28


def test_after_a_trick_the_winner_draws_first_and_the_face_up_card_comes_last() -> None:
    options = BriscolaOptions(players=2)
    hand = deal_hand(options, 1, _arranged(["Ad", "2c", "3d", "4c", "5d", "6c"], "Rb", ["7s"]))
    # seat 0 was dealt Ad 3d 5d, seat 1 2c 4c 6c; seat 0 leads
    hand = hand.play(Card.parse("5d")).play(Card.parse("2c"))
    assert hand.turn == 0 and hand.taken == (0, 0)
    assert Card.parse("7s") in hand.hands[0]  # the winner drew the stock's top card
    while hand.stock_left > 0:
        hand = hand.play(hand.hands[hand.turn][0])
    assert Card.parse("Rb") in hand.hands[0] + hand.hands[1]
    assert all(len(cards) == 3 for cards in hand.hands) and hand.face_up is None


@pytest.mark.parametrize(("players", "tricks"), [(2, 20), (4, 10)])
def test_a_hand_is_all_forty_cards_in_tricks_its_points_summing_to_120(
    players: int, tricks: int
) -> None:
    rng = random.Random(players)
    hand = deal_hand(BriscolaOptions(players=players), 0, _deck(players))
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    assert hand.tricks == tricks and sum(hand.taken) == 120
    assert hand.legal_actions() == () and hand.to_move is None
    with pytest.raises(IllegalPlayError, match="the hand is over"):
        hand.play(Card.parse("Ad"))


def _finished(points: tuple[int, int], last: int, tie: str) -> HandState:
    hand = deal_hand(BriscolaOptions(players=2, tie=tie), 0, _deck(0))  # type: ignore[arg-type]
    from dataclasses import replace

    return replace(hand, tricks=20, taken=points, last_trick=last)


def test_a_hand_is_won_with_more_than_60_and_60_60_follows_the_tie_option() -> None:
    assert _finished((61, 59), 1, "draw").result().winner == 0
    assert _finished((60, 60), 1, "draw").result().winner is None
    assert _finished((60, 60), 1, "last-trick").result().winner == 1


def test_a_card_not_held_is_refused_naming_the_seat_and_the_card() -> None:
    hand = deal_hand(BriscolaOptions(), 0, _deck(3))
    foreign = hand.hands[0][0]
    with pytest.raises(IllegalPlayError, match=f"seat 1 played {foreign.code}, which is not"):
        hand.play(foreign)


def _with_seven(swap_seven: bool) -> HandState:
    # dealer 1: seat 0 gets the first card, 7 of bastoni; the briscola turned up is the Re.
    deck = _arranged(["7b", "2c", "3d", "4c", "5d", "6c"], "Rb")
    return deal_hand(BriscolaOptions(players=2, swap_seven=swap_seven), 1, deck)


def test_the_seven_of_briscola_is_exchanged_for_the_face_up_card_only_where_allowed() -> None:
    with pytest.raises(IllegalPlayError, match="swap_seven"):
        _with_seven(False).swap(Card.parse("7b"))
    hand = _with_seven(True)
    assert SwapSeven(Card.parse("7b")) in hand.legal_actions()
    swapped = hand.apply(SwapSeven(Card.parse("7b")))
    assert Card.parse("Rb") in swapped.hands[0] and swapped.face_up == Card.parse("7b")
    assert swapped.turn == 0 and swapped.briscola == Card.parse("Rb")
    assert SwapSeven(Card.parse("7b")) not in swapped.legal_actions()
    with pytest.raises(IllegalPlayError, match="only the 7 of briscola"):
        hand.swap(Card.parse("3d"))


def test_the_seven_cannot_be_exchanged_once_no_face_down_card_is_left() -> None:
    hand = _with_seven(True)
    from dataclasses import replace

    last = replace(hand, drawn=len(hand.stock))
    with pytest.raises(IllegalPlayError, match="no face-down card"):
        last.swap(Card.parse("7b"))
    assert all(isinstance(a, Play) for a in last.legal_actions())


def test_a_game_ends_when_a_side_has_won_hands_to_win_hands_and_the_deal_passes_on() -> None:
    rng = random.Random(7)
    match = MatchState.new(BriscolaOptions(players=4, hands_to_win=2), 3)
    dealers = []
    while not match.is_over:
        if match.hand is None:
            match = match.deal(_deck(rng.randrange(10**6)))
            dealers.append(match.dealer)
            continue
        match = match.apply(rng.choice(match.legal_actions()))
    assert max(match.wins) == 2 and match.winner == match.wins.index(2)
    assert dealers == [(3 + i) % 4 for i in range(len(dealers))]
    with pytest.raises(IllegalPlayError, match="the match is over"):
        match.deal(_deck(0))


def test_a_deal_that_is_not_the_whole_deck_is_refused_naming_the_card() -> None:
    options = BriscolaOptions()
    deck = _deck(4)
    deal = [deck[0:3], deck[3:6]]
    with pytest.raises(IllegalPlayError, match=f"{deck[0].code} is in the deal twice"):
        HandState.start(options, 0, deal, deck[0], deck[7:])
    with pytest.raises(IllegalPlayError, match="lack"):
        HandState.start(options, 0, deal, deck[6], deck[8:])
