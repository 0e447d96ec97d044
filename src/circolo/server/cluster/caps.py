"""Issue 8's caps counted across the cluster: table and profile creations per address (a
token bucket in Redis), open connections per address (each node's count in a hash of its
own, summed over the nodes alive, so a dead node's count goes with it at once), and live
tables.

A client that spreads its requests over the nodes meets the same limits as on one server.
Each node also keeps its own count of its connections: a close that Redis did not hear of
(Redis away) is not lost, and a node writes its whole count back when Redis returns.
"""

from __future__ import annotations

import logging
from collections import Counter
from typing import Any, Final

from circolo.server.cluster.keys import Keys
from circolo.server.cluster.outage import REDIS_DOWN
from circolo.server.limits import Limits

log = logging.getLogger(__name__)

# A token bucket: ARGV rate (tokens a second), burst, expiry (ms); 1 when a token was taken.
_TAKE: Final = """
local clock = redis.call('TIME')
local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'stamp')
local burst = tonumber(ARGV[2])
local tokens = tonumber(saved[1]) or burst
local stamp = tonumber(saved[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - stamp) * tonumber(ARGV[1]))
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'stamp', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return taken
"""
# Count one more connection of ARGV[1] in KEYS[1] (this node's) unless the sum over the
# counts of this node and of every other node still alive has reached the cap ARGV[2]. KEYS:
# ARGV[3] counts (this node's first), then the other nodes' heartbeats in the same order (a
# node whose heartbeat lapsed is dead: its people are reconnecting elsewhere). 1 when counted.
_OPEN: Final = """
local counts = tonumber(ARGV[3])
local open = tonumber(redis.call('HGET', KEYS[1], ARGV[1])) or 0
for i = 2, counts do
  if redis.call('EXISTS', KEYS[counts + i - 1]) == 1 then
    open = open + (tonumber(redis.call('HGET', KEYS[i], ARGV[1])) or 0)
  end
end
if open >= tonumber(ARGV[2]) then
  return 0
end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
return 1
"""
_CLOSE: Final = """
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
end
return 1
"""


class ClusterCaps:
    """The caps of :class:`~circolo.server.limits.Limits`, for every node together."""

    def __init__(self, redis: Any, keys: Keys, node_id: str, limits: Limits) -> None:
        self.redis = redis
        self.keys = keys
        self.node_id = node_id
        self.limits = limits
        self._take = redis.register_script(_TAKE)
        self._open = redis.register_script(_OPEN)
        self._close = redis.register_script(_CLOSE)
        #: This node's open connections per address, as counted (what Redis should hold).
        self._mine: Counter[str] = Counter()

    def _connections(self, node_id: str) -> str:
        return self.keys.count(f"connections:{node_id}")

    async def start(self) -> None:
        """A node that starts has no connection yet (a restarted one's old count goes)."""
        await self.redis.delete(self._connections(self.node_id))

    async def may_create(self, address: str) -> bool:
        """Whether ``address`` may create one more table or profile now (counted)."""
        rate = self.limits.creations_per_minute / 60.0
        burst = self.limits.creation_burst
        expiry_ms = int(1000 * (burst / rate + 60))
        key = self.keys.count(f"creations:{address}")
        return bool(await self._take(keys=[key], args=[rate, burst, expiry_ms]))

    async def open_connection(self, address: str) -> bool:
        """Count a connection from ``address``; False (not counted) at the cluster's cap."""
        nodes = sorted(n.decode() for n in await self.redis.smembers(self.keys.nodes))
        others = [node for node in nodes if node != self.node_id]
        keys = [self._connections(self.node_id), *(self._connections(n) for n in others)]
        keys += [self.keys.node(node) for node in others]
        cap = self.limits.connections_per_address
        counted = bool(await self._open(keys=keys, args=[address, cap, 1 + len(others)]))
        if counted:
            self._mine[address] += 1
        return counted

    async def close_connection(self, address: str) -> None:
        """A connection from ``address`` to this node closed (counted here at once; in Redis
        now, or when it returns)."""
        self._mine[address] -= 1
        if self._mine[address] <= 0:
            del self._mine[address]
        try:
            await self._close(keys=[self._connections(self.node_id)], args=[address])
        except REDIS_DOWN as error:
            log.info("cluster: a closed connection is counted once Redis is back (%s)", error)

    async def restore(self) -> None:
        """Redis answers again: write this node's counts back as they are (a restarted Redis
        lost them; one that was only away missed the connections closed meanwhile)."""
        key = self._connections(self.node_id)
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.delete(key)
            if self._mine:
                pipe.hset(key, mapping=dict(self._mine))
            await pipe.execute()

    async def forget(self, dead: str) -> None:
        """A dead node's connections are gone with it."""
        await self.redis.delete(self._connections(dead))

    async def live_tables(self) -> int:
        """Tables waiting or playing in the whole cluster."""
        return int(await self.redis.zcard(self.keys.live))
