"""The evenings' answers: EVENING (what anyone may see of a club evening), a new evening, a
place taken, and the evening record (docs/interfaces.md, "Club evenings")."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from circolo.core.hosting.protocol import absent_when_none
from circolo.server.schemas import Answer, GameShaped
from circolo.storage.evenings import EveningStatus


class EveningEntry(Answer):
    """One entry: its number, its name (its people's, or the computer player's; null while
    nobody holds it), its people's names, the computer player of the seats no person holds
    (set at the start for an open entry), and the places still open for people."""

    id: int
    name: str | None
    people: list[str]
    computer: str | None
    open: int


class EveningTable(Answer):
    """One table of a round: the entries sitting ``ns`` and ``ew``, its boards, the server
    table that plays them (null until it is made) and how many it has finished."""

    table: int
    ns: int
    ew: int
    boards: list[int]
    table_id: str | None
    played: int


class EveningRound(Answer):
    """One round of the movement: the entries sitting out, and the tables."""

    round: int
    sitout: list[int]
    tables: list[EveningTable]


class EveningYou(Answer):
    """Where the holder of the token sits in the round in play (``table_id`` and ``seat``
    null before the first round, once finished, and in a round the entry sits out)."""

    entry: int
    table_id: str | None
    seat: int | None


class Evening(Answer):
    """EVENING (``GET /api/evenings/{id}``): the settings (never the seed, the code or a
    hash), the status, the movement known so far, the standings over the boards finished at
    every table, and ``you`` with a player's token."""

    id: str
    game: str
    variant: str | None
    options: Annotated[
        dict[str, Any], Field(description="The evening's options, as its game names them.")
    ]
    format: str
    boards: int
    round_count: Annotated[int, Field(description="The rounds the evening plays.")]
    seconds_per_board: int
    invite: bool
    rated: bool
    sit_and_go: Annotated[
        bool, Field(description="Whether it starts by itself once every place is taken.")
    ] = False
    status: EveningStatus
    round: Annotated[int | None, Field(description="The round in play (null before the first).")]
    entries: list[EveningEntry]
    rounds: list[EveningRound]
    standings: Annotated[
        dict[str, Any],
        Field(description="The standings, as the evening record has them (docs/evenings.md)."),
    ]
    you: EveningYou | None = absent_when_none()


class EveningCreated(Answer):
    """``POST /api/evenings``: the new evening's id, its director's token (keep it: it
    starts the evening), the link people join by, and the evening."""

    id: str
    director_token: str
    join_url: str
    evening: Evening


class EveningJoined(Answer):
    """``POST /api/evenings/{id}/join``: the entry joined and the person's token (it opens
    their seat at every round's table)."""

    entry: int
    token: str


class BoardPar(Answer):
    """A board's par: each side's points (ns, ew) with its deal played double dummy from
    the first lead."""

    points: list[int]


class EveningBoardAnswer(Answer):
    """One board finished at every table: its number and its par (null for a game with no
    solver)."""

    board: int
    par: BoardPar | None


class EveningRecord(GameShaped):
    """``GET /api/evenings/{id}/record``: the evening record (docs/evenings.md); while the
    evening plays, only the boards finished at every table that plays them, seeds null."""

    kind: str
    game: str
    format: str
    seed: Annotated[int | None, Field(description="Null until the evening is finished.")]
