"""How a server's Briscola table deals from its secret; the check that a record was so dealt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from circolo.core.cards.italian import Card
from circolo.core.dealing import draws, first_dealer
from circolo.games.briscola.options import options_from_json
from circolo.games.briscola.players.selfplay import shuffled_deck
from circolo.games.briscola.state import deal_hand


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
    faults.extend(_hand_faults(options, record["hands"], secret, 0, ""))
    return faults


def embedded_redeal_faults(
    game: Mapping[str, Any], secret: str, first_number: int, where: str
) -> list[str]:
    """Each hand of a Briscola game inside another game's record (the Roman match's
    ``games[i]``, written ``where``) not dealt by ``secret``, its hands numbered from
    ``first_number`` across the whole match."""
    options = options_from_json(game["options"])
    return _hand_faults(options, game["hands"], secret, first_number, f"{where}, ")


def _hand_faults(
    options: Any, hands: list[Any], secret: str, first_number: int, where: str
) -> list[str]:
    faults = []
    for index, hand in enumerate(hands):
        deck = briscola_deck(secret, first_number + index)
        dealt = deal_hand(options, hand["dealer"], deck)
        same = (
            [[c.code for c in cards] for cards in dealt.deal] == hand["deal"]
            and dealt.briscola.code == hand["briscola"]
            and [c.code for c in dealt.stock] == hand["stock"]
        )
        if not same:
            faults.append(f"{where}hand {index + 1}: the deal is not the one the secret deals")
    return faults
