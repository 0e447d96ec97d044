"""How a server's Scopa table deals from its secret; the check that a record was so dealt.

Hand number n (from 0) is dealt from the generator ``draws(secret, "hand", n)``: shuffled, and
shuffled again by the same generator while three Re are turned up (circolo/core/dealing.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from circolo.core.cards.italian import Card
from circolo.core.dealing import draws, first_dealer
from circolo.games.scopa.dealing import playable_deck
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, options_from_json


def scopa_deck(options: ScopaOptions, source: str, number: int) -> list[Card]:
    """The deck hand number ``number`` (from 0) of the secret ``source`` is dealt from (the
    decks thrown in by a three-Re redeal drawn and passed over)."""
    return playable_deck(options, draws(source, "hand", number))


def scopa_hand(match: MatchState, source: str, number: int) -> MatchState:
    """``match`` with its hand number ``number`` (from 0) dealt from the secret ``source``."""
    return match.deal(scopa_deck(match.options, source, number))


def scopa_redeal_faults(record: Mapping[str, Any], secret: str) -> list[str]:
    """Each hand of a finished Scopa record whose deal does not follow from ``secret``."""
    options = options_from_json(record["options"])
    faults = []
    first = record["hands"][0]["dealer"]
    if first != first_dealer(secret, options.players):
        faults.append(f"the first dealer is seat {first}, not the one the secret draws")
    for index, hand in enumerate(record["hands"]):
        dealt = scopa_hand(MatchState.new(options, hand["dealer"]), secret, index).hand
        assert dealt is not None
        same = (
            [[c.code for c in cards] for cards in dealt.deal] == hand["deal"]
            and [c.code for c in dealt.turned_up] == hand["table"]
            and [c.code for c in dealt.stock] == hand["stock"]
        )
        if not same:
            faults.append(f"hand {index + 1}: the deal is not the one the secret deals")
    return faults
