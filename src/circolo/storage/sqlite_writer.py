"""SQLite's event appends written on the event loop's own thread, checkpoints on another.

The driver (aiosqlite) runs every statement on a thread of its connection, and the sqlite3
module lets go of the interpreter around each call into SQLite: on a busy server every
hand-over back waits for the event loop's thread to pause, up to 5 ms (Python's switch
interval), several times per commit. A move's commit took 15-25 ms that way, nearly all of it
waiting, and a move waits for the commit before it (group commit) and its own: that set the
soak's p99 (docs/reliability.md). Writing a few rows to the write-ahead log and committing
takes well under a millisecond when nobody waits, so :class:`LoopWriter` does it where the
moves are played, with nothing to hand over:

- its connection never waits for a lock (``busy_timeout`` 0): the loop must not sleep while
  another connection of the store, which needs the loop to finish its transaction, holds the
  lock. A write that finds the database locked says so (:class:`WriterBusyError`) and the caller
  writes through the driver's thread instead, which may wait;
- it never checkpoints (``wal_autocheckpoint`` 0): folding the log back into the database
  syncs the disk, which may take long. :meth:`LoopWriter.checkpoint` does it on a worker
  thread, once a second while the server serves (``PASSIVE``: it never blocks a writer).

With ``synchronous=NORMAL`` (as for the store's other connections) a commit in write-ahead
mode survives a crash of the server; only a power cut can lose the last moves.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from pathlib import Path
from typing import Final

from circolo.storage.database_urls import sqlite_on_connect
from circolo.storage.schema import _INSERT_EVENT_SQL

#: Seconds between two checkpoints of the write-ahead log.
CHECKPOINT_EVERY_S: Final = 1.0


class WriterBusyError(Exception):
    """The database was locked by another connection: write through one that may wait."""


class LoopWriter:
    """A connection to one SQLite file for the event appends, used on the event loop's thread."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._connection: sqlite3.Connection | None = None
        self._checkpointer: asyncio.Task[None] | None = None
        #: Checkpoints run so far (for tests and curious operators).
        self.checkpoints = 0

    def _open(self) -> sqlite3.Connection:
        if self._connection is None:
            connection = sqlite3.connect(self.path, timeout=0, isolation_level=None)
            try:
                sqlite_on_connect(connection, None)  # as every connection of the store
                connection.execute("PRAGMA wal_autocheckpoint=0")
            except BaseException:
                connection.close()  # opened again at the next append
                raise
            self._connection = connection
        return self._connection

    def append(self, rows: list[tuple[str, int, str]]) -> None:
        """Insert the event rows ``(table_id, seq, payload JSON)`` and commit, or nothing.

        Raises :class:`WriterBusyError` when another connection holds the lock, and the
        database's own error (a number taken, a full disk) otherwise; either way nothing of
        ``rows`` is written.
        """
        try:
            connection = self._open()
            connection.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            if _locked(error):
                raise WriterBusyError(str(error)) from error
            raise
        try:
            connection.executemany(_INSERT_EVENT_SQL, rows)
            connection.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
            raise

    def start_checkpoints(self, every_s: float = CHECKPOINT_EVERY_S) -> None:
        """Fold the write-ahead log back into the database every ``every_s``, off the loop."""
        if self._checkpointer is None:
            loop = asyncio.get_running_loop()
            self._checkpointer = loop.create_task(self._checkpoints(every_s), name="checkpoint")

    async def _checkpoints(self, every_s: float) -> None:
        while True:
            await asyncio.sleep(every_s)
            with contextlib.suppress(sqlite3.Error):
                await asyncio.to_thread(self.checkpoint)

    def checkpoint(self) -> None:
        """One passive checkpoint, on a connection of its own (it may run on any thread)."""
        connection = sqlite3.connect(self.path, timeout=1.0)
        try:
            connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            self.checkpoints += 1
        finally:
            connection.close()

    async def close(self) -> None:
        """Stop the checkpoints, fold the log back one last time, close the connection."""
        if self._checkpointer is not None:
            self._checkpointer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._checkpointer
            self._checkpointer = None
        if self._connection is not None:
            with contextlib.suppress(sqlite3.Error):
                await asyncio.to_thread(self.checkpoint)
            self._connection.close()
            self._connection = None


def _locked(error: sqlite3.OperationalError) -> bool:
    """Whether SQLite refused because another connection holds the database."""
    text = str(error).lower()
    return "locked" in text or "busy" in text
