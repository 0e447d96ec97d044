"""The ``random`` player: a random legal card, and now and then a random allowed signal.

Its signals exercise the signal rules in self-play records: where the options refuse false
signals it only makes signals it knows to be true from its own view.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import DECK
from circolo.games.tressette.players.base import Decision, Reason
from circolo.games.tressette.view import SeatView

#: Chance of a signal on a card where signalling is allowed.
DEFAULT_SIGNAL_RATE = 0.3
#: Chance, in romana, of adding a "piombo a … pali" to another signal.
COMPANION_RATE = 0.3
#: The decision of playing each card without a signal, by the card's place in the deck:
#: made once, as it is the same every time (a frozen object costs a microsecond to build).
_PLAIN_DECISIONS: Final[tuple[Decision, ...]] = tuple(
    Decision(card, (), (Reason("random.card", {"card": card.code}),)) for card in DECK
)


@dataclass
class RandomPlayer:
    """Plays a uniformly random legal card; signals at random where allowed."""

    rng: random.Random
    signal_rate: float = DEFAULT_SIGNAL_RATE

    @property
    def name(self) -> str:
        """``random``."""
        return "random"

    def decide(self, view: SeatView) -> Decision:
        """A random legal card of ``view``, perhaps with a random allowed signal."""
        card = self.rng.choice(view.legal)
        plain = _PLAIN_DECISIONS[card.index]
        if not view.may_signal() or self.rng.random() >= self.signal_rate:
            return plain
        vocab = view.vocabulary
        assert vocab is not None  # a seat may signal only where signals are on
        signals: list[str] = []
        candidates = [
            s
            for s in vocab.signals
            if view.options.false_signals or view.signal_is_surely_true(card, s.id)
        ]
        main = [s for s in candidates if not s.companion]
        companions = [s for s in candidates if s.companion]
        if main:
            signals.append(self.rng.choice(main).id)
        if companions and (not main or self.rng.random() < COMPANION_RATE):
            signals.append(self.rng.choice(companions).id)
        named = {"vocabulary": view.options.signals}
        reasons = [
            *plain.reasons,
            *(Reason("random.signal", {"signal": s, **named}) for s in signals),
        ]
        return Decision(card, tuple(signals), tuple(reasons))
