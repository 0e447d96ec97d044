"""A Briscola step as JSON: the one codec of the records, the engine, the socket and the events.

A card played is ``{"card": "Ad"}``, the 7 of briscola exchanged for the face-up card
``{"swap": "7b"}`` (with ``"seat"`` in a record's ``plays`` and a table's events).

>>> step_from_json({"swap": "7b"})
SwapSeven(card=Card.parse('7b'))
>>> step_to_json(step_from_json({"card": "Ad"}))
{'card': 'Ad'}
"""

from __future__ import annotations

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError, RecordError
from circolo.games.briscola.state import Action, Play, SwapSeven


def step_to_json(action: Action) -> dict[str, object]:
    """``{"card": code}`` or ``{"swap": code}``."""
    return action.to_json()


def step_from_json(data: object) -> Action:
    """The step ``data`` writes; a RecordError naming what is wrong with it otherwise."""
    if isinstance(data, dict) and len(data) == 1:
        ((key, code),) = data.items()
        if key in ("card", "swap") and isinstance(code, str):
            try:
                card = Card.parse(code)
            except CircoloError as error:
                raise RecordError("error.briscola_step_card", key=key, problem=error) from None
            return Play(card) if key == "card" else SwapSeven(card)
    raise RecordError("error.briscola_step")
