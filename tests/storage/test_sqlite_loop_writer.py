"""SQLite's event appends: written on the event loop's thread, never waiting there for a lock.

The soak's p99 was set by the trips of every commit to the driver's thread
(docs/reliability.md, Soak); these tests hold the structure that removed them.
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from circolo.storage.sql import SqlTableStore
from circolo.storage.sqlite_writer import LoopWriter, WriterBusyError
from tests.storage.test_sql_store import _events, _table


def _saved_seqs(path: Path, table_id: str) -> list[int]:
    with sqlite3.connect(path) as connection:
        rows = connection.execute(
            "SELECT seq FROM table_events WHERE table_id = ? ORDER BY seq", (table_id,)
        )
        return [seq for (seq,) in rows]


async def test_group_commits_are_written_on_the_loops_thread_without_the_drivers(
    tmp_path: Path,
) -> None:
    path = tmp_path / "c.db"
    store = await SqlTableStore.open(f"sqlite:///{path}")
    threads: set[int] = set()
    writer = store._loop_writer
    assert writer is not None
    append = writer.append

    def spied(rows: list[tuple[str, int, str]]) -> None:
        threads.add(threading.get_ident())
        append(rows)

    writer.append = spied  # type: ignore[method-assign]
    try:
        ids = [f"t{n}" for n in range(5)]
        for table_id in ids:
            await store.save_table(_table(table_id))
            await store.append_events(table_id, 0, _events(0, 1))  # alone: checks the database
        for seq in (1, 2):  # the tables' appends together, as a busy server's moves
            await asyncio.gather(*(store.append_events(t, seq, _events(seq, 1)) for t in ids))
        assert threads == {threading.get_ident()}
        assert store._held is None, "the driver's connection was never needed for a group commit"
    finally:
        await store.close()
    assert all(_saved_seqs(path, table_id) == [0, 1, 2] for table_id in ids)


async def test_a_locked_database_is_written_through_the_drivers_thread_once_it_is_free(
    tmp_path: Path,
) -> None:
    path = tmp_path / "c.db"
    store = await SqlTableStore.open(f"sqlite:///{path}")
    try:
        await store.save_table(_table())
        await store.append_events("t1", 0, _events(0, 1))
        other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        writing = asyncio.create_task(store.append_events("t1", 1, _events(1, 2)))
        await asyncio.sleep(0.3)
        assert not writing.done(), "nothing is acknowledged before it is committed"
        other.execute("COMMIT")
        other.close()
        await asyncio.wait_for(writing, 10)
    finally:
        await store.close()
    assert _saved_seqs(path, "t1") == [0, 1, 2]


def test_the_loop_writer_refuses_at_once_when_locked_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "w.db"
    with sqlite3.connect(path) as setup:
        setup.execute("CREATE TABLE table_events (table_id TEXT, seq INTEGER, payload TEXT)")
    writer = LoopWriter(path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    with pytest.raises(WriterBusyError):
        writer.append([("t", 0, "{}")])
    other.execute("COMMIT")
    writer.append([("t", 0, "{}")])
    assert _saved_seqs(path, "t") == [0]
    asyncio.run(writer.close())


def test_the_loop_writer_never_checkpoints_and_its_checkpoint_folds_the_log_back(
    tmp_path: Path,
) -> None:
    path = tmp_path / "w.db"
    with sqlite3.connect(path) as setup:
        setup.execute("PRAGMA journal_mode=WAL")
        setup.execute("CREATE TABLE table_events (table_id TEXT, seq INTEGER, payload TEXT)")
    writer = LoopWriter(path)
    payload = "x" * 3000  # about a page a row: 2,000 rows are twice the automatic threshold
    for seq in range(2000):
        writer.append([("t", seq, payload)])
    wal = path.with_name("w.db-wal")
    assert wal.stat().st_size > 1500 * 4096, "no automatic checkpoint on the loop's thread"
    writer.checkpoint()
    with sqlite3.connect(path) as probe:
        busy, frames, done = probe.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    assert busy == 0 and frames == done, "every frame of the log is back in the database"
    assert writer.checkpoints == 1
    asyncio.run(writer.close())
