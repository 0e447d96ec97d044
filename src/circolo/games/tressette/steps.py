"""A Tressette step as JSON: the one codec of the socket's ``step``, the saved events and the
engine's answer — a record's play without its ``seat``.

A card played is ``{"card": "3d", "signals": ["busso"]}``; ``signals`` may be left out.

>>> step_from_json({"card": "3d", "signals": ["busso"]})
Play(card=Card.parse('3d'), signals=('busso',))
>>> step_to_json(step_from_json({"card": "Rc"}))
{'card': 'Rc', 'signals': []}
"""

from __future__ import annotations

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError, RecordError
from circolo.games.tressette.state import Play

#: Signals one card may carry, at most (as the socket's ``play`` message allows).
MAX_SIGNALS = 4


def step_to_json(play: Play) -> dict[str, object]:
    """``{"card": code, "signals": [ids]}``."""
    return {"card": play.card.code, "signals": list(play.signals)}


def step_from_json(data: object) -> Play:
    """The step ``data`` writes; a RecordError naming what is wrong with it otherwise."""
    if not isinstance(data, dict) or not set(data) <= {"card", "signals"} or "card" not in data:
        raise RecordError("error.tressette_step")
    code, signals = data["card"], data.get("signals", [])
    if not isinstance(code, str):
        raise RecordError("error.tressette_step")
    if (
        not isinstance(signals, list)
        or len(signals) > MAX_SIGNALS
        or not all(isinstance(signal, str) and len(signal) <= 40 for signal in signals)
    ):
        raise RecordError("error.tressette_step_signals", most=MAX_SIGNALS)
    try:
        card = Card.parse(code)
    except CircoloError as error:
        raise RecordError("error.tressette_step_card", problem=error) from None
    return Play(card, tuple(signals))
