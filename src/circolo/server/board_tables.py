"""An evening's tables in the lobby: made from a :class:`~circolo.play.board_set.BoardTableSpec`,
followed by their progress, read by their finished boards' records.

An evening (play/evening/) asks the lobby for each table of a round: an ordinary table playing
that table's boards (play/board_set.py), with no spectators and not listed, each person's seat
already theirs under the hash of their evening token. Making one is idempotent (an evening
that asks again after a restart finds it made). Its progress and its records are read as any
table's summary and record are: here, from the node of a cluster that owns it, or from the
store once it is finished.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from circolo.core.hosting.refusals import TableError
from circolo.play.board_set import BoardTableSpec, board_stored_table
from circolo.play.commands import Clock, Resume

if TYPE_CHECKING:
    from circolo.play.table import Table
    from circolo.server.cluster.node import ClusterNode
    from circolo.server.limits import Limits
    from circolo.storage.base import StoredTable, TableStore

log = logging.getLogger(__name__)

#: A table's live statuses (one a node of a cluster serves).
LIVE: Final = ("waiting", "playing")


class LobbyBoards:
    """The lobby's evening tables (mixed into :class:`~circolo.server.tables.Lobby`)."""

    if TYPE_CHECKING:  # the lobby's own
        store: TableStore
        cluster: ClusterNode | None
        limits: Limits
        tables: dict[str, Table]
        _making: asyncio.Lock

        def _table(self, stored: StoredTable) -> Table: ...

        async def live_everywhere(self) -> int: ...

        async def summary(self, table_id: str) -> dict[str, Any]: ...

        async def record(self, table_id: str) -> dict[str, Any]: ...

        async def door(self, table_id: str) -> Any: ...

    async def make_board_table(self, spec: BoardTableSpec) -> None:
        """Make, save and start the table of ``spec`` (nothing if a table of its id exists):
        it starts by itself once every person is connected, or ``spec.begin_after_s`` from
        now. A server holding ``max_tables`` already refuses it (``full``: ask again later)."""
        async with self._making:
            if spec.table_id in self.tables or await self.store.load_table(spec.table_id):
                return
            if await self.live_everywhere() >= self.limits.max_tables:
                raise TableError("full", "server.error.server_full", most=self.limits.max_tables)
            stored = board_stored_table(spec)
            try:
                await self.store.save_table(replace(stored, events=[]))
                await self.store.append_events(stored.id, 0, stored.events)
            except Exception as error:
                log.warning("table %s could not be saved: %s: %s", spec.table_id,
                            type(error).__name__, error)  # fmt: skip
                raise TableError("store_down", "server.error.store_down") from None
            table = self._table(stored)
            table.restore()  # the people's seats, taken
            if self.cluster is not None:
                try:
                    await self.cluster.own_new(table)
                except Exception:
                    with contextlib.suppress(Exception):
                        await self.store.delete_table(table.id)
                    raise
            self.tables[table.id] = table
            table.start_task()
        await table.request(Resume())  # its start set: at once with nobody to wait for
        if self.cluster is not None:
            self.cluster.changed(table.id)
            await self.cluster.flush()

    async def board_progress(self, table_id: str) -> int | None:
        """Boards the evening's table ``table_id`` finished so far (None: no such table)."""
        try:
            summary = await self.summary(table_id)
        except TableError as error:
            if error.code == "no_table":
                return None
            raise
        if "evening" not in summary:
            return None
        if self.cluster is not None and table_id not in self.tables and summary["status"] in LIVE:
            # Found, or taken over now if nobody holds it (its node died as it made it: no
            # lease was ever taken, no survivor knows it): the evening need not wait for
            # the cluster's sweep.
            with contextlib.suppress(TableError):
                await self.door(table_id)
        played: int = summary["score"]["played"]
        return played

    async def board_records(self, table_id: str) -> list[dict[str, Any]]:
        """The records of the boards the evening's table ``table_id`` finished so far, in
        play order (``no_table``: none, or a table of no evening)."""
        record = await self.record(table_id)
        if record.get("kind") != "board_set":
            raise TableError("no_table", "server.error.no_table", table=table_id)
        records: list[dict[str, Any]] = record["records"]
        return records

    async def clock_board_table(self, table_id: str) -> None:
        """The evening's table ``table_id`` ran past its time: the computer plays on for
        every person at it to the end of its boards (here, or on the node that owns it)."""
        await (await self.door(table_id)).request(Clock())
