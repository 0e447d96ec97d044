"""What the ``heuristic`` Scopa player counts from its seat: the cards still unseen, each
side's pile and scope, how many cards the next player holds, and what a card taken is worth.

Everything comes from the seat's view (its hand, the table, the plays of the hand, the
stock's size): a card is *unseen* when it is neither in the seat's hand nor on the table nor
played nor taken, so the other hands and the stock hold exactly the unseen cards. A card's
*worth* is an estimate, in points of the hand's count, of what taking it brings a side: its
share of ``carte`` and ``denari`` while those are open, the settebello's point, the sevens,
sixes and aces for the primiera (rules.md, "A hand's points").

>>> from circolo.core.cards.italian import Card
>>> from circolo.games.scopa.options import ScopaOptions
>>> worths = card_worths(ScopaOptions(), ((), ()))
>>> round(worths[Card.parse("7d").index], 2), round(worths[Card.parse("4c").index], 2)
(1.55, 0.09)
>>> round(chance_of_any(4, unseen=30, held=3), 3)  # one of 4 cards among 3 of 30 unseen
0.36
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import DECK, Card, Rank, Suit
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.scoring import HALF_DECK, HALF_DENARI
from circolo.games.scopa.values import NAPOLA_SEQUENCE, RE_BELLO, SETTEBELLO, denari, value
from circolo.games.scopa.view import SeatView

#: A card's share of the ``carte`` point while neither side has more than half the deck.
CARD: Final = 0.09
#: A denaro's share of the ``denari`` point while neither side has more than five.
DENARO: Final = 0.14
#: The settebello's point, the re bello's (with ``re_bello``), and a scopa's.
POINT: Final = 1.0
#: What each rank adds for the primiera: the sevens decide it, then the sixes and the aces.
PRIMIERA_SHARE: Final[dict[Rank, float]] = {
    Rank.SETTE: 0.32, Rank.SEI: 0.13, Rank.ASSO: 0.07, Rank.CINQUE: 0.03,
}  # fmt: skip
#: What each of the napola's first denari adds (with ``napola``: 3 points or more for A-2-3).
NAPOLA_SHARE: Final = 0.4

Piles = tuple[Sequence[Card], Sequence[Card]]


def card_worths(options: ScopaOptions, piles: Piles) -> tuple[float, ...]:
    """Each card's worth (by its deck index) to the side that takes it, given the piles so
    far: ``carte`` and ``denari`` count only while still open."""
    carte_open = all(len(pile) <= HALF_DECK for pile in piles)
    coins_open = denari_open(piles)
    taken = {card for pile in piles for card in pile}
    napola_open = options.napola and not any(c in taken for c in NAPOLA_SEQUENCE[:3])
    worths = []
    for card in DECK:
        worth = CARD if carte_open else 0.0
        if card.suit is Suit.DENARI and coins_open:
            worth += DENARO
        worth += PRIMIERA_SHARE.get(card.rank, 0.0)
        if card == SETTEBELLO or (card == RE_BELLO and options.re_bello):
            worth += POINT
        if napola_open and card in NAPOLA_SEQUENCE[:3]:
            worth += NAPOLA_SHARE
        worths.append(worth)
    return tuple(worths)


def denari_open(piles: Piles) -> bool:
    """Whether ``denari`` is still to be won: neither side has taken more than five."""
    return all(denari(pile) <= HALF_DENARI for pile in piles)


def none_held(count: int, *, unseen: int, held: int) -> float:
    """The chance that a hand of ``held`` cards, drawn from ``unseen`` cards, holds none of
    ``count`` given ones (hypergeometric)."""
    if count <= 0:
        return 1.0
    if unseen - count < held:
        return 0.0
    chance = 1.0
    for drawn in range(held):
        chance *= (unseen - count - drawn) / (unseen - drawn)
    return chance


def chance_of_any(count: int, *, unseen: int, held: int) -> float:
    """The chance that a hand of ``held`` cards, drawn from ``unseen``, holds one of ``count``."""
    return 1.0 - none_held(count, unseen=unseen, held=held)


@dataclass(frozen=True, slots=True)
class Count:
    """What the seat knows of the hand: the cards unseen, the piles, and what comes next."""

    options: ScopaOptions
    seat: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    #: The cards in no one's sight: the other hands and the stock.
    unseen: tuple[Card, ...]
    #: Each side's pile so far (the seat's side is ``side``).
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    #: Each side's scope so far.
    scope: tuple[int, int]
    #: Each seat's cards in hand now.
    held: tuple[int, ...]
    stock_left: int
    #: Plays still to come in the hand, this one included.
    plays_left: int
    #: The side of the last capture so far (None before any).
    last_capture: int | None
    #: Each card's worth by deck index (:func:`card_worths`).
    worths: tuple[float, ...]

    @classmethod
    def of(cls, view: SeatView) -> Count:
        """The count of ``view``'s seat."""
        options = view.options
        seen = set(view.hand) | set(view.table)
        piles: list[tuple[Card, ...]] = [(), ()]
        scope = [0, 0]
        played = [0] * options.players
        last_capture = None
        for entry in view.plays:
            seen.add(entry.card)
            seen.update(entry.take)
            played[entry.seat] += 1
            if entry.take:
                side = options.side_of(entry.seat)
                piles[side] = (*piles[side], entry.card, *entry.take)
                last_capture = side
                scope[side] += entry.scopa
        dealt = (len(DECK) - options.table_size - view.stock_left) // options.players
        both = (piles[0], piles[1])
        return cls(
            options=options,
            seat=view.seat,
            hand=view.hand,
            table=view.table,
            unseen=tuple(card for card in DECK if card not in seen),
            piles=both,
            scope=(scope[0], scope[1]),
            held=tuple(dealt - count for count in played),
            stock_left=view.stock_left,
            plays_left=len(DECK) - options.table_size - len(view.plays),
            last_capture=last_capture,
            worths=card_worths(options, both),
        )

    @property
    def side(self) -> int:
        """The seat's side."""
        return self.options.side_of(self.seat)

    @property
    def denari_open(self) -> bool:
        """Whether ``denari`` is still to be won."""
        return denari_open(self.piles)

    @property
    def next_seat(self) -> int:
        """The seat that plays after this one (always the other side)."""
        return (self.seat + 1) % self.options.players

    @property
    def last_play(self) -> bool:
        """Whether this seat's play now is the hand's very last."""
        return self.plays_left == 1

    def next_held(self) -> int:
        """How many cards the next player will hold when it plays: a fresh hand when this
        play empties the last one and the stock has cards; 0 after the hand's last play."""
        held = self.held[self.next_seat]
        if held == 0 and self.stock_left > 0:
            return self.options.hand_size
        return held

    def worth(self, cards: Sequence[Card]) -> float:
        """What taking ``cards`` is worth to a side."""
        return sum(self.worths[card.index] for card in cards)

    def out_of_value(self, worth: int) -> int:
        """How many unseen cards have the capture value ``worth``."""
        return sum(value(card) == worth for card in self.unseen)

    def next_may_hold(self, worth: int) -> float:
        """The chance that the next player holds a card of capture value ``worth``, by the
        count (every unseen card as likely to be in its hand)."""
        return chance_of_any(
            self.out_of_value(worth), unseen=len(self.unseen), held=self.next_held()
        )

    @property
    def exact_end(self) -> bool:
        """Whether every unseen card is in the other player's hand (two players, the stock
        out): the rest of the hand can be reckoned exactly."""
        return (
            self.options.players == 2
            and self.stock_left == 0
            and len(self.unseen) == self.held[self.next_seat]
        )
