"""A Scopa player's decision: the step (a card and what it takes) and its reasons.

Reasons are :class:`circolo.core.players.Reason` values, rendered by the it/en catalogs (codes
under ``reason.scopa.``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from circolo.core.i18n import DEFAULT_LANG, Lang
from circolo.core.players import Reason
from circolo.games.scopa.state import Play
from circolo.games.scopa.view import SeatView


@dataclass(frozen=True)
class ScopaDecision:
    """What a player does on its turn, and why."""

    action: Play
    reasons: tuple[Reason, ...] = ()

    def explain(self, lang: Lang = DEFAULT_LANG) -> str:
        """All reasons as one text in ``lang``."""
        return " ".join(reason.render(lang) for reason in self.reasons)


class ScopaPlayer(Protocol):
    """Anything that, given one seat's view, decides that seat's step."""

    @property
    def name(self) -> str:
        """The player's name as written in records (``random``)."""
        ...

    def decide(self, view: SeatView) -> ScopaDecision:
        """The step of the seat to move in ``view`` (its own turn)."""
        ...
