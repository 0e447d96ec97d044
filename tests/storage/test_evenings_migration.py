"""Migration 0014: club evenings get their table, and every table saved before it keeps its
events and plays no boards; the downgrade gives the old schema back."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from alembic import command
from sqlalchemy import inspect, text
from sqlalchemy.ext.asyncio import create_async_engine

from circolo.storage.sql import alembic_config, database_url

WHEN = datetime(2026, 12, 8, 1, 0, tzinfo=UTC)

#: A table and its events as revision 0013 stored them.
OLD_ROWS = [
    "INSERT INTO tables (id, game, variant, options, seats, ai_delay_ms, training, status, "
    "created_at, owner_epoch, spectators) VALUES "
    "('t1', 'tressette', 'classico', '{}', '[\"human\"]', 0, false, 'playing', :when, 0, true)",
    "INSERT INTO table_events (table_id, seq, payload) VALUES "
    '(\'t1\', 0, \'{"kind": "join", "seat": 0}\'), (\'t1\', 1, \'{"kind": "start"}\')',
]


async def _run(url: str, statements: list[str]) -> list[tuple[object, ...]]:
    engine = create_async_engine(database_url(url))
    try:
        async with engine.begin() as connection:
            for statement in statements[:-1]:
                await connection.execute(text(statement), {"when": WHEN})
            result = await connection.execute(text(statements[-1]))
            return [tuple(row) for row in result]
    finally:
        await engine.dispose()


async def _tables(url: str) -> set[str]:
    engine = create_async_engine(database_url(url))
    try:
        async with engine.connect() as connection:
            names = await connection.run_sync(lambda sync: inspect(sync).get_table_names())
            return set(names)
    finally:
        await engine.dispose()


async def test_tables_saved_before_evenings_keep_their_events_and_play_no_boards(
    sql_url: str,
) -> None:
    config = alembic_config(sql_url)
    await asyncio.to_thread(command.upgrade, config, "0013")
    await _run(sql_url, [*OLD_ROWS, "SELECT 1"])
    await asyncio.to_thread(command.upgrade, config, "0014")
    assert "evenings" in await _tables(sql_url)
    rows = await _run(sql_url, ["SELECT board_set FROM tables WHERE id = 't1'"])
    assert rows == [(None,)]
    events = await _run(
        sql_url, ["SELECT seq FROM table_events WHERE table_id = 't1' ORDER BY seq"]
    )
    assert events == [(0,), (1,)]
    await asyncio.to_thread(command.downgrade, config, "0013")
    assert "evenings" not in await _tables(sql_url)
    events = await _run(
        sql_url, ["SELECT seq FROM table_events WHERE table_id = 't1' ORDER BY seq"]
    )
    assert events == [(0,), (1,)]
