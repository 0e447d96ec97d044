"""The databases the storage tests run on: memory, SQLite, and PostgreSQL when one is given."""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable

import pytest
from sqlalchemy import Connection, MetaData
from sqlalchemy.ext.asyncio import create_async_engine

from circolo.storage.sql import SqlTableStore, database_url

#: A PostgreSQL database these tests may wipe (``eval "$(.ci/postgres.sh)"`` starts one).
POSTGRES_URL = os.environ.get("CIRCOLO_TEST_POSTGRES_URL", "")
_needs_postgres = pytest.mark.skipif(
    not POSTGRES_URL,
    reason='CIRCOLO_TEST_POSTGRES_URL is not set (eval "$(.ci/postgres.sh)" starts a database)',
)
SQL_KINDS = ["sqlite", pytest.param("postgresql", marks=_needs_postgres)]
ALL_KINDS = ["memory", *SQL_KINDS]

Opener = Callable[[], Awaitable[SqlTableStore]]


async def wipe_postgres(url: str) -> None:
    """Drop every table the database holds (today's, an older revision's left by a migration
    test, and alembic's bookkeeping), so each test starts from nothing."""
    engine = create_async_engine(database_url(url))

    def drop_everything(sync: Connection) -> None:
        found = MetaData()
        found.reflect(sync)
        found.drop_all(sync)

    try:
        async with engine.begin() as connection:
            await connection.run_sync(drop_everything)
    finally:
        await engine.dispose()
