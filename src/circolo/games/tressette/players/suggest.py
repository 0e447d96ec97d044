"""The training mode's "motivated suggestion": what the AI would play for a human, and why."""

from __future__ import annotations

import random

from circolo.games.tressette.players.base import Decision
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.view import SeatView

DEFAULT_ADVISER = "heuristic"


def suggest(view: SeatView, *, adviser: str = DEFAULT_ADVISER, seed: int = 0) -> Decision:
    """The card and signals ``adviser`` would choose in ``view``, with its reasons.

    The suggestion is built from the human seat's own view only, like any AI decision.
    """
    if view.to_move != view.seat:
        raise ValueError(f"seat {view.seat} is not to play, so there is nothing to suggest")
    return create_player(adviser, random.Random(seed)).decide(view)
