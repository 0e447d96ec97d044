"""Pinnacola's ``random`` player: random legal actions, melding now and then."""

from __future__ import annotations

import random
from dataclasses import dataclass

from circolo.games.pinnacola.actions import (
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Undo,
)
from circolo.games.pinnacola.moves import attachments, lay_options
from circolo.games.pinnacola.players.base import PinnacolaDecision, PinnacolaReason
from circolo.games.pinnacola.players.opening import keeps_a_card, opening_step, pile_allowed
from circolo.games.pinnacola.view import PinnacolaView

#: Chance of taking from the pile when a pile card may be taken.
PILE_RATE = 0.2
#: Chance of laying or attaching something before discarding.
MELD_RATE = 0.5


def obligation(view: PinnacolaView) -> LayMeld | Attach | None:
    """A move that puts the first card that must be melded this turn into a meld."""
    return view.use_of(view.must_use[0]) if view.must_use else None


def stuck_undo(
    view: PinnacolaView, use: LayMeld | Attach | None, code: str
) -> PinnacolaDecision | None:
    """``Undo`` (reason ``code``) where a card that must be melded this turn no longer fits
    any meld after the turn's own steps (``use``, the :func:`obligation` of ``view``, is
    None) — a position a person's steps can leave (the engine took the card only where it
    fitted, so taking the steps back frees it again); None otherwise."""
    if not view.must_use or use is not None:
        return None
    if view.current is None or not view.current.actions:
        return None  # nothing to take back: the VIEW reader refuses such a position
    facts = {"card": view.must_use[0].code}
    return PinnacolaDecision(Undo(), (PinnacolaReason(code, facts),))


@dataclass
class PinnacolaRandomPlayer:
    """Draws, melds and discards at random among legal actions."""

    rng: random.Random

    @property
    def name(self) -> str:
        """``random``."""
        return "random"

    def decide(self, view: PinnacolaView) -> PinnacolaDecision:
        """A random legal action for the seat to move in ``view``."""
        if view.phase == "draw":
            usable = view.usable_pile if pile_allowed(view) else ()
            if usable and (view.stock_size == 0 or self.rng.random() < PILE_RATE):
                index = self.rng.choice(usable)
                facts = {"card": view.pile[index].code}
                return PinnacolaDecision(DrawPile(index), (PinnacolaReason("random.pile", facts),))
            if view.stock_size == 0:
                return PinnacolaDecision(EndHand(), (PinnacolaReason("random.end"),))
            return PinnacolaDecision(DrawStock(), (PinnacolaReason("random.stock"),))
        use = obligation(view)
        stuck = stuck_undo(view, use, "random.use_undo")
        if stuck is not None:
            return stuck
        if use is not None:
            facts = {"card": view.must_use[0].code}
            return PinnacolaDecision(use, (PinnacolaReason("random.use", facts),))
        step = opening_step(view)
        if isinstance(step, PinnacolaDecision):
            return step
        if step is None and self.rng.random() < MELD_RATE:
            moves: list[LayMeld | Attach] = [
                *lay_options(view.hand, view.options),
                *attachments(view.hand, view.team_melds(), view.options),
            ]
            moves = [m for m in moves if keeps_a_card(view, m)]
            if moves:
                move = self.rng.choice(moves)
                codes = [str(p) for p in move.cards]
                return PinnacolaDecision(move, (PinnacolaReason("random.meld", {"cards": codes}),))
        card = self.rng.choice(view.discardable)
        return PinnacolaDecision(
            Discard(card), (PinnacolaReason("random.discard", {"card": card.code}),)
        )
