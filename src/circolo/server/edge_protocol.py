"""uvicorn's HTTP and WebSocket protocols with the edge's caps (server/http_edge.py).

The HTTP protocol (httptools', uvicorn's default) counts each connection at the gate when it
is made and refuses it there, with a one-line answer, beyond its address's cap or the
server's; it closes a connection whose request head grows past :attr:`Edge.head_bytes`
(httptools would buffer an unfinished header line without end) or does not arrive whole
within :attr:`Edge.head_timeout_s` (a client trickling a byte a second held it for ever).
The WebSocket protocol a connection is handed to on upgrade releases it at the gate when it
closes. :func:`edge_settings` makes the pair for one server (one gate) and the uvicorn
settings that go with them.
"""

from __future__ import annotations

import asyncio
from typing import Any, ClassVar

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from circolo.server.http_edge import ConnectionGate, Edge, descriptor_limit
from circolo.server.ws_protocol import ClosingWebSocketProtocol


class EdgeHttpProtocol(HttpToolsProtocol):
    """httptools' HTTP/1.1 protocol, behind the gate, with a bounded and timed request head."""

    gate: ClassVar[ConnectionGate]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._admitted = False
        #: Whether a request's head is being read, and its bytes so far.
        self._reading_head = True
        self._head_bytes = 0
        self._head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """Let the connection in, or answer why not and close it at once (its descriptor is
        free again before it can send anything)."""
        refused = self.gate.admit(transport, transport.get_extra_info("peername"))
        if refused is not None:
            transport.write(refused)
            transport.close()
            return
        self._admitted = True
        super().connection_made(transport)
        self._arm_head_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        """Release the connection at the gate (a refused one was never counted)."""
        self._disarm_head_timer()
        if not self._admitted:
            return
        self.gate.release(self.transport)
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        """Parse as uvicorn does; then, while a head is still being read, count its bytes:
        past the cap, the connection is answered 431 and closed, and what the parser held of
        the head goes with it."""
        super().data_received(data)
        if not self._reading_head or self.transport.is_closing():
            return
        self._head_bytes += len(data)
        if self._head_bytes > self.gate.edge.head_bytes:
            self._refuse(self.gate.head_too_big)

    def on_message_begin(self) -> None:
        """A request's first byte: its head is being read."""
        super().on_message_begin()
        self._reading_head = True

    def on_headers_complete(self) -> None:
        """The head is whole: it is no longer timed or counted."""
        self._reading_head = False
        self._head_bytes = 0
        self._disarm_head_timer()
        super().on_headers_complete()

    def on_response_complete(self) -> None:
        """An answer has gone: the next request's head is timed from now (uvicorn's keep-alive
        timeout closes a connection that sends nothing; this one, one that sends too slowly)."""
        super().on_response_complete()
        if not self.transport.is_closing() and not self._answering():
            self._arm_head_timer()

    def _answering(self) -> bool:
        """Whether a request is being answered (a refusal may not be written into it)."""
        return self.cycle is not None and not self.cycle.response_complete

    def _arm_head_timer(self) -> None:
        self._disarm_head_timer()
        self._head_timer = self.loop.call_later(self.gate.edge.head_timeout_s, self._head_timed_out)

    def _disarm_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_timed_out(self) -> None:
        self._head_timer = None
        if self.transport.is_closing():
            return
        if self._head_bytes:
            self._refuse(self.gate.head_too_slow)
        else:
            # Nothing sent at all (a browser's connection opened ahead, never used): closed
            # without an answer, which the browser would read as its next request's.
            self.transport.close()

    def _refuse(self, answer: bytes) -> None:
        """Answer ``answer`` (unless a request is being answered) and close the connection."""
        self._disarm_head_timer()
        if not self._answering():
            self.transport.write(answer)
        self.transport.close()


class EdgeWebSocketProtocol(ClosingWebSocketProtocol):
    """The WebSocket protocol a counted connection is handed to: released when it closes."""

    gate: ClassVar[ConnectionGate]

    def connection_lost(self, exc: Exception | None) -> None:
        """Close as :class:`ClosingWebSocketProtocol` does, and release the connection."""
        try:
            super().connection_lost(exc)
        finally:
            self.gate.release(self.transport)


def edge_settings(edge: Edge) -> dict[str, Any]:
    """uvicorn's settings for a server behind ``edge``: its own protocols sharing one gate
    (sized by the open-files limit, raised first), a keep-alive timeout, and forwarded
    headers believed only from ``edge.trusted_proxies``."""
    gate = ConnectionGate(edge, descriptor_limit())
    http = type("GatedHttpProtocol", (EdgeHttpProtocol,), {"gate": gate})
    ws = type("GatedWebSocketProtocol", (EdgeWebSocketProtocol,), {"gate": gate})
    proxies = list(edge.trusted_proxies)
    return {
        "http": http,
        "ws": ws,
        "timeout_keep_alive": edge.keep_alive_s,
        # uvicorn believes X-Forwarded-For from 127.0.0.1 unless told otherwise: with no
        # proxy named, the headers are not read at all.
        "proxy_headers": bool(proxies),
        "forwarded_allow_ips": proxies,
    }
