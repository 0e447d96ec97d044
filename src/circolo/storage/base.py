"""What the server saves of a table, and the store protocol every backend implements.

A table is saved as its settings (:class:`StoredTable`) plus an append-only list of events —
the match's deals and plays and the table's own happenings (seats taken and left, start) —
from which the table is rebuilt after a restart by replaying them through the engine.
Every accepted move is appended (and committed) before anyone hears of it.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Literal, Protocol

from circolo.storage.evenings import MemoryEveningStore

#: ``broken``: a table whose saved events could not be replayed at start-up, set aside.
TableStatus = Literal["waiting", "playing", "finished", "broken"]


@dataclass(frozen=True)
class StoredTable:
    """A table's settings and state as saved; ``events`` are in order (seq 0, 1, 2 …)."""

    id: str
    game: str
    variant: str
    #: Every option of the table's game, as played (the record's ``options``).
    options: dict[str, Any]
    #: Per seat: ``human``, ``open`` or ``ai:NAME`` as created (who sits now is in events).
    seats: list[str]
    ai_delay_ms: int
    training: bool
    status: TableStatus
    #: Where the table's deals and AI randomness come from: 128 bits or more, as hex. It
    #: never leaves the server before the match is over (None: a table from before secrets).
    secret: str | None = None
    #: The seed of a table dealt before secrets existed (None for every table made since).
    seed: int | None = None
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    #: The JSON events so far (``{"kind": "deal", …}``, ``{"kind": "play", …}`` …).
    events: list[dict[str, Any]] = field(default_factory=list)
    #: What the lobby lists of the table, saved when it finishes or is set aside.
    summary: dict[str, Any] | None = None
    #: Whether people who hold no seat may watch the table (its creator's choice).
    spectators: bool = True
    #: The network address the table was made from, while it is waiting or playing: the
    #: per-address cap on live tables counts it; forgotten once the table ends.
    creator: str | None = None
    #: The boards an evening's table plays (play/board_set.py: ``evening``, ``round``,
    #: ``table``, ``boards``, ``seed``, ``begin_by``…): server-side only, as the secret is;
    #: None for every other table.
    board_set: dict[str, Any] | None = None


class TableStore(Protocol):
    """Where tables are saved. Every method commits before it returns."""

    async def save_table(self, table: StoredTable) -> None:
        """Insert or update a table's settings and status (its events are left as they are)."""
        ...

    async def append_events(
        self,
        table_id: str,
        first_seq: int,
        events: list[dict[str, Any]],
        *,
        epoch: int | None = None,
    ) -> None:
        """Append ``events`` numbered from ``first_seq``; refuse a number already taken.

        ``epoch``: the claim the writer holds (:meth:`claim_table`); the append is refused
        with :class:`FencedError` when the table has been claimed again since.
        """
        ...

    async def claim_table(self, table_id: str) -> int:
        """Claim a table for a new owner: its new epoch, which every older claim's append
        is refused from now on (waits for an append of an older claim being committed)."""
        ...

    async def load_table(self, table_id: str) -> StoredTable | None:
        """The table with all its events, or None."""
        ...

    async def unfinished_tables(self) -> list[StoredTable]:
        """Every table waiting or playing, with its events (to resume after a restart)."""
        ...

    async def list_tables(
        self, statuses: Sequence[TableStatus] | None, limit: int, offset: int
    ) -> list[StoredTable]:
        """Tables with one of ``statuses`` (None: any), newest first, without their events."""
        ...

    async def live_table_ids(self) -> list[str]:
        """The ids of every table waiting or playing (only the ids: a cluster's nodes look
        for unowned tables with it every half a minute, and must not build 250 tables)."""
        ...

    async def live_tables_of(self, creator: str) -> int:
        """How many tables made from the address ``creator`` are waiting or playing."""
        ...

    async def delete_table(self, table_id: str) -> None:
        """Forget a table and its events (one closed before anyone played at it)."""
        ...

    async def close(self) -> None:
        """Release connections."""
        ...


class SeqConflictError(Exception):
    """An event number already taken: two writers for one table (a bug) or a replayed write."""


class FencedError(Exception):
    """An append from an owner whose claim of the table is no longer the current one: another
    process of the cluster took the table over (the lapsed owner must stop serving it)."""


class MemoryTableStore(MemoryEveningStore):
    """A store that keeps everything in memory: for tests and throwaway servers (its
    evenings too: an :class:`~circolo.storage.evenings.EveningStore`)."""

    def __init__(self) -> None:
        super().__init__()
        self._tables: dict[str, StoredTable] = {}
        self._epochs: dict[str, int] = {}

    async def save_table(self, table: StoredTable) -> None:
        """Insert or update a table, keeping its events."""
        events = self._tables[table.id].events if table.id in self._tables else []
        self._tables[table.id] = replace(copy.deepcopy(table), events=events)

    async def append_events(
        self,
        table_id: str,
        first_seq: int,
        events: list[dict[str, Any]],
        *,
        epoch: int | None = None,
    ) -> None:
        """Append events; the first must be numbered right after the last saved one."""
        stored = self._tables[table_id]
        if epoch is not None and epoch != self._epochs.get(table_id, 0):
            raise FencedError(f"table {table_id}: claim {epoch} is not the current one")
        if first_seq != len(stored.events):
            raise SeqConflictError(
                f"table {table_id}: event {first_seq} after {len(stored.events)}"
            )
        stored.events.extend(copy.deepcopy(events))

    async def claim_table(self, table_id: str) -> int:
        """The table's next epoch (KeyError for a table never saved)."""
        if table_id not in self._tables:
            raise KeyError(table_id)
        self._epochs[table_id] = self._epochs.get(table_id, 0) + 1
        return self._epochs[table_id]

    async def load_table(self, table_id: str) -> StoredTable | None:
        """A copy of the table with its events."""
        stored = self._tables.get(table_id)
        return copy.deepcopy(stored) if stored is not None else None

    async def unfinished_tables(self) -> list[StoredTable]:
        """Copies of every table waiting or playing."""
        return [
            copy.deepcopy(t) for t in self._tables.values() if t.status in ("waiting", "playing")
        ]

    async def list_tables(
        self, statuses: Sequence[TableStatus] | None, limit: int, offset: int
    ) -> list[StoredTable]:
        """Copies of the tables with one of ``statuses``, newest first, without events."""
        found = [t for t in self._tables.values() if statuses is None or t.status in statuses]
        found.sort(key=lambda t: (t.created_at, t.id), reverse=True)
        return [replace(copy.deepcopy(t), events=[]) for t in found[offset : offset + limit]]

    async def live_table_ids(self) -> list[str]:
        """The ids of the tables waiting or playing."""
        return [t.id for t in self._tables.values() if t.status in ("waiting", "playing")]

    async def live_tables_of(self, creator: str) -> int:
        """The tables made from ``creator`` that are waiting or playing."""
        return sum(
            1
            for t in self._tables.values()
            if t.creator == creator and t.status in ("waiting", "playing")
        )

    async def delete_table(self, table_id: str) -> None:
        """Forget a table (nothing happens for one never saved)."""
        self._tables.pop(table_id, None)
        self._epochs.pop(table_id, None)

    async def close(self) -> None:
        """Nothing to release."""
