"""The WebSocket protocol between a table and its players, as pydantic models (version 1).

Clients send :data:`ClientMessage` objects; the server answers every one with an
:class:`Ack` or an :class:`ErrorMessage`, and sends each seat a :class:`TableState`
snapshot — built from that seat's own view — whenever the table changes. Each snapshot is
whole, so a client that missed one loses nothing: the next one says everything.
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
MOVE_MESSAGES: tuple[type[PlayMessage | PinMessage | PinChoicesMessage], ...] = (
    PlayMessage,
    PinMessage,
    PinChoicesMessage,
)

ClientMessage = Annotated[
    PlayMessage
    | ReadyMessage
    | ContinueMessage
    | SuggestMessage
    | LeaveMessage
    | PingMessage
    | PinMessage
    | PinChoicesMessage,
    Field(discriminator="type"),
]
CLIENT_MESSAGE: TypeAdapter[Any] = TypeAdapter(ClientMessage)


class Ack(_Message):
    """A client message was accepted (or was a harmless repeat)."""

    type: Literal["ack"] = "ack"
    v: int = PROTOCOL_VERSION
    id: MessageId = None


class ErrorMessage(_Message):
    """A client message was refused: a stable ``code`` and a sentence in it and en."""

    type: Literal["error"] = "error"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    code: str
    message: str
    message_it: str


class SeatInfo(_Message):
    """Who sits in a seat, as everyone at the table sees it."""

    seat: int
    kind: Literal["human", "open", "ai"]
    name: str | None = None
    #: The AI player name when an AI plays this seat (also for a human who left).
    ai: str | None = None
    connected: bool = False


class Presence(_Message):
    """Someone connected to a seat or went away: the seat as everyone sees it now.

    Sent to the other seats instead of a whole snapshot, since nothing else changed.
    """

    type: Literal["presence"] = "presence"
    v: int = PROTOCOL_VERSION
    seat: SeatInfo


class Reasons(_Message):
    """Training: why a seat played its card, as structured reasons and sentences."""

    seat: int
    card: str
    reasons: list[dict[str, Any]]
    text: dict[str, str]


class TableState(_Message):
    """Everything one seat may know of the table now: sent after every change."""

    type: Literal["state"] = "state"
    v: int = PROTOCOL_VERSION
    #: Increases with every change of the table: a client keeps the highest it has seen.
    seq: int
    table: str
    you: int
    status: Literal["waiting", "playing", "finished", "broken"]
    #: ``waiting`` (not started), ``play``, ``trick_stop`` (training), ``hand_over``, ``over``.
    phase: str
    training: bool
    seats: list[SeatInfo]
    #: The seat's VIEW (docs/engine-protocol.md), with ``hands`` of all seats at training tables.
    view: dict[str, Any] | None = None
    #: The last completed trick: four plays with seats and cards, and its winner.
    last_trick: dict[str, Any] | None = None
    #: After a hand: its result as in the match record, and the score of the game.
    hand_summary: dict[str, Any] | None = None
    #: Game scores and games won so far.
    match: dict[str, Any]
    #: Seats that are ready for the next hand.
    ready: list[int] = Field(default_factory=list)
    #: Training: each seat's reasons for its card in the trick just completed.
    reasons: list[Reasons] = Field(default_factory=list)
    #: Pinnacola training: the AI's last steps with their reasons (``seat``, ``step`` as
    #: records write it, ``action`` the older writing of it, ``reasons``, ``text``).
    pin_reasons: list[dict[str, Any]] = Field(default_factory=list)


class Suggestion(_Message):
    """Training: the card and signals the AI would play for the asking seat, with reasons."""

    type: Literal["suggestion"] = "suggestion"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    card: str
    signals: list[str]
    reasons: list[dict[str, Any]]
    text: dict[str, str]


class PinChoices(_Message):
    """Pinnacola: each way the asked cards can be laid, written as the record writes melds.

    For an attach, each choice lists only the cards added, with what their wild cards stand
    for. An empty list: the cards make no meld (the ``pin`` message says which rule).
    """

    type: Literal["pin_choices"] = "pin_choices"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    choices: list[list[str]]


class PinSuggestion(_Message):
    """Pinnacola training: the next step the AI would take in the asking seat, and why.

    ``step`` is written as the ``pin`` message's ``step`` (send it back to take it);
    ``action`` is the older writing of the same step (``{"do": "meld", "cards": [...]}``),
    kept for older clients.
    """

    type: Literal["pin_suggestion"] = "pin_suggestion"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    step: dict[str, Any]
    action: dict[str, Any]
    reasons: list[dict[str, Any]]
    text: dict[str, str]


ServerMessage = Ack | ErrorMessage | TableState | Presence | Suggestion | PinChoices | PinSuggestion


def dumps(message: Mapping[str, Any]) -> str:
    """A server message as the JSON text sent over the WebSocket (compact, UTF-8).

    Keys that are not strings are written as strings, as the standard ``json`` module does.
    """
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()


def json_schema() -> dict[str, Any]:
    """The JSON Schema of both directions of the protocol (for docs/protocol.md)."""
    return {
        "client": CLIENT_MESSAGE.json_schema(),
        "server": TypeAdapter(ServerMessage).json_schema(),
        "version": PROTOCOL_VERSION,
    }
