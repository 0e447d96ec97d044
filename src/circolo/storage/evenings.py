"""What the server saves of a club evening, and the evening store protocol.

An evening (play/evening/live.py) changes a few dozen times in all — people join, the
director starts it, each round is made, each table hands in its boards — so it is saved as
one row holding its whole state, never as events. Every change is read, applied and written
back by compare-and-set on :attr:`StoredEvening.version`: any node of a cluster may take a
join or a start, and a writer that read an older version (another one wrote since, or a
driver whose lease lapsed) is refused with :class:`StaleEveningError` and reads again.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Final, Literal, Protocol

#: ``waiting`` for people, ``playing`` its rounds, ``finished``.
EveningStatus = Literal["waiting", "playing", "finished"]
#: The statuses of an evening still to be played (driven again after a restart).
LIVE_EVENINGS: Final[tuple[EveningStatus, ...]] = ("waiting", "playing")


@dataclass(frozen=True)
class StoredEvening:
    """An evening as saved: its status and creator apart (the caps count them), its whole
    state as JSON (``LiveEvening.to_json``: secrets included, never sent as it is)."""

    id: str
    status: EveningStatus
    #: The version this copy was read at, or is to be written as (1 when created).
    version: int
    state: dict[str, Any]
    #: The address the evening was made from while it is live (forgotten once finished).
    creator: str | None = None
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))


class StaleEveningError(Exception):
    """A compare-and-set on an evening whose saved version is not the one the writer read
    (or an evening never saved): read it again and apply the change again."""


class EveningExistsError(ValueError):
    """An evening created with an id already saved."""


class EveningStore(Protocol):
    """Where evenings are saved. Every method commits before it returns."""

    async def create_evening(self, evening: StoredEvening) -> None:
        """Save a new evening at its ``version``; :class:`EveningExistsError` for an id
        already saved."""
        ...

    async def load_evening(self, evening_id: str) -> StoredEvening | None:
        """The evening as saved (with its version), or None."""
        ...

    async def update_evening(self, evening: StoredEvening, version: int) -> None:
        """Write ``evening`` (its status, creator, state and new ``version``) over the saved
        one if that one is still at ``version``; :class:`StaleEveningError` otherwise."""
        ...

    async def live_evening_ids(self) -> list[str]:
        """The ids of every evening waiting or playing, oldest first."""
        ...

    async def live_evenings_of(self, creator: str) -> int:
        """How many evenings made from the address ``creator`` are waiting or playing."""
        ...


class MemoryEveningStore:
    """Evenings kept in memory (the memory table store is one): for tests and throwaway
    servers."""

    def __init__(self) -> None:
        self._evenings: dict[str, StoredEvening] = {}

    async def create_evening(self, evening: StoredEvening) -> None:
        """Save a new evening (a copy)."""
        if evening.id in self._evenings:
            raise EveningExistsError(f"evening {evening.id} is already saved")
        self._evenings[evening.id] = copy.deepcopy(evening)

    async def load_evening(self, evening_id: str) -> StoredEvening | None:
        """A copy of the evening, or None."""
        found = self._evenings.get(evening_id)
        return copy.deepcopy(found) if found is not None else None

    async def update_evening(self, evening: StoredEvening, version: int) -> None:
        """Write the evening if the saved one is at ``version``."""
        saved = self._evenings.get(evening.id)
        if saved is None or saved.version != version:
            raise StaleEveningError(f"evening {evening.id}: version {version} is not current")
        kept = replace(copy.deepcopy(evening), created_at=saved.created_at)
        self._evenings[evening.id] = kept

    async def live_evening_ids(self) -> list[str]:
        """The evenings waiting or playing, oldest first."""
        live = [e for e in self._evenings.values() if e.status in LIVE_EVENINGS]
        live.sort(key=lambda e: (e.created_at, e.id))
        return [e.id for e in live]

    async def live_evenings_of(self, creator: str) -> int:
        """The evenings made from ``creator`` that are waiting or playing."""
        return sum(
            1 for e in self._evenings.values() if e.creator == creator and e.status in LIVE_EVENINGS
        )
