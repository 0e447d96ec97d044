"""What one seat of a Briscola hand knows, as a value and as the engine protocol's VIEW.

A seat sees its own cards, the card turned up at the deal (and the card under the stock now:
the same one, or the 7 given for it), how many cards the stock has left, the plays of the
hand so far, the points each side has taken and the hands each side has won. Never the
stock's order nor another hand, not even a partner's. :func:`view_from_json` reads a VIEW
back strictly: every field checked, what the seat may do worked out again, never trusted.

>>> import random
>>> from circolo.briscola.options import BriscolaOptions
>>> from circolo.briscola.state import MatchState
>>> from circolo.cards.italian import DECK
>>> deck = list(DECK)
>>> random.Random(1).shuffle(deck)
>>> match = MatchState.new(BriscolaOptions(), 0).deal(deck)
>>> view = seat_view(match, 1)
>>> len(view.hand), view.stock_left, view.legal == view.hand
(3, 34, True)
>>> view_from_json(view_to_json(view)) == view
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from circolo.briscola.options import BriscolaOptions, options_from_json
from circolo.briscola.ranking import SWAP_RANK, cards_points, sort_key, trick_winner
from circolo.briscola.record import GAME
from circolo.briscola.state import HAND_SIZE, Entry, MatchState
from circolo.cards.italian import DECK, Card, Suit, parse_cards
from circolo.errors import CircoloError, RecordError
from circolo.record_json import is_int


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of the hand in play (the engine protocol's Briscola VIEW)."""

    options: BriscolaOptions
    seat: int
    dealer: int
    #: The seat's cards, in the order a hand is shown.
    hand: tuple[Card, ...]
    #: The card turned up at the deal: its suit is the briscola.
    briscola: Card
    #: The card under the stock now (the briscola or the 7 given for it); None once drawn.
    face_up: Card | None
    #: Cards still to be drawn, the face-up one included.
    stock_left: int
    #: This hand's plays and exchanges so far, in order.
    plays: tuple[Entry, ...]
    #: Points taken by each side in this hand's finished tricks.
    taken: tuple[int, int]
    #: Hands won by each side in the game so far.
    wins: tuple[int, int]

    @property
    def to_move(self) -> int:
        """The seat whose turn it is (worked out from the plays)."""
        return _turn(self.options, self.dealer, self.plays, self.briscola.suit)

    @property
    def legal(self) -> tuple[Card, ...]:
        """The cards the seat may play: any card it holds (there is no obligation to follow)."""
        return self.hand if self.to_move == self.seat else ()

    @property
    def may_swap(self) -> bool:
        """Whether the seat may exchange its 7 of briscola for the face-up card now."""
        seven = Card.of(SWAP_RANK, self.briscola.suit)
        return (
            self.options.swap_seven
            and self.to_move == self.seat
            and seven in self.hand
            and self.face_up is not None
            and self.stock_left > 1
        )

    @property
    def trick(self) -> tuple[Entry, ...]:
        """The cards of the trick in play, in order."""
        cards = [entry for entry in self.plays if not entry.swap]
        return tuple(cards[len(cards) - len(cards) % self.options.players :])


def _turn(options: BriscolaOptions, dealer: int, plays: tuple[Entry, ...], suit: Suit) -> int:
    """The seat to move after ``plays``: dealer+1 leads the first trick, each trick's winner
    the next one (worked out again from the cards)."""
    turn = (dealer + 1) % options.players
    trick: list[Entry] = []
    for entry in plays:
        if entry.swap:
            continue
        trick.append(entry)
        turn = (entry.seat + 1) % options.players
        if len(trick) == options.players:
            turn = trick[trick_winner([e.card for e in trick], suit)].seat
            trick = []
    return turn


def seat_view(match: MatchState, seat: int) -> SeatView:
    """What ``seat`` knows of ``match``'s hand in play."""
    hand = match.hand
    if hand is None:
        raise CircoloError("error.no_hand")
    return SeatView(
        options=match.options,
        seat=seat,
        dealer=hand.dealer,
        hand=tuple(sorted(hand.hands[seat], key=sort_key)),
        briscola=hand.briscola,
        face_up=hand.face_up,
        stock_left=hand.stock_left,
        plays=hand.plays,
        taken=hand.taken,
        wins=match.wins,
    )


