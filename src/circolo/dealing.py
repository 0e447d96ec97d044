"""How a server table deals from its secret, and the check that a finished record was so dealt.

A server table draws its first dealer, every shuffle and its AI players' randomness from a
secret of 128 bits that stays on the server until the match is over; then the record carries
it (``secret``). :func:`redeal_faults` deals every hand of such a record again from the
secret and names any hand whose cards differ: anyone can check that the server dealt fairly.

>>> draws("00ff", "hand", 0).random() == draws("00ff", "hand", 0).random()
True
"""

from __future__ import annotations

import random
from typing import Any

from circolo.ai.pinnacola.selfplay import shuffled_deck
from circolo.ai.selfplay import deal_until_playable
from circolo.errors import CircoloError
from circolo.pinnacola.options import PinnacolaOptions
from circolo.pinnacola.options import options_from_json as pinnacola_options
from circolo.pinnacola.state import deal_hand
from circolo.tressette.options import options_from_json as tressette_options
from circolo.tressette.rules import SEATS
from circolo.tressette.state import MatchState as TressetteMatch


def draws(source: str, *parts: object) -> random.Random:
    """The generator for one purpose (``"hand", 3``; ``"first-dealer"``) of a secret."""
    return random.Random("/".join([source, *(str(part) for part in parts)]))


def first_dealer(source: str, seats: int) -> int:
    """The first dealer of a table with ``seats`` seats."""
    return draws(source, "first-dealer").randrange(seats)


def tressette_hand(match: TressetteMatch, source: str, number: int) -> TressetteMatch:
    """``match`` with its hand number ``number`` (from 0, across games) dealt."""
    return deal_until_playable(match, draws(source, "hand", number))


def pinnacola_deck(options: PinnacolaOptions, source: str, number: int) -> list[Any]:
    """The shuffled deck of Pinnacola hand number ``number`` (from 0)."""
    return shuffled_deck(options, draws(source, "hand", number))


def redeal_faults(record: dict[str, Any]) -> list[str]:
    """Each hand of a finished server record whose deal does not follow from its secret.

    An empty list when every deal does, or when the record has no secret to check.
    """
    secret = record.get("secret")
    if not isinstance(secret, str) or record.get("seed") is not None:
        return []
    if len(secret) < 32 or any(c not in "0123456789abcdef" for c in secret):
        return ["'secret' must be at least 32 hexadecimal digits (128 bits)"]
    try:
        if record.get("game") == "pinnacola":
            return _pinnacola_faults(record, secret)
        return _tressette_faults(record, secret)
    except (CircoloError, KeyError, TypeError, ValueError, IndexError) as error:
        return [f"the deals cannot be checked against the secret: {error}"]


def _tressette_faults(record: dict[str, Any], secret: str) -> list[str]:
    options = tressette_options(record["options"])
    faults = []
    number = 0
    first = record["games"][0]["hands"][0]["dealer"]
    if first != first_dealer(secret, SEATS):
        faults.append(f"the first dealer is seat {first}, not the one the secret draws")
    for game_number, game in enumerate(record["games"], start=1):
        for hand_number, hand in enumerate(game["hands"], start=1):
            match = TressetteMatch.new(options, hand["dealer"])
            dealt = tressette_hand(match, secret, number)
            assert dealt.hand is not None
            codes = [[card.code for card in cards] for cards in dealt.hand.deal]
            if codes != hand["deal"]:
                faults.append(
                    f"game {game_number}, hand {hand_number}: the deal is not the one the "
                    "secret deals"
                )
            number += 1
    return faults


def _pinnacola_faults(record: dict[str, Any], secret: str) -> list[str]:
    options = pinnacola_options(record["options"])
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
