"""How a server's Pinnacola table deals from its secret; the check that a record was so dealt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from circolo.core.cards.french import FrenchCard
from circolo.core.dealing import draws, first_dealer
from circolo.games.pinnacola.options import PinnacolaOptions, options_from_json
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import deal_hand


def pinnacola_deck(options: PinnacolaOptions, source: str, number: int) -> list[FrenchCard]:
    """The shuffled deck of Pinnacola hand number ``number`` (from 0)."""
    return shuffled_deck(options, draws(source, "hand", number))


def pinnacola_redeal_faults(record: Mapping[str, Any], secret: str) -> list[str]:
    """Each hand of a finished Pinnacola record whose deal does not follow from ``secret``."""
    options = options_from_json(record["options"])
    faults = []
    first = record["hands"][0]["dealer"]
    if first != first_dealer(secret, options.players):
        faults.append(f"the first dealer is seat {first}, not the one the secret draws")
    for number, hand in enumerate(record["hands"]):
        hands, upcard, stock = deal_hand(
            pinnacola_deck(options, secret, number), hand["dealer"], options
        )
        same = (
            [sorted(c.code for c in cards) for cards in hands]
            == [sorted(cards) for cards in hand["deal"]]
            and upcard.code == hand["upcard"]
            and [c.code for c in stock] == hand["stock"]
        )
        if not same:
            faults.append(f"hand {number + 1}: the deal is not the one the secret deals")
    return faults
