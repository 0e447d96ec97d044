"""The names of everything a cluster keeps in Redis, under one prefix.

Redis holds only what must be fast and may be lost: who owns which table (leases), which
nodes are alive, the lobby's summaries of live tables and the channels the nodes talk on.
Tables' secrets, events and hands never go there (PostgreSQL is the one store).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Keys:
    """Key names under ``prefix`` (tests give each run a prefix of its own)."""

    prefix: str = "circolo"

    def lease(self, table_id: str) -> str:
        """The lease on a table: its owner's node id, expiring unless renewed."""
        return f"{self.prefix}:lease:{table_id}"

    def node(self, node_id: str) -> str:
        """A node's heartbeat: present while the node is alive."""
        return f"{self.prefix}:node:{node_id}"

    @property
    def nodes(self) -> str:
        """The set of nodes that joined and were not yet found dead and emptied."""
        return f"{self.prefix}:nodes"

    def owned(self, node_id: str) -> str:
        """The set of tables a node holds leases on (where survivors look when it dies)."""
        return f"{self.prefix}:owned:{node_id}"

    def inbox(self, node_id: str) -> str:
        """The pub/sub channel a node reads its calls, answers and relayed messages on."""
        return f"{self.prefix}:to:{node_id}"

    @property
    def summaries(self) -> str:
        """Hash: live table id -> the lobby's summary of it (public information only)."""
        return f"{self.prefix}:summaries"

    @property
    def live(self) -> str:
        """Sorted set of live table ids by creation time (the lobby's order)."""
        return f"{self.prefix}:live"

    def count(self, name: str) -> str:
        """A cluster-wide counter or rate bucket (caps and rate limits)."""
        return f"{self.prefix}:count:{name}"
