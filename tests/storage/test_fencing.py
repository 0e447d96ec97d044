"""Fencing: once a table is claimed again, the appends of the older claim are refused.

A cluster's owner claims a table before it serves it (``claim_table``, a new epoch) and every
event it appends carries that epoch; a process whose lease lapsed while it was paused must not
write one more event once another took the table over.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from circolo.storage.base import FencedError, MemoryTableStore, StoredTable, TableStore
from circolo.storage.sql import SqlTableStore
from tests.storage.databases import ALL_KINDS, POSTGRES_URL, _needs_postgres, wipe_postgres


def _table(table_id: str) -> StoredTable:
    return StoredTable(
        id=table_id, game="tressette", variant="classico", options={}, seats=["human"] * 4,
        ai_delay_ms=0, training=False, status="playing", secret="ab" * 16,
    )  # fmt: skip


def _events(first: int, count: int) -> list[dict[str, Any]]:
    return [{"kind": "play", "n": first + i} for i in range(count)]


@pytest.fixture(params=ALL_KINDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[TableStore]:
    """A fresh, empty store of each kind."""
    if request.param == "memory":
        yield MemoryTableStore()
        return
    url = f"sqlite+aiosqlite:///{tmp_path / 'c.db'}" if request.param == "sqlite" else POSTGRES_URL
    if request.param == "postgresql":
        await wipe_postgres(url)
    opened = await SqlTableStore.open(url)
    yield opened
    await opened.close()


async def test_each_claim_of_a_table_has_the_next_epoch(store: TableStore) -> None:
    await store.save_table(_table("t1"))
    assert [await store.claim_table("t1") for _ in range(3)] == [1, 2, 3]


async def test_claiming_a_table_never_saved_is_a_key_error(store: TableStore) -> None:
    with pytest.raises(KeyError):
        await store.claim_table("nowhere")


async def test_an_append_of_a_lapsed_claim_is_refused_and_the_current_one_goes_on(
    store: TableStore,
) -> None:
    await store.save_table(_table("t1"))
    old = await store.claim_table("t1")
    await store.append_events("t1", 0, _events(0, 2), epoch=old)
    await store.append_events("t1", 2, _events(2, 1), epoch=old)  # the grouped path too
    new = await store.claim_table("t1")
    with pytest.raises(FencedError):
        await store.append_events("t1", 3, _events(3, 1), epoch=old)
    await store.append_events("t1", 3, [{"kind": "play", "n": "new owner"}], epoch=new)
    loaded = await store.load_table("t1")
    assert loaded is not None
    assert [e["n"] for e in loaded.events] == [0, 1, 2, "new owner"]


async def test_a_refused_owner_does_not_stop_other_tables_written_in_the_same_commit(
    store: TableStore,
) -> None:
    for table_id in ("kept", "lost"):
        await store.save_table(_table(table_id))
    kept, lost = await store.claim_table("kept"), await store.claim_table("lost")
    await store.append_events("kept", 0, _events(0, 1), epoch=kept)
    await store.append_events("lost", 0, _events(0, 1), epoch=lost)
    await store.claim_table("lost")  # another process took "lost" over
    results = await asyncio.gather(
        store.append_events("kept", 1, _events(1, 1), epoch=kept),
        store.append_events("lost", 1, _events(1, 1), epoch=lost),
        return_exceptions=True,
    )
    assert results[0] is None
    assert isinstance(results[1], FencedError)
    for table_id, count in (("kept", 2), ("lost", 1)):
        loaded = await store.load_table(table_id)
        assert loaded is not None and len(loaded.events) == count


async def test_appends_without_an_epoch_are_a_single_server_and_are_not_fenced(
    store: TableStore,
) -> None:
    await store.save_table(_table("t1"))
    await store.claim_table("t1")
    await store.append_events("t1", 0, _events(0, 2))
    loaded = await store.load_table("t1")
    assert loaded is not None and len(loaded.events) == 2


async def test_saving_a_table_keeps_its_current_claim(store: TableStore) -> None:
    await store.save_table(_table("t1"))
    epoch = await store.claim_table("t1")
    await store.save_table(replace(_table("t1"), status="finished"))
    await store.append_events("t1", 0, _events(0, 1), epoch=epoch)
    assert await store.claim_table("t1") == epoch + 1


@_needs_postgres
async def test_a_new_owner_in_another_process_reads_every_event_the_old_one_committed() -> None:
    """Two stores on one PostgreSQL, as two nodes: appends of the old owner race the claim of
    the new; whatever the old one committed, the new one loads, and nothing after its claim."""
    await wipe_postgres(POSTGRES_URL)
    old_node = await SqlTableStore.open(POSTGRES_URL)
    new_node = await SqlTableStore.open(POSTGRES_URL)
    try:
        await _race(old_node, new_node)
    finally:
        await old_node.close()
        await new_node.close()


async def _race(old_node: SqlTableStore, new_node: SqlTableStore) -> None:
    await old_node.save_table(_table("t1"))
    old = await old_node.claim_table("t1")
    await old_node.append_events("t1", 0, _events(0, 1), epoch=old)

    async def keep_writing() -> int:
        seq = 1
        while True:
            try:
                await old_node.append_events("t1", seq, _events(seq, 1), epoch=old)
            except FencedError:
                return seq
            seq += 1

    writing = asyncio.create_task(keep_writing())
    await asyncio.sleep(0.2)
    new = await new_node.claim_table("t1")
    refused_at = await asyncio.wait_for(writing, 10)
    loaded = await new_node.load_table("t1")
    assert loaded is not None
    assert [e["n"] for e in loaded.events] == list(range(refused_at))
    await new_node.append_events("t1", refused_at, _events(refused_at, 1), epoch=new)
