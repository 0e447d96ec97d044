"""A perfect-information search of one Scopa layout, for ``pimc``: every hand and the stock's
order known, each legal step valued by looking ahead.

``pimc`` deals the cards its seat has not seen into layouts (:mod:`pimc`) and values its
steps in each with :class:`LayoutSearch`: negamax with alpha-beta pruning over the plays to
come (the sides alternate at every play, with two players as with four). Where the hand's end
is within reach, the search goes there, dealing the layout's stock when the hands run out,
and a leaf is the hand's exact count (:func:`~circolo.games.scopa.scoring.count_hand`, the
leftovers to the last capture). Otherwise it looks ``depth`` plays ahead but not past the
round's end (no side plays the next deal knowing it), and values a leaf by what each side
took meanwhile, card by card at the club player's worths
(:func:`~circolo.games.scopa.players.heuristic_count.card_worths`), and a point a scopa; at a
round's end, the chance that the next player's new cards sweep the table is added for it.
Cards are deck indices inside the search, for speed.

>>> from circolo.core.cards.italian import parse_cards
>>> from circolo.games.scopa.options import ScopaOptions
>>> idx = lambda codes: tuple(card.index for card in parse_cards(codes))
>>> search = LayoutSearch.of(
...     ScopaOptions(), dealer=1, turn=0, hands=[idx(["7d"]), idx(["2c"])], table=idx(["7c"]),
...     stock=(), piles=(idx(["Ac"]), ()), scope=(0, 0), last_capture=0)
>>> search.plays_left, search.root_values(depth=2)
(2, {(6, (16,)): 2.0})
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from circolo.core.cards.italian import DECK, RANKS, Rank
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.players.heuristic_count import card_worths, chance_of_any
from circolo.games.scopa.scoring import count_hand

#: Each card's capture value, by deck index.
VALUES: Final[tuple[int, ...]] = tuple(index % len(RANKS) + 1 for index in range(len(DECK)))
#: The Ace's capture value (it sweeps the table with ``scopa_d_assi``).
ACE: Final = RANKS.index(Rank.ASSO) + 1
#: The highest capture value: a table adding up to more is never swept by one card.
TOP_VALUE: Final = 10
#: A scopa's point.
SCOPA_POINT: Final = 1.0
#: Larger than any hand's difference of points.
INFINITY: Final = 1e9

#: A step inside the search: the card played and the table cards it takes (deck indices).
Move = tuple[int, tuple[int, ...]]
#: What a play changed, to put back: the mover's hand, the table, the balance, the last
#: capture, the stock's cards dealt, whether it was a scopa, and the cards added to a pile.
Undo = tuple[tuple[int, ...], tuple[int, ...], float, int | None, int, bool, int]


def captures(card: int, table: Sequence[int], *, sweep: bool) -> list[tuple[int, ...]]:
    """Each capture ``card`` may make on ``table`` (rules.md, "Scopa": one equal card, else a
    set adding up to it, else ``()``: laid down); ``sweep``: the option scopa_d_assi."""
    worth = VALUES[card]
    if sweep and worth == ACE and table:
        return [tuple(table)]
    equal: list[tuple[int, ...]] = [(other,) for other in table if VALUES[other] == worth]
    if equal:
        return equal
    found: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def extend(start: int, left: int) -> None:
        for index in range(start, len(table)):
            other = table[index]
            if VALUES[other] > left:
                continue
            chosen.append(other)
            if VALUES[other] == left:
                if len(chosen) >= 2:
                    found.append(tuple(chosen))
            else:
                extend(index + 1, left - VALUES[other])
            chosen.pop()

    extend(0, worth)
    return found or [()]


@dataclass(slots=True)
class LayoutSearch:
    """One layout's hand from the seat to move on, searched by negamax (module docstring).

    The state is changed in place by :meth:`_play` and put back by :meth:`_unplay`."""

    options: ScopaOptions
    dealer: int
    hands: list[tuple[int, ...]]
    table: tuple[int, ...]
    #: The layout's stock, top card first, and how many of its cards are dealt.
    stock: tuple[int, ...]
    drawn: int
    turn: int
    plays_left: int
    piles: tuple[list[int], list[int]]
    scope: list[int]
    last_capture: int | None
    worths: tuple[float, ...]
    #: What side 0 took less what side 1 took since the root, at the worths and scope.
    balance: float = 0.0
    #: Whether the search deals the stock's next cards when the hands run out (only when it
    #: goes to the hand's end: short of it a round's end is a leaf).
    cross_deals: bool = False
    nodes: int = 0
    _deal_order: tuple[int, ...] = field(default=())

    @classmethod
    def of(
        cls,
        options: ScopaOptions,
        *,
        dealer: int,
        turn: int,
        hands: Sequence[Sequence[int]],
        table: Sequence[int],
        stock: Sequence[int],
        piles: tuple[Sequence[int], Sequence[int]],
        scope: tuple[int, int],
        last_capture: int | None,
    ) -> LayoutSearch:
        """The search of a layout: each seat's hand, the table, the stock still to deal (top
        first), the piles, scope and last capture so far, with ``turn`` to play."""
        players = options.players
        in_hands = sum(len(hand) for hand in hands)
        cards_piles = tuple(DECK[i] for i in piles[0]), tuple(DECK[i] for i in piles[1])
        return cls(
            options=options,
            dealer=dealer,
            hands=[tuple(hand) for hand in hands],
            table=tuple(table),
            stock=tuple(stock),
            drawn=0,
            turn=turn,
            plays_left=in_hands + len(stock),
            piles=(list(piles[0]), list(piles[1])),
            scope=list(scope),
            last_capture=last_capture,
            worths=card_worths(options, cards_piles),
            _deal_order=tuple((dealer + 1 + i) % players for i in range(players)),
        )

    def moves(self) -> list[Move]:
        """The seat to move's steps, the richest captures first (for the pruning)."""
        sweep = self.options.scopa_d_assi
        worths = self.worths
        found: list[tuple[float, Move]] = []
        for card in self.hands[self.turn]:
            for take in captures(card, self.table, sweep=sweep):
                gain = sum(worths[c] for c in take) + worths[card] if take else -worths[card]
                found.append((gain, (card, take)))
        found.sort(key=lambda pair: -pair[0])
        return [move for _, move in found]

    def root_values(self, depth: int) -> dict[Move, float]:
        """Each step of the seat to move, valued for its side: the hand's exact points
        difference from here where the end is within ``depth`` plays, else what the sides
        take in the next ``depth`` plays (module docstring)."""
        values: dict[Move, float] = {}
        self.cross_deals = depth >= self.plays_left
        for move in self.moves():
            undo = self._play(move)
            values[move] = -self._negamax(depth - 1, -INFINITY, INFINITY)
            self._unplay(undo)
        return values

    def _negamax(self, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.plays_left == 0:
            return self._final()
        if depth <= 0 or not any(self.hands):
            return self._leaf()
        best = -INFINITY
        for move in self.moves():
            undo = self._play(move)
            value = -self._negamax(depth - 1, -beta, -alpha)
            self._unplay(undo)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    def _leaf(self) -> float:
        """A leaf short of the hand's end, for the side to move: what the sides took since
        the root; at a round's end, with the hands empty, less nothing and plus the chance
        that the side to move's next cards (from the stock) hold one sweeping the table."""
        balance = self.balance if self.turn % 2 == 0 else -self.balance
        if any(self.hands) or not self.table:
            return balance
        total = sum(VALUES[card] for card in self.table)
        if total > TOP_VALUE:
            return balance
        stock = self.stock[self.drawn :]
        out = sum(VALUES[card] == total for card in stock)
        chance = chance_of_any(out, unseen=len(stock), held=self.options.hand_size)
        swept = SCOPA_POINT + sum(self.worths[card] for card in self.table)
        return balance + chance * swept

    def _final(self) -> float:
        """The finished hand's points difference for the side to move (the leftovers on the
        table go to the last capture)."""
        piles = [[DECK[i] for i in pile] for pile in self.piles]
        if self.last_capture is not None:
            piles[self.last_capture] += [DECK[i] for i in self.table]
        last = 0 if self.last_capture is None else self.last_capture
        scope = (self.scope[0], self.scope[1])
        total = count_hand(self.options, (piles[0], piles[1]), scope, last).total
        difference = total[0] - total[1]
        return float(difference if self.turn % 2 == 0 else -difference)

    def _play(self, move: Move) -> Undo:
        """Play ``move`` in place; what :meth:`_unplay` needs to put it back."""
        card, take = move
        seat = self.turn
        side = seat % 2
        sign = 1.0 if side == 0 else -1.0
        hand, table_before, balance, last_capture = (
            self.hands[seat],
            self.table,
            self.balance,
            self.last_capture,
        )
        drawn = self.drawn
        self.hands[seat] = tuple(c for c in self.hands[seat] if c != card)
        self.plays_left -= 1
        scopa = False
        if take:
            table = tuple(c for c in self.table if c not in take)
            pile = self.piles[side]
            pile.append(card)
            pile.extend(take)
            self.balance += sign * (self.worths[card] + sum(self.worths[c] for c in take))
            swept = self.options.scopa_d_assi and VALUES[card] == ACE and len(self.table) > 0
            scopa = (
                not table and not swept and (self.plays_left > 0 or self.options.scopa_on_last_play)
            )
            if scopa:
                self.scope[side] += 1
                self.balance += sign * SCOPA_POINT
            self.last_capture = side
            self.table = table
        else:
            self.table = (*self.table, card)
        self.turn = (seat + 1) % self.options.players
        if self.plays_left and not any(self.hands) and self.cross_deals:
            self._deal_round()
        return (
            hand,
            table_before,
            balance,
            last_capture,
            drawn,
            scopa,
            len(take) + 1 if take else 0,
        )

    def _unplay(self, undo: Undo) -> None:
        """Put back what :meth:`_play` changed."""
        hand, table, balance, last_capture, drawn, scopa, taken = undo
        seat = (self.turn - 1) % self.options.players
        side = seat % 2
        if self.drawn != drawn:
            self.hands = [() for _ in self.hands]
            self.drawn = drawn
        self.hands[seat] = hand
        self.table = table
        self.balance = balance
        self.last_capture = last_capture
        if taken:
            del self.piles[side][-taken:]
        if scopa:
            self.scope[side] -= 1
        self.plays_left += 1
        self.turn = seat

    def _deal_round(self) -> None:
        """Every hand is empty: the next cards of the stock, one at a time from dealer+1."""
        players = self.options.players
        count = min(self.options.hand_size * players, len(self.stock) - self.drawn)
        hands: list[list[int]] = [[] for _ in range(players)]
        for position in range(count):
            hands[self._deal_order[position % players]].append(self.stock[self.drawn + position])
        self.hands = [tuple(hand) for hand in hands]
        self.drawn += count
