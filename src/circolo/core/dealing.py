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
from collections.abc import Mapping
from typing import Any

from circolo.core.errors import CircoloError
from circolo.core.registry import game_of


def draws(source: str, *parts: object) -> random.Random:
    """The generator for one purpose (``"hand", 3``; ``"first-dealer"``) of a secret."""
    return random.Random("/".join([source, *(str(part) for part in parts)]))


def first_dealer(source: str, seats: int) -> int:
    """The first dealer of a table with ``seats`` seats."""
    return draws(source, "first-dealer").randrange(seats)


def redeal_faults(record: Mapping[str, Any]) -> list[str]:
    """Each hand of a finished server record whose deal does not follow from its secret.

    An empty list when every deal does, or when the record has no secret to check.
    """
    secret = record.get("secret")
    if not isinstance(secret, str) or record.get("seed") is not None:
        return []
    if len(secret) < 32 or any(c not in "0123456789abcdef" for c in secret):
        return ["'secret' must be at least 32 hexadecimal digits (128 bits)"]
    try:
        return game_of(record).redeal_faults(record, secret)
    except (CircoloError, KeyError, TypeError, ValueError, IndexError) as error:
        return [f"the deals cannot be checked against the secret: {error}"]
