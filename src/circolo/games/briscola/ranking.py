"""Briscola's order and values of the Italian cards: who takes a trick, what a card is worth.

The same Italian card as Tressette's (circolo/core/cards/italian.py), ranked its own way: the
asso and the tre on top, then re, cavallo, fante and the scartine from the sette down to
the due; the asso is worth 11, the tre 10, re 4, cavallo 3, fante 2, the rest nothing: 120
in the deck (docs/rules.md, "Briscola").

>>> from circolo.core.cards.italian import Card, Suit
>>> strength(Card.parse("Ad")), strength(Card.parse("3d")), strength(Card.parse("2d"))
(9, 8, 0)
>>> points(Card.parse("Ad")), points(Card.parse("Cd")), points(Card.parse("7d"))
(11, 3, 0)
>>> trick_winner([Card.parse("Ad"), Card.parse("2b"), Card.parse("3d")], Suit.BASTONI)
1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from circolo.core.cards.italian import DECK, Card, Rank, Suit

#: Ranks from the strongest to the weakest in a trick.
RANKS_BY_STRENGTH: Final[tuple[Rank, ...]] = (
    Rank.ASSO, Rank.TRE, Rank.RE, Rank.CAVALLO, Rank.FANTE,
    Rank.SETTE, Rank.SEI, Rank.CINQUE, Rank.QUATTRO, Rank.DUE,
)  # fmt: skip
#: Trick-taking power of each rank: 9 for the asso down to 0 for the due.
RANK_STRENGTH: Final[dict[Rank, int]] = {
    rank: len(RANKS_BY_STRENGTH) - 1 - position for position, rank in enumerate(RANKS_BY_STRENGTH)
}
#: Points of each rank.
RANK_POINTS: Final[dict[Rank, int]] = {
    Rank.ASSO: 11, Rank.TRE: 10, Rank.RE: 4, Rank.CAVALLO: 3, Rank.FANTE: 2,
    Rank.SETTE: 0, Rank.SEI: 0, Rank.CINQUE: 0, Rank.QUATTRO: 0, Rank.DUE: 0,
}  # fmt: skip
#: The points in the whole deck.
DECK_POINTS: Final = sum(RANK_POINTS[card.rank] for card in DECK)
#: The card a player may exchange for the face-up briscola (``swap_seven``): its rank.
SWAP_RANK: Final = Rank.SETTE


def strength(card: Card) -> int:
    """How strong ``card`` is within its suit: 9 for the asso down to 0 for the due."""
    return RANK_STRENGTH[card.rank]


def points(card: Card) -> int:
    """What ``card`` is worth: 11, 10, 4, 3, 2 or 0."""
    return RANK_POINTS[card.rank]


def cards_points(cards: Iterable[Card]) -> int:
    """What ``cards`` are worth together."""
    return sum(RANK_POINTS[card.rank] for card in cards)


def beats(card: Card, best: Card, briscola: Suit) -> bool:
    """Whether ``card`` played after ``best`` (the trick's winning card so far) takes over."""
    if card.suit is best.suit:
        return strength(card) > strength(best)
    return card.suit is briscola


def trick_winner(cards: Sequence[Card], briscola: Suit) -> int:
    """The position in ``cards`` (in playing order) of the card that takes the trick: the
    highest briscola, else the highest card of the suit led."""
    winner = 0
    for position in range(1, len(cards)):
        if beats(cards[position], cards[winner], briscola):
            winner = position
    return winner


def sort_key(card: Card) -> tuple[int, int]:
    """A hand's order on screen: by suit, the strongest card first."""
    return (card.index // 10, -strength(card))
