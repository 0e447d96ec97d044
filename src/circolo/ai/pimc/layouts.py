"""Layouts of the unseen cards that agree with what one seat knows, sampled exactly.

Each unseen card may go to some of the other seats (voids shown by not following, cards
revealed by accuse, signals read through their truth conditions where they can be trusted:
:class:`~circolo.ai.heuristic.knowledge.Knowledge`). Cards that may go to the same seats
are interchangeable for counting, so the number of layouts is counted class by class over
the seats' remaining room, and layouts are drawn uniformly from that count: no rejection
loop, nothing that can stall. Where what is known contradicts itself (a bluff believed),
the constraints are dropped to what following suit proved, then to none.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import product
from math import comb

from circolo.ai.heuristic.knowledge import Knowledge
from circolo.cards.italian import Card
from circolo.tressette.rules import HAND_SIZE, SEATS

Caps = tuple[int, int, int]


class LayoutSampler:
    """Uniform layouts of one seat's unseen cards under what it knows."""

    def __init__(self, knowledge: Knowledge) -> None:
        view = knowledge.view
        self.me = view.seat
        self.others = [seat for seat in range(SEATS) if seat != self.me]
        played = [sum(1 for p in view.plays if p.seat == seat) for seat in range(SEATS)]
        self.room: Caps = tuple(HAND_SIZE - played[seat] for seat in self.others)  # type: ignore[assignment]
        self.hand = list(view.hand)
        unseen = sorted(view.unseen, key=lambda c: c.index)
        #: Which constraints were kept: "all", "follow" (voids shown by play) or "none".
        self.kept = "all"
        for kept, allowed in (
            ("all", lambda seat, card: knowledge.may_hold(seat, card)),
            ("follow", lambda seat, card: card.suit not in _follow_voids(knowledge, seat)),
            ("none", lambda seat, card: True),
        ):
            classes = _classes(unseen, self.others, allowed)
            counter = _Counter(classes, self.others)
            if counter.count(0, self.room) > 0:
                self.kept = kept
                self.classes = classes
                self.counter = counter
                break

    @property
    def layouts(self) -> int:
        """How many layouts agree with the constraints kept."""
        return self.counter.count(0, self.room)

    def sample(self, rng: random.Random) -> list[list[Card]]:
        """One layout: the four hands (this seat's own as it is), drawn uniformly."""
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        hands[self.me] = list(self.hand)
        room = self.room
        for index, (seats, cards) in enumerate(self.classes):
            total = self.counter.count(index, room)
            pick = rng.random() * total
            chosen: tuple[int, ...] | None = None
            for split, ways in self.counter.splits(index, room):
                pick -= ways
                if pick < 0:
                    chosen = split
                    break
            if chosen is None:  # rounding at the very end: the last split with any ways
                chosen = [split for split, ways in self.counter.splits(index, room) if ways][-1]
            shuffled = list(cards)
            rng.shuffle(shuffled)
            start = 0
            for position, taken in enumerate(chosen):
                seat = seats[position]
                hands[seat].extend(shuffled[start : start + taken])
                start += taken
            room = _minus(room, self.others, seats, chosen)
        return hands


def _follow_voids(knowledge: Knowledge, seat: int) -> set[object]:
    facts = knowledge.seats[seat]
    return {suit for suit, source in facts.void_source.items() if source == "follow"}


def _classes(
    unseen: Sequence[Card], others: Sequence[int], allowed: object
) -> list[tuple[tuple[int, ...], list[Card]]]:
    """The unseen cards grouped by the seats that may hold them (most constrained first)."""
    groups: dict[tuple[int, ...], list[Card]] = {}
    for card in unseen:
        seats = tuple(seat for seat in others if allowed(seat, card))  # type: ignore[operator]
        groups.setdefault(seats, []).append(card)
    return sorted(groups.items(), key=lambda item: (len(item[0]), item[0]))


def _minus(room: Caps, others: Sequence[int], seats: Sequence[int], taken: Sequence[int]) -> Caps:
    left = list(room)
    for seat, count in zip(seats, taken, strict=True):
        left[others.index(seat)] -= count
    return (left[0], left[1], left[2])


class _Counter:
    """Counts of completions: how many ways the classes from ``index`` on fill ``room``."""

    def __init__(
        self, classes: list[tuple[tuple[int, ...], list[Card]]], others: Sequence[int]
    ) -> None:
        self.classes = classes
        self.others = list(others)
        self.count = cache(self._count)
        self.splits = cache(self._splits)

    def _splits(self, index: int, room: Caps) -> list[tuple[tuple[int, ...], int]]:
        """Each way to split class ``index`` among its seats, with its number of layouts."""
        seats, cards = self.classes[index]
        size = len(cards)
        if not seats:  # cards nobody may hold: no layout at all
            return []
        result = []
        for split in product(range(size + 1), repeat=len(seats) - 1):
            last = size - sum(split)
            if last < 0:
                continue
            taken = (*split, last)
            left = _minus(room, self.others, seats, taken)
            if min(left) < 0:
                continue
            ways = _multinomial(size, taken) * self.count(index + 1, left)
            if ways:
                result.append((taken, ways))
        return result

    def _count(self, index: int, room: Caps) -> int:
        if index == len(self.classes):
            return 1 if room == (0, 0, 0) else 0
        return sum(ways for _, ways in self.splits(index, room))


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
    Counted card by card over the seats' room, so drawing is exact, as for the uniform one.
    """

    def __init__(self, sampler: LayoutSampler, tilt: Mapping[tuple[int, Card], float]) -> None:
        self.me = sampler.me
        self.hand = sampler.hand
        self.others = sampler.others
        self.room = sampler.room
        #: Each unseen card with the seats (positions among the others) and tilts it may take.
        self.cards: list[tuple[Card, list[tuple[int, float]]]] = []
        for seats, cards in sampler.classes:
            for card in cards:
                options = [(self.others.index(seat), tilt.get((seat, card), 1.0)) for seat in seats]
                self.cards.append((card, [(pos, t) for pos, t in options if t > 0]))
        self.total = cache(self._total)

    def _total(self, index: int, room: Caps) -> float:
        """The summed tilt products of the ways cards from ``index`` on fill ``room``."""
        if index == len(self.cards):
            return 1.0 if room == (0, 0, 0) else 0.0
        total = 0.0
        for pos, tilt in self.cards[index][1]:
            if room[pos] > 0:
                total += tilt * self.total(index + 1, _less(room, pos))
        return total

    def sample(self, rng: random.Random) -> tuple[list[list[Card]], float]:
        """One layout (the four hands) and the product of its cards' tilts.

        Raises ValueError when no layout has a positive tilt product.
        """
        if self.total(0, self.room) <= 0:
            raise ValueError("no layout has a positive tilt")
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        hands[self.me] = list(self.hand)
        room = self.room
        product_of_tilts = 1.0
        for index, (card, options) in enumerate(self.cards):
            ways = [
                (pos, tilt * self.total(index + 1, _less(room, pos)) if room[pos] > 0 else 0.0)
                for pos, tilt in options
            ]
            pick = rng.random() * sum(w for _, w in ways)
            chosen = next((pos for pos, w in ways if w > 0), 0)
            for pos, w in ways:
                if w <= 0:
                    continue
                chosen = pos
                pick -= w
                if pick < 0:
                    break
            hands[self.others[chosen]].append(card)
            product_of_tilts *= dict(options)[chosen]
            room = _less(room, chosen)
        return hands, product_of_tilts


def _less(room: Caps, pos: int) -> Caps:
    left = list(room)
    left[pos] -= 1
    return (left[0], left[1], left[2])
