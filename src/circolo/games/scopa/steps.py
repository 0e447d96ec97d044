"""A Scopa step as JSON: the one codec of the records, the engine, the socket and the events.

A step is ``{"card": "7d", "take": ["3c", "4s"]}``: the card played and the table cards it
takes, ``take`` always present and ``[]`` to lay the card down (a record's play adds ``seat``
and ``scopa``). ``take`` is compared as a set: its order is free.

>>> step_from_json({"card": "7d", "take": ["4s", "3c"]}) == step_from_json(
...     {"card": "7d", "take": ["3c", "4s"]})
True
>>> step_to_json(step_from_json({"card": "Ad", "take": []}))
{'card': 'Ad', 'take': []}
"""

from __future__ import annotations

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError, RecordError
from circolo.games.scopa.state import Play


def step_to_json(play: Play) -> dict[str, object]:
    """``{"card": code, "take": [codes]}``."""
    return play.to_json()


def _card(code: object, key: str) -> Card:
    if not isinstance(code, str):
        raise RecordError("error.scopa_step")
    try:
        return Card.parse(code)
    except CircoloError as error:
        raise RecordError("error.scopa_step_card", key=key, problem=error) from None


def step_from_json(data: object) -> Play:
    """The step ``data`` writes; a RecordError naming what is wrong with it otherwise."""
    if not (isinstance(data, dict) and set(data) == {"card", "take"}):
        raise RecordError("error.scopa_step")
    take = data["take"]
    if not isinstance(take, list):
        raise RecordError("error.scopa_step")
    card = _card(data["card"], "card")
    cards = [_card(code, f"take[{number}]") for number, code in enumerate(take)]
    for number, taken in enumerate(cards):
        if taken in cards[:number]:
            raise RecordError("error.scopa_step_twice", card=taken.code)
    return Play(card, tuple(cards))