def view_to_json(view: SeatView) -> dict[str, Any]:
    """The engine protocol's VIEW (docs/engine-protocol.md)."""
    return {
        "game": GAME,
        "options": view.options.to_json(),
        "seat": view.seat,
        "dealer": view.dealer,
        "hand": [card.code for card in view.hand],
        "briscola": view.briscola.code,
        "face_up": view.face_up.code if view.face_up is not None else None,
        "stock": view.stock_left,
        "plays": [entry.to_json() for entry in view.plays],
        "taken": list(view.taken),
        "wins": list(view.wins),
        "to_move": view.to_move,
        "legal": [card.code for card in view.legal],
        "may_swap": view.may_swap,
    }


def _bad(field: str, problem: str) -> RecordError:
    return RecordError("error.briscola_view_field", field=field, problem=problem)


def _pair(data: dict[str, Any], key: str) -> tuple[int, int]:
    value = data.get(key)
    if not (isinstance(value, list) and len(value) == 2 and all(is_int(v) for v in value)):
        raise _bad(key, "must be two whole numbers, one per side")
    return (value[0], value[1])


def _card(value: object, field: str) -> Card:
    if not isinstance(value, str):
        raise _bad(field, "must be a card code")
    try:
        return Card.parse(value)
    except CircoloError as error:
        raise _bad(field, str(error)) from None


def _entries(value: object, players: int) -> tuple[Entry, ...]:
    if not isinstance(value, list):
        raise _bad("plays", "must be a list of plays")
    entries = []
    for item in value:
        if not (isinstance(item, dict) and is_int(item.get("seat"))):
            raise _bad("plays", 'each play is {"seat", "card"} or {"seat", "swap"}')
        if not 0 <= item["seat"] < players:
            raise _bad("plays", f"seat {item['seat']} is not a seat")
        if set(item) == {"seat", "card"}:
            entries.append(Entry(item["seat"], _card(item["card"], "plays")))
        elif set(item) == {"seat", "swap"}:
            entries.append(Entry(item["seat"], _card(item["swap"], "plays"), swap=True))
        else:
            raise _bad("plays", 'each play is {"seat", "card"} or {"seat", "swap"}')
    return tuple(entries)


def view_from_json(data: object) -> SeatView:
    """A VIEW read back, every field checked (``to_move``, ``legal`` and ``may_swap`` are
    worked out again from the plays and the hand)."""
    if not isinstance(data, dict):
        raise _bad("view", "must be an object")
    if data.get("game") != GAME:
        raise _bad("game", f"must be {GAME!r}")
    try:
        options = options_from_json(data.get("options"))
    except CircoloError as error:
        raise _bad("options", str(error)) from None
    players = options.players
    seat, dealer = data.get("seat"), data.get("dealer")
    if not (is_int(seat) and 0 <= seat < players):
        raise _bad("seat", f"must be a seat from 0 to {players - 1}")
    if not (is_int(dealer) and 0 <= dealer < players):
        raise _bad("dealer", f"must be a seat from 0 to {players - 1}")
    codes = data.get("hand")
    if not isinstance(codes, list):
        raise _bad("hand", "must be a list of card codes")
    try:
        hand = parse_cards(codes)
    except CircoloError as error:
        raise _bad("hand", str(error)) from None
    if not 1 <= len(hand) <= HAND_SIZE:
        raise _bad("hand", f"must hold 1 to {HAND_SIZE} cards")
    briscola = _card(data.get("briscola"), "briscola")
    face_up = None if data.get("face_up") is None else _card(data["face_up"], "face_up")
    stock_left = data.get("stock")
    if not (is_int(stock_left) and 0 <= stock_left <= len(DECK) - HAND_SIZE * players):
        raise _bad("stock", "must be the number of cards left to draw")
    if (face_up is None) != (stock_left == 0):
        raise _bad("face_up", "is null exactly when the stock is empty")
    plays = _entries(data.get("plays"), players)
    seen = [*hand, *(e.card for e in plays if not e.swap)]
    if face_up is not None:
        seen.append(face_up)
    if len(set(seen)) != len(seen):
        raise _bad("hand", "a card is both in the hand and played (or face up)")
    taken = _pair(data, "taken")
    if sum(taken) > cards_points(e.card for e in plays if not e.swap):
        raise _bad("taken", "is more than the cards played are worth")
    return SeatView(
        options, seat, dealer, tuple(sorted(hand, key=sort_key)), briscola, face_up,
        stock_left, plays, taken, _pair(data, "wins"),
    )  # fmt: skip
