"""The tables' answers: a table as the lobby lists it, a new table's tokens, a seat taken,
and a table's match record."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from circolo.core.hosting.protocol import SeatInfo, absent_when_none
from circolo.server.schemas import Answer, GameShaped
from circolo.storage.base import TableStatus


class EveningPlace(Answer):
    """Which club evening a table plays for: the evening's id, the round, the table."""

    evening: str
    round: int
    table: int


class TableSummary(Answer):
    """A table as the lobby lists it (``GET /api/tables``, ``GET /api/tables/{id}``), and
    as ``start`` and ``leave`` answer: its game, seats, status and score so far."""

    id: str
    game: str
    variant: str
    options: Annotated[
        dict[str, Any], Field(description="The table's options, as its game names them.")
    ]
    seats: list[SeatInfo]
    status: TableStatus
    training: bool
    rated: Annotated[
        bool | None,
        Field(
            description="Whether its match may move ratings: people in every seat of a game "
            "with ratings, not training (left out by tables listed from before it)."
        ),
    ] = absent_when_none()
    spectators: Annotated[
        bool | None,
        Field(
            description="Whether people who hold no seat may watch it (its creator's choice; "
            "left out by tables saved before it: true)."
        ),
    ] = absent_when_none()
    watching: Annotated[
        int | None,
        Field(description="How many watch it now (left out by tables saved before it)."),
    ] = absent_when_none()
    ai_delay_ms: int
    created_at: Annotated[str, Field(description="When the table was made (ISO 8601).")]
    score: Annotated[
        dict[str, Any],
        Field(
            description="The scores so far, as the table's snapshots show them (by its game); "
            "at a club evening's table its progress only: boards, played, board in play."
        ),
    ]
    evening: Annotated[
        EveningPlace | None,
        Field(description="A club evening's table (never listed): its evening, round, table."),
    ] = absent_when_none()


class TableLeft(TableSummary):
    """``POST /api/tables/{id}/leave``: the table as the lobby lists it after the seat left."""

    closed: Annotated[
        bool | None,
        Field(description="True when nobody was left at a table not started, and it is gone."),
    ] = absent_when_none()


class TableCreated(Answer):
    """``POST /api/tables``: the new table's id, its seats as asked, and a token for each
    human seat (keyed by the seat's number)."""

    id: str
    seats: list[str]
    tokens: dict[str, str]


class SeatTaken(Answer):
    """``POST /api/tables/{id}/join``: the seat taken and its token."""

    seat: int
    token: str


class MatchRecord(GameShaped):
    """``GET /api/tables/{id}/record``: a table's match record in its game's format
    (docs/records.md): its finished hands only while the table plays, and its ``secret``
    once it is over."""

    game: str
    variant: Annotated[
        str | None, Field(description="The preset, for a game that has several.")
    ] = absent_when_none()
    options: dict[str, Any]
    seed: Annotated[
        int | None, Field(description="Null for a server's table: its deals come from its secret.")
    ]
    players: Annotated[
        list[str], Field(description="Each seat's player: an AI's name, or the person's.")
    ]
