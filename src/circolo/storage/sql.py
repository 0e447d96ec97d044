"""The SQL store: tables, their events and player profiles in SQLite (the default) or PostgreSQL.

:meth:`SqlTableStore.open` takes a database URL, brings the schema up to date with the alembic
migrations shipped in ``circolo/storage/migrations`` and returns a store whose every method
commits before it returns. Accepted URLs are ``sqlite+aiosqlite:///PATH`` (or
``sqlite:///PATH``) and ``postgresql+asyncpg://USER:PASSWORD@HOST:PORT/DATABASE`` (or
``postgresql://…``); anything else is refused with a :class:`DatabaseUrlError` that says why.

The same store keeps player profiles, their match results and their ratings (the
:class:`~circolo.storage.profiles.ProfileStore` protocol), so the server finds them again
after a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import Awaitable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, cast, get_args

import platformdirs
from alembic import command
from alembic.config import Config
from alembic.util import CommandError
from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    TypeDecorator,
    case,
    delete,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship, selectinload

from circolo.storage.base import SeqConflictError, StoredTable, TableStatus
from circolo.storage.profiles import (
    BoardRow,
    MatchResult,
    Mode,
    PinnacolaScore,
    Profile,
    Rating,
)

#: Where the alembic environment and revisions live (shipped inside the package).
MIGRATIONS_DIR: Final = Path(__file__).with_name("migrations")

#: The URL forms :func:`database_url` accepts, as told to whoever gave a wrong one.
ACCEPTED_URLS: Final = (
    "sqlite+aiosqlite:///PATH (or sqlite:///PATH) for a SQLite file, or "
    "postgresql+asyncpg://USER:PASSWORD@HOST:PORT/DATABASE (or postgresql://…) for PostgreSQL"
)

_STATUSES: Final[tuple[TableStatus, ...]] = get_args(TableStatus)
_MODES: Final[tuple[Mode, ...]] = get_args(Mode)
_BIGINT_MIN: Final = -(2**63)
_BIGINT_MAX: Final = 2**63 - 1

# Constraint names fixed by convention, so later migrations can name what they alter.
_NAMING_CONVENTION: Final = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class DatabaseUrlError(ValueError):
    """A database URL that cannot be used: malformed, unsupported, or unreachable."""


class UtcDateTime(TypeDecorator[datetime]):
    """A timezone-aware timestamp that comes back in UTC from SQLite and PostgreSQL alike.

    SQLite keeps no zone, so values are stored converted to UTC and read back marked as UTC.
    """

    impl = DateTime
    cache_ok = True

    def __init__(self) -> None:
        super().__init__(timezone=True)

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Refuse a naive timestamp; store an aware one converted to UTC."""
        if value is None:
            return None
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError(f"timestamp {value.isoformat()} has no time zone; give an aware one")
        return value.astimezone(UTC)

    def process_result_value(self, value: Any | None, dialect: Dialect) -> datetime | None:
        """The stored timestamp as an aware datetime in UTC."""
        if value is None:
            return None
        if not isinstance(value, datetime):  # pragma: no cover - both drivers give datetimes
            raise TypeError(f"expected a datetime from the database, got {value!r}")
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


class Base(DeclarativeBase):
    """The declarative base of every Circolo table; its metadata is what migrations target."""

    metadata = MetaData(naming_convention=_NAMING_CONVENTION)


class TableRow(Base):
    """One saved table: its settings and status (the ``tables`` table)."""

    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String, primary_key=True)
    game: Mapped[str] = mapped_column(String)
    variant: Mapped[str] = mapped_column(String)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seats: Mapped[list[str]] = mapped_column(JSON)
    ai_delay_ms: Mapped[int] = mapped_column(Integer)
    training: Mapped[bool] = mapped_column(Boolean)
    status: Mapped[str] = mapped_column(String, index=True)
    seed: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())

    events: Mapped[list[EventRow]] = relationship(
        order_by="EventRow.seq", lazy="raise", passive_deletes=True
    )


