"""The profile half of the SQL store: profiles, match results, ratings, match points.

:class:`ProfileQueries` is mixed into :class:`~circolo.storage.sql.SqlTableStore`, which
gives it the sessions and the dialect; together they are the
:class:`~circolo.storage.profiles.ProfileStore` protocol on SQLite or PostgreSQL.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final, get_args

from sqlalchemy import case, delete, func, insert, select, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from circolo.core.names import name_key
from circolo.storage.profiles import (
    BoardRow,
    MatchPoints,
    MatchResult,
    Mode,
    NicknameTakenError,
    Profile,
    Rating,
)
from circolo.storage.schema import (
    Base,
    MatchPointsRow,
    MatchResultRow,
    ProfileRow,
    RatingRow,
)

_MODES: Final[tuple[Mode, ...]] = get_args(Mode)


class ProfileQueries:
    """Profiles and their numbers in the database (mixed into the SQL store)."""

    _engine: AsyncEngine
    _sessions: async_sessionmaker[AsyncSession]
    #: The upsert statements built so far, by table, fields and keys (:meth:`_upsert`).
    _upserts: dict[tuple[object, ...], Any]

    async def create_profile(self, profile: Profile) -> None:
        """Save a new profile; one saved before with the same id is replaced (as in memory).

        Its match results and ratings, keyed by the id, stay. :class:`NicknameTakenError` when
        another profile's nickname looks like this one's (the unique ``nickname_key``).
        """
        _check_aware(profile.created_at, f"profile {profile.id}: created_at")
        values = {
            "id": profile.id,
            "secret_hash": profile.secret_hash,
            "nickname": profile.nickname,
            "nickname_key": name_key(profile.nickname),
            "created_at": profile.created_at,
        }
        try:
            async with self._sessions.begin() as session:
                await session.execute(self._upsert(ProfileRow, values, ["id"]), values)
        except IntegrityError as error:
            raise NicknameTakenError(profile.nickname) from error

    async def get_profile(self, profile_id: str) -> Profile | None:
        """The profile, or None."""
        async with self._sessions.begin() as session:
            row = await session.get(ProfileRow, profile_id)
            return None if row is None else _profile(row)

    async def rename(self, profile_id: str, nickname: str) -> None:
        """Change a profile's nickname (its results and ratings stay).

        Raises ``KeyError`` for a profile never created (as :class:`MemoryProfileStore` does)
        and :class:`NicknameTakenError` for a nickname that looks like another profile's.
        """
        query = (
            update(ProfileRow)
            .where(ProfileRow.id == profile_id)
            .values(nickname=nickname, nickname_key=name_key(nickname))
            .returning(ProfileRow.id)
        )
        try:
            async with self._sessions.begin() as session:
                if (await session.execute(query)).first() is None:
                    raise KeyError(profile_id)
        except IntegrityError as error:
            raise NicknameTakenError(nickname) from error

    async def add_result(self, profile_id: str, result: MatchResult) -> None:
        """Record a finished match for a profile.

        Raises ``KeyError`` for a profile never created (the memory store would keep it), and
        ``ValueError`` for a mode that is not ``single`` or ``multi`` or a naive timestamp.
        """
        if result.mode not in _MODES:
            raise ValueError(f"profile {profile_id}: mode {result.mode!r} is not one of {_MODES}")
        _check_aware(result.finished_at, f"profile {profile_id}: finished_at")
        values = {
            "profile_id": profile_id,
            "game": result.game,
            "table_id": result.table_id,
            "variant": result.variant,
            "mode": result.mode,
            "won": result.won,
            "left": result.left,
            "partner": result.partner,
            "finished_at": result.finished_at,
        }
        async with self._sessions.begin() as session:
            try:
                await session.execute(insert(MatchResultRow).values(values))
            except IntegrityError as error:
                raise KeyError(profile_id) from error

    async def results(self, profile_id: str) -> list[MatchResult]:
        """Every recorded match of a profile, oldest (first recorded) first."""
        query = (
            select(MatchResultRow)
            .where(MatchResultRow.profile_id == profile_id)
            .order_by(MatchResultRow.id)
        )
        async with self._sessions.begin() as session:
            rows = (await session.scalars(query)).all()
            return [_match_result(row) for row in rows]

    async def reset_results(self, profile_id: str) -> None:
        """Forget a profile's recorded matches; its ratings stay."""
        query = delete(MatchResultRow).where(MatchResultRow.profile_id == profile_id)
        async with self._sessions.begin() as session:
            await session.execute(query)

    async def get_rating(self, profile_id: str, game: str, variant: str) -> Rating | None:
        """A profile's rating in a game's variant, or None before its first rated match."""
        async with self._sessions.begin() as session:
            row = await session.get(RatingRow, (profile_id, game, variant))
            return None if row is None else _rating(row)

    async def set_rating(self, rating: Rating) -> None:
        """Insert or replace a profile's rating in a game's variant.

        Raises ``KeyError`` for a profile never created (the memory store would keep it).
        """
        values = {
            "profile_id": rating.profile_id,
            "game": rating.game,
            "variant": rating.variant,
            "rating": rating.rating,
            "games": rating.games,
            "mu": rating.mu,
            "sigma": rating.sigma,
        }
        async with self._sessions.begin() as session:
            try:
                await session.execute(
                    self._upsert(RatingRow, values, ["profile_id", "game", "variant"]), values
                )
            except IntegrityError as error:
                raise KeyError(rating.profile_id) from error

    async def leaderboard(
        self, game: str, variant: str, limit: int
    ) -> list[tuple[Profile, Rating]]:
        """The best ``limit`` ratings of a game's variant, highest first (ties by profile id)."""
        if limit <= 0:
            return []
        query = (
            select(ProfileRow, RatingRow)
            .join(RatingRow, RatingRow.profile_id == ProfileRow.id)
            .where(RatingRow.game == game, RatingRow.variant == variant)
            .order_by(RatingRow.rating.desc(), RatingRow.profile_id)
            .limit(limit)
        )
        async with self._sessions.begin() as session:
            rows = (await session.execute(query)).all()
            return [(_profile(profile), _rating(rating)) for profile, rating in rows]

    async def add_points(self, profile_id: str, points: MatchPoints) -> None:
        """Record a match's points for a profile (``KeyError``: no such profile)."""
        _check_aware(points.finished_at, f"profile {profile_id}: finished_at")
        values = {
            "profile_id": profile_id,
            "game": points.game,
            "variant": points.variant,
            "table_id": points.table_id,
            "mode": points.mode,
            "outcome": points.outcome,
            "points": points.points,
            "finished_at": points.finished_at,
        }
        async with self._sessions.begin() as session:
            try:
                await session.execute(insert(MatchPointsRow).values(values))
            except IntegrityError as error:
                raise KeyError(profile_id) from error

    async def points_board(
        self,
        game: str,
        mode: str,
        limit: int,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[BoardRow]:
        """The most points of ``game`` in ``mode`` and the period, highest first (ties by id)."""
        if limit <= 0:
            return []
        points = func.sum(MatchPointsRow.points)
        wins = func.sum(case((MatchPointsRow.outcome == "win", 1), else_=0))
        query = (
            select(ProfileRow, points, func.count(MatchPointsRow.id), wins)
            .join(MatchPointsRow, MatchPointsRow.profile_id == ProfileRow.id)
            .where(MatchPointsRow.game == game, MatchPointsRow.mode == mode)
            .group_by(ProfileRow.id)
            .order_by(points.desc(), ProfileRow.id)
            .limit(limit)
        )
        if since is not None:
            query = query.where(MatchPointsRow.finished_at >= since)
        if until is not None:
            query = query.where(MatchPointsRow.finished_at < until)
        async with self._sessions.begin() as session:
            rows = (await session.execute(query)).all()
            return [
                BoardRow(_profile(profile), int(total), int(count), int(won or 0))
                for profile, total, count, won in rows
            ]

    def _upsert(self, model: type[Base], values: dict[str, Any], keys: list[str]) -> Any:
        """An insert into ``model``'s table that updates the row its ``keys`` find, for rows
        with the fields of ``values`` (run it with ``values`` as its parameters).

        Built once per table and set of fields: a new statement per call cost a compilation
        each time, and each left a cycle of columns for the garbage collector's sweep.
        """
        shape = (model, tuple(values), tuple(keys))
        upsert = self._upserts.get(shape)
        if upsert is None:
            insert_into = (
                postgresql_insert if self._engine.dialect.name == "postgresql" else sqlite_insert
            )
            statement: Any = insert_into(model)
            upsert = statement.on_conflict_do_update(
                index_elements=keys,
                set_={name: statement.excluded[name] for name in values if name not in keys},
            )
            self._upserts[shape] = upsert
        return upsert


def _check_aware(value: datetime, what: str) -> None:
    """Refuse a naive timestamp with a message that names what it belongs to."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError(f"{what} has no time zone; give an aware one")


def _profile(row: ProfileRow) -> Profile:
    """A loaded ``profiles`` row as the profile store's value."""
    return Profile(
        id=row.id, secret_hash=row.secret_hash, nickname=row.nickname, created_at=row.created_at
    )


def _match_result(row: MatchResultRow) -> MatchResult:
    """A loaded ``match_results`` row as the profile store's value."""
    return MatchResult(
        game=row.game,
        table_id=row.table_id,
        variant=row.variant,
        mode=_mode(row.mode),
        won=row.won,
        left=row.left,
        partner=row.partner,
        finished_at=row.finished_at,
    )


def _rating(row: RatingRow) -> Rating:
    """A loaded ``ratings`` row as the profile store's value."""
    return Rating(
        profile_id=row.profile_id,
        game=row.game,
        variant=row.variant,
        rating=row.rating,
        games=row.games,
        mu=row.mu,
        sigma=row.sigma,
    )


def _mode(value: str) -> Mode:
    """A stored match mode checked against the known ones (a hand-written row may hold others)."""
    for mode in _MODES:
        if value == mode:
            return mode
    raise ValueError(f"stored match mode {value!r} is not one of {_MODES}")
