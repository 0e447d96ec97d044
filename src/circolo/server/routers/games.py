"""The game routes: what the browser offers for each game (variants, options, vocabularies)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from circolo.server.game_info import pinnacola_info, tressette_info

router = APIRouter(prefix="/api/games", tags=["games"])


@router.get("/tressette")
async def game_tressette() -> dict[str, Any]:
    """Tressette's variants, option kinds and signal vocabularies, named in it and en."""
    return tressette_info()


@router.get("/pinnacola")
async def game_pinnacola() -> dict[str, Any]:
    """Pinnacola's variant, options, seat counts and players."""
    return pinnacola_info()
