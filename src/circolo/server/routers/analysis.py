"""The analysis route for a record given as a file: ``POST /api/analysis`` (the replay viewer's,
for a ``.jsonl`` line dropped on the page). A finished table's is ``GET
/api/tables/{id}/analysis`` (routers/tables.py); both are served by server/analyses.py.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

import orjson
from fastapi import APIRouter, Depends, Request

from circolo.records import replay_line
from circolo.server.analyses import check_analysable, record_key
from circolo.server.errors import TableError
from circolo.server.routers import lobby_of
from circolo.server.tables import Lobby

router = APIRouter(prefix="/api", tags=["analysis"])
LobbyDep = Annotated[Lobby, Depends(lobby_of)]


@router.post("/analysis")
async def analyse_record(request: Request, lobby: LobbyDep) -> dict[str, Any]:
    """The double-dummy analysis of every hand of one Tressette match record (the body: one
    record, as a line of a records file), once the record replays clean."""
    body = await request.body()  # read, bounded and checked as JSON by ReadableBodies
    faults = await asyncio.to_thread(replay_line, 1, body)
    if faults:  # the first is named: the others often follow from it
        raise TableError("bad_request", "server.error.analysis_bad_record", fault=str(faults[0]))
    record: dict[str, Any] = orjson.loads(body)
    check_analysable(record)
    return await lobby.analyses.of(record_key(record), record)
