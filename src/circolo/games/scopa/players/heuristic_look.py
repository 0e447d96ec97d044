"""How the ``heuristic`` Scopa player weighs a step: what it takes now, and what it leaves the
next player, counted over the cards still unseen; at the hand's end between two, every line.

A step's *gain* is the worth of the cards it takes (the card played with them), a scopa's
point, and at the hand's last play the leftovers to the side of the last capture. The
*reply* is what the next player takes back from the table left: the best capture of each
card it may hold, averaged over the hands the count allows — the expected best of its cards
(every unseen card as likely to be in its hand). The *follow-up* is what the seat's other
cards could take from that table on its next turn. A step is worth its gain, less the reply,
and a share of its follow-up (:data:`FOLLOW_SHARE`). When the stock is out between two
players the other hand is known (it is every unseen card), and the rest of the hand is played
out line by line to the hand's exact count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import Card
from circolo.games.scopa.captures import Take, sweeps, takes
from circolo.games.scopa.players.heuristic_count import POINT, Count
from circolo.games.scopa.scoring import count_hand
from circolo.games.scopa.state import Play
from circolo.games.scopa.values import value

#: The share of a step's follow-up counted in its score: the next player plays first, and may
#: take the cards or change the table (measured: `circolo arena --game scopa`).
FOLLOW_SHARE: Final = 0.6


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a step leaves: the table after it and whether it scores a scopa."""

    table: tuple[Card, ...]
    scopa: bool


def outcome(count: Count, card: Card, take: Take, table: Sequence[Card], *, last: bool) -> Outcome:
    """The table after ``card`` takes ``take`` from ``table`` (laid down when ``take`` is
    empty), and whether that is a scopa (``last``: the hand's last play)."""
    options = count.options
    if not take:
        return Outcome((*table, card), False)
    taken = set(take)
    left = tuple(other for other in table if other not in taken)
    scopa = (
        not left
        and not sweeps(card, table, aces_sweep=options.scopa_d_assi)
        and (not last or options.scopa_on_last_play)
    )
    return Outcome(left, scopa)


def capture_gain(count: Count, card: Card, take: Take, scopa: bool) -> float:
    """The worth of a capture: the card played and the cards taken, and a scopa's point."""
    if not take:
        return 0.0
    return count.worth((card, *take)) + (POINT if scopa else 0.0)


def best_take(count: Count, card: Card, table: tuple[Card, ...], *, last: bool) -> float | None:
    """The worth of the best capture ``card`` makes on ``table``, the card itself left out
    (so the same for every card of its value), or None when it takes nothing."""
    best: float | None = None
    for take in takes(card, table, aces_sweep=count.options.scopa_d_assi):
        if take:
            after = outcome(count, card, take, table, last=last)
            gain = count.worth(take) + (POINT if after.scopa else 0.0)
            best = gain if best is None else max(best, gain)
    return best


def expected_best(gains: Sequence[float], *, unseen: int, held: int) -> float:
    """The expected best of ``held`` gains drawn without replacement from ``unseen`` cards,
    ``gains`` holding each unseen card's (a hand's best is at least 0: a card laid down).

    >>> expected_best([1.0, 0.0, 0.0, 0.0], unseen=4, held=2)  # the 1 is in 2 hands of 4
    0.5
    """
    ordered = sorted((gain for gain in gains if gain > 0), reverse=True)
    expected, none_so_far = 0.0, 1.0
    for rank, gain in enumerate(ordered):
        # the chance that none of the rank+1 best cards is held
        left = unseen - rank - 1
        none_now = 0.0 if left < held else none_so_far * (left - held + 1) / (unseen - rank)
        expected += gain * (none_so_far - none_now)
        none_so_far = none_now
        if none_so_far == 0.0:
            break
    return expected


def reply(count: Count, table: tuple[Card, ...]) -> float:
    """The expected worth of the next player's best capture on ``table``, by the count."""
    held = count.next_held()
    if held == 0 or not count.unseen:
        return 0.0
    last = count.plays_left == 2
    by_value: dict[int, float | None] = {}
    gains = []
    for card in count.unseen:
        worth = value(card)
        if worth not in by_value:
            by_value[worth] = best_take(count, card, table, last=last)
        best = by_value[worth]
        gains.append(0.0 if best is None else best + count.worths[card.index])
    return expected_best(gains, unseen=len(count.unseen), held=held)


