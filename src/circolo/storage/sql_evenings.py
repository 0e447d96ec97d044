"""The evening half of the SQL store: one ``evenings`` row per club evening, changed by
compare-and-set on its ``version`` (storage/evenings.py).

:class:`EveningQueries` is mixed into :class:`~circolo.storage.sql.SqlTableStore`, which
gives it the engine; together they are the :class:`~circolo.storage.evenings.EveningStore`
protocol on SQLite or PostgreSQL.
"""

from __future__ import annotations

from typing import Final, get_args

from sqlalchemy import func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine

from circolo.storage.evenings import (
    LIVE_EVENINGS,
    EveningExistsError,
    EveningStatus,
    StaleEveningError,
    StoredEvening,
)
from circolo.storage.schema import EveningRow
from circolo.storage.sql_profiles import _check_aware

_STATUSES: Final[tuple[EveningStatus, ...]] = get_args(EveningStatus)


class EveningQueries:
    """Evenings in the database (mixed into the SQL store)."""

    _engine: AsyncEngine

    async def create_evening(self, evening: StoredEvening) -> None:
        """Insert a new evening; :class:`EveningExistsError` for an id already saved."""
        _check(evening)
        _check_aware(evening.created_at, f"evening {evening.id}: created_at")
        values = {
            "id": evening.id,
            "status": evening.status,
            "version": evening.version,
            "creator": evening.creator,
            "created_at": evening.created_at,
            "state": evening.state,
        }
        try:
            async with self._engine.begin() as connection:
                await connection.execute(insert(EveningRow), values)
        except IntegrityError as error:
            raise EveningExistsError(f"evening {evening.id} is already saved") from error

    async def load_evening(self, evening_id: str) -> StoredEvening | None:
        """The evening as saved, or None."""
        query = select(
            EveningRow.id,
            EveningRow.status,
            EveningRow.version,
            EveningRow.state,
            EveningRow.creator,
            EveningRow.created_at,
        ).where(EveningRow.id == evening_id)
        async with self._engine.connect() as connection:
            row = (await connection.execute(query)).one_or_none()
        if row is None:
            return None
        return StoredEvening(
            id=row.id,
            status=_status(row.status),
            version=int(row.version),
            state=row.state,
            creator=row.creator,
            created_at=row.created_at,
        )

    async def update_evening(self, evening: StoredEvening, version: int) -> None:
        """Write the evening where the saved one is at ``version``: one statement, so two
        writers that read the same version cannot both pass."""
        _check(evening)
        query = (
            update(EveningRow)
            .where(EveningRow.id == evening.id, EveningRow.version == version)
            .values(
                status=evening.status,
                version=evening.version,
                creator=evening.creator,
                state=evening.state,
            )
            .returning(EveningRow.id)
        )
        async with self._engine.begin() as connection:
            written = await connection.scalar(query)
        if written is None:
            raise StaleEveningError(f"evening {evening.id}: version {version} is not current")

    async def live_evening_ids(self) -> list[str]:
        """The ids of the evenings waiting or playing, oldest first."""
        query = (
            select(EveningRow.id)
            .where(EveningRow.status.in_(LIVE_EVENINGS))
            .order_by(EveningRow.created_at, EveningRow.id)
        )
        async with self._engine.connect() as connection:
            return list((await connection.scalars(query)).all())

    async def live_evenings_of(self, creator: str) -> int:
        """The evenings made from ``creator`` that are waiting or playing: one count."""
        query = (
            select(func.count())
            .select_from(EveningRow)
            .where(EveningRow.creator == creator, EveningRow.status.in_(LIVE_EVENINGS))
        )
        async with self._engine.connect() as connection:
            return int(await connection.scalar(query) or 0)


def _check(evening: StoredEvening) -> None:
    if evening.status not in _STATUSES:
        raise ValueError(f"evening {evening.id}: status {evening.status!r} is none of {_STATUSES}")


def _status(value: str) -> EveningStatus:
    for status in _STATUSES:
        if value == status:
            return status
    raise ValueError(f"stored evening status {value!r} is not one of {_STATUSES}")
