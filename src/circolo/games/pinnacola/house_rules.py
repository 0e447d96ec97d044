"""The optional rules Pinnacola players ask for (each off by default; docs/rules.md settles
them): no closing in the first round, opening before taking from the pile, a minimum for
the opening. "Chiusura in mano" is only a matter of the score (scoring.py).

The functions read only what every seat sees — the options, the melds, the turn in progress
and how many turns were played — so that the engine and a player's view apply them alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.actions import LayMeld, Turn
from circolo.games.pinnacola.melds import Meld, make_meld
from circolo.games.pinnacola.moves import lay_options
from circolo.games.pinnacola.options import PinnacolaOptions


def in_first_round(options: PinnacolaOptions, turns_done: int) -> bool:
    """Whether closing is still barred: ``no_close_first_round`` and not every player has
    had a turn yet (``turns_done`` turns of this hand are over)."""
    return options.no_close_first_round and turns_done < options.players


def opening_short(
    options: PinnacolaOptions, melds: Sequence[Meld], seat: int, current: Turn | None
) -> int:
    """The points ``seat`` still has to lay this turn to open (0 when nothing is owed): with
    ``first_meld_minimum``, the melds of the turn a player opens in must reach it together."""
    minimum = options.first_meld_minimum
    if not minimum or current is None:
        return 0
    own = [meld for meld in melds if meld.seat == seat]
    if not own or opened_before_this_turn(melds, seat, current):  # not opening this turn
        return 0
    return max(0, minimum - sum(meld.value(options) for meld in own))


def opened_before_this_turn(melds: Sequence[Meld], seat: int, current: Turn | None) -> bool:
    """Whether ``seat`` had a meld of its own before the turn ``current`` (when it is that
    seat's turn): it has more melds than the turn laid."""
    own = sum(1 for meld in melds if meld.seat == seat)
    laid_now = 0 if current is None else sum(isinstance(a, LayMeld) for a in current.actions)
    return own > laid_now


def pile_barred(options: PinnacolaOptions, opened: bool) -> bool:
    """Whether a player may not take from the pile at all: ``open_before_pile`` and he has
    not opened before this turn."""
    return options.open_before_pile and not opened


def opening_plan(
    hand: Sequence[FrenchCard], options: PinnacolaOptions, needed: int, first: LayMeld | None = None
) -> list[LayMeld] | None:
    """Melds that open with at least ``needed`` points from ``hand`` (``first``, when given,
    then the best meld left again and again), keeping a card to discard; None if greedy
    laying does not get there."""
    left, laid, total = list(hand), [], 0
    if first is not None:
        left, total = _less(left, _cards(first)), make_meld(first.cards, options).value(options)
        laid.append(first)
    while total < needed:
        more = [m for m in lay_options(left, options) if len(m.cards) < len(left)]
        if not more:
            return None
        best = max(more, key=lambda m: (make_meld(m.cards, options).value(options), str(m)))
        total += make_meld(best.cards, options).value(options)
        left = _less(left, _cards(best))
        laid.append(best)
    return laid if left else None


def opening_reaches(
    card: FrenchCard,
    hand: Sequence[FrenchCard],
    options: PinnacolaOptions,
    first: LayMeld | None = None,
) -> bool:
    """Whether a player who has not opened, holding ``hand`` with the pile's ``card``, can
    open this turn with the options' minimum, ``card`` in the first meld (``first`` or any
    meld of the hand that holds it)."""
    candidates = [*([first] if first else []), *lay_options(hand, options)]
    return any(
        opening_plan(hand, options, options.first_meld_minimum, meld) is not None
        for meld in candidates
        if card in _cards(meld) and len(meld.cards) < len(hand)
    )


def _cards(meld: LayMeld) -> list[FrenchCard]:
    return [placed.card for placed in meld.cards]


def _less(hand: Sequence[FrenchCard], cards: Sequence[FrenchCard]) -> list[FrenchCard]:
    left = list(hand)
    for card in cards:
        left.remove(card)
    return left
