"""Scopa's ``random`` player: a card of its hand at random, then one of that card's captures at
random (a card that can take must take; one that cannot is laid down)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from circolo.core.players import Reason
from circolo.games.scopa.players.base import ScopaDecision
from circolo.games.scopa.state import Play
from circolo.games.scopa.values import value
from circolo.games.scopa.view import SeatView


def random_reason(play: Play) -> Reason:
    """Why the random player played ``play``: chance, and what the card took."""
    card = play.card.code
    if not play.take:
        return Reason("scopa.random.lay", {"card": card})
    if len(play.take) == 1:
        return Reason("scopa.random.take_one", {"card": card, "won": play.take[0].code})
    facts = {"card": card, "count": len(play.take), "sum": value(play.card)}
    return Reason("scopa.random.take_sum", facts)


@dataclass
class ScopaRandomPlayer:
    """Plays a uniformly random card of its hand, and a uniformly random capture of it."""

    rng: random.Random

    @property
    def name(self) -> str:
        """``random``."""
        return "random"

    def decide(self, view: SeatView) -> ScopaDecision:
        """A random step for the seat to move in ``view``."""
        legal = view.legal
        card = self.rng.choice(view.hand)
        play = self.rng.choice([play for play in legal if play.card == card])
        return ScopaDecision(play, (random_reason(play),))
