"""Live outs: how many unseen cards could still make a meld of a card with its neighbours.

A club player does not keep a card for a meld that can no longer be made. Two natural
cards of the hand that may share a meld (:func:`may_share_a_meld`: one rank in two suits,
or one suit a rank or two apart) wait for a third: the rank in a suit neither has, or the
run's card below, between or above. With two decks each card exists twice; the copies
seen — in the seat's hand, on the table, in the pile, in the hands of the players who took
them from the pile — are not to come. What is left of the copies is the pair's **live
outs**; a card's live outs are its pairs' added up. Wild cards complete anything and are
left out (they count alike for every discard).

Counting them rather than the neighbours themselves is what the ``expert``'s own discard
adds to ``strong``'s (docs/pinnacola.md, "The players").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from circolo.core.cards.french import FRENCH_SUITS, FrenchCard
from circolo.games.pinnacola.melds import is_wild, may_share_a_meld, run_ranks
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.view import PinnacolaView

#: Copies of each card in Pinnacola's two decks.
COPIES: Final = 2
#: The most live outs one pair counts for (two suits or two ranks, two copies each).
MOST_A_PAIR: Final = 4


def seen_copies(view: PinnacolaView) -> Counter[FrenchCard]:
    """How many copies of each card ``view``'s seat has seen: its hand, every meld's cards,
    the pile and what the other players were seen to take."""
    seen: Counter[FrenchCard] = Counter(view.hand)
    for meld in view.melds:
        seen.update(placed.card for placed in meld.cards)
    seen.update(view.pile)
    for seat, known in enumerate(view.known):
        if seat != view.seat:
            seen.update(known)
    return seen


def completers(a: FrenchCard, b: FrenchCard, options: PinnacolaOptions) -> list[FrenchCard]:
    """The natural cards that make a meld of three with ``a`` and ``b`` (which may share one)."""
    if a.rank == b.rank:
        missing = [suit for suit in FRENCH_SUITS if suit not in (a.suit, b.suit)]
        return [FrenchCard.of(a.rank, suit) for suit in missing]
    order = run_ranks(options)  # the ace at both ends
    ranks: set[str] = set()
    for x in (i for i, rank in enumerate(order) if rank == a.rank):
        for y in (i for i, rank in enumerate(order) if rank == b.rank):
            low, high = min(x, y), max(x, y)
            if high - low == 1:
                ranks.update(order[z] for z in (low - 1, high + 1) if 0 <= z < len(order))
            elif high - low == 2:
                ranks.add(order[low + 1])
    return [FrenchCard.of(rank, a.suit) for rank in sorted(ranks)]


def neighbours(
    card: FrenchCard, hand: Sequence[FrenchCard], options: PinnacolaOptions
) -> set[FrenchCard]:
    """The other natural cards of ``hand`` that could share a meld with ``card``."""
    return {
        other
        for other in hand
        if other is not card and not is_wild(other, options) and may_share_a_meld(card, other)
    }


def live_outs(
    card: FrenchCard, hand: Sequence[FrenchCard], view: PinnacolaView, seen: Counter[FrenchCard]
) -> int:
    """The live outs of ``card``'s pairs with its :func:`neighbours` in ``hand``."""
    options = view.options
    total = 0
    for other in neighbours(card, hand, options):
        left = sum(
            max(0, COPIES - seen[third])
            for third in completers(card, other, options)
            if not is_wild(third, options)
        )
        total += min(left, MOST_A_PAIR)
    return total
