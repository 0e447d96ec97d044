"""One Scopa hand as a pure state machine: the deal, the plays with their captures and scope,
the later deals of three, and the leftovers to the side of the last capture.

The state is frozen: ``apply`` returns a new one or raises an :class:`IllegalPlayError` whose
sentence names the rule broken. Nothing here draws random numbers: a hand starts from a deck in
the order it was shuffled (:func:`deal_hand`), so a hand is its deal and its plays (rules.md,
"Scopa (2 or 4 players) and Scopone"). The game around the hands is
:class:`circolo.games.scopa.match.MatchState`.

>>> from circolo.core.cards.italian import DECK
>>> hand = deal_hand(ScopaOptions(), 1, DECK)
>>> [c.code for c in hand.table], hand.turn, hand.stock_left
(['7d', 'Fd', 'Cd', 'Rd'], 0, 30)
>>> hand = hand.apply(Play(Card.parse("Ad"), ()))  # seat 0 holds Ad 3d 5d: the Ace takes nothing
>>> [c.code for c in hand.table], hand.turn
(['7d', 'Fd', 'Cd', 'Rd', 'Ad'], 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from circolo.core.cards.italian import DECK, Card, Rank
from circolo.core.errors import IllegalPlayError
from circolo.games.scopa.captures import Take, codes, refusal, sweeps, takes
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.scoring import HandResult, Pair, count_hand

#: Three Re or more among the cards turned up call for a new deal (``three_kings_redeal``).
KINGS_FOR_REDEAL: Final = 3


@dataclass(frozen=True, slots=True)
class Play:
    """The seat to move plays ``card`` and takes ``take`` from the table (``()``: laid down).

    ``take`` is kept in the deck's order, so two plays taking the same cards are equal
    whatever order they were written in.
    """

    card: Card
    take: Take = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "take", tuple(sorted(self.take)))

    def to_json(self) -> dict[str, object]:
        """The step: ``{"card": code, "take": [codes]}`` (``[]`` to lay the card down)."""
        return {"card": self.card.code, "take": [card.code for card in self.take]}


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a hand's ``plays``: who played which card, what it took, and whether it
    scored a scopa."""

    seat: int
    card: Card
    take: Take
    scopa: bool

    def to_json(self) -> dict[str, object]:
        """The record's play: ``{"seat", "card", "take", "scopa"}``."""
        return {
            "seat": self.seat,
            "card": self.card.code,
            "take": [card.code for card in self.take],
            "scopa": self.scopa,
        }

    @property
    def step(self) -> Play:
        """The step this entry records (without its seat and its scopa)."""
        return Play(self.card, self.take)


def deal_order(options: ScopaOptions, dealer: int) -> list[int]:
    """The seats in the order they are dealt: from dealer+1, in playing order."""
    return [(dealer + 1 + i) % options.players for i in range(options.players)]


def three_kings(table: Sequence[Card]) -> bool:
    """Whether the cards turned up hold three or four Re."""
    return sum(card.rank is Rank.RE for card in table) >= KINGS_FOR_REDEAL


def redeal_due(options: ScopaOptions, deck: Sequence[Card]) -> bool:
    """Whether ``deck`` (shuffled, top first) turns up three Re or more with the option
    ``three_kings_redeal`` on: the same dealer must shuffle and deal again."""
    start = options.hand_size * options.players
    return options.three_kings_redeal and three_kings(deck[start : start + options.table_size])


def deal_hand(options: ScopaOptions, dealer: int, deck: Sequence[Card]) -> HandState:
    """The hand dealt from ``deck`` (shuffled, top first) by ``dealer``: 3 cards each (10 in
    Scopone) one at a time from dealer+1, then the next 4 face up on the table (none in
    Scopone), the rest the stock. A deal that turns up three Re is refused (see
    :func:`redeal_due`)."""
    players, size = options.players, options.hand_size
    order = deal_order(options, dealer)
    deal: list[list[Card]] = [[] for _ in range(players)]
    for position in range(size * players):
        deal[order[position % players]].append(deck[position])
    start = size * players
    end = start + options.table_size
    return HandState.start(
        options, dealer, [tuple(cards) for cards in deal], deck[start:end], deck[end:]
    )


