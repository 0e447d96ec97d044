"""Migration 0013: the Elo ratings saved before it become OpenSkill skills at the model's
prior, their matches kept; every profile, result and points row stays as it was."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest
from alembic import command
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from circolo.play.ratings import START
from circolo.server.profiles import Profiles
from circolo.storage.profiles import Rating
from circolo.storage.sql import SqlTableStore, alembic_config, database_url

WHEN = datetime(2026, 12, 7, 21, 0, tzinfo=UTC)

#: Rows as revision 0012 stored them: two profiles with Elo ratings in two games, a result,
#: Pinnacola points.
OLD_ROWS = [
    "INSERT INTO profiles (id, secret_hash, nickname, nickname_key, created_at) "
    "VALUES ('ada', 'h', 'Ada', 'ada', :when), ('bea', 'h', 'Bea', 'bea', :when)",
    'INSERT INTO match_results (profile_id, game, table_id, variant, mode, won, "left", '
    "partner, finished_at) VALUES "
    "('ada', 'tressette', 't1', 'classico', 'multi', true, false, 'Bea', :when)",
    "INSERT INTO ratings (profile_id, game, variant, rating, games) VALUES "
    "('ada', 'tressette', 'classico', 1587.5, 12), ('bea', 'tressette', 'classico', 1473.0, 3), "
    "('bea', 'briscola', 'classica', 1512.0, 1)",
    "INSERT INTO match_points (profile_id, game, variant, table_id, mode, outcome, points, "
    "finished_at) VALUES ('bea', 'pinnacola', 'standard', 't2', 'points', 'win', 900, :when)",
]


async def _write_old_rows(url: str) -> None:
    engine = create_async_engine(database_url(url))
    try:
        async with engine.begin() as connection:
            for statement in OLD_ROWS:
                await connection.execute(text(statement), {"when": WHEN})
    finally:
        await engine.dispose()


async def _old_ratings(url: str) -> list[tuple[str, str, float, int]]:
    engine = create_async_engine(database_url(url))
    try:
        async with engine.connect() as connection:
            query = text("SELECT profile_id, game, rating, games FROM ratings ORDER BY 1, 2")
            rows = (await connection.execute(query)).all()
            return [(row[0], row[1], row[2], row[3]) for row in rows]
    finally:
        await engine.dispose()


async def test_elo_ratings_become_the_models_prior_with_their_matches_kept(sql_url: str) -> None:
    config = alembic_config(sql_url)
    await asyncio.to_thread(command.upgrade, config, "0012")
    await _write_old_rows(sql_url)

    store = await SqlTableStore.open(sql_url)  # opening the store migrates it
    try:
        for profile_id, nickname in (("ada", "Ada"), ("bea", "Bea")):
            found = await store.get_profile(profile_id)
            assert found is not None and found.nickname == nickname
        [result] = await store.results("ada")
        assert (result.game, result.won, result.partner) == ("tressette", True, "Bea")
        assert await store.get_rating("ada", "tressette", "classico") == Rating(
            "ada", "tressette", "classico", START.rating, 12, START.mu, START.sigma
        )
        assert await store.get_rating("bea", "briscola", "classica") == Rating(
            "bea", "briscola", "classica", START.rating, 1, START.mu, START.sigma
        )
        profiles = Profiles(store, {})
        board = await profiles.leaderboard("tressette", {"variant": "classico"})
        assert [(p["id"], p["rating"], p["mu"], p["sigma"], p["games"])
                for p in board["players"]] == [("ada", 0.0, 25.0, 8.3, 12),
                                               ("bea", 0.0, 25.0, 8.3, 3)]  # fmt: skip
        points = await profiles.leaderboard("pinnacola", {"mode": "points"})
        assert [(p["id"], p["points"]) for p in points["players"]] == [("bea", 900)]
        # a rating saved from now on keeps its skill
        await store.set_rating(Rating("bea", "tressette", "classico", 4.6, 4, 27.6, 7.7))
        moved = await store.get_rating("bea", "tressette", "classico")
        assert moved is not None and (moved.mu, moved.sigma, moved.games) == (27.6, 7.7, 4)
    finally:
        await store.close()

    await asyncio.to_thread(command.downgrade, config, "0012")  # back: Elo from its start
    assert await _old_ratings(sql_url) == [
        ("ada", "tressette", 1500.0, 12),
        ("bea", "briscola", 1500.0, 1),
        ("bea", "tressette", 1500.0, 4),
    ]
    await asyncio.to_thread(command.upgrade, config, "head")
    store = await SqlTableStore.open(sql_url)
    try:
        rating = await store.get_rating("bea", "tressette", "classico")
        assert rating is not None
        assert (rating.mu, rating.sigma, rating.games) == (START.mu, START.sigma, 4)
        assert rating.rating == pytest.approx(0.0)
    finally:
        await store.close()
