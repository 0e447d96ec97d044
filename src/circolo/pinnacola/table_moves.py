"""Pinnacola moves at the server: a step as the WebSocket writes it, a message as a step.

:func:`action_to_json` and :func:`action_from_json` are the WebSocket's shape of a step
(``{"do": "meld", "cards": [...]}``: the ``pin`` message's fields, the suggestions and the
training reasons the browser reads); saved events and records write a step as the engine
protocol does (circolo/pinnacola/view_json.py). :func:`message_action` reads a client's
``pin`` message (a bare wild card given the one meaning that fits, or refused as
ambiguous); :func:`choices_for` lists the ways some cards can be laid, for the
``pin_choices`` message. Meld numbers and pile indexes
are checked against the hand: a number out of range is a sentence, never a crash.
"""

from __future__ import annotations

from typing import Any

from circolo.cards.french import FrenchCard
from circolo.errors import IllegalPlayError
from circolo.pinnacola.actions import (
    Action,
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Swap,
    Undo,
)
from circolo.pinnacola.melds import (
    Placed,
    extended,
    interpretations,
    is_wild,
    make_meld,
    parse_placed,
)
from circolo.pinnacola.state import MatchState
from circolo.server.errors import RuleError, TableError
from circolo.server.protocol import PinMessage


def action_to_json(action: Action) -> dict[str, Any]:
    """One step of a turn as saved in a ``pin`` event (the protocol's ``action`` names)."""
    if isinstance(action, DrawStock):
        return {"do": "draw_stock"}
    if isinstance(action, DrawPile):
        return {"do": "draw_pile", "index": action.index}
    if isinstance(action, EndHand):
        return {"do": "end_hand"}
    if isinstance(action, LayMeld):
        return {"do": "meld", "cards": [str(p) for p in action.cards]}
    if isinstance(action, Attach):
        return {"do": "attach", "meld": action.meld, "cards": [str(p) for p in action.cards]}
    if isinstance(action, Swap):
        return {
            "do": "swap",
            "meld": action.meld,
            "give": action.give.code,
            "take": action.take.code,
        }
    if isinstance(action, Undo):
        return {"do": "undo"}
    return {"do": "discard", "card": action.card.code}


def action_from_json(data: dict[str, Any]) -> Action:
    """The step saved by :func:`action_to_json`."""
    kind = data["do"]
    if kind == "draw_stock":
        return DrawStock()
    if kind == "draw_pile":
        return DrawPile(int(data["index"]))
    if kind == "end_hand":
        return EndHand()
    if kind == "meld":
        return LayMeld(parse_placed(data["cards"]))
    if kind == "attach":
        return Attach(int(data["meld"]), parse_placed(data["cards"]))
    if kind == "swap":
        return Swap(
            int(data["meld"]), FrenchCard.parse(data["give"]), FrenchCard.parse(data["take"])
        )
    if kind == "undo":
        return Undo()
    return Discard(FrenchCard.parse(data["card"]))


def choices_for(
    codes: list[str], meld: int | None, match: MatchState, seat: int
) -> list[tuple[Placed, ...]]:
    """Each way ``codes`` can be laid (or added to meld ``meld``), wild cards given a meaning.

    Cards written with ``=`` keep the meaning given; bare wild cards get every meaning that
    fits. An attach lists only the cards added.
    """
    hand = match.hand
    if hand is None:
        return []
    if meld is not None:
        check_meld_number(meld, match)
    placed = parse_placed(codes)
    options = hand.options
    bare_wild = [p for p in placed if p.is_natural and is_wild(p.card, options)]
    if not bare_wild:
        return [placed]
    given = [p for p in placed if not (p.is_natural and is_wild(p.card, options))]
    fixed: tuple[Placed, ...] = ()
    if meld is not None:
        fixed = hand.melds[meld].cards
    raw_naturals = [p.card for p in given if p.is_natural]
    explicit = [p for p in given if not p.is_natural]
    found: list[tuple[Placed, ...]] = []
    for result in interpretations(
        (*fixed, *explicit), [*raw_naturals, *(p.card for p in bare_wild)], options, seat
    ):
        left = [str(p) for p in (*fixed,)]
        added = []
        for p in result.cards:
            if str(p) in left:
                left.remove(str(p))
            else:
                added.append(p)
        choice = tuple(added)
        if choice not in found:
            found.append(choice)
    return found


def check_meld_number(meld: int, match: MatchState) -> None:
    """Refuse a meld number the hand in play does not have, naming how many it has."""
    count = len(match.hand.melds) if match.hand is not None else 0
    if not 0 <= meld < count:
        raise RuleError(IllegalPlayError("error.pin_no_meld", meld=meld, count=count))


def message_action(message: PinMessage, match: MatchState, seat: int) -> Action:
    """The engine action a ``pin`` message asks for; a TableError when it cannot be read."""
    kind = message.action
    if kind == "draw_stock":
        return DrawStock()
    if kind == "end_hand":
        return EndHand()
    if kind == "undo":
        return Undo()
    if kind == "draw_pile":
        return DrawPile(_needed(message.index, "index"))
    if kind == "discard":
        return Discard(FrenchCard.parse(_needed(message.card, "card")))
    if kind == "swap":
        return Swap(
            _needed(message.meld, "meld"),
            FrenchCard.parse(_needed(message.give, "give")),
            FrenchCard.parse(_needed(message.take, "take")),
        )
    meld = _needed(message.meld, "meld") if kind == "attach" else None
    choices = choices_for(message.cards, meld, match, seat)
    if len(choices) > 1:
        raise TableError(
            "ambiguous",
            "server.error.pin_ambiguous",
            choices=" | ".join(" ".join(str(p) for p in choice) for choice in choices),
        )
    cards = choices[0] if choices else parse_placed(message.cards)
    if meld is not None:
        return Attach(meld, cards)
    return LayMeld(cards)


def _needed(value: Any, field: str) -> Any:
    if value is None:
        raise TableError("bad_request", "server.error.pin_field", field=field)
    return value


def probe(choice: tuple[Placed, ...], meld: int | None, match: MatchState) -> None:
    """Check that ``choice`` makes a meld (or extends meld ``meld``) out of turn too."""
    assert match.hand is not None
    if meld is None:
        make_meld(choice, match.options)
    else:
        extended(match.hand.melds[meld], choice, match.options)
