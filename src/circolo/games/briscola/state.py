"""The Briscola state machine: one hand (:class:`HandState`) inside a game (:class:`MatchState`).

Both are frozen: ``apply`` returns a new state or raises an :class:`IllegalPlayError` that
says which rule refused the action. Nothing here draws random numbers: a hand starts from
a deck in the order it was shuffled (:func:`deal_hand`), so a whole game is its deals and
its plays (docs/rules.md, "Briscola").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from circolo.core.cards.italian import DECK, Card, Suit
from circolo.core.errors import IllegalPlayError
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.ranking import DECK_POINTS, SWAP_RANK, points, trick_winner

#: Cards each player holds while the stock lasts.
HAND_SIZE: Final = 3
#: A hand's points are won with more than this (half the deck's 120).
HALF: Final = DECK_POINTS // 2


@dataclass(frozen=True, slots=True)
class Play:
    """The seat to move plays ``card``."""

    card: Card

    def to_json(self) -> dict[str, object]:
        """The engine protocol's answer (``{"card": code}``)."""
        return {"card": self.card.code}


@dataclass(frozen=True, slots=True)
class SwapSeven:
    """The seat to move gives ``card`` (its 7 of briscola) for the face-up briscola."""

    card: Card

    def to_json(self) -> dict[str, object]:
        """The engine protocol's answer (``{"swap": code}``)."""
        return {"swap": self.card.code}


#: A step of the seat to move.
Action = Play | SwapSeven


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a hand's ``plays``: a card played, or the 7 exchanged (``swap``)."""

    seat: int
    card: Card
    swap: bool = False

    def to_json(self) -> dict[str, object]:
        """The record's entry: ``{"seat", "card"}`` or ``{"seat", "swap"}``."""
        return {"seat": self.seat, "swap" if self.swap else "card": self.card.code}


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand: the points per side (summing to 120), the last trick's side, the
    side that won it (None for a 60-60 draw)."""

    points: tuple[int, int]
    last_trick: int
    winner: int | None

    def to_json(self) -> dict[str, object]:
        """The record's ``result`` object."""
        return {"points": list(self.points), "last_trick": self.last_trick, "winner": self.winner}


def deal_hand(options: BriscolaOptions, dealer: int, deck: Sequence[Card]) -> HandState:
    """The hand dealt from ``deck`` (shuffled, top first) by ``dealer``: three cards to each
    player one at a time from dealer+1, the next card turned up, the rest the stock."""
    players = options.players
    order = [(dealer + 1 + i) % players for i in range(players)]
    deal: list[list[Card]] = [[] for _ in range(players)]
    for position in range(HAND_SIZE * players):
        deal[order[position % players]].append(deck[position])
    start = HAND_SIZE * players
    return HandState.start(
        options, dealer, [tuple(cards) for cards in deal], deck[start], deck[start + 1 :]
    )


