"""Migration 0009: every table saved before it may be watched, and keeps all its events."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from alembic import command
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from circolo.storage.sql import SqlTableStore, alembic_config, database_url

WHEN = datetime(2026, 12, 3, 21, 0, tzinfo=UTC)

#: A table and its events as revision 0008 stored them.
OLD_ROWS = [
    "INSERT INTO tables (id, game, variant, options, seats, ai_delay_ms, training, status, "
    "created_at, owner_epoch) VALUES "
    "('t1', 'tressette', 'classico', '{}', '[\"human\"]', 0, false, 'playing', :when, 0)",
    "INSERT INTO table_events (table_id, seq, payload) VALUES "
    '(\'t1\', 0, \'{"kind": "join", "seat": 0}\'), (\'t1\', 1, \'{"kind": "start"}\')',
]


async def _write_old_rows(url: str) -> None:
    engine = create_async_engine(database_url(url))
    try:
        async with engine.begin() as connection:
            for statement in OLD_ROWS:
                await connection.execute(text(statement), {"when": WHEN})
    finally:
        await engine.dispose()


async def test_tables_saved_before_spectators_may_be_watched_and_keep_their_events(
    sql_url: str,
) -> None:
    await asyncio.to_thread(command.upgrade, alembic_config(sql_url), "0008")
    await _write_old_rows(sql_url)
    store = await SqlTableStore.open(sql_url)  # opening the store migrates it, keys enforced
    try:
        table = await store.load_table("t1")
    finally:
        await store.close()
    assert table is not None and table.spectators is True
    assert table.events == [{"kind": "join", "seat": 0}, {"kind": "start"}]
