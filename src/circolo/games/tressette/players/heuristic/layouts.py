"""Layouts of the unseen cards that agree with what one seat knows, sampled exactly.

The one sampler of the computer players: the heuristic's count of the last tricks
(endgame.py) and pimc (circolo.games.tressette.players.pimc) both draw their layouts here.

Each unseen card may go to some of the other seats (voids shown by not following, cards
revealed by accuse, signals read through their truth conditions where they can be trusted:
:class:`~circolo.games.tressette.players.heuristic.knowledge.Knowledge`), and a signal may also
have told how
many cards of a suit a seat keeps (exactly, or at least: a *striscio*). Cards that may go
to the same seats (and, where a seat's count of the suit is known, of the same suit) are
interchangeable for counting, so the number of layouts is counted class by class over the
seats' remaining room and the counts still owed, and layouts are drawn uniformly from that
count: no rejection loop, nothing that can stall. Where what is known contradicts itself (a
bluff believed), the constraints are dropped to the cards and voids alone (no counts), then
to what following suit proved, then to none.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product
from math import comb

from circolo.core.cards.italian import Card, Suit
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.rules import HAND_SIZE, SEATS

#: What is left to fill: each other seat's room, then each suit count still owed.
State = tuple[int, ...]
#: One class of interchangeable cards: the seats that may take them, their suit where one
#: of those seats has a count of it (else None: the cards' suits count for none), the cards.
Class = tuple[tuple[int, ...], Suit | None, list[Card]]


@dataclass(frozen=True)
class SuitCount:
    """A seat's number of cards of a suit that a signal told: ``exactly`` or at least ``n``."""

    seat: int
    suit: Suit
    n: int
    exactly: bool


def suit_counts(knowledge: Knowledge) -> list[SuitCount]:
    """The suit counts this seat knows of the others' hands (a void already known: none)."""
    counts = []
    for seat in range(SEATS):
        if seat == knowledge.me:
            continue
        facts = knowledge.seats[seat]
        for suit, n in facts.counts.items():
            if n != 0 or suit not in facts.voids:
                counts.append(SuitCount(seat, suit, n, exactly=True))
        for suit, n in facts.at_least.items():
            if n > 0:
                counts.append(SuitCount(seat, suit, n, exactly=False))
    return sorted(counts, key=lambda c: (c.seat, c.suit.code, c.exactly))


class LayoutSampler:
    """Uniform layouts of one seat's unseen cards under what it knows."""

    def __init__(self, knowledge: Knowledge) -> None:
        view = knowledge.view
        self.me = view.seat
        self.others = [seat for seat in range(SEATS) if seat != self.me]
        played = [sum(1 for p in view.plays if p.seat == seat) for seat in range(SEATS)]
        room = tuple(HAND_SIZE - played[seat] for seat in self.others)
        self.hand = list(view.hand)
        unseen = sorted(view.unseen, key=lambda c: c.index)
        counts = suit_counts(knowledge)
        follow = {seat: _follow_voids(knowledge, seat) for seat in self.others}
        levels: tuple[tuple[str, Callable[[int, Card], bool], list[SuitCount]], ...] = (
            ("all", knowledge.may_hold, counts),
            ("cards", knowledge.may_hold, []),
            ("follow", lambda seat, card: card.suit not in follow[seat], []),
            ("none", lambda seat, card: True, []),
        )
        for kept, allowed, kept_counts in levels:
            if kept == "cards" and not counts:
                continue  # the same constraints as "all"
            #: Which constraints were kept: "all", "cards" (no suit counts), "follow" (only
            #: the voids shown by play) or "none".
            self.kept = kept
            #: The suit counts kept (only with "all").
            self.counts = kept_counts
            #: Where the sampling starts: the seats' room, then each count owed.
            self.start: State = (*room, *(c.n for c in kept_counts))
            self.classes = _classes(unseen, self.others, allowed, kept_counts)
            self.counter = _Counter(self.classes, self.others, kept_counts)
            if self.counter.count(0, self.start) > 0:
                break

    @property
    def layouts(self) -> int:
        """How many layouts agree with the constraints kept."""
        return self.counter.count(0, self.start)

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """One layout: the four hands (this seat's own as it is), drawn uniformly."""
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        hands[self.me] = list(self.hand)
        state = self.start
        for index, (seats, suit, cards) in enumerate(self.classes):
            total = self.counter.count(index, state)
            pick = rng.random() * total
            chosen: tuple[int, ...] | None = None
            for split, ways in self.counter.splits(index, state):
                pick -= ways
                if pick < 0:
                    chosen = split
                    break
            if chosen is None:  # rounding at the very end: the last split with any ways
                chosen = [split for split, ways in self.counter.splits(index, state) if ways][-1]
            shuffled = list(cards)
            rng.shuffle(shuffled)
            start = 0
            for position, taken in enumerate(chosen):
                hands[seats[position]].extend(shuffled[start : start + taken])
                start += taken
            after = self.counter.after(state, seats, chosen, suit)
            assert after is not None  # a split with ways leaves a state that can be filled
            state = after
        return hands


def _follow_voids(knowledge: Knowledge, seat: int) -> set[Suit]:
    facts = knowledge.seats[seat]
    return {suit for suit, source in facts.void_source.items() if source == "follow"}


