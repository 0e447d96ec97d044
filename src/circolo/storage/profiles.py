"""Player profiles, their match results and ratings: what is saved, and the store protocol.

A profile is made on a player's first visit and kept by the browser (an id and a secret);
it carries the nickname, which may change without touching the numbers, and which no other
profile's looks like (:mod:`circolo.core.names`: a leaderboard shows one person per name).
Statistics are computed from the profile's match results (training tables add none); a
reset deletes the results but not the ratings. Results, ratings and points are each keyed
by the game and variant they were played in: the store knows no game, the games'
``standings`` modules say what each of them saves.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Literal, Protocol

from circolo.core.names import name_key

Mode = Literal["single", "multi"]


class NicknameTakenError(ValueError):
    """A nickname another profile holds, or one that looks like it (:func:`name_key`)."""

    def __init__(self, nickname: str) -> None:
        super().__init__(f"the nickname {nickname!r} or one that looks like it is taken")
        self.nickname = nickname


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

    #: The game and the variant played (a records' ``game`` and its preset's name).
    game: str
    table_id: str
    variant: str
    #: ``single``: the only human at the table; ``multi``: with other people.
    mode: Mode
    won: bool
    #: The partner's name: a nickname, or ``AI heuristic`` for an AI partner.
    partner: str
    finished_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    #: The profile left and the computer finished the match for it: a loss (``won`` false).
    left: bool = False


@dataclass(frozen=True)
class Rating:
    """A profile's rating in one variant of one game: the skill the rating model believes it
    has (``mu``, and ``sigma``, the uncertainty) and the rating a leaderboard ranks by, as the
    model reads that skill (``circolo.play.ratings``: the store knows no model)."""

    profile_id: str
    game: str
    variant: str
    #: What the leaderboard ranks by, highest first.
    rating: float
    #: The rated matches played.
    games: int
    mu: float
    sigma: float


@dataclass(frozen=True)
class MatchPoints:
    """The points one profile took from a match it finished (or left), for a points board.

    What a match is worth is the game's (Pinnacola's, docs/rules.md: a win scores the team's
    points, a loss 0, leaving -1500); the store adds them up per game and mode.
    """

    game: str
    variant: str
    table_id: str
    #: The match's mode (``single`` or ``points``): one board per mode.
    mode: str
    #: ``win``, ``loss`` or ``left``.
    outcome: str
    points: int
    finished_at: datetime = field(default_factory=lambda: datetime.now(UTC))


@dataclass(frozen=True)
class BoardRow:
    """One line of a points board: the profile, its points and its matches."""

    profile: Profile
    points: int
    matches: int
    wins: int


class ProfileStore(Protocol):
    """Where profiles, results and ratings are saved. Every method commits before returning."""

    async def create_profile(self, profile: Profile) -> None:
        """Save a new profile; :class:`NicknameTakenError` when another profile's nickname looks
        like its own (:func:`~circolo.core.names.name_key`)."""
        ...

    async def get_profile(self, profile_id: str) -> Profile | None:
        """The profile, or None."""
        ...

    async def rename(self, profile_id: str, nickname: str) -> None:
        """Change a profile's nickname (its numbers stay); :class:`NicknameTakenError` as for a
        new profile."""
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

    async def get_rating(self, profile_id: str, game: str, variant: str) -> Rating | None:
        """A profile's rating in a game's variant, or None before its first rated match."""
        ...

    async def set_rating(self, rating: Rating) -> None:
        """Save a profile's rating in a game's variant."""
        ...

    async def leaderboard(
        self, game: str, variant: str, limit: int
    ) -> list[tuple[Profile, Rating]]:
        """The best ratings of a game's variant, highest first."""
        ...

    async def add_points(self, profile_id: str, points: MatchPoints) -> None:
        """Record the points a profile took from a match."""
        ...

    async def points_board(
        self,
        game: str,
        mode: str,
        limit: int,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[BoardRow]:
        """The most points of ``game`` in ``mode`` (matches finished in [since, until))."""
        ...


class MemoryProfileStore:
    """Profiles kept in memory: for tests and throwaway servers."""

    def __init__(self) -> None:
        self._profiles: dict[str, Profile] = {}
        self._results: dict[str, list[MatchResult]] = {}
        self._ratings: dict[tuple[str, str, str], Rating] = {}
        self._points: list[tuple[str, MatchPoints]] = []

    async def create_profile(self, profile: Profile) -> None:
        """Save a new profile (:class:`NicknameTakenError`: its nickname is another's)."""
        self._check_nickname(profile.id, profile.nickname)
        self._profiles[profile.id] = profile

    async def get_profile(self, profile_id: str) -> Profile | None:
        """The profile, or None."""
        return self._profiles.get(profile_id)

    async def rename(self, profile_id: str, nickname: str) -> None:
        """Change a nickname (:class:`NicknameTakenError`: it is another's)."""
        profile = self._profiles[profile_id]
        self._check_nickname(profile_id, nickname)
        self._profiles[profile_id] = replace(profile, nickname=nickname)

    def _check_nickname(self, profile_id: str, nickname: str) -> None:
        """Refuse a nickname that looks like another profile's (a scan: memory is for tests)."""
        key = name_key(nickname)
        if any(p.id != profile_id and name_key(p.nickname) == key for p in self._profiles.values()):
            raise NicknameTakenError(nickname)

    async def add_result(self, profile_id: str, result: MatchResult) -> None:
        """Record a match."""
        self._results.setdefault(profile_id, []).append(result)

    async def results(self, profile_id: str) -> list[MatchResult]:
        """A copy of a profile's results."""
        return copy.copy(self._results.get(profile_id, []))

    async def reset_results(self, profile_id: str) -> None:
        """Forget a profile's results."""
        self._results.pop(profile_id, None)

    async def get_rating(self, profile_id: str, game: str, variant: str) -> Rating | None:
        """A rating, or None."""
        return self._ratings.get((profile_id, game, variant))

    async def set_rating(self, rating: Rating) -> None:
        """Save a rating."""
        self._ratings[(rating.profile_id, rating.game, rating.variant)] = rating

    async def leaderboard(
        self, game: str, variant: str, limit: int
    ) -> list[tuple[Profile, Rating]]:
        """The best ratings of a game's variant (ties by profile id)."""
        rows = [
            (self._profiles[r.profile_id], r)
            for (profile_id, g, v), r in self._ratings.items()
            if (g, v) == (game, variant) and profile_id in self._profiles
        ]
        rows.sort(key=lambda row: (-row[1].rating, row[1].profile_id))
        return rows[: max(limit, 0)]

    async def add_points(self, profile_id: str, points: MatchPoints) -> None:
        """Record a match's points."""
        self._points.append((profile_id, points))

    async def points_board(
        self,
        game: str,
        mode: str,
        limit: int,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[BoardRow]:
        """The most points in a mode and period, highest first (ties by profile id)."""
        totals: dict[str, list[int]] = {}
        for profile_id, score in self._points:
            if (score.game, score.mode) != (game, mode) or profile_id not in self._profiles:
                continue
            if (since is not None and score.finished_at < since) or (
                until is not None and score.finished_at >= until
            ):
                continue
            row = totals.setdefault(profile_id, [0, 0, 0])
            row[0] += score.points
            row[1] += 1
            row[2] += score.outcome == "win"
        ordered = sorted(totals.items(), key=lambda item: (-item[1][0], item[0]))
        return [
            BoardRow(self._profiles[profile_id], points, matches, wins)
            for profile_id, (points, matches, wins) in ordered[: max(limit, 0)]
        ]
