"""Who owns which table: leases in Redis, set if absent, with an expiry their owner renews.

A node that creates or takes over a table sets the table's lease to its own id only if no
one holds it (``SET NX PX``) and renews all its leases every :data:`RENEW_EVERY_S`; a node
that stops renewing (killed, paused, cut off) loses them after the lease's time, and the
survivors take its tables over. A lease alone is not proof enough: a paused node may wake
up still believing it owns a table, so the store refuses its writes too (fencing: the
table's epoch, ``TableStore.claim_table``).
"""

from __future__ import annotations

from typing import Any, Final

from circolo.server.cluster.keys import Keys

#: How long a lease or a heartbeat lasts without renewal (milliseconds).
LEASE_MS: Final = 3000
#: How often a node renews its leases and heartbeat, and looks for dead nodes (seconds).
RENEW_EVERY_S: Final = 0.75

# Renew the leases this node still holds; the (1-based) positions of those another node
# holds now. A lease nobody holds (Redis restarted and lost its keys) is taken again: were
# it no longer this node's to take, the store's fencing refuses its next write.
_RENEW = """
local lost = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('GET', key)
  if holder == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
  elseif not holder then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
  else
    table.insert(lost, i)
  end
end
return lost
"""
# Delete a lease only if this node holds it.
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""


class Leases:
    """One node's leases and heartbeat, and what it can see of the other nodes'."""

    def __init__(self, redis: Any, keys: Keys, node_id: str, lease_ms: int = LEASE_MS) -> None:
        self.redis = redis
        self.keys = keys
        self.node_id = node_id
        self.lease_ms = lease_ms
        self._renew = redis.register_script(_RENEW)
        self._release = redis.register_script(_RELEASE)

    async def acquire(self, table_id: str) -> bool:
        """Take the lease on a table if nobody holds it; whether this node holds it now."""
        taken = await self.redis.set(
            self.keys.lease(table_id), self.node_id, nx=True, px=self.lease_ms
        )
        if taken:
            await self.redis.sadd(self.keys.owned(self.node_id), table_id)
        return bool(taken)

    async def renew(self, table_ids: list[str]) -> list[str]:
        """Renew the leases on ``table_ids``; those this node no longer holds."""
        if not table_ids:
            return []
        keys = [self.keys.lease(table_id) for table_id in table_ids]
        lost = await self._renew(keys=keys, args=[self.node_id, self.lease_ms])
        return [table_ids[int(position) - 1] for position in lost]

    async def release(self, table_id: str) -> None:
        """Give a lease up (the table finished, closed or left this node)."""
        await self._release(keys=[self.keys.lease(table_id)], args=[self.node_id])
        await self.redis.srem(self.keys.owned(self.node_id), table_id)

    async def restore(self, table_ids: list[str]) -> None:
        """Redis answers again after an outage: the tables this node holds are listed as its
        own again (their leases are renewed by its round; a restarted Redis lost the list,
        which is where the survivors would look for them if this node died)."""
        if table_ids:
            await self.redis.sadd(self.keys.owned(self.node_id), *table_ids)

    async def hand_over(self, table_id: str) -> None:
        """Give a lease up but leave the table on this node's list: a node that stops hands
        its tables to the survivors, who find them there."""
        await self._release(keys=[self.keys.lease(table_id)], args=[self.node_id])

    async def owner(self, table_id: str) -> str | None:
        """The node holding the table's lease, or None."""
        value = await self.redis.get(self.keys.lease(table_id))
        return None if value is None else _text(value)

    async def owners(self, table_ids: list[str]) -> list[str | None]:
        """The node holding each table's lease (None where nobody does), in one round trip."""
        if not table_ids:
            return []
        values = await self.redis.mget([self.keys.lease(table_id) for table_id in table_ids])
        return [None if value is None else _text(value) for value in values]

    async def beat(self) -> None:
        """This node is alive (its heartbeat lasts as long as a lease)."""
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.set(self.keys.node(self.node_id), "1", px=self.lease_ms)
            pipe.sadd(self.keys.nodes, self.node_id)
            await pipe.execute()

    async def alive(self, node_id: str) -> bool:
        """Whether ``node_id``'s heartbeat is there."""
        return bool(await self.redis.exists(self.keys.node(node_id)))

    async def dead_nodes(self) -> list[str]:
        """Nodes that joined and whose heartbeat lapsed (not this one)."""
        members = sorted(_text(m) for m in await self.redis.smembers(self.keys.nodes))
        others = [node for node in members if node != self.node_id]
        if not others:
            return []
        async with self.redis.pipeline(transaction=False) as pipe:
            for node in others:
                pipe.exists(self.keys.node(node))
            beating = await pipe.execute()
        return [node for node, alive in zip(others, beating, strict=True) if not alive]

    async def tables_of(self, node_id: str) -> list[str]:
        """The tables a node held leases on (a dead node's: those to take over)."""
        return sorted(_text(t) for t in await self.redis.smembers(self.keys.owned(node_id)))

    async def let_go(self, node_id: str, table_id: str) -> None:
        """A dead node's table was taken over (or finished): off its list."""
        await self.redis.srem(self.keys.owned(node_id), table_id)

    async def bury(self, node_id: str) -> None:
        """Forget a dead node whose tables were all taken over."""
        if not await self.redis.scard(self.keys.owned(node_id)):
            await self.redis.srem(self.keys.nodes, node_id)

    async def leave(self) -> None:
        """This node stops: its heartbeat and name go (its leases were released)."""
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.delete(self.keys.node(self.node_id))
            pipe.srem(self.keys.nodes, self.node_id)
            await pipe.execute()


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value
