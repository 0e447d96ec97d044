"""The all-seeing player: a measuring stick for the arena, never a player at a table.

It is shown every hand (the arena hands them over; no table or engine does) and plays the
card the exact solver finds best. The arena pits it against the others to tell how far
each is from perfect play with the cards face up (docs/benchmarks.md).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.base import Decision, Reason
from circolo.games.tressette.players.heuristic.choice import best_valued
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.view import SeatView

#: The arena's name for it.
ORACLE = "oracle"


class SeesAll(Protocol):
    """A measuring stick the arena shows every hand: a player whose ``sees_all`` is true is
    asked through :meth:`decide_seeing` (the oracle; benchmarks' players shown some hands)."""

    sees_all: bool

    def decide_seeing(self, view: SeatView, hands: Sequence[Sequence[Card]]) -> Decision:
        """The card for ``view`` with ``hands`` (every seat's cards now) shown."""
        ...


@dataclass
class OraclePlayer:
    """Plays the double-dummy best card, seeing every hand."""

    rng: random.Random
    _solver: Solver = field(default_factory=lambda: Solver(20), repr=False)

    #: The arena gives this player every hand (see :meth:`decide_seeing`).
    sees_all = True

    @property
    def name(self) -> str:
        return ORACLE

    def decide(self, view: SeatView) -> Decision:
        """Refused: the oracle plays only where it is shown every hand."""
        raise RuntimeError("the oracle plays only in the arena, where it sees every hand")

    def decide_seeing(self, view: SeatView, hands: Sequence[Sequence[Card]]) -> Decision:
        """The best card of ``view`` with ``hands`` (every seat's cards now) known."""
        trick = [played.card for played in view.current_trick]
        leader = view.current_trick[0].seat if view.current_trick else view.seat
        values = self._solver.move_values(hands, leader, trick, view.seat % 2)
        card = best_valued(view.legal, values)
        return Decision(
            card, (), (Reason("oracle.best", {"card": card.code, "thirds": values[card]}),)
        )
