"""An exact Briscola solver for one layout: every hand and the stock's order known.

With the others' hands and the order of the stock fixed, Briscola is a game of perfect
information: the draws follow from the tricks. :func:`card_values` plays each legal card of
the seat to move and searches the rest of the hand with alpha-beta (each side taking the
most card points it can), remembering positions already valued. Cards are small integers
(their place in the deck) so a position is a tuple that hashes fast.

>>> from circolo.core.cards.italian import parse_cards, Suit
>>> hands = [parse_cards(["Ad"]), parse_cards(["3d"])]
>>> card_values(hands, (), (), 0, Suit.SPADE, 0)
{Card.parse('Ad'): 21}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from circolo.core.cards.italian import DECK, Card, Suit
from circolo.games.briscola.ranking import points, strength

_POINTS: Final = tuple(points(card) for card in DECK)
_STRENGTH: Final = tuple(strength(card) for card in DECK)
_SUIT: Final = tuple(card.index // 10 for card in DECK)

#: How a remembered value bounds the true one: it is it, at most it, or at least it.
_EXACT, _UPPER, _LOWER = 0, 1, 2
#: A position's key: the hands, the stock still to draw, the trick so far, whose turn.
_Position = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[tuple[int, int], ...], int]
_Key = _Position


class _Search:
    """One search: the layout's constants and the values of positions seen so far."""

    def __init__(self, players: int, trump: int, root_side: int) -> None:
        self.players = players
        self.trump = trump
        self.root_side = root_side
        self.memo: dict[_Key, tuple[int, int]] = {}
        self.nodes = 0

    def beats(self, card: int, best: int) -> bool:
        if _SUIT[card] == _SUIT[best]:
            return _STRENGTH[card] > _STRENGTH[best]
        return _SUIT[card] == self.trump

    def value(
        self,
        hands: tuple[tuple[int, ...], ...],
        stock: tuple[int, ...],
        trick: tuple[tuple[int, int], ...],
        turn: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The card points the root's side takes from here on, both sides at their best."""
        self.nodes += 1
        if not hands[turn]:
            return 0
        key = (hands, stock, trick, turn)
        known = self.memo.get(key)
        if known is not None:
            value, bound = known
            if bound == _EXACT:
                return value
            if bound == _LOWER:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                return value
        alpha0, beta0 = alpha, beta
        maximizing = turn % 2 == self.root_side
        best = -1 if maximizing else 10**6
        for card in hands[turn]:
            gained, child = self.after(hands, stock, trick, turn, card)
            value = gained + self.value(*child, alpha - gained, beta - gained)
            if maximizing:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        if best <= alpha0:
            self.memo[key] = (best, _UPPER)
        elif best >= beta0:
            self.memo[key] = (best, _LOWER)
        else:
            self.memo[key] = (best, _EXACT)
        return best

    def after(
        self,
        hands: tuple[tuple[int, ...], ...],
        stock: tuple[int, ...],
        trick: tuple[tuple[int, int], ...],
        turn: int,
        card: int,
    ) -> tuple[int, _Position]:
        """The root side's points from playing ``card``, and the position after it."""
        players = self.players
        hand = tuple(c for c in hands[turn] if c != card)
        hands = (*hands[:turn], hand, *hands[turn + 1 :])
        trick = (*trick, (turn, card))
        if len(trick) < players:
            return 0, (hands, stock, trick, (turn + 1) % players)
        winner, best = trick[0]
        for seat, played in trick[1:]:
            if self.beats(played, best):
                winner, best = seat, played
        taken = sum(_POINTS[c] for _, c in trick)
        gained = taken if winner % 2 == self.root_side else 0
        if stock:
            drawn = [list(h) for h in hands]
            for i in range(players):
                drawn[(winner + i) % players].append(stock[i])
            hands = tuple(tuple(sorted(h)) for h in drawn)
            stock = stock[players:]
        return gained, (hands, stock, (), winner)


def card_values(
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    trick: Sequence[tuple[int, Card]],
    turn: int,
    trump: Suit,
    root_side: int,
) -> dict[Card, int]:
    """For each card of the seat to move: the card points its side takes from now on (the
    trick in play included) when both sides play the rest at their best. ``stock`` is the
    order of the cards still to draw, the face-up card last."""
    players = len(hands)
    trump_index = next(card.index // 10 for card in DECK if card.suit is trump)
    search = _Search(players, trump_index, root_side)
    start = tuple(tuple(sorted(c.index for c in hand)) for hand in hands)
    order = tuple(c.index for c in stock)
    table = tuple((seat, c.index) for seat, c in trick)
    values = {}
    for card in hands[turn]:
        gained, child = search.after(start, order, table, turn, card.index)
        values[card] = gained + search.value(*child, -1, 10**6)
    return values
