"""Tressette's parts of the WebSocket messages, as pydantic models (docs/protocol.md).

They describe what :class:`~circolo.games.tressette.table.TressettePart` sends — its ``state``
snapshot (the seat's VIEW, the last trick, the hand's summary, the match, the training
reasons) and its ``suggestion`` — so that the protocol's JSON Schema, and the browser's
TypeScript types generated from it, cover them. The table builds plain dicts (a model per
seat per move would cost more than the move); tests check real messages against these.
"""

from __future__ import annotations

from typing import Literal

from circolo.core.hosting.protocol import (
    PROTOCOL_VERSION,
    MessageId,
    Reason,
    Sent,
    StateBase,
    Text,
    absent_when_none,
)
from circolo.games.tressette.options import AccuseMode, AccuseTiming, SecondGame, SignalsChoice
from circolo.games.tressette.rules import AccusaKind
from circolo.games.tressette.state import EndedBy

#: Two numbers, one per team.
Pair = tuple[int, int]


class TressetteOptionsJson(Sent):
    """The match's options, as the record's ``options`` object (every option, always)."""

    target: int
    best_of: int
    decider_target: int | None
    cappotto: bool
    accuse: AccuseMode
    accuse_timing: AccuseTiming
    accuse_ends_game: bool
    redeal_under_one_point: bool
    redeal_three_sevens: bool
    signals: SignalsChoice
    false_signals: bool
    second_game: SecondGame


class TressettePlay(Sent):
    """A card played, with the signals made with it."""

    seat: int
    card: str
    signals: list[str]


class TressetteAccusa(Sent):
    """An accusa as the seat knows it: ``kind`` and ``suit`` are left out while hidden
    (``suit`` also for a set of threes, twos or aces, which has none)."""

    seat: int
    kind: AccusaKind | None = absent_when_none()
    suit: str | None = absent_when_none()
    points: int


class TressetteViewJson(Sent):
    """The seat's VIEW (docs/engine-protocol.md); a training table adds every seat's
    ``hands`` and ``all_accuse``, left out elsewhere."""

    game: Literal["tressette"]
    options: TressetteOptionsJson
    seat: int
    dealer: int
    hand: list[str]
    plays: list[TressettePlay]
    accuse: list[TressetteAccusa]
    score: Pair
    legal: list[str]
    wins: Pair
    target: int
    to_move: int | None
    hands: list[list[str]] | None = absent_when_none()
    all_accuse: list[TressetteAccusa] | None = absent_when_none()


class TressetteTrick(Sent):
    """The last completed trick: its four plays and the seat that took it."""

    plays: list[TressettePlay]
    winner: int


class TressetteHandResult(Sent):
    """A finished hand's score per team, as the record's ``result``."""

    thirds: Pair
    last_trick: int | None
    card_points: Pair
    accuse_points: Pair
    points: Pair
    cappotto: int | None


class TressetteHandSummary(Sent):
    """After a hand: its result and the score of the game; ``ended_by`` when the hand ended
    its game (``accuse``: the accuse took a team to the target at the first trick)."""

    result: TressetteHandResult
    score: Pair
    ended_by: EndedBy | None = absent_when_none()


class TressetteGameScore(Sent):
    """A finished game of the match."""

    #: The game it was played at: ``tressette``, or a Roman match's other game
    #: (``briscola``, whose ``score`` is the hands each team won).
    game: str
    score: Pair
    winner: int | None
    #: How it ended: ``target``, ``cappotto``, ``accuse``, or the other game's way
    #: (Briscola's ``hands``).
    ended_by: EndedBy | Literal["hands"]
    #: The points it was played to (the "bella" may have its own; Briscola: hands to win).
    target: int


class TressetteMatch(Sent):
    """The match so far: the finished games, the game in play's score, games won."""

    games: list[TressetteGameScore]
    score: Pair
    wins: Pair
    winner: int | None


class Reasons(Sent):
    """Training: why a seat played its card, as structured reasons and sentences."""

    seat: int
    card: str
    reasons: list[Reason]
    text: Text


class TressetteState(StateBase):
    """A Tressette table's ``state`` snapshot for one seat."""

    game: Literal["tressette"]
    phase: Literal["waiting", "play", "trick_stop", "hand_over", "over"]
    #: The seat's VIEW, with every hand at a training table (null before the first deal).
    view: TressetteViewJson | None
    last_trick: TressetteTrick | None
    hand_summary: TressetteHandSummary | None
    match: TressetteMatch
    #: Training, at a trick stop: each seat's reasons for its card in the trick just ended.
    reasons: list[Reasons]
    #: While the seat may signal: each signal true of its hand, with the cards it may play
    #: that make it true (the table offers these); absent otherwise. Beside ``view``, which
    #: stays the engine protocol's VIEW.
    true_signals: dict[str, list[str]] | None = absent_when_none()


class Suggestion(Sent):
    """Training: the card and signals the AI would play for the asking seat, with reasons."""

    type: Literal["suggestion"] = "suggestion"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    card: str
    signals: list[str]
    reasons: list[Reason]
    text: Text
