"""Fixtures shared by the storage tests: an empty SQL database of each kind, and an opener."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from circolo.storage.sql import SqlTableStore
from tests.storage.databases import POSTGRES_URL, SQL_KINDS, Opener, wipe_postgres


@pytest.fixture(params=SQL_KINDS)
async def sql_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The URL of an empty database of each SQL kind."""
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"
    await wipe_postgres(POSTGRES_URL)
    return POSTGRES_URL


@pytest.fixture
async def open_sql(sql_url: str) -> AsyncIterator[Opener]:
    """Opens stores on the same database, as a restarted server would; closes them all after."""
    opened: list[SqlTableStore] = []

    async def open_store() -> SqlTableStore:
        store = await SqlTableStore.open(sql_url)
        opened.append(store)
        return store

    yield open_store
    for store in opened:
        await store.close()
