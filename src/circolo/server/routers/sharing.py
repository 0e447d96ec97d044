"""The sharing routes: the addresses friends on the local network open, and a table's
invitation (its link and the link's QR code, for phones)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request, Response

from circolo.server.routers import lobby_of
from circolo.server.schemas.refusals import ANY_ROUTE, refusals
from circolo.server.schemas.sharing import Invite, Share
from circolo.server.sharing import Sharing, qr_svg
from circolo.server.tables import Lobby

router = APIRouter(prefix="/api", tags=["sharing"], responses=ANY_ROUTE)
LobbyDep = Annotated[Lobby, Depends(lobby_of)]


def sharing_of(request: Request) -> Sharing:
    """Where the application serving ``request`` listens."""
    sharing: Sharing = request.app.state.sharing
    return sharing


@router.get("/share", response_model=Share)
async def share(request: Request) -> dict[str, Any]:
    """Whether the server is private to this machine, and the addresses to send friends."""
    return sharing_of(request).to_json(str(request.base_url))


@router.get("/tables/{table_id}/invite", response_model=Invite, responses=refusals(404, 422))
async def invite(table_id: str, request: Request, lobby: LobbyDep) -> dict[str, Any]:
    """The link that opens the lobby at this table from another device, and the link to
    watch it (null when its creator let nobody watch)."""
    await lobby.door(table_id)  # a table that is not here is a 404 with a sentence
    sharing = sharing_of(request)
    base = str(request.base_url)
    watchable = (await lobby.summary(table_id)).get("spectators", True)
    watch = sharing.watch_link(table_id, base) if watchable else None
    return {
        "link": sharing.invitation(table_id, base),
        "watch": watch,
        "local_only": sharing.local_only,
    }


@router.get(
    "/tables/{table_id}/invite.svg",
    response_class=Response,
    responses={
        200: {"content": {"image/svg+xml": {}}, "description": "The QR code, an SVG image."},
        **refusals(404, 422),
    },
)
async def invite_qr(table_id: str, request: Request, lobby: LobbyDep) -> Response:
    """The invitation's link as a QR code (SVG), for a phone's camera."""
    await lobby.door(table_id)
    link = sharing_of(request).invitation(table_id, str(request.base_url))
    return Response(qr_svg(link), media_type="image/svg+xml")
