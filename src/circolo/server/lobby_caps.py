"""The caps the lobby counts — tables and profiles made, connections open, live tables — on
this server, or (a node of a cluster) for every node together in Redis.

:class:`LobbyCaps` is the part of :class:`~circolo.server.tables.Lobby` that asks them; the
caps themselves are :class:`~circolo.server.limits.Limits`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from circolo.server.cluster.outage import needing_redis
from circolo.server.limits import ConnectionCount, CreationPace

if TYPE_CHECKING:
    from circolo.play.table import Table
    from circolo.server.cluster.caps import ClusterCaps
    from circolo.server.cluster.node import ClusterNode


class LobbyCaps:
    """What the lobby counts against its caps (mixed into the lobby, which sets these)."""

    cluster: ClusterNode | None
    tables: dict[str, Table]
    creations: CreationPace
    connections: ConnectionCount

    @property
    def _cluster_caps(self) -> ClusterCaps | None:
        """The caps counted for the whole cluster, or None on a server of its own."""
        return self.cluster.caps if self.cluster is not None else None

    async def may_create(self, address: str) -> bool:
        """Whether ``address`` may create one more table or profile now (the attempt is
        counted: on this server, or in the whole cluster; refused as ``cluster_down``
        while the cluster cannot count it)."""
        caps = self._cluster_caps
        if caps is None:
            return self.creations.allow(address)
        with needing_redis():
            return await caps.may_create(address)

    async def live_everywhere(self) -> int:
        """Tables waiting or playing on this server, or in the whole cluster."""
        caps = self._cluster_caps
        if caps is None:
            return self.live_count()
        with needing_redis():
            return await caps.live_tables()

    async def open_connection(self, address: str) -> bool:
        """Count a connection from ``address``; False (not counted) at the cap (refused as
        ``cluster_down`` while the cluster cannot count it)."""
        caps = self._cluster_caps
        if caps is not None:
            with needing_redis():
                return await caps.open_connection(address)
        return self.connections.acquire(address)

    async def close_connection(self, address: str) -> None:
        """A connection from ``address`` closed (in a cluster, counted once Redis hears)."""
        caps = self._cluster_caps
        if caps is not None:
            await caps.close_connection(address)
        else:
            self.connections.release(address)

    def live_count(self) -> int:
        """Tables waiting or playing now (what the server-wide cap counts)."""
        return sum(1 for table in self.tables.values() if table.status in ("waiting", "playing"))
