"""The group writer's errors on PostgreSQL reach the tables as SQLAlchemy's, so that a write
refused for good is raised and a database that is away is waited for (server/storing.py)."""

from __future__ import annotations

import asyncpg  # type: ignore[import-untyped]
import pytest

from circolo.play.storing import passing
from circolo.storage.postgres_writer import _as_sqlalchemy_error


@pytest.mark.parametrize(
    "error",
    [
        asyncpg.exceptions.UniqueViolationError("duplicate key value"),
        asyncpg.exceptions.ForeignKeyViolationError("table is gone"),
        asyncpg.exceptions.InsufficientPrivilegeError("permission denied for table_events"),
        asyncpg.exceptions.UndefinedTableError('relation "table_events" does not exist'),
    ],
)
def test_a_write_postgresql_refuses_for_good_is_not_retried(error: Exception) -> None:
    assert not passing(_as_sqlalchemy_error(error))


@pytest.mark.parametrize(
    "error",
    [
        asyncpg.exceptions.AdminShutdownError("terminating connection"),
        asyncpg.exceptions.CannotConnectNowError("the database system is starting up"),
        asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed"),
        asyncpg.exceptions.InternalClientError("cannot switch to state 12"),
        TimeoutError(),
    ],
)
def test_a_database_that_is_away_is_waited_for(error: Exception) -> None:
    assert passing(_as_sqlalchemy_error(error))
