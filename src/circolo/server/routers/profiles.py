"""The profile routes: create one, its statistics, rename, reset; and the leaderboards."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request

from circolo.server.bodies import MAX_NAME, NewProfile, ProfileSecret, Rename
from circolo.server.errors import TableError
from circolo.server.routers import address_of, lobby_of
from circolo.server.tables import Lobby

router = APIRouter(tags=["profiles"])
LobbyDep = Annotated[Lobby, Depends(lobby_of)]
#: A variant's, a mode's or a season's name in a query.
QueryWord = Annotated[str, Query(min_length=1, max_length=MAX_NAME)]


@router.post("/api/profiles", status_code=201)
async def create_profile(body: NewProfile, request: Request, lobby: LobbyDep) -> dict[str, Any]:
    """A new profile: its id and its secret (shown once), and the nickname."""
    if not lobby.creations.allow(address_of(request)):
        raise TableError(
            "too_many", "server.error.too_many_tables_made",
            most=int(lobby.limits.creations_per_minute),
        )  # fmt: skip
    profile, secret = await lobby.profiles.create(body.nickname)
    return {"id": profile.id, "secret": secret, "nickname": profile.nickname}


@router.get("/api/profiles/{profile_id}")
async def profile_statistics(profile_id: str, lobby: LobbyDep) -> dict[str, Any]:
    """A profile's games and wins, alone and with others, per partner, and its history."""
    return await lobby.profiles.statistics(profile_id)


@router.post("/api/profiles/{profile_id}/rename")
async def rename_profile(profile_id: str, body: Rename, lobby: LobbyDep) -> dict[str, Any]:
    """A new nickname for a profile (its numbers stay)."""
    service = lobby.profiles
    await service.check(profile_id, body.secret)
    await service.store.rename(profile_id, body.nickname)
    return await service.statistics(profile_id)


@router.post("/api/profiles/{profile_id}/reset")
async def reset_profile(profile_id: str, body: ProfileSecret, lobby: LobbyDep) -> dict[str, Any]:
    """Forget a profile's match results (its ratings stay)."""
    service = lobby.profiles
    await service.check(profile_id, body.secret)
    await service.store.reset_results(profile_id)
    return await service.statistics(profile_id)


@router.get("/api/leaderboard")
async def leaderboard(
    lobby: LobbyDep,
    variant: QueryWord = "classico",
    limit: Annotated[int, Query()] = 50,
    game: Literal["tressette", "pinnacola"] = "tressette",
    mode: QueryWord = "points",
    season: QueryWord | None = None,
) -> dict[str, Any]:
    """The best players: a Tressette variant's ratings, or a Pinnacola mode's points."""
    limit = max(1, min(limit, 500))
    service = lobby.profiles
    if game == "pinnacola":
        rows = await service.pinnacola_leaderboard(mode, season, limit)
        return {
            "game": "pinnacola",
            "mode": mode,
            "season": season,
            "seasons": [s.to_json() for s in service.seasons.values()],
            "players": rows,
        }
    rows = await service.leaderboard(variant, limit)
    return {"variant": variant, "players": rows}
