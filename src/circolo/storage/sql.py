"""The SQL store: tables, their events and player profiles in SQLite (the default) or PostgreSQL.

:meth:`SqlTableStore.open` takes a database URL, brings the schema up to date with the alembic
migrations shipped in ``circolo/storage/migrations`` and returns a store whose every method
commits before it returns. Accepted URLs are ``sqlite+aiosqlite:///PATH`` (or
``sqlite:///PATH``) and ``postgresql+asyncpg://USER:PASSWORD@HOST:PORT/DATABASE`` (or
``postgresql://…``); anything else is refused with a :class:`DatabaseUrlError` that says why.

The same store keeps player profiles, their match results and their ratings (the
:class:`~circolo.storage.profiles.ProfileStore` protocol) and club evenings (the
:class:`~circolo.storage.evenings.EveningStore` protocol), so the server finds them again
after a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import Awaitable, Sequence
from pathlib import Path
from typing import Any, Final

from alembic import command
from alembic.config import Config
from alembic.util import CommandError
from sqlalchemy import delete, event, func, insert, select, text, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import selectinload

from circolo.storage.base import FencedError, SeqConflictError, StoredTable, TableStatus
from circolo.storage.database_urls import (
    ACCEPTED_URLS,
    DatabaseUrlError,
    database_url,
    default_db_url,
    engine_settings,
    sqlite_on_connect,
)
from circolo.storage.postgres_writer import PostgresGroupWriter
from circolo.storage.schema import (
    _INSERT_EVENT_SQL,
    EVENTS,
    Base,
    EventRow,
    MatchResultRow,
    ProfileRow,
    RatingRow,
    TableRow,
    UtcDateTime,
)
from circolo.storage.sql_evenings import EveningQueries
from circolo.storage.sql_profiles import ProfileQueries
from circolo.storage.sql_rows import Append, check_claims, event_rows, row_values, stored_table
from circolo.storage.sqlite_writer import LoopWriter, WriterBusyError

#: The PostgreSQL advisory lock the migrations are run under (one node migrates at a time).
MIGRATION_LOCK: Final = 0x43697263  # "Circ"
#: Where the alembic environment and revisions live (shipped inside the package).
MIGRATIONS_DIR: Final = Path(__file__).with_name("migrations")


class SqlTableStore(ProfileQueries, EveningQueries):
    """A :class:`~circolo.storage.base.TableStore` on SQLAlchemy (async): SQLite or PostgreSQL.

    It is a :class:`~circolo.storage.profiles.ProfileStore` and an
    :class:`~circolo.storage.evenings.EveningStore` as well. Make one with :meth:`open`,
    which migrates the database; every method commits before it returns, so an event appended
    is on disk before anyone is told of it.
    """

    def __init__(self, engine: AsyncEngine, sqlite_path: str | None = None) -> None:
        """Wrap an engine whose database is already migrated (use :meth:`open` instead);
        ``sqlite_path``: the engine's SQLite file, whose event appends are then written on
        the event loop's thread (:mod:`circolo.storage.sqlite_writer`)."""
        self._engine = engine
        self._sessions = async_sessionmaker(engine, expire_on_commit=False)
        self._upserts = {}
        #: The next event number of each table this store has read or written.
        self._next_seq: dict[str, int] = {}
        #: Appends waiting for the next group commit, and the task that writes them.
        self._waiting: list[Append] = []
        self._writer: asyncio.Task[None] | None = None
        #: SQLite: the connections the group commits go through (on the loop's thread, and
        #: through the driver's when the database is locked by another of the store's).
        self._held: AsyncConnection | None = None
        self._loop_writer = LoopWriter(sqlite_path) if sqlite_path is not None else None
        #: PostgreSQL: the group commits' writer (one statement each, on a connection kept).
        self._postgres_writer = (
            PostgresGroupWriter(engine) if engine.dialect.name == "postgresql" else None
        )

    @classmethod
    async def open(cls, url: str) -> SqlTableStore:
        """Connect to the database at ``url``, migrate it to the latest schema, return a store.

        Raises :class:`DatabaseUrlError` when the URL is not an accepted form, the database
        cannot be reached or opened, or it was written by a newer Circolo.
        """
        parsed = database_url(url)
        engine = create_async_engine(parsed, **engine_settings(parsed))
        if parsed.get_backend_name() == "sqlite":
            event.listen(engine.sync_engine, "connect", sqlite_on_connect)
        try:
            async with engine.begin() as connection:
                if parsed.get_backend_name() == "postgresql":
                    # Nodes of a cluster starting together: one migrates, the others wait
                    # for its commit and find the schema up to date.
                    lock = text("SELECT pg_advisory_xact_lock(:key)")
                    await connection.execute(lock, {"key": MIGRATION_LOCK})
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
        sqlite_path = parsed.database if parsed.get_backend_name() == "sqlite" else None
        return cls(engine, sqlite_path)

    async def save_table(self, table: StoredTable) -> None:
        """Insert or update a table's settings and status, leaving its events as they are."""
        values = row_values(table)
        async with self._sessions.begin() as session:
            await session.execute(self._upsert(TableRow, values, ["id"]), values)

    async def append_events(
        self,
        table_id: str,
        first_seq: int,
        events: list[dict[str, Any]],
        *,
        epoch: int | None = None,
    ) -> None:
        """Append events numbered from ``first_seq``, which must follow the last saved one.

        Raises :class:`SeqConflictError` when ``first_seq`` is taken or leaves a gap,
        ``KeyError`` for a table never saved (as :class:`MemoryTableStore` does), and
        :class:`FencedError` when ``epoch`` is given and is not the table's current claim.
        """
        # Core, not the ORM: this runs at every move of every table, and the ORM's
        # bookkeeping cost more than the database's work. The next number of a table this
        # store has written is remembered; the primary key still refuses a number taken.
        expected = self._next_seq.get(table_id)
        if expected is None or (epoch is not None and self._engine.dialect.name == "sqlite"):
            await self._append_alone(table_id, first_seq, events, epoch)
            return
        if first_seq != expected:
            raise SeqConflictError(f"table {table_id}: event {first_seq} after {expected}")
        if not events:
            return
        # Group commit: the events of every table that asks while a transaction is being
        # written go together into the next one. Each caller still returns only once its
        # own events are committed.
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append(Append(table_id, first_seq, events, done, epoch))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.get_running_loop().create_task(self._write_waiting())
        await done
        self._next_seq[table_id] = first_seq + len(events)

    async def _append_alone(
        self, table_id: str, first_seq: int, events: list[dict[str, Any]], epoch: int | None
    ) -> None:
        """Append in a transaction of its own, checking the number (and the claim) against
        the database."""
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
            if epoch is not None:
                await check_claims(connection, {table_id: epoch})
            if first_seq != expected:
                raise SeqConflictError(f"table {table_id}: event {first_seq} after {expected}")
            if events:
                try:
                    await connection.execute(
                        insert(EVENTS), event_rows(table_id, first_seq, events)
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
                fenced = await self._insert_together(batch)
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
                if item.done.done():
                    continue
                if item.table_id in fenced:
                    self._next_seq.pop(item.table_id, None)
                    item.done.set_exception(
                        FencedError(f"table {item.table_id}: claim {item.epoch} is not current")
                    )
                else:
                    item.done.set_result(None)

    async def _insert_together(self, batch: list[Append]) -> set[str]:
        """Insert the events of every append of ``batch`` in one transaction; the tables
        whose appends were refused because their claim is not the current one."""
        if self._postgres_writer is not None:
            return await self._postgres_writer.insert(batch)
        # SQLite: written on the loop's thread (sqlite_writer), else the driver's own
        # executemany and commit, where SQLAlchemy's statement and transaction take more trips
        # to the connection's thread (and compile). The payload as the JSON type writes it.
        values = [
            (item.table_id, item.first_seq + offset, json.dumps(payload))
            for item in batch
            for offset, payload in enumerate(item.events)
        ]
        if self._loop_writer is not None:
            self._loop_writer.start_checkpoints()
            try:
                self._loop_writer.append(values)
                return set()
            except WriterBusyError:
                pass  # another connection writes: through the driver's thread, which may wait
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
        return set()

    async def _append_alone_for(self, item: Append) -> None:
        self._next_seq.pop(item.table_id, None)  # checked against the database again
        await self._append_alone(item.table_id, item.first_seq, item.events, item.epoch)

    @staticmethod
    async def _settle(item: Append, work: Awaitable[None]) -> None:
        try:
            await work
        except Exception as error:
            if not item.done.done():
                item.done.set_exception(error)
        else:
            if not item.done.done():
                item.done.set_result(None)

    async def claim_table(self, table_id: str) -> int:
        """Claim the table for a new owner: its epoch plus one, once every append of an
        older claim being written is committed (their row lock is waited for)."""
        async with self._engine.begin() as connection:
            epoch = await connection.scalar(
                update(TableRow)
                .where(TableRow.id == table_id)
                .values(owner_epoch=TableRow.owner_epoch + 1)
                .returning(TableRow.owner_epoch)
            )
        if epoch is None:
            raise KeyError(table_id)
        self._next_seq.pop(table_id, None)  # another owner may have written since
        return int(epoch)

    async def load_table(self, table_id: str) -> StoredTable | None:
        """The table with all its events in order, or None if it was never saved."""
        query = (
            select(TableRow).where(TableRow.id == table_id).options(selectinload(TableRow.events))
        )
        async with self._sessions.begin() as session:
            row = await session.scalar(query)
            return None if row is None else stored_table(row)

    async def unfinished_tables(self) -> list[StoredTable]:
        """Every table waiting or playing with its events, oldest first (to resume them)."""
        query = (
            select(TableRow)
            .where(TableRow.status.in_(["waiting", "playing"]))
            .order_by(TableRow.created_at, TableRow.id)
            .options(selectinload(TableRow.events))
        )
        async with self._sessions.begin() as session:
            rows = (await session.scalars(query)).all()
            return [stored_table(row) for row in rows]

    async def list_tables(
        self, statuses: Sequence[TableStatus] | None, limit: int, offset: int
    ) -> list[StoredTable]:
        """Tables with one of ``statuses`` (None: any), newest first, without their events."""
        query = select(TableRow).order_by(TableRow.created_at.desc(), TableRow.id.desc())
        if statuses is not None:
            query = query.where(TableRow.status.in_(list(statuses)))
        query = query.limit(max(limit, 0)).offset(max(offset, 0))
        async with self._sessions.begin() as session:
            rows = (await session.scalars(query)).all()
            return [stored_table(row, with_events=False) for row in rows]

    async def live_table_ids(self) -> list[str]:
        """The ids of the tables waiting or playing: one column of one query."""
        query = select(TableRow.id).where(TableRow.status.in_(["waiting", "playing"]))
        async with self._engine.connect() as connection:
            return list((await connection.scalars(query)).all())

    async def live_tables_of(self, creator: str) -> int:
        """The tables made from ``creator`` that are waiting or playing: one count."""
        query = (
            select(func.count())
            .select_from(TableRow)
            .where(TableRow.creator == creator, TableRow.status.in_(["waiting", "playing"]))
        )
        async with self._engine.connect() as connection:
            return int(await connection.scalar(query) or 0)

    async def delete_table(self, table_id: str) -> None:
        """Forget a table and its events (nothing happens for one never saved)."""
        async with self._engine.begin() as connection:
            await connection.execute(delete(EventRow).where(EventRow.table_id == table_id))
            await connection.execute(delete(TableRow).where(TableRow.id == table_id))
        self._next_seq.pop(table_id, None)

    async def close(self) -> None:
        """Close every pooled connection; the store must not be used afterwards."""
        if self._writer is not None and not self._writer.done():
            with contextlib.suppress(Exception):
                await self._writer  # the appends already asked for are written
        if self._held is not None:
            await self._held.close()
            self._held = None
        if self._postgres_writer is not None:
            await self._postgres_writer.close()
        if self._loop_writer is not None:
            await self._loop_writer.close()
        await self._engine.dispose()


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


def _reason(error: BaseException) -> str:
    """The first line of what the driver said, without SQLAlchemy's decorations."""
    cause = error.orig if isinstance(error, DBAPIError) and error.orig is not None else error
    lines = str(cause).strip().splitlines()
    return (lines[0] if lines else type(cause).__name__).rstrip(".")


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
