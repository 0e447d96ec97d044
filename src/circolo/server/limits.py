"""How much one client, one address and the whole server may ask for: the caps and their keepers.

A stranger on the network must not be able to exhaust the machine: :class:`Limits` holds
every cap (configurable with ``circolo serve`` flags), :class:`TokenBucket` paces a rate
with bursts, :class:`CreationPace` keeps one bucket per client address (itself bounded, so
that many addresses cannot grow it without end), and :class:`ConnectionCount` counts each
address's open connections.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Limits:
    """The server's caps; the defaults leave room for a busy club and the benchmarks."""

    #: Tables waiting or playing at once, server-wide.
    max_tables: int = 1000
    #: Tables (and profiles) one address may create a minute, and in one burst.
    creations_per_minute: float = 600.0
    creation_burst: int = 100
    #: Open WebSocket connections from one address.
    connections_per_address: int = 1200
    #: Messages one connection may send a second, and in one burst.
    messages_per_second: float = 20.0
    message_burst: int = 40
    #: What a connection's outbox may hold before the client is disconnected as too slow.
    outbox_messages: int = 256
    outbox_bytes: int = 1024 * 1024
    #: Seconds one send to a client may take before it is disconnected as not reading.
    write_timeout_s: float = 20.0
    #: Requests one table's queue may hold before it answers "busy".
    table_queue: int = 512
    #: People who may watch one table at once (each holds no seat).
    spectators_per_table: int = 50
    #: Seconds a finished table stays in memory (its record is served from the store after).
    finished_ttl_s: float = 600.0
    #: Threads the AI players think in (search players may take all but one).
    ai_threads: int = 2
    #: Whether searching players (pimc) think in processes of their own (see ai_pool.py).
    search_processes: bool = True

    def __post_init__(self) -> None:
        for name in (
            "max_tables",
            "creation_burst",
            "connections_per_address",
            "message_burst",
            "outbox_messages",
            "outbox_bytes",
            "table_queue",
            "spectators_per_table",
        ):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)}")
        if self.ai_threads < 2:
            raise ValueError(f"ai_threads must be at least 2, not {self.ai_threads}")
        for name in ("creations_per_minute", "messages_per_second", "write_timeout_s"):
            if getattr(self, name) <= 0:
                raise ValueError(f"{name} must be above 0, not {getattr(self, name)}")
        if self.finished_ttl_s < 0:
            raise ValueError(f"finished_ttl_s must be 0 or more, not {self.finished_ttl_s}")


class TokenBucket:
    """A rate with bursts: ``rate`` tokens a second, at most ``burst`` saved up."""

    __slots__ = ("_clock", "_stamp", "_tokens", "burst", "rate")

    def __init__(
        self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._stamp = clock()

    def take(self) -> bool:
        """Spend one token if there is one; False when the rate is exceeded."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._stamp) * self.rate)
        self._stamp = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def full(self) -> bool:
        """Whether the bucket has filled up again (nothing would be refused)."""
        now = self._clock()
        return self._tokens + (now - self._stamp) * self.rate >= self.burst


#: Addresses whose buckets are kept at once; the least recently seen full ones go first.
MAX_ADDRESSES: Final = 100_000


class CreationPace:
    """One :class:`TokenBucket` per client address, for creating tables and profiles."""

    def __init__(
        self,
        per_minute: float,
        burst: int,
        clock: Callable[[], float] = time.monotonic,
        max_addresses: int = MAX_ADDRESSES,
    ) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self._clock = clock
        self._buckets: OrderedDict[str, TokenBucket] = OrderedDict()
        self._max = max_addresses

    def allow(self, address: str) -> bool:
        """Whether ``address`` may create one more thing now (the attempt is counted)."""
        bucket = self._buckets.get(address)
        if bucket is None:
            self._forget_some()
            bucket = TokenBucket(self.rate, self.burst, self._clock)
            self._buckets[address] = bucket
        else:
            self._buckets.move_to_end(address)
        return bucket.take()

    def _forget_some(self) -> None:
        """Keep the number of addresses bounded: full buckets say nothing, drop them first."""
        if len(self._buckets) < self._max:
            return
        for address in [a for a, b in self._buckets.items() if b.full()]:
            del self._buckets[address]
        while len(self._buckets) >= self._max:
            self._buckets.popitem(last=False)


class ConnectionCount:
    """Open connections per client address, against a cap."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self._open: dict[str, int] = {}

    def acquire(self, address: str) -> bool:
        """Count one more connection from ``address``; False (not counted) at the cap."""
        count = self._open.get(address, 0)
        if count >= self.cap:
            return False
        self._open[address] = count + 1
        return True

    def release(self, address: str) -> None:
        """A connection from ``address`` closed."""
        count = self._open.get(address, 0) - 1
        if count <= 0:
            self._open.pop(address, None)
        else:
            self._open[address] = count

    def open_from(self, address: str) -> int:
        """Connections open from ``address`` now."""
        return self._open.get(address, 0)
