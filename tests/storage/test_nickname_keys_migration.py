"""Migration 0010: profiles saved before it keep their nicknames, even two that look alike,
and from then on no new nickname may look like one of them."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from alembic import command
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from circolo.storage.profiles import NicknameTakenError, Profile
from circolo.storage.sql import SqlTableStore, alembic_config, database_url

WHEN = datetime(2026, 12, 4, 20, 0, tzinfo=UTC)

#: Profiles as revision 0009 stored them: Marco first, then a look-alike, then Lia.
OLD_PROFILES = [("p1", "Marco", WHEN), ("p2", "MARC0", WHEN + timedelta(days=1)),
                ("p3", "Lia", WHEN + timedelta(days=2))]  # fmt: skip


async def _write_old_profiles(url: str) -> None:
    engine = create_async_engine(database_url(url))
    try:
        async with engine.begin() as connection:
            for profile_id, nickname, created in OLD_PROFILES:
                await connection.execute(
                    text(
                        "INSERT INTO profiles (id, secret_hash, nickname, created_at) "
                        "VALUES (:id, 'hash', :nickname, :created)"
                    ),
                    {"id": profile_id, "nickname": nickname, "created": created},
                )
    finally:
        await engine.dispose()


async def test_profiles_alike_from_before_stay_and_no_new_one_may_look_like_them(
    sql_url: str,
) -> None:
    await asyncio.to_thread(command.upgrade, alembic_config(sql_url), "0009")
    await _write_old_profiles(sql_url)
    store = await SqlTableStore.open(sql_url)  # opening the store migrates it
    try:
        for profile_id, nickname, _created in OLD_PROFILES:
            found = await store.get_profile(profile_id)
            assert found is not None and found.nickname == nickname
        with pytest.raises(NicknameTakenError):
            await store.create_profile(Profile("p4", "hash", "marco"))
        with pytest.raises(NicknameTakenError):  # the later look-alike must choose anew
            await store.rename("p2", "Marco")
        await store.rename("p2", "Marcello")
        await store.rename("p3", "LIA")  # one's own name, written otherwise
        with pytest.raises(NicknameTakenError):
            await store.create_profile(Profile("p4", "hash", "Marcell0"))
        await store.create_profile(Profile("p4", "hash", "Zeno"))
    finally:
        await store.close()
