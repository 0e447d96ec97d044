"""A cluster node's part of the lobby: the summaries of its live tables, kept in Redis for
every node to list (written together a short while after they change, and only when they
did), and read back for the whole cluster's listing."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Final

import orjson

if TYPE_CHECKING:
    from circolo.server.cluster.keys import Keys
    from circolo.server.cluster.outage import Link
    from circolo.server.tables import Lobby

log = logging.getLogger("circolo.server.cluster.node")
#: Live statuses, listed from Redis.
LIVE: Final = ("waiting", "playing")


class Summaries:
    """The summaries a node writes for its tables (a part of :class:`ClusterNode`)."""

    redis: Any
    keys: Keys
    link: Link
    settled: dict[str, Any]
    flush_delay_s: float
    _lobby: Lobby | None
    _dirty: set[str]
    _written: dict[str, bytes]
    _statuses: dict[str, str | None]
    _flushing: asyncio.Task[None] | None

    if TYPE_CHECKING:  # the node's own

        @property
        def lobby(self) -> Lobby: ...

        def spawn(self, work: Any) -> None: ...

    def changed(self, table_id: str) -> None:
        """A table of this node changed: its summary in Redis is brought up to date soon (at
        once when its status changed: a table started or finished is listed so everywhere)."""
        self._dirty.add(table_id)
        table = self._lobby.tables.get(table_id) if self._lobby is not None else None
        status = None if table is None else table.status
        if status != self._statuses.get(table_id):  # started, finished, gone: at once
            self._statuses[table_id] = status
            self.spawn(self.flush())
        elif self._flushing is None or self._flushing.done():
            self._flushing = asyncio.get_running_loop().create_task(self.flush(self.flush_delay_s))

    async def flush(self, delay: float = 0.0) -> None:
        """Write the summaries of the tables that changed (and drop those no longer live):
        the changes of a short while go together, and a summary that is what Redis already
        holds (most moves change none) is not written again. ``delay``: seconds to let more
        changes gather first."""
        if delay:
            await asyncio.sleep(delay)
        while self._dirty:
            dirty, self._dirty = self._dirty, set()
            writing: dict[str, bytes | None] = {}
            for table_id in dirty:
                table = self.lobby.tables.get(table_id) if self._lobby is not None else None
                if table is not None and table.status in LIVE:
                    encoded = orjson.dumps(table.summary())
                    if self._written.get(table_id) != encoded:
                        writing[table_id] = encoded
                else:
                    writing[table_id] = None
            if not writing:
                continue
            async with self.redis.pipeline(transaction=False) as pipe:
                for table_id, written in writing.items():
                    if written is not None:
                        created = self.lobby.tables[table_id].stored.created_at.timestamp()
                        pipe.hset(self.keys.summaries, table_id, written)
                        pipe.zadd(self.keys.live, {table_id: created})
                    else:
                        pipe.hdel(self.keys.summaries, table_id)
                        pipe.zrem(self.keys.live, table_id)
                try:
                    await pipe.execute()
                except Exception as error:  # Redis away: these are written next time
                    if not self.link.failing:  # an outage is said once, by the node's round
                        log.warning("cluster: summaries not written (%s)", error)
                    self._dirty |= dirty
                    await asyncio.sleep(0.5)
                    continue
            for table_id, written in writing.items():
                if written is None:
                    self._written.pop(table_id, None)
                    self._statuses.pop(table_id, None)
                else:
                    self._written[table_id] = written

    def rewrite_summaries(self) -> None:
        """Redis answers again (and may have restarted empty): every table's summary is
        written at the next flush, whatever was written before."""
        self._written.clear()
        self._dirty |= set(self.lobby.tables)

    def forget_summary(self, table_id: str) -> None:
        """A table left this node for another, which writes its summary from now on."""
        self._dirty.discard(table_id)
        self._written.pop(table_id, None)
        self._statuses.pop(table_id, None)
        self.settled.pop(table_id, None)

    async def live_summaries(self) -> list[dict[str, Any]]:
        """The summaries of every live table of the cluster, newest first."""
        ids = await self.redis.zrevrange(self.keys.live, 0, -1)
        if not ids:
            return []
        values = await self.redis.hmget(self.keys.summaries, ids)
        return [orjson.loads(value) for value in values if value is not None]

    async def summary(self, table_id: str) -> dict[str, Any] | None:
        """A live table's summary as Redis has it, or None."""
        value = await self.redis.hget(self.keys.summaries, table_id)
        return None if value is None else dict(orjson.loads(value))