class EventRow(Base):
    """One event of a table, numbered from 0 (the ``table_events`` table)."""

    __tablename__ = "table_events"

    # The primary key (table_id, seq) is what refuses a second writer of the same number.
    table_id: Mapped[str] = mapped_column(
        String, ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)


class ProfileRow(Base):
    """One player profile: the hash of its secret and its nickname (the ``profiles`` table)."""

    __tablename__ = "profiles"

    id: Mapped[str] = mapped_column(String, primary_key=True)
    secret_hash: Mapped[str] = mapped_column(String)
    nickname: Mapped[str] = mapped_column(String)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())


class MatchResultRow(Base):
    """One finished match as one profile played it (the ``match_results`` table).

    The id grows with every row inserted, so it orders a profile's matches as recorded.
    """

    __tablename__ = "match_results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    profile_id: Mapped[str] = mapped_column(
        String, ForeignKey("profiles.id", ondelete="CASCADE"), index=True
    )
    table_id: Mapped[str] = mapped_column(String)
    variant: Mapped[str] = mapped_column(String)
    mode: Mapped[str] = mapped_column(String)
    won: Mapped[bool] = mapped_column(Boolean)
    partner: Mapped[str] = mapped_column(String)
    finished_at: Mapped[datetime] = mapped_column(UtcDateTime())


class RatingRow(Base):
    """A profile's rating in one variant (the ``ratings`` table); indexed for leaderboards."""

    __tablename__ = "ratings"
    __table_args__ = (Index("ix_ratings_variant_rating", "variant", "rating"),)

    profile_id: Mapped[str] = mapped_column(
        String, ForeignKey("profiles.id", ondelete="CASCADE"), primary_key=True
    )
    variant: Mapped[str] = mapped_column(String, primary_key=True)
    rating: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)


