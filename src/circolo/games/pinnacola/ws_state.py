"""Pinnacola's parts of the WebSocket messages, as pydantic models (docs/protocol.md).

They describe what :class:`~circolo.games.pinnacola.table.PinnacolaPart` sends — its ``state``
snapshot (the seat's VIEW with the turns as the record writes them, the hand's summary, the
match, the training reasons), ``pin_choices`` and ``pin_suggestion`` — so that the
protocol's JSON Schema, and the browser's TypeScript types generated from it, cover them.
The table builds plain dicts; tests check real messages against these models.
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
from circolo.games.pinnacola.melds import MeldKind
from circolo.games.pinnacola.options import Direction, Mode
from circolo.games.pinnacola.state import EndedBy, Phase

#: Two numbers, one per team.
Pair = tuple[int, int]


class PinnacolaOptionsJson(Sent):
    """The match's options, as the record's ``options`` object (every option, always)."""

    players: int
    cards_per_hand: int
    pinelle: bool
    jokers: bool
    max_wild_per_meld: int | None
    four_jokers_meld: bool
    direction: Direction
    mode: Mode
    target: int
    chiusura_in_mano: bool
    no_close_first_round: bool
    open_before_pile: bool
    first_meld_minimum: int


# -- a turn as the record writes it (the VIEW's ``turn`` and ``turns``) ----------------------


class PinDrawStock(Sent):
    """The turn's draw from the stock (the card is not shown)."""

    from_: Literal["stock"] = Field(alias="from")


class PinDrawPile(Sent):
    """The turn's draw from the pile: card ``index`` (0 = the bottom) and all above it."""

    from_: Literal["discard"] = Field(alias="from")
    index: int


class PinLaid(Sent):
    """A new meld laid, its cards as written (``JK=7h``)."""

    meld: list[str]


class PinAttached(Sent):
    """Cards added to meld number ``attach``."""

    attach: int
    cards: list[str]


class PinSwapped(Sent):
    """The natural card ``give`` put in meld number ``swap`` for its wild card ``take``."""

    swap: int
    give: str
    take: str


class PinTurn(Sent):
    """One turn: the draw, the melds, attachments and swaps, the discard."""

    seat: int
    draw: PinDrawStock | PinDrawPile | None
    actions: list[PinLaid | PinAttached | PinSwapped]
    discard: str | None


class PinMeld(Sent):
    """A meld on the table, with its number (what ``attach`` and ``swap`` name)."""

    number: int
    seat: int
    team: int
    kind: MeldKind
    cards: list[str]
    points: int


class PinnacolaViewJson(Sent):
    """The seat's VIEW (docs/engine-protocol.md): its own hand, the other hands and the
    stock as counts; a training table adds ``all_hands``, left out elsewhere."""

    game: Literal["pinnacola"]
    options: PinnacolaOptionsJson
    seat: int
    dealer: int
    hand: list[str]
    hand_sizes: list[int]
    stock_size: int
    pile: list[str]
    melds: list[PinMeld]
    opened: list[bool]
    #: The cards each seat was seen to take and still holds.
    known: list[list[str]]
    to_move: int | None
    phase: Phase
    must_use: list[str]
    #: The turn in progress.
    turn: PinTurn | None
    turns: list[PinTurn]
    score: Pair
    hand_number: int
    #: For the seat to move, before its draw: the pile cards it may take.
    usable_pile: list[int]
    #: For the seat to move, after its draw: the cards it may discard now.
    discardable: list[str]
    all_hands: list[list[str]] | None = absent_when_none()


class PinHandResult(Sent):
    """A finished hand's score per team, as the record's ``result``."""

    closer: int | None
    closed_in_one_turn: bool
    melded: Pair
    in_hand: Pair
    closing: Pair
    not_opened: Pair
    total: Pair
    pinnacolone: int | None


class PinSummaryMeld(Sent):
    """A meld of the last hand and what it was worth."""

    seat: int
    team: int
    cards: list[str]
    points: int


class PinHandSummary(Sent):
    """Between hands: the last hand's result, the cards left in each hand, the score."""

    hand: int
    result: PinHandResult
    left: list[list[str]]
    melds: list[PinSummaryMeld]
    score: Pair


