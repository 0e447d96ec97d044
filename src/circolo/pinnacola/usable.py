"""Whether a card taken from the pile can be melded this turn, as the rules require.

A player may take a pile card only if he can put it in a meld before discarding and
still keep a card to discard: in a new meld with cards of his hand, or attached (alone or
with up to two helpers) to a meld of his team. Taking a wild card by a swap to make room
is not counted, so such a draw is refused; docs/pinnacola.md says so.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from circolo.cards.french import FrenchCard
from circolo.pinnacola.actions import Attach, LayMeld
from circolo.pinnacola.melds import Meld, added_cards, interpretations, is_wild, may_share_a_meld
from circolo.pinnacola.options import PinnacolaOptions


def _near(card: FrenchCard, other: FrenchCard, options: PinnacolaOptions) -> bool:
    """Whether ``other`` could stand in one meld with the natural ``card`` (a wild card, or
    a natural card within three ranks: two helpers may stand between them)."""
    return is_wild(other, options) or may_share_a_meld(card, other, reach=3)


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
                    return Attach(number, added_cards(meld, found[0]))
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


def usable_pile(
    pile: Sequence[FrenchCard],
    hand: Sequence[FrenchCard],
    team_melds: Sequence[tuple[int, Meld]],
    opened: bool,
    options: PinnacolaOptions,
) -> tuple[int, ...]:
    """The pile cards (by index, 0 = the bottom) a player holding ``hand`` may take."""
    return tuple(
        k
        for k in range(len(pile))
        if pile_card_usable(pile[k], sorted((*hand, *pile[k:])), team_melds, opened, options)
    )


def discardable_cards(
    hand: Sequence[FrenchCard], must_use: Sequence[FrenchCard], opened: bool
) -> tuple[FrenchCard, ...]:
    """The cards that may be discarded after the draw: none while a card taken must still be
    melded, none when the last card would close for a player who has not opened."""
    if must_use or (len(hand) == 1 and not opened):
        return ()
    return tuple(dict.fromkeys(hand))


def _groups(
    helpers: Sequence[FrenchCard], others: Sequence[FrenchCard], size: int
) -> list[tuple[FrenchCard, ...]]:
    """Groups of ``size`` helper cards the hand holds (a card twice only if held twice)."""
    groups = []
    for group in itertools.combinations_with_replacement(helpers, size):
        if all(group.count(c) <= others.count(c) for c in set(group)):
            groups.append(group)
    return groups
