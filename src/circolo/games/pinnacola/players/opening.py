"""How every Pinnacola AI player keeps the options' house rules it must plan around.

With ``first_meld_minimum``, a player who has not opened lays nothing unless his hand can
open with the minimum, and then lays the melds :func:`opening_plan` finds, one per step, in
its order (the same greedy choice each step, so the plan is followed to its end). The club
players take a pile card whenever the engine allows it (``usable_pile``: under a minimum, a
card that opens with it this turn), open with it by :func:`opening_use`, and value a hand
that cannot reach the minimum as one that lays nothing (:func:`hand_opens`); when they take
nothing, :func:`stock_reason` says which rule kept the pile from them. The ``random``
player takes from the pile only once it has opened (:func:`pile_allowed`). With
``no_close_first_round``, every move keeps two cards in the first round (see
:func:`keeps_a_card`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.actions import Attach, LayMeld, Undo
from circolo.games.pinnacola.house_rules import opening_plan, pile_barred
from circolo.games.pinnacola.melds import make_meld
from circolo.games.pinnacola.moves import lay_options, leaves_a_discard
from circolo.games.pinnacola.players.base import PinnacolaDecision, PinnacolaReason
from circolo.games.pinnacola.usable import pile_refusal
from circolo.games.pinnacola.view import PinnacolaView

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
    """Whether the ``random`` player takes from the pile at all: not before opening under a
    minimum."""
    return not opening_bound(view)


def hand_opens(view: PinnacolaView, hand: Sequence[FrenchCard]) -> bool:
    """Whether ``hand`` may go down this turn as far as the opening's minimum goes: the
    minimum does not bind, or the hand's melds reach it (:func:`opening_plan`)."""
    if not opening_bound(view):
        return True
    return opening_plan(hand, view.options, view.options.first_meld_minimum) is not None


def opening_use(view: PinnacolaView, card: FrenchCard) -> LayMeld | None:
    """The meld that puts ``card``, taken from the pile, down so that the opening reaches the
    options' minimum this turn (the most valuable such meld); None when the minimum does not
    bind or no meld gets there."""
    if not opening_bound(view):
        return None
    options, hand = view.options, view.hand
    found = [
        meld
        for meld in lay_options(hand, options)
        if card in [placed.card for placed in meld.cards]
        and len(meld.cards) < len(hand)
        and opening_plan(hand, options, options.first_meld_minimum, meld) is not None
    ]
    if not found:
        return None
    return max(found, key=lambda m: (make_meld(m.cards, options).value(options), str(m)))


def stock_reason(view: PinnacolaView) -> PinnacolaReason:
    """Why a player who may take nothing from the pile draws from the stock: the options bar
    the pile before opening, no pile card would open with the minimum, or no pile card can
    be melded at once."""
    opened = view.opened[view.seat]
    if view.pile and pile_barred(view.options, opened):
        return PinnacolaReason("club.stock_pile_barred")
    melds = view.team_melds()
    for index, card in enumerate(view.pile):
        hand = sorted((*view.hand, *view.pile[index:]))
        refusal = pile_refusal(card, hand, melds, opened, view.options, view.first_round)
        if refusal == "error.pin_pile_opening_short":
            facts = {"minimum": view.options.first_meld_minimum}
            return PinnacolaReason("club.stock_pile_short", facts)
    return PinnacolaReason("club.stock")


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
