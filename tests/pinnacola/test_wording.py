"""Pinnacola's sentences read as Italian and English do: card names instead of codes, one
card instead of "1 carte", and a hand that ends is not said to be closed."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from circolo.core.errors import IllegalPlayError
from circolo.core.i18n import LANGS, catalog, t
from circolo.games.pinnacola.actions import DrawPile, DrawStock, EndHand, LayMeld
from circolo.games.pinnacola.names import CardNames
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.base import PinnacolaReason, localized_facts
from circolo.games.pinnacola.players.expert import ExpertPlayer
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view import seat_view
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
        "al massimo una matta per combinazione con queste regole"
    )
    assert "2 matte" in t("error.pin_too_many_wild", "it", cards="x", limit=2)


#: "gioco" where it names a meld: "un gioco", "il gioco 2", "ai giochi", "per gioco" …
_MELD_CALLED_GIOCO = re.compile(
    r"\b(?:un|il|al|dal|nel|nessun|per|ai|dai|nei|loro|i)\s+gioch?[oi]\b|\bgiochi\b"
)


def test_the_italian_table_calls_a_meld_a_combinazione_in_refusals_reasons_and_pages() -> None:
    texts = catalog("it")
    prefixes = ("error.pin", "reason.pin", "web.pin", "pinnacola.", "web.help.pinnacola")
    pinnacola = [key for key in texts if key.startswith(prefixes)]
    assert len(pinnacola) > 100
    assert any("combinazione" in texts[key] for key in pinnacola)
    called_gioco = [key for key in pinnacola if _MELD_CALLED_GIOCO.search(texts[key])]
    assert called_gioco == []
    assert _MELD_CALLED_GIOCO.search("non c'è il gioco 2")  # the check itself sees the old word
    assert not _MELD_CALLED_GIOCO.search("c'è già una mano in gioco")


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


def test_a_wild_card_in_a_set_is_told_the_sets_rank_by_name_in_notation_that_parses() -> None:
    hand = position([["Qd", "Qh", "JK", "2c", "Kc"], ["9s", "9d"]], stock=["5s"])
    drawn = hand.apply(DrawStock())
    with pytest.raises(IllegalPlayError) as error:
        drawn.apply(LayMeld.parse("Qd", "Qh", "JK=K"))
    it, en = _refusal(error)
    assert it.endswith("la matta Jolly sta per il valore delle altre carte, Regina: scrivi 'JK=Q'")
    assert en.endswith(
        "the wild card Joker stands for the rank of the other cards, Queen: write 'JK=Q'"
    )
    suggested = en.rpartition("'")[0].rpartition("'")[2]
    assert drawn.apply(LayMeld.parse("Qd", "Qh", suggested)).melds[-1].kind == "set"
    pinelle = replace(hand, options=replace(hand.options, pinelle=True)).apply(DrawStock())
    with pytest.raises(IllegalPlayError) as error:
        pinelle.apply(LayMeld.parse("Qd", "Qh", "2c=K"))
    assert error.value.message("en").endswith("Queen: write '2c=Q'")


def test_reasons_say_what_a_wild_card_stands_for_as_refusals_do() -> None:
    codes = ["7h", "JK=8h", "9h"]
    reason = PinnacolaReason("club.meld", {"cards": codes, "points": 45})
    for lang in LANGS:
        assert CardNames.of(codes).localized(lang) in reason.render(lang)
    assert "Sette di cuori, Jolly come Otto di cuori, Nove di cuori" in reason.render("it")
    swap = PinnacolaReason("club.use_wild", {"card": "JK=8h", "cards": codes})
    assert swap.render("en").startswith("I use the wild card I took, Joker as Eight of Hearts")


#: Pinnacola sentences whose number can be 1, with that number at 1.
ONES = [
    ("reason.pin.club.stock_pile_poor", {"card": "Qs", "gain": 1, "bar": 10}),
    ("reason.pin.club.opening_minimum", {"cards": ["Qs"], "points": 30, "minimum": 1}),
    ("reason.pin.club.opening_undo", {"short": 1}),
    ("reason.pin.club.stock_pile_short", {"minimum": 1}),
    ("reason.pin.expert.stock", {"layouts": 1, "value": 3, "other_value": 2}),
    ("reason.pin.expert.stock", {"layouts": 4, "value": 1, "other_value": 1}),
    ("reason.pin.expert.end", {"layouts": 1, "value": 3, "other_value": 2}),
    ("reason.pin.expert.pile", {"layouts": 1, "card": "Qs", "value": 1, "other_value": 2}),
    ("reason.pin.expert.discard", {"layouts": 1, "card": "Qs", "value": 3, "other_value": 2}),
    ("reason.pin.expert.kept", {"layouts": 1, "value": 3, "other_value": 1}),
    ("reason.pin.expert.kept", {"layouts": 5, "value": 1, "other_value": 1}),
    ("error.pin_opening_short", {"minimum": 51, "short": 1}),
    ("server.error.pin_stale", {"turn": 1, "now": 3}),
    ("server.error.pin_stale", {"turn": 3, "now": 1}),
    ("web.pin.house.first_meld_minimum", {"n": 1}),
]


@pytest.mark.parametrize(("key", "params"), ONES)
def test_a_pinnacola_count_of_one_reads_as_one_not_1_points_or_1_ways(
    key: str, params: dict[str, object]
) -> None:
    plural = re.compile(
        r"\b1 (punti|modi|turni|points|ways|turns|are)\b|\b(servono|mancano|needs) 1\b"
    )
    for lang in LANGS:
        shown = localized_facts(params, lang)
        text = t(key, lang, **shown)
        assert not plural.search(text), text


def test_a_look_ahead_over_one_layout_says_one_way() -> None:
    options = PinnacolaOptions(players=2, mode="single")
    match = MatchState.new(options, 1).deal(shuffled_deck(options, random.Random(5)))
    players = [ExpertPlayer(random.Random(1), layouts=1), create_player("strong", random.Random(2))]
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        decision = players[seat].decide(seat_view(match, seat))
        if decision.reasons[-1].code.startswith("expert."):
            break
        match = match.apply(decision.action)
    assert decision.reasons[-1].facts["layouts"] == 1
    assert "Guardando avanti (un solo modo" in decision.explain("it")
    assert "Looking ahead (one way" in decision.explain("en")


def test_a_hand_the_empty_stock_ends_is_not_said_to_close() -> None:
    texts = catalog("it")
    for key in (
        "web.replay.pin_stock_out",
        "reason.pin.expert.end",
        "reason.pin.expert.end|layouts=1",
    ):
        assert "chiud" not in texts[key] and "chius" not in texts[key], key
        assert "finisce" in texts[key] or "finire" in texts[key], key
