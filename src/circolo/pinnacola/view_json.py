"""A Pinnacola VIEW read back from JSON (the engine protocol), and actions as JSON.

:func:`pinnacola_view_from_json` checks every field of a VIEW as
:func:`~circolo.pinnacola.view.view_to_json` writes it and rebuilds the
:class:`~circolo.pinnacola.view.PinnacolaView` a player decides from. What the seat may do
(``usable_pile``, ``discardable``) is worked out again from the view, never trusted.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from circolo.cards.french import FrenchCard, parse_french_cards, pinnacola_deck
from circolo.errors import CircoloError, RecordError
from circolo.i18n import DEFAULT_LANG, Lang, t
from circolo.pinnacola.actions import (
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
from circolo.pinnacola.house_rules import in_first_round, opening_short
from circolo.pinnacola.melds import Meld, make_meld, parse_placed
from circolo.pinnacola.names import named
from circolo.pinnacola.options import PinnacolaOptions, options_from_json
from circolo.pinnacola.usable import discardable_cards, usable_pile
from circolo.pinnacola.view import PinnacolaView
from circolo.record_json import is_int

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class ViewProblem:
    """What is wrong with a VIEW's field as the catalogs say it: a message parameter (see
    :func:`circolo.i18n.t`) shown in the reader's language, cards by name."""

    key: str
    params: dict[str, object]

    def localized(self, lang: Lang) -> str:
        """The problem in ``lang``."""
        return t(self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.localized(DEFAULT_LANG)


def _bad(field: str, problem: str | ViewProblem) -> RecordError:
    return RecordError("error.pin_view_field", field=field, problem=problem)


def _get(data: dict[str, Any], key: str, check: Callable[[Any], bool], what: str) -> Any:
    if key not in data:
        raise _bad(key, "missing")
    value = data[key]
    if not check(value):
        raise _bad(key, f"must be {what}")
    return value


def _cards(data: dict[str, Any], key: str) -> tuple[FrenchCard, ...]:
    codes = _get(data, key, lambda v: isinstance(v, list), "a list of card codes")
    try:
        return parse_french_cards(codes)
    except CircoloError as error:
        raise _bad(key, str(error)) from None


def _guard(field: str, read: Callable[[], T]) -> T:
    try:
        return read()
    except RecordError:
        raise
    except CircoloError as error:
        raise _bad(field, str(error)) from error  # the cause: its sentence in any language


def action_from_json(data: object) -> Action:
    """An action as the engine protocol and the record write it (see docs/engine-protocol.md),
    and as a ``pin`` message's ``step`` carries it: the one codec of a Pinnacola step."""
    if not isinstance(data, dict):
        raise _bad("action", "must be an object")
    if set(data) == {"draw"}:
        draw = data["draw"]
        if draw is None:
            return EndHand()
        if draw == {"from": "stock"}:
            return DrawStock()
        if isinstance(draw, dict) and draw.get("from") == "discard" and is_int(draw.get("index")):
            return DrawPile(draw["index"])
    elif set(data) == {"meld"} and isinstance(data["meld"], list):
        return _guard("meld", lambda: LayMeld(parse_placed(data["meld"])))
    elif set(data) == {"attach", "cards"} and is_int(data["attach"]):
        cards = data["cards"]
        if isinstance(cards, list):
            return _guard("cards", lambda: Attach(data["attach"], parse_placed(cards)))
    elif set(data) == {"swap", "give", "take"} and is_int(data["swap"]):
        give = _guard("give", lambda: FrenchCard.parse(data["give"]))
        return Swap(data["swap"], give, _guard("take", lambda: FrenchCard.parse(data["take"])))
    elif set(data) == {"discard"}:
        return _guard("discard", lambda: Discard(FrenchCard.parse(data["discard"])))
    elif set(data) == {"undo"} and data["undo"] is True:
        return Undo()
    raise _bad("action", "is none of draw, meld, attach, swap, discard, undo")


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


def _turn(data: object) -> Turn:
    if not isinstance(data, dict):
        raise _bad("turns", "each turn must be an object")
    seat = _get(data, "seat", is_int, "a seat")
    draw_data = data.get("draw")
    draw = None if draw_data is None else action_from_json({"draw": draw_data})
    if not isinstance(draw, DrawStock | DrawPile | type(None)):
        raise _bad("turns", "a turn's draw is from the stock or the pile")
    actions: list[TableAction] = []
    for entry in data.get("actions", []):
        action = action_from_json(entry)
        if not isinstance(action, LayMeld | Attach | Swap):
            raise _bad("turns", "a turn's actions are melds, attaches and swaps")
        actions.append(action)
    discard = data.get("discard")
    card = None if discard is None else _guard("turns", lambda: FrenchCard.parse(discard))
    return Turn(seat, draw, tuple(actions), card)


def _meld(codes: list[object], options: PinnacolaOptions, owner: int) -> Meld:
    return make_meld(parse_placed(codes), options, owner)


def _score(value: object) -> tuple[int, int]:
    if not (isinstance(value, list) and len(value) == 2 and all(is_int(v) for v in value)):
        raise _bad("score", "must be two whole numbers")
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
            problem = ViewProblem(
                "error.pin_view_copies", {**facts, "count": count, "decks": decks[card]}
            )
        else:
            problem = ViewProblem("error.pin_view_not_in_deck", facts)
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
            raise _bad("known", ViewProblem("error.pin_view_known_unheld", facts))
    for other, cards in enumerate(known):
        if len(cards) > hand_sizes[other]:
            facts = {"seat": other, "count": len(cards), "size": hand_sizes[other]}
            raise _bad("known", ViewProblem("error.pin_view_known_size", facts))


def pinnacola_view_from_json(data: object) -> PinnacolaView:
    """The view a VIEW object describes; an error names the first field that is wrong."""
    if not isinstance(data, dict):
        raise _bad("view", "must be an object")
    options = _guard("options", lambda: options_from_json(data.get("options")))
    seats = options.players
    seat = _get(data, "seat", lambda v: is_int(v) and 0 <= v < seats, f"a seat 0..{seats - 1}")
    melds: list[Meld] = []
    for entry in _get(data, "melds", lambda v: isinstance(v, list), "a list of melds"):
        if not isinstance(entry, dict):
            raise _bad("melds", "each meld must be an object with seat and cards")
        owner = _get(entry, "seat", lambda v: is_int(v) and 0 <= v < seats, "a seat")
        codes = _get(entry, "cards", lambda v: isinstance(v, list), "a list")
        meld = _guard("melds", functools.partial(_meld, codes, options, owner))
        if "points" in entry and entry["points"] != meld.value(options):
            number = len(melds)
            raise _bad(
                "melds", f"meld {number} is worth {meld.value(options)}, not {entry['points']!r}"
            )
        melds.append(meld)
    hand = tuple(sorted(_cards(data, "hand")))
    pile = _cards(data, "pile")
    opened = tuple(
        _get(data, "opened", lambda v: isinstance(v, list) and len(v) == seats, f"{seats} booleans")
    )
    known_data = _get(
        data, "known", lambda v: isinstance(v, list) and len(v) == seats, "a list per seat"
    )
    known = tuple(_guard("known", functools.partial(parse_french_cards, k)) for k in known_data)
    phase = _get(data, "phase", lambda v: v in ("draw", "meld", "over"), "draw, meld or over")
    must_use = _cards(data, "must_use")
    current_data = data.get("turn")
    current = None if current_data is None else _turn(current_data)
    turns = tuple(_turn(t) for t in _get(data, "turns", lambda v: isinstance(v, list), "a list"))
    to_move = data.get("to_move")
    stock_size = _get(data, "stock_size", lambda v: is_int(v) and v >= 0, "a count")
    hand_sizes = tuple(
        _get(
            data,
            "hand_sizes",
            lambda v: (
                isinstance(v, list) and len(v) == seats and all(is_int(n) and n >= 0 for n in v)
            ),
            "a count per seat",
        )
    )
    if hand_sizes[seat] != len(hand):
        raise _bad(
            "hand_sizes", f"says seat {seat} holds {hand_sizes[seat]}, but 'hand' has {len(hand)}"
        )
    _check_known(hand, hand_sizes, known, seat)
    laid = [card.card for meld in melds for card in meld.cards]
    others = [(f"known[{s}]", cards) for s, cards in enumerate(known) if s != seat]
    _check_copies(options, [("hand", hand), ("pile", pile), ("melds", laid), *others])
    view = PinnacolaView(
        options=options,
        seat=seat,
        dealer=_get(data, "dealer", lambda v: is_int(v) and 0 <= v < seats, "a seat"),
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
        hand_number=int(data.get("hand_number", 1)),
    )
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
