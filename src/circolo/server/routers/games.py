"""The game routes: what the browser offers for each game (variants, options, vocabularies)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from circolo.games import GAMES
from circolo.server.schemas.games import GameInfo, GameList
from circolo.server.schemas.refusals import ANY_ROUTE, refusals
from circolo.server.served import served_game

router = APIRouter(prefix="/api/games", tags=["games"], responses=ANY_ROUTE)


@router.get("", response_model=GameList)
async def games() -> dict[str, Any]:
    """The club's games, in menu order, each with its presets and seat counts."""
    return {
        "games": [
            {"name": game.name, "variants": list(game.variants()), "seats": list(game.seat_counts)}
            for game in GAMES.values()
        ]
    }


@router.get(
    "/{name}",
    response_model=GameInfo,
    response_model_exclude_unset=True,
    responses=refusals(404, 422),
)
async def game_info(name: str) -> dict[str, Any]:
    """What the browser needs to offer game ``name`` (its variants, option kinds and what
    else its table shows: signal vocabularies, seat counts, players), from the game itself."""
    return served_game(name, "no_game", shown=40).info()