def _classes(
    unseen: Sequence[Card],
    others: Sequence[int],
    allowed: Callable[[int, Card], bool],
    counts: Sequence[SuitCount],
) -> list[Class]:
    """The unseen cards grouped by the seats that may hold them (most constrained first).

    Where one of those seats has a count of the card's suit, the cards are grouped by suit
    too: a class's cards are interchangeable for every constraint.
    """
    counted = {(c.seat, c.suit) for c in counts}
    groups: dict[tuple[tuple[int, ...], Suit | None], list[Card]] = {}
    for card in unseen:
        seats = tuple(seat for seat in others if allowed(seat, card))
        suit = card.suit if any((seat, card.suit) in counted for seat in seats) else None
        groups.setdefault((seats, suit), []).append(card)
    ordered = sorted(
        groups.items(), key=lambda item: (len(item[0][0]), item[0][0], _suit_key(item[0][1]))
    )
    return [(seats, suit, cards) for (seats, suit), cards in ordered]


def _suit_key(suit: Suit | None) -> str:
    return "" if suit is None else suit.code


class _Counter:
    """Counts of completions: how many ways the classes from ``index`` on fill a state."""

    def __init__(
        self, classes: list[Class], others: Sequence[int], counts: Sequence[SuitCount]
    ) -> None:
        self.classes = classes
        self.others = list(others)
        self._position = {seat: i for i, seat in enumerate(self.others)}
        self.counts = list(counts)
        self.count = cache(self._count)
        self.splits = cache(self._splits)

    def after(
        self, state: State, seats: Sequence[int], taken: Sequence[int], suit: Suit | None
    ) -> State | None:
        """The state once ``taken[i]`` cards of ``suit`` go to ``seats[i]``; None if it fails."""
        left = list(state)
        for seat, count in zip(seats, taken, strict=True):
            if not count:
                continue
            pos = self._position[seat]
            left[pos] -= count
            if left[pos] < 0:
                return None
            for j, known in enumerate(self.counts):
                if suit is not None and known.seat == seat and known.suit is suit:
                    owed = left[len(self.others) + j] - count
                    if owed < 0 and known.exactly:
                        return None
                    left[len(self.others) + j] = max(owed, 0)
        return tuple(left)

    def _splits(self, index: int, state: State) -> list[tuple[tuple[int, ...], int]]:
        """Each way to split class ``index`` among its seats, with its number of layouts."""
        seats, suit, cards = self.classes[index]
        size = len(cards)
        if not seats:  # cards nobody may hold: no layout at all
            return []
        result = []
        for split in product(range(size + 1), repeat=len(seats) - 1):
            last = size - sum(split)
            if last < 0:
                continue
            taken = (*split, last)
            left = self.after(state, seats, taken, suit)
            if left is None:
                continue
            ways = _multinomial(size, taken) * self.count(index + 1, left)
            if ways:
                result.append((taken, ways))
        return result

    def _count(self, index: int, state: State) -> int:
        if index == len(self.classes):
            return 1 if not any(state) else 0
        return sum(ways for _, ways in self.splits(index, state))


def _multinomial(n: int, parts: Sequence[int]) -> int:
    ways, left = 1, n
    for part in parts:
        ways *= comb(left, part)
        left -= part
    return ways


class TiltedSampler:
    """Layouts under the same constraints, drawn in proportion to a product of tilts.

    A tilt says how much more often than uniformly a card should go to a seat; a layout's
    chance is proportional to the product of its cards' tilts (uniform when all are 1).
    Counted card by card over the seats' room and the counts owed, so drawing is exact, as
    for the uniform one.
    """

    def __init__(self, sampler: LayoutSampler, tilt: Mapping[tuple[int, Card], float]) -> None:
        self.me = sampler.me
        self.hand = sampler.hand
        self.others = sampler.others
        self.start = sampler.start
        self._after = sampler.counter.after
        #: Each unseen card with the seats and tilts it may take.
        self.cards: list[tuple[Card, list[tuple[int, float]]]] = []
        for seats, _, cards in sampler.classes:
            for card in cards:
                options = [(seat, tilt.get((seat, card), 1.0)) for seat in seats]
                self.cards.append((card, [(seat, t) for seat, t in options if t > 0]))
        self.total = cache(self._total)

    def _give(self, index: int, state: State, seat: int) -> State | None:
        """The state once card ``index`` goes to ``seat`` (None: it may not)."""
        return self._after(state, (seat,), (1,), self.cards[index][0].suit)

    def _total(self, index: int, state: State) -> float:
        """The summed tilt products of the ways cards from ``index`` on fill ``state``."""
        if index == len(self.cards):
            return 0.0 if any(state) else 1.0
        total = 0.0
        for seat, tilt in self.cards[index][1]:
            left = self._give(index, state, seat)
            if left is not None:
                total += tilt * self.total(index + 1, left)
        return total

    def sample(self, rng: random.Random) -> tuple[list[list[Card]], float]:
        """One layout (the four hands) and the product of its cards' tilts.

        Raises ValueError when no layout has a positive tilt product.
        """
        if self.total(0, self.start) <= 0:
            raise ValueError("no layout has a positive tilt")
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        hands[self.me] = list(self.hand)
        state = self.start
        product_of_tilts = 1.0
        for index, (card, options) in enumerate(self.cards):
            # Each seat the card may go to: its tilt, the state after, and its ways on.
            ways: list[tuple[int, float, State | None, float]] = []
            for seat, tilt in options:
                left = self._give(index, state, seat)
                on = 0.0 if left is None else tilt * self.total(index + 1, left)
                ways.append((seat, tilt, left, on))
            pick = rng.random() * sum(way[3] for way in ways)
            chosen = next((way for way in ways if way[3] > 0), ways[0])
            for way in ways:
                if way[3] <= 0:
                    continue
                chosen = way
                pick -= way[3]
                if pick < 0:
                    break
            seat, tilt, after, _ = chosen
            hands[seat].append(card)
            product_of_tilts *= tilt
            assert after is not None  # the seat chosen had ways to fill the rest
            state = after
        return hands, product_of_tilts
