"""Profiles, statistics and leaderboards: who played, how often they won, with whom.

A profile is created on a player's first visit; the browser keeps its id and secret. When a
match ends, its game says how it counts for the profiled humans at the table
(:mod:`circolo.play.standings`: rated standings — statistics and ratings per variant — for
Tressette, Briscola and Scopa; Pinnacola's own points per mode), and so its leaderboards.
"""

from __future__ import annotations

import logging
import secrets
from collections import Counter
from collections.abc import Mapping
from typing import Any, TypeGuard

from circolo.core.hosting.refusals import TableError
from circolo.games import game_of
from circolo.play import standings
from circolo.play.fair_play import unrated_reason
from circolo.play.seat import hash_token
from circolo.server.seasons import Season
from circolo.server.served import served_game
from circolo.storage.profiles import (
    MatchPoints,
    MatchResult,
    NicknameTakenError,
    Profile,
    ProfileStore,
)

log = logging.getLogger(__name__)

MAX_NICKNAME = 40


def clean_nickname(value: object) -> str:
    """A nickname as given, trimmed; a TableError when it is empty or too long."""
    if not isinstance(value, str) or not value.strip() or len(value.strip()) > MAX_NICKNAME:
        raise TableError("bad_request", "server.error.nickname", most=MAX_NICKNAME)
    return value.strip()


class Profiles:
    """The profile service over a store."""

    def __init__(self, store: ProfileStore, seasons: dict[str, Season] | None = None) -> None:
        self.store = store
        self.seasons = dict(seasons or {})

    async def create(self, nickname: object) -> tuple[Profile, str]:
        """A new profile and its secret (shown once; only its hash is kept); a TableError
        when another profile's nickname looks like this one."""
        secret = secrets.token_urlsafe(18)
        profile = Profile(secrets.token_urlsafe(9), hash_token(secret), clean_nickname(nickname))
        try:
            await self.store.create_profile(profile)
        except NicknameTakenError:
            raise _taken(profile.nickname) from None
        return profile, secret

    async def rename(self, profile_id: str, nickname: object) -> None:
        """A new nickname for a profile (its numbers stay); refused like a new profile's."""
        name = clean_nickname(nickname)
        try:
            await self.store.rename(profile_id, name)
        except NicknameTakenError:
            raise _taken(name) from None

    async def check(self, profile_id: object, secret: object) -> Profile:
        """The profile whose secret this is, or a TableError."""
        profile = await self.store.get_profile(profile_id) if _plausible(profile_id) else None
        if (
            profile is None
            or not isinstance(secret, str)
            or not secrets.compare_digest(profile.secret_hash, hash_token(secret))
        ):
            raise TableError("bad_profile", "server.error.bad_profile")
        return profile

    async def get(self, profile_id: str) -> Profile:
        """The profile, or a TableError when there is none."""
        profile = await self.store.get_profile(profile_id) if _plausible(profile_id) else None
        if profile is None:
            raise TableError("no_profile", "server.error.no_profile")
        return profile

    async def statistics(self, profile_id: str, *, private: bool = True) -> dict[str, Any]:
        """Games and wins, single player and multiplayer apart, multiplayer per partner, and
        the match history. ``private`` false: what anyone may read of it (``public``), the
        numbers only: no partners and no history (who one plays with, and when, is theirs)."""
        profile = await self.get(profile_id)
        results = await self.store.results(profile_id)
        by_mode = {mode: [r for r in results if r.mode == mode] for mode in ("single", "multi")}
        partners: Counter[str] = Counter()
        partner_wins: Counter[str] = Counter()
        for result in by_mode["multi"]:
            partners[result.partner] += 1
            partner_wins[result.partner] += result.won
        history = [
            {
                "at": r.finished_at.isoformat(),
                "game": r.game,
                "table": r.table_id,
                "variant": r.variant,
                "mode": r.mode,
                "won": r.won,
                "left": r.left,
            }
            for r in results
        ]
        return {
            "id": profile.id,
            "nickname": profile.nickname,
            **{mode: _games_and_wins(rows) for mode, rows in by_mode.items()},
            "partners": [
                {"partner": name, "games": games, "wins": partner_wins[name]}
                for name, games in partners.most_common()
            ]
            if private
            else [],
            "history": history if private else [],
            "public": not private,
        }

    async def record_match(self, table: dict[str, Any]) -> None:
        """Count a finished match for its profiled humans, as the table's game counts it
        (its ``finish_info``: ``id``, ``game``, ``variant``, ``training``, ``winner``, the
        seats, ``one_hand``) — unless one person may have played both sides of it
        (:mod:`circolo.play.fair_play`): then it moves no rating and no leaderboard
        (``rated`` false), and goes in the players' own statistics only."""
        reason = unrated_reason(table)
        if reason is not None:
            log.info("table %s: its match moves no rating or board: %s", table["id"], reason)
        await standings.record_match(game_of(table), self, {**table, "rated": reason is None})

    async def leaderboard(
        self, game: str, query: Mapping[str, str | None], limit: int = 50
    ) -> dict[str, Any]:
        """The leaderboard of ``game`` that ``query`` asks for (a variant, a mode, a season:
        what the game ranks by), its best ``limit`` players."""
        served = served_game(game, "bad_request", shown=40)
        return await standings.leaderboard(served, self, query, limit)

    async def add_points(
        self, profile_id: str, table: Mapping[str, Any], outcome: str, points: int
    ) -> None:
        """Add what one profile took from a finished match (``outcome``: ``win``, ``loss``,
        ``draw`` or ``left``) to the points board of the match's game and mode (``table``:
        its ``finish_info``), for a game that ranks its own boards by points (Pinnacola)."""
        entry = MatchPoints(
            table["game"], table["variant"], table["id"], table["mode"], outcome, points
        )
        await self.store.add_points(profile_id, entry)


def _taken(nickname: str) -> TableError:
    """The refusal of a nickname another profile's looks like."""
    return TableError("nickname_taken", "server.error.nickname_taken", name=nickname)


def _plausible(profile_id: object) -> TypeGuard[str]:
    """Whether ``profile_id`` could be a profile's id (URL-safe text): others are not looked up."""
    return (
        isinstance(profile_id, str)
        and 0 < len(profile_id) <= 64
        and all(c.isascii() and (c.isalnum() or c in "-_") for c in profile_id)
    )


def _games_and_wins(rows: list[MatchResult]) -> dict[str, Any]:
    games = len(rows)
    wins = sum(1 for r in rows if r.won)
    left = sum(1 for r in rows if r.left)
    rate = round(wins / games, 3) if games else None
    return {"games": games, "wins": wins, "left": left, "win_rate": rate}
