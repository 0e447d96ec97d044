"""The WebSocket protocol between a table and its players, as pydantic models (version 1).

Clients send :data:`ClientMessage` objects; the server answers every one with an
:class:`Ack` or an :class:`ErrorMessage`, and sends each seat a ``state`` snapshot — built
from that seat's own view — whenever the table changes: :class:`StateBase` is what every
game's snapshot shares, and each game types its own parts in its folder
(``circolo/games/NAME/ws_state.py``); the union of them all, over the registry, is
:mod:`circolo.server.protocol`'s.
Each snapshot is whole, so a client that missed one loses nothing: the next one says
everything.
docs/protocol.md has the JSON Schema (``circolo.server.protocol.json_schema()``) and a
whole example game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

PROTOCOL_VERSION = 1
#: Largest client message accepted, in bytes.
MAX_MESSAGE_BYTES = 4096
#: The largest ``id`` number (what a JavaScript number holds exactly) and ``id`` text.
MAX_ID = 2**53
MAX_ID_LENGTH = 100

#: A message's ``id``, echoed in its answer: a whole number within 2^53, or short text.
MessageId = (
    Annotated[int, Field(strict=True, ge=-MAX_ID, le=MAX_ID)]
    | Annotated[str, Field(max_length=MAX_ID_LENGTH)]
    | None
)
#: A count a client sends (a turn, a pile index, a meld number): never negative, never huge.
Count = Annotated[int, Field(strict=True, ge=0, le=10_000)]
#: A card or a signal as a client writes it.
Code = Annotated[str, Field(max_length=40)]


class _Message(BaseModel):
    #: Strict: a field is refused unless it is the JSON type it says (no "3" for 3).
    model_config = ConfigDict(extra="forbid", strict=True)


class PlayMessage(_Message):
    """Play a card (with signals) — ``turn`` is the number of cards played so far this hand."""

    type: Literal["play"]
    id: MessageId = None
    card: Code
    signals: list[Code] = Field(default_factory=list, max_length=4)
    turn: Count | None = None


class ReadyMessage(_Message):
    """Ready for the next hand (after the hand summary)."""

    type: Literal["ready"]
    id: MessageId = None


class ContinueMessage(_Message):
    """Training table: go on after the stop at the end of a trick."""

    type: Literal["continue"]
    id: MessageId = None


class SuggestMessage(_Message):
    """Training table: ask what the AI would play in this seat, and why."""

    type: Literal["suggest"]
    id: MessageId = None


class LeaveMessage(_Message):
    """Leave the table: before the start the seat is freed; later an AI takes it over."""

    type: Literal["leave"]
    id: MessageId = None


class PingMessage(_Message):
    """Are you there? (answered with an ack)."""

    type: Literal["ping"]
    id: MessageId = None


class TeacherMessage(_Message):
    """A seat lets a spectator see its hand (a teacher behind the player's shoulder, who may
    suggest a card): the one of number ``spectator`` (the snapshot's ``asks``), else the one
    called ``name``; both null: nobody sees it any more. ``allow`` false: says no to that
    spectator's asking (and stops showing it the hand)."""

    type: Literal["teacher"]
    id: MessageId = None
    name: Annotated[str, Field(max_length=40)] | None = None
    #: The spectator's number at the table (from ``asks``): exactly that one, named or not.
    spectator: Annotated[int, Field(strict=True, ge=1, le=MAX_ID)] | None = None
    allow: bool = True


class AskHandMessage(_Message):
    """A spectator asks the player of ``seat`` to see their hand (the seat's snapshot then
    lists the name in ``asking``; the player answers with a ``teacher`` message)."""

    type: Literal["ask_hand"]
    id: MessageId = None
    seat: Annotated[int, Field(strict=True, ge=0, le=9)]


class HintMessage(_Message):
    """A teacher suggests a card of the hand it sees (``card`` null: takes it back); the
    learner's and the teacher's snapshots show it until the table next changes."""

    type: Literal["hint"]
    id: MessageId = None
    card: Code | None


#: What a Pinnacola ``pin`` message may do: one step of the turn.
PinAction = Literal[
    "draw_stock", "draw_pile", "end_hand", "meld", "attach", "swap", "undo", "discard"
]


class PinMessage(_Message):
    """Pinnacola: one step of your turn — a draw, a meld, an attach, a swap, undo, the discard.

    ``step`` is the step as the match record and the engine protocol write it
    (``{"draw": {"from": "stock"}}``, ``{"draw": {"from": "discard", "index": 3}}``,
    ``{"draw": null}`` to end the hand, ``{"meld": ["5h", "6h", "JK"]}``, ``{"attach": 2,
    "cards": ["7h"]}``, ``{"swap": 1, "give": "7h", "take": "JK"}``, ``{"discard": "Qs"}``,
    ``{"undo": true}``). A message carries either ``step`` or the older ``action`` with its
    fields, kept for older clients: ``index`` is the pile card taken (``draw_pile``, 0 = the
    bottom card); ``meld`` the number of the meld to attach to or swap with; ``cards`` the
    cards to meld or attach; ``give``/``take`` the natural card given and the wild card
    taken by a swap; ``card`` the card discarded. A wild card may be written bare, ``JK``,
    when only one meaning fits, or with what it stands for, ``JK=7h``. ``turn`` is the number
    of turns already finished this hand, to catch stale clicks.
    """

    type: Literal["pin"]
    id: MessageId = None
    step: dict[str, Any] | None = None
    action: PinAction | None = None
    index: Count | None = None
    meld: Count | None = None
    cards: list[Code] = Field(default_factory=list, max_length=30)
    give: Code | None = None
    take: Code | None = None
    card: Code | None = None
    turn: Count | None = None


class PinChoicesMessage(_Message):
    """Pinnacola: the ways some cards can be laid (or attached to meld ``meld``).

    Answered with a ``pin_choices`` message listing each meaning of the wild cards.
    """

    type: Literal["pin_choices"]
    id: MessageId = None
    cards: list[Code] = Field(max_length=30)
    meld: Count | None = None


#: The client messages that are a game's move (each table takes its own game's: the rest are
#: refused with a sentence naming what it takes).
class StepMessage(_Message):
    """One step of your turn, in every game: the step written as the game's records write a
    play without its seat, read by the game's one codec (Tressette ``{"card": "3d",
    "signals": ["busso"]}``, Briscola ``{"card": "Ad"}`` or ``{"swap": "7b"}``, Pinnacola
    ``{"draw": {"from": "stock"}}``, ``{"discard": "Qs"}`` …). ``turn`` is the hand's count
    of moves so far as the game's snapshots give it (cards played in Tressette and Briscola,
    turns finished in Pinnacola), to catch stale clicks.
    """

    type: Literal["step"]
    id: MessageId = None
    step: dict[str, Any]
    turn: Count | None = None


MOVE_MESSAGES: tuple[type[PlayMessage | PinMessage | PinChoicesMessage | StepMessage], ...] = (
    PlayMessage,
    PinMessage,
    PinChoicesMessage,
    StepMessage,
)

ClientMessage = Annotated[
    PlayMessage
    | ReadyMessage
    | ContinueMessage
    | SuggestMessage
    | LeaveMessage
    | PingMessage
    | PinMessage
    | PinChoicesMessage
    | StepMessage
    | TeacherMessage
    | AskHandMessage
    | HintMessage,
    Field(discriminator="type"),
]
CLIENT_MESSAGE: TypeAdapter[Any] = TypeAdapter(ClientMessage)


class Sent(_Message):
    """A message the server sends. Its JSON Schema is of what is sent: every field is
    required (a default is sent too) except those left out when they have no value."""

    model_config = ConfigDict(json_schema_serialization_defaults_required=True)


def _never_null(schema: dict[str, Any]) -> None:
    """A field's JSON Schema without its null: the field is left out rather than null."""
    kinds = [kind for kind in schema.pop("anyOf", []) if kind != {"type": "null"}]
    schema.pop("default", None)
    if len(kinds) == 1:
        schema.update(kinds[0])
    elif kinds:
        schema["anyOf"] = kinds


def absent_when_none() -> Any:
    """A field the server leaves out of a message when it has no value (never sent null):
    not required in the JSON Schema, and of its type without null."""
    return Field(
        default=None, exclude_if=lambda value: value is None, json_schema_extra=_never_null
    )


class Text(Sent):
    """A sentence in both languages."""

    it: str
    en: str


class Reason(Sent):
    """One structured reason of an AI player: a catalog ``code`` and its facts."""

    model_config = ConfigDict(extra="allow")

    code: str


class Ack(Sent):
    """A client message was accepted (or was a harmless repeat); ``deprecated`` says, in
    both languages, that the message's form will be refused in the next release and what
    to send instead (the older ``play`` and ``pin`` moves)."""

    type: Literal["ack"] = "ack"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    deprecated: Text | None = absent_when_none()


class ErrorMessage(Sent):
    """A client message was refused: a stable ``code`` and a sentence in it and en."""

    type: Literal["error"] = "error"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    code: str
    message: str
    message_it: str


class SeatInfo(Sent):
    """Who sits in a seat, as everyone at the table sees it."""

    seat: int
    kind: Literal["human", "open", "ai"]
    name: str | None = None
    #: The AI player name when an AI plays this seat (also for a human who left).
    ai: str | None = None
    connected: bool = False


class Presence(Sent):
    """Someone connected to a seat or went away: the seat as everyone sees it now.

    Sent to the other seats instead of a whole snapshot, since nothing else changed.
    """

    type: Literal["presence"] = "presence"
    v: int = PROTOCOL_VERSION
    seat: SeatInfo


class AudienceMessage(Sent):
    """Somebody began or stopped watching the table: everyone who watches it now.

    Sent to the seats and to the spectators (``GET /api/tables/{id}/watch``).
    """

    type: Literal["audience"] = "audience"
    v: int = PROTOCOL_VERSION
    spectators: list[str]


class Asking(Sent):
    """A spectator who asks to see your hand: its number at the table (answer with it in a
    ``teacher`` message's ``spectator``) and its name ("" for one who gave none)."""

    spectator: int
    name: str


class WithinGame(Sent):
    """A finished game of the match that the game in play is one game of."""

    game: str
    winner: int


class Within(Sent):
    """The match the game in play is one game of (a Roman Tressette match, while its
    Briscola game is played and shown): that match's game, how many games it is played
    to, the games each team won, and each finished game."""

    game: str
    best_of: int
    wins: list[int] = Field(min_length=2, max_length=2)
    games: list[WithinGame]


class EveningBoard(Sent):
    """Which board of a club evening the table plays (docs/interfaces.md, "Club evenings"):
    the evening, its round and table number, the board's number, and its place among the
    table's boards (from 1) of their ``count``. Only an evening's tables send it."""

    evening: str
    round: int
    table: int
    board: int
    index: int
    count: int


class StateBase(Sent):
    """The part of the ``state`` message every game shares: one seat's snapshot of its table,
    sent after every change. Each game's state (its ``Game.state_message()``, in the game's
    own folder) adds its ``game`` name and its parts: ``view``, ``match`` and the rest."""

    type: Literal["state"] = "state"
    v: int = PROTOCOL_VERSION
    #: The game in play: which game's parts follow (the key of the union of states). The
    #: table's game, but for a game played inside its match (a Roman match's Briscola).
    game: str
    #: Increases with every change of the table: a client keeps the highest it has seen.
    seq: int
    table: str
    #: Your seat; for a spectator (``watching``), the seat whose chair the table is drawn
    #: from (the first, though it holds none of that seat's cards; a teacher's: its
    #: learner's, whose hand it holds).
    you: int
    #: True for the public snapshot a spectator gets: no hand, no legal moves, no reasons
    #: (a teacher's, ``teaching``, holds its learner's hand but nothing to play).
    watching: bool = False
    #: The names of the people watching the table ("" for one who gave none).
    spectators: list[str] = []
    #: For each seat, the name of the spectator who may see its hand (its teacher), or null.
    teachers: list[str | None] = []
    #: A teacher's snapshot: the seat whose hand it shows (drawn from that seat's chair).
    teaching: int | None = None
    #: The spectators who ask to see your hand (answer with a ``teacher`` message).
    asking: list[str] = []
    #: The same, each with its number (the ``teacher`` message's ``spectator``).
    asks: list[Asking] = []
    #: The card your teacher suggests (the learner's and the teacher's snapshots), or null.
    hint: str | None = None
    status: Literal["waiting", "playing", "finished", "broken"]
    #: ``waiting`` (not started), ``play``, ``hand_over``, ``over``, and what a game adds.
    phase: str
    training: bool
    seats: list[SeatInfo]
    #: Seats that are ready for the next hand.
    ready: list[int]
    #: The match this game is one game of (a Roman match's Briscola game), else null.
    within: Within | None
    #: At a club evening's table: which board this is (left out at every other table).
    evening: EveningBoard | None = absent_when_none()


#: The messages every table sends, whatever its game (the games add theirs).
COMMON_SERVER_MESSAGES: tuple[type[Sent], ...] = (Ack, ErrorMessage, Presence, AudienceMessage)


def dumps(message: Mapping[str, Any]) -> str:
    """A server message as the JSON text sent over the WebSocket (compact, UTF-8).

    Keys that are not strings are written as strings, as the standard ``json`` module does.
    """
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()
