"""Briscola's parts of the WebSocket messages, as pydantic models (docs/protocol.md).

They describe what :class:`~circolo.games.briscola.table.BriscolaPart` sends — its ``state``
snapshot (the seat's VIEW, the last trick, the hand's summary, the game so far, the
training reasons) and its ``step_suggestion`` — so that the protocol's JSON Schema, and
the browser's TypeScript types generated from it, cover them. The table builds plain dicts;
tests check real messages against these models.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from circolo.core.hosting.protocol import (
    PROTOCOL_VERSION,
    MessageId,
    Reason,
    Sent,
    StateBase,
    Text,
    absent_when_none,
)
from circolo.games.briscola.options import Tie

#: Two numbers, one per side.
Pair = tuple[int, int]


class BriscolaOptionsJson(Sent):
    """The game's options, as the record's ``options`` object (every option, always)."""

    players: int
    hands_to_win: int
    tie: Tie
    swap_seven: bool


class BriscolaPlayed(Sent):
    """A card played (``card``) or the 7 of briscola exchanged (``swap``), as records write it."""

    seat: int
    card: str | None = absent_when_none()
    swap: str | None = absent_when_none()


class BriscolaViewJson(Sent):
    """The seat's VIEW (docs/engine-protocol.md): its own hand, the card turned up, the card
    under the stock now, the stock's size, this hand's plays, the points and hands taken; a
    training table adds ``all_hands``, left out elsewhere."""

    game: Literal["briscola"]
    options: BriscolaOptionsJson
    seat: int
    dealer: int
    hand: list[str]
    briscola: str
    face_up: str | None
    stock: int
    plays: list[BriscolaPlayed]
    taken: Pair
    wins: Pair
    to_move: int
    legal: list[str]
    may_swap: bool
    all_hands: list[list[str]] | None = absent_when_none()


class BriscolaTrick(Sent):
    """The last trick taken: its cards in order and who took it."""

    plays: list[BriscolaPlayed]
    winner: int


class BriscolaHandResult(Sent):
    """A finished hand, as the record's ``result``."""

    points: Pair
    last_trick: int
    winner: int | None


class BriscolaHandSummary(Sent):
    """Between hands: the last hand's number and result, and the hands won so far."""

    hand: int
    result: BriscolaHandResult
    wins: Pair


class BriscolaMatch(Sent):
    """The game so far: each hand's points, the hands won (also as ``score``, what the lobby
    shows) and the winner (``games`` is there for the lobby, which shows every game alike)."""

    game: Literal["briscola"]
    hands: list[Pair]
    score: Pair
    wins: Pair
    winner: int | None
    games: Annotated[list[Any], Field(max_length=0)]


class BriscolaReasons(Sent):
    """Training: why a seat played its card (or exchanged the 7), and the sentences."""

    seat: int
    step: BriscolaPlayed
    reasons: list[Reason]
    text: Text


class BriscolaState(StateBase):
    """A Briscola table's ``state`` snapshot for one seat."""

    game: Literal["briscola"]
    phase: Literal["waiting", "play", "trick_stop", "hand_over", "over"]
    #: The seat's VIEW, with every hand at a training table (null before the first deal).
    view: BriscolaViewJson | None
    last_trick: BriscolaTrick | None
    hand_summary: BriscolaHandSummary | None
    match: BriscolaMatch
    #: Training, at a trick stop: each seat's reasons for its step in the trick just ended.
    reasons: list[BriscolaReasons]


class BriscolaCardStep(Sent):
    """Play ``card``."""

    card: str


class BriscolaSwapStep(Sent):
    """Exchange ``swap`` (the 7 of briscola) for the face-up card."""

    swap: str


#: A Briscola step, as the engine protocol answers it and the ``step`` message sends it.
BriscolaPlayedStep = BriscolaCardStep | BriscolaSwapStep


class StepSuggestion(Sent):
    """Training: the step the AI would take for the asking seat (send it back as a ``step``
    message's ``step`` to take it), with its reasons."""

    type: Literal["step_suggestion"] = "step_suggestion"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    step: BriscolaPlayedStep
    reasons: list[Reason]
    text: Text
