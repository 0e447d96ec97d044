"""When Redis cannot be reached: what a node refuses, what it lets go, and how it comes back.

Redis is the cluster's only link between its nodes (leases, heartbeats, the bus). While it
is away each node plays on the tables it owns, but nothing that needs the others can be
done:

- a request that needs Redis (the lobby's listing, a new table, a new socket's count) is
  refused with ``cluster_down`` (HTTP 503, a sentence; a socket gets the error and close
  1013, after which the browser connects again) — never a 500, and never after a long
  wait: every Redis command gives up after :data:`REDIS_TIMEOUT_S`;
- once the link has been down for one lease (the time after which the other nodes would
  count this one dead), the seats relayed through other nodes are let go as a player who
  left: shown as not connected, and played by the computer; this node's own seats at the
  other nodes' tables are told why nothing moves, and their messages are refused at once;
- when Redis answers again, the node writes back what Redis lost (its connection counts,
  its leases' list, the lobby's summaries of its tables) and connects its relayed seats and
  spectators to their tables again, each with a fresh snapshot — their sockets stay open.
  For one lease after that it judges no node dead and takes no table over: every node's
  heartbeat lapsed during the outage, and each beats again at its next round.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Final

from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from circolo.core.hosting.refusals import TableError

if TYPE_CHECKING:
    from circolo.server.cluster.node import ClusterNode

log = logging.getLogger(__name__)

#: Seconds a Redis command (or a connection to Redis) may take before it fails: a Redis
#: that hangs must not hang the requests that need it (an answer takes a millisecond).
REDIS_TIMEOUT_S: Final = 1.0


class InboxNotHeardError(RedisConnectionError):
    """Redis answers but this node's inbox is not subscribed again yet: calls and relayed
    messages sent to it would be lost, so the node is not linked yet."""


#: What a Redis that cannot be reached (down, hung, restarting, loading) raises.
REDIS_DOWN: Final = (RedisConnectionError, RedisTimeoutError)


def cluster_down() -> TableError:
    """The refusal of whatever needs the other nodes while Redis cannot be reached."""
    return TableError("cluster_down", "server.error.cluster_down")


@contextlib.contextmanager
def needing_redis() -> Iterator[None]:
    """Run a block that needs Redis: a Redis that cannot be reached is refused as
    :func:`cluster_down` (a sentence, HTTP 503), not raised as a library's error."""
    try:
        yield
    except REDIS_DOWN as error:
        log.debug("cluster: refused, Redis cannot be reached (%s)", error)
        raise cluster_down() from None


class Link:
    """What a node knows of its link to Redis, from its rounds: since when it fails, whether
    it was cut off (failing for ``grace_s``), and whether it came back less than
    ``settle_s`` ago."""

    def __init__(self, grace_s: float, settle_s: float) -> None:
        self.grace_s = grace_s
        self.settle_s = settle_s
        self.failing_since: float | None = None
        #: Failing for longer than the grace: the relayed seats were let go.
        self.cut = False
        self._back_at = -settle_s

    def failed(self, error: BaseException, began: float) -> bool:
        """A round that ``began`` then (monotonic seconds) could not reach Redis; whether
        the link counts as cut off from now on (once per outage)."""
        now = time.monotonic()
        if self.failing_since is None:
            self.failing_since = began  # a hung Redis failed the round a timeout after
            log.warning("cluster: Redis cannot be reached (%s); tables here play on", error)
        if self.cut or now - self.failing_since < self.grace_s:
            return False
        self.cut = True
        return True

    @property
    def failing(self) -> bool:
        """Whether the last round failed to reach Redis."""
        return self.failing_since is not None

    def restored(self) -> None:
        """A round reached Redis again (and what Redis lost was written back)."""
        if self.failing_since is not None:
            lasted = time.monotonic() - self.failing_since
            log.warning("cluster: Redis answers again after %.1f s", lasted)
        self.failing_since = None
        self.cut = False
        self._back_at = time.monotonic()

    def settling(self) -> bool:
        """Whether the link came back too recently to judge the other nodes by their
        heartbeats (each lapsed while Redis was away; each beats again at its next round)."""
        return time.monotonic() - self._back_at < self.settle_s


async def let_relays_go(node: ClusterNode) -> None:
    """The link is cut off: the calls waiting for other nodes are refused, the seats relayed
    to this node's tables from others are let go (as players who left: the computer plays
    them until they connect again), and this node's seats at other nodes' tables are told
    why nothing moves."""
    log.warning("cluster: cut off from the other nodes; their seats here are played by the AI")
    node.bus.cut_off(cluster_down)
    for key, peer in list(node.peers.items()):
        await node.drop_peer(key, peer)
    for door in list(node.doors.values()):
        door.cut_off(cluster_down().to_text())


async def restore(node: ClusterNode) -> None:
    """Redis answers again after failing: write back what it may have lost (a restarted
    Redis starts empty), then connect this node's relayed seats and spectators to their
    tables again, on tasks of their own."""
    tables = list(node.lobby.tables)
    await node.leases.restore(tables)
    if node.caps is not None:
        await node.caps.restore()
    node.rewrite_summaries()
    node.spawn(node.flush())  # retried by itself while Redis fails again: not in the round
    node.bus.linked()
    for door in list(node.doors.values()):
        node.spawn(door.reconnect())
