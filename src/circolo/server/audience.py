"""The people watching a table: spectators hold no seat and see only what is public.

A spectator's connection gets the table's *public* snapshot (each game's
``GamePart.public_state``: no hand, not even partly known; reasons left out, since a reason
may name a card still held), built and encoded once per change for all of them, so that
many spectators cost the players no more than one. Their number is capped per table
(``Limits.spectators_per_table``) and each connection keeps its own bounded outbox
(server/connection.py). Everyone at the table — seats and spectators — is told who watches
(an ``audience`` message) when somebody comes or goes.
"""

from __future__ import annotations

from circolo.server.connection import Peer
from circolo.server.errors import TableError
from circolo.server.protocol import PROTOCOL_VERSION, dumps

#: Spectators one table takes at once unless the server's limits say otherwise.
SPECTATORS_PER_TABLE = 50


class Audience:
    """One table's spectators: their connections and the names they gave."""

    def __init__(self, cap: int = SPECTATORS_PER_TABLE) -> None:
        self.cap = cap
        self._names: dict[Peer, str] = {}

    def __len__(self) -> int:
        return len(self._names)

    def add(self, connection: Peer, name: str) -> None:
        """Let ``connection`` watch, listed as ``name`` ("" for someone who gave none)."""
        if connection not in self._names and len(self._names) >= self.cap:
            raise TableError("too_many", "server.error.too_many_spectators", most=self.cap)
        self._names[connection] = name

    def remove(self, connection: Peer) -> bool:
        """Stop sending to ``connection``; whether it was watching."""
        return self._names.pop(connection, None) is not None

    def names(self) -> list[str]:
        """The spectators' names, in the order they came."""
        return list(self._names.values())

    def send(self, text: str, *, snapshot: bool = False) -> None:
        """Queue the same ``text`` for every spectator (closed connections are dropped)."""
        for connection in list(self._names):
            if connection.closed:
                self._names.pop(connection, None)
            else:
                connection.send(text, snapshot=snapshot)

    def close_all(self, code: int, reason: str) -> None:
        """Close every spectator's connection (the table stops, moves or is gone)."""
        for connection in list(self._names):
            connection.close(code, reason)
        self._names.clear()

    def message(self) -> str:
        """The ``audience`` message: who watches the table now."""
        return dumps({"type": "audience", "v": PROTOCOL_VERSION, "spectators": self.names()})
