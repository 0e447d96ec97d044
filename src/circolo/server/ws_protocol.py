"""uvicorn's WebSocket protocol (websockets' sans-I/O one), letting go of a closed connection.

When a connection is lost, uvicorn leaves websockets' ``ServerProtocol`` with its parser
still suspended (``Protocol.discard``, waiting for an end of stream it is never told of),
and the parser's frame holds the protocol: a cycle that reference counting never frees.
Every closed connection stayed in memory, with its buffers, until a full garbage
collection — which, on a busy server, is a pause of hundreds of milliseconds (the soak in
docs/reliability.md). :class:`ClosingWebSocketProtocol` closes the parser when the
connection is lost, so the connection goes as soon as nothing uses it.

A text frame that is not UTF-8 is handed to the application too, its bad bytes as lone
surrogates (``surrogateescape``): the relay answers it with an ``error`` that says so
(server/socket.py), as it answers every odd frame, where uvicorn logged a traceback at
ERROR for each such frame and closed the connection (1007).
"""

from __future__ import annotations

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol


class ClosingWebSocketProtocol(WebSocketsSansIOProtocol):
    """The sans-I/O protocol, its parser closed once the connection is lost, and a text
    frame that is not UTF-8 handed on to be answered."""

    def send_receive_event_to_app(self) -> None:
        """Hand the message received to the application as uvicorn does; a text one that is
        not UTF-8 as text with lone surrogates, rather than a logged traceback."""
        if self.curr_msg_data_type == "text" and not self.close_sent:
            data = self.frames[0] if len(self.frames) == 1 else b"".join(self.frames)
            try:
                data.decode()
            except UnicodeDecodeError:
                self.frames = []
                text = data.decode(errors="surrogateescape")
                self.queue.put_nowait({"type": "websocket.receive", "text": text})
                if not self.read_paused:  # as uvicorn: one message at a time
                    self.read_paused = True
                    self.transport.pause_reading()
                return
        super().send_receive_event_to_app()

    def connection_lost(self, exc: Exception | None) -> None:
        """Close the connection as uvicorn does, then its parser (breaking the cycle)."""
        super().connection_lost(exc)
        self.conn.parser.close()
