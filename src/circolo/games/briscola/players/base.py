"""A Briscola player's decision: the step (a card, or the 7's exchange) and its reasons.

Reasons are :class:`~circolo.games.tressette.players.base.Reason` values, rendered by the it/en
catalogs like
Tressette's (codes under ``reason.briscola.``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from circolo.core.i18n import DEFAULT_LANG, Lang
from circolo.core.players import Reason
from circolo.games.briscola.state import Action
from circolo.games.briscola.view import SeatView


@dataclass(frozen=True)
class BriscolaDecision:
    """What a player does on its turn, and why."""

    action: Action
    reasons: tuple[Reason, ...] = ()

    def explain(self, lang: Lang = DEFAULT_LANG) -> str:
        """All reasons as one text in ``lang``."""
        return " ".join(reason.render(lang) for reason in self.reasons)


class BriscolaPlayer(Protocol):
    """Anything that, given one seat's view, decides that seat's step."""

    @property
    def name(self) -> str:
        """The player's name as written in records (``random``)."""
        ...

    def decide(self, view: SeatView) -> BriscolaDecision:
        """The step of the seat to move in ``view`` (its own turn)."""
        ...
