"""How every Pinnacola AI player keeps the options' house rules it must plan around.

With ``first_meld_minimum``, a player who has not opened lays nothing unless his hand can
open with the minimum, and then lays the melds :func:`opening_plan` finds, one per step, in
its order (the same greedy choice each step, so the plan is followed to its end); and he
takes from the pile only once he has opened. With ``no_close_first_round``, every move keeps
two cards in the first round (see :func:`keeps_a_card`).
"""

from __future__ import annotations

from typing import Literal

from circolo.ai.pinnacola.base import PinnacolaDecision, PinnacolaReason
from circolo.pinnacola.actions import Attach, LayMeld, Undo
from circolo.pinnacola.house_rules import opening_plan
from circolo.pinnacola.melds import make_meld
from circolo.pinnacola.moves import leaves_a_discard
from circolo.pinnacola.view import PinnacolaView

#: ``hold``: lay nothing this turn (the opening's minimum is out of reach).
Hold = Literal["hold"]


def keeps_a_card(view: PinnacolaView, move: LayMeld | Attach) -> bool:
    """Whether ``move`` leaves the player a card to discard (two if he has not opened, or in
    a first round where closing is barred)."""
    return leaves_a_discard(len(view.hand), move, view.opened[view.seat], view.first_round)


def opening_bound(view: PinnacolaView) -> bool:
    """Whether the seat has not opened and the options ask a minimum to open."""
    own = any(meld.seat == view.seat for meld in view.melds)
    return bool(view.options.first_meld_minimum) and not own


def pile_allowed(view: PinnacolaView) -> bool:
    """Whether this player takes from the pile at all: not before opening under a minimum."""
    return not opening_bound(view)


def opening_step(view: PinnacolaView) -> PinnacolaDecision | Hold | None:
    """The step the opening's minimum dictates in the meld phase: the next meld of the
    opening plan, ``Undo`` when an opening begun this turn cannot be completed, ``hold``
    when the hand cannot open yet; None when the minimum does not bind (play as usual)."""
    short = view.opening_short()
    if not short and not opening_bound(view):
        return None
    needed = short or view.options.first_meld_minimum
    plan = opening_plan(view.hand, view.options, needed)
    if plan is None:
        if short:
            return PinnacolaDecision(
                Undo(), (PinnacolaReason("club.opening_undo", {"short": short}),)
            )
        return "hold"
    move = plan[0]
    points = make_meld(move.cards, view.options).value(view.options)
    facts = {"cards": [str(p) for p in move.cards], "points": points, "minimum": needed}
    return PinnacolaDecision(move, (PinnacolaReason("club.opening_minimum", facts),))
