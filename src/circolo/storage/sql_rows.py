"""The SQL store's rows: a table as the ``tables`` row keeps it and back, its events as rows,
appends waiting for a group commit, and the check of an owner's claim (cluster fencing)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Final, get_args

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection

from circolo.storage.base import FencedError, StoredTable, TableStatus
from circolo.storage.schema import TableRow
from circolo.storage.sql_profiles import _check_aware

_STATUSES: Final[tuple[TableStatus, ...]] = get_args(TableStatus)
_BIGINT_MIN: Final = -(2**63)
_BIGINT_MAX: Final = 2**63 - 1


def row_values(table: StoredTable) -> dict[str, Any]:
    """The ``tables`` row of a table, after checking what the database could not keep."""
    if table.status not in _STATUSES:
        raise ValueError(f"table {table.id}: status {table.status!r} is not one of {_STATUSES}")
    if table.seed is not None and not _BIGINT_MIN <= table.seed <= _BIGINT_MAX:
        raise ValueError(f"table {table.id}: seed {table.seed} does not fit in 64 signed bits")
    _check_aware(table.created_at, f"table {table.id}: created_at")
    return {
        "id": table.id,
        "game": table.game,
        "variant": table.variant,
        "options": table.options,
        "seats": table.seats,
        "ai_delay_ms": table.ai_delay_ms,
        "training": table.training,
        "status": table.status,
        "secret": table.secret,
        "seed": table.seed,
        "created_at": table.created_at,
        "summary": table.summary,
        "spectators": table.spectators,
        "creator": table.creator,
        "board_set": table.board_set,
    }


@dataclass
class Append:
    """Events of one table waiting for the next group commit, and its caller's future."""

    table_id: str
    first_seq: int
    events: list[dict[str, Any]]
    done: asyncio.Future[None]
    #: The writer's claim of the table (None: a single server, no fencing).
    epoch: int | None = None


async def check_claims(connection: AsyncConnection, claims: dict[str, int]) -> None:
    """Raise :class:`FencedError` for the first table of ``claims`` whose current claim is
    another; the rows stay share-locked until the transaction ends, so that a new claim waits
    for the appends of this one to be committed. (A group commit on PostgreSQL checks its
    claims inside its one statement: :mod:`circolo.storage.postgres_writer`.)"""
    if not claims:
        return
    query = (
        select(TableRow.id, TableRow.owner_epoch)
        .where(TableRow.id.in_(sorted(claims)))
        .with_for_update(read=True)
    )
    current = {row[0]: row[1] for row in (await connection.execute(query)).all()}
    fenced = {table_id for table_id, epoch in claims.items() if current.get(table_id) != epoch}
    if fenced:
        table_id = min(fenced)
        raise FencedError(f"table {table_id}: claim {claims[table_id]} is not the current one")


def event_rows(table_id: str, first_seq: int, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``table_events`` rows of events numbered from ``first_seq``."""
    return [
        {"table_id": table_id, "seq": first_seq + offset, "payload": payload}
        for offset, payload in enumerate(events)
    ]


def stored_table(row: TableRow, *, with_events: bool = True) -> StoredTable:
    """A loaded row (with its events, unless told not to) as the store protocol's value."""
    return StoredTable(
        id=row.id,
        game=row.game,
        variant=row.variant,
        options=row.options,
        seats=row.seats,
        ai_delay_ms=row.ai_delay_ms,
        training=row.training,
        status=_status(row.status),
        secret=row.secret,
        seed=row.seed,
        created_at=row.created_at,
        events=[event_row.payload for event_row in row.events] if with_events else [],
        summary=row.summary,
        spectators=row.spectators,
        creator=row.creator,
        board_set=row.board_set,
    )


def _status(value: str) -> TableStatus:
    """A stored status checked against the known ones (a row written by hand may hold others)."""
    for status in _STATUSES:
        if value == status:
            return status
    raise ValueError(f"stored table status {value!r} is not one of {_STATUSES}")
