"""The table routes: create, list, look at, join, start, leave, the record, and the socket.

Each route only relays: what changes a table goes to the table's own task. Bodies are the
pydantic models of server/bodies.py, so a bad one is a 422 that names the field.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request, WebSocket

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Join, Leave, Start
from circolo.server.analyses import check_analysable
from circolo.server.bodies import JoinSeat, NewTable, SeatToken
from circolo.server.routers import address_of, lobby_of
from circolo.server.schemas.analyses import Analysis
from circolo.server.schemas.refusals import ANY_ROUTE, refusals
from circolo.server.schemas.tables import (
    MatchRecord,
    SeatTaken,
    TableCreated,
    TableLeft,
    TableSummary,
)
from circolo.server.socket import MAX_TOKEN, serve_socket, serve_watcher
from circolo.server.tables import MAX_LISTING, Listing, Lobby

router = APIRouter(prefix="/api/tables", tags=["tables"], responses=ANY_ROUTE)
LobbyDep = Annotated[Lobby, Depends(lobby_of)]


@router.post(
    "", status_code=201, response_model=TableCreated, responses=refusals(400, 413, 422, 429)
)
async def create_table(body: NewTable, request: Request, lobby: LobbyDep) -> dict[str, Any]:
    """A new table: its id, its seats and a token for each human seat."""
    table, tokens = await lobby.create(body, address_of(request))
    return {
        "id": table.id,
        "seats": table.stored.seats,
        "tokens": {str(seat): token for seat, token in tokens.items()},
    }


@router.get("", response_model=list[TableSummary], responses=refusals(422))
async def list_tables(
    lobby: LobbyDep,
    status: Annotated[Listing, Query()] = "live",
    limit: Annotated[int, Query(ge=0, le=MAX_LISTING)] = MAX_LISTING,
    offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
) -> list[dict[str, Any]]:
    """The tables, newest first: waiting and playing ones unless ``status`` says otherwise."""
    return await lobby.listing(status, limit, offset)


@router.get("/{table_id}", response_model=TableSummary, responses=refusals(404, 422))
async def get_table(table_id: str, lobby: LobbyDep) -> dict[str, Any]:
    """One table: its game, seats, status and score so far."""
    return await lobby.summary(table_id)


@router.post(
    "/{table_id}/start", response_model=TableSummary, responses=refusals(400, 403, 404, 413, 422)
)
async def start_table(table_id: str, body: SeatToken, lobby: LobbyDep) -> dict[str, Any]:
    """The creator starts the table; open seats get AI players."""
    table = await lobby.door(table_id)
    summary: dict[str, Any] = await table.request(Start(body.token))
    return summary


@router.post(
    "/{table_id}/join",
    status_code=201,
    response_model=SeatTaken,
    responses=refusals(400, 403, 404, 409, 413, 422),
)
async def join_table(
    table_id: str, body: JoinSeat, request: Request, lobby: LobbyDep
) -> dict[str, Any]:
    """Take an open seat: its token."""
    table = await lobby.door(table_id)
    profile = None
    if body.profile is not None:
        profile = await lobby.profiles.check(body.profile.id, body.profile.secret)
    name = body.name if body.name is not None else (profile.nickname if profile else None)
    token = await table.request(
        Join(seat=body.seat, name=name, profile=profile.id if profile else None,
             address=address_of(request))
    )  # fmt: skip
    return {"seat": body.seat, "token": token}


@router.post(
    "/{table_id}/leave", response_model=TableLeft, responses=refusals(400, 403, 404, 413, 422)
)
async def leave_table(table_id: str, body: SeatToken, lobby: LobbyDep) -> dict[str, Any]:
    """Leave the table: the seat is freed before the start, played by the AI after."""
    table = await lobby.door(table_id)
    # ``closed``: the creator was the last one at a table not started, and it is gone.
    summary: dict[str, Any] = await table.request(Leave(body.token))
    return summary


@router.get("/{table_id}/record", response_model=MatchRecord, responses=refusals(404, 409, 422))
async def table_record(table_id: str, lobby: LobbyDep) -> dict[str, Any]:
    """The match record: finished hands only while the table plays (an evening's table:
    refused, its boards are read in the evening's record)."""
    return _not_an_evenings(table_id, await lobby.record(table_id))


@router.get("/{table_id}/analysis", response_model=Analysis, responses=refusals(404, 409, 422, 429))
async def table_analysis(table_id: str, request: Request, lobby: LobbyDep) -> dict[str, Any]:
    """The double-dummy analysis of every hand of a finished Tressette table (what
    ``circolo analyze --json`` prints for its record), computed apart from play within the
    address's and the server's caps, and kept (server/analyses.py)."""
    address = address_of(request)
    lobby.analyses.admit(address)
    record = _not_an_evenings(table_id, await lobby.record(table_id))
    check_analysable(record)
    if "secret" not in record and record.get("seed") is None:
        raise TableError("not_over", "server.error.analysis_not_over")
    return await lobby.analyses.of(record, address)


def _not_an_evenings(table_id: str, record: dict[str, Any]) -> dict[str, Any]:
    """``record``, unless it is an evening's table's (``evening_table``): nobody may read a
    board before every table of the evening has played it."""
    if record.get("kind") == "board_set":
        raise TableError("evening_table", "server.error.evening_table", table=table_id)
    return record


@router.websocket("/{table_id}/watch")
async def watch(websocket: WebSocket, table_id: str, name: str = "") -> None:
    """Watch a table as a spectator: its public snapshots, never a hand."""
    lobby: Lobby = websocket.app.state.lobby
    await serve_watcher(websocket, lobby, table_id, name[:MAX_TOKEN])


@router.websocket("/{table_id}/ws")
async def play(websocket: WebSocket, table_id: str, token: str = "") -> None:
    """One seat's play: snapshots out, messages in, an answer to each."""
    lobby: Lobby = websocket.app.state.lobby
    await serve_socket(websocket, lobby, table_id, token)
