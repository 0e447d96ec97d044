"""Profiles, statistics and leaderboards: who played, how often they won, with whom.

A profile is created on a player's first visit; the browser keeps its id and secret. When a
match ends at a table that is not a training table, every human seat that came with a
profile gets the match in its statistics (alone against the AI, or with other people, and
with which partner) and its rating in the variant moves (ratings.py).
"""

from __future__ import annotations

import secrets
from collections import Counter
from typing import Any, TypeGuard

from circolo.server.errors import TableError
from circolo.server.ratings import START_RATING, ai_rating, team_change
from circolo.server.seasons import Season
from circolo.server.table import hash_token
from circolo.storage.profiles import MatchResult, PinnacolaScore, Profile, ProfileStore, Rating

#: What leaving a Pinnacola match in play scores on the leaderboard (docs/rules.md).
LEAVING_POINTS = -1500
#: The Pinnacola leaderboards: one per mode.
PINNACOLA_MODES = ("single", "points")

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
        """A new profile and its secret (shown once; only its hash is kept)."""
        secret = secrets.token_urlsafe(18)
        profile = Profile(secrets.token_urlsafe(9), hash_token(secret), clean_nickname(nickname))
        await self.store.create_profile(profile)
        return profile, secret

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

    async def statistics(self, profile_id: str) -> dict[str, Any]:
        """Games and wins, single player and multiplayer apart, multiplayer per partner."""
        profile = await self.get(profile_id)
        results = await self.store.results(profile_id)
        by_mode = {mode: [r for r in results if r.mode == mode] for mode in ("single", "multi")}
        partners: Counter[str] = Counter()
        partner_wins: Counter[str] = Counter()
        for result in by_mode["multi"]:
            partners[result.partner] += 1
            partner_wins[result.partner] += result.won
        history = [
            {"at": r.finished_at.isoformat(), "variant": r.variant, "mode": r.mode, "won": r.won}
            for r in results
        ]
        return {
            "id": profile.id,
            "nickname": profile.nickname,
            **{mode: _games_and_wins(rows) for mode, rows in by_mode.items()},
            "partners": [
                {"partner": name, "games": games, "wins": partner_wins[name]}
                for name, games in partners.most_common()
            ],
            "history": history,
        }

    async def record_match(self, table: dict[str, Any]) -> None:
        """Count a finished match for every profiled human at the table, and move ratings.

        ``table`` holds ``id``, ``variant``, ``training``, ``winner`` and per seat
        ``kind``, ``name``, ``ai`` and ``profile`` (an id or None).
        """
        if table.get("game") == "pinnacola":
            await self._record_pinnacola(table)
            return
        if table["training"] or table["winner"] is None:
            return
        seats = table["seats"]
        humans = [s for s in seats if s["kind"] == "human"]
        mode = "single" if len(humans) == 1 else "multi"
        strength = [await self._strength(seat, table["variant"]) for seat in seats]
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
            await self.store.add_result(
                profile_id,
                MatchResult(table["id"], table["variant"], mode, won, partner_name),  # type: ignore[arg-type]
            )
            ours = [strength[index], strength[(index + 2) % 4]]
            theirs = [strength[(index + 1) % 4], strength[(index + 3) % 4]]
            old = await self.store.get_rating(profile_id, table["variant"])
            rating = old.rating if old else START_RATING
            games = old.games if old else 0
            await self.store.set_rating(
                Rating(
                    profile_id, table["variant"], rating + team_change(ours, theirs, won), games + 1
                )
            )

    async def _record_pinnacola(self, table: dict[str, Any]) -> None:
        """A finished Pinnacola match on the leaderboard: a win scores the team's points, a
        loss (or a level single hand) 0; seats that left were counted when they left."""
        if not _counts_for_leaderboard(table):
            return
        winner = table["winner"]
        for index, seat in enumerate(table["seats"]):
            profile_id = seat.get("profile")
            if seat["kind"] != "human" or not profile_id or index in table["quit"]:
                continue
            team = index % 2
            won = winner == team
            points = max(int(table["score"][team]), 0) if won else 0
            outcome = "win" if won else ("draw" if winner is None else "loss")
            await self.store.add_pinnacola_score(
                profile_id, PinnacolaScore(table["id"], table["mode"], outcome, points)
            )

    async def record_quit(self, table: dict[str, Any]) -> None:
        """A human who left a Pinnacola match in play: -1500 on the mode's leaderboard."""
        seat = table["seats"][table["seat"]]
        profile_id = seat.get("profile")
        if not _counts_for_leaderboard(table) or seat["kind"] != "human" or not profile_id:
            return
        await self.store.add_pinnacola_score(
            profile_id, PinnacolaScore(table["id"], table["mode"], "left", LEAVING_POINTS)
        )

    async def pinnacola_leaderboard(
        self, mode: str, season: str | None = None, limit: int = 50
    ) -> list[dict[str, Any]]:
        """The Pinnacola board of ``mode`` (all time, or one configured season)."""
        if mode not in PINNACOLA_MODES:
            raise TableError(
                "bad_request", "server.error.board_mode", mode=repr(mode),
                modes=", ".join(PINNACOLA_MODES),
            )  # fmt: skip
        since = until = None
        if season is not None:
            if season not in self.seasons:
                raise TableError(
                    "no_season", "server.error.no_season", season=repr(season),
                    seasons=", ".join(self.seasons) or "none",
                )  # fmt: skip
            since, until = self.seasons[season].since, self.seasons[season].until
        rows = await self.store.pinnacola_board(mode, limit, since, until)
        return [
            {"rank": rank, "id": row.profile.id, "nickname": row.profile.nickname,
             "points": row.points, "matches": row.matches, "wins": row.wins}
            for rank, row in enumerate(rows, start=1)
        ]  # fmt: skip

    async def _strength(self, seat: dict[str, Any], variant: str) -> float:
        if seat["kind"] == "ai":
            return ai_rating(seat.get("ai") or "")
        profile_id = seat.get("profile")
        if profile_id:
            rating = await self.store.get_rating(profile_id, variant)
            if rating is not None:
                return rating.rating
        return START_RATING

    async def leaderboard(self, variant: str, limit: int = 50) -> list[dict[str, Any]]:
        """The best players of a variant."""
        rows = await self.store.leaderboard(variant, limit)
        return [
            {"rank": rank, "id": profile.id, "nickname": profile.nickname,
             "rating": round(rating.rating, 1), "games": rating.games}
            for rank, (profile, rating) in enumerate(rows, start=1)
        ]  # fmt: skip


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
    return {"games": games, "wins": wins, "win_rate": round(wins / games, 3) if games else None}


def _counts_for_leaderboard(table: dict[str, Any]) -> bool:
    """Pinnacola boards count matches against the computer (an AI seat), not training."""
    return not table["training"] and any(seat["kind"] == "ai" for seat in table["seats"])
