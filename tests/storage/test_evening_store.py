"""The evening stores (storage/evenings.py): memory, SQLite and PostgreSQL alike — an evening
created, read back with its version, changed by compare-and-set only from the version read,
and counted while live (all of them, and those of one address)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from circolo.storage.base import MemoryTableStore
from circolo.storage.evenings import (
    EveningExistsError,
    EveningStore,
    StaleEveningError,
    StoredEvening,
)
from circolo.storage.sql import SqlTableStore
from tests.storage.databases import ALL_KINDS, POSTGRES_URL, wipe_postgres

WHEN = datetime(2026, 12, 8, 20, 30, tzinfo=UTC)


def _evening(evening_id: str = "ev1", **changes: Any) -> StoredEvening:
    state = {"id": evening_id, "seed": 2**62 + 3, "entries": [{"people": [["Anna", "h" * 64]]}]}
    evening = StoredEvening(
        id=evening_id, status="waiting", version=1, state=state, creator="10.0.0.1",
        created_at=WHEN,
    )  # fmt: skip
    return replace(evening, **changes)


@pytest.fixture(params=ALL_KINDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[EveningStore]:
    """A fresh, empty store of each kind."""
    if request.param == "memory":
        yield MemoryTableStore()
        return
    url = f"sqlite+aiosqlite:///{tmp_path / 'c.db'}" if request.param == "sqlite" else POSTGRES_URL
    if request.param == "postgresql":
        await wipe_postgres(url)
    sql_store = await SqlTableStore.open(url)
    yield sql_store
    await sql_store.close()


async def test_an_evening_is_read_back_as_it_was_created(store: EveningStore) -> None:
    await store.create_evening(_evening())
    assert await store.load_evening("ev1") == _evening()
    assert await store.load_evening("nope") is None


async def test_an_id_already_saved_is_refused(store: EveningStore) -> None:
    await store.create_evening(_evening())
    with pytest.raises(EveningExistsError):
        await store.create_evening(_evening(status="playing"))
    assert await store.load_evening("ev1") == _evening()


async def test_an_update_from_the_version_read_is_written_and_raises_the_version(
    store: EveningStore,
) -> None:
    await store.create_evening(_evening())
    changed = _evening(status="playing", version=2, state={"id": "ev1", "round": 1})
    await store.update_evening(changed, 1)
    assert await store.load_evening("ev1") == changed
    finished = replace(changed, status="finished", version=3, creator=None)
    await store.update_evening(finished, 2)
    assert await store.load_evening("ev1") == finished


async def test_an_update_from_a_stale_version_is_refused_and_writes_nothing(
    store: EveningStore,
) -> None:
    await store.create_evening(_evening())
    await store.update_evening(_evening(version=2, state={"first": True}), 1)
    with pytest.raises(StaleEveningError):
        await store.update_evening(_evening(version=2, state={"second": True}), 1)
    saved = await store.load_evening("ev1")
    assert saved is not None and saved.state == {"first": True} and saved.version == 2
    with pytest.raises(StaleEveningError):
        await store.update_evening(_evening("never", version=2), 1)


async def test_two_writers_of_one_version_at_once_one_passes(store: EveningStore) -> None:
    await store.create_evening(_evening())
    writes = [store.update_evening(_evening(version=2, state={"w": n}), 1) for n in range(4)]
    outcomes = await asyncio.gather(*writes, return_exceptions=True)
    assert sum(1 for o in outcomes if o is None) == 1
    assert all(isinstance(o, StaleEveningError) for o in outcomes if o is not None)


async def test_live_evenings_are_counted_by_address_and_listed_oldest_first(
    store: EveningStore,
) -> None:
    await store.create_evening(_evening("b", created_at=WHEN + timedelta(minutes=1)))
    await store.create_evening(_evening("a", status="playing", created_at=WHEN + timedelta(2)))
    await store.create_evening(_evening("c", created_at=WHEN, creator="10.0.0.2"))
    await store.create_evening(_evening("d", status="finished", creator=None))
    assert await store.live_evening_ids() == ["c", "b", "a"]
    assert await store.live_evenings_of("10.0.0.1") == 2
    assert await store.live_evenings_of("10.0.0.2") == 1
    assert await store.live_evenings_of("10.0.0.3") == 0
    done = await store.load_evening("b")
    assert done is not None
    await store.update_evening(replace(done, status="finished", version=2, creator=None), 1)
    assert await store.live_evening_ids() == ["c", "a"]
    assert await store.live_evenings_of("10.0.0.1") == 1


async def test_a_restarted_sql_store_finds_its_evenings(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'c.db'}"
    first = await SqlTableStore.open(url)
    await first.create_evening(_evening())
    await first.close()
    again = await SqlTableStore.open(url)
    try:
        assert await again.load_evening("ev1") == _evening()
        assert await again.live_evening_ids() == ["ev1"]
    finally:
        await again.close()