class PinnacolaMatch(Sent):
    """The match so far: each hand's totals, the score and how it ended (``games`` and
    ``wins`` are there for the lobby, which shows every game's match alike)."""

    game: Literal["pinnacola"]
    hands: list[Pair]
    score: Pair
    winner: int | None
    ended_by: EndedBy | None
    games: Annotated[list[Any], Field(max_length=0)]
    wins: Pair


# -- a step as records write it (the ``pin`` message's ``step``) ------------------------------


class PinStepDraw(Sent):
    """The draw: from the stock, from the pile, or null (the stock is empty: the hand ends)."""

    draw: PinDrawStock | PinDrawPile | None


class PinStepDiscarded(Sent):
    """The discard that ends the turn."""

    discard: str


class PinStepUndone(Sent):
    """This turn's melds, attachments and swaps taken back."""

    undo: Literal[True]


#: One step of a turn as records, the engine protocol and the ``pin`` message's ``step``
#: write it (circolo/games/pinnacola/view_json.py).
RecordStep = PinStepDraw | PinLaid | PinAttached | PinSwapped | PinStepDiscarded | PinStepUndone


# -- a step in the older writing (the ``pin`` message's ``action`` names) --------------------


class PinStepDrawStock(Sent):
    """Draw from the stock."""

    do: Literal["draw_stock"]


class PinStepDrawPile(Sent):
    """Take pile card ``index`` and all above it."""

    do: Literal["draw_pile"]
    index: int


class PinStepEndHand(Sent):
    """End the hand (the stock is empty)."""

    do: Literal["end_hand"]


class PinStepMeld(Sent):
    """Lay a new meld."""

    do: Literal["meld"]
    cards: list[str]


class PinStepAttach(Sent):
    """Add cards to meld ``meld``."""

    do: Literal["attach"]
    meld: int
    cards: list[str]


class PinStepSwap(Sent):
    """Give a natural card to meld ``meld`` for its wild card."""

    do: Literal["swap"]
    meld: int
    give: str
    take: str


class PinStepUndo(Sent):
    """Take back this turn's melds, attachments and swaps."""

    do: Literal["undo"]


class PinStepDiscard(Sent):
    """Discard ``card``: the turn ends."""

    do: Literal["discard"]
    card: str


#: One step of a turn in the older writing, kept beside ``step`` for older clients.
PinStep = Annotated[
    PinStepDrawStock
    | PinStepDrawPile
    | PinStepEndHand
    | PinStepMeld
    | PinStepAttach
    | PinStepSwap
    | PinStepUndo
    | PinStepDiscard,
    Field(discriminator="do"),
]


class PinReasons(Sent):
    """Training: a step the AI took (``step``; ``action`` is its older writing), and why."""

    seat: int
    step: RecordStep
    action: PinStep
    reasons: list[Reason]
    text: Text


class PinnacolaState(StateBase):
    """A Pinnacola table's ``state`` snapshot for one seat."""

    game: Literal["pinnacola"]
    phase: Literal["waiting", "play", "hand_over", "over"]
    #: The seat's VIEW of the hand in play or the last one (null before the first deal).
    view: PinnacolaViewJson | None
    #: Tressette's trick: never one here.
    last_trick: None
    hand_summary: PinHandSummary | None
    match: PinnacolaMatch
    #: Tressette's trick reasons: always empty here (see ``pin_reasons``).
    reasons: Annotated[list[Any], Field(max_length=0)]
    #: Training: the AI's last steps (at most 8) with their reasons.
    pin_reasons: list[PinReasons]


class PinChoices(Sent):
    """Pinnacola: each way the asked cards can be laid, written as the record writes melds.

    For an attach, each choice lists only the cards added, with what their wild cards stand
    for. An empty list: the cards make no meld (the ``pin`` message says which rule).
    """

    type: Literal["pin_choices"] = "pin_choices"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    choices: list[list[str]]


class PinSuggestion(Sent):
    """Pinnacola training: the next step the AI would take in the asking seat, and why.

    ``step`` is written as the ``pin`` message's ``step`` (send it back to take it);
    ``action`` is the older writing of the same step, kept for older clients.
    """

    type: Literal["pin_suggestion"] = "pin_suggestion"
    v: int = PROTOCOL_VERSION
    id: MessageId = None
    step: RecordStep
    action: PinStep
    reasons: list[Reason]
    text: Text
