"""Whether a card taken from the pile can be melded this turn, as the rules require.

A player may take a pile card only if he can put it in a meld before discarding and
still keep a card to discard: in a new meld with cards of his hand, or attached (alone or
with up to two helpers) to a meld of his team. Taking a wild card by a swap to make room
is not counted, so such a draw is refused; docs/pinnacola.md says so.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from circolo.cards.french import FRENCH_RANKS, FrenchCard
from circolo.pinnacola.actions import Attach, LayMeld
from circolo.pinnacola.melds import Meld, Placed, interpretations, is_wild
from circolo.pinnacola.options import PinnacolaOptions


def _near(card: FrenchCard, other: FrenchCard, options: PinnacolaOptions) -> bool:
    """Whether ``other`` could stand in one meld with the natural ``card``."""
    if is_wild(other, options):
        return True
    if other.rank == card.rank:
        return True
    if other.suit != card.suit:
        return False
    a, b = FRENCH_RANKS.index(card.rank), FRENCH_RANKS.index(other.rank)
    distance = min(abs(a - b), 13 - abs(a - b))  # the ace sits at both ends
    return distance <= 3


def pile_card_use(
    card: FrenchCard,
    hand: Sequence[FrenchCard],
    team_melds: Sequence[tuple[int, Meld]],
    opened: bool,
    options: PinnacolaOptions,
) -> LayMeld | Attach | None:
    """A way to put ``card`` in a meld this turn, ``hand`` holding it and what came with it.

    The attachment or the new meld returned leaves a card to discard; None when there is
    none (attaching before laying, or swaps, are not searched).
    """
    others = list(hand)
    others.remove(card)
    if is_wild(card, options):
        helpers = sorted(set(others), key=lambda c: c.index)
    else:
        helpers = sorted({c for c in others if _near(card, c, options)}, key=lambda c: c.index)
    keep_after_attach = 1 if opened else 2
    big = options.max_wild_per_meld is None or options.max_wild_per_meld > 1
    for size in (0, 1, 2):
        if len(others) - size < keep_after_attach:
            break
        for extra in _groups(helpers, others, size):
            for number, meld in team_melds:
                found = interpretations(
                    meld.cards, [card, *extra], options, meld.seat, kind=meld.kind
                )
                if found:
                    return Attach(number, _added(meld, found[0]))
    for size in (2, 3) if big else (2,):
        if len(others) - size < 1:
            break
        for extra in _groups(helpers, others, size):
            found = interpretations((), [card, *extra], options)
            if found:
                return LayMeld(found[0].cards)
    return None


def pile_card_usable(
    card: FrenchCard,
    hand: Sequence[FrenchCard],
    team_melds: Sequence[tuple[int, Meld]],
    opened: bool,
    options: PinnacolaOptions,
) -> bool:
    """Whether ``card`` can end the turn in a meld (see :func:`pile_card_use`)."""
    return pile_card_use(card, hand, team_melds, opened, options) is not None


def _added(meld: Meld, bigger: Meld) -> tuple[Placed, ...]:
    """The cards of ``bigger`` that ``meld`` lacks, as placed in ``bigger``."""
    left = list(meld.cards)
    added = []
    for placed in bigger.cards:
        if placed in left:
            left.remove(placed)
        else:
            added.append(placed)
    return tuple(added)


def _groups(
    helpers: Sequence[FrenchCard], others: Sequence[FrenchCard], size: int
) -> list[tuple[FrenchCard, ...]]:
    """Groups of ``size`` helper cards the hand holds (a card twice only if held twice)."""
    groups = []
    for group in itertools.combinations_with_replacement(helpers, size):
        if all(group.count(c) <= others.count(c) for c in set(group)):
            groups.append(group)
    return groups