def follow_up(count: Count, play: Play, table: tuple[Card, ...]) -> tuple[float, Card | None]:
    """The best the seat's other cards could take from ``table`` on its next turn (if the
    next player leaves it so), and the card that would."""
    best, by = 0.0, None
    last = count.plays_left == count.options.players + 1
    for card in count.hand:
        if card == play.card:
            continue
        gain = best_take(count, card, table, last=last)
        if gain is not None and gain + count.worths[card.index] > best:
            best, by = gain + count.worths[card.index], card
    return best, by


@dataclass(frozen=True, slots=True)
class Judged:
    """One step weighed: its gain now, the reply it leaves, what the seat's other cards can
    take next from the table it leaves (and the card that can), and that table."""

    play: Play
    gain: float
    reply: float
    follow: float
    follow_card: Card | None
    table: tuple[Card, ...]
    scopa: bool

    @property
    def score(self) -> float:
        """The step's worth to the seat: its gain, less the expected reply, and a share of
        its follow-up (the next player plays first)."""
        return self.gain - self.reply + FOLLOW_SHARE * self.follow


def judge(count: Count, play: Play) -> Judged:
    """``play`` weighed by its gain, the next player's expected reply and its follow-up."""
    last = count.last_play
    after = outcome(count, play.card, play.take, count.table, last=last)
    gain = capture_gain(count, play.card, play.take, after.scopa)
    if last:
        side = count.side if play.take else count.last_capture
        leftovers = count.worth(after.table)
        gain += leftovers if side == count.side else -leftovers
        return Judged(play, gain, 0.0, 0.0, None, after.table, after.scopa)
    follow, by = follow_up(count, play, after.table)
    return Judged(play, gain, reply(count, after.table), follow, by, after.table, after.scopa)


Piles = tuple[tuple[Card, ...], tuple[Card, ...]]


@dataclass(frozen=True, slots=True)
class Line:
    """A position of the hand's end between two (sides 0 and 1, each one seat)."""

    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    table: tuple[Card, ...]
    piles: Piles
    scope: tuple[int, int]
    last_capture: int | None

    def after(self, count: Count, mover: int, card: Card, take: Take) -> Line:
        """The position after ``mover`` plays ``card`` taking ``take``."""
        last = len(self.hands[0]) + len(self.hands[1]) == 1
        done = outcome(count, card, take, self.table, last=last)
        kept = tuple(c for c in self.hands[mover] if c != card)
        hands = (kept, self.hands[1]) if mover == 0 else (self.hands[0], kept)
        piles, scope, last_capture = self.piles, self.scope, self.last_capture
        if take:
            grown = (*piles[mover], card, *take)
            piles = (grown, piles[1]) if mover == 0 else (piles[0], grown)
            scope = (scope[0] + done.scopa, scope[1]) if mover == 0 else (
                scope[0], scope[1] + done.scopa)  # fmt: skip
            last_capture = mover
        return Line(hands, done.table, piles, scope, last_capture)

    def total(self, count: Count, side: int) -> int:
        """Once every card is played: ``side``'s points less the other's in the hand's count
        (the leftovers to the side of the last capture)."""
        taker = self.last_capture
        assert taker is not None, "the hand's last card always takes"
        grown = (*self.piles[taker], *self.table)
        piles = (grown, self.piles[1]) if taker == 0 else (self.piles[0], grown)
        result = count_hand(count.options, piles, self.scope, taker)
        return result.total[side] - result.total[1 - side]


def best_line(count: Count, line: Line, mover: int) -> int:
    """The seat's side's points less the other's when both play their best from ``line``
    with ``mover`` to play."""
    if not line.hands[mover]:
        if not line.hands[1 - mover]:
            return line.total(count, count.side)
        mover = 1 - mover
    scores = (
        best_line(count, line.after(count, mover, card, take), 1 - mover)
        for card in line.hands[mover]
        for take in takes(card, line.table, aces_sweep=count.options.scopa_d_assi)
    )
    return max(scores) if mover == count.side else min(scores)


def exact_values(count: Count, legal: Sequence[Play]) -> dict[Play, int]:
    """Each step played out to the hand's end, both sides at their best, when the other
    hand is known (:attr:`Count.exact_end`): the seat's points less the other's."""
    me = count.side
    hands = (count.hand, count.unseen) if me == 0 else (count.unseen, count.hand)
    start = Line(hands, count.table, count.piles, count.scope, count.last_capture)
    return {
        play: best_line(count, start.after(count, me, play.card, play.take), 1 - me)
        for play in legal
    }
