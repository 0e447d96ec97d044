"""What one seat of a Briscola hand knows, as a value and as the engine protocol's VIEW.

A seat sees its own cards, the card turned up at the deal (and the card under the stock now:
the same one, or the 7 given for it), how many cards the stock has left, the plays of the
hand so far, the points each side has taken and the hands each side has won. Never the
stock's order nor another hand, not even a partner's. :func:`view_from_json` reads a VIEW
back strictly: every field checked, what the seat may do worked out again, never trusted.

>>> import random
>>> from circolo.games.briscola.options import BriscolaOptions
>>> from circolo.games.briscola.state import MatchState
>>> from circolo.core.cards.italian import DECK
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

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from circolo.core.cards.italian import DECK, Card, CardName, Suit, parse_cards
from circolo.core.errors import CircoloError, FieldRefusals
from circolo.core.record_json import is_int, shown
from circolo.games.briscola.options import BriscolaOptions, options_from_json
from circolo.games.briscola.ranking import SWAP_RANK, cards_points, sort_key, trick_winner
from circolo.games.briscola.record import GAME
from circolo.games.briscola.state import HAND_SIZE, Entry, MatchState


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


_REFUSALS: Final = FieldRefusals("error.briscola_view")
_bad, _phrase, _must_be = _REFUSALS.bad, _REFUSALS.phrase, _REFUSALS.must_be


def _pair(data: dict[str, Any], key: str) -> tuple[int, int]:
    value = data.get(key)
    if not (
        isinstance(value, list) and len(value) == 2 and all(is_int(v) and v >= 0 for v in value)
    ):
        raise _must_be(key, value, _phrase("pair"))
    return (value[0], value[1])


def _card(value: object, field: str) -> Card:
    if not isinstance(value, str):
        raise _must_be(field, value, _phrase("card"))
    try:
        return Card.parse(value)
    except CircoloError as error:
        raise _bad(field, error) from None


def _entries(value: object, players: int) -> tuple[Entry, ...]:
    if not isinstance(value, list):
        raise _must_be("plays", value, _phrase("plays"))
    entries = []
    for number, item in enumerate(value):
        field = f"plays[{number}]"
        if not (isinstance(item, dict) and is_int(item.get("seat"))):
            raise _must_be(field, item, _phrase("play"))
        if not 0 <= item["seat"] < players:
            raise _must_be(f"{field}.seat", item["seat"], _phrase("seat", last=players - 1))
        if set(item) == {"seat", "card"}:
            entries.append(Entry(item["seat"], _card(item["card"], f"{field}.card")))
        elif set(item) == {"seat", "swap"}:
            entries.append(Entry(item["seat"], _card(item["swap"], f"{field}.swap"), swap=True))
        else:
            raise _must_be(field, item, _phrase("play"))
    return tuple(entries)


def _check_once(hand: Sequence[Card], plays: Sequence[Entry], face_up: Card | None) -> None:
    """Refuse a card shown twice among the hand, the cards played and the face-up card (an
    exchange shows the 7 going under the stock, which is then no longer in play), naming
    the field of its second showing."""
    places = [(card, f"hand[{n}]") for n, card in enumerate(hand)]
    places += [(e.card, f"plays[{n}].card") for n, e in enumerate(plays) if not e.swap]
    if face_up is not None:
        places.append((face_up, "face_up"))
    first: dict[Card, str] = {}
    for card, place in places:
        if card in first:
            facts = {"card": CardName(card), "first": first[card], "second": place}
            raise _bad(place, _phrase("twice", **facts))
        first[card] = place


def view_from_json(data: object) -> SeatView:
    """A VIEW read back, every field checked (``to_move``, ``legal`` and ``may_swap`` are
    worked out again from the plays and the hand)."""
    if not isinstance(data, dict):
        raise _must_be("view", data, _phrase("object"))
    if data.get("game") != GAME:
        raise _must_be("game", data.get("game"), _phrase("game", game=shown(GAME)))
    try:
        options = options_from_json(data.get("options"))
    except CircoloError as error:
        raise _bad("options", error) from None
    players = options.players
    seat, dealer = data.get("seat"), data.get("dealer")
    if not (is_int(seat) and 0 <= seat < players):
        raise _must_be("seat", seat, _phrase("seat", last=players - 1))
    if not (is_int(dealer) and 0 <= dealer < players):
        raise _must_be("dealer", dealer, _phrase("seat", last=players - 1))
    codes = data.get("hand")
    if not isinstance(codes, list):
        raise _must_be("hand", codes, _phrase("cards"))
    try:
        hand = parse_cards(codes)
    except CircoloError as error:
        raise _bad("hand", error) from None
    if not 1 <= len(hand) <= HAND_SIZE:
        raise _bad("hand", _phrase("hand_size", most=HAND_SIZE, count=len(hand)))
    briscola = _card(data.get("briscola"), "briscola")
    face_up = None if data.get("face_up") is None else _card(data["face_up"], "face_up")
    stock_left = data.get("stock")
    most = len(DECK) - HAND_SIZE * players
    if not (is_int(stock_left) and 0 <= stock_left <= most):
        raise _must_be("stock", stock_left, _phrase("stock", most=most))
    if (face_up is None) != (stock_left == 0):
        raise _bad("face_up", _phrase("face_up"))
    plays = _entries(data.get("plays"), players)
    _check_once(hand, plays, face_up)
    taken = _pair(data, "taken")
    worth = cards_points(e.card for e in plays if not e.swap)
    if sum(taken) > worth:
        raise _bad("taken", _phrase("taken", total=sum(taken), worth=worth))
    return SeatView(
        options, seat, dealer, tuple(sorted(hand, key=sort_key)), briscola, face_up,
        stock_left, plays, taken, _pair(data, "wins"),
    )  # fmt: skip
