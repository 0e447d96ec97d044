"""A connection as a table sees it, and the codes a table closes one with.

A table never waits for a client: it hands each message to :meth:`Peer.send`, which queues
it (a WebSocket's own writer sends it: server/connection.py), and closes a connection with
one of the ``CLOSE_*`` codes below and a reason a person can read. A seat relayed from
another node of a cluster is a peer too (server/cluster/bus.py).
"""

from __future__ import annotations

from typing import Final, Protocol

#: Close codes a table uses (4000-4999 are the application's; the server's own, such as a
#: client too slow or too many sockets, are in server/connection.py).
CLOSE_REPLACED: Final = 4409
CLOSE_LEFT: Final = 4410
CLOSE_GONE: Final = 4411
#: The server is stopping, or the table moved to another (it will be back: clients reconnect).
CLOSE_RESTART: Final = 1012


class Peer(Protocol):
    """What a table needs of a connection: to queue it a message, and to close it."""

    @property
    def address(self) -> str | None:
        """The client's address as caps count it (None: not known here, e.g. a connection
        relayed from another node, whose address comes with its request)."""
        ...

    @property
    def closed(self) -> bool:
        """Whether the connection was closed (nothing more is sent or accepted)."""
        ...

    def send(self, text: str, *, snapshot: bool = False) -> None:
        """Queue ``text`` for the client; ``snapshot``: a newer one replaces it if unsent."""
        ...

    def close(self, code: int, reason: str) -> None:
        """Send what is queued, then close with ``code`` and ``reason``."""
        ...
