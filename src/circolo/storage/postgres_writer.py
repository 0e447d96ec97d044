"""The group commit's writer on PostgreSQL: one statement a transaction, on a connection kept.

Every move of every table is appended to ``table_events``, and the appends that wait while a
transaction is written go together into the next one (:class:`~circolo.storage.sql.
SqlTableStore`). Through SQLAlchemy a group commit took six round trips to the server and most
of its time in Python: the pool's checkout and ping, ``BEGIN``, the check of the tables' claims
(``SELECT … FOR SHARE``, the cluster's fencing), the insert, ``COMMIT`` and the pool's reset.
Here it is one statement, run on a connection this writer keeps (no checkout, no ping): it
share-locks the claimed tables' rows, inserts the events of every table whose claim is
current, and returns which tables it wrote. PostgreSQL runs a lone statement as a transaction
of its own, so the claims and the insert still commit together, and a new claim of a table
(an ``UPDATE`` of its row) waits until these events are committed.
"""

from __future__ import annotations

import json
from typing import Any, Final

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no type information
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError, ProgrammingError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from circolo.storage.sql_rows import Append

#: Rows come as four arrays (unnest): the table, the event's number, its payload (JSON text)
#: and the writer's claim, null where the writer claims nothing (a single server).
_INSERT_CLAIMED_SQL: Final = """
WITH batch AS (
    SELECT * FROM unnest($1::text[], $2::int[], $3::json[], $4::bigint[])
        AS b(table_id, seq, payload, epoch)
), current_claims AS (
    SELECT id, owner_epoch FROM tables
    WHERE id IN (SELECT table_id FROM batch WHERE epoch IS NOT NULL)
    FOR SHARE
), written AS (
    INSERT INTO table_events (table_id, seq, payload)
    SELECT b.table_id, b.seq, b.payload
    FROM batch b LEFT JOIN current_claims c ON c.id = b.table_id
    WHERE b.epoch IS NULL OR c.owner_epoch = b.epoch
    RETURNING table_id
)
SELECT DISTINCT table_id FROM written
"""


class PostgresGroupWriter:
    """Writes a group commit's appends in one statement on one connection it keeps; a
    connection that fails is dropped, and the next group commit opens another."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._held: AsyncConnection | None = None

    async def insert(self, batch: list[Append]) -> set[str]:
        """Insert the events of every append of ``batch`` in one transaction; the tables
        whose appends were refused because their claim is not the current one. Raises
        SQLAlchemy's error for the driver's (:func:`_as_sqlalchemy_error`) with nothing
        written."""
        tables: list[str] = []
        numbers: list[int] = []
        payloads: list[str] = []
        epochs: list[int | None] = []
        for item in batch:
            for offset, payload in enumerate(item.events):
                tables.append(item.table_id)
                numbers.append(item.first_seq + offset)
                payloads.append(json.dumps(payload))
                epochs.append(item.epoch)
        if self._held is None:
            self._held = await self._engine.connect()
        held = self._held
        driver: Any = (await held.get_raw_connection()).driver_connection
        try:
            rows = await driver.fetch(_INSERT_CLAIMED_SQL, tables, numbers, payloads, epochs)
        except BaseException as error:
            if driver.is_closed() or not _is_statement_error(error):
                self._held = None
                await held.invalidate()
            if isinstance(error, Exception):
                raise _as_sqlalchemy_error(error) from error
            raise
        written = {row[0] for row in rows}
        return {item.table_id for item in batch if item.table_id not in written}

    async def close(self) -> None:
        """Give the kept connection back (before the engine is disposed)."""
        if self._held is not None:
            held, self._held = self._held, None
            await held.close()


def _is_statement_error(error: BaseException) -> bool:
    """Whether PostgreSQL refused the statement (a number taken, a table gone), leaving the
    connection fit for the next one, rather than the connection failing."""
    return isinstance(error, asyncpg.PostgresError) and not isinstance(
        error, asyncpg.exceptions.AdminShutdownError | asyncpg.exceptions.CannotConnectNowError
    )


def _as_sqlalchemy_error(error: Exception) -> DBAPIError:
    """The driver's error as SQLAlchemy's asyncpg dialect translates it, so that the store's
    callers (play/storing.py) tell a write refused for good — a number taken, a table gone,
    a statement or a privilege PostgreSQL refuses — from a database that is away for a while."""
    if isinstance(error, asyncpg.exceptions.IntegrityConstraintViolationError):
        return IntegrityError(_INSERT_CLAIMED_SQL, None, error)
    if isinstance(error, asyncpg.exceptions.SyntaxOrAccessError):
        return ProgrammingError(_INSERT_CLAIMED_SQL, None, error)
    return OperationalError(_INSERT_CLAIMED_SQL, None, error)
