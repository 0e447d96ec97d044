"""How a server's Briscola table deals from its secret; the check that a record was so dealt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from circolo.ai.briscola.selfplay import shuffled_deck
from circolo.briscola.options import options_from_json
from circolo.briscola.state import deal_hand
from circolo.cards.italian import Card
from circolo.dealing import draws, first_dealer


def briscola_deck(source: str, number: int) -> list[Card]:
    """The shuffled deck of Briscola hand number ``number`` (from 0) of a table's secret."""
    return shuffled_deck(draws(source, "hand", number))


def briscola_redeal_faults(record: Mapping[str, Any], secret: str) -> list[str]:
    """Each hand of a finished Briscola record whose deal does not follow from ``secret``."""
    options = options_from_json(record["options"])
    faults = []
    first = record["hands"][0]["dealer"]
    if first != first_dealer(secret, options.players):
        faults.append(f"the first dealer is seat {first}, not the one the secret draws")
    for number, hand in enumerate(record["hands"]):
        dealt = deal_hand(options, hand["dealer"], briscola_deck(secret, number))
        same = (
            [[c.code for c in cards] for cards in dealt.deal] == hand["deal"]
            and dealt.briscola.code == hand["briscola"]
            and [c.code for c in dealt.stock] == hand["stock"]
        )
        if not same:
            faults.append(f"hand {number + 1}: the deal is not the one the secret deals")
    return faults
