"""Pinnacola's sentences read as Italian and English do: card names instead of codes, one
card instead of "1 carte", and a hand that ends is not said to be closed."""

from __future__ import annotations

import pytest

from circolo.errors import IllegalPlayError
from circolo.i18n import catalog, t
from circolo.pinnacola.actions import DrawPile, DrawStock, EndHand, LayMeld
from circolo.pinnacola.names import CardNames
from tests.pinnacola.helpers import position


def _refusal(error: pytest.ExceptionInfo[IllegalPlayError]) -> tuple[str, str]:
    return error.value.message("it"), error.value.message("en")


def test_a_refused_meld_names_its_cards_and_what_a_wild_card_stands_for() -> None:
    hand = position([["5h", "6h", "Kc", "JK"], ["9s", "9d"]], pile=["Qs", "7s"], stock=["2d"])
    drawn = hand.apply(DrawStock())
    with pytest.raises(IllegalPlayError) as error:
        drawn.apply(LayMeld.parse("5h", "6h", "JK=8h"))
    it, en = _refusal(error)
    assert it.startswith("Cinque di cuori, Sei di cuori, Jolly come Otto di cuori: ")
    assert en.startswith("Five of Hearts, Six of Hearts, Joker as Eight of Hearts: ")
    assert "5h" not in it + en and "JK" not in it + en


def test_counts_of_one_read_as_one_card_in_both_languages() -> None:
    hand = position([["5h", "6h", "Kc"], ["9s", "9d"]], pile=["Qs"])
    with pytest.raises(IllegalPlayError) as error:
        hand.apply(DrawPile(3))
    it, en = _refusal(error)
    assert "una carta sola" in it and "1 carte" not in it
    assert "one card" in en and "1 cards" not in en
    assert t("error.pin_deal_size", "it", seat=1, count=1, size=13).count("una carta") == 1
    assert "3 carte" in t("error.pin_deal_size", "it", seat=1, count=3, size=13)
    assert t("error.pin_too_many_wild", "it", cards="x", limit=1).endswith(
        "al massimo una matta per gioco con queste regole"
    )
    assert "2 matte" in t("error.pin_too_many_wild", "it", cards="x", limit=2)


def test_taking_nothing_from_the_pile_ends_the_hand_and_is_not_called_closing() -> None:
    for key in ("error.pin_stock_empty", "web.pin.end_hand"):
        assert "chiud" not in catalog("it")[key] and "smazzata finisce" in catalog("it")[key]
    empty = position([["5h", "6h", "Kc"], ["9s", "9d"]], pile=["Qs"], stock=[])
    assert empty.apply(EndHand()).closer is None  # nobody closed


def test_every_twin_for_a_count_of_one_has_its_base_key_in_both_catalogs() -> None:
    for lang in ("it", "en"):
        texts = catalog(lang)
        twins = [key for key in texts if "|" in key]
        assert twins, "the catalogs have twins for a count of one"
        for twin in twins:
            base, _, condition = twin.partition("|")
            assert base in texts and condition.endswith("=1"), twin
            name = condition.removesuffix("=1")
            assert "{" + name + "}" in texts[base], f"{twin}: {base} has no {{{name}}}"
        assert set(twins) == {key for key in catalog("en") if "|" in key}


def test_card_names_keep_their_codes_for_programs() -> None:
    names = CardNames.of(["Qd", "JK=Q", "2c=7h"])
    assert str(names) == "Qd JK=Q 2c=7h"
    assert names.localized("it") == (
        "Regina di quadri, Jolly come Regina, Due di fiori come Sette di cuori"
    )
