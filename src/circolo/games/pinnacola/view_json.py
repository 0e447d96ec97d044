"""A Pinnacola VIEW read back from JSON (the engine protocol), and actions as JSON.

:func:`pinnacola_view_from_json` checks every field of a VIEW as
:func:`~circolo.games.pinnacola.view.view_to_json` writes it and rebuilds the
:class:`~circolo.games.pinnacola.view.PinnacolaView` a player decides from. What the seat may do
(``usable_pile``, ``discardable``) is worked out again from the view, never trusted.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Final, TypeVar

from circolo.core.cards.french import FrenchCard, parse_french_cards, pinnacola_deck
from circolo.core.errors import CircoloError, FieldRefusals, RecordError
from circolo.core.i18n import Phrase
from circolo.core.record_json import is_int, shown
from circolo.games.pinnacola.actions import (
    Action,
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Swap,
    TableAction,
    Turn,
    Undo,
)
from circolo.games.pinnacola.house_rules import in_first_round, opening_short
from circolo.games.pinnacola.melds import Meld, make_meld, parse_placed
from circolo.games.pinnacola.names import named
from circolo.games.pinnacola.options import PinnacolaOptions, options_from_json
from circolo.games.pinnacola.usable import discardable_cards, usable_pile
from circolo.games.pinnacola.view import PinnacolaView

T = TypeVar("T")


#: The steps of a turn as records, the engine protocol and ``pin`` messages write them.
STEP_SHAPES: Final = Phrase("error.pin_step_shapes", {})
_TURN_DRAWS: Final = '{"from": "stock"}, {"from": "discard", "index": N}'


_REFUSALS: Final = FieldRefusals("error.pin_view")
_bad, _phrase, _must_be = _REFUSALS.bad, _REFUSALS.phrase, _REFUSALS.must_be


def _get(
    data: dict[str, Any], key: str, check: Callable[[Any], bool], what: Phrase, within: str = ""
) -> Any:
    """``data[key]`` where ``check`` accepts it; ``within`` names the object ``data`` is in
    (``turns[2].``), for the refusal."""
    if key not in data:
        raise _bad(within + key, _phrase("missing"))
    value = data[key]
    if not check(value):
        raise _must_be(within + key, value, what)
    return value


def _cards(data: dict[str, Any], key: str) -> tuple[FrenchCard, ...]:
    codes = _get(data, key, lambda v: isinstance(v, list), _phrase("cards"))
    try:
        return parse_french_cards(codes)
    except CircoloError as error:
        raise _bad(key, error) from None


def _guard(field: str, read: Callable[[], T]) -> T:
    try:
        return read()
    except RecordError:
        raise
    except CircoloError as error:
        raise _bad(field, error) from error  # the cause: its sentence in any language


def _count(value: object) -> bool:
    """Whether ``value`` is a whole number, 0 or more (a pile index, a meld's number)."""
    return is_int(value) and value >= 0


def action_from_json(data: object) -> Action:
    """An action as the engine protocol and the record write it (see docs/engine-protocol.md),
    and as a ``pin`` message's ``step`` carries it: the one codec of a Pinnacola step."""
    if not isinstance(data, dict):
        raise _must_be("action", data, _phrase("object"))
    if set(data) == {"draw"}:
        draw = data["draw"]
        if draw is None:
            return EndHand()
        if draw == {"from": "stock"}:
            return DrawStock()
        if isinstance(draw, dict) and draw.get("from") == "discard" and _count(draw.get("index")):
            return DrawPile(draw["index"])
    elif set(data) == {"meld"} and isinstance(data["meld"], list):
        return _guard("meld", lambda: LayMeld(parse_placed(data["meld"])))
    elif set(data) == {"attach", "cards"} and _count(data["attach"]):
        cards = data["cards"]
        if isinstance(cards, list):
            return _guard("cards", lambda: Attach(data["attach"], parse_placed(cards)))
    elif set(data) == {"swap", "give", "take"} and _count(data["swap"]):
        give = _guard("give", lambda: FrenchCard.parse(data["give"]))
        return Swap(data["swap"], give, _guard("take", lambda: FrenchCard.parse(data["take"])))
    elif set(data) == {"discard"}:
        return _guard("discard", lambda: Discard(FrenchCard.parse(data["discard"])))
    elif set(data) == {"undo"} and data["undo"] is True:
        return Undo()
    raise _bad("action", _phrase("action", value=shown(data), shapes=STEP_SHAPES))


def action_to_json(action: Action) -> dict[str, object]:
    """The engine protocol's action object."""
    if isinstance(action, DrawStock | DrawPile):
        return {"draw": action.to_json()}
    if isinstance(action, EndHand):
        return {"draw": None}
    if isinstance(action, Discard):
        return {"discard": action.card.code}
    if isinstance(action, Undo):
        return {"undo": True}
    return action.to_json()


def _turn(data: object, field: str, seats: int) -> Turn:
    """The turn ``data`` (``field`` names it: ``turns[3]``, ``turn``)."""
    if not isinstance(data, dict):
        raise _must_be(field, data, _phrase("object"))
    seat = _get(data, "seat", _seat_check(seats), _seat_range(seats), f"{field}.")
    draw = _turn_draw(data.get("draw"), field)
    actions: list[TableAction] = []
    entries = data.get("actions", [])
    if not isinstance(entries, list):
        raise _must_be(f"{field}.actions", entries, _phrase("list"))
    for number, entry in enumerate(entries):
        where = f"{field}.actions[{number}]"
        try:
            action = action_from_json(entry)
        except RecordError as error:  # the step's own refusal, under the turn's field
            problem = error.params.get("problem")
            said = problem if isinstance(problem, Phrase | CircoloError) else error
            raise _bad(where, said) from error
        if not isinstance(action, LayMeld | Attach | Swap):
            raise _bad(where, _phrase("turn_actions", value=shown(entry)))
        actions.append(action)
    discard = data.get("discard")
    card = None
    if discard is not None:
        card = _guard(f"{field}.discard", lambda: FrenchCard.parse(discard))
    return Turn(seat, draw, tuple(actions), card)


def _turn_draw(data: object, field: str) -> DrawStock | DrawPile | None:
    """A past turn's draw: from the stock, from the pile, or none (a turn still to draw)."""
    if data is None:
        return None
    try:
        draw = action_from_json({"draw": data})
    except RecordError:
        draw = None
    if isinstance(draw, DrawStock | DrawPile):
        return draw
    raise _bad(f"{field}.draw", _phrase("turn_draw", value=shown(data), draws=_TURN_DRAWS))


def _seat_range(seats: int) -> Phrase:
    return _phrase("seat", last=seats - 1)


def _seat_check(seats: int) -> Callable[[Any], bool]:
    return lambda value: is_int(value) and 0 <= value < seats


def _meld(codes: list[object], options: PinnacolaOptions, owner: int) -> Meld:
    return make_meld(parse_placed(codes), options, owner)


def _hand_number(data: dict[str, Any]) -> int:
    number = data.get("hand_number", 1)
    if not (is_int(number) and number > 0):
        raise _must_be("hand_number", number, _phrase("number"))
    return number


def _score(value: object) -> tuple[int, int]:
    if not (isinstance(value, list) and len(value) == 2 and all(is_int(v) for v in value)):
        raise _must_be("score", value, _phrase("score"))
    return (value[0], value[1])


def _check_copies(
    options: PinnacolaOptions, places: Sequence[tuple[str, Sequence[FrenchCard]]]
) -> None:
    """Refuse a view that shows a card more often than the decks of its options hold: in
    ``places``, the fields (``hand``, ``pile``, ``melds``, ``known[s]`` of the other seats)
    with their cards. The refusal names the fields where the card is."""
    where: dict[FrenchCard, Counter[str]] = {}
    for place, cards in places:
        for card in cards:
            where.setdefault(card, Counter())[place] += 1
    decks = Counter(pinnacola_deck(pinelle=options.pinelle, jokers=options.jokers))
    for card, found in sorted(where.items()):
        count = sum(found.values())
        if count <= decks[card]:
            continue
        facts: dict[str, object] = {
            "card": named(card),
            "where": ", ".join(f"{place}: {n}" for place, n in found.items()),
        }
        if decks[card]:
            problem = _phrase("copies", **facts, count=count, decks=decks[card])
        else:
            problem = _phrase("not_in_deck", **facts)
        fields = list(dict.fromkeys(place.partition("[")[0] for place in found))
        if len(fields) == 1:
            raise _bad(fields[0], problem)
        shown = ", ".join(f"'{name}'" for name in fields)
        raise RecordError("error.pin_view_fields", fields=shown, problem=problem)


def _check_known(
    hand: Sequence[FrenchCard],
    hand_sizes: Sequence[int],
    known: Sequence[Sequence[FrenchCard]],
    seat: int,
) -> None:
    """Refuse ``known`` cards a seat cannot hold: for the VIEW's own seat, cards its ``hand``
    lacks; for any seat, more cards than ``hand_sizes`` gives it."""
    held = Counter(hand)
    for card, count in sorted(Counter(known[seat]).items()):
        if count > held[card]:
            facts = {"seat": seat, "card": named(card), "count": count, "held": held[card]}
            raise _bad("known", _phrase("known_unheld", **facts))
    for other, cards in enumerate(known):
        if len(cards) > hand_sizes[other]:
            facts = {"seat": other, "count": len(cards), "size": hand_sizes[other]}
            raise _bad("known", _phrase("known_size", **facts))


def _check_must_use(view: PinnacolaView) -> None:
    """Refuse ``must_use`` cards nobody can owe: outside the melding of the seat to move;
    and, where that is the VIEW's own seat, cards its ``hand`` lacks, or a card no meld can
    take before anything was laid this turn (the rules let a pile card be taken only where
    it can be melded; after the turn's own steps it may no longer fit, and the seat may take
    them back). Every seat's VIEW shows what the seat to move owes."""
    if not view.must_use:
        return
    if view.phase != "meld" or view.to_move is None:
        raise _bad("must_use", _phrase("must_use_turn"))
    if view.to_move != view.seat:
        return
    held = Counter(view.hand)
    for card, count in sorted(Counter(view.must_use).items()):
        if count > held[card]:
            raise _bad("must_use", _phrase("must_use_unheld", card=named(card)))
    if view.current is not None and view.current.actions:
        return
    for card in view.must_use:
        if view.use_of(card) is None:
            raise _bad("must_use", _phrase("must_use_unusable", card=named(card)))


def pinnacola_view_from_json(data: object) -> PinnacolaView:
    """The view a VIEW object describes; an error names the first field that is wrong."""
    if not isinstance(data, dict):
        raise _must_be("view", data, _phrase("object"))
    options = _guard("options", lambda: options_from_json(data.get("options")))
    seats = options.players
    seat = _get(data, "seat", _seat_check(seats), _seat_range(seats))
    melds: list[Meld] = []
    entries = _get(data, "melds", lambda v: isinstance(v, list), _phrase("melds"))
    for number, entry in enumerate(entries):
        where = f"melds[{number}]"
        if not isinstance(entry, dict):
            raise _must_be(where, entry, _phrase("meld"))
        owner = _get(entry, "seat", _seat_check(seats), _seat_range(seats), f"{where}.")
        codes = _get(entry, "cards", lambda v: isinstance(v, list), _phrase("cards"), f"{where}.")
        meld = _guard(where, functools.partial(_meld, codes, options, owner))
        points = entry.get("points", meld.value(options))
        if not is_int(points) or points != meld.value(options):
            worth, value = meld.value(options), shown(entry["points"])
            problem = _phrase("meld_points", number=number, worth=worth, value=value)
            raise _bad(f"{where}.points", problem)
        melds.append(meld)
    hand = tuple(sorted(_cards(data, "hand")))
    pile = _cards(data, "pile")
    opened = tuple(
        _get(
            data,
            "opened",
            lambda v: isinstance(v, list) and len(v) == seats and all(type(b) is bool for b in v),
            _phrase("booleans", count=seats),
        )
    )
    known_data = _get(
        data,
        "known",
        lambda v: isinstance(v, list) and len(v) == seats and all(isinstance(k, list) for k in v),
        _phrase("per_seat", count=seats),
    )
    known = tuple(
        _guard(f"known[{s}]", functools.partial(parse_french_cards, k))
        for s, k in enumerate(known_data)
    )
    phases = ("draw", "meld", "over")
    phase = _get(data, "phase", lambda v: v in phases, _phrase("phase"))
    must_use = _cards(data, "must_use")
    current_data = data.get("turn")
    current = None if current_data is None else _turn(current_data, "turn", seats)
    past = _get(data, "turns", lambda v: isinstance(v, list), _phrase("list"))
    turns = tuple(_turn(entry, f"turns[{n}]", seats) for n, entry in enumerate(past))
    to_move = data.get("to_move")
    if not (to_move is None or _seat_check(seats)(to_move)):
        raise _must_be("to_move", to_move, _phrase("to_move", last=seats - 1))
    stock_size = _get(data, "stock_size", _count, _phrase("count"))
    hand_sizes = tuple(
        _get(
            data,
            "hand_sizes",
            lambda v: isinstance(v, list) and len(v) == seats and all(_count(n) for n in v),
            _phrase("counts", count=seats),
        )
    )
    if hand_sizes[seat] != len(hand):
        facts = {"seat": seat, "size": hand_sizes[seat], "count": len(hand)}
        raise _bad("hand_sizes", _phrase("hand_size", **facts))
    _check_known(hand, hand_sizes, known, seat)
    laid = [card.card for meld in melds for card in meld.cards]
    others = [(f"known[{s}]", cards) for s, cards in enumerate(known) if s != seat]
    _check_copies(options, [("hand", hand), ("pile", pile), ("melds", laid), *others])
    view = PinnacolaView(
        options=options,
        seat=seat,
        dealer=_get(data, "dealer", _seat_check(seats), _seat_range(seats)),
        hand=hand,
        hand_sizes=hand_sizes,
        stock_size=stock_size,
        pile=pile,
        melds=tuple(melds),
        opened=opened,
        known=known,
        to_move=to_move if is_int(to_move) else None,
        phase=phase,
        must_use=must_use,
        current=current,
        turns=turns,
        score=_score(data.get("score", [0, 0])),
        hand_number=_hand_number(data),
    )
    _check_must_use(view)
    if to_move != seat or phase == "over":
        return view
    usable: tuple[int, ...] = ()
    discardable: tuple[FrenchCard, ...] = ()
    if phase == "draw":
        first = in_first_round(options, len(turns))
        usable = usable_pile(pile, hand, view.team_melds(), opened[seat], options, first)
    else:
        first = in_first_round(options, len(turns))
        short = opening_short(options, melds, seat, current)
        discardable = discardable_cards(hand, must_use, opened[seat] and not first, short)
    return replace(view, usable_pile=usable, discardable=discardable)
