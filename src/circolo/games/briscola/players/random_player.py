"""Briscola's ``random`` player: a random card, and the 7's exchange now and then."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import Card
from circolo.core.players import Reason
from circolo.games.briscola.players.base import BriscolaDecision
from circolo.games.briscola.ranking import SWAP_RANK
from circolo.games.briscola.state import Play, SwapSeven
from circolo.games.briscola.view import SeatView

#: Chance of exchanging the 7 of briscola when the rules allow it.
SWAP_RATE: Final = 0.5


@dataclass
class BriscolaRandomPlayer:
    """Plays a uniformly random card of its hand; exchanges the 7 at random where allowed."""

    rng: random.Random

    @property
    def name(self) -> str:
        """``random``."""
        return "random"

    def decide(self, view: SeatView) -> BriscolaDecision:
        """A random step for the seat to move in ``view``."""
        if view.may_swap and self.rng.random() < SWAP_RATE:
            seven = Card.of(SWAP_RANK, view.briscola.suit)
            assert view.face_up is not None
            facts = {"card": seven.code, "won": view.face_up.code}
            return BriscolaDecision(SwapSeven(seven), (Reason("briscola.random.swap", facts),))
        card = self.rng.choice(view.legal)
        return BriscolaDecision(Play(card), (Reason("briscola.random.card", {"card": card.code}),))
