"""The club evening routes: create, join, start, look at, the record, the invitation's QR.

An evening's rules are play/evening/live.py's; server/evenings.py saves and drives it. What
anyone may see is EVENING (never the seed, the invitation's code or a token's hash) and the
record, which while the evening plays holds only the boards finished at every table.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query, Request, Response

from circolo.core.hosting.refusals import TableError
from circolo.play.seat import hash_token
from circolo.server.bodies import DirectorToken, JoinEvening, NewEvening
from circolo.server.evenings import Evenings
from circolo.server.routers import address_of, lobby_of
from circolo.server.routers.sharing import sharing_of
from circolo.server.schemas.evenings import (
    Evening,
    EveningBoardAnswer,
    EveningCreated,
    EveningJoined,
    EveningRecord,
)
from circolo.server.schemas.refusals import ANY_ROUTE, refusals
from circolo.server.sharing import qr_svg
from circolo.server.tables import Lobby

router = APIRouter(prefix="/api/evenings", tags=["evenings"], responses=ANY_ROUTE)
LobbyDep = Annotated[Lobby, Depends(lobby_of)]


def evenings_of(request: Request) -> Evenings:
    """The evenings of the application serving ``request`` (a route's dependency)."""
    evenings: Evenings = request.app.state.evenings
    return evenings


EveningsDep = Annotated[Evenings, Depends(evenings_of)]
#: A token given in a query (``?token=``), as the routes hand them out.
TokenQuery = Annotated[str | None, Query(max_length=128, pattern=r"^[A-Za-z0-9_\-]+$")]


async def _paced(lobby: Lobby, request: Request) -> None:
    """Refuse (429) an address that makes or joins evenings too fast (as tables are paced)."""
    if not await lobby.may_create(address_of(request)):
        raise TableError(
            "too_many", "server.error.too_many_evenings_made",
            most=int(lobby.limits.creations_per_minute),
        )  # fmt: skip


@router.post(
    "",
    status_code=201,
    response_model=EveningCreated,
    responses=refusals(400, 413, 422, 429),
)
async def create_evening(
    body: NewEvening, request: Request, lobby: LobbyDep, evenings: EveningsDep
) -> dict[str, Any]:
    """A new evening, waiting for its people: its id, the director's token, the link to
    join it (with the code of an evening by invitation) and EVENING."""
    await _paced(lobby, request)
    evening, token = await evenings.create(body, address_of(request))
    link = sharing_of(request).evening_link(evening.id, evening.code, str(request.base_url))
    return {
        "id": evening.id,
        "director_token": token,
        "join_url": link,
        "evening": evening.public_json(hash_token(token)),
    }


@router.post(
    "/{evening_id}/join",
    response_model=EveningJoined,
    responses=refusals(400, 403, 404, 409, 413, 422, 429),
)
async def join_evening(
    evening_id: str, body: JoinEvening, request: Request, lobby: LobbyDep, evenings: EveningsDep
) -> dict[str, Any]:
    """Take a place: the first open entry, or a partner's ``entry``; the token to keep. With
    a ``profile`` (its id and secret) a rated evening counts the person's tables for it."""
    await _paced(lobby, request)
    profile = None
    if body.profile is not None:
        profile = (await lobby.profiles.check(body.profile.id, body.profile.secret)).id
    entry, token = await evenings.join(evening_id, body.name, body.entry, body.code, profile)
    return {"entry": entry, "token": token}


@router.post(
    "/{evening_id}/start",
    response_model=Evening,
    responses=refusals(400, 403, 404, 413, 422),
)
async def start_evening(
    evening_id: str, body: DirectorToken, evenings: EveningsDep
) -> dict[str, Any]:
    """The director starts the evening: open places go to the computer, the first round
    begins. Starting it again changes nothing."""
    evening = await evenings.start(evening_id, body.token)
    return evening.public_json(hash_token(body.token))


@router.get("/{evening_id}", response_model=Evening, responses=refusals(404, 422))
async def get_evening(
    evening_id: str, evenings: EveningsDep, token: TokenQuery = None
) -> dict[str, Any]:
    """EVENING, with ``you`` for a player's ``token``."""
    evening = await evenings.get(evening_id)
    return evening.public_json(hash_token(token) if token else None)


@router.get("/{evening_id}/record", response_model=EveningRecord, responses=refusals(404, 422))
async def evening_record(evening_id: str, evenings: EveningsDep) -> dict[str, Any]:
    """The evening record: while it plays, only the boards finished at every table."""
    return (await evenings.get(evening_id)).record()


@router.get(
    "/{evening_id}/boards/{board}",
    response_model=EveningBoardAnswer,
    responses=refusals(404, 409, 422),
)
async def evening_board(
    evening_id: str, board: Annotated[int, Path(ge=1, le=36)], evenings: EveningsDep
) -> dict[str, Any]:
    """A board finished at every table, and its par where the game has a solver (each
    side's points with the deal played double dummy); refused (409) before then."""
    evening = await evenings.get(evening_id)
    return await evenings.pars.board(evening, board)


@router.get(
    "/{evening_id}/invite.svg",
    response_class=Response,
    responses={
        200: {"content": {"image/svg+xml": {}}, "description": "The QR code, an SVG image."},
        **refusals(403, 404, 422),
    },
)
async def evening_qr(
    evening_id: str, request: Request, evenings: EveningsDep, token: TokenQuery = None
) -> Response:
    """The link to join the evening as a QR code (SVG), for the director to show: it holds
    the code of an evening by invitation, so only the director's token gets it."""
    evening = await evenings.get(evening_id)
    if not evening.is_director(hash_token(token) if token else None):
        raise TableError("not_director", "server.error.not_director")
    link = sharing_of(request).evening_link(evening.id, evening.code, str(request.base_url))
    return Response(qr_svg(link), media_type="image/svg+xml")