@dataclass(frozen=True, slots=True)
class HandState:
    """One hand: the cards in hand and on the table, the stock, each side's pile and scope."""

    options: ScopaOptions
    dealer: int
    #: Each seat's first cards as dealt (the record's ``deal``).
    deal: tuple[tuple[Card, ...], ...]
    #: The cards turned up at the deal, in order (the record's ``table``).
    turned_up: tuple[Card, ...]
    #: The rest of the deck, top card first (the record's ``stock``).
    stock: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    #: The cards on the table, in the order they lie (those turned up first, then those laid).
    table: tuple[Card, ...]
    turn: int
    #: Stock cards dealt so far.
    drawn: int = 0
    plays: tuple[Entry, ...] = ()
    #: Each side's pile: the cards it took (the leftovers too, once the hand is over).
    piles: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    scope: Pair = (0, 0)
    #: The side of the last capture so far.
    last_capture: int | None = None
    #: The cards left on the table after the last play (gone to the side of the last capture).
    leftovers: tuple[Card, ...] = ()

    @classmethod
    def start(
        cls,
        options: ScopaOptions,
        dealer: int,
        deal: Sequence[Sequence[Card]],
        table: Sequence[Card],
        stock: Sequence[Card],
    ) -> HandState:
        """The hand as dealt, checked: a seat's dealer, the cards of each hand and of the
        table, the whole deck once, and no three Re turned up where they call for a redeal."""
        players = options.players
        if not 0 <= dealer < players:
            raise IllegalPlayError("error.scopa_dealer", dealer=dealer, last=players - 1)
        if len(deal) != players or any(len(cards) != options.hand_size for cards in deal):
            raise IllegalPlayError("error.scopa_deal_size", players=players, size=options.hand_size)
        if len(table) != options.table_size:
            raise IllegalPlayError(
                "error.scopa_table_size", size=options.table_size, count=len(table)
            )
        seen: set[Card] = set()
        for card in [*(card for hand in deal for card in hand), *table, *stock]:
            if card in seen:
                raise IllegalPlayError("error.scopa_deal_twice", card=card.code)
            seen.add(card)
        if len(seen) != len(DECK):
            missing = codes([card for card in DECK if card not in seen])
            raise IllegalPlayError("error.scopa_deal_missing", cards=missing)
        if options.three_kings_redeal and three_kings(table):
            raise IllegalPlayError("error.scopa_three_kings", cards=codes(table))
        dealt = tuple(tuple(hand) for hand in deal)
        turned_up = tuple(table)
        return cls(
            options, dealer, dealt, turned_up, tuple(stock), dealt, turned_up,
            (dealer + 1) % players,
        )  # fmt: skip

    @property
    def plays_per_hand(self) -> int:
        """Every card not turned up at the deal is played: 36, or 40 in Scopone."""
        return len(DECK) - len(self.turned_up)

    @property
    def stock_left(self) -> int:
        """Cards still to be dealt from the stock."""
        return len(self.stock) - self.drawn

    @property
    def is_over(self) -> bool:
        """Whether every card has been played."""
        return len(self.plays) == self.plays_per_hand

    @property
    def to_move(self) -> int | None:
        """The seat to play, or None once the hand is over."""
        return None if self.is_over else self.turn

    def legal_actions(self) -> tuple[Play, ...]:
        """Every step of the seat to move: each card it holds with each capture the card may
        make (a card that takes nothing is laid down)."""
        if self.is_over:
            return ()
        sweep = self.options.scopa_d_assi
        return tuple(
            Play(card, take)
            for card in self.hands[self.turn]
            for take in takes(card, self.table, aces_sweep=sweep)
        )

    def apply(self, play: Play) -> HandState:
        """The hand after the seat to move plays ``play``; once every hand is empty the next
        three cards each are dealt, and after the last play the leftovers are taken."""
        card = play.card
        if self.is_over:
            raise IllegalPlayError("error.hand_over", card=card.code)
        seat = self.turn
        if card not in self.hands[seat]:
            raise IllegalPlayError("error.not_in_hand", seat=seat, card=card.code)
        sweep = self.options.scopa_d_assi
        why = refusal(seat, card, play.take, self.table, aces_sweep=sweep)
        if why is not None:
            raise why
        hands = _with(self.hands, seat, tuple(c for c in self.hands[seat] if c != card))
        last = len(self.plays) + 1 == self.plays_per_hand
        side = self.options.side_of(seat)
        piles, scope, last_capture = list(self.piles), list(self.scope), self.last_capture
        scopa = False
        if play.take:
            taken = set(play.take)
            table = tuple(c for c in self.table if c not in taken)
            piles[side] = (*piles[side], card, *(c for c in self.table if c in taken))
            last_capture = side
            scopa = (
                not table
                and not sweeps(card, self.table, aces_sweep=sweep)
                and (not last or self.options.scopa_on_last_play)
            )
            scope[side] += scopa
        else:
            table = (*self.table, card)
        state = replace(
            self,
            hands=hands,
            table=table,
            turn=(seat + 1) % self.options.players,
            plays=(*self.plays, Entry(seat, card, play.take, scopa)),
            piles=(piles[0], piles[1]),
            scope=(scope[0], scope[1]),
            last_capture=last_capture,
        )
        if last:
            return state._take_leftovers()
        if not any(hands) and state.stock_left:
            return state._deal_round()
        return state

    def _take_leftovers(self) -> HandState:
        """After the last play: the table's cards go to the side of the last capture (the
        last card always could take: the other three of its value lay on the table)."""
        side = self.last_capture
        assert side is not None, "the hand's last card always takes"
        piles = list(self.piles)
        piles[side] = (*piles[side], *self.table)
        return replace(self, table=(), piles=(piles[0], piles[1]), leftovers=self.table)

    def _deal_round(self) -> HandState:
        """Every hand is empty: three more cards each, one at a time from dealer+1."""
        players, size = self.options.players, self.options.hand_size
        order = deal_order(self.options, self.dealer)
        hands: list[list[Card]] = [[] for _ in range(players)]
        count = min(size * players, self.stock_left)
        for position in range(count):
            hands[order[position % players]].append(self.stock[self.drawn + position])
        return replace(self, hands=tuple(tuple(hand) for hand in hands), drawn=self.drawn + count)

    def result(self) -> HandResult:
        """The finished hand's count, category by category."""
        if not self.is_over or self.last_capture is None:
            raise IllegalPlayError("error.scopa_hand_not_over", plays=len(self.plays))
        return count_hand(self.options, self.piles, self.scope, self.last_capture)


def _with(
    hands: tuple[tuple[Card, ...], ...], seat: int, hand: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return tuple(hand if s == seat else h for s, h in enumerate(hands))