class PinnacolaScoreRow(Base):
    """One Pinnacola match's points for one profile (the ``pinnacola_scores`` table).

    The leaderboards add these up per mode, over all time or a season's dates.
    """

    __tablename__ = "pinnacola_scores"
    __table_args__ = (Index("ix_pinnacola_scores_mode_finished_at", "mode", "finished_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    profile_id: Mapped[str] = mapped_column(
        String, ForeignKey("profiles.id", ondelete="CASCADE"), index=True
    )
    table_id: Mapped[str] = mapped_column(String)
    mode: Mapped[str] = mapped_column(String)
    outcome: Mapped[str] = mapped_column(String)
    points: Mapped[int] = mapped_column(Integer)
    finished_at: Mapped[datetime] = mapped_column(UtcDateTime())


#: The events table as a Core table, for the insert that runs at every move.
EVENTS: Final = cast(Table, EventRow.__table__)
#: The same insert as SQLite's driver takes it (qmark parameters).
_INSERT_EVENT_SQL: Final = "INSERT INTO table_events (table_id, seq, payload) VALUES (?, ?, ?)"


class SqlTableStore:
    """A :class:`~circolo.storage.base.TableStore` on SQLAlchemy (async): SQLite or PostgreSQL.

    It is a :class:`~circolo.storage.profiles.ProfileStore` as well. Make one with :meth:`open`,
    which migrates the database; every method commits before it returns, so an event appended
    is on disk before anyone is told of it.
    """

    def __init__(self, engine: AsyncEngine) -> None:
        """Wrap an engine whose database is already migrated (use :meth:`open` instead)."""
        self._engine = engine
        self._sessions = async_sessionmaker(engine, expire_on_commit=False)
        #: The next event number of each table this store has read or written.
        self._next_seq: dict[str, int] = {}
        #: Appends waiting for the next group commit, and the task that writes them.
        self._waiting: list[_Append] = []
        self._writer: asyncio.Task[None] | None = None
        #: SQLite: the connection the group commits go through.
        self._held: AsyncConnection | None = None

    @classmethod
    async def open(cls, url: str) -> SqlTableStore:
        """Connect to the database at ``url``, migrate it to the latest schema, return a store.

        Raises :class:`DatabaseUrlError` when the URL is not an accepted form, the database
        cannot be reached or opened, or it was written by a newer Circolo.
        """
        parsed = database_url(url)
        engine = create_async_engine(parsed)
        if parsed.get_backend_name() == "sqlite":
            event.listen(engine.sync_engine, "connect", _sqlite_on_connect)
        try:
            async with engine.begin() as connection:
                await connection.run_sync(_upgrade_to_head)
        except BaseException as error:
            await engine.dispose()
            shown = parsed.render_as_string(hide_password=True)
            if isinstance(error, CommandError):
                raise DatabaseUrlError(
                    f"the database {shown} has a schema this Circolo does not know ({error}); "
                    "upgrade Circolo or choose another database"
                ) from error
            if isinstance(error, DBAPIError | OSError):
                hint = (
                    "check that PostgreSQL runs there and the user, password and database are right"
                    if parsed.get_backend_name() == "postgresql"
                    else "check that the path is a SQLite database you may write"
                )
                raise DatabaseUrlError(
                    f"cannot open the database {shown}: {_reason(error)}; {hint}"
                ) from error
            raise
        return cls(engine)

    async def save_table(self, table: StoredTable) -> None:
        """Insert or update a table's settings and status, leaving its events as they are."""
        values = _row_values(table)
        async with self._sessions.begin() as session:
            await session.execute(self._upsert(TableRow, values, ["id"]))

    async def append_events(
        self, table_id: str, first_seq: int, events: list[dict[str, Any]]
    ) -> None:
        """Append events numbered from ``first_seq``, which must follow the last saved one.

        Raises :class:`SeqConflictError` when ``first_seq`` is taken or leaves a gap, and
        ``KeyError`` for a table never saved (as :class:`MemoryTableStore` does).
        """
        # Core, not the ORM: this runs at every move of every table, and the ORM's
        # bookkeeping cost more than the database's work. The next number of a table this
        # store has written is remembered; the primary key still refuses a number taken.
        expected = self._next_seq.get(table_id)
        if expected is None:
            await self._append_alone(table_id, first_seq, events)
            return
        if first_seq != expected:
            raise SeqConflictError(f"table {table_id}: event {first_seq} after {expected}")
        if not events:
            return
        # Group commit: the events of every table that asks while a transaction is being
        # written go together into the next one. Each caller still returns only once its
        # own events are committed.
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append(_Append(table_id, first_seq, events, done))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.get_running_loop().create_task(self._write_waiting())
        await done
        self._next_seq[table_id] = first_seq + len(events)

    async def _append_alone(
        self, table_id: str, first_seq: int, events: list[dict[str, Any]]
    ) -> None:
        """Append in a transaction of its own, checking the number against the database."""
        async with self._engine.begin() as connection:
            expected = self._next_seq.get(table_id)
            if expected is None:
                last_seq = (
                    select(func.max(EventRow.seq))
                    .where(EventRow.table_id == table_id)
                    .scalar_subquery()
                )
                found = (
                    await connection.execute(
                        select(TableRow.id, last_seq).where(TableRow.id == table_id)
                    )
                ).one_or_none()
                if found is None:
                    raise KeyError(table_id)
                expected = 0 if found[1] is None else found[1] + 1
            if first_seq != expected:
                raise SeqConflictError(f"table {table_id}: event {first_seq} after {expected}")
            if events:
                try:
                    await connection.execute(
                        insert(EVENTS), _event_rows(table_id, first_seq, events)
                    )
                except IntegrityError as error:
                    # Another writer took the number: forget what we thought was next.
                    self._next_seq.pop(table_id, None)
                    raise SeqConflictError(
                        f"table {table_id}: event {first_seq} is already taken"
                    ) from error
        self._next_seq[table_id] = first_seq + len(events)

    async def _write_waiting(self) -> None:
        """Commit the waiting appends, a transaction for all that waited, until none waits."""
        while self._waiting:
            batch, self._waiting = self._waiting, []
            try:
                await self._insert_together(batch)
            except (IntegrityError, sqlite3.IntegrityError):
                # Some number was taken (by another writer): each append alone, so that
                # only the one whose number was taken is refused.
                for item in batch:
                    await self._settle(item, self._append_alone_for(item))
                continue
            except BaseException as error:
                for item in batch:
                    if not item.done.done():
                        item.done.set_exception(error)
                if not isinstance(error, Exception):
                    raise
                continue
            for item in batch:
                if not item.done.done():
                    item.done.set_result(None)

    async def _insert_together(self, batch: list[_Append]) -> None:
        """Insert the events of every append of ``batch`` in one transaction."""
        if self._engine.dialect.name != "sqlite":
            async with self._engine.begin() as connection:
                rows = [
                    row
                    for item in batch
                    for row in _event_rows(item.table_id, item.first_seq, item.events)
                ]
                await connection.execute(insert(EVENTS), rows)
            return
        # SQLite: the driver's own executemany and commit, two trips to the thread of the
        # connection where SQLAlchemy's statement and transaction take several (and compile).
        # The payload is written as the JSON type writes it.
        values = [
            (item.table_id, item.first_seq + offset, json.dumps(payload))
            for item in batch
            for offset, payload in enumerate(item.events)
        ]
        if self._held is None:
            # One connection kept for these writes: no checkout, and no rollback at its return.
            self._held = await self._engine.connect()
        driver: Any = (await self._held.get_raw_connection()).driver_connection
        try:
            await driver.executemany(_INSERT_EVENT_SQL, values)
            await driver.commit()
        except BaseException:
            await driver.rollback()
            raise

    async def _append_alone_for(self, item: _Append) -> None:
        self._next_seq.pop(item.table_id, None)  # checked against the database again
        await self._append_alone(item.table_id, item.first_seq, item.events)

    @staticmethod
    async def _settle(item: _Append, work: Awaitable[None]) -> None:
        try:
            await work
        except Exception as error:
            if not item.done.done():
                item.done.set_exception(error)
        else:
            if not item.done.done():
                item.done.set_result(None)

    async def load_table(self, table_id: str) -> StoredTable | None:
        """The table with all its events in order, or None if it was never saved."""
        query = (
            select(TableRow).where(TableRow.id == table_id).options(selectinload(TableRow.events))
        )
        async with self._sessions.begin() as session:
            row = await session.scalar(query)
            return None if row is None else _stored_table(row)

    async def unfinished_tables(self) -> list[StoredTable]:
        """Every table waiting or playing with its events, oldest first (to resume them)."""
        query = (
            select(TableRow)
            .where(TableRow.status != "finished")
            .order_by(TableRow.created_at, TableRow.id)
            .options(selectinload(TableRow.events))
        )
        async with self._sessions.begin() as session:
            rows = (await session.scalars(query)).all()
            return [_stored_table(row) for row in rows]

    # --- profiles (the ProfileStore protocol) ---------------------------------------------------

    async def create_profile(self, profile: Profile) -> None:
        """Save a new profile; one saved before with the same id is replaced (as in memory).

        Its match results and ratings, keyed by the id, stay.
        """
        _check_aware(profile.created_at, f"profile {profile.id}: created_at")
        values = {
            "id": profile.id,
            "secret_hash": profile.secret_hash,
            "nickname": profile.nickname,
            "created_at": profile.created_at,
        }
        async with self._sessions.begin() as session:
            await session.execute(self._upsert(ProfileRow, values, ["id"]))

    async def get_profile(self, profile_id: str) -> Profile | None:
        """The profile, or None."""
        async with self._sessions.begin() as session:
            row = await session.get(ProfileRow, profile_id)
            return None if row is None else _profile(row)

    async def rename(self, profile_id: str, nickname: str) -> None:
        """Change a profile's nickname (its results and ratings stay).

        Raises ``KeyError`` for a profile never created (as :class:`MemoryProfileStore` does).
        """
        query = (
            update(ProfileRow)
            .where(ProfileRow.id == profile_id)
            .values(nickname=nickname)
            .returning(ProfileRow.id)
        )
        async with self._sessions.begin() as session:
            if (await session.execute(query)).first() is None:
                raise KeyError(profile_id)

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
            "table_id": result.table_id,
            "variant": result.variant,
            "mode": result.mode,
            "won": result.won,
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

    async def get_rating(self, profile_id: str, variant: str) -> Rating | None:
        """A profile's rating in a variant, or None before its first rated match."""
        async with self._sessions.begin() as session:
            row = await session.get(RatingRow, (profile_id, variant))
            return None if row is None else _rating(row)

    async def set_rating(self, rating: Rating) -> None:
        """Insert or replace a profile's rating in a variant.

        Raises ``KeyError`` for a profile never created (the memory store would keep it).
        """
        values = {
            "profile_id": rating.profile_id,
            "variant": rating.variant,
            "rating": rating.rating,
            "games": rating.games,
        }
        async with self._sessions.begin() as session:
            try:
                await session.execute(self._upsert(RatingRow, values, ["profile_id", "variant"]))
            except IntegrityError as error:
                raise KeyError(rating.profile_id) from error

    async def leaderboard(self, variant: str, limit: int) -> list[tuple[Profile, Rating]]:
        """The best ``limit`` ratings of a variant, highest first (ties by profile id)."""
        if limit <= 0:
            return []
        query = (
            select(ProfileRow, RatingRow)
            .join(RatingRow, RatingRow.profile_id == ProfileRow.id)
            .where(RatingRow.variant == variant)
            .order_by(RatingRow.rating.desc(), RatingRow.profile_id)
            .limit(limit)
        )
        async with self._sessions.begin() as session:
            rows = (await session.execute(query)).all()
            return [(_profile(profile), _rating(rating)) for profile, rating in rows]

    async def add_pinnacola_score(self, profile_id: str, score: PinnacolaScore) -> None:
        """Record a Pinnacola match's points for a profile (``KeyError``: no such profile)."""
        _check_aware(score.finished_at, f"profile {profile_id}: finished_at")
        values = {
            "profile_id": profile_id,
            "table_id": score.table_id,
            "mode": score.mode,
            "outcome": score.outcome,
            "points": score.points,
            "finished_at": score.finished_at,
        }
        async with self._sessions.begin() as session:
            try:
                await session.execute(insert(PinnacolaScoreRow).values(values))
            except IntegrityError as error:
                raise KeyError(profile_id) from error

    async def pinnacola_board(
        self,
        mode: str,
        limit: int,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[BoardRow]:
        """The most Pinnacola points in ``mode`` and the period, highest first (ties by id)."""
        if limit <= 0:
            return []
        points = func.sum(PinnacolaScoreRow.points)
        wins = func.sum(case((PinnacolaScoreRow.outcome == "win", 1), else_=0))
        query = (
            select(ProfileRow, points, func.count(PinnacolaScoreRow.id), wins)
            .join(PinnacolaScoreRow, PinnacolaScoreRow.profile_id == ProfileRow.id)
            .where(PinnacolaScoreRow.mode == mode)
            .group_by(ProfileRow.id)
            .order_by(points.desc(), ProfileRow.id)
            .limit(limit)
        )
        if since is not None:
            query = query.where(PinnacolaScoreRow.finished_at >= since)
        if until is not None:
            query = query.where(PinnacolaScoreRow.finished_at < until)
        async with self._sessions.begin() as session:
            rows = (await session.execute(query)).all()
            return [
                BoardRow(_profile(profile), int(total), int(count), int(won or 0))
                for profile, total, count, won in rows
            ]

    async def close(self) -> None:
        """Close every pooled connection; the store must not be used afterwards."""
        if self._writer is not None and not self._writer.done():
            with contextlib.suppress(Exception):
                await self._writer  # the appends already asked for are written
        if self._held is not None:
            await self._held.close()
            self._held = None
        await self._engine.dispose()

    def _upsert(self, model: type[Base], values: dict[str, Any], keys: list[str]) -> Any:
        """An insert of ``values`` into ``model``'s table that updates the row its ``keys`` find."""
        upsert: Any
        if self._engine.dialect.name == "postgresql":
            upsert = postgresql_insert(model).values(values)
        else:
            upsert = sqlite_insert(model).values(values)
        return upsert.on_conflict_do_update(
            index_elements=keys,
            set_={name: upsert.excluded[name] for name in values if name not in keys},
        )


def default_db_url() -> str:
    """The URL of the default database: ``circolo.db`` in the user's data folder (created)."""
    folder = Path(platformdirs.user_data_dir("circolo", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    url = URL.create("sqlite+aiosqlite", database=str(folder / "circolo.db"))
    return url.render_as_string(hide_password=False)


def database_url(text: str) -> URL:
    """Parse a database URL and give it its async driver, or raise :class:`DatabaseUrlError`.

    >>> database_url("postgresql://circolo@localhost/circolo").drivername
    'postgresql+asyncpg'
    """
    try:
        url = make_url(text)
    except ArgumentError:
        raise DatabaseUrlError(f"{text!r} is not a database URL; use {ACCEPTED_URLS}") from None
    shown = url.render_as_string(hide_password=True)
    if url.drivername in ("sqlite", "sqlite+aiosqlite"):
        database = url.database or ""
        if database in ("", ":memory:") or url.query.get("mode") == "memory":
            raise DatabaseUrlError(
                f"{shown} is an in-memory SQLite database, lost when the server stops; "
                "give a file path: sqlite+aiosqlite:///PATH"
            )
        folder = Path(database).parent
        if not folder.is_dir():
            raise DatabaseUrlError(
                f"the folder {folder} of the SQLite database {database} does not exist; "
                "create it or choose another path"
            )
        return url.set(drivername="sqlite+aiosqlite")
    if url.drivername in ("postgresql", "postgresql+asyncpg", "postgres"):
        if not url.database:
            raise DatabaseUrlError(
                f"{shown} names no database; write it after the host: "
                "postgresql+asyncpg://USER:PASSWORD@HOST:PORT/DATABASE"
            )
        return url.set(drivername="postgresql+asyncpg")
    raise DatabaseUrlError(f"{shown} uses {url.drivername!r}, not supported; use {ACCEPTED_URLS}")


def alembic_config(url: str | None = None) -> Config:
    """An alembic configuration for Circolo's migrations (no ini file needed).

    With a ``url`` it also serves alembic's commands run by hand, for instance a new revision::

        from alembic import command
        from circolo.storage.sql import alembic_config
        command.revision(alembic_config("sqlite+aiosqlite:///dev.db"), "add profiles",
                         rev_id="0002", autogenerate=True)

    then ``ruff check --fix`` and ``ruff format`` the new file under ``migrations/versions``.
    """
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.set_main_option("path_separator", "os")
    # Revisions named v0002_add_profiles.py: importable module names, in order.
    config.set_main_option("file_template", "v%%(rev)s_%%(slug)s")
    if url is not None:
        # The ini-style interpolation would read a '%' of the URL (an escaped password).
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def _upgrade_to_head(connection: Connection) -> None:
    """Run every migration not yet applied, on ``connection`` (its caller commits)."""
    config = alembic_config()
    config.attributes["connection"] = connection
    command.upgrade(config, "head")


def _sqlite_on_connect(dbapi_connection: Any, _record: object) -> None:
    """Set each new SQLite connection up: enforce foreign keys, write ahead (readers never wait)."""
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        # In WAL mode NORMAL still survives a crash of the server; only a power cut could
        # lose the last moves. FULL syncs the disk at every move, which a busy server cannot afford.
        cursor.execute("PRAGMA synchronous=NORMAL")
    finally:
        cursor.close()


def _reason(error: BaseException) -> str:
    """The first line of what the driver said, without SQLAlchemy's decorations."""
    cause = error.orig if isinstance(error, DBAPIError) and error.orig is not None else error
    lines = str(cause).strip().splitlines()
    return (lines[0] if lines else type(cause).__name__).rstrip(".")


def _row_values(table: StoredTable) -> dict[str, Any]:
    """The ``tables`` row of a table, after checking what the database could not keep."""
    if table.status not in _STATUSES:
        raise ValueError(f"table {table.id}: status {table.status!r} is not one of {_STATUSES}")
    if not _BIGINT_MIN <= table.seed <= _BIGINT_MAX:
        raise ValueError(f"table {table.id}: seed {table.seed} does not fit in 64 signed bits")
    _check_aware(table.created_at, f"table {table.id}: created_at")
    return {
        "id": table.id,
        "game": table.game,
        "variant": table.variant,
        "options": table.options,
        "seats": table.seats,
        "ai_delay_ms": table.ai_delay_ms,
        "training": table.training,
        "status": table.status,
        "seed": table.seed,
        "created_at": table.created_at,
    }


@dataclass
class _Append:
    """Events of one table waiting for the next group commit, and its caller's future."""

    table_id: str
    first_seq: int
    events: list[dict[str, Any]]
    done: asyncio.Future[None]


def _event_rows(
    table_id: str, first_seq: int, events: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The ``table_events`` rows of events numbered from ``first_seq``."""
    return [
        {"table_id": table_id, "seq": first_seq + offset, "payload": payload}
        for offset, payload in enumerate(events)
    ]


def _stored_table(row: TableRow) -> StoredTable:
    """A loaded row (events included) as the store protocol's value."""
    return StoredTable(
        id=row.id,
        game=row.game,
        variant=row.variant,
        options=row.options,
        seats=row.seats,
        ai_delay_ms=row.ai_delay_ms,
        training=row.training,
        status=_status(row.status),
        seed=row.seed,
        created_at=row.created_at,
        events=[event_row.payload for event_row in row.events],
    )


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
        table_id=row.table_id,
        variant=row.variant,
        mode=_mode(row.mode),
        won=row.won,
        partner=row.partner,
        finished_at=row.finished_at,
    )


def _rating(row: RatingRow) -> Rating:
    """A loaded ``ratings`` row as the profile store's value."""
    return Rating(
        profile_id=row.profile_id, variant=row.variant, rating=row.rating, games=row.games
    )


def _mode(value: str) -> Mode:
    """A stored match mode checked against the known ones (a hand-written row may hold others)."""
    for mode in _MODES:
        if value == mode:
            return mode
    raise ValueError(f"stored match mode {value!r} is not one of {_MODES}")


def _status(value: str) -> TableStatus:
    """A stored status checked against the known ones (a row written by hand may hold others)."""
    for status in _STATUSES:
        if value == status:
            return status
    raise ValueError(f"stored table status {value!r} is not one of {_STATUSES}")


__all__ = [
    "ACCEPTED_URLS",
    "MIGRATIONS_DIR",
    "Base",
    "DatabaseUrlError",
    "EventRow",
    "MatchResultRow",
    "ProfileRow",
    "RatingRow",
    "SqlTableStore",
    "TableRow",
    "UtcDateTime",
    "alembic_config",
    "database_url",
    "default_db_url",
]
