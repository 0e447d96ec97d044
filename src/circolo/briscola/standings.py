"""How a finished Briscola game counts for its players: statistics and ratings per variant.

As for Tressette: every profiled human at a table that is not a training table gets the
game in its statistics (alone against the computer or with other people, and with which
partner at a table of four), and its rating in the variant moves (circolo/server/ratings.py:
an Elo of the sides, the computer's players rated by their strength).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from circolo.server.ratings import START_RATING, ai_rating, team_change
from circolo.storage.profiles import MatchResult, Mode, Rating

if TYPE_CHECKING:
    from circolo.server.profiles import Profiles

#: The partner written for a game of two, where nobody plays beside you.
NO_PARTNER = "—"


async def record_match(profiles: Profiles, table: dict[str, Any]) -> None:
    """Count a finished game for every profiled human at the table, and move ratings."""
    if table["training"] or table["winner"] is None:
        return
    store = profiles.store
    seats = table["seats"]
    game, variant = table["game"], table["variant"]
    count = len(seats)
    mode: Mode = "single" if sum(s["kind"] == "human" for s in seats) == 1 else "multi"
    strength = [await _strength(profiles, seat, game, variant) for seat in seats]
    for index, seat in enumerate(seats):
        profile_id = seat.get("profile")
        if seat["kind"] != "human" or not profile_id:
            continue
        side = index % 2
        won = table["winner"] == side
        ours = [strength[s] for s in range(count) if s % 2 == side]
        theirs = [strength[s] for s in range(count) if s % 2 != side]
        partner = _partner_name(seats[(index + 2) % count]) if count == 4 else NO_PARTNER
        await store.add_result(
            profile_id, MatchResult(game, table["id"], variant, mode, won, partner)
        )
        old = await store.get_rating(profile_id, game, variant)
        rating = old.rating if old else START_RATING
        games = old.games if old else 0
        change = team_change(ours, theirs, won)
        await store.set_rating(Rating(profile_id, game, variant, rating + change, games + 1))


def _partner_name(seat: dict[str, Any]) -> str:
    if seat["kind"] == "human":
        return str(seat.get("name") or "?")
    return f"AI {seat.get('ai') or ''}".strip()


async def _strength(profiles: Profiles, seat: dict[str, Any], game: str, variant: str) -> float:
    if seat["kind"] == "ai":
        return ai_rating(seat.get("ai") or "")
    profile_id = seat.get("profile")
    if profile_id:
        rating = await profiles.store.get_rating(profile_id, game, variant)
        if rating is not None:
            return rating.rating
    return START_RATING


async def leaderboard(
    profiles: Profiles, query: Mapping[str, str | None], limit: int, game: str, variant: str
) -> dict[str, Any]:
    """The best ratings of the variant (Briscola has one)."""
    rows = await profiles.store.leaderboard(game, query.get("variant") or variant, limit)
    players = [
        {"rank": rank, "id": profile.id, "nickname": profile.nickname,
         "rating": round(rating.rating, 1), "games": rating.games}
        for rank, (profile, rating) in enumerate(rows, start=1)
    ]  # fmt: skip
    return {"game": game, "variant": query.get("variant") or variant, "players": players}
