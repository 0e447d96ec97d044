"""Scopa's parts of the WebSocket messages, as pydantic models (docs/protocol.md).

They describe what :class:`~circolo.games.scopa.table.ScopaPart` sends — its ``state``
snapshot (the seat's VIEW, the last play, the hand's count category by category, the game
so far, the training reasons) and its ``step_suggestion`` — so that the protocol's JSON
Schema, and the browser's TypeScript types generated from it, cover them. The table builds
plain dicts; tests check real messages against these models.
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

#: Two numbers, one per side (a seat with two players, a team with four).
Pair = tuple[int, int]


class ScopaOptionsJson(Sent):
    """The game's options, as the record's ``options`` object (every option, always)."""

    players: int
    scopone: bool
    target: int
    three_kings_redeal: bool
    scopa_d_assi: bool
    re_bello: bool
    napola: bool
    scopa_on_last_play: bool


class ScopaStep(Sent):
    """A step: the card played and the table cards it takes (``[]``: laid on the table)."""

    card: str
    take: list[str]


class ScopaPlayed(Sent):
    """A play of the hand, as the record writes it: who played which card, what it took, and
    whether it scored a scopa."""

    seat: int
    card: str
    take: list[str]
    scopa: bool


class ScopaViewJson(Sent):
    """The seat's VIEW (docs/interfaces.md, "Scopa match record"): its own hand, the table as
    it lies, the cards left in the stock, this hand's plays, the game's score before this
    hand, the seat to move and every legal step (none when it is not the seat's turn, and
    none for a spectator); a training table adds ``all_hands``, left out elsewhere."""

    game: Literal["scopa"]
    options: ScopaOptionsJson
    seat: int
    dealer: int
    hand: list[str]
    table: list[str]
    stock: int
    plays: list[ScopaPlayed]
    score: Pair
    to_move: int
    legal: list[ScopaStep]
    all_hands: list[list[str]] | None = absent_when_none()


class ScopaPoints(Sent):
    """A hand's points per side, category by category, in the record's order (``[0, 0]``
    for an option that is off)."""

    carte: Pair
    denari: Pair
    settebello: Pair
    primiera: Pair
    scope: Pair
    re_bello: Pair
    napola: Pair


class ScopaHandResult(Sent):
    """A finished hand's count, as the record's ``result``: per side the cards and denari
    taken, its primiera (null without every suit), the side of the last capture, the points
    of each category and the total."""

    taken: Pair
    denari: Pair
    primiera: tuple[int | None, int | None]
    last_capture: int
    points: ScopaPoints
    total: Pair


class ScopaHandSummary(Sent):
    """Between hands: the last hand's number, its count, the cards left on the table that went
    to the side of the last capture, and the game's score after it."""

    hand: int
    result: ScopaHandResult
    leftovers: list[str]
    score: Pair


class ScopaMatch(Sent):
    """The game so far: each hand's total, the score (what the lobby shows), the points that
    end the game and the winner (``games`` is there for the lobby, which shows every game
    alike)."""

    game: Literal["scopa"]
    hands: list[Pair]
    score: Pair
    target: int
    winner: int | None
    games: Annotated[list[Any], Field(max_length=0)]


class ScopaReasons(Sent):
    """Training: why a computer seat made its play, and the sentences."""

    seat: int
    step: ScopaStep
    reasons: list[Reason]
    text: Text


class ScopaState(StateBase):
    """A Scopa table's ``state`` snapshot for one seat.

    ``phase``: ``trick_stop`` is a training table's stop after each computer seat's play
    (the table's one name for a training stop; ``continue`` goes on)."""

    game: Literal["scopa"]
    phase: Literal["waiting", "play", "trick_stop", "hand_over", "over"]
    #: The seat's VIEW, with every hand at a training table (null between hands).
    view: ScopaViewJson | None
    #: A fishing game has no trick: always null (every game's snapshot has the key).
    last_trick: None
    #: The last play of the hand in play, or of the hand just finished (null before any).
    last_play: ScopaPlayed | None
    hand_summary: ScopaHandSummary | None
    match: ScopaMatch
    #: Training, at a stop (or the hand's end): the reasons of the computer's play just made.
    reasons: list[ScopaReasons]


class ScopaStepSuggestion(Sent):
    """Training: the step the AI would take for the asking seat (send it back as a ``step``
    message's ``step`` to take it), with its reasons."""

    type: Literal["step_suggestion"] = "step_suggestion"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    step: ScopaStep
    reasons: list[Reason]
    text: Text
