"""Club evenings across a cluster: one node drives each playing evening, under a lease.

The node that drives an evening (server/evenings.py) holds a lease on it in Redis, renewed
as a table's is, in a key space of its own (``{prefix}:ev:``), so that nothing that sweeps
or buries tables ever takes an evening for a table. Every node looks now and then at the
store's playing evenings: one whose lease nobody holds (its node died and the lease lapsed,
or the whole cluster stopped) is taken and driven here. A node that finds its lease on an
evening held by another stops its driver; were it to write still (frozen, then woken), the
evening's compare-and-set write refuses a stale version, and every change of the driver is
one a second driver would make alike (a round begins once, a table's results go in once).
The evening's tables are the cluster's like any other: made on the driver's node, taken
over by the survivors when it dies, and read by the driver wherever they are (the lobby's
summary and record, relayed to their owner).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Final

from circolo.server.cluster.keys import Keys
from circolo.server.cluster.leases import Leases

if TYPE_CHECKING:
    from circolo.server.cluster.node import ClusterNode
    from circolo.server.evenings import Evenings

log = logging.getLogger(__name__)

#: Seconds between two looks at the store for playing evenings that no node drives.
EVENING_SWEEP_S: Final = 5.0


class EveningLeases:
    """A node's leases on the evenings it drives, and its look for those nobody drives."""

    def __init__(self, leases: Leases, renew_every_s: float, sweep_every_s: float) -> None:
        self.leases = leases
        self.renew_every_s = renew_every_s
        self.sweep_every_s = sweep_every_s
        self._swept = float("-inf")
        self._failing = False
        #: Evenings whose lease another node holds now: their drivers stop, not releasing it.
        self._lost: set[str] = set()

    @classmethod
    def of(cls, node: ClusterNode, sweep_every_s: float = EVENING_SWEEP_S) -> EveningLeases:
        """The evening leases of ``node``: its id, its lease's length, its round's pace."""
        keys = Keys(f"{node.keys.prefix}:ev")
        leases = Leases(node.redis, keys, node.node_id, node.leases.lease_ms)
        return cls(leases, node.renew_every_s, sweep_every_s)

    @property
    def node_id(self) -> str:
        """This node's id (a lease's value)."""
        return self.leases.node_id

    async def take(self, evening_id: str) -> bool:
        """Take the evening's lease if nobody holds it; whether this node holds it now."""
        if await self.leases.acquire(evening_id):
            return True
        return await self.leases.owner(evening_id) == self.node_id

    async def may_drive(self, evening_id: str) -> bool:
        """Whether this node may drive the evening: while it holds the evening's lease
        (taken now if nobody holds it; Redis away, a later look takes it)."""
        try:
            if await self.take(evening_id):
                return True
        except Exception as error:
            log.warning("evening %s: its lease cannot be taken (%s)", evening_id, error)
        self._lost.add(evening_id)  # not this node's: its driver stops, leaving the lease
        return False

    def lost(self, evening_id: str) -> None:
        """Another node holds the evening's lease now (its driver here is stopped)."""
        self._lost.add(evening_id)

    async def driver_stopped(self, evening_id: str, *, again: bool) -> None:
        """A driver here stopped: the evening's lease is given up (it finished, or this node
        stops and another takes it at once), unless another node holds it now or ``again``
        a new driver here began meanwhile."""
        if evening_id in self._lost:
            self._lost.discard(evening_id)
            return
        if again:
            return
        try:
            await self.leases.release(evening_id)
        except Exception as error:  # it lapses by itself
            log.warning("evening %s: its lease was not given up (%s)", evening_id, error)

    async def watch(self, evenings: Evenings) -> None:
        """Renew the leases of the evenings driven here, stop the drivers of those lost, and
        take the playing evenings nobody drives; until cancelled."""
        while True:
            try:
                await self.round(evenings)
                if self._failing:
                    log.warning("evenings: Redis answers again")
                self._failing = False
            except asyncio.CancelledError:
                raise
            except Exception as error:  # Redis away: drivers go on, fenced by the store
                if not self._failing:
                    log.warning("evenings: their leases cannot be renewed (%s)", error)
                self._failing = True
            await asyncio.sleep(self.renew_every_s)

    async def round(self, evenings: Evenings) -> None:
        """One look: leases renewed (a lost one stops its driver), and now and then the
        playing evenings that no node drives taken."""
        for evening_id in await self.leases.renew(evenings.driven()):
            log.warning("evening %s: its lease was lost; another node drives it", evening_id)
            evenings.stop_driving(evening_id)
        if time.monotonic() - self._swept >= self.sweep_every_s:
            await self.sweep(evenings)

    async def sweep(self, evenings: Evenings) -> None:
        """Drive here the playing evenings whose lease nobody holds."""
        self._swept = time.monotonic()
        driven = set(evenings.driven())
        others = [e for e in await evenings.store.live_evening_ids() if e not in driven]
        for evening_id, owner in zip(others, await self.leases.owners(others), strict=True):
            if owner is not None:
                continue
            stored = await evenings.store.load_evening(evening_id)
            if stored is not None and stored.status == "playing":
                log.warning("evening %s: nobody drives it; node %s does", evening_id, self.node_id)
                evenings.drive(evening_id)
