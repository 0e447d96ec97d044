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
    #: Tables waiting or playing that one address made (counted in the store: after a
    #: restart too, and over every node of a cluster).
    tables_per_address: int = 20
    #: Seconds a table that never started waits with no person connected to it, before it
    #: is closed (its seats' links stop working).
    waiting_table_s: float = 1800.0
    #: Seconds a single player's table waits for its player to come back, before the
    #: computer plays their seat to the end (0: it waits for ever).
    away_table_s: float = 3600.0
    #: Tables (and profiles) one address may create a minute, and in one burst.
    creations_per_minute: float = 600.0
    creation_burst: int = 100
    #: Open connections from one address, HTTP and WebSocket: counted from accept to close
    #: at the server's edge (server/http_edge.py) and, by the address a trusted proxy names,
    #: for WebSockets (a cluster's nodes together). Well under the open files a process
    #: gets, so that one address cannot make the server unreachable.
    connections_per_address: int = 256
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
    #: Spectators' sockets one address may open a minute, and in one burst (each tells the
    #: table's seats who watches: a client coming and going must not flood them).
    watches_per_minute: float = 120.0
    watch_burst: int = 20
    #: Seconds a finished table stays in memory (its record is served from the store after).
    finished_ttl_s: float = 600.0
    #: Threads the AI players think in (search players may take all but one).
    ai_threads: int = 2
    #: Whether searching players (pimc) think in processes of their own (see ai_pool.py).
    search_processes: bool = True
    #: Hand analyses one address may ask for a minute, and in one burst (server/analyses.py).
    analyses_per_minute: float = 30.0
    analysis_burst: int = 10
    #: Analyses one address may have waiting or being computed at once.
    analyses_per_address: int = 2
    #: Analyses waiting or being computed at once, server-wide.
    analysis_queue: int = 8
    #: Club evenings waiting or playing at once, server-wide (counted in the store).
    max_evenings: int = 50
    #: Club evenings waiting or playing that one address made (counted in the store).
    evenings_per_address: int = 5
    #: Seconds an evening's table waits for its people before the computer plays for those
    #: not there yet (each takes their seat back when they come).
    evening_gather_s: float = 90.0

    def __post_init__(self) -> None:
        for name in (
            "max_tables",
            "tables_per_address",
            "creation_burst",
            "connections_per_address",
            "message_burst",
            "outbox_messages",
            "outbox_bytes",
            "table_queue",
            "spectators_per_table",
            "watch_burst",
            "analysis_burst",
            "analyses_per_address",
            "analysis_queue",
            "max_evenings",
            "evenings_per_address",
        ):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)}")
        if self.ai_threads < 2:
            raise ValueError(f"ai_threads must be at least 2, not {self.ai_threads}")
        for name in (
            "creations_per_minute",
            "watches_per_minute",
            "messages_per_second",
            "write_timeout_s",
            "analyses_per_minute",
            "evening_gather_s",
        ):
            if getattr(self, name) <= 0:
                raise ValueError(f"{name} must be above 0, not {getattr(self, name)}")
        if self.waiting_table_s <= 0:
            raise ValueError(f"waiting_table_s must be above 0, not {self.waiting_table_s}")
        if self.away_table_s < 0:
            raise ValueError(f"away_table_s must be 0 or more, not {self.away_table_s}")
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
    """One :class:`TokenBucket` per client address: for creating tables and profiles, and
    (a pace of its own) for asking for hand analyses."""

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
