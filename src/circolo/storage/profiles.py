"""Player profiles, their match results and ratings: what is saved, and the store protocol.

A profile is made on a player's first visit and kept by the browser (an id and a secret);
it carries the nickname, which may change without touching the numbers. Statistics are
computed from the profile's match results (training tables add none); a reset deletes the
results but not the ratings.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Literal, Protocol

Mode = Literal["single", "multi"]


@dataclass(frozen=True)
class Profile:
    """A player: id, the hash of its secret, and its nickname."""

    id: str
    secret_hash: str
    nickname: str
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))


@dataclass(frozen=True)
class MatchResult:
    """One finished match as one profile played it."""

    table_id: str
    variant: str
    #: ``single``: the only human at the table; ``multi``: with other people.
    mode: Mode
    won: bool
    #: The partner's name: a nickname, or ``AI heuristic`` for an AI partner.
    partner: str
    finished_at: datetime = field(default_factory=lambda: datetime.now(UTC))


@dataclass(frozen=True)
class Rating:
    """A profile's rating in one variant."""

    profile_id: str
    variant: str
    rating: float
    games: int


class ProfileStore(Protocol):
    """Where profiles, results and ratings are saved. Every method commits before returning."""

    async def create_profile(self, profile: Profile) -> None:
        """Save a new profile."""
        ...

    async def get_profile(self, profile_id: str) -> Profile | None:
        """The profile, or None."""
        ...

    async def rename(self, profile_id: str, nickname: str) -> None:
        """Change a profile's nickname (its numbers stay)."""
        ...

    async def add_result(self, profile_id: str, result: MatchResult) -> None:
        """Record a finished match for a profile."""
        ...

    async def results(self, profile_id: str) -> list[MatchResult]:
        """Every recorded match of a profile, oldest first."""
        ...

    async def reset_results(self, profile_id: str) -> None:
        """Forget a profile's recorded matches (its statistics start again)."""
        ...

    async def get_rating(self, profile_id: str, variant: str) -> Rating | None:
        """A profile's rating in a variant, or None before its first rated match."""
        ...

    async def set_rating(self, rating: Rating) -> None:
        """Save a profile's rating in a variant."""
        ...

    async def leaderboard(self, variant: str, limit: int) -> list[tuple[Profile, Rating]]:
        """The best ratings of a variant, highest first."""
        ...


class MemoryProfileStore:
    """Profiles kept in memory: for tests and throwaway servers."""

    def __init__(self) -> None:
        self._profiles: dict[str, Profile] = {}
        self._results: dict[str, list[MatchResult]] = {}
        self._ratings: dict[tuple[str, str], Rating] = {}

    async def create_profile(self, profile: Profile) -> None:
        """Save a new profile."""
        self._profiles[profile.id] = profile

    async def get_profile(self, profile_id: str) -> Profile | None:
        """The profile, or None."""
        return self._profiles.get(profile_id)

    async def rename(self, profile_id: str, nickname: str) -> None:
        """Change a nickname."""
        self._profiles[profile_id] = replace(self._profiles[profile_id], nickname=nickname)

    async def add_result(self, profile_id: str, result: MatchResult) -> None:
        """Record a match."""
        self._results.setdefault(profile_id, []).append(result)

    async def results(self, profile_id: str) -> list[MatchResult]:
        """A copy of a profile's results."""
        return copy.copy(self._results.get(profile_id, []))

    async def reset_results(self, profile_id: str) -> None:
        """Forget a profile's results."""
        self._results.pop(profile_id, None)

    async def get_rating(self, profile_id: str, variant: str) -> Rating | None:
        """A rating, or None."""
        return self._ratings.get((profile_id, variant))

    async def set_rating(self, rating: Rating) -> None:
        """Save a rating."""
        self._ratings[(rating.profile_id, rating.variant)] = rating

    async def leaderboard(self, variant: str, limit: int) -> list[tuple[Profile, Rating]]:
        """The best ratings of a variant."""
        rows = [
            (self._profiles[r.profile_id], r)
            for (profile_id, v), r in self._ratings.items()
            if v == variant and profile_id in self._profiles
        ]
        rows.sort(key=lambda row: -row[1].rating)
        return rows[:limit]
