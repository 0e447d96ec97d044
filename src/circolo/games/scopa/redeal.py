"""How a server's Scopa table deals from its secret; the check that a record was so dealt.

Hand number n (from 0) is dealt from the generator ``draws(secret, "hand", n)``: shuffled, and
shuffled again by the same generator while three Re are turned up (circolo/core/dealing.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from circolo.core.dealing import draws, first_dealer
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import options_from_json


def scopa_hand(match: MatchState, source: str, number: int) -> MatchState:
    """``match`` with its hand number ``number`` (from 0) dealt from the secret ``source``."""
    return deal_until_playable(match, draws(source, "hand", number))


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
