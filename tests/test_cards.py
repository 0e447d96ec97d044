"""The Italian deck and its notation."""

from __future__ import annotations

import pickle

import pytest

from circolo.core.cards.italian import DECK, Card, Rank, Suit, parse_cards
from circolo.core.errors import NotationError
from circolo.games.tressette.ranking import RANKS_BY_STRENGTH, sort_key, strength, thirds


def test_deck_has_forty_distinct_cards_ten_per_suit() -> None:
    assert len(DECK) == 40
    assert len({card.code for card in DECK}) == 40
    for suit in Suit:
        assert sum(1 for card in DECK if card.suit is suit) == 10


@pytest.mark.parametrize("card", DECK, ids=str)
def test_str_and_repr_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert eval(repr(card)) is card  # repr is evaluable Python
    assert pickle.loads(pickle.dumps(card)) is card


def test_notation_is_rank_then_suit() -> None:
    card = Card.parse("Cs")
    assert (card.rank, card.suit) == (Rank.CAVALLO, Suit.SPADE)
    assert Card.of(Rank.RE, Suit.BASTONI) is Card.parse("Rb")


@pytest.mark.parametrize("bad", ["", "3", "d3", "3D", "10d", "Kd", "3x", " 3d", "3d ", "Ad,", "JK"])
def test_parse_is_strict_and_says_how_to_write_a_card(bad: str) -> None:
    with pytest.raises(NotationError) as caught:
        Card.parse(bad)
    message = str(caught.value)
    assert repr(bad) in message
    assert "A 2 3 4 5 6 7 F C R" in message and "d c s b" in message


def test_parse_refuses_non_strings() -> None:
    with pytest.raises(NotationError):
        Card.parse(3)  # type: ignore[arg-type]


def test_parse_cards_names_the_position_of_the_bad_code() -> None:
    with pytest.raises(NotationError, match=r"card 3 \('Zz'\)"):
        parse_cards(["3d", "Ac", "Zz"])


def test_cards_are_immutable_and_interned() -> None:
    card = Card.parse("Ad")
    with pytest.raises(AttributeError):
        card.rank = Rank.DUE
    with pytest.raises(TypeError):
        Card(Rank.ASSO, Suit.DENARI)


def test_tressette_trick_order_is_three_two_ace_re_cavallo_fante_seven_down_to_four() -> None:
    order = [rank.code for rank in RANKS_BY_STRENGTH]
    assert order == ["3", "2", "A", "R", "C", "F", "7", "6", "5", "4"]
    strengths = [strength(Card.of(rank, Suit.COPPE)) for rank in RANKS_BY_STRENGTH]
    assert strengths == sorted(strengths, reverse=True)


def test_tressette_values_in_thirds_ace_three_figures_one_scartine_zero() -> None:
    values = {card.rank.code: thirds(card) for card in DECK if card.suit is Suit.SPADE}
    assert values == {
        "A": 3,
        "2": 1,
        "3": 1,
        "4": 0,
        "5": 0,
        "6": 0,
        "7": 0,
        "F": 1,
        "C": 1,
        "R": 1,
    }
    assert sum(thirds(card) for card in DECK) == 32


def test_the_italian_card_knows_no_games_order_or_values() -> None:
    card = Card.parse("3d")
    assert not hasattr(card, "strength") and not hasattr(card, "thirds")
    assert not hasattr(Rank.TRE, "strength")


def test_names_in_italian_and_english() -> None:
    assert Card.parse("3d").name("it") == "Tre di denari"
    assert Card.parse("Cc").name("en") == "Knight of Cups"
    assert Card.parse("Fs").name("it") == "Fante di spade"
    assert Card.parse("Ab").name("en") == "Ace of Clubs"


def test_cards_sort_in_the_decks_order_by_suit_then_ace_to_re() -> None:
    hand = sorted(parse_cards(["4d", "Rb", "3d", "Ac", "2d"]))
    assert [str(c) for c in hand] == ["2d", "3d", "4d", "Ac", "Rb"]


def test_a_tressette_hand_sorts_by_suit_then_strength() -> None:
    hand = sorted(parse_cards(["4d", "Rb", "3d", "Ac", "2d"]), key=sort_key)
    assert [str(c) for c in hand] == ["3d", "2d", "4d", "Ac", "Rb"]


def test_the_ais_reasons_name_a_suit_with_the_word_of_the_card_names() -> None:
    from circolo.core.cards.italian import Suit
    from circolo.games.tressette.players.base import localized_facts

    assert Suit("b").spoken("en") == "Clubs" and Suit("b").spoken("it") == "bastoni"
    shown = localized_facts({"card": "3d", "suit": "d"}, "en")
    assert shown == {"card": "Three of Coins", "suit": "Coins"}  # never "Three of Coins … denari"
    assert localized_facts({"suit": "d"}, "it") == {"suit": "denari"}
