"""What one seat of a Scopa hand knows, as a value and as the engine protocol's VIEW.

A seat sees its own cards, the table as it lies, how many cards the stock has left, the plays
of the hand so far (each with what it took and whether it was a scopa) and the game's score.
Never another seat's cards, a partner's included, nor the stock's order.
:func:`view_from_json` reads a VIEW back strictly: every field checked, the seat to move and
its legal steps worked out again, never trusted.

>>> import random
>>> from circolo.core.cards.italian import DECK
>>> from circolo.games.scopa.match import MatchState
>>> from circolo.games.scopa.options import ScopaOptions
>>> deck = list(DECK)
>>> random.Random(1).shuffle(deck)
>>> match = MatchState.new(ScopaOptions(), 0).deal(deck)
>>> view = seat_view(match, 1)
>>> len(view.hand), len(view.table), view.stock_left, view.to_move
(3, 4, 30, 1)
>>> view_from_json(view_to_json(view)) == view
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from circolo.core.cards.italian import DECK, Card, CardName, parse_cards
from circolo.core.errors import CircoloError, FieldRefusals, RecordError
from circolo.core.record_json import is_int, shown
from circolo.games.scopa.captures import takes
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, options_from_json
from circolo.games.scopa.record import GAME
from circolo.games.scopa.scoring import Pair
from circolo.games.scopa.state import Entry, Play
from circolo.games.scopa.values import sort_key


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of the hand in play (the engine protocol's Scopa VIEW)."""

    options: ScopaOptions
    seat: int
    dealer: int
    #: The seat's cards, in the order a hand is shown (by value).
    hand: tuple[Card, ...]
    #: The cards on the table, in the order they lie.
    table: tuple[Card, ...]
    #: Cards still to be dealt from the stock.
    stock_left: int
    #: This hand's plays so far, in order.
    plays: tuple[Entry, ...]
    #: The game's points per side before this hand.
    score: Pair

    @property
    def to_move(self) -> int:
        """The seat whose turn it is: dealer+1 played first, and the turn passes s -> s+1."""
        return (self.dealer + 1 + len(self.plays)) % self.options.players

    @property
    def legal(self) -> tuple[Play, ...]:
        """Every step the seat may take now (none when it is not its turn)."""
        if self.to_move != self.seat:
            return ()
        sweep = self.options.scopa_d_assi
        return tuple(
            Play(card, take)
            for card in self.hand
            for take in takes(card, self.table, aces_sweep=sweep)
        )


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
        table=hand.table,
        stock_left=hand.stock_left,
        plays=hand.plays,
        score=match.score,
    )


def view_to_json(view: SeatView) -> dict[str, Any]:
    """The engine protocol's Scopa VIEW (interfaces.md, "Scopa match record")."""
    return {
        "game": GAME,
        "options": view.options.to_json(),
        "seat": view.seat,
        "dealer": view.dealer,
        "hand": [card.code for card in view.hand],
        "table": [card.code for card in view.table],
        "stock": view.stock_left,
        "plays": [entry.to_json() for entry in view.plays],
        "score": list(view.score),
        "to_move": view.to_move,
        "legal": [play.to_json() for play in view.legal],
    }


_REFUSALS: Final = FieldRefusals("error.scopa_view")
_bad, _phrase, _must_be = _REFUSALS.bad, _REFUSALS.phrase, _REFUSALS.must_be


def _pair(data: dict[str, Any], key: str) -> Pair:
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


def _cards(value: object, field: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise _must_be(field, value, _phrase("cards"))
    try:
        return parse_cards(value)
    except CircoloError as error:
        raise _bad(field, error) from None


def _entries(value: object, options: ScopaOptions, dealer: int) -> tuple[Entry, ...]:
    if not isinstance(value, list):
        raise _must_be("plays", value, _phrase("plays"))
    most = len(DECK) - options.table_size - 1
    if len(value) > most:
        raise _bad("plays", _phrase("plays_count", count=len(value), most=most))
    entries = []
    for number, item in enumerate(value):
        field = f"plays[{number}]"
        if not (isinstance(item, dict) and set(item) == {"seat", "card", "take", "scopa"}):
            raise _must_be(field, item, _phrase("play"))
        seat = (dealer + 1 + number) % options.players
        if item["seat"] != seat or isinstance(item["seat"], bool):
            raise _bad(f"{field}.seat", _phrase("seat_turn", seat=seat, value=shown(item["seat"])))
        card = _card(item["card"], f"{field}.card")
        take = _cards(item["take"], f"{field}.take")
        if not isinstance(item["scopa"], bool):
            raise _must_be(f"{field}.scopa", item["scopa"], _phrase("bool"))
        entries.append(Entry(seat, card, Play(card, take).take, item["scopa"]))
    return tuple(entries)


def _twice(card: Card, first: str, second: str) -> RecordError:
    return _bad(second, _phrase("twice", card=CardName(card), first=first, second=second))


def _check_once(hand: tuple[Card, ...], table: tuple[Card, ...], plays: tuple[Entry, ...]) -> None:
    """Refuse a card shown where it cannot be, naming the field of its second showing: a card
    is held, played or taken once; a card held is nowhere else; a card taken is no longer on
    the table (a card played and laid down may lie there, or be taken later)."""
    held = {card: f"hand[{n}]" for n, card in enumerate(hand)}
    played: dict[Card, str] = {}
    taken: dict[Card, str] = {}
    for n, entry in enumerate(plays):
        place = f"plays[{n}].card"
        first = held.get(entry.card) or played.get(entry.card) or taken.get(entry.card)
        if first is not None:
            raise _twice(entry.card, first, place)
        played[entry.card] = place
        for k, card in enumerate(entry.take):
            place = f"plays[{n}].take[{k}]"
            first = held.get(card) or taken.get(card)
            if first is not None:
                raise _twice(card, first, place)
            taken[card] = place
    lying: dict[Card, str] = {}
    for n, card in enumerate(table):
        place = f"table[{n}]"
        first = held.get(card) or lying.get(card)
        if first is not None:
            raise _twice(card, first, place)
        if card in taken:
            raise _bad(place, _phrase("taken", card=CardName(card), first=taken[card]))
        lying[card] = place


def view_from_json(data: object) -> SeatView:
    """A VIEW read back, every field checked (``to_move`` and ``legal`` are worked out again
    from the plays, the hand and the table)."""
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
    hand = _cards(data.get("hand"), "hand")
    if len(hand) > options.hand_size:
        raise _bad("hand", _phrase("hand_size", most=options.hand_size, count=len(hand)))
    table = _cards(data.get("table"), "table")
    stock_left = data.get("stock")
    most = len(DECK) - options.table_size - options.hand_size * players
    if not (is_int(stock_left) and 0 <= stock_left <= most):
        raise _must_be("stock", stock_left, _phrase("stock", most=most))
    plays = _entries(data.get("plays"), options, dealer)
    _check_once(hand, table, plays)
    view = SeatView(
        options, seat, dealer, tuple(sorted(hand, key=sort_key)), table, stock_left, plays,
        _pair(data, "score"),
    )  # fmt: skip
    if view.to_move == seat and not hand:
        raise _bad("hand", _phrase("empty"))
    return view
