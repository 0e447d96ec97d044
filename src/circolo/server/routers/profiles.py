"""The profile routes: create one, its statistics, rename, reset; and the leaderboards."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Header, Query, Request

from circolo.core.hosting.refusals import TableError
from circolo.games import DEFAULT_GAME
from circolo.server.bodies import MAX_NAME, NewProfile, ProfileSecret, Rename
from circolo.server.routers import address_of, lobby_of
from circolo.server.schemas.leaderboards import Leaderboard
from circolo.server.schemas.profiles import ProfileCreated, Statistics
from circolo.server.schemas.refusals import ANY_ROUTE, refusals
from circolo.server.tables import Lobby

router = APIRouter(tags=["profiles"], responses=ANY_ROUTE)
LobbyDep = Annotated[Lobby, Depends(lobby_of)]
#: A variant's, a mode's or a season's name in a query.
QueryWord = Annotated[str, Query(min_length=1, max_length=MAX_NAME)]
#: A profile's secret sent with a ``GET`` (a header: a query string ends up in logs).
SecretHeader = Annotated[str | None, Header(alias="X-Profile-Secret", max_length=128)]


@router.post(
    "/api/profiles",
    status_code=201,
    response_model=ProfileCreated,
    responses=refusals(400, 409, 413, 422, 429),
)
async def create_profile(body: NewProfile, request: Request, lobby: LobbyDep) -> dict[str, Any]:
    """A new profile: its id and its secret (shown once), and the nickname (one that looks
    like another profile's is a 409: choose another)."""
    if not await lobby.may_create(address_of(request)):
        raise TableError(
            "too_many", "server.error.too_many_tables_made",
            most=int(lobby.limits.creations_per_minute),
        )  # fmt: skip
    profile, secret = await lobby.profiles.create(body.nickname)
    return {"id": profile.id, "secret": secret, "nickname": profile.nickname}


@router.get(
    "/api/profiles/{profile_id}", response_model=Statistics, responses=refusals(403, 404, 422)
)
async def profile_statistics(
    profile_id: str, lobby: LobbyDep, secret: SecretHeader = None
) -> dict[str, Any]:
    """A profile's games and wins, alone and with others; with its secret (the header
    ``X-Profile-Secret``) also per partner, and its match history. A wrong secret is a 403."""
    service = lobby.profiles
    if secret is None:
        return await service.statistics(profile_id, private=False)
    await service.check(profile_id, secret)
    return await service.statistics(profile_id)


@router.post(
    "/api/profiles/{profile_id}/rename",
    response_model=Statistics,
    responses=refusals(400, 403, 404, 409, 413, 422),
)
async def rename_profile(profile_id: str, body: Rename, lobby: LobbyDep) -> dict[str, Any]:
    """A new nickname for a profile (its numbers stay); one that looks like another
    profile's is a 409."""
    service = lobby.profiles
    await service.check(profile_id, body.secret)
    await service.rename(profile_id, body.nickname)
    return await service.statistics(profile_id)


@router.post(
    "/api/profiles/{profile_id}/reset",
    response_model=Statistics,
    responses=refusals(400, 403, 404, 413, 422),
)
async def reset_profile(profile_id: str, body: ProfileSecret, lobby: LobbyDep) -> dict[str, Any]:
    """Forget a profile's match results (its ratings stay)."""
    service = lobby.profiles
    await service.check(profile_id, body.secret)
    await service.store.reset_results(profile_id)
    return await service.statistics(profile_id)


@router.get(
    "/api/leaderboard",
    response_model=Leaderboard,
    response_model_exclude_unset=True,  # a board leaves out what it is not chosen by
    responses=refusals(404, 422),
)
async def leaderboard(
    lobby: LobbyDep,
    game: QueryWord = DEFAULT_GAME,
    variant: QueryWord | None = None,
    mode: QueryWord | None = None,
    season: QueryWord | None = None,
    limit: Annotated[int, Query()] = 50,
) -> dict[str, Any]:
    """The best players of a game, as the game ranks them (a Tressette variant's ratings, a
    Pinnacola mode's points, all time or by season)."""
    query = {"variant": variant, "mode": mode, "season": season}
    return await lobby.profiles.leaderboard(game, query, max(1, min(limit, 500)))
