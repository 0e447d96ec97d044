"""The melds, attachments and swaps a hand offers: the move lists the AI players choose from.

Not every legal combination is listed (a hand of 15 cards has thousands), but every kind
is: each natural set and run at its longest and its shortest, each meld of two natural
cards and a wild card, each single card or wild card a meld of the team can take, and each
joker or pinella the player may swap for.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Sequence

from circolo.core.cards.french import FRENCH_SUITS, FrenchCard
from circolo.games.pinnacola.actions import Attach, LayMeld, Swap
from circolo.games.pinnacola.melds import (
    Meld,
    Placed,
    added_cards,
    interpretations,
    is_wild,
    may_share_a_meld,
    run_ranks,
)
from circolo.games.pinnacola.options import PinnacolaOptions


def natural_sets(hand: Sequence[FrenchCard], options: PinnacolaOptions) -> list[LayMeld]:
    """Sets of natural cards: each rank held in three or four suits, all of them and any three."""
    by_rank: dict[str, set[str]] = defaultdict(set)
    for card in hand:
        if not is_wild(card, options):
            by_rank[card.rank].add(card.suit)
    found = []
    for rank, suits in by_rank.items():
        ordered = [s for s in FRENCH_SUITS if s in suits]
        if len(ordered) < 3:
            continue
        groups = (
            [ordered]
            if len(ordered) == 3
            else [ordered, *map(list, itertools.combinations(ordered, 3))]
        )
        for group in groups:
            found.append(LayMeld(tuple(Placed(FrenchCard.of(rank, s)) for s in group)))
    return found


def natural_runs(hand: Sequence[FrenchCard], options: PinnacolaOptions) -> list[LayMeld]:
    """Runs of natural cards: each longest run of a suit, and its three-card stretches."""
    ranks = run_ranks(options)
    found = []
    for suit in FRENCH_SUITS:
        held = {c.rank for c in hand if c.suit == suit and not is_wild(c, options)}
        present = [rank in held for rank in ranks]
        start = None
        for i in range(len(ranks) + 1):
            if i < len(ranks) and present[i]:
                if start is None:
                    start = i
                continue
            if start is not None and i - start >= 3:
                cards = [FrenchCard.of(ranks[j], suit) for j in range(start, i)]
                if cards[0].rank == "A" and cards[-1].rank == "A":
                    cards = cards[:-1]  # one ace per run unless it spans the suit
                spans = [tuple(cards), *(tuple(cards[k : k + 3]) for k in range(len(cards) - 2))]
                for span in dict.fromkeys(spans):  # the longest first, then each stretch
                    found.append(LayMeld(tuple(Placed(c) for c in span)))
            start = None
    return found


def wild_melds(hand: Sequence[FrenchCard], options: PinnacolaOptions) -> list[LayMeld]:
    """Melds of two natural cards and one wild card."""
    wilds = sorted({c for c in hand if is_wild(c, options)}, key=lambda c: c.index)
    if not wilds:
        return []
    naturals = sorted({c for c in hand if not is_wild(c, options)}, key=lambda c: c.index)
    found: dict[tuple[str, ...], LayMeld] = {}
    for a, b in itertools.combinations(naturals, 2):
        if not may_share_a_meld(a, b):
            continue
        for wild in wilds:
            for meld in interpretations((), [a, b, wild], options):
                found.setdefault(tuple(meld.codes), LayMeld(meld.cards))
    return list(found.values())


def attachments(
    hand: Sequence[FrenchCard], team_melds: Iterable[tuple[int, Meld]], options: PinnacolaOptions
) -> list[Attach]:
    """Single cards of the hand that a meld of the team can take (wild cards included)."""
    cards = sorted(set(hand), key=lambda c: c.index)
    found = []
    for number, meld in team_melds:
        if meld.kind == "jokers":
            continue
        for card in cards:
            for bigger in interpretations(meld.cards, [card], options, meld.seat, kind=meld.kind):
                found.append(Attach(number, added_cards(meld, bigger)))
    return found


def swaps(
    hand: Sequence[FrenchCard],
    melds: Sequence[Meld],
    team: int,
    options: PinnacolaOptions,
) -> list[Swap]:
    """Wild cards the player may take by giving the natural card they stand for."""
    held = set(hand)
    found = []
    for number, meld in enumerate(melds):
        if meld.kind == "jokers":
            continue
        natural_suits = {p.card.suit for p in meld.cards if p.is_natural}
        for placed in meld.cards:
            if placed.is_natural:
                continue
            if not placed.card.is_joker and meld.seat % 2 != team:
                continue
            if placed.as_card is not None:
                if placed.as_card in held:
                    found.append(Swap(number, placed.as_card, placed.card))
                continue
            for card in held:
                if (
                    placed.as_rank == card.rank
                    and not is_wild(card, options)
                    and card.suit not in natural_suits
                ):
                    found.append(Swap(number, card, placed.card))
    return found


def leaves_a_discard(
    hand_size: int, move: LayMeld | Attach, opened: bool, first_round: bool = False
) -> bool:
    """Whether ``move`` leaves a card to discard: two for a player who has not opened and
    only attaches (he may not go down to his last card), two in a first round where closing
    is barred, one otherwise."""
    left = hand_size - len(move.cards)
    if first_round:
        return left >= 2
    return left >= (1 if opened or isinstance(move, LayMeld) else 2)


def lay_options(hand: Sequence[FrenchCard], options: PinnacolaOptions) -> list[LayMeld]:
    """Every new meld :mod:`moves` lists for ``hand``."""
    return [*natural_sets(hand, options), *natural_runs(hand, options), *wild_melds(hand, options)]
