"""A connection for tests that talk to a table directly: it keeps what it is sent."""

from __future__ import annotations

from collections.abc import Callable


class RecordingPeer:
    """A :class:`~circolo.play.peer.Peer` that hands each message to ``on_message``."""

    def __init__(self, on_message: Callable[[str], None] | None = None) -> None:
        self.on_message = on_message
        self.sent: list[str] = []
        self.close_code: int | None = None
        self.close_reason = ""
        #: The client's address (none: a table's own tests connect it without one).
        self.address: str | None = None

    @property
    def closed(self) -> bool:
        """Whether the table closed it."""
        return self.close_code is not None

    def send(self, text: str, *, snapshot: bool = False) -> None:
        """Keep ``text`` (and pass it on) unless closed."""
        if self.closed:
            return
        self.sent.append(text)
        if self.on_message is not None:
            self.on_message(text)

    def close(self, code: int, reason: str) -> None:
        """Remember why the table closed it."""
        if not self.closed:
            self.close_code, self.close_reason = code, reason
