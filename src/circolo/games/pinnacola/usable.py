"""Whether a card taken from the pile can be melded this turn, as the rules require.

A player may take a pile card only if he can put it in a meld before discarding and
still keep a card to discard: in a new meld with cards of his hand, or attached (alone or
with up to two helpers) to a meld of his team. Taking a wild card by a swap to make room
is not counted, so such a draw is refused; docs/pinnacola.md says so.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.actions import Attach, LayMeld
from circolo.games.pinnacola.house_rules import opening_reaches, pile_barred
from circolo.games.pinnacola.melds import (
    Meld,
    added_cards,
    interpretations,
    is_wild,
    may_share_a_meld,
)
from circolo.games.pinnacola.options import PinnacolaOptions


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
    first_round: bool = False,
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
    keep_after_attach = 1 if opened and not first_round else 2
    keep_after_lay = 2 if first_round else 1  # a first round barred from closing keeps two
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
        if len(others) - size < keep_after_lay:
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


def pile_refusal(
    card: FrenchCard,
    hand: Sequence[FrenchCard],
    team_melds: Sequence[tuple[int, Meld]],
    opened: bool,
    options: PinnacolaOptions,
    first_round: bool = False,
) -> str | None:
    """Why ``card`` may not be taken from the pile (a catalog key), ``hand`` holding it and
    what came with it; None when it may. The options' house rules count too: no pile before
    opening, and an opening's minimum that the card must help reach."""
    if pile_barred(options, opened):
        return "error.pin_pile_unopened"
    use = pile_card_use(card, hand, team_melds, opened, options, first_round)
    if use is None:
        return "error.pin_pile_unusable"
    if options.first_meld_minimum and not opened:
        first = use if isinstance(use, LayMeld) else None
        if not opening_reaches(card, hand, options, first):
            return "error.pin_pile_opening_short"
    return None


def usable_pile(
    pile: Sequence[FrenchCard],
    hand: Sequence[FrenchCard],
    team_melds: Sequence[tuple[int, Meld]],
    opened: bool,
    options: PinnacolaOptions,
    first_round: bool = False,
) -> tuple[int, ...]:
    """The pile cards (by index, 0 = the bottom) a player holding ``hand`` may take."""
    if pile_barred(options, opened):
        return ()
    return tuple(
        k
        for k in range(len(pile))
        if pile_refusal(
            pile[k], sorted((*hand, *pile[k:])), team_melds, opened, options, first_round
        )
        is None
    )


def discardable_cards(
    hand: Sequence[FrenchCard],
    must_use: Sequence[FrenchCard],
    may_go_out: bool,
    opening_short: int = 0,
) -> tuple[FrenchCard, ...]:
    """The cards that may be discarded after the draw: none while a card taken must still be
    melded or an opening is short of its minimum, none when the last card would close for a
    player who may not go out (he has not opened, or it is the first round and the options
    bar closing there)."""
    if must_use or opening_short or (len(hand) == 1 and not may_go_out):
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
