"""Standings by rating, for a game whose matches are won by one side: statistics and Elo.

Tressette and Briscola count a finished match alike: every profiled human at a table that is
not a training table gets the match in its statistics (alone against the computer, or with
other people, and with which partner at a table of four), and its rating in the game's
variant moves (:mod:`circolo.play.ratings`: an Elo of the two sides, seats ``s % 2``, the
computer's players rated by their strength). The leaderboard of a variant lists the ratings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from circolo.play.ratings import START_RATING, ai_rating, team_change
from circolo.storage.profiles import MatchResult, Mode, Rating

if TYPE_CHECKING:
    from circolo.server.profiles import Profiles

#: The partner written for a match of two, where nobody plays beside you.
NO_PARTNER: Final = "—"


async def record_rated_match(profiles: Profiles, table: dict[str, Any]) -> None:
    """Count a finished match for every profiled human at the table, and move ratings.

    ``table`` holds ``id``, ``game``, ``variant``, ``training``, ``winner`` and per seat
    ``kind``, ``name``, ``ai``, ``profile`` (an id or None) and ``left``; sides are seats
    ``s % 2``. A human who left and did not come back lost, whatever the computer made of it.
    A match that is not ``rated`` (play/fair_play.py) goes in the statistics only.
    """
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
        left = bool(seat.get("left"))  # the computer finished it: a loss, whoever won
        won = table["winner"] == side and not left
        partner = _partner_name(seats[(index + 2) % count]) if count == 4 else NO_PARTNER
        result = MatchResult(game, table["id"], variant, mode, won, partner, left=left)
        await store.add_result(profile_id, result)
        if not table.get("rated", True):
            continue
        ours = [strength[s] for s in range(count) if s % 2 == side]
        theirs = [strength[s] for s in range(count) if s % 2 != side]
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


async def rated_leaderboard(
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
