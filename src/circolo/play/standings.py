"""Where a finished match counts, and which leaderboard a query gets, for any game.

A game says how its matches count (``core/game.py``): as rated standings
(``Game.rated_standings``: each profiled human's statistics and a rating per variant,
:mod:`circolo.play.rated_standings`), or on boards it ranks its own way (the
:class:`~circolo.core.game.KeepsStandings` capability: Pinnacola's points per mode). The
profile service (``server/profiles.py``) asks here, never the game's folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from circolo.core.game import Game, KeepsStandings
from circolo.play.rated_standings import rated_leaderboard, record_rated_match

if TYPE_CHECKING:
    from circolo.server.profiles import Profiles


def own_standings(game: Game[Any]) -> KeepsStandings:
    """``game`` as a game that ranks its own boards; a TypeError for a game that keeps no
    standings at all (every registered game keeps one or the other: tests/games)."""
    if not isinstance(game, KeepsStandings):
        raise TypeError(f"{game.name} keeps no standings: neither rated nor its own")
    return game


def keeps_standings(game: Game[Any]) -> bool:
    """Whether ``game`` counts its finished matches somewhere: rated, or on its own boards."""
    return game.rated_standings or isinstance(game, KeepsStandings)


async def record_match(game: Game[Any], profiles: Profiles, table: dict[str, Any]) -> None:
    """Count a finished match of ``game`` (its table's ``finish_info``) for its profiled
    humans, as the game counts its matches."""
    if game.rated_standings:
        await record_rated_match(profiles, table)
    else:
        await own_standings(game).record_match(profiles, table)


async def leaderboard(
    game: Game[Any], profiles: Profiles, query: Mapping[str, str | None], limit: int
) -> dict[str, Any]:
    """The leaderboard of ``game`` that ``query`` asks for (a variant for rated standings; a
    mode or a season, as a game that ranks its own boards says), its best ``limit`` players."""
    if game.rated_standings:
        return await rated_leaderboard(profiles, query, limit, game.name, game.default_variant)
    return await own_standings(game).leaderboard(profiles, query, limit)
