"""Reading a Tressette VIEW (the engine protocol's JSON) back into a :class:`SeatView`.

:func:`view_from_json` is the inverse of :meth:`SeatView.to_json`, and strict: anything
malformed, or anything no real position could produce, is refused with a one-sentence
:class:`ViewError` — wrong types, unknown keys or card codes, a card seen twice, plays out
of turn order or against following suit, a hand of the wrong size, signals the options
refuse, accuse that cannot be, and ``legal``/``to_move``/``target`` other than the rules
give.

``options`` may be partial: every key left out takes the value of the ``classico`` preset
(an empty object, or no ``options`` at all, means classico). ``accuse``, ``score``,
``wins``, ``target``, ``to_move`` and ``legal`` may be left out too: no accuse, a score of
0-0, no games won, the target the options give, and the turn and legal cards the rules give.

>>> from circolo.games.tressette.view import seat_view
>>> from circolo.games.tressette.match import MatchState
>>> from circolo.games.tressette.options import preset
>>> from circolo.games.tressette.rules import deal_deck
>>> from circolo.core.cards.italian import DECK
>>> match = MatchState.new(preset("classico"), 0).deal(deal_deck(DECK, 0))
>>> view = seat_view(match, 1)
>>> view_from_json(view.to_json()) == view
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, get_args

from circolo.core.cards.italian import Card, Rank, Suit
from circolo.core.errors import CircoloError, IllegalPlayError
from circolo.core.i18n import DEFAULT_LANG, Lang, t
from circolo.core.record_json import is_int, shown
from circolo.games.tressette.options import TressetteOptions, preset, with_values
from circolo.games.tressette.rules import (
    HAND_SIZE,
    SEATS,
    AccusaKind,
    accuse_in,
    legal_cards,
    next_seat,
    trick_winner,
)
from circolo.games.tressette.signals import SignalContext, signal_refusal
from circolo.games.tressette.state import PLAYS_PER_HAND, PlayedCard
from circolo.games.tressette.view import PublicAccusa, SeatView

#: The keys of a VIEW, in the order :meth:`SeatView.to_json` writes them.
VIEW_KEYS: Final = (
    "game", "options", "seat", "dealer", "hand", "plays", "accuse", "score", "legal",
    "wins", "target", "to_move",
)  # fmt: skip
#: The keys a VIEW must have; the others have defaults (see the module's docstring).
REQUIRED_KEYS: Final = ("game", "seat", "dealer", "hand", "plays")
#: The variant whose options fill the keys a VIEW's ``options`` leaves out.
DEFAULT_VARIANT: Final = "classico"

_PLAY_KEYS: Final = ("seat", "card", "signals")
_ACCUSA_KEYS: Final = ("seat", "kind", "suit", "points")
_ACCUSA_KINDS: Final[tuple[str, ...]] = get_args(AccusaKind)
_SUITS_BY_CODE: Final = {suit.code: suit for suit in Suit}
_SET_RANKS: Final = {"tre": Rank.TRE, "due": Rank.DUE, "assi": Rank.ASSO}


class ViewError(CircoloError, ValueError):
    """A VIEW that is malformed, or that no real position of a hand could produce."""

    def message(self, lang: Lang = DEFAULT_LANG) -> str:
        """The refusal in ``lang``, with any nested refusal rendered in ``lang`` too."""
        params = {
            key: value.message(lang) if isinstance(value, CircoloError) else value
            for key, value in self.params.items()
        }
        return t(self.key, lang, **params)


def _seat(value: object, field: str) -> int:
    if not is_int(value) or not 0 <= value < SEATS:
        raise ViewError("error.view.not_seat", field=field, value=shown(value))
    return value


def _list(value: object, field: str) -> list[object]:
    if not isinstance(value, list):
        raise ViewError("error.view.not_list", field=field, value=shown(value))
    return value


def _entry(value: object, field: str, keys: Sequence[str]) -> dict[str, object]:
    if not isinstance(value, dict):
        raise ViewError("error.view.not_entry", field=field, value=shown(value))
    for key in value:
        if key not in keys:
            raise ViewError(
                "error.view.entry_key", field=field, key=shown(key), keys=", ".join(keys)
            )
    return value


def _required(entry: Mapping[str, object], key: str, field: str) -> object:
    if key not in entry:
        raise ViewError("error.view.entry_missing", field=field, key=key)
    return entry[key]


def _card(value: object, field: str) -> Card:
    try:
        return Card.parse(value)  # type: ignore[arg-type]
    except CircoloError:
        raise ViewError("error.view.card", field=field, value=shown(value)) from None


def _cards(value: object, field: str) -> tuple[Card, ...]:
    return tuple(_card(code, f"{field}[{index}]") for index, code in enumerate(_list(value, field)))


def _pair(value: object, field: str) -> tuple[int, int]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(is_int(n) and n >= 0 for n in value)
    ):
        raise ViewError("error.view.not_pair", field=field, value=shown(value))
    return (value[0], value[1])


def _options(value: object) -> TressetteOptions:
    if not isinstance(value, dict):
        raise ViewError("error.view.options_type", value=shown(value))
    try:
        return with_values(preset(DEFAULT_VARIANT), value)
    except CircoloError as error:
        raise ViewError("error.view.options", problem=error) from None


def _plays(value: object) -> tuple[PlayedCard, ...]:
    plays = []
    for index, item in enumerate(_list(value, "plays")):
        field = f"plays[{index}]"
        entry = _entry(item, field, _PLAY_KEYS)
        seat = _seat(_required(entry, "seat", field), f"{field}.seat")
        card = _card(_required(entry, "card", field), f"{field}.card")
        signals = entry.get("signals", [])
        if not isinstance(signals, list) or not all(isinstance(s, str) for s in signals):
            raise ViewError("error.view.signal_ids", field=f"{field}.signals", value=shown(signals))
        plays.append(PlayedCard(seat, card, tuple(signals)))
    if len(plays) > PLAYS_PER_HAND:
        raise ViewError("error.view.too_many_plays", count=len(plays))
    return tuple(plays)


def _accusa(item: object, field: str) -> PublicAccusa:
    entry = _entry(item, field, _ACCUSA_KEYS)
    seat = _seat(_required(entry, "seat", field), f"{field}.seat")
    points = _required(entry, "points", field)
    kind = entry.get("kind")
    code = entry.get("suit")
    suit: Suit | None = None
    if code is not None:
        if not isinstance(code, str) or code not in _SUITS_BY_CODE:
            raise ViewError("error.view.accusa_suit_code", field=f"{field}.suit", value=shown(code))
        suit = _SUITS_BY_CODE[code]
    if kind is None:
        if suit is not None:
            raise ViewError("error.view.accusa_suit_alone", field=field)
        if points not in (3, 4) or not is_int(points):
            raise ViewError("error.view.accusa_hidden_points", field=field, value=shown(points))
        return PublicAccusa(seat, points)
    if not isinstance(kind, str) or kind not in _ACCUSA_KINDS:
        raise ViewError(
            "error.view.accusa_kind",
            field=f"{field}.kind",
            value=shown(kind),
            kinds=", ".join(_ACCUSA_KINDS),
        )
    four = kind.startswith("quattro-")
    if four and suit is not None:
        raise ViewError("error.view.accusa_no_suit", field=field, kind=kind)
    if not four and suit is None:
        raise ViewError("error.view.accusa_needs_suit", field=field, kind=kind)
    expected = 4 if four else 3
    if points != expected or not is_int(points):
        raise ViewError(
            "error.view.accusa_points",
            field=field,
            kind=kind,
            expected=expected,
            value=shown(points),
        )
    return PublicAccusa(seat, expected, kind, suit)


def _accusa_cards(accusa: PublicAccusa) -> tuple[Card, ...]:
    """The cards a revealed accusa says its seat was dealt."""
    kind, suit = accusa.kind, accusa.suit
    if kind == "napoletana":
        assert suit is not None
        return tuple(Card.of(rank, suit) for rank in (Rank.ASSO, Rank.DUE, Rank.TRE))
    assert kind is not None
    rank = _SET_RANKS[kind.partition("-")[2]]
    return tuple(Card.of(rank, s) for s in Suit if s is not suit)


def _no_card_twice(hand: Sequence[Card], plays: Sequence[PlayedCard]) -> None:
    where: dict[Card, str] = {}
    places = [(card, f"hand[{i}]") for i, card in enumerate(hand)]
    places += [(played.card, f"plays[{i}].card") for i, played in enumerate(plays)]
    for card, place in places:
        if card in where:
            raise ViewError(
                "error.view.card_twice", card=card.code, first=where[card], second=place
            )
        where[card] = place


def _turn_after(dealer: int, plays: Sequence[PlayedCard]) -> int:
    """Check that ``plays`` follow the turn order; the seat to play after them."""
    turn = next_seat(dealer)
    for index, played in enumerate(plays):
        if played.seat != turn:
            raise ViewError(
                "error.view.out_of_turn", number=index + 1, seat=played.seat, expected=turn
            )
        if (index + 1) % SEATS:
            turn = next_seat(turn)
        else:
            trick = plays[index + 1 - SEATS : index + 1]
            turn = trick_winner([(p.seat, p.card) for p in trick])
    return turn


def _check_following(seat: int, hand: Sequence[Card], plays: Sequence[PlayedCard]) -> None:
    """Refuse a seat that failed to follow a suit it held (it played or holds it later)."""
    voids: dict[tuple[int, Suit], int] = {}
    for index, played in enumerate(plays):
        earlier = voids.get((played.seat, played.card.suit))
        if earlier is not None:
            first = plays[earlier]
            raise ViewError(
                "error.view.revoke",
                number=earlier + 1,
                seat=played.seat,
                card=first.card.code,
                suit=played.card.suit.label(),
                held=played.card.code,
                later=index + 1,
            )
        position = index % SEATS
        if position:
            led = plays[index - position].card.suit
            if played.card.suit is not led:
                voids.setdefault((played.seat, led), index)
    for card in hand:
        earlier = voids.get((seat, card.suit))
        if earlier is not None:
            raise ViewError(
                "error.view.revoke_hand",
                number=earlier + 1,
                seat=seat,
                card=plays[earlier].card.code,
                suit=card.suit.label(),
                held=card.code,
            )


def _signal_problem(
    options: TressetteOptions,
    plays: Sequence[PlayedCard],
    index: int,
    viewer: int,
    hand: Sequence[Card],
) -> IllegalPlayError | None:
    """Why the signals of play ``index`` could not have been made, or None."""
    played = plays[index]

    def context() -> SignalContext:
        # The viewer's own signals can be judged exactly: it knows what it held then, and
        # every card neither held by it nor played before was in another seat's hand.
        holds = (*hand, *(p.card for p in plays[index:] if p.seat == viewer))
        seen = set(holds).union(p.card for p in plays[:index])
        return SignalContext(played.card, holds, lambda other: other not in seen)

    return signal_refusal(
        options,
        played.seat,
        played.card,
        played.signals,
        trick_number=index // SEATS,
        leading=index % SEATS == 0,
        context=context if played.seat == viewer else None,
    )


def _declared(options: TressetteOptions, dealer: int, seat: int, played: int) -> bool:
    """Whether ``seat`` has declared its accuse after ``played`` plays (view.public_accuse)."""
    if options.accuse_timing == "after-own-card":
        return played > (seat - next_seat(dealer)) % SEATS
    return played >= SEATS


def _accuse(
    value: object,
    *,
    options: TressetteOptions,
    viewer: int,
    dealer: int,
    hand: Sequence[Card],
    plays: Sequence[PlayedCard],
) -> tuple[PublicAccusa, ...]:
    accuse = tuple(_accusa(item, f"accuse[{i}]") for i, item in enumerate(_list(value, "accuse")))
    if accuse and options.accuse == "off":
        raise ViewError("error.view.accuse_off", count=len(accuse))
    played = len(plays)
    dealt = (*hand, *(p.card for p in plays if p.seat == viewer))
    holder = dict.fromkeys(dealt, viewer)
    holder.update((p.card, p.seat) for p in plays)
    public = played > SEATS or played == PLAYS_PER_HAND
    listed: set[tuple[int, str | None, Suit | None]] = set()
    for index, accusa in enumerate(accuse):
        field = f"accuse[{index}]"
        if not dealt or not _declared(options, dealer, accusa.seat, played):
            raise ViewError("error.view.accusa_undeclared", field=field, seat=accusa.seat)
        if accusa.kind is None:
            continue
        if accusa.seat != viewer and not public:
            raise ViewError("error.view.accusa_early", field=field, seat=accusa.seat)
        identity = (accusa.seat, accusa.kind, accusa.suit)
        if identity in listed:
            raise ViewError("error.view.accusa_twice", field=field, seat=accusa.seat)
        listed.add(identity)
        if accusa.kind.startswith("tre-") and accusa.seat != viewer:
            assert accusa.suit is not None
            missing = Card.of(_accusa_cards(accusa)[0].rank, accusa.suit)
            if holder.get(missing) == accusa.seat:
                raise ViewError(
                    "error.view.accusa_fourth",
                    field=field,
                    kind=accusa.kind,
                    seat=accusa.seat,
                    card=missing.code,
                )
        for card in _accusa_cards(accusa):
            owner = holder.get(card)
            if owner is not None and owner != accusa.seat:
                raise ViewError(
                    "error.view.accusa_cards",
                    field=field,
                    seat=accusa.seat,
                    kind=accusa.kind,
                    card=card.code,
                    holder=owner,
                )
    if dealt and options.accuse != "off" and _declared(options, dealer, viewer, played):
        own = sorted(shown(a.to_json()) for a in accuse if a.seat == viewer)
        held = sorted(shown(a.to_json()) for a in accuse_in(dealt, viewer))
        if own != held:
            raise ViewError(
                "error.view.own_accuse",
                seat=viewer,
                listed=f"[{', '.join(own)}]",
                held=f"[{', '.join(held)}]",
            )
    return accuse


def view_from_json(data: object, *, require_turn: bool = False) -> SeatView:
    """The :class:`SeatView` a VIEW describes; a :class:`ViewError` for anything wrong.

    With ``require_turn`` the view must also be one where its seat is to play (as for the
    engine protocol's ``play`` request).
    """
    if not isinstance(data, dict):
        raise ViewError("error.view.not_object", value=shown(data))
    for key in data:
        if key not in VIEW_KEYS:
            raise ViewError("error.view.unknown_key", key=shown(key), keys=", ".join(VIEW_KEYS))
    for key in REQUIRED_KEYS:
        if key not in data:
            raise ViewError("error.view.missing_key", key=key, keys=", ".join(REQUIRED_KEYS))
    if data["game"] != "tressette":
        raise ViewError("error.view.game", value=shown(data["game"]))
    options = _options(data.get("options", {}))
    seat = _seat(data["seat"], "seat")
    dealer = _seat(data["dealer"], "dealer")
    hand = _cards(data["hand"], "hand")
    plays = _plays(data["plays"])
    _no_card_twice(hand, plays)
    turn = _turn_after(dealer, plays)
    between_hands = not hand and not plays
    own_plays = sum(1 for played in plays if played.seat == seat)
    if not between_hands and len(hand) != HAND_SIZE - own_plays:
        raise ViewError(
            "error.view.hand_size",
            count=len(hand),
            seat=seat,
            played=own_plays,
            expected=HAND_SIZE - own_plays,
        )
    _check_following(seat, hand, plays)
    for index, played in enumerate(plays):
        if played.signals:
            problem = _signal_problem(options, plays, index, seat, hand)
            if problem is not None:
                raise ViewError("error.view.play", number=index + 1, problem=problem)
    accuse = _accuse(
        data.get("accuse", []), options=options, viewer=seat, dealer=dealer, hand=hand, plays=plays
    )
    score = _pair(data.get("score", [0, 0]), "score")
    wins = _pair(data.get("wins", [0, 0]), "wins")
    needed = options.best_of // 2 + 1
    if max(wins) > needed or min(wins) >= needed or (max(wins) >= needed and not between_hands):
        raise ViewError("error.view.wins", value=shown(list(wins)), best_of=options.best_of)
    target = options.target_of_game(wins)
    if "target" in data and (not is_int(data["target"]) or data["target"] != target):
        raise ViewError("error.view.target", value=shown(data["target"]), expected=target)
    to_move = None if between_hands or len(plays) == PLAYS_PER_HAND else turn
    given_turn = data.get("to_move", to_move)
    if not (given_turn is None or is_int(given_turn)) or given_turn != to_move:
        raise ViewError("error.view.to_move", value=shown(data["to_move"]), expected=shown(to_move))
    trick = plays[len(plays) - len(plays) % SEATS :]
    legal = legal_cards(hand, trick[0].card.suit if trick else None) if to_move == seat else ()
    if "legal" in data:
        given = _cards(data["legal"], "legal")
        if len(given) != len(legal) or set(given) != set(legal):
            raise ViewError(
                "error.view.legal",
                value=shown([card.code for card in given]),
                expected=shown([card.code for card in legal]),
            )
    if require_turn and to_move != seat:
        if to_move is None:
            raise ViewError("error.view.no_turn", seat=seat)
        raise ViewError("error.view.not_turn", seat=seat, to_move=to_move)
    return SeatView(
        options=options,
        seat=seat,
        dealer=dealer,
        hand=hand,
        plays=plays,
        accuse=accuse,
        score=score,
        wins=wins,
        target=target,
        to_move=to_move,
        legal=legal,
    )
