"""How a Pinnacola match counts on the leaderboards: points per mode, all time or by season.

A board counts matches against the computer (a table with an AI seat) that are not training:
a win scores the team's points, a loss (or a level single hand) 0, and a human who left a
match in play and did not take the seat back before its end scores :data:`LEAVING_POINTS`
(docs/rules.md); one who came back plays the match as their own. A seat the computer
finished after its human dropped (not left on purpose) counts as a loss. One board per mode.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from circolo.core.hosting.refusals import TableError

if TYPE_CHECKING:
    from circolo.server.profiles import Profiles

#: What leaving a Pinnacola match in play scores on the leaderboard (docs/rules.md).
LEAVING_POINTS: Final = -1500
#: The Pinnacola leaderboards: one per mode.
MODES: Final = ("single", "points")
#: The board shown when the query names no mode.
DEFAULT_MODE: Final = "points"


def counts_for_leaderboard(table: dict[str, Any]) -> bool:
    """Pinnacola boards count matches against the computer (an AI seat), not training, and
    not a match one person may have played both sides of (``rated`` false)."""
    if not table.get("rated", True):
        return False
    return not table["training"] and any(seat["kind"] == "ai" for seat in table["seats"])


async def record_match(profiles: Profiles, table: dict[str, Any]) -> None:
    """A finished match on its mode's board: each profiled human's win, loss or leaving
    (``quit``: the seats whose human left on purpose and never took the seat back)."""
    if not counts_for_leaderboard(table):
        return
    winner = table["winner"]
    for index, seat in enumerate(table["seats"]):
        profile_id = seat.get("profile")
        if seat["kind"] != "human" or not profile_id:
            continue
        if index in table["quit"]:
            await profiles.add_points(profile_id, table, "left", LEAVING_POINTS)
            continue
        team = index % 2
        won = winner == team and not seat.get("left")
        points = max(int(table["score"][team]), 0) if won else 0
        outcome = "win" if won else ("draw" if winner is None else "loss")
        await profiles.add_points(profile_id, table, outcome, points)


async def points_board(
    profiles: Profiles, game: str, mode: str, season: str | None = None, limit: int = 50
) -> list[dict[str, Any]]:
    """The board of ``mode`` (all time, or one configured season)."""
    if mode not in MODES:
        raise TableError(
            "bad_request", "server.error.board_mode", mode=repr(mode), modes=", ".join(MODES)
        )
    since = until = None
    if season is not None:
        if season not in profiles.seasons:
            raise TableError(
                "no_season", "server.error.no_season", season=repr(season),
                seasons=", ".join(profiles.seasons) or "none",
            )  # fmt: skip
        since, until = profiles.seasons[season].since, profiles.seasons[season].until
    rows = await profiles.store.points_board(game, mode, limit, since, until)
    return [
        {"rank": rank, "id": row.profile.id, "nickname": row.profile.nickname,
         "points": row.points, "matches": row.matches, "wins": row.wins}
        for rank, row in enumerate(rows, start=1)
    ]  # fmt: skip


async def leaderboard(
    profiles: Profiles, query: Mapping[str, str | None], limit: int, game: str
) -> dict[str, Any]:
    """The route's answer: the board of the query's ``mode`` and ``season``."""
    mode = query.get("mode") or DEFAULT_MODE
    season = query.get("season")
    players = await points_board(profiles, game, mode, season, limit)
    return {
        "game": game,
        "mode": mode,
        "season": season,
        "seasons": [s.to_json() for s in profiles.seasons.values()],
        "players": players,
    }
