"""The analysis route for a record given as a file: ``POST /api/analysis`` (the replay viewer's,
for a ``.jsonl`` line dropped on the page). A finished table's is ``GET
/api/tables/{id}/analysis`` (routers/tables.py); both are served by server/analyses.py.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

import orjson
from fastapi import APIRouter, Body, Depends, Request

from circolo.core.boards import PlaysBoards
from circolo.core.hosting.refusals import TableError
from circolo.core.records import replay_line
from circolo.games import GAMES
from circolo.server.analyses import check_analysable
from circolo.server.routers import address_of, lobby_of
from circolo.server.schemas.analyses import Analysis
from circolo.server.schemas.refusals import ANY_ROUTE, refusals
from circolo.server.tables import Lobby

router = APIRouter(prefix="/api", tags=["analysis"], responses=ANY_ROUTE)
LobbyDep = Annotated[Lobby, Depends(lobby_of)]


#: The body: one match record, as one line of a records file holds it (docs/records.md).
RecordBody = Annotated[dict[str, Any], Body(description="one match record (docs/records.md)")]


def record_faults(record: dict[str, Any]) -> list[object]:
    """The faults of a record given for analysis: a match record by its game's rules, or a
    club evening's board record (one hand from 0-0, docs/evenings.md) by its board replay."""
    faults = list(replay_line(1, orjson.dumps(record)))
    if faults:
        game: object = GAMES.get(str(record.get("game")))  # a game may play no boards
        if isinstance(game, PlaysBoards) and not game.replay_board(record, 1):
            return []
    return faults


@router.post("/analysis", response_model=Analysis, responses=refusals(400, 413, 422, 429))
async def analyse_record(record: RecordBody, request: Request, lobby: LobbyDep) -> dict[str, Any]:
    """The double-dummy analysis of every hand of one Tressette match record (the body: one
    record, as a line of a records file), once the record replays clean; computed apart
    from play, within the address's and the server's caps (server/analyses.py)."""
    address = address_of(request)
    lobby.analyses.admit(address)  # before the replay: checking a long record is work too
    # read, bounded (MAX_RECORD_BYTES) and checked as JSON by ReadableBodies first
    faults = await asyncio.to_thread(record_faults, record)
    if faults:  # the first is named: the others often follow from it
        raise TableError("bad_request", "server.error.analysis_bad_record", fault=str(faults[0]))
    check_analysable(record)
    return await lobby.analyses.of(record, address)
