"""Pinnacola moves at the server: a ``pin`` message as a step, a step as the socket sends it.

A step has one JSON shape, the records' and the engine protocol's, read and written by
circolo/games/pinnacola/view_json.py (``{"draw": {"from": "stock"}}``, ``{"meld": [...]}``,
``{"discard": "7h"}``…). A ``pin`` message carries it in its ``step`` field; the older
fields (``action`` with ``index``, ``meld``, ``cards``, ``give``, ``take``, ``card``) are
first written in that shape (:func:`message_step`), so one codec reads both.
:func:`read_message` reads it, and :func:`resolved` gives a bare wild card the one meaning
that fits, or refuses it as ambiguous; :func:`choices_for` lists the ways some cards can be
laid, for the ``pin_choices`` message. :func:`step_fields` writes a step for the server's
messages: the record's shape as ``step``, and the older ``action`` object derived from it
(``{"do": "meld", "cards": [...]}``, kept for older clients). Meld numbers and pile indexes
are checked against the hand: a number out of range is a sentence, never a crash.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from circolo.core.errors import CircoloError, IllegalPlayError, RecordError
from circolo.core.hosting.protocol import PinMessage
from circolo.core.hosting.refusals import RuleError, TableError
from circolo.core.i18n import t
from circolo.games.pinnacola.actions import Action, Attach, LayMeld
from circolo.games.pinnacola.melds import (
    Placed,
    extended,
    interpretations,
    is_wild,
    make_meld,
    parse_placed,
)
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view_json import STEP_SHAPES, action_from_json, action_to_json


class StepError(TableError):
    """A ``step`` field the records' codec cannot read: the field named, the reason given in
    each language."""

    def __init__(self, error: RecordError) -> None:
        field = error.params.get("field", "action")
        cause = error.__cause__
        self.cause = cause if isinstance(cause, CircoloError) else None
        if field == "action":
            super().__init__("bad_request", "server.error.pin_step", shapes=STEP_SHAPES)
            return
        reason = self.cause.message("en") if self.cause else error.params.get("problem", "")
        super().__init__(
            "bad_request", "server.error.pin_step_field", field=f"step.{field}", reason=reason
        )

    def sentences(self) -> tuple[str, str]:
        """The refusal in English and in Italian, the card's own sentence in each."""
        if self.cause is None:
            return super().sentences()
        english, italian = (
            t(self.key, lang, **{**self.params, "reason": self.cause.message(lang)})
            for lang in ("en", "it")
        )
        return english, italian


def message_step(message: PinMessage) -> dict[str, Any]:
    """The step a ``pin`` message asks for, as records write it: its ``step`` field, or its
    older fields written so. A message with both, or with neither, is refused."""
    if (message.step is None) == (message.action is None):
        raise TableError("bad_request", "server.error.pin_step_or_action")
    if message.step is not None:
        return message.step
    kind = message.action
    if kind == "draw_stock":
        return {"draw": {"from": "stock"}}
    if kind == "draw_pile":
        return {"draw": {"from": "discard", "index": _needed(message.index, "index")}}
    if kind == "end_hand":
        return {"draw": None}
    if kind == "meld":
        return {"meld": message.cards}
    if kind == "attach":
        return {"attach": _needed(message.meld, "meld"), "cards": message.cards}
    if kind == "swap":
        return {
            "swap": _needed(message.meld, "meld"),
            "give": _needed(message.give, "give"),
            "take": _needed(message.take, "take"),
        }
    if kind == "undo":
        return {"undo": True}
    return {"discard": _needed(message.card, "card")}


def read_message(message: PinMessage) -> Action:
    """The engine action a ``pin`` message writes, read by the records' codec; its wild cards
    are given a meaning by :func:`resolved`. A TableError when it cannot be read."""
    step = message_step(message)
    try:
        return action_from_json(step)
    except RecordError as error:
        if message.step is not None:
            raise StepError(error) from None
        cause = error.__cause__  # the older fields: a card that is not one, as before
        raise RuleError(cause if isinstance(cause, CircoloError) else error) from None


def resolved(action: Action, match: MatchState, seat: int) -> Action:
    """``action`` with each bare wild card of a meld or an attach given the one meaning that
    fits; several meanings are refused as ``ambiguous``, naming them."""
    if not isinstance(action, LayMeld | Attach):
        return action
    meld = action.meld if isinstance(action, Attach) else None
    choices = _choices(action.cards, meld, match, seat)
    if len(choices) > 1:
        raise TableError(
            "ambiguous",
            "server.error.pin_ambiguous",
            choices=" | ".join(" ".join(str(p) for p in choice) for choice in choices),
        )
    cards = choices[0] if choices else action.cards
    return LayMeld(cards) if meld is None else Attach(meld, cards)


def step_fields(action: Action) -> dict[str, Any]:
    """A step as the server's messages carry it: ``step`` as records write it, and ``action``,
    the older ``{"do": ...}`` writing derived from it (for older clients)."""
    step = action_to_json(action)
    return {"step": step, "action": older_action(step)}


def older_action(step: dict[str, Any]) -> dict[str, Any]:
    """A step as records write it, in the older ``{"do": ...}`` writing of the socket (the
    ``pin`` message's ``action`` and its fields)."""
    if "draw" in step:
        draw = step["draw"]
        if draw is None:
            return {"do": "end_hand"}
        if draw["from"] == "stock":
            return {"do": "draw_stock"}
        return {"do": "draw_pile", "index": draw["index"]}
    if "meld" in step:
        return {"do": "meld", "cards": step["meld"]}
    if "attach" in step:
        return {"do": "attach", "meld": step["attach"], "cards": step["cards"]}
    if "swap" in step:
        return {"do": "swap", "meld": step["swap"], "give": step["give"], "take": step["take"]}
    if "undo" in step:
        return {"do": "undo"}
    return {"do": "discard", "card": step["discard"]}


def choices_for(
    codes: list[str], meld: int | None, match: MatchState, seat: int
) -> list[tuple[Placed, ...]]:
    """Each way ``codes`` can be laid (or added to meld ``meld``), wild cards given a meaning.

    Cards written with ``=`` keep the meaning given; bare wild cards get every meaning that
    fits. An attach lists only the cards added.
    """
    return _choices(parse_placed(codes), meld, match, seat)


def _choices(
    placed: tuple[Placed, ...], meld: int | None, match: MatchState, seat: int
) -> list[tuple[Placed, ...]]:
    hand = match.hand
    if hand is None:
        return []
    if meld is not None:
        check_meld_number(meld, match)
    options = hand.options
    bare_wild = [p for p in placed if p.is_natural and is_wild(p.card, options)]
    if not bare_wild or not Counter(p.card for p in placed) <= Counter(hand.hands[seat]):
        return [placed]  # as written: the engine names the card not held (no search for it)
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
