"""One node of a cluster: its leases and heartbeat, the calls it answers for the tables it
owns, the doors to the tables others own, the takeover of a dead node's tables, and the
lobby's summaries of its live tables in Redis.

Every :data:`~circolo.server.cluster.leases.RENEW_EVERY_S` the node says it is alive,
renews its leases (a table whose lease it lost is dropped at once: another node owns it),
and looks for nodes whose heartbeat lapsed: their pending calls are refused, the seats they
relayed are disconnected, and the doors that led to their tables find the new owner; their
tables are taken over (lease, claim in the store, replay of the saved events) by the nodes
their players connect through again, and a moment later by this node if nobody did. Now and
then it also sweeps the store for unfinished tables nobody owns (after the whole cluster
stopped). A round that cannot reach Redis tells the node's link (cluster/outage.py: what is
let go while Redis is away, and written back when it returns).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
import time
from typing import TYPE_CHECKING, Any, Final

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Disconnect, Unwatch
from circolo.server.cluster.bus import CLOSE_WAIT_S, Bus, RemotePeer
from circolo.server.cluster.calls import answer_call
from circolo.server.cluster.caps import ClusterCaps
from circolo.server.cluster.following import follow_players, settle
from circolo.server.cluster.keys import Keys
from circolo.server.cluster.leases import LEASE_MS, RENEW_EVERY_S, Leases
from circolo.server.cluster.outage import (
    REDIS_DOWN,
    REDIS_TIMEOUT_S,
    InboxNotHeardError,
    Link,
    let_relays_go,
    restore,
)
from circolo.server.cluster.remote import TableDoor
from circolo.server.cluster.summaries import LIVE, Summaries

if TYPE_CHECKING:
    from circolo.play.table import Table
    from circolo.server.tables import Lobby

log = logging.getLogger(__name__)

#: Seconds between two sweeps of the store for unfinished tables that nobody owns.
SWEEP_EVERY_S: Final = 30.0
#: Connections a node opens to Redis at most (the bus's subscriber and writer among them).
REDIS_CONNECTIONS: Final = 64
#: Seconds a Redis command waits for a free connection before it fails.
REDIS_WAIT_S: Final = 10.0
#: Seconds the lobby's summaries of changed tables gather before one write to Redis.
FLUSH_DELAY_S: Final = 0.1
#: Seconds leaving the cluster waits for the node's round to end.
STOP_WAIT_S: Final = 5.0
#: Seconds a dead node's tables are left to the nodes its players connect through again
#: (each takes a table over as one of its seats asks for it), before this node takes what
#: is left: a table taken where its players are need not move there afterwards.
BURY_GRACE_S: Final = 2.0


class ClusterNode(Summaries):
    """This process as one node of the cluster (``circolo serve --redis``)."""

    def __init__(
        self,
        redis: Any,
        *,
        node_id: str | None = None,
        prefix: str = "circolo",
        lease_ms: int = LEASE_MS,
    ) -> None:
        self.redis = redis
        self.keys = Keys(prefix)
        self.node_id = node_id or f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"
        self.leases = Leases(redis, self.keys, self.node_id, lease_ms)
        #: The caps counted for the whole cluster (set by :meth:`start`, with the limits).
        self.caps: ClusterCaps | None = None
        self.bus = Bus(redis, self.keys, self.node_id, self._on_call)
        self.renew_every_s = RENEW_EVERY_S * lease_ms / LEASE_MS
        self.bury_grace_s = BURY_GRACE_S * lease_ms / LEASE_MS
        #: The link to Redis: cut off after failing for one lease (when the other nodes would
        #: count this one dead), and settling for one lease after it returns (until every
        #: node had a round to beat again).
        self.link = Link(grace_s=lease_ms / 1000, settle_s=lease_ms / 1000)
        #: When each dead node was first seen dead (its tables are taken a moment later).
        self._dead_since: dict[str, float] = {}
        self._lobby: Lobby | None = None
        self.doors: dict[str, TableDoor] = {}
        #: Seats connected through other nodes, by (node, connection id).
        self.peers: dict[tuple[str, str], RemotePeer] = {}
        self._dirty: set[str] = set()
        #: The summaries as last written to Redis, by table (unchanged ones are not rewritten).
        self._written: dict[str, bytes] = {}
        #: Each table's status as last seen by :meth:`changed` (a new one is written at once).
        self._statuses: dict[str, str | None] = {}
        #: How long changes gather before their summaries are written together.
        self.flush_delay_s = FLUSH_DELAY_S
        self._flushing: asyncio.Task[None] | None = None
        self._watch: asyncio.Task[None] | None = None
        #: Set when the node leaves: its round stops even where a library swallowed the
        #: cancellation (Python 3.11's ``wait_for`` can, when its wait ends as it is cancelled).
        self.stopping = False
        #: Set as the node starts to leave: other nodes' calls are refused as ``moved`` (their
        #: doors look for the table again, and take it once its lease is handed back).
        self.leaving = False
        self._tasks: set[asyncio.Task[Any]] = set()
        self._swept = 0.0
        #: Tables being handed over to the node their players come through, and until when
        #: each table taken here stays (cluster/following.py).
        self.moving: set[str] = set()
        self.settled: dict[str, float] = {}

    @classmethod
    def from_url(cls, url: str, **settings: Any) -> ClusterNode:
        """A node on the Redis at ``url`` (``redis://[:PASSWORD@]HOST:PORT/DB``), through at
        most :data:`REDIS_CONNECTIONS` connections: a burst (hundreds of people reconnecting
        after another node died) waits for one rather than failing. A command that gets no
        answer in :data:`~circolo.server.cluster.outage.REDIS_TIMEOUT_S` fails (a Redis that
        hangs is a Redis away); the bus's reading waits without a limit."""
        from redis.asyncio import BlockingConnectionPool, Redis

        pool = BlockingConnectionPool.from_url(
            url,
            max_connections=REDIS_CONNECTIONS,
            timeout=REDIS_WAIT_S,
            socket_timeout=REDIS_TIMEOUT_S,
            socket_connect_timeout=REDIS_TIMEOUT_S,
        )
        return cls(Redis.from_pool(pool), **settings)

    @property
    def lobby(self) -> Lobby:
        """The lobby this node serves (set by :meth:`start`)."""
        if self._lobby is None:
            raise RuntimeError("the cluster node was not started")
        return self._lobby

    # -- life ------------------------------------------------------------------------------

    async def start(self, lobby: Lobby) -> None:
        """Join the cluster: read the inbox, say it is alive, take the unowned tables."""
        self._lobby = lobby
        self.caps = ClusterCaps(self.redis, self.keys, self.node_id, lobby.limits)
        await self.caps.start()
        await self.bus.start()
        await self.leases.beat()
        await self.sweep()
        self._watch = asyncio.get_running_loop().create_task(self._watching(), name="cluster")

    async def stop(self) -> None:
        """Leave the cluster (the lobby stopped its tables first): leases are released and
        the heartbeat removed, so the other nodes take the tables over at once."""
        self.stopping = True
        if self._watch is not None:
            self._watch.cancel()
            await asyncio.wait({self._watch}, timeout=STOP_WAIT_S)
        for task in list(self._tasks):
            task.cancel()
        if self._lobby is not None:
            for table_id in list(self._lobby.tables):
                with contextlib.suppress(Exception):
                    await self.leases.hand_over(table_id)
        with contextlib.suppress(Exception):
            await self.redis.delete(self.keys.node(self.node_id))
        await self.bus.close()
        try:
            await asyncio.wait_for(self.redis.aclose(), CLOSE_WAIT_S)
        except Exception:  # the wait ran out (redis/redis-py#3941): every connection goes
            with contextlib.suppress(Exception):
                await self.redis.connection_pool.disconnect(inuse_connections=True)

    def let_relayed_seats_stay(self) -> None:
        """This node stops: the seats relayed to it through other nodes are let go without
        closing their sockets there. Those nodes find this one gone at their next round and
        connect the seats to whichever node takes each table over (a drain, as a death,
        costs the players on other nodes no reconnection)."""
        self.leaving = True  # calls from now on are refused as moved: doors look again
        for peer in self.peers.values():
            peer.gone()
        self.peers.clear()

    async def _watching(self) -> None:
        while not self.stopping:
            await asyncio.sleep(self.renew_every_s)
            try:
                await self._round()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("cluster: the node's round failed")

    async def _round(self) -> None:
        """A round, or what a round that cannot reach Redis tells the link (the next one
        tries again; cut off after a while, the relayed seats are let go)."""
        began = time.monotonic()
        try:
            await self.tick()
        except REDIS_DOWN as error:
            if self.link.failed(error, began):
                await let_relays_go(self)

    async def tick(self) -> None:
        """One round: heartbeat, leases renewed, dead nodes buried, unowned tables swept —
        and, after Redis was away, what it lost written back (cluster/outage.py)."""
        if not self.bus.listening:
            raise InboxNotHeardError("this node's inbox is not subscribed again yet")
        await self.leases.beat()
        # A table being handed over is not renewed: its lease is released as it leaves, and a
        # renewal in flight would take that lease again (the move would wait a whole lease).
        lost = await self.leases.renew([t for t in self.lobby.tables if t not in self.moving])
        for table_id in lost:
            log.warning("table %s: its lease was lost; another node serves it now", table_id)
            await self.lobby.lose(table_id)
        if self.link.failing or self.bus.relinked:  # Redis was away, if only for a moment
            self.bus.relinked = False
            await restore(self)
            self.link.restored()
            self._dead_since.clear()  # their heartbeats lapsed with Redis: judged afresh
        if self.link.settling():
            return  # no node is judged dead, nor any table taken, until all beat again
        await self.check_links()
        now, dead_now = time.monotonic(), await self.leases.dead_nodes()
        self._dead_since = {node: self._dead_since.get(node, now) for node in dead_now}
        for dead, since in self._dead_since.items():
            if now - since >= self.bury_grace_s:
                await self.bury(dead)
        if time.monotonic() - self._swept >= SWEEP_EVERY_S:
            await self.sweep()
            self.forget_idle_doors()
        follow_players(self)

    # -- owning --------------------------------------------------------------------------------

    async def own_new(self, table: Table) -> None:
        """A table this node just created: its lease and its first claim."""
        if not await self.leases.acquire(table.id):
            raise TableError("store_down", "server.error.store_down")
        table.claimed(await self.lobby.store.claim_table(table.id))

    async def take_over(self, table_id: str) -> bool:
        """Take a table nobody owns: lease, claim, replay; whether this node serves it now."""
        return await self._take(table_id) == "mine"

    async def _take(self, table_id: str) -> str:
        """``mine`` (this node serves it now), ``taken`` (another node holds its lease) or
        ``gone`` (the store has no live table of that id)."""
        if not await self.leases.acquire(table_id):
            return "taken"
        try:
            epoch = await self.lobby.store.claim_table(table_id)
            stored = await self.lobby.store.load_table(table_id)
            if stored is None or stored.status not in LIVE:
                await self.leases.release(table_id)
                return "gone"
            self._written.pop(table_id, None)  # another node wrote its summary since
            door = self.doors.get(table_id)
            await self.lobby.adopt(stored, epoch, door.seats() if door is not None else [])
            if table_id not in self.lobby.tables:  # its events did not replay: set aside
                await self.leases.release(table_id)
                return "gone"
            if door is not None:
                door.arrived(self.node_id)
                self.doors.pop(table_id, None)
        except KeyError:
            await self.leases.release(table_id)
            return "gone"
        except Exception:
            log.exception("table %s: it could not be taken over", table_id)
            await self.leases.release(table_id)
            raise TableError("store_down", "server.error.store_down") from None
        settle(self, table_id)
        log.warning("table %s: taken over by node %s (claim %d)", table_id, self.node_id, epoch)
        return "mine"

    async def find_owner(self, table_id: str) -> str:
        """The node that owns a live table, taking it over if nobody does (waiting while a
        dead owner's lease lapses); no_table when the store has no live table of that id."""
        deadline = time.monotonic() + 2 * self.leases.lease_ms / 1000 + 2.0
        while True:
            owner = await self.leases.owner(table_id)
            if owner is not None and (owner == self.node_id or await self.leases.alive(owner)):
                if owner != self.node_id or table_id in self.lobby.tables:
                    return owner
            elif owner is None and not self.link.settling():  # its owner may renew it yet
                taken = await self._take(table_id)
                if taken == "mine":
                    return self.node_id
                if taken == "gone":
                    raise TableError("no_table", "server.error.no_table", table=table_id)
            if time.monotonic() > deadline:
                raise TableError("node_away", "server.error.node_away")
            await asyncio.sleep(0.05)

    async def door(self, table_id: str) -> TableDoor:
        """The door to a table this node does not hold."""
        door = self.doors.get(table_id)
        if door is None:
            owner = await self.find_owner(table_id)
            # Seats connecting at once share one door (it alone knows them all when the
            # table comes here or its owner dies).
            door = self.doors.get(table_id)
            if door is None:
                door = TableDoor(self, table_id, owner)
                if owner != self.node_id:
                    self.doors[table_id] = door
        return door

    def forget_idle_doors(self) -> None:
        """Drop the doors no seat of this node holds and nobody used for a while (a table
        whose summary was read here once, or whose seats moved on): a long-lived node does
        not keep one for every table it ever relayed."""
        now = time.monotonic()
        for table_id, door in list(self.doors.items()):
            if door.idle(now):
                self.doors.pop(table_id, None)

    async def released(self, table_id: str) -> None:
        """A table left this node (finished and forgotten, or closed)."""
        self.settled.pop(table_id, None)
        self.changed(table_id)
        with contextlib.suppress(Exception):
            await self.leases.release(table_id)

    async def check_links(self) -> None:
        """Look at the nodes this one talks to (owners behind its doors, nodes its seats come
        through, nodes it waits for an answer from): for each that died, refuse its calls,
        drop its seats, follow its tables."""
        linked = {door.owner for door in self.doors.values() if door.owner is not None}
        linked |= {node for node, _ in self.peers} | self.bus.waiting_on()
        linked.discard(self.node_id)
        for node in sorted(linked):
            if not await self.leases.alive(node):
                await self.cut_off(node)

    async def cut_off(self, dead: str) -> None:
        """A node this one talks to died: refuse the calls waiting for it, disconnect the
        seats that came through it, and send the doors that led to it to the new owner."""
        self.bus.fail_calls_to(dead)
        for key, peer in list(self.peers.items()):
            if key[0] == dead:
                await self.drop_peer(key, peer)
        for door in list(self.doors.values()):
            if door.owner == dead:
                door.owner = None
                self.spawn(door.relocate())

    async def drop_peer(self, key: tuple[str, str], peer: RemotePeer) -> None:
        """A seat or spectator relayed through another node that cannot be reached any more:
        nothing more is sent to it, and its table lets it go (a seat as a player who left:
        shown as not connected, the computer plays it until it connects again)."""
        peer.gone()
        self.peers.pop(key, None)
        table = self.lobby.tables.get(peer.table_id or "")
        if table is not None and peer.seat is not None:
            with contextlib.suppress(TableError):
                await table.request(Disconnect(peer.seat, peer))
        elif table is not None and peer.watching:
            with contextlib.suppress(TableError):
                await table.request(Unwatch(peer))

    async def bury(self, dead: str) -> None:
        """A node's heartbeat lapsed: take over its tables, then forget it."""
        for table_id in await self.leases.tables_of(dead):
            owner = await self.leases.owner(table_id)
            if owner == dead:
                continue  # its lease outlives its heartbeat by a moment: next round
            if owner is None:
                await self.take_over(table_id)
            await self.leases.let_go(dead, table_id)
        if not await self.leases.tables_of(dead) and self.caps is not None:
            await self.caps.forget(dead)
        await self.leases.bury(dead)

    async def sweep(self) -> None:
        """Take over the unfinished tables of the store that no node owns (their ids only
        are read: building every live table from its row cost a busy node a spike of tens
        of milliseconds every half a minute)."""
        self._swept = time.monotonic()
        live = await self.lobby.store.live_table_ids()
        others = [table_id for table_id in live if table_id not in self.lobby.tables]
        for start in range(0, len(others), 500):
            page = others[start : start + 500]
            for table_id, owner in zip(page, await self.leases.owners(page), strict=True):
                if owner is None:  # one round trip for a page's leases, not one a table
                    await self.take_over(table_id)

    # -- calls from other nodes ------------------------------------------------------------------

    async def _on_call(self, header: dict[str, Any]) -> Any:
        return await answer_call(self, header)

    async def read(self, table_id: str, what: str) -> Any:
        """A live table's summary or record, from its owner."""
        return await (await self.door(table_id)).read(what)

    def spawn(self, work: Any) -> None:
        """Run ``work`` on its own task, kept until it ends (cancelled when the node leaves)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._ended)

    def _ended(self, task: asyncio.Task[Any]) -> None:
        """A spawned task ended: let it go, and log what it failed with (nothing is lost
        silently)."""
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("cluster: %s failed", task.get_coro(), exc_info=task.exception())