@dataclass(frozen=True, slots=True)
class HandState:
    """One hand: the deal, the face-up briscola under the stock, tricks and draws."""

    options: BriscolaOptions
    dealer: int
    #: Each seat's three cards as dealt (the record's ``deal``).
    deal: tuple[tuple[Card, ...], ...]
    #: The card turned up at the deal: its suit is the briscola.
    briscola: Card
    #: The face-down stock, top card first (the face-up card not included).
    stock: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    turn: int
    #: The card under the stock now (the briscola, or the 7 given for it); None once drawn.
    face_up: Card | None
    #: Face-down cards drawn so far.
    drawn: int = 0
    #: This trick's cards so far, with who played them.
    trick: tuple[tuple[int, Card], ...] = ()
    plays: tuple[Entry, ...] = ()
    taken: tuple[int, int] = (0, 0)
    tricks: int = 0
    last_trick: int | None = None

    @classmethod
    def start(
        cls,
        options: BriscolaOptions,
        dealer: int,
        deal: Sequence[Sequence[Card]],
        briscola: Card,
        stock: Sequence[Card],
    ) -> HandState:
        """The hand as dealt, checked: a seat's dealer, three cards a seat, the whole deck."""
        players = options.players
        if not 0 <= dealer < players:
            raise IllegalPlayError("error.briscola_dealer", dealer=dealer, last=players - 1)
        if len(deal) != players or any(len(cards) != HAND_SIZE for cards in deal):
            raise IllegalPlayError("error.briscola_deal_size", players=players)
        cards = [card for hand in deal for card in hand] + [briscola, *stock]
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise IllegalPlayError("error.briscola_deal_twice", card=card.code)
            seen.add(card)
        if len(seen) != len(DECK):
            missing = " ".join(card.code for card in DECK if card not in seen)
            raise IllegalPlayError("error.briscola_deal_missing", cards=missing)
        dealt = tuple(tuple(hand) for hand in deal)
        return cls(
            options, dealer, dealt, briscola, tuple(stock), dealt, (dealer + 1) % players, briscola
        )

    @property
    def suit(self) -> Suit:
        """The briscola suit of the hand."""
        return self.briscola.suit

    @property
    def stock_left(self) -> int:
        """Cards still to be drawn, the face-up one included."""
        return len(self.stock) - self.drawn + (self.face_up is not None)

    @property
    def is_over(self) -> bool:
        """Whether every card has been played."""
        return self.tricks * self.options.players == len(DECK)

    @property
    def to_move(self) -> int | None:
        """The seat to play, or None once the hand is over."""
        return None if self.is_over else self.turn

    def seven(self) -> Card:
        """The 7 of briscola: the card ``swap_seven`` exchanges for the face-up one."""
        return Card.of(SWAP_RANK, self.suit)

    def swap_refusal(self, seat: int) -> IllegalPlayError | None:
        """Why ``seat`` may not exchange the 7 of briscola now, or None when it may."""
        if not self.options.swap_seven:
            return IllegalPlayError("error.briscola_swap_off", seat=seat)
        seven = self.seven()
        if seven not in self.hands[seat]:
            return IllegalPlayError("error.briscola_swap_no_seven", seat=seat, card=seven.code)
        if self.face_up is None or self.drawn >= len(self.stock):
            return IllegalPlayError("error.briscola_swap_stock", seat=seat)
        return None

    def legal_actions(self) -> tuple[Action, ...]:
        """Every card in the hand of the seat to move (no obligation to follow), and the 7's
        exchange where the rules allow it."""
        if self.is_over:
            return ()
        actions: list[Action] = [Play(card) for card in self.hands[self.turn]]
        if self.swap_refusal(self.turn) is None:
            actions.append(SwapSeven(self.seven()))
        return tuple(actions)

    def apply(self, action: Action) -> HandState:
        """The hand after the seat to move's ``action``."""
        if isinstance(action, SwapSeven):
            return self.swap(action.card)
        return self.play(action.card)

    def swap(self, card: Card) -> HandState:
        """The seat to move gives its 7 of briscola (``card``) for the face-up card."""
        seat = self.turn
        refusal = self.swap_refusal(seat)
        if refusal is None and card != self.seven():
            refusal = IllegalPlayError(
                "error.briscola_swap_not_seven", seat=seat, card=card.code, seven=self.seven().code
            )
        if refusal is not None:
            raise refusal
        assert self.face_up is not None
        hand = tuple(self.face_up if c == card else c for c in self.hands[seat])
        return replace(
            self,
            hands=_with(self.hands, seat, hand),
            face_up=card,
            plays=(*self.plays, Entry(seat, card, swap=True)),
        )

    def play(self, card: Card) -> HandState:
        """The seat to move plays ``card``; a full trick is taken and the cards drawn."""
        if self.is_over:
            raise IllegalPlayError("error.hand_over", card=card.code)
        seat = self.turn
        if card not in self.hands[seat]:
            raise IllegalPlayError("error.not_in_hand", seat=seat, card=card.code)
        hands = _with(self.hands, seat, tuple(c for c in self.hands[seat] if c != card))
        trick = (*self.trick, (seat, card))
        state = replace(self, hands=hands, plays=(*self.plays, Entry(seat, card)))
        players = self.options.players
        if len(trick) < players:
            return replace(state, trick=trick, turn=(seat + 1) % players)
        winner = trick[trick_winner([c for _, c in trick], self.suit)][0]
        side = self.options.side_of(winner)
        taken = list(self.taken)
        taken[side] += sum(points(c) for _, c in trick)
        state = replace(
            state,
            trick=(),
            turn=winner,
            taken=(taken[0], taken[1]),
            tricks=self.tricks + 1,
            last_trick=side,
        )
        return state._draw(winner)

    def _draw(self, winner: int) -> HandState:
        """After a trick: one card each while the stock lasts, the winner first, the face-up
        card last."""
        if self.stock_left == 0:
            return self
        players = self.options.players
        hands = [list(hand) for hand in self.hands]
        drawn, face_up = self.drawn, self.face_up
        for i in range(players):
            seat = (winner + i) % players
            if drawn < len(self.stock):
                hands[seat].append(self.stock[drawn])
                drawn += 1
            else:
                assert face_up is not None
                hands[seat].append(face_up)
                face_up = None
        return replace(self, hands=tuple(tuple(h) for h in hands), drawn=drawn, face_up=face_up)

    def result(self) -> HandResult:
        """The finished hand's points, last trick and winner (the ``tie`` option at 60-60)."""
        if not self.is_over or self.last_trick is None:
            raise IllegalPlayError("error.briscola_hand_not_over", tricks=self.tricks)
        a, b = self.taken
        if a != b:
            winner: int | None = 0 if a > HALF else 1
        else:
            winner = self.last_trick if self.options.tie == "last-trick" else None
        return HandResult(self.taken, self.last_trick, winner)


