"""Migration 0006: results, ratings and points written before it keep counting, by game."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from alembic import command
from sqlalchemy import Connection, text
from sqlalchemy.ext.asyncio import create_async_engine

from circolo.server.profiles import Profiles
from circolo.storage.profiles import MatchPoints
from circolo.storage.sql import SqlTableStore, alembic_config, database_url

WHEN = datetime(2026, 11, 30, 21, 0, tzinfo=UTC)

#: Rows as revision 0005 stored them: a Tressette result and rating, Pinnacola scores (one
#: of a table since gone), each table saved with its game.
OLD_ROWS = [
    "INSERT INTO profiles (id, secret_hash, nickname, created_at) "
    "VALUES ('ada', 'h', 'Ada', :when), ('bea', 'h', 'Bea', :when)",
    "INSERT INTO tables (id, game, variant, options, seats, ai_delay_ms, training, status, "
    "created_at) VALUES "
    "('t1', 'tressette', 'classico', '{}', '[]', 0, false, 'finished', :when), "
    "('t2', 'pinnacola', 'standard', '{}', '[]', 0, false, 'finished', :when)",
    "INSERT INTO match_results (profile_id, table_id, variant, mode, won, partner, "
    "finished_at) VALUES ('ada', 't1', 'classico', 'single', true, 'AI heuristic', :when)",
    "INSERT INTO ratings (profile_id, variant, rating, games) "
    "VALUES ('ada', 'classico', 1516.0, 1)",
    "INSERT INTO pinnacola_scores (profile_id, table_id, mode, outcome, points, finished_at) "
    "VALUES ('bea', 't2', 'points', 'win', 900, :when), "
    "('bea', 'gone', 'points', 'left', -1500, :when), "
    "('ada', 't2', 'single', 'win', 300, :when)",
]


async def _write_old_rows(url: str) -> None:
    engine = create_async_engine(database_url(url))
    try:
        async with engine.begin() as connection:
            for statement in OLD_ROWS:
                await connection.execute(text(statement), {"when": WHEN})
    finally:
        await engine.dispose()


async def _tables(url: str) -> set[str]:
    engine = create_async_engine(database_url(url))

    def names(sync: Connection) -> set[str]:
        from sqlalchemy import inspect

        return set(inspect(sync).get_table_names())

    try:
        async with engine.connect() as connection:
            return await connection.run_sync(names)
    finally:
        await engine.dispose()


async def test_standings_saved_before_the_migration_count_by_game_after_it(sql_url: str) -> None:
    config = alembic_config(sql_url)
    await asyncio.to_thread(command.upgrade, config, "0005")
    await _write_old_rows(sql_url)

    await asyncio.to_thread(command.upgrade, config, "head")

    assert "pinnacola_scores" not in await _tables(sql_url)
    store = await SqlTableStore.open(sql_url)
    try:
        profiles = Profiles(store, {})
        [result] = await store.results("ada")
        assert (result.game, result.variant, result.won) == ("tressette", "classico", True)
        tressette = await profiles.leaderboard("tressette", {"variant": "classico"})
        # the Elo row keeps its game, variant and matches; migration 0013 restarts its skill
        # from the rating model's prior (tests/storage/test_rating_skills_migration.py)
        assert [(p["id"], p["rating"], p["games"]) for p in tressette["players"]] == [
            ("ada", 0.0, 1)
        ]
        board = await profiles.leaderboard("pinnacola", {"mode": "points"})
        # the row of the table since gone keeps counting: its old table was Pinnacola's
        assert [(p["id"], p["points"], p["matches"]) for p in board["players"]] == [
            ("bea", 900 - 1500, 2)
        ]
        single = await profiles.leaderboard("pinnacola", {"mode": "single"})
        assert [(p["id"], p["points"]) for p in single["players"]] == [("ada", 300)]
        # new rows take ids after the copied ones
        await store.add_points(
            "ada", MatchPoints("pinnacola", "standard", "t3", "single", "win", 200, WHEN)
        )
        single = await profiles.leaderboard("pinnacola", {"mode": "single"})
        assert [(p["id"], p["points"]) for p in single["players"]] == [("ada", 500)]
    finally:
        await store.close()

    await asyncio.to_thread(command.downgrade, config, "0005")
    assert "pinnacola_scores" in await _tables(sql_url)
    await asyncio.to_thread(command.upgrade, config, "head")
    store = await SqlTableStore.open(sql_url)
    try:
        board = await Profiles(store, {}).leaderboard("pinnacola", {"mode": "single"})
        assert [(p["id"], p["points"]) for p in board["players"]] == [("ada", 500)]
    finally:
        await store.close()
