"""How a finished Tressette match counts for its players: statistics and ratings per variant.

Every profiled human at a table that is not a training table gets the match in its
statistics (alone against the computer, or with other people, and with which partner), and
its rating in the variant moves (circolo/server/ratings.py: a team Elo, the computer's
players rated by their strength). The leaderboard of a variant lists the ratings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from circolo.server.ratings import START_RATING, ai_rating, team_change
from circolo.storage.profiles import MatchResult, Mode, Rating

if TYPE_CHECKING:
    from circolo.server.profiles import Profiles


async def record_match(profiles: Profiles, table: dict[str, Any]) -> None:
    """Count a finished match for every profiled human at the table, and move ratings.

    ``table`` holds ``id``, ``game``, ``variant``, ``training``, ``winner`` and per seat
    ``kind``, ``name``, ``ai`` and ``profile`` (an id or None).
    """
    if table["training"] or table["winner"] is None:
        return
    store = profiles.store
    seats = table["seats"]
    game, variant = table["game"], table["variant"]
    humans = [s for s in seats if s["kind"] == "human"]
    mode: Mode = "single" if len(humans) == 1 else "multi"
    strength = [await _strength(profiles, seat, game, variant) for seat in seats]
    for index, seat in enumerate(seats):
        profile_id = seat.get("profile")
        if seat["kind"] != "human" or not profile_id:
            continue
        team = index % 2
        partner = seats[(index + 2) % 4]
        won = table["winner"] == team
        partner_name = (
            partner.get("name") or "?"
            if partner["kind"] == "human"
            else f"AI {partner.get('ai') or ''}".strip()
        )
        await store.add_result(
            profile_id, MatchResult(game, table["id"], variant, mode, won, partner_name)
        )
        ours = [strength[index], strength[(index + 2) % 4]]
        theirs = [strength[(index + 1) % 4], strength[(index + 3) % 4]]
        old = await store.get_rating(profile_id, game, variant)
        rating = old.rating if old else START_RATING
        games = old.games if old else 0
        await store.set_rating(
            Rating(profile_id, game, variant, rating + team_change(ours, theirs, won), games + 1)
        )


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
    profiles: Profiles,
    query: Mapping[str, str | None],
    limit: int,
    game: str,
    default_variant: str,
) -> dict[str, Any]:
    """The best ratings of the query's ``variant`` (the default one when none is named)."""
    variant = query.get("variant") or default_variant
    rows = await profiles.store.leaderboard(game, variant, limit)
    players = [
        {"rank": rank, "id": profile.id, "nickname": profile.nickname,
         "rating": round(rating.rating, 1), "games": rating.games}
        for rank, (profile, rating) in enumerate(rows, start=1)
    ]  # fmt: skip
    return {"game": game, "variant": variant, "players": players}
