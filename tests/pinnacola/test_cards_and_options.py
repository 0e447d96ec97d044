"""The French deck, its notation, and Pinnacola's options."""

from __future__ import annotations

from collections import Counter

import pytest

from circolo.core.cards.french import JOKER, FrenchCard, parse_french_cards, pinnacola_deck
from circolo.core.errors import NotationError, OptionError
from circolo.games.pinnacola.options import (
    PinnacolaOptions,
    options_from_json,
    preset,
    with_settings,
)


def test_every_card_parses_back_to_its_code() -> None:
    for code in ("Ah", "Td", "Qs", "2c", "JK", "Kh"):
        assert str(FrenchCard.parse(code)) == code
    assert FrenchCard.parse("JK") is JOKER


@pytest.mark.parametrize("code", ["10h", "ah", "AH", "Jx", "J", "", "JK=7h", "1s"])
def test_notation_is_strict(code: str) -> None:
    with pytest.raises(NotationError, match="not a French card"):
        FrenchCard.parse(code)


def test_parse_list_names_the_bad_card_and_its_position() -> None:
    with pytest.raises(NotationError, match="card number 2"):
        parse_french_cards(["Ah", "Zz"])


def test_deck_is_two_french_decks_with_four_jokers() -> None:
    deck = pinnacola_deck(pinelle=False, jokers=True)
    assert len(deck) == 108
    counts = Counter(deck)
    assert counts[JOKER] == 4
    assert all(n == 2 for card, n in counts.items() if not card.is_joker)


def test_pinelle_take_out_the_red_twos_and_jokers_can_be_left_out() -> None:
    deck = pinnacola_deck(pinelle=True, jokers=False)
    assert len(deck) == 100
    codes = {card.code for card in deck}
    assert "2h" not in codes and "2d" not in codes and "JK" not in codes
    assert Counter(deck)[FrenchCard.parse("2c")] == 2


def test_card_names_in_both_languages() -> None:
    assert FrenchCard.parse("Ah").name("it") == "Asso di cuori"
    assert FrenchCard.parse("Td").name("en") == "Ten of Diamonds"
    assert JOKER.name("it") == "Jolly"


def test_every_option_can_be_set_and_bad_values_name_what_is_allowed() -> None:
    options = with_settings(
        preset(),
        ["players=2", "cards_per_hand=15", "pinelle=true", "jokers=false",
         "max_wild_per_meld=null", "four_jokers_meld=false", "direction=anticlockwise",
         "mode=single", "target=3000"],
    )  # fmt: skip
    assert options == PinnacolaOptions(
        2, 15, True, False, None, False, "anticlockwise", "single", 3000
    )
    with pytest.raises(OptionError, match="2 or 4"):
        with_settings(preset(), ["players=3"])
    with pytest.raises(OptionError, match="1500, 2000, 2500 or 3000"):
        with_settings(preset(), ["target=1000"])
    with pytest.raises(OptionError, match="unknown"):
        with_settings(preset(), ["signals=none"])


def test_options_round_trip_through_the_record_object() -> None:
    options = PinnacolaOptions(players=2, max_wild_per_meld=None)
    assert options_from_json(options.to_json()) == options
    with pytest.raises(OptionError):
        options_from_json({"players": 4})


def test_pinnacola_has_one_preset() -> None:
    assert preset(None) == preset("standard") == PinnacolaOptions()
    with pytest.raises(OptionError, match="standard"):
        preset("classico")
