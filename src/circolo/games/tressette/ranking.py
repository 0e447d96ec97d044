"""Tressette's order and values of the Italian cards: who takes a trick, what a card is worth.

The Italian card (circolo/core/cards/italian.py) is the same card in every game; each game ranks
and values it its own way (Briscola puts the asso and the tre on top). In Tressette the tre
is the strongest card of its suit, then the due, the asso, re, cavallo, fante, and the
scartine from the sette down to the quattro; the asso is worth a point (three thirds), the
figures, the due and the tre a third each, the scartine nothing. These tables are the one
place those facts live: the rules, the players and the C solver (configured from them when
it is loaded, circolo/games/tressette/solver/native.py) all read them here.

>>> from circolo.core.cards.italian import Card
>>> strength(Card.parse("3d")), strength(Card.parse("4d"))
(9, 0)
>>> thirds(Card.parse("Ad")), thirds(Card.parse("Rd")), thirds(Card.parse("7d"))
(3, 1, 0)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from circolo.core.cards.italian import DECK, SUITS, Card, Rank

#: Ranks from the strongest to the weakest in a trick.
RANKS_BY_STRENGTH: Final[tuple[Rank, ...]] = (
    Rank.TRE, Rank.DUE, Rank.ASSO, Rank.RE, Rank.CAVALLO, Rank.FANTE,
    Rank.SETTE, Rank.SEI, Rank.CINQUE, Rank.QUATTRO,
)  # fmt: skip
#: Trick-taking power of each rank: 9 for the tre down to 0 for the quattro.
RANK_STRENGTH: Final[dict[Rank, int]] = {
    rank: len(RANKS_BY_STRENGTH) - 1 - position for position, rank in enumerate(RANKS_BY_STRENGTH)
}
#: Value of each rank in thirds of a point.
RANK_THIRDS: Final[dict[Rank, int]] = {
    Rank.ASSO: 3, Rank.TRE: 1, Rank.DUE: 1, Rank.RE: 1, Rank.CAVALLO: 1, Rank.FANTE: 1,
    Rank.SETTE: 0, Rank.SEI: 0, Rank.CINQUE: 0, Rank.QUATTRO: 0,
}  # fmt: skip
#: The thirds of each strength, weakest first (what the C solver is configured with).
THIRDS_BY_STRENGTH: Final[tuple[int, ...]] = tuple(
    RANK_THIRDS[rank] for rank in reversed(RANKS_BY_STRENGTH)
)

_STRENGTH: Final[tuple[int, ...]] = tuple(RANK_STRENGTH[card.rank] for card in DECK)
_THIRDS: Final[tuple[int, ...]] = tuple(RANK_THIRDS[card.rank] for card in DECK)
_SUIT_ORDER: Final[dict[object, int]] = {suit: i for i, suit in enumerate(SUITS)}


def strength(card: Card) -> int:
    """The card's power in a trick of its suit (9 = the tre, 0 = the quattro)."""
    return _STRENGTH[card.index]


def thirds(card: Card) -> int:
    """The card's value in thirds of a point."""
    return _THIRDS[card.index]


def cards_thirds(cards: Iterable[Card]) -> int:
    """The value of ``cards`` in thirds of a point."""
    return sum([_THIRDS[card.index] for card in cards])


def sort_key(card: Card) -> tuple[int, int]:
    """A Tressette hand's order: by suit (d c s b), then from the strongest card down."""
    return _SORT_KEYS[card.index]


#: :func:`sort_key` of every card of the deck, by its position (each deal sorts 40 cards).
_SORT_KEYS: Final[tuple[tuple[int, int], ...]] = tuple(
    (_SUIT_ORDER[card.suit], -_STRENGTH[card.index]) for card in DECK
)