def _with(
    hands: tuple[tuple[Card, ...], ...], seat: int, hand: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return tuple(hand if s == seat else h for s, h in enumerate(hands))


@dataclass(frozen=True, slots=True)
class MatchState:
    """A Briscola game: hands until a side has won ``hands_to_win`` of them."""

    options: BriscolaOptions
    #: The dealer of the hand in play, or of the next one.
    dealer: int
    hand: HandState | None = None
    #: Every finished hand, in order.
    finished: tuple[HandState, ...] = ()
    wins: tuple[int, int] = (0, 0)

    @classmethod
    def new(cls, options: BriscolaOptions, first_dealer: int) -> MatchState:
        """A game before its first deal, dealt first by ``first_dealer``."""
        if not 0 <= first_dealer < options.players:
            raise IllegalPlayError(
                "error.briscola_dealer", dealer=first_dealer, last=options.players - 1
            )
        return cls(options, first_dealer)

    @property
    def is_over(self) -> bool:
        """Whether a side has won ``hands_to_win`` hands."""
        return max(self.wins) >= self.options.hands_to_win

    @property
    def winner(self) -> int | None:
        """The side that won the game (None while it is played)."""
        if not self.is_over:
            return None
        return 0 if self.wins[0] >= self.options.hands_to_win else 1

    @property
    def to_move(self) -> int | None:
        """The seat to play in the hand in play (None between hands and at the end)."""
        return self.hand.to_move if self.hand is not None else None

    def deal(self, deck: Sequence[Card]) -> MatchState:
        """The next hand, dealt from ``deck`` by the game's dealer."""
        if self.is_over:
            raise IllegalPlayError("error.match_over")
        if self.hand is not None:
            raise IllegalPlayError("error.hand_in_play")
        return replace(self, hand=deal_hand(self.options, self.dealer, deck))

    def start_hand(self, hand: HandState) -> MatchState:
        """The next hand as a record writes it (its deal checked by :meth:`HandState.start`)."""
        if self.is_over:
            raise IllegalPlayError("error.match_over")
        if self.hand is not None:
            raise IllegalPlayError("error.hand_in_play")
        if hand.dealer != self.dealer:
            raise IllegalPlayError(
                "error.briscola_wrong_dealer", dealer=hand.dealer, expected=self.dealer
            )
        return replace(self, hand=hand)

    def legal_actions(self) -> tuple[Action, ...]:
        """The steps the seat to move may take (none between hands)."""
        return self.hand.legal_actions() if self.hand is not None else ()

    def apply(self, action: Action) -> MatchState:
        """The game after the seat to move's ``action``; a finished hand is counted."""
        if self.hand is None:
            raise IllegalPlayError("error.match_over" if self.is_over else "error.no_hand")
        hand = self.hand.apply(action)
        if not hand.is_over:
            return replace(self, hand=hand)
        winner = hand.result().winner
        wins = list(self.wins)
        if winner is not None:
            wins[winner] += 1
        return replace(
            self,
            hand=None,
            finished=(*self.finished, hand),
            wins=(wins[0], wins[1]),
            dealer=(self.dealer + 1) % self.options.players,
        )
