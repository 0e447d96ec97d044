"""What a Scopa card is worth: its capture value, its primiera figure, and the denari that the
settebello, the re bello and the napola count (rules.md, "Scopa").

>>> from circolo.core.cards.italian import parse_cards
>>> value(Card.parse("Rb")), value(Card.parse("Ac")), value(Card.parse("Fs"))
(10, 1, 8)
>>> primiera(parse_cards(["7d", "6c", "As", "5b", "2d"]))
70
>>> primiera(parse_cards(["7d", "7c", "7s"])) is None
True
>>> napola(parse_cards(["Ad", "2d", "3d", "4d", "6d"])), napola(parse_cards(["Ad", "3d"]))
(4, 0)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from circolo.core.cards.italian import DECK, RANKS, Card, Rank, Suit

#: The capture value of each rank: A = 1, 2 to 7 their number, Fante 8, Cavallo 9, Re 10.
CAPTURE_VALUES: Final[dict[Rank, int]] = {rank: number for number, rank in enumerate(RANKS, 1)}
#: The primiera's figure of each rank: 7 = 21, 6 = 18, A = 16, 5 = 15, 4 = 14, 3 = 13,
#: 2 = 12, Fante, Cavallo and Re 10.
PRIMIERA_FIGURES: Final[dict[Rank, int]] = {
    Rank.SETTE: 21, Rank.SEI: 18, Rank.ASSO: 16, Rank.CINQUE: 15, Rank.QUATTRO: 14,
    Rank.TRE: 13, Rank.DUE: 12, Rank.FANTE: 10, Rank.CAVALLO: 10, Rank.RE: 10,
}  # fmt: skip
#: The 7 of denari, worth a point on its own.
SETTEBELLO: Final = Card.of(Rank.SETTE, Suit.DENARI)
#: The Re of denari, worth a point with the option ``re_bello``.
RE_BELLO: Final = Card.of(Rank.RE, Suit.DENARI)
#: The denari in the napola's order: A, 2, 3 score 3, then each next one in sequence 1 more.
NAPOLA_SEQUENCE: Final[tuple[Card, ...]] = tuple(Card.of(rank, Suit.DENARI) for rank in RANKS)
#: The napola scores only from its first three cards.
NAPOLA_FIRST: Final = 3

_VALUE_BY_INDEX: Final[tuple[int, ...]] = tuple(CAPTURE_VALUES[card.rank] for card in DECK)


def value(card: Card) -> int:
    """The capture value of ``card``: a card takes an equal one, or cards adding up to it."""
    return _VALUE_BY_INDEX[card.index]


def primiera(cards: Iterable[Card]) -> int | None:
    """A side's primiera: the sum over the four suits of its best figure, or None when it
    lacks a suit (it then cannot win the point)."""
    best: dict[Suit, int] = {}
    for card in cards:
        figure = PRIMIERA_FIGURES[card.rank]
        if figure > best.get(card.suit, 0):
            best[card.suit] = figure
    return sum(best.values()) if len(best) == len(Suit) else None


def denari(cards: Iterable[Card]) -> int:
    """How many denari ``cards`` hold."""
    return sum(card.suit is Suit.DENARI for card in cards)


def napola(cards: Iterable[Card]) -> int:
    """The napola of a side's pile: 0 without A, 2 and 3 of denari; else 3, plus 1 for each
    next denaro in unbroken sequence (A-2-3-4-5 = 5, all ten = 10)."""
    held = set(cards)
    run = 0
    for card in NAPOLA_SEQUENCE:
        if card not in held:
            break
        run += 1
    return run if run >= NAPOLA_FIRST else 0


def sort_key(card: Card) -> tuple[int, int]:
    """The order a hand is shown in: by capture value, then by suit (d c s b)."""
    return (_VALUE_BY_INDEX[card.index], card.index // len(RANKS))
