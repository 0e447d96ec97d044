"""uvicorn's WebSocket protocol (websockets' sans-I/O one), letting go of a closed connection.

When a connection is lost, uvicorn leaves websockets' ``ServerProtocol`` with its parser
still suspended (``Protocol.discard``, waiting for an end of stream it is never told of),
and the parser's frame holds the protocol: a cycle that reference counting never frees.
Every closed connection stayed in memory, with its buffers, until a full garbage
collection — which, on a busy server, is a pause of hundreds of milliseconds (the soak in
docs/reliability.md). :class:`ClosingWebSocketProtocol` closes the parser when the
connection is lost, so the connection goes as soon as nothing uses it.
"""

from __future__ import annotations

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol


class ClosingWebSocketProtocol(WebSocketsSansIOProtocol):
    """The sans-I/O protocol, its parser closed once the connection is lost."""

    def connection_lost(self, exc: Exception | None) -> None:
        """Close the connection as uvicorn does, then its parser (breaking the cycle)."""
        super().connection_lost(exc)
        self.conn.parser.close()
